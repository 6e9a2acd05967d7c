//! The engine's replies as types: [`Reply`], written by `Display` and read by `FromStr`.

use super::*;

/// What the engine answers: one output line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// `readyok`.
    ReadyOk,
    /// `bestmove <move>`, or `bestmove none` when the game is over.
    BestMove(Option<Move>),
    /// `info …`: a search's progress.
    Info(Info),
    /// `perft <depth> <count>`.
    Perft {
        /// The depth counted.
        depth: u32,
        /// The count.
        nodes: u64,
    },
    /// `bench nodes <n> nps <n> time <ms>`.
    Bench {
        /// Nodes searched (the search's signature).
        nodes: u64,
        /// Nodes per second.
        nps: u64,
        /// Milliseconds taken.
        time: u64,
    },
    /// `defend <move>`, or `defend none` when every reply loses in time or there is none.
    Defend(Option<Move>),
    /// `moves M1 M2 …`: the legal moves (`moves` alone when there are none).
    Moves(Vec<Move>),
    /// `tcn <position>`: the current position (`d`'s first line).
    Tcn(Position),
    /// `result <R> <reason>`: the current position's result (`d`'s second line), `* none`
    /// while the game goes on.
    Result(Option<Outcome>),
    /// `error <what is wrong>`.
    Error(String),
}

/// An `info` line: whichever of its fields are there, written in this order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// `depth <plies>`: the depth of the completed iteration.
    pub depth: Option<u32>,
    /// `multipv <k>`: which of several best lines this is.
    pub multipv: Option<u32>,
    /// `score cp <n>|win <n>`, from the side to move's view.
    pub score: Option<Score>,
    /// `nodes <n>`.
    pub nodes: Option<u64>,
    /// `nps <n>`.
    pub nps: Option<u64>,
    /// `time <ms>`.
    pub time: Option<u64>,
    /// `pv <moves…>`, last: the best line (written only when it has moves).
    pub pv: Vec<Move>,
}

impl From<&search::Info> for Info {
    fn from(info: &search::Info) -> Info {
        Info {
            depth: Some(info.depth),
            // Only when the search reports several lines, so that one line reads as UCI's.
            multipv: (info.lines > 1).then_some(info.multipv),
            score: Some(info.score),
            nodes: Some(info.nodes),
            nps: Some((info.nodes as f64 * 1000.0 / info.time_ms.max(1.0)) as u64),
            time: Some(info.time_ms as u64),
            pv: info.pv.clone(),
        }
    }
}

impl From<&BenchResult> for Reply {
    fn from(r: &BenchResult) -> Reply {
        Reply::Bench {
            nodes: r.nodes,
            nps: r.nps(),
            time: r.time_ms as u64,
        }
    }
}

/// The result's words: `*`, `1-0`, `0-1` or `1/2-1/2`, and the reason's.
fn outcome_words(o: Option<Outcome>) -> (&'static str, &'static str) {
    match o {
        Some(o) => (o.result_text(), o.reason_code()),
        None => ("*", "none"),
    }
}

/// Every value of `result`, for reading its words back.
const OUTCOMES: [Option<Outcome>; 10] = {
    const fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
        Some(Outcome::Win { winner, reason })
    }
    [
        None,
        win(Color::White, WinReason::ThreeCaptures),
        win(Color::White, WinReason::CrownedTroika),
        win(Color::White, WinReason::Resignation),
        win(Color::Black, WinReason::ThreeCaptures),
        win(Color::Black, WinReason::CrownedTroika),
        win(Color::Black, WinReason::Resignation),
        Some(Outcome::Draw(DrawReason::NoMoves)),
        Some(Outcome::Draw(DrawReason::Repetition)),
        Some(Outcome::Draw(DrawReason::Agreement)),
    ]
};

fn write_move_or_none(f: &mut fmt::Formatter<'_>, mv: Option<Move>) -> fmt::Result {
    match mv {
        Some(m) => write!(f, " {m}"),
        None => f.write_str(" none"),
    }
}

impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("info")?;
        write_field(f, "depth", self.depth)?;
        write_field(f, "multipv", self.multipv)?;
        write_field(f, "score", self.score)?;
        write_field(f, "nodes", self.nodes)?;
        write_field(f, "nps", self.nps)?;
        write_field(f, "time", self.time)?;
        write_moves(f, "pv", &self.pv)
    }
}

impl Reply {
    /// The reply's first word, which tells its kind (`readyok`, `bestmove`, `info`…): for
    /// a reader that waits for one kind of reply among the lines of another program.
    #[must_use]
    pub fn keyword(&self) -> &'static str {
        match self {
            Reply::ReadyOk => "readyok",
            Reply::BestMove(_) => "bestmove",
            Reply::Info(_) => "info",
            Reply::Perft { .. } => "perft",
            Reply::Bench { .. } => "bench",
            Reply::Defend(_) => "defend",
            Reply::Moves(_) => "moves",
            Reply::Tcn(_) => "tcn",
            Reply::Result(_) => "result",
            Reply::Error(_) => "error",
        }
    }
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::ReadyOk => f.write_str(self.keyword()),
            Reply::BestMove(mv) => {
                f.write_str(self.keyword())?;
                write_move_or_none(f, *mv)
            }
            Reply::Info(info) => info.fmt(f),
            Reply::Perft { depth, nodes } => write!(f, "perft {depth} {nodes}"),
            Reply::Bench { nodes, nps, time } => {
                write!(f, "bench nodes {nodes} nps {nps} time {time}")
            }
            Reply::Defend(mv) => {
                f.write_str("defend")?;
                write_move_or_none(f, *mv)
            }
            Reply::Moves(moves) => {
                f.write_str("moves")?;
                moves.iter().try_for_each(|m| write!(f, " {m}"))
            }
            Reply::Tcn(p) => write!(f, "tcn {}", to_tcn(p)),
            Reply::Result(o) => {
                let (result, reason) = outcome_words(*o);
                write!(f, "result {result} {reason}")
            }
            Reply::Error(msg) => write!(f, "error {msg}"),
        }
    }
}

/// Why an output line is not a reply. (No text of the line is kept, so that it is a
/// small `Copy` value: the page reads replies, and every byte of its code counts.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseReplyError {
    /// A blank line.
    Empty,
    /// The first word is no reply.
    UnknownReply,
    /// The reply named by the first word, not in its shape (ENGINE-PROTOCOL.md).
    Malformed(&'static str),
}

impl fmt::Display for ParseReplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseReplyError::Empty => f.write_str("an empty line"),
            ParseReplyError::UnknownReply => f.write_str("not a reply of the engine protocol"),
            ParseReplyError::Malformed(word) => write!(f, "a malformed '{word}' reply"),
        }
    }
}

impl std::error::Error for ParseReplyError {}

/// Every reply's first word, for [`ParseReplyError::Malformed`].
const REPLY_WORDS: [&str; 10] = [
    "readyok", "bestmove", "info", "perft", "bench", "defend", "moves", "tcn", "result", "error",
];

/// A move's text or `none`.
fn move_or_none(w: &str) -> Option<Option<Move>> {
    match w {
        "none" => Some(None),
        w => w.parse().ok().map(Some),
    }
}

fn moves(words: &[&str]) -> Option<Vec<Move>> {
    let mut moves = Vec::with_capacity(words.len());
    for w in words {
        moves.push(w.parse().ok()?);
    }
    Some(moves)
}

fn number<T: FromStr>(w: &str) -> Option<T> {
    w.parse().ok()
}

fn parse_info(mut words: &[&str]) -> Option<Info> {
    let mut info = Info::default();
    loop {
        match words {
            [] => break,
            ["pv", pv @ ..] => {
                info.pv = moves(pv)?;
                break;
            }
            ["score", kind, n, rest @ ..] => {
                let n = number(n)?;
                info.score = Some(match *kind {
                    "cp" => Score::Cp(n),
                    "win" => Score::Win(n),
                    _ => return None,
                });
                words = rest;
            }
            [field, n, rest @ ..] => {
                match *field {
                    "depth" => info.depth = Some(number(n)?),
                    "multipv" => info.multipv = Some(number(n)?),
                    "nodes" => info.nodes = Some(number(n)?),
                    "nps" => info.nps = Some(number(n)?),
                    "time" => info.time = Some(number(n)?),
                    _ => return None,
                }
                words = rest;
            }
            [_] => return None,
        }
    }
    Some(info)
}

/// Reads the words of a line whose first word is a reply's.
fn parse_reply(line: &str, words: &[&str]) -> Option<Reply> {
    Some(match words {
        ["readyok"] => Reply::ReadyOk,
        ["bestmove", m] => Reply::BestMove(move_or_none(m)?),
        ["defend", m] => Reply::Defend(move_or_none(m)?),
        ["info", rest @ ..] => Reply::Info(parse_info(rest)?),
        ["perft", d, n] => Reply::Perft {
            depth: number(d)?,
            nodes: number(n)?,
        },
        ["bench", "nodes", n, "nps", s, "time", t] => Reply::Bench {
            nodes: number(n)?,
            nps: number(s)?,
            time: number(t)?,
        },
        ["moves", rest @ ..] => Reply::Moves(moves(rest)?),
        ["result", r, why] => Reply::Result(
            OUTCOMES
                .into_iter()
                .find(|&o| outcome_words(o) == (*r, *why))?,
        ),
        ["tcn", ..] | ["error", ..] => {
            // The rest of the line, as it is.
            let rest = line[words[0].len()..].trim_start();
            match words[0] {
                "tcn" => Reply::Tcn(parse_tcn(rest).ok()?),
                _ => Reply::Error(rest.to_string()),
            }
        }
        _ => return None,
    })
}

impl FromStr for Reply {
    type Err = ParseReplyError;

    /// Reads one output line.
    fn from_str(line: &str) -> Result<Reply, ParseReplyError> {
        let line = line.trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        let first = *words.first().ok_or(ParseReplyError::Empty)?;
        let word = REPLY_WORDS
            .into_iter()
            .find(|&w| w == first)
            .ok_or(ParseReplyError::UnknownReply)?;
        parse_reply(line, &words).ok_or(ParseReplyError::Malformed(word))
    }
}

impl Reply {
    /// The replies among `lines`, in order; lines that are no reply are left out.
    pub fn read_all(lines: &[String]) -> impl Iterator<Item = Reply> + '_ {
        lines.iter().filter_map(|l| l.parse().ok())
    }

    /// The first of `lines` that is either the reply `pick` takes (`Ok`) or an `error`
    /// (`Err` with its message); `None` when there is neither.
    pub fn first_answer<T>(
        lines: &[String],
        mut pick: impl FnMut(Reply) -> Option<T>,
    ) -> Option<Result<T, String>> {
        Reply::read_all(lines).find_map(|r| match r {
            Reply::Error(msg) => Some(Err(msg)),
            r => pick(r).map(Ok),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replys_keyword_is_its_first_word() {
        let replies = [
            Reply::ReadyOk,
            Reply::BestMove(None),
            Reply::Info(Info::default()),
            Reply::Perft { depth: 1, nodes: 2 },
            Reply::Bench {
                nodes: 1,
                nps: 2,
                time: 3,
            },
            Reply::Defend(None),
            Reply::Moves(Vec::new()),
            Reply::Tcn(Position::start()),
            Reply::Result(None),
            Reply::Error("x".into()),
        ];
        for r in replies {
            let text = r.to_string();
            assert_eq!(text.split_whitespace().next(), Some(r.keyword()), "{text}");
            assert_eq!(text.parse::<Reply>().map(|p| p.keyword()), Ok(r.keyword()));
        }
    }
}
