//! The lines two pages of a live friend game send each other over their direct connection
//! (issue 47; docs/design/live-play.md, section 5). One line is one message:
//!
//! `L1 <kind> [<key>=<value> …] [friend=…] ~<sum>`
//!
//! - `L1`: the format's version ([`WIRE`]); a line of another version is refused.
//! - `<kind>`: `hello`, `full`, `state`, `takeback`, `drawno`, `rematch`, `chat`, `ping`,
//!   `pong` or `bye` ([`Message`]).
//! - tokens are split on spaces and have none inside: names and chat text are
//!   percent-encoded as links write names; the game travels as its friend link
//!   ([`link`]), with its own checksum, in the token that starts `friend=`.
//! - ` ~<sum>` ends the line: FNV-1a (32 bits, 8 hex digits) of everything before it, so
//!   that a line changed on the way is refused as such.
//!
//! Reading checks the form only. Whether a game that arrives may follow the one shown
//! (its moves replayed by the rules core, its turn, its age) is the app core's to decide,
//! as for a link.

use std::fmt;

use super::link::{self, checksum, encode_name, Link, LinkError};

/// The format's version this page writes and reads.
pub const WIRE: &str = "L1";

/// The longest line read (bytes): a game's link is at most [`link::MAX_LINK`].
pub const MAX_LINE: usize = 6_000;

/// The longest chat message (characters).
pub const MAX_CHAT: usize = 300;

/// The shortest and the longest device token (characters of the links' id alphabet).
const DEVICE: std::ops::RangeInclusive<usize> = 8..=32;

/// Which side of the invitation a page is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The page that made the invitation.
    Host,
    /// The page that opened it.
    Guest,
}

/// A request's step: asked, agreed, refused, or withdrawn by the asker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// Asked.
    Offer,
    /// Agreed.
    Accept,
    /// Refused.
    Decline,
    /// Withdrawn.
    Cancel,
}

/// How the game stands for the page that sends it: sent after every change.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// How many takebacks were agreed in this game so far (a game with more is newer).
    pub generation: u32,
    /// The whole game in the links' form: its moves, a draw offered, how it ended.
    pub link: Link,
    /// The time left on White's and Black's clocks (ms) after the last move, if the game
    /// has a clock.
    pub left: Option<[u32; 2]>,
    /// The time left now on the clock of the side to move (ms), sent by that side's page
    /// only (its device decides its own time): the other page's clock shows the same
    /// after a reload or a reconnection.
    pub run: Option<u32>,
}

/// One message between the two pages.
#[derive(Clone, Debug)]
pub enum Message {
    /// Sent by each page once connected: who it is and how the game stands for it.
    Hello {
        /// The sender's side of the invitation.
        role: Role,
        /// The sender's device token (kept per room: the partner is the first one heard).
        device: String,
        /// The sender's name, if given.
        name: Option<String>,
        /// The game as the sender has it.
        now: Snapshot,
    },
    /// Both seats are taken: the sender drops the connection.
    Full,
    /// The game changed (a move, a draw offered or agreed, a resignation, a flag).
    Game(Snapshot),
    /// A takeback: `at` is the asker's ply when asked, `generation` the game's.
    Takeback {
        /// The step.
        act: Act,
        /// The asker's ply when asked.
        at: u16,
        /// The takebacks agreed before this one.
        generation: u32,
    },
    /// The draw offered at ply `at` is declined.
    DrawDeclined {
        /// The ply of the offer.
        at: u16,
    },
    /// A rematch, colours swapped: `next` is the next game's id.
    Rematch {
        /// The step.
        act: Act,
        /// The next game's id.
        next: String,
    },
    /// A chat message: `n` rises with each message of a sender (a repeat is dropped).
    Chat {
        /// The sender's count.
        n: u32,
        /// The text, shown as text.
        text: String,
    },
    /// Asks for a [`Message::Pong`] with the same number (the round trip is measured).
    Ping {
        /// The number.
        n: u32,
    },
    /// Answers a [`Message::Ping`].
    Pong {
        /// The ping's number.
        n: u32,
    },
    /// The sender's page is going away.
    Bye,
}

/// Why a line is refused. Refusing it changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// Longer than [`MAX_LINE`] (its length).
    Oversized(usize),
    /// Another version of the format (its text, clipped to 10 characters).
    Version(String),
    /// The checksum is missing.
    Truncated,
    /// The checksum does not match.
    Damaged,
    /// A kind this version does not know (clipped to 10 characters).
    Kind(String),
    /// A field the kind must have is missing (its key).
    Missing(&'static str),
    /// A field's value cannot be read, or a field is not the kind's (its key).
    Bad(&'static str),
    /// The game in the line cannot be read.
    Link(LinkError),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Oversized(n) => {
                write!(f, "the message is too long ({n} bytes; at most {MAX_LINE})")
            }
            WireError::Version(v) => write!(
                f,
                "the message was sent by another version of the game (format '{v}')"
            ),
            WireError::Truncated => f.write_str("the message is cut short"),
            WireError::Damaged => f.write_str("the message was changed on the way"),
            WireError::Kind(k) => write!(f, "the message's kind '{k}' is unknown"),
            WireError::Missing(k) => write!(f, "the message has no '{k}' field"),
            WireError::Bad(k) => write!(f, "the message's '{k}' field cannot be read"),
            WireError::Link(e) => write!(f, "the message's game cannot be read: {e}"),
        }
    }
}

impl std::error::Error for WireError {}

impl Act {
    fn word(self) -> &'static str {
        match self {
            Act::Offer => "offer",
            Act::Accept => "accept",
            Act::Decline => "decline",
            Act::Cancel => "cancel",
        }
    }

    fn of(word: &str) -> Option<Act> {
        [Act::Offer, Act::Accept, Act::Decline, Act::Cancel]
            .into_iter()
            .find(|a| a.word() == word)
    }
}

/// Whether `token` may stand as a device token.
#[must_use]
pub fn valid_device(token: &str) -> bool {
    DEVICE.contains(&token.len())
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The fields of `snapshot`, the game's link last.
fn snapshot_fields(s: &Snapshot, fields: &mut Vec<String>) {
    fields.push(format!("g={}", s.generation));
    if let Some([w, b]) = s.left {
        fields.push(format!("t={w},{b}"));
    }
    if let Some(ms) = s.run {
        fields.push(format!("run={ms}"));
    }
    fields.push(link::write(&s.link));
}

/// The line that carries `message` (without a line end).
#[must_use]
pub fn write(message: &Message) -> String {
    let mut fields: Vec<String> = Vec::new();
    let kind = match message {
        Message::Hello {
            role,
            device,
            name,
            now,
        } => {
            fields.push(format!(
                "role={}",
                if *role == Role::Host { "host" } else { "guest" }
            ));
            fields.push(format!("dev={device}"));
            if let Some(name) = name {
                fields.push(format!("name={}", encode_name(name)));
            }
            snapshot_fields(now, &mut fields);
            "hello"
        }
        Message::Full => "full",
        Message::Game(s) => {
            snapshot_fields(s, &mut fields);
            "state"
        }
        Message::Takeback {
            act,
            at,
            generation,
        } => {
            fields.push(format!("act={}", act.word()));
            fields.push(format!("at={at}"));
            fields.push(format!("g={generation}"));
            "takeback"
        }
        Message::DrawDeclined { at } => {
            fields.push(format!("at={at}"));
            "drawno"
        }
        Message::Rematch { act, next } => {
            fields.push(format!("act={}", act.word()));
            fields.push(format!("next={next}"));
            "rematch"
        }
        Message::Chat { n, text } => {
            fields.push(format!("n={n}"));
            fields.push(format!("text={}", encode_name(text)));
            "chat"
        }
        Message::Ping { n } => {
            fields.push(format!("n={n}"));
            "ping"
        }
        Message::Pong { n } => {
            fields.push(format!("n={n}"));
            "pong"
        }
        Message::Bye => "bye",
    };
    let mut body = format!("{WIRE} {kind}");
    for f in fields {
        body.push(' ');
        body.push_str(&f);
    }
    let sum = checksum(&body);
    format!("{body} ~{sum}")
}

/// A line's fields by key, each read once.
struct Fields<'a> {
    pairs: Vec<(&'a str, &'a str)>,
    game: Option<&'a str>,
}

impl<'a> Fields<'a> {
    fn of<'t>(tokens: impl Iterator<Item = &'a str>) -> Result<Fields<'a>, WireError> {
        let mut pairs: Vec<(&str, &str)> = Vec::new();
        let mut game = None;
        for token in tokens {
            if token.starts_with("friend=") {
                if game.replace(token).is_some() {
                    return Err(WireError::Bad("friend"));
                }
                continue;
            }
            let (k, v) = token.split_once('=').ok_or(WireError::Bad("field"))?;
            if pairs.iter().any(|(key, _)| *key == k) {
                return Err(WireError::Bad("field"));
            }
            pairs.push((k, v));
        }
        Ok(Fields { pairs, game })
    }

    fn text(&mut self, key: &'static str) -> Option<&'a str> {
        let i = self.pairs.iter().position(|(k, _)| *k == key)?;
        Some(self.pairs.remove(i).1)
    }

    fn need(&mut self, key: &'static str) -> Result<&'a str, WireError> {
        self.text(key).ok_or(WireError::Missing(key))
    }

    fn number<T: std::str::FromStr>(&mut self, key: &'static str) -> Result<T, WireError> {
        let v = self.need(key)?;
        // Digits only: no sign, no spaces, no leading zero but for 0 itself.
        if v.is_empty()
            || !v.bytes().all(|b| b.is_ascii_digit())
            || (v.len() > 1 && v.starts_with('0'))
        {
            return Err(WireError::Bad(key));
        }
        v.parse().map_err(|_| WireError::Bad(key))
    }

    fn act(&mut self) -> Result<Act, WireError> {
        Act::of(self.need("act")?).ok_or(WireError::Bad("act"))
    }

    fn decoded(&mut self, key: &'static str) -> Result<Option<String>, WireError> {
        self.text(key)
            .map(|v| crate::ui::share::percent_decode(v).map_err(|_| WireError::Bad(key)))
            .transpose()
    }

    fn snapshot(&mut self) -> Result<Snapshot, WireError> {
        let generation = self.number("g")?;
        let left = match self.text("t") {
            None => None,
            Some(t) => {
                let (w, b) = t.split_once(',').ok_or(WireError::Bad("t"))?;
                let ms = |v: &str| {
                    (!v.is_empty() && v.bytes().all(|c| c.is_ascii_digit()))
                        .then(|| v.parse::<u32>().ok())
                        .flatten()
                        .ok_or(WireError::Bad("t"))
                };
                Some([ms(w)?, ms(b)?])
            }
        };
        let run = if self.pairs.iter().any(|(k, _)| *k == "run") {
            Some(self.number("run")?)
        } else {
            None
        };
        let game = self.game.take().ok_or(WireError::Missing("friend"))?;
        let link = link::read(game)
            .map_err(WireError::Link)?
            .ok_or(WireError::Missing("friend"))?;
        Ok(Snapshot {
            generation,
            link,
            left,
            run,
        })
    }

    /// Every field read: one left over is not the kind's.
    fn done(self, message: Message) -> Result<Message, WireError> {
        if !self.pairs.is_empty() || self.game.is_some() {
            return Err(WireError::Bad("field"));
        }
        Ok(message)
    }
}

/// Reads one line.
///
/// # Errors
/// A [`WireError`] saying what is wrong; the first problem found is the one reported.
pub fn read(line: &str) -> Result<Message, WireError> {
    let line = line.trim_end_matches(['\r', '\n']);
    if line.len() > MAX_LINE {
        return Err(WireError::Oversized(line.len()));
    }
    let version = line.split(' ').next().unwrap_or("");
    if version != WIRE {
        return Err(WireError::Version(version.chars().take(10).collect()));
    }
    let (body, sum) = line.rsplit_once(" ~").ok_or(WireError::Truncated)?;
    if sum.len() < 8 && checksum(body).starts_with(sum) {
        return Err(WireError::Truncated);
    }
    if sum != checksum(body) {
        return Err(WireError::Damaged);
    }
    let mut tokens = body.split(' ').skip(1);
    let kind = tokens.next().unwrap_or("");
    let mut f = Fields::of(tokens)?;
    let message = match kind {
        "hello" => {
            let role = match f.need("role")? {
                "host" => Role::Host,
                "guest" => Role::Guest,
                _ => return Err(WireError::Bad("role")),
            };
            let device = f.need("dev")?;
            if !valid_device(device) {
                return Err(WireError::Bad("dev"));
            }
            let name = f
                .decoded("name")?
                .map(|n| n.chars().take(link::NAME_CHARS).collect());
            Message::Hello {
                role,
                device: device.to_string(),
                name,
                now: f.snapshot()?,
            }
        }
        "full" => Message::Full,
        "state" => Message::Game(f.snapshot()?),
        "takeback" => Message::Takeback {
            act: f.act()?,
            at: f.number("at")?,
            generation: f.number("g")?,
        },
        "drawno" => Message::DrawDeclined {
            at: f.number("at")?,
        },
        "rematch" => {
            let act = f.act()?;
            let next = f.need("next")?;
            if !link::valid_id(next) {
                return Err(WireError::Bad("next"));
            }
            Message::Rematch {
                act,
                next: next.to_string(),
            }
        }
        "chat" => {
            let n = f.number("n")?;
            let text = f.decoded("text")?.ok_or(WireError::Missing("text"))?;
            if text.chars().count() > MAX_CHAT || text.trim().is_empty() {
                return Err(WireError::Bad("text"));
            }
            Message::Chat { n, text }
        }
        "ping" => Message::Ping { n: f.number("n")? },
        "pong" => Message::Pong { n: f.number("n")? },
        "bye" => Message::Bye,
        other => return Err(WireError::Kind(other.chars().take(10).collect())),
    };
    f.done(message)
}

#[cfg(test)]
mod tests;
