//! Scenarios of "Train your mistakes" (issue 48, item 4): the person's marked moves of
//! the kept reviews served as the drill schedules them, a missed one back before a solved
//! one, the cards stored, and the refusals when there is nothing to train.

use super::*;
use crate::app::mistakes::Step;
use crate::ui::archive::Entry;
use crate::ui::drill::{Drill, AGAIN_MS, DAY_MS};
use crate::ui::error::PageError;
use crate::ui::testing::eval;

/// A game of a6-a7 a5-b4 a7-b7 between two people, stored at `updated`, whose kept
/// review marks White's first move (an inaccuracy, better h6-g7) and Black's (a blunder,
/// better a5-a6).
fn reviewed(id: &str, updated: f64) -> Entry {
    let review = crate::ui::review_kept::encode(&[
        eval(0.50, "h6-g7"),
        eval(0.44, "a5-a6"),
        eval(0.90, "a7-b7"),
        eval(0.10, "b4-c5"),
    ]);
    Entry {
        id: id.into(),
        record: format!(
            "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[Date \"2026.12.01\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[GameId \"{id}\"]\n[Review \"{review}\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7-b7 *\n"
        ),
        updated,
    }
}

/// The drill's cards as last stored.
fn stored(effects: &[Effect]) -> Option<Drill> {
    effects.iter().rev().find_map(|e| match e {
        Effect::StoreDrill(d) => Some(d.get().clone()),
        _ => None,
    })
}

/// The page's clock as the drill reads it: ms since 1970 (`Surroundings::epoch_ms`).
fn epoch(p: &Page) -> f64 {
    p.state.shared.world.epoch_ms
}

/// The card of `id` as the drill's cards were last stored since the last look.
fn card_stored(p: &mut Page, id: &str) -> crate::ui::drill::Card {
    let drill = stored(&p.take()).expect("the cards stored");
    drill.card(id).cloned().expect("the card stored")
}

fn on_show(p: &Page) -> Option<String> {
    let says = p.state.modes.drill_says(epoch(p))?;
    says.on_show.map(|m| m.id.clone())
}

#[test]
fn a_missed_mistake_comes_back_before_a_solved_one_and_the_cards_are_stored() {
    let mut p = Page::new();
    p.open_db(vec![reviewed("g1", 1.0)]);
    assert_eq!(p.state.training().total, 2);
    assert_eq!(p.state.training().due, 2, "new cards are due at once");
    p.send(Command::Mistakes(Step::Train)).unwrap();
    let effects = p.take();
    let cards = stored(&effects).expect("the new cards stored");
    assert_eq!(cards.cards().len(), 2);
    assert!(p.state.modes.drilling());
    assert_eq!(on_show(&p).as_deref(), Some("g1:1"));
    assert_eq!(
        p.status(),
        "Train your mistakes: 2 puzzles from your reviewed games due now."
    );
    // White's inaccuracy: the start position, White to move; the better move is right.
    assert_eq!(p.ply(), 0);
    assert!(!p.state.ground.orientation.flipped);
    p.click("h6", "g7");
    let card = card_stored(&mut p, "g1:1");
    assert_eq!((card.run, card.misses), (1, 0));
    assert_eq!(card.due, epoch(&p) + DAY_MS, "solved: back in a day");
    let says = p.state.modes.drill_says(epoch(&p)).unwrap();
    assert_eq!((says.due, says.solved, says.missed), (1, 1, 0));

    // Black's blunder, the board turned to Black: the move played again is a miss.
    p.send(Command::Mistakes(Step::Next)).unwrap();
    assert_eq!(on_show(&p).as_deref(), Some("g1:2"));
    assert!(p.state.ground.orientation.flipped);
    p.send(Command::PlayText("a5-b4".into(), MoveSource::Click))
        .unwrap();
    let card = card_stored(&mut p, "g1:2");
    assert_eq!((card.run, card.misses), (0, 1));
    assert_eq!(card.due, epoch(&p) + AGAIN_MS);

    // Next: nothing is due, but the miss comes back at once; the solved one does not.
    p.send(Command::Mistakes(Step::Next)).unwrap();
    assert_eq!(on_show(&p).as_deref(), Some("g1:2"), "the miss again");
    p.send(Command::PlayText("a5-a6".into(), MoveSource::Click))
        .unwrap();
    let card = card_stored(&mut p, "g1:2");
    assert_eq!((card.run, card.misses), (1, 1), "solved this time");

    // Nothing more: the drill says so, and when the next comes back.
    p.send(Command::Mistakes(Step::Next)).unwrap();
    assert_eq!(on_show(&p), None);
    assert_eq!(
        p.status(),
        "Nothing more is due now: 2 solved, 1 missed. The next comes back in 24 hours."
    );
    let says = p.state.modes.drill_says(epoch(&p)).unwrap();
    assert_eq!((says.due, says.solved, says.missed), (0, 2, 1));
    // Started again now: refused, with when.
    p.send(Command::Mistakes(Step::Leave)).unwrap();
    assert!(!p.state.modes.in_mistakes());
    assert_eq!(p.status(), "Back to the game.");
    assert!(matches!(
        p.send(Command::Mistakes(Step::Train)),
        Err(PageError::NothingDue(_))
    ));
    assert!(p.status().starts_with("None of your mistakes is due now."));
    assert_eq!(p.state.training().due, 0);
}

#[test]
fn skipping_or_showing_is_a_miss_and_each_serving_is_answered_once() {
    let mut p = Page::new();
    p.open_db(vec![reviewed("g1", 1.0)]);
    p.send(Command::Mistakes(Step::Train)).unwrap();
    p.take();
    // Shown: missed once, even when the engine's move is then played for it.
    p.send(Command::Mistakes(Step::Show)).unwrap();
    let card = card_stored(&mut p, "g1:1");
    assert_eq!((card.run, card.misses), (0, 1));
    // Skipped: missed.
    p.send(Command::Mistakes(Step::Next)).unwrap();
    assert_eq!(on_show(&p).as_deref(), Some("g1:2"));
    p.send(Command::Mistakes(Step::Next)).unwrap();
    let drill = stored(&p.take()).expect("stored");
    assert_eq!(drill.card("g1:2").map(|c| c.misses), Some(1));
    assert_eq!(
        drill.card("g1:1").map(|c| c.misses),
        Some(1),
        "not answered twice"
    );
    let says = p.state.modes.drill_says(epoch(&p)).unwrap();
    assert_eq!((says.solved, says.missed), (0, 2));
}

#[test]
fn the_drill_needs_a_mistake_of_the_persons_and_skips_deleted_games() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    assert_eq!(
        p.send(Command::Mistakes(Step::Train)),
        Err(PageError::NoMyMistakes)
    );
    assert!(p
        .status()
        .starts_with("Train your mistakes needs a reviewed game"));
    assert!(!p.state.modes.in_mistakes());
    // Cards of a game no longer kept are never served; the one kept is.
    let mut p = Page::new();
    p.state.modes.drill.get_mut().add("gone:1", 0.0);
    p.open_db(vec![reviewed("g2", 5.0)]);
    p.send(Command::Mistakes(Step::Train)).unwrap();
    assert_eq!(on_show(&p).as_deref(), Some("g2:1"));
    assert_eq!(p.state.modes.drill_says(epoch(&p)).map(|d| d.due), Some(2));
}

#[test]
fn another_tabs_answers_are_merged_in() {
    let mut p = Page::new();
    let mut other = Drill::default();
    let now = epoch(&p);
    other.add("g1:1", now);
    other.answered("g1:1", true, now);
    p.send(Command::OtherTabDrill(other.clone())).unwrap();
    assert_eq!(p.state.modes.drill.get(), &other);
    p.open_db(vec![reviewed("g1", 1.0)]);
    // g1:1 is due tomorrow: g1:2 is served first.
    p.send(Command::Mistakes(Step::Train)).unwrap();
    assert_eq!(on_show(&p).as_deref(), Some("g1:2"));
}
