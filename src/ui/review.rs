//! The post-game review's logic: what the engine is asked about each position of a game
//! (a bounded search each), how each move is classed by the winning chances its side gave
//! away, the per-side summary, and the review written as annotations of the `.tcg`
//! record (their words: `words::review_annotation`). Natively tested; `web` runs the
//! searches in the worker and shows the result.
//!
//! The classes follow lichess's: lichess classes a move by the loss of the mover's
//! winning chances on a −1…+1 scale, 0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder
//! (`lila/modules/analyse/src/main/Advice.scala`). On this page's 0…1 scale (White's
//! chances as a fraction) those are 0.05, 0.10 and 0.15.

use std::fmt;

use crate::engine::{Command, Go};
use crate::game::Game;
use crate::position::Position;
use crate::types::{Color, Move};

use super::analysis::Eval;
use super::computer::search_commands;

/// Nodes each position of a review searches: bounds a 100-ply game's review to about
/// 15 s in the browser (docs/MEASUREMENTS.md, "Puzzles").
pub const REVIEW_NODES: u64 = 60_000;

/// A loss of the mover's winning chances (0…1) from which a move is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// … a mistake.
pub const MISTAKE: f64 = 0.10;
/// … a blunder.
pub const BLUNDER: f64 = 0.15;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Gave away at least [`INACCURACY`] of its side's chances.
    Inaccuracy,
    /// At least [`MISTAKE`].
    Mistake,
    /// At least [`BLUNDER`].
    Blunder,
}

impl Class {
    /// All classes, mildest first.
    pub const ALL: [Class; 3] = [Class::Inaccuracy, Class::Mistake, Class::Blunder];

    /// The API's word: `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The move list's mark: `?!`, `?`, `??`.
    #[must_use]
    pub const fn glyph(self) -> &'static str {
        match self {
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The class of a move that lost `loss` of its side's winning chances (0…1), if any.
#[must_use]
pub fn classify(loss: f64) -> Option<Class> {
    if loss >= BLUNDER {
        Some(Class::Blunder)
    } else if loss >= MISTAKE {
        Some(Class::Mistake)
    } else if loss >= INACCURACY {
        Some(Class::Inaccuracy)
    } else {
        None
    }
}

/// A marked move of a reviewed game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    /// The move's ply, 1 for the game's first move.
    pub ply: usize,
    /// Who played it.
    pub side: Color,
    /// How bad it was.
    pub class: Class,
    /// The engine's move in its place.
    pub better: Move,
    /// The mover's winning chances it gave away (0…1).
    pub loss: f64,
    /// Why `better` was better.
    pub why: Better,
}

/// Why the engine's move was better than the one played, as the review says it: the
/// first that holds of a win at once, the opponent's win at once stopped, a capture, an
/// uncrowning and a crowning by the better move, else the chances it keeps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Better {
    /// It wins at once.
    WinsAtOnce,
    /// The move played let the opponent win at once; this one does not.
    StopsWin,
    /// It takes a piece.
    Captures,
    /// It uncrowns a piece.
    Uncrowns,
    /// It Crowns the piece that moves.
    Crowns,
    /// It keeps the mover's winning chances at the first (0…1), where the move played
    /// left the second.
    Keeps(f64, f64),
}

/// Why `better` was better than `played` in `pos` for a mover whose chances went from
/// `chance` to `chance - loss`.
#[must_use]
pub fn why_better(pos: &Position, played: Move, better: Move, chance: f64, loss: f64) -> Better {
    let side = pos.turn();
    let (after_better, effects) = pos.play_with_effects(better);
    let after_played = pos.play_unchecked(played);
    let opponent_wins = |p: &Position| {
        p.won_by(side.other()).is_some()
            || (p.winner().is_none() && crate::search::movegen::winning_move(p).is_some())
    };
    if after_better.won_by(side).is_some() {
        Better::WinsAtOnce
    } else if opponent_wins(&after_played) && !opponent_wins(&after_better) {
        Better::StopsWin
    } else if effects.captured.is_some() {
        Better::Captures
    } else if effects.uncrowned.is_some() {
        Better::Uncrowns
    } else if effects.crowned {
        Better::Crowns
    } else {
        Better::Keeps(chance, chance - loss)
    }
}

/// The engine's commands evaluating the position after `ply` moves of `game` within the
/// review's node budget.
#[must_use]
pub fn request(game: &Game, ply: usize) -> Vec<Command> {
    let go = Go {
        nodes: Some(REVIEW_NODES),
        ..Go::default()
    };
    search_commands(game, ply, None, None, go)
}

/// The marked moves of `game` given the evaluation of every position (`evals[i]` after
/// `i` moves, `evals.len() == game.ply() + 1`): each move whose side's chances fell by
/// an inaccuracy or more, and that was not the engine's own best move, with that move.
#[must_use]
pub fn marks(game: &Game, evals: &[Eval]) -> Vec<Mark> {
    let mut out = Vec::new();
    for (i, played) in game.moves().iter().enumerate() {
        let (Some(before), Some(after), Some(pos)) =
            (evals.get(i), evals.get(i + 1), game.position_at(i))
        else {
            break;
        };
        let side = pos.turn();
        let Some(better) = before.best() else {
            continue;
        };
        if better == played.mv {
            continue;
        }
        let loss = before.chance_of(side) - after.chance_of(side);
        if let Some(class) = classify(loss) {
            out.push(Mark {
                ply: i + 1,
                side,
                class,
                better,
                loss,
                why: why_better(pos, played.mv, better, before.chance_of(side), loss),
            });
        }
    }
    out
}

/// How many moves of each class `side` made.
#[must_use]
pub fn summary(marks: &[Mark], side: Color) -> [usize; 3] {
    let mut counts = [0; 3];
    for m in marks.iter().filter(|m| m.side == side) {
        counts[m.class as usize] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::{eval, mv};

    #[test]
    fn thresholds_are_lichesss_on_a_zero_to_one_scale() {
        assert_eq!(classify(0.0), None);
        assert_eq!(classify(0.049), None);
        assert_eq!(classify(0.05), Some(Class::Inaccuracy));
        assert_eq!(classify(0.099), Some(Class::Inaccuracy));
        assert_eq!(classify(0.10), Some(Class::Mistake));
        assert_eq!(classify(0.149), Some(Class::Mistake));
        assert_eq!(classify(0.15), Some(Class::Blunder));
        assert_eq!(classify(1.0), Some(Class::Blunder));
        // A move that gained chances is never marked.
        assert_eq!(classify(-0.4), None);
    }

    #[test]
    fn moves_are_classed_by_their_sides_loss() {
        let mut game = Game::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            game.play(mv(m)).unwrap();
        }
        let evals = [
            eval(0.50, "h6-g7"), // White plays a6-a7 instead: loses 0.06 (inaccuracy)
            eval(0.44, "a5-a6"), // Black plays a5-b4 instead: White goes to 0.90 (blunder)
            eval(0.90, "a7-b7"), // White plays the engine's move: never marked
            eval(0.10, "b4-c5"),
        ];
        let m = marks(&game, &evals);
        assert_eq!(m.len(), 2);
        assert_eq!(
            (m[0].ply, m[0].side, m[0].class),
            (1, Color::White, Class::Inaccuracy)
        );
        assert_eq!(m[0].better, mv("h6-g7"));
        assert_eq!(
            (m[1].ply, m[1].side, m[1].class),
            (2, Color::Black, Class::Blunder)
        );
        assert!((m[1].loss - 0.46).abs() < 1e-9);
        assert_eq!(summary(&m, Color::White), [1, 0, 0]);
        assert_eq!(summary(&m, Color::Black), [0, 0, 1]);
    }

    #[test]
    fn the_better_move_says_why() {
        use crate::tcn::parse_tcn;
        // White to move wins at once by b4-b3 (a2 b3 c4, all Crowned).
        let win = parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww w - 9").unwrap();
        let played = win
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != mv("b4-b3"))
            .unwrap();
        assert_eq!(
            why_better(&win, played, mv("b4-b3"), 0.6, 0.5),
            Better::WinsAtOnce
        );
        // Nothing special: the chances kept.
        let start = crate::position::Position::start();
        assert_eq!(
            why_better(&start, mv("a6-a7"), mv("h6-g7"), 0.5, 0.25),
            Better::Keeps(0.5, 0.25)
        );
    }

    #[test]
    fn a_partial_review_marks_only_what_it_has() {
        let mut game = Game::default();
        game.play(mv("a6-a7")).unwrap();
        assert!(marks(&game, &[eval(0.5, "h6-g7")]).is_empty());
    }

    #[test]
    fn each_position_is_searched_within_the_budget() {
        let mut game = Game::default();
        game.play(mv("a6-a7")).unwrap();
        let lines: Vec<String> = request(&game, 1).iter().map(Command::to_string).collect();
        assert!(lines[1].ends_with("moves a6-a7"));
        assert_eq!(lines[3], format!("go nodes {REVIEW_NODES}"));
    }
}
