//! The panic hook: besides the console message (`console_error_panic_hook`), a panic on
//! the page shows `#crash` (index.html) with the last saved game record in
//! `#crash-record`, read from localStorage (the app saves it after every move), so the
//! game is never lost with the program. Nothing of the app's own state is touched: it may
//! be borrowed by the code that panicked, and no Rust runs after the panic (the copy
//! button is wired in plain JS by `www/loader.js`). In the engine's worker (no document)
//! only the console message is written.

use std::sync::Once;
use three_crowns::app::ids;

use wasm_bindgen::JsCast;
use web_sys::{HtmlTextAreaElement, Window};

use three_crowns::app::stored::RECORD;
use three_crowns::ui::words;

/// Installs the hook (once).
pub fn install() {
    static SET: Once = Once::new();
    SET.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            show(&info.to_string());
        }));
    });
}

/// Fills and shows `#crash`; does nothing where there is no such element.
fn show(message: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(doc) = window.document() else {
        return;
    };
    let Some(crash) = doc.get_element_by_id(ids::CRASH) else {
        return;
    };
    let record = saved_record(&window);
    if let Some(text) = doc.get_element_by_id(ids::CRASH_TEXT) {
        text.set_text_content(Some(&words::crashed(message, record.is_some())));
    }
    if let Some(area) = doc
        .get_element_by_id(ids::CRASH_RECORD)
        .and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok())
    {
        area.set_value(record.as_deref().unwrap_or(""));
    }
    // Best effort: failing to show the notice must not panic inside the hook.
    let _ = crash.remove_attribute("hidden");
}

fn saved_record(window: &Window) -> Option<String> {
    window
        .local_storage()
        .ok()
        .flatten()?
        .get_item(RECORD)
        .ok()
        .flatten()
        .filter(|r| !r.trim().is_empty())
}
