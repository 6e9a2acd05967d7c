//! Zobrist keys: one random 64-bit key per piece kind and square, one for the side to
//! move and one per binding square.

use super::Position;
use crate::types::{Color, Square};

impl Position {
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
}

/// The row of [`ZOBRIST`]'s piece keys for a piece of `color`, Crowned or not.
#[inline]
pub(super) const fn piece_kind(color: Color, crowned: bool) -> usize {
    color.index() * 2 + crowned as usize
}

/// The key of a second-turn binding (0 for none).
#[inline]
pub(super) fn binding_key(binding: Option<Square>) -> u64 {
    binding.map_or(0, |b| ZOBRIST.binding[b.index()])
}

pub(super) struct ZobristKeys {
    pub(super) pieces: [[u64; 64]; 4],
    pub(super) black_to_move: u64,
    pub(super) binding: [u64; 64],
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

pub(super) static ZOBRIST: ZobristKeys = {
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
