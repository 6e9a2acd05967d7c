//! The words of starting a game and of its clocks: the New game dialog (the computer's
//! levels, the clocks offered), the players' names in the strips, the clocks' accessible
//! names, the question before a game in progress is replaced, the list of games kept.

use crate::types::Color;
use crate::ui::clock::{self, MAX_INCREMENT, MAX_MINUTES};
use crate::ui::session::Seat;

/// A new game started from the dialog (or the script API).
pub const NEW_GAME_STARTED: &str = "New game.";
/// The game in progress was thrown away, as the player chose.
pub const GAME_DISCARDED: &str = "The game in progress was discarded.";
/// A game with clocks comes back after a reload: paused.
pub const CLOCKS_PAUSED_AT_START: &str =
    "The clocks are paused as you left them: press Resume to go on.";
/// `pauseClock` / `resumeClock` in a game without clocks.
pub const NO_CLOCK: &str = "This game has no clock.";

/// Each computer level's name and one-line description, 1 to 8.
pub const LEVELS: [(&str, &str); 8] = [
    (
        "First steps",
        "Moves almost at random, but never misses a win in one.",
    ),
    ("Beginner", "Looks one move ahead."),
    ("Casual", "Sees simple captures coming."),
    ("Club player", "Plans a few moves ahead."),
    ("Strong", "Rarely gives a piece away."),
    ("Expert", "Punishes most mistakes."),
    ("Master", "Searches deep; little is left to luck."),
    ("Full strength", "The engine's best move."),
];

fn level(level: u8) -> (&'static str, &'static str) {
    LEVELS
        .get(usize::from(level).wrapping_sub(1))
        .copied()
        .unwrap_or(("", ""))
}

/// A level's option in the dialog: `Level 3 · Casual`.
#[must_use]
pub fn level_option(n: u8) -> String {
    format!("Level {n} · {}", level(n).0)
}

/// A level's one-line description, under the dialog's level: `Sees simple captures
/// coming.`
#[must_use]
pub fn level_about(n: u8) -> &'static str {
    level(n).1
}

/// A clock choice's option in the dialog (`value` as `ClockChoice::value` writes it).
#[must_use]
pub fn clock_option(value: &str) -> String {
    match value {
        "none" => "No clock".to_string(),
        "custom" => "Custom…".to_string(),
        v => {
            let minutes: u32 = v
                .split('+')
                .next()
                .and_then(|m| m.parse().ok())
                .unwrap_or(0);
            let kind = match minutes {
                0..=2 => "Bullet",
                3..=8 => "Blitz",
                9..=25 => "Rapid",
                _ => "Classical",
            };
            format!("{v} · {kind}")
        }
    }
}

/// Why a custom clock cannot be used.
#[must_use]
pub fn custom_clock_refused() -> String {
    format!(
        "A custom clock takes 1 to {MAX_MINUTES} minutes and an increment of 0 to {MAX_INCREMENT} seconds."
    )
}

/// The name a strip shows: the person's name, `Computer · level 3`, or the side's name
/// when no name was given.
#[must_use]
pub fn strip_name(side: Color, seat: Seat, name: Option<&str>) -> String {
    match (seat, name) {
        (Seat::Computer { level }, _) => format!("Computer · level {level}"),
        (Seat::Person, Some(name)) => name.to_string(),
        (Seat::Person, None) => side.to_string(),
        (Seat::Friend, Some(name)) => format!("Friend ({name})"),
        (Seat::Friend, None) => "Friend".to_string(),
    }
}

/// A clock's accessible name: `White's clock: 4 minutes 57 seconds left, running`.
#[must_use]
pub fn clock_label(side: Color, ms: u64, running: bool) -> String {
    let s = ms / 1000;
    let (m, s) = (s / 60, s % 60);
    let time = match (m, s) {
        (0, s) if ms < 10_000 => format!("{}.{} seconds", s, ms % 1000 / 100),
        (0, s) => format!("{s} seconds"),
        (m, 0) => format!("{m} minutes"),
        (m, s) => format!("{m} minutes {s} seconds"),
    };
    let state = if running { ", running" } else { "" };
    format!("{side}'s clock: {time} left{state}")
}

/// The question before a game in progress is replaced: `The game in progress (12 moves)
/// would be replaced.`
#[must_use]
pub fn replace_question(plies: usize) -> String {
    let moves = if plies == 1 { "move" } else { "moves" };
    format!(
        "The game in progress ({plies} {moves}) would be replaced. Keep it in Your games, or discard it?"
    )
}

/// A kept game in the list: `Ann – Computer · level 3 · 1-0 · 24 moves · 3+2 ·
/// 2026.12.02`; a person without a name is named by the side, an unfinished game says so.
#[must_use]
pub fn kept_game(k: &crate::ui::kept::KeptGame) -> String {
    let moves = if k.plies == 1 { "move" } else { "moves" };
    let name = |side: Color, tag: &str| {
        let seat = crate::ui::computer::seat_from_tag(tag);
        let named = crate::ui::players::clean_name(tag);
        strip_name(side, seat, named.as_deref())
    };
    let result = match k.result.as_str() {
        "1/2-1/2" => "½-½",
        "*" => "unfinished",
        r => r,
    };
    let mut s = format!(
        "{} – {} · {result} · {} {moves}",
        name(Color::White, &k.white),
        name(Color::Black, &k.black),
        k.plies
    );
    if let Some(c) = &k.clock {
        s.push_str(&format!(" · {c}"));
    }
    if !k.date.is_empty() {
        s.push_str(&format!(" · {}", k.date));
    }
    s
}

/// The clocks' time as shown (`clock::display`).
#[must_use]
pub fn clock_time(ms: u64) -> String {
    clock::display(ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_levels_and_clocks_read_as_players_expect() {
        assert_eq!(strip_name(Color::White, Seat::Person, None), "White");
        assert_eq!(strip_name(Color::Black, Seat::Person, Some("Bo")), "Bo");
        assert_eq!(
            strip_name(Color::Black, Seat::Computer { level: 4 }, Some("Bo")),
            "Computer · level 4"
        );
        assert_eq!(level_option(1), "Level 1 · First steps");
        assert_eq!(level_about(3), "Sees simple captures coming.");
        assert!(LEVELS
            .iter()
            .all(|(n, a)| !n.is_empty() && a.ends_with('.')));
        assert_eq!(clock_option("3+2"), "3+2 · Blitz");
        assert_eq!(clock_option("none"), "No clock");
        assert_eq!(
            clock_label(Color::White, 297_200, true),
            "White's clock: 4 minutes 57 seconds left, running"
        );
        assert_eq!(
            clock_label(Color::Black, 9_300, false),
            "Black's clock: 9.3 seconds left"
        );
        assert!(replace_question(1).contains("(1 move)"));
        let k = crate::ui::kept::KeptGame {
            id: "x".into(),
            white: "Person".into(),
            black: "Computer (level 3)".into(),
            result: "*".into(),
            reason: String::new(),
            kind: crate::ui::archive::Kind::Computer,
            plies: 1,
            date: "2026.12.02".into(),
            clock: Some("3+2".into()),
            friend: None,
        };
        assert_eq!(
            kept_game(&k),
            "White – Computer · level 3 · unfinished · 1 move · 3+2 · 2026.12.02"
        );
        let k = crate::ui::kept::KeptGame {
            white: "Ann".into(),
            result: "1/2-1/2".into(),
            clock: None,
            ..k
        };
        assert!(kept_game(&k).starts_with("Ann – Computer · level 3 · ½-½ · 1 move"));
    }
}
