//! Why a command line cannot be read ([`ParseCommandError`]): the engine's own `error …`
//! messages.

use super::*;

/// Why an input line is not a command. `Display` gives the engine's message (its
/// `error …` reply without `error `); offending words are shown cut to 40 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCommandError {
    /// A blank line (the engine ignores it).
    Empty,
    /// The first word is no command.
    UnknownCommand(String),
    /// A command that takes no arguments was given some.
    TakesNoArguments(&'static str),
    /// `position` without `startpos` or `tcn`.
    PositionNeedsStart,
    /// `position` followed by something else than `startpos` or `tcn`.
    PositionStart(String),
    /// The text after `position tcn` is not a position.
    InvalidPosition(TcnError),
    /// `position startpos` followed by something else than `moves`.
    ExpectedMoves(String),
    /// A move of `position … moves` is not move notation. The readable moves before it
    /// come with it: the engine plays them first, since an illegal move among them is the
    /// first thing wrong with the line (moves are read and played in turn).
    UnreadableMove(Box<UnreadableMove>),
    /// `perft` without exactly one argument.
    PerftUsage,
    /// `perft`'s depth is not 0 to [`PERFT_DEPTH_LIMIT`].
    PerftDepth(String),
    /// `defend` without exactly one argument.
    DefendUsage,
    /// `defend`'s plies are not 1 to `puzzles::MAX_PLIES`.
    DefendPlies(String),
    /// A `go` limit without its value.
    GoNeedsValue(String),
    /// A `go` limit whose value is not a whole number from 1.
    GoValue {
        /// The limit.
        limit: String,
        /// Its value.
        value: String,
    },
    /// A word of `go` that is no limit.
    GoLimit(String),
    /// A move of `go searchmoves` that is not move notation (why).
    SearchMove(String),
    /// `setoption` not in the shape `setoption name <id> value <v>`.
    SetOptionUsage,
    /// An option name the engine does not know (in lower case).
    UnknownOption(String),
    /// A value the option does not take (in lower case).
    OptionValue {
        /// The option.
        option: OptionName,
        /// The value.
        value: String,
    },
    /// `bench` with more than one argument.
    BenchUsage,
    /// `bench`'s depth is not 1 to [`BENCH_DEPTH_LIMIT`].
    BenchDepth(String),
}

/// A move of `position … moves` that is not move notation (see
/// [`ParseCommandError::UnreadableMove`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableMove {
    /// The start of the line.
    pub start: Start,
    /// The moves before the unreadable one.
    pub before: Vec<Move>,
    /// The unreadable move, as the replay reports it.
    pub error: ReplayError,
}

/// At most 40 characters of a word, for messages.
pub(crate) fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

impl fmt::Display for ParseCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParseCommandError as E;
        match self {
            E::Empty => f.write_str("an empty line"),
            E::UnknownCommand(w) => write!(f, "unknown command '{}'", clip(w)),
            E::TakesNoArguments(c) => write!(f, "'{c}' takes no arguments"),
            E::PositionNeedsStart => f.write_str("position needs startpos or tcn"),
            E::PositionStart(w) => {
                write!(f, "position takes startpos or tcn, not '{}'", clip(w))
            }
            E::InvalidPosition(e) => write!(f, "invalid position: {e}"),
            E::ExpectedMoves(w) => write!(f, "expected 'moves', found '{}'", clip(w)),
            E::UnreadableMove(u) => u.error.fmt(f),
            E::PerftUsage => f.write_str("usage: perft <depth>"),
            E::PerftDepth(d) => write!(
                f,
                "perft depth '{}' must be a whole number from 0 to {PERFT_DEPTH_LIMIT}",
                clip(d)
            ),
            E::DefendUsage => f.write_str("usage: defend <plies>"),
            E::DefendPlies(p) => write!(
                f,
                "defend's plies '{}' must be a whole number from 1 to {}",
                clip(p),
                puzzles::MAX_PLIES
            ),
            E::GoNeedsValue(w) => write!(f, "go: '{}' needs a value", clip(w)),
            E::GoValue { limit, value } => write!(
                f,
                "go: '{}' is not a valid {} (a whole number from 1)",
                clip(value),
                clip(limit)
            ),
            E::SearchMove(why) => write!(f, "go searchmoves: {why}"),
            E::GoLimit(w) => write!(
                f,
                "go takes depth, nodes, movetime, infinite or searchmoves, not '{}'",
                clip(w)
            ),
            E::SetOptionUsage => f.write_str("usage: setoption name <id> value <v>"),
            E::UnknownOption(n) => write!(f, "unknown option '{}'", clip(n)),
            E::OptionValue { option, value } => {
                let v = clip(value);
                match option {
                    OptionName::Repetition => write!(f, "repetition takes on or off, not '{v}'"),
                    OptionName::Level => write!(f, "level takes 1 to 8 (or none), not '{v}'"),
                    OptionName::Hash => write!(
                        f,
                        "hash takes a size in MiB from 1 to {MAX_HASH_MIB}, not '{v}'"
                    ),
                    OptionName::Seed => write!(f, "seed takes a whole number, not '{v}'"),
                    OptionName::MultiPv => write!(
                        f,
                        "multipv takes 1 to {}, not '{v}'",
                        crate::search::MAX_MULTIPV
                    ),
                    OptionName::Threads => write!(
                        f,
                        "threads takes 1 to {}, not '{v}'",
                        crate::search::MAX_THREADS
                    ),
                    OptionName::Feature(n) => write!(f, "{n} takes on or off, not '{v}'"),
                }
            }
            E::BenchUsage => f.write_str("usage: bench [depth]"),
            E::BenchDepth(d) => write!(
                f,
                "bench depth '{}' must be 1 to {BENCH_DEPTH_LIMIT}",
                clip(d)
            ),
        }
    }
}

impl std::error::Error for ParseCommandError {}
