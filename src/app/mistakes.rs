//! "Learn from your mistakes" on the page (issue 29): after a review, the game and its
//! review are kept aside (as a puzzle keeps the game) and the board shows the reviewed
//! game up to each of the player's marked moves in turn (`ui::mistakes::Trial` judges
//! the tries). A try other than the engine's move or the move played is judged by the
//! review's worker (the position after it searched within the review's budget), under a
//! number of the review's own series, so a late answer is never taken for another's. A
//! wrong try is taken back after a moment; a hint names the piece to move; giving up
//! plays the engine's move through the one door (`State::play`, source `Computer`).

use crate::game::Game;
use crate::position::Position;
use crate::types::{Color, Move};
use crate::ui::analysis::{read_reply, Eval};
use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::PageError;
use crate::ui::mistakes::{Judged, Status, Trial};
use crate::ui::review;
use crate::ui::session::{MoveSource, Seat};
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{MistakesMode, Mode};
use super::study;
use super::{Answer, State};

/// How long a wrong try stays on the board before it is taken back.
const TAKE_BACK_MS: f64 = 700.0;

/// What the mode's buttons and the script API ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Start, after a finished review.
    Start,
    /// A hint: the piece to move.
    Hint,
    /// Give up: the engine's move shown.
    Show,
    /// On to the next marked move (skipping the one on show if it is not settled).
    Next,
    /// Back to the game and its review.
    Leave,
}

impl State {
    /// Whether "Learn from your mistakes" is on.
    pub fn in_mistakes(&self) -> bool {
        matches!(self.modes.mode, Mode::Mistakes(_))
    }

    fn mistakes_mode(&self) -> Option<&MistakesMode> {
        match &self.modes.mode {
            Mode::Mistakes(m) => Some(m),
            _ => None,
        }
    }

    fn mistakes_mode_mut(&mut self) -> Option<&mut MistakesMode> {
        match &mut self.modes.mode {
            Mode::Mistakes(m) => Some(m),
            _ => None,
        }
    }

    /// The marked moves being put right, and whether a try is being judged.
    pub fn mistakes(&self) -> Option<(&Trial, bool)> {
        self.mistakes_mode().map(|m| (&m.trial, m.asked.is_some()))
    }

    /// The trial a finished review offers: the marks of the side a person plays against
    /// the computer, else of the side at the bottom of the board (or of the other side
    /// when that one made none and people play both).
    fn mistakes_trial(&self) -> Option<Trial> {
        if self.game_held() {
            return None;
        }
        let v = self.study.review.view(self.board()).filter(|v| v.done)?;
        let person = |c| self.board().seat(c) == Seat::Person;
        let (white, black) = (person(Color::White), person(Color::Black));
        let side = match (white, black) {
            (true, false) => Color::White,
            (false, true) => Color::Black,
            _ if self.ground.orientation.flipped => Color::Black,
            _ => Color::White,
        };
        let trial = |side| Trial::new(side, v.marks, v.game, v.evals);
        trial(side).or_else(|| (white && black).then(|| trial(side.other())).flatten())
    }

    /// Whether "Learn from your mistakes" is offered (a finished review with a marked
    /// move of the player's).
    pub fn mistakes_offered(&self) -> bool {
        self.mistakes_trial().is_some()
    }

    /// A step of the mode.
    #[inline(never)]
    pub(super) fn mistakes_step(&mut self, step: Step) -> Result<(), PageError> {
        match step {
            Step::Start => return self.start_mistakes(),
            // Leaving is asked of a page that may have left already: nothing to do.
            Step::Leave => self.leave_mistakes(),
            _ if !self.in_mistakes() => return self.shared.refuse(PageError::NoMistakes),
            Step::Hint => self.mistakes_hint(),
            Step::Show => self.mistakes_show(),
            Step::Next => self.mistakes_next(),
        }
        Ok(())
    }

    fn start_mistakes(&mut self) -> Result<(), PageError> {
        let Some(trial) = self.mistakes_trial() else {
            return self.shared.refuse(PageError::NoMistakes);
        };
        let Some(game) = self.study.review.view(self.board()).map(|v| v.game.clone()) else {
            return self.shared.refuse(PageError::NoMistakes);
        };
        let review = std::mem::take(&mut self.study.review);
        let (side, total) = (trial.side(), trial.total());
        let (held, board) = self.hold_game(*game.start());
        self.modes.mode = Mode::Mistakes(Box::new(MistakesMode {
            trial,
            board,
            held,
            review,
            game,
            asked: None,
            takeback: None,
        }));
        self.ground.orientation.flipped = side == Color::Black;
        // The other seat stays the game's (its name on its strip); it does not move
        // while the game is held.
        self.board_mut().set_seat(side, Seat::Person);
        self.show_mistake(false);
        self.shared
            .set_status(words::mistakes_started(&self.shared.speaker, side, total));
        Ok(())
    }

    /// The board at the position before the marked move on show (a try on it dropped,
    /// a question about it stopped); `prompt`: the status line asks for a move.
    fn show_mistake(&mut self, prompt: bool) {
        self.drop_try();
        let Some(m) = self.mistakes_mode() else {
            return;
        };
        let Some(item) = m.trial.item() else {
            return;
        };
        let said = words::mistake_prompt(&self.shared.speaker, m.trial.side(), item);
        let mut game = Game::new(*m.game.start());
        game.set_repetition_rule(m.game.repetition_rule());
        for p in m.game.moves().iter().take(item.mark.ply - 1) {
            if game.play(p.mv).is_err() {
                break;
            }
        }
        self.interrupt();
        self.ground.input.clear();
        self.board_mut().load(game);
        if prompt {
            self.shared.set_status(said);
        }
        self.refresh();
    }

    /// Stops the question about a try and the take-back due, if any.
    fn drop_try(&mut self) {
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        m.takeback = None;
        if m.asked.take().is_some() {
            m.trial.unjudged();
            self.shared.emit(Effect::Review(study::Effect::Cancel));
        }
    }

    /// Why a person's move is not taken now (`None`: it is, or the mode is off).
    pub(super) fn mistakes_refusal(&self) -> Option<PageError> {
        let m = self.mistakes_mode()?;
        if !m.trial.awaits_try() && !matches!(m.trial.status(), Status::Checking(_)) {
            return Some(PageError::MistakesSettled);
        }
        let ready = m.trial.awaits_try()
            && m.asked.is_none()
            && m.takeback.is_none()
            && self.board().game().position().turn() == m.trial.side();
        (!ready).then_some(PageError::MistakesWait)
    }

    /// A person's try `mv`, just played from `before`: judged at once, or asked about.
    #[inline(never)]
    pub(super) fn mistakes_moved(&mut self, before: &Position, mv: Move) {
        let outcome = self.board().game().outcome();
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        let Some(played) = m.trial.item().map(|i| i.played) else {
            return;
        };
        match m.trial.judge(before, mv) {
            Judged::Right => {
                self.shared
                    .set_status(words::mistake_right(&self.shared.speaker, mv, true))
            }
            Judged::Wrong => self.mistake_wrong(mv, played),
            Judged::Ask => match outcome {
                // A finished position needs no search.
                Some(o) => self.mistake_judged(&Eval::finished(o)),
                None => {
                    let serial = m.review.next_serial();
                    m.asked = Some(serial);
                    let game = self.board().game();
                    let commands = review::request(game, game.ply());
                    self.shared.emit(Effect::Review(study::Effect::Ask {
                        serial,
                        worker: 0,
                        commands,
                    }));
                    self.shared
                        .set_status(words::mistake_checking(&self.shared.speaker, mv));
                }
            },
            Judged::NotNow => {}
        }
        self.shared.render();
    }

    /// The engine's evaluation of the position after the try being checked, read.
    fn mistake_judged(&mut self, after: &Eval) {
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        let (Status::Checking(mv), Some(played)) =
            (m.trial.status(), m.trial.item().map(|i| i.played))
        else {
            return;
        };
        match m.trial.answered(after) {
            Some(true) => {
                self.shared
                    .set_status(words::mistake_right(&self.shared.speaker, mv, false))
            }
            Some(false) => self.mistake_wrong(mv, played),
            None => {}
        }
    }

    /// A wrong try: said, and taken back after a moment.
    fn mistake_wrong(&mut self, mv: Move, played: Move) {
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        let serial = m.review.next_serial();
        m.takeback = Some(serial);
        self.shared.emit(Effect::Timer {
            ms: TAKE_BACK_MS,
            timer: Timer::Mistakes(serial),
        });
        self.shared
            .set_status(words::mistake_wrong(&self.shared.speaker, mv, played));
    }

    /// Whether the review's question `serial` is the mode's (about a try).
    pub(super) fn mistakes_asked(&self, serial: u64) -> bool {
        self.mistakes_mode()
            .is_some_and(|m| m.asked == Some(serial))
    }

    /// The review's worker answered the mode's question about a try
    /// ([`State::mistakes_asked`]).
    #[inline(never)]
    pub(super) fn mistakes_answered(&mut self, answer: Answer) {
        let pos = *self.board().game().position();
        let Some(m) = self.mistakes_mode_mut().filter(|m| m.asked.is_some()) else {
            return;
        };
        m.asked = None;
        let eval = match answer {
            Answer::Lines(lines) => read_reply(&lines, &pos).ok_or(PageError::NoEvaluation),
            Answer::Cancelled => Err(PageError::NoEvaluation),
            Answer::Failed(why) => Err(PageError::Engine(why)),
        };
        match eval {
            Ok(e) => self.mistake_judged(&e),
            Err(why) => {
                m.trial.unjudged();
                self.interrupt();
                self.board_mut().undo();
                self.shared
                    .set_status(words::mistake_unjudged(&self.shared.speaker, &why));
                self.refresh();
            }
        }
        self.shared.render();
    }

    /// The take-back timer `serial` rang.
    pub(super) fn mistakes_due(&mut self, serial: u64) {
        let Some(m) = self
            .mistakes_mode_mut()
            .filter(|m| m.takeback == Some(serial))
        else {
            return;
        };
        m.takeback = None;
        self.interrupt();
        self.ground.input.clear();
        self.board_mut().undo();
        self.refresh();
        self.shared.render();
    }

    fn mistakes_hint(&mut self) {
        if let Some(sq) = self.mistakes_mode().and_then(|m| m.trial.hint_square()) {
            self.shared
                .set_status(words::mistake_hint(&self.shared.speaker, sq));
        }
    }

    fn mistakes_show(&mut self) {
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        let Some(mark) = m.trial.item().map(|i| i.mark) else {
            return;
        };
        if m.trial.show().is_none() {
            return;
        }
        self.show_mistake(false);
        // The engine's move, played as the computer's are (its seat for that move).
        let computer = Seat::Computer { level: MAX_LEVEL };
        self.board_mut().set_seat(mark.side, computer);
        let shown = self.play(mark.better, MoveSource::Computer);
        self.board_mut().set_seat(mark.side, Seat::Person);
        if shown.is_ok() {
            self.shared
                .set_status(words::better_text(&self.shared.speaker, &mark));
        }
        self.shared.render();
    }

    fn mistakes_next(&mut self) {
        self.drop_try();
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        if m.trial.go_on() {
            self.show_mistake(true);
        } else {
            let (side, counts) = (m.trial.side(), m.trial.counts());
            let said = words::mistakes_summary(&self.shared.speaker, side, counts);
            self.shared.set_status(said);
        }
        self.shared.render();
    }

    /// Leaves the mode: the game and its review come back exactly as they were.
    pub(super) fn leave_mistakes(&mut self) {
        if !self.in_mistakes() {
            return;
        }
        self.drop_try();
        let Mode::Mistakes(m) = std::mem::replace(&mut self.modes.mode, Mode::Game) else {
            return;
        };
        let m = *m;
        self.study.review = m.review;
        self.bring_game_back(m.held);
        self.shared
            .set_status(words::mistakes_left(&self.shared.speaker));
    }
}
