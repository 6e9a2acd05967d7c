//! The page's animation frames: at most one `requestAnimationFrame` pending at a time,
//! asked for by [`request`], running the tick the page's entry point installed. The tick
//! says whether it wants another frame (an animation running). Redraws go through here,
//! so however many changes an event makes, the board is drawn once per frame.

use std::cell::{Cell, RefCell};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::dom;

/// The frame callback: made once by [`install`] and reused for every frame.
type FrameCallback = Closure<dyn FnMut(f64)>;

thread_local! {
    static CALLBACK: RefCell<Option<FrameCallback>> = const { RefCell::new(None) };
    static PENDING: Cell<bool> = const { Cell::new(false) };
}

/// Installs `tick`, run at each frame with the frame's time (ms); it returns whether it
/// wants the next frame too.
pub fn install(mut tick: impl FnMut(f64) -> bool + 'static) {
    let cb = Closure::new(move |ts: f64| {
        PENDING.with(|p| p.set(false));
        if tick(ts) {
            request();
        }
    });
    CALLBACK.with(|c| *c.borrow_mut() = Some(cb));
}

/// Asks for a frame, unless one is already pending (or no tick is installed yet, as in
/// the engine's worker).
pub fn request() {
    CALLBACK.with(|cb| {
        let Some(f) = cb.borrow().as_ref().map(|f| f.as_ref().clone()) else {
            return;
        };
        if PENDING.with(|p| p.replace(true)) {
            return;
        }
        let _ = dom::window().request_animation_frame(f.unchecked_ref());
    });
}
