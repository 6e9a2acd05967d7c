//! `three-crowns-engine`, the engine's Web Worker (wasm32): the engine protocol of the core
//! crate answering the page's requests, each one's lines run by `engine::wire::answer`
//! (docs/ARCHITECTURE.md, "The engine's Web Worker"). A module of its own, so that the
//! page's first load carries none of the search. Its files are together in this folder:
//! this root (the messages both ways are strings, written and read by
//! `three_crowns::engine::wire::text`); its bootstrap stays `www/engine-worker.js`, the URL the page starts and the tests name.

#[path = "../js.rs"]
mod js;

use three_crowns::engine::wire::text::ticket_of;
use three_crowns::engine::wire::{answer, not_a_request, Message, Request};
use three_crowns::engine::Engine;
use wasm_bindgen::JsValue;

/// The global allocator: talc, smaller in the wasm than the standard library's dlmalloc
/// (this module is single-threaded).
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    console_error_panic_hook::set_once();
    // The engine, owned by the message handler, keeps its game between requests.
    let mut engine = Engine::with_clock(js_sys::Date::now);
    let served = js::serve("engine", move |data, scope| {
        let post = |m: &Message| scope.post_message(&JsValue::from_str(&m.to_text()));
        let text = data.as_string().unwrap_or_default();
        let reply = match Request::from_text(&text) {
            Some(request) => answer(&mut engine, &request, &mut |m| drop(post(&m))),
            // Answered with one `error …` line, as the protocol answers a bad line.
            None => not_a_request(ticket_of(&text)),
        };
        post(&reply)
    });
    if let Err(e) = served {
        // Fails the worker's start-up: the page hears it as the worker's `error` event.
        wasm_bindgen::throw_val(e);
    }
}
