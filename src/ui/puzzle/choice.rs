//! The player's choice of puzzles (issue 48): one theme or all, and a difficulty range
//! ([`Choice`]); the next puzzle is served only from the puzzles it matches. Kept with the
//! progress (`choice=` line), checked before it is taken ([`Choice::new`]).

use crate::puzzles::{Puzzle, Theme};

/// The difficulty presets of the puzzle panel: their value, lowest and highest rating.
pub const LEVELS: [(&str, Option<u32>, Option<u32>); 3] = [
    ("easier", None, Some(1199)),
    ("normal", Some(1200), Some(1599)),
    ("harder", Some(1600), None),
];

/// Which puzzles the player wants: of `theme` (all when `None`), rated `min` to `max`
/// (either open when `None`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The theme, or all.
    pub theme: Option<Theme>,
    /// The lowest rating.
    pub min: Option<u32>,
    /// The highest rating.
    pub max: Option<u32>,
}

/// Why a choice is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// No theme has this id.
    UnknownTheme(String),
    /// The lowest rating is above the highest.
    MinAboveMax(u32, u32),
    /// No puzzle of the set matches it.
    NoneMatch,
}

impl Choice {
    /// The choice of the theme with id `theme` (`None`, empty or `all`: every theme) and
    /// the range `min`..=`max`; refused for an unknown theme or a lowest rating above the
    /// highest.
    pub fn new(
        theme: Option<&str>,
        min: Option<u32>,
        max: Option<u32>,
    ) -> Result<Choice, ChoiceError> {
        let theme = match theme {
            None | Some("" | "all") => None,
            Some(id) => {
                Some(Theme::from_id(id).ok_or_else(|| ChoiceError::UnknownTheme(id.to_string()))?)
            }
        };
        if let (Some(lo), Some(hi)) = (min, max) {
            if lo > hi {
                return Err(ChoiceError::MinAboveMax(lo, hi));
            }
        }
        Ok(Choice { theme, min, max })
    }

    /// Whether `p` is of the theme and in the range.
    #[must_use]
    pub fn matches(&self, p: &Puzzle) -> bool {
        self.theme
            .is_none_or(|t| p.themes.iter().any(|th| th == t.id()))
            && self.min.is_none_or(|lo| p.rating >= lo)
            && self.max.is_none_or(|hi| p.rating <= hi)
    }

    /// The panel's difficulty value: `""` (any), a preset's value, or `custom`.
    #[must_use]
    pub fn level(&self) -> &'static str {
        if self.min.is_none() && self.max.is_none() {
            return "";
        }
        LEVELS
            .iter()
            .find(|(_, lo, hi)| (*lo, *hi) == (self.min, self.max))
            .map_or("custom", |l| l.0)
    }

    /// This choice with the panel's difficulty `value` (`""`: any; an unknown value changes
    /// nothing).
    #[must_use]
    pub fn with_level(self, value: &str) -> Choice {
        if value.is_empty() {
            return Choice {
                min: None,
                max: None,
                ..self
            };
        }
        match LEVELS.iter().find(|l| l.0 == value) {
            Some(&(_, min, max)) => Choice { min, max, ..self },
            None => self,
        }
    }

    /// The text kept with the progress: `<theme or *> <min or *> <max or *>`.
    #[must_use]
    pub fn to_text(&self) -> String {
        let n = |v: Option<u32>| v.map_or("*".to_string(), |v| v.to_string());
        format!(
            "{} {} {}",
            self.theme.map_or("*", Theme::id),
            n(self.min),
            n(self.max)
        )
    }

    /// Reads [`Choice::to_text`]'s text; anything unreadable is every puzzle.
    #[must_use]
    pub fn parse(text: &str) -> Choice {
        let mut parts = text.split_whitespace();
        let theme = parts.next().filter(|t| *t != "*");
        let n = |v: Option<&str>| v.and_then(|v| v.parse::<u32>().ok());
        let (min, max) = (n(parts.next()), n(parts.next()));
        Choice::new(theme, min, max).unwrap_or_default()
    }
}

/// The indices of the puzzles of `set` that `choice` matches.
pub fn matching<'a>(set: &'a [Puzzle], choice: &'a Choice) -> impl Iterator<Item = usize> + 'a {
    set.iter()
        .enumerate()
        .filter(|(_, p)| choice.matches(p))
        .map(|(i, _)| i)
}

/// The themes that some puzzle of `set` has, in [`Theme::ALL`]'s order.
#[must_use]
pub fn themes_in(set: &[Puzzle]) -> Vec<Theme> {
    Theme::ALL
        .into_iter()
        .filter(|t| set.iter().any(|p| p.themes.iter().any(|th| th == t.id())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::puzzle::tests::set;

    #[test]
    fn a_choice_is_checked_before_it_is_taken() {
        assert_eq!(Choice::new(None, None, None), Ok(Choice::default()));
        assert_eq!(Choice::new(Some("all"), None, None), Ok(Choice::default()));
        let c = Choice::new(Some("double-jump"), Some(1200), Some(1599)).unwrap();
        assert_eq!(c.theme, Some(Theme::DoubleJump));
        assert_eq!(
            Choice::new(Some("double-jumps"), None, None),
            Err(ChoiceError::UnknownTheme("double-jumps".into()))
        );
        assert_eq!(
            Choice::new(None, Some(1600), Some(1500)),
            Err(ChoiceError::MinAboveMax(1600, 1500))
        );
        assert!(Choice::new(None, Some(1500), Some(1500)).is_ok());
    }

    #[test]
    fn a_choice_filters_by_theme_and_rating() {
        let set = set();
        let all = Choice::default();
        assert_eq!(matching(&set, &all).collect::<Vec<_>>(), [0, 1]);
        let in3 = Choice::new(Some("win-in-3"), None, None).unwrap();
        assert_eq!(matching(&set, &in3).collect::<Vec<_>>(), [1]);
        let easy = Choice::new(None, None, Some(1199)).unwrap();
        assert_eq!(matching(&set, &easy).collect::<Vec<_>>(), [0]);
        let edges = Choice::new(None, Some(1000), Some(1250)).unwrap();
        assert_eq!(
            matching(&set, &edges).count(),
            2,
            "both ends are in the range"
        );
        let none = Choice::new(Some("double-jump"), None, None).unwrap();
        assert_eq!(matching(&set, &none).count(), 0);
        let troika_hard = Choice::new(Some("crowned-troika"), Some(1200), None).unwrap();
        assert_eq!(matching(&set, &troika_hard).collect::<Vec<_>>(), [1]);
        assert_eq!(
            themes_in(&set),
            [
                Theme::CrownedTroika,
                Theme::QuietFirstMove,
                Theme::WinIn2,
                Theme::WinIn3
            ]
        );
    }

    #[test]
    fn a_choice_round_trips_and_reads_forgivingly() {
        for c in [
            Choice::default(),
            Choice::new(Some("crowning"), Some(1200), None).unwrap(),
            Choice::new(None, None, Some(1199)).unwrap(),
        ] {
            assert_eq!(Choice::parse(&c.to_text()), c);
        }
        assert_eq!(Choice::parse("nonsense 5 1"), Choice::default());
        assert_eq!(Choice::parse("* 1600 1500"), Choice::default());
        assert_eq!(Choice::parse(""), Choice::default());
        assert_eq!(Choice::parse("* x 1300").max, Some(1300));
    }

    #[test]
    fn the_panels_presets() {
        let c = Choice::default();
        assert_eq!(c.level(), "");
        let n = c.with_level("normal");
        assert_eq!(
            (n.min, n.max, n.level()),
            (Some(1200), Some(1599), "normal")
        );
        assert_eq!(n.with_level("bogus"), n);
        assert_eq!(n.with_level(""), c);
        let odd = Choice::new(None, Some(1300), Some(1400)).unwrap();
        assert_eq!(odd.level(), "custom");
    }
}
