//! The keyboard's focus never falls to the page when a control hides itself (WAI-ARIA's
//! practice: an editor's Close, Back to game, a menu action, a Resign confirmed...). After
//! every click and key press (and a focus lost to nowhere), once the page has had its say,
//! a focus on the page's body or on an element no longer shown moves to the control named
//! by the nearest `data-focus-return` around the element that had it (the menu's toggle
//! for its actions), or else the board, scrolled into view if out of sight. A modal
//! dialog (the rules) keeps its own focus, as the browser manages it.

use std::cell::RefCell;
use std::rc::Rc;
use three_crowns::app::ids;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventTarget, FocusEvent, HtmlElement};

use super::dom;

/// Where the focus goes when nothing nearer is named.
const FALLBACK: &str = ids::BOARD;

/// The element that last had the focus (shared by the listeners that keep and read it).
type Last = Rc<RefCell<Option<Element>>>;

/// Wires the repair: it runs after every click and key press, and after the focus leaves
/// an element for nowhere.
pub fn wire() {
    let doc: EventTarget = dom::document().into();
    let last = Last::default();
    let kept = last.clone();
    dom::on::<FocusEvent>(&doc, "focusin", move |e| {
        if let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) {
            *kept.borrow_mut() = Some(el);
        }
    });
    let lost = last.clone();
    dom::on::<FocusEvent>(&doc, "focusout", move |e| {
        if e.related_target().is_none() {
            schedule(&lost);
        }
    });
    for kind in ["click", "keydown"] {
        let last = last.clone();
        dom::on::<Event>(&doc, kind, move |_| schedule(&last));
    }
}

/// Checks after the current task (the action's own changes done), and again after the
/// next frame (changes a frame writes).
fn schedule(last: &Last) {
    let window = dom::window();
    let (now, later) = (last.clone(), last.clone());
    let soon = Closure::once_into_js(move || repair(&now));
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(soon.unchecked_ref(), 0);
    let after_frame = Closure::once_into_js(move || repair(&later));
    let _ = window.request_animation_frame(after_frame.unchecked_ref());
}

/// Whether `el` is drawn at all (an element hidden, or inside something hidden, has no
/// boxes).
fn shown(el: &Element) -> bool {
    el.is_connected() && el.get_client_rects().length() > 0
}

/// Moves a lost focus to where it belongs.
fn repair(last: &Last) {
    let doc = dom::document();
    if doc.query_selector("dialog[open]").ok().flatten().is_some() {
        return;
    }
    let active = doc.active_element();
    let body: Option<Element> = doc.body().map(Into::into);
    let lost = match active {
        // The focus is on a control: lost only if that control is no longer shown.
        Some(a) if Some(&a) != body.as_ref() => a,
        // On the page itself: lost if the control that had it is gone (a click on the
        // page's background also leaves it there, and that is the player's choice).
        _ => match last.borrow().clone() {
            Some(last) => last,
            None => return,
        },
    };
    if shown(&lost) {
        return;
    }
    let named = lost
        .closest("[data-focus-return]")
        .ok()
        .flatten()
        .and_then(|c| c.get_attribute("data-focus-return"))
        .and_then(|id| doc.get_element_by_id(&id))
        .filter(shown);
    let target = named.or_else(|| doc.get_element_by_id(FALLBACK).filter(shown));
    if let Some(t) = target.and_then(|t| t.dyn_into::<HtmlElement>().ok()) {
        dom::focus_without_scrolling(&t);
        // In sight, as any focus the page moves (`dom::focus`).
        dom::reveal(&t);
    }
}
