//! The games the page keeps ([`Shelf`]), a sub-model that never sees the root state: the
//! archive of every game (the browser's database), the list of games the previous
//! version kept in `localStorage`, what storage refused, and why the game in progress is
//! not being saved. This file reads it ("Your games" filtered, searched, a page at a
//! time, as one file); `writes` changes it (the database opened or refusing, a game
//! stored, deleted and brought back, a file of games read in). What it reads of the
//! game on the board comes as arguments (`board`: the id of the game on the board).

mod import;
mod input;
mod writes;

pub use input::After;

use crate::ui::archive::{self, tag_value, ID_TAG};
use crate::ui::error::SaveError;
use crate::ui::kept::{record_id, summary, Filter, KeptGame};

use super::archive::{Archive, Listed, PAGE};

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

impl Shelf {
    /// Every game kept, newest first: the archive's, then those the previous version
    /// kept in `localStorage` not in it yet (or still there, without a database); with
    /// whether it is the game on the board (`board`: its id).
    fn each_game<'a>(
        &'a self,
        board: Option<&'a str>,
    ) -> impl Iterator<Item = (&'a KeptGame, bool)> {
        let archived = self
            .archive
            .games
            .iter()
            .filter_map(move |(e, k)| Some((k.as_ref()?, board == Some(e.id.as_str()))));
        let kept = self
            .kept
            .iter()
            .filter_map(|(_, k)| Some((k.as_ref()?, false)));
        archived.chain(kept)
    }

    /// Every game kept, newest first ([`Shelf::each_game`]).
    pub(super) fn all_games(&self, board: Option<&str>) -> Vec<Listed> {
        self.each_game(board)
            .map(|(game, on_board)| Listed {
                game: game.clone(),
                on_board,
            })
            .collect()
    }

    /// The page of "Your games" on show: the games its filter lists, up to the number
    /// shown, with how many it lists in all and whether any game is kept.
    pub(super) fn games_page(&self, board: Option<&str>) -> (Vec<Listed>, usize, bool) {
        let (mut page, mut total, mut any) = (Vec::new(), 0, false);
        let shown = self.shown_games();
        for (game, on_board) in self.each_game(board) {
            any = true;
            if !self.archive.filter.admits(game) {
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

    /// The person's standing against the computer, from every game kept (oldest first).
    #[inline(never)]
    pub(super) fn standing(&self, board: Option<&str>) -> crate::ui::standing::Standing {
        let games: Vec<&KeptGame> = self.each_game(board).map(|(g, _)| g).collect();
        crate::ui::standing::standing(games.into_iter().rev())
    }

    /// The person's mistakes in every kept review of the archive
    /// (`ui::review_kept::mine`), the newest game first, each game's in the order played.
    pub(super) fn mistakes(&self) -> Vec<crate::ui::review_kept::mine::Mistake> {
        let reviewed = self.archive.games.iter().filter(|(_, k)| {
            k.as_ref()
                .and_then(|k| k.review.as_ref())
                .is_some_and(|r| !r.mistakes.is_empty())
        });
        reviewed
            .flat_map(|(e, _)| crate::ui::review_kept::mine::mistakes(&e.id, &e.record, e.updated))
            .collect()
    }

    /// "Train your mistakes" as Your games sums it up with `drill` at `now`
    /// (`ui::drill::training`).
    pub(super) fn training(
        &self,
        drill: &crate::ui::drill::Drill,
        now: f64,
    ) -> crate::ui::drill::training::Training {
        let games = self.archive.games.iter();
        let games = games.filter_map(|(e, k)| Some((e.id.as_str(), k.as_ref()?)));
        crate::ui::drill::training::training(games, drill, now)
    }

    /// The games `filter` lists, newest first.
    pub(super) fn listed_games(&self, filter: &Filter, board: Option<&str>) -> Vec<Listed> {
        let mut games = self.all_games(board);
        games.retain(|l| filter.admits(&l.game));
        games
    }

    /// Every game of the archive (and those still kept in `localStorage`) as one
    /// `.tcg` file, newest first.
    pub(super) fn archive_text(&self) -> String {
        let archived = self.archive.games.iter().map(|(e, _)| e.record.as_str());
        archive::export(archived.chain(self.kept_records()))
    }

    /// The archived game `id`'s record, if there is one.
    pub(super) fn archived_record(&self, id: &str) -> Option<&str> {
        self.archive
            .games
            .iter()
            .find(|(e, _)| e.id == id)
            .map(|(e, _)| e.record.as_str())
    }

    /// How many games "Your games" shows (a page at least).
    pub(super) fn shown_games(&self) -> usize {
        self.archive.shown.max(PAGE)
    }

    /// The games kept in `localStorage`, newest first (their records).
    pub(super) fn kept_records(&self) -> Vec<&str> {
        self.kept.iter().map(|(r, _)| r.as_str()).collect()
    }

    /// Makes `records` (newest first) the games kept, each summed up once for the list:
    /// a game kept already keeps its summary, only a new one is read.
    pub(super) fn set_kept(&mut self, records: Vec<String>) {
        let mut known = std::mem::take(&mut self.kept);
        self.kept = records
            .into_iter()
            .map(|r| match known.iter().position(|(k, _)| *k == r) {
                Some(i) => known.swap_remove(i),
                None => {
                    let s = summary(&r);
                    (r, s)
                }
            })
            .collect();
        // A kept record of an archived game (the database refused its later state) is
        // that game: listed once, as kept.
        let ids: Vec<String> = self
            .kept
            .iter()
            .filter_map(|(r, _)| tag_value(r, ID_TAG))
            .collect();
        if !ids.is_empty() {
            self.archive.games.retain(|(e, _)| !ids.contains(&e.id));
        }
    }

    /// The games kept in `localStorage`, as the list shows them, newest first.
    pub(super) fn kept_games(&self) -> Vec<KeptGame> {
        self.kept.iter().filter_map(|(_, s)| s.clone()).collect()
    }

    /// The record of the kept game `id`: an archived game (not the one on the board,
    /// `board`: its id), or one kept in `localStorage`; with `None`, the newest of them.
    pub(super) fn record_of(&self, id: Option<&str>, board: Option<&str>) -> Option<String> {
        let archived = self
            .archive
            .games
            .iter()
            .filter(|(e, _)| Some(e.id.as_str()) != board)
            .find(|(e, _)| id.is_none_or(|id| e.id == id))
            .map(|(e, _)| &e.record);
        archived
            .or_else(|| {
                self.kept
                    .iter()
                    .map(|(r, _)| r)
                    .find(|r| id.is_none_or(|id| record_id(r) == id))
            })
            .cloned()
    }

    /// Another tab stored the list of games kept (its text): this tab's list follows;
    /// what storage refused here stays, first (another tab's list lacks it).
    pub(super) fn kept_elsewhere(&mut self, text: &str) {
        let mut records = crate::ui::kept::records(Some(text));
        for (i, r) in self.unstored.iter().enumerate() {
            if !records.contains(r) {
                records.insert(i.min(records.len()), r.clone());
            }
        }
        self.set_kept(records);
    }
}
