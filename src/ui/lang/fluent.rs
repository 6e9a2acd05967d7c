//! The page's message catalogues: the part of Project Fluent's syntax
//! (<https://projectfluent.org/fluent/guide/>) that its messages use, read and formatted
//! in the core so that the page's view stays a pure function and its first load stays
//! small (the `fluent-bundle` crate and its locale data are far larger: see the README).
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
        let source = source.replace("\r\n", "\n");
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
                        Some(Arg::Text(t)) => variants
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

struct Parser<'s> {
    s: &'s [u8],
    src: &'s str,
    at: usize,
}

/// A pattern's pieces before its common indent is known.
enum Piece {
    Text(String),
    Element(Element),
    /// A line break (and the blank lines after it), then a line indented by `indent`.
    Break {
        blank_lines: usize,
        indent: usize,
    },
}

impl Parser<'_> {
    fn peek(&self) -> u8 {
        self.s.get(self.at).copied().unwrap_or(0)
    }

    fn peek_at(&self, k: usize) -> u8 {
        self.s.get(k).copied().unwrap_or(0)
    }

    fn line_of(&self, at: usize) -> usize {
        1 + self.s[..at.min(self.s.len())]
            .iter()
            .filter(|&&c| c == b'\n')
            .count()
    }

    fn error_at(&self, at: usize, message: String) -> ParseError {
        ParseError {
            line: self.line_of(at),
            message,
        }
    }

    /// Whether the line from here on holds only spaces.
    fn line_is_blank(&self) -> bool {
        let mut k = self.at;
        while self.peek_at(k) == b' ' {
            k += 1;
        }
        matches!(self.peek_at(k), b'\n' | 0)
    }

    fn skip_line(&mut self) {
        while !matches!(self.peek(), b'\n' | 0) {
            self.at += 1;
        }
        if self.peek() == b'\n' {
            self.at += 1;
        }
    }

    /// Skips to the next line that starts an entry or a comment.
    fn skip_junk(&mut self) {
        loop {
            self.skip_line();
            let c = self.peek();
            if c == 0 || c == b'#' || c == b'-' || c.is_ascii_alphabetic() {
                return;
            }
        }
    }

    fn spaces(&mut self) -> usize {
        let start = self.at;
        while self.peek() == b' ' {
            self.at += 1;
        }
        self.at - start
    }

    /// Spaces, and line breaks inside a placeable, but not into a line that starts a new
    /// entry: a placeable left open then ends on its own line, and the next entry is kept.
    fn blank(&mut self) {
        loop {
            match self.peek() {
                b' ' => self.at += 1,
                b'\n' if matches!(self.peek_at(self.at + 1), b' ' | b'\n' | b'}' | b'[' | b'*') => {
                    self.at += 1;
                }
                _ => return,
            }
        }
    }

    fn expect(&mut self, c: u8, what: &str) -> Result<(), String> {
        if self.peek() == c {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("expected {what}"))
        }
    }

    fn identifier(&mut self) -> Result<String, String> {
        let start = self.at;
        if !self.peek().is_ascii_alphabetic() {
            return Err("expected a name (a letter, then letters, digits, - or _)".into());
        }
        while matches!(self.peek(), b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_') {
            self.at += 1;
        }
        Ok(self.src[start..self.at].to_owned())
    }

    fn entry(&mut self) -> Result<Entry, String> {
        let term = self.peek() == b'-';
        self.at += usize::from(term);
        let name = self.identifier()?;
        let id = if term { format!("-{name}") } else { name };
        self.spaces();
        self.expect(b'=', "'=' after the name")?;
        let value = self.pattern()?;
        let mut attributes = Vec::new();
        loop {
            let save = self.at;
            if self.peek() != b'\n' {
                break;
            }
            self.at += 1;
            while self.line_is_blank() && self.peek() != 0 {
                self.skip_line();
            }
            if self.spaces() == 0 || self.peek() != b'.' {
                self.at = save;
                break;
            }
            self.at += 1;
            let name = self.identifier()?;
            self.spaces();
            self.expect(b'=', "'=' after the attribute's name")?;
            match self.pattern()? {
                Some(p) => attributes.push((name, p)),
                None => return Err(format!("the attribute '.{name}' has no value")),
            }
        }
        if !matches!(self.peek(), b'\n' | 0) {
            return Err("unexpected text after the message".into());
        }
        if value.is_none() && (term || attributes.is_empty()) {
            return Err(format!("'{id}' has no value"));
        }
        Ok(Entry {
            id,
            value,
            attributes,
        })
    }

    /// A pattern: inline text after `=` or a variant's key, and the indented lines after
    /// it. `None` when there is none.
    fn pattern(&mut self) -> Result<Option<Pattern>, String> {
        self.spaces();
        let mut pieces = Vec::new();
        self.line(&mut pieces)?;
        loop {
            if self.peek() != b'\n' {
                break;
            }
            let save = self.at;
            self.at += 1;
            let mut blank_lines = 0;
            while self.peek() != 0 && self.line_is_blank() {
                self.skip_line();
                blank_lines += 1;
            }
            let indent = self.spaces();
            if indent == 0 || matches!(self.peek(), b'[' | b'*' | b'.' | b'}' | b'\n' | 0) {
                self.at = save;
                break;
            }
            pieces.push(Piece::Break {
                blank_lines,
                indent,
            });
            self.line(&mut pieces)?;
        }
        Ok(dedent(pieces))
    }

    /// One line's text and placeables, up to its end (or a `}` for the caller).
    fn line(&mut self, pieces: &mut Vec<Piece>) -> Result<(), String> {
        loop {
            match self.peek() {
                b'\n' | 0 => return Ok(()),
                b'}' => return Err("'}' closes nothing here (write { \"}\" } for the sign)".into()),
                b'{' => {
                    self.at += 1;
                    pieces.push(Piece::Element(self.placeable()?));
                }
                _ => {
                    let start = self.at;
                    while !matches!(self.peek(), b'\n' | 0 | b'{' | b'}') {
                        self.at += 1;
                    }
                    pieces.push(Piece::Text(self.src[start..self.at].to_owned()));
                }
            }
        }
    }

    /// After a `{`: an expression or a select expression, and the closing `}`.
    fn placeable(&mut self) -> Result<Element, String> {
        self.blank();
        let element = self.expression()?;
        self.blank();
        if self.peek() == b'-' && self.peek_at(self.at + 1) == b'>' {
            let Element::Variable(variable) = element else {
                return Err("only a variable ($name) can choose between variants".into());
            };
            self.at += 2;
            let (variants, default) = self.variants()?;
            self.blank();
            self.expect(b'}', "'}' after the variants")?;
            return Ok(Element::Select {
                variable,
                variants,
                default,
            });
        }
        self.expect(b'}', "'}' to close the placeable")?;
        Ok(element)
    }

    fn expression(&mut self) -> Result<Element, String> {
        match self.peek() {
            b'$' => {
                self.at += 1;
                Ok(Element::Variable(self.identifier()?))
            }
            b'"' => self.string_literal().map(Element::Text),
            b'-' if self.peek_at(self.at + 1).is_ascii_digit() => {
                self.number().map(|n| Element::Text(n.to_string()))
            }
            c if c.is_ascii_digit() => self.number().map(|n| Element::Text(n.to_string())),
            b'-' => {
                self.at += 1;
                let id = format!("-{}", self.identifier()?);
                self.no_call()?;
                Ok(Element::Term(id))
            }
            b'{' => {
                self.at += 1;
                self.placeable()
            }
            c if c.is_ascii_alphabetic() => {
                let mut id = self.identifier()?;
                if self.peek() == b'.' {
                    self.at += 1;
                    id = format!("{id}.{}", self.identifier()?);
                }
                self.no_call()?;
                Ok(Element::Message(id))
            }
            _ => Err("expected a variable, a term, a message or a literal in '{ }'".into()),
        }
    }

    fn no_call(&self) -> Result<(), String> {
        if self.peek() == b'(' {
            Err("functions and term arguments are not supported".into())
        } else {
            Ok(())
        }
    }

    fn number(&mut self) -> Result<i64, String> {
        let start = self.at;
        self.at += usize::from(self.peek() == b'-');
        while self.peek().is_ascii_digit() {
            self.at += 1;
        }
        if self.peek() == b'.' {
            return Err("only whole numbers are supported".into());
        }
        self.src[start..self.at]
            .parse()
            .map_err(|_| "a number too large".into())
    }

    fn string_literal(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            match self.peek() {
                b'"' => {
                    self.at += 1;
                    return Ok(out);
                }
                b'\n' | 0 => return Err("a string literal must end on its line".into()),
                b'\\' => {
                    self.at += 1;
                    match self.peek() {
                        c @ (b'"' | b'\\') => {
                            out.push(char::from(c));
                            self.at += 1;
                        }
                        b'u' | b'U' => {
                            let digits = if self.peek() == b'u' { 4 } else { 6 };
                            let hex = self
                                .src
                                .get(self.at + 1..self.at + 1 + digits)
                                .unwrap_or("");
                            let c = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32);
                            out.push(c.ok_or_else(|| format!("'\\u{hex}' is not a character"))?);
                            self.at += 1 + digits;
                        }
                        _ => {
                            return Err(
                                "a '\\' in a string literal escapes only \", \\ and \\u".into()
                            )
                        }
                    }
                }
                _ => {
                    let start = self.at;
                    while !matches!(self.peek(), b'"' | b'\\' | b'\n' | 0) {
                        self.at += 1;
                    }
                    out.push_str(&self.src[start..self.at]);
                }
            }
        }
    }

    /// After `->`: the variants, each on its own line, exactly one marked `*` (the
    /// default).
    fn variants(&mut self) -> Result<(Vec<(Key, Pattern)>, usize), String> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.blank();
            let star = self.peek() == b'*';
            if !star && self.peek() != b'[' {
                break;
            }
            self.at += usize::from(star);
            self.expect(b'[', "'[' to open the variant's key")?;
            self.spaces();
            let key = match self.peek() {
                c if c.is_ascii_digit() || c == b'-' => Key::Number(self.number()?),
                _ => Key::Name(self.identifier()?),
            };
            self.spaces();
            self.expect(b']', "']' after the variant's key")?;
            if star {
                if default.is_some() {
                    return Err("a select expression has one default variant (*[…]) only".into());
                }
                default = Some(variants.len());
            }
            let value = self.pattern()?.unwrap_or_default();
            variants.push((key, value));
        }
        match default {
            Some(d) => Ok((variants, d)),
            None => Err("a select expression needs a default variant (*[other])".into()),
        }
    }
}

/// Joins a pattern's pieces, removing the common indent of its indented lines and the
/// spaces that end it, as Fluent does.
fn dedent(pieces: Vec<Piece>) -> Option<Pattern> {
    let common = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Break { indent, .. } => Some(*indent),
            _ => None,
        })
        .min()
        .unwrap_or(0);
    let mut pattern: Pattern = Vec::new();
    let mut first = true;
    for piece in pieces {
        let text = match piece {
            Piece::Element(e) => {
                pattern.push(e);
                first = false;
                continue;
            }
            Piece::Text(t) => t,
            Piece::Break {
                blank_lines,
                indent,
            } => {
                // A pattern that starts on the line after its `=` has no line break first.
                let breaks = if first { 0 } else { blank_lines + 1 };
                format!("{}{}", "\n".repeat(breaks), " ".repeat(indent - common))
            }
        };
        first = false;
        match pattern.last_mut() {
            Some(Element::Text(t)) => t.push_str(&text),
            _ => pattern.push(Element::Text(text)),
        }
    }
    if let Some(Element::Text(t)) = pattern.last_mut() {
        t.truncate(t.trim_end_matches([' ', '\n']).len());
        if t.is_empty() {
            pattern.pop();
        }
    }
    (!pattern.is_empty()).then_some(pattern)
}
