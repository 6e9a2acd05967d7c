//! Commands that come later (a worker's answer, a timer, a fetched file, the clipboard's
//! word) reach the app through [`post`], which the page's entry point connects to it: the
//! files that start such work need not know the app.

use std::cell::RefCell;
use std::rc::Rc;

use three_crowns::app::Command;

/// Where posted commands go.
type Sink = Rc<dyn Fn(Command)>;

thread_local! {
    static SINK: RefCell<Option<Sink>> = const { RefCell::new(None) };
}

/// Sends every posted command to `sink` (the app), from now on.
pub fn connect(sink: impl Fn(Command) + 'static) {
    SINK.with(|s| *s.borrow_mut() = Some(Rc::new(sink)));
}

/// Hands `command` to the app (dropped before the page has connected one).
pub fn post(command: Command) {
    let sink = SINK.with(|s| s.borrow().clone());
    if let Some(sink) = sink {
        sink(command);
    }
}
