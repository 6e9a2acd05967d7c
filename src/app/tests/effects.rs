//! Effects carry the data the shell needs (issue 46): the settings, the puzzle progress and
//! the puzzle set come with the effect that asks the shell to store or hand them over, as
//! the state had them when it asked, so the shell never reads the state back.

use super::*;
use crate::app::page::Fetch;

use crate::ui::error::PageError;
use crate::ui::settings::Display;

#[test]
fn a_display_change_asks_to_store_the_settings_it_made() {
    let mut p = Page::new();
    let display = Display {
        muted: true,
        ..Display::default()
    };
    p.send(Command::SetDisplay(display)).unwrap();
    let stored = p.settings_stored.last().expect("the settings were stored");
    assert!(
        stored.display.muted,
        "the effect carries the settings as changed"
    );
    assert_eq!(*stored, p.state.settings());
}

#[test]
fn the_puzzle_set_is_handed_over_with_its_settling() {
    let mut p = Page::new();
    p.send(Command::WantPuzzleSet).unwrap();
    assert!(p.take().contains(&Effect::Fetch(Fetch::Puzzles)));
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    let set = p.take().into_iter().find_map(|e| match e {
        Effect::PuzzleSetSettled(set) => Some(set),
        _ => None,
    });
    let set = set.expect("the set settled").expect("the set was read");
    assert!(set.iter().any(|puzzle| puzzle.id == "44a0079c"));
    // Asked again once there: at once, the same set.
    p.send(Command::WantPuzzleSet).unwrap();
    assert_eq!(
        p.take(),
        vec![Effect::PuzzleSetSettled(Ok(set))],
        "nothing fetched again"
    );
}

#[test]
fn a_puzzle_set_that_cannot_be_had_is_handed_over_as_its_reason() {
    let mut p = Page::new();
    p.send(Command::WantPuzzleSet).unwrap();
    p.send(Command::PuzzlesLoaded(Ok(String::new()))).unwrap();
    let settled = p.take().into_iter().find_map(|e| match e {
        Effect::PuzzleSetSettled(set) => Some(set),
        _ => None,
    });
    assert!(
        matches!(settled, Some(Err(PageError::PuzzleSet(_)))),
        "{settled:?}"
    );
}
