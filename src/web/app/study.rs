//! The study tools on the page: the threat overlay (computed by `ui::threats` on the main
//! thread: a few hundred microseconds), the position editor (`ui::editor`), the analysis
//! board and the post-game review (their searches in workers: `web::analysis`).

use wasm_bindgen::JsCast;

use three_crowns::game::Game;
use three_crowns::types::{Color, Move, Square};
use three_crowns::ui::analysis::Eval;
use three_crowns::ui::editor::Editor;
use three_crowns::ui::error::PageError;
use three_crowns::ui::review::{self, Mark};
use three_crowns::ui::threats::{threats, Threats};
use three_crowns::ui::words;

use super::App;
use crate::analysis::{Reviewed, StudyEvent};
use crate::{dom, storage};

impl App {
    /// Switches the threat overlay on or off.
    pub fn set_threats(&mut self, on: bool) {
        self.threats = on.then(|| threats(self.session.displayed()));
        self.update_study();
        self.request_redraw();
    }

    /// The threat overlay on show, while it is on.
    pub fn threats(&self) -> Option<&Threats> {
        self.threats.as_ref()
    }

    /// Brings the study tools in step with the position on show (after every change of
    /// the game or the view).
    pub(super) fn update_study(&mut self) {
        if self.threats.is_some() {
            self.threats = Some(threats(self.session.displayed()));
        }
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>("threats") {
            c.set_checked(self.threats.is_some());
        }
        if let Ok(p) = dom::by_id::<web_sys::HtmlElement>("threats-text") {
            p.set_hidden(self.threats.is_none());
        }
        let text = self.threats.as_ref().map(words::threats_text);
        dom::set_text("threats-text", text.as_deref().unwrap_or(""));
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>("analysis") {
            c.set_checked(self.analysis.is_on());
        }
        self.sync_engines();
        // The editor's turn line over the game's; the text box as the player left it.
        self.show_editor(false);
    }
}

// ----- the position editor -----

impl App {
    /// Whether the position editor is open.
    pub fn editing(&self) -> bool {
        self.editor.is_some()
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        self.editor.as_ref()
    }

    /// Opens the position editor on the position on show, or closes it; the game waits
    /// unchanged meanwhile.
    pub fn toggle_editor(&mut self) {
        self.interrupt();
        self.input.clear();
        if self.editor.take().is_none() {
            self.editor = Some(Editor::new(self.session.displayed().setup()));
            self.set_status(words::say::EDITOR_OPEN);
        } else {
            self.set_status(words::say::EDITOR_CLOSED);
        }
        // The turn line says what is set up while editing, the game's turn after.
        self.update_panel();
        self.editor_changed(true);
        // The game waits while the editor is open: the computer's search stops, and
        // starts again on the way back.
        self.think();
    }

    /// Reopens the editor as this tab left it before a reload (its arrangement kept in
    /// the tab's session storage), if it was open: a reload, the page's own (an update)
    /// or the player's, loses no set-up. Called at start, before the page is shown.
    pub(super) fn restore_editor(&mut self) {
        let Some(text) = storage::editor_draft() else {
            return;
        };
        let mut editor = Editor::new(self.session.displayed().setup());
        if editor.set_tcn(&text).is_err() {
            // Not an arrangement this version can read: nothing to reopen.
            storage::save_editor_draft(None);
            return;
        }
        self.editor = Some(editor);
        if self.status.is_empty() {
            self.status = words::say::EDITOR_REOPENED.to_string();
        }
    }

    /// Closes the editor without a word (a new game, an import or a link replaces the
    /// game it waits over).
    pub(super) fn close_editor(&mut self) {
        if self.editor.take().is_some() {
            self.editor_changed(true);
        }
    }

    /// Refuses an action on the game while the editor is open (the game waits): says so
    /// and returns `true`.
    pub(super) fn refused_while_editing(&mut self) -> bool {
        let editing = self.editing();
        if editing {
            self.set_status(words::say::GAME_WAITS_FOR_EDITOR);
        }
        editing
    }

    /// The editor changed (opened, edited or closed): its arrangement kept in the tab's
    /// session storage (see `restore_editor`), its panel shown (the text box rewritten
    /// from the arrangement when `rewrite_text`) and the board drawn.
    fn editor_changed(&mut self, rewrite_text: bool) {
        storage::save_editor_draft(self.editor.as_ref().map(Editor::tcn).as_deref());
        self.show_editor(rewrite_text);
        self.request_redraw();
    }

    /// A press on `sq` in the editor.
    pub(super) fn edit_press(&mut self, sq: Square) {
        if let Some(e) = self.editor.as_mut() {
            e.press(sq);
            self.editor_changed(true);
        }
    }

    /// A drag over `sq` in the editor.
    pub(super) fn edit_drag(&mut self, sq: Square) {
        if self.editor.as_mut().is_some_and(|e| e.drag_over(sq)) {
            self.editor_changed(true);
        }
    }

    /// The end of a press in the editor.
    pub(super) fn edit_release(&mut self) {
        if let Some(e) = self.editor.as_mut() {
            e.release();
        }
    }

    /// Changes the editor's arrangement with `f`, then shows it (the text box rewritten).
    pub fn edit(&mut self, f: impl FnOnce(&mut Editor)) {
        if let Some(e) = self.editor.as_mut() {
            f(e);
            self.editor_changed(true);
        }
    }

    /// The second-turn binding typed in the editor: a square, or `-` or nothing for none.
    pub fn edit_binding(&mut self, text: &str) {
        let text = text.trim();
        let binding = if text.is_empty() || text == "-" {
            Ok(None)
        } else {
            text.to_ascii_lowercase().parse::<Square>().map(Some)
        };
        match binding {
            Ok(b) => self.edit(|e| e.set_binding(b)),
            Err(err) => self.show_edit_problem(&words::sentence(&err.to_string())),
        }
    }

    /// The move number typed in the editor.
    pub fn edit_number(&mut self, text: &str) {
        match text.trim().parse::<u32>() {
            Ok(n) => self.edit(|e| e.set_fullmove(n)),
            Err(_) => self.show_edit_problem(&words::editor_bad_number(text)),
        }
    }

    /// Position text typed in the editor: the board follows as soon as it reads; the box
    /// keeps what is typed.
    pub fn edit_tcn(&mut self, text: &str) {
        let Some(e) = self.editor.as_mut() else {
            return;
        };
        match e.set_tcn(text) {
            Ok(()) => self.editor_changed(false),
            Err(err) => self.show_edit_problem(&words::editor_unreadable(&err)),
        }
    }

    /// "Play from here": a new game from the editor's position (the game it replaces is
    /// kept as the previous game). An invalid arrangement is refused with its reason.
    pub fn edit_play(&mut self) -> Result<(), PageError> {
        let Some(e) = &self.editor else {
            return Err(PageError::EditorNotOpen);
        };
        match e.check() {
            Ok(pos) => {
                self.editor = None;
                self.editor_changed(true);
                let mut game = Game::new(pos);
                game.set_repetition_rule(self.session.game().repetition_rule());
                self.replace_game(game, words::say::SET_UP);
                Ok(())
            }
            Err(err) => self.refuse(PageError::Editor(err)),
        }
    }

    fn show_edit_problem(&self, said: &str) {
        dom::set_text("edit-error", said);
    }

    /// Shows the editor's panel: the tools, side, binding, number, the position text
    /// (rewritten from the arrangement when `rewrite_text`, else left as typed), and
    /// whether it can be played, with the rules core's reason when not.
    pub(super) fn show_editor(&self, rewrite_text: bool) {
        if let Ok(panel) = dom::by_id::<web_sys::HtmlElement>("editor") {
            panel.set_hidden(self.editor.is_none());
        }
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("edit-position") {
            let _ = b.set_attribute(
                "aria-pressed",
                if self.editor.is_some() {
                    "true"
                } else {
                    "false"
                },
            );
        }
        if let Some(body) = dom::document().body() {
            let _ = body.set_attribute(
                "data-editing",
                if self.editor.is_some() {
                    "true"
                } else {
                    "false"
                },
            );
        }
        let Some(e) = &self.editor else {
            return;
        };
        dom::set_text("turn", &words::editor_turn(e.setup()));
        let doc = dom::document();
        if let Ok(tools) = doc.query_selector_all("#editor button.tool") {
            for i in 0..tools.length() {
                let Some(b) = tools
                    .item(i)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                else {
                    continue;
                };
                let on = b.get_attribute("data-tool").as_deref() == Some(e.tool().code().as_str());
                let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
            }
        }
        let setup = e.setup();
        if let Ok(s) = dom::by_id::<web_sys::HtmlSelectElement>("edit-turn") {
            s.set_value(&setup.turn.char().to_string());
        }
        if let Ok(i) = dom::by_id::<web_sys::HtmlInputElement>("edit-binding") {
            let b = setup.binding.map_or(String::new(), |b| b.to_string());
            if i.value().trim().to_ascii_lowercase() != b {
                i.set_value(&b);
            }
        }
        if let Ok(i) = dom::by_id::<web_sys::HtmlInputElement>("edit-number") {
            if i.value().trim().parse::<u32>().ok() != Some(setup.fullmove) {
                i.set_value(&setup.fullmove.to_string());
            }
        }
        if rewrite_text {
            if let Ok(i) = dom::by_id::<web_sys::HtmlInputElement>("edit-tcn") {
                i.set_value(&e.tcn());
            }
        }
        let problem = e.check().err();
        dom::set_text(
            "edit-error",
            &problem
                .as_ref()
                .map_or(String::new(), words::editor_invalid),
        );
        dom::set_unavailable("edit-play", problem.is_some());
        dom::set_unavailable("edit-analyse", problem.is_some());
    }
}

// ----- the analysis board and the review -----

impl App {
    /// Switches the analysis on (searching the position on show in its worker) or off.
    pub fn set_analysis(&mut self, on: bool) {
        self.analysis.set_on(on, &self.session);
        self.set_status(words::analysis_switched(on));
        self.update_study();
        self.request_redraw();
    }

    /// The analysis on show: on or off, and the evaluation of the position on show.
    pub fn analysis(&self) -> (bool, Option<&Eval>) {
        (self.analysis.is_on(), self.analysis.shown(&self.session))
    }

    /// "Analyse" in the editor: a game from its position, with the analysis on.
    pub fn edit_analyse(&mut self) -> Result<(), PageError> {
        self.edit_play()?;
        if !self.analysis.is_on() {
            self.set_analysis(true);
        }
        Ok(())
    }

    /// What the study workers said.
    pub fn on_study(&mut self, event: StudyEvent) {
        match event {
            StudyEvent::Info(ticket, line) => {
                if self.analysis.info(&self.session, ticket, &line) {
                    self.show_analysis();
                    self.request_redraw();
                }
            }
            StudyEvent::Done(ticket, reply) => {
                if self.analysis.done(&self.session, ticket, reply) {
                    match self.analysis.take_failure() {
                        Some(why) => {
                            self.set_status(words::analysis_failed(&why));
                            // The checkbox unticked, the analysis shown off.
                            self.update_study();
                        }
                        None => self.show_analysis(),
                    }
                    self.request_redraw();
                }
            }
            StudyEvent::Reviewed(serial, reply) => {
                match self.review.reviewed(serial, reply) {
                    Reviewed::Unchanged => return,
                    Reviewed::Changed => {
                        let finished = self.review.view(&self.session).is_some_and(|v| v.done);
                        if finished {
                            self.set_status(words::say::REVIEW_DONE);
                        }
                    }
                    Reviewed::Stopped(why) => self.set_status(words::review_failed(&why)),
                }
                self.show_review();
            }
            StudyEvent::Defended(ticket, reply) => self.puzzle_defended(ticket, reply),
        }
    }

    /// Reviews the game: every position evaluated in the review's worker.
    pub fn start_review(&mut self) {
        self.review.start(&self.session);
        self.set_status(words::say::REVIEW_STARTED);
        self.show_review();
    }

    /// Stops the review under way (its results so far are dropped).
    pub fn cancel_review(&mut self) {
        let was = self.review.cancel();
        self.set_status(if was {
            words::say::REVIEW_CANCELLED
        } else {
            words::say::REVIEW_CLOSED
        });
        self.show_review();
    }

    /// The review as the API shows it: progress and marks.
    pub fn review_state(&self) -> Option<(f64, Vec<Mark>)> {
        self.review
            .view(&self.session)
            .map(|v| (v.progress, v.marks.to_vec()))
    }

    /// The game's record with the review's annotations (comments in braces after the
    /// marked moves); `None` without a finished review.
    pub fn annotated_record(&self) -> Option<String> {
        let v = self.review.view(&self.session).filter(|v| v.done)?;
        let notes: Vec<(usize, String)> = v
            .marks
            .iter()
            .filter_map(|m| Some((m.ply, words::review_annotation(m, v.evals.get(m.ply)?))))
            .collect();
        Some(self.session.record_with_notes(&dom::today(), &notes))
    }

    /// Puts the annotated record in the save panel's record box (opening it) and says so.
    pub fn export_review(&mut self) {
        match self.annotated_record() {
            Some(text) => {
                self.exported = Some(text);
                dom::open_share();
                self.update_save_panel();
                self.set_status(words::say::REVIEW_EXPORTED);
            }
            None => self.set_status(words::say::NO_REVIEW),
        }
    }

    /// Shows on the board the position after the best line's move `index` (0: the
    /// first), until the next action.
    pub fn preview_line(&mut self, index: usize) {
        let Some(eval) = self.analysis.shown(&self.session) else {
            return;
        };
        let mut pos = *self.session.displayed();
        let mut last = None;
        for &mv in eval.line.iter().take(index + 1) {
            match pos.play(mv) {
                Ok(p) => {
                    pos = p;
                    last = Some(mv);
                }
                Err(_) => break,
            }
        }
        if let Some(mv) = last {
            let line: Vec<Move> = eval.line.iter().take(index + 1).copied().collect();
            self.preview = Some((pos, mv));
            self.set_status(words::previewing(&line));
            self.request_redraw();
        }
    }

    /// Ends a preview of the best line.
    pub fn end_preview(&mut self) -> bool {
        if self.preview.take().is_some() {
            self.request_redraw();
            true
        } else {
            false
        }
    }

    /// Shows the analysis: the panel's box and the evaluation bar.
    fn show_analysis(&self) {
        let (on, eval) = self.analysis();
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("analysis-box") {
            b.set_hidden(!on);
        }
        if let Ok(bar) = dom::by_id::<web_sys::HtmlElement>("eval-bar") {
            bar.set_hidden(!on);
            let _ = bar.set_attribute(
                "data-flipped",
                if self.orientation.flipped {
                    "true"
                } else {
                    "false"
                },
            );
        }
        if !on {
            return;
        }
        // White's share of the bar, read by the stylesheet (upright beside the board, or
        // across under it on narrow screens).
        let chance = eval.map_or(0.5, |e| e.white_chance);
        if let Ok(bar) = dom::by_id::<web_sys::HtmlElement>("eval-bar") {
            let _ = bar
                .style()
                .set_property("--white", &words::percent_tenths(chance));
        }
        dom::set_text("analysis-eval", &words::eval_text(eval));
        dom::set_text(
            "analysis-depth",
            &eval.map_or(String::new(), |e| words::depth(e.depth)),
        );
        if let Ok(bar) = dom::by_id::<web_sys::HtmlElement>("eval-bar") {
            let _ = bar.set_attribute("aria-label", &words::eval_text(eval));
        }
        let Ok(list) = dom::by_id::<web_sys::HtmlElement>("analysis-line") else {
            return;
        };
        let line: Vec<String> =
            eval.map_or(Vec::new(), |e| e.line.iter().map(Move::to_string).collect());
        let shown = list.get_attribute("data-line").unwrap_or_default();
        if shown == line.join(" ") {
            return;
        }
        list.set_inner_html("");
        let _ = list.set_attribute("data-line", &line.join(" "));
        for (i, m) in line.iter().enumerate() {
            let Ok(li) = dom::el("li", "", "") else {
                return;
            };
            if let Ok(b) = dom::el("button", "line-move", m) {
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-index", &i.to_string());
                let _ = b.set_attribute("title", words::say::PREVIEW_TITLE);
                let _ = li.append_child(&b);
            }
            let _ = list.append_child(&li);
        }
    }

    /// Shows the review: its box, progress, summary, graph and the marks in the move
    /// list.
    fn show_review(&mut self) {
        let view = self.review.view(&self.session);
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("review-box") {
            b.set_hidden(view.is_none());
        }
        // One way to start a review at a time: none while one is on show; at a finished
        // game's end, the offer beside its result; otherwise the button under the list.
        let over = self.session.game().outcome().is_some();
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("review-game") {
            b.set_hidden(view.is_some() || over);
        }
        if let Some(row) = dom::by_id::<web_sys::HtmlElement>("review-offer")
            .ok()
            .and_then(|b| b.parent_element())
            .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
        {
            row.set_hidden(view.is_some());
        }
        let marks: Vec<(usize, String, String)> = view
            .as_ref()
            .filter(|v| v.done)
            .map(|v| {
                v.marks
                    .iter()
                    .map(|m| {
                        (
                            m.ply,
                            m.class.glyph().to_string(),
                            words::mark_title(m.class, m.better),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        self.panel.show_marks(&marks);
        let Some(v) = view else { return };
        if let Ok(p) = dom::by_id::<web_sys::HtmlElement>("review-progress") {
            let _ = p.set_attribute("value", &dom::number_text(v.progress));
            p.set_hidden(v.done);
        }
        dom::set_text("review-cancel", words::review_button(v.done));
        let summary = if v.done {
            [Color::White, Color::Black]
                .iter()
                .map(|&c| words::review_summary(c, review::summary(v.marks, c)))
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            words::review_progress(v.progress)
        };
        dom::set_text("review-summary", &summary);
        dom::set_unavailable("review-export", !v.done);
        let view_ply = self.session.view_ply();
        let total = v.game.ply();
        let chances: Vec<f64> = v.evals.iter().map(|e| e.white_chance).collect();
        let marked: Vec<(usize, review::Class)> =
            v.marks.iter().map(|m| (m.ply, m.class)).collect();
        super::super::render::draw_graph(&chances, total, &marked, view_ply, self.palette());
    }

    /// A click on the evaluation graph at `fraction` (0…1) of its width: shows that ply.
    pub fn graph_clicked(&mut self, fraction: f64) {
        let Some(total) = self.review.view(&self.session).map(|v| v.game.ply()) else {
            return;
        };
        let ply = (fraction.clamp(0.0, 1.0) * total as f64).round() as usize;
        self.show_ply(ply);
    }

    /// Brings the analysis and the review in step with the game and the view.
    fn sync_engines(&mut self) {
        self.analysis.sync(&self.session);
        self.review.sync(&self.session);
        self.show_analysis();
        self.show_review();
    }
}
