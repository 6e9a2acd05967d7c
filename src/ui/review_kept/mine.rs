//! The person's own mistakes as puzzles (issue 48, item 4's groundwork): from a game's
//! kept review, each move of the person's side marked an inaccuracy, a mistake or a
//! blunder, with the position before it and the engine's better move, scheduled as a
//! new card of the drill (`ui::drill`: due at once, from when the game was stored; the
//! drill's cards, kept apart, say when each is due once tried). The person's side is every side held by a person in
//! the record (`ui::session::Seat::Person`): against the computer or a friend, the
//! person's colour; two people at one screen, both.

use crate::game::Game;
use crate::position::Position;
use crate::types::{Color, Move};
use crate::ui::drill::Card;
use crate::ui::mistakes::Item;
use crate::ui::review::{self, Mark};
use crate::ui::session::{Seat, Session};

/// One mistake of the person's, as a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The puzzle's id: the game's id and the move's ply (`abc123:7`).
    pub id: String,
    /// The game's id in the archive.
    pub game: String,
    /// When it is due as a new card (ms since the epoch: when the game was stored).
    pub due: f64,
    /// The review's mark: the ply (1: the game's first move), whose move it was, how
    /// bad, the better move and why.
    pub mark: Mark,
    /// The move played.
    pub played: Move,
    /// The mover's winning chances before it (0…1), as the review found them.
    pub chance: f64,
    /// The position before it.
    pub before: Position,
    /// Its game's date (`YYYY.MM.DD`, empty if the record has none).
    pub date: String,
    /// Its game's `White` and `Black` tags.
    pub names: [String; 2],
}

impl Mistake {
    /// The marked move to put right, as "Learn from your mistakes" asks it.
    #[must_use]
    pub fn item(&self) -> Item {
        Item {
            mark: self.mark,
            played: self.played,
            chance: self.chance,
        }
    }
}

/// A kept review as "Your games" sums it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reviewed {
    /// Each side's accuracy in tenths (0–1000; `None`: a side that made no move).
    pub accuracy: [Option<u16>; 2],
    /// The person's accuracy in tenths: of their side, or the mean of both when people
    /// held both (`None`: no side was a person's, or theirs made no move).
    pub yours: Option<u16>,
    /// The plies of the person's marked moves (their puzzles' ids are `<game>:<ply>`).
    pub mistakes: Vec<usize>,
}

/// The game reviewed (up to the review's end), its evaluations and the person's marks,
/// if `session` has a kept review that can be read.
#[inline(never)]
fn kept_marks(session: &Session) -> Option<(Game, Vec<crate::ui::analysis::Eval>, Vec<Mark>)> {
    let text = session.origin().review.as_deref()?;
    let evals = super::decode(text, session.game())?;
    let game: Game = super::reviewed_game(session.game(), evals.len() - 1)?;
    let person = |side| session.seat(side) == Seat::Person;
    let marks = review::marks(&game, &evals)
        .into_iter()
        .filter(|m| person(m.side))
        .collect();
    Some((game, evals, marks))
}

/// What "Your games" shows of `session`'s kept review, if it has one that can be read.
#[must_use]
#[inline(never)]
pub fn reviewed(session: &Session) -> Option<Reviewed> {
    let (_, evals, marks) = kept_marks(session)?;
    let accuracy = super::tenths_of(&evals, session.game());
    let yours: Vec<u32> = [Color::White, Color::Black]
        .into_iter()
        .zip(accuracy)
        .filter(|(side, _)| session.seat(*side) == Seat::Person)
        .filter_map(|(_, a)| a.map(u32::from))
        .collect();
    let n = u32::try_from(yours.len()).unwrap_or(1);
    let yours = (n > 0).then(|| {
        let mean = (yours.iter().sum::<u32>() + n / 2) / n;
        u16::try_from(mean).unwrap_or(1000)
    });
    Some(Reviewed {
        accuracy,
        yours,
        mistakes: marks.iter().map(|m| m.ply).collect(),
    })
}

/// The person's mistakes in the archived game `id` (its `record`, stored at `stored` ms):
/// none without a kept review that can be read.
#[must_use]
#[inline(never)]
pub fn mistakes(id: &str, record: &str, stored: f64) -> Vec<Mistake> {
    let Ok(rec) = crate::record::parse_record(record) else {
        return Vec::new();
    };
    let tag = |name: &str| rec.tag(name).unwrap_or("").to_string();
    let (date, names) = (tag("Date"), [tag("White"), tag("Black")]);
    let session = Session::from_record(rec);
    let Some((game, evals, marks)) = kept_marks(&session) else {
        return Vec::new();
    };
    marks
        .into_iter()
        .filter_map(|m| {
            let before = *game.position_at(m.ply - 1)?;
            let played = game.moves().get(m.ply - 1)?.mv;
            let chance = evals.get(m.ply - 1)?.chance_of(m.side);
            let puzzle = format!("{id}:{}", m.ply);
            Some(Mistake {
                due: Card::new(&puzzle, stored).due,
                id: puzzle,
                game: id.to_string(),
                mark: m,
                played,
                chance,
                before,
                date: date.clone(),
                names: names.clone(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::review::Class;
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
            (
                m[0].id.as_str(),
                m[0].game.as_str(),
                m[0].mark.ply,
                m[0].mark.side
            ),
            ("g1:1", "g1", 1, Color::White)
        );
        assert_eq!(
            (m[0].mark.class, m[0].played, m[0].mark.better),
            (Class::Inaccuracy, mv("a6-a7"), mv("h6-g7"))
        );
        assert_eq!(m[0].before, Position::start());
        assert_eq!(
            (m[0].date.as_str(), &m[0].names),
            ("", &["Ann".to_string(), "Computer (level 3)".to_string()])
        );
        assert!(
            (m[0].chance - 0.5).abs() < 1e-9,
            "White's chances before it"
        );
        let item = m[0].item();
        assert_eq!((item.mark, item.played), (m[0].mark, m[0].played));
        assert_eq!(m[0].due, 1000.0, "a new card: due at once");
        // Two people at one screen: both sides' marks, in the game's order.
        let both = mistakes("g2", &record("Ann", "Bob", Some(&text)), 5.0);
        let plies: Vec<(usize, Class)> = both.iter().map(|m| (m.mark.ply, m.mark.class)).collect();
        assert_eq!(plies, vec![(1, Class::Inaccuracy), (2, Class::Blunder)]);
        // No review, or one that cannot be read: none, and no panic.
        assert!(mistakes("g3", &record("Ann", "Bob", None), 0.0).is_empty());
        assert!(mistakes("g4", &record("Ann", "Bob", Some("1 5000:zz")), 0.0).is_empty());
        assert!(mistakes("g5", "not a record", 0.0).is_empty());
    }

    fn summed(white: &str, black: &str, review: Option<&str>) -> Option<Reviewed> {
        let rec = crate::record::parse_record(&record(white, black, review)).unwrap();
        reviewed(&Session::from_record(rec))
    }

    #[test]
    fn your_games_sums_up_the_persons_accuracy_and_marked_moves() {
        let text = kept();
        let all = summed("Ann", "Bob", Some(&text)).expect("a kept review");
        let [w, b] = all.accuracy;
        let (w, b) = (w.unwrap(), b.unwrap());
        assert_eq!(all.mistakes, [1, 2]);
        let mean = (u32::from(w) + u32::from(b)).div_ceil(2);
        assert_eq!(
            all.yours.map(u32::from),
            Some(mean),
            "the mean of both sides"
        );
        let white = summed("Ann", "Computer (level 3)", Some(&text)).unwrap();
        assert_eq!((white.yours, white.mistakes), (Some(w), vec![1]));
        let black = summed("Computer (level 3)", "Bob", Some(&text)).unwrap();
        assert_eq!((black.yours, black.mistakes), (Some(b), vec![2]));
        assert_eq!(black.accuracy, all.accuracy);
        let none = summed("Computer (level 1)", "Computer (level 3)", Some(&text)).unwrap();
        assert_eq!((none.yours, none.mistakes.len()), (None, 0));
        assert_eq!(summed("Ann", "Bob", None), None);
    }
}
