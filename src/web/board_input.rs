//! The board's input: pointer presses, moves and drops and keys on the canvas (each one
//! command), its resize handle, and the redraws a new size or pixel density needs.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget, HtmlCanvasElement, HtmlElement, KeyboardEvent, PointerEvent};

use three_crowns::app::{controls, ids, Command};
use three_crowns::ui::geometry::Point;
use three_crowns::ui::layout;

use super::dom::{self, on};
use super::workers::later;
use super::{post, with_app};

/// The board point (board units) of a pointer event on the canvas.
fn board_point(canvas: &HtmlCanvasElement, e: &PointerEvent) -> Point {
    let rect = canvas.get_bounding_client_rect();
    let w = rect.width().max(1.0);
    let h = rect.height().max(1.0);
    Point::new(
        (f64::from(e.client_x()) - rect.left()) * 8.0 / w,
        (f64::from(e.client_y()) - rect.top()) * 8.0 / h,
    )
}

/// The board's size the player chose (`None`: it fits the window); `keep`: remembered.
fn board_size(size: Option<f64>, keep: bool) {
    with_app(|a| a.send(Command::BoardSize(size, keep)));
}

/// The board's resize handle (`#board-resize`, at its corner): a drag sets the size
/// (the larger of the pointer's distances from the board's top-left corner), arrow keys
/// change it by [`layout::BOARD_STEP`], a double click or Enter (a click from the
/// keyboard) fits the window again. The size is remembered.
pub fn wire_resize(canvas: HtmlCanvasElement) {
    let Ok(handle) = dom::by_id::<HtmlElement>(ids::BOARD_RESIZE) else {
        return;
    };
    let target: EventTarget = handle.clone().into();
    let dragging = std::rc::Rc::new(std::cell::Cell::new(false));
    let (h, d) = (handle.clone(), dragging.clone());
    on::<PointerEvent>(&target, "pointerdown", move |e| {
        if e.button() != 0 {
            return;
        }
        e.prevent_default();
        let _ = h.set_pointer_capture(e.pointer_id());
        let _ = h.focus();
        d.set(true);
    });
    let (c, d) = (canvas.clone(), dragging.clone());
    on::<PointerEvent>(&target, "pointermove", move |e| {
        if !d.get() {
            return;
        }
        let rect = c.get_bounding_client_rect();
        let size = layout::dragged_board(
            f64::from(e.client_x()) - rect.left(),
            f64::from(e.client_y()) - rect.top(),
        );
        board_size(size, false);
    });
    for ended in ["pointerup", "pointercancel", "lostpointercapture"] {
        let (c, d) = (canvas.clone(), dragging.clone());
        on::<PointerEvent>(&target, ended, move |_| {
            if d.replace(false) {
                // What the page drew (capped at what fits) is what is remembered.
                board_size(layout::clamp_board(f64::from(c.client_width())), true);
            }
        });
    }
    let fit = || board_size(None, true);
    on::<web_sys::MouseEvent>(&target, "dblclick", move |_| fit());
    on::<web_sys::MouseEvent>(&target, "click", move |e| {
        // Enter or Space on the focused handle (a click with no pointer behind it).
        if e.detail() == 0 {
            fit();
        }
    });
    let c = canvas;
    on::<KeyboardEvent>(&target, "keydown", move |e| {
        let by = match e.key().as_str() {
            "ArrowUp" | "ArrowRight" => layout::BOARD_STEP,
            "ArrowDown" | "ArrowLeft" => -layout::BOARD_STEP,
            _ => return,
        };
        e.prevent_default();
        board_size(layout::clamp_board(f64::from(c.client_width()) + by), true);
    });
}

pub fn wire_board(canvas: HtmlCanvasElement) {
    let target: EventTarget = canvas.clone().into();
    let c = canvas.clone();
    on::<PointerEvent>(&target, "pointerdown", move |e| {
        if e.button() != 0 {
            return;
        }
        e.prevent_default();
        // Focus for the keyboard, without the keyboard's focus ring for a pointer.
        let _ = c.class_list().add_1("pointer-focus");
        let _ = c.focus();
        let _ = c.set_pointer_capture(e.pointer_id());
        let at = board_point(&c, &e);
        let id = e.pointer_id();
        with_app(|a| a.send(Command::PointerDown(id, at)));
    });
    let c = canvas.clone();
    on::<PointerEvent>(&target, "pointermove", move |e| {
        let at = board_point(&c, &e);
        with_app(|a| a.send(Command::PointerMove(e.pointer_id(), at)));
    });
    let c = canvas.clone();
    on::<PointerEvent>(&target, "pointerup", move |e| {
        let at = board_point(&c, &e);
        with_app(|a| a.send(Command::PointerUp(e.pointer_id(), at)));
    });
    on::<PointerEvent>(&target, "pointerleave", move |_| {
        with_app(|a| a.send(Command::PointerLeft));
    });
    for ended in ["pointercancel", "lostpointercapture"] {
        on::<PointerEvent>(&target, ended, move |e| {
            with_app(|a| a.send(Command::PointerCancel(e.pointer_id())));
        });
    }
    on::<Event>(&target, "contextmenu", |e| e.prevent_default());
    let c = canvas.clone();
    on::<KeyboardEvent>(&target, "keydown", move |e| {
        let _ = c.class_list().remove_1("pointer-focus");
        if let Some(command) = controls::board_key(&e.key()) {
            e.prevent_default();
            with_app(|a| a.send(command));
        }
    });
    let c = canvas.clone();
    on::<Event>(&target, "blur", move |_| {
        // The next focus may come from the keyboard: let it show its ring.
        let _ = c.class_list().remove_1("pointer-focus");
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
