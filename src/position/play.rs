//! Playing a move (RULES.md sections 3–5: crowning, uncrowning, capture, the second-turn
//! binding) and explaining why one is refused.

use super::zobrist::{binding_key, black_to_move_key, piece_key};
use super::{JumpProblem, MoveEffects, Outcome, Piece, PlayError, Position};
use crate::types::{Color, Move, Square};

impl Position {
    /// Plays `mv` if it is one of the generated legal moves (RULES.md sections 2–6) and
    /// returns the position after it; otherwise says why not ([`PlayError`]). `self` is never
    /// changed: a position is a value.
    ///
    /// ```
    /// use three_crowns::{parse_tcn, to_tcn, PlayError, Position};
    /// let start = Position::start();
    /// let next = start.play("a6-a7".parse().unwrap()).unwrap();
    /// assert_eq!(to_tcn(&next), "bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1");
    /// // An Uncrowned c3 hops the Crowned d4 and f4: the second is uncrowned.
    /// let p = parse_tcn("1bbbbbbb/8/8/8/3B1B2/2w5/8/wwwwwww1 w - 5").unwrap();
    /// let after = p.play("c3xe5xg3".parse().unwrap()).unwrap();
    /// assert_eq!(to_tcn(&after), "1bbbbbbb/8/8/8/3B1b2/6w1/8/wwwwwww1 b - 5");
    /// assert_eq!(
    ///     start.play("d4-d5".parse().unwrap()),
    ///     Err(PlayError::EmptyOrigin("d4".parse().unwrap()))
    /// );
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, PlayError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Checks `mv` against the generated legal moves, explaining a refusal.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if let Some((winner, reason)) = self.winner() {
            return Err(PlayError::GameOver(Outcome::Win { winner, reason }));
        }
        if self.is_legal(mv) {
            return Ok(());
        }
        Err(self.explain(mv))
    }

    /// Why an illegal move is illegal, as precisely as the rules allow.
    fn explain(&self, mv: Move) -> PlayError {
        let from = mv.from();
        let Some(piece) = self.piece_at(from) else {
            return PlayError::EmptyOrigin(from);
        };
        if piece.color != self.turn {
            return PlayError::NotYourPiece {
                square: from,
                to_move: self.turn,
            };
        }
        if !self.movable().contains(from) {
            if let Some(bound) = self.binding {
                return PlayError::BoundPiece { bound };
            }
        }
        let Some(via) = mv.via() else {
            if from.distance(mv.to()) != 1 {
                return PlayError::NotAdjacent(mv);
            }
            return PlayError::Occupied(mv.to());
        };
        let why = self.explain_jump(mv, via, piece);
        PlayError::IllegalJump { mv, why }
    }

    fn explain_jump(&self, mv: Move, via: Square, piece: Piece) -> JumpProblem {
        let Some((over1, over2)) = mv.hopped() else {
            return JumpProblem::HopShape;
        };
        let empty = !self.occupied().without(mv.from());
        if over1 == over2 {
            return JumpProblem::StraightBack;
        }
        for over in [over1, over2] {
            match self.piece_at(over) {
                None => return JumpProblem::NothingToHop,
                Some(p) if p.color == piece.color => return JumpProblem::OwnPiece,
                Some(p) if p.crowned == piece.crowned => {
                    return if piece.crowned {
                        JumpProblem::CrownedHopsCrowned
                    } else {
                        JumpProblem::UncrownedHopsUncrowned
                    };
                }
                Some(_) => {}
            }
        }
        if !empty.contains(via) || !empty.contains(mv.to()) {
            return JumpProblem::LandingOccupied;
        }
        JumpProblem::NotLegal
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]). Playing anything else
    /// gives an unspecified (but memory-safe) position.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[must_use]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        self.play_with_effects(mv).0
    }

    /// Plays a legal move and reports what it did.
    #[must_use]
    pub fn play_with_effects(&self, mv: Move) -> (Position, MoveEffects) {
        let mut p = *self;
        let mut fx = MoveEffects::default();
        let us = self.turn;
        let them = us.other();
        let (from, to) = (mv.from(), mv.to());
        let was_crowned = p.crowned.contains(from);
        let mut key = self.key;
        key ^= piece_key(us, was_crowned, from) ^ piece_key(us, was_crowned, to);
        p.colors[us.index()] = p.colors[us.index()].without(from).with(to);
        if was_crowned {
            p.crowned = p.crowned.without(from).with(to);
        }
        if let Some((_, second)) = mv.hopped() {
            if was_crowned {
                // A Crowned jumper captures the second Uncrowned piece it hopped.
                p.colors[them.index()] = p.colors[them.index()].without(second);
                key ^= piece_key(them, false, second);
                fx.captured = Some(second);
            } else {
                // An Uncrowned jumper uncrowns the second Crowned piece, or captures it when
                // as an Uncrowned piece it would stand in a Troika of its own colour.
                p.crowned = p.crowned.without(second);
                key ^= piece_key(them, true, second);
                if p.uncrowned(them).in_line_of_three(second) {
                    p.colors[them.index()] = p.colors[them.index()].without(second);
                    fx.captured = Some(second);
                } else {
                    key ^= piece_key(them, false, second);
                    fx.uncrowned = Some(second);
                }
            }
        }
        if !was_crowned && p.uncrowned(us).in_line_of_three(to) {
            p.crowned = p.crowned.with(to);
            key ^= piece_key(us, false, to) ^ piece_key(us, true, to);
            fx.crowned = true;
        }
        // The second-turn rule: set by White's move of move number 1, kept through Black's
        // reply (unless Black captures the bound piece: the rule lapses), cleared by White.
        p.binding = match us {
            Color::White if self.fullmove == 1 => Some(to),
            Color::White => None,
            Color::Black => self
                .binding
                .filter(|&b| p.colors[Color::White.index()].contains(b)),
        };
        if p.binding != self.binding {
            key ^= binding_key(self.binding) ^ binding_key(p.binding);
        }
        if us == Color::Black {
            p.fullmove = self.fullmove.saturating_add(1);
        }
        p.turn = them;
        p.key = key ^ black_to_move_key();
        debug_assert_eq!(p.key, p.zobrist_from_scratch(), "{self:?} {mv}");
        (p, fx)
    }

    /// The position with the turn passed to the other side and no second-turn binding:
    /// a null move, for the search's null-move pruning and threat tests (never a move of
    /// the game: passing is not allowed, RULES.md section 2). The key follows.
    #[must_use]
    pub(crate) fn passed(&self) -> Position {
        let mut p = *self;
        p.turn = self.turn.other();
        p.binding = None;
        p.key = self.key ^ black_to_move_key() ^ binding_key(self.binding);
        debug_assert_eq!(p.key, p.zobrist_from_scratch());
        p
    }
}
