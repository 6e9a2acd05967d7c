//! One conversation with an engine worker, as data: which question is outstanding (one
//! at a time; a new one supersedes it), under which ticket it was posted (a message about
//! another ticket is dropped: the one check of a worker's message), how many workers have
//! tried it, and what a failure does: a worker that crashes, cannot load, or does not
//! answer within the question's deadline is terminated and the same question posted to a
//! fresh one, up to [`MAX_TRIES`] workers; only then is the question answered
//! [`EngineError::Crashed`]. The page's engines (`app::engines`) turn the [`Io`]s this returns
//! into work that the shell (`web::workers`) carries out with the workers it owns.

use crate::engine::wire::Ticket;
use crate::engine::Command;
use crate::ui::error::EngineError;

/// How many workers in all try a question before it fails: the first and two fresh ones.
pub const MAX_TRIES: u32 = 3;

/// A question's reply lines, or why there are none.
pub type Reply = Result<Vec<String>, EngineError>;

/// What the shell must do for a channel.
#[derive(Clone, Debug, PartialEq)]
pub enum Io {
    /// Post `commands` under `ticket` to the worker, starting one first if there is none
    /// (`progress`: the long work's lines are posted as they come). If that fails, tell
    /// the channel [`Channel::not_posted`].
    Post {
        /// The ticket the worker's messages about it carry.
        ticket: Ticket,
        /// The engine protocol commands.
        commands: Vec<Command>,
        /// Whether progress lines are wanted.
        progress: bool,
    },
    /// After `ms`, tell the channel [`Channel::late`] with `ticket`.
    Deadline {
        /// The ticket that must have been answered by then.
        ticket: Ticket,
        /// How long, in milliseconds.
        ms: u32,
    },
    /// Terminate the worker; a fresh one starts at the next post.
    Terminate,
    /// Terminate the worker and start a fresh one at once (warm for the next question).
    Restart,
    /// Tell the asker of question `serial` its reply.
    Answer {
        /// The asker's number for the question.
        serial: u64,
        /// The reply.
        reply: Reply,
    },
    /// Hand one line of the long work to the asker of question `serial`.
    Progress {
        /// The asker's number for the question.
        serial: u64,
        /// The line.
        line: String,
    },
    /// A worker failed and the question is asked again (for the console).
    Retrying(String),
    /// A worker failed with no try left, or between questions (the shell's crash
    /// callback hears why).
    Crashed(String),
}

/// The question outstanding.
#[derive(Clone, Debug)]
struct Pending {
    serial: u64,
    ticket: Ticket,
    tries: u32,
    deadline_ms: Option<u32>,
    commands: Vec<Command>,
    progress: bool,
}

/// One worker's conversation.
#[derive(Clone, Debug, Default)]
pub struct Channel {
    /// The last ticket given.
    last: Ticket,
    pending: Option<Pending>,
}

impl Channel {
    /// Asks `commands` as question `serial` (the asker's number), superseding the one
    /// outstanding (answered [`EngineError::Superseded`]); `deadline_ms`: a worker that
    /// has not answered by then counts as failed.
    pub fn ask(
        &mut self,
        serial: u64,
        commands: Vec<Command>,
        progress: bool,
        deadline_ms: Option<u32>,
    ) -> Vec<Io> {
        let mut out = Vec::new();
        if let Some(old) = self.pending.take() {
            out.push(Io::Answer {
                serial: old.serial,
                reply: Err(EngineError::Superseded),
            });
        }
        self.post(
            Pending {
                serial,
                ticket: Ticket(0),
                tries: 0,
                deadline_ms,
                commands,
                progress,
            },
            &mut out,
        );
        out
    }

    /// Posts `pending` as one more try, under a new ticket, with its deadline armed.
    fn post(&mut self, mut pending: Pending, out: &mut Vec<Io>) {
        self.last = self.last.next();
        pending.ticket = self.last;
        pending.tries += 1;
        out.push(Io::Post {
            ticket: pending.ticket,
            commands: pending.commands.clone(),
            progress: pending.progress,
        });
        if let Some(ms) = pending.deadline_ms {
            out.push(Io::Deadline {
                ticket: pending.ticket,
                ms,
            });
        }
        self.pending = Some(pending);
    }

    /// The ticket of the question outstanding, if any.
    #[must_use]
    pub fn ticket(&self) -> Option<Ticket> {
        self.pending.as_ref().map(|p| p.ticket)
    }

    /// The worker could not be started or sent the question under `ticket` (`why`): the
    /// question is answered [`EngineError::Unavailable`].
    pub fn not_posted(&mut self, ticket: Ticket, why: String) -> Vec<Io> {
        match self.pending.take_if(|p| p.ticket == ticket) {
            Some(p) => vec![Io::Answer {
                serial: p.serial,
                reply: Err(EngineError::Unavailable(why)),
            }],
            None => Vec::new(),
        }
    }

    /// Stops the question outstanding, if any: the worker is terminated and a fresh one
    /// started, and the question answered [`EngineError::Stopped`]. Returns whether there
    /// was one.
    pub fn stop(&mut self) -> (bool, Vec<Io>) {
        match self.pending.take() {
            Some(p) => (
                true,
                vec![
                    Io::Restart,
                    Io::Answer {
                        serial: p.serial,
                        reply: Err(EngineError::Stopped),
                    },
                ],
            ),
            None => (false, Vec::new()),
        }
    }

    /// The worker's answer under `ticket`: the question's reply, if it is the one
    /// outstanding (else dropped).
    pub fn answered(&mut self, ticket: Option<Ticket>, lines: Vec<String>) -> Vec<Io> {
        match self.pending.take_if(|p| Some(p.ticket) == ticket) {
            Some(p) => vec![Io::Answer {
                serial: p.serial,
                reply: Ok(lines),
            }],
            None => Vec::new(),
        }
    }

    /// A line of the long work under `ticket`, for the question's asker if it is the
    /// one outstanding.
    pub fn progress(&self, ticket: Option<Ticket>, line: String) -> Vec<Io> {
        match &self.pending {
            Some(p) if Some(p.ticket) == ticket => vec![Io::Progress {
                serial: p.serial,
                line,
            }],
            _ => Vec::new(),
        }
    }

    /// The question under `ticket` has not been answered in time: its worker counts as
    /// failed (if it is still the one outstanding).
    pub fn late(&mut self, ticket: Ticket, ms: u32) -> Vec<Io> {
        if self.ticket() == Some(ticket) {
            self.failed(&format!("no reply within {} s", ms / 1000))
        } else {
            Vec::new()
        }
    }

    /// The worker failed (`why`): terminated, and the question outstanding posted to a
    /// fresh worker, or, once [`MAX_TRIES`] workers have failed it, answered
    /// [`EngineError::Crashed`].
    pub fn failed(&mut self, why: &str) -> Vec<Io> {
        let mut out = vec![Io::Terminate];
        match self.pending.take() {
            Some(p) if p.tries < MAX_TRIES => {
                out.push(Io::Retrying(why.to_string()));
                self.post(p, &mut out);
            }
            Some(p) => {
                out.push(Io::Crashed(why.to_string()));
                out.push(Io::Answer {
                    serial: p.serial,
                    reply: Err(EngineError::Crashed(why.to_string())),
                });
            }
            None => out.push(Io::Crashed(why.to_string())),
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn posted(io: &[Io]) -> Ticket {
        io.iter()
            .rev()
            .find_map(|i| match i {
                Io::Post { ticket, .. } => Some(*ticket),
                _ => None,
            })
            .expect("posted")
    }

    fn answer(io: &[Io]) -> Option<(u64, Reply)> {
        io.iter().find_map(|i| match i {
            Io::Answer { serial, reply } => Some((*serial, reply.clone())),
            _ => None,
        })
    }

    #[test]
    fn a_crashed_worker_is_retried_then_the_question_fails() {
        let mut c = Channel::default();
        let t1 = posted(&c.ask(7, vec![Command::IsReady], false, Some(5_000)));
        let io = c.failed("out of memory");
        assert_eq!(io[0], Io::Terminate);
        let t2 = posted(&io);
        assert_ne!(t1, t2, "the same question under a new ticket");
        assert_eq!(answer(&io), None);
        // The first worker's late answer is not the question's.
        assert!(c.answered(Some(t1), vec!["readyok".into()]).is_empty());
        let t3 = posted(&c.late(t2, 5_000));
        let io = c.failed("crashed again");
        assert!(io.contains(&Io::Crashed("crashed again".into())));
        assert_eq!(
            answer(&io),
            Some((7, Err(EngineError::Crashed("crashed again".into()))))
        );
        assert!(c.answered(Some(t3), vec![]).is_empty(), "answered once");
    }

    #[test]
    fn one_question_at_a_time_and_only_its_messages() {
        let mut c = Channel::default();
        let t1 = posted(&c.ask(1, vec![Command::IsReady], true, None));
        let io = c.ask(2, vec![Command::IsReady], true, None);
        assert_eq!(answer(&io), Some((1, Err(EngineError::Superseded))));
        let t2 = posted(&io);
        assert!(c.progress(Some(t1), "info depth 1".into()).is_empty());
        assert_eq!(
            c.progress(Some(t2), "info depth 2".into()),
            vec![Io::Progress {
                serial: 2,
                line: "info depth 2".into()
            }]
        );
        assert_eq!(
            answer(&c.answered(Some(t2), vec!["readyok".into()])),
            Some((2, Ok(vec!["readyok".into()])))
        );
        assert!(c.late(t2, 1_000).is_empty(), "answered in time");
    }

    #[test]
    fn a_stop_restarts_the_worker_and_a_post_that_fails_says_why() {
        let mut c = Channel::default();
        assert_eq!(c.stop(), (false, vec![]));
        c.ask(4, vec![Command::IsReady], false, None);
        let (was, io) = c.stop();
        assert!(was);
        assert_eq!(io[0], Io::Restart);
        assert_eq!(answer(&io), Some((4, Err(EngineError::Stopped))));
        let t = posted(&c.ask(5, vec![Command::IsReady], false, None));
        assert_eq!(
            answer(&c.not_posted(t, "no Worker".into())),
            Some((5, Err(EngineError::Unavailable("no Worker".into()))))
        );
    }
}
