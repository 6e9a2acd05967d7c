//! Small DOM helpers.

use std::cell::Cell;
use std::rc::Rc;
use three_crowns::app::{CopyRefused, Surroundings};

use three_crowns::ui::error::FetchError;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, HtmlElement, Window};

/// The page's window (the game runs only where there is one).
pub fn window() -> Window {
    web_sys::window().expect("the game runs in a browser window")
}

/// The page's document.
pub fn document() -> Document {
    window().document().expect("the window has a document")
}

/// `x` as JavaScript spells a number (`1.25`, `2`, `NaN`): the page's Rust never formats a
/// float itself, which keeps the float formatter out of the wasm.
pub fn number_text(x: f64) -> String {
    js_sys::Number::from(x)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

pub use super::js::words as js_text;

/// The element with `id`, cast to `T`; an error names the missing element.
pub fn by_id<T: JsCast>(id: &str) -> Result<T, JsValue> {
    document()
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("the page has no #{id}")))?
        .dyn_into::<T>()
        .map_err(|_| JsValue::from_str(&format!("#{id} is not the expected kind of element")))
}

/// Whether the media query `query` matches now (`false` where it cannot be asked).
pub fn media(query: &str) -> bool {
    window()
        .match_media(query)
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Writes `text` into the live region `id` so that assistive technology announces it
/// every time, even when it is the same text as before: the region's content is replaced
/// by a new element (an addition, which screen readers announce), never left unchanged.
/// An empty `text` clears the region.
pub fn speak(id: &str, text: &str) {
    let Some(region) = document().get_element_by_id(id) else {
        return;
    };
    region.set_text_content(None);
    if text.is_empty() {
        return;
    }
    if let Ok(line) = document().create_element("span") {
        line.set_text_content(Some(text));
        let _ = region.append_child(&line);
    }
}

/// Adds a listener that lives as long as the page.
pub fn on<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    f: impl FnMut(E) + 'static,
) {
    let mut f = f;
    listen(
        target,
        event,
        Box::new(move |e: web_sys::Event| {
            if let Ok(e) = e.dyn_into::<E>() {
                f(e);
            }
        }),
    );
}

/// [`on`]'s one JavaScript closure type: the listeners differ only in the boxed `f`, so the
/// wasm carries wasm-bindgen's closure glue once rather than once per listener.
fn listen(target: &web_sys::EventTarget, event: &str, f: Box<dyn FnMut(web_sys::Event)>) {
    let cb = Closure::wrap(f);
    let _ = target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref());
    cb.forget();
}

/// Whether the browser offers the system's share sheet (`navigator.share`).
pub fn can_share() -> bool {
    js_sys::Reflect::get(&window().navigator(), &JsValue::from_str("share"))
        .is_ok_and(|f| f.is_function())
}

/// Offers `url` to the system's share sheet, where there is one; the player may cancel
/// it (nothing to say).
pub fn share(title: &str, url: &str) {
    if !can_share() {
        return;
    }
    let data = super::js::object(&[("title", title.into()), ("url", url.into())]);
    let navigator = window().navigator();
    let f = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).ok();
    let shared = f.and_then(|f| {
        f.dyn_ref::<js_sys::Function>()?
            .call1(&navigator, &data)
            .ok()
    });
    if let Some(p) = shared.and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) {
        then(&p, |_| ());
    }
}

/// Moves the focus to the element `id` and scrolls it into view if any of it is out of
/// sight (`reveal`); `select`: its text selected too (a field's).
pub fn focus(id: &str, select: bool) {
    let Some(el) = element(id) else { return };
    focus_without_scrolling(&el);
    reveal(&el);
    if let (true, Some(input)) = (select, el.dyn_ref::<web_sys::HtmlInputElement>()) {
        input.select();
    }
}

/// Hands `done` what `promise` settles with, once: its value, or why it was rejected.
pub fn then(promise: &js_sys::Promise, done: impl FnOnce(Result<JsValue, JsValue>) + 'static) {
    settled(promise, Box::new(done));
}

/// [`then`]'s one pair of JavaScript closures (their glue once in the wasm).
fn settled(promise: &js_sys::Promise, done: Box<dyn FnOnce(Result<JsValue, JsValue>)>) {
    let done = Rc::new(Cell::new(Some(done)));
    let d = done.clone();
    let give = |f: Option<Box<dyn FnOnce(_)>>, r| f.map_or((), |f| f(r));
    let ok = Closure::once(move |v: JsValue| give(d.take(), Ok(v)));
    let failed = Closure::once(move |e: JsValue| give(done.take(), Err(e)));
    let _ = promise.then2(&ok, &failed);
    // One of the two runs, once; the other stays a few bytes.
    ok.forget();
    failed.forget();
}

/// Fetches `url` (relative to the page) as text; `done` gets the text or why not.
pub fn fetch_text(url: &str, done: impl FnOnce(Result<String, FetchError>) + 'static) {
    then(&window().fetch_with_str(url), move |r| {
        let response = match r.map(JsCast::dyn_into::<web_sys::Response>) {
            Err(e) => return done(Err(js_message(&e))),
            Ok(Err(_)) => return done(Err(FetchError::NotAResponse)),
            Ok(Ok(r)) if !r.ok() => return done(Err(FetchError::Status(r.status()))),
            Ok(Ok(r)) => r,
        };
        match response.text() {
            Ok(text) => then(&text, move |t| {
                done(
                    t.map(|t| t.as_string().unwrap_or_default())
                        .map_err(|e| js_message(&e)),
                );
            }),
            Err(_) => done(Err(FetchError::NoText)),
        }
    });
}

/// A failed fetch or read: the browser's message, when it gave one.
fn js_message(e: &JsValue) -> FetchError {
    FetchError::Failed(
        js_sys::Reflect::get(e, &JsValue::from_str("message"))
            .ok()
            .and_then(|m| m.as_string()),
    )
}

/// Offers `text` as a file named `name` to download.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/x-three-crowns-game;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts)?;
    download_blob(name, &blob)
}

/// Offers `blob` as a file named `name` to download.
pub fn download_blob(name: &str, blob: &web_sys::Blob) -> Result<(), JsValue> {
    let url = web_sys::Url::create_object_url_with_blob(blob)?;
    let a: web_sys::HtmlAnchorElement = document().create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // Revoked once the download has started, not before.
    let revoke = Closure::once(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    window().set_timeout_with_callback_and_timeout_and_arguments_0(
        revoke.as_ref().unchecked_ref(),
        10_000,
    )?;
    revoke.forget();
    Ok(())
}

/// Copies `text` to the clipboard; `done` is told whether it was, or why not (a page not
/// served over https or from localhost has no clipboard).
pub fn copy(text: &str, done: impl FnOnce(Result<(), CopyRefused>) + 'static) {
    let navigator = window().navigator();
    let available = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null());
    if !available {
        return done(Err(CopyRefused::NoClipboard));
    }
    then(&navigator.clipboard().write_text(text), move |r| {
        done(r.map(drop).map_err(|_| CopyRefused::Refused));
    });
}

/// Puts `url` (the page's own, its fragment taken off) in place of the page's address,
/// without a reload or a history entry.
pub fn replace_url(url: &str) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(url));
    }
}

/// The element with `id`, if the page has it.
pub fn element(id: &str) -> Option<HtmlElement> {
    document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into().ok())
}

/// Sets attribute `name` to `value` (`None`: removes it), only where it differs.
pub fn set_attr(el: &Element, name: &str, value: Option<&str>) {
    match value {
        Some(v) if el.get_attribute(name).as_deref() != Some(v) => {
            let _ = el.set_attribute(name, v);
        }
        None if el.has_attribute(name) => {
            let _ = el.remove_attribute(name);
        }
        _ => {}
    }
}

/// Scrolls `el` into view, the least that shows it whole (`block: nearest`), in the page
/// and in every box that scrolls round it; nothing moves when it is already in sight. The
/// page's `scroll-padding` keeps it clear of the bars fixed over it on a phone.
/// (The options go as plain objects through `Reflect`: web-sys's typed options cost the
/// first load more glue than they save.)
pub fn reveal(el: &Element) {
    let opts = js_sys::Object::new();
    for key in ["block", "inline"] {
        let _ = js_sys::Reflect::set(&opts, &key.into(), &"nearest".into());
    }
    call(el, "scrollIntoView", &opts);
}

/// Focuses `el` without scrolling the page to it.
pub fn focus_without_scrolling(el: &HtmlElement) {
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"preventScroll".into(), &JsValue::TRUE);
    call(el, "focus", &opts);
}

/// Calls `el`'s method `name` with `arg`, if it has one.
fn call(el: &Element, name: &str, arg: &JsValue) {
    if let Ok(f) = js_sys::Reflect::get(el, &name.into()) {
        if let Some(f) = f.dyn_ref::<js_sys::Function>() {
            let _ = f.call1(el, arg);
        }
    }
}

/// The page's clock (ms, `performance.now()`).
pub fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// The surroundings of a command (made for every command, the engine's lines included):
/// the clocks, the time zone, and whether the reduced-motion query (`motion`) matches.
pub fn surroundings(motion: Option<&web_sys::MediaQueryList>) -> Surroundings {
    let date = js_sys::Date::new_0();
    Surroundings {
        now_ms: now_ms(),
        reduced_motion: motion.is_some_and(web_sys::MediaQueryList::matches),
        epoch_ms: date.get_time(),
        // Minutes, within a day either way: the cast cannot lose anything that counts.
        tz_offset_min: date.get_timezone_offset() as i32,
    }
}
