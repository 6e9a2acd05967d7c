//! The engine's Web Workers on the page, each started at its first question: the computer
//! player's, the analysis's, the review's and puzzle mode's (the defence to a wrong move:
//! the exact solver can take seconds). The app core decides every question
//! (`three_crowns::app`); here its effects are carried out: a question goes to its worker
//! (`engine_client`, which replaces a failed worker and asks again), a stop terminates the
//! worker, a wait is a timer. Every answer goes back to the state through [`post`] with
//! the question's number, which the state checks. Long work never runs here: the search
//! runs in the workers.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use three_crowns::app::computer::Effect as ComputerEffect;
use three_crowns::app::study::Effect as StudyEffect;
use three_crowns::app::{Command, Effect};

use super::dom;
use super::engine_client::{answer, EngineClient, Reply};
use super::post::post;

/// The page's engine workers, each started at its first question.
#[derive(Default)]
pub struct Workers {
    computer: Option<EngineClient>,
    analysis: Option<EngineClient>,
    review: Option<EngineClient>,
    defence: Option<EngineClient>,
}

/// The worker in `slot` (`who` names it in the console when it fails), started if needed.
/// A worker that fails is replaced and asked again by `engine_client`; only when every
/// try has failed does the question's answer say so.
fn client(slot: &mut Option<EngineClient>, who: &'static str) -> EngineClient {
    slot.get_or_insert_with(|| {
        EngineClient::new(move |msg| {
            web_sys::console::warn_1(&format!("the {who} worker failed: {msg}").into());
        })
    })
    .clone()
}

fn stop(slot: &Option<EngineClient>) {
    if let Some(c) = slot {
        c.stop();
    }
}

impl Workers {
    /// Carries out a worker's or a timer's effect (the others are the app's).
    pub fn carry_out(&mut self, effect: Effect) {
        match effect {
            Effect::Computer(e) => self.computer(e),
            Effect::Analysis(StudyEffect::Ask { serial, commands }) => {
                client(&mut self.analysis, "analysis").request_with_progress(
                    &commands,
                    move |line| {
                        post(Command::AnalysisInfo(serial, line));
                    },
                    move |reply: Reply| {
                        post(Command::AnalysisAnswered(serial, answer(reply)));
                    },
                );
            }
            Effect::Analysis(StudyEffect::Cancel) => stop(&self.analysis),
            Effect::Review(StudyEffect::Ask { serial, commands }) => {
                client(&mut self.review, "review").request(&commands, move |reply: Reply| {
                    post(Command::Reviewed(serial, answer(reply)));
                });
            }
            Effect::Review(StudyEffect::Cancel) => stop(&self.review),
            Effect::AskDefence { ticket, commands } => {
                client(&mut self.defence, "puzzle").request(&commands, move |reply: Reply| {
                    post(Command::Defended(ticket, answer(reply)));
                });
            }
            Effect::StopDefence => stop(&self.defence),
            Effect::Timer { ms, timer } => later(ms, move || {
                post(Command::Timer(timer));
            }),
            _ => {}
        }
    }

    fn computer(&mut self, effect: ComputerEffect) {
        match effect {
            ComputerEffect::Ask {
                serial,
                commands,
                deadline_ms,
            } => {
                // A failure that outlasts every try answers the question itself (a failed
                // answer, which pauses the computer); one between questions (a warm
                // worker that did not start) only costs the next question a fresh worker.
                client(&mut self.computer, "engine").request_within(
                    &commands,
                    deadline_ms,
                    move |reply: Reply| {
                        // A reply that comes while the app is busy (cancelling it) is
                        // dropped, as it should be.
                        post(Command::ComputerAnswered(serial, answer(reply)));
                    },
                );
            }
            ComputerEffect::Cancel => stop(&self.computer),
            ComputerEffect::Wait { serial, ms } => later(ms, move || {
                post(Command::ComputerDue(serial));
            }),
        }
    }
}

/// Runs `f` after `ms` milliseconds.
pub(crate) fn later(ms: f64, f: impl FnOnce() + 'static) {
    let cb = Closure::once_into_js(f);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms as i32);
}
