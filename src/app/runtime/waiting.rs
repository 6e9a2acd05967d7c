//! The script API's calls under way, carried out by the runtime (`app::api::dispatch`
//! reads each into a [`Call`]): each waits for what it needs (the archive's database
//! open or idle, a count's reply, the puzzle set, a picture), sends its commands one at a
//! time, and is answered by its serial number: a promise's answer as
//! [`Task::Answer`], an answer at once kept for [`Runtime::answered`]. All of it is rest
//! code: a first visit calls no API.

use crate::app::api::dispatch::{self, reply, Answer, ApiValue, Call, Count, Gate, Then};
use crate::app::api::{calls::Given, puzzles};
use crate::app::archive::Status;
use crate::app::channel::Reply;
use crate::app::engines::{bench_line, perft_count, Engine};
use crate::app::export::PictureEffect;
use crate::app::{Effect, Surroundings};

use super::{Runtime, Step, Task};

/// A call under way.
#[derive(Debug)]
pub(super) struct Pending {
    serial: u64,
    call: Call,
}

impl Runtime {
    /// Starts the script API's call `name` with its first two arguments; its
    /// number, or `None` when no call has that name. A call that answers at once has
    /// answered once the tasks are carried out ([`Runtime::answered`]); a promise's answer
    /// comes as [`Task::Answer`].
    #[inline(never)]
    pub fn call(&mut self, name: &str, args: [Given; 2]) -> Option<u64> {
        let serial = self.serials + 1;
        let mut call = dispatch::read(name, args, &self.state, serial)?;
        self.serials = serial;
        match std::mem::replace(&mut call.count, Count::None) {
            Count::None => {}
            Count::Ask(commands) => self.count(serial, commands),
            Count::Stop => call.answer = Then::Is(Ok(ApiValue::Bool(self.stop(Engine::Count)))),
        }
        self.waiting.push(Pending { serial, call });
        Some(serial)
    }

    /// The answer of the call `serial` that answers at once, once it has.
    pub fn answered(&mut self, serial: u64) -> Option<Answer> {
        let i = self.answered.iter().position(|(s, _)| *s == serial)?;
        Some(self.answered.remove(i).1)
    }

    /// Whether the archive's database has answered (or is known unusable), and whether
    /// every write asked of it has settled too.
    fn archive(&self) -> (bool, bool) {
        let open = self.state.archive().status != Status::Opening;
        (open, open && self.writes == 0)
    }

    /// Moves the first call that can go on by one step (a command sent, or the answer);
    /// whether one did. Run when nothing else waits.
    #[inline(never)]
    pub(super) fn settle_waiting(&mut self, world: &dyn Fn() -> Surroundings) -> bool {
        let (open, idle) = self.archive();
        let passes = |g: Gate| match g {
            Gate::Now => true,
            Gate::Open => open,
            Gate::Idle => idle,
            Gate::Told => false,
        };
        for i in 0..self.waiting.len() {
            let call = &mut self.waiting[i].call;
            if !passes(call.first) {
                continue;
            }
            if call.sent.is_ok() {
                if let Some(command) = call.send.pop_front() {
                    let sent = self.send(command, world());
                    self.waiting[i].call.sent = sent;
                    return true;
                }
            }
            // Told: a refusal before anything was asked answers with its words.
            if passes(call.then) || (call.then == Gate::Told && call.sent.is_err()) {
                let Pending { serial, call } = self.waiting.remove(i);
                let answer = dispatch::answer(call.answer, &self.state, call.sent, world().now_ms);
                self.answer(serial, call.later, answer);
                return true;
            }
        }
        false
    }

    /// Answers the call `serial`.
    fn answer(&mut self, serial: u64, later: bool, answer: Answer) {
        if later {
            self.steps
                .push_back(Step::Task(Task::Answer(serial, answer)));
        } else {
            self.answered.push((serial, answer));
        }
    }

    /// Answers the call `serial`, if it waits, with what `answer` makes of what it
    /// answers.
    fn tell(&mut self, serial: u64, answer: impl FnOnce(Then) -> Answer) {
        if let Some(i) = self.waiting.iter().position(|p| p.serial == serial) {
            let Pending { serial, call } = self.waiting.remove(i);
            self.answer(serial, call.later, answer(call.answer));
        }
    }

    /// What the state told the calls: a puzzle opened, the puzzle set, a picture.
    #[inline(never)]
    pub(super) fn told(&mut self, effect: Effect) {
        match effect {
            Effect::PuzzleOpened(n, r) => self.tell(n, |_| Ok(reply(&r))),
            Effect::PuzzleSetSettled(set) => {
                let waits = |p: &Pending| matches!(p.call.answer, Then::Puzzles(_));
                while let Some(i) = self.waiting.iter().position(waits) {
                    let Pending { serial, call } = self.waiting.remove(i);
                    let answer = match (&set, call.answer) {
                        (Ok(set), Then::Puzzles(c)) => {
                            Ok(ApiValue::Puzzles(puzzles(set, &c, self.state.speaker())))
                        }
                        (Ok(_), _) => continue,
                        (Err(e), _) => Err(e.to_string()),
                    };
                    self.answer(serial, call.later, answer);
                }
            }
            Effect::Picture(PictureEffect::Answer(n, r)) => self.tell(n, |_| {
                Ok(match r {
                    Ok((format, base64)) => ApiValue::Image {
                        mime: format.mime(),
                        base64,
                    },
                    Err(why) => reply(&Err(why)),
                })
            }),
            _ => {}
        }
    }

    /// The counting worker answered the call `serial`.
    #[inline(never)]
    pub(super) fn counted(&mut self, serial: u64, r: Reply) {
        self.tell(serial, |then| {
            match then {
                Then::Perft => perft_count(r).map(|n| ApiValue::Number(n as f64)),
                _ => bench_line(r).map(ApiValue::Text),
            }
            .map_err(|e| e.to_string())
        });
    }
}

/// Whether the state's `effect` is told to the calls, not carried out by the shell.
pub(super) fn is_told(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::PuzzleOpened(..)
            | Effect::PuzzleSetSettled(_)
            | Effect::Picture(PictureEffect::Answer(..))
    )
}

#[cfg(test)]
mod tests;
