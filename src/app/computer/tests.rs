//! The computer player's conversation read as a game against it: a question asked for a
//! person's move, answers for older positions or earlier questions dropped, a seat change
//! that cancels the search, a worker that fails every try, the pace of a quick answer, the
//! hint shown for its position only, and Pause offered only while the computer may move.

use super::*;
use crate::engine::Go;
use crate::ui::error::EngineError;
use crate::ui::session::MoveSource;
use crate::ui::testing::mv;

/// A game where a person plays White and the computer (level 3) Black.
fn against_computer() -> Session {
    let mut s = Session::default();
    s.set_seat(Color::Black, Seat::Computer { level: 3 });
    s
}

fn asked_serial(effects: &[Effect]) -> u64 {
    match effects.last() {
        Some(Effect::Ask { serial, .. }) => *serial,
        other => panic!("expected a question, got {other:?}"),
    }
}

fn reply(mv: &str) -> Answer {
    Answer::Lines(vec![
        "info depth 1 score cp 0".into(),
        format!("bestmove {mv}"),
    ])
}

#[test]
fn a_persons_move_against_a_computer_seat_asks_the_engine() {
    let mut s = against_computer();
    let mut c = Computer::default();
    assert_eq!(
        c.sync(&s, false, 0.0, 7),
        vec![],
        "White (a person) to move"
    );
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let effects = c.sync(&s, false, 10.0, 7);
    let Some(Effect::Ask { commands, .. }) = effects.last() else {
        panic!("{effects:?}");
    };
    assert!(
        matches!(commands.last(), Some(Command::Go(Go { .. }))),
        "{commands:?}"
    );
    assert!(c.is_thinking());
    // Nothing changed: asked once, not again.
    assert_eq!(c.sync(&s, false, 20.0, 7), vec![]);
}

#[test]
fn an_answer_for_an_older_position_is_dropped() {
    let mut s = against_computer();
    let mut c = Computer::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let serial = asked_serial(&c.sync(&s, false, 0.0, 1));
    // Taken back before the answer came.
    s.undo_to_person();
    let effects = c.sync(&s, false, 100.0, 1);
    assert_eq!(effects, vec![Effect::Cancel]);
    let (reaction, effects) = c.answered(&Speaker::english(), &s, serial, reply("a5-b4"), 600.0);
    assert_eq!(reaction, Reaction::Nothing);
    assert!(effects.is_empty());
    assert_eq!(s.game().ply(), 0);
}

#[test]
fn a_seat_change_while_the_computer_thinks_cancels_the_search() {
    let mut s = against_computer();
    let mut c = Computer::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let serial = asked_serial(&c.sync(&s, false, 0.0, 1));
    s.set_seat(Color::Black, Seat::Person);
    assert_eq!(c.sync(&s, false, 50.0, 1), vec![Effect::Cancel]);
    assert!(!c.is_thinking());
    let (reaction, _) = c.answered(&Speaker::english(), &s, serial, reply("a5-b4"), 600.0);
    assert_eq!(
        reaction,
        Reaction::Nothing,
        "the old seat's answer is not played"
    );
}

#[test]
fn a_worker_that_fails_every_try_pauses_the_computer_until_resumed() {
    let mut s = against_computer();
    let mut c = Computer::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let serial = asked_serial(&c.sync(&s, false, 0.0, 1));
    let failed = Answer::Failed(EngineError::Crashed("it crashed".into()));
    let (reaction, _) = c.answered(&Speaker::english(), &s, serial, failed, 10.0);
    let Reaction::Say(said) = reaction else {
        panic!("{reaction:?}");
    };
    assert!(
        said.contains("it crashed") && said.contains("Resume"),
        "{said}"
    );
    assert!(c.is_paused() && !c.is_thinking());
    assert_eq!(
        c.sync(&s, false, 20.0, 1),
        vec![],
        "paused: not asked again"
    );
    c.set_paused(false);
    assert!(!c.is_paused());
    let serial2 = asked_serial(&c.sync(&s, false, 30.0, 1));
    assert!(serial2 > serial);
}

#[test]
fn the_same_position_asked_again_ignores_the_first_questions_late_answer() {
    let mut s = against_computer();
    let mut c = Computer::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let first = asked_serial(&c.sync(&s, false, 0.0, 1));
    // Held (the editor opened), then given back: the same position asked again.
    assert_eq!(c.sync(&s, true, 10.0, 1), vec![Effect::Cancel]);
    let second = asked_serial(&c.sync(&s, false, 20.0, 1));
    assert_ne!(first, second);
    // The first question's failure, arriving late, neither pauses nor clears the second.
    let failed = Answer::Failed(EngineError::Crashed("stopped".into()));
    let (reaction, _) = c.answered(&Speaker::english(), &s, first, failed, 30.0);
    assert_eq!(reaction, Reaction::Nothing);
    assert!(c.is_thinking() && !c.is_paused());
    // The second's answer is played.
    let (reaction, _) = c.answered(&Speaker::english(), &s, second, reply("a5-b4"), 2_000.0);
    assert_eq!(reaction, Reaction::Play(mv("a5-b4")));
}

#[test]
fn a_quick_answer_waits_for_the_pace_and_a_stale_due_plays_nothing() {
    let mut s = against_computer();
    let mut c = Computer::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let serial = asked_serial(&c.sync(&s, false, 1_000.0, 1));
    let (reaction, effects) = c.answered(&Speaker::english(), &s, serial, reply("a5-b4"), 1_100.0);
    assert_eq!(reaction, Reaction::Nothing);
    assert_eq!(
        effects,
        vec![Effect::Wait {
            serial,
            ms: MIN_MOVE_DELAY_MS - 100.0
        }]
    );
    assert_eq!(c.due(&s, serial), Some(mv("a5-b4")));
    assert!(!c.is_thinking());
    assert_eq!(c.due(&s, serial), None, "settled once");

    // A move found, then the game changed before its time: nothing is played.
    let mut s = against_computer();
    let mut c = Computer::default();
    s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
    let serial = asked_serial(&c.sync(&s, false, 0.0, 1));
    c.answered(&Speaker::english(), &s, serial, reply("a5-b4"), 10.0);
    s.undo_to_person();
    assert_eq!(c.due(&s, serial), None);
}

#[test]
fn a_hint_is_shown_for_its_position_only() {
    let mut s = Session::default();
    let mut c = Computer::default();
    let effects = c.ask_hint(&s, 0.0).unwrap();
    let serial = asked_serial(&effects);
    assert_eq!(
        c.ask_hint(&s, 1.0),
        Ok(vec![]),
        "already being searched for"
    );
    let (reaction, _) = c.answered(&Speaker::english(), &s, serial, reply("a6-a7"), 900.0);
    assert_eq!(
        reaction,
        Reaction::Say(words::hint(&Speaker::english(), mv("a6-a7")))
    );
    assert_eq!(c.shown_hint(&s), Some(mv("a6-a7")));
    s.submit(mv("h6-h7"), MoveSource::Click).unwrap();
    assert_eq!(c.shown_hint(&s), None, "another position: no hint");
    assert!(c.ask_hint(&Session::default(), 0.0).is_ok());
}

#[test]
fn pause_is_offered_only_while_a_computer_seat_may_move_in_the_live_game() {
    let mut s = Session::default();
    assert!(!Computer::pause_offered(&s, true), "two people");
    s.set_seat(Color::Black, Seat::Computer { level: 1 });
    assert!(Computer::pause_offered(&s, true));
    assert!(
        !Computer::pause_offered(&s, false),
        "a lesson, a puzzle or the editor"
    );
    s.resign().unwrap();
    assert!(!Computer::pause_offered(&s, true), "the game over");
}
