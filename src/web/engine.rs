//! `three-crowns-engine`, the engine's Web Worker (wasm32): the search and the engine
//! protocol of the core crate, answering the page's requests (`worker`). A module of its
//! own, apart from the page's, so that the first load of the page carries none of the
//! search: the page starts the worker (`www/engine-worker.js`) only when the computer
//! first thinks (see the page's `engine_client`).

mod message;
mod worker;

/// The global allocator: talc, smaller in the wasm than the standard library's dlmalloc
/// (this module is single-threaded).
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    console_error_panic_hook::set_once();
    if let Err(e) = worker::start() {
        // Fails the worker's start-up: the page hears it as the worker's `error` event.
        wasm_bindgen::throw_val(e);
    }
}
