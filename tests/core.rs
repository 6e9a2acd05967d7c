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
