//! The page's whole state ([`State`]) and what every action does to it, after
//! chessground's split: this file holds the state, its start, the status line, saving and
//! what follows every change; `board` the actions on the board (moves, clicks, drags, the
//! keyboard cursor), `game` the actions on the game (undo, new game, browsing, imports,
//! other tabs, settings), `seats` the computer player's side, `mode` the modes that hold
//! the game aside (`puzzle`, `lesson`) and `tools` the study tools (the threat overlay,
//! the editor, the analysis, the review).
//!
//! Nothing here touches the page: every action changes the state and queues what the
//! shell must do ([`Effect`]s: say, play a sound, store, ask an engine, start a timer,
//! write the view, draw the board), which [`State::update`] returns to the shell after
//! each command. Drawing is never done on the spot: an action marks the board dirty and
//! asks for a frame ([`Effect::Redraw`]), and the frame (`Command::Frame`) draws it once.

use crate::position::Position;
use crate::types::{Color, Move, Square};
use crate::ui::anim::Plan;
use crate::ui::drag::Pointer;
use crate::ui::error::{PageError, SaveError};
use crate::ui::geometry::Orientation;
use crate::ui::input::Input;
use crate::ui::lang::Speaker;
use crate::ui::session::Session;
use crate::ui::settings::{Display, Settings};
use crate::ui::synced::Synced;
use crate::ui::threats::Threats;

use super::computer::Computer;
use super::effect::Effect;
use super::mode::Lessons;
use super::mode::Mode;
use super::mode::Puzzles;
use super::study::{Analysis, Review};

/// A running animation.
#[derive(Clone, Debug)]
pub struct Running {
    /// What moves.
    pub plan: Plan,
    /// The frame time (ms) of its first frame, once drawn.
    pub start: Option<f64>,
}

/// What the shell tells the state about the page's surroundings before each action.
#[derive(Clone, Debug, Default)]
pub struct Surroundings {
    /// The clock (ms, the page's `performance.now()`).
    pub now_ms: f64,
    /// Today's date, as records write it (`YYYY.MM.DD`).
    pub today: String,
    /// The player asked the system for reduced motion: no animation.
    pub reduced_motion: bool,
    /// The page's address without its fragment (links to games and puzzles are built on
    /// it).
    pub page: String,
    /// The time of day, as friend games write when they changed (`HH:MM`).
    pub time: String,
    /// The browser offers the system's share sheet (the Web Share API).
    pub can_share: bool,
    /// The time (ms since 1970, `Date.now()`): when an archived game last changed.
    pub epoch_ms: f64,
    /// The machine's logical processors (`navigator.hardwareConcurrency`; 0: unknown):
    /// how many analysis workers it offers (`ui::analysis::workers_for`).
    pub cores: u32,
}

/// The page's state.
pub struct State {
    pub(super) session: Session,
    pub(super) input: Input,
    /// A piece held or dragged by a pointer.
    pub(super) pointer: Pointer,
    pub(super) orientation: Orientation,
    pub(super) auto_flip: bool,
    /// Theme, palette, coordinates, sound.
    pub(super) display: Display,
    /// The system prefers a dark scheme (followed by the theme `System`).
    pub(super) system_dark: bool,
    /// The status line's message (empty: none).
    pub(super) status: String,
    /// Counts the status line's messages: a message is said every time, even one that
    /// repeats the last.
    pub(super) status_said: u64,
    /// How to say the status line's message in another language, when it can be.
    pub(super) status_again: Option<crate::ui::words::say::Again>,
    /// The keyboard cursor on the board, while the board has the keyboard's focus.
    pub(super) cursor: Option<Square>,
    /// The square a mouse points at (not pressed), for the result preview.
    pub(super) hover: Option<Square>,
    pub(super) anim: Option<Running>,
    /// Legal moves of the live position.
    pub(super) legal: Vec<Move>,
    /// The board must be drawn at the next frame.
    pub(super) dirty: bool,
    /// Why the game is not being saved, while it is not (said once, cleared by the next
    /// successful save).
    pub(super) save_problem: Option<SaveError>,
    /// The saved game could not be read nor kept aside: never write over it.
    pub(super) protect_unreadable: bool,
    /// The games kept (their records, newest first, each summed up for the list), as this
    /// tab knows them.
    pub(super) kept: Vec<(String, Option<crate::ui::kept::KeptGame>)>,
    /// The GIF being made.
    pub(super) making: Option<super::export::Making>,
    /// Counts the GIFs asked: only the last one's worker is heard.
    pub(super) export_ticket: u64,
    /// The archive of every game (the browser's database).
    pub(super) archive: super::archive::Archive,
    /// Games kept that storage refused: this tab keeps them even when another tab's
    /// list (without them) arrives.
    pub(super) unstored: Vec<String>,
    /// The New game dialog, and a game waiting to replace the game in progress.
    pub(super) starting: super::starting::Starting,
    /// Counts the clocks' timers: only the last one started is heard.
    pub(super) clock_ticket: u64,
    /// The game (its loads) and ply the board last turned to the side to move at.
    pub(super) turned_at: Option<(u64, usize)>,
    /// The save panel is open (its boxes are filled).
    pub(super) save_panel_open: bool,
    /// The friend game's QR code is shown.
    pub(super) qr_open: bool,
    /// The menu, the welcome card, the rules dialog.
    pub(super) overlays: super::mode::Overlays,
    /// The board's size the player chose (CSS pixels; `None`: it fits the window).
    pub(super) board_size: Option<f64>,
    /// The annotated record the review exported, shown in the save panel's record box
    /// until the game changes.
    pub(super) exported: Option<String>,
    /// The computer player: what it is thinking about, the hint, the pause.
    pub(super) computer: Computer,
    /// The threat overlay of the position on show, while the overlay is on.
    pub(super) threats: Option<Threats>,
    /// What holds the board: the game, the editor, a puzzle or a lesson (with the game
    /// kept aside).
    pub(super) mode: Mode,
    /// The analysis board.
    pub(super) analysis: Analysis,
    /// Most workers the analysis may search with (the player's setting, 1 to
    /// `analysis::MAX_WORKERS`).
    pub(super) analysis_workers: usize,
    /// The post-game review.
    pub(super) review: Review,
    /// A position of the analysis's best line previewed on the board, with the move that
    /// led to it, until the next action.
    pub(super) preview: Option<(Position, Move)>,
    /// Puzzle mode's set, progress and tickets (the puzzle on show is in `mode`).
    pub(super) puzzles: Puzzles,
    /// Learn mode's progress and ticket (the lesson on show is in `mode`).
    pub(super) lessons: Lessons,
    /// A Resign or Agree a draw pressed once, waiting for the second press.
    pub(super) confirming: Option<Declare>,
    /// The settings as last stored, merged with other tabs' (`ui::synced`).
    pub(super) stored_settings: Synced<Settings>,
    /// The clock, the date, the system's wishes (set by the shell before each action).
    pub(super) world: Surroundings,
    /// A seed for the computer's choices among equals (xorshift).
    pub(super) seed: u64,
    /// What the shell must do, in order.
    pub(super) out: Vec<Effect>,
    /// The page's words in the player's language (`ui::lang`).
    pub(super) speaker: Speaker,
    /// The language as chosen (`None`: the browser's preferred, [`State::browser_language`]).
    pub(super) language_choice: Option<&'static str>,
    /// The first of the browser's preferred languages the page has (English if none).
    pub(super) browser_language: &'static str,
    /// The language whose catalogue is being fetched, and whether the player chose it
    /// just now (rather than the page starting in it, or another tab choosing it).
    pub(super) language_loading: Option<(&'static str, bool)>,
}

/// What the players may declare off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declare {
    /// The [`Session::resigning_side`] resigns.
    Resign,
    /// Two people agree a draw.
    Draw,
}

/// What the page read at start: what storage held (`stored::restore`), and the position
/// editor's arrangement this tab left open before a reload (the tab's own storage).
#[derive(Clone, Debug, Default)]
pub struct Restored {
    /// What storage held.
    pub stored: super::stored::Found,
    /// The position editor's arrangement this tab left open before a reload.
    pub editor_draft: Option<String>,
    /// The browser's preferred languages, most wanted first (`navigator.languages`).
    pub browser_languages: Vec<String>,
}

impl State {
    /// A new game's state (`system_dark`: the system prefers a dark scheme; `seed`: a
    /// random number for the computer's choices).
    pub fn new(system_dark: bool, seed: u64) -> State {
        let session = Session::default();
        State {
            legal: session.game().legal_moves().to_vec(),
            session,
            speaker: Speaker::english(),
            language_choice: None,
            browser_language: "en",
            language_loading: None,
            input: Input::default(),
            pointer: Pointer::default(),
            orientation: Orientation::default(),
            auto_flip: true,
            display: Display::default(),
            system_dark,
            status: String::new(),
            status_said: 0,
            status_again: None,
            cursor: None,
            hover: None,
            anim: None,
            dirty: true,
            save_problem: None,
            protect_unreadable: false,
            kept: Vec::new(),
            unstored: Vec::new(),
            archive: super::archive::Archive::default(),
            making: None,
            export_ticket: 0,
            starting: super::starting::Starting::default(),
            clock_ticket: 0,
            turned_at: None,
            save_panel_open: false,
            qr_open: false,
            overlays: super::mode::Overlays::default(),
            board_size: None,
            exported: None,
            computer: Computer::default(),
            threats: None,
            mode: Mode::Game,
            analysis: Analysis::default(),
            analysis_workers: crate::ui::analysis::MAX_WORKERS,
            review: Review::default(),
            preview: None,
            confirming: None,
            stored_settings: Synced::new(Settings::default()),
            puzzles: Puzzles::default(),
            lessons: Lessons::default(),
            world: Surroundings::default(),
            seed: seed | 1,
            out: Vec::new(),
        }
    }

    /// What the shell must do after the last actions, in order (taken: the queue empties).
    pub(super) fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.out)
    }

    /// Queues `effect` for the shell.
    pub(super) fn emit(&mut self, effect: Effect) {
        self.out.push(effect);
    }

    /// The page beside the board changed: the shell writes the view again (once, however
    /// many changes come before it).
    pub(super) fn render(&mut self) {
        if !self.out.iter().any(|e| matches!(e, Effect::Render)) {
            self.out.push(Effect::Render);
        }
    }

    /// The next random number (xorshift64).
    pub(super) fn random(&mut self) -> u64 {
        let mut x = self.seed;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.seed = x;
        x
    }

    // ----- after every change -----

    /// After any change of the game: legal moves, panel, board, storage, the computer.
    pub(super) fn refresh(&mut self) {
        self.exported = None;
        // A QR code shown carries the link of when it was sent: any change closes it.
        self.qr_open = false;
        self.legal = self.session.game().legal_moves().to_vec();
        // Two people at one screen: the board turns to the side to move, once per move
        // (a Flip in between stands until the next move); not to the loser's side once
        // the game is over.
        let at = (self.session.loads(), self.session.game().ply());
        let people = [Color::White, Color::Black]
            .map(|c| self.session.seat(c))
            .iter()
            .all(|s| *s == crate::ui::session::Seat::Person);
        let over = self.session.game().outcome().is_some();
        if self.auto_flip && people && !over && self.turned_at != Some(at) {
            self.turned_at = Some(at);
            self.orientation.flipped = self.session.game().position().turn() == Color::Black;
        }
        self.update_panel();
        self.request_redraw();
        self.think();
        self.sync_clock();
        self.save();
    }

    /// Updates everything beside the board.
    pub(super) fn update_panel(&mut self) {
        self.preview = None;
        self.render();
        if self.game_aside() {
            // No study tool looks at a puzzle or a lesson (it would give it away).
            return;
        }
        self.update_study();
    }

    /// Cuts a running animation short and drops any held piece: a new action starts.
    pub(super) fn interrupt(&mut self) {
        self.confirming = None;
        self.anim = None;
        self.pointer.clear();
    }

    /// Shows `msg` in the status line (a live region): said every time, even when it
    /// repeats the message already there. An empty `msg` clears the line.
    pub(super) fn set_status(&mut self, msg: impl crate::ui::words::say::Say) {
        self.status_again = msg.again();
        self.status = msg.said(&self.speaker);
        self.status_said += 1;
        self.render();
    }

    /// Shows `msg` in the status line without saying it (a message at start, which the
    /// page says once it is shown).
    pub(super) fn quiet_status(&mut self, msg: impl crate::ui::words::say::Say) {
        self.status_again = msg.again();
        self.status = msg.said(&self.speaker);
    }

    /// Says why an action did not happen in the status line, and returns it as the
    /// action's error.
    pub(super) fn refuse<T>(&mut self, why: PageError) -> Result<T, PageError> {
        let said = why.clone();
        self.set_status(crate::ui::words::say::Again::new(move |t| {
            crate::ui::words::page_error(t, &said)
        }));
        Err(why)
    }

    /// Says `msg` to assistive technology (the hidden live region), every time.
    pub(super) fn announce(&mut self, msg: impl crate::ui::words::say::Say) {
        let said = msg.said(&self.speaker);
        self.emit(Effect::Announce(said));
    }

    // ----- drawing -----

    /// Marks the board for drawing at the next animation frame (asked for if none is
    /// pending): however many changes come before it, it is drawn once.
    pub(super) fn request_redraw(&mut self) {
        self.dirty = true;
        if !self.out.iter().any(|e| matches!(e, Effect::Redraw)) {
            self.out.push(Effect::Redraw);
        }
    }

    /// One animation frame at `ts` (ms): the board is drawn if it changed or an
    /// animation runs (and another frame asked for while it does).
    #[inline(never)]
    pub(super) fn frame(&mut self, ts: f64) {
        let Some(run) = self.anim.as_mut() else {
            if std::mem::take(&mut self.dirty) {
                self.emit(Effect::Draw(0.0));
            }
            return;
        };
        let start = *run.start.get_or_insert(ts);
        let t = ts - start;
        let done = t >= run.plan.duration();
        if done {
            self.anim = None;
        }
        self.dirty = false;
        self.emit(Effect::Draw(t));
        if !done {
            self.emit(Effect::Redraw);
        }
    }
}
