//! The computer player on the page: the shell of the app core's computer
//! (`three_crowns::app::computer`), which decides everything (which question to ask,
//! which answer to use, the pace, the pause, the hint). Here its effects are carried out:
//! questions go to the engine's Web Worker (`engine_client`, which replaces a failed
//! worker and asks again), a stop terminates the worker, a wait is a timer. What comes
//! back (an answer, a due time) reaches the app through the [`Notify`] callback the
//! page's entry point gives, and the app puts a move on the board only through the one
//! door (`App::play`, source `Computer`). Long work never runs here: the search runs in
//! the worker.

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::dom;
use super::engine_client::{answer, EngineClient, Reply};
use three_crowns::app::computer::{self as core, Effect, Reaction};
use three_crowns::types::Move;
use three_crowns::ui::session::Session;
use three_crowns::ui::words;

/// What the computer has to tell the app, later (from the worker or a timer).
pub enum Event {
    /// The worker answered question `serial`.
    Answered(u64, Reply),
    /// The pace of question `serial` has been kept: its move may be played.
    Due(u64),
}

/// Where the computer's [`Event`]s go.
pub type Notify = Rc<dyn Fn(Event)>;

/// The computer player on the page: the core's state, the worker and the callback.
pub struct Computer {
    notify: Notify,
    client: Option<EngineClient>,
    core: core::Computer,
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
            core: core::Computer::default(),
        }
    }

    /// The core's state (what the computer does and shows).
    pub fn core(&self) -> &core::Computer {
        &self.core
    }

    fn client(&mut self) -> EngineClient {
        self.client
            .get_or_insert_with(|| {
                // A failure that outlasts every try answers the question itself (a failed
                // answer, which pauses the computer); one between questions (a warm
                // worker that did not start) only costs the next question a fresh worker.
                EngineClient::new(|msg| {
                    web_sys::console::warn_1(&format!("the engine worker failed: {msg}").into());
                })
            })
            .clone()
    }

    /// Carries out the core's effects.
    fn run(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Ask {
                    serial,
                    commands,
                    deadline_ms,
                } => {
                    let notify = self.notify.clone();
                    self.client()
                        .request_within(&commands, deadline_ms, move |reply: Reply| {
                            notify(Event::Answered(serial, reply));
                        });
                }
                Effect::Cancel => {
                    if let Some(c) = &self.client {
                        c.stop();
                    }
                }
                Effect::Wait { serial, ms } => {
                    let notify = self.notify.clone();
                    later(ms, move || notify(Event::Due(serial)));
                }
            }
        }
    }

    /// Brings the computer in step with `session` (`held`: a puzzle, a lesson or the
    /// editor holds the game).
    pub fn sync(&mut self, session: &Session, held: bool) {
        let effects = self.core.sync(session, held, now(), random_seed());
        self.run(effects);
    }

    /// The worker's `reply` to question `serial`, read against `session` now.
    pub fn answered(&mut self, session: &Session, serial: u64, reply: Reply) -> Reaction {
        let (reaction, effects) = self.core.answered(session, serial, answer(reply), now());
        self.run(effects);
        reaction
    }

    /// The move of question `serial`, once its pace has been kept, if still wanted.
    pub fn due(&mut self, session: &Session, serial: u64) -> Option<Move> {
        self.core.due(session, serial)
    }

    /// Holds or resumes the computer's moves; returns whether it is now paused.
    pub fn toggle_pause(&mut self) -> bool {
        self.core.toggle_pause()
    }

    /// Asks for a hint for the person to move: `Ok(true)` when asked now, `Ok(false)`
    /// when that hint is already being searched for, `Err` with the sentence to say when
    /// no hint can be asked for now.
    pub fn ask_hint(&mut self, session: &Session) -> Result<bool, &'static str> {
        let effects = self.core.ask_hint(session, now())?;
        let asked = !effects.is_empty();
        self.run(effects);
        Ok(asked)
    }

    /// The thinking indicator and the pause button (`live`: nothing holds the game).
    pub fn show(&self, session: &Session, live: bool) {
        let thinking = self.core.thinking_words(session);
        if let Ok(el) = dom::by_id::<web_sys::HtmlElement>("thinking") {
            el.set_hidden(thinking.is_none());
            dom::set_text("thinking", thinking.as_deref().unwrap_or(""));
        }
        if let Some(body) = dom::document().body() {
            let on = if thinking.is_some() { "true" } else { "false" };
            let _ = body.set_attribute("data-thinking", on);
        }
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("pause") {
            let paused = self.core.is_paused();
            b.set_hidden(!core::Computer::pause_offered(session, live));
            b.set_text_content(Some(words::pause_button(paused)));
            let _ = b.set_attribute("aria-pressed", if paused { "true" } else { "false" });
        }
    }
}

/// Runs `f` after `ms` milliseconds.
pub(crate) fn later(ms: f64, f: impl FnOnce() + 'static) {
    let cb = Closure::once_into_js(f);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms as i32);
}
