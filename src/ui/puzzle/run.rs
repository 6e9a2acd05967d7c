//! Puzzle runs (issue 48): Streak and Storm ([`Run`]), puzzles of rising difficulty one
//! after another. A Streak goes on until the first wrong move; its score is the count
//! solved. A Storm gives [`STORM_MS`] to solve as many as possible: a run of right answers
//! wins time ([`storm_bonus`], lichess's values), a wrong move loses [`STORM_PENALTY_MS`]
//! and moves on. The time is data: the clock's reading (`now`, ms) is handed in, and the
//! storm's end is the moment its time is out ([`Run::check_time`]).

use crate::puzzles::Puzzle;

/// A Storm's time at its start: three minutes.
pub const STORM_MS: f64 = 180_000.0;
/// What a wrong move costs in a Storm.
pub const STORM_PENALTY_MS: f64 = 10_000.0;
/// How much harder each next puzzle of a run is at least (rating points), while the set
/// has such puzzles.
pub const RATING_STEP: u32 = 40;

/// The time a Storm's combo of `in_row` right answers wins as it reaches it (ms): as on
/// lichess, 5 in a row +3 s, 12 +5 s, 20 +7 s, 30 +10 s, then every 10 more +10 s.
#[must_use]
pub fn storm_bonus(in_row: u32) -> f64 {
    match in_row {
        5 => 3_000.0,
        12 => 5_000.0,
        20 => 7_000.0,
        n if n >= 30 && n % 10 == 0 => 10_000.0,
        _ => 0.0,
    }
}

/// Which run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunKind {
    /// Until the first wrong move.
    Streak,
    /// Against the clock.
    Storm,
}

impl RunKind {
    /// The script API's word: `streak`, `storm`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            RunKind::Streak => "streak",
            RunKind::Storm => "storm",
        }
    }

    /// The kind named `word`.
    #[must_use]
    pub fn from_word(word: &str) -> Option<RunKind> {
        [RunKind::Streak, RunKind::Storm]
            .into_iter()
            .find(|k| k.word() == word)
    }
}

/// A run under way, or over (its summary).
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    kind: RunKind,
    /// The puzzles served, in order.
    served: Vec<String>,
    /// Their results, in order (`true`: solved).
    results: Vec<(String, bool)>,
    /// Right answers in a row (a Storm's combo).
    in_row: u32,
    /// When a Storm's time is out (the clock's ms).
    ends_at: Option<f64>,
    /// A Storm's time left when it ended.
    left_at_end: f64,
    over: bool,
}

impl Run {
    /// A run of `kind` starting at `now`.
    #[must_use]
    pub fn new(kind: RunKind, now: f64) -> Run {
        Run {
            kind,
            served: Vec::new(),
            results: Vec::new(),
            in_row: 0,
            ends_at: (kind == RunKind::Storm).then_some(now + STORM_MS),
            left_at_end: 0.0,
            over: false,
        }
    }

    /// Which run.
    #[must_use]
    pub fn kind(&self) -> RunKind {
        self.kind
    }

    /// The score: the puzzles solved.
    #[must_use]
    pub fn score(&self) -> u32 {
        u32::try_from(self.results.iter().filter(|r| r.1).count()).unwrap_or(u32::MAX)
    }

    /// Whether it is over.
    #[must_use]
    pub fn over(&self) -> bool {
        self.over
    }

    /// The results, in order (`true`: solved).
    #[must_use]
    pub fn results(&self) -> &[(String, bool)] {
        &self.results
    }

    /// A Storm's time left at `now` (ms, never below 0); `None` for a Streak.
    #[must_use]
    pub fn time_left(&self, now: f64) -> Option<f64> {
        let ends = self.ends_at?;
        Some(if self.over {
            self.left_at_end
        } else {
            (ends - now).max(0.0)
        })
    }

    /// Ends a Storm whose time is out at `now`; returns whether it ended now.
    pub fn check_time(&mut self, now: f64) -> bool {
        if self.over || self.time_left(now).is_none_or(|l| l > 0.0) {
            return false;
        }
        self.end(now);
        true
    }

    fn end(&mut self, now: f64) {
        self.left_at_end = self.time_left(now).unwrap_or(0.0);
        self.over = true;
    }

    /// Puzzle `id` is put on the board for the run.
    pub fn serve(&mut self, id: &str) {
        if !self.over && self.served.last().is_none_or(|s| s != id) {
            self.served.push(id.to_string());
        }
    }

    /// The id of the puzzle the run is on, if it waits for its result.
    #[must_use]
    pub fn current(&self) -> Option<&str> {
        let last = self.served.last()?;
        (!self.over && self.results.len() < self.served.len()).then_some(last.as_str())
    }

    /// The result of puzzle `id` at `now` (`true`: solved at the first try). A Streak
    /// ends at the first failure; a Storm wins time for a combo, loses
    /// [`STORM_PENALTY_MS`] for a failure, and ends when its time is out. Returns whether
    /// the run goes on (a result of no puzzle the run waits for changes nothing).
    pub fn result(&mut self, id: &str, solved: bool, now: f64) -> bool {
        if self.current() != Some(id) {
            return !self.over;
        }
        if self.check_time(now) {
            return false;
        }
        self.results.push((id.to_string(), solved));
        if solved {
            self.in_row += 1;
            if let Some(e) = self.ends_at.as_mut() {
                *e += storm_bonus(self.in_row);
            }
        } else {
            self.in_row = 0;
            match self.ends_at.as_mut() {
                None => self.end(now),
                Some(e) => {
                    *e -= STORM_PENALTY_MS;
                    self.check_time(now);
                }
            }
        }
        !self.over
    }

    /// The index in `set` of the run's next puzzle: one not served yet, rated above the
    /// last one served and at least [`RATING_STEP`] more than the set's lowest for each
    /// served (the lowest-rated of those, the earlier in the set on a tie); when the set
    /// has none, one rated as the last, then any left; `None` when none is left.
    #[must_use]
    pub fn next(&self, set: &[Puzzle]) -> Option<usize> {
        let last = self
            .served
            .last()
            .and_then(|id| set.iter().find(|p| &p.id == id))
            .map_or(0, |p| p.rating);
        let lowest = set.iter().map(|p| p.rating).min()?;
        let steps = u32::try_from(self.served.len()).unwrap_or(u32::MAX);
        let target = lowest.saturating_add(steps.saturating_mul(RATING_STEP));
        let fresh = |p: &&Puzzle| !self.served.contains(&p.id);
        let at_least = |floor: u32| {
            set.iter()
                .enumerate()
                .filter(|(_, p)| fresh(p) && p.rating >= floor)
                .min_by_key(|(i, p)| (p.rating, *i))
                .map(|(i, _)| i)
        };
        at_least(target.max(last.saturating_add(1)))
            .or_else(|| at_least(last))
            .or_else(|| at_least(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::mv;

    fn set_of(ratings: &[u32]) -> Vec<Puzzle> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, &rating)| Puzzle {
                id: format!("p{i}"),
                position: crate::Position::start(),
                solution: vec![mv("a6-a7")],
                themes: vec![],
                rating,
                found_by: None,
            })
            .collect()
    }

    /// Serves the run's next puzzle of `set` and gives it `solved`; returns its id.
    fn play(run: &mut Run, set: &[Puzzle], solved: bool, now: f64) -> String {
        let i = run.next(set).unwrap();
        let id = set[i].id.clone();
        run.serve(&id);
        run.result(&id, solved, now);
        id
    }

    #[test]
    fn a_streak_ends_at_the_first_wrong_move() {
        let set = set_of(&[1000, 1100, 1200, 1300]);
        let mut run = Run::new(RunKind::Streak, 0.0);
        assert_eq!(run.time_left(5.0), None);
        play(&mut run, &set, true, 0.0);
        play(&mut run, &set, true, 0.0);
        assert!(!run.over());
        assert_eq!(run.score(), 2);
        let missed = play(&mut run, &set, false, 0.0);
        assert!(run.over());
        assert_eq!(run.score(), 2);
        assert_eq!(run.results().last(), Some(&(missed, false)));
        // Over: nothing more is served nor counted.
        run.serve("p3");
        assert_eq!(run.current(), None);
        assert!(!run.result("p3", true, 0.0));
        assert_eq!(run.score(), 2);
    }

    #[test]
    fn the_difficulty_rises() {
        let set = set_of(&[1500, 1000, 1020, 1300, 1010, 1700, 1100]);
        let mut run = Run::new(RunKind::Streak, 0.0);
        let mut ratings = Vec::new();
        while run.next(&set).is_some() {
            let id = play(&mut run, &set, true, 0.0);
            ratings.push(set.iter().find(|p| p.id == id).unwrap().rating);
        }
        // 1000 first; then higher, at least 40 more each while the set has such; the
        // easier ones left come once the set has no harder.
        assert_eq!(ratings, [1000, 1100, 1300, 1500, 1700, 1010, 1020]);
        assert_eq!(run.next(&[]), None);
        let same = set_of(&[1000, 1000, 1000, 1200]);
        let mut run = Run::new(RunKind::Storm, 0.0);
        let first = play(&mut run, &same, true, 0.0);
        assert_eq!(first, "p0");
        assert_eq!(
            play(&mut run, &same, true, 0.0),
            "p3",
            "higher, not as high"
        );
        assert_eq!(play(&mut run, &same, true, 0.0), "p1");
    }

    #[test]
    fn a_storm_wins_and_loses_time_and_ends_when_it_is_out() {
        let set = set_of(&(0..60).map(|i| 1000 + i * 10).collect::<Vec<_>>());
        let mut run = Run::new(RunKind::Storm, 1_000.0);
        assert_eq!(run.time_left(1_000.0), Some(STORM_MS));
        // Four right answers win nothing; the fifth in a row wins 3 s.
        for _ in 0..4 {
            play(&mut run, &set, true, 1_000.0);
        }
        assert_eq!(run.time_left(1_000.0), Some(STORM_MS));
        play(&mut run, &set, true, 1_000.0);
        assert_eq!(run.time_left(1_000.0), Some(STORM_MS + 3_000.0));
        // A wrong move loses 10 s and the run goes on; the combo starts again.
        play(&mut run, &set, false, 1_000.0);
        assert!(!run.over());
        assert_eq!(run.time_left(1_000.0), Some(STORM_MS - 7_000.0));
        assert_eq!(run.score(), 5);
        for _ in 0..4 {
            play(&mut run, &set, true, 1_000.0);
        }
        assert_eq!(run.time_left(1_000.0), Some(STORM_MS - 7_000.0));
        // The time runs with the clock; the run ends when it is out.
        let end = 1_000.0 + STORM_MS - 7_000.0;
        assert!(!run.check_time(end - 1.0));
        assert_eq!(run.time_left(end - 1.0), Some(1.0));
        assert!(run.check_time(end));
        assert!(run.over());
        assert!(!run.check_time(end + 5.0), "ended once");
        assert_eq!(run.time_left(end + 5_000.0), Some(0.0));
        assert_eq!(run.score(), 9);
        // A result after the end is not counted.
        run.serve("p59");
        assert!(!run.result("p59", true, end));
        assert_eq!(run.score(), 9);
    }

    #[test]
    fn a_wrong_move_with_less_than_the_penalty_left_ends_a_storm() {
        let set = set_of(&[1000, 1100]);
        let mut run = Run::new(RunKind::Storm, 0.0);
        play(&mut run, &set, false, STORM_MS - 4_000.0);
        assert!(run.over());
        assert_eq!(run.time_left(STORM_MS), Some(0.0));
        // A result that comes after the time is out ends the run, uncounted.
        let mut run = Run::new(RunKind::Storm, 0.0);
        let id = set[run.next(&set).unwrap()].id.clone();
        run.serve(&id);
        assert!(!run.result(&id, true, STORM_MS + 1.0));
        assert_eq!((run.score(), run.over()), (0, true));
    }

    #[test]
    fn lichess_bonuses() {
        let won: Vec<(u32, f64)> = (1..=50)
            .map(|n| (n, storm_bonus(n)))
            .filter(|b| b.1 > 0.0)
            .collect();
        assert_eq!(
            won,
            [
                (5, 3_000.0),
                (12, 5_000.0),
                (20, 7_000.0),
                (30, 10_000.0),
                (40, 10_000.0),
                (50, 10_000.0)
            ]
        );
        assert_eq!(RunKind::from_word("storm"), Some(RunKind::Storm));
        assert_eq!(RunKind::from_word("blitz"), None);
    }
}
