//! "Learn from your mistakes" on the page (issue 29), a part of [`Modes`]: after a
//! review, the mode takes the game's review and shows, on a board of its own, the
//! reviewed game up to each of the player's marked moves in turn (`ui::mistakes::Trial`
//! judges the tries); the game is untouched meanwhile. A try other than the engine's move or the move played is judged by the
//! review's worker (the position after it searched within the review's budget), under a
//! number of the review's own series, so a late answer is never taken for another's. A
//! wrong try is taken back after a moment; a hint names the piece to move; giving up
//! hands the engine's move to the root, which plays it through the one door (source
//! `Computer`).

use crate::game::Game;
use crate::position::Position;
use crate::types::{Color, Move};
use crate::ui::analysis::{read_reply, Eval};
use crate::ui::error::PageError;
use crate::ui::mistakes::{Judged, Status, Trial};
use crate::ui::review;
use crate::ui::review::Mark;
use crate::ui::session::{Seat, Session};
use crate::ui::words;

use super::effect::{Effect, Timer};
use super::mode::{DrillRun, Held, MistakesMode, Mode, Modes, Then};
use super::shared::Shared;
use super::study::{self, Review};
use super::Answer;

/// How long a wrong try stays on the board before it is taken back.
const TAKE_BACK_MS: f64 = 700.0;

/// What the mode's buttons and the script API ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Start, after a finished review.
    Start,
    /// Start "Train your mistakes" (`app::drill`): the person's mistakes of every kept
    /// review, as the drill serves them.
    Train,
    /// A hint: the piece to move.
    Hint,
    /// Give up: the engine's move shown.
    Show,
    /// On to the next marked move (skipping the one on show if it is not settled).
    Next,
    /// Back to the game and its review.
    Leave,
}

/// The trial a finished review of `board` offers: the marks of the side a person plays
/// against the computer, else of the side at the bottom of the board (`flipped`: Black
/// is), or of the other side when that one made none and people play both.
#[inline(never)]
pub(super) fn offered(review: &Review, board: &Session, flipped: bool) -> Option<Trial> {
    let v = review.view(board).filter(|v| v.done)?;
    let person = |c| board.seat(c) == Seat::Person;
    let (white, black) = (person(Color::White), person(Color::Black));
    let side = match (white, black) {
        (true, false) => Color::White,
        (false, true) => Color::Black,
        _ if flipped => Color::Black,
        _ => Color::White,
    };
    let trial = |side| Trial::new(side, v.marks, v.game, v.evals);
    trial(side).or_else(|| (white && black).then(|| trial(side.other())).flatten())
}

impl MistakesMode {
    /// The mode on `board` (the game held as `held`), putting `trial` right on `game`,
    /// the game reviewed, whose `review` it keeps meanwhile.
    pub(super) fn new(
        trial: Trial,
        board: Session,
        held: Held,
        review: Review,
        game: Game,
    ) -> MistakesMode {
        MistakesMode {
            trial,
            board,
            held,
            review,
            game,
            asked: None,
            takeback: None,
            drill: None,
        }
    }

    /// The mode as a drill of the person's mistakes (`app::drill`).
    pub(super) fn drilling(mut self, run: DrillRun) -> MistakesMode {
        self.drill = Some(run);
        self
    }
}

impl Modes {
    /// Whether "Learn from your mistakes" is on.
    pub fn in_mistakes(&self) -> bool {
        matches!(self.mode, Mode::Mistakes(_))
    }

    fn mistakes_mode(&self) -> Option<&MistakesMode> {
        match &self.mode {
            Mode::Mistakes(m) => Some(m),
            _ => None,
        }
    }

    fn mistakes_mode_mut(&mut self) -> Option<&mut MistakesMode> {
        match &mut self.mode {
            Mode::Mistakes(m) => Some(m),
            _ => None,
        }
    }

    /// The marked moves being put right, and whether a try is being judged.
    pub fn mistakes(&self) -> Option<(&Trial, bool)> {
        self.mistakes_mode().map(|m| (&m.trial, m.asked.is_some()))
    }

    /// The mode just put on: its side at the bottom (`flipped`) and its seat a person's,
    /// the first marked move on show, said.
    #[inline(never)]
    pub(super) fn start_mistakes(&mut self, shared: &mut Shared, flipped: &mut bool) -> Then {
        let Some(m) = self.mistakes_mode_mut() else {
            return Then::Stay;
        };
        let (side, total) = (m.trial.side(), m.trial.total());
        *flipped = side == Color::Black;
        // The other seat stays the game's (its name on its strip); it does not move
        // while the game is held.
        m.board.set_seat(side, Seat::Person);
        let then = self.show_mistake(shared, false);
        shared.set_status(words::mistakes_started(&shared.speaker, side, total));
        then
    }

    /// The board at the position before the marked move on show (a try on it dropped,
    /// a question about it stopped); `prompt`: the status line asks for a move.
    pub(super) fn show_mistake(&mut self, shared: &mut Shared, prompt: bool) -> Then {
        self.drop_try(shared);
        let Some(m) = self.mistakes_mode_mut() else {
            return Then::Stay;
        };
        let Some(item) = m.trial.item() else {
            return Then::Stay;
        };
        let said = words::mistake_prompt(&shared.speaker, m.trial.side(), item);
        let mut game = Game::new(*m.game.start());
        game.set_repetition_rule(m.game.repetition_rule());
        for p in m.game.moves().iter().take(item.mark.ply - 1) {
            if game.play(p.mv).is_err() {
                break;
            }
        }
        m.board.load(game);
        if prompt {
            shared.set_status(said);
        }
        Then::Refresh
    }

    /// Stops the question about a try and the take-back due, if any.
    fn drop_try(&mut self, shared: &mut Shared) {
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        m.takeback = None;
        if m.asked.take().is_some() {
            m.trial.unjudged();
            shared.emit(Effect::Review(study::Effect::Cancel));
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
            && m.board.game().position().turn() == m.trial.side();
        (!ready).then_some(PageError::MistakesWait)
    }

    /// A person's try `mv`, just played from `before`: judged at once, or asked about.
    #[inline(never)]
    pub(super) fn mistakes_moved(&mut self, shared: &mut Shared, before: &Position, mv: Move) {
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        let Some(played) = m.trial.item().map(|i| i.played) else {
            return;
        };
        match m.trial.judge(before, mv) {
            Judged::Right => {
                shared.set_status(words::mistake_right(&shared.speaker, mv, true));
                self.drill_answered(shared, true);
            }
            Judged::Wrong => self.mistake_wrong(shared, mv, played),
            Judged::Ask => match m.board.game().outcome() {
                // A finished position needs no search.
                Some(o) => self.mistake_judged(shared, &Eval::finished(o)),
                None => {
                    let serial = m.review.next_serial();
                    m.asked = Some(serial);
                    let game = m.board.game();
                    let commands = review::request(game, game.ply());
                    shared.emit(Effect::Review(study::Effect::Ask {
                        serial,
                        worker: 0,
                        commands,
                    }));
                    shared.set_status(words::mistake_checking(&shared.speaker, mv));
                }
            },
            Judged::NotNow => {}
        }
        shared.render();
    }

    /// The engine's evaluation of the position after the try being checked, read.
    fn mistake_judged(&mut self, shared: &mut Shared, after: &Eval) {
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
                shared.set_status(words::mistake_right(&shared.speaker, mv, false));
                self.drill_answered(shared, true);
            }
            Some(false) => self.mistake_wrong(shared, mv, played),
            None => {}
        }
    }

    /// A wrong try: said, and taken back after a moment.
    fn mistake_wrong(&mut self, shared: &mut Shared, mv: Move, played: Move) {
        self.drill_answered(shared, false);
        let Some(m) = self.mistakes_mode_mut() else {
            return;
        };
        let serial = m.review.next_serial();
        m.takeback = Some(serial);
        shared.emit(Effect::Timer {
            ms: TAKE_BACK_MS,
            timer: Timer::Mistakes(serial),
        });
        shared.set_status(words::mistake_wrong(&shared.speaker, mv, played));
    }

    /// Whether the review's question `serial` is the mode's (about a try).
    pub(super) fn mistakes_asked(&self, serial: u64) -> bool {
        self.mistakes_mode()
            .is_some_and(|m| m.asked == Some(serial))
    }

    /// The review's worker answered the mode's question about a try
    /// ([`Modes::mistakes_asked`]); a try that cannot be judged is taken back.
    #[inline(never)]
    pub(super) fn mistakes_answered(&mut self, shared: &mut Shared, answer: Answer) -> Then {
        let Some(m) = self.mistakes_mode_mut().filter(|m| m.asked.is_some()) else {
            return Then::Stay;
        };
        m.asked = None;
        let pos = *m.board.game().position();
        let eval = match answer {
            Answer::Lines(lines) => read_reply(&lines, &pos).ok_or(PageError::NoEvaluation),
            Answer::Cancelled => Err(PageError::NoEvaluation),
            Answer::Failed(why) => Err(PageError::Engine(why)),
        };
        let then = match eval {
            Ok(e) => {
                self.mistake_judged(shared, &e);
                Then::Stay
            }
            Err(why) => {
                m.trial.unjudged();
                m.board.undo();
                shared.set_status(words::mistake_unjudged(&shared.speaker, &why));
                Then::Refresh
            }
        };
        shared.render();
        then
    }

    /// The take-back timer `serial` rang: the wrong try taken back.
    #[inline(never)]
    pub(super) fn mistakes_due(&mut self, serial: u64) -> Then {
        let Some(m) = self
            .mistakes_mode_mut()
            .filter(|m| m.takeback == Some(serial))
        else {
            return Then::Stay;
        };
        m.takeback = None;
        m.board.undo();
        Then::Refresh
    }

    /// A hint: the piece to move, said.
    #[inline(never)]
    pub(super) fn mistakes_hint(&mut self, shared: &mut Shared) {
        if let Some(sq) = self.mistakes_mode().and_then(|m| m.trial.hint_square()) {
            shared.set_status(words::mistake_hint(&shared.speaker, sq));
        }
    }

    /// Giving up: the position before the marked move shown again, and the mark whose
    /// better move the root plays through the door ([`Modes::mistakes_shown`] after).
    #[inline(never)]
    pub(super) fn mistakes_show(&mut self, shared: &mut Shared) -> Option<(Then, Mark)> {
        let m = self.mistakes_mode_mut()?;
        let mark = m.trial.item().map(|i| i.mark)?;
        m.trial.show()?;
        self.drill_answered(shared, false);
        Some((self.show_mistake(shared, false), mark))
    }

    /// The seat of `side` on the mode's board, for the engine's move played as the
    /// computer's are.
    #[inline(never)]
    pub(super) fn mistakes_seat(&mut self, side: Color, seat: Seat) {
        if let Some(m) = self.mistakes_mode_mut() {
            m.board.set_seat(side, seat);
        }
    }

    /// The better move of `mark` was played (`shown`) or not: the seat a person's again,
    /// the move explained.
    #[inline(never)]
    pub(super) fn mistakes_shown(&mut self, shared: &mut Shared, mark: &Mark, shown: bool) {
        self.mistakes_seat(mark.side, Seat::Person);
        if shown {
            shared.set_status(words::better_text(&shared.speaker, mark));
        }
        shared.render();
    }

    /// On to the next marked move, or the summary after the last (in a drill: the next
    /// puzzle it serves, turned to its side with `flipped`, or its end).
    #[inline(never)]
    pub(super) fn mistakes_next(&mut self, shared: &mut Shared, flipped: &mut bool) -> Then {
        self.drop_try(shared);
        if let Some(then) = self.drill_next(shared, flipped) {
            return then;
        }
        let Some(m) = self.mistakes_mode_mut() else {
            return Then::Stay;
        };
        let then = if m.trial.go_on() {
            self.show_mistake(shared, true)
        } else {
            let (side, counts) = (m.trial.side(), m.trial.counts());
            shared.set_status(words::mistakes_summary(&shared.speaker, side, counts));
            Then::Stay
        };
        shared.render();
        then
    }

    /// Leaves the mode: how the page showed the game and the game's review, for the root
    /// to give back.
    #[inline(never)]
    pub(super) fn leave_mistakes(&mut self, shared: &mut Shared) -> Option<(Held, Review)> {
        if !self.in_mistakes() {
            return None;
        }
        self.drop_try(shared);
        let Mode::Mistakes(m) = std::mem::replace(&mut self.mode, Mode::Game) else {
            return None;
        };
        Some((m.held, m.review))
    }
}
