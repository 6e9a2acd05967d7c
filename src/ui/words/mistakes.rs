//! The sentences of "Learn from your mistakes" (`ui::mistakes`).

use crate::types::{Color, Move, Square};
use crate::ui::mistakes::Item;

/// What the mode asks for the marked move on show.
#[must_use]
pub fn mistake_prompt(side: Color, item: &Item) -> String {
    let m = &item.mark;
    format!(
        "Move {}: {side} played {}, {} ({}). Find a better move for {side}.",
        m.ply,
        item.played,
        article(m.class.word()),
        m.class.glyph()
    )
}

fn article(word: &str) -> String {
    let an = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if an { "an" } else { "a" })
}

/// Which marked move is on show.
#[must_use]
pub fn mistakes_progress(index: usize, total: usize) -> String {
    format!("Move {} of {total} to put right", index + 1)
}

/// A try being judged by the engine.
#[must_use]
pub fn mistake_checking(mv: Move) -> String {
    format!("Checking {mv}…")
}

/// A good try.
#[must_use]
pub fn mistake_right(mv: Move, engines: bool) -> String {
    if engines {
        format!("Good move: {mv} is the engine's choice. Go on with Next.")
    } else {
        format!("Good move: {mv} keeps your chances too. Go on with Next.")
    }
}

/// A wrong try (taken back).
#[must_use]
pub fn mistake_wrong(mv: Move, played: Move) -> String {
    if mv == played {
        format!("{mv} is the move played in the game. Try another move.")
    } else {
        format!("{mv} gives away too much. Try another move.")
    }
}

/// A try the engine could not judge (taken back).
#[must_use]
pub fn mistake_unjudged(why: &crate::ui::PageError) -> String {
    format!("That try could not be judged ({why}). Try again.")
}

/// The hint: the piece to move.
#[must_use]
pub fn mistake_hint(sq: Square) -> String {
    format!("Hint: move the piece on {sq}.")
}

/// The end: how many better moves were found.
#[must_use]
pub fn mistakes_summary(side: Color, [found, shown, skipped]: [usize; 3]) -> String {
    let total = found + shown + skipped;
    let moves = if total == 1 { "move" } else { "moves" };
    format!(
        "Done: you found {found} of {total} better {moves} for {side} ({shown} shown, {skipped} skipped)."
    )
}

/// Said when the mode starts.
#[must_use]
pub fn mistakes_started(side: Color, total: usize) -> String {
    let moves = if total == 1 { "move" } else { "moves" };
    format!("Learn from your mistakes: {total} {moves} of {side}'s to put right.")
}

/// The button that goes on: `Skip` while the move on show is open, else `Next`.
#[must_use]
pub const fn mistakes_next_button(open: bool) -> &'static str {
    if open {
        "Skip"
    } else {
        "Next"
    }
}

/// The button that leaves the mode.
pub const MISTAKES_LEAVE: &str = "Back to the game";

/// Said when the mode is left.
pub const MISTAKES_LEFT: &str = "Back to the game and its review.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::review::{Better, Class, Mark};
    use crate::ui::testing::mv;

    #[test]
    fn the_prompt_names_the_move_its_class_and_the_side() {
        let item = Item {
            mark: Mark {
                ply: 5,
                side: Color::White,
                class: Class::Inaccuracy,
                better: mv("h6-g7"),
                loss: 0.06,
                why: Better::Crowns,
            },
            played: mv("a6-a7"),
            chance: 0.5,
        };
        assert_eq!(
            mistake_prompt(Color::White, &item),
            "Move 5: White played a6-a7, an inaccuracy (?!). Find a better move for White."
        );
        assert_eq!(
            mistakes_summary(Color::Black, [1, 0, 0]),
            "Done: you found 1 of 1 better move for Black (0 shown, 0 skipped)."
        );
        assert!(mistake_wrong(mv("a6-a7"), mv("a6-a7")).contains("played in the game"));
    }
}
