//! The threat overlay: for a position, the pieces of each side that the opponent could hop
//! on its next move (and what that hop would do to them), and the empty squares where a
//! step would complete a Troika or a Crowned Troika (RULES.md sections 4–6).
//!
//! Everything is read off the rules core's own legal moves and their effects
//! ([`Position::play_with_effects`]), so the overlay can never disagree with the rules:
//! for the side to move, its moves now; for the other side, its moves as if it were to
//! move (the turn passed, no second-turn binding). Only the **second** piece a double jump
//! hops is affected (RULES.md section 5): the first is marked as hopped only.

use crate::position::{Position, WinReason};
use crate::types::{Color, Move, Square};

/// What the opponent's hop would do to a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HopEffect {
    /// Hopped first in a double jump: untouched.
    Hopped,
    /// Hopped second by an Uncrowned jumper: loses its crown.
    Uncrowns,
    /// Hopped second: removed (by a Crowned jumper, or uncrowned into a Troika of its own).
    Captures,
}

/// A piece the opponent could hop next move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hop {
    /// The threatened piece's square.
    pub square: Square,
    /// The threatened piece's side.
    pub side: Color,
    /// The worst a hop does to it.
    pub effect: HopEffect,
    /// A jump that does it.
    pub by: Move,
}

/// What a step onto an empty square completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Completion {
    /// A Troika: the piece that steps there is Crowned.
    Troika,
    /// A Crowned Troika: the side that steps there wins.
    CrownedTroika,
}

/// An empty square where a step completes a Troika or a Crowned Troika.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    /// The empty square.
    pub square: Square,
    /// The side whose step completes it.
    pub side: Color,
    /// The best it completes.
    pub kind: Completion,
    /// A step that does it.
    pub by: Move,
}

/// The threat overlay of a position: hops and completion squares, each list sorted by
/// side (White first), then square.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// Pieces the opponent could hop next move.
    pub hops: Vec<Hop>,
    /// Empty squares where a step completes a Troika or a Crowned Troika.
    pub spots: Vec<Spot>,
}

impl Threats {
    /// Whether there is nothing to mark.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.hops.is_empty() && self.spots.is_empty()
    }
}

/// `pos` with `side` to move: as it is, or with the turn passed (no binding).
fn with_mover(pos: &Position, side: Color) -> Position {
    if pos.turn() == side {
        *pos
    } else {
        pos.passed()
    }
}

/// Keeps, per square and side, the entry with the greatest rank.
fn keep_best<T: Copy>(
    list: &mut Vec<T>,
    new: T,
    same: impl Fn(&T) -> bool,
    rank: impl Fn(&T) -> u8,
) {
    match list.iter_mut().find(|t| same(t)) {
        Some(old) if rank(old) < rank(&new) => *old = new,
        Some(_) => {}
        None => list.push(new),
    }
}

/// The threat overlay of `pos` (see the module documentation). A finished position has
/// none.
#[must_use]
pub fn threats(pos: &Position) -> Threats {
    let mut out = Threats::default();
    if pos.is_won() {
        return out;
    }
    for mover in Color::ALL {
        let p = with_mover(pos, mover);
        let victim = mover.other();
        for &mv in p.legal_moves().iter() {
            let (after, fx) = p.play_with_effects(mv);
            if let Some((first, second)) = mv.hopped() {
                let effect = if fx.captured == Some(second) {
                    HopEffect::Captures
                } else {
                    HopEffect::Uncrowns
                };
                for (square, effect) in [(first, HopEffect::Hopped), (second, effect)] {
                    let hop = Hop {
                        square,
                        side: victim,
                        effect,
                        by: mv,
                    };
                    keep_best(
                        &mut out.hops,
                        hop,
                        |h| h.square == square,
                        |h| h.effect as u8,
                    );
                }
            } else {
                let kind = if after.won_by(mover) == Some(WinReason::CrownedTroika) {
                    Completion::CrownedTroika
                } else if fx.crowned {
                    Completion::Troika
                } else {
                    continue;
                };
                let spot = Spot {
                    square: mv.to(),
                    side: mover,
                    kind,
                    by: mv,
                };
                keep_best(
                    &mut out.spots,
                    spot,
                    |s| s.square == mv.to() && s.side == mover,
                    |s| s.kind as u8,
                );
            }
        }
    }
    crate::sort::sort_by_key(&mut out.hops, |h| (h.side.index(), h.square.index()));
    crate::sort::sort_by_key(&mut out.spots, |s| (s.side.index(), s.square.index()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;
    use crate::ui::testing::{mv, sq};

    fn hop_at(t: &Threats, s: &str) -> Option<Hop> {
        t.hops.iter().copied().find(|h| h.square == sq(s))
    }

    fn spot_at(t: &Threats, s: &str, side: Color) -> Option<Spot> {
        t.spots
            .iter()
            .copied()
            .find(|x| x.square == sq(s) && x.side == side)
    }

    #[test]
    fn the_start_has_no_threats() {
        assert!(threats(&Position::start()).is_empty());
    }

    #[test]
    fn an_uncrowned_jumper_uncrowns_the_second_crowned_piece_only() {
        // The rules page's diagram: Uncrowned c3 hops Crowned d4 and f5 (c3xe5xg5).
        let p = parse_tcn("bbbbbbbb/8/8/5B2/3B4/2w5/8/w1wwwwww w - 5").unwrap();
        let t = threats(&p);
        let f5 = hop_at(&t, "f5").unwrap();
        assert_eq!(f5.side, Color::Black);
        assert_eq!(f5.effect, HopEffect::Uncrowns);
        assert_eq!(f5.by, mv("c3xe5xg5"));
        // d4 is hopped first by that jump: untouched.
        let d4 = hop_at(&t, "d4").unwrap();
        assert_eq!(d4.effect, HopEffect::Hopped);
    }

    #[test]
    fn uncrowned_into_a_troika_of_its_own_is_captured() {
        // The same jump, but f5, Uncrowned, would stand in a Troika with g6 and h7.
        let p = parse_tcn("bbbbbb2/7b/6b1/5B2/3B4/2w5/8/w1wwwwww w - 5").unwrap();
        let t = threats(&p);
        assert_eq!(hop_at(&t, "f5").unwrap().effect, HopEffect::Captures);
        assert_eq!(hop_at(&t, "d4").unwrap().effect, HopEffect::Hopped);
    }

    #[test]
    fn a_crowned_jumper_captures_the_second_uncrowned_piece() {
        let p = parse_tcn("bbbbbbbb/8/8/5b2/3b4/2W5/8/w1wwwwww w - 5").unwrap();
        let t = threats(&p);
        let f5 = hop_at(&t, "f5").unwrap();
        assert_eq!((f5.side, f5.effect), (Color::Black, HopEffect::Captures));
        assert_eq!(hop_at(&t, "d4").unwrap().effect, HopEffect::Hopped);
    }

    #[test]
    fn the_side_not_to_move_threatens_too() {
        // Black to move; White's Crowned c3 could hop d4 then f5 on White's next move.
        let p = parse_tcn("bbbbbbbb/8/8/5b2/3b4/2W5/8/w1wwwwww b - 5").unwrap();
        let t = threats(&p);
        assert_eq!(hop_at(&t, "f5").unwrap().effect, HopEffect::Captures);
        assert_eq!(hop_at(&t, "f5").unwrap().side, Color::Black);
    }

    #[test]
    fn a_piece_hopped_first_by_one_jump_and_second_by_another_shows_the_worst() {
        // Crowned c3 hops d4 then f5 (c3xe5xg5): d4 untouched, f5 captured.
        let t = threats(&parse_tcn("bbbbbbb1/8/8/5b2/3b4/2W5/8/w1wwwwww w - 5").unwrap());
        assert_eq!(hop_at(&t, "d4").unwrap().effect, HopEffect::Hopped);
        assert_eq!(hop_at(&t, "f5").unwrap().effect, HopEffect::Captures);
        // A Crowned g6 adds g6xe4xc4, which hops f5 first and d4 second: now both can be
        // captured.
        let t = threats(&parse_tcn("bbbbbbb1/8/6W1/5b2/3b4/2W5/8/w1wwwwww w - 5").unwrap());
        let d4 = hop_at(&t, "d4").unwrap();
        assert_eq!((d4.effect, d4.by), (HopEffect::Captures, mv("g6xe4xc4")));
        assert_eq!(hop_at(&t, "f5").unwrap().effect, HopEffect::Captures);
    }

    #[test]
    fn a_step_that_makes_a_troika_marks_its_square() {
        // The rules page's diagram: b3-a3 lines up a3 a2 a1.
        let p = parse_tcn("bbbbbbbb/8/8/8/8/1w6/w7/w1wwwwww w - 5").unwrap();
        let t = threats(&p);
        let a3 = spot_at(&t, "a3", Color::White).unwrap();
        assert_eq!(a3.kind, Completion::Troika);
        // b1 empty: a step there (b3? not adjacent; a2-b1 or c1-b1) makes a1 b1 c1.
        assert_eq!(
            spot_at(&t, "b1", Color::White).unwrap().kind,
            Completion::Troika
        );
        // Not the start's squares for Black: Black has no line to make here.
        assert!(t
            .spots
            .iter()
            .all(|s| s.side == Color::White || s.kind == Completion::Troika));
    }

    #[test]
    fn a_step_that_makes_a_crowned_troika_is_marked_as_a_win() {
        // The rules page: b4-b3 lines up a2 b3 c4, all Crowned.
        let p = parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww w - 9").unwrap();
        let t = threats(&p);
        let b3 = spot_at(&t, "b3", Color::White).unwrap();
        assert_eq!(b3.kind, Completion::CrownedTroika);
        assert!(b3.by.to() == sq("b3"));
        // And for the side not to move: the same board with Black to move.
        let q = parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww b - 9").unwrap();
        assert_eq!(
            spot_at(&threats(&q), "b3", Color::White).unwrap().kind,
            Completion::CrownedTroika
        );
    }

    #[test]
    fn an_uncrowned_step_that_crowns_into_a_crowned_troika_wins() {
        // a1 a2 Crowned, a4 a5 Uncrowned: a step to a3 crowns there (a3 a4 a5 Uncrowned)
        // and lines up a1 a2 a3 Crowned.
        let p = parse_tcn("bbbbbbbb/8/2w1w1w1/w7/w7/1w6/W7/W7 w - 9").unwrap();
        let t = threats(&p);
        assert_eq!(
            spot_at(&t, "a3", Color::White).unwrap().kind,
            Completion::CrownedTroika
        );
    }

    #[test]
    fn a_finished_position_has_none() {
        let p = parse_tcn("bbbbbbbb/8/8/8/8/W7/W7/WwwwwwwW b - 9").unwrap();
        assert!(p.is_won());
        assert!(threats(&p).is_empty());
    }
}
