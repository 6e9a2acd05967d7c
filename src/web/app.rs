//! The page's state and what every action does to it. Input handlers (`events`) and the
//! script API (`api`) call into the one [`App`], held in a thread-local.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::game::{Game, PlayedMove};
use crate::position::{Outcome, Position};
use crate::record::parse_record;
use crate::types::{Bitboard, Color, Move, Square};
use crate::ui::anim::Plan;
use crate::ui::geometry::{Orientation, Point};
use crate::ui::input::{Action, Input};
use crate::ui::session::{MoveSource, Session};
use crate::ui::{share, words};

use super::computer::Computer;
use super::dom;
use super::render::{self, Scene};
use super::storage::{self, SaveError, Settings};

/// The animation frame callback, made once and reused for every frame.
type FrameCallback = Closure<dyn FnMut(f64)>;

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
    static FRAME_CALLBACK: RefCell<Option<FrameCallback>> = const { RefCell::new(None) };
    static FRAME_PENDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` on the app, if it is running and not already borrowed.
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| a.try_borrow_mut().ok().and_then(|mut a| a.as_mut().map(f)))
}

pub fn install(app: App) {
    APP.with(|a| *a.borrow_mut() = Some(app));
}

/// A running animation.
pub struct Running {
    pub plan: Plan,
    start: Option<f64>,
}

/// A pointer pressed on a piece, maybe dragging it.
pub struct Drag {
    /// The pointer dragging (other pointers, e.g. a second finger, are ignored).
    pub pointer: i32,
    pub from: Square,
    /// Pointer in board units.
    pub at: Point,
    pub moved: bool,
    /// The piece was already selected when pressed (a click without a drag deselects it).
    pub was_selected: bool,
}

pub struct App {
    pub session: Session,
    pub input: Input,
    pub orientation: Orientation,
    pub auto_flip: bool,
    pub status: String,
    pub cursor: Option<Square>,
    pub anim: Option<Running>,
    pub drag: Option<Drag>,
    /// Legal moves of the live position.
    pub legal: Vec<Move>,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    painted: bool,
    /// The move list as shown: kept in step with the game by appending and removing
    /// cells, so a move costs the same in a game of any length, and browsing keeps the
    /// focus on the list's buttons.
    list: MoveListView,
    /// Why the game is not being saved, while it is not (said once, cleared by the next
    /// successful save).
    save_problem: Option<SaveError>,
    /// The saved game could not be read nor kept aside: never write over it.
    protect_unreadable: bool,
    /// The board's width in CSS pixels, read again after a resize (0: not read yet).
    pub board_css: f64,
    /// The move list must scroll its current move into view at the next frame.
    scroll_pending: bool,
    /// The previous game kept in this tab, in case storage cannot keep it.
    previous: Option<String>,
    /// Whether a previous game exists (in this tab or in storage).
    has_previous: bool,
    /// The computer player: its worker, what it is thinking about, the hint, the pause.
    pub computer: Computer,
}

/// The move list's cells as shown, for updating it in place.
#[derive(Default)]
struct MoveListView {
    /// The [`Session::loads`] count the list was built for: a new game rebuilds it.
    loads: u64,
    /// The moves shown, in order, with their buttons.
    moves: Vec<(Move, web_sys::HtmlElement)>,
    /// The rows (`li`), each with the number of move cells it holds.
    rows: Vec<(web_sys::HtmlElement, usize)>,
    /// The result row, when shown.
    result: Option<web_sys::HtmlElement>,
    /// The ply marked current.
    current: Option<usize>,
    built: bool,
}

impl App {
    pub fn new(canvas: HtmlCanvasElement) -> Result<App, JsValue> {
        let ctx = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("canvas 2D is not available"))?
            .dyn_into::<CanvasRenderingContext2d>()?;
        Ok(App {
            session: Session::default(),
            input: Input::default(),
            orientation: Orientation::default(),
            auto_flip: false,
            status: String::new(),
            cursor: None,
            anim: None,
            drag: None,
            legal: Position::start().legal_moves().to_vec(),
            canvas,
            ctx,
            painted: false,
            list: MoveListView::default(),
            save_problem: None,
            protect_unreadable: false,
            previous: None,
            board_css: 0.0,
            scroll_pending: false,
            has_previous: false,
            computer: Computer::default(),
        })
    }

    /// Restores the settings and the saved game at start; says when storage cannot be
    /// used or the saved game could not be read.
    pub fn restore_saved(&mut self) {
        let restored = storage::restore(&mut self.session);
        self.orientation.flipped = restored.settings.flipped;
        self.auto_flip = restored.settings.auto_flip;
        self.protect_unreadable = restored.protect_unreadable;
        self.has_previous = storage::previous().is_some();
        if let Some(msg) = restored.message {
            self.status = msg;
        }
    }

    fn settings(&self) -> Settings {
        Settings {
            flipped: self.orientation.flipped,
            auto_flip: self.auto_flip,
        }
    }

    /// Saves the game; a failure is said once, clearly, and the game goes on in memory
    /// with its record reachable (copy, download); the next successful save clears it.
    fn save(&mut self) {
        let result = storage::save(
            &self.record_text(),
            self.settings(),
            self.protect_unreadable,
        );
        match result {
            Ok(()) => {
                if self.save_problem.take().is_some() {
                    show_save_problem(None);
                    self.announce("The game is being saved again.");
                }
            }
            Err(e) => {
                if self.save_problem.as_ref() != Some(&e) {
                    show_save_problem(Some(&e));
                    self.save_problem = Some(e);
                }
            }
        }
    }

    /// Keeps the current game, if it has moves, as the previous game before it is
    /// replaced: in this tab always, in storage when it can. Returns a sentence when
    /// storage could not keep it.
    fn stash_previous(&mut self) -> Option<String> {
        if self.session.game().ply() == 0 {
            return None;
        }
        let record = self.record_text();
        let stored = storage::keep_previous(&record);
        self.previous = Some(record);
        self.has_previous = true;
        stored.err().map(|e| {
            format!(
                " The replaced game is not stored ({e}); Previous game reopens it until this tab is closed."
            )
        })
    }

    pub fn canvas(&self) -> &HtmlCanvasElement {
        &self.canvas
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.session.game().outcome()
    }

    /// After any change of the game: legal moves, panel, board, storage.
    pub fn refresh(&mut self) {
        self.legal = self.session.game().legal_moves().to_vec();
        if self.auto_flip {
            self.orientation.flipped = self.session.game().position().turn() == Color::Black;
        }
        self.update_panel();
        self.render();
        self.save();
        self.think();
    }

    /// Cuts a running animation short and drops any drag: a new action starts.
    pub fn interrupt(&mut self) {
        self.anim = None;
        self.drag = None;
    }

    /// Shows `msg` in the status line (a live region): said every time, even when it
    /// repeats the message already there. An empty `msg` clears the line.
    pub fn set_status(&mut self, msg: impl Into<String>) {
        self.status = msg.into();
        dom::speak("status", &self.status);
    }

    /// Says `msg` to assistive technology (the hidden live region), every time.
    pub fn announce(&self, msg: &str) {
        dom::speak("announce", msg);
    }

    /// Squares of the winning Crowned Troika in the position on show.
    pub fn winning_squares(&self) -> Bitboard {
        self.session.displayed().winning_squares()
    }

    // ----- playing -----

    /// Plays a move from any source; explains a refusal in the status line.
    pub fn play(&mut self, mv: Move, source: MoveSource) -> Result<PlayedMove, String> {
        self.interrupt();
        let before = *self.session.game().position();
        match self.session.submit(mv, source) {
            Ok(played) => {
                self.input.clear();
                self.after_move(&before, &played, source);
                Ok(played)
            }
            Err(e) => {
                let msg = words::submit_error(&e);
                self.set_status(msg.clone());
                self.render();
                Err(msg)
            }
        }
    }

    fn after_move(&mut self, before: &Position, played: &PlayedMove, source: MoveSource) {
        let mut said = words::move_played(before, played);
        if let Some(o) = self.outcome() {
            said.push(' ');
            said.push_str(&words::outcome(o));
        }
        self.announce(&said);
        // The result stands in the turn line; the status line is for messages.
        self.set_status("");
        self.refresh();
        self.animate(before, played, source);
    }

    fn animate(&mut self, before: &Position, played: &PlayedMove, source: MoveSource) {
        if reduced_motion() {
            return;
        }
        if let Some(plan) = Plan::new(before, played.mv, played.effects) {
            // A dropped piece is already where it lands: only its effects are animated.
            let plan = if source == MoveSource::Drag {
                plan.dropped()
            } else {
                plan
            };
            if plan.duration() > 0.0 {
                self.anim = Some(Running { plan, start: None });
                request_frame();
            }
        }
    }

    /// One animation frame at `ts` (ms). Returns whether another frame is wanted.
    pub fn tick(&mut self, ts: f64) -> bool {
        self.scroll_move_list();
        let Some(run) = self.anim.as_mut() else {
            self.render();
            return false;
        };
        let start = *run.start.get_or_insert(ts);
        let done = ts - start >= run.plan.duration();
        if done {
            self.anim = None;
        }
        self.render_at(ts - start);
        !done
    }

    /// A click, tap or Enter on `sq`.
    pub fn click_square(&mut self, sq: Square, source: MoveSource) {
        self.interrupt();
        if self.session.is_browsing() {
            self.session.browse(usize::MAX);
            self.input.clear();
            self.set_status("Back to the current position.");
            self.refresh();
            return;
        }
        if let Some(o) = self.outcome() {
            self.set_status(format!("The game is over: {o}. Start a new game or undo."));
            self.render();
            return;
        }
        if !self.session.person_to_move() {
            let side = self.session.game().position().turn();
            let seat = self.session.seat(side);
            self.set_status(format!("{side} is played by the {}.", seat.name()));
            self.render();
            return;
        }
        let pos = *self.session.game().position();
        let action = self.input.click(&pos, &self.legal, sq);
        self.do_action(action, source);
    }

    pub fn do_action(&mut self, action: Action, source: MoveSource) {
        match action {
            Action::Play(mv) => {
                let _ = self.play(mv, source);
            }
            Action::Explain(why) => {
                self.set_status(why.to_string());
                self.render();
            }
            Action::None => {
                if !self.status.is_empty() && self.outcome().is_none() {
                    self.set_status("");
                }
                self.announce_selection();
                self.render();
            }
        }
    }

    /// Pointer pressed on the board at (column, row) board units.
    pub fn pointer_down(&mut self, pointer: i32, at: Point) {
        if self.drag.is_some() {
            return;
        }
        let Some(sq) = self.orientation.square_at(at) else {
            return;
        };
        if self.session.is_browsing() || self.outcome().is_some() || !self.session.person_to_move()
        {
            self.click_square(sq, MoveSource::Click);
            return;
        }
        self.interrupt();
        let was_selected = self.input.selected() == Some(sq);
        if self.input.press(&self.legal, sq) {
            self.drag = Some(Drag {
                pointer,
                from: sq,
                at,
                moved: false,
                was_selected,
            });
            self.set_status("");
            self.announce_selection();
            self.render();
        } else {
            self.click_square(sq, MoveSource::Click);
        }
    }

    pub fn pointer_move(&mut self, pointer: i32, at: Point) {
        let Some(drag) = self.drag.as_mut().filter(|d| d.pointer == pointer) else {
            return;
        };
        let c = self.orientation.center(drag.from);
        if (at.x - c.x).abs() > 0.2 || (at.y - c.y).abs() > 0.2 {
            drag.moved = true;
        }
        drag.at = at;
        if drag.moved {
            // Pointer events can come faster than frames: draw once per frame.
            request_frame();
        }
    }

    pub fn pointer_up(&mut self, pointer: i32, at: Point) {
        if self.drag.as_ref().is_none_or(|d| d.pointer != pointer) {
            return;
        }
        let Some(drag) = self.drag.take() else { return };
        let target = self.orientation.square_at(at);
        match target {
            Some(sq) if drag.moved && sq != drag.from => {
                let pos = *self.session.game().position();
                let action = self.input.click(&pos, &self.legal, sq);
                self.do_action(action, MoveSource::Drag);
            }
            _ => {
                if drag.was_selected && !drag.moved {
                    self.input.clear();
                }
                self.render();
            }
        }
    }

    pub fn pointer_cancel(&mut self, pointer: i32) {
        if self.drag.as_ref().is_some_and(|d| d.pointer == pointer) {
            self.drag = None;
            self.render();
        }
    }

    // ----- keyboard on the board -----

    pub fn default_cursor(&self) -> Square {
        self.input
            .selected()
            .or_else(|| self.legal.first().map(|m| m.from()))
            .or_else(|| "d4".parse().ok())
            .unwrap_or(Square::A1)
    }

    pub fn cursor_by(&mut self, dc: i32, dr: i32) {
        let cur = self.cursor.unwrap_or_else(|| self.default_cursor());
        self.cursor = Some(self.orientation.screen_step(cur, dc, dr).unwrap_or(cur));
        if let Some(sq) = self.cursor {
            let mut what = match self.session.displayed().piece_at(sq) {
                Some(p) => format!(
                    "{sq}: {} {}",
                    p.color,
                    if p.crowned { "Crowned" } else { "Uncrowned" }
                ),
                None => format!("{sq}: empty"),
            };
            if !self.session.is_browsing() {
                let t = self.input.targets(&self.legal);
                if t.steps.contains(&sq) {
                    what.push_str(", a step destination");
                } else if t.finals.contains(&sq) {
                    what.push_str(", a final landing");
                } else if t.vias.contains(&sq) {
                    what.push_str(", a first landing");
                }
            }
            self.announce(&what);
        }
        self.render();
    }

    /// Says what the selection offers, for people who cannot see the highlights.
    fn announce_selection(&self) {
        let list = |v: &[Square]| {
            v.iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let t = self.input.targets(&self.legal);
        let words = match (self.input.selection(), self.input.selected()) {
            (crate::ui::input::Selection::Via { via, .. }, Some(from)) => format!(
                "{from} jumps through {via}; final landings: {}.",
                list(&t.finals)
            ),
            (_, Some(from)) => {
                let mut w = format!("{from} selected.");
                if !t.steps.is_empty() {
                    w.push_str(&format!(" Steps to {}.", list(&t.steps)));
                }
                if !t.vias.is_empty() {
                    w.push_str(&format!(" Double jumps through {}.", list(&t.vias)));
                }
                w
            }
            _ => return,
        };
        self.announce(&words);
    }

    // ----- controls -----

    /// Takes back the last move; against the computer, the person's last move and the
    /// computer's reply, so that the person is to move again.
    pub fn undo(&mut self) {
        self.interrupt();
        self.input.clear();
        let undone = self.session.undo_to_person();
        match undone.as_slice() {
            [] => self.set_status("There is no move to take back."),
            [p] => {
                self.set_status("");
                self.announce(&format!("Move {} taken back.", p.mv));
            }
            many => {
                self.set_status("");
                let list: Vec<String> = many.iter().map(|p| p.mv.to_string()).collect();
                self.announce(&format!("Moves {} taken back.", list.join(" and ")));
            }
        }
        self.refresh();
    }

    pub fn redo(&mut self) {
        self.interrupt();
        self.input.clear();
        let before = *self.session.game().position();
        match self.session.redo() {
            Some(p) => self.after_move(&before, &p, MoveSource::Click),
            None => {
                self.set_status("There is no move to replay.");
                self.refresh();
            }
        }
    }

    /// Replaces the game; the game it replaces is kept as the previous game (reopened by
    /// the "Previous game" button) if it had moves.
    pub fn replace_game(&mut self, game: Game, message: &str) {
        self.interrupt();
        let stash_note = self.stash_previous();
        self.input.clear();
        self.session.load(game);
        // The status line is itself a live region: the message is spoken once, from there.
        let mut message = match self.outcome() {
            Some(o) => format!("{message} {}", words::outcome(o)),
            None => message.to_string(),
        };
        message.push_str(stash_note.as_deref().unwrap_or(""));
        self.set_status(message);
        self.refresh();
    }

    pub fn new_game(&mut self) {
        self.interrupt();
        let stash_note = self.stash_previous();
        self.input.clear();
        self.session.new_game();
        self.set_status(format!(
            "New game: White to move.{}",
            stash_note.as_deref().unwrap_or("")
        ));
        self.refresh();
    }

    /// Another tab of this site saved its game: show the same game here, keeping this
    /// tab's game as the previous game unless the other tab only continued it.
    pub fn adopt_from_other_tab(&mut self, text: &str) {
        let Ok(rec) = parse_record(text) else { return };
        let ours = self.session.game();
        let theirs = &rec.game;
        let (our_moves, their_moves) = (ours.move_list(), theirs.move_list());
        if ours.start() == theirs.start()
            && our_moves == their_moves
            && ours.repetition_rule() == theirs.repetition_rule()
        {
            return;
        }
        // The same game, moved on (or taken back) elsewhere: nothing of ours is lost.
        let continued = ours.start() == theirs.start()
            && (their_moves.starts_with(&our_moves) || our_moves.starts_with(&their_moves));
        if continued {
            self.interrupt();
            self.input.clear();
            self.session.load(rec.game);
            self.set_status("Updated from another tab.");
            self.refresh();
        } else {
            let message = if ours.ply() > 0 {
                "Another tab changed the game: it is shown here too; this tab's game is kept as the previous game."
            } else {
                "Another tab changed the game: it is shown here too."
            };
            self.replace_game(rec.game, message);
        }
    }

    /// Swaps the current game with the previous one kept in storage.
    pub fn reopen_previous(&mut self) {
        match self
            .previous
            .clone()
            .or_else(storage::previous)
            .map(|t| parse_record(&t))
        {
            Some(Ok(rec)) => self.replace_game(rec.game, "Previous game reopened."),
            Some(Err(e)) => self.set_status(format!("The previous game could not be read: {e}.")),
            None => self.set_status("There is no previous game."),
        }
    }

    pub fn flip(&mut self) {
        self.orientation.flipped = !self.orientation.flipped;
        self.update_panel();
        self.render();
        let _ = storage::save_settings(self.settings());
    }

    pub fn set_auto_flip(&mut self, on: bool) {
        self.auto_flip = on;
        self.refresh();
    }

    pub fn set_repetition(&mut self, on: bool) {
        self.session.set_repetition_rule(on);
        self.set_status(if on {
            "Threefold repetition draws (house rule on)."
        } else {
            "Repetition rule off: positions may repeat without a draw."
        });
        self.refresh();
    }

    /// Shows the position after `ply` moves; one ply forward animates that move.
    pub fn show_ply(&mut self, ply: usize) {
        let old = self.session.view_ply();
        self.session.browse(ply);
        self.after_browse(old);
    }

    pub fn browse_by(&mut self, delta: isize) {
        let old = self.session.view_ply();
        self.session.browse_by(delta);
        self.after_browse(old);
    }

    fn after_browse(&mut self, old: usize) {
        self.interrupt();
        self.input.clear();
        self.update_panel();
        self.render();
        let view = self.session.view_ply();
        // Browsing holds the computer; back at the live position it thinks again.
        self.think();
        if view == old {
            return;
        }
        let words = match self.session.displayed_last_move() {
            Some((_, played)) if self.session.is_browsing() => {
                format!("Showing the position after move {view}, {}.", played.mv)
            }
            Some((_, played)) => format!("Back to the current position, after {}.", played.mv),
            None => "Showing the start position.".to_string(),
        };
        self.announce(&words);
        if view == old + 1 {
            if let Some((before, played)) = self.session.displayed_last_move() {
                self.animate(&before, &played, MoveSource::Click);
            }
        }
    }

    /// Plays a move typed in notation.
    pub fn play_text(&mut self, text: &str, source: MoveSource) -> Result<(), String> {
        let text = text.trim();
        let mv: Move = match text.parse() {
            Ok(m) => m,
            Err(e) => {
                let msg = words::sentence(&e.to_string());
                self.set_status(msg.clone());
                return Err(msg);
            }
        };
        self.play(mv, source).map(|_| ())
    }

    /// Imports a `.tcg` record; a bad one changes nothing.
    pub fn import_record(&mut self, text: &str) -> Result<(), String> {
        match parse_record(text) {
            Ok(rec) => {
                self.replace_game(rec.game, "Game imported.");
                Ok(())
            }
            Err(e) => {
                let msg = format!("The record was not imported: {e}. Your game is unchanged.");
                self.set_status(msg.clone());
                Err(msg)
            }
        }
    }

    /// Opens the game named by a URL fragment; a bad one changes nothing.
    pub fn open_fragment(&mut self, fragment: &str) {
        match share::parse_fragment(fragment, self.session.game().repetition_rule()) {
            Ok(Some(game)) => self.replace_game(game, "Opened the shared game."),
            Ok(None) => {}
            Err(e) => {
                self.set_status(format!(
                    "This link could not be opened: {e}. Your game is unchanged."
                ));
                self.render();
            }
        }
    }

    pub fn share_url(&self) -> String {
        let loc = dom::window().location();
        let base = format!(
            "{}{}{}",
            loc.origin().unwrap_or_default(),
            loc.pathname().unwrap_or_default(),
            loc.search().unwrap_or_default()
        );
        format!("{base}#{}", share::fragment(self.session.game()))
    }

    pub fn record_text(&self) -> String {
        self.session.record(&dom::today())
    }

    // ----- drawing -----

    pub fn render(&mut self) {
        let t = self.anim.as_ref().and_then(|r| {
            r.start
                .map(|s| dom::window().performance().map_or(s, |p| p.now()) - s)
        });
        self.render_at(t.unwrap_or(0.0));
    }

    fn render_at(&mut self, t: f64) {
        // The board's size is read once per resize (reading it after a change of the
        // page would force a layout of everything, a long move list included).
        if self.board_css <= 0.0 {
            self.board_css = f64::from(self.canvas.client_width());
        }
        let css = self.board_css;
        if css <= 0.0 {
            return;
        }
        let dpr = dom::window().device_pixel_ratio().max(1.0);
        let px = (css * dpr).round().max(8.0) as u32;
        if self.canvas.width() != px || self.canvas.height() != px {
            self.canvas.set_width(px);
            self.canvas.set_height(px);
        }
        let browsing = self.session.is_browsing();
        let targets = (!browsing).then(|| self.input.targets(&self.legal));
        let frame = self.anim.as_ref().map(|r| (&r.plan, r.plan.frame(t)));
        let scene = Scene {
            pos: self.session.displayed(),
            orientation: self.orientation,
            last_move: self.session.displayed_last_move().map(|(_, p)| p.mv),
            selected: if browsing {
                None
            } else {
                self.input.selected()
            },
            targets: targets.as_ref(),
            cursor: self.cursor,
            winning: self.winning_squares(),
            bound: Some(self.session.displayed())
                .filter(|p| p.turn() == Color::White)
                .and_then(|p| p.binding()),
            anim: frame,
            drag: self
                .drag
                .as_ref()
                .filter(|d| d.moved)
                .map(|d| (d.from, d.at)),
            coords: true,
            hint: self.shown_hint(),
        };
        render::draw(&self.ctx, f64::from(px), &scene);
        if !self.painted {
            self.painted = true;
            if let Some(p) = dom::window().performance() {
                let _ = p.mark("board-painted");
            }
        }
    }

    /// Updates everything beside the board.
    pub fn update_panel(&mut self) {
        let game = self.session.game();
        let pos = game.position();
        let outcome = game.outcome();
        let mut turn_text = match outcome {
            Some(o) => format!("{o}."),
            None => {
                let mut t = format!("{} to move", pos.turn());
                if let Some(b) = pos.binding().filter(|_| pos.turn() == Color::White) {
                    t.push_str(&format!(" (second-turn rule: the piece on {b})"));
                }
                t
            }
        };
        let view = self.session.view_ply();
        if self.session.is_browsing() {
            turn_text.push_str(&format!(" Showing move {view} of {}.", game.ply()));
        }
        dom::set_text("turn", &turn_text);
        let doc = dom::document();
        if let Some(body) = doc.body() {
            let turn = if pos.turn() == Color::White {
                "white"
            } else {
                "black"
            };
            let _ = body.set_attribute("data-turn", turn);
            let _ = body.set_attribute(
                "data-over",
                if outcome.is_some() { "true" } else { "false" },
            );
        }
        for (c, id) in [
            (Color::White, "captures-white"),
            (Color::Black, "captures-black"),
        ] {
            dom::set_text(id, &format!("{}/3", pos.captures_by(c).min(3)));
        }
        dom::set_unavailable("undo", !game.can_undo());
        dom::set_unavailable("redo", !game.can_redo());
        dom::set_unavailable("nav-first", view == 0);
        dom::set_unavailable("nav-prev", view == 0);
        dom::set_unavailable("nav-next", view >= game.ply());
        dom::set_unavailable("nav-last", view >= game.ply());
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>("repetition") {
            c.set_checked(game.repetition_rule());
        }
        for (side, id) in [(Color::White, "seat-white"), (Color::Black, "seat-black")] {
            if let Ok(select) = dom::by_id::<web_sys::HtmlSelectElement>(id) {
                let value = match self.session.seat(side) {
                    crate::ui::session::Seat::Person => "person".to_string(),
                    crate::ui::session::Seat::Computer { level } => level.to_string(),
                };
                if select.value() != value {
                    select.set_value(&value);
                }
            }
        }
        dom::set_unavailable("hint", !self.session.person_to_move() || outcome.is_some());
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>("auto-flip") {
            c.set_checked(self.auto_flip);
        }
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("reopen-previous") {
            b.set_hidden(!self.has_previous);
        }
        self.update_share_link();
        doc.set_title(&format!("{turn_text} · Three Crowns"));
        let side = if self.orientation.flipped {
            "Black"
        } else {
            "White"
        };
        let _ = self.canvas.set_attribute(
            "aria-label",
            &format!("Board, {side} at the bottom. {turn_text}"),
        );
        self.update_move_list(view);
    }

    /// The share link's box, filled only while the save-and-share panel is open (a long
    /// game's link is long: it is not written after every move for nothing).
    pub fn update_share_link(&self) {
        let open = dom::by_id::<web_sys::HtmlDetailsElement>("save-share").is_ok_and(|d| d.open());
        if let (true, Ok(input)) = (open, dom::by_id::<web_sys::HtmlInputElement>("share-link")) {
            input.set_value(&self.share_url());
        }
    }

    /// The move list, kept in step with the game: a new game rebuilds it, a move appends
    /// a cell, an undo removes one. Browsing only moves the current mark (so a focused
    /// move button keeps its focus). Each update costs the same in a game of any length.
    fn update_move_list(&mut self, view: usize) {
        let Ok(list) = dom::by_id::<web_sys::HtmlElement>("moves") else {
            return;
        };
        let game = self.session.game();
        let shown = &mut self.list;
        if !shown.built || shown.loads != self.session.loads() {
            list.set_inner_html("");
            *shown = MoveListView {
                loads: self.session.loads(),
                built: true,
                ..MoveListView::default()
            };
        }
        // Drop the cells that no longer match the game (an undo, or a different move).
        let moves = game.moves();
        while let Some((mv, _)) = shown.moves.last() {
            let n = shown.moves.len();
            if n <= moves.len() && moves[n - 1].mv == *mv {
                break;
            }
            if let Some((_, button)) = shown.moves.pop() {
                if let Some(cell) = button.parent_element() {
                    cell.remove();
                }
            }
            if let Some((row, cells)) = shown.rows.last_mut() {
                *cells -= 1;
                if *cells == 0 {
                    row.remove();
                    shown.rows.pop();
                }
            }
            if shown.current == Some(n) {
                shown.current = None;
            }
        }
        if let Some(r) = shown.result.take() {
            r.remove();
        }
        // Append the moves not shown yet.
        for (i, played) in moves.iter().enumerate().skip(shown.moves.len()) {
            let Some(before) = game.position_at(i) else {
                break;
            };
            let new_row = before.turn() == Color::White || shown.rows.is_empty();
            if new_row {
                let Ok(li) = dom::el("li", "", "") else {
                    return;
                };
                if let Ok(num) = dom::el("span", "num", &format!("{}.", before.fullmove())) {
                    let _ = li.append_child(&num);
                }
                if before.turn() == Color::Black {
                    // A game set up with Black to move: White's cell of this row is empty.
                    if let Ok(empty) = dom::el("span", "cell", "…") {
                        let _ = li.append_child(&empty);
                    }
                }
                let _ = list.append_child(&li);
                shown.rows.push((li, 0));
            }
            let Ok((cell, button)) = move_cell(i + 1, played) else {
                return;
            };
            if let Some((row, cells)) = shown.rows.last_mut() {
                let _ = row.append_child(&cell);
                *cells += 1;
            }
            shown.moves.push((played.mv, button));
        }
        if let Some(o) = game.outcome() {
            if let Ok(li) = dom::el("li", "result", o.result_text()) {
                let _ = list.append_child(&li);
                shown.result = Some(li);
            }
        }
        // The current mark: off the old button, onto the new one.
        if let Some(old) = shown.current.take() {
            if let Some((_, b)) = shown.moves.get(old.wrapping_sub(1)) {
                let _ = b.remove_attribute("aria-current");
            }
        }
        let current = shown
            .moves
            .get(view.wrapping_sub(1))
            .map(|(_, b)| b.clone());
        if let Some(b) = &current {
            let _ = b.set_attribute("aria-current", "true");
            shown.current = Some(view);
        }
        // Keep the move on show in view, scrolling the list only (never the page), at the
        // next frame: measuring now would force a layout of the whole list.
        self.scroll_pending = true;
        request_frame();
    }

    /// Scrolls the move list to its current move, if asked (once a frame).
    fn scroll_move_list(&mut self) {
        if !std::mem::take(&mut self.scroll_pending) {
            return;
        }
        let Ok(list) = dom::by_id::<web_sys::HtmlElement>("moves") else {
            return;
        };
        let current = self
            .list
            .current
            .and_then(|ply| self.list.moves.get(ply.wrapping_sub(1)))
            .map(|(_, b)| b.clone());
        match current {
            Some(b) => list.set_scroll_top(b.offset_top() - list.client_height() / 2),
            None => list.set_scroll_top(0),
        }
    }
}

/// A move list cell: the move's button, then glyphs for what it did (beside the
/// notation, never inside it).
fn move_cell(
    ply: usize,
    played: &PlayedMove,
) -> Result<(web_sys::HtmlElement, web_sys::HtmlElement), JsValue> {
    let cell = dom::el("span", "cell", "")?;
    let b = dom::el("button", "move", &played.mv.to_string())?;
    b.set_attribute("type", "button")?;
    b.set_attribute("data-ply", &ply.to_string())?;
    let fx = played.effects;
    let mut label = played.mv.to_string();
    let mut glyphs = String::new();
    if fx.captured.is_some() {
        glyphs.push('×');
        label.push_str(", captures");
    }
    if fx.uncrowned.is_some() {
        glyphs.push('↓');
        label.push_str(", uncrowns");
    }
    if fx.crowned {
        glyphs.push('♔');
        label.push_str(", crowned");
    }
    b.set_attribute("aria-label", &format!("Move {ply}: {label}"))?;
    cell.append_child(&b)?;
    if !glyphs.is_empty() {
        let g = dom::el("span", "glyph", &glyphs)?;
        g.set_attribute("aria-hidden", "true")?;
        cell.append_child(&g)?;
    }
    Ok((cell, b))
}

/// Shows or hides the notice that the game is not being saved. The notice is an alert:
/// shown once per problem, it is said once.
fn show_save_problem(problem: Option<&SaveError>) {
    let Ok(notice) = dom::by_id::<web_sys::HtmlElement>("save-warning") else {
        return;
    };
    match problem {
        Some(e) => {
            dom::speak(
                "save-warning-text",
                &format!(
                    "This game is not being saved: {e}. It goes on here; copy or download its record to keep it."
                ),
            );
            notice.set_hidden(false);
        }
        None => {
            notice.set_hidden(true);
            dom::speak("save-warning-text", "");
        }
    }
}

fn reduced_motion() -> bool {
    dom::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Asks for an animation frame; frames continue while [`App::tick`] wants them.
pub fn request_frame() {
    if FRAME_PENDING.with(|p| p.replace(true)) {
        return;
    }
    FRAME_CALLBACK.with(|cb| {
        if cb.borrow().is_none() {
            *cb.borrow_mut() = Some(Closure::new(|ts: f64| {
                FRAME_PENDING.with(|p| p.set(false));
                if with_app(|a| a.tick(ts)).unwrap_or(false) {
                    request_frame();
                }
            }));
        }
        if let Some(f) = cb.borrow().as_ref() {
            let _ = dom::window().request_animation_frame(f.as_ref().unchecked_ref());
        }
    });
}
