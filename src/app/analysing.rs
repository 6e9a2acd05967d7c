//! The analysis board as the page's state runs it: on and off, its lines and its
//! workers (the player's setting, bounded by the machine's cores), and what its workers
//! say (`study::Analysis` decides; here its effects go out and the page is drawn again);
//! and fair play's switching off: help on show when a game with a friend comes on the
//! board (a link, another tab) is switched off, and a new game of any kind starts with
//! the analysis and the threat overlay off (the commands asking for help while it is
//! barred are refused by the router, `command::update`).

use crate::types::Move;
use crate::ui::analysis::{self, Eval};
use crate::ui::error::PageError;
use crate::ui::words;

use super::study;
use super::{Answer, Effect, State};

impl State {
    pub(super) fn run_analysis(&mut self, effects: Vec<study::Effect>) {
        self.shared
            .out
            .extend(effects.into_iter().map(Effect::Analysis));
    }

    /// Switches the analysis on (searching the position on show in its worker) or off.
    #[inline(never)]
    pub(super) fn set_analysis(&mut self, on: bool) {
        let effects = self.study.analysis.set_on(on, self.modes.board(&self.game));
        self.run_analysis(effects);
        self.set_status(words::analysis_switched(on));
        self.update_study();
        self.request_redraw();
    }

    /// The analysis on show: on or off, and the evaluation of the position on show.
    pub fn analysis(&self) -> (bool, Option<&Eval>) {
        (
            self.study.analysis.is_on(),
            self.study.analysis.shown(self.board()),
        )
    }

    /// The analysis's best lines of the position on show, best first (none yet: empty).
    pub fn analysis_lines(&self) -> &[Eval] {
        self.study.analysis.shown_lines(self.board())
    }

    /// How many best lines the analysis shows.
    pub fn analysis_line_count(&self) -> usize {
        self.study.analysis.lines()
    }

    /// Shows `n` best lines in the analysis (1 to 5), searched again at once if it is on.
    #[inline(never)]
    pub(super) fn set_analysis_lines(&mut self, n: usize) -> Result<(), PageError> {
        if !(1..=crate::search::MAX_MULTIPV).contains(&n) {
            return self.refuse(PageError::AnalysisLines(n));
        }
        let effects = self
            .study
            .analysis
            .set_lines(n, self.modes.board(&self.game));
        self.run_analysis(effects);
        // The line previewed is gone with the lines.
        self.end_preview();
        self.render();
        self.request_redraw();
        Ok(())
    }

    /// Lets the analysis search with at most `n` workers (1 to 8; the machine's cores
    /// bound it too): stored, and a search under way starts again with them.
    #[inline(never)]
    pub(super) fn set_analysis_workers(&mut self, n: usize) -> Result<(), PageError> {
        if !(1..=analysis::MAX_WORKERS).contains(&n) {
            return self.refuse(PageError::AnalysisWorkers(n));
        }
        self.prefs.analysis_workers = n;
        self.store_settings();
        self.sync_analysis_workers();
        self.set_status(words::analysis_workers(
            &self.shared.speaker,
            self.analysis_worker_count(),
        ));
        self.render();
        Ok(())
    }

    /// How many workers the analysis may search with here: the setting, bounded by the
    /// machine's cores.
    pub fn analysis_worker_count(&self) -> usize {
        analysis::workers_for(self.shared.world.cores, self.prefs.analysis_workers)
    }

    /// The analysis's most workers as the player set it (1 to 8).
    pub fn analysis_workers_setting(&self) -> usize {
        self.prefs.analysis_workers
    }

    /// How many workers search the analysis now (0: none).
    pub fn analysis_workers_searching(&self) -> usize {
        self.study.analysis.workers()
    }

    /// Gives the analysis the workers it may use now (a search under way starts again
    /// when that changes it).
    pub(super) fn sync_analysis_workers(&mut self) {
        let effects = self
            .study
            .analysis
            .set_workers(self.analysis_worker_count(), self.modes.board(&self.game));
        self.run_analysis(effects);
    }

    /// An `info` line of the analysis's question `serial`.
    #[inline(never)]
    pub(super) fn analysis_info(&mut self, serial: u64, line: &str) {
        let arrows = self.analysis_arrows();
        let (changed, effects) =
            self.study
                .analysis
                .info(self.modes.board(&self.game), serial, line);
        self.run_analysis(effects);
        if changed {
            self.render();
            // The board is drawn again only when its arrows change: most lines change
            // the depth and the numbers beside it, not the lines' first moves.
            if self.analysis_arrows() != arrows {
                self.request_redraw();
            }
        }
    }

    /// The first move of each line on show: the analysis's arrows.
    fn analysis_arrows(&self) -> Vec<Option<Move>> {
        self.analysis_lines().iter().map(Eval::best).collect()
    }

    /// The analysis's question `serial` ended (a proved result, the deepest depth, or a
    /// failure that switches it off).
    #[inline(never)]
    pub(super) fn analysis_answered(&mut self, serial: u64, answer: Answer) {
        let (changed, effects) =
            self.study
                .analysis
                .answered(self.modes.board(&self.game), serial, answer);
        self.run_analysis(effects);
        if changed {
            match self.study.analysis.take_failure() {
                Some(why) => {
                    self.set_status(words::analysis_failed(&self.shared.speaker, &why));
                    // The checkbox unticked, the analysis shown off.
                    self.update_study();
                }
                None => self.render(),
            }
            self.request_redraw();
        }
    }

    /// Switches off the engine help on show where it is barred (after any change of the
    /// game: a friend game opened by a link, or come from another tab).
    pub(super) fn bar_engine_help(&mut self) {
        if self.engine_help_barred() {
            self.study_tools_off();
            if self.study.review.view(self.board()).is_some() {
                let (_, effects) = self.study.review.cancel();
                self.shared
                    .out
                    .extend(effects.into_iter().map(super::Effect::Review));
            }
        }
    }

    /// The analysis and the threat overlay switched off (a new game starts without them).
    pub(super) fn study_tools_off(&mut self) {
        self.ground.threats = None;
        if self.study.analysis.is_on() {
            let effects = self
                .study
                .analysis
                .set_on(false, self.modes.board(&self.game));
            self.run_analysis(effects);
            self.request_redraw();
        }
    }
}
