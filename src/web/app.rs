//! The page's shell around the app core's runtime: [`App`] holds it with what only a page
//! has (the canvas, the panel's DOM, the workers, the script API's promises). Input, the
//! script API, timers and workers reach it through [`with_app`] or the queue ([`post`]),
//! and change it only by sending a [`Command`]; the shell carries out the tasks that come
//! back. The view is written once an animation frame ([`App::tick`]); docs/ARCHITECTURE.md
//! tells the whole.

use std::ops::Deref;
use three_crowns::app::ids;
use three_crowns::app::stored::{self, Store};

use three_crowns::app::api::calls::Given;
use three_crowns::app::api::dispatch::Answer;
use three_crowns::app::computer::Effect as ComputerEffect;
use three_crowns::app::page::Page;
use three_crowns::app::runtime::{Runtime, Task};
use three_crowns::app::{Command, Effect, Restored, State};
use three_crowns::ui::error::PageError;

use super::render::Canvas;
use super::view::Written;
use super::workers::{later, Workers};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::audio::Audio;
use super::dom;
use super::picture;
use super::storage::{self, Local};
use super::{inbox, post, with_app};

/// The media query of a system that prefers dark colours.
pub const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

/// The page's app: the core's runtime and the page's means.
pub struct App {
    runtime: Runtime,
    /// The reduced-motion query, asked once (its answer is read at each command).
    motion: Option<web_sys::MediaQueryList>,
    canvas: Canvas,
    /// What the page shows of the view, to write only what changes.
    written: Written,
    /// The workers that carry the engine conversations.
    workers: Workers,
    /// The page's `localStorage` and the tab's session storage, if they may be used.
    local: Option<Local>,
    session: Option<Local>,
    /// The script API's promises waiting for their answers: the call's number, its
    /// resolve and reject.
    pending: Vec<(u64, js_sys::Function, js_sys::Function)>,
    /// Tasks are being carried out (a command sent meanwhile has its own wait after).
    draining: bool,
    /// The animation frame's callback, made once and reused for every frame.
    frame: Closure<dyn FnMut(f64)>,
    /// A frame is asked for and has not run yet.
    frame_pending: bool,
    /// The sounds' means.
    pub audio: Audio,
}

impl Deref for App {
    type Target = State;
    fn deref(&self) -> &State {
        self.runtime.state()
    }
}

/// 64 bits from the browser's cryptographic source (`Math.random`'s where it refuses).
fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    let crypto = dom::window().crypto().ok();
    match crypto.map(|c| c.get_random_values_with_u8_array(&mut b)) {
        Some(Ok(_)) => u64::from_le_bytes(b),
        _ => (js_sys::Math::random() * 4_294_967_296.0) as u64,
    }
}

impl App {
    /// A new game's app drawing on `canvas`.
    pub fn new(canvas: Canvas) -> App {
        App {
            motion: dom::window()
                .match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten(),
            runtime: Runtime::with_inbox(
                State::new(dom::media(DARK_QUERY), random_seed()),
                inbox(),
            ),
            canvas,
            written: Written::default(),
            workers: Workers::default(),
            local: storage::local(),
            session: storage::session(),
            pending: Vec::new(),
            draining: false,
            frame: Closure::new(|ts| {
                with_app(|a| {
                    a.frame_pending = false;
                    a.tick(ts);
                });
            }),
            frame_pending: false,
            audio: Audio::default(),
        }
    }

    /// Restores what storage holds at start, with what the page is (its address, whether
    /// it can share, its processors believed up to 1,024, a seed for live games' secrets).
    pub fn restore_saved(&mut self) {
        let navigator = dom::window().navigator();
        let restored = Restored {
            stored: self.local.as_mut().map(stored::restore).unwrap_or_default(),
            editor_draft: self.session.as_ref().and_then(|s| s.get(stored::EDITOR)),
            browser_languages: navigator
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect(),
            page: Page {
                href: dom::window().location().href().unwrap_or_default(),
                can_share: dom::can_share(),
                cores: navigator.hardware_concurrency().clamp(0.0, 1024.0) as u32,
                secret: random_seed(),
            },
        };
        let _ = self.send(Command::Restore(Box::new(restored)));
        // What was being typed before a reload, back in its field.
        for (id, text) in self
            .session
            .as_ref()
            .map(stored::drafts::restore)
            .unwrap_or_default()
        {
            let _ =
                dom::element(id).map(|f| js_sys::Reflect::set(&f, &"value".into(), &text.into()));
        }
    }

    /// Sends `command` to the state and carries out what comes back (and what follows
    /// from it); returns whether the command was refused (why is already said).
    pub fn send(&mut self, command: Command) -> Result<(), PageError> {
        let result = self
            .runtime
            .send(command, dom::surroundings(self.motion.as_ref()));
        self.drain_tasks();
        result
    }

    /// Carries out what waits, in order, until nothing does (unless it is being done
    /// already: a command sent by a task has its tasks carried out after).
    pub fn drain_tasks(&mut self) {
        if self.draining {
            return;
        }
        self.draining = true;
        loop {
            let (workers, motion) = (&self.workers, self.motion.as_ref());
            let current = |engine, number| workers.current(engine, number);
            let world = || dom::surroundings(motion);
            let Some(task) = self.runtime.next(&world, &current) else {
                break;
            };
            match task {
                Task::Effect(effect) => self.carry_out(effect),
                Task::Work(engine, work) => {
                    if let Some(heard) = self.workers.carry(engine, work) {
                        self.runtime.heard_now(engine, heard);
                    }
                }
                Task::Answer(serial, answer) => self.answer(serial, &answer),
                Task::Warn(text) => web_sys::console::warn_1(&text.into()),
            }
        }
        self.draining = false;
    }

    fn carry_out(&mut self, effect: Effect) {
        let effect = match stored::carry_out(effect, self.local.as_mut(), self.session.as_mut()) {
            Ok(reply) => {
                if let Some(command) = reply {
                    let _ = self.send(command);
                }
                return;
            }
            Err(effect) => effect,
        };
        match effect {
            Effect::Redraw => self.request_frame(),
            Effect::Draw(t) => self.draw(t),
            Effect::Announce(said) => dom::speak(ids::ANNOUNCE, &said),
            Effect::Sound(s) => self.audio.play(s),
            Effect::Fetch(file) => dom::fetch_text(&file.url(), move |r| post(file.reply(r))),
            Effect::ReplaceUrl(url) => dom::replace_url(&url),
            Effect::Db(e) => super::db::carry_out(e),
            Effect::Live(e) => super::live::carry_out(e),
            Effect::Timer { ms, timer } => later(ms, move || post(Command::Timer(timer))),
            Effect::Computer(ComputerEffect::Wait { serial, ms }) => {
                later(ms, move || post(Command::ComputerDue(serial)));
            }
            e @ (Effect::Copy { .. }
            | Effect::Download { .. }
            | Effect::Picture(..)
            | Effect::Share { .. }) => self.carry_out_seldom(e),
            // The engines' effects are the runtime's.
            _ => {}
        }
    }

    /// The effects a first visit never asks for, in a function of their own: the split
    /// (scripts/split-wasm.mjs) keeps a function whole, and these go with the rest.
    #[inline(never)]
    fn carry_out_seldom(&mut self, effect: Effect) {
        match effect {
            Effect::Copy { text, what } => dom::copy(&text, move |r| {
                post(Command::Copied(what, r));
            }),
            Effect::Download { name, text } => {
                if let Err(e) = dom::download(name, &text) {
                    let _ = self.send(Command::DownloadFailed(dom::js_text(&e)));
                }
            }
            Effect::Picture(e) => picture::carry_out(e, &mut self.workers),
            Effect::Share { url, title } => dom::share(&title, &url),
            _ => {}
        }
    }

    /// The script API's call `name` (`app::api::dispatch`); `promise`: its resolve and
    /// reject, which wait for its answer. Returns the answer of a call that answers at
    /// once (`None`: no call has that name).
    pub fn call(
        &mut self,
        name: &str,
        args: [Given; 2],
        promise: Option<(js_sys::Function, js_sys::Function)>,
    ) -> Option<Answer> {
        let serial = self.runtime.call(name, args)?;
        if let Some((resolve, reject)) = promise {
            self.pending.push((serial, resolve, reject));
        }
        self.drain_tasks();
        self.runtime.answered(serial)
    }

    /// Settles the promise of the script API's call `serial`.
    #[inline(never)]
    fn answer(&mut self, serial: u64, answer: &Answer) {
        if let Some(i) = self.pending.iter().position(|p| p.0 == serial) {
            let (_, resolve, reject) = self.pending.remove(i);
            super::api::settle(&resolve, &reject, answer);
        }
    }

    // ----- what only the shell can do -----

    /// The GIF's worker numbered `number` failed (`Workers::gif_failed`).
    pub fn gif_failed(&mut self, number: u32, why: String) {
        if let Some(command) = self.workers.gif_failed(number, why) {
            let _ = self.send(command);
        }
    }

    /// The board's box changed size: it is measured and drawn again.
    pub fn board_resized(&mut self) {
        self.canvas.resized();
        let _ = self.send(Command::Redraw);
    }

    // ----- drawing -----

    /// Asks for an animation frame, unless one is already pending: however many changes
    /// an event makes, the board is drawn once a frame.
    fn request_frame(&mut self) {
        if !std::mem::replace(&mut self.frame_pending, true) {
            let _ = dom::window().request_animation_frame(self.frame.as_ref().unchecked_ref());
        }
    }

    /// One animation frame at `ts` (ms): scrolls the move list if asked, draws the board
    /// if it changed or an animation runs (another frame, while an animation runs, is
    /// asked for by the state).
    fn tick(&mut self, ts: f64) {
        self.written.scroll_move_list();
        let _ = self.send(Command::Frame(ts));
        self.flush();
    }

    /// Writes the view now, if it changed (once a frame; at start, before the page says
    /// it is ready).
    /// Then the focus moves where the state asked, and a modal dialog opens last: when it
    /// closes, it gives the focus back to that.
    pub fn flush(&mut self) {
        let frame = self.runtime.take_frame();
        let view = frame.render.then(|| self.runtime.state().view());
        let palette = self.runtime.state().palette();
        if let Some(view) = &view {
            self.written
                .write(view, palette, self.runtime.state().speaker());
            self.written.close_dialogs(view);
            if self.written.scroll_pending() {
                // The move list is kept in view at the next frame: measuring now would
                // force a layout.
                self.request_frame();
            }
        }
        match frame.focus {
            Some(f) if f.in_place => {
                if let Some(el) = dom::element(f.id) {
                    dom::focus_without_scrolling(&el);
                }
            }
            Some(f) => dom::focus(f.id, f.select),
            None => {}
        }
        if let Some(el) = frame.reveal.and_then(dom::element) {
            dom::reveal(&el);
        }
        if let Some(view) = &view {
            self.written.open_dialogs(view, palette);
            self.written.place_notices(view);
        }
    }

    /// Draws the board now, `t` ms into the running animation.
    fn draw(&mut self, t: f64) {
        self.canvas.draw(&self.runtime.state().scene(t));
    }
}
