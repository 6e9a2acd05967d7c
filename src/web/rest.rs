//! The rest of the page's code (release builds split the page's wasm in two; `rest.js`
//! beside this file says when the rest is fetched): this module hands `rest.js` the
//! start's exports at boot, and asks for the rest at the first press or key on anything
//! but the controls of a first visit's games (`app::events::FIRST_VISIT`).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/../src/web/rest.js")]
extern "C" {
    #[wasm_bindgen(js_name = threeCrownsPrepareRest)]
    fn prepare_rest(exports: &JsValue);
    #[wasm_bindgen(js_name = threeCrownsPrefetchRest)]
    fn prefetch_rest() -> js_sys::Promise;
    /// What the start's stubs call (scripts/split-wasm.mjs finds it by its name).
    #[wasm_bindgen(js_name = threeCrownsLoadRest)]
    fn load_rest();
}

/// Hands `rest.js` the start's exports; first thing at boot.
pub fn prepare() {
    prepare_rest(&wasm_bindgen::exports());
}

/// Fetches the rest in the background (nothing when it is in or on its way).
pub fn prefetch() {
    let _ = prefetch_rest();
}

/// Loads the rest now. The stubs call `threeCrownsLoadRest` themselves; this export keeps
/// that import in the wasm for them (nothing calls it).
#[wasm_bindgen(js_name = __rest_load)]
pub fn load_now() {
    load_rest();
}

/// The messages said since the page started, one id a line: in the profiling build only
/// (`scripts/profile-start.mjs` writes a first visit's to `web/start-messages.txt`, the
/// part of English's catalogue in the start); empty in every other.
#[wasm_bindgen(js_name = __messagesSaid)]
#[must_use]
pub fn messages_said() -> String {
    three_crowns::ui::lang::messages_said().join("\n")
}
