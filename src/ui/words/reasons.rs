//! Why something could not be done, in the page's language: the clauses (`reason-*` in the
//! catalogue) that other sentences hold as their `$why`. The rules core, the records and
//! the links keep their English `Display` for the command line and the script API; the
//! page says the same through [`Reason`].

use crate::position::{PlayError, PositionError, PIECES_PER_SIDE};
use crate::record::RecordError;
use crate::replay::{ReplayError, ReplayProblem};
use crate::tcn::TcnError;
use crate::types::{MoveTextProblem, ParseMoveError};
use crate::ui::error::{EngineError, FetchError, PuzzleSetError, SaveError};
use crate::ui::friend::link::{LinkError, MAX_LINK};
use crate::ui::lang::{notation, side, Arg, Speaker};
use crate::ui::share::ShareError;

/// Something that failed, said as a clause in `t`'s language.
pub trait Reason {
    /// The clause: no capital, no full stop, as English's "the server answered 404".
    fn reason(&self, t: &Speaker) -> String;
}

/// A number said as figures alone (a line, a move, an HTTP status), never grouped.
fn figure(n: impl std::fmt::Display) -> Arg {
    Arg::Text(n.to_string())
}

/// A count, which chooses its plural form.
fn count(n: usize) -> Arg {
    Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
}

fn why(r: &(impl Reason + ?Sized), t: &Speaker) -> (&'static str, Arg) {
    ("why", Arg::Text(r.reason(t)))
}

/// The browser's (or another program's) own words, said as they came.
impl Reason for str {
    fn reason(&self, _: &Speaker) -> String {
        self.to_owned()
    }
}

impl Reason for String {
    fn reason(&self, _: &Speaker) -> String {
        self.clone()
    }
}

impl Reason for MoveTextProblem {
    fn reason(&self, t: &Speaker) -> String {
        t.say(
            match self {
                MoveTextProblem::Shape => "reason-move-shape",
                MoveTextProblem::Square => "reason-move-square",
            },
            &[],
        )
    }
}

impl Reason for ParseMoveError {
    fn reason(&self, t: &Speaker) -> String {
        t.say(
            "reason-not-a-move",
            &[("text", Arg::Text(self.text.clone())), why(&self.reason, t)],
        )
    }
}

impl Reason for PlayError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            PlayError::GameOver(o) => t.say(
                "reason-game-over",
                &[("outcome", Arg::Text(super::outcome_clause(t, *o)))],
            ),
            PlayError::EmptyOrigin(sq) => t.say("reason-empty", &[("square", notation(sq))]),
            PlayError::NotYourPiece { square, to_move } => t.say(
                "reason-not-yours",
                &[("square", notation(square)), ("side", side(*to_move))],
            ),
            PlayError::BoundPiece { bound } => {
                t.say("reason-bound", &[("square", notation(bound))])
            }
            PlayError::NotAdjacent(mv) => t.say("reason-not-adjacent", &[("move", notation(mv))]),
            PlayError::Occupied(sq) => t.say("reason-occupied", &[("square", notation(sq))]),
            PlayError::IllegalJump { mv, why } => t.say(
                "reason-illegal-jump",
                &[
                    ("move", notation(mv)),
                    ("why", Arg::Text(super::jump_problem(t, *why))),
                ],
            ),
        }
    }
}

impl Reason for ReplayError {
    fn reason(&self, t: &Speaker) -> String {
        let number = ("number", figure(self.index + 1));
        match &self.problem {
            ReplayProblem::Unreadable(p) => t.say(
                "reason-list-unreadable",
                &[number, ("text", Arg::Text(self.text.clone())), why(p, t)],
            ),
            ReplayProblem::Illegal(e) => t.say(
                "reason-list-illegal",
                &[number, ("move", Arg::Text(self.text.clone())), why(e, t)],
            ),
        }
    }
}

impl Reason for PositionError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            PositionError::Overlap(sq) => t.say("reason-overlap", &[("square", notation(sq))]),
            PositionError::CrownOnEmptySquare(sq) => {
                t.say("reason-crown-on-empty", &[("square", notation(sq))])
            }
            PositionError::MoveNumberZero => t.say("reason-move-number-zero", &[]),
            PositionError::BindingNotWhite(sq) => {
                t.say("reason-binding-not-white", &[("square", notation(sq))])
            }
            PositionError::BindingOutOfTurn {
                square,
                side: s,
                number,
            } => t.say(
                "reason-binding-out-of-turn",
                &[
                    ("square", notation(square)),
                    ("side", side(*s)),
                    ("number", figure(number)),
                ],
            ),
            PositionError::TooManyPieces { color, count: n } => t.say(
                "reason-too-many-pieces",
                &[
                    ("side", side(*color)),
                    ("count", count(*n as usize)),
                    ("most", count(PIECES_PER_SIDE as usize)),
                ],
            ),
            PositionError::BothWinning => t.say("reason-both-winning", &[]),
        }
    }
}

impl Reason for TcnError {
    fn reason(&self, t: &Speaker) -> String {
        let text = |s: &String| ("text", Arg::Text(s.clone()));
        match self {
            TcnError::Empty => t.say("reason-tcn-empty", &[]),
            TcnError::FieldCount(n) => t.say("reason-tcn-fields", &[("count", count(*n))]),
            TcnError::RankCount(n) => t.say("reason-tcn-ranks", &[("count", count(*n))]),
            TcnError::RankWidth { rank, width } => t.say(
                "reason-tcn-rank-width",
                &[("rank", figure(rank)), ("count", count(*width))],
            ),
            TcnError::UnknownChar { rank, found } => t.say(
                "reason-tcn-char",
                &[("char", figure(found)), ("rank", figure(rank))],
            ),
            TcnError::Side(s) => t.say("reason-tcn-side", &[text(s)]),
            TcnError::BindingSquare(s) => t.say("reason-tcn-binding", &[text(s)]),
            TcnError::MoveNumber(s) => t.say("reason-tcn-number", &[text(s)]),
            TcnError::Invalid(e) => e.reason(t),
        }
    }
}

impl Reason for RecordError {
    fn reason(&self, t: &Speaker) -> String {
        let line = |l: &usize| ("line", figure(l));
        let text = |s: &String| ("text", Arg::Text(s.clone()));
        let value = |s: &String| ("value", Arg::Text(s.clone()));
        match self {
            RecordError::BadTag { line: l, text: s } => {
                t.say("reason-record-tag", &[line(l), text(s)])
            }
            RecordError::TagAfterMoves { line: l, name } => t.say(
                "reason-record-tag-after-moves",
                &[line(l), ("name", Arg::Text(name.clone()))],
            ),
            RecordError::BadTcn(e) => t.say("reason-record-tcn", &[why(e, t)]),
            RecordError::BadRepetition(v) => t.say("reason-record-repetition", &[value(v)]),
            RecordError::BadResult(v) => t.say("reason-record-result", &[value(v)]),
            RecordError::NoResult => t.say("reason-record-no-result", &[]),
            RecordError::UnclosedComment { line: l } => {
                t.say("reason-record-unclosed-comment", &[line(l)])
            }
            RecordError::StrayBrace { line: l } => t.say("reason-record-stray-brace", &[line(l)]),
            RecordError::Variation { line: l } => t.say("reason-record-variation", &[line(l)]),
            RecordError::MoveNumber {
                line: l,
                found,
                number,
                color,
            } => t.say(
                "reason-record-move-number",
                &[
                    line(l),
                    ("found", Arg::Text(found.clone())),
                    ("number", figure(number)),
                    ("side", side(*color)),
                ],
            ),
            RecordError::Move {
                number,
                color,
                error,
            } => {
                let (id, what, reason) = match &error.problem {
                    ReplayProblem::Unreadable(p) => {
                        ("reason-record-move-unreadable", "text", p.reason(t))
                    }
                    ReplayProblem::Illegal(e) => {
                        ("reason-record-move-illegal", "move", e.reason(t))
                    }
                };
                t.say(
                    id,
                    &[
                        ("number", figure(number)),
                        ("side", side(*color)),
                        (what, Arg::Text(error.text.clone())),
                        ("why", Arg::Text(reason)),
                    ],
                )
            }
            RecordError::TrailingText(s) => t.say("reason-record-trailing", &[text(s)]),
        }
    }
}

impl Reason for LinkError {
    fn reason(&self, t: &Speaker) -> String {
        let part = |k: &&str| ("part", Arg::Text((*k).to_owned()));
        match self {
            LinkError::Oversized(n) => t.say(
                "reason-link-oversized",
                &[("count", count(*n)), ("most", count(MAX_LINK))],
            ),
            LinkError::Version(v) => {
                t.say("reason-link-version", &[("value", Arg::Text(v.clone()))])
            }
            LinkError::Truncated => t.say("reason-link-truncated", &[]),
            LinkError::Damaged => t.say("reason-link-damaged", &[]),
            LinkError::Missing(k) => t.say("reason-link-missing", &[part(k)]),
            LinkError::Bad(k) => t.say("reason-link-bad", &[part(k)]),
            LinkError::Escape => t.say("reason-link-escape", &[]),
            LinkError::Position(e) => t.say("reason-link-position", &[why(e, t)]),
            LinkError::Move(ply) => t.say("reason-link-move", &[("ply", figure(ply))]),
        }
    }
}

impl Reason for ShareError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            ShareError::BrokenEscape => t.say("reason-link-escape", &[]),
            ShareError::NotText => t.say("reason-link-not-text", &[]),
            ShareError::BadRepetition(v) => {
                t.say("reason-link-repetition", &[("value", Arg::Text(v.clone()))])
            }
            ShareError::BadFlag(v) => t.say("reason-link-flag", &[("value", Arg::Text(v.clone()))]),
            ShareError::BadPosition(e) => t.say("reason-link-position", &[why(e, t)]),
            ShareError::Move(e) => t.say("reason-link-moves", &[why(e, t)]),
        }
    }
}

impl Reason for FetchError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            FetchError::NotAResponse => t.say("reason-fetch-not-response", &[]),
            FetchError::Status(s) => t.say("reason-fetch-status", &[("status", figure(s))]),
            FetchError::NoText => t.say("reason-fetch-no-text", &[]),
            FetchError::Failed(Some(message)) => message.clone(),
            FetchError::Failed(None) => t.say("reason-fetch-network", &[]),
        }
    }
}

impl Reason for SaveError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            SaveError::Unavailable => t.say("reason-save-unavailable", &[]),
            SaveError::Full => t.say("reason-save-full", &[]),
            SaveError::Refused(Some(w)) => {
                t.say("reason-save-refused", &[("why", Arg::Text(w.clone()))])
            }
            SaveError::Refused(None) => t.say("reason-save-refused-silently", &[]),
            SaveError::ProtectingUnreadable => t.say("reason-save-protecting", &[]),
        }
    }
}

impl Reason for EngineError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            EngineError::Stopped => t.say("reason-engine-stopped", &[]),
            EngineError::Superseded => t.say("reason-engine-superseded", &[]),
            EngineError::Crashed(m) => t.say("reason-engine-crashed", &[why(m, t)]),
            EngineError::Unavailable(m) => t.say("reason-engine-unavailable", &[why(m, t)]),
        }
    }
}

impl Reason for crate::ui::computer::ReplyError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            Self::Engine(said) => t.say("reason-engine-said", &[why(said, t)]),
            Self::NoMove => t.say("reason-engine-no-move", &[]),
        }
    }
}

impl Reason for PuzzleSetError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            PuzzleSetError::Fetch(e) => e.reason(t),
            // A line of the site's own puzzle file, which its tests keep readable.
            PuzzleSetError::Unreadable(e) => e.to_string(),
            PuzzleSetError::Empty => t.say("reason-puzzles-empty", &[]),
        }
    }
}

#[cfg(test)]
mod tests;
