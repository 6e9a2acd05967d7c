//! Input wiring: the page's events (the controls', the keys, the board's pointer and its
//! resize handle's), and the page's own (the URL fragment, the page's life, other tabs),
//! read into plain data and routed by the core (`app::events`).

use js_sys::Reflect;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Element, Event, HtmlCanvasElement, HtmlElement, HtmlInputElement, KeyboardEvent, MouseEvent,
    PointerEvent,
};

use super::app::DARK_QUERY;
use super::board_input::{self, POINTER_FOCUS};
use super::dom;
use super::focus;
use super::rest;
use super::storage;
use super::with_app;
use three_crowns::app::events::{self, Ev, Step};
use three_crowns::app::stored::drafts;
use three_crowns::app::{controls, ids, Command};
use three_crowns::ui::layout;

/// Wires the board `canvas`, the page's controls, records and keys to the app.
pub fn wire(canvas: HtmlCanvasElement) -> Result<(), JsValue> {
    board_input::wire_board(canvas);
    // Seen first, on the document (`close` and `toggle` do not bubble); the page's own
    // events on the window.
    let routed = Closure::<dyn FnMut(Event)>::new(|e: Event| routed(&e));
    let f = routed.as_ref().unchecked_ref();
    let (doc, win) = (dom::document(), dom::window());
    for kind in events::KINDS {
        let _ = doc.add_event_listener_with_callback_and_bool(kind, f, true);
    }
    for kind in events::WINDOW_KINDS {
        let _ = win.add_event_listener_with_callback(kind, f);
    }
    routed.forget();
    follow_scheme();
    focus::wire();
    Ok(())
}

/// Event `e` as the core reads it.
fn read(e: &Event) -> Ev {
    let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return page_event(e);
    };
    let kind = e.type_();
    let probed = events::probed(&kind);
    let probe = |sel: &str, attr: &str| {
        let found = el.closest(sel).ok().flatten()?;
        if attr.is_empty() {
            Some(String::new())
        } else {
            found.get_attribute(attr)
        }
    };
    let mut ids = Vec::new();
    let mut at = Some(el.clone());
    while let Some(a) = at {
        ids.push(a.id());
        at = a.parent_element();
    }
    let prop = |name: &str| Reflect::get(&el, &name.into()).unwrap_or_default();
    let from = |el: &Element, x: i32, y: i32| {
        let rect = el.get_bounding_client_rect();
        let (x, y) = (f64::from(x) - rect.left(), f64::from(y) - rect.top());
        [x, y, rect.width(), rect.height()]
    };
    let m = e.dyn_ref::<MouseEvent>();
    let at = m.map_or([0.0; 4], |m| from(&el, m.client_x(), m.client_y()));
    let p = e.dyn_ref::<PointerEvent>();
    let board = p.zip(dom::element(ids::BOARD));
    let from_board = board.map_or([0.0; 4], |(p, b)| from(&b, p.client_x(), p.client_y()));
    let k = e.dyn_ref::<KeyboardEvent>();
    Ev {
        ids,
        key: k.map(KeyboardEvent::key).unwrap_or_default(),
        mods: k.is_some_and(|k| k.alt_key() || k.ctrl_key() || k.meta_key()),
        tag: el.tag_name(),
        input_type: (el.dyn_ref::<HtmlInputElement>())
            .map(|i| i.type_().to_ascii_lowercase())
            .unwrap_or_default(),
        value: prop("value").as_string().unwrap_or_default(),
        on: prop("checked").is_truthy() || prop("open").is_truthy(),
        at,
        from_board: [from_board[0], from_board[1]],
        pointer: p.map_or(0, PointerEvent::pointer_id),
        button: m.map_or(0, MouseEvent::button),
        captured: p.is_some_and(|p| el.has_pointer_capture(p.pointer_id())),
        detail: e
            .dyn_ref::<web_sys::UiEvent>()
            .map_or(0, web_sys::UiEvent::detail),
        inside: (events::PROBES.iter())
            .map(|(s, a)| probed.then(|| probe(s, a)).flatten())
            .collect(),
        items: (controls::ITEMS.iter())
            .map(|(_, s, a)| probed.then(|| probe(s, a)).flatten())
            .collect(),
        kind,
        page: events::PageFacts::default(),
    }
}

/// An event of the page itself (`events::WINDOW_KINDS`) as the core reads it: the page's
/// facts that its kind needs.
#[inline(never)]
fn page_event(e: &Event) -> Ev {
    let kind = e.type_();
    let page = match kind.as_str() {
        "hashchange" => events::PageFacts {
            hash: dom::window().location().hash().unwrap_or_default(),
            ..Default::default()
        },
        "storage" => stored(e),
        _ => events::PageFacts {
            hidden: dom::document().hidden(),
            ..Default::default()
        },
    };
    Ev {
        kind,
        page,
        ..Ev::default()
    }
}

/// Another tab's storage, as a `storage` event says it (apart: no first visit hears one).
#[inline(never)]
fn stored(e: &Event) -> events::PageFacts {
    let stored = e.dyn_ref::<web_sys::StorageEvent>();
    events::PageFacts {
        stored: stored.and_then(|s| Some((s.key()?, s.new_value()))),
        ..Default::default()
    }
}

/// Carries out what the core makes of event `e`: its default prevented, then each step.
fn routed(e: &Event) {
    let ev = read(e);
    let Some(route) = with_app(|a| events::route(a, &ev)) else {
        return;
    };
    if route.prevent {
        e.prevent_default();
    }
    for step in route.steps {
        match step {
            Step::Send(c) => {
                with_app(|a| a.send(c));
            }
            Step::Hold(pointer_focus) => {
                let target = e.target().and_then(|t| t.dyn_into::<HtmlElement>().ok());
                if let (Some(el), Some(p)) = (target, e.dyn_ref::<PointerEvent>()) {
                    if pointer_focus {
                        let _ = el.class_list().add_1(POINTER_FOCUS);
                    }
                    let _ = el.focus();
                    let _ = el.set_pointer_capture(p.pointer_id());
                }
            }
            Step::Gesture => {
                with_app(|a| a.audio.gesture = true);
            }
            Step::Prefetch => rest::prefetch(),
            Step::Ring => {
                let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
                let _ = target.map(|t| t.class_list().remove_1(POINTER_FOCUS));
            }
            step => seldom(e, &ev, step),
        }
    }
}

/// Carries out a step that a first visit does not take.
#[inline(never)]
fn seldom(e: &Event, ev: &Ev, step: Step) {
    match step {
        Step::Take(id, command) => {
            let Some(field) = dom::element(id) else {
                return;
            };
            let text = Reflect::get(&field, &"value".into()).ok();
            let text = text.and_then(|t| t.as_string()).unwrap_or_default();
            if with_app(|a| a.send(command(text))) == Some(Ok(())) {
                // Taken: the text has done its work.
                let _ = Reflect::set(&field, &"value".into(), &"".into());
                keep_draft(id, "");
            }
        }
        Step::File(command) => read_file(e, command),
        Step::Draft(id) => keep_draft(&id, &ev.value),
        Step::Grow(by) => {
            let width = dom::element(ids::BOARD).map_or(0, |c| c.client_width());
            let size = layout::clamp_board(f64::from(width) + by);
            with_app(|a| a.send(Command::BoardSize(size, true)));
        }
        _ => {}
    }
}

/// Keeps `text` as field `id`'s draft (`app::stored::drafts`).
fn keep_draft(id: &str, text: &str) {
    if let Some(mut s) = storage::session() {
        drafts::keep(&mut s, id, text);
    }
}

/// Sends the text of the file chosen in `e`'s target in `command`, and empties it.
fn read_file(e: &Event, command: fn(String) -> Command) {
    let Some(input) = e
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
    else {
        return;
    };
    if let Some(file) = input.files().and_then(|f| f.get(0)) {
        dom::then(&file.text(), move |text| {
            let text = text.ok().and_then(|t| t.as_string());
            with_app(|a| text.map(|t| a.send(command(t))));
        });
    }
    input.set_value("");
}

/// The system's colour scheme, followed by the theme `System` without a reload.
fn follow_scheme() {
    if let Ok(Some(mql)) = dom::window().match_media(DARK_QUERY) {
        let changed = Closure::<dyn FnMut()>::new(|| {
            let dark = dom::media(DARK_QUERY);
            with_app(|a| a.send(Command::SystemScheme(dark)));
        });
        mql.set_onchange(Some(changed.as_ref().unchecked_ref()));
        changed.forget();
        // Kept for the page's life, with its listener.
        std::mem::forget(mql);
    }
}
