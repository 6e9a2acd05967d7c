//! The board's redraws at a new size or pixel density, and its lost focus (its pointer,
//! keys and resize handle are routed by the core: `events`).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget, HtmlCanvasElement};

use three_crowns::app::Command;

use super::dom::{self, on};
use super::workers::later;
use super::{post, with_app};

/// The class of a control focused by a pointer, shown without the keyboard's ring.
pub const POINTER_FOCUS: &str = "pointer-focus";

/// The board's own wiring, beside its pointer and keys (`events`): the focus it loses,
/// the redraws a new size or pixel density needs.
pub fn wire_board(canvas: HtmlCanvasElement) {
    let target: EventTarget = canvas.clone().into();
    let c = canvas.clone();
    on::<Event>(&target, "blur", move |_| {
        // The next focus may come from the keyboard: let it show its ring.
        let _ = c.class_list().remove_1(POINTER_FOCUS);
        // Told after the task: the focus may have moved while the app wrote a frame.
        later(0.0, || post(Command::BoardBlurred));
    });
    // Redraw at the new size whenever the board's box changes (window, orientation).
    let cb = Closure::<dyn FnMut()>::new(|| {
        with_app(|a| a.board_resized());
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
        observer.observe(&canvas);
        std::mem::forget(observer);
    }
    cb.forget();
    watch_pixel_ratio();
}

/// The device pixel ratio the board was last armed for, and the media query that fires
/// when it leaves it (shared by the closures that watch it).
type Ratio = Rc<RefCell<(f64, Option<web_sys::MediaQueryList>)>>;

/// Redraws the board at the new resolution when the device pixel ratio changes without
/// a resize (a window dragged to a screen of another density, browser zoom): a media
/// query for the current ratio fires once it no longer matches, and is then made anew.
/// Where a browser does not deliver that event (seen under headless emulation), a check
/// once a second (one property read) catches the change.
fn watch_pixel_ratio() {
    let ratio = Ratio::default();
    arm_ratio_query(&ratio);
    let check = Closure::<dyn FnMut()>::new(move || {
        if dom::window().device_pixel_ratio() != ratio.borrow().0 {
            ratio_changed(&ratio);
        }
    });
    let _ = dom::window().set_interval_with_callback_and_timeout_and_arguments_0(
        check.as_ref().unchecked_ref(),
        1000,
    );
    check.forget();
}

fn ratio_changed(ratio: &Ratio) {
    with_app(|a| a.send(Command::Redraw));
    arm_ratio_query(ratio);
}

fn arm_ratio_query(armed: &Ratio) {
    let window = dom::window();
    let ratio = window.device_pixel_ratio();
    armed.borrow_mut().0 = ratio;
    let Ok(Some(mql)) =
        window.match_media(&format!("(resolution: {}dppx)", dom::number_text(ratio)))
    else {
        return;
    };
    let again = armed.clone();
    let cb = Closure::once_into_js(move |_: Event| ratio_changed(&again));
    mql.set_onchange(Some(cb.unchecked_ref()));
    let old = armed.borrow_mut().1.replace(mql);
    if let Some(old) = old {
        old.set_onchange(None);
    }
}
