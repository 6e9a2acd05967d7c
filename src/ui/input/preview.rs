//! What the moves a selection offers would do, shown before one is made: the gains and hops
//! marked on the board ([`Consequences`]) and the preview of one destination ([`Preview`]).

use crate::position::{MoveEffects, Piece, Position};
use crate::types::{Move, Square};
use crate::ui::threats::HopEffect;

use super::{Action, Input, Selection};

/// What a move to a destination does for the mover, marked before it is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Gain {
    /// The mover is Crowned there (RULES.md section 4).
    Crowns,
    /// The move wins the game (section 6).
    Wins,
}

/// The consequences of the moves a selection offers, shown before one is made: what a
/// destination gives the mover, and what a jump does to each piece it hops.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Consequences {
    /// Destinations that crown the mover or win (steps, and final landings once the
    /// first landing is chosen; a final landing of several jumps only when all agree).
    pub gains: Vec<(Square, Gain)>,
    /// Once the first landing is chosen: each hopped piece and what the jump does to it
    /// (the first hopped untouched; the second uncrowned or captured).
    pub hops: Vec<(Square, HopEffect)>,
}

/// What a move would do, previewed before it is made ([`Input::preview`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The move a click would play.
    pub mv: Move,
    /// The moving piece as it would stand on its destination (Crowned or not).
    pub mover: Piece,
    /// What the move would do.
    pub effects: MoveEffects,
    /// For a jump: the piece hopped first (untouched) and the second with its fate.
    pub hops: Option<[(Square, HopEffect); 2]>,
    /// Whether the move would win the game.
    pub wins: bool,
}

/// What a jump with effects `fx` did to the piece it hopped second (the first is never
/// touched: RULES.md section 5).
fn second_hop_effect(fx: MoveEffects) -> HopEffect {
    if fx.captured.is_some() {
        HopEffect::Captures
    } else if fx.uncrowned.is_some() {
        HopEffect::Uncrowns
    } else {
        HopEffect::Hopped
    }
}

impl Input {
    /// What the moves the selection offers would do (see [`Consequences`]), found by
    /// playing them on `pos` (a few moves: cheap).
    #[must_use]
    pub fn consequences(&self, pos: &Position, legal: &[Move]) -> Consequences {
        let mut c = Consequences::default();
        let offered: Vec<Move> = match self.selection {
            Selection::None => return c,
            Selection::Piece { from } => legal
                .iter()
                .copied()
                .filter(|m| m.from() == from && !m.is_jump())
                .collect(),
            Selection::Via { from, via } => legal
                .iter()
                .copied()
                .filter(|m| m.from() == from && m.via() == Some(via))
                .collect(),
        };
        let mover = pos.turn();
        let legal_here = pos.legal_moves();
        let mut by_square: Vec<(Square, Option<Gain>)> = Vec::new();
        for &m in &offered {
            if !legal_here.contains(m) {
                continue;
            }
            let (after, fx) = pos.play_with_effects(m);
            let gain = if after.won_by(mover).is_some() {
                Some(Gain::Wins)
            } else if fx.crowned {
                Some(Gain::Crowns)
            } else {
                None
            };
            match by_square.iter_mut().find(|(sq, _)| *sq == m.to()) {
                // Two jumps to one square that differ: no mark (it would mislead).
                Some((_, g)) if *g != gain => *g = None,
                Some(_) => {}
                None => by_square.push((m.to(), gain)),
            }
            if let Some((first, second)) = m.hopped() {
                for (sq, e) in [(first, HopEffect::Hopped), (second, second_hop_effect(fx))] {
                    if !c.hops.contains(&(sq, e)) {
                        c.hops.push((sq, e));
                    }
                }
            }
        }
        c.gains = by_square
            .into_iter()
            .filter_map(|(sq, g)| g.map(|g| (sq, g)))
            .collect();
        c
    }

    /// What a click (or a drop) on `sq` would play now, shown before it is made: the
    /// result preview of a destination pointed at, dragged over or under the keyboard
    /// cursor. `None` when a click there would not play a move.
    #[must_use]
    pub fn preview(&self, pos: &Position, legal: &[Move], sq: Square) -> Option<Preview> {
        if self.selection == Selection::None {
            return None;
        }
        let Action::Play(mv) = self.clone().click(pos, legal, sq) else {
            return None;
        };
        let mover = pos.piece_at(mv.from())?;
        let (after, effects) = pos.play_with_effects(mv);
        let hops = mv.hopped().map(|(first, second)| {
            [
                (first, HopEffect::Hopped),
                (second, second_hop_effect(effects)),
            ]
        });
        Some(Preview {
            mv,
            mover: Piece {
                crowned: mover.crowned || effects.crowned,
                ..mover
            },
            effects,
            hops,
            wins: after.won_by(mover.color).is_some(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;
    use crate::ui::input::tests::jump_position;
    use crate::ui::testing::{mv, sq};

    #[test]
    fn a_destination_previews_what_its_move_does() {
        let pos = jump_position();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        assert_eq!(
            input.preview(&pos, &legal, sq("b3")),
            None,
            "nothing selected"
        );
        input.click(&pos, &legal, sq("c3"));
        let step = input.preview(&pos, &legal, sq("b3")).unwrap();
        assert_eq!(step.mv, mv("c3-b3"));
        assert_eq!(
            (step.hops, step.wins, step.mover.crowned),
            (None, false, false)
        );
        // A final landing only one jump reaches previews that jump and its hops' fates.
        let jump = input.preview(&pos, &legal, sq("g5")).unwrap();
        assert_eq!(jump.mv, mv("c3xe5xg5"));
        assert_eq!(
            jump.hops,
            Some([
                (sq("d4"), HopEffect::Hopped),
                (sq("f5"), HopEffect::Uncrowns)
            ])
        );
        assert_eq!(jump.effects.uncrowned, Some(sq("f5")));
        // A first landing selects rather than plays: no preview; nor on a piece.
        assert_eq!(input.preview(&pos, &legal, sq("e5")), None);
        assert_eq!(input.preview(&pos, &legal, sq("d4")), None);
        // The preview changes nothing.
        assert_eq!(input.selection(), Selection::Piece { from: sq("c3") });
        input.click(&pos, &legal, sq("e5"));
        let other = input.preview(&pos, &legal, sq("e3")).unwrap();
        assert_eq!(other.mv, mv("c3xe5xe3"));
    }

    #[test]
    fn a_crowning_or_winning_destination_previews_it() {
        // b3-a3 completes a1 a2 a3: Crowned there.
        let pos = parse_tcn("bb1bb1bb/b6b/8/8/8/1w6/w6w/ww1ww1ww w - 5").unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("b3"));
        let p = input.preview(&pos, &legal, sq("a3")).unwrap();
        assert!(p.mover.crowned && p.effects.crowned && !p.wins);
        // b4-b3 completes the Crowned Troika a2 b3 c4.
        let pos = parse_tcn("bb1bb1bb/b6b/8/8/1WW5/8/W6w/ww1ww1ww w - 9").unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("b4"));
        assert!(input.preview(&pos, &legal, sq("b3")).unwrap().wins);
        assert!(!input.preview(&pos, &legal, sq("a4")).unwrap().wins);
    }

    #[test]
    fn consequences_are_marked_before_the_move() {
        // Black's e6-e5 completes a Crowned Troika (c5 d5 e5): a win mark on e5.
        let pos = parse_tcn("bbbbb3/8/4B3/2BB4/8/8/8/wwwwwwww b - 10").unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("e6"));
        let c = input.consequences(&pos, &legal);
        assert!(c.gains.contains(&(sq("e5"), Gain::Wins)), "{c:?}");
        assert!(!c.gains.iter().any(|&(s, _)| s == sq("f6")), "{c:?}");
        assert!(c.hops.is_empty());
        // d2-c1 completes a line of three Uncrowned (a1 b1 c1), d2-d3 another (b5 c4 d3):
        // crown marks there only.
        let pos = parse_tcn("b1b1b1b1/1b1b1b1b/8/1w6/w1w1w1w1/8/3w4/ww6 w - 5").unwrap();
        let legal = pos.legal_moves();
        input.clear();
        input.click(&pos, &legal, sq("d2"));
        let c = input.consequences(&pos, &legal);
        let mut gains = c.gains.clone();
        gains.sort();
        assert_eq!(
            gains,
            vec![(sq("c1"), Gain::Crowns), (sq("d3"), Gain::Crowns)]
        );
        // A double jump: its first landing chosen, the first hopped piece (d4) untouched,
        // the second (f5 or e4, by an Uncrowned jumper) uncrowned.
        let pos = jump_position();
        let legal = pos.legal_moves();
        input.clear();
        input.click(&pos, &legal, sq("c3"));
        assert!(input.consequences(&pos, &legal).hops.is_empty());
        let t = input.targets(&legal);
        let mut far = t.far.clone();
        far.sort();
        assert_eq!(far, vec![sq("e3"), sq("g5")]);
        input.click(&pos, &legal, sq("e5"));
        let mut hops = input.consequences(&pos, &legal).hops;
        hops.sort();
        assert_eq!(
            hops,
            vec![
                (sq("d4"), HopEffect::Hopped),
                (sq("e4"), HopEffect::Uncrowns),
                (sq("f5"), HopEffect::Uncrowns)
            ]
        );
    }
}
