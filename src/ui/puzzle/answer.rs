//! The defender's answer to a solver's move that is not the solution's ([`answer`], by the
//! exact solver, bounded), and how the page asks its worker for it ([`defence_request`],
//! [`read_defence`]).

use crate::engine::{Command, Reply, Start};
use crate::position::Position;
use crate::puzzles::solve::saving_reply;
use crate::types::Move;
use crate::ui::error::{Asked, PageError};

/// What the defender answers to a solver's move that is not the solution's (and does not
/// win at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// This reply wins the game for the defender at once.
    Wins(Move),
    /// This reply saves the defender: after it the solver has no forced win in the plies
    /// the puzzle had left.
    Saves(Move),
    /// The defender has no legal move: the game is drawn.
    NoMove,
    /// Every reply still loses in time: the move forces the win too, by another line.
    StillWins,
}

/// The defender's answer in `after` (the position after the solver's move, the defender
/// to move) when the solver had `left` plies after the defender's reply to win in: a
/// reply that wins at once, else the first that saves ([`saving_reply`], exact). With no
/// ply left (the solver's last move was wrong) every reply saves; one after which the
/// solver cannot win at once is preferred.
///
/// This is exact, so it can take long (seconds natively for some wrong first moves of
/// 7-ply puzzles): the page asks its worker for it (`defend`, docs/ARCHITECTURE.md).
#[must_use]
pub fn answer(after: &Position, left: u32) -> Answer {
    answer_from(after, left, saving_reply(after, left.max(1)))
}

/// [`answer`] from `saving`, the saving reply found (by the page's worker:
/// `defend <left.max(1)>`), or `None` when there is none.
#[must_use]
pub fn answer_from(after: &Position, left: u32, saving: Option<Move>) -> Answer {
    let moves = after.legal_moves();
    match saving.filter(|&r| after.is_legal(r)) {
        _ if moves.is_empty() => Answer::NoMove,
        Some(r) if after.play_unchecked(r).won_by(after.turn()).is_some() => Answer::Wins(r),
        Some(r) => Answer::Saves(r),
        None if left == 0 => Answer::Saves(moves[0]),
        None => Answer::StillWins,
    }
}

/// What the page's worker is asked for [`answer`]'s saving reply in `after` (the exact
/// solver runs there, off the page): the position, then `defend <left.max(1)>`.
#[must_use]
pub fn defence_request(after: &Position, left: u32) -> Vec<Command> {
    vec![
        Command::Position {
            start: Start::Tcn(*after),
            moves: Vec::new(),
        },
        Command::Defend(left.max(1)),
    ]
}

/// The saving reply in the worker's reply `lines` to a [`defence_request`]: `Some(move)`,
/// `None` for `defend none` (for [`answer_from`]), or why there is none (the engine's
/// error, or the lines when they hold no answer).
///
/// # Errors
/// [`PageError::EngineSaid`] or [`PageError::NoAnswer`].
pub fn read_defence(lines: &[String]) -> Result<Option<Move>, PageError> {
    let defend = |r| match r {
        Reply::Defend(mv) => Some(mv),
        _ => None,
    };
    match Reply::first_answer(lines, defend) {
        Some(answer) => answer.map_err(PageError::EngineSaid),
        None => Err(PageError::NoAnswer {
            asked: Asked::Defence,
            lines: lines.to_vec(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::solve::wins_within;
    use crate::types::Color;
    use crate::ui::puzzle::tests::set;

    #[test]
    fn the_worker_finds_the_answer_the_page_would() {
        // The page's question, through the engine the worker runs, read back: the same
        // answer as the exact solver's here.
        let p = set()[0].clone();
        let mut engine = crate::engine::Engine::new();
        for (wrong, left) in [("c2-b2", 1), ("e2-e3", 1), ("c2-b2", 0)] {
            let after = p.position.play(crate::ui::testing::mv(wrong)).unwrap();
            let mut lines = Vec::new();
            for c in defence_request(&after, left) {
                let (replies, _) = engine.handle(&c.to_string());
                lines.extend(replies);
            }
            let saving = read_defence(&lines).unwrap();
            assert_eq!(
                answer_from(&after, left, saving),
                answer(&after, left),
                "{wrong}"
            );
        }
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(read_defence(&lines(&["defend none"])), Ok(None));
        assert_eq!(
            read_defence(&lines(&["error defend's plies '0' must be…"])),
            Err(PageError::EngineSaid("defend's plies '0' must be…".into()))
        );
        let unexpected = read_defence(&lines(&["readyok", "bestmove none"])).unwrap_err();
        assert_eq!(
            unexpected.to_string(),
            "unexpected reply: readyok | bestmove none"
        );
    }

    #[test]
    fn answers_to_a_wrong_move() {
        let p = &set()[0];
        // Every wrong first move of the 3-ply puzzle has a saving reply, and it saves.
        for &w in p.position.legal_moves().iter() {
            if w == p.solution[0] {
                continue;
            }
            let after = p.position.play_unchecked(w);
            if after.won_by(Color::White).is_some() {
                continue;
            }
            match answer(&after, 1) {
                Answer::Saves(r) => {
                    assert!(!wins_within(&after.play_unchecked(r), 1), "{w} {r}");
                }
                Answer::Wins(r) => {
                    assert!(after.play_unchecked(r).won_by(Color::Black).is_some());
                }
                a => panic!("{w}: {a:?}"),
            }
        }
        // The solution's move is not refuted: every reply loses in time.
        let after = p.position.play_unchecked(p.solution[0]);
        assert_eq!(answer(&after, 1), Answer::StillWins);
    }
}
