//! The move list: a fixed-capacity array-vector that costs nothing to create and never
//! drops a move silently.

use std::fmt;
use std::mem::MaybeUninit;

use super::PIECES_PER_SIDE;
use crate::types::Move;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Square;

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
