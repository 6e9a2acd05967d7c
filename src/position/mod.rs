//! The position: where the pieces stand, who moves, the second-turn binding; legal move
//! generation, playing a move, and the end-of-game conditions that a position alone decides
//! (RULES.md sections 1–6).
//!
//! A [`Position`] is always valid (at most 10 pieces a side, a binding only on a White piece
//! and only with Black to move at move 1 or White at move 2, not both sides winning): any
//! arrangement is a [`Setup`], which [`Position::from_setup`] checks.
//!
//! The files: this one holds the position and its queries; `setup` the unvalidated
//! arrangement and its checks; `movegen` legal move generation and perft; `play` playing a
//! move (and explaining a refusal); `outcome` results, refusals and move effects;
//! `movelist` the fixed-capacity move list; `zobrist` the hashing keys.

use std::fmt;

use crate::types::{Bitboard, Color, Square};

mod movegen;
mod movelist;
mod outcome;
mod play;
mod setup;
mod zobrist;

pub use movelist::{MoveList, MAX_MOVES};
pub use outcome::{DrawReason, JumpProblem, MoveEffects, Outcome, PlayError, WinReason};
pub use setup::{PositionError, Setup};

/// A piece: its colour and whether it is Crowned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its side.
    pub color: Color,
    /// Whether it is Crowned (RULES.md section 4).
    pub crowned: bool,
}

impl Piece {
    /// The position-text letter: `w` `W` `b` `B`.
    #[must_use]
    pub const fn char(self) -> char {
        match (self.color, self.crowned) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        }
    }

    /// The piece of a position-text letter (`w` `W` `b` `B`, RULES.md section 8), if it is one.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        let (color, crowned) = match c {
            'w' => (Color::White, false),
            'W' => (Color::White, true),
            'b' => (Color::Black, false),
            'B' => (Color::Black, true),
            _ => return None,
        };
        Some(Piece { color, crowned })
    }
}

/// A position of Three Crowns (RULES.md sections 1–6): the board, the side to move, the
/// second-turn binding and the move number, with its Zobrist key. Always valid (see the
/// module documentation); made by [`Position::start`], [`Position::from_setup`],
/// [`crate::parse_tcn`] or by playing moves. A small `Copy` value (40 bytes).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces of each colour.
    pub(crate) colors: [Bitboard; 2],
    /// Crowned pieces of either colour.
    pub(crate) crowned: Bitboard,
    pub(crate) turn: Color,
    /// Square of the White piece bound by the second-turn rule.
    pub(crate) binding: Option<Square>,
    /// Move number, rising after each Black move.
    pub(crate) fullmove: u32,
    /// The Zobrist key of the fields above but `fullmove`, kept up to date by every change
    /// (a function of them, so deriving `PartialEq` and `Hash` over it changes nothing).
    pub(crate) key: u64,
}

/// Number of pieces each side starts with.
pub const PIECES_PER_SIDE: u32 = 10;

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

/// White's pieces at the start (RULES.md section 1).
const WHITE_START: Bitboard = Bitboard::from_squares(&[
    Square::A1,
    Square::C1,
    Square::F1,
    Square::H1,
    Square::A4,
    Square::H4,
    Square::A6,
    Square::H6,
    Square::B8,
    Square::G8,
]);

/// Black's pieces at the start (RULES.md section 1).
const BLACK_START: Bitboard = Bitboard::from_squares(&[
    Square::A8,
    Square::C8,
    Square::F8,
    Square::H8,
    Square::A5,
    Square::H5,
    Square::A3,
    Square::H3,
    Square::B1,
    Square::G1,
]);

impl Position {
    /// The standard start position (RULES.md section 1).
    #[must_use]
    pub fn start() -> Position {
        Position {
            colors: [WHITE_START, BLACK_START],
            crowned: Bitboard::EMPTY,
            turn: Color::White,
            binding: None,
            fullmove: 1,
            key: 0,
        }
        .with_key()
    }

    /// `self` with its Zobrist key computed from scratch.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn with_key(mut self) -> Position {
        self.key = self.zobrist_from_scratch();
        self
    }

    /// Checks a setup and makes it a position. The checks, in this order: no square of
    /// both colours, no crown on an empty square, a move number from 1, a binding only on
    /// a White piece, at most [`PIECES_PER_SIDE`] pieces a side, a binding only with Black
    /// to move at move 1 or White at move 2 (RULES.md section 8), not both sides already
    /// winning (section 6).
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let [white, black] = setup.pieces;
        if let Some(sq) = (white & black).lsb() {
            return Err(PositionError::Overlap(sq));
        }
        if let Some(sq) = (setup.crowned & !(white | black)).lsb() {
            return Err(PositionError::CrownOnEmptySquare(sq));
        }
        if setup.fullmove == 0 {
            return Err(PositionError::MoveNumberZero);
        }
        if let Some(sq) = setup.binding {
            if !white.contains(sq) {
                return Err(PositionError::BindingNotWhite(sq));
            }
        }
        for color in Color::ALL {
            let count = setup.pieces[color.index()].popcount();
            if count > PIECES_PER_SIDE {
                return Err(PositionError::TooManyPieces { color, count });
            }
        }
        if let Some(sq) = setup.binding {
            // Set by White's move 1, kept through Black's reply, cleared by White's move 2.
            if !matches!(
                (setup.turn, setup.fullmove),
                (Color::Black, 1) | (Color::White, 2)
            ) {
                return Err(PositionError::BindingOutOfTurn {
                    square: sq,
                    side: setup.turn,
                    number: setup.fullmove,
                });
            }
        }
        let pos = Position {
            colors: setup.pieces,
            crowned: setup.crowned,
            turn: setup.turn,
            binding: setup.binding,
            fullmove: setup.fullmove,
            key: 0,
        }
        .with_key();
        if pos.won_by(Color::White).is_some() && pos.won_by(Color::Black).is_some() {
            return Err(PositionError::BothWinning);
        }
        Ok(pos)
    }

    /// The position as a [`Setup`], to edit and check again with [`Position::from_setup`].
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            pieces: self.colors,
            crowned: self.crowned,
            turn: self.turn,
            binding: self.binding,
            fullmove: self.fullmove,
        }
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        Some(Piece {
            color,
            crowned: self.crowned.contains(sq),
        })
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The square of the White piece bound by the second-turn rule, if any.
    #[must_use]
    pub fn binding(&self) -> Option<Square> {
        self.binding
    }

    /// The move number (starts at 1, rises after each Black move).
    #[must_use]
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The squares of `color`'s pieces.
    #[must_use]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// The squares of `color`'s Crowned pieces.
    #[must_use]
    pub fn crowned(&self, color: Color) -> Bitboard {
        self.colors[color.index()] & self.crowned
    }

    /// The squares of `color`'s Uncrowned pieces.
    #[must_use]
    pub fn uncrowned(&self, color: Color) -> Bitboard {
        self.colors[color.index()] & !self.crowned
    }

    /// The squares holding a piece of either colour.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// How many enemy pieces `color` has captured: 10 minus the enemy's pieces on the board.
    #[must_use]
    pub fn captures_by(&self, color: Color) -> u32 {
        PIECES_PER_SIDE.saturating_sub(self.pieces(color.other()).popcount())
    }

    /// The squares of `color`'s Crowned Troikas (three or more Crowned pieces in a line).
    #[must_use]
    pub fn crowned_troika(&self, color: Color) -> Bitboard {
        self.crowned(color).lines_of_three()
    }

    /// The condition of RULES.md section 6 that `color` has met, if any: three captures
    /// (condition 1) before a Crowned Troika (condition 2).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn won_by(&self, color: Color) -> Option<WinReason> {
        if self.captures_by(color) >= 3 {
            Some(WinReason::ThreeCaptures)
        } else if self.crowned(color).has_line_of_three() {
            Some(WinReason::CrownedTroika)
        } else {
            None
        }
    }

    /// The winner under conditions 1–2 of RULES.md section 6, if a side has met one.
    #[must_use]
    pub fn winner(&self) -> Option<(Color, WinReason)> {
        // In play only the side that just moved can have met a condition; look at it first.
        let mover = self.turn.other();
        [mover, self.turn]
            .into_iter()
            .find_map(|c| self.won_by(c).map(|r| (c, r)))
    }

    /// Whether a side has won (conditions 1–2): such a position has no legal moves.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.won_by(Color::White).is_some() || self.won_by(Color::Black).is_some()
    }

    /// The squares of the winning Crowned Troika, when the game was won by one.
    #[must_use]
    pub fn winning_squares(&self) -> Bitboard {
        match self.winner() {
            Some((c, WinReason::CrownedTroika)) => self.crowned_troika(c),
            _ => Bitboard::EMPTY,
        }
    }

    /// The outcome the position alone decides (RULES.md section 6, conditions 1–3);
    /// `None` while the game goes on. Repetition needs the game's history: see [`crate::Game`].
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some((winner, reason)) = self.winner() {
            return Some(Outcome::Win { winner, reason });
        }
        if self.legal_moves().is_empty() {
            return Some(Outcome::Draw(DrawReason::NoMoves));
        }
        None
    }

    /// The pieces of the side to move that may move this turn (the second-turn rule may
    /// bind White to one piece).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn movable(&self) -> Bitboard {
        let own = self.colors[self.turn.index()];
        match self.binding {
            Some(sq) if self.turn == Color::White && own.contains(sq) => sq.bb(),
            _ => own,
        }
    }

    /// The 64-bit Zobrist key of the board, side to move and second-turn binding (what
    /// counts for repetition; the move number does not). Kept up to date move by move, so
    /// reading it costs nothing.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn zobrist(&self) -> u64 {
        self.key
    }

    /// Whether two positions are the same for repetition: board, side and binding.
    #[must_use]
    pub fn same_for_repetition(&self, other: &Position) -> bool {
        self.colors == other.colors
            && self.crowned == other.crowned
            && self.turn == other.turn
            && self.binding == other.binding
    }
}

impl fmt::Display for Position {
    /// A text diagram with rank 8 at the top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write!(f, "{} ", rank + 1)?;
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).ok_or(fmt::Error)?;
                let c = self.piece_at(sq).map_or('.', Piece::char);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "   a b c d e f g h")
    }
}
