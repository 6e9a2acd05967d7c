//! The messages between the page and an engine Web Worker, as plain data: one type each
//! way, posted as one string each ([`text`]: written and read here for both sides, so
//! that the page and the worker cannot disagree on the wire format; docs/ARCHITECTURE.md):
//!
//! - page → worker, a [`Request`]: a ticket and lines (`position tcn …`, `go`), with
//!   `progress` when the page wants to hear long work as it goes;
//! - worker → page, a [`Message`]: the answer (the reply lines) under the request's
//!   ticket, or, while a request with progress runs, one `info …` line at a time.
//!
//! The lines are engine protocol lines (ENGINE-PROTOCOL.md), written from
//! [`super::Command`] values and read back as [`super::Reply`] values. The [`Ticket`] is
//! the page's number for a request; the worker echoes it unchanged, and the page uses a
//! message only when its ticket is the question outstanding's (`app::channel`).

use std::sync::atomic::AtomicBool;

use super::{Action, Command, Engine, Flow};

pub mod text;

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
            "error a request is a ticket line, then protocol lines".to_string(),
        ]),
    }
}

/// The worker's answer to `request`: its lines run in order through `engine` (`quit` ends
/// the list; the worker itself lives on until the page terminates it). When the request
/// asks for progress, each line of long work also goes to `progress` as it comes.
pub fn answer(
    engine: &mut Engine,
    request: &Request,
    progress: &mut dyn FnMut(Message),
) -> Message {
    let ticket = Some(request.ticket);
    let mut out = Vec::new();
    for line in &request.lines {
        match engine.command(line) {
            Action::Reply(replies, flow) => {
                out.extend(replies.iter().map(ToString::to_string));
                if flow == Flow::Quit {
                    break;
                }
            }
            Action::Work(_, job) => {
                let stop = AtomicBool::new(false);
                let last = job(&stop, &mut |r| {
                    let line = r.to_string();
                    if request.progress {
                        progress(Message {
                            ticket,
                            body: Body::Progress(line.clone()),
                        });
                    }
                    out.push(line);
                });
                out.extend(last.iter().map(ToString::to_string));
            }
        }
    }
    Message {
        ticket,
        body: Body::Answer(out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(lines: &[&str], progress: bool) -> Request {
        Request {
            ticket: Ticket(7),
            lines: lines.iter().map(ToString::to_string).collect(),
            progress,
        }
    }

    fn lines(m: &Message) -> &[String] {
        match &m.body {
            Body::Answer(lines) => lines,
            Body::Progress(_) => panic!("not an answer: {m:?}"),
        }
    }

    #[test]
    fn a_request_is_answered_with_all_its_lines_under_its_ticket() {
        let mut engine = Engine::new();
        let mut heard = Vec::new();
        let m = answer(
            &mut engine,
            &request(&["position startpos", "isready", "go depth 1"], false),
            &mut |m| heard.push(m),
        );
        assert_eq!(m.ticket, Some(Ticket(7)));
        let said = lines(&m);
        assert_eq!(said[0], "readyok");
        assert!(
            said.last().is_some_and(|l| l.starts_with("bestmove ")),
            "{said:?}"
        );
        assert!(said.iter().any(|l| l.starts_with("info ")), "{said:?}");
        // No progress was asked for.
        assert!(heard.is_empty());
    }

    #[test]
    fn long_work_is_heard_as_it_goes_when_asked() {
        let mut engine = Engine::new();
        let mut heard = Vec::new();
        let m = answer(&mut engine, &request(&["go depth 2"], true), &mut |m| {
            heard.push(m);
        });
        let said = lines(&m);
        assert!(!heard.is_empty());
        for (h, line) in heard.iter().zip(said) {
            assert_eq!(h.ticket, Some(Ticket(7)));
            assert_eq!(h.body, Body::Progress(line.clone()));
        }
    }

    #[test]
    fn quit_ends_the_list_and_bad_lines_are_errors() {
        let mut engine = Engine::new();
        let m = answer(
            &mut engine,
            &request(&["nonsense", "quit", "isready"], false),
            &mut |_| {},
        );
        let said = lines(&m);
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(said[0].starts_with("error "), "{said:?}");
        // The engine keeps its game between requests.
        let _ = answer(
            &mut engine,
            &request(&["position startpos moves a6-a7"], false),
            &mut |_| {},
        );
        assert_ne!(engine.game().position(), &crate::Position::start());
    }
}
