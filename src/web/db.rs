//! The archive's database (IndexedDB), as the app core's `DbEffect`s ask: opened at
//! start, written at every change of the game on the board, a game deleted; what it and
//! the page's other tabs say goes back to the state as `ArchiveInput`s. The database's
//! JavaScript is the small module `db.js` beside this file (wasm-bindgen's snippet,
//! loaded with the page's glue). The script API waits on it ([`Db`], in the app):
//! [`when_open`] until it has opened (or cannot be used), [`when_idle`] until every write
//! asked has settled.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{dom, storage};
use super::{post, with_app};
use three_crowns::app::archive::{ArchiveInput, DbEffect};
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

type Waiter = Box<dyn FnOnce()>;

/// The database as the page holds it (in the app, shared with its own callbacks).
#[derive(Clone, Default)]
pub struct Db(Rc<RefCell<Waits>>);

/// Whether the database has opened (or cannot be used), the writes asked and not
/// settled, and who waits for either.
#[derive(Default)]
struct Waits {
    settled: bool,
    pending: u32,
    open: Vec<Waiter>,
    idle: Vec<Waiter>,
}

/// Runs `f` once the database has opened or is known not to open (the app is never busy
/// when a script calls).
pub fn when_open(f: impl FnOnce() + 'static) {
    let db = with_app(|a| a.db.clone()).unwrap_or_default();
    let settled = db.0.borrow().settled;
    match settled {
        true => f(),
        false => db.0.borrow_mut().open.push(Box::new(f)),
    }
}

/// Runs `f` once the database has opened and every write asked has settled.
pub fn when_idle(f: impl FnOnce() + 'static) {
    when_open(move || {
        let db = with_app(|a| a.db.clone()).unwrap_or_default();
        let idle = db.0.borrow().pending == 0;
        match idle {
            true => f(),
            false => db.0.borrow_mut().idle.push(Box::new(f)),
        }
    });
}

impl Db {
    /// Carries out what the state asks of the database.
    #[inline(never)]
    pub fn carry_out(&self, effect: DbEffect) {
        match &effect {
            DbEffect::Open => self.open(),
            DbEffect::Put { games, .. } => {
                let value: js_sys::Array = games.iter().map(entry_to_js).collect();
                self.write(&db_put(value.into()), effect);
            }
            DbEffect::Delete(game) => self.write(&db_delete(&game.id), effect),
        }
    }

    /// Changes the waits as `change` says, then runs the waiters it took.
    fn settle(&self, change: impl FnOnce(&mut Waits) -> Vec<Waiter>) {
        let waiters = change(&mut self.0.borrow_mut());
        waiters.into_iter().for_each(|w| w());
    }

    fn open(&self) {
        let news = Closure::<dyn Fn(JsValue)>::new(|data: JsValue| {
            if let Some(command) = news_of(&data) {
                post(Command::Archive(command));
            }
        });
        let promise = db_open(news.as_ref().unchecked_ref());
        // Kept for the page's life: the other tabs' news.
        news.forget();
        let db = self.clone();
        dom::then(&promise, move |r| {
            let loaded = match r {
                Ok(games) => {
                    entries_of(&games).ok_or_else(|| "its games cannot be read".to_string())
                }
                Err(e) => Err(dom::js_text(&e)),
            };
            post(Command::Archive(ArchiveInput::Loaded(loaded)));
            db.settle(|w| {
                w.settled = true;
                std::mem::take(&mut w.open)
            });
        });
    }

    /// Counts a write until it settles; a failure is told to the state with the write (its
    /// list goes back to what was stored); once stored, the records kept in `localStorage`
    /// that it moved leave it.
    fn write(&self, promise: &js_sys::Promise, effect: DbEffect) {
        self.0.borrow_mut().pending += 1;
        let db = self.clone();
        dom::then(promise, move |r| {
            match r {
                Ok(_) => {
                    if let DbEffect::Put { forget_kept, .. } = &effect {
                        for record in forget_kept {
                            storage::forget_kept(record);
                        }
                    }
                }
                Err(e) => post(Command::Archive(ArchiveInput::NotStored(
                    dom::js_text(&e),
                    effect,
                ))),
            }
            db.settle(|w| {
                w.pending = w.pending.saturating_sub(1);
                match w.pending {
                    0 => std::mem::take(&mut w.idle),
                    _ => Vec::new(),
                }
            });
        });
    }
}

/// What another tab said: games stored, or a game deleted.
fn news_of(data: &JsValue) -> Option<ArchiveInput> {
    let get = |k: &str| js_sys::Reflect::get(data, &JsValue::from_str(k)).ok();
    if let Some(put) = get("put").filter(|v| !v.is_undefined()) {
        let games = entries_of(&put)?;
        return Some(ArchiveInput::StoredElsewhere(games));
    }
    let id = get("deleted")?.as_string()?;
    Some(ArchiveInput::DeletedElsewhere(id))
}

/// A game as the database stores it: `{ id, record, updated }`.
fn entry_to_js(e: &Entry) -> JsValue {
    super::js::object(&[
        ("id", e.id.as_str().into()),
        ("record", e.record.as_str().into()),
        ("updated", e.updated.into()),
    ])
}

/// The games of an array of `{ id, record, updated }` (read by hand: no deserializer
/// in the page); one that is not such is left out.
fn entries_of(v: &JsValue) -> Option<Vec<Entry>> {
    let array = v.dyn_ref::<js_sys::Array>()?;
    Some(
        array
            .iter()
            .filter_map(|g| {
                let get = |k: &str| js_sys::Reflect::get(&g, &k.into()).ok();
                Some(Entry {
                    id: get("id")?.as_string()?,
                    record: get("record")?.as_string()?,
                    updated: get("updated")?.as_f64().unwrap_or(0.0),
                })
            })
            .collect(),
    )
}
