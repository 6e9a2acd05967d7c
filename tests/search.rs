//! The computer player (src/search): wins in one, losses in one, legality over random
//! positions, levels, stopping and reproducibility.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use three_crowns::search::{self, levels::XorShift, Control, Level, Limits, Options, Searcher};
use three_crowns::{parse_tcn, Move, Position};

fn no_clock() -> f64 {
    0.0
}

/// Searches `pos` with `limits`, no game history.
fn search(pos: &Position, limits: Limits, options: Options) -> search::Report {
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    Searcher::new(4).search(pos, &[], &limits, options, &ctl, &mut |_| {})
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

fn nodes(n: u64) -> Limits {
    Limits {
        nodes: Some(n),
        ..Limits::default()
    }
}

/// The move a level chooses (as the engine does): its bounded search, then its choice.
fn level_move(pos: &Position, level: u32) -> Option<Move> {
    level_move_seeded(pos, level, pos.zobrist() ^ u64::from(level))
}

fn level_move_seeded(pos: &Position, level: u32, seed: u64) -> Option<Move> {
    let l = Level::get(level).unwrap();
    // Tests bound by nodes only, so that they are reproducible on a loaded machine.
    let mut limits = l.bound(Limits::default());
    limits.movetime = None;
    let r = search(
        pos,
        limits,
        Options {
            exact_root: l.needs_exact_root(),
        },
    );
    if r.depth == 0 {
        return r.best;
    }
    l.choose(&r.root, seed)
}

fn wins(pos: &Position, mv: Move) -> bool {
    pos.is_legal(mv) && pos.play_unchecked(mv).won_by(pos.turn()).is_some()
}

/// Whether the side to move after `mv` can win at once.
fn allows_win(pos: &Position, mv: Move) -> bool {
    let next = pos.play_unchecked(mv);
    next.legal_moves().iter().any(|&r| wins(&next, r))
}

/// White's third capture: the Crowned c3 hops d4 and f4 and takes f4.
const THIRD_CAPTURE: &str = "2bbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5";
/// White completes a Crowned Troika with e3-e4.
const WHITE_TROIKA: &str = "bbbbbbbb/8/8/8/2WW4/4W3/8/wwwww3 w - 5";
/// Black completes a Crowned Troika with f3-e4.
const BLACK_TROIKA: &str = "3bbbbb/8/2B5/3B4/8/5B2/8/wwwwwwww b - 5";
/// Black's third capture: the Crowned c6 hops d5 and f5.
const BLACK_CAPTURE: &str = "wwwwww2/8/2B5/3w1w2/8/8/8/1bbbbbbb b - 5";
/// Black to move; White threatens d5-c4 (a Crowned Troika a4 b4 c4). Black can block.
const PARRY_TROIKA: &str = "b1b1b1b1/3b1b2/7b/3W4/WW6/2b4w/8/w1w1w1w1 b - 20";

const WINS_IN_ONE: [&str; 4] = [THIRD_CAPTURE, WHITE_TROIKA, BLACK_TROIKA, BLACK_CAPTURE];

#[test]
fn full_search_plays_a_win_in_one() {
    for tcn in WINS_IN_ONE {
        let pos = parse_tcn(tcn).unwrap();
        for d in 1..=5 {
            let r = search(&pos, depth(d), Options::default());
            let best = r.best.expect("a move");
            assert!(wins(&pos, best), "{tcn} depth {d}: {best}");
            assert_eq!(
                search::Score::from_internal(r.score),
                search::Score::Win(1),
                "{tcn}"
            );
        }
    }
    let pos = parse_tcn(THIRD_CAPTURE).unwrap();
    assert_eq!(
        search(&pos, depth(3), Options::default()).best,
        Some("c3xe5xg3".parse().unwrap())
    );
}

#[test]
fn every_level_takes_a_win_in_one() {
    for tcn in WINS_IN_ONE {
        let pos = parse_tcn(tcn).unwrap();
        for level in 1..=7 {
            let mv = level_move(&pos, level).expect("a move");
            assert!(wins(&pos, mv), "{tcn} level {level}: {mv}");
        }
    }
}

#[test]
fn search_and_levels_avoid_a_loss_in_one() {
    let pos = parse_tcn(PARRY_TROIKA).unwrap();
    // Most moves lose at once: the test means something.
    let losing = pos
        .legal_moves()
        .iter()
        .filter(|&&m| allows_win(&pos, m))
        .count();
    assert!(losing * 2 > pos.legal_moves().len(), "{losing}");
    for d in 1..=5 {
        let mv = search(&pos, depth(d), Options::default()).best.unwrap();
        assert!(!allows_win(&pos, mv), "depth {d}: {mv}");
    }
    for level in 1..=7 {
        let mv = level_move(&pos, level).unwrap();
        assert!(!allows_win(&pos, mv), "level {level}: {mv}");
    }
}

#[test]
fn a_threat_to_win_is_not_quiet() {
    let pos = parse_tcn(PARRY_TROIKA).unwrap();
    assert!(search::opponent_threatens_win(&pos));
    assert!(!search::opponent_threatens_win(&Position::start()));
    // Depth 1 sees the threat through quiescence: a loss-free move scores above every
    // move that allows the Troika.
    let r = search(&pos, depth(1), Options { exact_root: true });
    assert_eq!(
        r.root.len(),
        pos.legal_moves().len(),
        "every root move is scored"
    );
    let (losing, safe): (Vec<_>, Vec<_>) =
        r.root.iter().partition(|&&(mv, _)| allows_win(&pos, mv));
    assert!(!losing.is_empty() && !safe.is_empty(), "{:?}", r.root);
    for &(mv, score) in &losing {
        assert!(score <= -(search::WIN - 2), "{mv} {score}");
    }
    let best_safe = safe.iter().map(|&(_, s)| s).max().unwrap();
    assert!(
        best_safe > -(search::WIN - 2),
        "no loss-free move scores above the losing ones: {:?}",
        r.root
    );
    assert!(!allows_win(&pos, r.best.unwrap()), "{:?}", r.best);
}

/// Positions from random playouts from the start.
fn random_positions(count: usize, seed: u64) -> Vec<Position> {
    let mut rng = XorShift::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        let plies = 4 + rng.next() % 80;
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play_unchecked(moves[(rng.next() % moves.len() as u64) as usize]);
        }
        out.push(pos);
    }
    out
}

/// Final positions of random games from the start, each played until no move is left.
fn random_finished_games(count: usize, seed: u64) -> Vec<Position> {
    let mut rng = XorShift::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        for _ in 0..400 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                out.push(pos);
                break;
            }
            pos = pos.play_unchecked(moves[(rng.next() % moves.len() as u64) as usize]);
        }
    }
    out
}

#[test]
fn never_an_illegal_move_and_none_only_when_over() {
    let mut searcher = Searcher::new(2);
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    let mut finished = 0;
    // Random positions (almost never finished ones) and finished games, mixed.
    let over = random_finished_games(10, 13);
    let mut positions = random_positions(150, 11);
    for (k, &p) in over.iter().enumerate() {
        positions.insert(k * 15, p);
    }
    for (i, pos) in positions.iter().enumerate() {
        let limits = if i % 2 == 0 { nodes(1500) } else { depth(2) };
        let r = searcher.search(pos, &[], &limits, Options::default(), &ctl, &mut |_| {});
        let legal = pos.legal_moves();
        match r.best {
            Some(mv) => assert!(legal.contains(mv), "{pos:?}: {mv}"),
            None => {
                assert!(legal.is_empty(), "{pos:?}");
                assert!(pos.outcome().is_some());
                finished += 1;
            }
        }
        // The principal variation starts with the best move (and is empty only without one).
        assert_eq!(r.pv.first().copied(), r.best, "{pos:?}: pv {:?}", r.pv);
        // The principal variation is a legal line.
        let mut p = *pos;
        for &mv in &r.pv {
            assert!(p.is_legal(mv), "{pos:?}: pv {:?}", r.pv);
            p = p.play_unchecked(mv);
        }
        if i % 10 == 0 {
            let mv = level_move(pos, 1 + (i as u32 / 10) % 6);
            assert_eq!(mv.is_none(), legal.is_empty());
            if let Some(mv) = mv {
                assert!(legal.contains(mv));
            }
        }
    }
    // The finished games went through the `None` branch (a move for one would fail
    // `legal.contains` above); random play alone almost never reaches one.
    assert!(finished >= over.len(), "{finished} finished");
    // A position won at once and one without moves answer none at depth 3 too.
    for tcn in [
        "bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10",
        "bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5",
    ] {
        let pos = parse_tcn(tcn).unwrap();
        assert_eq!(search(&pos, depth(3), Options::default()).best, None);
    }
}

#[test]
fn searches_bounded_by_depth_or_nodes_are_reproducible() {
    let positions = random_positions(6, 5);
    for pos in positions.iter().chain([Position::start()].iter()) {
        for limits in [depth(4), nodes(20_000)] {
            let a = search(pos, limits.clone(), Options::default());
            let b = search(pos, limits.clone(), Options::default());
            assert_eq!(
                (a.best, a.score, a.nodes, &a.pv),
                (b.best, b.score, b.nodes, &b.pv)
            );
            if let Some(n) = limits.nodes {
                assert!(a.nodes <= n + 1, "{} > {n}", a.nodes);
            }
        }
    }
}

#[test]
fn a_real_clock_does_not_change_a_depth_bounded_search() {
    let pos = random_positions(1, 9)[0];
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &clock,
        stop: &stop,
    };
    let a = Searcher::new(4).search(&pos, &[], &depth(4), Options::default(), &ctl, &mut |_| {});
    let b = search(&pos, depth(4), Options::default());
    assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
}

#[test]
fn stop_ends_a_search_with_a_legal_move() {
    let pos = parse_tcn("w1b5/3b3W/wb2B3/b2w1b1w/w6w/b1ww4/b5b1/6bw b - 24").unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let worker = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let ctl = Control {
                clock: &no_clock,
                stop: &flag,
            };
            Searcher::new(4).search(
                &pos,
                &[],
                &Limits::default(),
                Options::default(),
                &ctl,
                &mut |_| {},
            )
        })
        .unwrap();
    std::thread::sleep(Duration::from_millis(100));
    let t0 = Instant::now();
    stop.store(true, Ordering::SeqCst);
    let r = worker.join().unwrap();
    assert!(t0.elapsed() < Duration::from_secs(10));
    assert!(pos.is_legal(r.best.unwrap()));
}

#[test]
fn movetime_bounds_the_search() {
    let pos = Position::start();
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &clock,
        stop: &stop,
    };
    let limits = Limits {
        movetime: Some(100.0),
        ..Limits::default()
    };
    let r = Searcher::new(4).search(&pos, &[], &limits, Options::default(), &ctl, &mut |_| {});
    assert!(pos.is_legal(r.best.unwrap()));
    // A generous hang guard, not a timing measurement.
    assert!(t0.elapsed() < Duration::from_secs(10));
}

#[test]
fn repetition_in_the_game_history_is_a_draw() {
    // The shuffle a6-a7 a5-b4 a7-a6 b4-a5 twice: its eighth move brings the start back a
    // third time. Before it (Black to move), b4-a5 scores exactly 0 with the game's
    // history and the usual evaluation without it.
    let shuffle = [
        "a6-a7", "a5-b4", "a7-a6", "b4-a5", "a6-a7", "a5-b4", "a7-a6",
    ];
    let mut game = vec![Position::start()];
    for m in shuffle {
        let next = game.last().unwrap().play(m.parse().unwrap()).unwrap();
        game.push(next);
    }
    let root = game.pop().unwrap();
    let history: Vec<u64> = game.iter().map(Position::zobrist).collect();
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    let back: Move = "b4-a5".parse().unwrap();
    let score_of = |history: &[u64]| {
        let r = Searcher::new(4).search(
            &root,
            history,
            &depth(1),
            Options { exact_root: true },
            &ctl,
            &mut |_| {},
        );
        r.root.iter().find(|m| m.0 == back).unwrap().1
    };
    assert_eq!(score_of(&history), 0);
    assert_ne!(score_of(&[]), 0);
}

#[test]
fn search_move_generation_matches_the_rules_core() {
    use search::movegen::{generate, KEY_CAPTURE, KEY_CROWN, KEY_UNCROWN, KEY_WIN};
    let mut list = Vec::new();
    let mut noisy = Vec::new();
    let mut threats = 0;
    let mut wins = 0;
    let mut positions = random_positions(400, 3);
    positions.extend(
        WINS_IN_ONE
            .iter()
            .chain([PARRY_TROIKA].iter())
            .chain(search::bench::SUITE.iter())
            .map(|t| parse_tcn(t).unwrap()),
    );
    // Middle games rich in Crowned pieces and jumps, and every position one move on.
    let suite = three_crowns::puzzles::solve::parse_suite(include_str!("tactics.tsv")).unwrap();
    let rich: Vec<Position> = suite
        .iter()
        .map(|t| t.position)
        .chain(search::bench::SUITE.iter().map(|t| parse_tcn(t).unwrap()))
        .collect();
    for pos in rich {
        positions.push(pos);
        positions.extend(pos.legal_moves().iter().map(|&m| pos.play_unchecked(m)));
    }
    // How many jumps of each key were checked.
    let mut jump_keys = std::collections::BTreeMap::new();
    for pos in &positions {
        if pos.is_won() {
            continue;
        }
        let any = generate(pos, false, &mut list);
        let mut got: Vec<String> = list.iter().map(|m| m.0.to_string()).collect();
        let mut want: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{pos:?}");
        assert_eq!(any, !want.is_empty());
        for &(mv, key) in &list {
            let (child, fx) = pos.play_with_effects(mv);
            // A capture or uncrowning that also crowns the jumper comes first among its kind.
            let bonus = i32::from(fx.crowned) * 1000;
            let expected = if child.won_by(pos.turn()).is_some() {
                KEY_WIN
            } else if fx.captured.is_some() {
                KEY_CAPTURE + bonus
            } else if fx.uncrowned.is_some() {
                KEY_UNCROWN + bonus
            } else if fx.crowned {
                KEY_CROWN
            } else {
                0
            };
            assert_eq!(key, expected, "{pos:?} {mv}");
            if mv.via().is_some() {
                *jump_keys.entry(key).or_insert(0) += 1;
            }
        }
        // A win at once, found without generating every move.
        let wins_now = list.iter().any(|m| m.1 == KEY_WIN);
        assert_eq!(search::movegen::wins_at_once(pos), wins_now, "{pos:?}");
        // …and the move it names is one of them.
        match search::movegen::winning_move(pos) {
            Some(mv) => assert!(list.contains(&(mv, KEY_WIN)), "{pos:?} {mv}"),
            None => assert!(!wins_now, "{pos:?}"),
        }
        wins += usize::from(wins_now);
        // Noisy only: exactly the moves with a non-zero key.
        assert_eq!(generate(pos, true, &mut noisy), any);
        let mut n: Vec<Move> = noisy.iter().map(|m| m.0).collect();
        let mut w: Vec<Move> = list.iter().filter(|m| m.1 != 0).map(|m| m.0).collect();
        n.sort_by_key(|m| m.to_string());
        w.sort_by_key(|m| m.to_string());
        assert_eq!(n, w, "{pos:?}");
        // The threat test against the opponent's moves, played.
        let tcn = three_crowns::to_tcn(pos);
        let f: Vec<&str> = tcn.split(' ').collect();
        let other = if f[1] == "w" { "b" } else { "w" };
        if let Ok(flipped) = parse_tcn(&format!("{} {other} - {}", f[0], f[3])) {
            let brute = flipped
                .legal_moves()
                .iter()
                .any(|&m| flipped.play_unchecked(m).won_by(flipped.turn()).is_some());
            assert_eq!(search::opponent_threatens_win(pos), brute, "{pos:?}");
            threats += usize::from(brute);
        }
    }
    assert!(
        threats > 0 && wins > 0,
        "{threats} threats, {wins} wins at once"
    );
    // Every kind of jump was met: winning, capturing and uncrowning, each with and
    // without the jumper Crowned on landing.
    for key in [
        KEY_WIN,
        KEY_CAPTURE,
        KEY_CAPTURE + 1000,
        KEY_UNCROWN,
        KEY_UNCROWN + 1000,
    ] {
        assert!(
            jump_keys.contains_key(&key),
            "no jump with key {key}: {jump_keys:?}"
        );
    }
}

/// The line-of-three test by table (the search's move ordering keys and the core's
/// `in_line_of_three` share it) agrees with the core's shift-based `lines_of_three`, an
/// independent computation. (The search plays its moves through the core itself.)
#[test]
fn search_line_test_matches_the_rules_core() {
    for (i, sq) in (0..64u8).enumerate() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i as u64 + 1);
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let b = x & x.rotate_left(11) | (1u64 << sq);
            let s = three_crowns::Square::new(sq).unwrap();
            assert_eq!(
                search::movegen::in_line(b, sq as usize),
                three_crowns::Bitboard(b).lines_of_three().contains(s)
            );
            assert_eq!(
                three_crowns::Bitboard(b).in_line_of_three(s),
                three_crowns::Bitboard(b).lines_of_three().contains(s)
            );
        }
    }
}

/// Whether the side to move after `mv` can capture a piece at once.
fn allows_capture(pos: &Position, mv: Move) -> bool {
    let next = pos.play_unchecked(mv);
    next.legal_moves()
        .iter()
        .any(|&r| next.play_with_effects(r).1.captured.is_some())
}

#[test]
fn weak_levels_do_not_leave_a_piece_to_be_taken_for_nothing() {
    // a1-b2 lets the Crowned e5 jump d4 and take b2 (e5xc3xa1); most moves are safe.
    let pos = parse_tcn("b1b1b1b1/1b1b1b1b/8/4B2b/3w4/6ww/5w1w/w3wwww w - 20").unwrap();
    assert!(allows_capture(&pos, "a1-b2".parse().unwrap()));
    let safe = pos
        .legal_moves()
        .iter()
        .filter(|&&m| !allows_capture(&pos, m))
        .count();
    assert!(safe >= 10, "{safe}");
    for level in 1..=3 {
        for seed in 0..40 {
            let mv = level_move_seeded(&pos, level, seed).unwrap();
            assert!(!allows_capture(&pos, mv), "level {level} seed {seed}: {mv}");
        }
    }
    // The weak levels do vary their choice where moves are alike (the symmetric start).
    let mut chosen = std::collections::HashSet::new();
    let start = Position::start();
    for seed in 0..40 {
        chosen.insert(level_move_seeded(&start, 1, seed).unwrap());
    }
    assert!(chosen.len() >= 2, "{chosen:?}");
}

#[test]
fn think_plays_for_a_game_at_every_level() {
    use three_crowns::Game;
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    let mut searcher = Searcher::new(2);
    let mut game = Game::default();
    game.play("a6-a7".parse().unwrap()).unwrap();
    for level in 1..=6 {
        let limits = nodes(4000);
        let (a, _) = search::think(
            &mut searcher,
            &game,
            Some(level),
            limits.clone(),
            3,
            &ctl,
            &mut |_| {},
        );
        searcher.clear();
        let (b, _) = search::think(
            &mut searcher,
            &game,
            Some(level),
            limits.clone(),
            3,
            &ctl,
            &mut |_| {},
        );
        searcher.clear();
        assert_eq!(a, b, "level {level}");
        assert!(game.position().is_legal(a.unwrap()));
    }
    let (full, report) = search::think(&mut searcher, &game, None, depth(3), 0, &ctl, &mut |_| {});
    assert_eq!(full, report.best);
    // Over by repetition: no move.
    let mut over = Game::default();
    for m in [
        "a6-a7", "a5-b4", "a7-a6", "b4-a5", "a6-a7", "a5-b4", "a7-a6", "b4-a5",
    ] {
        over.play(m.parse().unwrap()).unwrap();
    }
    assert!(over.outcome().is_some());
    assert_eq!(
        search::think(
            &mut searcher,
            &over,
            Some(3),
            depth(2),
            0,
            &ctl,
            &mut |_| {}
        )
        .0,
        None
    );
}

/// The search's make-move keeps the Zobrist key that its repetition test and its
/// transposition table read (a search that played moves without it saw every position as
/// a repetition and stopped at depth 64 in a few thousand nodes).
#[test]
fn the_search_plays_moves_with_their_keys() {
    let mut rng = XorShift::new(17);
    for _ in 0..200 {
        let mut pos = Position::start();
        for _ in 0..40 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[(rng.next() % moves.len() as u64) as usize];
            // The search plays its moves through the rules core.
            let child = pos.play_unchecked(mv);
            assert_eq!(
                child.zobrist(),
                child.zobrist_from_scratch(),
                "{pos:?} {mv}"
            );
            pos = child;
        }
    }
    // From the start, a depth-5 search is no shortcut through false repetitions.
    let r = search(&Position::start(), depth(5), Options::default());
    assert!(r.nodes > 1_000, "{} nodes", r.nodes);
}

#[test]
fn every_feature_switch_changes_the_search_and_none_loses_a_forced_win() {
    // Each switch must reach the search: with it off, the depth-bounded search of some
    // position visits another number of nodes. And the tactical suite's first positions
    // are still solved with any one feature off.
    let positions = random_positions(6, 21);
    let suite = three_crowns::puzzles::solve::parse_suite(include_str!("tactics.tsv")).unwrap();
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &no_clock,
        stop: &stop,
    };
    for name in search::Features::NAMES {
        let run = |pos: &Position, limits: Limits, off: bool| {
            let mut s = Searcher::new(4);
            *s.features.get_mut(name).unwrap() = !off;
            s.search(pos, &[], &limits, Options::default(), &ctl, &mut |_| {})
        };
        let changed = positions
            .iter()
            .chain(suite.iter().take(10).map(|t| &t.position))
            .any(|p| run(p, depth(6), false).nodes != run(p, depth(6), true).nodes);
        assert!(changed, "switching {name} off changed no search");
        for t in suite.iter().take(10) {
            let r = run(&t.position, depth(t.plies + 1), true);
            assert!(
                r.best.is_some_and(|m| t.wins.contains(&m)),
                "{name} off: {} not a win in {}",
                r.best.map_or("none".into(), |m| m.to_string()),
                three_crowns::to_tcn(&t.position)
            );
        }
    }
}
