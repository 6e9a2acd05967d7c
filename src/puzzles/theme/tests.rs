//! The themes' ids, and each theme's tagger on hand-made positions (TCN, RULES.md section
//! 8) with the lines a solver would play there, and on proved puzzles for the depth.

use super::{tag, Theme};
use crate::position::Position;
use crate::puzzles::prove;
use crate::search::movegen::opponent_threatens_win;
use crate::tcn::parse_tcn;
use crate::types::Move;

use Theme::*;

fn pos(tcn: &str) -> Position {
    parse_tcn(tcn).unwrap_or_else(|e| panic!("{tcn}: {e}"))
}

/// The line's moves, each checked legal where it stands; the themes of the line.
fn tags(tcn: &str, line: &str) -> Vec<Theme> {
    let p = pos(tcn);
    let moves: Vec<Move> = line.split(' ').map(|m| m.parse().unwrap()).collect();
    let mut q = p;
    for &mv in &moves {
        q = q
            .play(mv)
            .unwrap_or_else(|e| panic!("{mv} in {tcn}: {e:?}"));
    }
    tag(&p, &moves)
}

/// White (two captures made, as Black has 8 pieces) brings its Crowned c2 next to two
/// Uncrowned Black pieces and double-jumps them: the second hopped, e6, is the third
/// capture.
const THIRD_CAPTURE: &str = "bwb2b1b/8/w3b2w/8/w2b3w/7b/2W5/w5bw w - 20";

/// White's Uncrowned c2 double-jumps Black's Crowned c3 and c5 (c5 loses its crown) and
/// lands on c6; from there c6-c7 makes the Troika c7-d7-e7, crowning c7, which completes
/// the Crowned Troika a7-b7-c7.
const UNCROWNING: &str = "b4b1b/WW1ww3/8/2B5/7w/b1B4b/2w5/w5bw w - 20";

/// Black's Crowned a4 threatens a4xc6xe8, hopping b5 and d7: its third capture. White's
/// b5-c6 meets it (b5 leaves, c6 is taken) and threatens c6-c7, the Crowned Troika.
const DEFENDING: &str = "b4b1b/WW1ww3/8/1w6/B6w/4b2b/5b2/w5bw w - 20";
/// The same without the threat: Black's Crowned piece stands on a3, hopping nothing.
const NO_THREAT: &str = "b4b1b/WW1ww3/8/1w6/7w/B3b2b/5b2/w5bw w - 20";
/// [`DEFENDING`] at White's second turn, its first move having been made with b5: b5
/// must move again (the second-turn rule).
const BOUND: &str = "b4b1b/WW1ww3/8/1w6/B6w/4b2b/5b2/w5bw w b5 2";

#[test]
fn a_double_jump_onto_the_third_capture() {
    assert_eq!(
        tags(THIRD_CAPTURE, "c2-c3 h8-h7 c3xe5xe7"),
        [ThirdCapture, DoubleJump, QuietFirstMove, WinIn2]
    );
}

#[test]
fn an_uncrowning_jump_then_a_crowning_step_onto_the_crowned_troika() {
    let p = pos(UNCROWNING);
    let after = p.play("c2xc4xc6".parse().unwrap()).unwrap();
    assert_eq!(
        after.piece_at("c5".parse().unwrap()).map(|q| q.crowned),
        Some(false)
    );
    assert_eq!(
        tags(UNCROWNING, "c2xc4xc6 h8-g7 c6-c7"),
        [CrownedTroika, Uncrowning, DoubleJump, Crowning, WinIn2]
    );
}

#[test]
fn meeting_a_threat_to_win_at_once_is_defending() {
    // Were it Black's turn, a4xc6xe8 would win; in NO_THREAT nothing would.
    assert!(opponent_threatens_win(&pos(DEFENDING)));
    assert!(!opponent_threatens_win(&pos(NO_THREAT)));
    assert_eq!(
        tags(DEFENDING, "b5-c6 h8-h7 c6-c7"),
        [CrownedTroika, Defending, Crowning, QuietFirstMove, WinIn2]
    );
    // The same moves with no threat to meet.
    assert_eq!(
        tags(NO_THREAT, "b5-c6 h8-h7 c6-c7"),
        [CrownedTroika, Crowning, QuietFirstMove, WinIn2]
    );
}

#[test]
fn a_threat_left_standing_by_the_winning_move_is_not_defending() {
    // Black threatens h3-h2, the Crowned Troika f2-g2-h2; White wins first with c6-c7.
    let tcn = "b4b1b/WW1ww3/2w5/1w6/B6w/4b2B/5BB1/w5bw w - 20";
    assert!(opponent_threatens_win(&pos(tcn)));
    assert_eq!(tags(tcn, "c6-c7"), [CrownedTroika, Crowning]);
}

#[test]
fn a_move_bound_by_the_second_turn_rule() {
    // Only b5 may move: h4-g5 is refused.
    let p = pos(BOUND);
    assert!(p.play("h4-g5".parse().unwrap()).is_err());
    assert_eq!(
        tags(BOUND, "b5-c6 h8-h7 c6-c7"),
        [
            CrownedTroika,
            Defending,
            SecondTurn,
            Crowning,
            QuietFirstMove,
            WinIn2
        ]
    );
    // Black to move just after White's first move: White's next move would be bound,
    // but Black wins before it (a4xc6xe8, the third capture), so the rule never binds.
    let black = "b4b1b/WW1ww3/8/1w6/B6w/4b2b/5b2/w5bw b b5 1";
    assert_eq!(tags(black, "a4xc6xe8"), [ThirdCapture, DoubleJump]);
}

#[test]
fn the_depth_is_the_solvers_moves_to_the_win() {
    // Proved puzzles: Black wins in 5 plies (the tactical suite's), White in 7 (the set's).
    for (tcn, depth) in [
        (
            "1w6/1b2B1b1/w4bw1/b4b1W/6wB/wb4b1/1ww1w3/1b2W3 b - 13",
            WinIn3,
        ),
        (
            "1w4w1/1b1b1bbB/6w1/8/1BB1W3/w1Wb3b/1w4w1/2W3bw w - 17",
            WinIn4,
        ),
    ] {
        let p = pos(tcn);
        let proof = prove(&p, 7).expect("a puzzle");
        let themes = tag(&p, &proof.line);
        assert!(themes.contains(&depth), "{tcn}: {themes:?}");
        let depths: Vec<_> = themes.iter().filter(|t| t.moves().is_some()).collect();
        assert_eq!(depths, [&depth]);
        assert_eq!(depth.moves(), Some(proof.plies.div_ceil(2)));
    }
    // A single winning move has no depth theme (a puzzle is never a win in one).
    assert_eq!(Theme::win_in(1), None);
    assert_eq!(Theme::win_in(5), None);
    assert_eq!(tag(&Position::start(), &[]), []);
}

#[test]
fn ids_are_stable_and_read_back() {
    let ids: Vec<&str> = Theme::ALL.iter().map(|t| t.id()).collect();
    assert_eq!(
        ids,
        [
            "third-capture",
            "crowned-troika",
            "uncrowning",
            "double-jump",
            "defending",
            "second-turn",
            "crowning",
            "quiet-first-move",
            "win-in-2",
            "win-in-3",
            "win-in-4",
        ]
    );
    for t in Theme::ALL {
        assert_eq!(Theme::from_id(t.id()), Some(t));
    }
    assert_eq!(Theme::from_id("win-in-1"), None);
    assert_eq!(Theme::from_id(""), None);
    // `ALL` is in the order `tag` sorts by.
    let mut sorted = Theme::ALL;
    sorted.sort_unstable();
    assert_eq!(sorted, Theme::ALL);
}

#[test]
fn the_headline_is_the_rarest_skill() {
    assert_eq!(
        Theme::headline(&[CrownedTroika, DoubleJump, Crowning, WinIn3]),
        Some(DoubleJump)
    );
    assert_eq!(
        Theme::headline(&[CrownedTroika, Crowning, WinIn2]),
        Some(Crowning)
    );
    assert_eq!(
        Theme::headline(&[ThirdCapture, Uncrowning, Defending]),
        Some(Uncrowning)
    );
    assert_eq!(Theme::headline(&[WinIn4]), Some(WinIn4));
    assert_eq!(Theme::headline(&[]), None);
}
