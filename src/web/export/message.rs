//! The messages between the page (`web::export`) and the GIF export worker (`film`), as
//! JavaScript objects, written and read here for both sides: `{ ticket, job }` to the
//! worker (`job`: a `three_crowns::ui::movie::Job` as serde writes it), and back
//! `{ ticket, done, total }` as it goes, then `{ ticket, gif, base64 }` (`gif` a
//! `Uint8Array` whose buffer is transferred) or `{ ticket, error }`.

// Each binary uses one direction of each message: the page writes jobs and reads what it
// hears, the worker the other way round.
#![allow(dead_code)]

use js_sys::Uint8Array;
use three_crowns::ui::movie::{Heard, Job};
use wasm_bindgen::{JsCast, JsValue};

use crate::js::{get, object, whole};

const TICKET: &str = "ticket";
const JOB: &str = "job";
const DONE: &str = "done";
const TOTAL: &str = "total";
const GIF: &str = "gif";
const BASE64: &str = "base64";
const ERROR: &str = "error";

/// `{ ticket, …fields }`.
fn message(ticket: Option<u64>, fields: &[(&str, JsValue)]) -> JsValue {
    let ticket = ticket.map_or(JsValue::NULL, |t| JsValue::from_f64(t as f64));
    let mut pairs = vec![(TICKET, ticket)];
    pairs.extend(fields.iter().cloned());
    object(&pairs)
}

/// A message's ticket, if it has one (a whole number from 0 to 2^53).
pub fn ticket_of(data: &JsValue) -> Option<u64> {
    Some(whole(&get(data, TICKET)?, 9_007_199_254_740_992.0)? as u64)
}

/// The page's message asking for `job`'s GIF under `ticket`.
pub fn job_to_js(ticket: u64, job: &Job) -> Result<JsValue, String> {
    let job = serde_wasm_bindgen::to_value(job).map_err(|e| e.to_string())?;
    Ok(message(Some(ticket), &[(JOB, job)]))
}

/// Reads the page's message: its ticket and job, or why it is not one (with its ticket
/// if it has one).
pub fn job_from_js(data: &JsValue) -> Result<(u64, Job), (Option<u64>, String)> {
    let ticket = ticket_of(data);
    let (Some(t), Some(job)) = (ticket, get(data, JOB)) else {
        return Err((ticket, "a request is { ticket, job }".to_string()));
    };
    serde_wasm_bindgen::from_value(job)
        .map(|job| (t, job))
        .map_err(|e| (ticket, format!("the job cannot be read: {e}")))
}

/// `{ ticket, done, total }`.
pub fn progress_to_js(ticket: u64, done: u32, total: u32) -> JsValue {
    message(Some(ticket), &[(DONE, done.into()), (TOTAL, total.into())])
}

/// `{ ticket, gif, base64 }`, and the buffer to transfer with it.
pub fn gif_to_js(ticket: u64, bytes: &[u8], base64: &str) -> (JsValue, JsValue) {
    let gif = Uint8Array::from(bytes);
    let buffer = gif.buffer().into();
    let msg = message(Some(ticket), &[(GIF, gif.into()), (BASE64, base64.into())]);
    (msg, buffer)
}

/// `{ ticket, error }`.
pub fn error_to_js(ticket: Option<u64>, error: &str) -> JsValue {
    message(ticket, &[(ERROR, error.into())])
}

/// What the page hears in a message of the worker, with its ticket; `None` for a
/// message that is none of the three.
pub fn heard_from_js(data: &JsValue) -> Option<(u64, Heard)> {
    let ticket = ticket_of(data)?;
    if let Some(e) = get(data, ERROR) {
        let why = e
            .as_string()
            .unwrap_or_else(|| "the export failed".to_string());
        return Some((ticket, Heard::Failed(why)));
    }
    if let Some(gif) = get(data, GIF) {
        let bytes = gif.dyn_into::<Uint8Array>().ok()?.to_vec();
        let base64 = get(data, BASE64)?.as_string()?;
        return Some((ticket, Heard::Done { bytes, base64 }));
    }
    let count = |k: &str| Some(whole(&get(data, k)?, f64::from(u32::MAX))? as u32);
    Some((
        ticket,
        Heard::Progress {
            done: count(DONE)?,
            total: count(TOTAL)?,
        },
    ))
}
