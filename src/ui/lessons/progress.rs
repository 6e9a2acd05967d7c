//! The lessons done ([`Progress`]): kept in the browser as text, read forgivingly, merged
//! between tabs, and which lesson to offer next.

use super::{find, LESSONS};
use crate::sort::SortedSet;
use crate::ui::synced::Stored;

/// The lessons done, kept in the browser.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: SortedSet<&'static str>,
}

impl Progress {
    /// Marks lesson `index` done.
    pub fn mark_done(&mut self, index: usize) {
        if let Some(l) = LESSONS.get(index) {
            self.done.insert(l.id);
        }
    }

    /// Whether lesson `index` is done.
    #[must_use]
    pub fn is_done(&self, index: usize) -> bool {
        LESSONS.get(index).is_some_and(|l| self.done.contains(l.id))
    }

    /// Each lesson's done flag, in order.
    #[must_use]
    pub fn flags(&self) -> Vec<bool> {
        (0..LESSONS.len()).map(|i| self.is_done(i)).collect()
    }

    /// How many lessons are done.
    #[must_use]
    pub fn count(&self) -> usize {
        self.done.len()
    }

    /// The text kept in storage: `done=<ids, space-separated>`.
    #[must_use]
    pub fn to_text(&self) -> String {
        let ids: Vec<&str> = self.done.iter().copied().collect();
        format!("v=1\ndone={}\n", ids.join(" "))
    }

    /// Reads [`Progress::to_text`]'s text forgivingly: anything that is not a known
    /// lesson's id is skipped. Never fails.
    #[must_use]
    pub fn parse(text: &str) -> Progress {
        let mut p = Progress::default();
        for line in text.lines() {
            if let Some(("done", ids)) = line.split_once('=').map(|(k, v)| (k.trim(), v)) {
                for id in ids.split_whitespace() {
                    if let Some(i) = find(id) {
                        p.mark_done(i);
                    }
                }
            }
        }
        p
    }

    /// The lesson to open from the Learn button: the first not done (after `current`,
    /// then from the start), or the one after `current` when all are done.
    #[must_use]
    pub fn next(&self, current: Option<usize>) -> usize {
        let n = LESSONS.len();
        let from = current.map_or(0, |c| c + 1);
        (0..n)
            .map(|k| (from + k) % n)
            .find(|&i| !self.is_done(i) && Some(i) != current)
            .unwrap_or(from % n)
    }
}

impl Progress {
    /// What "Next" offers after lesson `current`: the first lesson not done after it
    /// (from the start again if need be), else the lesson after it; `None` after the last
    /// lesson once every lesson is done: the learner is offered a game instead of lesson
    /// 1 again.
    #[must_use]
    pub fn after(&self, current: usize) -> Option<usize> {
        let n = LESSONS.len();
        let undone = (1..n)
            .map(|k| (current + k) % n)
            .find(|&i| !self.is_done(i));
        undone.or_else(|| (current + 1 < n).then_some(current + 1))
    }
}

/// Two tabs' lessons done merged (`ui::synced`): every lesson done in either.
impl Stored for Progress {
    fn parse(text: &str) -> Progress {
        Progress::parse(text)
    }

    fn to_text(&self) -> String {
        Progress::to_text(self)
    }

    fn merge(stored: &Progress, _base: &Progress, local: &Progress) -> Progress {
        let mut merged = stored.clone();
        merged.done.extend(local.done.iter().copied());
        merged
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_forgives() {
        let mut p = Progress::default();
        p.mark_done(0);
        p.mark_done(8);
        p.mark_done(99);
        assert_eq!(Progress::parse(&p.to_text()), p);
        assert_eq!(p.count(), 2);
        assert_eq!(p.next(None), 1);
        assert_eq!(p.next(Some(7)), 1);
        for junk in [
            "",
            "garbage",
            "done=",
            "done=<script> nope stepping",
            "\u{0}=\u{feff}",
            "===",
        ] {
            let q = Progress::parse(junk);
            assert!(q.count() <= 1, "{junk:?}");
        }
        assert!(Progress::parse("done=nope stepping").is_done(0));
        let all = Progress::parse(&format!(
            "done={}",
            LESSONS.iter().map(|l| l.id).collect::<Vec<_>>().join(" ")
        ));
        assert_eq!(all.next(Some(3)), 4);
        assert_eq!(all.next(Some(8)), 0);
    }

    #[test]
    fn next_offers_a_game_after_the_last_lesson_once_all_are_done() {
        let mut p = Progress::default();
        assert_eq!(p.after(0), Some(1));
        assert_eq!(p.after(8), Some(0), "lessons left: the first not done");
        p.mark_done(0);
        p.mark_done(8);
        assert_eq!(p.after(8), Some(1));
        for i in 0..LESSONS.len() {
            p.mark_done(i);
        }
        assert_eq!(p.after(3), Some(4), "all done: the lessons go on in order");
        assert_eq!(
            p.after(8),
            None,
            "after the last: a game, not lesson 1 again"
        );
    }

    #[test]
    fn two_tabs_lessons_merge() {
        let (mut a, mut b) = (Progress::default(), Progress::default());
        a.mark_done(0);
        b.mark_done(1);
        let merged = Progress::merge(&a, &Progress::default(), &b);
        assert!(merged.is_done(0) && merged.is_done(1));
        assert_eq!(merged.count(), 2);
    }
}
