//! The words of the archive ("Your games") and of the pictures: the list's filters, its
//! messages, a file of games brought in, the PNG and the GIF.

use crate::ui::archive::ImportReport;

/// The list is empty.
pub const NO_GAMES_YET: &str =
    "No game yet: every game you play with at least one move is kept here.";
/// The filter or search leaves nothing.
pub const NO_GAMES_MATCH: &str = "No game matches: change the filter or the search.";
/// A game deleted.
pub const GAME_DELETED: &str = "Game deleted. Undo brings it back.";
/// A deleted game back.
pub const GAME_RESTORED: &str = "The deleted game is back in Your games.";
/// The row of the game on the board.
pub const ON_THE_BOARD: &str = "On the board";
/// The filters' "any" options.
pub const ANY_RESULT: &str = "Any result";
/// The kind filter's "any".
pub const ANY_OPPONENT: &str = "Any opponent";

/// The GIF begins.
pub const GIF_STARTED: &str = "Making the GIF…";
/// The GIF cancelled.
pub const GIF_CANCELLED: &str = "The GIF was cancelled.";
/// The PNG copied.
pub const PICTURE_COPIED: &str = "The picture of the position is copied.";
/// The PNG downloaded.
pub const PICTURE_DOWNLOADED: &str = "The picture of the position is downloaded.";
/// The GIF downloaded.
pub const GIF_DOWNLOADED: &str = "The GIF of the game is downloaded.";
/// The GIF shared.
pub const GIF_SHARED: &str = "The GIF of the game is shared.";
/// A picture could not be made or delivered (`why`).
#[must_use]
pub fn picture_failed(why: &str) -> String {
    format!("The picture could not be made: {why}.")
}

/// The progress of the GIF being made.
#[must_use]
pub fn gif_progress(done: u32, total: u32) -> String {
    if total == 0 {
        GIF_STARTED.to_string()
    } else {
        format!("Making the GIF: frame {done} of {total}…")
    }
}

/// A result filter's option.
#[must_use]
pub const fn result_filter(r: crate::ui::archive::ResultFilter) -> &'static str {
    use crate::ui::archive::ResultFilter as R;
    match r {
        R::WhiteWon => "White won",
        R::BlackWon => "Black won",
        R::Draw => "Drawn",
        R::Unfinished => "Unfinished",
    }
}

/// A kind filter's option.
#[must_use]
pub const fn kind_filter(k: crate::ui::archive::Kind) -> &'static str {
    use crate::ui::archive::Kind as K;
    match k {
        K::TwoPlayers => "Two players",
        K::Computer => "The computer",
        K::Friend => "A friend",
        K::Imported => "Imported",
    }
}

/// The database cannot be used (`why`, the browser's words).
#[must_use]
pub fn archive_unavailable(why: &str) -> String {
    format!(
        "Your games cannot be kept in this browser's database ({why}). The game on the board is still saved, and a game you replace is kept as before."
    )
}

/// What a file of games brought.
#[must_use]
pub fn imported_games(r: &ImportReport) -> String {
    let games = |n: usize| {
        if n == 1 {
            "1 game".to_string()
        } else {
            format!("{n} games")
        }
    };
    let mut s = format!("{} added to Your games", games(r.added));
    if r.duplicates > 0 {
        s.push_str(&format!("; {} already there", games(r.duplicates)));
    }
    s.push('.');
    for e in r.errors.iter().take(3) {
        s.push_str(&format!(
            " Game {} (line {}) could not be read: {}.",
            e.game,
            e.line,
            e.message.trim_end_matches('.')
        ));
    }
    if r.errors.len() > 3 {
        s.push_str(&format!(" {} more could not be read.", r.errors.len() - 3));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::archive::ImportError;

    #[test]
    fn a_file_of_games_is_reported_game_by_game() {
        let r = ImportReport {
            added: 1,
            duplicates: 2,
            errors: vec![ImportError {
                game: 2,
                line: 13,
                message: "move 2 is wrong.".into(),
            }],
        };
        assert_eq!(
            imported_games(&r),
            "1 game added to Your games; 2 games already there. Game 2 (line 13) could not be read: move 2 is wrong."
        );
    }
}
