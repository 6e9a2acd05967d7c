//! The person's playing rating (issue 48): Glicko-2, as Mark Glickman's paper "Example of
//! the Glicko-2 system" (2012) gives it. A [`Rating`] is a strength on the Elo-like
//! scale, its deviation (how uncertain it is, 350 for a newcomer) and its volatility (how
//! erratic the person's results are). [`Rating::update`] rates one rating period's games
//! ([`Game`]: the opponent's rating and deviation, and the score 1, ½ or 0);
//! [`Rating::idle`] lets the deviation grow over periods without games.
//!
//! Plain data and arithmetic, natively tested; nothing here panics or yields a
//! non-finite number on any input: out-of-range inputs are brought into range first
//! ([`Rating::sane`]) and the volatility's root finding is bounded.

use std::f64::consts::PI;

/// The factor between the Glicko scale and Glicko-2's (the paper's 173.7178).
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change in a period.
pub const TAU: f64 = 0.5;
/// A newcomer's rating.
pub const START_RATING: f64 = 1500.0;
/// A newcomer's deviation, also the largest one kept.
pub const START_DEVIATION: f64 = 350.0;
/// A newcomer's volatility.
pub const START_VOLATILITY: f64 = 0.06;
/// The smallest deviation kept: no rating is ever quite certain.
const MIN_DEVIATION: f64 = 1.0;
/// The volatility's bounds.
const VOLATILITY: (f64, f64) = (1e-4, 1.0);
/// The ratings' bounds (far beyond any real strength).
const RATING: (f64, f64) = (-10_000.0, 10_000.0);
/// The convergence tolerance ε of the volatility's iteration.
const EPSILON: f64 = 1e-6;
/// The most steps the volatility's root finding takes.
const MAX_STEPS: u32 = 100;

/// A Glicko-2 rating, on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The strength (1500 for a newcomer).
    pub rating: f64,
    /// The rating deviation RD: about half the 95 % interval's width.
    pub deviation: f64,
    /// The volatility σ.
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer: 1500, RD 350, σ 0.06.
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// One game of a rating period, as the rated person saw it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// The person's score: 1 a win, 0.5 a draw, 0 a loss.
    pub score: f64,
}

/// `x` if finite, else `fallback`, within `lo..=hi`.
fn within(x: f64, fallback: f64, (lo, hi): (f64, f64)) -> f64 {
    if x.is_finite() {
        x.clamp(lo, hi)
    } else {
        fallback
    }
}

/// Glickman's g(φ): how much a result against an uncertain opponent weighs.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// The expected score E(μ, μⱼ, φⱼ).
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating with every field finite and within bounds: a non-finite rating becomes
    /// 1500, a deviation is kept within 1–350, a volatility within 0.0001–1.
    #[must_use]
    pub fn sane(self) -> Rating {
        Rating {
            rating: within(self.rating, START_RATING, RATING),
            deviation: within(
                self.deviation,
                START_DEVIATION,
                (MIN_DEVIATION, START_DEVIATION),
            ),
            volatility: within(self.volatility, START_VOLATILITY, VOLATILITY),
        }
    }

    /// The rating after `periods` rating periods without games: the deviation grows as
    /// the paper's step 6 has it for a player who did not compete, φ' = √(φ² + n σ²),
    /// never above a newcomer's.
    #[must_use]
    pub fn idle(self, periods: u32) -> Rating {
        let r = self.sane();
        let phi = r.deviation / SCALE;
        let grown = (phi * phi + f64::from(periods) * r.volatility * r.volatility).sqrt();
        Rating {
            deviation: (grown * SCALE).min(START_DEVIATION),
            ..r
        }
    }

    /// The rating after one rating period's `games` (Glickman's steps 1–8, with the
    /// system constant [`TAU`]). With no games only the deviation grows, as after one
    /// idle period.
    #[must_use]
    pub fn update(self, games: &[Game]) -> Rating {
        self.update_with(games, TAU)
    }

    /// [`Rating::update`] with the system constant `tau` (kept within 0.2–1.2, the
    /// paper's reasonable choices; 0.5 when not finite).
    #[must_use]
    pub fn update_with(self, games: &[Game], tau: f64) -> Rating {
        let r = self.sane();
        if games.is_empty() {
            return r.idle(1);
        }
        let tau = within(tau, TAU, (0.2, 1.2));
        // Step 2: onto the Glicko-2 scale.
        let mu = (r.rating - START_RATING) / SCALE;
        let phi = r.deviation / SCALE;
        let sigma = r.volatility;
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        let (mut inv_v, mut sum) = (0.0, 0.0);
        for game in games {
            let opponent = Rating {
                rating: game.rating,
                deviation: game.deviation,
                volatility: START_VOLATILITY,
            }
            .sane();
            let mu_j = (opponent.rating - START_RATING) / SCALE;
            let g_j = g(opponent.deviation / SCALE);
            let e = expected(mu, mu_j, opponent.deviation / SCALE);
            let score = within(game.score, 0.5, (0.0, 1.0));
            inv_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (score - e);
        }
        // A result so certain it carries no information (E of 0 or 1): nothing learned.
        if inv_v <= f64::MIN_POSITIVE || !inv_v.is_finite() {
            return r.idle(1);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        // Step 5: the new volatility.
        let sigma = new_volatility(phi, sigma, v, delta, tau);
        // Steps 6 and 7: the new deviation and rating.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        // Step 8: back onto the Glicko scale.
        let out = Rating {
            rating: SCALE * mu_new + START_RATING,
            deviation: SCALE * phi_new,
            volatility: sigma,
        };
        if out.rating.is_finite() && out.deviation.is_finite() && out.volatility.is_finite() {
            out.sane()
        } else {
            r.idle(1)
        }
    }
}

/// Step 5: the new volatility σ', the root of Glickman's f by the Illinois algorithm,
/// bounded in steps; the old σ if the iteration goes astray.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < f64::from(MAX_STEPS) {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    let mut steps = 0;
    while (big_b - big_a).abs() > EPSILON && steps < MAX_STEPS {
        steps += 1;
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if !c.is_finite() || !f_c.is_finite() {
            return sigma;
        }
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let out = (big_a / 2.0).exp();
    if out.is_finite() {
        out
    } else {
        sigma
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    fn game(rating: f64, deviation: f64, score: f64) -> Game {
        Game {
            rating,
            deviation,
            score,
        }
    }

    fn finite(r: Rating) -> bool {
        r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite()
    }

    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.update(&[
            game(1400.0, 30.0, 1.0),
            game(1550.0, 100.0, 0.0),
            game(1700.0, 300.0, 0.0),
        ]);
        assert!(near(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(near(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(near(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_draw_against_an_equal_barely_moves() {
        let me = Rating::default();
        let equal = game(1500.0, 100.0, 1.0);
        assert!(me.update(&[equal]).rating > 1500.0);
        assert!(
            me.update(&[Game {
                score: 0.0,
                ..equal
            }])
            .rating
                < 1500.0
        );
        let drawn = me.update(&[Game {
            score: 0.5,
            ..equal
        }]);
        assert!(near(drawn.rating, 1500.0, 1e-9), "{drawn:?}");
        // Games narrow the deviation.
        assert!(drawn.deviation < me.deviation);
    }

    #[test]
    fn beating_a_stronger_opponent_counts_more_than_beating_a_weaker_one() {
        let me = Rating {
            deviation: 150.0,
            ..Rating::default()
        };
        let up = me.update(&[game(1800.0, 60.0, 1.0)]).rating - 1500.0;
        let down = me.update(&[game(1200.0, 60.0, 1.0)]).rating - 1500.0;
        assert!(up > down && down > 0.0, "{up} {down}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let me = Rating {
            rating: 1620.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let after = me.update(&[]);
        assert_eq!((after.rating, after.volatility), (1620.0, 0.06));
        // φ* = √(φ² + σ²) on the Glicko-2 scale.
        let phi = 80.0 / SCALE;
        assert!(near(
            after.deviation,
            (phi * phi + 0.0036).sqrt() * SCALE,
            1e-9
        ));
        assert_eq!(me.idle(1), after);
        assert_eq!(me.idle(0), me);
        // Many idle periods: back to a newcomer's uncertainty, never beyond.
        assert!(me.idle(10).deviation > after.deviation);
        assert_eq!(me.idle(1_000_000).deviation, START_DEVIATION);
        assert_eq!(me.idle(u32::MAX).deviation, START_DEVIATION);
    }

    #[test]
    fn extreme_inputs_neither_panic_nor_give_nan() {
        let odd = [
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.0,
            -1.0,
            1e-300,
            1e300,
            -1e300,
        ];
        for &x in &odd {
            for &y in &odd {
                let me = Rating {
                    rating: x,
                    deviation: y,
                    volatility: x,
                };
                for score in [0.0, 0.5, 1.0, x, y] {
                    let g = game(y, x, score);
                    for r in [
                        me.update(&[g]),
                        me.update(&[g, g, g]),
                        me.update_with(&[g], x),
                        me.update(&[]),
                        me.idle(3),
                    ] {
                        assert!(finite(r), "{me:?} {g:?} -> {r:?}");
                        assert!(r.deviation >= MIN_DEVIATION && r.deviation <= START_DEVIATION);
                    }
                }
            }
        }
        // Absurd gaps: a certain win against a far weaker opponent teaches nothing.
        let strong = Rating {
            rating: 9_000.0,
            deviation: 30.0,
            volatility: 0.06,
        };
        let after = strong.update(&[game(-9_000.0, 30.0, 1.0)]);
        assert!(
            finite(after) && near(after.rating, 9_000.0, 1.0),
            "{after:?}"
        );
        // An upset across the same gap moves it, within bounds.
        let upset = strong.update(&[game(-9_000.0, 30.0, 0.0)]);
        assert!(finite(upset) && upset.rating <= 9_000.0, "{upset:?}");
    }

    #[test]
    fn a_long_run_of_wins_keeps_rising_and_narrowing() {
        let mut me = Rating::default();
        let mut last = me;
        for _ in 0..50 {
            me = me.update(&[game(me.rating + 100.0, 50.0, 1.0)]);
            assert!(finite(me) && me.rating > last.rating, "{me:?}");
            assert!(me.deviation <= last.deviation + 1e-9, "{me:?}");
            last = me;
        }
    }
}
