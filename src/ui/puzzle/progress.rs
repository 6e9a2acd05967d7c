//! The player's puzzle progress ([`Progress`]: solved and failed puzzles, the streak, an
//! Elo-style rating, saved as text and read forgivingly) and the choice of the next puzzle
//! ([`next_puzzle`], [`find`], [`link_id`]).

use super::choice::Choice;
use super::history::{self, Tried};
use super::run::RunKind;
use crate::puzzles::Puzzle;
use crate::sort::SortedSet;
use crate::ui::synced::Stored;

/// A new player's puzzle rating.
pub const START_RATING: i32 = 1200;

/// The Elo K factor of the player's puzzle rating.
pub const K: f64 = 32.0;

/// The player's new rating after a result (`score` 1 solved, 0 failed) against a puzzle
/// rated `puzzle`: Elo, K = [`K`], rounded.
#[must_use]
pub fn rated(player: i32, puzzle: u32, score: f64) -> i32 {
    let expected = 1.0 / (1.0 + crate::num::pow10((f64::from(puzzle) - f64::from(player)) / 400.0));
    player + (K * (score - expected)).round() as i32
}

/// The player's progress, kept in the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved (at any try).
    pub solved: SortedSet<String>,
    /// Puzzles failed (at some try).
    pub failed: SortedSet<String>,
    /// Puzzles solved at the first try in a row.
    pub streak: u32,
    /// The player's puzzle rating.
    pub rating: i32,
    /// The puzzles the player chose: the next is served from them.
    pub choice: Choice,
    /// The puzzles tried, oldest first (the newest [`history::HISTORY_MAX`]).
    pub history: Vec<Tried>,
    /// The best Streak and Storm scores.
    pub best: [u32; 2],
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            solved: SortedSet::new(),
            failed: SortedSet::new(),
            streak: 0,
            rating: START_RATING,
            choice: Choice::default(),
            history: Vec::new(),
            best: [0, 0],
        }
    }
}

fn is_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= 64 && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

impl Progress {
    /// Records an attempt's result at puzzle `id` rated `puzzle_rating`: solved or not.
    /// The streak follows every attempt; the rating moves only at a puzzle's first result
    /// (a puzzle solved or failed before cannot be replayed for points). Returns the
    /// rating change.
    pub fn record(&mut self, id: &str, puzzle_rating: u32, solved: bool) -> i32 {
        let first = !self.solved.contains(id) && !self.failed.contains(id);
        let before = self.rating;
        if first {
            let score = if solved { 1.0 } else { 0.0 };
            self.rating = rated(self.rating, puzzle_rating, score).clamp(100, 4000);
        }
        if solved {
            self.solved.insert(id.to_string());
            self.streak += 1;
        } else {
            self.failed.insert(id.to_string());
            self.streak = 0;
        }
        self.rating - before
    }

    /// Keeps the attempt at puzzle `id` (`solved` at the first try) at `at` (ms since
    /// 1970) in the history.
    pub fn tried(&mut self, id: &str, solved: bool, at: u64) {
        let id = id.to_string();
        history::push(&mut self.history, Tried { id, solved, at });
    }

    /// The best score of a run of `kind`.
    #[must_use]
    pub fn best(&self, kind: RunKind) -> u32 {
        self.best[kind as usize]
    }

    /// A run of `kind` scored `score`: kept as the best if it is. Returns whether it is.
    pub fn scored(&mut self, kind: RunKind, score: u32) -> bool {
        let best = &mut self.best[kind as usize];
        let better = score > *best;
        *best = (*best).max(score);
        better
    }

    /// A puzzle solved after a failure in the same attempt: kept as solved (so that it
    /// is not offered again), with no change of rating or streak.
    pub fn finished_after_failure(&mut self, id: &str) {
        self.solved.insert(id.to_string());
    }

    /// The text kept in storage: `key=value` lines (`rating`, `streak`, `solved`,
    /// `failed`, the id lists space-separated, `choice`, [`Choice::to_text`], `history`,
    /// [`history::to_text`], and `best`, the Streak's and the Storm's).
    #[must_use]
    pub fn to_text(&self) -> String {
        let list = |s: &SortedSet<String>| s.iter().cloned().collect::<Vec<_>>().join(" ");
        format!(
            "v=1\nrating={}\nstreak={}\nsolved={}\nfailed={}\nchoice={}\nhistory={}\nbest={} {}\n",
            self.rating,
            self.streak,
            list(&self.solved),
            list(&self.failed),
            self.choice.to_text(),
            history::to_text(&self.history),
            self.best[0],
            self.best[1]
        )
    }

    /// Reads [`Progress::to_text`]'s text forgivingly: unknown lines, bad numbers and
    /// bad ids are skipped, anything missing keeps its default. Never fails.
    #[must_use]
    pub fn parse(text: &str) -> Progress {
        let mut p = Progress::default();
        for line in text.lines() {
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "rating" => {
                    if let Ok(r) = value.parse::<i32>() {
                        p.rating = r.clamp(100, 4000);
                    }
                }
                "streak" => p.streak = value.parse().unwrap_or(0),
                "choice" => p.choice = Choice::parse(value),
                "history" => p.history = history::parse(value, is_id),
                "best" => {
                    for (b, v) in p.best.iter_mut().zip(value.split_whitespace()) {
                        *b = v.parse().unwrap_or(0);
                    }
                }
                "solved" | "failed" => {
                    let set = if key.trim() == "solved" {
                        &mut p.solved
                    } else {
                        &mut p.failed
                    };
                    set.extend(
                        value
                            .split_whitespace()
                            .filter(|s| is_id(s))
                            .map(str::to_string),
                    );
                }
                _ => {}
            }
        }
        p
    }
}

/// Two tabs' progress merged (`ui::synced`): the puzzles solved and failed in either,
/// the rating moved by this tab's changes on top of the stored one, the streak of the tab
/// that tried a puzzle last.
impl Stored for Progress {
    fn parse(text: &str) -> Progress {
        Progress::parse(text)
    }

    fn to_text(&self) -> String {
        Progress::to_text(self)
    }

    fn merge(stored: &Progress, base: &Progress, local: &Progress) -> Progress {
        let mut merged = stored.clone();
        merged.solved.extend(local.solved.iter().cloned());
        merged.failed.extend(local.failed.iter().cloned());
        merged.rating = (stored.rating + (local.rating - base.rating)).clamp(100, 4000);
        // A tab whose progress changed since it last stored has just tried a puzzle: its
        // streak is the newest (a failure resets it to its old value, 0, too).
        if local != base {
            merged.streak = local.streak;
        }
        merged.history = history::merge(&stored.history, &base.history, &local.history);
        for (m, l) in merged.best.iter_mut().zip(local.best) {
            *m = (*m).max(l);
        }
        // The choice changed here last is the newest.
        if local.choice != base.choice {
            merged.choice = local.choice;
        }
        merged
    }
}

/// The index of the next puzzle for a player with `progress`, among those its choice
/// matches (`None` when none does): one never tried if any is left (else one not solved,
/// else any), other than `current`, whose rating is nearest to the player's; ties go to
/// the lower rating, then to the earlier in the set.
#[must_use]
pub fn next_puzzle(
    puzzles: &[Puzzle],
    progress: &Progress,
    current: Option<&str>,
) -> Option<usize> {
    let rank = |p: &Puzzle| {
        if progress.solved.contains(&p.id) {
            2
        } else if progress.failed.contains(&p.id) {
            1
        } else {
            0
        }
    };
    let choice = &progress.choice;
    let others = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| Some(p.id.as_str()) != current && choice.matches(p));
    let best = others.min_by_key(|(i, p)| {
        let gap = (i64::from(p.rating) - i64::from(progress.rating)).unsigned_abs();
        (rank(p), gap, p.rating, *i)
    });
    best.map(|(i, _)| i)
        .or_else(|| puzzles.iter().position(|p| choice.matches(p)))
}

/// The puzzle with `id`, if the set has it.
#[must_use]
pub fn find(puzzles: &[Puzzle], id: &str) -> Option<usize> {
    puzzles.iter().position(|p| p.id == id)
}

/// The id in a share link's fragment `#puzzle=<id>` (with or without `#`), or `None`
/// when the fragment is not a puzzle link.
#[must_use]
pub fn link_id(fragment: &str) -> Option<&str> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    f.strip_prefix("puzzle=").map(str::trim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::puzzle::tests::set;
    use crate::ui::testing::mv;

    #[test]
    fn ratings_rise_and_fall_elo_style() {
        assert_eq!(rated(1200, 1200, 1.0), 1216);
        assert_eq!(rated(1200, 1200, 0.0), 1184);
        // A harder puzzle gives more for a win and takes less for a loss.
        assert!(rated(1200, 1600, 1.0) - 1200 > 16);
        assert!(rated(1200, 1600, 0.0) - 1200 > -16);
        assert_eq!(rated(1200, 1600, 1.0), 1229);
        let mut p = Progress::default();
        assert_eq!(p.record("a", 1200, true), 16);
        assert_eq!((p.rating, p.streak), (1216, 1));
        assert_eq!(p.record("b", 1200, true), 15);
        assert_eq!(p.streak, 2);
        // A failure: the streak ends, the rating falls.
        assert!(p.record("c", 1200, false) < 0);
        assert_eq!(p.streak, 0);
        // A puzzle already played moves the streak, never the rating.
        let r = p.rating;
        assert_eq!(p.record("a", 1200, true), 0);
        assert_eq!(p.record("c", 1200, true), 0);
        assert_eq!((p.rating, p.streak), (r, 2));
        assert!(p.solved.contains("c") && p.failed.contains("c"));
    }

    #[test]
    fn two_tabs_progress_merges() {
        let base = Progress::default();
        let mut a = base.clone();
        a.record("aaaa", 1200, true);
        let mut b = base.clone();
        b.record("bbbb", 1200, false);
        // A stored first; B stores its changes onto A's.
        let merged = Progress::merge(&a, &base, &b);
        assert!(merged.solved.contains("aaaa"));
        assert!(merged.failed.contains("bbbb"));
        assert_eq!(merged.rating, a.rating + (b.rating - base.rating));
        assert_eq!(merged.streak, 0, "B tried last and failed");
        // Nothing changed here: the stored progress as it is.
        assert_eq!(Progress::merge(&a, &base, &base), a);
    }

    #[test]
    fn progress_round_trips_and_reads_forgivingly() {
        let mut p = Progress::default();
        p.record("44a0079c", 1422, true);
        p.record("94ec8481", 1286, false);
        p.record("4f1902b4", 1000, true);
        let back = Progress::parse(&p.to_text());
        assert_eq!(back, p);
        // Anything unreadable is skipped; what is missing keeps its default.
        for junk in [
            "",
            "garbage",
            "{\"json\": true}",
            "rating=abc\nstreak=-3\nsolved=<script> ok-1 \u{0}\n",
            "\u{feff}rating=99999999999999\n",
            "solved",
            "==\n=\nrating=",
        ] {
            let q = Progress::parse(junk);
            assert!(q.rating >= 100 && q.rating <= 4000, "{junk:?}");
            assert!(q.solved.iter().all(|s| is_id(s)), "{junk:?}");
        }
        let q = Progress::parse("rating=abc\nstreak=-3\nsolved=<script> ok-1\nfailed=x y\n");
        assert_eq!(q.rating, START_RATING);
        assert_eq!(q.streak, 0);
        assert_eq!(q.solved.iter().collect::<Vec<_>>(), ["ok-1"]);
        assert_eq!(q.failed.len(), 2);
        assert_eq!(Progress::parse("rating=1350").rating, 1350);
    }

    #[test]
    fn the_next_puzzle_follows_the_players_level() {
        let mk = |id: &str, rating: u32| Puzzle {
            id: id.into(),
            position: crate::Position::start(),
            solution: vec![mv("a6-a7")],
            themes: vec![],
            rating,
            found_by: None,
        };
        let set = vec![
            mk("a", 1000),
            mk("b", 1180),
            mk("c", 1220),
            mk("d", 1500),
            mk("e", 1250),
        ];
        let mut p = Progress::default();
        // 1180 and 1220 are both 20 from 1200: the lower rating wins the tie.
        assert_eq!(next_puzzle(&set, &p, None), Some(1));
        // Not the current one.
        assert_eq!(next_puzzle(&set, &p, Some("b")), Some(2));
        // Solved ones are not offered while others are left; failed ones after the
        // untried ones.
        p.solved.insert("b".into());
        p.failed.insert("c".into());
        assert_eq!(next_puzzle(&set, &p, None), Some(4));
        p.rating = 1450;
        assert_eq!(next_puzzle(&set, &p, None), Some(3));
        for id in ["a", "d", "e"] {
            p.solved.insert(id.into());
        }
        assert_eq!(
            next_puzzle(&set, &p, None),
            Some(2),
            "the failed one is left"
        );
        p.solved.insert("c".into());
        p.failed = SortedSet::new();
        assert_eq!(
            next_puzzle(&set, &p, Some("d")),
            Some(4),
            "all solved: the nearest"
        );
        assert_eq!(next_puzzle(&[], &p, None), None);
        assert_eq!(next_puzzle(&set[..1], &p, Some("a")), Some(0));
        // Only from the puzzles chosen: rated 1200 to 1300 here.
        p.choice = Choice::new(None, Some(1200), Some(1300)).unwrap();
        // (All solved, the player at 1450: e's 1250 is the nearest, then c's 1220.)
        assert_eq!(next_puzzle(&set, &p, Some("d")), Some(4));
        assert_eq!(next_puzzle(&set, &p, Some("e")), Some(2));
        assert_eq!(next_puzzle(&set[..2], &p, None), None, "none matches");
        p.choice = Choice::new(Some("double-jump"), None, None).unwrap();
        assert_eq!(next_puzzle(&set, &p, None), None, "no puzzle of the theme");
    }

    #[test]
    fn the_choice_is_kept_and_merged() {
        let p = Progress {
            choice: Choice::new(Some("crowning"), Some(1200), Some(1599)).unwrap(),
            ..Progress::default()
        };
        assert_eq!(Progress::parse(&p.to_text()), p);
        let base = Progress::default();
        let mut other = base.clone();
        other.record("aaaa", 1200, true);
        // This tab chose; another stored a result meanwhile: both are kept.
        let merged = Progress::merge(&other, &base, &p);
        assert_eq!(merged.choice, p.choice);
        assert!(merged.solved.contains("aaaa"));
        // The other tab's choice stands when this one did not change its own.
        assert_eq!(Progress::merge(&p, &base, &other).choice, p.choice);
    }

    #[test]
    fn the_history_and_the_best_runs_are_kept_and_merged() {
        let mut p = Progress::default();
        p.tried("4f1902b4", true, 1_000);
        p.tried("b5fa80d5", false, 2_000);
        assert!(p.scored(RunKind::Streak, 3));
        assert!(!p.scored(RunKind::Streak, 2), "not better");
        assert!(p.scored(RunKind::Storm, 7));
        assert_eq!((p.best(RunKind::Streak), p.best(RunKind::Storm)), (3, 7));
        let back = Progress::parse(&p.to_text());
        assert_eq!(back, p);
        assert_eq!(back.history[1].id, "b5fa80d5");
        // Another tab kept a better Storm and tried another puzzle meanwhile.
        let base = Progress::default();
        let mut other = base.clone();
        other.tried("aaaa", true, 1_500);
        other.scored(RunKind::Storm, 9);
        let merged = Progress::merge(&other, &base, &p);
        assert_eq!(merged.best, [3, 9]);
        let ids: Vec<&str> = merged.history.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids, ["4f1902b4", "aaaa", "b5fa80d5"]);
        assert_eq!(Progress::parse("best=x 4").best, [0, 4]);
    }

    #[test]
    fn puzzle_links() {
        assert_eq!(link_id("#puzzle=44a0079c"), Some("44a0079c"));
        assert_eq!(link_id("puzzle=x"), Some("x"));
        assert_eq!(link_id("#tcn=abc"), None);
        assert_eq!(find(&set(), "b5fa80d5"), Some(1));
        assert_eq!(find(&set(), "nope"), None);
    }
}
