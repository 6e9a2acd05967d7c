//! The computer player's conversation with the engine, as data: which question the engine
//! is asked and when, which reply is used, the pace of its moves, the pause and the hint.
//! Pure: every call returns the [`Effect`]s the shell carries out (ask the worker, cancel,
//! call back later) and, for a reply, a [`Reaction`] for the app (play a move through the
//! one door, say a sentence). No clock of its own: the time comes in as `now_ms`.
//!
//! Every question has a [`Ticket`] (what it is about: the game loaded, ply, position key,
//! seat, purpose) and a serial number (which asking it is). A reply is used only while its
//! ticket is current *and* it answers the question under way: two questions about the same
//! position (asked again after a stop, say) have equal tickets, and a late answer to the
//! first must never settle, or clear, the second. Checked in one place (`Computer::ours`).
//! A worker that fails is replaced by the shell's engine client, which asks a fresh one the
//! same question; only when every try has failed does the answer say so, and the computer
//! pauses, saying why, until the player resumes it.

use crate::engine::Command;
use crate::types::{Color, Move};
use crate::ui::computer::{
    self, Purpose, Request, Ticket, MIN_MOVE_DELAY_MS, REPLY_DEADLINE_MS, WATCH_MOVE_DELAY_MS,
};
use crate::ui::lang::Speaker;
use crate::ui::session::{Seat, Session};
use crate::ui::words;

pub use super::Answer;

/// What the shell is to do for the computer.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Send `commands` to the computer's engine worker as question `serial`, replacing any
    /// question under way; its answer comes back through [`Computer::answered`]. No reply
    /// within `deadline_ms` counts as a failed worker.
    Ask {
        /// The question's number.
        serial: u64,
        /// The engine protocol commands, in order.
        commands: Vec<Command>,
        /// How long the worker may take.
        deadline_ms: u32,
    },
    /// Stop the question under way (its answer, if one still comes, is not used).
    Cancel,
    /// Call [`Computer::due`] with `serial` after `ms` milliseconds: the move found for
    /// that question is played once the pace has been kept.
    Wait {
        /// The question whose move waits.
        serial: u64,
        /// How long, in milliseconds.
        ms: f64,
    },
}

/// What the app is to do after an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reaction {
    /// Nothing (a stale or stopped answer, or a move that waits for its pace).
    Nothing,
    /// Play this move now, as the computer's (through the one door).
    Play(Move),
    /// Say this in the status line; the pause or the hint may have changed.
    Say(String),
}

/// A question under way: what it is about, its number and when it was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Asked {
    ticket: Ticket,
    serial: u64,
    at_ms: u64,
}

/// The computer player's state.
#[derive(Clone, Debug, Default)]
pub struct Computer {
    /// The question for a seat's move under way.
    thinking: Option<Asked>,
    /// The move found for `thinking`, waiting for its pace.
    found: Option<Move>,
    /// The hint question under way.
    hint_asked: Option<Asked>,
    /// The hint on show, for the ticket it answers.
    hint: Option<(Ticket, Move)>,
    /// Computer moves are held (the pause button, or a worker that failed every try).
    paused: bool,
    /// The number of the last question asked.
    serial: u64,
}

/// Milliseconds as whole numbers (the state holds no float, so it compares exactly).
fn whole_ms(ms: f64) -> u64 {
    ms.max(0.0) as u64
}

impl Computer {
    /// Whether the computer is searching for a seat's move.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether the computer's moves are held.
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The sentence for the thinking indicator (`None`: not thinking).
    #[must_use]
    pub fn thinking_words(&self, t: &Speaker, session: &Session) -> Option<String> {
        match self.thinking?.ticket.seat {
            Seat::Computer { level } => {
                Some(words::thinking(t, session.game().position().turn(), level))
            }
            Seat::Person | Seat::Friend => None,
        }
    }

    /// The hint on show for the live position, if any.
    #[must_use]
    pub fn shown_hint(&self, session: &Session) -> Option<Move> {
        self.hint
            .filter(|(t, _)| t.is_current(session) && !session.is_browsing())
            .map(|(_, mv)| mv)
    }

    /// Whether an answer to question `serial` about `ticket` is for `asked`, the question
    /// under way, and still about `session`'s game: the one check every answer passes.
    fn ours(asked: Option<Asked>, session: &Session, ticket: Ticket, serial: u64) -> bool {
        asked.is_some_and(|a| a.ticket == ticket && a.serial == serial)
            && ticket.is_current(session)
    }

    /// The question under way with number `serial`, if any (a move or a hint).
    fn asked(&self, serial: u64) -> Option<Asked> {
        [self.thinking, self.hint_asked]
            .into_iter()
            .flatten()
            .find(|a| a.serial == serial)
    }

    /// Stops whatever is asked.
    fn cancel(&mut self, effects: &mut Vec<Effect>) {
        let asked = self.thinking.take().is_some() | self.hint_asked.take().is_some();
        self.found = None;
        if asked {
            effects.push(Effect::Cancel);
        }
    }

    /// Asks `req` as the next question.
    fn ask(&mut self, req: Request, now_ms: f64, effects: &mut Vec<Effect>) {
        self.serial += 1;
        let asked = Some(Asked {
            ticket: req.ticket,
            serial: self.serial,
            at_ms: whole_ms(now_ms),
        });
        match req.ticket.purpose {
            Purpose::Move => {
                self.thinking = asked;
                self.found = None;
            }
            Purpose::Hint => self.hint_asked = asked,
        }
        effects.push(Effect::Ask {
            serial: self.serial,
            commands: req.commands,
            deadline_ms: REPLY_DEADLINE_MS,
        });
    }

    /// Brings the computer in step with `session` after any change of the game, the seats
    /// or the view: asks for the move of a computer seat to move, unless it is `held` (a
    /// puzzle, a lesson or the editor holds the game), paused, browsing or the game is
    /// over; cancels a question that no longer applies; drops a hint that no longer
    /// applies. `seed` varies the weaker levels' choices between games.
    pub fn sync(&mut self, session: &Session, held: bool, now_ms: f64, seed: u64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if held {
            self.hint = None;
            self.cancel(&mut effects);
            return effects;
        }
        if self.hint.is_some_and(|(t, _)| !t.is_current(session)) {
            self.hint = None;
        }
        if self
            .hint_asked
            .is_some_and(|a| !a.ticket.is_current(session))
        {
            self.cancel(&mut effects);
        }
        let wanted = if self.paused || session.is_browsing() {
            None
        } else {
            computer::move_request(session, seed)
        };
        match (wanted, self.thinking) {
            (Some(req), Some(asked)) if asked.ticket == req.ticket => {}
            (Some(req), _) => {
                self.cancel(&mut effects);
                self.ask(req, now_ms, &mut effects);
            }
            (None, Some(_)) => self.cancel(&mut effects),
            (None, None) => {}
        }
        effects
    }

    /// The engine's `answer` to question `serial`, read against `session` at `now_ms`
    /// (what is said, in `t`'s language).
    pub fn answered(
        &mut self,
        t: &Speaker,
        session: &Session,
        serial: u64,
        answer: Answer,
        now_ms: f64,
    ) -> (Reaction, Vec<Effect>) {
        let nothing = (Reaction::Nothing, Vec::new());
        let Some(asked) = self.asked(serial) else {
            return nothing;
        };
        match asked.ticket.purpose {
            Purpose::Move => {
                if !Computer::ours(self.thinking, session, asked.ticket, serial) {
                    return nothing;
                }
                let lines = match answer {
                    Answer::Lines(lines) => lines,
                    Answer::Cancelled => return nothing,
                    Answer::Failed(why) => {
                        // Every try failed: the computer waits, visibly, for Resume.
                        self.thinking = None;
                        self.paused = true;
                        return (Reaction::Say(words::computer_crashed(t, &why)), Vec::new());
                    }
                };
                match computer::best_move(&lines, session.game().position()) {
                    Ok(mv) => {
                        // A clock sets its own pace.
                        let pace = if session.clock().is_some() {
                            0.0
                        } else if session.person_to_move_anywhere() {
                            MIN_MOVE_DELAY_MS
                        } else {
                            WATCH_MOVE_DELAY_MS
                        };
                        let waited = now_ms - asked.at_ms as f64;
                        if waited >= pace {
                            self.thinking = None;
                            return (Reaction::Play(mv), Vec::new());
                        }
                        self.found = Some(mv);
                        let wait = Effect::Wait {
                            serial,
                            ms: pace - waited,
                        };
                        (Reaction::Nothing, vec![wait])
                    }
                    Err(e) => {
                        self.thinking = None;
                        self.paused = true;
                        (Reaction::Say(words::computer_no_move(t, &e)), Vec::new())
                    }
                }
            }
            Purpose::Hint => {
                if !Computer::ours(self.hint_asked, session, asked.ticket, serial) {
                    return nothing;
                }
                self.hint_asked = None;
                let lines = match answer {
                    Answer::Lines(lines) => lines,
                    Answer::Cancelled => return nothing,
                    Answer::Failed(why) => {
                        return (Reaction::Say(words::no_hint(t, &why)), Vec::new());
                    }
                };
                let said = match computer::best_move(&lines, session.game().position()) {
                    Ok(mv) => {
                        self.hint = Some((asked.ticket, mv));
                        words::hint(t, mv)
                    }
                    Err(e) => words::no_hint(t, &e),
                };
                (Reaction::Say(said), Vec::new())
            }
        }
    }

    /// The pace of question `serial` has been kept: its move, if the question is still
    /// the one under way and about `session`'s game (the question is then settled).
    pub fn due(&mut self, session: &Session, serial: u64) -> Option<Move> {
        let asked = self.thinking?;
        if !Computer::ours(self.thinking, session, asked.ticket, serial) {
            return None;
        }
        let mv = self.found.take()?;
        self.thinking = None;
        Some(mv)
    }

    /// Holds (`on`) or resumes the computer's moves (the app then syncs).
    pub fn set_paused(&mut self, on: bool) {
        self.paused = on;
    }

    /// Asks for a hint for the person to move: the effects when asked now (none when that
    /// hint is already being searched for), or the sentence to say when no hint can be
    /// asked for now.
    ///
    /// # Errors
    /// Why no hint can be asked for now (browsing, the game over, not a person to move).
    pub fn ask_hint(
        &mut self,
        session: &Session,
        now_ms: f64,
    ) -> Result<Vec<Effect>, words::say::Fixed> {
        if session.is_browsing() {
            return Err(words::say::HINT_WHILE_BROWSING);
        }
        let Some(req) = computer::hint_request(session) else {
            return Err(words::hint_refused(session.game().outcome().is_some()));
        };
        if self.hint_asked.is_some_and(|a| a.ticket == req.ticket) {
            return Ok(Vec::new());
        }
        let mut effects = Vec::new();
        self.ask(req, now_ms, &mut effects);
        Ok(effects)
    }

    /// Whether the pause button is offered: a computer seat may move in the live game
    /// (`live`: nothing holds the game) and the game is not over.
    #[must_use]
    pub fn pause_offered(session: &Session, live: bool) -> bool {
        let any_computer = [Color::White, Color::Black]
            .iter()
            .any(|&c| matches!(session.seat(c), Seat::Computer { .. }));
        live && any_computer && session.game().outcome().is_none()
    }
}

#[cfg(test)]
mod tests;
