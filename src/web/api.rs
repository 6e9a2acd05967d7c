//! `window.threeCrowns`: the page's typed script API. It reads the state the page shows
//! and submits moves through the same door as the board (used by the end-to-end tests,
//! the measurement script and, later, the computer player's worker glue).

use serde::Serialize;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::app::{with_app, App};
use super::dom;
use crate::position::Outcome;
use crate::tcn::to_tcn;
use crate::types::{Color, Move};
use crate::ui::session::MoveSource;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OutcomeView {
    result: &'static str,
    reason: &'static str,
    winner: Option<&'static str>,
}

#[derive(Serialize)]
struct Captures {
    white: u32,
    black: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateView {
    tcn: String,
    turn: &'static str,
    ply: usize,
    view_ply: usize,
    moves: Vec<String>,
    legal_moves: Vec<String>,
    outcome: Option<OutcomeView>,
    captures: Captures,
    flipped: bool,
    animating: bool,
    selected: Option<String>,
    status: String,
    can_undo: bool,
    can_redo: bool,
    repetition: bool,
    winning_squares: Vec<String>,
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn state(a: &App) -> StateView {
    let game = a.session.game();
    let pos = game.position();
    StateView {
        tcn: to_tcn(pos),
        turn: side(pos.turn()),
        ply: game.ply(),
        view_ply: a.session.view_ply(),
        moves: game.move_list().iter().map(Move::to_string).collect(),
        legal_moves: a.legal.iter().map(Move::to_string).collect(),
        outcome: game.outcome().map(|o: Outcome| OutcomeView {
            result: o.result_text(),
            reason: o.reason_code(),
            winner: o.winner().map(side),
        }),
        captures: Captures {
            white: pos.captures_by(Color::White),
            black: pos.captures_by(Color::Black),
        },
        flipped: a.orientation.flipped,
        animating: a.anim.is_some(),
        selected: a.input.selected().map(|s| s.to_string()),
        status: a.status.clone(),
        can_undo: game.can_undo(),
        can_redo: game.can_redo(),
        repetition: game.repetition_rule(),
        winning_squares: a.winning_squares().map(|s| s.to_string()).collect(),
    }
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

pub fn install() -> Result<(), JsValue> {
    let api = js_sys::Object::new();
    let state_fn = Closure::<dyn Fn() -> JsValue>::new(|| {
        with_app(|a| to_js(&state(a))).unwrap_or(JsValue::NULL)
    });
    set(&api, "state", state_fn.as_ref())?;
    state_fn.forget();
    let play_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|text: JsValue| {
        let reply = match text.as_string() {
            None => PlayReply {
                ok: false,
                error: Some("play() takes a move in notation, like a6-a7".into()),
            },
            Some(t) => match with_app(|a| a.play_text(&t, MoveSource::Api)) {
                Some(Ok(())) => PlayReply {
                    ok: true,
                    error: None,
                },
                Some(Err(e)) => PlayReply {
                    ok: false,
                    error: Some(e),
                },
                None => PlayReply {
                    ok: false,
                    error: Some("the game is busy".into()),
                },
            },
        };
        to_js(&reply)
    });
    set(&api, "play", play_fn.as_ref())?;
    play_fn.forget();
    let perft_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|depth: JsValue| {
        let d = depth
            .as_f64()
            .filter(|d| (0.0..=7.0).contains(d))
            .map(|d| d as u32);
        match d.and_then(|d| with_app(|a| a.session.game().position().perft(d))) {
            Some(n) => JsValue::from_f64(n as f64),
            None => JsValue::NULL,
        }
    });
    set(&api, "perft", perft_fn.as_ref())?;
    perft_fn.forget();
    js_sys::Reflect::set(
        &dom::window(),
        &JsValue::from_str("threeCrowns"),
        api.unchecked_ref(),
    )?;
    Ok(())
}
