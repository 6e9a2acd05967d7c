//! The page's layout as data: the two player strips around the board (who sits on each
//! side, what it has captured, its Crowned count, the mark on the side to move or the
//! winner) and the board's size chosen by the player (its resize handle), clamped and
//! read forgivingly from storage. The app core's view (`app::view`) reads it; the page
//! (`src/web/view.rs`, `src/web/board_input.rs`) only writes it.

use crate::position::{Outcome, Position};
use crate::types::Color;
use crate::ui::lang::{side as side_arg, Arg, Speaker};

/// Captures that win: each strip has this many slots.
pub const CAPTURE_SLOTS: u32 = 3;

/// The smallest board the player may choose, in CSS pixels.
pub const BOARD_MIN: f64 = 240.0;
/// The largest board size kept (the page never draws it larger than the window allows).
pub const BOARD_MAX: f64 = 4000.0;
/// One arrow key press on the resize handle, in CSS pixels.
pub const BOARD_STEP: f64 = 16.0;

/// What a side's strip marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing: the other side is to move, or the game was lost.
    None,
    /// This side is to move.
    ToMove,
    /// This side won.
    Winner,
    /// The game was drawn.
    Draw,
}

impl Mark {
    /// The mark's name in the page (`data-mark`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Mark::None => "none",
            Mark::ToMove => "to-move",
            Mark::Winner => "winner",
            Mark::Draw => "draw",
        }
    }

    /// The mark's visible words (empty: none).
    #[must_use]
    pub fn text(self, t: &Speaker) -> String {
        match self {
            Mark::None => String::new(),
            Mark::ToMove => t.say("mark-to-move", &[]),
            Mark::Winner => t.say("mark-winner", &[]),
            Mark::Draw => t.say("mark-draw", &[]),
        }
    }
}

/// One side's strip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strip {
    /// The side.
    pub side: Color,
    /// Enemy pieces this side has captured (0 to [`CAPTURE_SLOTS`]).
    pub captured: u32,
    /// This side's Crowned pieces on the board.
    pub crowned: u32,
    /// The mark on this side.
    pub mark: Mark,
}

impl Strip {
    /// Which of the slots are filled, in order.
    #[must_use]
    pub fn slots(&self) -> [bool; CAPTURE_SLOTS as usize] {
        std::array::from_fn(|i| (i as u32) < self.captured)
    }

    /// The slots' accessible text: `White has captured 1 piece of 3`.
    #[must_use]
    pub fn captures_label(&self, t: &Speaker) -> String {
        t.say(
            "strip-captures",
            &[
                ("side", side_arg(self.side)),
                ("count", Arg::Count(i64::from(self.captured))),
                ("total", Arg::Count(i64::from(CAPTURE_SLOTS))),
            ],
        )
    }

    /// The capture slots' tooltip: the count, and what it is for.
    #[must_use]
    pub fn captures_title(&self, t: &Speaker) -> String {
        let label = Arg::Text(self.captures_label(t));
        t.say("strip-captures-title", &[("label", label)])
    }

    /// The Crowned count's tooltip: the count, and what it is for.
    #[must_use]
    pub fn crowned_title(&self, t: &Speaker) -> String {
        let label = Arg::Text(self.crowned_label(t));
        t.say("strip-crowned-title", &[("label", label)])
    }

    /// The Crowned count's accessible text: `White: 2 Crowned pieces` (`no Crowned
    /// pieces`).
    #[must_use]
    pub fn crowned_label(&self, t: &Speaker) -> String {
        t.say(
            "strip-crowned",
            &[
                ("side", side_arg(self.side)),
                ("count", Arg::Count(i64::from(self.crowned))),
            ],
        )
    }
}

/// The strips of `pos` (the position on show), top first: the side at the bottom follows
/// the board (`flipped`: Black at the bottom). `outcome` is the game's result when the
/// live position is on show and the game is over: the winner is marked (both sides on a
/// draw) instead of the side to move.
#[must_use]
pub fn strips(pos: &Position, outcome: Option<Outcome>, flipped: bool) -> [Strip; 2] {
    let strip = |side: Color| Strip {
        side,
        captured: pos.captures_by(side).min(CAPTURE_SLOTS),
        crowned: pos.crowned(side).iter().count() as u32,
        mark: match outcome {
            Some(Outcome::Win { winner, .. }) if winner == side => Mark::Winner,
            Some(Outcome::Win { .. }) => Mark::None,
            Some(Outcome::Draw(_)) => Mark::Draw,
            None if pos.turn() == side => Mark::ToMove,
            None => Mark::None,
        },
    };
    let (bottom, top) = if flipped {
        (Color::Black, Color::White)
    } else {
        (Color::White, Color::Black)
    };
    [strip(top), strip(bottom)]
}

/// The board's size the player chose (CSS pixels), clamped to what the page allows.
/// Not a number: `None` (the board fits the window).
#[must_use]
pub fn clamp_board(size: f64) -> Option<f64> {
    size.is_finite()
        .then(|| size.clamp(BOARD_MIN, BOARD_MAX).round())
}

/// The board size as stored (a whole number of CSS pixels, as [`board_text`] writes it),
/// read forgivingly: a fraction is rounded, a number too large is the largest size,
/// anything else (a sign, an exponent, a unit) is `None` (the board fits the window).
/// Read by hand rather than as an `f64`: the standard float parser brings 14 KB of
/// tables into the page's wasm.
#[must_use]
pub fn parse_board(text: &str) -> Option<f64> {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) {
        return None;
    }
    let px = whole
        .bytes()
        .fold(0.0, |n, b| n * 10.0 + f64::from(b - b'0'));
    let up = fraction.as_bytes().first().is_some_and(|&b| b >= b'5');
    clamp_board(if up { px + 1.0 } else { px })
}

/// The board size as stored: whole CSS pixels (read back by [`parse_board`]).
#[must_use]
pub fn board_text(size: f64) -> String {
    // The clamp makes the cast exact; integers format without the float formatter.
    (size.clamp(BOARD_MIN, BOARD_MAX).round() as u32).to_string()
}

/// The size a resize handle dragged to (`dx`, `dy`) CSS pixels from the board's top-left
/// corner asks for: the larger of the two, so a diagonal drag follows the pointer.
#[must_use]
pub fn dragged_board(dx: f64, dy: f64) -> Option<f64> {
    clamp_board(dx.max(dy))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::{DrawReason, WinReason};
    use crate::ui::testing::mv;

    #[test]
    fn strips_follow_the_board_and_the_side_to_move() {
        let start = Position::start();
        let [top, bottom] = strips(&start, None, false);
        assert_eq!((top.side, bottom.side), (Color::Black, Color::White));
        assert_eq!(bottom.mark, Mark::ToMove);
        assert_eq!(top.mark, Mark::None);
        assert_eq!(bottom.slots(), [false; 3]);
        assert_eq!(
            bottom.captures_label(&Speaker::english()),
            "White has captured 0 of 3"
        );
        assert_eq!(
            bottom.crowned_label(&Speaker::english()),
            "White: no Crowned pieces"
        );
        let [top, bottom] = strips(&start, None, true);
        assert_eq!((top.side, bottom.side), (Color::White, Color::Black));
        assert_eq!(top.mark, Mark::ToMove);
        let after = start.play(mv("a6-a7")).unwrap();
        let [top, bottom] = strips(&after, None, false);
        assert_eq!((top.mark, bottom.mark), (Mark::ToMove, Mark::None));
    }

    #[test]
    fn captures_and_crowns_are_counted() {
        // Black has lost three pieces (7 on the board); White has two Crowned pieces.
        let pos: Position = "bbbbbbb1/8/8/8/8/2W5/1W6/wwwwwwww b - 9".parse().unwrap();
        let [black, white] = strips(&pos, None, false);
        assert_eq!(white.captured, 3);
        assert_eq!(white.slots(), [true; 3]);
        assert_eq!(
            white.captures_label(&Speaker::english()),
            "White has captured 3 of 3"
        );
        assert_eq!(white.crowned, 2);
        assert_eq!(
            white.crowned_label(&Speaker::english()),
            "White: 2 Crowned pieces"
        );
        assert_eq!((black.captured, black.crowned), (0, 0));
        // One piece lost on each side; one Crowned White piece.
        let pos: Position = "bbbbbbbb/8/8/8/8/2W5/1ww5/1bwwwwww w - 9".parse().unwrap();
        let [black, white] = strips(&pos, None, false);
        assert_eq!((white.captured, white.slots()), (1, [true, false, false]));
        assert_eq!(black.captured, 1);
        assert_eq!(
            black.captures_label(&Speaker::english()),
            "Black has captured 1 of 3"
        );
        assert_eq!(
            white.crowned_label(&Speaker::english()),
            "White: 1 Crowned piece"
        );
    }

    #[test]
    fn a_finished_game_marks_the_winner_or_both_on_a_draw() {
        let pos = Position::start();
        let won = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::CrownedTroika,
        };
        let [top, bottom] = strips(&pos, Some(won), false);
        assert_eq!((top.mark, bottom.mark), (Mark::Winner, Mark::None));
        assert_eq!(Mark::Winner.text(&Speaker::english()), "Winner");
        assert_eq!(Mark::Winner.as_str(), "winner");
        let drawn = Outcome::Draw(DrawReason::Agreement);
        let [top, bottom] = strips(&pos, Some(drawn), true);
        assert_eq!((top.mark, bottom.mark), (Mark::Draw, Mark::Draw));
        assert_eq!(Mark::ToMove.text(&Speaker::english()), "To move");
        assert_eq!(Mark::None.text(&Speaker::english()), "");
    }

    #[test]
    fn board_sizes_are_clamped_and_read_forgivingly() {
        assert_eq!(parse_board("600"), Some(600.0));
        assert_eq!(parse_board(" 612.4 \n"), Some(612.0));
        assert_eq!(parse_board("10"), Some(BOARD_MIN));
        assert_eq!(parse_board("612.5"), Some(613.0));
        assert_eq!(parse_board("99999999999999999999999"), Some(BOARD_MAX));
        for size in [BOARD_MIN, 600.0, 612.4, BOARD_MAX] {
            assert_eq!(parse_board(&board_text(size)), clamp_board(size));
        }
        for bad in [
            "", "big", "NaN", "inf", "-inf", "12px", "1e9", "-600", ".5", "6.x",
        ] {
            assert_eq!(parse_board(bad), None, "{bad:?}");
        }
        assert_eq!(dragged_board(500.0, 520.0), Some(520.0));
        assert_eq!(dragged_board(-50.0, 3.0), Some(BOARD_MIN));
        assert_eq!(dragged_board(f64::NAN, 3.0), Some(BOARD_MIN));
        assert_eq!(clamp_board(f64::NAN), None);
    }
}
