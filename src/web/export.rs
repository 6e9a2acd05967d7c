//! The GIF export worker, seen from the page: [`start`] posts a job (the game's record, the
//! board's size, theme and orientation, the caption: `ui::movie::Job`) to the export's Web
//! Worker (`three-crowns-export`, `src/web/export/`), started at the first job on its own
//! wasm module, named by the loader tag's `data-export-js` and `data-export-wasm` and
//! booted by the engine's bootstrap (`www/engine-worker.js`, which only imports the glue
//! it is given); [`cancel`] terminates it. What the worker says (`ui::movie::Heard`:
//! progress, the GIF, or why not) is handed to the app with the job's ticket, which
//! checks it. The messages are `message`'s.
//!
//! The page does no export work of its own: drawing and encoding happen in the worker,
//! and the finished GIF arrives with its base64 already written.

mod message;

use std::cell::RefCell;

use three_crowns::ui::movie::{Heard, Job};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom;
use super::post::post;
use message::{heard_from_js, job_to_js};
use three_crowns::app::export::ExportInput;
use three_crowns::app::Command;

/// The worker's bootstrap script (the engine's: it is generic), relative to the
/// document's base URL.
const BOOTSTRAP: &str = "./www/engine-worker.js";

/// The loader tag's attributes naming the export's glue and wasm.
const EXPORT_JS: &str = "data-export-js";
const EXPORT_WASM: &str = "data-export-wasm";

/// The export's worker: its number (what a replaced worker still says is not heard) and
/// the ticket of the job under way, if one is.
struct Running {
    worker: Worker,
    number: u32,
    busy: Option<u64>,
}

thread_local! {
    static WORKER: RefCell<Option<Running>> = const { RefCell::new(None) };
    static STARTED: RefCell<u32> = const { RefCell::new(0) };
}

/// Asks the export's worker for `job`'s GIF under `ticket`: the worker is started if
/// there is none, and started afresh if it is still making another GIF (that one is
/// dropped). What it says reaches the app (`App::export_heard`) with `ticket`.
pub fn start(ticket: u64, job: &Job) -> Result<(), String> {
    let message = job_to_js(ticket, job)?;
    WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_some_and(|r| r.busy.is_some()) {
            if let Some(r) = slot.take() {
                r.worker.terminate();
            }
        }
        if slot.is_none() {
            *slot = Some(spawn().map_err(|e| dom::js_text(&e))?);
        }
        let Some(running) = slot.as_mut() else {
            return Err("no worker".to_string());
        };
        running
            .worker
            .post_message(&message)
            .map_err(|e| dom::js_text(&e))?;
        running.busy = Some(ticket);
        Ok(())
    })
}

/// Stops the GIF under way, if any: the worker is terminated (the next job starts a new
/// one). Nothing more is heard of the job.
pub fn cancel() {
    if let Some(r) = WORKER.with(|slot| slot.borrow_mut().take()) {
        r.worker.terminate();
    }
}

/// Hands what the worker said about `ticket`'s job to the app.
fn deliver(ticket: u64, heard: Heard) {
    post(Command::Export(ExportInput::Heard(ticket, heard)));
}

/// What the worker numbered `number` said: heard if it is the current worker; the job is
/// over once the GIF or a failure arrives.
fn heard(number: u32, data: &JsValue) {
    let Some((ticket, heard)) = heard_from_js(data) else {
        return;
    };
    let current = WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let Some(r) = slot.as_mut().filter(|r| r.number == number) else {
            return false;
        };
        if matches!(heard, Heard::Done { .. } | Heard::Failed(_)) && r.busy == Some(ticket) {
            r.busy = None;
        }
        true
    });
    if current {
        deliver(ticket, heard);
    }
}

/// The worker numbered `number` failed (a crash, or its files did not load): it is
/// dropped, and the job under way, if any, fails with the reason.
fn failed(number: u32, why: String) {
    let ticket = WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_none_or(|r| r.number != number) {
            return None;
        }
        let r = slot.take()?;
        r.worker.terminate();
        r.busy
    });
    if let Some(ticket) = ticket {
        deliver(ticket, Heard::Failed(why));
    }
}

/// The absolute URLs of the bootstrap and of the export's glue and wasm, as the page's
/// loader tag names them.
fn urls() -> Result<[String; 3], JsValue> {
    let doc = dom::document();
    let selector = format!("script[{EXPORT_JS}][{EXPORT_WASM}]");
    let tag = doc
        .query_selector(&selector)?
        .ok_or_else(|| JsValue::from_str("the page names no GIF export (data-export-js)"))?;
    let base = doc.base_uri()?.unwrap_or_default();
    let url = |name: &str| Ok::<_, JsValue>(web_sys::Url::new_with_base(name, &base)?.href());
    let file = |attr: &str| url(&tag.get_attribute(attr).unwrap_or_default());
    let glue = file(EXPORT_JS)?;
    // The glue's file name (its content hash) in the bootstrap's query: a new build never
    // runs a cached old bootstrap.
    let build = glue.rsplit('/').next().unwrap_or_default();
    let bootstrap = url(&format!("{BOOTSTRAP}?for={build}"))?;
    Ok([bootstrap, glue, file(EXPORT_WASM)?])
}

/// Starts a new export worker: the bootstrap, then its start message `{ glue, wasm }`
/// (the worker fetches and compiles the wasm itself, off the page's thread); jobs posted
/// meanwhile wait in the bootstrap.
fn spawn() -> Result<Running, JsValue> {
    let [bootstrap, glue, wasm] = urls()?;
    let number = STARTED.with(|n| {
        *n.borrow_mut() += 1;
        *n.borrow()
    });
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    opts.set_name("three-crowns export");
    let worker = Worker::new_with_options(&bootstrap, &opts)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        heard(number, &e.data());
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        // Handled here: not also an uncaught error of the page.
        e.prevent_default();
        let why = match e.dyn_ref::<ErrorEvent>().map(ErrorEvent::message) {
            Some(m) if !m.is_empty() => m,
            // Chromium reports a worker script that failed to load with a plain Event.
            _ => "the GIF maker could not be loaded".to_string(),
        };
        failed(number, why);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // Kept for the page's life: a few bytes per worker started.
    on_message.forget();
    on_error.forget();
    let start = js_sys::Object::new();
    // Setting a property of a new plain object cannot fail.
    let _ = js_sys::Reflect::set(&start, &"glue".into(), &glue.into());
    let _ = js_sys::Reflect::set(&start, &"wasm".into(), &wasm.into());
    worker.post_message(&start)?;
    Ok(Running {
        worker,
        number,
        busy: None,
    })
}
