//! Puzzle mode's runs and the puzzles tried in the view (issue 48): the Streak and
//! Storm buttons, the run's line (score, best, a Storm's time left), its summary once
//! over and the newest puzzles tried, each a button that reopens its puzzle.

use crate::puzzles::Puzzle;
use crate::ui::lang::Speaker;
use crate::ui::puzzle::RunKind;
use crate::ui::words;

use super::super::ids;
use super::super::mode::PuzzleView;
use super::list::El;
use super::{Node, View};

/// How many of the puzzles tried the panel lists.
pub const HISTORY_SHOWN: usize = 8;

/// A puzzle tried as a list item: its title and mark, a button that reopens it.
fn tried(speaker: &Speaker, set: &[Puzzle], id: &str, solved: bool) -> El {
    let title = set.iter().find(|p| p.id == id).map_or_else(
        || words::puzzle_heading(speaker, id),
        |p| words::puzzle_title(speaker, &p.id, &p.themes, p.rating),
    );
    let (text, label) = words::puzzle_tried(speaker, title, solved);
    El::new("li", "").child(
        El::button(if solved { "solved" } else { "missed" })
            .attr("data-puzzle", id.to_string())
            .attr("aria-label", label)
            .text(text),
    )
}

/// The run's line and summary, and the puzzles tried (`now`: the clock's ms).
#[inline(never)]
pub(super) fn view_runs(v: &mut View, speaker: &Speaker, m: &PuzzleView<'_>, now: f64) {
    // The runs' buttons, named here (not in the page's markup, which a first visit
    // loads without showing them).
    for (id, kind) in [
        (ids::PUZZLE_STREAK, RunKind::Streak),
        (ids::PUZZLE_STORM, RunKind::Storm),
    ] {
        let [name, title] = words::run_button(speaker, kind);
        v.node(id, Node::text(name).attr("title", title));
    }
    let run = m.run;
    v.body("data-puzzle-run", run.map(|r| r.kind().word()));
    let line = run.map_or(String::new(), |r| {
        let best = m.progress.best(r.kind());
        words::run_line(
            speaker,
            r.kind(),
            r.score(),
            best,
            r.time_left(now),
            r.over(),
        )
    });
    v.node(ids::PUZZLE_RUN, Node::text(line).with_hidden(run.is_none()));
    let summary: Vec<El> = run
        .filter(|r| r.over())
        .map(|r| {
            r.results()
                .iter()
                .map(|(id, s)| tried(speaker, m.set, id, *s))
                .collect()
        })
        .unwrap_or_default();
    v.node(ids::PUZZLE_RUN_BOX, Node::hidden(summary.is_empty()));
    v.lists.push((ids::PUZZLE_RUN_LIST, summary));
    let history: Vec<El> = m
        .progress
        .history
        .iter()
        .rev()
        .take(HISTORY_SHOWN)
        .map(|t| tried(speaker, m.set, &t.id, t.solved))
        .collect();
    v.node(ids::PUZZLE_HISTORY_BOX, Node::hidden(history.is_empty()));
    v.lists.push((ids::PUZZLE_HISTORY, history));
}
