//! One replay policy for every way a list of moves enters a game: the engine's
//! `position … moves`, share links, records, saved games and other tabs (RULES.md
//! section 6, the house rule; section 9 for records).
//!
//! The policy: the moves are played from the start position with the repetition rule
//! **off**, then the game's rule is set. A game played with the rule off may pass a third
//! repetition, and must still load; a game played with it on ended at the draw, so it
//! loads to the same draw either way. The first move that cannot be read or played is
//! reported with its index and its text, and nothing is kept.

use std::fmt;

use crate::game::Game;
use crate::position::{PlayError, Position};
use crate::types::{Move, MoveTextProblem};

/// What is wrong with one move of a replayed list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayProblem {
    /// The text is not move notation (RULES.md section 7).
    Unreadable(MoveTextProblem),
    /// The rules do not allow the move at that point.
    Illegal(PlayError),
}

/// The first move of a list that could not be replayed: its index, its text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The move's index in the list, from 0 (`Display` counts from 1).
    pub index: usize,
    /// The move's text as read (plain, trimmed, at most 40 characters).
    pub text: String,
    /// Why it was refused.
    pub problem: ReplayProblem,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.index + 1;
        match &self.problem {
            ReplayProblem::Unreadable(p) => {
                write!(
                    f,
                    "move {n} of the list, '{}', is not a move: {p}",
                    self.text
                )
            }
            ReplayProblem::Illegal(e) => {
                write!(f, "move {n} of the list, {}, is illegal: {e}", self.text)
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// A replay in progress: moves are fed one at a time (a record interleaves them with move
/// numbers and comments), then [`Replay::finish`] sets the repetition rule.
#[derive(Clone, Debug)]
pub struct Replay {
    game: Game,
}

impl Replay {
    /// A replay from `start`, with no move played yet.
    #[must_use]
    pub fn new(start: Position) -> Replay {
        let mut game = Game::new(start);
        game.set_repetition_rule(false);
        Replay { game }
    }

    /// The position reached so far.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The index the next move will have (the number of moves played so far).
    #[must_use]
    pub fn next_index(&self) -> usize {
        self.game.ply()
    }

    /// Reads `text` as move notation and plays it.
    ///
    /// # Errors
    /// [`ReplayProblem::Unreadable`] or [`ReplayProblem::Illegal`], with this move's index
    /// and text; the replay is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<Move, ReplayError> {
        let mv: Move = text
            .parse()
            .map_err(|e: crate::types::ParseMoveError| ReplayError {
                index: self.next_index(),
                text: e.text,
                problem: ReplayProblem::Unreadable(e.reason),
            })?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Plays `mv`.
    ///
    /// # Errors
    /// [`ReplayProblem::Illegal`] with this move's index and text; the replay is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), ReplayError> {
        self.game.play(mv).map(|_| ()).map_err(|e| ReplayError {
            index: self.next_index(),
            text: mv.to_string(),
            problem: ReplayProblem::Illegal(e),
        })
    }

    /// The game replayed, with the repetition rule set to `repetition_rule`.
    #[must_use]
    pub fn finish(mut self, repetition_rule: bool) -> Game {
        self.game.set_repetition_rule(repetition_rule);
        self.game
    }
}

impl Game {
    /// Replays a recorded game: `moves` played in order from `start` under the one replay
    /// policy ([`mod@crate::replay`]): without the repetition rule, then the rule set to
    /// `repetition_rule`.
    ///
    /// # Errors
    /// The first illegal move, with its index; nothing is kept.
    pub fn from_moves(
        start: Position,
        moves: &[Move],
        repetition_rule: bool,
    ) -> Result<Game, ReplayError> {
        let mut r = Replay::new(start);
        for &mv in moves {
            r.play(mv)?;
        }
        Ok(r.finish(repetition_rule))
    }
}

/// Replays the moves written in `texts` from `start` (the policy in the module docs).
///
/// ```
/// use three_crowns::{replay, Position};
/// let game = replay(Position::start(), ["a6-a7", "a5-b4"], true).unwrap();
/// assert_eq!(game.ply(), 2);
/// let err = replay(Position::start(), ["a6-a7", "a6-a7"], true).unwrap_err();
/// assert_eq!(err.index, 1);
/// ```
///
/// # Errors
/// The first move that cannot be read or played, as a [`ReplayError`].
pub fn replay<'a>(
    start: Position,
    texts: impl IntoIterator<Item = &'a str>,
    repetition_rule: bool,
) -> Result<Game, ReplayError> {
    let mut r = Replay::new(start);
    for text in texts {
        r.play_text(text)?;
    }
    Ok(r.finish(repetition_rule))
}
