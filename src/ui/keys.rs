//! Which keys belong to the control that has the focus, and which the page may take for
//! itself (← → Home End browse the moves, Escape closes the welcome card). A control
//! keeps the keys it uses: a text field edits with them, a drop-down or a slider changes
//! its value with them, radio buttons move between themselves, and the board moves its
//! cursor. A button or a checkbox uses none of them, so after ticking a checkbox the
//! arrows browse the moves again, as they do everywhere else on the page.

/// Whether a focused element (its tag name, upper-case as the DOM gives it, and for an
/// `<input>` its `type`, lower-case; empty when there is none) uses the arrow keys, Home
/// and End itself.
#[must_use]
pub fn control_uses_keys(tag: &str, input_type: &str) -> bool {
    match tag {
        "TEXTAREA" | "SELECT" | "CANVAS" => true,
        "INPUT" => !matches!(
            input_type,
            "checkbox" | "button" | "submit" | "reset" | "image" | "file" | "color"
        ),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_fields_drop_downs_sliders_radios_and_the_board_keep_their_keys() {
        for (tag, kind) in [
            ("INPUT", "text"),
            ("INPUT", ""),
            ("INPUT", "search"),
            ("INPUT", "number"),
            ("INPUT", "range"),
            ("INPUT", "radio"),
            ("INPUT", "url"),
            ("TEXTAREA", ""),
            ("SELECT", ""),
            ("CANVAS", ""),
        ] {
            assert!(control_uses_keys(tag, kind), "{tag} {kind}");
        }
    }

    #[test]
    fn buttons_and_checkboxes_leave_them_to_the_page() {
        for (tag, kind) in [
            ("INPUT", "checkbox"),
            ("INPUT", "button"),
            ("INPUT", "submit"),
            ("INPUT", "file"),
            ("BUTTON", ""),
            ("SUMMARY", ""),
            ("A", ""),
            ("BODY", ""),
        ] {
            assert!(!control_uses_keys(tag, kind), "{tag} {kind}");
        }
    }
}
