//! The computer player on the page: asks the engine's Web Worker (`engine_client`) for
//! the move of a computer seat or for a hint, and hands a reply on only if its ticket is
//! still current (`ui::computer`). Long work never runs here: the search runs in the
//! worker. It knows nothing of the app: what the worker says comes back through the
//! [`Notify`] callback the page's entry point gives it, and the app puts a move on the
//! board only through the one door (`App::play`, source `Computer`).
//!
//! Each question is numbered (its `serial`), and a reply or a due move is used only for
//! the question it answers: two questions about the same position (asked again after a
//! stop, say) have equal tickets, and a late answer to the first must never settle, or
//! clear, the second. A worker that fails is replaced by `engine_client`, which asks a
//! fresh one the same question; only when every try has failed does the computer pause,
//! saying why, until the player presses Resume.

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::dom;
use super::engine_client::{EngineClient, EngineError, Reply};
use three_crowns::types::{Color, Move};
use three_crowns::ui::computer::{self, Purpose, Request, Ticket};
use three_crowns::ui::session::{Seat, Session};
use three_crowns::ui::words;

/// What the computer has to tell the app, later (from the worker or a timer).
pub enum Event {
    /// The worker answered question `serial`, asked with `ticket`.
    Replied(Ticket, u64, Reply),
    /// Time to play the move found for question `serial` of `ticket` (the pace has been
    /// kept).
    Due(Ticket, u64, Move),
}

/// Where the computer's [`Event`]s go.
pub type Notify = Rc<dyn Fn(Event)>;

/// What the app is to do after a reply.
pub enum Reaction {
    /// Nothing (a stale or stopped reply, or a move that waits for its pace).
    Nothing,
    /// Play the move of question `serial` of `ticket` now (see [`Computer::take_due`]).
    Play(Ticket, u64, Move),
    /// Say this in the status line; the panel and the board may have changed.
    Say(String),
}

/// A question, its number and when it was asked.
#[derive(Clone, Copy)]
struct Asked {
    ticket: Ticket,
    /// This question's number: a reply is for it only if it carries the same.
    serial: u64,
    /// `performance.now()` when asked, in milliseconds.
    at_ms: f64,
}

impl Asked {
    fn is(&self, ticket: Ticket, serial: u64) -> bool {
        self.ticket == ticket && self.serial == serial
    }
}

/// The computer player's state on the page.
pub struct Computer {
    notify: Notify,
    client: Option<EngineClient>,
    /// The move question being worked on, and when it was asked (ms).
    thinking: Option<Asked>,
    /// The hint question being worked on.
    hint_asked: Option<Asked>,
    /// The hint on show, for the ticket it answers.
    hint: Option<(Ticket, Move)>,
    /// Computer moves are held (the pause button, or a worker that failed every try).
    paused: bool,
    /// The number of the last question asked.
    serial: u64,
}

fn now() -> f64 {
    dom::window().performance().map_or(0.0, |p| p.now())
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

impl Computer {
    /// A computer player that reports to `notify`; its worker starts at the first question.
    pub fn new(notify: Notify) -> Computer {
        Computer {
            notify,
            client: None,
            thinking: None,
            hint_asked: None,
            hint: None,
            paused: false,
            serial: 0,
        }
    }

    /// Whether the computer is searching for a seat's move.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether the computer's moves are held.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    fn client(&mut self) -> EngineClient {
        self.client
            .get_or_insert_with(|| {
                // A failure that outlasts every try answers the question itself (an
                // error reply, which pauses the computer); one between questions (a
                // warm worker that did not start) only costs the next question a fresh
                // worker.
                EngineClient::new(|msg| {
                    web_sys::console::warn_1(&format!("the engine worker failed: {msg}").into());
                })
            })
            .clone()
    }

    /// Cancels whatever the worker is doing (terminating it; a fresh one is started).
    fn cancel(&mut self) {
        if self.thinking.take().is_some() || self.hint_asked.take().is_some() {
            if let Some(c) = &self.client {
                c.stop();
            }
        }
    }

    /// Puzzle mode: the computer plays no seat there (the defender's replies come from
    /// the puzzle): the question under way is cancelled and the hint dropped.
    pub fn stand_by(&mut self) {
        self.hint = None;
        self.cancel();
    }

    /// Brings the computer in step with `session`: asks for the move of a computer seat
    /// to move (unless paused, browsing or over), or cancels a question that no longer
    /// applies; drops a hint that no longer applies. Called after every change of the
    /// game, the seats or the view.
    pub fn sync(&mut self, session: &Session) {
        if self.hint.is_some_and(|(t, _)| !t.is_current(session)) {
            self.hint = None;
        }
        if self
            .hint_asked
            .is_some_and(|a| !a.ticket.is_current(session))
        {
            self.cancel();
        }
        let wanted = if self.paused || session.is_browsing() {
            None
        } else {
            computer::move_request(session, random_seed())
        };
        match (wanted, self.thinking) {
            (Some(req), Some(asked)) if asked.ticket == req.ticket => {}
            (Some(req), _) => {
                self.cancel();
                self.ask(req);
            }
            (None, Some(_)) => self.cancel(),
            (None, None) => {}
        }
    }

    fn ask(&mut self, req: Request) {
        let ticket = req.ticket;
        self.serial += 1;
        let serial = self.serial;
        let asked = Some(Asked {
            ticket,
            serial,
            at_ms: now(),
        });
        match ticket.purpose {
            Purpose::Move => self.thinking = asked,
            Purpose::Hint => self.hint_asked = asked,
        }
        let notify = self.notify.clone();
        let deadline = computer::REPLY_DEADLINE_MS;
        self.client()
            .request_within(&req.commands, deadline, move |reply: Reply| {
                notify(Event::Replied(ticket, serial, reply));
            });
    }

    /// The worker's `reply` to question `serial` of `ticket`, read against `session` now.
    pub fn replied(
        &mut self,
        session: &Session,
        ticket: Ticket,
        serial: u64,
        reply: Reply,
    ) -> Reaction {
        match ticket.purpose {
            Purpose::Move => {
                let ours = self.thinking.is_some_and(|a| a.is(ticket, serial));
                if !ours || !ticket.is_current(session) {
                    return Reaction::Nothing;
                }
                let lines = match reply {
                    Ok(lines) => lines,
                    Err(EngineError::Stopped | EngineError::Superseded) => {
                        return Reaction::Nothing
                    }
                    Err(e) => {
                        // Every try failed: the computer waits, visibly, for Resume.
                        self.thinking = None;
                        self.paused = true;
                        return Reaction::Say(words::computer_crashed(&e.to_string()));
                    }
                };
                match computer::best_move(&lines, session.game().position()) {
                    Ok(mv) => {
                        let asked = self.thinking.map_or(0.0, |a| a.at_ms);
                        let pace = if session.person_to_move_anywhere() {
                            computer::MIN_MOVE_DELAY_MS
                        } else {
                            computer::WATCH_MOVE_DELAY_MS
                        };
                        let wait = pace - (now() - asked);
                        if wait <= 0.0 {
                            return Reaction::Play(ticket, serial, mv);
                        }
                        let notify = self.notify.clone();
                        later(wait, move || notify(Event::Due(ticket, serial, mv)));
                        Reaction::Nothing
                    }
                    Err(e) => {
                        self.thinking = None;
                        self.paused = true;
                        Reaction::Say(words::computer_no_move(&e))
                    }
                }
            }
            Purpose::Hint => {
                let ours = self.hint_asked.is_some_and(|a| a.is(ticket, serial));
                if !ours || !ticket.is_current(session) {
                    return Reaction::Nothing;
                }
                self.hint_asked = None;
                let lines = match reply {
                    Ok(lines) => lines,
                    Err(EngineError::Stopped | EngineError::Superseded) => {
                        return Reaction::Nothing
                    }
                    Err(e) => return Reaction::Say(words::no_hint(&e)),
                };
                match computer::best_move(&lines, session.game().position()) {
                    Ok(mv) => {
                        self.hint = Some((ticket, mv));
                        Reaction::Say(words::hint(mv))
                    }
                    Err(e) => Reaction::Say(words::no_hint(&e)),
                }
            }
        }
    }

    /// Whether the move found for question `serial` of `ticket` may be played now (its
    /// question is still the current one); if so the question is settled.
    pub fn take_due(&mut self, session: &Session, ticket: Ticket, serial: u64) -> bool {
        let ours = self.thinking.is_some_and(|a| a.is(ticket, serial));
        if !ours || !ticket.is_current(session) {
            return false;
        }
        self.thinking = None;
        true
    }

    /// Holds or resumes the computer's moves; returns whether it is now paused.
    pub fn toggle_pause(&mut self) -> bool {
        self.paused = !self.paused;
        self.paused
    }

    /// Asks for a hint for the person to move: `Ok(true)` when asked now, `Ok(false)`
    /// when that hint is already being searched for, `Err` with the sentence to say when
    /// no hint can be asked for now.
    pub fn ask_hint(&mut self, session: &Session) -> Result<bool, &'static str> {
        if session.is_browsing() {
            return Err(words::say::HINT_WHILE_BROWSING);
        }
        let Some(req) = computer::hint_request(session) else {
            return Err(words::hint_refused(session.game().outcome().is_some()));
        };
        if self.hint_asked.is_some_and(|a| a.ticket == req.ticket) {
            return Ok(false);
        }
        self.ask(req);
        Ok(true)
    }

    /// The hint on show for the live position, if any.
    pub fn shown_hint(&self, session: &Session) -> Option<Move> {
        self.hint
            .filter(|(t, _)| t.is_current(session) && !session.is_browsing())
            .map(|(_, mv)| mv)
    }

    /// The thinking indicator and the pause button: Pause exists only while a computer
    /// seat may move in the live game (`live`: no puzzle, lesson or editor holds it; the
    /// game not over).
    pub fn show(&self, session: &Session, live: bool) {
        let words = self.thinking.and_then(|a| match a.ticket.seat {
            Seat::Computer { level } => {
                let side = session.game().position().turn();
                Some(words::thinking(side, level))
            }
            Seat::Person => None,
        });
        if let Ok(el) = dom::by_id::<web_sys::HtmlElement>("thinking") {
            el.set_hidden(words.is_none());
            dom::set_text("thinking", words.as_deref().unwrap_or(""));
        }
        if let Some(body) = dom::document().body() {
            let _ = body.set_attribute(
                "data-thinking",
                if words.is_some() { "true" } else { "false" },
            );
        }
        let any_computer = [Color::White, Color::Black]
            .iter()
            .any(|&c| session.seat(c) != Seat::Person);
        let may_move = live && any_computer && session.game().outcome().is_none();
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("pause") {
            b.set_hidden(!may_move);
            b.set_text_content(Some(words::pause_button(self.paused)));
            let _ = b.set_attribute("aria-pressed", if self.paused { "true" } else { "false" });
        }
    }
}

/// Runs `f` after `ms` milliseconds.
pub(crate) fn later(ms: f64, f: impl FnOnce() + 'static) {
    let cb = Closure::once_into_js(f);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms as i32);
}
