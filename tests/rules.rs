//! One test (or more) for every rule of RULES.md sections 2–6, plus the section 1 setup and
//! the section 8 examples. Each test starts from a small position written as TCN, lists the
//! expected legal moves by hand, and spells out the resulting positions as TCN.
//!
//! Set-up positions keep 8 or more pieces per side (the captured count of a set-up position
//! is 10 minus the pieces on the board, so 7 would already be a win). "Filler" pieces sit on
//! rank 1 (White, from a1 rightwards) and rank 8 (Black, from h8 leftwards): a contiguous
//! block on an edge rank can never be hopped, and the fillers are far from the action, so
//! tests look at the moves of the pieces concerned (`moves_from`) or at all jumps (`jumps`).

use three_crowns::{
    parse_tcn, to_tcn, Color, DrawReason, Game, JumpProblem, Move, MoveEffects, Outcome, PlayError,
    Position, Square, WinReason, START_TCN,
};

fn pos(tcn: &str) -> Position {
    parse_tcn(tcn).unwrap_or_else(|e| panic!("bad test TCN {tcn:?}: {e}"))
}

/// A position of a game still going on (no side has won, the side to move has moves), so
/// that an empty list of moves or jumps from it means something.
fn live(tcn: &str) -> Position {
    let p = pos(tcn);
    assert_eq!(p.winner(), None, "{tcn} is already won");
    assert!(!p.legal_moves().is_empty(), "{tcn} has no moves");
    p
}

fn mv(text: &str) -> Move {
    text.parse()
        .unwrap_or_else(|e| panic!("bad test move {text:?}: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn list(moves: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Every legal move, sorted.
fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// The legal moves of the piece on `from`, sorted.
fn moves_from(p: &Position, from: &str) -> Vec<String> {
    legal(p)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

/// Every legal double jump, sorted.
fn jumps(p: &Position) -> Vec<String> {
    legal(p).into_iter().filter(|m| m.contains('x')).collect()
}

/// Plays `m` on `tcn` (it must be legal) and returns the new position text and the effects.
fn play(tcn: &str, m: &str) -> (String, MoveEffects) {
    let p = pos(tcn);
    assert!(
        p.is_legal(mv(m)),
        "{m} should be legal in {tcn}; legal: {:?}",
        legal(&p)
    );
    let after = p
        .play(mv(m))
        .unwrap_or_else(|e| panic!("{m} refused in {tcn}: {e}"));
    let (after2, fx) = p.play_with_effects(mv(m));
    assert_eq!(after, after2, "play and play_with_effects disagree");
    (to_tcn(&after), fx)
}

fn after(tcn: &str, m: &str) -> String {
    play(tcn, m).0
}

fn effects(crowned: bool, uncrowned: Option<&str>, captured: Option<&str>) -> MoveEffects {
    MoveEffects {
        crowned,
        uncrowned: uncrowned.map(sq),
        captured: captured.map(sq),
    }
}

// ---------------------------------------------------------------------------------------
// Section 1 (setup) and section 8 (the TCN examples)
// ---------------------------------------------------------------------------------------

#[test]
fn setup_matches_section_1() {
    let p = Position::start();
    let white = ["a1", "c1", "f1", "h1", "a4", "h4", "a6", "h6", "b8", "g8"];
    let black = ["a8", "c8", "f8", "h8", "a5", "h5", "a3", "h3", "b1", "g1"];
    for s in Square::all() {
        let name = s.to_string();
        let expected = if white.contains(&name.as_str()) {
            Some(Color::White)
        } else if black.contains(&name.as_str()) {
            Some(Color::Black)
        } else {
            None
        };
        let piece = p.piece_at(s);
        assert_eq!(piece.map(|pc| pc.color), expected, "square {name}");
        assert!(
            !piece.is_some_and(|pc| pc.crowned),
            "{name} starts Uncrowned"
        );
    }
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.binding(), None);
    assert_eq!(p.fullmove(), 1);
    assert_eq!(p.outcome(), None);
}

#[test]
fn section_8_examples() {
    let start = Position::start();
    assert_eq!(to_tcn(&start), "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1");
    assert_eq!(START_TCN, "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1");
    assert_eq!(pos("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1"), start);
    // The move number is optional on input, default 1.
    assert_eq!(pos("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w -"), start);
    let one = after(START_TCN, "a6-a7");
    assert_eq!(one, "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1");
    let two = after(&one, "a5-b4");
    assert_eq!(two, "bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2");
}

// ---------------------------------------------------------------------------------------
// Section 2: turns
// ---------------------------------------------------------------------------------------

#[test]
fn white_moves_first_then_players_alternate() {
    let mut p = Position::start();
    assert_eq!(p.turn(), Color::White);
    let mut expected_number = 1;
    for (i, m) in ["a6-a7", "a5-b4", "a7-b7", "h3-g2", "h6-g7", "g2-f2"]
        .iter()
        .enumerate()
    {
        let mover = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        assert_eq!(p.turn(), mover, "ply {i}");
        assert_eq!(p.fullmove(), expected_number, "ply {i}");
        // Every legal move moves a piece of the side to move.
        for lm in p.legal_moves().iter() {
            assert_eq!(p.piece_at(lm.from()).map(|pc| pc.color), Some(mover));
        }
        p = p.play(mv(m)).unwrap();
        if mover == Color::Black {
            expected_number += 1;
        }
    }
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.fullmove(), 4);
}

#[test]
fn a_step_moves_exactly_one_piece() {
    let before = Position::start();
    let after = before.play(mv("h4-g3")).unwrap();
    let changed: Vec<String> = Square::all()
        .filter(|&s| before.piece_at(s) != after.piece_at(s))
        .map(|s| s.to_string())
        .collect();
    assert_eq!(changed, ["g3", "h4"]);
}

#[test]
fn passing_is_never_allowed() {
    let p = Position::start();
    assert_eq!(legal(&p).len(), 32);
    assert!(p.legal_moves().iter().all(|m| m.from() != m.to()));
    assert_eq!(
        p.play(mv("a6-a6")),
        Err(PlayError::NotAdjacent(mv("a6-a6")))
    );
}

#[test]
fn second_turn_rule_from_the_start() {
    let p = live("bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2");
    // Only the piece White moved first (a6, now a7) may move: a8 and b8 are occupied.
    assert_eq!(legal(&p), list(&["a7-a6", "a7-b6", "a7-b7"]));
    let err = p.play(mv("h6-g7")).unwrap_err();
    assert_eq!(err, PlayError::BoundPiece { bound: sq("a7") });
    assert!(err.to_string().contains("second-turn rule"), "{err}");
    // The same through a Game from the start, which must be left unchanged.
    let mut g = Game::default();
    g.play(mv("a6-a7")).unwrap();
    g.play(mv("a5-b4")).unwrap();
    assert_eq!(*g.position(), p);
    let err = g.play(mv("h6-g7")).unwrap_err();
    assert_eq!(err, PlayError::BoundPiece { bound: sq("a7") });
    assert!(err.to_string().contains("second-turn rule"));
    assert_eq!(g.ply(), 2);
    assert_eq!(*g.position(), p);
    // White's move of move number 2 clears the binding; from then on any piece may move.
    let p3 = after(&to_tcn(&p), "a7-b7");
    assert_eq!(p3, "bwb2bwb/1w6/7w/7b/wb5w/b6b/8/wbw2wbw b - 2");
    let p4 = after(&p3, "h3-g2");
    assert_eq!(p4, "bwb2bwb/1w6/7w/7b/wb5w/b7/6b1/wbw2wbw w - 3");
    let p4 = pos(&p4);
    assert!(p4.is_legal(mv("h6-g7")));
    assert!(p4.is_legal(mv("a1-a2")));
    assert!(p4.is_legal(mv("b7-a7")));
}

#[test]
fn second_turn_rule_applies_from_a_set_up_position_at_move_1() {
    // White: h6, c3 and six fillers; Black: Crowned d4 and f4 and six fillers.
    let start = "2bbbbbb/8/7w/8/3B1B2/2w5/8/wwwwww2 w - 1";
    // At move 1 White may move any piece, including the jump c3xe5xg3.
    let p = live(start);
    assert!(p.is_legal(mv("c3xe5xg3")));
    assert!(p.is_legal(mv("a1-a2")));
    let p1 = after(start, "h6-g5");
    assert_eq!(p1, "2bbbbbb/8/8/6w1/3B1B2/2w5/8/wwwwww2 b g5 1");
    let p2 = after(&p1, "c8-b8");
    assert_eq!(p2, "1b1bbbbb/8/8/6w1/3B1B2/2w5/8/wwwwww2 w g5 2");
    // On its second turn White must move the piece now on g5: a step or a jump.
    // g5 hops f4 (SW) to e3, then d4 (NW) to c5; f4 back to g5 would be straight back.
    let p2p = pos(&p2);
    assert_eq!(
        legal(&p2p),
        list(&["g5-f5", "g5-f6", "g5-g4", "g5-g6", "g5-h4", "g5-h5", "g5-h6", "g5xe3xc5",])
    );
    assert_eq!(
        p2p.play(mv("c3xe5xg3")),
        Err(PlayError::BoundPiece { bound: sq("g5") })
    );
    assert_eq!(
        p2p.play(mv("a1-a2")),
        Err(PlayError::BoundPiece { bound: sq("g5") })
    );
    // The jump uncrowns the second hopped piece (d4), not the first (f4), and clears the
    // binding.
    let (p3, fx) = play(&p2, "g5xe3xc5");
    assert_eq!(p3, "1b1bbbbb/8/8/2w5/3b1B2/2w5/8/wwwwww2 b - 2");
    assert_eq!(fx, effects(false, Some("d4"), None));
}

#[test]
fn second_turn_rule_lapses_when_black_captured_the_bound_piece() {
    // White: d5, g3 and seven fillers (9); Black: Crowned c6 and seven fillers.
    let start = "1bbbbbbb/8/2B5/3w4/8/6w1/8/wwwwwww1 w - 1";
    let p1 = after(start, "g3-f4");
    assert_eq!(p1, "1bbbbbbb/8/2B5/3w4/5w2/8/8/wwwwwww1 b f4 1");
    // Black's Crowned c6 hops d5 to e4, then f4 to g4: f4, the bound piece, is captured.
    let p1p = pos(&p1);
    assert_eq!(jumps(&p1p), list(&["c6xe4xg4"]));
    let (p2, fx) = play(&p1, "c6xe4xg4");
    assert_eq!(fx, effects(false, None, Some("f4")));
    assert_eq!(p2, "1bbbbbbb/8/8/3w4/6B1/8/8/wwwwwww1 w - 2");
    // The rule has lapsed: any White piece may move.
    let p2p = pos(&p2);
    assert_eq!(p2p.binding(), None);
    assert!(p2p.is_legal(mv("d5-d6")));
    assert!(p2p.is_legal(mv("a1-a2")));
    assert_eq!(p2p.outcome(), None, "two captures only");
    // Contrast: had Black replied otherwise, White would be bound to f4.
    let other = pos(&after(&p1, "b8-a8"));
    assert_eq!(other.binding(), Some(sq("f4")));
    assert_eq!(
        other.play(mv("d5-d6")),
        Err(PlayError::BoundPiece { bound: sq("f4") })
    );
}

#[test]
fn second_turn_rule_needs_white_to_move_at_move_1() {
    // A set-up position with Black to move at move 1: White's first move is at move 2, so
    // nothing binds White afterwards.
    let p1 = after(START_TCN.replace(" w - 1", " b - 1").as_str(), "a5-b4");
    assert_eq!(p1, "bwb2bwb/8/w6w/7b/wb5w/b6b/8/wbw2wbw w - 2");
    let p2 = after(&p1, "a6-a7");
    assert_eq!(p2, "bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw b - 2");
    let p3 = pos(&after(&p2, "b4-c5"));
    assert!(p3.is_legal(mv("h6-g7")));
}

#[test]
fn a_bound_piece_that_cannot_move_leaves_white_without_a_move() {
    // Interpretation: "White must move the same piece"; if that piece has no legal move,
    // White has no legal move and the game is drawn (section 6, condition 3).
    let start = "wwwbbbbb/wwww4/8/8/8/2b5/bw6/1b6 w - 1";
    let p1 = after(start, "b2-a1");
    assert_eq!(p1, "wwwbbbbb/wwww4/8/8/8/2b5/b7/wb6 b a1 1");
    let p2 = after(&p1, "c3-b2");
    assert_eq!(p2, "wwwbbbbb/wwww4/8/8/8/8/bb6/wb6 w a1 2");
    let p2 = pos(&p2);
    assert_eq!(legal(&p2), Vec::<String>::new());
    assert_eq!(p2.outcome(), Some(Outcome::Draw(DrawReason::NoMoves)));
    // Without the binding White could move its other pieces.
    let free = live("wwwbbbbb/wwww4/8/8/8/8/bb6/wb6 w - 2");
    assert!(free.is_legal(mv("a7-a6")));
    assert_eq!(free.outcome(), None);
}

// ---------------------------------------------------------------------------------------
// Section 3: steps
// ---------------------------------------------------------------------------------------

#[test]
fn steps_go_one_square_in_all_eight_directions() {
    let start = "bbbbbbbb/8/8/8/3w4/8/8/wwwwwww1 w - 5";
    let p = live(start);
    assert_eq!(
        moves_from(&p, "d4"),
        list(&["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"])
    );
    let base =
        |r5: &str, r4: &str, r3: &str| format!("bbbbbbbb/8/8/{r5}/{r4}/{r3}/8/wwwwwww1 b - 5");
    let cases = [
        ("d4-c3", base("8", "8", "2w5")),
        ("d4-c4", base("8", "2w5", "8")),
        ("d4-c5", base("2w5", "8", "8")),
        ("d4-d3", base("8", "8", "3w4")),
        ("d4-d5", base("3w4", "8", "8")),
        ("d4-e3", base("8", "8", "4w3")),
        ("d4-e4", base("8", "4w3", "8")),
        ("d4-e5", base("4w3", "8", "8")),
    ];
    for (m, expected) in cases {
        assert_eq!(play(start, m), (expected, MoveEffects::default()), "{m}");
    }
}

#[test]
fn crowned_pieces_step_the_same_way_and_stay_crowned() {
    let start = "bbbbbbbb/8/8/8/3W4/8/8/wwwwwww1 w - 5";
    assert_eq!(
        moves_from(&live(start), "d4"),
        list(&["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"])
    );
    assert_eq!(
        play(start, "d4-e5"),
        (
            "bbbbbbbb/8/8/4W3/8/8/8/wwwwwww1 b - 5".to_string(),
            MoveEffects::default()
        )
    );
}

#[test]
fn steps_go_onto_empty_squares_only() {
    // d4 has a White piece on c5 and a Black one on e5 beside it.
    let start = "1bbbbbbb/8/8/2w1b3/3w4/8/8/wwwwww2 w - 5";
    let p = live(start);
    assert_eq!(
        moves_from(&p, "d4"),
        list(&["d4-c3", "d4-c4", "d4-d3", "d4-d5", "d4-e3", "d4-e4"])
    );
    assert_eq!(p.play(mv("d4-c5")), Err(PlayError::Occupied(sq("c5"))));
    assert_eq!(p.play(mv("d4-e5")), Err(PlayError::Occupied(sq("e5"))));
    assert_eq!(
        after(start, "d4-d5"),
        "1bbbbbbb/8/8/2wwb3/8/8/8/wwwwww2 b - 5"
    );
}

#[test]
fn steps_do_not_wrap_around_the_board_edge() {
    let p = live("bbbbbbbb/8/8/8/w6w/8/8/wwwwww2 w - 5");
    assert_eq!(
        moves_from(&p, "h4"),
        list(&["h4-g3", "h4-g4", "h4-g5", "h4-h3", "h4-h5"])
    );
    assert_eq!(
        moves_from(&p, "a4"),
        list(&["a4-a3", "a4-a5", "a4-b3", "a4-b4", "a4-b5"])
    );
    // The corner filler a1 has two steps; f1, the end of the filler row, also has g1.
    assert_eq!(moves_from(&p, "a1"), list(&["a1-a2", "a1-b2"]));
    assert_eq!(
        moves_from(&p, "f1"),
        list(&["f1-e2", "f1-f2", "f1-g1", "f1-g2"])
    );
}

#[test]
fn a_step_cannot_go_further_than_one_square() {
    let p = live("bbbbbbbb/8/8/8/3w4/8/8/wwwwwww1 w - 5");
    assert_eq!(
        p.play(mv("d4-d6")),
        Err(PlayError::NotAdjacent(mv("d4-d6")))
    );
    assert_eq!(
        p.play(mv("d4-e6")),
        Err(PlayError::NotAdjacent(mv("d4-e6")))
    );
}

// ---------------------------------------------------------------------------------------
// Section 4: Troikas and crowning
// ---------------------------------------------------------------------------------------

#[test]
fn the_mover_is_crowned_in_a_troika_in_every_line() {
    let crowned = effects(true, None, None);
    let cases = [
        // Horizontal: c4 d4 + e3-e4.
        (
            "bbbbbbbb/8/8/8/2ww4/4w3/8/wwwww3 w - 5",
            "e3-e4",
            "bbbbbbbb/8/8/8/2wwW3/8/8/wwwww3 b - 5",
        ),
        // Vertical: e5 e6 + e3-e4.
        (
            "bbbbbbbb/8/4w3/4w3/8/4w3/8/wwwww3 w - 5",
            "e3-e4",
            "bbbbbbbb/8/4w3/4w3/4W3/8/8/wwwww3 b - 5",
        ),
        // Diagonal: f5 g6 + e3-e4.
        (
            "bbbbbbbb/8/6w1/5w2/8/4w3/8/wwwww3 w - 5",
            "e3-e4",
            "bbbbbbbb/8/6w1/5w2/4W3/8/8/wwwww3 b - 5",
        ),
        // Anti-diagonal: d5 c6 + e3-e4.
        (
            "bbbbbbbb/8/2w5/3w4/8/4w3/8/wwwww3 w - 5",
            "e3-e4",
            "bbbbbbbb/8/2w5/3w4/4W3/8/8/wwwww3 b - 5",
        ),
        // The mover fills the middle: c4 e4 + d3-d4.
        (
            "bbbbbbbb/8/8/8/2w1w3/3w4/8/wwwww3 w - 5",
            "d3-d4",
            "bbbbbbbb/8/8/8/2wWw3/8/8/wwwww3 b - 5",
        ),
        // Black too: c5 d5 + e6-e5.
        (
            "3bbbbb/8/4b3/2bb4/8/8/8/wwwwwwww b - 5",
            "e6-e5",
            "3bbbbb/8/8/2bbB3/8/8/8/wwwwwwww w - 6",
        ),
    ];
    for (start, m, expected) in cases {
        assert_eq!(
            play(start, m),
            (expected.to_string(), crowned),
            "{m} in {start}"
        );
    }
}

#[test]
fn no_crowning_without_a_contiguous_straight_line_of_own_uncrowned_pieces() {
    let none = MoveEffects::default();
    let cases = [
        // A gap: c4 d4 _ f4.
        (
            "bbbbbbbb/8/8/8/2ww4/5w2/8/wwwww3 w - 5",
            "f3-f4",
            "bbbbbbbb/8/8/8/2ww1w2/8/8/wwwww3 b - 5",
        ),
        // Bent: c4 d4 then e5 is not a straight line.
        (
            "bbbbbbbb/8/4w3/8/2ww4/8/8/wwwww3 w - 5",
            "e6-e5",
            "bbbbbbbb/8/8/4w3/2ww4/8/8/wwwww3 b - 5",
        ),
        // An enemy piece in the line: c4 is Black.
        (
            "1bbbbbbb/8/8/8/2bw4/4w3/8/wwwwww2 w - 5",
            "e3-e4",
            "1bbbbbbb/8/8/8/2bww3/8/8/wwwwww2 b - 5",
        ),
    ];
    for (start, m, expected) in cases {
        assert_eq!(
            play(start, m),
            (expected.to_string(), none),
            "{m} in {start}"
        );
    }
}

#[test]
fn only_the_mover_is_crowned_and_a_troika_of_four_counts() {
    // c4 d4 _ f4 and e3-e4 makes a line of four: only e4 is Crowned.
    assert_eq!(
        play("bbbbbbbb/8/8/8/2ww1w2/4w3/8/wwww4 w - 5", "e3-e4"),
        (
            "bbbbbbbb/8/8/8/2wwWw2/8/8/wwww4 b - 5".to_string(),
            effects(true, None, None)
        )
    );
    // Extending an existing Troika c4 d4 e4 to four with f3-f4: only f4 is Crowned, the
    // three that already stood in a Troika stay Uncrowned.
    assert_eq!(
        play("bbbbbbbb/8/8/8/2www3/5w2/8/wwww4 w - 5", "f3-f4"),
        (
            "bbbbbbbb/8/8/8/2wwwW2/8/8/wwww4 b - 5".to_string(),
            effects(true, None, None)
        )
    );
}

#[test]
fn a_troika_standing_still_crowns_nobody() {
    // c4 d4 e4 stand in a Troika; a move elsewhere changes nothing there.
    assert_eq!(
        play("bbbbbbbb/8/8/8/2www3/8/8/wwwww3 w - 5", "a1-a2"),
        (
            "bbbbbbbb/8/8/8/2www3/8/w7/1wwww3 b - 5".to_string(),
            MoveEffects::default()
        )
    );
}

#[test]
fn crowned_pieces_do_not_count_toward_a_troika() {
    let none = MoveEffects::default();
    // W c4, w d4 + e3-e4: only two Uncrowned pieces in the line.
    assert_eq!(
        play("bbbbbbbb/8/8/8/2Ww4/4w3/8/wwwww3 w - 5", "e3-e4"),
        ("bbbbbbbb/8/8/8/2Www3/8/8/wwwww3 b - 5".to_string(), none)
    );
    // W c4, W d4 + e3-e4: not crowned either (and so no Crowned Troika).
    let (t, fx) = play("bbbbbbbb/8/8/8/2WW4/4w3/8/wwwww3 w - 5", "e3-e4");
    assert_eq!(
        (t.as_str(), fx),
        ("bbbbbbbb/8/8/8/2WWw3/8/8/wwwww3 b - 5", none)
    );
    assert_eq!(pos(&t).outcome(), None);
    // w c4, W d4 + e3-e4: the Crowned piece breaks the line.
    assert_eq!(
        play("bbbbbbbb/8/8/8/2wW4/4w3/8/wwwww3 w - 5", "e3-e4"),
        ("bbbbbbbb/8/8/8/2wWw3/8/8/wwwww3 b - 5".to_string(), none)
    );
}

#[test]
fn the_square_the_mover_left_is_empty_for_the_troika_check() {
    // d4 e4, and e4 steps on to f4: d4 _ f4 is no Troika.
    assert_eq!(
        play("bbbbbbbb/8/8/8/3ww3/8/8/wwwwww2 w - 5", "e4-f4"),
        (
            "bbbbbbbb/8/8/8/3w1w2/8/8/wwwwww2 b - 5".to_string(),
            MoveEffects::default()
        )
    );
    // The same along a diagonal: d3 e4, and e4 steps on to f5.
    assert_eq!(
        play("bbbbbbbb/8/8/8/4w3/3w4/8/wwwwww2 w - 5", "e4-f5"),
        (
            "bbbbbbbb/8/8/5w2/8/3w4/8/wwwwww2 b - 5".to_string(),
            MoveEffects::default()
        )
    );
}

#[test]
fn a_crowned_piece_that_moves_stays_crowned() {
    // A Crowned piece stepping into a line of two Uncrowned ones: it stays Crowned, nobody
    // else changes.
    assert_eq!(
        play("bbbbbbbb/8/8/8/2ww4/4W3/8/wwwww3 w - 5", "e3-e4"),
        (
            "bbbbbbbb/8/8/8/2wwW3/8/8/wwwww3 b - 5".to_string(),
            MoveEffects::default()
        )
    );
    // A Crowned piece stepping away from its line.
    assert_eq!(
        after("bbbbbbbb/8/8/8/2wwW3/8/8/wwwww3 w - 5", "e4-f5"),
        "bbbbbbbb/8/8/5W2/2ww4/8/8/wwwww3 b - 5"
    );
}

// ---------------------------------------------------------------------------------------
// Section 5: double jumps
// ---------------------------------------------------------------------------------------

/// w c3 beside Crowned d4; Crowned f4: c3 hops d4 to e5, then f4 to g3.
const UNCROWNED_JUMPER: &str = "2bbbbbb/8/8/8/3B1B2/2w5/8/wwwwwww1 w - 5";

#[test]
fn an_uncrowned_jumper_uncrowns_the_second_hopped_piece_only() {
    let p = live(UNCROWNED_JUMPER);
    assert_eq!(
        moves_from(&p, "c3"),
        list(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3xe5xg3"])
    );
    assert_eq!(jumps(&p), list(&["c3xe5xg3"]));
    let (t, fx) = play(UNCROWNED_JUMPER, "c3xe5xg3");
    // d4 (first hopped) is untouched, f4 (second) loses its crown.
    assert_eq!(t, "2bbbbbb/8/8/8/3B1b2/6w1/8/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, Some("f4"), None));
    assert_eq!(pos(&t).outcome(), None);
}

#[test]
fn jumps_are_never_compulsory() {
    let p = live(UNCROWNED_JUMPER);
    assert!(p.is_legal(mv("c3-c4")));
    assert_eq!(
        after(UNCROWNED_JUMPER, "a1-a2"),
        "2bbbbbb/8/8/8/3B1B2/2w5/w7/1wwwwww1 b - 5"
    );
}

#[test]
fn the_uncrowned_second_piece_is_captured_when_it_would_stand_in_its_own_troika() {
    // As J1, with Black Uncrowned g4 h4: f4, uncrowned, would make f4 g4 h4.
    // Black has 9 pieces, so the capture is White's second, not a win.
    let start = "3bbbbb/8/8/8/3B1Bbb/2w5/8/wwwwwww1 w - 5";
    assert_eq!(jumps(&live(start)), list(&["c3xe5xg3"]));
    let (t, fx) = play(start, "c3xe5xg3");
    assert_eq!(t, "3bbbbb/8/8/8/3B2bb/6w1/8/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, None, Some("f4")));
    assert_eq!(pos(&t).outcome(), None);
    assert_eq!(pos(&t).captures_by(Color::White), 2);
    // Along a diagonal: Black Uncrowned e3 d2 (f4 e3 d2), Black again at 9.
    let (t, fx) = play("3bbbbb/8/8/8/3B1B2/2w1b3/3b4/wwwwwww1 w - 5", "c3xe5xg3");
    assert_eq!(t, "3bbbbb/8/8/8/3B4/4b1w1/3b4/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, None, Some("f4")));
}

#[test]
fn the_capture_instead_needs_an_uncrowned_contiguous_line_of_its_own_colour() {
    let uncrowned_f4 = effects(false, Some("f4"), None);
    let cases = [
        // g4 Crowned: f4 b, g4 B, h4 b is no Troika.
        (
            "3bbbbb/8/8/8/3B1BBb/2w5/8/wwwwwww1 w - 5",
            "3bbbbb/8/8/8/3B1bBb/6w1/8/wwwwwww1 b - 5",
        ),
        // A gap: f4 _ h4 (h3 keeps Black at 9).
        (
            "3bbbbb/8/8/8/3B1B1b/2w4b/8/wwwwwww1 w - 5",
            "3bbbbb/8/8/8/3B1b1b/6wb/8/wwwwwww1 b - 5",
        ),
    ];
    for (start, expected) in cases {
        assert_eq!(
            play(start, "c3xe5xg3"),
            (expected.to_string(), uncrowned_f4),
            "{start}"
        );
    }
    // Pieces of the jumper's colour do not make a Troika for the hopped piece: White g4 h4
    // beside f4 (White has fillers a1-e1, Black is at 8).
    let (t, fx) = play("2bbbbbb/8/8/8/3B1Bww/2w5/8/wwwww3 w - 5", "c3xe5xg3");
    assert_eq!(t, "2bbbbbb/8/8/8/3B1bww/6w1/8/wwwww3 b - 5");
    assert_eq!(fx, effects(false, Some("f4"), None));
}

#[test]
fn a_crowned_jumper_captures_the_second_hopped_piece_only() {
    // W c3, Uncrowned d4 and f4; Black has 9 pieces.
    let start = "1bbbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5";
    let p = live(start);
    assert_eq!(
        moves_from(&p, "c3"),
        list(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3xe5xg3"])
    );
    let (t, fx) = play(start, "c3xe5xg3");
    // d4 untouched, f4 captured, the jumper stays Crowned.
    assert_eq!(t, "1bbbbbbb/8/8/8/3b4/6W1/8/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, None, Some("f4")));
    assert_eq!(pos(&t).outcome(), None);
}

#[test]
fn the_second_hop_may_turn_any_way_but_straight_back() {
    // b4 hops Crowned c4 east to d4; from d4 the Crowned pieces d5 (N), e4 (E), e3 (SE) and
    // c3 (SW) can be hopped, c4 (W) only straight back. d3 is Uncrowned: no hop over it.
    // b4 may also hop c3 first (to d2) and then e3 (NE) to f4: same origin and final
    // landing as b4xd4xf4, but a different jump.
    let start = "6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5";
    let p = live(start);
    assert_eq!(
        jumps(&p),
        list(&["b4xd2xf4", "b4xd4xb2", "b4xd4xd6", "b4xd4xf2", "b4xd4xf4"])
    );
    assert!(!p.is_legal(mv("b4xd4xb4")));
    assert!(!p.is_legal(mv("b4xd4xd2")));
    // b4xd4xf4 uncrowns e4; b4xd2xf4 uncrowns e3 (c3 B, d3 b, e3 b: the Crowned c3 does not
    // make a Troika, so e3 is not captured).
    assert_eq!(
        play(start, "b4xd4xf4"),
        (
            "6bb/8/8/3B4/2B1bw2/2BbB3/8/wwwwwww1 b - 5".to_string(),
            effects(false, Some("e4"), None)
        )
    );
    assert_eq!(
        play(start, "b4xd2xf4"),
        (
            "6bb/8/8/3B4/2B1Bw2/2Bbb3/8/wwwwwww1 b - 5".to_string(),
            effects(false, Some("e3"), None)
        )
    );
    assert_eq!(
        play(start, "b4xd4xd6"),
        (
            "6bb/8/3w4/3b4/2B1B3/2BbB3/8/wwwwwww1 b - 5".to_string(),
            effects(false, Some("d5"), None)
        )
    );
    assert_eq!(
        play(start, "b4xd4xb2"),
        (
            "6bb/8/8/3B4/2B1B3/2bbB3/1w6/wwwwwww1 b - 5".to_string(),
            effects(false, Some("c3"), None)
        )
    );
}

#[test]
fn no_straight_back_second_hop() {
    // w c3 and Crowned d4 only (the other Black pieces are far): from e5 the only hop would
    // go back over d4 to the (now empty) c3.
    let start = "bbbbbbbb/8/8/8/3B4/2w5/8/wwwwwww1 w - 5";
    let p = live(start);
    assert_eq!(jumps(&p), Vec::<String>::new());
    assert_eq!(
        moves_from(&p, "c3"),
        list(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3"])
    );
    assert_eq!(
        p.play(mv("c3xe5xc3")),
        Err(PlayError::IllegalJump {
            mv: mv("c3xe5xc3"),
            why: JumpProblem::StraightBack
        })
    );
}

#[test]
fn a_first_hop_without_a_second_is_not_offered() {
    // Crowned d4 and f5, but the second hop over f5 would land on g5, which is occupied;
    // and d4 is the only piece next to c3.
    let blocked = live("1bbbbbbb/8/8/5Bw1/3B4/2w5/8/wwwwww2 w - 5");
    assert_eq!(jumps(&blocked), Vec::<String>::new());
    // Control: with g5 empty the jump is there.
    let open = live("1bbbbbbb/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5");
    assert_eq!(jumps(&open), list(&["c3xe5xg5"]));
    // A hop may not leave the board: e3 hops Crowned f4 to g5, but beyond the Crowned h5
    // there is no square.
    let edge = live("2bbbbbb/8/8/7B/5B2/4w3/8/wwwwwww1 w - 5");
    assert_eq!(jumps(&edge), Vec::<String>::new());
    // Control: with the second piece on g6 instead, e3xg5xg7 is there.
    let inside = live("2bbbbbb/8/6B1/8/5B2/4w3/8/wwwwwww1 w - 5");
    assert_eq!(jumps(&inside), list(&["e3xg5xg7"]));
    // The same for a first hop: b3 beside Crowned a4.
    let first = live("1bbbbbbb/8/8/8/B7/1w6/8/wwwwwww1 w - 5");
    assert_eq!(jumps(&first), Vec::<String>::new());
    // Moves are either steps or double jumps: a single hop has no notation at all.
    assert!("c3xe5".parse::<Move>().is_err());
}

#[test]
fn there_is_never_a_third_hop() {
    // a3 hops b4 (NE) to c5, d4 (SE) to e3; from e3 it could hop f4 (NE) to g5, but the
    // move ends after two hops.
    let start = "3bbbbb/8/8/8/1B1B1B2/w7/8/wwwwwww1 w - 5";
    let p = live(start);
    assert_eq!(jumps(&p), list(&["a3xc5xe3"]));
    let (t, fx) = play(start, "a3xc5xe3");
    assert_eq!(t, "3bbbbb/8/8/8/1B1b1B2/4w3/8/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, Some("d4"), None));
    assert_eq!(pos(&t).turn(), Color::Black);
}

#[test]
fn crowned_hops_only_uncrowned_and_uncrowned_hops_only_crowned() {
    // Every pairing of the jumper on c3 with the pieces it would hop, d4 then f4.
    let cases = [
        ("W", "b", "b", true),  // Crowned over Uncrowned, Uncrowned: yes
        ("w", "B", "B", true),  // Uncrowned over Crowned, Crowned: yes
        ("W", "B", "B", false), // Crowned over Crowned: no
        ("w", "b", "b", false), // Uncrowned over Uncrowned: no
        ("W", "b", "B", false), // mixed pairs: no
        ("W", "B", "b", false),
        ("w", "B", "b", false),
        ("w", "b", "B", false),
    ];
    for (jumper, d4, f4, allowed) in cases {
        let t = format!("1bbbbbbb/8/8/8/3{d4}1{f4}2/2{jumper}5/8/wwwwwww1 w - 5");
        let p = live(&t);
        let expected = if allowed {
            list(&["c3xe5xg3"])
        } else {
            Vec::new()
        };
        assert_eq!(jumps(&p), expected, "{t}");
        if !allowed {
            let why = if jumper == "W" {
                JumpProblem::CrownedHopsCrowned
            } else {
                JumpProblem::UncrownedHopsUncrowned
            };
            assert_eq!(
                p.play(mv("c3xe5xg3")),
                Err(PlayError::IllegalJump {
                    mv: mv("c3xe5xg3"),
                    why
                }),
                "{t}"
            );
        }
    }
}

#[test]
fn a_hop_goes_over_an_adjacent_enemy_onto_an_empty_square() {
    // Own pieces cannot be hopped: W d4 is White.
    let own = live("1bbbbbbb/8/8/8/3W1B2/2w5/8/wwwwww2 w - 5");
    assert_eq!(jumps(&own), Vec::<String>::new());
    // The landing square must be empty: e5 holds a White piece.
    let landing = live("2bbbbbb/8/8/4w3/3B1B2/2w5/8/wwwwww2 w - 5");
    assert_eq!(jumps(&landing), Vec::<String>::new());
    // The hopped piece must be adjacent: c3 with Crowned e5 and g5 two squares off.
    let far = live("2bbbbbb/8/8/4B1B1/8/2w5/8/wwwwwww1 w - 5");
    assert_eq!(jumps(&far), Vec::<String>::new());
}

#[test]
fn an_uncrowned_jumper_is_crowned_when_it_lands_in_a_troika() {
    // c3xe5xg3 lands between f3 and h3: g3 is Crowned, f3 and h3 stay Uncrowned, and f4
    // (second hopped) loses its crown.
    let (t, fx) = play("2bbbbbb/8/8/8/3B1B2/2w2w1w/8/wwwww3 w - 5", "c3xe5xg3");
    assert_eq!(t, "2bbbbbb/8/8/8/3B1b2/5wWw/8/wwwww3 b - 5");
    assert_eq!(fx, effects(true, Some("f4"), None));
}

#[test]
fn the_jumpers_starting_square_is_empty_during_every_check() {
    // c3 hops d4 (NE) to e5 and e4 (S) to e3. c3 d3 e3 would be a Troika if c3 still
    // counted; it does not, so e3 stays Uncrowned.
    let start = "2bbbbbb/8/8/8/3BB3/2ww4/8/wwwwww2 w - 5";
    let p = live(start);
    assert_eq!(jumps(&p), list(&["c3xe5xe3", "d3xd5xf3"]));
    assert_eq!(
        play(start, "c3xe5xe3"),
        (
            "2bbbbbb/8/8/8/3Bb3/3ww3/8/wwwwww2 b - 5".to_string(),
            effects(false, Some("e4"), None)
        )
    );
}

// ---------------------------------------------------------------------------------------
// Section 6: end of the game
// ---------------------------------------------------------------------------------------

#[test]
fn the_third_capture_wins() {
    // Black has 8 pieces (White has captured 2); the Crowned c3 captures f4.
    let start = "2bbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5";
    assert_eq!(pos(start).outcome(), None);
    let (t, fx) = play(start, "c3xe5xg3");
    assert_eq!(t, "2bbbbbb/8/8/8/3b4/6W1/8/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, None, Some("f4")));
    let p = pos(&t);
    let win = Outcome::Win {
        winner: Color::White,
        reason: WinReason::ThreeCaptures,
    };
    assert_eq!(p.outcome(), Some(win));
    assert_eq!(p.winner(), Some((Color::White, WinReason::ThreeCaptures)));
    assert_eq!(legal(&p), Vec::<String>::new());
    assert_eq!(win.result_text(), "1-0");
    // Black wins the same way: the Crowned c6 captures f5, White drops to 7.
    let (t, _) = play("wwwwww2/8/2B5/3w1w2/8/8/8/1bbbbbbb b - 5", "c6xe4xg6");
    assert_eq!(t, "wwwwww2/8/6B1/3w4/8/8/8/1bbbbbbb w - 6");
    assert_eq!(
        pos(&t).outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ThreeCaptures
        })
    );
}

#[test]
fn a_capture_instead_of_uncrowning_can_be_the_third() {
    // Black at 8: c3 (Uncrowned) hops d4 and f4; f4 would stand in f4 g4 h4: captured.
    let (t, fx) = play("4bbbb/8/8/8/3B1Bbb/2w5/8/wwwwwww1 w - 5", "c3xe5xg3");
    assert_eq!(t, "4bbbb/8/8/8/3B2bb/6w1/8/wwwwwww1 b - 5");
    assert_eq!(fx, effects(false, None, Some("f4")));
    assert_eq!(
        pos(&t).outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::ThreeCaptures
        })
    );
}

#[test]
fn set_up_captured_count_is_ten_minus_pieces_on_the_board() {
    // Black has 7 pieces: White has captured three and has won, even with White to move.
    let p = pos("1bbbbbbb/8/8/8/8/8/8/wwwwwwww w - 5");
    assert_eq!(p.captures_by(Color::White), 3);
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::ThreeCaptures
        })
    );
    assert!(p.legal_moves().is_empty());
    // With 8 each the game goes on.
    let p = pos("bbbbbbbb/8/8/8/8/8/8/wwwwwwww w - 5");
    assert_eq!(p.captures_by(Color::White), 2);
    assert_eq!(p.outcome(), None);
}

#[test]
fn a_crowned_troika_wins() {
    let troika = |winner| {
        Some(Outcome::Win {
            winner,
            reason: WinReason::CrownedTroika,
        })
    };
    // W c4 W d4 and W e3-e4.
    let t = after("bbbbbbbb/8/8/8/2WW4/4W3/8/wwwww3 w - 5", "e3-e4");
    assert_eq!(t, "bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5");
    assert_eq!(pos(&t).outcome(), troika(Color::White));
    assert!(pos(&t).legal_moves().is_empty());
    // An Uncrowned mover crowned by an Uncrowned Troika (e4 e5 e6) completes the Crowned
    // line c4 d4 e4.
    let (t, fx) = play("bbbbbbbb/8/4w3/4w3/2WW4/4w3/8/www5 w - 5", "e3-e4");
    assert_eq!(t, "bbbbbbbb/8/4w3/4w3/2WWW3/8/8/www5 b - 5");
    assert!(fx.crowned);
    assert_eq!(pos(&t).outcome(), troika(Color::White));
    // Black, on a diagonal: B c6 d5 and B f3-e4.
    let t = after("3bbbbb/8/2B5/3B4/8/5B2/8/wwwwwwww b - 5", "f3-e4");
    assert_eq!(t, "3bbbbb/8/2B5/3B4/4B3/8/8/wwwwwwww w - 6");
    assert_eq!(pos(&t).outcome(), troika(Color::Black));
    assert_eq!(troika(Color::Black).unwrap().result_text(), "0-1");
    // Not contiguous: W c4 W d4 _ W f4 is no Troika; closing the gap wins.
    let gap = "bbbbbbbb/8/8/8/2WW1W2/8/8/wwwww3 w - 5";
    assert_eq!(pos(gap).outcome(), None);
    let t = after(gap, "f4-e4");
    assert_eq!(t, "bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5");
    assert_eq!(pos(&t).outcome(), troika(Color::White));
}

#[test]
fn three_captures_is_checked_before_the_crowned_troika() {
    // The Crowned c3 captures Black's third piece (f4) and lands on g3 beside W g4 g5:
    // both conditions hold; condition 1 comes first.
    let (t, fx) = play("2bbbbbb/8/8/6W1/3b1bW1/2W5/8/wwwww3 w - 5", "c3xe5xg3");
    assert_eq!(t, "2bbbbbb/8/8/6W1/3b2W1/6W1/8/wwwww3 b - 5");
    assert_eq!(fx, effects(false, None, Some("f4")));
    assert_eq!(
        pos(&t).outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::ThreeCaptures
        })
    );
}

#[test]
fn no_legal_move_is_a_draw() {
    // Black's eight pieces fill a8-d8 and a7-d7, walled in by White. d6 is Crowned: d7 (or
    // c7) could hop it, but no second hop follows, so there is no jump either.
    let t = "bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10";
    let p = pos(t);
    assert_eq!(legal(&p), Vec::<String>::new());
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::NoMoves)));
    assert_eq!(Outcome::Draw(DrawReason::NoMoves).result_text(), "1/2-1/2");
    let mut g = Game::new(p);
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::NoMoves)));
    assert_eq!(
        g.play(mv("d7-d6")),
        Err(PlayError::GameOver(Outcome::Draw(DrawReason::NoMoves)))
    );
    assert_eq!(g.ply(), 0);
    // With White to move the same board is no draw.
    assert_eq!(
        pos("bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w w - 10").outcome(),
        None
    );
}

#[test]
fn a_won_position_has_no_legal_moves() {
    // Black to move, but White already has a Crowned Troika.
    let p = pos("bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5");
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_moves(), 0);
    assert_eq!(p.perft(1), 0);
    let win = Outcome::Win {
        winner: Color::White,
        reason: WinReason::CrownedTroika,
    };
    // Its result is the win, not a draw for want of moves.
    assert_eq!(p.outcome(), Some(win));
    assert_eq!(p.play(mv("a8-a7")), Err(PlayError::GameOver(win)));
    let mut g = Game::new(p);
    assert_eq!(g.outcome(), Some(win));
    assert_eq!(g.play(mv("a8-a7")), Err(PlayError::GameOver(win)));
    assert!(g.legal_moves().is_empty());
}

/// The shuffle a6-a7 a5-b4 a7-a6 b4-a5, twice: the start position occurs again after 4 and
/// 8 plies. After ply 5 (a6-a7 again) the board and side equal those after ply 1, but the
/// binding does not (a7 then, none now), so that is not a repetition.
const SHUFFLE: [&str; 8] = [
    "a6-a7", "a5-b4", "a7-a6", "b4-a5", "a6-a7", "a5-b4", "a7-a6", "b4-a5",
];

#[test]
fn threefold_repetition_draws() {
    let mut g = Game::default();
    let expected_reps = [1, 1, 1, 1, 2, 1, 1, 2, 3];
    assert_eq!(g.repetitions(), expected_reps[0]);
    for (i, m) in SHUFFLE.iter().enumerate() {
        assert_eq!(g.outcome(), None, "before ply {}", i + 1);
        g.play(mv(m)).unwrap();
        assert_eq!(g.repetitions(), expected_reps[i + 1], "after ply {}", i + 1);
    }
    assert_eq!(
        to_tcn(g.position()),
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 5"
    );
    assert!(g.position().same_for_repetition(&Position::start()));
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(g.legal_moves().is_empty());
    // The board itself is not finished: the draw is the game's.
    assert_eq!(g.position().outcome(), None);
    assert_eq!(
        g.play(mv("a6-a7")),
        Err(PlayError::GameOver(Outcome::Draw(DrawReason::Repetition)))
    );
    assert_eq!(g.ply(), 8);
}

#[test]
fn repetition_counts_the_binding() {
    // Ply 1 and ply 5 have the same board and side but a different binding.
    let p1 = Position::start().play(mv("a6-a7")).unwrap();
    let mut g = Game::default();
    for m in &SHUFFLE[..5] {
        g.play(mv(m)).unwrap();
    }
    let p5 = *g.position();
    assert_eq!(to_tcn(&p1), "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1");
    assert_eq!(to_tcn(&p5), "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b - 3");
    assert!(!p1.same_for_repetition(&p5));
    assert_ne!(p1.zobrist(), p5.zobrist());
    assert_eq!(g.repetitions(), 1);
    // With the rule off the game goes on; after ply 9 (a6-a7 a third time) the position has
    // occurred twice, not three times, because ply 1 had the binding.
    let mut g = Game::default();
    g.set_repetition_rule(false);
    for m in SHUFFLE.iter().chain(["a6-a7"].iter()) {
        g.play(mv(m)).unwrap();
    }
    assert_eq!(g.repetitions(), 2);
    // The two occurrences are at moves 3 and 5: the move number does not count.
    assert_eq!(
        to_tcn(g.position()),
        "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b - 5"
    );
}

#[test]
fn repetition_rule_off_means_no_repetition_draw() {
    let mut g = Game::default();
    g.set_repetition_rule(false);
    for m in SHUFFLE.iter().chain(SHUFFLE.iter()) {
        g.play(mv(m)).unwrap();
    }
    assert_eq!(g.repetitions(), 5);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves().len(), 32);
    // Switching it on makes the game drawn at once.
    g.set_repetition_rule(true);
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

// ---------------------------------------------------------------------------------------
// Illegal moves
// ---------------------------------------------------------------------------------------

#[test]
fn illegal_moves_are_refused_with_the_right_error_and_change_nothing() {
    let start = Position::start();
    let cases = [
        ("d4-d5", PlayError::EmptyOrigin(sq("d4"))),
        (
            "a5-a6",
            PlayError::NotYourPiece {
                square: sq("a5"),
                to_move: Color::White,
            },
        ),
        ("a4-a5", PlayError::Occupied(sq("a5"))),
        ("a6-a8", PlayError::NotAdjacent(mv("a6-a8"))),
    ];
    let mut g = Game::default();
    for (m, e) in cases {
        assert_eq!(start.play(mv(m)), Err(e.clone()), "{m}");
        assert_eq!(g.play(mv(m)), Err(e), "{m}");
        assert_eq!(g.ply(), 0);
        assert_eq!(*g.position(), start);
        assert_eq!(g.hash(), start.zobrist());
    }
    // Jump shapes that are not two-square hops, or hop nothing.
    // a4 hops the Uncrowned a5: an Uncrowned piece hops only Crowned ones.
    assert_eq!(
        start.play(mv("a4xa6xa8")),
        Err(PlayError::IllegalJump {
            mv: mv("a4xa6xa8"),
            why: JumpProblem::UncrownedHopsUncrowned
        })
    );
    assert_eq!(
        start.play(mv("a6xb6xc6")),
        Err(PlayError::IllegalJump {
            mv: mv("a6xb6xc6"),
            why: JumpProblem::HopShape
        })
    );
    // Mid-game: a refused move leaves the history and the position alone.
    g.play(mv("a6-a7")).unwrap();
    g.play(mv("a5-b4")).unwrap();
    let before = *g.position();
    assert!(g.play(mv("h6-g7")).is_err());
    assert!(g.play(mv("b4-c5")).is_err());
    assert_eq!(g.ply(), 2);
    assert_eq!(*g.position(), before);
    assert_eq!(g.move_list(), vec![mv("a6-a7"), mv("a5-b4")]);
}
