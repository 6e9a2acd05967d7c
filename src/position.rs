//! The position: where the pieces stand, who moves, the second-turn binding; legal move
//! generation, playing a move, and the end-of-game conditions that a position alone decides
//! (RULES.md sections 1–6).
//!
//! A [`Position`] is always valid (at most 10 pieces a side, a binding only on a White piece
//! and only with Black to move at move 1 or White at move 2, not both sides winning): any
//! arrangement is a [`Setup`], which [`Position::from_setup`] checks.

use std::fmt;
use std::mem::MaybeUninit;

use crate::types::{Bitboard, Color, Direction, Move, Square, NEIGHBOURS};

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

/// How a finished game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The winner has captured three enemy pieces.
    ThreeCaptures,
    /// The winner has three or more Crowned pieces in a straight line.
    CrownedTroika,
}

/// How a finished game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move.
    NoMoves,
    /// The same position occurred for the third time (house rule).
    Repetition,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A side won.
    Win {
        /// The winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// A draw.
    Draw(DrawReason),
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn result_text(self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    /// The engine protocol's reason word.
    #[must_use]
    pub const fn reason_code(self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::ThreeCaptures,
                ..
            } => "three-captures",
            Outcome::Win {
                reason: WinReason::CrownedTroika,
                ..
            } => "crowned-troika",
            Outcome::Draw(DrawReason::NoMoves) => "no-moves",
            Outcome::Draw(DrawReason::Repetition) => "repetition",
        }
    }

    /// The game record's `Termination` words.
    #[must_use]
    pub const fn termination(self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::ThreeCaptures,
                ..
            } => "Three captures",
            Outcome::Win {
                reason: WinReason::CrownedTroika,
                ..
            } => "Crowned Troika",
            Outcome::Draw(DrawReason::NoMoves) => "No legal move",
            Outcome::Draw(DrawReason::Repetition) => "Threefold repetition",
        }
    }

    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::ThreeCaptures => "by capturing three pieces",
                    WinReason::CrownedTroika => "with a Crowned Troika",
                };
                write!(f, "{winner} wins {how}")
            }
            Outcome::Draw(DrawReason::NoMoves) => {
                f.write_str("Draw: the side to move has no legal move")
            }
            Outcome::Draw(DrawReason::Repetition) => f.write_str("Draw by threefold repetition"),
        }
    }
}

/// Why a move was refused. Every refusal leaves the position as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver(Outcome),
    /// There is no piece on the origin square.
    EmptyOrigin(Square),
    /// The piece on the origin square belongs to the side not to move.
    NotYourPiece {
        /// The origin square.
        square: Square,
        /// The side to move.
        to_move: Color,
    },
    /// The second-turn rule binds White to the piece on `bound`.
    BoundPiece {
        /// The square of the piece White must move.
        bound: Square,
    },
    /// The destination of a step is not one square away.
    NotAdjacent(Move),
    /// The destination square is occupied.
    Occupied(Square),
    /// A double jump that the rules do not allow from here, with the reason.
    IllegalJump {
        /// The jump.
        mv: Move,
        /// What is wrong with it.
        why: JumpProblem,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over ({o})"),
            PlayError::EmptyOrigin(sq) => write!(f, "there is no piece on {sq}"),
            PlayError::NotYourPiece { square, to_move } => {
                write!(f, "the piece on {square} is not {to_move}'s, and it is {to_move} to move")
            }
            PlayError::BoundPiece { bound } => write!(
                f,
                "second-turn rule: on its second turn White must move the piece it moved first, now on {bound}"
            ),
            PlayError::NotAdjacent(mv) => {
                write!(f, "{mv} is not a step: a step goes to an adjacent square")
            }
            PlayError::Occupied(sq) => write!(f, "{sq} is occupied"),
            PlayError::IllegalJump { mv, why } => write!(f, "{mv} is not a legal double jump: {why}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a double jump is not legal (RULES.md section 5), for [`PlayError::IllegalJump`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JumpProblem {
    /// A hop does not go two squares in a straight line.
    HopShape,
    /// The second hop goes straight back over the piece the first hopped.
    StraightBack,
    /// A hop passes over an empty square.
    NothingToHop,
    /// A hop passes over one of the jumper's own pieces.
    OwnPiece,
    /// A Crowned jumper hops a Crowned piece.
    CrownedHopsCrowned,
    /// An Uncrowned jumper hops an Uncrowned piece.
    UncrownedHopsUncrowned,
    /// A hop lands on an occupied square.
    LandingOccupied,
    /// None of the above, yet not generated (kept for completeness; the checks above cover
    /// the rules).
    NotLegal,
}

impl fmt::Display for JumpProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JumpProblem::HopShape => "each hop goes two squares in a straight line",
            JumpProblem::StraightBack => {
                "the second hop may not go straight back over the same piece"
            }
            JumpProblem::NothingToHop => "a hop must pass over an enemy piece",
            JumpProblem::OwnPiece => "a piece may not hop its own pieces",
            JumpProblem::CrownedHopsCrowned => "a Crowned piece may hop only Uncrowned pieces",
            JumpProblem::UncrownedHopsUncrowned => "an Uncrowned piece may hop only Crowned pieces",
            JumpProblem::LandingOccupied => "a hop must land on an empty square",
            JumpProblem::NotLegal => "it is not among the legal moves",
        })
    }
}

/// What a move did, for displays and announcements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MoveEffects {
    /// The mover was Uncrowned and became Crowned.
    pub crowned: bool,
    /// The second hopped piece lost its crown.
    pub uncrowned: Option<Square>,
    /// The second hopped piece was removed.
    pub captured: Option<Square>,
}

/// Capacity of a [`MoveList`]: more than any position can have. A side has at most
/// [`PIECES_PER_SIDE`] = 10 pieces; a piece has at most 8 steps (one a direction) and at
/// most 8 × 7 = 56 double jumps (8 first hops, then 7 second hops: any direction but straight
/// back), so at most 64 moves. 10 × 64 = 640.
pub const MAX_MOVES: usize = PIECES_PER_SIDE as usize * (8 + 8 * 7);

/// A fixed-capacity list of moves, on the stack, filled without allocation; creating one
/// costs nothing (its storage is left uninitialised until moves are pushed). Read it as a
/// slice (it dereferences to `[Move]`, mutably too, e.g. to sort moves for a search).
pub struct MoveList {
    /// `moves[..len]` are initialised; the rest is not.
    moves: [MaybeUninit<Move>; MAX_MOVES],
    len: usize,
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Clone for MoveList {
    fn clone(&self) -> MoveList {
        let mut list = MoveList::new();
        for &mv in self.as_slice() {
            list.push(mv);
        }
        list
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for MoveList {}

impl MoveList {
    /// An empty list. Nothing is written: the storage stays uninitialised.
    #[inline]
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [MaybeUninit::uninit(); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends `mv`, or gives it back when the list already holds [`MAX_MOVES`] moves
    /// (which no position's moves can reach; see [`MAX_MOVES`]).
    #[inline]
    pub fn try_push(&mut self, mv: Move) -> Result<(), Move> {
        match self.moves.get_mut(self.len) {
            Some(slot) => {
                slot.write(mv);
                self.len += 1;
                Ok(())
            }
            None => Err(mv),
        }
    }

    /// Appends a generated move. The list cannot be full (see [`MAX_MOVES`]): debug builds
    /// assert it; release builds never panic.
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        let pushed = self.try_push(mv);
        debug_assert!(pushed.is_ok(), "more than MAX_MOVES moves");
    }

    /// The moves, in the order they were pushed.
    #[inline]
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: `moves[..len]` were all written by `try_push` (`len` only grows there,
        // after the write, and never beyond MAX_MOVES); `MaybeUninit<Move>` has the same
        // layout as `Move`, so the initialised prefix may be read as a `[Move]`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }

    /// The moves, mutably (to reorder them).
    #[inline]
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        // SAFETY: as in `as_slice`: the first `len` elements are initialised, and the
        // borrow of `self` is exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len) }
    }

    /// How many moves the list holds.
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether the list holds no move.
    #[inline]
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `mv` is in the list.
    #[must_use]
    pub fn contains(&self, mv: Move) -> bool {
        self.as_slice().contains(&mv)
    }

    /// The moves in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        self.as_mut_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
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
    #[inline]
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
    #[inline]
    #[must_use]
    pub fn won_by(&self, color: Color) -> Option<WinReason> {
        if self.captures_by(color) >= 3 {
            Some(WinReason::ThreeCaptures)
        } else if self.crowned_troika(color).any() {
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
    #[inline]
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
    #[inline]
    #[must_use]
    pub fn movable(&self) -> Bitboard {
        let own = self.colors[self.turn.index()];
        match self.binding {
            Some(sq) if self.turn == Color::White && own.contains(sq) => sq.bb(),
            _ => own,
        }
    }

    /// Every legal move (RULES.md sections 2–5): the steps, then the double jumps, of the
    /// pieces that may move this turn. A won position (section 6, conditions 1–2) has none.
    /// Repetition is the game's business: see [`crate::Game::legal_moves`].
    ///
    /// ```
    /// use three_crowns::{Move, Position};
    /// let start = Position::start();
    /// let moves = start.legal_moves();
    /// assert_eq!(moves.len(), 32);
    /// assert!(moves.contains("a6-a7".parse::<Move>().unwrap()));
    /// assert!(moves.iter().all(|m| !m.is_jump()));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_won() {
            self.gen_moves(self.movable(), &mut list);
        }
        list
    }

    /// The legal double jumps only (for a quiescence search): the jumps of
    /// [`Position::legal_moves`], in the same order.
    #[must_use]
    pub fn legal_jumps(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_won() {
            self.gen_jumps(self.movable(), &mut |mv| list.push(mv));
        }
        list
    }

    /// The legal moves of the piece on `sq` (none when it holds no piece that may move
    /// now): the moves of [`Position::legal_moves`] from `sq`, in the same order.
    #[must_use]
    pub fn moves_from(&self, sq: Square) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_won() {
            self.gen_moves(self.movable() & sq.bb(), &mut list);
        }
        list
    }

    /// Pushes the steps, then the double jumps, of the pieces in `movers`.
    #[inline]
    fn gen_moves(&self, movers: Bitboard, list: &mut MoveList) {
        let empty = !self.occupied();
        for from in movers {
            for to in Bitboard(NEIGHBOURS[from.index()]) & empty {
                list.push(Move::step(from, to));
            }
        }
        self.gen_jumps(movers, &mut |mv| list.push(mv));
    }

    /// Counts the legal moves without listing them (perft's leaf count).
    #[inline]
    #[must_use]
    pub fn count_moves(&self) -> u64 {
        if self.is_won() {
            return 0;
        }
        let empty = !self.occupied();
        let movable = self.movable();
        let mut n = 0u64;
        for from in movable {
            n += u64::from((Bitboard(NEIGHBOURS[from.index()]) & empty).popcount());
        }
        self.gen_jumps(movable, &mut |_| n += 1);
        n
    }

    /// Generates the double jumps of the pieces in `movers`.
    #[inline]
    fn gen_jumps(&self, movers: Bitboard, emit: &mut impl FnMut(Move)) {
        let us = self.turn;
        let enemy = self.colors[us.other().index()];
        // Crowned jumpers hop Uncrowned enemies, Uncrowned jumpers hop Crowned enemies.
        let hop_for_crowned = enemy & !self.crowned;
        let hop_for_uncrowned = enemy & self.crowned;
        let crowned_movers = movers & self.crowned;
        let uncrowned_movers = movers & !self.crowned;
        for (jumpers, hoppable) in [
            (crowned_movers, hop_for_crowned),
            (uncrowned_movers, hop_for_uncrowned),
        ] {
            // A jump needs two hoppable pieces, and a jumper beside one of them.
            if jumpers.is_empty() || hoppable.popcount() < 2 {
                continue;
            }
            let mut near = 0u64;
            for h in hoppable {
                near |= NEIGHBOURS[h.index()];
            }
            let occupied = self.occupied();
            for from in jumpers & Bitboard(near) {
                // The jumper's own square is empty while it jumps.
                let empty = !occupied.without(from);
                for d1 in Direction::ALL {
                    let Some(land1) = hop(from, d1, hoppable, empty) else {
                        continue;
                    };
                    // Any direction but straight back, over the same piece.
                    for d2 in Direction::ALL.into_iter().filter(|&d| d != d1.opposite()) {
                        if let Some(land2) = hop(land1, d2, hoppable, empty) {
                            emit(Move::jump(from, land1, land2));
                        }
                    }
                }
            }
        }
    }

    /// Whether `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(mv)
    }

    /// Plays `mv` if it is one of the generated legal moves (RULES.md sections 2–6) and
    /// returns the position after it; otherwise says why not ([`PlayError`]). `self` is never
    /// changed: a position is a value.
    ///
    /// ```
    /// use three_crowns::{parse_tcn, to_tcn, PlayError, Position};
    /// let start = Position::start();
    /// let next = start.play("a6-a7".parse().unwrap()).unwrap();
    /// assert_eq!(to_tcn(&next), "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1");
    /// // An Uncrowned c3 hops the Crowned d4 and f4: the second is uncrowned.
    /// let p = parse_tcn("1bbbbbbb/8/8/8/3B1B2/2w5/8/wwwwwww1 w - 5").unwrap();
    /// let after = p.play("c3xe5xg3".parse().unwrap()).unwrap();
    /// assert_eq!(to_tcn(&after), "1bbbbbbb/8/8/8/3B1b2/6w1/8/wwwwwww1 b - 5");
    /// assert_eq!(
    ///     start.play("d4-d5".parse().unwrap()),
    ///     Err(PlayError::EmptyOrigin("d4".parse().unwrap()))
    /// );
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, PlayError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Checks `mv` against the generated legal moves, explaining a refusal.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if let Some((winner, reason)) = self.winner() {
            return Err(PlayError::GameOver(Outcome::Win { winner, reason }));
        }
        if self.is_legal(mv) {
            return Ok(());
        }
        Err(self.explain(mv))
    }

    /// Why an illegal move is illegal, as precisely as the rules allow.
    fn explain(&self, mv: Move) -> PlayError {
        let from = mv.from();
        let Some(piece) = self.piece_at(from) else {
            return PlayError::EmptyOrigin(from);
        };
        if piece.color != self.turn {
            return PlayError::NotYourPiece {
                square: from,
                to_move: self.turn,
            };
        }
        if !self.movable().contains(from) {
            if let Some(bound) = self.binding {
                return PlayError::BoundPiece { bound };
            }
        }
        let Some(via) = mv.via() else {
            if from.distance(mv.to()) != 1 {
                return PlayError::NotAdjacent(mv);
            }
            return PlayError::Occupied(mv.to());
        };
        let why = self.explain_jump(mv, via, piece);
        PlayError::IllegalJump { mv, why }
    }

    fn explain_jump(&self, mv: Move, via: Square, piece: Piece) -> JumpProblem {
        let Some((over1, over2)) = mv.hopped() else {
            return JumpProblem::HopShape;
        };
        let empty = !self.occupied().without(mv.from());
        if over1 == over2 {
            return JumpProblem::StraightBack;
        }
        for over in [over1, over2] {
            match self.piece_at(over) {
                None => return JumpProblem::NothingToHop,
                Some(p) if p.color == piece.color => return JumpProblem::OwnPiece,
                Some(p) if p.crowned == piece.crowned => {
                    return if piece.crowned {
                        JumpProblem::CrownedHopsCrowned
                    } else {
                        JumpProblem::UncrownedHopsUncrowned
                    };
                }
                Some(_) => {}
            }
        }
        if !empty.contains(via) || !empty.contains(mv.to()) {
            return JumpProblem::LandingOccupied;
        }
        JumpProblem::NotLegal
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]). Playing anything else
    /// gives an unspecified (but memory-safe) position.
    #[inline]
    #[must_use]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        self.play_with_effects(mv).0
    }

    /// Plays a legal move and reports what it did.
    #[must_use]
    pub fn play_with_effects(&self, mv: Move) -> (Position, MoveEffects) {
        let mut p = *self;
        let mut fx = MoveEffects::default();
        let us = self.turn;
        let them = us.other();
        let (from, to) = (mv.from(), mv.to());
        let was_crowned = p.crowned.contains(from);
        let mut key = self.key;
        let mover = &ZOBRIST.pieces[piece_kind(us, was_crowned)];
        key ^= mover[from.index()] ^ mover[to.index()];
        p.colors[us.index()] = p.colors[us.index()].without(from).with(to);
        if was_crowned {
            p.crowned = p.crowned.without(from).with(to);
        }
        if let Some((_, second)) = mv.hopped() {
            if was_crowned {
                // A Crowned jumper captures the second Uncrowned piece it hopped.
                p.colors[them.index()] = p.colors[them.index()].without(second);
                key ^= ZOBRIST.pieces[piece_kind(them, false)][second.index()];
                fx.captured = Some(second);
            } else {
                // An Uncrowned jumper uncrowns the second Crowned piece, or captures it when
                // as an Uncrowned piece it would stand in a Troika of its own colour.
                p.crowned = p.crowned.without(second);
                key ^= ZOBRIST.pieces[piece_kind(them, true)][second.index()];
                if p.uncrowned(them).in_line_of_three(second) {
                    p.colors[them.index()] = p.colors[them.index()].without(second);
                    fx.captured = Some(second);
                } else {
                    key ^= ZOBRIST.pieces[piece_kind(them, false)][second.index()];
                    fx.uncrowned = Some(second);
                }
            }
        }
        if !was_crowned && p.uncrowned(us).in_line_of_three(to) {
            p.crowned = p.crowned.with(to);
            key ^= ZOBRIST.pieces[piece_kind(us, false)][to.index()]
                ^ ZOBRIST.pieces[piece_kind(us, true)][to.index()];
            fx.crowned = true;
        }
        // The second-turn rule: set by White's move of move number 1, kept through Black's
        // reply (unless Black captures the bound piece: the rule lapses), cleared by White.
        p.binding = match us {
            Color::White if self.fullmove == 1 => Some(to),
            Color::White => None,
            Color::Black => self
                .binding
                .filter(|&b| p.colors[Color::White.index()].contains(b)),
        };
        if p.binding != self.binding {
            key ^= binding_key(self.binding) ^ binding_key(p.binding);
        }
        if us == Color::Black {
            p.fullmove = self.fullmove.saturating_add(1);
        }
        p.turn = them;
        p.key = key ^ ZOBRIST.black_to_move;
        debug_assert_eq!(p.key, p.zobrist_from_scratch(), "{self:?} {mv}");
        (p, fx)
    }

    /// The position with the turn passed to the other side and no second-turn binding:
    /// a null move, for the search's null-move pruning and threat tests (never a move of
    /// the game: passing is not allowed, RULES.md section 2). The key follows.
    #[must_use]
    pub(crate) fn passed(&self) -> Position {
        let mut p = *self;
        p.turn = self.turn.other();
        p.binding = None;
        p.key = self.key ^ ZOBRIST.black_to_move ^ binding_key(self.binding);
        debug_assert_eq!(p.key, p.zobrist_from_scratch());
        p
    }

    /// The 64-bit Zobrist key of the board, side to move and second-turn binding (what
    /// counts for repetition; the move number does not). Kept up to date move by move, so
    /// reading it costs nothing.
    #[inline]
    #[must_use]
    pub fn zobrist(&self) -> u64 {
        self.key
    }

    /// The Zobrist key computed from the board, side and binding, square by square: always
    /// equal to [`Position::zobrist`], which is kept incrementally (for tests and checks).
    #[must_use]
    pub fn zobrist_from_scratch(&self) -> u64 {
        let mut h = 0u64;
        for color in Color::ALL {
            for sq in self.colors[color.index()] {
                h ^= ZOBRIST.pieces[piece_kind(color, self.crowned.contains(sq))][sq.index()];
            }
        }
        if self.turn == Color::Black {
            h ^= ZOBRIST.black_to_move;
        }
        h ^ binding_key(self.binding)
    }

    /// Whether two positions are the same for repetition: board, side and binding.
    #[must_use]
    pub fn same_for_repetition(&self, other: &Position) -> bool {
        self.colors == other.colors
            && self.crowned == other.crowned
            && self.turn == other.turn
            && self.binding == other.binding
    }

    /// Counts the legal move sequences of length `depth` (RULES.md section 11); repetition
    /// is ignored. Depth 0 counts 1.
    ///
    /// ```
    /// use three_crowns::Position;
    /// let start = Position::start();
    /// assert_eq!(start.perft(1), 32);
    /// assert_eq!(start.perft(3), 5634);
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => self
                .legal_moves()
                .iter()
                .map(|&mv| self.play_unchecked(mv).perft(depth - 1))
                .sum(),
        }
    }

    /// Perft split by first move: each legal move with its count at `depth - 1`.
    #[must_use]
    pub fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .map(|&mv| (mv, self.play_unchecked(mv).perft(depth - 1)))
            .collect()
    }
}

/// The landing square of a hop from `from` in `dir`: over an adjacent piece of `hoppable`
/// onto the `empty` square beyond it.
#[inline]
fn hop(from: Square, dir: Direction, hoppable: Bitboard, empty: Bitboard) -> Option<Square> {
    let over = from.offset(dir, 1)?;
    let land = from.offset(dir, 2)?;
    (hoppable.contains(over) && empty.contains(land)).then_some(land)
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

/// The row of [`ZOBRIST`]'s piece keys for a piece of `color`, Crowned or not.
#[inline]
const fn piece_kind(color: Color, crowned: bool) -> usize {
    color.index() * 2 + crowned as usize
}

/// The key of a second-turn binding (0 for none).
#[inline]
fn binding_key(binding: Option<Square>) -> u64 {
    binding.map_or(0, |b| ZOBRIST.binding[b.index()])
}

struct ZobristKeys {
    pieces: [[u64; 64]; 4],
    black_to_move: u64,
    binding: [u64; 64],
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

static ZOBRIST: ZobristKeys = {
    let mut state = 0x3c_c0_ff_ee_u64;
    let mut pieces = [[0u64; 64]; 4];
    let mut k = 0;
    while k < 4 {
        let mut s = 0;
        while s < 64 {
            pieces[k][s] = splitmix(&mut state);
            s += 1;
        }
        k += 1;
    }
    let black_to_move = splitmix(&mut state);
    let mut binding = [0u64; 64];
    let mut s = 0;
    while s < 64 {
        binding[s] = splitmix(&mut state);
        s += 1;
    }
    ZobristKeys {
        pieces,
        black_to_move,
        binding,
    }
};

#[cfg(test)]
mod tests {
    use super::*;

    /// A generated move beyond [`MAX_MOVES`] (which the bound rules out) trips the debug
    /// assertion in debug builds; release builds keep the list as it was, without a panic.
    #[test]
    #[cfg_attr(debug_assertions, should_panic(expected = "more than MAX_MOVES"))]
    fn push_beyond_capacity_asserts_in_debug_and_never_panics_in_release() {
        let mut list = MoveList::new();
        let mv = Move::step(Square::A1, Square::B2);
        for _ in 0..MAX_MOVES {
            list.push(mv);
        }
        list.push(Move::step(Square::H8, Square::G7));
        assert_eq!(list.len(), MAX_MOVES);
        assert!(list.iter().all(|&m| m == mv));
    }
}
