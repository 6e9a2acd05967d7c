//! The modes' panels in the view: puzzle mode's, Learn mode's and the position editor's.
//! Each, while on, says the turn line its own way (after the game's, so it wins).

use crate::ui::lessons::{Status, LESSONS};
use crate::ui::puzzle::Status as PuzzleStatus;
use crate::ui::words;

use super::super::ids;
use super::super::mode::{EditorMode, LessonView, Mode, PuzzleView, Typed};
use super::list::El;
use super::{flag, LessonList, Node, View};
use crate::ui::lang::Speaker;
use crate::ui::puzzle::choice;

/// The address of the page at `page` opening puzzle `id`.
#[must_use]
pub fn puzzle_url(page: &str, id: &str) -> String {
    format!("{page}#puzzle={id}")
}

/// Puzzle mode's panel (or none): the goal, the buttons for where the player stands,
/// the puzzle's rating and themes once over, the progress, the link.
#[inline(never)]
pub(super) fn view_puzzle(
    v: &mut View,
    speaker: &Speaker,
    mode: Option<PuzzleView<'_>>,
    now: f64,
    link: &dyn Fn() -> Option<String>,
) {
    v.body("data-puzzle", Some(flag(mode.is_some())));
    for id in [ids::PUZZLE, ids::PUZZLE_BOX] {
        v.node(id, Node::hidden(mode.is_none()));
    }
    v.node(ids::OPEN_PUZZLES, Node::pressed(mode.is_some()));
    let Some(m) = mode else {
        v.body("data-puzzle-run", None);
        return;
    };
    view_puzzle_on(v, speaker, m, link);
    super::runs::view_runs(v, speaker, &m, now);
}

/// A puzzle on the board.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_puzzle_on(
    v: &mut View,
    speaker: &Speaker,
    m: PuzzleView<'_>,
    link: &dyn Fn() -> Option<String>,
) {
    let a = m.attempt;
    let p = a.puzzle();
    let status = a.status();
    v.body("data-puzzle-status", Some(status.word()));
    let solver = if a.solver() == crate::types::Color::White {
        "white"
    } else {
        "black"
    };
    v.body("data-puzzle-solver", Some(solver));
    v.node(
        ids::PUZZLE_TITLE,
        Node::text(words::puzzle_title(speaker, &p.id, &p.themes, p.rating)),
    );
    view_puzzle_choice(v, speaker, &m);
    v.node(
        ids::TURN,
        Node::text(words::puzzle_goal(speaker, a.solver())),
    );
    let over = matches!(
        status,
        PuzzleStatus::Solved | PuzzleStatus::Showing | PuzzleStatus::Wrong
    );
    let about = if over {
        words::puzzle_about(speaker, p.rating, &p.themes)
    } else {
        String::new()
    };
    v.node(ids::PUZZLE_ABOUT, Node::text(about).with_hidden(!over));
    let finished = matches!(status, PuzzleStatus::Solved | PuzzleStatus::Showing);
    v.node(
        ids::PUZZLE_RETRY,
        Node::hidden(status == PuzzleStatus::Solving),
    );
    v.node(ids::PUZZLE_SOLUTION, Node::hidden(finished));
    let next = if finished {
        words::PUZZLE_NEXT
    } else {
        words::PUZZLE_SKIP
    };
    v.node(
        ids::PUZZLE_NEXT,
        Node::text(next.said(speaker))
            .attr("data-primary", flag(finished))
            // No skipping in a Streak or a Storm under way.
            .with_hidden(m.run.is_some_and(|r| !r.over())),
    );
    for (id, (_, value)) in ids::PUZZLE_PROGRESS
        .iter()
        .zip(words::puzzle_progress(m.progress))
    {
        v.node(id, Node::text(value));
    }
    v.node(ids::PUZZLE_LINK, Node::value(link().unwrap_or_default()));
}

/// The choice of puzzles: the themes of the set (all, or one) and the difficulty
/// presets (a range set by a script shown as its own option).
#[inline(never)]
fn view_puzzle_choice(v: &mut View, speaker: &Speaker, m: &PuzzleView<'_>) {
    let c = m.progress.choice;
    let option = |value: &str, text: String| {
        El::new("option", "")
            .attr("value", value.to_string())
            .text(text)
    };
    let mut themes = choice::themes_in(m.set);
    if let Some(t) = c.theme.filter(|t| !themes.contains(t)) {
        themes.push(t);
    }
    let themes = std::iter::once(option("", words::PUZZLE_THEME_ALL.said(speaker)))
        .chain(
            themes
                .into_iter()
                .map(|t| option(t.id(), words::theme_title(speaker, t))),
        )
        .collect();
    v.lists.push((ids::PUZZLE_THEME, themes));
    let level = c.level();
    let mut levels: Vec<El> = std::iter::once(("", None, None))
        .chain(choice::LEVELS)
        .map(|(value, lo, hi)| option(value, words::puzzle_level(speaker, value, lo, hi)))
        .collect();
    if level == "custom" {
        levels.push(option(
            level,
            words::puzzle_level(speaker, level, c.min, c.max),
        ));
    }
    v.lists.push((ids::PUZZLE_LEVEL, levels));
    v.node(
        ids::PUZZLE_THEME,
        Node::value(c.theme.map_or("", |t| t.id())),
    );
    v.node(ids::PUZZLE_LEVEL, Node::value(level));
}

/// Learn mode's panel (or none): the lesson's title and instruction, Retry and Next,
/// the list of lessons with the done ones ticked.
#[inline(never)]
pub(super) fn view_lessons(v: &mut View, speaker: &Speaker, mode: Option<LessonView<'_>>) {
    let on = mode.is_some();
    v.body("data-lesson", Some(flag(on)));
    for id in [ids::LESSON, ids::LESSON_BOX] {
        v.node(id, Node::hidden(!on));
    }
    v.node(ids::OPEN_LESSONS, Node::pressed(on));
    let Some(m) = mode else {
        v.body("data-lesson-status", None);
        return;
    };
    view_lesson_on(v, speaker, m);
}

/// A lesson on the board.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_lesson_on(v: &mut View, speaker: &Speaker, m: LessonView<'_>) {
    let a = m.attempt;
    let status = a.status();
    v.body("data-lesson-status", Some(status.word()));
    v.node(
        ids::LESSON_TITLE,
        Node::text(words::lesson_heading(speaker, a.index(), a.lesson())),
    );
    v.node(
        ids::LESSON_INSTRUCTION,
        Node::text(words::lesson_instruction(speaker, a.lesson())),
    );
    v.node(
        ids::TURN,
        Node::text(words::lesson_side(speaker, a.learner())),
    );
    let next = if m.progress.after(a.index()).is_some() {
        words::LESSON_NEXT
    } else {
        words::LESSON_PLAY
    };
    v.node(
        ids::LESSON_NEXT,
        Node::text(next.said(speaker)).attr("data-primary", flag(status == Status::Done)),
    );
    // Done, the lesson leads on to puzzles of its theme.
    let practise = words::lesson_puzzles(speaker, a.lesson().puzzles);
    v.node(
        ids::LESSON_PUZZLES,
        Node::text(practise).with_hidden(status != Status::Done),
    );
    v.node(
        ids::LESSON_COUNT,
        Node::text(words::lessons_done(
            speaker,
            m.progress.count(),
            LESSONS.len(),
        )),
    );
    v.lessons = Some(LessonList {
        current: a.index(),
        items: LESSONS
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let done = m.progress.is_done(i);
                let title = words::lesson_title(speaker, l);
                (words::lesson_entry(speaker, i, l, done), title, done)
            })
            .collect(),
    });
}

/// The editor's panel (or none): the tool, side, binding, number, the position text
/// (left as typed while the player types in it), and whether it can be played, with
/// the rules core's reason when not (or why what was typed cannot be used).
#[inline(never)]
/// (`barred`: engine help is barred, and the editor with it.)
pub(super) fn view_editor(v: &mut View, speaker: &Speaker, mode: &Mode, barred: bool) {
    let Mode::Editor(m) = mode else {
        v.node(ids::EDITOR, Node::hidden(true));
        // Not offered in a friend game in progress (`State::engine_help_barred`).
        v.node(ids::EDIT_POSITION, Node::pressed(false).with_hidden(barred));
        v.body("data-editing", Some("false"));
        return;
    };
    view_editor_on(v, speaker, m);
}

/// The editor on the board.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_editor_on(v: &mut View, speaker: &Speaker, m: &EditorMode) {
    v.node(ids::EDITOR, Node::hidden(false));
    v.node(ids::EDIT_POSITION, Node::pressed(true));
    v.body("data-editing", Some("true"));
    let e = &m.editor;
    let setup = e.setup();
    v.node(ids::TURN, Node::text(words::editor_turn(speaker, setup)));
    let tool = e.tool().code();
    let tools = [
        (ids::TOOL_WHITE, "w"),
        (ids::TOOL_WHITE_CROWNED, "W"),
        (ids::TOOL_BLACK, "b"),
        (ids::TOOL_BLACK_CROWNED, "B"),
        (ids::TOOL_ERASE, "erase"),
    ];
    for (id, code) in tools {
        v.node(id, Node::pressed(code == tool));
    }
    v.node(ids::EDIT_TURN, Node::value(setup.turn.char().to_string()));
    let typed = |field| m.typed == Some(field);
    if !typed(Typed::Binding) {
        let b = setup.binding.map_or(String::new(), |b| b.to_string());
        v.node(ids::EDIT_BINDING, Node::value(b));
    }
    if !typed(Typed::Number) {
        v.node(ids::EDIT_NUMBER, Node::value(setup.fullmove.to_string()));
    }
    if !typed(Typed::Tcn) {
        v.node(ids::EDIT_TCN, Node::value(e.tcn()));
    }
    let problem = e.check().err();
    let said = m
        .problem
        .as_ref()
        .map(|a| a.in_language(speaker))
        .unwrap_or_else(|| {
            problem
                .as_ref()
                .map_or(String::new(), |e| words::editor_invalid(speaker, e))
        });
    v.node(ids::EDIT_ERROR, Node::text(said));
    v.node(ids::EDIT_PLAY, Node::unavailable(problem.is_some()));
    v.node(ids::EDIT_ANALYSE, Node::unavailable(problem.is_some()));
}
