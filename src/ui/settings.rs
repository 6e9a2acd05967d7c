//! What the page remembers between visits besides the game: the board's orientation,
//! the theme, the colour-blind-safe palette, coordinates and the mute switch, written to
//! storage as `key=value` pairs separated by `;`. Reading is forgiving: an unknown key or
//! value is skipped and anything missing keeps its default, so the settings written by
//! older versions (`flipped=1;autoflip=0`) still read. The board's turning for two people
//! is on by default since the New game dialog; its key is new (`turn`), so the `autoflip=0`
//! every older version wrote, unasked, leaves it on.

use super::analysis::MAX_WORKERS;
use super::synced::{field, Stored};
use super::theme::Scheme;

/// The theme the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ThemeChoice {
    /// Follow the system's setting (`prefers-color-scheme`).
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl ThemeChoice {
    /// Every choice, in the order the theme control lists them.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];

    /// The word stored and used by the control and the script API.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ThemeChoice::System => "system",
            ThemeChoice::Light => "light",
            ThemeChoice::Dark => "dark",
        }
    }

    /// The choice named `s` ([`ThemeChoice::as_str`]), if any.
    #[must_use]
    pub fn parse(s: &str) -> Option<ThemeChoice> {
        ThemeChoice::ALL.into_iter().find(|c| c.as_str() == s)
    }

    /// The scheme shown when the system prefers dark (`system_dark`) or not.
    #[must_use]
    pub const fn scheme(self, system_dark: bool) -> Scheme {
        match self {
            ThemeChoice::Light => Scheme::Light,
            ThemeChoice::Dark => Scheme::Dark,
            ThemeChoice::System if system_dark => Scheme::Dark,
            ThemeChoice::System => Scheme::Light,
        }
    }
}

/// How the page looks and sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Display {
    /// Light, dark or the system's.
    pub theme: ThemeChoice,
    /// The colour-blind-safe palette.
    pub colour_blind: bool,
    /// Files and ranks drawn on the board.
    pub coords: bool,
    /// No sound at all.
    pub muted: bool,
}

impl Default for Display {
    fn default() -> Display {
        Display {
            theme: ThemeChoice::System,
            colour_blind: false,
            coords: true,
            muted: false,
        }
    }
}

/// Everything remembered besides the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Black at the bottom.
    pub flipped: bool,
    /// The board turns to the side to move.
    pub auto_flip: bool,
    /// Theme, palette, coordinates, sound.
    pub display: Display,
    /// Most workers the analysis searches with (1 to `analysis::MAX_WORKERS`, the most by
    /// default): the machine's cores bound it too (`analysis::workers_for`).
    pub analysis_workers: usize,
    /// The page's language, as chosen (a tag of `ui::lang::LANGUAGES`); `None` follows
    /// the browser's preferred languages.
    pub language: Option<&'static str>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            flipped: false,
            auto_flip: true,
            display: Display::default(),
            analysis_workers: MAX_WORKERS,
            language: None,
        }
    }
}

impl Settings {
    /// Reads stored settings; what is unknown or missing keeps its default.
    #[must_use]
    pub fn parse(text: &str) -> Settings {
        let mut s = Settings::default();
        for (key, value) in text.split(';').filter_map(|p| p.trim().split_once('=')) {
            let on = match value {
                "1" => Some(true),
                "0" => Some(false),
                _ => None,
            };
            let d = &mut s.display;
            match (key, on) {
                ("flipped", Some(on)) => s.flipped = on,
                ("turn", Some(on)) => s.auto_flip = on,
                ("colourblind", Some(on)) => d.colour_blind = on,
                ("coords", Some(on)) => d.coords = on,
                ("mute", Some(on)) => d.muted = on,
                ("theme", None) => d.theme = ThemeChoice::parse(value).unwrap_or(d.theme),
                ("lang", _) => {
                    if let Some(l) = crate::ui::lang::LANGUAGES.iter().find(|l| l.tag == value) {
                        s.language = Some(l.tag);
                    }
                }
                ("workers", _) => {
                    if let Some(n) = value.parse().ok().filter(|n| (1..=MAX_WORKERS).contains(n)) {
                        s.analysis_workers = n;
                    }
                }
                _ => {}
            }
        }
        s
    }

    /// The text stored, read back by [`Settings::parse`].
    #[must_use]
    pub fn to_text(&self) -> String {
        let b = u8::from;
        let d = self.display;
        let language = self
            .language
            .map_or(String::new(), |l| format!(";lang={l}"));
        format!(
            "flipped={};turn={};theme={};colourblind={};coords={};mute={};workers={}{language}",
            b(self.flipped),
            b(self.auto_flip),
            d.theme.as_str(),
            b(d.colour_blind),
            b(d.coords),
            b(d.muted),
            self.analysis_workers
        )
    }
}

/// Two tabs' settings merged (`ui::synced`): each setting this tab changed, the rest as
/// stored, so that a theme chosen in one tab and the sound muted in another both stay.
impl Stored for Settings {
    fn parse(text: &str) -> Settings {
        Settings::parse(text)
    }

    fn to_text(&self) -> String {
        Settings::to_text(self)
    }

    fn merge(stored: &Settings, base: &Settings, local: &Settings) -> Settings {
        let (s, b, l) = (&stored.display, &base.display, &local.display);
        Settings {
            flipped: field(&stored.flipped, &base.flipped, &local.flipped),
            auto_flip: field(&stored.auto_flip, &base.auto_flip, &local.auto_flip),
            display: Display {
                theme: field(&s.theme, &b.theme, &l.theme),
                colour_blind: field(&s.colour_blind, &b.colour_blind, &l.colour_blind),
                coords: field(&s.coords, &b.coords, &l.coords),
                muted: field(&s.muted, &b.muted, &l.muted),
            },
            analysis_workers: field(
                &stored.analysis_workers,
                &base.analysis_workers,
                &local.analysis_workers,
            ),
            language: field(&stored.language, &base.language, &local.language),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tab_keeps_the_settings_it_changed() {
        let base = Settings::default();
        let mut theirs = base;
        theirs.display.theme = ThemeChoice::Dark;
        let mut ours = base;
        ours.display.muted = true;
        let merged = Settings::merge(&theirs, &base, &ours);
        assert_eq!(merged.display.theme, ThemeChoice::Dark);
        assert!(merged.display.muted);
        assert_eq!(merged.flipped, base.flipped);
    }

    #[test]
    fn every_setting_round_trips() {
        for bits in 0..32u8 {
            for theme in ThemeChoice::ALL {
                let s = Settings {
                    flipped: bits & 1 != 0,
                    auto_flip: bits & 2 != 0,
                    display: Display {
                        theme,
                        colour_blind: bits & 4 != 0,
                        coords: bits & 8 != 0,
                        muted: bits & 16 != 0,
                    },
                    analysis_workers: 1 + usize::from(bits) % MAX_WORKERS,
                    language: [None, Some("de"), Some("ja"), Some("en")][usize::from(bits) % 4],
                };
                assert_eq!(Settings::parse(&s.to_text()), s, "{}", s.to_text());
            }
        }
    }

    #[test]
    fn older_settings_still_read_with_the_new_defaults() {
        let s = Settings::parse("flipped=1;autoflip=0");
        assert!(
            s.flipped && s.auto_flip,
            "the board turns for two people by default"
        );
        assert_eq!(s.display, Display::default());
        assert!(
            s.display.coords,
            "coordinates are shown unless switched off"
        );
        assert!(!s.display.muted);
        assert!(!Settings::parse("flipped=0;turn=0").auto_flip);
        assert_eq!(Settings::parse(""), Settings::default());
    }

    #[test]
    fn unknown_keys_and_values_are_skipped() {
        let s = Settings::parse("theme=purple;mute=yes;zoom=2;coords=0;;garbage;theme=dark");
        assert_eq!(s.display.theme, ThemeChoice::Dark);
        for workers in ["0", "9", "two", ""] {
            let s = Settings::parse(&format!("workers=3;workers={workers}"));
            assert_eq!(s.analysis_workers, 3, "{workers:?} skipped");
        }
        assert!(!s.display.muted);
        assert!(!s.display.coords);
        for lang in ["xx", "", "DE", "de-AT"] {
            let s = Settings::parse(&format!("lang=pl;lang={lang}"));
            assert_eq!(s.language, Some("pl"), "{lang:?} skipped");
        }
    }

    #[test]
    fn the_system_choice_follows_the_system() {
        assert_eq!(ThemeChoice::System.scheme(true), Scheme::Dark);
        assert_eq!(ThemeChoice::System.scheme(false), Scheme::Light);
        assert_eq!(ThemeChoice::Light.scheme(true), Scheme::Light);
        assert_eq!(ThemeChoice::Dark.scheme(false), Scheme::Dark);
        for c in ThemeChoice::ALL {
            assert_eq!(ThemeChoice::parse(c.as_str()), Some(c));
        }
    }
}
