//! The session's side of a game with a friend on another device (`ui::friend`): its
//! state beside the moves, the seats it fixes, and an end a friend's link brings.

use crate::position::{Outcome, PlayError};
use crate::ui::friend::Friend;

use super::{Seat, Session};

impl Session {
    /// The friend game's state, if the game is played with a friend on another device.
    #[must_use]
    pub fn friend(&self) -> Option<&Friend> {
        self.friend.as_ref()
    }

    /// The friend game's state, to change.
    pub fn friend_mut(&mut self) -> Option<&mut Friend> {
        self.friend.as_mut()
    }

    /// Makes the game a friend game (`Some`): the local player sits in `you`'s seat, the
    /// friend in the other; or an ordinary one (`None`, friend seats handed to persons).
    pub fn set_friend(&mut self, friend: Option<Friend>) {
        match &friend {
            Some(f) => {
                self.seats[f.you.index()] = Seat::Person;
                self.seats[f.you.other().index()] = Seat::Friend;
            }
            None => {
                for seat in &mut self.seats {
                    if *seat == Seat::Friend {
                        *seat = Seat::Person;
                    }
                }
            }
        }
        self.friend = friend;
    }

    /// A friend's link ended the game as its record says: a resignation (the winner
    /// given), a loss on time, a game claimed when the loser left, or an agreed draw; shows the live position.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is already over; nothing changes.
    pub fn declare(&mut self, declared: Outcome) -> Result<Outcome, PlayError> {
        self.view = None;
        match declared {
            Outcome::Win {
                winner,
                reason: crate::position::WinReason::Time,
            } => self.game.flag(winner.other()),
            Outcome::Win {
                winner,
                reason: crate::position::WinReason::Abandoned,
            } => self.game.abandon(winner.other()),
            Outcome::Win { winner, .. } => self.game.resign(winner.other()),
            Outcome::Draw(_) => self.game.agree_draw(),
        }
    }
}
