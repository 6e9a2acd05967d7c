//! The page's side of the engine's Web Worker (the worker's side is `worker/handler.rs`).
//!
//! The worker runs the engine's own wasm module (`three-crowns-engine`), which the page
//! never loads itself: the first load of the page carries none of the search, and the
//! engine's files are fetched when the computer first thinks (the service worker keeps
//! them for offline play). The page's loader tag names them (`data-engine-js`,
//! `data-engine-wasm`): the build hook (`scripts/precache.mjs`) gives them names made
//! from the SHA-256 of their bytes and writes those names into the same build's
//! `index.html`, so page and engine always come from one build and a browser never runs
//! a stale cached engine. The page starts `www/engine-worker.js` (resolved, like the
//! engine's files, against the document's base URL, so the site works at any path) as a
//! module worker and sends it `{ glue, module }`: the glue's URL and the engine's
//! `WebAssembly.Module`, fetched and compiled once (off the main thread) when the first
//! worker starts, so a restart compiles nothing (`{ glue, wasm }`, the wasm's URL, if it
//! could not be compiled). The bootstrap imports the glue and instantiates the module,
//! whose `main` installs the engine's message handler.
//!
//! A request is engine protocol commands (`three_crowns::engine::Command`), sent as their
//! lines; its reply is the engine's reply lines, for the caller to read as
//! `three_crowns::engine::Reply` values. The messages both ways are `message`'s types
//! (`{ ticket, lines }`; a request sent with progress also gets `{ ticket, progress: line
//! }` messages while its long work runs). One request is outstanding at a time: a new
//! request supersedes the pending one (its callback gets [`EngineError::Superseded`]) and
//! a message whose ticket is not the pending one's is dropped. [`EngineClient::stop`] terminates the
//! worker (the only way to interrupt the engine mid-computation) and starts a fresh one.
//! A worker that fails never leaves a question unanswered: its `error` event (a crash, or
//! a script that could not load) and a reply that does not come within the request's
//! deadline (a lost reply; [`EngineClient::request_within`]) both terminate it, and the
//! pending request is sent again, as it was, to a fresh worker, up to [`MAX_TRIES`]
//! workers in all. Only when the last of them fails too is the request answered
//! [`EngineError::Crashed`] and the client's crash callback told, so that the caller can
//! pause visibly. A failed fetch or compilation of the engine's module is forgotten, so
//! the next worker fetches it again.
//!
//! No DOM here: what a reply means to the page is the caller's business.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use super::dom;
use three_crowns::app::Answer;
use three_crowns::engine::Command;
use three_crowns::ui::error::EngineError;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::message::{Body, Message, Request, Ticket};

/// The worker's bootstrap script, relative to the document's base URL (trunk copies
/// `www/` into the site's root).
const BOOTSTRAP: &str = "./www/engine-worker.js";

/// The attributes of the page's loader tag that name the engine's wasm-bindgen glue and
/// its wasm (relative to the document's base URL).
const ENGINE_JS: &str = "data-engine-js";
const ENGINE_WASM: &str = "data-engine-wasm";

/// How many workers in all try a request before it fails: the first and two fresh ones.
pub const MAX_TRIES: u32 = 3;

/// The reply lines of a request, or why there are none.
pub type Reply = Result<Vec<String>, EngineError>;

/// A reply as the app core reads it: its lines, a question stopped or replaced, or a
/// worker that failed every try (with the reason).
pub fn answer(reply: Reply) -> Answer {
    match reply {
        Ok(lines) => Answer::Lines(lines),
        Err(EngineError::Stopped | EngineError::Superseded) => Answer::Cancelled,
        Err(e) => Answer::Failed(e),
    }
}

type Done = Box<dyn FnOnce(Reply)>;

/// Hears the lines a request's long work sends as it goes.
type Progress = Rc<RefCell<dyn FnMut(String)>>;

struct Pending {
    /// The request sent to the current worker (under a new ticket for each try), sent
    /// again to a fresh worker when one fails.
    request: Request,
    done: Done,
    progress: Option<Progress>,
    /// The workers that have tried it so far.
    tries: u32,
    /// How long a worker may take to reply before it counts as failed (ms).
    deadline_ms: Option<u32>,
}

struct Inner {
    worker: Option<Worker>,
    last_ticket: Ticket,
    pending: Option<Pending>,
    on_crash: Rc<dyn Fn(&str)>,
    // Shared by every worker this client starts; they hold only a weak reference back.
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    on_error: Option<Closure<dyn FnMut(Event)>>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
    }
}

/// A handle on the engine worker. Clones share the worker. Keep one alive as long as the
/// page may use it (dropping the last handle from inside its own callback is not
/// supported).
#[derive(Clone)]
pub struct EngineClient(Rc<RefCell<Inner>>);

impl EngineClient {
    /// A client whose worker starts with the first request. `on_crash` hears the message
    /// of every worker failure.
    pub fn new(on_crash: impl Fn(&str) + 'static) -> EngineClient {
        let inner = Rc::new(RefCell::new(Inner {
            worker: None,
            last_ticket: Ticket::default(),
            pending: None,
            on_crash: Rc::new(on_crash),
            on_message: None,
            on_error: None,
        }));
        let weak = Rc::downgrade(&inner);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(c) = upgrade(&weak) {
                c.receive(&e.data());
            }
        });
        let weak = Rc::downgrade(&inner);
        let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            // Handled here: not also an uncaught error of the page.
            e.prevent_default();
            if let Some(c) = upgrade(&weak) {
                c.crashed(&error_message(&e));
            }
        });
        {
            let mut i = inner.borrow_mut();
            i.on_message = Some(on_message);
            i.on_error = Some(on_error);
        }
        EngineClient(inner)
    }

    /// Sends protocol commands; `done` receives all their reply lines, or why there are
    /// none. A pending request is superseded. Returns the request's ticket.
    pub fn request(&self, commands: &[Command], done: impl FnOnce(Reply) + 'static) -> Ticket {
        self.send_request(commands, None, None, Box::new(done))
    }

    /// As [`EngineClient::request`], for a request whose reply is due within `deadline_ms`:
    /// a worker that has not replied by then counts as failed (its reply lost) and a
    /// fresh one is asked.
    pub fn request_within(
        &self,
        commands: &[Command],
        deadline_ms: u32,
        done: impl FnOnce(Reply) + 'static,
    ) -> Ticket {
        self.send_request(commands, None, Some(deadline_ms), Box::new(done))
    }

    /// As [`EngineClient::request`], and `progress` hears each line of the request's long
    /// work as it goes (the `info` lines of a search), until the reply or a stop.
    pub fn request_with_progress(
        &self,
        commands: &[Command],
        progress: impl FnMut(String) + 'static,
        done: impl FnOnce(Reply) + 'static,
    ) -> Ticket {
        let progress: Progress = Rc::new(RefCell::new(progress));
        self.send_request(commands, Some(progress), None, Box::new(done))
    }

    fn send_request(
        &self,
        commands: &[Command],
        progress: Option<Progress>,
        deadline_ms: Option<u32>,
        done: Done,
    ) -> Ticket {
        let superseded = self.0.borrow_mut().pending.take();
        if let Some(p) = superseded {
            (p.done)(Err(EngineError::Superseded));
        }
        let pending = Pending {
            request: Request::new(Ticket::default(), commands, progress.is_some()),
            done,
            progress,
            tries: 0,
            deadline_ms,
        };
        self.try_pending(pending)
    }

    /// Sends `pending` to the worker (started first if there is none) under a new ticket,
    /// as one more try, with its deadline armed; a worker that cannot even be started or
    /// sent the request answers it [`EngineError::Unavailable`]. Returns the ticket.
    fn try_pending(&self, mut pending: Pending) -> Ticket {
        let (ticket, failed) = {
            let mut inner = self.0.borrow_mut();
            inner.last_ticket = inner.last_ticket.next();
            let ticket = inner.last_ticket;
            pending.request.ticket = ticket;
            pending.tries += 1;
            match send(&mut inner, &pending.request) {
                Ok(()) => {
                    if let Some(ms) = pending.deadline_ms {
                        self.arm_deadline(ticket, ms);
                    }
                    inner.pending = Some(pending);
                    (ticket, None)
                }
                Err(e) => (ticket, Some((dom::js_text(&e), pending.done))),
            }
        };
        if let Some((msg, done)) = failed {
            done(Err(EngineError::Unavailable(msg)));
        }
        // This request's ticket (a callback above may already have sent another).
        ticket
    }

    /// After `ms`, a request still waiting under `ticket` counts as a failed worker.
    fn arm_deadline(&self, ticket: Ticket, ms: u32) {
        let weak = Rc::downgrade(&self.0);
        let cb = Closure::once_into_js(move || {
            let Some(c) = upgrade(&weak) else { return };
            let late =
                c.0.borrow()
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.request.ticket == ticket);
            if late {
                c.crashed(&format!("no reply within {} s", ms / 1000));
            }
        });
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
                cb.unchecked_ref(),
                i32::try_from(ms).unwrap_or(i32::MAX),
            );
        }
    }

    /// Cancels the pending request, if any: terminates the worker (whatever it computes
    /// is abandoned), starts a fresh one and answers the request [`EngineError::Stopped`].
    /// Returns whether there was a request to cancel.
    pub fn stop(&self) -> bool {
        let pending = {
            let mut inner = self.0.borrow_mut();
            let pending = inner.pending.take();
            if pending.is_some() {
                if let Some(w) = inner.worker.take() {
                    w.terminate();
                }
                // Warm for the next request; if it cannot start, the next request says why.
                if let Ok(w) = spawn(&inner) {
                    inner.worker = Some(w);
                }
            }
            pending
        };
        match pending {
            Some(p) => {
                (p.done)(Err(EngineError::Stopped));
                true
            }
            None => false,
        }
    }

    fn receive(&self, data: &JsValue) {
        let message = Message::from_js(data);
        // The one check of a message: it is about the pending request (a message about a
        // superseded or stopped request is dropped).
        let ours = |inner: &Inner| {
            inner
                .pending
                .as_ref()
                .is_some_and(|p| message.ticket == Some(p.request.ticket))
        };
        match message.body {
            Body::Progress(line) => {
                let hears = {
                    let inner = self.0.borrow();
                    if ours(&inner) {
                        inner.pending.as_ref().and_then(|p| p.progress.clone())
                    } else {
                        None
                    }
                };
                if let Some(h) = hears {
                    // A callback that is already running (it cannot be re-entered) misses it.
                    if let Ok(mut f) = h.try_borrow_mut() {
                        f(line);
                    }
                }
            }
            Body::Answer(lines) => {
                let done = {
                    let mut inner = self.0.borrow_mut();
                    if ours(&inner) {
                        inner.pending.take()
                    } else {
                        None
                    }
                };
                if let Some(p) = done {
                    (p.done)(Ok(lines));
                }
            }
        }
    }

    /// The worker failed (`msg` says how): it is terminated, and the pending request is
    /// sent to a fresh worker, or, once [`MAX_TRIES`] workers have failed it, answered
    /// [`EngineError::Crashed`] after the crash callback has heard why.
    fn crashed(&self, msg: &str) {
        let (pending, on_crash) = {
            let mut inner = self.0.borrow_mut();
            if let Some(w) = inner.worker.take() {
                w.terminate();
            }
            (inner.pending.take(), inner.on_crash.clone())
        };
        match pending {
            Some(p) if p.tries < MAX_TRIES => {
                web_sys::console::warn_1(&JsValue::from_str(&format!(
                    "the engine worker failed ({msg}); a fresh one is asked again"
                )));
                self.try_pending(p);
            }
            Some(p) => {
                on_crash(msg);
                (p.done)(Err(EngineError::Crashed(msg.to_string())));
            }
            None => on_crash(msg),
        }
    }
}

fn upgrade(weak: &Weak<RefCell<Inner>>) -> Option<EngineClient> {
    weak.upgrade().map(EngineClient)
}

/// Posts a request, starting the worker first if there is none.
fn send(inner: &mut Inner, request: &Request) -> Result<(), JsValue> {
    if inner.worker.is_none() {
        inner.worker = Some(spawn(inner)?);
    }
    match &inner.worker {
        Some(w) => w.post_message(&request.to_js()),
        None => Err(JsValue::from_str("no worker")),
    }
}

/// The absolute URLs of the worker's bootstrap script and of the engine's glue and wasm,
/// as the page's loader tag names them.
fn engine_urls() -> Result<[String; 3], JsValue> {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let selector = format!("script[{ENGINE_JS}][{ENGINE_WASM}]");
    let tag = doc
        .query_selector(&selector)?
        .ok_or_else(|| JsValue::from_str("the page names no engine (data-engine-js)"))?;
    let base = doc.base_uri()?.unwrap_or_default();
    let url = |name: &str| Ok::<_, JsValue>(web_sys::Url::new_with_base(name, &base)?.href());
    let file = |attr: &str| url(&tag.get_attribute(attr).unwrap_or_default());
    let glue = file(ENGINE_JS)?;
    // The engine glue's file name (its content hash) in the bootstrap's query: a new
    // build never runs a cached old bootstrap.
    let build = glue.rsplit('/').next().unwrap_or_default();
    let bootstrap = url(&format!("{BOOTSTRAP}?for={build}"))?;
    Ok([bootstrap, glue, file(ENGINE_WASM)?])
}

/// Starts a worker on the engine's glue and wasm.
fn spawn(inner: &Inner) -> Result<Worker, JsValue> {
    let [bootstrap, glue, wasm] = engine_urls()?;
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    opts.set_name("three-crowns engine");
    let worker = Worker::new_with_options(&bootstrap, &opts)?;
    if let Some(cb) = &inner.on_message {
        worker.set_onmessage(Some(cb.as_ref().unchecked_ref()));
    }
    if let Some(cb) = &inner.on_error {
        worker.set_onerror(Some(cb.as_ref().unchecked_ref()));
    }
    // The start message, once the page's compiled module is there: `{ glue, module }`, or
    // `{ glue, wasm }` if it could not be compiled (the glue's own loader then tries the
    // URL, and fails the worker with the reason). Requests posted meanwhile wait in the
    // bootstrap.
    let (w1, w2, glue1) = (worker.clone(), worker.clone(), glue.clone());
    let compiled = Closure::once(move |module: JsValue| {
        let _ = w1.post_message(&start_message(&glue1, "module", &module));
    });
    let wasm_url = JsValue::from_str(&wasm);
    let not_compiled = Closure::once(move |_: JsValue| {
        let _ = w2.post_message(&start_message(&glue, "wasm", &wasm_url));
    });
    let _ = engine_module(&wasm).then2(&compiled, &not_compiled);
    // One of the two runs, once; the other stays a few bytes, once per worker started.
    compiled.forget();
    not_compiled.forget();
    Ok(worker)
}

/// The bootstrap's start message: `{ glue, <key>: value }`.
fn start_message(glue: &str, key: &str, value: &JsValue) -> js_sys::Object {
    let init = js_sys::Object::new();
    // Setting a property of a new plain object cannot fail.
    let _ = js_sys::Reflect::set(&init, &JsValue::from_str("glue"), &JsValue::from_str(glue));
    let _ = js_sys::Reflect::set(&init, &JsValue::from_str(key), value);
    init
}

thread_local! {
    /// The engine's `WebAssembly.Module` (a promise of it): fetched and compiled once,
    /// off the main thread, when the first worker starts. Every worker gets the same
    /// module, so a restart (after a stop) compiles nothing and shares the code the
    /// browser has already optimised.
    static MODULE: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// The promise of the engine's compiled module, from `wasm` (its URL) the first time.
/// A fetch or compilation that fails is forgotten once it has failed, so that a later
/// worker fetches the module again (a connection dropped once does not stop the
/// computer for good); meanwhile a worker is sent the URL instead.
fn engine_module(wasm: &str) -> js_sys::Promise {
    MODULE.with(|m| {
        m.borrow_mut()
            .get_or_insert_with(|| {
                let response = web_sys::window()
                    .map(|w| w.fetch_with_str(wasm))
                    .unwrap_or_else(|| js_sys::Promise::reject(&JsValue::from_str("no window")));
                let promise = js_sys::WebAssembly::compile_streaming(&response);
                let failed = promise.clone();
                let forget = Closure::once(move |_: JsValue| {
                    MODULE.with(|m| {
                        let mut slot = m.borrow_mut();
                        if slot
                            .as_ref()
                            .is_some_and(|p| js_sys::Object::is(p, &failed))
                        {
                            *slot = None;
                        }
                    });
                });
                let _ = promise.catch(&forget);
                // Runs at most once, if the module fails.
                forget.forget();
                promise
            })
            .clone()
    })
}

fn error_message(e: &Event) -> String {
    match e.dyn_ref::<ErrorEvent>().map(ErrorEvent::message) {
        Some(m) if !m.is_empty() => m,
        // Chromium reports a worker script that failed to load with a plain Event.
        _ => "its script could not be loaded".to_string(),
    }
}
