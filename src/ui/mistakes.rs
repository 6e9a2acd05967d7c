//! "Learn from your mistakes" (issue 29), as lichess has it after a review: each marked
//! move of one side in turn, the position before it on the board, a better move asked
//! for. A try is right when it is the engine's move, wins at once, or loses less of the
//! side's winning chances than an inaccuracy ([`review::INACCURACY`]) as a search of the
//! position after it within the review's budget finds; the move played again is wrong at
//! once. A hint names the piece to move; giving up shows the engine's move; the end says
//! how many were found. Natively tested; `app::mistakes` plays it on the board.

use crate::game::Game;
use crate::position::Position;
use crate::types::{Color, Move};

use super::analysis::Eval;
use super::review::{self, Mark};

/// One marked move to put right.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The review's mark (its ply, class, better move and why).
    pub mark: Mark,
    /// The move played there.
    pub played: Move,
    /// The side's winning chances (0…1) before the move, as the review found them.
    pub chance: f64,
}

/// Where the try at the move on show stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A move is awaited.
    Solving,
    /// This try is being judged by the engine.
    Checking(Move),
    /// This try was good enough.
    Right(Move),
    /// This try was not: another may be made.
    Wrong(Move),
    /// The player gave up and the engine's move is on show.
    Shown,
    /// Every marked move has been gone through.
    Done,
}

impl Status {
    /// The script API's word: `solving` (checking included), `right`, `wrong` (a shown
    /// answer included), `done`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Status::Solving | Status::Checking(_) => "solving",
            Status::Right(_) => "right",
            Status::Wrong(_) | Status::Shown => "wrong",
            Status::Done => "done",
        }
    }
}

/// How one marked move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// A good move was found (after wrong tries or not).
    Solved,
    /// The engine's move was shown.
    Shown,
    /// Skipped.
    Skipped,
}

/// A judgement of a try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Right: the engine's move, or a win at once.
    Right,
    /// Wrong: the move played in the game again.
    Wrong,
    /// The engine must evaluate the position after it ([`Trial::answered`]).
    Ask,
    /// Not a try now (nothing awaited one).
    NotNow,
}

/// One side's marked moves of a reviewed game, gone through in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Trial {
    side: Color,
    items: Vec<Item>,
    index: usize,
    status: Status,
    found: Vec<Found>,
}

impl Trial {
    /// The trial of `side`'s marks of `game` (reviewed into `evals`, `evals[i]` after
    /// `i` moves); `None` when the side has no marked move.
    #[must_use]
    pub fn new(side: Color, marks: &[Mark], game: &Game, evals: &[Eval]) -> Option<Trial> {
        let items: Vec<Item> = marks
            .iter()
            .filter(|m| m.side == side && m.ply >= 1)
            .filter_map(|m| {
                Some(Item {
                    mark: *m,
                    played: game.moves().get(m.ply - 1)?.mv,
                    chance: evals.get(m.ply - 1)?.chance_of(side),
                })
            })
            .collect();
        (!items.is_empty()).then_some(Trial {
            side,
            items,
            index: 0,
            status: Status::Solving,
            found: Vec::new(),
        })
    }

    /// The trial of one marked move (a card of "Train your mistakes", `ui::drill`): the
    /// side is the one that played it.
    #[must_use]
    pub fn one(item: Item) -> Trial {
        Trial {
            side: item.mark.side,
            items: vec![item],
            index: 0,
            status: Status::Solving,
            found: Vec::new(),
        }
    }

    /// The side whose moves are put right.
    #[must_use]
    pub fn side(&self) -> Color {
        self.side
    }

    /// The marked move on show (`None` once done).
    #[must_use]
    pub fn item(&self) -> Option<&Item> {
        // Once done, the index is past the last.
        self.items.get(self.index)
    }

    /// Where the try stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// How many marked moves there are.
    #[must_use]
    pub fn total(&self) -> usize {
        self.items.len()
    }

    /// Which one is on show (0: the first).
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// How many are left, the one on show included until it is settled.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.items.len() - self.found.len()
    }

    /// Whether a try is awaited: at the start, or after a wrong try was taken back.
    #[must_use]
    pub fn awaits_try(&self) -> bool {
        matches!(self.status, Status::Solving | Status::Wrong(_))
    }

    /// Judges `mv`, tried from `before` (the position before the marked move).
    pub fn judge(&mut self, before: &Position, mv: Move) -> Judged {
        let Some(item) = self.item().cloned().filter(|_| self.awaits_try()) else {
            return Judged::NotNow;
        };
        let wins = before.play(mv).is_ok_and(|p| p.won_by(self.side).is_some());
        if mv == item.mark.better || wins {
            self.settle_right(mv);
            Judged::Right
        } else if mv == item.played {
            self.status = Status::Wrong(mv);
            Judged::Wrong
        } else {
            self.status = Status::Checking(mv);
            Judged::Ask
        }
    }

    /// The engine's evaluation of the position after the try being checked: whether it
    /// was right (it lost less than an inaccuracy of the side's chances).
    pub fn answered(&mut self, after: &Eval) -> Option<bool> {
        let Status::Checking(mv) = self.status else {
            return None;
        };
        let chance = self.item()?.chance;
        let right = review::classify(chance - after.chance_of(self.side)).is_none();
        if right {
            self.settle_right(mv);
        } else {
            self.status = Status::Wrong(mv);
        }
        Some(right)
    }

    /// The try being checked could not be judged: it is taken back, another awaited.
    pub fn unjudged(&mut self) {
        if matches!(self.status, Status::Checking(_)) {
            self.status = Status::Solving;
        }
    }

    fn settle_right(&mut self, mv: Move) {
        self.status = Status::Right(mv);
        self.found.push(Found::Solved);
    }

    /// The hint: the square of the piece the engine would move.
    #[must_use]
    pub fn hint_square(&self) -> Option<crate::types::Square> {
        Some(self.item()?.mark.better.from())
    }

    /// Gives up: the engine's move to show (`None` when the move is settled already).
    pub fn show(&mut self) -> Option<Move> {
        if !self.awaits_try() && !matches!(self.status, Status::Checking(_)) {
            return None;
        }
        let better = self.item()?.mark.better;
        self.status = Status::Shown;
        self.found.push(Found::Shown);
        Some(better)
    }

    /// Goes on to the next marked move (skipping the one on show if it is not settled):
    /// whether there is one (otherwise the trial is done).
    pub fn go_on(&mut self) -> bool {
        if self.status == Status::Done {
            return false;
        }
        if self.found.len() == self.index {
            self.found.push(Found::Skipped);
        }
        self.index += 1;
        if self.index < self.items.len() {
            self.status = Status::Solving;
            true
        } else {
            self.status = Status::Done;
            false
        }
    }

    /// How each settled move ended, in order.
    #[must_use]
    pub fn found(&self) -> &[Found] {
        &self.found
    }

    /// How many were found, shown and skipped.
    #[must_use]
    pub fn counts(&self) -> [usize; 3] {
        let n = |f: Found| self.found.iter().filter(|&&x| x == f).count();
        [n(Found::Solved), n(Found::Shown), n(Found::Skipped)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::review::{Better, Class};
    use crate::ui::testing::mv;

    fn eval(white_chance: f64) -> Eval {
        Eval {
            depth: 5,
            white_chance,
            win_in: None,
            line: Vec::new(),
        }
    }

    fn mark(ply: usize, side: Color, better: &str) -> Mark {
        Mark {
            ply,
            side,
            class: Class::Blunder,
            better: mv(better),
            loss: 0.3,
            why: Better::Keeps(0.5, 0.2),
        }
    }

    fn game() -> Game {
        let mut g = Game::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            g.play(mv(m)).unwrap();
        }
        g
    }

    /// Legal moves from the start other than the move played and the engine's.
    fn others() -> Vec<Move> {
        Position::start()
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| m != mv("a6-a7") && m != mv("h6-g7"))
            .collect()
    }

    #[test]
    fn only_the_sides_marks_are_asked_in_order() {
        let marks = [
            mark(1, Color::White, "h6-g7"),
            mark(2, Color::Black, "a5-a4"),
            mark(3, Color::White, "a7-a8"),
        ];
        let evals = [eval(0.5), eval(0.2), eval(0.7), eval(0.4)];
        let t = Trial::new(Color::White, &marks, &game(), &evals).unwrap();
        assert_eq!(t.total(), 2);
        let item = t.item().unwrap();
        assert_eq!(
            (item.mark.ply, item.played, item.chance),
            (1, mv("a6-a7"), 0.5)
        );
        let b = Trial::new(Color::Black, &marks, &game(), &evals).unwrap();
        // Black's chances before its move: 1 - 0.2.
        assert!((b.item().unwrap().chance - 0.8).abs() < 1e-9);
        assert!(Trial::new(Color::Black, &marks[..1], &game(), &evals).is_none());
    }

    #[test]
    fn the_move_played_is_wrong_the_engines_right_and_others_asked() {
        let marks = [mark(1, Color::White, "h6-g7")];
        let evals = [eval(0.5), eval(0.2)];
        let start = Position::start();
        let mut t = Trial::new(Color::White, &marks, &game(), &evals).unwrap();
        assert_eq!(t.judge(&start, mv("a6-a7")), Judged::Wrong);
        assert_eq!(t.status().word(), "wrong");
        assert!(t.awaits_try(), "another try may follow");
        // Another move: the engine is asked; one that keeps the chances is right.
        let other = others()[0];
        assert_eq!(t.judge(&start, other), Judged::Ask);
        assert_eq!(t.judge(&start, other), Judged::NotNow, "one at a time");
        assert_eq!(t.answered(&eval(0.47)), Some(true));
        assert_eq!(t.status(), Status::Right(other));
        assert_eq!(t.remaining(), 0);
        assert_eq!(t.answered(&eval(0.47)), None);
        assert!(!t.go_on());
        assert_eq!(t.status(), Status::Done);
        assert_eq!(t.counts(), [1, 0, 0]);
    }

    #[test]
    fn an_inaccuracys_loss_is_wrong_and_the_engines_move_is_right() {
        let marks = [mark(1, Color::White, "h6-g7")];
        let evals = [eval(0.5), eval(0.2)];
        let start = Position::start();
        let mut t = Trial::new(Color::White, &marks, &game(), &evals).unwrap();
        let other = others()[1];
        assert_eq!(t.judge(&start, other), Judged::Ask);
        assert_eq!(t.answered(&eval(0.44)), Some(false), "0.06 lost");
        assert_eq!(t.status(), Status::Wrong(other));
        assert_eq!(t.judge(&start, mv("h6-g7")), Judged::Right);
    }

    #[test]
    fn hints_showing_and_skipping_are_counted() {
        let marks = [
            mark(1, Color::White, "h6-g7"),
            mark(3, Color::White, "a7-a8"),
        ];
        let evals = [eval(0.5), eval(0.2), eval(0.7), eval(0.4)];
        let mut t = Trial::new(Color::White, &marks, &game(), &evals).unwrap();
        assert_eq!(t.hint_square(), Some(mv("h6-g7").from()));
        assert_eq!(t.show(), Some(mv("h6-g7")));
        assert_eq!(t.show(), None, "shown once");
        assert_eq!(t.judge(&Position::start(), mv("h6-g7")), Judged::NotNow);
        assert!(t.go_on());
        assert_eq!(t.remaining(), 1);
        assert!(!t.go_on(), "skipped: done");
        assert_eq!(t.found(), [Found::Shown, Found::Skipped]);
        assert_eq!(t.counts(), [0, 1, 1]);
        assert_eq!(t.item(), None);
        assert_eq!(t.hint_square(), None);
    }

    #[test]
    fn a_trial_of_one_move_is_of_its_side_and_done_after_it() {
        let item = Item {
            mark: mark(2, Color::Black, "a5-a4"),
            played: mv("a5-b4"),
            chance: 0.6,
        };
        let mut t = Trial::one(item.clone());
        assert_eq!(
            (t.side(), t.total(), t.item()),
            (Color::Black, 1, Some(&item))
        );
        assert_eq!(t.show(), Some(mv("a5-a4")));
        assert!(!t.go_on());
        assert_eq!((t.status(), t.counts()), (Status::Done, [0, 1, 0]));
    }

    #[test]
    fn a_try_that_could_not_be_judged_is_taken_back() {
        let marks = [mark(1, Color::White, "h6-g7")];
        let mut t = Trial::new(Color::White, &marks, &game(), &[eval(0.5)]).unwrap();
        assert_eq!(t.judge(&Position::start(), others()[0]), Judged::Ask);
        t.unjudged();
        assert_eq!(t.status(), Status::Solving);
    }
}
