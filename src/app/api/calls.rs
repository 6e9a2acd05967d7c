//! The script API's calls as the app core reads them: each argument as the shell found it
//! ([`Given`]), checked here and turned into a command, or refused with a clear error.

use crate::engine::{Command as EngineCommand, Start};
use crate::types::Color;
use crate::ui::computer::computer_seat;
use crate::ui::error::{ApiMisuse, PageError};
use crate::ui::session::{MoveSource, Seat};
use crate::ui::settings::ThemeChoice;

use super::super::{Command, State};

/// Deepest perft the page's API counts (depth 7 from the start takes seconds; the API is
/// for tests and measurements, and `stopPerft` ends any of them).
pub const MAX_PERFT_DEPTH: u32 = 7;

/// A script's argument, as JavaScript gave it.
#[derive(Clone, Debug, PartialEq)]
pub enum Given {
    /// `undefined`: left out.
    Absent,
    /// A boolean.
    Bool(bool),
    /// A string.
    Text(String),
    /// A number, with JavaScript's spelling of it.
    Number(f64, String),
    /// Anything else, named by its `typeof`.
    Other(String),
}

impl Given {
    fn text(&self) -> Option<&str> {
        match self {
            Given::Text(t) => Some(t),
            _ => None,
        }
    }

    /// A whole number from 0 to `max`.
    fn whole(&self, max: u32) -> Option<u32> {
        match self {
            Given::Number(n, _) if n.fract() == 0.0 && (0.0..=f64::from(max)).contains(n) => {
                Some(*n as u32)
            }
            _ => None,
        }
    }
}

/// A string argument (`play`, `openPuzzle`, `openLesson`), or the misuse named.
pub fn text(given: Given, misuse: ApiMisuse) -> Result<String, PageError> {
    match given {
        Given::Text(t) => Ok(t),
        _ => Err(PageError::Api(misuse)),
    }
}

/// `play(text)`.
pub fn play(text_given: Given) -> Result<Command, PageError> {
    let t = text(text_given, ApiMisuse::PlayText)?;
    Ok(Command::PlayText(t, MoveSource::Api))
}

/// `setSeat(color, "person" | level)`: a seat for a person or the computer at a level.
pub fn set_seat(color: &Given, who: &Given) -> Result<Command, PageError> {
    let side = match color.text() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return Err(PageError::Api(ApiMisuse::SeatColor)),
    };
    let seat = match who.text() {
        Some("person") => Some(Seat::Person),
        _ => who
            .whole(u32::from(u8::MAX))
            .and_then(|l| computer_seat(l as u8)),
    };
    let seat = seat.ok_or(PageError::Api(ApiMisuse::Seat))?;
    Ok(Command::SetSeat(side, seat))
}

/// `setSettings({ theme, colourBlind, coordinates, muted })`: the settings given changed
/// (any of them), the others kept.
pub fn set_settings(
    a: &State,
    [theme, colour_blind, coords, muted]: [Given; 4],
) -> Result<Command, PageError> {
    let mut d = a.display();
    if theme != Given::Absent {
        d.theme = theme
            .text()
            .and_then(ThemeChoice::parse)
            .ok_or(PageError::Api(ApiMisuse::Theme))?;
    }
    for (given, on) in [
        (colour_blind, &mut d.colour_blind),
        (coords, &mut d.coords),
        (muted, &mut d.muted),
    ] {
        match given {
            Given::Absent => {}
            Given::Bool(b) => *on = b,
            _ => return Err(PageError::Api(ApiMisuse::Switch)),
        }
    }
    Ok(Command::SetDisplay(d))
}

/// `perft(depth)`: the engine's commands that count the game's live position.
pub fn perft(a: &State, depth: &Given) -> Result<Vec<EngineCommand>, PageError> {
    let Some(d) = depth.whole(MAX_PERFT_DEPTH) else {
        let given = match depth {
            Given::Number(_, shown) => shown.clone(),
            Given::Text(s) => format!("\"{s}\""),
            Given::Bool(_) => "boolean".to_string(),
            Given::Absent => "undefined".to_string(),
            Given::Other(kind) => kind.clone(),
        };
        return Err(PageError::PerftDepth {
            max: MAX_PERFT_DEPTH,
            given,
        });
    };
    let start = Start::Tcn(*a.session().game().position());
    Ok(vec![
        EngineCommand::Position {
            start,
            moves: Vec::new(),
        },
        EngineCommand::Perft(d),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(n: f64) -> Given {
        Given::Number(n, format!("{n}"))
    }

    #[test]
    fn seats_are_read_or_refused() {
        let white = Given::Text("white".into());
        assert!(matches!(
            set_seat(&white, &Given::Text("person".into())),
            Ok(Command::SetSeat(Color::White, Seat::Person))
        ));
        assert!(matches!(
            set_seat(&Given::Text("black".into()), &number(3.0)),
            Ok(Command::SetSeat(Color::Black, Seat::Computer { .. }))
        ));
        assert_eq!(
            set_seat(&Given::Text("red".into()), &number(3.0)).err(),
            Some(PageError::Api(ApiMisuse::SeatColor))
        );
        for bad in [number(0.0), number(2.5), number(99.0), Given::Absent] {
            assert_eq!(
                set_seat(&white, &bad).err(),
                Some(PageError::Api(ApiMisuse::Seat)),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn settings_change_only_what_is_given() {
        let a = State::new(false, 1);
        let before = a.display();
        let Ok(Command::SetDisplay(d)) = set_settings(
            &a,
            [
                Given::Text("dark".into()),
                Given::Absent,
                Given::Bool(!before.coords),
                Given::Absent,
            ],
        ) else {
            panic!("read");
        };
        assert_eq!(d.theme, ThemeChoice::Dark);
        assert_eq!(d.coords, !before.coords);
        assert_eq!(
            (d.colour_blind, d.muted),
            (before.colour_blind, before.muted)
        );
        let bad_theme = [
            Given::Text("pink".into()),
            Given::Absent,
            Given::Absent,
            Given::Absent,
        ];
        assert_eq!(
            set_settings(&a, bad_theme).err(),
            Some(PageError::Api(ApiMisuse::Theme))
        );
        let bad_switch = [
            Given::Absent,
            Given::Text("yes".into()),
            Given::Absent,
            Given::Absent,
        ];
        assert_eq!(
            set_settings(&a, bad_switch).err(),
            Some(PageError::Api(ApiMisuse::Switch))
        );
    }

    #[test]
    fn perft_depths_are_whole_numbers_up_to_the_limit() {
        let a = State::new(false, 1);
        assert!(matches!(
            perft(&a, &number(3.0)).as_deref(),
            Ok([EngineCommand::Position { .. }, EngineCommand::Perft(3)])
        ));
        for (bad, shown) in [
            (number(8.0), "8"),
            (number(-1.0), "-1"),
            (Given::Text("3".into()), "\"3\""),
            (Given::Other("object".into()), "object"),
        ] {
            assert_eq!(
                perft(&a, &bad).err(),
                Some(PageError::PerftDepth {
                    max: MAX_PERFT_DEPTH,
                    given: shown.into()
                })
            );
        }
    }
}
