//! Learn mode's lessons (issue 12), each checked with the rules core: its position parses
//! and is legal, is not over, has no accidental Troika and at most two captures a side;
//! some legal move meets its goal; its solution (the learner's moves and the scripted
//! replies, each legal) meets every goal and ends the lesson; its listed wrong move is
//! legal and misses the goal for the reason given here.

use three_crowns::position::WinReason;
use three_crowns::types::{Color, Move, Square};
use three_crowns::ui::lessons::{self, Attempt, Goal, Miss, Status, Verdict, LESSONS};
use three_crowns::{parse_tcn, Position};

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// No three Uncrowned pieces of a colour in a line, no Crowned Troika.
fn assert_no_troika(pos: &Position, what: &str) {
    for c in [Color::White, Color::Black] {
        assert!(
            pos.uncrowned(c).lines_of_three().is_empty(),
            "{what}: an accidental {c} Troika"
        );
        assert!(
            pos.crowned_troika(c).is_empty(),
            "{what}: a {c} Crowned Troika"
        );
    }
}

/// Why each lesson's listed wrong move misses.
fn expected_miss(id: &str) -> Miss {
    match id {
        "stepping" => Miss::WrongSquare {
            to: sq("c5"),
            target: sq("d5"),
        },
        "crowning" => Miss::NoTroika { jump: false },
        "capturing" => Miss::NoHop,
        "uncrowning" => Miss::NoHop,
        "second-hop" => Miss::OtherPiece {
            affected: sq("f5"),
            target: sq("e3"),
            target_first: true,
            captured: true,
        },
        "uncrown-into-troika" => Miss::StaysOnBoard { sq: sq("c5") },
        "crowned-troika" => Miss::NoCrownedTroika,
        "three-captures" => Miss::NoThirdCapture { captures: 2 },
        "second-turn" => Miss::CannotCrownNext { bound: sq("a2") },
        other => panic!("no expected miss for {other}"),
    }
}

#[test]
fn every_lesson_is_sound() {
    let mut ids = std::collections::HashSet::new();
    for (i, lesson) in LESSONS.iter().enumerate() {
        let id = lesson.id;
        assert!(ids.insert(id), "{id} twice");
        assert_eq!(lessons::find(id), Some(i));
        let start = parse_tcn(lesson.tcn).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(lessons::position(lesson), Some(start));
        assert!(start.outcome().is_none(), "{id}: already over");
        assert_no_troika(&start, id);
        for c in [Color::White, Color::Black] {
            assert!(start.captures_by(c) <= 2, "{id}: {c} has captured three");
            assert!(
                start.pieces(c).popcount() >= 8,
                "{id}: {c} has fewer than 8"
            );
        }
        assert!(!lesson.title.is_empty() && lesson.instruction.ends_with('.'));

        // Some legal move meets the first goal.
        let first = lesson.steps[0];
        let meets: Vec<Move> = start
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| first.goal.check(&start, m, first.reply).is_ok())
            .collect();
        assert!(!meets.is_empty(), "{id}: no move meets the goal");

        // The solution, through an attempt: each learner move meets its goal, each
        // reply is legal and leaves no accidental Troika.
        let mut a = Attempt::new(i);
        let mut pos = start;
        let mut k = 0;
        while k < lesson.solution.len() {
            let m = mv(lesson.solution[k]);
            assert!(pos.is_legal(m), "{id}: {m} illegal");
            let v = a.judge(&pos, m);
            pos = pos.play(m).unwrap();
            match v {
                Verdict::Reply(r) => {
                    assert_eq!(r, mv(lesson.solution[k + 1]), "{id}: the scripted reply");
                    assert!(pos.is_legal(r));
                    pos = pos.play(r).unwrap();
                    assert!(pos.outcome().is_none(), "{id}: over after the reply");
                    assert_no_troika(&pos, &format!("{id} after the reply"));
                    a.replied();
                    k += 2;
                }
                Verdict::Done => k += 1,
                other => panic!("{id}: {m} gave {other:?}"),
            }
        }
        assert_eq!(
            a.status(),
            Status::Done,
            "{id}: not done after the solution"
        );

        // The wrong move is legal and misses for its reason; retry starts again.
        let wrong = mv(lesson.wrong);
        assert!(start.is_legal(wrong), "{id}: {wrong} illegal");
        let mut b = Attempt::new(i);
        assert_eq!(
            b.judge(&start, wrong),
            Verdict::Missed(expected_miss(id)),
            "{id}"
        );
        assert_eq!(b.status(), Status::Missed);
        assert_eq!(b.judge(&start, wrong), Verdict::NotNow);
        b.retry();
        assert!(b.awaits_learner());
    }
}

#[test]
fn goals_are_judged_on_the_move_played() {
    // Crowning: both ways of completing the Troika count.
    let l = &LESSONS[1];
    let p = parse_tcn(l.tcn).unwrap();
    for m in ["g4-f3", "c4-c3"] {
        assert_eq!(Goal::Crowned.check(&p, mv(m), None), Ok(()), "{m}");
    }
    // Stepping: three pieces can reach d5, straight and diagonally.
    let p = parse_tcn(LESSONS[0].tcn).unwrap();
    for m in ["d4-d5", "c4-d5", "e5-d5"] {
        assert_eq!(Goal::StepTo(sq("d5")).check(&p, mv(m), None), Ok(()), "{m}");
    }
    // Uncrowning into a Troika: the jump over c5 only uncrowns it.
    let p = parse_tcn(LESSONS[5].tcn).unwrap();
    assert_eq!(
        Goal::CaptureByUncrowning.check(&p, mv("c2xc4xe4"), None),
        Ok(())
    );
    // Winning by a Crowned Troika and by three captures.
    let p = parse_tcn(LESSONS[6].tcn).unwrap();
    let after = p.play(mv("f5-e4")).unwrap();
    assert_eq!(after.won_by(Color::White), Some(WinReason::CrownedTroika));
    let p = parse_tcn(LESSONS[7].tcn).unwrap();
    let after = p.play(mv("e4xg6xg8")).unwrap();
    assert_eq!(after.won_by(Color::White), Some(WinReason::ThreeCaptures));
}

#[test]
fn the_second_turn_lessons_reply_is_legal_after_every_first_move() {
    let l = &LESSONS[8];
    let p = parse_tcn(l.tcn).unwrap();
    assert_eq!(p.fullmove(), 1);
    assert!(p.binding().is_none());
    let reply = mv(l.steps[0].reply.unwrap());
    let mut good = 0;
    for &m in p.legal_moves().iter() {
        let after = p.play(m).unwrap();
        assert!(after.is_legal(reply), "{m} blocks {reply}");
        // No first move crowns at once: the lesson is about the second turn.
        assert!(!p.play_with_effects(m).1.crowned, "{m} crowns at once");
        if l.steps[0].goal.check(&p, m, l.steps[0].reply).is_ok() {
            good += 1;
        }
    }
    assert!(good >= 2, "several first moves lead to a crowning: {good}");
    // A scripted reply that cannot be played is a miss, never a panic.
    assert_eq!(
        Goal::CrownNext.check(&p, mv("g4-f3"), Some("h8-h6")),
        Err(Miss::ReplyBlocked { reply: "h8-h6" })
    );
    assert_eq!(
        Goal::CrownNext.check(&p, mv("g4-f3"), Some("nonsense")),
        Err(Miss::ReplyBlocked { reply: "nonsense" })
    );
    // On the second turn only the bound piece may move (the rules refuse the others).
    let q = p.play(mv("g4-f3")).unwrap().play(reply).unwrap();
    assert_eq!(q.binding(), Some(sq("f3")));
    assert!(q.play(mv("b4-b3")).is_err());
}
