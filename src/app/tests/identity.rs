//! Scenarios of a game's one identity (issue 44): a friend game's link read before the
//! database answers, a write the database refuses, a file of games imported again, and
//! declarations that cross in a friend game.

use super::archive::two_people;
use super::*;
use crate::app::archive::{ArchiveInput as A, Status};
use crate::app::friend::FriendInput;
use crate::app::new_game::Colour;
use crate::record::parse_record;
use crate::ui::archive::Entry;
use crate::ui::session::Session;

impl Page {
    /// How many of the friend games listed are game `id`.
    fn friend_copies(&self, id: &str) -> usize {
        self.state
            .friend_games()
            .iter()
            .filter(|g| g.id == id)
            .count()
    }

    /// A fresh tab of this page: the saved game restored, the database not answered yet.
    fn fresh_tab(&self) -> Page {
        let mut q = Page::opening();
        let saved = self.saved_record.clone().expect("a saved game");
        q.state.game = Session::from_record(parse_record(&saved).unwrap());
        q
    }
}

/// Ann (White) invites and moves; B, with a database, answers; Ann moves again. Returns
/// Ann's page, B's, and Ann's two links (the first, the next).
fn ann_and_b() -> (Page, Page, String, String) {
    let mut b = Page::opening();
    b.open_db(Vec::new());
    let (mut ann, b, first, _) = ann_and_b_at_two(b);
    ann.click("a7", "b7");
    let next = ann.send_link();
    (ann, b, first, next)
}

#[test]
fn a_link_read_before_the_database_answers_goes_on_with_the_archived_game() {
    let (ann, mut b, first, next) = ann_and_b();
    let id = ann.state.board().friend().unwrap().id.clone();
    // Another game on the board: the friend game is kept only in Your games.
    b.send(two_people()).unwrap();
    b.click("a6", "a7");
    assert_eq!(b.db().len(), 2);
    // A fresh tab opens Ann's next link before its database has answered.
    let mut c = b.fresh_tab();
    c.open(&next);
    assert_eq!(c.ply(), 1, "the link waits for the database");
    c.open_db(b.db().to_vec());
    assert_eq!(
        c.state.board().friend().map(|f| f.id.clone()),
        Some(id.clone())
    );
    assert_eq!(c.ply(), 3, "{}", c.status());
    assert_eq!(c.friend_copies(&id), 1, "{:?}", c.state.friend_games());
    assert_eq!(c.db().len(), 2, "one game, continued under its id");
    // The older link is refused as older: nothing added.
    c.open(&first);
    assert!(c.status().contains("older"), "{}", c.status());
    assert_eq!(c.friend_copies(&id), 1);
    assert_eq!(c.db().len(), 2);
    assert_eq!(c.state.all_games().len(), 2);
}

#[test]
fn what_reads_the_archive_waits_for_the_database_and_runs_once_it_cannot_be_used() {
    let (_, b, _, next) = ann_and_b();
    let mut c = b.fresh_tab();
    // Each waits in its order: the export, the link.
    c.send(Command::Archive(A::Export)).unwrap();
    assert!(!c
        .take()
        .iter()
        .any(|e| matches!(e, Effect::Download { .. })));
    c.open(&next);
    assert_eq!(c.ply(), 2);
    c.send(Command::Archive(A::Loaded(Err(
        "SecurityError: blocked".into()
    ))))
    .unwrap();
    assert!(matches!(c.state.archive().status, Status::Unavailable(_)));
    // Without the database: the export runs with what storage holds, the link goes on
    // with the game on the board.
    assert!(c
        .take()
        .iter()
        .any(|e| matches!(e, Effect::Download { .. })));
    assert_eq!(c.ply(), 3, "{}", c.status());
}

#[test]
fn a_write_the_database_refuses_leaves_one_copy_listed_also_after_a_reload() {
    let mut p = Page::opening();
    p.open_db(Vec::new());
    p.click("a6", "a7");
    p.click("a5", "b4");
    let id = p.state.board().origin().id.clone().unwrap();
    // The database is full mid-game: the page says so and goes on.
    p.db_full = true;
    p.click("a7", "b7");
    assert!(p.status().contains("QuotaExceededError"), "{}", p.status());
    p.click("h5", "g4");
    let plies =
        |p: &Page| -> Vec<usize> { p.state.all_games().iter().map(|l| l.game.plies).collect() };
    assert_eq!(plies(&p), vec![4], "the game on the board, once");
    // A new game: the game goes to the games kept in storage, listed once, as it is.
    p.send(two_people()).unwrap();
    assert_eq!(plies(&p), vec![4]);
    let kept: Vec<String> = p
        .state
        .kept_records()
        .iter()
        .map(|r| r.to_string())
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(p.db().len(), 1, "the database holds the game at ply 2");
    // A reload whose database takes writes again: the kept record takes the stored
    // game's place, under its id.
    let mut q = p.fresh_tab();
    q.state.shelf.set_kept(kept.clone());
    q.open_db(p.db().to_vec());
    assert_eq!(plies(&q), vec![4], "{:?}", q.state.all_games());
    assert_eq!(q.db().len(), 1);
    assert_eq!(q.db()[0].id, id);
    assert!(q.db()[0].record.contains("h5-g4"));
    assert_eq!(q.forgotten, kept);
}

#[test]
fn a_delete_the_database_refuses_lists_the_game_again() {
    let mut p = Page::opening();
    p.open_db(Vec::new());
    p.click("a6", "a7");
    let first = p.state.board().origin().id.clone().unwrap();
    p.send(two_people()).unwrap();
    p.click("a6", "a7");
    p.db_full = true;
    p.send(Command::Archive(A::Delete(first.clone()))).unwrap();
    assert_eq!(p.db().len(), 2, "still in the database");
    assert_eq!(p.state.all_games().len(), 2, "so listed again");
    assert!(
        p.state.archive().deleted.is_empty(),
        "nothing to bring back"
    );
}

#[test]
fn a_file_exported_before_a_game_went_on_adds_none_of_its_games_again() {
    let (_, mut b, _, next) = ann_and_b();
    let friend = b.state.board().friend().unwrap().id.clone();
    // A game of two people too, then the file of both.
    b.send(two_people()).unwrap();
    b.click("a6", "a7");
    let file = b.state.archive_text();
    // Both go on: the friend game takes Ann's move and sends B's; the other one moves.
    b.click("a5", "b4");
    b.open(&next);
    b.click("a3", "b2");
    b.send_link();
    assert_eq!(b.db().len(), 2);
    b.send(Command::Archive(A::Import(file))).unwrap();
    let report = b.state.archive().imported.clone().unwrap();
    assert_eq!((report.added, report.duplicates), (0, 2), "{report:?}");
    assert_eq!(b.db().len(), 2);
    assert_eq!(b.friend_copies(&friend), 1);
    assert_eq!(b.state.all_games().len(), 2);
}

/// The result both devices show: (result, reason).
fn result_of(p: &Page) -> Option<(&'static str, &'static str)> {
    let o = p.state.board().game().outcome()?;
    Some((o.result_text(), o.reason_code()))
}

/// Each sends its link and opens the other's, their links crossing: both reach
/// `result` (result, reason). Returns Ann's link and B's.
fn cross(ann: &mut Page, b: &mut Page, result: (&str, &str)) -> (String, String) {
    let (from_ann, from_b) = (ann.send_link(), b.send_link());
    ann.open(&from_b);
    b.open(&from_ann);
    assert_eq!(result_of(ann), Some(result), "{}", ann.status());
    assert_eq!(result_of(b), Some(result), "{}", b.status());
    (from_ann, from_b)
}

#[test]
fn ends_that_cross_at_one_ply_reach_one_result_on_both_devices() {
    // Both resign at ply 2, White (Ann) to move: Ann's resignation stands.
    let (mut ann, mut b, _, _) = ann_and_b_at_two(Page::new());
    ann.send(Command::Resign).unwrap();
    b.send(Command::Resign).unwrap();
    let (from_ann, from_b) = cross(&mut ann, &mut b, ("0-1", "resignation"));
    assert!(b.status().contains("whose turn it was"), "{}", b.status());
    assert!(!ann.status().contains("older"), "{}", ann.status());
    // Once crossed, each link again is older: nothing changes.
    ann.open(&from_b);
    b.open(&from_ann);
    assert_eq!(result_of(&ann), Some(("0-1", "resignation")));
    assert_eq!(result_of(&b), Some(("0-1", "resignation")));

    // Ann offers a draw with her move; B, to move, accepts while Ann resigns: the draw
    // stands.
    let (mut ann, mut b, _, _) = ann_and_b_at_two(Page::new());
    ann.click("a7", "b7");
    ann.send(Command::Friend(FriendInput::OfferDraw)).unwrap();
    let offer = ann.send_link();
    b.open(&offer);
    b.send(Command::Friend(FriendInput::AcceptDraw)).unwrap();
    ann.send(Command::Resign).unwrap();
    cross(&mut ann, &mut b, ("1/2-1/2", "agreement"));
}

#[test]
fn of_two_ends_at_different_plies_the_earlier_stands_on_both_devices() {
    // B resigns at ply 2 (Ann to move) while Ann moves and then resigns at ply 3.
    let (mut ann, mut b, _, _) = ann_and_b_at_two(Page::new());
    b.send(Command::Resign).unwrap();
    ann.click("a7", "b7");
    ann.send(Command::Resign).unwrap();
    cross(&mut ann, &mut b, ("1-0", "resignation"));
    assert_eq!((ann.ply(), b.ply()), (2, 2));
}

/// Ann (White) and B (the page given) after two plies, each knowing both; with Ann's
/// first link and B's reply.
fn ann_and_b_at_two(mut b: Page) -> (Page, Page, String, String) {
    let mut ann = Page::new();
    ann.send(Command::Friend(FriendInput::Start(
        Colour::White,
        "Ann".into(),
    )))
    .unwrap();
    ann.click("a6", "a7");
    let first = ann.send_link();
    b.open(&first);
    b.click("a5", "b4");
    let reply = b.send_link();
    ann.open(&reply);
    (ann, b, first, reply)
}

#[test]
fn your_games_shows_a_page_at_a_time_in_the_databases_order() {
    let mut p = Page::opening();
    let record = |n: usize| {
        format!(
            "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[White \"Player {n}\"]\n[Black \"Q\"]\n[Result \"*\"]\n[GameId \"g{n}\"]\n\n1. a6-a7 *\n"
        )
    };
    let games: Vec<Entry> = (0..120)
        .map(|n| Entry {
            id: format!("g{n}"),
            record: record(n),
            updated: 1_000.0 * n as f64,
        })
        .collect();
    p.open_db(games);
    p.send(Command::Games(true)).unwrap();
    let names = |p: &Page| -> Vec<String> {
        p.state
            .games_page()
            .0
            .iter()
            .map(|l| l.game.white.clone())
            .collect()
    };
    let (page, total, any) = p.state.games_page();
    assert_eq!(
        (page.len(), total, any),
        (crate::app::archive::PAGE, 120, true)
    );
    assert_eq!(names(&p)[..2], ["Player 119", "Player 118"], "newest first");
    p.send(Command::Archive(A::More)).unwrap();
    assert_eq!(p.state.games_page().0.len(), 100);
    p.send(Command::Archive(A::More)).unwrap();
    assert_eq!(p.state.games_page().0.len(), 120);
    // A new search, or the dialog opened again, starts from the first page.
    p.send(Command::Archive(A::Search("Player".into())))
        .unwrap();
    assert_eq!(p.state.games_page().0.len(), crate::app::archive::PAGE);
    p.send(Command::Archive(A::More)).unwrap();
    p.send(Command::Games(false)).unwrap();
    p.send(Command::Games(true)).unwrap();
    assert_eq!(p.state.games_page().0.len(), crate::app::archive::PAGE);
    assert_eq!(
        p.state.all_games().len(),
        120,
        "the script API lists them all"
    );
}

#[test]
fn a_record_of_a_game_kept_here_is_that_game_never_a_second_one_nor_an_older_copy() {
    let mut p = Page::opening();
    p.open_db(Vec::new());
    p.click("a6", "a7");
    let one = p.state.board().record("2026.12.01");
    let id = p.state.board().origin().id.clone().unwrap();
    p.click("a5", "b4");
    p.click("a7", "b7");
    let three = p.state.board().record("2026.12.01");
    p.send(Command::Undo).unwrap();
    p.send(two_people()).unwrap();
    let plies_of = |p: &Page| -> Vec<(String, usize)> {
        p.db()
            .iter()
            .map(|e| (e.id.clone(), parse_record(&e.record).unwrap().game.ply()))
            .collect()
    };
    assert_eq!(plies_of(&p), vec![(id.clone(), 2)]);
    // An older copy: nothing changes, said as a duplicate.
    p.send(Command::Import(one.clone())).unwrap();
    assert!(p.status().contains("already there"), "{}", p.status());
    assert_eq!(p.ply(), 0);
    assert_eq!(plies_of(&p), vec![(id.clone(), 2)]);
    // The same moves (with a comment, as the review's annotated record has) come onto
    // the board as that game, under its id: no second game.
    let two = p.db()[0].record.clone();
    let annotated = two.replace("a5-b4", "a5-b4 {?? better c1-d2}");
    assert_ne!(annotated, two, "the record has a comment now");
    p.send(Command::Import(annotated)).unwrap();
    assert_eq!(p.ply(), 2);
    assert_eq!(p.state.board().origin().id.as_deref(), Some(id.as_str()));
    assert_eq!(plies_of(&p), vec![(id.clone(), 2)]);
    p.send(two_people()).unwrap();
    // A copy that goes further continues the game, under its id.
    p.send(Command::Import(three)).unwrap();
    assert_eq!(p.state.board().origin().id.as_deref(), Some(id.as_str()));
    assert_eq!(plies_of(&p), vec![(id.clone(), 3)]);
    // Another game that carries its id comes in as a game of its own.
    let other = one.replace("a6-a7", "c1-d2");
    p.send(two_people()).unwrap();
    p.send(Command::Import(other)).unwrap();
    assert_ne!(p.state.board().origin().id.as_deref(), Some(id.as_str()));
    assert_eq!(p.db().len(), 2);
}
