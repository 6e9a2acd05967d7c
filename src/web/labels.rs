//! The page's fixed labels in its language: every element of `index.html` whose text is
//! a message of the catalogue names it in `data-t` (and an attribute's message in
//! `data-t-title`, `data-t-aria-label`, `data-t-placeholder` or `data-t-data-empty`).
//! `index.html` holds them in English; when the view's language changes they are written
//! again from the app core's [`Speaker`], and the view (written right after) has the last
//! word on every element it writes itself.

use wasm_bindgen::JsCast;
use web_sys::Element;

use three_crowns::ui::lang::Speaker;

use super::dom;

/// The attributes that may hold a message, each named by `data-t-<attribute>`.
const ATTRIBUTES: [&str; 4] = ["title", "aria-label", "placeholder", "data-empty"];

/// The elements matching `selector`.
fn each(selector: &str, mut f: impl FnMut(&Element)) {
    let Ok(list) = dom::document().query_selector_all(selector) else {
        return;
    };
    for i in 0..list.length() {
        if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            f(&el);
        }
    }
}

/// Writes every fixed label of the page in `t`'s language (only where it differs).
pub fn write(t: &Speaker) {
    each("[data-t]", |el| {
        if let Some(id) = el.get_attribute("data-t") {
            let said = t.say(&id, &[]);
            if el.text_content().as_deref() != Some(said.as_str()) {
                el.set_text_content(Some(&said));
            }
        }
    });
    for name in ATTRIBUTES {
        let key = format!("data-t-{name}");
        each(&format!("[{key}]"), |el| {
            if let Some(id) = el.get_attribute(&key) {
                let said = t.say(&id, &[]);
                if el.get_attribute(name).as_deref() != Some(said.as_str()) {
                    let _ = el.set_attribute(name, &said);
                }
            }
        });
    }
}
