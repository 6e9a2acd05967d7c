//! A game: a start position, the moves played, undo and redo, and threefold repetition
//! (RULES.md section 6, condition 4).

use crate::position::{DrawReason, MoveEffects, MoveList, Outcome, PlayError, Position, WinReason};
use crate::types::{Color, Move};

/// One move of a game's history with what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// What it did.
    pub effects: MoveEffects,
}

/// A game in progress or finished. The history is a list of positions: `positions[0]` is
/// the start, `positions[i]` the position after `i` moves.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    /// The Zobrist key of each position of `positions`: repetition is counted among the
    /// positions with the current key alone, found by a scan of the keys (timed as fast
    /// as a hash table of plies by key at 20,000 plies: see docs/MEASUREMENTS.md, "Long games").
    hashes: Vec<u64>,
    moves: Vec<PlayedMove>,
    /// Moves undone, most recently undone last.
    redo: Vec<Move>,
    repetition_rule: bool,
    /// How the players ended the game off the board (a resignation or an agreed draw),
    /// if they did.
    declared: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::start())
    }
}

impl Game {
    /// A game from `start`, with the repetition rule on.
    #[must_use]
    pub fn new(start: Position) -> Game {
        Game {
            hashes: vec![start.zobrist()],
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            repetition_rule: true,
            declared: None,
        }
    }

    // `Game::from_moves`, a recorded game replayed, is in `replay.rs` with the replay
    // policy it follows (the replay uses a game, never the other way round).

    /// The position the game started from (`position_at(0)`).
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after `ply` moves (0 = start), if that many were played.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played, in order, with their effects.
    #[must_use]
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The moves played, in order.
    #[must_use]
    pub fn move_list(&self) -> Vec<Move> {
        self.moves.iter().map(|p| p.mv).collect()
    }

    /// How many moves have been played (undone ones not counted).
    #[must_use]
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// Whether the threefold repetition rule is on (RULES.md section 6, condition 4).
    #[must_use]
    pub fn repetition_rule(&self) -> bool {
        self.repetition_rule
    }

    /// Switches the threefold repetition rule on or off; the history is kept.
    pub fn set_repetition_rule(&mut self, on: bool) {
        self.repetition_rule = on;
    }

    /// How often the current position has occurred in this game (board, side, binding).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        let (cur, key) = (self.position(), self.hash());
        self.hashes
            .iter()
            .zip(&self.positions)
            .filter(|&(&h, p)| h == key && p.same_for_repetition(cur))
            .count()
    }

    /// The game's outcome: RULES.md section 6, conditions 1–4 in order.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(o) = pos.outcome() {
            return Some(o);
        }
        if let Some(o) = self.declared {
            return Some(o);
        }
        if self.repetition_rule && self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        None
    }

    /// `side` resigns: the other side wins ([`WinReason::Resignation`]). For two people at
    /// one screen; undone by [`Game::withdraw`].
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is already over; nothing changes.
    pub fn resign(&mut self, side: Color) -> Result<Outcome, PlayError> {
        self.declare(Outcome::Win {
            winner: side.other(),
            reason: WinReason::Resignation,
        })
    }

    /// `side`'s clock ran out: the other side wins ([`WinReason::Time`]). Final: neither
    /// withdrawn ([`Game::withdraw`]) nor taken back with a move ([`Game::undo`]), as a
    /// result on time stands on lichess.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is already over; nothing changes.
    pub fn flag(&mut self, side: Color) -> Result<Outcome, PlayError> {
        self.declare(Outcome::Win {
            winner: side.other(),
            reason: WinReason::Time,
        })
    }

    /// `side` left a live game and the other side claimed it ([`WinReason::Abandoned`]).
    /// Final, as a loss on time is.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is already over; nothing changes.
    pub fn abandon(&mut self, side: Color) -> Result<Outcome, PlayError> {
        self.declare(Outcome::Win {
            winner: side.other(),
            reason: WinReason::Abandoned,
        })
    }

    /// Both players agree a draw ([`DrawReason::Agreement`]); undone by [`Game::withdraw`].
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is already over; nothing changes.
    pub fn agree_draw(&mut self) -> Result<Outcome, PlayError> {
        self.declare(Outcome::Draw(DrawReason::Agreement))
    }

    fn declare(&mut self, outcome: Outcome) -> Result<Outcome, PlayError> {
        if let Some(o) = self.outcome() {
            return Err(PlayError::GameOver(o));
        }
        self.declared = Some(outcome);
        Ok(outcome)
    }

    /// Takes back a resignation or an agreed draw; returns it (`None` if there was none).
    /// A loss on time is not withdrawn: the clock that ran out would end it again.
    pub fn withdraw(&mut self) -> Option<Outcome> {
        if self.is_final() {
            return None;
        }
        self.declared.take()
    }

    /// The resignation or agreed draw that ended the game, if the players ended it.
    #[must_use]
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }

    /// The legal moves now (none once the game is over, repetition included).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let pos = self.position();
        if self.declared.is_some() || (self.repetition_rule && self.repetitions() >= 3) {
            return MoveList::new();
        }
        pos.legal_moves()
    }

    /// Plays `mv` if it is legal now (RULES.md sections 2–6, repetition included when the
    /// rule is on); otherwise says why and changes nothing.
    ///
    /// ```
    /// use three_crowns::{Game, PlayError};
    /// let mut game = Game::default();
    /// let played = game.play("a6-a7".parse().unwrap()).unwrap();
    /// assert!(!played.effects.crowned);
    /// game.play("a5-b4".parse().unwrap()).unwrap();
    /// // The second-turn rule binds White to the piece it moved first, now on a7.
    /// let refused = game.play("h6-g7".parse().unwrap());
    /// assert_eq!(refused, Err(PlayError::BoundPiece { bound: "a7".parse().unwrap() }));
    /// assert_eq!(game.ply(), 2);
    /// ```
    ///
    /// A move equal to the next redo move keeps the rest of the redo line.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, PlayError> {
        let pos = *self.position();
        let legal = pos.check(mv);
        // The legal moves are generated once; the outcome only matters for a refusal, a
        // repetition that ended the game or the players' declared end.
        if legal.is_err()
            || self.declared.is_some()
            || (self.repetition_rule && self.repetitions() >= 3)
        {
            if let Some(o) = self.outcome() {
                return Err(PlayError::GameOver(o));
            }
        }
        legal?;
        let (next, effects) = pos.play_with_effects(mv);
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        let played = PlayedMove { mv, effects };
        let key = next.zobrist();
        self.positions.push(next);
        self.hashes.push(key);
        self.moves.push(played);
        Ok(played)
    }

    /// Whether the game was lost on time (a final result: [`Game::flag`]).
    #[must_use]
    pub fn lost_on_time(&self) -> bool {
        matches!(
            self.declared,
            Some(Outcome::Win {
                reason: WinReason::Time,
                ..
            })
        )
    }

    /// Whether the players' end of the game is final: a loss on time, or a live game
    /// claimed when the loser left ([`Game::abandon`]). Neither is withdrawn nor taken
    /// back with a move.
    #[must_use]
    pub fn is_final(&self) -> bool {
        matches!(
            self.declared,
            Some(Outcome::Win {
                reason: WinReason::Time | WinReason::Abandoned,
                ..
            })
        )
    }

    /// Whether there is a move to take back (none once the end is final:
    /// [`Game::is_final`]).
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty() && !self.is_final()
    }

    /// Whether there is an undone move to play again (none once the game is over, e.g.
    /// when the repetition rule was switched on at a third repetition).
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.outcome().is_none()
    }

    /// Takes back the last move; it can be redone. Returns it; `None` without a move or
    /// once the end is final ([`Game::is_final`]; nothing changes).
    pub fn undo(&mut self) -> Option<PlayedMove> {
        if self.is_final() {
            return None;
        }
        let played = self.moves.pop()?;
        self.declared = None;
        self.positions.pop();
        self.hashes.pop();
        self.redo.push(played.mv);
        Some(played)
    }

    /// Forgets the moves taken back: none can be played again (a takeback agreed with a
    /// friend takes them back for good).
    pub fn forget_redo(&mut self) {
        self.redo.clear();
    }

    /// Plays again the last undone move. Returns it.
    pub fn redo(&mut self) -> Option<PlayedMove> {
        let mv = *self.redo.last()?;
        self.play(mv).ok()
    }

    /// The Zobrist keys of the history: `hashes()[i]` is the key of the position after `i`
    /// moves ([`Game::position_at`]), the last one the current position's. For repetition
    /// checks inside a search (RULES.md section 6, condition 4).
    #[must_use]
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The Zobrist key of the current position.
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hashes.last().copied().unwrap_or(0)
    }
}
