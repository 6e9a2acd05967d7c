//! The page's entry point: builds the app, fills the seat controls, wires the DOM's
//! events, the frame loop and the script API, then opens a shared link and says the page
//! is ready. The engine's worker is a module of its own (`src/web/worker/`).

use three_crowns::app::ids;
use wasm_bindgen::JsValue;
use web_sys::HtmlCanvasElement;

use super::app::{self, with_app, App};
use super::render::Canvas;
use super::{api, dom, events, frame, storage};
use three_crowns::app::overlays::Overlay;
use three_crowns::app::Command;
use three_crowns::ui::lessons::welcome_wanted;
use three_crowns::ui::words;

/// Starts the game on the page; a failure is said in the status line and the console.
pub fn start() {
    if let Err(e) = boot() {
        let msg = dom::js_text(&e);
        web_sys::console::error_1(&JsValue::from_str(&msg));
        dom::speak(ids::STATUS, &words::start_failed(&msg));
    }
}

fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id(ids::BOARD)?;
    // The welcome card is for a first visit, not for one that follows a link.
    let hash = dom::window().location().hash().unwrap_or_default();
    let welcome = welcome_wanted(storage::welcome().as_deref(), &hash);
    frame::install(|ts| with_app(|a| a.tick(ts)).unwrap_or(false));
    let mut app = App::new(Canvas::new(canvas.clone())?);
    // A command that comes later (a worker, a timer, a fetch) while the app is busy
    // (sending another) waits in the runtime's queue until the app is let go; a stale
    // one is dropped by the app core's own checks (tickets), never by the page.
    app.restore_saved();
    events::wire(canvas)?;
    app::install(app);
    api::install()?;
    with_app(|a| a.send(Command::Start));
    events::open_location_fragment();
    if welcome {
        with_app(|a| a.send(Command::Overlay(Overlay::ShowWelcome)));
    }
    // The page as it first shows, written whole before it says it is ready.
    with_app(App::flush);
    if let Some(root) = dom::document().document_element() {
        root.set_attribute("data-ready", "true")?;
    }
    Ok(())
}
