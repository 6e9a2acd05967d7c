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

use super::app::{with_app, App, Wanted};
use super::dom;
use super::engine_client::{EngineClient, Reply};
use three_crowns::engine::{Command, Start};
use three_crowns::position::Outcome;
use three_crowns::tcn::to_tcn;
use three_crowns::types::{Color, Move};
use three_crowns::ui::computer::computer_seat;
use three_crowns::ui::error::{ApiMisuse, Asked, PageError};
use three_crowns::ui::input::{Consequences, Gain};
use three_crowns::ui::lessons::LESSONS;
use three_crowns::ui::session::{MoveSource, Seat};
use three_crowns::ui::settings::ThemeChoice;
use three_crowns::ui::threats::{Completion, HopEffect, Threats};

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
    /// The keyboard cursor's square, `null` while none is drawn (it appears at the first
    /// key pressed on the board).
    cursor: Option<String>,
    /// The square under a dragged piece, highlighted on the board.
    drag_over: Option<String>,
    /// A double jump's chosen first landing, while the second hop is awaited.
    via: Option<String>,
    /// The move previewed on the destination pointed at, dragged over or under the
    /// keyboard cursor, with what it would do in words: `{ move, says }`.
    preview: Option<PreviewView>,
    /// What the selection's moves would do (see `ui::input::Consequences`).
    marks: MarksView,
    /// What the last move on show took, drawn faintly: `{ square, lost }`, `lost`
    /// `"piece"` (captured) or `"crown"` (uncrowned).
    trace: Option<SquareMark>,
    status: String,
    can_undo: bool,
    can_redo: bool,
    repetition: bool,
    winning_squares: Vec<String>,
    /// Who sits in each seat: `"person"` or the computer's level.
    seats: Seats,
    /// Whether the computer is searching for a seat's move.
    thinking: bool,
    /// The hint on show, in canonical notation.
    hint: Option<String>,
    /// Whether the computer's moves are held.
    paused: bool,
    /// Theme, palette, coordinates, sound.
    settings: SettingsView,
    /// The threat overlay of the position on show, while it is on.
    threats: Option<ThreatsView>,
    /// The position editor, while it is open.
    editor: Option<EditorView>,
    /// The analysis of the position on show: `null` when off.
    analysis: Option<AnalysisView>,
    /// The review of the game: `null` when none.
    review: Option<ReviewStateView>,
    /// The puzzle on show: `null` outside puzzle mode.
    puzzle: Option<PuzzleStateView>,
    /// The lesson on show: `null` outside Learn mode.
    lesson: Option<LessonStateView>,
}

/// The lesson on show as the API shows it.
#[derive(Serialize)]
struct LessonStateView {
    id: &'static str,
    /// Its place in `lessons()`, from 0.
    index: usize,
    title: &'static str,
    /// `trying`, `replying`, `missed` or `done`.
    status: &'static str,
    /// The last thing the lesson said (the status line's feedback).
    message: String,
    /// Each lesson's done flag, in order.
    done: Vec<bool>,
}

/// One lesson, as `threeCrowns.lessons()` lists it.
#[derive(Serialize)]
struct LessonListItem {
    id: &'static str,
    title: &'static str,
    instruction: &'static str,
    tcn: &'static str,
    /// A solution: the learner's moves and the scripted replies, in order.
    solution: Vec<&'static str>,
    /// A legal first move that misses the goal.
    wrong: &'static str,
    done: bool,
}

fn lesson_state(a: &App) -> Option<LessonStateView> {
    let v = a.lesson_view()?;
    let l = v.attempt.lesson();
    Some(LessonStateView {
        id: l.id,
        index: v.attempt.index(),
        title: l.title,
        status: v.attempt.status().word(),
        message: v.message.to_string(),
        done: v.progress.flags(),
    })
}

/// `threeCrowns.lessons()`: every lesson, `{ id, title, instruction, tcn, solution, wrong,
/// done }`.
fn lessons() -> JsValue {
    let list = with_app(|a| {
        let p = a.lesson_progress();
        LESSONS
            .iter()
            .enumerate()
            .map(|(i, l)| LessonListItem {
                id: l.id,
                title: l.title,
                instruction: l.instruction,
                tcn: l.tcn,
                solution: l.solution.to_vec(),
                wrong: l.wrong,
                done: p.is_done(i),
            })
            .collect::<Vec<_>>()
    });
    list.map_or(JsValue::NULL, |l| to_js(&l))
}

/// The puzzle on show as the API shows it.
#[derive(Serialize)]
struct PuzzleStateView {
    id: String,
    solver: &'static str,
    rating: u32,
    themes: Vec<String>,
    /// The solution's length.
    plies: usize,
    /// The puzzle's moves made on the board.
    ply: usize,
    /// `solving`, `wrong`, `solved` or `showing`.
    status: &'static str,
    /// The defender's answer to a wrong move, once found.
    refutation: Option<String>,
    progress: ProgressView,
}

#[derive(Serialize)]
struct ProgressView {
    solved: usize,
    failed: usize,
    streak: u32,
    rating: i32,
}

/// One puzzle of the set, as `threeCrowns.puzzles()` lists it.
#[derive(Serialize)]
struct PuzzleListItem {
    id: String,
    rating: u32,
    plies: usize,
    themes: Vec<String>,
    solution: Vec<String>,
    tcn: String,
}

fn puzzle_state(a: &App) -> Option<PuzzleStateView> {
    let v = a.puzzle_view()?;
    let p = v.attempt.puzzle();
    Some(PuzzleStateView {
        id: p.id.clone(),
        solver: side(v.attempt.solver()),
        rating: p.rating,
        themes: p.themes.clone(),
        plies: p.solution.len(),
        ply: v.attempt.ply(),
        status: v.attempt.status().word(),
        refutation: v.attempt.refutation().map(|m| m.to_string()),
        progress: ProgressView {
            solved: v.progress.solved.len(),
            failed: v.progress.failed.len(),
            streak: v.progress.streak,
            rating: v.progress.rating,
        },
    })
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
                        let list: Vec<PuzzleListItem> = set
                            .iter()
                            .map(|p| PuzzleListItem {
                                id: p.id.clone(),
                                rating: p.rating,
                                plies: p.solution.len(),
                                themes: p.themes.clone(),
                                solution: p.solution.iter().map(Move::to_string).collect(),
                                tcn: to_tcn(&p.position),
                            })
                            .collect();
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

/// The analysis as the API shows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnalysisView {
    /// The depth reached (0: none yet, or a finished position).
    depth: u32,
    /// White's winning chances, 0…1 (`null` before the first result).
    win_chance: Option<f64>,
    /// A proved win: the plies to it, positive for White, negative for Black.
    win_in: Option<i32>,
    /// The best line, canonical moves.
    line: Vec<String>,
}

/// The review as the API shows it.
#[derive(Serialize)]
struct ReviewStateView {
    /// 0…1.
    progress: f64,
    /// The marked moves (once the review is done).
    marks: Vec<MarkView>,
}

#[derive(Serialize)]
struct MarkView {
    ply: usize,
    class: &'static str,
    better: String,
}

/// The position editor as the API shows it.
#[derive(Serialize)]
struct EditorView {
    /// The arrangement's position text (also when it is not a valid position).
    tcn: String,
    /// Why it cannot be played (the rules core's reason), or `null`.
    error: Option<String>,
}

/// The threat overlay as the API shows it.
#[derive(Serialize)]
struct ThreatsView {
    /// `{ square, side, effect }`: `side` the threatened piece's, `effect` `"hop"`,
    /// `"uncrown"` or `"capture"`.
    hops: Vec<HopView>,
    /// `{ square, side, kind }`: `side` the one whose step completes, `kind` `"troika"`
    /// or `"crowned-troika"`.
    spots: Vec<SpotView>,
}

#[derive(Serialize)]
struct HopView {
    square: String,
    side: &'static str,
    effect: &'static str,
    by: String,
}

#[derive(Serialize)]
struct SpotView {
    square: String,
    side: &'static str,
    kind: &'static str,
    by: String,
}

/// `state().marks`: destinations that crown (`"crown"`) or win (`"win"`), and the hopped
/// pieces' fates (`"hop"`, `"uncrown"`, `"capture"`), as the board marks them.
/// A previewed move (`state().preview`).
#[derive(Serialize)]
struct PreviewView {
    r#move: String,
    says: String,
}

#[derive(Serialize)]
struct MarksView {
    gains: Vec<SquareMark>,
    hops: Vec<SquareMark>,
}

#[derive(Serialize)]
struct SquareMark {
    square: String,
    mark: &'static str,
}

fn hop_word(e: HopEffect) -> &'static str {
    match e {
        HopEffect::Hopped => "hop",
        HopEffect::Uncrowns => "uncrown",
        HopEffect::Captures => "capture",
    }
}

fn marks_view(c: &Consequences) -> MarksView {
    MarksView {
        gains: c
            .gains
            .iter()
            .map(|&(sq, g)| SquareMark {
                square: sq.to_string(),
                mark: match g {
                    Gain::Crowns => "crown",
                    Gain::Wins => "win",
                },
            })
            .collect(),
        hops: c
            .hops
            .iter()
            .map(|&(sq, e)| SquareMark {
                square: sq.to_string(),
                mark: hop_word(e),
            })
            .collect(),
    }
}

fn threats_view(t: &Threats) -> ThreatsView {
    ThreatsView {
        hops: t
            .hops
            .iter()
            .map(|h| HopView {
                square: h.square.to_string(),
                side: side(h.side),
                effect: hop_word(h.effect),
                by: h.by.to_string(),
            })
            .collect(),
        spots: t
            .spots
            .iter()
            .map(|s| SpotView {
                square: s.square.to_string(),
                side: side(s.side),
                kind: match s.kind {
                    Completion::Troika => "troika",
                    Completion::CrownedTroika => "crowned-troika",
                },
                by: s.by.to_string(),
            })
            .collect(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SettingsView {
    /// `"system"`, `"light"` or `"dark"`: the choice.
    theme: &'static str,
    /// `"light"` or `"dark"`: the scheme shown.
    scheme: &'static str,
    colour_blind: bool,
    coordinates: bool,
    muted: bool,
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
        a.set_display(d);
        Ok(())
    });
    play_reply(reply.unwrap_or(Err(PageError::Busy)))
}

/// A seat as the API shows it: `"person"` or a level number.
#[derive(Serialize)]
#[serde(untagged)]
enum SeatView {
    Person(&'static str),
    Computer(u8),
}

impl From<Seat> for SeatView {
    fn from(s: Seat) -> SeatView {
        match s {
            Seat::Person => SeatView::Person("person"),
            Seat::Computer { level } => SeatView::Computer(level),
        }
    }
}

#[derive(Serialize)]
struct Seats {
    white: SeatView,
    black: SeatView,
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
    play_reply(with_app(|a| a.set_seat(side, seat)).ok_or(PageError::Busy))
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

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn state(a: &App) -> StateView {
    let session = a.session();
    let game = session.game();
    let pos = game.position();
    StateView {
        tcn: to_tcn(pos),
        turn: side(pos.turn()),
        ply: game.ply(),
        view_ply: session.view_ply(),
        moves: game.move_list().iter().map(Move::to_string).collect(),
        legal_moves: a.legal_moves().iter().map(Move::to_string).collect(),
        outcome: game.outcome().map(|o: Outcome| OutcomeView {
            result: o.result_text(),
            reason: o.reason_code(),
            winner: o.winner().map(side),
        }),
        captures: Captures {
            white: pos.captures_by(Color::White),
            black: pos.captures_by(Color::Black),
        },
        flipped: a.flipped(),
        animating: a.is_animating(),
        selected: a.selected().map(|s| s.to_string()),
        cursor: a.cursor().map(|s| s.to_string()),
        drag_over: a.drag_over().map(|s| s.to_string()),
        via: a.via().map(|s| s.to_string()),
        preview: a.preview_move().map(|p| PreviewView {
            r#move: p.mv.to_string(),
            says: three_crowns::ui::words::preview(&p),
        }),
        marks: marks_view(&a.consequences()),
        trace: session.displayed_last_move().and_then(|(_, p)| {
            let (sq, mark) = match (p.effects.captured, p.effects.uncrowned) {
                (Some(sq), _) => (sq, "piece"),
                (None, Some(sq)) => (sq, "crown"),
                _ => return None,
            };
            Some(SquareMark {
                square: sq.to_string(),
                mark,
            })
        }),
        status: a.status().to_string(),
        can_undo: game.can_undo(),
        can_redo: game.can_redo(),
        repetition: game.repetition_rule(),
        winning_squares: a
            .winning_squares()
            .into_iter()
            .map(|s| s.to_string())
            .collect(),
        seats: Seats {
            white: session.seat(Color::White).into(),
            black: session.seat(Color::Black).into(),
        },
        thinking: a.computer().is_thinking(),
        hint: a.shown_hint().map(|m| m.to_string()),
        paused: a.computer().is_paused(),
        settings: {
            let d = a.display();
            SettingsView {
                theme: d.theme.as_str(),
                scheme: a.scheme().as_str(),
                colour_blind: d.colour_blind,
                coordinates: d.coords,
                muted: d.muted,
            }
        },
        threats: a.threats().map(threats_view),
        analysis: match a.analysis() {
            (false, _) => None,
            (true, eval) => Some(AnalysisView {
                depth: eval.map_or(0, |e| e.depth),
                win_chance: eval.map(|e| e.white_chance),
                win_in: eval.and_then(|e| e.win_in),
                line: eval.map_or(Vec::new(), |e| e.line.iter().map(Move::to_string).collect()),
            }),
        },
        review: a.review_state().map(|(progress, marks)| ReviewStateView {
            progress,
            marks: marks
                .iter()
                .map(|m| MarkView {
                    ply: m.ply,
                    class: m.class.word(),
                    better: m.better.to_string(),
                })
                .collect(),
        }),
        puzzle: puzzle_state(a),
        lesson: lesson_state(a),
        editor: a.editor().map(|e| EditorView {
            tcn: e.tcn(),
            error: e.check().err().map(|e| e.to_string()),
        }),
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
        with_app(|a| to_js(&state(a))).unwrap_or(JsValue::NULL)
    });
    set(&api, "state", state_fn.as_ref())?;
    state_fn.forget();
    let play_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|text: JsValue| {
        play_reply(match text.as_string() {
            None => Err(PageError::Api(ApiMisuse::PlayText)),
            Some(t) => {
                with_app(|a| a.play_text(&t, MoveSource::Api)).unwrap_or(Err(PageError::Busy))
            }
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
        play_reply(with_app(App::leave_puzzles).ok_or(PageError::Busy))
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
        play_reply(with_app(|a| a.open_lesson_id(&id)).unwrap_or(Err(PageError::Busy)))
    });
    set(&api, "openLesson", open_lesson_fn.as_ref())?;
    open_lesson_fn.forget();
    let leave_lesson_fn = Closure::<dyn Fn() -> JsValue>::new(|| {
        play_reply(with_app(App::leave_lessons).ok_or(PageError::Busy))
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
