//! The root's side of the games kept (the sub-model is `shelf`): what it reads of the game
//! on the board is handed to it here, and what must follow a change of the archive (the
//! game saved, the commands that waited for the database) is done here.

use crate::ui::error::PageError;
use crate::ui::kept::Filter;

use super::archive::{Archive, ArchiveInput, Listed, ARCHIVE_FILE};
use super::effect::Effect;
use super::State;

impl State {
    /// The archive as this tab knows it.
    #[must_use]
    pub fn archive(&self) -> &Archive {
        &self.shelf.archive
    }

    /// The id of the game on the board (the real game, not a mode's).
    fn board_id(&self) -> Option<&str> {
        self.real_game().origin().id.as_deref()
    }

    /// Every game kept, newest first: the archive's, then those the previous version
    /// kept in `localStorage` not in it yet (or still there, without a database).
    #[must_use]
    pub fn all_games(&self) -> Vec<Listed> {
        self.shelf.all_games(self.board_id())
    }

    /// The page of "Your games" on show: the games its filter lists, up to the number
    /// shown, with how many it lists in all and whether any game is kept.
    #[must_use]
    pub fn games_page(&self) -> (Vec<Listed>, usize, bool) {
        self.shelf.games_page(self.board_id())
    }

    /// The games "Your games" lists (its filter and search applied), newest first.
    #[must_use]
    pub fn listed_games(&self, filter: &Filter) -> Vec<Listed> {
        self.shelf.listed_games(filter, self.board_id())
    }

    /// Every game of the archive (and those still kept in `localStorage`) as one
    /// `.tcg` file, newest first.
    #[must_use]
    pub fn archive_text(&self) -> String {
        self.shelf.archive_text()
    }

    /// The archived game `id`'s record, if there is one.
    #[must_use]
    pub fn archived_record(&self, id: &str) -> Option<&str> {
        self.shelf.archived_record(id)
    }

    #[inline(never)]
    pub(super) fn archive_input(&mut self, input: ArchiveInput) -> Result<(), PageError> {
        use ArchiveInput as A;
        let (shelf, shared) = (&mut self.shelf, &mut self.shared);
        match input {
            A::Loaded(Ok(games)) => {
                shelf.loaded(shared, games);
                // Saved too, not only archived: the saved game carries its new id, so
                // that a reload finds it in the archive rather than adding it again.
                self.save();
                self.run_waiting();
            }
            A::Loaded(Err(why)) => {
                if shelf.unavailable(shared, &why) {
                    self.run_waiting();
                }
            }
            A::NotStored(why, write) => {
                let board = self.real_game().origin().id.clone();
                if self
                    .shelf
                    .not_stored(&mut self.shared, &why, write, board.as_deref())
                {
                    self.run_waiting();
                }
            }
            A::StoredElsewhere(games) => {
                for g in games {
                    shelf.insert(g);
                }
                shared.render();
            }
            A::DeletedElsewhere(id) => {
                shelf.archive.games.retain(|(e, _)| e.id != id);
                shared.render();
            }
            A::Delete(id) => {
                let board = self.real_game().origin().id.clone();
                return self
                    .shelf
                    .delete_game(&mut self.shared, &id, board.as_deref());
            }
            A::UndoDelete => return shelf.undo_delete(shared),
            A::Result(r) => shelf.set_filter(shared, |f| f.result = r),
            A::Kind(k) => shelf.set_filter(shared, |f| f.kind = k),
            A::Search(s) => shelf.set_filter(shared, |f| f.search = s),
            A::More => shelf.show_more(shared),
            A::Export => {
                let text = shelf.archive_text();
                shared.emit(Effect::Download {
                    name: ARCHIVE_FILE,
                    text,
                });
            }
            A::Import(text) => return shelf.import_games(shared, &text),
        }
        Ok(())
    }

    /// Runs the commands that waited for the database, in their order.
    fn run_waiting(&mut self) {
        for w in std::mem::take(&mut self.shelf.archive.waiting) {
            // A refusal is said in the status line, as it would have been at once.
            let _ = self.apply(super::Command::from_waiting(w));
        }
    }

    /// Stores the game on the board in the archive ([`super::shelf::Shelf::store`]); a
    /// mode's board is not the game, and is not stored.
    pub(super) fn archive_board(&mut self) {
        if !self.game_aside() {
            self.shelf.store(&mut self.shared, &mut self.session, false);
        }
    }

    /// The game on the board leaves it (replaced): stored as it is now, the newest game
    /// of the list (the one Previous game brings back).
    pub(super) fn archive_replaced(&mut self) {
        if !self.game_aside() {
            self.shelf.store(&mut self.shared, &mut self.session, true);
        }
    }

    /// The game on the board is discarded (the player said so): it leaves the archive.
    pub(super) fn discard_board(&mut self) {
        if let Some(id) = self.session.origin().id.clone() {
            self.shelf.unarchive(&mut self.shared, &id);
        }
    }
}
