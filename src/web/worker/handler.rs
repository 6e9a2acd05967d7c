//! The engine's side of the Web Worker (`three-crowns-engine`), whose `main` calls
//! [`start`]. Each request's lines go, in order, through the engine protocol's state
//! machine (`three_crowns::engine::Engine::command`, the same as `three-crowns engine`);
//! their reply lines come back in one message under the request's ticket, and a request
//! with `progress: true` also gets each `info` line of its long work as it goes
//! (docs/ARCHITECTURE.md, "The engine's Web Worker").

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use three_crowns::engine::Engine;

use crate::message::{message_to_js, request_from_js, ticket_of};
use three_crowns::engine::wire::{answer, not_a_request, Message};

/// Installs the worker's message handler, which owns the engine.
pub fn start() -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global()
        .dyn_into()
        .map_err(|_| JsValue::from_str("the engine runs in a dedicated worker"))?;
    let reply_to = scope.clone();
    let mut engine = Engine::with_clock(js_sys::Date::now);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let post = |m: &Message| reply_to.post_message(&message_to_js(m));
        // A message that is not a request is answered with one `error …` line, as the
        // protocol answers a bad line.
        let reply = match request_from_js(&e.data()) {
            Some(request) => answer(&mut engine, &request, &mut |m| drop(post(&m))),
            None => not_a_request(ticket_of(&e.data())),
        };
        if let Err(err) = post(&reply) {
            web_sys::console::error_2(&JsValue::from_str("engine worker:"), &err);
        }
    });
    scope.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref())?;
    on_message.forget();
    Ok(())
}
