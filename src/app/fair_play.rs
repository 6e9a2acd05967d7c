//! Fair play with engine help. As lichess offers no engine in a game being played, a game
//! with a friend on another device gets none until it ends: no hint, no analysis, no
//! threat overlay, no review (nor "Learn from your mistakes", nor the position editor
//! over it, whose Analyse and Play from here would take its position to the engine, as
//! lichess offers no board editor in a game being played). Every way to ask for one (a
//! button, the menu, a list's item, the script API) is a [`Command`], refused here with
//! the reason, in one place; the view does not
//! offer them; and help on show when such a game comes on the board (a link, another
//! tab) is switched off. A new game of any kind starts with the analysis and the threat
//! overlay off: switched on for one game, they do not follow into the next.

use crate::ui::error::PageError;
use crate::ui::words;

use super::mistakes::Step;
use super::{Command, State};

impl State {
    /// Whether engine help is barred now: the game on the board is a game with a friend
    /// that has not ended.
    #[must_use]
    pub fn engine_help_barred(&self) -> bool {
        self.session.friend().is_some() && self.session.game().outcome().is_none()
    }

    /// Refuses `command` with the reason if it asks for engine help while it is barred;
    /// `None` lets it through.
    pub(super) fn refuse_engine_help(
        &mut self,
        command: &Command,
    ) -> Option<Result<(), PageError>> {
        let editing = self.editing();
        let asks = matches!(
            command,
            Command::ToggleEditor if !editing
        ) || matches!(
            command,
            Command::Hint
                | Command::SetThreats(true)
                | Command::SetAnalysis(true)
                | Command::SetAnalysisLines(_)
                | Command::StartReview
                | Command::Mistakes(Step::Start)
                | Command::EditAnalyse
        );
        if !asks || !self.engine_help_barred() {
            return None;
        }
        self.interrupt();
        // A switch the player ticked is written back as it stands.
        self.render();
        Some(self.refuse(PageError::Friend(
            words::FRIEND_NO_HELP.said(&self.shared.speaker),
        )))
    }

    /// Switches off the engine help on show where it is barred (after any change of the
    /// game: a friend game opened by a link, or come from another tab).
    pub(super) fn bar_engine_help(&mut self) {
        if self.engine_help_barred() {
            self.study_tools_off();
            if self.study.review.view(&self.session).is_some() {
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
            let effects = self.study.analysis.set_on(false, &self.session);
            self.run_analysis(effects);
            self.request_redraw();
        }
    }
}
