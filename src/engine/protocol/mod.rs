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

impl FromStr for Command {
    type Err = ParseCommandError;

    /// Reads one input line. Words are separated by white space; command words are lower
    /// case, option names and values are not case-sensitive.
    fn from_str(line: &str) -> Result<Command, ParseCommandError> {
        use ParseCommandError as E;
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&word, args)) = tokens.split_first() else {
            return Err(E::Empty);
        };
        let plain = |command: Command, word: &'static str| {
            if args.is_empty() {
                Ok(command)
            } else {
                Err(E::TakesNoArguments(word))
            }
        };
        match word {
            "quit" => plain(Command::Quit, "quit"),
            "stop" => plain(Command::Stop, "stop"),
            "isready" => plain(Command::IsReady, "isready"),
            "newgame" => plain(Command::NewGame, "newgame"),
            "moves" => plain(Command::Moves, "moves"),
            "d" => plain(Command::D, "d"),
            "position" => parse_position(args),
            "perft" => {
                let [depth] = args else {
                    return Err(E::PerftUsage);
                };
                match depth.parse::<u32>() {
                    Ok(d) if d <= PERFT_DEPTH_LIMIT => Ok(Command::Perft(d)),
                    _ => Err(E::PerftDepth(depth.to_string())),
                }
            }
            "defend" => {
                let [plies] = args else {
                    return Err(E::DefendUsage);
                };
                match plies.parse::<u32>() {
                    Ok(n) if (1..=puzzles::MAX_PLIES).contains(&n) => Ok(Command::Defend(n)),
                    _ => Err(E::DefendPlies(plies.to_string())),
                }
            }
            "setoption" => match args {
                ["name", name, "value", value] => {
                    EngineOption::parse(name, value).map(Command::SetOption)
                }
                _ => Err(E::SetOptionUsage),
            },
            "go" => parse_go(args).map(Command::Go),
            "bench" => match args {
                [] => Ok(Command::Bench(None)),
                [d] => match d.parse::<u32>() {
                    Ok(n) if (1..=BENCH_DEPTH_LIMIT).contains(&n) => Ok(Command::Bench(Some(n))),
                    _ => Err(E::BenchDepth(d.to_string())),
                },
                _ => Err(E::BenchUsage),
            },
            other => Err(E::UnknownCommand(other.to_string())),
        }
    }
}

/// `position startpos|tcn … [moves …]`'s arguments.
fn parse_position(args: &[&str]) -> Result<Command, ParseCommandError> {
    use ParseCommandError as E;
    let (start, rest) = match args.split_first() {
        Some((&"startpos", rest)) => (Start::StartPos, rest),
        Some((&"tcn", rest)) => {
            let end = rest
                .iter()
                .position(|&t| t == "moves")
                .unwrap_or(rest.len());
            let p = parse_tcn(&rest[..end].join(" ")).map_err(E::InvalidPosition)?;
            (Start::Tcn(p), &rest[end..])
        }
        Some((other, _)) => return Err(E::PositionStart(other.to_string())),
        None => return Err(E::PositionNeedsStart),
    };
    let texts = match rest.split_first() {
        None => &[][..],
        Some((&"moves", m)) => m,
        Some((other, _)) => return Err(E::ExpectedMoves(other.to_string())),
    };
    let mut moves = Vec::with_capacity(texts.len());
    for (index, text) in texts.iter().enumerate() {
        match text.parse::<Move>() {
            Ok(mv) => moves.push(mv),
            Err(e) => {
                return Err(E::UnreadableMove(Box::new(UnreadableMove {
                    start,
                    before: moves,
                    error: ReplayError {
                        index,
                        text: e.text,
                        problem: ReplayProblem::Unreadable(e.reason),
                    },
                })))
            }
        }
    }
    Ok(Command::Position { start, moves })
}

/// `go`'s arguments; a limit given twice counts with its last value. `searchmoves` takes
/// the moves after it up to the next limit's word (or the end), as in UCI.
fn parse_go(args: &[&str]) -> Result<Go, ParseCommandError> {
    use ParseCommandError as E;
    let mut go = Go::default();
    let mut it = args.iter().peekable();
    while let Some(&word) = it.next() {
        if word == "infinite" {
            go.infinite = true;
            continue;
        }
        if word == "searchmoves" {
            go.searchmoves.clear();
            while let Some(&&text) = it.peek() {
                if GO_WORDS.contains(&text) {
                    break;
                }
                it.next();
                let mv = text
                    .parse::<Move>()
                    .map_err(|e| E::SearchMove(e.to_string()))?;
                go.searchmoves.push(mv);
            }
            if go.searchmoves.is_empty() {
                return Err(E::GoNeedsValue(word.to_string()));
            }
            continue;
        }
        let Some(&value) = it.next() else {
            return Err(E::GoNeedsValue(word.to_string()));
        };
        let n = value.parse::<u64>().ok().filter(|&n| n >= 1);
        let bad = || E::GoValue {
            limit: word.to_string(),
            value: value.to_string(),
        };
        match word {
            "depth" => {
                let d = value.parse::<u32>().ok().filter(|&n| n >= 1);
                go.depth = Some(d.ok_or_else(bad)?);
            }
            "nodes" => go.nodes = Some(n.ok_or_else(bad)?),
            "movetime" => go.movetime = Some(n.ok_or_else(bad)?),
            other => return Err(E::GoLimit(other.to_string())),
        }
    }
    Ok(go)
}

/// The words of `go`'s limits (where the moves of `searchmoves` end).
const GO_WORDS: [&str; 5] = ["depth", "nodes", "movetime", "infinite", "searchmoves"];

mod reply;
pub use reply::{Info, ParseReplyError, Reply};

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A position and the moves of a random playout of `len` plies from the start.
    fn playout(seed: u64, len: usize) -> (Position, Vec<Move>) {
        let mut rng = seed | 1;
        let mut pos = Position::start();
        let mut moves = Vec::new();
        for _ in 0..len {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let mv = legal[(rng % legal.len() as u64) as usize];
            moves.push(mv);
            pos = pos.play(mv).expect("a legal move");
        }
        (pos, moves)
    }

    fn game() -> impl Strategy<Value = (Position, Vec<Move>)> {
        (any::<u64>(), 0usize..40).prop_map(|(seed, len)| playout(seed, len))
    }

    fn a_move() -> impl Strategy<Value = Option<Move>> {
        (any::<u64>(), 1usize..30, any::<bool>())
            .prop_map(|(seed, len, some)| playout(seed, len).1.last().copied().filter(|_| some))
    }

    fn option() -> impl Strategy<Value = EngineOption> {
        prop_oneof![
            any::<bool>().prop_map(EngineOption::Repetition),
            proptest::option::of(1u32..=8).prop_map(EngineOption::Level),
            (1..=MAX_HASH_MIB).prop_map(EngineOption::Hash),
            any::<u64>().prop_map(EngineOption::Seed),
            (1..=crate::search::MAX_MULTIPV).prop_map(EngineOption::MultiPv),
            (1..=crate::search::MAX_THREADS).prop_map(EngineOption::Threads),
            (0..search::Features::NAMES.len(), any::<bool>())
                .prop_map(|(i, on)| EngineOption::Feature(search::Features::NAMES[i], on)),
        ]
    }

    fn command() -> impl Strategy<Value = Command> {
        let go = (
            proptest::option::of(1u32..),
            proptest::option::of(1u64..),
            proptest::option::of(1u64..),
            any::<bool>(),
            0usize..6,
        )
            .prop_map(|(depth, nodes, movetime, infinite, n)| Go {
                depth,
                nodes,
                movetime,
                infinite,
                searchmoves: playout(n as u64, n).1,
            });
        prop_oneof![
            Just(Command::IsReady),
            Just(Command::NewGame),
            Just(Command::Moves),
            Just(Command::D),
            Just(Command::Stop),
            Just(Command::Quit),
            (game(), any::<bool>(), 0usize..40).prop_map(|((pos, _), tcn, n)| {
                // The moves of a game from the start, or of one from `pos` (any list of
                // moves will do: legality is not the parser's business).
                let moves = playout(n as u64, n).1;
                let start = if tcn {
                    Start::Tcn(pos)
                } else {
                    Start::StartPos
                };
                Command::Position { start, moves }
            }),
            (0..=PERFT_DEPTH_LIMIT).prop_map(Command::Perft),
            go.prop_map(Command::Go),
            option().prop_map(Command::SetOption),
            proptest::option::of(1..=BENCH_DEPTH_LIMIT).prop_map(Command::Bench),
            (1..=puzzles::MAX_PLIES).prop_map(Command::Defend),
        ]
    }

    fn reply() -> impl Strategy<Value = Reply> {
        let score = prop_oneof![
            any::<i32>().prop_map(Score::Cp),
            any::<i32>().prop_map(Score::Win)
        ];
        let info = (
            proptest::option::of(any::<u32>()),
            proptest::option::of(any::<u32>()),
            proptest::option::of(score),
            proptest::option::of(any::<u64>()),
            proptest::option::of(any::<u64>()),
            proptest::option::of(any::<u64>()),
            game(),
        )
            .prop_map(|(depth, multipv, score, nodes, nps, time, (_, pv))| Info {
                depth,
                multipv,
                score,
                nodes,
                nps,
                time,
                pv,
            });
        let outcome = prop_oneof![
            Just(None),
            (any::<bool>(), 0..3usize).prop_map(|(white, r)| Some(Outcome::Win {
                winner: if white { Color::White } else { Color::Black },
                reason: [
                    WinReason::ThreeCaptures,
                    WinReason::CrownedTroika,
                    WinReason::Resignation
                ][r],
            })),
            (0..3usize).prop_map(|r| Some(Outcome::Draw(
                [
                    DrawReason::NoMoves,
                    DrawReason::Repetition,
                    DrawReason::Agreement
                ][r]
            ))),
        ];
        prop_oneof![
            Just(Reply::ReadyOk),
            a_move().prop_map(Reply::BestMove),
            info.prop_map(Reply::Info),
            (any::<u32>(), any::<u64>()).prop_map(|(depth, nodes)| Reply::Perft { depth, nodes }),
            (any::<u64>(), any::<u64>(), any::<u64>())
                .prop_map(|(nodes, nps, time)| Reply::Bench { nodes, nps, time }),
            a_move().prop_map(Reply::Defend),
            game().prop_map(|(_, moves)| Reply::Moves(moves)),
            game().prop_map(|(pos, _)| Reply::Tcn(pos)),
            outcome.prop_map(Reply::Result),
            "[a-z0-9'()-]{1,12}( [a-z0-9'()-]{1,12}){0,6}".prop_map(Reply::Error),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn every_command_reads_back_as_written(c in command()) {
            let line = c.to_string();
            prop_assert_eq!(line.parse::<Command>(), Ok(c), "{}", line);
        }

        #[test]
        fn every_reply_reads_back_as_written(r in reply()) {
            let line = r.to_string();
            prop_assert_eq!(line.parse::<Reply>(), Ok(r), "{}", line);
        }
    }

    #[test]
    fn lines_are_written_as_the_protocol_spells_them() {
        let start = Position::start();
        let a6a7: Move = "a6-a7".parse().unwrap();
        let cases: Vec<(Command, &str)> = vec![
            (
                Command::Position {
                    start: Start::Tcn(start),
                    moves: vec![a6a7],
                },
                "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1 moves a6-a7",
            ),
            (
                Command::Position {
                    start: Start::StartPos,
                    moves: vec![],
                },
                "position startpos",
            ),
            (Command::Go(Go::default()), "go"),
            (
                Command::Go(Go {
                    infinite: true,
                    ..Go::default()
                }),
                "go infinite",
            ),
            (
                Command::Go(Go {
                    depth: Some(3),
                    nodes: Some(4),
                    movetime: Some(5),
                    infinite: false,
                    searchmoves: vec![],
                }),
                "go depth 3 nodes 4 movetime 5",
            ),
            (
                Command::Go(Go {
                    infinite: true,
                    searchmoves: vec![a6a7, "h3-h4".parse().unwrap()],
                    ..Go::default()
                }),
                "go infinite searchmoves a6-a7 h3-h4",
            ),
            (
                Command::SetOption(EngineOption::Level(None)),
                "setoption name level value none",
            ),
            (
                Command::SetOption(EngineOption::Repetition(false)),
                "setoption name repetition value off",
            ),
            (Command::Defend(3), "defend 3"),
            (Command::Bench(None), "bench"),
        ];
        for (c, line) in cases {
            assert_eq!(c.to_string(), line);
            assert_eq!(line.parse::<Command>(), Ok(c));
        }
        let info = Info {
            depth: Some(6),
            score: Some(Score::Cp(12)),
            nodes: Some(183_022),
            nps: Some(915_110),
            time: Some(200),
            pv: vec![a6a7],
            ..Info::default()
        };
        assert_eq!(
            Reply::Info(info).to_string(),
            "info depth 6 score cp 12 nodes 183022 nps 915110 time 200 pv a6-a7"
        );
        assert_eq!(Reply::BestMove(None).to_string(), "bestmove none");
        assert_eq!(Reply::Moves(vec![]).to_string(), "moves");
        assert_eq!(Reply::Result(None).to_string(), "result * none");
    }

    #[test]
    fn lines_are_read_leniently_where_the_protocol_allows() {
        // Option names and values in any case; repeated go limits count with the last.
        assert_eq!(
            "setoption name LEVEL value Off".parse::<Command>(),
            Ok(Command::SetOption(EngineOption::Level(None)))
        );
        assert_eq!(
            "  go depth 3\tdepth 5 ".parse::<Command>(),
            Ok(Command::Go(Go {
                depth: Some(5),
                ..Go::default()
            }))
        );
        assert_eq!(
            "position startpos moves".parse::<Command>(),
            Ok(Command::Position {
                start: Start::StartPos,
                moves: vec![]
            })
        );
        assert_eq!(
            "bestmove A6-A7".parse::<Reply>(),
            Ok(Reply::BestMove(Some("a6-a7".parse().unwrap())))
        );
        assert_eq!(
            "error  two  spaces".parse::<Reply>(),
            Ok(Reply::Error("two  spaces".into()))
        );
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let err = |l: &str| l.parse::<Command>().unwrap_err().to_string();
        assert_eq!(
            err("go sideways 3"),
            "go takes depth, nodes, movetime, infinite or searchmoves, not 'sideways'"
        );
        assert_eq!(err("go depth"), "go: 'depth' needs a value");
        assert_eq!(err("go searchmoves"), "go: 'searchmoves' needs a value");
        assert_eq!(
            err("go searchmoves a6-a7 z9"),
            format!("go searchmoves: {}", "z9".parse::<Move>().unwrap_err())
        );
        assert_eq!(err("d now"), "'d' takes no arguments");
        assert_eq!(
            err("setoption name Hash value 0"),
            "hash takes a size in MiB from 1 to 4096, not '0'"
        );
        assert_eq!(
            err(&format!("foo{}", "x".repeat(50))),
            format!("unknown command 'foo{}'", "x".repeat(37))
        );
        assert_eq!("".parse::<Command>(), Err(ParseCommandError::Empty));
        for l in [
            "",
            "bestmove",
            "bestmove a6-a7 ponder a5-b4",
            "info depth x",
            "info depth 3 score mate 2",
            "info seldepth 4",
            "perft 3",
            "bench nodes 1 nps 2",
            "result 1-0 repetition",
            "result * three-captures",
            "tcn 8/8 w - 1",
            "moves zz",
            "readyok now",
            "uciok",
        ] {
            assert!(l.parse::<Reply>().is_err(), "{l}");
        }
    }

    #[test]
    fn the_engines_own_lines_read_back_as_written() {
        let mut e = super::super::Engine::new();
        let mut seen = 0;
        for line in [
            "isready",
            "position startpos moves a6-a7 a5-b4",
            "moves",
            "d",
            "go depth 3",
            "perft 2",
            "defend 1",
            "bench 1",
            "setoption name level value 2",
            "go nodes 300",
            "position tcn bbbbbbbb/8/8/8/8/W7/W7/WwwwwwwW b - 9",
            "d",
            "moves",
            "go",
            "garbage",
            "perft 65",
        ] {
            for reply in e.handle(line).0 {
                let read: Reply = reply.parse().unwrap_or_else(|e| panic!("{reply}: {e}"));
                assert_eq!(read.to_string(), reply);
                seen += 1;
            }
        }
        assert!(seen > 15, "{seen}");
    }

    #[test]
    fn answers_are_found_among_lines() {
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let perft = |r| match r {
            Reply::Perft { nodes, .. } => Some(nodes),
            _ => None,
        };
        assert_eq!(
            Reply::first_answer(&lines(&["readyok", "garbage", "perft 2 1028"]), perft),
            Some(Ok(1028))
        );
        assert_eq!(
            Reply::first_answer(&lines(&["error no", "perft 2 1028"]), perft),
            Some(Err("no".into()))
        );
        assert_eq!(Reply::first_answer(&lines(&["readyok"]), perft), None);
    }
}
