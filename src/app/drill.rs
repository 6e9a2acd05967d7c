//! "Train your mistakes" (issue 48, item 4), a part of [`Modes`]: the person's marked
//! moves of every kept review (`ui::review_kept::mine`) as puzzles, served by the drill's
//! schedule (`ui::drill`: the longest due first, a missed one back after ten minutes, a
//! solved one after a day, then ever later). It runs in the mode of "Learn from your
//! mistakes" (`app::mistakes`), one marked move at a time: the same board, buttons and
//! judging (the engine's move, a win at once, or a move the review's engine finds keeps
//! the chances), with the position before the move on a board of its own.
//!
//! A card is answered once each time it is served: solved when the first try is right,
//! missed at a wrong try, at the answer shown, or when it is skipped. The cards are kept
//! in storage as the drill's text, merged with other tabs' (`ui::synced`).

use crate::game::Game;
use crate::ui::drill::{Drill, DAY_MS};
use crate::ui::error::PageError;
use crate::ui::mistakes::Trial;
use crate::ui::review_kept::mine::Mistake;
use crate::ui::synced::Synced;
use crate::ui::words;

use super::effect::Effect;
use super::mode::{DrillRun, Mode, Modes, Then};
use super::shared::Shared;

/// What the panel and the script API show of the drill.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrillSays<'a> {
    /// The puzzle on show (`None` once nothing more is due).
    pub on_show: Option<&'a Mistake>,
    /// How many are due now, the one on show included until it is answered.
    pub due: usize,
    /// Solved and missed since the drill started.
    pub solved: usize,
    pub missed: usize,
    /// How long until the next card is due (ms), once nothing more is due now.
    pub next_in: Option<f64>,
}

/// The index in `run`'s mistakes of the puzzle `drill` serves at `now`.
fn next_card(drill: &Drill, run: &DrillRun, now: f64) -> Option<usize> {
    let card = drill.next_of(now, |id| run.has(id))?;
    run.mistakes.iter().position(|m| m.id == card.id)
}

/// The trial of `m` alone, and the position before it as a game.
fn trial_of(m: &Mistake) -> (Trial, Game) {
    (Trial::one(m.item()), Game::new(m.before))
}

impl Modes {
    /// The drill's cards, stored (merged with other tabs'; the shell answers with
    /// [`super::Command::DrillStored`]).
    fn store_drill(&self, shared: &mut Shared) {
        shared.emit(Effect::StoreDrill(Box::new(self.drill.clone())));
    }

    /// The drill to start on `mistakes` (the person's, from the archive): a card added
    /// for each new one (stored), and the trial and position of the first to serve,
    /// with the run; why not when there is none, or none is due.
    #[inline(never)]
    pub(super) fn drill_start(
        &mut self,
        shared: &mut Shared,
        mistakes: Vec<Mistake>,
    ) -> Result<(Trial, Game, DrillRun), PageError> {
        if mistakes.is_empty() {
            return Err(PageError::NoMyMistakes);
        }
        let now = shared.world.epoch_ms;
        let mut added = false;
        for m in &mistakes {
            added |= self.drill.get_mut().add(&m.id, m.due);
        }
        if added {
            self.store_drill(shared);
        }
        let drill = self.drill.get();
        let mut run = DrillRun {
            mistakes,
            on_show: 0,
            answered: false,
            solved: 0,
            missed: 0,
        };
        let Some(first) = next_card(drill, &run, now) else {
            let next = drill.next_due_of(|id| run.has(id)).unwrap_or(now + DAY_MS);
            return Err(PageError::NothingDue(millis(next - now)));
        };
        run.on_show = first;
        let (trial, game) = trial_of(&run.mistakes[first]);
        Ok((trial, game, run))
    }

    /// The drill's first puzzle on show (the mode just put on): said.
    pub(super) fn drill_started(&mut self, shared: &mut Shared) {
        if let Some(due) = self.drill_says(shared.world.epoch_ms).map(|d| d.due) {
            shared.set_status(words::drill_started(&shared.speaker, due));
        }
    }

    /// The drill under way, if one is.
    fn drill_run_mut(&mut self) -> Option<&mut DrillRun> {
        match &mut self.mode {
            Mode::Mistakes(m) => m.drill.as_mut(),
            _ => None,
        }
    }

    /// Whether a drill is under way.
    pub(super) fn drilling(&self) -> bool {
        matches!(&self.mode, Mode::Mistakes(m) if m.drill.is_some())
    }

    /// The puzzle on show was answered at the shell's time: solved (a first try right)
    /// or missed; its card scheduled and stored, once each time it is served.
    #[inline(never)]
    pub(super) fn drill_answered(&mut self, shared: &mut Shared, solved: bool) {
        let Some(run) = self.drill_run_mut().filter(|r| !r.answered) else {
            return;
        };
        run.answered = true;
        if solved {
            run.solved += 1;
        } else {
            run.missed += 1;
        }
        let id = run.mistakes[run.on_show].id.clone();
        let now = shared.world.epoch_ms;
        self.drill.get_mut().answered(&id, solved, now);
        self.store_drill(shared);
    }

    /// On to the next puzzle the drill serves (the one on show missed if it was not
    /// answered: skipped), or the drill's end; `None` outside a drill. The board turns
    /// to the new puzzle's side (`flipped`).
    #[inline(never)]
    pub(super) fn drill_next(&mut self, shared: &mut Shared, flipped: &mut bool) -> Option<Then> {
        if !self.drilling() {
            return None;
        }
        self.drill_answered(shared, false);
        let now = shared.world.epoch_ms;
        let Mode::Mistakes(m) = &mut self.mode else {
            return None;
        };
        let run = m.drill.as_mut()?;
        match next_card(self.drill.get(), run, now) {
            Some(i) => {
                (m.trial, m.game) = trial_of(&run.mistakes[i]);
                run.on_show = i;
                run.answered = false;
                *flipped = m.trial.side() == crate::types::Color::Black;
                let then = self.show_mistake(shared, true);
                shared.render();
                Some(then)
            }
            None => {
                m.trial.go_on();
                if let Some(d) = self.drill_says(now) {
                    let said = words::drill_done(&shared.speaker, d.solved, d.missed, d.next_in);
                    shared.set_status(said);
                }
                shared.render();
                Some(Then::Stay)
            }
        }
    }

    /// What the drill under way shows at `now`.
    #[must_use]
    pub fn drill_says(&self, now: f64) -> Option<DrillSays<'_>> {
        let Mode::Mistakes(m) = &self.mode else {
            return None;
        };
        let run = m.drill.as_ref()?;
        let drill = self.drill.get();
        let on_show = m.trial.item().map(|_| &run.mistakes[run.on_show]);
        let open = on_show.is_some() && !run.answered;
        let due = drill
            .due(now)
            .iter()
            .filter(|c| run.has(&c.id))
            .filter(|c| !open || c.id != run.mistakes[run.on_show].id)
            .count()
            + usize::from(open);
        let next_in = on_show
            .is_none()
            .then(|| {
                drill
                    .next_due_of(|id| run.has(id))
                    .map(|t| (t - now).max(0.0))
            })
            .flatten();
        Some(DrillSays {
            on_show,
            due,
            solved: run.solved,
            missed: run.missed,
            next_in,
        })
    }

    /// Another tab stored the drill's cards: merged into this tab's.
    pub(super) fn drill_stored_elsewhere(&mut self, shared: &mut Shared, stored: Drill) {
        if self.drill.adopt(stored) {
            shared.render();
        }
    }

    /// The drill's cards as stored and merged (the shell's answer to a store).
    pub(super) fn drill_stored(&mut self, merged: Synced<Drill>) {
        self.drill = merged;
    }
}

/// `ms` as whole milliseconds (0 for a time past or not finite).
fn millis(ms: f64) -> u64 {
    if ms.is_finite() && ms > 0.0 {
        // Within u64 for any time a page can have: the cast saturates anyway.
        ms.round() as u64
    } else {
        0
    }
}
