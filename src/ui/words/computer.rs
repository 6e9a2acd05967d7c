//! The seats' and the computer player's words (part of [`crate::ui::words`], which
//! re-exports them).

use std::fmt::{self, Display};

use crate::types::{Color, Move};
use crate::ui::error::EngineError;
use crate::ui::session::{Seat, SubmitError};

/// Who plays `side`, as a clause without its full stop: `Black is played by the computer,
/// level 3`, `White is played by a person`.
#[must_use]
pub fn seat_clause(side: Color, seat: Seat) -> String {
    match seat {
        Seat::Person => format!("{side} is played by a person"),
        Seat::Friend => format!("{side} is played by your friend, whose moves come in links"),
        Seat::Computer { level } => format!("{side} is played by the computer, level {level}"),
    }
}

/// Who plays `side`, as a sentence (the status line after a seat change, and a click
/// on the board while the computer is to move).
#[must_use]
pub fn seat_sentence(side: Color, seat: Seat) -> String {
    format!("{}.", seat_clause(side, seat))
}

impl Display for SubmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubmitError::Illegal(e) => write!(f, "{e}"),
            SubmitError::NotYourSeat { side, seat } => f.write_str(&seat_clause(*side, *seat)),
        }
    }
}

/// The words for the thinking indicator, e.g. `Black (computer, level 3) is thinking…`.
#[must_use]
pub fn thinking(side: Color, level: u8) -> String {
    format!("{side} (computer, level {level}) is thinking…")
}

/// The hint found.
#[must_use]
pub fn hint(mv: Move) -> String {
    format!("Hint: {mv}.")
}

/// No hint (`why`).
#[must_use]
pub fn no_hint(why: &dyn Display) -> String {
    format!("No hint: {why}.")
}

/// A hint asked for when no person is to move: the game is over, or the computer plays.
#[must_use]
pub fn hint_refused(over: bool) -> &'static str {
    if over {
        "The game is over: there is no move to hint."
    } else {
        "Hints are for a person to move."
    }
}

/// The computer's answer held no move (`e`), so it is paused.
#[must_use]
pub fn computer_no_move(e: &dyn Display) -> String {
    format!("The computer player gave no move ({e}); it is paused.")
}

/// The computer's worker failed (`why`) on every try, so the computer is paused.
#[must_use]
pub fn computer_crashed(why: &EngineError) -> String {
    format!("The computer player stopped working ({why}); it is paused. Press Resume to try again.")
}

/// The pause button pressed: the computer is now `paused` or plays on.
#[must_use]
pub fn paused(paused: bool, clocks: bool) -> &'static str {
    match (paused, clocks) {
        (true, false) => "The computer is paused.",
        (false, false) => "The computer plays on.",
        (true, true) => "The game is paused: the clocks are stopped.",
        (false, true) => "The game goes on: the clock runs.",
    }
}

/// The pause button's label: what pressing it does.
#[must_use]
pub fn pause_button(paused: bool) -> &'static str {
    if paused {
        "Resume"
    } else {
        "Pause"
    }
}

/// The seat select's label for a seat: `Person`, `Computer, level 3`.
#[must_use]
pub fn seat_option(seat: Seat) -> String {
    match seat {
        Seat::Person => "Person".to_string(),
        Seat::Friend => "Friend".to_string(),
        Seat::Computer { level } => format!("Computer, level {level}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::submit_error;

    /// One wording for who plays a seat: the refusal of a move from the wrong source,
    /// the click on the board and the seat change say the same.
    #[test]
    fn one_wording_for_seats() {
        let seat = Seat::Computer { level: 3 };
        let refusal = SubmitError::NotYourSeat {
            side: Color::Black,
            seat,
        };
        assert_eq!(
            submit_error(&refusal),
            "Black is played by the computer, level 3."
        );
        assert_eq!(submit_error(&refusal), seat_sentence(Color::Black, seat));
        assert_eq!(
            seat_sentence(Color::White, Seat::Person),
            "White is played by a person."
        );
        assert_eq!(seat_option(seat), "Computer, level 3");
        assert_eq!(seat_option(Seat::Person), "Person");
        assert_eq!(
            thinking(Color::Black, 3),
            "Black (computer, level 3) is thinking…"
        );
    }
}
