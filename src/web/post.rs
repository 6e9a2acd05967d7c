//! What comes later (a worker's message, a timer, a fetched file, the clipboard's word)
//! reaches the app through [`post`] and [`heard`], which the page's entry point connects
//! to it: the files that start such work need not know the app.
//!
//! Nothing posted is lost: what is posted goes into a queue, in order, and the queue is
//! handed to the app as soon as it is free. A message posted while the app is busy with
//! another (a worker that fails as it is started, a picture delivered while the page
//! handles the action that asked for it) waits until that action is over
//! ([`drain`], called when the app is let go).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use three_crowns::app::engines::{Engine, Heard};
use three_crowns::app::Command;

/// What is posted to the app.
pub enum Posted {
    /// A command for the state.
    Command(Command),
    /// What an engine worker (by its number; `None`: a deadline) did, for the app core's
    /// engines.
    Heard(Engine, Option<u32>, Heard),
}

/// Where posted things go: the sink gives back what it could not take (the app is busy).
type Sink = Rc<dyn Fn(Posted) -> Result<(), Posted>>;

thread_local! {
    static SINK: RefCell<Option<Sink>> = const { RefCell::new(None) };
    static QUEUE: RefCell<VecDeque<Posted>> = const { RefCell::new(VecDeque::new()) };
}

/// Sends everything posted to `sink` (the app), from now on; what was posted before is
/// handed to it now.
pub fn connect(sink: impl Fn(Posted) -> Result<(), Posted> + 'static) {
    SINK.with(|s| *s.borrow_mut() = Some(Rc::new(sink)));
    drain();
}

fn deliver(posted: Posted) {
    QUEUE.with(|q| q.borrow_mut().push_back(posted));
    drain();
}

/// Hands what waits in the queue to the app, oldest first, until the queue is empty or
/// the app is busy (then it waits for the next call, which the app makes when it is let
/// go).
pub fn drain() {
    let Some(sink) = SINK.with(|s| s.borrow().clone()) else {
        return;
    };
    while let Some(posted) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        if let Err(posted) = sink(posted) {
            QUEUE.with(|q| q.borrow_mut().push_front(posted));
            return;
        }
    }
}

/// Hands `command` to the app (kept in order until the app can take it).
pub fn post(command: Command) {
    deliver(Posted::Command(command));
}

/// Tells the app what `engine`'s worker numbered `number` did.
pub fn heard(engine: Engine, number: Option<u32>, heard: Heard) {
    deliver(Posted::Heard(engine, number, heard));
}
