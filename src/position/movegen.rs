//! Legal move generation (RULES.md sections 3–5) and perft.

use super::{MoveList, Position};
use crate::types::{Bitboard, Direction, Move, Square, NEIGHBOURS};

impl Position {
    /// Every legal move (RULES.md sections 2–5): the steps, then the double jumps, of the
    /// pieces that may move this turn. A won position (section 6, conditions 1–2) has none.
    /// Repetition is the game's business: see [`crate::Game::legal_moves`].
    ///
    /// ```
    /// use three_crowns::{Move, Position};
    /// let start = Position::start();
    /// let moves = start.legal_moves();
    /// assert_eq!(moves.len(), 32);
    /// assert!(moves.contains("a6-a7".parse::<Move>().unwrap()));
    /// assert!(moves.iter().all(|m| !m.is_jump()));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_won() {
            self.gen_moves(self.movable(), &mut list);
        }
        list
    }

    /// The legal double jumps only (for a quiescence search): the jumps of
    /// [`Position::legal_moves`], in the same order.
    #[must_use]
    pub fn legal_jumps(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_won() {
            self.gen_jumps(self.movable(), &mut |mv| list.push(mv));
        }
        list
    }

    /// The legal moves of the piece on `sq` (none when it holds no piece that may move
    /// now): the moves of [`Position::legal_moves`] from `sq`, in the same order.
    #[must_use]
    pub fn moves_from(&self, sq: Square) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_won() {
            self.gen_moves(self.movable() & sq.bb(), &mut list);
        }
        list
    }

    /// Pushes the steps, then the double jumps, of the pieces in `movers`.
    #[inline]
    fn gen_moves(&self, movers: Bitboard, list: &mut MoveList) {
        let empty = !self.occupied();
        for from in movers {
            for to in Bitboard(NEIGHBOURS[from.index()]) & empty {
                list.push(Move::step(from, to));
            }
        }
        self.gen_jumps(movers, &mut |mv| list.push(mv));
    }

    /// Counts the legal moves without listing them (perft's leaf count).
    #[inline]
    #[must_use]
    pub fn count_moves(&self) -> u64 {
        if self.is_won() {
            return 0;
        }
        let empty = !self.occupied();
        let movable = self.movable();
        let mut n = 0u64;
        for from in movable {
            n += u64::from((Bitboard(NEIGHBOURS[from.index()]) & empty).popcount());
        }
        self.gen_jumps(movable, &mut |_| n += 1);
        n
    }

    /// Generates the double jumps of the pieces in `movers`.
    #[inline]
    fn gen_jumps(&self, movers: Bitboard, emit: &mut impl FnMut(Move)) {
        let us = self.turn;
        let enemy = self.colors[us.other().index()];
        // Crowned jumpers hop Uncrowned enemies, Uncrowned jumpers hop Crowned enemies.
        let hop_for_crowned = enemy & !self.crowned;
        let hop_for_uncrowned = enemy & self.crowned;
        let crowned_movers = movers & self.crowned;
        let uncrowned_movers = movers & !self.crowned;
        for (jumpers, hoppable) in [
            (crowned_movers, hop_for_crowned),
            (uncrowned_movers, hop_for_uncrowned),
        ] {
            // A jump needs two hoppable pieces, and a jumper beside one of them.
            if jumpers.is_empty() || hoppable.popcount() < 2 {
                continue;
            }
            let mut near = 0u64;
            for h in hoppable {
                near |= NEIGHBOURS[h.index()];
            }
            let occupied = self.occupied();
            for from in jumpers & Bitboard(near) {
                // The jumper's own square is empty while it jumps.
                let empty = !occupied.without(from);
                for d1 in Direction::ALL {
                    let Some(land1) = hop(from, d1, hoppable, empty) else {
                        continue;
                    };
                    // Any direction but straight back, over the same piece.
                    for d2 in Direction::ALL.into_iter().filter(|&d| d != d1.opposite()) {
                        if let Some(land2) = hop(land1, d2, hoppable, empty) {
                            emit(Move::jump(from, land1, land2));
                        }
                    }
                }
            }
        }
    }

    /// Whether `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(mv)
    }

    /// Counts the legal move sequences of length `depth` (RULES.md section 11); repetition
    /// is ignored. Depth 0 counts 1.
    ///
    /// ```
    /// use three_crowns::Position;
    /// let start = Position::start();
    /// assert_eq!(start.perft(1), 32);
    /// assert_eq!(start.perft(3), 5634);
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => self
                .legal_moves()
                .iter()
                .map(|&mv| self.play_unchecked(mv).perft(depth - 1))
                .sum(),
        }
    }

    /// Perft split by first move: each legal move with its count at `depth - 1`.
    #[must_use]
    pub fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .map(|&mv| (mv, self.play_unchecked(mv).perft(depth - 1)))
            .collect()
    }
}

/// The landing square of a hop from `from` in `dir`: over an adjacent piece of `hoppable`
/// onto the `empty` square beyond it.
#[inline]
fn hop(from: Square, dir: Direction, hoppable: Bitboard, empty: Bitboard) -> Option<Square> {
    let over = from.offset(dir, 1)?;
    let land = from.offset(dir, 2)?;
    (hoppable.contains(over) && empty.contains(land)).then_some(land)
}
