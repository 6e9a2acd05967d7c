//! Records, moves, positions and links as people hand them over (issue: records that lose
//! moves, text that tools add). An import loads every move of a record or refuses with an
//! error naming what is wrong; it never reports success while dropping moves.

use proptest::prelude::*;
use three_crowns::ui::share::parse_fragment;
use three_crowns::{
    parse_record, parse_tcn, write_record, Color, Game, Move, Position, RecordError, ReplayError,
    ReplayProblem, START_TCN,
};

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn moves(text: &str) -> Vec<String> {
    match parse_record(text) {
        Ok(r) => r.game.move_list().iter().map(Move::to_string).collect(),
        Err(e) => panic!("{text:?} should import: {e}"),
    }
}

const THREE: [&str; 3] = ["a6-a7", "a5-b4", "a7-b7"];

/// The players' case: a `;` inside a brace comment is text, not a line comment.
#[test]
fn a_semicolon_inside_a_brace_comment_keeps_the_moves_after_it() {
    let text = "[Result \"*\"]\n\n1. a6-a7 {solid; safe} a5-b4 2. a7-b7 *\n";
    assert_eq!(moves(text), THREE);
}

#[test]
fn every_kind_of_comment_and_annotation_is_read() {
    for text in [
        // A brace comment across lines, holding brackets, a `;` and a `%`.
        "[Result \"*\"]\n1. a6-a7 {first line;\nsecond [line] 100%\n} a5-b4 2. a7-b7 *",
        // A line comment, then moves on the next line.
        "[Result \"*\"]\n1. a6-a7 ; all of this is comment a5-b4 {\na5-b4 2. a7-b7 *",
        // A comment glued to the moves around it.
        "[Result \"*\"]\n1.a6-a7{x}a5-b4{y}2.a7-b7{z}*",
        // Numeric annotation glyphs and suffix annotations.
        "[Result \"*\"]\n1. a6-a7! $1 a5-b4?! $6 2. a7-b7!! *",
        // A % escape line.
        "[Result \"*\"]\n% exported by a tool\n1. a6-a7 a5-b4\n%a7-a6 is not read\n2. a7-b7 *",
        // Black's move renumbered after a comment, as PGN writers do.
        "[Result \"*\"]\n1. a6-a7 {note} 1... a5-b4 2. a7-b7 *",
        // Line breaks between every token, and none between tags.
        "[Event \"x\"][Result \"*\"]\n1.\na6-a7\n\na5-b4\n2.\na7-b7\n*\n",
        // No Result tag but a result token.
        "1. a6-a7 a5-b4 2. a7-b7 *",
    ] {
        assert_eq!(moves(text), THREE, "{text:?}");
    }
}

#[test]
fn tag_values_keep_their_escapes() {
    let text = "[Event \"The \\\"Open\\\" \\\\ final\"]\n[White \"Ann [A]\"]\n[Result \"*\"]\n\n*";
    let r = parse_record(text).unwrap();
    assert_eq!(r.tag("Event"), Some("The \"Open\" \\ final"));
    assert_eq!(r.tag("White"), Some("Ann [A]"));
    // What the writer escapes, the reader gives back.
    let g = Game::default();
    let written = write_record(&g, &[("Event", "a \"b\" \\ c")]);
    assert_eq!(
        parse_record(&written).unwrap().tag("Event"),
        Some("a \"b\" \\ c")
    );
}

#[test]
fn black_first_with_three_dots() {
    let start = "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1";
    let text = format!("[TCN \"{start}\"]\n[Result \"*\"]\n\n1... a5-b4 2. a7-b7 *");
    assert_eq!(moves(&text), ["a5-b4", "a7-b7"]);
    // Three dots before White's move are out of place.
    let err = parse_record("[Result \"*\"]\n1... a6-a7 *").unwrap_err();
    assert!(
        matches!(
            err,
            RecordError::MoveNumber {
                number: 1,
                color: Color::White,
                ..
            }
        ),
        "{err:?}"
    );
}

/// Every malformed comment or token refuses the record, naming the problem; none is
/// imported with moves missing.
#[test]
fn malformed_records_are_refused_never_shortened() {
    type Expect = fn(&RecordError) -> bool;
    let cases: [(&str, Expect); 9] = [
        (
            "[Result \"*\"]\n1. a6-a7 {never closed a5-b4 2. a7-b7 *",
            |e| matches!(e, RecordError::UnclosedComment { line: 2 }),
        ),
        ("[Result \"*\"]\n1. a6-a7 } a5-b4 *", |e| {
            matches!(e, RecordError::StrayBrace { line: 2 })
        }),
        ("[Result \"*\"]\n1. a6-a7 (1. h6-h7) a5-b4 *", |e| {
            matches!(e, RecordError::Variation { line: 2 })
        }),
        // White's move number where Black's move is due: a move is missing.
        ("[Result \"*\"]\n1. a6-a7 2. a7-b7 *", |e| {
            matches!(
                e,
                RecordError::MoveNumber {
                    number: 1,
                    color: Color::Black,
                    ..
                }
            )
        }),
        ("[Result \"*\"]\n1. a6-a7 a5-b4 3. a7-b7 *", |e| {
            matches!(e, RecordError::MoveNumber { number: 2, .. })
        }),
        (
            "[Result \"*\"]\n1. a6-a7 a5-b4\n[Event \"late\"]\n2. a7-b7 *",
            |e| matches!(e, RecordError::TagAfterMoves { line: 3, .. }),
        ),
        ("[Result \"*\"]\n1. a6-a7 a5-b4 ] 2. a7-b7 *", |e| {
            matches!(e, RecordError::BadTag { line: 2, .. })
        }),
        ("[Result \"*\"]\n[Repetition \"maybe\"]\n*", |e| {
            matches!(e, RecordError::BadRepetition(_))
        }),
        ("[Result \"*\"]\n1. a6-a7 a5-b4 2. a7-b7 * 3. b4-c5", |e| {
            matches!(e, RecordError::TrailingText(_))
        }),
    ];
    for (text, expected) in cases {
        let err = parse_record(text).expect_err(text);
        assert!(expected(&err), "{text:?}: {err:?}");
    }
    // An unknown word among the moves is refused as a move, with its number.
    let err = parse_record("[Result \"*\"]\n1. a6-a7 good a5-b4 *").unwrap_err();
    assert!(
        matches!(
            err,
            RecordError::Move {
                number: 1,
                color: Color::Black,
                error: ReplayError {
                    index: 1,
                    problem: ReplayProblem::Unreadable(_),
                    ..
                },
            }
        ),
        "{err:?}"
    );
}

/// What editors, operating systems and clipboards add around a record.
#[test]
fn records_with_what_tools_add_import() {
    let plain = "[Event \"Casual game\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7-b7 *\n";
    let variants = [
        format!("\u{FEFF}{plain}"),
        plain.replace('\n', "\r\n"),
        plain.replace('\n', "\r"),
        plain.replace('\n', "\u{2028}"),
        plain.replace(' ', "\u{A0}"),
        plain.replace('\n', " \t \n"),
        format!(
            "\u{FEFF}{}",
            plain.replace('\n', "\r\n").replace(' ', "\u{A0}")
        ),
        format!("\n\n  {plain}  \n\n"),
    ];
    for text in &variants {
        let r = parse_record(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(
            r.game.move_list(),
            vec![mv("a6-a7"), mv("a5-b4"), mv("a7-b7")],
            "{text:?}"
        );
        assert_eq!(r.tag("Event"), Some("Casual game"), "{text:?}");
    }
}

#[test]
fn positions_and_links_with_what_tools_add_are_read() {
    let start = Position::start();
    for text in [
        format!("\u{FEFF}{START_TCN}"),
        format!("{START_TCN}\r\n"),
        START_TCN.replace(' ', "\u{A0}"),
        format!("  {START_TCN}\t"),
    ] {
        assert_eq!(parse_tcn(&text), Ok(start), "{text:?}");
    }
    for link in [
        "\u{FEFF}#moves=a6-a7,a5-b4,a7-b7",
        "#moves=a6-a7,a5-b4,a7-b7\r\n",
        "#moves=a6-a7,%C2%A0a5-b4,a7-b7%E2%80%8B",
        " #moves=A6-A7,a5-b4,a7-b7 ",
    ] {
        let g = parse_fragment(link)
            .unwrap_or_else(|e| panic!("{link:?}: {e}"))
            .unwrap_or_else(|| panic!("{link:?} names no game"));
        assert_eq!(
            g.move_list(),
            vec![mv("a6-a7"), mv("a5-b4"), mv("a7-b7")],
            "{link:?}"
        );
    }
}

/// A bad tag message shows the tag as written, never an invisible mark in front of it.
#[test]
fn the_byte_order_mark_never_reaches_a_message() {
    let err = parse_record("\u{FEFF}[Event Casual]\n[Result \"*\"]\n*").unwrap_err();
    assert!(!err.to_string().contains('\u{FEFF}'), "{err}");
    assert!(
        matches!(err, RecordError::BadTag { line: 1, .. }),
        "{err:?}"
    );
}

fn random_game(choices: &[u16]) -> Game {
    let mut g = Game::default();
    g.set_repetition_rule(false);
    for &c in choices {
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        g.play(legal[usize::from(c) % legal.len()]).unwrap();
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Comments, glyphs and line breaks anywhere between the tokens of a written record
    /// change nothing: every move is read back.
    #[test]
    fn decorated_records_keep_every_move(
        choices in proptest::collection::vec(any::<u16>(), 0..60),
        decorations in proptest::collection::vec((0usize..8, "[a-z ;%\\[\\]()0-9.\n]{0,12}"), 0..200),
    ) {
        let game = random_game(&choices);
        let text = write_record(&game, &[("Event", "proptest")]);
        let (tags, movetext) = text.split_once("\n\n").expect("tags, then moves");
        let mut out = format!("{tags}\n\n");
        let mut deco = decorations.iter().cycle();
        for (i, tok) in movetext.split(' ').enumerate() {
            if i > 0 {
                let (kind, body) = deco.next().cloned().unwrap_or((0, String::new()));
                let sep = match kind {
                    0 => format!(" {{{body}}} "),
                    1 => format!(" ; {}\n", body.replace('\n', " ")),
                    2 => "\r\n".to_string(),
                    3 => " $3 ".to_string(),
                    4 => "\u{A0}".to_string(),
                    _ => " ".to_string(),
                };
                out.push_str(&sep);
            }
            out.push_str(tok);
        }
        let r = parse_record(&out).map_err(|e| TestCaseError::fail(format!("{e}\n{out}")))?;
        prop_assert_eq!(r.game.move_list(), game.move_list());
    }

    /// No text makes a reader panic, and whatever reads writes back to text that reads
    /// the same.
    #[test]
    fn random_text_never_panics(text in "\\PC{0,200}") {
        if let Ok(r) = parse_record(&text) {
            let again = write_record(&r.game, &[]);
            let r2 = parse_record(&again).map_err(|e| TestCaseError::fail(format!("{e}")))?;
            prop_assert_eq!(r2.game.move_list(), r.game.move_list());
        }
        if let Ok(p) = parse_tcn(&text) {
            prop_assert_eq!(parse_tcn(&three_crowns::to_tcn(&p)), Ok(p));
        }
        if let Ok(m) = text.parse::<Move>() {
            prop_assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
        let _ = parse_fragment(&text);
    }
}
