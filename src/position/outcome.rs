//! How a game ends, why a move is refused, and what a move did (RULES.md sections 5–6).

use std::fmt;

use crate::types::{Color, Move, Square};

/// How a finished game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The winner has captured three enemy pieces.
    ThreeCaptures,
    /// The winner has three or more Crowned pieces in a straight line.
    CrownedTroika,
    /// The loser resigned (two people at one screen; never a position's outcome).
    Resignation,
    /// The loser's clock ran out (a game with clocks; never a position's outcome).
    Time,
    /// The loser left a live game and the winner claimed it (never a position's outcome).
    Abandoned,
}

/// How a finished game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move.
    NoMoves,
    /// The same position occurred for the third time (house rule).
    Repetition,
    /// Both players agreed a draw (never a position's outcome).
    Agreement,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A side won.
    Win {
        /// The winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// A draw.
    Draw(DrawReason),
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn result_text(self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    /// The engine protocol's reason word.
    #[must_use]
    pub const fn reason_code(self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::ThreeCaptures,
                ..
            } => "three-captures",
            Outcome::Win {
                reason: WinReason::CrownedTroika,
                ..
            } => "crowned-troika",
            Outcome::Win {
                reason: WinReason::Resignation,
                ..
            } => "resignation",
            Outcome::Win {
                reason: WinReason::Time,
                ..
            } => "time",
            Outcome::Win {
                reason: WinReason::Abandoned,
                ..
            } => "abandoned",
            Outcome::Draw(DrawReason::NoMoves) => "no-moves",
            Outcome::Draw(DrawReason::Repetition) => "repetition",
            Outcome::Draw(DrawReason::Agreement) => "agreement",
        }
    }

    /// The game record's `Termination` words.
    #[must_use]
    pub const fn termination(self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::ThreeCaptures,
                ..
            } => "Three captures",
            Outcome::Win {
                reason: WinReason::CrownedTroika,
                ..
            } => "Crowned Troika",
            Outcome::Win {
                reason: WinReason::Resignation,
                winner: Color::White,
            } => "Black resigned",
            Outcome::Win {
                reason: WinReason::Resignation,
                winner: Color::Black,
            } => "White resigned",
            Outcome::Win {
                reason: WinReason::Time,
                winner: Color::White,
            } => "Black lost on time",
            Outcome::Win {
                reason: WinReason::Time,
                winner: Color::Black,
            } => "White lost on time",
            Outcome::Win {
                reason: WinReason::Abandoned,
                winner: Color::White,
            } => "Black left the game",
            Outcome::Win {
                reason: WinReason::Abandoned,
                winner: Color::Black,
            } => "White left the game",
            Outcome::Draw(DrawReason::NoMoves) => "No legal move",
            Outcome::Draw(DrawReason::Repetition) => "Threefold repetition",
            Outcome::Draw(DrawReason::Agreement) => "Draw agreed",
        }
    }

    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            } => write!(f, "{winner} wins: {} resigned", winner.other()),
            Outcome::Win {
                winner,
                reason: WinReason::Time,
            } => write!(f, "{winner} wins on time"),
            Outcome::Win {
                winner,
                reason: WinReason::Abandoned,
            } => write!(f, "{winner} wins: {} left the game", winner.other()),
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::ThreeCaptures => "by capturing three pieces",
                    _ => "with a Crowned Troika",
                };
                write!(f, "{winner} wins {how}")
            }
            Outcome::Draw(DrawReason::NoMoves) => {
                f.write_str("Draw: the side to move has no legal move")
            }
            Outcome::Draw(DrawReason::Repetition) => f.write_str("Draw by threefold repetition"),
            Outcome::Draw(DrawReason::Agreement) => f.write_str("Draw agreed"),
        }
    }
}

/// Why a move was refused. Every refusal leaves the position as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver(Outcome),
    /// There is no piece on the origin square.
    EmptyOrigin(Square),
    /// The piece on the origin square belongs to the side not to move.
    NotYourPiece {
        /// The origin square.
        square: Square,
        /// The side to move.
        to_move: Color,
    },
    /// The second-turn rule binds White to the piece on `bound`.
    BoundPiece {
        /// The square of the piece White must move.
        bound: Square,
    },
    /// The destination of a step is not one square away.
    NotAdjacent(Move),
    /// The destination square is occupied.
    Occupied(Square),
    /// A double jump that the rules do not allow from here, with the reason.
    IllegalJump {
        /// The jump.
        mv: Move,
        /// What is wrong with it.
        why: JumpProblem,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over ({o})"),
            PlayError::EmptyOrigin(sq) => write!(f, "there is no piece on {sq}"),
            PlayError::NotYourPiece { square, to_move } => {
                write!(f, "the piece on {square} is not {to_move}'s, and it is {to_move} to move")
            }
            PlayError::BoundPiece { bound } => write!(
                f,
                "second-turn rule: on its second turn White must move the piece it moved first, now on {bound}"
            ),
            PlayError::NotAdjacent(mv) => {
                write!(f, "{mv} is not a step: a step goes to an adjacent square")
            }
            PlayError::Occupied(sq) => write!(f, "{sq} is occupied"),
            PlayError::IllegalJump { mv, why } => write!(f, "{mv} is not a legal double jump: {why}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a double jump is not legal (RULES.md section 5), for [`PlayError::IllegalJump`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JumpProblem {
    /// A hop does not go two squares in a straight line.
    HopShape,
    /// The second hop goes straight back over the piece the first hopped.
    StraightBack,
    /// A hop passes over an empty square.
    NothingToHop,
    /// A hop passes over one of the jumper's own pieces.
    OwnPiece,
    /// A Crowned jumper hops a Crowned piece.
    CrownedHopsCrowned,
    /// An Uncrowned jumper hops an Uncrowned piece.
    UncrownedHopsUncrowned,
    /// A hop lands on an occupied square.
    LandingOccupied,
    /// None of the above, yet not generated (kept for completeness; the checks above cover
    /// the rules).
    NotLegal,
}

impl fmt::Display for JumpProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JumpProblem::HopShape => "each hop goes two squares in a straight line",
            JumpProblem::StraightBack => {
                "the second hop may not go straight back over the same piece"
            }
            JumpProblem::NothingToHop => "a hop must pass over an enemy piece",
            JumpProblem::OwnPiece => "a piece may not hop its own pieces",
            JumpProblem::CrownedHopsCrowned => "a Crowned piece may hop only Uncrowned pieces",
            JumpProblem::UncrownedHopsUncrowned => "an Uncrowned piece may hop only Crowned pieces",
            JumpProblem::LandingOccupied => "a hop must land on an empty square",
            JumpProblem::NotLegal => "it is not among the legal moves",
        })
    }
}

/// What a move did, for displays and announcements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MoveEffects {
    /// The mover was Uncrowned and became Crowned.
    pub crowned: bool,
    /// The second hopped piece lost its crown.
    pub uncrowned: Option<Square>,
    /// The second hopped piece was removed.
    pub captured: Option<Square>,
}
