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
pub fn mistakes_left(t: &Speaker, drill: bool) -> String {
    t.say(if drill { "drill-left" } else { "mistakes-left" }, &[])
}

/// "Train your mistakes"' title.
pub const DRILL_TITLE: super::say::Fixed = super::say::Fixed("drill-title");

/// What the chart of the person's accuracy shows.
pub const DRILL_ACCURACY_LABEL: super::say::Fixed = super::say::Fixed("drill-accuracy-label");

/// Said when "Train your mistakes" starts: how many puzzles are due.
#[must_use]
pub fn drill_started(t: &Speaker, due: usize) -> String {
    t.say("drill-started", &[("due", due.into())])
}

/// The drill's progress: due now, solved and missed since it started.
#[must_use]
pub fn drill_progress(t: &Speaker, due: usize, solved: usize, missed: usize) -> String {
    t.say(
        "drill-progress",
        &[
            ("due", due.into()),
            ("solved", solved.into()),
            ("missed", missed.into()),
        ],
    )
}

/// The game a puzzle of the drill comes from: its date (`YYYY.MM.DD`) and its players'
/// tags, named as Your games names them.
#[must_use]
pub fn drill_from(t: &Speaker, date: &str, [white, black]: &[String; 2]) -> String {
    let date = if date.is_empty() {
        "?".to_owned()
    } else {
        date.replace('.', "-")
    };
    let player = |side, tag| Arg::Name(super::kept_player(t, side, tag, false));
    t.say(
        "drill-from",
        &[
            ("date", Arg::Text(date)),
            ("white", player(Color::White, white)),
            ("black", player(Color::Black, black)),
        ],
    )
}

/// The drill's end: solved and missed, and when the next puzzle comes back (`in_ms`).
#[must_use]
pub fn drill_done(t: &Speaker, solved: usize, missed: usize, in_ms: Option<f64>) -> String {
    let when = in_ms.map_or(String::new(), |ms| drill_when(t, ms));
    t.say(
        "drill-done",
        &[
            ("solved", solved.into()),
            ("missed", missed.into()),
            ("when", Arg::Text(when)),
        ],
    )
}

/// When the next puzzle comes back, `ms` from now: in minutes (at least one) under two
/// hours, in hours under two days, else in days.
#[must_use]
pub fn drill_when(t: &Speaker, ms: f64) -> String {
    const MINUTE: f64 = 60_000.0;
    let minutes = (ms.max(0.0) / MINUTE).ceil().max(1.0);
    let (id, n) = if minutes < 120.0 {
        ("drill-in-minutes", minutes)
    } else if minutes < 48.0 * 60.0 {
        ("drill-in-hours", (minutes / 60.0).round())
    } else {
        ("drill-in-days", (minutes / 1440.0).round())
    };
    // Whole and finite (at most about ten years of days): the cast keeps it.
    t.say(id, &[("n", Arg::Count(n.min(1e9) as i64))])
}

/// Your games' line about the drill: the person's mistakes, due now, learned.
#[must_use]
pub fn drill_line(t: &Speaker, total: usize, due: usize, learned: usize) -> String {
    t.say(
        "drill-line",
        &[
            ("total", total.into()),
            ("due", due.into()),
            ("learned", learned.into()),
        ],
    )
}

/// A bar of the accuracy chart: the game's date and the person's accuracy (tenths, said
/// as a whole percentage).
#[must_use]
pub fn drill_accuracy_bar(t: &Speaker, date: &str, tenths: u16) -> String {
    let accuracy = ((tenths.min(1000) + 5) / 10).to_string();
    t.say(
        "drill-accuracy-bar",
        &[
            ("date", Arg::Text(date.replace('.', "-"))),
            ("accuracy", Arg::Text(accuracy)),
        ],
    )
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

    #[test]
    fn the_drill_says_when_the_next_comes_back_in_round_units() {
        let t = Speaker::english();
        let minute = 60_000.0;
        let said = |ms| drill_when(&t, ms);
        assert_eq!(said(0.0), "The next comes back in 1 minute.");
        assert_eq!(said(9.5 * minute), "The next comes back in 10 minutes.");
        assert_eq!(said(3.0 * 60.0 * minute), "The next comes back in 3 hours.");
        assert_eq!(said(86_400_000.0 * 3.0), "The next comes back in 3 days.");
        assert_eq!(
            drill_done(&t, 1, 2, Some(10.0 * minute)),
            "Nothing more is due now: 1 solved, 2 missed. The next comes back in 10 minutes."
        );
        assert_eq!(
            drill_progress(&t, 3, 0, 1),
            "3 due now · 0 solved · 1 missed"
        );
        assert_eq!(
            drill_line(&t, 12, 3, 2),
            "Your mistakes: 12 · 3 due now · 2 learned"
        );
        assert_eq!(
            drill_accuracy_bar(&t, "2026.12.06", 834),
            "2026-12-06: 83 %"
        );
        assert_eq!(mistakes_left(&t, true), "Back to the game.");
        let names = ["Ann".to_string(), "Computer (level 3)".to_string()];
        let said = drill_from(&t, "2026.12.06", &names).replace(['\u{2068}', '\u{2069}'], "");
        assert!(
            said.starts_with("From your game of 2026-12-06, Ann – "),
            "{said}"
        );
        assert!(said.contains("level 3"), "{said}");
    }
}
