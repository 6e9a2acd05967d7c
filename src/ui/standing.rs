//! The person's standing against the computer (issue 48, item 5): a Glicko-2 rating
//! ([`crate::ui::rating`]) from their finished games against the levels, kept in Your
//! games, and a table of results per level. Nothing is stored apart: the rating is read
//! from the games themselves, oldest first, each game a rating period of its own, so it
//! is the same in every tab, follows an export imported on another device, and a game
//! deleted no longer counts. Which games count: [`crate::ui::kept::Rated`] (played here
//! from the standard start, a person against one level; games between people, friend
//! games, imported records and unfinished games do not). Each level is an opponent of the
//! rating its matches measured ([`LEVEL_RATINGS`]), its deviation that rating's 95 %
//! interval as a standard deviation (at least [`LEVEL_DEVIATION_MIN`]).

use crate::search::levels::LEVEL_RATINGS;
use crate::ui::kept::KeptGame;
use crate::ui::rating::{Game, Rating};

/// The smallest deviation a level is given as an opponent (level 1's rating is the
/// scale's anchor, exact by definition, yet no player is known exactly).
pub const LEVEL_DEVIATION_MIN: f64 = 30.0;

/// The person's results against one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
}

impl Tally {
    /// The games played.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// The person's rating and results per level.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Standing {
    /// The rating (a newcomer's before any game).
    pub rating: Rating,
    /// The games that counted.
    pub games: u32,
    /// The results against level `i + 1`.
    pub levels: [Tally; 8],
}

/// The person's score in `game` (1, ½ or 0), if it counts and is over.
fn score(game: &KeptGame) -> Option<(usize, f64)> {
    let rated = game.rated?;
    let level = usize::from(rated.level).checked_sub(1)?;
    let white = match game.result.as_str() {
        "1-0" => 1.0,
        "0-1" => 0.0,
        "1/2-1/2" => 0.5,
        _ => return None,
    };
    let score = if rated.person == crate::types::Color::White {
        white
    } else {
        1.0 - white
    };
    (level < LEVEL_RATINGS.len()).then_some((level, score))
}

/// The person's standing after `games`, oldest first.
#[must_use]
pub fn standing<'a>(games: impl IntoIterator<Item = &'a KeptGame>) -> Standing {
    let mut s = Standing::default();
    for game in games {
        let Some((level, score)) = score(game) else {
            continue;
        };
        let opponent = LEVEL_RATINGS[level];
        let deviation = (f64::from(opponent.interval) / 1.96).max(LEVEL_DEVIATION_MIN);
        s.rating = s.rating.update(&[Game {
            rating: f64::from(opponent.rating),
            deviation,
            score,
        }]);
        s.games += 1;
        let t = &mut s.levels[level];
        match score {
            x if x > 0.75 => t.won += 1,
            x if x < 0.25 => t.lost += 1,
            _ => t.drawn += 1,
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Color;
    use crate::ui::archive::Kind;
    use crate::ui::kept::Rated;

    /// A finished game against `level` with the person as `person` and `result`.
    fn game(level: u8, person: Color, result: &str) -> KeptGame {
        KeptGame {
            id: "x".into(),
            white: String::new(),
            black: String::new(),
            result: result.into(),
            reason: String::new(),
            kind: Kind::Computer,
            plies: 20,
            date: String::new(),
            clock: None,
            friend: None,
            rated: Some(Rated { level, person }),
            review: None,
        }
    }

    #[test]
    fn a_win_above_raises_a_loss_lowers_and_each_is_tallied_by_level() {
        let none = standing([]);
        assert_eq!(none.games, 0);
        assert_eq!(none.rating, Rating::default());
        // A newcomer (1500) beats level 5 (1630): up; then loses to level 2 (1147): down.
        let won = standing([&game(5, Color::White, "1-0")]);
        assert!(won.rating.rating > 1500.0, "{:?}", won.rating);
        assert!(won.rating.deviation < 350.0);
        let lost = standing([&game(5, Color::White, "1-0"), &game(2, Color::Black, "1-0")]);
        assert!(lost.rating.rating < won.rating.rating, "{:?}", lost.rating);
        assert_eq!(lost.games, 2);
        assert_eq!(
            lost.levels[4],
            Tally {
                won: 1,
                drawn: 0,
                lost: 0
            }
        );
        assert_eq!(
            lost.levels[1],
            Tally {
                won: 0,
                drawn: 0,
                lost: 1
            }
        );
        // Black's side read as Black's: 0-1 is the person's win.
        let black = standing([&game(5, Color::Black, "0-1")]);
        assert_eq!(black.rating, won.rating);
        let drawn = standing([&game(3, Color::White, "1/2-1/2")]);
        assert_eq!(drawn.levels[2].drawn, 1);
    }

    #[test]
    fn games_that_do_not_count_change_nothing() {
        let unfinished = game(4, Color::White, "*");
        let people = KeptGame {
            rated: None,
            kind: Kind::TwoPlayers,
            ..game(4, Color::White, "1-0")
        };
        let odd_level = game(9, Color::White, "1-0");
        let zero = game(0, Color::White, "1-0");
        let s = standing([&unfinished, &people, &odd_level, &zero]);
        assert_eq!(s, Standing::default());
    }

    #[test]
    fn the_levels_ratings_add_up_the_ladders_differences() {
        use crate::search::levels::LADDER;
        let mut rating = LEVEL_RATINGS[0].rating;
        let mut variance = 0.0f64;
        for (i, (diff, interval)) in LADDER.iter().enumerate() {
            rating += diff;
            variance += f64::from(*interval).powi(2);
            let level = LEVEL_RATINGS[i + 1];
            assert_eq!(level.rating, rating, "level {}", i + 2);
            assert_eq!(
                level.interval,
                variance.sqrt().round() as u32,
                "level {}",
                i + 2
            );
        }
    }
}
