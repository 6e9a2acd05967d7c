//! The engine protocol's lines as types (ENGINE-PROTOCOL.md): every [`Command`] a client
//! sends and every [`Reply`] the engine answers. `Display` writes a value's canonical line
//! and `FromStr` reads a line, with a typed error whose `Display` is the engine's own
//! `error …` message. One conversation for all: the engine's parser (`Engine::command`),
//! every client on the page (`ui::computer`, `ui::analysis`, `ui::review`,
//! `ui::puzzle`'s defence, the page's perft and bench) and the match runner.
//!
//! Only what needs no game state is checked here (the words, the numbers and their
//! ranges, the position's text, each move's notation); whether the moves of `position …
//! moves` can be played is the engine's business.

use std::fmt;
use std::str::FromStr;

use crate::position::{DrawReason, Outcome, Position, WinReason};
use crate::puzzles;
use crate::replay::{ReplayError, ReplayProblem};
use crate::search::bench::BenchResult;
use crate::search::{self, Score};
use crate::tcn::{parse_tcn, to_tcn, TcnError};
use crate::types::{Color, Move};

use super::{MAX_HASH_MIB, PERFT_DEPTH_LIMIT};

/// Deepest search `bench <depth>` accepts (the search's own limit).
pub const BENCH_DEPTH_LIMIT: u32 = search::MAX_DEPTH;

/// What a client asks the engine: one input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `isready`: answered `readyok`.
    IsReady,
    /// `newgame`: the start position, no history, no search state.
    NewGame,
    /// `position startpos|tcn <position> [moves M1 …]`.
    Position {
        /// Where the game starts.
        start: Start,
        /// The moves played from there (their notation checked, not their legality).
        moves: Vec<Move>,
    },
    /// `moves`: every legal move of the current position.
    Moves,
    /// `d`: the current position and its result.
    D,
    /// `perft <depth>`, the depth at most [`PERFT_DEPTH_LIMIT`].
    Perft(u32),
    /// `go [depth <n>] [nodes <n>] [movetime <ms>] [infinite] [searchmoves M1 …]`.
    Go(Go),
    /// `stop`: ends a running search early.
    Stop,
    /// `setoption name <id> value <v>`.
    SetOption(EngineOption),
    /// `bench [depth]`: the fixed suite, at its own depth or this one (1 to
    /// [`BENCH_DEPTH_LIMIT`]).
    Bench(Option<u32>),
    /// `defend <plies>` (this project's): a reply of the side to move that saves it from
    /// a forced win within `plies` plies (1 to `puzzles::MAX_PLIES`).
    Defend(u32),
    /// `quit`.
    Quit,
}

/// The start of a `position` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// `startpos`: the game's start position.
    StartPos,
    /// `tcn <position>`: a given position (RULES.md section 8).
    Tcn(Position),
}

impl Start {
    /// The position it names.
    #[must_use]
    pub fn position(&self) -> Position {
        match self {
            Start::StartPos => Position::start(),
            Start::Tcn(p) => *p,
        }
    }
}

/// The limits of a `go`; none at all searches until `stop` (or as far as the strength
/// level goes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth <n>`, from 1 (the engine searches at most its own deepest).
    pub depth: Option<u32>,
    /// `nodes <n>`, from 1.
    pub nodes: Option<u64>,
    /// `movetime <ms>`, from 1.
    pub movetime: Option<u64>,
    /// `infinite`: searches until `stop` (the same as no limit).
    pub infinite: bool,
    /// `searchmoves M1 …`: only these root moves are searched, as in UCI (none: every
    /// move). Their notation is checked here, their legality by the engine. The page's
    /// analysis gives each of its workers a share of the root moves this way.
    pub searchmoves: Vec<Move>,
}

/// An option of `setoption name <id> value <v>` (names and values are case-insensitive,
/// as in UCI; written in lower case).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineOption {
    /// `repetition on|off`: the threefold repetition draw (RULES.md section 6).
    Repetition(bool),
    /// `level 1…8`, or `none` (also read from `off` and `0`): the browser game's strength
    /// levels, or the full search bounded only by `go`.
    Level(Option<u32>),
    /// `hash <MiB>`, 1 to [`MAX_HASH_MIB`]: the transposition table's size.
    Hash(usize),
    /// `seed <n>`: varies the weaker levels' choices.
    Seed(u64),
    /// `<feature> on|off`: one of the search's switches (`search::Features::NAMES`), for
    /// measurements.
    Feature(&'static str, bool),
    /// `multipv 1…5` ([`search::MAX_MULTIPV`]): that many best lines, each reported with
    /// `multipv <k>` in its `info` lines, as UCI does.
    MultiPv(usize),
    /// `threads 1…64` ([`search::MAX_THREADS`]): search threads (Lazy SMP; `bench` stays
    /// single-threaded).
    Threads(usize),
}

impl EngineOption {
    /// Reads the option `name` set to `value` (case-insensitive).
    ///
    /// # Errors
    /// An unknown option, or a value the option does not take.
    pub fn parse(name: &str, value: &str) -> Result<EngineOption, ParseCommandError> {
        let (name, value) = (name.to_ascii_lowercase(), value.to_ascii_lowercase());
        let bad = |option| ParseCommandError::OptionValue {
            option,
            value: value.clone(),
        };
        // A whole number from 1 to `max`.
        let up_to = |max: usize, option| {
            value
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| bad(option))
        };
        let on_off = |option| match value.as_str() {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(bad(option)),
        };
        Ok(match name.as_str() {
            "repetition" => EngineOption::Repetition(on_off(OptionName::Repetition)?),
            "level" => match value.as_str() {
                "none" | "off" | "0" => EngineOption::Level(None),
                v => match v.parse::<u32>().ok().filter(|n| (1..=8).contains(n)) {
                    Some(n) => EngineOption::Level(Some(n)),
                    None => return Err(bad(OptionName::Level)),
                },
            },
            "hash" => EngineOption::Hash(up_to(MAX_HASH_MIB, OptionName::Hash)?),
            "multipv" => EngineOption::MultiPv(up_to(search::MAX_MULTIPV, OptionName::MultiPv)?),
            "threads" => EngineOption::Threads(up_to(search::MAX_THREADS, OptionName::Threads)?),
            "seed" => match value.parse::<u64>() {
                Ok(n) => EngineOption::Seed(n),
                Err(_) => return Err(bad(OptionName::Seed)),
            },
            n => match search::Features::NAMES.iter().find(|&&f| f == n) {
                Some(&f) => EngineOption::Feature(f, on_off(OptionName::Feature(f))?),
                None => return Err(ParseCommandError::UnknownOption(name)),
            },
        })
    }

    /// The option's name, as written.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            EngineOption::Repetition(_) => "repetition",
            EngineOption::Level(_) => "level",
            EngineOption::Hash(_) => "hash",
            EngineOption::Seed(_) => "seed",
            EngineOption::MultiPv(_) => "multipv",
            EngineOption::Threads(_) => "threads",
            EngineOption::Feature(name, _) => name,
        }
    }
}

/// The options whose values are checked, for [`ParseCommandError::OptionValue`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionName {
    /// `repetition`.
    Repetition,
    /// `level`.
    Level,
    /// `hash`.
    Hash,
    /// `seed`.
    Seed,
    /// `multipv`.
    MultiPv,
    /// `threads`.
    Threads,
    /// A search switch.
    Feature(&'static str),
}

fn on_off(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

impl fmt::Display for EngineOption {
    /// `name <id> value <v>`, as `setoption` takes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "name {} value ", self.name())?;
        match *self {
            EngineOption::Repetition(on) | EngineOption::Feature(_, on) => f.write_str(on_off(on)),
            EngineOption::Level(None) => f.write_str("none"),
            EngineOption::Level(Some(n)) => write!(f, "{n}"),
            EngineOption::Hash(mib) | EngineOption::MultiPv(mib) | EngineOption::Threads(mib) => {
                write!(f, "{mib}")
            }
            EngineOption::Seed(n) => write!(f, "{n}"),
        }
    }
}

impl fmt::Display for Go {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("go")?;
        write_field(f, "depth", self.depth)?;
        write_field(f, "nodes", self.nodes)?;
        write_field(f, "movetime", self.movetime)?;
        if self.infinite {
            f.write_str(" infinite")?;
        }
        write_moves(f, "searchmoves", &self.searchmoves)
    }
}

/// Writes ` <word> <value>` (nothing for no value).
fn write_field(
    f: &mut fmt::Formatter<'_>,
    word: &str,
    value: Option<impl fmt::Display>,
) -> fmt::Result {
    match value {
        Some(v) => write!(f, " {word} {v}"),
        None => Ok(()),
    }
}

/// Writes ` <word> m1 m2 …` (nothing for no moves).
fn write_moves(f: &mut fmt::Formatter<'_>, word: &str, moves: &[Move]) -> fmt::Result {
    if !moves.is_empty() {
        write!(f, " {word}")?;
        for m in moves {
            write!(f, " {m}")?;
        }
    }
    Ok(())
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (word, number) = match *self {
            Command::Position {
                ref start,
                ref moves,
            } => {
                match start {
                    Start::StartPos => f.write_str("position startpos")?,
                    Start::Tcn(p) => write!(f, "position tcn {}", to_tcn(p))?,
                }
                return write_moves(f, "moves", moves);
            }
            Command::Go(ref go) => return go.fmt(f),
            Command::SetOption(ref o) => return write!(f, "setoption {o}"),
            Command::Perft(d) => ("perft", Some(d)),
            Command::Bench(d) => ("bench", d),
            Command::Defend(n) => ("defend", Some(n)),
            Command::IsReady => ("isready", None),
            Command::NewGame => ("newgame", None),
            Command::Moves => ("moves", None),
            Command::D => ("d", None),
            Command::Stop => ("stop", None),
            Command::Quit => ("quit", None),
        };
        f.write_str(word)?;
        match number {
            Some(n) => write!(f, " {n}"),
            None => Ok(()),
        }
    }
}

mod error;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use error::clip;
pub use error::{ParseCommandError, UnreadableMove};

mod parse;

mod reply;
pub use reply::{Info, ParseReplyError, Reply};

#[cfg(test)]
mod tests;
