//! What changes the games kept ([`Shelf`]): the database opened or refusing a write, the
//! game on the board stored as it is played, a game deleted and brought back, a file of
//! games read in. Each change queues what storage must do through [`Shared`] and says
//! what the player must hear; what the root must do after (save the game, run the
//! commands that waited for the database) is returned.

use crate::record::parse_record;
use crate::ui::archive::{self, tag_value, Entry, ImportReport, Known, ID_TAG};
use crate::ui::error::PageError;
use crate::ui::kept::{listed, Filter};
use crate::ui::session::Session;
use crate::ui::words;

use super::super::archive::{DbEffect, Status, PAGE};
use super::super::effect::Effect;
use super::super::shared::Shared;
use super::Shelf;

/// Asks storage to put `games` (and `forget_kept` to leave `localStorage` once stored).
fn put(shared: &mut Shared, games: Vec<Entry>, forget_kept: Vec<String>) {
    shared.emit(Effect::Db(DbEffect::Put { games, forget_kept }));
}

impl Shelf {
    /// Changes "Your games"' filter: its first page shows again.
    #[inline(never)]
    pub(in crate::app) fn set_filter(
        &mut self,
        shared: &mut Shared,
        change: impl FnOnce(&mut Filter),
    ) {
        change(&mut self.archive.filter);
        self.archive.shown = PAGE;
        shared.render();
    }

    /// "Your games" shows a page more.
    #[inline(never)]
    pub(in crate::app) fn show_more(&mut self, shared: &mut Shared) {
        self.archive.shown = self.shown_games() + PAGE;
        shared.render();
    }

    /// Puts `entry` in the list at its place (newest first), in place of the game with
    /// its id.
    pub(in crate::app) fn insert(&mut self, entry: Entry) {
        self.archive.games.retain(|(e, _)| e.id != entry.id);
        let at = self
            .archive
            .games
            .iter()
            .position(|(e, _)| e.updated <= entry.updated)
            .unwrap_or(self.archive.games.len());
        let summary = listed(&entry);
        self.archive.games.insert(at, (entry, summary));
    }

    /// Adds games read from a file or from `localStorage` (`(id, record)`, in order), the
    /// first `newest` ms old, each next one `step` ms older, and stores them (the records
    /// `forget_kept` leave `localStorage` once stored).
    fn add_games(
        &mut self,
        shared: &mut Shared,
        added: Vec<(String, String)>,
        (newest, step): (f64, f64),
        forget_kept: Vec<String>,
    ) {
        let games: Vec<Entry> = added
            .into_iter()
            .enumerate()
            .map(|(i, (id, record))| Entry {
                id,
                record,
                updated: newest - i as f64 * step,
            })
            .collect();
        for e in &games {
            self.insert(e.clone());
        }
        put(shared, games, forget_kept);
    }

    /// The database opened with `games`, newest first as its index orders them (kept in
    /// that order: not sorted again): the games the previous version kept join them.
    /// The root saves the game on the board after it (its saved record carries its new
    /// id, so that a reload finds it in the archive rather than adding it again).
    pub(in crate::app) fn loaded(&mut self, shared: &mut Shared, games: Vec<Entry>) {
        self.archive.games = games
            .into_iter()
            .map(|e| {
                let k = listed(&e);
                (e, k)
            })
            .collect();
        self.archive.status = Status::Ready;
        let kept_records: Vec<String> = self.kept_records().iter().map(|r| r.to_string()).collect();
        let any_kept = !kept_records.is_empty();
        // A kept record of an archived game is its later state (kept when the database
        // refused it): it takes the game's place, under its id.
        let (later, others): (Vec<String>, Vec<String>) = kept_records.into_iter().partition(|r| {
            tag_value(r, ID_TAG).is_some_and(|id| self.archived_record(&id).is_some())
        });
        if !later.is_empty() {
            let games: Vec<Entry> = later
                .iter()
                .filter_map(|r| {
                    let id = tag_value(r, ID_TAG)?;
                    let (old, _) = self.archive.games.iter().find(|(e, _)| e.id == id)?;
                    Some(Entry {
                        id,
                        record: r.clone(),
                        updated: old.updated,
                    })
                })
                .collect();
            for e in &games {
                self.insert(e.clone());
            }
            put(shared, games, later);
        }
        if !others.is_empty() {
            let found = self.read_games(shared, &others.join("\n"));
            // Older than the game on the board, in their order.
            let newest = shared.world.epoch_ms - 1000.0;
            self.add_games(shared, found.added, (newest, 1.0), others);
        }
        if any_kept {
            self.set_kept(Vec::new());
            self.unstored.clear();
        }
        shared.render();
    }

    /// The database refused `write` (`why`): the tab's list follows what was stored. A
    /// game it did not take is the game on the board (`board`: its id; its saved record
    /// holds it), else it is kept in `localStorage` as without the database (the records
    /// a put was moving there stay there); a game it did not delete is listed again.
    /// Returns whether the database has just become unavailable ([`Shelf::unavailable`]).
    #[inline(never)]
    pub(in crate::app) fn not_stored(
        &mut self,
        shared: &mut Shared,
        why: &str,
        write: DbEffect,
        board: Option<&str>,
    ) -> bool {
        match write {
            DbEffect::Open => {}
            DbEffect::Put { games, forget_kept } => {
                for g in &games {
                    // A later write of the same game holds it.
                    let later = self
                        .archive
                        .games
                        .iter()
                        .any(|(e, _)| e.id == g.id && e.updated > g.updated);
                    if later || board == Some(g.id.as_str()) {
                        continue;
                    }
                    self.archive.games.retain(|(e, _)| e.id != g.id);
                    if forget_kept.is_empty() {
                        let records: Vec<String> =
                            self.kept_records().iter().map(|r| r.to_string()).collect();
                        self.set_kept(crate::ui::kept::keep_list(&records, &g.record));
                        shared.emit(Effect::KeepPrevious(g.record.clone()));
                    }
                }
                if !forget_kept.is_empty() {
                    let mut records = forget_kept;
                    records.extend(self.kept_records().iter().map(|r| r.to_string()));
                    self.set_kept(records);
                }
            }
            DbEffect::Delete(game) => {
                self.archive.deleted.retain(|e| e.id != game.id);
                if !self.archive.games.iter().any(|(e, _)| e.id == game.id) {
                    self.insert(game);
                }
            }
        }
        let newly = self.unavailable(shared, why);
        shared.render();
        newly
    }

    /// The database cannot be used (`why`): said once; the page goes on as before.
    /// Returns whether it has just become unavailable (the commands that waited for it
    /// run then).
    #[inline(never)]
    pub(in crate::app) fn unavailable(&mut self, shared: &mut Shared, why: &str) -> bool {
        if matches!(self.archive.status, Status::Unavailable(_)) {
            return false;
        }
        self.archive.status = Status::Unavailable(why.to_string());
        let said = words::archive_unavailable(&shared.speaker, why);
        shared.set_status(said);
        shared.render();
        true
    }

    /// What the archive's games are known by (a file's copy of one, at any age, is it).
    fn known_games(&self) -> Vec<Known> {
        self.archive
            .games
            .iter()
            .filter_map(|(e, _)| Some(Known::of(&e.id, &parse_record(&e.record).ok()?)))
            .collect()
    }

    /// The games of `text` against the archive's, new ids drawn from the shared random
    /// numbers.
    fn read_games(&self, shared: &mut Shared, text: &str) -> archive::Imported {
        let known = self.known_games();
        archive::import(text, &known, || {
            crate::ui::friend::link::new_id(shared.random())
        })
    }

    /// Stores the game on the board (`session`) in the archive, if it has moves (a game
    /// taken back to its start leaves it until it has moves again), once the database is
    /// open; `left`: it leaves the board (stored as it is now, the newest game of the
    /// list). It gets its id and date at its first store.
    pub(in crate::app) fn store(&mut self, shared: &mut Shared, session: &mut Session, left: bool) {
        if self.archive.status != Status::Ready {
            self.follow_saved_board(shared, session);
            return;
        }
        if session.game().ply() == 0 && session.friend().is_none() {
            if let Some(id) = session.origin().id.clone() {
                self.unarchive(shared, &id);
            }
            return;
        }
        let fresh = match session.origin().id {
            Some(_) => String::new(),
            None => crate::ui::friend::link::new_id(shared.random()),
        };
        let today = shared.world.today();
        let id = session.archive_as(|| fresh, &today).to_string();
        let record = session.record(&today);
        if !left && self.archived_record(&id) == Some(record.as_str()) {
            return;
        }
        // Newer than every game listed, even one stored in the same millisecond (the
        // game it replaced): the list's order survives a reload.
        let top = self.archive.games.first().map_or(0.0, |(e, _)| e.updated);
        let entry = Entry {
            id,
            record,
            updated: shared.world.epoch_ms.max(top + 1.0),
        };
        self.insert(entry.clone());
        put(shared, vec![entry], Vec::new());
    }

    /// Without the database (it refused a write): the game on the board, listed from
    /// the archive, is listed as its saved record holds it.
    fn follow_saved_board(&mut self, shared: &Shared, session: &Session) {
        let Some(id) = session.origin().id.as_deref() else {
            return;
        };
        let Some(at) = self.archive.games.iter().position(|(e, _)| e.id == id) else {
            return;
        };
        let record = session.record(&shared.world.today());
        let entry = &mut self.archive.games[at];
        if entry.0.record != record {
            entry.0.record = record;
            entry.1 = listed(&entry.0);
        }
    }

    /// The game `id` leaves the list and the database (returned, if it was there).
    pub(in crate::app) fn unarchive(&mut self, shared: &mut Shared, id: &str) -> Option<Entry> {
        let at = self.archive.games.iter().position(|(e, _)| e.id == id)?;
        let (entry, _) = self.archive.games.remove(at);
        shared.emit(Effect::Db(DbEffect::Delete(entry.clone())));
        Some(entry)
    }

    /// Deletes the game `id` (Undo brings it back); the game on the board (`board`: its
    /// id) stays.
    #[inline(never)]
    pub(in crate::app) fn delete_game(
        &mut self,
        shared: &mut Shared,
        id: &str,
        board: Option<&str>,
    ) -> Result<(), PageError> {
        if board == Some(id) {
            return shared.refuse(PageError::GameOnBoard);
        }
        if let Some(entry) = self.unarchive(shared, id) {
            self.archive.deleted.push(entry);
        } else if let Some((record, _)) = self
            .kept
            .iter()
            .find(|(r, _)| crate::ui::kept::record_id(r) == id)
            .cloned()
        {
            // Without the database: out of the games kept in `localStorage`.
            self.kept.retain(|(r, _)| *r != record);
            shared.emit(Effect::ForgetKept(record.clone()));
            self.archive.deleted.push(Entry {
                id: id.to_string(),
                record,
                updated: shared.world.epoch_ms,
            });
        } else {
            return shared.refuse(PageError::KeptGame(id.to_string()));
        }
        shared.set_status(words::GAME_DELETED);
        shared.render();
        Ok(())
    }

    /// Brings back the game deleted last.
    #[inline(never)]
    pub(in crate::app) fn undo_delete(&mut self, shared: &mut Shared) -> Result<(), PageError> {
        let Some(entry) = self.archive.deleted.pop() else {
            return shared.refuse(PageError::NothingDeleted);
        };
        if self.archive.status == Status::Ready {
            self.insert(entry.clone());
            put(shared, vec![entry], Vec::new());
        } else {
            let records: Vec<String> = self.kept.iter().map(|(r, _)| r.clone()).collect();
            self.set_kept(crate::ui::kept::keep_list(&records, &entry.record));
            shared.emit(Effect::KeepPrevious(entry.record));
        }
        shared.set_status(words::GAME_RESTORED);
        shared.render();
        Ok(())
    }

    /// Adds the games of a file: each new game once, a duplicate counted, a game that
    /// cannot be read named by its number and line while the others are added.
    #[inline(never)]
    pub(in crate::app) fn import_games(
        &mut self,
        shared: &mut Shared,
        text: &str,
    ) -> Result<(), PageError> {
        if self.archive.status != Status::Ready {
            return shared.refuse(PageError::NoArchive);
        }
        let found = self.read_games(shared, text);
        let n = found.added.len();
        // The file's first game newest: its order is kept.
        if n > 0 {
            let now = shared.world.epoch_ms;
            self.add_games(shared, found.added, (now, 0.01), Vec::new());
        }
        let report = ImportReport {
            added: n,
            duplicates: found.duplicates,
            errors: found.errors,
        };
        shared.set_status(words::imported_games(&shared.speaker, &report));
        self.archive.imported = Some(report);
        shared.render();
        Ok(())
    }
}
