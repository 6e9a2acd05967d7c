//! The messages between the page and an engine Web Worker (`three_crowns::engine::wire`)
//! as JavaScript objects, written and read here for both sides (the page's `workers`, the
//! worker's `handler`): `{ ticket, lines, progress }` to the worker, `{ ticket, lines }`
//! or `{ ticket, progress }` back.

// Each binary uses one direction of each message: the page writes requests and reads
// messages, the worker the other way round.
#![allow(dead_code)]

use js_sys::{Array, Reflect};
use three_crowns::engine::wire::{Body, Message, Request, Ticket};
use wasm_bindgen::JsValue;

const TICKET: &str = "ticket";
const LINES: &str = "lines";
const PROGRESS: &str = "progress";

/// The ticket of a message, if it has one.
pub fn ticket_of(data: &JsValue) -> Option<Ticket> {
    let t = get(data, TICKET)?.as_f64()?;
    (t.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&t)).then_some(Ticket(t as u32))
}

/// A request as the message posted.
pub fn request_to_js(r: &Request) -> JsValue {
    let msg = object(&r.ticket.0.into(), LINES, &lines(&r.lines));
    if r.progress {
        set(&msg, PROGRESS, &JsValue::TRUE);
    }
    msg
}

/// Reads a message posted to the worker; `None` when it is not a request.
pub fn request_from_js(data: &JsValue) -> Option<Request> {
    Some(Request {
        ticket: ticket_of(data)?,
        lines: strings(&get(data, LINES)?)?,
        progress: get(data, PROGRESS).and_then(|p| p.as_bool()) == Some(true),
    })
}

/// A worker's message as posted.
pub fn message_to_js(m: &Message) -> JsValue {
    let ticket = m.ticket.map_or(JsValue::UNDEFINED, |t| t.0.into());
    match &m.body {
        Body::Answer(l) => object(&ticket, LINES, &lines(l)),
        Body::Progress(line) => object(&ticket, PROGRESS, &JsValue::from_str(line)),
    }
}

/// Reads a message posted by the worker: progress when it has a `progress` line, else an
/// answer (with no lines when it has none).
pub fn message_from_js(data: &JsValue) -> Message {
    let body = match get(data, PROGRESS).and_then(|p| p.as_string()) {
        Some(line) => Body::Progress(line),
        None => Body::Answer(
            get(data, LINES)
                .and_then(|l| strings(&l))
                .unwrap_or_default(),
        ),
    };
    Message {
        ticket: ticket_of(data),
        body,
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
