//! The board as the page shows it, apart from the game (after chessground's data-only
//! state, [`Ground`]): how it is turned and sized, what a pointer or the keyboard holds,
//! the animation running, the legal moves of the live position, the threat overlay and a
//! previewed line.

use crate::position::Position;
use crate::types::{Move, Square};
use crate::ui::anim::Plan;
use crate::ui::drag::Pointer;
use crate::ui::geometry::Orientation;
use crate::ui::input::Input;
use crate::ui::threats::Threats;

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
