//! Takebacks in a live game, and which of two pages' games is newer (docs/design/
//! live-play.md, section 5.4). A link can only grow a game, so a takeback, which shrinks
//! it, is counted: each game carries how many takebacks were agreed in it (its
//! *generation*), and of two games the one with more is newer.
//!
//! - Asked at ply `at` by a player, a takeback undoes that player's last move, and the
//!   reply after it if there is one: the game goes back to the ply before the asker's
//!   last move ([`back_to`]).
//! - Agreed, both pages go back to that ply, whatever the asker played since (moves made
//!   after asking are void, as the earlier end stands for links), and count one more
//!   takeback.
//! - A page that hears a game of a higher generation goes back to where the two games
//!   agree and goes on from the other's ([`compare`]).

use crate::game::Game;
use crate::types::Color;

/// The ply a takeback asked by `asker` at ply `at` of `game` goes back to: before the
/// asker's last move up to `at`. `None` when the asker has made no move by then (or
/// `at` is beyond the game).
#[must_use]
pub fn back_to(game: &Game, asker: Color, at: usize) -> Option<usize> {
    if at > game.ply() {
        return None;
    }
    (0..at)
        .rev()
        .find(|&p| game.position_at(p).is_some_and(|pos| pos.turn() == asker))
}

/// How many first moves `a` and `b` have in common (0 when they start apart).
#[must_use]
pub fn common_plies(a: &Game, b: &Game) -> usize {
    if a.start() != b.start() {
        return 0;
    }
    a.move_list()
        .iter()
        .zip(b.move_list().iter())
        .take_while(|(x, y)| x == y)
        .count()
}

/// How a game heard from the other page stands to the one here, by generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Newer {
    /// Both have the same number of takebacks: the game is reconciled as a link is.
    Same,
    /// The other page's has more: go back to this ply (where the two agree), take its
    /// generation, then reconcile as a link.
    Theirs(usize),
    /// Ours has more: theirs is older and changes nothing (the other page catches up
    /// from ours).
    Ours,
}

/// How `theirs` (with `their_generation` takebacks) stands to `ours` (with
/// `our_generation`).
#[must_use]
pub fn compare(ours: &Game, our_generation: u32, theirs: &Game, their_generation: u32) -> Newer {
    match their_generation.cmp(&our_generation) {
        std::cmp::Ordering::Equal => Newer::Same,
        std::cmp::Ordering::Less => Newer::Ours,
        std::cmp::Ordering::Greater => Newer::Theirs(common_plies(ours, theirs)),
    }
}

/// A takeback asked and not yet answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// Who asked.
    pub by: Color,
    /// The asker's ply when asking.
    pub at: usize,
    /// The game's generation when asking.
    pub generation: u32,
}

impl Asked {
    /// Whether this request may still be agreed to on `game` at `generation`: nothing
    /// was taken back since, and the other side has not moved after it (a move of the
    /// side asked declines it).
    #[must_use]
    pub fn stands(&self, game: &Game, generation: u32) -> bool {
        generation == self.generation
            && back_to(game, self.by, self.at.min(game.ply())).is_some()
            && (self.at..game.ply())
                .all(|p| game.position_at(p).is_none_or(|pos| pos.turn() == self.by))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Move;

    /// The start, then `plies` moves (the first legal one in a fixed order each time).
    fn game(plies: usize) -> Game {
        let mut g = Game::default();
        for _ in 0..plies {
            let mut legal: Vec<Move> = g.legal_moves().iter().copied().collect();
            crate::sort::sort_by_key(&mut legal, |m| crate::ui::friend::link::move_key(*m));
            g.play(legal[0]).expect("legal");
        }
        g
    }

    fn turn(g: &Game, ply: usize) -> Color {
        g.position_at(ply).expect("a ply of the game").turn()
    }

    #[test]
    fn a_takeback_undoes_the_askers_last_move_and_the_reply_after_it() {
        let g = game(6);
        // White asks with Black to move: White's last move only.
        let white_asks_at = (1..=6)
            .find(|&p| turn(&g, p) == Color::Black)
            .expect("black to move");
        let back = back_to(&g, Color::White, white_asks_at).expect("white moved");
        assert_eq!(back, white_asks_at - 1);
        assert_eq!(turn(&g, back), Color::White);
        // Black asks with Black to move: Black's move and White's reply after it.
        let black_asks_at = (2..=6)
            .rev()
            .find(|&p| turn(&g, p) == Color::Black && turn(&g, p - 1) == Color::White)
            .expect("a reply");
        let back = back_to(&g, Color::Black, black_asks_at).expect("black moved");
        assert_eq!(turn(&g, back), Color::Black);
        assert!(back < black_asks_at - 1);
    }

    #[test]
    fn nothing_to_take_back_before_the_askers_first_move() {
        let g = game(1);
        assert_eq!(back_to(&g, Color::Black, 1), None, "Black has not moved");
        assert_eq!(back_to(&g, Color::White, 1), Some(0));
        assert_eq!(back_to(&g, Color::White, 2), None, "beyond the game");
        assert_eq!(back_to(&Game::default(), Color::White, 0), None);
    }

    #[test]
    fn the_game_with_more_takebacks_is_newer_and_the_other_goes_back_to_where_they_agree() {
        let ours = game(8);
        let mut theirs = game(5);
        assert_eq!(compare(&ours, 1, &theirs, 1), Newer::Same);
        assert_eq!(compare(&ours, 2, &theirs, 1), Newer::Ours);
        assert_eq!(compare(&ours, 1, &theirs, 2), Newer::Theirs(5));
        // Theirs went back to ply 5 and went on differently.
        let legal: Vec<Move> = theirs.legal_moves().iter().copied().collect();
        let other = legal
            .iter()
            .copied()
            .find(|m| Some(*m) != ours.move_list().get(5).copied())
            .expect("another move");
        theirs.play(other).expect("legal");
        assert_eq!(common_plies(&ours, &theirs), 5);
        assert_eq!(compare(&ours, 0, &theirs, 1), Newer::Theirs(5));
    }

    #[test]
    fn a_request_lapses_when_the_side_asked_moves_or_a_takeback_came_between() {
        let g = game(6);
        let at = (1..=5)
            .find(|&p| turn(&g, p) == Color::Black)
            .expect("black to move");
        let asked = Asked {
            by: Color::White,
            at,
            generation: 3,
        };
        let mut now = game(at);
        assert!(asked.stands(&now, 3));
        assert!(!asked.stands(&now, 4), "a takeback came between");
        // Black, the side asked, moves: the request lapses.
        let legal: Vec<Move> = now.legal_moves().iter().copied().collect();
        now.play(legal[0]).expect("legal");
        assert_eq!(turn(&now, at), Color::Black);
        assert!(!asked.stands(&now, 3));
    }
}
