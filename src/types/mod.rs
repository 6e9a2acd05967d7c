//! Small value types of the rules core: colours, squares (RULES.md section 1), bitboards,
//! directions and moves (section 7 for their notation). Squares, bitboards and moves each
//! have their own file.

use std::fmt;

mod bitboard;
mod mv;
mod square;

#[cfg(test)]
pub(crate) use bitboard::LINES_OF_THREE;
pub(crate) use bitboard::{line_through, moved_once, moved_twice, NEIGHBOURS};
pub use bitboard::{Bitboard, BitboardIter};
pub use mv::{Move, MoveTextProblem, ParseMoveError};
pub use square::{ParseSquareError, Square};

/// The two sides. White moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    #[inline]
    /// The opponent.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    #[inline]
    /// 0 for White, 1 for Black: the index of per-colour arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `w` or `b`, as in position text.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// `white` or `black`: the side as a key (the script API's values, the message
    /// catalogues' `$side`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// `White` or `Black`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The eight directions a piece may step or hop in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Up: towards rank 8.
    N,
    /// Up and right.
    NE,
    /// Right: towards file h.
    E,
    /// Down and right.
    SE,
    /// Down: towards rank 1.
    S,
    /// Down and left.
    SW,
    /// Left: towards file a.
    W,
    /// Up and left.
    NW,
}

impl Direction {
    /// All eight, clockwise from N.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// One direction of each of the four lines (a line and its reverse are the same line).
    pub const LINES: [Direction; 4] = [Direction::N, Direction::NE, Direction::E, Direction::SE];

    /// (file delta, rank delta).
    #[inline]
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The direction of a (file delta, rank delta) of -1, 0 or 1 each, not both 0.
    #[must_use]
    pub const fn from_delta(df: i32, dr: i32) -> Option<Direction> {
        Some(match (df, dr) {
            (0, 1) => Direction::N,
            (1, 1) => Direction::NE,
            (1, 0) => Direction::E,
            (1, -1) => Direction::SE,
            (0, -1) => Direction::S,
            (-1, -1) => Direction::SW,
            (-1, 0) => Direction::W,
            (-1, 1) => Direction::NW,
            _ => return None,
        })
    }

    #[inline]
    /// The direction straight back.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::N => Direction::S,
            Direction::NE => Direction::SW,
            Direction::E => Direction::W,
            Direction::SE => Direction::NW,
            Direction::S => Direction::N,
            Direction::SW => Direction::NE,
            Direction::W => Direction::E,
            Direction::NW => Direction::SE,
        }
    }
}
