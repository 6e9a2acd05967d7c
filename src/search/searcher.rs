//! The search's driver: iterative deepening with aspiration windows over the root moves,
//! the principal variation, repetition inside the search and move ordering.

use super::node::terminal_score;
use super::*;

impl Searcher {
    /// A searcher with a transposition table of `hash_mib` MiB.
    pub fn new(hash_mib: usize) -> Searcher {
        Searcher {
            tt: Arc::new(Tt::new(hash_mib)),
            multipv: 1,
            threads: 1,
            counter: None,
            depth_offset: 0,
            weights: Weights::default(),
            features: Features::default(),
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
        self.tt = Arc::new(Tt::new(mib));
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
    /// `on_info` hears about every completed iteration: one `Info` per line.
    pub fn search(
        &mut self,
        root: &Position,
        game: &[u64],
        limits: &Limits,
        options: Options,
        ctl: &Control,
        on_info: &mut dyn FnMut(&Info),
    ) -> Report {
        // Once per search, however many threads share the table.
        self.tt.new_search();
        #[cfg(not(target_arch = "wasm32"))]
        if self.threads > 1 {
            return self.search_threads(root, game, limits, options, ctl, on_info);
        }
        self.search_alone(root, game, limits, options, ctl, on_info)
    }

    /// Lazy SMP: `threads - 1` helpers search the same root over the shared table (with
    /// no time bound, half of them a ply deeper each iteration) until this thread's
    /// search ends; its result is the search's, its node counts include the helpers'.
    #[cfg(not(target_arch = "wasm32"))]
    fn search_threads(
        &mut self,
        root: &Position,
        game: &[u64],
        limits: &Limits,
        options: Options,
        ctl: &Control,
        on_info: &mut dyn FnMut(&Info),
    ) -> Report {
        let done = AtomicBool::new(false);
        let counter = Arc::new(AtomicU64::new(0));
        let helpers: Vec<Searcher> = (1..self.threads.min(MAX_THREADS))
            .map(|i| self.helper(&counter, (i % 2) as u32))
            .collect();
        let helper_limits = Limits {
            depth: limits.depth.map(|d| d + 1),
            searchmoves: limits.searchmoves.clone(),
            ..Limits::default()
        };
        let mut report = std::thread::scope(|scope| {
            for mut h in helpers {
                let done = &done;
                let helper_limits = &helper_limits;
                scope.spawn(move || {
                    let no_clock = || 0.0;
                    let ctl = Control {
                        clock: &no_clock,
                        stop: done,
                    };
                    h.search_alone(root, game, helper_limits, options, &ctl, &mut |_| {});
                    if let Some(c) = &h.counter {
                        c.fetch_add(h.nodes & 1023, Ordering::Relaxed);
                    }
                });
            }
            let counted = Arc::clone(&counter);
            let report = self.search_alone(root, game, limits, options, ctl, &mut |info| {
                let mut info = info.clone();
                info.nodes += counted.load(Ordering::Relaxed);
                on_info(&info);
            });
            done.store(true, Ordering::Relaxed);
            report
        });
        report.nodes += counter.load(Ordering::Relaxed);
        report
    }

    /// A helper thread's searcher: the same table, weights and features, its own
    /// ordering statistics, one line, its nodes counted in `counter`.
    #[cfg(not(target_arch = "wasm32"))]
    fn helper(&self, counter: &Arc<AtomicU64>, depth_offset: u32) -> Searcher {
        let mut h = Searcher {
            tt: Arc::clone(&self.tt),
            weights: self.weights,
            features: self.features,
            ..Searcher::new(0)
        };
        h.counter = Some(Arc::clone(counter));
        h.depth_offset = depth_offset;
        h
    }

    /// The search on this thread alone.
    fn search_alone(
        &mut self,
        root: &Position,
        game: &[u64],
        limits: &Limits,
        options: Options,
        ctl: &Control,
        on_info: &mut dyn FnMut(&Info),
    ) -> Report {
        let t0 = (ctl.clock)();
        self.nodes = 0;
        self.aborted = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.deadline = limits.movetime.map(|ms| t0 + ms.max(0.0));
        self.game = game.to_vec();
        // Sorted for the repetition test's binary search (crate::sort: no std sort in the wasm).
        crate::sort::sort_by_key(&mut self.game, |&h| h);
        for h in &mut self.history {
            *h /= 8;
        }
        for f in &mut self.frames {
            f.killers = [None; 2];
        }
        let mut report = Report::default();
        let mut root_moves = Vec::new();
        if root.is_won() || !self.order_into(root, None, 0, &mut root_moves) {
            report.score = terminal_score(root, 0).unwrap_or(0);
            return report;
        }
        if root_moves.iter().any(|m| limits.searchmoves.contains(&m.0)) {
            root_moves.retain(|m| limits.searchmoves.contains(&m.0));
        }
        let single = root_moves.len() == 1;
        crate::sort::sort_by_key(&mut root_moves, |m| std::cmp::Reverse(m.1));
        report.best = Some(root_moves[0].0);
        report.pv = vec![root_moves[0].0];
        report.root = root_moves.clone();
        let count = self.multipv.clamp(1, MAX_MULTIPV).min(root_moves.len());
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        self.frames[0].hash = root.zobrist();
        // Each line's score in the last iteration (its aspiration window's centre).
        let mut prev = vec![0; count];
        let mut lines: Vec<Line> = Vec::with_capacity(count);
        for depth in 1..=max_depth {
            let d = (depth + self.depth_offset).min(MAX_DEPTH) as i32;
            self.root_depth = d as u32;
            lines.clear();
            // Line k searches the root moves not yet taken by lines 1..k.
            for k in 0..count {
                let score = self.aspirate(root, &mut root_moves[k..], d, prev[k], options, ctl);
                if self.aborted {
                    break;
                }
                prev[k] = score;
                crate::sort::sort_by_key(&mut root_moves[k..], |m| std::cmp::Reverse(m.1));
                let mut pv = self.frames[0].pv.clone();
                if pv.first() != Some(&root_moves[k].0) {
                    pv = vec![root_moves[k].0];
                }
                lines.push(Line { score, pv });
            }
            if self.aborted {
                // A partial iteration is dropped: the last completed one stands (or,
                // before any, the first move in order: a win if there is one).
                break;
            }
            // A later line can come out better than an earlier one (the search's
            // instability): the lines go out best first, with their moves in that order.
            crate::sort::sort_by_key(&mut lines, |l| std::cmp::Reverse(l.score));
            for (k, line) in lines.iter().enumerate() {
                if let Some(at) = root_moves
                    .iter()
                    .position(|m| Some(&m.0) == line.pv.first())
                {
                    root_moves[k..=at].rotate_right(1);
                }
            }
            report.best = Some(root_moves[0].0);
            report.score = lines[0].score;
            report.depth = depth;
            report.pv = lines[0].pv.clone();
            report.root = root_moves.clone();
            report.lines = lines.clone();
            let now = (ctl.clock)();
            for (k, line) in lines.iter().enumerate() {
                on_info(&Info {
                    depth,
                    score: Score::from_internal(line.score),
                    nodes: self.nodes,
                    time_ms: now - t0,
                    pv: line.pv.clone(),
                    multipv: k as u32 + 1,
                    lines: count as u32,
                });
            }
            // A forced result found within the depth searched will not change: with
            // several lines, once every line's is found.
            if lines
                .iter()
                .all(|l| is_win_score(l.score) && (WIN - l.score.abs()) < d)
            {
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

    /// The root searched to `depth` in an aspiration window around `prev` (the full
    /// window at low depths, near won scores and with `exact_root`), widened until the
    /// score falls inside it.
    fn aspirate(
        &mut self,
        root: &Position,
        root_moves: &mut [(Move, i32)],
        depth: i32,
        prev: i32,
        options: Options,
        ctl: &Control,
    ) -> i32 {
        let mut window = 35;
        let (mut alpha, mut beta) =
            if self.features.aspiration && depth >= 4 && !is_win_score(prev) && !options.exact_root
            {
                (prev - window, prev + window)
            } else {
                (-INF, INF)
            };
        loop {
            let s = self.root_search(root, root_moves, depth, alpha, beta, options, ctl);
            if self.aborted {
                return s;
            }
            if s <= alpha && alpha > -INF {
                alpha = (s - window).max(-INF);
            } else if s >= beta && beta < INF {
                beta = (s + window).min(INF);
            } else {
                return s;
            }
            window *= 2;
        }
    }

    /// Checks the bounds every so often; sets `aborted` when one is reached.
    #[inline]
    pub(super) fn poll(&mut self, ctl: &Control) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes & 1023 == 0 {
            if let Some(c) = &self.counter {
                c.fetch_add(1024, Ordering::Relaxed);
            }
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
    pub(super) fn root_search(
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
            let score = if options.exact_root || i == 0 || !self.features.pvs {
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
    pub(super) fn set_pv(&mut self, ply: usize, mv: Move) {
        let (upper, lower) = self.frames.split_at_mut(ply + 1);
        let pv = &mut upper[ply].pv;
        pv.clear();
        pv.push(mv);
        pv.extend_from_slice(&lower[0].pv);
    }

    /// Whether the position at `ply` with key `hash` repeats: an earlier position of the
    /// search line, or a third occurrence counting the game's history.
    pub(super) fn repeats(&self, hash: u64, ply: usize) -> bool {
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
    pub(super) fn order_into(
        &self,
        pos: &Position,
        tt_move: Option<Move>,
        ply: usize,
        out: &mut Vec<(Move, i32)>,
    ) -> bool {
        if !movegen::generate(pos, false, out) {
            return false;
        }
        let killers = if self.features.killers {
            self.frames[ply].killers
        } else {
            [None; 2]
        };
        let history = self.features.history;
        for (mv, key) in out.iter_mut() {
            if *key >= KEY_WIN {
                continue;
            }
            if matches!(tt_move, Some(t) if t == *mv) {
                *key += KEY_TT;
            } else if *key == 0 {
                *key = if matches!(killers[0], Some(k) if k == *mv) {
                    KEY_KILLER + 1
                } else if matches!(killers[1], Some(k) if k == *mv) {
                    KEY_KILLER
                } else if history {
                    self.history[move_index(*mv)]
                } else {
                    0
                };
            }
        }
        true
    }
}
