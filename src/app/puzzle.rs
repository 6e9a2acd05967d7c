//! Puzzle mode on the page (issue 11): the set fetched when first asked for, one puzzle
//! at a time on the board (`ui::puzzle::Attempt` judges the moves), the game in progress
//! kept aside untouched meanwhile, the defender's replies played as the computer's moves
//! are (the one door, `State::play`, source `Computer`), the answer to a wrong move found by
//! a worker (`defend`, the exact solver can take seconds), the progress saved under a key
//! of its own.
//!
//! While a puzzle is on show the app's session *is* the puzzle's (so that every input,
//! the board, the move list and the script API work on it unchanged); the game's session
//! waits in `PuzzleMode::aside` and comes back exactly as it was. The game's record and
//! settings are never written meanwhile (`State::save` and `State::settings` know).

use crate::game::Game;
use crate::position::Position;
use crate::puzzles::Puzzle;
use crate::types::{Color, Move};
use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::{FetchError, PageError, PuzzleWait};
use crate::ui::puzzle::{self, answer_from, Answer as Defence, Attempt, Progress, Status, Verdict};
use crate::ui::session::{MoveSource, Seat};
use crate::ui::synced::Synced;
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{Mode, PuzzleMode, PuzzleView, Wanted};
use super::{Answer, State};

/// The pause before the defender's reply (the solver's move animates meanwhile).
const REPLY_DELAY_MS: f64 = 600.0;
/// The pause between the moves of a solution being shown.
const SHOW_STEP_MS: f64 = 800.0;

impl State {
    /// Opens a puzzle (`wanted`) for the request `serial` ([`Puzzles::open`]).
    pub(super) fn open_puzzle(&mut self, wanted: Wanted, serial: u64) {
        let current = self.puzzle_mode().map(|m| m.attempt.puzzle().id.clone());
        let found = self
            .modes
            .puzzles
            .open(&mut self.shared, wanted, serial, current.as_deref());
        self.open_found(found);
    }

    /// The puzzle set's text arrived, or not ([`Puzzles::loaded`]).
    pub(super) fn puzzles_loaded(&mut self, text: Result<String, FetchError>) {
        let current = self.puzzle_mode().map(|m| m.attempt.puzzle().id.clone());
        let found = self
            .modes
            .puzzles
            .loaded(&mut self.shared, text, current.as_deref());
        self.open_found(found);
    }

    /// Puts the puzzle found on the board, and tells the request that asked for it.
    fn open_found(&mut self, found: Option<super::puzzle_set::Found>) {
        if let Some((puzzle, serial)) = found {
            self.enter_puzzle(puzzle);
            self.shared.emit(Effect::PuzzleOpened(serial, Ok(())));
        }
    }

    /// Whether a puzzle is on show.
    pub fn in_puzzle(&self) -> bool {
        matches!(self.modes.mode, Mode::Puzzle(_))
    }

    pub(super) fn puzzle_mode(&self) -> Option<&PuzzleMode> {
        match &self.modes.mode {
            Mode::Puzzle(m) => Some(m),
            _ => None,
        }
    }

    fn puzzle_mode_mut(&mut self) -> Option<&mut PuzzleMode> {
        match &mut self.modes.mode {
            Mode::Puzzle(m) => Some(m),
            _ => None,
        }
    }

    /// The puzzle on show and the progress, for the script API.
    pub fn puzzle_view(&self) -> Option<PuzzleView<'_>> {
        self.puzzle_mode().map(|m| PuzzleView {
            attempt: &m.attempt,
            progress: self.modes.puzzles.progress.get(),
        })
    }

    /// The puzzle progress.
    pub fn puzzle_progress(&self) -> &Progress {
        self.modes.puzzles.progress.get()
    }

    /// The puzzle progress to store: the shell merges the copy with other tabs' and
    /// stores it, then sends it back ([`super::Command::PuzzleProgressStored`]).
    fn puzzle_progress_to_store(&self) -> Synced<Progress> {
        self.modes.puzzles.progress.clone()
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
    fn new_puzzle_ticket(&mut self) {
        self.modes.puzzles.ticket += 1;
        self.shared.emit(Effect::StopDefence);
    }

    /// Shows `puzzle` on the board, keeping the game aside if it is not already.
    pub(super) fn enter_puzzle(&mut self, puzzle: Puzzle) {
        self.interrupt();
        self.ground.input.clear();
        self.ground.preview = None;
        self.new_puzzle_ticket();
        let solver = puzzle.position.turn();
        if let Some(m) = self.puzzle_mode_mut() {
            m.attempt = Attempt::new(puzzle.clone());
            m.asked = None;
            m.due = None;
            m.change = None;
            self.board_mut().load(Game::new(puzzle.position));
        } else {
            self.leave_lessons();
            self.leave_mistakes();
            let (held, board) = self.hold_game(puzzle.position);
            self.modes.mode = Mode::Puzzle(PuzzleMode {
                attempt: Attempt::new(puzzle.clone()),
                board,
                held,
                asked: None,
                due: None,
                change: None,
            });
        }
        self.ground.orientation.flipped = solver == Color::Black;
        self.seat_puzzle(false);
        self.shared.set_status(words::puzzle_prompt(
            &self.shared.speaker,
            solver,
            puzzle.solution.len(),
        ));
        self.refresh();
    }

    /// The puzzle's seats: the solver a person, the defender the puzzle (its replies
    /// come as the computer's do); both the puzzle's while the solution is shown.
    fn seat_puzzle(&mut self, showing: bool) {
        let Some(m) = self.puzzle_mode() else { return };
        let solver = m.attempt.solver();
        let puzzle = Seat::Computer { level: MAX_LEVEL };
        self.board_mut()
            .set_seat(solver, if showing { puzzle } else { Seat::Person });
        self.board_mut().set_seat(solver.other(), puzzle);
    }

    /// Leaves puzzle mode: the game comes back exactly as it was.
    #[inline(never)]
    pub(super) fn leave_puzzles(&mut self) {
        if !self.in_puzzle() {
            return;
        }
        let Mode::Puzzle(m) = std::mem::replace(&mut self.modes.mode, Mode::Game) else {
            return;
        };
        self.new_puzzle_ticket();
        self.bring_game_back(m.held);
    }

    /// The solver's move `mv`, just played from `before` by a person: judged.
    #[inline(never)]
    pub(super) fn puzzle_moved(&mut self, before: &Position, mv: Move) {
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let verdict = m.attempt.judge(before, mv);
        let solver = m.attempt.solver();
        match verdict {
            Verdict::Right { reply: Some(r) } => {
                m.due = Some(r);
                self.shared
                    .set_status(words::puzzle_right(&self.shared.speaker, mv));
                self.schedule(REPLY_DELAY_MS);
            }
            Verdict::Right { reply: None } | Verdict::WinsAtOnce => {}
            Verdict::Ask { after, left } => {
                let wrong = m.attempt.status() == Status::Wrong;
                m.asked = Some((after, left, mv));
                self.shared.set_status(if wrong {
                    words::puzzle_wrong_pending(&self.shared.speaker, mv, solver.other())
                } else {
                    words::puzzle_checking(&self.shared.speaker, mv, solver.other())
                });
                self.shared.emit(Effect::AskDefence {
                    ticket: self.modes.puzzles.ticket,
                    commands: puzzle::defence_request(&after, left),
                });
            }
            Verdict::NotNow => {}
        }
        self.after_puzzle_change();
    }

    /// The worker's answer to the defence question of `ticket`.
    #[inline(never)]
    pub(super) fn puzzle_defended(&mut self, ticket: u64, answer: Answer) {
        if ticket != self.modes.puzzles.ticket {
            return;
        }
        let lines = match answer {
            Answer::Cancelled => return,
            Answer::Lines(lines) => Ok(lines),
            Answer::Failed(e) => Err(PageError::Engine(e)),
        };
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let Some((after, left, mv)) = m.asked.take() else {
            return;
        };
        let solver = m.attempt.solver();
        let saving = match lines.and_then(|lines| puzzle::read_defence(&lines)) {
            Ok(s) => s,
            Err(why) => {
                m.attempt.answered(Defence::NoMove);
                self.shared
                    .set_status(words::puzzle_no_answer(&self.shared.speaker, &why));
                self.after_puzzle_change();
                return;
            }
        };
        let answer = answer_from(&after, left, saving);
        match m.attempt.answered(answer) {
            Some(r) => {
                m.due = Some(r);
                self.shared.set_status(words::puzzle_wrong(
                    &self.shared.speaker,
                    mv,
                    solver,
                    answer,
                ));
                self.schedule(REPLY_DELAY_MS);
            }
            None if m.attempt.status() == Status::Solving => {
                // It wins too, by another line: taken back.
                self.interrupt();
                self.board_mut().undo();
                self.shared
                    .set_status(words::puzzle_another(&self.shared.speaker, mv));
                self.refresh();
            }
            None => self.shared.set_status(words::puzzle_wrong(
                &self.shared.speaker,
                mv,
                solver,
                answer,
            )),
        }
        self.after_puzzle_change();
    }

    /// Plays the move due after `ms`, if its ticket is still current then.
    fn schedule(&mut self, ms: f64) {
        let timer = Timer::PuzzleDue(self.modes.puzzles.ticket);
        self.shared.emit(Effect::Timer { ms, timer });
    }

    pub(super) fn puzzle_due(&mut self, ticket: u64) {
        if ticket != self.modes.puzzles.ticket {
            return;
        }
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let showing = m.attempt.status() == Status::Showing;
        let mv = if showing {
            m.attempt.next_shown()
        } else {
            m.due.take()
        };
        let Some(mv) = mv else {
            if showing {
                self.shared.set_status(words::PUZZLE_SHOWN);
                self.after_puzzle_change();
            }
            return;
        };
        // Kept: the status line's explanation stands while the reply animates.
        let said = self.shared.status.clone();
        if self.play(mv, MoveSource::Computer).is_err() {
            return;
        }
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        if showing {
            self.shared.set_status(said);
            self.schedule(SHOW_STEP_MS);
        } else {
            m.attempt.replied();
            let defender = m.attempt.solver().other();
            if m.attempt.status() == Status::Solving {
                self.shared.set_status(words::puzzle_after_reply(
                    &self.shared.speaker,
                    defender,
                    mv,
                ));
            } else {
                self.shared.set_status(said);
            }
        }
        self.after_puzzle_change();
    }

    /// The puzzle's start back on the board, for a new try or a shown solution
    /// (`showing`): a reply waited for and the defence being searched are dropped.
    /// Returns the puzzle; `None` outside puzzle mode.
    fn restart_puzzle_board(&mut self, showing: bool) -> Option<Puzzle> {
        let m = self.puzzle_mode_mut()?;
        m.asked = None;
        m.due = None;
        let p = m.attempt.puzzle().clone();
        self.new_puzzle_ticket();
        self.interrupt();
        self.ground.input.clear();
        self.board_mut().load(Game::new(p.position));
        self.seat_puzzle(showing);
        Some(p)
    }

    /// Back to the puzzle's start.
    #[inline(never)]
    pub(super) fn puzzle_retry(&mut self) {
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        m.attempt.retry();
        let Some(p) = self.restart_puzzle_board(false) else {
            return;
        };
        self.shared.set_status(words::puzzle_prompt(
            &self.shared.speaker,
            p.position.turn(),
            p.solution.len(),
        ));
        self.refresh();
    }

    /// Shows the solution, move by move, from the last right move (giving up).
    #[inline(never)]
    pub(super) fn puzzle_show_solution(&mut self) {
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let Some(right) = m.attempt.show_solution() else {
            return;
        };
        let Some(p) = self.restart_puzzle_board(true) else {
            return;
        };
        for &mv in &p.solution[..right] {
            let _ = self.board_mut().submit(mv, MoveSource::Computer);
        }
        self.shared.set_status(words::puzzle_showing(
            &self.shared.speaker,
            &p.solution[right..],
        ));
        self.refresh();
        self.after_puzzle_change();
        self.schedule(REPLY_DELAY_MS);
    }

    /// The next puzzle for the player's level.
    #[inline(never)]
    pub(super) fn puzzle_next(&mut self) {
        self.open_puzzle(Wanted::Next, 0);
    }

    /// After every change of the attempt: its result recorded once, the panel shown.
    fn after_puzzle_change(&mut self) {
        let Some(m) = self.puzzle_mode_mut() else {
            return;
        };
        let p = m.attempt.puzzle();
        let (id, rating) = (p.id.clone(), p.rating);
        let status = m.attempt.status();
        if let Some(solved) = m.attempt.take_result() {
            let change = self
                .modes
                .puzzles
                .progress
                .get_mut()
                .record(&id, rating, solved);
            if let Some(m) = self.puzzle_mode_mut() {
                m.change = Some(change);
            }
            if solved {
                self.shared
                    .set_status(words::puzzle_solved(&self.shared.speaker, Some(change)));
            } else {
                let extra = words::puzzle_failed_rating(&self.shared.speaker, change);
                if !extra.is_empty() {
                    self.shared.announce(&extra);
                }
            }
            self.shared.emit(Effect::StorePuzzleProgress(Box::new(
                self.puzzle_progress_to_store(),
            )));
        } else if status == Status::Solved && m.change.is_some() {
            // Solved after a failure in this attempt: not offered again.
            self.modes
                .puzzles
                .progress
                .get_mut()
                .finished_after_failure(&id);
            self.shared.emit(Effect::StorePuzzleProgress(Box::new(
                self.puzzle_progress_to_store(),
            )));
            self.shared
                .set_status(words::puzzle_solved(&self.shared.speaker, None));
        }
        self.shared.render();
    }

    /// Another tab stored its puzzle progress: merged into this tab's, and shown.
    #[inline(never)]
    pub(super) fn puzzles_stored_elsewhere(&mut self, stored: Progress) {
        if self.modes.puzzles.progress.adopt(stored) {
            self.shared.render();
        }
    }

    /// The id of the puzzle on show.
    pub fn puzzle_id(&self) -> Option<&str> {
        self.puzzle_mode().map(|m| m.attempt.puzzle().id.as_str())
    }
}
