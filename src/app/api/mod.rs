//! The page's state as the script API (`window.threeCrowns`) shows it: plain data built
//! from [`State`], serialised by the shell (the `serde` feature, which the browser game
//! turns on). The end-to-end tests read the page through it.
#![cfg_attr(not(feature = "serde"), allow(dead_code))]

use crate::position::Outcome;
use crate::tcn::to_tcn;
use crate::types::{Color, Move};
use crate::ui::session::Seat;

use super::State;

pub mod archive;
pub mod calls;
pub mod commands;
pub mod dispatch;
pub(in crate::app) mod live;
mod marks;
mod modes;
mod play;
use marks::{marks_view, mistakes_view, threats_view};
pub use marks::{HopView, MarksView, SpotView, SquareMark, ThreatsView};
pub use modes::{
    choice_given, lessons, puzzle_themes, puzzles, LessonListItem, LessonStateView, ProgressView,
    PuzzleListItem, PuzzleStateView, ThemeView,
};
use modes::{lesson_state, puzzle_state};
pub use play::{friend_games, ClockView, FriendGameView, FriendNames, FriendView, NamesView};

/// How the game ended.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct OutcomeView {
    result: &'static str,
    reason: &'static str,
    winner: Option<&'static str>,
}

/// Pieces each side has captured.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Captures {
    white: u32,
    black: u32,
}

/// The page's state as the script API shows it (`threeCrowns.state()`).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct StateView {
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
    /// The players' names as the strips show them.
    names: NamesView,
    /// The clocks, `null` in a game without them.
    clock: Option<ClockView>,
    /// The game with a friend on the board: `null` when it is none.
    friend: Option<play::FriendView>,
    /// The live game on the board (`null`: none).
    live: Option<live::LiveView>,
    /// Theme, palette, coordinates, sound.
    settings: SettingsView,
    /// The threat overlay of the position on show, while it is on.
    threats: Option<ThreatsView>,
    /// The position editor, while it is open.
    editor: Option<EditorView>,
    /// The analysis of the position on show: `null` when off.
    analysis: Option<AnalysisView>,
    /// The arrows on the board: the analysis's lines, the hint.
    arrows: Vec<ArrowView>,
    /// The review of the game: `null` when none.
    review: Option<ReviewStateView>,
    /// "Learn from your mistakes", while it is on.
    mistakes: Option<marks::MistakesView>,
    /// The puzzle on show: `null` outside puzzle mode.
    puzzle: Option<PuzzleStateView>,
    /// The Streak or Storm under way or just over: `null` when none.
    puzzle_mode: Option<modes::RunView>,
    /// The lesson on show: `null` outside Learn mode.
    lesson: Option<LessonStateView>,
    /// The person's rating from their games against the computer.
    rating: archive::RatingView,
}

/// The analysis as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct AnalysisView {
    /// The depth reached (0: none yet, or a finished position).
    depth: u32,
    /// White's winning chances, 0…1 (`null` before the first result).
    win_chance: Option<f64>,
    /// A proved win: the plies to it, positive for White, negative for Black.
    win_in: Option<i32>,
    /// The best line, canonical moves.
    line: Vec<String>,
    /// The best lines, best first (each with its own first move).
    lines: Vec<LineView>,
    /// The engine workers sharing the search, each with its own lines (0: none, the
    /// game is over there).
    workers: usize,
}

/// One of the analysis's best lines as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct LineView {
    /// White's winning chances along it, 0…1.
    win_chance: f64,
    /// A proved win along it: the plies to it, positive for White, negative for Black.
    win_in: Option<i32>,
    /// The depth searched.
    depth: u32,
    /// Its moves, canonical.
    moves: Vec<String>,
}

/// An arrow on the board as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ArrowView {
    /// The move's first square.
    from: String,
    /// Its last square.
    to: String,
    /// `"line"` (an analysis line's first move), `"hint"` or `"better"` (the review's
    /// move in place of the marked move that led to the position on show).
    kind: &'static str,
    /// A line's rank, from 1 (the best); `null` for a hint.
    rank: Option<u32>,
}

/// The review as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ReviewStateView {
    /// 0…1.
    progress: f64,
    /// The marked moves (once the review is done).
    marks: Vec<MarkView>,
    /// Each side's accuracy, 0–100 (`null` until the review is done, or for a side
    /// that made no move).
    accuracy: Option<AccuracyView>,
}

/// Each side's accuracy, 0–100.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AccuracyView {
    white: Option<f64>,
    black: Option<f64>,
}

/// A move the review marked.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MarkView {
    ply: usize,
    class: &'static str,
    better: String,
}

/// The position editor as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct EditorView {
    /// The arrangement's position text (also when it is not a valid position).
    tcn: String,
    /// Why it cannot be played (the rules core's reason), or `null`.
    error: Option<String>,
}

/// `state().marks`: destinations that crown (`"crown"`) or win (`"win"`), and the hopped
/// pieces' fates (`"hop"`, `"uncrown"`, `"capture"`), as the board marks them.
/// A previewed move (`state().preview`).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PreviewView {
    r#move: String,
    says: String,
}

/// The display settings.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct SettingsView {
    /// `"system"`, `"light"` or `"dark"`: the choice.
    theme: &'static str,
    /// `"light"` or `"dark"`: the scheme shown.
    scheme: &'static str,
    colour_blind: bool,
    coordinates: bool,
    muted: bool,
    /// Most workers the analysis searches with, as set (1 to 8).
    analysis_workers: usize,
    /// The page's language: the BCP 47 tag of the one it speaks (`"de"`).
    language: &'static str,
    /// The relays live games meet on (the setting, else the defaults).
    relays: Vec<String>,
}

/// A language of the page, as `languages()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanguageView {
    /// Its BCP 47 tag (`"de"`).
    pub tag: &'static str,
    /// Its name in itself (`"Deutsch"`).
    pub name: &'static str,
}

/// A seat as the API shows it: `"person"` or a level number.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum SeatView {
    /// `"person"`.
    Person(&'static str),
    /// The computer's level.
    Computer(u8),
}

impl From<Seat> for SeatView {
    fn from(s: Seat) -> SeatView {
        match s {
            Seat::Person => SeatView::Person("person"),
            Seat::Friend => SeatView::Person("friend"),
            Seat::Computer { level } => SeatView::Computer(level),
        }
    }
}

/// Who sits in each seat.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Seats {
    white: SeatView,
    black: SeatView,
}

pub(super) fn side(c: Color) -> &'static str {
    c.key()
}

/// The state as `threeCrowns.state()` gives it.
#[must_use]
pub fn state(a: &State, now_ms: f64) -> StateView {
    let session = a.board();
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
            says: crate::ui::words::preview(a.speaker(), &p),
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
        names: play::names(a),
        clock: play::clock(a, now_ms),
        friend: play::friend(a),
        live: live::view(a),
        rating: archive::rating(a),
        settings: {
            let d = a.display();
            SettingsView {
                theme: d.theme.as_str(),
                scheme: a.scheme().as_str(),
                colour_blind: d.colour_blind,
                coordinates: d.coords,
                muted: d.muted,
                analysis_workers: a.prefs.analysis_workers,
                language: a.language().tag,
                relays: crate::app::live::relays::in_use(&a.modes.live.relays),
            }
        },
        threats: a.ground.threats.as_ref().map(threats_view),
        analysis: match a.study.analysis_on_show(a.board()) {
            (false, _) => None,
            (true, eval) => Some(AnalysisView {
                depth: eval.map_or(0, |e| e.depth),
                win_chance: eval.map(|e| e.white_chance),
                win_in: eval.and_then(|e| e.win_in),
                line: eval.map_or(Vec::new(), |e| e.line.iter().map(Move::to_string).collect()),
                lines: a
                    .study
                    .analysis_lines(a.board())
                    .iter()
                    .map(|e| LineView {
                        win_chance: e.white_chance,
                        win_in: e.win_in,
                        depth: e.depth,
                        moves: e.line.iter().map(Move::to_string).collect(),
                    })
                    .collect(),
                workers: a.study.analysis.workers(),
            }),
        },
        arrows: arrows(a),
        review: a
            .study
            .review_state(a.board())
            .map(|(progress, marks)| ReviewStateView {
                progress,
                marks: marks
                    .iter()
                    .map(|m| MarkView {
                        ply: m.ply,
                        class: m.class.word(),
                        better: m.better.to_string(),
                    })
                    .collect(),
                accuracy: a
                    .study
                    .review_accuracy(a.board())
                    .map(|[white, black]| AccuracyView { white, black }),
            }),
        mistakes: mistakes_view(a),
        puzzle: puzzle_state(a),
        puzzle_mode: modes::run_state(a, now_ms),
        lesson: lesson_state(a),
        editor: a.editor().map(|e| EditorView {
            tcn: e.tcn(),
            error: e.check().err().map(|e| e.to_string()),
        }),
    }
}

/// The arrows the board draws: each analysis line's first move by rank, the hint.
fn arrows(a: &State) -> Vec<ArrowView> {
    let scene = a.scene(f64::INFINITY);
    let arrow = |mv: Move, kind, rank| ArrowView {
        from: mv.from().to_string(),
        to: mv.to().to_string(),
        kind,
        rank,
    };
    let lines = scene.best.into_iter().chain(scene.others.iter().copied());
    lines
        .enumerate()
        .map(|(k, mv)| arrow(mv, "line", Some(k as u32 + 1)))
        .chain(scene.hint.map(|mv| arrow(mv, "hint", None)))
        .chain(scene.better.map(|mv| arrow(mv, "better", None)))
        .collect()
}
