//! The analysis board and the post-game review on the page: the shells of the app core's
//! study tools (`three_crowns::app::study`), which decide what is asked and which answer
//! is used. Here their effects are carried out, each tool with an engine Web Worker of its
//! own (`engine_client`), never on the main thread: the analysis's `go infinite` with
//! progress (each `info` line, at most ten a second, updates the evaluation at once), the
//! review's bounded searches one position after another; a stop terminates the worker (a
//! fresh one starts at once). What the workers say comes back through the [`Notify`]
//! callback the page's entry point gives; the app then calls in here.

use std::rc::Rc;

use super::engine_client::{answer, EngineClient, Reply};
use three_crowns::app::study::{self as core, Effect};
pub use three_crowns::app::study::{ReviewView, Reviewed};
use three_crowns::ui::analysis::Eval;
use three_crowns::ui::error::EngineError;
use three_crowns::ui::session::Session;

/// What the study workers have to tell the app.
pub enum StudyEvent {
    /// An `info` line of the analysis's question `serial`.
    Info(u64, String),
    /// The analysis's question `serial` ended (a proved result, or the deepest depth).
    Done(u64, Reply),
    /// The review's question `serial` was answered.
    Reviewed(u64, Reply),
    /// Puzzle mode's worker answered the defence question of a ticket (`defend`).
    Defended(u64, Reply),
}

/// Where the study workers' [`StudyEvent`]s go.
pub type Notify = Rc<dyn Fn(StudyEvent)>;

/// The study worker in `slot`, started at the first request. A worker that fails is
/// replaced and asked again by `engine_client`; only when every try has failed does the
/// request's reply say so (and the console hear why).
fn client(slot: &mut Option<EngineClient>) -> EngineClient {
    slot.get_or_insert_with(|| {
        EngineClient::new(|msg| {
            web_sys::console::warn_1(&format!("a study worker failed: {msg}").into());
        })
    })
    .clone()
}

/// The analysis board on the page: the core's state, its worker and the callback.
pub struct Analysis {
    notify: Notify,
    client: Option<EngineClient>,
    core: core::Analysis,
}

impl Analysis {
    /// An analysis board, off, reporting to `notify`.
    pub fn new(notify: Notify) -> Analysis {
        Analysis {
            notify,
            client: None,
            core: core::Analysis::default(),
        }
    }

    fn run(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Ask { serial, commands } => {
                    let (on_info, on_done) = (self.notify.clone(), self.notify.clone());
                    client(&mut self.client).request_with_progress(
                        &commands,
                        move |line| on_info(StudyEvent::Info(serial, line)),
                        move |reply| on_done(StudyEvent::Done(serial, reply)),
                    );
                }
                Effect::Cancel => {
                    if let Some(c) = &self.client {
                        c.stop();
                    }
                }
            }
        }
    }

    /// Whether it is on.
    pub fn is_on(&self) -> bool {
        self.core.is_on()
    }

    /// Switches it on (searching the position on show at once) or off (stopping).
    pub fn set_on(&mut self, on: bool, session: &Session) {
        let effects = self.core.set_on(on, session);
        self.run(effects);
    }

    /// Brings the search in step with the position on show.
    pub fn sync(&mut self, session: &Session) {
        let effects = self.core.sync(session);
        self.run(effects);
    }

    /// An `info` line of question `serial`. Returns whether the evaluation changed.
    pub fn info(&mut self, session: &Session, serial: u64, line: &str) -> bool {
        self.core.info(session, serial, line)
    }

    /// Question `serial` ended with `reply`. Returns whether the evaluation changed.
    pub fn done(&mut self, session: &Session, serial: u64, reply: Reply) -> bool {
        self.core.answered(session, serial, answer(reply))
    }

    /// Why the analysis switched itself off, once.
    pub fn take_failure(&mut self) -> Option<EngineError> {
        self.core.take_failure()
    }

    /// The evaluation of the position on show, if any yet.
    pub fn shown(&self, session: &Session) -> Option<&Eval> {
        self.core.shown(session)
    }
}

/// The post-game review on the page: the core's state, its worker and the callback.
pub struct Review {
    notify: Notify,
    client: Option<EngineClient>,
    core: core::Review,
}

impl Review {
    /// No review yet, reporting to `notify`.
    pub fn new(notify: Notify) -> Review {
        Review {
            notify,
            client: None,
            core: core::Review::default(),
        }
    }

    fn run(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Ask { serial, commands } => {
                    let notify = self.notify.clone();
                    client(&mut self.client).request(&commands, move |reply| {
                        notify(StudyEvent::Reviewed(serial, reply));
                    });
                }
                Effect::Cancel => {
                    if let Some(c) = &self.client {
                        c.stop();
                    }
                }
            }
        }
    }

    /// Starts reviewing `session`'s game (a review under way is dropped).
    pub fn start(&mut self, session: &Session) {
        let effects = self.core.start(session);
        self.run(effects);
    }

    /// Stops and forgets the review. Returns whether one was under way.
    pub fn cancel(&mut self) -> bool {
        let (was, effects) = self.core.cancel();
        self.run(effects);
        was
    }

    /// The worker answered question `serial`: whether the review changed, or why it
    /// stopped.
    pub fn reviewed(&mut self, serial: u64, reply: Reply) -> Reviewed {
        let (what, effects) = self.core.answered(serial, answer(reply));
        self.run(effects);
        what
    }

    /// The review of `session`'s game, if there is one.
    pub fn view(&self, session: &Session) -> Option<ReviewView<'_>> {
        self.core.view(session)
    }

    /// Drops a review that no longer matches `session`'s game (stopping its search).
    pub fn sync(&mut self, session: &Session) {
        let effects = self.core.sync(session);
        self.run(effects);
    }
}
