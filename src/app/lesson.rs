//! Learn mode on the page (issue 12), a part of [`Modes`]: one lesson at a time on a
//! board of its own (`ui::lessons::Attempt` judges the learner's moves with the rules
//! core), the game untouched meanwhile, the scripted replies handed to the root, which
//! plays them through the one door (source `Computer`: the opponent's seat is the
//! lesson's, so no person moves for it and the computer player stands by), the lessons
//! done saved under a key of their own.

use crate::position::Position;
use crate::types::{Color, Move};
use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::PageError;
use crate::ui::lessons::{self, Attempt, Progress, Verdict};
use crate::ui::session::{Seat, Session};
use crate::ui::synced::Synced;
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{Held, LessonMode, LessonView, Mode, Modes};
use super::shared::Shared;

/// The pause before the opponent's scripted reply (the learner's move animates meanwhile).
const REPLY_DELAY_MS: f64 = 700.0;

impl LessonMode {
    /// Learn mode on `board` (the game held as `held`), at `attempt`.
    pub(super) fn new(attempt: Attempt, board: Session, held: Held) -> LessonMode {
        LessonMode {
            attempt,
            board,
            held,
            message: String::new(),
            due: None,
        }
    }
}

impl Modes {
    /// Whether a lesson is on show.
    pub fn in_lesson(&self) -> bool {
        matches!(self.mode, Mode::Lesson(_))
    }

    pub(super) fn lesson_mode(&self) -> Option<&LessonMode> {
        match &self.mode {
            Mode::Lesson(m) => Some(m),
            _ => None,
        }
    }

    fn lesson_mode_mut(&mut self) -> Option<&mut LessonMode> {
        match &mut self.mode {
            Mode::Lesson(m) => Some(m),
            _ => None,
        }
    }

    /// The lesson on show, for the script API.
    pub fn lesson_view(&self) -> Option<LessonView<'_>> {
        self.lesson_mode().map(|m| LessonView {
            attempt: &m.attempt,
            progress: self.lessons.progress.get(),
            message: &m.message,
        })
    }

    /// The lessons done.
    pub fn lesson_progress(&self) -> &Progress {
        self.lessons.progress.get()
    }

    /// The lessons done, to store: the shell merges the copy with other tabs' and
    /// stores it, then sends it back ([`super::Command::LessonProgressStored`]).
    fn lesson_progress_to_store(&self) -> Synced<Progress> {
        self.lessons.progress.clone()
    }

    /// The lesson `attempt` on the Learn mode on show (a reply waited for dropped);
    /// `false` if Learn mode is not on.
    #[inline(never)]
    pub(super) fn switch_lesson(&mut self, attempt: Attempt) -> bool {
        self.lessons.ticket += 1;
        let Some(m) = self.lesson_mode_mut() else {
            return false;
        };
        m.attempt = attempt;
        m.due = None;
        true
    }

    /// The lesson's position `pos` on its board, its learner at the bottom (`flipped`),
    /// the status line waiting for the learner's move; returns the lesson's instruction,
    /// for the root to say once the board is shown.
    #[inline(never)]
    pub(super) fn restart_lesson(
        &mut self,
        shared: &mut Shared,
        flipped: &mut bool,
        pos: Position,
    ) -> Option<String> {
        let m = self.lesson_mode_mut()?;
        let learner = m.attempt.learner();
        let instruction = words::lesson_instruction(&shared.speaker, m.attempt.lesson());
        m.board.load(crate::game::Game::new(pos));
        m.board.set_seat(learner, Seat::Person);
        m.board
            .set_seat(learner.other(), Seat::Computer { level: MAX_LEVEL });
        *flipped = learner == Color::Black;
        // The instruction stands above the board's status; it is said once for those who
        // cannot see it, and the status line waits for the learner's move.
        self.lesson_say(shared, words::LESSON_YOUR_MOVE.said(&shared.speaker));
        Some(instruction)
    }

    /// Leaves Learn mode: how the page showed the game, for the root to show it again.
    #[inline(never)]
    pub(super) fn leave_lesson(&mut self) -> Option<Held> {
        if !self.in_lesson() {
            return None;
        }
        let Mode::Lesson(m) = std::mem::replace(&mut self.mode, Mode::Game) else {
            return None;
        };
        self.lessons.ticket += 1;
        Some(m.held)
    }

    /// Back to the lesson's start: its position, for the root to show again.
    #[inline(never)]
    pub(super) fn lesson_retry(&mut self) -> Option<Position> {
        let m = self.lesson_mode_mut()?;
        m.attempt.retry();
        m.due = None;
        let pos = lessons::position(m.attempt.lesson());
        self.lessons.ticket += 1;
        pos
    }

    /// What "Next lesson" opens: `Some(index)` of the first lesson not done after this
    /// one (else the one after it), `Some(None)` after the last lesson with every lesson
    /// done; `None` outside Learn mode.
    pub(super) fn lesson_next(&self) -> Option<Option<usize>> {
        let current = self.lesson_mode()?.attempt.index();
        Some(self.lessons.progress.get().after(current))
    }

    /// The puzzles' theme the lesson on show leads on to (`None` outside Learn mode).
    pub(super) fn lesson_puzzles(&self) -> Option<&'static str> {
        Some(self.lesson_mode()?.attempt.lesson().puzzles)
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
    fn lesson_say(&mut self, shared: &mut Shared, msg: String) {
        if let Some(m) = self.lesson_mode_mut() {
            m.message.clone_from(&msg);
        }
        shared.set_status(msg);
    }

    /// The learner's move `mv`, just played from `before`: judged against the goal.
    #[inline(never)]
    pub(super) fn lesson_moved(&mut self, shared: &mut Shared, before: &Position, mv: Move) {
        let ticket = self.lessons.ticket;
        let Some(m) = self.lesson_mode_mut() else {
            return;
        };
        let learner = m.attempt.learner();
        let verdict = m.attempt.judge(before, mv);
        let said = match verdict {
            Verdict::Reply(r) => {
                m.due = Some(r);
                shared.emit(Effect::Timer {
                    ms: REPLY_DELAY_MS,
                    timer: Timer::LessonReply(ticket),
                });
                words::lesson_reply_coming(&shared.speaker, mv, learner.other())
            }
            Verdict::Done => {
                let index = m.attempt.index();
                let goal = m.attempt.lesson().steps.last().map(|s| s.goal);
                self.lessons.progress.get_mut().mark_done(index);
                shared.emit(Effect::StoreLessonProgress(Box::new(
                    self.lesson_progress_to_store(),
                )));
                let met = goal.map_or(String::new(), |g| {
                    words::lesson_met(&shared.speaker, g, mv, learner)
                });
                words::lesson_done(&shared.speaker, &met)
            }
            Verdict::Missed(miss) => words::lesson_miss(&shared.speaker, mv, learner, miss),
            Verdict::NotNow => return,
        };
        self.lesson_say(shared, said);
        shared.render();
    }

    /// The scripted reply due at the timer of `ticket`, if still current, for the root
    /// to play through the door.
    #[inline(never)]
    pub(super) fn lesson_due(&mut self, ticket: u64) -> Option<Move> {
        if ticket != self.lessons.ticket {
            return None;
        }
        self.lesson_mode_mut().and_then(|m| m.due.take())
    }

    /// The scripted `reply` was played: the learner's turn again, said.
    #[inline(never)]
    pub(super) fn lesson_replied(&mut self, shared: &mut Shared, reply: Move) {
        let Some(m) = self.lesson_mode_mut() else {
            return;
        };
        m.attempt.replied();
        let opponent = m.attempt.learner().other();
        let bound = m.board.game().position().binding();
        let said = words::lesson_after_reply(&shared.speaker, opponent, reply, bound);
        self.lesson_say(shared, said);
        shared.render();
    }

    /// Another tab stored the lessons it has done: merged into this tab's, and shown.
    #[inline(never)]
    pub(super) fn lessons_stored_elsewhere(&mut self, shared: &mut Shared, stored: Progress) {
        if self.lessons.progress.adopt(stored) {
            shared.render();
        }
    }
}
