//! The app core's runtime (issue 46, after crux: a core that returns its effects to thin
//! shells): it owns the state, the engine conversations ([`Engines`]) and the queue of
//! messages ([`Inbox`]), and hands the shell one [`Task`] at a time, in order.
//!
//! - A command goes to the state ([`Runtime::send`]); the effects it returns wait in
//!   order. An engine's effect is carried into its conversation here, and what comes of
//!   it (work for a worker, a command for the state, a count's reply) keeps its place in
//!   the order: the state hears its engines' answers without the shell.
//! - What comes later (a worker's message, a timer, a fetched file) is posted to the
//!   [`Inbox`], a handle of its own that never fails: a message posted while the runtime
//!   is busy with another (even from inside a task the shell is carrying out) waits its
//!   turn, and is taken once everything before it is done. Nothing posted is dropped;
//!   a stale reply is dropped by the state's own checks (tickets), and a worker that has
//!   been replaced is not heard (the shell says which worker is current).
//!
//! The shell's loop is `while let Some(task) = runtime.next(&world, &current) { … }`; a
//! task it carries out may send a command back at once ([`Runtime::send`]): its effects
//! wait after those already waiting.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use crate::ui::error::PageError;

use super::api::dispatch::Answer;
use super::archive::{ArchiveInput, DbEffect};
use super::channel::Reply;
use super::engines::{Engine, Engines, Heard, Out, Work};
use super::shared::Surroundings;
use super::{Command, Effect, State};
use frame::Frame;

/// What is posted to the runtime.
#[derive(Debug)]
pub enum Message {
    /// A command for the state.
    Command(Command),
    /// What an engine worker (by its number; `None`: a deadline) did.
    Heard(Engine, Option<u32>, Heard),
}

/// The queue of messages: a handle that posts without borrowing the runtime, so that a
/// message posted during an update waits rather than being lost.
#[derive(Clone, Debug, Default)]
pub struct Inbox(Rc<RefCell<VecDeque<Message>>>);

impl Inbox {
    /// Posts `message` (after those already waiting).
    pub fn post(&self, message: Message) {
        self.0.borrow_mut().push_back(message);
    }

    /// How many messages wait.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.borrow().len()
    }

    /// Whether no message waits.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.borrow().is_empty()
    }

    fn take(&self) -> Option<Message> {
        self.0.borrow_mut().pop_front()
    }
}

/// What the shell must do.
#[derive(Debug)]
pub enum Task {
    /// One of the state's effects that is not an engine's.
    Effect(Effect),
    /// Work for an engine's worker.
    Work(Engine, Work),
    /// The script API's call `serial`, a promise, is answered (`app::api::dispatch`).
    Answer(u64, Answer),
    /// Something for the console (a worker failed).
    Warn(String),
}

/// A step waiting its turn: a task for the shell, or a command for the state that an
/// engine's answer brought.
#[derive(Debug)]
enum Step {
    Task(Task),
    Send(Command),
    /// The counting worker's reply to the script API's call.
    Counted(u64, Reply),
}

/// The app core's runtime.
pub struct Runtime {
    state: State,
    engines: Engines,
    /// The state's effects waiting, in order.
    effects: VecDeque<Effect>,
    /// What the engines' conversations brought, before the next effect.
    steps: VecDeque<Step>,
    inbox: Inbox,
    /// The script API's calls under way ([`waiting`]).
    waiting: Vec<waiting::Pending>,
    /// The last call's number.
    serials: u64,
    /// The answers of the calls that answer at once, until the shell takes them.
    answered: Vec<(u64, Answer)>,
    /// The writes asked of the archive's database and not settled
    /// (`ArchiveInput::Written`).
    writes: u32,
    /// What the next animation frame does besides drawing.
    frame: Frame,
}

impl Runtime {
    /// A runtime around `state`, with a queue of its own.
    #[must_use]
    pub fn new(state: State) -> Runtime {
        Runtime::with_inbox(state, Inbox::default())
    }

    /// A runtime around `state` that takes its messages from `inbox` (a queue the shell
    /// made first, so that nothing posted before the runtime is there is lost).
    #[must_use]
    pub fn with_inbox(state: State, inbox: Inbox) -> Runtime {
        Runtime {
            state,
            engines: Engines::default(),
            effects: VecDeque::new(),
            steps: VecDeque::new(),
            inbox,
            waiting: Vec::new(),
            serials: 0,
            answered: Vec::new(),
            writes: 0,
            frame: Frame::default(),
        }
    }

    /// The next animation frame's plan, taken (the shell runs it in that frame).
    pub fn take_frame(&mut self) -> Frame {
        std::mem::take(&mut self.frame)
    }

    /// The state.
    #[must_use]
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The queue of messages (a handle to post to, kept by the shell).
    #[must_use]
    pub fn inbox(&self) -> Inbox {
        self.inbox.clone()
    }

    /// Hands `command` to the state at `world`; its effects wait after those waiting.
    /// Returns whether it was refused (why is already said).
    pub fn send(&mut self, command: Command, world: Surroundings) -> Result<(), PageError> {
        if let Command::Archive(ArchiveInput::Written(..)) = command {
            self.writes = self.writes.saturating_sub(1);
        }
        let (effects, result) = self.state.update(command, world);
        self.effects.extend(effects);
        result
    }

    /// What `engine`'s worker did, heard now (the shell's worker could not take its
    /// work): what comes of it goes first, before what was waiting.
    pub fn heard_now(&mut self, engine: Engine, heard: Heard) {
        let outs = self.engines.heard(engine, heard);
        let steps: Vec<Step> = outs.into_iter().map(step).collect();
        for s in steps.into_iter().rev() {
            self.steps.push_front(s);
        }
    }

    /// Asks the counting worker `commands` for the script API's count `serial` (a count
    /// under way is stopped).
    fn count(&mut self, serial: u64, commands: Vec<crate::engine::Command>) {
        let outs = self.engines.count(serial, commands);
        self.steps.extend(outs.into_iter().map(step));
    }

    /// Stops what `engine` does; returns whether it was doing something.
    fn stop(&mut self, engine: Engine) -> bool {
        let (was, outs) = self.engines.stop(engine);
        self.steps.extend(outs.into_iter().map(step));
        was
    }

    /// The next task for the shell, once everything before it is done; `None` when
    /// nothing waits. `world` tells the surroundings of a command the runtime sends (an
    /// answer, a message), `current` whether a worker's message comes from the worker
    /// now running (a replaced worker is not heard).
    pub fn next(
        &mut self,
        world: &dyn Fn() -> Surroundings,
        current: &dyn Fn(Engine, Option<u32>) -> bool,
    ) -> Option<Task> {
        loop {
            if let Some(s) = self.steps.pop_front() {
                match s {
                    Step::Task(task) => return Some(task),
                    Step::Send(command) => {
                        let _ = self.send(command, world());
                    }
                    Step::Counted(serial, reply) => self.counted(serial, reply),
                }
                continue;
            }
            if let Some(effect) = self.effects.pop_front() {
                match self.engines.carry_out(effect) {
                    Err(effect) if waiting::is_told(&effect) => self.told(effect),
                    Err(effect) => {
                        if let Effect::Db(DbEffect::Put { .. } | DbEffect::Delete(_)) = effect {
                            self.writes += 1;
                        }
                        return Some(Task::Effect(self.frame.keep(effect).unwrap_or_else(|e| e)));
                    }
                    Ok(outs) => self.steps.extend(outs.into_iter().map(step)),
                }
                continue;
            }
            if !self.waiting.is_empty() && self.settle_waiting(world) {
                continue;
            }
            match self.inbox.take()? {
                Message::Command(command) => {
                    let _ = self.send(command, world());
                }
                Message::Heard(engine, number, heard) => {
                    if current(engine, number) {
                        let outs = self.engines.heard(engine, heard);
                        self.steps.extend(outs.into_iter().map(step));
                    }
                }
            }
        }
    }
}

/// What comes of an engine's conversation, as a step.
fn step(out: Out) -> Step {
    match out {
        Out::Work(engine, work) => Step::Task(Task::Work(engine, work)),
        Out::Command(command) => Step::Send(command),
        Out::Counted(serial, reply) => Step::Counted(serial, reply),
        Out::Warn(text) => Step::Task(Task::Warn(text)),
    }
}

pub mod frame;
#[cfg(test)]
mod tests;
mod waiting;
