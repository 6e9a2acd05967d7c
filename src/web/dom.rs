//! Small DOM helpers.

use std::rc::Rc;
use three_crowns::app::{ids, CopyRefused};

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

/// A JavaScript value thrown or rejected, in words: a string as it is, an `Error`'s
/// message, anything else as JSON (the page formats no `Debug` of a `JsValue`).
pub fn js_text(v: &JsValue) -> String {
    v.as_string()
        .or_else(|| {
            v.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .or_else(|| js_sys::JSON::stringify(v).ok().and_then(|s| s.as_string()))
        .unwrap_or_else(|| "no reason given".to_string())
}

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

/// Sets the text of the element `id`, if present, unless it already reads `text`.
pub fn set_text(id: &str, text: &str) {
    if let Some(el) = document().get_element_by_id(id) {
        if el.text_content().as_deref() != Some(text) {
            el.set_text_content(Some(text));
        }
    }
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

/// This page's address without its fragment (links to games and puzzles are built on
/// it, so that a site under a sub-path gives working links).
pub fn page_url() -> String {
    let loc = window().location();
    format!(
        "{}{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    )
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

/// Adds a listener to the element with `id`, if present.
pub fn on_id<E: JsCast + 'static>(id: &str, event: &str, f: impl FnMut(E) + 'static) {
    if let Some(el) = document().get_element_by_id(id) {
        on::<E>(&el, event, f);
    }
}

/// Creates an element with a class and text.
pub fn el(tag: &str, class: &str, text: &str) -> Result<HtmlElement, JsValue> {
    let e: Element = document().create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    if !text.is_empty() {
        e.set_text_content(Some(text));
    }
    e.dyn_into::<HtmlElement>()
        .map_err(|_| JsValue::from_str("not an HTML element"))
}

/// Today's date as `YYYY.MM.DD`, for records.
pub fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// Opens or closes the menu (`#menu`, toggled by `#menu-toggle`). Opening it puts a first
/// visit's welcome card away (a choice was made; it is never shown twice).
pub fn set_menu(open: bool) {
    if open {
        if let Some(card) = document()
            .get_element_by_id(ids::WELCOME)
            .and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok())
        {
            card.set_hidden(true);
        }
    }
    if let Some(menu) = document()
        .get_element_by_id(ids::MENU)
        .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
    {
        menu.set_hidden(!open);
    }
    if let Some(toggle) = document().get_element_by_id(ids::MENU_TOGGLE) {
        let _ = toggle.set_attribute("aria-expanded", if open { "true" } else { "false" });
    }
}

/// Whether the menu is open.
pub fn menu_open() -> bool {
    document()
        .get_element_by_id(ids::MENU)
        .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|m| !m.hidden())
}

/// Opens the save and share panel (in the menu, opened too).
pub fn open_share() {
    set_menu(true);
    if let Ok(d) = by_id::<web_sys::HtmlDetailsElement>(ids::SAVE_SHARE) {
        d.set_open(true);
    }
}

/// Where a fetch's text (or why there is none) goes, once.
type Fetched = Rc<std::cell::Cell<Option<Box<dyn FnOnce(Result<String, FetchError>)>>>>;

/// Fetches `url` (relative to the page) as text; `done` gets the text or why not.
pub fn fetch_text(url: &str, done: impl FnOnce(Result<String, FetchError>) + 'static) {
    let done: Fetched = Rc::new(std::cell::Cell::new(Some(Box::new(done))));
    let finish = move |r: Result<String, FetchError>| {
        if let Some(f) = done.take() {
            f(r);
        }
    };
    let finish = Rc::new(finish);
    let (f1, f2, f3) = (finish.clone(), finish.clone(), finish);
    let got = Closure::once(move |resp: JsValue| {
        let Ok(resp) = resp.dyn_into::<web_sys::Response>() else {
            f1(Err(FetchError::NotAResponse));
            return;
        };
        if !resp.ok() {
            f1(Err(FetchError::Status(resp.status())));
            return;
        }
        let Ok(text) = resp.text() else {
            f1(Err(FetchError::NoText));
            return;
        };
        let f = f1.clone();
        let read = Closure::once(move |t: JsValue| f(Ok(t.as_string().unwrap_or_default())));
        let failed = Closure::once(move |e: JsValue| f1(Err(js_message(&e))));
        let _ = text.then2(&read, &failed);
        read.forget();
        failed.forget();
    });
    let failed = Closure::once(move |e: JsValue| f2(Err(js_message(&e))));
    let _ = window().fetch_with_str(url).then2(&got, &failed);
    got.forget();
    failed.forget();
    drop(f3);
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
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
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
        done(Err(CopyRefused::NoClipboard));
        return;
    }
    let promise = navigator.clipboard().write_text(text);
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let d = done.clone();
    let ok = Closure::once(move |_: JsValue| {
        if let Some(f) = d.borrow_mut().take() {
            f(Ok(()));
        }
    });
    let fail = Closure::once(move |_: JsValue| {
        if let Some(f) = done.borrow_mut().take() {
            f(Err(CopyRefused::Refused));
        }
    });
    let _ = promise.then2(&ok, &fail);
    ok.forget();
    fail.forget();
}

/// Takes the fragment off the page's address, without a reload or a history entry.
pub fn drop_fragment() {
    let loc = window().location();
    if let Ok(history) = window().history() {
        let url = format!(
            "{}{}",
            loc.pathname().unwrap_or_default(),
            loc.search().unwrap_or_default()
        );
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
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
