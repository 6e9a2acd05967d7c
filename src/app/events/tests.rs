//! Events as a player makes them, and what the page does with each (`app::events`).

use super::*;
use crate::app::Surroundings;

/// An event of `kind` on a button whose id is `ids[0]` (if any), in the elements of the
/// other `ids`.
fn ev(kind: &str, ids: &[&str]) -> Ev {
    let mut inside = vec![None; PROBES.len()];
    inside[BUTTON] = ids
        .first()
        .filter(|id| !id.is_empty())
        .map(|id| id.to_string());
    Ev {
        kind: kind.into(),
        ids: ids.iter().map(|s| s.to_string()).collect(),
        tag: "BUTTON".into(),
        inside,
        items: vec![None; controls::ITEMS.len()],
        ..Ev::default()
    }
}

fn key(key: &str, ids: &[&str]) -> Ev {
    Ev {
        key: key.into(),
        ..ev("keydown", ids)
    }
}

fn with(mut e: Ev, probe: usize, found: &str) -> Ev {
    e.inside[probe] = Some(found.into());
    e
}

/// The steps after those every press takes (sounds unlocked, the rest fetched).
fn acts(r: &Route) -> &[Step] {
    let pressed = (r.steps.iter())
        .take_while(|s| matches!(s, Step::Gesture | Step::Prefetch))
        .count();
    &r.steps[pressed..]
}

fn sent(r: &Route) -> Vec<Command> {
    (r.steps.iter())
        .filter_map(|s| match s {
            Step::Send(c) => Some(c.clone()),
            _ => None,
        })
        .collect()
}

/// Whether `r` sends exactly `want` (`Command` has no `PartialEq`: compared as written).
#[track_caller]
fn same(r: &Route, want: &[Command]) {
    assert_eq!(format!("{:?}", sent(r)), format!("{want:?}"));
}

fn state(commands: &[Command]) -> State {
    let mut s = State::new(false, 1);
    for c in commands {
        let _ = s.update(c.clone(), Surroundings::default());
    }
    s
}

const MENU_OPEN: Command = Command::Overlay(Overlay::ToggleMenu);
const CLOSE: Command = Command::Overlay(Overlay::CloseMenu { refocus: false });

#[test]
fn escape_in_the_menu_closes_it_and_gives_the_focus_back() {
    let s = state(&[MENU_OPEN]);
    let r = route(&s, &with(key("Escape", &["", ids::MENU]), MENU_AREA, ""));
    assert!(r.prevent);
    same(
        &r,
        &[Command::Overlay(Overlay::CloseMenu { refocus: true })],
    );
}

#[test]
fn a_click_outside_the_open_menu_closes_it_after_what_was_clicked() {
    let s = state(&[MENU_OPEN]);
    let r = route(&s, &ev("click", &[ids::FLIP, "", "main"]));
    same(&r, &[Command::Flip, CLOSE]);
    assert!(!r.prevent);
    // Inside it, or on its toggle: not outside.
    let r = route(&s, &with(ev("click", &[ids::MENU_TOGGLE]), MENU_AREA, ""));
    same(&r, &[MENU_OPEN]);
    // An action that leaves it closes it once.
    let e = with(ev("click", &[ids::COPY_LINK, ids::MENU]), MENU_AREA, "");
    let r = route(&s, &with(e, CLOSES_MENU, ""));
    same(&r, &[Command::CopyLink, CLOSE]);
    // Closed: a click outside sends nothing more.
    let r = route(&state(&[]), &ev("click", &[ids::FLIP]));
    same(&r, &[Command::Flip]);
}

#[test]
fn a_click_presses_only_the_button_it_is_on() {
    let s = state(&[]);
    // On a button's text: the button's command.
    let on_text = with(ev("click", &["", ids::FLIP]), BUTTON, ids::FLIP);
    same(&route(&s, &on_text), &[Command::Flip]);
    // On a line with a control's id that is no button (none is): nothing, and the
    // controls the page's rest answers are not asked.
    let mut not_button = ev("click", &[ids::OPEN_GAMES, "turn"]);
    not_button.inside[BUTTON] = None;
    same(&route(&s, &not_button), &[]);
    // A button of the rest's: its command.
    same(
        &route(&s, &ev("click", &[ids::OPEN_GAMES])),
        &[Command::Games(true)],
    );
}

#[test]
fn a_modal_dialog_keeps_the_keys() {
    let s = state(&[Command::Overlay(Overlay::OpenRules)]);
    let r = route(&s, &key("ArrowLeft", &[""]));
    assert!(!r.prevent && acts(&r).is_empty());
    // Its Escape closes it: the dialog's `close` says so.
    let r = route(&s, &ev("close", &[ids::RULES]));
    same(&r, &[Command::Overlay(Overlay::CloseRules)]);
}

#[test]
fn the_close_of_each_modal_dialog_is_heard() {
    for id in controls::DIALOGS {
        let r = route(&state(&[]), &ev("close", &[id]));
        assert_eq!(sent(&r).len(), 1, "{id}");
    }
    // Not bubbling: a dialog's child's `close` is not the dialog's.
    assert!(route(&state(&[]), &ev("close", &["", ids::RULES]))
        .steps
        .is_empty());
}

#[test]
fn the_page_browses_with_keys_a_field_keeps_its_own() {
    let s = state(&[]);
    let r = route(&s, &key("ArrowLeft", &["", "main"]));
    assert!(r.prevent);
    same(&r, &[Command::BrowseBy(-1)]);
    let mut typing = key("ArrowLeft", &[ids::MOVE_INPUT, ids::MOVE_FORM]);
    typing.tag = "INPUT".into();
    typing.input_type = "text".into();
    let r = route(&s, &typing);
    assert!(!r.prevent && acts(&r).is_empty());
    // With a modifier, the browser's.
    let mut held = key("ArrowLeft", &[""]);
    held.mods = true;
    assert!(acts(&route(&s, &held)).is_empty());
}

#[test]
fn the_board_takes_its_keys_and_prevents_them() {
    let mut e = with(key("ArrowLeft", &[ids::BOARD]), CANVAS, "");
    e.tag = "CANVAS".into();
    let r = route(&state(&[]), &e);
    assert!(r.prevent && matches!(acts(&r)[0], Step::Ring));
    same(&r, &[Command::CursorBy(-1, 0)]);
    // The resize handle's arrows make the board larger or smaller, not the moves.
    let r = route(&state(&[]), &key("ArrowUp", &[ids::BOARD_RESIZE]));
    assert!(r.prevent);
    assert!(matches!(acts(&r), [Step::Grow(by)] if *by == BOARD_STEP));
}

#[test]
fn escape_puts_the_welcome_card_away_unless_the_player_is_typing() {
    let s = state(&[Command::Overlay(Overlay::ShowWelcome)]);
    let away = Command::Overlay(Overlay::CloseWelcome(ids::BOARD));
    // On the card: its own Escape, prevented.
    let r = route(&s, &key("Escape", &[ids::WELCOME_PLAY, ids::WELCOME]));
    assert!(r.prevent);
    same(&r, std::slice::from_ref(&away));
    // Elsewhere on the page too.
    let r = route(&s, &key("Escape", &[""]));
    same(&r, std::slice::from_ref(&away));
    // In a text field: the field's.
    let mut typing = key("Escape", &[ids::RECORD_TEXT]);
    typing.tag = "TEXTAREA".into();
    assert!(acts(&route(&s, &typing)).is_empty());
    // On the board: the board's Escape.
    let mut board = with(key("Escape", &[ids::BOARD]), CANVAS, "");
    board.tag = "CANVAS".into();
    same(&route(&s, &board), &[Command::Escape]);
}

#[test]
fn controls_send_what_they_carry() {
    let s = state(&[]);
    let mut e = ev("change", &[ids::COORDS]);
    e.on = false;
    assert!(matches!(sent(&route(&s, &e))[..], [Command::SetDisplay(d)] if !d.coords));
    let mut e = ev("change", &[ids::LANGUAGE]);
    e.value = "fr".into();
    same(&route(&s, &e), &[Command::SetLanguage("fr".into())]);
    // The search acts on each letter, not on the change.
    let mut e = ev("change", &[ids::GAMES_SEARCH]);
    e.value = "ann".into();
    assert!(route(&s, &e).steps.is_empty());
    e.kind = "input".into();
    let search = Command::Archive(ArchiveInput::Search("ann".into()));
    same(&route(&s, &e), &[search]);
    let mut e = ev("toggle", &[ids::SAVE_SHARE]);
    e.on = true;
    same(&route(&s, &e), &[Command::SavePanel(true)]);
}

#[test]
fn a_list_sends_its_item_and_text_is_taken_from_its_field() {
    let s = state(&[]);
    let mut e = ev("click", &["", ids::MOVES]);
    e.items[0] = Some("3".into());
    same(&route(&s, &e), &[Command::ShowPly(3)]);
    let r = route(&s, &ev("submit", &[ids::MOVE_FORM]));
    assert!(r.prevent);
    let [Step::Take(field, command)] = &r.steps[..] else {
        panic!("{r:?}");
    };
    assert_eq!(*field, ids::MOVE_INPUT);
    assert!(matches!(
        command("e2".into()),
        Command::PlayText(t, MoveSource::Text) if t == "e2"
    ));
    let r = route(&s, &ev("click", &[ids::IMPORT_RECORD]));
    assert!(matches!(r.steps[..], [Step::Take(ids::RECORD_TEXT, _)]));
    let r = route(&s, &ev("change", &[ids::GAMES_FILE]));
    let [Step::File(command)] = &r.steps[..] else {
        panic!("{r:?}");
    };
    assert!(matches!(
        command("x".into()),
        Command::Archive(ArchiveInput::Import(_))
    ));
    // What is typed in a field kept as a draft.
    let e = with(ev("input", &[ids::MOVE_INPUT]), DRAFT, ids::MOVE_INPUT);
    assert!(matches!(&route(&s, &e).steps[..], [Step::Draft(id)] if id == ids::MOVE_INPUT));
}

#[test]
fn a_click_on_the_review_graph_goes_to_its_point() {
    let mut e = ev("click", &[ids::REVIEW_GRAPH]);
    e.at = [100.0, 5.0, 200.0, 50.0];
    same(&route(&state(&[]), &e), &[Command::GraphClicked(0.5)]);
}

#[test]
fn the_board_takes_the_pointer_and_says_where_in_board_units() {
    let s = state(&[]);
    // The board is a first visit's: no fetch of the rest.
    let mut e = with(ev("pointerdown", &[ids::BOARD, "main"]), FIRST, "");
    e.tag = "CANVAS".into();
    e.at = [50.0, 350.0, 400.0, 400.0];
    e.pointer = 7;
    let r = route(&s, &e);
    assert!(r.prevent);
    assert!(matches!(r.steps[..2], [Step::Gesture, Step::Hold(true)]));
    same(&r, &[Command::PointerDown(7, Point::new(1.0, 7.0))]);
    e.kind = "pointerup".into();
    same(
        &route(&s, &e),
        &[Command::PointerUp(7, Point::new(1.0, 7.0))],
    );
    e.kind = "lostpointercapture".into();
    same(&route(&s, &e), &[Command::PointerCancel(7)]);
    // Another button: not a press. A context menu: none.
    e.kind = "pointerdown".into();
    e.button = 2;
    assert!(matches!(route(&s, &e).steps[..], [Step::Gesture]));
    e.kind = "contextmenu".into();
    assert!(route(&s, &e).prevent);
    // A pointer elsewhere on the page is not the board's.
    e.kind = "pointermove".into();
    e.ids[0] = String::new();
    assert!(route(&s, &e).steps.is_empty());
}

#[test]
fn the_resize_handle_follows_a_drag_and_remembers_what_was_drawn() {
    let s = state(&[]);
    let mut e = ev("pointerdown", &[ids::BOARD_RESIZE]);
    let r = route(&s, &e);
    let held = [Step::Gesture, Step::Prefetch, Step::Hold(false)];
    assert!(r.prevent && format!("{:?}", r.steps) == format!("{held:?}"));
    // Moved while held: the larger distance from the board's corner, not remembered.
    e.kind = "pointermove".into();
    e.from_board = [500.0, 620.0];
    assert!(route(&s, &e).steps.is_empty());
    e.captured = true;
    same(&route(&s, &e), &[Command::BoardSize(Some(620.0), false)]);
    e.kind = "pointerup".into();
    assert!(matches!(route(&s, &e).steps[..], [Step::Grow(by)] if by == 0.0));
    // A double click, or Enter (a click with no pointer), fits the window again.
    let fit = [Command::BoardSize(None, true)];
    same(&route(&s, &ev("dblclick", &[ids::BOARD_RESIZE])), &fit);
    same(&route(&s, &ev("click", &[ids::BOARD_RESIZE])), &fit);
    let mut pointed = ev("click", &[ids::BOARD_RESIZE]);
    pointed.detail = 1;
    assert!(route(&s, &pointed).steps.is_empty());
}

#[test]
fn a_press_lets_sounds_play_and_away_from_a_first_visit_fetches_the_rest() {
    let s = state(&[]);
    let steps = |e: &Ev| format!("{:?}", route(&s, e).steps);
    // The board, New game: a first visit's; the menu's toggle is not.
    let board = with(ev("pointerdown", &[ids::BOARD]), FIRST, "");
    assert!(steps(&board).starts_with("[Gesture, Hold"));
    let menu = ev("pointerdown", &[ids::MENU_TOGGLE]);
    assert_eq!(steps(&menu), "[Gesture, Prefetch]");
    let typed = key("a", &[ids::MOVE_INPUT]);
    assert!(steps(&typed).starts_with("[Gesture, Prefetch"));
    // A click is no press: it was seen at its pointerdown.
    assert!(!steps(&ev("click", &[ids::MENU_TOGGLE])).contains("Gesture"));
    // Only the kinds whose rules look around the target read it.
    assert!(probed("click") && probed("pointerdown") && !probed("pointermove"));
}

#[test]
fn the_page_s_own_events_open_a_link_pause_the_clocks_and_hear_other_tabs() {
    let s = state(&[]);
    let page = |kind: &str, facts: PageFacts| {
        let e = Ev {
            kind: kind.into(),
            page: facts,
            ..Ev::default()
        };
        route(&s, &e)
    };
    let hash = |h: &str| PageFacts {
        hash: h.into(),
        ..PageFacts::default()
    };
    same(
        &page("hashchange", hash("#F1abc")),
        &[Command::OpenFragment("#F1abc".into())],
    );
    // An empty fragment (`#` or none) opens nothing.
    assert!(page("hashchange", hash("#")).steps.is_empty());
    assert!(page("hashchange", hash("")).steps.is_empty());
    same(
        &page("pagehide", PageFacts::default()),
        &[Command::PageLeft],
    );
    // Shown again: nothing; hidden: the clocks' time so far is kept.
    assert!(page("visibilitychange", PageFacts::default())
        .steps
        .is_empty());
    let hidden = PageFacts {
        hidden: true,
        ..PageFacts::default()
    };
    same(&page("visibilitychange", hidden), &[Command::PageHidden]);
    let stored = |k: &str, v: Option<&str>| PageFacts {
        stored: Some((k.into(), v.map(Into::into))),
        ..PageFacts::default()
    };
    let game = page(
        "storage",
        stored(crate::app::stored::RECORD, Some("[Event]")),
    );
    assert!(matches!(sent(&game)[..], [Command::OtherTabGame(_)]));
    // Removed, or a key this tab does not follow: nothing.
    assert!(page("storage", stored(crate::app::stored::RECORD, None))
        .steps
        .is_empty());
    assert!(page("storage", stored("elsewhere", Some("1")))
        .steps
        .is_empty());
    // Nothing prevented, and no press: no sound unlocked, no fetch.
    assert!(!page("pagehide", PageFacts::default()).prevent);
}
