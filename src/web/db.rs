//! The archive's database (IndexedDB), as the app core's `DbEffect`s ask: opened at
//! start, written at every change of the game on the board, a game deleted; what it and
//! the page's other tabs say goes back to the state as `ArchiveInput`s. The database's
//! JavaScript is the small module `db.js` beside this file (wasm-bindgen's snippet,
//! loaded with the page's glue). Every write's end is told to the state
//! (`ArchiveInput::Written`), where the script API's calls wait for it.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom;
use super::js::strings;
use super::post;
use three_crowns::app::archive::{rows, ArchiveInput, DbEffect};
use three_crowns::app::Command;
use three_crowns::ui::archive::Entry;

#[wasm_bindgen(module = "/../src/web/db.js")]
extern "C" {
    #[wasm_bindgen(js_name = dbOpen)]
    fn db_open(news: &js_sys::Function) -> js_sys::Promise;
    #[wasm_bindgen(js_name = dbPut)]
    fn db_put(games: JsValue) -> js_sys::Promise;
    #[wasm_bindgen(js_name = dbDelete)]
    fn db_delete(id: &str) -> js_sys::Promise;
}

/// Carries out what the state asks of the database.
#[inline(never)]
pub fn carry_out(effect: DbEffect) {
    match &effect {
        DbEffect::Open => open(),
        DbEffect::Put { games, .. } => {
            let value: js_sys::Array = games.iter().map(entry_to_js).collect();
            write(&db_put(value.into()), effect);
        }
        DbEffect::Delete(game) => write(&db_delete(&game.id), effect),
    }
}

fn open() {
    let news = Closure::<dyn Fn(JsValue)>::new(|data: JsValue| {
        if let Some(command) = strings(&data).and_then(rows::news_of) {
            post(Command::Archive(command));
        }
    });
    let promise = db_open(news.as_ref().unchecked_ref());
    // Kept for the page's life: the other tabs' news.
    news.forget();
    dom::then(&promise, move |r| {
        let loaded = match r {
            Ok(games) => strings(&games)
                .and_then(rows::entries_of)
                .ok_or_else(|| "its games cannot be read".to_string()),
            Err(e) => Err(dom::js_text(&e)),
        };
        post(Command::Archive(ArchiveInput::Loaded(loaded)));
    });
}

/// Tells the state how a write went, with the write (a failure: its list goes back to
/// what was stored; the core counts the writes not settled).
fn write(promise: &js_sys::Promise, effect: DbEffect) {
    dom::then(promise, move |r| {
        let r = r.map(drop).map_err(|e| dom::js_text(&e));
        post(Command::Archive(ArchiveInput::Written(r, effect)));
    });
}

/// A game as the database stores it: `{ id, record, updated }`.
fn entry_to_js(e: &Entry) -> JsValue {
    super::js::object(&[
        ("id", e.id.as_str().into()),
        ("record", e.record.as_str().into()),
        ("updated", e.updated.into()),
    ])
}
