//! `three-crowns-web`, the browser game (wasm32): the thin shell that wires the app core
//! to the DOM and a canvas (its modules: docs/ARCHITECTURE.md, "The source tree"). This
//! root starts the page and holds its one global state: the app ([`with_app`]) and what
//! comes later, through the runtime's queue ([`post`]). Its own package
//! (`web/Cargo.toml`), built with trunk (`index.html`) and the workspace's `web` profile.

mod api;
mod app;
mod audio;
mod board_input;
mod crash;
mod db;
mod dom;
mod events;
mod focus;
// The messages between page and GIF worker live with that worker's files, read by both.
mod js;
mod labels;
mod list;
mod live;
mod pen;
mod picture;
mod render;
mod rest;
mod storage;
mod view;
mod workers;

use three_crowns::app::{ids, Command};
use three_crowns::ui::words;
use wasm_bindgen::JsValue;
use web_sys::HtmlCanvasElement;

use std::cell::{OnceCell, RefCell};

use app::App;
use render::Canvas;
use three_crowns::app::engines::{Engine, Heard};
use three_crowns::app::runtime::{Inbox, Message};

/// The global allocator: talc, smaller in the wasm than the standard library's dlmalloc
/// (this module is single-threaded).
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The page's one piece of global state: the app, and the runtime's queue of messages,
/// kept apart from the app's borrow so that what comes while the app is busy is posted.
struct Shell {
    app: RefCell<Option<App>>,
    inbox: OnceCell<Inbox>,
}

thread_local! {
    // Made at compile time: no lazy start, nothing to drop.
    static SHELL: Shell = const {
        Shell {
            app: RefCell::new(None),
            inbox: OnceCell::new(),
        }
    };
}

/// Runs `f` on the app, if it is running and not already borrowed, then carries out
/// what waits (what `f` asked, what was posted meanwhile).
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    SHELL.with(|s| {
        let mut app = s.app.try_borrow_mut().ok()?;
        let app = app.as_mut()?;
        let result = f(app);
        app.drain_tasks();
        Some(result)
    })
}

/// Makes `app` the page's app (reached by [`with_app`], and woken by what is posted).
fn install(app: App) {
    // Installed once, over nothing: there is nothing to drop (and no drop code to ship).
    SHELL.with(|s| std::mem::forget(s.app.replace(Some(app))));
}

/// The runtime's queue of messages (made at the first call).
pub fn inbox() -> Inbox {
    SHELL.with(|s| s.inbox.get_or_init(Inbox::default).clone())
}

/// Posts `message` (a worker's message, a timer, a fetched file, the clipboard's word)
/// and wakes the app to take it: at once if it is free, else once the action that keeps
/// it busy is over (the queue never refuses one).
fn deliver(message: Message) {
    inbox().post(message);
    with_app(|_| ());
}

/// Hands `command` to the app (kept in order until the app can take it).
pub fn post(command: Command) {
    deliver(Message::Command(command));
}

/// Tells the app what `engine`'s worker numbered `number` did.
pub fn heard(engine: Engine, number: Option<u32>, heard: Heard) {
    deliver(Message::Heard(engine, number, heard));
}

fn main() {
    rest::prepare();
    crash::install();
    if let Err(e) = boot() {
        // A failure is said in the status line and the console.
        let msg = dom::js_text(&e);
        web_sys::console::error_1(&JsValue::from_str(&msg));
        dom::speak(ids::STATUS, &words::start_failed(&msg));
    }
}

/// Builds the app, wires the DOM's events and the script API, then opens a shared link
/// and says the page is ready.
fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id(ids::BOARD)?;
    let mut app = App::new(Canvas::new(canvas.clone())?);
    // A command that comes later (a worker, a timer, a fetch) while the app is busy
    // (sending another) waits in the runtime's queue until the app is let go; a stale
    // one is dropped by the app core's own checks (tickets), never by the page.
    app.restore_saved();
    events::wire(canvas)?;
    install(app);
    api::install()?;
    // The game shown, then the link the page was opened by, or a first visit's welcome.
    with_app(|a| a.send(Command::Start));
    // The page as it first shows, written whole before it says it is ready.
    with_app(App::flush);
    if let Some(root) = dom::document().document_element() {
        root.set_attribute("data-ready", "true")?;
    }
    Ok(())
}
