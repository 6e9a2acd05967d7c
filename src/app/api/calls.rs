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
    /// An object's own properties (read two levels deep: deeper, an object is `Other`).
    Object(Vec<(String, Given)>),
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

/// `setAnalysisLines(n)`: a whole number of best lines, 1 to 5 (another is refused by
/// the command with the words saying so).
pub fn set_analysis_lines(n: &Given) -> Result<Command, PageError> {
    match n.whole(u32::MAX) {
        Some(n) => Ok(Command::SetAnalysisLines(n as usize)),
        None => Err(PageError::Api(ApiMisuse::AnalysisLines)),
    }
}

/// `setAnalysisWorkers(n)`: a whole number of workers at most, 1 to 8 (another is
/// refused by the command with the words saying so).
pub fn set_analysis_workers(n: &Given) -> Result<Command, PageError> {
    match n.whole(u32::MAX) {
        Some(n) => Ok(Command::SetAnalysisWorkers(n as usize)),
        None => Err(PageError::Api(ApiMisuse::AnalysisWorkers)),
    }
}

/// `play(text)`.
pub fn play(text_given: Given) -> Result<Command, PageError> {
    let t = text(text_given, ApiMisuse::PlayText)?;
    Ok(Command::PlayText(t, MoveSource::Api))
}

/// A seat as the API names it: `"person"` or a level 1–8.
fn seat(who: &Given) -> Option<Seat> {
    match who.text() {
        Some("person") => Some(Seat::Person),
        _ => who
            .whole(u32::from(u8::MAX))
            .and_then(|l| computer_seat(l as u8)),
    }
}

/// `newGame`'s argument, as the shell read it: `white`, `black`, `names` (`None`: left
/// out or `null`; an error: not an object) and `clock` (`None`: left out or `null`;
/// `Some([minutes, increment])`; an error: not an object).
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameGiven {
    /// `white`.
    pub white: Given,
    /// `black`.
    pub black: Given,
    /// `names.white` and `names.black`.
    pub names: Result<Option<[Given; 2]>, ()>,
    /// `clock.minutes` and `clock.increment`.
    pub clock: Result<Option<[Given; 2]>, ()>,
}

/// `newGame({ white, black, names, clock })`: the game to start at once.
///
/// # Errors
/// The part of the argument that is not as documented.
pub fn new_game(g: &NewGameGiven) -> Result<Command, PageError> {
    let misuse = |what| PageError::Api(ApiMisuse::NewGame(what));
    let seats = [&g.white, &g.black].map(seat);
    let [Some(white), Some(black)] = seats else {
        return Err(misuse(
            "white and black are \"person\" or a level from 1 to 8",
        ));
    };
    let names = match &g.names {
        Err(()) => return Err(misuse("names is { white, black } or null")),
        Ok(None) => [None, None],
        Ok(Some(names)) => {
            let mut out = [None, None];
            for (slot, name) in out.iter_mut().zip(names) {
                *slot = match name {
                    Given::Absent => None,
                    Given::Text(t) => Some(t.clone()),
                    _ => return Err(misuse("a name is a string")),
                };
            }
            out
        }
    };
    let clock = match &g.clock {
        Err(()) => return Err(misuse("clock is null or { minutes, increment }")),
        Ok(None) => None,
        Ok(Some([minutes, increment])) => {
            let number = |g: &Given| match g {
                Given::Number(n, _) if n.is_finite() => Some(*n),
                _ => None,
            };
            let max = f64::from(crate::ui::clock::MAX_MINUTES);
            let minutes = number(minutes).filter(|m| *m > 0.0 && *m <= max);
            let increment = match increment {
                Given::Absent => Some(0.0),
                g => number(g),
            }
            .filter(|s| (0.0..=f64::from(crate::ui::clock::MAX_INCREMENT)).contains(s));
            // At least a second: a clock that rounds to nothing is refused.
            let minutes = minutes.filter(|m| (m * 60_000.0).round() >= 1000.0);
            let (Some(minutes), Some(increment)) = (minutes, increment) else {
                return Err(misuse(
                    "clock.minutes is more than 0 and at most 180, clock.increment 0 to 60 seconds",
                ));
            };
            Some(crate::ui::clock::TimeControl {
                base_ms: (minutes * 60_000.0).round() as u64,
                increment_ms: (increment * 1000.0).round() as u64,
            })
        }
    };
    Ok(Command::StartGame(Box::new(crate::app::new_game::Setup {
        seats: [white, black],
        names,
        clock,
    })))
}

/// `startFriendGame({ color, name })`: a game with a friend, started at once.
///
/// # Errors
/// The part of the argument that is not as documented.
pub fn friend_game(color: &Given, name: &Given) -> Result<Command, PageError> {
    let misuse = |what| PageError::Api(ApiMisuse::FriendGame(what));
    let colour = match color {
        Given::Text(t) => crate::app::new_game::Colour::parse(t),
        _ => None,
    }
    .ok_or_else(|| misuse("color is \"white\", \"black\" or \"random\""))?;
    let name = match name {
        Given::Absent => String::new(),
        Given::Text(t) => t.clone(),
        _ => return Err(misuse("name is a string")),
    };
    Ok(Command::Friend(crate::app::friend::FriendInput::Start(
        colour, name,
    )))
}

/// `startLiveGame({ color, name, clock })`: a live game with a friend, started at once.
///
/// # Errors
/// The part of the argument that is not as documented.
pub fn live_game(a: &Given) -> Result<Command, PageError> {
    if !matches!(a, Given::Object(_)) {
        let what = "the argument is { color, name, clock }";
        return Err(PageError::Api(ApiMisuse::Live("startLiveGame", what)));
    }
    let person = Given::Text("person".into());
    let clock = match new_game(&NewGameGiven {
        white: person.clone(),
        black: person,
        names: Ok(None),
        clock: a.field("clock").pair("minutes", "increment"),
    })? {
        Command::StartGame(setup) => setup.clock,
        _ => None,
    };
    Ok(match friend_game(a.field("color"), a.field("name"))? {
        Command::Friend(crate::app::friend::FriendInput::Start(colour, name)) => Command::Friend(
            crate::app::friend::FriendInput::StartLive(colour, name, clock),
        ),
        other => other,
    })
}

/// `setSettings({ relays })`: the relays live games meet on (`null` or `[]`: the
/// defaults); `None` when left out.
///
/// # Errors
/// Not a list of relays' addresses (the words say which and why).
pub fn set_relays(given: &Given) -> Result<Option<Command>, PageError> {
    let misuse = |what| PageError::Api(ApiMisuse::Live("setSettings", what));
    let urls = match given {
        Given::Absent => return Ok(None),
        Given::Object(entries) => entries
            .iter()
            .map(|(_, g)| g.text().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| misuse("relays is a list of ws:// or wss:// addresses"))?,
        _ => return Err(misuse("relays is a list of ws:// or wss:// addresses")),
    };
    let relays = crate::app::live::relays::read(&urls)
        .map_err(|e| PageError::Friend(format!("setSettings: {e}")))?;
    Ok(Some(Command::Friend(
        crate::app::friend::FriendInput::Relays(relays),
    )))
}

/// `setSeat(color, "person" | level)`: a seat for a person or the computer at a level.
pub fn set_seat(color: &Given, who: &Given) -> Result<Command, PageError> {
    let side = match color.text() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return Err(PageError::Api(ApiMisuse::SeatColor)),
    };
    let seat = seat(who).ok_or(PageError::Api(ApiMisuse::Seat))?;
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

/// `setSettings({ language })`: the page's language, a tag of `ui::lang::LANGUAGES`
/// (`None`: not given).
pub fn set_language(language: &Given) -> Result<Option<Command>, PageError> {
    match language {
        Given::Absent => Ok(None),
        Given::Text(tag) if crate::ui::lang::LANGUAGES.iter().any(|l| l.tag == tag) => {
            Ok(Some(Command::SetLanguage(tag.clone())))
        }
        Given::Text(tag) => Err(PageError::Language(tag.clone())),
        _ => Err(PageError::Language(String::new())),
    }
}

/// `languages()`: every language of the page, `{ tag, name }` (its name in itself), in
/// the language menu's order.
#[must_use]
pub fn languages() -> Vec<super::LanguageView> {
    crate::ui::lang::LANGUAGES
        .iter()
        .map(|l| super::LanguageView {
            tag: l.tag,
            name: l.name,
        })
        .collect()
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
            Given::Object(_) => "object".to_string(),
        };
        return Err(PageError::PerftDepth {
            max: MAX_PERFT_DEPTH,
            given,
        });
    };
    let start = Start::Tcn(*a.board().game().position());
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
    fn a_new_game_is_read_or_refused_with_what_is_wrong() {
        let person = Given::Text("person".into());
        let ok = NewGameGiven {
            white: person.clone(),
            black: number(8.0),
            names: Ok(Some([Given::Text("Ann".into()), Given::Absent])),
            clock: Ok(Some([number(1.0), number(0.0)])),
        };
        let Ok(Command::StartGame(setup)) = new_game(&ok) else {
            panic!("read");
        };
        assert_eq!(setup.seats, [Seat::Person, Seat::Computer { level: 8 }]);
        assert_eq!(setup.names, [Some("Ann".to_string()), None]);
        assert_eq!(setup.clock, crate::ui::clock::TimeControl::new(1, 0));
        let refused = |g: NewGameGiven| match new_game(&g) {
            Err(PageError::Api(ApiMisuse::NewGame(why))) => why,
            other => panic!("{other:?}"),
        };
        assert!(refused(NewGameGiven {
            black: number(9.0),
            ..ok.clone()
        })
        .contains("level"));
        assert!(refused(NewGameGiven {
            names: Err(()),
            ..ok.clone()
        })
        .contains("names"));
        assert!(refused(NewGameGiven {
            clock: Ok(Some([number(0.0), number(0.0)])),
            ..ok.clone()
        })
        .contains("minutes"));
        assert!(refused(NewGameGiven {
            clock: Ok(Some([number(3.0), number(61.0)])),
            ..ok.clone()
        })
        .contains("increment"));
        assert!(refused(NewGameGiven {
            names: Ok(Some([number(1.0), Given::Absent])),
            ..ok
        })
        .contains("string"));
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
    fn a_language_is_one_of_the_pages_by_its_tag() {
        assert!(matches!(set_language(&Given::Absent), Ok(None)));
        assert!(matches!(
            set_language(&Given::Text("pl".into())),
            Ok(Some(Command::SetLanguage(tag))) if tag == "pl"
        ));
        for bad in [
            Given::Text("xx".into()),
            Given::Text("de-AT".into()),
            Given::Bool(true),
        ] {
            assert!(
                matches!(set_language(&bad), Err(PageError::Language(_))),
                "{bad:?}"
            );
        }
        let tags: Vec<&str> = languages().iter().map(|l| l.tag).collect();
        assert_eq!(tags, ["en", "de", "es", "fr", "it", "ja", "pl"]);
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
