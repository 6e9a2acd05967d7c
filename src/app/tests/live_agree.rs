//! Takebacks and rematches in a live game, agreed between two pages (the scenario of
//! `tests/live.rs`: the test carries each page's lines to the other).

use super::live::{connected, deliver};
use super::*;
use crate::app::controls::Input;
use crate::app::friend::FriendInput;
use crate::app::ids;
use crate::app::live::{agree, LiveInput};
use crate::ui::friend::live::Act;
use crate::ui::friend::Friend;
use crate::ui::words::LiveAsk;

/// The friend game on each page's board (Ann's, Bob's).
fn friends<'a>(a: &'a Page, b: &'a Page) -> (&'a Friend, &'a Friend) {
    let f = |p: &'a Page| p.state.board().friend().expect("a friend game");
    (f(a), f(b))
}

fn asked(p: &Page) -> Option<LiveAsk> {
    agree::asked(live_game(p), p.state.board())
}

fn takeback(p: &mut Page, act: Act) -> Result<(), crate::ui::error::PageError> {
    p.send(Command::Friend(FriendInput::Takeback(act)))
}

fn live_game(p: &Page) -> &crate::app::live::LiveGame {
    p.state.modes.live.game.as_ref().expect("a live game")
}

fn generation(p: &Page) -> u32 {
    live_game(p).generation
}

/// A live game, three moves in: Ann (White) played the last, Bob is to move.
pub(super) fn three_moves_in() -> (Page, Page) {
    let (mut a, mut b) = connected();
    a.click("a6", "a7");
    deliver(&mut a, &mut b);
    b.click("a5", "b4");
    deliver(&mut a, &mut b);
    a.click("a7", "a6");
    deliver(&mut a, &mut b);
    assert_eq!(b.ply(), 3);
    (a, b)
}

#[test]
fn a_takeback_asked_by_undo_and_accepted_takes_the_move_back_on_both_for_good() {
    let (mut a, mut b) = three_moves_in();
    // Undo, in a live game, asks the friend.
    let undo = crate::app::controls::command(&a.state, ids::UNDO, Input::Click);
    assert!(matches!(
        undo,
        Some(Command::Friend(FriendInput::Takeback(Act::Offer)))
    ));
    a.send(undo.unwrap()).unwrap();
    assert_eq!(a.ply(), 3, "nothing taken back before the friend agrees");
    assert_eq!(
        asked(&a),
        Some(LiveAsk {
            rematch: false,
            mine: true
        })
    );
    deliver(&mut a, &mut b);
    assert_eq!(
        asked(&b),
        Some(LiveAsk {
            rematch: false,
            mine: false
        })
    );
    // Bob's Accept and Decline are buttons the view builds in the live box.
    let view = b.state.view();
    let (_, row) = view
        .lists
        .iter()
        .find(|(id, _)| *id == ids::LIVE_ASK)
        .expect("the ask");
    for id in [ids::LIVE_YES, ids::LIVE_NO] {
        let button = row
            .iter()
            .find(|e| e.attrs.contains(&("id", id.to_string())));
        assert_eq!(button.map(|e| e.tag), Some("button"), "{id}");
    }
    let yes = crate::app::controls::command(&b.state, ids::LIVE_YES, Input::Click);
    b.send(yes.unwrap()).unwrap();
    deliver(&mut a, &mut b);
    for p in [&a, &b] {
        assert_eq!(p.ply(), 2);
        assert_eq!(
            p.state.board().game().move_list(),
            [mv("a6-a7"), mv("a5-b4")]
        );
        assert!(!p.state.board().game().can_redo(), "taken back for good");
        assert_eq!(generation(p), 1);
        assert_eq!(asked(p), None);
    }
    // Nothing is asked any more; the game goes on with another move.
    assert!(takeback(&mut b, Act::Accept).is_err());
    a.click("a7", "a6");
    deliver(&mut a, &mut b);
    assert_eq!(
        b.state.board().game().move_list(),
        a.state.board().game().move_list()
    );
    assert_eq!(b.ply(), 3);
}

#[test]
fn a_takeback_declined_or_lapsed_changes_nothing_and_one_without_a_move_is_refused() {
    let (mut a, mut b) = three_moves_in();
    // Ann asks and Bob declines.
    takeback(&mut a, Act::Offer).unwrap();
    deliver(&mut a, &mut b);
    b.send(Command::Friend(FriendInput::Answer(false))).unwrap();
    deliver(&mut a, &mut b);
    for p in [&a, &b] {
        assert_eq!(p.ply(), 3);
        assert_eq!(asked(p), None);
        assert_eq!(generation(p), 0);
    }
    // Asked again, the friend plays on instead: the ask lapses on both pages.
    takeback(&mut a, Act::Offer).unwrap();
    deliver(&mut a, &mut b);
    b.click("b4", "a5");
    deliver(&mut a, &mut b);
    assert_eq!((asked(&a), asked(&b)), (None, None));
    assert!(takeback(&mut b, Act::Accept).is_err());
    assert_eq!((a.ply(), b.ply()), (4, 4));
    // At the start, Bob (Black) has no move to take back.
    let (mut a, mut b) = connected();
    a.click("a6", "a7");
    deliver(&mut a, &mut b);
    assert!(takeback(&mut b, Act::Offer).is_err());
    assert_eq!(asked(&a), None);
}

#[test]
fn a_page_that_missed_the_accept_goes_back_when_the_two_reconnect() {
    let (mut a, mut b) = three_moves_in();
    takeback(&mut a, Act::Offer).unwrap();
    deliver(&mut a, &mut b);
    takeback(&mut b, Act::Accept).unwrap();
    // The Accept is lost with a dying connection.
    let _ = b.lines_sent();
    assert_eq!((a.ply(), b.ply()), (3, 2));
    for (p, other) in [(&mut a, "page-b"), (&mut b, "page-a")] {
        p.live(LiveInput::Closed(other.into())).unwrap();
        p.live(LiveInput::Open(other.into())).unwrap();
    }
    // The hellos carry each game with its count of takebacks: the one with more wins,
    // the other page goes back to where the two agree.
    deliver(&mut a, &mut b);
    for p in [&a, &b] {
        assert_eq!(
            p.state.board().game().move_list(),
            [mv("a6-a7"), mv("a5-b4")]
        );
        assert_eq!(generation(p), 1);
        assert!(live_game(p).live.peer().is_some(), "connected again");
    }
    a.click("a7", "a6");
    deliver(&mut a, &mut b);
    let moves = |p: &Page| p.state.board().game().move_list();
    assert_eq!(moves(&a), moves(&b));
}

#[test]
fn a_rematch_offered_after_the_end_and_accepted_swaps_the_colours_on_both() {
    let (mut a, mut b) = three_moves_in();
    let first = a.state.board().friend().unwrap().id.clone();
    // Before the end there is no rematch to offer.
    assert!(a
        .send(Command::Friend(FriendInput::Rematch(Act::Offer)))
        .is_err());
    b.send(Command::Resign).unwrap();
    deliver(&mut a, &mut b);
    assert!(a.state.board().game().outcome().is_some());
    // The result card's Swap sides offers it.
    let swap = crate::app::controls::command(&a.state, ids::RESULT_SWAP, Input::Click);
    assert!(matches!(
        swap,
        Some(Command::Friend(FriendInput::Rematch(Act::Offer)))
    ));
    a.send(swap.unwrap()).unwrap();
    deliver(&mut a, &mut b);
    assert_eq!(
        asked(&b),
        Some(LiveAsk {
            rematch: true,
            mine: false
        })
    );
    b.send(Command::Friend(FriendInput::Rematch(Act::Accept)))
        .unwrap();
    deliver(&mut a, &mut b);
    let (fa, fb) = friends(&a, &b);
    assert_eq!(fa.id, fb.id);
    assert_ne!(fa.id, first);
    assert_eq!((fa.you, fb.you), (Color::Black, Color::White));
    for p in [&a, &b] {
        assert_eq!(p.ply(), 0);
        assert_eq!(p.state.board().game().outcome(), None);
        assert_eq!(p.state.board().player_name(Color::Black), Some("Ann"));
        assert_eq!(p.state.board().player_name(Color::White), Some("Bob"));
        let g = live_game(p);
        assert_eq!(g.id, fa.id);
        assert!(g.live.peer().is_some(), "the same connection");
        assert!(
            p.state.archive().games.len() + p.state.kept_records().len() >= 1,
            "the first game kept"
        );
    }
    // Bob, now White, moves; Ann's page takes it.
    b.click("a6", "a7");
    deliver(&mut a, &mut b);
    assert_eq!(a.ply(), 1);
}

#[test]
fn two_rematches_offered_at_once_meet_in_one_game() {
    let (mut a, mut b) = three_moves_in();
    a.send(Command::Resign).unwrap();
    deliver(&mut a, &mut b);
    for p in [&mut a, &mut b] {
        p.send(Command::Friend(FriendInput::Rematch(Act::Offer)))
            .unwrap();
    }
    deliver(&mut a, &mut b);
    let (fa, fb) = friends(&a, &b);
    assert_eq!(fa.id, fb.id);
    assert_eq!(a.ply(), 0);
    assert_eq!(b.state.board().game().outcome(), None);
    assert_ne!(fa.you, fb.you);
}

/// A page opened again on the storage `a` left: its saved game and its live game kept.
fn reopened(a: &Page) -> Page {
    let live = a.seen.iter().rev().find_map(|e| match e {
        Effect::StoreLive(text) => Some(text.clone()),
        _ => None,
    });
    let record = a.saved_record.clone().expect("the game saved");
    let rec = crate::record::parse_record(&record).expect("a record");
    let stored = crate::app::stored::Found {
        session: crate::ui::session::Session::from_record(rec),
        live: live.expect("the live game kept"),
        ..Default::default()
    };
    let mut p = Page::new();
    let restored = crate::app::Restored {
        stored,
        page: p.state.shared.page.clone(),
        ..Default::default()
    };
    p.send(Command::Restore(Box::new(restored))).unwrap();
    p.send(Command::Start).unwrap();
    p
}

#[test]
fn a_page_reloaded_goes_on_with_the_live_game_in_the_same_room() {
    let (a, mut b) = three_moves_in();
    let mut a = reopened(&a);
    assert!(a
        .seen
        .contains(&Effect::Live(crate::app::live::LiveEffect::Load)));
    assert_eq!(a.ply(), 3);
    assert!(!a.state.board().clock().is_some_and(|c| c.paused()));
    // The friend's page saw the connection close; the reloaded page meets it again in
    // the same room, as the same device.
    b.live(LiveInput::Closed("page-a".into())).unwrap();
    a.live(LiveInput::Loaded(Ok(()))).unwrap();
    let relay = LiveInput::Relay {
        url: "ws://127.0.0.1:1".into(),
        up: true,
    };
    a.live(relay).unwrap();
    a.live(LiveInput::Open("page-b".into())).unwrap();
    b.live(LiveInput::Open("page-a".into())).unwrap();
    deliver(&mut a, &mut b);
    for p in [&a, &b] {
        assert!(live_game(p).live.peer().is_some(), "connected again");
        assert!(
            live_game(p).live.refused.is_empty(),
            "{:?}",
            live_game(p).live.refused
        );
    }
    b.click("b4", "a5");
    deliver(&mut a, &mut b);
    assert_eq!(a.ply(), 4);
    let moves = |p: &Page| p.state.board().game().move_list();
    assert_eq!(moves(&a), moves(&b));
}

#[test]
fn neither_player_pauses_a_live_games_clocks_alone() {
    let control = crate::ui::clock::TimeControl::new(1, 2).unwrap();
    let (mut a, _b) = super::live::connected_with(Some(control));
    assert!(a.send(Command::PauseClock(true)).is_err());
    assert!(!a.state.board().clock().unwrap().paused());
    assert!(
        a.state.status().contains("neither pauses them alone"),
        "{}",
        a.state.status()
    );
}

#[test]
fn a_live_games_room_and_secret_come_from_the_cryptographic_seed_alone() {
    // The room and secret of a game started on a page with the secrets' seed `secret`
    // and the page's other stream at `seed`.
    let start = |secret: u64, seed: u64| {
        let mut p = Page::new();
        p.state.shared.page.secret = secret;
        p.state.shared.seed = seed;
        let colour = crate::app::new_game::Colour::White;
        p.send(Command::Friend(FriendInput::StartLive(
            colour,
            "Ann".into(),
            None,
        )))
        .unwrap();
        let text = &live_game(&p).invitation;
        let inv = crate::ui::friend::invite::read(text).unwrap().unwrap();
        (inv.room, inv.key, inv.id)
    };
    let (room, key, id) = start(0x1234_5678_9abc_def1, 7);
    let (room2, key2, id2) = start(0x1234_5678_9abc_def1, 99);
    assert_eq!(
        (&room, &key),
        (&room2, &key2),
        "the page's stream plays no part"
    );
    assert_ne!(id, id2, "the game's id is the page's stream's");
    let (room3, key3, _) = start(0x0fed_cba9_8765_4321, 7);
    assert_ne!(room, room3);
    assert_ne!(key, key3);
}

#[test]
fn a_name_typed_during_a_live_game_reaches_the_friends_page() {
    let (mut a, mut b) = three_moves_in();
    b.send(Command::Friend(FriendInput::Name("Robert".into())))
        .unwrap();
    deliver(&mut a, &mut b);
    assert_eq!(a.state.board().player_name(Color::Black), Some("Robert"));
    // The game goes on as it was: nothing else changed.
    assert_eq!(a.ply(), 3);
    assert!(live_game(&a).live.refused.is_empty());
}
