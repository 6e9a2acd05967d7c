//! The export worker's side (`three-crowns-export`), whose `main` calls [`start`]: each
//! job's game filmed (`three_crowns::ui::movie::film`) on an `OffscreenCanvas`, then the
//! GIF in base64, or why not, under the job's ticket.

use three_crowns::ui::movie::wire::{Request, Said};
use three_crowns::ui::movie::{film, Camera, Job, Movie};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ContextAttributes2d, OffscreenCanvas, OffscreenCanvasRenderingContext2d as Ctx};

use crate::js::{serve, words};
use crate::pen::Pen2d;

/// Installs the worker's message handler.
pub fn start() -> Result<(), JsValue> {
    serve("export", |data, reply_to| {
        let said = match Request::from_text(&data.as_string().unwrap_or_default()) {
            Ok(request) => {
                let ticket = request.ticket;
                let mut progress = |done, total| {
                    let said = Said::progress(ticket, done, total).to_text();
                    let _ = reply_to.post_message(&JsValue::from_str(&said));
                };
                let made = gif(&request.job, &mut progress);
                Said::made(Some(ticket), made.as_deref().map_err(Clone::clone))
            }
            Err(said) => said,
        };
        reply_to.post_message(&JsValue::from_str(&said.to_text()))
    })
}

/// The GIF of `job`'s game; `progress(done, total)` told of the frames made as it goes.
fn gif(job: &Job, progress: &mut dyn FnMut(u32, u32)) -> Result<Vec<u8>, String> {
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
    let mut pixels = || {
        let data = ctx
            .get_image_data(0.0, 0.0, f64::from(w), f64::from(h))
            .map_err(|e| words(&e))?;
        Ok(data.data().0)
    };
    let camera = Camera {
        pixels: &mut pixels,
        now: &js_sys::Date::now,
        progress,
    };
    film(&movie, &Pen2d(ctx.unchecked_ref()), camera)
}
