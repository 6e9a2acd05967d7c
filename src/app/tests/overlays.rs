//! The menu, the welcome card, the rules dialog and the board's size (`app::overlays`).

use crate::app::ids;
use crate::app::overlays::*;
use crate::app::page::Fetch;
use crate::app::{Command, Effect, State, Surroundings};
use crate::ui::error::FetchError;

fn send(s: &mut State, command: Command) -> Vec<Effect> {
    s.update(command, Surroundings::default()).0
}

fn overlay(s: &mut State, what: Overlay) -> Vec<Effect> {
    send(s, Command::Overlay(what))
}

fn hidden(s: &State, id: &str) -> Option<bool> {
    s.view().get(id).and_then(|n| n.hidden)
}

fn focus(id: &'static str) -> Effect {
    Effect::Focus { id, select: false }
}

#[test]
fn the_welcome_card_is_shown_once_and_its_learn_opens_the_first_lesson() {
    let mut s = State::new(false, 1);
    assert_eq!(hidden(&s, ids::WELCOME), Some(true));
    let fx = overlay(&mut s, Overlay::ShowWelcome);
    assert!(fx.contains(&Effect::StoreWelcome(WELCOME_SHOWN)));
    assert!(fx.contains(&Effect::FocusInPlace(ids::WELCOME_LEARN)));
    assert_eq!(hidden(&s, ids::WELCOME), Some(false));
    let fx = overlay(&mut s, Overlay::WelcomeLearn);
    assert!(fx.contains(&Effect::StoreWelcome(WELCOME_DISMISSED)));
    assert!(fx.contains(&focus(ids::LESSON_TITLE)));
    assert_eq!(hidden(&s, ids::WELCOME), Some(true));
    assert!(s.modes.in_lesson());
    // Put away for good: another choice stores nothing more.
    assert!(!send(&mut s, Command::Learn).contains(&Effect::StoreWelcome(WELCOME_DISMISSED)));
}

#[test]
fn the_menu_opens_puts_the_welcome_card_away_and_escape_gives_the_focus_back() {
    let mut s = State::new(false, 1);
    overlay(&mut s, Overlay::ShowWelcome);
    overlay(&mut s, Overlay::ToggleMenu);
    let v = s.view();
    assert_eq!(hidden(&s, ids::MENU), Some(false));
    assert_eq!(hidden(&s, ids::WELCOME), Some(true));
    let toggle = v.get(ids::MENU_TOGGLE).unwrap();
    assert!(toggle
        .attrs
        .contains(&("aria-expanded", Some("true".into()))));
    let fx = overlay(&mut s, Overlay::CloseMenu { refocus: true });
    assert_eq!(hidden(&s, ids::MENU), Some(true));
    assert!(fx.contains(&focus(ids::MENU_TOGGLE)));
    let fx = overlay(&mut s, Overlay::Share);
    assert_eq!(hidden(&s, ids::MENU), Some(false));
    let share = s.view();
    let panel = share.get(ids::SAVE_SHARE).unwrap();
    assert!(
        panel.attrs.contains(&("open", Some(String::new()))),
        "{panel:?}"
    );
    assert!(share
        .get(ids::SHARE_LINK)
        .and_then(|n| n.value.as_ref())
        .is_some());
    assert!(fx.contains(&Effect::Focus {
        id: ids::SHARE_LINK,
        select: true
    }));
}

#[test]
fn the_rules_body_is_fetched_once_and_again_after_a_failure() {
    let mut s = State::new(false, 1);
    let state_of = |s: &State| {
        let v = s.view();
        let body = v.get(ids::RULES_BODY).unwrap().clone();
        let at = body.attrs.iter().find(|(n, _)| *n == "data-state");
        (
            v.dialog_open(crate::app::ids::RULES),
            at.and_then(|(_, v)| v.clone()),
            body.text,
        )
    };
    assert!(overlay(&mut s, Overlay::OpenRules).contains(&Effect::Fetch(Fetch::Rules("en"))));
    assert_eq!(
        state_of(&s),
        (
            true,
            Some("loading".into()),
            Some(crate::ui::words::say::Fixed("rules-loading").english())
        )
    );
    overlay(&mut s, Overlay::CloseRules);
    assert!(
        !overlay(&mut s, Overlay::OpenRules).contains(&Effect::Fetch(Fetch::Rules("en"))),
        "fetching"
    );
    overlay(
        &mut s,
        Overlay::RulesFetched("en", Err(FetchError::Status(404))),
    );
    assert_eq!(state_of(&s).1.as_deref(), Some("failed"));
    overlay(&mut s, Overlay::CloseRules);
    assert!(
        overlay(&mut s, Overlay::OpenRules).contains(&Effect::Fetch(Fetch::Rules("en"))),
        "again"
    );
    overlay(
        &mut s,
        Overlay::RulesFetched("en", Ok("<p>Rules</p>".into())),
    );
    assert_eq!(s.view().rules_html.as_deref(), Some("<p>Rules</p>"));
    assert_eq!(state_of(&s), (true, Some("loaded".into()), None));
    overlay(&mut s, Overlay::TryLesson("stepping".into()));
    assert!(!s.view().dialog_open(crate::app::ids::RULES) && s.modes.in_lesson());
    assert!(!overlay(&mut s, Overlay::OpenRules).contains(&Effect::Fetch(Fetch::Rules("en"))));
}

#[test]
fn the_board_size_is_clamped_and_kept_only_when_the_resize_ends() {
    let mut s = State::new(false, 1);
    let fx = send(&mut s, Command::BoardSize(Some(10_000.0), false));
    assert!(!fx.iter().any(|e| matches!(e, Effect::StoreBoardSize(_))));
    let size = |s: &State| {
        s.view()
            .root
            .style
            .iter()
            .find(|(n, _)| *n == "--board-user")
            .and_then(|(_, v)| v.clone())
    };
    assert!(size(&s).expect("a size").ends_with("px"));
    let fx = send(&mut s, Command::BoardSize(None, true));
    assert!(fx.contains(&Effect::StoreBoardSize(None)));
    assert_eq!(size(&s), None, "the property removed");
    let root = s.view().root;
    assert!(root.attrs.contains(&("lang", Some("en".into()))));
    assert!(root
        .attrs
        .contains(&("data-theme", Some(s.view().theme.into()))));
}
