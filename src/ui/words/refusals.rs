//! Why a move is refused, as sentences for the status line: the rules core's refusal of a
//! move ([`play_error`]), an illegal double jump's problem as a clause ([`jump_problem`]),
//! and the board's refusal of a click or key ([`refusal`]) (part of [`crate::ui::words`],
//! which re-exports them).

use crate::position::PlayError;
use crate::ui::input::Refusal;
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};

use super::game;

/// A play error (the rules core's refusal of a move) as a sentence for the status line.
#[must_use]
pub fn play_error(t: &Speaker, e: &PlayError) -> String {
    match e {
        PlayError::GameOver(o) => {
            let clause = game::outcome_clause(t, *o);
            t.say("rule-game-over", &[("outcome", Arg::Text(clause))])
        }
        PlayError::EmptyOrigin(sq) => t.say("rule-empty", &[("square", notation(sq))]),
        PlayError::NotYourPiece { square, to_move } => t.say(
            "rule-not-yours",
            &[("square", notation(square)), ("side", side_arg(*to_move))],
        ),
        PlayError::BoundPiece { bound } => t.say("rule-bound", &[("square", notation(bound))]),
        PlayError::NotAdjacent(mv) => t.say("rule-not-adjacent", &[("move", notation(mv))]),
        PlayError::Occupied(sq) => t.say("rule-occupied", &[("square", notation(sq))]),
        PlayError::IllegalJump { mv, why } => t.say(
            "rule-illegal-jump",
            &[
                ("move", notation(mv)),
                ("why", Arg::Text(jump_problem(t, *why))),
            ],
        ),
    }
}

/// Why a double jump is not legal, as a clause.
#[must_use]
pub fn jump_problem(t: &Speaker, why: crate::position::JumpProblem) -> String {
    use crate::position::JumpProblem as J;
    t.say(
        match why {
            J::HopShape => "jump-hop-shape",
            J::StraightBack => "jump-straight-back",
            J::NothingToHop => "jump-nothing-to-hop",
            J::OwnPiece => "jump-own-piece",
            J::CrownedHopsCrowned => "jump-crowned-hops-crowned",
            J::UncrownedHopsUncrowned => "jump-uncrowned-hops-uncrowned",
            J::LandingOccupied => "jump-landing-occupied",
            J::NotLegal => "jump-not-legal",
        },
        &[],
    )
}

/// A refused click or key on the board, as a sentence for the status line.
#[must_use]
pub fn refusal(t: &Speaker, r: &Refusal) -> String {
    match r {
        Refusal::NotYours { sq, owner, turn } => t.say(
            "refusal-not-yours",
            &[
                ("square", notation(sq)),
                ("owner", side_arg(*owner)),
                ("side", side_arg(*turn)),
            ],
        ),
        Refusal::NoMoves => t.say("refusal-no-moves", &[]),
        Refusal::Rule(e) => play_error(t, e),
        Refusal::Stuck { sq } => t.say("refusal-stuck", &[("square", notation(sq))]),
        Refusal::Ambiguous { from, to } => t.say(
            "refusal-ambiguous",
            &[("from", notation(from)), ("to", notation(to))],
        ),
        Refusal::Unreachable { from, to } => t.say(
            "refusal-unreachable",
            &[("from", notation(from)), ("to", notation(to))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::types::{Color, Move};
    use crate::ui::testing::{mv, sq};
    use crate::ui::words::sentence;
    use crate::ui::words::tests::en;

    /// Moves and squares keep their canonical form at the start of a sentence; prose is
    /// capitalised (issue: "A6-a8 is not a step").
    #[test]
    fn sentences_keep_notation_canonical() {
        let start = Position::start();
        let e = start.check(mv("a6-a8")).unwrap_err();
        assert_eq!(
            play_error(&en(), &e),
            "a6-a8 is not a step: a step goes to an adjacent square."
        );
        let e = start.check(mv("d4-d5")).unwrap_err();
        assert_eq!(play_error(&en(), &e), "There is no piece on d4.");
        let e = start.check(mv("a6xc6xe6")).unwrap_err();
        assert!(play_error(&en(), &e).starts_with("a6xc6xe6 is not a legal double jump"));
        let e = "a9-a7".parse::<Move>().unwrap_err();
        assert_eq!(
            sentence(&e.to_string()),
            "'a9-a7' is not a move: squares are a1 to h8."
        );
        assert_eq!(sentence("h8 is occupied"), "h8 is occupied.");
        assert_eq!(sentence("the game is over"), "The game is over.");
        assert_eq!(sentence(""), "");
    }

    #[test]
    fn refusals() {
        let cases = [
            (
                Refusal::NotYours {
                    sq: sq("a5"),
                    owner: Color::Black,
                    turn: Color::White,
                },
                "The piece on a5 is Black's; it is White to move.",
            ),
            (
                Refusal::Stuck { sq: sq("c1") },
                "The piece on c1 has no legal move.",
            ),
            (
                Refusal::Ambiguous {
                    from: sq("c3"),
                    to: sq("g3"),
                },
                "Several jumps from c3 end on g3: choose the first landing.",
            ),
        ];
        for (r, words) in cases {
            assert_eq!(refusal(&en(), &r), words);
        }
    }
}
