//! Tools on a puzzle file already mined (`www/puzzles.txt`), each rewriting it in place
//! ([`rewrite`]: the comments and the rest of each line kept): [`retag`] computes every
//! puzzle's themes again (`three-crowns puzzles --retag <file>`, after the tagger,
//! `puzzles::theme`, learned a theme), and [`measure`] says which of the computer's
//! levels finds each puzzle (issue 48: a difficulty on the levels' scale).
//!
//! [`found_by`] runs each level's search (1 to 8, lowest first) from the puzzle's
//! position and keeps the first that sees the win and plays the solution's first move,
//! with the depth of the iteration that first saw it (`puzzles::FoundBy`).
//!
//! The levels run by nodes alone, so that the answer does not depend on the machine or
//! its load: their time caps never end a search here (the clock stands still), and level
//! 8, bounded only by its 2 s in the game, is given [`LEVEL_8_NODES`]. The miner
//! (`puzzles`) measures each puzzle it keeps; `three-crowns puzzles --levels <file>`
//! measures a set's puzzles that lack it.

use std::sync::atomic::AtomicBool;

use three_crowns::puzzles::{self, FoundBy};
use three_crowns::search::{self, is_win_score, Control, Limits, Score, Searcher};
use three_crowns::{Game, Move, Position};

/// Level 8's node budget here (about its 2 s on one core of the machine that mined the
/// set; the other levels have node budgets of their own).
pub const LEVEL_8_NODES: u64 = 1_000_000;

/// The lowest level (1–8) whose search from `pos` sees the win and plays `first`, and the
/// depth at which it first saw the win; [`FoundBy::NoLevel`] when none does.
pub fn found_by(pos: &Position, first: Move) -> FoundBy {
    let Ok(game) = Game::from_moves(*pos, &[], true) else {
        return FoundBy::NoLevel;
    };
    let still = || 0.0;
    let stop = AtomicBool::new(false);
    let ctl = Control {
        clock: &still,
        stop: &stop,
    };
    for level in 1..=8u32 {
        let mut searcher = Searcher::new(16);
        let limits = Limits {
            nodes: Some(LEVEL_8_NODES),
            ..Limits::default()
        };
        let mut seen = None;
        let (mv, report) = search::think(
            &mut searcher,
            &game,
            Some(level),
            limits,
            0,
            &ctl,
            &mut |info| {
                if seen.is_none() && matches!(info.score, Score::Win(n) if n > 0) {
                    seen = Some(info.depth);
                }
            },
        );
        if mv == Some(first) && is_win_score(report.score) && report.score > 0 {
            return FoundBy::Level {
                level,
                depth: seen.unwrap_or(report.depth).max(1),
            };
        }
    }
    FoundBy::NoLevel
}

/// Measures every puzzle of the file at `path` that lacks its [`FoundBy`] and rewrites
/// the file (see [`rewrite`]); how many were measured.
pub fn measure(path: &str) -> Result<usize, String> {
    let (_, measured) = rewrite(path, |p| {
        if p.found_by.is_some() {
            return false;
        }
        let found = found_by(&p.position, p.solution[0]);
        eprintln!("{}: {found}", p.id);
        p.found_by = Some(found);
        true
    })?;
    Ok(measured)
}

/// Rewrites the puzzle file at `path` with each puzzle's themes computed again; how many
/// puzzles it holds and how many changed.
pub fn retag(path: &str) -> Result<(usize, usize), String> {
    rewrite(path, |p| {
        let new: Vec<String> = puzzles::themes(&p.position, &p.solution)
            .into_iter()
            .map(str::to_string)
            .collect();
        let changed = new != p.themes;
        p.themes = new;
        changed
    })
}

/// Rewrites the puzzle file at `path`, each puzzle passed through `change` (which says
/// whether it changed it), the comments and empty lines kept; how many puzzles the file
/// holds and how many changed. Nothing is written when a line cannot be read.
pub fn rewrite(
    path: &str,
    mut change: impl FnMut(&mut puzzles::Puzzle) -> bool,
) -> Result<(usize, usize), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let (mut out, mut count, mut changed) = (String::new(), 0, 0);
    for (i, line) in text.lines().enumerate() {
        let mut read = puzzles::parse_puzzles(line).map_err(|e| {
            let e = puzzles::PuzzleError { line: i + 1, ..e };
            format!("{path}: {e}")
        })?;
        match read.pop() {
            Some(mut p) => {
                count += 1;
                changed += usize::from(change(&mut p));
                out.push_str(&p.to_string());
            }
            // A comment or an empty line.
            None => out.push_str(line),
        }
        out.push('\n');
    }
    std::fs::write(path, out).map_err(|e| format!("{path}: {e}"))?;
    Ok((count, changed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use three_crowns::parse_tcn;

    #[test]
    fn a_short_puzzle_is_found_by_a_low_level_and_a_wrong_move_by_none() {
        // The set's 3-ply puzzle 4f1902b4: a Crowned Troika in two moves.
        let pos = parse_tcn("bw6/1w2bBb1/5wBw/6b1/2W1W1W1/2bB1b2/2w1W3/6b1 w - 24").unwrap();
        let first: Move = "e2-e3".parse().unwrap();
        let found = found_by(&pos, first);
        let FoundBy::Level { level, depth } = found else {
            panic!("{found:?}");
        };
        assert!(level <= 4 && (1..=8).contains(&depth), "{found}");
        // Measured again: the same answer (nodes only, no clock).
        assert_eq!(found_by(&pos, first), found);
        // A move that is not the solution's is found by no level.
        assert_eq!(
            found_by(&pos, "g1-f1".parse().unwrap()),
            FoundBy::NoLevel,
            "not White's move"
        );
    }
}
