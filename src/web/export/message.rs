//! The page's request to the GIF export worker (`film`), the core's
//! `three_crowns::ui::movie::wire::Request`, written by serde on the page (`workers`) and
//! read by serde in the worker (each binary includes this file). What the worker says
//! back is one string (`Said::to_text`).

// Each binary uses one direction: the page writes requests, the worker reads them.
#![allow(dead_code)]

use three_crowns::ui::movie::wire::{Request, Said};
use wasm_bindgen::JsValue;

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
