//! The board's selection state machine, shared by clicks, taps, drags and the keyboard.
//!
//! Select a piece to see its steps and the first landings of its jumps; choose a first
//! landing to see the final landings from it. A click on a final landing that identifies
//! one jump plays it at once. A click that cannot lead to a move says why.

use crate::position::{PlayError, Position};
use crate::types::{Move, Square};

/// What is selected on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Selection {
    #[default]
    None,
    /// A piece is selected.
    Piece { from: Square },
    /// A piece and the first landing of a jump are chosen.
    Via { from: Square, via: Square },
}

/// What a click or drop asks the game to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing to do (the selection may have changed).
    None,
    /// Play this legal move.
    Play(Move),
    /// Tell the player why nothing happened.
    Explain(String),
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
    pub fn selection(&self) -> Selection {
        self.selection
    }

    pub fn selected(&self) -> Option<Square> {
        match self.selection {
            Selection::None => None,
            Selection::Piece { from } | Selection::Via { from, .. } => Some(from),
        }
    }

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
                        Some(via) => push_unique(&mut t.vias, via),
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
            return Action::Explain(format!(
                "The piece on {sq} is {}'s; it is {} to move.",
                piece.color,
                pos.turn()
            ));
        }
        if legal.is_empty() {
            return Action::Explain("The game is over: no more moves.".into());
        }
        if let Some(bound) = pos
            .binding()
            .filter(|&b| b != sq && pos.movable().contains(b))
        {
            return Action::Explain(sentence(&PlayError::BoundPiece { bound }));
        }
        Action::Explain(format!("The piece on {sq} has no legal move."))
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
            _ => {
                return Action::Explain(format!(
                    "Several jumps from {from} end on {sq}: choose the first landing."
                ))
            }
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
                return Action::Explain(sentence(&e));
            }
        }
        Action::Explain(format!(
            "The piece on {from} cannot reach {sq}: a step goes to an adjacent empty square, a double jump hops two enemy pieces."
        ))
    }
}

/// A play error as a sentence for the status line.
pub fn sentence(e: &PlayError) -> String {
    capitalized(&e.to_string())
}

/// `s` as a sentence: a capital first letter and a closing full stop. A sentence that
/// starts with a square, a move or a position (`a6-a8 is not a step`) keeps it in its
/// canonical, lower-case form (RULES.md section 7), as does quoted text.
pub fn capitalized(s: &str) -> String {
    let b = s.as_bytes();
    let notation_first = b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && b[1].is_ascii_digit();
    let mut c = s.chars();
    match c.next() {
        Some(_) if notation_first => format!("{s}."),
        Some(f) => format!("{}{}.", f.to_uppercase(), c.as_str()),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// White Uncrowned on c3 with Crowned Black pieces on d4 and f5 (and e4): jumps
    /// c3xe5xg5 (over d4, f5) and c3xe5xe3 (over d4, e4).
    fn jump_position() -> Position {
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
            Action::Explain(m) => assert!(m.contains("first landing"), "{m}"),
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
            Action::Explain(m) => {
                assert!(m.contains("Second-turn rule") && m.contains("a7"), "{m}")
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
            Action::Explain(m) => assert!(m.contains("Black's"), "{m}"),
            other => panic!("{other:?}"),
        }
        input.click(&pos, &legal, sq("a4"));
        match input.click(&pos, &legal, sq("a5")) {
            Action::Explain(m) => assert!(m.contains("occupied"), "{m}"),
            other => panic!("{other:?}"),
        }
        input.click(&pos, &legal, sq("a4"));
        match input.click(&pos, &legal, sq("d4")) {
            Action::Explain(m) => assert!(m.contains("cannot reach"), "{m}"),
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

    /// Moves and squares keep their canonical form at the start of a sentence; prose is
    /// capitalised (issue: "A6-a8 is not a step").
    #[test]
    fn sentences_keep_notation_canonical() {
        let start = crate::position::Position::start();
        let e = start.check(mv("a6-a8")).unwrap_err();
        assert_eq!(
            sentence(&e),
            "a6-a8 is not a step: a step goes to an adjacent square."
        );
        let e = start.check(mv("d4-d5")).unwrap_err();
        assert_eq!(sentence(&e), "There is no piece on d4.");
        let e = start.check(mv("a6xc6xe6")).unwrap_err();
        assert!(sentence(&e).starts_with("a6xc6xe6 is not a legal double jump"));
        let e = "a9-a7".parse::<Move>().unwrap_err();
        assert_eq!(
            capitalized(&e.to_string()),
            "'a9-a7' is not a move: squares are a1 to h8."
        );
        assert_eq!(capitalized("h8 is occupied"), "h8 is occupied.");
        assert_eq!(capitalized("the game is over"), "The game is over.");
        assert_eq!(capitalized(""), "");
    }
}
