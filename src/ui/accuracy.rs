//! Each side's accuracy in a reviewed game (0–100), as lichess computes it
//! (`lila/modules/analyse/src/main/AccuracyPercent.scala`): a move's accuracy falls
//! exponentially with the winning chances its side gave away (in percent, from the
//! mover's view), `103.1668 × e^(−0.04354 × loss) − 3.1669`, plus one for the
//! analysis's own uncertainty, within 0–100 (a move that gave nothing away is 100); a
//! side's accuracy is the mean of two means of its moves' accuracies: one weighted by
//! how much the game's chances swung around each move (the standard deviation of the
//! chances in a window of 2–8 positions, within 0.5–12), and the harmonic mean, which
//! a single blunder pulls down.

use crate::types::Color;

/// A move's accuracy (0–100) from its side's winning chances before and after it, in
/// percent.
#[must_use]
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len().max(1) as f64
}

fn deviation(xs: &[f64]) -> f64 {
    let m = mean(xs);
    (xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / xs.len().max(1) as f64).sqrt()
}

/// Each side's accuracy, White's then Black's, from White's winning chances (0…1) at
/// every position of a game (`white[i]` after `i` moves), `first` the side that made the
/// first move. `None` for a side that made no move.
#[must_use]
pub fn accuracy(white: &[f64], first: Color) -> [Option<f64>; 2] {
    let percents: Vec<f64> = white.iter().map(|c| c * 100.0).collect();
    let moves = percents.len().saturating_sub(1);
    if moves == 0 {
        return [None, None];
    }
    // One window per move: the first ones repeat the opening window.
    let size = (moves / 10).clamp(2, 8).min(percents.len());
    let mut windows: Vec<&[f64]> = vec![&percents[..size]; size.saturating_sub(2)];
    windows.extend(percents.windows(size));
    let weights: Vec<f64> = windows
        .iter()
        .map(|w| deviation(w).clamp(0.5, 12.0))
        .collect();
    let mut per_side: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    let mut side = first;
    for (i, pair) in percents.windows(2).enumerate() {
        let (before, after) = match side {
            Color::White => (pair[0], pair[1]),
            Color::Black => (100.0 - pair[0], 100.0 - pair[1]),
        };
        let weight = weights.get(i).copied().unwrap_or(0.5);
        per_side[side as usize].push((move_accuracy(before, after), weight));
        side = side.other();
    }
    per_side.map(|moves| {
        if moves.is_empty() {
            return None;
        }
        let weight: f64 = moves.iter().map(|m| m.1).sum();
        let weighted = moves.iter().map(|m| m.0 * m.1).sum::<f64>() / weight;
        // A move of accuracy 0 would make the harmonic mean 0: counted as 0.01.
        let harmonic = moves.len() as f64 / moves.iter().map(|m| 1.0 / m.0.max(0.01)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_that_gives_nothing_away_is_perfect_and_a_blunder_is_far_from_it() {
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert_eq!(move_accuracy(50.0, 70.0), 100.0);
        // lichess's curve: 5 points lost is about 80.8, 20 about 41.0, 50 about 9.5.
        assert!((move_accuracy(55.0, 50.0) - 80.815).abs() < 0.01);
        assert!((move_accuracy(60.0, 40.0) - 41.017).abs() < 0.01);
        assert!((move_accuracy(90.0, 40.0) - 9.528).abs() < 0.01);
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn each_side_is_judged_by_its_own_moves() {
        // White keeps its chances; Black throws 40 points away on its second move.
        let white = [0.5, 0.5, 0.52, 0.52, 0.92, 0.92];
        let [w, b] = accuracy(&white, Color::White);
        let (w, b) = (w.unwrap(), b.unwrap());
        assert!(w > 99.0, "{w}");
        assert!(b < 70.0 && b > 5.0, "{b}");
        // Black moving first: the fourth move is White's, and White throws the 40 points.
        let [w2, b2] = accuracy(&[0.5, 0.5, 0.52, 0.52, 0.12, 0.12], Color::Black);
        assert!(w2.unwrap() < 70.0 && b2.unwrap() > 99.0, "{w2:?} {b2:?}");
        // The same swing read as White's gain: nobody lost anything.
        assert_eq!(accuracy(&white, Color::Black), [Some(100.0), Some(100.0)]);
        assert_eq!(accuracy(&[0.5], Color::White), [None, None]);
        assert_eq!(accuracy(&[0.5, 0.4], Color::White)[1], None);
    }
}
