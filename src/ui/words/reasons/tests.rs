//! Every reason, in every language: a clause with its variables filled in, said from the
//! language's own catalogue.

use super::*;
use crate::position::{JumpProblem, Outcome, WinReason};
use crate::types::{Color, Square};
use crate::ui::error::PageError;
use crate::ui::lang::{catalogue_source, LANGUAGES};

/// One of each reason the page can give, by name.
fn samples() -> Vec<(&'static str, Box<dyn Reason>)> {
    let replay = |problem| ReplayError {
        index: 2,
        text: "c3xe5xg5".into(),
        problem,
    };
    let unreadable = ReplayProblem::Unreadable(MoveTextProblem::Square);
    let illegal = ReplayProblem::Illegal(PlayError::Occupied(Square::C4));
    let moved = |problem| RecordError::Move {
        number: 3,
        color: Color::Black,
        error: replay(problem),
    };
    let v: Vec<(&'static str, Box<dyn Reason>)> = vec![
        ("browser", Box::new("NetworkError".to_owned())),
        ("move-shape", Box::new(MoveTextProblem::Shape)),
        (
            "not-a-move",
            Box::new("z9-a1".parse::<crate::types::Move>().unwrap_err()),
        ),
        (
            "game-over",
            Box::new(PlayError::GameOver(Outcome::Win {
                winner: Color::White,
                reason: WinReason::CrownedTroika,
            })),
        ),
        ("empty", Box::new(PlayError::EmptyOrigin(Square::A1))),
        (
            "not-yours",
            Box::new(PlayError::NotYourPiece {
                square: Square::A1,
                to_move: Color::Black,
            }),
        ),
        (
            "bound",
            Box::new(PlayError::BoundPiece { bound: Square::D5 }),
        ),
        (
            "not-adjacent",
            Box::new(PlayError::NotAdjacent("a6-a8".parse().unwrap())),
        ),
        (
            "illegal-jump",
            Box::new(PlayError::IllegalJump {
                mv: "c3xe5xg5".parse().unwrap(),
                why: JumpProblem::OwnPiece,
            }),
        ),
        ("list-unreadable", Box::new(replay(unreadable.clone()))),
        ("list-illegal", Box::new(replay(illegal.clone()))),
        ("overlap", Box::new(PositionError::Overlap(Square::B2))),
        (
            "crown-on-empty",
            Box::new(PositionError::CrownOnEmptySquare(Square::B2)),
        ),
        ("move-number-zero", Box::new(PositionError::MoveNumberZero)),
        (
            "binding-not-white",
            Box::new(PositionError::BindingNotWhite(Square::B2)),
        ),
        (
            "binding-out-of-turn",
            Box::new(PositionError::BindingOutOfTurn {
                square: Square::B2,
                side: Color::White,
                number: 5,
            }),
        ),
        (
            "too-many-pieces",
            Box::new(PositionError::TooManyPieces {
                color: Color::Black,
                count: 11,
            }),
        ),
        ("both-winning", Box::new(PositionError::BothWinning)),
        ("tcn-empty", Box::new(TcnError::Empty)),
        ("tcn-fields", Box::new(TcnError::FieldCount(1))),
        ("tcn-ranks", Box::new(TcnError::RankCount(5))),
        (
            "tcn-rank-width",
            Box::new(TcnError::RankWidth { rank: 3, width: 2 }),
        ),
        (
            "tcn-char",
            Box::new(TcnError::UnknownChar {
                rank: 4,
                found: 'x',
            }),
        ),
        ("tcn-side", Box::new(TcnError::Side("x".into()))),
        (
            "tcn-binding",
            Box::new(TcnError::BindingSquare("z9".into())),
        ),
        ("tcn-number", Box::new(TcnError::MoveNumber("0x".into()))),
        (
            "tcn-invalid",
            Box::new(TcnError::Invalid(PositionError::BothWinning)),
        ),
        (
            "record-tag",
            Box::new(RecordError::BadTag {
                line: 2,
                text: "[Event".into(),
            }),
        ),
        (
            "record-tag-after-moves",
            Box::new(RecordError::TagAfterMoves {
                line: 7,
                name: "Site".into(),
            }),
        ),
        ("record-tcn", Box::new(RecordError::BadTcn(TcnError::Empty))),
        (
            "record-repetition",
            Box::new(RecordError::BadRepetition("maybe".into())),
        ),
        (
            "record-result",
            Box::new(RecordError::BadResult("2-0".into())),
        ),
        ("record-no-result", Box::new(RecordError::NoResult)),
        (
            "record-unclosed-comment",
            Box::new(RecordError::UnclosedComment { line: 4 }),
        ),
        (
            "record-stray-brace",
            Box::new(RecordError::StrayBrace { line: 4 }),
        ),
        (
            "record-variation",
            Box::new(RecordError::Variation { line: 4 }),
        ),
        (
            "record-move-number",
            Box::new(RecordError::MoveNumber {
                line: 9,
                found: "7.".into(),
                number: 6,
                color: Color::White,
            }),
        ),
        ("record-move-unreadable", Box::new(moved(unreadable))),
        ("record-move-illegal", Box::new(moved(illegal.clone()))),
        (
            "record-trailing",
            Box::new(RecordError::TrailingText("e4".into())),
        ),
        ("link-oversized", Box::new(LinkError::Oversized(5_000))),
        ("link-version", Box::new(LinkError::Version("9".into()))),
        ("link-truncated", Box::new(LinkError::Truncated)),
        ("link-damaged", Box::new(LinkError::Damaged)),
        ("link-missing", Box::new(LinkError::Missing("tcn"))),
        ("link-bad", Box::new(LinkError::Bad("moves"))),
        ("link-escape", Box::new(LinkError::Escape)),
        (
            "link-position",
            Box::new(LinkError::Position(TcnError::Empty)),
        ),
        ("link-move", Box::new(LinkError::Move(4))),
        ("share-escape", Box::new(ShareError::BrokenEscape)),
        ("share-not-text", Box::new(ShareError::NotText)),
        (
            "share-repetition",
            Box::new(ShareError::BadRepetition("x".into())),
        ),
        ("share-flag", Box::new(ShareError::BadFlag("x".into()))),
        (
            "share-position",
            Box::new(ShareError::BadPosition(TcnError::Empty)),
        ),
        ("share-moves", Box::new(ShareError::Move(replay(illegal)))),
        ("fetch-not-response", Box::new(FetchError::NotAResponse)),
        ("fetch-status", Box::new(FetchError::Status(404))),
        ("fetch-no-text", Box::new(FetchError::NoText)),
        ("fetch-network", Box::new(FetchError::Failed(None))),
        ("save-unavailable", Box::new(SaveError::Unavailable)),
        ("save-full", Box::new(SaveError::Full)),
        (
            "save-refused",
            Box::new(SaveError::Refused(Some("QuotaExceededError".into()))),
        ),
        ("save-refused-silently", Box::new(SaveError::Refused(None))),
        ("save-protecting", Box::new(SaveError::ProtectingUnreadable)),
        ("engine-stopped", Box::new(EngineError::Stopped)),
        ("engine-superseded", Box::new(EngineError::Superseded)),
        (
            "engine-crashed",
            Box::new(EngineError::Crashed("out of memory".into())),
        ),
        (
            "engine-unavailable",
            Box::new(EngineError::Unavailable("no wasm".into())),
        ),
        (
            "engine-reply",
            Box::new(PageError::NoAnswer {
                asked: crate::ui::error::Asked::Defence,
                lines: vec!["readyok".into()],
            }),
        ),
        ("puzzles-empty", Box::new(PuzzleSetError::Empty)),
    ];
    v
}

/// The reasons said as the browser or the engine gave them, the same in every language.
const AS_GIVEN: [&str; 1] = ["browser"];

#[test]
fn every_reason_is_a_clause_with_its_variables_filled_in() {
    let t = Speaker::english();
    for (name, r) in samples() {
        let said = r.reason(&t);
        assert!(!said.is_empty() && !said.contains("{$"), "{name}: {said}");
        assert!(!said.starts_with("reason-"), "{name}: the id {said}");
        assert!(
            !said.ends_with('.'),
            "{name}: a clause ends without a stop: {said}"
        );
        let first = said.chars().next().unwrap();
        assert!(
            !first.is_ascii_uppercase()
                || ["White", "Black", "NetworkError"]
                    .iter()
                    .any(|w| said.starts_with(w)),
            "{name}: a clause starts in lower case: {said}"
        );
    }
    // The values given are in the clause.
    let e = RecordError::MoveNumber {
        line: 9,
        found: "7.".into(),
        number: 6,
        color: Color::White,
    };
    assert_eq!(
        e.reason(&t),
        "line 9: the move number '7.' stands where move 6 (White) is due; a move is missing or out of place"
    );
    assert_eq!(
        TcnError::RankWidth { rank: 3, width: 1 }.reason(&t),
        "rank 3 is 1 square wide; expected 8"
    );
}

#[test]
fn every_reason_is_said_in_every_language_from_its_own_catalogue() {
    let english = Speaker::english();
    for l in &LANGUAGES[1..] {
        let mut t = Speaker::english();
        assert_eq!(t.speak(l, &catalogue_source(l.tag)), [], "{}", l.tag);
        for (name, r) in samples() {
            let (said, en) = (r.reason(&t), r.reason(&english));
            let at = format!("{} {name}: {said}", l.tag);
            assert!(!said.is_empty() && !said.contains("{$"), "{at}");
            assert!(!said.contains("reason-"), "{at}: an id left");
            assert_eq!(t.fell_back(), [] as [String; 0], "{at}: said in English");
            if !AS_GIVEN.contains(&name) {
                assert_ne!(said, en, "{at}: the English clause");
            }
        }
    }
}

#[test]
fn a_reason_said_as_a_sentence_starts_with_a_capital_unless_with_notation() {
    let t = Speaker::english();
    let binding = TcnError::BindingSquare("z9".into());
    assert_eq!(
        crate::ui::words::reason_sentence(&t, &binding),
        "The second-turn binding 'z9' must be a square (a1 to h8) or -."
    );
    let occupied = PlayError::Occupied(Square::C4);
    assert_eq!(
        crate::ui::words::reason_sentence(&t, &occupied),
        "c4 is occupied."
    );
}
