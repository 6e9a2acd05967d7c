//! `window.threeCrowns`: the page's typed script API. Its calls are the core's
//! (`three_crowns::app::api::dispatch`: their names, which answer with a promise, their
//! arguments read, their answers); the runtime carries them out. This shell reads the
//! arguments as the core's [`Given`], serialises the answers, and settles the promises.
//! Used by the end-to-end tests and the measurement script.

use serde::Serialize;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::dom;
use super::with_app;
use three_crowns::app::api::calls::Given;
use three_crowns::app::api::dispatch::{self, Answer};
use three_crowns::ui::error::PageError;

/// An argument as the app core reads it (an object's properties `depth` levels deep).
fn given(v: &JsValue, depth: u8) -> Given {
    if v.is_undefined() || v.is_null() {
        Given::Absent
    } else if let Some(b) = v.as_bool() {
        Given::Bool(b)
    } else if let Some(s) = v.as_string() {
        Given::Text(s)
    } else if let Some(n) = v.as_f64() {
        // JavaScript's own spelling of the number: no float formatter in the wasm.
        Given::Number(n, dom::number_text(n))
    } else if v.is_object() && depth > 0 {
        let entries = js_sys::Object::entries(v.unchecked_ref());
        Given::Object(
            entries
                .iter()
                .map(|e| {
                    let e: js_sys::Array = e.unchecked_into();
                    (
                        e.get(0).as_string().unwrap_or_default(),
                        given(&e.get(1), depth - 1),
                    )
                })
                .collect(),
        )
    } else {
        Given::Other(v.js_typeof().as_string().unwrap_or_default())
    }
}

fn to_js<T: Serialize>(v: &T) -> JsValue {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// Settles a promise with `answer`: resolved with its value, or rejected with a
/// JavaScript `Error` of its words.
pub fn settle(resolve: &js_sys::Function, reject: &js_sys::Function, answer: &Answer) {
    let _ = match answer {
        Ok(v) => resolve.call1(&JsValue::NULL, &to_js(v)),
        Err(why) => reject.call1(&JsValue::NULL, &js_sys::Error::new(why)),
    };
}

/// Installs `window.threeCrowns`: one function for each of the core's calls, each the one
/// closure [`call`] with its name bound as its first argument. The start of the page's
/// wasm makes the object (a first visit calls no API: scripts/split-wasm.mjs leaves the
/// calls' code with the rest, fetched at the first call).
pub fn install() -> Result<(), JsValue> {
    let closure = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> JsValue>::new(
        |name: JsValue, a: JsValue, b: JsValue| call(&name.as_string().unwrap_or_default(), a, b),
    );
    let f: &js_sys::Function = closure.as_ref().unchecked_ref();
    let api = js_sys::Object::new();
    for name in dispatch::names() {
        let name = JsValue::from_str(name);
        js_sys::Reflect::set(&api, &name, &f.bind1(&JsValue::NULL, &name))?;
    }
    closure.forget();
    js_sys::Reflect::set(&dom::window(), &"threeCrowns".into(), &api)?;
    Ok(())
}

/// The API's call `name` with its arguments: its answer, or a promise of it.
#[inline(never)]
fn call(name: &str, a: JsValue, b: JsValue) -> JsValue {
    let args = [given(&a, 2), given(&b, 2)];
    if !dispatch::later(name) {
        let answer = with_app(|app| app.call(name, args, None)).flatten();
        return answer.map_or(JsValue::UNDEFINED, |a| {
            a.map_or(JsValue::NULL, |v| to_js(&v))
        });
    }
    let mut args = Some(args);
    js_sys::Promise::new(&mut |resolve, reject| {
        if let Some(args) = args.take() {
            let promise = Some((resolve.clone(), reject.clone()));
            if with_app(|app| app.call(name, args, promise)).is_none() {
                settle(&resolve, &reject, &Err(PageError::Busy.to_string()));
            }
        }
    })
    .into()
}
