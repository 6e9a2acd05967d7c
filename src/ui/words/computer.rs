//! The seats' and the computer player's words (part of [`crate::ui::words`], which
//! re-exports them).

use super::reasons::Reason;
use std::fmt::{self, Display};

use crate::types::{Color, Move};
use crate::ui::error::EngineError;
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};
use crate::ui::session::{Seat, SubmitError};

/// Who plays `side`, as a sentence (the status line after a seat change, a click on
/// the board while the computer is to move, a move from the wrong source): `Black is
/// played by the computer, level 3.`
#[must_use]
pub fn seat_sentence(t: &Speaker, side: Color, seat: Seat) -> String {
    let side = ("side", side_arg(side));
    match seat {
        Seat::Person => t.say("seat-person", &[side]),
        Seat::Friend => t.say("seat-friend", &[side]),
        Seat::Computer { level } => t.say(
            "seat-computer",
            &[side, ("level", usize::from(level).into())],
        ),
    }
}

impl Display for SubmitError {
    /// In English (the script API's words).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubmitError::Illegal(e) => write!(f, "{e}"),
            SubmitError::NotYourSeat { side, seat } => {
                let said = super::say::english(|t| seat_sentence(t, *side, *seat));
                f.write_str(said.trim_end_matches('.'))
            }
        }
    }
}

/// The words for the thinking indicator, e.g. `Black (computer, level 3) is thinking…`.
#[must_use]
pub fn thinking(t: &Speaker, side: Color, level: u8) -> String {
    t.say(
        "thinking",
        &[
            ("side", side_arg(side)),
            ("level", usize::from(level).into()),
        ],
    )
}

/// The hint found.
#[must_use]
pub fn hint(t: &Speaker, mv: Move) -> String {
    t.say("hint", &[("move", notation(mv))])
}

/// No hint (`why`).
#[must_use]
pub fn no_hint(t: &Speaker, why: &dyn super::reasons::Reason) -> String {
    t.say("no-hint", &[("why", Arg::Text(why.reason(t)))])
}

/// A hint asked for when no person is to move: the game is over, or the computer plays.
#[must_use]
pub fn hint_refused(over: bool) -> super::say::Fixed {
    super::say::Fixed(if over {
        "hint-game-over"
    } else {
        "hint-not-a-person"
    })
}

/// The computer's answer held no move (`e`), so it is paused.
#[must_use]
pub fn computer_no_move(t: &Speaker, e: &dyn super::reasons::Reason) -> String {
    t.say("computer-no-move", &[("why", Arg::Text(e.reason(t)))])
}

/// The computer's worker failed (`why`) on every try, so the computer is paused.
#[must_use]
pub fn computer_crashed(t: &Speaker, why: &EngineError) -> String {
    t.say("computer-crashed", &[("why", Arg::Text(why.reason(t)))])
}

/// The pause button pressed: the computer is now `paused` or plays on.
#[must_use]
pub fn paused(paused: bool, clocks: bool) -> super::say::Fixed {
    super::say::Fixed(match (paused, clocks) {
        (true, false) => "computer-paused",
        (false, false) => "computer-plays-on",
        (true, true) => "clocks-paused",
        (false, true) => "clocks-run",
    })
}

/// The pause button's label: what pressing it does.
#[must_use]
pub fn pause_button(t: &Speaker, paused: bool) -> String {
    if paused {
        t.say("resume", &[])
    } else {
        t.say("pause", &[])
    }
}

/// The seat select's label for a seat: `Person`, `Computer, level 3`.
#[must_use]
pub fn seat_option(t: &Speaker, seat: Seat) -> String {
    match seat {
        Seat::Person => t.say("seat-option-person", &[]),
        Seat::Friend => t.say("seat-option-friend", &[]),
        Seat::Computer { level } => t.say(
            "seat-option-computer",
            &[("level", usize::from(level).into())],
        ),
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
            submit_error(&crate::ui::lang::Speaker::english(), &refusal),
            "Black is played by the computer, level 3."
        );
        assert_eq!(
            submit_error(&crate::ui::lang::Speaker::english(), &refusal),
            seat_sentence(&crate::ui::lang::Speaker::english(), Color::Black, seat)
        );
        assert_eq!(
            seat_sentence(
                &crate::ui::lang::Speaker::english(),
                Color::White,
                Seat::Person
            ),
            "White is played by a person."
        );
        assert_eq!(
            seat_option(&crate::ui::lang::Speaker::english(), seat),
            "Computer, level 3"
        );
        assert_eq!(
            seat_option(&crate::ui::lang::Speaker::english(), Seat::Person),
            "Person"
        );
        assert_eq!(
            thinking(&crate::ui::lang::Speaker::english(), Color::Black, 3),
            "Black (computer, level 3) is thinking…"
        );
    }
}
