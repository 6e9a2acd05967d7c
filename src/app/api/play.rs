//! What the script API shows of the players and their clocks (`state().names`,
//! `state().clock`) and of the games kept (`recentGames()`).

use crate::types::Color;

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

/// The game with a friend on the board, as `state().friend` shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct FriendView {
    id: String,
    /// The local player's colour.
    you: &'static str,
    /// The players' names, `null` where not known.
    names: FriendNames,
    /// The link carrying the game as it is now, to be sent.
    link: String,
    /// `"you"` or `"friend"`.
    to_move: &'static str,
    ply: usize,
    /// A move, an offer or an end not yet sent.
    unsent: bool,
    /// The side that offered a draw on the last position, if any.
    offer: Option<&'static str>,
}

/// A friend game's names.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FriendNames {
    pub(super) white: Option<String>,
    pub(super) black: Option<String>,
}

/// A friend game, as `friendGames()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct FriendGameView {
    id: String,
    /// The friend's name, `null` while not known.
    opponent: Option<String>,
    you: &'static str,
    to_move: &'static str,
    ply: usize,
    unsent: bool,
    /// `"1-0"`, `"0-1"` or `"1/2-1/2"` once over.
    result: Option<&'static str>,
    /// When it last changed here (`YYYY.MM.DD HH:MM`).
    changed: String,
}

/// The friend game on the board (not while a puzzle or a lesson holds it aside).
#[must_use]
pub fn friend(a: &State) -> Option<FriendView> {
    if a.game_aside() {
        return None;
    }
    let s = a.board();
    let f = s.friend()?;
    let game = s.game();
    Some(FriendView {
        id: f.id.clone(),
        you: side(f.you),
        names: FriendNames {
            white: s.player_name(Color::White).map(str::to_string),
            black: s.player_name(Color::Black).map(str::to_string),
        },
        link: a.friend_link().unwrap_or_default(),
        to_move: if game.position().turn() == f.you {
            "you"
        } else {
            "friend"
        },
        ply: game.ply(),
        unsent: f.unsent(game),
        offer: f.offer.map(side),
    })
}

/// Every friend game: the one on the board first, then the kept ones.
#[must_use]
pub fn friend_games(a: &State) -> Vec<FriendGameView> {
    a.friend_games()
        .into_iter()
        .map(|g| FriendGameView {
            id: g.id,
            opponent: g.opponent,
            you: side(g.you),
            to_move: if g.your_turn { "you" } else { "friend" },
            ply: g.ply,
            unsent: g.unsent,
            result: g.result,
            changed: g.changed,
        })
        .collect()
}

/// The names in the strips (as data: without the marks that isolate a name on the page).
#[must_use]
pub fn names(a: &State) -> NamesView {
    let [white, black] = a
        .strip_names()
        .map(|shown| crate::ui::lang::without_isolates(&shown));
    NamesView { white, black }
}

/// The clocks at `now_ms` (the page's clock), if the game has them.
#[must_use]
pub fn clock(a: &State, now_ms: f64) -> Option<ClockView> {
    let c = a.board().clock()?;
    let [white, black] = c.left(now_ms);
    Some(ClockView {
        white,
        black,
        running: a.clock_running().map(side),
        increment: c.control().increment_ms,
        paused: a.paused(),
    })
}
