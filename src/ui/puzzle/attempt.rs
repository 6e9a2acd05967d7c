//! One puzzle being solved: [`Attempt`], a small state machine that judges the solver's
//! moves against the solution and keeps the attempt's result.

use crate::position::Position;
use crate::puzzles::Puzzle;
use crate::types::{Color, Move};

use super::{Answer, Status, Verdict};

/// One puzzle being solved: the moves made, where the player stands, and whether this
/// attempt's result is known.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    /// The puzzle's moves made on the board (solution moves, or the solution up to a
    /// wrong move, the wrong move and its answer).
    ply: usize,
    status: Status,
    /// The defender's reply to a wrong move.
    refutation: Option<Move>,
    /// A move is being judged: the defender's answer is awaited.
    asking: bool,
    /// The first result of this attempt: solved (`true`) or failed; `None` until known.
    result: Option<bool>,
    /// Whether [`Attempt::take_result`] has handed the result on.
    reported: bool,
}

impl Attempt {
    /// A new attempt at `puzzle`, at its start.
    #[must_use]
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            puzzle,
            ply: 0,
            status: Status::Solving,
            refutation: None,
            asking: false,
            result: None,
            reported: false,
        }
    }

    /// The puzzle.
    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The side that is to win.
    #[must_use]
    pub fn solver(&self) -> Color {
        self.puzzle.position.turn()
    }

    /// The puzzle's moves made on the board.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Where the player stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The defender's reply to the wrong move, once known.
    #[must_use]
    pub fn refutation(&self) -> Option<Move> {
        self.refutation
    }

    /// Whether the board waits for the solver's move.
    #[must_use]
    pub fn awaits_solver(&self) -> bool {
        self.status == Status::Solving && self.ply.is_multiple_of(2) && !self.asking
    }

    /// Whether the defender's answer to the last move is awaited.
    #[must_use]
    pub fn is_asking(&self) -> bool {
        self.asking
    }

    /// The solver's move `mv`, just played from `before` on the board: judged against
    /// the solution.
    pub fn judge(&mut self, before: &Position, mv: Move) -> Verdict {
        if !self.awaits_solver() {
            return Verdict::NotNow;
        }
        let solution = &self.puzzle.solution;
        if solution.get(self.ply) == Some(&mv) {
            self.ply += 1;
            let reply = solution.get(self.ply).copied();
            if reply.is_none() {
                self.solved();
            }
            return Verdict::Right { reply };
        }
        let after = before.play_unchecked(mv);
        self.ply += 1;
        if after.won_by(before.turn()).is_some() {
            self.solved();
            return Verdict::WinsAtOnce;
        }
        let left = u32::try_from(solution.len().saturating_sub(self.ply + 1)).unwrap_or(0);
        self.asking = true;
        if self.ply == 1 {
            self.wrong();
        }
        Verdict::Ask { after, left }
    }

    fn wrong(&mut self) {
        self.status = Status::Wrong;
        self.result.get_or_insert(false);
    }

    /// The defender's answer to the move being judged: the reply to play on the board
    /// (`None` with none: a draw, or the move taken back when it still wins, after which
    /// the status is [`Status::Solving`] again at the ply before it).
    pub fn answered(&mut self, answer: Answer) -> Option<Move> {
        if !std::mem::take(&mut self.asking) {
            return None;
        }
        match answer {
            Answer::StillWins if self.status == Status::Solving => {
                self.ply -= 1;
                None
            }
            Answer::Wins(r) | Answer::Saves(r) => {
                self.wrong();
                self.refutation = Some(r);
                Some(r)
            }
            Answer::NoMove | Answer::StillWins => {
                self.wrong();
                None
            }
        }
    }

    fn solved(&mut self) {
        self.status = Status::Solved;
        self.result.get_or_insert(true);
    }

    /// The defender's move (the solution's reply, or the refutation) has been played.
    pub fn replied(&mut self) {
        self.ply += 1;
    }

    /// Back to the puzzle's start, to try again (a failure already counted stays).
    pub fn retry(&mut self) {
        self.ply = 0;
        self.status = Status::Solving;
        self.refutation = None;
        self.asking = false;
    }

    /// Shows the solution: gives up if not solved yet (a failure). Returns the ply the
    /// board is to be set back to (the moves that were right), from which the rest of
    /// the solution is played; `None` when solved or shown already.
    pub fn show_solution(&mut self) -> Option<usize> {
        if matches!(self.status, Status::Solved | Status::Showing) {
            return None;
        }
        let right = if self.status == Status::Wrong {
            // The wrong move and its answer are taken back.
            self.ply.saturating_sub(1) & !1
        } else {
            self.ply & !1
        };
        self.ply = right;
        self.status = Status::Showing;
        self.refutation = None;
        self.asking = false;
        self.result.get_or_insert(false);
        Some(right)
    }

    /// The next solution move to show, if any (advancing the ply).
    pub fn next_shown(&mut self) -> Option<Move> {
        if self.status != Status::Showing {
            return None;
        }
        let mv = self.puzzle.solution.get(self.ply).copied()?;
        self.ply += 1;
        Some(mv)
    }

    /// This attempt's first result (`true`: solved at the first try), handed on once.
    pub fn take_result(&mut self) -> Option<bool> {
        if self.reported {
            return None;
        }
        let r = self.result?;
        self.reported = true;
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::solve::wins_within;
    use crate::ui::puzzle::answer;
    use crate::ui::puzzle::tests::set;
    use crate::ui::testing::mv;

    #[test]
    fn the_solution_is_played_through_to_the_win() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let mut pos = p.position;
        assert!(a.awaits_solver());
        for (i, &m) in p.solution.iter().enumerate() {
            if i % 2 == 1 {
                // The defender's reply is not the player's to make.
                assert!(!a.awaits_solver());
                assert_eq!(a.judge(&pos, m), Verdict::NotNow);
                a.replied();
            } else {
                let v = a.judge(&pos, m);
                let reply = p.solution.get(i + 1).copied();
                assert_eq!(v, Verdict::Right { reply });
            }
            pos = pos.play(m).unwrap();
        }
        assert_eq!(a.status(), Status::Solved);
        assert_eq!(a.ply(), 5);
        assert_eq!(a.take_result(), Some(true));
        assert_eq!(a.take_result(), None, "handed on once");
        assert_eq!(a.show_solution(), None);
    }

    #[test]
    fn a_wrong_move_is_refuted_and_retry_starts_again() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let wrong = mv("a3-a4");
        assert!(p.position.play(wrong).is_ok());
        let v = a.judge(&p.position, wrong);
        let Verdict::Ask { after, left } = v else {
            panic!("{v:?}")
        };
        assert_eq!(left, 3);
        // Wrong for sure at the first move, the answer awaited.
        assert_eq!(a.status(), Status::Wrong);
        assert!(a.is_asking() && !a.awaits_solver());
        assert_eq!(a.refutation(), None);
        let Answer::Saves(r) = answer(&after, left) else {
            panic!()
        };
        assert_eq!(a.answered(Answer::Saves(r)), Some(r));
        assert_eq!(a.refutation(), Some(r));
        assert_eq!(a.ply(), 1);
        // The refutation really saves: after it White has no win in the 3 plies left.
        let after = p.position.play(wrong).unwrap().play(r).unwrap();
        assert!(!wins_within(&after, 3));
        assert!(!a.awaits_solver());
        a.replied();
        assert_eq!(a.take_result(), Some(false));
        a.retry();
        assert_eq!(
            (a.status(), a.ply(), a.refutation()),
            (Status::Solving, 0, None)
        );
        // Solved on the retry: the attempt's result stays the failure.
        let mut pos = p.position;
        for &m in &p.solution {
            if a.awaits_solver() {
                a.judge(&pos, m);
            } else {
                a.replied();
            }
            pos = pos.play(m).unwrap();
        }
        assert_eq!(a.status(), Status::Solved);
        assert_eq!(a.take_result(), None);
    }

    #[test]
    fn a_move_that_wins_at_once_is_accepted() {
        // The last move of the 3-ply puzzle: e3-d4 makes the Crowned Troika; any other
        // winning move would do as well. Built: two ways to complete a Crowned Troika.
        let p = Puzzle {
            id: "t".into(),
            position: crate::tcn::parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W2W4/1wwwww2 w - 9").unwrap(),
            solution: vec![mv("b4-b3")],
            themes: vec![],
            rating: 1000,
            found_by: None,
        };
        let mut a = Attempt::new(p.clone());
        // b4-b3 makes a2 b3 c4; c4-c3 makes d2 c3 b4 as well: accepted too.
        let wins: Vec<Move> = p
            .position
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| {
                m != mv("b4-b3") && p.position.play_unchecked(m).won_by(Color::White).is_some()
            })
            .collect();
        assert!(
            !wins.is_empty(),
            "the built position has another win at once"
        );
        assert_eq!(a.judge(&p.position, wins[0]), Verdict::WinsAtOnce);
        assert_eq!(a.status(), Status::Solved);
        assert_eq!(a.take_result(), Some(true));
    }

    #[test]
    fn showing_the_solution_gives_up_and_keeps_the_right_moves() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let mut pos = p.position;
        a.judge(&pos, p.solution[0]);
        pos = pos.play(p.solution[0]).unwrap();
        a.replied();
        pos = pos.play(p.solution[1]).unwrap();
        // Wrong at the second move: the board goes back to after the two right plies.
        let wrong = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != p.solution[2] && pos.play_unchecked(m).won_by(Color::White).is_none())
            .unwrap();
        let Verdict::Ask { after, left } = a.judge(&pos, wrong) else {
            panic!()
        };
        assert_eq!(left, 1);
        assert_eq!(
            a.status(),
            Status::Solving,
            "not known yet after the first move"
        );
        if a.answered(answer(&after, left)).is_some() {
            a.replied();
            assert_eq!((a.ply(), a.status()), (4, Status::Wrong));
        }
        assert_eq!(a.show_solution(), Some(2));
        assert_eq!(a.status(), Status::Showing);
        assert_eq!(a.next_shown(), Some(p.solution[2]));
        assert_eq!(a.next_shown(), Some(p.solution[3]));
        assert_eq!(a.next_shown(), Some(p.solution[4]));
        assert_eq!(a.next_shown(), None);
        assert_eq!(a.take_result(), Some(false));
        // Shown from the start when asked before any move.
        let mut b = Attempt::new(p);
        assert_eq!(b.show_solution(), Some(0));
        assert_eq!(b.show_solution(), None);
    }

    #[test]
    fn a_later_move_that_still_wins_is_taken_back() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let pos = p
            .position
            .play(p.solution[0])
            .unwrap()
            .play(p.solution[1])
            .unwrap();
        a.judge(&p.position, p.solution[0]);
        a.replied();
        let Verdict::Ask { .. } = a.judge(&pos, mv("a3-a4")) else {
            panic!()
        };
        assert!(a.is_asking());
        // Answered "every reply still loses": taken back, not a failure.
        assert_eq!(a.answered(Answer::StillWins), None);
        assert_eq!((a.ply(), a.status()), (2, Status::Solving));
        assert!(a.awaits_solver());
        assert_eq!(a.take_result(), None);
        // An answer that comes after a retry is dropped.
        a.judge(&pos, mv("a3-a4"));
        a.retry();
        assert_eq!(a.answered(Answer::Saves(mv("a7-a6"))), None);
        assert_eq!(a.refutation(), None);
    }
}
