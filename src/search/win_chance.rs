//! White's (or any side's) chances of winning from a search score: a logistic curve,
//! `1 / (1 + 10^(-score / WIN_CHANCE_SCALE))` (the shape of chess engines' and
//! lichess's), kept [`WIN_CHANCE_MARGIN`] away from 0 and 1, fitted to self-play results
//! (`three-crowns tune`, [`super::texel::fit_curve`]). Proved wins and losses map to
//! exactly 1 and 0. The caller turns a score from
//! the side to move's view into the side it wants (the page shows White's chances).

use super::texel::Curve;
use super::{is_win_score, Score};

/// The logistic curve's scale, in the search's score units, fitted by `three-crowns
/// tune` on 6,576 self-play games (80,181 quiet positions; on 19,924 held-out ones every
/// decile's prediction is within 5 points of the results: docs/MEASUREMENTS.md).
pub const WIN_CHANCE_SCALE: f64 = 120.2;

/// The smallest chance an evaluation gives (and 1 − the largest), fitted with the scale:
/// at the engine's fixed budgets, some clearly won-looking games still turn around.
pub const WIN_CHANCE_MARGIN: f64 = 0.155;

/// The fitted curve.
pub const CURVE: Curve = Curve {
    scale: WIN_CHANCE_SCALE,
    margin: WIN_CHANCE_MARGIN,
};

/// The chances (0…1) of the side whose score `score_cp` is (the search's internal units,
/// from that side's view): 1 and 0 for proved wins and losses, else the logistic curve.
#[must_use]
pub fn win_chance(score_cp: i32) -> f64 {
    if is_win_score(score_cp) {
        return if score_cp > 0 { 1.0 } else { 0.0 };
    }
    CURVE.chance(f64::from(score_cp))
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
            assert!(win_chance(s) >= win_chance(s - 1));
            assert!(s > 600 || win_chance(s) > win_chance(s - 1));
        }
        // A score of one scale is 10:1 on the logistic curve, within the margins.
        let p = win_chance(WIN_CHANCE_SCALE.round() as i32);
        let q = (p - WIN_CHANCE_MARGIN) / (1.0 - 2.0 * WIN_CHANCE_MARGIN);
        assert!((q / (1.0 - q) - 10.0).abs() < 0.05, "{q}");
        assert!(win_chance(5000) <= 1.0 - WIN_CHANCE_MARGIN + 1e-12);
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
