//! A move played, told once, as data, to every part that listens (issue 46: `play` names no
//! feature; a new feature that hears moves adds itself here and in its own module).
//!
//! [`State::play`](super::State) plays a move from any source through one door, then tells
//! the parts in two rounds:
//! - [`Round::Settle`]: before the board is refreshed and the game saved, the parts whose
//!   state the save carries: a friend game (a draw offered by the friend lapses) and the
//!   clocks (the mover's time kept, the increment added);
//! - [`Round::Answer`]: once the board shows the move, the modes that answer a person's
//!   move: a puzzle, a lesson, learning from your mistakes.
//!
//! The root tells them (`route`); each part's own module does what it hears.

use crate::game::PlayedMove;
use crate::position::Position;
use crate::ui::session::MoveSource;

/// A move played: the position it was played from, the move with its effects, where it
/// came from, and the game's ply after it.
#[derive(Clone, Copy, Debug)]
pub struct Moved {
    /// The position the move was played from.
    pub before: Position,
    /// The move, with what it did.
    pub played: PlayedMove,
    /// Who played it: a person at this screen (a click, a drag, a key, a script), the
    /// computer, or a friend's link.
    pub source: MoveSource,
    /// The game's ply after it.
    pub ply: usize,
}

/// When a part hears a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// Before the board is refreshed and the game saved.
    Settle,
    /// Once the board shows the move.
    Answer,
}

/// A part that hears every move played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listener {
    /// A friend game (`friend`).
    Friend,
    /// The clocks (`clocks`).
    Clocks,
    /// A live game's connection (`live`): the move told to the friend's page.
    Live,
    /// Puzzle mode (`puzzle`).
    Puzzle,
    /// Learn mode (`lesson`).
    Lesson,
    /// Learning from your mistakes (`mistakes`).
    Mistakes,
}

/// Every part that hears moves, in the order each round tells them.
pub const LISTENERS: [Listener; 6] = [
    Listener::Friend,
    Listener::Clocks,
    Listener::Live,
    Listener::Puzzle,
    Listener::Lesson,
    Listener::Mistakes,
];

impl Listener {
    /// The round in which this part hears a move.
    #[must_use]
    pub fn round(self) -> Round {
        match self {
            Listener::Friend | Listener::Clocks | Listener::Live => Round::Settle,
            Listener::Puzzle | Listener::Lesson | Listener::Mistakes => Round::Answer,
        }
    }

    /// Whether this part hears a move from `source`: the clocks hear every move; a
    /// friend game and the modes hear the moves of the person at this screen (the
    /// friend's come by link, the computer's and a puzzle's defence are their own).
    #[must_use]
    pub fn hears(self, source: MoveSource) -> bool {
        match self {
            Listener::Clocks => true,
            Listener::Friend
            | Listener::Live
            | Listener::Puzzle
            | Listener::Lesson
            | Listener::Mistakes => source.is_person(),
        }
    }
}

#[cfg(test)]
thread_local! {
    /// Who heard which move, in order, on this thread (each test runs on its own).
    static TOLD: std::cell::RefCell<Vec<(Listener, usize)>> = std::cell::RefCell::default();
}

/// Who heard which move since the last call, in order (taken): the router's tests.
#[cfg(test)]
pub(super) fn told() -> Vec<(Listener, usize)> {
    TOLD.with(std::cell::RefCell::take)
}

/// Notes that `listener` heard the move to `ply`: the router's tests.
#[cfg(test)]
pub(super) fn note_told(listener: Listener, ply: usize) {
    TOLD.with(|t| t.borrow_mut().push((listener, ply)));
}
