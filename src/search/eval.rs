//! The static evaluation: how good a quiet position is for the side to move, in the
//! engine's own unit (about a hundred for a first capture).

use crate::position::Position;
use crate::types::{moved_once, moved_twice, Color};

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

/// Squares with at least two and at least three neighbours in a set, from the set
/// moved one step each way (`m`, as [`moved_once`] gives it).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn neighbour_counts(m: &[u64; 8]) -> (u64, u64) {
    // Saturating counters, one neighbour direction after another (spelled out, see
    // `moved_once`).
    let c = (0u64, 0u64, 0u64);
    let c = count_into(
        count_into(count_into(count_into(c, m[0]), m[1]), m[2]),
        m[3],
    );
    let c = count_into(
        count_into(count_into(count_into(c, m[4]), m[5]), m[6]),
        m[7],
    );
    (c.1, c.2)
}

/// [`neighbour_counts`]' step: squares seen at least once, twice and three times, with
/// the squares of `s` seen once more. A function, not a closure: at opt-level "z" (the
/// browser's) only functions can be made to inline.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn count_into((c1, c2, c3): (u64, u64, u64), s: u64) -> (u64, u64, u64) {
    (c1 | s, c2 | (c1 & s), c3 | (c2 & s))
}

/// Lines of three squares holding two pieces of `b` and one `empty` square, and how many
/// of them another piece of `b` (next to the empty square, outside the line) can complete.
/// `one` is `b` moved one step each way ([`moved_once`]).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn pairs(b: u64, one: &[u64; 8], empty: u64) -> (i32, i32) {
    if b.count_ones() < 2 {
        return (0, 0);
    }
    let two = moved_twice(b);
    // The four lines spelled out (straight-line code, see `moved_once`).
    let (a, c, d, e) = (
        open_squares(one, &two, empty, 0),
        open_squares(one, &two, empty, 1),
        open_squares(one, &two, empty, 2),
        open_squares(one, &two, empty, 3),
    );
    // Ends of lines (a square can end two, counted once for each) and middles, spelled
    // out (straight-line code, see `moved_once`).
    let any = ((a.0 | a.1 | a.2) | (c.0 | c.1 | c.2)) | ((d.0 | d.1 | d.2) | (e.0 | e.1 | e.2));
    if any == 0 {
        return (0, 0);
    }
    let lines = (count3(a, !0, !0) + count3(c, !0, !0)) + (count3(d, !0, !0) + count3(e, !0, !0));
    // A line's empty square that another piece of `b` stands next to: two neighbours in
    // `b` for an end (one is the line's), three for a middle (two are).
    let (ge2, ge3) = neighbour_counts(one);
    let threats =
        (count3(a, ge2, ge3) + count3(c, ge2, ge3)) + (count3(d, ge2, ge3) + count3(e, ge2, ge3));
    (lines as i32, threats as i32)
}

/// The squares of [`open_squares`]' ends in `ends` and of its middles in `mids`.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn count3((end1, end2, mid): (u64, u64, u64), ends: u64, mids: u64) -> u32 {
    (end1 & ends).count_ones() + (end2 & ends).count_ones() + (mid & mids).count_ones()
}

/// The empty squares of the lines of direction `i` (0..4, with its opposite `i + 4`)
/// holding two pieces of the set moved once (`one`) and twice (`two`) each way: the ends
/// either way, and the middles.
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn open_squares(one: &[u64; 8], two: &[u64; 8], empty: u64, i: usize) -> (u64, u64, u64) {
    (
        one[i] & two[i] & empty,
        one[i + 4] & two[i + 4] & empty,
        one[i] & one[i + 4] & empty,
    )
}

/// Pieces of `targets` that a jumper stands next to with the square beyond (straight on
/// from the jumper) empty: the first half of a hop over them. `j` and `e` are the
/// jumpers and the empty squares moved one step each way ([`moved_once`]).
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
fn hoppable(targets: u64, j: &[u64; 8], e: &[u64; 8]) -> u64 {
    // A jumper one step one way, an empty square one step the other (spelled out).
    targets
        & (((j[0] & e[4]) | (j[1] & e[5]) | (j[2] & e[6]) | (j[3] & e[7]))
            | ((j[4] & e[0]) | (j[5] & e[1]) | (j[6] & e[2]) | (j[7] & e[3])))
}

/// The number of terms of the evaluation: the weights as a vector (see
/// [`Weights::to_vector`]).
pub const TERMS: usize = 11;

/// What the evaluation counts for one side, before the weights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct SideTerms {
    captures: usize,
    crowned: i32,
    crowned_pairs: i32,
    troika_threats: i32,
    uncrowned_pairs: i32,
    crowning_threats: i32,
    capture_risks: i32,
    uncrown_risks: i32,
    steps: i32,
}

/// The sets both sides' counts read, each moved one step each way ([`moved_once`]) once
/// for the whole evaluation.
struct Shifted {
    empty: u64,
    /// The empty squares, moved.
    empty_once: [u64; 8],
    /// Each colour's Crowned pieces ([`Color::index`]), moved.
    crowned_once: [[u64; 8]; 2],
    /// Each colour's Uncrowned pieces, moved.
    uncrowned_once: [[u64; 8]; 2],
}

impl Shifted {
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn new(pos: &Position) -> Shifted {
        let empty = !pos.occupied().0;
        let (w, b) = (Color::White, Color::Black);
        Shifted {
            empty,
            empty_once: moved_once(empty),
            crowned_once: [moved_once(pos.crowned(w).0), moved_once(pos.crowned(b).0)],
            uncrowned_once: [
                moved_once(pos.uncrowned(w).0),
                moved_once(pos.uncrowned(b).0),
            ],
        }
    }
}

/// The counts of side `c`.
#[inline]
fn side_terms(pos: &Position, c: Color, sh: &Shifted) -> SideTerms {
    let own = pos.pieces(c).0;
    let crowned = pos.crowned(c).0;
    let uncrowned = pos.uncrowned(c).0;
    let (us, them) = (c.index(), c.other().index());
    let empty = sh.empty;
    let (crowned_pairs, troika_threats) = pairs(crowned, &sh.crowned_once[us], empty);
    let (uncrowned_pairs, crowning_threats) = pairs(uncrowned, &sh.uncrowned_once[us], empty);
    // A step: an own piece with an empty square one step away (the empty squares moved
    // back onto it).
    let e = &sh.empty_once;
    let count = |i: usize| (own & e[i]).count_ones();
    let steps = ((count(0) + count(1) + count(2) + count(3))
        + (count(4) + count(5) + count(6) + count(7))) as i32;
    SideTerms {
        captures: pos.captures_by(c).min(2) as usize,
        crowned: crowned.count_ones() as i32,
        crowned_pairs,
        troika_threats,
        uncrowned_pairs,
        crowning_threats,
        capture_risks: hoppable(uncrowned, &sh.crowned_once[them], e).count_ones() as i32,
        uncrown_risks: hoppable(crowned, &sh.uncrowned_once[them], e).count_ones() as i32,
        steps,
    }
}

/// Per-side terms, from `c`'s point of view.
#[inline]
fn side(pos: &Position, c: Color, sh: &Shifted, w: &Weights) -> i32 {
    let t = side_terms(pos, c, sh);
    w.captures[t.captures]
        + w.crowned * t.crowned
        + w.crowned_pair * t.crowned_pairs
        + w.troika_threat * t.troika_threats
        + w.uncrowned_pair * t.uncrowned_pairs
        + w.crowning_threat * t.crowning_threats
        - w.capture_risk * t.capture_risks
        - w.uncrown_risk * t.uncrown_risks
        + w.mobility * t.steps
}

/// The evaluation of `pos` for the side to move.
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let us = pos.turn();
    let sh = Shifted::new(pos);
    side(pos, us, &sh, w) - side(pos, us.other(), &sh, w) + w.tempo
}

/// The evaluation's terms for the side to move, in the order of
/// [`Weights::to_vector`]: `evaluate(pos, w)` is their dot product with the weights.
/// Texel tuning (`search::texel`) fits the weights on them.
pub fn terms(pos: &Position) -> [i32; TERMS] {
    let us = pos.turn();
    let sh = Shifted::new(pos);
    let (a, b) = (side_terms(pos, us, &sh), side_terms(pos, us.other(), &sh));
    let one_hot = |t: &SideTerms, k: usize| i32::from(t.captures == k);
    [
        one_hot(&a, 1) - one_hot(&b, 1),
        one_hot(&a, 2) - one_hot(&b, 2),
        a.crowned - b.crowned,
        a.crowned_pairs - b.crowned_pairs,
        a.troika_threats - b.troika_threats,
        a.uncrowned_pairs - b.uncrowned_pairs,
        a.crowning_threats - b.crowning_threats,
        -(a.capture_risks - b.capture_risks),
        -(a.uncrown_risks - b.uncrown_risks),
        a.steps - b.steps,
        1,
    ]
}

impl Weights {
    /// The weights as a vector in the order of [`terms`] (the value of no capture,
    /// `captures[0]`, is left out: it counts for both sides alike).
    pub fn to_vector(&self) -> [i32; TERMS] {
        [
            self.captures[1],
            self.captures[2],
            self.crowned,
            self.crowned_pair,
            self.troika_threat,
            self.uncrowned_pair,
            self.crowning_threat,
            self.capture_risk,
            self.uncrown_risk,
            self.mobility,
            self.tempo,
        ]
    }

    /// The weights from a vector in the order of [`terms`] (`captures[0]` is 0).
    pub fn from_vector(v: [i32; TERMS]) -> Weights {
        Weights {
            captures: [0, v[0], v[1]],
            crowned: v[2],
            crowned_pair: v[3],
            troika_threat: v[4],
            uncrowned_pair: v[5],
            crowning_threat: v[6],
            capture_risk: v[7],
            uncrown_risk: v[8],
            mobility: v[9],
            tempo: v[10],
        }
    }

    /// The names of the vector's entries, for reports.
    pub const NAMES: [&'static str; TERMS] = [
        "captures[1]",
        "captures[2]",
        "crowned",
        "crowned_pair",
        "troika_threat",
        "uncrowned_pair",
        "crowning_threat",
        "capture_risk",
        "uncrown_risk",
        "mobility",
        "tempo",
    ];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Bitboard, Direction, LINES_OF_THREE, NEIGHBOURS};

    fn sh(b: u64, d: Direction) -> u64 {
        Bitboard(b).shift(d).0
    }

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
            let one = moved_once(b);
            assert_eq!(
                pairs(b, &one, empty),
                pairs_by_lines(b, empty),
                "{b:x} {empty:x}"
            );
        }
    }

    /// A side's terms counted square by square, piece by piece.
    fn side_terms_by_squares(pos: &Position, c: Color) -> SideTerms {
        let empty = !pos.occupied().0;
        let (crowned, uncrowned) = (pos.crowned(c).0, pos.uncrowned(c).0);
        let them = c.other();
        let squares = |b: u64| (0..64).filter(move |s| b >> s & 1 == 1);
        // A piece of `targets` is hoppable when a jumper stands on one side of it and the
        // square straight beyond on the other side is empty.
        let hoppable = |targets: u64, jumpers: u64| {
            squares(targets)
                .filter(|&t| {
                    Direction::ALL.iter().any(|&d| {
                        let near = sh(1u64 << t, d);
                        let beyond = sh(1u64 << t, d.opposite());
                        near & jumpers != 0 && beyond & empty != 0
                    })
                })
                .count() as i32
        };
        let (crowned_pairs, troika_threats) = pairs_by_lines(crowned, empty);
        let (uncrowned_pairs, crowning_threats) = pairs_by_lines(uncrowned, empty);
        SideTerms {
            captures: pos.captures_by(c).min(2) as usize,
            crowned: crowned.count_ones() as i32,
            crowned_pairs,
            troika_threats,
            uncrowned_pairs,
            crowning_threats,
            capture_risks: hoppable(uncrowned, pos.crowned(them).0),
            uncrown_risks: hoppable(crowned, pos.uncrowned(them).0),
            steps: squares(crowned | uncrowned)
                .map(|s| (NEIGHBOURS[s] & empty).count_ones() as i32)
                .sum(),
        }
    }

    #[test]
    fn side_terms_match_the_square_by_square_count() {
        use crate::game::Game;
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut crowned_seen = 0;
        for _ in 0..100 {
            let mut game = Game::new(Position::start());
            while game.outcome().is_none() && game.ply() < 150 {
                let pos = game.position();
                let sh = Shifted::new(pos);
                for c in [Color::White, Color::Black] {
                    assert_eq!(
                        side_terms(pos, c, &sh),
                        side_terms_by_squares(pos, c),
                        "{pos:?}"
                    );
                }
                crowned_seen += pos.crowned(Color::White).popcount();
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let moves = game.legal_moves();
                let mv = moves[(x % moves.len() as u64) as usize];
                game.play(mv).expect("a legal move");
            }
        }
        assert!(crowned_seen > 1000, "{crowned_seen}");
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
    fn the_evaluation_is_the_dot_product_of_its_terms() {
        use crate::game::Game;
        let w = Weights::default();
        assert_eq!(Weights::from_vector(w.to_vector()), w);
        // Other weights too, so that a term counted with the wrong sign or slot shows.
        let odd = Weights::from_vector([3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut checked = 0;
        for _ in 0..200 {
            let mut game = Game::new(Position::start());
            while game.outcome().is_none() && game.ply() < 120 {
                let t = terms(game.position());
                for wt in [&w, &odd] {
                    let dot: i32 = t.iter().zip(wt.to_vector()).map(|(a, b)| a * b).sum();
                    assert_eq!(dot, evaluate(game.position(), wt));
                }
                checked += 1;
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let moves = game.legal_moves();
                let mv = moves[(x % moves.len() as u64) as usize];
                game.play(mv).expect("a legal move");
            }
        }
        assert!(checked > 5000);
    }

    #[test]
    fn the_start_is_balanced_but_for_the_tempo() {
        let w = Weights::default();
        assert_eq!(evaluate(&Position::start(), &w), w.tempo);
    }
}
