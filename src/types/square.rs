//! Squares of the board and their names (RULES.md sections 1 and 7).

use std::fmt;
use std::str::FromStr;

use super::Direction;

/// A square of the 8×8 board, `a1` = 0 … `h1` = 7 … `h8` = 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub(super) u8);

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
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if on the board.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub const fn from_coords(file: i32, rank: i32) -> Option<Square> {
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// The index 0–63 (`a1` = 0, `h1` = 7, `h8` = 63).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0 (a) to 7 (h).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub const fn file(self) -> i32 {
        (self.0 & 7) as i32
    }

    /// Rank 0 (rank 1) to 7 (rank 8).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub const fn rank(self) -> i32 {
        (self.0 >> 3) as i32
    }

    /// The square one step away in `dir`, if on the board.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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

    /// The square between `self` and `other` when they are two apart in a straight line
    /// (the square a hop passes over), by table.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn midpoint(self, other: Square) -> Option<Square> {
        match MIDPOINT[self.index()][other.index()] {
            64 => None,
            m => Some(Square(m)),
        }
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

/// For two squares two apart in a straight line, the square between them (64 for other
/// pairs).
static MIDPOINT: [[u8; 64]; 64] = {
    let mut t = [[64u8; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (from, dir) = (Square(a as u8), Direction::ALL[d]);
            if let (Some(mid), Some(landing)) = (from.offset(dir, 1), from.offset(dir, 2)) {
                t[a][landing.index()] = mid.0;
            }
            d += 1;
        }
        a += 1;
    }
    t
};
