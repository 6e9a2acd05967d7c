//! What the archive's database, the page's other tabs and the player's list of games say
//! to the shelf ([`ArchiveInput`]), routed to the shelf's own changes; what the root must
//! do after is returned ([`After`]). How storing the game and the previous game went; the
//! record the save panel shows.

use crate::ui::error::{PageError, SaveError};
use crate::ui::session::Session;
use crate::ui::words;

use super::super::archive::{ArchiveInput, DbEffect, ARCHIVE_FILE};
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
    #[inline(never)]
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
            A::Written(Ok(()), write) => {
                // The records the previous version kept in `localStorage` are stored now.
                if let DbEffect::Put { forget_kept, .. } = write {
                    for record in forget_kept {
                        shared.emit(Effect::ForgetKept(record));
                    }
                }
            }
            A::Written(Err(why), write) => {
                return Ok(waiting(self.not_stored(shared, &why, write, board)));
            }
            other => self.archive_seldom(shared, other, board)?,
        }
        Ok(After::Nothing)
    }

    /// The inputs a first visit never gives (another tab's games, the player's list of
    /// games), apart from [`Shelf::archive_input`]'s: the split of the page's wasm keeps
    /// a function whole, and this one goes with the rest.
    #[inline(never)]
    fn archive_seldom(
        &mut self,
        shared: &mut Shared,
        input: ArchiveInput,
        board: Option<&str>,
    ) -> Result<(), PageError> {
        use ArchiveInput as A;
        match input {
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
            A::Loaded(_) | A::Written(..) => {}
        }
        Ok(())
    }

    /// How storing the game went: a failure is said once, clearly, and the game goes on
    /// in memory with its record reachable (copy, download); the next successful save
    /// clears it. Returns whether it was stored (the root stores the settings then).
    #[inline(never)]
    pub(in crate::app) fn saved(
        &mut self,
        shared: &mut Shared,
        result: Result<(), SaveError>,
    ) -> bool {
        match result {
            Ok(()) => {
                if self.save_problem.take().is_some() {
                    shared.render();
                    shared.announce(words::say::SAVING_AGAIN);
                }
                true
            }
            Err(e) => {
                if self.save_problem.as_ref() != Some(&e) {
                    self.save_problem = Some(e);
                    shared.render();
                }
                false
            }
        }
    }

    /// Storage could not keep the replaced game (`why`): the status line says so, after
    /// what it says of the new game.
    #[inline(never)]
    pub(in crate::app) fn previous_not_stored(&mut self, shared: &mut Shared, why: &SaveError) {
        // The game kept last is the one storage refused: this tab holds on to it.
        if let Some((record, _)) = self.kept.first() {
            if !self.unstored.contains(record) {
                self.unstored.push(record.clone());
            }
        }
        let said = format!(
            "{}{}",
            shared.status,
            words::stash_note(&shared.speaker, Some(why))
        );
        shared.set_status(said);
    }

    /// The record the save panel copies and downloads: `board`'s `.tcg` record dated
    /// `today`, or the review's annotated record while it is shown.
    pub fn record_text(&self, board: &Session, today: &str) -> String {
        self.exported.clone().unwrap_or_else(|| board.record(today))
    }

    /// Keeps `game`, replaced, if it has moves: in the archive when the database is
    /// there (its last state goes there), else in this tab's list of games kept and in
    /// storage when it can (the shell stores it and says a failure through
    /// `Command::PreviousNotStored`).
    #[inline(never)]
    pub(in crate::app) fn stash_previous(&mut self, shared: &mut Shared, game: &mut Session) {
        if game.game().ply() == 0 && game.friend().is_none() {
            return;
        }
        if self.archive.status == super::super::archive::Status::Ready {
            self.store(shared, game, true);
            return;
        }
        let record = game.record(&shared.world.today());
        let records: Vec<String> = self.kept.iter().map(|(r, _)| r.clone()).collect();
        self.set_kept(crate::ui::kept::keep_list(&records, &record));
        shared.emit(Effect::KeepPrevious(record));
    }

    /// The kept game `id` (the newest with `None`; `board`: the id of the game on the
    /// board, never reopened) to reopen: it leaves the list kept in this tab (an archived
    /// game stays in the archive: it goes on there). A game not found or unreadable is
    /// refused and said.
    #[inline(never)]
    pub(in crate::app) fn reopen(
        &mut self,
        shared: &mut Shared,
        id: Option<&str>,
        board: Option<&str>,
    ) -> Result<Session, PageError> {
        let Some(record) = self.record_of(id, board) else {
            return shared.refuse(match id {
                None => PageError::NoKeptGame,
                Some(id) => PageError::KeptGame(id.to_string()),
            });
        };
        let rec = crate::record::parse_record(&record).map_err(|e| {
            shared.set_status(words::previous_unreadable(&shared.speaker, &e));
            PageError::Record(e)
        })?;
        if id.is_none_or(|id| self.archived_record(id).is_none()) {
            self.kept.retain(|(r, _)| *r != record);
            self.unstored.retain(|r| *r != record);
            shared.emit(Effect::ForgetKept(record));
        }
        Ok(Session::from_record(rec))
    }

    /// The save panel opened (its boxes are filled: link, record, position) or closed.
    #[inline(never)]
    pub(in crate::app) fn set_save_panel(&mut self, shared: &mut Shared, open: bool) {
        self.save_panel_open = open;
        shared.render();
    }
}
