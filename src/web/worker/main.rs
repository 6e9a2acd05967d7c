//! `three-crowns-engine`, the engine's Web Worker (wasm32): the search and the engine
//! protocol of the core crate, answering the page's requests (`handler`). A module of its
//! own, apart from the page's, so that the first load of the page carries none of the
//! search: the page starts the worker (`www/engine-worker.js`) only when the computer
//! first thinks (see the page's `workers`).
//!
//! The worker's files are together in this folder, `src/web/worker/`: this root (the
//! worker binary's `main`), `handler` (the worker's side of the conversation) and
//! `message` (the messages between page and worker, one type each way, which the page's
//! binary includes too: its `main.rs` names this folder's `message.rs`). The worker's
//! JavaScript bootstrap stays `www/engine-worker.js`, beside the page's other scripts:
//! its URL is what the page starts, the service worker precaches and the end-to-end
//! tests name, so it is not moved here.

mod handler;
mod message;

/// The global allocator: talc, smaller in the wasm than the standard library's dlmalloc
/// (this module is single-threaded).
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    console_error_panic_hook::set_once();
    if let Err(e) = handler::start() {
        // Fails the worker's start-up: the page hears it as the worker's `error` event.
        wasm_bindgen::throw_val(e);
    }
}
