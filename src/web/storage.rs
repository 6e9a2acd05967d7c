//! The page's storage as the core's [`Store`]: `localStorage`, where the game in progress,
//! the settings and the progress are kept (`app::stored` decides what, and carries out the
//! storage effects), and the tab's session storage, for what is being typed or set up. A
//! refusal (storage full, or disabled as in private browsing) is read as a `SaveError`.

use wasm_bindgen::JsValue;
use web_sys::Storage;

use super::dom;
use three_crowns::app::stored::Store;
use three_crowns::ui::error::SaveError;

/// The page's `localStorage` (or the tab's session storage) as the core's [`Store`].
pub struct Local(Storage);

impl Store for Local {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), SaveError> {
        self.0.set_item(key, value).map_err(|e| refusal(&e))
    }
    fn remove(&mut self, key: &str) {
        let _ = self.0.remove_item(key);
    }
}

/// The page's `localStorage`, if it may be used.
pub fn local() -> Option<Local> {
    dom::window().local_storage().ok().flatten().map(Local)
}

/// The tab's session storage (each tab has its own; a reload of the tab keeps it), if
/// the page may use it; where there is none, a reload loses only what is being typed or
/// set up.
pub fn session() -> Option<Local> {
    dom::window().session_storage().ok().flatten().map(Local)
}

fn refusal(e: &JsValue) -> SaveError {
    let name = js_sys::Reflect::get(e, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
        SaveError::Full
    } else {
        SaveError::Refused((!name.is_empty()).then_some(name))
    }
}
