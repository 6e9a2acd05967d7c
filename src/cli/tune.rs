//! `three-crowns tune <records.tcg>...`: Texel tuning of the evaluation on the quiet
//! positions of self-play games (see `search::texel`), with every fifth game held out to
//! report the fit and the calibration of the winning-chances curve.

use three_crowns::search::texel::{
    calibration, error, fit_curve, fit_scale, samples, tune, white_score, Sample,
};
use three_crowns::search::{Weights, TERMS};
use three_crowns::{parse_record, split_records};

const USAGE: &str = "usage: three-crowns tune <records.tcg>... [--from-ply <n>] [--holdout <k>]
                          [--fix <weight>,<weight>...]
  Texel tuning on the quiet positions of the games in the records (from ply n on,
  default 8); every k-th game (default 5) is held out to measure the fit; the weights
  named by --fix (as printed, e.g. captures[1]) keep their values.";

/// Runs the command; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    match tune_files(args) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("three-crowns tune: {e}");
            if e.starts_with("usage") {
                2
            } else {
                1
            }
        }
    }
}

fn tune_files(args: &[String]) -> Result<(), String> {
    let (mut files, mut from, mut holdout) = (Vec::new(), 8usize, 5usize);
    let mut fixed = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut number = |flag: &str| -> Result<usize, String> {
            it.next()
                .and_then(|v| v.parse().ok())
                .filter(|&n: &usize| n > 0 || flag == "--from-ply")
                .ok_or_else(|| format!("{flag} takes a whole number"))
        };
        match a.as_str() {
            "--from-ply" => from = number("--from-ply")?,
            "--holdout" => holdout = number("--holdout")?,
            "--fix" => {
                for name in it.next().map_or("", String::as_str).split(',') {
                    let k = Weights::NAMES
                        .iter()
                        .position(|n| *n == name)
                        .ok_or_else(|| format!("--fix: no weight called '{name}'"))?;
                    fixed.push(k);
                }
            }
            f if f.starts_with("--") => return Err(format!("unknown flag '{f}'\n{USAGE}")),
            f => files.push(f.to_string()),
        }
    }
    if files.is_empty() {
        return Err(USAGE.into());
    }
    let (mut train, mut test): (Vec<Sample>, Vec<Sample>) = (Vec::new(), Vec::new());
    let mut games = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for (i, part) in split_records(&text).iter().enumerate() {
            let rec = parse_record(part).map_err(|e| format!("{path}, game {}: {e}", i + 1))?;
            // A match game's own result, or the match's adjudication (a draw at the
            // ply limit) when the game did not end.
            let score = white_score(&rec.game).or_else(|| match rec.tag("MatchResult") {
                Some("1-0") => Some(1.0),
                Some("0-1") => Some(0.0),
                Some("1/2-1/2") => Some(0.5),
                _ => None,
            });
            let Some(score) = score else { continue };
            let s = samples(&rec.game, score, from);
            if games % holdout == 0 {
                test.extend(s);
            } else {
                train.extend(s);
            }
            games += 1;
        }
    }
    if train.is_empty() || test.is_empty() {
        return Err("too few quiet positions to tune on".into());
    }
    println!(
        "games {games}, quiet positions: {} to tune on, {} held out",
        train.len(),
        test.len()
    );
    let before = Weights::default().to_vector();
    let scale = fit_scale(&train, &before);
    let (train0, test0) = (error(&train, &before, scale), error(&test, &before, scale));
    println!("before: scale {scale:.1}, error {train0:.6} (held out {test0:.6})");
    let mut last = (0, 0.0);
    let tuned = tune(
        &train,
        Weights::default(),
        scale,
        &fixed,
        &mut |step, e, _| {
            if step != last.0 && last.0 != 0 {
                println!("  step {:>2}: error {:.6}", last.0, last.1);
            }
            last = (step, e);
        },
    );
    println!("  step {:>2}: error {:.6}", last.0, last.1);
    let after = tuned.to_vector();
    let scale_after = fit_scale(&train, &after);
    let (train1, test1) = (
        error(&train, &after, scale_after),
        error(&test, &after, scale_after),
    );
    println!("after: scale {scale_after:.1}, error {train1:.6} (held out {test1:.6})");
    println!("{:<16} {:>7} {:>7}", "weight", "before", "after");
    for k in 0..TERMS {
        println!("{:<16} {:>7} {:>7}", Weights::NAMES[k], before[k], after[k]);
    }
    for (name, w) in [("before", &before), ("after", &after)] {
        let curve = fit_curve(&train, w);
        println!(
            "calibration {name} tuning, on the held-out positions (White's view), \
             curve fitted on the others: scale {:.1}, margin {:.3}:",
            curve.scale, curve.margin
        );
        println!(
            "{:>9} {:>9} {:>10} {:>9}",
            "bucket", "positions", "predicted", "observed"
        );
        for b in calibration(&test, w, curve) {
            println!(
                "{:>4.1}-{:<4.1} {:>9} {:>10.3} {:>9.3}",
                b.low, b.high, b.count, b.predicted, b.observed
            );
        }
    }
    Ok(())
}
