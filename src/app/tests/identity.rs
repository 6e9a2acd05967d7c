//! Scenarios of a game's one identity (issue 44): a friend game's link read before the
//! database answers, a write the database refuses, a file of games imported again, and
//! declarations that cross in a friend game.

use super::*;
use crate::app::archive::{ArchiveInput as A, Status};
use crate::app::friend::{FriendInput, Send};
use crate::app::new_game::Colour;
use crate::record::parse_record;
use crate::ui::archive::Entry;
use crate::ui::session::Session;

impl Page {
    /// The database answers with `games` (held as the page's database from then).
    fn answer(&mut self, games: Vec<Entry>) {
        self.db = Some(games.clone());
        let games = Page::by_index(games);
        self.send(Command::Archive(A::Loaded(Ok(games)))).unwrap();
    }

    /// The database's games.
    fn stored(&self) -> &[Entry] {
        self.db.as_deref().unwrap_or_default()
    }

    /// Sends the friend game's link by Copy link; returns it.
    fn copy_link(&mut self) -> String {
        let link = self.state.friend_link().expect("a friend game");
        self.send(Command::Friend(FriendInput::Send(Send::Copy)))
            .unwrap();
        link
    }

    /// Opens `link` as the address's fragment.
    fn follow(&mut self, link: &str) {
        let fragment = link.split_once('#').map_or(link, |(_, f)| f);
        self.send(Command::OpenFragment(format!("#{fragment}")))
            .unwrap();
    }

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
        q.state.session = Session::from_record(parse_record(&saved).unwrap());
        q
    }
}

/// A new game of two people, the game in progress kept.
fn new_two_people_game(p: &mut Page) {
    p.send(Command::StartGame(Box::new(crate::app::starting::Setup {
        seats: [Seat::Person; 2],
        names: [None, None],
        clock: None,
    })))
    .unwrap();
}

/// Ann (White) invites and moves; B, with a database, answers; Ann moves again. Returns
/// Ann's page, B's, and Ann's two links (the first, the next).
fn ann_and_b() -> (Page, Page, String, String) {
    let mut ann = Page::new();
    ann.send(Command::Friend(FriendInput::Start(
        Colour::White,
        "Ann".into(),
    )))
    .unwrap();
    ann.click("a6", "a7");
    let first = ann.copy_link();
    let mut b = Page::opening();
    b.answer(Vec::new());
    b.follow(&first);
    b.click("a5", "b4");
    let reply = b.copy_link();
    ann.follow(&reply);
    ann.click("a7", "b7");
    let next = ann.copy_link();
    (ann, b, first, next)
}

#[test]
fn a_link_read_before_the_database_answers_goes_on_with_the_archived_game() {
    let (ann, mut b, first, next) = ann_and_b();
    let id = ann.state.session().friend().unwrap().id.clone();
    // Another game on the board: the friend game is kept only in Your games.
    new_two_people_game(&mut b);
    b.click("a6", "a7");
    assert_eq!(b.stored().len(), 2);
    // A fresh tab opens Ann's next link before its database has answered.
    let mut c = b.fresh_tab();
    c.follow(&next);
    assert_eq!(c.ply(), 1, "the link waits for the database");
    c.answer(b.stored().to_vec());
    assert_eq!(
        c.state.session().friend().map(|f| f.id.clone()),
        Some(id.clone())
    );
    assert_eq!(c.ply(), 3, "{}", c.status());
    assert_eq!(c.friend_copies(&id), 1, "{:?}", c.state.friend_games());
    assert_eq!(c.stored().len(), 2, "one game, continued under its id");
    // The older link is refused as older: nothing added.
    c.follow(&first);
    assert!(c.status().contains("older"), "{}", c.status());
    assert_eq!(c.friend_copies(&id), 1);
    assert_eq!(c.stored().len(), 2);
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
    c.follow(&next);
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
    p.answer(Vec::new());
    p.click("a6", "a7");
    p.click("a5", "b4");
    let id = p.state.session().origin().id.clone().unwrap();
    // The database is full mid-game: the page says so and goes on.
    p.db_full = true;
    p.click("a7", "b7");
    assert!(p.status().contains("QuotaExceededError"), "{}", p.status());
    p.click("h5", "g4");
    let plies =
        |p: &Page| -> Vec<usize> { p.state.all_games().iter().map(|l| l.game.plies).collect() };
    assert_eq!(plies(&p), vec![4], "the game on the board, once");
    // A new game: the game goes to the games kept in storage, listed once, as it is.
    new_two_people_game(&mut p);
    assert_eq!(plies(&p), vec![4]);
    let kept: Vec<String> = p
        .state
        .kept_records()
        .iter()
        .map(|r| r.to_string())
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(p.stored().len(), 1, "the database holds the game at ply 2");
    // A reload whose database takes writes again: the kept record takes the stored
    // game's place, under its id.
    let mut q = p.fresh_tab();
    q.state.set_kept(kept.clone());
    q.answer(p.stored().to_vec());
    assert_eq!(plies(&q), vec![4], "{:?}", q.state.all_games());
    assert_eq!(q.stored().len(), 1);
    assert_eq!(q.stored()[0].id, id);
    assert!(q.stored()[0].record.contains("h5-g4"));
    assert_eq!(q.forgotten, kept);
}

#[test]
fn a_delete_the_database_refuses_lists_the_game_again() {
    let mut p = Page::opening();
    p.answer(Vec::new());
    p.click("a6", "a7");
    let first = p.state.session().origin().id.clone().unwrap();
    new_two_people_game(&mut p);
    p.click("a6", "a7");
    p.db_full = true;
    p.send(Command::Archive(A::Delete(first.clone()))).unwrap();
    assert_eq!(p.stored().len(), 2, "still in the database");
    assert_eq!(p.state.all_games().len(), 2, "so listed again");
    assert!(
        p.state.archive().deleted.is_empty(),
        "nothing to bring back"
    );
}

#[test]
fn a_file_exported_before_a_game_went_on_adds_none_of_its_games_again() {
    let (_, mut b, _, next) = ann_and_b();
    let friend = b.state.session().friend().unwrap().id.clone();
    // A game of two people too, then the file of both.
    new_two_people_game(&mut b);
    b.click("a6", "a7");
    let file = b.state.archive_text();
    // Both go on: the friend game takes Ann's move and sends B's; the other one moves.
    b.click("a5", "b4");
    b.follow(&next);
    b.click("a3", "b2");
    b.copy_link();
    assert_eq!(b.stored().len(), 2);
    b.send(Command::Archive(A::Import(file))).unwrap();
    let report = b.state.archive().imported.clone().unwrap();
    assert_eq!((report.added, report.duplicates), (0, 2), "{report:?}");
    assert_eq!(b.stored().len(), 2);
    assert_eq!(b.friend_copies(&friend), 1);
    assert_eq!(b.state.all_games().len(), 2);
}

/// The result both devices show: (result, reason).
fn result_of(p: &Page) -> Option<(&'static str, &'static str)> {
    let o = p.state.session().game().outcome()?;
    Some((o.result_text(), o.reason_code()))
}

#[test]
fn ends_that_cross_at_one_ply_reach_one_result_on_both_devices() {
    // Both resign at ply 2, White (Ann) to move: Ann's resignation stands.
    let (mut ann, mut b, _, _) = ann_and_b_at_two();
    ann.send(Command::Resign).unwrap();
    b.send(Command::Resign).unwrap();
    let (from_ann, from_b) = (ann.copy_link(), b.copy_link());
    ann.follow(&from_b);
    b.follow(&from_ann);
    assert_eq!(
        result_of(&ann),
        Some(("0-1", "resignation")),
        "{}",
        ann.status()
    );
    assert_eq!(result_of(&b), result_of(&ann), "{}", b.status());
    assert!(b.status().contains("whose turn it was"), "{}", b.status());
    assert!(!ann.status().contains("older"), "{}", ann.status());
    // Once crossed, each link again is older: nothing changes.
    ann.follow(&from_b);
    b.follow(&from_ann);
    assert_eq!(result_of(&ann), Some(("0-1", "resignation")));
    assert_eq!(result_of(&b), Some(("0-1", "resignation")));

    // Ann offers a draw with her move; B, to move, accepts while Ann resigns: the draw
    // stands.
    let (mut ann, mut b, _, _) = ann_and_b_at_two();
    ann.click("a7", "b7");
    ann.send(Command::Friend(FriendInput::OfferDraw)).unwrap();
    let offer = ann.copy_link();
    b.follow(&offer);
    b.send(Command::Friend(FriendInput::AcceptDraw)).unwrap();
    ann.send(Command::Resign).unwrap();
    let (from_ann, from_b) = (ann.copy_link(), b.copy_link());
    ann.follow(&from_b);
    b.follow(&from_ann);
    assert_eq!(
        result_of(&ann),
        Some(("1/2-1/2", "agreement")),
        "{}",
        ann.status()
    );
    assert_eq!(result_of(&b), result_of(&ann), "{}", b.status());
}

#[test]
fn of_two_ends_at_different_plies_the_earlier_stands_on_both_devices() {
    // B resigns at ply 2 (Ann to move) while Ann moves and then resigns at ply 3.
    let (mut ann, mut b, _, _) = ann_and_b_at_two();
    b.send(Command::Resign).unwrap();
    ann.click("a7", "b7");
    ann.send(Command::Resign).unwrap();
    let (from_ann, from_b) = (ann.copy_link(), b.copy_link());
    ann.follow(&from_b);
    b.follow(&from_ann);
    assert_eq!(
        result_of(&ann),
        Some(("1-0", "resignation")),
        "{}",
        ann.status()
    );
    assert_eq!(result_of(&b), result_of(&ann), "{}", b.status());
    assert_eq!((ann.ply(), b.ply()), (2, 2));
}

/// Ann (White) and B after two plies, each knowing both.
fn ann_and_b_at_two() -> (Page, Page, String, String) {
    let mut ann = Page::new();
    ann.send(Command::Friend(FriendInput::Start(
        Colour::White,
        "Ann".into(),
    )))
    .unwrap();
    ann.click("a6", "a7");
    let first = ann.copy_link();
    let mut b = Page::new();
    b.follow(&first);
    b.click("a5", "b4");
    let reply = b.copy_link();
    ann.follow(&reply);
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
    p.answer(games);
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
