//! Input wiring: pointer and keyboard on the board, the page's controls, keys for
//! browsing, the URL fragment, resizing.

use three_crowns::app::archive::ArchiveInput;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Event, EventTarget, HtmlCanvasElement, HtmlElement, HtmlInputElement, HtmlTextAreaElement,
    KeyboardEvent,
};

use super::app::DARK_QUERY;
use super::board_input;
use super::dom::{self, on, on_id};
use super::focus;
use super::rest;
use super::storage;
use super::with_app;
use three_crowns::app::overlays::Overlay;
use three_crowns::app::{command, controls, ids, Command};
use three_crowns::ui::keys::control_uses_keys;
use three_crowns::ui::session::MoveSource;

/// Whether the event's target is a control that uses the keys itself (a text field, a
/// drop-down, the board; not a checkbox or a button: `ui::keys`).
fn target_is_field(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlElement>().ok())
        .is_some_and(|el| {
            let kind = el
                .dyn_ref::<HtmlInputElement>()
                .map(|i| i.type_().to_ascii_lowercase())
                .unwrap_or_default();
            control_uses_keys(&el.tag_name(), &kind)
        })
}

/// Wires the board `canvas`, the page's controls, records and keys to the app.
pub fn wire(canvas: HtmlCanvasElement) -> Result<(), JsValue> {
    board_input::wire_resize(canvas.clone());
    board_input::wire_board(canvas);
    wire_menu();
    wire_controls()?;
    wire_records()?;
    wire_page()?;
    wire_drafts();
    focus::wire();
    Ok(())
}

/// The menu (`#menu`; its toggle is a plain control): an action that leaves it
/// (`[data-closes-menu]`), Escape inside it, or a click outside it closes it.
fn wire_menu() {
    let close = |refocus| {
        with_app(|a| a.send(Command::Overlay(Overlay::CloseMenu { refocus })));
    };
    on_id::<Event>(ids::MENU, "click", move |e| {
        if closest(&e, "[data-closes-menu]").is_some() {
            close(false);
        }
    });
    on_id::<KeyboardEvent>(ids::MENU, "keydown", move |e| {
        if e.key() == "Escape" {
            e.prevent_default();
            close(true);
        }
    });
    // A click, not a press: the control clicked acts first, and nothing moves under
    // the pointer between its press and its release.
    let doc: EventTarget = dom::document().into();
    on::<Event>(&doc, "click", move |e| {
        // A control that opens the menu (the result card's Share) is not a click outside.
        let open = with_app(|a| a.overlays().menu) == Some(true);
        if open && closest(&e, "#menu, #menu-toggle, [data-opens-menu]").is_none() {
            close(false);
        }
    });
}

/// The element matching `selector` that an event's target is in (or is), if any.
fn closest(e: &Event, selector: &str) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest(selector).ok().flatten())
}

/// The attribute `attr` of the element matching `selector` that an event's target is in.
fn closest_attr(e: &Event, selector: &str, attr: &str) -> Option<String> {
    closest(e, selector).and_then(|el| el.get_attribute(attr))
}

fn wire_controls() -> Result<(), JsValue> {
    wire_plain_controls();
    wire_items();
    wire_study();
    on_id::<Event>(ids::MOVE_FORM, "submit", |e| {
        e.prevent_default();
        let Ok(input) = dom::by_id::<HtmlInputElement>(ids::MOVE_INPUT) else {
            return;
        };
        let text = input.value();
        if with_app(|a| a.send(Command::PlayText(text.clone(), MoveSource::Text))) == Some(Ok(())) {
            input.set_value("");
            storage::save_typed_draft(ids::MOVE_INPUT, None);
        }
    });
    // A modal dialog closed itself (Escape).
    for id in controls::DIALOGS {
        on_id::<Event>(id, "close", move |_| {
            if let Some(c) = controls::dialog_closed(id) {
                with_app(|a| a.send(c));
            }
        });
    }
    Ok(())
}

/// The lists' items (`app::controls::ITEMS`): a click on one sends its command.
fn wire_items() {
    let mut lists: Vec<&'static str> = controls::ITEMS.iter().map(|(list, ..)| *list).collect();
    lists.dedup();
    for list in lists {
        on_id::<Event>(list, "click", move |e| {
            let clicked = controls::ITEMS.iter().filter(|(l, ..)| *l == list);
            let value = clicked
                .filter_map(|(_, sel, attr)| closest_attr(&e, sel, attr))
                .next();
            if let Some(command) = value.and_then(|v| controls::item(list, &v)) {
                with_app(|a| a.send(command));
            }
        });
    }
    on_id::<KeyboardEvent>(ids::WELCOME, "keydown", |e| {
        if e.key() == "Escape" {
            e.prevent_default();
            with_app(|a| a.send(Command::Overlay(Overlay::CloseWelcome(ids::BOARD))));
        }
    });
}

/// The analysis's and the review's controls.
fn wire_study() {
    on_id::<web_sys::MouseEvent>(ids::REVIEW_GRAPH, "click", |e| {
        let Ok(canvas) = dom::by_id::<HtmlCanvasElement>(ids::REVIEW_GRAPH) else {
            return;
        };
        let rect = canvas.get_bounding_client_rect();
        let fraction = (f64::from(e.client_x()) - rect.left()) / rect.width().max(1.0);
        with_app(|a| a.send(Command::GraphClicked(fraction)));
    });
}

/// The controls whose command `app::controls` names: each event's click, checkbox state
/// or value handed to it, and the command sent.
fn wire_plain_controls() {
    let send = |id: &'static str, input: controls::Input<'_>| {
        with_app(|a| {
            if let Some(c) = controls::command(a, id, input) {
                let _ = a.send(c);
            }
        });
    };
    for &id in controls::CLICKS {
        on_id::<Event>(id, "click", move |_| send(id, controls::Input::Click));
    }
    for &id in controls::SWITCHES {
        on_id::<Event>(id, "change", move |_| {
            let on = dom::by_id::<HtmlInputElement>(id).is_ok_and(|c| c.checked());
            send(id, controls::Input::Checked(on));
        });
    }
    for &id in controls::FIELDS {
        let event = if id == ids::EDIT_TCN || id == ids::GAMES_SEARCH {
            "input"
        } else {
            "change"
        };
        on_id::<Event>(id, event, move |_| {
            let value = dom::by_id::<web_sys::HtmlElement>(id)
                .ok()
                .and_then(|el| js_sys::Reflect::get(&el, &"value".into()).ok())
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            send(id, controls::Input::Value(&value));
        });
    }
}

fn wire_records() -> Result<(), JsValue> {
    on_id::<Event>(ids::SAVE_SHARE, "toggle", |_| {
        let open =
            dom::by_id::<web_sys::HtmlDetailsElement>(ids::SAVE_SHARE).is_ok_and(|d| d.open());
        with_app(|a| a.send(Command::SavePanel(open)));
    });
    on_id::<Event>(ids::IMPORT_RECORD, "click", |_| {
        let Ok(area) = dom::by_id::<HtmlTextAreaElement>(ids::RECORD_TEXT) else {
            return;
        };
        let text = area.value();
        if with_app(|a| a.send(Command::Import(text.clone()))) == Some(Ok(())) {
            // Imported: the text has done its work.
            area.set_value("");
            storage::save_typed_draft(ids::RECORD_TEXT, None);
        }
    });
    for (id, command) in [
        (ids::IMPORT_FILE, Command::Import as fn(String) -> Command),
        (ids::GAMES_FILE, |t| {
            Command::Archive(ArchiveInput::Import(t))
        }),
    ] {
        on_id::<Event>(id, "change", move |_| {
            let Ok(input) = dom::by_id::<HtmlInputElement>(id) else {
                return;
            };
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                dom::then(&file.text(), move |text| {
                    let text = text.ok().and_then(|t| t.as_string());
                    with_app(|a| text.map(|t| a.send(command(t))));
                });
            }
            input.set_value("");
        });
    }
    Ok(())
}

/// Text fields marked `data-draft` (the move box, the record box): what is typed is kept
/// in the tab's session storage as it is typed and put back after a reload, so that no
/// reload, the page's own (an update) or the player's, loses it.
fn wire_drafts() {
    let Ok(fields) = dom::document().query_selector_all("[data-draft]") else {
        return;
    };
    for i in 0..fields.length() {
        let Some(el) = fields
            .item(i)
            .and_then(|n| n.dyn_into::<HtmlElement>().ok())
        else {
            continue;
        };
        let id = el.id();
        let value = |el: &HtmlElement| {
            el.dyn_ref::<HtmlInputElement>()
                .map(HtmlInputElement::value)
                .or_else(|| {
                    el.dyn_ref::<HtmlTextAreaElement>()
                        .map(HtmlTextAreaElement::value)
                })
        };
        if let Some(kept) = storage::typed_draft(&id).filter(|_| value(&el).is_some()) {
            if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
                input.set_value(&kept);
            } else if let Some(area) = el.dyn_ref::<HtmlTextAreaElement>() {
                area.set_value(&kept);
            }
        }
        let target: EventTarget = el.clone().into();
        on::<Event>(&target, "input", move |_| {
            storage::save_typed_draft(&id, value(&el).as_deref());
        });
    }
}

fn wire_page() -> Result<(), JsValue> {
    let doc: EventTarget = dom::document().into();
    on::<KeyboardEvent>(&doc, "keydown", |e| {
        // A modal dialog keeps the keys (Escape closes it).
        let modal = with_app(|a| a.modal_open()) == Some(true);
        if modal || e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        // Escape anywhere but in a text field closes the welcome card.
        let welcome = with_app(|a| a.overlays().welcome) == Some(true);
        if e.key() == "Escape" && welcome && !e.default_prevented() {
            let typing = target_is_field(&e) && closest(&e, "canvas").is_none();
            if !typing {
                with_app(|a| a.send(Command::Overlay(Overlay::CloseWelcome(ids::BOARD))));
                return;
            }
        }
        if e.default_prevented() || target_is_field(&e) {
            return;
        }
        if let Some(command) = controls::page_key(&e.key()) {
            e.prevent_default();
            with_app(|a| a.send(command));
        }
    });
    // The rest of the page's code, asked for at the first press or key on anything but
    // what a first visit's games use (rest.rs): what the player does next may need it.
    for kind in ["pointerdown", "keydown"] {
        on::<Event>(&doc, kind, |e| {
            if closest(&e, rest::FIRST_VISIT).is_none() {
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
