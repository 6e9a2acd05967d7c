//! Learn mode's words (part of [`crate::ui::words`], which re-exports them).

use super::say::Fixed;
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};

use crate::position::WinReason;
use crate::types::{Color, Move, Square};
use crate::ui::lessons::{Goal, Lesson, Miss, Status};

/// A lesson's title in `t`'s language (its message `lesson-<id>-title`; English's is the
/// lesson's `title`).
#[must_use]
pub fn lesson_title(t: &Speaker, lesson: &Lesson) -> String {
    t.say(&format!("lesson-{}-title", lesson.id), &[])
}

/// A lesson's instruction in `t`'s language (`lesson-<id>-instruction`).
#[must_use]
pub fn lesson_instruction(t: &Speaker, lesson: &Lesson) -> String {
    t.say(&format!("lesson-{}-instruction", lesson.id), &[])
}

/// The lesson's heading: its number and title.
#[must_use]
pub fn lesson_heading(t: &Speaker, index: usize, lesson: &Lesson) -> String {
    t.say(
        "lesson-heading",
        &[
            ("number", (index + 1).into()),
            ("title", Arg::Text(lesson_title(t, lesson))),
        ],
    )
}

/// A lesson's entry in the list: number, title, and whether it is done (for the
/// accessible name; the list shows a ✓).
#[must_use]
pub fn lesson_entry(t: &Speaker, index: usize, lesson: &Lesson, done: bool) -> String {
    let id = if done {
        "lesson-entry-done"
    } else {
        "lesson-entry"
    };
    t.say(
        id,
        &[
            ("number", (index + 1).into()),
            ("title", Arg::Text(lesson_title(t, lesson))),
        ],
    )
}

/// Why the move `mv` misses the lesson's goal, for `learner`.
#[must_use]
pub fn lesson_miss(t: &Speaker, mv: Move, learner: Color, miss: Miss) -> String {
    let m = ("move", notation(mv));
    let sq = |k: &'static str, s: Square| (k, notation(s));
    let verb = |captured: bool| {
        if captured {
            "lesson-verb-captured"
        } else {
            "lesson-verb-uncrowned"
        }
    };
    let why = match miss {
        Miss::NotAStep { target } => t.say("miss-not-a-step", &[m, sq("target", target)]),
        Miss::WrongSquare { to, target } => t.say(
            "miss-wrong-square",
            &[m, sq("to", to), sq("target", target)],
        ),
        Miss::AlreadyCrowned { at } => t.say("miss-already-crowned", &[sq("square", at)]),
        Miss::NoTroika { jump: false } => t.say("miss-no-troika-step", &[]),
        Miss::NoTroika { jump: true } => t.say("miss-no-troika-jump", &[]),
        Miss::NoHop => t.say("miss-no-hop", &[m]),
        Miss::UncrownedInstead { sq: s } => t.say("miss-uncrowned-instead", &[sq("square", s)]),
        Miss::CapturedInstead { sq: s } => t.say("miss-captured-instead", &[sq("square", s)]),
        Miss::OtherPiece {
            affected,
            target,
            target_first,
            captured,
        } => {
            let what = ("what", Arg::Text(t.say(verb(captured), &[])));
            let id = if target_first {
                "miss-target-first"
            } else {
                "miss-other-piece"
            };
            t.say(id, &[sq("affected", affected), sq("target", target), what])
        }
        Miss::StaysOnBoard { sq: s } => t.say("miss-stays-on-board", &[sq("square", s)]),
        Miss::ByCrowned { sq: s } => t.say("miss-by-crowned", &[sq("square", s)]),
        Miss::NoCrownedTroika => t.say("miss-no-crowned-troika", &[("side", side_arg(learner))]),
        Miss::NoThirdCapture { captures } => t.say(
            "miss-no-third-capture",
            &[
                ("side", side_arg(learner)),
                ("count", Arg::Count(i64::from(captures))),
            ],
        ),
        Miss::CannotCrownNext { bound } => t.say(
            "miss-cannot-crown-next",
            &[m, ("side", side_arg(learner)), sq("square", bound)],
        ),
        Miss::ReplyBlocked { reply } => {
            t.say("miss-reply-blocked", &[m, ("reply", notation(reply))])
        }
    };
    t.say("lesson-retry-after", &[("why", Arg::Text(why))])
}

/// What the move that met the goal did.
#[must_use]
pub fn lesson_met(t: &Speaker, goal: Goal, mv: Move, learner: Color) -> String {
    let m = ("move", notation(mv));
    match goal {
        Goal::StepTo(_) => t.say("met-step", &[m]),
        Goal::Crowned => t.say("met-crowned", &[m, ("square", notation(mv.to()))]),
        Goal::Capture => t.say("met-capture", &[]),
        Goal::Uncrown(sq) => t.say("met-uncrown", &[("square", notation(sq))]),
        Goal::CaptureOn(sq) => {
            let first = mv.hopped().map_or(sq, |(a, _)| a);
            t.say(
                "met-capture-on",
                &[("square", notation(sq)), ("first", notation(first))],
            )
        }
        Goal::CaptureByUncrowning => t.say("met-capture-by-uncrowning", &[]),
        Goal::Win(WinReason::ThreeCaptures) => {
            t.say("met-third-capture", &[("side", side_arg(learner))])
        }
        Goal::Win(_) => t.say("met-crowned-troika", &[("side", side_arg(learner))]),
        Goal::CrownNext => String::new(),
    }
}

/// The lesson done.
#[must_use]
pub fn lesson_done(t: &Speaker, met: &str) -> String {
    t.say("lesson-done", &[("met", Arg::Text(met.to_owned()))])
}

/// The scripted reply played, the learner's next move awaited (the second-turn rule).
#[must_use]
pub fn lesson_after_reply(
    t: &Speaker,
    opponent: Color,
    reply: Move,
    bound: Option<Square>,
) -> String {
    let args = [("side", side_arg(opponent)), ("move", notation(reply))];
    match bound {
        Some(sq) => {
            let [a, b] = args;
            t.say(
                "lesson-after-reply-bound",
                &[a, b, ("square", notation(sq))],
            )
        }
        None => t.say("lesson-after-reply", &args),
    }
}

/// A move while the lesson does not wait for one.
#[must_use]
pub fn lesson_not_now(t: &Speaker, status: Status, opponent: Color) -> String {
    match status {
        Status::Done => t.say("lesson-not-now-done", &[]),
        Status::Missed => t.say("lesson-not-now-missed", &[]),
        Status::Trying | Status::Replying => {
            t.say("lesson-not-now-wait", &[("side", side_arg(opponent))])
        }
    }
}

/// The turn line in a lesson: the learner's side.
#[must_use]
pub fn lesson_side(t: &Speaker, learner: Color) -> String {
    t.say("lesson-side", &[("side", side_arg(learner))])
}

/// The goal met, the reply to come.
#[must_use]
pub fn lesson_reply_coming(t: &Speaker, mv: Move, opponent: Color) -> String {
    t.say(
        "lesson-reply-coming",
        &[("move", notation(mv)), ("side", side_arg(opponent))],
    )
}

/// A link to a lesson that does not exist.
#[must_use]
pub fn lesson_unknown(t: &Speaker, id: &str) -> String {
    let shown: String = id.chars().take(40).collect();
    t.say("lesson-unknown", &[("id", Arg::Text(shown))])
}

/// Learn mode refuses to change the seats.
pub const LESSON_NO_SEATS: Fixed = Fixed("lesson-no-seats");

/// A lesson's start: the learner's move is awaited (the instruction stands above).
pub const LESSON_YOUR_MOVE: Fixed = Fixed("lesson-your-move");

/// The button to the next lesson.
pub const LESSON_NEXT: Fixed = Fixed("lesson-next");

/// The same button after the last lesson, every lesson done: back to a game.
pub const LESSON_PLAY: Fixed = Fixed("lesson-play");

/// Said on leaving Learn mode that way.
pub const LESSONS_ALL_DONE: Fixed = Fixed("lessons-all-done");

/// How many lessons are done.
#[must_use]
pub fn lessons_done(t: &Speaker, done: usize, of: usize) -> String {
    t.say(
        "lessons-done",
        &[("done", done.into()), ("total", of.into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lessons::LESSONS;
    use crate::ui::testing::{mv, sq};

    #[test]
    fn lesson_sentences() {
        assert_eq!(
            lesson_heading(&crate::ui::lang::Speaker::english(), 1, &LESSONS[1]),
            "Lesson 2: Crowning through a Troika"
        );
        assert_eq!(
            lesson_miss(
                &crate::ui::lang::Speaker::english(),
                mv("g4-g5"),
                Color::White,
                Miss::NoTroika { jump: false }
            ),
            "That step made no Troika, so nothing was crowned. Retry."
        );
        assert_eq!(
            lesson_miss(&crate::ui::lang::Speaker::english(),
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
            lesson_met(
                &crate::ui::lang::Speaker::english(),
                Goal::Uncrown(sq("f5")),
                mv("c3xe5xg5"),
                Color::White
            ),
            "f5 lost its crown: an Uncrowned jumper uncrowns the second piece it hops."
        );
        assert_eq!(
            lesson_entry(&crate::ui::lang::Speaker::english(), 0, &LESSONS[0], true),
            "1. Stepping (done)"
        );
        assert_eq!(
            lessons_done(&crate::ui::lang::Speaker::english(), 3, 9),
            "3 of 9 lessons done"
        );
    }
}
