//! The game in progress survives reloads: it is saved to localStorage as a `.tcg` record
//! after every change and restored at start. A saved game that cannot be read is kept
//! aside, never thrown away. A save that fails (storage full, or disabled as in private
//! browsing) is reported, never silent: the caller says so once and the game goes on in
//! memory.

use wasm_bindgen::JsValue;
use web_sys::Storage;

use super::dom;
use three_crowns::app::stored::{self, Found, Store, DRAFT, EDITOR, WELCOME};
use three_crowns::ui::error::SaveError;
use three_crowns::ui::synced::{Stored, Synced};

/// The page's `localStorage` as the core's [`Store`].
struct Local(Storage);

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

fn storage() -> Result<Storage, SaveError> {
    dom::window()
        .local_storage()
        .ok()
        .flatten()
        .ok_or(SaveError::Unavailable)
}

fn local() -> Result<Local, SaveError> {
    storage().map(Local)
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

/// What storage holds at start (`app::stored::restore`: a saved game that cannot be
/// read is kept aside, or left in place and protected); nothing where storage cannot
/// be used.
pub fn restore() -> Found {
    match local() {
        Ok(mut store) => stored::restore(&mut store),
        Err(_) => Found::default(),
    }
}

/// Saves the game's record (never over a saved game that could not be read nor kept
/// aside: `protect_unreadable`).
pub fn save(record: &str, protect_unreadable: bool) -> Result<(), SaveError> {
    stored::save(&mut local()?, record, protect_unreadable)
}

/// Stores a value several tabs share under `key`, merged with what another tab stored
/// meanwhile (the settings, the progress).
pub fn store_synced<T: Stored>(key: &str, value: &mut Synced<T>) -> Result<(), SaveError> {
    stored::store_synced(&mut local()?, key, value)
}

/// Takes `record` out of the games kept (reopened).
pub fn forget_kept(record: &str) -> Result<(), SaveError> {
    stored::forget_kept(&mut local()?, record)
}

/// Remembers the New game dialog's choices (a failure only forgets them).
pub fn store_choices(text: &str) {
    if let Ok(mut s) = local() {
        let _ = s.set(stored::CHOICES, text);
    }
}

/// Keeps `record` as the previous game, before the games kept already.
pub fn keep_previous(record: &str) -> Result<(), SaveError> {
    stored::keep_previous(&mut local()?, record)
}

/// Remembers the board's size the player chose (`None`: it fits the window again).
pub fn save_board_size(size: Option<f64>) {
    if let Ok(mut store) = local() {
        let _ = stored::save_board_size(&mut store, size);
    }
}

/// The tab's session storage (each tab has its own; a reload of the tab keeps it), if
/// the page may use it.
fn session() -> Option<Storage> {
    dom::window().session_storage().ok().flatten()
}

/// Keeps `value` under `key` in the tab's session storage (`None`: removes it); where
/// there is no session storage, a reload loses only what is being typed or set up.
fn keep_in_tab(key: &str, value: Option<&str>) {
    let Some(store) = session() else {
        return;
    };
    let _ = match value {
        Some(text) => store.set_item(key, text),
        None => store.remove_item(key),
    };
}

/// The editor's arrangement this tab kept before a reload, if the editor was open.
pub fn editor_draft() -> Option<String> {
    session()?.get_item(EDITOR).ok().flatten()
}

/// Keeps the editor's arrangement (`None`: the editor is closed) in the tab's session
/// storage.
pub fn save_editor_draft(tcn: Option<&str>) {
    keep_in_tab(EDITOR, tcn);
}

/// What was typed in the text field `id` (a `data-draft` field) before a reload.
pub fn typed_draft(id: &str) -> Option<String> {
    session()?.get_item(&format!("{DRAFT}{id}")).ok().flatten()
}

/// Keeps what is typed in the text field `id` (`None` or empty: nothing to keep).
pub fn save_typed_draft(id: &str, text: Option<&str>) {
    keep_in_tab(&format!("{DRAFT}{id}"), text.filter(|t| !t.is_empty()));
}

/// What is stored about the welcome card (`None`: never shown).
pub fn welcome() -> Option<String> {
    storage().ok()?.get_item(WELCOME).ok().flatten()
}

/// Remembers what became of the welcome card (`shown` or `dismissed`); where storage
/// cannot keep it, a later visit shows the card again.
pub fn set_welcome(state: &str) {
    if let Ok(mut store) = local() {
        let _ = store.set(WELCOME, state);
    }
}
