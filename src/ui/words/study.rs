//! The study tools' words: the threat overlay, the analysis, the position editor and the
//! review (part of [`crate::ui::words`], which re-exports them).

use crate::position::{PositionError, Setup};
use crate::tcn::TcnError;
use crate::types::{Color, Move};
use crate::ui::analysis::{winner_moves, Eval};
use crate::ui::error::{EngineError, PageError};
use crate::ui::review::{Better, Class, Mark};
use crate::ui::threats::{Completion, HopEffect, Threats};

/// The threat overlay as text, one sentence a mark (the overlay's accessible text).
#[must_use]
pub fn threats_text(t: &Threats) -> String {
    if t.is_empty() {
        return "No piece can be hopped next move and no step completes a Troika.".to_string();
    }
    let mut out: Vec<String> = Vec::new();
    for h in &t.hops {
        let by = h.side.other();
        out.push(match h.effect {
            HopEffect::Captures => format!("{by} can capture {} with {}.", h.square, h.by),
            HopEffect::Uncrowns => format!("{by} can uncrown {} with {}.", h.square, h.by),
            HopEffect::Hopped => format!(
                "{by} can hop {} first, leaving it untouched ({}).",
                h.square, h.by
            ),
        });
    }
    for s in &t.spots {
        out.push(match s.kind {
            Completion::Troika => {
                format!(
                    "{} crowns a piece with a Troika on {} ({}).",
                    s.side, s.square, s.by
                )
            }
            Completion::CrownedTroika => {
                format!(
                    "{} wins with a Crowned Troika on {} ({}).",
                    s.side, s.square, s.by
                )
            }
        });
    }
    out.join(" ")
}

/// The turn line while the editor is open: what is being set up.
#[must_use]
pub fn editor_turn(setup: &Setup) -> String {
    format!(
        "Setting up: {} to move, move {}.",
        setup.turn, setup.fullmove
    )
}

/// Why the editor's arrangement cannot be played (the rules core's reason).
#[must_use]
pub fn editor_invalid(e: &PositionError) -> String {
    format!("Not a position that can be played: {e}.")
}

/// Why the editor's position text was not taken.
#[must_use]
pub fn editor_unreadable(e: &TcnError) -> String {
    format!("That position text cannot be read: {e}.")
}

/// A move number that is not a whole number.
#[must_use]
pub fn editor_bad_number(text: &str) -> String {
    let text: String = text.chars().take(20).collect();
    format!("'{text}' is not a move number: a whole number from 1.")
}

/// The analysis switched on or off.
#[must_use]
pub fn analysis_switched(on: bool) -> &'static str {
    if on {
        "Analysis on: the engine studies the position on show."
    } else {
        "Analysis off."
    }
}

/// Said when the player sets the analysis's most workers: how many it may use here.
#[must_use]
pub fn analysis_workers(used: usize) -> String {
    match used {
        1 => "The analysis searches with one worker.".to_string(),
        n => format!("The analysis searches with up to {n} workers, sharing its lines."),
    }
}

/// Beside the setting: what the device offers (`cores`, 0: unknown) and what is used.
#[must_use]
pub fn workers_offered(cores: u32, used: usize) -> String {
    let uses = match used {
        1 => "uses one worker".to_string(),
        n => format!("may use {n} workers (one per line at most)"),
    };
    match cores {
        0 => format!("The analysis {uses}."),
        1 => format!("This device has 1 core: the analysis {uses}."),
        c => format!("This device has {c} cores: the analysis {uses}, leaving one to the page."),
    }
}

/// The evaluation as the page shows it: White's winning chances, a proved win in the
/// winner's moves, or the result of a finished position; `None`: not known yet.
#[must_use]
pub fn eval_text(eval: Option<&Eval>) -> String {
    let Some(e) = eval else {
        return "Thinking…".to_string();
    };
    if let Some(n) = e.win_in {
        let side = if n > 0 { Color::White } else { Color::Black };
        let moves = winner_moves(n);
        let unit = if moves == 1 { "move" } else { "moves" };
        return format!("{side} wins in {moves} {unit}");
    }
    if e.depth == 0 && e.line.is_empty() {
        return match e.white_chance {
            c if c >= 1.0 => "White has won".to_string(),
            c if c <= 0.0 => "Black has won".to_string(),
            _ => "Drawn".to_string(),
        };
    }
    format!("White {}%", percent(e.white_chance, 1))
}

/// `share` (0 to 1) in hundredths times `scale` (1: whole percents; 10: tenths), rounded,
/// as an integer: the page formats no float, so the wasm carries no float formatter.
pub(crate) fn percent(share: f64, scale: u32) -> u32 {
    (share.clamp(0.0, 1.0) * 100.0 * f64::from(scale)).round() as u32
}

/// `share` (0 to 1) as a CSS percentage in tenths: `0.4567` is `45.7%`.
#[must_use]
pub fn percent_tenths(share: f64) -> String {
    let t = percent(share, 10);
    format!("{}.{}%", t / 10, t % 10)
}

/// The review's annotation of a move: the class's glyph, the engine's better move and
/// White's chances after it, as written in braces after the move in a record
/// (`{?? better c3xe5xg5; White 12%}`).
#[must_use]
pub fn review_annotation(mark: &Mark, after: &Eval) -> String {
    format!(
        "{} better {}; White {}%",
        mark.class.glyph(),
        mark.better,
        percent(after.white_chance, 1)
    )
}

/// The review's words on the position after a marked move: what it was, the engine's
/// move in its place and why (`review::Better`).
#[must_use]
pub fn better_text(mark: &Mark) -> String {
    let why = match mark.why {
        Better::WinsAtOnce => "it wins at once".to_string(),
        Better::StopsWin => format!("it stops {}'s win on the next move", mark.side.other()),
        Better::Captures => "it takes a piece".to_string(),
        Better::Uncrowns => "it uncrowns a piece".to_string(),
        Better::Crowns => "it Crowns the piece".to_string(),
        Better::Keeps(kept, left) => format!(
            "it keeps {}'s chances at {}% where the move played left {}%",
            mark.side,
            percent(kept, 1),
            percent(left, 1)
        ),
    };
    format!(
        "{} ({}): {} was better: {why}.",
        capitalised(mark.class.word()),
        mark.class.glyph(),
        mark.better
    )
}

/// `word` with its first letter upper-case (ASCII).
fn capitalised(word: &str) -> String {
    let mut out = word.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// Each side's accuracy in a reviewed game (0–100, `None`: it made no move).
#[must_use]
pub fn accuracy_text(accuracy: [Option<f64>; 2]) -> String {
    let side = |c: Color, a: Option<f64>| {
        a.map(|a| format!("{c} {}%", (a.clamp(0.0, 100.0)).round() as u32))
    };
    let parts: Vec<String> = [
        side(Color::White, accuracy[0]),
        side(Color::Black, accuracy[1]),
    ]
    .into_iter()
    .flatten()
    .collect();
    format!("Accuracy: {}.", parts.join(" · "))
}

/// The depth a search reached.
#[must_use]
pub fn depth(d: u32) -> String {
    format!("depth {d}")
}

/// Said when a preview of a line ends: the game's position is back.
pub const PREVIEW_ENDED: &str = "Back to the game's position.";

/// The status line while a best line is previewed: its moves, and how to return.
#[must_use]
pub fn previewing(line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(Move::to_string).collect();
    format!(
        "Previewing the line {}; click the board or press Escape to return.",
        moves.join(" ")
    )
}

/// The analysis's worker failed on every try (`why`), so the analysis is off.
#[must_use]
pub fn analysis_failed(why: &EngineError) -> String {
    format!("The analysis stopped ({why}). Tick Analysis to try again.")
}

/// The review stopped before its end (`why`).
#[must_use]
pub fn review_failed(why: &PageError) -> String {
    format!("The review stopped ({why}). Press Review to try again.")
}

/// Why a review stops when the engine's reply holds no evaluation.
pub const NO_EVALUATION: &str = "the engine gave no evaluation";

/// A marked move's tooltip: its class and the engine's better move.
#[must_use]
pub fn mark_title(class: Class, better: Move) -> String {
    format!("{}; better {better}", super::capitalised(class.word()))
}

/// The review's button: cancel while it runs, close once done.
#[must_use]
pub fn review_button(done: bool) -> &'static str {
    if done {
        "Close review"
    } else {
        "Cancel"
    }
}

/// The review's progress.
#[must_use]
pub fn review_progress(progress: f64) -> String {
    format!("Reviewing… {}%", percent(progress, 1))
}

/// A side's count of each class (`[inaccuracies, mistakes, blunders]`).
#[must_use]
pub fn review_summary(side: Color, counts: [usize; 3]) -> String {
    let word = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{side}: {}, {}, {}.",
        word(counts[0], "inaccuracy", "inaccuracies"),
        word(counts[1], "mistake", "mistakes"),
        word(counts[2], "blunder", "blunders")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;
    use crate::ui::threats::threats;

    #[test]
    fn a_reviewed_move_is_annotated_with_the_better_move_and_whites_chances() {
        let mark = Mark {
            ply: 2,
            side: Color::Black,
            class: Class::Blunder,
            better: "a5-a6".parse().unwrap(),
            loss: 0.46,
            why: Better::Keeps(0.56, 0.10),
        };
        let after = Eval {
            depth: 5,
            white_chance: 0.90,
            win_in: None,
            line: vec!["a7-b7".parse().unwrap()],
        };
        assert_eq!(
            review_annotation(&mark, &after),
            "?? better a5-a6; White 90%"
        );
        assert_eq!(
            better_text(&mark),
            "Blunder (??): a5-a6 was better: it keeps Black's chances at 56% where the move played left 10%."
        );
        let stops = Mark {
            why: Better::StopsWin,
            ..mark
        };
        assert!(better_text(&stops).ends_with("it stops White's win on the next move."));
        assert_eq!(
            accuracy_text([Some(91.6), Some(40.2)]),
            "Accuracy: White 92% · Black 40%."
        );
        assert_eq!(accuracy_text([Some(80.0), None]), "Accuracy: White 80%.");
    }

    #[test]
    fn threats_are_said_mark_by_mark() {
        let p = parse_tcn("bbbbbbbb/8/8/5B2/3B4/2w5/8/w1wwwwww w - 5").unwrap();
        let text = threats_text(&threats(&p));
        assert!(
            text.contains("White can uncrown f5 with c3xe5xg5."),
            "{text}"
        );
        assert!(
            text.contains("White can hop d4 first, leaving it untouched"),
            "{text}"
        );
        let p = parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww w - 9").unwrap();
        let text = threats_text(&threats(&p));
        assert!(
            text.contains("White wins with a Crowned Troika on b3"),
            "{text}"
        );
        assert!(threats_text(&Threats::default()).starts_with("No piece"));
    }

    #[test]
    fn the_workers_offered_are_said_with_the_cores() {
        assert_eq!(
            workers_offered(4, 3),
            "This device has 4 cores: the analysis may use 3 workers (one per line at most), leaving one to the page."
        );
        assert_eq!(
            workers_offered(1, 1),
            "This device has 1 core: the analysis uses one worker."
        );
        assert_eq!(workers_offered(0, 1), "The analysis uses one worker.");
        assert_eq!(
            analysis_workers(1),
            "The analysis searches with one worker."
        );
    }

    #[test]
    fn evaluations_are_said_from_whites_side() {
        let e = |white_chance, win_in, depth| Eval {
            depth,
            white_chance,
            win_in,
            line: vec![crate::ui::testing::mv("a6-a7")],
        };
        assert_eq!(eval_text(None), "Thinking…");
        assert_eq!(eval_text(Some(&e(0.634, None, 9))), "White 63%");
        assert_eq!(eval_text(Some(&e(0.635, None, 9))), "White 64%");
        assert_eq!(percent_tenths(0.4567), "45.7%");
        assert_eq!(percent_tenths(0.0), "0.0%");
        assert_eq!(percent_tenths(1.0), "100.0%");
        assert_eq!(percent_tenths(f64::NAN), "0.0%");
        assert_eq!(eval_text(Some(&e(1.0, Some(1), 9))), "White wins in 1 move");
        assert_eq!(
            eval_text(Some(&e(0.0, Some(-3), 9))),
            "Black wins in 2 moves"
        );
        let over = Eval {
            line: Vec::new(),
            ..e(0.0, None, 0)
        };
        assert_eq!(eval_text(Some(&over)), "Black has won");
        let mut setup = Setup::empty();
        setup.turn = Color::Black;
        setup.fullmove = 7;
        assert_eq!(editor_turn(&setup), "Setting up: Black to move, move 7.");
        assert_eq!(
            review_summary(Color::Black, [1, 0, 2]),
            "Black: 1 inaccuracy, 0 mistakes, 2 blunders."
        );
        assert_eq!(
            mark_title(Class::Blunder, crate::ui::testing::mv("c3xe5xg5")),
            "Blunder; better c3xe5xg5"
        );
    }
}
