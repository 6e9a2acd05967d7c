//! Scenarios of the archive ("Your games" in the browser's database) and of the pictures.

use super::*;
use crate::app::archive::{ArchiveInput as A, Status};
use crate::app::export::{Deliver, ExportInput, Format, PictureEffect};
use crate::ui::archive::{tag_value, Entry, Kind, ResultFilter, ID_TAG};
use crate::ui::kept::Filter;
use crate::ui::movie::Heard;

/// A game of the previous version, kept in `localStorage`.
const KEPT: &str = "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[Date \"2026.11.30\"]\n[White \"Ann\"]\n[Black \"Computer (level 3)\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 *\n";

impl Page {
    /// The database opens with `games`.
    pub(super) fn open_db(&mut self, games: Vec<Entry>) {
        self.db = Some(games.clone());
        let games = Page::by_index(games);
        self.send(Command::Archive(A::Loaded(Ok(games)))).unwrap();
    }

    pub(super) fn db(&self) -> &[Entry] {
        self.db.as_deref().unwrap_or_default()
    }

    fn board_id(&self) -> Option<String> {
        self.state.board().origin().id.clone()
    }

    fn listed(&self) -> Vec<(String, Kind, String, bool)> {
        self.state
            .all_games()
            .into_iter()
            .map(|l| (l.game.white, l.game.kind, l.game.result, l.on_board))
            .collect()
    }
}

/// A new game of two people at once, the game in progress kept.
pub(super) fn two_people() -> Command {
    Command::StartGame(Box::new(crate::app::starting::Setup {
        seats: [Seat::Person; 2],
        names: [None, None],
        clock: None,
    }))
}

/// A page whose previous version kept `KEPT` and is in a game of two moves.
fn upgraded() -> Page {
    let mut p = Page::new();
    p.state.shelf.set_kept(vec![KEPT.to_string()]);
    p.click("a6", "a7");
    p.click("a5", "b4");
    p
}

#[test]
fn the_previous_versions_games_join_the_archive_when_it_opens() {
    let mut p = upgraded();
    assert!(p.board_id().is_none(), "no id before the database opens");
    p.open_db(Vec::new());
    assert_eq!(p.state.archive().status, Status::Ready);
    // Both are in the database: the board's game (newest) and the kept one.
    assert_eq!(p.db().len(), 2);
    let id = p.board_id().expect("the board's game has its id");
    let board = p.db().iter().find(|e| e.id == id).unwrap();
    assert_eq!(tag_value(&board.record, ID_TAG), Some(id.clone()));
    assert_eq!(p.forgotten, vec![KEPT.to_string()]);
    assert!(p.state.kept_records().is_empty());
    let listed = p.listed();
    assert_eq!(listed.len(), 2);
    assert!(listed[0].3, "the board's game first, on the board");
    assert_eq!(listed[1].0, "Ann");
    assert_eq!(listed[1].1, Kind::Computer);
    // The saved game carries its id: a reload (the game restored from it, the kept
    // list still there if its removal had not happened) adds nothing twice.
    let saved = p.saved_record.clone().unwrap();
    assert_eq!(tag_value(&saved, ID_TAG), Some(id.clone()));
    let again = p.db().to_vec();
    let mut q = Page::new();
    q.state.game =
        crate::ui::session::Session::from_record(crate::record::parse_record(&saved).unwrap());
    q.state.shelf.set_kept(vec![KEPT.to_string()]);
    q.open_db(again);
    assert_eq!(q.state.all_games().len(), 2, "{:?}", q.listed());
    assert_eq!(q.db().len(), 2);
    assert_eq!(q.forgotten, vec![KEPT.to_string()]);
}

#[test]
fn every_move_is_stored_under_the_games_id_and_a_new_game_leaves_it_there() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    assert!(p.db().is_empty(), "a game without moves is not archived");
    p.click("a6", "a7");
    let id = p.board_id().unwrap();
    assert_eq!(p.db().len(), 1);
    p.click("a5", "b4");
    assert_eq!(p.db().len(), 1);
    let rec = crate::record::parse_record(&p.db()[0].record).unwrap();
    assert_eq!(rec.game.ply(), 2);
    assert_eq!(rec.tag("Date"), Some("2026.12.01"));
    // A new game: the old one stays, finished or not, without asking to keep it.
    p.send(two_people()).unwrap();
    assert!(!p
        .take()
        .iter()
        .any(|e| matches!(e, Effect::KeepPrevious(_))));
    assert_eq!(p.db().len(), 1);
    assert_ne!(p.board_id().as_deref(), Some(id.as_str()));
    p.click("a6", "a7");
    assert_eq!(p.db().len(), 2);
    assert_eq!(p.state.all_games()[0].game.plies, 1, "newest first");
    // Reopened, it goes on under its id.
    p.send(Command::OpenKept(id.clone())).unwrap();
    assert_eq!(p.board_id(), Some(id.clone()));
    p.click("a7", "b7");
    let stored = p.db().iter().find(|e| e.id == id).unwrap();
    assert_eq!(
        crate::record::parse_record(&stored.record)
            .unwrap()
            .game
            .ply(),
        3
    );
    assert_eq!(p.db().len(), 2);
}

#[test]
fn a_deleted_game_comes_back_by_undo_and_the_board_game_is_not_deleted() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    p.click("a6", "a7");
    let first = p.board_id().unwrap();
    p.send(two_people()).unwrap();
    p.click("a6", "a7");
    let board = p.board_id().unwrap();
    assert_eq!(
        p.send(Command::Archive(A::Delete(board.clone()))),
        Err(crate::ui::error::PageError::GameOnBoard)
    );
    p.send(Command::Archive(A::Delete(first.clone()))).unwrap();
    assert!(p.db().iter().all(|e| e.id != first));
    assert_eq!(p.state.all_games().len(), 1);
    assert_eq!(p.status(), words::GAME_DELETED.english());
    p.send(Command::Archive(A::UndoDelete)).unwrap();
    assert!(p.db().iter().any(|e| e.id == first));
    assert_eq!(p.state.all_games().len(), 2);
    assert_eq!(
        p.send(Command::Archive(A::UndoDelete)),
        Err(crate::ui::error::PageError::NothingDeleted)
    );
    assert!(p.send(Command::Archive(A::Delete("nope".into()))).is_err());
}

#[test]
fn a_file_of_games_adds_the_good_ones_once() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    let bad = "[Event \"Casual game\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7-a9 *\n";
    let file = format!("{KEPT}\n{bad}");
    p.send(Command::Archive(A::Import(file.clone()))).unwrap();
    let r = p.state.archive().imported.clone().unwrap();
    assert_eq!((r.added, r.duplicates, r.errors.len()), (1, 0, 1));
    assert_eq!(r.errors[0].game, 2);
    assert!(p.status().contains("Game 2 (line "), "{}", p.status());
    assert_eq!(p.db().len(), 1);
    p.send(Command::Archive(A::Import(file))).unwrap();
    let r = p.state.archive().imported.clone().unwrap();
    assert_eq!((r.added, r.duplicates), (0, 1));
    // Exported and imported elsewhere: the same games.
    let text = p.state.archive_text();
    let mut q = Page::new();
    q.open_db(Vec::new());
    q.send(Command::Archive(A::Import(text))).unwrap();
    assert_eq!(q.listed(), p.listed());
    assert_eq!(q.db()[0].id, p.db()[0].id, "its id travels with it");
}

#[test]
fn filters_and_search_narrow_the_list() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    let imported = KEPT
        .replace("Three Crowns for the web", "Elsewhere")
        .replace("Computer (level 3)", "Bob");
    p.send(Command::Archive(A::Import(format!("{KEPT}\n{imported}"))))
        .unwrap();
    p.send(Command::Archive(A::Kind(Some(Kind::Imported))))
        .unwrap();
    let f = p.state.archive().filter.clone();
    let listed = p.state.listed_games(&f);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].game.black, "Bob");
    p.send(Command::Archive(A::Kind(None))).unwrap();
    p.send(Command::Archive(A::Search("BOB".into()))).unwrap();
    assert_eq!(p.state.listed_games(&p.state.archive().filter).len(), 1);
    p.send(Command::Archive(A::Search(String::new()))).unwrap();
    p.send(Command::Archive(A::Result(Some(ResultFilter::WhiteWon))))
        .unwrap();
    assert!(p.state.listed_games(&p.state.archive().filter).is_empty());
    assert_eq!(p.state.listed_games(&Filter::default()).len(), 2);
}

#[test]
fn without_the_database_the_page_says_so_once_and_keeps_games_as_before() {
    let mut p = Page::opening();
    p.click("a6", "a7");
    p.send(Command::Archive(A::Loaded(Err(
        "SecurityError: blocked".into()
    ))))
    .unwrap();
    assert!(
        p.status().contains("SecurityError: blocked"),
        "{}",
        p.status()
    );
    assert!(p.board_id().is_none());
    p.send(Command::Archive(A::Written(
        Err("again".into()),
        crate::app::archive::DbEffect::Open,
    )))
    .unwrap();
    assert!(!p.status().contains("again"), "said once");
    p.send(two_people()).unwrap();
    assert!(
        p.take()
            .iter()
            .any(|e| matches!(e, Effect::KeepPrevious(_))),
        "the replaced game is kept in localStorage"
    );
    assert_eq!(p.state.all_games().len(), 1);
    assert_eq!(
        p.send(Command::Archive(A::Import(KEPT.into()))),
        Err(crate::ui::error::PageError::NoArchive)
    );
}

#[test]
fn another_tabs_games_and_deletions_are_followed() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    let record = crate::ui::archive::with_id(KEPT, "other1");
    p.send(Command::Archive(A::StoredElsewhere(vec![Entry {
        id: "other1".into(),
        record,
        updated: 5.0,
    }])))
    .unwrap();
    assert_eq!(p.state.all_games().len(), 1);
    p.send(Command::Archive(A::DeletedElsewhere("other1".into())))
        .unwrap();
    assert!(p.state.all_games().is_empty());
}

#[test]
fn a_discarded_game_leaves_the_archive() {
    let mut p = Page::new();
    p.open_db(Vec::new());
    p.click("a6", "a7");
    assert_eq!(p.db().len(), 1);
    p.send(Command::SwapAndPlayAgain).unwrap();
    p.send(Command::Replace(Decision::Discard)).unwrap();
    assert!(p.db().is_empty());
    // Taken back to its start, a game leaves it too, until it has moves again.
    p.click("a6", "a7");
    assert_eq!(p.db().len(), 1);
    p.send(Command::Undo).unwrap();
    assert!(p.db().is_empty());
}

fn gif_ticket(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|e| match e {
        Effect::Picture(PictureEffect::Gif { ticket, job }) => {
            assert!(
                job.caption.contains("1-0") || job.caption.contains('*') || !job.caption.is_empty()
            );
            Some(*ticket)
        }
        _ => None,
    })
}

#[test]
fn a_gif_is_made_under_a_ticket_and_can_be_cancelled() {
    let mut p = Page::new();
    p.click("a6", "a7");
    let start = |deliver| {
        Command::Export(ExportInput::Start {
            format: Format::Gif,
            game: None,
            width: None,
            deliver,
        })
    };
    p.send(start(Deliver::Share)).unwrap();
    let first = gif_ticket(&p.take()).expect("the worker is asked");
    assert!(p.state.making().is_some());
    assert!(p.send(start(Deliver::Share)).is_err(), "one at a time");
    p.send(Command::Export(ExportInput::Cancel)).unwrap();
    assert!(p.take().contains(&Effect::Picture(PictureEffect::Cancel)));
    assert!(p.state.making().is_none());
    // The cancelled GIF's news is dropped; the next one's is heard.
    p.send(start(Deliver::Api(9))).unwrap();
    let second = gif_ticket(&p.take()).unwrap();
    assert_ne!(first, second);
    let done = |t| {
        Command::Export(ExportInput::Heard(
            t,
            Heard::Done {
                bytes: b"GIF89a".to_vec(),
                base64: "R0lGODlh".into(),
            },
        ))
    };
    p.send(done(first)).unwrap();
    assert!(p.take().is_empty() && p.state.making().is_some());
    p.send(Command::Export(ExportInput::Heard(
        second,
        Heard::Progress { done: 3, total: 10 },
    )))
    .unwrap();
    assert_eq!(p.state.making().unwrap().done, 3);
    p.send(done(second)).unwrap();
    assert!(p.take().contains(&Effect::Picture(PictureEffect::Answer(
        9,
        Ok((Format::Gif, "R0lGODlh".into()))
    ))));
    assert!(p.state.making().is_none());
}

#[test]
fn a_gif_whose_worker_fails_fails_and_a_failure_without_one_is_nothing() {
    let mut p = Page::new();
    let failed = || Command::Export(ExportInput::WorkerFailed("the worker crashed".into()));
    p.send(failed()).unwrap();
    assert!(p.take().is_empty());
    p.send(Command::Export(ExportInput::Start {
        format: Format::Gif,
        game: None,
        width: None,
        deliver: Deliver::Api(4),
    }))
    .unwrap();
    assert!(gif_ticket(&p.take()).is_some());
    p.send(failed()).unwrap();
    assert!(p.state.making().is_none());
    assert!(p.take().contains(&Effect::Picture(PictureEffect::Answer(
        4,
        Err("the worker crashed".into())
    ))));
}

#[test]
fn a_png_shows_the_board_as_drawn_and_bad_widths_are_refused() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(Command::Export(ExportInput::Start {
        format: Format::Png,
        game: None,
        width: Some(300),
        deliver: Deliver::Download,
    }))
    .unwrap();
    let effects = p.take();
    let picture = effects
        .iter()
        .find_map(|e| match e {
            Effect::Picture(PictureEffect::Png { picture, width, .. }) => Some((picture, *width)),
            _ => None,
        })
        .expect("a PNG is drawn");
    assert_eq!(picture.1, Some(300));
    assert_eq!(picture.0.pos, *p.state.board().game().position());
    assert_eq!(picture.0.last_move, Some(mv("a6-a7")));
    let e = p.send(Command::Export(ExportInput::Start {
        format: Format::Png,
        game: None,
        width: Some(5),
        deliver: Deliver::Api(4),
    }));
    assert_eq!(e, Err(crate::ui::error::PageError::PictureWidth(5)));
    assert!(p.take().contains(&Effect::Picture(PictureEffect::Answer(
        4,
        Err(crate::ui::error::PageError::PictureWidth(5).to_string())
    ))));
}
