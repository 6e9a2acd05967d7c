//! Puzzles: the puzzle file format ([`Puzzle`], [`parse_puzzles`]), what makes a
//! position a puzzle ([`prove`], [`rating`]), what it trains ([`Theme`], [`tag`],
//! [`themes`]) and the exact solver that proves it ([`solve`]), apart from the search: a puzzle is proved by the exact solver, never
//! by a heuristic score (the solver borrows only the search's bit test for a win in one,
//! `search::movegen::wins_at_once`). The page (`ui::puzzle`) reads the set and answers
//! wrong moves with it, the engine's `defend` command runs the solver, the command line
//! mines puzzles (`src/cli/puzzles.rs`, with the search) and finds and checks the
//! tactical suite (`src/cli/tactics.rs`).
//!
//! A puzzle is a position where the side to move wins by force (three captures or a
//! Crowned Troika, RULES.md section 6) within [`MAX_PLIES`] plies, with exactly one first
//! move that does it. Its solution is the main line of the proof: the solver's moves (each
//! the first of its fastest wins) and the defender's most stubborn replies (those that put
//! the win furthest off), alternating, ending in the solver's win. The puzzle file
//! (`www/puzzles.txt`) holds one puzzle a line, as [`Puzzle`]'s `Display` writes it:
//!
//! ```text
//! <id>\t<TCN>\t<solution: canonical moves, space-separated>\t<themes, comma-separated>\t<rating>[\t<found by>]
//! ```
//!
//! The sixth field, when there, says which of the computer's levels finds the solution
//! ([`FoundBy`]: `<level>/<depth>`, or `-` for none); lines without it (the set as first
//! mined) are read as not measured.

use std::fmt;

use crate::position::Position;
use crate::tcn::{parse_tcn, to_tcn, TcnError};
use crate::types::{Move, ParseMoveError};

mod proof;
pub mod solve;
pub mod theme;

pub use proof::{prove, rating, themes, Proof, Rejection};
pub use theme::{tag, Theme};

/// Longest forced win a puzzle may have, in plies.
pub const MAX_PLIES: u32 = 7;

/// One puzzle of the set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its id: short, stable, used in links (`#puzzle=<id>`).
    pub id: String,
    /// The position, the solver to move.
    pub position: Position,
    /// The solution (see [`Proof::line`]).
    pub solution: Vec<Move>,
    /// Its themes (see [`themes`]).
    pub themes: Vec<String>,
    /// Its difficulty (see [`rating`]).
    pub rating: u32,
    /// The lowest level whose search finds its solution, when measured.
    pub found_by: Option<FoundBy>,
}

/// Which of the computer's levels (1–8) finds a puzzle's solution: the lowest whose
/// search, from the puzzle's position, sees the win and plays the solution's first move,
/// and the depth of the iteration that first saw it; or none of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoundBy {
    /// Found by this level at this depth.
    Level {
        /// The level, 1–8.
        level: u32,
        /// The depth (plies) of the iteration that first saw the win.
        depth: u32,
    },
    /// No level finds it.
    NoLevel,
}

impl fmt::Display for FoundBy {
    /// `<level>/<depth>`, or `-` for [`FoundBy::NoLevel`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FoundBy::Level { level, depth } => write!(f, "{level}/{depth}"),
            FoundBy::NoLevel => f.write_str("-"),
        }
    }
}

impl std::str::FromStr for FoundBy {
    type Err = PuzzleProblem;

    /// Reads what `Display` writes: a level 1–8 and a depth 1–99, or `-`.
    fn from_str(s: &str) -> Result<FoundBy, PuzzleProblem> {
        if s == "-" {
            return Ok(FoundBy::NoLevel);
        }
        let (level, depth) = s.split_once('/').ok_or(PuzzleProblem::FoundBy)?;
        let number = |t: &str, most: u32| {
            t.parse::<u32>()
                .ok()
                .filter(|n| (1..=most).contains(n) && !t.starts_with('+'))
                .ok_or(PuzzleProblem::FoundBy)
        };
        Ok(FoundBy::Level {
            level: number(level, 8)?,
            depth: number(depth, 99)?,
        })
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self.solution.iter().map(Move::to_string).collect();
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}",
            self.id,
            to_tcn(&self.position),
            moves.join(" "),
            self.themes.join(","),
            self.rating
        )?;
        match self.found_by {
            Some(found) => write!(f, "\t{found}"),
            None => Ok(()),
        }
    }
}

/// What is wrong with a line of a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleProblem {
    /// Not five (or six) tab-separated fields.
    Shape,
    /// The id is empty or holds other than letters, digits and `-`.
    Id,
    /// The position is invalid.
    Position(TcnError),
    /// A move is not move notation.
    Move(ParseMoveError),
    /// The solution is empty.
    NoSolution,
    /// The rating is not a whole number.
    Rating,
    /// The sixth field is not `<level>/<depth>` or `-`.
    FoundBy,
}

/// A puzzle line that could not be read: its number (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub problem: PuzzleProblem,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            PuzzleProblem::Shape => f.write_str(
                "expected <id>, <position>, <solution>, <themes>, <rating> (and <found by>) \
                 separated by tabs",
            ),
            PuzzleProblem::Id => f.write_str("the id must be letters, digits and '-'"),
            PuzzleProblem::Position(e) => write!(f, "{e}"),
            PuzzleProblem::Move(e) => write!(f, "{e}"),
            PuzzleProblem::NoSolution => f.write_str("the solution has no move"),
            PuzzleProblem::Rating => f.write_str("the rating must be a whole number"),
            PuzzleProblem::FoundBy => {
                f.write_str("the sixth field must be <level 1-8>/<depth> or '-'")
            }
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Reads a puzzle file: one [`Puzzle`] a line; empty lines and lines starting with `#`
/// are skipped.
///
/// # Errors
/// The first line that cannot be read. Whether the solution is legal and wins is not
/// checked here (the tests check the committed set with [`prove`]).
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let err = |problem| PuzzleError {
            line: i + 1,
            problem,
        };
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let (id, tcn, solution, themes, rating, found_by) = match fields[..] {
            [id, tcn, solution, themes, rating] => (id, tcn, solution, themes, rating, None),
            [id, tcn, solution, themes, rating, found] => {
                (id, tcn, solution, themes, rating, Some(found))
            }
            _ => return Err(err(PuzzleProblem::Shape)),
        };
        if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(err(PuzzleProblem::Id));
        }
        let position = parse_tcn(tcn).map_err(|e| err(PuzzleProblem::Position(e)))?;
        let solution = solution
            .split_whitespace()
            .map(|m| m.parse::<Move>().map_err(|e| err(PuzzleProblem::Move(e))))
            .collect::<Result<Vec<_>, _>>()?;
        if solution.is_empty() {
            return Err(err(PuzzleProblem::NoSolution));
        }
        let rating = rating.parse().map_err(|_| err(PuzzleProblem::Rating))?;
        let found_by = found_by
            .map(|f| f.parse::<FoundBy>().map_err(err))
            .transpose()?;
        out.push(Puzzle {
            id: id.to_string(),
            position,
            solution,
            themes: themes
                .split(',')
                .filter(|t| !t.is_empty())
                .map(str::to_string)
                .collect(),
            rating,
            found_by,
        });
    }
    Ok(out)
}
