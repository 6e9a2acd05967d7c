//! Puzzle mode on the page (issue 11): the set fetched when first asked for, one puzzle
//! at a time on the board (`ui::puzzle::Attempt` judges the moves), the game in progress
//! kept aside untouched meanwhile, the defender's replies played as the computer's moves
//! are (the one door, `State::play`, source `Computer`), the answer to a wrong move found by
//! a worker (`defend`, the exact solver can take seconds), the progress saved under a key
//! of its own.
//!
//! A part of [`Modes`]: the puzzle on show has a board of its own (`PuzzleMode::board`),
//! and the game is never touched meanwhile. What the root must do after a change is
//! returned (`Then`); the defender's and the solution's moves are handed to the root,
//! which plays them through the one door, then told back (`puzzle_replied`).

use crate::game::Game;
use crate::position::Position;
use crate::puzzles::Puzzle;
use crate::types::{Color, Move};
use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::{PageError, PuzzleWait};
use crate::ui::puzzle::{self, answer_from, Answer as Defence, Attempt, Progress, Status, Verdict};
use crate::ui::session::{MoveSource, Seat, Session};
use crate::ui::synced::Synced;
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{Held, Mode, Modes, PuzzleMode, PuzzleView, Then};
use super::shared::Shared;
use super::Answer;

/// The pause before the defender's reply (the solver's move animates meanwhile).
const REPLY_DELAY_MS: f64 = 600.0;
/// The pause between the moves of a solution being shown.
const SHOW_STEP_MS: f64 = 800.0;

impl PuzzleMode {
    /// A puzzle mode on `board` (the game held as `held`), its attempt at `puzzle`.
    pub(super) fn new(puzzle: Puzzle, board: Session, held: Held) -> PuzzleMode {
        PuzzleMode {
            attempt: Attempt::new(puzzle),
            board,
            held,
            asked: None,
            due: None,
            change: None,
        }
    }

    /// The puzzle's seats: the solver a person, the defender the puzzle (its replies
    /// come as the computer's do); both the puzzle's while the solution is shown.
    fn seat(&mut self, showing: bool) {
        let solver = self.attempt.solver();
        let puzzle = Seat::Computer { level: MAX_LEVEL };
        self.board
            .set_seat(solver, if showing { puzzle } else { Seat::Person });
        self.board.set_seat(solver.other(), puzzle);
    }
}

impl Modes {
    /// The id of the puzzle on show, if one is.
    pub(super) fn puzzle_on_show(&self) -> Option<String> {
        self.puzzle_mode().map(|m| m.attempt.puzzle().id.clone())
    }

    /// Whether a puzzle is on show.
    pub fn in_puzzle(&self) -> bool {
        matches!(self.mode, Mode::Puzzle(_))
    }

    pub(super) fn puzzle_mode(&self) -> Option<&PuzzleMode> {
        match &self.mode {
            Mode::Puzzle(m) => Some(m),
            _ => None,
        }
    }

    fn puzzle_mode_mut(&mut self) -> Option<&mut PuzzleMode> {
        match &mut self.mode {
            Mode::Puzzle(m) => Some(m),
            _ => None,
        }
    }

    /// The puzzle on show and the progress, for the script API.
    pub fn puzzle_view(&self) -> Option<PuzzleView<'_>> {
        self.puzzle_mode().map(|m| PuzzleView {
            attempt: &m.attempt,
            progress: self.puzzles.progress.get(),
            set: self.puzzles.loaded_set(),
            run: self.puzzles.run.as_ref().map(|r| &r.run),
        })
    }

    /// The puzzle progress.
    pub fn puzzle_progress(&self) -> &Progress {
        self.puzzles.progress.get()
    }

    /// The puzzle progress to store: the shell merges the copy with other tabs' and
    /// stores it, then sends it back ([`super::Command::PuzzleProgressStored`]).
    fn puzzle_progress_to_store(&self) -> Synced<Progress> {
        self.puzzles.progress.clone()
    }

    /// Why a person's move is not taken now in puzzle mode (`None`: it is, or no puzzle).
    pub(super) fn puzzle_refusal(&self) -> Option<PageError> {
        let a = &self.puzzle_mode()?.attempt;
        if a.awaits_solver() {
            return None;
        }
        let defender = a.solver().other();
        Some(PageError::PuzzleWaits(match a.status() {
            _ if a.is_asking() => PuzzleWait::Answer(defender),
            Status::Solving => PuzzleWait::Reply(defender),
            Status::Wrong => PuzzleWait::TryOver,
            _ => PuzzleWait::Over,
        }))
    }

    /// A new puzzle ticket: timers and answers of the old one are stale, the defence
    /// being searched stops.
    fn new_puzzle_ticket(&mut self, shared: &mut Shared) {
        self.puzzles.ticket += 1;
        shared.emit(Effect::StopDefence);
    }

    /// Shows `puzzle` on the board of the puzzle mode (which the root has put on),
    /// turned to its solver, and says what to find.
    #[inline(never)]
    pub(super) fn enter_puzzle(&mut self, shared: &mut Shared, flipped: &mut bool, puzzle: Puzzle) {
        self.new_puzzle_ticket(shared);
        self.puzzles.run_serves(&puzzle.id);
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let (pos, moves) = (puzzle.position, puzzle.solution.len());
        m.attempt = Attempt::new(puzzle);
        m.asked = None;
        m.due = None;
        m.change = None;
        m.board.load(Game::new(pos));
        m.seat(false);
        *flipped = pos.turn() == Color::Black;
        shared.set_status(words::puzzle_prompt(&shared.speaker, pos.turn(), moves));
    }

    /// Leaves puzzle mode: how the page showed the game, for the root to show it again.
    #[inline(never)]
    pub(super) fn leave_puzzle(&mut self, shared: &mut Shared) -> Option<Held> {
        if !self.in_puzzle() {
            return None;
        }
        let Mode::Puzzle(m) = std::mem::replace(&mut self.mode, Mode::Game) else {
            return None;
        };
        self.new_puzzle_ticket(shared);
        self.puzzles.drop_run();
        Some(m.held)
    }

    /// The solver's move `mv`, just played from `before` by a person: judged.
    #[inline(never)]
    pub(super) fn puzzle_moved(&mut self, shared: &mut Shared, before: &Position, mv: Move) {
        let ticket = self.puzzles.ticket;
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let verdict = m.attempt.judge(before, mv);
        let solver = m.attempt.solver();
        match verdict {
            Verdict::Right { reply: Some(r) } => {
                m.due = Some(r);
                shared.set_status(words::puzzle_right(&shared.speaker, mv));
                schedule(shared, ticket, REPLY_DELAY_MS);
            }
            Verdict::Right { reply: None } | Verdict::WinsAtOnce => {}
            Verdict::Ask { after, left } => {
                let wrong = m.attempt.status() == Status::Wrong;
                m.asked = Some((after, left, mv));
                shared.set_status(if wrong {
                    words::puzzle_wrong_pending(&shared.speaker, mv, solver.other())
                } else {
                    words::puzzle_checking(&shared.speaker, mv, solver.other())
                });
                shared.emit(Effect::AskDefence {
                    ticket,
                    commands: puzzle::defence_request(&after, left),
                });
            }
            Verdict::NotNow => {}
        }
        self.after_puzzle_change(shared);
    }

    /// The worker's answer to the defence question of `ticket`. A wrong move that wins
    /// too, by another line, is taken back: the board changed.
    #[inline(never)]
    pub(super) fn puzzle_defended(
        &mut self,
        shared: &mut Shared,
        ticket: u64,
        answer: Answer,
    ) -> Then {
        if ticket != self.puzzles.ticket {
            return Then::Stay;
        }
        let lines = match answer {
            Answer::Cancelled => return Then::Stay,
            Answer::Lines(lines) => Ok(lines),
            Answer::Failed(e) => Err(PageError::Engine(e)),
        };
        let Some(m) = self.puzzle_mode_mut() else {
            return Then::Stay;
        };
        let Some((after, left, mv)) = m.asked.take() else {
            return Then::Stay;
        };
        let solver = m.attempt.solver();
        let saving = match lines.and_then(|lines| puzzle::read_defence(&lines)) {
            Ok(s) => s,
            Err(why) => {
                m.attempt.answered(Defence::NoMove);
                shared.set_status(words::puzzle_no_answer(&shared.speaker, &why));
                self.after_puzzle_change(shared);
                return Then::Stay;
            }
        };
        let answer = answer_from(&after, left, saving);
        let mut then = Then::Stay;
        match m.attempt.answered(answer) {
            Some(r) => {
                m.due = Some(r);
                shared.set_status(words::puzzle_wrong(&shared.speaker, mv, solver, answer));
                schedule(shared, ticket, REPLY_DELAY_MS);
            }
            None if m.attempt.status() == Status::Solving => {
                // It wins too, by another line: taken back.
                m.board.undo();
                shared.set_status(words::puzzle_another(&shared.speaker, mv));
                then = Then::Refresh;
            }
            None => shared.set_status(words::puzzle_wrong(&shared.speaker, mv, solver, answer)),
        }
        self.after_puzzle_change(shared);
        then
    }

    /// The move due at the timer of `ticket` (the defender's reply, or the solution's next
    /// move while it is shown, with `true`), for the root to play through the door; the
    /// solution shown to its end is said.
    #[inline(never)]
    pub(super) fn puzzle_due(&mut self, shared: &mut Shared, ticket: u64) -> Option<(Move, bool)> {
        if ticket != self.puzzles.ticket {
            return None;
        }
        let m = self.puzzle_mode_mut()?;
        let showing = m.attempt.status() == Status::Showing;
        let mv = if showing {
            m.attempt.next_shown()
        } else {
            m.due.take()
        };
        if mv.is_none() && showing {
            shared.set_status(words::PUZZLE_SHOWN);
            self.after_puzzle_change(shared);
        }
        mv.map(|mv| (mv, showing))
    }

    /// The move due (`mv`, of the solution shown if `showing`) was played; `said` is what
    /// the status line said before, kept while the reply animates.
    #[inline(never)]
    pub(super) fn puzzle_replied(
        &mut self,
        shared: &mut Shared,
        mv: Move,
        showing: bool,
        said: String,
    ) {
        let ticket = self.puzzles.ticket;
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        if showing {
            shared.set_status(said);
            schedule(shared, ticket, SHOW_STEP_MS);
        } else {
            m.attempt.replied();
            let defender = m.attempt.solver().other();
            if m.attempt.status() == Status::Solving {
                shared.set_status(words::puzzle_after_reply(&shared.speaker, defender, mv));
            } else {
                shared.set_status(said);
            }
        }
        self.after_puzzle_change(shared);
    }

    /// The puzzle's start back on the board, for a new try or a shown solution
    /// (`showing`): a reply waited for and the defence being searched are dropped.
    /// Returns the puzzle mode; `None` outside it.
    fn restart_puzzle_board(
        &mut self,
        shared: &mut Shared,
        showing: bool,
    ) -> Option<&mut PuzzleMode> {
        self.new_puzzle_ticket(shared);
        let m = self.puzzle_mode_mut()?;
        m.asked = None;
        m.due = None;
        m.board.load(Game::new(m.attempt.puzzle().position));
        m.seat(showing);
        Some(m)
    }

    /// Back to the puzzle's start.
    #[inline(never)]
    pub(super) fn puzzle_retry(&mut self, shared: &mut Shared) -> Then {
        if !self.in_puzzle() {
            return Then::Stay;
        }
        let Some(m) = self.restart_puzzle_board(shared, false) else {
            return Then::Stay;
        };
        m.attempt.retry();
        let p = m.attempt.puzzle();
        shared.set_status(words::puzzle_prompt(
            &shared.speaker,
            p.position.turn(),
            p.solution.len(),
        ));
        Then::Refresh
    }

    /// Shows the solution, move by move, from the last right move (giving up).
    #[inline(never)]
    pub(super) fn puzzle_show_solution(&mut self, shared: &mut Shared) -> Then {
        let Some(right) = self
            .puzzle_mode_mut()
            .and_then(|m| m.attempt.show_solution())
        else {
            return Then::Stay;
        };
        let Some(m) = self.restart_puzzle_board(shared, true) else {
            return Then::Stay;
        };
        let solution = m.attempt.puzzle().solution.clone();
        for &mv in &solution[..right] {
            let _ = m.board.submit(mv, MoveSource::Computer);
        }
        shared.set_status(words::puzzle_showing(&shared.speaker, &solution[right..]));
        self.after_puzzle_change(shared);
        schedule(shared, self.puzzles.ticket, REPLY_DELAY_MS);
        Then::Refresh
    }

    /// After every change of the attempt: its result recorded once, the panel shown.
    fn after_puzzle_change(&mut self, shared: &mut Shared) {
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let p = m.attempt.puzzle();
        let (id, rating) = (p.id.clone(), p.rating);
        let status = m.attempt.status();
        let failed_before = m.change.is_some();
        if let Some(solved) = m.attempt.take_result() {
            let change = self.puzzles.progress.get_mut().record(&id, rating, solved);
            self.puzzles.tried(shared, &id, solved);
            if let Some(m) = self.puzzle_mode_mut() {
                m.change = Some(change);
            }
            if solved {
                shared.set_status(words::puzzle_solved(&shared.speaker, Some(change)));
            } else {
                let extra = words::puzzle_failed_rating(&shared.speaker, change);
                if !extra.is_empty() {
                    shared.announce(&extra);
                }
            }
            shared.emit(Effect::StorePuzzleProgress(Box::new(
                self.puzzle_progress_to_store(),
            )));
        } else if status == Status::Solved && failed_before {
            // Solved after a failure in this attempt: not offered again.
            self.puzzles.progress.get_mut().finished_after_failure(&id);
            shared.emit(Effect::StorePuzzleProgress(Box::new(
                self.puzzle_progress_to_store(),
            )));
            shared.set_status(words::puzzle_solved(&shared.speaker, None));
        }
        shared.render();
    }

    /// Another tab stored its puzzle progress: merged into this tab's, and shown.
    #[inline(never)]
    pub(super) fn puzzles_stored_elsewhere(&mut self, shared: &mut Shared, stored: Progress) {
        if self.puzzles.progress.adopt(stored) {
            shared.render();
        }
    }

    /// The id of the puzzle on show.
    pub fn puzzle_id(&self) -> Option<&str> {
        self.puzzle_mode().map(|m| m.attempt.puzzle().id.as_str())
    }
}

/// Plays the move due after `ms`, if its `ticket` is still current then.
fn schedule(shared: &mut Shared, ticket: u64, ms: f64) {
    shared.emit(Effect::Timer {
        ms,
        timer: Timer::PuzzleDue(ticket),
    });
}
