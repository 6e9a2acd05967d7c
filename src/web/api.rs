//! `window.threeCrowns`: the page's typed script API. It reads the state the page shows
//! and submits moves through the same door as the board (used by the end-to-end tests,
//! the measurement script and, later, the computer player's worker glue). `perft` runs in
//! the engine's Web Worker (`engine_client`).

use serde::Serialize;

/// Deepest perft the page's API counts (depth 7 from the start takes seconds; the API is
/// for tests and measurements, and `stopPerft` ends any of them).
const MAX_PERFT_DEPTH: u32 = 7;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::app::with_app;
use super::dom;
use super::engine_client::{EngineClient, Reply};
use three_crowns::app::{self as core, Wanted};
use three_crowns::engine::{Command, Start};
use three_crowns::types::Color;
use three_crowns::ui::computer::computer_seat;
use three_crowns::ui::error::{ApiMisuse, Asked, PageError};
use three_crowns::ui::session::{MoveSource, Seat};
use three_crowns::ui::settings::ThemeChoice;

/// `threeCrowns.lessons()`: every lesson, `{ id, title, instruction, tcn, solution, wrong,
/// done }`.
fn lessons() -> JsValue {
    with_app(|a| to_js(&core::api::lessons(a))).unwrap_or(JsValue::NULL)
}

/// `threeCrowns.puzzles()`: a promise of the puzzle set (fetched if needed), each
/// `{ id, rating, plies, themes, solution, tcn }`; rejects when it cannot be loaded.
fn puzzles() -> js_sys::Promise {
    js_sys::Promise::new(&mut |resolve, reject| {
        let busy = reject.clone();
        let asked = with_app(|a| {
            a.with_puzzle_set(Box::new(move |set| {
                let _ = match set {
                    Ok(set) => {
                        let list = core::api::puzzles(set);
                        resolve.call1(&JsValue::NULL, &to_js(&list))
                    }
                    Err(why) => reject.call1(&JsValue::NULL, &js_error(why)),
                };
            }));
        });
        if asked.is_none() {
            let _ = busy.call1(&JsValue::NULL, &js_error(&PageError::Busy));
        }
    })
}

/// `threeCrowns.openPuzzle(id)`: a promise of `{ ok: true }` once the puzzle is on show,
/// or `{ ok: false, error }` (an unknown id, a set that cannot be loaded).
fn open_puzzle(id: JsValue) -> js_sys::Promise {
    js_sys::Promise::new(&mut |resolve, _| {
        let Some(id) = id.as_string() else {
            let _ = resolve.call1(
                &JsValue::NULL,
                &play_reply(Err(PageError::Api(ApiMisuse::PuzzleId))),
            );
            return;
        };
        let r = resolve.clone();
        let asked = with_app(|a| {
            a.open_puzzle(
                Wanted::Id(id),
                Some(Box::new(move |result| {
                    let _ = r.call1(&JsValue::NULL, &play_reply(result));
                })),
            );
        });
        if asked.is_none() {
            let _ = resolve.call1(&JsValue::NULL, &play_reply(Err(PageError::Busy)));
        }
    })
}

/// `threeCrowns.setSettings({ theme, colourBlind, coordinates, muted })`: changes the
/// settings given (any of them), as the controls do.
fn set_settings(changes: JsValue) -> JsValue {
    let get = |k: &str| js_sys::Reflect::get(&changes, &JsValue::from_str(k)).ok();
    let reply = with_app(|a| {
        let mut d = a.display();
        if let Some(t) = get("theme").filter(|t| !t.is_undefined()) {
            d.theme = t
                .as_string()
                .and_then(|t| ThemeChoice::parse(&t))
                .ok_or(PageError::Api(ApiMisuse::Theme))?;
        }
        for (key, on) in [
            ("colourBlind", &mut d.colour_blind),
            ("coordinates", &mut d.coords),
            ("muted", &mut d.muted),
        ] {
            if let Some(v) = get(key).filter(|v| !v.is_undefined()) {
                *on = v.as_bool().ok_or(PageError::Api(ApiMisuse::Switch))?;
            }
        }
        let _ = a.send(core::Command::SetDisplay(d));
        Ok(())
    });
    play_reply(reply.unwrap_or(Err(PageError::Busy)))
}

/// `threeCrowns.setSeat(color, "person" | level)`: hands a seat to a person or the
/// computer at a level 1–8, as the seat controls do.
fn set_seat(color: JsValue, who: JsValue) -> JsValue {
    let side = match color.as_string().as_deref() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return play_reply(Err(PageError::Api(ApiMisuse::SeatColor))),
    };
    let seat = if who.as_string().as_deref() == Some("person") {
        Some(Seat::Person)
    } else {
        who.as_f64()
            .filter(|l| l.fract() == 0.0 && (0.0..=f64::from(u8::MAX)).contains(l))
            .and_then(|l| computer_seat(l as u8))
    };
    let Some(seat) = seat else {
        return play_reply(Err(PageError::Api(ApiMisuse::Seat)));
    };
    play_reply(
        with_app(|a| a.send(core::Command::SetSeat(side, seat))).unwrap_or(Err(PageError::Busy)),
    )
}

/// `{ ok: true }`, or `{ ok: false, error }` with the error's words.
fn play_reply(r: Result<(), PageError>) -> JsValue {
    to_js(&match r {
        Ok(()) => PlayReply {
            ok: true,
            error: None,
        },
        Err(e) => PlayReply {
            ok: false,
            error: Some(e.to_string()),
        },
    })
}

/// A JavaScript `Error` whose message is the error's words (a promise's rejection).
fn js_error(e: &PageError) -> js_sys::Error {
    js_sys::Error::new(&e.to_string())
}

fn to_js<T: Serialize>(v: &T) -> JsValue {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

#[derive(Serialize)]
struct PlayReply {
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn set(obj: &js_sys::Object, name: &str, f: &JsValue) -> Result<(), JsValue> {
    js_sys::Reflect::set(obj, &JsValue::from_str(name), f).map(|_| ())
}

thread_local! {
    /// The engine worker that counts `perft` (started by the first call).
    static PERFT_ENGINE: EngineClient = EngineClient::new(|msg| {
        web_sys::console::warn_1(&JsValue::from_str(&format!("the engine worker failed: {msg}")));
    });
}

/// `threeCrowns.perft(depth)`: a promise of the perft count of the game's live position,
/// counted by the engine worker (the page stays responsive). A perft still running is
/// stopped first; `stopPerft()` stops it (the promise rejects with "stopped").
fn perft(depth: JsValue) -> js_sys::Promise {
    let request = perft_depth(&depth).and_then(|d| {
        with_app(|a| *a.session().game().position())
            .map(|p| {
                let start = Start::Tcn(p);
                let moves = Vec::new();
                vec![Command::Position { start, moves }, Command::Perft(d)]
            })
            .ok_or(PageError::Busy)
    });
    js_sys::Promise::new(&mut |resolve, reject| {
        let commands = match &request {
            Ok(commands) => commands,
            Err(why) => {
                let _ = reject.call1(&JsValue::NULL, &js_error(why));
                return;
            }
        };
        PERFT_ENGINE.with(|engine| {
            engine.stop();
            engine.request(commands, move |reply: Reply| {
                let _ = match perft_count(reply) {
                    Ok(n) => resolve.call1(&JsValue::NULL, &JsValue::from_f64(n as f64)),
                    Err(why) => reject.call1(&JsValue::NULL, &js_error(&why)),
                };
            });
        });
    })
}

fn perft_depth(depth: &JsValue) -> Result<u32, PageError> {
    match depth.as_f64() {
        Some(d) if d.fract() == 0.0 && (0.0..=f64::from(MAX_PERFT_DEPTH)).contains(&d) => {
            Ok(d as u32)
        }
        _ => {
            let shown = match (depth.as_f64(), depth.as_string()) {
                // JavaScript's own spelling of the number: no float formatter in the wasm.
                (Some(d), _) => dom::number_text(d),
                (_, Some(s)) => format!("\"{s}\""),
                _ => depth.js_typeof().as_string().unwrap_or_default(),
            };
            Err(PageError::PerftDepth {
                max: MAX_PERFT_DEPTH,
                given: shown,
            })
        }
    }
}

/// The count in the engine's `perft <depth> <count>` reply, or what went wrong.
fn perft_count(reply: Reply) -> Result<u64, PageError> {
    let lines = reply.map_err(PageError::Engine)?;
    let count = |r| match r {
        three_crowns::engine::Reply::Perft { nodes, .. } => Some(nodes),
        _ => None,
    };
    match three_crowns::engine::Reply::first_answer(&lines, count) {
        Some(answer) => answer.map_err(PageError::EngineSaid),
        None => Err(PageError::NoAnswer {
            asked: Asked::Perft,
            lines,
        }),
    }
}

/// `threeCrowns.bench()`: a promise of the engine's `bench` line (`bench nodes <n> nps <n>
/// time <ms>`) as searched in the engine's Web Worker: the search's speed in
/// this browser, for measurements (README, "Speed"). A perft still running is stopped.
fn bench() -> js_sys::Promise {
    js_sys::Promise::new(&mut |resolve, reject| {
        PERFT_ENGINE.with(|engine| {
            engine.stop();
            engine.request(&[Command::Bench(None)], move |reply: Reply| {
                let line = reply.map_err(PageError::Engine).and_then(|lines| {
                    let bench = |l: &&String| {
                        matches!(l.parse(), Ok(three_crowns::engine::Reply::Bench { .. }))
                    };
                    match lines.iter().find(bench) {
                        Some(l) => Ok(l.clone()),
                        None => Err(PageError::NoAnswer {
                            asked: Asked::Bench,
                            lines,
                        }),
                    }
                });
                let _ = match line {
                    Ok(l) => resolve.call1(&JsValue::NULL, &JsValue::from_str(&l)),
                    Err(why) => reject.call1(&JsValue::NULL, &js_error(&why)),
                };
            });
        });
    })
}

/// Installs `window.threeCrowns` (state, play, setSeat, setSettings, perft, stopPerft,
/// bench, puzzles, openPuzzle, leavePuzzle, lessons, openLesson, leaveLesson).
pub fn install() -> Result<(), JsValue> {
    let api = js_sys::Object::new();
    let state_fn = Closure::<dyn Fn() -> JsValue>::new(|| {
        with_app(|a| to_js(&core::api::state(a))).unwrap_or(JsValue::NULL)
    });
    set(&api, "state", state_fn.as_ref())?;
    state_fn.forget();
    let play_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|text: JsValue| {
        play_reply(match text.as_string() {
            None => Err(PageError::Api(ApiMisuse::PlayText)),
            Some(t) => with_app(|a| a.send(core::Command::PlayText(t, MoveSource::Api)))
                .unwrap_or(Err(PageError::Busy)),
        })
    });
    set(&api, "play", play_fn.as_ref())?;
    play_fn.forget();
    let seat_fn = Closure::<dyn Fn(JsValue, JsValue) -> JsValue>::new(set_seat);
    set(&api, "setSeat", seat_fn.as_ref())?;
    seat_fn.forget();
    let settings_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(set_settings);
    set(&api, "setSettings", settings_fn.as_ref())?;
    settings_fn.forget();
    let perft_fn = Closure::<dyn Fn(JsValue) -> js_sys::Promise>::new(perft);
    set(&api, "perft", perft_fn.as_ref())?;
    perft_fn.forget();
    let bench_fn = Closure::<dyn Fn() -> js_sys::Promise>::new(bench);
    set(&api, "bench", bench_fn.as_ref())?;
    bench_fn.forget();
    let puzzles_fn = Closure::<dyn Fn() -> js_sys::Promise>::new(puzzles);
    set(&api, "puzzles", puzzles_fn.as_ref())?;
    puzzles_fn.forget();
    let open_fn = Closure::<dyn Fn(JsValue) -> js_sys::Promise>::new(open_puzzle);
    set(&api, "openPuzzle", open_fn.as_ref())?;
    open_fn.forget();
    let leave_fn = Closure::<dyn Fn() -> JsValue>::new(|| {
        play_reply(
            with_app(|a| a.send(core::Command::LeavePuzzles)).unwrap_or(Err(PageError::Busy)),
        )
    });
    set(&api, "leavePuzzle", leave_fn.as_ref())?;
    leave_fn.forget();
    let lessons_fn = Closure::<dyn Fn() -> JsValue>::new(lessons);
    set(&api, "lessons", lessons_fn.as_ref())?;
    lessons_fn.forget();
    let open_lesson_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|id: JsValue| {
        let Some(id) = id.as_string() else {
            return play_reply(Err(PageError::Api(ApiMisuse::LessonId)));
        };
        play_reply(
            with_app(|a| a.send(core::Command::OpenLesson(id.clone())))
                .unwrap_or(Err(PageError::Busy)),
        )
    });
    set(&api, "openLesson", open_lesson_fn.as_ref())?;
    open_lesson_fn.forget();
    let leave_lesson_fn = Closure::<dyn Fn() -> JsValue>::new(|| {
        play_reply(
            with_app(|a| a.send(core::Command::LeaveLessons)).unwrap_or(Err(PageError::Busy)),
        )
    });
    set(&api, "leaveLesson", leave_lesson_fn.as_ref())?;
    leave_lesson_fn.forget();
    let stop_fn = Closure::<dyn Fn() -> bool>::new(|| PERFT_ENGINE.with(EngineClient::stop));
    set(&api, "stopPerft", stop_fn.as_ref())?;
    stop_fn.forget();
    js_sys::Reflect::set(
        &dom::window(),
        &JsValue::from_str("threeCrowns"),
        api.unchecked_ref(),
    )?;
    Ok(())
}
