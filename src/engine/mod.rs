//! The line protocol of `three-crowns engine` (ENGINE-PROTOCOL.md), separated from I/O so
//! that it can be driven and tested in-process.
//!
//! Lines are read as [`Command`]s and answered with [`Reply`]s (file `protocol`: the
//! protocol's one set of types, which every client speaks too): a line that is no command
//! gets its `ParseCommandError` as the one `error …` reply.
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
use crate::replay::Replay;
use crate::search::{self, Limits, Searcher};

mod protocol;
pub mod wire;
pub use protocol::{
    Command, EngineOption, Go, Info, OptionName, ParseCommandError, ParseReplyError, Reply, Start,
    UnreadableMove, BENCH_DEPTH_LIMIT,
};

/// Deepest perft the engine accepts. It only guards the recursion: any perft can be
/// ended by `stop` (or `quit`) long before it gets anywhere near this.
pub const PERFT_DEPTH_LIMIT: u32 = 64;

/// Long work: runs until done or until the stop flag is set, may send replies as it goes
/// (`info …`) through the sink, and returns its final replies (`perft …`, `bestmove …`).
pub type Job = Box<dyn FnOnce(&AtomicBool, &mut dyn FnMut(Reply)) -> Vec<Reply> + Send>;

/// What a command asks for.
pub enum Action {
    /// Replies, sent at once.
    Reply(Vec<Reply>, Flow),
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

fn err(msg: impl std::fmt::Display) -> Vec<Reply> {
    vec![Reply::Error(msg.to_string())]
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
        let action = self.command(line);
        let (replies, flow) = run_to_end(action);
        (replies.iter().map(Reply::to_string).collect(), flow)
    }

    /// [`Engine::handle`] for a command already read: its replies, long work run to its
    /// end first.
    pub fn handle_command(&mut self, command: &Command) -> (Vec<Reply>, Flow) {
        run_to_end(self.execute(command))
    }

    /// Reads one input line ([`Command`]'s `FromStr`): a reply now, or long work to run.
    /// Bad input is answered with one `error …` line and changes nothing; a blank line
    /// with nothing.
    pub fn command(&mut self, line: &str) -> Action {
        match line.parse::<Command>() {
            Ok(command) => self.execute(&command),
            Err(ParseCommandError::Empty) => reply(Vec::new()),
            Err(ParseCommandError::UnreadableMove(u)) => {
                // Moves are read and played in turn: an illegal move before the
                // unreadable one is reported instead.
                let first = match replay(u.start.position(), &u.before, self.repetition) {
                    Err(e) => e,
                    Ok(_) => u.error,
                };
                reply(err(first))
            }
            Err(e) => reply(err(e)),
        }
    }

    /// Carries out a command: a reply now, or long work to run.
    pub fn execute(&mut self, command: &Command) -> Action {
        let replies = match command {
            Command::Quit => return Action::Reply(Vec::new(), Flow::Quit),
            // Nothing is running (a running job's stop is handled by its runner).
            Command::Stop => Vec::new(),
            Command::IsReady => vec![Reply::ReadyOk],
            Command::NewGame => {
                self.game = self.new_game(Position::start());
                self.searcher().clear();
                Vec::new()
            }
            Command::Position { start, moves } => {
                match replay(start.position(), moves, self.repetition) {
                    Ok(game) => {
                        self.game = game;
                        Vec::new()
                    }
                    Err(e) => err(e),
                }
            }
            Command::Moves => vec![Reply::Moves(self.game.legal_moves().to_vec())],
            Command::D => vec![
                Reply::Tcn(*self.game.position()),
                Reply::Result(self.game.outcome()),
            ],
            &Command::Perft(depth) => return self.perft(depth),
            &Command::Defend(plies) => return self.defend(plies),
            &Command::SetOption(option) => {
                self.set_option(option);
                Vec::new()
            }
            Command::Go(go) => return self.go(go),
            &Command::Bench(depth) => return bench_action(depth, self.clock),
        };
        reply(replies)
    }

    fn new_game(&self, start: Position) -> Game {
        let mut g = Game::new(start);
        g.set_repetition_rule(self.repetition);
        g
    }

    fn perft(&self, depth: u32) -> Action {
        let pos = *self.game.position();
        Action::Work(
            "perft",
            Box::new(
                move |stop, _| match crate::search::perft(&pos, depth, stop) {
                    Some(nodes) => vec![Reply::Perft { depth, nodes }],
                    None => err(format!("perft {depth} stopped before it finished")),
                },
            ),
        )
    }

    /// `defend <plies>`: a reply for the side to move that saves it from a forced win
    /// of the opponent within `plies` plies (`puzzles::solve::saving_reply`, exact), as
    /// `defend <move>`, or `defend none` when every reply loses in time or there is no
    /// move. Puzzle mode's answer to a wrong move (docs/ARCHITECTURE.md). The exact solver
    /// runs to its end: `stop` does not cut it short (the page terminates its worker).
    fn defend(&self, plies: u32) -> Action {
        let pos = *self.game.position();
        Action::Work(
            "defend",
            Box::new(move |_, _| {
                vec![Reply::Defend(crate::puzzles::solve::saving_reply(
                    &pos, plies,
                ))]
            }),
        )
    }

    fn searcher(&self) -> std::sync::MutexGuard<'_, Searcher> {
        // A panicked search leaves a usable table behind.
        self.searcher.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `go [depth <n>] [nodes <n>] [movetime <ms>] [infinite] [searchmoves M1 …]`. A move
    /// of `searchmoves` that is not legal here is an error, and nothing is searched.
    fn go(&self, go: &Go) -> Action {
        if self.game.outcome().is_some() {
            return reply(vec![Reply::BestMove(None)]);
        }
        let pos = self.game.position();
        if let Some(mv) = go.searchmoves.iter().find(|&&mv| !pos.is_legal(mv)) {
            return reply(err(format!(
                "go searchmoves: {mv} is not a legal move here"
            )));
        }
        let limits = Limits {
            depth: go.depth.map(|n| n.min(search::MAX_DEPTH)),
            nodes: go.nodes,
            movetime: go.movetime.map(|ms| ms as f64),
            searchmoves: go.searchmoves.clone(),
        };
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
                // The iteration's lines as they come, and an iteration complete but not
                // sent (it goes out at the end).
                let mut group: Vec<Reply> = Vec::new();
                let mut pending: Vec<Reply> = Vec::new();
                let (best, _) = search::think(
                    &mut searcher,
                    &game,
                    level,
                    limits,
                    seed,
                    &ctl,
                    &mut |info| {
                        if info.multipv <= 1 {
                            group.clear();
                        }
                        group.push(Reply::Info(Info::from(info)));
                        if info.multipv < info.lines {
                            return;
                        }
                        // At most ten iterations a second, each with all its lines; the
                        // last one is sent at the end.
                        if last_sent.is_none_or(|t| info.time_ms - t >= 100.0) {
                            last_sent = Some(info.time_ms);
                            pending.clear();
                            for line in group.drain(..) {
                                out(line);
                            }
                        } else {
                            pending = std::mem::take(&mut group);
                        }
                    },
                );
                let mut last = pending;
                last.push(Reply::BestMove(best));
                last
            }),
        )
    }

    fn set_option(&mut self, option: EngineOption) {
        match option {
            EngineOption::Repetition(on) => {
                self.repetition = on;
                self.game.set_repetition_rule(on);
            }
            EngineOption::Level(level) => self.level = level,
            EngineOption::Hash(mib) => self.searcher().set_hash(mib),
            EngineOption::Seed(n) => self.seed = n,
            EngineOption::MultiPv(n) => self.searcher().multipv = n,
            EngineOption::Threads(n) => self.searcher().threads = n,
            EngineOption::Feature(name, on) => {
                if let Some(f) = self.searcher().features.get_mut(name) {
                    *f = on;
                }
            }
        }
    }
}

/// Replays `moves` from `start` by the one replay policy of every way a list of moves
/// enters (`crate::replay`).
fn replay(
    start: Position,
    moves: &[crate::types::Move],
    repetition: bool,
) -> Result<Game, crate::replay::ReplayError> {
    let mut r = Replay::new(start);
    for &mv in moves {
        r.play(mv)?;
    }
    Ok(r.finish(repetition))
}

/// An action's replies, its long work run to its end first.
fn run_to_end(action: Action) -> (Vec<Reply>, Flow) {
    match action {
        Action::Reply(replies, flow) => (replies, flow),
        Action::Work(_, job) => {
            let stop = AtomicBool::new(false);
            let mut replies = Vec::new();
            let last = job(&stop, &mut |r| replies.push(r));
            replies.extend(last);
            (replies, Flow::Continue)
        }
    }
}

/// `bench [depth]`: the fixed suite, stoppable.
fn bench_action(depth: Option<u32>, now: Clock) -> Action {
    let depth = depth.unwrap_or(search::bench::DEPTH);
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
                return err("bench stopped before it finished");
            }
            vec![Reply::from(&r)]
        }),
    )
}

fn reply(replies: Vec<Reply>) -> Action {
    Action::Reply(replies, Flow::Continue)
}

#[cfg(not(target_arch = "wasm32"))]
mod stdio;
#[cfg(not(target_arch = "wasm32"))]
pub use stdio::run_stdio;
