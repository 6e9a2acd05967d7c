//! The cost of puzzle mode's answer to a wrong move (`ui::puzzle::answer`, the exact
//! solver's `saving_reply`), measured over the whole set `www/puzzles.txt`: every solver
//! move at every point of every solution that is not the solution's and does not win at
//! once. Most answers take well under a millisecond, but the slowest take seconds (wrong
//! first moves of 7-ply puzzles), far over the 50 ms the page's main thread may spend:
//! the page asks its worker (`defend`, docs/ARCHITECTURE.md). Run with
//! `cargo test --release --test puzzle_answers -- --ignored --nocapture`.

use std::time::Instant;

use three_crowns::puzzles::parse_puzzles;
use three_crowns::ui::puzzle::{answer, Answer};

#[test]
#[ignore = "a measurement over the whole set (about six minutes in release mode)"]
fn answers_to_every_wrong_move_of_the_set() {
    let text = std::fs::read_to_string("www/puzzles.txt").expect("www/puzzles.txt");
    let puzzles = parse_puzzles(&text).unwrap();
    let mut times: Vec<(f64, String)> = Vec::new();
    let mut still_wins = 0;
    let mut first_move_cases = 0;
    for p in &puzzles {
        let mut pos = p.position;
        let solver = pos.turn();
        for (i, &right) in p.solution.iter().enumerate() {
            if i % 2 == 0 {
                let left = u32::try_from(p.solution.len().saturating_sub(i + 2)).unwrap();
                for &w in pos.legal_moves().iter() {
                    let after = pos.play_unchecked(w);
                    if w == right || after.won_by(solver).is_some() {
                        continue;
                    }
                    let t = Instant::now();
                    let a = answer(&after, left);
                    let ms = t.elapsed().as_secs_f64() * 1000.0;
                    if i == 0 {
                        first_move_cases += 1;
                        assert!(
                            !matches!(a, Answer::StillWins),
                            "{}: {w} cannot win (the first move is unique)",
                            p.id
                        );
                    }
                    if a == Answer::StillWins {
                        still_wins += 1;
                    }
                    times.push((
                        ms,
                        format!("{} ply {i} {w} ({} plies)", p.id, p.solution.len()),
                    ));
                }
            }
            pos = pos.play(right).unwrap();
        }
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    let n = times.len();
    let total: f64 = times.iter().map(|t| t.0).sum();
    println!(
        "{n} wrong moves ({first_move_cases} first moves, {still_wins} later ones that still win): mean {:.3} ms, median {:.3} ms, 99th {:.2} ms, max {:.2} ms",
        total / n as f64,
        times[n / 2].0,
        times[n / 100].0,
        times[0].0
    );
    for (ms, what) in times.iter().take(5) {
        println!("  {ms:.2} ms  {what}");
    }
}
