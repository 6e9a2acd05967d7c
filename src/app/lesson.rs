//! Learn mode on the page (issue 12): one lesson at a time on the board
//! (`ui::lessons::Attempt` judges the learner's moves with the rules core), the game in
//! progress kept aside untouched meanwhile (`aside`), the scripted replies played through
//! the one door (`State::play`, source `Computer`: the opponent's seat is the lesson's, so
//! no person moves for it and the computer player stands by), the lessons done saved
//! under a key of their own.

use crate::position::Position;
use crate::types::{Color, Move};
use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::PageError;
use crate::ui::lessons::{self, Attempt, Progress, Verdict};
use crate::ui::session::{MoveSource, Seat};
use crate::ui::synced::Synced;
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{LessonMode, LessonView, Mode};
use super::State;

/// The pause before the opponent's scripted reply (the learner's move animates meanwhile).
const REPLY_DELAY_MS: f64 = 700.0;

impl State {
    /// Whether a lesson is on show.
    pub fn in_lesson(&self) -> bool {
        matches!(self.modes.mode, Mode::Lesson(_))
    }

    pub(super) fn lesson_mode(&self) -> Option<&LessonMode> {
        match &self.modes.mode {
            Mode::Lesson(m) => Some(m),
            _ => None,
        }
    }

    fn lesson_mode_mut(&mut self) -> Option<&mut LessonMode> {
        match &mut self.modes.mode {
            Mode::Lesson(m) => Some(m),
            _ => None,
        }
    }

    /// The lesson on show, for the script API.
    pub fn lesson_view(&self) -> Option<LessonView<'_>> {
        self.lesson_mode().map(|m| LessonView {
            attempt: &m.attempt,
            progress: self.modes.lessons.progress.get(),
            message: &m.message,
        })
    }

    /// The lessons done.
    pub fn lesson_progress(&self) -> &Progress {
        self.modes.lessons.progress.get()
    }

    /// The lessons done, to store: the shell merges the copy with other tabs' and
    /// stores it, then sends it back ([`super::Command::LessonProgressStored`]).
    fn lesson_progress_to_store(&self) -> Synced<Progress> {
        self.modes.lessons.progress.clone()
    }

    /// The Learn button: opens the first lesson not done yet, or leaves Learn mode.
    #[inline(never)]
    pub(super) fn learn(&mut self) {
        if self.in_lesson() {
            self.leave_lessons();
        } else {
            let i = self.modes.lessons.progress.get().next(None);
            self.open_lesson(i);
        }
    }

    /// Opens the lesson with `id` (a link, the rules page, the API); an unknown id is
    /// said and changes nothing.
    #[inline(never)]
    pub(super) fn open_lesson_id(&mut self, id: &str) -> Result<(), PageError> {
        match lessons::find(id) {
            Some(i) => {
                self.open_lesson(i);
                Ok(())
            }
            None => self.shared.refuse(PageError::UnknownLesson(id.to_string())),
        }
    }

    /// Shows lesson `index` on the board, keeping the game aside if it is not already.
    #[inline(never)]
    pub(super) fn open_lesson(&mut self, index: usize) {
        let attempt = Attempt::new(index);
        let Some(pos) = lessons::position(attempt.lesson()) else {
            return;
        };
        self.leave_puzzles();
        self.leave_mistakes();
        self.interrupt();
        self.ground.input.clear();
        self.ground.preview = None;
        self.modes.lessons.ticket += 1;
        if let Some(m) = self.lesson_mode_mut() {
            m.attempt = attempt;
            m.due = None;
        } else {
            let (held, board) = self.hold_game(pos);
            self.modes.mode = Mode::Lesson(LessonMode {
                attempt,
                board,
                held,
                message: String::new(),
                due: None,
            });
        }
        self.restart_lesson_board(pos);
    }

    /// The lesson's position on the board, its learner at the bottom, the instruction said.
    fn restart_lesson_board(&mut self, pos: Position) {
        let Some(m) = self.lesson_mode() else {
            return;
        };
        let learner = m.attempt.learner();
        let instruction = words::lesson_instruction(&self.shared.speaker, m.attempt.lesson());
        self.interrupt();
        self.ground.input.clear();
        self.board_mut().load(crate::game::Game::new(pos));
        self.board_mut().set_seat(learner, Seat::Person);
        self.board_mut()
            .set_seat(learner.other(), Seat::Computer { level: MAX_LEVEL });
        self.ground.orientation.flipped = learner == Color::Black;
        // The instruction stands above the board's status; it is said once for those who
        // cannot see it, and the status line waits for the learner's move.
        self.lesson_say(words::LESSON_YOUR_MOVE.said(&self.shared.speaker));
        self.refresh();
        self.shared.announce(instruction);
    }

    /// Leaves Learn mode: the game comes back exactly as it was.
    #[inline(never)]
    pub(super) fn leave_lessons(&mut self) {
        if !self.in_lesson() {
            return;
        }
        let Mode::Lesson(m) = std::mem::replace(&mut self.modes.mode, Mode::Game) else {
            return;
        };
        self.modes.lessons.ticket += 1;
        self.bring_game_back(m.held);
    }

    /// Back to the lesson's start.
    #[inline(never)]
    pub(super) fn lesson_retry(&mut self) {
        let Some(m) = self.lesson_mode_mut() else {
            return;
        };
        m.attempt.retry();
        m.due = None;
        let pos = lessons::position(m.attempt.lesson());
        self.modes.lessons.ticket += 1;
        if let Some(pos) = pos {
            self.restart_lesson_board(pos);
        }
    }

    /// The next lesson (the first not done after this one, else the one after it), or,
    /// after the last lesson with every lesson done, back to a game.
    #[inline(never)]
    pub(super) fn lesson_next(&mut self) {
        let Some(current) = self.lesson_mode().map(|m| m.attempt.index()) else {
            return;
        };
        match self.modes.lessons.progress.get().after(current) {
            Some(i) => self.open_lesson(i),
            None => {
                self.leave_lessons();
                self.shared.set_status(words::LESSONS_ALL_DONE);
            }
        }
    }

    /// Why a person's move is not taken now in a lesson (`None`: it is, or no lesson).
    pub(super) fn lesson_refusal(&self) -> Option<PageError> {
        let a = &self.lesson_mode()?.attempt;
        (!a.awaits_learner()).then(|| PageError::LessonWaits {
            status: a.status(),
            opponent: a.learner().other(),
        })
    }

    /// Says `msg` in the status line and keeps it as the lesson's message.
    fn lesson_say(&mut self, msg: String) {
        if let Some(m) = self.lesson_mode_mut() {
            m.message.clone_from(&msg);
        }
        self.shared.set_status(msg);
    }

    /// The learner's move `mv`, just played from `before`: judged against the goal.
    #[inline(never)]
    pub(super) fn lesson_moved(&mut self, before: &Position, mv: Move) {
        let Some(m) = self.lesson_mode_mut() else {
            return;
        };
        let learner = m.attempt.learner();
        let verdict = m.attempt.judge(before, mv);
        let said = match verdict {
            Verdict::Reply(r) => {
                m.due = Some(r);
                self.schedule_lesson_reply();
                words::lesson_reply_coming(&self.shared.speaker, mv, learner.other())
            }
            Verdict::Done => {
                let index = m.attempt.index();
                let goal = m.attempt.lesson().steps.last().map(|s| s.goal);
                self.modes.lessons.progress.get_mut().mark_done(index);
                self.shared.emit(Effect::StoreLessonProgress(Box::new(
                    self.lesson_progress_to_store(),
                )));
                let met = goal.map_or(String::new(), |g| {
                    words::lesson_met(&self.shared.speaker, g, mv, learner)
                });
                words::lesson_done(&self.shared.speaker, &met)
            }
            Verdict::Missed(miss) => words::lesson_miss(&self.shared.speaker, mv, learner, miss),
            Verdict::NotNow => return,
        };
        self.lesson_say(said);
        self.shared.render();
    }

    fn schedule_lesson_reply(&mut self) {
        let timer = Timer::LessonReply(self.modes.lessons.ticket);
        self.shared.emit(Effect::Timer {
            ms: REPLY_DELAY_MS,
            timer,
        });
    }

    /// Plays the scripted reply due at the timer of `ticket`, if still current.
    pub(super) fn lesson_reply_due(&mut self, ticket: u64) {
        if ticket != self.modes.lessons.ticket {
            return;
        }
        let Some(reply) = self.lesson_mode_mut().and_then(|m| m.due.take()) else {
            return;
        };
        if self.play(reply, MoveSource::Computer).is_err() {
            return;
        }
        let Some(m) = self.lesson_mode_mut() else {
            return;
        };
        m.attempt.replied();
        let opponent = m.attempt.learner().other();
        let bound = self.board().game().position().binding();
        self.lesson_say(words::lesson_after_reply(
            &self.shared.speaker,
            opponent,
            reply,
            bound,
        ));
        self.shared.render();
    }

    /// Another tab stored the lessons it has done: merged into this tab's, and shown.
    #[inline(never)]
    pub(super) fn lessons_stored_elsewhere(&mut self, stored: Progress) {
        if self.modes.lessons.progress.adopt(stored) {
            self.shared.render();
        }
    }
}
