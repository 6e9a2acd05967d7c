//! How a game in the session ends by the players' word: a resignation, an agreed draw, a
//! flag fallen, and taking an end back.

use crate::position::{Outcome, PlayError};
use crate::types::Color;

use super::{Seat, Session};

impl Session {
    /// The side a Resign would resign for: the only person's side against the computer,
    /// the side to move when two people share the screen, none when the computer holds
    /// both seats or the game is over.
    #[must_use]
    pub fn resigning_side(&self) -> Option<Color> {
        if self.game.outcome().is_some() {
            return None;
        }
        match self.seats {
            [Seat::Person, Seat::Person] => Some(self.game.position().turn()),
            [Seat::Person, _] => Some(Color::White),
            [_, Seat::Person] => Some(Color::Black),
            _ => None,
        }
    }

    /// Whether the players may agree a draw: two people at one screen, the game not over.
    #[must_use]
    pub fn can_agree_draw(&self) -> bool {
        self.seats == [Seat::Person; 2] && self.game.outcome().is_none()
    }

    /// The [`Session::resigning_side`] resigns; shows the live position.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is over; `None` inside when no person may
    /// resign (the computer in both seats). Nothing changes then.
    pub fn resign(&mut self) -> Result<Outcome, Option<PlayError>> {
        if let Some(o) = self.game.outcome() {
            return Err(Some(PlayError::GameOver(o)));
        }
        let side = self.resigning_side().ok_or(None)?;
        self.view = None;
        self.game.resign(side).map_err(Some)
    }

    /// Two people agree a draw; shows the live position.
    ///
    /// # Errors
    /// As [`Session::resign`]: not two people, or the game is over.
    pub fn agree_draw(&mut self) -> Result<Outcome, Option<PlayError>> {
        if !self.can_agree_draw() {
            return Err(self.game.outcome().map(PlayError::GameOver));
        }
        self.view = None;
        self.game.agree_draw().map_err(Some)
    }

    /// `side`'s time ran out: the game is lost on time; shows the live position.
    pub fn flag(&mut self, side: Color) -> Option<Outcome> {
        self.view = None;
        self.game.flag(side).ok()
    }

    /// Takes back a resignation or an agreed draw (the game goes on); returns it.
    pub fn withdraw(&mut self) -> Option<Outcome> {
        self.view = None;
        self.game.withdraw()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::session::MoveSource;
    use crate::ui::testing::mv;

    #[test]
    fn resign_and_agree_a_draw_follow_the_seats() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        // Two people: the side to move resigns; a draw may be agreed.
        assert_eq!(s.resigning_side(), Some(Color::Black));
        assert!(s.can_agree_draw());
        let o = s.resign().unwrap();
        assert_eq!(o.winner(), Some(Color::White));
        assert_eq!(s.resigning_side(), None);
        assert!(!s.can_agree_draw());
        assert_eq!(s.resign(), Err(Some(PlayError::GameOver(o))));
        assert!(s
            .record("2026.11.30")
            .contains("[Termination \"Black resigned\"]"));
        assert_eq!(s.withdraw(), Some(o));
        assert_eq!(s.game().outcome(), None);
        // Against the computer: the person's side resigns, whoever is to move; no draw.
        s.set_seat(Color::White, Seat::Computer { level: 3 });
        assert_eq!(s.resigning_side(), Some(Color::Black));
        s.submit(mv("a5-b4"), MoveSource::Click).unwrap();
        assert_eq!(s.resigning_side(), Some(Color::Black));
        assert!(!s.can_agree_draw());
        assert_eq!(s.agree_draw(), Err(None));
        // The computer in both seats: nobody resigns.
        s.set_seat(Color::Black, Seat::Computer { level: 3 });
        assert_eq!(s.resign(), Err(None));
        assert_eq!(s.game().outcome(), None);
        s.set_seat(Color::White, Seat::Person);
        s.set_seat(Color::Black, Seat::Person);
        assert!(s.agree_draw().unwrap().winner().is_none());
    }
}
