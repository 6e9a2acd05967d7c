//! Input wiring: the page's events (the controls', the keys, the board's pointer and its
//! resize handle's) read into plain data and routed by the core (`app::events`); the
//! URL fragment, the page's life, other tabs.

use js_sys::Reflect;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Element, Event, EventTarget, HtmlCanvasElement, HtmlElement, HtmlInputElement, KeyboardEvent,
    MouseEvent, PointerEvent,
};

use super::app::DARK_QUERY;
use super::board_input::{self, POINTER_FOCUS};
use super::dom::{self, on};
use super::focus;
use super::rest;
use super::storage;
use super::with_app;
use three_crowns::app::events::{self, Ev, Step};
use three_crowns::app::{command, controls, ids, Command};
use three_crowns::ui::layout;

/// Wires the board `canvas`, the page's controls, records and keys to the app.
pub fn wire(canvas: HtmlCanvasElement) -> Result<(), JsValue> {
    board_input::wire_board(canvas);
    // Seen first, on the document (`close` and `toggle` do not bubble).
    let routed = Closure::<dyn FnMut(Event)>::new(|e: Event| routed(&e));
    let doc = dom::document();
    for kind in events::KINDS {
        let f = routed.as_ref().unchecked_ref();
        let _ = doc.add_event_listener_with_callback_and_bool(kind, f, true);
    }
    routed.forget();
    wire_page()?;
    restore_drafts();
    focus::wire();
    Ok(())
}

/// Event `e` as the core reads it (`None`: its target is no element).
fn read(e: &Event) -> Option<Ev> {
    let el: Element = e.target()?.dyn_into().ok()?;
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
    Some(Ev {
        kind: e.type_(),
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
        inside: events::PROBES.iter().map(|(s, a)| probe(s, a)).collect(),
        items: controls::ITEMS
            .iter()
            .map(|(_, s, a)| probe(s, a))
            .collect(),
    })
}

/// Carries out what the core makes of event `e`: its default prevented, then each step.
fn routed(e: &Event) {
    let Some(ev) = read(e) else {
        return;
    };
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
                storage::save_typed_draft(id, None);
            }
        }
        Step::File(command) => read_file(e, command),
        Step::Draft(id) => storage::save_typed_draft(&id, Some(&ev.value)),
        Step::Grow(by) => {
            let width = dom::element(ids::BOARD).map_or(0, |c| c.client_width());
            let size = layout::clamp_board(f64::from(width) + by);
            with_app(|a| a.send(Command::BoardSize(size, true)));
        }
        _ => {}
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

/// Text fields marked `data-draft` (the move box, the record box): what is typed is kept
/// in the tab's session storage as it is typed (`events::Step::Draft`) and put back
/// after a reload, so that no reload, the page's own (an update) or the player's, loses
/// it.
fn restore_drafts() {
    let Ok(fields) = dom::document().query_selector_all("[data-draft]") else {
        return;
    };
    for i in 0..fields.length() {
        let Some(el) = fields.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        if let Some(kept) = storage::typed_draft(&el.id()) {
            let _ = Reflect::set(&el, &"value".into(), &kept.into());
        }
    }
}

fn wire_page() -> Result<(), JsValue> {
    let doc: EventTarget = dom::document().into();
    // The rest of the page's code, asked for at the first press or key on anything but
    // what a first visit's games use (rest.rs): what the player does next may need it.
    for kind in ["pointerdown", "keydown"] {
        on::<Event>(&doc, kind, |e| {
            let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
            if target
                .and_then(|t| t.closest(rest::FIRST_VISIT).ok().flatten())
                .is_none()
            {
                rest::prefetch();
            }
        });
    }
    let win: EventTarget = dom::window().into();
    on::<Event>(&win, "hashchange", |_| open_location_fragment());
    // Leaving the page pauses running clocks (a reload finds them so, and so does a
    // return from the back/forward cache); hiding it saves their time used so far.
    on::<Event>(&win, "pagehide", |_| {
        with_app(|a| a.send(Command::PageLeft));
    });
    on::<Event>(&doc, "visibilitychange", |_| {
        if dom::document().hidden() {
            with_app(|a| a.send(Command::PageHidden));
        }
    });
    // Sounds may start once the player has pressed something (seen first, in the capture
    // phase, so that the move a press plays is heard).
    let gesture = Closure::<dyn FnMut()>::new(|| {
        with_app(|a| a.audio.gesture = true);
    });
    for event in ["pointerdown", "keydown"] {
        let _ = win.add_event_listener_with_callback_and_bool(
            event,
            gesture.as_ref().unchecked_ref(),
            true,
        );
    }
    gesture.forget();
    // The system's colour scheme, followed by the theme `System` without a reload.
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
    // Another tab stored something: its game shown here too, its progress and settings
    // merged into this tab's (never written over by this tab's older copy).
    on::<web_sys::StorageEvent>(&win, "storage", |e| {
        let command = e
            .key()
            .and_then(|k| command::from_other_tab(&k, e.new_value()));
        if let Some(command) = command {
            with_app(|a| a.send(command));
        }
    });
    Ok(())
}

/// Opens the game in the address's fragment, if any, then clears the fragment so that a
/// reload shows the game as it goes on rather than the link's start.
pub fn open_location_fragment() {
    let loc = dom::window().location();
    let hash = loc.hash().unwrap_or_default();
    if hash.len() <= 1 {
        return;
    }
    with_app(|a| a.send(Command::OpenFragment(hash.clone())));
}
