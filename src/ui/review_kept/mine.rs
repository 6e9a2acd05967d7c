//! The person's own mistakes as puzzles (issue 48, item 4's groundwork): from a game's
//! kept review, each move of the person's side marked an inaccuracy, a mistake or a
//! blunder, with the position before it and the engine's better move, scheduled as a
//! new card of the drill (`ui::drill`: due at once, from when the game was stored; no
//! drill progress is kept yet). The person's side is every side held by a person in
//! the record (`ui::session::Seat::Person`): against the computer or a friend, the
//! person's colour; two people at one screen, both.

use crate::game::Game;
use crate::types::{Color, Move};
use crate::ui::drill::Card;
use crate::ui::review::{self, Class};
use crate::ui::session::{Seat, Session};

/// One mistake of the person's, as a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The puzzle's id: the game's id and the move's ply (`abc123:7`).
    pub id: String,
    /// The game's id in the archive.
    pub game: String,
    /// The marked move's ply (1: the game's first move).
    pub ply: usize,
    /// When it is due (ms since the epoch).
    pub due: f64,
    /// Whose move it was.
    pub side: Color,
    /// How bad it was.
    pub class: Class,
    /// The move played.
    pub played: Move,
    /// The review's better move.
    pub better: Move,
    /// The position before it, as TCN.
    pub tcn: String,
}

/// The person's mistakes in the archived game `id` (its `record`, stored at `stored` ms):
/// none without a kept review that can be read.
#[must_use]
#[inline(never)]
pub fn mistakes(id: &str, record: &str, stored: f64) -> Vec<Mistake> {
    let Ok(rec) = crate::record::parse_record(record) else {
        return Vec::new();
    };
    let session = Session::from_record(rec);
    let Some(text) = session.origin().review.as_deref() else {
        return Vec::new();
    };
    let Some((game, evals)) = super::decode(text, session.game()).and_then(|evals| {
        let game: Game = super::reviewed_game(session.game(), evals.len() - 1)?;
        Some((game, evals))
    }) else {
        return Vec::new();
    };
    let person = |side: Color| session.seat(side) == Seat::Person;
    review::marks(&game, &evals)
        .into_iter()
        .filter(|m| person(m.side))
        .filter_map(|m| {
            let before = game.position_at(m.ply - 1)?;
            let played = game.moves().get(m.ply - 1)?.mv;
            let puzzle = format!("{id}:{}", m.ply);
            Some(Mistake {
                due: Card::new(&puzzle, stored).due,
                id: puzzle,
                game: id.to_string(),
                ply: m.ply,
                side: m.side,
                class: m.class,
                played,
                better: m.better,
                tcn: crate::tcn::to_tcn(before),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::{eval, mv};

    /// A record of a6-a7 a5-b4 a7-b7 between `white` and `black`, its review marking
    /// White's first move (an inaccuracy) and Black's (a blunder).
    fn record(white: &str, black: &str, review: Option<&str>) -> String {
        let tag = review.map_or(String::new(), |r| format!("[Review \"{r}\"]\n"));
        format!(
            "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n{tag}[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7-b7 *\n"
        )
    }

    fn kept() -> String {
        super::super::encode(&[
            eval(0.50, "h6-g7"),
            eval(0.44, "a5-a6"),
            eval(0.90, "a7-b7"),
            eval(0.10, "b4-c5"),
        ])
    }

    #[test]
    fn the_persons_marked_moves_are_its_puzzles() {
        let text = kept();
        // Against the computer (Black): White's inaccuracy only.
        let r = record("Ann", "Computer (level 3)", Some(&text));
        let m = mistakes("g1", &r, 1000.0);
        assert_eq!(m.len(), 1, "{m:?}");
        assert_eq!(
            (m[0].id.as_str(), m[0].game.as_str(), m[0].ply, m[0].side),
            ("g1:1", "g1", 1, Color::White)
        );
        assert_eq!(
            (m[0].class, m[0].played, m[0].better),
            (Class::Inaccuracy, mv("a6-a7"), mv("h6-g7"))
        );
        assert_eq!(
            m[0].tcn,
            crate::tcn::to_tcn(&crate::position::Position::start())
        );
        assert_eq!(m[0].due, 1000.0, "a new card: due at once");
        // Two people at one screen: both sides' marks, in the game's order.
        let both = mistakes("g2", &record("Ann", "Bob", Some(&text)), 5.0);
        let plies: Vec<(usize, Class)> = both.iter().map(|m| (m.ply, m.class)).collect();
        assert_eq!(plies, vec![(1, Class::Inaccuracy), (2, Class::Blunder)]);
        // No review, or one that cannot be read: none, and no panic.
        assert!(mistakes("g3", &record("Ann", "Bob", None), 0.0).is_empty());
        assert!(mistakes("g4", &record("Ann", "Bob", Some("1 5000:zz")), 0.0).is_empty());
        assert!(mistakes("g5", "not a record", 0.0).is_empty());
    }
}
