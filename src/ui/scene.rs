//! What the board shows, as data ([`Scene`]): the position, the orientation, every
//! highlight and mark, the running animation's frame, the colours. The page's canvas
//! (`web::render`) draws a scene and nothing else; the app core builds the game's
//! (`State::scene`) and the rules page builds its diagrams'.

use crate::position::{MoveEffects, Piece, Position, Setup};
use crate::types::{Bitboard, Move, Square};
use crate::ui::anim::{Frame, Plan};
use crate::ui::geometry::{Orientation, Point};
use crate::ui::input::{Consequences, Preview, Targets};
use crate::ui::theme::Palette;
use crate::ui::threats::Threats;

/// What to draw.
pub struct Scene<'a> {
    /// The position drawn.
    pub pos: &'a Position,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// The last move, highlighted.
    pub last_move: Option<Move>,
    /// What the last move (a jump) left behind: the piece it captured, drawn faintly
    /// where it stood, or the piece it uncrowned, whose lost crown is drawn faintly.
    pub trace: Option<(Square, Piece)>,
    /// The selected piece.
    pub selected: Option<Square>,
    /// The selection's highlights.
    pub targets: Option<Targets>,
    /// A double jump's chosen first landing: the selected piece is drawn there, its path
    /// from its square drawn and its square ghosted.
    pub via: Option<Square>,
    /// What the offered moves would do: crown and win marks on destinations, the fate
    /// of each hopped piece.
    pub consequences: Option<Consequences>,
    /// The move a click on the destination pointed at, dragged over or under the cursor
    /// would play: its piece drawn faintly there, its path, the hops' fates.
    pub preview: Option<Preview>,
    /// The keyboard cursor.
    pub cursor: Option<Square>,
    /// Squares of a winning Crowned Troika.
    pub winning: Bitboard,
    /// The piece the second-turn rule binds White to move.
    pub bound: Option<Square>,
    /// A running animation and its current frame.
    pub anim: Option<(&'a Plan, Frame)>,
    /// A piece being dragged: its square and the pointer in board units.
    pub drag: Option<(Square, Point)>,
    /// The square under the dragging pointer (where a drop would land), highlighted.
    pub drag_over: Option<Square>,
    /// Draw file and rank labels.
    pub coords: bool,
    /// A suggested move (the hint), drawn as an arrow through its landings.
    pub hint: Option<Move>,
    /// The position editor's arrangement, drawn instead of `pos`'s pieces.
    pub setup: Option<&'a Setup>,
    /// The threat overlay, when on.
    pub threats: Option<&'a Threats>,
    /// The analysis's best move, drawn as an arrow.
    pub best: Option<Move>,
    /// The first moves of the analysis's other best lines, in rank order, drawn as
    /// thinner arrows.
    pub others: Vec<Move>,
    /// On the position after a move the review marked, the engine's better move in its
    /// place, drawn as an arrow of its own colour.
    pub better: Option<Move>,
    /// The colours.
    pub palette: &'static Palette,
}

/// What a move that made `fx` from `before` leaves traced on the board: the piece it
/// captured, or the piece it uncrowned (whose lost crown is drawn), as it stood before.
pub fn trace_of(before: &Position, fx: MoveEffects) -> Option<(Square, Piece)> {
    let sq = fx.captured.or(fx.uncrowned)?;
    Some((sq, before.piece_at(sq)?))
}

impl<'a> Scene<'a> {
    /// `pos` seen from `orientation` in `palette`'s colours, with coordinates and nothing
    /// else on it.
    pub fn still(
        pos: &'a Position,
        orientation: Orientation,
        palette: &'static Palette,
    ) -> Scene<'a> {
        Scene {
            pos,
            orientation,
            last_move: None,
            trace: None,
            selected: None,
            targets: None,
            via: None,
            preview: None,
            consequences: None,
            cursor: None,
            winning: Bitboard::EMPTY,
            bound: None,
            anim: None,
            drag: None,
            drag_over: None,
            coords: true,
            hint: None,
            setup: None,
            threats: None,
            best: None,
            others: Vec::new(),
            better: None,
            palette,
        }
    }
}
