//! The panic hook: besides the console message (`console_error_panic_hook`), a panic on
//! the page shows `#crash` (index.html) with the last saved game record in
//! `#crash-record`, read from localStorage (the app saves it after every move), so the
//! game is never lost with the program. Nothing of the app's own state is touched: it may
//! be borrowed by the code that panicked, and no Rust runs after the panic (the copy
//! button is wired in plain JS by `www/loader.js`).

use three_crowns::app::ids;
use three_crowns::ui::lang::Speaker;

use wasm_bindgen::JsCast;
use web_sys::{HtmlTextAreaElement, Window};

use three_crowns::app::stored::RECORD;
use three_crowns::ui::words;

/// The page now speaks `t`'s language: the notice will too (its sentences kept ready on
/// `#crash-text`, so that the hook reads none of the app's own state).
pub fn speak(t: &Speaker) {
    if let Some(text) = super::dom::element(ids::CRASH_TEXT) {
        for saved in [true, false] {
            let _ = text.set_attribute(ids::crash_ready(saved), &words::crashed_unfilled(t, saved));
        }
    }
}

/// Installs the hook (`main` does, once).
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show(&info.to_string());
    }));
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
        let ready = text.get_attribute(ids::crash_ready(record.is_some()));
        let notice = words::crash_notice(ready.as_deref(), message, record.is_some());
        text.set_text_content(Some(&notice));
    }
    if let Some(area) = doc
        .get_element_by_id(ids::CRASH_RECORD)
        .and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok())
    {
        area.set_value(record.as_deref().unwrap_or(""));
    }
    // The game cannot go on: a modal dialog open over it closes, so that the notice,
    // wherever it stands, is neither under its backdrop nor shut away inside it.
    if let Ok(open) = doc.query_selector_all("dialog[open]") {
        for i in 0..open.length() {
            if let Some(d) = open
                .item(i)
                .and_then(|d| d.dyn_into::<web_sys::HtmlDialogElement>().ok())
            {
                d.close();
            }
        }
    }
    if let Some(body) = doc.body() {
        if crash.parent_node().as_ref() != Some(body.as_ref()) {
            let _ = body.insert_before(&crash, body.first_child().as_ref());
        }
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
