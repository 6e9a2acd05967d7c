//! Simple reference players for measuring the levels (the match runner's `random`,
//! `greedy` and `minimax2` players): what level 1 must beat at least 90 % of the time
//! and level 8 at least 95 % (greedy) and 90 % (minimax2).

use crate::position::Position;
use crate::types::{Color, Move};

use super::levels::XorShift;

/// A reference player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    /// Any legal move, uniformly.
    Random,
    /// One ply: a win if there is one; else never a move that gives the opponent a win
    /// in one (when another move does not); among the rest a capture, else an uncrowning,
    /// else a crowning, else any; ties at random.
    Greedy,
    /// Two plies of minimax on material (pieces 100, Crowned pieces 30 more, wins and
    /// losses beyond any material); ties at random.
    Minimax2,
}

impl Baseline {
    /// The player named `random`, `greedy` or `minimax2`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Baseline> {
        match name {
            "random" => Some(Baseline::Random),
            "greedy" => Some(Baseline::Greedy),
            "minimax2" => Some(Baseline::Minimax2),
            _ => None,
        }
    }

    /// Its name, as [`Baseline::from_name`] reads it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Baseline::Random => "random",
            Baseline::Greedy => "greedy",
            Baseline::Minimax2 => "minimax2",
        }
    }

    /// Its move in `pos`; `None` only when there is no legal move or the game is won.
    pub fn choose(self, pos: &Position, rng: &mut XorShift) -> Option<Move> {
        if pos.winner().is_some() {
            return None;
        }
        let moves = pos.legal_moves();
        let scored: Vec<(Move, i32)> = moves
            .iter()
            .map(|&mv| {
                let score = match self {
                    Baseline::Random => 0,
                    Baseline::Greedy => greedy_score(pos, mv),
                    Baseline::Minimax2 => minimax2_score(pos, mv),
                };
                (mv, score)
            })
            .collect();
        let best = scored.iter().map(|m| m.1).max()?;
        let ties: Vec<Move> = scored.iter().filter(|m| m.1 == best).map(|m| m.0).collect();
        Some(ties[(rng.next() % ties.len() as u64) as usize])
    }
}

const WIN: i32 = 1_000_000;

/// Whether the side to move in `pos` has a move that wins at once.
fn wins_in_one(pos: &Position) -> bool {
    let us = pos.turn();
    pos.legal_moves().iter().any(|&mv| {
        pos.play_unchecked(mv)
            .winner()
            .is_some_and(|(w, _)| w == us)
    })
}

fn greedy_score(pos: &Position, mv: Move) -> i32 {
    let us = pos.turn();
    let (next, effects) = pos.play_with_effects(mv);
    if next.winner().is_some_and(|(w, _)| w == us) {
        return WIN;
    }
    if wins_in_one(&next) {
        return -WIN;
    }
    if effects.captured.is_some() {
        3
    } else if effects.uncrowned.is_some() {
        2
    } else if effects.crowned {
        1
    } else {
        0
    }
}

/// Material from `us`'s view: pieces 100, a Crowned piece 30 more; a won position ±WIN.
fn material(pos: &Position, us: Color) -> i32 {
    match pos.winner() {
        Some((w, _)) if w == us => return WIN,
        Some(_) => return -WIN,
        None => {}
    }
    let side =
        |c: Color| pos.pieces(c).popcount() as i32 * 100 + pos.crowned(c).popcount() as i32 * 30;
    side(us) - side(us.other())
}

fn minimax2_score(pos: &Position, mv: Move) -> i32 {
    let us = pos.turn();
    let next = pos.play_unchecked(mv);
    if next.winner().is_some() {
        return material(&next, us);
    }
    let replies = next.legal_moves();
    if replies.is_empty() {
        return 0; // No legal move: a draw.
    }
    replies
        .iter()
        .map(|&r| material(&next.play_unchecked(r), us))
        .min()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;

    #[test]
    fn names_round_trip() {
        for b in [Baseline::Random, Baseline::Greedy, Baseline::Minimax2] {
            assert_eq!(Baseline::from_name(b.name()), Some(b));
        }
        assert_eq!(Baseline::from_name("level 1"), None);
    }

    #[test]
    fn every_baseline_plays_legal_moves_and_takes_a_win_in_one_when_it_sees_it() {
        let suite =
            crate::puzzles::solve::parse_suite(include_str!("../../tests/tactics.tsv")).unwrap();
        let mut rng = XorShift::new(7);
        for t in &suite {
            for b in [Baseline::Random, Baseline::Greedy, Baseline::Minimax2] {
                let mv = b.choose(&t.position, &mut rng).unwrap();
                assert!(t.position.is_legal(mv), "{} played {mv} in {t}", b.name());
            }
            // After the winning line's first move and any reply, a win in one stands:
            // greedy and minimax2 take it.
            if t.plies == 3 {
                let after = t.position.play_unchecked(t.wins[0]);
                let reply = after.legal_moves()[0];
                let pos = after.play_unchecked(reply);
                for b in [Baseline::Greedy, Baseline::Minimax2] {
                    let mv = b.choose(&pos, &mut rng).unwrap();
                    let next = pos.play_unchecked(mv);
                    assert_eq!(
                        next.winner().map(|w| w.0),
                        Some(pos.turn()),
                        "{} in {t}",
                        b.name()
                    );
                }
            }
        }
        assert_eq!(
            Baseline::Greedy
                .choose(&parse_tcn(crate::tcn::START_TCN).unwrap(), &mut rng)
                .map(|m| Position::start().is_legal(m)),
            Some(true)
        );
    }
}
