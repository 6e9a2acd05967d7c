//! The session's side of the archive (`ui::archive`): where its game comes from, as its
//! record keeps it.

use crate::record::Record;
use crate::ui::archive::{valid_id, ID_TAG, SITE};

use super::Session;

/// Where a game comes from: its id in the archive (given at its first save there), the
/// date it began, and an imported record's own event and site, which its record keeps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// Its id in the archive (its record's `GameId` tag).
    pub id: Option<String>,
    /// The date it began (`YYYY.MM.DD`; `None`: today's, until it is archived).
    pub date: Option<String>,
    /// An imported record's `Event` and `Site` (`None`: a game played here).
    pub imported: Option<(String, String)>,
    /// Its finished review as its record keeps it (`ui::review_kept`), if it has one.
    pub review: Option<String>,
}

impl Origin {
    /// What `rec` says of its game's origin.
    #[must_use]
    pub fn of(rec: &Record) -> Origin {
        let site = rec.tag("Site").unwrap_or("?");
        Origin {
            id: rec
                .tag(ID_TAG)
                .filter(|id| valid_id(id))
                .map(str::to_string),
            date: rec.tag("Date").map(str::to_string),
            imported: (site != SITE).then(|| {
                (
                    rec.tag("Event").unwrap_or("?").to_string(),
                    site.to_string(),
                )
            }),
            review: rec
                .tag(crate::ui::review_kept::tag::TAG)
                .map(str::to_string),
        }
    }
}

impl Session {
    /// Where the game comes from.
    #[must_use]
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Gives the game its id in the archive and the date it began, if it has none yet;
    /// its id.
    pub fn archive_as(&mut self, id: impl FnOnce() -> String, today: &str) -> &str {
        if self.origin.date.is_none() {
            self.origin.date = Some(today.to_string());
        }
        self.origin.id.get_or_insert_with(id)
    }

    /// Keeps the game's finished review (`ui::review_kept`'s text; `None`: none), written
    /// into its record while its moves stand.
    pub fn keep_review(&mut self, text: Option<String>) {
        self.origin.review = text;
    }

    /// Sets where the game comes from.
    pub fn set_origin(&mut self, origin: Origin) {
        self.origin = origin;
    }
}
