//! What is typed in the page's long text fields (the move box, the record box) is kept in
//! the tab's session storage as it is typed and put back after a reload, so that no
//! reload, the page's own (an update) or the player's, loses it. The shell hears the
//! typing (`app::events`: `Step::Draft`, a field marked `data-draft`) and asks here what
//! to keep and what to put back.

use super::{Store, DRAFT};
use crate::app::ids;

/// The fields whose text is kept (each marked `data-draft` in `index.html`).
pub const FIELDS: &[&str] = &[ids::MOVE_INPUT, ids::RECORD_TEXT];

fn key(id: &str) -> String {
    format!("{DRAFT}{id}")
}

/// Keeps `text` as what is typed in field `id` (empty: nothing to keep, the draft
/// dropped). A field not in [`FIELDS`] keeps nothing.
pub fn keep(session: &mut impl Store, id: &str, text: &str) {
    if !FIELDS.contains(&id) {
        return;
    }
    if text.is_empty() {
        session.remove(&key(id));
    } else {
        // A refusal (storage full) loses only this draft.
        let _ = session.set(&key(id), text);
    }
}

/// The drafts to put back, each with its field, after a reload.
pub fn restore(session: &impl Store) -> Vec<(&'static str, String)> {
    (FIELDS.iter())
        .filter_map(|id| Some((*id, session.get(&key(id)).filter(|t| !t.is_empty())?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::stored::tests::Memory;

    #[test]
    fn what_is_typed_comes_back_after_a_reload_until_it_is_taken() {
        let mut tab = Memory::default();
        keep(&mut tab, ids::MOVE_INPUT, "a6-a");
        keep(&mut tab, ids::RECORD_TEXT, "1. a6-a7 *");
        keep(&mut tab, ids::MOVE_INPUT, "a6-a7");
        assert_eq!(
            restore(&tab),
            [
                (ids::MOVE_INPUT, "a6-a7".to_string()),
                (ids::RECORD_TEXT, "1. a6-a7 *".to_string())
            ]
        );
        // Played: the move box is empty, its draft gone.
        keep(&mut tab, ids::MOVE_INPUT, "");
        assert_eq!(
            restore(&tab),
            [(ids::RECORD_TEXT, "1. a6-a7 *".to_string())]
        );
        // Another field keeps nothing.
        keep(&mut tab, ids::GAMES_SEARCH, "Ann");
        assert_eq!(tab.map.len(), 1);
    }

    #[test]
    fn each_field_marked_as_a_draft_in_the_page_is_kept() {
        let html = include_str!("../../../index.html");
        let marked: Vec<&str> = (html.split("<").filter(|tag| tag.contains(" data-draft")))
            .filter_map(|tag| tag.split("id=\"").nth(1)?.split('"').next())
            .collect();
        assert_eq!(marked, [ids::RECORD_TEXT, ids::MOVE_INPUT]);
        assert!(marked.iter().all(|id| FIELDS.contains(id)));
    }
}
