//! What makes a position a puzzle: the proof by the exact solver ([`prove`]: a forced
//! win, not at once, by exactly one first move) and its main line, the puzzle's themes and
//! its difficulty rating (the themes are [`super::theme`]'s). The puzzle miner
//! (`three-crowns puzzles`) and the tests use it.

use crate::position::Position;
use crate::types::Move;

use super::solve::{shortest_win, wins_within};
use super::theme::{tag, Theme};
use super::MAX_PLIES;

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The side to move has no forced win within the limit (or the game is over).
    NoWin,
    /// It wins at once: too easy to be a puzzle.
    WinInOne,
    /// More than one first move forces the shortest win.
    SeveralWins(Vec<Move>),
}

/// A proved puzzle: its length in plies and the main line of the proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The length of the shortest forced win (3, 5 or 7).
    pub plies: u32,
    /// The solution: the only winning first move, then the defender's most stubborn
    /// replies and the solver's fastest wins, alternating, ending in the win.
    pub line: Vec<Move>,
}

/// Proves that `pos` is a puzzle: the side to move forces a win within `max_plies`
/// plies (at most [`MAX_PLIES`]), not at once, with exactly one first move that forces
/// its shortest win.
///
/// # Errors
/// The [`Rejection`] saying why it is not one.
pub fn prove(pos: &Position, max_plies: u32) -> Result<Proof, Rejection> {
    let (plies, wins) = shortest_win(pos, max_plies.min(MAX_PLIES)).ok_or(Rejection::NoWin)?;
    if plies == 1 {
        return Err(Rejection::WinInOne);
    }
    if wins.len() > 1 {
        return Err(Rejection::SeveralWins(wins));
    }
    Ok(Proof {
        plies,
        line: main_line(pos, wins[0], plies),
    })
}

/// The main line after the solver's winning `first` move in a win of `plies` plies.
fn main_line(pos: &Position, first: Move, plies: u32) -> Vec<Move> {
    let solver = pos.turn();
    let mut line = vec![first];
    let mut p = pos.play_unchecked(first);
    let mut left = plies - 1;
    while p.won_by(solver).is_none() && left > 0 {
        // The defender: the reply after which the solver's win is furthest off.
        let mut best: Option<(u32, Move)> = None;
        for &r in p.legal_moves().iter() {
            let next = p.play_unchecked(r);
            let distance = if next.won_by(solver).is_some() {
                0
            } else {
                (1..left)
                    .step_by(2)
                    .find(|&k| wins_within(&next, k))
                    .unwrap_or(left)
            };
            if best.is_none_or(|(d, _)| distance > d) {
                best = Some((distance, r));
            }
        }
        let Some((_, reply)) = best else { break };
        line.push(reply);
        p = p.play_unchecked(reply);
        left -= 1;
        if p.won_by(solver).is_some() {
            break;
        }
        // The solver: the first of its fastest wins.
        let Some((n, wins)) = shortest_win(&p, left) else {
            break;
        };
        line.push(wins[0]);
        p = p.play_unchecked(wins[0]);
        left = left.saturating_sub(1).min(n - 1);
    }
    line
}

/// The ids of the themes of a puzzle from `pos` with solution `line` (see
/// [`tag`](super::theme::tag)), as the puzzle file writes them.
pub fn themes(pos: &Position, line: &[Move]) -> Vec<&'static str> {
    tag(pos, line).into_iter().map(Theme::id).collect()
}

/// A difficulty rating: 1000 for a win in 3 plies found at once, plus 250 for each two
/// plies more, plus 60 for each doubling of the search nodes the full search needed to
/// see the win (`effort`, from 1,000 nodes).
pub fn rating(plies: u32, effort: u64) -> u32 {
    let length = 250 * plies.saturating_sub(3) / 2;
    let work = (effort.max(1_000) as f64 / 1_000.0).log2();
    1000 + length + (60.0 * work).round() as u32
}
