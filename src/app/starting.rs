//! The data of starting a game, apart from what the state does with it (`new_game`): the
//! New game dialog's choices (remembered between visits), the game a choice starts
//! ([`Setup`]), the dialog's inputs, and the question before a game in progress is
//! replaced ([`Replacement`], [`Decision`]).

use crate::types::Color;
use crate::ui::clock::{TimeControl, PRESETS};
use crate::ui::computer::MAX_LEVEL;
use crate::ui::session::{Seat, Session};

/// The person's colour against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
    /// Drawn at random when the game starts.
    Random,
}

impl Colour {
    /// The word the dialog's control and the stored choices use.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Random => "random",
        }
    }

    /// Reads [`Colour::as_str`].
    #[must_use]
    pub fn parse(s: &str) -> Option<Colour> {
        [Colour::White, Colour::Black, Colour::Random]
            .into_iter()
            .find(|c| c.as_str() == s)
    }
}

/// The clock chosen in the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockChoice {
    /// No clock.
    Off,
    /// One of [`PRESETS`].
    Preset(usize),
    /// The minutes and increment typed.
    Custom,
}

impl ClockChoice {
    /// The value of the dialog's clock control: `none`, `5+3`, `custom`.
    #[must_use]
    pub fn value(self) -> String {
        match self {
            ClockChoice::Off => "none".into(),
            ClockChoice::Preset(i) => {
                let (m, s) = PRESETS[i.min(PRESETS.len() - 1)];
                format!("{m}+{s}")
            }
            ClockChoice::Custom => "custom".into(),
        }
    }

    /// Reads a [`ClockChoice::value`].
    #[must_use]
    pub fn parse(v: &str) -> Option<ClockChoice> {
        match v {
            "none" => Some(ClockChoice::Off),
            "custom" => Some(ClockChoice::Custom),
            _ => (0..PRESETS.len())
                .map(ClockChoice::Preset)
                .find(|c| c.value() == v),
        }
    }

    /// Every choice, in the control's order.
    #[must_use]
    pub fn all() -> Vec<ClockChoice> {
        let mut all = vec![ClockChoice::Off];
        all.extend((0..PRESETS.len()).map(ClockChoice::Preset));
        all.push(ClockChoice::Custom);
        all
    }
}

/// A level 1 to [`MAX_LEVEL`] as the dialog's control and the stored choices write it.
#[must_use]
pub fn parse_level(v: &str) -> Option<u8> {
    v.parse().ok().filter(|l| (1..=MAX_LEVEL).contains(l))
}

/// The dialog's choices, remembered between visits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices {
    /// The computer's level.
    pub level: u8,
    /// The person's colour against the computer.
    pub colour: Colour,
    /// Two players' names as typed (`[white, black]`).
    pub names: [String; 2],
    /// The clock.
    pub clock: ClockChoice,
    /// The custom clock's minutes and increment seconds, as typed.
    pub custom: [String; 2],
    /// The player's own name in games with a friend, as typed.
    pub friend_name: String,
    /// The player's colour in a game with a friend.
    pub friend_colour: Colour,
    /// A game with a friend is played live (else by links).
    pub friend_live: bool,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            level: 3,
            colour: Colour::White,
            names: [String::new(), String::new()],
            clock: ClockChoice::Off,
            custom: ["10".into(), "0".into()],
            friend_name: String::new(),
            friend_colour: Colour::White,
            friend_live: true,
        }
    }
}

impl Choices {
    /// Reads stored choices (a line per choice, `key value`); what is unknown or missing
    /// keeps its default.
    #[must_use]
    pub fn parse(text: &str) -> Choices {
        let mut c = Choices::default();
        for line in text.lines() {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "level" => {
                    c.level = parse_level(value).unwrap_or(c.level);
                }
                "colour" => c.colour = Colour::parse(value).unwrap_or(c.colour),
                "white" => c.names[0] = value.to_string(),
                "black" => c.names[1] = value.to_string(),
                "clock" => c.clock = ClockChoice::parse(value).unwrap_or(c.clock),
                "minutes" => c.custom[0] = value.to_string(),
                "increment" => c.custom[1] = value.to_string(),
                "friend" => c.friend_name = value.to_string(),
                "friend-colour" => {
                    c.friend_colour = Colour::parse(value).unwrap_or(c.friend_colour);
                }
                "friend-way" => c.friend_live = value != "links",
                _ => {}
            }
        }
        c
    }

    /// The text stored, read back by [`Choices::parse`].
    #[must_use]
    pub fn to_text(&self) -> String {
        let one_line = |s: &str| s.replace(['\n', '\r'], " ");
        format!(
            "level {}\ncolour {}\nwhite {}\nblack {}\nclock {}\nminutes {}\nincrement {}\nfriend {}\nfriend-colour {}\nfriend-way {}\n",
            self.level,
            self.colour.as_str(),
            one_line(&self.names[0]),
            one_line(&self.names[1]),
            self.clock.value(),
            one_line(&self.custom[0]),
            one_line(&self.custom[1]),
            one_line(&self.friend_name),
            self.friend_colour.as_str(),
            if self.friend_live { "live" } else { "links" },
        )
    }

    /// The time control chosen, or why the custom one cannot be used.
    ///
    /// # Errors
    /// The custom clock's minutes or increment are out of bounds
    /// (`words::custom_clock_refused` says what they may be).
    pub fn control(&self) -> Result<Option<TimeControl>, BadCustomClock> {
        match self.clock {
            ClockChoice::Off => Ok(None),
            ClockChoice::Preset(i) => {
                let (m, s) = PRESETS[i.min(PRESETS.len() - 1)];
                Ok(TimeControl::new(m, s))
            }
            ClockChoice::Custom => {
                let [m, s] = &self.custom;
                m.trim()
                    .parse()
                    .ok()
                    .zip(s.trim().parse().ok())
                    .and_then(|(m, s)| TimeControl::new(m, s))
                    .map(Some)
                    .ok_or(BadCustomClock)
            }
        }
    }
}

/// A custom clock's minutes or increment out of bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadCustomClock;

/// A game to start: who sits in each seat, the players' names, the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// White's and Black's seats.
    pub seats: [Seat; 2],
    /// White's and Black's names (people only).
    pub names: [Option<String>; 2],
    /// The time control, if any.
    pub clock: Option<TimeControl>,
}

/// The New game dialog's ways to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// A person against the computer.
    Computer,
    /// Two people at this screen.
    TwoPlayers,
    /// A friend on another device, each move sent as a link.
    Friend,
}

/// What the player did in the New game dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogInput {
    /// The dialog closes (its ✕, Escape).
    Close,
    /// The computer's level chosen (the control's value).
    Level(String),
    /// The person's colour chosen.
    Colour(String),
    /// A player's name typed.
    Name(Color, String),
    /// The clock chosen.
    Clock(String),
    /// The custom clock's minutes typed.
    Minutes(String),
    /// The custom clock's increment typed.
    Increment(String),
    /// The player's own name for games with a friend typed.
    FriendName(String),
    /// The player's colour in a game with a friend chosen.
    FriendColour(String),
    /// The way to play a friend chosen: `live` or `links`.
    FriendWay(String),
    /// Start a game this way.
    Start(Way),
}

/// What the player decided about the game in progress a new one would replace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Keep it in the list of games.
    Keep,
    /// Throw it away.
    Discard,
    /// Neither: nothing is replaced.
    Cancel,
}

/// A game waiting to replace the game in progress.
#[derive(Clone, Debug)]
pub struct Replacement {
    /// The game, with its seats, names and clocks.
    pub session: Session,
    /// What the status line says once it is on.
    pub message: crate::ui::words::say::Fixed,
}

/// The New game dialog and the question before a game in progress is replaced.
#[derive(Clone, Debug, Default)]
pub struct Starting {
    /// The dialog is open.
    pub open: bool,
    /// The choices, as the dialog shows them.
    pub choices: Choices,
    /// Why the last Start did not start (a custom clock out of bounds).
    pub problem: Option<crate::ui::words::say::Again>,
    /// A game waiting for the player's decision about the game in progress.
    pub pending: Option<Replacement>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_are_remembered_and_read_forgivingly() {
        let c = Choices {
            level: 7,
            colour: Colour::Random,
            names: ["Ann Lee".into(), "Bo".into()],
            clock: ClockChoice::Preset(2),
            custom: ["25".into(), "5".into()],
            friend_name: "Zoë".into(),
            friend_colour: Colour::Black,
            friend_live: false,
        };
        assert_eq!(Choices::parse(&c.to_text()), c);
        assert!(
            Choices::default().friend_live,
            "a friend is played live unless chosen"
        );
        assert_eq!(
            Choices::parse("level 99\nclock 2+2\nnonsense"),
            Choices::default()
        );
        assert_eq!(
            c.control(),
            Ok(Some(TimeControl::new(5, 3).unwrap())),
            "5+3"
        );
        let custom = Choices {
            clock: ClockChoice::Custom,
            ..c.clone()
        };
        assert_eq!(custom.control(), Ok(TimeControl::new(25, 5)));
        let bad = Choices {
            custom: ["0".into(), "5".into()],
            ..custom
        };
        assert!(bad.control().is_err());
        for choice in ClockChoice::all() {
            assert_eq!(ClockChoice::parse(&choice.value()), Some(choice));
        }
    }
}
