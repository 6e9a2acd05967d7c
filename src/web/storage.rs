//! The game in progress survives reloads: it is saved to localStorage as a `.tcg` record
//! after every change and restored at start. A saved game that cannot be read is kept
//! aside, never thrown away.

use web_sys::Storage;

use super::app::App;
use super::dom;
use crate::record::parse_record;

const RECORD: &str = "three-crowns.record";
const SETTINGS: &str = "three-crowns.settings";
/// The last game replaced by a new game, an import or a shared link.
const PREVIOUS: &str = "three-crowns.previous";
/// A saved game that could not be read.
const UNREADABLE: &str = "three-crowns.unreadable";

fn storage() -> Option<Storage> {
    dom::window().local_storage().ok().flatten()
}

/// Saves the game and the settings.
pub fn save(app: &App) {
    if let Some(s) = storage() {
        let _ = s.set_item(RECORD, &app.record_text());
    }
    save_settings(app);
}

pub fn save_settings(app: &App) {
    let Some(s) = storage() else { return };
    let settings = format!(
        "flipped={};autoflip={}",
        u8::from(app.orientation.flipped),
        u8::from(app.auto_flip)
    );
    let _ = s.set_item(SETTINGS, &settings);
}

/// The previous game's record, if one is kept.
pub fn previous() -> Option<String> {
    storage()?.get_item(PREVIOUS).ok().flatten()
}

/// The key of the saved game, for `storage` events from other tabs.
pub fn is_record_key(key: &str) -> bool {
    key == RECORD
}

/// Keeps the current game, if it has moves, before it is replaced.
pub fn stash_previous(app: &App) {
    if app.session.game().ply() > 0 {
        if let Some(s) = storage() {
            let _ = s.set_item(PREVIOUS, &app.record_text());
        }
    }
}

/// Restores settings and the saved game. Returns a message when the saved game could not
/// be read (it is then kept under another key and a new game starts).
pub fn restore(app: &mut App) -> Option<String> {
    let s = storage()?;
    if let Ok(Some(settings)) = s.get_item(SETTINGS) {
        for part in settings.split(';') {
            match part {
                "flipped=1" => app.orientation.flipped = true,
                "autoflip=1" => app.auto_flip = true,
                _ => {}
            }
        }
    }
    let text = s.get_item(RECORD).ok().flatten()?;
    match parse_record(&text) {
        Ok(rec) => {
            app.session.load(rec.game);
            None
        }
        Err(e) => {
            let _ = s.set_item(UNREADABLE, &text);
            let _ = s.remove_item(RECORD);
            Some(format!(
                "The saved game could not be restored ({e}); it is kept in this browser's storage as '{UNREADABLE}'. A new game has started."
            ))
        }
    }
}
