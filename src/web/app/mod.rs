//! The page's state ([`App`], held in a thread-local) and what every action does to it,
//! after chessground's split: this file holds the state, its start, the status line,
//! saving and the redraw loop; `board` the actions on the board (moves, clicks, drags,
//! the keyboard cursor), `game` the actions on the game (undo, new game, browsing,
//! imports, other tabs, settings) and `seats` the computer player's side. Input
//! handlers (`events`) and the script API (`api`) call its methods; its fields are its
//! own.
//!
//! Drawing is never done on the spot: an action marks the board dirty
//! ([`App::request_redraw`]) and the next animation frame ([`App::tick`]) draws it once.

mod aside;
mod board;
mod game;
mod lessons;
mod puzzle;
mod seats;
mod study;

pub use puzzle::Wanted;

use std::cell::RefCell;

use three_crowns::position::{Outcome, Position};
use three_crowns::types::{Bitboard, Color, Move, Square};
use three_crowns::ui::anim::Plan;
use three_crowns::ui::drag::Pointer;
use three_crowns::ui::editor::Editor;
use three_crowns::ui::error::{PageError, SaveError};
use three_crowns::ui::geometry::Orientation;
use three_crowns::ui::input::{Consequences, Input, Selection};
use three_crowns::ui::session::Session;
use three_crowns::ui::settings::{Display, Settings};
use three_crowns::ui::synced::Synced;
use three_crowns::ui::theme::{self, Palette, Scheme};
use three_crowns::ui::threats::Threats;
use three_crowns::ui::words;

use super::analysis::{Analysis, Notify, Review};
use super::computer::Computer;
use super::dom;
use super::frame;
use super::panel::{self, Panel, Shown};
use super::render::{trace_of, Canvas, Scene};
use super::storage;

/// The media query of a system that prefers dark colours.
pub const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, if it is running and not already borrowed.
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| a.try_borrow_mut().ok().and_then(|mut a| a.as_mut().map(f)))
}

/// Makes `app` the page's app (reached by [`with_app`]).
pub fn install(app: App) {
    APP.with(|a| *a.borrow_mut() = Some(app));
}

/// A running animation.
struct Running {
    plan: Plan,
    /// The frame time (ms) of its first frame, once drawn.
    start: Option<f64>,
}

/// The page's state.
pub struct App {
    session: Session,
    input: Input,
    /// A piece held or dragged by a pointer.
    pointer: Pointer,
    orientation: Orientation,
    auto_flip: bool,
    /// Theme, palette, coordinates, sound.
    display: Display,
    /// The system prefers a dark scheme (followed by the theme `System`).
    system_dark: bool,
    /// The status line's message (empty: none).
    status: String,
    /// The keyboard cursor on the board, while the board has the keyboard's focus.
    cursor: Option<Square>,
    /// The square a mouse points at (not pressed), for the result preview.
    hover: Option<Square>,
    anim: Option<Running>,
    /// Legal moves of the live position.
    legal: Vec<Move>,
    canvas: Canvas,
    panel: Panel,
    /// The board must be drawn at the next frame.
    dirty: bool,
    /// Why the game is not being saved, while it is not (said once, cleared by the next
    /// successful save).
    save_problem: Option<SaveError>,
    /// The saved game could not be read nor kept aside: never write over it.
    protect_unreadable: bool,
    /// The previous game kept in this tab, in case storage cannot keep it.
    previous: Option<String>,
    /// Whether a previous game exists (in this tab or in storage).
    has_previous: bool,
    /// The annotated record the review exported, shown in the save panel's record box
    /// until the game changes.
    exported: Option<String>,
    /// The computer player: its worker, what it is thinking about, the hint, the pause.
    computer: Computer,
    /// The threat overlay of the position on show, while the overlay is on.
    threats: Option<Threats>,
    /// The position editor, while it is open (the game waits, unchanged).
    editor: Option<Editor>,
    /// The analysis board (its own worker).
    analysis: Analysis,
    /// The post-game review (its own worker).
    review: Review,
    /// A position of the analysis's best line previewed on the board, with the move that
    /// led to it, until the next action.
    preview: Option<(Position, Move)>,
    /// Puzzle mode: the set, the progress, the puzzle on show and the game kept aside.
    puzzles: puzzle::Puzzles,
    /// Learn mode: the lessons done, the lesson on show and the game kept aside.
    lessons: lessons::Lessons,
    /// A Resign or Agree a draw pressed once, waiting for the second press.
    confirming: Option<Declare>,
    /// The settings as last stored, merged with other tabs' (`ui::synced`).
    stored_settings: Synced<Settings>,
}

/// What the players may declare off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declare {
    /// The [`Session::resigning_side`] resigns.
    Resign,
    /// Two people agree a draw.
    Draw,
}

impl App {
    /// A new game's app drawing on `canvas`, with `computer` for the computer's seats and
    /// `study` hearing the analysis's and the review's workers.
    pub fn new(canvas: Canvas, computer: Computer, study: Notify) -> App {
        let session = Session::default();
        App {
            legal: session.game().legal_moves().to_vec(),
            session,
            input: Input::default(),
            pointer: Pointer::default(),
            orientation: Orientation::default(),
            auto_flip: false,
            display: Display::default(),
            system_dark: dom::media(DARK_QUERY),
            status: String::new(),
            cursor: None,
            hover: None,
            anim: None,
            canvas,
            panel: Panel::default(),
            dirty: true,
            save_problem: None,
            protect_unreadable: false,
            previous: None,
            has_previous: false,
            exported: None,
            computer,
            threats: None,
            editor: None,
            analysis: Analysis::new(study.clone()),
            review: Review::new(study.clone()),
            preview: None,
            confirming: None,
            stored_settings: Synced::new(Settings::default()),
            puzzles: puzzle::Puzzles::new(study),
            lessons: lessons::Lessons::new(),
        }
    }

    // ----- what the script API reads -----

    /// The session: the game, browsing, the seats.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The legal moves of the live position.
    pub fn legal_moves(&self) -> &[Move] {
        &self.legal
    }

    /// Whether Black is at the bottom of the board.
    pub fn flipped(&self) -> bool {
        self.orientation.flipped
    }

    /// Whether a move is being animated.
    pub fn is_animating(&self) -> bool {
        self.anim.is_some()
    }

    /// The square under a dragged piece (highlighted on the board), if any.
    pub fn drag_over(&self) -> Option<Square> {
        self.pointer.over(self.orientation)
    }

    /// The selected piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.input.selected()
    }

    /// A double jump's chosen first landing, if any.
    pub fn via(&self) -> Option<Square> {
        match self.input.selection() {
            Selection::Via { via, .. } => Some(via),
            _ => None,
        }
    }

    /// What the selection's moves would do, as the board marks it (nothing while
    /// browsing).
    pub fn consequences(&self) -> Consequences {
        if self.session.is_browsing() {
            return Consequences::default();
        }
        self.input
            .consequences(self.session.game().position(), &self.legal)
    }

    /// The status line's message.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The computer player.
    pub fn computer(&self) -> &three_crowns::app::computer::Computer {
        self.computer.core()
    }

    /// The hint on show for the live position, if any.
    pub fn shown_hint(&self) -> Option<Move> {
        self.computer.core().shown_hint(&self.session)
    }

    /// Squares of the winning Crowned Troika in the position on show.
    pub fn winning_squares(&self) -> Bitboard {
        self.session.displayed().winning_squares()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.session.game().outcome()
    }

    // ----- start and storage -----

    /// Restores the settings and the saved game at start; says when storage cannot be
    /// used or the saved game could not be read.
    pub fn restore_saved(&mut self) {
        let restored = storage::restore(&mut self.session);
        self.orientation.flipped = restored.settings.flipped;
        self.auto_flip = restored.settings.auto_flip;
        self.display = restored.settings.display;
        self.stored_settings = Synced::new(restored.settings);
        self.protect_unreadable = restored.protect_unreadable;
        self.has_previous = storage::previous().is_some();
        if let Some(msg) = restored.message {
            self.status = msg;
        }
        self.restore_editor();
    }

    /// Shows the game at start: the panel, the board (drawn at once, before the page
    /// says it is ready) and the message from the start, if any, said.
    pub fn start(&mut self) {
        self.show_display();
        self.refresh();
        if self.editing() {
            self.show_editor(true);
        }
        self.draw(0.0);
        let status = self.status.clone();
        self.set_status(status);
    }

    /// The settings remembered: the game's (kept aside while a puzzle is on show, whose
    /// orientation is the puzzle's own).
    fn settings(&self) -> Settings {
        let (flipped, auto_flip) = match self.kept_game() {
            Some((_, flipped, auto_flip)) => (flipped, auto_flip),
            None => (self.orientation.flipped, self.auto_flip),
        };
        Settings {
            flipped,
            auto_flip,
            display: self.display,
        }
    }

    // ----- how it looks and sounds -----

    /// Theme, palette, coordinates, sound.
    pub fn display(&self) -> Display {
        self.display
    }

    /// The scheme shown: the player's choice, or the system's.
    pub fn scheme(&self) -> Scheme {
        self.display.theme.scheme(self.system_dark)
    }

    /// The board's colours.
    pub fn palette(&self) -> &'static Palette {
        theme::palette(self.scheme(), self.display.colour_blind)
    }

    /// Changes how the page looks and sounds: shown at once (the board at the next
    /// frame, no reload) and remembered.
    pub fn set_display(&mut self, display: Display) {
        self.display = display;
        self.show_display();
        let _ = self.store_settings();
    }

    /// Stores the settings, merged with what other tabs stored meanwhile, and shows the
    /// display settings another tab changed (see [`App::settings_stored_elsewhere`]).
    pub(super) fn store_settings(&mut self) -> Result<(), SaveError> {
        *self.stored_settings.get_mut() = self.settings();
        let stored = storage::save_settings(&mut self.stored_settings);
        self.show_merged_display();
        stored
    }

    /// Another tab stored its settings: their display settings shown here too (the
    /// board's orientation stays this tab's own: it follows the game on show here).
    pub fn settings_stored_elsewhere(&mut self, settings: Settings) {
        *self.stored_settings.get_mut() = self.settings();
        self.stored_settings.adopt(settings);
        self.show_merged_display();
    }

    fn show_merged_display(&mut self) {
        let display = self.stored_settings.get().display;
        if display != self.display {
            self.display = display;
            self.show_display();
        }
    }

    /// The system's colour scheme changed (`dark` or not): followed at once by the theme
    /// `System`.
    pub fn system_scheme_changed(&mut self, dark: bool) {
        self.system_dark = dark;
        self.show_display();
    }

    /// Shows the display settings: the page's theme, the controls, the board.
    fn show_display(&mut self) {
        panel::show_display(self.display, self.scheme());
        self.request_redraw();
    }

    /// Saves the game; a failure is said once, clearly, and the game goes on in memory
    /// with its record reachable (copy, download); the next successful save clears it.
    fn save(&mut self) {
        // A puzzle or a lesson on show is not the game: the game's record waits, unchanged.
        if self.game_aside() {
            return;
        }
        let result = storage::save(&self.session.record(&dom::today()), self.protect_unreadable);
        if result.is_ok() {
            // Settings are a convenience: the game's save decides the message.
            let _ = self.store_settings();
        }
        match result {
            Ok(()) => {
                if self.save_problem.take().is_some() {
                    panel::show_save_problem(None);
                    self.announce(words::say::SAVING_AGAIN);
                }
            }
            Err(e) => {
                if self.save_problem.as_ref() != Some(&e) {
                    panel::show_save_problem(Some(&e));
                    self.save_problem = Some(e);
                }
            }
        }
    }

    /// Keeps the current game, if it has moves, as the previous game before it is
    /// replaced: in this tab always, in storage when it can. Returns why storage could
    /// not keep it.
    fn stash_previous(&mut self) -> Option<SaveError> {
        if self.session.game().ply() == 0 {
            return None;
        }
        let record = self.session.record(&dom::today());
        let stored = storage::keep_previous(&record);
        self.previous = Some(record);
        self.has_previous = true;
        stored.err()
    }

    /// The record the save panel copies and downloads: the game's `.tcg` record dated
    /// today, or the review's annotated record while it is shown.
    pub fn record_text(&self) -> String {
        self.exported
            .clone()
            .unwrap_or_else(|| self.session.record(&dom::today()))
    }

    // ----- after every change -----

    /// After any change of the game: legal moves, panel, board, storage, the computer.
    fn refresh(&mut self) {
        self.exported = None;
        self.legal = self.session.game().legal_moves().to_vec();
        if self.auto_flip {
            self.orientation.flipped = self.session.game().position().turn() == Color::Black;
        }
        self.update_panel();
        self.request_redraw();
        self.save();
        self.think();
    }

    /// Updates everything beside the board.
    fn update_panel(&mut self) {
        self.preview = None;
        let shown = Shown {
            flipped: self.orientation.flipped,
            auto_flip: self.auto_flip,
            has_previous: self.has_previous,
        };
        self.panel.update(&self.session, shown);
        self.update_save_panel();
        for (declare, id) in [(Declare::Resign, "resign"), (Declare::Draw, "agree-draw")] {
            if let Ok(b) = dom::by_id::<web_sys::HtmlElement>(id) {
                let pending = self.confirming == Some(declare);
                let _ = b.set_attribute("aria-pressed", if pending { "true" } else { "false" });
            }
        }
        self.show_puzzle();
        self.show_lessons();
        if self.game_aside() {
            // No study tool looks at a puzzle or a lesson (it would give it away).
            return;
        }
        self.update_study();
    }

    /// Cuts a running animation short and drops any held piece: a new action starts.
    fn interrupt(&mut self) {
        self.confirming = None;
        self.anim = None;
        self.pointer.clear();
    }

    /// Shows `msg` in the status line (a live region): said every time, even when it
    /// repeats the message already there. An empty `msg` clears the line.
    pub fn set_status(&mut self, msg: impl Into<String>) {
        self.status = msg.into();
        dom::speak("status", &self.status);
    }

    /// Says why an action did not happen in the status line, and returns it as the
    /// action's error.
    fn refuse<T>(&mut self, why: PageError) -> Result<T, PageError> {
        self.set_status(why.to_string());
        Err(why)
    }

    /// Says `msg` to assistive technology (the hidden live region), every time.
    fn announce(&self, msg: &str) {
        dom::speak("announce", msg);
    }

    // ----- drawing -----

    /// Marks the board for drawing at the next animation frame (asked for if none is
    /// pending): however many changes come before it, it is drawn once.
    pub fn request_redraw(&mut self) {
        self.dirty = true;
        frame::request();
    }

    /// One animation frame at `ts` (ms): scrolls the move list if asked, draws the board
    /// if it changed or an animation runs. Returns whether another frame is wanted.
    pub fn tick(&mut self, ts: f64) -> bool {
        self.panel.scroll_move_list();
        let Some(run) = self.anim.as_mut() else {
            if self.dirty {
                self.draw(0.0);
            }
            return false;
        };
        let start = *run.start.get_or_insert(ts);
        let done = ts - start >= run.plan.duration();
        if done {
            self.anim = None;
        }
        self.draw(ts - start);
        !done
    }

    /// Draws the board now, `t` ms into the running animation.
    fn draw(&mut self, t: f64) {
        self.dirty = false;
        if let Some(editor) = &self.editor {
            let mut scene =
                Scene::still(self.session.displayed(), self.orientation, self.palette());
            scene.setup = Some(editor.setup());
            scene.cursor = self.cursor;
            scene.coords = self.display.coords;
            scene.bound = editor.setup().binding;
            self.canvas.draw(&scene);
            return;
        }
        if let Some((pos, mv)) = &self.preview {
            let mut scene = Scene::still(pos, self.orientation, self.palette());
            scene.last_move = Some(*mv);
            scene.coords = self.display.coords;
            scene.winning = pos.winning_squares();
            self.canvas.draw(&scene);
            return;
        }
        let browsing = self.session.is_browsing();
        let targets = (!browsing).then(|| self.input.targets(&self.legal));
        let consequences = (!browsing).then(|| self.consequences());
        let via = self.via().filter(|_| !browsing);
        let last = self.session.displayed_last_move();
        let scene = Scene {
            pos: self.session.displayed(),
            orientation: self.orientation,
            last_move: last.map(|(_, p)| p.mv),
            trace: last.and_then(|(before, p)| trace_of(&before, p.effects)),
            selected: if browsing {
                None
            } else {
                self.input.selected()
            },
            targets: targets.as_ref(),
            via,
            consequences: consequences.as_ref(),
            preview: self.preview_move().filter(|_| !browsing),
            cursor: self.cursor,
            winning: self.winning_squares(),
            bound: Some(self.session.displayed())
                .filter(|p| p.turn() == Color::White)
                .and_then(|p| p.binding()),
            anim: self.anim.as_ref().map(|r| (&r.plan, r.plan.frame(t))),
            drag: self.pointer.dragged(),
            drag_over: self.pointer.over(self.orientation),
            coords: self.display.coords,
            hint: self.shown_hint(),
            setup: None,
            threats: self.threats.as_ref(),
            best: self.analysis.shown(&self.session).and_then(|e| e.best()),
            palette: self.palette(),
        };
        self.canvas.draw(&scene);
    }
}
