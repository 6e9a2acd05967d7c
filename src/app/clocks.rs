//! The game's clocks in the app core, a sub-model that never sees the root state
//! ([`Clocks`]; the clocks' times are the game's, in its session): they run for the side to move while the game is on
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

//!
//! What holds the game (the computer paused, a puzzle, a lesson or the editor on the
//! board, a modal dialog) comes as one argument, `stands`.

use crate::types::Color;
use crate::ui::clock::Clock;
use crate::ui::session::Session;

use super::effect::{Effect, Timer};
use super::shared::Shared;

/// The clocks' timer: only the last one started is heard.
#[derive(Default)]
pub struct Clocks {
    /// Counts the timers started.
    ticket: u64,
}

impl Clocks {
    /// Whether the side to move's clock should run now (`stands`: something holds the
    /// game).
    pub(super) fn run(session: &Session, stands: bool) -> bool {
        let Some(clock) = session.clock() else {
            return false;
        };
        !clock.paused() && !stands && session.game().outcome().is_none()
    }

    /// Brings the clocks in step with the game (its ply, whether they run) at the page's
    /// clock, and starts the timer of their next change.
    pub(super) fn sync(&mut self, session: &mut Session, stands: bool, shared: &mut Shared) {
        let (run, ply, now) = (
            Clocks::run(session, stands),
            session.game().ply(),
            shared.world.now_ms,
        );
        let turn = session.game().position().turn();
        let Some(clock) = session.clock_mut() else {
            return;
        };
        clock.sync(ply, run, now);
        // A clock at zero changes no more: its flag has fallen, or (a live friend's) it
        // waits for the friend's page to say so.
        let next = clock
            .next_change(now)
            .filter(|_| clock.left(now)[turn.index()] > 0);
        self.ticket += 1;
        if let Some(ms) = next {
            shared.emit(Effect::Timer {
                ms,
                timer: Timer::Clock(self.ticket),
            });
        }
    }

    /// Whether the timer `ticket` is the last one started.
    pub(super) fn is_current(&self, ticket: u64) -> bool {
        ticket == self.ticket
    }

    /// The side whose time is out at `now`, if the clocks run. In a friend game (live:
    /// the only friend games with clocks) each page decides only its own player's flag
    /// and tells the friend's page, as each decides its own time: the two never disagree.
    pub(super) fn flagged(session: &Session, stands: bool, now: f64) -> Option<Color> {
        if !Clocks::run(session, stands) {
            return None;
        }
        let side = session.clock().and_then(|c| c.flagged(now))?;
        session
            .friend()
            .is_none_or(|f| f.you == side)
            .then_some(side)
    }

    /// Move `ply` was just played at `now`: its mover's time is kept with it, the
    /// increment added.
    pub(super) fn moved(session: &mut Session, ply: usize, now: f64) {
        // The same move as the next one taken back keeps the moves after it, and their
        // times.
        let keep_rest = session.game().can_redo();
        if let Some(clock) = session.clock_mut() {
            clock.moved(ply, now, keep_rest);
        }
    }

    /// Whether the game's clocks are paused.
    pub(super) fn paused(session: &Session) -> bool {
        session.clock().is_some_and(Clock::paused)
    }

    /// Pauses (`on`) or resumes the game's clocks, if it has them.
    pub(super) fn set_paused(session: &mut Session, on: bool) {
        if let Some(clock) = session.clock_mut() {
            clock.set_paused(on);
        }
    }

    /// The clocks as shown at `now` (`[white, black]`, ms), if the game has them.
    pub(super) fn left(session: &Session, now: f64) -> Option<[u64; 2]> {
        session.clock().map(|c| c.left(now))
    }

    /// The side whose clock runs, if one does.
    pub(super) fn running(session: &Session) -> Option<Color> {
        let clock = session.clock()?;
        clock.running().then(|| session.game().position().turn())
    }
}
