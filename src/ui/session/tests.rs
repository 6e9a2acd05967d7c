//! The session's tests: browsing, submitting moves, the seats, taking moves back, and games
//! from other tabs.

use super::*;
use crate::ui::testing::mv;

#[test]
fn browse_and_submit() {
    let mut s = Session::default();
    for m in ["a6-a7", "a5-b4", "a7-b7"] {
        s.submit(mv(m), MoveSource::Click).unwrap();
    }
    s.browse_by(-2);
    assert!(s.is_browsing());
    assert_eq!(s.view_ply(), 1);
    assert_eq!(s.displayed().turn(), Color::Black);
    let (before, last) = s.displayed_last_move().unwrap();
    assert_eq!(last.mv, mv("a6-a7"));
    assert_eq!(before, Position::start());
    // Browsing never changes the game.
    assert_eq!(s.game().ply(), 3);
    s.browse_by(-10);
    assert_eq!(s.view_ply(), 0);
    assert!(s.displayed_last_move().is_none());
    // A move submitted while browsing is played on the live position.
    s.submit(mv("b4-c5"), MoveSource::Text).unwrap();
    assert!(!s.is_browsing());
    assert_eq!(s.game().ply(), 4);
    s.browse_by(5);
    assert!(!s.is_browsing());
}

#[test]
fn refusals_change_nothing() {
    let mut s = Session::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    s.submit(mv("a5-b4"), MoveSource::Click).unwrap();
    let before = *s.game().position();
    let e = s.submit(mv("h6-h7"), MoveSource::Api).unwrap_err();
    assert!(
        matches!(e, SubmitError::Illegal(PlayError::BoundPiece { .. })),
        "{e:?}"
    );
    assert_eq!(*s.game().position(), before);
    assert_eq!(s.game().ply(), 2);
}

#[test]
fn seats_decide_who_may_move() {
    let mut s = Session::default();
    assert!(s.person_to_move());
    s.set_seat(Color::Black, Seat::Computer { level: 3 });
    // The computer may not move for a person's seat, nor a person for the computer's.
    let e = s.submit(mv("a6-a7"), MoveSource::Computer).unwrap_err();
    assert_eq!(
        e,
        SubmitError::NotYourSeat {
            side: Color::White,
            seat: Seat::Person
        }
    );
    s.submit(mv("a6-a7"), MoveSource::Drag).unwrap();
    assert!(!s.person_to_move());
    for source in [
        MoveSource::Click,
        MoveSource::Keyboard,
        MoveSource::Text,
        MoveSource::Api,
    ] {
        let e = s.submit(mv("a5-b4"), source).unwrap_err();
        assert_eq!(
            e,
            SubmitError::NotYourSeat {
                side: Color::Black,
                seat: Seat::Computer { level: 3 }
            }
        );
    }
    assert_eq!(s.game().ply(), 1);
    s.submit(mv("a5-b4"), MoveSource::Computer).unwrap();
    // The seat is a setting: hand it back to a person at any moment.
    s.set_seat(Color::Black, Seat::Person);
    s.submit(mv("a7-b7"), MoveSource::Click).unwrap();
    s.submit(mv("b4-c5"), MoveSource::Click).unwrap();
    s.set_seat(Color::White, Seat::Computer { level: 1 });
    let rec = s.record("2026.11.29");
    assert!(
        rec.contains("[White \"Computer (level 1)\"]") && rec.contains("[Black \"Person\"]"),
        "{rec}"
    );
}

#[test]
fn undo_against_the_computer_takes_back_the_reply_too() {
    let mut s = Session::default();
    s.set_seat(Color::Black, Seat::Computer { level: 4 });
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    s.submit(mv("a5-b4"), MoveSource::Computer).unwrap();
    s.submit(mv("a7-b7"), MoveSource::Click).unwrap();
    // The computer has not replied yet: only the person's move goes.
    let undone = s.undo_to_person();
    assert_eq!(
        undone.iter().map(|p| p.mv).collect::<Vec<_>>(),
        [mv("a7-b7")]
    );
    // Now the person's move and the computer's reply.
    let undone = s.undo_to_person();
    assert_eq!(
        undone.iter().map(|p| p.mv).collect::<Vec<_>>(),
        [mv("a5-b4"), mv("a6-a7")]
    );
    assert_eq!(s.game().ply(), 0);
    assert!(s.undo_to_person().is_empty());
    // The computer in both seats: one move at a time.
    s.set_seat(Color::White, Seat::Computer { level: 4 });
    s.submit(mv("a6-a7"), MoveSource::Computer).unwrap();
    s.submit(mv("a5-b4"), MoveSource::Computer).unwrap();
    assert_eq!(s.undo_to_person().len(), 1);
    assert_eq!(s.game().ply(), 1);
}

#[test]
fn undo_redo_and_record() {
    let mut s = Session::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    s.undo().unwrap();
    assert_eq!(s.game().ply(), 0);
    s.redo().unwrap();
    assert_eq!(s.game().ply(), 1);
    let rec = s.record("2026.11.29");
    assert!(
        rec.contains("[Date \"2026.11.29\"]") && rec.contains("1. a6-a7 *"),
        "{rec}"
    );
    s.set_repetition_rule(false);
    s.new_game();
    assert!(!s.game().repetition_rule());
    assert_eq!(s.game().ply(), 0);
}

/// Another tab's game: the same one, the same one moved on or taken back (or with the
/// other repetition setting), or a different one.
#[test]
fn games_from_other_tabs() {
    let mut s = Session::default();
    for m in ["a6-a7", "a5-b4"] {
        s.submit(mv(m), MoveSource::Click).unwrap();
    }
    let ours = s.game().clone();
    assert_eq!(s.compare(&ours), Relation::Same);
    let mut longer = ours.clone();
    longer.play(mv("a7-a6")).unwrap();
    assert_eq!(s.compare(&longer), Relation::Continued);
    let mut shorter = ours.clone();
    shorter.undo();
    assert_eq!(s.compare(&shorter), Relation::Continued);
    let mut other_rule = ours.clone();
    other_rule.set_repetition_rule(!ours.repetition_rule());
    assert_eq!(s.compare(&other_rule), Relation::Continued);
    let mut branched = shorter.clone();
    branched.play(mv("h5-g4")).unwrap();
    assert_eq!(s.compare(&branched), Relation::Different);
    let fresh = Game::default();
    assert_eq!(s.compare(&fresh), Relation::Continued);
    let elsewhere =
        Game::new(crate::tcn::parse_tcn("bbbbbbb1/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5").unwrap());
    assert_eq!(s.compare(&elsewhere), Relation::Different);
}
