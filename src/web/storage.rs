//! The game in progress survives reloads: it is saved to localStorage as a `.tcg` record
//! after every change and restored at start. A saved game that cannot be read is kept
//! aside, never thrown away. A save that fails (storage full, or disabled as in private
//! browsing) is reported, never silent: the caller says so once and the game goes on in
//! memory.

use wasm_bindgen::JsValue;
use web_sys::Storage;

use super::dom;
use three_crowns::record::parse_record;
use three_crowns::types::Color;
use three_crowns::ui::computer;
use three_crowns::ui::error::SaveError;
use three_crowns::ui::session::Session;
pub use three_crowns::ui::settings::Settings;
use three_crowns::ui::synced::{Stored, Synced};
use three_crowns::ui::words;
use three_crowns::ui::{kept, lessons, puzzle};

/// The key of the saved game.
pub(crate) const RECORD: &str = "three-crowns.record";
const SETTINGS: &str = "three-crowns.settings";
/// The games replaced by a new game, an import, a shared link or another tab's game,
/// newest first (`ui::kept`).
const PREVIOUS: &str = "three-crowns.previous";
/// A saved game that could not be read.
const UNREADABLE: &str = "three-crowns.unreadable";
/// Puzzle mode's progress (`ui::puzzle::Progress`), apart from the game.
const PUZZLES: &str = "three-crowns.puzzles";
/// The board's size the player chose with its resize handle (CSS pixels).
const BOARD_SIZE: &str = "three-crowns.board-size";
/// The lessons done (`ui::lessons::Progress`).
const LESSONS: &str = "three-crowns.lessons";
/// Set once the welcome card has been shown.
const WELCOME: &str = "three-crowns.welcome";

/// The position editor's arrangement while it is open, in the tab's session storage
/// (each tab has its own; a reload of the tab keeps it).
const EDITOR: &str = "three-crowns.editor";
/// What is typed in a text field marked `data-draft` (the move box, the record box), in
/// the tab's session storage under this prefix and the field's id.
const DRAFT: &str = "three-crowns.draft.";

fn storage() -> Result<Storage, SaveError> {
    dom::window()
        .local_storage()
        .ok()
        .flatten()
        .ok_or(SaveError::Unavailable)
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

fn set(key: &str, value: &str) -> Result<(), SaveError> {
    storage()?.set_item(key, value).map_err(|e| refusal(&e))
}

/// Saves the game's record. It is not written over a saved game that could not be read
/// and could not be kept aside (`protect_unreadable`).
pub fn save(record: &str, protect_unreadable: bool) -> Result<(), SaveError> {
    if protect_unreadable {
        return Err(SaveError::ProtectingUnreadable);
    }
    set(RECORD, record)
}

/// Saves the settings alone, merged with what another tab stored meanwhile (each
/// setting this tab changed, the rest as stored); an error says why storage refused them.
pub fn save_settings(settings: &mut Synced<Settings>) -> Result<(), SaveError> {
    store_synced(SETTINGS, settings)
}

/// What another tab stored under `key` (a `storage` event): the puzzle progress, the
/// lessons done or the settings, as text, or the saved game.
pub enum StoredElsewhere {
    /// The saved game's record.
    Record(String),
    /// Puzzle mode's progress.
    Puzzles(puzzle::Progress),
    /// The lessons done.
    Lessons(lessons::Progress),
    /// The settings.
    Settings(Settings),
}

/// Reads a `storage` event's key and new value (`None`: removed, or everything cleared).
pub fn stored_elsewhere(key: &str, value: Option<String>) -> Option<StoredElsewhere> {
    let value = value?;
    Some(match key {
        RECORD => StoredElsewhere::Record(value),
        PUZZLES => StoredElsewhere::Puzzles(Stored::parse(&value)),
        LESSONS => StoredElsewhere::Lessons(Stored::parse(&value)),
        SETTINGS => StoredElsewhere::Settings(Stored::parse(&value)),
        _ => return None,
    })
}

/// The previous game's record, if one is kept.
pub fn previous() -> Option<String> {
    kept::newest(storage().ok()?.get_item(PREVIOUS).ok().flatten().as_deref())
}

/// Keeps `record` as the previous game, before the games kept already (`ui::kept`: the
/// newest twenty, read and written in one go, so a game another tab kept meanwhile
/// stays).
pub fn keep_previous(record: &str) -> Result<(), SaveError> {
    let store = storage()?;
    let stored = store.get_item(PREVIOUS).ok().flatten();
    store
        .set_item(PREVIOUS, &kept::keep(stored.as_deref(), record))
        .map_err(|e| refusal(&e))
}

/// The value stored under `key`, read forgivingly, if any.
fn read<T: Stored>(key: &str) -> Option<T> {
    let text = storage().ok()?.get_item(key).ok().flatten()?;
    Some(T::parse(&text))
}

/// Stores `value`'s changes onto what `key` holds now (another tab may have stored
/// since): read, merged, written in one go (`ui::synced`).
fn store_synced<T: Stored>(key: &str, value: &mut Synced<T>) -> Result<(), SaveError> {
    let store = storage()?;
    let now = store.get_item(key).ok().flatten().map(|t| T::parse(&t));
    let text = value.store(now).to_text();
    store.set_item(key, &text).map_err(|e| refusal(&e))
}

/// Puzzle mode's progress as stored (the defaults if none).
pub fn puzzle_progress() -> Synced<puzzle::Progress> {
    Synced::new(read(PUZZLES).unwrap_or_default())
}

/// Keeps puzzle mode's progress, merged with what another tab stored meanwhile.
pub fn save_puzzle_progress(progress: &mut Synced<puzzle::Progress>) -> Result<(), SaveError> {
    store_synced(PUZZLES, progress)
}

/// The board's size the player chose, if any (read forgivingly: `ui::layout`).
pub fn board_size() -> Option<f64> {
    let text = storage().ok()?.get_item(BOARD_SIZE).ok().flatten()?;
    three_crowns::ui::layout::parse_board(&text)
}

/// Remembers the board's size the player chose (`None`: fit the window again).
pub fn save_board_size(size: Option<f64>) {
    let Ok(store) = storage() else {
        return;
    };
    let _ = match size {
        Some(px) => store.set_item(BOARD_SIZE, &three_crowns::ui::layout::board_text(px)),
        None => store.remove_item(BOARD_SIZE),
    };
}

/// The lessons done, as stored (none if nothing is).
pub fn lesson_progress() -> Synced<lessons::Progress> {
    Synced::new(read(LESSONS).unwrap_or_default())
}

/// Keeps the lessons done, merged with what another tab stored meanwhile.
pub fn save_lesson_progress(progress: &mut Synced<lessons::Progress>) -> Result<(), SaveError> {
    store_synced(LESSONS, progress)
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

/// Remembers that the welcome card was `shown` or `dismissed`.
pub fn set_welcome(state: &str) -> Result<(), SaveError> {
    set(WELCOME, state)
}

/// What was found in storage at start.
pub struct Restored {
    /// The settings saved, or the defaults.
    pub settings: Settings,
    /// A message for the player: storage unavailable, or a saved game that could not be
    /// read (kept under another key, or left in place).
    pub message: Option<String>,
    /// The saved game could not be read nor kept aside: it must not be written over.
    pub protect_unreadable: bool,
    /// Storage cannot be used at all.
    pub unavailable: bool,
}

/// Restores settings and the saved game into `session`.
pub fn restore(session: &mut Session) -> Restored {
    let mut out = Restored {
        settings: Settings::default(),
        message: None,
        protect_unreadable: false,
        unavailable: false,
    };
    let s = match storage() {
        Ok(s) => s,
        Err(_) => {
            out.unavailable = true;
            return out;
        }
    };
    if let Ok(Some(settings)) = s.get_item(SETTINGS) {
        out.settings = Settings::parse(&settings);
    }
    let Some(text) = s.get_item(RECORD).ok().flatten() else {
        return out;
    };
    match parse_record(&text) {
        Ok(rec) => {
            // The seats are saved with the game ([White "Computer (level 8)"]).
            let seats = [(Color::White, "White"), (Color::Black, "Black")]
                .map(|(side, tag)| (side, rec.tag(tag).map(computer::seat_from_tag)));
            session.load(rec.game);
            session.set_notes(rec.comments);
            for (side, seat) in seats {
                if let Some(seat) = seat {
                    session.set_seat(side, seat);
                }
            }
        }
        Err(e) => match s.set_item(UNREADABLE, &text) {
            Ok(()) => {
                let _ = s.remove_item(RECORD);
                out.message = Some(words::restore_kept_aside(&e, UNREADABLE));
            }
            Err(err) => {
                // Nowhere to keep it: leave it where it is, and never write over it.
                out.protect_unreadable = true;
                out.message = Some(words::restore_left_in_place(&e, &refusal(&err), RECORD));
            }
        },
    }
    out
}
