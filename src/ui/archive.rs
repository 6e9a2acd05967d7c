//! The archive: every game played here with at least one move (two people, the computer,
//! a friend, an imported record; not puzzles nor lessons), kept in the browser's database
//! (IndexedDB, the shell's) as [`Entry`]s until the player deletes them, saved as they are
//! played. This module is the archive's pure part: an entry's id (its record's `GameId`
//! tag, as lichess names its games), its kind, the filters and the search of "Your
//! games", how duplicates are recognised (by their moves and tags), and the reading of a
//! file of many games, where a bad game is reported by its number and line while the good
//! ones are kept.

use crate::record::{parse_record, split_records, Record, RecordError};

/// The tag that names a game in the archive.
pub const ID_TAG: &str = "GameId";
/// The `Site` tag of a game played here.
pub const SITE: &str = "Three Crowns for the web";

/// Whom a game was played against, as the archive's filter and the script API name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Two people at one screen.
    TwoPlayers,
    /// The computer held a seat.
    Computer,
    /// A friend on another device (by link).
    Friend,
    /// A record from elsewhere.
    Imported,
}

impl Kind {
    /// Every kind, in the filter's order.
    pub const ALL: [Kind; 4] = [
        Kind::TwoPlayers,
        Kind::Computer,
        Kind::Friend,
        Kind::Imported,
    ];

    /// The script API's and the filter's word.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::TwoPlayers => "two-players",
            Kind::Computer => "computer",
            Kind::Friend => "friend",
            Kind::Imported => "imported",
        }
    }

    /// The kind a word names.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == word)
    }
}

/// One game of the archive, as the database stores it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Its id (its record's `GameId` tag).
    pub id: String,
    /// Its `.tcg` record.
    pub record: String,
    /// When it last changed (ms since 1970): the list is newest first.
    pub updated: f64,
}

/// The value of tag `name` in `record`'s tag lines, read without replaying the game.
#[must_use]
pub fn tag_value(record: &str, name: &str) -> Option<String> {
    let start = format!("[{name} \"");
    record
        .lines()
        .map(str::trim)
        .take_while(|l| l.starts_with('[') || l.is_empty())
        .find_map(|l| l.strip_prefix(start.as_str()))
        .and_then(|rest| rest.strip_suffix("\"]"))
        .map(str::to_string)
}

/// `record` with its `GameId` tag `id`: put after its last tag (a file's records start
/// with their `[Event` line, which must stay first), in place of the one it had.
#[must_use]
pub fn with_id(record: &str, id: &str) -> String {
    let tag = format!("[{ID_TAG} \"{id}\"]");
    let old = format!("[{ID_TAG} \"");
    let lines: Vec<&str> = record.lines().collect();
    let is_tag = |l: &str| l.trim_start().starts_with('[');
    let tags_end = lines
        .iter()
        .position(|l| !is_tag(l) && !l.trim().is_empty())
        .unwrap_or(lines.len());
    let last_tag = lines[..tags_end].iter().rposition(|l| is_tag(l));
    let mut out: Vec<&str> = Vec::with_capacity(lines.len() + 2);
    if last_tag.is_none() {
        out.extend([tag.as_str(), ""]);
    }
    for (i, l) in lines.iter().enumerate() {
        if !(i < tags_end && l.trim_start().starts_with(old.as_str())) {
            out.push(l);
        }
        if Some(i) == last_tag {
            out.push(&tag);
        }
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// What makes two records the same game: their tags (but the archive's id and the kept
/// review) and their moves, hashed (FNV-1a).
#[must_use]
pub fn fingerprint(rec: &Record) -> u64 {
    let mut tags: Vec<(&str, &str)> = rec
        .tags
        .iter()
        .filter(|(k, _)| k != ID_TAG && k != crate::ui::review_kept::tag::TAG)
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    crate::sort::sort_by_key(&mut tags, |t| *t);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |s: &str| {
        for b in s.bytes().chain([0]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for (k, v) in tags {
        eat(k);
        eat(v);
    }
    eat(&crate::tcn::to_tcn(rec.game.start()));
    for m in rec.game.move_list() {
        eat(&m.to_string());
    }
    h
}

/// A result the list can be narrowed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultFilter {
    /// White won.
    WhiteWon,
    /// Black won.
    BlackWon,
    /// Drawn.
    Draw,
    /// Not over.
    Unfinished,
}

impl ResultFilter {
    /// Every result filter, in the list's order.
    pub const ALL: [ResultFilter; 4] = [
        ResultFilter::WhiteWon,
        ResultFilter::BlackWon,
        ResultFilter::Draw,
        ResultFilter::Unfinished,
    ];

    /// The script API's and the filter's word.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ResultFilter::WhiteWon => "white",
            ResultFilter::BlackWon => "black",
            ResultFilter::Draw => "draw",
            ResultFilter::Unfinished => "unfinished",
        }
    }

    /// The result filter a word names.
    #[must_use]
    pub fn from_word(word: &str) -> Option<ResultFilter> {
        ResultFilter::ALL.into_iter().find(|k| k.as_str() == word)
    }

    /// Whether a game of `result` (`1-0`, `0-1`, `1/2-1/2`, `*`) is listed.
    #[must_use]
    pub fn admits(self, result: &str) -> bool {
        result
            == match self {
                ResultFilter::WhiteWon => "1-0",
                ResultFilter::BlackWon => "0-1",
                ResultFilter::Draw => "1/2-1/2",
                ResultFilter::Unfinished => "*",
            }
    }
}

/// A game of an imported file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// Its number in the file, from 1.
    pub game: usize,
    /// The file's line where it goes wrong, from 1.
    pub line: usize,
    /// What is wrong, in English (the script API's).
    pub message: String,
    /// What is wrong (the page says it in its language).
    pub error: crate::record::RecordError,
}

/// What a file of games brought, as the script API reports it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// How many games were added.
    pub added: usize,
    /// How many were there already.
    pub duplicates: usize,
    /// The games that could not be read.
    pub errors: Vec<ImportError>,
}

/// What a file of games brought.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imported {
    /// The new games' records, in the file's order, each with its id.
    pub added: Vec<(String, String)>,
    /// Games the archive had already (or the file had before).
    pub duplicates: usize,
    /// The games that could not be read.
    pub errors: Vec<ImportError>,
}

/// What makes a game the same game in a file, whatever the age of either record.
#[derive(Clone, Debug, PartialEq)]
pub struct Known {
    /// Its id in the archive (`GameId`; empty: none).
    pub id: String,
    /// Its record's tags and moves ([`fingerprint`]).
    print: u64,
    /// Its friend game's id, if it is one (a friend game is one game on both devices).
    friend: Option<String>,
    /// Its players, start and moves.
    names: [Option<String>; 2],
    start: String,
    moves: Vec<crate::types::Move>,
}

impl Known {
    /// What `rec` is known by, with its id `id` in the archive.
    #[must_use]
    pub fn of(id: &str, rec: &Record) -> Known {
        Known {
            id: id.to_string(),
            print: fingerprint(rec),
            friend: rec.tag("FriendGame").map(str::to_string),
            names: ["White", "Black"].map(|t| rec.tag(t).map(str::to_string)),
            start: crate::tcn::to_tcn(rec.game.start()),
            moves: rec.game.move_list(),
        }
    }

    /// How many plies it has.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// Whether `other` is this game, at this age or another: the same tags and moves,
    /// the same friend game, or the same `GameId`, players and start with the moves of
    /// one the start of the other's.
    #[must_use]
    pub fn same_game(&self, other: &Known) -> bool {
        if self.print == other.print {
            return true;
        }
        if self.friend.is_some() || other.friend.is_some() {
            return self.friend == other.friend;
        }
        let n = self.moves.len().min(other.moves.len());
        !self.id.is_empty()
            && self.id == other.id
            && self.names == other.names
            && self.start == other.start
            && self.moves[..n] == other.moves[..n]
    }
}

/// Reads a file of games (`.tcg` records one after another) against the archive's
/// `known` games: every readable game not known yet is added, with its own `GameId` if it
/// has one no other game holds, else a new one from `new_id`; a game known already, at
/// any age ([`Known::same_game`]: a friend game is one game whatever its record's age), is
/// counted as a duplicate; a game that cannot be read is reported by its number and the
/// file's line, and the others are kept.
pub fn import(text: &str, known: &[Known], mut new_id: impl FnMut() -> String) -> Imported {
    let mut out = Imported::default();
    let mut known = known.to_vec();
    let mut first_line = 1;
    for (i, part) in split_records(text).iter().enumerate() {
        let lines = part.lines().count();
        let skipped = part.lines().take_while(|l| l.trim().is_empty()).count();
        match parse_record(part) {
            Err(e) => out.errors.push(ImportError {
                game: i + 1,
                line: first_line + error_line(part, &e).unwrap_or(skipped + 1) - 1,
                message: e.to_string(),
                error: e,
            }),
            Ok(rec) => {
                let mut this = Known::of(rec.tag(ID_TAG).unwrap_or(""), &rec);
                if known.iter().any(|k| k.same_game(&this)) {
                    out.duplicates += 1;
                } else {
                    let id = rec
                        .tag(ID_TAG)
                        .filter(|id| valid_id(id) && !known.iter().any(|k| k.id == *id))
                        .map_or_else(&mut new_id, str::to_string);
                    let record = with_id(part.trim(), &id);
                    this.id.clone_from(&id);
                    known.push(this);
                    out.added.push((id, record));
                }
            }
        }
        first_line += lines;
    }
    out
}

/// Whether `id` can name a game (letters, digits, `-` and `_`, 1 to 32 of them).
#[must_use]
pub fn valid_id(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The line of `record` (from 1) where `e` is, if the error has one; a move's error is
/// at the line of its move number.
fn error_line(record: &str, e: &RecordError) -> Option<usize> {
    match e {
        RecordError::BadTag { line, .. }
        | RecordError::TagAfterMoves { line, .. }
        | RecordError::UnclosedComment { line }
        | RecordError::StrayBrace { line }
        | RecordError::Variation { line }
        | RecordError::MoveNumber { line, .. } => Some(*line),
        RecordError::Move { number, color, .. } => {
            let mark = match color {
                crate::types::Color::White => format!("{number}."),
                crate::types::Color::Black => format!("{number}..."),
            };
            let in_moves = |l: &str| !l.trim_start().starts_with('[');
            record
                .lines()
                .position(|l| {
                    in_moves(l)
                        && l.split_whitespace()
                            .any(|w| w == mark || w.starts_with(&mark) && color.index() == 0)
                })
                .or_else(|| {
                    // Black's move follows White's number on the same line.
                    let white = format!("{number}.");
                    record.lines().position(|l| {
                        in_moves(l) && l.split_whitespace().any(|w| w.starts_with(&white))
                    })
                })
                .map(|i| i + 1)
        }
        _ => record
            .lines()
            .position(|l| l.trim_start().starts_with('['))
            .map(|i| i + 1),
    }
}

/// The archive's games as one `.tcg` file, newest first.
#[must_use]
pub fn export<'a>(records: impl IntoIterator<Item = &'a str>) -> String {
    records
        .into_iter()
        .map(|r| format!("{}\n", r.trim_end()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests;
