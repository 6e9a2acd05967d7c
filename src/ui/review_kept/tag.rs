//! The kept review's tag and version, read without the rest of `ui::review_kept` (which
//! the session's record, that writes the tag, must not depend on).

/// The record's tag that keeps the review.
pub const TAG: &str = "Review";
/// The version of the tag's value this page writes and reads.
pub const VERSION: &str = "1";

/// How many moves the kept review `text` covers, read without checking it (`None`: not
/// this version's).
#[must_use]
pub fn plies(text: &str) -> Option<usize> {
    let rest = text.strip_prefix(VERSION)?.strip_prefix(' ')?;
    Some(rest.split(' ').count() - 1)
}
