//! The computer player: search on the rules core. No global state, no clock of its own
//! and no I/O, so that it runs unchanged in the browser (wasm32): time comes from an
//! injected clock (milliseconds) and cancellation from a stop flag. One thread by
//! default; natively [`Searcher::threads`] adds helper threads over the shared
//! transposition table (Lazy SMP), and [`Searcher::multipv`] searches several best lines.
//!
//! Negamax alpha-beta with iterative deepening, principal-variation search, aspiration
//! windows, a transposition table, move ordering (TT move, winning moves, captures,
//! uncrownings, crownings, killers, history), null-move pruning and late-move
//! reductions, a one-ply extension when the opponent threatens to win next
//! move, and a quiescence search over jumps, crownings and wins that never stands pat
//! while the opponent threatens to win. Scores of won games prefer the faster win.
//!
//! For a game, [`think`] gives the computer player's move at a level (see [`levels`]);
//! [`Searcher::search`] is the search itself.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use crate::position::Position;
use crate::types::Move;

pub mod baseline;
pub mod bench;
mod eval;
pub mod levels;
pub mod movegen;
mod node;
mod perft;
mod searcher;
pub mod stats;
pub mod texel;
pub mod tt;
pub mod win_chance;

pub use eval::{evaluate, terms, Weights, TERMS};
pub use levels::{Level, LEVELS};
pub use movegen::opponent_threatens_win;
use movegen::{KEY_CROWN, KEY_KILLER, KEY_TT, KEY_WIN};
pub use perft::perft;
use tt::{Bound, Tt};

/// Larger than any score.
pub const INF: i32 = 32_000;
/// The score of a win on the board now; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 31_000;
/// Deepest line the search follows (plies from the root, quiescence included).
pub const MAX_PLY: usize = 128;
/// Deepest iteration.
pub const MAX_DEPTH: u32 = 64;
/// Default transposition table size in MiB.
pub const DEFAULT_HASH_MIB: usize = 16;
/// Most best lines a search reports ([`Searcher::multipv`]).
pub const MAX_MULTIPV: usize = 5;
/// Most threads a search uses ([`Searcher::threads`]).
pub const MAX_THREADS: usize = 64;

/// Whether a score is a forced win or loss.
pub fn is_win_score(score: i32) -> bool {
    score.abs() >= WIN - MAX_PLY as i32
}

/// A score as the protocol shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The evaluation, in hundredths of the engine's unit.
    Cp(i32),
    /// A forced win in `n` plies (negative: a forced loss).
    Win(i32),
}

impl Score {
    /// A score in the search's internal units as a [`Score`]: a score within [`MAX_PLY`]
    /// of ±[`WIN`] is a win or loss in `WIN - |s|` plies, any other the evaluation.
    pub fn from_internal(s: i32) -> Score {
        if is_win_score(s) {
            if s > 0 {
                Score::Win(WIN - s)
            } else {
                Score::Win(-(WIN + s))
            }
        } else {
            Score::Cp(s)
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(n) => write!(f, "cp {n}"),
            Score::Win(n) => write!(f, "win {n}"),
        }
    }
}

/// What bounds a search. Unset fields do not bound it; with all unset it runs to
/// [`MAX_DEPTH`] or until stopped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// The deepest iteration to complete, in plies.
    pub depth: Option<u32>,
    /// The number of nodes after which the search stops (checked between nodes).
    pub nodes: Option<u64>,
    /// Milliseconds of the injected clock.
    pub movetime: Option<f64>,
    /// Only these root moves are searched (UCI's `searchmoves`; empty: every move). Those
    /// not legal at the root are ignored; with none legal, every move is searched.
    pub searchmoves: Vec<Move>,
}

/// The outside world of a search: a clock in milliseconds (any origin) and a stop flag.
/// The clock is read only when the limits have a time bound or to report progress, so a
/// search bounded by depth or nodes gives the same result every time.
pub struct Control<'a> {
    /// The injected clock, in milliseconds from any origin (`std::time::Instant` panics in wasm).
    pub clock: &'a dyn Fn() -> f64,
    /// Set by another thread (or the worker's message loop) to stop the search; it then returns the last completed iteration.
    pub stop: &'a AtomicBool,
}

/// Progress after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// The depth of the completed iteration, in plies.
    pub depth: u32,
    /// The score of the best move from the side to move's view.
    pub score: Score,
    /// Nodes searched so far (full-width and quiescence).
    pub nodes: u64,
    /// Milliseconds of the injected clock since the search began.
    pub time_ms: f64,
    /// The principal variation (PV): the best move and the expected replies.
    pub pv: Vec<Move>,
    /// Which of the best lines this is, from 1 (the best).
    pub multipv: u32,
    /// How many best lines the search reports ([`Searcher::multipv`], or fewer when the
    /// position has fewer moves): each iteration ends with one `Info` per line.
    pub lines: u32,
}

/// One of the best lines of a search ([`Searcher::multipv`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Its score in internal units, from the side to move's view.
    pub score: i32,
    /// Its moves: the root move, then the expected replies.
    pub pv: Vec<Move>,
}

/// The result of a search. The default is the report of no search: no move, depth 0.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// `None` only when the position has no legal move (or is won).
    pub best: Option<Move>,
    /// Internal score of `best` from the side to move's view.
    pub score: i32,
    /// Depth of the last completed iteration (0: none completed).
    pub depth: u32,
    /// Nodes searched so far (full-width and quiescence).
    pub nodes: u64,
    /// The principal variation (PV): the best move and the expected replies.
    pub pv: Vec<Move>,
    /// Every root move with its score in the last completed iteration, best first. Exact
    /// when the search ran with `exact_root`, bounds otherwise.
    pub root: Vec<(Move, i32)>,
    /// The best lines of the last completed iteration, best first, with distinct first
    /// moves: as many as [`Searcher::multipv`] asks (fewer when there are fewer moves);
    /// the first is `score` and `pv`.
    pub lines: Vec<Line>,
}

/// Options of one search.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Search every root move with a full window, so that every root score is exact (for
    /// the weaker levels, which choose among the best few).
    pub exact_root: bool,
}

/// The computer player's move in `game`: at strength `level` (1–8), or with `None` the
/// full search bounded only by `limits` (a level's own bounds apply on top of `limits`).
/// The game's history counts for threefold repetition when its rule is on. Weaker
/// levels choose among their best root moves with noise from `seed` (the same seed, the
/// same choice). Returns the move (`None` only when the game is over) and the report.
pub fn think(
    searcher: &mut Searcher,
    game: &crate::game::Game,
    level: Option<u32>,
    limits: Limits,
    seed: u64,
    ctl: &Control,
    on_info: &mut dyn FnMut(&Info),
) -> (Option<Move>, Report) {
    let pos = *game.position();
    let history: Vec<u64> = if game.repetition_rule() {
        (0..game.ply())
            .filter_map(|i| game.position_at(i).map(Position::zobrist))
            .collect()
    } else {
        Vec::new()
    };
    let level = level.and_then(Level::get);
    let limits = match level {
        Some(l) => l.bound(limits),
        None => limits,
    };
    let options = Options {
        exact_root: level.is_some_and(|l| l.needs_exact_root()),
    };
    if game.outcome().is_some() {
        return (None, Report::default());
    }
    let report = searcher.search(&pos, &history, &limits, options, ctl, on_info);
    let best = match level {
        Some(l) if report.depth > 0 => l.choose(&report.root, seed ^ pos.zobrist()),
        _ => report.best,
    };
    (best, report)
}

/// Search features beyond plain alpha-beta with iterative deepening, a transposition
/// table, capture-first ordering and quiescence over jumps and crownings. Each can be
/// switched off (the engine's `setoption name <feature> value off`) so that a match can
/// measure what it brings; docs/MEASUREMENTS.md's feature table gives those matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// Null-move pruning.
    pub null_move: bool,
    /// Late-move reductions of quiet moves.
    pub lmr: bool,
    /// A ply more when the opponent threatens to win next move.
    pub threat_extension: bool,
    /// Aspiration windows around the previous iteration's score.
    pub aspiration: bool,
    /// Principal-variation search: null windows after the first move.
    pub pvs: bool,
    /// Killer moves in the ordering.
    pub killers: bool,
    /// The history heuristic in the ordering.
    pub history: bool,
    /// Quiescence answers an opponent's threat to win with every move.
    pub qs_evasions: bool,
}

impl Features {
    /// Every feature, with the name the engine's `setoption` knows it by.
    pub const NAMES: [&'static str; 8] = [
        "nullmove",
        "lmr",
        "threatextension",
        "aspiration",
        "pvs",
        "killers",
        "history",
        "qsevasions",
    ];

    /// The switch called `name` (one of [`Features::NAMES`]).
    pub fn get_mut(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "nullmove" => &mut self.null_move,
            "lmr" => &mut self.lmr,
            "threatextension" => &mut self.threat_extension,
            "aspiration" => &mut self.aspiration,
            "pvs" => &mut self.pvs,
            "killers" => &mut self.killers,
            "history" => &mut self.history,
            "qsevasions" => &mut self.qs_evasions,
            _ => return None,
        })
    }
}

impl Default for Features {
    fn default() -> Features {
        Features {
            null_move: true,
            lmr: true,
            threat_extension: true,
            aspiration: true,
            pvs: true,
            killers: true,
            history: true,
            qs_evasions: true,
        }
    }
}

/// Immediate context of a node.
struct Frame {
    /// The move into this node was a null move.
    null_before: bool,
    killers: [Option<Move>; 2],
    pv: Vec<Move>,
    hash: u64,
}

/// Searches positions; keeps its transposition table and ordering statistics between
/// searches (cleared by [`Searcher::clear`]).
pub struct Searcher {
    /// Shared with the helper threads of a search.
    tt: Arc<Tt>,
    /// How many best lines to search, each with its own first move (1 by default; at
    /// most [`MAX_MULTIPV`]).
    pub multipv: usize,
    /// Threads per search (1 by default; at most [`MAX_THREADS`]). Natively, the extra
    /// threads search the same root over the shared transposition table (Lazy SMP) and
    /// the first thread's result is the search's; in wasm, which has no threads, it
    /// searches alone.
    pub threads: usize,
    /// A helper thread's count of nodes, shared with the search it helps (`None` on the
    /// first thread).
    counter: Option<Arc<AtomicU64>>,
    /// Plies a helper thread adds to each iteration's depth, so that helpers are not all
    /// at the same depth.
    depth_offset: u32,
    /// The evaluation weights (see [`Weights`]).
    pub weights: Weights,
    /// The search features in use (all on by default; switched off only by the matches
    /// that justify them).
    pub features: Features,
    history: Vec<i32>,
    frames: Vec<Frame>,
    /// Sorted hashes of the game's positions before the root, for threefold repetition.
    game: Vec<u64>,
    nodes: u64,
    /// Depth of the current iteration.
    root_depth: u32,
    node_limit: u64,
    deadline: Option<f64>,
    aborted: bool,
    move_bufs: Vec<Vec<(Move, i32)>>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(DEFAULT_HASH_MIB)
    }
}

const HISTORY_MAX: i32 = 1 << 20;

/// Deepest quiescence ply at which a threatened side still tries every move.
const QS_EVASION_PLIES: usize = 4;

fn move_index(mv: Move) -> usize {
    mv.from().index() * 64 + mv.to().index()
}
