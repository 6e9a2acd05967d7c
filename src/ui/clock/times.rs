//! Time controls and times as text: a control (minutes plus an increment), its label and
//! its record tag, a clock's time as shown and as records write it, and a move's
//! `[%clk …]` comment.

/// The time controls offered: minutes and increment seconds.
pub const PRESETS: [(u32, u32); 6] = [(1, 0), (3, 2), (5, 3), (10, 5), (15, 10), (30, 0)];
/// The longest time a custom control gives (minutes).
pub const MAX_MINUTES: u32 = 180;
/// The largest increment a custom control adds (seconds).
pub const MAX_INCREMENT: u32 = 60;

/// A time control: each side's time at the start and the time added after each of its
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Each side's time at the start (ms).
    pub base_ms: u64,
    /// Added to the mover's clock after each move (ms).
    pub increment_ms: u64,
}

impl TimeControl {
    /// `minutes` plus `increment` seconds a move, if within the bounds offered (1 to
    /// [`MAX_MINUTES`] minutes, 0 to [`MAX_INCREMENT`] seconds).
    #[must_use]
    pub fn new(minutes: u32, increment: u32) -> Option<TimeControl> {
        ((1..=MAX_MINUTES).contains(&minutes) && increment <= MAX_INCREMENT).then_some(
            TimeControl {
                base_ms: u64::from(minutes) * 60_000,
                increment_ms: u64::from(increment) * 1000,
            },
        )
    }

    /// The control as players name it: `5+3` (minutes, then seconds).
    #[must_use]
    pub fn label(self) -> String {
        format!(
            "{}+{}",
            seconds_text(self.base_ms / 60),
            seconds_text(self.increment_ms)
        )
    }

    /// The record's `TimeControl` tag: seconds, then the increment's seconds (`300+3`).
    #[must_use]
    pub fn tag(self) -> String {
        format!(
            "{}+{}",
            seconds_text(self.base_ms),
            seconds_text(self.increment_ms)
        )
    }

    /// Reads a `TimeControl` tag (`300+3`, or `300` without increment); `None` for
    /// anything else (`-`, `?`, several periods), which leaves the game without a clock.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<TimeControl> {
        let (base, inc) = tag.trim().split_once('+').unwrap_or((tag.trim(), "0"));
        let ms = |s: &str| seconds_ms(s.trim()).filter(|ms| *ms <= 360_000_000);
        let (base_ms, increment_ms) = (ms(base)?, ms(inc)?);
        (base_ms > 0).then_some(TimeControl {
            base_ms,
            increment_ms,
        })
    }
}

/// `ms` as whole seconds or with its fraction (`1.5`, `0.25`). No float is formatted
/// (the page's wasm carries no float formatting).
fn seconds_text(ms: u64) -> String {
    let (whole, frac) = (ms / 1000, ms % 1000);
    if frac == 0 {
        return whole.to_string();
    }
    let digits = format!("{frac:03}");
    format!("{whole}.{}", digits.trim_end_matches('0'))
}

/// Seconds written with an optional fraction (`12`, `12.5`, `0.25`) in ms (beyond
/// milliseconds, digits are dropped); `None` for anything else. No float is parsed.
fn seconds_ms(text: &str) -> Option<u64> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !(frac.is_empty() || digits(frac)) || whole.len() > 12 {
        return None;
    }
    let mut ms: u64 = whole.parse::<u64>().ok()? * 1000;
    for (i, b) in frac.bytes().take(3).enumerate() {
        ms += u64::from(b - b'0') * [100, 10, 1][i];
    }
    Some(ms)
}

/// A clock's time shown to players: `4:57`, `1:02:03`, and under ten seconds with its
/// tenths, `0:09.3`.
#[must_use]
pub fn display(ms: u64) -> String {
    if ms < 10_000 {
        return format!("0:{:02}.{}", ms / 1000, ms % 1000 / 100);
    }
    let s = ms / 1000;
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

/// A time as records write it, `h:mm:ss` with the tenths when there are any
/// (`0:04:57.2`).
#[must_use]
pub fn record_time(ms: u64) -> String {
    let s = ms / 1000;
    let whole = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    match ms % 1000 / 100 {
        0 => whole,
        tenths => format!("{whole}.{tenths}"),
    }
}

/// Reads a record's time (`h:mm:ss`, `m:ss`, with a fraction or not) in ms.
#[must_use]
pub fn parse_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    let (last, rest) = parts.split_last()?;
    if rest.len() > 2 {
        return None;
    }
    let mut minutes: u64 = 0;
    for p in rest {
        let v: u64 = (p.len() <= 6 && p.bytes().all(|b| b.is_ascii_digit()))
            .then(|| p.parse().ok())
            .flatten()?;
        minutes = minutes * 60 + v;
    }
    Some(minutes * 60_000 + seconds_ms(last)?)
}

/// A move's clock comment: `[%clk 0:04:57.2]`.
#[must_use]
pub fn clk_comment(ms: u64) -> String {
    format!("[%clk {}]", record_time(ms))
}

/// The time a comment's `[%clk …]` command gives, with the rest of the comment (the
/// words around it, trimmed); `None` when it has none.
#[must_use]
pub fn read_clk(comment: &str) -> Option<(u64, String)> {
    // A byte search: the page's wasm carries no substring searcher for this alone.
    let at = comment.as_bytes().windows(5).position(|w| w == b"[%clk")?;
    let end = at + comment[at..].find(']')?;
    let ms = parse_time(&comment[at + "[%clk".len()..end])?;
    let rest = format!("{} {}", &comment[..at], &comment[end + 1..]);
    Some((ms, rest.split_whitespace().collect::<Vec<_>>().join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_named_and_tagged_as_players_and_records_do() {
        let tc = TimeControl::new(5, 3).unwrap();
        assert_eq!(tc.label(), "5+3");
        assert_eq!(tc.tag(), "300+3");
        assert_eq!(TimeControl::from_tag("300+3"), Some(tc));
        assert_eq!(
            TimeControl::from_tag("90"),
            Some(TimeControl {
                base_ms: 90_000,
                increment_ms: 0
            })
        );
        for bad in ["-", "?", "", "0+5", "a+1", "40/9000:300"] {
            assert_eq!(TimeControl::from_tag(bad), None, "{bad}");
        }
        assert_eq!(TimeControl::new(0, 0), None);
        assert_eq!(TimeControl::new(181, 0), None);
        assert_eq!(TimeControl::new(1, 61), None);
        for (m, s) in PRESETS {
            assert_eq!(TimeControl::new(m, s).unwrap().label(), format!("{m}+{s}"));
        }
    }

    #[test]
    fn times_are_shown_with_tenths_under_ten_seconds() {
        assert_eq!(display(297_200), "4:57");
        assert_eq!(display(3_723_000), "1:02:03");
        assert_eq!(display(10_000), "0:10");
        assert_eq!(display(9_370), "0:09.3");
        assert_eq!(display(0), "0:00.0");
        assert_eq!(record_time(297_200), "0:04:57.2");
        assert_eq!(record_time(60_000), "0:01:00");
        assert_eq!(parse_time("0:04:57.2"), Some(297_200));
        assert_eq!(parse_time("4:57"), Some(297_000));
        assert_eq!(parse_time("x"), None);
        assert_eq!(parse_time("1:00:00"), Some(3_600_000));
        assert_eq!(parse_time("0:00:07.25"), Some(7_250));
        assert_eq!(parse_time("-1:00"), None);
        assert_eq!(parse_time("1:2:3:4"), None);
        assert_eq!(seconds_text(250), "0.25");
        assert_eq!(seconds_text(1_500), "1.5");
        assert_eq!(
            TimeControl::from_tag("15.5+0.25").map(|t| t.tag()),
            Some("15.5+0.25".into())
        );
        assert_eq!(read_clk("[%clk 0:00:57.3]"), Some((57_300, String::new())));
        assert_eq!(
            read_clk("?? better a1-b2 [%clk 0:01:00] note"),
            Some((60_000, "?? better a1-b2 note".to_string()))
        );
        assert_eq!(read_clk("no clock here"), None);
        assert_eq!(clk_comment(57_300), "[%clk 0:00:57.3]");
    }
}
