//! The GIF export worker, seen from the page: [`start`] posts a job (the game's record, the
//! board's size, theme and orientation, the caption: `ui::movie::Job`) to the export's Web
//! Worker (`three-crowns-export`, `src/web/export/`), started at the first job on its own
//! wasm module, named by the loader tag's `data-export-js` and `data-export-wasm`,
//! started and heard as the engine's workers are (`workers::start`, on the bootstrap
//! `www/engine-worker.js`, which only imports the glue it is given); [`cancel`]
//! terminates it. What the worker says (`ui::movie::Heard`:
//! progress, the GIF, or why not) is handed to the app with the job's ticket, which
//! checks it. The messages are `message`'s.
//!
//! The page does no export work of its own: drawing and encoding happen in the worker,
//! and the finished GIF arrives with its base64 already written.

mod message;

use std::cell::RefCell;

use three_crowns::ui::movie::{Heard, Job};
use wasm_bindgen::JsValue;
use web_sys::Worker;

use super::dom;
use super::post::post;
use super::workers::{start as start_worker, start_message, Kind};
use message::{heard_from_js, job_to_js};
use three_crowns::app::export::ExportInput;
use three_crowns::app::Command;

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

/// The GIF's worker.
const EXPORT: Kind = Kind {
    js: EXPORT_JS,
    wasm: EXPORT_WASM,
    name: "three-crowns export",
    missing: "the page names no GIF export (data-export-js)",
};

/// Starts a new export worker (`workers::start`), then its start message `{ glue, wasm }`
/// (the worker fetches and compiles the wasm itself, off the page's thread); jobs posted
/// meanwhile wait in the bootstrap.
fn spawn() -> Result<Running, JsValue> {
    let number = STARTED.with(|n| {
        *n.borrow_mut() += 1;
        *n.borrow()
    });
    let (worker, glue, wasm) = start_worker(
        &EXPORT,
        move |data| heard(number, &data),
        move |why| failed(number, why),
    )?;
    worker.post_message(&start_message(&glue, "wasm", &JsValue::from_str(&wasm)))?;
    Ok(Running {
        worker,
        number,
        busy: None,
    })
}
