//! Three Crowns, Larry Back's two-player abstract game: the rules core (bitboard position,
//! legal moves, Troikas and double jumps, outcome), its notations (moves, TCN position
//! text, `.tcg` records) and a game history with undo, redo and repetition.
//!
//! The core has no web dependency; the browser game (the `three-crowns-web` package, `src/web/`) and the native
//! engine share it unchanged.
//!
//! ```
//! use three_crowns::{Game, Move};
//! let mut game = Game::default();
//! let mv: Move = "a6-a7".parse().unwrap();
//! game.play(mv).unwrap();
//! // The second-turn rule binds White to the piece it moved first.
//! let err = game.play("a5-b4".parse().unwrap()).and_then(|_| game.play("h6-g7".parse().unwrap()));
//! assert!(err.unwrap_err().to_string().contains("second-turn rule"));
//! assert_eq!(three_crowns::Position::start().perft(2), 1028);
//! ```

#![warn(missing_docs)]

pub mod app;
pub mod game;
pub mod num;
pub mod position;
pub mod puzzles;
pub mod record;
pub mod replay;
pub mod search;
pub mod sort;
pub mod tcn;
pub mod text;
pub mod types;
pub mod ui;

pub mod engine;

pub use game::{Game, PlayedMove};
pub use position::{
    DrawReason, JumpProblem, MoveEffects, MoveList, Outcome, Piece, PlayError, Position,
    PositionError, Setup, WinReason, MAX_MOVES, PIECES_PER_SIDE,
};
pub use record::{parse_record, split_records, write_record, Record, RecordError};
pub use replay::{replay, Replay, ReplayError, ReplayProblem};
pub use tcn::{parse_setup, parse_tcn, setup_to_tcn, to_tcn, TcnError, START_TCN};
pub use types::{
    Bitboard, BitboardIter, Color, Direction, Move, MoveTextProblem, ParseMoveError,
    ParseSquareError, Square,
};
