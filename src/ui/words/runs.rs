//! The words of puzzle runs (Streak, Storm) and of the puzzles tried (part of
//! [`crate::ui::words`], which re-exports them).

use crate::ui::lang::{Arg, Speaker};
use crate::ui::puzzle::RunKind;

/// A run's button: its name and its title.
#[must_use]
pub fn run_button(t: &Speaker, kind: RunKind) -> [String; 2] {
    match kind {
        RunKind::Streak => ["puzzle-run-streak", "puzzle-run-streak-title"],
        RunKind::Storm => ["puzzle-run-storm", "puzzle-run-storm-title"],
    }
    .map(|id| t.say(id, &[]))
}

/// A Storm's time left as the panel shows it: minutes and seconds (`2:05`), rounded up.
#[must_use]
pub fn run_time(ms: f64) -> String {
    let s = (ms.max(0.0) / 1000.0).ceil() as u64;
    format!("{}:{:02}", s / 60, s % 60)
}

/// The run under way or over: its kind, its score, the best kept, a Storm's time left.
#[must_use]
pub fn run_line(
    t: &Speaker,
    kind: RunKind,
    score: u32,
    best: u32,
    left: Option<f64>,
    over: bool,
) -> String {
    let mut args = vec![
        ("score", Arg::Count(i64::from(score))),
        ("best", Arg::Count(i64::from(best))),
    ];
    if let Some(ms) = left {
        args.push(("time", Arg::Text(run_time(ms))));
    }
    let id = match (kind, over) {
        (RunKind::Streak, false) => "puzzle-run-streak-on",
        (RunKind::Storm, false) => "puzzle-run-storm-on",
        (RunKind::Streak, true) => "puzzle-run-streak-over",
        (RunKind::Storm, true) => "puzzle-run-storm-over",
    };
    t.say(id, &args)
}

/// Said when a run ends: its score and the best kept.
#[must_use]
pub fn run_over(t: &Speaker, kind: RunKind, score: u32, best: u32) -> String {
    run_line(t, kind, score, best, None, true)
}

/// A puzzle tried, as the panel's lists show it: its title and a mark, ✓ solved or ✗
/// missed; and the same in words for assistive technology.
#[must_use]
pub fn puzzle_tried(t: &Speaker, title: String, solved: bool) -> (String, String) {
    let title = [("title", Arg::Text(title))];
    if solved {
        (
            t.say("puzzle-tried-solved", &title),
            t.say("puzzle-tried-solved-label", &title),
        )
    } else {
        (
            t.say("puzzle-tried-missed", &title),
            t.say("puzzle-tried-missed-label", &title),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_sentences() {
        let t = Speaker::english();
        assert_eq!(run_time(180_000.0), "3:00");
        assert_eq!(run_time(64_001.0), "1:05");
        assert_eq!(run_time(-5.0), "0:00");
        assert_eq!(
            run_line(&t, RunKind::Storm, 4, 1234, Some(65_000.0), false),
            "Storm: 1:05 left · 4 solved · best 1,234"
        );
        assert_eq!(
            run_over(&t, RunKind::Streak, 3, 5),
            "Streak over: 3 solved. Your best: 5."
        );
        let (text, label) = puzzle_tried(&t, "Crowning · 1,300".into(), false);
        assert_eq!(text, "Crowning · 1,300 ✗");
        assert_eq!(label, "Crowning · 1,300: missed");
    }
}
