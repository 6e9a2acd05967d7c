//! Which command each control sends (`app::controls`).

use super::*;

#[test]
fn list_items_send_their_commands() {
    assert!(matches!(item(ids::MOVES, "3"), Some(Command::ShowPly(3))));
    assert!(matches!(
        item(ids::MOVES, ids::REVIEW_OFFER),
        Some(Command::StartReview)
    ));
    assert!(
        matches!(item(ids::LESSON_LIST, "crowning"), Some(Command::OpenLesson(id)) if id == "crowning")
    );
    assert!(matches!(
        item(ids::ANALYSIS_LINE, "2"),
        Some(Command::PreviewLine(0, 2))
    ));
    assert!(matches!(
        item(ids::ANALYSIS_LINE, "1:3"),
        Some(Command::PreviewLine(1, 3))
    ));
    assert!(item(ids::ANALYSIS_LINE, "1:x").is_none());
    assert!(matches!(
        item(ids::EDITOR, "erase"),
        Some(Command::Edit(Edit::Tool(_)))
    ));
    for (list, value) in [(ids::MOVES, "two"), (ids::EDITOR, "?"), (ids::BOARD, "1")] {
        assert!(item(list, value).is_none(), "{list} {value}");
    }
    for (list, ..) in ITEMS {
        assert!(ids::known(list), "{list}");
    }
}

#[test]
fn every_control_named_sends_a_command_and_others_none() {
    let s = State::new(false, 1);
    for id in CLICKS {
        assert!(command(&s, id, Input::Click).is_some(), "{id}");
    }
    for id in SWITCHES {
        assert!(command(&s, id, Input::Checked(true)).is_some(), "{id}");
    }
    for id in FIELDS {
        let v = match *id {
            ids::THEME => "dark",
            ids::ANALYSIS_LINES | ids::ANALYSIS_WORKERS => "2",
            _ => "w",
        };
        assert!(command(&s, id, Input::Value(v)).is_some(), "{id}");
    }
    assert!(command(&s, ids::BOARD, Input::Click).is_none());
    assert!(command(&s, ids::THEME, Input::Value("plaid")).is_none());
}

/// The page asks [`command`] for a click only of a button's id (`app::events`): every
/// control a click presses is a `<button>` of the page.
#[test]
fn every_control_a_click_presses_is_a_button() {
    let page = include_str!("../../../index.html");
    for id in CLICKS {
        let Some(at) = page.find(&format!("id=\"{id}\"")) else {
            // Built by the view as buttons (`tests::live_agree` checks them).
            assert!(
                [ids::LIVE_YES, ids::LIVE_NO].contains(id),
                "#{id} is not in index.html"
            );
            continue;
        };
        let tag = &page[page[..at].rfind('<').unwrap_or(0)..at];
        assert!(tag.starts_with("<button "), "#{id} is {tag}");
    }
}

#[test]
fn a_display_switch_changes_that_setting_only() {
    let s = State::new(false, 1);
    let Some(Command::SetDisplay(d)) = command(&s, ids::COORDS, Input::Checked(false)) else {
        panic!("a display change");
    };
    assert!(!d.coords);
    assert_eq!(d.muted, s.display().muted);
    assert_eq!(d.theme, s.display().theme);
}

#[test]
fn the_board_moves_its_cursor_and_the_page_browses_with_the_same_arrows() {
    assert!(matches!(
        board_key("ArrowLeft"),
        Some(Command::CursorBy(-1, 0))
    ));
    assert!(matches!(board_key(" "), Some(Command::PressCursor)));
    assert!(matches!(page_key("ArrowLeft"), Some(Command::BrowseBy(-1))));
    assert!(matches!(page_key("Escape"), Some(Command::Escape)));
    assert!(matches!(
        page_key("End"),
        Some(Command::ShowPly(usize::MAX))
    ));
    assert!(board_key("Home").is_none() && page_key("Enter").is_none());
    assert!(board_key("a").is_none() && page_key("a").is_none());
}
