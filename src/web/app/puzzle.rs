//! Puzzle mode on the page (issue 11): the set fetched when first asked for, one puzzle
//! at a time on the board (`ui::puzzle::Attempt` judges the moves), the game in progress
//! kept aside untouched meanwhile, the defender's replies played as the computer's moves
//! are (the one door, `App::play`, source `Computer`), the answer to a wrong move found by
//! a worker (`defend`, the exact solver can take seconds), the progress saved under a key
//! of its own.
//!
//! While a puzzle is on show the app's session *is* the puzzle's (so that every input,
//! the board, the move list and the script API work on it unchanged); the game's session
//! waits in `PuzzleMode::game` and comes back exactly as it was. The game's record and
//! settings are never written meanwhile (`App::save` and `App::settings` know).

use wasm_bindgen::JsValue;

use three_crowns::game::Game;
use three_crowns::puzzles::{parse_puzzles, Puzzle};
use three_crowns::types::{Color, Move};
use three_crowns::ui::computer::MAX_LEVEL;
use three_crowns::ui::error::{FetchError, PageError, PuzzleSetError, PuzzleWait};
use three_crowns::ui::puzzle::{self, answer_from, Answer, Attempt, Progress, Status, Verdict};
use three_crowns::ui::session::{MoveSource, Seat};
use three_crowns::ui::synced::Synced;
use three_crowns::ui::words;

use super::aside::Aside;
use super::App;
use crate::analysis::{Notify, StudyEvent};
use crate::computer::later;
use crate::engine_client::{EngineClient, Reply};
use crate::{dom, storage};

/// The puzzle set, relative to the page (so that a site under a sub-path finds it).
const SET_URL: &str = "www/puzzles.txt";
/// The pause before the defender's reply (the solver's move animates meanwhile).
const REPLY_DELAY_MS: f64 = 600.0;
/// The pause between the moves of a solution being shown.
const SHOW_STEP_MS: f64 = 800.0;

/// Which puzzle to open once the set is there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// The next one for the player's level.
    Next,
    /// The one with this id.
    Id(String),
}

/// What is told when a puzzle asked for is open (or could not be).
pub type Opened = Box<dyn FnOnce(Result<(), PageError>)>;
/// What is told when the set is there (or could not be had).
pub type SetWaiter = Box<dyn FnOnce(Result<&[Puzzle], &PageError>)>;

enum Set {
    NotLoaded,
    Loading,
    Loaded(Vec<Puzzle>),
    Failed(PuzzleSetError),
}

/// The game kept aside while puzzles are on show, and how the page was.
struct PuzzleMode {
    attempt: Attempt,
    /// The game in progress, unchanged.
    aside: Aside,
    /// The wrong move being judged: the position after it and the plies left.
    asked: Option<(three_crowns::position::Position, u32, Move)>,
    /// The defender's (or the shown solution's) move due at the next timer.
    due: Option<Move>,
    /// The rating change of this attempt's result, once known.
    change: Option<i32>,
}

/// Puzzle mode's part of the app.
pub struct Puzzles {
    set: Set,
    /// The progress, as this tab has it and as it last agreed with storage.
    progress: Synced<Progress>,
    mode: Option<PuzzleMode>,
    /// What to open once the set is loaded, and whom to tell.
    wanted: Option<(Wanted, Option<Opened>)>,
    waiters: Vec<SetWaiter>,
    /// Counts changes that make timers and the worker's answers stale.
    ticket: u64,
    defence: Option<EngineClient>,
    notify: Notify,
}

impl Puzzles {
    /// Puzzle mode, off, with the progress kept in storage; the worker reports to
    /// `notify`.
    pub fn new(notify: Notify) -> Puzzles {
        Puzzles {
            set: Set::NotLoaded,
            progress: storage::puzzle_progress(),
            mode: None,
            wanted: None,
            waiters: Vec::new(),
            ticket: 0,
            defence: None,
            notify,
        }
    }

    fn stop_defence(&self) {
        if let Some(c) = &self.defence {
            c.stop();
        }
    }
}

/// The puzzle as the script API shows it.
pub struct PuzzleView<'a> {
    /// The attempt.
    pub attempt: &'a Attempt,
    /// The progress.
    pub progress: &'a Progress,
}

impl App {
    /// Whether a puzzle is on show.
    pub fn in_puzzle(&self) -> bool {
        self.puzzles.mode.is_some()
    }

    /// The puzzle on show and the progress, for the script API.
    pub fn puzzle_view(&self) -> Option<PuzzleView<'_>> {
        self.puzzles.mode.as_ref().map(|m| PuzzleView {
            attempt: &m.attempt,
            progress: self.puzzles.progress.get(),
        })
    }

    /// The game kept aside while a puzzle is on show.
    pub(super) fn puzzle_aside(&self) -> Option<&Aside> {
        self.puzzles.mode.as_ref().map(|m| &m.aside)
    }

    pub(super) fn puzzle_aside_mut(&mut self) -> Option<&mut Aside> {
        self.puzzles.mode.as_mut().map(|m| &mut m.aside)
    }

    /// Why a person's move is not taken now in puzzle mode (`None`: it is, or no puzzle).
    pub(super) fn puzzle_refusal(&self) -> Option<PageError> {
        let m = self.puzzles.mode.as_ref()?;
        let a = &m.attempt;
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

    /// Calls `f` with the set once it is there (fetching it if needed).
    pub fn with_puzzle_set(&mut self, f: SetWaiter) {
        match &self.puzzles.set {
            Set::Loaded(set) => f(Ok(set)),
            _ => {
                self.puzzles.waiters.push(f);
                self.load_puzzles();
            }
        }
    }

    /// Opens a puzzle (`Wanted`), fetching the set first if needed; `done` is told
    /// whether it opened.
    pub fn open_puzzle(&mut self, wanted: Wanted, done: Option<Opened>) {
        if let Set::Loaded(_) = self.puzzles.set {
            let r = self.open_now(&wanted);
            if let Some(done) = done {
                done(r);
            }
            return;
        }
        if let Some((_, Some(old))) = self.puzzles.wanted.take() {
            old(Err(PageError::AnotherPuzzle));
        }
        self.puzzles.wanted = Some((wanted, done));
        self.load_puzzles();
    }

    fn load_puzzles(&mut self) {
        if matches!(self.puzzles.set, Set::Loading | Set::Loaded(_)) {
            return;
        }
        self.puzzles.set = Set::Loading;
        self.set_status(words::PUZZLES_LOADING);
        dom::fetch_text(SET_URL, |r| {
            with_app(|a| a.puzzles_loaded(r));
        });
    }

    /// The set's text arrived (or not).
    fn puzzles_loaded(&mut self, text: Result<String, FetchError>) {
        let set = match text {
            Err(e) => Err(PuzzleSetError::Fetch(e)),
            Ok(t) => match parse_puzzles(&t) {
                Ok(s) if s.is_empty() => Err(PuzzleSetError::Empty),
                Ok(s) => Ok(s),
                Err(e) => Err(PuzzleSetError::Unreadable(e)),
            },
        };
        self.puzzles.set = match set {
            Ok(s) => Set::Loaded(s),
            Err(e) => Set::Failed(e),
        };
        let waiters = std::mem::take(&mut self.puzzles.waiters);
        let wanted = self.puzzles.wanted.take();
        match &self.puzzles.set {
            Set::Loaded(set) => {
                for w in waiters {
                    w(Ok(set));
                }
                self.set_status("");
                if let Some((wanted, done)) = wanted {
                    let r = self.open_now(&wanted);
                    if let Some(done) = done {
                        done(r);
                    }
                }
            }
            Set::Failed(e) => {
                let why = PageError::PuzzleSet(e.clone());
                for w in waiters {
                    w(Err(&why));
                }
                if let Some((_, Some(done))) = wanted {
                    done(Err(why.clone()));
                }
                self.set_status(why.to_string());
            }
            _ => {}
        }
    }

    /// Opens the puzzle wanted from the loaded set.
    fn open_now(&mut self, wanted: &Wanted) -> Result<(), PageError> {
        let Set::Loaded(set) = &self.puzzles.set else {
            return Err(PageError::PuzzlesLoading);
        };
        let current = self
            .puzzles
            .mode
            .as_ref()
            .map(|m| m.attempt.puzzle().id.clone());
        let index = match wanted {
            Wanted::Id(id) => puzzle::find(set, id),
            Wanted::Next => {
                puzzle::next_puzzle(set, self.puzzles.progress.get(), current.as_deref())
            }
        };
        let Some(i) = index else {
            return self.refuse(match wanted {
                Wanted::Id(id) => PageError::UnknownPuzzle(id.clone()),
                Wanted::Next => PageError::PuzzleSet(PuzzleSetError::Empty),
            });
        };
        let p = set[i].clone();
        self.enter_puzzle(p);
        Ok(())
    }

    /// Shows `puzzle` on the board, keeping the game aside if it is not already.
    fn enter_puzzle(&mut self, puzzle: Puzzle) {
        self.interrupt();
        self.input.clear();
        self.preview = None;
        self.puzzles.ticket += 1;
        self.puzzles.stop_defence();
        let solver = puzzle.position.turn();
        if self.puzzles.mode.is_none() {
            self.leave_lessons();
            let aside = self.set_game_aside(puzzle.position);
            self.puzzles.mode = Some(PuzzleMode {
                attempt: Attempt::new(puzzle.clone()),
                aside,
                asked: None,
                due: None,
                change: None,
            });
        } else if let Some(m) = self.puzzles.mode.as_mut() {
            m.attempt = Attempt::new(puzzle.clone());
            m.asked = None;
            m.due = None;
            m.change = None;
            self.session.load(Game::new(puzzle.position));
        }
        self.orientation.flipped = solver == Color::Black;
        self.seat_puzzle(false);
        self.set_status(words::puzzle_prompt(solver, puzzle.solution.len()));
        self.refresh();
    }

    /// The puzzle's seats: the solver a person, the defender the puzzle (its replies
    /// come as the computer's do); both the puzzle's while the solution is shown.
    fn seat_puzzle(&mut self, showing: bool) {
        let Some(m) = &self.puzzles.mode else { return };
        let solver = m.attempt.solver();
        let puzzle = Seat::Computer { level: MAX_LEVEL };
        self.session
            .set_seat(solver, if showing { puzzle } else { Seat::Person });
        self.session.set_seat(solver.other(), puzzle);
    }

    /// Leaves puzzle mode: the game comes back exactly as it was.
    pub fn leave_puzzles(&mut self) {
        let Some(m) = self.puzzles.mode.take() else {
            return;
        };
        self.puzzles.ticket += 1;
        self.puzzles.stop_defence();
        self.bring_game_back(m.aside);
    }

    /// The solver's move `mv`, just played from `before` by a person: judged.
    pub(super) fn puzzle_moved(&mut self, before: &three_crowns::position::Position, mv: Move) {
        let Some(m) = self.puzzles.mode.as_mut() else {
            return;
        };
        let verdict = m.attempt.judge(before, mv);
        let solver = m.attempt.solver();
        match verdict {
            Verdict::Right { reply: Some(r) } => {
                m.due = Some(r);
                self.set_status(words::puzzle_right(mv));
                self.schedule(REPLY_DELAY_MS);
            }
            Verdict::Right { reply: None } | Verdict::WinsAtOnce => {}
            Verdict::Ask { after, left } => {
                let wrong = m.attempt.status() == Status::Wrong;
                m.asked = Some((after, left, mv));
                self.set_status(if wrong {
                    words::puzzle_wrong_pending(mv, solver.other())
                } else {
                    words::puzzle_checking(mv, solver.other())
                });
                self.ask_defence(&after, left);
            }
            Verdict::NotNow => {}
        }
        self.after_puzzle_change();
    }

    /// Asks the worker for the defender's saving reply in `after`.
    fn ask_defence(&mut self, after: &three_crowns::position::Position, left: u32) {
        let ticket = self.puzzles.ticket;
        let notify = self.puzzles.notify.clone();
        let commands = puzzle::defence_request(after, left);
        let client = self
            .puzzles
            .defence
            .get_or_insert_with(|| {
                EngineClient::new(|msg| {
                    web_sys::console::warn_1(&JsValue::from_str(&format!(
                        "the puzzle's worker failed: {msg}"
                    )));
                })
            })
            .clone();
        client.request(&commands, move |reply: Reply| {
            notify(StudyEvent::Defended(ticket, reply));
        });
    }

    /// The worker's answer to the defence question of `ticket`.
    pub(super) fn puzzle_defended(&mut self, ticket: u64, reply: Reply) {
        if ticket != self.puzzles.ticket {
            return;
        }
        let Some(m) = self.puzzles.mode.as_mut() else {
            return;
        };
        let Some((after, left, mv)) = m.asked.take() else {
            return;
        };
        let solver = m.attempt.solver();
        let saving = match reply
            .map_err(PageError::Engine)
            .and_then(|lines| puzzle::read_defence(&lines))
        {
            Ok(s) => s,
            Err(why) => {
                m.attempt.answered(Answer::NoMove);
                self.set_status(words::puzzle_no_answer(&why));
                self.after_puzzle_change();
                return;
            }
        };
        let answer = answer_from(&after, left, saving);
        match m.attempt.answered(answer) {
            Some(r) => {
                m.due = Some(r);
                self.set_status(words::puzzle_wrong(mv, solver, answer));
                self.schedule(REPLY_DELAY_MS);
            }
            None if m.attempt.status() == Status::Solving => {
                // It wins too, by another line: taken back.
                self.interrupt();
                self.session.undo();
                self.set_status(words::puzzle_another(mv));
                self.refresh();
            }
            None => self.set_status(words::puzzle_wrong(mv, solver, answer)),
        }
        self.after_puzzle_change();
    }

    /// Plays the move due at the timer of `ticket`, if still current.
    fn schedule(&mut self, ms: f64) {
        let ticket = self.puzzles.ticket;
        later(ms, move || {
            with_app(|a| a.puzzle_due(ticket));
        });
    }

    fn puzzle_due(&mut self, ticket: u64) {
        if ticket != self.puzzles.ticket {
            return;
        }
        let Some(m) = self.puzzles.mode.as_mut() else {
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
                self.set_status(words::PUZZLE_SHOWN);
                self.after_puzzle_change();
            }
            return;
        };
        // Kept: the status line's explanation stands while the reply animates.
        let said = self.status.clone();
        if self.play(mv, MoveSource::Computer).is_err() {
            return;
        }
        let Some(m) = self.puzzles.mode.as_mut() else {
            return;
        };
        if showing {
            self.set_status(said);
            self.schedule(SHOW_STEP_MS);
        } else {
            m.attempt.replied();
            let defender = m.attempt.solver().other();
            if m.attempt.status() == Status::Solving {
                self.set_status(words::puzzle_after_reply(defender, mv));
            } else {
                self.set_status(said);
            }
        }
        self.after_puzzle_change();
    }

    /// The puzzle's start back on the board, for a new try or a shown solution
    /// (`showing`): a reply waited for and the defence being searched are dropped.
    /// Returns the puzzle; `None` outside puzzle mode.
    fn restart_puzzle_board(&mut self, showing: bool) -> Option<Puzzle> {
        let m = self.puzzles.mode.as_mut()?;
        m.asked = None;
        m.due = None;
        let p = m.attempt.puzzle().clone();
        self.puzzles.ticket += 1;
        self.puzzles.stop_defence();
        self.interrupt();
        self.input.clear();
        self.session.load(Game::new(p.position));
        self.seat_puzzle(showing);
        Some(p)
    }

    /// Back to the puzzle's start.
    pub fn puzzle_retry(&mut self) {
        let Some(m) = self.puzzles.mode.as_mut() else {
            return;
        };
        m.attempt.retry();
        let Some(p) = self.restart_puzzle_board(false) else {
            return;
        };
        self.set_status(words::puzzle_prompt(p.position.turn(), p.solution.len()));
        self.refresh();
    }

    /// Shows the solution, move by move, from the last right move (giving up).
    pub fn puzzle_show_solution(&mut self) {
        let Some(m) = self.puzzles.mode.as_mut() else {
            return;
        };
        let Some(right) = m.attempt.show_solution() else {
            return;
        };
        let Some(p) = self.restart_puzzle_board(true) else {
            return;
        };
        for &mv in &p.solution[..right] {
            let _ = self.session.submit(mv, MoveSource::Computer);
        }
        self.set_status(words::puzzle_showing(&p.solution[right..]));
        self.refresh();
        self.after_puzzle_change();
        self.schedule(REPLY_DELAY_MS);
    }

    /// The next puzzle for the player's level.
    pub fn puzzle_next(&mut self) {
        self.open_puzzle(Wanted::Next, None);
    }

    /// After every change of the attempt: its result recorded once, the panel shown.
    fn after_puzzle_change(&mut self) {
        let Some(m) = self.puzzles.mode.as_mut() else {
            return;
        };
        let p = m.attempt.puzzle();
        let (id, rating) = (p.id.clone(), p.rating);
        let status = m.attempt.status();
        if let Some(solved) = m.attempt.take_result() {
            let change = self.puzzles.progress.get_mut().record(&id, rating, solved);
            m.change = Some(change);
            if solved {
                self.set_status(words::puzzle_solved(Some(change)));
            } else {
                let extra = words::puzzle_failed_rating(change);
                if !extra.is_empty() {
                    self.announce(&extra);
                }
            }
            let _ = storage::save_puzzle_progress(&mut self.puzzles.progress);
        } else if status == Status::Solved && m.change.is_some() {
            // Solved after a failure in this attempt: not offered again.
            self.puzzles.progress.get_mut().finished_after_failure(&id);
            let _ = storage::save_puzzle_progress(&mut self.puzzles.progress);
            self.set_status(words::puzzle_solved(None));
        }
        self.show_puzzle();
    }

    /// Another tab stored its puzzle progress: merged into this tab's, and shown.
    pub fn puzzles_stored_elsewhere(&mut self, stored: Progress) {
        if self.puzzles.progress.adopt(stored) {
            self.show_puzzle();
        }
    }

    /// Shows puzzle mode's panel (or hides it): the goal, the buttons for where the
    /// player stands, the puzzle's rating and themes once over, the progress, the link.
    pub(super) fn show_puzzle(&self) {
        let mode = self.puzzles.mode.as_ref();
        let body = dom::document().body();
        let on = if mode.is_some() { "true" } else { "false" };
        if let Some(body) = &body {
            let _ = body.set_attribute("data-puzzle", on);
        }
        for id in ["puzzle", "puzzle-box"] {
            if let Ok(b) = dom::by_id::<web_sys::HtmlElement>(id) {
                b.set_hidden(mode.is_none());
            }
        }
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("open-puzzles") {
            let _ = b.set_attribute("aria-pressed", on);
        }
        let Some(m) = mode else { return };
        let a = &m.attempt;
        let p = a.puzzle();
        let status = a.status();
        if let Some(body) = &body {
            let _ = body.set_attribute("data-puzzle-status", status.word());
            let solver = if a.solver() == Color::White {
                "white"
            } else {
                "black"
            };
            let _ = body.set_attribute("data-puzzle-solver", solver);
        }
        dom::set_text("puzzle-title", &words::puzzle_heading(&p.id));
        dom::set_text("turn", &words::puzzle_goal(a.solver()));
        let over = matches!(status, Status::Solved | Status::Showing | Status::Wrong);
        let about = if over {
            words::puzzle_about(p.rating, &p.themes)
        } else {
            String::new()
        };
        dom::set_text("puzzle-about", &about);
        if let Ok(el) = dom::by_id::<web_sys::HtmlElement>("puzzle-about") {
            el.set_hidden(!over);
        }
        let finished = matches!(status, Status::Solved | Status::Showing);
        for (id, shown) in [
            ("puzzle-retry", status != Status::Solving),
            ("puzzle-solution", !finished),
        ] {
            if let Ok(b) = dom::by_id::<web_sys::HtmlElement>(id) {
                b.set_hidden(!shown);
            }
        }
        dom::set_text(
            "puzzle-next",
            if finished {
                words::PUZZLE_NEXT
            } else {
                words::PUZZLE_SKIP
            },
        );
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("puzzle-next") {
            let _ = b.set_attribute("data-primary", if finished { "true" } else { "false" });
        }
        for (i, (_, value)) in words::puzzle_progress(self.puzzles.progress.get())
            .iter()
            .enumerate()
        {
            dom::set_text(&format!("puzzle-progress-{i}"), value);
        }
        if let Ok(input) = dom::by_id::<web_sys::HtmlInputElement>("puzzle-link") {
            input.set_value(&puzzle_url(&p.id));
        }
    }

    /// The link to the puzzle on show.
    pub fn puzzle_link(&self) -> Option<String> {
        self.puzzles
            .mode
            .as_ref()
            .map(|m| puzzle_url(&m.attempt.puzzle().id))
    }
}

use super::with_app;

/// The address of this page opening puzzle `id`.
fn puzzle_url(id: &str) -> String {
    let loc = dom::window().location();
    format!(
        "{}{}{}#puzzle={id}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    )
}
