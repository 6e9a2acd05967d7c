//! The app's side of the computer player (`app::computer`): asking after every change,
//! its replies, the seats, the pause and the hint.

use crate::types::Color;
use crate::ui::error::PageError;
use crate::ui::session::{MoveSource, Seat};
use crate::ui::words;

use super::computer::{Computer, Effect as ComputerEffect, Reaction};
use super::effect::Effect;
use super::{Answer, State};

impl State {
    /// Brings the computer in step with the game, the seats and the view, and shows
    /// whether it thinks. While a puzzle, a lesson or the editor holds the game no
    /// computer seat moves, and the search under way is stopped (asked again when the
    /// game comes back).
    pub(super) fn think(&mut self) {
        let seed = self.random();
        let effects = self.computer.sync(
            &self.session,
            self.game_held(),
            self.shared.world.now_ms,
            seed,
        );
        self.run_computer(effects);
        self.render();
    }

    fn run_computer(&mut self, effects: Vec<ComputerEffect>) {
        self.shared
            .out
            .extend(effects.into_iter().map(Effect::Computer));
    }

    /// Whether the game waits, held by a puzzle, a lesson or the editor.
    pub(super) fn game_held(&self) -> bool {
        self.game_aside() || self.editing()
    }

    /// Whether the Pause button is offered: a computer seat may move in the live game,
    /// or the game's clocks run (or are paused).
    pub fn pause_offered(&self) -> bool {
        let clocks = self.session.clock().is_some()
            && !self.game_held()
            && self.session.game().outcome().is_none();
        clocks || Computer::pause_offered(&self.session, !self.game_held())
    }

    /// The computer's worker answered question `serial`.
    #[inline(never)]
    pub(super) fn computer_answered(&mut self, serial: u64, answer: Answer) {
        let (reaction, effects) = self.computer.answered(
            &self.shared.speaker,
            &self.session,
            serial,
            answer,
            self.shared.world.now_ms,
        );
        self.run_computer(effects);
        match reaction {
            Reaction::Nothing => {}
            // The one door: a seat held by the computer accepts only this source.
            Reaction::Play(mv) => {
                let _ = self.play(mv, MoveSource::Computer);
            }
            Reaction::Say(said) => {
                self.set_status(said);
                self.render();
                self.update_panel();
                self.request_redraw();
            }
        }
    }

    /// The pace of question `serial` has been kept: its move is played, if still wanted.
    #[inline(never)]
    pub(super) fn computer_due(&mut self, serial: u64) {
        if let Some(mv) = self.computer.due(&self.session, serial) {
            // The one door: a seat held by the computer accepts only this source.
            let _ = self.play(mv, MoveSource::Computer);
        }
    }

    /// Hands `side`'s seat to a person or the computer, at any moment (a search under way
    /// for the old seat is cancelled at once). A friend game's seats stay (refused).
    #[inline(never)]
    pub(super) fn set_seat(&mut self, side: Color, seat: Seat) -> Result<(), PageError> {
        if self.session.seat(side) == seat {
            return Ok(());
        }
        if self.session.friend().is_some() || seat == Seat::Friend {
            self.render();
            return self.refuse(PageError::Friend(
                words::FRIEND_SEATS_FIXED.said(&self.shared.speaker),
            ));
        }
        if self.in_puzzle() {
            self.set_status(words::PUZZLE_NO_SEATS);
            return Ok(());
        }
        if self.in_lesson() {
            self.set_status(words::LESSON_NO_SEATS);
            return Ok(());
        }
        self.interrupt();
        self.ground.input.clear();
        self.session.set_seat(side, seat);
        self.face_the_player();
        self.set_status(words::seat_sentence(&self.shared.speaker, side, seat));
        self.refresh();
        Ok(())
    }

    /// Holds or resumes the computer's moves and the clocks.
    #[inline(never)]
    pub(super) fn toggle_pause(&mut self) {
        let on = !self.paused();
        self.set_paused(on);
    }

    /// Asks for a hint for the person to move.
    #[inline(never)]
    pub(super) fn hint(&mut self) {
        self.interrupt();
        if self.game_aside() || self.refused_while_editing() {
            return;
        }
        match self
            .computer
            .ask_hint(&self.session, self.shared.world.now_ms)
        {
            Ok(effects) if effects.is_empty() => {}
            Ok(effects) => {
                self.run_computer(effects);
                self.set_status(words::say::LOOKING_FOR_HINT);
            }
            Err(why) => self.set_status(why),
        }
    }
}
