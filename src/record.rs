//! The `.tcg` game record (RULES.md section 9): PGN-style tags, then numbered moves and a
//! result.

use std::fmt;

use crate::game::Game;
use crate::position::{PlayError, Position};
use crate::tcn::{parse_tcn, to_tcn, TcnError};
use crate::types::{Color, Move, ParseMoveError};

/// A game read from a record, with its tags in file order.
#[derive(Clone, Debug)]
pub struct Record {
    pub tags: Vec<(String, String)>,
    pub game: Game,
}

impl Record {
    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a record could not be imported. Import is all or nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A line starting with `[` is not a well-formed `[Name "value"]` tag.
    BadTag { line: usize, text: String },
    /// The `TCN` tag's position is invalid.
    BadTcn(TcnError),
    /// A `Result` tag or result token other than `1-0`, `0-1`, `1/2-1/2`, `*`.
    BadResult(String),
    /// Neither a `Result` tag nor a closing result token.
    NoResult,
    /// A move that is not move notation.
    Unparsable {
        number: u32,
        color: Color,
        error: ParseMoveError,
    },
    /// A move the rules do not allow at that point.
    Illegal {
        number: u32,
        color: Color,
        mv: Move,
        error: PlayError,
    },
    /// Text after the result token.
    TrailingText(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::BadTag { line, text } => {
                write!(
                    f,
                    "line {line}: '{text}' is not a tag like [Event \"Casual game\"]"
                )
            }
            RecordError::BadTcn(e) => write!(f, "TCN tag: {e}"),
            RecordError::BadResult(r) => {
                write!(f, "result '{r}' must be one of 1-0, 0-1, 1/2-1/2, *")
            }
            RecordError::NoResult => f.write_str("the record has no Result tag"),
            RecordError::Unparsable {
                number,
                color,
                error,
            } => {
                write!(f, "move {number} ({color}): {error}")
            }
            RecordError::Illegal {
                number,
                color,
                mv,
                error,
            } => {
                write!(f, "move {number} ({color}) {mv} is illegal: {error}")
            }
            RecordError::TrailingText(t) => write!(f, "unexpected text after the result: '{t}'"),
        }
    }
}

impl std::error::Error for RecordError {}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

fn clip(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let rest = rest.trim();
    let body = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

/// Reads a record, replaying every move through the rules core.
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.starts_with('[') && movetext.trim().is_empty() {
            let tag = parse_tag(line).ok_or_else(|| RecordError::BadTag {
                line: i + 1,
                text: clip(line, 60),
            })?;
            tags.push(tag);
        } else {
            // Drop `;` comments to the end of the line.
            movetext.push_str(line.split(';').next().unwrap_or(""));
            movetext.push(' ');
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
    let start = match tag("TCN") {
        Some(t) => parse_tcn(&t).map_err(RecordError::BadTcn)?,
        None => Position::start(),
    };
    // Replay with the repetition rule off, as `Game::from_moves` does: a game played with
    // it off may pass a third repetition, and the record must still load. The rule is set
    // once replayed. (The moves are read and played token by token, so that the first
    // bad token, unreadable, illegal or trailing, is the one reported.)
    let mut game = Game::new(start);
    game.set_repetition_rule(false);
    // Remove `{…}` comments.
    let mut clean = String::with_capacity(movetext.len());
    let mut depth = 0;
    for c in movetext.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            c if depth == 0 => clean.push(c),
            _ => {}
        }
    }
    let mut result_token: Option<String> = None;
    for token in clean.split_whitespace() {
        if let Some(r) = &result_token {
            return Err(RecordError::TrailingText(clip(
                &format!("{token} after {r}"),
                40,
            )));
        }
        if RESULTS.contains(&token) {
            result_token = Some(token.to_string());
            continue;
        }
        // Move numbers: `12.` or `12...`, possibly glued to the move.
        let digits = token.bytes().take_while(u8::is_ascii_digit).count();
        let after_digits = &token[digits..];
        let move_text = if digits > 0 && after_digits.starts_with('.') {
            after_digits.trim_start_matches('.')
        } else {
            token
        };
        if move_text.is_empty() {
            continue;
        }
        let pos = *game.position();
        let (number, color) = (pos.fullmove(), pos.turn());
        let mv: Move = move_text.parse().map_err(|error| RecordError::Unparsable {
            number,
            color,
            error,
        })?;
        game.play(mv).map_err(|error| RecordError::Illegal {
            number,
            color,
            mv,
            error,
        })?;
    }
    if tag("Result").is_none() && result_token.is_none() {
        return Err(RecordError::NoResult);
    }
    game.set_repetition_rule(tag("Repetition").as_deref() != Some("off"));
    Ok(Record { tags, game })
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes a record of `game`. `tags` are written in order; `Result`, `Termination`, `TCN`
/// and `Repetition` are derived from the game and override any given.
pub fn write_record(game: &Game, tags: &[(&str, &str)]) -> String {
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
    for (i, played) in game.moves().iter().enumerate() {
        let before = game.position_at(i).copied().unwrap_or_default();
        let tok = match before.turn() {
            Color::White => format!("{}. {}", before.fullmove(), played.mv),
            Color::Black if i == 0 => format!("{}... {}", before.fullmove(), played.mv),
            Color::Black => played.mv.to_string(),
        };
        push(&mut line, &mut out, &tok);
    }
    push(&mut line, &mut out, result);
    out.push_str(&line);
    out.push('\n');
    out
}
