//! The sub-models on their own, without the root state: each gets what it reads as
//! arguments and a [`Shared`] to queue its effects and say things, and is tested as a
//! player meets it (the welcome card and the rules dialog, a language chosen, Your games
//! with a file read in and a game deleted and brought back, a puzzle asked for before the
//! set is there, a clock that runs and whose flag falls).

use crate::app::archive::{DbEffect, Status};
use crate::app::effect::Effect;
use crate::app::mode::{Overlays, Puzzles, RulesBody, Wanted};
use crate::app::overlays::{Overlay, Then, WELCOME_DISMISSED, WELCOME_SHOWN};
use crate::app::page::Fetch;
use crate::app::prefs::Prefs;
use crate::app::shared::Shared;
use crate::app::shelf::Shelf;
use crate::ui::error::PageError;

/// Two games of a file of games.
const FILE: &str = "[Event \"Casual game\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 *\n\n[Event \"Casual game\"]\n[White \"Cy\"]\n[Black \"Di\"]\n[Result \"*\"]\n\n1. a6-a7 *\n";

fn shared() -> Shared {
    let mut s = Shared::new(7);
    // 2026-12-05 10:00 UTC.
    s.world.epoch_ms = 1_796_464_800_000.0;
    s
}

#[test]
fn a_first_visits_welcome_card_leads_to_the_first_lesson() {
    let (mut o, mut s) = (Overlays::default(), shared());
    assert_eq!(o.update(&mut s, Overlay::ShowWelcome, "en"), None);
    assert!(o.welcome);
    let out = s.take_effects();
    assert!(
        out.contains(&Effect::StoreWelcome(WELCOME_SHOWN)),
        "{out:?}"
    );
    // Learn: the card goes for good, and the root opens the first lesson.
    assert_eq!(
        o.update(&mut s, Overlay::WelcomeLearn, "en"),
        Some(Then::Learn)
    );
    assert!(!o.welcome);
    assert!(s
        .take_effects()
        .contains(&Effect::StoreWelcome(WELCOME_DISMISSED)));
}

#[test]
fn the_rules_are_fetched_once_in_the_language_spoken() {
    let (mut o, mut s) = (Overlays::default(), shared());
    o.update(&mut s, Overlay::OpenRules, "de");
    assert!(o.rules && o.body == RulesBody::Loading);
    assert!(s
        .take_effects()
        .contains(&Effect::Fetch(Fetch::Rules("de"))));
    // A body in a language no longer spoken is dropped; the one asked for is kept.
    o.update(
        &mut s,
        Overlay::RulesFetched("fr", Ok("<p>fr</p>".into())),
        "de",
    );
    assert_eq!(o.body, RulesBody::Loading);
    o.update(
        &mut s,
        Overlay::RulesFetched("de", Ok("<p>de</p>".into())),
        "de",
    );
    assert!(matches!(&o.body, RulesBody::Loaded(html) if &**html == "<p>de</p>"));
    o.update(&mut s, Overlay::CloseRules, "de");
    o.update(&mut s, Overlay::OpenRules, "de");
    assert!(
        !s.take_effects()
            .iter()
            .any(|e| matches!(e, Effect::Fetch(Fetch::Rules(_)))),
        "not fetched again"
    );
}

#[test]
fn a_language_chosen_is_spoken_once_its_catalogue_comes() {
    let (mut p, mut s) = (Prefs::new(false), shared());
    assert!(
        p.speak(&mut s, "de", true).is_none(),
        "not yet: its catalogue is fetched"
    );
    assert!(s
        .take_effects()
        .contains(&Effect::Fetch(Fetch::Catalogue("de"))));
    // Another catalogue, no longer wanted, is dropped.
    assert!(p
        .catalogue_fetched(&mut s, "fr", Ok(String::new()))
        .is_none());
    let spoken = p
        .catalogue_fetched(&mut s, "de", Ok(String::new()))
        .expect("spoken");
    assert!(spoken.chosen && spoken.language.tag == "de");
    assert_eq!(p.language_choice, Some("de"), "remembered");
    // A catalogue that cannot be had is said, and nothing changes.
    p.speak(&mut s, "pl", true);
    let failed = p.catalogue_fetched(&mut s, "pl", Err(crate::ui::error::FetchError::Status(404)));
    assert!(failed.is_none());
    assert!(!s.status.is_empty(), "said");
    assert_eq!(p.language_choice, Some("de"));
}

#[test]
fn your_games_reads_a_file_deletes_a_game_and_brings_it_back() {
    let (mut shelf, mut s) = (Shelf::default(), shared());
    // Without the database, a file cannot be read in.
    assert!(matches!(
        shelf.import_games(&mut s, FILE),
        Err(PageError::NoArchive)
    ));
    shelf.loaded(&mut s, Vec::new());
    assert_eq!(shelf.archive.status, Status::Ready);
    shelf.import_games(&mut s, FILE).unwrap();
    assert_eq!(shelf.all_games(None).len(), 2);
    let put = s
        .take_effects()
        .into_iter()
        .filter(|e| matches!(e, Effect::Db(DbEffect::Put { .. })))
        .count();
    assert_eq!(put, 1, "stored in one write");
    // The same file again adds nothing: its games are known.
    shelf.import_games(&mut s, FILE).unwrap();
    assert_eq!(shelf.all_games(None).len(), 2);
    assert_eq!(
        shelf.archive.imported.as_ref().map(|r| r.duplicates),
        Some(2)
    );
    let id = shelf.all_games(None)[0].game.id.clone();
    // The game on the board is not deleted; another is, and Undo brings it back.
    assert!(shelf.delete_game(&mut s, &id, Some(&id)).is_err());
    shelf.delete_game(&mut s, &id, None).unwrap();
    assert_eq!(shelf.all_games(None).len(), 1);
    shelf.undo_delete(&mut s).unwrap();
    assert_eq!(shelf.all_games(None).len(), 2);
    assert!(
        shelf.undo_delete(&mut s).is_err(),
        "nothing more to bring back"
    );
}

#[test]
fn a_puzzle_asked_before_the_set_is_there_opens_when_it_comes() {
    let (mut p, mut s) = (Puzzles::default(), shared());
    assert!(p.open(&mut s, Wanted::Next, 1, None).is_none());
    assert!(s.take_effects().contains(&Effect::Fetch(Fetch::Puzzles)));
    // A second request while the set is on its way replaces the first, which is told.
    assert!(p.open(&mut s, Wanted::Next, 2, None).is_none());
    let out = s.take_effects();
    assert!(
        out.contains(&Effect::PuzzleOpened(1, Err(PageError::AnotherPuzzle))),
        "{out:?}"
    );
    assert!(
        !out.contains(&Effect::Fetch(Fetch::Puzzles)),
        "fetched once"
    );
    let set = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/puzzles.txt"))
        .expect("the puzzle set");
    let (puzzle, serial) = p
        .loaded(&mut s, Ok(set), None)
        .expect("the waiting request's puzzle");
    assert_eq!(serial, 2);
    // By id, at once now: an unknown id is refused and told.
    let found = p.open(&mut s, Wanted::Id(puzzle.id.clone()), 3, None);
    assert_eq!(found.map(|(f, _)| f.id), Some(puzzle.id));
    assert!(p.open(&mut s, Wanted::Id("nope".into()), 4, None).is_none());
    assert!(s
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::PuzzleOpened(4, Err(PageError::UnknownPuzzle(_))))));
}

#[test]
fn a_clock_runs_while_nothing_holds_the_game_and_its_flag_falls() {
    use crate::app::clocks::Clocks;
    use crate::game::Game;
    use crate::types::Color;
    use crate::ui::clock::{Clock, TimeControl};
    use crate::ui::session::Session;
    let mut session = Session::new(Game::default());
    let control = TimeControl {
        base_ms: 60_000,
        increment_ms: 0,
    };
    session.set_clock(Some(Clock::new(control, Color::White)));
    let (mut clocks, mut s) = (Clocks::default(), shared());
    // Each side's first move is not timed: after two moves, White's clock runs.
    for (ply, mv) in ["a6-a7", "a5-b4"].iter().enumerate() {
        let m = mv.parse().expect("a move");
        session
            .submit(m, crate::ui::session::MoveSource::Click)
            .expect("legal");
        Clocks::moved(&mut session, ply + 1, 0.0);
    }
    assert!(Clocks::run(&session, false));
    assert!(
        !Clocks::run(&session, true),
        "a dialog over the game holds it"
    );
    clocks.sync(&mut session, false, &mut s);
    let ticket = s
        .take_effects()
        .iter()
        .find_map(|e| match e {
            Effect::Timer {
                timer: crate::app::effect::Timer::Clock(t),
                ..
            } => Some(*t),
            _ => None,
        })
        .expect("a timer for the clocks' next change");
    assert!(clocks.is_current(ticket));
    clocks.sync(&mut session, false, &mut s);
    assert!(!clocks.is_current(ticket), "only the last timer is heard");
    assert_eq!(Clocks::running(&session), Some(Color::White));
    assert_eq!(Clocks::flagged(&session, false, 30_000.0), None);
    assert_eq!(
        Clocks::flagged(&session, false, 61_000.0),
        Some(Color::White)
    );
    assert_eq!(
        Clocks::flagged(&session, true, 61_000.0),
        None,
        "no flag falls while the game is held"
    );
}
