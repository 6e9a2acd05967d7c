//! What the script API shows of the players and their clocks (`state().names`,
//! `state().clock`) and of the games kept (`recentGames()`).

use crate::types::Color;
use crate::ui::words;

use super::side;
use crate::app::State;

/// The players' names as the strips show them.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NamesView {
    white: String,
    black: String,
}

/// The clocks: each side's time left (ms), the side whose time runs, the increment (ms)
/// and whether the players paused them.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ClockView {
    white: u64,
    black: u64,
    running: Option<&'static str>,
    increment: u64,
    paused: bool,
}

/// A kept game, as `recentGames()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecentGame {
    id: String,
    white: String,
    black: String,
    result: String,
    plies: usize,
    date: String,
}

/// The names in the strips.
#[must_use]
pub fn names(a: &State) -> NamesView {
    let s = a.session();
    let [white, black] =
        [Color::White, Color::Black].map(|c| words::strip_name(c, s.seat(c), s.player_name(c)));
    NamesView { white, black }
}

/// The clocks at `now_ms` (the page's clock), if the game has them.
#[must_use]
pub fn clock(a: &State, now_ms: f64) -> Option<ClockView> {
    let c = a.session().clock()?;
    let [white, black] = c.left(now_ms);
    Some(ClockView {
        white,
        black,
        running: a.clock_running().map(side),
        increment: c.control().increment_ms,
        paused: a.paused(),
    })
}

/// The games kept, newest first.
#[must_use]
pub fn recent_games(a: &State) -> Vec<RecentGame> {
    a.kept_games()
        .into_iter()
        .map(|k| RecentGame {
            id: k.id,
            white: k.white,
            black: k.black,
            result: k.result,
            plies: k.plies,
            date: k.date,
        })
        .collect()
}
