//! A finished review as its game's record keeps it (issue 48, "Reviews kept"): the
//! evaluation of every position reviewed, in the record's `Review` tag, so that a game
//! reopened from "Your games" shows its marks, its accuracy and its graph at once, with
//! no search. The marks are made again from the evaluations (`review::marks`), as they
//! were when the review finished: the review's chances are rounded to the tag's
//! precision ([`quantise`]) before its marks are made.
//!
//! The tag's value is versioned: `1` and, for each position from the start, White's
//! chances in ten-thousandths (`0`–`10000`), followed by `:` and the engine's best move
//! in canonical notation where it had one (`1 5000:h6-g7 4400:a5-a6 10000`). A value
//! that cannot be read (another version, a number out of range, a move that cannot be
//! played there, more positions than the game has) is ignored: the game stays, without
//! its review. A record without the tag (every record before it) is a game not reviewed.

use std::fmt::Write as _;

use crate::game::Game;
use crate::types::{Color, Move};

use super::analysis::Eval;

pub mod mine;
pub mod tag;

use tag::VERSION;
pub use tag::{plies, TAG};

/// The chances' precision: ten-thousandths.
const SCALE: f64 = 10_000.0;

/// `chance` (0…1) as the tag keeps it, in ten-thousandths.
fn steps(chance: f64) -> u32 {
    // Within 0…10000: the cast cannot wrap.
    (chance.clamp(0.0, 1.0) * SCALE).round() as u32
}

/// `chance` (0…1) rounded to the tag's precision.
#[must_use]
pub fn quantise(chance: f64) -> f64 {
    f64::from(steps(chance)) / SCALE
}

/// The tag's value for the review `evals` (`evals[i]` after `i` moves).
#[must_use]
pub fn encode(evals: &[Eval]) -> String {
    let mut out = String::from(VERSION);
    for e in evals {
        let _ = write!(out, " {}", steps(e.white_chance));
        if let Some(best) = e.best() {
            let _ = write!(out, ":{best}");
        }
    }
    out
}

/// The evaluations the kept review `text` holds of `game`'s positions (the first
/// `plies(text) + 1` of them), each best move checked against the rules; `None` for a
/// value that cannot be read.
#[must_use]
#[inline(never)]
pub fn decode(text: &str, game: &Game) -> Option<Vec<Eval>> {
    let rest = text.strip_prefix(VERSION)?.strip_prefix(' ')?;
    let mut evals = Vec::new();
    for (ply, part) in rest.split(' ').enumerate() {
        let pos = game.position_at(ply)?;
        let (chance, best) = match part.split_once(':') {
            Some((c, b)) => (c, Some(b)),
            None => (part, None),
        };
        if chance.is_empty() || !chance.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = chance.parse().ok()?;
        if f64::from(n) > SCALE {
            return None;
        }
        let line = match best {
            Some(b) => {
                let mv: Move = b.parse().ok()?;
                if mv.to_string() != b || !pos.is_legal(mv) {
                    return None;
                }
                vec![mv]
            }
            None => Vec::new(),
        };
        evals.push(Eval {
            depth: u32::from(!line.is_empty()),
            white_chance: f64::from(n) / SCALE,
            win_in: None,
            line,
        });
    }
    Some(evals)
}

/// `game` cut to its first `plies` moves: the game a kept review covers.
#[must_use]
pub fn reviewed_game(game: &Game, plies: usize) -> Option<Game> {
    let mut g = game.clone();
    while g.ply() > plies {
        g.undo()?;
    }
    g.forget_redo();
    Some(g)
}

/// Each side's accuracy in tenths (0–1000, `None`: a side that made no move) of the
/// kept review `text` of `game`; `None` for a value that cannot be read.
#[must_use]
#[inline(never)]
pub fn accuracy_tenths(text: &str, game: &Game) -> Option<[Option<u16>; 2]> {
    Some(tenths_of(&decode(text, game)?, game))
}

/// Each side's accuracy in tenths by the evaluations `evals` of `game`'s positions.
fn tenths_of(evals: &[Eval], game: &Game) -> [Option<u16>; 2] {
    let chances: Vec<f64> = evals.iter().map(|e| e.white_chance).collect();
    let [w, b] = super::accuracy::accuracy(&chances, game.start().turn());
    // Within 0…1000: the cast cannot wrap.
    let tenths = |a: Option<f64>| a.map(|a| (a.clamp(0.0, 100.0) * 10.0).round() as u16);
    [tenths(w), tenths(b)]
}

/// The side that made move `ply` (1: the first) of `game`.
#[must_use]
pub fn mover(game: &Game, ply: usize) -> Option<Color> {
    Some(game.position_at(ply.checked_sub(1)?)?.turn())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::review;
    use crate::ui::testing::mv;

    fn eval(white_chance: f64, best: Option<&str>) -> Eval {
        Eval {
            depth: 7,
            white_chance,
            win_in: None,
            line: best.map(mv).into_iter().collect(),
        }
    }

    fn game() -> Game {
        let mut g = Game::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            g.play(mv(m)).unwrap();
        }
        g
    }

    fn evals() -> Vec<Eval> {
        vec![
            eval(0.5, Some("h6-g7")),
            eval(0.44, Some("a5-a6")),
            eval(0.9, Some("a7-b7")),
            eval(0.123_456, Some("b4-c5")),
        ]
    }

    #[test]
    fn a_review_comes_back_as_it_was_kept() {
        let text = encode(&evals());
        assert_eq!(text, "1 5000:h6-g7 4400:a5-a6 9000:a7-b7 1235:b4-c5");
        assert_eq!(plies(&text), Some(3));
        let back = decode(&text, &game()).unwrap();
        assert_eq!(back.len(), 4);
        assert_eq!(back[3].white_chance, quantise(0.123_456));
        assert_eq!(back[1].best(), Some(mv("a5-a6")));
        // The marks made again are the marks made from the quantised evaluations.
        let mut rounded = evals();
        for e in &mut rounded {
            e.white_chance = quantise(e.white_chance);
        }
        assert_eq!(
            review::marks(&game(), &back),
            review::marks(&game(), &rounded)
        );
        assert_eq!(encode(&back), text);
        // A finished position has no move: kept as such.
        let finished = [eval(1.0, None)];
        assert_eq!(encode(&finished), "1 10000");
        assert_eq!(decode("1 10000", &Game::default()).unwrap()[0].best(), None);
        // Accuracy from the kept chances alone.
        let [w, b] = accuracy_tenths(&text, &game()).unwrap();
        assert!(w.is_some() && b.is_some());
    }

    #[test]
    fn a_review_of_the_game_before_it_went_on_covers_its_first_moves() {
        let text = encode(&evals()[..2]);
        assert_eq!(plies(&text), Some(1));
        assert_eq!(decode(&text, &game()).unwrap().len(), 2);
        let cut = reviewed_game(&game(), 1).unwrap();
        assert_eq!(cut.move_list(), vec![mv("a6-a7")]);
        assert!(!cut.can_redo());
        assert_eq!(mover(&game(), 2), Some(Color::Black));
        assert_eq!(mover(&game(), 0), None);
    }

    #[test]
    fn a_garbled_review_is_ignored() {
        let g = game();
        for bad in [
            "",
            "1",
            "1 ",
            "2 5000:h6-g7",
            "1  5000:h6-g7",
            "1 5000:h6-g7 ",
            "1 10001",
            "1 -5",
            "1 +5",
            "1 50.5",
            "1 x:h6-g7",
            "1 5000:",
            "1 5000:h6",
            "1 5000:H6-G7",
            "1 5000:a6-a8",
            "1 5000:a5-a6",
            "1 5000 5000 5000 5000 5000",
            "1 99999999999999999999",
            "1 5000:h6-g7\u{0} 4400",
            "☃",
        ] {
            assert_eq!(decode(bad, &g), None, "{bad:?}");
            assert_eq!(accuracy_tenths(bad, &g), None, "{bad:?}");
        }
        assert_eq!(plies("2 5000"), None);
    }
}
