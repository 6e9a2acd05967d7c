//! `three-crowns-web`, the browser game (wasm32): wires the natively tested front-end logic
//! of the core crate (`three_crowns::ui`) to the DOM and a canvas. Modules follow
//! chessground's split: `app` (the shell around the app core's runtime: `App::send`),
//! `post` (what comes later, through the runtime's queue), `render` (drawing), `frame`
//! (the animation frames), `events` and `board_input` (input), `view` and `list` (the
//! core's view written beside the board), `api` (script API), `workers` (the engine
//! workers), plus `storage`, `db`, `rules`, `audio` (sounds), `rest` and `crash`; `page`
//! is the page's entry point.
//!
//! The engine's Web Worker is a module of its own (`three-crowns-engine`,
//! `src/web/worker/`): `workers` starts it when the computer first thinks, so the
//! page's first load carries none of the search.
//!
//! It is its own package (`web/Cargo.toml`): the core it stands on has no web dependency,
//! not even behind a cfg. Build it with trunk (`index.html`), with the workspace's `web`
//! profile (optimised for size; see Cargo.toml).

#[macro_use]
#[path = "pen_over.rs"]
mod pen_over;
mod api;
mod app;
mod audio;
mod board_input;
mod crash;
mod db;
mod dom;
mod events;
mod export;
mod focus;
mod frame;
mod labels;
// The messages between page and worker live with the worker's files, read by both.
mod list;
#[path = "worker/message.rs"]
mod message;
mod page;
mod picture;
mod post;
mod render;
mod rest;
mod rules;
mod storage;
mod view;
mod workers;

/// The global allocator: talc, smaller in the wasm than the standard library's dlmalloc
/// (this module is single-threaded).
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    rest::prepare();
    crash::install();
    page::start();
}
