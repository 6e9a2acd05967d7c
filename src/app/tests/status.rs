//! Scenarios of what the status line says: a refused command says why and changes nothing,
//! every message counted even when repeated, a replaced game that storage cannot keep said
//! after the new game's message, copying and downloading the record, and a link opened
//! leaving the address without its fragment.

use super::*;

#[test]
fn a_refused_command_says_why_and_changes_nothing() {
    let mut p = Page::new();
    let before = p.state.board().record("2026.12.01");
    let r = p.send(Command::PlayText("z9-a1".into(), MoveSource::Api));
    assert!(r.is_err());
    assert!(!p.status().is_empty());
    assert_eq!(p.state.board().record("2026.12.01"), before);
    let r = p.send(Command::Import("not a record".into()));
    assert!(r.is_err());
    assert_eq!(p.state.board().record("2026.12.01"), before);
}

#[test]
fn the_status_line_counts_every_message_even_a_repeated_one() {
    let mut p = Page::new();
    let (_, n) = p.state.status_line();
    p.send(Command::Say("Copied.".into())).unwrap();
    p.send(Command::Say("Copied.".into())).unwrap();
    assert_eq!(p.state.status_line(), ("Copied.", n + 2));
}

#[test]
fn a_replaced_game_that_storage_cannot_keep_is_said_after_the_new_games_message() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(Command::NewGame).unwrap();
    p.send(Command::NewGameDialog(DialogInput::Start(Way::TwoPlayers)))
        .unwrap();
    assert!(p.state.starting().pending.is_some(), "asked first");
    p.send(Command::Replace(Decision::Keep)).unwrap();
    let kept = p
        .take()
        .into_iter()
        .any(|e| matches!(e, Effect::KeepPrevious(_)));
    assert!(kept, "the replaced game is kept");
    let full = crate::ui::error::SaveError::Full;
    p.send(Command::PreviousNotStored(full.clone())).unwrap();
    assert_eq!(
        p.status(),
        format!(
            "{}{}",
            words::NEW_GAME_STARTED.english(),
            words::stash_note(&crate::ui::lang::Speaker::english(), Some(&full))
        )
    );
    assert_eq!(p.state.kept_records().len(), 1, "kept in this tab");
}

#[test]
fn copying_and_downloading_say_what_happened() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.take();
    p.send(Command::CopyRecord { open_panel: true }).unwrap();
    let effects = p.take();
    assert!(
        !p.state
            .view()
            .get(crate::app::ids::MENU)
            .unwrap()
            .hidden
            .unwrap(),
        "the menu opens"
    );
    let copied = effects.iter().find_map(|e| match e {
        Effect::Copy { text, what } => Some((text.clone(), *what)),
        _ => None,
    });
    let (text, what) = copied.expect("the record is copied");
    assert!(text.contains("1. a6-a7"), "{text}");
    assert!(p.state.view().get(crate::app::ids::RECORD_VIEW).is_some());
    p.send(Command::Copied(what, Ok(()))).unwrap();
    assert_eq!(p.status(), words::say::RECORD_COPIED.english());
    p.send(Command::Copied(
        what,
        Err(crate::app::CopyRefused::NoClipboard),
    ))
    .unwrap();
    assert_eq!(p.status(), words::say::NO_CLIPBOARD.english());
    assert!(
        p.take().iter().any(|e| matches!(
            e,
            Effect::Focus {
                id: crate::app::ids::RECORD_VIEW,
                select: true
            }
        )),
        "the record's box is selected, to be copied by hand"
    );
    p.send(Command::DownloadRecord).unwrap();
    assert!(p
        .take()
        .iter()
        .any(|e| matches!(e, Effect::Download { name, text } if name.ends_with(".tcg") && text.contains("a6-a7"))));
    p.send(Command::DownloadFailed("no space".into())).unwrap();
    assert!(p.status().contains("no space"));
}

#[test]
fn a_link_opened_leaves_the_address_without_its_fragment() {
    let mut p = Page::new();
    p.send(Command::OpenFragment("#puzzle=44a0079c".into()))
        .unwrap();
    assert!(p.take().contains(&Effect::ReplaceUrl("https://x/".into())));
}

/// A page started at `href`, the welcome card `seen` before (or not), whose database
/// then answers: none.
fn started_at(href: &str, seen: Option<&str>) -> Page {
    let mut p = Page {
        state: State::new(false, 7),
        ..Page::new()
    };
    let stored = crate::app::stored::Found {
        welcome: seen.map(String::from),
        ..Default::default()
    };
    let page = crate::app::page::Page {
        href: href.into(),
        ..Default::default()
    };
    let restored = crate::app::Restored {
        stored,
        page,
        ..Default::default()
    };
    p.send(Command::Restore(Box::new(restored))).unwrap();
    p.send(Command::Start).unwrap();
    let loaded = Err("no database in this test".into());
    p.send(Command::Archive(crate::app::archive::ArchiveInput::Loaded(
        loaded,
    )))
    .unwrap();
    p
}

#[test]
fn a_page_opened_by_a_link_opens_it_and_a_first_visit_welcomes() {
    let mut p = started_at("https://x/sub/?a=1#moves=a6-a7", None);
    assert_eq!(p.ply(), 1, "the link's game, once the database answered");
    assert!(!p.state.overlays().welcome);
    assert!(p
        .take()
        .contains(&Effect::ReplaceUrl("https://x/sub/?a=1".into())));
    assert!(started_at("https://x/sub/#", None).state.overlays().welcome);
    assert!(
        !started_at("https://x/sub/", Some("shown"))
            .state
            .overlays()
            .welcome
    );
}
