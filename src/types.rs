//! Small value types of the rules core: colours, squares (RULES.md section 1), bitboards,
//! directions and moves (section 7 for their notation).

use std::fmt;
use std::str::FromStr;

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

/// A square of the 8×8 board, `a1` = 0 … `h1` = 7 … `h8` = 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square a1.
    pub const A1: Square = Square(0);
    /// The square b1.
    pub const B1: Square = Square(1);
    /// The square c1.
    pub const C1: Square = Square(2);
    /// The square d1.
    pub const D1: Square = Square(3);
    /// The square e1.
    pub const E1: Square = Square(4);
    /// The square f1.
    pub const F1: Square = Square(5);
    /// The square g1.
    pub const G1: Square = Square(6);
    /// The square h1.
    pub const H1: Square = Square(7);
    /// The square a2.
    pub const A2: Square = Square(8);
    /// The square b2.
    pub const B2: Square = Square(9);
    /// The square c2.
    pub const C2: Square = Square(10);
    /// The square d2.
    pub const D2: Square = Square(11);
    /// The square e2.
    pub const E2: Square = Square(12);
    /// The square f2.
    pub const F2: Square = Square(13);
    /// The square g2.
    pub const G2: Square = Square(14);
    /// The square h2.
    pub const H2: Square = Square(15);
    /// The square a3.
    pub const A3: Square = Square(16);
    /// The square b3.
    pub const B3: Square = Square(17);
    /// The square c3.
    pub const C3: Square = Square(18);
    /// The square d3.
    pub const D3: Square = Square(19);
    /// The square e3.
    pub const E3: Square = Square(20);
    /// The square f3.
    pub const F3: Square = Square(21);
    /// The square g3.
    pub const G3: Square = Square(22);
    /// The square h3.
    pub const H3: Square = Square(23);
    /// The square a4.
    pub const A4: Square = Square(24);
    /// The square b4.
    pub const B4: Square = Square(25);
    /// The square c4.
    pub const C4: Square = Square(26);
    /// The square d4.
    pub const D4: Square = Square(27);
    /// The square e4.
    pub const E4: Square = Square(28);
    /// The square f4.
    pub const F4: Square = Square(29);
    /// The square g4.
    pub const G4: Square = Square(30);
    /// The square h4.
    pub const H4: Square = Square(31);
    /// The square a5.
    pub const A5: Square = Square(32);
    /// The square b5.
    pub const B5: Square = Square(33);
    /// The square c5.
    pub const C5: Square = Square(34);
    /// The square d5.
    pub const D5: Square = Square(35);
    /// The square e5.
    pub const E5: Square = Square(36);
    /// The square f5.
    pub const F5: Square = Square(37);
    /// The square g5.
    pub const G5: Square = Square(38);
    /// The square h5.
    pub const H5: Square = Square(39);
    /// The square a6.
    pub const A6: Square = Square(40);
    /// The square b6.
    pub const B6: Square = Square(41);
    /// The square c6.
    pub const C6: Square = Square(42);
    /// The square d6.
    pub const D6: Square = Square(43);
    /// The square e6.
    pub const E6: Square = Square(44);
    /// The square f6.
    pub const F6: Square = Square(45);
    /// The square g6.
    pub const G6: Square = Square(46);
    /// The square h6.
    pub const H6: Square = Square(47);
    /// The square a7.
    pub const A7: Square = Square(48);
    /// The square b7.
    pub const B7: Square = Square(49);
    /// The square c7.
    pub const C7: Square = Square(50);
    /// The square d7.
    pub const D7: Square = Square(51);
    /// The square e7.
    pub const E7: Square = Square(52);
    /// The square f7.
    pub const F7: Square = Square(53);
    /// The square g7.
    pub const G7: Square = Square(54);
    /// The square h7.
    pub const H7: Square = Square(55);
    /// The square a8.
    pub const A8: Square = Square(56);
    /// The square b8.
    pub const B8: Square = Square(57);
    /// The square c8.
    pub const C8: Square = Square(58);
    /// The square d8.
    pub const D8: Square = Square(59);
    /// The square e8.
    pub const E8: Square = Square(60);
    /// The square f8.
    pub const F8: Square = Square(61);
    /// The square g8.
    pub const G8: Square = Square(62);
    /// The square h8.
    pub const H8: Square = Square(63);

    /// Every square, a1 first, rank by rank.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The square with this index (0–63), if there is one.
    #[inline]
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if on the board.
    #[inline]
    #[must_use]
    pub const fn from_coords(file: i32, rank: i32) -> Option<Square> {
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    #[inline]
    /// The index 0–63 (`a1` = 0, `h1` = 7, `h8` = 63).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0 (a) to 7 (h).
    #[inline]
    #[must_use]
    pub const fn file(self) -> i32 {
        (self.0 & 7) as i32
    }

    /// Rank 0 (rank 1) to 7 (rank 8).
    #[inline]
    #[must_use]
    pub const fn rank(self) -> i32 {
        (self.0 >> 3) as i32
    }

    #[inline]
    /// The set holding this square alone.
    #[must_use]
    pub const fn bb(self) -> Bitboard {
        Bitboard(1u64 << self.0)
    }

    /// The square one step away in `dir`, if on the board.
    #[inline]
    #[must_use]
    pub const fn offset(self, dir: Direction, times: i32) -> Option<Square> {
        let (df, dr) = dir.delta();
        Square::from_coords(self.file() + df * times, self.rank() + dr * times)
    }

    /// The direction and distance from `self` to `other` along a line, if they share one.
    #[must_use]
    pub fn direction_to(self, other: Square) -> Option<(Direction, i32)> {
        let df = other.file() - self.file();
        let dr = other.rank() - self.rank();
        let dist = df.abs().max(dr.abs());
        if dist == 0 || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let dir = Direction::from_delta(df.signum(), dr.signum())?;
        Some((dir, dist))
    }

    /// Chebyshev (king-move) distance.
    #[must_use]
    pub fn distance(self, other: Square) -> i32 {
        (self.file() - other.file())
            .abs()
            .max((self.rank() - other.rank()).abs())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file() as u8) as char,
            self.rank() + 1
        )
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (a1 to h8)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let b = s.as_bytes();
        if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
            Ok(Square((b[1] - b'1') * 8 + (b[0] - b'a')))
        } else {
            Err(ParseSquareError(s.to_string()))
        }
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

/// A set of squares, one bit a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

const NOT_FILE_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_FILE_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(!0);

    /// The set of `squares`.
    #[must_use]
    pub const fn from_squares(squares: &[Square]) -> Bitboard {
        let mut bits = 0u64;
        let mut i = 0;
        while i < squares.len() {
            bits |= 1u64 << squares[i].0;
            i += 1;
        }
        Bitboard(bits)
    }

    #[inline]
    /// Whether `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1u64 << sq.0) != 0
    }

    #[inline]
    /// Whether the set holds no square.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    /// Whether the set holds a square (the opposite of `is_empty`).
    #[must_use]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// How many squares the set holds.
    #[inline]
    #[must_use]
    pub const fn popcount(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    /// The set with `sq` added.
    #[must_use]
    pub fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1u64 << sq.0))
    }

    #[inline]
    /// The set with `sq` removed.
    #[must_use]
    pub fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1u64 << sq.0))
    }

    /// Every square moved one step in `dir`; squares leaving the board drop out.
    #[inline]
    #[must_use]
    pub const fn shift(self, dir: Direction) -> Bitboard {
        let b = self.0;
        Bitboard(match dir {
            Direction::N => b << 8,
            Direction::S => b >> 8,
            Direction::E => (b & NOT_FILE_H) << 1,
            Direction::W => (b & NOT_FILE_A) >> 1,
            Direction::NE => (b & NOT_FILE_H) << 9,
            Direction::NW => (b & NOT_FILE_A) << 7,
            Direction::SE => (b & NOT_FILE_H) >> 7,
            Direction::SW => (b & NOT_FILE_A) >> 9,
        })
    }

    /// The squares of every straight run of three or more squares of `self`
    /// (orthogonal or diagonal): the Troika test of the rules.
    #[inline]
    #[must_use]
    pub fn lines_of_three(self) -> Bitboard {
        if self.popcount() < 3 {
            return Bitboard::EMPTY;
        }
        let mut out = 0u64;
        for dir in Direction::LINES {
            let back = dir.opposite();
            // Squares that start a run of three going in `dir`.
            let starts = self & self.shift(back) & self.shift(back).shift(back);
            if starts.any() {
                out |= starts.0 | starts.shift(dir).0 | starts.shift(dir).shift(dir).0;
            }
        }
        Bitboard(out)
    }

    /// Whether `sq` stands in a straight run of three or more squares of `self`.
    #[inline]
    #[must_use]
    pub fn in_line_of_three(self, sq: Square) -> bool {
        if !self.contains(sq) || self.popcount() < 3 {
            return false;
        }
        for dir in Direction::LINES {
            let mut run = 1;
            for d in [dir, dir.opposite()] {
                let mut cur = sq;
                while let Some(next) = cur.offset(d, 1) {
                    if !self.contains(next) {
                        break;
                    }
                    run += 1;
                    cur = next;
                }
            }
            if run >= 3 {
                return true;
            }
        }
        false
    }

    /// The lowest square (a1 first, rank by rank), if any.
    #[inline]
    #[must_use]
    pub const fn lsb(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }
}

/// The squares of a [`Bitboard`], lowest first (a1, b1, … h8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl std::iter::FusedIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;

    /// The squares, lowest first.
    #[inline]
    fn into_iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

impl Bitboard {
    /// The squares, lowest first (the same as `into_iter`).
    #[inline]
    #[must_use]
    pub fn iter(self) -> BitboardIter {
        self.into_iter()
    }
}

impl FromIterator<Square> for Bitboard {
    /// The set of the squares.
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let squares: Vec<String> = self.iter().map(|s| s.to_string()).collect();
        write!(f, "Bitboard[{}]", squares.join(" "))
    }
}

/// The squares one step from each square (a king's neighbourhood).
pub(crate) const NEIGHBOURS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let b = Bitboard(1u64 << i);
        let mut all = 0u64;
        let mut d = 0;
        while d < 8 {
            all |= b.shift(Direction::ALL[d]).0;
            d += 1;
        }
        table[i] = all;
        i += 1;
    }
    table
};

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
    pub fn hopped(self) -> Option<(Square, Square)> {
        let via = self.via?;
        let mid = |a: Square, b: Square| {
            let (dir, dist) = a.direction_to(b)?;
            if dist == 2 {
                a.offset(dir, 1)
            } else {
                None
            }
        };
        Some((mid(self.from, via)?, mid(via, self.to)?))
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
