//! The study tools in the view: the threat overlay's switch and text, the analysis box
//! and the evaluation bar, the review box with its graph.

use crate::types::{Color, Move};
use crate::ui::mistakes::Status;
use crate::ui::review;
use crate::ui::words;

use super::super::ground::Ground;
use super::super::ids;
use super::super::shared::Shared;
use super::super::study::Study;
use super::{flag, Graph, Node, PvLine, View};
use crate::ui::mistakes::Trial;
use crate::ui::review::Mark;
use crate::ui::session::Session;

/// What the study tools' view reads.
pub(super) struct Reads<'a> {
    pub session: &'a Session,
    pub shared: &'a Shared,
    pub ground: &'a Ground,
    pub study: &'a Study,
    /// Engine help is barred (`State::engine_help_barred`).
    pub barred: bool,
    /// The editor is on the board.
    pub editing: bool,
    /// Learn from your mistakes, if on (`State::mistakes`), and whether it is offered
    /// (`State::mistakes_offered`).
    pub mistakes: Option<(&'a Trial, bool)>,
    /// "Train your mistakes", if the mode is its drill (`Modes::drill_says`).
    pub drill: Option<super::super::drill::DrillSays<'a>>,
    pub mistakes_offered: bool,
    /// The review's accuracy and the mark on show, once it is done
    /// (`State::review_accuracy`, `State::review_mark_on_show`), asked only while a
    /// review is on show.
    pub accuracy_and_mark: &'a dyn Fn() -> (Option<[Option<f64>; 2]>, Option<Mark>),
}

/// The threat overlay, the analysis, the review and learning from your mistakes.
#[inline(never)]
pub(super) fn view(v: &mut View, r: &Reads<'_>) {
    let threats = r.ground.threats.as_ref();
    v.node(ids::STUDY_TOOLS, Node::hidden(r.barred));
    v.node(ids::THREATS, Node::checked(threats.is_some()));
    let text = threats
        .map(|th| words::threats_text(&r.shared.speaker, th))
        .unwrap_or_default();
    v.node(
        ids::THREATS_TEXT,
        Node::text(text).with_hidden(threats.is_none()),
    );
    view_analysis(v, r);
    view_review(v, r);
    view_mistakes(v, r);
    // A study tool on show: on wide screens the stylesheet gives the study tools a
    // column of their own (an attribute, not a `:has()` selector, which would be
    // matched again at every change of the analysis's lines).
    let on = threats.is_some()
        || r.study.analysis.is_on()
        || r.editing
        || r.study.review.view(r.session).is_some()
        || r.mistakes.is_some();
    v.body("data-study", Some(if on { "true" } else { "false" }));
}

/// The analysis: the switch, the panel's box and the evaluation bar.
fn view_analysis(v: &mut View, r: &Reads<'_>) {
    let on = r.study.analysis.is_on();
    v.node(ids::ANALYSIS, Node::checked(on));
    v.node(ids::ANALYSIS_BOX, Node::hidden(!on));
    let mut bar = Node::hidden(!on).attr("data-flipped", flag(r.ground.orientation.flipped));
    if on {
        bar = view_analysis_on(v, r, bar);
    }
    v.node(ids::EVAL_BAR, bar);
}

/// The analysis on: the evaluation, its depth and lines; `bar` with its label. Never
/// inlined: the split leaves it in the rest of the page's wasm, unless a first visit
/// shows it.
#[inline(never)]
fn view_analysis_on(v: &mut View, r: &Reads<'_>, mut bar: Node) -> Node {
    let eval = r.study.analysis.shown(r.session);
    bar = bar
        .attr("aria-label", words::eval_text(&r.shared.speaker, eval))
        .attr(
            "data-label",
            words::percent(eval.map_or(0.5, |e| e.white_chance), 1).to_string(),
        );
    // White's share of the bar, read by the stylesheet (upright beside the board,
    // or across above it on narrow screens).
    let chance = eval.map_or(0.5, |e| e.white_chance);
    bar = bar.style("--white", Some(words::percent_tenths(chance)));
    v.node(
        ids::ANALYSIS_EVAL,
        Node::text(words::eval_text(&r.shared.speaker, eval)),
    );
    v.node(
        ids::ANALYSIS_DEPTH,
        Node::text(eval.map_or(String::new(), |e| words::depth(&r.shared.speaker, e.depth))),
    );
    v.lines = Some(
        r.study
            .analysis
            .shown_lines(r.session)
            .iter()
            .map(|e| PvLine {
                eval: words::eval_text(&r.shared.speaker, Some(e)),
                depth: words::depth(&r.shared.speaker, e.depth),
                moves: e.line.iter().map(Move::to_string).collect(),
                preview_title: words::say::PREVIEW_TITLE.said(&r.shared.speaker),
            })
            .collect(),
    );
    v.node(
        ids::ANALYSIS_LINES,
        Node::value(r.study.analysis.lines().to_string()),
    );
    bar
}

/// The review: its box, progress, summary and graph (its marks are in the move
/// list). One way to start a review at a time: none while one is on show; at a
/// finished game's end, the offer beside its result; otherwise the button under the
/// list.
fn view_review(v: &mut View, r: &Reads<'_>) {
    let review = r.study.review.view(r.session);
    v.node(ids::REVIEW_BOX, Node::hidden(review.is_none()));
    let over = r.session.game().outcome().is_some();
    v.node(
        ids::REVIEW_GAME,
        Node::hidden(review.is_some() || over || r.mistakes.is_some() || r.barred),
    );
    v.node(ids::REVIEW_MISTAKES, Node::hidden(!r.mistakes_offered));
    v.review_offer = review.is_none();
    // Its progress shown while it runs (0…1, in thousandths).
    let progress = review
        .as_ref()
        .filter(|r| !r.done)
        .map(|r| words::percent(r.progress, 10));
    let mut bar = Node::hidden(progress.is_none());
    if let Some(p) = progress {
        bar = bar.attr("value", format!("{}.{:03}", p / 1000, p % 1000));
    }
    v.node(ids::REVIEW_PROGRESS, bar);
    let Some(_) = review else { return };
    view_review_on(v, r);
}

/// The review under way or done.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_review_on(v: &mut View, reads: &Reads<'_>) {
    let Some(r) = reads.study.review.view(reads.session) else {
        return;
    };
    v.node(
        ids::REVIEW_CANCEL,
        Node::text(words::review_button(&reads.shared.speaker, r.done)),
    );
    let summary = if r.done {
        [Color::White, Color::Black]
            .iter()
            .map(|&c| words::review_summary(&reads.shared.speaker, c, review::summary(r.marks, c)))
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        words::review_progress(&reads.shared.speaker, r.progress)
    };
    v.node(ids::REVIEW_SUMMARY, Node::text(summary));
    let (accuracy, mark) = (reads.accuracy_and_mark)();
    v.node(
        ids::REVIEW_ACCURACY,
        Node::text(
            accuracy
                .map(|a| words::accuracy_text(&reads.shared.speaker, a))
                .unwrap_or_default(),
        )
        .with_hidden(accuracy.is_none()),
    );
    v.node(
        ids::REVIEW_BETTER,
        Node::text(
            mark.as_ref()
                .map(|m| words::better_text(&reads.shared.speaker, m))
                .unwrap_or_default(),
        )
        .with_hidden(mark.is_none()),
    );
    v.node(ids::REVIEW_EXPORT, Node::unavailable(!r.done));
    v.graph = Some(Graph {
        chances: r.evals.iter().map(|e| e.white_chance).collect(),
        total: r.game.ply(),
        marked: r.marks.iter().map(|m| (m.ply, m.class)).collect(),
        view_ply: reads.session.view_ply(),
    });
}

/// "Learn from your mistakes": its box, what it asks, its buttons.
fn view_mistakes(v: &mut View, r: &Reads<'_>) {
    let trial = r.mistakes;
    v.body("data-mistakes", Some(flag(trial.is_some())));
    v.node(ids::MISTAKES_BOX, Node::hidden(trial.is_none()));
    let Some(_) = trial else { return };
    view_mistakes_on(v, r);
}

/// Learn from your mistakes, on.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_mistakes_on(v: &mut View, r: &Reads<'_>) {
    let Some((t, checking)) = r.mistakes else {
        return;
    };
    let status = t.status();
    let s = &r.shared.speaker;
    let title = match r.drill {
        Some(_) => words::DRILL_TITLE.said(s),
        None => s.say("review-mistakes", &[]),
    };
    v.node(ids::MISTAKES_TITLE, Node::text(title));
    // A better move asked for until one is found or shown.
    let mut text = t.item().map_or(String::new(), |item| {
        if matches!(status, Status::Right(_) | Status::Shown) {
            words::mistake_marked(s, t.side(), item)
        } else {
            words::mistake_prompt(s, t.side(), item)
        }
    });
    // In the drill, the game it comes from first.
    if let Some(m) = r.drill.and_then(|d| d.on_show) {
        text = format!("{} {text}", words::drill_from(s, &m.date, &m.names));
    }
    let progress = match (t.item(), r.drill) {
        (Some(_), Some(d)) => words::drill_progress(s, d.due, d.solved, d.missed),
        (None, Some(d)) => words::drill_done(s, d.solved, d.missed, d.next_in),
        (Some(_), None) => words::mistakes_progress(s, t.index(), t.total()),
        (None, None) => words::mistakes_summary(s, t.side(), t.counts()),
    };
    v.node(ids::MISTAKES_PROGRESS, Node::text(progress));
    v.node(
        ids::MISTAKES_TEXT,
        Node::text(text.clone()).with_hidden(text.is_empty()),
    );
    let open = t.awaits_try() || checking;
    v.node(ids::MISTAKES_HINT, Node::hidden(!t.awaits_try()));
    v.node(ids::MISTAKES_SHOW, Node::hidden(!open));
    v.node(
        ids::MISTAKES_NEXT,
        Node::text(words::mistakes_next_button(&r.shared.speaker, open))
            .with_hidden(status == Status::Done),
    );
    v.node(
        ids::MISTAKES_LEAVE,
        Node::text(words::mistakes_leave(&r.shared.speaker)),
    );
}
