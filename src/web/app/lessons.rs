//! Learn mode on the page (issue 12): one lesson at a time on the board
//! (`ui::lessons::Attempt` judges the learner's moves with the rules core), the game in
//! progress kept aside untouched meanwhile (`aside`), the scripted replies played through
//! the one door (`App::play`, source `Computer`: the opponent's seat is the lesson's, so
//! no person moves for it and the computer player stands by), the lessons done saved
//! under a key of their own.

use three_crowns::position::Position;
use three_crowns::types::{Color, Move};
use three_crowns::ui::computer::MAX_LEVEL;
use three_crowns::ui::error::PageError;
use three_crowns::ui::lessons::{self, Attempt, Progress, Status, Verdict, LESSONS};
use three_crowns::ui::session::{MoveSource, Seat};
use three_crowns::ui::synced::Synced;
use three_crowns::ui::words;

use super::aside::Aside;
use super::{with_app, App};
use crate::computer::later;
use crate::{dom, storage};

/// The pause before the opponent's scripted reply (the learner's move animates meanwhile).
const REPLY_DELAY_MS: f64 = 700.0;

/// A lesson on show, with the game kept aside.
struct LessonMode {
    attempt: Attempt,
    aside: Aside,
    /// The last thing the lesson said (the status line's feedback).
    message: String,
    /// The scripted reply due at the next timer.
    due: Option<Move>,
}

/// Learn mode's part of the app.
pub struct Lessons {
    /// The lessons done, as this tab has them and as they last agreed with storage.
    progress: Synced<Progress>,
    mode: Option<LessonMode>,
    /// Counts changes that make a due reply stale.
    ticket: u64,
    /// The lesson list has been built.
    listed: bool,
}

impl Lessons {
    /// Learn mode, off, with the progress kept in storage (unreadable parts forgiven).
    pub fn new() -> Lessons {
        Lessons {
            progress: storage::lesson_progress(),
            mode: None,
            ticket: 0,
            listed: false,
        }
    }
}

/// The lesson on show, as the script API shows it.
pub struct LessonView<'a> {
    /// The attempt.
    pub attempt: &'a Attempt,
    /// The lessons done.
    pub progress: &'a Progress,
    /// The last thing the lesson said.
    pub message: &'a str,
}

impl App {
    /// Whether a lesson is on show.
    pub fn in_lesson(&self) -> bool {
        self.lessons.mode.is_some()
    }

    /// The lesson on show, for the script API.
    pub fn lesson_view(&self) -> Option<LessonView<'_>> {
        self.lessons.mode.as_ref().map(|m| LessonView {
            attempt: &m.attempt,
            progress: self.lessons.progress.get(),
            message: &m.message,
        })
    }

    /// The lessons done.
    pub fn lesson_progress(&self) -> &Progress {
        self.lessons.progress.get()
    }

    pub(super) fn lesson_aside(&self) -> Option<&Aside> {
        self.lessons.mode.as_ref().map(|m| &m.aside)
    }

    pub(super) fn lesson_aside_mut(&mut self) -> Option<&mut Aside> {
        self.lessons.mode.as_mut().map(|m| &mut m.aside)
    }

    /// The Learn button: opens the first lesson not done yet, or leaves Learn mode.
    pub fn learn(&mut self) {
        if self.in_lesson() {
            self.leave_lessons();
        } else {
            let i = self.lessons.progress.get().next(None);
            self.open_lesson(i);
        }
    }

    /// Opens the lesson with `id` (a link, the rules page, the API); an unknown id is
    /// said and changes nothing.
    pub fn open_lesson_id(&mut self, id: &str) -> Result<(), PageError> {
        match lessons::find(id) {
            Some(i) => {
                self.open_lesson(i);
                Ok(())
            }
            None => self.refuse(PageError::UnknownLesson(id.to_string())),
        }
    }

    /// Shows lesson `index` on the board, keeping the game aside if it is not already.
    pub fn open_lesson(&mut self, index: usize) {
        let attempt = Attempt::new(index);
        let Some(pos) = lessons::position(attempt.lesson()) else {
            return;
        };
        self.leave_puzzles();
        self.interrupt();
        self.input.clear();
        self.preview = None;
        self.lessons.ticket += 1;
        match self.lessons.mode.as_mut() {
            Some(m) => {
                m.attempt = attempt;
                m.due = None;
            }
            None => {
                let aside = self.set_game_aside(pos);
                self.lessons.mode = Some(LessonMode {
                    attempt,
                    aside,
                    message: String::new(),
                    due: None,
                });
            }
        }
        self.restart_lesson_board(pos);
    }

    /// The lesson's position on the board, its learner at the bottom, the instruction said.
    fn restart_lesson_board(&mut self, pos: Position) {
        let Some(m) = self.lessons.mode.as_ref() else {
            return;
        };
        let learner = m.attempt.learner();
        let instruction = m.attempt.lesson().instruction;
        self.interrupt();
        self.input.clear();
        self.session.load(three_crowns::game::Game::new(pos));
        self.session.set_seat(learner, Seat::Person);
        self.session
            .set_seat(learner.other(), Seat::Computer { level: MAX_LEVEL });
        self.orientation.flipped = learner == Color::Black;
        // The instruction stands above the board's status; it is said once for those who
        // cannot see it, and the status line waits for the learner's move.
        self.lesson_say(words::LESSON_YOUR_MOVE.to_string());
        self.refresh();
        self.announce(instruction);
    }

    /// Leaves Learn mode: the game comes back exactly as it was.
    pub fn leave_lessons(&mut self) {
        let Some(m) = self.lessons.mode.take() else {
            return;
        };
        self.lessons.ticket += 1;
        self.bring_game_back(m.aside);
    }

    /// Back to the lesson's start.
    pub fn lesson_retry(&mut self) {
        let Some(m) = self.lessons.mode.as_mut() else {
            return;
        };
        m.attempt.retry();
        m.due = None;
        self.lessons.ticket += 1;
        if let Some(pos) = lessons::position(m.attempt.lesson()) {
            self.restart_lesson_board(pos);
        }
    }

    /// The next lesson (the first not done after this one, else the one after it), or,
    /// after the last lesson with every lesson done, back to a game.
    pub fn lesson_next(&mut self) {
        let Some(current) = self.lessons.mode.as_ref().map(|m| m.attempt.index()) else {
            return;
        };
        match self.lessons.progress.get().after(current) {
            Some(i) => self.open_lesson(i),
            None => {
                self.leave_lessons();
                self.set_status(words::LESSONS_ALL_DONE);
            }
        }
    }

    /// Why a person's move is not taken now in a lesson (`None`: it is, or no lesson).
    pub(super) fn lesson_refusal(&self) -> Option<PageError> {
        let a = &self.lessons.mode.as_ref()?.attempt;
        (!a.awaits_learner()).then(|| PageError::LessonWaits {
            status: a.status(),
            opponent: a.learner().other(),
        })
    }

    /// Says `msg` in the status line and keeps it as the lesson's message.
    fn lesson_say(&mut self, msg: String) {
        if let Some(m) = self.lessons.mode.as_mut() {
            m.message.clone_from(&msg);
        }
        self.set_status(msg);
    }

    /// The learner's move `mv`, just played from `before`: judged against the goal.
    pub(super) fn lesson_moved(&mut self, before: &Position, mv: Move) {
        let Some(m) = self.lessons.mode.as_mut() else {
            return;
        };
        let learner = m.attempt.learner();
        let verdict = m.attempt.judge(before, mv);
        let said = match verdict {
            Verdict::Reply(r) => {
                m.due = Some(r);
                self.schedule_lesson_reply();
                words::lesson_reply_coming(mv, learner.other())
            }
            Verdict::Done => {
                let index = m.attempt.index();
                let goal = m.attempt.lesson().steps.last().map(|s| s.goal);
                self.lessons.progress.get_mut().mark_done(index);
                let _ = storage::save_lesson_progress(&mut self.lessons.progress);
                let met = goal.map_or(String::new(), |g| words::lesson_met(g, mv, learner));
                words::lesson_done(&met)
            }
            Verdict::Missed(miss) => words::lesson_miss(mv, learner, miss),
            Verdict::NotNow => return,
        };
        self.lesson_say(said);
        self.show_lessons();
    }

    fn schedule_lesson_reply(&self) {
        let ticket = self.lessons.ticket;
        later(REPLY_DELAY_MS, move || {
            with_app(|a| a.lesson_reply_due(ticket));
        });
    }

    /// Plays the scripted reply due at the timer of `ticket`, if still current.
    fn lesson_reply_due(&mut self, ticket: u64) {
        if ticket != self.lessons.ticket {
            return;
        }
        let Some(reply) = self.lessons.mode.as_mut().and_then(|m| m.due.take()) else {
            return;
        };
        if self.play(reply, MoveSource::Computer).is_err() {
            return;
        }
        let Some(m) = self.lessons.mode.as_mut() else {
            return;
        };
        m.attempt.replied();
        let opponent = m.attempt.learner().other();
        let bound = self.session.game().position().binding();
        self.lesson_say(words::lesson_after_reply(opponent, reply, bound));
        self.show_lessons();
    }

    /// Another tab stored the lessons it has done: merged into this tab's, and shown.
    pub fn lessons_stored_elsewhere(&mut self, stored: Progress) {
        if self.lessons.progress.adopt(stored) {
            self.show_lessons();
        }
    }

    /// Shows Learn mode's panel (or hides it): the lesson's title and instruction, Retry
    /// and Next, the list of lessons with the done ones ticked.
    pub(super) fn show_lessons(&mut self) {
        let on = self.in_lesson();
        if let Some(body) = dom::document().body() {
            let _ = body.set_attribute("data-lesson", if on { "true" } else { "false" });
            if !on {
                let _ = body.remove_attribute("data-lesson-status");
            }
        }
        for id in ["lesson", "lesson-box"] {
            if let Ok(b) = dom::by_id::<web_sys::HtmlElement>(id) {
                b.set_hidden(!on);
            }
        }
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("open-lessons") {
            let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
        }
        if !on {
            return;
        }
        if !self.lessons.listed {
            self.lessons.listed = build_lesson_list().is_ok();
        }
        let Some(m) = self.lessons.mode.as_ref() else {
            return;
        };
        let a = &m.attempt;
        let status = a.status();
        if let Some(body) = dom::document().body() {
            let _ = body.set_attribute("data-lesson-status", status.word());
        }
        dom::set_text(
            "lesson-title",
            &words::lesson_heading(a.index(), a.lesson()),
        );
        dom::set_text("lesson-instruction", a.lesson().instruction);
        dom::set_text("turn", &words::lesson_side(a.learner()));
        let next = self.lessons.progress.get().after(a.index());
        dom::set_text(
            "lesson-next",
            if next.is_some() {
                words::LESSON_NEXT
            } else {
                words::LESSON_PLAY
            },
        );
        if let Ok(b) = dom::by_id::<web_sys::HtmlElement>("lesson-next") {
            let primary = if status == Status::Done {
                "true"
            } else {
                "false"
            };
            let _ = b.set_attribute("data-primary", primary);
        }
        let progress = self.lessons.progress.get();
        dom::set_text(
            "lesson-count",
            &words::lessons_done(progress.count(), LESSONS.len()),
        );
        let Ok(items) = dom::document().query_selector_all("#lesson-list button[data-lesson]")
        else {
            return;
        };
        for i in 0..items.length() {
            let Some(b) = items
                .item(i)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
            else {
                continue;
            };
            let index = i as usize;
            let done = progress.is_done(index);
            let _ = b.set_attribute("data-done", if done { "true" } else { "false" });
            if index == a.index() {
                let _ = b.set_attribute("aria-current", "true");
            } else {
                let _ = b.remove_attribute("aria-current");
            }
            if let Some(l) = LESSONS.get(index) {
                let _ = b.set_attribute("aria-label", &words::lesson_entry(index, l, done));
            }
        }
    }
}

/// Fills `#lesson-list` with a button per lesson (`data-lesson` its id); done once.
fn build_lesson_list() -> Result<(), wasm_bindgen::JsValue> {
    let list: web_sys::HtmlElement = dom::by_id("lesson-list")?;
    list.set_inner_html("");
    for (i, l) in LESSONS.iter().enumerate() {
        let li = dom::el("li", "", "")?;
        let b = dom::el("button", "lesson-item", "")?;
        b.set_attribute("type", "button")?;
        b.set_attribute("data-lesson", l.id)?;
        let num = dom::el("span", "lesson-num", &format!("{}.", i + 1))?;
        let title = dom::el("span", "lesson-name", l.title)?;
        let tick = dom::el("span", "lesson-tick", "✓")?;
        tick.set_attribute("aria-hidden", "true")?;
        b.append_child(&num)?;
        b.append_child(&title)?;
        b.append_child(&tick)?;
        li.append_child(&b)?;
        list.append_child(&li)?;
    }
    Ok(())
}
