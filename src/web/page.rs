//! The page's entry point: builds the app, fills the seat controls, wires the DOM's
//! events, the frame loop and the script API, then opens a shared link and says the page
//! is ready. The engine's worker is a module of its own (`src/web/worker/`).

use std::rc::Rc;

use wasm_bindgen::JsValue;
use web_sys::HtmlCanvasElement;

use super::analysis::StudyEvent;
use super::app::{self, with_app, App};
use super::computer::{Computer, Event};
use super::render::Canvas;
use super::{api, dom, events, frame, panel, storage};
use three_crowns::ui::lessons::welcome_wanted;
use three_crowns::ui::words;

/// Starts the game on the page; a failure is said in the status line and the console.
pub fn start() {
    if let Err(e) = boot() {
        let msg = dom::js_text(&e);
        web_sys::console::error_1(&JsValue::from_str(&msg));
        dom::set_text("status", &words::start_failed(&msg));
    }
}

fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    // The welcome card is for a first visit, not for one that follows a link.
    let hash = dom::window().location().hash().unwrap_or_default();
    let welcome = welcome_wanted(storage::welcome().as_deref(), &hash);
    panel::fill_seat_controls()?;
    frame::install(|ts| with_app(|a| a.tick(ts)).unwrap_or(false));
    let computer = Computer::new(Rc::new(|event: Event| {
        // A reply that comes while the app is busy (cancelling it) is dropped, as it
        // should be.
        with_app(|a| a.on_computer(event));
    }));
    let study = Rc::new(|event: StudyEvent| {
        with_app(|a| a.on_study(event));
    });
    let mut app = App::new(Canvas::new(canvas.clone())?, computer, study);
    app.restore_saved();
    events::wire(canvas)?;
    app::install(app);
    api::install()?;
    with_app(App::start);
    events::open_location_fragment();
    if welcome {
        events::show_welcome();
    }
    if let Some(root) = dom::document().document_element() {
        root.set_attribute("data-ready", "true")?;
    }
    Ok(())
}
