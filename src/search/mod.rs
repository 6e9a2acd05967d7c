//! The computer player: search on the rules core. No global state, no threads, no clock
//! of its own and no I/O, so that it runs unchanged in the browser (wasm32): time comes
//! from an injected clock (milliseconds) and cancellation from a stop flag.
//!
//! Negamax alpha-beta with iterative deepening, principal-variation search, aspiration
//! windows, a transposition table, move ordering (TT move, winning moves, captures,
//! uncrownings, crownings, killers, history), null-move pruning, futility pruning and
//! late-move reductions, a one-ply extension when the opponent threatens to win next
//! move, and a quiescence search over jumps, crownings and wins that never stands pat
//! while the opponent threatens to win. Scores of won games prefer the faster win.
//!
//! For a game, [`think`] gives the computer player's move at a level (see [`levels`]);
//! [`Searcher::search`] is the search itself.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::position::Position;
use crate::types::Move;

pub mod bench;
mod eval;
pub mod levels;
pub mod movegen;
mod perft;
pub mod stats;
pub mod tt;

pub use eval::{evaluate, Weights};
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
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Milliseconds of the injected clock.
    pub movetime: Option<f64>,
}

/// The outside world of a search: a clock in milliseconds (any origin) and a stop flag.
/// The clock is read only when the limits have a time bound or to report progress, so a
/// search bounded by depth or nodes gives the same result every time.
pub struct Control<'a> {
    pub clock: &'a dyn Fn() -> f64,
    pub stop: &'a AtomicBool,
}

/// Progress after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: f64,
    pub pv: Vec<Move>,
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct Report {
    /// `None` only when the position has no legal move (or is won).
    pub best: Option<Move>,
    /// Internal score of `best` from the side to move's view.
    pub score: i32,
    /// Depth of the last completed iteration (0: none completed).
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    /// Every root move with its score in the last completed iteration, best first. Exact
    /// when the search ran with `exact_root`, bounds otherwise.
    pub root: Vec<(Move, i32)>,
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
    let limits = level.map_or(limits, |l| l.bound(limits));
    let options = Options {
        exact_root: level.is_some_and(|l| l.needs_exact_root()),
    };
    if game.outcome().is_some() {
        let report = Report {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            root: Vec::new(),
        };
        return (None, report);
    }
    let report = searcher.search(&pos, &history, &limits, options, ctl, on_info);
    let best = match level {
        Some(l) if report.depth > 0 => l.choose(&report.root, seed ^ pos.zobrist()),
        _ => report.best,
    };
    (best, report)
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
    tt: Tt,
    pub weights: Weights,
    /// Null-move pruning (on by default).
    pub null_move: bool,
    /// Futility pruning of quiet moves near the leaves (on by default).
    pub futility: bool,
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

/// Futility margin a ply.
const FUTILITY_MARGIN: i32 = 150;

/// Deepest quiescence ply at which a threatened side still tries every move.
const QS_EVASION_PLIES: usize = 4;

fn move_index(mv: Move) -> usize {
    mv.from().index() * 64 + mv.to().index()
}

impl Searcher {
    /// A searcher with a transposition table of `hash_mib` MiB.
    pub fn new(hash_mib: usize) -> Searcher {
        Searcher {
            tt: Tt::new(hash_mib),
            weights: Weights::default(),
            null_move: true,
            futility: true,
            history: vec![0; 64 * 64],
            frames: (0..=MAX_PLY + 1)
                .map(|_| Frame {
                    null_before: false,
                    killers: [None; 2],
                    pv: Vec::new(),
                    hash: 0,
                })
                .collect(),
            game: Vec::new(),
            nodes: 0,
            root_depth: 1,
            node_limit: u64::MAX,
            deadline: None,
            aborted: false,
            move_bufs: (0..=MAX_PLY + 1).map(|_| Vec::new()).collect(),
        }
    }

    /// Resizes the transposition table (forgetting it).
    pub fn set_hash(&mut self, mib: usize) {
        self.tt = Tt::new(mib);
    }

    /// Forgets everything learnt: transposition table, killers and history.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.fill(0);
        for f in &mut self.frames {
            f.killers = [None; 2];
        }
    }

    /// Searches `root`. `game` holds the Zobrist keys of the game's earlier positions
    /// (not the root's own), for threefold repetition; pass none when the rule is off.
    /// `on_info` hears about every completed iteration.
    pub fn search(
        &mut self,
        root: &Position,
        game: &[u64],
        limits: &Limits,
        options: Options,
        ctl: &Control,
        on_info: &mut dyn FnMut(&Info),
    ) -> Report {
        let t0 = (ctl.clock)();
        self.tt.new_search();
        self.nodes = 0;
        self.aborted = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.deadline = limits.movetime.map(|ms| t0 + ms.max(0.0));
        self.game = game.to_vec();
        self.game.sort_unstable();
        for h in &mut self.history {
            *h /= 8;
        }
        for f in &mut self.frames {
            f.killers = [None; 2];
        }
        let mut report = Report {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            root: Vec::new(),
        };
        let mut root_moves = Vec::new();
        if root.is_won() || !self.order_into(root, None, 0, &mut root_moves) {
            report.score = terminal_score(root, 0).unwrap_or(0);
            return report;
        }
        let single = root_moves.len() == 1;
        root_moves.sort_by_key(|m| std::cmp::Reverse(m.1));
        report.best = Some(root_moves[0].0);
        report.pv = vec![root_moves[0].0];
        report.root = root_moves.clone();
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        self.frames[0].hash = root.zobrist();
        let mut prev = 0;
        for depth in 1..=max_depth {
            let d = depth as i32;
            self.root_depth = depth;
            let mut window = 35;
            let (mut alpha, mut beta) = if depth >= 4 && !is_win_score(prev) && !options.exact_root
            {
                (prev - window, prev + window)
            } else {
                (-INF, INF)
            };
            let score = loop {
                let s = self.root_search(root, &mut root_moves, d, alpha, beta, options, ctl);
                if self.aborted {
                    break s;
                }
                if s <= alpha && alpha > -INF {
                    alpha = (s - window).max(-INF);
                } else if s >= beta && beta < INF {
                    beta = (s + window).min(INF);
                } else {
                    break s;
                }
                window *= 2;
            };
            if self.aborted {
                // A partial iteration is dropped: the last completed one stands (or,
                // before any, the first move in order: a win if there is one).
                break;
            }
            prev = score;
            root_moves.sort_by_key(|m| std::cmp::Reverse(m.1));
            report.best = Some(root_moves[0].0);
            report.score = score;
            report.depth = depth;
            report.pv = self.frames[0].pv.clone();
            if report.pv.first() != report.best.as_ref() {
                report.pv = vec![root_moves[0].0];
            }
            report.root = root_moves.clone();
            let now = (ctl.clock)();
            on_info(&Info {
                depth,
                score: Score::from_internal(score),
                nodes: self.nodes,
                time_ms: now - t0,
                pv: report.pv.clone(),
            });
            // A forced result found within the depth searched will not change.
            if is_win_score(score) && (WIN - score.abs()) < d {
                break;
            }
            if let Some(dl) = self.deadline {
                // The next iteration would most likely not finish in time.
                if now - t0 > (dl - t0) * 0.5 || single {
                    break;
                }
            }
            if ctl.stop.load(Ordering::Relaxed) {
                break;
            }
        }
        report.nodes = self.nodes;
        report
    }

    /// Checks the bounds every so often; sets `aborted` when one is reached.
    #[inline]
    fn poll(&mut self, ctl: &Control) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes & 1023 == 0 {
            if ctl.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            } else if let Some(dl) = self.deadline {
                if (ctl.clock)() >= dl {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    #[allow(clippy::too_many_arguments)]
    fn root_search(
        &mut self,
        root: &Position,
        root_moves: &mut [(Move, i32)],
        depth: i32,
        alpha0: i32,
        beta: i32,
        options: Options,
        ctl: &Control,
    ) -> i32 {
        let mut alpha = alpha0;
        let mut best = -INF;
        self.frames[0].pv.clear();
        for i in 0..root_moves.len() {
            let mv = root_moves[i].0;
            let child = root.play_unchecked(mv);
            let hash = child.zobrist();
            let score = if options.exact_root || i == 0 {
                -self.node(&child, hash, depth - 1, -beta, -alpha, 1, ctl)
            } else {
                let s = -self.node(&child, hash, depth - 1, -alpha - 1, -alpha, 1, ctl);
                if s > alpha && s < beta && !self.aborted {
                    -self.node(&child, hash, depth - 1, -beta, -alpha, 1, ctl)
                } else {
                    s
                }
            };
            if self.aborted {
                return best;
            }
            root_moves[i].1 = score;
            if score > best {
                best = score;
                self.set_pv(0, mv);
                if !options.exact_root && score > alpha {
                    alpha = score;
                    if score >= beta {
                        // Aspiration fail high: the rest are unknown.
                        for m in root_moves[i + 1..].iter_mut() {
                            m.1 = -INF;
                        }
                        break;
                    }
                }
            }
        }
        best
    }

    /// The principal variation at `ply`: `mv`, then the one below.
    fn set_pv(&mut self, ply: usize, mv: Move) {
        let (upper, lower) = self.frames.split_at_mut(ply + 1);
        let pv = &mut upper[ply].pv;
        pv.clear();
        pv.push(mv);
        pv.extend_from_slice(&lower[0].pv);
    }

    /// Whether the position at `ply` with key `hash` repeats: an earlier position of the
    /// search line, or a third occurrence counting the game's history.
    fn repeats(&self, hash: u64, ply: usize) -> bool {
        let mut p = ply;
        while p >= 2 {
            p -= 2;
            if self.frames[p].hash == hash {
                return true;
            }
        }
        let lo = self.game.partition_point(|&h| h < hash);
        let hi = self.game.partition_point(|&h| h <= hash);
        hi - lo >= 2
    }

    /// Generates the legal moves of `pos` with their ordering keys: winning moves, the
    /// TT move, captures, uncrownings, crownings, killers, history. Returns whether
    /// there is any legal move.
    fn order_into(
        &self,
        pos: &Position,
        tt_move: Option<Move>,
        ply: usize,
        out: &mut Vec<(Move, i32)>,
    ) -> bool {
        if !movegen::generate(pos, false, out) {
            return false;
        }
        let killers = self.frames[ply].killers;
        for (mv, key) in out.iter_mut() {
            if *key >= KEY_WIN {
                continue;
            }
            if Some(*mv) == tt_move {
                *key += KEY_TT;
            } else if *key == 0 {
                *key = if killers[0] == Some(*mv) {
                    KEY_KILLER + 1
                } else if killers[1] == Some(*mv) {
                    KEY_KILLER
                } else {
                    self.history[move_index(*mv)]
                };
            }
        }
        true
    }

    /// A full-width node: `depth` plies left, then quiescence.
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        ctl: &Control,
    ) -> i32 {
        self.frames[ply].pv.clear();
        self.frames[ply].hash = hash;
        if let Some(s) = terminal_score(pos, ply) {
            return s;
        }
        if self.repeats(hash, ply) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 8 {
            return self.quiesce(pos, alpha, beta, ply, 0, ctl);
        }
        // A threat to win next move is answered a ply deeper, as a check is in chess.
        let threatened = opponent_threatens_win(pos);
        let depth = if threatened && ply < 2 * self.root_depth as usize {
            depth + 1
        } else {
            depth
        };
        self.nodes += 1;
        if self.poll(ctl) {
            return 0;
        }
        // A win now is the best there can be: no longer line can beat it.
        if alpha >= WIN - ply as i32 - 1 {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let mut tt_move = None;
        if let Some(hit) = self.tt.probe(hash) {
            tt_move = hit.mv;
            if !pv_node && hit.depth >= depth {
                let s = score_from_tt(hit.score, ply);
                match hit.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // Null move: if passing still holds beta, a real move will too (not when the
        // opponent threatens to win, nor near won scores, nor twice in a row).
        if self.null_move
            && !pv_node
            && depth >= 3
            && ply > 0
            && !is_win_score(beta)
            && !self.frames[ply].null_before
            && !threatened
            && evaluate(pos, &self.weights) >= beta
        {
            let null = pos.passed();
            let r = 2 + i32::from(depth >= 7);
            self.frames[ply + 1].null_before = true;
            let s = -self.node(
                &null,
                null.zobrist(),
                depth - 1 - r,
                -beta,
                -beta + 1,
                ply + 1,
                ctl,
            );
            self.frames[ply + 1].null_before = false;
            if self.aborted {
                return 0;
            }
            if s >= beta {
                return if is_win_score(s) { beta } else { s };
            }
        }
        let mut list = std::mem::take(&mut self.move_bufs[ply]);
        if !self.order_into(pos, tt_move, ply, &mut list) {
            self.move_bufs[ply] = list;
            return 0;
        }
        let alpha0 = alpha;
        // Futility: near the leaves, quiet moves cannot lift a hopeless evaluation.
        let futile = self.futility
            && !pv_node
            && depth <= 2
            && !threatened
            && !is_win_score(alpha)
            && evaluate(pos, &self.weights) + FUTILITY_MARGIN * depth <= alpha;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..list.len() {
            // Selection sort: the best remaining key next.
            pick_best(&mut list, i);
            let (mv, key) = list[i];
            if key >= KEY_WIN {
                // A move that wins on the spot.
                best = WIN - ply as i32 - 1;
                best_move = Some(mv);
                self.set_pv(ply, mv);
                break;
            }
            let base = if (KEY_TT..KEY_WIN).contains(&key) {
                key - KEY_TT
            } else {
                key
            };
            let quiet = base < KEY_CROWN;
            if futile && quiet && i > 0 {
                continue;
            }
            let child = pos.play_unchecked(mv);
            let child_hash = child.zobrist();
            let mut score;
            if i == 0 {
                score = -self.node(&child, child_hash, depth - 1, -beta, -alpha, ply + 1, ctl);
            } else {
                // Late quiet moves are searched a ply shallower first.
                let r = if quiet && depth >= 3 && i >= 3 && key < KEY_KILLER {
                    1 + i32::from(i >= 10 && depth >= 5)
                } else {
                    0
                };
                score = -self.node(
                    &child,
                    child_hash,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    ctl,
                );
                if score > alpha && r > 0 && !self.aborted {
                    score = -self.node(
                        &child,
                        child_hash,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        ctl,
                    );
                }
                if score > alpha && score < beta && !self.aborted {
                    score = -self.node(&child, child_hash, depth - 1, -beta, -alpha, ply + 1, ctl);
                }
            }
            if self.aborted {
                self.move_bufs[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, mv);
                    if score >= beta {
                        if quiet {
                            let f = &mut self.frames[ply];
                            if f.killers[0] != Some(mv) {
                                f.killers[1] = f.killers[0];
                                f.killers[0] = Some(mv);
                            }
                            let h = &mut self.history[move_index(mv)];
                            *h = (*h + depth * depth).min(HISTORY_MAX);
                        }
                        break;
                    }
                }
            }
        }
        self.move_bufs[ply] = list;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(hash, best_move, score_to_tt(best, ply), depth, bound);
        best
    }

    /// Quiescence: only jumps, crownings and wins, standing pat on the evaluation, except
    /// when the opponent threatens to win next move: then every move is tried (for a few
    /// plies), as a chess engine answers a check.
    fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
        ctl: &Control,
    ) -> i32 {
        self.frames[ply].pv.clear();
        if let Some(s) = terminal_score(pos, ply) {
            return s;
        }
        self.nodes += 1;
        if self.poll(ctl) {
            return 0;
        }
        let threatened = opponent_threatens_win(pos);
        let evasions = threatened && qply < QS_EVASION_PLIES && ply < MAX_PLY - 2;
        let mut list = std::mem::take(&mut self.move_bufs[ply]);
        if !movegen::generate(pos, !evasions, &mut list) {
            self.move_bufs[ply] = list;
            return 0;
        }
        if let Some(&(mv, _)) = list.iter().find(|m| m.1 >= KEY_WIN) {
            self.move_bufs[ply] = list;
            self.set_pv(ply, mv);
            return WIN - ply as i32 - 1;
        }
        let mut best;
        if threatened {
            if !evasions {
                self.move_bufs[ply] = list;
                return evaluate(pos, &self.weights) - self.weights.troika_threat * 4;
            }
            best = -INF;
        } else {
            best = evaluate(pos, &self.weights);
            if best >= beta || ply >= MAX_PLY - 2 {
                self.move_bufs[ply] = list;
                return best;
            }
            alpha = alpha.max(best);
        }
        for i in 0..list.len() {
            pick_best(&mut list, i);
            let (mv, _) = list[i];
            let child = pos.play_unchecked(mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qply + 1, ctl);
            if self.aborted {
                self.move_bufs[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.move_bufs[ply] = list;
        best
    }
}

/// The score of a won position for the side to move at `ply`, if a side has won.
fn terminal_score(pos: &Position, ply: usize) -> Option<i32> {
    let us = pos.turn();
    if pos.won_by(us.other()).is_some() {
        Some(-(WIN - ply as i32))
    } else if pos.won_by(us).is_some() {
        Some(WIN - ply as i32)
    } else {
        None
    }
}

/// Win scores are stored relative to the node, not the root.
fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= WIN - MAX_PLY as i32 {
        s + ply as i32
    } else if s <= -(WIN - MAX_PLY as i32) {
        s - ply as i32
    } else {
        s
    }
}

fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s >= WIN - MAX_PLY as i32 {
        s - ply as i32
    } else if s <= -(WIN - MAX_PLY as i32) {
        s + ply as i32
    } else {
        s
    }
}

/// Selection sort's step: brings the move with the best ordering key among `list[i..]` to
/// `list[i]` (the first of equals, so the order is deterministic).
#[inline]
fn pick_best<T, K: Ord>(list: &mut [(T, K)], i: usize) {
    let mut k = i;
    for j in i + 1..list.len() {
        if list[j].1 > list[k].1 {
            k = j;
        }
    }
    list.swap(i, k);
}
