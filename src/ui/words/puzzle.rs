//! Puzzle mode's words (part of [`crate::ui::words`], which re-exports them).

use super::reasons::Reason;
use super::say::Fixed;
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};

use crate::puzzles::Theme;
use crate::types::{Color, Move};
use crate::ui::error::{PageError, PuzzleSetError};
use crate::ui::puzzle::{Answer, Choice, ChoiceError, Progress};

/// The line under the board's title in puzzle mode: who is to win.
#[must_use]
pub fn puzzle_goal(t: &Speaker, solver: Color) -> String {
    t.say("puzzle-goal", &[("side", side_arg(solver))])
}

/// The puzzle's heading: its id.
#[must_use]
pub fn puzzle_heading(t: &Speaker, id: &str) -> String {
    t.say("puzzle-heading", &[("id", Arg::Text(id.to_owned()))])
}

/// What the player is asked at the start of a puzzle.
#[must_use]
pub fn puzzle_prompt(t: &Speaker, solver: Color, plies: usize) -> String {
    let moves = plies.div_ceil(2);
    let side = ("side", side_arg(solver));
    if moves == 1 {
        t.say("puzzle-prompt-now", &[side])
    } else {
        t.say("puzzle-prompt", &[side, ("count", moves.into())])
    }
}

/// A right move, the defender's reply to come.
#[must_use]
pub fn puzzle_right(t: &Speaker, mv: Move) -> String {
    t.say("puzzle-right", &[("move", notation(mv))])
}

/// After the defender's reply, the solver to move again.
#[must_use]
pub fn puzzle_after_reply(t: &Speaker, defender: Color, reply: Move) -> String {
    t.say(
        "puzzle-after-reply",
        &[("side", side_arg(defender)), ("move", notation(reply))],
    )
}

/// A wrong move whose answer is being looked for.
#[must_use]
pub fn puzzle_checking(t: &Speaker, mv: Move, defender: Color) -> String {
    t.say(
        "puzzle-checking",
        &[("move", notation(mv)), ("side", side_arg(defender))],
    )
}

/// A wrong first move, its answer awaited.
#[must_use]
pub fn puzzle_wrong_pending(t: &Speaker, mv: Move, defender: Color) -> String {
    t.say(
        "puzzle-wrong-pending",
        &[("move", notation(mv)), ("side", side_arg(defender))],
    )
}

/// The wrong move `mv` and the defender's answer, explained.
#[must_use]
pub fn puzzle_wrong(t: &Speaker, mv: Move, solver: Color, answer: Answer) -> String {
    let sides = [
        ("solver", side_arg(solver)),
        ("defender", side_arg(solver.other())),
    ];
    let why = match answer {
        Answer::Saves(r) => t.say(
            "puzzle-why-saves",
            &[sides[0].clone(), sides[1].clone(), ("reply", notation(r))],
        ),
        Answer::Wins(r) => t.say(
            "puzzle-why-wins",
            &[sides[1].clone(), ("reply", notation(r))],
        ),
        Answer::NoMove => t.say("puzzle-why-no-move", &[sides[1].clone()]),
        Answer::StillWins => t.say("puzzle-why-still-wins", &[sides[0].clone()]),
    };
    t.say(
        "puzzle-wrong",
        &[("move", notation(mv)), ("why", Arg::Text(why))],
    )
}

/// A later move that wins too, by another line than the puzzle's: taken back.
#[must_use]
pub fn puzzle_another(t: &Speaker, mv: Move) -> String {
    t.say("puzzle-another", &[("move", notation(mv))])
}

/// The defender's answer could not be found (the worker failed, or its reply held none).
#[must_use]
pub fn puzzle_no_answer(t: &Speaker, why: &PageError) -> String {
    t.say("puzzle-no-answer", &[("why", Arg::Text(why.reason(t)))])
}

/// Solved, with the rating change (0 when the puzzle did not count for the rating).
#[must_use]
pub fn puzzle_solved(t: &Speaker, change: Option<i32>) -> String {
    match change {
        Some(c) if c != 0 => t.say("puzzle-solved-rating", &[("change", Arg::Text(signed(c)))]),
        _ => t.say("puzzle-solved", &[]),
    }
}

/// A failure's rating change, said once when it is known.
#[must_use]
pub fn puzzle_failed_rating(t: &Speaker, change: i32) -> String {
    if change == 0 {
        String::new()
    } else {
        t.say(
            "puzzle-rating-change",
            &[("change", Arg::Text(signed(change)))],
        )
    }
}

fn signed(c: i32) -> String {
    if c > 0 {
        format!("+{c}")
    } else {
        format!("−{}", c.unsigned_abs())
    }
}

/// The solution being shown.
#[must_use]
pub fn puzzle_showing(t: &Speaker, line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(Move::to_string).collect();
    t.say("puzzle-showing", &[("moves", Arg::Text(moves.join(" ")))])
}

/// The solution has been shown.
pub const PUZZLE_SHOWN: Fixed = Fixed("puzzle-shown");

// A move tried when the puzzle does not wait for one: `PuzzleWait`'s words, in `errors`.

/// The puzzle's rating and themes, shown once it is over.
#[must_use]
pub fn puzzle_about(t: &Speaker, rating: u32, themes: &[String]) -> String {
    let themes: Vec<String> = themes.iter().map(|th| theme_name(t, th)).collect();
    // A rating is a number of its own, written without digit groups.
    let rating = ("rating", Arg::Text(rating.to_string()));
    if themes.is_empty() {
        t.say("puzzle-about", &[rating])
    } else {
        let themes = Arg::Text(themes.join(&t.say("list-comma", &[])));
        t.say("puzzle-about-themes", &[rating, ("themes", themes)])
    }
}

/// A lesson done leads on to puzzles of its theme (`theme`: the set's tag), named as
/// the panel's choice names it: `Practise with puzzles: Double jump`.
#[must_use]
pub fn lesson_puzzles(t: &Speaker, theme: &str) -> String {
    let name = Theme::from_id(theme).map_or_else(|| theme_name(t, theme), |th| theme_title(t, th));
    t.say("lesson-puzzles", &[("theme", Arg::Text(name))])
}

/// A theme's name as the page shows it (the set's tag `crowned-troika` is "Crowned
/// Troika"; a tag the catalogue lacks is shown with spaces for its hyphens).
#[must_use]
pub fn theme_name(t: &Speaker, theme: &str) -> String {
    let id = match theme {
        "crowned-troika" => "theme-crowned-troika",
        "third-capture" => "theme-third-capture",
        "uncrowning" => "theme-uncrowning",
        "double-jump" => "theme-double-jump",
        "crowning" => "theme-crowning",
        "quiet-first-move" => "theme-quiet-first-move",
        "defending" => "theme-defending",
        "second-turn" => "theme-second-turn",
        other => {
            return match other.strip_prefix("win-in-") {
                Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                    let count = n
                        .bytes()
                        .fold(0usize, |c, b| c * 10 + usize::from(b - b'0'));
                    t.say("theme-win-in", &[("count", count.into())])
                }
                Some(_) | None => other.replace('-', " "),
            }
        }
    };
    t.say(id, &[])
}

/// The puzzle's title in words: its main theme ([`Theme::headline`]) and its rating, as
/// "Double jump · 1,450"; the heading with its id when none of its themes is known.
#[must_use]
pub fn puzzle_title(t: &Speaker, id: &str, themes: &[String], rating: u32) -> String {
    let known: Vec<Theme> = themes.iter().filter_map(|th| Theme::from_id(th)).collect();
    let Some(main) = Theme::headline(&known) else {
        return puzzle_heading(t, id);
    };
    let name = theme_title(t, main);
    t.say(
        "puzzle-title",
        &[
            ("theme", Arg::Text(name)),
            ("rating", Arg::Count(i64::from(rating))),
        ],
    )
}

/// A theme's name with its first letter made upper case ("Double jump"), as titles and
/// the panel's choice show it.
#[must_use]
pub fn theme_title(t: &Speaker, theme: Theme) -> String {
    let name = theme_name(t, theme.id());
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The panel's choice of every theme.
pub const PUZZLE_THEME_ALL: Fixed = Fixed("puzzle-theme-all");

/// A difficulty range in words: "any difficulty", "1,200–1,599", "1,600 and above",
/// "up to 1,199".
#[must_use]
pub fn puzzle_range(t: &Speaker, min: Option<u32>, max: Option<u32>) -> String {
    let n = |v: u32| Arg::Count(i64::from(v));
    match (min, max) {
        (None, None) => t.say("puzzle-range-any", &[]),
        (Some(lo), Some(hi)) => t.say("puzzle-range-between", &[("min", n(lo)), ("max", n(hi))]),
        (Some(lo), None) => t.say("puzzle-range-from", &[("min", n(lo))]),
        (None, Some(hi)) => t.say("puzzle-range-up-to", &[("max", n(hi))]),
    }
}

/// The panel's difficulty option `level` (a preset's value, `""` any, `custom` the
/// range set by a script), its range `min`..`max`.
#[must_use]
pub fn puzzle_level(t: &Speaker, level: &str, min: Option<u32>, max: Option<u32>) -> String {
    let range = puzzle_range(t, min, max);
    let name = match level {
        "" => return t.say("puzzle-level-any", &[]),
        "easier" => t.say("puzzle-level-easier", &[]),
        "normal" => t.say("puzzle-level-normal", &[]),
        "harder" => t.say("puzzle-level-harder", &[]),
        _ => return range,
    };
    t.say(
        "puzzle-level-option",
        &[("level", Arg::Text(name)), ("range", Arg::Text(range))],
    )
}

/// The choice taken: where the next puzzles come from.
#[must_use]
pub fn puzzle_chosen(t: &Speaker, choice: &Choice) -> String {
    let theme = choice
        .theme
        .map_or_else(|| PUZZLE_THEME_ALL.said(t), |th| theme_title(t, th));
    let range = puzzle_range(t, choice.min, choice.max);
    t.say(
        "puzzle-chosen",
        &[("theme", Arg::Text(theme)), ("range", Arg::Text(range))],
    )
}

/// Why a choice of puzzles is refused.
#[must_use]
pub fn choice_refused(t: &Speaker, e: &ChoiceError) -> String {
    match e {
        ChoiceError::UnknownTheme(id) => {
            let shown: String = id.chars().take(40).collect();
            t.say(
                "puzzle-choice-unknown-theme",
                &[("theme", Arg::Text(shown))],
            )
        }
        ChoiceError::MinAboveMax(lo, hi) => t.say(
            "puzzle-choice-upside-down",
            &[
                ("min", Arg::Count(i64::from(*lo))),
                ("max", Arg::Count(i64::from(*hi))),
            ],
        ),
        ChoiceError::NoneMatch => t.say("puzzle-choice-none", &[]),
    }
}

/// The player's progress, as the puzzle panel shows it: `(label, value)` pairs.
#[must_use]
pub fn puzzle_progress(p: &Progress) -> [(&'static str, String); 4] {
    [
        ("Rating", p.rating.to_string()),
        ("Streak", p.streak.to_string()),
        ("Solved", p.solved.len().to_string()),
        ("Failed", p.failed.len().to_string()),
    ]
}

/// Puzzle mode opened or left.
pub const PUZZLES_LEFT: Fixed = Fixed("puzzles-left");

/// The puzzle set is being fetched.
pub const PUZZLES_LOADING: Fixed = Fixed("puzzles-loading");

/// The puzzle set could not be fetched or read.
#[must_use]
pub fn puzzles_unavailable(t: &Speaker, why: &PuzzleSetError) -> String {
    t.say("puzzles-unavailable", &[("why", Arg::Text(why.reason(t)))])
}

/// A link to a puzzle the set does not have.
#[must_use]
pub fn puzzle_unknown(t: &Speaker, id: &str) -> String {
    let shown: String = id.chars().take(40).collect();
    t.say("puzzle-unknown", &[("id", Arg::Text(shown))])
}

/// Puzzle mode refuses to change the seats.
pub const PUZZLE_NO_SEATS: Fixed = Fixed("puzzle-no-seats");

/// The button to the next puzzle once this one is over.
pub const PUZZLE_NEXT: Fixed = Fixed("puzzle-next");
/// The same button while this one is not over.
pub const PUZZLE_SKIP: Fixed = Fixed("puzzle-skip");

/// The puzzle link copied.
pub const PUZZLE_LINK_COPIED: Fixed = Fixed("puzzle-link-copied");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::mv;

    #[test]
    fn puzzle_sentences() {
        assert_eq!(
            puzzle_goal(&crate::ui::lang::Speaker::english(), Color::Black),
            "Black to win"
        );
        assert_eq!(
            puzzle_prompt(&crate::ui::lang::Speaker::english(), Color::White, 3),
            "Your turn: find the move that wins for White in 2 moves."
        );
        assert_eq!(
            puzzle_wrong(&crate::ui::lang::Speaker::english(), mv("c2-b2"), Color::White, Answer::Saves(mv("g1-f1"))),
            "c2-b2 is not the move! g1-f1 saves Black: after it White has no forced win. Retry, or show the solution."
        );
        assert_eq!(
            puzzle_solved(&crate::ui::lang::Speaker::english(), Some(16)),
            "Solved! Your puzzle rating +16."
        );
        assert_eq!(
            puzzle_solved(&crate::ui::lang::Speaker::english(), Some(0)),
            "Solved!"
        );
        assert_eq!(
            puzzle_failed_rating(&crate::ui::lang::Speaker::english(), -12),
            "Your puzzle rating −12."
        );
        assert_eq!(
            puzzle_about(
                &Speaker::english(),
                1422,
                &["crowned-troika".into(), "win-in-3".into()]
            ),
            "Puzzle rating 1422. Themes: Crowned Troika, win in 3."
        );
        let themes = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            puzzle_title(
                &Speaker::english(),
                "b5fa80d5",
                &themes(&["crowned-troika", "double-jump", "win-in-3"]),
                1450
            ),
            "Double jump · 1,450"
        );
        assert_eq!(
            puzzle_title(
                &Speaker::english(),
                "p1",
                &themes(&["crowned-troika", "defending"]),
                980
            ),
            "Defending · 980"
        );
        assert_eq!(
            puzzle_title(
                &Speaker::english(),
                "p1",
                &themes(&["second-turn", "win-in-2"]),
                1200
            ),
            "Second-turn rule · 1,200"
        );
        assert_eq!(
            puzzle_title(&Speaker::english(), "p1", &themes(&["win-in-4"]), 1900),
            "Win in 4 · 1,900"
        );
        assert_eq!(
            puzzle_title(
                &Speaker::english(),
                "b5fa80d5",
                &themes(&["unheard-of"]),
                1900
            ),
            "Puzzle b5fa80d5"
        );
        let en = Speaker::english();
        let c = Choice::new(Some("double-jump"), Some(1200), Some(1599)).unwrap();
        assert_eq!(
            puzzle_chosen(&en, &c),
            "Next puzzles: Double jump, 1,200–1,599."
        );
        assert_eq!(
            puzzle_chosen(&en, &Choice::default()),
            "Next puzzles: All themes, any difficulty."
        );
        assert_eq!(
            puzzle_level(&en, "harder", Some(1600), None),
            "Harder (1,600 and above)"
        );
        assert_eq!(
            choice_refused(&en, &ChoiceError::MinAboveMax(1600, 1500)),
            "The lowest rating, 1,600, is above the highest, 1,500."
        );
        assert_eq!(
            puzzle_unknown(&crate::ui::lang::Speaker::english(), "zz"),
            "There is no puzzle \"zz\" in this site's set."
        );
        assert_eq!(
            puzzle_progress(&Progress::default())[0],
            ("Rating", "1200".to_string())
        );
    }
}
