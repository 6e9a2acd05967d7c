//! "Learn from your mistakes": after a review, the player's blunder asked again, refused
//! when played again, judged by the engine when another move is tried, the engine's move
//! accepted at once, then the summary and the way back to the game and its review.

use super::*;
use crate::app::mistakes::Step;
use crate::app::study::Effect as StudyEffect;

/// The review's (or the mode's) last question among `effects`.
fn review_question(effects: &[Effect]) -> Option<u64> {
    effects.iter().rev().find_map(|e| match e {
        Effect::Review(StudyEffect::Ask { serial, .. }) => Some(*serial),
        _ => None,
    })
}

/// Of the start position's moves, the first that is neither a6-a7 nor h6-g7.
fn another_first_move(p: &Page) -> Move {
    *p.state
        .legal_moves()
        .iter()
        .find(|&&m| m != mv("a6-a7") && m != mv("h6-g7"))
        .unwrap()
}

/// A game of a6-a7 a5-b4, reviewed: a6-a7 gave away White's chances (a blunder, h6-g7
/// the engine's move).
pub(super) fn reviewed() -> Page {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.click("a5", "b4");
    p.send(Command::StartReview).unwrap();
    for (score, best) in [(300, "h6-g7"), (300, "a5-b4"), (0, "h6-g7")] {
        let serial = review_question(&p.take()).expect("the next position asked");
        let reply = Answer::Lines(vec![
            format!("info depth 5 score cp {score}"),
            format!("bestmove {best}"),
        ]);
        p.send(Command::Reviewed(serial, reply)).unwrap();
    }
    assert_eq!(p.status(), words::say::REVIEW_DONE.english());
    p
}

/// The take-back timer started among `effects`.
fn takeback(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|e| match e {
        Effect::Timer {
            timer: Timer::Mistakes(n),
            ..
        } => Some(*n),
        _ => None,
    })
}

fn mistakes(p: &Page) -> (crate::ui::mistakes::Status, bool, usize) {
    let (t, checking) = p.state.modes.mistakes().expect("the mode is on");
    (t.status(), checking, t.remaining())
}

#[test]
fn the_blunder_is_refused_again_another_try_judged_and_the_engines_move_accepted() {
    use crate::ui::mistakes::Status;
    let mut p = reviewed();
    assert!(p.state.mistakes_offered().is_some());
    let v = p.state.view();
    assert_eq!(
        v.get(super::super::ids::REVIEW_MISTAKES)
            .and_then(|n| n.hidden),
        Some(false)
    );
    p.send(Command::Mistakes(Step::Start)).unwrap();
    assert_eq!(p.ply(), 0, "the position before the blunder");
    assert!(p.status().contains("1 move of White's to put right"));
    let asked = p
        .state
        .view()
        .get(super::super::ids::MISTAKES_TEXT)
        .and_then(|n| n.text.clone());
    assert!(asked.is_some_and(|t| t.contains("White played a6-a7, a blunder")));
    assert_eq!(mistakes(&p), (Status::Solving, false, 1));

    // The blunder again: wrong at once, taken back at the timer.
    p.take();
    p.click("a6", "a7");
    assert_eq!(mistakes(&p).0, Status::Wrong(mv("a6-a7")));
    assert!(p.status().contains("played in the game"));
    let timer = takeback(&p.take()).expect("the take-back is due");
    // Meanwhile no move is taken.
    assert_eq!(
        p.send(Command::PlayText("a5-a4".into(), MoveSource::Click)),
        Err(crate::ui::error::PageError::MistakesWait)
    );
    p.send(Command::Timer(Timer::Mistakes(timer))).unwrap();
    assert_eq!(p.ply(), 0, "taken back");

    // Another move: the engine is asked; an answer that leaves White worse is wrong.
    let other = another_first_move(&p);
    p.send(Command::PlayText(other.to_string(), MoveSource::Click))
        .unwrap();
    let serial = review_question(&p.take()).expect("the try is judged by the engine");
    assert_eq!(mistakes(&p), (Status::Checking(other), true, 1));
    // A stale answer is dropped; a move now waits.
    p.send(Command::Reviewed(serial + 99, Answer::Cancelled))
        .unwrap();
    assert!(mistakes(&p).1);
    assert!(p
        .send(Command::PlayText("a5-a4".into(), MoveSource::Click))
        .is_err());
    let black_good = Answer::Lines(vec![
        "info depth 5 score cp 300".into(),
        "bestmove a5-a4".into(),
    ]);
    p.send(Command::Reviewed(serial, black_good)).unwrap();
    assert_eq!(mistakes(&p).0, Status::Wrong(other));
    let timer = takeback(&p.take()).expect("the take-back is due");
    p.send(Command::Timer(Timer::Mistakes(timer))).unwrap();

    // The hint names the engine's piece; its move is right at once.
    p.send(Command::Mistakes(Step::Hint)).unwrap();
    assert!(p.status().contains("h6"), "{}", p.status());
    p.click("h6", "g7");
    assert_eq!(mistakes(&p), (Status::Right(mv("h6-g7")), false, 0));
    assert!(p.status().starts_with("Good move"));
    // Settled: no further move, and the words say why.
    assert_eq!(
        p.send(Command::PlayText("a5-a4".into(), MoveSource::Click)),
        Err(crate::ui::error::PageError::MistakesSettled)
    );

    // Next: the summary; back: the game and its review as they were.
    p.send(Command::Mistakes(Step::Next)).unwrap();
    assert_eq!(mistakes(&p).0, Status::Done);
    assert!(p.status().contains("found 1 of 1"), "{}", p.status());
    p.send(Command::Mistakes(Step::Leave)).unwrap();
    assert!(p.state.modes.mistakes().is_none());
    assert_eq!(p.ply(), 2, "the game is back");
    assert!(
        p.state
            .study
            .review_of(p.state.board())
            .is_some_and(|r| r.done),
        "with its review"
    );
}

#[test]
fn a_try_the_engine_keeps_is_right_and_giving_up_shows_the_engines_move() {
    use crate::ui::mistakes::Status;
    let mut p = reviewed();
    p.send(Command::Mistakes(Step::Start)).unwrap();
    let other = another_first_move(&p);
    p.take();
    p.send(Command::PlayText(other.to_string(), MoveSource::Click))
        .unwrap();
    let serial = review_question(&p.take()).unwrap();
    // Black's chances as low as before the blunder: right.
    let kept = Answer::Lines(vec![
        "info depth 5 score cp -300".into(),
        "bestmove a5-a4".into(),
    ]);
    p.send(Command::Reviewed(serial, kept)).unwrap();
    assert_eq!(mistakes(&p).0, Status::Right(other));

    // Again, giving up: the engine's move on the board, nothing asked any more.
    let mut p = reviewed();
    p.send(Command::Mistakes(Step::Start)).unwrap();
    p.send(Command::Mistakes(Step::Show)).unwrap();
    assert_eq!(mistakes(&p).0, Status::Shown);
    assert_eq!(p.state.board().game().moves()[0].mv, mv("h6-g7"));
    assert!(p.status().contains("h6-g7 was better"), "{}", p.status());
    p.send(Command::Mistakes(Step::Next)).unwrap();
    assert!(p.status().contains("found 0 of 1"));
    // The editor opens over the game: the mode is left first, the game back.
    p.send(Command::ToggleEditor).unwrap();
    assert!(p.state.modes.mistakes().is_none());
    assert!(p.state.editor().is_some());
    assert_eq!(p.state.board().game().ply(), 2);
}

#[test]
fn without_a_finished_review_nothing_starts() {
    let mut p = Page::new();
    p.click("a6", "a7");
    assert!(p.state.mistakes_offered().is_none());
    assert_eq!(
        p.send(Command::Mistakes(Step::Start)),
        Err(crate::ui::error::PageError::NoMistakes)
    );
    assert_eq!(p.send(Command::Mistakes(Step::Leave)), Ok(()));
}
