//! Learn mode's words (part of [`crate::ui::words`], which re-exports them).

use crate::position::WinReason;
use crate::types::{Color, Move, Square};
use crate::ui::lessons::{Goal, Lesson, Miss, Status};

/// The lesson's heading: its number and title.
#[must_use]
pub fn lesson_heading(index: usize, lesson: &Lesson) -> String {
    format!("Lesson {}: {}", index + 1, lesson.title)
}

/// A lesson's entry in the list: number, title, and whether it is done (for the
/// accessible name; the list shows a ✓).
#[must_use]
pub fn lesson_entry(index: usize, lesson: &Lesson, done: bool) -> String {
    let mark = if done { " (done)" } else { "" };
    format!("{}. {}{mark}", index + 1, lesson.title)
}

/// Why the move `mv` misses the lesson's goal, for `learner`.
#[must_use]
pub fn lesson_miss(mv: Move, learner: Color, miss: Miss) -> String {
    let why = match miss {
        Miss::NotAStep { target } => {
            format!("{mv} is a double jump; this lesson asks for a step onto {target}.")
        }
        Miss::WrongSquare { to, target } => format!(
            "{mv} stepped onto {to}, not {target}: step a piece that stands next to {target}."
        ),
        Miss::AlreadyCrowned { at } => format!(
            "The piece on {at} was Crowned already; crown an Uncrowned piece by completing a Troika."
        ),
        Miss::NoTroika { jump: false } => {
            "That step made no Troika, so nothing was crowned.".to_string()
        }
        Miss::NoTroika { jump: true } => {
            "That jump did not land in a Troika, so nothing was crowned.".to_string()
        }
        Miss::NoHop => format!(
            "{mv} is a step, and a step hops nothing: make a double jump over two enemy pieces."
        ),
        Miss::UncrownedInstead { sq } => format!(
            "That jump only uncrowned {sq}: an Uncrowned jumper uncrowns, a Crowned one captures."
        ),
        Miss::CapturedInstead { sq } => format!(
            "That jump captured {sq}: Uncrowned, it stood in a Troika of its own."
        ),
        Miss::OtherPiece {
            affected,
            target,
            target_first: true,
            captured,
        } => format!(
            "That jump hopped {target} first, so {target} stays as it was: only the second piece hopped, {affected}, was {}.",
            if captured { "captured" } else { "uncrowned" }
        ),
        Miss::OtherPiece {
            affected,
            target,
            captured,
            ..
        } => format!(
            "That jump {} {affected}, not {target}: only the second piece a jump hops is affected.",
            if captured { "captured" } else { "uncrowned" }
        ),
        Miss::StaysOnBoard { sq } => format!(
            "That jump uncrowned {sq}, but Uncrowned it stands in no Troika of its own, so it stays on the board."
        ),
        Miss::ByCrowned { sq } => format!(
            "{sq} was captured by a Crowned jumper; this lesson is about an Uncrowned jumper's capture."
        ),
        Miss::NoCrownedTroika => {
            format!("That move made no line of three Crowned {learner} pieces.")
        }
        Miss::NoThirdCapture { captures } => format!(
            "That move captured nothing: {learner} still has {captures} captures."
        ),
        Miss::CannotCrownNext { bound } => format!(
            "After {mv}, the second-turn rule lets {learner} move only the piece on {bound} next, and it cannot complete a Troika from there."
        ),
        Miss::ReplyBlocked { reply } => {
            format!("After {mv} the lesson's reply {reply} cannot be played.")
        }
    };
    format!("{why} Retry.")
}

/// What the move that met the goal did.
#[must_use]
pub fn lesson_met(goal: Goal, mv: Move, learner: Color) -> String {
    match goal {
        Goal::StepTo(_) => format!(
            "{mv}: one square. Any piece may step so, in any of the eight directions."
        ),
        Goal::Crowned => format!(
            "{mv} completed a Troika: the piece on {} is Crowned; the others in the line stay Uncrowned.",
            mv.to()
        ),
        Goal::Capture => "The Crowned jumper captured the second piece it hopped.".to_string(),
        Goal::Uncrown(sq) => format!(
            "{sq} lost its crown: an Uncrowned jumper uncrowns the second piece it hops."
        ),
        Goal::CaptureOn(sq) => {
            let first = mv.hopped().map_or(sq, |(a, _)| a);
            format!("{sq} was captured; {first}, hopped first, is untouched.")
        }
        Goal::CaptureByUncrowning => {
            "Uncrowned, the second piece hopped would have stood in a Troika of its own: it was captured.".to_string()
        }
        Goal::Win(WinReason::ThreeCaptures) => {
            format!("The third capture: {learner} wins.")
        }
        Goal::Win(_) => format!("Three Crowned pieces in a line: {learner} wins."),
        Goal::CrownNext => String::new(),
    }
}

/// The lesson done.
#[must_use]
pub fn lesson_done(met: &str) -> String {
    format!("Done! {met}")
}

/// The scripted reply played, the learner's next move awaited (the second-turn rule).
#[must_use]
pub fn lesson_after_reply(opponent: Color, reply: Move, bound: Option<Square>) -> String {
    match bound {
        Some(sq) => {
            format!("{opponent} answers {reply}. Now move the piece on {sq} again, and crown it.")
        }
        None => format!("{opponent} answers {reply}. Your move."),
    }
}

/// A move while the lesson does not wait for one.
#[must_use]
pub fn lesson_not_now(status: Status, opponent: Color) -> String {
    match status {
        Status::Done => "This lesson is done: retry it, or go on to the next lesson.".to_string(),
        Status::Missed => "That try missed the goal: press Retry to start again.".to_string(),
        Status::Trying | Status::Replying => format!("Wait for {opponent}'s reply."),
    }
}

/// The turn line in a lesson: the learner's side.
#[must_use]
pub fn lesson_side(learner: Color) -> String {
    format!("You play {learner}")
}

/// The goal met, the reply to come.
#[must_use]
pub fn lesson_reply_coming(mv: Move, opponent: Color) -> String {
    format!("{mv}: good. {opponent} replies…")
}

/// A link to a lesson that does not exist.
#[must_use]
pub fn lesson_unknown(id: &str) -> String {
    let shown: String = id.chars().take(40).collect();
    format!("There is no lesson \"{shown}\".")
}

/// Learn mode refuses to change the seats.
pub const LESSON_NO_SEATS: &str = "Leave the lessons to change who plays.";

/// A lesson's start: the learner's move is awaited (the instruction stands above).
pub const LESSON_YOUR_MOVE: &str = "Your move.";

/// The button to the next lesson.
pub const LESSON_NEXT: &str = "Next lesson";

/// The same button after the last lesson, every lesson done: back to a game.
pub const LESSON_PLAY: &str = "Play a game";

/// Said on leaving Learn mode that way.
pub const LESSONS_ALL_DONE: &str =
    "Every lesson done: now play a game. Lessons are in Learn whenever you want them again.";

/// How many lessons are done.
#[must_use]
pub fn lessons_done(done: usize, of: usize) -> String {
    format!("{done} of {of} lessons done")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lessons::LESSONS;
    use crate::ui::testing::{mv, sq};

    #[test]
    fn lesson_sentences() {
        assert_eq!(
            lesson_heading(1, &LESSONS[1]),
            "Lesson 2: Crowning through a Troika"
        );
        assert_eq!(
            lesson_miss(mv("g4-g5"), Color::White, Miss::NoTroika { jump: false }),
            "That step made no Troika, so nothing was crowned. Retry."
        );
        assert_eq!(
            lesson_miss(
                mv("d2xf4xf6"),
                Color::White,
                Miss::OtherPiece {
                    affected: sq("f5"),
                    target: sq("e3"),
                    target_first: true,
                    captured: true
                }
            ),
            "That jump hopped e3 first, so e3 stays as it was: only the second piece hopped, f5, was captured. Retry."
        );
        assert_eq!(
            lesson_met(Goal::Uncrown(sq("f5")), mv("c3xe5xg5"), Color::White),
            "f5 lost its crown: an Uncrowned jumper uncrowns the second piece it hops."
        );
        assert_eq!(lesson_entry(0, &LESSONS[0], true), "1. Stepping (done)");
        assert_eq!(lessons_done(3, 9), "3 of 9 lessons done");
    }
}
