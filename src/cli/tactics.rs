//! `three-crowns tactics`: the tactical suite (native only).
//!
//! - `tactics find <records.tcg> [--count n]` reads games (several records in one file,
//!   as `match --records` writes them), solves every position of them exactly with
//!   `puzzles::solve` and prints, as suite lines, those where the side to move has a
//!   shortest forced win of 3 or 5 plies by at most three first moves (a win in one, or
//!   a position where most moves win, teaches nothing); at most `n` (default 150), no
//!   position twice.
//! - `tactics run <suite> [--movetime ms | --nodes n]` gives each position to the full
//!   search (level 8's search, 1000 ms by default) and counts the positions whose move
//!   is one of the suite's winning moves.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use three_crowns::puzzles::solve::{parse_suite, shortest_win, Tactic};
use three_crowns::search::{self, Control, Limits, Searcher};
use three_crowns::{parse_record, split_records, Game};

const USAGE: &str = "usage: three-crowns tactics find <records.tcg> [--count <n>]
       three-crowns tactics run <suite.tsv> [--movetime <ms> | --nodes <n>]";

/// Runs `three-crowns tactics …`; returns the exit status.
pub fn run(args: &[String]) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("find") => find(&args[1..]),
        Some("run") => solve(&args[1..]),
        _ => Err(String::new()),
    };
    match result {
        Ok(()) => 0,
        Err(e) if e.is_empty() => {
            eprintln!("{USAGE}");
            2
        }
        Err(e) => {
            eprintln!("three-crowns: {e}\n{USAGE}");
            2
        }
    }
}

/// The file and the number after `flag`, if given.
fn file_and_number(
    args: &[String],
    flags: &[&str],
) -> Result<(String, Option<(String, u64)>), String> {
    match args {
        [file] => Ok((file.clone(), None)),
        [file, flag, n] if flags.contains(&flag.as_str()) => {
            let n = n
                .parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{flag}: '{n}' is not a whole number from 1"))?;
            Ok((file.clone(), Some((flag.clone(), n))))
        }
        _ => Err(String::new()),
    }
}

fn find(args: &[String]) -> Result<(), String> {
    let (path, count) = file_and_number(args, &["--count"])?;
    let count = count.map_or(150, |(_, n)| n as usize);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let records = split_records(&text);
    let mut seen = HashSet::new();
    let mut found = 0;
    for (i, record) in records.iter().enumerate() {
        let rec = parse_record(record).map_err(|e| format!("{path}, game {}: {e}", i + 1))?;
        for ply in 0..rec.game.ply() {
            let Some(&pos) = rec.game.position_at(ply) else {
                continue;
            };
            if !seen.insert(pos.zobrist()) {
                continue;
            }
            if let Some((plies, wins)) = shortest_win(&pos, 5) {
                if plies >= 3 && wins.len() <= 3 {
                    println!(
                        "{}",
                        Tactic {
                            position: pos,
                            plies,
                            wins
                        }
                    );
                    found += 1;
                    if found == count {
                        return Ok(());
                    }
                }
            }
        }
    }
    Ok(())
}

fn solve(args: &[String]) -> Result<(), String> {
    let (path, bound) = file_and_number(args, &["--movetime", "--nodes"])?;
    let limits = match bound {
        Some((flag, n)) if flag == "--nodes" => Limits {
            nodes: Some(n),
            ..Limits::default()
        },
        Some((_, ms)) => Limits {
            movetime: Some(ms as f64),
            ..Limits::default()
        },
        None => Limits {
            movetime: Some(1000.0),
            ..Limits::default()
        },
    };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let suite = parse_suite(&text).map_err(|e| format!("{path}: {e}"))?;
    let epoch = Instant::now();
    let clock = move || epoch.elapsed().as_secs_f64() * 1000.0;
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &clock,
        stop: &stop,
    };
    let mut searcher = Searcher::new(search::DEFAULT_HASH_MIB);
    let mut solved = 0;
    let mut total_ms = 0.0;
    for (i, t) in suite.iter().enumerate() {
        searcher.clear();
        let game = Game::new(t.position);
        let started = clock();
        let (best, report) = search::think(
            &mut searcher,
            &game,
            None,
            limits.clone(),
            0,
            &ctl,
            &mut |_| {},
        );
        let ms = clock() - started;
        total_ms += ms;
        if best.is_some_and(|m| t.wins.contains(&m)) {
            solved += 1;
        } else {
            let shown = best.map_or("none".to_string(), |m| m.to_string());
            println!(
                "missed {:>3}: {t} played {shown} (depth {}, {ms:.0} ms)",
                i + 1,
                report.depth
            );
        }
    }
    println!(
        "solved {solved}/{} ({:.1}%), {:.0} ms a position on average",
        suite.len(),
        100.0 * f64::from(solved) / suite.len().max(1) as f64,
        total_ms / suite.len().max(1) as f64
    );
    Ok(())
}
