//! The browser game (wasm only): wires the natively tested front-end logic (`crate::ui`)
//! to the DOM and a canvas. Modules follow chessground's split: `app` (state and actions),
//! `render` (drawing), `events` (input), `api` (script API), plus `storage` and `rules`.

mod api;
mod app;
mod dom;
mod events;
mod render;
mod rules;
mod storage;

use wasm_bindgen::JsValue;
use web_sys::{HtmlCanvasElement, HtmlInputElement};

/// Starts the game on the page.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(e) = boot() {
        let msg = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        web_sys::console::error_1(&JsValue::from_str(&msg));
        dom::set_text("status", &format!("The game could not start: {msg}"));
    }
}

fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let mut app = app::App::new(canvas)?;
    let restore_msg = storage::restore(&mut app);
    if let Ok(c) = dom::by_id::<HtmlInputElement>("auto-flip") {
        c.set_checked(app.auto_flip);
    }
    if let Ok(c) = dom::by_id::<HtmlInputElement>("repetition") {
        c.set_checked(app.session.game().repetition_rule());
    }
    if let Some(msg) = restore_msg {
        app.status = msg;
    }
    events::wire(&app)?;
    app::install(app);
    api::install()?;
    app::with_app(app::App::refresh);
    events::open_location_fragment();
    // The repetition checkbox follows the game (a link or record may carry its own).
    if let Ok(c) = dom::by_id::<HtmlInputElement>("repetition") {
        c.set_checked(app::with_app(|a| a.session.game().repetition_rule()).unwrap_or(true));
    }
    if let Some(root) = dom::document().document_element() {
        root.set_attribute("data-ready", "true")?;
    }
    Ok(())
}
