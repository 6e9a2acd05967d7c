//! Notations: move text (RULES.md section 7), position text TCN (section 8) and the `.tcg`
//! game record (section 9).

use three_crowns::{
    parse_record, parse_setup, parse_tcn, to_tcn, write_record, Color, DrawReason, Game, Move,
    MoveTextProblem, Outcome, PlayError, Position, PositionError, RecordError, ReplayError,
    ReplayProblem, Square, TcnError, START_TCN,
};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

// ---------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------

#[test]
fn move_text_round_trips() {
    for text in [
        "a6-a7", "h8-g7", "a1-b2", "c3xe5xg5", "b4xd2xf4", "h1xf3xd5",
    ] {
        let m: Move = text.parse().unwrap();
        assert_eq!(m.to_string(), text);
        assert_eq!(format!("{m:?}"), text);
    }
    let step = mv("a6-a7");
    assert_eq!(step, Move::step(sq("a6"), sq("a7")));
    assert!(!step.is_jump());
    assert_eq!(
        (step.from(), step.via(), step.to()),
        (sq("a6"), None, sq("a7"))
    );
    let jump = mv("c3xe5xg5");
    assert_eq!(jump, Move::jump(sq("c3"), sq("e5"), sq("g5")));
    assert!(jump.is_jump());
    assert_eq!(jump.via(), Some(sq("e5")));
    assert_eq!(jump.hopped(), Some((sq("d4"), sq("f5"))));
}

#[test]
fn every_square_name_round_trips() {
    for s in Square::all() {
        let name = s.to_string();
        assert_eq!(name.parse::<Square>(), Ok(s));
        let m = Move::step(s, s);
        assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    }
}

/// What people's tools add around a move (white space of any kind, a byte order mark) and
/// capitals are accepted; the move is the canonical one (RULES.md section 7).
#[test]
fn moves_as_typed_or_pasted_read_as_canonical() {
    for (text, canonical) in [
        ("A6-A7", "a6-a7"),
        ("a6-A7", "a6-a7"),
        ("a6-a7 ", "a6-a7"),
        (" a6-a7", "a6-a7"),
        ("\u{FEFF}a6-a7", "a6-a7"),
        ("a6-a7\r\n", "a6-a7"),
        ("\u{A0}a6-a7\u{A0}", "a6-a7"),
        ("\tc3xe5xg5\u{200B}", "c3xe5xg5"),
        ("C3XE5XG5", "c3xe5xg5"),
    ] {
        let mv: Move = text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(mv.to_string(), canonical, "{text:?}");
    }
}

#[test]
fn malformed_moves_are_refused_with_a_message() {
    for (text, reason) in [
        ("", MoveTextProblem::Shape),
        ("a6", MoveTextProblem::Shape),
        ("a6-", MoveTextProblem::Shape),
        ("a6a7", MoveTextProblem::Shape),
        ("a6_a7", MoveTextProblem::Shape),
        ("a6 a7", MoveTextProblem::Shape),
        ("a6 - a7", MoveTextProblem::Shape),
        ("a9-a7", MoveTextProblem::Square),
        ("a0-a1", MoveTextProblem::Square),
        ("i1-h1", MoveTextProblem::Square),
        ("a6-a7+", MoveTextProblem::Shape),
        ("a6-a7-a8", MoveTextProblem::Shape),
        ("c3xe5", MoveTextProblem::Shape),
        ("c3xe5x", MoveTextProblem::Shape),
        ("c3xe5xg5xe7", MoveTextProblem::Shape),
        ("c3-e5-g5", MoveTextProblem::Shape),
        ("c3xe5-g5", MoveTextProblem::Shape),
        ("c3-e5xg5", MoveTextProblem::Shape),
        ("a6\u{2013}a7", MoveTextProblem::Shape),
        ("a6×a7×a8", MoveTextProblem::Shape),
        ("ä6-a7", MoveTextProblem::Shape),
        ("\u{0}", MoveTextProblem::Shape),
        ("1. a6-a7", MoveTextProblem::Shape),
    ] {
        let err = text
            .parse::<Move>()
            .expect_err(&format!("{text:?} should not parse"));
        assert_eq!(err.reason, reason, "{text:?}");
        let msg = err.to_string();
        assert!(msg.contains("is not a move"), "{text:?}: {msg}");
    }
    // The message quotes the text.
    let err = "a9-a7".parse::<Move>().unwrap_err();
    assert!(err.to_string().contains("'a9-a7'"), "{err}");
    assert!(err.to_string().contains("a1 to h8"), "{err}");
}

#[test]
fn move_parsing_never_panics_on_garbage() {
    let alphabet: Vec<char> = "ah18x-09 iXé\u{2013}\u{0}".chars().collect();
    // Every string of length up to 4 over the alphabet: too short to be a move (a step has
    // 5 characters), so every one is refused, without a panic.
    let mut strings = vec![String::new()];
    for _ in 0..4 {
        let mut next = Vec::new();
        for s in &strings {
            for &c in &alphabet {
                next.push(format!("{s}{c}"));
            }
        }
        for s in &next {
            assert!(s.parse::<Move>().is_err(), "{s:?}");
        }
        strings = next;
    }
    for base in ["a6-a7", "c3xe5xg5"] {
        for i in 0..=base.len() {
            for &c in &alphabet {
                let mut s = base.to_string();
                s.insert(i, c);
                // One more character spoils a move, unless it is white space at an end;
                // whatever reads is then the canonical text.
                let padded = c.is_whitespace() && (i == 0 || i == base.len());
                match s.parse::<Move>() {
                    Ok(m) => {
                        assert!(padded, "{s:?}");
                        assert_eq!(m.to_string(), base);
                    }
                    Err(_) => assert!(!padded, "{s:?}"),
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// TCN
// ---------------------------------------------------------------------------------------

#[test]
fn tcn_round_trips() {
    for t in [
        START_TCN,
        "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1",
        "bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2",
        "6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5",
        "8/8/B1bw1bb1/wwb4W/b2bb1b1/1wWwW1W1/8/8 b - 123",
        "bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10",
        // A position already won by one side is accepted.
        "bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5",
    ] {
        let p = parse_tcn(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(to_tcn(&p), t);
        assert_eq!(t.parse::<Position>(), Ok(p));
    }
    // Move number optional, default 1.
    let p = parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7").unwrap();
    assert_eq!(p.fullmove(), 1);
    assert_eq!(p.binding(), Some(sq("a7")));
    assert_eq!(p.turn(), Color::Black);
}

/// Parses `text`, expecting `expected`, and checks the message mentions every `words`.
fn tcn_error(text: &str, expected: TcnError, words: &[&str]) {
    let err = parse_tcn(text).expect_err(text);
    assert_eq!(err, expected, "{text:?}");
    let msg = err.to_string();
    for w in words {
        assert!(msg.contains(w), "{text:?}: message {msg:?} lacks {w:?}");
    }
}

#[test]
fn tcn_errors_name_what_is_wrong() {
    tcn_error("", TcnError::Empty, &["empty"]);
    tcn_error("   ", TcnError::Empty, &["empty"]);
    tcn_error("8/8/8/8/8/8/8/8", TcnError::FieldCount(1), &["1 field"]);
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1 x",
        TcnError::FieldCount(5),
        &["5 field"],
    );
    // Rank count.
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/wbw2wbw w - 1",
        TcnError::RankCount(7),
        &["7 rank", "8"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/8/wbw2wbw w - 1",
        TcnError::RankCount(9),
        &["9 rank"],
    );
    // Rank width, too narrow and too wide, naming the rank.
    tcn_error(
        "bwb1bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1",
        TcnError::RankWidth { rank: 8, width: 7 },
        &["rank 8", "7 square"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw3wbw w - 1",
        TcnError::RankWidth { rank: 1, width: 9 },
        &["rank 1", "9 square"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b//b6b/8/wbw2wbw w - 1",
        TcnError::RankWidth { rank: 4, width: 0 },
        &["rank 4"],
    );
    // Unknown characters, naming the character and the rank.
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbk2wbw w - 1",
        TcnError::UnknownChar {
            rank: 1,
            found: 'k',
        },
        &["'k'", "rank 1"],
    );
    tcn_error(
        "bwb2bwb/9/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1",
        TcnError::UnknownChar {
            rank: 7,
            found: '9',
        },
        &["'9'", "rank 7"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b0b5/w6w/b6b/8/wbw2wbw w - 1",
        TcnError::UnknownChar {
            rank: 5,
            found: '0',
        },
        &["'0'"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbé w - 1",
        TcnError::UnknownChar {
            rank: 1,
            found: 'é',
        },
        &["'é'"],
    );
    // Side to move.
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw x - 1",
        TcnError::Side("x".into()),
        &["side to move", "'x'"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw W - 1",
        TcnError::Side("W".into()),
        &["side to move"],
    );
    // Binding: not a square, or not a White piece.
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b z9 1",
        TcnError::BindingSquare("z9".into()),
        &["binding", "'z9'"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b a8 1",
        TcnError::Invalid(PositionError::BindingNotWhite(sq("a8"))),
        &["a8", "White piece"],
    );
    tcn_error(
        "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b d4 1",
        TcnError::Invalid(PositionError::BindingNotWhite(sq("d4"))),
        &["d4", "White piece"],
    );
    // A binding stands only after White's move 1: Black to move at 1, White to move at 2.
    for (side, number) in [
        (Color::White, 1),
        (Color::Black, 2),
        (Color::White, 3),
        (Color::Black, 5),
    ] {
        tcn_error(
            &format!(
                "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw {} a7 {number}",
                side.char()
            ),
            TcnError::Invalid(PositionError::BindingOutOfTurn {
                square: sq("a7"),
                side,
                number,
            }),
            &["a7", "Black to move at move 1", "White to move at move 2"],
        );
    }
    assert!(parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1").is_ok());
    assert!(parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw w a7 2").is_ok());
    // Move number.
    for bad in ["0", "x", "-1", "+1", "1.5", "99999999999", "1a"] {
        tcn_error(
            &format!("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - {bad}"),
            TcnError::MoveNumber(bad.into()),
            &["move number", bad],
        );
    }
    // More than 10 pieces of one colour.
    tcn_error(
        "wwwwwwww/www5/8/8/8/8/8/bbbbbbbb w - 1",
        TcnError::Invalid(PositionError::TooManyPieces {
            color: Color::White,
            count: 11,
        }),
        &["White", "11", "10"],
    );
    tcn_error(
        "wwwwwwww/8/8/8/8/8/bbbbbbbb/bbbbbbbb w - 1",
        TcnError::Invalid(PositionError::TooManyPieces {
            color: Color::Black,
            count: 16,
        }),
        &["Black", "16"],
    );
    // Both sides already winning: two Crowned Troikas, or three captures each.
    tcn_error(
        "WWWwwwww/8/8/8/8/8/8/BBBbbbbb w - 1",
        TcnError::Invalid(PositionError::BothWinning),
        &["both"],
    );
    tcn_error(
        "wwwwwww1/8/8/8/8/8/8/bbbbbbb1 w - 1",
        TcnError::Invalid(PositionError::BothWinning),
        &["both"],
    );
    // White: a Crowned Troika; Black: three captures (White has 7 pieces).
    tcn_error(
        "WWWwwww1/8/8/8/8/8/8/bbbbbbbb b - 1",
        TcnError::Invalid(PositionError::BothWinning),
        &["both"],
    );
}

fn mangle_all(base: &str, out: &mut Vec<String>) {
    let alphabet: Vec<char> = "wWbB012389/ -ah\té\u{0}x".chars().collect();
    let chars: Vec<char> = base.chars().collect();
    for i in 0..=chars.len() {
        // Truncate, delete, insert, replace, duplicate.
        out.push(chars[..i].iter().collect());
        if i < chars.len() {
            let mut d = chars.clone();
            d.remove(i);
            out.push(d.iter().collect());
            let mut dup = chars.clone();
            dup.insert(i, chars[i]);
            out.push(dup.iter().collect());
        }
        for &c in &alphabet {
            let mut ins = chars.clone();
            ins.insert(i, c);
            out.push(ins.iter().collect());
            if i < chars.len() {
                let mut rep = chars.clone();
                rep[i] = c;
                out.push(rep.iter().collect());
            }
        }
    }
}

#[test]
fn tcn_parsing_never_panics_on_mangled_text() {
    let mut inputs = Vec::new();
    for base in [
        START_TCN,
        "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1",
        "6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5",
        "WWWwwwww/8/8/8/8/8/8/bbbbbbb1 b - 1",
    ] {
        mangle_all(base, &mut inputs);
    }
    // Some extra garbage: long strings, odd whitespace, huge digits, invalid UTF-8 replaced.
    inputs.push("8/".repeat(10_000));
    inputs.push("8".repeat(100_000));
    inputs.push(format!("{} w - 1", "w8".repeat(1000)));
    inputs.push(String::from_utf8_lossy(&[0xff, 0xfe, b'/', 0x80]).into_owned());
    inputs.push("\n\n\t".to_string());
    inputs.push("8/8/8/8/8/8/8/8 w - 1".to_string());
    let mut ok = 0;
    for text in &inputs {
        if let Ok(p) = parse_tcn(text) {
            ok += 1;
            // Whatever is accepted writes back to text that reads as the same position.
            let again = to_tcn(&p);
            assert_eq!(parse_tcn(&again), Ok(p), "{text:?} -> {again:?}");
        } else {
            // A refusal is the syntax error of the text, or else the setup's invalidity.
            let err = parse_tcn(text).unwrap_err();
            match parse_setup(text) {
                Err(syntax) => assert_eq!(err, syntax, "{text:?}"),
                Ok(setup) => assert_eq!(
                    Err(err),
                    Position::from_setup(setup).map_err(TcnError::Invalid),
                    "{text:?}"
                ),
            }
        }
    }
    // The unmangled texts are among the inputs: three of the four bases are valid.
    assert!(ok >= 3, "{ok}");
}

// ---------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------

fn game_with(start: Position, moves: &[&str]) -> Game {
    let mut g = Game::new(start);
    for m in moves {
        g.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn record_round_trips_an_unfinished_game() {
    let g = game_with(
        Position::start(),
        &["a6-a7", "a5-b4", "a7-b7", "h3-g2", "h6-g7", "g2-f2"],
    );
    let text = write_record(
        &g,
        &[
            ("Event", "Casual game"),
            ("White", "Ann \"the\" Player"),
            ("Black", "Computer (level 3)"),
        ],
    );
    assert!(text.contains("[Result \"*\"]"), "{text}");
    assert!(
        text.contains("1. a6-a7 a5-b4 2. a7-b7 h3-g2 3. h6-g7 g2-f2 *"),
        "{text}"
    );
    assert!(
        !text.contains("[TCN "),
        "standard start needs no TCN tag: {text}"
    );
    let r = parse_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(r.game.move_list(), g.move_list());
    assert_eq!(r.game.start(), g.start());
    assert_eq!(r.game.position(), g.position());
    assert_eq!(r.tag("Result"), Some("*"));
    assert_eq!(r.tag("Event"), Some("Casual game"));
    assert_eq!(r.tag("White"), Some("Ann \"the\" Player"));
}

#[test]
fn record_of_a_finished_game_has_its_result() {
    // Threefold repetition from the start.
    let shuffle = [
        "a6-a7", "a5-b4", "a7-a6", "b4-a5", "a6-a7", "a5-b4", "a7-a6", "b4-a5",
    ];
    let g = game_with(Position::start(), &shuffle);
    let text = write_record(&g, &[]);
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    assert!(
        text.contains("[Termination \"Threefold repetition\"]"),
        "{text}"
    );
    assert!(text.trim_end().ends_with("1/2-1/2"), "{text}");
    let r = parse_record(&text).unwrap();
    assert_eq!(r.tag("Result"), Some("1/2-1/2"));
    assert_eq!(r.game.move_list(), g.move_list());
    assert_eq!(r.game.outcome(), g.outcome());
    // A win on a set-up position: the TCN tag carries the start.
    let start = parse_tcn("2bbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5").unwrap();
    let g = game_with(start, &["c3xe5xg3"]);
    let text = write_record(&g, &[("Event", "Test")]);
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Termination \"Three captures\"]"), "{text}");
    assert!(
        text.contains("[TCN \"2bbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5\"]"),
        "{text}"
    );
    assert!(text.contains("5. c3xe5xg3 1-0"), "{text}");
    let r = parse_record(&text).unwrap();
    assert_eq!(*r.game.start(), start);
    assert_eq!(r.game.move_list(), vec![mv("c3xe5xg3")]);
    assert_eq!(r.tag("Result"), Some("1-0"));
}

#[test]
fn record_from_a_black_to_move_start_numbers_the_first_move() {
    let start = parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1").unwrap();
    let g = game_with(start, &["a5-b4", "a7-b7", "b4-c5"]);
    let text = write_record(&g, &[]);
    assert!(text.contains("1... a5-b4 2. a7-b7 b4-c5 *"), "{text}");
    let r = parse_record(&text).unwrap();
    assert_eq!(r.game.move_list(), g.move_list());
    assert_eq!(*r.game.start(), start);
}

#[test]
fn record_in_the_rules_format_imports() {
    let text = "[Event \"Casual game\"]\n[Date \"2026.11.29\"]\n[White \"Ann\"]\n\
                [Black \"Computer (level 3)\"]\n[Result \"*\"]\n\n\
                1. a6-a7 a5-b4 {a comment} 2. a7-b7 ; to the end of the line\n  *\n";
    let r = parse_record(text).unwrap();
    assert_eq!(
        r.game.move_list(),
        vec![mv("a6-a7"), mv("a5-b4"), mv("a7-b7")]
    );
    assert_eq!(r.tag("Date"), Some("2026.11.29"));
}

#[test]
fn record_import_names_the_illegal_move_and_imports_nothing() {
    // White's second move breaks the second-turn rule.
    let text = "[Result \"*\"]\n\n1. a6-a7 a5-b4 2. h6-g7 h5-g6 *\n";
    let err = parse_record(text).unwrap_err();
    assert_eq!(
        err,
        RecordError::Move {
            number: 2,
            color: Color::White,
            error: ReplayError {
                index: 2,
                text: "h6-g7".into(),
                problem: ReplayProblem::Illegal(PlayError::BoundPiece { bound: sq("a7") }),
            },
        }
    );
    let msg = err.to_string();
    assert!(msg.contains("move 2") && msg.contains("h6-g7"), "{msg}");
    // A Black move onto an occupied square.
    let err = parse_record("[Result \"*\"]\n\n1. a6-a7 a5-a4 *").unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("move 1") && msg.contains("a5-a4"), "{msg}");
    assert!(matches!(
        err,
        RecordError::Move {
            color: Color::Black,
            error: ReplayError {
                problem: ReplayProblem::Illegal(PlayError::Occupied(_)),
                ..
            },
            ..
        }
    ));
}

#[test]
fn record_import_names_the_unparsable_move() {
    let err = parse_record("[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7b7 *").unwrap_err();
    match &err {
        RecordError::Move {
            number,
            color,
            error,
        } => {
            assert_eq!((*number, *color), (2, Color::White));
            assert_eq!(
                (error.index, &error.problem),
                (2, &ReplayProblem::Unreadable(MoveTextProblem::Shape))
            );
        }
        other => panic!("expected an unreadable move, got {other:?}"),
    }
    let msg = err.to_string();
    assert!(msg.contains("move 2") && msg.contains("a7b7"), "{msg}");
}

#[test]
fn record_errors_for_tags_results_and_trailing_text() {
    // Bad tag: no quotes; unterminated.
    for (text, line) in [
        ("[Event Casual]\n[Result \"*\"]\n\n*", 1),
        ("[Result \"*\"]\n[Event \"Casual\"\n\n*", 2),
        ("[Result \"*\"]\n[ \"x\"]\n*", 2),
    ] {
        match parse_record(text) {
            Err(RecordError::BadTag { line: l, .. }) => assert_eq!(l, line, "{text:?}"),
            other => panic!("{text:?}: expected BadTag, got {other:?}"),
        }
        assert!(parse_record(text).unwrap_err().to_string().contains("line"));
    }
    // No result anywhere.
    assert_eq!(
        parse_record("[Event \"x\"]\n\n1. a6-a7 a5-b4").unwrap_err(),
        RecordError::NoResult
    );
    assert_eq!(parse_record("").unwrap_err(), RecordError::NoResult);
    // A result that is not one of the four.
    assert!(matches!(
        parse_record("[Result \"2-0\"]\n\n*"),
        Err(RecordError::BadResult(_))
    ));
    // Text after the result token.
    assert!(matches!(
        parse_record("[Result \"*\"]\n\n1. a6-a7 * a5-b4"),
        Err(RecordError::TrailingText(_))
    ));
    // An invalid TCN tag.
    assert!(matches!(
        parse_record("[Result \"*\"]\n[TCN \"8/8 w - 1\"]\n\n*"),
        Err(RecordError::BadTcn(TcnError::RankCount(2)))
    ));
}

#[test]
fn record_parsing_never_panics_on_garbage() {
    let g = game_with(
        Position::start(),
        &["a6-a7", "a5-b4", "a7-b7", "h3-g2", "h6-g7", "g2-f2"],
    );
    let text = write_record(&g, &[("Event", "Casual game")]);
    let mut inputs = Vec::new();
    mangle_all(&text, &mut inputs);
    for t in &inputs {
        if let Ok(r) = parse_record(t) {
            // Whatever imports replays legally from its start, to the same position.
            let replay = Game::from_moves(*r.game.start(), &r.game.move_list(), true)
                .unwrap_or_else(|e| panic!("{t:?}: {e:?}"));
            assert_eq!(replay.position(), r.game.position(), "{t:?}");
        }
    }
    // The unmangled record is among the inputs and imports as the game it records.
    assert!(inputs.contains(&text));
    assert_eq!(parse_record(&text).unwrap().game.move_list(), g.move_list());
}

#[test]
fn record_of_a_game_played_past_a_third_repetition_with_the_rule_off_imports() {
    let shuffle = ["a6-a7", "a5-b4", "a7-a6", "b4-a5"];
    let mut game = Game::default();
    game.set_repetition_rule(false);
    for m in shuffle.iter().chain(&shuffle).chain(&shuffle) {
        game.play(mv(m)).unwrap();
    }
    let text = write_record(&game, &[]);
    assert!(text.contains("[Repetition \"off\"]"), "{text}");
    let rec = parse_record(&text).unwrap();
    assert_eq!(rec.game.ply(), 12);
    assert!(!rec.game.repetition_rule());
    assert_eq!(rec.game.outcome(), None);
    // The same moves with the rule on: the record loads, and the game is a draw.
    let rec = parse_record(&text.replace("[Repetition \"off\"]\n", "")).unwrap();
    assert_eq!(rec.game.ply(), 12);
    assert!(rec.game.repetition_rule());
    assert_eq!(
        rec.game.outcome(),
        Some(Outcome::Draw(DrawReason::Repetition))
    );
}
