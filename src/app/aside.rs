//! The game held while a puzzle or a lesson shows a board of its own, and shown again
//! exactly as it was; why a person's move waits in such a mode; the modes' timers.

use crate::game::Game;
use crate::position::Position;
use crate::ui::error::PageError;
use crate::ui::words;

use super::mode::{Held, Mode};
use super::State;
use crate::ui::session::Session;

impl State {
    /// Holds the game for a mode that shows a game from `pos` on a board of its own
    /// (returned, with the game's seats and names): the editor closed, the analysis and
    /// the threat overlay off (they would give the answer away), the board no longer
    /// turned to the side to move. Of the game, only its clocks change: they stop
    /// while it is not on show.
    pub(super) fn hold_game(&mut self, pos: Position) -> (Held, Session) {
        self.close_editor();
        let analysis = self.study.analysis_off(&mut self.shared, &self.game);
        let threats = self.ground.threats.take().is_some();
        // The clocks stop while the game is not on show.
        let (ply, now) = (self.game.game().ply(), self.shared.world.now_ms);
        if let Some(c) = self.game.clock_mut() {
            c.sync(ply, false, now);
        }
        // A clone, then a load: the board's count of loads stays above the game's, so
        // that the move list, the tickets and the review never take one for the other.
        let mut board = self.game.clone();
        board.load(Game::new(pos));
        let held = Held {
            flipped: self.ground.orientation.flipped,
            auto_flip: self.ground.auto_flip,
            analysis,
            threats,
            other_tab: None,
        };
        self.ground.auto_flip = false;
        (held, board)
    }

    /// Leaves any mode that keeps the game aside (a puzzle, a lesson, "Learn from your
    /// mistakes").
    pub(super) fn leave_modes(&mut self) {
        self.leave_puzzles();
        self.leave_lessons();
        self.leave_mistakes();
    }

    /// Shows the game again exactly as it was (adopting a game another tab saved
    /// meanwhile) and says so.
    pub(super) fn bring_game_back(&mut self, aside: Held) {
        self.interrupt();
        self.ground.input.clear();
        self.ground.orientation.flipped = aside.flipped;
        self.ground.auto_flip = aside.auto_flip;
        if aside.threats {
            self.ground.threats = Some(crate::ui::threats::threats(self.game.displayed()));
        }
        if aside.analysis {
            self.study.analysis_on(&mut self.shared, &self.game);
        }
        self.shared.set_status(words::PUZZLES_LEFT);
        self.refresh();
        if let Some(text) = aside.other_tab {
            self.adopt_from_other_tab(&text);
        }
    }

    /// Why a person's move is not taken now in puzzle or Learn mode, or in "Learn from
    /// your mistakes" (`None`: it is).
    pub(super) fn mode_refusal(&self) -> Option<PageError> {
        self.puzzle_refusal()
            .or_else(|| self.lesson_refusal())
            .or_else(|| self.mistakes_refusal())
    }

    /// What holds the board.
    pub fn mode(&self) -> &Mode {
        &self.modes.mode
    }

    /// Whether the game is aside (a puzzle or a lesson on show): it is not saved, the
    /// computer's seats do not move, the study tools are off.
    pub fn game_aside(&self) -> bool {
        self.modes.game_aside()
    }
}

impl State {
    /// A timer the state started ([`super::effect::Effect::Timer`]) rang.
    #[inline(never)]
    pub(super) fn timer(&mut self, timer: super::effect::Timer) {
        match timer {
            super::effect::Timer::PuzzleDue(ticket) => self.puzzle_due(ticket),
            super::effect::Timer::LessonReply(ticket) => self.lesson_reply_due(ticket),
            super::effect::Timer::Clock(ticket) => self.clock_due(ticket),
            super::effect::Timer::Mistakes(serial) => self.mistakes_due(serial),
        }
    }
}
