//! What a puzzle trains (issue 48): its [`Theme`]s, each with a stable id (the puzzle
//! file's themes column, the script API's `theme`) and read off the solution's main line
//! by [`tag`]: how it is won, what the solver's moves do, whether a move had to meet a
//! threat or obey the second-turn rule, and how many moves deep it is. The page names
//! each theme in every language (`ui::words::theme_name`, messages `theme-…`).

use crate::position::{Position, WinReason};
use crate::search::movegen::opponent_threatens_win;
use crate::types::{Color, Move};

/// One thing a puzzle trains (RULES.md names the terms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Theme {
    /// Won by the third capture (RULES.md 6.1).
    ThirdCapture,
    /// Won by a Crowned Troika (RULES.md 6.2).
    CrownedTroika,
    /// A move of the solver takes an enemy piece's crown (RULES.md 5).
    Uncrowning,
    /// A move of the solver is a double jump (RULES.md 5).
    DoubleJump,
    /// The defender threatened to win at once and a move of the solver, before its
    /// winning one, had to meet it.
    Defending,
    /// A move of the line is bound by the second-turn rule (RULES.md 2).
    SecondTurn,
    /// A move of the solver crowns the piece it moved (RULES.md 4).
    Crowning,
    /// The first move is a plain step: no jump, no crowning, no win.
    QuietFirstMove,
    /// Won with the solver's second move (3 plies).
    WinIn2,
    /// Won with the solver's third move (5 plies).
    WinIn3,
    /// Won with the solver's fourth move (7 plies).
    WinIn4,
}

impl Theme {
    /// Every theme, in the order [`tag`] lists them.
    pub const ALL: [Theme; 11] = [
        Theme::ThirdCapture,
        Theme::CrownedTroika,
        Theme::Uncrowning,
        Theme::DoubleJump,
        Theme::Defending,
        Theme::SecondTurn,
        Theme::Crowning,
        Theme::QuietFirstMove,
        Theme::WinIn2,
        Theme::WinIn3,
        Theme::WinIn4,
    ];

    /// Its stable id: `third-capture`, `crowned-troika`, `uncrowning`, `double-jump`,
    /// `defending`, `second-turn`, `crowning`, `quiet-first-move`, `win-in-2` … `win-in-4`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Theme::ThirdCapture => "third-capture",
            Theme::CrownedTroika => "crowned-troika",
            Theme::Uncrowning => "uncrowning",
            Theme::DoubleJump => "double-jump",
            Theme::Defending => "defending",
            Theme::SecondTurn => "second-turn",
            Theme::Crowning => "crowning",
            Theme::QuietFirstMove => "quiet-first-move",
            Theme::WinIn2 => "win-in-2",
            Theme::WinIn3 => "win-in-3",
            Theme::WinIn4 => "win-in-4",
        }
    }

    /// The theme of the id, if it names one.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The depth theme of a win with the solver's `moves`-th move, if it has one.
    #[must_use]
    pub const fn win_in(moves: usize) -> Option<Theme> {
        match moves {
            2 => Some(Theme::WinIn2),
            3 => Some(Theme::WinIn3),
            4 => Some(Theme::WinIn4),
            _ => None,
        }
    }

    /// The solver's moves to the win, for the depth themes.
    #[must_use]
    pub const fn moves(self) -> Option<u32> {
        match self {
            Theme::WinIn2 => Some(2),
            Theme::WinIn3 => Some(3),
            Theme::WinIn4 => Some(4),
            _ => None,
        }
    }

    /// The theme that best says what a puzzle with `themes` trains, for its title: the
    /// rarest skill first (the second-turn rule, uncrowning, the double jump, defending,
    /// the third capture, a quiet first move, crowning, the Crowned Troika), else its depth.
    #[must_use]
    pub fn headline(themes: &[Theme]) -> Option<Theme> {
        const ORDER: [Theme; 8] = [
            Theme::SecondTurn,
            Theme::Uncrowning,
            Theme::DoubleJump,
            Theme::Defending,
            Theme::ThirdCapture,
            Theme::QuietFirstMove,
            Theme::Crowning,
            Theme::CrownedTroika,
        ];
        ORDER
            .into_iter()
            .find(|t| themes.contains(t))
            .or_else(|| themes.iter().copied().find(|t| t.moves().is_some()))
    }
}

/// The themes of a puzzle from `pos` with solution `line` (the solver's moves at even
/// plies, the defender's at odd ones), in [`Theme::ALL`]'s order. The line is played as
/// given (each move must be legal where it stands).
#[must_use]
pub fn tag(pos: &Position, line: &[Move]) -> Vec<Theme> {
    let solver = pos.turn();
    let mut found = Vec::new();
    let mut p = *pos;
    let last = line.len().saturating_sub(1);
    for (i, &mv) in line.iter().enumerate() {
        // The binding holds White's move (set by White's first move, RULES.md 2).
        if p.turn() == Color::White && p.binding().is_some() {
            found.push(Theme::SecondTurn);
        }
        let (next, effects) = p.play_with_effects(mv);
        if i % 2 == 0 {
            if effects.uncrowned.is_some() {
                found.push(Theme::Uncrowning);
            }
            if mv.is_jump() {
                found.push(Theme::DoubleJump);
            }
            if effects.crowned {
                found.push(Theme::Crowning);
            }
            // A threat met: the defender could win at once, and this move (not the win)
            // had to stop it.
            if i < last && !p.is_won() && opponent_threatens_win(&p) {
                found.push(Theme::Defending);
            }
            if i == 0 && !mv.is_jump() && !effects.crowned && next.won_by(solver).is_none() {
                found.push(Theme::QuietFirstMove);
            }
        }
        p = next;
    }
    match p.won_by(solver) {
        Some(WinReason::ThreeCaptures) => found.push(Theme::ThirdCapture),
        Some(WinReason::CrownedTroika) => found.push(Theme::CrownedTroika),
        Some(WinReason::Resignation | WinReason::Time | WinReason::Abandoned) | None => {}
    }
    found.extend(Theme::win_in(line.len().div_ceil(2)));
    found.sort_unstable();
    found.dedup();
    found
}

#[cfg(test)]
mod tests;
