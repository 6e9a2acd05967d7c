//! The `.tcg` game record (RULES.md section 9): PGN-style tags, then numbered moves and a
//! result.

use crate::game::Game;
use crate::position::Position;
use crate::replay::Replay;
use crate::tcn::{parse_tcn, to_tcn};
use crate::types::Color;

/// The records of a file that holds several, one after another: each starts at its
/// `[Event` tag line. A file with one record gives it whole.
pub fn split_records(text: &str) -> Vec<String> {
    let mut records = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        if line.starts_with("[Event ") && !current.trim().is_empty() {
            records.push(std::mem::take(&mut current));
        }
        current.push_str(line);
        current.push('\n');
    }
    if !current.trim().is_empty() {
        records.push(current);
    }
    records
}

/// A game read from a record, with its tags in file order.
#[derive(Clone, Debug)]
pub struct Record {
    /// The tags `(name, value)` in file order, values unescaped.
    pub tags: Vec<(String, String)>,
    /// The game, every move replayed through the rules core.
    pub game: Game,
    /// The brace comments, each with the ply of the move it follows (0: before the first
    /// move), in file order: kept so that a record written back keeps its annotations
    /// (the post-game review writes its marks this way).
    pub comments: Vec<(usize, String)>,
}

impl Record {
    /// The value of tag `name`, if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

mod error;
pub use error::RecordError;

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

fn clip(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// One piece of a record's text.
#[derive(Debug)]
enum Token<'a> {
    Tag(String, String),
    /// The text of a `{…}` comment.
    Comment(&'a str),
    /// A symbol: a move, a move number, a result, maybe glued together (`1.a6-a7`).
    Symbol(&'a str),
}

/// Characters that end a symbol.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || "{};()[]$".contains(c)
}

/// Splits a record (already [`crate::text::plain`]) into tags, brace comments and symbols
/// with their line numbers, dropping `;` comments to the end of the line, `%` escape lines
/// and numeric annotation glyphs (`$1`).
fn tokens(text: &str) -> Result<Vec<(usize, Token<'_>)>, RecordError> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut at_line_start = true;
    let mut i = 0;
    let bytes = text.as_bytes();
    while let Some(c) = text[i..].chars().next() {
        let len = c.len_utf8();
        match c {
            '\n' => {
                line += 1;
                at_line_start = true;
                i += 1;
                continue;
            }
            c if c.is_whitespace() => {
                i += len;
                continue;
            }
            '%' if at_line_start => {
                // An escape line: ignored to its end.
                i = text[i..].find('\n').map_or(text.len(), |n| i + n);
            }
            ';' => {
                i = text[i..].find('\n').map_or(text.len(), |n| i + n);
            }
            '{' => {
                // A comment runs to the first `}`, across lines; `;` inside is text.
                let Some(n) = text[i..].find('}') else {
                    return Err(RecordError::UnclosedComment { line });
                };
                out.push((line, Token::Comment(&text[i + 1..i + n])));
                line += text[i..i + n].matches('\n').count();
                i += n + 1;
            }
            '}' => return Err(RecordError::StrayBrace { line }),
            '(' | ')' => return Err(RecordError::Variation { line }),
            '[' => {
                let (tag, used) = tag_at(&text[i..]).ok_or_else(|| RecordError::BadTag {
                    line,
                    text: clip(text[i..].lines().next().unwrap_or(""), 60),
                })?;
                out.push((line, tag));
                i += used;
            }
            ']' => {
                return Err(RecordError::BadTag {
                    line,
                    text: clip(text[i..].lines().next().unwrap_or(""), 60),
                })
            }
            '$' => {
                // A numeric annotation glyph: `$` and digits.
                i += 1;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
            }
            _ => {
                // At least the character at `i` (a `%` inside a line, say) is taken.
                let end = text[i + len..]
                    .find(is_delimiter)
                    .map_or(text.len(), |n| i + len + n);
                out.push((line, Token::Symbol(&text[i..end])));
                i = end;
            }
        }
        at_line_start = false;
    }
    Ok(out)
}

/// Reads a `[Name "value"]` tag at the start of `s` (escapes `\"` and `\\` in the value);
/// returns it and the bytes it took. The value stays on one line.
fn tag_at(s: &str) -> Option<(Token<'_>, usize)> {
    let mut chars = s.char_indices().skip(1).peekable();
    let skip_space = |chars: &mut std::iter::Peekable<_>| {
        while chars.next_if(|&(_, c): &(usize, char)| c == ' ').is_some() {}
    };
    skip_space(&mut chars);
    let mut name = String::new();
    while let Some((_, c)) = chars.next_if(|&(_, c)| c.is_ascii_alphanumeric() || c == '_') {
        name.push(c);
    }
    if name.is_empty() {
        return None;
    }
    skip_space(&mut chars);
    chars.next_if(|&(_, c)| c == '"')?;
    let mut value = String::new();
    loop {
        match chars.next()? {
            (_, '"') => break,
            (_, '\\') => match chars.next()? {
                (_, c @ ('"' | '\\')) => value.push(c),
                _ => return None,
            },
            (_, '\n') => return None,
            (_, c) => value.push(c),
        }
    }
    skip_space(&mut chars);
    let (end, _) = chars.next_if(|&(_, c)| c == ']')?;
    Some((Token::Tag(name, value), end + 1))
}

/// Splits a leading move number off a symbol: `12.` / `12...` / `12…` and the rest
/// (`1.a6-a7` gives `("1.", 1, false, "a6-a7")`). `None` when the symbol does not start
/// with a number followed by a dot.
fn move_number(sym: &str) -> Option<(&str, u32, bool, &str)> {
    let digits = sym.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &sym[digits..];
    let (dots, black) = if rest.starts_with("...") {
        (3, true)
    } else if rest.starts_with('…') {
        ('…'.len_utf8(), true)
    } else if rest.starts_with('.') {
        (1, false)
    } else {
        return None;
    };
    if digits == 0 {
        return None;
    }
    let n = sym[..digits].parse().unwrap_or(u32::MAX);
    Some((&sym[..digits + dots], n, black, &rest[dots..]))
}

/// A move's symbol without PGN's suffix annotations (`!`, `?`, `!!`, `??`, `!?`, `?!`).
fn without_suffix(sym: &str) -> &str {
    sym.trim_end_matches(['!', '?'])
}

/// Reads a record (RULES.md section 9), replaying every move through the rules core. The
/// whole PGN-style grammar is accepted: tags with `\"` and `\\` escapes, brace comments
/// (which may hold `;` and span lines), `;` comments to the end of a line, `%` escape
/// lines, move numbers `12.` and `12...` (checked against the game), numeric annotation
/// glyphs (`$1`) and `!`/`?` suffixes, line breaks anywhere between tokens, and what tools
/// add around text ([`crate::text::plain`]: byte order marks, any line ending, no-break
/// spaces). Anything else is refused with a [`RecordError`] and nothing is imported.
///
/// ```
/// use three_crowns::parse_record;
/// let rec = parse_record("[Result \"*\"]\n\n1. a6-a7 {solid; safe} a5-b4 2. a7-b7 *").unwrap();
/// assert_eq!(rec.game.ply(), 3);
/// assert_eq!(rec.comments, vec![(1, "solid; safe".to_string())]);
/// assert!(parse_record("[Result \"*\"]\n\n1. a6-a7 {never closed a5-b4 *").is_err());
/// ```
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    let text = crate::text::plain(text);
    let toks = tokens(&text)?;
    let mut tags = Vec::new();
    let mut moves_started = false;
    let mut symbols = Vec::new();
    for (line, tok) in toks {
        match tok {
            Token::Tag(name, _) if moves_started => {
                return Err(RecordError::TagAfterMoves { line, name });
            }
            Token::Tag(name, value) => tags.push((name, value)),
            Token::Comment(c) => symbols.push((line, Token::Comment(c))),
            Token::Symbol(s) => {
                moves_started = true;
                symbols.push((line, Token::Symbol(s)));
            }
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v): &(String, String)| v.clone())
    };
    if let Some(r) = tag("Result") {
        if !RESULTS.contains(&r.as_str()) {
            return Err(RecordError::BadResult(clip(&r, 20)));
        }
    }
    let repetition_rule = match tag("Repetition").as_deref() {
        None | Some("on") => true,
        Some("off") => false,
        Some(other) => return Err(RecordError::BadRepetition(clip(other, 20))),
    };
    let start = match tag("TCN") {
        Some(t) => parse_tcn(&t).map_err(RecordError::BadTcn)?,
        None => Position::start(),
    };
    // The one replay policy (crate::replay), fed token by token so that the first bad
    // token, unreadable, illegal or trailing, is the one reported.
    let mut replay = Replay::new(start);
    let mut result_token: Option<&str> = None;
    let mut comments = Vec::new();
    let mut played = 0usize;
    for (line, tok) in symbols {
        let sym = match tok {
            Token::Comment(c) => {
                let c = c.split_whitespace().collect::<Vec<_>>().join(" ");
                if !c.is_empty() {
                    comments.push((played, c));
                }
                continue;
            }
            Token::Symbol(s) => s,
            Token::Tag(..) => continue,
        };
        if let Some(r) = result_token {
            return Err(RecordError::TrailingText(clip(
                &format!("{sym} after {r}"),
                40,
            )));
        }
        let sym = if sym == "½-½" { "1/2-1/2" } else { sym };
        if RESULTS.contains(&sym) {
            result_token = Some(sym);
            continue;
        }
        let pos = *replay.position();
        let (number, color) = (pos.fullmove(), pos.turn());
        let move_text = match move_number(sym) {
            Some((found, n, black, rest)) => {
                let fits = n == number && (!black || color == Color::Black);
                if !fits {
                    return Err(RecordError::MoveNumber {
                        line,
                        found: clip(found, 20),
                        number,
                        color,
                    });
                }
                rest
            }
            None => sym,
        };
        let move_text = without_suffix(move_text);
        if move_text.is_empty() {
            continue;
        }
        replay
            .play_text(move_text)
            .map_err(|error| RecordError::Move {
                number,
                color,
                error,
            })?;
        played += 1;
    }
    if tag("Result").is_none() && result_token.is_none() {
        return Err(RecordError::NoResult);
    }
    let mut game = replay.finish(repetition_rule);
    // A game the players ended (a resignation or an agreed draw) keeps that end when its
    // Termination and Result say so and the board has not ended it already.
    let result = tag("Result").or(result_token.map(str::to_string));
    if game.outcome().is_none() {
        match (tag("Termination").as_deref(), result.as_deref()) {
            (Some("Black resigned"), Some("1-0")) => game.resign(Color::Black).ok(),
            (Some("White resigned"), Some("0-1")) => game.resign(Color::White).ok(),
            (Some("Draw agreed"), Some("1/2-1/2")) => game.agree_draw().ok(),
            (Some("Black lost on time"), Some("1-0")) => game.flag(Color::Black).ok(),
            (Some("White lost on time"), Some("0-1")) => game.flag(Color::White).ok(),
            (Some("Black left the game"), Some("1-0")) => game.abandon(Color::Black).ok(),
            (Some("White left the game"), Some("0-1")) => game.abandon(Color::White).ok(),
            _ => None,
        };
    }
    Ok(Record {
        tags,
        game,
        comments,
    })
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes a record of `game`. `tags` are written in order; `Result`, `Termination`, `TCN`
/// and `Repetition` are derived from the game and override any given.
#[must_use]
pub fn write_record(game: &Game, tags: &[(&str, &str)]) -> String {
    write_record_with_comments(game, tags, &[])
}

/// [`write_record`] with brace comments, each after the move of its ply (0: before the
/// first move), as [`parse_record`] reads them back into [`Record::comments`]. A `}` in a
/// comment (which would end it) is written as `)`; comments past the game's end are left
/// out.
#[must_use]
pub fn write_record_with_comments(
    game: &Game,
    tags: &[(&str, &str)],
    comments: &[(usize, String)],
) -> String {
    let comment_at = |ply: usize| -> Vec<String> {
        comments
            .iter()
            .filter(|(p, _)| *p == ply)
            .map(|(_, c)| format!("{{{}}}", c.replace('}', ")")))
            .collect()
    };
    let outcome = game.outcome();
    let result = outcome.map_or("*", |o| o.result_text());
    let mut out = String::new();
    let derived = ["Result", "Termination", "TCN", "Repetition"];
    for (k, v) in tags.iter().filter(|(k, _)| !derived.contains(k)) {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    }
    out.push_str(&format!("[Result \"{result}\"]\n"));
    if let Some(o) = outcome {
        out.push_str(&format!("[Termination \"{}\"]\n", o.termination()));
    }
    if *game.start() != Position::start() {
        out.push_str(&format!("[TCN \"{}\"]\n", to_tcn(game.start())));
    }
    if !game.repetition_rule() {
        out.push_str("[Repetition \"off\"]\n");
    }
    out.push('\n');
    let mut line = String::new();
    let push = |line: &mut String, out: &mut String, tok: &str| {
        if !line.is_empty() && line.len() + 1 + tok.len() > 79 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(tok);
    };
    for c in comment_at(0) {
        push(&mut line, &mut out, &c);
    }
    for (i, played) in game.moves().iter().enumerate() {
        let before = game.position_at(i).copied().unwrap_or_default();
        let after_comment = i > 0 && !comment_at(i).is_empty();
        let tok = match before.turn() {
            Color::White => format!("{}. {}", before.fullmove(), played.mv),
            Color::Black if i == 0 || after_comment => {
                format!("{}... {}", before.fullmove(), played.mv)
            }
            Color::Black => played.mv.to_string(),
        };
        push(&mut line, &mut out, &tok);
        for c in comment_at(i + 1) {
            push(&mut line, &mut out, &c);
        }
    }
    push(&mut line, &mut out, result);
    out.push_str(&line);
    out.push('\n');
    out
}
