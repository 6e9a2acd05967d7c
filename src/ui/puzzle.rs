//! Puzzle mode's logic (issue 11): one puzzle being solved ([`Attempt`], a small state
//! machine), the defender's answer to a wrong move ([`answer`], by the exact solver,
//! bounded), the player's progress ([`Progress`]: solved and failed puzzles, the streak,
//! an Elo-style rating, saved as text and read forgivingly) and the choice of the next
//! puzzle ([`next_puzzle`]). The app core (`app::puzzle`) plays it on the board; the page
//! only carries out its effects.
//!
//! A move is right when it is the solution's, or when it wins at once. Any other move is
//! wrong and the defender answers it with a reply that saves the game: after it the solver
//! has no forced win in the plies the puzzle had left. A later move of the solver that is
//! not the solution's but still forces the win in time (the solution's line is only the
//! first of the fastest wins) is neither: it is taken back and the player asked for
//! another, as no reply refutes it.

mod answer;
mod attempt;
pub mod choice;
pub mod history;
mod progress;
pub mod run;
pub use answer::{answer, answer_from, defence_request, read_defence, Answer};
pub use attempt::Attempt;
pub use choice::{Choice, ChoiceError};
pub use progress::{find, link_id, next_puzzle, rated, Progress, K, START_RATING};
pub use run::{Run, RunKind};

use crate::position::Position;
use crate::types::Move;

/// Where the player stands in a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Looking for the solver's next move (or waiting for the defender's reply).
    Solving,
    /// A wrong move was played; the defender answers it. Retry or show the solution.
    Wrong,
    /// Won.
    Solved,
    /// The solution is being played (or has been) on the board.
    Showing,
}

impl Status {
    /// The word of the script API: `solving`, `wrong`, `solved`, `showing`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Status::Solving => "solving",
            Status::Wrong => "wrong",
            Status::Solved => "solved",
            Status::Showing => "showing",
        }
    }
}

/// What the solver's move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solution's move; the defender's `reply` follows (`None`: solved).
    Right {
        /// The solution's next move, the defender's, to play on the board.
        reply: Option<Move>,
    },
    /// Not the solution's move, but it wins at once: solved.
    WinsAtOnce,
    /// Not the solution's move: the defender's [`answer`] in `after` with `left` plies is
    /// needed (see [`Attempt::answered`]). At the first move it is wrong for sure (the
    /// puzzle's first move is the only one that wins): the status is already
    /// [`Status::Wrong`]; later, the move may still win by another line.
    Ask {
        /// The position after the move, the defender to move.
        after: Position,
        /// The plies the solver had left after the defender's reply.
        left: u32,
    },
    /// No move is expected now (the defender's turn, an answer awaited, a finished or
    /// shown puzzle).
    NotNow,
}

#[cfg(test)]
mod tests {
    //! The puzzle set that the tests of the submodules share.

    use crate::puzzles::{parse_puzzles, Puzzle};

    /// A 3-ply puzzle of the set (a Crowned Troika in two moves) and a 5-ply one.
    const SET: &str = "4f1902b4\tbw6/1w2bBb1/5wBw/6b1/2W1W1W1/2bB1b2/2w1W3/6b1 w - 24\te2-e3 g1-f1 e3-d4\tcrowned-troika,quiet-first-move,win-in-2\t1000\n\
        b5fa80d5\t1w4w1/1b1b1bbB/6w1/8/1BB5/w1W1W2b/1w1b2w1/2W3bw w - 18\te3-d3 d2-c2 c1-d2 g1-f1 d2-e3\tcrowned-troika,quiet-first-move,win-in-3\t1250\n";

    pub(super) fn set() -> Vec<Puzzle> {
        parse_puzzles(SET).unwrap()
    }
}
