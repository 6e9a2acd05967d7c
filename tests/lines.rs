//! Several best lines (`Searcher::multipv`, the engine's `multipv` option) and several
//! threads (`Searcher::threads`, Lazy SMP, the engine's `threads` option): lines ordered
//! by score with distinct first moves, the same best move as one line, forced wins
//! reported on every winning line, threads changed between searches, `bench` unchanged.

use std::sync::atomic::AtomicBool;

use three_crowns::engine::{Engine, Flow};
use three_crowns::puzzles::solve::shortest_win;
use three_crowns::search::{self, levels::XorShift, Control, Limits, Options, Searcher};
use three_crowns::Position;

fn no_clock() -> f64 {
    0.0
}

/// Searches `pos` to `depth` with `lines` lines and `threads` threads, no history.
fn search(searcher: &mut Searcher, pos: &Position, depth: u32) -> search::Report {
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    searcher.search(pos, &[], &limits, Options::default(), &ctl, &mut |_| {})
}

fn searcher(lines: usize, threads: usize) -> Searcher {
    let mut s = Searcher::new(4);
    s.multipv = lines;
    s.threads = threads;
    s
}

/// Positions from random playouts from the start, each with at least `moves` legal moves.
fn positions(count: usize, seed: u64, moves: usize) -> Vec<Position> {
    let mut rng = XorShift::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        for _ in 0..4 + rng.next() % 60 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos = pos.play_unchecked(legal[(rng.next() % legal.len() as u64) as usize]);
        }
        if !pos.is_won() && pos.legal_moves().len() >= moves {
            out.push(pos);
        }
    }
    out
}

fn send(e: &mut Engine, line: &str) -> Vec<String> {
    let (reply, flow) = e.handle(line);
    assert_eq!(flow, Flow::Continue, "{line:?}");
    reply
}

#[test]
fn lines_are_ordered_by_score_with_distinct_first_moves() {
    for (i, pos) in positions(12, 7, 4).iter().enumerate() {
        let r = search(&mut searcher(3, 1), pos, 5);
        assert_eq!(r.lines.len(), 3, "position {i}");
        let scores: Vec<i32> = r.lines.iter().map(|l| l.score).collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{i}: {scores:?}");
        let firsts: Vec<_> = r.lines.iter().map(|l| l.pv[0]).collect();
        assert!(
            firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2],
            "{i}: {firsts:?}"
        );
        for line in &r.lines {
            // Every line is a legal sequence from the root.
            let mut p = *pos;
            for &mv in &line.pv {
                assert!(p.legal_moves().contains(mv), "{i}: {:?}", line.pv);
                p = p.play_unchecked(mv);
            }
        }
        assert_eq!(r.best, Some(firsts[0]), "{i}");
        assert_eq!((r.score, &r.pv), (scores[0], &r.lines[0].pv), "{i}");
        // The root list starts with the lines' moves, in their order.
        let root: Vec<_> = r.root.iter().take(3).map(|m| m.0).collect();
        assert_eq!(root, firsts, "{i}");
    }
}

#[test]
fn one_line_is_the_search_as_before_and_few_moves_give_few_lines() {
    for pos in positions(6, 11, 2) {
        let r = search(&mut searcher(1, 1), &pos, 5);
        assert_eq!(r.lines.len(), 1);
        assert_eq!((r.lines[0].score, &r.lines[0].pv), (r.score, &r.pv));
        let all = pos.legal_moves().len();
        let r = search(&mut searcher(5, 1), &pos, 3);
        assert_eq!(r.lines.len(), all.min(5));
    }
}

#[test]
fn the_best_of_several_lines_is_the_best_of_one() {
    let mut same = 0;
    let all = positions(20, 3, 3);
    for pos in &all {
        let one = search(&mut searcher(1, 1), pos, 6);
        let three = search(&mut searcher(3, 1), pos, 6);
        // Equal scores may choose either move; a different best move must score no
        // better in the one-line search than the one it chose.
        if one.best == three.best {
            same += 1;
        } else {
            let alt = three.lines[0].pv[0];
            let scored = one.root.iter().find(|m| m.0 == alt).map(|m| m.1);
            assert!(scored.is_some_and(|s| s <= one.score), "{pos:?}");
        }
    }
    assert!(same * 10 >= all.len() * 8, "{same} of {}", all.len());
}

#[test]
fn every_winning_line_says_it_wins() {
    // Positions where the exact solver finds two or more first moves that force the
    // shortest win (1 or 3 plies): each is a line of its own, and each says it wins.
    let mut checked = 0;
    for pos in positions(5000, 17, 3) {
        let Some((plies, winners)) = shortest_win(&pos, 3) else {
            continue;
        };
        if winners.len() < 2 {
            continue;
        }
        let lines = (winners.len() + 1).min(search::MAX_MULTIPV);
        let r = search(&mut searcher(lines, 1), &pos, plies + 2);
        for (k, line) in r.lines.iter().enumerate() {
            let first = line.pv[0];
            if k < winners.len() {
                assert!(winners.contains(&first), "{pos:?}: {:?}", r.lines);
            }
            if winners.contains(&first) {
                assert_eq!(search::WIN - line.score, plies as i32, "{pos:?}: {line:?}");
            }
        }
        checked += 1;
        if checked == 8 {
            break;
        }
    }
    assert!(
        checked >= 4,
        "{checked} positions with several winning moves"
    );
}

#[test]
fn threads_find_a_legal_move_and_count_every_thread() {
    let mut s = searcher(1, 2);
    for (i, pos) in positions(8, 5, 1).iter().enumerate() {
        s.threads = 1 + i % 3;
        s.multipv = 1 + i % 2;
        let r = search(&mut s, pos, 6);
        let best = r.best.expect("a move");
        assert!(pos.legal_moves().contains(best), "{i}");
        assert!(r.depth == 6 && !r.lines.is_empty(), "{i}");
    }
    // Alone, a depth-bounded search is what it always was: the same nodes twice.
    let pos = Position::start();
    let alone = search(&mut searcher(1, 1), &pos, 7);
    assert_eq!(search(&mut searcher(1, 1), &pos, 7).nodes, alone.nodes);
    let two = search(&mut searcher(1, 2), &pos, 7);
    assert!(two.nodes > 0 && two.best.is_some());
}

#[test]
fn the_engine_reports_each_line_and_keeps_bench_single_threaded() {
    let mut e = Engine::new();
    send(&mut e, "setoption name multipv value 3");
    let reply = send(&mut e, "go depth 5");
    let last = reply.last().expect("bestmove");
    let infos: Vec<&String> = reply.iter().filter(|l| l.starts_with("info")).collect();
    let tail: Vec<&&String> = infos.iter().rev().take(3).rev().collect();
    for (k, line) in tail.iter().enumerate() {
        assert!(
            line.starts_with(&format!("info depth 5 multipv {} score", k + 1)),
            "{reply:?}"
        );
    }
    let first_move = |l: &str| {
        l.split(" pv ")
            .nth(1)
            .and_then(|p| p.split(' ').next().map(str::to_string))
    };
    assert_eq!(
        Some(last.trim_start_matches("bestmove ").to_string()),
        first_move(tail[0])
    );
    // One line: no multipv field, as UCI.
    send(&mut e, "setoption name multipv value 1");
    let reply = send(&mut e, "go depth 4");
    assert!(reply.iter().all(|l| !l.contains("multipv")), "{reply:?}");
    for bad in [
        "multipv value 0",
        "multipv value 6",
        "threads value 0",
        "threads value x",
    ] {
        let reply = send(&mut e, &format!("setoption name {bad}"));
        assert_eq!(reply.len(), 1);
        assert!(reply[0].starts_with("error "), "{bad}: {reply:?}");
    }
    send(&mut e, "setoption name threads value 2");
    let reply = send(&mut e, "go depth 6");
    assert!(reply.last().is_some_and(|l| l.starts_with("bestmove ")));
    send(&mut e, "setoption name threads value 1");
    assert!(send(&mut e, "go depth 3")
        .last()
        .is_some_and(|l| l.starts_with("bestmove ")));
    send(&mut e, "setoption name threads value 3");
    let bench = send(&mut e, "bench 3");
    let alone = send(&mut Engine::new(), "bench 3");
    let nodes = |r: &[String]| r[0].split(' ').nth(2).map(str::to_string);
    assert_eq!(nodes(&bench), nodes(&alone));
}

#[test]
fn searchmoves_searches_only_its_share_and_the_shares_cover_the_root() {
    for (i, pos) in positions(8, 23, 6).iter().enumerate() {
        let legal: Vec<_> = pos.legal_moves().iter().copied().collect();
        // Two shares, every other move, as the page's analysis workers take them.
        let shares: [Vec<_>; 2] =
            [0, 1].map(|k| legal.iter().copied().skip(k).step_by(2).collect());
        let mut bests = Vec::new();
        for share in &shares {
            let mut s = searcher(3, 1);
            let stop = AtomicBool::new(false);
            let ctl = Control {
                clock: &no_clock,
                stop: &stop,
            };
            let limits = Limits {
                depth: Some(5),
                searchmoves: share.clone(),
                ..Limits::default()
            };
            let r = s.search(pos, &[], &limits, Options::default(), &ctl, &mut |_| {});
            assert_eq!(r.root.len(), share.len(), "{i}");
            assert!(r.lines.len() == 3.min(share.len()), "{i}");
            for line in &r.lines {
                assert!(
                    share.contains(&line.pv[0]),
                    "{i}: {:?} not in {share:?}",
                    line.pv
                );
            }
            bests.push((r.score, r.best.expect("a move")));
        }
        // The better share's best move scores, in the search of every move, no worse
        // than the other share's best (within the search's own instability: a pawn).
        let whole = search(&mut searcher(1, 1), pos, 5);
        assert!(legal.contains(&whole.best.expect("a move")), "{i}");
        let top = bests.iter().map(|b| b.0).max().unwrap();
        assert!(
            (top - whole.score).abs() <= 100,
            "{i}: {top} vs {}",
            whole.score
        );
    }
    // Through the engine: only the moves named, and an illegal one refused.
    let mut e = Engine::new();
    let reply = send(&mut e, "go depth 4 searchmoves a6-a7 h6-h7");
    let last = reply.last().expect("bestmove");
    assert!(
        last == "bestmove a6-a7" || last == "bestmove h6-h7",
        "{reply:?}"
    );
    let reply = send(&mut e, "go depth 4 searchmoves a6-a7 a1-a8");
    assert_eq!(
        reply,
        vec!["error go searchmoves: a1-a8 is not a legal move here".to_string()]
    );
}
