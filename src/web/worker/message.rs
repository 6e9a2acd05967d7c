//! The messages between the page and the engine's Web Worker: one type each way, written
//! and read here for both sides (the page's `engine_client`, the worker's `handler`), so
//! that the two binaries cannot disagree on the wire format (docs/FRONTEND.md):
//!
//! - page → worker, a [`Request`]: `{ ticket, lines: ["position tcn …", "go"] }`, with
//!   `progress: true` when the page wants to hear long work as it goes;
//! - worker → page, a [`Message`]: the answer `{ ticket, lines: [reply lines] }`, or, while
//!   a request with progress runs, `{ ticket, progress: "info …" }`.
//!
//! The lines are engine protocol lines (ENGINE-PROTOCOL.md): the page writes them from
//! `three_crowns::engine::Command` values, the worker's engine reads them as its own
//! input, and the page reads the answer's lines as `three_crowns::engine::Reply` values.
//! The [`Ticket`] is the page's number for a request; the worker echoes it unchanged, and
//! the page uses a message only when its ticket is the pending request's.

// Each binary uses one direction of each message: the page writes requests and reads
// messages, the worker the other way round.
#![allow(dead_code)]

use js_sys::{Array, Reflect};
use three_crowns::engine::Command;
use wasm_bindgen::JsValue;

const TICKET: &str = "ticket";
const LINES: &str = "lines";
const PROGRESS: &str = "progress";

/// The page's number for a request, echoed by the worker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ticket(pub u32);

impl Ticket {
    /// The ticket after this one.
    #[must_use]
    pub fn next(self) -> Ticket {
        Ticket(self.0.wrapping_add(1))
    }

    /// The ticket of a message, if it has one.
    pub fn of(data: &JsValue) -> Option<Ticket> {
        let t = get(data, TICKET)?.as_f64()?;
        (t.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&t)).then_some(Ticket(t as u32))
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

    /// The message posted.
    #[must_use]
    pub fn to_js(&self) -> JsValue {
        let msg = object(&self.ticket.0.into(), LINES, &lines(&self.lines));
        if self.progress {
            set(&msg, PROGRESS, &JsValue::TRUE);
        }
        msg
    }

    /// Reads a message posted to the worker; `None` when it is not a request.
    #[must_use]
    pub fn from_js(data: &JsValue) -> Option<Request> {
        Some(Request {
            ticket: Ticket::of(data)?,
            lines: strings(&get(data, LINES)?)?,
            progress: get(data, PROGRESS).and_then(|p| p.as_bool()) == Some(true),
        })
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

impl Message {
    /// The message posted.
    #[must_use]
    pub fn to_js(&self) -> JsValue {
        let ticket = self.ticket.map_or(JsValue::UNDEFINED, |t| t.0.into());
        match &self.body {
            Body::Answer(l) => object(&ticket, LINES, &lines(l)),
            Body::Progress(line) => object(&ticket, PROGRESS, &JsValue::from_str(line)),
        }
    }

    /// Reads a message posted by the worker: progress when it has a `progress` line, else
    /// an answer (with no lines when it has none).
    #[must_use]
    pub fn from_js(data: &JsValue) -> Message {
        let body = match get(data, PROGRESS).and_then(|p| p.as_string()) {
            Some(line) => Body::Progress(line),
            None => Body::Answer(
                get(data, LINES)
                    .and_then(|l| strings(&l))
                    .unwrap_or_default(),
            ),
        };
        Message {
            ticket: Ticket::of(data),
            body,
        }
    }
}

/// A property of a message (`None` when it is not there or the message is no object).
fn get(data: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(data, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined())
}

/// Sets a property of a plain object made here (which cannot fail).
fn set(obj: &JsValue, name: &str, value: &JsValue) {
    let _ = Reflect::set(obj, &JsValue::from_str(name), value);
}

/// `{ ticket, <name>: value }`.
fn object(ticket: &JsValue, name: &str, value: &JsValue) -> JsValue {
    let msg: JsValue = js_sys::Object::new().into();
    set(&msg, TICKET, ticket);
    set(&msg, name, value);
    msg
}

fn lines(lines: &[String]) -> JsValue {
    lines
        .iter()
        .map(|l| JsValue::from_str(l))
        .collect::<Array>()
        .into()
}

/// The strings of an array (`None` for anything else than an array).
fn strings(v: &JsValue) -> Option<Vec<String>> {
    Array::is_array(v).then(|| {
        Array::from(v)
            .iter()
            .filter_map(|l| l.as_string())
            .collect()
    })
}
