//! A live game's connector (`www/live.js`, issue 47) carried out: loaded by a module
//! script at the first live game, its reports handed to the core as they come
//! (`app::live::play::report`). It decides nothing.

use std::cell::RefCell;
use three_crowns::app::friend::FriendInput;
use three_crowns::app::live::{play::report, LiveEffect, LiveInput};
use three_crowns::app::Command;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::{dom, js, post};

/// What `www/live.js` sets: `(options) => open(options, options.hear)`.
const ENTRY: &str = "threeCrownsLive";

thread_local! {
    /// The open room's `{ send, drop, close }`.
    static ROOM: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

fn tell(input: LiveInput) {
    post(Command::Friend(FriendInput::Live(input)));
}

fn failed(e: &JsValue) -> LiveInput {
    let why = js::get(e, "message").and_then(|m| m.as_string());
    LiveInput::Loaded(Err(why.unwrap_or_else(|| "www/live.js failed".into())))
}

/// Carries out `effect` (timers are the state's).
#[inline(never)]
pub fn carry_out(effect: LiveEffect) {
    match effect {
        LiveEffect::Load if js::get(&dom::window(), ENTRY).is_some() => {
            tell(LiveInput::Loaded(Ok(())));
        }
        LiveEffect::Load => load(),
        LiveEffect::Open { room, key, relays } => open(&room, &key, &relays),
        LiveEffect::Send { peer, text } => call("send", &peer, &text),
        LiveEffect::Drop(peer) => call("drop", &peer, ""),
        LiveEffect::Close => {
            call("close", "", "");
            ROOM.with(|r| r.borrow_mut().take());
        }
        LiveEffect::Timer { .. } => {}
    }
}

fn load() {
    let Ok(script) = dom::document().create_element("script") else {
        return tell(failed(&JsValue::NULL));
    };
    let _ = script.set_attribute("type", "module");
    let _ = script.set_attribute("src", "www/live.js");
    let ok = Closure::once_into_js(move |_: web_sys::Event| tell(LiveInput::Loaded(Ok(()))));
    let error = Closure::once_into_js(move |e: web_sys::Event| tell(failed(&e)));
    let _ = script.add_event_listener_with_callback("load", ok.unchecked_ref());
    let _ = script.add_event_listener_with_callback("error", error.unchecked_ref());
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&script);
    }
}

fn open(room: &str, key: &str, relays: &[String]) {
    let Some(entry) = js::get(&dom::window(), ENTRY).filter(JsValue::is_function) else {
        return tell(failed(&JsValue::NULL));
    };
    let hear = Closure::<dyn Fn(JsValue)>::new(|v: JsValue| {
        let field = |k: &str| js::get(&v, k).and_then(|x| x.as_string());
        let up = js::get(&v, "up").and_then(|u| u.as_bool()) == Some(true);
        if let Some(input) = report(&field, up) {
            tell(input);
        }
    });
    let options = js::object(&[
        ("room", room.into()),
        ("key", key.into()),
        ("relays", js::lines(relays)),
        ("hear", hear.as_ref().clone()),
    ]);
    // Kept for the room's life.
    hear.forget();
    let opened = entry
        .unchecked_ref::<js_sys::Function>()
        .call1(&JsValue::NULL, &options);
    match opened.map(JsCast::dyn_into::<js_sys::Promise>) {
        Ok(Ok(p)) => dom::then(&p, |r| match r {
            Ok(room) => ROOM.with(|c| *c.borrow_mut() = Some(room)),
            Err(e) => tell(failed(&e)),
        }),
        Ok(Err(e)) | Err(e) => tell(failed(&e)),
    }
}

/// The room's method `name` called with `peer` and `text`.
fn call(name: &str, peer: &str, text: &str) {
    ROOM.with(|r| {
        let room = r.borrow();
        let Some(room) = room.as_ref() else { return };
        if let Some(f) = js::get(room, name).filter(JsValue::is_function) {
            let f = f
                .unchecked_into::<js_sys::Function>()
                .bind1(room, &peer.into());
            let _ = f.call1(room, &text.into());
        }
    });
}
