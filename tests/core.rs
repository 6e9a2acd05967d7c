//! The rules core's building blocks for search and analysis: setups checked into positions,
//! the incremental Zobrist key, the move list, partial move generation and the game's
//! hash history.

use three_crowns::{
    parse_setup, parse_tcn, to_tcn, Bitboard, Color, Piece, Position, PositionError, Setup, Square,
    TcnError,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

const WHITE: Piece = Piece {
    color: Color::White,
    crowned: false,
};
const BLACK_CROWNED: Piece = Piece {
    color: Color::Black,
    crowned: true,
};

#[test]
fn a_setup_becomes_the_position_its_text_describes() {
    let mut s = Position::start().setup();
    s.put(sq("a1"), None)
        .put(sq("d4"), Some(WHITE))
        .put(sq("a8"), Some(BLACK_CROWNED));
    s.turn = Color::Black;
    s.fullmove = 7;
    let text = "Bwb2bwb/8/w6w/b6b/w2w3w/b6b/8/1bw2wbw b - 7";
    let p = Position::from_setup(s).unwrap();
    assert_eq!(to_tcn(&p), text);
    assert_eq!(p, parse_tcn(text).unwrap());
    assert_eq!(p.setup(), s);
    assert_eq!(Setup::from(p), s);
    assert_eq!(parse_setup(text), Ok(s));
    // Putting replaces, and `None` empties.
    s.put(sq("d4"), Some(BLACK_CROWNED)).put(sq("a8"), None);
    assert_eq!(s.piece_at(sq("d4")), Some(BLACK_CROWNED));
    assert_eq!(s.piece_at(sq("a8")), None);
    assert!(!s.pieces[Color::White.index()].contains(sq("d4")));
    assert_eq!(s.crowned, sq("d4").bb());
    // An empty setup: no pieces, White to move at move 1.
    let e = Setup::empty();
    assert_eq!(e.pieces, [Bitboard::EMPTY; 2]);
    assert_eq!((e.turn, e.binding, e.fullmove), (Color::White, None, 1));
}

#[test]
fn the_start_setup_is_the_start_position() {
    assert_eq!(
        Position::from_setup(Position::start().setup()),
        Ok(Position::start())
    );
}

#[test]
fn invalid_setups_are_refused_naming_what_is_wrong() {
    let base = Position::start().setup();
    let refuse = |s: Setup, expected: PositionError, words: &[&str]| {
        let err = Position::from_setup(s).expect_err(&format!("{s:?}"));
        assert_eq!(err, expected);
        let msg = err.to_string();
        for w in words {
            assert!(msg.contains(w), "{msg:?} lacks {w:?}");
        }
    };
    let mut s = base;
    s.pieces[Color::Black.index()] = s.pieces[Color::Black.index()].with(sq("a1"));
    refuse(s, PositionError::Overlap(sq("a1")), &["a1", "both colours"]);
    let mut s = base;
    s.crowned = sq("d4").bb();
    refuse(s, PositionError::CrownOnEmptySquare(sq("d4")), &["d4"]);
    let mut s = base;
    s.fullmove = 0;
    refuse(s, PositionError::MoveNumberZero, &["move number"]);
    let mut s = base;
    s.binding = Some(sq("a8"));
    refuse(s, PositionError::BindingNotWhite(sq("a8")), &["a8"]);
    let mut s = base;
    s.binding = Some(sq("a1"));
    refuse(
        s,
        PositionError::BindingOutOfTurn {
            square: sq("a1"),
            side: Color::White,
            number: 1,
        },
        &["a1"],
    );
    let mut s = base;
    s.put(sq("d4"), Some(WHITE));
    refuse(
        s,
        PositionError::TooManyPieces {
            color: Color::White,
            count: 11,
        },
        &["11"],
    );
    // The same checks are the ones position text goes through.
    assert_eq!(
        parse_tcn("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b a8 1"),
        Err(TcnError::Invalid(PositionError::BindingNotWhite(sq("a8"))))
    );
    // Syntax comes before validity.
    assert_eq!(
        parse_setup("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b a8 1").map(|s| s.binding),
        Ok(Some(sq("a8")))
    );
}

mod zobrist {
    use proptest::prelude::*;
    use three_crowns::{parse_tcn, Game, Position};

    /// Plays `choices` as a random game from `start`, checking after every move that the
    /// key kept move by move is the key computed from scratch, and at the end that keys are
    /// equal exactly for the positions equal for repetition.
    fn check(start: Position, choices: &[u16]) -> Result<(), TestCaseError> {
        let mut game = Game::new(start);
        game.set_repetition_rule(false);
        prop_assert_eq!(start.zobrist(), start.zobrist_from_scratch());
        let mut seen = vec![start];
        for &c in choices {
            let p = *game.position();
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(c) % legal.len()];
            let next = p.play(m).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(next.zobrist(), next.zobrist_from_scratch(), "{:?} {}", p, m);
            game.play(m)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            seen.push(next);
        }
        // Equal keys exactly for positions equal for repetition (the move number aside).
        for (i, a) in seen.iter().enumerate() {
            for b in &seen[..i] {
                prop_assert_eq!(a.zobrist() == b.zobrist(), a.same_for_repetition(b));
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn incremental_key_equals_key_from_scratch_from_the_start(
            choices in proptest::collection::vec(any::<u16>(), 0..200)
        ) {
            check(Position::start(), &choices)?;
        }

        #[test]
        fn incremental_key_equals_key_from_scratch_with_jumps(
            which in 0usize..3,
            choices in proptest::collection::vec(any::<u16>(), 0..80)
        ) {
            // Crowned and Uncrowned pieces of both sides side by side: double jumps,
            // uncrowning and captures within a few plies, some at move 1 (binding).
            let start = [
                "8/8/B1bw1bb1/wwb4W/b2bb1b1/1wWwW1W1/8/8 w - 9",
                "8/8/1BwWww2/2bB1B2/wW1b3W/1wBb1BWB/8/8 w - 1",
                "2bbbbbb/8/8/6W1/3b1bW1/2W5/8/wwwww3 w - 5",
            ][which];
            check(parse_tcn(start).unwrap(), &choices)?;
        }
    }

    #[test]
    fn the_key_ignores_the_move_number_only() {
        let a = parse_tcn("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1").unwrap();
        let b = parse_tcn("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 9").unwrap();
        let c = parse_tcn("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b - 9").unwrap();
        let d = parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1").unwrap();
        let e = parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b - 1").unwrap();
        assert_eq!(a.zobrist(), b.zobrist());
        assert!(a.same_for_repetition(&b));
        assert_ne!(a, b);
        assert_ne!(b.zobrist(), c.zobrist());
        assert_ne!(d.zobrist(), e.zobrist());
        assert!(!d.same_for_repetition(&e));
    }
}

#[test]
fn a_move_list_holds_max_moves_and_refuses_more_without_losing_any() {
    use three_crowns::{Move, MoveList, MAX_MOVES};
    // The bound: 10 pieces, each with 8 steps and 8 × 7 double jumps at most.
    assert_eq!(MAX_MOVES, 10 * (8 + 8 * 7));
    let mut list = MoveList::new();
    assert!(list.is_empty());
    let all: Vec<Move> = Square::all()
        .flat_map(|a| Square::all().map(move |b| Move::step(a, b)))
        .take(MAX_MOVES + 1)
        .collect();
    for &m in &all[..MAX_MOVES] {
        assert_eq!(list.try_push(m), Ok(()));
    }
    assert_eq!(list.len(), MAX_MOVES);
    let extra = all[MAX_MOVES];
    assert_eq!(list.try_push(extra), Err(extra));
    assert_eq!(list.len(), MAX_MOVES);
    assert_eq!(list.as_slice(), &all[..MAX_MOVES]);
    assert!(!list.contains(extra));
    let copy = list.clone();
    assert_eq!(copy, list);
    // Mutable access reorders in place.
    list.reverse();
    assert_eq!(list[0], all[MAX_MOVES - 1]);
    assert_ne!(copy, list);
}

#[test]
fn bitboards_iterate_their_squares_lowest_first() {
    let b: Bitboard = [sq("h8"), sq("a1"), sq("c3")].into_iter().collect();
    assert_eq!(b.popcount(), 3);
    assert_eq!(b.lsb(), Some(sq("a1")));
    assert_eq!(Bitboard::EMPTY.lsb(), None);
    let it = b.into_iter();
    assert_eq!(it.len(), 3);
    assert_eq!(it.collect::<Vec<_>>(), [sq("a1"), sq("c3"), sq("h8")]);
    let mut n = 0;
    for s in b {
        assert!(b.contains(s));
        n += 1;
    }
    assert_eq!(n, 3);
    assert_eq!(
        b.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ["a1", "c3", "h8"]
    );
    assert_eq!(Bitboard::FULL.iter().count(), 64);
}

mod partial_generation {
    use proptest::prelude::*;
    use three_crowns::{parse_tcn, Game, Move, Position, Square};

    /// Checks `legal_jumps` and `moves_from` against `legal_moves` along a random game, and
    /// the game's hash history against its positions.
    fn check(start: Position, choices: &[u16]) -> Result<(), TestCaseError> {
        let mut game = Game::new(start);
        game.set_repetition_rule(false);
        for &c in choices {
            let p = *game.position();
            let legal = p.legal_moves();
            let jumps: Vec<Move> = legal.iter().copied().filter(|m| m.is_jump()).collect();
            prop_assert_eq!(p.legal_jumps().to_vec(), jumps, "{:?}", p);
            let mut total = 0;
            for sq in Square::all() {
                let from: Vec<Move> = legal.iter().copied().filter(|m| m.from() == sq).collect();
                prop_assert_eq!(p.moves_from(sq).to_vec(), from.clone(), "{:?} {}", p, sq);
                total += from.len();
            }
            prop_assert_eq!(total, legal.len());
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(c) % legal.len()];
            game.play(m)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        let keys: Vec<u64> = (0..=game.ply())
            .map(|i| game.position_at(i).map(Position::zobrist))
            .collect::<Option<_>>()
            .expect("every ply has a position");
        prop_assert_eq!(game.hashes(), &keys[..]);
        prop_assert_eq!(game.hashes().last().copied(), Some(game.hash()));
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn jumps_and_moves_of_one_piece_are_exactly_subsets_of_the_legal_moves(
            which in 0usize..4,
            choices in proptest::collection::vec(any::<u16>(), 0..80)
        ) {
            let start = [
                three_crowns::START_TCN,
                "8/8/B1bw1bb1/wwb4W/b2bb1b1/1wWwW1W1/8/8 w - 9",
                "8/8/1BwWww2/2bB1B2/wW1b3W/1wBb1BWB/8/8 w - 1",
                "2bbbbbb/8/8/6W1/3b1bW1/2W5/8/wwwww3 w - 5",
            ][which];
            check(parse_tcn(start).unwrap(), &choices)?;
        }
    }

    #[test]
    fn partial_generation_by_hand() {
        // b4 (Uncrowned) beside Crowned c3, c4, d5, e3, e4: 6 steps and 5 jumps.
        let p = parse_tcn("6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5").unwrap();
        let b4: Square = "b4".parse().unwrap();
        assert_eq!(p.moves_from(b4).len(), 11);
        assert_eq!(p.legal_jumps().len(), 5);
        assert!(p.legal_jumps().iter().all(|m| m.from() == b4));
        // Not White's piece, an empty square: nothing.
        assert!(p.moves_from("c3".parse().unwrap()).is_empty());
        assert!(p.moves_from("h4".parse().unwrap()).is_empty());
        // The second-turn rule: only the bound piece has moves.
        let bound = parse_tcn("bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2").unwrap();
        assert_eq!(
            bound.moves_from("a7".parse().unwrap()).to_vec(),
            bound.legal_moves().to_vec()
        );
        assert!(bound.moves_from("h6".parse().unwrap()).is_empty());
        // A won position: nothing at all.
        let won = parse_tcn("bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5").unwrap();
        assert!(won.legal_jumps().is_empty());
        assert!(Square::all().all(|s| won.moves_from(s).is_empty()));
    }
}

#[test]
fn square_constants_name_their_squares() {
    assert_eq!(Square::A1, sq("a1"));
    assert_eq!(Square::H1, sq("h1"));
    assert_eq!(Square::A8, sq("a8"));
    assert_eq!(Square::H8, sq("h8"));
    assert_eq!(Square::E4.to_string(), "e4");
    assert_eq!(Square::C6.index(), 42);
    assert_eq!(
        three_crowns::START_TCN.parse::<Position>(),
        Ok(Position::start())
    );
}

#[test]
fn an_illegal_jump_says_which_rule_it_breaks() {
    use three_crowns::{JumpProblem, Move, PlayError};
    let cases = [
        (
            three_crowns::START_TCN,
            "a1xa3xa5",
            JumpProblem::NothingToHop,
        ),
        (
            "bbbbbbbb/8/8/8/3B4/2w5/8/wwwwwww1 w - 5",
            "a1xc1xe1",
            JumpProblem::OwnPiece,
        ),
        (
            "1bbbbbbb/8/8/8/3B1B2/2w3w1/8/wwwwwww1 w - 5",
            "c3xe5xg3",
            JumpProblem::LandingOccupied,
        ),
        (three_crowns::START_TCN, "a6xb6xc6", JumpProblem::HopShape),
    ];
    for (tcn, text, why) in cases {
        let p = parse_tcn(tcn).unwrap();
        let mv: Move = text.parse().unwrap();
        let err = p.play(mv).unwrap_err();
        assert_eq!(err, PlayError::IllegalJump { mv, why }, "{tcn} {text}");
        assert!(err.to_string().ends_with(&why.to_string()), "{err}");
    }
}

#[test]
fn positions_and_moves_stay_small_values() {
    assert_eq!(std::mem::size_of::<Position>(), 40);
    assert_eq!(std::mem::size_of::<three_crowns::Move>(), 4);
}
