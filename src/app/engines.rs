//! The page's engine workers as the app core sees them: one [`Channel`] per worker
//! ([`Engine`]), turning the state's questions (its [`Effect`]s for the computer, the
//! analysis, the review and puzzle mode's defence, and the script API's counts) into work
//! for the shell's workers ([`Work`]), and what a worker did ([`Heard`]) back into the
//! state's commands. A worker's message passes its channel's ticket check here, once; the
//! command it becomes carries the question's number, which the state checks against the
//! question under way. The shell (`web::workers`) only starts, posts to and terminates
//! workers, arms deadlines and reports what they did.

use crate::engine::wire::{Body, Message, Request, Ticket};
use crate::engine::{self, Reply as EngineReply};
use crate::ui::analysis;
use crate::ui::error::{Asked, EngineError, PageError};

use super::channel::{Channel, Io, Reply};
use super::{computer, study, Answer, Command, Effect};

/// One of the page's engine workers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The computer player's.
    Computer,
    /// The analysis board's, one per worker sharing its lines: 0 to
    /// [`analysis::MAX_WORKERS`] − 1.
    Analysis(u8),
    /// The game review's.
    Review,
    /// Puzzle mode's (the defence to a wrong move).
    Defence,
    /// The script API's (`perft`, `bench`).
    Count,
}

impl Engine {
    /// How many workers there can be: one each, and the analysis's.
    pub const COUNT: usize = 4 + analysis::MAX_WORKERS;

    /// Its place among the [`Engine::COUNT`] (a share past the last is the last's).
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Engine::Computer => 0,
            Engine::Review => 1,
            Engine::Defence => 2,
            Engine::Count => 3,
            Engine::Analysis(k) => 4 + usize::from(k).min(analysis::MAX_WORKERS - 1),
        }
    }

    /// Its name, for the console.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Engine::Computer => "computer's",
            Engine::Analysis(_) => "analysis's",
            Engine::Review => "review's",
            Engine::Defence => "puzzle's",
            Engine::Count => "perft's",
        }
    }
}

/// What a worker did, as the shell reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// It posted a message.
    Message(Message),
    /// It failed (crashed, or its script could not load): why.
    Failed(String),
    /// The request under the ticket could not be posted (no worker could start): why.
    NotPosted(Ticket, String),
    /// The deadline armed for the ticket (this many ms) has passed.
    Late(Ticket, u32),
}

/// What the shell's workers must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Work {
    /// Post the request, starting the worker first if there is none; on failure report
    /// [`Heard::NotPosted`].
    Post(Request),
    /// After `ms`, report [`Heard::Late`] with the ticket.
    Deadline(Ticket, u32),
    /// Terminate the worker (a fresh one starts at the next post).
    Terminate,
    /// Terminate the worker and start a fresh one at once (warm for the next question).
    Restart,
}

/// What comes of an effect or of something heard.
#[derive(Clone, Debug)]
pub enum Out {
    /// Work for a worker.
    Work(Engine, Work),
    /// A command for the state (an answer, a line of the analysis).
    Command(Command),
    /// The script API's count `serial` is answered.
    Counted(u64, Reply),
    /// Something for the console (a worker failed).
    Warn(String),
}

/// The page's engine conversations.
#[derive(Clone, Debug, Default)]
pub struct Engines {
    channels: [Channel; Engine::COUNT],
}

/// A reply as the state reads it: its lines, a question stopped or replaced, or a worker
/// that failed every try (with the reason).
#[must_use]
pub fn answer(reply: Reply) -> Answer {
    match reply {
        Ok(lines) => Answer::Lines(lines),
        Err(EngineError::Stopped | EngineError::Superseded) => Answer::Cancelled,
        Err(e) => Answer::Failed(e),
    }
}

impl Engines {
    /// Carries out one of the state's effects if it is about an engine worker; gives
    /// back any other effect untouched.
    pub fn carry_out(&mut self, effect: Effect) -> Result<Vec<Out>, Effect> {
        use computer::Effect as C;
        use study::Effect as S;
        Ok(match effect {
            Effect::Computer(C::Ask {
                serial,
                commands,
                deadline_ms,
            }) => self.ask(Engine::Computer, serial, commands, Some(deadline_ms)),
            Effect::Computer(C::Cancel) => self.stop(Engine::Computer).1,
            Effect::Analysis(S::Ask {
                serial,
                worker,
                commands,
            }) => {
                // A worker searches until stopped: its question under way is stopped
                // (the worker replaced) before another is asked of it.
                let engine = Engine::Analysis(worker.min(analysis::MAX_WORKERS - 1) as u8);
                let mut out = self.stop(engine).1;
                out.extend(self.ask(engine, serial, commands, None));
                out
            }
            Effect::Analysis(S::Cancel) => (0..analysis::MAX_WORKERS as u8)
                .flat_map(|k| self.stop(Engine::Analysis(k)).1)
                .collect(),
            Effect::Review(S::Ask {
                serial, commands, ..
            }) => self.ask(Engine::Review, serial, commands, None),
            Effect::Review(S::Cancel) => self.stop(Engine::Review).1,
            Effect::AskDefence { ticket, commands } => {
                self.ask(Engine::Defence, ticket, commands, None)
            }
            Effect::StopDefence => self.stop(Engine::Defence).1,
            other => return Err(other),
        })
    }

    /// Asks `commands` of the counting worker as count `serial` (a count under way is
    /// stopped first).
    pub fn count(&mut self, serial: u64, commands: Vec<engine::Command>) -> Vec<Out> {
        let mut out = self.stop(Engine::Count).1;
        out.extend(self.ask(Engine::Count, serial, commands, None));
        out
    }

    /// Stops `engine`'s question under way, if any; returns whether there was one.
    pub fn stop(&mut self, engine: Engine) -> (bool, Vec<Out>) {
        let (was, io) = self.channels[engine.index()].stop();
        (was, outs(engine, io))
    }

    fn ask(
        &mut self,
        engine: Engine,
        serial: u64,
        commands: Vec<engine::Command>,
        deadline_ms: Option<u32>,
    ) -> Vec<Out> {
        let progress = matches!(engine, Engine::Analysis(_));
        let io = self.channels[engine.index()].ask(serial, commands, progress, deadline_ms);
        outs(engine, io)
    }

    /// What `engine`'s worker did, and what comes of it.
    pub fn heard(&mut self, engine: Engine, heard: Heard) -> Vec<Out> {
        let channel = &mut self.channels[engine.index()];
        let io = match heard {
            Heard::Message(Message {
                ticket,
                body: Body::Answer(lines),
            }) => channel.answered(ticket, lines),
            Heard::Message(Message {
                ticket,
                body: Body::Progress(line),
            }) => channel.progress(ticket, line),
            Heard::Failed(why) => channel.failed(&why),
            Heard::NotPosted(ticket, why) => channel.not_posted(ticket, why),
            Heard::Late(ticket, ms) => channel.late(ticket, ms),
        };
        outs(engine, io)
    }
}

/// A channel's `Io`s as what the shell and the state must do.
fn outs(engine: Engine, io: Vec<Io>) -> Vec<Out> {
    io.into_iter()
        .filter_map(|io| {
            Some(match io {
                Io::Post {
                    ticket,
                    commands,
                    progress,
                } => Out::Work(
                    engine,
                    Work::Post(Request::new(ticket, &commands, progress)),
                ),
                Io::Deadline { ticket, ms } => Out::Work(engine, Work::Deadline(ticket, ms)),
                Io::Terminate => Out::Work(engine, Work::Terminate),
                Io::Restart => Out::Work(engine, Work::Restart),
                Io::Answer { serial, reply } => answered(engine, serial, reply)?,
                Io::Progress { serial, line } => match engine {
                    Engine::Analysis(_) => Out::Command(Command::AnalysisInfo(serial, line)),
                    _ => return None,
                },
                Io::Retrying(why) => Out::Warn(format!(
                    "the {} engine worker failed ({why}); a fresh one is asked again",
                    engine.name()
                )),
                Io::Crashed(why) => {
                    Out::Warn(format!("the {} engine worker failed: {why}", engine.name()))
                }
            })
        })
        .collect()
}

/// The answer to `engine`'s question `serial`, as the command its asker hears. A question
/// stopped or replaced is not answered: the state stopped or replaced it itself.
fn answered(engine: Engine, serial: u64, reply: Reply) -> Option<Out> {
    let cancelled = matches!(reply, Err(EngineError::Stopped | EngineError::Superseded));
    if cancelled && engine != Engine::Count {
        return None;
    }
    let command = match engine {
        Engine::Computer => Command::ComputerAnswered(serial, answer(reply)),
        Engine::Analysis(_) => Command::AnalysisAnswered(serial, answer(reply)),
        Engine::Review => Command::Reviewed(serial, answer(reply)),
        Engine::Defence => Command::Defended(serial, answer(reply)),
        Engine::Count => return Some(Out::Counted(serial, reply)),
    };
    Some(Out::Command(command))
}

/// The count in the engine's `perft <depth> <count>` reply, or what went wrong.
pub fn perft_count(reply: Reply) -> Result<u64, PageError> {
    let lines = reply.map_err(PageError::Engine)?;
    let count = |r| match r {
        EngineReply::Perft { nodes, .. } => Some(nodes),
        _ => None,
    };
    match EngineReply::first_answer(&lines, count) {
        Some(answer) => answer.map_err(PageError::EngineSaid),
        None => Err(PageError::NoAnswer {
            asked: Asked::Perft,
            lines,
        }),
    }
}

/// The engine's `bench nodes <n> nps <n> time <ms>` line in a reply, or what went wrong.
pub fn bench_line(reply: Reply) -> Result<String, PageError> {
    let lines = reply.map_err(PageError::Engine)?;
    let bench = |l: &&String| matches!(l.parse(), Ok(EngineReply::Bench { .. }));
    match lines.iter().find(bench) {
        Some(l) => Ok(l.clone()),
        None => Err(PageError::NoAnswer {
            asked: Asked::Bench,
            lines,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::channel::MAX_TRIES;

    fn posted(out: &[Out]) -> Option<Ticket> {
        out.iter().rev().find_map(|o| match o {
            Out::Work(_, Work::Post(r)) => Some(r.ticket),
            _ => None,
        })
    }

    fn ask_computer(e: &mut Engines, serial: u64) -> Ticket {
        let out: Vec<Out> = e
            .carry_out(Effect::Computer(computer::Effect::Ask {
                serial,
                commands: vec![engine::Command::IsReady],
                deadline_ms: 5_000,
            }))
            .expect("an engine's effect");
        let ticket = posted(&out).expect("posted");
        assert!(
            out.iter()
                .any(|o| matches!(o, Out::Work(_, Work::Post(r)) if !r.progress)),
            "the computer's question wants no progress"
        );
        assert!(matches!(
            out.last(),
            Some(Out::Work(Engine::Computer, Work::Deadline(t, 5_000))) if *t == ticket
        ));
        ticket
    }

    #[test]
    fn an_answer_becomes_its_askers_command_once() {
        let mut e = Engines::default();
        let t = ask_computer(&mut e, 9);
        // A message about another ticket, while the question is outstanding, is dropped.
        let other = Message {
            ticket: Some(t.next()),
            body: Body::Answer(vec!["bestmove a6-a7".into()]),
        };
        assert!(e.heard(Engine::Computer, Heard::Message(other)).is_empty());
        let message = Message {
            ticket: Some(t),
            body: Body::Answer(vec!["readyok".into()]),
        };
        let out = e.heard(Engine::Computer, Heard::Message(message.clone()));
        assert!(
            matches!(&out[..], [Out::Command(Command::ComputerAnswered(9, Answer::Lines(l)))] if l == &["readyok"]),
            "{out:?}"
        );
        // The same message again is dropped.
        assert!(e
            .heard(Engine::Computer, Heard::Message(message))
            .is_empty());
    }

    #[test]
    fn only_the_analysis_hears_progress() {
        let mut e = Engines::default();
        let out = e
            .carry_out(Effect::Analysis(study::Effect::Ask {
                serial: 3,
                worker: 1,
                commands: vec![engine::Command::IsReady],
            }))
            .unwrap();
        let Some(Out::Work(Engine::Analysis(1), Work::Post(request))) = out.first() else {
            panic!("{out:?}");
        };
        assert!(request.progress, "the analysis asks for progress");
        let line = Message {
            ticket: Some(request.ticket),
            body: Body::Progress("info depth 1".into()),
        };
        let out = e.heard(Engine::Analysis(1), Heard::Message(line.clone()));
        assert!(
            matches!(&out[..], [Out::Command(Command::AnalysisInfo(3, l))] if l == "info depth 1"),
            "{out:?}"
        );
        let t = ask_computer(&mut e, 1);
        let line = Message {
            ticket: Some(t),
            ..line
        };
        assert!(e.heard(Engine::Computer, Heard::Message(line)).is_empty());
    }

    #[test]
    fn a_late_worker_is_replaced_then_the_question_fails() {
        let mut e = Engines::default();
        let mut ticket = ask_computer(&mut e, 4);
        for _ in 1..MAX_TRIES {
            let out = e.heard(Engine::Computer, Heard::Late(ticket, 5_000));
            assert!(matches!(
                out[0],
                Out::Work(Engine::Computer, Work::Terminate)
            ));
            assert!(matches!(out[1], Out::Warn(_)));
            ticket = posted(&out).expect("asked again");
        }
        let out = e.heard(Engine::Computer, Heard::Late(ticket, 5_000));
        assert!(matches!(
            out.last(),
            Some(Out::Command(Command::ComputerAnswered(
                4,
                Answer::Failed(EngineError::Crashed(_))
            )))
        ));
        // A deadline of an older ticket does nothing.
        assert!(e
            .heard(Engine::Computer, Heard::Late(Ticket(1), 5_000))
            .is_empty());
    }

    #[test]
    fn a_count_stops_the_one_under_way_and_other_effects_pass() {
        let mut e = Engines::default();
        let first = e.count(1, vec![engine::Command::Perft(3)]);
        assert!(posted(&first).is_some());
        let second = e.count(2, vec![engine::Command::Perft(4)]);
        assert!(matches!(second[0], Out::Work(Engine::Count, Work::Restart)));
        assert!(matches!(
            second[1],
            Out::Counted(1, Err(EngineError::Stopped))
        ));
        assert!(matches!(e.carry_out(Effect::Redraw), Err(Effect::Redraw)));
        assert!(e.stop(Engine::Count).0);
        assert!(!e.stop(Engine::Count).0);
    }

    #[test]
    fn counts_and_bench_lines_are_read_from_replies() {
        assert_eq!(perft_count(Ok(vec!["perft 2 400".into()])), Ok(400));
        assert!(matches!(
            perft_count(Ok(vec!["readyok".into()])),
            Err(PageError::NoAnswer { .. })
        ));
        let line = "bench nodes 10 nps 20 time 500".to_string();
        assert_eq!(
            bench_line(Ok(vec!["info depth 1".into(), line.clone()])),
            Ok(line)
        );
        assert!(bench_line(Err(EngineError::Stopped)).is_err());
    }
}
