//! The archive's part of the state (`app::archive` for its data): the database opened,
//! every game with a move stored as it is played, the previous version's games moved in,
//! "Your games" filtered and searched, a game deleted and brought back, a file of games
//! in and out.

use crate::record::parse_record;
use crate::ui::archive::{self, tag_value, Entry, ImportReport, Known, ID_TAG};
use crate::ui::error::PageError;
use crate::ui::kept::{listed, Filter, KeptGame};
use crate::ui::words;

use super::archive::{Archive, ArchiveInput, DbEffect, Listed, Status, ARCHIVE_FILE, PAGE};
use super::effect::Effect;
use super::State;

impl State {
    /// The archive as this tab knows it.
    #[must_use]
    pub fn archive(&self) -> &Archive {
        &self.shelf.archive
    }

    /// Every game kept, newest first: the archive's, then those the previous version
    /// kept in `localStorage` not in it yet (or still there, without a database).
    #[must_use]
    pub fn all_games(&self) -> Vec<Listed> {
        self.each_game()
            .map(|(game, on_board)| Listed {
                game: game.clone(),
                on_board,
            })
            .collect()
    }

    /// Every game kept, newest first, as [`State::all_games`] lists them (borrowed; with
    /// whether it is the game on the board).
    fn each_game(&self) -> impl Iterator<Item = (&KeptGame, bool)> {
        let board = self.real_game().origin().id.as_deref();
        let archived = self
            .shelf
            .archive
            .games
            .iter()
            .filter_map(move |(e, k)| Some((k.as_ref()?, board == Some(e.id.as_str()))));
        let kept = self
            .shelf
            .kept
            .iter()
            .filter_map(|(_, k)| Some((k.as_ref()?, false)));
        archived.chain(kept)
    }

    /// The page of "Your games" on show: the games its filter lists, up to the number
    /// shown, with how many it lists in all and whether any game is kept.
    #[must_use]
    pub fn games_page(&self) -> (Vec<Listed>, usize, bool) {
        let (mut page, mut total, mut any) = (Vec::new(), 0, false);
        let shown = self.shown_games();
        for (game, on_board) in self.each_game() {
            any = true;
            if !self.shelf.archive.filter.admits(game) {
                continue;
            }
            total += 1;
            if page.len() < shown {
                page.push(Listed {
                    game: game.clone(),
                    on_board,
                });
            }
        }
        (page, total, any)
    }

    /// The games "Your games" lists (its filter and search applied), newest first.
    #[must_use]
    pub fn listed_games(&self, filter: &Filter) -> Vec<Listed> {
        let mut games = self.all_games();
        games.retain(|l| filter.admits(&l.game));
        games
    }

    /// Every game of the archive (and those still kept in `localStorage`) as one
    /// `.tcg` file, newest first.
    #[must_use]
    pub fn archive_text(&self) -> String {
        let archived = self
            .shelf
            .archive
            .games
            .iter()
            .map(|(e, _)| e.record.as_str());
        let kept = self.kept_records();
        archive::export(archived.chain(kept))
    }

    /// The archived game `id`'s record, if there is one.
    #[must_use]
    pub fn archived_record(&self, id: &str) -> Option<&str> {
        self.shelf
            .archive
            .games
            .iter()
            .find(|(e, _)| e.id == id)
            .map(|(e, _)| e.record.as_str())
    }

    #[inline(never)]
    pub(super) fn archive_input(&mut self, input: ArchiveInput) -> Result<(), PageError> {
        use ArchiveInput as A;
        match input {
            A::Loaded(Ok(games)) => self.archive_loaded(games),
            A::Loaded(Err(why)) => self.archive_unavailable(&why),
            A::NotStored(why, write) => self.not_stored(&why, write),
            A::StoredElsewhere(games) => {
                for g in games {
                    self.archive_insert(g);
                }
                self.render();
            }
            A::DeletedElsewhere(id) => {
                self.shelf.archive.games.retain(|(e, _)| e.id != id);
                self.render();
            }
            A::Delete(id) => return self.delete_game(&id),
            A::UndoDelete => return self.undo_delete(),
            A::Result(r) => self.set_filter(|f| f.result = r),
            A::Kind(k) => self.set_filter(|f| f.kind = k),
            A::Search(s) => self.set_filter(|f| f.search = s),
            A::More => {
                self.shelf.archive.shown = self.shown_games() + PAGE;
                self.render();
            }
            A::Export => {
                let text = self.archive_text();
                self.emit(Effect::Download {
                    name: ARCHIVE_FILE,
                    text,
                });
            }
            A::Import(text) => return self.import_games(&text),
        }
        Ok(())
    }

    #[inline(never)]
    fn set_filter(&mut self, change: impl FnOnce(&mut Filter)) {
        change(&mut self.shelf.archive.filter);
        self.shelf.archive.shown = PAGE;
        self.render();
    }

    /// How many games "Your games" shows (a page at least).
    pub(super) fn shown_games(&self) -> usize {
        self.shelf.archive.shown.max(PAGE)
    }

    /// Puts `entry` in the list at its place (newest first), in place of the game with
    /// its id.
    fn archive_insert(&mut self, entry: Entry) {
        self.shelf.archive.games.retain(|(e, _)| e.id != entry.id);
        let at = self
            .shelf
            .archive
            .games
            .iter()
            .position(|(e, _)| e.updated <= entry.updated)
            .unwrap_or(self.shelf.archive.games.len());
        let summary = listed(&entry);
        self.shelf.archive.games.insert(at, (entry, summary));
    }

    fn put(&mut self, games: Vec<Entry>, forget_kept: Vec<String>) {
        self.emit(Effect::Db(DbEffect::Put { games, forget_kept }));
    }

    /// Adds games read from a file or from `localStorage` (`(id, record)`, in order), the
    /// first `newest` ms old, each next one `step` ms older, and stores them (the records
    /// `forget_kept` leave `localStorage` once stored).
    fn add_games(
        &mut self,
        added: Vec<(String, String)>,
        newest: f64,
        step: f64,
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
            self.archive_insert(e.clone());
        }
        self.put(games, forget_kept);
    }

    /// The database opened with `games`, newest first as its index orders them (kept in
    /// that order: not sorted again): the games the previous version kept join them, then
    /// the game on the board.
    fn archive_loaded(&mut self, games: Vec<Entry>) {
        self.shelf.archive.games = games
            .into_iter()
            .map(|e| {
                let k = listed(&e);
                (e, k)
            })
            .collect();
        self.shelf.archive.status = Status::Ready;
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
                    let (old, _) = self.shelf.archive.games.iter().find(|(e, _)| e.id == id)?;
                    Some(Entry {
                        id,
                        record: r.clone(),
                        updated: old.updated,
                    })
                })
                .collect();
            for e in &games {
                self.archive_insert(e.clone());
            }
            self.put(games, later);
        }
        if !others.is_empty() {
            let found = self.read_games(&others.join("\n"));
            // Older than the game on the board, in their order.
            let newest = self.shared.world.epoch_ms - 1000.0;
            self.add_games(found.added, newest, 1.0, others);
        }
        if any_kept {
            self.set_kept(Vec::new());
            self.shelf.unstored.clear();
        }
        // Saved too, not only archived: the saved game carries its new id, so that a
        // reload finds it in the archive rather than adding it again.
        self.save();
        self.render();
        self.run_waiting();
    }

    /// Runs the commands that waited for the database, in their order.
    fn run_waiting(&mut self) {
        for w in std::mem::take(&mut self.shelf.archive.waiting) {
            // A refusal is said in the status line, as it would have been at once.
            let _ = self.apply(super::Command::from_waiting(w));
        }
    }

    /// The database refused `write` (`why`): said once, the page goes on as without it,
    /// and the tab's list follows what was stored. A game it did not take is the game on
    /// the board (its saved record holds it), else it is kept in `localStorage` as
    /// without the database (the records a put was moving there stay there); a game it
    /// did not delete is listed again.
    #[inline(never)]
    fn not_stored(&mut self, why: &str, write: DbEffect) {
        let board = self.real_game().origin().id.clone();
        match write {
            DbEffect::Open => {}
            DbEffect::Put { games, forget_kept } => {
                for g in &games {
                    // A later write of the same game holds it.
                    let later = self
                        .shelf
                        .archive
                        .games
                        .iter()
                        .any(|(e, _)| e.id == g.id && e.updated > g.updated);
                    if later || board.as_deref() == Some(g.id.as_str()) {
                        continue;
                    }
                    self.shelf.archive.games.retain(|(e, _)| e.id != g.id);
                    if forget_kept.is_empty() {
                        let records: Vec<String> =
                            self.kept_records().iter().map(|r| r.to_string()).collect();
                        self.set_kept(crate::ui::kept::keep_list(&records, &g.record));
                        self.emit(Effect::KeepPrevious(g.record.clone()));
                    }
                }
                if !forget_kept.is_empty() {
                    let mut records = forget_kept;
                    records.extend(self.kept_records().iter().map(|r| r.to_string()));
                    self.set_kept(records);
                }
            }
            DbEffect::Delete(game) => {
                self.shelf.archive.deleted.retain(|e| e.id != game.id);
                if !self
                    .shelf
                    .archive
                    .games
                    .iter()
                    .any(|(e, _)| e.id == game.id)
                {
                    self.archive_insert(game);
                }
            }
        }
        self.archive_unavailable(why);
        self.render();
    }

    /// The database cannot be used (`why`): said once; the page goes on as before.
    #[inline(never)]
    fn archive_unavailable(&mut self, why: &str) {
        if matches!(self.shelf.archive.status, Status::Unavailable(_)) {
            return;
        }
        self.shelf.archive.status = Status::Unavailable(why.to_string());
        let said = words::archive_unavailable(&self.shared.speaker, why);
        self.set_status(said);
        self.render();
        self.run_waiting();
    }

    /// What the archive's games are known by (a file's copy of one, at any age, is it).
    fn known_games(&self) -> Vec<Known> {
        self.shelf
            .archive
            .games
            .iter()
            .filter_map(|(e, _)| Some(Known::of(&e.id, &parse_record(&e.record).ok()?)))
            .collect()
    }

    /// The games of `text` against the archive's, new ids drawn from the state's random
    /// numbers.
    fn read_games(&mut self, text: &str) -> archive::Imported {
        let known = self.known_games();
        let mut seed = self.shared.seed;
        let found = archive::import(text, &known, || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            crate::ui::friend::link::new_id(seed)
        });
        // The state's random numbers go on after the ids drawn.
        self.shared.seed = seed;
        found
    }

    /// Stores the game on the board in the archive, if it has moves (a game taken back
    /// to its start leaves it until it has moves again), once the database is open. It
    /// gets its id and date at its first store.
    pub(super) fn archive_board(&mut self) {
        self.store_board(false);
    }

    /// The game on the board leaves it (replaced): stored as it is now, the newest game
    /// of the list (the one Previous game brings back).
    pub(super) fn archive_replaced(&mut self) {
        self.store_board(true);
    }

    fn store_board(&mut self, left: bool) {
        if self.game_aside() {
            return;
        }
        if self.shelf.archive.status != Status::Ready {
            self.follow_saved_board();
            return;
        }
        if self.session.game().ply() == 0 && self.session.friend().is_none() {
            self.unarchive_board();
            return;
        }
        let fresh = match self.session.origin().id {
            Some(_) => String::new(),
            None => crate::ui::friend::link::new_id(self.random()),
        };
        let today = self.shared.world.today.clone();
        let id = self.session.archive_as(|| fresh, &today).to_string();
        let record = self.session.record(&today);
        if !left && self.archived_record(&id) == Some(record.as_str()) {
            return;
        }
        // Newer than every game listed, even one stored in the same millisecond (the
        // game it replaced): the list's order survives a reload.
        let top = self
            .shelf
            .archive
            .games
            .first()
            .map_or(0.0, |(e, _)| e.updated);
        let entry = Entry {
            id,
            record,
            updated: self.shared.world.epoch_ms.max(top + 1.0),
        };
        self.archive_insert(entry.clone());
        self.put(vec![entry], Vec::new());
    }

    /// Without the database (it refused a write): the game on the board, listed from
    /// the archive, is listed as its saved record holds it.
    fn follow_saved_board(&mut self) {
        let Some(id) = self.session.origin().id.clone() else {
            return;
        };
        let Some(at) = self
            .shelf
            .archive
            .games
            .iter()
            .position(|(e, _)| e.id == id)
        else {
            return;
        };
        let record = self.session.record(&self.shared.world.today);
        let entry = &mut self.shelf.archive.games[at];
        if entry.0.record != record {
            entry.0.record = record;
            entry.1 = listed(&entry.0);
        }
    }

    /// The game on the board is discarded (the player said so): it leaves the archive.
    pub(super) fn discard_board(&mut self) {
        self.unarchive_board();
    }

    /// The game on the board leaves the archive, if it is there.
    fn unarchive_board(&mut self) {
        if let Some(id) = self.session.origin().id.clone() {
            self.unarchive(&id);
        }
    }

    /// The game `id` leaves the list and the database (returned, if it was there).
    fn unarchive(&mut self, id: &str) -> Option<Entry> {
        let at = self
            .shelf
            .archive
            .games
            .iter()
            .position(|(e, _)| e.id == id)?;
        let (entry, _) = self.shelf.archive.games.remove(at);
        self.emit(Effect::Db(DbEffect::Delete(entry.clone())));
        Some(entry)
    }

    /// Deletes the game `id` (Undo brings it back); the game on the board stays.
    #[inline(never)]
    fn delete_game(&mut self, id: &str) -> Result<(), PageError> {
        if self.real_game().origin().id.as_deref() == Some(id) {
            return self.refuse(PageError::GameOnBoard);
        }
        if let Some(entry) = self.unarchive(id) {
            self.shelf.archive.deleted.push(entry);
        } else if let Some((record, _)) = self
            .shelf
            .kept
            .iter()
            .find(|(r, _)| crate::ui::kept::record_id(r) == id)
            .cloned()
        {
            // Without the database: out of the games kept in `localStorage`.
            self.shelf.kept.retain(|(r, _)| *r != record);
            self.emit(Effect::ForgetKept(record.clone()));
            self.shelf.archive.deleted.push(Entry {
                id: id.to_string(),
                record,
                updated: self.shared.world.epoch_ms,
            });
        } else {
            return self.refuse(PageError::KeptGame(id.to_string()));
        }
        self.set_status(words::GAME_DELETED);
        self.render();
        Ok(())
    }

    /// Brings back the game deleted last.
    #[inline(never)]
    fn undo_delete(&mut self) -> Result<(), PageError> {
        let Some(entry) = self.shelf.archive.deleted.pop() else {
            return self.refuse(PageError::NothingDeleted);
        };
        if self.shelf.archive.status == Status::Ready {
            self.archive_insert(entry.clone());
            self.put(vec![entry], Vec::new());
        } else {
            let records: Vec<String> = self.shelf.kept.iter().map(|(r, _)| r.clone()).collect();
            self.set_kept(crate::ui::kept::keep_list(&records, &entry.record));
            self.emit(Effect::KeepPrevious(entry.record));
        }
        self.set_status(words::GAME_RESTORED);
        self.render();
        Ok(())
    }

    /// Adds the games of a file: each new game once, a duplicate counted, a game that
    /// cannot be read named by its number and line while the others are added.
    #[inline(never)]
    fn import_games(&mut self, text: &str) -> Result<(), PageError> {
        if self.shelf.archive.status != Status::Ready {
            return self.refuse(PageError::NoArchive);
        }
        let found = self.read_games(text);
        let n = found.added.len();
        // The file's first game newest: its order is kept.
        if n > 0 {
            let now = self.shared.world.epoch_ms;
            self.add_games(found.added, now, 0.01, Vec::new());
        }
        let report = ImportReport {
            added: n,
            duplicates: found.duplicates,
            errors: found.errors,
        };
        self.set_status(words::imported_games(&self.shared.speaker, &report));
        self.shelf.archive.imported = Some(report);
        self.render();
        Ok(())
    }
}
