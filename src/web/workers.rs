//! The page's Web Workers, the engine's (one per [`Engine`]) and the GIF's, each started at
//! its first request: the core's [`Work`] carried out (start, post, terminate, arm a
//! deadline) and what a worker does reported back ([`heard`]; the GIF's as `ExportInput`,
//! whose tickets drop a stale worker's news). docs/ARCHITECTURE.md ("The engine's Web
//! Worker") tells how a worker starts and what the messages are.

use std::cell::RefCell;
use std::rc::Rc;

use three_crowns::app::engines::{Engine, Heard, Work};
use three_crowns::app::export::ExportInput;
use three_crowns::app::worker_kind::{WorkerKind, ENGINE_WORKER, EXPORT_WORKER};
use three_crowns::app::Command;
use three_crowns::engine::wire::Message;
use three_crowns::ui::movie::wire::Request;
use three_crowns::ui::movie::Job;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom;
use super::{heard, post, with_app};
use three_crowns::ui::movie::wire::Said;

/// The page's workers (the engines', then the GIF's), each with its number: what a
/// worker reports carries it, and what a replaced worker still reports is not heard.
#[derive(Default)]
pub struct Workers {
    workers: [Option<(Worker, u32)>; GIF + 1],
    started: u32,
    /// The engine's `WebAssembly.Module` (a promise of it), fetched and compiled once when
    /// the first worker starts: every worker gets the same module.
    module: Module,
}

/// The GIF's worker's place among the workers, after the engines'.
const GIF: usize = Engine::COUNT;

/// The engine's compiled module, shared with the fetch that forgets a failed one.
type Module = Rc<RefCell<Option<js_sys::Promise>>>;

impl Workers {
    /// Carries out `work` for `engine`'s worker; returns what the app core must hear if
    /// a request could not be posted.
    pub fn carry(&mut self, engine: Engine, work: Work) -> Option<Heard> {
        let i = engine.index();
        match work {
            Work::Post(request) => {
                let sent = self
                    .worker(engine)
                    .and_then(|w| w.post_message(&JsValue::from_str(&request.to_text())));
                sent.err()
                    .map(|e| Heard::NotPosted(request.ticket, dom::js_text(&e)))
            }
            Work::Deadline(ticket, ms) => {
                later(f64::from(ms), move || {
                    heard(engine, None, Heard::Late(ticket, ms));
                });
                None
            }
            Work::Terminate | Work::Restart => {
                self.stop(i, None);
                if matches!(work, Work::Restart) {
                    // Warm for the next request; if it cannot start, that request says why.
                    let _ = self.worker(engine);
                }
                None
            }
        }
    }

    /// Whether the worker numbered `number` is `engine`'s current one (`None`: not a
    /// worker's report, a deadline).
    pub fn current(&self, engine: Engine, number: Option<u32>) -> bool {
        let now = self.workers[engine.index()].as_ref().map(|(_, n)| *n);
        number.is_none() || number == now
    }

    /// `engine`'s worker, started if there is none.
    fn worker(&mut self, engine: Engine) -> Result<&Worker, JsValue> {
        self.slot(engine.index(), |n, module| spawn(engine, n, module))
    }

    /// The worker in place `i`, started by `spawn` (with its number) if there is none.
    fn slot(
        &mut self,
        i: usize,
        spawn: impl FnOnce(u32, &Module) -> Result<Worker, JsValue>,
    ) -> Result<&Worker, JsValue> {
        if self.workers[i].is_none() {
            self.started += 1;
            self.workers[i] = Some((spawn(self.started, &self.module)?, self.started));
        }
        match &self.workers[i] {
            Some((w, _)) => Ok(w),
            None => Err(JsValue::from_str("no worker")),
        }
    }

    /// Terminates the worker in place `i` (only if it is numbered `number`, when given);
    /// returns whether there was one.
    fn stop(&mut self, i: usize, number: Option<u32>) -> bool {
        let Some((w, _)) = self.workers[i].take_if(|(_, n)| number.is_none_or(|k| k == *n)) else {
            return false;
        };
        w.terminate();
        true
    }

    /// Asks the GIF's worker (started if there is none) for `job`'s GIF under `ticket`:
    /// what it says reaches the app core (`ExportInput::Heard`) with `ticket`.
    pub fn export(&mut self, ticket: u64, job: &Job) -> Result<(), String> {
        let message = JsValue::from_str(
            &Request {
                ticket,
                job: job.clone(),
            }
            .to_text(),
        );
        self.slot(GIF, |n, _| spawn_gif(n))
            .and_then(|w| w.post_message(&message))
            .map_err(|e| dom::js_text(&e))
    }

    /// Stops the GIF under way, if any: its worker is terminated (the next job starts a
    /// new one).
    pub fn cancel_export(&mut self) {
        self.stop(GIF, None);
    }

    /// The GIF's worker numbered `number` failed: it is dropped and, if it was the
    /// current one, the GIF under way fails with the reason.
    pub fn gif_failed(&mut self, number: u32, why: String) -> Option<Command> {
        self.stop(GIF, Some(number))
            .then_some(Command::Export(ExportInput::WorkerFailed(why)))
    }
}

/// The absolute URLs of the bootstrap script and of `kind`'s glue and wasm, as the
/// page's loader tag names them.
fn urls(kind: &WorkerKind) -> Result<[String; 3], JsValue> {
    let doc = dom::document();
    let tag = doc
        .query_selector(&kind.loader())?
        .ok_or_else(|| JsValue::from_str(kind.missing))?;
    let base = doc.base_uri()?.unwrap_or_default();
    let url = |name: &str| Ok::<_, JsValue>(web_sys::Url::new_with_base(name, &base)?.href());
    let file = |attr: &str| url(&tag.get_attribute(attr).unwrap_or_default());
    let glue = file(kind.js)?;
    let bootstrap = url(&WorkerKind::bootstrap(&glue))?;
    Ok([bootstrap, glue, file(kind.wasm)?])
}

/// Starts a worker of `kind` on the bootstrap (the one way the page starts a worker, the
/// engine's and the GIF's): what it posts goes to `on_message`, its failure (a crash, or
/// its files that did not load) to `on_error`, with the reason. Returns it with the URLs
/// of its glue and wasm, for its start message.
fn start(
    kind: &WorkerKind,
    mut on_message: impl FnMut(JsValue) + 'static,
    mut on_error: impl FnMut(String) + 'static,
) -> Result<(Worker, String, String), JsValue> {
    let [bootstrap, glue, wasm] = urls(kind)?;
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    opts.set_name(kind.name);
    let worker = Worker::new_with_options(&bootstrap, &opts)?;
    let message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        on_message(e.data());
    });
    let error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        // Handled here: not also an uncaught error of the page.
        e.prevent_default();
        on_error(error_message(&e));
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    // Kept for the page's life: a few bytes per worker started.
    message.forget();
    error.forget();
    Ok((worker, glue, wasm))
}

/// Starts `engine`'s worker numbered `number` on the engine's glue and wasm.
fn spawn(engine: Engine, number: u32, module: &Module) -> Result<Worker, JsValue> {
    let (worker, glue, wasm) = start(
        &ENGINE_WORKER,
        move |data| {
            let message = Message::from_text(&data.as_string().unwrap_or_default());
            heard(engine, Some(number), Heard::Message(message));
        },
        move |why| heard(engine, Some(number), Heard::Failed(why)),
    )?;
    // The start message, once the page's compiled module is there: `{ glue, module }`, or
    // `{ glue, wasm }` if it could not be compiled (the glue's own loader then tries the
    // URL, and fails the worker with the reason). Requests posted meanwhile wait in the
    // bootstrap.
    let w = worker.clone();
    dom::then(&engine_module(module, &wasm), move |module| {
        let start = match module {
            Ok(module) => start_message(&glue, "module", &module),
            Err(_) => start_message(&glue, "wasm", &JsValue::from_str(&wasm)),
        };
        let _ = w.post_message(&start);
    });
    Ok(worker)
}

/// Starts the GIF's worker numbered `number`, then its start message `{ glue, wasm }`
/// (the worker fetches and compiles the wasm itself, off the page's thread); jobs posted
/// meanwhile wait in the bootstrap.
fn spawn_gif(number: u32) -> Result<Worker, JsValue> {
    let (worker, glue, wasm) = start(
        &EXPORT_WORKER,
        |data| {
            let said = data.as_string().and_then(|t| Said::from_text(&t));
            if let Some((ticket, heard)) = said.and_then(Said::heard) {
                post(Command::Export(ExportInput::Heard(ticket, heard)));
            }
        },
        move |why| {
            with_app(|a| a.gif_failed(number, why));
        },
    )?;
    worker.post_message(&start_message(&glue, "wasm", &JsValue::from_str(&wasm)))?;
    Ok(worker)
}

/// The bootstrap's start message: `{ glue, <key>: value }`.
fn start_message(glue: &str, key: &str, value: &JsValue) -> JsValue {
    super::js::object(&[("glue", glue.into()), (key, value.clone())])
}

/// The promise of the engine's compiled module, from `wasm` (its URL) the first time. A
/// fetch or compilation that fails is forgotten, so that a later worker fetches the
/// module again (a connection dropped once does not stop the computer for good).
fn engine_module(module: &Module, wasm: &str) -> js_sys::Promise {
    let kept = module.clone();
    module
        .borrow_mut()
        .get_or_insert_with(|| {
            let response = dom::window().fetch_with_str(wasm);
            let promise = js_sys::WebAssembly::compile_streaming(&response);
            let failed = promise.clone();
            dom::then(&promise, move |r| {
                let mut slot = kept.borrow_mut();
                let gone = slot
                    .as_ref()
                    .is_some_and(|p| js_sys::Object::is(p, &failed));
                if r.is_err() && gone {
                    *slot = None;
                }
            });
            promise
        })
        .clone()
}

fn error_message(e: &Event) -> String {
    match e.dyn_ref::<ErrorEvent>().map(ErrorEvent::message) {
        Some(m) if !m.is_empty() => m,
        // Chromium reports a worker script that failed to load with a plain Event.
        _ => "its script could not be loaded".to_string(),
    }
}

/// Runs `f` after `ms` milliseconds.
pub(crate) fn later(ms: f64, f: impl FnOnce() + 'static) {
    timeout(ms, Box::new(f));
}

/// [`later`]'s one JavaScript closure type (its glue once in the wasm).
fn timeout(ms: f64, f: Box<dyn FnOnce()>) {
    let cb = Closure::once_into_js(f);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms as i32);
}
