//! A live game's connector (`www/live.js`, issue 47) carried out: loaded by a module
//! script at the first live game, then reached by one function of strings; each thing it
//! reports comes back as one line, read by the core (`app::live::report`). The room is the
//! connector's own: the shell keeps nothing and decides nothing.

use three_crowns::app::friend::FriendInput;
use three_crowns::app::live::{report::report, LiveEffect, LiveInput};
use three_crowns::app::Command;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::{dom, js, post};

/// What `www/live.js` sets on the window: `(op, a, b, c, hear)`.
const PORT: &str = "threeCrownsLive";

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
    let port = js::get(&dom::window(), PORT).filter(JsValue::is_function);
    let none = String::new;
    let (op, a, b, c, hear) = match effect {
        LiveEffect::Load if port.is_some() => return tell(LiveInput::Loaded(Ok(()))),
        LiveEffect::Load => return load(),
        LiveEffect::Timer { .. } => return,
        LiveEffect::Open { room, key, relays } => ("open", room, key, relays.join("\n"), hear()),
        LiveEffect::Send { peer, text } => ("send", peer, text, none(), JsValue::NULL),
        LiveEffect::Drop(peer) => ("drop", peer, none(), none(), JsValue::NULL),
        LiveEffect::Close => ("close", none(), none(), none(), JsValue::NULL),
    };
    let Some(port) = port else {
        return tell(failed(&JsValue::NULL));
    };
    let args = js_sys::Array::new();
    for arg in [op.into(), a.into(), b.into(), c.into(), hear] {
        args.push(&arg);
    }
    let port: &js_sys::Function = port.unchecked_ref();
    let done = port.apply(&JsValue::NULL, &args);
    match done.map(JsCast::dyn_into::<js_sys::Promise>) {
        Ok(Ok(p)) => dom::then(&p, |r| r.err().map_or((), |e| tell(failed(&e)))),
        Ok(Err(e)) | Err(e) => tell(failed(&e)),
    }
}

/// The function that hears the open room's reports (kept for the page's life).
fn hear() -> JsValue {
    let hear = Closure::<dyn Fn(JsValue)>::new(|line: JsValue| {
        if let Some(input) = line.as_string().as_deref().and_then(report) {
            tell(input);
        }
    });
    hear.into_js_value()
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
