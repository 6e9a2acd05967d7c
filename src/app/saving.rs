//! The state's start (what storage held), its saving (the game, the previous game, the
//! settings, each stored by the shell and reported back) and how the page looks and
//! sounds.

use crate::ui::error::SaveError;
use crate::ui::settings::{Display, Settings};
use crate::ui::synced::Synced;
use crate::ui::theme::{self, Palette, Scheme};
use crate::ui::words;

use super::effect::Effect;
use super::state::{Restored, State};

impl State {
    // ----- start and storage -----

    /// Takes what the page read from storage at start: the settings, the progress, the
    /// editor left open; `message` (a game that could not be read, storage that cannot
    /// be used) is said at [`State::start`].
    #[inline(never)]
    pub(super) fn restore(&mut self, restored: Restored) {
        let found = restored.stored;
        self.game = found.session;
        self.ground.orientation.flipped = found.settings.flipped;
        self.ground.auto_flip = found.settings.auto_flip;
        self.prefs.display = found.settings.display;
        self.prefs.analysis_workers = found.settings.analysis_workers;
        self.prefs
            .restore_language(&restored.browser_languages, found.settings.language);
        self.prefs.stored_settings = Synced::new(found.settings);
        self.shelf.protect_unreadable = found.protect_unreadable;
        self.shelf.set_kept(found.kept);
        self.starting.choices = found.choices;
        // Clocks restored paused hold the computer too, until the players resume.
        if self.pause_as_loaded() {
            self.quiet_status(words::CLOCKS_PAUSED_AT_START);
        }
        self.modes.puzzles.progress = found.puzzles;
        self.modes.lessons.progress = found.lessons;
        self.ground.board_size = found.board_size;
        if let Some(msg) = found.message {
            self.quiet_status(msg);
        }
        if let Some(text) = restored.editor_draft {
            self.restore_editor(&text);
        }
    }

    /// Shows the game at start: the panel, the board (drawn at once, before the page
    /// says it is ready) and the message from the start, if any, said.
    #[inline(never)]
    pub(super) fn start(&mut self) {
        self.show_display();
        self.refresh();
        if self.editing() {
            self.render();
        }
        self.shared.dirty = false;
        self.emit(Effect::Draw(0.0));
        self.emit(Effect::Db(super::archive::DbEffect::Open));
        self.start_language();
        // Said now, and again in another language if it can be.
        let again = self.shared.status_again.take();
        let status = std::mem::take(&mut self.shared.status);
        match again {
            Some(again) => self.set_status(again),
            None => self.set_status(status),
        }
    }

    /// The settings remembered: the game's (held while a puzzle is on show, whose
    /// orientation is the puzzle's own).
    pub fn settings(&self) -> Settings {
        let (flipped, auto_flip) = match self.modes.held() {
            Some(held) => (held.flipped, held.auto_flip),
            None => (self.ground.orientation.flipped, self.ground.auto_flip),
        };
        Settings {
            flipped,
            auto_flip,
            display: self.prefs.display,
            analysis_workers: self.prefs.analysis_workers,
            language: self.prefs.language_choice,
        }
    }

    // ----- how it looks and sounds -----

    /// Theme, palette, coordinates, sound.
    pub fn display(&self) -> Display {
        self.prefs.display
    }

    /// The scheme shown: the player's choice, or the system's.
    pub fn scheme(&self) -> Scheme {
        self.prefs.display.theme.scheme(self.prefs.system_dark)
    }

    /// The board's colours.
    pub fn palette(&self) -> &'static Palette {
        theme::palette(self.scheme(), self.prefs.display.colour_blind)
    }

    /// Changes how the page looks and sounds: shown at once (the board at the next
    /// frame, no reload) and remembered.
    #[inline(never)]
    pub(super) fn set_display(&mut self, display: Display) {
        self.prefs.display = display;
        self.show_display();
        self.store_settings();
    }

    /// Stores the settings (the shell merges them with what other tabs stored meanwhile,
    /// then sends it back).
    pub(super) fn store_settings(&mut self) {
        self.emit(Effect::StoreSettings(Box::new(self.settings_to_store())));
    }

    /// The settings to store, as this tab has them now: the shell merges the copy with
    /// other tabs' and stores it, then sends it back
    /// ([`super::Command::SettingsStored`]).
    fn settings_to_store(&self) -> Synced<Settings> {
        let mut stored = self.prefs.stored_settings.clone();
        *stored.get_mut() = self.settings();
        stored
    }

    /// The settings were stored, merged with other tabs' (`merged`): shows the display
    /// settings another tab changed.
    #[inline(never)]
    pub(super) fn settings_stored(&mut self, merged: Synced<Settings>) {
        self.prefs.stored_settings = merged;
        self.take_merged_settings();
    }

    /// Another tab stored its settings: their display settings and the analysis's most
    /// workers taken here too (the board's orientation stays this tab's own: it follows
    /// the game on show here).
    #[inline(never)]
    pub(super) fn settings_stored_elsewhere(&mut self, settings: Settings) {
        *self.prefs.stored_settings.get_mut() = self.settings();
        self.prefs.stored_settings.adopt(settings);
        self.take_merged_settings();
    }

    /// Takes the merged settings shared by every tab: the analysis's most workers (a
    /// search under way starts again if that changes its workers) and the display.
    fn take_merged_settings(&mut self) {
        let workers = self.prefs.stored_settings.get().analysis_workers;
        if workers != self.prefs.analysis_workers {
            self.prefs.analysis_workers = workers;
            self.sync_analysis_workers();
            self.render();
        }
        self.language_chosen_elsewhere(self.prefs.stored_settings.get().language);
        let display = self.prefs.stored_settings.get().display;
        if display != self.prefs.display {
            self.prefs.display = display;
            self.show_display();
        }
    }

    /// The system's colour scheme changed (`dark` or not): followed at once by the theme
    /// `System`.
    #[inline(never)]
    pub(super) fn system_scheme_changed(&mut self, dark: bool) {
        self.prefs.system_dark = dark;
        self.show_display();
    }

    /// Shows the display settings: the page's theme, the controls, the board.
    fn show_display(&mut self) {
        self.render();
        self.request_redraw();
    }

    /// Saves the game (the shell stores it and calls [`State::saved`]).
    pub(super) fn save(&mut self) {
        // A puzzle or a lesson on show is not the game: the game's record waits, unchanged.
        if self.game_aside() {
            return;
        }
        self.archive_board();
        let record = self.board().record(&self.shared.world.today);
        self.emit(Effect::SaveGame {
            record,
            protect_unreadable: self.shelf.protect_unreadable,
        });
    }

    /// How storing the game went: a failure is said once, clearly, and the game goes on
    /// in memory with its record reachable (copy, download); the next successful save
    /// clears it. The settings are stored after a successful save.
    #[inline(never)]
    pub(super) fn saved(&mut self, result: Result<(), SaveError>) {
        match result {
            Ok(()) => {
                self.store_settings();
                if self.shelf.save_problem.take().is_some() {
                    self.render();
                    self.announce(words::say::SAVING_AGAIN);
                }
            }
            Err(e) => {
                if self.shelf.save_problem.as_ref() != Some(&e) {
                    self.shelf.save_problem = Some(e);
                    self.render();
                }
            }
        }
    }

    /// Storage could not keep the replaced game (`why`): the status line says so, after
    /// what it says of the new game.
    #[inline(never)]
    pub(super) fn previous_not_stored(&mut self, why: &SaveError) {
        // The game kept last is the one storage refused: this tab holds on to it.
        if let Some((record, _)) = self.shelf.kept.first() {
            if !self.shelf.unstored.contains(record) {
                self.shelf.unstored.push(record.clone());
            }
        }
        let said = format!(
            "{}{}",
            self.shared.status,
            words::stash_note(&self.shared.speaker, Some(why))
        );
        self.set_status(said);
    }

    /// The record the save panel copies and downloads: the game's `.tcg` record dated
    /// today, or the review's annotated record while it is shown.
    #[inline(never)]
    pub fn record_text(&self) -> String {
        self.shelf
            .exported
            .clone()
            .unwrap_or_else(|| self.board().record(&self.shared.world.today))
    }
}
