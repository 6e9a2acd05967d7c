//! Pictures of the game, as the app core's `PictureEffect`s ask: the PNG drawn here on a
//! canvas of its own (the core's [`Picture`] scene, through the board's own drawing) and
//! delivered (downloaded, copied to the clipboard, or handed to the script API); the GIF
//! made by the export worker (`workers`) and delivered (the share sheet where the browser
//! shares files, else downloaded). How it went goes back as `ExportInput::Delivered`.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, CanvasRenderingContext2d, HtmlCanvasElement};

use super::dom;
use super::js::object;
use super::post;
use super::render::{draw, Pen2d};
use super::workers::Workers;
use three_crowns::app::export::{Deliver, ExportInput, Format, Picture, PictureEffect};
use three_crowns::app::{ids, Command};
use three_crowns::ui::movie::Heard;
use three_crowns::ui::words;

thread_local! {
    /// The script API's `exportImage` calls waiting, by request number: their resolve.
    static WAITING: RefCell<Vec<(u64, js_sys::Function)>> = const { RefCell::new(Vec::new()) };
    static REQUESTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// A number for an `exportImage` call whose promise `resolve` settles.
pub fn wait(resolve: js_sys::Function) -> u64 {
    let n = REQUESTS.with(|r| {
        r.set(r.get() + 1);
        r.get()
    });
    WAITING.with(|w| w.borrow_mut().push((n, resolve)));
    n
}

/// Settles request `n` with `{ ok: false, error: why }`, if it still waits.
pub fn refuse(n: u64, why: &str) {
    answer(n, &object(&[("ok", false.into()), ("error", why.into())]));
}

/// Settles request `n` with `value`.
fn answer(n: u64, value: &JsValue) {
    let found = WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let i = w.iter().position(|(k, _)| *k == n)?;
        Some(w.remove(i).1)
    });
    if let Some(resolve) = found {
        let _ = resolve.call1(&JsValue::NULL, value);
    }
}

/// Carries out what the state asks for a picture.
#[inline(never)]
pub fn carry_out(effect: PictureEffect, workers: &mut Workers) {
    match effect {
        PictureEffect::Png {
            picture,
            width,
            deliver,
        } => {
            if let Err(e) = png(&picture, width, deliver) {
                failed(deliver, &dom::js_text(&e));
            }
        }
        PictureEffect::Gif { ticket, job } => {
            if let Err(why) = workers.export(ticket, &job) {
                post(Command::Export(ExportInput::Heard(
                    ticket,
                    Heard::Failed(why),
                )));
            }
        }
        PictureEffect::Cancel => workers.cancel_export(),
        PictureEffect::File {
            bytes,
            base64,
            deliver,
        } => {
            if let Err(e) = file(&bytes, &base64, deliver) {
                failed(deliver, &dom::js_text(&e));
            }
        }
        PictureEffect::Refused(n, why) => {
            answer(n, &object(&[("ok", false.into()), ("error", why.into())]))
        }
    }
}

fn failed(deliver: Deliver, why: &str) {
    if let Deliver::Api(n) = deliver {
        answer(n, &object(&[("ok", false.into()), ("error", why.into())]));
    }
    post(Command::Export(ExportInput::Delivered(
        Err(why.to_string()),
    )));
}

fn delivered(said: three_crowns::ui::words::say::Fixed) {
    post(Command::Export(ExportInput::Delivered(Ok(said))));
}

/// Draws `picture` `width` pixels wide (the board's size in device pixels when `None`)
/// and delivers it.
fn png(picture: &Picture, width: Option<u32>, deliver: Deliver) -> Result<(), JsValue> {
    let board = dom::by_id::<HtmlCanvasElement>(ids::BOARD)
        .map(|b| b.width())
        .unwrap_or(0);
    let px = width.unwrap_or(board).max(8);
    let canvas: HtmlCanvasElement = dom::document().create_element("canvas")?.dyn_into()?;
    canvas.set_width(px);
    canvas.set_height(px);
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2D canvas"))?
        .dyn_into()?;
    draw(&Pen2d(&ctx), f64::from(px), &picture.scene());
    if let Deliver::Api(n) = deliver {
        let url = canvas.to_data_url()?;
        let base64 = url.split_once(',').map_or("", |(_, b)| b).to_string();
        answer(
            n,
            &object(&[
                ("type", Format::Png.mime().into()),
                ("base64", base64.into()),
            ]),
        );
        return Ok(());
    }
    let done = wasm_bindgen::closure::Closure::once_into_js(move |blob: Option<Blob>| {
        let Some(blob) = blob else {
            return failed(deliver, "the browser made no picture");
        };
        let r = match deliver {
            Deliver::Copy => copy_png(&blob),
            _ => dom::download_blob(Format::Png.file_name(), &blob)
                .map(|()| delivered(words::PICTURE_DOWNLOADED)),
        };
        if let Err(e) = r {
            failed(deliver, &dom::js_text(&e));
        }
    });
    canvas.to_blob(done.unchecked_ref())
}

/// Copies the PNG `blob` to the clipboard.
fn copy_png(blob: &Blob) -> Result<(), JsValue> {
    let items = js_sys::Object::new();
    js_sys::Reflect::set(&items, &Format::Png.mime().into(), blob)?;
    let item = web_sys::ClipboardItem::new_with_record_from_str_to_blob_promise(&items)?;
    let clipboard = dom::window().navigator().clipboard();
    let promise = clipboard.write(&js_sys::Array::of1(&item));
    dom::then(&promise, |r| match r {
        Ok(_) => delivered(words::PICTURE_COPIED),
        Err(e) => failed(Deliver::Copy, &dom::js_text(&e)),
    });
    Ok(())
}

/// Delivers the GIF made.
fn file(bytes: &[u8], base64: &str, deliver: Deliver) -> Result<(), JsValue> {
    let gif = Format::Gif;
    if let Deliver::Api(n) = deliver {
        answer(
            n,
            &object(&[("type", gif.mime().into()), ("base64", base64.into())]),
        );
        return Ok(());
    }
    let array = js_sys::Uint8Array::from(bytes);
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(gif.mime());
    let blob = Blob::new_with_u8_array_sequence_and_options(&js_sys::Array::of1(&array), &opts)?;
    if deliver == Deliver::Share && share_file(&blob, gif.file_name(), gif.mime()) {
        return Ok(());
    }
    dom::download_blob(gif.file_name(), &blob)?;
    delivered(words::GIF_DOWNLOADED);
    Ok(())
}

/// Offers the file to the share sheet, where the browser can share files; whether it
/// could.
fn share_file(blob: &Blob, name: &str, mime: &str) -> bool {
    let opts = web_sys::FilePropertyBag::new();
    opts.set_type(mime);
    let Ok(file) =
        web_sys::File::new_with_blob_sequence_and_options(&js_sys::Array::of1(blob), name, &opts)
    else {
        return false;
    };
    let navigator = dom::window().navigator();
    let data = object(&[("files", js_sys::Array::of1(&file).into())]);
    let call = |name: &str| {
        let f = js_sys::Reflect::get(&navigator, &JsValue::from_str(name)).ok()?;
        f.dyn_ref::<js_sys::Function>()?
            .call1(&navigator, &data)
            .ok()
    };
    if call("canShare").and_then(|v| v.as_bool()) != Some(true) {
        return false;
    }
    let Some(p) = call("share").and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) else {
        return false;
    };
    // The player may close the share sheet: nothing to say then.
    dom::then(&p, |r| {
        if r.is_ok() {
            delivered(words::GIF_SHARED);
        }
    });
    true
}
