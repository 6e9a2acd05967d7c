//! The computer player on the page: asks the engine's Web Worker (`engine_client`) for
//! the move of a computer seat or for a hint, and puts a reply on the board only through
//! the one door (`App::play`, source `Computer`) and only if its ticket is still current
//! (`ui::computer`). Long work never runs here: the search runs in the worker.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::app::{with_app, App};
use super::dom;
use super::engine_client::{EngineClient, EngineError, Reply};
use crate::types::{Color, Move};
use crate::ui::computer::{self, Purpose, Request, Ticket};
use crate::ui::session::{MoveSource, Seat};
use crate::ui::words;

/// Consecutive worker failures after which the computer pauses instead of asking again.
const MAX_CRASHES: u32 = 3;

/// The computer player's state on the page.
#[derive(Default)]
pub struct Computer {
    client: Option<EngineClient>,
    /// The move question being worked on, and when it was asked (ms).
    thinking: Option<(Ticket, f64)>,
    /// The hint question being worked on.
    hint_asked: Option<Ticket>,
    /// The hint on show, for the ticket it answers.
    pub hint: Option<(Ticket, Move)>,
    /// Computer moves are held (the pause button).
    pub paused: bool,
    crashes: u32,
}

impl Computer {
    /// Whether the computer is searching for a seat's move.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    fn client(&mut self) -> EngineClient {
        self.client
            .get_or_insert_with(|| {
                EngineClient::new(|msg| {
                    let msg = msg.to_string();
                    with_app(|a| a.engine_crashed(&msg));
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
}

fn now() -> f64 {
    dom::window().performance().map_or(0.0, |p| p.now())
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

impl App {
    /// Brings the computer in step with the game: asks for the move of a computer seat
    /// to move (unless paused, browsing or over), or cancels a question that no longer
    /// applies. Called after every change of the game, the seats or the view.
    pub fn think(&mut self) {
        if let Some((t, _)) = self.computer.hint {
            if !t.is_current(&self.session) {
                self.computer.hint = None;
            }
        }
        if let Some(t) = self.computer.hint_asked {
            if !t.is_current(&self.session) {
                self.computer.cancel();
            }
        }
        let wanted = if self.computer.paused || self.session.is_browsing() {
            None
        } else {
            computer::move_request(&self.session, random_seed())
        };
        match (wanted, self.computer.thinking) {
            (Some(req), Some((t, _))) if t == req.ticket => {}
            (Some(req), _) => {
                self.computer.cancel();
                self.ask(req);
            }
            (None, Some(_)) => self.computer.cancel(),
            (None, None) => {}
        }
        self.show_thinking();
    }

    fn ask(&mut self, req: Request) {
        let ticket = req.ticket;
        match ticket.purpose {
            Purpose::Move => self.computer.thinking = Some((ticket, now())),
            Purpose::Hint => self.computer.hint_asked = Some(ticket),
        }
        let client = self.computer.client();
        client.request(&req.lines, move |reply: Reply| {
            // Stopped or superseded requests answer while the app is busy cancelling
            // them: `with_app` then does nothing, as it should.
            with_app(|a| a.engine_replied(ticket, reply));
        });
    }

    fn engine_replied(&mut self, ticket: Ticket, reply: Reply) {
        match ticket.purpose {
            Purpose::Move => {
                if self.computer.thinking.map(|(t, _)| t) != Some(ticket)
                    || !ticket.is_current(&self.session)
                {
                    return;
                }
                let lines = match reply {
                    Ok(lines) => lines,
                    Err(EngineError::Stopped | EngineError::Superseded) => return,
                    Err(e) => {
                        self.computer.thinking = None;
                        self.set_status(format!("The computer player could not answer: {e}."));
                        self.show_thinking();
                        return;
                    }
                };
                match computer::best_move(&lines, self.session.game().position()) {
                    Ok(mv) => {
                        self.computer.crashes = 0;
                        let asked = self.computer.thinking.map_or(0.0, |(_, at)| at);
                        let pace = if self.session.person_to_move_anywhere() {
                            computer::MIN_MOVE_DELAY_MS
                        } else {
                            computer::WATCH_MOVE_DELAY_MS
                        };
                        let wait = pace - (now() - asked);
                        if wait > 0.0 {
                            later(wait, move || {
                                with_app(|a| a.computer_plays(ticket, mv));
                            });
                        } else {
                            self.computer_plays(ticket, mv);
                        }
                    }
                    Err(e) => {
                        self.computer.thinking = None;
                        self.computer.paused = true;
                        self.set_status(format!(
                            "The computer player gave no move ({e}); it is paused."
                        ));
                        self.update_panel();
                    }
                }
            }
            Purpose::Hint => {
                if self.computer.hint_asked != Some(ticket) || !ticket.is_current(&self.session) {
                    return;
                }
                self.computer.hint_asked = None;
                let Ok(lines) = reply else {
                    return;
                };
                match computer::best_move(&lines, self.session.game().position()) {
                    Ok(mv) => {
                        self.computer.hint = Some((ticket, mv));
                        self.set_status(format!("Hint: {mv}."));
                    }
                    Err(e) => self.set_status(format!("No hint: {e}.")),
                }
                self.render();
                self.update_panel();
            }
        }
    }

    /// Plays the computer's move if its question is still the current one.
    fn computer_plays(&mut self, ticket: Ticket, mv: Move) {
        if self.computer.thinking.map(|(t, _)| t) != Some(ticket)
            || !ticket.is_current(&self.session)
        {
            return;
        }
        self.computer.thinking = None;
        // The one door: a seat held by the computer accepts only this source.
        let _ = self.play(mv, MoveSource::Computer);
    }

    /// The worker failed: say so, and ask again on a fresh one (a few times).
    pub fn engine_crashed(&mut self, msg: &str) {
        self.computer.thinking = None;
        self.computer.hint_asked = None;
        self.computer.crashes += 1;
        if self.computer.crashes >= MAX_CRASHES {
            self.computer.paused = true;
            self.set_status(format!(
                "The computer player stopped working ({msg}); it is paused. Press Resume to try again."
            ));
        } else {
            self.set_status(format!(
                "The computer player stopped working ({msg}); it was restarted."
            ));
        }
        self.think();
        self.update_panel();
    }

    /// Hands `side`'s seat to a person or the computer, at any moment (a search under way
    /// for the old seat is cancelled at once).
    pub fn set_seat(&mut self, side: Color, seat: Seat) {
        if self.session.seat(side) == seat {
            return;
        }
        self.interrupt();
        self.input.clear();
        self.session.set_seat(side, seat);
        if seat == Seat::Person || self.computer.crashes >= MAX_CRASHES {
            self.computer.crashes = 0;
        }
        self.set_status(match seat {
            Seat::Person => format!("{side} is played by a person."),
            Seat::Computer { level } => format!("{side} is played by the computer, level {level}."),
        });
        self.refresh();
    }

    /// Holds or resumes the computer's moves.
    pub fn toggle_pause(&mut self) {
        self.computer.paused = !self.computer.paused;
        if !self.computer.paused {
            self.computer.crashes = 0;
        }
        self.set_status(if self.computer.paused {
            "The computer is paused."
        } else {
            "The computer plays on."
        });
        self.refresh();
    }

    /// Asks for a hint for the person to move.
    pub fn hint(&mut self) {
        self.interrupt();
        if self.session.is_browsing() {
            self.set_status("Hints are for the game's current position: return to it first.");
            return;
        }
        let Some(req) = computer::hint_request(&self.session) else {
            self.set_status(match self.outcome() {
                Some(_) => "The game is over: there is no move to hint.",
                None => "Hints are for a person to move.",
            });
            return;
        };
        if self.computer.hint_asked == Some(req.ticket) {
            return;
        }
        self.set_status("Looking for a good move…");
        self.ask(req);
    }

    /// The hint on show for the live position, if any.
    pub fn shown_hint(&self) -> Option<Move> {
        self.computer
            .hint
            .filter(|(t, _)| t.is_current(&self.session) && !self.session.is_browsing())
            .map(|(_, mv)| mv)
    }

    /// The thinking indicator and the pause button.
    fn show_thinking(&self) {
        let words = self.computer.thinking.and_then(|(t, _)| match t.seat {
            Seat::Computer { level } => {
                let side = self.session.game().position().turn();
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
            .any(|&c| self.session.seat(c) != Seat::Person);
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("pause") {
            b.set_hidden(!any_computer);
            b.set_text_content(Some(if self.computer.paused {
                "Resume"
            } else {
                "Pause"
            }));
            let _ = b.set_attribute(
                "aria-pressed",
                if self.computer.paused {
                    "true"
                } else {
                    "false"
                },
            );
        }
    }
}

/// Runs `f` after `ms` milliseconds.
fn later(ms: f64, f: impl FnOnce() + 'static) {
    let cb = Closure::once_into_js(f);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms as i32);
}
