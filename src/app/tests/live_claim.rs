//! The win claimed in a live game the friend left (two pages, as in `live_agree`): only
//! once they left, final, and taken by their page when it comes back, its moves made
//! meanwhile void.

use super::live::{connected_with, deliver};
use super::*;
use crate::app::controls::Input;
use crate::app::friend::FriendInput;
use crate::app::ids;
use crate::app::live::{LiveInput, Phase};
use crate::position::{Outcome, WinReason};

fn claim(p: &mut Page) -> Result<(), crate::ui::error::PageError> {
    p.send(Command::Friend(FriendInput::Claim))
}

fn phase(p: &Page) -> Phase {
    let g = p.state.modes.live.game.as_ref().expect("a live game");
    g.live.phase.clone()
}

/// Whether the page's view hides `id`.
fn hidden(p: &Page, id: &str) -> bool {
    let view = p.state.view();
    let node = view.nodes.iter().find(|(i, _)| *i == id).map(|(_, n)| n);
    node.and_then(|n| n.hidden).unwrap_or(true)
}

/// The live game's last timer on `p`, rung at `p`'s time `at` (ms).
fn ring_live(p: &mut Page, at: f64) {
    super::live::ring(p, at, |t| matches!(t, crate::app::effect::Timer::Live(_)));
}

/// A live game with a 1+2 clock, three moves in, a few seconds each: Ann (White) played
/// the last, Bob is to move and his clock runs.
fn three_timed_moves_in() -> (Page, Page) {
    let control = crate::ui::clock::TimeControl::new(1, 2).unwrap();
    let (mut a, mut b) = connected_with(Some(control));
    for (from, to, mover) in [("a6", "a7", 0), ("a5", "b4", 1), ("a7", "a6", 0)] {
        let p = if mover == 0 { &mut a } else { &mut b };
        p.now += 3_000.0;
        p.click(from, to);
        deliver(&mut a, &mut b);
    }
    b.now = a.now;
    assert!(b.state.board().clock().unwrap().running());
    (a, b)
}

/// Both clocks as `p` shows them.
fn clocks(p: &Page) -> [u64; 2] {
    p.state.board().clock().expect("clocks").left(p.now)
}

#[test]
fn the_win_is_claimed_only_once_the_friend_left_and_their_page_takes_it_back_there() {
    let (mut a, mut b) = three_timed_moves_in();
    // Bob is there: no claim, and no button for one.
    assert!(claim(&mut a).is_err());
    assert!(
        a.state.status().contains("30 seconds"),
        "{}",
        a.state.status()
    );
    assert_eq!(a.state.board().game().outcome(), None);
    assert!(hidden(&a, ids::LIVE_CLAIM));
    // The connection drops. Bob, to move, moves on his page: it never reaches Ann.
    a.live(LiveInput::Closed("page-b".into())).unwrap();
    b.live(LiveInput::Closed("page-a".into())).unwrap();
    let m = b.state.legal_moves()[0];
    b.now += 4_000.0;
    b.send(Command::PlayText(m.to_string(), MoveSource::Click))
        .unwrap();
    assert_eq!(b.ply(), 4);
    assert!(b.lines_sent().is_empty(), "nobody to tell");
    // No sign of Bob for 30 s: Ann's page says he left and offers the claim.
    let later = a.now + crate::app::live::LEFT_MS as f64 + 1_000.0;
    ring_live(&mut a, later);
    assert_eq!(phase(&a), Phase::Left);
    assert!(!hidden(&a, ids::LIVE_CLAIM));
    assert!(!hidden(&a, ids::LIVE_WAIT));
    let click = crate::app::controls::command(&a.state, ids::LIVE_CLAIM, Input::Click);
    assert!(matches!(click, Some(Command::Friend(FriendInput::Claim))));
    a.send(click.unwrap()).unwrap();
    let won = Some(Outcome::Win {
        winner: Color::White,
        reason: WinReason::Abandoned,
    });
    assert_eq!(a.state.board().game().outcome(), won);
    assert_eq!(a.ply(), 3);
    assert!(hidden(&a, ids::LIVE_CLAIM), "claimed once");
    assert!(
        hidden(&a, ids::LIVE_BY_LINKS),
        "a game over goes on by links no more"
    );
    let status = a
        .state
        .view()
        .nodes
        .into_iter()
        .find(|(id, _)| *id == ids::LIVE_STATUS);
    let said = status.and_then(|(_, n)| n.text).unwrap_or_default();
    assert_eq!(said, "\u{2068}Bob\u{2069} left.");
    let at_claim = clocks(&a);
    assert!(
        at_claim[1] < 60_000 - 30_000,
        "Bob's time ran until the claim: {at_claim:?}"
    );
    // Final: nothing is taken back, and a second claim is refused.
    assert!(!a.state.board().game().can_undo());
    assert!(claim(&mut a).is_err());
    // The record says how it ended.
    let record = a.saved_record.clone().expect("the game saved");
    assert!(
        record.contains("[Termination \"Black left the game\"]"),
        "{record}"
    );
    // Bob comes back: both pages meet again; his page takes the end where Ann claimed it,
    // his move made meanwhile void.
    b.now = a.now + 5_000.0;
    for (p, other) in [(&mut a, "page-b"), (&mut b, "page-a")] {
        p.live(LiveInput::Open(other.into())).unwrap();
    }
    deliver(&mut a, &mut b);
    for p in [&a, &b] {
        assert_eq!(p.state.board().game().outcome(), won);
        assert_eq!(p.ply(), 3);
        // The clocks as they stood at the claim, on both: Ann's page ended the game.
        assert_eq!(clocks(p), at_claim);
    }
    assert_eq!(
        b.state.board().game().move_list(),
        a.state.board().game().move_list()
    );
}

#[test]
fn a_claim_needs_a_live_game() {
    let mut p = Page::new();
    assert!(claim(&mut p).is_err());
    assert_eq!(p.state.board().game().outcome(), None);
}
