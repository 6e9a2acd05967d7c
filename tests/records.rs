//! Records written by earlier versions stay readable (issue 9, "never lose a game"): one
//! sample file per format change is kept in `tests/records/`, and each must still load to
//! the same game, keep its tags and its seats, and be written back byte for byte.
//!
//! The format changes so far: the page's first records (two people, `Event`, `Site`,
//! `Date`); the `Repetition` and `TCN` tags of a game from a set-up position played
//! without the repetition rule; the seats written as `Computer (level N)`; and the match
//! runner's records with `MatchResult` and `MatchReason`. A change to the format adds a
//! file here; none is ever edited.

use three_crowns::ui::computer::seat_from_tag;
use three_crowns::ui::session::Seat;
use three_crowns::{parse_record, to_tcn, write_record, Outcome, WinReason};

struct Sample {
    name: &'static str,
    text: &'static str,
    plies: usize,
    outcome: Option<Outcome>,
    /// The position after the last move, as TCN.
    end: &'static str,
    seats: [Seat; 2],
    repetition_rule: bool,
}

macro_rules! sample {
    ($file:literal) => {
        ($file, include_str!(concat!("records/", $file)))
    };
}

fn samples() -> Vec<Sample> {
    let person = Seat::Person;
    let level = |level| Seat::Computer { level };
    let white_troika = Some(Outcome::Win {
        winner: three_crowns::Color::White,
        reason: WinReason::CrownedTroika,
    });
    let [people, seats, setup, matched] = [
        sample!("2026-11-29-page-people.tcg"),
        sample!("2026-11-29-page-computer-seats.tcg"),
        sample!("2026-11-29-setup-repetition-off.tcg"),
        sample!("2026-11-29-match.tcg"),
    ];
    vec![
        Sample {
            name: people.0,
            text: people.1,
            plies: 27,
            outcome: white_troika,
            end: "1w6/1bbB2b1/1w4w1/7B/5wW1/Bb3Wb1/w2wW3/1b4b1 b - 14",
            seats: [person, person],
            repetition_rule: true,
        },
        Sample {
            name: seats.0,
            text: seats.1,
            plies: 12,
            outcome: None,
            end: "bw2bb2/5WB1/w5b1/b5w1/w5b1/b5w1/8/wbw2wbw w - 7",
            seats: [level(8), person],
            repetition_rule: true,
        },
        Sample {
            name: setup.0,
            text: setup.1,
            plies: 13,
            outcome: None,
            end: "bwb2bwb/w6w/8/7b/wb5w/b6b/8/wbw2wbw b - 8",
            seats: [person, level(3)],
            repetition_rule: false,
        },
        Sample {
            name: matched.0,
            text: matched.1,
            plies: 27,
            outcome: white_troika,
            end: "1w6/1bbB2b1/1w4w1/7B/5wW1/Bb3Wb1/w2wW3/1b4b1 b - 14",
            // "level 2" is the match runner's name, not a page seat.
            seats: [person, person],
            repetition_rule: true,
        },
    ]
}

#[test]
fn every_sample_record_still_loads_to_the_same_game() {
    for s in samples() {
        let rec = parse_record(s.text).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        let end = to_tcn(rec.game.position());
        assert_eq!(rec.game.ply(), s.plies, "{}", s.name);
        assert_eq!(rec.game.outcome(), s.outcome, "{}", s.name);
        assert_eq!(end, s.end, "{}", s.name);
        assert_eq!(rec.game.repetition_rule(), s.repetition_rule, "{}", s.name);
        let seats = ["White", "Black"].map(|t| rec.tag(t).map_or(Seat::Person, seat_from_tag));
        assert_eq!(seats, s.seats, "{}", s.name);
    }
}

#[test]
fn every_sample_record_is_written_back_byte_for_byte() {
    for s in samples() {
        let rec = parse_record(s.text).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        let tags: Vec<(&str, &str)> = rec
            .tags
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(write_record(&rec.game, &tags), s.text, "{}", s.name);
    }
}

#[test]
fn a_file_of_several_records_splits_at_each_event_tag() {
    let one = include_str!("records/2026-11-29-match.tcg");
    let two = format!("{one}\n{one}");
    let parts = three_crowns::split_records(&two);
    assert_eq!(parts.len(), 2);
    for part in &parts {
        let rec = parse_record(part).expect("each part is a whole record");
        assert_eq!(rec.game.ply(), parse_record(one).unwrap().game.ply());
    }
    assert_eq!(three_crowns::split_records(one).len(), 1);
    assert!(three_crowns::split_records("\n  \n").is_empty());
}

/// A resignation and an agreed draw (two people at one screen) end the game off the board,
/// are written as its Result and Termination, and are read back from them; a move after
/// them is refused, and taking back a move or withdrawing them lets the game go on.
#[test]
fn resignations_and_agreed_draws_are_recorded_and_read_back() {
    use three_crowns::{Color, DrawReason, Game, Position};
    let mut game = Game::new(Position::start());
    for mv in ["a6-a7", "a5-b4", "a7-b7"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let black_resigns = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    assert_eq!(game.resign(Color::Black), Ok(black_resigns));
    assert_eq!(game.outcome(), Some(black_resigns));
    assert!(game.legal_moves().is_empty());
    let legal = game.position().legal_moves()[0];
    assert!(matches!(
        game.play(legal),
        Err(three_crowns::PlayError::GameOver(o)) if o == black_resigns
    ));
    assert!(
        game.agree_draw().is_err(),
        "a finished game cannot be ended again"
    );
    let text = write_record(&game, &[]);
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Termination \"Black resigned\"]"), "{text}");
    let back = parse_record(&text).unwrap();
    assert_eq!(back.game.outcome(), Some(black_resigns));
    assert_eq!(write_record(&back.game, &[]), text);
    // Withdrawn, the game goes on.
    assert_eq!(game.withdraw(), Some(black_resigns));
    assert_eq!(game.outcome(), None);
    let next = game.legal_moves()[0];
    game.play(next).unwrap();
    // An agreed draw, taken back with the last move.
    let agreed = Outcome::Draw(DrawReason::Agreement);
    assert_eq!(game.agree_draw(), Ok(agreed));
    let text = write_record(&game, &[]);
    assert!(
        text.contains("[Result \"1/2-1/2\"]") && text.contains("[Termination \"Draw agreed\"]")
    );
    assert_eq!(parse_record(&text).unwrap().game.outcome(), Some(agreed));
    game.undo().unwrap();
    assert_eq!(game.outcome(), None);
    // A Termination that does not match its Result ends nothing.
    let odd = text.replace("1/2-1/2", "1-0");
    assert_eq!(parse_record(&odd).unwrap().game.outcome(), None);
    assert_eq!(agreed.reason_code(), "agreement");
    assert_eq!(black_resigns.reason_code(), "resignation");
    assert_eq!(black_resigns.to_string(), "White wins: Black resigned");
}

/// A live game claimed when the loser left ends final: written as its Result and
/// Termination and read back; neither withdrawn nor taken back with a move.
#[test]
fn a_game_claimed_when_the_loser_left_is_recorded_read_back_and_final() {
    use three_crowns::{Color, Game, Position};
    let mut game = Game::new(Position::start());
    for mv in ["a6-a7", "a5-b4"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let white_left = Outcome::Win {
        winner: Color::Black,
        reason: WinReason::Abandoned,
    };
    assert_eq!(game.abandon(Color::White), Ok(white_left));
    assert!(game.legal_moves().is_empty());
    assert!(game.resign(Color::Black).is_err());
    let text = write_record(&game, &[]);
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(
        text.contains("[Termination \"White left the game\"]"),
        "{text}"
    );
    let back = parse_record(&text).unwrap();
    assert_eq!(back.game.outcome(), Some(white_left));
    assert_eq!(write_record(&back.game, &[]), text);
    assert!(game.is_final());
    assert_eq!(game.withdraw(), None);
    assert!(!game.can_undo());
    assert_eq!(game.undo(), None);
    assert_eq!(game.outcome(), Some(white_left));
    assert_eq!(white_left.reason_code(), "abandoned");
    assert_eq!(white_left.to_string(), "Black wins: White left the game");
    // Its words and the wrong Result: nothing ended.
    let odd = text.replace("0-1", "1-0");
    assert_eq!(parse_record(&odd).unwrap().game.outcome(), None);
}

/// A record of the New game dialog's era: the players' names, a computer seat, a time
/// control, each move's clock as a `[%clk …]` comment and both clocks as they stood
/// (`WhiteClock`, `BlackClock`). Read back to the same names, seats and clocks (paused,
/// as after a reload), and written back byte for byte; the older samples above have no
/// clock and stay games without one.
#[test]
fn a_record_with_clocks_and_names_reads_back_its_clocks() {
    use three_crowns::ui::clock::TimeControl;
    use three_crowns::ui::session::Session;
    use three_crowns::Color;
    let text = include_str!("records/2026-12-02-page-clocks-names.tcg");
    let s = Session::from_record(parse_record(text).unwrap());
    assert_eq!(s.player_name(Color::White), Some("Ann Lee"));
    assert_eq!(s.player_name(Color::Black), None);
    assert_eq!(s.seat(Color::Black), Seat::Computer { level: 3 });
    assert!(
        s.notes().is_empty(),
        "the clocks are not comments of the game"
    );
    let c = s.clock().expect("a clock");
    assert_eq!(Some(c.control()), TimeControl::new(5, 3));
    assert!(c.paused());
    assert_eq!(c.left(0.0), [284_700, 298_100]);
    assert_eq!(
        c.move_times(5),
        &[295_400, 301_200, 291_900, 302_100, 284_700]
    );
    assert_eq!(s.record("2026.12.02"), text);
    for old in samples() {
        let s = Session::from_record(parse_record(old.text).unwrap());
        assert!(s.clock().is_none(), "{}", old.name);
    }
}

/// A record of a game with a friend on another device: the friend's seat, the game's id,
/// the local player's colour, how far both players know the game (two plies, nothing
/// offered) and a draw offered since with the move not yet sent. Read back to the same
/// friend game, and written back byte for byte; the older samples are no friend games.
#[test]
fn a_friend_games_record_reads_back_as_a_friend_game() {
    use three_crowns::ui::friend::Stage;
    use three_crowns::ui::session::Session;
    use three_crowns::Color;
    let text = include_str!("records/2026-12-02-friend-game.tcg");
    let s = Session::from_record(parse_record(text).unwrap());
    assert_eq!(s.seat(Color::Black), Seat::Friend);
    assert_eq!(s.seat(Color::White), Seat::Person);
    assert_eq!(s.player_name(Color::Black), None);
    let f = s.friend().expect("a friend game");
    assert_eq!(f.id, "E3WAkIxxBAH");
    assert_eq!(f.you, Color::White);
    assert_eq!(f.offer, Some(Color::White));
    assert_eq!(f.shared, Some((2, Stage::Playing)));
    assert!(f.unsent(s.game()) && f.may_take_back(s.game()));
    assert_eq!(s.record("2026.12.02"), text);
    for old in samples() {
        let s = Session::from_record(parse_record(old.text).unwrap());
        assert!(s.friend().is_none(), "{}", old.name);
    }
}
