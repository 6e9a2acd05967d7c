//! The games a new game, an import, a link or another tab's game replaced, kept in the
//! browser newest first (up to [`MAX_KEPT`]), so that none is lost when several replace
//! one another, in one tab or in several. Stored as the games' `.tcg` records one after
//! the other (`record::split_records` reads them back); a single record, as older
//! versions stored the one previous game, reads as a list of one.

use crate::record::split_records;

/// How many replaced games are kept.
pub const MAX_KEPT: usize = 20;

/// The kept games' text after `record` is kept: it goes first (an equal record kept
/// before moves up rather than twice), the oldest beyond [`MAX_KEPT`] go.
#[must_use]
pub fn keep(stored: Option<&str>, record: &str) -> String {
    let record = with_end(record);
    let mut games = vec![record.clone()];
    for g in stored.map(split_records).unwrap_or_default() {
        let g = with_end(&g);
        if g != record && games.len() < MAX_KEPT {
            games.push(g);
        }
    }
    games.join("\n")
}

/// The newest kept game's record, if any.
#[must_use]
pub fn newest(stored: Option<&str>) -> Option<String> {
    stored
        .map(split_records)
        .and_then(|games| games.into_iter().next())
        .map(|g| with_end(&g))
}

/// `record` with its trailing blank lines made one newline.
fn with_end(record: &str) -> String {
    format!("{}\n", record.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(n: usize) -> String {
        format!("[Event \"Casual game\"]\n[Round \"{n}\"]\n[Result \"*\"]\n\n1. a6-a7 *\n")
    }

    #[test]
    fn every_replaced_game_is_kept_newest_first() {
        let mut stored: Option<String> = None;
        for n in 0..3 {
            stored = Some(keep(stored.as_deref(), &game(n)));
        }
        let games = split_records(stored.as_deref().unwrap());
        assert_eq!(games.len(), 3);
        assert!(games[0].contains("Round \"2\""));
        assert!(games[2].contains("Round \"0\""));
        assert_eq!(newest(stored.as_deref()), Some(game(2)));
    }

    #[test]
    fn an_equal_game_moves_up_and_the_oldest_go_past_the_limit() {
        let mut stored: Option<String> = None;
        for n in 0..MAX_KEPT + 5 {
            stored = Some(keep(stored.as_deref(), &game(n)));
        }
        let games = split_records(stored.as_deref().unwrap());
        assert_eq!(games.len(), MAX_KEPT);
        let again = keep(stored.as_deref(), &game(10));
        let games = split_records(&again);
        assert_eq!(games.len(), MAX_KEPT);
        assert!(games[0].contains("Round \"10\""));
        assert_eq!(
            games.iter().filter(|g| g.contains("Round \"10\"")).count(),
            1
        );
    }

    #[test]
    fn the_single_previous_game_of_older_versions_reads_as_one() {
        let old = game(7);
        assert_eq!(newest(Some(&old)), Some(game(7)));
        let stored = keep(Some(&old), &game(8));
        assert_eq!(split_records(&stored).len(), 2);
        assert_eq!(newest(None), None);
    }
}
