//! Input wiring: pointer and keyboard on the board, the page's controls, keys for
//! browsing, the URL fragment, resizing.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Event, EventTarget, FileReader, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlTextAreaElement, KeyboardEvent,
};

use super::app::{with_app, DARK_QUERY};
use super::audio;
use super::board_input;
use super::dom::{self, on, on_id};
use super::focus;
use super::rules;
use super::storage;
use three_crowns::app::{command, controls, ids, Command, Edit};
use three_crowns::ui::editor::Tool;
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

/// The menu (`#menu-toggle`, `#menu`): the toggle opens and closes it; an action that
/// leaves the panel (`[data-closes-menu]`), Escape inside it, or a click outside it
/// closes it.
fn wire_menu() {
    on_id::<Event>(ids::MENU_TOGGLE, "click", |_| {
        dom::set_menu(!dom::menu_open());
    });
    on_id::<Event>(ids::MENU, "click", |e| {
        if closest(&e, "[data-closes-menu]").is_some() {
            dom::set_menu(false);
        }
    });
    on_id::<KeyboardEvent>(ids::MENU, "keydown", |e| {
        if e.key() == "Escape" {
            e.prevent_default();
            dom::set_menu(false);
            if let Ok(t) = dom::by_id::<HtmlElement>(ids::MENU_TOGGLE) {
                let _ = t.focus();
            }
        }
    });
    // A click, not a press: the control clicked acts first, and nothing moves under
    // the pointer between its press and its release.
    let doc: EventTarget = dom::document().into();
    on::<Event>(&doc, "click", |e| {
        // A control that opens the menu (the result card's Share) is not a click outside.
        if dom::menu_open() && closest(&e, "#menu, #menu-toggle, [data-opens-menu]").is_none() {
            dom::set_menu(false);
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

fn checkbox(id: &str) -> Option<HtmlInputElement> {
    dom::by_id::<HtmlInputElement>(id).ok()
}

fn wire_controls() -> Result<(), JsValue> {
    wire_plain_controls();
    on_id::<Event>(ids::REOPEN_PREVIOUS, "click", |_| {
        with_app(|a| a.reopen_previous());
    });
    wire_editor();
    wire_study();
    wire_puzzles();
    wire_lessons();
    on_id::<Event>(ids::RESULT_SHARE, "click", |_| {
        // The share link is filled while the save and share panel is open.
        dom::open_share();
        with_app(|a| a.send(Command::SavePanel(true)));
        if let Ok(link) = dom::by_id::<HtmlInputElement>(ids::SHARE_LINK) {
            let _ = link.focus();
            link.select();
        }
    });
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
    on_id::<Event>(ids::MOVES, "click", |e| {
        if closest(&e, "#review-offer").is_some() {
            with_app(|a| a.send(Command::StartReview));
            return;
        }
        let ply = closest_attr(&e, "button.move", "data-ply").and_then(|p| p.parse::<usize>().ok());
        if let Some(ply) = ply {
            with_app(|a| a.send(Command::ShowPly(ply)));
        }
    });
    on_id::<Event>(ids::OPEN_RULES, "click", |_| {
        hide_welcome();
        rules::open_rules();
    });
    on_id::<Event>(ids::CLOSE_RULES, "click", |_| {
        if let Ok(d) = dom::by_id::<web_sys::HtmlDialogElement>(ids::RULES) {
            d.close();
        }
    });
    Ok(())
}

/// Learn mode's controls, the rules page's "Try it" buttons and the welcome card.
fn wire_lessons() {
    on_id::<Event>(ids::OPEN_LESSONS, "click", |_| {
        hide_welcome();
        with_app(|a| a.send(Command::Learn));
    });
    on_id::<Event>(ids::LESSON_LIST, "click", |e| {
        if let Some(id) = closest_attr(&e, "button[data-lesson]", "data-lesson") {
            with_app(|a| a.send(Command::OpenLesson(id.clone())));
        }
    });
    // The rules page: each section's "Try it" button closes the dialog and opens its lesson.
    on_id::<Event>(ids::RULES, "click", |e| {
        let Some(id) = closest_attr(&e, "button[data-lesson]", "data-lesson") else {
            return;
        };
        if let Ok(d) = dom::by_id::<web_sys::HtmlDialogElement>(ids::RULES) {
            d.close();
        }
        with_app(|a| a.send(Command::OpenLesson(id.clone())));
        focus_quietly(ids::LESSON_TITLE);
    });
    on_id::<Event>(ids::WELCOME_LEARN, "click", |_| {
        close_welcome(ids::LESSON_TITLE);
        with_app(|a| a.send(Command::Learn));
        focus_quietly(ids::LESSON_TITLE);
    });
    on_id::<Event>(ids::WELCOME_RULES, "click", |_| {
        close_welcome(ids::OPEN_RULES);
        rules::open_rules();
    });
    on_id::<Event>(ids::WELCOME_PLAY, "click", |_| close_welcome(ids::BOARD));
    on_id::<KeyboardEvent>(ids::WELCOME, "keydown", |e| {
        if e.key() == "Escape" {
            e.prevent_default();
            close_welcome(ids::BOARD);
        }
    });
}

/// Shows the welcome card (a first visit) and moves the focus to its first choice,
/// without scrolling the page; remembers that it was shown.
pub fn show_welcome() {
    if let Ok(card) = dom::by_id::<HtmlElement>(ids::WELCOME) {
        card.set_hidden(false);
        let _ = storage::set_welcome("shown");
        focus_quietly(ids::WELCOME_LEARN);
    }
}

/// Whether the welcome card is on show.
fn welcome_open() -> bool {
    dom::by_id::<HtmlElement>(ids::WELCOME).is_ok_and(|c| !c.hidden())
}

/// Hides the welcome card for good and moves the focus to `then`.
fn close_welcome(then: &str) {
    hide_welcome();
    focus_quietly(then);
}

/// Hides the welcome card for good, if it is on show (a choice was made elsewhere: the
/// title's Learn, Puzzles or Rules).
fn hide_welcome() {
    if welcome_open() {
        if let Ok(card) = dom::by_id::<HtmlElement>(ids::WELCOME) {
            card.set_hidden(true);
        }
        let _ = storage::set_welcome("dismissed");
    }
}

/// Moves the focus to the element `id` without scrolling the page to it.
fn focus_quietly(id: &str) {
    if let Ok(el) = dom::by_id::<HtmlElement>(id) {
        focus::focus_without_scrolling(&el);
    }
}

/// Puzzle mode's controls.
fn wire_puzzles() {
    on_id::<Event>(ids::OPEN_PUZZLES, "click", |_| {
        hide_welcome();
        with_app(|a| a.send(Command::Puzzles));
    });
}

/// The analysis's and the review's controls.
fn wire_study() {
    on_id::<Event>(ids::ANALYSIS_LINE, "click", |e| {
        let index = closest_attr(&e, "button.line-move", "data-index")
            .and_then(|i| i.parse::<usize>().ok());
        if let Some(i) = index {
            with_app(|a| a.send(Command::PreviewLine(i)));
        }
    });
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
            let on = checkbox(id).is_some_and(|c| c.checked());
            send(id, controls::Input::Checked(on));
        });
    }
    for &id in controls::FIELDS {
        let event = if id == ids::EDIT_TCN {
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

/// The position editor's controls.
fn wire_editor() {
    on_id::<Event>(ids::EDIT_CLOSE, "click", |_| {
        with_app(|a| a.send(Command::CloseEditor));
    });
    on_id::<Event>(ids::EDITOR, "click", |e| {
        let tool = closest_attr(&e, "button.tool", "data-tool").and_then(|c| Tool::from_code(&c));
        if let Some(tool) = tool {
            with_app(|a| a.send(Command::Edit(Edit::Tool(tool))));
        }
    });
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
    on_id::<Event>(ids::IMPORT_FILE, "change", |_| {
        let Ok(input) = dom::by_id::<HtmlInputElement>(ids::IMPORT_FILE) else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let Ok(reader) = FileReader::new() else {
            return;
        };
        let r = reader.clone();
        let onload = Closure::once(move |_: Event| {
            let text = r
                .result()
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            with_app(|a| a.send(Command::Import(text.clone())));
        });
        reader.set_onload(Some(onload.as_ref().unchecked_ref()));
        onload.forget();
        let _ = reader.read_as_text(&file);
        input.set_value("");
    });
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
        let rules_open =
            dom::by_id::<web_sys::HtmlDialogElement>(ids::RULES).is_ok_and(|d| d.open());
        if rules_open || e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        // Escape anywhere but in a text field closes the welcome card.
        if e.key() == "Escape" && welcome_open() && !e.default_prevented() {
            let typing = target_is_field(&e) && closest(&e, "canvas").is_none();
            if !typing {
                close_welcome(ids::BOARD);
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
    let win: EventTarget = dom::window().into();
    on::<Event>(&win, "hashchange", |_| open_location_fragment());
    // Sounds may start once the player has pressed something (seen first, in the capture
    // phase, so that the move a press plays is heard).
    let gesture = Closure::<dyn FnMut()>::new(audio::gesture);
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
