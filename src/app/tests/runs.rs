//! Scenarios of puzzle runs (issue 48) through the app core: a Streak serves puzzles of
//! rising difficulty and ends at the first wrong move, its best kept with the progress; a
//! Storm loses time for a wrong move and moves on, and ends when its time (driven by the
//! clock handed in with each command) is out; every try is kept in the history.

use super::*;
use crate::ui::puzzle::{Progress, RunKind};

impl Page {
    /// The last puzzle run's timer asked for.
    fn run_timer(&mut self) -> Option<u64> {
        self.take().into_iter().rev().find_map(|e| match e {
            Effect::Timer {
                timer: Timer::PuzzleRun(t),
                ..
            } => Some(t),
            _ => None,
        })
    }

    /// Solves the puzzle on show: its solution's moves, each reply played at its timer.
    fn solve(&mut self) {
        let solution = self.puzzle().solution.clone();
        for (i, mv) in solution.iter().enumerate().step_by(2) {
            self.take();
            self.send(Command::PlayText(mv.to_string(), MoveSource::Click))
                .unwrap();
            if i + 1 < solution.len() {
                let due = self.take().into_iter().find_map(|e| match e {
                    Effect::Timer {
                        timer: t @ Timer::PuzzleDue(_),
                        ..
                    } => Some(t),
                    _ => None,
                });
                self.send(Command::Timer(due.expect("the reply is due")))
                    .unwrap();
            }
        }
    }

    /// Plays a wrong first move on the puzzle on show; the effects are left to read.
    fn wrong(&mut self) {
        let right = self.puzzle().solution[0];
        let wrong = *self
            .state
            .legal_moves()
            .iter()
            .find(|&&m| m != right)
            .unwrap();
        self.take();
        self.send(Command::PlayText(wrong.to_string(), MoveSource::Click))
            .unwrap();
    }

    fn puzzle(&self) -> crate::puzzles::Puzzle {
        self.state
            .modes
            .puzzle_view()
            .unwrap()
            .attempt
            .puzzle()
            .clone()
    }

    fn run(&self) -> crate::ui::puzzle::Run {
        self.state.modes.puzzle_view().unwrap().run.unwrap().clone()
    }

    /// Lets `ms` pass, then rings the run's timer `ticket`.
    fn ring(&mut self, ticket: u64, ms: f64) {
        self.now += ms;
        self.send(Command::Timer(Timer::PuzzleRun(ticket))).unwrap();
    }

    fn progress(&self) -> Progress {
        self.state.modes.puzzle_progress().clone()
    }
}

#[test]
fn a_streak_rises_in_difficulty_and_ends_at_the_first_wrong_move_its_best_kept() {
    let mut p = Page::new();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    p.send(Command::StartPuzzleRun(RunKind::Streak)).unwrap();
    // The easier puzzle first (1286, then 1422).
    assert_eq!(p.puzzle().id, "94ec8481");
    assert_eq!(p.run().kind(), RunKind::Streak);
    p.solve();
    assert_eq!(p.run().score(), 1);
    assert!(!p.run().over());
    let ticket = p.run_timer().expect("the next puzzle is due");
    // Not yet: the timer of a step that is not due is heard, nothing changes.
    p.ring(ticket, 100.0);
    assert_eq!(p.puzzle().id, "94ec8481");
    let ticket = p.run_timer().expect("asked again");
    p.ring(ticket, super::super::puzzle_run::NEXT_DELAY_MS);
    assert_eq!(p.puzzle().id, "44a0079c", "the harder one next");
    p.wrong();
    let run = p.run();
    assert!(run.over());
    assert_eq!(run.score(), 1);
    assert_eq!(run.results().len(), 2);
    assert_eq!(p.progress().best(RunKind::Streak), 1);
    // Kept with the progress the shell stores.
    let stored = p.seen.iter().rev().find_map(|e| match e {
        Effect::StorePuzzleProgress(s) => Some(s.get().to_text()),
        _ => None,
    });
    let back = Progress::parse(&stored.expect("stored"));
    assert_eq!(back.best(RunKind::Streak), 1);
    let tried: Vec<(&str, bool)> = back
        .history
        .iter()
        .map(|t| (t.id.as_str(), t.solved))
        .collect();
    assert_eq!(tried, [("94ec8481", true), ("44a0079c", false)]);
    // A puzzle of the summary reopened: the run's summary stays.
    p.send(Command::OpenPuzzle(Wanted::Id("94ec8481".into()), 0))
        .unwrap();
    assert_eq!(p.puzzle().id, "94ec8481");
    assert!(p.run().over());
    // Leaving puzzle mode leaves the run; the best stays.
    p.send(Command::LeavePuzzles).unwrap();
    assert!(p.state.modes.puzzle_view().is_none());
    assert_eq!(p.progress().best(RunKind::Streak), 1);
}

#[test]
fn a_storm_loses_time_for_a_wrong_move_moves_on_and_ends_when_its_time_is_out() {
    use crate::ui::puzzle::run::{STORM_MS, STORM_PENALTY_MS};
    let mut p = Page::new();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    p.send(Command::StartPuzzleRun(RunKind::Storm)).unwrap();
    let start = p.now;
    assert_eq!(p.run().time_left(start), Some(STORM_MS));
    p.wrong();
    let run = p.run();
    assert!(!run.over(), "a Storm goes on after a wrong move");
    assert_eq!(run.time_left(start), Some(STORM_MS - STORM_PENALTY_MS));
    let ticket = p.run_timer().expect("the next puzzle is due");
    p.ring(ticket, super::super::puzzle_run::NEXT_DELAY_MS);
    assert_eq!(p.puzzle().id, "44a0079c", "moved on");
    // A running Storm's timer rings at each second shown; it ends when the time is out.
    let mut ticket = p.run_timer().expect("the clock's timer");
    p.ring(ticket, 1_000.0);
    assert!(!p.run().over());
    ticket = p.run_timer().expect("again");
    p.ring(ticket, STORM_MS);
    let run = p.run();
    assert!(run.over());
    assert_eq!(run.time_left(p.now), Some(0.0));
    assert_eq!(p.run_timer(), None, "no timer after the end");
    // A stale timer changes nothing.
    p.ring(ticket, 10.0);
    assert!(p.run().over());
    assert_eq!(p.progress().best(RunKind::Storm), 0);
}

#[test]
fn a_puzzle_opened_by_hand_gives_up_a_run_under_way() {
    let mut p = Page::new();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    p.send(Command::StartPuzzleRun(RunKind::Streak)).unwrap();
    p.send(Command::PuzzleNext).unwrap();
    assert!(p.state.modes.puzzle_view().unwrap().run.is_none());
}
