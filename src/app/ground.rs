//! The board as the page shows it, apart from the game (after chessground's data-only
//! state, [`Ground`]): how it is turned and sized, what a pointer or the keyboard holds,
//! the animation running, the legal moves of the live position, the threat overlay and a
//! previewed line. Its methods change only the board as shown, and say whether it must
//! be drawn again; what a press or a click plays is the root's (`board`).

use crate::position::Position;
use crate::types::{Move, Square};
use crate::ui::anim::Plan;
use crate::ui::drag::Pointer;
use crate::ui::geometry::Orientation;
use crate::ui::geometry::Point;
use crate::ui::input::Input;
use crate::ui::input::Preview;
use crate::ui::threats::Threats;

use super::shared::Shared;

/// A running animation.
#[derive(Clone, Debug)]
pub struct Running {
    /// What moves.
    pub plan: Plan,
    /// The frame time (ms) of its first frame, once drawn.
    pub start: Option<f64>,
}

/// The board as the page shows it.
#[derive(Default)]
pub struct Ground {
    /// A square selected by a click, a move under way.
    pub(super) input: Input,
    /// A piece held or dragged by a pointer.
    pub(super) pointer: Pointer,
    pub(super) orientation: Orientation,
    /// The board turns to the side to move when two people play.
    pub(super) auto_flip: bool,
    /// The keyboard cursor on the board, while the board has the keyboard's focus.
    pub(super) cursor: Option<Square>,
    /// The square a mouse points at (not pressed), for the result preview.
    pub(super) hover: Option<Square>,
    pub(super) anim: Option<Running>,
    /// Legal moves of the live position.
    pub(super) legal: Vec<Move>,
    /// The game (its loads) and ply the board last turned to the side to move at.
    pub(super) turned_at: Option<(u64, usize)>,
    /// The board's size the player chose (CSS pixels; `None`: it fits the window).
    pub(super) board_size: Option<f64>,
    /// The threat overlay of the position on show, while the overlay is on.
    pub(super) threats: Option<Threats>,
    /// A position of the analysis's best line previewed on the board, with the move that
    /// led to it, until the next action.
    pub(super) preview: Option<(Position, Move)>,
}

impl Ground {
    /// A new board showing `legal` (the live position's legal moves).
    pub(super) fn new(legal: Vec<Move>) -> Ground {
        Ground {
            legal,
            auto_flip: true,
            ..Ground::default()
        }
    }
}

impl Ground {
    /// A pointer moved over the board to `at` (board units): whether the board must be
    /// drawn again (a piece dragged, another square pointed at). Pointer events can come
    /// faster than frames: the board is drawn once per frame.
    pub(super) fn pointer_moved(&mut self, pointer: i32, at: Point) -> bool {
        let hover = self.orientation.square_at(at);
        let moved = self.pointer.moved(pointer, at);
        if moved || hover != self.hover {
            self.hover = hover;
            return true;
        }
        false
    }

    /// The pointer left the board: nothing is pointed at. Whether something was.
    pub(super) fn pointer_left(&mut self) -> bool {
        self.hover.take().is_some()
    }

    /// What a click would play on the square dragged over, pointed at or under the
    /// keyboard cursor (in that order), in `pos` (the live position).
    pub(super) fn preview_move(&self, pos: &Position) -> Option<Preview> {
        let sq = match self.pointer.dragged() {
            Some((_, at)) => self.orientation.square_at(at),
            None => self.hover.or(self.cursor),
        }?;
        self.input.preview(pos, &self.legal, sq)
    }

    /// Where the keyboard cursor is, or starts: the selected piece, a piece that can
    /// move, d4.
    pub(super) fn cursor_or_start(&self) -> Square {
        self.cursor.unwrap_or_else(|| {
            self.input
                .selected()
                .or_else(|| self.legal.first().map(|m| m.from()))
                .unwrap_or(Square::D4)
        })
    }

    /// Moves the keyboard cursor by (`dc`, `dr`) cells on screen (staying on the board);
    /// returns its square.
    pub(super) fn step_cursor(&mut self, dc: i32, dr: i32) -> Square {
        let cur = self.cursor_or_start();
        let sq = self.orientation.screen_step(cur, dc, dr).unwrap_or(cur);
        self.cursor = Some(sq);
        sq
    }

    /// Turns the board to the person of `board`: against the computer the person's colour
    /// at the bottom; two people with the board turning, the side to move (not once the
    /// game is over: the side to move then is the loser's).
    #[inline(never)]
    pub(super) fn face(&mut self, board: &crate::ui::session::Session) {
        use crate::types::Color;
        use crate::ui::session::Seat;
        let turn = board.game().position().turn();
        let over = board.game().outcome().is_some();
        let people = [Color::White, Color::Black].map(|c| board.seat(c));
        self.orientation.flipped = match (board.person_side(), people) {
            (Some(person), _) => person == Color::Black,
            (None, [Seat::Person, Seat::Person]) if self.auto_flip && !over => turn == Color::Black,
            _ => self.orientation.flipped,
        };
    }

    /// Ends a preview of the best line, saying so; returns whether one was on show.
    #[inline(never)]
    pub(super) fn end_preview(&mut self, shared: &mut Shared) -> bool {
        let on = self.preview.take().is_some();
        if on {
            shared.set_status(crate::ui::words::PREVIEW_ENDED);
            shared.request_redraw();
        }
        on
    }
}
