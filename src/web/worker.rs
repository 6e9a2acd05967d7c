//! The engine's side of the Web Worker: the engine's own wasm module
//! (`three-crowns-engine`, `src/web/engine.rs`), started by `www/engine-worker.js`, whose
//! `main` calls [`start`].
//!
//! Each message from the page is `{ ticket, lines: ["position tcn …", "perft 5"] }`:
//! the lines go, in order, through the engine protocol's state machine
//! (`three_crowns::engine::Engine::command`, the same parser and code as `three-crowns engine`), and the reply
//! lines of all of them come back in one message `{ ticket, lines: [...] }`, the ticket
//! echoed unchanged. The engine's state (its position and options) lasts as long as the
//! worker; the page sends the position with every request anyway.
//!
//! A request with `progress: true` also hears about long work as it goes: each `info`
//! line of a search (the engine sends at most ten a second) is posted at once as
//! `{ ticket, progress: "info …" }`, before the final reply (which holds them too). The
//! analysis board runs `go infinite` this way and stops it by terminating the worker.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use std::sync::atomic::AtomicBool;

use three_crowns::engine::{Action, Engine, Flow};

thread_local! {
    static ENGINE: RefCell<Engine> = RefCell::new(Engine::with_clock(js_sys::Date::now));
}

/// Installs the worker's message handler.
pub fn start() -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global()
        .dyn_into()
        .map_err(|_| JsValue::from_str("the engine runs in a dedicated worker"))?;
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let reply = answer(&e.data(), &reply_to);
        if let Err(err) = reply_to.post_message(&reply) {
            web_sys::console::error_2(&JsValue::from_str("engine worker:"), &err);
        }
    });
    scope.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref())?;
    on_message.forget();
    Ok(())
}

/// The reply to one message: `{ ticket, lines }`. A message that is not of the expected
/// shape is answered with one `error …` line, as the protocol answers a bad line.
fn answer(data: &JsValue, scope: &DedicatedWorkerGlobalScope) -> JsValue {
    let get = |name: &str| js_sys::Reflect::get(data, &JsValue::from_str(name)).ok();
    let ticket = get("ticket").unwrap_or(JsValue::NULL);
    let progress = get("progress").and_then(|p| p.as_bool()) == Some(true);
    let post = |line: &str| {
        let out = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&out, &JsValue::from_str("ticket"), &ticket);
        let _ = js_sys::Reflect::set(
            &out,
            &JsValue::from_str("progress"),
            &JsValue::from_str(line),
        );
        let _ = scope.post_message(&out);
    };
    let lines: Option<Vec<String>> = get("lines").filter(js_sys::Array::is_array).and_then(|v| {
        js_sys::Array::from(&v)
            .iter()
            .map(|l| l.as_string())
            .collect()
    });
    let replies = match lines {
        Some(lines) => run(&lines, progress.then_some(&post as &dyn Fn(&str))),
        None => vec!["error a request is { ticket, lines: [protocol lines] }".to_string()],
    };
    let out = js_sys::Object::new();
    let array: js_sys::Array = replies.iter().map(|l| JsValue::from_str(l)).collect();
    let _ = js_sys::Reflect::set(&out, &JsValue::from_str("ticket"), &ticket);
    let _ = js_sys::Reflect::set(&out, &JsValue::from_str("lines"), &array);
    out.into()
}

/// Runs protocol lines through the engine; `quit` ends the list (the worker itself lives
/// on until the page terminates it). Long work's lines as it goes also go to `progress`.
fn run(lines: &[String], progress: Option<&dyn Fn(&str)>) -> Vec<String> {
    ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        let mut out = Vec::new();
        for line in lines {
            match engine.command(line) {
                Action::Reply(replies, flow) => {
                    out.extend(replies.iter().map(ToString::to_string));
                    if flow == Flow::Quit {
                        break;
                    }
                }
                Action::Work(_, job) => {
                    let stop = AtomicBool::new(false);
                    let last = job(&stop, &mut |r| {
                        let line = r.to_string();
                        if let Some(p) = progress {
                            p(&line);
                        }
                        out.push(line);
                    });
                    out.extend(last.iter().map(ToString::to_string));
                }
            }
        }
        out
    })
}
