//! Reading a catalogue's source: Fluent's syntax, line by line and character by
//! character, into the catalogue's entries (`super::Catalogue::parse`).

use super::{Element, Entry, Key, ParseError, Pattern};

pub(super) struct Parser<'s> {
    pub(super) s: &'s [u8],
    pub(super) src: &'s str,
    pub(super) at: usize,
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
    pub(super) fn peek(&self) -> u8 {
        self.s.get(self.at).copied().unwrap_or(0)
    }

    fn peek_at(&self, k: usize) -> u8 {
        self.s.get(k).copied().unwrap_or(0)
    }

    pub(super) fn line_of(&self, at: usize) -> usize {
        1 + self.s[..at.min(self.s.len())]
            .iter()
            .filter(|&&c| c == b'\n')
            .count()
    }

    pub(super) fn error_at(&self, at: usize, message: String) -> ParseError {
        ParseError {
            line: self.line_of(at),
            message,
        }
    }

    /// Whether the line from here on holds only spaces.
    pub(super) fn line_is_blank(&self) -> bool {
        let mut k = self.at;
        while self.peek_at(k) == b' ' {
            k += 1;
        }
        matches!(self.peek_at(k), b'\n' | 0)
    }

    pub(super) fn skip_line(&mut self) {
        while !matches!(self.peek(), b'\n' | 0) {
            self.at += 1;
        }
        if self.peek() == b'\n' {
            self.at += 1;
        }
    }

    /// Skips to the next line that starts an entry or a comment.
    pub(super) fn skip_junk(&mut self) {
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

    pub(super) fn entry(&mut self) -> Result<Entry, String> {
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
        // By hand: `str::parse` brings the standard library's integer parser into the
        // page's wasm.
        let (sign, digits) = match self.src[start..self.at].strip_prefix('-') {
            Some(d) => (-1, d),
            None => (1, &self.src[start..self.at]),
        };
        digits
            .bytes()
            .try_fold(0i64, |n, d| {
                n.checked_mul(10)?.checked_add(i64::from(d - b'0'))
            })
            .map(|n| sign * n)
            .ok_or_else(|| "a number too large".into())
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
                            let c = (hex.len() == digits)
                                .then(|| {
                                    hex.chars()
                                        .try_fold(0, |n, h| Some(n * 16 + h.to_digit(16)?))
                                })
                                .flatten()
                                .and_then(char::from_u32);
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
    // The pattern ends in text of its own (not a placeable's, such as `{ ", " }`, whose
    // spaces stay): its trailing blanks go.
    let mut text_last = false;
    for piece in pieces {
        text_last = !matches!(piece, Piece::Element(_));
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
    if let (Some(Element::Text(t)), true) = (pattern.last_mut(), text_last) {
        t.truncate(t.trim_end_matches([' ', '\n']).len());
        if t.is_empty() {
            pattern.pop();
        }
    }
    (!pattern.is_empty()).then_some(pattern)
}
