//! The board's selection state machine, shared by clicks, taps, drags and the keyboard.
//!
//! Select a piece to see its steps and the first landings of its jumps; choose a first
//! landing to see the final landings from it. A click on a final landing that identifies
//! one jump plays it at once. A click that cannot lead to a move says why.

use crate::position::{PlayError, Position};
use crate::types::{Color, Move, Square};

mod preview;
pub use preview::{Consequences, Gain, Preview};

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
    pub(super) fn jump_position() -> Position {
        parse_tcn("bbbbbbb1/8/8/5B2/3BB3/2w5/8/wwwwwww1 w - 5").unwrap()
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
