//! The invitation to a live friend game (issue 47; docs/design/live-play.md, section 5.1):
//! one link that the host sends and the friend opens. Its fragment, never sent to any
//! server:
//!
//! `live=1&room=<room>&key=<key>&id=<id>&by=<w|b>&w=<name>&b=<name>&tc=<clock>&rep=off&r=<relay>…&c=<sum>`
//!
//! - `live=1`: the format's version; an invitation of another version is refused.
//! - `room`: where the two pages meet (16 characters of the URL-safe base-64 alphabet);
//!   the relays see only a hash of it.
//! - `key`: the secret the handshakes are sealed with (22 characters: 128 bits).
//! - `id`: the game's id; `by`: the host's colour; `w`, `b`: the names, once known.
//! - `tc`: the clock (the record's `TimeControl` tag, `300+3`), when the game has one;
//!   `rep=off` when it is played without the repetition rule.
//! - `r`: a relay (a `ws://` or `wss://` address, percent-encoded), once for each, only
//!   when the host's relays are not the defaults: the friend must meet on the same ones.
//! - `c`: FNV-1a of everything before `&c=`, as in a game's link.

use super::link::{self, checksum, encode_name, LinkError};
use crate::types::Color;
use crate::ui::clock::TimeControl;

/// The format's version this page writes and reads.
pub const VERSION: &str = "1";

/// The length of a room's name and of a key.
pub const ROOM_CHARS: usize = 16;
/// The length of a key (128 bits in base 64).
pub const KEY_CHARS: usize = 22;
/// The most relays a page uses.
pub const MOST_RELAYS: usize = 5;
/// The longest relay address (characters).
const RELAY_CHARS: usize = 200;

/// An invitation to a live game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// Where the pages meet.
    pub room: String,
    /// The secret the handshakes are sealed with.
    pub key: String,
    /// The game's id.
    pub id: String,
    /// The host's colour.
    pub by: Color,
    /// The players' names (`[white, black]`), where known.
    pub names: [Option<String>; 2],
    /// The clock, if the game has one.
    pub clock: Option<TimeControl>,
    /// Whether the repetition rule is played.
    pub repetition: bool,
    /// The relays to meet on; empty for the defaults.
    pub relays: Vec<String>,
}

/// Whether `text` is a token of `len` characters of the links' alphabet.
fn token(text: &str, len: usize) -> bool {
    text.len() == len
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether `url` may be used as a relay: `ws://` or `wss://`, a host, and nothing that
/// could break out of a security policy (no spaces, quotes, `;` or `,`) or carry a
/// password (`@`).
#[must_use]
pub fn valid_relay(url: &str) -> bool {
    let rest = url
        .strip_prefix("wss://")
        .or_else(|| url.strip_prefix("ws://"));
    let Some(rest) = rest else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    url.len() <= RELAY_CHARS
        && !host.is_empty()
        && !host.starts_with(':')
        && url
            .chars()
            .all(|c| c.is_ascii_graphic() && !matches!(c, '"' | '\'' | ';' | ',' | '@' | '\\'))
}

/// The invitation's fragment (without `#`).
#[must_use]
pub fn write(inv: &Invitation) -> String {
    let mut parts = vec![
        format!("live={VERSION}"),
        format!("room={}", inv.room),
        format!("key={}", inv.key),
        format!("id={}", inv.id),
        format!("by={}", inv.by.char()),
    ];
    for (side, key) in [(Color::White, "w"), (Color::Black, "b")] {
        if let Some(name) = &inv.names[side.index()] {
            parts.push(format!("{key}={}", encode_name(name)));
        }
    }
    if let Some(clock) = inv.clock {
        parts.push(format!("tc={}", clock.tag()));
    }
    if !inv.repetition {
        parts.push("rep=off".to_string());
    }
    for relay in &inv.relays {
        parts.push(format!("r={}", encode_name(relay)));
    }
    let body = parts.join("&");
    format!("{body}&c={}", checksum(&body))
}

/// Whether `text` (a fragment or a whole address) is an invitation, good or bad.
#[must_use]
pub fn is_invitation(text: &str) -> bool {
    fragment(text).starts_with("live=")
}

fn fragment(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once('#').map_or(text, |(_, f)| f)
}

/// Reads an invitation (a fragment, with or without `#`, or a whole address); `Ok(None)`
/// when it is none. The errors are a link's, so the page says them alike.
///
/// # Errors
/// A [`LinkError`] saying what is wrong.
pub fn read(text: &str) -> Result<Option<Invitation>, LinkError> {
    let Some(body) = link::envelope(fragment(text), "live=", VERSION)? else {
        return Ok(None);
    };
    let decode = |v: &str| crate::ui::share::percent_decode(v).map_err(|_| LinkError::Escape);
    let mut inv = Invitation {
        room: String::new(),
        key: String::new(),
        id: String::new(),
        by: Color::White,
        names: [None, None],
        clock: None,
        repetition: true,
        relays: Vec::new(),
    };
    let mut by = None;
    for part in body.split('&').skip(1) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        match k {
            "room" if token(v, ROOM_CHARS) => inv.room = v.to_string(),
            "key" if token(v, KEY_CHARS) => inv.key = v.to_string(),
            "id" if link::valid_id(v) => inv.id = v.to_string(),
            "by" if v == "w" || v == "b" => {
                by = Some(if v == "w" { Color::White } else { Color::Black });
            }
            "w" | "b" => {
                let name: String = decode(v)?.chars().take(link::NAME_CHARS).collect();
                let side = if k == "w" { Color::White } else { Color::Black };
                inv.names[side.index()] = (!name.is_empty()).then_some(name);
            }
            "tc" => inv.clock = Some(TimeControl::from_tag(v).ok_or(LinkError::Bad("tc"))?),
            "rep" if v == "off" => inv.repetition = false,
            "r" => {
                let relay = decode(v)?;
                if !valid_relay(&relay) || inv.relays.len() == MOST_RELAYS {
                    return Err(LinkError::Bad("r"));
                }
                inv.relays.push(relay);
            }
            "room" => return Err(LinkError::Bad("room")),
            "key" => return Err(LinkError::Bad("key")),
            "id" => return Err(LinkError::Bad("id")),
            "by" => return Err(LinkError::Bad("by")),
            "rep" => return Err(LinkError::Bad("rep")),
            _ => {}
        }
    }
    for (field, key) in [(&inv.room, "room"), (&inv.key, "key"), (&inv.id, "id")] {
        if field.is_empty() {
            return Err(LinkError::Missing(key));
        }
    }
    inv.by = by.ok_or(LinkError::Missing("by"))?;
    Ok(Some(inv))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invitation() -> Invitation {
        Invitation {
            room: "AbCdEfGh-_123456".into(),
            key: "0123456789abcdefghijkl".into(),
            id: link::new_id(7),
            by: Color::Black,
            names: [None, Some("Bo & Co".into())],
            clock: TimeControl::new(5, 3),
            repetition: false,
            relays: vec![
                "ws://127.0.0.1:41234".into(),
                "wss://relay.example/announce".into(),
            ],
        }
    }

    #[test]
    fn an_invitation_reads_back_as_written() {
        let inv = invitation();
        let text = write(&inv);
        assert!(text.starts_with("live=1&room="), "{text}");
        assert_eq!(read(&text), Ok(Some(inv.clone())));
        assert_eq!(
            read(&format!("https://x.example/play/#{text}")),
            Ok(Some(inv))
        );
        let plain = Invitation {
            names: [None, None],
            clock: None,
            repetition: true,
            relays: Vec::new(),
            ..invitation()
        };
        assert_eq!(read(&write(&plain)), Ok(Some(plain)));
    }

    #[test]
    fn other_fragments_are_no_invitation() {
        assert_eq!(read("friend=1&id=AAAAAAAA"), Ok(None));
        assert_eq!(read(""), Ok(None));
        assert!(!is_invitation("#friend=1"));
        assert!(is_invitation("https://x/#live=2"));
    }

    #[test]
    fn a_changed_or_cut_invitation_is_refused() {
        let text = write(&invitation());
        for end in 1..text.len() {
            if text.is_char_boundary(end) && text[..end].starts_with("live=") {
                assert!(read(&text[..end]).is_err(), "cut at {end}");
            }
        }
        assert_eq!(
            read(&text.replace("room=A", "room=B")),
            Err(LinkError::Damaged)
        );
        assert_eq!(
            read("live=2&c=00000000"),
            Err(LinkError::Version("2".into()))
        );
    }

    /// `body` signed.
    fn signed(body: &str) -> String {
        format!("{body}&c={}", checksum(body))
    }

    #[test]
    fn each_bad_part_is_named() {
        let good = "room=AbCdEfGh-_123456&key=0123456789abcdefghijkl&id=AAAAAAAA&by=w";
        assert!(read(&signed(&format!("live=1&{good}"))).is_ok());
        for (body, why) in [
            (
                "live=1&key=0123456789abcdefghijkl&id=AAAAAAAA&by=w",
                LinkError::Missing("room"),
            ),
            (
                "live=1&room=short&key=0123456789abcdefghijkl&id=AAAAAAAA&by=w",
                LinkError::Bad("room"),
            ),
            (
                "live=1&room=AbCdEfGh-_123456&key=x&id=AAAAAAAA&by=w",
                LinkError::Bad("key"),
            ),
            (
                "live=1&room=AbCdEfGh-_123456&key=0123456789abcdefghijkl&by=w",
                LinkError::Missing("id"),
            ),
            (
                "live=1&room=AbCdEfGh-_123456&key=0123456789abcdefghijkl&id=AAAAAAAA",
                LinkError::Missing("by"),
            ),
        ] {
            assert_eq!(read(&signed(body)), Err(why), "{body}");
        }
        for (extra, why) in [
            ("tc=fast", LinkError::Bad("tc")),
            ("r=http%3A%2F%2Fx", LinkError::Bad("r")),
            ("r=%ZZ", LinkError::Escape),
            ("rep=maybe", LinkError::Bad("rep")),
        ] {
            assert_eq!(
                read(&signed(&format!("live=1&{good}&{extra}"))),
                Err(why),
                "{extra}"
            );
        }
        let six = "&r=ws%3A%2F%2Fa".repeat(MOST_RELAYS + 1);
        assert_eq!(
            read(&signed(&format!("live=1&{good}{six}"))),
            Err(LinkError::Bad("r"))
        );
    }

    #[test]
    fn relays_are_websocket_addresses_with_nothing_to_break_a_policy() {
        for good in [
            "ws://127.0.0.1:8000",
            "wss://tracker.example.com",
            "wss://a.b/announce?x=1",
        ] {
            assert!(valid_relay(good), "{good}");
        }
        for bad in [
            "http://a.example",
            "wss://",
            "wss://:443",
            "wss://a b",
            "wss://a;script-src *",
            "wss://a,b",
            "wss://user:pw@a.example",
            "wss://a'",
            "wss://a\"",
            "ws://é.example",
        ] {
            assert!(!valid_relay(bad), "{bad}");
        }
        assert!(!valid_relay(&format!("wss://{}", "a".repeat(RELAY_CHARS))));
    }
}
