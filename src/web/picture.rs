//! Pictures of the game, as the app core's `PictureEffect`s ask: the PNG drawn here on a
//! canvas of its own (the core's [`Picture`] scene, through the board's own drawing) and
//! delivered (downloaded, copied to the clipboard, or drawn for the script API); the GIF
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

/// Carries out what the state asks for a picture.
#[inline(never)]
pub fn carry_out(effect: PictureEffect, workers: &mut Workers) {
    let (deliver, made) = match effect {
        PictureEffect::Png {
            picture,
            width,
            deliver,
        } => (deliver, png(&picture, width, deliver)),
        PictureEffect::File { bytes, deliver } => (deliver, file(&bytes, deliver).map(|()| None)),
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
        // The script API's answers are the runtime's.
        PictureEffect::Answer(..) => return,
    };
    let made = made.map_err(|e| dom::js_text(&e));
    match (deliver, made) {
        // The script API's PNG, drawn or not: the core answers it.
        (Deliver::Api(n), drawn) => post(Command::Export(ExportInput::Drawn(
            n,
            drawn.map(Option::unwrap_or_default),
        ))),
        (_, Ok(_)) => {}
        (_, Err(why)) => failed(&why),
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
/// and delivers it; the PNG in base64, when the script API asked.
fn png(picture: &Picture, width: Option<u32>, deliver: Deliver) -> Result<Option<String>, JsValue> {
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
        return Ok(Some(url.split_once(',').map_or("", |(_, b)| b).to_string()));
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

/// Delivers the GIF made.
fn file(bytes: &[u8], deliver: Deliver) -> Result<(), JsValue> {
    let gif = Format::Gif;
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
