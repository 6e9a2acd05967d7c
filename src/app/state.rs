//! The page's root state ([`State`]): the game in progress and one field per part of the
//! page, each part a sub-model of its own (`shared`, `ground`, `shelf`, `prefs`,
//! `clocks`, `export`, `overlays`, `mode`'s `Modes`, `computer`, `study`) that gets what
//! it reads as arguments. The game (`game`) is never swapped out: a puzzle, a lesson and
//! "Learn from your mistakes" each hold a board of their own, and [`State::board`] says
//! which one the board shows.
//!
//! `impl State` stands in the root's six files only: this one (the state, its start and
//! storage, what follows every change: `refresh`, the study tools, the computer player,
//! the pictures), `command::update` (the router), `read` (what the shell, the view and the
//! script API read), `board` (the one door for moves of every source, clicks, drags, the
//! keyboard cursor, browsing, the seats), `route` (a move told to every part that hears
//! it, the clocks, the modes opened, left and followed) and `game` (the game replaced: a
//! new game, a link, a friend game, an import, another tab). Every feature's own logic is
//! in its part (`puzzle`, `lesson`, `mistakes`, `editor`, `friend`, `declare`,
//! `new_game`, `study`, `shelf`, `prefs`, ...), which never sees `State`.
//!
//! Nothing here touches the page: every action changes the state and queues what the
//! shell must do ([`Effect`]s: say, play a sound, store, ask an engine, start a timer,
//! write the view, draw the board), which [`State::update`] returns to the shell after
//! each command. Drawing is never done on the spot: an action marks the board dirty and
//! asks for a frame ([`Effect::Redraw`]), and the frame (`Command::Frame`) draws it once.

use crate::types::Color;
use crate::ui::error::PageError;
use crate::ui::session::Session;
use crate::ui::threats::threats;
use crate::ui::words;

use super::clocks::Clocks;
use super::computer::{Computer, Effect as ComputerEffect};
use super::effect::Effect;
use super::export::{Export, ExportInput, Format};
use super::ground::Ground;
use super::mode::{Lessons, Mode, Modes, Overlays, Puzzles};
use super::pictures::{Asked, Look};
use super::prefs::{self, Prefs};
use super::shared::Shared;
use super::shelf::Shelf;
use super::study::Study;

pub use super::ground::Running;
pub use super::mode::Declare;
pub use super::shared::Surroundings;

/// The page's state: the game, and each part of the page as a sub-model of its own.
pub struct State {
    /// The game in progress: its record, browsing, seats and clocks. Never swapped out: a
    /// puzzle, a lesson or "Learn from your mistakes" holds a board of its own (`modes`),
    /// and [`State::board`] says which one the board shows.
    pub(super) game: Session,
    /// The effects queued, the surroundings, the status line, the words, the seed.
    pub(super) shared: Shared,
    /// The board as the page shows it (turned, held, animated, previewed).
    pub(super) ground: Ground,
    /// The games kept, the archive, the save panel.
    pub(super) shelf: Shelf,
    /// The GIF being made.
    pub(super) export: Export,
    /// The settings and the language.
    pub(super) prefs: Prefs,
    /// The New game dialog, and a game waiting to replace the game in progress.
    pub(super) starting: super::starting::Starting,
    /// The computer player: what it is thinking about, the hint, the pause.
    pub(super) computer: Computer,
    /// The clocks' timer.
    pub(super) clocks: Clocks,
    /// The analysis board and the post-game review.
    pub(super) study: Study,
    /// What holds the board (the game, the editor, a puzzle, a lesson), and the puzzles'
    /// and lessons' progress.
    pub(super) modes: Modes,
    /// The menu, the welcome card, the rules dialog, the QR code, a declaration to
    /// confirm.
    pub(super) overlays: Overlays,
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
    /// The page's address and means.
    pub page: super::page::Page,
}

impl State {
    /// A new game's state (`system_dark`: the system prefers a dark scheme; `seed`: a
    /// random number for the computer's choices).
    pub fn new(system_dark: bool, seed: u64) -> State {
        let game = Session::default();
        State {
            ground: Ground::new(game.game().legal_moves().to_vec()),
            game,
            shared: Shared::new(seed),
            shelf: Shelf::default(),
            export: Export::default(),
            prefs: Prefs::new(system_dark),
            starting: super::starting::Starting::default(),
            computer: Computer::default(),
            clocks: Clocks::default(),
            study: Study::default(),
            modes: Modes {
                mode: Mode::Game,
                puzzles: Puzzles::default(),
                lessons: Lessons::default(),
                live: Box::default(),
                drill: crate::ui::synced::Synced::default(),
            },
            overlays: Overlays::default(),
        }
    }

    /// What the shell must do after the last actions, in order (taken: the queue empties).
    #[inline]
    pub(super) fn take_effects(&mut self) -> Vec<Effect> {
        self.shared.take_effects()
    }

    // ----- start and storage -----

    /// Takes what the page read from storage at start: the settings, the progress, the
    /// editor left open; `message` (a game that could not be read, storage that cannot
    /// be used) is said at [`State::start`].
    #[inline(never)]
    pub(super) fn restore(&mut self, restored: Restored) {
        let found = restored.stored;
        self.overlays.welcome_due = restored.page.welcome_due(found.welcome.as_deref());
        self.shared.page = restored.page;
        self.game = found.session;
        self.ground.orientation.flipped = found.settings.flipped;
        self.ground.auto_flip = found.settings.auto_flip;
        self.ground.board_size = found.board_size;
        self.prefs
            .restore(found.settings, &restored.browser_languages);
        self.shelf.protect_unreadable = found.protect_unreadable;
        self.shelf.set_kept(found.kept);
        self.starting.choices = found.choices;
        let (shared, lives, live) = (&mut self.shared, &mut self.modes.live, found.live);
        super::live::play::resume(shared, lives, &mut self.game, live.as_deref());
        // Clocks restored paused hold the computer too, until the players resume.
        if self.pause_as_loaded() {
            self.shared.quiet_status(words::CLOCKS_PAUSED_AT_START);
        }
        self.modes.puzzles.progress = found.puzzles;
        self.modes.lessons.progress = found.lessons;
        self.modes.drill = found.drill;
        if let Some(msg) = found.message {
            self.shared.quiet_status(msg);
        }
        if let Some(text) = restored.editor_draft {
            self.modes
                .restore_editor(&mut self.shared, self.game.displayed(), &text);
        }
    }

    /// Shows the game at start: the panel, the board (drawn at once, before the page
    /// says it is ready) and the message from the start, if any, said; returns what
    /// opens next (the page's link, or a first visit's welcome card).
    #[inline(never)]
    pub(super) fn start(&mut self) -> Option<super::page::Opening> {
        prefs::show(&mut self.shared);
        self.refresh();
        self.shared.dirty = false;
        self.shared.emit(Effect::Draw(0.0));
        self.shared.emit(Effect::Db(super::archive::DbEffect::Open));
        self.start_language();
        // Said now, and again in another language if it can be.
        let again = self.shared.status_again.take();
        let status = std::mem::take(&mut self.shared.status);
        match again {
            Some(again) => self.shared.set_status(again),
            None => self.shared.set_status(status),
        }
        let welcome = std::mem::take(&mut self.overlays.welcome_due);
        self.shared.page.opening(welcome)
    }

    /// Saves the game (the shell stores it and sends `Saved` back). A mode's board is
    /// not the game: while one is on show the game is unchanged, and not saved again.
    pub(super) fn save(&mut self) {
        if self.game_aside() {
            return;
        }
        self.archive_board();
        let record = self.game.record(&self.shared.world.today());
        self.shared.emit(Effect::SaveGame {
            record,
            protect_unreadable: self.shelf.protect_unreadable,
        });
    }

    /// Stores the settings (the shell merges them with what other tabs stored meanwhile,
    /// then sends them back: `SettingsStored`).
    #[inline(never)]
    pub(super) fn store_settings(&mut self) {
        let stored = self.prefs.to_store(self.settings());
        self.shared.emit(Effect::StoreSettings(Box::new(stored)));
    }

    /// Takes the settings merged with other tabs' ([`Prefs::stored`]): a search under
    /// way starts again if the analysis's workers changed; the language chosen spoken.
    #[inline(never)]
    pub(super) fn take_merged(&mut self, merged: prefs::Merged) {
        if merged.workers_changed {
            self.sync_analysis_workers();
        }
        self.language_chosen_elsewhere(merged.language);
    }

    // ----- after every change -----

    /// After any change of the game: legal moves, panel, board, storage, the computer.
    pub(super) fn refresh(&mut self) {
        self.shelf.exported = None;
        // A QR code shown carries the link of when it was sent: any change closes it.
        self.overlays.qr_open = false;
        self.ground.legal = self.board().game().legal_moves().to_vec();
        // Two people at one screen: the board turns to the side to move, once per move
        // (a Flip in between stands until the next move); not to the loser's side once
        // the game is over.
        let at = (self.board().loads(), self.board().game().ply());
        let people = [Color::White, Color::Black]
            .map(|c| self.board().seat(c))
            .iter()
            .all(|s| *s == crate::ui::session::Seat::Person);
        let over = self.board().game().outcome().is_some();
        if self.ground.auto_flip && people && !over && self.ground.turned_at != Some(at) {
            self.ground.turned_at = Some(at);
            self.ground.orientation.flipped = self.board().game().position().turn() == Color::Black;
        }
        self.update_panel();
        self.shared.request_redraw();
        self.think();
        self.sync_clock();
        self.save();
    }

    /// Updates everything beside the board.
    pub(super) fn update_panel(&mut self) {
        self.ground.preview = None;
        self.shared.render();
        if self.game_aside() {
            // No study tool looks at a puzzle or a lesson (it would give it away).
            return;
        }
        self.update_study();
    }

    // ----- the study tools (the sub-model is `study`: `study/page.rs`) -----

    /// Brings the study tools in step with the position on show (after every change of
    /// the game or the view); where engine help is barred (a game against another person
    /// not over), the analysis, the threat overlay and the review are switched off.
    pub(super) fn update_study(&mut self) {
        if self.engine_help_barred() {
            self.study_tools_off();
            self.study
                .drop_review(&mut self.shared, self.modes.board(&self.game));
        }
        if self.ground.threats.is_some() {
            self.ground.threats = Some(threats(self.board().displayed()));
        }
        self.study
            .sync(&mut self.shared, self.modes.board(&self.game));
        // The editor's turn line over the game's; the text box as the player left it.
        self.shared.render();
    }

    /// The analysis and the threat overlay switched off (a new game starts without them).
    #[inline(never)]
    pub(super) fn study_tools_off(&mut self) {
        self.ground.threats = None;
        self.study
            .analysis_off(&mut self.shared, self.modes.board(&self.game));
    }

    /// Switches the threat overlay on or off.
    #[inline(never)]
    pub(super) fn set_threats(&mut self, on: bool) {
        self.ground.threats = on.then(|| threats(self.board().displayed()));
        self.update_study();
        self.shared.request_redraw();
    }

    /// Switches the analysis on or off ([`Study::set_analysis`]).
    #[inline(never)]
    pub(super) fn set_analysis(&mut self, on: bool) {
        self.study
            .set_analysis(&mut self.shared, self.modes.board(&self.game), on);
        self.update_study();
        self.shared.request_redraw();
    }

    /// Gives the analysis the workers it may use now: the setting, bounded by the
    /// machine's cores (a search under way starts again when that changes it).
    pub(super) fn sync_analysis_workers(&mut self) {
        let workers = self.analysis_worker_count();
        self.study
            .set_analysis_workers(&mut self.shared, self.modes.board(&self.game), workers);
    }

    /// Lets the analysis search with at most `n` workers (1 to 8; the machine's cores
    /// bound it too): stored, and a search under way starts again with them.
    #[inline(never)]
    pub(super) fn set_analysis_workers(&mut self, n: usize) -> Result<(), PageError> {
        self.prefs.set_analysis_workers(&mut self.shared, n)?;
        self.store_settings();
        self.sync_analysis_workers();
        let count = self.analysis_worker_count();
        self.shared
            .set_status(words::analysis_workers(&self.shared.speaker, count));
        Ok(())
    }

    /// Shows on the board the position after move `index` (0: the first) of the best
    /// line of rank `rank` (0: the best), until the next action.
    #[inline(never)]
    pub(super) fn preview_line(&mut self, rank: usize, index: usize) {
        let board = self.modes.board(&self.game);
        if let Some((pos, mv, line)) = self.study.line_preview(board, rank, index) {
            self.ground.preview = Some((pos, mv));
            self.shared
                .set_status(words::previewing(&self.shared.speaker, &line));
            self.shared.request_redraw();
        }
    }

    /// Puts the annotated record in the save panel's record box (opening it) and says so.
    #[inline(never)]
    pub(super) fn export_review(&mut self) {
        match self.annotated_record() {
            Some(text) => {
                self.shelf.exported = Some(text);
                self.open_share();
                self.shared.set_status(words::say::REVIEW_EXPORTED);
            }
            None => self.shared.set_status(words::say::NO_REVIEW),
        }
    }

    /// Cuts a running animation short and drops any held piece: a new action starts.
    pub(super) fn interrupt(&mut self) {
        self.overlays.confirming = None;
        self.ground.anim = None;
        self.ground.pointer.clear();
    }

    // ----- drawing -----

    /// One animation frame at `ts` (ms): the board is drawn if it changed or an
    /// animation runs (and another frame asked for while it does).
    #[inline(never)]
    pub(super) fn frame(&mut self, ts: f64) {
        let Some(run) = self.ground.anim.as_mut() else {
            if std::mem::take(&mut self.shared.dirty) {
                self.shared.emit(Effect::Draw(0.0));
            }
            return;
        };
        let start = *run.start.get_or_insert(ts);
        let t = ts - start;
        let done = t >= run.plan.duration();
        if done {
            self.ground.anim = None;
        }
        self.shared.dirty = false;
        self.shared.emit(Effect::Draw(t));
        if !done {
            self.shared.emit(Effect::Redraw);
        }
    }

    /// Stores the game on the board in the archive ([`super::shelf::Shelf::store`]); a
    /// mode's board is not the game, and is not stored.
    pub(super) fn archive_board(&mut self) {
        if !self.game_aside() {
            self.shelf.store(&mut self.shared, &mut self.game, false);
        }
    }

    /// The game on the board is discarded (the player said so): it leaves the archive.
    pub(super) fn discard_board(&mut self) {
        if let Some(id) = self.board().origin().id.clone() {
            self.shelf.unarchive(&mut self.shared, &id);
        }
    }

    /// Puts the welcome card away for good ([`Overlays::dismiss_welcome`]).
    pub(super) fn dismiss_welcome(&mut self) {
        self.overlays.dismiss_welcome(&mut self.shared);
    }

    /// Closes the menu after an action in it ([`Overlays::close_menu_after_action`]).
    pub(super) fn close_menu_after_action(&mut self) {
        self.overlays.close_menu_after_action(&mut self.shared);
    }

    /// Opens the menu's save and share panel (its boxes filled).
    #[inline(never)]
    pub(super) fn open_share(&mut self) {
        self.dismiss_welcome();
        self.overlays.menu = true;
        self.shelf.set_save_panel(&mut self.shared, true);
    }

    /// What the shell or the player did about a picture ([`Export`]): a start gets the
    /// game's record, the board as drawn and the player's theme.
    #[inline(never)]
    pub(super) fn export_input(&mut self, input: ExportInput) -> Result<(), PageError> {
        let ExportInput::Start {
            format,
            game,
            width,
            deliver,
        } = input
        else {
            self.export.update(&mut self.shared, input);
            return Ok(());
        };
        let today = &self.shared.world.today();
        let record = match game.as_deref() {
            Some(id) => self
                .record_of(Some(id))
                .or_else(|| (self.board_id() == Some(id)).then(|| self.game().record(today))),
            None => Some(self.game().record(today)),
        };
        let board = (format == Format::Png && game.is_none() && !self.game_aside())
            .then(|| self.board_picture());
        let look = Look {
            scheme: self.scheme(),
            palette: self.palette(),
            coords: self.prefs.display.coords,
            colour_blind: self.prefs.display.colour_blind,
        };
        let asked = Asked {
            format,
            game,
            record,
            board,
            width,
            deliver,
            look,
        };
        self.export.start(&mut self.shared, asked)
    }

    // ----- the computer player (the sub-model is `computer`) -----

    /// Brings the computer in step with the game, the seats and the view, and shows
    /// whether it thinks. While a puzzle, a lesson or the editor holds the game no
    /// computer seat moves, and the search under way is stopped (asked again when the
    /// game comes back).
    pub(super) fn think(&mut self) {
        let seed = self.shared.random();
        let effects = self.computer.sync(
            self.modes.board(&self.game),
            self.game_held(),
            self.shared.world.now_ms,
            seed,
        );
        self.run_computer(effects);
        self.shared.render();
    }

    pub(super) fn run_computer(&mut self, effects: Vec<ComputerEffect>) {
        self.shared
            .out
            .extend(effects.into_iter().map(Effect::Computer));
    }

    /// Turns the board around.
    #[inline(never)]
    pub(super) fn flip(&mut self) {
        self.ground.orientation.flipped = !self.ground.orientation.flipped;
        self.update_panel();
        self.shared.request_redraw();
        self.store_settings();
    }

    /// Turns the board to the side to move after every move of two people (`on`), or
    /// not.
    #[inline(never)]
    pub(super) fn set_auto_flip(&mut self, on: bool) {
        self.ground.auto_flip = on;
        self.ground.turned_at = None;
        self.ground.face(self.modes.board(&self.game));
        self.store_settings();
        self.refresh();
    }
}
