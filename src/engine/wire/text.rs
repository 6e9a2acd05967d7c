//! The messages' form on the wire: each is posted between the page and an engine worker
//! as one string, a header line then engine protocol lines, written and read only here
//! (the shell posts and hears strings):
//!
//! - a [`Request`]: `<ticket>` or `<ticket> progress`, then its lines;
//! - a [`Message`]: `<ticket> lines`, then the reply lines, or `<ticket> progress`, then
//!   the one line of long work; `-` for the ticket of a message about no request.
//!
//! A protocol line holds no line break, so none is lost in the joining.

use super::{Body, Message, Request, Ticket};

const PROGRESS: &str = "progress";
const LINES: &str = "lines";

fn ticket(word: Option<&str>) -> Option<Ticket> {
    word?.parse().ok().map(Ticket)
}

impl Request {
    /// The request as posted.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = self.ticket.0.to_string();
        if self.progress {
            text.push(' ');
            text.push_str(PROGRESS);
        }
        for line in &self.lines {
            text.push('\n');
            text.push_str(line);
        }
        text
    }

    /// The request posted as `text`; `None` when it is not one.
    #[must_use]
    pub fn from_text(text: &str) -> Option<Request> {
        let mut lines = text.split('\n');
        let mut head = lines.next()?.split(' ');
        let ticket = ticket(head.next())?;
        let progress = match (head.next(), head.next()) {
            (None, _) => false,
            (Some(PROGRESS), None) => true,
            _ => return None,
        };
        Some(Request {
            ticket,
            lines: lines.map(str::to_string).collect(),
            progress,
        })
    }
}

/// The ticket of what was posted as `text`, if it has one (a request that cannot be read
/// is answered under it).
#[must_use]
pub fn ticket_of(text: &str) -> Option<Ticket> {
    ticket(text.split(['\n', ' ']).next())
}

impl Message {
    /// The message as posted.
    #[must_use]
    pub fn to_text(&self) -> String {
        let ticket = self.ticket.map_or("-".to_string(), |t| t.0.to_string());
        let (kind, lines) = match &self.body {
            Body::Answer(lines) => (LINES, &lines[..]),
            Body::Progress(line) => (PROGRESS, std::slice::from_ref(line)),
        };
        let mut text = format!("{ticket} {kind}");
        for line in lines {
            text.push('\n');
            text.push_str(line);
        }
        text
    }

    /// The message posted as `text`: progress when it says so, else an answer (with no
    /// lines when it has none, and no ticket when it has no readable one).
    #[must_use]
    pub fn from_text(text: &str) -> Message {
        let (head, rest) = text.split_once('\n').unwrap_or((text, ""));
        let mut words = head.split(' ');
        let ticket = ticket(words.next());
        let body = match words.next() {
            Some(PROGRESS) => Body::Progress(rest.to_string()),
            _ if rest.is_empty() => Body::Answer(Vec::new()),
            _ => Body::Answer(rest.split('\n').map(str::to_string).collect()),
        };
        Message { ticket, body }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_goes_and_comes_back_whole() {
        for progress in [false, true] {
            let r = Request {
                ticket: Ticket(42),
                lines: vec!["position startpos moves a6-a7".into(), "go depth 3".into()],
                progress,
            };
            assert_eq!(Request::from_text(&r.to_text()), Some(r.clone()));
            assert_eq!(ticket_of(&r.to_text()), Some(Ticket(42)));
        }
        assert_eq!(
            Request::from_text("7"),
            Some(Request {
                ticket: Ticket(7),
                lines: vec![],
                progress: false
            })
        );
    }

    #[test]
    fn what_is_not_a_request_is_none_and_keeps_a_ticket_it_has() {
        for bad in [
            "",
            "seven\ngo",
            "7 quickly\ngo",
            "7 progress extra",
            "-1\ngo",
        ] {
            assert_eq!(Request::from_text(bad), None, "{bad:?}");
        }
        assert_eq!(ticket_of("9 quickly\ngo"), Some(Ticket(9)));
        assert_eq!(ticket_of("nonsense"), None);
    }

    #[test]
    fn a_message_goes_and_comes_back_whole() {
        let answers = [
            Message {
                ticket: Some(Ticket(3)),
                body: Body::Answer(vec!["readyok".into(), "bestmove a6-a7".into()]),
            },
            Message {
                ticket: None,
                body: Body::Answer(vec!["error not a request".into()]),
            },
            Message {
                ticket: Some(Ticket(3)),
                body: Body::Answer(vec![]),
            },
            Message {
                ticket: Some(Ticket(4)),
                body: Body::Progress("info depth 2 score cp 10 pv a6-a7".into()),
            },
        ];
        for m in answers {
            assert_eq!(Message::from_text(&m.to_text()), m);
        }
        // Anything else: an answer with no lines, about no request.
        assert_eq!(
            Message::from_text("garbled"),
            Message {
                ticket: None,
                body: Body::Answer(vec![])
            }
        );
    }
}
