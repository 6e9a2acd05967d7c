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

/// Each attribute that names a message, with what the message is written into: the
/// text, or an attribute.
const KEYS: [(&str, Option<&str>); 5] = [
    ("data-t", None),
    ("data-t-title", Some("title")),
    ("data-t-aria-label", Some("aria-label")),
    ("data-t-placeholder", Some("placeholder")),
    ("data-t-data-empty", Some("data-empty")),
];

/// Writes every fixed label of the page in `t`'s language (only where it differs).
pub fn write(t: &Speaker) {
    for (key, into) in KEYS {
        let Ok(list) = dom::document().query_selector_all(&format!("[{key}]")) else {
            continue;
        };
        for el in (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()) {
            let Some(said) = el.get_attribute(key).map(|id| t.say(&id, &[])) else {
                continue;
            };
            match into {
                Some(name) => dom::set_attr(&el, name, Some(&said)),
                None if el.text_content().as_deref() != Some(&said) => {
                    el.set_text_content(Some(&said));
                }
                None => {}
            }
        }
    }
}
