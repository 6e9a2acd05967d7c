//! The messages between the page and an engine Web Worker, as plain data: one type each
//! way, read and written (as JavaScript objects) by the web shell for both sides, so that
//! the page and the worker cannot disagree on the wire format (docs/ARCHITECTURE.md):
//!
//! - page → worker, a [`Request`]: `{ ticket, lines: ["position tcn …", "go"] }`, with
//!   `progress: true` when the page wants to hear long work as it goes;
//! - worker → page, a [`Message`]: the answer `{ ticket, lines: [reply lines] }`, or, while
//!   a request with progress runs, `{ ticket, progress: "info …" }`.
//!
//! The lines are engine protocol lines (ENGINE-PROTOCOL.md), written from
//! [`super::Command`] values and read back as [`super::Reply`] values. The [`Ticket`] is
//! the page's number for a request; the worker echoes it unchanged, and the page uses a
//! message only when its ticket is the question outstanding's (`app::channel`).

use super::Command;

/// The page's number for a request, echoed by the worker: the one ticket type of the
/// page's engine conversations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ticket(pub u32);

impl Ticket {
    /// The ticket after this one.
    #[must_use]
    pub fn next(self) -> Ticket {
        Ticket(self.0.wrapping_add(1))
    }
}

/// Page → worker: protocol lines to run in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The page's number for it.
    pub ticket: Ticket,
    /// The lines.
    pub lines: Vec<String>,
    /// Whether long work's lines (`info …`) are posted as they come.
    pub progress: bool,
}

impl Request {
    /// A request of `commands`, written as their lines.
    #[must_use]
    pub fn new(ticket: Ticket, commands: &[Command], progress: bool) -> Request {
        Request {
            ticket,
            lines: commands.iter().map(Command::to_string).collect(),
            progress,
        }
    }
}

/// Worker → page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The ticket of the request it is about (`None`: a request without one).
    pub ticket: Option<Ticket>,
    /// What it says.
    pub body: Body,
}

/// What a [`Message`] says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// `lines`: the reply lines of all the request's lines, at its end.
    Answer(Vec<String>),
    /// `progress`: one line of the request's long work as it goes.
    Progress(String),
}

/// The answer to a message that is not a request: one `error …` line, as the protocol
/// answers a bad line.
#[must_use]
pub fn not_a_request(ticket: Option<Ticket>) -> Message {
    Message {
        ticket,
        body: Body::Answer(vec![
            "error a request is { ticket, lines: [protocol lines] }".to_string(),
        ]),
    }
}
