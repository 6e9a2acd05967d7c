//! Puzzle mode's words (part of [`crate::ui::words`], which re-exports them).

use crate::types::{Color, Move};
use crate::ui::error::{PageError, PuzzleSetError};
use crate::ui::puzzle::{Answer, Progress};

/// The line under the board's title in puzzle mode: who is to win.
#[must_use]
pub fn puzzle_goal(solver: Color) -> String {
    format!("{solver} to win")
}

/// The puzzle's heading: its id.
#[must_use]
pub fn puzzle_heading(id: &str) -> String {
    format!("Puzzle {id}")
}

/// What the player is asked at the start of a puzzle.
#[must_use]
pub fn puzzle_prompt(solver: Color, plies: usize) -> String {
    let moves = plies.div_ceil(2);
    let within = if moves == 1 {
        "at once".to_string()
    } else {
        format!("in {moves} moves")
    };
    format!("Your turn: find the move that wins for {solver} {within}.")
}

/// A right move, the defender's reply to come.
#[must_use]
pub fn puzzle_right(mv: Move) -> String {
    format!("{mv} is right! Keep going…")
}

/// After the defender's reply, the solver to move again.
#[must_use]
pub fn puzzle_after_reply(defender: Color, reply: Move) -> String {
    format!("{defender} answers {reply}. Find the next move.")
}

/// A wrong move whose answer is being looked for.
#[must_use]
pub fn puzzle_checking(mv: Move, defender: Color) -> String {
    format!("{mv}… {defender} looks for a defence.")
}

/// A wrong first move, its answer awaited.
#[must_use]
pub fn puzzle_wrong_pending(mv: Move, defender: Color) -> String {
    format!("{mv} is not the move! {defender} looks for the reply that saves the game…")
}

/// The wrong move `mv` and the defender's answer, explained.
#[must_use]
pub fn puzzle_wrong(mv: Move, solver: Color, answer: Answer) -> String {
    let defender = solver.other();
    let why = match answer {
        Answer::Saves(r) => {
            format!("{r} saves {defender}: after it {solver} has no forced win.")
        }
        Answer::Wins(r) => format!("{r} wins the game for {defender}."),
        Answer::NoMove => format!("{defender} has no move left: the game is drawn."),
        Answer::StillWins => format!("{solver} would still win, but not as the puzzle does."),
    };
    format!("{mv} is not the move! {why} Retry, or show the solution.")
}

/// A later move that wins too, by another line than the puzzle's: taken back.
#[must_use]
pub fn puzzle_another(mv: Move) -> String {
    format!("{mv} wins too, but the puzzle has another move in mind: find it.")
}

/// The defender's answer could not be found (the worker failed, or its reply held none).
#[must_use]
pub fn puzzle_no_answer(why: &PageError) -> String {
    format!("That is not the move, but its refutation could not be found ({why}). Retry, or show the solution.")
}

/// Solved, with the rating change (0 when the puzzle did not count for the rating).
#[must_use]
pub fn puzzle_solved(change: Option<i32>) -> String {
    match change {
        Some(c) if c != 0 => format!("Solved! Your puzzle rating {}.", signed(c)),
        _ => "Solved!".to_string(),
    }
}

/// A failure's rating change, said once when it is known.
#[must_use]
pub fn puzzle_failed_rating(change: i32) -> String {
    if change == 0 {
        String::new()
    } else {
        format!("Your puzzle rating {}.", signed(change))
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
pub fn puzzle_showing(line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(Move::to_string).collect();
    format!("The solution: {}.", moves.join(" "))
}

/// The solution has been shown.
pub const PUZZLE_SHOWN: &str = "That was the solution. Retry it, or go on to the next puzzle.";

// A move tried when the puzzle does not wait for one: `PuzzleWait`'s words, in `errors`.

/// The puzzle's rating and themes, shown once it is over.
#[must_use]
pub fn puzzle_about(rating: u32, themes: &[String]) -> String {
    let themes: Vec<String> = themes.iter().map(|t| theme_name(t)).collect();
    if themes.is_empty() {
        format!("Puzzle rating {rating}.")
    } else {
        format!("Puzzle rating {rating}. Themes: {}.", themes.join(", "))
    }
}

/// A theme's name as the page shows it (`crowned-troika` is "Crowned Troika").
#[must_use]
pub fn theme_name(theme: &str) -> String {
    match theme {
        "crowned-troika" => "Crowned Troika".to_string(),
        "third-capture" => "third capture".to_string(),
        "uncrowning" => "uncrowning".to_string(),
        "double-jump" => "double jump".to_string(),
        "crowning" => "crowning".to_string(),
        "quiet-first-move" => "quiet first move".to_string(),
        other => match other.strip_prefix("win-in-") {
            Some(n) => format!("win in {n}"),
            None => other.replace('-', " "),
        },
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
pub const PUZZLES_LEFT: &str = "Back to your game, as you left it.";

/// The puzzle set is being fetched.
pub const PUZZLES_LOADING: &str = "Loading the puzzles…";

/// The puzzle set could not be fetched or read.
#[must_use]
pub fn puzzles_unavailable(why: &PuzzleSetError) -> String {
    format!("The puzzles could not be loaded: {why}. Your game is unchanged.")
}

/// A link to a puzzle the set does not have.
#[must_use]
pub fn puzzle_unknown(id: &str) -> String {
    let shown: String = id.chars().take(40).collect();
    format!("There is no puzzle \"{shown}\" in this site's set.")
}

/// Puzzle mode refuses to change the seats.
pub const PUZZLE_NO_SEATS: &str = "Leave the puzzles to change who plays.";

/// The button to the next puzzle once this one is over.
pub const PUZZLE_NEXT: &str = "Next puzzle";
/// The same button while this one is not over.
pub const PUZZLE_SKIP: &str = "Skip";

/// The puzzle link copied.
pub const PUZZLE_LINK_COPIED: &str = "Link to the puzzle copied.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::mv;

    #[test]
    fn puzzle_sentences() {
        assert_eq!(puzzle_goal(Color::Black), "Black to win");
        assert_eq!(
            puzzle_prompt(Color::White, 3),
            "Your turn: find the move that wins for White in 2 moves."
        );
        assert_eq!(
            puzzle_wrong(mv("c2-b2"), Color::White, Answer::Saves(mv("g1-f1"))),
            "c2-b2 is not the move! g1-f1 saves Black: after it White has no forced win. Retry, or show the solution."
        );
        assert_eq!(puzzle_solved(Some(16)), "Solved! Your puzzle rating +16.");
        assert_eq!(puzzle_solved(Some(0)), "Solved!");
        assert_eq!(puzzle_failed_rating(-12), "Your puzzle rating −12.");
        assert_eq!(
            puzzle_about(1422, &["crowned-troika".into(), "win-in-3".into()]),
            "Puzzle rating 1422. Themes: Crowned Troika, win in 3."
        );
        assert_eq!(
            puzzle_unknown("zz"),
            "There is no puzzle \"zz\" in this site's set."
        );
        assert_eq!(
            puzzle_progress(&Progress::default())[0],
            ("Rating", "1200".to_string())
        );
    }
}
