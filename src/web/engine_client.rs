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
//! }` messages while its long work runs). What a request, a message, a stop, a failure
//! or a deadline does is decided by the app core's `Channel` (`three_crowns::app::
//! channel`: one request at a time, a message about another ticket dropped, a failed
//! worker replaced and asked again up to `MAX_TRIES` workers, then the request answered
//! `EngineError::Crashed` and the crash callback told); this file carries out its
//! `Io`s. [`EngineClient::stop`] terminates the worker (the only way to interrupt the
//! engine mid-computation) and starts a fresh one. A failed fetch or compilation of the
//! engine's module is forgotten, so the next worker fetches it again.
//!
//! No DOM here: what a reply means to the page is the caller's business.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use super::dom;
use three_crowns::app::channel::{Channel, Io};
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

/// The reply lines of a request, or why there are none.
pub type Reply = three_crowns::app::channel::Reply;

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

/// Who waits for a request's reply.
struct Asker {
    serial: u64,
    done: Done,
    progress: Option<Progress>,
}

struct Inner {
    worker: Option<Worker>,
    channel: Channel,
    /// The requests' askers (the one outstanding, and one it supersedes meanwhile).
    askers: Vec<Asker>,
    serial: u64,
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
    /// of every worker failure that outlasts its tries.
    pub fn new(on_crash: impl Fn(&str) + 'static) -> EngineClient {
        let inner = Rc::new(RefCell::new(Inner {
            worker: None,
            channel: Channel::default(),
            askers: Vec::new(),
            serial: 0,
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
                let io = c.0.borrow_mut().channel.failed(&error_message(&e));
                c.run(io);
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
    /// none. A pending request is superseded.
    pub fn request(&self, commands: &[Command], done: impl FnOnce(Reply) + 'static) {
        self.ask(commands, None, None, Box::new(done));
    }

    /// As [`EngineClient::request`], for a request whose reply is due within `deadline_ms`:
    /// a worker that has not replied by then counts as failed (its reply lost) and a
    /// fresh one is asked.
    pub fn request_within(
        &self,
        commands: &[Command],
        deadline_ms: u32,
        done: impl FnOnce(Reply) + 'static,
    ) {
        self.ask(commands, None, Some(deadline_ms), Box::new(done));
    }

    /// As [`EngineClient::request`], and `progress` hears each line of the request's long
    /// work as it goes (the `info` lines of a search), until the reply or a stop.
    pub fn request_with_progress(
        &self,
        commands: &[Command],
        progress: impl FnMut(String) + 'static,
        done: impl FnOnce(Reply) + 'static,
    ) {
        let progress: Progress = Rc::new(RefCell::new(progress));
        self.ask(commands, Some(progress), None, Box::new(done));
    }

    fn ask(
        &self,
        commands: &[Command],
        progress: Option<Progress>,
        deadline_ms: Option<u32>,
        done: Done,
    ) {
        let io = {
            let mut inner = self.0.borrow_mut();
            inner.serial += 1;
            let serial = inner.serial;
            let wants_progress = progress.is_some();
            inner.askers.push(Asker {
                serial,
                done,
                progress,
            });
            inner
                .channel
                .ask(serial, commands.to_vec(), wants_progress, deadline_ms)
        };
        self.run(io);
    }

    /// Carries out the channel's `Io`s in order (and those they lead to); no borrow is
    /// held while an asker's callback runs, which may ask again.
    fn run(&self, io: Vec<Io>) {
        let mut queue: VecDeque<Io> = io.into();
        while let Some(io) = queue.pop_front() {
            match io {
                Io::Post {
                    ticket,
                    commands,
                    progress,
                } => {
                    let request = Request::new(Ticket(ticket), &commands, progress);
                    let sent = send(&mut self.0.borrow_mut(), &request);
                    if let Err(e) = sent {
                        let more = self
                            .0
                            .borrow_mut()
                            .channel
                            .not_posted(ticket, dom::js_text(&e));
                        queue.extend(more);
                    }
                }
                Io::Deadline { ticket, ms } => self.arm_deadline(ticket, ms),
                Io::Terminate => {
                    if let Some(w) = self.0.borrow_mut().worker.take() {
                        w.terminate();
                    }
                }
                Io::Restart => {
                    let mut inner = self.0.borrow_mut();
                    if let Some(w) = inner.worker.take() {
                        w.terminate();
                    }
                    // Warm for the next request; if it cannot start, the next request
                    // says why.
                    if let Ok(w) = spawn(&inner) {
                        inner.worker = Some(w);
                    }
                }
                Io::Answer { serial, reply } => {
                    let asker = {
                        let mut inner = self.0.borrow_mut();
                        let i = inner.askers.iter().position(|a| a.serial == serial);
                        i.map(|i| inner.askers.remove(i))
                    };
                    if let Some(a) = asker {
                        (a.done)(reply);
                    }
                }
                Io::Progress { serial, line } => {
                    let hears = self
                        .0
                        .borrow()
                        .askers
                        .iter()
                        .find(|a| a.serial == serial)
                        .and_then(|a| a.progress.clone());
                    // A callback that is already running (it cannot be re-entered) misses it.
                    if let Some(h) = hears {
                        if let Ok(mut f) = h.try_borrow_mut() {
                            f(line);
                        }
                    }
                }
                Io::Retrying(why) => web_sys::console::warn_1(&JsValue::from_str(&format!(
                    "the engine worker failed ({why}); a fresh one is asked again"
                ))),
                Io::Crashed(why) => {
                    let on_crash = self.0.borrow().on_crash.clone();
                    on_crash(&why);
                }
            }
        }
    }

    /// After `ms`, the channel hears that the request under `ticket` may be late.
    fn arm_deadline(&self, ticket: u32, ms: u32) {
        let weak = Rc::downgrade(&self.0);
        let cb = Closure::once_into_js(move || {
            let Some(c) = upgrade(&weak) else { return };
            let io = c.0.borrow_mut().channel.late(ticket, ms);
            c.run(io);
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
        let (was, io) = self.0.borrow_mut().channel.stop();
        self.run(io);
        was
    }

    fn receive(&self, data: &JsValue) {
        let message = Message::from_js(data);
        let ticket = message.ticket.map(|t| t.0);
        let io = match message.body {
            Body::Progress(line) => self.0.borrow().channel.progress(ticket, line),
            Body::Answer(lines) => self.0.borrow_mut().channel.answered(ticket, lines),
        };
        self.run(io);
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
