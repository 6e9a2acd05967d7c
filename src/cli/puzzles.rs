//! `three-crowns puzzles --games N --out <file>`: mines puzzles from level-8 self-play
//! (see `three_crowns::puzzles`). Each game starts from an opening of the suite; at every
//! position where the player's own search sees a forced win within 7 plies, the exact
//! solver proves it and keeps it when exactly one first move forces the shortest win and
//! it is not a win in one. Duplicates (same position key) and near-duplicates (the same
//! solution, so the same moves from the same squares) are dropped.
//!
//! Each puzzle kept is measured by the levels (`puzzle_file::found_by`: the lowest that
//! finds it). `three-crowns puzzles --retag <file>` and `--levels <file>` work on a set
//! already mined (`puzzle_file`).

use std::collections::HashSet;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use three_crowns::puzzles::{self, prove, rating, themes, Puzzle, MAX_PLIES};
use three_crowns::search::{self, is_win_score, Control, Limits, Searcher, WIN};
use three_crowns::{Game, Position};

const USAGE: &str = "usage: three-crowns puzzles --games <n> --out <file> [--nodes <n>]
         [--openings <file>] [--first <k>] [--concurrency <k>]
  Plays n level-8 games against itself (each move bounded by --nodes, default
  300000, and level 8's 2 s) from the opening suite, starting at opening k (default
  1), and appends the puzzles found to the file.
       three-crowns puzzles --retag <file>
  Computes the themes of every puzzle of the file again.
       three-crowns puzzles --levels <file>
  Finds the lowest level that solves each puzzle of the file lacking it.";

struct Config {
    games: usize,
    out: String,
    nodes: u64,
    openings: Option<String>,
    first: usize,
    concurrency: usize,
}

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut cfg = Config {
        games: 0,
        out: String::new(),
        nodes: 300_000,
        openings: None,
        first: 1,
        concurrency: 1,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        let number = |v: &String| {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or(format!("{flag}: '{v}' is not a whole number from 1"))
        };
        match flag.as_str() {
            "--games" => cfg.games = number(value()?)? as usize,
            "--out" => cfg.out = value()?.clone(),
            "--nodes" => cfg.nodes = number(value()?)?,
            "--openings" => cfg.openings = Some(value()?.clone()),
            "--first" => cfg.first = number(value()?)? as usize,
            "--concurrency" => cfg.concurrency = number(value()?)?.min(64) as usize,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    if cfg.games == 0 || cfg.out.is_empty() {
        return Err("--games and --out are needed".into());
    }
    Ok(cfg)
}

/// Runs the command; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    if let [flag, file] = args {
        let done = match flag.as_str() {
            "--levels" => {
                Some(crate::puzzle_file::measure(file).map(|n| format!("{n} puzzles measured")))
            }
            "--retag" => Some(
                crate::puzzle_file::retag(file)
                    .map(|(n, changed)| format!("{n} puzzles, {changed} with new themes")),
            ),
            _ => None,
        };
        match done {
            Some(Ok(said)) => {
                eprintln!("{file}: {said}");
                return 0;
            }
            Some(Err(e)) => {
                eprintln!("three-crowns puzzles: {e}");
                return 1;
            }
            None => {}
        }
    }
    let cfg = match parse_args(args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("three-crowns puzzles: {e}\n{USAGE}");
            return 2;
        }
    };
    match mine(&cfg) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("three-crowns puzzles: {e}");
            1
        }
    }
}

/// What the miners share: the file and what was already kept.
struct Shared {
    file: std::fs::File,
    keys: HashSet<u64>,
    solutions: HashSet<String>,
    kept: usize,
}

fn mine(cfg: &Config) -> Result<(), String> {
    let openings = crate::match_runner::openings(cfg.openings.as_deref())?;
    // What the file already holds counts as kept, so a run can go on where one stopped.
    let old = std::fs::read_to_string(&cfg.out).unwrap_or_default();
    let old = puzzles::parse_puzzles(&old).map_err(|e| format!("{}: {e}", cfg.out))?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&cfg.out)
        .map_err(|e| format!("{}: {e}", cfg.out))?;
    let shared = Mutex::new(Shared {
        file,
        keys: old.iter().map(|p| p.position.zobrist()).collect(),
        solutions: old.iter().map(|p| solution_key(&p.solution)).collect(),
        kept: 0,
    });
    let next = AtomicUsize::new(0);
    let t0 = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..cfg.concurrency {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= cfg.games {
                    break;
                }
                let k = (cfg.first - 1 + i) % openings.len();
                let (start, moves) = &openings[k];
                let found = play_and_mine(*start, moves, cfg.nodes, k as u64, &shared);
                let sh = shared.lock().unwrap_or_else(|e| e.into_inner());
                eprintln!(
                    "game {} (opening {}): {found} kept, {} in all, {:.0} s",
                    i + 1,
                    k + 1,
                    sh.kept,
                    t0.elapsed().as_secs_f64()
                );
            });
        }
    });
    Ok(())
}

fn solution_key(line: &[three_crowns::Move]) -> String {
    line.iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Plays one self-play game from the opening and keeps its puzzles; returns how many.
fn play_and_mine(
    start: Position,
    opening: &[three_crowns::Move],
    nodes: u64,
    seed: u64,
    shared: &Mutex<Shared>,
) -> usize {
    let Ok(mut game) = Game::from_moves(start, opening, true) else {
        return 0;
    };
    let mut searcher = Searcher::new(64);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &clock,
        stop: &stop,
    };
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let mut found = 0;
    while game.outcome().is_none() && game.ply() < 300 {
        let (mv, report) = search::think(
            &mut searcher,
            &game,
            Some(8),
            limits.clone(),
            seed,
            &ctl,
            &mut |_| {},
        );
        let Some(mv) = mv else { break };
        let pos = *game.position();
        let plies = WIN - report.score;
        if is_win_score(report.score) && report.score > 0 && plies <= MAX_PLIES as i32 {
            found += usize::from(keep(&pos, shared));
        }
        if game.play(mv).is_err() {
            break;
        }
    }
    found
}

/// Proves `pos` a puzzle and writes it unless it is a duplicate; whether it was kept.
fn keep(pos: &Position, shared: &Mutex<Shared>) -> bool {
    {
        let sh = shared.lock().unwrap_or_else(|e| e.into_inner());
        if sh.keys.contains(&pos.zobrist()) {
            return false;
        }
    }
    let Ok(proof) = prove(pos, MAX_PLIES) else {
        return false;
    };
    let effort = effort(pos, proof.plies);
    let puzzle = Puzzle {
        id: format!("{:08x}", pos.zobrist() >> 32),
        position: *pos,
        themes: themes(pos, &proof.line)
            .into_iter()
            .map(str::to_string)
            .collect(),
        rating: rating(proof.plies, effort),
        found_by: Some(crate::puzzle_file::found_by(pos, proof.line[0])),
        solution: proof.line,
    };
    let mut sh = shared.lock().unwrap_or_else(|e| e.into_inner());
    let key = solution_key(&puzzle.solution);
    if !sh.keys.insert(pos.zobrist()) || !sh.solutions.insert(key) {
        return false;
    }
    sh.kept += 1;
    let _ = writeln!(sh.file, "{puzzle}");
    true
}

/// The nodes a fresh full search needs before it first reports the win.
fn effort(pos: &Position, plies: u32) -> u64 {
    let mut searcher = Searcher::new(16);
    let stop = AtomicBool::new(false);
    let no_clock = || 0.0;
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    let mut nodes = None;
    let limits = Limits {
        depth: Some(plies + 4),
        nodes: Some(20_000_000),
        ..Limits::default()
    };
    let report = searcher.search(
        pos,
        &[],
        &limits,
        search::Options::default(),
        &ctl,
        &mut |info| {
            if nodes.is_none() && matches!(info.score, search::Score::Win(n) if n > 0) {
                nodes = Some(info.nodes);
            }
        },
    );
    nodes.unwrap_or(report.nodes)
}
