//! An exact solver for short wins, independent of the search: plain AND-OR search over
//! every legal move, no evaluation, no pruning but the logic of "some move wins" and
//! "every reply loses"; within one call it remembers the answers it has found (a
//! position and a length, never bounds). It verifies the tactical suite
//! (`tests/tactics.tsv`), finds its positions, and proves the puzzles.
//!
//! Outcomes are those of RULES.md section 6 as a position decides them: three captures
//! and a Crowned Troika win; a side with no legal move is drawn, never lost. Repetition
//! plays no part: no position can stand three times within seven plies (a return takes
//! four), so an answer depends on the position alone.

use std::fmt;

use crate::position::Position;
use crate::tcn::{parse_tcn, to_tcn, TcnError};
use crate::types::{Move, ParseMoveError};

/// One position of the tactical suite: the side to move wins by force in `plies` plies
/// (its shortest win), and `wins` are all the first moves that do it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tactic {
    /// The position.
    pub position: Position,
    /// The length of the shortest forced win, in plies (1, 3 or 5).
    pub plies: u32,
    /// Every first move that forces a win of that length.
    pub wins: Vec<Move>,
}

impl fmt::Display for Tactic {
    /// The suite's line: `<tcn>\t<plies>\t<move>,<move>…`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wins: Vec<String> = self.wins.iter().map(Move::to_string).collect();
        write!(
            f,
            "{}\t{}\t{}",
            to_tcn(&self.position),
            self.plies,
            wins.join(",")
        )
    }
}

/// What is wrong with a line of a suite file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuiteProblem {
    /// Not three tab-separated fields.
    Shape,
    /// The position is invalid.
    Position(TcnError),
    /// The length is not an odd number of plies from 1.
    Plies,
    /// A move is not move notation.
    Move(ParseMoveError),
}

/// A suite line that could not be read: its number (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub problem: SuiteProblem,
}

impl fmt::Display for SuiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            SuiteProblem::Shape => {
                f.write_str("expected <position>, <plies>, <moves> separated by tabs")
            }
            SuiteProblem::Position(e) => write!(f, "{e}"),
            SuiteProblem::Plies => f.write_str("the length must be an odd number of plies"),
            SuiteProblem::Move(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SuiteError {}

/// Reads a suite file: one [`Tactic`] a line as [`Tactic`]'s `Display` writes it; empty
/// lines and lines starting with `#` are skipped.
///
/// # Errors
/// The first line that cannot be read. Whether its moves really win is not checked here
/// (that is [`shortest_win`]'s business).
pub fn parse_suite(text: &str) -> Result<Vec<Tactic>, SuiteError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let err = |problem| SuiteError {
            line: i + 1,
            problem,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let [tcn, plies, wins] = line.split('\t').collect::<Vec<_>>()[..] else {
            return Err(err(SuiteProblem::Shape));
        };
        let position = parse_tcn(tcn).map_err(|e| err(SuiteProblem::Position(e)))?;
        let plies = plies
            .parse::<u32>()
            .ok()
            .filter(|p| p % 2 == 1)
            .ok_or(err(SuiteProblem::Plies))?;
        let wins = wins
            .split(',')
            .map(|m| m.parse::<Move>().map_err(|e| err(SuiteProblem::Move(e))))
            .collect::<Result<Vec<_>, _>>()?;
        out.push(Tactic {
            position,
            plies,
            wins,
        });
    }
    Ok(out)
}

/// The side to move's shortest forced win within `max_plies` plies (counting its own
/// moves and the replies: 1, 3, 5 …): the length in plies and every first move that
/// forces a win of that length, in generation order. `None` when there is none.
///
/// ```
/// use three_crowns::{puzzles::solve::shortest_win, Position};
/// assert_eq!(shortest_win(&Position::start(), 3), None);
/// ```
#[must_use]
pub fn shortest_win(pos: &Position, max_plies: u32) -> Option<(u32, Vec<Move>)> {
    if pos.winner().is_some() {
        return None;
    }
    let mut memo = Memo::default();
    (1..=max_plies).step_by(2).find_map(|plies| {
        let wins: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|&mv| move_wins(pos, mv, plies, &mut memo))
            .collect();
        (!wins.is_empty()).then_some((plies, wins))
    })
}

/// Whether the side to move can force a win within `plies` plies.
#[must_use]
pub fn wins_within(pos: &Position, plies: u32) -> bool {
    wins_within_memo(pos, plies, &mut Memo::default())
}

/// A reply for the side to move in `pos` that saves it: after it the opponent has no
/// forced win within `plies` plies. A reply that wins at once comes first. Otherwise the
/// replies are checked at increasing length (1, 3, … `plies`): those after which the
/// opponent wins sooner drop out cheaply, and the first reply left at the full length
/// that holds is the answer. (Measured over every wrong move of the puzzle set, fresh
/// memories per check are faster than one shared memory: `tests/puzzle_answers.rs`.) `None` when every reply loses
/// in time, or there is no reply.
#[must_use]
pub fn saving_reply(pos: &Position, plies: u32) -> Option<Move> {
    let us = pos.turn();
    let mut replies: Vec<(Move, Position)> = Vec::new();
    for &mv in pos.legal_moves().iter() {
        let next = pos.play_unchecked(mv);
        match next.winner() {
            Some((w, _)) if w == us => return Some(mv),
            Some(_) => {}
            None => replies.push((mv, next)),
        }
    }
    let mut depth = 1;
    while depth < plies {
        replies.retain(|(_, next)| !wins_within(next, depth));
        depth += 2;
    }
    replies
        .iter()
        .find(|(_, next)| !wins_within(next, plies))
        .map(|&(mv, _)| mv)
}

/// What is known of positions already solved in one call: whether the side to move
/// wins within so many plies, by Zobrist key (which includes the side to move and the
/// second-turn binding) and length. Only answers, never bounds: the logic stays exact.
/// Besides, by length, the last move that won and the last reply that saved: tried first
/// in the next position of that length (as a chess search's killer moves), which changes
/// only how soon an answer is found, never the answer.
#[derive(Default)]
struct Memo {
    known: std::collections::HashMap<(u64, u32), bool, BuildKeyHasher>,
    winner: [Option<Move>; 8],
    saver: [Option<Move>; 8],
}

/// Hashes the memo's keys, which are already random (Zobrist keys), by a multiply and a
/// rotation instead of the standard library's DoS-resistant (and slower) hash.
#[derive(Default)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
}

type BuildKeyHasher = std::hash::BuildHasherDefault<KeyHasher>;

fn wins_within_memo(pos: &Position, plies: u32, memo: &mut Memo) -> bool {
    if plies == 0 || pos.winner().is_some() {
        return false;
    }
    if plies <= 2 {
        // Only a move that wins at once: found by bit tests, not by playing every move.
        return crate::search::movegen::wins_at_once(pos);
    }
    let key = (pos.zobrist(), plies);
    if let Some(&known) = memo.known.get(&key) {
        return known;
    }
    let moves = pos.legal_moves();
    let slot = plies as usize % 8;
    let killer = memo.winner[slot].filter(|&k| moves.contains(k));
    let wins = killer.is_some_and(|k| move_wins(pos, k, plies, memo))
        || moves.iter().any(|&mv| {
            let found = Some(mv) != killer && move_wins(pos, mv, plies, memo);
            if found {
                memo.winner[slot] = Some(mv);
            }
            found
        });
    memo.known.insert(key, wins);
    wins
}

/// Whether `mv` wins at once or leaves the opponent lost within `plies - 1` plies.
fn move_wins(pos: &Position, mv: Move, plies: u32, memo: &mut Memo) -> bool {
    let us = pos.turn();
    let next = pos.play_unchecked(mv);
    match next.winner() {
        Some((winner, _)) => winner == us,
        None => plies >= 3 && loses_within(&next, plies - 1, memo),
    }
}

/// Whether the side to move, with no win on the board, loses within `plies` plies
/// whatever it does: it has a move, and every move leaves the opponent a win within
/// `plies - 1` (or loses at once). No legal move is a draw, not a loss.
fn loses_within(pos: &Position, plies: u32, memo: &mut Memo) -> bool {
    let them = pos.turn();
    let moves = pos.legal_moves();
    // A reply saves when it wins (whoever's win it is: the defender's) or leaves no win
    // within the plies left.
    let saves = |mv: Move, memo: &mut Memo| {
        let next = pos.play_unchecked(mv);
        match next.winner() {
            Some((winner, _)) => winner == them,
            None => !wins_within_memo(&next, plies - 1, memo),
        }
    };
    let slot = plies as usize % 8;
    let killer = memo.saver[slot].filter(|&k| moves.contains(k));
    if moves.is_empty() || killer.is_some_and(|k| saves(k, memo)) {
        return false;
    }
    for &mv in moves.iter() {
        if Some(mv) != killer && saves(mv, memo) {
            memo.saver[slot] = Some(mv);
            return false;
        }
    }
    true
}
