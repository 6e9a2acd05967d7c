//! Learn mode's logic (issue 12): short interactive lessons, one goal each, on positions
//! built for them. A lesson's goal is checked by the rules core on the move actually
//! played ([`Goal::check`]: "the moved piece is Crowned", "f5 was uncrowned", "the game is
//! won by a Crowned Troika"), never by comparing it with one stored move; a legal move that
//! misses it gets the reason why ([`Miss`]). A lesson that needs the opponent to answer
//! has a scripted reply, checked legal before it is played. [`Attempt`] is one lesson being
//! tried, [`Progress`] the lessons done (kept as text, read forgivingly). The app
//! core (`app::lesson`) plays it on the board; the page only carries out its effects.

use crate::position::{MoveEffects, Position, WinReason};
use crate::tcn::parse_tcn;
use crate::types::{Color, Move, Square};

/// What the learner's move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A step that ends on this square.
    StepTo(Square),
    /// The moved piece is Crowned by the move (it completed a Troika).
    Crowned,
    /// The move captures a piece (a Crowned jumper's second hop).
    Capture,
    /// The piece on this square loses its crown.
    Uncrown(Square),
    /// The piece on this square is captured.
    CaptureOn(Square),
    /// An Uncrowned jumper captures the second hopped piece, which would stand in a
    /// Troika of its own once Uncrowned.
    CaptureByUncrowning,
    /// The move wins the game this way.
    Win(WinReason),
    /// After the move and the opponent's scripted reply, the piece the second-turn rule
    /// binds can be Crowned by White's next move.
    CrownNext,
}

/// Why a legal move misses its lesson's goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// A double jump where a step onto `target` was asked.
    NotAStep {
        /// The square to step onto.
        target: Square,
    },
    /// A step that ended elsewhere.
    WrongSquare {
        /// Where it ended.
        to: Square,
        /// Where it should have.
        target: Square,
    },
    /// The moved piece was already Crowned.
    AlreadyCrowned {
        /// Where it stands now.
        at: Square,
    },
    /// The move completed no Troika, so nothing was Crowned.
    NoTroika {
        /// The move was a double jump (else a step).
        jump: bool,
    },
    /// A step where a double jump was needed.
    NoHop,
    /// The jump uncrowned this piece instead of capturing.
    UncrownedInstead {
        /// The uncrowned piece's square.
        sq: Square,
    },
    /// The jump captured this piece instead of uncrowning the target.
    CapturedInstead {
        /// The captured piece's square.
        sq: Square,
    },
    /// The jump affected another piece than the target (only the second hopped piece is
    /// affected).
    OtherPiece {
        /// The piece affected.
        affected: Square,
        /// The piece the lesson is about.
        target: Square,
        /// The target was hopped first (and so stayed untouched).
        target_first: bool,
        /// The affected piece was captured (else uncrowned).
        captured: bool,
    },
    /// The jump uncrowned this piece, which, Uncrowned, stands in no Troika of its own:
    /// it stays on the board.
    StaysOnBoard {
        /// The uncrowned piece's square.
        sq: Square,
    },
    /// The capture was made by a Crowned jumper, not by uncrowning.
    ByCrowned {
        /// The captured piece's square.
        sq: Square,
    },
    /// No line of three Crowned pieces.
    NoCrownedTroika,
    /// No third capture: the learner has this many.
    NoThirdCapture {
        /// Captures after the move.
        captures: u32,
    },
    /// After the move (and the reply), the bound piece cannot complete a Troika.
    CannotCrownNext {
        /// The bound piece's square.
        bound: Square,
    },
    /// The lesson's scripted reply is not legal after this move.
    ReplyBlocked {
        /// The scripted reply, as the lesson writes it.
        reply: &'static str,
    },
}

mod course;
mod progress;

pub use course::{Lesson, Step, LESSONS};
pub use progress::Progress;

/// The lesson with `id`, by index.
#[must_use]
pub fn find(id: &str) -> Option<usize> {
    LESSONS.iter().position(|l| l.id == id)
}

/// The lesson's position; `None` only if its text were broken (the tests read every one).
#[must_use]
pub fn position(lesson: &Lesson) -> Option<Position> {
    parse_tcn(lesson.tcn).ok()
}

/// A scripted reply as a move legal in `pos`.
fn legal_reply(pos: &Position, reply: &'static str) -> Result<Move, Miss> {
    reply
        .parse::<Move>()
        .ok()
        .filter(|&mv| pos.is_legal(mv))
        .ok_or(Miss::ReplyBlocked { reply })
}

impl Goal {
    /// Whether `mv`, legal in `before`, meets the goal; `reply` is the step's scripted
    /// reply (for [`Goal::CrownNext`]). The effects are the rules core's.
    pub fn check(
        self,
        before: &Position,
        mv: Move,
        reply: Option<&'static str>,
    ) -> Result<(), Miss> {
        let mover = before.turn();
        let was_crowned = before.piece_at(mv.from()).is_some_and(|p| p.crowned);
        let (after, fx): (Position, MoveEffects) = before.play_with_effects(mv);
        let other = |target: Square| -> Miss {
            let first = mv.hopped().is_some_and(|(a, _)| a == target);
            match (fx.captured, fx.uncrowned) {
                (Some(sq), _) => Miss::OtherPiece {
                    affected: sq,
                    target,
                    target_first: first,
                    captured: true,
                },
                (None, Some(sq)) => Miss::OtherPiece {
                    affected: sq,
                    target,
                    target_first: first,
                    captured: false,
                },
                (None, None) => Miss::NoHop,
            }
        };
        match self {
            Goal::StepTo(target) => match (mv.is_jump(), mv.to() == target) {
                (true, _) => Err(Miss::NotAStep { target }),
                (false, true) => Ok(()),
                (false, false) => Err(Miss::WrongSquare {
                    to: mv.to(),
                    target,
                }),
            },
            Goal::Crowned => match (fx.crowned, was_crowned) {
                (true, _) => Ok(()),
                (false, true) => Err(Miss::AlreadyCrowned { at: mv.to() }),
                (false, false) => Err(Miss::NoTroika { jump: mv.is_jump() }),
            },
            Goal::Capture => match (fx.captured, fx.uncrowned) {
                (Some(_), _) => Ok(()),
                (None, Some(sq)) => Err(Miss::UncrownedInstead { sq }),
                (None, None) => Err(Miss::NoHop),
            },
            Goal::Uncrown(target) => match (fx.uncrowned, fx.captured) {
                (Some(sq), _) if sq == target => Ok(()),
                (None, Some(sq)) if sq == target => Err(Miss::CapturedInstead { sq }),
                _ => Err(other(target)),
            },
            Goal::CaptureOn(target) => match (fx.captured, fx.uncrowned) {
                (Some(sq), _) if sq == target => Ok(()),
                (None, Some(sq)) if sq == target => Err(Miss::UncrownedInstead { sq }),
                _ => Err(other(target)),
            },
            Goal::CaptureByUncrowning => match (fx.captured, fx.uncrowned) {
                (Some(_), _) if !was_crowned => Ok(()),
                (Some(sq), _) => Err(Miss::ByCrowned { sq }),
                (None, Some(sq)) => Err(Miss::StaysOnBoard { sq }),
                (None, None) => Err(Miss::NoHop),
            },
            Goal::Win(reason) => match after.won_by(mover) {
                Some(r) if r == reason => Ok(()),
                _ if reason == WinReason::ThreeCaptures => Err(Miss::NoThirdCapture {
                    captures: after.captures_by(mover),
                }),
                _ => Err(Miss::NoCrownedTroika),
            },
            Goal::CrownNext => {
                let next = match reply {
                    Some(r) => after.play_unchecked(legal_reply(&after, r)?),
                    None => after,
                };
                let bound = next.binding().unwrap_or(mv.to());
                let crowns = next
                    .legal_moves()
                    .iter()
                    .any(|&m| next.play_with_effects(m).1.crowned);
                if crowns {
                    Ok(())
                } else {
                    Err(Miss::CannotCrownNext { bound })
                }
            }
        }
    }
}

/// Where the learner stands in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The learner's move is awaited.
    Trying,
    /// The goal of this step is met; the opponent's scripted reply comes.
    Replying,
    /// A move missed the goal: Retry.
    Missed,
    /// Every step's goal is met.
    Done,
}

impl Status {
    /// The word of the script API: `trying`, `replying`, `missed`, `done`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Status::Trying => "trying",
            Status::Replying => "replying",
            Status::Missed => "missed",
            Status::Done => "done",
        }
    }
}

/// What the learner's move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The step's goal is met and the opponent answers with this move.
    Reply(Move),
    /// The lesson's last goal is met.
    Done,
    /// The move misses the goal, for this reason.
    Missed(Miss),
    /// No move of the learner is expected now.
    NotNow,
}

/// One lesson being tried.
#[derive(Clone, Debug)]
pub struct Attempt {
    index: usize,
    step: usize,
    status: Status,
}

impl Attempt {
    /// A new attempt at lesson `index` (of [`LESSONS`]; clamped), at its start.
    #[must_use]
    pub fn new(index: usize) -> Attempt {
        Attempt {
            index: index.min(LESSONS.len() - 1),
            step: 0,
            status: Status::Trying,
        }
    }

    /// The lesson's index in [`LESSONS`].
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The lesson.
    #[must_use]
    pub fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.index]
    }

    /// The learner's side.
    #[must_use]
    pub fn learner(&self) -> Color {
        position(self.lesson()).map_or(Color::White, |p| p.turn())
    }

    /// Where the learner stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The learner's move `mv`, just played from `before`: judged against the step's goal.
    pub fn judge(&mut self, before: &Position, mv: Move) -> Verdict {
        if self.status != Status::Trying {
            return Verdict::NotNow;
        }
        let Some(step) = self.lesson().steps.get(self.step) else {
            return Verdict::NotNow;
        };
        match step.goal.check(before, mv, step.reply) {
            Err(miss) => {
                self.status = Status::Missed;
                Verdict::Missed(miss)
            }
            Ok(()) => match step
                .reply
                .map(|r| legal_reply(&before.play_unchecked(mv), r))
            {
                Some(Ok(reply)) => {
                    self.status = Status::Replying;
                    Verdict::Reply(reply)
                }
                Some(Err(miss)) => {
                    self.status = Status::Missed;
                    Verdict::Missed(miss)
                }
                None => self.next_step(),
            },
        }
    }

    fn next_step(&mut self) -> Verdict {
        self.step += 1;
        if self.step >= self.lesson().steps.len() {
            self.status = Status::Done;
            Verdict::Done
        } else {
            self.status = Status::Trying;
            Verdict::NotNow
        }
    }

    /// The scripted reply has been played: the next step's move is awaited.
    pub fn replied(&mut self) {
        if self.status == Status::Replying {
            let _ = self.next_step();
        }
    }

    /// Whether the learner's move is awaited.
    #[must_use]
    pub fn awaits_learner(&self) -> bool {
        self.status == Status::Trying
    }

    /// Back to the lesson's start.
    pub fn retry(&mut self) {
        self.step = 0;
        self.status = Status::Trying;
    }
}

/// The id in a link's fragment `#lesson=<id>` (with or without `#`), or `None`.
#[must_use]
pub fn link_id(fragment: &str) -> Option<&str> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    f.strip_prefix("lesson=").map(str::trim)
}

/// Whether the welcome card is shown: on a first visit only (nothing stored under its
/// key yet) and not when the page was opened by a link (`fragment` not empty: a game, a
/// puzzle or a lesson to show). `www/loader.js` applies the same rule before the game's
/// wasm has come, to put the card in the first paint: a change here goes there too.
#[must_use]
pub fn welcome_wanted(stored: Option<&str>, fragment: &str) -> bool {
    stored.is_none() && fragment.trim_start_matches('#').is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_and_the_welcome_card() {
        assert_eq!(link_id("#lesson=crowning"), Some("crowning"));
        assert_eq!(link_id("#moves=a6-a7"), None);
        assert!(welcome_wanted(None, ""));
        assert!(welcome_wanted(None, "#"));
        assert!(!welcome_wanted(Some("shown"), ""));
        assert!(!welcome_wanted(None, "#moves=a6-a7"));
        assert!(!welcome_wanted(None, "#puzzle=abc"));
        assert!(!welcome_wanted(None, "#lesson=stepping"));
    }

    #[test]
    fn no_capture_is_shown_before_the_lessons_about_captures() {
        // The first lessons and the first-move lesson start with ten pieces a side: no
        // capture slot is filled before capturing has been taught.
        for id in ["stepping", "crowning", "second-turn"] {
            let lesson = &LESSONS[find(id).unwrap()];
            let pos = position(lesson).unwrap();
            for side in [Color::White, Color::Black] {
                assert_eq!(pos.captures_by(side), 0, "{id}: {side} has captured");
            }
        }
    }
}
