//! The page's message catalogues: the part of Project Fluent's syntax
//! (<https://projectfluent.org/fluent/guide/>) that its messages use, read and formatted
//! in the core so that the page's view stays a pure function and its first load stays
//! small (the `fluent-bundle` crate and its locale data are far larger: see docs/MEASUREMENTS.md).
//! Every catalogue is also read by `fluent-bundle` itself in the tests, which format
//! every message both ways and compare.
//!
//! Read: comments (`#`, `##`, `###`); messages (`id = …`) with attributes (`.label =
//! …`); terms (`-brand = …`); patterns over several indented lines (their common indent
//! removed, as Fluent does); placeables holding a variable (`{ $count }`), a term
//! (`{ -brand }`), a message or its attribute (`{ other-id }`, `{ other-id.label }`), a
//! string literal (`{ "{" }`) or a number literal; select expressions on a variable
//! (`{ $count -> [one] … *[other] … }`), whose keys are numbers or names (CLDR plural
//! categories for a count, any name for a text). Functions (`NUMBER()`), term arguments
//! and selectors other than a variable are refused with the line they are on.
//!
//! An entry that cannot be read is reported with its line and left out; the others are
//! kept, as Fluent keeps the good entries of a resource around its junk.

use super::plural::{Digits, Rule};

mod parse;
use parse::Parser;

/// A catalogue's messages and terms, ready to format.
#[derive(Clone, Debug)]
pub struct Catalogue {
    rule: Rule,
    digits: Digits,
    /// Sorted by id; a term's id keeps its leading `-`.
    entries: Vec<Entry>,
}

#[derive(Clone, Debug)]
struct Entry {
    id: String,
    value: Option<Pattern>,
    attributes: Vec<(String, Pattern)>,
}

type Pattern = Vec<Element>;

#[derive(Clone, Debug)]
enum Element {
    Text(String),
    Variable(String),
    /// A term's id, with its `-`.
    Term(String),
    /// A message's id, and the attribute's name after a `.`, if any.
    Message(String),
    Select {
        variable: String,
        variants: Vec<(Key, Pattern)>,
        default: usize,
    },
}

#[derive(Clone, Debug, PartialEq)]
enum Key {
    Name(String),
    Number(i64),
}

/// An argument of a message: a text, or a count (chooses plural forms and is written with
/// the language's digit groups).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Written as it is.
    Text(String),
    /// A whole number.
    Count(i64),
    /// A player's name: written between Unicode's First Strong Isolate (U+2068) and Pop
    /// Directional Isolate (U+2069), as Fluent's `use_isolating` writes every argument, so
    /// that a name in another script, or holding a direction control (U+202E), cannot
    /// turn the sentence around it (Unicode's bidirectional algorithm, UAX #9, X5c–X6a).
    Name(String),
}

/// The mark before an isolated name (First Strong Isolate).
pub const FSI: char = '\u{2068}';
/// The mark after an isolated name (Pop Directional Isolate).
pub const PDI: char = '\u{2069}';

/// `name` between [`FSI`] and [`PDI`]: a name that shows alone, as a sentence would hold it.
#[must_use]
pub fn isolate(name: &str) -> String {
    format!("{FSI}{name}{PDI}")
}

/// `text` without the isolating marks [`isolate`] puts around names (what the script API
/// gives: the names as data).
#[must_use]
pub fn without_isolates(text: &str) -> String {
    text.chars().filter(|&c| c != FSI && c != PDI).collect()
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
count_from!(i32, i64, u8, u16, u32, u64, usize);

/// A line of a catalogue that could not be read, and why (1-based line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line the trouble is on.
    pub line: usize,
    /// What is wrong, in English (for the catalogue's translators and its tests).
    pub message: String,
}

/// How deep message and term references may nest: deeper is taken for a cycle.
const MAX_DEPTH: u8 = 8;

impl Catalogue {
    /// Reads a catalogue's source. Entries that cannot be read are left out and reported.
    #[must_use]
    pub fn parse(source: &str, rule: Rule, digits: Digits) -> (Catalogue, Vec<ParseError>) {
        // Line ends as "\n" only (a file saved with "\r\n"); by character, since a
        // substring search is kilobytes of the page's wasm.
        let source: String = source.chars().filter(|&c| c != '\r').collect();
        let mut p = Parser {
            s: source.as_bytes(),
            src: &source,
            at: 0,
        };
        let mut entries: Vec<Entry> = Vec::new();
        let mut errors = Vec::new();
        while p.at < p.s.len() {
            let start = p.at;
            match p.peek() {
                b'\n' | b' ' if p.line_is_blank() => p.skip_line(),
                b'#' => p.skip_line(),
                c if c == b'-' || c.is_ascii_alphabetic() => match p.entry() {
                    // Kept sorted as they come (the standard library's sort is kilobytes of
                    // the page's wasm: crate::sort).
                    Ok(e) => match entries.binary_search_by(|x| x.id.cmp(&e.id)) {
                        Ok(_) => {
                            errors.push(p.error_at(start, format!("'{}' is defined twice", e.id)));
                        }
                        Err(k) => entries.insert(k, e),
                    },
                    Err(message) => {
                        errors.push(ParseError {
                            line: p.line_of(p.at),
                            message,
                        });
                        p.skip_junk();
                    }
                },
                _ => {
                    errors
                        .push(p.error_at(start, "expected a message, a term or a comment".into()));
                    p.skip_junk();
                }
            }
        }
        (
            Catalogue {
                rule,
                digits,
                entries,
            },
            errors,
        )
    }

    fn entry(&self, id: &str) -> Option<&Entry> {
        self.entries
            .binary_search_by(|e| e.id.as_str().cmp(id))
            .ok()
            .map(|k| &self.entries[k])
    }

    fn pattern(&self, id: &str) -> Option<&Pattern> {
        let (id, attribute) = id.split_once('.').map_or((id, None), |(a, b)| (a, Some(b)));
        let entry = self.entry(id)?;
        match attribute {
            None => entry.value.as_ref(),
            Some(name) => entry
                .attributes
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, p)| p),
        }
    }

    /// The message `id` (or its attribute, `id.name`) with `args`, or `None` when the
    /// catalogue has no such message. A variable without an argument is written
    /// `{$name}`, as Fluent writes it.
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let pattern = self.pattern(id)?;
        let mut out = String::new();
        self.write(pattern, args, &mut out, 0);
        Some(out)
    }

    fn write(&self, pattern: &Pattern, args: &[(&str, Arg)], out: &mut String, depth: u8) {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
        for element in pattern {
            match element {
                Element::Text(t) => out.push_str(t),
                Element::Variable(name) => match arg(name) {
                    Some(Arg::Text(t)) => out.push_str(t),
                    Some(Arg::Count(n)) => out.push_str(&self.digits.write(*n)),
                    Some(Arg::Name(n)) => out.push_str(&isolate(n)),
                    None => {
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                },
                // A term sees none of the message's variables (Fluent passes a term only
                // the arguments written after it, which this reader refuses); a message
                // reference sees them all.
                Element::Term(id) | Element::Message(id) => match self.pattern(id) {
                    Some(p) if depth < MAX_DEPTH => {
                        let scope = if matches!(element, Element::Term(_)) {
                            &[][..]
                        } else {
                            args
                        };
                        self.write(p, scope, out, depth + 1);
                    }
                    _ => {
                        out.push('{');
                        out.push_str(id);
                        out.push('}');
                    }
                },
                Element::Select {
                    variable,
                    variants,
                    default,
                } => {
                    let chosen = match arg(variable) {
                        Some(Arg::Count(n)) => {
                            let category = self.rule.category(*n).keyword();
                            variants
                                .iter()
                                .position(|(k, _)| *k == Key::Number(*n))
                                .or_else(|| {
                                    variants.iter().position(
                                        |(k, _)| matches!(k, Key::Name(c) if c == category),
                                    )
                                })
                        }
                        Some(Arg::Text(t) | Arg::Name(t)) => variants
                            .iter()
                            .position(|(k, _)| matches!(k, Key::Name(c) if c == t)),
                        None => None,
                    };
                    self.write(&variants[chosen.unwrap_or(*default)].1, args, out, depth);
                }
            }
        }
    }

    /// Every message's id, and each of its attributes as `id.name`, sorted; terms
    /// (`-id`) too, since a translation must define the terms its messages use. For the
    /// catalogues' tests and tools (the page never lists them).
    #[must_use]
    pub fn ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for e in &self.entries {
            if e.value.is_some() {
                ids.push(e.id.clone());
            }
            ids.extend(e.attributes.iter().map(|(n, _)| format!("{}.{n}", e.id)));
        }
        ids.sort();
        ids
    }

    /// The variables the message `id` (or `id.name`) uses, sorted and once each, those of
    /// the messages it refers to included (a term sees no variables).
    #[must_use]
    pub fn variables(&self, id: &str) -> Vec<String> {
        let mut found = Vec::new();
        if let Some(p) = self.pattern(id) {
            self.collect_variables(p, &mut found, 0);
        }
        found.sort();
        found.dedup();
        found
    }

    fn collect_variables(&self, pattern: &Pattern, found: &mut Vec<String>, depth: u8) {
        for element in pattern {
            match element {
                Element::Text(_) | Element::Term(_) => {}
                Element::Variable(name) => found.push(name.clone()),
                Element::Message(id) => {
                    if let Some(p) = self.pattern(id).filter(|_| depth < MAX_DEPTH) {
                        self.collect_variables(p, found, depth + 1);
                    }
                }
                Element::Select {
                    variable, variants, ..
                } => {
                    found.push(variable.clone());
                    for (_, p) in variants {
                        self.collect_variables(p, found, depth);
                    }
                }
            }
        }
    }
}
