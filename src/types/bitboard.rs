//! Bitboards: sets of squares, one bit a square.

use std::fmt;

use super::{Direction, Square};

/// A set of squares, one bit a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

// A square's own set is written here, with the sets: a bitboard knows squares, a square
// knows no bitboard (no import cycle between the two files).
impl Square {
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// The set holding this square alone.
    #[must_use]
    pub const fn bb(self) -> Bitboard {
        Bitboard(1u64 << self.0)
    }
}

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

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// Whether `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1u64 << sq.0) != 0
    }

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// Whether the set holds no square.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// Whether the set holds a square (the opposite of `is_empty`).
    #[must_use]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// How many squares the set holds.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub const fn popcount(self) -> u32 {
        self.0.count_ones()
    }

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// The set with `sq` added.
    #[must_use]
    pub fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1u64 << sq.0))
    }

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    /// The set with `sq` removed.
    #[must_use]
    pub fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1u64 << sq.0))
    }

    /// Every square moved one step in `dir`; squares leaving the board drop out.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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

    /// Whether `self` holds a straight run of three squares (orthogonal or diagonal):
    /// whether [`Bitboard::lines_of_three`] is not empty, without finding its squares.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn has_line_of_three(self) -> bool {
        let b = self.0;
        if b.count_ones() < 3 {
            return false;
        }
        let (one, two) = (moved_once(b), moved_twice(b));
        (b & one[0] & two[0])
            | (b & one[1] & two[1])
            | (b & one[2] & two[2])
            | (b & one[3] & two[3])
            != 0
    }

    /// Whether `sq` stands in a straight run of three or more squares of `self` (RULES.md
    /// section 4's Troika test for one square): whether one of the lines of three through
    /// `sq` lies wholly in `self`.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn in_line_of_three(self, sq: Square) -> bool {
        self.contains(sq) && line_through(self.0, sq.index())
    }

    /// The lowest square (a1 first, rank by rank), if any.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }

    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn into_iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

impl Bitboard {
    /// The squares, lowest first (the same as `into_iter`).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
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

/// Files A–B and G–H cleared: what may move two files right or left.
const NOT_FILES_AB: u64 = 0xfcfc_fcfc_fcfc_fcfc;
const NOT_FILES_GH: u64 = 0x3f3f_3f3f_3f3f_3f3f;

/// The squares of `b` moved one step each way, in [`Direction::ALL`]'s order (N, NE, E,
/// SE, S, SW, W, NW: index `i + 4` is the opposite of `i`), as [`Bitboard::shift`] would.
/// Spelled out direction by direction, so that it is straight-line code at every
/// optimisation level (a loop over directions calling `shift` is not unrolled when the
/// browser build optimises for size, and then branches on the direction at every step).
#[inline(always)]
pub(crate) const fn moved_once(b: u64) -> [u64; 8] {
    [
        b << 8,
        (b & NOT_FILE_H) << 9,
        (b & NOT_FILE_H) << 1,
        (b & NOT_FILE_H) >> 7,
        b >> 8,
        (b & NOT_FILE_A) >> 9,
        (b & NOT_FILE_A) >> 1,
        (b & NOT_FILE_A) << 7,
    ]
}

/// The squares of `b` moved two steps each way, in the order of [`moved_once`].
#[inline(always)]
pub(crate) const fn moved_twice(b: u64) -> [u64; 8] {
    [
        b << 16,
        (b & NOT_FILES_GH) << 18,
        (b & NOT_FILES_GH) << 2,
        (b & NOT_FILES_GH) >> 14,
        b >> 16,
        (b & NOT_FILES_AB) >> 18,
        (b & NOT_FILES_AB) >> 2,
        (b & NOT_FILES_AB) << 14,
    ]
}

/// Every straight line of three squares on the board (168: 48 along ranks, 48 along
/// files, 36 on each diagonal), as masks: the squares a Troika can stand on (RULES.md
/// section 4). One table for the search's move ordering and its evaluation's tests.
pub(crate) const LINES_OF_THREE: [u64; 168] = {
    let mut out = [0u64; 168];
    let dirs: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut n = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut r = 0;
        while r < 8 {
            let mut f = 0;
            while f < 8 {
                let (f2, r2) = (f + 2 * df, r + 2 * dr);
                if f2 >= 0 && f2 < 8 && r2 >= 0 && r2 < 8 {
                    out[n] = (1u64 << (r * 8 + f))
                        | (1u64 << ((r + dr) * 8 + f + df))
                        | (1u64 << (r2 * 8 + f2));
                    n += 1;
                }
                f += 1;
            }
            r += 1;
        }
        d += 1;
    }
    out
};

/// For each square, the lines of three squares through it: three along each of the four
/// lines where the board allows, the slots left over filled with copies of the first
/// (every square has at least three lines), so all twelve can be tested without a count.
static LINES_THROUGH: [[u64; 12]; 64] = {
    let mut t = [[0u64; 12]; 64];
    let mut count = [0usize; 64];
    let mut n = 0;
    while n < LINES_OF_THREE.len() {
        let mask = LINES_OF_THREE[n];
        let mut rest = mask;
        while rest != 0 {
            let s = rest.trailing_zeros() as usize;
            t[s][count[s]] = mask;
            count[s] += 1;
            rest &= rest - 1;
        }
        n += 1;
    }
    let mut s = 0;
    while s < 64 {
        let mut k = count[s];
        while k < 12 {
            t[s][k] = t[s][0];
            k += 1;
        }
        s += 1;
    }
    t
};

/// Whether the squares of `b`, with square index `s` (0..64) among them or not, hold a
/// whole line of three squares through `s`: the table form of the Troika test, shared by
/// the rules core and the search. Branch-free over the twelve slots.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub(crate) fn line_through(b: u64, s: usize) -> bool {
    let missing = !b;
    let t = &LINES_THROUGH[s];
    let full = |i: usize| t[i] & missing == 0;
    // Spelled out, not a loop: straight-line code at every optimisation level.
    (full(0) | full(1) | full(2) | full(3))
        | (full(4) | full(5) | full(6) | full(7))
        | (full(8) | full(9) | full(10) | full(11))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moved_sets_are_the_shifts_and_the_line_test_agrees() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        let mut lines = 0;
        for round in 0..5000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Sparse boards too, where lines are rare.
            let b = if round % 2 == 0 {
                x
            } else {
                x & x.rotate_left(23) & x.rotate_left(41)
            };
            let (one, two) = (moved_once(b), moved_twice(b));
            for (i, d) in Direction::ALL.into_iter().enumerate() {
                assert_eq!(one[i], Bitboard(b).shift(d).0, "{b:x} {d:?}");
                assert_eq!(two[i], Bitboard(b).shift(d).shift(d).0, "{b:x} {d:?}");
            }
            let any = Bitboard(b).lines_of_three().any();
            assert_eq!(Bitboard(b).has_line_of_three(), any, "{b:x}");
            lines += usize::from(any);
        }
        assert!(lines > 100 && lines < 4900, "{lines}");
    }
}
