//! The words of starting a game and of its clocks: the New game dialog (the computer's
//! levels, the clocks offered), the players' names in the strips, the clocks' accessible
//! names, the question before a game in progress is replaced, the list of games kept.

use super::say::Fixed;
use crate::ui::lang::{name as name_arg, side as side_arg, Arg, Speaker};

use crate::types::Color;
use crate::ui::clock::{self, MAX_INCREMENT, MAX_MINUTES};
use crate::ui::session::Seat;

/// A new game started from the dialog (or the script API).
pub const NEW_GAME_STARTED: Fixed = Fixed("new-game-started");
/// The game in progress was thrown away, as the player chose.
pub const GAME_DISCARDED: Fixed = Fixed("game-discarded");
/// A game with clocks comes back after a reload: paused.
pub const CLOCKS_PAUSED_AT_START: Fixed = Fixed("clocks-paused-at-start");
/// `pauseClock` / `resumeClock` in a game without clocks.
pub const NO_CLOCK: Fixed = Fixed("no-clock");

/// Each computer level's name and one-line description (their messages), 1 to 8.
pub const LEVELS: [(&str, &str); 8] = [
    ("level-1", "level-1-about"),
    ("level-2", "level-2-about"),
    ("level-3", "level-3-about"),
    ("level-4", "level-4-about"),
    ("level-5", "level-5-about"),
    ("level-6", "level-6-about"),
    ("level-7", "level-7-about"),
    ("level-8", "level-8-about"),
];

fn level(level: u8) -> Option<(&'static str, &'static str)> {
    LEVELS.get(usize::from(level).wrapping_sub(1)).copied()
}

/// A level's option in the dialog: `Level 3 · Casual`.
#[must_use]
pub fn level_option(t: &Speaker, n: u8) -> String {
    let name = level(n).map_or(String::new(), |(name, _)| t.say(name, &[]));
    t.say(
        "level-option",
        &[("level", usize::from(n).into()), ("name", Arg::Text(name))],
    )
}

/// A level's one-line description, under the dialog's level: `Sees simple captures
/// coming.`
#[must_use]
pub fn level_about(t: &Speaker, n: u8) -> String {
    level(n).map_or(String::new(), |(_, about)| t.say(about, &[]))
}

/// A clock choice's option in the dialog (`value` as `ClockChoice::value` writes it).
#[must_use]
pub fn clock_option(t: &Speaker, value: &str) -> String {
    match value {
        "none" => t.say("clock-none", &[]),
        "custom" => t.say("clock-custom", &[]),
        v => {
            let digits = v.split('+').next().unwrap_or("");
            let minutes = digits
                .bytes()
                .take_while(u8::is_ascii_digit)
                .fold(0u32, |m, b| {
                    m.saturating_mul(10).saturating_add(u32::from(b - b'0'))
                });
            let kind = match minutes {
                0..=2 => "clock-bullet",
                3..=8 => "clock-blitz",
                9..=25 => "clock-rapid",
                _ => "clock-classical",
            };
            t.say(kind, &[("clock", Arg::Text(v.to_owned()))])
        }
    }
}

/// Why a custom clock cannot be used.
#[must_use]
pub fn custom_clock_refused(t: &Speaker) -> String {
    t.say(
        "custom-clock-refused",
        &[
            ("minutes", (MAX_MINUTES as usize).into()),
            ("increment", (MAX_INCREMENT as usize).into()),
        ],
    )
}

/// The name a strip shows: the person's name, `Computer · level 3`, or the side's name
/// when no name was given.
#[must_use]
pub fn strip_name(t: &Speaker, side: Color, seat: Seat, name: Option<&str>) -> String {
    match (seat, name) {
        (Seat::Computer { level }, _) => {
            t.say("strip-computer", &[("level", usize::from(level).into())])
        }
        (Seat::Person, Some(name)) => name.to_string(),
        (Seat::Person, None) => t.say("strip-side", &[("side", side_arg(side))]),
        (Seat::Friend, Some(name)) => t.say("strip-friend-named", &[("name", name_arg(name))]),
        (Seat::Friend, None) => t.say("strip-friend", &[]),
    }
}

/// A strip's name in a puzzle or a lesson: the solver's `You`, the other side's
/// `Puzzle` or `Lesson` (never the seats that play their moves).
#[must_use]
pub fn exercise_strip(t: &Speaker, yours: bool, lesson: bool) -> String {
    let id = match (yours, lesson) {
        (true, _) => "strip-you",
        (false, false) => "strip-puzzle",
        (false, true) => "strip-lesson",
    };
    t.say(id, &[])
}

/// A clock's accessible name: `White's clock: 4 minutes 57 seconds left, running`.
#[must_use]
pub fn clock_label(t: &Speaker, side: Color, ms: u64, running: bool) -> String {
    let s = ms / 1000;
    let (m, s) = (s / 60, s % 60);
    let count = |n: u64| Arg::Count(i64::try_from(n).unwrap_or(i64::MAX));
    let time = match (m, s) {
        (0, s) if ms < 10_000 => t.say(
            "time-tenths",
            &[("seconds", Arg::Text(format!("{}.{}", s, ms % 1000 / 100)))],
        ),
        (0, s) => t.say("time-seconds", &[("seconds", count(s))]),
        (m, 0) => t.say("time-minutes", &[("minutes", count(m))]),
        (m, s) => t.say(
            "time-minutes-seconds",
            &[("minutes", count(m)), ("seconds", count(s))],
        ),
    };
    let id = if running {
        "clock-label-running"
    } else {
        "clock-label"
    };
    t.say(id, &[("side", side_arg(side)), ("time", Arg::Text(time))])
}

/// The question before a game in progress is replaced: `The game in progress (12 moves)
/// would be replaced.`
#[must_use]
pub fn replace_question(t: &Speaker, plies: usize) -> String {
    t.say("replace-question", &[("count", plies.into())])
}

/// An unfinished game's result in the list and in a GIF's caption.
pub const KEPT_UNFINISHED: Fixed = Fixed("kept-unfinished");

/// A kept game's players, `[white, black]`, as the strips name them: a person by their
/// name or the side, the computer by its level, a friend game's friend as `Friend` or
/// `Friend (Bo)` (one naming of a friend game everywhere).
#[must_use]
pub fn kept_players(t: &Speaker, k: &crate::ui::kept::KeptGame) -> [String; 2] {
    [(Color::White, &k.white), (Color::Black, &k.black)].map(|(side, tag)| {
        let friend = k.friend.as_ref().is_some_and(|f| f.you != side);
        kept_player(t, side, tag, friend)
    })
}

/// The player of `side` as a kept record's tag names it (`friend`: the friend's side of
/// a friend game): see [`kept_players`].
#[must_use]
pub fn kept_player(t: &Speaker, side: Color, tag: &str, friend: bool) -> String {
    let seat = if friend {
        Seat::Friend
    } else {
        crate::ui::computer::seat_from_tag(tag)
    };
    let named = crate::ui::players::clean_name(tag);
    strip_name(t, side, seat, named.as_deref())
}

/// A kept game in the list: `Ann – Computer · level 3 · 1-0 · 24 moves · 3+2 ·
/// 2026.12.02`; the players as [`kept_players`] names them, an unfinished game says so.
#[must_use]
pub fn kept_game(t: &Speaker, k: &crate::ui::kept::KeptGame) -> String {
    let [white, black] = kept_players(t, k);
    let result = match k.result.as_str() {
        "1/2-1/2" => "½-½".to_owned(),
        "*" => KEPT_UNFINISHED.said(t),
        r => r.to_owned(),
    };
    let mut s = t.say(
        "kept-game",
        &[
            ("white", name_arg(&white)),
            ("black", name_arg(&black)),
            ("result", Arg::Text(result)),
            ("count", k.plies.into()),
        ],
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
        assert_eq!(
            strip_name(
                &crate::ui::lang::Speaker::english(),
                Color::White,
                Seat::Person,
                None
            ),
            "White"
        );
        assert_eq!(
            strip_name(
                &crate::ui::lang::Speaker::english(),
                Color::Black,
                Seat::Person,
                Some("Bo")
            ),
            "Bo"
        );
        assert_eq!(
            strip_name(
                &crate::ui::lang::Speaker::english(),
                Color::Black,
                Seat::Computer { level: 4 },
                Some("Bo")
            ),
            "Computer · level 4"
        );
        assert_eq!(
            level_option(&crate::ui::lang::Speaker::english(), 1),
            "Level 1 · First steps"
        );
        assert_eq!(
            level_about(&crate::ui::lang::Speaker::english(), 3),
            "Sees simple captures coming."
        );
        let en = crate::ui::lang::Speaker::english();
        assert!((1..=8)
            .all(|n| level_about(&en, n).ends_with('.') && !level_option(&en, n).ends_with("· ")));
        assert_eq!(
            clock_option(&crate::ui::lang::Speaker::english(), "3+2"),
            "3+2 · Blitz"
        );
        assert_eq!(
            clock_option(&crate::ui::lang::Speaker::english(), "none"),
            "No clock"
        );
        assert_eq!(
            clock_label(
                &crate::ui::lang::Speaker::english(),
                Color::White,
                297_200,
                true
            ),
            "White's clock: 4 minutes 57 seconds left, running"
        );
        assert_eq!(
            clock_label(
                &crate::ui::lang::Speaker::english(),
                Color::Black,
                9_300,
                false
            ),
            "Black's clock: 9.3 seconds left"
        );
        assert!(replace_question(&crate::ui::lang::Speaker::english(), 1).contains("(1 move)"));
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
            rated: None,
            review: None,
        };
        assert_eq!(
            crate::ui::lang::without_isolates(&kept_game(&crate::ui::lang::Speaker::english(), &k)),
            "White – Computer · level 3 · unfinished · 1 move · 3+2 · 2026.12.02"
        );
        let k = crate::ui::kept::KeptGame {
            white: "Ann".into(),
            result: "1/2-1/2".into(),
            clock: None,
            ..k
        };
        assert!(
            kept_game(&crate::ui::lang::Speaker::english(), &k).starts_with(
                "\u{2068}Ann\u{2069} – \u{2068}Computer · level 3\u{2069} · ½-½ · 1 move"
            )
        );
    }
}
