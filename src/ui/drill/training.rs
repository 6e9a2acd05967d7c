//! What "Your games" shows of "Train your mistakes" (issue 48, item 4): how many of the
//! person's mistakes there are, how many are due now and learned (their cards in the
//! drill; one never tried is due at once), and the person's accuracy in their last
//! reviewed games, for a small chart.

use super::Drill;
use crate::ui::kept::KeptGame;

/// How many reviewed games the chart shows at most.
pub const CHART_GAMES: usize = 20;

/// The drill as "Your games" sums it up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Training {
    /// The person's mistakes in every kept review.
    pub total: usize,
    /// How many are due now.
    pub due: usize,
    /// How many are learned.
    pub learned: usize,
    /// The person's accuracy (tenths) in the last reviewed games, oldest first, with
    /// each game's date.
    pub chart: Vec<(String, u16)>,
}

/// The drill's summary from the archived `games` (each with its id in the archive),
/// newest first, at `now`.
#[must_use]
#[inline(never)]
pub fn training<'a>(
    games: impl IntoIterator<Item = (&'a str, &'a KeptGame)>,
    drill: &Drill,
    now: f64,
) -> Training {
    let mut t = Training::default();
    for (id, game) in games {
        let Some(review) = &game.review else {
            continue;
        };
        for ply in &review.mistakes {
            t.total += 1;
            match drill.card(&format!("{id}:{ply}")) {
                Some(card) => {
                    t.due += usize::from(card.is_due(now));
                    t.learned += usize::from(card.learned());
                }
                None => t.due += 1,
            }
        }
        if let Some(yours) = review.yours.filter(|_| t.chart.len() < CHART_GAMES) {
            t.chart.push((game.date.clone(), yours));
        }
    }
    t.chart.reverse();
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::archive::Kind;
    use crate::ui::review_kept::mine::Reviewed;

    fn game(date: &str, yours: Option<u16>, mistakes: Vec<usize>) -> KeptGame {
        KeptGame {
            id: String::new(),
            white: "Ann".into(),
            black: "Computer (level 3)".into(),
            result: "1-0".into(),
            reason: String::new(),
            kind: Kind::Computer,
            plies: 20,
            date: date.into(),
            clock: None,
            friend: None,
            rated: None,
            review: Some(Reviewed {
                accuracy: [yours, None],
                yours,
                mistakes,
            }),
        }
    }

    #[test]
    fn mistakes_are_counted_due_and_learned_by_their_cards() {
        const NOW: f64 = 1_000_000.0;
        let newer = game("2026.12.06", Some(912), vec![3, 9]);
        let older = game("2026.12.05", Some(655), vec![4]);
        let mut not_reviewed = game("2026.12.04", None, Vec::new());
        not_reviewed.review = None;
        let mut drill = Drill::default();
        drill.add("b:4", 0.0);
        drill.answered("b:4", true, 0.0);
        drill.add("a:9", 0.0);
        for _ in 0..6 {
            let due = drill.card("a:9").unwrap().due;
            drill.answered("a:9", true, due);
        }
        let games = [("a", &newer), ("b", &older), ("c", &not_reviewed)];
        let t = training(games, &drill, NOW);
        // a:3 never tried (due); a:9 learned, due far off; b:4 solved, due tomorrow.
        assert_eq!((t.total, t.due, t.learned), (3, 1, 1));
        assert_eq!(
            t.chart,
            [
                ("2026.12.05".to_string(), 655),
                ("2026.12.06".to_string(), 912)
            ],
            "oldest first"
        );
    }

    #[test]
    fn the_chart_keeps_the_last_games() {
        let games: Vec<KeptGame> = (0..30)
            .map(|i| game(&format!("day {i}"), Some(i * 10), Vec::new()))
            .collect();
        let t = training(games.iter().map(|g| ("x", g)), &Drill::default(), 0.0);
        assert_eq!(t.chart.len(), CHART_GAMES);
        // Newest first in, oldest first out: the first 20 given, reversed.
        assert_eq!(t.chart.first().map(|c| c.1), Some(190));
        assert_eq!(t.chart.last().map(|c| c.1), Some(0));
        assert_eq!((t.total, t.due), (0, 0));
    }
}
