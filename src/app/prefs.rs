//! The player's settings and language ([`Prefs`]): the display, the analysis's workers,
//! the settings as last stored, and the language chosen, preferred and being fetched.

use crate::ui::settings::{Display, Settings};
use crate::ui::synced::Synced;
use crate::ui::theme::{self, Palette, Scheme};

use super::shared::Shared;

/// The player's settings and language.
pub struct Prefs {
    /// Theme, palette, coordinates, sound.
    pub(super) display: Display,
    /// The system prefers a dark scheme (followed by the theme `System`).
    pub(super) system_dark: bool,
    /// The settings as last stored, merged with other tabs' (`ui::synced`).
    pub(super) stored_settings: Synced<Settings>,
    /// Most workers the analysis may search with (the player's setting, 1 to
    /// `analysis::MAX_WORKERS`).
    pub(super) analysis_workers: usize,
    /// The language as chosen (`None`: the browser's preferred, `browser_language`).
    pub(super) language_choice: Option<&'static str>,
    /// The first of the browser's preferred languages the page has (English if none).
    pub(super) browser_language: &'static str,
    /// The language whose catalogue is being fetched, and whether the player chose it
    /// just now (rather than the page starting in it, or another tab choosing it).
    pub(super) language_loading: Option<(&'static str, bool)>,
}

impl Prefs {
    /// A new page's settings (`system_dark`: the system prefers a dark scheme).
    pub(super) fn new(system_dark: bool) -> Prefs {
        Prefs {
            display: Display::default(),
            system_dark,
            stored_settings: Synced::new(Settings::default()),
            analysis_workers: crate::ui::analysis::MAX_WORKERS,
            language_choice: None,
            browser_language: "en",
            language_loading: None,
        }
    }

    /// The analysis may search with at most `n` workers (1 to 8), or the setting is
    /// refused.
    #[inline(never)]
    pub(super) fn set_analysis_workers(
        &mut self,
        shared: &mut Shared,
        n: usize,
    ) -> Result<(), crate::ui::error::PageError> {
        if !(1..=crate::ui::analysis::MAX_WORKERS).contains(&n) {
            return shared.refuse(crate::ui::error::PageError::AnalysisWorkers(n));
        }
        self.analysis_workers = n;
        Ok(())
    }

    /// Takes the settings storage held at start, with the browser's preferred languages.
    #[inline(never)]
    pub(super) fn restore(&mut self, settings: Settings, browser_languages: &[String]) {
        self.display = settings.display;
        self.analysis_workers = settings.analysis_workers;
        self.restore_language(browser_languages, settings.language);
        self.stored_settings = Synced::new(settings);
    }

    /// The settings remembered, with the game's orientation (`flipped`, `auto_flip`).
    pub(super) fn settings(&self, flipped: bool, auto_flip: bool) -> Settings {
        Settings {
            flipped,
            auto_flip,
            display: self.display,
            analysis_workers: self.analysis_workers,
            language: self.language_choice,
        }
    }

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
    /// frame, no reload); the root stores it.
    #[inline(never)]
    pub(super) fn set_display(&mut self, shared: &mut Shared, display: Display) {
        self.display = display;
        show(shared);
    }

    /// The system's colour scheme changed (`dark` or not): followed at once by the theme
    /// `System`.
    #[inline(never)]
    pub(super) fn system_scheme(&mut self, shared: &mut Shared, dark: bool) {
        self.system_dark = dark;
        show(shared);
    }

    /// The settings to store, as this tab has them now (`settings`): the shell merges the
    /// copy with other tabs' and stores it, then sends it back.
    pub(super) fn to_store(&self, settings: Settings) -> Synced<Settings> {
        let mut stored = self.stored_settings.clone();
        *stored.get_mut() = settings;
        stored
    }

    /// The settings were stored, merged with other tabs' (`merged`): the display settings
    /// another tab changed are shown.
    #[inline(never)]
    pub(super) fn stored(&mut self, shared: &mut Shared, merged: Synced<Settings>) -> Merged {
        self.stored_settings = merged;
        self.take_merged(shared)
    }

    /// Another tab stored its settings (`theirs`; this tab's are `ours`): their display
    /// settings and the analysis's most workers taken here too (the board's orientation
    /// stays this tab's own: it follows the game on show here).
    #[inline(never)]
    pub(super) fn stored_elsewhere(
        &mut self,
        shared: &mut Shared,
        ours: Settings,
        theirs: Settings,
    ) -> Merged {
        *self.stored_settings.get_mut() = ours;
        self.stored_settings.adopt(theirs);
        self.take_merged(shared)
    }

    /// Takes the merged settings shared by every tab: the analysis's most workers and
    /// the display (shown).
    fn take_merged(&mut self, shared: &mut Shared) -> Merged {
        let merged = *self.stored_settings.get();
        let workers_changed = merged.analysis_workers != self.analysis_workers;
        if workers_changed {
            self.analysis_workers = merged.analysis_workers;
            shared.render();
        }
        if merged.display != self.display {
            self.display = merged.display;
            show(shared);
        }
        Merged {
            workers_changed,
            language: merged.language,
        }
    }
}

/// What the root does after the settings merged with other tabs' were taken.
#[must_use]
pub(super) struct Merged {
    /// The analysis's most workers changed: a search under way starts again with them.
    pub(super) workers_changed: bool,
    /// The language chosen in the merged settings.
    pub(super) language: Option<&'static str>,
}

/// Shows the display settings: the page's theme, the controls, the board.
pub(super) fn show(shared: &mut Shared) {
    shared.render();
    shared.request_redraw();
}
