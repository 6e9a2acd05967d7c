//! The game's clocks in the app core: they run for the side to move while the game is on
//! (not paused, not held by a puzzle, a lesson or the editor), are shown anew by a timer
//! at each change of what they show (each second, each tenth under ten seconds), and end
//! the game when the side to move's time is out (its flag falls: "on time"). The Pause
//! button holds the computer's moves and the clocks together.
//!
//! As on lichess, each side's clock starts at its own first move (`Clock::timed`: no
//! side's first move is timed, so the computer's first move starts no person's clock);
//! a modal dialog over the game (New game, the question before a game is replaced, Your
//! games, the rules) takes the board away from the player, so the clocks stand while it
//! is open and run on when it closes; a game lost on time stays lost (Undo refused).

use crate::types::Color;
use crate::ui::error::PageError;
use crate::ui::sound;
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::State;

impl State {
    /// Whether the side to move's clock should run now.
    fn clock_runs(&self) -> bool {
        let Some(clock) = self.session.clock() else {
            return false;
        };
        !clock.paused()
            && !self.computer.is_paused()
            && !self.game_held()
            && !self.modal_open()
            && self.session.game().outcome().is_none()
    }

    /// Brings the clocks in step with the game (its ply, whether they run) at the page's
    /// clock, and starts the timer of their next change.
    pub(super) fn sync_clock(&mut self) {
        let (run, ply, now) = (
            self.clock_runs(),
            self.session.game().ply(),
            self.shared.world.now_ms,
        );
        let Some(clock) = self.session.clock_mut() else {
            return;
        };
        clock.sync(ply, run, now);
        let next = clock.next_change(now);
        self.shared.clock_ticket += 1;
        if let Some(ms) = next {
            self.emit(Effect::Timer {
                ms,
                timer: Timer::Clock(self.shared.clock_ticket),
            });
        }
    }

    /// The clocks' timer rang: what they show is written anew, or the flag falls.
    pub(super) fn clock_due(&mut self, ticket: u64) {
        if ticket != self.shared.clock_ticket {
            return;
        }
        if !self.flag_fallen() {
            self.sync_clock();
            self.render();
        }
    }

    /// Ends the game on time if the side to move's time is out (checked before any move
    /// is taken, a timer being late); returns whether it did.
    pub(super) fn flag_fallen(&mut self) -> bool {
        if !self.clock_runs() {
            return false;
        }
        let now = self.shared.world.now_ms;
        let Some(side) = self.session.clock().and_then(|c| c.flagged(now)) else {
            return false;
        };
        self.interrupt();
        self.ground.input.clear();
        if let Some(o) = self.session.flag(side) {
            self.set_status("");
            self.announce(words::outcome(&self.shared.speaker, o));
            if !self.prefs.display.muted {
                let s = sound::Sound::GameEnd;
                self.emit(Effect::Sound(s));
            }
        }
        self.refresh();
        true
    }

    /// Move `ply` was just played: its mover's time is kept with it, the increment added.
    pub(super) fn clock_moved(&mut self, ply: usize) {
        let now = self.shared.world.now_ms;
        // The same move as the next one taken back keeps the moves after it, and their
        // times.
        let keep_rest = self.session.game().can_redo();
        if let Some(clock) = self.session.clock_mut() {
            clock.moved(ply, now, keep_rest);
        }
    }

    /// A game was loaded (a new game, a kept game, a record, another tab's game): the
    /// computer holds exactly when the game's clocks come paused (a record's clocks
    /// do), so that nothing moves while the clocks stand; a pause of the game before
    /// does not carry over. Returns whether the game comes paused.
    pub(super) fn pause_as_loaded(&mut self) -> bool {
        let on = self.session.game().outcome().is_none()
            && self
                .session
                .clock()
                .is_some_and(crate::ui::clock::Clock::paused);
        self.computer.set_paused(on);
        on
    }

    /// A person moves while the clocks are paused: the game goes on (a move is not made
    /// on a stopped clock).
    pub(super) fn resume_on_move(&mut self) {
        if self
            .session
            .clock()
            .is_some_and(crate::ui::clock::Clock::paused)
        {
            self.computer.set_paused(false);
            if let Some(c) = self.session.clock_mut() {
                c.set_paused(false);
            }
            self.sync_clock();
        }
    }

    /// The page is left (`pagehide`: a reload, a close, the back/forward cache): a
    /// running clock is paused, as it stood, and the game saved; a page that comes back
    /// from the cache finds it paused, the time away not charged.
    #[inline(never)]
    pub(super) fn page_left(&mut self) {
        if self.clock_running().is_some() {
            self.set_paused(true);
        }
    }

    /// Whether the Pause button holds anything: the computer's moves or the clocks.
    #[must_use]
    pub fn paused(&self) -> bool {
        self.computer.is_paused() || self.session.clock().is_some_and(|c| c.paused())
    }

    /// Holds (`on`) or resumes the computer's moves and the clocks together.
    pub(super) fn set_paused(&mut self, on: bool) {
        self.computer.set_paused(on);
        if let Some(clock) = self.session.clock_mut() {
            clock.set_paused(on);
        }
        let clocks = self.session.clock().is_some();
        self.set_status(words::paused(on, clocks));
        self.refresh();
    }

    /// The script API's `pauseClock` / `resumeClock`: refused without clocks or once the
    /// game is over.
    #[inline(never)]
    pub(super) fn pause_clock(&mut self, on: bool) -> Result<(), PageError> {
        if self.game_held() || self.session.clock().is_none() {
            return self.refuse(PageError::NoClock);
        }
        if let Some(o) = self.session.game().outcome() {
            return self.refuse(PageError::Over(o));
        }
        self.set_paused(on);
        Ok(())
    }

    /// The clocks as shown (`[white, black]`, ms), if the game has them.
    #[must_use]
    pub fn clocks_left(&self) -> Option<[u64; 2]> {
        self.session
            .clock()
            .map(|c| c.left(self.shared.world.now_ms))
    }

    /// The side whose clock runs, if one does.
    #[must_use]
    pub fn clock_running(&self) -> Option<Color> {
        let clock = self.session.clock()?;
        clock
            .running()
            .then(|| self.session.game().position().turn())
    }
}
