//! Pressing, dragging and dropping pieces with a pointer (mouse, pen, finger), after
//! chessground's `drag.ts`: a press on a movable piece selects it and holds it; once the
//! pointer has moved [`DRAG_START`] from the press point the piece follows it; a release
//! on another square plays there as a click would (through [`Input::click`]). A press
//! and release without a drag is a click: on an already selected piece it deselects it.
//!
//! Points are in board units (see [`Point`]): the page converts pointer events to them.

use crate::position::Position;
use crate::types::{Move, Square};
use crate::ui::geometry::{Orientation, Point};
use crate::ui::input::{Action, Input};

/// How far (in board units, a square being 1) the pointer must move from the press point
/// before the piece follows it: about 3 to 8 CSS pixels on the page's boards, as
/// chessground's few pixels, so that a tap that wobbles is still a tap.
pub const DRAG_START: f64 = 0.1;

/// A pointer pressed on a piece, maybe dragging it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Held {
    /// The pointer dragging (other pointers, e.g. a second finger, are ignored).
    pointer: i32,
    /// The piece's square.
    from: Square,
    /// Where the pointer was pressed.
    origin: Point,
    /// Where the pointer is now.
    at: Point,
    /// The pointer has moved [`DRAG_START`] from `origin`: the piece follows it.
    started: bool,
    /// The piece was already selected when pressed (a click without a drag deselects it).
    was_selected: bool,
}

/// What a press asks of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Nothing: off the board, or another pointer is already dragging.
    Ignored,
    /// Handle it as a click on the square (not a piece that can move now).
    Click(Square),
    /// A piece is selected and held: redraw, say what the selection offers.
    Held,
}

/// What a release asks of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Release {
    /// Not the pointer that holds a piece: nothing.
    Ignored,
    /// The piece was dropped on another square: do what a click there does (the move is
    /// a dragged one).
    Drop(Action),
    /// The drag ended without a move (the selection may have changed): redraw.
    Redraw,
}

/// The pointer state of the board: at most one piece held.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pointer {
    held: Option<Held>,
}

impl Pointer {
    /// A press of `pointer` at `at`. `movable`: a person may move now (the live position
    /// of an unfinished game, a person's seat to move); otherwise the press is a click.
    /// A piece of the side to move with a legal move is selected and held.
    pub fn down(
        &mut self,
        input: &mut Input,
        legal: &[Move],
        orientation: Orientation,
        pointer: i32,
        at: Point,
        movable: bool,
    ) -> Press {
        if self.held.is_some() {
            return Press::Ignored;
        }
        let Some(sq) = orientation.square_at(at) else {
            return Press::Ignored;
        };
        if !movable {
            return Press::Click(sq);
        }
        let was_selected = input.selected() == Some(sq);
        if !input.press(legal, sq) {
            return Press::Click(sq);
        }
        self.held = Some(Held {
            pointer,
            from: sq,
            origin: at,
            at,
            started: false,
            was_selected,
        });
        Press::Held
    }

    /// `pointer` moved to `at`. Returns whether a dragged piece is to be drawn anew.
    pub fn moved(&mut self, pointer: i32, at: Point) -> bool {
        let Some(held) = self.held.as_mut().filter(|h| h.pointer == pointer) else {
            return false;
        };
        if at.distance_sq(held.origin) >= DRAG_START * DRAG_START {
            held.started = true;
        }
        held.at = at;
        held.started
    }

    /// `pointer` released at `at`; `pos` and `legal` are the live position and its moves.
    pub fn up(
        &mut self,
        input: &mut Input,
        pos: &Position,
        legal: &[Move],
        orientation: Orientation,
        pointer: i32,
        at: Point,
    ) -> Release {
        if self.held.is_none_or(|h| h.pointer != pointer) {
            return Release::Ignored;
        }
        let Some(held) = self.held.take() else {
            return Release::Ignored;
        };
        match orientation.square_at(at) {
            Some(sq) if held.started && sq != held.from => {
                Release::Drop(input.click(pos, legal, sq))
            }
            _ => {
                if held.was_selected && !held.started {
                    input.clear();
                }
                Release::Redraw
            }
        }
    }

    /// The browser took `pointer` away (a cancel, a lost capture): the piece goes back.
    /// Returns whether a piece was held by it.
    pub fn cancel(&mut self, pointer: i32) -> bool {
        if self.held.is_some_and(|h| h.pointer == pointer) {
            self.held = None;
            return true;
        }
        false
    }

    /// Drops any held piece without a move (a new action starts).
    pub fn clear(&mut self) {
        self.held = None;
    }

    /// Whether a piece is held (dragged or not yet).
    #[must_use]
    pub fn is_holding(&self) -> bool {
        self.held.is_some()
    }

    /// The square under a dragging pointer (the piece's own square excepted), which the
    /// board highlights: where a drop now would land. `None` before the drag starts and
    /// off the board.
    #[must_use]
    pub fn over(&self, orientation: Orientation) -> Option<Square> {
        let held = self.held.filter(|h| h.started)?;
        orientation.square_at(held.at).filter(|&sq| sq != held.from)
    }

    /// The piece being dragged and the pointer, once the drag has started.
    #[must_use]
    pub fn dragged(&self) -> Option<(Square, Point)> {
        self.held.filter(|h| h.started).map(|h| (h.from, h.at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::sq;

    /// The board point at the centre of `s`, moved by (`dx`, `dy`).
    fn near(s: &str, dx: f64, dy: f64) -> Point {
        let c = Orientation::default().center(sq(s));
        Point::new(c.x + dx, c.y + dy)
    }

    struct Board {
        pos: Position,
        legal: Vec<Move>,
        input: Input,
        pointer: Pointer,
    }

    impl Board {
        fn new() -> Board {
            let pos = Position::start();
            let legal = pos.legal_moves().to_vec();
            Board {
                pos,
                legal,
                input: Input::default(),
                pointer: Pointer::default(),
            }
        }

        fn down(&mut self, id: i32, at: Point) -> Press {
            let o = Orientation::default();
            self.pointer
                .down(&mut self.input, &self.legal, o, id, at, true)
        }

        fn up(&mut self, id: i32, at: Point) -> Release {
            let o = Orientation::default();
            self.pointer
                .up(&mut self.input, &self.pos, &self.legal, o, id, at)
        }
    }

    #[test]
    fn drag_and_drop_plays_the_move() {
        let mut b = Board::new();
        assert_eq!(b.down(1, near("a6", 0.0, 0.0)), Press::Held);
        assert_eq!(b.input.selected(), Some(sq("a6")));
        assert!(b.pointer.is_holding());
        assert_eq!(b.pointer.dragged(), None);
        assert!(b.pointer.moved(1, near("a7", 0.0, 0.0)));
        assert_eq!(b.pointer.dragged(), Some((sq("a6"), near("a7", 0.0, 0.0))));
        assert_eq!(
            b.up(1, near("a7", 0.1, 0.1)),
            Release::Drop(Action::Play("a6-a7".parse().unwrap()))
        );
        assert!(!b.pointer.is_holding());
    }

    /// The threshold counts from where the pointer was pressed, not from the square's
    /// centre: a press near a square's edge that wobbles is still a click.
    #[test]
    fn threshold_is_measured_from_the_press_point() {
        let mut b = Board::new();
        let press = near("a6", 0.45, 0.0);
        b.down(1, press);
        assert!(!b.pointer.moved(1, near("a6", 0.45 - DRAG_START * 0.9, 0.0)));
        assert_eq!(b.pointer.dragged(), None);
        // Released without a drag: the piece stays selected (a first click).
        assert_eq!(b.up(1, press), Release::Redraw);
        assert_eq!(b.input.selected(), Some(sq("a6")));
        // Pressed again and released: a second click on a selected piece deselects it.
        b.down(1, press);
        assert_eq!(b.up(1, press), Release::Redraw);
        assert_eq!(b.input.selected(), None);
        // Moved just past the threshold, diagonally: a drag.
        b.down(1, press);
        let d = DRAG_START / std::f64::consts::SQRT_2 * 1.01;
        assert!(b.pointer.moved(1, Point::new(press.x - d, press.y - d)));
        assert!(b.pointer.dragged().is_some());
    }

    #[test]
    fn a_drag_back_to_its_square_keeps_the_selection() {
        let mut b = Board::new();
        b.down(1, near("a6", 0.0, 0.0));
        assert!(b.pointer.moved(1, near("a7", 0.0, 0.0)));
        assert_eq!(b.up(1, near("a6", 0.2, 0.0)), Release::Redraw);
        assert_eq!(b.input.selected(), Some(sq("a6")));
    }

    #[test]
    fn other_pointers_and_squares() {
        let mut b = Board::new();
        // Off the board, or a square without a movable piece: not held.
        assert_eq!(b.down(1, Point::new(8.5, 1.0)), Press::Ignored);
        assert_eq!(b.down(1, near("d4", 0.0, 0.0)), Press::Click(sq("d4")));
        assert_eq!(b.down(1, near("a5", 0.0, 0.0)), Press::Click(sq("a5")));
        // Not movable now (browsing, over, the computer's turn): a click.
        let o = Orientation::default();
        let at = near("a6", 0.0, 0.0);
        let p = b.pointer.down(&mut b.input, &b.legal, o, 1, at, false);
        assert_eq!(p, Press::Click(sq("a6")));
        assert!(!b.pointer.is_holding());
        // A second finger is ignored while the first holds a piece.
        assert_eq!(b.down(1, at), Press::Held);
        assert_eq!(b.down(2, near("h6", 0.0, 0.0)), Press::Ignored);
        assert!(!b.pointer.moved(2, near("h7", 0.0, 0.0)));
        assert_eq!(b.up(2, near("h7", 0.0, 0.0)), Release::Ignored);
        assert!(!b.pointer.cancel(2));
        assert!(b.pointer.cancel(1));
        assert!(!b.pointer.is_holding());
        assert_eq!(b.up(1, at), Release::Ignored);
        b.down(1, at);
        b.pointer.clear();
        assert!(!b.pointer.is_holding());
    }

    #[test]
    fn the_square_under_a_dragging_pointer_is_known() {
        let mut b = Board::new();
        let o = Orientation::default();
        assert_eq!(b.pointer.over(o), None);
        b.down(1, near("a6", 0.0, 0.0));
        // Held, not dragged yet: nothing highlighted.
        assert_eq!(b.pointer.over(o), None);
        assert!(b.pointer.moved(1, near("a6", 0.3, 0.0)));
        // Still over its own square: nothing.
        assert_eq!(b.pointer.over(o), None);
        b.pointer.moved(1, near("b7", 0.2, -0.3));
        assert_eq!(b.pointer.over(o), Some(sq("b7")));
        // Flipped, the same point is another square.
        assert_eq!(
            b.pointer.over(Orientation { flipped: true }),
            Some(sq("g2"))
        );
        // Off the board: nothing.
        b.pointer.moved(1, Point::new(8.4, 1.0));
        assert_eq!(b.pointer.over(o), None);
        b.pointer.moved(1, near("a7", 0.0, 0.0));
        assert_eq!(b.pointer.over(o), Some(sq("a7")));
        b.up(1, near("a7", 0.0, 0.0));
        assert_eq!(b.pointer.over(o), None);
    }

    #[test]
    fn flipped_boards_map_points_to_squares() {
        let mut b = Board::new();
        let o = Orientation { flipped: true };
        let at = o.center(sq("a6"));
        let p = b.pointer.down(&mut b.input, &b.legal, o, 1, at, true);
        assert_eq!(p, Press::Held);
        assert_eq!(b.input.selected(), Some(sq("a6")));
    }
}
