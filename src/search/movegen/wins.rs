//! Winning at once: whether a side has a move that wins on the spot (a third capture or a
//! Crowned Troika), and which, found with bit tests and by playing only candidate jumps.

use super::{completions, in_line, jump_key, jumps, sq, KEY_WIN};
use crate::position::Position;
use crate::types::{Color, Move, NEIGHBOURS};

/// Whether the side not to move could win with its next move if it were its turn (a
/// third capture or a Crowned Troika): such a position is not quiet for the side to move.
/// On its turn every piece may move (the second-turn rule never matters this late).
#[inline]
pub fn opponent_threatens_win(pos: &Position) -> bool {
    wins_at_once_as(pos, pos.turn().other(), None)
}

/// Whether the side to move has a move that wins at once (RULES.md section 6: a third
/// capture or a Crowned Troika), found with bit tests and by playing only candidate
/// jumps: the same answer as trying every legal move, much faster. `pos` must not be won.
#[inline]
pub fn wins_at_once(pos: &Position) -> bool {
    winning_move(pos).is_some()
}

/// A move of the side to move that wins at once (RULES.md section 6: a third capture or
/// a Crowned Troika), if it has one: a step onto a Troika square first (by the target
/// square, then the piece's square), else a jump in [`generate`](super::generate)'s order. Found as
/// [`wins_at_once`] is. `pos` must not be won.
#[inline]
pub fn winning_move(pos: &Position) -> Option<Move> {
    winning_move_as(pos, pos.turn(), Some(pos.movable().0))
}

/// Whether `side` could win with one move of a piece of `movers` (all its pieces when
/// `None`), as if it were its turn.
#[inline]
fn wins_at_once_as(pos: &Position, side: Color, movers: Option<u64>) -> bool {
    winning_move_as(pos, side, movers).is_some()
}

/// A move by which `side` could win with a piece of `movers` (all its pieces when
/// `None`), as if it were its turn: [`winning_move`]'s order.
fn winning_move_as(pos: &Position, side: Color, movers: Option<u64>) -> Option<Move> {
    let other = side.other();
    let empty = !pos.occupied().0;
    let own_crowned = pos.crowned(side).0;
    let troika = completions(own_crowned, empty);
    let capture_possible = pos.captures_by(side) >= 2
        && ((own_crowned != 0 && pos.uncrowned(other).popcount() >= 2)
            || (pos.uncrowned(side).any() && pos.crowned(other).popcount() >= 2));
    if troika == 0 && !capture_possible {
        return None;
    }
    let movers = movers.unwrap_or(pos.pieces(side).0);
    if troika != 0 {
        // A step onto a Troika square by a Crowned piece, or by an Uncrowned one that is
        // Crowned there (it completes a line of three Uncrowned too).
        let own_uncrowned = pos.uncrowned(side).0;
        let mut t = troika;
        while t != 0 {
            let to = t.trailing_zeros() as usize;
            t &= t - 1;
            let tb = 1u64 << to;
            let mut from_bb = NEIGHBOURS[to] & movers;
            while from_bb != 0 {
                let from = from_bb.trailing_zeros() as usize;
                from_bb &= from_bb - 1;
                let fb = 1u64 << from;
                // `to` completes two Crowned pieces in a line (it is in `troika`): a piece
                // Crowned there wins, unless it was one of the two. A Crowned piece
                // completes a line with two others of its kind; an Uncrowned one is
                // Crowned there when it completes a line with two other Uncrowned pieces.
                let kind = if own_crowned & fb != 0 {
                    own_crowned
                } else {
                    own_uncrowned
                };
                if in_line((kind & !fb) | tb, to) {
                    return Some(Move::step(sq(from as u8), sq(to as u8)));
                }
            }
        }
    }
    // Without a third capture, only a jump that lands on a Troika square can win.
    let landings = if capture_possible { !0 } else { troika };
    let mut threat = None;
    jumps(pos, side, movers, landings, &mut |mv| {
        if threat.is_none() && jump_key(pos, side, mv) == KEY_WIN {
            threat = Some(mv);
        }
    });
    threat
}
