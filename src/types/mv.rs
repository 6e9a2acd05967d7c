//! Moves and their notation (RULES.md section 7).

use std::fmt;
use std::str::FromStr;

use super::Square;

/// A move: a step to an adjacent square, or a double jump through a first landing square.
///
/// Moves are plain values; only [`crate::Position::legal_moves`] says which are legal.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    via: Option<Square>,
    to: Square,
}

impl Move {
    /// A step from `from` to the adjacent square `to` (RULES.md section 3).
    #[must_use]
    pub const fn step(from: Square, to: Square) -> Move {
        Move {
            from,
            via: None,
            to,
        }
    }

    /// A double jump from `from` through the first landing `via` to `to` (RULES.md section 5).
    #[must_use]
    pub const fn jump(from: Square, via: Square, to: Square) -> Move {
        Move {
            from,
            via: Some(via),
            to,
        }
    }

    #[inline]
    /// The origin square.
    #[must_use]
    pub const fn from(self) -> Square {
        self.from
    }

    #[inline]
    /// The destination: the final landing of a jump.
    #[must_use]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The first landing square of a jump.
    #[inline]
    #[must_use]
    pub const fn via(self) -> Option<Square> {
        self.via
    }

    #[inline]
    /// Whether this is a double jump rather than a step.
    #[must_use]
    pub const fn is_jump(self) -> bool {
        self.via.is_some()
    }

    /// The squares of the two pieces a jump hops over (first, second), if this is a jump
    /// whose hops are well formed.
    #[must_use]
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    pub fn hopped(self) -> Option<(Square, Square)> {
        let via = self.via?;
        Some((self.from.midpoint(via)?, via.midpoint(self.to)?))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.via {
            None => write!(f, "{}-{}", self.from, self.to),
            Some(via) => write!(f, "{}x{}x{}", self.from, via, self.to),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a move's text could not be read (RULES.md section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveTextProblem {
    /// Neither `a6-a7` (a step) nor `c3xe5xg5` (a double jump) in shape.
    Shape,
    /// The shape is right but a square name is not `a1` to `h8`.
    Square,
}

impl fmt::Display for MoveTextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveTextProblem::Shape => "expected a step like a6-a7 or a jump like c3xe5xg5",
            MoveTextProblem::Square => "squares are a1 to h8",
        })
    }
}

/// A move's text that could not be read, with why (RULES.md section 7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    /// The text as read (plain, trimmed, at most 40 characters).
    pub text: String,
    /// What is wrong with it.
    pub reason: MoveTextProblem,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move: {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads move notation: `a6-a7` for a step, `c3xe5xg5` for a double jump. What tools
    /// add around it (a byte order mark, white space of any kind) is ignored, and so is
    /// letter case (`A6-A7`, `C3XE5XG5`): the move is then written in its canonical,
    /// lower-case form. Only the shape is checked here; legality is the position's
    /// business.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let t = crate::text::token(s);
        let t = t.to_ascii_lowercase();
        let err = |reason| ParseMoveError {
            text: t.chars().take(40).collect(),
            reason,
        };
        if !t.is_ascii() {
            return Err(err(MoveTextProblem::Shape));
        }
        let sq = |t: &str| {
            t.parse::<Square>()
                .map_err(|_| err(MoveTextProblem::Square))
        };
        match t.len() {
            5 if &t[2..3] == "-" => Ok(Move::step(sq(&t[0..2])?, sq(&t[3..5])?)),
            8 if &t[2..3] == "x" && &t[5..6] == "x" => {
                Ok(Move::jump(sq(&t[0..2])?, sq(&t[3..5])?, sq(&t[6..8])?))
            }
            _ => Err(err(MoveTextProblem::Shape)),
        }
    }
}
