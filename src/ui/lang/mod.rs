//! The page's languages (issue 30): each language's tag, own name, plural rule and digit
//! groups (`plural`), and its message catalogue in Project Fluent's format (`fluent`).
//! Move notation, records, share links and the engine protocol are the same in every
//! language (RULES.md section 7), so nothing here touches them.

pub mod fluent;
pub mod plural;
mod speaker;

pub use fluent::{isolate, without_isolates, Arg, Catalogue, ParseError};
pub use plural::{Digits, Plural, Rule};
pub use speaker::{english_source, messages_said, name, notation, side, Speaker, ENGLISH};

/// A language the page can speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its BCP 47 tag: `"en"`, `"de"`, `"pl"`…
    pub tag: &'static str,
    /// Its name in itself, as a language menu lists it.
    pub name: &'static str,
    /// How it sorts counts into plural forms.
    pub rule: Rule,
    /// How it writes a number's digits.
    pub digits: Digits,
}

const COMMA: Digits = Digits {
    group: ",",
    minimum_grouping: 1,
};
const DOT: Digits = Digits {
    group: ".",
    minimum_grouping: 1,
};

/// The languages in the order a menu lists them: English first (built in), then the
/// others by their tag.
pub const LANGUAGES: &[Language] = &[
    Language {
        tag: "en",
        name: "English",
        rule: Rule::OneIsOne,
        digits: COMMA,
    },
    Language {
        tag: "de",
        name: "Deutsch",
        rule: Rule::OneIsOne,
        digits: DOT,
    },
    Language {
        tag: "es",
        name: "Español",
        rule: Rule::OneAndMillions,
        digits: Digits {
            group: ".",
            minimum_grouping: 2,
        },
    },
    Language {
        tag: "fr",
        name: "Français",
        rule: Rule::ZeroOneAndMillions,
        digits: Digits {
            group: "\u{202f}",
            minimum_grouping: 1,
        },
    },
    Language {
        tag: "it",
        name: "Italiano",
        rule: Rule::OneAndMillions,
        digits: DOT,
    },
    Language {
        tag: "ja",
        name: "日本語",
        rule: Rule::OtherOnly,
        digits: COMMA,
    },
    Language {
        tag: "pl",
        name: "Polski",
        rule: Rule::Polish,
        digits: Digits {
            group: "\u{a0}",
            minimum_grouping: 2,
        },
    },
];

/// The language tagged `tag` (its primary subtag: `"de-AT"` is German), if the page has it.
#[must_use]
pub fn language(tag: &str) -> Option<&'static Language> {
    let primary = tag.split(['-', '_']).next().unwrap_or("");
    LANGUAGES
        .iter()
        .find(|l| l.tag.eq_ignore_ascii_case(primary))
}

/// The first of the browser's preferred languages (`navigator.languages`, most wanted
/// first) that the page has, or English.
#[must_use]
pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> &'static Language {
    tags.into_iter().find_map(language).unwrap_or(&LANGUAGES[0])
}

#[cfg(test)]
mod tests;

/// The catalogue of the language tagged `tag` as the page fetches it (`www/lang/<tag>.ftl`),
/// for the tests that speak it.
#[cfg(test)]
pub(crate) fn catalogue_source(tag: &str) -> String {
    let path = format!("{}/www/lang/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}
