//! `three-crowns-export`, the GIF export's Web Worker (wasm32): draws each shot of a game
//! (`three_crowns::ui::movie`) on an `OffscreenCanvas` and encodes the GIF, off the page's
//! thread. A module of its own, apart from the page's and the engine's, fetched only when
//! the first GIF is asked for: the page's first load carries none of the encoder.
//!
//! Its files are together in this folder, `src/web/export/`: this root, `film` (a job in,
//! progress and the GIF out), `pen` (the page's `Pen2d`, over the offscreen context) and
//! `message` (the messages both ways, which the page's `web::export` names too). Its
//! bootstrap is the engine's, `www/engine-worker.js`.

mod film;
#[path = "../js.rs"]
mod js;
mod message;
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
