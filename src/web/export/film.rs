//! The export worker's side (`three-crowns-export`), whose `main` calls [`start`]: each
//! job's game drawn shot by shot (`three_crowns::ui::movie::Movie`) on an
//! `OffscreenCanvas`, its pixels read and encoded (`ui::movie::encode`), the progress
//! posted at most every [`PROGRESS_MS`], then the GIF (its buffer transferred) with its
//! base64, or why not, under the job's ticket (`message`).

use three_crowns::ui::movie::{base64, Colours, Job, Movie, Shot, Writer};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    ContextAttributes2d, DedicatedWorkerGlobalScope, MessageEvent, OffscreenCanvas,
    OffscreenCanvasRenderingContext2d as Ctx,
};

use crate::message::{error_to_js, gif_to_js, job_from_js, progress_to_js};
use crate::pen::OffscreenPen;

/// The least time between two progress messages, in milliseconds.
const PROGRESS_MS: f64 = 50.0;

/// Installs the worker's message handler.
pub fn start() -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global()
        .dyn_into()
        .map_err(|_| JsValue::from_str("the export runs in a dedicated worker"))?;
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let sent = match job_from_js(&e.data()) {
            Ok((ticket, job)) => {
                let progress = |done, total| {
                    let _ = reply_to.post_message(&progress_to_js(ticket, done, total));
                };
                match film(&job, &progress) {
                    Ok(bytes) => {
                        let (msg, buffer) = gif_to_js(ticket, &bytes, &base64(&bytes));
                        reply_to.post_message_with_transfer(&msg, &js_sys::Array::of1(&buffer))
                    }
                    Err(why) => reply_to.post_message(&error_to_js(Some(ticket), &why)),
                }
            }
            Err((ticket, why)) => reply_to.post_message(&error_to_js(ticket, &why)),
        };
        if let Err(err) = sent {
            web_sys::console::error_2(&JsValue::from_str("export worker:"), &err);
        }
    });
    scope.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref())?;
    on_message.forget();
    Ok(())
}

/// A JavaScript error's message.
fn words(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| e.dyn_ref::<js_sys::Error>().map(|e| e.message().into()))
        .unwrap_or_else(|| format!("{e:?}"))
}

/// The GIF of `job`'s game; `progress(done, total)` told of the frames made as it goes.
fn film(job: &Job, progress: &dyn Fn(u32, u32)) -> Result<Vec<u8>, String> {
    let movie = Movie::new(job)?;
    let (w, h) = movie.size();
    let canvas = OffscreenCanvas::new(w, h).map_err(|e| words(&e))?;
    // Read back at every frame: kept in memory the CPU reads, not on the GPU.
    let options = ContextAttributes2d::new();
    options.set_will_read_frequently(true);
    let ctx: Ctx = canvas
        .get_context_with_context_options("2d", &options)
        .map_err(|e| words(&e))?
        .ok_or("this browser draws no 2D canvas in a worker")?
        .dyn_into()
        .map_err(|_| "not a 2D canvas context")?;
    let pen = OffscreenPen(&ctx);
    let picture = |shot: &Shot| -> Result<Vec<u8>, String> {
        movie.draw(&pen, shot);
        let data = ctx
            .get_image_data(0.0, 0.0, f64::from(w), f64::from(h))
            .map_err(|e| words(&e))?;
        Ok(data.data().0)
    };
    let samples = movie
        .samples()
        .iter()
        .map(picture)
        .collect::<Result<Vec<_>, _>>()?;
    let colours = Colours::from_samples(&samples.iter().map(Vec::as_slice).collect::<Vec<_>>());
    drop(samples);
    // Movie::new bounds the width: the GIF's sides fit in 16 bits.
    let mut out = Writer::new(w as u16, h as u16, colours)?;
    let shots = movie.shots();
    let total = shots.len() as u32;
    let mut told = js_sys::Date::now();
    for (i, shot) in shots.iter().enumerate() {
        out.frame(&picture(shot)?, shot.delay)?;
        let done = i as u32 + 1;
        let now = js_sys::Date::now();
        if done == total || now - told >= PROGRESS_MS {
            progress(done, total);
            told = now;
        }
    }
    out.finish()
}
