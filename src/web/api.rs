//! `window.threeCrowns`: the page's typed script API. It reads the state the page shows
//! (`three_crowns::app::api`) and sends commands through the same door as the board; the
//! app core reads its arguments (`api::calls`). Used by the end-to-end tests and the
//! measurement script; `perft` and `bench` run in an engine Web Worker.

mod archive;

use serde::Serialize;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::dom;
use super::with_app;
use three_crowns::app::api::calls::{self, Given};
use three_crowns::app::api::commands;
use three_crowns::app::engines::{bench_line, perft_count};
use three_crowns::app::{self as core, Wanted};
use three_crowns::engine::Command;
use three_crowns::ui::error::{ApiMisuse, PageError};

/// An argument as the app core reads it.
fn given(v: &JsValue) -> Given {
    if v.is_undefined() || v.is_null() {
        Given::Absent
    } else if let Some(b) = v.as_bool() {
        Given::Bool(b)
    } else if let Some(s) = v.as_string() {
        Given::Text(s)
    } else if let Some(n) = v.as_f64() {
        // JavaScript's own spelling of the number: no float formatter in the wasm.
        Given::Number(n, dom::number_text(n))
    } else {
        Given::Other(v.js_typeof().as_string().unwrap_or_default())
    }
}

/// Sends the command a call made, if it was read; `{ ok }` or `{ ok: false, error }`.
fn send(command: Result<core::Command, PageError>) -> JsValue {
    reply(command.and_then(|c| with_app(|a| a.send(c)).unwrap_or(Err(PageError::Busy))))
}

/// `{ ok: true }`, or `{ ok: false, error }` with the error's words.
fn reply(r: Result<(), PageError>) -> JsValue {
    #[derive(Serialize)]
    struct Reply {
        ok: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    }
    let error = r.err().map(|e| e.to_string());
    to_js(&Reply {
        ok: error.is_none(),
        error,
    })
}

fn to_js<T: Serialize>(v: &T) -> JsValue {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// A promise settled by `start`, which is handed its resolve and reject functions.
fn promise(start: Box<dyn FnOnce(js_sys::Function, js_sys::Function)>) -> js_sys::Promise {
    let mut start = Some(start);
    js_sys::Promise::new(&mut |resolve, reject| {
        if let Some(start) = start.take() {
            start(resolve, reject);
        }
    })
}

/// Resolves with the value, or rejects with a JavaScript `Error` of the error's words.
fn settle(resolve: &js_sys::Function, reject: &js_sys::Function, r: Result<JsValue, PageError>) {
    let _ = match r {
        Ok(v) => resolve.call1(&JsValue::NULL, &v),
        Err(e) => reject.call1(&JsValue::NULL, &js_sys::Error::new(&e.to_string())),
    };
}

/// `threeCrowns.puzzles()`: a promise of the puzzle set (fetched if needed), each
/// `{ id, rating, plies, themes, solution, tcn }`; rejects when it cannot be loaded.
fn puzzles() -> js_sys::Promise {
    promise(Box::new(move |resolve, reject| {
        let (res, rej) = (resolve.clone(), reject.clone());
        let asked = with_app(|a| {
            a.with_puzzle_set(Box::new(move |set| {
                let set = set
                    .map(|s| to_js(&core::api::puzzles(s)))
                    .map_err(Clone::clone);
                settle(&res, &rej, set);
            }));
        });
        if asked.is_none() {
            settle(&resolve, &reject, Err(PageError::Busy));
        }
    }))
}

/// `threeCrowns.openPuzzle(id)`: a promise of `{ ok: true }` once the puzzle is on show,
/// or `{ ok: false, error }` (an unknown id, a set that cannot be loaded).
fn open_puzzle(id: JsValue) -> js_sys::Promise {
    promise(Box::new(move |resolve, _| {
        let id = match calls::text(given(&id), ApiMisuse::PuzzleId) {
            Ok(id) => id,
            Err(e) => return drop(resolve.call1(&JsValue::NULL, &reply(Err(e)))),
        };
        let r = resolve.clone();
        let done = Box::new(move |result| drop(r.call1(&JsValue::NULL, &reply(result))));
        if with_app(|a| a.open_puzzle(Wanted::Id(id), Some(done))).is_none() {
            let _ = resolve.call1(&JsValue::NULL, &reply(Err(PageError::Busy)));
        }
    }))
}

/// `threeCrowns.newGame({ white, black, names, clock })`: the game starts at once (the
/// game in progress kept); `{ ok }` or `{ ok: false, error }`.
fn new_game(arg: JsValue) -> JsValue {
    let get = |o: &JsValue, k: &str| given(&js_sys::Reflect::get(o, &k.into()).unwrap_or_default());
    // An object's two properties; `None` for undefined or null; an error for the rest.
    let pair = |v: JsValue, a: &str, b: &str| {
        if v.is_undefined() || v.is_null() {
            Ok(None)
        } else if v.is_object() {
            Ok(Some([get(&v, a), get(&v, b)]))
        } else {
            Err(())
        }
    };
    let field = |k: &str| js_sys::Reflect::get(&arg, &k.into()).unwrap_or_default();
    let read = calls::NewGameGiven {
        white: get(&arg, "white"),
        black: get(&arg, "black"),
        names: pair(field("names"), "white", "black"),
        clock: pair(field("clock"), "minutes", "increment"),
    };
    send(calls::new_game(&read))
}

/// `threeCrowns.startFriendGame({ color, name })`: a game with a friend starts at once
/// (the game in progress kept); `{ ok: true, id, link }` or `{ ok: false, error }`.
fn start_friend_game(arg: JsValue) -> JsValue {
    let get = |k: &str| given(&js_sys::Reflect::get(&arg, &k.into()).unwrap_or_default());
    let command = if arg.is_object() {
        calls::friend_game(&get("color"), &get("name"))
    } else {
        Err(PageError::Api(ApiMisuse::FriendGame(
            "the argument is { color, name }",
        )))
    };
    let sent = command.and_then(|c| with_app(|a| a.send(c)).unwrap_or(Err(PageError::Busy)));
    #[derive(Serialize)]
    struct Started {
        ok: bool,
        id: String,
        link: String,
    }
    match sent {
        Ok(()) => {
            let (id, link) = with_app(|a| {
                let s = &*a;
                (
                    s.friend_games()
                        .first()
                        .map(|g| g.id.clone())
                        .unwrap_or_default(),
                    s.friend_link().unwrap_or_default(),
                )
            })
            .unwrap_or_default();
            to_js(&Started { ok: true, id, link })
        }
        Err(e) => reply(Err(e)),
    }
}

/// Counts `commands` in the counting worker (stopping a count under way); the promise
/// resolves with what `read` makes of the reply.
fn count(
    commands: Result<Vec<Command>, PageError>,
    read: fn(core::channel::Reply) -> Result<JsValue, PageError>,
) -> js_sys::Promise {
    promise(Box::new(move |resolve, reject| {
        let commands = match commands {
            Ok(c) => c,
            Err(e) => return settle(&resolve, &reject, Err(e)),
        };
        let (res, rej) = (resolve.clone(), reject.clone());
        let done = Box::new(move |r| settle(&res, &rej, read(r)));
        if with_app(|a| a.count(commands, done)).is_none() {
            settle(&resolve, &reject, Err(PageError::Busy));
        }
    }))
}

/// A call of the script API: its name on `window.threeCrowns`, and what it does with its
/// first two arguments.
pub(super) type Call = (&'static str, fn(JsValue, JsValue) -> JsValue);

/// The API's calls (the archive's and the pictures' are [`archive::CALLS`]; those that
/// only send a command are the core's, `commands::SENT`).
const CALLS: [Call; 13] = [
    ("state", |_, _| {
        with_app(|a| to_js(&core::api::state(a, super::dom::now_ms()))).unwrap_or(JsValue::NULL)
    }),
    ("setSettings", |changes, _| {
        let get = |k: &str| given(&js_sys::Reflect::get(&changes, &k.into()).unwrap_or_default());
        let asked = [
            get("theme"),
            get("colourBlind"),
            get("coordinates"),
            get("muted"),
        ];
        let display = with_app(|a| calls::set_settings(a, asked)).unwrap_or(Err(PageError::Busy));
        // Every setting given is checked before any changes.
        match (display, calls::set_language(&get("language"))) {
            (Ok(display), Ok(language)) => {
                let sent = with_app(|a| {
                    a.send(display)?;
                    language.map_or(Ok(()), |l| a.send(l))
                });
                reply(sent.unwrap_or(Err(PageError::Busy)))
            }
            (Err(e), _) | (_, Err(e)) => reply(Err(e)),
        }
    }),
    ("languages", |_, _| to_js(&calls::languages())),
    ("perft", |depth, _| {
        let commands = with_app(|a| calls::perft(a, &given(&depth)));
        count(commands.unwrap_or(Err(PageError::Busy)), |r| {
            perft_count(r).map(|n| JsValue::from_f64(n as f64))
        })
        .into()
    }),
    ("bench", |_, _| {
        count(Ok(vec![Command::Bench(None)]), |r| {
            bench_line(r).map(JsValue::from)
        })
        .into()
    }),
    ("stopPerft", |_, _| {
        with_app(|a| a.stop_count()).unwrap_or(false).into()
    }),
    ("newGame", |a, _| new_game(a)),
    ("startFriendGame", |a, _| start_friend_game(a)),
    ("friendGames", |_, _| {
        // The kept friend games are in the archive: listed once it has answered.
        promise(Box::new(|resolve, _| {
            super::db::when_idle(move || {
                let games = with_app(|a| to_js(&core::api::friend_games(a)));
                let _ = resolve.call1(&JsValue::NULL, &games.unwrap_or(JsValue::NULL));
            });
        }))
        .into()
    }),
    ("openFriendGame", |id, _| {
        let id = calls::text(given(&id), ApiMisuse::FriendId);
        archive::send_then_idle(id.map(core::Command::OpenFriendGame)).into()
    }),
    ("puzzles", |_, _| puzzles().into()),
    ("openPuzzle", |id, _| open_puzzle(id).into()),
    ("lessons", |_, _| {
        with_app(|a| to_js(&core::api::lessons(a))).unwrap_or(JsValue::NULL)
    }),
];

/// Every call, the archive's and the pictures' last.
fn every_call() -> impl Iterator<Item = &'static Call> {
    CALLS.iter().chain(archive::CALLS.iter())
}

/// Installs `window.threeCrowns`: one function for each of [`every_call`], each the one closure
/// [`call`] with its name bound as its first argument. The start of the page's wasm makes
/// the object (a first visit calls no API: scripts/split-wasm.mjs leaves the calls' code
/// with the rest, fetched at the first call).
pub fn install() -> Result<(), JsValue> {
    let closure = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> JsValue>::new(
        |name: JsValue, a: JsValue, b: JsValue| call(&name.as_string().unwrap_or_default(), a, b),
    );
    let f: &js_sys::Function = closure.as_ref().unchecked_ref();
    let api = js_sys::Object::new();
    for name in every_call().map(|(n, _)| *n).chain(commands::SENT) {
        let name = JsValue::from_str(name);
        js_sys::Reflect::set(&api, &name, &f.bind1(&JsValue::NULL, &name))?;
    }
    closure.forget();
    js_sys::Reflect::set(&dom::window(), &"threeCrowns".into(), &api)?;
    Ok(())
}

/// The API's call `name` with its arguments (`undefined` for a name it does not have).
#[inline(never)]
fn call(name: &str, a: JsValue, b: JsValue) -> JsValue {
    if let Some(command) = commands::command(name, given(&a), &given(&b)) {
        return send(command);
    }
    every_call()
        .find(|(n, _)| *n == name)
        .map_or(JsValue::UNDEFINED, |(_, f)| f(a, b))
}
