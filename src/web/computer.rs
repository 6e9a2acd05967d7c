//! The computer player on the page: asks the engine's Web Worker (`engine_client`) for
//! the move of a computer seat or for a hint, and hands a reply on only if its ticket is
//! still current (`ui::computer`). Long work never runs here: the search runs in the
//! worker. It knows nothing of the app: what the worker says comes back through the
//! [`Notify`] callback the page's entry point gives it, and the app puts a move on the
//! board only through the one door (`App::play`, source `Computer`).

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::dom;
use super::engine_client::{EngineClient, EngineError, Reply};
use three_crowns::types::{Color, Move};
use three_crowns::ui::computer::{self, Purpose, Request, Ticket};
use three_crowns::ui::session::{Seat, Session};
use three_crowns::ui::words;

/// Consecutive worker failures after which the computer pauses instead of asking again.
const MAX_CRASHES: u32 = 3;

/// What the computer has to tell the app, later (from the worker or a timer).
pub enum Event {
    /// The worker answered the question of `ticket`.
    Replied(Ticket, Reply),
    /// The worker failed (the message); a fresh one answers the next question.
    Crashed(String),
    /// Time to play the move found for `ticket` (the pace has been kept).
    Due(Ticket, Move),
}

/// Where the computer's [`Event`]s go.
pub type Notify = Rc<dyn Fn(Event)>;

/// What the app is to do after a reply.
pub enum Reaction {
    /// Nothing (a stale or stopped reply, or a move that waits for its pace).
    Nothing,
    /// Play the move of `ticket` now (see [`Computer::take_due`]).
    Play(Ticket, Move),
    /// Say this in the status line; the panel and the board may have changed.
    Say(String),
}

/// A question for a seat's move, and when it was asked.
#[derive(Clone, Copy)]
struct Asked {
    ticket: Ticket,
    /// `performance.now()` when asked, in milliseconds.
    at_ms: f64,
}

/// The computer player's state on the page.
pub struct Computer {
    notify: Notify,
    client: Option<EngineClient>,
    /// The move question being worked on, and when it was asked (ms).
    thinking: Option<Asked>,
    /// The hint question being worked on.
    hint_asked: Option<Ticket>,
    /// The hint on show, for the ticket it answers.
    hint: Option<(Ticket, Move)>,
    /// Computer moves are held (the pause button).
    paused: bool,
    crashes: u32,
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
            crashes: 0,
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
        let notify = self.notify.clone();
        self.client
            .get_or_insert_with(|| {
                EngineClient::new(move |msg| notify(Event::Crashed(msg.to_string())))
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
        if self.hint_asked.is_some_and(|t| !t.is_current(session)) {
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
        match ticket.purpose {
            Purpose::Move => {
                self.thinking = Some(Asked {
                    ticket,
                    at_ms: now(),
                })
            }
            Purpose::Hint => self.hint_asked = Some(ticket),
        }
        let notify = self.notify.clone();
        self.client().request(&req.lines, move |reply: Reply| {
            notify(Event::Replied(ticket, reply));
        });
    }

    /// The worker's `reply` to the question of `ticket`, read against `session` now.
    pub fn replied(&mut self, session: &Session, ticket: Ticket, reply: Reply) -> Reaction {
        match ticket.purpose {
            Purpose::Move => {
                if self.thinking.map(|a| a.ticket) != Some(ticket) || !ticket.is_current(session) {
                    return Reaction::Nothing;
                }
                let lines = match reply {
                    Ok(lines) => lines,
                    Err(EngineError::Stopped | EngineError::Superseded) => {
                        return Reaction::Nothing
                    }
                    Err(e) => {
                        self.thinking = None;
                        return Reaction::Say(words::computer_failed(&e));
                    }
                };
                match computer::best_move(&lines, session.game().position()) {
                    Ok(mv) => {
                        self.crashes = 0;
                        let asked = self.thinking.map_or(0.0, |a| a.at_ms);
                        let pace = if session.person_to_move_anywhere() {
                            computer::MIN_MOVE_DELAY_MS
                        } else {
                            computer::WATCH_MOVE_DELAY_MS
                        };
                        let wait = pace - (now() - asked);
                        if wait <= 0.0 {
                            return Reaction::Play(ticket, mv);
                        }
                        let notify = self.notify.clone();
                        later(wait, move || notify(Event::Due(ticket, mv)));
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
                if self.hint_asked != Some(ticket) || !ticket.is_current(session) {
                    return Reaction::Nothing;
                }
                self.hint_asked = None;
                let Ok(lines) = reply else {
                    return Reaction::Nothing;
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

    /// Whether the move found for `ticket` may be played now (its question is still the
    /// current one); if so the question is settled.
    pub fn take_due(&mut self, session: &Session, ticket: Ticket) -> bool {
        if self.thinking.map(|a| a.ticket) != Some(ticket) || !ticket.is_current(session) {
            return false;
        }
        self.thinking = None;
        true
    }

    /// The worker failed: forget its questions (they are asked again on a fresh one) and
    /// return the sentence to say; after a few failures in a row the computer pauses.
    pub fn crashed(&mut self, why: &str) -> String {
        self.thinking = None;
        self.hint_asked = None;
        self.crashes += 1;
        let give_up = self.crashes >= MAX_CRASHES;
        if give_up {
            self.paused = true;
        }
        words::computer_crashed(why, give_up)
    }

    /// A seat changed to `seat`: a person, or a computer after the crashes paused it,
    /// starts the crash count afresh.
    pub fn seat_changed(&mut self, seat: Seat) {
        if seat == Seat::Person || self.crashes >= MAX_CRASHES {
            self.crashes = 0;
        }
    }

    /// Holds or resumes the computer's moves; returns whether it is now paused.
    pub fn toggle_pause(&mut self) -> bool {
        self.paused = !self.paused;
        if !self.paused {
            self.crashes = 0;
        }
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
        if self.hint_asked == Some(req.ticket) {
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

    /// The thinking indicator and the pause button.
    pub fn show(&self, session: &Session) {
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
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("pause") {
            b.set_hidden(!any_computer);
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
