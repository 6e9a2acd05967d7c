//! The study tools on the page: the threat overlay (computed by `ui::threats` on the main
//! thread: a few hundred microseconds), the position editor (`ui::editor`), the analysis
//! board and the post-game review (their searches in workers: `app::study`, `app::engines`,
//! `web::workers`).

use crate::game::Game;
use crate::types::{Move, Square};
use crate::ui::editor::Editor;
use crate::ui::error::PageError;
use crate::ui::review::Mark;
use crate::ui::threats::{threats, Threats};
use crate::ui::words;

use super::effect::Effect;
use super::mode::{EditorMode, Mode, Typed};
use super::study::{self, ReviewView, Reviewed};
use super::{Answer, State};

impl State {
    /// Switches the threat overlay on or off.
    #[inline(never)]
    pub(super) fn set_threats(&mut self, on: bool) {
        self.ground.threats = on.then(|| threats(self.board().displayed()));
        self.update_study();
        self.request_redraw();
    }

    /// The threat overlay on show, while it is on.
    pub fn threats(&self) -> Option<&Threats> {
        self.ground.threats.as_ref()
    }

    /// Brings the study tools in step with the position on show (after every change of
    /// the game or the view).
    pub(super) fn update_study(&mut self) {
        self.bar_engine_help();
        if self.ground.threats.is_some() {
            self.ground.threats = Some(threats(self.board().displayed()));
        }
        self.render();
        self.sync_engines();
        // The editor's turn line over the game's; the text box as the player left it.
        self.render();
    }
}

// ----- the position editor -----

impl State {
    /// Whether the position editor is open.
    pub fn editing(&self) -> bool {
        matches!(self.modes.mode, Mode::Editor(_))
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.modes.mode {
            Mode::Editor(m) => Some(&m.editor),
            _ => None,
        }
    }

    fn editor_mut(&mut self) -> Option<&mut Editor> {
        match &mut self.modes.mode {
            Mode::Editor(m) => Some(&mut m.editor),
            _ => None,
        }
    }

    /// Opens the position editor on the position on show, or closes it; the game waits
    /// unchanged meanwhile. A puzzle or a lesson on show is left first: the editor opens
    /// over the game.
    #[inline(never)]
    pub(super) fn toggle_editor(&mut self) {
        self.leave_modes();
        self.interrupt();
        self.ground.input.clear();
        if self.editing() {
            self.modes.mode = Mode::Game;
            self.set_status(words::say::EDITOR_CLOSED);
        } else {
            self.modes.mode = Mode::Editor(EditorMode::new(Editor::new(
                self.board().displayed().setup(),
            )));
            self.set_status(words::say::EDITOR_OPEN);
        }
        // The turn line says what is set up while editing, the game's turn after.
        self.update_panel();
        self.editor_changed(None);
        // The game waits while the editor is open: the computer's search and the clocks
        // stop, and start again on the way back.
        self.think();
        self.sync_clock();
    }

    /// Reopens the editor as this tab left it before a reload (its arrangement kept in
    /// the tab's session storage), if it was open: a reload, the page's own (an update)
    /// or the player's, loses no set-up. Called at start, before the page is shown.
    pub(super) fn restore_editor(&mut self, text: &str) {
        let mut editor = Editor::new(self.board().displayed().setup());
        if editor.set_tcn(text).is_err() {
            // Not an arrangement this version can read: nothing to reopen.
            self.emit(Effect::SaveEditorDraft(None));
            return;
        }
        self.modes.mode = Mode::Editor(EditorMode::new(editor));
        if self.shared.status.is_empty() {
            self.quiet_status(words::say::EDITOR_REOPENED);
        }
    }

    /// Closes the editor without a word (a new game, an import or a link replaces the
    /// game it waits over).
    pub(super) fn close_editor(&mut self) {
        if self.editing() {
            self.modes.mode = Mode::Game;
            self.editor_changed(None);
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
    /// session storage (see `restore_editor`), its panel shown (every box rewritten from
    /// the arrangement but the one the player typed in, `typed`) and the board drawn.
    fn editor_changed(&mut self, typed: Option<Typed>) {
        let draft = self.editor().map(Editor::tcn);
        self.emit(Effect::SaveEditorDraft(draft));
        if let Mode::Editor(m) = &mut self.modes.mode {
            m.problem = None;
            m.typed = typed;
        }
        self.render();
        self.request_redraw();
    }

    /// The player typed in `field`: what is typed stays in its box.
    fn typed_in(&mut self, field: Typed) {
        if let Mode::Editor(m) = &mut self.modes.mode {
            m.typed = Some(field);
        }
    }

    /// A press on `sq` in the editor.
    pub(super) fn edit_press(&mut self, sq: Square) {
        if let Some(e) = self.editor_mut() {
            e.press(sq);
            self.editor_changed(None);
        }
    }

    /// A drag over `sq` in the editor.
    pub(super) fn edit_drag(&mut self, sq: Square) {
        if self.editor_mut().is_some_and(|e| e.drag_over(sq)) {
            self.editor_changed(None);
        }
    }

    /// Says why what was typed in the editor cannot be used.
    fn show_edit_problem(&mut self, said: words::say::Again) {
        if let Mode::Editor(m) = &mut self.modes.mode {
            m.problem = Some(said);
        }
        self.render();
    }

    /// The end of a press in the editor.
    pub(super) fn edit_release(&mut self) {
        if let Some(e) = self.editor_mut() {
            e.release();
        }
    }

    /// Changes the editor's arrangement with `f`, then shows it (the text box rewritten).
    #[inline(never)]
    pub(super) fn edit(&mut self, f: impl FnOnce(&mut Editor)) {
        if let Some(e) = self.editor_mut() {
            f(e);
            self.editor_changed(None);
        }
    }

    /// The second-turn binding typed in the editor: a square, or `-` or nothing for none.
    #[inline(never)]
    pub(super) fn edit_binding(&mut self, text: &str) {
        let text = text.trim();
        let binding = if text.is_empty() || text == "-" {
            Ok(None)
        } else {
            text.to_ascii_lowercase().parse::<Square>().map(Some)
        };
        match binding {
            Ok(b) => self.edit(|e| e.set_binding(b)),
            Err(_) => {
                let wrong = crate::tcn::TcnError::BindingSquare(text.chars().take(20).collect());
                self.show_edit_problem(words::say::Again::new(move |t| {
                    words::reason_sentence(t, &wrong)
                }));
            }
        }
        self.typed_in(Typed::Binding);
    }

    /// The move number typed in the editor.
    #[inline(never)]
    pub(super) fn edit_number(&mut self, text: &str) {
        match text.trim().parse::<u32>() {
            Ok(n) => self.edit(|e| e.set_fullmove(n)),
            Err(_) => {
                let text = text.to_owned();
                self.show_edit_problem(words::say::Again::new(move |t| {
                    words::editor_bad_number(t, &text)
                }));
            }
        }
        self.typed_in(Typed::Number);
    }

    /// Position text typed in the editor: the board follows as soon as it reads; the box
    /// keeps what is typed.
    #[inline(never)]
    pub(super) fn edit_tcn(&mut self, text: &str) {
        let Some(e) = self.editor_mut() else {
            return;
        };
        match e.set_tcn(text) {
            Ok(()) => self.editor_changed(Some(Typed::Tcn)),
            Err(err) => self.show_edit_problem(words::say::Again::new(move |t| {
                words::editor_unreadable(t, &err)
            })),
        }
        self.typed_in(Typed::Tcn);
    }

    /// "Play from here": a new game from the editor's position (the game it replaces is
    /// kept as the previous game). An invalid arrangement is refused with its reason.
    #[inline(never)]
    pub(super) fn edit_play(&mut self) -> Result<(), PageError> {
        let Some(e) = self.editor() else {
            return Err(PageError::EditorNotOpen);
        };
        match e.check() {
            Ok(pos) => {
                self.modes.mode = Mode::Game;
                self.editor_changed(None);
                let mut game = Game::new(pos);
                game.set_repetition_rule(self.board().game().repetition_rule());
                let session = self.session_of(game);
                self.replace_session(session, words::say::SET_UP, true);
                Ok(())
            }
            Err(err) => self.refuse(PageError::Editor(err)),
        }
    }
}

// ----- the analysis board and the review -----

impl State {
    fn run_review(&mut self, effects: Vec<study::Effect>) {
        self.shared
            .out
            .extend(effects.into_iter().map(Effect::Review));
    }

    /// "Analyse" in the editor: a game from its position, with the analysis on.
    #[inline(never)]
    pub(super) fn edit_analyse(&mut self) -> Result<(), PageError> {
        self.edit_play()?;
        if !self.study.analysis.is_on() {
            self.set_analysis(true);
        }
        Ok(())
    }

    /// The review's question `serial` was answered.
    #[inline(never)]
    pub(super) fn reviewed(&mut self, serial: u64, answer: Answer) {
        let (what, effects) = self.study.review.answered(serial, answer);
        self.run_review(effects);
        match what {
            Reviewed::Unchanged => return,
            Reviewed::Changed => {
                let finished = self.study.review.view(self.board()).is_some_and(|v| v.done);
                if finished {
                    self.set_status(words::say::REVIEW_DONE);
                }
            }
            Reviewed::Stopped(why) => {
                self.set_status(words::review_failed(&self.shared.speaker, &why))
            }
        }
        self.render();
    }

    /// Reviews the game: every position evaluated in the review's worker.
    #[inline(never)]
    pub(super) fn start_review(&mut self) {
        let effects = self.study.review.start(self.modes.board(&self.game));
        self.run_review(effects);
        self.set_status(words::say::REVIEW_STARTED);
        self.render();
    }

    /// Stops the review under way (its results so far are dropped).
    #[inline(never)]
    pub(super) fn cancel_review(&mut self) {
        let (was, effects) = self.study.review.cancel();
        self.run_review(effects);
        self.set_status(if was {
            words::say::REVIEW_CANCELLED
        } else {
            words::say::REVIEW_CLOSED
        });
        self.render();
    }

    /// The review of the game, if there is one.
    pub fn review(&self) -> Option<ReviewView<'_>> {
        self.study.review.view(self.board())
    }

    /// The review as the API shows it: progress and marks.
    pub fn review_state(&self) -> Option<(f64, Vec<Mark>)> {
        self.study
            .review
            .view(self.board())
            .map(|v| (v.progress, v.marks.to_vec()))
    }

    /// Once the review is done, the mark of the move that led to the position on show.
    pub fn review_mark_on_show(&self) -> Option<Mark> {
        let v = self.study.review.view(self.board()).filter(|v| v.done)?;
        let ply = self.board().view_ply();
        v.marks.iter().find(|m| m.ply == ply).copied()
    }

    /// Once the review is done, the engine's better move where it could be played: in
    /// place of the marked move played next from the position on show (drawn as an
    /// arrow from the square of the piece it moves; on the position after the marked
    /// move that piece has gone, or another stands there).
    pub fn review_better_here(&self) -> Option<Move> {
        let v = self.study.review.view(self.board()).filter(|v| v.done)?;
        let next = self.board().view_ply() + 1;
        v.marks.iter().find(|m| m.ply == next).map(|m| m.better)
    }

    /// Once the review is done, each side's accuracy (0–100; `None`: it made no move).
    pub fn review_accuracy(&self) -> Option<[Option<f64>; 2]> {
        let v = self.study.review.view(self.board()).filter(|v| v.done)?;
        let chances: Vec<f64> = v.evals.iter().map(|e| e.white_chance).collect();
        Some(crate::ui::accuracy::accuracy(
            &chances,
            v.game.start().turn(),
        ))
    }

    /// The game's record with the review's annotations (comments in braces after the
    /// marked moves); `None` without a finished review.
    pub fn annotated_record(&self) -> Option<String> {
        let v = self.study.review.view(self.board()).filter(|v| v.done)?;
        let notes: Vec<(usize, String)> = v
            .marks
            .iter()
            .filter_map(|m| Some((m.ply, words::review_annotation(m, v.evals.get(m.ply)?))))
            .collect();
        Some(
            self.board()
                .record_with_notes(&self.shared.world.today, &notes),
        )
    }

    /// Puts the annotated record in the save panel's record box (opening it) and says so.
    #[inline(never)]
    pub(super) fn export_review(&mut self) {
        match self.annotated_record() {
            Some(text) => {
                self.shelf.exported = Some(text);
                self.open_share();
                self.set_status(words::say::REVIEW_EXPORTED);
            }
            None => self.set_status(words::say::NO_REVIEW),
        }
    }
    /// Shows on the board the position after move `index` (0: the first) of the best
    /// line of rank `rank` (0: the best), until the next action.
    #[inline(never)]
    pub(super) fn preview_line(&mut self, rank: usize, index: usize) {
        let Some(eval) = self.study.analysis.shown_lines(self.board()).get(rank) else {
            return;
        };
        let mut pos = *self.board().displayed();
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
            self.ground.preview = Some((pos, mv));
            self.set_status(words::previewing(&self.shared.speaker, &line));
            self.request_redraw();
        }
    }

    /// Ends a preview of the best line.
    pub(super) fn end_preview(&mut self) -> bool {
        if self.ground.preview.take().is_some() {
            self.set_status(words::PREVIEW_ENDED);
            self.request_redraw();
            true
        } else {
            false
        }
    }

    /// A click on the evaluation graph at `fraction` (0…1) of its width: shows that ply.
    #[inline(never)]
    pub(super) fn graph_clicked(&mut self, fraction: f64) {
        let Some(total) = self.study.review.view(self.board()).map(|v| v.game.ply()) else {
            return;
        };
        let ply = (fraction.clamp(0.0, 1.0) * total as f64).round() as usize;
        self.show_ply(ply);
    }

    /// Brings the analysis and the review in step with the game and the view.
    fn sync_engines(&mut self) {
        let effects = self.study.analysis.sync(self.modes.board(&self.game));
        self.run_analysis(effects);
        let effects = self.study.review.sync(self.modes.board(&self.game));
        self.run_review(effects);
        self.render();
    }
}
