//! The engine's side of the Web Worker (`three-crowns-engine`), whose `main` calls
//! [`start`]. Each request's lines go, in order, through the engine protocol's state
//! machine (`three_crowns::engine::Engine::command`, the same as `three-crowns engine`);
//! their reply lines come back in one message under the request's ticket, and a request
//! with `progress: true` also gets each `info` line of its long work as it goes
//! (docs/ARCHITECTURE.md, "The engine's Web Worker").

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use std::sync::atomic::AtomicBool;

use three_crowns::engine::{Action, Engine, Flow};

use crate::message::{message_to_js, request_from_js, ticket_of};
use three_crowns::engine::wire::{not_a_request, Body, Message};

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
        if let Err(err) = reply_to.post_message(&message_to_js(&reply)) {
            web_sys::console::error_2(&JsValue::from_str("engine worker:"), &err);
        }
    });
    scope.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref())?;
    on_message.forget();
    Ok(())
}

/// The answer to one message. A message that is not a request is answered with one
/// `error …` line, as the protocol answers a bad line.
fn answer(data: &JsValue, scope: &DedicatedWorkerGlobalScope) -> Message {
    let Some(request) = request_from_js(data) else {
        return not_a_request(ticket_of(data));
    };
    let ticket = Some(request.ticket);
    let post = |line: &str| {
        let progress = Message {
            ticket,
            body: Body::Progress(line.to_string()),
        };
        let _ = scope.post_message(&message_to_js(&progress));
    };
    let progress = request.progress.then_some(&post as &dyn Fn(&str));
    Message {
        ticket,
        body: Body::Answer(run(&request.lines, progress)),
    }
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
