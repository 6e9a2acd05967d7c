//! Match statistics: Elo from a score with its 95% interval, pentanomial counts of game
//! pairs, likelihood of superiority and the SPRT log-likelihood ratio.
//!
//! Results are from the first player's view. Games come in pairs on the same opening
//! with colours swapped; a pair scores 0, ½, 1, 1½ or 2.

/// Win, draw and loss counts and the pentanomial counts of game pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won (by the first player).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
    /// Pairs scoring 0, ½, 1, 1½, 2.
    pub penta: [u32; 5],
}

impl Tally {
    /// Adds a game: `score` 1, ½ or 0.
    pub fn add_game(&mut self, score: f64) {
        if score > 0.75 {
            self.wins += 1;
        } else if score > 0.25 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
    }

    /// Adds a pair of games (both added with [`Tally::add_game`] too).
    pub fn add_pair(&mut self, a: f64, b: f64) {
        self.add_game(a);
        self.add_game(b);
        let i = ((a + b) * 2.0).round().clamp(0.0, 4.0) as usize;
        self.penta[i] += 1;
    }

    /// Games played: wins + draws + losses.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score fraction (½ with no games).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(n)
    }

    /// Mean and variance of the per-game score from the pairs when there are any (the
    /// pentanomial model, which accounts for the paired openings), else from the games.
    fn mean_var(&self) -> Option<(f64, f64, f64)> {
        let pairs: u32 = self.penta.iter().sum();
        if pairs >= 2 {
            let n = f64::from(pairs);
            let mean = (0..5)
                .map(|i| f64::from(self.penta[i]) * i as f64 / 4.0)
                .sum::<f64>()
                / n;
            let var = (0..5)
                .map(|i| f64::from(self.penta[i]) * (i as f64 / 4.0 - mean).powi(2))
                .sum::<f64>()
                / n;
            return Some((mean, var, n));
        }
        let n = f64::from(self.games());
        if n < 2.0 {
            return None;
        }
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        Some((s, var, n))
    }

    /// Elo difference and the half-width of its 95% interval (`None` with too few games
    /// or an all-win / all-loss result, where the estimate is unbounded).
    pub fn elo(&self) -> Option<(f64, f64)> {
        let (mean, var, n) = self.mean_var()?;
        let se = (var / n).sqrt();
        let lo = elo_from_score(mean - 1.959_964 * se)?;
        let hi = elo_from_score(mean + 1.959_964 * se)?;
        let mid = elo_from_score(mean)?;
        Some((mid, (hi - lo) / 2.0))
    }

    /// Elo difference with the bounds of its 95% interval; a bound beyond a score of 0 or
    /// 1 is infinite (`None`). `None` with fewer than two games or pairs, or an all-win
    /// or all-loss result.
    pub fn elo_bounds(&self) -> Option<(f64, Option<f64>, Option<f64>)> {
        let (mean, var, n) = self.mean_var()?;
        let se = (var / n).sqrt();
        let mid = elo_from_score(mean)?;
        Some((
            mid,
            elo_from_score(mean - 1.959_964 * se),
            elo_from_score(mean + 1.959_964 * se),
        ))
    }

    /// Likelihood of superiority: the probability that the first player is the
    /// stronger, from wins and losses (draws carry no information).
    pub fn los(&self) -> f64 {
        let (w, l) = (f64::from(self.wins), f64::from(self.losses));
        if w + l == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt()))
    }

    /// The SPRT log-likelihood ratio of H1: Elo = `elo1` against H0: Elo = `elo0`
    /// (logistic Elo), by the normal approximation on the pentanomial (or game) scores.
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let Some((mean, var, n)) = self.mean_var() else {
            return 0.0;
        };
        if var <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_from_elo(elo0), score_from_elo(elo1));
        (s1 - s0) * (2.0 * mean - s0 - s1) * n / (2.0 * var)
    }
}

/// The SPRT's stopping bounds (lower, upper) for error rates `alpha` and `beta`.
pub fn sprt_bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// The expected score of an Elo difference (logistic).
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference of an expected score, for a score strictly between 0 and 1.
pub fn elo_from_score(s: f64) -> Option<f64> {
    (s > 0.0 && s < 1.0).then(|| -400.0 * (1.0 / s - 1.0).log10())
}

/// The error function (Abramowitz and Stegun 7.1.26; absolute error below 1.5e-7).
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x >= 0.0 {
        y
    } else {
        -y
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn elo_and_score_are_inverse() {
        assert!(close(score_from_elo(0.0), 0.5, 1e-12));
        assert!(close(elo_from_score(0.75).unwrap(), 190.848, 1e-3));
        assert!(close(
            elo_from_score(score_from_elo(-123.0)).unwrap(),
            -123.0,
            1e-9
        ));
        assert_eq!(elo_from_score(1.0), None);
        assert_eq!(elo_from_score(0.0), None);
    }

    #[test]
    fn erf_matches_known_values() {
        assert!(close(erf(0.0), 0.0, 1e-7));
        assert!(close(erf(0.5), 0.520_499_877_8, 2e-7));
        assert!(close(erf(1.0), 0.842_700_792_9, 2e-7));
        assert!(close(erf(-2.0), -0.995_322_265, 2e-7));
    }

    #[test]
    fn tally_counts_games_and_pairs() {
        let mut t = Tally::default();
        t.add_pair(1.0, 0.5);
        t.add_pair(0.0, 0.0);
        t.add_pair(1.0, 0.0);
        t.add_pair(0.5, 0.5);
        assert_eq!((t.wins, t.draws, t.losses), (2, 3, 3));
        assert_eq!(t.penta, [1, 0, 2, 1, 0]);
        assert_eq!(t.games(), 8);
        assert!(close(t.score(), 3.5 / 8.0, 1e-12));
    }

    #[test]
    fn elo_interval_from_games() {
        // 60 wins, 20 draws, 20 losses: score 0.7, Elo +147.2.
        let mut t = Tally::default();
        for _ in 0..60 {
            t.add_game(1.0);
        }
        for _ in 0..20 {
            t.add_game(0.5);
        }
        for _ in 0..20 {
            t.add_game(0.0);
        }
        let (elo, half) = t.elo().unwrap();
        assert!(close(elo, 147.19, 0.01), "{elo}");
        // Per-game sd sqrt(0.16) = 0.4 → se 0.04 → scores 0.6216..0.7784 → Elo 86.8..219.1.
        assert!(close(half, (219.1 - 86.8) / 2.0, 0.5), "{half}");
        let (mid, lo, hi) = t.elo_bounds().unwrap();
        assert!(
            close(mid, elo, 1e-9)
                && close(lo.unwrap(), 86.2, 0.1)
                && close(hi.unwrap(), 218.2, 0.1)
        );
        // Near-certain results: an open upper bound.
        let mut near = Tally::default();
        for _ in 0..9 {
            near.add_game(1.0);
        }
        near.add_game(0.0);
        let (_, lo, hi) = near.elo_bounds().unwrap();
        assert!(lo.is_some() && hi.is_none());
        // All wins: unbounded.
        let mut w = Tally::default();
        w.add_game(1.0);
        w.add_game(1.0);
        assert_eq!(w.elo(), None);
    }

    #[test]
    fn los_is_symmetric_and_grows_with_the_margin() {
        let t = |w, l| Tally {
            wins: w,
            losses: l,
            ..Tally::default()
        };
        assert!(close(t(10, 10).los(), 0.5, 1e-9));
        assert!(close(t(12, 8).los() + t(8, 12).los(), 1.0, 1e-9));
        // 30 wins, 20 losses: 0.5 (1 + erf(10 / 10)) = 0.9214.
        assert!(close(t(30, 20).los(), 0.921_35, 1e-4));
        assert!(t(40, 20).los() > t(30, 20).los());
    }

    #[test]
    fn sprt_llr_has_the_right_sign_and_bounds() {
        let (lo, hi) = sprt_bounds(0.05, 0.05);
        assert!(close(lo, -2.944, 1e-3) && close(hi, 2.944, 1e-3));
        let mut strong = Tally::default();
        let mut even = Tally::default();
        for i in 0..200 {
            strong.add_pair(1.0, if i % 3 == 0 { 0.5 } else { 1.0 });
            even.add_pair(if i % 2 == 0 { 1.0 } else { 0.0 }, 0.5);
        }
        assert!(strong.llr(0.0, 10.0) > hi);
        assert!(even.llr(0.0, 30.0) < lo);
        // Symmetric hypotheses around the observed score give zero.
        let mut half = Tally::default();
        half.add_pair(1.0, 0.0);
        half.add_pair(0.5, 0.5);
        half.add_pair(1.0, 0.5);
        half.add_pair(0.0, 0.5);
        assert!(close(half.llr(-10.0, 10.0), 0.0, 1e-9));
        // Hand-computed: pairs 2, 1, 0 → mean ½, variance 1/6 per pair (score units),
        // n 3; with s0 = ½, s1 = score_from_elo(20).
        let mut h = Tally::default();
        h.add_pair(1.0, 1.0);
        h.add_pair(1.0, 0.0);
        h.add_pair(0.0, 0.0);
        let s1 = score_from_elo(20.0);
        let expected = (s1 - 0.5) * (1.0 - 0.5 - s1) * 3.0 / (2.0 / 6.0);
        assert!(close(h.llr(0.0, 20.0), expected, 1e-12));
    }
}
