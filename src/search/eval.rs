//! The static evaluation: how good a quiet position is for the side to move, in the
//! engine's own unit (about a hundred for a first capture).

use crate::position::Position;
use crate::types::{Bitboard, Color, Direction, NEIGHBOURS};

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
            crowned: 45,
            crowned_pair: 25,
            troika_threat: 90,
            uncrowned_pair: 6,
            crowning_threat: 14,
            capture_risk: 22,
            uncrown_risk: 16,
            mobility: 2,
            tempo: 12,
        }
    }
}

/// Every straight line of three squares on the board (168), as masks.
pub(crate) static TRIPLES: [u64; 168] = {
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

/// The squares next to any square of `bb`.
#[inline]
fn neighbours(bb: u64) -> u64 {
    let mut out = 0u64;
    let mut b = bb;
    while b != 0 {
        out |= NEIGHBOURS[b.trailing_zeros() as usize];
        b &= b - 1;
    }
    out
}

/// Pieces of `targets` that a piece of `jumpers` stands next to with the square beyond
/// (straight on from the jumper) empty: the first half of a hop over them.
#[inline]
fn hoppable(targets: Bitboard, jumpers: Bitboard, empty: Bitboard) -> Bitboard {
    let mut out = 0u64;
    if targets.is_empty() || jumpers.is_empty() {
        return Bitboard::EMPTY;
    }
    for d in Direction::ALL {
        out |= (targets & jumpers.shift(d) & empty.shift(d.opposite())).0;
    }
    Bitboard(out)
}

/// Per-side terms, from `c`'s point of view.
fn side(pos: &Position, c: Color, w: &Weights) -> i32 {
    let own = pos.pieces(c);
    let crowned = pos.crowned(c);
    let uncrowned = pos.uncrowned(c);
    let them = c.other();
    let empty = !pos.occupied();
    let mut s = w.captures[pos.captures_by(c).min(2) as usize];
    s += w.crowned * crowned.count() as i32;
    for &t in TRIPLES.iter() {
        let free = t & empty.0;
        if free.count_ones() != 1 {
            continue;
        }
        if (t & crowned.0).count_ones() == 2 {
            s += w.crowned_pair;
            if neighbours(free) & crowned.0 & !t != 0 {
                s += w.troika_threat;
            }
        } else if (t & uncrowned.0).count_ones() == 2 {
            s += w.uncrowned_pair;
            if neighbours(free) & uncrowned.0 & !t != 0 {
                s += w.crowning_threat;
            }
        }
    }
    s -= w.capture_risk * hoppable(uncrowned, pos.crowned(them), empty).count() as i32;
    s -= w.uncrown_risk * hoppable(crowned, pos.uncrowned(them), empty).count() as i32;
    let mut steps = 0;
    for sq in own {
        steps += (NEIGHBOURS[sq.index()] & empty.0).count_ones() as i32;
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

    #[test]
    fn there_are_168_lines_of_three() {
        assert!(TRIPLES.iter().all(|t| t.count_ones() == 3));
        let mut v = TRIPLES.to_vec();
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
