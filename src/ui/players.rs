//! The players of a session as records name them: a player's name made fit for the strips
//! and the record ([`clean_name`]), and a record read back as a session
//! ([`Session::from_record`]: its seats, names, comments and clocks).

use crate::record::Record;
use crate::types::Color;
use crate::ui::clock::{self, Clock, TimeControl};
use crate::ui::session::{Seat, Session};

/// The longest player's name kept (characters).
pub const MAX_NAME: usize = 30;

/// A player's name as typed, made fit for the strips and the record: trimmed, inner
/// spaces made one, control characters dropped, at most [`MAX_NAME`] characters. `None`
/// for an empty name, or one a record would read back as a seat (`Person`, `Friend`,
/// `Computer (level 3)`).
#[must_use]
pub fn clean_name(typed: &str) -> Option<String> {
    let name: String = typed
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|c| !c.is_control() && *c != '"' && *c != '\\')
        .take(MAX_NAME)
        .collect();
    let name = name.trim().to_string();
    let a_seat = name == Seat::Person.name()
        || name == Seat::Friend.name()
        || crate::ui::computer::seat_from_tag(&name) != Seat::Person
        || name == "?";
    (!name.is_empty() && !a_seat).then_some(name)
}

impl Session {
    /// A record's game as a session: its seats and players' names (the `White` and
    /// `Black` tags: `Computer (level 3)` seats the computer, another name is a person's),
    /// its comments and its clocks (`TimeControl`, each move's `[%clk …]`, `WhiteClock` /
    /// `BlackClock`: restored paused).
    #[must_use]
    pub fn from_record(rec: Record) -> Session {
        let friend = crate::ui::friend::Friend::from_record(&rec);
        let origin = crate::ui::session::Origin::of(&rec);
        let mut seats = [Seat::Person; 2];
        let mut names = [None, None];
        for (side, tag) in [(Color::White, "White"), (Color::Black, "Black")] {
            if let Some(value) = rec.tag(tag) {
                seats[side.index()] = crate::ui::computer::seat_from_tag(value);
                names[side.index()] = Some(value.to_string());
            }
        }
        let control = rec.tag("TimeControl").and_then(TimeControl::from_tag);
        let ply = rec.game.ply();
        let mut clk = vec![None; ply];
        let now = ["WhiteClock", "BlackClock"].map(|t| rec.tag(t).and_then(clock::parse_time));
        let now = match now {
            [Some(w), Some(b)] => Some([w, b]),
            _ => None,
        };
        let mut notes = Vec::new();
        for (p, text) in rec.comments {
            match clock::read_clk(&text) {
                Some((ms, rest)) if control.is_some() && (1..=ply).contains(&p) => {
                    clk[p - 1] = Some(ms);
                    if !rest.is_empty() {
                        notes.push((p, rest));
                    }
                }
                _ => notes.push((p, text)),
            }
        }
        let clock = control.map(|tc| {
            let first = rec.game.start().turn();
            Clock::restored(tc, first, &clk, now, ply)
        });
        let mut s = Session::new(rec.game);
        for (side, seat) in [Color::White, Color::Black].into_iter().zip(seats) {
            s.set_seat(side, seat);
        }
        s.set_names(names.map(|n| n.as_deref().and_then(clean_name)));
        s.set_notes(notes);
        s.set_clock(clock);
        s.set_friend(friend);
        s.set_origin(origin);
        s
    }
}
