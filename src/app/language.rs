//! The page's language (issue 30): the one chosen in Settings or by the script API, else
//! the first of the browser's preferred languages the page has. English is built in;
//! another language's catalogue is fetched when it is chosen (the shell's
//! [`Effect::FetchCatalogue`]), and the page speaks it once it is there: the view's words,
//! the labels of the page's controls (the shell writes them again when the view's
//! language changes), `<html lang>` and the rules page.

use crate::ui::error::{FetchError, PageError};
use crate::ui::lang::{self, Language, Speaker, LANGUAGES};
use crate::ui::words;

use super::effect::Effect;
use super::overlays::RulesBody;
use super::state::State;

/// The language tagged exactly `tag`.
fn tagged(tag: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.tag == tag)
}

impl State {
    /// The page's words in the language it speaks now.
    #[must_use]
    pub fn speaker(&self) -> &Speaker {
        &self.shared.speaker
    }

    /// The language the page speaks now (another may be on its way).
    #[must_use]
    pub fn language(&self) -> &'static Language {
        self.shared.speaker.language()
    }

    /// The language chosen (`None`: the page follows the browser's preferred languages).
    #[must_use]
    pub fn language_setting(&self) -> Option<&'static str> {
        self.prefs.language_choice
    }

    /// The language the page speaks, or is about to once its catalogue is there.
    fn language_wanted(&self) -> &'static str {
        self.prefs
            .language_choice
            .unwrap_or(self.prefs.browser_language)
    }

    /// At start: the browser's preferred languages (`tags`, most wanted first) and the
    /// language chosen before (`choice`).
    pub(super) fn restore_language(&mut self, tags: &[String], choice: Option<&'static str>) {
        self.prefs.browser_language = lang::preferred(tags.iter().map(String::as_str)).tag;
        self.prefs.language_choice = choice;
    }

    /// At start: the catalogue of the language wanted is asked for (English is there).
    pub(super) fn start_language(&mut self) {
        self.speak(self.language_wanted(), false);
    }

    /// The player chose the language tagged `tag` (exactly a tag of
    /// [`LANGUAGES`]): spoken once its catalogue is there, then remembered.
    #[inline(never)]
    pub(super) fn set_language(&mut self, tag: &str) -> Result<(), PageError> {
        let Some(language) = tagged(tag) else {
            return self.refuse(PageError::Language(tag.to_owned()));
        };
        self.speak(language.tag, true);
        self.render();
        Ok(())
    }

    /// Another tab chose a language (`choice`): this tab speaks it too.
    pub(super) fn language_chosen_elsewhere(&mut self, choice: Option<&'static str>) {
        if choice != self.prefs.language_choice {
            self.prefs.language_choice = choice;
            self.speak(self.language_wanted(), false);
        }
    }

    /// Speaks `tag` now if it is English or spoken already, else asks for its catalogue
    /// (a catalogue asked for before and not come yet is no longer wanted).
    fn speak(&mut self, tag: &'static str, chosen: bool) {
        let Some(language) = tagged(tag) else { return };
        if tag == LANGUAGES[0].tag || tag == self.shared.speaker.language().tag {
            self.prefs.language_loading = None;
            self.spoken(language, "", chosen);
        } else {
            self.prefs.language_loading = Some((tag, chosen));
            self.emit(Effect::FetchCatalogue(tag));
        }
    }

    /// The catalogue of `tag` came (its text), or could not be had. A catalogue no
    /// longer wanted is dropped.
    #[inline(never)]
    pub(super) fn catalogue_fetched(&mut self, tag: &str, text: Result<String, FetchError>) {
        let Some((wanted, chosen)) = self.prefs.language_loading.filter(|(t, _)| *t == tag) else {
            return;
        };
        self.prefs.language_loading = None;
        let Some(language) = tagged(wanted) else {
            return;
        };
        match text {
            Ok(text) => self.spoken(language, &text, chosen),
            Err(why) => {
                let said = words::language_unavailable(&self.shared.speaker, language, &why);
                self.set_status(said);
                self.render();
            }
        }
    }

    /// Speaks `language` from its catalogue's text (`source`; English's is built in). A
    /// choice of the player's is remembered and said.
    fn spoken(&mut self, language: &'static Language, source: &str, chosen: bool) {
        if language.tag != self.shared.speaker.language().tag || !source.is_empty() {
            // Errors in a shipped catalogue are kept out by its tests; a bad entry is
            // left out, and English says it.
            let _ = self.shared.speaker.speak(language, source);
        }
        if chosen {
            self.prefs.language_choice = Some(language.tag);
            self.store_settings();
            self.set_status(words::say::Again::new(words::language_spoken));
        } else if let Some(again) = &self.shared.status_again {
            // The message on show, in the language now spoken.
            self.shared.status = again.in_language(&self.shared.speaker);
        }
        if let RulesBody::Loaded(_) | RulesBody::Loading = self.overlays.body {
            if self.overlays.rules_language != language.tag {
                self.overlays.body = RulesBody::Absent;
                if self.overlays.rules {
                    self.fetch_rules();
                }
            }
        }
        self.render();
        self.request_redraw();
    }
}
