//! `three-crowns`, the native command line: the engine protocol, perft, bench, matches, and
//! the tools that build the project's suites. The browser game is the `three-crowns-web`
//! package (`src/web/`).
//!
//! This folder (`src/cli/`) is the binary's alone: the library (`src/lib.rs`) knows none
//! of it. `main` (this file: the commands, `perft` and `bench`), `match_runner`
//! (`three-crowns match` and `openings`), `tactics` (the tactical suite), `tune` (Texel
//! tuning), `puzzles` (puzzle mining) and `puzzle_file` (a mined set's themes and levels).

// The browser's binary is the `three-crowns-web` package (web/Cargo.toml, src/web/).
#[cfg(target_arch = "wasm32")]
compile_error!(
    "three-crowns is the native command line; the browser game is the three-crowns-web package \
     (trunk build, or cargo build -p three-crowns-web --target wasm32-unknown-unknown)"
);

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    std::process::exit(cli::run(std::env::args().skip(1).collect()));
}

#[cfg(not(target_arch = "wasm32"))]
mod match_runner;

#[cfg(not(target_arch = "wasm32"))]
mod tactics;

#[cfg(not(target_arch = "wasm32"))]
mod tune;

#[cfg(not(target_arch = "wasm32"))]
mod puzzles;

#[cfg(not(target_arch = "wasm32"))]
mod puzzle_file;

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use std::io::Write;
    use std::time::Instant;
    use three_crowns::{parse_tcn, Position};

    const USAGE: &str = "usage:
  three-crowns engine                                  speak the engine protocol on stdin/stdout
  three-crowns perft <depth> [--tcn \"<position>\"] [--divide]
                                                       count legal move sequences
  three-crowns bench [depth]                           search the fixed bench suite; prints
                                                       bench nodes <n> nps <n> time <ms>
  three-crowns match --white <spec> --black <spec> --games <n> [--movetime <ms> | --nodes <n>]
                     [--openings <file>] [--concurrency <k>] [--sprt <elo0>,<elo1>]
                                                       play games between levels or engines
  three-crowns openings <count> [--seed <n>]            write an opening suite
  three-crowns tactics find <records.tcg> [--count <n>]  positions with a short forced win
  three-crowns tactics run <suite.tsv> [--movetime <ms> | --nodes <n>]
                                                       the full search on the tactical suite
  three-crowns tune <records.tcg>... [--from-ply <n>] [--holdout <k>]
                                                       Texel-tune the evaluation on self-play
  three-crowns puzzles --games <n> --out <file> [--nodes <n>] [--first <k>] [--concurrency <k>]
                                                       mine puzzles from level-8 self-play";

    pub fn run(args: Vec<String>) -> i32 {
        match args.first().map(String::as_str) {
            Some("engine") if args.len() == 1 => match three_crowns::engine::run_stdio() {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("three-crowns: {e}");
                    1
                }
            },
            Some("perft") => perft(&args[1..]),
            Some("bench") => bench(&args[1..]),
            Some("match") => crate::match_runner::run(&args[1..]),
            Some("tactics") => crate::tactics::run(&args[1..]),
            Some("puzzles") => crate::puzzles::run(&args[1..]),
            Some("tune") => crate::tune::run(&args[1..]),
            Some("openings") => crate::match_runner::make_openings(&args[1..]),
            Some("-h" | "--help" | "help") => {
                println!("{USAGE}");
                0
            }
            _ => {
                eprintln!("{USAGE}");
                2
            }
        }
    }

    fn perft(args: &[String]) -> i32 {
        let mut depth = None;
        let mut tcn = None;
        let mut divide = false;
        let mut it = args.iter();
        while let Some(a) = it.next() {
            match a.as_str() {
                "--divide" => divide = true,
                "--tcn" => match it.next() {
                    Some(t) => tcn = Some(t.clone()),
                    None => return usage_error("--tcn needs a position"),
                },
                d if depth.is_none() => match d.parse::<u32>() {
                    Ok(n) if n <= 12 => depth = Some(n),
                    _ => {
                        return usage_error(&format!(
                            "depth '{d}' must be a whole number from 0 to 12"
                        ))
                    }
                },
                other => return usage_error(&format!("unexpected argument '{other}'")),
            }
        }
        let Some(depth) = depth else {
            return usage_error("perft needs a depth");
        };
        let pos = match tcn {
            Some(t) => match parse_tcn(&t) {
                Ok(p) => p,
                Err(e) => return usage_error(&format!("invalid position: {e}")),
            },
            None => Position::start(),
        };
        let t0 = Instant::now();
        let total = if divide {
            let mut rows: Vec<(String, u64)> = pos
                .perft_divide(depth)
                .into_iter()
                .map(|(m, n)| (m.to_string(), n))
                .collect();
            rows.sort();
            let mut out = std::io::stdout().lock();
            for (m, n) in &rows {
                // A closed pipe (`… --divide | head`) ends the listing quietly.
                if writeln!(out, "{m} {n}").is_err() {
                    return 0;
                }
            }
            rows.iter().map(|(_, n)| n).sum()
        } else {
            pos.perft(depth)
        };
        let secs = t0.elapsed().as_secs_f64();
        if writeln!(std::io::stdout(), "perft {depth} {total}").is_err() {
            return 0;
        }
        eprintln!(
            "{:.3} s, {:.1} million leaves/s",
            secs,
            total as f64 / secs.max(1e-9) / 1e6
        );
        0
    }

    fn bench(args: &[String]) -> i32 {
        use three_crowns::search;
        let depth = match args {
            [] => search::bench::DEPTH,
            [d] => match d.parse::<u32>() {
                Ok(n) if (1..=search::MAX_DEPTH).contains(&n) => n,
                _ => return usage_error(&format!("bench depth '{d}' must be 1 to 64")),
            },
            _ => return usage_error("bench takes at most a depth"),
        };
        let t0 = Instant::now();
        let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
        let stop = std::sync::atomic::AtomicBool::new(false);
        let ctl = search::Control {
            clock: &clock,
            stop: &stop,
        };
        let r = search::bench::run(depth, &ctl);
        let line = three_crowns::engine::Reply::from(&r);
        if writeln!(std::io::stdout(), "{line}").is_err() {
            return 0;
        }
        0
    }

    fn usage_error(msg: &str) -> i32 {
        eprintln!("three-crowns: {msg}\n{USAGE}");
        2
    }
}
