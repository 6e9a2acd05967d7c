//! The messages between the page (`workers`) and the GIF export worker (`film`): the
//! core's `three_crowns::ui::movie::wire` types, written by serde on both sides and read
//! by serde in the worker, by hand on the page (each binary includes this file).

// Each binary uses one direction: the page writes requests and reads what it hears, the
// worker the other way round.
#![allow(dead_code)]

use three_crowns::ui::movie::wire::{Request, Said};
use wasm_bindgen::{JsCast, JsValue};

use crate::js::{get, whole};

/// The page's request for `job`'s GIF under `ticket`.
pub fn to_js<T: serde::Serialize>(message: &T) -> Result<JsValue, String> {
    serde_wasm_bindgen::to_value(message).map_err(|e| e.to_string())
}

/// Reads the page's request, or says why it is none (with its ticket if it has one).
pub fn request_from_js(data: JsValue) -> Result<Request, Said> {
    let ticket = get(&data, "ticket").and_then(|t| whole(&t, 9_007_199_254_740_992.0));
    serde_wasm_bindgen::from_value(data).map_err(|e| {
        Said::made(
            ticket.map(|t| t as u64),
            Err(format!("the request cannot be read: {e}")),
        )
    })
}

/// What the worker said, if it is a message of the wire (read by hand: the page carries
/// no serde deserializer).
pub fn said_from_js(data: JsValue) -> Option<Said> {
    let text = |k: &str| get(&data, k).and_then(|v| v.as_string());
    let count = |v: JsValue| Some(whole(&v, f64::from(u32::MAX))? as u32);
    let progress = get(&data, "progress").and_then(|p| {
        let p: js_sys::Array = p.dyn_into().ok()?;
        Some([count(p.get(0))?, count(p.get(1))?])
    });
    Some(Said {
        ticket: get(&data, "ticket").and_then(|t| t.as_f64()),
        progress,
        gif: text("gif"),
        error: text("error"),
    })
}
