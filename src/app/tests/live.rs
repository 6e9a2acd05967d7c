//! Scenarios of live games: two pages stand for the two devices, and the test carries the
//! connector's part: each page's `Effect::Live` lines delivered to the other as the
//! connector would report them (`LiveInput::Text`), the room and the channel opened by
//! hand.

use super::*;
use crate::app::friend::FriendInput;
use crate::app::live::{LiveEffect, LiveInput, Refusal};
use crate::app::moved::{told, Listener};
use crate::app::new_game::Colour;
use crate::ui::friend::live::{self, Message, Snapshot};

impl Page {
    pub(super) fn live(&mut self, input: LiveInput) -> Result<(), crate::ui::error::PageError> {
        self.send(Command::Friend(FriendInput::Live(input)))
    }

    /// The lines this page sent since the last call (taken from what it asked).
    pub(super) fn lines_sent(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        self.seen.retain(|e| match e {
            Effect::Live(LiveEffect::Send { text, .. }) => {
                lines.push(text.clone());
                false
            }
            _ => true,
        });
        lines
    }

    fn refused(&self, why: Refusal) -> u32 {
        let g = self.state.modes.live.game.as_ref().expect("a live game");
        g.live
            .refused
            .iter()
            .find(|(r, _)| *r == why)
            .map_or(0, |(_, n)| *n)
    }
}

/// Carries the lines each page sent to the other until none is left; how many.
pub(super) fn deliver(a: &mut Page, b: &mut Page) -> usize {
    let mut n = 0;
    loop {
        let (to_b, to_a) = (a.lines_sent(), b.lines_sent());
        if to_b.is_empty() && to_a.is_empty() {
            return n;
        }
        n += to_b.len() + to_a.len();
        for text in to_b {
            let _ = b.live(LiveInput::Text {
                from: "page-a".into(),
                text,
            });
        }
        for text in to_a {
            let _ = a.live(LiveInput::Text {
                from: "page-b".into(),
                text,
            });
        }
    }
}

/// A (Ann) starts a live game as White; B (Bob) opens its invitation; both connect.
pub(super) fn connected() -> (Page, Page) {
    connected_with(None)
}

/// [`connected`], the game with the clock `clock`.
pub(super) fn connected_with(clock: Option<crate::ui::clock::TimeControl>) -> (Page, Page) {
    let mut a = Page::new();
    a.send(Command::Friend(FriendInput::StartLive(
        Colour::White,
        "Ann".into(),
        clock,
    )))
    .unwrap();
    assert!(a.seen.contains(&Effect::Live(LiveEffect::Load)));
    let invitation = a.state.modes.live.game.as_ref().unwrap().invitation.clone();
    let answer = crate::app::api::dispatch::answer(
        crate::app::api::dispatch::Then::Started,
        &a.state,
        Ok(()),
        0.0,
    );
    let Ok(crate::app::api::dispatch::ApiValue::Started { link, .. }) = answer else {
        panic!("startLiveGame answers {{ ok, id, link }}");
    };
    assert_eq!(link, format!("https://x/#{invitation}"));
    let mut b = Page::new();
    b.state.starting.choices.friend_name = "Bob".into();
    b.send(Command::OpenFragment(format!("#{invitation}")))
        .unwrap();
    for (p, other) in [(&mut a, "page-b"), (&mut b, "page-a")] {
        p.live(LiveInput::Loaded(Ok(()))).unwrap();
        assert!(p
            .seen
            .iter()
            .any(|e| matches!(e, Effect::Live(LiveEffect::Open { .. }))));
        p.live(LiveInput::Relay {
            url: "ws://127.0.0.1:1".into(),
            up: true,
        })
        .unwrap();
        p.live(LiveInput::Open(other.into())).unwrap();
    }
    assert!(deliver(&mut a, &mut b) >= 2, "the hellos");
    for p in [&a, &b] {
        let g = p.state.modes.live.game.as_ref().unwrap();
        assert!(g.live.peer().is_some(), "connected");
    }
    told();
    (a, b)
}

#[test]
fn a_live_game_connects_with_each_colour_and_both_names() {
    let (a, b) = connected();
    let (fa, fb) = (
        a.state.board().friend().unwrap(),
        b.state.board().friend().unwrap(),
    );
    assert_eq!(fa.id, fb.id);
    assert_eq!((fa.you, fb.you), (Color::White, Color::Black));
    for p in [&a, &b] {
        assert_eq!(p.state.board().player_name(Color::White), Some("Ann"));
        assert_eq!(p.state.board().player_name(Color::Black), Some("Bob"));
    }
}

#[test]
fn each_move_reaches_the_other_page_once_and_each_listening_part_once() {
    let (mut a, mut b) = connected();
    a.click("a6", "a7");
    let heard = told();
    assert_eq!(
        heard.iter().filter(|(l, _)| *l == Listener::Live).count(),
        1,
        "{heard:?}"
    );
    assert_eq!(deliver(&mut a, &mut b), 1);
    assert_eq!(b.state.board().game().move_list(), vec![mv("a6-a7")]);
    // The friend's move is played through the door as a link's: the clocks hear it,
    // the connection does not send it back.
    let heard = told();
    assert_eq!(heard, vec![(Listener::Clocks, 1)]);
    b.click("a5", "b4");
    assert_eq!(deliver(&mut a, &mut b), 1);
    assert_eq!(
        a.state.board().game().move_list(),
        [mv("a6-a7"), mv("a5-b4")]
    );
    assert_eq!(
        b.state.board().game().move_list(),
        [mv("a6-a7"), mv("a5-b4")]
    );
    // Played on the friend's side, it is theirs: no undo of a sent move.
    assert_eq!(
        a.state.board().friend().unwrap().shared.map(|s| s.0),
        Some(2)
    );
}

#[test]
fn garbled_strange_own_and_other_games_lines_are_refused_and_change_nothing() {
    let (mut a, mut b) = connected();
    a.click("a6", "a7");
    deliver(&mut a, &mut b);
    let before = b.state.board().game().move_list();
    let from = |text: String| LiveInput::Text {
        from: "page-a".into(),
        text,
    };
    b.live(from("L1 state garbled ~00000000".into())).unwrap();
    assert_eq!(b.refused(Refusal::Garbled), 1);
    // A's own game sent back to it: a move of its own side.
    let own = b.state.board();
    let f = own.friend().unwrap();
    let mut game = own.game().clone();
    game.play(mv("a5-b4")).unwrap();
    let line = |by, game: crate::game::Game, id: &str| {
        live::write(&Message::Game(Snapshot {
            generation: 0,
            link: crate::ui::friend::link::Link {
                id: id.to_string(),
                by,
                names: [None, None],
                game,
                offer: None,
            },
            left: None,
            run: None,
        }))
    };
    let id = f.id.clone();
    b.live(from(line(Color::Black, game.clone(), &id))).unwrap();
    assert_eq!(b.refused(Refusal::OutOfTurn), 1);
    b.live(from(line(Color::White, game.clone(), "AAAAAAAAAAA")))
        .unwrap();
    assert_eq!(b.refused(Refusal::OtherGame), 1);
    b.live(LiveInput::Text {
        from: "page-x".into(),
        text: line(Color::White, game, &id),
    })
    .unwrap();
    assert_eq!(b.refused(Refusal::Stranger), 1);
    assert_eq!(b.state.board().game().move_list(), before);
}

#[test]
fn the_chat_goes_both_ways_as_text_and_an_empty_line_is_refused() {
    let (mut a, mut b) = connected();
    a.live(LiveInput::Chat("<b>hi</b>".into())).unwrap();
    assert!(a.live(LiveInput::Chat("  ".into())).is_err());
    deliver(&mut a, &mut b);
    let chat = &b.state.modes.live.game.as_ref().unwrap().live.chat;
    assert_eq!(chat.len(), 1);
    assert_eq!(chat[0].text, "<b>hi</b>");
}

#[test]
fn a_new_game_by_links_leaves_the_room() {
    let (mut a, _b) = connected();
    a.send(Command::Friend(FriendInput::Start(
        Colour::Black,
        "Ann".into(),
    )))
    .unwrap();
    assert!(a.seen.contains(&Effect::Live(LiveEffect::Close)));
    assert!(a.state.modes.live.game.is_none());
}

/// The last timer on `p` that `pick` takes, rung at `p`'s time `at` (ms).
pub(super) fn ring(p: &mut Page, at: f64, pick: fn(&crate::app::effect::Timer) -> bool) {
    let timer = p
        .seen
        .iter()
        .rev()
        .find_map(|e| match e {
            Effect::Timer { timer, .. } if pick(timer) => Some(*timer),
            _ => None,
        })
        .expect("a timer");
    p.now = at - 10.0;
    p.send(Command::Timer(timer)).unwrap();
}

/// The clocks' last timer on `p`, rung at `p`'s time `at` (ms).
fn ring_clock(p: &mut Page, at: f64) {
    ring(p, at, |t| matches!(t, crate::app::effect::Timer::Clock(_)));
}

#[test]
fn a_live_games_clocks_are_the_movers_and_each_page_decides_its_own_flag() {
    let control = crate::ui::clock::TimeControl::new(1, 2).unwrap();
    let (mut a, mut b) = connected_with(Some(control));
    for p in [&a, &b] {
        assert_eq!(p.state.board().clock().map(|c| c.control()), Some(control));
    }
    // Two moves each: the clocks run from each side's second move.
    for (from, to, mover) in [("a6", "a7", 0), ("a5", "b4", 1), ("a7", "a6", 0)] {
        let p = if mover == 0 { &mut a } else { &mut b };
        p.now += 5_000.0;
        p.click(from, to);
        deliver(&mut a, &mut b);
    }
    // B's clock runs on both pages; A's time after its move is A's own report.
    let ply = a.ply();
    assert_eq!(ply, 3);
    let (ca, cb) = (
        a.state.board().clock().unwrap(),
        b.state.board().clock().unwrap(),
    );
    assert_eq!(ca.left_at(Color::White, ply), cb.left_at(Color::White, ply));
    assert!(
        ca.left_at(Color::White, ply) < 62_000,
        "White's second move was timed"
    );
    assert!(cb.running() && ca.running());
    // B's time runs out: A's page waits for B's to say so (no flag falls there), ...
    let late = a.now + 120_000.0;
    ring_clock(&mut a, late);
    assert_eq!(
        a.state.board().game().outcome(),
        None,
        "A does not decide B's flag"
    );
    // ... B's page decides it and tells A: both end the game on time alike.
    let late = b.now + 120_000.0;
    ring_clock(&mut b, late);
    let lost = Some(crate::position::Outcome::Win {
        winner: Color::White,
        reason: crate::position::WinReason::Time,
    });
    assert_eq!(b.state.board().game().outcome(), lost);
    deliver(&mut a, &mut b);
    assert_eq!(a.state.board().game().outcome(), lost);
}
