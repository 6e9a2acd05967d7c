//! The search's recursion: the full-width node (PVS, null move, late-move
//! reductions, the threat extension) and the quiescence search over jumps, crownings and
//! wins.

use super::*;

impl Searcher {
    /// A full-width node: `depth` plies left, then quiescence.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn node(
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
        if let Some(s) = mover_won_score(pos, ply) {
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
        let depth =
            if self.features.threat_extension && threatened && ply < 2 * self.root_depth as usize {
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
        if self.features.null_move
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
            let child = pos.play_unchecked(mv);
            let child_hash = child.zobrist();
            let mut score;
            if i == 0 || !self.features.pvs {
                score = -self.node(&child, child_hash, depth - 1, -beta, -alpha, ply + 1, ctl);
            } else {
                // Late quiet moves are searched a ply shallower first.
                let r = if self.features.lmr && quiet && depth >= 3 && i >= 3 && key < KEY_KILLER {
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
                            if !matches!(f.killers[0], Some(k) if k == mv) {
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
    pub(super) fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
        ctl: &Control,
    ) -> i32 {
        self.frames[ply].pv.clear();
        if let Some(s) = mover_won_score(pos, ply) {
            return s;
        }
        self.nodes += 1;
        if self.poll(ctl) {
            return 0;
        }
        // A win at once ends the line (about half the nodes here: the move before
        // allowed it). Found by bit tests, before anything else is worked out.
        if let Some(mv) = movegen::winning_move(pos) {
            self.set_pv(ply, mv);
            return WIN - ply as i32 - 1;
        }
        let threatened = opponent_threatens_win(pos);
        let evasions =
            self.features.qs_evasions && threatened && qply < QS_EVASION_PLIES && ply < MAX_PLY - 2;
        // With no win at once, a stand-pat cutoff needs no move list: only whether there
        // is any legal move (none is a draw), which a step almost always shows.
        let mut stand_pat = None;
        if !evasions && movegen::has_step(pos) {
            let stand = evaluate(pos, &self.weights);
            if threatened {
                return stand - self.weights.troika_threat * 4;
            }
            if stand >= beta || ply >= MAX_PLY - 2 {
                return stand;
            }
            stand_pat = Some(stand);
        }
        let mut list = std::mem::take(&mut self.move_bufs[ply]);
        if !movegen::generate(pos, !evasions, &mut list) {
            self.move_bufs[ply] = list;
            return 0;
        }
        debug_assert!(list.iter().all(|m| m.1 < KEY_WIN), "{pos:?}");
        let mut best;
        if threatened {
            if !evasions {
                self.move_bufs[ply] = list;
                return evaluate(pos, &self.weights) - self.weights.troika_threat * 4;
            }
            best = -INF;
        } else {
            best = stand_pat.unwrap_or_else(|| evaluate(pos, &self.weights));
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
pub(super) fn terminal_score(pos: &Position, ply: usize) -> Option<i32> {
    let us = pos.turn();
    if pos.won_by(us.other()).is_some() {
        Some(-(WIN - ply as i32))
    } else if pos.won_by(us).is_some() {
        Some(WIN - ply as i32)
    } else {
        None
    }
}

/// The score of a position inside the search (reached by a move or a pass from one
/// nobody had won) for the side to move at `ply`, if the side that just moved has won.
/// Only it can have: a move never adds to the other side's captures or Crowned pieces
/// (RULES.md section 6), so this is [`terminal_score`] without its second test.
#[inline]
pub(super) fn mover_won_score(pos: &Position, ply: usize) -> Option<i32> {
    debug_assert!(pos.won_by(pos.turn()).is_none(), "{pos:?}");
    pos.won_by(pos.turn().other()).map(|_| -(WIN - ply as i32))
}

/// Win scores are stored relative to the node, not the root.
pub(super) fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= WIN - MAX_PLY as i32 {
        s + ply as i32
    } else if s <= -(WIN - MAX_PLY as i32) {
        s - ply as i32
    } else {
        s
    }
}

pub(super) fn score_from_tt(s: i32, ply: usize) -> i32 {
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
#[cfg_attr(target_arch = "wasm32", inline(always))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub(super) fn pick_best<T, K: Ord>(list: &mut [(T, K)], i: usize) {
    let mut k = i;
    let mut best = &list[i].1;
    for (j, entry) in list.iter().enumerate().skip(i + 1) {
        if entry.1 > *best {
            best = &entry.1;
            k = j;
        }
    }
    list.swap(i, k);
}

#[cfg(test)]
mod tests {
    use super::pick_best;

    /// The order the search tries moves in: the best key first, the first of equals in
    /// the list as the swaps leave it (so the tree, and `bench`, depend on it).
    #[test]
    fn pick_best_takes_the_first_of_equal_keys() {
        let mut list = vec![('a', 1), ('c', 1), ('b', 2), ('d', 0), ('e', 2)];
        for i in 0..list.len() {
            pick_best(&mut list, i);
        }
        // b is swapped with a, then e (the second 2) with c. Of a and c, both 1, a comes
        // first, though c stood before it: the swaps left a at index 2 and c at index 4.
        assert_eq!(list, [('b', 2), ('e', 2), ('a', 1), ('c', 1), ('d', 0)]);
    }
}
