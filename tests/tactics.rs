//! The tactical suite (`tests/tactics.tsv`): every position verified by the exact solver,
//! and the full search finding the win with a fixed node budget (reproducible: a budget
//! in nodes, not time; the 1-second figures are measured by `three-crowns tactics run`
//! and reported in docs/MEASUREMENTS.md).

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use three_crowns::puzzles::solve::{parse_suite, shortest_win, Tactic};
use three_crowns::search::{self, Control, Limits, Searcher};
use three_crowns::Game;

fn suite() -> Vec<Tactic> {
    parse_suite(include_str!("tactics.tsv")).expect("the suite reads")
}

#[test]
fn the_suite_has_at_least_100_distinct_positions() {
    let suite = suite();
    assert!(suite.len() >= 100, "{} positions", suite.len());
    let keys: HashSet<u64> = suite.iter().map(|t| t.position.zobrist()).collect();
    assert_eq!(keys.len(), suite.len(), "a position appears twice");
}

#[test]
fn every_position_is_a_shortest_forced_win_by_exactly_the_listed_moves() {
    for (i, t) in suite().iter().enumerate() {
        assert_eq!(
            shortest_win(&t.position, 5),
            Some((t.plies, t.wins.clone())),
            "line {} of the suite: {t}",
            i + 1
        );
    }
}

#[test]
fn after_a_three_ply_win_and_any_reply_the_solver_sees_a_win_in_one() {
    assert_eq!(shortest_win(&three_crowns::Position::start(), 5), None);
    let mut checked = 0;
    for t in suite().iter().filter(|t| t.plies == 3) {
        let after = t.position.play_unchecked(t.wins[0]);
        assert_eq!(shortest_win(&after, 5), None, "{t}: the loser has no win");
        for &reply in after.legal_moves().iter() {
            let next = after.play_unchecked(reply);
            assert_eq!(
                shortest_win(&next, 1).map(|w| w.0),
                Some(1),
                "{t}: after {} {reply}",
                t.wins[0]
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} replies checked");
}

#[test]
fn the_full_search_solves_at_least_95_percent_with_200k_nodes() {
    let suite = suite();
    let stop = AtomicBool::new(false);
    let clock = || 0.0;
    let ctl = Control {
        clock: &clock,
        stop: &stop,
    };
    let mut searcher = Searcher::new(search::DEFAULT_HASH_MIB);
    let limits = Limits {
        nodes: Some(200_000),
        ..Limits::default()
    };
    let mut missed = Vec::new();
    for t in &suite {
        searcher.clear();
        let (best, _) = search::think(
            &mut searcher,
            &Game::new(t.position),
            None,
            limits.clone(),
            0,
            &ctl,
            &mut |_| {},
        );
        if !best.is_some_and(|m| t.wins.contains(&m)) {
            missed.push(format!("{t} played {best:?}"));
        }
    }
    let solved = suite.len() - missed.len();
    assert!(
        solved * 100 >= suite.len() * 95,
        "solved {solved}/{}; missed:\n{}",
        suite.len(),
        missed.join("\n")
    );
}
