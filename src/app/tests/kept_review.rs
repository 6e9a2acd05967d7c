//! Scenarios of a review kept with its game (issue 48, "Reviews kept"): a finished
//! review goes into the game's stored record; the game reopened from "Your games"
//! shows it at once, asking no engine; a garbled kept review is ignored, the game kept.

use super::*;
use crate::app::study::Effect as StudyEffect;
use crate::ui::archive::{tag_value, Entry, ID_TAG};
use crate::ui::review_kept::TAG;

/// The review's questions among `effects`.
fn review_asks(effects: &[Effect]) -> Vec<u64> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Review(StudyEffect::Ask { serial, .. }) => Some(*serial),
            _ => None,
        })
        .collect()
}

/// Any question to any engine among `effects`.
fn any_engine_asked(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Review(StudyEffect::Ask { .. }) | Effect::Analysis(StudyEffect::Ask { .. })
        ) || matches!(e, Effect::Computer(_))
    })
}

/// Reviews the game on the board to its end, White's first move a blunder.
fn review_to_the_end(p: &mut Page) {
    p.send(Command::StartReview).unwrap();
    let chances = ["score cp 0", "score cp 900", "score cp -900"];
    let best = ["h6-g7", "a5-b4", "a7-b7"];
    for (chance, m) in chances.iter().zip(best) {
        let Some(&serial) = review_asks(&p.take()).last() else {
            break;
        };
        let reply = Answer::Lines(vec![
            format!("info depth 5 {chance}"),
            format!("bestmove {m}"),
        ]);
        p.send(Command::Reviewed(serial, reply)).unwrap();
    }
    assert_eq!(p.status(), words::say::REVIEW_DONE.english());
}

#[test]
fn a_finished_review_is_stored_with_its_game_and_shown_at_once_when_it_is_reopened() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    p.click("a6", "a7");
    p.click("a5", "b4");
    let id = p.state.board().origin().id.clone().unwrap();
    let before = p.db().iter().find(|e| e.id == id).unwrap().record.clone();
    assert_eq!(tag_value(&before, TAG), None, "not reviewed yet");
    assert!(p.state.all_games()[0].game.review.is_none());
    review_to_the_end(&mut p);
    let marks = p.state.study.review_state(p.state.board()).unwrap().1;
    assert_eq!(marks.len(), 1, "{marks:?}");
    let accuracy = p.state.study.review_accuracy(p.state.board()).unwrap();
    // The stored record follows: it carries the review.
    let stored = p.db().iter().find(|e| e.id == id).unwrap().record.clone();
    let kept = tag_value(&stored, TAG).expect("the review kept");
    assert!(kept.starts_with("1 "), "{kept}");
    assert_eq!(tag_value(&stored, ID_TAG), Some(id.clone()));
    let listed = p.state.all_games()[0]
        .game
        .review
        .as_ref()
        .expect("listed as reviewed")
        .accuracy;
    let tenths = |a: Option<f64>| a.map(|a| (a * 10.0).round() as u16);
    assert_eq!(listed, accuracy.map(tenths));
    // The annotated record says it in words, not in the tag.
    assert!(p
        .state
        .annotated_record()
        .is_some_and(|r| tag_value(&r, TAG).is_none()));

    // Another game, then the reviewed one opened again: its review at once, no search.
    p.send(super::archive::two_people()).unwrap();
    p.click("a6", "a7");
    assert!(p.state.study.review_state(p.state.board()).is_none());
    p.take();
    p.send(Command::OpenKept(id.clone())).unwrap();
    let effects = p.take();
    assert!(!any_engine_asked(&effects), "{effects:?}");
    let (progress, again) = p.state.study.review_state(p.state.board()).unwrap();
    assert_eq!((progress, again), (1.0, marks));
    assert_eq!(
        p.state.study.review_accuracy(p.state.board()),
        Some(accuracy)
    );
    assert!(p.state.view().graph.is_some_and(|g| g.total == 2));
    // Closed, it stays closed (and stays kept); a move taken back drops it.
    p.send(Command::CancelReview).unwrap();
    p.click("a7", "b7");
    assert!(p.state.study.review_state(p.state.board()).is_none());
    let stored = p.db().iter().find(|e| e.id == id).unwrap().record.clone();
    assert_eq!(tag_value(&stored, TAG), Some(kept));
    p.send(Command::Undo).unwrap();
    p.send(Command::Undo).unwrap();
    let stored = p.db().iter().find(|e| e.id == id).unwrap().record.clone();
    assert_eq!(tag_value(&stored, TAG), None, "{stored}");
}

#[test]
fn a_garbled_kept_review_is_ignored_and_the_game_kept() {
    let record = "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[Date \"2026.11.30\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[GameId \"abcd1234\"]\n[Review \"1 5000:a5-a6 zz\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 *\n";
    let mut p = Page::new();
    p.open_db(vec![Entry {
        id: "abcd1234".into(),
        record: record.into(),
        updated: 1.0,
    }]);
    let listed = p.state.all_games();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].game.review, None);
    assert_eq!(listed[0].game.plies, 2);
    p.send(Command::OpenKept("abcd1234".into())).unwrap();
    assert_eq!(p.ply(), 2, "the game kept");
    assert!(p.state.study.review_state(p.state.board()).is_none());
    assert!(!any_engine_asked(&p.take()));
}
