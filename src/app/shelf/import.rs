//! A record read in (pasted or opened as a file) against the games this page has: the
//! game on the board, the archive's, those kept in storage (`ui::archive::Known`).

use crate::record::parse_record;
use crate::ui::archive::{tag_value, ImportReport, Known, ID_TAG};
use crate::ui::error::PageError;
use crate::ui::session::Session;
use crate::ui::words;

use super::super::shared::Shared;
use super::Shelf;

impl Shelf {
    /// The game the record `text` brings, to replace `game` (the game on the board); a
    /// record that cannot be read changes nothing (said). A record of a game this page
    /// has already that does not go further than it changes nothing either (said as a
    /// file's duplicate: `None`); one that goes further continues that game, under its
    /// id; a record whose `GameId` another game holds comes in as a game of its own (a
    /// new id).
    #[inline(never)]
    pub(in crate::app) fn import_record(
        &self,
        shared: &mut Shared,
        text: &str,
        game: &Session,
    ) -> Result<Option<Session>, PageError> {
        let rec = match parse_record(text) {
            Ok(rec) => rec,
            Err(e) => return shared.refuse(PageError::Record(e)),
        };
        let this = Known::of(rec.tag(ID_TAG).unwrap_or(""), &rec);
        let mut session = Session::from_record(rec);
        let copies = self.known_copies(game, &shared.world.today());
        let id = if let Some(copy) = copies.iter().find(|k| k.same_game(&this)) {
            // An older copy changes nothing; the same moves (a record with the review's
            // comments, say) or more come onto the board as that game, under its id.
            if this.plies() < copy.plies() {
                let report = ImportReport {
                    added: 0,
                    duplicates: 1,
                    errors: Vec::new(),
                };
                shared.set_status(words::imported_games(&shared.speaker, &report));
                return Ok(None);
            }
            Some((!copy.id.is_empty()).then(|| copy.id.clone()))
        } else {
            let taken = copies
                .iter()
                .any(|k| !this.id.is_empty() && k.id == this.id);
            taken.then_some(None)
        };
        if let Some(id) = id {
            let mut origin = session.origin().clone();
            origin.id = id;
            session.set_origin(origin);
        }
        Ok(Some(session))
    }

    /// What the games this page has are known by: `game` (on the board, its record dated
    /// `today`), the archive's, those kept in storage.
    fn known_copies(&self, game: &Session, today: &str) -> Vec<Known> {
        let board_record = game.record(today);
        let board_id = game.origin().id.clone().unwrap_or_default();
        let archived = self
            .archive
            .games
            .iter()
            .map(|(e, _)| (e.id.clone(), e.record.as_str()));
        let kept = self.kept_records().into_iter().map(|r| {
            let id = tag_value(r, ID_TAG).unwrap_or_default();
            (id, r)
        });
        std::iter::once((board_id, board_record.as_str()))
            .chain(archived)
            .chain(kept)
            .filter_map(|(id, r)| Some(Known::of(&id, &parse_record(r).ok()?)))
            .collect()
    }
}
