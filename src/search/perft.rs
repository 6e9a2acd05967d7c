//! Perft that a stop flag can interrupt: the engine runs it on a worker thread, and `stop`
//! or `quit` must end it however deep it was asked to go.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::position::Position;

/// Counts the legal move sequences of length `depth` from `pos` (RULES.md section 11),
/// or `None` when `stop` was set before the count finished. The flag is read at every
/// node two or more plies from the leaves, so a stop is seen within microseconds.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use three_crowns::{search::perft, Position};
/// let running = AtomicBool::new(false);
/// assert_eq!(perft(&Position::start(), 3, &running), Some(5634));
/// let stopped = AtomicBool::new(true);
/// assert_eq!(perft(&Position::start(), 3, &stopped), None);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    match depth {
        0 => Some(1),
        1 => Some(pos.count_moves()),
        _ => {
            let mut total = 0u64;
            for &mv in pos.legal_moves().iter() {
                total += perft(&pos.play_unchecked(mv), depth - 1, stop)?;
            }
            Some(total)
        }
    }
}
