//! The study tools' words: the threat overlay, the analysis, the position editor and the
//! review (part of [`crate::ui::words`], which re-exports them).

use super::reasons::Reason;
use super::say::Fixed;
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};

use crate::position::{PositionError, Setup};
use crate::tcn::TcnError;
use crate::types::{Color, Move};
use crate::ui::analysis::{winner_moves, Eval};
use crate::ui::error::{EngineError, PageError};
use crate::ui::review::{Better, Class, Mark};
use crate::ui::threats::{Completion, HopEffect, Threats};

/// The threat overlay as text, one sentence a mark (the overlay's accessible text).
#[must_use]
pub fn threats_text(t: &Speaker, threats: &Threats) -> String {
    if threats.is_empty() {
        return t.say("threats-none", &[]);
    }
    let mut out: Vec<String> = Vec::new();
    for h in &threats.hops {
        let id = match h.effect {
            HopEffect::Captures => "threat-capture",
            HopEffect::Uncrowns => "threat-uncrown",
            HopEffect::Hopped => "threat-hop-first",
        };
        out.push(t.say(
            id,
            &[
                ("side", side_arg(h.side.other())),
                ("square", notation(h.square)),
                ("move", notation(h.by)),
            ],
        ));
    }
    for s in &threats.spots {
        let id = match s.kind {
            Completion::Troika => "threat-troika",
            Completion::CrownedTroika => "threat-crowned-troika",
        };
        out.push(t.say(
            id,
            &[
                ("side", side_arg(s.side)),
                ("square", notation(s.square)),
                ("move", notation(s.by)),
            ],
        ));
    }
    out.join(" ")
}

/// The turn line while the editor is open: what is being set up.
#[must_use]
pub fn editor_turn(t: &Speaker, setup: &Setup) -> String {
    t.say(
        "editor-turn",
        &[
            ("side", side_arg(setup.turn)),
            ("number", Arg::Text(setup.fullmove.to_string())),
        ],
    )
}

/// Why the editor's arrangement cannot be played (the rules core's reason).
#[must_use]
pub fn editor_invalid(t: &Speaker, e: &PositionError) -> String {
    t.say("editor-invalid", &[("why", Arg::Text(e.reason(t)))])
}

/// Why the editor's position text was not taken.
#[must_use]
pub fn editor_unreadable(t: &Speaker, e: &TcnError) -> String {
    t.say("editor-unreadable", &[("why", Arg::Text(e.reason(t)))])
}

/// A move number that is not a whole number.
#[must_use]
pub fn editor_bad_number(t: &Speaker, text: &str) -> String {
    let text: String = text.chars().take(20).collect();
    t.say("editor-bad-number", &[("text", Arg::Text(text))])
}

/// The analysis switched on or off.
#[must_use]
pub fn analysis_switched(on: bool) -> Fixed {
    Fixed(if on { "analysis-on" } else { "analysis-off" })
}

/// Said when the player sets the analysis's most workers: how many it may use here.
#[must_use]
pub fn analysis_workers(t: &Speaker, used: usize) -> String {
    t.say("analysis-workers", &[("count", used.into())])
}

/// Beside the setting: what the device offers (`cores`, 0: unknown) and what is used.
#[must_use]
pub fn workers_offered(t: &Speaker, cores: u32, used: usize) -> String {
    let uses = Arg::Text(t.say("workers-uses", &[("count", used.into())]));
    match cores {
        0 => t.say("workers-offered-unknown", &[("uses", uses)]),
        c => t.say(
            "workers-offered",
            &[("cores", Arg::Count(i64::from(c))), ("uses", uses)],
        ),
    }
}

/// The evaluation as the page shows it: White's winning chances, a proved win in the
/// winner's moves, or the result of a finished position; `None`: not known yet.
#[must_use]
pub fn eval_text(t: &Speaker, eval: Option<&Eval>) -> String {
    let Some(e) = eval else {
        return t.say("eval-thinking", &[]);
    };
    if let Some(n) = e.win_in {
        let side = if n > 0 { Color::White } else { Color::Black };
        let moves = winner_moves(n);
        return t.say(
            "eval-wins-in",
            &[
                ("side", side_arg(side)),
                ("count", Arg::Count(i64::from(moves))),
            ],
        );
    }
    if e.depth == 0 && e.line.is_empty() {
        return match e.white_chance {
            c if c >= 1.0 => t.say("eval-white-won", &[]),
            c if c <= 0.0 => t.say("eval-black-won", &[]),
            _ => t.say("eval-drawn", &[]),
        };
    }
    t.say(
        "eval-chances",
        &[("percent", Arg::Text(percent(e.white_chance, 1).to_string()))],
    )
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
pub fn better_text(t: &Speaker, mark: &Mark) -> String {
    let why = match mark.why {
        Better::WinsAtOnce => t.say("better-wins-at-once", &[]),
        Better::StopsWin => t.say("better-stops-win", &[("side", side_arg(mark.side.other()))]),
        Better::Captures => t.say("better-captures", &[]),
        Better::Uncrowns => t.say("better-uncrowns", &[]),
        Better::Crowns => t.say("better-crowns", &[]),
        Better::Keeps(kept, left) => t.say(
            "better-keeps",
            &[
                ("side", side_arg(mark.side)),
                ("kept", Arg::Text(percent(kept, 1).to_string())),
                ("left", Arg::Text(percent(left, 1).to_string())),
            ],
        ),
    };
    t.say(
        "better-text",
        &[
            ("class", mark.class.word().into()),
            ("glyph", mark.class.glyph().into()),
            ("move", notation(mark.better)),
            ("why", Arg::Text(why)),
        ],
    )
}

/// Each side's accuracy in a reviewed game (0–100, `None`: it made no move).
#[must_use]
pub fn accuracy_text(t: &Speaker, accuracy: [Option<f64>; 2]) -> String {
    let side = |c: Color, a: Option<f64>| {
        a.map(|a| {
            let percent = ((a.clamp(0.0, 100.0)).round() as u32).to_string();
            t.say(
                "accuracy-side",
                &[("side", side_arg(c)), ("percent", Arg::Text(percent))],
            )
        })
    };
    let parts: Vec<String> = [
        side(Color::White, accuracy[0]),
        side(Color::Black, accuracy[1]),
    ]
    .into_iter()
    .flatten()
    .collect();
    t.say("accuracy", &[("sides", Arg::Text(parts.join(" · ")))])
}

/// The depth a search reached.
#[must_use]
pub fn depth(t: &Speaker, d: u32) -> String {
    t.say("depth", &[("depth", Arg::Text(d.to_string()))])
}

/// Said when a preview of a line ends: the game's position is back.
pub const PREVIEW_ENDED: Fixed = Fixed("preview-ended");

/// The status line while a best line is previewed: its moves, and how to return.
#[must_use]
pub fn previewing(t: &Speaker, line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(Move::to_string).collect();
    t.say("previewing", &[("moves", Arg::Text(moves.join(" ")))])
}

/// The analysis's worker failed on every try (`why`), so the analysis is off.
#[must_use]
pub fn analysis_failed(t: &Speaker, why: &EngineError) -> String {
    t.say("analysis-failed", &[("why", Arg::Text(why.reason(t)))])
}

/// The review stopped before its end (`why`).
#[must_use]
pub fn review_failed(t: &Speaker, why: &PageError) -> String {
    t.say("review-failed", &[("why", Arg::Text(why.reason(t)))])
}

/// Why a review stops when the engine's reply holds no evaluation.
pub const NO_EVALUATION: Fixed = Fixed("no-evaluation");

/// A marked move's tooltip: its class and the engine's better move.
#[must_use]
pub fn mark_title(t: &Speaker, class: Class, better: Move) -> String {
    t.say(
        "mark-title",
        &[("class", class.word().into()), ("move", notation(better))],
    )
}

/// The review's button: cancel while it runs, close once done.
#[must_use]
pub fn review_button(t: &Speaker, done: bool) -> String {
    if done {
        t.say("review-close", &[])
    } else {
        t.say("review-cancel", &[])
    }
}

/// The review's progress.
#[must_use]
pub fn review_progress(t: &Speaker, progress: f64) -> String {
    t.say(
        "review-progress",
        &[("percent", Arg::Text(percent(progress, 1).to_string()))],
    )
}

/// A side's count of each class (`[inaccuracies, mistakes, blunders]`).
#[must_use]
pub fn review_summary(t: &Speaker, side: Color, counts: [usize; 3]) -> String {
    t.say(
        "review-summary",
        &[
            ("side", side_arg(side)),
            ("inaccuracies", counts[0].into()),
            ("mistakes", counts[1].into()),
            ("blunders", counts[2].into()),
        ],
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
            better_text(&crate::ui::lang::Speaker::english(), &mark),
            "Blunder (??): a5-a6 was better: it keeps Black's chances at 56% where the move played left 10%."
        );
        let stops = Mark {
            why: Better::StopsWin,
            ..mark
        };
        assert!(better_text(&crate::ui::lang::Speaker::english(), &stops)
            .ends_with("it stops White's win on the next move."));
        assert_eq!(
            accuracy_text(
                &crate::ui::lang::Speaker::english(),
                [Some(91.6), Some(40.2)]
            ),
            "Accuracy: White 92% · Black 40%."
        );
        assert_eq!(
            accuracy_text(&crate::ui::lang::Speaker::english(), [Some(80.0), None]),
            "Accuracy: White 80%."
        );
    }

    #[test]
    fn threats_are_said_mark_by_mark() {
        let p = parse_tcn("bbbbbbbb/8/8/5B2/3B4/2w5/8/w1wwwwww w - 5").unwrap();
        let text = threats_text(&crate::ui::lang::Speaker::english(), &threats(&p));
        assert!(
            text.contains("White can uncrown f5 with c3xe5xg5."),
            "{text}"
        );
        assert!(
            text.contains("White can hop d4 first, leaving it untouched"),
            "{text}"
        );
        let p = parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww w - 9").unwrap();
        let text = threats_text(&crate::ui::lang::Speaker::english(), &threats(&p));
        assert!(
            text.contains("White wins with a Crowned Troika on b3"),
            "{text}"
        );
        assert!(
            threats_text(&crate::ui::lang::Speaker::english(), &Threats::default())
                .starts_with("No piece")
        );
    }

    #[test]
    fn the_workers_offered_are_said_with_the_cores() {
        assert_eq!(
            workers_offered(&crate::ui::lang::Speaker::english(), 4, 3),
            "This device has 4 cores: the analysis may use 3 workers (one per line at most), leaving one to the page."
        );
        assert_eq!(
            workers_offered(&crate::ui::lang::Speaker::english(), 1, 1),
            "This device has 1 core: the analysis uses one worker."
        );
        assert_eq!(
            workers_offered(&crate::ui::lang::Speaker::english(), 0, 1),
            "The analysis uses one worker."
        );
        assert_eq!(
            analysis_workers(&crate::ui::lang::Speaker::english(), 1),
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
        assert_eq!(
            eval_text(&crate::ui::lang::Speaker::english(), None),
            "Thinking…"
        );
        assert_eq!(
            eval_text(
                &crate::ui::lang::Speaker::english(),
                Some(&e(0.634, None, 9))
            ),
            "White 63%"
        );
        assert_eq!(
            eval_text(
                &crate::ui::lang::Speaker::english(),
                Some(&e(0.635, None, 9))
            ),
            "White 64%"
        );
        assert_eq!(percent_tenths(0.4567), "45.7%");
        assert_eq!(percent_tenths(0.0), "0.0%");
        assert_eq!(percent_tenths(1.0), "100.0%");
        assert_eq!(percent_tenths(f64::NAN), "0.0%");
        assert_eq!(
            eval_text(
                &crate::ui::lang::Speaker::english(),
                Some(&e(1.0, Some(1), 9))
            ),
            "White wins in 1 move"
        );
        assert_eq!(
            eval_text(
                &crate::ui::lang::Speaker::english(),
                Some(&e(0.0, Some(-3), 9))
            ),
            "Black wins in 2 moves"
        );
        let over = Eval {
            line: Vec::new(),
            ..e(0.0, None, 0)
        };
        assert_eq!(
            eval_text(&crate::ui::lang::Speaker::english(), Some(&over)),
            "Black has won"
        );
        let mut setup = Setup::empty();
        setup.turn = Color::Black;
        setup.fullmove = 7;
        assert_eq!(
            editor_turn(&crate::ui::lang::Speaker::english(), &setup),
            "Setting up: Black to move, move 7."
        );
        assert_eq!(
            review_summary(
                &crate::ui::lang::Speaker::english(),
                Color::Black,
                [1, 0, 2]
            ),
            "Black: 1 inaccuracy, 0 mistakes, 2 blunders."
        );
        assert_eq!(
            mark_title(
                &crate::ui::lang::Speaker::english(),
                Class::Blunder,
                crate::ui::testing::mv("c3xe5xg5")
            ),
            "Blunder; better c3xe5xg5"
        );
    }
}
