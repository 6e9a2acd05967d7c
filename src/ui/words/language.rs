//! The sentences about the page's language (`language-*` in `ui/lang/en.ftl`).

use super::reasons::Reason;
use crate::ui::error::FetchError;
use crate::ui::lang::{Arg, Language, Speaker};

/// The page speaks the language just chosen (said in it).
#[must_use]
pub fn language_spoken(t: &Speaker) -> String {
    t.say("language-spoken", &[])
}

/// A language's catalogue could not be had: the page keeps the language it speaks.
#[must_use]
pub fn language_unavailable(t: &Speaker, wanted: &Language, why: &FetchError) -> String {
    t.say(
        "language-unavailable",
        &[
            ("language", Arg::Text(wanted.name.to_owned())),
            ("why", Arg::Text(why.reason(t))),
        ],
    )
}
