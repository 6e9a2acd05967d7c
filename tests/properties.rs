//! Properties over random games, from the start and from random set-up positions: undo and
//! redo, notations round-tripping, piece counts, and agreement with the independent
//! reference model of tests/common.

mod common;

use common::{RefOutcome, RefPos};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use three_crowns::{
    parse_record, parse_tcn, to_tcn, write_record, Color, DrawReason, Game, Move, Outcome,
    Position, WinReason,
};

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn sorted_moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(Move::to_string).collect();
    v.sort();
    v
}

fn ref_outcome(o: Option<Outcome>) -> Option<RefOutcome> {
    o.map(|o| match o {
        Outcome::Win {
            winner,
            reason: WinReason::ThreeCaptures,
        } => RefOutcome::ThreeCaptures(winner),
        Outcome::Win {
            winner,
            reason: WinReason::CrownedTroika,
        } => RefOutcome::CrownedTroika(winner),
        Outcome::Draw(DrawReason::NoMoves) => RefOutcome::NoMoves,
        Outcome::Draw(DrawReason::Repetition) => panic!("a position alone never repeats"),
        Outcome::Win {
            reason: WinReason::Resignation | WinReason::Time | WinReason::Abandoned,
            ..
        }
        | Outcome::Draw(DrawReason::Agreement) => panic!("a position alone is never declared"),
    })
}

/// Checks everything about one position of a game (before its move is chosen).
fn check_position(p: &Position) -> Result<(), TestCaseError> {
    // TCN round trip.
    let text = to_tcn(p);
    prop_assert_eq!(parse_tcn(&text), Ok(*p), "TCN {}", text);
    // The reference model: same text, same moves, same outcome.
    let r = RefPos::from_core(p);
    prop_assert_eq!(r.tcn(), text.clone());
    prop_assert_eq!(sorted_moves(p), r.move_texts(), "moves of {}", text);
    prop_assert_eq!(ref_outcome(p.outcome()), r.outcome(), "outcome of {}", text);
    prop_assert_eq!(p.count_moves(), p.legal_moves().len() as u64);
    Ok(())
}

/// Checks one move: notation, checked play, effects, piece counts, the reference model.
fn check_move(p: &Position, m: Move) -> Result<Position, TestCaseError> {
    let text = m.to_string();
    let parsed: Move = text
        .parse()
        .map_err(|e| TestCaseError::fail(format!("{e}")))?;
    prop_assert_eq!(parsed, m);
    let next = p
        .play(parsed)
        .map_err(|e| TestCaseError::fail(format!("{text} generated but refused: {e}")))?;
    let (next2, fx) = p.play_with_effects(m);
    prop_assert_eq!(next, next2);
    prop_assert_eq!(p.play_unchecked(m), next);
    // Piece counts: the mover's never changes; the other side's falls by exactly one
    // through a capture, and otherwise not at all.
    let us = p.turn();
    let them = us.other();
    prop_assert_eq!(next.pieces(us).popcount(), p.pieces(us).popcount());
    let lost = p.pieces(them).popcount() - next.pieces(them).popcount();
    prop_assert_eq!(lost, u32::from(fx.captured.is_some()), "{}", text);
    if let Some(c) = fx.captured {
        prop_assert!(m.is_jump());
        prop_assert_eq!(Some(c), m.hopped().map(|h| h.1));
        prop_assert_eq!(next.piece_at(c), None);
    }
    if let Some(u) = fx.uncrowned {
        prop_assert_eq!(Some(u), m.hopped().map(|h| h.1));
        prop_assert!(p
            .piece_at(u)
            .is_some_and(|pc| pc.crowned && pc.color == them));
        prop_assert!(next
            .piece_at(u)
            .is_some_and(|pc| !pc.crowned && pc.color == them));
    }
    prop_assert!(!(fx.captured.is_some() && fx.uncrowned.is_some()));
    let mover = next
        .piece_at(m.to())
        .expect("the mover stands on its destination");
    prop_assert_eq!(mover.color, us);
    prop_assert_eq!(
        fx.crowned,
        mover.crowned && !p.piece_at(m.from()).is_some_and(|pc| pc.crowned)
    );
    prop_assert_eq!(next.piece_at(m.from()), None);
    // The reference model plays it to the same position.
    let r = RefPos::from_core(p);
    let rm = r
        .moves()
        .into_iter()
        .find(|x| x.text() == text)
        .ok_or_else(|| TestCaseError::fail(format!("{text} unknown to the reference")))?;
    prop_assert_eq!(
        r.play(rm).tcn(),
        to_tcn(&next),
        "{} after {}",
        to_tcn(p),
        text
    );
    Ok(next)
}

/// Plays a random game from `start`, checking every position and move, undo and redo, and
/// the record of the whole game.
fn check_game(start: Position, choices: &[u16], repetition: bool) -> Result<(), TestCaseError> {
    let mut game = Game::new(start);
    game.set_repetition_rule(repetition);
    let mut history = vec![(start, start.zobrist())];
    for &c in choices {
        let p = *game.position();
        check_position(&p)?;
        let legal = game.legal_moves();
        if legal.is_empty() {
            prop_assert!(game.outcome().is_some());
            break;
        }
        prop_assert_eq!(game.outcome(), None);
        let m = legal[usize::from(c) % legal.len()];
        let next = check_move(&p, m)?;
        // Undo restores the exact position and hash; redo restores the move's result.
        let hash = game.hash();
        prop_assert_eq!(hash, p.zobrist());
        game.play(m)
            .map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(*game.position(), next);
        prop_assert_eq!(game.hash(), next.zobrist());
        let undone = game.undo().expect("a move to undo");
        prop_assert_eq!(undone.mv, m);
        prop_assert_eq!(*game.position(), p);
        prop_assert_eq!(game.hash(), hash);
        let redone = game.redo().expect("a move to redo");
        prop_assert_eq!(redone.mv, m);
        prop_assert_eq!(*game.position(), next);
        prop_assert_eq!(game.hash(), next.zobrist());
        history.push((next, next.zobrist()));
    }
    check_position(game.position())?;
    // The record of the whole game reads back to the same game.
    let text = write_record(&game, &[("Event", "proptest")]);
    let r = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(r.game.move_list(), game.move_list());
    prop_assert_eq!(r.game.start(), game.start());
    prop_assert_eq!(r.game.position(), game.position());
    prop_assert_eq!(r.game.outcome(), game.outcome());
    prop_assert_eq!(
        r.tag("Result"),
        Some(game.outcome().map_or("*", |o| o.result_text()))
    );
    // Undo all the way back, through every position of the game, then redo it all.
    let plies = game.ply();
    for i in (0..plies).rev() {
        game.undo().expect("undo");
        prop_assert_eq!(*game.position(), history[i].0);
        prop_assert_eq!(game.hash(), history[i].1);
    }
    prop_assert!(!game.can_undo());
    for (pos, hash) in history.iter().skip(1) {
        game.redo().expect("redo");
        prop_assert_eq!(game.position(), pos);
        prop_assert_eq!(game.hash(), *hash);
    }
    prop_assert!(!game.can_redo());
    prop_assert_eq!(game.ply(), plies);
    Ok(())
}

/// A random set-up position as TCN: 8–10 pieces a side in the middle six ranks, any mix of
/// Crowned and Uncrowned, either side to move, sometimes at move 1 (so the second-turn rule
/// comes into play) and sometimes with a binding.
fn setup_strategy() -> impl Strategy<Value = String> {
    (
        proptest::collection::vec((8u8..56, any::<bool>()), 8..=10),
        proptest::collection::vec((8u8..56, any::<bool>()), 8..=10),
        any::<bool>(),
        0u8..4,
    )
        .prop_map(|(white, black, white_to_move, kind)| {
            let mut board = [' '; 64];
            for (list, (u, c)) in [(&white, ('w', 'W')), (&black, ('b', 'B'))] {
                for &(s, crowned) in list {
                    let s = usize::from(s);
                    if board[s] == ' ' {
                        board[s] = if crowned { c } else { u };
                    }
                }
            }
            let mut ranks = Vec::new();
            for r in (0..8).rev() {
                let mut t = String::new();
                let mut e = 0;
                for f in 0..8 {
                    let ch = board[r * 8 + f];
                    if ch == ' ' {
                        e += 1;
                    } else {
                        if e > 0 {
                            t.push_str(&e.to_string());
                            e = 0;
                        }
                        t.push(ch);
                    }
                }
                if e > 0 {
                    t.push_str(&e.to_string());
                }
                ranks.push(t);
            }
            // kind 0: move 1; kind 1: bound to a White piece (White's second turn or Black's
            // reply); otherwise an ordinary middle-game move number.
            let side = if white_to_move { "w" } else { "b" };
            let (binding, number) = match kind {
                0 => ("-".to_string(), if white_to_move { 1 } else { 2 }),
                1 => {
                    let sq = (0..64)
                        .find(|&i| matches!(board[i], 'w' | 'W'))
                        .unwrap_or(0);
                    let name = format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1);
                    (name, if white_to_move { 2 } else { 1 })
                }
                _ => ("-".to_string(), 7),
            };
            format!("{} {side} {binding} {number}", ranks.join("/"))
        })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_games_from_the_start(choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        check_game(Position::start(), &choices, true)?;
    }

    #[test]
    fn random_games_from_the_start_without_repetition_rule(
        choices in proptest::collection::vec(any::<u16>(), 60..120)
    ) {
        check_game(Position::start(), &choices, false)?;
    }

    #[test]
    fn random_games_from_set_up_positions(
        tcn in setup_strategy(),
        choices in proptest::collection::vec(any::<u16>(), 0..60),
    ) {
        // Both sides already winning is invalid text; anything else is a position.
        let start = match parse_tcn(&tcn) {
            Ok(p) => p,
            Err(e) => {
                prop_assert_eq!(e, three_crowns::TcnError::Invalid(three_crowns::PositionError::BothWinning), "{}", tcn);
                return Ok(());
            }
        };
        prop_assert_eq!(to_tcn(&start), tcn.clone());
        check_game(start, &choices, true)?;
    }

    #[test]
    fn binding_is_set_by_whites_move_1_and_cleared_after_whites_next(
        choices in proptest::collection::vec(any::<u16>(), 4..12)
    ) {
        let mut p = Position::start();
        let mut first = None;
        for (ply, &c) in choices.iter().enumerate() {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(c) % legal.len()];
            match ply {
                0 => first = Some(m.to()),
                // White's second turn: only the first-moved piece.
                2 => prop_assert_eq!(Some(m.from()), first),
                _ => {}
            }
            p = p.play(m).map_err(|e| TestCaseError::fail(format!("{e}")))?;
            let expected = if ply < 2 { first } else { None };
            prop_assert_eq!(p.binding(), expected, "after ply {}", ply + 1);
            if ply == 1 {
                for lm in p.legal_moves().iter() {
                    prop_assert_eq!(Some(lm.from()), first);
                }
            }
            prop_assert_eq!(p.turn(), if ply % 2 == 0 { Color::Black } else { Color::White });
        }
    }
}

/// A small deterministic generator for the coverage test below.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u16 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as u16
    }
}

/// The random games above are only worth something if they meet the rules that matter:
/// fixed-seed random play from the start must see steps, crownings, double jumps,
/// uncrownings, captures, and games won both ways. (Repetition and no-move draws are rare in
/// random play; tests/rules.rs builds them.)
#[test]
fn random_play_reaches_every_kind_of_move_and_ending() {
    let mut rng = Lcg(0x5eed);
    let (mut jumps, mut crowned, mut uncrowned, mut captured) = (0, 0, 0, 0);
    let mut endings = std::collections::HashSet::new();
    for _ in 0..150 {
        let mut game = Game::default();
        for _ in 0..300 {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(rng.next()) % legal.len()];
            let p = *game.position();
            check_move(&p, m).unwrap();
            let played = game.play(m).unwrap();
            jumps += usize::from(m.is_jump());
            crowned += usize::from(played.effects.crowned);
            uncrowned += usize::from(played.effects.uncrowned.is_some());
            captured += usize::from(played.effects.captured.is_some());
        }
        if let Some(o) = game.outcome() {
            endings.insert(o.reason_code());
        }
    }
    assert!(
        jumps > 0 && crowned > 0 && uncrowned > 0 && captured > 0,
        "jumps {jumps}, crowned {crowned}, uncrowned {uncrowned}, captured {captured}"
    );
    assert!(endings.contains("crowned-troika"), "{endings:?}");
    assert!(endings.contains("three-captures"), "{endings:?}");
    eprintln!("jumps {jumps}, crowned {crowned}, uncrowned {uncrowned}, captured {captured}, endings {endings:?}");
}
