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
                h ^= piece_key(color, self.crowned.contains(sq), sq);
            }
        }
        if self.turn == Color::Black {
            h ^= black_to_move_key();
        }
        h ^ binding_key(self.binding)
    }
}

/// The key of a piece of `color`, Crowned or not, on `sq`.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub(super) fn piece_key(color: Color, crowned: bool, sq: Square) -> u64 {
    key((color.index() * 2 + crowned as usize) * 64 + sq.index())
}

/// The key of Black to move.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub(super) fn black_to_move_key() -> u64 {
    key(BLACK_TO_MOVE)
}

/// The key of a second-turn binding (0 for none).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub(super) fn binding_key(binding: Option<Square>) -> u64 {
    binding.map_or(0, |b| key(BINDINGS + b.index()))
}

/// The keys, numbered: a piece's is `kind * 64 + square` (kind: White Uncrowned, White
/// Crowned, Black Uncrowned, Black Crowned), then Black to move, then a binding's by square.
const BLACK_TO_MOVE: usize = 4 * 64;
const BINDINGS: usize = BLACK_TO_MOVE + 1;
const KEYS: usize = BINDINGS + 64;

/// The seed of the keys' sequence, and splitmix64's increment.
const SEED: u64 = 0x3c_c0_ff_ee;
const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// Key number `i`: splitmix64's output number `i + 1` from [`SEED`]. Its state only
/// advances by [`GOLDEN`], so any output is found on its own.
const fn nth_key(i: usize) -> u64 {
    let mut z = SEED.wrapping_add((i as u64 + 1).wrapping_mul(GOLDEN));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Natively the keys are a table (a load is the fastest). In the browser's wasm they are
/// computed when wanted (a few multiplications): the table's 2.5 KB of random bytes
/// would not compress, and every byte of the page's wasm is downloaded on its first load.
/// The keys are the same either way.
#[cfg(not(target_arch = "wasm32"))]
static TABLE: [u64; KEYS] = {
    let mut t = [0u64; KEYS];
    let mut i = 0;
    while i < KEYS {
        t[i] = nth_key(i);
        i += 1;
    }
    t
};

#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn key(i: usize) -> u64 {
    TABLE[i]
}

#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn key(i: usize) -> u64 {
    debug_assert!(i < KEYS);
    nth_key(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are splitmix64's outputs in order from the seed, as they always were:
    /// stored keys (the transposition table's, the repetition history) stay valid.
    #[test]
    fn the_keys_are_the_splitmix_sequence() {
        let mut state = SEED;
        for i in 0..KEYS {
            state = state.wrapping_add(GOLDEN);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            assert_eq!(key(i), z ^ (z >> 31), "key {i}");
            assert_eq!(nth_key(i), key(i));
        }
    }
}
