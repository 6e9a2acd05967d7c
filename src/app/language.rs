//! The page's language (issue 30), the language side of the settings' sub-model
//! ([`Prefs`], never seeing the root state): the one chosen in Settings or by the script API, else
//! the first of the browser's preferred languages the page has. English is built in;
//! another language's catalogue is fetched when it is chosen (the shell's
//! [`Effect::Fetch`]), and the page speaks it once it is there: the view's words,
//! the labels of the page's controls (the shell writes them again when the view's
//! language changes), `<html lang>` and the rules page.

//!
//! What follows a language spoken in the rest of the page (the choice stored, the rules
//! dialog's body fetched again) is the root's: [`Prefs::speak`] and
//! [`Prefs::catalogue_fetched`] return the [`Spoken`] language for it.

use crate::ui::error::FetchError;
use crate::ui::lang::{self, Language, LANGUAGES};
use crate::ui::words;

use super::effect::Effect;
use super::page::Fetch;
use super::prefs::Prefs;
use super::shared::Shared;

/// The language tagged exactly `tag`.
pub(super) fn tagged(tag: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.tag == tag)
}

/// A language the page speaks now, and whether the player chose it just now (the choice
/// is stored and said).
#[derive(Clone, Copy)]
pub(super) struct Spoken {
    pub language: &'static Language,
    pub chosen: bool,
}

impl Prefs {
    /// The language the page speaks, or is about to once its catalogue is there.
    pub(super) fn language_wanted(&self) -> &'static str {
        self.language_choice.unwrap_or(self.browser_language)
    }

    /// At start: the browser's preferred languages (`tags`, most wanted first) and the
    /// language chosen before (`choice`).
    pub(super) fn restore_language(&mut self, tags: &[String], choice: Option<&'static str>) {
        self.browser_language = lang::preferred(tags.iter().map(String::as_str)).tag;
        self.language_choice = choice;
    }

    /// Another tab chose a language (`choice`): the language this tab must speak, if it
    /// changed.
    pub(super) fn chosen_elsewhere(
        &mut self,
        choice: Option<&'static str>,
    ) -> Option<&'static str> {
        (choice != self.language_choice).then(|| {
            self.language_choice = choice;
            self.language_wanted()
        })
    }

    /// Speaks `tag` now if it is English or spoken already, else asks for its catalogue
    /// (a catalogue asked for before and not come yet is no longer wanted).
    pub(super) fn speak(
        &mut self,
        shared: &mut Shared,
        tag: &'static str,
        chosen: bool,
    ) -> Option<Spoken> {
        let language = tagged(tag)?;
        if tag == LANGUAGES[0].tag || tag == shared.speaker.language().tag {
            self.language_loading = None;
            Some(self.spoken(shared, language, "", chosen))
        } else {
            self.language_loading = Some((tag, chosen));
            shared.emit(Effect::Fetch(Fetch::Catalogue(tag)));
            None
        }
    }

    /// The catalogue of `tag` came (its text), or could not be had (said). A catalogue
    /// no longer wanted is dropped.
    pub(super) fn catalogue_fetched(
        &mut self,
        shared: &mut Shared,
        tag: &str,
        text: Result<String, FetchError>,
    ) -> Option<Spoken> {
        let (wanted, chosen) = self.language_loading.filter(|(t, _)| *t == tag)?;
        self.language_loading = None;
        let language = tagged(wanted)?;
        match text {
            Ok(text) => Some(self.spoken(shared, language, &text, chosen)),
            Err(why) => {
                let said = words::language_unavailable(&shared.speaker, language, &why);
                shared.set_status(said);
                shared.render();
                None
            }
        }
    }

    /// Speaks `language` from its catalogue's text (`source`; English's is built in). A
    /// choice of the player's is remembered and said.
    fn spoken(
        &mut self,
        shared: &mut Shared,
        language: &'static Language,
        source: &str,
        chosen: bool,
    ) -> Spoken {
        if language.tag != shared.speaker.language().tag || !source.is_empty() {
            // Errors in a shipped catalogue are kept out by its tests; a bad entry is
            // left out, and English says it.
            let _ = shared.speaker.speak(language, source);
        }
        if chosen {
            self.language_choice = Some(language.tag);
            shared.set_status(words::say::Again::new(words::language_spoken));
        } else if let Some(again) = &shared.status_again {
            // The message on show, in the language now spoken.
            shared.status = again.in_language(&shared.speaker);
        }
        shared.render();
        shared.request_redraw();
        Spoken { language, chosen }
    }
}
