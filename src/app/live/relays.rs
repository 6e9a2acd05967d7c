//! The relays a live game's pages meet on (WebTorrent trackers, `ws://` or `wss://`): the
//! defaults, the player's or host's own list (the `relays` setting, kept in storage under
//! its own key), and the security policy that lets the page reach those and no others.

use crate::ui::friend::invite::{valid_relay, MOST_RELAYS};

/// The relays used when none are set: public WebTorrent trackers that answer browsers
/// (the first three of Trystero 0.25.4's defaults).
pub const DEFAULT_RELAYS: [&str; 3] = [
    "wss://open.ftorrent.com",
    "wss://tracker.webtorrent.dev",
    "wss://tracker.openwebtorrent.com",
];

/// The storage key of the `relays` setting: one address a line.
pub const RELAYS_KEY: &str = "three-crowns.relays";

/// Why a list of relays is refused. Refusing it changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelaysError {
    /// More than [`MOST_RELAYS`] (how many).
    TooMany(usize),
    /// Not a `ws://` or `wss://` address a policy may name (the address, clipped).
    Bad(String),
}

impl std::fmt::Display for RelaysError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RelaysError::TooMany(n) => {
                write!(f, "{n} relays given; a page uses at most {MOST_RELAYS}")
            }
            RelaysError::Bad(url) => write!(
                f,
                "'{url}' is not a relay's address (ws:// or wss://, a host, no spaces)"
            ),
        }
    }
}

/// Reads a list of relays (`urls`, as given: blanks dropped, repeats kept once); an
/// empty list means the defaults.
///
/// # Errors
/// [`RelaysError`] for an address that is not a relay's, or too many.
pub fn read(urls: &[String]) -> Result<Vec<String>, RelaysError> {
    let mut out: Vec<String> = Vec::new();
    for url in urls.iter().map(|u| u.trim()).filter(|u| !u.is_empty()) {
        if !valid_relay(url) {
            return Err(RelaysError::Bad(url.chars().take(60).collect()));
        }
        if !out.iter().any(|u| u == url) {
            out.push(url.to_string());
        }
    }
    if out.len() > MOST_RELAYS {
        return Err(RelaysError::TooMany(out.len()));
    }
    Ok(out)
}

/// The relays in use: `set` (the setting, or an invitation's), else the defaults.
#[must_use]
pub fn in_use(set: &[String]) -> Vec<String> {
    if set.is_empty() {
        DEFAULT_RELAYS.iter().map(|u| (*u).to_string()).collect()
    } else {
        set.to_vec()
    }
}

/// The origin of a relay's address (`wss://host:port`), as a security policy names it.
fn origin(url: &str) -> &str {
    let scheme = url.find("://").map_or(0, |i| i + 3);
    let end = url[scheme..]
        .find(['/', '?', '#'])
        .map_or(url.len(), |i| scheme + i);
    &url[..end]
}

/// The `connect-src` policy that lets the page reach its own origin and `relays`, and no
/// other server: written into a second policy at start, which narrows the page's own.
#[must_use]
pub fn connect_policy(relays: &[String]) -> String {
    let mut policy = String::from("connect-src 'self'");
    for url in relays.iter().filter(|u| valid_relay(u)) {
        policy.push(' ');
        policy.push_str(origin(url));
    }
    policy
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(urls: &[&str]) -> Vec<String> {
        urls.iter().map(|u| (*u).to_string()).collect()
    }

    #[test]
    fn a_list_is_read_with_blanks_and_repeats_dropped() {
        let given = list(&[
            " wss://a.example ",
            "",
            "ws://127.0.0.1:8000/x",
            "wss://a.example",
        ]);
        assert_eq!(
            read(&given),
            Ok(list(&["wss://a.example", "ws://127.0.0.1:8000/x"]))
        );
        assert_eq!(read(&[]), Ok(Vec::new()));
    }

    #[test]
    fn a_bad_address_or_too_many_are_refused_with_the_reason() {
        let e = read(&list(&["wss://a.example", "https://b.example"])).unwrap_err();
        assert_eq!(e, RelaysError::Bad("https://b.example".into()));
        assert!(e.to_string().contains("https://b.example"));
        let six: Vec<String> = (0..6).map(|i| format!("wss://r{i}.example")).collect();
        assert_eq!(read(&six), Err(RelaysError::TooMany(6)));
        assert!(RelaysError::TooMany(6).to_string().contains("at most 5"));
    }

    #[test]
    fn the_defaults_stand_in_for_an_empty_list_and_are_relays() {
        assert_eq!(in_use(&[]).len(), DEFAULT_RELAYS.len());
        assert!(DEFAULT_RELAYS.iter().all(|u| valid_relay(u)));
        assert_eq!(in_use(&list(&["ws://x:1"])), list(&["ws://x:1"]));
    }

    #[test]
    fn the_policy_names_each_relays_origin_and_nothing_else() {
        let relays = list(&["wss://t.example/announce?x=1", "ws://127.0.0.1:41234"]);
        assert_eq!(
            connect_policy(&relays),
            "connect-src 'self' wss://t.example ws://127.0.0.1:41234"
        );
        // An address that could break out of the policy is left out.
        assert_eq!(
            connect_policy(&list(&["wss://a; script-src *"])),
            "connect-src 'self'"
        );
    }
}
