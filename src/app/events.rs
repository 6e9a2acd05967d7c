//! Which commands a DOM event on the page sends, and whether its default is prevented:
//! the shell reads each event of [`KINDS`] into an [`Ev`] (plain data) and carries out
//! the [`Route`] that [`route`] gives. The page's listeners, as they were element by
//! element, become one rule read in the event's order: the target's, then each
//! ancestor's, then the page's (the menu closed by a click outside it, the keys that
//! browse the moves).

use super::archive::ArchiveInput;
use super::command::Command;
use super::controls::{self, Input};
use super::ids;
use super::overlays::Overlay;
use super::state::State;
use crate::ui::geometry::Point;
use crate::ui::keys::control_uses_keys;
use crate::ui::layout::{dragged_board, BOARD_STEP};
use crate::ui::session::MoveSource;

/// The events the shell routes here (listened to on the document in the capture phase,
/// since `toggle` and `close` do not bubble).
pub const KINDS: &[&str] = &[
    "click",
    "change",
    "input",
    "keydown",
    "submit",
    "toggle",
    "close",
    "pointerdown",
    "pointermove",
    "pointerup",
    "pointercancel",
    "lostpointercapture",
    "pointerleave",
    "contextmenu",
    "dblclick",
];

/// The page's own events, listened to on the window: the address's fragment changed,
/// the page left or hidden, another tab's storage. Their target is no element: the shell
/// reads the page's facts into [`Ev::page`] instead.
pub const WINDOW_KINDS: &[&str] = &["hashchange", "pagehide", "visibilitychange", "storage"];

/// What a first visit uses, all in the page's start (`scripts/profile-start.mjs` plays
/// with these): the board, the welcome card's Play, New game and its dialog, the question
/// before a game is replaced, Undo, Redo, the move list and its arrows, Flip, the result
/// card's New game. A press or key elsewhere fetches the rest in the background
/// ([`Step::Prefetch`]).
pub const FIRST_VISIT: &str = "canvas, #welcome-play, #new-game, #new-game-dialog, \
    #replace-dialog, #undo, #redo, #moves, #nav-first, #nav-prev, #nav-next, #nav-last, \
    #flip, #result-new";

/// What the shell looks for around an event's target: the element matching the selector
/// that the target is in (or is), and its attribute (empty: its presence), into
/// [`Ev::inside`] in this order (and [`controls::ITEMS`]' into [`Ev::items`]).
pub const PROBES: &[(&str, &str)] = &[
    // An action that leaves the menu.
    ("[data-closes-menu]", ""),
    // Not outside the menu: a click here leaves it open.
    ("#menu, #menu-toggle, [data-opens-menu]", ""),
    ("canvas", ""),
    // A text field whose text is kept as it is typed (`data-draft`): its id.
    ("[data-draft]", "id"),
    (FIRST_VISIT, ""),
    // The button the target is in (or is): its id. Only a button's click presses a
    // control (every one of `controls::CLICKS` is a button).
    ("button[id]", "id"),
];

/// [`PROBES`]' indices.
const CLOSES_MENU: usize = 0;
const MENU_AREA: usize = 1;
const CANVAS: usize = 2;
const DRAFT: usize = 3;
const FIRST: usize = 4;
const BUTTON: usize = 5;

/// Whether an event of `kind` reads what is around its target ([`Ev::inside`],
/// [`Ev::items`]): only the kinds whose rules ask (a pointer's move, many a second, does
/// not).
#[must_use]
pub fn probed(kind: &str) -> bool {
    matches!(kind, "click" | "keydown" | "input" | "pointerdown")
}

/// The page's facts, for an event of [`WINDOW_KINDS`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageFacts {
    /// The page is hidden (`document.hidden`).
    pub hidden: bool,
    /// The address's fragment, `#` included (`location.hash`).
    pub hash: String,
    /// Another tab's storage: the key and the new value (`None`: removed).
    pub stored: Option<(String, Option<String>)>,
}

/// A DOM event as plain data.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ev {
    /// Its type (one of [`KINDS`]).
    pub kind: String,
    /// The ids of its target and of the target's ancestors, innermost first (empty for
    /// an element without one).
    pub ids: Vec<String>,
    /// The key pressed (`keydown`).
    pub key: String,
    /// Alt, Control or Meta was held.
    pub mods: bool,
    /// The target's tag name (upper-case).
    pub tag: String,
    /// For an `<input>` target, its type (lower-case).
    pub input_type: String,
    /// The target's value (a field, a drop-down).
    pub value: String,
    /// The target checkbox is checked, or the target `<details>` open.
    pub on: bool,
    /// The pointer from the target box's top-left corner, and that box's width and
    /// height (CSS pixels; mouse and pointer events).
    pub at: [f64; 4],
    /// The pointer from the board's top-left corner (CSS pixels; pointer events).
    pub from_board: [f64; 2],
    /// The pointer's id.
    pub pointer: i32,
    /// The button pressed (0: the main one).
    pub button: i16,
    /// The target holds the pointer's capture.
    pub captured: bool,
    /// A click's count (0: a click with no pointer behind it, from Enter or Space).
    pub detail: i32,
    /// For each of [`PROBES`], what was found around the target.
    pub inside: Vec<Option<String>>,
    /// For each of [`controls::ITEMS`], the attribute of the item found around it.
    pub items: Vec<Option<String>>,
    /// The page's facts (an event of [`WINDOW_KINDS`]).
    pub page: PageFacts,
}

impl Ev {
    fn found(&self, probe: usize) -> Option<&str> {
        self.inside.get(probe).and_then(Option::as_deref)
    }
}

/// What the shell does for an event, in order.
#[derive(Clone, Debug)]
pub enum Step {
    /// Send the command.
    Send(Command),
    /// Send field `id`'s text in a command; once the command is taken (not refused),
    /// the field is emptied and its draft dropped.
    Take(&'static str, fn(String) -> Command),
    /// Read the target's file as text and send it in a command; the target is emptied.
    File(fn(String) -> Command),
    /// Keep the target's text as the draft of field `id`.
    Draft(String),
    /// The target takes the pointer's capture and the focus (`true`: a pointer's focus,
    /// shown without the keyboard's ring).
    Hold(bool),
    /// The target's keyboard focus ring shows again (a key pressed on it).
    Ring,
    /// Make the board this much larger (CSS pixels) than it is drawn, and remember it.
    Grow(f64),
    /// The player pressed something: sounds may play from now on.
    Gesture,
    /// Fetch the rest of the page's code in the background (nothing if it is there).
    Prefetch,
}

/// An event's route: whether its default is prevented, and the steps.
#[derive(Clone, Debug, Default)]
pub struct Route {
    /// The event's default is prevented (before the steps).
    pub prevent: bool,
    /// What is done, in order.
    pub steps: Vec<Step>,
}

impl Route {
    fn send(&mut self, command: Option<Command>) {
        self.steps.extend(command.map(Step::Send));
    }
}

/// What event `ev` does, in the page as `state` shows it.
#[must_use]
pub fn route(state: &State, ev: &Ev) -> Route {
    let mut r = Route::default();
    let kind = ev.kind.as_str();
    // `toggle` and `close` do not bubble, and a field's value is its own: only the
    // target's id counts for them.
    let ids = ev
        .ids
        .iter()
        .map(String::as_str)
        .filter(|id| !id.is_empty());
    if WINDOW_KINDS.contains(&kind) {
        return page(ev);
    }
    if matches!(kind, "pointerdown" | "keydown") {
        // Seen first: the move a press plays is heard.
        r.steps.push(Step::Gesture);
        // What the player does next, away from a first visit's controls, may need it.
        if ev.found(FIRST).is_none() {
            r.steps.push(Step::Prefetch);
        }
    }
    match kind {
        "click" | "keydown" | "submit" => {
            for id in ids {
                element(state, ev, id, &mut r);
            }
        }
        "change" | "input" | "toggle" | "close" => {
            if let Some(id) = ev.ids.first() {
                target(state, ev, id, &mut r);
            }
        }
        _ => {
            if let Some(id) = ev.ids.first() {
                pointer(ev, id, &mut r);
            }
        }
    }
    match kind {
        // A click, not a press: the control clicked acts first, and nothing moves under
        // the pointer between its press and its release. A control that opens the menu
        // (the result card's Share) is not a click outside.
        "click" if state.overlays().menu && ev.found(MENU_AREA).is_none() => {
            r.send(Some(Command::Overlay(Overlay::CloseMenu {
                refocus: false,
            })));
        }
        "keydown" => page_key(state, ev, &mut r),
        _ => {}
    }
    r
}

/// What one of [`WINDOW_KINDS`] does: a fragment opened (a friend's link opened in this
/// tab); the clocks paused when the page is left (a reload finds them so, and so does a
/// return from the back/forward cache) and their time so far saved when it is hidden;
/// another tab's game, progress and settings taken in (never written over by this tab's
/// older copy).
#[inline(never)]
fn page(ev: &Ev) -> Route {
    let facts = &ev.page;
    let command = match ev.kind.as_str() {
        "hashchange" if facts.hash.len() > 1 => Some(Command::OpenFragment(facts.hash.clone())),
        "pagehide" => Some(Command::PageLeft),
        "visibilitychange" if facts.hidden => Some(Command::PageHidden),
        "storage" => {
            (facts.stored.clone()).and_then(|(k, v)| super::command::from_other_tab(&k, v))
        }
        _ => None,
    };
    Route {
        prevent: false,
        steps: command.map(Step::Send).into_iter().collect(),
    }
}

/// What a `click`, `keydown` or `submit` does on the element `id` (the target or one
/// around it).
fn element(state: &State, ev: &Ev, id: &str, r: &mut Route) {
    let escape = ev.key == "Escape";
    match (ev.kind.as_str(), id) {
        ("click", ids::MENU) if ev.found(CLOSES_MENU).is_some() => {
            r.send(Some(Command::Overlay(Overlay::CloseMenu {
                refocus: false,
            })));
        }
        _ if SELDOM.contains(&id) => seldom(ev, id, r),
        ("click", _) => {
            if ev.found(BUTTON) == Some(id) {
                r.send(controls::command(state, id, Input::Click));
            }
            // A list's item: the first of its kinds found around the target.
            let value = (controls::ITEMS.iter().enumerate())
                .filter(|(_, (list, ..))| *list == id)
                .find_map(|(i, _)| ev.items.get(i).and_then(Option::as_deref));
            r.send(value.and_then(|v| controls::item(id, v)));
        }
        ("keydown", ids::BOARD) => {
            r.steps.push(Step::Ring);
            if let Some(c) = controls::board_key(&ev.key) {
                r.prevent = true;
                r.send(Some(c));
            }
        }
        ("keydown", ids::MENU) if escape => {
            r.prevent = true;
            r.send(Some(Command::Overlay(Overlay::CloseMenu { refocus: true })));
        }
        ("keydown", ids::WELCOME) if escape => {
            r.prevent = true;
            r.send(Some(Command::Overlay(Overlay::CloseWelcome(ids::BOARD))));
        }
        _ => {}
    }
}

/// The elements whose events are seldom (not a first visit's): their rules are kept
/// apart ([`seldom`]), out of what a first visit loads.
const SELDOM: &[&str] = &[
    ids::REVIEW_GRAPH,
    ids::BOARD_RESIZE,
    ids::IMPORT_RECORD,
    ids::MOVE_FORM,
    ids::LIVE_CHAT_FORM,
];

/// What a `click`, `keydown` or `submit` does on one of the elements of [`SELDOM`].
#[inline(never)]
fn seldom(ev: &Ev, id: &str, r: &mut Route) {
    match (ev.kind.as_str(), id) {
        ("click", ids::REVIEW_GRAPH) => {
            r.send(Some(Command::GraphClicked(ev.at[0] / ev.at[2].max(1.0))));
        }
        // Enter or Space on the focused resize handle fits the window again.
        ("click", ids::BOARD_RESIZE) if ev.detail == 0 => {
            r.send(Some(Command::BoardSize(None, true)));
        }
        ("click", ids::IMPORT_RECORD) => {
            r.steps.push(Step::Take(ids::RECORD_TEXT, Command::Import))
        }
        ("keydown", ids::BOARD_RESIZE) => {
            let by = match ev.key.as_str() {
                "ArrowUp" | "ArrowRight" => BOARD_STEP,
                "ArrowDown" | "ArrowLeft" => -BOARD_STEP,
                _ => return,
            };
            r.prevent = true;
            r.steps.push(Step::Grow(by));
        }
        ("submit", ids::LIVE_CHAT_FORM) => {
            r.prevent = true;
            r.steps.push(Step::Take(ids::LIVE_CHAT_INPUT, |t| {
                use super::live::LiveInput;
                Command::Friend(super::friend::FriendInput::Live(LiveInput::Chat(t)))
            }));
        }
        ("submit", ids::MOVE_FORM) => {
            r.prevent = true;
            r.steps.push(Step::Take(ids::MOVE_INPUT, |t| {
                Command::PlayText(t, MoveSource::Text)
            }));
        }
        _ => {}
    }
}

/// What a `change`, `input`, `toggle` or `close` does on its target `id`.
#[inline(never)]
fn target(state: &State, ev: &Ev, id: &str, r: &mut Route) {
    let input = match ev.kind.as_str() {
        "change" if controls::SWITCHES.contains(&id) => Input::Checked(ev.on),
        "change" if id == ids::IMPORT_FILE => return r.steps.push(Step::File(Command::Import)),
        "change" if id == ids::GAMES_FILE => {
            return r
                .steps
                .push(Step::File(|t| Command::Archive(ArchiveInput::Import(t))));
        }
        // The position text and the games' search act on every letter typed.
        "change" if id != ids::EDIT_TCN && id != ids::GAMES_SEARCH => Input::Value(&ev.value),
        "input" if id == ids::EDIT_TCN || id == ids::GAMES_SEARCH => Input::Value(&ev.value),
        "input" => {
            r.steps
                .extend(ev.found(DRAFT).map(|d| Step::Draft(d.to_string())));
            return;
        }
        "toggle" if id == ids::SAVE_SHARE => return r.send(Some(Command::SavePanel(ev.on))),
        // A modal dialog closed itself (Escape).
        "close" => return r.send(controls::dialog_closed(id)),
        _ => return,
    };
    if controls::FIELDS.contains(&id) || controls::SWITCHES.contains(&id) {
        r.send(controls::command(state, id, input));
    }
}

/// What a pointer event (or a `dblclick`, a `contextmenu`) does on its target `id`: the
/// board's presses, moves and drops; its resize handle's drags (the larger of the
/// pointer's distances from the board's top-left corner) and double click (the board
/// fits the window again).
fn pointer(ev: &Ev, id: &str, r: &mut Route) {
    let [x, y, w, h] = ev.at;
    let at = Point::new(x * 8.0 / w.max(1.0), y * 8.0 / h.max(1.0));
    let (p, main) = (ev.pointer, ev.button == 0);
    let command = match (id, ev.kind.as_str()) {
        (ids::BOARD, "pointerdown") if main => {
            r.prevent = true;
            r.steps.push(Step::Hold(true));
            Command::PointerDown(p, at)
        }
        (ids::BOARD, "pointermove") => Command::PointerMove(p, at),
        (ids::BOARD, "pointerup") => Command::PointerUp(p, at),
        (ids::BOARD, "pointerleave") => Command::PointerLeft,
        (ids::BOARD, "pointercancel" | "lostpointercapture") => Command::PointerCancel(p),
        (ids::BOARD, "contextmenu") => return r.prevent = true,
        (ids::BOARD_RESIZE, _) => return handle(ev, r),
        _ => return,
    };
    r.send(Some(command));
}

/// What a pointer event does on the board's resize handle.
#[inline(never)]
fn handle(ev: &Ev, r: &mut Route) {
    let command = match ev.kind.as_str() {
        "pointerdown" if ev.button == 0 => {
            r.prevent = true;
            return r.steps.push(Step::Hold(false));
        }
        "pointermove" if ev.captured => {
            let [dx, dy] = ev.from_board;
            Command::BoardSize(dragged_board(dx, dy), false)
        }
        // What the page drew (capped at what fits) is what is remembered.
        "pointerup" | "pointercancel" if ev.captured => {
            return r.steps.push(Step::Grow(0.0));
        }
        "dblclick" => Command::BoardSize(None, true),
        _ => return,
    };
    r.send(Some(command));
}

/// The page's keys, once the target and what is around it had theirs.
fn page_key(state: &State, ev: &Ev, r: &mut Route) {
    // A modal dialog keeps the keys (Escape closes it).
    if state.modal_open() || ev.mods {
        return;
    }
    let field = control_uses_keys(&ev.tag, &ev.input_type);
    // Escape anywhere but in a text field closes the welcome card.
    if ev.key == "Escape" && state.overlays().welcome && !r.prevent {
        let typing = field && ev.found(CANVAS).is_none();
        if !typing {
            r.send(Some(Command::Overlay(Overlay::CloseWelcome(ids::BOARD))));
            return;
        }
    }
    if r.prevent || field {
        return;
    }
    if let Some(command) = controls::page_key(&ev.key) {
        r.prevent = true;
        r.send(Some(command));
    }
}

#[cfg(test)]
mod tests;
