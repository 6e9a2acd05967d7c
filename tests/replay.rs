//! One replay policy for every way a list of moves enters: the engine's `position …
//! moves`, share links and records replay the moves without the repetition rule, then set
//! it (RULES.md section 6, the house rule; the rules page states this choice). So the
//! same moves load, and end the same way, through each entry.

use three_crowns::engine::Engine;
use three_crowns::ui::share::{parse_fragment, ShareError};
use three_crowns::{
    parse_record, replay, DrawReason, Outcome, PlayError, Position, RecordError, ReplayProblem,
};

/// a6-a7 a5-b4 a7-a6 b4-a5 brings back the start: twice over, the start stands for the
/// third time at ply 8 (a draw with the rule on).
const SHUFFLE: [&str; 4] = ["a6-a7", "a5-b4", "a7-a6", "b4-a5"];

fn moves(extra: &[&str]) -> Vec<String> {
    SHUFFLE
        .iter()
        .chain(&SHUFFLE)
        .chain(extra)
        .map(|s| s.to_string())
        .collect()
}

/// What each entry makes of `moves` with the rule `on` or off: the engine's `d` result
/// line, and the outcome of the link's and the record's games.
fn through_each_entry(moves: &[String], on: bool) -> (String, Option<Outcome>, Option<Outcome>) {
    let rule = if on { "on" } else { "off" };
    let mut engine = Engine::new();
    let (reply, _) = engine.handle(&format!("setoption name repetition value {rule}"));
    assert!(reply.is_empty(), "{reply:?}");
    let (reply, _) = engine.handle(&format!("position startpos moves {}", moves.join(" ")));
    assert!(reply.is_empty(), "the engine refused the moves: {reply:?}");
    let (d, _) = engine.handle("d");
    let link = parse_fragment(&format!("#moves={}&rep={rule}", moves.join(",")))
        .expect("the link loads")
        .expect("the link names a game");
    assert_eq!(link.ply(), moves.len());
    let record = format!(
        "[Result \"*\"]\n[Repetition \"{rule}\"]\n\n{} *",
        moves.join(" ")
    );
    let rec = parse_record(&record).expect("the record loads");
    assert_eq!(rec.game.ply(), moves.len());
    (d[1].clone(), link.outcome(), rec.game.outcome())
}

#[test]
fn a_repetition_draw_at_the_end_is_the_same_draw_through_each_entry() {
    let draw = Some(Outcome::Draw(DrawReason::Repetition));
    let (engine, link, record) = through_each_entry(&moves(&[]), true);
    assert_eq!(engine, "result 1/2-1/2 repetition");
    assert_eq!((link, record), (draw, draw));
    let (engine, link, record) = through_each_entry(&moves(&[]), false);
    assert_eq!(engine, "result * none");
    assert_eq!((link, record), (None, None));
}

#[test]
fn moves_past_a_repetition_draw_load_the_same_through_each_entry() {
    // Played on with the rule off past the third repetition: every entry loads all the
    // moves, with the rule on or off, and the game goes on.
    for on in [true, false] {
        let (engine, link, record) = through_each_entry(&moves(&["h6-h7"]), on);
        assert_eq!(engine, "result * none", "rule {on}");
        assert_eq!((link, record), (None, None), "rule {on}");
    }
}

#[test]
fn an_unknown_repetition_value_is_refused_by_each_entry() {
    let mut engine = Engine::new();
    let (reply, _) = engine.handle("setoption name repetition value maybe");
    assert_eq!(reply.len(), 1);
    assert!(reply[0].starts_with("error "), "{reply:?}");
    assert!(parse_fragment("#moves=a6-a7&rep=maybe").is_err());
    assert!(parse_record("[Result \"*\"]\n[Repetition \"maybe\"]\n\n1. a6-a7 *").is_err());
}

#[test]
fn a_bad_move_is_the_same_error_through_each_entry() {
    // An illegal move (the second-turn rule) and an unreadable one, each in the middle.
    let cases: [([&str; 4], usize); 2] = [
        (["a6-a7", "a5-b4", "h6-h7", "b4-b3"], 2),
        (["a6-a7", "zz", "a7-b7", "b4-a5"], 1),
    ];
    for (list, index) in cases {
        let expected = replay(Position::start(), list, true).unwrap_err();
        assert_eq!(expected.index, index, "{list:?}");
        assert_eq!(expected.text, list[index]);
        let mut engine = Engine::new();
        let (reply, _) = engine.handle(&format!("position startpos moves {}", list.join(" ")));
        assert_eq!(reply, vec![format!("error {expected}")]);
        match parse_fragment(&format!("#moves={}", list.join(","))) {
            Err(ShareError::Move(e)) => assert_eq!(e, expected),
            other => panic!("{list:?}: the link gave {other:?}"),
        }
        let record = format!(
            "[Result \"*\"]\n\n1. {} {} 2. {} {} *",
            list[0], list[1], list[2], list[3]
        );
        match parse_record(&record) {
            Err(RecordError::Move { error, .. }) => assert_eq!(error, expected),
            other => panic!("{list:?}: the record gave {other:?}"),
        }
    }
    let illegal = replay(Position::start(), ["a6-a7", "a5-b4", "h6-h7"], true).unwrap_err();
    assert!(matches!(
        illegal.problem,
        ReplayProblem::Illegal(PlayError::BoundPiece { .. })
    ));
}
