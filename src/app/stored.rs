//! What the page keeps in the browser's storage, and how, as the core decides it: the keys,
//! the saved game restored at start (a game that cannot be read is kept aside under
//! another key, never thrown away; where it cannot even be kept aside it is left in place
//! and never written over), the games kept as previous ones, the values several tabs
//! store (merged, `ui::synced`), and what another tab's store means here; the storage
//! effects are carried out here too ([`carry_out`]). The shell (`web::storage`) gives a
//! [`Store`] over `localStorage` and the tab's session storage; the tests give one in
//! memory.

pub mod drafts;
mod effects;

pub use effects::carry_out;

use crate::record::parse_record;
use crate::ui::error::SaveError;
use crate::ui::lessons::Progress as LessonProgress;
use crate::ui::puzzle::Progress as PuzzleProgress;
use crate::ui::session::Session;
use crate::ui::settings::Settings;
use crate::ui::synced::{Stored, Synced};
use crate::ui::{kept, words};

/// The key of the saved game.
pub const RECORD: &str = "three-crowns.record";
/// The settings.
pub const SETTINGS: &str = "three-crowns.settings";
/// The games replaced by a new game, an import, a shared link or another tab's game,
/// newest first (`ui::kept`).
pub const PREVIOUS: &str = "three-crowns.previous";
/// A saved game that could not be read.
pub const UNREADABLE: &str = "three-crowns.unreadable";
/// Puzzle mode's progress (`ui::puzzle::Progress`), apart from the game.
pub const PUZZLES: &str = "three-crowns.puzzles";
/// The board's size the player chose with its resize handle (CSS pixels).
pub const BOARD_SIZE: &str = "three-crowns.board-size";
/// The lessons done (`ui::lessons::Progress`).
pub const LESSONS: &str = "three-crowns.lessons";
/// The New game dialog's last choices (`app::new_game::Choices`).
pub const CHOICES: &str = "three-crowns.new-game";
/// The live game with a friend under way (`app::live::kept`), so that a reload goes on
/// with it.
pub const LIVE: &str = "three-crowns.live";
/// "Train your mistakes"' cards (`ui::drill::Drill`): when each mistake is due.
pub const DRILL: &str = "three-crowns.drill";
/// Set once the welcome card has been shown.
pub const WELCOME: &str = "three-crowns.welcome";
/// The position editor's arrangement while it is open, in the tab's session storage
/// (each tab has its own; a reload of the tab keeps it).
pub const EDITOR: &str = "three-crowns.editor";
/// What is typed in a text field marked `data-draft` (the move box, the record box), in
/// the tab's session storage under this prefix and the field's id.
pub const DRAFT: &str = "three-crowns.draft.";

/// A key-value store (the page's `localStorage`).
pub trait Store {
    /// The value under `key`, if any.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`, or says why storage refused it.
    ///
    /// # Errors
    /// Why storage refused it (full, or refused for another reason).
    fn set(&mut self, key: &str, value: &str) -> Result<(), SaveError>;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
}

/// What storage held at start.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// The saved game, with its seats and notes (a new game if none, or none readable).
    pub session: Session,
    /// The settings saved, or the defaults.
    pub settings: Settings,
    /// What to say: a saved game that could not be read (kept aside, or left in place).
    pub message: Option<words::say::Again>,
    /// The saved game could not be read nor kept aside: it must not be written over.
    pub protect_unreadable: bool,
    /// The games kept (their records, newest first).
    pub kept: Vec<String>,
    /// The New game dialog's choices.
    pub choices: super::starting::Choices,
    /// The puzzle progress.
    pub puzzles: Synced<PuzzleProgress>,
    /// The lessons done.
    pub lessons: Synced<LessonProgress>,
    /// "Train your mistakes"' cards.
    pub drill: Synced<crate::ui::drill::Drill>,
    /// The board's size the player chose (CSS pixels; `None`: it fits the window).
    pub board_size: Option<f64>,
    /// What became of the welcome card (`None`: never shown).
    pub welcome: Option<String>,
    /// The live game kept (`app::live::kept`'s text), if any.
    pub live: Option<String>,
}

/// The value stored under `key`, read forgivingly, if any.
fn read<T: Stored>(store: &impl Store, key: &str) -> Option<T> {
    store.get(key).map(|t| T::parse(&t))
}

/// Reads what `store` holds at start: the settings, the progress, and the saved game (a
/// game that cannot be read is moved under [`UNREADABLE`] and said; where it cannot be
/// moved it stays, protected).
pub fn restore(store: &mut impl Store) -> Found {
    let mut out = Found {
        settings: read(store, SETTINGS).unwrap_or_default(),
        kept: kept::records(store.get(PREVIOUS).as_deref()),
        choices: store
            .get(CHOICES)
            .map(|t| super::starting::Choices::parse(&t))
            .unwrap_or_default(),
        puzzles: Synced::new(read(store, PUZZLES).unwrap_or_default()),
        lessons: Synced::new(read(store, LESSONS).unwrap_or_default()),
        drill: Synced::new(read(store, DRILL).unwrap_or_default()),
        board_size: store
            .get(BOARD_SIZE)
            .and_then(|t| crate::ui::layout::parse_board(&t)),
        welcome: store.get(WELCOME),
        live: store.get(LIVE),
        ..Found::default()
    };
    let Some(text) = store.get(RECORD) else {
        return out;
    };
    match parse_record(&text) {
        // The seats, names and clocks are saved with the game ([White "Computer (level
        // 8)"], [TimeControl "60+0"]…).
        Ok(rec) => out.session.load_session(Session::from_record(rec)),
        Err(e) => match store.set(UNREADABLE, &text) {
            Ok(()) => {
                store.remove(RECORD);
                out.message = Some(words::say::Again::new(move |t| {
                    words::restore_kept_aside(t, &e, UNREADABLE)
                }));
            }
            Err(err) => {
                // Nowhere to keep it: leave it where it is, and never write over it.
                out.protect_unreadable = true;
                out.message = Some(words::say::Again::new(move |t| {
                    words::restore_left_in_place(t, &e, &err, RECORD)
                }));
            }
        },
    }
    out
}

/// Saves the game's record, unless the saved game could not be read nor kept aside
/// (`protect_unreadable`): then it is never written over.
///
/// # Errors
/// [`SaveError::ProtectingUnreadable`], or why storage refused it.
pub fn save(
    store: &mut impl Store,
    record: &str,
    protect_unreadable: bool,
) -> Result<(), SaveError> {
    if protect_unreadable {
        return Err(SaveError::ProtectingUnreadable);
    }
    store.set(RECORD, record)
}

/// Remembers the board's size the player chose (`None`: it fits the window again).
pub fn save_board_size(store: &mut impl Store, size: Option<f64>) -> Result<(), SaveError> {
    match size {
        Some(px) => store.set(BOARD_SIZE, &crate::ui::layout::board_text(px)),
        None => {
            store.remove(BOARD_SIZE);
            Ok(())
        }
    }
}

/// Stores `value`'s changes onto what `key` holds now (another tab may have stored since):
/// read, merged, written in one go (`ui::synced`).
///
/// # Errors
/// Why storage refused it.
pub fn store_synced<T: Stored>(
    store: &mut impl Store,
    key: &str,
    value: &mut Synced<T>,
) -> Result<(), SaveError> {
    let now = read(store, key);
    let text = value.store(now).to_text();
    store.set(key, &text)
}

/// Takes `record` out of the games kept (reopened: it is the game in progress again).
///
/// # Errors
/// Why storage refused it.
pub fn forget_kept(store: &mut impl Store, record: &str) -> Result<(), SaveError> {
    let stored = store.get(PREVIOUS);
    let left = kept::forget(stored.as_deref(), record);
    if left.trim().is_empty() {
        store.remove(PREVIOUS);
        return Ok(());
    }
    store.set(PREVIOUS, &left)
}

/// Keeps `record` as the previous game, before the games kept already (`ui::kept`: the
/// newest `ui::kept::MAX_KEPT`, read and written in one go, so a game another tab kept meanwhile stays).
///
/// # Errors
/// Why storage refused it.
pub fn keep_previous(store: &mut impl Store, record: &str) -> Result<(), SaveError> {
    let stored = store.get(PREVIOUS);
    store.set(PREVIOUS, &kept::keep(stored.as_deref(), record))
}

#[cfg(test)]
pub(crate) mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::types::Color;
    use crate::ui::session::{MoveSource, Seat};
    use crate::ui::testing::mv;

    /// Storage in memory; `full` refuses every write (also the app core's tests').
    #[derive(Default)]
    pub(crate) struct Memory {
        pub(crate) map: HashMap<String, String>,
        full: bool,
    }

    impl Store for Memory {
        fn get(&self, key: &str) -> Option<String> {
            self.map.get(key).cloned()
        }
        fn set(&mut self, key: &str, value: &str) -> Result<(), SaveError> {
            if self.full {
                return Err(SaveError::Full);
            }
            self.map.insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&mut self, key: &str) {
            self.map.remove(key);
        }
    }

    #[test]
    fn the_saved_game_comes_back_with_its_seats() {
        let mut s = Session::default();
        s.set_seat(Color::Black, Seat::Computer { level: 5 });
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let mut m = Memory::default();
        save(&mut m, &s.record("2026.12.01"), false).unwrap();
        let found = restore(&mut m);
        assert_eq!(found.session.game().ply(), 1);
        assert_eq!(
            found.session.seat(Color::Black),
            Seat::Computer { level: 5 }
        );
        assert!(found.message.is_none() && !found.protect_unreadable);
    }

    #[test]
    fn an_unreadable_game_is_kept_aside_or_else_left_in_place_and_protected() {
        let mut m = Memory::default();
        m.map.insert(RECORD.into(), "not a record".into());
        let found = restore(&mut m);
        assert_eq!(found.session.game().ply(), 0);
        assert_eq!(m.get(UNREADABLE).as_deref(), Some("not a record"));
        assert_eq!(m.get(RECORD), None);
        assert!(found
            .message
            .is_some_and(|m| words::say::english(|t| m.in_language(t)).contains(UNREADABLE)));

        let mut m = Memory::default();
        m.map.insert(RECORD.into(), "not a record".into());
        m.full = true;
        let found = restore(&mut m);
        assert!(found.protect_unreadable);
        assert_eq!(
            m.get(RECORD).as_deref(),
            Some("not a record"),
            "left in place"
        );
        m.full = false;
        assert_eq!(
            save(&mut m, "[Event \"x\"]", found.protect_unreadable),
            Err(SaveError::ProtectingUnreadable)
        );
        assert_eq!(
            m.get(RECORD).as_deref(),
            Some("not a record"),
            "never written over"
        );
    }

    #[test]
    fn previous_games_are_kept_newest_first() {
        let mut m = Memory::default();
        assert!(restore(&mut m).kept.is_empty());
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let first = s.record("2026.12.01");
        s.submit(mv("a5-b4"), MoveSource::Click).unwrap();
        let second = s.record("2026.12.01");
        keep_previous(&mut m, &first).unwrap();
        keep_previous(&mut m, &second).unwrap();
        assert_eq!(restore(&mut m).kept, vec![second.clone(), first.clone()]);
        m.full = true;
        assert_eq!(keep_previous(&mut m, &first), Err(SaveError::Full));
    }
}
