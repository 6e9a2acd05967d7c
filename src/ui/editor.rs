//! The position editor: an unvalidated [`Setup`] edited square by square with a tool (a
//! piece, or the eraser), press and drag, the side to move, the second-turn binding and
//! the move number, kept in step with its position text (TCN) both ways. Whether it is a
//! position that can be played is the rules core's answer ([`Position::from_setup`]),
//! with the core's own reason when it is not.

use crate::position::{Piece, Position, PositionError, Setup};
use crate::tcn::{parse_setup, setup_to_tcn, TcnError};
use crate::types::{Color, Square};

/// What a press on the board puts there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Places this piece.
    Place(Piece),
    /// Empties the square.
    Erase,
}

impl Tool {
    /// The tool's name in the page (`w` `W` `b` `B` as in position text, `erase`).
    #[must_use]
    pub fn code(self) -> String {
        match self {
            Tool::Place(p) => p.char().to_string(),
            Tool::Erase => "erase".to_string(),
        }
    }

    /// The tool named `code` (see [`Tool::code`]).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Tool> {
        if code == "erase" {
            return Some(Tool::Erase);
        }
        let mut chars = code.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Piece::from_char(c).map(Tool::Place),
            _ => None,
        }
    }
}

/// The editor's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    setup: Setup,
    tool: Tool,
    /// What the press being dragged puts on every square it enters (`Some(None)`:
    /// empties them).
    stroke: Option<Option<Piece>>,
}

impl Editor {
    /// An editor on `setup`, placing White Uncrowned pieces.
    #[must_use]
    pub fn new(setup: Setup) -> Editor {
        Editor {
            setup,
            tool: Tool::Place(Piece {
                color: Color::White,
                crowned: false,
            }),
            stroke: None,
        }
    }

    /// The arrangement being edited.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The tool in hand.
    #[must_use]
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// Takes `tool` in hand.
    pub fn set_tool(&mut self, tool: Tool) {
        self.tool = tool;
    }

    /// A press on `sq`: the tool's piece is put there, or, when that very piece already
    /// stands there, the square is emptied (a second click takes a piece off); the eraser
    /// empties it. A drag then does the same to every square it enters, until
    /// [`Editor::release`].
    pub fn press(&mut self, sq: Square) {
        let put = match self.tool {
            Tool::Place(p) if self.setup.piece_at(sq) == Some(p) => None,
            Tool::Place(p) => Some(p),
            Tool::Erase => None,
        };
        self.stroke = Some(put);
        self.setup.put(sq, put);
    }

    /// A drag entered `sq`: does what the press did; returns whether anything changed.
    pub fn drag_over(&mut self, sq: Square) -> bool {
        let Some(put) = self.stroke else {
            return false;
        };
        if self.setup.piece_at(sq) == put {
            return false;
        }
        self.setup.put(sq, put);
        true
    }

    /// The press is over.
    pub fn release(&mut self) {
        self.stroke = None;
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, side: Color) {
        self.setup.turn = side;
    }

    /// Sets the second-turn binding (`None`: none).
    pub fn set_binding(&mut self, sq: Option<Square>) {
        self.setup.binding = sq;
    }

    /// Sets the move number (0 is kept, and refused by [`Editor::check`]).
    pub fn set_fullmove(&mut self, n: u32) {
        self.setup.fullmove = n;
    }

    /// Replaces the arrangement (an empty board, the start, a position).
    pub fn set_setup(&mut self, setup: Setup) {
        self.setup = setup;
        self.stroke = None;
    }

    /// The arrangement's position text, also when it is not a valid position.
    #[must_use]
    pub fn tcn(&self) -> String {
        setup_to_tcn(&self.setup)
    }

    /// Takes position text: an unreadable text changes nothing and says why; a readable
    /// one is taken even when it is not a valid position ([`Editor::check`] says why).
    ///
    /// # Errors
    /// The syntax error of the text.
    pub fn set_tcn(&mut self, text: &str) -> Result<(), TcnError> {
        let setup = parse_setup(text)?;
        self.set_setup(setup);
        Ok(())
    }

    /// The position to play or analyse, or the rules core's reason why there is none.
    ///
    /// # Errors
    /// Why the arrangement is not a valid position.
    pub fn check(&self) -> Result<Position, PositionError> {
        Position::from_setup(self.setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::to_tcn;
    use crate::ui::testing::sq;

    fn piece(c: char) -> Piece {
        Piece::from_char(c).unwrap()
    }

    #[test]
    fn pieces_are_placed_taken_off_and_erased() {
        let mut e = Editor::new(Setup::empty());
        e.press(sq("a1"));
        e.release();
        assert_eq!(e.setup().piece_at(sq("a1")), Some(piece('w')));
        // The same piece again takes it off.
        e.press(sq("a1"));
        e.release();
        assert_eq!(e.setup().piece_at(sq("a1")), None);
        e.set_tool(Tool::Place(piece('B')));
        e.press(sq("d4"));
        e.release();
        assert_eq!(e.tcn(), "8/8/8/8/3B4/8/8/8 w - 1");
        // Another piece replaces it; the eraser empties.
        e.set_tool(Tool::Place(piece('w')));
        e.press(sq("d4"));
        e.release();
        assert_eq!(e.setup().piece_at(sq("d4")), Some(piece('w')));
        e.set_tool(Tool::Erase);
        e.press(sq("d4"));
        assert_eq!(e.setup().piece_at(sq("d4")), None);
    }

    #[test]
    fn a_drag_continues_what_the_press_did() {
        let mut e = Editor::new(Setup::empty());
        e.press(sq("a1"));
        assert!(e.drag_over(sq("b1")));
        assert!(e.drag_over(sq("c1")));
        assert!(!e.drag_over(sq("c1")));
        e.release();
        assert_eq!(e.tcn(), "8/8/8/8/8/8/8/www5 w - 1");
        // A press that took a piece off takes off what the drag crosses.
        e.press(sq("a1"));
        assert!(e.drag_over(sq("b1")));
        assert!(!e.drag_over(sq("d1")));
        e.release();
        assert_eq!(e.tcn(), "8/8/8/8/8/8/8/2w5 w - 1");
        // No press, no drag.
        assert!(!e.drag_over(sq("h8")));
        assert_eq!(e.tcn(), "8/8/8/8/8/8/8/2w5 w - 1");
    }

    #[test]
    fn the_text_follows_the_board_and_the_board_the_text() {
        let mut e = Editor::new(Position::start().setup());
        assert_eq!(e.tcn(), to_tcn(&Position::start()));
        e.set_turn(Color::Black);
        e.set_fullmove(7);
        assert!(e.tcn().ends_with(" b - 7"));
        e.set_tcn("8/8/8/8/8/8/8/W7 b - 3").unwrap();
        assert_eq!(e.setup().piece_at(sq("a1")).map(|p| p.crowned), Some(true));
        assert_eq!(e.setup().fullmove, 3);
        // Unreadable text changes nothing.
        assert!(e.set_tcn("8/8/8 w - 1").is_err());
        assert_eq!(e.tcn(), "8/8/8/8/8/8/8/W7 b - 3");
    }

    #[test]
    fn invalid_setups_are_explained_by_the_rules_core() {
        let mut e = Editor::new(Setup::empty());
        for s in [
            "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2",
        ] {
            e.press(sq(s));
            e.release();
        }
        assert_eq!(
            e.check(),
            Err(PositionError::TooManyPieces {
                color: Color::White,
                count: 11
            })
        );
        // Readable text of an invalid position is taken, and explained.
        e.set_tcn("bbbbbbbb/8/8/8/8/8/8/wwwwwwww w a1 5").unwrap();
        assert!(matches!(
            e.check(),
            Err(PositionError::BindingOutOfTurn { .. })
        ));
        e.set_binding(None);
        e.set_fullmove(0);
        assert_eq!(e.check(), Err(PositionError::MoveNumberZero));
        e.set_fullmove(2);
        assert!(e.check().is_ok());
        // Both sides winning: three Crowned in a line each.
        e.set_tcn("BBB5/8/8/8/8/8/8/WWW5 w - 2").unwrap();
        assert_eq!(e.check(), Err(PositionError::BothWinning));
    }

    #[test]
    fn tools_have_codes() {
        for code in ["w", "W", "b", "B", "erase"] {
            assert_eq!(Tool::from_code(code).unwrap().code(), code);
        }
        assert_eq!(Tool::from_code("x"), None);
        assert_eq!(Tool::from_code("ww"), None);
    }
}
