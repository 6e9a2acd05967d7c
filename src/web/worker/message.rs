//! The messages between the page and an engine Web Worker (`three_crowns::engine::wire`)
//! as JavaScript objects, written and read here for both sides (the page's `workers`, the
//! worker's `main`): `{ ticket, lines, progress }` to the worker, `{ ticket, lines }` or
//! `{ ticket, progress }` back.

// Each binary uses one direction of each message: the page writes requests and reads
// messages, the worker the other way round.
#![allow(dead_code)]

use three_crowns::engine::wire::{Body, Message, Request, Ticket};
use wasm_bindgen::JsValue;

use crate::js::{get, lines, object, strings, whole};

const TICKET: &str = "ticket";
const LINES: &str = "lines";
const PROGRESS: &str = "progress";

/// The ticket of a message, if it has one.
pub fn ticket_of(data: &JsValue) -> Option<Ticket> {
    Some(Ticket(
        whole(&get(data, TICKET)?, f64::from(u32::MAX))? as u32
    ))
}

/// A request as the message posted.
pub fn request_to_js(r: &Request) -> JsValue {
    let (ticket, lines) = ((TICKET, r.ticket.0.into()), (LINES, lines(&r.lines)));
    match r.progress {
        true => object(&[ticket, lines, (PROGRESS, JsValue::TRUE)]),
        false => object(&[ticket, lines]),
    }
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
    let ticket = (TICKET, m.ticket.map_or(JsValue::UNDEFINED, |t| t.0.into()));
    match &m.body {
        Body::Answer(l) => object(&[ticket, (LINES, lines(l))]),
        Body::Progress(line) => object(&[ticket, (PROGRESS, JsValue::from_str(line))]),
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
