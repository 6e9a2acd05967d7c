//! The app's side of the computer player (`web::computer`): asking after every change,
//! its replies, the seats, the pause and the hint.

use three_crowns::types::Color;
use three_crowns::ui::session::{MoveSource, Seat};
use three_crowns::ui::words;

use super::App;
use crate::computer::Event;
use three_crowns::app::computer::Reaction;

impl App {
    /// Brings the computer in step with the game, the seats and the view, and shows
    /// whether it thinks. While a puzzle, a lesson or the editor holds the game no
    /// computer seat moves, and the search under way is stopped (asked again when the
    /// game comes back).
    pub(super) fn think(&mut self) {
        self.computer.sync(&self.session, self.game_held());
        self.show_computer();
    }

    /// Whether the game waits, held by a puzzle, a lesson or the editor.
    fn game_held(&self) -> bool {
        self.game_aside() || self.editing()
    }

    /// The thinking indicator and the pause button, for the game on show.
    pub(super) fn show_computer(&self) {
        self.computer.show(&self.session, !self.game_held());
    }

    /// What the computer has to tell: an answer from its worker, a move due.
    pub fn on_computer(&mut self, event: Event) {
        let mv = match event {
            Event::Answered(serial, reply) => {
                match self.computer.answered(&self.session, serial, reply) {
                    Reaction::Nothing => None,
                    Reaction::Play(mv) => Some(mv),
                    Reaction::Say(said) => {
                        self.set_status(said);
                        self.show_computer();
                        self.update_panel();
                        self.request_redraw();
                        None
                    }
                }
            }
            Event::Due(serial) => self.computer.due(&self.session, serial),
        };
        if let Some(mv) = mv {
            // The one door: a seat held by the computer accepts only this source.
            let _ = self.play(mv, MoveSource::Computer);
        }
    }

    /// Hands `side`'s seat to a person or the computer, at any moment (a search under way
    /// for the old seat is cancelled at once).
    pub fn set_seat(&mut self, side: Color, seat: Seat) {
        if self.session.seat(side) == seat {
            return;
        }
        if self.in_puzzle() {
            self.set_status(words::PUZZLE_NO_SEATS);
            return;
        }
        if self.in_lesson() {
            self.set_status(words::LESSON_NO_SEATS);
            return;
        }
        self.interrupt();
        self.input.clear();
        self.session.set_seat(side, seat);
        self.set_status(words::seat_sentence(side, seat));
        self.refresh();
    }

    /// Holds or resumes the computer's moves.
    pub fn toggle_pause(&mut self) {
        let paused = self.computer.toggle_pause();
        self.set_status(words::paused(paused));
        self.refresh();
    }

    /// Asks for a hint for the person to move.
    pub fn hint(&mut self) {
        self.interrupt();
        if self.game_aside() || self.refused_while_editing() {
            return;
        }
        match self.computer.ask_hint(&self.session) {
            Ok(true) => self.set_status(words::say::LOOKING_FOR_HINT),
            Ok(false) => {}
            Err(why) => self.set_status(why.to_string()),
        }
    }
}
