//! What holds the board ([`Mode`]): the game, the position editor (the game waits under
//! it, unchanged), a puzzle, a lesson or "Learn from your mistakes". One enum, so two can
//! never be on at once.
//!
//! The modes' data lives here; what they do is in `puzzle`, `puzzle_set`, `lesson`,
//! `mistakes` and `editor` (each an `impl Modes`); the root holds the game and gives it
//! back (`route`).
//!
//! A puzzle, a lesson and "Learn from your mistakes" each own their board, a session of
//! their own (`Modes::board`): every input, the board, the move list and the script API
//! work on it as on a game, and the game itself is never swapped out nor touched. How the
//! page showed the game (its orientation, analysis and threat overlay) is [`Held`] while
//! the mode is on, and comes back exactly as it was.

use crate::position::Position;
use crate::puzzles::Puzzle;
use crate::types::Move;
use crate::ui::editor::Editor;
use crate::ui::error::PuzzleSetError;
use crate::ui::lessons::{Attempt as LessonAttempt, Progress as LessonProgress};
use crate::ui::puzzle::{Attempt, Progress};
use crate::ui::session::Session;
use crate::ui::synced::Synced;

/// The position editor on the board.
pub struct EditorMode {
    /// The arrangement and the tool.
    pub(super) editor: Editor,
    /// The box the player typed in last: the view leaves what was typed there.
    pub(super) typed: Option<Typed>,
    /// Why what was typed cannot be used, until the editor changes.
    pub(super) problem: Option<crate::ui::words::say::Again>,
}

impl EditorMode {
    pub(super) fn new(editor: Editor) -> EditorMode {
        EditorMode {
            editor,
            typed: None,
            problem: None,
        }
    }
}

/// The editor's boxes the player types in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The second-turn binding.
    Binding,
    /// The move number.
    Number,
    /// The position text.
    Tcn,
}

/// What the root does after a mode changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub(super) enum Then {
    /// Nothing more.
    Stay,
    /// The mode's board changed: the action under way cut short, the selection dropped,
    /// the board and the panel shown anew.
    Refresh,
}

/// What holds the board.
pub enum Mode {
    /// The game, as the players play it.
    Game,
    /// The position editor, open over the game (which waits, unchanged).
    Editor(EditorMode),
    /// A puzzle on a board of its own.
    Puzzle(PuzzleMode),
    /// A lesson on a board of its own.
    Lesson(LessonMode),
    /// "Learn from your mistakes" after a review, on a board of its own (the game's review
    /// kept meanwhile).
    Mistakes(Box<MistakesMode>),
}

/// "Learn from your mistakes" on show: the reviewed game's positions before the player's
/// marked moves, one at a time, on a board of its own; the game's review is kept here.
pub struct MistakesMode {
    /// The marked moves and how each went.
    pub(super) trial: crate::ui::mistakes::Trial,
    /// The mode's own board.
    pub(super) board: Session,
    /// How the page showed the game.
    pub(super) held: Held,
    /// The game's review, given back on the way back.
    pub(super) review: super::study::Review,
    /// The game reviewed, whose positions are shown.
    pub(super) game: crate::game::Game,
    /// The question under way about a try (its number).
    pub(super) asked: Option<u64>,
    /// The take-back of a wrong try due at the timer of this number.
    pub(super) takeback: Option<u64>,
    /// "Train your mistakes" under way: the person's mistakes served one at a time.
    pub(super) drill: Option<DrillRun>,
}

/// The drill under way, in the mode of "Learn from your mistakes".
#[derive(Clone, Debug, PartialEq)]
pub struct DrillRun {
    /// The person's mistakes, as the archive had them when the drill started.
    pub(super) mistakes: Vec<crate::ui::review_kept::mine::Mistake>,
    /// The one on show (an index into `mistakes`).
    pub(super) on_show: usize,
    /// Whether the one on show was answered (its card scheduled) since it was served.
    pub(super) answered: bool,
    /// How many were solved and missed since the drill started.
    pub(super) solved: usize,
    pub(super) missed: usize,
}

impl DrillRun {
    /// Whether `id` names one of the drill's puzzles.
    pub(super) fn has(&self, id: &str) -> bool {
        self.mistakes.iter().any(|m| m.id == id)
    }
}

/// How the page showed the game when a mode took the board, given back on the way back.
pub struct Held {
    pub(super) flipped: bool,
    pub(super) auto_flip: bool,
    pub(super) analysis: bool,
    pub(super) threats: bool,
    /// A game another tab saved meanwhile, adopted on the way back.
    pub(super) other_tab: Option<String>,
}

/// Which puzzle to open once the set is there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// The next one for the player's level.
    Next,
    /// The one with this id.
    Id(String),
    /// The next of the Streak or Storm under way.
    Run,
}

/// The puzzle set.
#[derive(Clone, Debug, Default)]
pub enum Set {
    /// Not asked for yet.
    #[default]
    NotLoaded,
    /// Being fetched.
    Loading,
    /// There.
    Loaded(std::rc::Rc<[Puzzle]>),
    /// Could not be had (why).
    Failed(PuzzleSetError),
}

/// A puzzle on show on a board of its own.
pub struct PuzzleMode {
    pub(super) attempt: Attempt,
    /// The mode's own board.
    pub(super) board: Session,
    /// How the page showed the game.
    pub(super) held: Held,
    /// The wrong move being judged: the position after it and the plies left.
    pub(super) asked: Option<(Position, u32, Move)>,
    /// The defender's (or the shown solution's) move due at the next timer.
    pub(super) due: Option<Move>,
    /// The rating change of this attempt's result, once known.
    pub(super) change: Option<i32>,
}

impl PuzzleMode {
    /// The attempt on show.
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }
}

/// Puzzle mode's part of the state (the puzzle on show is in [`Mode::Puzzle`]).
#[derive(Default)]
pub struct Puzzles {
    pub(super) set: Set,
    /// The progress, as this tab has it and as it last agreed with storage.
    pub(super) progress: Synced<Progress>,
    /// What to open once the set is loaded, and the request's number.
    pub(super) wanted: Option<(Wanted, u64)>,
    /// Counts changes that make timers and the worker's answers stale.
    pub(super) ticket: u64,
    /// The Streak or Storm under way or just over (its summary), with its timer.
    pub(super) run: Option<RunState>,
}

/// A Streak or Storm and its timer: only the last started is heard.
pub struct RunState {
    pub(super) run: crate::ui::puzzle::Run,
    pub(super) ticket: u64,
    /// When (the clock's ms) the run's next puzzle is due, after a result.
    pub(super) next_at: Option<f64>,
}

/// The puzzle as the script API shows it.
#[derive(Clone, Copy)]
pub struct PuzzleView<'a> {
    /// The attempt.
    pub attempt: &'a Attempt,
    /// The progress.
    pub progress: &'a Progress,
    /// The set (empty until it is loaded).
    pub set: &'a [Puzzle],
    /// The Streak or Storm under way or just over.
    pub run: Option<&'a crate::ui::puzzle::Run>,
}

/// A lesson on show on a board of its own.
pub struct LessonMode {
    pub(super) attempt: LessonAttempt,
    /// The lesson's own board.
    pub(super) board: Session,
    /// How the page showed the game.
    pub(super) held: Held,
    /// The last thing the lesson said (the status line's feedback).
    pub(super) message: String,
    /// The scripted reply due at the next timer.
    pub(super) due: Option<Move>,
}

/// Learn mode's part of the state (the lesson on show is in [`Mode::Lesson`]).
#[derive(Default)]
pub struct Lessons {
    /// The lessons done, as this tab has them and as they last agreed with storage.
    pub(super) progress: Synced<LessonProgress>,
    /// Counts changes that make a due reply stale.
    pub(super) ticket: u64,
}

/// The lesson on show, as the script API shows it.
pub struct LessonView<'a> {
    /// The attempt.
    pub attempt: &'a LessonAttempt,
    /// The lessons done.
    pub progress: &'a LessonProgress,
    /// The last thing the lesson said.
    pub message: &'a str,
}

/// The rules dialog's body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum RulesBody {
    /// Not fetched yet (or to be fetched again after a failure).
    #[default]
    Absent,
    /// Being fetched.
    Loading,
    /// Fetched: its HTML.
    Loaded(std::rc::Rc<str>),
    /// The fetch failed (why).
    Failed(crate::ui::error::FetchError),
}

/// The page's layers.
#[derive(Clone, Debug, Default)]
pub struct Overlays {
    /// The menu is open.
    pub menu: bool,
    /// The welcome card is on show.
    pub welcome: bool,
    /// The welcome card is shown at start (a first visit not opened by a link).
    pub welcome_due: bool,
    /// The rules dialog is open.
    pub rules: bool,
    /// The list of games kept is open.
    pub games: bool,
    /// The status line's count when the list of games opened: what is said after is
    /// said in the dialog too.
    pub games_said_from: u64,
    /// The rules dialog's body.
    pub body: RulesBody,
    /// The language of the rules dialog's body, loaded or being fetched.
    pub rules_language: &'static str,
    /// The friend game's QR code is shown.
    pub qr_open: bool,
    /// A Resign or Agree a draw pressed once, waiting for the second press.
    pub confirming: Option<Declare>,
}

/// What the players may declare off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declare {
    /// The [`Session::resigning_side`](crate::ui::session::Session::resigning_side) resigns.
    Resign,
    /// Two people agree a draw.
    Draw,
}

/// What holds the board, the puzzles' and lessons' progress, and a live game's connection.
pub struct Modes {
    /// What holds the board: the game, the editor, a puzzle, a lesson or "Learn from your
    /// mistakes" (each of the last three on a board of its own).
    pub mode: Mode,
    /// Puzzle mode's set, progress and tickets (the puzzle on show is in `mode`).
    pub puzzles: Puzzles,
    /// Learn mode's progress and ticket (the lesson on show is in `mode`).
    pub lessons: Lessons,
    /// A live game's connection beside the friend game on the board, and the relays.
    pub live: Box<super::live::play::Lives>,
    /// "Train your mistakes"' cards: when each of the person's mistakes is due.
    pub drill: crate::ui::synced::Synced<crate::ui::drill::Drill>,
}

impl Modes {
    /// What the board shows: the board of the puzzle, the lesson or "Learn from your
    /// mistakes" on show, else `game` (the editor draws over the game).
    pub(super) fn board<'a>(&'a self, game: &'a Session) -> &'a Session {
        match &self.mode {
            Mode::Puzzle(m) => &m.board,
            Mode::Lesson(m) => &m.board,
            Mode::Mistakes(m) => &m.board,
            Mode::Game | Mode::Editor(_) => game,
        }
    }

    /// What the board shows, to change it (see [`Modes::board`]).
    pub(super) fn board_mut<'a>(&'a mut self, game: &'a mut Session) -> &'a mut Session {
        match &mut self.mode {
            Mode::Puzzle(m) => &mut m.board,
            Mode::Lesson(m) => &mut m.board,
            Mode::Mistakes(m) => &mut m.board,
            Mode::Game | Mode::Editor(_) => game,
        }
    }

    /// How the page showed the game, if a puzzle, a lesson or "Learn from your mistakes"
    /// holds the board.
    pub(super) fn held(&self) -> Option<&Held> {
        match &self.mode {
            Mode::Puzzle(m) => Some(&m.held),
            Mode::Lesson(m) => Some(&m.held),
            Mode::Mistakes(m) => Some(&m.held),
            Mode::Game | Mode::Editor(_) => None,
        }
    }

    /// Whether a mode holds the board (a puzzle, a lesson, "Learn from your mistakes"):
    /// the game is not on show, the computer's seats do not move, the study tools are off.
    pub(super) fn game_aside(&self) -> bool {
        self.held().is_some()
    }

    /// Another tab saved its game while a mode holds the board: adopted on the way back.
    /// Returns whether a mode holds the board.
    pub(super) fn keep_other_tab(&mut self, text: &str) -> bool {
        let held = match &mut self.mode {
            Mode::Puzzle(m) => &mut m.held,
            Mode::Lesson(m) => &mut m.held,
            Mode::Mistakes(m) => &mut m.held,
            Mode::Game | Mode::Editor(_) => return false,
        };
        held.other_tab = Some(text.to_string());
        true
    }
}
