//! Scenarios of what the page shows where (issue 44, items 16 and 17): the menu closed
//! once its action ended or replaced the game, what is said while Your games is open said
//! inside it, the page's notices placed in the dialog on top, the friend's QR code
//! brought into view.

use super::*;
use crate::app::archive::ArchiveInput as A;
use crate::app::friend::{FriendInput, Send};
use crate::app::ids;
use crate::app::new_game::{Colour, Setup};
use crate::app::overlays::Overlay;
use crate::ui::clock::TimeControl;

/// A record of a game in progress, as a file would hold it.
const RECORD: &str = "[Event \"Casual game\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 *\n";

impl Page {
    fn menu_hidden(&self) -> Option<bool> {
        self.state.view().get(ids::MENU).and_then(|n| n.hidden)
    }

    fn open_menu(&mut self) {
        self.send(Command::Overlay(Overlay::ToggleMenu)).unwrap();
        assert_eq!(self.menu_hidden(), Some(false));
        self.seen.clear();
    }

    /// The text the view gives the element `id` (the last word on it).
    fn said_in(&self, id: &str) -> String {
        self.state
            .view()
            .get(id)
            .and_then(|n| n.text.clone())
            .unwrap_or_default()
    }

    fn focused_toggle(&self) -> bool {
        self.seen.contains(&Effect::Focus {
            id: ids::MENU_TOGGLE,
            select: false,
        })
    }
}

/// A game with a friend, White's first move played (not yet sent).
fn friend_game_after_a_move() -> Page {
    let mut p = Page::new();
    let start = FriendInput::Start(Colour::White, "Ann".into());
    p.send(Command::Friend(start)).unwrap();
    p.click("a6", "a7");
    p
}

fn two_people() -> Command {
    Command::StartGame(Box::new(Setup {
        seats: [Seat::Person; 2],
        names: [None, None],
        clock: TimeControl::new(0, 0),
    }))
}

#[test]
fn a_confirmed_resign_closes_the_menu_and_gives_the_focus_to_its_toggle() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.open_menu();
    p.send(Command::Declare(Declare::Resign)).unwrap();
    assert_eq!(p.menu_hidden(), Some(false), "asked to confirm: still open");
    assert!(p.state.board().game().outcome().is_none());
    p.send(Command::Declare(Declare::Resign)).unwrap();
    assert!(p.state.board().game().outcome().is_some());
    assert_eq!(
        p.menu_hidden(),
        Some(true),
        "the game is over: the menu closes"
    );
    assert!(p.focused_toggle(), "{:?}", p.seen);
}

#[test]
fn an_agreed_draw_closes_the_menu_too() {
    let mut p = Page::new();
    p.send(two_people()).unwrap();
    p.click("a6", "a7");
    p.open_menu();
    p.send(Command::Declare(Declare::Draw)).unwrap();
    assert_eq!(p.menu_hidden(), Some(false));
    p.send(Command::Declare(Declare::Draw)).unwrap();
    assert!(p.state.board().game().outcome().is_some());
    assert_eq!(p.menu_hidden(), Some(true));
    assert!(p.focused_toggle());
}

#[test]
fn a_draw_offered_to_a_friend_closes_the_menu_for_the_friend_box() {
    let mut p = friend_game_after_a_move();
    p.open_menu();
    p.send(Command::Declare(Declare::Draw)).unwrap();
    assert_eq!(p.menu_hidden(), Some(true));
}

#[test]
fn a_record_imported_from_the_menu_closes_it_and_a_bad_one_keeps_it() {
    let mut p = Page::new();
    p.open_menu();
    assert!(p.send(Command::Import("1. a6-a9 *".into())).is_err());
    assert_eq!(p.menu_hidden(), Some(false), "nothing changed: still open");
    p.send(Command::Import(RECORD.into())).unwrap();
    // The game on the board had no move: replaced without a question.
    assert_eq!(p.state.board().game().ply(), 2);
    assert_eq!(p.menu_hidden(), Some(true));
}

#[test]
fn what_is_said_while_your_games_is_open_is_said_inside_it() {
    let mut p = Page::new();
    p.send(Command::Archive(A::Loaded(Ok(Vec::new())))).unwrap();
    p.click("a6", "a7");
    p.send(Command::Games(true)).unwrap();
    let v = p.state.view();
    assert_eq!(v.top_dialog(), Some(ids::GAMES_DIALOG));
    assert_eq!(
        p.said_in(ids::GAMES_STATUS),
        "",
        "nothing said since it opened"
    );
    let bad = "[Event \"Casual game\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7-a9 *\n";
    p.send(Command::Archive(A::Import(format!("{RECORD}\n{bad}"))))
        .unwrap();
    let said = p.said_in(ids::GAMES_STATUS);
    assert!(said.contains("Game 2 (line "), "{said}");
    assert_eq!(said, p.status());
    // Closed and opened again: the report was said; the dialog starts quiet.
    p.send(Command::Games(false)).unwrap();
    assert_eq!(p.state.view().top_dialog(), None);
    p.send(Command::Games(true)).unwrap();
    assert_eq!(p.said_in(ids::GAMES_STATUS), "");
}

#[test]
fn the_dialog_on_top_is_the_last_opened() {
    let mut p = Page::new();
    p.click("a6", "a7");
    assert_eq!(p.state.view().top_dialog(), None);
    p.send(Command::NewGame).unwrap();
    let top = p.state.view().top_dialog();
    assert_eq!(top, Some(ids::NEW_GAME_DIALOG), "{top:?}");
}

#[test]
fn the_friend_qr_code_shown_is_brought_into_view() {
    let mut p = friend_game_after_a_move();
    p.seen.clear();
    p.send(Command::Friend(FriendInput::Send(Send::Qr)))
        .unwrap();
    assert!(
        p.seen.contains(&Effect::Reveal(ids::FRIEND_QR_CODE)),
        "{:?}",
        p.seen
    );
    p.seen.clear();
    p.send(Command::Friend(FriendInput::Send(Send::Qr)))
        .unwrap();
    assert!(
        !p.seen.contains(&Effect::Reveal(ids::FRIEND_QR_CODE)),
        "hidden again"
    );
}
