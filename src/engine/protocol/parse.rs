//! Reading a client's line: `FromStr` for [`Command`], with the arguments of `position` and
//! `go`.

use super::*;

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
