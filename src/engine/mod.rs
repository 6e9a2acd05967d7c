//! The line protocol of `three-crowns engine` (ENGINE-PROTOCOL.md), separated from I/O so
//! that it can be driven and tested in-process.
//!
//! A command is either answered at once ([`Action::Reply`]) or is long work
//! ([`Action::Work`]: perft, search, bench) that runs with a stop flag. In-process,
//! [`Engine::handle`] runs the work to its end; [`run_stdio`] runs it on a worker thread
//! while the input thread keeps answering `isready`, `stop` and `quit` (file `stdio`,
//! native only).

use std::sync::atomic::AtomicBool;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

/// Milliseconds from an arbitrary origin: the engine's injected clock
/// (`std::time::Instant` panics in wasm; the browser's worker passes its own).
pub type Clock = fn() -> f64;

/// The native clock: milliseconds since the first call.
#[cfg(not(target_arch = "wasm32"))]
pub fn system_clock() -> f64 {
    static T0: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    T0.get_or_init(std::time::Instant::now)
        .elapsed()
        .as_secs_f64()
        * 1000.0
}

use crate::game::Game;
use crate::position::Position;
use crate::search::{self, Limits, Searcher};
use crate::tcn::parse_tcn;
use crate::types::Move;

/// Deepest perft the engine accepts. It only guards the recursion: any perft can be
/// ended by `stop` (or `quit`) long before it gets anywhere near this.
pub const PERFT_DEPTH_LIMIT: u32 = 64;

/// Long work: runs until done or until the stop flag is set, may send lines as it goes
/// (`info …`) through the sink, and returns its final lines (`perft …`, `bestmove …`).
pub type Job = Box<dyn FnOnce(&AtomicBool, &mut dyn FnMut(String)) -> Vec<String> + Send>;

/// What a command asks for.
pub enum Action {
    /// Reply lines, sent at once.
    Reply(Vec<String>, Flow),
    /// Long work, with what it is (for the busy message).
    Work(&'static str, Job),
}

/// What the caller should do after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    /// Keep reading commands.
    Continue,
    /// The session ends (`quit`).
    Quit,
}

/// The engine's state: the current game and its options.
pub struct Engine {
    game: Game,
    repetition: bool,
    /// The search state (transposition table, history), kept between searches; the
    /// running search holds the lock.
    searcher: Arc<Mutex<Searcher>>,
    /// Strength level 1–8, or the full search bounded only by `go`.
    level: Option<u32>,
    /// Seed of the weaker levels' choices.
    seed: u64,
    /// Where time comes from.
    clock: Clock,
}

/// Largest transposition table the `hash` option accepts, in MiB.
pub const MAX_HASH_MIB: usize = 4096;

#[cfg(not(target_arch = "wasm32"))]
impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

fn err(msg: impl std::fmt::Display) -> Vec<String> {
    vec![format!("error {msg}")]
}

impl Engine {
    /// An engine on the native clock.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new() -> Engine {
        Engine::with_clock(system_clock)
    }

    /// An engine whose searches take their time from `clock`.
    pub fn with_clock(clock: Clock) -> Engine {
        Engine {
            game: Game::default(),
            repetition: true,
            searcher: Arc::new(Mutex::new(Searcher::new(search::DEFAULT_HASH_MIB))),
            level: None,
            seed: 0,
            clock,
        }
    }

    /// The game set by the last `position` or `newgame` (for tests and the page's worker).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one input line and returns the reply lines, running any long work to its
    /// end first. Bad input is answered with one `error …` line and changes nothing.
    pub fn handle(&mut self, line: &str) -> (Vec<String>, Flow) {
        match self.command(line) {
            Action::Reply(reply, flow) => (reply, flow),
            Action::Work(_, job) => {
                let stop = AtomicBool::new(false);
                let mut lines = Vec::new();
                let last = job(&stop, &mut |l| lines.push(l));
                lines.extend(last);
                (lines, Flow::Continue)
            }
        }
    }

    /// Reads one input line: a reply now, or long work to run. Bad input is answered with
    /// one `error …` line and changes nothing.
    pub fn command(&mut self, line: &str) -> Action {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = tokens.split_first() else {
            return Action::Reply(Vec::new(), Flow::Continue);
        };
        if let Some(e) = no_args_error(cmd, args) {
            return Action::Reply(e, Flow::Continue);
        }
        let reply = match cmd {
            "quit" => return Action::Reply(Vec::new(), Flow::Quit),
            // Nothing is running (a running job's stop is handled by its runner).
            "stop" => Vec::new(),
            "isready" => vec!["readyok".to_string()],
            "newgame" => {
                self.game = self.new_game(Position::start());
                self.searcher().clear();
                Vec::new()
            }
            "position" => self.position(args),
            "moves" => {
                let moves: Vec<String> = self
                    .game
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect();
                if moves.is_empty() {
                    vec!["moves".to_string()]
                } else {
                    vec![format!("moves {}", moves.join(" "))]
                }
            }
            "d" => {
                let (result, reason) = match self.game.outcome() {
                    Some(o) => (o.result_text(), o.reason_code()),
                    None => ("*", "none"),
                };
                vec![
                    format!("tcn {}", crate::tcn::to_tcn(self.game.position())),
                    format!("result {result} {reason}"),
                ]
            }
            "perft" => return self.perft(args),
            "defend" => return self.defend(args),
            "setoption" => self.setoption(args),
            "go" => return self.go(args),
            "bench" => return bench_action(args, self.clock),
            other => err(format!("unknown command '{}'", clip(other))),
        };
        Action::Reply(reply, Flow::Continue)
    }

    fn new_game(&self, start: Position) -> Game {
        let mut g = Game::new(start);
        g.set_repetition_rule(self.repetition);
        g
    }

    fn position(&mut self, args: &[&str]) -> Vec<String> {
        let (start, rest) = match args.split_first() {
            Some((&"startpos", rest)) => (Position::start(), rest),
            Some((&"tcn", rest)) => {
                let end = rest
                    .iter()
                    .position(|&t| t == "moves")
                    .unwrap_or(rest.len());
                match parse_tcn(&rest[..end].join(" ")) {
                    Ok(p) => (p, &rest[end..]),
                    Err(e) => return err(format!("invalid position: {e}")),
                }
            }
            Some((other, _)) => {
                return err(format!(
                    "position takes startpos or tcn, not '{}'",
                    clip(other)
                ))
            }
            None => return err("position needs startpos or tcn"),
        };
        let moves = match rest.split_first() {
            None => &[][..],
            Some((&"moves", m)) => m,
            Some((other, _)) => return err(format!("expected 'moves', found '{}'", clip(other))),
        };
        // One replay policy for every way a list of moves enters (crate::replay).
        let game = match crate::replay::replay(start, moves.iter().copied(), self.repetition) {
            Ok(g) => g,
            Err(e) => return err(e.to_string()),
        };
        self.game = game;
        Vec::new()
    }

    fn perft(&self, args: &[&str]) -> Action {
        let [depth] = args else {
            return reply(err("usage: perft <depth>"));
        };
        match depth.parse::<u32>() {
            Ok(d) if d <= PERFT_DEPTH_LIMIT => {
                let pos = *self.game.position();
                Action::Work(
                    "perft",
                    Box::new(move |stop, _| match crate::search::perft(&pos, d, stop) {
                        Some(n) => vec![format!("perft {d} {n}")],
                        None => vec![format!("error perft {d} stopped before it finished")],
                    }),
                )
            }
            _ => reply(err(format!(
                "perft depth '{}' must be a whole number from 0 to {PERFT_DEPTH_LIMIT}",
                clip(depth)
            ))),
        }
    }

    /// `defend <plies>`: a reply for the side to move that saves it from a forced win
    /// of the opponent within `plies` plies (`search::solve::saving_reply`, exact), as
    /// `defend <move>`, or `defend none` when every reply loses in time or there is no
    /// move. Puzzle mode's answer to a wrong move (docs/FRONTEND.md). The exact solver
    /// runs to its end: `stop` does not cut it short (the page terminates its worker).
    fn defend(&self, args: &[&str]) -> Action {
        let [plies] = args else {
            return reply(err("usage: defend <plies>"));
        };
        match plies.parse::<u32>() {
            Ok(n) if (1..=crate::search::puzzle::MAX_PLIES).contains(&n) => {
                let pos = *self.game.position();
                Action::Work(
                    "defend",
                    Box::new(move |_, _| {
                        let found = crate::search::solve::saving_reply(&pos, n);
                        vec![format!(
                            "defend {}",
                            found.map_or("none".to_string(), |m| m.to_string())
                        )]
                    }),
                )
            }
            _ => reply(err(format!(
                "defend's plies '{}' must be a whole number from 1 to {}",
                clip(plies),
                crate::search::puzzle::MAX_PLIES
            ))),
        }
    }

    fn searcher(&self) -> std::sync::MutexGuard<'_, Searcher> {
        // A panicked search leaves a usable table behind.
        self.searcher.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `go [depth <n>] [nodes <n>] [movetime <ms>] [infinite]`.
    fn go(&self, args: &[&str]) -> Action {
        let mut limits = Limits::default();
        let mut it = args.iter();
        while let Some(&word) = it.next() {
            if word == "infinite" {
                continue;
            }
            let Some(value) = it.next() else {
                return reply(err(format!("go: '{}' needs a value", clip(word))));
            };
            let bad = || {
                reply(err(format!(
                    "go: '{}' is not a valid {} (a whole number from 1)",
                    clip(value),
                    clip(word)
                )))
            };
            match word {
                "depth" => match value.parse::<u32>() {
                    Ok(n) if n >= 1 => limits.depth = Some(n.min(search::MAX_DEPTH)),
                    _ => return bad(),
                },
                "nodes" => match value.parse::<u64>() {
                    Ok(n) if n >= 1 => limits.nodes = Some(n),
                    _ => return bad(),
                },
                "movetime" => match value.parse::<u64>() {
                    Ok(n) if n >= 1 => limits.movetime = Some(n as f64),
                    _ => return bad(),
                },
                other => {
                    return reply(err(format!(
                        "go takes depth, nodes, movetime or infinite, not '{}'",
                        clip(other)
                    )))
                }
            }
        }
        if self.game.outcome().is_some() {
            return reply(vec!["bestmove none".to_string()]);
        }
        let game = self.game.clone();
        let level = self.level;
        let seed = self.seed;
        let searcher = Arc::clone(&self.searcher);
        let now = self.clock;
        Action::Work(
            "search",
            Box::new(move |stop, out| {
                let mut searcher = searcher.lock().unwrap_or_else(|e| e.into_inner());
                let t0 = now();
                let clock = move || now() - t0;
                let ctl = search::Control {
                    clock: &clock,
                    stop,
                };
                let mut last_sent: Option<f64> = None;
                let mut pending: Option<String> = None;
                let (best, _) = search::think(
                    &mut searcher,
                    &game,
                    level,
                    limits,
                    seed,
                    &ctl,
                    &mut |info| {
                        let line = info_line(info);
                        // At most ten lines a second; the last one is sent at the end.
                        if last_sent.is_none_or(|t| info.time_ms - t >= 100.0) {
                            last_sent = Some(info.time_ms);
                            pending = None;
                            out(line);
                        } else {
                            pending = Some(line);
                        }
                    },
                );
                let mut last: Vec<String> = pending.into_iter().collect();
                last.push(match best {
                    Some(mv) => format!("bestmove {mv}"),
                    None => "bestmove none".to_string(),
                });
                last
            }),
        )
    }

    fn setoption(&mut self, args: &[&str]) -> Vec<String> {
        let (name, value) = match args {
            ["name", name, "value", value] => (*name, *value),
            _ => return err("usage: setoption name <id> value <v>"),
        };
        // Option names and values are case-insensitive, as in UCI.
        let (name, value) = (name.to_ascii_lowercase(), value.to_ascii_lowercase());
        match (name.as_str(), value.as_str()) {
            ("repetition", "on" | "off") => {
                self.repetition = value == "on";
                self.game.set_repetition_rule(self.repetition);
                Vec::new()
            }
            ("repetition", v) => err(format!("repetition takes on or off, not '{}'", clip(v))),
            ("level", "none" | "off" | "0") => {
                self.level = None;
                Vec::new()
            }
            ("level", v) => match v.parse::<u32>().ok().filter(|n| (1..=8).contains(n)) {
                Some(n) => {
                    self.level = Some(n);
                    Vec::new()
                }
                None => err(format!("level takes 1 to 8 (or none), not '{}'", clip(v))),
            },
            ("hash", v) => match v
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=MAX_HASH_MIB).contains(n))
            {
                Some(mib) => {
                    self.searcher().set_hash(mib);
                    Vec::new()
                }
                None => err(format!(
                    "hash takes a size in MiB from 1 to {MAX_HASH_MIB}, not '{}'",
                    clip(v)
                )),
            },
            ("seed", v) => match v.parse::<u64>() {
                Ok(n) => {
                    self.seed = n;
                    Vec::new()
                }
                Err(_) => err(format!("seed takes a whole number, not '{}'", clip(v))),
            },
            (n, v) if search::Features::NAMES.contains(&n) => match v {
                "on" | "off" => {
                    if let Some(f) = self.searcher().features.get_mut(n) {
                        *f = v == "on";
                    }
                    Vec::new()
                }
                _ => err(format!("{n} takes on or off, not '{}'", clip(v))),
            },
            (n, _) => err(format!("unknown option '{}'", clip(n))),
        }
    }
}

/// An `info` line.
fn info_line(info: &search::Info) -> String {
    let nps = (info.nodes as f64 * 1000.0 / info.time_ms.max(1.0)) as u64;
    let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
    format!(
        "info depth {} score {} nodes {} nps {nps} time {} pv {}",
        info.depth,
        info.score,
        info.nodes,
        info.time_ms as u64,
        pv.join(" ")
    )
}

/// `bench [depth]`: the fixed suite, stoppable.
fn bench_action(args: &[&str], now: Clock) -> Action {
    let depth = match args {
        [] => search::bench::DEPTH,
        [d] => match d.parse::<u32>() {
            Ok(n) if (1..=search::MAX_DEPTH).contains(&n) => n,
            _ => return reply(err(format!("bench depth '{}' must be 1 to 64", clip(d)))),
        },
        _ => return reply(err("usage: bench [depth]")),
    };
    Action::Work(
        "bench",
        Box::new(move |stop, _| {
            let t0 = now();
            let clock = move || now() - t0;
            let ctl = search::Control {
                clock: &clock,
                stop,
            };
            let r = search::bench::run(depth, &ctl);
            if r.stopped {
                return vec!["error bench stopped before it finished".to_string()];
            }
            vec![r.line()]
        }),
    )
}

fn reply(lines: Vec<String>) -> Action {
    Action::Reply(lines, Flow::Continue)
}

/// The error for a command that takes no arguments but was given some.
fn no_args_error(cmd: &str, args: &[&str]) -> Option<Vec<String>> {
    (matches!(cmd, "quit" | "isready" | "newgame" | "moves" | "d" | "stop") && !args.is_empty())
        .then(|| err(format!("'{cmd}' takes no arguments")))
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

#[cfg(not(target_arch = "wasm32"))]
mod stdio;
#[cfg(not(target_arch = "wasm32"))]
pub use stdio::run_stdio;
