//! The study tools in the view: the threat overlay's switch and text, the analysis box
//! and the evaluation bar, the review box with its graph.

use crate::types::{Color, Move};
use crate::ui::mistakes::Status;
use crate::ui::review;
use crate::ui::words;

use super::super::ids;
use super::super::state::State;
use super::{flag, Graph, Node, PvLine, View};

impl State {
    #[inline(never)]
    pub(super) fn view_study(&self, v: &mut View) {
        let threats = self.ground.threats.as_ref();
        v.node(ids::STUDY_TOOLS, Node::hidden(self.engine_help_barred()));
        v.node(ids::THREATS, Node::checked(threats.is_some()));
        let text = threats
            .map(|th| words::threats_text(&self.shared.speaker, th))
            .unwrap_or_default();
        v.node(
            ids::THREATS_TEXT,
            Node::text(text).with_hidden(threats.is_none()),
        );
        self.view_analysis(v);
        self.view_review(v);
        self.view_mistakes(v);
        // A study tool on show: on wide screens the stylesheet gives the study tools a
        // column of their own (an attribute, not a `:has()` selector, which would be
        // matched again at every change of the analysis's lines).
        let on = threats.is_some()
            || self.analysis().0
            || self.editor().is_some()
            || self.study.review.view(&self.session).is_some()
            || self.in_mistakes();
        v.body("data-study", Some(if on { "true" } else { "false" }));
    }

    /// The analysis: the switch, the panel's box and the evaluation bar.
    fn view_analysis(&self, v: &mut View) {
        let (on, _) = self.analysis();
        v.node(ids::ANALYSIS, Node::checked(on));
        v.node(ids::ANALYSIS_BOX, Node::hidden(!on));
        let mut bar = Node::hidden(!on).attr("data-flipped", flag(self.ground.orientation.flipped));
        if on {
            bar = self.view_analysis_on(v, bar);
        }
        v.node(ids::EVAL_BAR, bar);
    }

    /// The analysis on: the evaluation, its depth and lines; `bar` with its label. Never
    /// inlined: the split leaves it in the rest of the page's wasm, unless a first visit
    /// shows it.
    #[inline(never)]
    fn view_analysis_on(&self, v: &mut View, mut bar: Node) -> Node {
        let (_, eval) = self.analysis();
        bar = bar
            .attr("aria-label", words::eval_text(&self.shared.speaker, eval))
            .attr(
                "data-label",
                words::percent(eval.map_or(0.5, |e| e.white_chance), 1).to_string(),
            );
        // White's share of the bar, read by the stylesheet (upright beside the board,
        // or across above it on narrow screens).
        let chance = eval.map_or(0.5, |e| e.white_chance);
        v.eval_white = Some(words::percent_tenths(chance));
        v.node(
            ids::ANALYSIS_EVAL,
            Node::text(words::eval_text(&self.shared.speaker, eval)),
        );
        v.node(
            ids::ANALYSIS_DEPTH,
            Node::text(eval.map_or(String::new(), |e| {
                words::depth(&self.shared.speaker, e.depth)
            })),
        );
        v.lines = Some(
            self.analysis_lines()
                .iter()
                .map(|e| PvLine {
                    eval: words::eval_text(&self.shared.speaker, Some(e)),
                    depth: words::depth(&self.shared.speaker, e.depth),
                    moves: e.line.iter().map(Move::to_string).collect(),
                    preview_title: words::say::PREVIEW_TITLE.said(&self.shared.speaker),
                })
                .collect(),
        );
        v.node(
            ids::ANALYSIS_LINES,
            Node::value(self.analysis_line_count().to_string()),
        );
        bar
    }

    /// The review: its box, progress, summary and graph (its marks are in the move
    /// list). One way to start a review at a time: none while one is on show; at a
    /// finished game's end, the offer beside its result; otherwise the button under the
    /// list.
    fn view_review(&self, v: &mut View) {
        let review = self.study.review.view(&self.session);
        v.node(ids::REVIEW_BOX, Node::hidden(review.is_none()));
        let over = self.session.game().outcome().is_some();
        v.node(
            ids::REVIEW_GAME,
            Node::hidden(
                review.is_some() || over || self.in_mistakes() || self.engine_help_barred(),
            ),
        );
        v.node(ids::REVIEW_MISTAKES, Node::hidden(!self.mistakes_offered()));
        v.review_offer = review.is_none();
        let Some(_) = review else { return };
        self.view_review_on(v);
    }

    /// The review under way or done.
    /// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
    /// visit shows it.
    #[inline(never)]
    fn view_review_on(&self, v: &mut View) {
        let Some(r) = self.study.review.view(&self.session) else {
            return;
        };
        v.review_progress = (!r.done).then_some(r.progress);
        v.node(
            ids::REVIEW_CANCEL,
            Node::text(words::review_button(&self.shared.speaker, r.done)),
        );
        let summary = if r.done {
            [Color::White, Color::Black]
                .iter()
                .map(|&c| {
                    words::review_summary(&self.shared.speaker, c, review::summary(r.marks, c))
                })
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            words::review_progress(&self.shared.speaker, r.progress)
        };
        v.node(ids::REVIEW_SUMMARY, Node::text(summary));
        let accuracy = self.review_accuracy();
        v.node(
            ids::REVIEW_ACCURACY,
            Node::text(
                accuracy
                    .map(|a| words::accuracy_text(&self.shared.speaker, a))
                    .unwrap_or_default(),
            )
            .with_hidden(accuracy.is_none()),
        );
        let mark = self.review_mark_on_show();
        v.node(
            ids::REVIEW_BETTER,
            Node::text(
                mark.as_ref()
                    .map(|m| words::better_text(&self.shared.speaker, m))
                    .unwrap_or_default(),
            )
            .with_hidden(mark.is_none()),
        );
        v.node(ids::REVIEW_EXPORT, Node::unavailable(!r.done));
        v.graph = Some(Graph {
            chances: r.evals.iter().map(|e| e.white_chance).collect(),
            total: r.game.ply(),
            marked: r.marks.iter().map(|m| (m.ply, m.class)).collect(),
            view_ply: self.session.view_ply(),
        });
    }

    /// "Learn from your mistakes": its box, what it asks, its buttons.
    fn view_mistakes(&self, v: &mut View) {
        let trial = self.mistakes();
        v.body("data-mistakes", Some(flag(trial.is_some())));
        v.node(ids::MISTAKES_BOX, Node::hidden(trial.is_none()));
        let Some(_) = trial else { return };
        self.view_mistakes_on(v);
    }

    /// Learn from your mistakes, on.
    /// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
    /// visit shows it.
    #[inline(never)]
    fn view_mistakes_on(&self, v: &mut View) {
        let Some((t, checking)) = self.mistakes() else {
            return;
        };
        let status = t.status();
        let (progress, text) = match t.item() {
            Some(item) => (
                words::mistakes_progress(&self.shared.speaker, t.index(), t.total()),
                // A better move asked for until one is found or shown.
                if matches!(status, Status::Right(_) | Status::Shown) {
                    words::mistake_marked(&self.shared.speaker, t.side(), item)
                } else {
                    words::mistake_prompt(&self.shared.speaker, t.side(), item)
                },
            ),
            None => (
                words::mistakes_summary(&self.shared.speaker, t.side(), t.counts()),
                String::new(),
            ),
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
            Node::text(words::mistakes_next_button(&self.shared.speaker, open))
                .with_hidden(status == Status::Done),
        );
        v.node(
            ids::MISTAKES_LEAVE,
            Node::text(words::mistakes_leave(&self.shared.speaker)),
        );
    }
}
