//! The match runner's opening suite (`tests/openings.txt`, written by `three-crowns
//! openings`): at least 500 openings of 4 to 8 legal plies from the start, no final
//! position twice, none with a forced win within 3 plies for the side to move, each
//! near-balanced by a depth-4 search.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use three_crowns::puzzles::solve::shortest_win;
use three_crowns::search::{Control, Limits, Searcher};
use three_crowns::{replay, Position};

#[test]
fn the_opening_suite_is_at_least_500_distinct_balanced_openings() {
    let mut seen = HashSet::new();
    let mut searcher = Searcher::new(16);
    let stop = AtomicBool::new(false);
    let clock = || 0.0;
    let ctl = Control {
        clock: &clock,
        stop: &stop,
    };
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    let lines: Vec<&str> = include_str!("openings.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    assert!(lines.len() >= 500, "{} openings", lines.len());
    for line in lines {
        let moves = line.strip_prefix("startpos moves ").expect(line);
        let game = replay(Position::start(), moves.split_whitespace(), true).expect(line);
        assert!((4..=8).contains(&game.ply()), "{line}");
        assert_eq!(game.outcome(), None, "{line}");
        let pos = *game.position();
        assert!(
            seen.insert(pos.zobrist()),
            "{line}: the same position twice"
        );
        assert_eq!(shortest_win(&pos, 3), None, "{line}");
        searcher.clear();
        let report = searcher.search(&pos, &[], &limits, Default::default(), &ctl, &mut |_| {});
        assert!(report.score.abs() <= 60, "{line}: scored {}", report.score);
    }
}
