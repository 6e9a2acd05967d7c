//! The games the page keeps ([`Shelf`]): the archive of every game, the list of games
//! kept, what storage refused, and why the game in progress is not being saved.

use crate::ui::error::SaveError;
use crate::ui::kept::KeptGame;

use super::archive::Archive;

/// The games the page keeps, and the save panel.
#[derive(Default)]
pub struct Shelf {
    /// Why the game is not being saved, while it is not (said once, cleared by the next
    /// successful save).
    pub(super) save_problem: Option<SaveError>,
    /// The saved game could not be read nor kept aside: never write over it.
    pub(super) protect_unreadable: bool,
    /// The games kept (their records, newest first, each summed up for the list), as this
    /// tab knows them.
    pub(super) kept: Vec<(String, Option<KeptGame>)>,
    /// The archive of every game (the browser's database).
    pub(super) archive: Archive,
    /// Games kept that storage refused: this tab keeps them even when another tab's
    /// list (without them) arrives.
    pub(super) unstored: Vec<String>,
    /// The annotated record the review exported, shown in the save panel's record box
    /// until the game changes.
    pub(super) exported: Option<String>,
    /// The save panel is open (its boxes are filled).
    pub(super) save_panel_open: bool,
}
