//! What the connector (`www/live.js`) reports, read as the part's input: the shell hands
//! each report over as one line of text, its kind first, and reads nothing itself.
//!
//! - `relay <url> up` or `relay <url> down`: a relay answers, or no longer does;
//! - `open <peer>` and `closed <peer>`: a direct connection to a page opened, or closed;
//! - `text <peer>`, a line break, then the text: a line from a page;
//! - `unreachable <peer>`: a page was signalled but no connection could be made;
//! - `failed`, a line break, then why: the connector cannot run here;
//! - `refused key`: a page sealed with another key (a wrong link); nothing to do, as
//!   nothing reaches this page from it.

use super::LiveInput;

/// The input the report `said` is, if any (`None`: not a report this part acts on).
#[must_use]
pub fn report(said: &str) -> Option<LiveInput> {
    let (head, body) = said.split_once('\n').unwrap_or((said, ""));
    let mut words = head.split(' ');
    let kind = words.next()?;
    let mut word = || words.next().filter(|w| !w.is_empty()).map(str::to_string);
    Some(match kind {
        "relay" => {
            let url = word()?;
            let up = match word()?.as_str() {
                "up" => true,
                "down" => false,
                _ => return None,
            };
            LiveInput::Relay { url, up }
        }
        "open" => LiveInput::Open(word()?),
        "closed" => LiveInput::Closed(word()?),
        "text" => LiveInput::Text {
            from: word()?,
            text: body.to_string(),
        },
        "unreachable" => LiveInput::Signal(word()?),
        "failed" => LiveInput::Loaded(Err(body.to_string())),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_report_is_read_as_its_input() {
        let seen = |s: &str| format!("{:?}", report(s));
        assert_eq!(
            seen("relay ws://127.0.0.1:8000 up"),
            format!(
                "{:?}",
                Some(LiveInput::Relay {
                    url: "ws://127.0.0.1:8000".into(),
                    up: true
                })
            )
        );
        assert!(matches!(
            report("relay wss://a down"),
            Some(LiveInput::Relay { up: false, .. })
        ));
        assert!(matches!(report("open P1"), Some(LiveInput::Open(p)) if p == "P1"));
        assert!(matches!(report("closed P1"), Some(LiveInput::Closed(p)) if p == "P1"));
        assert!(matches!(report("unreachable P2"), Some(LiveInput::Signal(p)) if p == "P2"));
        // The text keeps its line breaks and markup as they are.
        let text = report("text P1\nL1 chat 1 <b>hi</b>\nmore");
        assert!(
            matches!(text, Some(LiveInput::Text { from, text }) if from == "P1" && text == "L1 chat 1 <b>hi</b>\nmore")
        );
        let failed = report("failed\nno WebRTC here");
        assert!(matches!(failed, Some(LiveInput::Loaded(Err(why))) if why == "no WebRTC here"));
    }

    #[test]
    fn what_is_no_report_changes_nothing() {
        for odd in [
            "",
            "refused key",
            "relay",
            "relay ws://a",
            "relay ws://a sideways",
            "open",
            "open ",
            "text",
            "hello P1",
        ] {
            assert!(report(odd).is_none(), "{odd:?}");
        }
    }
}
