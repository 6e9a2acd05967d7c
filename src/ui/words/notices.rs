//! The page's notices of what failed beside the game: a previous game, a record or a link
//! that could not be read, the game not saved or not restored, the page not started or
//! crashed, a download that failed, and the rules page while it loads or when it is missing
//! (part of [`crate::ui::words`], which re-exports them).

use crate::ui::error::FetchError;
use crate::ui::lang::{Arg, Speaker};

use super::reasons::Reason;

/// The previous game could not be read.
#[must_use]
pub fn previous_unreadable(t: &Speaker, e: &dyn Reason) -> String {
    t.say("previous-unreadable", &[("why", Arg::Text(e.reason(t)))])
}

/// A `.tcg` record that was not imported.
#[must_use]
pub fn import_failed(t: &Speaker, e: &dyn Reason) -> String {
    t.say("import-failed", &[("why", Arg::Text(e.reason(t)))])
}

/// A share link that could not be opened.
#[must_use]
pub fn link_failed(t: &Speaker, e: &dyn Reason) -> String {
    t.say("link-failed", &[("why", Arg::Text(e.reason(t)))])
}

/// The notice that the game is not being saved (`e`, why).
#[must_use]
pub fn not_saved(t: &Speaker, e: &dyn Reason) -> String {
    t.say("not-saved", &[("why", Arg::Text(e.reason(t)))])
}

/// The saved game could not be restored (`e`) and was kept aside under `aside`.
#[must_use]
pub fn restore_kept_aside(t: &Speaker, e: &dyn Reason, aside: &str) -> String {
    t.say(
        "restore-kept-aside",
        &[
            ("why", Arg::Text(e.reason(t))),
            ("key", Arg::Text(aside.to_owned())),
        ],
    )
}

/// The saved game could not be restored (`e`) nor copied aside (`copy`): it stays under
/// `key` and is not written over.
#[must_use]
pub fn restore_left_in_place(t: &Speaker, e: &dyn Reason, copy: &dyn Reason, key: &str) -> String {
    t.say(
        "restore-left-in-place",
        &[
            ("why", Arg::Text(e.reason(t))),
            ("copy", Arg::Text(copy.reason(t))),
            ("key", Arg::Text(key.to_owned())),
        ],
    )
}

/// The page could not start (`why`). It is said before the page has read the player's
/// language, so in English.
#[must_use]
pub fn start_failed(why: &str) -> String {
    format!("The game could not start: {why}")
}

/// The notice when the program failed (`message`, the panic's); `saved` when the last
/// saved record is shown below it.
#[must_use]
pub fn crashed(t: &Speaker, message: &str, saved: bool) -> String {
    let id = if saved {
        "crashed-saved"
    } else {
        "crashed-unsaved"
    };
    t.say(id, &[("why", Arg::Text(message.to_owned()))])
}

/// What stands for the panic's message in [`crashed_unfilled`]'s sentence.
pub const CRASH_MESSAGE: char = '\u{1}';

/// The panic notice ([`crashed`]) with [`CRASH_MESSAGE`] in place of the message: the page
/// keeps it ready beside the notice, so that its panic hook reads none of the app's state.
#[must_use]
pub fn crashed_unfilled(t: &Speaker, saved: bool) -> String {
    crashed(t, &CRASH_MESSAGE.to_string(), saved)
}

/// The crash notice with the panic's `message`: in the sentence kept `ready`
/// ([`crashed_unfilled`]), or in English when the page had none ready.
#[must_use]
pub fn crash_notice(ready: Option<&str>, message: &str, saved: bool) -> String {
    match ready {
        Some(unfilled) => unfilled.replacen(CRASH_MESSAGE, message, 1),
        None => super::say::english(|t| crashed(t, message, saved)),
    }
}

/// A download that failed (`why`, as the browser reported it).
#[must_use]
pub fn download_failed(t: &Speaker, why: &str) -> String {
    t.say("download-failed", &[("why", Arg::Text(why.to_owned()))])
}

/// The rules page's body while it is fetched (the first time the rules are opened).
#[must_use]
pub fn rules_loading(t: &Speaker) -> String {
    t.say("rules-loading", &[])
}

/// The rules page's body when it could not be fetched (`why`): opening the rules again
/// tries again.
#[must_use]
pub fn rules_unavailable(t: &Speaker, why: &FetchError) -> String {
    t.say("rules-unavailable", &[("why", Arg::Text(why.reason(t)))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::tests::en;

    #[test]
    fn the_rules_page_says_why_it_is_missing() {
        assert_eq!(
            rules_unavailable(&en(), &FetchError::Status(404)),
            "The rules could not be loaded: the server answered 404. Close them and open them again to retry; your game is unchanged."
        );
        assert!(rules_loading(&en()).starts_with("Loading the rules"));
    }

    #[test]
    fn the_panic_notice_kept_ready_says_what_it_says_filled_at_once() {
        let message = "panicked at src/app/x.rs:1:2: oops {why} $1";
        for language in crate::ui::lang::LANGUAGES {
            let mut t = en();
            if language.tag != "en" {
                t.speak(language, &crate::ui::lang::catalogue_source(language.tag));
            }
            for saved in [true, false] {
                let unfilled = crashed_unfilled(&t, saved);
                assert_eq!(
                    unfilled.matches(CRASH_MESSAGE).count(),
                    1,
                    "{}",
                    language.tag
                );
                assert_eq!(
                    crash_notice(Some(&unfilled), message, saved),
                    crashed(&t, message, saved),
                    "{}",
                    language.tag
                );
            }
        }
        // A message that holds the mark itself is written as it is.
        assert_eq!(
            crash_notice(Some("a \u{1} b"), "\u{1}x", true),
            "a \u{1}x b"
        );
        // With no sentence ready (the page had not spoken yet), in English.
        for saved in [true, false] {
            assert_eq!(
                crash_notice(None, "oops", saved),
                crashed(&en(), "oops", saved)
            );
        }
    }
}
