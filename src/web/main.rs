//! `three-crowns-web`, the browser game (wasm32): wires the natively tested front-end logic
//! of the core crate (`three_crowns::ui`) to the DOM and a canvas. Modules follow chessground's split: `app` (state and actions),
//! `render` (drawing), `frame` (the animation frames), `events` (input), `panel` (beside
//! the board), `api` (script API), plus `storage`, `rules` and `audio` (sounds); `page` is
//! the page's entry point.
//!
//! The same module also runs in the engine's Web Worker (`engine_client` starts it,
//! `worker` answers there): [`start`] tells the two apart by the presence of a document.
//!
//! It is its own package (`web/Cargo.toml`): the core it stands on has no web dependency,
//! not even behind a cfg. Build it with trunk (`index.html`), with the workspace's `web`
//! profile (optimised for size; see Cargo.toml).

mod analysis;
mod api;
mod app;
mod audio;
mod computer;
mod crash;
mod dom;
mod engine_client;
mod events;
mod frame;
mod page;
mod panel;
mod render;
mod rules;
mod storage;
mod worker;

fn main() {
    start();
}

/// Starts the game on a page, or the engine in a worker (no document): only the page's
/// entry point (`page`) reaches the DOM wiring.
pub fn start() {
    crash::install();
    let on_page = web_sys::window().and_then(|w| w.document()).is_some();
    if !on_page {
        if let Err(e) = worker::start() {
            // Fails the worker's start-up: the page hears it as the worker's `error` event.
            wasm_bindgen::throw_val(e);
        }
        return;
    }
    page::start();
}
