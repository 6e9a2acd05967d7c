//! The lesson and the puzzle on show as the script API shows them (`state().lesson`,
//! `state().puzzle`), and the lists of lessons and puzzles (`threeCrowns.lessons()`,
//! `threeCrowns.puzzles()`).
#![cfg_attr(not(feature = "serde"), allow(dead_code))]

use crate::puzzles::{Puzzle, Theme};
use crate::tcn::to_tcn;
use crate::types::Move;
use crate::ui::error::{ApiMisuse, PageError};
use crate::ui::lang::Speaker;
use crate::ui::lessons::LESSONS;
use crate::ui::puzzle::Choice;
use crate::ui::words;

use super::super::State;
use super::calls::Given;
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
    /// The puzzles' theme it leads on to.
    puzzles: &'static str,
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
    /// Its main theme's id (what its title names), `null` when none is known.
    theme: Option<&'static str>,
    /// Its title in the page's language ("Double jump · 1,450").
    title: String,
    rating: u32,
    plies: usize,
    themes: Vec<String>,
    solution: Vec<String>,
    tcn: String,
}

/// The Streak or Storm on show, as `state().puzzleMode` shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct RunView {
    /// `streak` or `storm`.
    kind: &'static str,
    /// The puzzles solved.
    score: u32,
    /// The best score of this kind kept.
    best: u32,
    /// A Storm's time left (ms); `null` for a Streak.
    time_left: Option<u64>,
    over: bool,
    /// The ids of the puzzles solved and missed, in order.
    solved: Vec<String>,
    missed: Vec<String>,
}

pub(super) fn run_state(a: &State, now_ms: f64) -> Option<RunView> {
    let v = a.modes.puzzle_view()?;
    let run = v.run?;
    let ids = |solved: bool| {
        run.results()
            .iter()
            .filter(|r| r.1 == solved)
            .map(|r| r.0.clone())
            .collect()
    };
    Some(RunView {
        kind: run.kind().word(),
        score: run.score(),
        best: v.progress.best(run.kind()),
        time_left: run.time_left(now_ms).map(|t| t.ceil() as u64),
        over: run.over(),
        solved: ids(true),
        missed: ids(false),
    })
}

/// One attempt at a puzzle, as `threeCrowns.puzzleHistory()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TriedView {
    id: String,
    solved: bool,
    /// When (ms since 1970).
    at: u64,
}

/// The puzzles tried, newest first.
#[must_use]
pub fn puzzle_history(a: &State) -> Vec<TriedView> {
    let p = a.modes.puzzle_progress();
    p.history
        .iter()
        .rev()
        .map(|t| TriedView {
            id: t.id.clone(),
            solved: t.solved,
            at: t.at,
        })
        .collect()
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
            puzzles: l.puzzles,
            done: p.is_done(i),
        })
        .collect()
}

/// The puzzles of the set that `choice` matches, as `threeCrowns.puzzles()` lists them,
/// their titles in `t`'s language.
#[must_use]
pub fn puzzles(set: &[Puzzle], choice: &Choice, t: &Speaker) -> Vec<PuzzleListItem> {
    set.iter()
        .filter(|p| choice.matches(p))
        .map(|p| PuzzleListItem {
            id: p.id.clone(),
            theme: main_theme(p).map(Theme::id),
            title: words::puzzle_title(t, &p.id, &p.themes, p.rating),
            rating: p.rating,
            plies: p.solution.len(),
            themes: p.themes.clone(),
            solution: p.solution.iter().map(Move::to_string).collect(),
            tcn: to_tcn(&p.position),
        })
        .collect()
}

/// What a puzzle's title names: its main theme ([`Theme::headline`]).
fn main_theme(p: &Puzzle) -> Option<Theme> {
    let known: Vec<Theme> = p
        .themes
        .iter()
        .filter_map(|th| Theme::from_id(th))
        .collect();
    Theme::headline(&known)
}

/// A theme, as `threeCrowns.puzzleThemes()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ThemeView {
    id: &'static str,
    /// Its name in the page's language.
    name: String,
}

/// Every theme, with its name in `t`'s language.
#[must_use]
pub fn puzzle_themes(t: &Speaker) -> Vec<ThemeView> {
    Theme::ALL
        .into_iter()
        .map(|th| ThemeView {
            id: th.id(),
            name: words::theme_title(t, th),
        })
        .collect()
}

/// The choice `{ theme, min, max }` given to `call` (left out: every puzzle): each part
/// optional, `theme` a theme's id (or `"all"`), `min` and `max` whole ratings 0–10000.
pub fn choice_given(call: &'static str, given: &Given) -> Result<Choice, PageError> {
    let misuse = |what| PageError::Api(ApiMisuse::PuzzleChoice(call, what));
    if matches!(given, Given::Absent) {
        return Ok(Choice::default());
    }
    if !matches!(given, Given::Object(_)) {
        return Err(misuse("the argument is { theme, min, max }"));
    }
    let theme = match given.field("theme") {
        Given::Absent => None,
        Given::Text(t) => Some(t.as_str()),
        _ => {
            return Err(misuse(
                "theme is a theme's id from puzzleThemes(), or \"all\"",
            ))
        }
    };
    let rating = |name| match given.field(name) {
        Given::Absent => Ok(None),
        Given::Number(n, _) if n.fract() == 0.0 && (0.0..=10000.0).contains(n) => {
            Ok(Some(*n as u32))
        }
        _ => Err(misuse("min and max are whole ratings from 0 to 10000")),
    };
    let (min, max) = (rating("min")?, rating("max")?);
    Choice::new(theme, min, max).map_err(PageError::PuzzleChoice)
}
