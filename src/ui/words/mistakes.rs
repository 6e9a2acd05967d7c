//! The sentences of "Learn from your mistakes" (`ui::mistakes`), from the catalogue
//! (`mistake-*` and `mistakes-*` in `ui/lang/en.ftl`).

use super::reasons::Reason;
use crate::types::{Color, Move, Square};
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};
use crate::ui::mistakes::Item;

/// What the mode asks for the marked move on show.
#[must_use]
pub fn mistake_prompt(t: &Speaker, side: Color, item: &Item) -> String {
    mistake_said(t, "mistake-prompt", side, item)
}

/// The marked move on show once a better one is found or shown: the prompt's first
/// sentence, without asking for a move any more.
#[must_use]
pub fn mistake_marked(t: &Speaker, side: Color, item: &Item) -> String {
    mistake_said(t, "mistake-marked", side, item)
}

fn mistake_said(t: &Speaker, id: &str, side: Color, item: &Item) -> String {
    let m = &item.mark;
    t.say(
        id,
        &[
            ("ply", m.ply.into()),
            ("side", side_arg(side)),
            ("played", notation(item.played)),
            ("class", m.class.word().into()),
            ("glyph", m.class.glyph().into()),
        ],
    )
}

/// Which marked move is on show.
#[must_use]
pub fn mistakes_progress(t: &Speaker, index: usize, total: usize) -> String {
    t.say(
        "mistakes-progress",
        &[("index", (index + 1).into()), ("total", total.into())],
    )
}

/// A try being judged by the engine.
#[must_use]
pub fn mistake_checking(t: &Speaker, mv: Move) -> String {
    t.say("mistake-checking", &[("move", notation(mv))])
}

/// A good try.
#[must_use]
pub fn mistake_right(t: &Speaker, mv: Move, engines: bool) -> String {
    let id = if engines {
        "mistake-right-engine"
    } else {
        "mistake-right-chances"
    };
    t.say(id, &[("move", notation(mv))])
}

/// A wrong try (taken back).
#[must_use]
pub fn mistake_wrong(t: &Speaker, mv: Move, played: Move) -> String {
    let id = if mv == played {
        "mistake-played-again"
    } else {
        "mistake-wrong"
    };
    t.say(id, &[("move", notation(mv))])
}

/// A try the engine could not judge (taken back).
#[must_use]
pub fn mistake_unjudged(t: &Speaker, why: &crate::ui::PageError) -> String {
    t.say("mistake-unjudged", &[("why", Arg::Text(why.reason(t)))])
}

/// The hint: the piece to move.
#[must_use]
pub fn mistake_hint(t: &Speaker, sq: Square) -> String {
    t.say("mistake-hint", &[("square", notation(sq))])
}

/// The end: how many better moves were found.
#[must_use]
pub fn mistakes_summary(t: &Speaker, side: Color, [found, shown, skipped]: [usize; 3]) -> String {
    t.say(
        "mistakes-summary",
        &[
            ("found", found.into()),
            ("total", (found + shown + skipped).into()),
            ("side", side_arg(side)),
            ("shown", shown.into()),
            ("skipped", skipped.into()),
        ],
    )
}

/// Said when the mode starts.
#[must_use]
pub fn mistakes_started(t: &Speaker, side: Color, total: usize) -> String {
    t.say(
        "mistakes-started",
        &[("total", total.into()), ("side", side_arg(side))],
    )
}

/// The button that goes on: `Skip` while the move on show is open, else `Next`.
#[must_use]
pub fn mistakes_next_button(t: &Speaker, open: bool) -> String {
    t.say(
        if open {
            "mistakes-skip"
        } else {
            "mistakes-next"
        },
        &[],
    )
}

/// The button that leaves the mode.
#[must_use]
pub fn mistakes_leave(t: &Speaker) -> String {
    t.say("mistakes-leave", &[])
}

/// Said when the mode is left.
#[must_use]
pub fn mistakes_left(t: &Speaker) -> String {
    t.say("mistakes-left", &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::review::{Better, Class, Mark};
    use crate::ui::testing::mv;

    #[test]
    fn the_prompt_names_the_move_its_class_and_the_side() {
        let t = Speaker::english();
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
            mistake_prompt(&t, Color::White, &item),
            "Move 5: White played a6-a7, an inaccuracy (?!). Find a better move for White."
        );
        assert_eq!(
            mistakes_summary(&t, Color::Black, [1, 0, 0]),
            "Done: you found 1 of 1 better move for Black (0 shown, 0 skipped)."
        );
        assert!(mistake_wrong(&t, mv("a6-a7"), mv("a6-a7")).contains("played in the game"));
    }
}
