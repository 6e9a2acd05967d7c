//! What the archive's database, the page's other tabs and the player's list of games say
//! to the shelf ([`ArchiveInput`]), routed to the shelf's own changes; what the root must
//! do after is returned ([`After`]).

use crate::ui::error::PageError;

use super::super::archive::{ArchiveInput, ARCHIVE_FILE};
use super::super::effect::Effect;
use super::super::shared::Shared;
use super::Shelf;

/// What the root does after the shelf heard an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub enum After {
    /// Nothing more.
    Nothing,
    /// Runs the commands that waited for the database.
    RunWaiting,
    /// Saves the game (it carries its new id, so that a reload finds it in the archive
    /// rather than adding it again), then runs the commands that waited.
    SaveAndRunWaiting,
}

impl Shelf {
    /// Hears `input`; `board` is the id of the game on the board, if it has one.
    pub(in crate::app) fn archive_input(
        &mut self,
        shared: &mut Shared,
        input: ArchiveInput,
        board: Option<&str>,
    ) -> Result<After, PageError> {
        use ArchiveInput as A;
        let waiting = |run: bool| {
            if run {
                After::RunWaiting
            } else {
                After::Nothing
            }
        };
        match input {
            A::Loaded(Ok(games)) => {
                self.loaded(shared, games);
                return Ok(After::SaveAndRunWaiting);
            }
            A::Loaded(Err(why)) => return Ok(waiting(self.unavailable(shared, &why))),
            A::NotStored(why, write) => {
                return Ok(waiting(self.not_stored(shared, &why, write, board)));
            }
            A::StoredElsewhere(games) => {
                for g in games {
                    self.insert(g);
                }
                shared.render();
            }
            A::DeletedElsewhere(id) => {
                self.archive.games.retain(|(e, _)| e.id != id);
                shared.render();
            }
            A::Delete(id) => self.delete_game(shared, &id, board)?,
            A::UndoDelete => self.undo_delete(shared)?,
            A::Result(r) => self.set_filter(shared, |f| f.result = r),
            A::Kind(k) => self.set_filter(shared, |f| f.kind = k),
            A::Search(s) => self.set_filter(shared, |f| f.search = s),
            A::More => self.show_more(shared),
            A::Export => {
                let text = self.archive_text();
                shared.emit(Effect::Download {
                    name: ARCHIVE_FILE,
                    text,
                });
            }
            A::Import(text) => self.import_games(shared, &text)?,
        }
        Ok(After::Nothing)
    }
}
