//! The player's settings and language ([`Prefs`]): the display, the analysis's workers,
//! the settings as last stored, and the language chosen, preferred and being fetched.

use crate::ui::settings::{Display, Settings};
use crate::ui::synced::Synced;

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
    pub(super) fn set_analysis_workers(
        &mut self,
        shared: &mut super::shared::Shared,
        n: usize,
    ) -> Result<(), crate::ui::error::PageError> {
        if !(1..=crate::ui::analysis::MAX_WORKERS).contains(&n) {
            return shared.refuse(crate::ui::error::PageError::AnalysisWorkers(n));
        }
        self.analysis_workers = n;
        Ok(())
    }
}
