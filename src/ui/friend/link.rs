//! The link a friend game travels in: every move is sent as a link to this page, and the
//! friend's page continues the same game from it (no server). The fragment:
//!
//! `friend=1&id=<id>&by=<w|b>&w=<name>&b=<name>&tcn=<position>&rep=off&m=<moves>&x=<end>&c=<sum>`
//!
//! - `friend=1`: the format's version; a link of another version is refused.
//! - `id`: the game's id, 8–16 characters of the URL-safe base-64 alphabet.
//! - `by`: the colour of the side that sent the link.
//! - `w`, `b`: the players' names, percent-encoded UTF-8, once known.
//! - `tcn`: the set-up position (RULES.md section 8, spaces as `_`), only when the game
//!   did not start from the standard position; `rep=off` when it is played without the
//!   repetition rule.
//! - `m`: every move, each as its index among the legal moves of its position in a
//!   fixed order ([`move_key`]), one base-64 character (two when the position has more
//!   than 64 legal moves): a 200-ply game takes about 200 characters.
//! - `x`: how the game stands beyond its moves: `ow`/`ob` a draw offered by White or
//!   Black, `rw`/`rb` White or Black resigned, `tw`/`tb` White's or Black's time ran out
//!   (a live game's clock: the page of the side whose flag fell says so), `d` a draw
//!   agreed.
//! - `c`: FNV-1a (32 bits, 8 hex digits) of everything before `&c=`: a link cut short or
//!   changed is refused as such.

use std::fmt;

use crate::game::Game;
use crate::position::{DrawReason, Outcome, Position, WinReason};
use crate::tcn::{parse_tcn, to_tcn, TcnError};
use crate::types::{Color, Move};

/// The format's version this page writes and reads.
pub const VERSION: &str = "1";

/// The longest link text read (characters); a 200-ply game with two long names takes
/// well under 2,000.
pub const MAX_LINK: usize = 4_000;

/// The longest `m` part read (characters): 1,500 plies at least. With the names cut to
/// [`NAME_CHARS`], a link written from any link read stays under [`MAX_LINK`].
pub const MAX_MOVES: usize = 3_000;

/// The longest name kept from a link (characters; `ui::players::MAX_NAME`).
pub const NAME_CHARS: usize = 30;

/// The URL-safe base-64 alphabet the moves and the ids are written in.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A friend game as one link carries it.
#[derive(Clone, Debug)]
pub struct Link {
    /// The game's id.
    pub id: String,
    /// The side that sent the link.
    pub by: Color,
    /// The players' names (`[white, black]`), where known, as the link has them (the
    /// page makes them fit with `ui::players::clean_name` before it shows them).
    pub names: [Option<String>; 2],
    /// The game: its start, its repetition rule, its moves and a resignation or an
    /// agreed draw.
    pub game: Game,
    /// A draw offered on the last position, by this side.
    pub offer: Option<Color>,
}

/// Why a link cannot be opened as a friend game. Opening it changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than [`MAX_LINK`] (its length).
    Oversized(usize),
    /// Another version of the format (its text, clipped to 10 characters).
    Version(String),
    /// The checksum is missing: the link was cut short.
    Truncated,
    /// The checksum does not match: the link was changed or cut short.
    Damaged,
    /// A part the link must have is missing (its key).
    Missing(&'static str),
    /// A part's value cannot be read (its key).
    Bad(&'static str),
    /// A `%` not followed by two hexadecimal digits, or bytes that are not UTF-8.
    Escape,
    /// The set-up position is not valid.
    Position(TcnError),
    /// The move of this ply (1-based) is not a legal move of its position.
    Move(usize),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Oversized(n) => write!(
                f,
                "the link is too long ({n} characters; a game's link has at most {MAX_LINK})"
            ),
            LinkError::Version(v) => write!(
                f,
                "the link was made by another version of the game (format '{v}'); reload the page to update it"
            ),
            LinkError::Truncated => {
                f.write_str("the link is cut short: ask your friend to send the whole link again")
            }
            LinkError::Damaged => f.write_str(
                "the link was changed or cut short on the way: ask your friend to send it again",
            ),
            LinkError::Missing(k) => write!(f, "the link has no '{k}' part"),
            LinkError::Bad(k) => write!(f, "the link's '{k}' part cannot be read"),
            LinkError::Escape => f.write_str("the link has a broken %-escape"),
            LinkError::Position(e) => write!(f, "the link's position is invalid: {e}"),
            LinkError::Move(ply) => write!(f, "the link's move {ply} is not legal"),
        }
    }
}

impl std::error::Error for LinkError {}

/// The fixed order of a position's legal moves the links count in: by origin, then steps
/// before jumps (jumps by their first landing), then by destination.
#[must_use]
pub fn move_key(mv: Move) -> usize {
    let via = mv.via().map_or(0, |v| v.index() + 1);
    (mv.from().index() * 65 + via) * 64 + mv.to().index()
}

/// The legal moves of `game`'s position now, in the links' order.
fn ordered_moves(game: &Game) -> Vec<Move> {
    let mut moves: Vec<Move> = game.legal_moves().iter().copied().collect();
    crate::sort::sort_by_key(&mut moves, |m| move_key(*m));
    moves
}

fn digit(c: u8) -> Option<usize> {
    ALPHABET.iter().position(|&a| a == c)
}

/// FNV-1a, 32 bits, as 8 lower-case hex digits.
pub(crate) fn checksum(text: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in text.bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

/// A name percent-encoded (every byte but the URL's unreserved characters).
pub(crate) fn encode_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Whether `id` is a game id as links write them.
#[must_use]
pub fn valid_id(id: &str) -> bool {
    (8..=16).contains(&id.len()) && id.bytes().all(|b| digit(b).is_some())
}

/// A new game id from 64 random bits (11 characters).
#[must_use]
pub fn new_id(random: u64) -> String {
    (0..11)
        .map(|i| char::from(ALPHABET[((random >> (i * 6)) & 63) as usize]))
        .collect()
}

/// The `x` part for `game` and `offer`, if any.
fn end_part(game: &Game, offer: Option<Color>) -> Option<String> {
    match game.declared() {
        Some(Outcome::Win {
            winner,
            reason: WinReason::Resignation,
        }) => Some(format!("r{}", winner.other().char())),
        Some(Outcome::Win {
            winner,
            reason: WinReason::Time,
        }) => Some(format!("t{}", winner.other().char())),
        Some(Outcome::Win {
            winner,
            reason: WinReason::Abandoned,
        }) => Some(format!("a{}", winner.other().char())),
        Some(Outcome::Draw(DrawReason::Agreement)) => Some("d".to_string()),
        _ if game.outcome().is_none() => offer.map(|c| format!("o{}", c.char())),
        _ => None,
    }
}

/// The link's fragment (without `#`).
#[must_use]
pub fn write(link: &Link) -> String {
    let mut parts = vec![
        format!("friend={VERSION}"),
        format!("id={}", link.id),
        format!("by={}", link.by.char()),
    ];
    for (side, key) in [(Color::White, "w"), (Color::Black, "b")] {
        if let Some(name) = &link.names[side.index()] {
            parts.push(format!("{key}={}", encode_name(name)));
        }
    }
    let game = &link.game;
    if *game.start() != Position::start() {
        parts.push(format!("tcn={}", to_tcn(game.start()).replace(' ', "_")));
    }
    if !game.repetition_rule() {
        parts.push("rep=off".to_string());
    }
    let mut replay = Game::new(*game.start());
    replay.set_repetition_rule(game.repetition_rule());
    let mut moves = String::new();
    for mv in game.move_list() {
        let legal = ordered_moves(&replay);
        let i = legal.iter().position(|m| *m == mv).unwrap_or(0);
        if legal.len() > 64 {
            moves.push(char::from(ALPHABET[i / 64]));
        }
        moves.push(char::from(ALPHABET[i % 64]));
        if replay.play(mv).is_err() {
            break;
        }
    }
    parts.push(format!("m={moves}"));
    if let Some(x) = end_part(game, link.offer) {
        parts.push(format!("x={x}"));
    }
    sign(&parts.join("&"))
}

/// `body` with its checksum part (`&c=…`) added, as [`write()`] ends every link.
#[must_use]
pub fn sign(body: &str) -> String {
    format!("{body}&c={}", checksum(body))
}

/// The link's text as pasted: what tools add around it dropped, the address before the
/// fragment dropped, `#` dropped.
fn fragment_of(text: &str) -> String {
    let text = crate::text::token(text);
    let text = text.rsplit_once('#').map_or(&*text, |(_, f)| f);
    text.to_string()
}

/// Whether `text` (a fragment or a whole address) is a friend game's link, good or bad.
#[must_use]
pub fn is_link(text: &str) -> bool {
    fragment_of(text).starts_with("friend=")
}

fn colour(v: &str) -> Option<Color> {
    match v {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

/// The envelope a friend game's link and a live invitation share: `text` (a fragment)
/// starts with `prefix` (`friend=`, `live=`), then its `version`, the parts, and last the
/// checksum of what comes before it (`&c=`). Returns what the checksum covers (the
/// version and the parts, `&` between them); `Ok(None)` when `text` has not that prefix.
///
/// # Errors
/// A [`LinkError`]: too long, truncated, another version, or damaged.
pub(crate) fn envelope<'a>(
    text: &'a str,
    prefix: &str,
    version: &str,
) -> Result<Option<&'a str>, LinkError> {
    let Some(after) = text.strip_prefix(prefix) else {
        return Ok(None);
    };
    // Bytes, not characters: the page carries no character counter for this.
    if text.len() > MAX_LINK {
        return Err(LinkError::Oversized(text.len()));
    }
    let given = after.split('&').next().unwrap_or("");
    if given.is_empty() {
        return Err(LinkError::Truncated);
    }
    if given != version {
        return Err(LinkError::Version(given.chars().take(10).collect()));
    }
    // The checksum is the last part (split at a character: no substring searcher).
    let Some((body, sum)) = text
        .rsplit_once('&')
        .and_then(|(body, last)| Some((body, last.strip_prefix("c=")?)))
    else {
        return Err(LinkError::Truncated);
    };
    if sum.len() < 8 && checksum(body).starts_with(sum) {
        return Err(LinkError::Truncated);
    }
    if sum != checksum(body) {
        return Err(LinkError::Damaged);
    }
    Ok(Some(body))
}

/// Reads a friend game's link (a fragment, with or without `#`, or a whole address).
/// `Ok(None)` when it is no friend game's link.
///
/// # Errors
/// A [`LinkError`] saying what is wrong; the first problem found is the one reported.
pub fn read(text: &str) -> Result<Option<Link>, LinkError> {
    let text = fragment_of(text);
    let Some(body) = envelope(&text, "friend=", VERSION)? else {
        return Ok(None);
    };
    let chars = text.len();
    let mut id = None;
    let mut by = None;
    let mut names = [None, None];
    let mut tcn = None;
    let mut rule = true;
    let mut moves = "";
    let mut end = None;
    for part in body.split('&').skip(1) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        match k {
            "id" if valid_id(v) => id = Some(v.to_string()),
            "id" => return Err(LinkError::Bad("id")),
            "by" => by = Some(colour(v).ok_or(LinkError::Bad("by"))?),
            "w" | "b" => {
                let name = crate::ui::share::percent_decode(v).map_err(|_| LinkError::Escape)?;
                let side = if k == "w" { Color::White } else { Color::Black };
                let name: String = name.chars().take(NAME_CHARS).collect();
                names[side.index()] = (!name.is_empty()).then_some(name);
            }
            "tcn" => tcn = Some(v.replace('_', " ")),
            "rep" if v == "off" || v == "on" => rule = v == "on",
            "rep" => return Err(LinkError::Bad("rep")),
            "m" if v.len() > MAX_MOVES => return Err(LinkError::Oversized(chars)),
            "m" => moves = v,
            "x" => end = Some(v),
            _ => {}
        }
    }
    let id = id.ok_or(LinkError::Missing("id"))?;
    let by = by.ok_or(LinkError::Missing("by"))?;
    let start = match tcn {
        Some(t) => parse_tcn(&t).map_err(LinkError::Position)?,
        None => Position::start(),
    };
    let mut game = Game::new(start);
    game.set_repetition_rule(rule);
    let bytes = moves.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let ply = game.ply() + 1;
        let legal = ordered_moves(&game);
        let wide = legal.len() > 64;
        let width = if wide { 2 } else { 1 };
        let code = bytes.get(at..at + width).ok_or(LinkError::Move(ply))?;
        let mut i = 0;
        for &c in code {
            i = i * 64 + digit(c).ok_or(LinkError::Move(ply))?;
        }
        let mv = *legal.get(i).ok_or(LinkError::Move(ply))?;
        game.play(mv).map_err(|_| LinkError::Move(ply))?;
        at += width;
    }
    let mut offer = None;
    match end {
        None => {}
        Some(x) => {
            let mut chars = x.chars();
            let kind = chars.next();
            let side = chars.as_str();
            let over = game.outcome().is_some();
            match (kind, colour(side)) {
                (Some('o'), Some(c)) if !over => offer = Some(c),
                (Some('r'), Some(c)) if !over => {
                    game.resign(c).map_err(|_| LinkError::Bad("x"))?;
                }
                (Some('t'), Some(c)) if !over => {
                    game.flag(c).map_err(|_| LinkError::Bad("x"))?;
                }
                (Some('a'), Some(c)) if !over => {
                    game.abandon(c).map_err(|_| LinkError::Bad("x"))?;
                }
                (Some('d'), None) if side.is_empty() && !over => {
                    game.agree_draw().map_err(|_| LinkError::Bad("x"))?;
                }
                _ => return Err(LinkError::Bad("x")),
            }
        }
    }
    Ok(Some(Link {
        id,
        by,
        names,
        game,
        offer,
    }))
}

#[cfg(test)]
mod tests;
