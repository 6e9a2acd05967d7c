//! White's (or any side's) chances of winning from a search score: a logistic curve,
//! `1 / (1 + 10^(-score / WIN_CHANCE_SCALE))`, the same shape as chess engines' and
//! lichess's. Proved wins and losses map to exactly 1 and 0. The caller turns a score from
//! the side to move's view into the side it wants (the page shows White's chances).

use super::{is_win_score, Score};

/// The curve's scale, in the search's score units: a score of `WIN_CHANCE_SCALE` gives
/// 10:1 odds (about 91 %). Fitted by `three-crowns tune` on self-play results; the value
/// here (400.0) is the starting point, to be replaced by the fit.
pub const WIN_CHANCE_SCALE: f64 = 400.0;

/// The chances (0…1) of the side whose score `score_cp` is (the search's internal units,
/// from that side's view): 1 and 0 for proved wins and losses, else the logistic curve.
#[must_use]
pub fn win_chance(score_cp: i32) -> f64 {
    if is_win_score(score_cp) {
        return if score_cp > 0 { 1.0 } else { 0.0 };
    }
    1.0 / (1.0 + 10f64.powf(-f64::from(score_cp) / WIN_CHANCE_SCALE))
}

/// [`win_chance`] of a score as the engine protocol reports it: a forced win is 1, a
/// forced loss 0.
#[must_use]
pub fn score_win_chance(score: Score) -> f64 {
    match score {
        Score::Cp(n) => win_chance(n),
        Score::Win(n) if n >= 0 => 1.0,
        Score::Win(_) => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::WIN;

    #[test]
    fn the_curve_is_even_at_zero_symmetric_and_rising() {
        assert!((win_chance(0) - 0.5).abs() < 1e-12);
        for s in [1, 50, 200, 399, 1000, 5000] {
            assert!((win_chance(s) + win_chance(-s) - 1.0).abs() < 1e-12);
            assert!(win_chance(s) > win_chance(s - 1));
        }
        // A score of one scale is 10:1.
        let p = win_chance(WIN_CHANCE_SCALE as i32);
        assert!((p / (1.0 - p) - 10.0).abs() < 1e-9);
    }

    #[test]
    fn proved_wins_are_certain() {
        assert_eq!(win_chance(WIN - 3), 1.0);
        assert_eq!(win_chance(-(WIN - 4)), 0.0);
        assert_eq!(score_win_chance(Score::Win(5)), 1.0);
        assert_eq!(score_win_chance(Score::Win(-2)), 0.0);
        assert_eq!(score_win_chance(Score::Cp(0)), 0.5);
        // An ordinary evaluation is never certain.
        assert!(win_chance(3000) < 1.0 && win_chance(-3000) > 0.0);
    }
}
