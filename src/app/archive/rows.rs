//! The database's rows as the archive reads them. The shell's database module (`web::db`
//! over `db.js`) hands over each answer as one flat list of strings, three a game (`id`,
//! `updated` in whole ms, `record`), and another tab's news as the same list after
//! `put`, or `deleted` and an id: read here, so that the shell converts nothing by hand.

use super::ArchiveInput;
use crate::ui::archive::Entry;

/// The games of a flat list `id, updated, record, …`, in its order (an `updated` that is
/// no whole number counts as 0). `None`: not such a list.
#[must_use]
pub fn entries_of(mut flat: Vec<String>) -> Option<Vec<Entry>> {
    if !flat.len().is_multiple_of(3) {
        return None;
    }
    let take = std::mem::take::<String>;
    let games = flat.chunks_exact_mut(3).map(|row| Entry {
        id: take(&mut row[0]),
        updated: whole_ms(&row[1]),
        record: take(&mut row[2]),
    });
    Some(games.collect())
}

/// Whole milliseconds written in digits (0 for anything else): read by hand, as the
/// page's start carries no number reader.
fn whole_ms(text: &str) -> f64 {
    let digits = text.bytes().try_fold(0.0, |n: f64, b| {
        b.is_ascii_digit().then(|| n * 10.0 + f64::from(b - b'0'))
    });
    digits.filter(|_| !text.is_empty()).unwrap_or(0.0)
}

/// What another tab said: `put` and its games, or `deleted` and the game's id.
#[must_use]
#[inline(never)]
pub fn news_of(mut flat: Vec<String>) -> Option<ArchiveInput> {
    match flat.first().map(String::as_str) {
        Some("put") => entries_of(flat.split_off(1)).map(ArchiveInput::StoredElsewhere),
        Some("deleted") if flat.len() == 2 => flat.pop().map(ArchiveInput::DeletedElsewhere),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(words: &[&str]) -> Vec<String> {
        words.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn rows_become_games_in_their_order() {
        let rows = ["a", "1733412345678", "[Event]", "c", "soon", "1. a6-a7 *"];
        let games = entries_of(flat(&rows));
        let games = games.expect("a list of rows");
        let read: Vec<_> = games.iter().map(|e| (e.id.as_str(), e.updated)).collect();
        // An odd time: kept, at 0.
        assert_eq!(read, [("a", 1_733_412_345_678.0), ("c", 0.0)]);
        assert_eq!(whole_ms(""), 0.0);
        assert_eq!(whole_ms("-5"), 0.0);
        assert_eq!(games[1].record, "1. a6-a7 *");
        assert_eq!(entries_of(vec![]), Some(vec![]));
        // A row cut short: the list is not one.
        assert!(entries_of(flat(&["a", "5"])).is_none());
    }

    #[test]
    fn another_tab_stored_or_deleted() {
        let put = flat(&["put", "a", "1", "[Event]"]);
        assert!(matches!(news_of(put), Some(ArchiveInput::StoredElsewhere(g)) if g.len() == 1));
        let deleted = flat(&["deleted", "a"]);
        assert!(matches!(news_of(deleted), Some(ArchiveInput::DeletedElsewhere(id)) if id == "a"));
        // Neither, or a put cut short: nothing.
        for odd in [&[][..], &["put", "a"], &["deleted"], &["moved", "a"]] {
            assert!(news_of(flat(odd)).is_none(), "{odd:?}");
        }
    }
}
