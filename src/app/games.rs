//! The games kept: every game a new game, a link, an import or another tab's game
//! replaced (unless the player discarded it unfinished), newest first, up to
//! [`crate::ui::kept::MAX_KEPT`], as this tab knows them (storage holds the same list,
//! merged with other tabs'). Each reopens from the "Your games" dialog or the script API;
//! the game it replaces is kept in its turn.

use crate::record::parse_record;
use crate::ui::kept::{self, record_id, KeptGame};
use crate::ui::session::Session;
use crate::ui::words;

use super::effect::Effect;
use super::{ids, State};

impl State {
    /// The games kept, newest first (their records).
    #[must_use]
    pub fn kept_records(&self) -> Vec<&str> {
        self.shelf.kept_records()
    }

    /// Makes `records` (newest first) the games kept ([`super::shelf::Shelf::set_kept`]).
    pub(super) fn set_kept(&mut self, records: Vec<String>) {
        self.shelf.set_kept(records);
    }

    /// The games kept, as the list shows them, newest first.
    #[must_use]
    pub fn kept_games(&self) -> Vec<KeptGame> {
        self.shelf
            .kept
            .iter()
            .filter_map(|(_, s)| s.clone())
            .collect()
    }

    /// Keeps the game in progress, if it has moves, before it is replaced: in this tab
    /// always, in storage when it can (the shell stores it and says a failure through
    /// `Command::PreviousNotStored`).
    pub(super) fn stash_previous(&mut self) {
        if self.session.game().ply() == 0 && self.session.friend().is_none() {
            return;
        }
        self.sync_clock();
        // With the database, the game is in the archive already: its last state goes
        // there.
        if self.shelf.archive.status == super::archive::Status::Ready {
            self.archive_replaced();
            return;
        }
        let record = self.session.record(&self.shared.world.today);
        let records: Vec<String> = self.shelf.kept.iter().map(|(r, _)| r.clone()).collect();
        self.set_kept(kept::keep_list(&records, &record));
        self.emit(Effect::KeepPrevious(record));
    }

    /// Opens (`true`) or closes "Your games".
    #[inline(never)]
    pub(super) fn games_dialog(&mut self, open: bool) {
        let was = std::mem::replace(&mut self.overlays.games, open);
        self.overlays.menu = false;
        if open && !was {
            self.shelf.archive.shown = super::archive::PAGE;
            self.overlays.games_said_from = self.shared.status_said;
        }
        if was && !open {
            self.focus(ids::MENU_TOGGLE, false);
        }
        self.render();
    }

    /// Another tab stored the list of games kept (its text): this tab's list follows.
    #[inline(never)]
    pub(super) fn kept_elsewhere(&mut self, text: &str) {
        let mut records = kept::records(Some(text));
        // What storage refused stays in this tab, first: another tab's list lacks it.
        for (i, r) in self.shelf.unstored.iter().enumerate() {
            if !records.contains(r) {
                records.insert(i.min(records.len()), r.clone());
            }
        }
        self.set_kept(records);
        self.render();
    }

    /// The record of the kept game `id`: an archived game (not the one on the board), or
    /// one kept in `localStorage`; with `None`, the newest of them.
    pub(super) fn record_of(&self, id: Option<&str>) -> Option<String> {
        let board = self.real_game().origin().id.as_deref();
        let archived = self
            .shelf
            .archive
            .games
            .iter()
            .filter(|(e, _)| Some(e.id.as_str()) != board)
            .find(|(e, _)| id.is_none_or(|id| e.id == id))
            .map(|(e, _)| &e.record);
        archived
            .or_else(|| {
                self.shelf
                    .kept
                    .iter()
                    .map(|(r, _)| r)
                    .find(|r| id.is_none_or(|id| record_id(r) == id))
            })
            .cloned()
    }

    /// Reopens the kept game `id` (the newest with `None`): it leaves the list and
    /// replaces the game in progress, which is kept.
    #[inline(never)]
    pub(super) fn open_kept(
        &mut self,
        id: Option<&str>,
    ) -> Result<(), crate::ui::error::PageError> {
        let found = self.record_of(id);
        let Some(record) = found else {
            let why = match id {
                None => crate::ui::error::PageError::NoKeptGame,
                Some(id) => crate::ui::error::PageError::KeptGame(id.to_string()),
            };
            return self.refuse(why);
        };
        let rec = match parse_record(&record) {
            Ok(rec) => rec,
            Err(e) => {
                self.set_status(words::previous_unreadable(&self.shared.speaker, &e));
                return Err(crate::ui::error::PageError::Record(e));
            }
        };
        self.overlays.games = false;
        if id.is_some_and(|id| self.archived_record(id).is_some()) {
            // An archived game stays in the archive: it goes on there.
            self.replace_session(
                Session::from_record(rec),
                words::say::PREVIOUS_REOPENED,
                true,
            );
            self.focus(ids::BOARD, false);
            return Ok(());
        }
        self.shelf.kept.retain(|(r, _)| *r != record);
        self.shelf.unstored.retain(|r| *r != record);
        self.emit(Effect::ForgetKept(record));
        self.replace_session(
            Session::from_record(rec),
            words::say::PREVIOUS_REOPENED,
            true,
        );
        self.focus(ids::BOARD, false);
        Ok(())
    }
}
