//! The page's words in the language the player chose: its catalogue, and English's
//! built-in one behind it.

use super::{Arg, Catalogue, Language, ParseError, LANGUAGES};

/// English's catalogue, built into the page (every other language is fetched when
/// chosen): `en.ftl` without its comment lines (the build script, `build.rs`).
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// Says the page's messages in one language: from its catalogue, or from English's
/// where it lacks a message (as lichess shows a language being translated).
#[derive(Clone, Debug)]
pub struct Speaker {
    language: &'static Language,
    english: Catalogue,
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
        self.english
            .format(id, args)
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
