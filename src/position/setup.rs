//! An unvalidated arrangement ([`Setup`]) and why one is not a valid position
//! ([`PositionError`], RULES.md section 8).

use std::fmt;

use super::{Piece, Position, PIECES_PER_SIDE};
use crate::types::{Bitboard, Color, Square};

/// Any arrangement of pieces with a side to move, a second-turn binding and a move number,
/// not validated: the raw material of a [`Position`] (RULES.md section 8 lists what makes
/// one valid). Build one freely, then turn it into a position with
/// [`Position::from_setup`], which checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The squares of each colour's pieces, indexed by [`Color::index`]. Valid only when
    /// the two do not overlap and each holds at most [`PIECES_PER_SIDE`] squares.
    pub pieces: [Bitboard; 2],
    /// The squares of the Crowned pieces, of either colour. Valid only on occupied squares.
    pub crowned: Bitboard,
    /// The side to move.
    pub turn: Color,
    /// The square of the White piece bound by the second-turn rule (RULES.md section 2).
    pub binding: Option<Square>,
    /// The move number, from 1, rising after each Black move.
    pub fullmove: u32,
}

impl Default for Setup {
    /// [`Setup::empty`].
    fn default() -> Setup {
        Setup::empty()
    }
}

impl Setup {
    /// An empty board, White to move at move 1, no binding.
    #[must_use]
    pub const fn empty() -> Setup {
        Setup {
            pieces: [Bitboard::EMPTY; 2],
            crowned: Bitboard::EMPTY,
            turn: Color::White,
            binding: None,
            fullmove: 1,
        }
    }

    /// Places `piece` on `sq`, or with `None` empties it, replacing what stood there.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) -> &mut Setup {
        for c in &mut self.pieces {
            *c = c.without(sq);
        }
        self.crowned = self.crowned.without(sq);
        if let Some(p) = piece {
            self.pieces[p.color.index()] = self.pieces[p.color.index()].with(sq);
            if p.crowned {
                self.crowned = self.crowned.with(sq);
            }
        }
        self
    }

    /// The piece on `sq`, if any (White first, should the colours overlap).
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = Color::ALL
            .into_iter()
            .find(|c| self.pieces[c.index()].contains(sq))?;
        Some(Piece {
            color,
            crowned: self.crowned.contains(sq),
        })
    }
}

impl From<Position> for Setup {
    /// The setup of a position, to edit it.
    fn from(p: Position) -> Setup {
        p.setup()
    }
}

/// Why a [`Setup`] is not a valid position (RULES.md sections 1, 2, 6 and 8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A square holds pieces of both colours.
    Overlap(Square),
    /// A square marked Crowned holds no piece.
    CrownOnEmptySquare(Square),
    /// The move number is 0; moves are numbered from 1.
    MoveNumberZero,
    /// The second-turn binding names a square without a White piece.
    BindingNotWhite(Square),
    /// A binding exists only after White's move 1: Black to move at 1 or White at 2.
    BindingOutOfTurn {
        /// The bound square.
        square: Square,
        /// The side to move.
        side: Color,
        /// The move number.
        number: u32,
    },
    /// A side has more pieces than it starts with.
    TooManyPieces {
        /// The side.
        color: Color,
        /// Its pieces on the board.
        count: u32,
    },
    /// Both sides have already met a winning condition (RULES.md section 6, 1–2).
    BothWinning,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Overlap(sq) => write!(f, "{sq} holds pieces of both colours"),
            PositionError::CrownOnEmptySquare(sq) => {
                write!(f, "{sq} is marked Crowned but holds no piece")
            }
            PositionError::MoveNumberZero => f.write_str("the move number must be 1 or more"),
            PositionError::BindingNotWhite(sq) => {
                write!(f, "second-turn binding {sq} does not hold a White piece")
            }
            PositionError::BindingOutOfTurn { square, side, number } => write!(
                f,
                "second-turn binding {square} with {side} to move at move {number}: a binding stands only with Black to move at move 1 or White to move at move 2"
            ),
            PositionError::TooManyPieces { color, count } => {
                write!(f, "{color} has {count} pieces; at most {PIECES_PER_SIDE}")
            }
            PositionError::BothWinning => f.write_str("both sides have already won"),
        }
    }
}

impl std::error::Error for PositionError {}
