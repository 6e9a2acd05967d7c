//! Spaced repetition for the person's own puzzles (issue 48, "Train your mistakes"): each
//! puzzle made from a mistake of a reviewed game is a [`Card`] with a schedule (when it
//! is due, the interval to the next showing, an ease, the run of solves and the misses);
//! the [`Drill`] holds them and says which to serve next.
//!
//! The schedule is SM-2's, as Anki and SuperMemo have it, kept small: a new card is due at
//! once; a solve shows it again after 1 day, then 3, then the last interval times its
//! ease (2.5 to start); a miss brings it back after [`AGAIN_MS`] (ten minutes), starts
//! its run of solves over and lowers its ease by 0.2 (never under 1.3), so a missed
//! puzzle always comes back sooner than a solved one and a puzzle missed often comes back
//! more often. A card whose interval reaches [`LEARNED_DAYS`] counts as learned.
//!
//! Serving order ([`Drill::next`]): the due cards, the longest due first (ties: the
//! lower ease, then the id); when none is due, a missed card waiting less than
//! [`AHEAD_MS`] is served early, so a drill session ends with its misses again.
//!
//! Times are milliseconds since the epoch, as the page's clock gives them. The drill is
//! saved as text, a card a line ([`Drill`]'s `Display`), and read forgivingly
//! ([`Drill::parse`]: a line that cannot be read is skipped). Natively tested.

use std::fmt;

pub mod training;

/// A day, in milliseconds.
pub const DAY_MS: f64 = 86_400_000.0;
/// How soon a missed card comes back: ten minutes.
pub const AGAIN_MS: f64 = 10.0 * 60_000.0;
/// How early a missed card may be served when nothing else is due: twenty minutes.
pub const AHEAD_MS: f64 = 20.0 * 60_000.0;
/// The interval, in days, from which a card counts as learned.
pub const LEARNED_DAYS: f64 = 21.0;
/// A new card's ease.
pub const START_EASE: f64 = 2.5;
/// The lowest ease.
pub const MIN_EASE: f64 = 1.3;
/// The longest interval, in days (about ten years: keeps every time finite).
const MAX_DAYS: f64 = 3650.0;

/// One puzzle's schedule.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    /// The puzzle's id (letters, digits, `-`, `_`, `:` and `.`; no spaces).
    pub id: String,
    /// When it is next due (ms since the epoch).
    pub due: f64,
    /// The interval after the last solve, in days; 0 while new or after a miss.
    pub interval: f64,
    /// How fast its intervals grow (at least [`MIN_EASE`]).
    pub ease: f64,
    /// Solves in a row since the last miss.
    pub run: u32,
    /// Misses in all.
    pub misses: u32,
}

/// Whether `id` can name a card (and be saved on one line).
fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 100
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
}

/// `now` if it is a finite time, else 0.
fn time(now: f64) -> f64 {
    if now.is_finite() {
        now
    } else {
        0.0
    }
}

impl Card {
    /// A new card for the puzzle `id`, due at `now`.
    #[must_use]
    pub fn new(id: &str, now: f64) -> Card {
        Card {
            id: id.to_string(),
            due: time(now),
            interval: 0.0,
            ease: START_EASE,
            run: 0,
            misses: 0,
        }
    }

    /// Schedules the card after a try at `now`: solved or missed (see the module
    /// documentation).
    pub fn answered(&mut self, solved: bool, now: f64) {
        let now = time(now);
        if solved {
            self.interval = match self.run {
                0 => 1.0,
                1 => 3.0,
                _ => (self.interval * self.ease).max(self.interval + 1.0),
            }
            .min(MAX_DAYS);
            self.run = self.run.saturating_add(1);
            self.due = now + self.interval * DAY_MS;
        } else {
            self.interval = 0.0;
            self.run = 0;
            self.misses = self.misses.saturating_add(1);
            self.ease = (self.ease - 0.2).max(MIN_EASE);
            self.due = now + AGAIN_MS;
        }
    }

    /// Whether it is due at `now`.
    #[must_use]
    pub fn is_due(&self, now: f64) -> bool {
        self.due <= now
    }

    /// Whether it counts as learned (its interval has reached [`LEARNED_DAYS`]).
    #[must_use]
    pub fn learned(&self) -> bool {
        self.interval >= LEARNED_DAYS
    }
}

/// The person's cards.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drill {
    cards: Vec<Card>,
}

impl Drill {
    /// The cards, in the order they were added.
    #[must_use]
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The card of the puzzle `id`.
    #[must_use]
    pub fn card(&self, id: &str) -> Option<&Card> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// Adds a new card for `id`, due at `now`; whether it was added (not when the id is
    /// invalid or already has a card, which keeps its schedule).
    pub fn add(&mut self, id: &str, now: f64) -> bool {
        if !valid_id(id) || self.card(id).is_some() {
            return false;
        }
        self.cards.push(Card::new(id, now));
        true
    }

    /// Removes the card of `id`; whether there was one.
    pub fn remove(&mut self, id: &str) -> bool {
        let before = self.cards.len();
        self.cards.retain(|c| c.id != id);
        self.cards.len() != before
    }

    /// Schedules the card of `id` after a try at `now`; whether there was one.
    pub fn answered(&mut self, id: &str, solved: bool, now: f64) -> bool {
        match self.cards.iter_mut().find(|c| c.id == id) {
            Some(card) => {
                card.answered(solved, now);
                true
            }
            None => false,
        }
    }

    /// The cards due at `now`, in serving order: the longest due first, then the lower
    /// ease, then the id.
    #[must_use]
    pub fn due(&self, now: f64) -> Vec<&Card> {
        let mut due: Vec<&Card> = self.cards.iter().filter(|c| c.is_due(now)).collect();
        due.sort_by(|a, b| {
            a.due
                .total_cmp(&b.due)
                .then(a.ease.total_cmp(&b.ease))
                .then_with(|| a.id.cmp(&b.id))
        });
        due
    }

    /// The card to serve at `now`: the first due one; else the missed card due soonest if
    /// it is due within [`AHEAD_MS`]; else none (see [`Drill::next_due`]).
    #[must_use]
    pub fn next(&self, now: f64) -> Option<&Card> {
        self.next_of(now, |_| true)
    }

    /// [`Drill::next`] among the cards whose id `keep` holds (the puzzles that still
    /// exist: a deleted game's are never served).
    #[must_use]
    pub fn next_of(&self, now: f64, keep: impl Fn(&str) -> bool) -> Option<&Card> {
        let first_due = self.due(now).into_iter().find(|c| keep(&c.id));
        first_due.or_else(|| {
            self.cards
                .iter()
                .filter(|c| keep(&c.id))
                .filter(|c| c.run == 0 && c.misses > 0 && c.due - now <= AHEAD_MS)
                .min_by(|a, b| a.due.total_cmp(&b.due))
        })
    }

    /// When the next card falls due, if there is any card.
    #[must_use]
    pub fn next_due(&self) -> Option<f64> {
        self.next_due_of(|_| true)
    }

    /// [`Drill::next_due`] among the cards whose id `keep` holds.
    #[must_use]
    pub fn next_due_of(&self, keep: impl Fn(&str) -> bool) -> Option<f64> {
        self.cards
            .iter()
            .filter(|c| keep(&c.id))
            .map(|c| c.due)
            .min_by(f64::total_cmp)
    }

    /// How many cards count as learned.
    #[must_use]
    pub fn learned(&self) -> usize {
        self.cards.iter().filter(|c| c.learned()).count()
    }

    /// Reads the saved text: a card a line, `<id> <due> <interval> <ease> <run>
    /// <misses>`; a line that cannot be read, or repeats an id, is skipped.
    #[must_use]
    pub fn parse(text: &str) -> Drill {
        let mut drill = Drill::default();
        for line in text.lines() {
            let Some(card) = parse_card(line) else {
                continue;
            };
            if drill.card(&card.id).is_none() {
                drill.cards.push(card);
            }
        }
        drill
    }
}

impl crate::ui::synced::Stored for Drill {
    fn parse(text: &str) -> Drill {
        Drill::parse(text)
    }

    fn to_text(&self) -> String {
        self.to_string()
    }

    /// Card by card: a card this tab changed (added, answered or removed) since `base`
    /// is this tab's; every other card is as stored (another tab's answers kept).
    fn merge(stored: &Drill, base: &Drill, local: &Drill) -> Drill {
        let mut merged = stored.clone();
        let ids = local.cards.iter().chain(&base.cards).map(|c| c.id.as_str());
        for id in ids {
            let (mine, was) = (local.card(id), base.card(id));
            if mine == was {
                continue;
            }
            match mine {
                Some(card) => match merged.cards.iter_mut().find(|c| c.id == id) {
                    Some(m) => *m = card.clone(),
                    None => merged.cards.push(card.clone()),
                },
                None => {
                    merged.remove(id);
                }
            }
        }
        merged
    }
}

/// One saved card, if the line reads as one with finite, in-range numbers.
fn parse_card(line: &str) -> Option<Card> {
    let [id, due, interval, ease, run, misses] = line.split_whitespace().collect::<Vec<_>>()[..]
    else {
        return None;
    };
    let number = |s: &str| s.parse::<f64>().ok().filter(|x| x.is_finite());
    let card = Card {
        id: id.to_string(),
        due: number(due)?,
        interval: number(interval)?.clamp(0.0, MAX_DAYS),
        ease: number(ease)?.clamp(MIN_EASE, 10.0),
        run: run.parse().ok()?,
        misses: misses.parse().ok()?,
    };
    valid_id(id).then_some(card)
}

impl fmt::Display for Drill {
    /// The saved text that [`Drill::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in &self.cards {
            writeln!(
                f,
                "{} {} {} {} {} {}",
                c.id, c.due, c.interval, c.ease, c.run, c.misses
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
