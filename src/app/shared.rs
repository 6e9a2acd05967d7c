//! What every part of the app core shares ([`Shared`]): the effects queued for the shell,
//! the surroundings the shell tells before each action, the status line, the page's words
//! in the player's language, and the random seed. A part gets it as an argument (`&mut
//! Shared`), never the root state: it queues effects, says things and reads the clock
//! through it.

use crate::ui::calendar;
use crate::ui::error::PageError;
use crate::ui::lang::Speaker;
use crate::ui::words::say::{Again, Say};

use super::effect::Effect;
use super::page::Page;

/// What the shell tells the state about the page's surroundings before each action (what
/// stays for the page's life comes once, in [`Page`]).
#[derive(Clone, Debug, Default)]
pub struct Surroundings {
    /// The clock (ms, the page's `performance.now()`).
    pub now_ms: f64,
    /// The player asked the system for reduced motion: no animation.
    pub reduced_motion: bool,
    /// The time (ms since 1970, `Date.now()`): when an archived game last changed, and
    /// the date and the time of day with [`Surroundings::tz_offset_min`].
    pub epoch_ms: f64,
    /// The time zone's offset, minutes behind UTC (`Date.getTimezoneOffset()`).
    pub tz_offset_min: i32,
}

impl Surroundings {
    /// Today's date, as records write it (`YYYY.MM.DD`).
    pub fn today(&self) -> String {
        calendar::civil(self.epoch_ms, self.tz_offset_min).date()
    }

    /// The date and the time of day, as friend games write when they changed
    /// (`YYYY.MM.DD HH:MM`).
    pub fn date_and_time(&self) -> String {
        let c = calendar::civil(self.epoch_ms, self.tz_offset_min);
        format!("{} {}", c.date(), c.time())
    }
}

/// What every part shares.
pub struct Shared {
    /// What the shell must do, in order.
    pub(super) out: Vec<Effect>,
    /// The clock, the date, the system's wishes (set by the shell before each action).
    pub(super) world: Surroundings,
    /// The page's address and means, told once at start.
    pub(super) page: Page,
    /// A seed for the computer's choices among equals (xorshift).
    pub(super) seed: u64,
    /// The status line's message (empty: none).
    pub(super) status: String,
    /// Counts the status line's messages: a message is said every time, even one that
    /// repeats the last.
    pub(super) status_said: u64,
    /// How to say the status line's message in another language, when it can be.
    pub(super) status_again: Option<Again>,
    /// The page's words in the player's language (`ui::lang`).
    pub(super) speaker: Speaker,
    /// The board must be drawn at the next frame.
    pub(super) dirty: bool,
}

impl Shared {
    /// What a new page shares (`seed`: a random number for the computer's choices).
    pub(super) fn new(seed: u64) -> Shared {
        Shared {
            out: Vec::new(),
            world: Surroundings::default(),
            page: Page::default(),
            seed: seed | 1,
            status: String::new(),
            status_said: 0,
            status_again: None,
            speaker: Speaker::english(),
            dirty: true,
        }
    }

    /// What the shell must do after the last actions, in order (taken: the queue empties).
    pub(super) fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.out)
    }

    /// Queues `effect` for the shell.
    pub(super) fn emit(&mut self, effect: Effect) {
        self.out.push(effect);
    }

    /// The page beside the board changed: the shell writes the view again (once, however
    /// many changes come before it).
    pub(super) fn render(&mut self) {
        if !self.out.iter().any(|e| matches!(e, Effect::Render)) {
            self.out.push(Effect::Render);
        }
    }

    /// Marks the board for drawing at the next animation frame (asked for if none is
    /// pending): however many changes come before it, it is drawn once.
    pub(super) fn request_redraw(&mut self) {
        self.dirty = true;
        if !self.out.iter().any(|e| matches!(e, Effect::Redraw)) {
            self.out.push(Effect::Redraw);
        }
    }

    /// The next random number (xorshift64).
    pub(super) fn random(&mut self) -> u64 {
        let mut x = self.seed;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.seed = x;
        x
    }

    /// The next number of the secrets' own stream (xorshift64, seeded by the browser's
    /// cryptographic source: `Page::secret`), apart from [`Shared::random`], whose
    /// numbers the page shows (games' ids): a live game's room and secret come from it.
    pub(super) fn secret(&mut self) -> u64 {
        if self.page.secret == 0 {
            // No cryptographic source said anything (a test): the other stream seeds it.
            self.page.secret = self.random();
        }
        let mut x = self.page.secret;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.page.secret = x;
        x
    }

    /// Shows `msg` in the status line (a live region): said every time, even when it
    /// repeats the message already there. An empty `msg` clears the line.
    pub(super) fn set_status(&mut self, msg: impl Say) {
        self.status_again = msg.again();
        self.status = msg.said(&self.speaker);
        self.status_said += 1;
        self.render();
    }

    /// Shows `msg` in the status line without saying it (a message at start, which the
    /// page says once it is shown).
    pub(super) fn quiet_status(&mut self, msg: impl Say) {
        self.status_again = msg.again();
        self.status = msg.said(&self.speaker);
    }

    /// Says why an action did not happen in the status line, and returns it as the
    /// action's error.
    pub(super) fn refuse<T>(&mut self, why: PageError) -> Result<T, PageError> {
        let said = why.clone();
        self.set_status(Again::new(move |t| crate::ui::words::page_error(t, &said)));
        Err(why)
    }

    /// Takes the fragment off the page's address (a link's game is open: a reload shows
    /// it as it goes on, not the link's start).
    pub(super) fn drop_fragment(&mut self) {
        self.emit(Effect::ReplaceUrl(self.page.url().to_owned()));
    }

    /// Says `msg` to assistive technology (the hidden live region), every time.
    pub(super) fn announce(&mut self, msg: impl Say) {
        let said = msg.said(&self.speaker);
        self.emit(Effect::Announce(said));
    }
}
