//! The JavaScript helpers the three binaries share (the page, the engine's worker and the
//! GIF's worker each include this file): plain objects and their properties, numbers and
//! strings read with care, a value thrown in words, and a worker's message loop.

// Each binary uses some of them.
#![allow(dead_code)]

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// A property of `v` (`None` when it is missing, undefined or null, or `v` is no object).
pub fn get(v: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(v, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// A plain object with `pairs` as its properties.
pub fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        // Setting a property of a new plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

/// The strings of an array (`None` for anything else than an array of strings only: a
/// list read by place never shifts past a value that is not one).
pub fn strings(v: &JsValue) -> Option<Vec<String>> {
    if !Array::is_array(v) {
        return None;
    }
    Array::from(v).iter().map(|l| l.as_string()).collect()
}

/// A JavaScript value thrown or rejected, in words: a string as it is, an `Error`'s
/// message, anything else as JSON (the page formats no `Debug` of a `JsValue`).
pub fn words(v: &JsValue) -> String {
    v.as_string()
        .or_else(|| {
            v.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .or_else(|| js_sys::JSON::stringify(v).ok().and_then(|s| s.as_string()))
        .unwrap_or_else(|| "no reason given".to_string())
}

/// Serves the messages of a dedicated worker (the `name` one) for its life: `answer`
/// hears each message's data and posts what it says through the scope it is given; a post
/// that fails is written in the console.
pub fn serve(
    name: &str,
    mut answer: impl FnMut(&JsValue, &DedicatedWorkerGlobalScope) -> Result<(), JsValue> + 'static,
) -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global()
        .dyn_into()
        .map_err(|_| JsValue::from_str(&format!("the {name} runs in a dedicated worker")))?;
    let reply_to = scope.clone();
    let said = JsValue::from_str(&format!("{name} worker:"));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Err(err) = answer(&e.data(), &reply_to) {
            web_sys::console::error_2(&said, &err);
        }
    });
    scope.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref())?;
    on_message.forget();
    Ok(())
}
