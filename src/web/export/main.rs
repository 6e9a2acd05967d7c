//! `three-crowns-export`, the GIF export's Web Worker (wasm32), fetched at the first GIF
//! (docs/ARCHITECTURE.md): `film` (a job in, progress and the GIF out, each one
//! string the core writes and reads: `ui::movie::wire`). Its bootstrap is `www/engine-worker.js`.

mod film;
#[path = "../js.rs"]
mod js;
#[path = "../pen.rs"]
mod pen;

/// The global allocator: talc, smaller in the wasm than the standard library's dlmalloc
/// (this module is single-threaded).
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    console_error_panic_hook::set_once();
    if let Err(e) = film::start() {
        // Fails the worker's start-up: the page hears it as the worker's `error` event.
        wasm_bindgen::throw_val(e);
    }
}
