//! Puzzle runs in the app core (issue 48): a Streak or a Storm (`ui::puzzle::Run`, the
//! rules) kept in the puzzles' sub-model ([`Puzzles`], never seeing the root state), and
//! the puzzles tried kept with the progress. A run's timer is data: one
//! [`Timer::PuzzleRun`] at a time (only the last started is heard), ringing when the next
//! puzzle is due after a result and, in a Storm, at each second the time left shows and
//! when it is out; the clock's reading is the shell's (`Surroundings::now_ms`). The
//! root opens the run's next puzzle ([`Wanted::Run`]) when [`Puzzles::run_due`] says so.

use crate::ui::puzzle::{Run, RunKind};
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{Puzzles, RunState, Wanted};
use super::shared::Shared;

/// The pause after a result before the run's next puzzle (the last move seen).
pub const NEXT_DELAY_MS: f64 = 700.0;

impl Puzzles {
    /// A puzzle asked for that is not the run's: a run under way is given up (one over
    /// keeps its summary on show).
    pub(super) fn other_than_run(&mut self, wanted: &Wanted) {
        if *wanted != Wanted::Run && self.run.as_ref().is_some_and(|r| !r.run.over()) {
            self.run = None;
        }
    }

    /// Starts a run of `kind`; the root then opens its first puzzle ([`Wanted::Run`]).
    #[inline(never)]
    pub(super) fn start_run(&mut self, shared: &mut Shared, kind: RunKind) {
        let ticket = self.run.as_ref().map_or(0, |r| r.ticket);
        self.run = Some(RunState {
            run: Run::new(kind, shared.world.now_ms),
            ticket,
            next_at: None,
        });
        self.schedule_run(shared);
    }

    /// Leaves the run, if one is on (puzzle mode left).
    pub(super) fn drop_run(&mut self) {
        self.run = None;
    }

    /// Puzzle `id` is on the board: the run's, if one is under way.
    pub(super) fn run_serves(&mut self, id: &str) {
        if let Some(r) = self.run.as_mut() {
            r.run.serve(id);
        }
    }

    /// The first result of an attempt at puzzle `id` (`solved` at the first try): kept
    /// in the history; in a run, counted, the best score kept, and the next puzzle due or
    /// the run over. The caller stores the progress.
    #[inline(never)]
    pub(super) fn tried(&mut self, shared: &mut Shared, id: &str, solved: bool) {
        let at = shared.world.epoch_ms.max(0.0) as u64;
        self.progress.get_mut().tried(id, solved, at);
        let now = shared.world.now_ms;
        let Some(r) = self.run.as_mut() else {
            return;
        };
        if r.run.current() != Some(id) {
            return;
        }
        let goes_on = r.run.result(id, solved, now);
        let (kind, score) = (r.run.kind(), r.run.score());
        self.progress.get_mut().scored(kind, score);
        if goes_on {
            r.next_at = Some(now + NEXT_DELAY_MS);
            self.schedule_run(shared);
        } else {
            self.run_over(shared);
        }
    }

    /// The run's timer of `ticket` rang: a Storm whose time is out ends; returns whether
    /// the run's next puzzle is due now (for the root to open it).
    #[inline(never)]
    pub(super) fn run_due(&mut self, shared: &mut Shared, ticket: u64) -> bool {
        let now = shared.world.now_ms;
        let Some(r) = self.run.as_mut().filter(|r| r.ticket == ticket) else {
            return false;
        };
        if r.run.check_time(now) {
            self.run_over(shared);
            return false;
        }
        let due = r.next_at.is_some_and(|t| t <= now + 1.0);
        if due {
            r.next_at = None;
        }
        self.schedule_run(shared);
        shared.render();
        due
    }

    /// A run over: said; its summary stays on the panel.
    fn run_over(&mut self, shared: &mut Shared) {
        let Some(r) = self.run.as_mut() else {
            return;
        };
        r.next_at = None;
        r.ticket += 1;
        let kind = r.run.kind();
        let score = r.run.score();
        let best = self.progress.get().best(kind);
        shared.announce(words::run_over(&shared.speaker, kind, score, best));
        shared.render();
    }

    /// Starts the run's next timer (the last one started is the only one heard): when
    /// its next puzzle is due, and in a Storm at the next change of the seconds shown.
    fn schedule_run(&mut self, shared: &mut Shared) {
        let now = shared.world.now_ms;
        let Some(r) = self.run.as_mut() else {
            return;
        };
        r.ticket += 1;
        let mut ms = r.next_at.map(|t| (t - now).max(0.0));
        if let Some(left) = r.run.time_left(now).filter(|_| !r.run.over()) {
            let tick = match left % 1000.0 {
                t if t <= 0.0 => 1000.0,
                t => t,
            };
            ms = Some(ms.map_or(tick, |m| m.min(tick)));
        }
        if let Some(ms) = ms {
            shared.emit(Effect::Timer {
                ms,
                timer: Timer::PuzzleRun(r.ticket),
            });
        }
    }
}
