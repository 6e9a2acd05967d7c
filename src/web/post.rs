//! What comes later (a worker's message, a timer, a fetched file, the clipboard's word)
//! reaches the app through [`post`] and [`heard`], which the page's entry point connects
//! to it: the files that start such work need not know the app.

use std::cell::RefCell;
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

/// Where posted things go.
type Sink = Rc<dyn Fn(Posted)>;

thread_local! {
    static SINK: RefCell<Option<Sink>> = const { RefCell::new(None) };
}

/// Sends everything posted to `sink` (the app), from now on.
pub fn connect(sink: impl Fn(Posted) + 'static) {
    SINK.with(|s| *s.borrow_mut() = Some(Rc::new(sink)));
}

fn deliver(posted: Posted) {
    let sink = SINK.with(|s| s.borrow().clone());
    if let Some(sink) = sink {
        sink(posted);
    }
}

/// Hands `command` to the app (dropped before the page has connected one).
pub fn post(command: Command) {
    deliver(Posted::Command(command));
}

/// Tells the app what `engine`'s worker numbered `number` did.
pub fn heard(engine: Engine, number: Option<u32>, heard: Heard) {
    deliver(Posted::Heard(engine, number, heard));
}
