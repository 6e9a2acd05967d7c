//! What comes later (a worker's message, a timer, a fetched file, the clipboard's word)
//! reaches the app through [`post`] and [`heard`]: each goes into the app core's
//! runtime's queue of messages ([`Inbox`], which never refuses one), and the app is woken
//! to take it, at once if it is free, else once the action that keeps it busy is over.
//! This file knows the app only by the function that wakes it ([`set_wake`]), so that
//! the files that start such work need not know the app.

use std::cell::{Cell, OnceCell};

use three_crowns::app::engines::{Engine, Heard};
use three_crowns::app::runtime::{Inbox, Message};
use three_crowns::app::Command;

struct Handle {
    inbox: OnceCell<Inbox>,
    wake: Cell<Option<fn()>>,
}

thread_local! {
    // Made at compile time: no lazy start, nothing to drop.
    static HANDLE: Handle = const {
        Handle {
            inbox: OnceCell::new(),
            wake: Cell::new(None),
        }
    };
}

/// The runtime's queue of messages (made at the first call; the app's runtime takes its
/// messages from it).
pub fn inbox() -> Inbox {
    HANDLE.with(|h| h.inbox.get_or_init(Inbox::default).clone())
}

/// Posts `message` and wakes the app to take it.
fn deliver(message: Message) {
    inbox().post(message);
    if let Some(wake) = HANDLE.with(|h| h.wake.get()) {
        wake();
    }
}

/// What wakes the app (set once it is there: what was posted before waits for it).
pub fn set_wake(wake: fn()) {
    HANDLE.with(|h| h.wake.set(Some(wake)));
}

/// Hands `command` to the app (kept in order until the app can take it).
pub fn post(command: Command) {
    deliver(Message::Command(command));
}

/// Tells the app what `engine`'s worker numbered `number` did.
pub fn heard(engine: Engine, number: Option<u32>, heard: Heard) {
    deliver(Message::Heard(engine, number, heard));
}
