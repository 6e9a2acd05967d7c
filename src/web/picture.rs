//! Pictures of the game, as the app core's `PictureEffect`s ask: the PNG drawn here on a
//! canvas of its own (the core's [`Picture`] scene, through the board's own drawing) and
//! delivered (downloaded, copied to the clipboard, or handed to the script API); the GIF
//! made by the export worker (`workers`) and delivered (the share sheet where the browser
//! shares files, else downloaded). How it went goes back as `ExportInput::Delivered`.

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

/// The script API's `exportImage` calls waiting, by request number: their resolve (in the
/// app: no global state).
#[derive(Default)]
pub struct Waiting {
    calls: Vec<(u64, js_sys::Function)>,
    asked: u64,
}

impl Waiting {
    /// A number for an `exportImage` call whose promise `resolve` settles.
    pub fn wait(&mut self, resolve: js_sys::Function) -> u64 {
        self.asked += 1;
        self.calls.push((self.asked, resolve));
        self.asked
    }

    /// Settles request `n` with `{ ok: false, error: why }`, if it still waits.
    pub fn refuse(&mut self, n: u64, why: &str) {
        self.answer(n, &object(&[("ok", false.into()), ("error", why.into())]));
    }

    /// Settles request `n` with `value`.
    fn answer(&mut self, n: u64, value: &JsValue) {
        if let Some(i) = self.calls.iter().position(|(k, _)| *k == n) {
            let _ = self.calls.remove(i).1.call1(&JsValue::NULL, value);
        }
    }
}

/// Carries out what the state asks for a picture.
#[inline(never)]
pub fn carry_out(effect: PictureEffect, workers: &mut Workers, waiting: &mut Waiting) {
    let (deliver, made) = match effect {
        PictureEffect::Png {
            picture,
            width,
            deliver,
        } => (deliver, png(&picture, width, deliver)),
        PictureEffect::File {
            bytes,
            base64,
            deliver,
        } => (deliver, file(&bytes, &base64, deliver)),
        PictureEffect::Gif { ticket, job } => {
            if let Err(why) = workers.export(ticket, &job) {
                post(Command::Export(ExportInput::Heard(
                    ticket,
                    Heard::Failed(why),
                )));
            }
            return;
        }
        PictureEffect::Cancel => return workers.cancel_export(),
        PictureEffect::Refused(n, why) => return waiting.refuse(n, &why),
    };
    match (deliver, made) {
        (Deliver::Api(n), Ok(Some(answer))) => waiting.answer(n, &answer),
        (_, Ok(_)) => {}
        (deliver, Err(e)) => {
            let why = dom::js_text(&e);
            if let Deliver::Api(n) = deliver {
                waiting.refuse(n, &why);
            }
            failed(&why);
        }
    }
}

/// The picture could not go where it was asked (why).
fn failed(why: &str) {
    post(Command::Export(ExportInput::Delivered(
        Err(why.to_string()),
    )));
}

fn delivered(said: three_crowns::ui::words::say::Fixed) {
    post(Command::Export(ExportInput::Delivered(Ok(said))));
}

/// Draws `picture` `width` pixels wide (the board's size in device pixels when `None`)
/// and delivers it; the script API's answer, when it asked.
fn png(
    picture: &Picture,
    width: Option<u32>,
    deliver: Deliver,
) -> Result<Option<JsValue>, JsValue> {
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
    if let Deliver::Api(_) = deliver {
        let url = canvas.to_data_url()?;
        let base64 = url.split_once(',').map_or("", |(_, b)| b).to_string();
        let mime = Format::Png.mime();
        return Ok(Some(object(&[
            ("type", mime.into()),
            ("base64", base64.into()),
        ])));
    }
    let done = wasm_bindgen::closure::Closure::once_into_js(move |blob: Option<Blob>| {
        let Some(blob) = blob else {
            return failed("the browser made no picture");
        };
        let r = match deliver {
            Deliver::Copy => copy_png(&blob),
            _ => dom::download_blob(Format::Png.file_name(), &blob)
                .map(|()| delivered(words::PICTURE_DOWNLOADED)),
        };
        if let Err(e) = r {
            failed(&dom::js_text(&e));
        }
    });
    canvas.to_blob(done.unchecked_ref()).map(|()| None)
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
        Err(e) => failed(&dom::js_text(&e)),
    });
    Ok(())
}

/// Delivers the GIF made; the script API's answer, when it asked.
fn file(bytes: &[u8], base64: &str, deliver: Deliver) -> Result<Option<JsValue>, JsValue> {
    let gif = Format::Gif;
    if let Deliver::Api(_) = deliver {
        return Ok(Some(object(&[
            ("type", gif.mime().into()),
            ("base64", base64.into()),
        ])));
    }
    let array = js_sys::Uint8Array::from(bytes);
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(gif.mime());
    let blob = Blob::new_with_u8_array_sequence_and_options(&js_sys::Array::of1(&array), &opts)?;
    if deliver == Deliver::Share && share_file(&blob, gif.file_name(), gif.mime()) {
        return Ok(None);
    }
    dom::download_blob(gif.file_name(), &blob)?;
    delivered(words::GIF_DOWNLOADED);
    Ok(None)
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
