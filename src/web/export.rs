//! The GIF export worker, seen from the page ([`Exporter`], held by the app):
//! [`Exporter::start`] posts a job (the game's record, the board's size, theme and
//! orientation, the caption: `ui::movie::Job`) to the export's Web Worker
//! (`three-crowns-export`, `src/web/export/`), started at the first job on its own wasm
//! module, named by the loader tag's `data-export-js` and `data-export-wasm`, started and
//! heard as the engine's workers are (`workers::start`, on the bootstrap
//! `www/engine-worker.js`, which only imports the glue it is given);
//! [`Exporter::cancel`] terminates it. What the worker says (`ui::movie::Heard`:
//! progress, the GIF, or why not) is handed to the app with the job's ticket, which
//! checks it. The messages are `message`'s.
//!
//! The page does no export work of its own: drawing and encoding happen in the worker,
//! and the finished GIF arrives with its base64 already written.

mod message;

use std::cell::RefCell;
use std::rc::Rc;

use three_crowns::ui::movie::{Heard, Job};
use wasm_bindgen::JsValue;
use web_sys::Worker;

use super::dom;
use super::post;
use super::workers::{start as start_worker, start_message, Kind};
use message::{heard_from_js, job_to_js};
use three_crowns::app::export::ExportInput;
use three_crowns::app::Command;

/// The export's worker: its number (what a replaced worker still says is not heard) and
/// the ticket of the job under way, if one is.
struct Running {
    worker: Worker,
    number: u32,
    busy: Option<u64>,
}

/// The export's worker as the page holds it (in the app: no global state): the worker
/// under way, shared with its own message handlers, and how many were started.
#[derive(Default)]
pub struct Exporter {
    slot: Rc<RefCell<Option<Running>>>,
    started: u32,
}

impl Exporter {
    /// Asks the export's worker for `job`'s GIF under `ticket`: the worker is started if
    /// there is none, and started afresh if it is still making another GIF (that one is
    /// dropped). What it says reaches the app (`ExportInput::Heard`) with `ticket`.
    pub fn start(&mut self, ticket: u64, job: &Job) -> Result<(), String> {
        let message = job_to_js(ticket, job)?;
        if self.busy() {
            self.cancel();
        }
        let mut slot = self.slot.borrow_mut();
        if slot.is_none() {
            self.started += 1;
            *slot = Some(spawn(self.started, &self.slot).map_err(|e| dom::js_text(&e))?);
        }
        let running = slot.as_mut().ok_or_else(|| "no worker".to_string())?;
        running
            .worker
            .post_message(&message)
            .map_err(|e| dom::js_text(&e))?;
        running.busy = Some(ticket);
        Ok(())
    }

    fn busy(&self) -> bool {
        self.slot
            .borrow()
            .as_ref()
            .is_some_and(|r| r.busy.is_some())
    }

    /// Stops the GIF under way, if any: the worker is terminated (the next job starts a
    /// new one). Nothing more is heard of the job.
    pub fn cancel(&mut self) {
        if let Some(r) = self.slot.borrow_mut().take() {
            r.worker.terminate();
        }
    }
}

/// What the worker numbered `number` said: heard if it is the current worker (in
/// `slot`); the job is over once the GIF or a failure arrives.
fn heard(slot: &RefCell<Option<Running>>, number: u32, data: &JsValue) {
    let Some((ticket, heard)) = heard_from_js(data) else {
        return;
    };
    let over = matches!(heard, Heard::Done { .. } | Heard::Failed(_));
    if let Some(r) = slot.borrow_mut().as_mut().filter(|r| r.number == number) {
        if over && r.busy == Some(ticket) {
            r.busy = None;
        }
    } else {
        return;
    }
    post(Command::Export(ExportInput::Heard(ticket, heard)));
}

/// The worker numbered `number` failed (a crash, or its files did not load): it is
/// dropped, and the job under way, if any, fails with the reason.
fn failed(slot: &RefCell<Option<Running>>, number: u32, why: String) {
    let Some(r) = slot.borrow_mut().take_if(|r| r.number == number) else {
        return;
    };
    r.worker.terminate();
    if let Some(ticket) = r.busy {
        post(Command::Export(ExportInput::Heard(
            ticket,
            Heard::Failed(why),
        )));
    }
}

/// The GIF's worker.
const EXPORT: Kind = Kind {
    js: "data-export-js",
    wasm: "data-export-wasm",
    name: "three-crowns export",
    missing: "the page names no GIF export (data-export-js)",
};

/// Starts a new export worker (`workers::start`), then its start message `{ glue, wasm }`
/// (the worker fetches and compiles the wasm itself, off the page's thread); jobs posted
/// meanwhile wait in the bootstrap.
fn spawn(number: u32, slot: &Rc<RefCell<Option<Running>>>) -> Result<Running, JsValue> {
    let (on_message, on_error) = (slot.clone(), slot.clone());
    let (worker, glue, wasm) = start_worker(
        &EXPORT,
        move |data| heard(&on_message, number, &data),
        move |why| failed(&on_error, number, why),
    )?;
    worker.post_message(&start_message(&glue, "wasm", &JsValue::from_str(&wasm)))?;
    Ok(Running {
        worker,
        number,
        busy: None,
    })
}
