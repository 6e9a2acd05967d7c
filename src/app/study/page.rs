//! The study tools as the page runs them, over the board on show: the analysis switched
//! on and off, its lines and its workers, what its workers say; the review started,
//! answered and cancelled, and what it shows (marks, the better move, accuracy, the
//! annotated record); a best line previewed; a click on the review's graph. The effects
//! go out through [`Shared`]; the root brings the tools in step after every change of the
//! game (`State::update_study`) and bars them in a game against another person.

use crate::position::Position;
use crate::types::Move;
use crate::ui::analysis::Eval;
use crate::ui::error::PageError;
use crate::ui::review::Mark;
use crate::ui::session::Session;
use crate::ui::words;

use super::{Effect as StudyEffect, ReviewView, Reviewed, Study};
use crate::app::shared::Shared;
use crate::app::{Answer, Effect};

/// The analysis's effects, queued.
pub(in crate::app) fn analysed(shared: &mut Shared, effects: Vec<StudyEffect>) {
    shared.out.extend(effects.into_iter().map(Effect::Analysis));
}

/// The review's effects, queued.
fn reviewing(shared: &mut Shared, effects: Vec<StudyEffect>) {
    shared.out.extend(effects.into_iter().map(Effect::Review));
}

impl Study {
    /// Switches the analysis on (searching the position on show in its worker) or off,
    /// and says so.
    #[inline(never)]
    pub(in crate::app) fn set_analysis(&mut self, shared: &mut Shared, board: &Session, on: bool) {
        let effects = self.analysis.set_on(on, board);
        analysed(shared, effects);
        shared.set_status(words::analysis_switched(on));
    }

    /// Switches the analysis off if it is on, saying nothing; returns whether it was on.
    #[inline(never)]
    pub(in crate::app) fn analysis_off(&mut self, shared: &mut Shared, board: &Session) -> bool {
        let on = self.analysis.is_on();
        if on {
            let effects = self.analysis.set_on(false, board);
            analysed(shared, effects);
            shared.request_redraw();
        }
        on
    }

    /// Switches the analysis back on, saying nothing (a mode gave the game back).
    #[inline(never)]
    pub(in crate::app) fn analysis_on(&mut self, shared: &mut Shared, board: &Session) {
        let effects = self.analysis.set_on(true, board);
        analysed(shared, effects);
    }

    /// The analysis on show: on or off, and the evaluation of the position on show.
    pub fn analysis_on_show<'a>(&'a self, board: &Session) -> (bool, Option<&'a Eval>) {
        (self.analysis.is_on(), self.analysis.shown(board))
    }

    /// The analysis's best lines of the position on show, best first (none yet: empty).
    pub fn analysis_lines<'a>(&'a self, board: &Session) -> &'a [Eval] {
        self.analysis.shown_lines(board)
    }

    /// Shows `n` best lines in the analysis (1 to 5), searched again at once if it is on.
    #[inline(never)]
    pub(in crate::app) fn set_analysis_lines(
        &mut self,
        shared: &mut Shared,
        board: &Session,
        n: usize,
    ) -> Result<(), PageError> {
        if !(1..=crate::search::MAX_MULTIPV).contains(&n) {
            return shared.refuse(PageError::AnalysisLines(n));
        }
        let effects = self.analysis.set_lines(n, board);
        analysed(shared, effects);
        shared.render();
        shared.request_redraw();
        Ok(())
    }

    /// Gives the analysis `workers` (a search under way starts again when that changes
    /// it).
    #[inline(never)]
    pub(in crate::app) fn set_analysis_workers(
        &mut self,
        shared: &mut Shared,
        board: &Session,
        workers: usize,
    ) {
        let effects = self.analysis.set_workers(workers, board);
        analysed(shared, effects);
    }

    /// An `info` line of the analysis's question `serial`.
    #[inline(never)]
    pub(in crate::app) fn analysis_info(
        &mut self,
        shared: &mut Shared,
        board: &Session,
        serial: u64,
        line: &str,
    ) {
        let arrows = self.arrows(board);
        let (changed, effects) = self.analysis.info(board, serial, line);
        analysed(shared, effects);
        if changed {
            shared.render();
            // The board is drawn again only when its arrows change: most lines change
            // the depth and the numbers beside it, not the lines' first moves.
            if self.arrows(board) != arrows {
                shared.request_redraw();
            }
        }
    }

    /// The first move of each line on show: the analysis's arrows.
    fn arrows(&self, board: &Session) -> Vec<Option<Move>> {
        self.analysis_lines(board).iter().map(Eval::best).collect()
    }

    /// The analysis's question `serial` ended (a proved result, the deepest depth, or a
    /// failure that switches it off, said). Returns whether it failed.
    #[inline(never)]
    pub(in crate::app) fn analysis_answered(
        &mut self,
        shared: &mut Shared,
        board: &Session,
        serial: u64,
        answer: Answer,
    ) -> bool {
        let (changed, effects) = self.analysis.answered(board, serial, answer);
        analysed(shared, effects);
        if !changed {
            return false;
        }
        shared.request_redraw();
        match self.analysis.take_failure() {
            Some(why) => {
                shared.set_status(words::analysis_failed(&shared.speaker, &why));
                true
            }
            None => {
                shared.render();
                false
            }
        }
    }

    /// The review of `board` dropped, saying nothing (engine help is barred).
    #[inline(never)]
    pub(in crate::app) fn drop_review(&mut self, shared: &mut Shared, board: &Session) {
        if self.review.view(board).is_some() {
            let (_, effects) = self.review.cancel();
            reviewing(shared, effects);
        }
    }

    /// The review's question `serial` was answered: once it is done, the review as the
    /// game's record is to keep it (`ui::review_kept`).
    #[inline(never)]
    pub(in crate::app) fn reviewed(
        &mut self,
        shared: &mut Shared,
        board: &Session,
        serial: u64,
        answer: Answer,
    ) -> Option<String> {
        let (what, effects) = self.review.answered(serial, answer);
        reviewing(shared, effects);
        let mut kept = None;
        match what {
            Reviewed::Unchanged => return None,
            Reviewed::Changed => {
                kept = self.review.kept_text(board);
                if kept.is_some() {
                    shared.set_status(words::say::REVIEW_DONE);
                }
            }
            Reviewed::Stopped(why) => {
                shared.set_status(words::review_failed(&shared.speaker, &why));
            }
        }
        shared.render();
        kept
    }

    /// Reviews the game: every position evaluated in the review's worker.
    #[inline(never)]
    pub(in crate::app) fn start_review(&mut self, shared: &mut Shared, board: &Session) {
        let effects = self.review.start(board);
        reviewing(shared, effects);
        shared.set_status(words::say::REVIEW_STARTED);
    }

    /// Stops the review under way (its results so far are dropped).
    #[inline(never)]
    pub(in crate::app) fn cancel_review(&mut self, shared: &mut Shared) {
        let (was, effects) = self.review.cancel();
        reviewing(shared, effects);
        shared.set_status(if was {
            words::say::REVIEW_CANCELLED
        } else {
            words::say::REVIEW_CLOSED
        });
    }

    /// The review of `board`, if there is one.
    pub fn review_of<'a>(&'a self, board: &Session) -> Option<ReviewView<'a>> {
        self.review.view(board)
    }

    /// The finished review of `board`.
    fn done<'a>(&'a self, board: &Session) -> Option<ReviewView<'a>> {
        self.review.view(board).filter(|v| v.done)
    }

    /// The review as the API shows it: progress and marks.
    pub fn review_state(&self, board: &Session) -> Option<(f64, Vec<Mark>)> {
        self.review
            .view(board)
            .map(|v| (v.progress, v.marks.to_vec()))
    }

    /// Once the review is done, the mark of the move that led to the position on show.
    pub fn review_mark_on_show(&self, board: &Session) -> Option<Mark> {
        let ply = board.view_ply();
        self.done(board)?
            .marks
            .iter()
            .find(|m| m.ply == ply)
            .copied()
    }

    /// Once the review is done, the engine's better move where it could be played: in
    /// place of the marked move played next from the position on show (drawn as an
    /// arrow from the square of the piece it moves; on the position after the marked
    /// move that piece has gone, or another stands there).
    pub fn review_better_here(&self, board: &Session) -> Option<Move> {
        let next = board.view_ply() + 1;
        self.done(board)?
            .marks
            .iter()
            .find(|m| m.ply == next)
            .map(|m| m.better)
    }

    /// Once the review is done, each side's accuracy (0–100; `None`: it made no move).
    #[inline(never)]
    pub fn review_accuracy(&self, board: &Session) -> Option<[Option<f64>; 2]> {
        let v = self.done(board)?;
        let chances: Vec<f64> = v.evals.iter().map(|e| e.white_chance).collect();
        Some(crate::ui::accuracy::accuracy(
            &chances,
            v.game.start().turn(),
        ))
    }

    /// The game's record with the review's annotations (comments in braces after the
    /// marked moves) dated `today`; `None` without a finished review.
    #[inline(never)]
    pub fn annotated_record(&self, board: &Session, today: &str) -> Option<String> {
        let v = self.done(board)?;
        let notes: Vec<(usize, String)> = v
            .marks
            .iter()
            .filter_map(|m| Some((m.ply, words::review_annotation(m, v.evals.get(m.ply)?))))
            .collect();
        Some(board.record_with_notes(today, &notes))
    }

    /// The position after move `index` (0: the first) of the best line of rank `rank` (0:
    /// the best), with the last move played and the moves shown; `None` if there is no
    /// such line or its first move cannot be played.
    #[inline(never)]
    pub(in crate::app) fn line_preview(
        &self,
        board: &Session,
        rank: usize,
        index: usize,
    ) -> Option<(Position, Move, Vec<Move>)> {
        let eval = self.analysis.shown_lines(board).get(rank)?;
        let mut pos = *board.displayed();
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
        let line = eval.line.iter().take(index + 1).copied().collect();
        last.map(|mv| (pos, mv, line))
    }

    /// The ply a click on the evaluation graph at `fraction` (0…1) of its width shows.
    #[inline(never)]
    pub fn graph_ply(&self, board: &Session, fraction: f64) -> Option<usize> {
        let total = self.review.view(board)?.game.ply();
        Some((fraction.clamp(0.0, 1.0) * total as f64).round() as usize)
    }

    /// Brings the analysis and the review in step with the game and the view.
    pub(in crate::app) fn sync(&mut self, shared: &mut Shared, board: &Session) {
        let effects = self.analysis.sync(board);
        analysed(shared, effects);
        let effects = self.review.sync(board);
        reviewing(shared, effects);
        shared.render();
    }
}
