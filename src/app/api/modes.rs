//! The lesson and the puzzle on show as the script API shows them (`state().lesson`,
//! `state().puzzle`), and the lists of lessons and puzzles (`threeCrowns.lessons()`,
//! `threeCrowns.puzzles()`).
#![cfg_attr(not(feature = "serde"), allow(dead_code))]

use crate::puzzles::Puzzle;
use crate::tcn::to_tcn;
use crate::types::Move;
use crate::ui::lessons::LESSONS;

use super::super::State;
use super::side;

/// The lesson on show as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LessonStateView {
    id: &'static str,
    /// Its place in `lessons()`, from 0.
    index: usize,
    title: &'static str,
    /// `trying`, `replying`, `missed` or `done`.
    status: &'static str,
    /// The last thing the lesson said (the status line's feedback).
    message: String,
    /// Each lesson's done flag, in order.
    done: Vec<bool>,
}

/// One lesson, as `threeCrowns.lessons()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LessonListItem {
    id: &'static str,
    title: &'static str,
    instruction: &'static str,
    tcn: &'static str,
    /// A solution: the learner's moves and the scripted replies, in order.
    solution: Vec<&'static str>,
    /// A legal first move that misses the goal.
    wrong: &'static str,
    done: bool,
}

pub(super) fn lesson_state(a: &State) -> Option<LessonStateView> {
    let v = a.modes.lesson_view()?;
    let l = v.attempt.lesson();
    Some(LessonStateView {
        id: l.id,
        index: v.attempt.index(),
        title: l.title,
        status: v.attempt.status().word(),
        message: v.message.to_string(),
        done: v.progress.flags(),
    })
}

/// The puzzle on show as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PuzzleStateView {
    id: String,
    solver: &'static str,
    rating: u32,
    themes: Vec<String>,
    /// The solution's length.
    plies: usize,
    /// The puzzle's moves made on the board.
    ply: usize,
    /// `solving`, `wrong`, `solved` or `showing`.
    status: &'static str,
    /// The defender's answer to a wrong move, once found.
    refutation: Option<String>,
    progress: ProgressView,
}

/// The puzzle progress.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ProgressView {
    solved: usize,
    failed: usize,
    streak: u32,
    rating: i32,
}

/// One puzzle of the set, as `threeCrowns.puzzles()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PuzzleListItem {
    id: String,
    rating: u32,
    plies: usize,
    themes: Vec<String>,
    solution: Vec<String>,
    tcn: String,
}

pub(super) fn puzzle_state(a: &State) -> Option<PuzzleStateView> {
    let v = a.modes.puzzle_view()?;
    let p = v.attempt.puzzle();
    Some(PuzzleStateView {
        id: p.id.clone(),
        solver: side(v.attempt.solver()),
        rating: p.rating,
        themes: p.themes.clone(),
        plies: p.solution.len(),
        ply: v.attempt.ply(),
        status: v.attempt.status().word(),
        refutation: v.attempt.refutation().map(|m| m.to_string()),
        progress: ProgressView {
            solved: v.progress.solved.len(),
            failed: v.progress.failed.len(),
            streak: v.progress.streak,
            rating: v.progress.rating,
        },
    })
}

/// Every lesson, as `threeCrowns.lessons()` lists them.
#[must_use]
pub fn lessons(a: &State) -> Vec<LessonListItem> {
    let p = a.modes.lesson_progress();
    LESSONS
        .iter()
        .enumerate()
        .map(|(i, l)| LessonListItem {
            id: l.id,
            title: l.title,
            instruction: l.instruction,
            tcn: l.tcn,
            solution: l.solution.to_vec(),
            wrong: l.wrong,
            done: p.is_done(i),
        })
        .collect()
}

/// The puzzle set, as `threeCrowns.puzzles()` lists it.
#[must_use]
pub fn puzzles(set: &[Puzzle]) -> Vec<PuzzleListItem> {
    set.iter()
        .map(|p| PuzzleListItem {
            id: p.id.clone(),
            rating: p.rating,
            plies: p.solution.len(),
            themes: p.themes.clone(),
            solution: p.solution.iter().map(Move::to_string).collect(),
            tcn: to_tcn(&p.position),
        })
        .collect()
}
