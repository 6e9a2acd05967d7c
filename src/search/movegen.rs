//! Move generation for the search: the same legal moves as [`Position::legal_moves`],
//! each with an ordering key found without playing quiet moves (winning moves,
//! captures, uncrownings and crownings are told apart by bit tests, and only candidates
//! are verified), and a noisy-only mode for quiescence. Whether a side can win at once, and
//! with which move, is in `wins`.

mod wins;

pub use wins::{opponent_threatens_win, winning_move, wins_at_once};

use crate::position::Position;
use crate::types::{
    line_through, moved_once, moved_twice, Color, Direction, Move, Square, NEIGHBOURS,
};

/// Ordering keys, most urgent first.
pub const KEY_WIN: i32 = 1 << 30;
/// Ordering key of the transposition table's (TT) move.
pub const KEY_TT: i32 = 1 << 29;
/// Ordering key of a jump that captures.
pub const KEY_CAPTURE: i32 = 1 << 28;
/// Ordering key of a jump that uncrowns.
pub const KEY_UNCROWN: i32 = 1 << 27;
/// Ordering key of a jump that crowns the jumper.
pub const KEY_CROWN: i32 = 1 << 26;
/// Ordering key of a killer move (a quiet move that caused a cutoff at the same ply).
pub const KEY_KILLER: i32 = 1 << 25;

/// The `empty` squares that would complete a straight line of three with two pieces of
/// `b` (in any of the three places of the line).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub fn completions(b: u64, empty: u64) -> u64 {
    LineSquares::new(b, empty).all()
}

/// Whether square `s` of `b` stands in a straight line of three squares of `b` (the
/// Troika test, as [`Bitboard::in_line_of_three`](crate::types::Bitboard::in_line_of_three), by table).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub fn in_line(b: u64, s: usize) -> bool {
    line_through(b, s)
}

/// The index of the square `times` steps from square `s` in direction `d` (index in
/// `Direction::ALL`), or 64 off the board: [`Square::offset`] for the const tables below.
const fn offset_index(s: usize, d: usize, times: i32) -> usize {
    match Square::new(s as u8) {
        Some(from) => match from.offset(Direction::ALL[d], times) {
            Some(to) => to.index(),
            None => 64,
        },
        None => 64,
    }
}

/// For each square and direction: the landing square of a hop that way (64 = off the
/// board). The square hopped over is the one between (`Square::midpoint`).
static LANDINGS: [[u8; 8]; 64] = {
    let mut t = [[64u8; 8]; 64];
    let mut s = 0;
    while s < 64 {
        let mut d = 0;
        while d < 8 {
            t[s][d] = offset_index(s, d, 2) as u8;
            d += 1;
        }
        s += 1;
    }
    t
};

/// For a square and a neighbour of it: the bit `1 << d` of the direction `d` (index in
/// `Direction::ALL`) that leads from the square to the neighbour; 0 for other squares.
static DIRECTION_BIT: [[u8; 64]; 64] = {
    let mut t = [[0u8; 64]; 64];
    let mut s = 0;
    while s < 64 {
        let mut d = 0;
        while d < 8 {
            let n = offset_index(s, d, 1);
            if n < 64 {
                t[s][n] = 1 << d;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// The directions (as bits, see [`DIRECTION_BIT`]) from square `s` towards its
/// neighbours in `b`.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn directions_to(s: usize, b: u64) -> u32 {
    let mut near = NEIGHBOURS[s] & b;
    let mut dirs = 0u32;
    while near != 0 {
        dirs |= u32::from(DIRECTION_BIT[s][near.trailing_zeros() as usize]);
        near &= near - 1;
    }
    dirs
}

/// The squares next to a square of `b` (and those of `b` next to another).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn next_to(b: u64) -> u64 {
    let m = moved_once(b);
    (m[0] | m[1] | m[2] | m[3]) | (m[4] | m[5] | m[6] | m[7])
}

/// Index of the opposite direction in `Direction::ALL`.
static OPPOSITE: [usize; 8] = {
    let mut t = [0usize; 8];
    let mut i = 0;
    while i < 8 {
        let o = Direction::ALL[i].opposite();
        let mut j = 0;
        while j < 8 {
            if Direction::ALL[j] as u8 == o as u8 {
                t[i] = j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

fn sq(i: u8) -> Square {
    // Indices here are always below 64.
    Square::new(i).unwrap_or(Square::A1)
}

/// The double jumps of `side`'s pieces in `movers` (as if it were `side`'s turn) that
/// land on a square of `landings` (`!0`: all of them).
#[inline]
fn jumps(pos: &Position, side: Color, movers: u64, landings: u64, emit: &mut impl FnMut(Move)) {
    let enemy = pos.pieces(side.other()).0;
    let crowned_all = pos.crowned(Color::White).0 | pos.crowned(Color::Black).0;
    let occupied = pos.occupied().0;
    // Crowned jumpers hop Uncrowned pieces, then Uncrowned jumpers Crowned ones.
    let kinds = [
        (movers & crowned_all, enemy & !crowned_all),
        (movers & !crowned_all, enemy & crowned_all),
    ];
    // The second piece hopped stands next to the landing square.
    let next_to_landings = next_to(landings);
    for &(jumpers, hoppable) in &kinds {
        if jumpers == 0 || hoppable.count_ones() < 2 || hoppable & next_to_landings == 0 {
            continue;
        }
        let mut js = jumpers & next_to(hoppable);
        while js != 0 {
            let from = js.trailing_zeros() as usize;
            js &= js - 1;
            // Neither landing can be `from` (the second hop never goes straight back), so
            // the squares empty now are the landings' candidates. Directions are tried in
            // `Direction::ALL`'s order, only those towards a hoppable neighbour.
            let empty = !occupied;
            let mut dirs1 = directions_to(from, hoppable);
            while dirs1 != 0 {
                let d1 = dirs1.trailing_zeros() as usize;
                dirs1 &= dirs1 - 1;
                let land1 = LANDINGS[from][d1];
                if land1 == 64 || empty & (1u64 << land1) == 0 {
                    continue;
                }
                let mut dirs2 = directions_to(land1 as usize, hoppable) & !(1 << OPPOSITE[d1]);
                while dirs2 != 0 {
                    let d2 = dirs2.trailing_zeros() as usize;
                    dirs2 &= dirs2 - 1;
                    let land2 = LANDINGS[land1 as usize][d2];
                    if land2 == 64 || empty & landings & (1u64 << land2) == 0 {
                        continue;
                    }
                    emit(Move::jump(sq(from as u8), sq(land1), sq(land2)));
                }
            }
        }
    }
}

/// The empty squares completing a line of three with two pieces of a set, by the line's
/// direction, for telling at once whether a step completes a line without the piece
/// that steps (which leaves its square).
struct LineSquares {
    /// Completing squares along each of the four lines ([`Direction::LINES`]' order):
    /// ends and middles.
    axis: [u64; 4],
    /// For each line: the completing squares along the three others.
    others: [u64; 4],
    /// For each direction `d_k` (index `k` in [`Direction::ALL`]): the squares `x` with
    /// the two pieces at `x - d_k` and `x - 2 d_k`.
    end: [u64; 8],
}

impl LineSquares {
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn new(b: u64, empty: u64) -> LineSquares {
        if b.count_ones() < 2 {
            return LineSquares {
                axis: [0; 4],
                others: [0; 4],
                end: [0; 8],
            };
        }
        let (one, two) = (moved_once(b), moved_twice(b));
        let end = [
            one[0] & two[0] & empty,
            one[1] & two[1] & empty,
            one[2] & two[2] & empty,
            one[3] & two[3] & empty,
            one[4] & two[4] & empty,
            one[5] & two[5] & empty,
            one[6] & two[6] & empty,
            one[7] & two[7] & empty,
        ];
        // Each line: its two ends and its middle (spelled out, see `moved_once`).
        let axis = [
            end[0] | end[4] | (one[0] & one[4] & empty),
            end[1] | end[5] | (one[1] & one[5] & empty),
            end[2] | end[6] | (one[2] & one[6] & empty),
            end[3] | end[7] | (one[3] & one[7] & empty),
        ];
        let (a01, a23) = (axis[0] | axis[1], axis[2] | axis[3]);
        LineSquares {
            axis,
            others: [axis[1] | a23, axis[0] | a23, a01 | axis[3], a01 | axis[2]],
            end,
        }
    }

    /// Every completing square (as [`completions`]).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn all(&self) -> u64 {
        (self.axis[0] | self.axis[1]) | (self.axis[2] | self.axis[3])
    }

    /// Whether a piece stepping in direction `k` (index in [`Direction::ALL`]) onto `tb`
    /// completes a line there with two other pieces of the set. Of the lines through the
    /// target along the step's own line, two hold the square it leaves; the third runs
    /// on ahead, its two pieces at `to + d` and `to + 2d`. The other lines are whole.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn completed_by_step(&self, k: usize, tb: u64) -> bool {
        (self.others[k % 4] | self.end[(k + 4) % 8]) & tb != 0
    }
}

/// What the side to move's pieces could achieve by stepping, for classifying steps.
struct StepTargets {
    own_crowned: u64,
    /// Empty squares completing two own Crowned pieces in a line.
    troika: u64,
    /// Empty squares completing two own Uncrowned pieces in a line.
    crown: u64,
    troika_lines: LineSquares,
    crown_lines: LineSquares,
}

impl StepTargets {
    fn new(pos: &Position) -> StepTargets {
        let us = pos.turn();
        let empty = !pos.occupied().0;
        let own_crowned = pos.crowned(us).0;
        let troika_lines = LineSquares::new(own_crowned, empty);
        let crown_lines = LineSquares::new(pos.uncrowned(us).0, empty);
        StepTargets {
            own_crowned,
            troika: troika_lines.all(),
            crown: crown_lines.all(),
            troika_lines,
            crown_lines,
        }
    }

    /// The key of a step: a win, a crowning or 0 (quiet).
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn key(&self, from: usize, to: usize) -> i32 {
        let (fb, tb) = (1u64 << from, 1u64 << to);
        let k = DIRECTION_BIT[from][to].trailing_zeros() as usize;
        if self.own_crowned & fb != 0 {
            if self.troika_lines.completed_by_step(k, tb) {
                return KEY_WIN;
            }
            return 0;
        }
        if self.crown_lines.completed_by_step(k, tb) {
            // Crowned on a square completing two Crowned pieces in a line (the mover,
            // Uncrowned, is not one of them): a Crowned Troika.
            if self.troika & tb != 0 {
                return KEY_WIN;
            }
            return KEY_CROWN;
        }
        0
    }
}

/// The key of a legal double jump of `side` (RULES.md sections 5 and 6; 0 for a step),
/// found by bit tests: what playing it would do to the second piece hopped (a Crowned jumper
/// captures it; an Uncrowned one uncrowns it, or captures it when it would stand in a
/// Troika of its own colour Uncrowned), whether the jumper is Crowned on landing, and
/// whether that wins (a third capture, or a Crowned Troika through the landing square:
/// any other would have been there before the move). Every jump captures or uncrowns.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn jump_key(pos: &Position, side: Color, mv: Move) -> i32 {
    let them = side.other();
    let (from, to) = (mv.from().index(), mv.to().index());
    let Some((_, second)) = mv.hopped() else {
        return 0;
    };
    let second = second.index();
    let (fb, tb, sb) = (1u64 << from, 1u64 << to, 1u64 << second);
    let own_crowned = pos.crowned(side).0;
    let wins_by_capture = pos.captures_by(side) >= 2;
    if own_crowned & fb != 0 {
        if wins_by_capture || in_line((own_crowned & !fb) | tb, to) {
            return KEY_WIN;
        }
        return KEY_CAPTURE;
    }
    let captured = in_line(pos.uncrowned(them).0 | sb, second);
    let crowned = in_line((pos.uncrowned(side).0 & !fb) | tb, to);
    if (captured && wins_by_capture) || (crowned && in_line(own_crowned | tb, to)) {
        return KEY_WIN;
    }
    let bonus = i32::from(crowned) * 1000;
    if captured {
        KEY_CAPTURE + bonus
    } else {
        KEY_UNCROWN + bonus
    }
}

/// Every legal move of `pos` (which must not be won) with its key: [`KEY_WIN`],
/// [`KEY_CAPTURE`], [`KEY_UNCROWN`], [`KEY_CROWN`] or 0 for a quiet move. With
/// `noisy_only`, quiet moves are left out. Returns whether `pos` has any legal move at
/// all (also when only quiet ones were left out).
pub fn generate(pos: &Position, noisy_only: bool, out: &mut Vec<(Move, i32)>) -> bool {
    out.clear();
    let movable = pos.movable().0;
    let empty = !pos.occupied().0;
    let targets = StepTargets::new(pos);
    // Only a step to a square completing a line can be noisy.
    let noisy_to = targets.troika | targets.crown;
    let wanted = if noisy_only { noisy_to } else { !0 };
    let mut any_step = false;
    // Noisy only: just the pieces next to a square where a step can be noisy (in the
    // same order as all of them: by square, then by target).
    let mut m = if noisy_only {
        any_step = has_step(pos);
        movable & next_to(noisy_to)
    } else {
        movable
    };
    while m != 0 {
        let from = m.trailing_zeros() as usize;
        m &= m - 1;
        let all_to = NEIGHBOURS[from] & empty;
        any_step |= all_to != 0;
        let mut to_bb = all_to & wanted;
        while to_bb != 0 {
            let to = to_bb.trailing_zeros() as usize;
            to_bb &= to_bb - 1;
            let key = if noisy_to & (1u64 << to) != 0 {
                targets.key(from, to)
            } else {
                0
            };
            if noisy_only && key == 0 {
                continue;
            }
            out.push((Move::step(sq(from as u8), sq(to as u8)), key));
        }
    }
    let mut any_jump = false;
    jumps(pos, pos.turn(), movable, !0, &mut |mv| {
        any_jump = true;
        let key = jump_key(pos, pos.turn(), mv);
        if !noisy_only || key != 0 {
            out.push((mv, key));
        }
    });
    any_step || any_jump
}

/// Whether the side to move has a legal step (then it has a legal move; without one it
/// may still have a jump).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub fn has_step(pos: &Position) -> bool {
    let empty = !pos.occupied().0;
    let mut m = pos.movable().0;
    while m != 0 {
        if NEIGHBOURS[m.trailing_zeros() as usize] & empty != 0 {
            return true;
        }
        m &= m - 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completions_find_all_three_places() {
        let b = |names: &[&str]| {
            names
                .iter()
                .fold(0u64, |acc, n| acc | n.parse::<Square>().unwrap().bb().0)
        };
        let got = completions(b(&["c4", "d4"]), !0);
        let expected = b(&["b4", "e4", "b3", "b5", "e3", "e5", "c3", "c5", "d3", "d5"]);
        // Only b4 and e4 complete a line with both; the others pair with one only.
        assert_eq!(got & expected, b(&["b4", "e4"]));
        assert_eq!(completions(b(&["c4", "e4"]), !0), b(&["d4"]));
        assert_eq!(completions(b(&["a1", "c3"]), !0), b(&["b2"]));
    }
}
