//! The page's shell around the app core (`three_crowns::app::State`): the state lives in a
//! thread-local [`App`] with what only a page has (the canvas, the panel's DOM, the
//! engine workers, the callbacks the script API waits on). Input handlers (`events`),
//! the script API (`api`), timers and the workers' replies reach it through
//! [`with_app`] and change it only by sending a [`Command`] ([`App::send`]), which hands
//! it to the state's `update` with the clock and the date and carries out the effects
//! that come back: the state decides, the shell does.
//!
//! Nothing is written on the spot: an input marks the board or the view dirty, and the
//! next animation frame ([`App::tick`]) draws the board and writes what changed of the
//! view once, however many inputs came before it; then the focus moves where the state
//! asked ([`Effect::Focus`]).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::ops::Deref;
use three_crowns::app::{ids, stored};

use three_crowns::app::channel::Reply;
use three_crowns::app::computer::Effect as ComputerEffect;
use three_crowns::app::engines::{Engine, Engines, Heard, Out};
use three_crowns::app::overlays::Overlay;
use three_crowns::app::{Command, Effect, Restored, State, Surroundings, Wanted};
use three_crowns::puzzles::Puzzle;
use three_crowns::ui::error::PageError;

use super::post::{post, Posted};
use super::render::Canvas;
use super::view::Written;
use super::workers::{later, Workers};
use super::{audio, db, dom, frame, picture, storage};

/// The media query of a system that prefers dark colours.
pub const DARK_QUERY: &str = "(prefers-color-scheme: dark)";
/// The puzzle set, relative to the page (so that a site under a sub-path finds it).
const SET_URL: &str = "www/puzzles.txt";
/// The rules page's body in English (another language's is `www/rules.<tag>.html`).
const RULES_URL: &str = "www/rules.html";

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, if it is running and not already borrowed, then hands it what
/// was posted meanwhile ([`super::post::drain`]).
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    let result = APP.with(|a| a.try_borrow_mut().ok().and_then(|mut a| a.as_mut().map(f)));
    if result.is_some() {
        super::post::drain();
    }
    result
}

/// Hands `posted` to the app, or gives it back when the app is busy (or not yet there),
/// so that post's queue keeps it.
pub fn receive(posted: Posted) -> Result<(), Posted> {
    APP.with(|a| match a.try_borrow_mut() {
        Ok(mut a) => match a.as_mut() {
            Some(app) => {
                app.receive(posted);
                Ok(())
            }
            None => Err(posted),
        },
        Err(_) => Err(posted),
    })
}

/// Makes `app` the page's app (reached by [`with_app`]).
pub fn install(app: App) {
    APP.with(|a| *a.borrow_mut() = Some(app));
}

/// The page's clock (ms, `performance.now()`).
pub fn now_ms() -> f64 {
    dom::window().performance().map_or(0.0, |p| p.now())
}

/// What the page's surroundings keep for its life, asked once: its address, whether it
/// can share, the machine's logical processors, and the reduced-motion query (whose
/// answer is read at each command).
struct Steady {
    page: String,
    can_share: bool,
    cores: u32,
    motion: Option<web_sys::MediaQueryList>,
}

thread_local! {
    static STEADY: Steady = Steady {
        page: dom::page_url(),
        can_share: dom::can_share(),
        // At most 1,024 (a browser that reports nonsense is not believed beyond that).
        cores: dom::window().navigator().hardware_concurrency().clamp(0.0, 1024.0) as u32,
        motion: dom::window()
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten(),
    };
}

/// The surroundings of a command: made for every command (the engine's lines
/// included), so the parts that do not change are asked once ([`Steady`]).
fn surroundings() -> Surroundings {
    let (today, time) = dom::date_and_time();
    STEADY.with(|s| Surroundings {
        now_ms: now_ms(),
        today,
        reduced_motion: s
            .motion
            .as_ref()
            .is_some_and(web_sys::MediaQueryList::matches),
        page: s.page.clone(),
        epoch_ms: js_sys::Date::now(),
        time,
        can_share: s.can_share,
        cores: s.cores,
    })
}

/// What is told when a puzzle asked for is open (or could not be).
pub type Opened = Box<dyn FnOnce(Result<(), PageError>)>;
/// What is told when the set is there (or could not be had).
pub type SetWaiter = Box<dyn FnOnce(Result<&[Puzzle], &PageError>)>;
/// What is told a count's reply (the script API's `perft` and `bench`).
pub type Counted = Box<dyn FnOnce(Reply)>;

/// The page's app: the core's state and the page's means.
pub struct App {
    state: State,
    canvas: Canvas,
    /// What the page shows of the view, to write only what changes.
    written: Written,
    /// The engine conversations (the app core's) and the workers that carry them.
    engines: Engines,
    workers: Workers,
    /// The script API's puzzle requests waiting to be settled, by number.
    opened: Vec<(u64, Opened)>,
    /// The script API's counts waiting for their reply, by number.
    counts: Vec<(u64, Counted)>,
    /// The script API's callers waiting for the puzzle set.
    set_waiters: Vec<SetWaiter>,
    /// The view must be written at the next frame.
    render: bool,
    /// Where the focus goes once the view is written (with its text selected or not).
    focus: Option<(&'static str, bool)>,
    /// Whether that focus leaves the page where it is (`Effect::FocusInPlace`).
    focus_in_place: bool,
    /// What is scrolled into view once the view is written, if out of sight.
    reveal: Option<&'static str>,
    /// Effects waiting to be carried out, in order.
    queue: VecDeque<Effect>,
    /// Effects are being carried out (a command sent meanwhile queues its own after).
    draining: bool,
    /// Numbers the script API's puzzle requests.
    requests: u64,
}

impl Deref for App {
    type Target = State;
    fn deref(&self) -> &State {
        &self.state
    }
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

impl App {
    /// A new game's app drawing on `canvas`.
    pub fn new(canvas: Canvas) -> App {
        App {
            state: State::new(dom::media(DARK_QUERY), random_seed()),
            canvas,
            written: Written::default(),
            engines: Engines::default(),
            workers: Workers::default(),
            opened: Vec::new(),
            counts: Vec::new(),
            set_waiters: Vec::new(),
            render: false,
            focus: None,
            focus_in_place: false,
            reveal: None,
            queue: VecDeque::new(),
            draining: false,
            requests: 0,
        }
    }

    /// Restores the settings, the progress and the saved game at start.
    pub fn restore_saved(&mut self) {
        let _ = self.send(Command::Restore(Box::new(Restored {
            stored: storage::restore(),
            editor_draft: storage::editor_draft(),
            browser_languages: dom::window()
                .navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect(),
        })));
    }

    /// Sends `command` to the state and carries out what comes back (and what follows
    /// from it); returns whether the command was refused (why is already said).
    pub fn send(&mut self, command: Command) -> Result<(), PageError> {
        let (effects, result) = self.state.update(command, surroundings());
        self.queue.extend(effects);
        if !self.draining {
            self.draining = true;
            while let Some(effect) = self.queue.pop_front() {
                self.carry_out(effect);
            }
            self.draining = false;
        }
        result
    }

    fn carry_out(&mut self, effect: Effect) {
        match effect {
            Effect::Redraw => frame::request(),
            Effect::Draw(t) => self.draw(t),
            Effect::Render => {
                self.render = true;
                frame::request();
            }
            Effect::Focus { id, select } => {
                self.focus = Some((id, select));
                self.focus_in_place = false;
                frame::request();
            }
            Effect::FocusInPlace(id) => {
                self.focus = Some((id, false));
                self.focus_in_place = true;
                frame::request();
            }
            Effect::Reveal(id) => {
                self.reveal = Some(id);
                frame::request();
            }
            Effect::StoreWelcome(what) => storage::set_welcome(what),
            Effect::StoreBoardSize(size) => storage::save_board_size(size),
            Effect::Announce(said) => dom::speak(ids::ANNOUNCE, &said),
            Effect::Sound(s) => audio::play(s),
            Effect::SaveGame {
                record,
                protect_unreadable,
            } => {
                let r = storage::save(&record, protect_unreadable);
                let _ = self.send(Command::Saved(r));
            }
            Effect::StoreSettings(mut merged) => {
                let _ = storage::store_synced(stored::SETTINGS, &mut merged);
                let _ = self.send(Command::SettingsStored(merged));
            }
            Effect::FetchCatalogue(tag) => {
                dom::fetch_text(&format!("www/lang/{tag}.ftl"), move |r| {
                    post(Command::CatalogueFetched(tag, r));
                });
            }
            Effect::KeepPrevious(record) => {
                if let Err(e) = storage::keep_previous(&record) {
                    let _ = self.send(Command::PreviousNotStored(e));
                }
            }
            Effect::ForgetKept(record) => {
                let _ = storage::forget_kept(&record);
            }
            Effect::StoreChoices(text) => storage::store_choices(&text),
            Effect::DropFragment => dom::drop_fragment(),
            Effect::Db(e) => db::carry_out(e),
            Effect::Timer { ms, timer } => later(ms, move || post(Command::Timer(timer))),
            Effect::Computer(ComputerEffect::Wait { serial, ms }) => {
                later(ms, move || post(Command::ComputerDue(serial)));
            }
            e @ (Effect::FetchRules(..)
            | Effect::SaveEditorDraft(..)
            | Effect::StorePuzzleProgress(..)
            | Effect::StoreLessonProgress(..)
            | Effect::FetchPuzzles
            | Effect::PuzzleOpened(..)
            | Effect::PuzzleSetSettled(..)
            | Effect::Copy { .. }
            | Effect::Download { .. }
            | Effect::Picture(..)
            | Effect::Share { .. }) => self.carry_out_seldom(e),
            other => {
                if let Ok(outs) = self.engines.carry_out(other) {
                    self.outs(outs);
                }
            }
        }
    }

    /// The effects a first visit never asks for, in a function of their own: the split
    /// (scripts/split-wasm.mjs) keeps a function whole, and these go with the rest.
    #[inline(never)]
    fn carry_out_seldom(&mut self, effect: Effect) {
        match effect {
            Effect::FetchRules(tag) => {
                let url = match tag {
                    "en" => RULES_URL.to_owned(),
                    tag => format!("www/rules.{tag}.html"),
                };
                dom::fetch_text(&url, move |r| {
                    post(Command::Overlay(Overlay::RulesFetched(tag, r)));
                });
            }
            Effect::SaveEditorDraft(draft) => storage::save_editor_draft(draft.as_deref()),
            Effect::StorePuzzleProgress(mut merged) => {
                let _ = storage::store_synced(stored::PUZZLES, &mut merged);
                let _ = self.send(Command::PuzzleProgressStored(merged));
            }
            Effect::StoreLessonProgress(mut merged) => {
                let _ = storage::store_synced(stored::LESSONS, &mut merged);
                let _ = self.send(Command::LessonProgressStored(merged));
            }
            Effect::FetchPuzzles => dom::fetch_text(SET_URL, |r| {
                post(Command::PuzzlesLoaded(r));
            }),
            Effect::PuzzleOpened(serial, result) => {
                if let Some(i) = self.opened.iter().position(|(s, _)| *s == serial) {
                    let (_, done) = self.opened.remove(i);
                    done(result);
                }
            }
            Effect::PuzzleSetSettled(set) => {
                for w in std::mem::take(&mut self.set_waiters) {
                    w(set.as_deref());
                }
            }
            Effect::Copy { text, what } => dom::copy(&text, move |r| {
                post(Command::Copied(what, r));
            }),
            Effect::Download { name, text } => {
                if let Err(e) = dom::download(name, &text) {
                    let _ = self.send(Command::DownloadFailed(dom::js_text(&e)));
                }
            }
            Effect::Picture(e) => picture::carry_out(e),
            Effect::Share { url, title } => dom::share(&title, &url),
            _ => {}
        }
    }

    /// Carries out what the engine conversations ask.
    fn outs(&mut self, outs: Vec<Out>) {
        for out in outs {
            match out {
                Out::Work(engine, work) => {
                    if let Some(heard) = self.workers.carry(engine, work) {
                        self.heard(engine, heard);
                    }
                }
                Out::Command(command) => {
                    let _ = self.send(command);
                }
                Out::Counted(serial, reply) => {
                    if let Some(i) = self.counts.iter().position(|(s, _)| *s == serial) {
                        (self.counts.remove(i).1)(reply);
                    }
                }
                Out::Warn(text) => web_sys::console::warn_1(&text.into()),
            }
        }
    }

    /// What a worker did reaches its conversation.
    fn heard(&mut self, engine: Engine, heard: Heard) {
        let outs = self.engines.heard(engine, heard);
        self.outs(outs);
    }

    /// Something posted: a command, or what a worker did.
    pub fn receive(&mut self, posted: Posted) {
        match posted {
            Posted::Command(command) => {
                let _ = self.send(command);
            }
            // A worker already replaced is not heard: its failure is not the new one's.
            Posted::Heard(engine, number, heard) => {
                if self.workers.current(engine, number) {
                    self.heard(engine, heard);
                }
            }
        }
    }

    /// Asks the counting worker `commands` (a count under way is stopped); `done` hears
    /// the reply.
    pub fn count(&mut self, commands: Vec<three_crowns::engine::Command>, done: Counted) {
        self.requests += 1;
        self.counts.push((self.requests, done));
        let outs = self.engines.count(self.requests, commands);
        self.outs(outs);
    }

    /// Stops the count under way; returns whether there was one.
    pub fn stop_count(&mut self) -> bool {
        let (was, outs) = self.engines.stop(Engine::Count);
        self.outs(outs);
        was
    }

    // ----- what only the shell can do -----

    /// Opens a puzzle (`Wanted`), fetching the set first if needed; `done` is told
    /// whether it opened.
    pub fn open_puzzle(&mut self, wanted: Wanted, done: Option<Opened>) {
        let serial = done.map_or(0, |done| {
            self.requests += 1;
            self.opened.push((self.requests, done));
            self.requests
        });
        let _ = self.send(Command::OpenPuzzle(wanted, serial));
    }

    /// Calls `f` with the set once it is there (fetching it if needed).
    pub fn with_puzzle_set(&mut self, f: SetWaiter) {
        self.set_waiters.push(f);
        let _ = self.send(Command::WantPuzzleSet);
    }

    /// The board's box changed size: it is measured and drawn again.
    pub fn board_resized(&mut self) {
        self.canvas.resized();
        let _ = self.send(Command::Redraw);
    }

    // ----- drawing -----

    /// One animation frame at `ts` (ms): scrolls the move list if asked, draws the board
    /// if it changed or an animation runs. Returns whether another frame is wanted.
    pub fn tick(&mut self, ts: f64) -> bool {
        self.written.scroll_move_list();
        let _ = self.send(Command::Frame(ts));
        self.flush();
        // Another frame, while an animation runs, is asked for by the state.
        false
    }

    /// Writes the view now, if it changed (once a frame; at start, before the page says
    /// it is ready).
    /// Then the focus moves where the state asked, and a modal dialog opens last: when it
    /// closes, it gives the focus back to that.
    pub fn flush(&mut self) {
        let view = std::mem::take(&mut self.render).then(|| self.state.view());
        let palette = self.state.palette();
        if let Some(view) = &view {
            self.written.write(view, palette, self.state.speaker());
            self.written.close_dialogs(view);
        }
        if let Some((id, select)) = self.focus.take() {
            if std::mem::take(&mut self.focus_in_place) {
                if let Some(el) = dom::element(id) {
                    dom::focus_without_scrolling(&el);
                }
            } else {
                dom::focus(id, select);
            }
        }
        if let Some(el) = self.reveal.take().and_then(dom::element) {
            dom::reveal(&el);
        }
        if let Some(view) = &view {
            self.written.open_dialogs(view, palette);
            self.written.place_notices(view);
        }
    }

    /// Draws the board now, `t` ms into the running animation.
    fn draw(&mut self, t: f64) {
        self.canvas.draw(&self.state.scene(t));
    }
}
