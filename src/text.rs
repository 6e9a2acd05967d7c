//! Text as people's tools hand it over: what editors, operating systems and clipboards add
//! around a record, a move, a position or a link, made plain before any notation is read.
//!
//! Every reader of the project's notations (RULES.md sections 7–9) goes through
//! [`plain`]: the record importer, the position text parser, the move parser and the
//! share-link reader, so a byte order mark or a no-break space is accepted everywhere
//! alike.

use std::borrow::Cow;

/// Characters that are invisible and carry no meaning in the notations: the byte order
/// mark (U+FEFF, also "zero width no-break space"), zero width space, non-joiner and
/// joiner, word joiner, soft hyphen, left-to-right and right-to-left marks.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{FEFF}'
            | '\u{200B}'
            | '\u{200C}'
            | '\u{200D}'
            | '\u{2060}'
            | '\u{00AD}'
            | '\u{200E}'
            | '\u{200F}'
    )
}

/// Line terminators of every kind: `\n`, `\r` (alone or before `\n`), vertical tab, form
/// feed, next line (U+0085), line and paragraph separators (U+2028, U+2029).
fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// `text` with invisible characters removed, every line terminator (`\r\n` included) made
/// one `\n`, and every other kind of white space (tab, no-break space, the typographic
/// spaces, ideographic space) made an ASCII space. Borrows when there is nothing to change.
///
/// ```
/// use three_crowns::text::plain;
/// assert_eq!(plain("\u{FEFF}[Event \"x\"]\r\n1.\u{A0}a6-a7\r"), "[Event \"x\"]\n1. a6-a7\n");
/// assert_eq!(plain("a6-a7"), "a6-a7");
/// ```
#[must_use]
pub fn plain(text: &str) -> Cow<'_, str> {
    let needs_work = text
        .chars()
        .any(|c| is_invisible(c) || (c.is_whitespace() && c != ' ' && c != '\n'));
    if !needs_work {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if is_invisible(c) {
            continue;
        }
        if is_line_break(c) {
            if c == '\r' && chars.peek() == Some(&'\n') {
                chars.next();
            }
            out.push('\n');
        } else if c.is_whitespace() {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// One token as typed or pasted: [`plain`], then trimmed of white space at both ends.
///
/// ```
/// use three_crowns::text::token;
/// assert_eq!(token("\u{FEFF} a6-a7\u{A0}\r\n"), "a6-a7");
/// ```
#[must_use]
pub fn token(text: &str) -> Cow<'_, str> {
    match plain(text) {
        Cow::Borrowed(s) => Cow::Borrowed(s.trim()),
        Cow::Owned(s) => Cow::Owned(s.trim().to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_line_break_and_space() {
        assert_eq!(plain("a\r\nb\rc\u{2028}d\u{85}e\n"), "a\nb\nc\nd\ne\n");
        assert_eq!(plain("a\tb\u{A0}c\u{2007}d\u{3000}e"), "a b c d e");
        assert_eq!(plain("\u{FEFF}\u{200B}x\u{2060}y"), "xy");
        assert!(matches!(plain("plain text\n"), Cow::Borrowed(_)));
        assert_eq!(token("\u{FEFF}\u{A0}a6-a7 \t\r\n"), "a6-a7");
        assert_eq!(token(""), "");
    }
}
