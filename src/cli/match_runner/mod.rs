//! `three-crowns match`: games between two players, each a strength level of this
//! engine (in-process) or an engine command spoken to over the engine protocol, with
//! the statistics of `three_crowns::search::stats`.
//!
//! Games come in pairs on the same opening with colours swapped: the first player
//! (`--white`) has White in the first game of each pair, the second player in the other.
//! Results are from the first player's view.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use three_crowns::engine::{Command, Engine, EngineOption, Go, Reply, Start};
use three_crowns::search::levels::XorShift;
use three_crowns::search::stats::{sprt_bounds, Tally};
use three_crowns::{parse_tcn, write_record, Game, Move, Position};

const USAGE: &str = "usage: three-crowns match --white <spec> --black <spec> --games <n>
         [--movetime <ms> | --nodes <n>] [--openings <file>] [--concurrency <k>]
         [--sprt <elo0>,<elo1>] [--max-plies <n>] [--records <file.tcg>]
  spec: a level 1-8, 'full' (this engine, bounded only by the time or nodes),
        either followed by engine options (':lmr=off,hash=64'),
        'random', 'greedy' or 'minimax2' (reference players), or an
        engine command such as \"./old/three-crowns engine\"";

/// Longest wait for an engine's reply before it forfeits the game.
const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

/// Longest game before it is adjudicated a draw.
const DEFAULT_MAX_PLIES: usize = 300;

mod player;
use player::{Awaited, Player, Spec};

/// The result of one game for White: 1, ½ or 0, why, and the game as played.
fn play_game(
    white: &mut Player,
    black: &mut Player,
    start: &Position,
    opening: &[Move],
    go: &Go,
    seed: u64,
    max_plies: usize,
) -> (f64, String, Game) {
    let mut game = Game::new(*start);
    for &mv in opening {
        if game.play(mv).is_err() {
            break;
        }
    }
    for p in [&mut *white, &mut *black] {
        let seed = Command::SetOption(EngineOption::Seed(seed));
        let _ = p.send(&[Command::NewGame, seed], None);
    }
    loop {
        if let Some(o) = game.outcome() {
            let score = match o.winner() {
                Some(three_crowns::Color::White) => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            return (score, o.reason_code().to_string(), game);
        }
        if game.ply() >= max_plies {
            return (0.5, "adjudicated".into(), game);
        }
        let white_to_move = game.position().turn() == three_crowns::Color::White;
        let player = if white_to_move {
            &mut *white
        } else {
            &mut *black
        };
        let position = Command::Position {
            start: Start::Tcn(*start),
            moves: game.move_list(),
        };
        let forfeit = if white_to_move { 0.0 } else { 1.0 };
        let best = match player.send(
            &[position, Command::Go(go.clone())],
            Some(Awaited::BestMove),
        ) {
            Ok(Some(Reply::BestMove(best))) => best,
            Ok(_) => None,
            Err(e) => {
                // It may be hung: it is replaced before the next game.
                player.kill();
                return (forfeit, format!("forfeit: {e}"), game);
            }
        };
        if best.and_then(|mv| game.play(mv).ok()).is_none() {
            let text = best.map_or("none".to_string(), |mv| mv.to_string());
            return (forfeit, format!("forfeit: illegal move '{text}'"), game);
        }
    }
}

/// Openings: the start position and a move list.
pub(crate) fn openings(file: Option<&str>) -> Result<Vec<(Position, Vec<Move>)>, String> {
    if let Some(path) = file {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let mut out = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (pos_text, moves_text) = match line.split_once("moves") {
                Some((a, b)) => (a.trim(), b.trim()),
                None if line.contains('/') => (line, ""),
                None => ("", line),
            };
            let start = if pos_text.is_empty() || pos_text == "startpos" {
                Position::start()
            } else {
                parse_tcn(pos_text.strip_prefix("tcn ").unwrap_or(pos_text))
                    .map_err(|e| format!("{path} line {}: {e}", i + 1))?
            };
            let game = three_crowns::replay(start, moves_text.split_whitespace(), true)
                .map_err(|e| format!("{path} line {}: {e}", i + 1))?;
            let moves = game.move_list();
            out.push((start, moves));
        }
        if out.is_empty() {
            return Err(format!("{path}: no openings"));
        }
        return Ok(out);
    }
    // The committed suite (`three-crowns openings` wrote it).
    let mut out = Vec::new();
    for line in OPENINGS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let moves = line.trim().strip_prefix("startpos moves").unwrap_or(line);
        let game = three_crowns::replay(Position::start(), moves.split_whitespace(), true)
            .map_err(|e| format!("tests/openings.txt: {e}"))?;
        out.push((Position::start(), game.move_list()));
    }
    Ok(out)
}

/// The opening suite played when no `--openings` file is given: `tests/openings.txt`.
const OPENINGS: &str = include_str!("../../../tests/openings.txt");

/// Runs `three-crowns openings <count> [--seed <n>]`: prints `count` openings, one a line
/// as `startpos moves …`: 4 to 8 random plies from the start, no final position twice,
/// none where the side to move has a forced win within 3 plies (`puzzles::solve`), and
/// each near-balanced: a depth-4 search scores it within ±60 for the side to move.
pub fn make_openings(args: &[String]) -> i32 {
    let (count, seed) = match args {
        [n] => (n.parse::<usize>().ok(), Some(0x0be4_1a65)),
        [n, flag, s] if flag == "--seed" => (n.parse().ok(), s.parse().ok()),
        _ => (None, None),
    };
    let (Some(count), Some(seed)) = (count, seed) else {
        eprintln!("usage: three-crowns openings <count> [--seed <n>]");
        return 2;
    };
    let mut rng = XorShift::new(seed);
    let mut seen = std::collections::HashSet::new();
    let mut searcher = three_crowns::search::Searcher::new(16);
    let stop = AtomicBool::new(false);
    let clock = || 0.0;
    let ctl = three_crowns::search::Control {
        clock: &clock,
        stop: &stop,
    };
    let limits = three_crowns::search::Limits {
        depth: Some(4),
        ..Default::default()
    };
    let mut found = 0;
    println!(
        "# The match runner's opening suite: {count} openings of 4 to 8 random plies from the"
    );
    println!(
        "# start, near-balanced (a depth-4 search within +/-60), no forced win within 3 plies,"
    );
    println!(
        "# no final position twice. Written by `three-crowns openings {count} --seed {seed}`."
    );
    while found < count {
        let mut game = Game::default();
        let plies = 4 + (rng.next() % 5) as usize;
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[(rng.next() % moves.len() as u64) as usize];
            let _ = game.play(mv);
        }
        let pos = *game.position();
        if game.ply() != plies || game.outcome().is_some() || !seen.insert(pos.zobrist()) {
            continue;
        }
        if three_crowns::puzzles::solve::shortest_win(&pos, 3).is_some() {
            continue;
        }
        searcher.clear();
        let report = searcher.search(&pos, &[], &limits, Default::default(), &ctl, &mut |_| {});
        if report.score.abs() > 60 {
            continue;
        }
        let moves: Vec<String> = game.move_list().iter().map(Move::to_string).collect();
        println!("startpos moves {}", moves.join(" "));
        found += 1;
    }
    0
}

struct Config {
    first: Spec,
    second: Spec,
    games: usize,
    go: Go,
    openings: Option<String>,
    concurrency: usize,
    sprt: Option<(f64, f64)>,
    max_plies: usize,
    records: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut cfg = Config {
        first: Spec::Internal(None, Vec::new()),
        second: Spec::Internal(None, Vec::new()),
        games: 0,
        go: Go::default(),
        openings: None,
        concurrency: 1,
        sprt: None,
        max_plies: DEFAULT_MAX_PLIES,
        records: None,
    };
    let (mut first, mut second, mut movetime, mut nodes) = (None, None, None, None);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |v: &String| {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{flag}: '{v}' is not a whole number from 1"))
        };
        match flag.as_str() {
            "--white" => first = Some(Spec::parse(value()?)?),
            "--black" => second = Some(Spec::parse(value()?)?),
            "--games" => cfg.games = number(value()?)? as usize,
            "--movetime" => movetime = Some(number(value()?)?),
            "--nodes" => nodes = Some(number(value()?)?),
            "--openings" => cfg.openings = Some(value()?.clone()),
            "--concurrency" => cfg.concurrency = number(value()?)?.min(64) as usize,
            "--max-plies" => cfg.max_plies = number(value()?)? as usize,
            "--records" => cfg.records = Some(value()?.clone()),
            "--sprt" => {
                let v = value()?;
                let parsed = v
                    .split_once(',')
                    .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)));
                match parsed {
                    Some((e0, e1)) if e0 < e1 => cfg.sprt = Some((e0, e1)),
                    _ => {
                        return Err(format!(
                            "--sprt takes elo0,elo1 with elo0 < elo1, not '{v}'"
                        ))
                    }
                }
            }
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    cfg.first = first.ok_or("--white is missing")?;
    cfg.second = second.ok_or("--black is missing")?;
    if cfg.games == 0 {
        return Err("--games is missing".into());
    }
    cfg.go = match (movetime, nodes) {
        (Some(_), Some(_)) => return Err("give --movetime or --nodes, not both".into()),
        (None, None) => Go {
            movetime: Some(100),
            ..Go::default()
        },
        (movetime, nodes) => Go {
            movetime,
            nodes,
            ..Go::default()
        },
    };
    Ok(cfg)
}

/// Runs `three-crowns match …`; returns the exit status.
pub fn run(args: &[String]) -> i32 {
    let cfg = match parse_args(args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("three-crowns: {e}\n{USAGE}");
            return 2;
        }
    };
    let pairs = cfg.games.div_ceil(2);
    let openings = match openings(cfg.openings.as_deref()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("three-crowns: {e}");
            return 2;
        }
    };
    println!(
        "match {} vs {}: {} games ({} pairs), {}",
        cfg.first.name(),
        cfg.second.name(),
        pairs * 2,
        pairs,
        cfg.go
    );
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let tally = Mutex::new(Tally::default());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let bounds = sprt_bounds(0.05, 0.05);
    let out = Arc::new(Mutex::new(()));
    let records = match cfg
        .records
        .as_deref()
        .map(std::fs::File::create)
        .transpose()
    {
        Ok(f) => Mutex::new(f),
        Err(e) => {
            eprintln!("three-crowns: --records: {e}");
            return 2;
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..cfg.concurrency.min(pairs).max(1) {
            scope.spawn(|| {
                let players =
                    Player::start(&cfg.first).and_then(|a| Ok((a, Player::start(&cfg.second)?)));
                let (mut a, mut b) = match players {
                    Ok(p) => p,
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                        stop.store(true, Ordering::SeqCst);
                        return;
                    }
                };
                while !stop.load(Ordering::SeqCst) {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= pairs {
                        break;
                    }
                    for (p, spec) in [(&mut a, &cfg.first), (&mut b, &cfg.second)] {
                        if !p.alive() {
                            match Player::start(spec) {
                                Ok(fresh) => *p = fresh,
                                Err(e) => {
                                    *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                                    stop.store(true, Ordering::SeqCst);
                                    return;
                                }
                            }
                        }
                    }
                    let (start, moves) = &openings[i % openings.len()];
                    let seed = i as u64;
                    let mut results = [
                        (0.0, String::new(), Game::default()),
                        (0.0, String::new(), Game::default()),
                    ];
                    for (k, result) in results.iter_mut().enumerate() {
                        // An engine that hung or ended is replaced before its next game.
                        let revived = a.revive(&cfg.first).and_then(|_| b.revive(&cfg.second));
                        if let Err(e) = revived {
                            *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                            stop.store(true, Ordering::SeqCst);
                            return;
                        }
                        let (w, bl) = if k == 0 {
                            (&mut a, &mut b)
                        } else {
                            (&mut b, &mut a)
                        };
                        *result = play_game(w, bl, start, moves, &cfg.go, seed, cfg.max_plies);
                    }
                    let [(r1, why1, g1), (r2, why2, g2)] = results;
                    if let Some(file) = records.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
                        let names = [cfg.first.name(), cfg.second.name()];
                        for (k, (g, r, why)) in
                            [(g1, r1, &why1), (g2, r2, &why2)].into_iter().enumerate()
                        {
                            let text =
                                match_record(&g, &names[k], &names[1 - k], i * 2 + k + 1, r, why);
                            let _ = writeln!(file, "{text}");
                        }
                    }
                    let second = 1.0 - r2;
                    let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                    t.add_pair(r1, second);
                    let _guard = out.lock().unwrap_or_else(|e| e.into_inner());
                    println!(
                        "pair {:>4}: {} ({why1}), {} ({why2})  total +{} ={} -{}",
                        i + 1,
                        r1,
                        second,
                        t.wins,
                        t.draws,
                        t.losses
                    );
                    if let Some((e0, e1)) = cfg.sprt {
                        let llr = t.llr(e0, e1);
                        if llr <= bounds.0 || llr >= bounds.1 {
                            stop.store(true, Ordering::SeqCst);
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
        eprintln!("three-crowns: {e}");
        return 1;
    }
    let t = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    for line in summary(&t, cfg.sprt) {
        println!("{line}");
    }
    0
}

/// A game of the match as a `.tcg` record. The `Result` tag is the game's own (`*` for
/// an adjudicated or forfeited game); `MatchResult` and `MatchReason` say how the match
/// scored it (White's score: 1, 0.5 or 0).
fn match_record(
    game: &Game,
    white: &str,
    black: &str,
    round: usize,
    score: f64,
    why: &str,
) -> String {
    let scored = match score {
        s if s >= 1.0 => "1-0",
        s if s <= 0.0 => "0-1",
        _ => "1/2-1/2",
    };
    write_record(
        game,
        &[
            ("Event", "three-crowns match"),
            ("Round", &round.to_string()),
            ("White", white),
            ("Black", black),
            ("MatchResult", scored),
            ("MatchReason", why),
        ],
    )
}

/// The closing lines: games, score, Elo ± 95%, LOS, pentanomial counts, SPRT.
fn summary(t: &Tally, sprt: Option<(f64, f64)>) -> Vec<String> {
    let bound = |b: Option<f64>, inf: &str| b.map_or(inf.to_string(), |x| format!("{x:+.1}"));
    let elo = match (t.elo(), t.elo_bounds()) {
        (Some((e, h)), _) => format!("elo {e:+.1} +/- {h:.1}"),
        (None, Some((e, lo, hi))) => {
            format!("elo {e:+.1} [{}, {}]", bound(lo, "-inf"), bound(hi, "+inf"))
        }
        (None, None) => "elo n/a".into(),
    };
    let mut lines = vec![format!(
        "games {} +{} ={} -{} score {:.3} {elo} los {:.1}% penta [{}]",
        t.games(),
        t.wins,
        t.draws,
        t.losses,
        t.score(),
        t.los() * 100.0,
        t.penta.map(|n| n.to_string()).join(" ")
    )];
    if let Some((e0, e1)) = sprt {
        let (lo, hi) = sprt_bounds(0.05, 0.05);
        let llr = t.llr(e0, e1);
        let verdict = if llr >= hi {
            "H1 accepted"
        } else if llr <= lo {
            "H0 accepted"
        } else {
            "inconclusive"
        };
        lines.push(format!(
            "sprt elo0 {e0} elo1 {e1} llr {llr:.2} bounds [{lo:.2}, {hi:.2}] {verdict}"
        ));
    }
    lines
}
