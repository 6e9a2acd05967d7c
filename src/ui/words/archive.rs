//! The words of the archive ("Your games") and of the pictures: the list's filters, its
//! messages, a file of games brought in, the PNG and the GIF.

use super::reasons::Reason;
use super::say::Fixed;

use crate::ui::archive::ImportReport;
use crate::ui::lang::{Arg, Speaker};

/// The list is empty.
pub const NO_GAMES_YET: Fixed = Fixed("no-games-yet");
/// The filter or search leaves nothing.
pub const NO_GAMES_MATCH: Fixed = Fixed("no-games-match");
/// A game deleted.
pub const GAME_DELETED: Fixed = Fixed("game-deleted");
/// A deleted game back.
pub const GAME_RESTORED: Fixed = Fixed("game-restored");
/// The row of the game on the board.
pub const ON_THE_BOARD: Fixed = Fixed("on-the-board");
/// The filters' "any" options.
pub const ANY_RESULT: Fixed = Fixed("any-result");
/// The kind filter's "any".
pub const ANY_OPPONENT: Fixed = Fixed("any-opponent");

/// The GIF begins.
pub const GIF_STARTED: Fixed = Fixed("gif-started");
/// The GIF cancelled.
pub const GIF_CANCELLED: Fixed = Fixed("gif-cancelled");
/// The PNG copied.
pub const PICTURE_COPIED: Fixed = Fixed("picture-copied");
/// The PNG downloaded.
pub const PICTURE_DOWNLOADED: Fixed = Fixed("picture-downloaded");
/// The GIF downloaded.
pub const GIF_DOWNLOADED: Fixed = Fixed("gif-downloaded");
/// The GIF shared.
pub const GIF_SHARED: Fixed = Fixed("gif-shared");
/// A picture could not be made or delivered (`why`).
#[must_use]
pub fn picture_failed(t: &Speaker, why: &str) -> String {
    t.say("picture-failed", &[("why", Arg::Text(why.to_owned()))])
}

/// The progress of the GIF being made.
#[must_use]
pub fn gif_progress(t: &crate::ui::lang::Speaker, done: u32, total: u32) -> String {
    if total == 0 {
        GIF_STARTED.said(t)
    } else {
        t.say(
            "gif-progress",
            &[("done", done.into()), ("total", total.into())],
        )
    }
}

/// A kept game's buttons in the list (`game`: the game as the list shows it): the
/// picture's label, then the accessible names of the picture, the GIF and Delete.
#[must_use]
pub fn game_buttons(t: &Speaker, game: &str) -> [String; 4] {
    let game = || [("game", Arg::Text(game.to_owned()))];
    [
        t.say("archive-picture", &[]),
        t.say("archive-picture-of", &game()),
        t.say("archive-gif-of", &game()),
        t.say("archive-delete", &game()),
    ]
}

/// A result filter's option.
#[must_use]
pub fn result_filter(t: &Speaker, r: crate::ui::archive::ResultFilter) -> String {
    use crate::ui::archive::ResultFilter as R;
    let id = match r {
        R::WhiteWon => "filter-white-won",
        R::BlackWon => "filter-black-won",
        R::Draw => "filter-drawn",
        R::Unfinished => "filter-unfinished",
    };
    t.say(id, &[])
}

/// A kind filter's option.
#[must_use]
pub fn kind_filter(t: &Speaker, k: crate::ui::archive::Kind) -> String {
    use crate::ui::archive::Kind as K;
    let id = match k {
        K::TwoPlayers => "filter-two-players",
        K::Computer => "filter-computer",
        K::Friend => "filter-friend",
        K::Imported => "filter-imported",
    };
    t.say(id, &[])
}

/// Your games' More: `shown` of the `total` games listed are on show.
#[must_use]
pub fn games_more(t: &Speaker, shown: usize, total: usize) -> String {
    t.say(
        "games-more",
        &[("shown", shown.into()), ("total", total.into())],
    )
}

/// The database cannot be used (`why`, the browser's words).
#[must_use]
pub fn archive_unavailable(t: &Speaker, why: &str) -> String {
    t.say("archive-unavailable", &[("why", Arg::Text(why.to_owned()))])
}

/// What a file of games brought.
#[must_use]
pub fn imported_games(t: &Speaker, r: &ImportReport) -> String {
    let mut s = if r.duplicates > 0 {
        t.say(
            "imported-games-duplicates",
            &[
                ("count", r.added.into()),
                ("duplicates", r.duplicates.into()),
            ],
        )
    } else {
        t.say("imported-games", &[("count", r.added.into())])
    };
    for e in r.errors.iter().take(3) {
        s.push_str(&t.say(
            "imported-game-error",
            &[
                // Numbers of a file's games and lines, written without digit groups.
                ("game", Arg::Text(e.game.to_string())),
                ("line", Arg::Text(e.line.to_string())),
                ("why", Arg::Text(e.error.reason(t))),
            ],
        ));
    }
    if r.errors.len() > 3 {
        let more = ("count", (r.errors.len() - 3).into());
        s.push_str(&t.say("imported-games-more-errors", &[more]));
    }
    s
}

/// The person's rating line in Your games: `Your rating: 1,523 ± 87 · 14 games against
/// the computer` (the rating and its deviation rounded).
#[must_use]
pub fn standing_line(t: &Speaker, s: &crate::ui::standing::Standing) -> String {
    let round = |x: f64| Arg::Count(x.round() as i64);
    t.say(
        "standing-line",
        &[
            ("rating", round(s.rating.rating)),
            ("deviation", round(s.rating.deviation)),
            ("games", Arg::Count(i64::from(s.games))),
        ],
    )
}

/// What the person's rating is (Your games).
pub const STANDING_ABOUT: Fixed = Fixed("standing-about");

/// The heading row of the results per level: level, its rating, won, drawn, lost.
#[must_use]
pub fn standing_heading(t: &Speaker) -> [String; 5] {
    [
        "standing-level",
        "standing-level-rating",
        "standing-won",
        "standing-drawn",
        "standing-lost",
    ]
    .map(|id| t.say(id, &[]))
}

/// A level's rating with its interval: `1,630 ± 105` (the anchor, with none: `1,000`).
#[must_use]
pub fn rating_with_interval(t: &Speaker, rating: u32, interval: u32) -> String {
    let n = |x: u32| Arg::Count(i64::from(x));
    if interval == 0 {
        return t.say("standing-rating", &[("rating", n(rating))]);
    }
    t.say(
        "standing-rating-interval",
        &[("rating", n(rating)), ("interval", n(interval))],
    )
}

/// A count as the language writes numbers.
#[must_use]
pub fn count(t: &Speaker, n: u32) -> String {
    t.say("standing-count", &[("n", Arg::Count(i64::from(n)))])
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
                message: "the record has no Result tag".into(),
                error: crate::record::RecordError::NoResult,
            }],
        };
        assert_eq!(
            imported_games(&Speaker::english(), &r),
            "1 game added to Your games; 2 games already there. Game 2 (line 13) could not be read: the record has no Result tag."
        );
    }
}
