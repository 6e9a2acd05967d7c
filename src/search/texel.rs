//! Texel tuning of the evaluation: fit the weights so that the evaluation of quiet
//! positions from self-play predicts the games' results.
//!
//! A score `s` (the engine's unit, side to move's view) predicts the side to move's
//! expected result `1 / (1 + 10^(-s / scale))` ([`expected`]). The scale is fitted first
//! with the weights fixed ([`fit_scale`]); then the weights are moved one at a time by a
//! step, kept when the mean squared error over the training positions falls, with the
//! step halved when no weight moves ([`tune`]). Only quiet positions are used (no win,
//! jump or crowning for the side to move, no threat to win against it: [`is_quiet`]), so
//! the static evaluation is what the search would stand on. The fitted scale is also the
//! page's curve from a score to White's winning chances.

use crate::game::Game;
use crate::position::{Outcome, Position};
use crate::types::Color;

use super::eval::{terms, TERMS};
use super::movegen::{generate, opponent_threatens_win};
use super::Weights;

/// One position of a game: the evaluation's terms and the result, both from the view
/// of the side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The evaluation's terms ([`terms`]).
    pub terms: [i32; TERMS],
    /// The side to move's result: 1 won, ½ drawn, 0 lost.
    pub result: f64,
    /// Whether White is to move (for reports in White's view).
    pub white_to_move: bool,
}

/// Whether `pos` is quiet: not won, not over, no winning move, jump or crowning for the
/// side to move, and no threat to win against it.
pub fn is_quiet(pos: &Position) -> bool {
    if pos.is_won() || opponent_threatens_win(pos) {
        return false;
    }
    let mut noisy = Vec::new();
    generate(pos, true, &mut noisy) && noisy.is_empty()
}

/// The quiet positions of `game`, labelled with White's result `white_score` (1, ½ or
/// 0), from ply `from` on.
pub fn samples(game: &Game, white_score: f64, from: usize) -> Vec<Sample> {
    (from..game.ply())
        .filter_map(|ply| game.position_at(ply))
        .filter(|pos| is_quiet(pos))
        .map(|pos| {
            let white_to_move = pos.turn() == Color::White;
            Sample {
                terms: terms(pos),
                result: if white_to_move {
                    white_score
                } else {
                    1.0 - white_score
                },
                white_to_move,
            }
        })
        .collect()
}

/// White's result in a finished game (1, ½ or 0), `None` while it goes on.
pub fn white_score(game: &Game) -> Option<f64> {
    Some(match game.outcome()? {
        Outcome::Win {
            winner: Color::White,
            ..
        } => 1.0,
        Outcome::Win { .. } => 0.0,
        _ => 0.5,
    })
}

/// The expected result of the side to move for score `s` under `scale`.
#[inline]
pub fn expected(s: f64, scale: f64) -> f64 {
    1.0 / (1.0 + crate::num::pow10(-s / scale))
}

/// The evaluation of a sample under weights `w` (a vector, see [`Weights::to_vector`]).
#[inline]
pub fn score(sample: &Sample, w: &[i32; TERMS]) -> i32 {
    sample.terms.iter().zip(w).map(|(t, w)| t * w).sum()
}

/// Mean squared error between the samples' results and their predictions.
pub fn error(samples: &[Sample], w: &[i32; TERMS], scale: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - expected(f64::from(score(s, w)), scale);
            d * d
        })
        .sum();
    sum / samples.len() as f64
}

/// The scale (between 10 and 10,000) that minimises [`error`] for weights `w`, by a
/// golden-section search on its logarithm.
pub fn fit_scale(samples: &[Sample], w: &[i32; TERMS]) -> f64 {
    scale_minimising(|scale| error(samples, w, scale))
}

/// The scale between 10 and 10,000 that minimises `f`, by a golden-section search on its
/// logarithm (80 steps).
fn scale_minimising(f: impl Fn(f64) -> f64) -> f64 {
    let f = |x: f64| f(x.exp());
    let (mut a, mut b) = (10f64.ln(), 10_000f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut c, mut d) = (b - g * (b - a), a + g * (b - a));
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..80 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - g * (b - a);
            fc = f(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + g * (b - a);
            fd = f(d);
        }
    }
    ((a + b) / 2.0).exp()
}

/// Texel's local search from `start` with the scale fixed: each weight in turn moves by
/// the step up or down while the error falls; when no weight moves the step halves, from
/// 16 down to 1. `fixed` weights (by index) stay. `on_pass` hears the error after each
/// pass over the weights. Returns the tuned weights.
pub fn tune(
    samples: &[Sample],
    start: Weights,
    scale: f64,
    fixed: &[usize],
    on_pass: &mut dyn FnMut(i32, f64, &[i32; TERMS]),
) -> Weights {
    let mut w = start.to_vector();
    let mut best = error(samples, &w, scale);
    let mut step = 16;
    while step >= 1 {
        let mut moved = false;
        for i in (0..TERMS).filter(|i| !fixed.contains(i)) {
            for delta in [step, -step] {
                let mut trial = w;
                trial[i] += delta;
                let e = error(samples, &trial, scale);
                if e < best {
                    best = e;
                    w = trial;
                    moved = true;
                    break;
                }
            }
        }
        on_pass(step, best, &w);
        if !moved {
            step /= 2;
        }
    }
    Weights::from_vector(w)
}

/// The curve from a score to the side's chances that the page shows: the logistic
/// curve of [`expected`], kept `margin` away from 0 and 1 (a game is never quite sure
/// from a score: fixed-budget play turns some of them around).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    /// The logistic curve's scale.
    pub scale: f64,
    /// The smallest chance the curve gives (and 1 − the largest).
    pub margin: f64,
}

impl Curve {
    /// The chances of the side whose score is `s`.
    #[inline]
    pub fn chance(&self, s: f64) -> f64 {
        self.margin + (1.0 - 2.0 * self.margin) * expected(s, self.scale)
    }
}

/// Fits [`Curve`] to the samples' results under weights `w`: the margin on a grid of
/// 0.005 from 0 to 0.3, the scale by golden-section search for each.
pub fn fit_curve(samples: &[Sample], w: &[i32; TERMS]) -> Curve {
    let scores: Vec<(f64, f64)> = samples
        .iter()
        .map(|s| (f64::from(score(s, w)), s.result))
        .collect();
    let err = |c: Curve| {
        scores
            .iter()
            .map(|&(x, r)| (r - c.chance(x)).powi(2))
            .sum::<f64>()
    };
    let mut best = (
        f64::INFINITY,
        Curve {
            scale: 200.0,
            margin: 0.0,
        },
    );
    for k in 0..=60 {
        let margin = f64::from(k) * 0.005;
        let curve = Curve {
            scale: scale_minimising(|scale| err(Curve { scale, margin })),
            margin,
        };
        let e = err(curve);
        if e < best.0 {
            best = (e, curve);
        }
    }
    best.1
}

/// One bucket of a calibration table: positions whose predicted result for White fell in
/// `[low, high)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    /// Lower bound of the predicted result.
    pub low: f64,
    /// Upper bound of the predicted result.
    pub high: f64,
    /// Positions in the bucket.
    pub count: usize,
    /// Mean predicted result for White.
    pub predicted: f64,
    /// Mean actual result for White.
    pub observed: f64,
}

/// The calibration of `curve`'s prediction in White's view, in ten buckets of width 0.1.
pub fn calibration(samples: &[Sample], w: &[i32; TERMS], curve: Curve) -> Vec<Bucket> {
    let mut sums = [(0usize, 0f64, 0f64); 10];
    for s in samples {
        let p = curve.chance(f64::from(score(s, w)));
        let (p, r) = if s.white_to_move {
            (p, s.result)
        } else {
            (1.0 - p, 1.0 - s.result)
        };
        let k = ((p * 10.0) as usize).min(9);
        sums[k].0 += 1;
        sums[k].1 += p;
        sums[k].2 += r;
    }
    sums.iter()
        .enumerate()
        .map(|(k, &(n, p, r))| Bucket {
            low: k as f64 / 10.0,
            high: (k + 1) as f64 / 10.0,
            count: n,
            predicted: if n > 0 { p / n as f64 } else { 0.0 },
            observed: if n > 0 { r / n as f64 } else { 0.0 },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(t0: i32, result: f64) -> Sample {
        let mut terms = [0; TERMS];
        terms[0] = t0;
        Sample {
            terms,
            result,
            white_to_move: true,
        }
    }

    #[test]
    fn the_expected_result_is_even_at_zero_and_rises() {
        assert!((expected(0.0, 400.0) - 0.5).abs() < 1e-12);
        assert!((expected(400.0, 400.0) - 10.0 / 11.0).abs() < 1e-12);
        assert!((expected(-400.0, 400.0) - 1.0 / 11.0).abs() < 1e-12);
    }

    #[test]
    fn the_scale_fit_recovers_a_known_curve() {
        // Results drawn exactly from the curve with scale 300: the fit must find it.
        let mut samples = Vec::new();
        for s in -20..=20 {
            let p = expected(f64::from(s * 25), 300.0);
            samples.push(Sample {
                result: p,
                ..sample(s, 0.0)
            });
        }
        let mut w = [0; TERMS];
        w[0] = 25;
        let scale = fit_scale(&samples, &w);
        assert!((scale - 300.0).abs() < 0.5, "{scale}");
    }

    #[test]
    fn the_curve_fit_recovers_a_known_margin_and_scale() {
        let truth = Curve {
            scale: 250.0,
            margin: 0.1,
        };
        let samples: Vec<Sample> = (-40..=40)
            .map(|s| Sample {
                result: truth.chance(f64::from(s * 25)),
                ..sample(s, 0.0)
            })
            .collect();
        let mut w = [0; TERMS];
        w[0] = 25;
        let c = fit_curve(&samples, &w);
        assert!((c.margin - 0.1).abs() < 1e-9, "{c:?}");
        assert!((c.scale - 250.0).abs() < 1.0, "{c:?}");
    }

    #[test]
    fn tuning_moves_a_weight_towards_the_results_and_keeps_fixed_ones() {
        // Term 0 always wins for its side, term 2 means nothing: tuning raises weight 0
        // and leaves the fixed weight 2 where it was.
        let mut samples = Vec::new();
        for k in 1..50 {
            samples.push(sample(1, 0.9));
            samples.push(sample(-1, 0.1));
            let mut s = sample(0, 0.5);
            s.terms[2] = k % 3 - 1;
            samples.push(s);
        }
        let start = Weights::from_vector([10, 0, 50, 0, 0, 0, 0, 0, 0, 0, 0]);
        let before = error(&samples, &start.to_vector(), 400.0);
        let tuned = tune(&samples, start, 400.0, &[2], &mut |_, _, _| {});
        let v = tuned.to_vector();
        assert!(error(&samples, &v, 400.0) < before);
        // 0.9 = expected(s, 400) at s = 400 log10(9) ≈ 381.7.
        assert!((v[0] - 382).abs() <= 1, "{v:?}");
        assert_eq!(v[2], 50);
    }

    #[test]
    fn calibration_puts_each_prediction_in_its_decile_in_whites_view() {
        let mut black = sample(0, 1.0);
        black.white_to_move = false;
        let samples = [sample(0, 1.0), black];
        let curve = Curve {
            scale: 400.0,
            margin: 0.1,
        };
        assert!((curve.chance(1e9) - 0.9).abs() < 1e-9);
        let b = calibration(&samples, &[0; TERMS], curve);
        assert_eq!(b.len(), 10);
        // Both predict ½ for White: bucket 5; White won one and lost one.
        assert_eq!(b[5].count, 2);
        assert!((b[5].predicted - 0.5).abs() < 1e-12);
        assert!((b[5].observed - 0.5).abs() < 1e-12);
        assert_eq!(b.iter().map(|b| b.count).sum::<usize>(), 2);
    }

    #[test]
    fn only_quiet_positions_are_sampled() {
        use crate::tcn::parse_tcn;
        assert!(is_quiet(&Position::start()));
        // Black's Crowned e5 can jump d4 (e5xc3): not quiet for Black.
        let tcn = "b1b1b1b1/1b1b1b1b/8/4B2b/3w4/6ww/5w1w/w3wwww b - 20";
        let jump = parse_tcn(tcn).unwrap();
        assert!(!is_quiet(&jump));
        // A game through it samples the quiet positions only, labelled by the mover.
        let mut game = Game::new(jump);
        let mv = "a8-a7".parse().unwrap();
        game.play(mv).unwrap();
        let s = samples(&game, 1.0, 0);
        assert!(s.is_empty(), "the only position before the move had a jump");
        let quiet = Game::new(Position::start());
        let mut quiet = quiet;
        for text in ["a1-a2", "a8-a7"] {
            quiet.play(text.parse().unwrap()).unwrap();
        }
        let s = samples(&quiet, 0.0, 0);
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].white_to_move, s[0].result), (true, 0.0));
        assert_eq!((s[1].white_to_move, s[1].result), (false, 1.0));
        assert_eq!(samples(&quiet, 0.0, 1).len(), 1);
    }
}
