//! Perft (RULES.md section 11): the start vectors, and positions with jumps, uncrowning and
//! captures cross-checked against a naive count and an independent reference model.

mod common;

use common::RefPos;
use three_crowns::{parse_tcn, Position};

/// Perft by plain recursion: every legal move is listed, played through the checked
/// `Position::play`, and counted one by one (no bulk counting at the last ply).
fn naive_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    p.legal_moves()
        .iter()
        .map(|&m| {
            let next = p
                .play(m)
                .unwrap_or_else(|e| panic!("{m} generated but refused: {e}"));
            naive_perft(&next, depth - 1)
        })
        .sum()
}

#[test]
fn start_position_vectors_depth_1_to_4() {
    let start = Position::start();
    for (depth, expected) in [(0, 1), (1, 32), (2, 1028), (3, 5634), (4, 191_708)] {
        assert_eq!(start.perft(depth), expected, "depth {depth}");
    }
}

#[test]
fn start_position_vector_depth_5() {
    assert_eq!(Position::start().perft(5), 6_565_190);
}

#[test]
fn start_position_naive_count_and_reference_agree() {
    let start = Position::start();
    assert_eq!(naive_perft(&start, 3), 5634);
    assert_eq!(RefPos::from_core(&start).perft(3), 5634);
}

#[test]
fn divide_sums_to_perft() {
    let start = Position::start();
    let divide = start.perft_divide(3);
    assert_eq!(divide.len(), 32);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 5634);
    for (m, n) in divide {
        assert_eq!(start.play(m).unwrap().perft(2), n, "{m}");
    }
}

/// Positions with both Crowned and Uncrowned pieces of both sides next to each other, so
/// that double jumps, uncrowning and captures occur within a few plies; some at move 1 so
/// that the second-turn rule comes into play.
const JUMP_POSITIONS: [&str; 8] = [
    "8/8/B1bw1bb1/wwb4W/b2bb1b1/1wWwW1W1/8/8 w - 9",
    "8/8/B1bw1bb1/wwb4W/b2bb1b1/1wWwW1W1/8/8 b - 9",
    "8/8/1WwwbWb1/b3B1w1/Bb1b1bb1/W1W2WW1/8/8 w - 9",
    "8/8/1BwWww2/2bB1B2/wW1b3W/1wBb1BWB/8/8 w - 9",
    "8/8/1BwWww2/2bB1B2/wW1b3W/1wBb1BWB/8/8 w - 1",
    "6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5",
    "2bbbbbb/8/7w/8/3B1B2/2w5/8/wwwwww2 w - 1",
    "2bbbbbb/8/8/6W1/3b1bW1/2W5/8/wwwww3 w - 5",
];

#[test]
fn jump_positions_have_jumps() {
    // Guard against the positions losing their point: each has a double jump at depth 1.
    for t in JUMP_POSITIONS {
        let p = parse_tcn(t).unwrap();
        assert!(p.legal_moves().iter().any(|m| m.is_jump()), "{t}");
    }
}

#[test]
fn jump_positions_perft_matches_naive_count_to_depth_3() {
    for t in JUMP_POSITIONS {
        let p = parse_tcn(t).unwrap();
        for depth in 0..=3 {
            assert_eq!(p.perft(depth), naive_perft(&p, depth), "{t} depth {depth}");
        }
    }
}

#[test]
fn jump_positions_perft_matches_reference_model_to_depth_3() {
    for t in JUMP_POSITIONS {
        let p = parse_tcn(t).unwrap();
        let r = RefPos::from_core(&p);
        for depth in 1..=3 {
            assert_eq!(p.perft(depth), r.perft(depth), "{t} depth {depth}");
        }
    }
}

#[test]
fn jump_position_depth_1_by_hand() {
    // b4 (Uncrowned) beside Crowned c3, c4, d5, e3, e4 (see tests/rules.rs):
    // steps: b4 to a3 a4 a5 b3 b5 c5 (6); fillers a1..g1: a2 b2 (a1), three each for b1..f1
    // (15), f2 g2 h2 h1 (g1) = 21; jumps: 5. Total 32.
    let p = parse_tcn("6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5").unwrap();
    assert_eq!(p.perft(1), 32);
    let jumps = p.legal_moves().iter().filter(|m| m.is_jump()).count();
    assert_eq!(jumps, 5);
}

#[test]
fn finished_positions_have_perft_zero() {
    // A Crowned Troika on the board, and three captures: no moves at any depth.
    for t in [
        "bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5",
        "1bbbbbbb/8/8/8/8/8/8/wwwwwwww w - 5",
    ] {
        let p = parse_tcn(t).unwrap();
        assert_eq!(p.perft(1), 0, "{t}");
        assert_eq!(p.perft(3), 0, "{t}");
        assert_eq!(p.perft(0), 1, "{t}");
    }
}
