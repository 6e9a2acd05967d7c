//! The view read as a player sees the page: what is shown, hidden, offered.

use crate::types::Color;
use crate::ui::session::{MoveSource, Seat};
use crate::ui::testing::sq;
use crate::ui::words;

use super::super::{ids, Command, State, Surroundings};
use super::View;

const PAGE: &str = "https://example.org/crowns/";

fn send(s: &mut State, c: Command) {
    let world = Surroundings {
        now_ms: 0.0,
        reduced_motion: true,
        ..Surroundings::default()
    };
    let _ = s.update(c, world);
}

fn started() -> State {
    let mut s = State::new(false, 3);
    s.shared.page.href = PAGE.into();
    send(&mut s, Command::Start);
    s
}

fn text<'a>(v: &'a View, id: &str) -> &'a str {
    v.get(id).and_then(|n| n.text.as_deref()).unwrap_or("")
}

fn hidden(v: &View, id: &str) -> bool {
    v.get(id).and_then(|n| n.hidden).unwrap_or(false)
}

fn value<'a>(v: &'a View, id: &str) -> Option<&'a str> {
    v.get(id).and_then(|n| n.value.as_deref())
}

#[test]
fn every_element_the_view_names_is_in_the_ids_module() {
    let mut s = started();
    let mut views = vec![s.view()];
    send(&mut s, Command::SavePanel(true));
    send(&mut s, Command::SetAnalysis(true));
    views.push(s.view());
    send(&mut s, Command::ToggleEditor);
    views.push(s.view());
    send(&mut s, Command::Learn);
    views.push(s.view());
    for v in &views {
        for (id, _) in &v.nodes {
            assert!(ids::known(id), "{id} is not in app::ids");
        }
    }
}

#[test]
fn pause_is_shown_only_while_a_computer_seat_may_move_in_the_live_game() {
    let mut s = started();
    assert!(hidden(&s.view(), ids::PAUSE), "two people");
    send(
        &mut s,
        Command::SetSeat(Color::Black, Seat::Computer { level: 2 }),
    );
    let v = s.view();
    assert!(!hidden(&v, ids::PAUSE));
    assert_eq!(
        text(&v, ids::PAUSE),
        words::pause_button(&crate::ui::lang::Speaker::english(), false)
    );
    send(&mut s, Command::Learn);
    assert!(hidden(&s.view(), ids::PAUSE), "in a lesson");
    send(&mut s, Command::LeaveLessons);
    send(&mut s, Command::ToggleEditor);
    assert!(hidden(&s.view(), ids::PAUSE), "in the editor");
}

#[test]
fn each_mode_says_the_turn_line_its_own_way() {
    let mut s = started();
    let game_turn = text(&s.view(), ids::TURN).to_string();
    assert!(!game_turn.is_empty());
    send(&mut s, Command::Learn);
    let v = s.view();
    assert_ne!(text(&v, ids::TURN), game_turn);
    assert!(!hidden(&v, ids::LESSON_BOX) && hidden(&v, ids::PUZZLE_BOX));
    assert!(v.lessons.is_some());
    send(&mut s, Command::LeaveLessons);
    let v = s.view();
    assert_eq!(text(&v, ids::TURN), game_turn);
    assert!(hidden(&v, ids::LESSON_BOX) && v.lessons.is_none());
}

#[test]
fn the_save_panels_boxes_are_filled_only_while_it_is_open() {
    let mut s = started();
    send(&mut s, Command::Click(sq("a6"), MoveSource::Click));
    send(&mut s, Command::Click(sq("a7"), MoveSource::Click));
    assert_eq!(value(&s.view(), ids::RECORD_VIEW), None);
    send(&mut s, Command::SavePanel(true));
    let v = s.view();
    assert!(value(&v, ids::RECORD_VIEW).is_some_and(|r| r.contains("1. a6-a7")));
    assert!(value(&v, ids::SHARE_LINK).is_some_and(|l| l.starts_with(PAGE)));
}

#[test]
fn the_result_card_shows_at_the_live_end_of_a_finished_game_only() {
    let mut s = started();
    assert!(hidden(&s.view(), ids::RESULT_CARD));
    send(&mut s, Command::Click(sq("a6"), MoveSource::Click));
    send(&mut s, Command::Click(sq("a7"), MoveSource::Click));
    send(&mut s, Command::Declare(super::super::Declare::Resign));
    send(&mut s, Command::Declare(super::super::Declare::Resign));
    let v = s.view();
    assert!(!hidden(&v, ids::RESULT_CARD), "{:?}", s.status_line());
    assert!(v.moves.result.is_some());
    send(&mut s, Command::ShowPly(0));
    assert!(hidden(&s.view(), ids::RESULT_CARD), "browsing");
}

#[test]
fn the_editor_leaves_the_box_the_player_types_in() {
    let mut s = started();
    send(&mut s, Command::ToggleEditor);
    let v = s.view();
    let tcn = value(&v, ids::EDIT_TCN).unwrap().to_string();
    // Typed: the box is left as typed (the view says nothing of its value).
    send(&mut s, Command::EditTcn(format!("  {tcn}  ")));
    assert_eq!(value(&s.view(), ids::EDIT_TCN), None);
    // A change from the controls rewrites every box.
    send(
        &mut s,
        Command::Edit(super::super::Edit::Turn(Color::Black)),
    );
    assert!(value(&s.view(), ids::EDIT_TCN).is_some());
    // Text that cannot be read says why, until the editor changes.
    send(&mut s, Command::EditNumber("twelve".into()));
    let v = s.view();
    assert_eq!(
        text(&v, ids::EDIT_ERROR),
        words::editor_bad_number(&crate::ui::lang::Speaker::english(), "twelve")
    );
    assert_eq!(value(&v, ids::EDIT_NUMBER), None);
}

#[test]
fn the_board_shows_the_selection_and_no_cursor_until_a_key_is_pressed() {
    let mut s = started();
    send(&mut s, Command::Click(sq("a6"), MoveSource::Click));
    let scene = s.scene(0.0);
    assert_eq!(scene.selected, Some(sq("a6")));
    assert!(scene
        .targets
        .is_some_and(|t| !t.steps.is_empty() || !t.vias.is_empty()));
    assert_eq!(scene.cursor, None, "a click draws no keyboard cursor");
    send(&mut s, Command::CursorBy(1, 0));
    assert!(s.scene(0.0).cursor.is_some(), "a key on the board draws it");
    send(&mut s, Command::BoardBlurred);
    assert_eq!(s.scene(0.0).cursor, None);
}

/// The start tag of the element with `id` in `index.html`, if there is one.
fn tag_of<'a>(page: &'a str, id: &str) -> Option<&'a str> {
    let at = page.find(&format!(" id=\"{id}\""))?;
    let start = page[..at].rfind('<')?;
    let end = at + page[at..].find('>')?;
    Some(&page[start..end])
}

#[test]
fn the_view_writes_no_label_the_catalogue_writes() {
    // index.html's fixed labels (data-t) are written again from the catalogue when the
    // language changes; an element the view writes too would show either, by turns.
    let page = include_str!("../../../index.html");
    let mut s = started();
    let mut views = vec![s.view()];
    for c in [
        Command::SavePanel(true),
        Command::SetAnalysis(true),
        Command::ToggleEditor,
        Command::ToggleEditor,
        Command::Learn,
        Command::LeaveLessons,
        Command::Puzzles,
    ] {
        send(&mut s, c);
        views.push(s.view());
    }
    let mut both = Vec::new();
    for v in &views {
        for (id, node) in &v.nodes {
            let Some(tag) = tag_of(page, id) else {
                continue;
            };
            let attr = |name: &str| tag.contains(&format!(" data-t-{name}="));
            if (node.text.is_some() && tag.contains(" data-t="))
                || node.attrs.iter().any(|(name, _)| attr(name))
            {
                both.push(*id);
            }
        }
    }
    both.dedup();
    assert!(
        both.is_empty(),
        "the view writes these, and they have data-t: {}",
        both.join(",")
    );
}
