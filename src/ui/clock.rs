//! The players' clocks, as data: a time control (minutes plus an increment in seconds per
//! move, as `5+3`), each move's time left on its mover's clock, and the time the side to
//! move has used so far. Nothing here reads a clock: every call that needs the time is
//! given the page's clock (ms), so a clock is a pure value, natively tested.
//!
//! Records carry a clock the way PGN tools read one: a `TimeControl` tag in seconds
//! (`"300+3"`), each move's time left as a `{[%clk 0:04:57.2]}` comment after it, and, for
//! the move under way, `WhiteClock` / `BlackClock` tags with both clocks when the record
//! was written. Records without them stay valid games without a clock.
//! The time controls and the times written as text are in `times`.

mod times;

pub use times::{
    clk_comment, display, parse_time, read_clk, record_time, TimeControl, MAX_INCREMENT,
    MAX_MINUTES, PRESETS,
};

use crate::types::Color;

/// The clocks of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    control: TimeControl,
    /// The side to move at the game's start.
    first: Color,
    /// `after[p]`: the time left on the clock of move `p + 1`'s mover, its increment
    /// added. Entries past the game's ply belong to moves taken back (a redo uses them).
    after: Vec<u64>,
    /// The ply `used` is about.
    at_ply: usize,
    /// The time the side to move used on this move before `since` (ms).
    used: u64,
    /// When the side to move's clock started running (the page's clock, ms); `None`
    /// while it is stopped.
    since: Option<f64>,
    /// The players paused the clocks.
    paused: bool,
}

impl Clock {
    /// A new game's clocks, `first` to move, stopped until [`Clock::sync`] runs them.
    #[must_use]
    pub fn new(control: TimeControl, first: Color) -> Clock {
        Clock {
            control,
            first,
            after: Vec::new(),
            at_ply: 0,
            used: 0,
            since: None,
            paused: false,
        }
    }

    /// A record's clocks: each move's time left (`clk[p]`: after move `p + 1`, where the
    /// record gave it) and both clocks when it was written (`now`: `[white, black]`, from
    /// which the time the side to move had used is known), at `ply`. Restored paused: the
    /// players resume them.
    #[must_use]
    pub fn restored(
        control: TimeControl,
        first: Color,
        clk: &[Option<u64>],
        now: Option<[u64; 2]>,
        ply: usize,
    ) -> Clock {
        let mut c = Clock::new(control, first);
        for (p, given) in clk.iter().take(ply).enumerate() {
            let mover = c.mover(p + 1);
            let v = given.unwrap_or_else(|| c.left_at(mover, p));
            c.after.push(v);
        }
        c.at_ply = ply;
        if let Some(now) = now {
            let turn = c.mover(ply + 1);
            // The waiting side's last move without its own `[%clk]`: its clock as written.
            let waiting = turn.other();
            if let Some(p) = (1..=c.after.len()).rev().find(|&p| c.mover(p) == waiting) {
                if clk.get(p - 1).copied().flatten().is_none() {
                    c.after[p - 1] = now[waiting.index()];
                }
            }
            c.used = c.left_at(turn, ply).saturating_sub(now[turn.index()]);
        }
        c.paused = true;
        c
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Whether the players paused the clocks.
    #[must_use]
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Pauses the clocks or resumes them (they stop or run at the next [`Clock::sync`]).
    pub fn set_paused(&mut self, on: bool) {
        self.paused = on;
    }

    /// Whether the side to move's clock runs.
    #[must_use]
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// The side that plays move `ply` (1: the first move).
    fn mover(&self, ply: usize) -> Color {
        if ply % 2 == 1 {
            self.first
        } else {
            self.first.other()
        }
    }

    /// `side`'s time left after `ply` moves, before any time used on the next.
    #[must_use]
    pub fn left_at(&self, side: Color, ply: usize) -> u64 {
        (1..=ply.min(self.after.len()))
            .rev()
            .find(|&p| self.mover(p) == side)
            .map_or(self.control.base_ms, |p| self.after[p - 1])
    }

    /// The time used on the move under way at `now` (ms).
    fn used_now(&self, now: f64) -> u64 {
        let running = self.since.map_or(0.0, |t| (now - t).max(0.0));
        self.used + running as u64
    }

    /// Both clocks at `now` (`[white, black]`, ms, none below zero).
    #[must_use]
    pub fn left(&self, now: f64) -> [u64; 2] {
        let turn = self.mover(self.at_ply + 1);
        [Color::White, Color::Black].map(|side| {
            let left = self.left_at(side, self.at_ply);
            if side == turn {
                left.saturating_sub(self.used_now(now))
            } else {
                left
            }
        })
    }

    /// Both clocks as they stood at the last [`Clock::sync`] (what records write).
    #[must_use]
    pub fn left_synced(&self) -> [u64; 2] {
        self.left(self.since.unwrap_or(0.0))
    }

    /// The side to move, if its time has run out at `now`.
    #[must_use]
    pub fn flagged(&self, now: f64) -> Option<Color> {
        let turn = self.mover(self.at_ply + 1);
        (self.left(now)[turn.index()] == 0).then_some(turn)
    }

    /// When the clocks next change as shown (`display`) or the side to move's time runs
    /// out, in ms from `now`; `None` while stopped.
    #[must_use]
    pub fn next_change(&self, now: f64) -> Option<f64> {
        self.since?;
        let turn = self.mover(self.at_ply + 1);
        let left = self.left(now)[turn.index()];
        let step = if left <= 10_000 { 100 } else { 1000 };
        Some((left % step).max(1).min(left.max(1)) as f64)
    }

    /// Move `ply` (1: the first) was played at `now`: its mover's time left, its
    /// increment added (only on a running clock), is kept with it, and the other side's
    /// clock starts where it stood. The times of moves taken back after it are forgotten
    /// unless `keep_rest` (the game kept them: the move was the next one taken back).
    pub fn moved(&mut self, ply: usize, now: f64, keep_rest: bool) {
        let mover = self.mover(ply);
        if self.at_ply + 1 != ply {
            self.used = 0;
        }
        let left = self
            .left_at(mover, ply - 1)
            .saturating_sub(self.used_now(now));
        let increment = if self.since.is_some() {
            self.control.increment_ms
        } else {
            0
        };
        while self.after.len() < ply - 1 {
            let p = self.after.len() + 1;
            self.after.push(self.left_at(self.mover(p), p - 1));
        }
        if keep_rest && self.after.len() >= ply {
            self.after[ply - 1] = left + increment;
        } else {
            self.after.truncate(ply - 1);
            self.after.push(left + increment);
        }
        self.at_ply = ply;
        self.used = 0;
        self.since = self.since.map(|_| now);
    }

    /// The clocks as another device reported them after move `ply` (`left`: `[white,
    /// black]`, ms; a live friend game: the mover's device decides its time, and both
    /// records then carry the same times). The mover's time after that move and the other
    /// side's after its last move before it are set; a report about a move this clock has
    /// not seen changes nothing.
    pub fn reported(&mut self, ply: usize, left: [u64; 2]) {
        if ply == 0 || ply > self.after.len() {
            return;
        }
        let mover = self.mover(ply);
        self.after[ply - 1] = left[mover.index()];
        if let Some(p) = (1..ply).rev().find(|&p| self.mover(p) != mover) {
            self.after[p - 1] = left[mover.other().index()];
        }
    }

    /// The side to move's clock, running after `ply` moves, shows `left` (ms) now, as
    /// its own device reported it (a live friend game resumed or reconnected). A report
    /// about another ply changes nothing.
    pub fn running_left(&mut self, ply: usize, left: u64, now: f64) {
        if ply != self.at_ply {
            return;
        }
        let turn = self.mover(ply + 1);
        self.used = self.left_at(turn, ply).saturating_sub(left);
        self.since = self.since.map(|_| now);
    }

    /// Whether the move after `ply` moves is timed: each side's clock starts at its
    /// own first move, as on lichess, so neither side's first move is (White's clock does
    /// not run before White has moved, nor Black's before Black has, whoever plays
    /// first; the computer's first move starts no person's clock).
    #[must_use]
    pub fn timed(ply: usize) -> bool {
        ply >= 2
    }

    /// Brings the clocks in step with the game at `ply`: after a move taken back or
    /// played again, each clock stands as it did then; `run` says whether the side to
    /// move's clock runs (the game on, not paused), at `now`. A side's first move is not
    /// timed ([`Clock::timed`]): its clock stands, whatever `run` says.
    pub fn sync(&mut self, ply: usize, run: bool, now: f64) {
        let run = run && Clock::timed(ply);
        if ply != self.at_ply {
            self.at_ply = ply;
            self.used = 0;
            self.since = None;
        }
        match (run, self.since) {
            (true, None) => self.since = Some(now),
            (false, Some(_)) => {
                self.used = self.used_now(now);
                self.since = None;
            }
            (true, Some(_)) => {
                self.used = self.used_now(now);
                self.since = Some(now);
            }
            (false, None) => {}
        }
    }

    /// The time left after each of the game's first `ply` moves, as records carry it.
    #[must_use]
    pub fn move_times(&self, ply: usize) -> &[u64] {
        &self.after[..ply.min(self.after.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_plus_two() -> TimeControl {
        TimeControl::new(1, 2).unwrap()
    }

    #[test]
    fn each_sides_first_move_is_not_timed_then_the_side_to_move_runs_down_and_gains_its_increment()
    {
        let mut c = Clock::new(one_plus_two(), Color::White);
        assert_eq!(c.left(0.0), [60_000, 60_000]);
        // White's first move: no clock runs, and no increment is added.
        c.sync(0, true, 1000.0);
        assert!(!c.running());
        assert_eq!(c.left(6000.0), [60_000, 60_000]);
        c.moved(1, 6000.0, false);
        // Black's first move (the computer's, or a person's): not timed either.
        c.sync(1, true, 6000.0);
        assert!(!c.running(), "Black's clock waits for Black's first move");
        assert_eq!(c.left(9000.0), [60_000, 60_000]);
        c.moved(2, 9000.0, false);
        assert_eq!(c.move_times(2), &[60_000, 60_000]);
        // From each side's second move on, the side to move's clock runs.
        c.sync(2, true, 10_000.0);
        assert!(c.running());
        assert_eq!(c.left(15_000.0), [55_000, 60_000]);
        c.moved(3, 15_000.0, false);
        assert_eq!(c.left(15_000.0), [57_000, 60_000], "the increment");
        assert_eq!(c.left(18_000.0), [57_000, 57_000], "Black's clock runs");
        c.moved(4, 18_000.0, false);
        assert_eq!(c.move_times(4), &[60_000, 60_000, 57_000, 59_000]);
        // Paused: nothing runs; resumed: from where it stood.
        c.sync(4, false, 19_000.0);
        assert_eq!(c.left(50_000.0), [56_000, 59_000]);
        c.sync(4, true, 50_000.0);
        assert_eq!(c.left(51_000.0), [55_000, 59_000]);
        assert_eq!(c.next_change(51_000.0), Some(1.0));
        // Black moving first: the same rule, by the moves each side made.
        let mut b = Clock::new(one_plus_two(), Color::Black);
        b.sync(0, true, 0.0);
        b.moved(1, 5000.0, false);
        b.sync(1, true, 5000.0);
        assert!(!b.running());
        b.moved(2, 9000.0, false);
        b.sync(2, true, 9000.0);
        assert!(b.running());
        assert_eq!(b.left(10_000.0), [60_000, 59_000]);
    }

    #[test]
    fn a_running_clock_reported_by_its_own_device_shows_the_same_and_runs_on() {
        let mut c = Clock::new(one_plus_two(), Color::White);
        c.moved(1, 0.0, false);
        c.moved(2, 0.0, false);
        c.sync(2, true, 1000.0);
        assert_eq!(c.left(2000.0), [59_000, 60_000]);
        // White's device says 45 s are left now: this page shows the same, running.
        c.running_left(2, 45_000, 2000.0);
        assert_eq!(c.left(2000.0), [45_000, 60_000]);
        assert_eq!(c.left(3000.0), [44_000, 60_000]);
        // About another ply: nothing changes.
        c.running_left(1, 10_000, 3000.0);
        assert_eq!(c.left(3000.0), [44_000, 60_000]);
    }

    #[test]
    fn the_flag_falls_at_zero_and_the_next_change_is_a_tenth_under_ten_seconds() {
        let mut c = Clock::new(TimeControl::new(1, 0).unwrap(), Color::White);
        c.moved(1, 0.0, false);
        c.moved(2, 0.0, false);
        c.sync(2, true, 0.0);
        assert_eq!(c.flagged(59_999.0), None);
        assert_eq!(c.next_change(55_050.0), Some(50.0));
        assert_eq!(c.flagged(60_000.0), Some(Color::White));
        assert_eq!(c.left(70_000.0), [0, 60_000]);
    }

    #[test]
    fn taking_moves_back_restores_both_clocks_and_a_redo_finds_them_again() {
        let mut c = Clock::new(one_plus_two(), Color::White);
        c.moved(1, 0.0, false); // not timed: 60 s
        c.moved(2, 0.0, false); // not timed: 60 s
        c.sync(2, true, 0.0);
        c.moved(3, 10_000.0, false); // White 52 s
        c.moved(4, 30_000.0, false); // Black 42 s
        c.moved(5, 35_000.0, false); // White 49 s
        assert_eq!(c.left(35_000.0), [49_000, 42_000]);
        // Two moves back: as before move 4, Black's time used on it forgotten.
        c.sync(3, true, 40_000.0);
        assert_eq!(c.left(40_000.0), [52_000, 60_000]);
        c.sync(5, true, 41_000.0);
        assert_eq!(c.left(41_000.0), [49_000, 42_000], "played again");
        // Back before move 3 and a different move: the later times are gone.
        c.sync(2, true, 42_000.0);
        c.moved(3, 43_000.0, false);
        assert_eq!(c.move_times(9), &[60_000, 60_000, 61_000]);
        // The same move as the one taken back keeps the later times.
        c.moved(4, 46_000.0, false);
        c.sync(2, true, 47_000.0);
        c.moved(3, 48_000.0, true);
        assert_eq!(c.move_times(4).len(), 4);
        assert_eq!(c.move_times(3), &[60_000, 60_000, 61_000]);
        // Taken back to the start: the first moves are not timed again.
        c.sync(0, true, 49_000.0);
        assert!(!c.running());
        // Moved on a stopped clock: no time used, no increment.
        let mut stopped = Clock::new(one_plus_two(), Color::White);
        stopped.moved(1, 9_000.0, false);
        assert_eq!(stopped.move_times(1), &[60_000]);
    }

    #[test]
    fn a_record_gives_the_clocks_back_with_the_time_used_on_the_move_under_way() {
        let clk = [Some(57_000), None, Some(50_000)];
        let c = Clock::restored(
            one_plus_two(),
            Color::White,
            &clk,
            Some([50_000, 55_000]),
            3,
        );
        assert!(c.paused());
        assert!(!c.running());
        // Black had 60 s after its (clockless) move 2, and had used 5 s of it.
        assert_eq!(c.left(0.0), [50_000, 55_000]);
        assert_eq!(c.move_times(3), &[57_000, 60_000, 50_000]);
        let black_first = Clock::restored(one_plus_two(), Color::Black, &[], None, 0);
        assert_eq!(black_first.mover(1), Color::Black);
        assert_eq!(black_first.left(0.0), [60_000, 60_000]);
    }

    #[test]
    fn a_reported_move_sets_both_sides_times_as_the_movers_device_had_them() {
        let mut c = Clock::new(one_plus_two(), Color::White);
        c.sync(0, true, 0.0);
        c.moved(1, 1_000.0, false);
        c.sync(1, true, 1_000.0);
        c.moved(2, 2_000.0, false);
        c.sync(2, true, 2_000.0);
        c.moved(3, 7_000.0, false);
        // White's device says White had 54.5 s after move 3, Black 59.1 s after move 2.
        c.reported(3, [54_500, 59_100]);
        assert_eq!(c.move_times(3), [60_000, 59_100, 54_500]);
        // A move not seen here yet changes nothing.
        c.reported(5, [1, 1]);
        assert_eq!(c.move_times(5), [60_000, 59_100, 54_500]);
    }
}
