//! Why a record cannot be read ([`RecordError`]), with its words.

use std::fmt;

use crate::replay::{ReplayError, ReplayProblem};
use crate::tcn::TcnError;
use crate::types::Color;

/// Why a record could not be imported. Import is all or nothing: a record either loads
/// with every one of its moves or is refused with one of these, naming what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A `[` that does not open a well-formed `[Name "value"]` tag.
    BadTag {
        /// The line, from 1.
        line: usize,
        /// The line's text (at most 60 characters).
        text: String,
    },
    /// A tag after the moves have begun.
    TagAfterMoves {
        /// The line, from 1.
        line: usize,
        /// The tag's name.
        name: String,
    },
    /// The `TCN` tag's position is invalid.
    BadTcn(TcnError),
    /// A `Repetition` tag other than `on` or `off`.
    BadRepetition(String),
    /// A `Result` tag or result token other than `1-0`, `0-1`, `1/2-1/2`, `*`.
    BadResult(String),
    /// Neither a `Result` tag nor a closing result token.
    NoResult,
    /// A `{` comment that is never closed with `}`.
    UnclosedComment {
        /// The line of the `{`, from 1.
        line: usize,
    },
    /// A `}` with no `{` before it.
    StrayBrace {
        /// The line, from 1.
        line: usize,
    },
    /// A `(` … `)` variation: this format records one line of play.
    Variation {
        /// The line, from 1.
        line: usize,
    },
    /// A move number that does not match the move it stands before (a move is missing or
    /// out of place). `found` is the text as written.
    MoveNumber {
        /// The line, from 1.
        line: usize,
        /// The move number as written (at most 20 characters).
        found: String,
        /// The number of the move due.
        number: u32,
        /// The side whose move is due.
        color: Color,
    },
    /// A move that cannot be read or is not allowed at that point.
    Move {
        /// The number of the move.
        number: u32,
        /// The side that played it.
        color: Color,
        /// The move's index, text and why it was refused (the one replay policy).
        error: ReplayError,
    },
    /// Text after the result token.
    TrailingText(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::BadTag { line, text } => {
                write!(
                    f,
                    "line {line}: '{text}' is not a tag like [Event \"Casual game\"]"
                )
            }
            RecordError::TagAfterMoves { line, name } => {
                write!(f, "line {line}: the tag [{name} …] comes after the moves; tags go first")
            }
            RecordError::BadTcn(e) => write!(f, "TCN tag: {e}"),
            RecordError::BadRepetition(v) => {
                write!(f, "the Repetition tag '{v}' must be on or off")
            }
            RecordError::BadResult(r) => {
                write!(f, "result '{r}' must be one of 1-0, 0-1, 1/2-1/2, *")
            }
            RecordError::NoResult => f.write_str("the record has no Result tag"),
            RecordError::UnclosedComment { line } => {
                write!(f, "line {line}: a comment opened with {{ is never closed with }}")
            }
            RecordError::StrayBrace { line } => {
                write!(f, "line {line}: a }} closes no comment")
            }
            RecordError::Variation { line } => write!(
                f,
                "line {line}: variations in ( ) are not supported; a record holds one line of play"
            ),
            RecordError::MoveNumber {
                line,
                found,
                number,
                color,
            } => write!(
                f,
                "line {line}: the move number '{found}' stands where move {number} ({color}) is due; a move is missing or out of place"
            ),
            RecordError::Move {
                number,
                color,
                error,
            } => match &error.problem {
                ReplayProblem::Unreadable(p) => {
                    write!(f, "move {number} ({color}): '{}' is not a move: {p}", error.text)
                }
                ReplayProblem::Illegal(e) => {
                    write!(f, "move {number} ({color}) {} is illegal: {e}", error.text)
                }
            },
            RecordError::TrailingText(t) => write!(f, "unexpected text after the result: '{t}'"),
        }
    }
}

impl std::error::Error for RecordError {}
