//! The board's selection state machine, shared by clicks, taps, drags and the keyboard.
//!
//! Select a piece to see its steps and the first landings of its jumps; choose a first
//! landing to see the final landings from it. A click on a final landing that identifies
//! one jump plays it at once. A click that cannot lead to a move says why.

use crate::position::{MoveEffects, Piece, PlayError, Position};
use crate::types::{Color, Move, Square};
use crate::ui::threats::HopEffect;

/// What is selected on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Selection {
    /// Nothing.
    #[default]
    None,
    /// A piece is selected.
    Piece {
        /// The piece's square.
        from: Square,
    },
    /// A piece and the first landing of a jump are chosen.
    Via {
        /// The piece's square.
        from: Square,
        /// The chosen first landing.
        via: Square,
    },
}

/// What a click or drop asks the game to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing to do (the selection may have changed).
    None,
    /// Play this legal move.
    Play(Move),
    /// Tell the player why nothing happened (`ui::words` words it).
    Explain(Refusal),
}

/// Why a click or drop cannot lead to a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The piece on `sq` belongs to `owner`, and `turn` is to move.
    NotYours {
        /// The square clicked.
        sq: Square,
        /// The piece's side.
        owner: Color,
        /// The side to move.
        turn: Color,
    },
    /// The side to move has no move: the game is over.
    NoMoves,
    /// The rules refuse it (the second-turn rule, an occupied square…).
    Rule(PlayError),
    /// The piece on `sq` has no legal move.
    Stuck {
        /// The square clicked.
        sq: Square,
    },
    /// Several double jumps from `from` end on `to`: the first landing must be chosen.
    Ambiguous {
        /// The selected piece.
        from: Square,
        /// The final landing clicked.
        to: Square,
    },
    /// The selected piece on `from` cannot reach `to` in one move.
    Unreachable {
        /// The selected piece.
        from: Square,
        /// The square clicked.
        to: Square,
    },
}

/// Squares to highlight for the current selection.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Targets {
    /// Destinations of steps.
    pub steps: Vec<Square>,
    /// First landings of jumps.
    pub vias: Vec<Square>,
    /// Final landings reachable from the chosen first landing.
    pub finals: Vec<Square>,
    /// Pieces a chosen first landing hops, and those its continuations hop.
    pub hopped: Vec<Square>,
    /// With a piece selected: the final landings of its double jumps, shown faintly so
    /// that a direct click on one (which plays the jump when it is the only one ending
    /// there) is discoverable.
    pub far: Vec<Square>,
}

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

/// The selection state machine.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Input {
    selection: Selection,
}

fn push_unique(v: &mut Vec<Square>, s: Square) {
    if !v.contains(&s) {
        v.push(s);
    }
}

impl Input {
    /// What is selected.
    #[must_use]
    pub fn selection(&self) -> Selection {
        self.selection
    }

    /// The selected piece's square, if any.
    #[must_use]
    pub fn selected(&self) -> Option<Square> {
        match self.selection {
            Selection::None => None,
            Selection::Piece { from } | Selection::Via { from, .. } => Some(from),
        }
    }

    /// Selects nothing.
    pub fn clear(&mut self) {
        self.selection = Selection::None;
    }

    /// The highlights of the current selection among `legal` moves.
    pub fn targets(&self, legal: &[Move]) -> Targets {
        let mut t = Targets::default();
        match self.selection {
            Selection::None => {}
            Selection::Piece { from } => {
                for m in legal.iter().filter(|m| m.from() == from) {
                    match m.via() {
                        None => push_unique(&mut t.steps, m.to()),
                        Some(via) => {
                            push_unique(&mut t.vias, via);
                            push_unique(&mut t.far, m.to());
                        }
                    }
                }
            }
            Selection::Via { from, via } => {
                for m in legal
                    .iter()
                    .filter(|m| m.from() == from && m.via() == Some(via))
                {
                    push_unique(&mut t.finals, m.to());
                    if let Some((a, b)) = m.hopped() {
                        push_unique(&mut t.hopped, a);
                        push_unique(&mut t.hopped, b);
                    }
                }
                t.vias.push(via);
            }
        }
        t
    }

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

    /// Starts a drag or a click on `sq`: selects a piece of the side to move that has a
    /// move. Returns whether `sq` is now the selected piece.
    pub fn press(&mut self, legal: &[Move], sq: Square) -> bool {
        if self.selected() == Some(sq) {
            return true;
        }
        // Only pieces of the side to move have legal moves, and they never stand on a
        // square a click could play to.
        if legal.iter().any(|m| m.from() == sq) {
            self.selection = Selection::Piece { from: sq };
            return true;
        }
        false
    }

    /// What a click on `sq` would play from the current selection, if anything.
    fn click_target(&self, legal: &[Move], sq: Square) -> Option<Move> {
        match self.selection {
            Selection::Via { from, via } => legal
                .iter()
                .copied()
                .find(|m| *m == Move::jump(from, via, sq)),
            Selection::Piece { from } => legal.iter().copied().find(|m| *m == Move::step(from, sq)),
            Selection::None => None,
        }
    }

    /// A click (or a drop) on `sq` with `legal` the moves of `pos` now.
    pub fn click(&mut self, pos: &Position, legal: &[Move], sq: Square) -> Action {
        match self.selection {
            Selection::None => self.click_idle(pos, legal, sq),
            Selection::Piece { from } => {
                if sq == from {
                    self.clear();
                    return Action::None;
                }
                self.click_from(pos, legal, from, sq)
            }
            Selection::Via { from, via } => {
                if let Some(m) = self.click_target(legal, sq) {
                    self.clear();
                    return Action::Play(m);
                }
                if sq == via {
                    self.selection = Selection::Piece { from };
                    return Action::None;
                }
                if sq == from {
                    self.clear();
                    return Action::None;
                }
                self.click_from(pos, legal, from, sq)
            }
        }
    }

    fn click_idle(&mut self, pos: &Position, legal: &[Move], sq: Square) -> Action {
        let Some(piece) = pos.piece_at(sq) else {
            return Action::None;
        };
        if legal.iter().any(|m| m.from() == sq) {
            self.selection = Selection::Piece { from: sq };
            return Action::None;
        }
        if piece.color != pos.turn() {
            return Action::Explain(Refusal::NotYours {
                sq,
                owner: piece.color,
                turn: pos.turn(),
            });
        }
        if legal.is_empty() {
            return Action::Explain(Refusal::NoMoves);
        }
        if let Some(bound) = pos
            .binding()
            .filter(|&b| b != sq && pos.movable().contains(b))
        {
            return Action::Explain(Refusal::Rule(PlayError::BoundPiece { bound }));
        }
        Action::Explain(Refusal::Stuck { sq })
    }

    fn click_from(&mut self, pos: &Position, legal: &[Move], from: Square, sq: Square) -> Action {
        let mine: Vec<Move> = legal.iter().copied().filter(|m| m.from() == from).collect();
        if let Some(m) = mine.iter().find(|m| **m == Move::step(from, sq)) {
            self.clear();
            return Action::Play(*m);
        }
        if mine.iter().any(|m| m.via() == Some(sq)) {
            self.selection = Selection::Via { from, via: sq };
            return Action::None;
        }
        let ending: Vec<Move> = mine
            .iter()
            .copied()
            .filter(|m| m.is_jump() && m.to() == sq)
            .collect();
        match ending.len() {
            1 => {
                self.clear();
                return Action::Play(ending[0]);
            }
            0 => {}
            _ => return Action::Explain(Refusal::Ambiguous { from, to: sq }),
        }
        // Another piece that may move: select it instead.
        if legal.iter().any(|m| m.from() == sq) {
            self.selection = Selection::Piece { from: sq };
            return Action::None;
        }
        self.clear();
        if pos.piece_at(sq).is_some_and(|p| p.color == pos.turn()) {
            return self.click_idle(pos, legal, sq);
        }
        if from.distance(sq) == 1 {
            if let Err(e) = pos.check(Move::step(from, sq)) {
                return Action::Explain(Refusal::Rule(e));
            }
        }
        Action::Explain(Refusal::Unreachable { from, to: sq })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;
    use crate::ui::testing::{mv, sq};

    /// White Uncrowned on c3 with Crowned Black pieces on d4 and f5 (and e4): jumps
    /// c3xe5xg5 (over d4, f5) and c3xe5xe3 (over d4, e4).
    fn jump_position() -> Position {
        parse_tcn("bbbbbbb1/8/8/5B2/3BB3/2w5/8/wwwwwww1 w - 5").unwrap()
    }

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
    fn step_by_two_clicks() {
        let pos = Position::start();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        assert_eq!(input.click(&pos, &legal, sq("a6")), Action::None);
        assert_eq!(input.selection(), Selection::Piece { from: sq("a6") });
        let t = input.targets(&legal);
        assert_eq!(t.steps.len(), 4, "{t:?}");
        assert!(t.vias.is_empty());
        assert_eq!(
            input.click(&pos, &legal, sq("a7")),
            Action::Play(mv("a6-a7"))
        );
        assert_eq!(input.selection(), Selection::None);
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

    #[test]
    fn jump_by_three_clicks_and_shortcut() {
        let pos = jump_position();
        let legal = pos.legal_moves();
        let mut jumps: Vec<String> = legal
            .iter()
            .filter(|m| m.from() == sq("c3") && m.is_jump())
            .map(|m| m.to_string())
            .collect();
        jumps.sort();
        assert_eq!(jumps, ["c3xe5xe3", "c3xe5xg5"]);
        let mut input = Input::default();
        input.click(&pos, &legal, sq("c3"));
        assert_eq!(input.targets(&legal).vias, vec![sq("e5")]);
        assert_eq!(input.click(&pos, &legal, sq("e5")), Action::None);
        let t = input.targets(&legal);
        let mut finals = t.finals.clone();
        finals.sort();
        assert_eq!(finals, vec![sq("e3"), sq("g5")]);
        assert!(
            t.hopped.contains(&sq("d4"))
                && t.hopped.contains(&sq("f5"))
                && t.hopped.contains(&sq("e4"))
        );
        assert_eq!(
            input.click(&pos, &legal, sq("g5")),
            Action::Play(mv("c3xe5xg5"))
        );
        // Shortcut: a final landing that identifies one jump plays it at once.
        input.click(&pos, &legal, sq("c3"));
        assert_eq!(
            input.click(&pos, &legal, sq("e3")),
            Action::Play(mv("c3xe5xe3"))
        );
    }

    #[test]
    fn ambiguous_final_asks_for_first_landing() {
        // c3 can reach g3 through e5 (over d4, f4) and through e1 (over d2, f2).
        let pos = parse_tcn("bbbb4/8/8/8/3B1B2/2w5/3B1B2/wwww1www w - 5").unwrap();
        let legal = pos.legal_moves();
        let to_g3: Vec<_> = legal
            .iter()
            .filter(|m| m.from() == sq("c3") && m.to() == sq("g3") && m.is_jump())
            .collect();
        assert_eq!(to_g3.len(), 2, "{legal:?}");
        let mut input = Input::default();
        input.click(&pos, &legal, sq("c3"));
        match input.click(&pos, &legal, sq("g3")) {
            Action::Explain(r) => assert_eq!(
                r,
                Refusal::Ambiguous {
                    from: sq("c3"),
                    to: sq("g3")
                }
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn explains_second_turn_rule() {
        let pos = Position::start()
            .play(mv("a6-a7"))
            .unwrap()
            .play(mv("a5-b4"))
            .unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        match input.click(&pos, &legal, sq("h6")) {
            Action::Explain(r) => {
                assert_eq!(r, Refusal::Rule(PlayError::BoundPiece { bound: sq("a7") }))
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(input.selection(), Selection::None);
    }

    #[test]
    fn explains_wrong_side_and_occupied() {
        let pos = Position::start();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        match input.click(&pos, &legal, sq("a5")) {
            Action::Explain(r) => assert_eq!(
                r,
                Refusal::NotYours {
                    sq: sq("a5"),
                    owner: Color::Black,
                    turn: Color::White
                }
            ),
            other => panic!("{other:?}"),
        }
        input.click(&pos, &legal, sq("a4"));
        match input.click(&pos, &legal, sq("a5")) {
            Action::Explain(r) => assert_eq!(r, Refusal::Rule(PlayError::Occupied(sq("a5")))),
            other => panic!("{other:?}"),
        }
        input.click(&pos, &legal, sq("a4"));
        match input.click(&pos, &legal, sq("d4")) {
            Action::Explain(r) => assert_eq!(
                r,
                Refusal::Unreachable {
                    from: sq("a4"),
                    to: sq("d4")
                }
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn clicking_another_own_piece_reselects_and_same_piece_deselects() {
        let pos = Position::start();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("a6"));
        input.click(&pos, &legal, sq("h6"));
        assert_eq!(input.selected(), Some(sq("h6")));
        input.click(&pos, &legal, sq("h6"));
        assert_eq!(input.selected(), None);
        assert!(input.press(&legal, sq("c1")));
        assert!(!input.press(&legal, sq("d4")));
    }
}
