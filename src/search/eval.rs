//! The static evaluation: how good a quiet position is for the side to move, in the
//! engine's own unit (about a hundred for a first capture).

use crate::position::Position;
use crate::types::{Bitboard, Color, Direction};

/// Every weight of the evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Value of having captured 0, 1 or 2 enemy pieces (3 wins). Non-linear: with two
    /// captures a side is one capture from winning.
    pub captures: [i32; 3],
    /// Each Crowned piece.
    pub crowned: i32,
    /// A line of three squares holding two own Crowned pieces and an empty square.
    pub crowned_pair: i32,
    /// …whose empty square another own Crowned piece can step to: a Crowned Troika
    /// threatened for the next move.
    pub troika_threat: i32,
    /// A line of three squares holding two own Uncrowned pieces and an empty square.
    pub uncrowned_pair: i32,
    /// …whose empty square another own Uncrowned piece can step to (it would be Crowned).
    pub crowning_threat: i32,
    /// An own Uncrowned piece that an enemy Crowned piece can hop (the hop of a capture).
    pub capture_risk: i32,
    /// An own Crowned piece that an enemy Uncrowned piece can hop (the hop of an uncrowning).
    pub uncrown_risk: i32,
    /// Each step a side's pieces could make.
    pub mobility: i32,
    /// Being the side to move.
    pub tempo: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            captures: [0, 140, 420],
            crowned: 90,
            crowned_pair: 45,
            troika_threat: 90,
            uncrowned_pair: 6,
            crowning_threat: 14,
            capture_risk: 4,
            uncrown_risk: 2,
            mobility: 4,
            tempo: 12,
        }
    }
}

#[inline]
fn sh(b: u64, d: Direction) -> u64 {
    Bitboard(b).shift(d).0
}

/// Squares with at least two and at least three neighbours in `b`.
#[inline]
fn neighbour_counts(b: u64) -> (u64, u64) {
    let (mut c1, mut c2, mut c3) = (0u64, 0u64, 0u64);
    for d in Direction::ALL {
        let s = sh(b, d);
        c3 |= c2 & s;
        c2 |= c1 & s;
        c1 |= s;
    }
    (c2, c3)
}

/// Lines of three squares holding two pieces of `b` and one `empty` square, and how many
/// of them another piece of `b` (next to the empty square, outside the line) can complete.
#[inline]
fn pairs(b: u64, empty: u64) -> (i32, i32) {
    if b.count_ones() < 2 {
        return (0, 0);
    }
    let (ge2, ge3) = neighbour_counts(b);
    let (mut lines, mut threats) = (0, 0);
    for d in Direction::LINES {
        let o = d.opposite();
        let a1 = sh(b, d);
        let b1 = sh(b, o);
        // The empty square at an end of the line: one of its neighbours is in the line.
        for end in [a1 & sh(a1, d) & empty, b1 & sh(b1, o) & empty] {
            lines += end.count_ones() as i32;
            threats += (end & ge2).count_ones() as i32;
        }
        // The empty square in the middle: two of its neighbours are in the line.
        let mid = a1 & b1 & empty;
        lines += mid.count_ones() as i32;
        threats += (mid & ge3).count_ones() as i32;
    }
    (lines, threats)
}

/// Pieces of `targets` that a piece of `jumpers` stands next to with the square beyond
/// (straight on from the jumper) empty: the first half of a hop over them.
#[inline]
fn hoppable(targets: u64, jumpers: u64, empty: u64) -> u64 {
    let mut out = 0u64;
    if targets == 0 || jumpers == 0 {
        return 0;
    }
    for d in Direction::ALL {
        out |= targets & sh(jumpers, d) & sh(empty, d.opposite());
    }
    out
}

/// Per-side terms, from `c`'s point of view.
fn side(pos: &Position, c: Color, w: &Weights) -> i32 {
    let own = pos.pieces(c).0;
    let crowned = pos.crowned(c).0;
    let uncrowned = pos.uncrowned(c).0;
    let them = c.other();
    let empty = !pos.occupied().0;
    let mut s = w.captures[pos.captures_by(c).min(2) as usize];
    s += w.crowned * crowned.count_ones() as i32;
    let (lines, threats) = pairs(crowned, empty);
    s += w.crowned_pair * lines + w.troika_threat * threats;
    let (lines, threats) = pairs(uncrowned, empty);
    s += w.uncrowned_pair * lines + w.crowning_threat * threats;
    s -= w.capture_risk * hoppable(uncrowned, pos.crowned(them).0, empty).count_ones() as i32;
    s -= w.uncrown_risk * hoppable(crowned, pos.uncrowned(them).0, empty).count_ones() as i32;
    let mut steps = 0;
    for d in Direction::ALL {
        steps += (sh(own, d) & empty).count_ones() as i32;
    }
    s + w.mobility * steps
}

/// The evaluation of `pos` for the side to move.
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let us = pos.turn();
    side(pos, us, w) - side(pos, us.other(), w) + w.tempo
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{LINES_OF_THREE, NEIGHBOURS};

    /// The line terms counted the slow way, line by line.
    fn pairs_by_lines(b: u64, empty: u64) -> (i32, i32) {
        let (mut lines, mut threats) = (0, 0);
        for &t in LINES_OF_THREE.iter() {
            let free = t & empty;
            if free.count_ones() == 1 && (t & b).count_ones() == 2 {
                lines += 1;
                if NEIGHBOURS[free.trailing_zeros() as usize] & b & !t != 0 {
                    threats += 1;
                }
            }
        }
        (lines, threats)
    }

    #[test]
    fn line_terms_match_the_line_by_line_count() {
        let mut x = 0x1234_5678_9abc_def1u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let b = x & (x >> 3) & 0x7e7e_7e7e_7e7e_7e7e | (x & 0x8100_0000_0000_0081);
            let mut y = x.rotate_left(17);
            y &= y >> 5;
            let empty = !b & !y;
            assert_eq!(pairs(b, empty), pairs_by_lines(b, empty), "{b:x} {empty:x}");
        }
    }

    #[test]
    fn there_are_168_lines_of_three() {
        assert!(LINES_OF_THREE.iter().all(|t| t.count_ones() == 3));
        let mut v = LINES_OF_THREE.to_vec();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), 168);
    }

    #[test]
    fn the_start_is_balanced_but_for_the_tempo() {
        let w = Weights::default();
        assert_eq!(evaluate(&Position::start(), &w), w.tempo);
    }
}
