//! The page's words in the language the player chose: its catalogue, and English's
//! built-in one behind it.

use std::cell::OnceCell;

use super::{Arg, Catalogue, Language, ParseError, LANGUAGES};

/// English's catalogue, built into the page (every other language is fetched when
/// chosen), in two parts (the build script, `build.rs`, writes both without comment
/// lines). This one holds the messages a first visit says (`web/start-messages.txt`):
/// it is in the start of the page's wasm.
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The rest of English's catalogue: every message [`ENGLISH`] lacks. In the page its
/// bytes come with the rest of the page's wasm (`scripts/split-wasm.mjs` gives the rest the
/// statics only its functions read: until the rest arrives they are zeros), so only
/// [`english_rest`] reads them, and it stays in the rest.
const ENGLISH_REST: &str = include_str!(concat!(env!("OUT_DIR"), "/en-rest.ftl"));

/// English's whole catalogue: both parts (for the catalogues' tests and tools).
#[must_use]
pub fn english_source() -> String {
    format!("{ENGLISH}{ENGLISH_REST}")
}

/// The rest of English's catalogue, parsed. Never inlined, and never run by a first visit
/// (whose messages are all in [`ENGLISH`]), so that the split leaves it in the rest: a
/// call from the start loads the rest first, and with it the text read here. The text is
/// read through [`std::hint::black_box`], so that no read of it is folded into the
/// start's code.
#[inline(never)]
fn english_rest(language: &Language) -> Catalogue {
    let text: &str = std::hint::black_box(ENGLISH_REST);
    Catalogue::parse(text, language.rule, language.digits).0
}

/// Whether this build records the messages it says (the profiling build of
/// `scripts/profile-start.mjs`, which lists a first visit's in `web/start-messages.txt`).
const PROFILING: bool = option_env!("THREE_CROWNS_PROFILE").is_some();

thread_local! {
    /// The messages said, when [`PROFILING`].
    static SAID: std::cell::RefCell<std::collections::BTreeSet<String>> =
        std::cell::RefCell::default();
}

/// The ids of the messages said since the page started, sorted, in the profiling build
/// (none in any other).
#[must_use]
pub fn messages_said() -> Vec<String> {
    SAID.with(|s| s.borrow().iter().cloned().collect())
}

/// Says the page's messages in one language: from its catalogue, or from English's
/// where it lacks a message (as lichess shows a language being translated).
#[derive(Clone, Debug)]
pub struct Speaker {
    language: &'static Language,
    english: Catalogue,
    /// The rest of English's catalogue, parsed at its first message that `english` lacks.
    english_rest: OnceCell<Catalogue>,
    /// The chosen language's catalogue (`None`: English).
    chosen: Option<Catalogue>,
    /// The messages said in English because the chosen catalogue lacks them (the tests'
    /// check that a language says everything in its own words).
    #[cfg(test)]
    fell_back: std::cell::RefCell<Vec<String>>,
}

impl Speaker {
    /// The page in English.
    #[must_use]
    pub fn english() -> Speaker {
        let en = &LANGUAGES[0];
        let (english, _) = Catalogue::parse(ENGLISH, en.rule, en.digits);
        Speaker {
            language: en,
            english,
            english_rest: OnceCell::new(),
            chosen: None,
            #[cfg(test)]
            fell_back: std::cell::RefCell::default(),
        }
    }

    /// Speaks `language` from its catalogue's text `source` (English's is built in, and
    /// its `source` is not read). The entries `source` gets wrong are left out, and
    /// returned.
    pub fn speak(&mut self, language: &'static Language, source: &str) -> Vec<ParseError> {
        self.language = language;
        if language.tag == LANGUAGES[0].tag {
            self.chosen = None;
            return Vec::new();
        }
        let (catalogue, errors) = Catalogue::parse(source, language.rule, language.digits);
        self.chosen = Some(catalogue);
        errors
    }

    /// The language spoken.
    #[must_use]
    pub fn language(&self) -> &'static Language {
        self.language
    }

    /// The message `id` with `args`, as a sentence or a label of the page. A message the
    /// catalogue lacks (a test keeps every one there) is its id, so that it shows.
    #[must_use]
    pub fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        if let Some(c) = &self.chosen {
            if let Some(said) = c.format(id, args) {
                return said;
            }
            #[cfg(test)]
            self.fell_back.borrow_mut().push(id.to_owned());
        }
        if PROFILING {
            let entry = id.split('.').next().unwrap_or(id);
            SAID.with(|s| s.borrow_mut().insert(entry.to_owned()));
        }
        self.english
            .format(id, args)
            .or_else(|| {
                self.english_rest
                    .get_or_init(|| english_rest(&LANGUAGES[0]))
                    .format(id, args)
            })
            .unwrap_or_else(|| id.to_owned())
    }

    /// The messages said in English since the language was chosen, because its catalogue
    /// lacks them (taken).
    #[cfg(test)]
    pub fn fell_back(&self) -> Vec<String> {
        self.fell_back.take()
    }
}

/// A side as the catalogues' `$side` selects it: `"white"` or `"black"`.
#[must_use]
pub fn side(c: crate::types::Color) -> Arg {
    Arg::Text(c.key().to_owned())
}

/// A player's name as an argument: isolated wherever a message puts it ([`Arg::Name`]).
#[must_use]
pub fn name(n: &str) -> Arg {
    Arg::Name(n.to_owned())
}

/// A move, a square or another piece of notation, the same in every language.
#[must_use]
pub fn notation(n: impl std::fmt::Display) -> Arg {
    Arg::Text(n.to_string())
}
