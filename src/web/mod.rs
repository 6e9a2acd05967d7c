//! The browser game (wasm only): wires the natively tested front-end logic (`crate::ui`)
//! to the DOM and a canvas. Modules follow chessground's split: `app` (state and actions),
//! `render` (drawing), `events` (input), `api` (script API), plus `storage` and `rules`.
//!
//! The same module also runs in the engine's Web Worker (`engine_client` starts it,
//! `worker` answers there): [`start`] tells the two apart by the presence of a document.

mod api;
mod app;
mod computer;
mod crash;
mod dom;
mod engine_client;
mod events;
mod render;
mod rules;
mod storage;
mod worker;

use wasm_bindgen::JsValue;
use web_sys::HtmlCanvasElement;

/// Starts the game on a page, or the engine in a worker (no document).
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
    if let Err(e) = boot() {
        let msg = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        web_sys::console::error_1(&JsValue::from_str(&msg));
        dom::set_text("status", &format!("The game could not start: {msg}"));
    }
}

fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let mut app = app::App::new(canvas)?;
    app.restore_saved();
    events::wire(&app)?;
    app::install(app);
    api::install()?;
    app::with_app(|a| {
        a.refresh();
        // A message from the start (storage, a saved game that could not be read) is said.
        let status = a.status.clone();
        a.set_status(status);
    });
    events::open_location_fragment();
    if let Some(root) = dom::document().document_element() {
        root.set_attribute("data-ready", "true")?;
    }
    Ok(())
}
