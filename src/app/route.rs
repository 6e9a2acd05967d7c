//! The root's routing between the parts (issue 46): a move told once, as data, to every
//! part that listens ([`super::moved`]); the game's clocks as they hear moves and stand;
//! the game held while a mode (a puzzle, a lesson, "Learn from your mistakes") shows a
//! board of its own, and shown again; each mode opened, left and followed, and the moves
//! a mode hands back played through the one door (`State::play`).

use crate::position::Position;
use crate::ui::session::MoveSource;

use super::clocks::Clocks;
use super::mistakes::Step;
use super::mode::{Held, LessonMode, MistakesMode, Mode, PuzzleMode, Then, Wanted};
use super::moved::{Listener, Moved, Round, LISTENERS};
use super::{Effect, State};
use crate::game::Game;
use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::FetchError;
use crate::ui::error::PageError;
use crate::ui::lessons;
use crate::ui::session::Seat;
use crate::ui::session::Session;
use crate::ui::{sound, words};

impl State {
    /// Tells `moved` to every part that hears it in `round`, each once.
    pub(super) fn tell_moved(&mut self, moved: &Moved, round: Round) {
        for listener in LISTENERS {
            if listener.round() == round && listener.hears(moved.source) {
                #[cfg(test)]
                super::moved::note_told(listener, moved.ply);
                self.hear(listener, moved);
            }
        }
    }

    /// Tells `listener`; a part not in use is not called (each part's hearing is a
    /// function of its own, which the split of the page's wasm moves with the rest when a
    /// first visit never runs it).
    fn hear(&mut self, listener: Listener, m: &Moved) {
        match listener {
            Listener::Friend if self.board().friend().is_some() => {
                let world = &self.shared.world;
                super::friend::moved_here(world, self.modes.board_mut(&mut self.game));
            }
            Listener::Live => {
                super::live::play::told(&mut self.shared, &self.modes.live, &mut self.game);
            }
            Listener::Clocks => {
                let now = self.shared.world.now_ms;
                super::clocks::Clocks::moved(self.board_mut(), m.ply, now);
            }
            Listener::Puzzle if self.modes.in_puzzle() => {
                self.modes
                    .puzzle_moved(&mut self.shared, &m.before, m.played.mv);
            }
            Listener::Lesson if self.modes.in_lesson() => {
                self.modes
                    .lesson_moved(&mut self.shared, &m.before, m.played.mv);
            }
            Listener::Mistakes if self.modes.in_mistakes() => {
                self.modes
                    .mistakes_moved(&mut self.shared, &m.before, m.played.mv);
            }
            Listener::Friend | Listener::Puzzle | Listener::Lesson | Listener::Mistakes => {}
        }
    }
}

// The clocks hear moves (`Listener::Clocks`); the game's clocks as the root runs them.
impl State {
    /// Whether something holds the game, so that its clocks stand: the computer paused,
    /// a mode on the board, a modal dialog.
    fn clocks_stand(&self) -> bool {
        self.computer.is_paused() || self.game_held() || self.modal_open()
    }

    /// Brings the clocks in step with the game ([`Clocks::sync`]).
    pub(super) fn sync_clock(&mut self) {
        let stands = self.clocks_stand();
        self.clocks.sync(&mut self.game, stands, &mut self.shared);
    }

    /// The clocks' timer rang: what they show is written anew, or the flag falls.
    pub(super) fn clock_due(&mut self, ticket: u64) {
        if self.clocks.is_current(ticket) && !self.flag_fallen() {
            self.sync_clock();
            self.shared.render();
        }
    }

    /// Ends the game on time if the side to move's time is out (checked before any move
    /// is taken, a timer being late); returns whether it did.
    pub(super) fn flag_fallen(&mut self) -> bool {
        let now = self.shared.world.now_ms;
        let Some(side) = Clocks::flagged(self.board(), self.clocks_stand(), now) else {
            return false;
        };
        self.interrupt();
        self.ground.input.clear();
        if let Some(o) = self.board_mut().flag(side) {
            // A live friend hears that this side's time ran out (their page waits for it).
            super::live::play::told(&mut self.shared, &self.modes.live, &mut self.game);
            self.shared.set_status("");
            self.shared
                .announce(words::outcome(&self.shared.speaker, o));
            if !self.prefs.display.muted {
                self.shared.emit(Effect::Sound(sound::Sound::GameEnd));
            }
        }
        self.refresh();
        true
    }

    /// A game was loaded (a new game, a kept game, a record, another tab's game): the
    /// computer holds exactly when the game's clocks come paused (a record's clocks
    /// do), so that nothing moves while the clocks stand; a pause of the game before
    /// does not carry over. Returns whether the game comes paused.
    pub(super) fn pause_as_loaded(&mut self) -> bool {
        let on = self.board().game().outcome().is_none() && Clocks::paused(self.board());
        self.computer.set_paused(on);
        on
    }

    /// A person moves while the clocks are paused: the game goes on (a move is not made
    /// on a stopped clock).
    pub(super) fn resume_on_move(&mut self) {
        if Clocks::paused(self.board()) {
            self.computer.set_paused(false);
            Clocks::set_paused(self.board_mut(), false);
            self.sync_clock();
        }
    }

    /// Holds (`on`) or resumes the computer's moves and the clocks together.
    pub(super) fn set_paused(&mut self, on: bool) {
        self.computer.set_paused(on);
        Clocks::set_paused(self.board_mut(), on);
        let clocks = self.board().clock().is_some();
        self.shared.set_status(words::paused(on, clocks));
        self.refresh();
    }
}

// The game held while a mode shows a board of its own, and shown again exactly as it
// was; why a person's move waits in such a mode; the modes' timers.
impl State {
    /// Holds the game for a mode that shows a game from `pos` on a board of its own
    /// (returned, with the game's seats and names): the editor closed, the analysis and
    /// the threat overlay off (they would give the answer away), the board no longer
    /// turned to the side to move. Of the game, only its clocks change: they stop
    /// while it is not on show.
    #[inline(never)]
    pub(super) fn hold_game(&mut self, pos: Position) -> (Held, Session) {
        self.modes.close_editor(&mut self.shared);
        let analysis = self.study.analysis_off(&mut self.shared, &self.game);
        let threats = self.ground.threats.take().is_some();
        // The clocks stop while the game is not on show.
        let (ply, now) = (self.game.game().ply(), self.shared.world.now_ms);
        if let Some(c) = self.game.clock_mut() {
            c.sync(ply, false, now);
        }
        // A clone, then a load: the board's count of loads stays above the game's, so
        // that the move list, the tickets and the review never take one for the other.
        let mut board = self.game.clone();
        board.load(Game::new(pos));
        let held = Held {
            flipped: self.ground.orientation.flipped,
            auto_flip: self.ground.auto_flip,
            analysis,
            threats,
            other_tab: None,
        };
        self.ground.auto_flip = false;
        (held, board)
    }

    /// Leaves any mode that keeps the game aside (a puzzle, a lesson, "Learn from your
    /// mistakes").
    #[inline(never)]
    pub(super) fn leave_modes(&mut self) {
        self.leave_puzzles();
        self.leave_lessons();
        self.leave_mistakes();
    }

    /// Shows the game again exactly as it was (adopting a game another tab saved
    /// meanwhile) and says so.
    #[inline(never)]
    pub(super) fn bring_game_back(&mut self, aside: Held) {
        self.interrupt();
        self.ground.input.clear();
        self.ground.orientation.flipped = aside.flipped;
        self.ground.auto_flip = aside.auto_flip;
        if aside.threats {
            self.ground.threats = Some(crate::ui::threats::threats(self.game.displayed()));
        }
        if aside.analysis {
            self.study.analysis_on(&mut self.shared, &self.game);
        }
        self.shared.set_status(words::PUZZLES_LEFT);
        self.refresh();
        if let Some(text) = aside.other_tab {
            self.adopt_from_other_tab(&text);
        }
    }

    /// Why a person's move is not taken now in puzzle or Learn mode, or in "Learn from
    /// your mistakes" (`None`: it is).
    pub(super) fn mode_refusal(&self) -> Option<PageError> {
        self.modes
            .puzzle_refusal()
            .or_else(|| self.modes.lesson_refusal())
            .or_else(|| self.modes.mistakes_refusal())
    }
}

impl State {
    /// A timer the state started ([`super::effect::Effect::Timer`]) rang.
    #[inline(never)]
    pub(super) fn timer(&mut self, timer: super::effect::Timer) {
        match timer {
            super::effect::Timer::PuzzleDue(ticket) => self.puzzle_due(ticket),
            super::effect::Timer::LessonReply(ticket) => self.lesson_due(ticket),
            super::effect::Timer::Clock(ticket) => self.clock_due(ticket),
            super::effect::Timer::PuzzleRun(ticket) => self.puzzle_run_due(ticket),
            super::effect::Timer::Live(t) => {
                let _ = self.live(super::friend::FriendInput::Live(
                    super::live::LiveInput::Due(t),
                ));
            }
            super::effect::Timer::Mistakes(serial) => {
                let then = self.modes.mistakes_due(serial);
                self.follow(then);
            }
        }
    }

    /// Opens the position editor on the position on show, or closes it; the game waits
    /// unchanged meanwhile. A puzzle or a lesson on show is left first: the editor opens
    /// over the game.
    #[inline(never)]
    pub(super) fn toggle_editor(&mut self) {
        self.leave_modes();
        self.interrupt();
        self.ground.input.clear();
        self.modes
            .toggle_editor(&mut self.shared, self.game.displayed());
        // The turn line says what is set up while editing, the game's turn after.
        self.update_panel();
        // The game waits while the editor is open: the computer's search and the clocks
        // stop, and start again on the way back.
        self.think();
        self.sync_clock();
    }

    /// "Play from here": a new game from the editor's position (the game it replaces is
    /// kept as the previous game).
    #[inline(never)]
    pub(super) fn edit_play(&mut self) -> Result<(), PageError> {
        let pos = self.modes.edit_play(&mut self.shared)?;
        let mut game = Game::new(pos);
        game.set_repetition_rule(self.game.game().repetition_rule());
        let session = self.session_of(game);
        self.replace_session(session, words::say::SET_UP, true);
        Ok(())
    }

    // ----- a puzzle (the part is `puzzle`, in `modes`) -----

    /// A mode changed its board ([`Then::Refresh`]): the action under way cut short, the
    /// selection dropped, everything shown anew.
    pub(super) fn follow(&mut self, then: Then) {
        if then == Then::Refresh {
            self.interrupt();
            self.ground.input.clear();
            self.refresh();
        }
    }

    /// Opens a puzzle (`wanted`) for the request `serial` ([`Puzzles::open`]).
    #[inline(never)]
    pub(super) fn open_puzzle(&mut self, wanted: Wanted, serial: u64) {
        let current = self.modes.puzzle_on_show();
        let found = self
            .modes
            .puzzles
            .open(&mut self.shared, wanted, serial, current.as_deref());
        self.open_found(found);
    }

    /// The puzzle set's text arrived, or not ([`Puzzles::loaded`]).
    #[inline(never)]
    pub(super) fn puzzles_loaded(&mut self, text: Result<String, FetchError>) {
        let current = self.modes.puzzle_on_show();
        let found = self
            .modes
            .puzzles
            .loaded(&mut self.shared, text, current.as_deref());
        self.open_found(found);
    }

    /// Puts the puzzle found on the board (the game held first, if it is on show), and
    /// tells the request that asked for it.
    #[inline(never)]
    fn open_found(&mut self, found: Option<super::puzzle_set::Found>) {
        let Some((puzzle, serial)) = found else {
            return;
        };
        self.interrupt();
        self.ground.input.clear();
        self.ground.preview = None;
        if !self.modes.in_puzzle() {
            self.leave_lessons();
            self.leave_mistakes();
            let (held, board) = self.hold_game(puzzle.position);
            self.modes.mode = Mode::Puzzle(PuzzleMode::new(puzzle.clone(), board, held));
        }
        let flipped = &mut self.ground.orientation.flipped;
        self.modes.enter_puzzle(&mut self.shared, flipped, puzzle);
        self.refresh();
        self.shared.emit(Effect::PuzzleOpened(serial, Ok(())));
    }

    /// Leaves puzzle mode: the game shown again exactly as it was.
    #[inline(never)]
    pub(super) fn leave_puzzles(&mut self) {
        if let Some(held) = self.modes.leave_puzzle(&mut self.shared) {
            self.bring_game_back(held);
        }
    }

    /// The move due at the puzzle's timer of `ticket`, played through the door.
    #[inline(never)]
    fn puzzle_due(&mut self, ticket: u64) {
        if let Some((mv, showing)) = self.modes.puzzle_due(&mut self.shared, ticket) {
            // Kept: the status line's explanation stands while the reply animates.
            let said = self.shared.status.clone();
            if self.play(mv, MoveSource::Computer).is_ok() {
                self.modes
                    .puzzle_replied(&mut self.shared, mv, showing, said);
            }
        }
    }

    // ----- a lesson (the part is `lesson`, in `modes`) -----

    /// The Learn button: opens the first lesson not done yet, or leaves Learn mode.
    #[inline(never)]
    pub(super) fn learn(&mut self) {
        if self.modes.in_lesson() {
            self.leave_lessons();
        } else {
            self.open_lesson(self.modes.lessons.progress.get().next(None));
        }
    }

    /// Opens the lesson with `id` (a link, the rules page, the API); an unknown id is
    /// said and changes nothing.
    #[inline(never)]
    pub(super) fn open_lesson_id(&mut self, id: &str) -> Result<(), PageError> {
        let Some(i) = lessons::find(id) else {
            return self.shared.refuse(PageError::UnknownLesson(id.to_string()));
        };
        self.open_lesson(i);
        Ok(())
    }

    /// Shows lesson `index` on the board, holding the game if it is on show.
    #[inline(never)]
    pub(super) fn open_lesson(&mut self, index: usize) {
        let attempt = lessons::Attempt::new(index);
        let Some(pos) = lessons::position(attempt.lesson()) else {
            return;
        };
        self.leave_puzzles();
        self.leave_mistakes();
        self.ground.preview = None;
        if !self.modes.switch_lesson(attempt.clone()) {
            let (held, board) = self.hold_game(pos);
            self.modes.mode = Mode::Lesson(LessonMode::new(attempt, board, held));
        }
        self.restart_lesson(pos);
    }

    /// The lesson's position `pos` on the board, shown, and its instruction said.
    #[inline(never)]
    pub(super) fn restart_lesson(&mut self, pos: Position) {
        let flipped = &mut self.ground.orientation.flipped;
        let instruction = self.modes.restart_lesson(&mut self.shared, flipped, pos);
        self.follow(Then::Refresh);
        if let Some(instruction) = instruction {
            self.shared.announce(instruction);
        }
    }

    /// Leaves Learn mode: the game shown again exactly as it was.
    #[inline(never)]
    pub(super) fn leave_lessons(&mut self) {
        if let Some(held) = self.modes.leave_lesson() {
            self.bring_game_back(held);
        }
    }

    /// The next lesson, or, after the last lesson with every lesson done, back to a game.
    #[inline(never)]
    pub(super) fn lesson_next(&mut self) {
        match self.modes.lesson_next() {
            Some(Some(i)) => self.open_lesson(i),
            Some(None) => {
                self.leave_lessons();
                self.shared.set_status(words::LESSONS_ALL_DONE);
            }
            None => {}
        }
    }

    /// Plays the lesson's scripted reply due at the timer of `ticket` through the door.
    #[inline(never)]
    fn lesson_due(&mut self, ticket: u64) {
        if let Some(reply) = self.modes.lesson_due(ticket) {
            if self.play(reply, MoveSource::Computer).is_ok() {
                self.modes.lesson_replied(&mut self.shared, reply);
            }
        }
    }

    // ----- "Learn from your mistakes" (the part is `mistakes`, in `modes`) -----

    /// A step of "Learn from your mistakes".
    #[inline(never)]
    pub(super) fn mistakes_step(&mut self, step: Step) -> Result<(), PageError> {
        let then = match step {
            Step::Start => return self.start_mistakes(),
            Step::Train => return self.start_drill(),
            // Leaving is asked of a page that may have left already: nothing to do.
            Step::Leave => {
                self.leave_mistakes();
                return Ok(());
            }
            _ if !self.modes.in_mistakes() => return self.shared.refuse(PageError::NoMistakes),
            Step::Hint => {
                self.modes.mistakes_hint(&mut self.shared);
                Then::Stay
            }
            Step::Next => {
                let flipped = &mut self.ground.orientation.flipped;
                self.modes.mistakes_next(&mut self.shared, flipped)
            }
            Step::Show => {
                if let Some((then, mark)) = self.modes.mistakes_show(&mut self.shared) {
                    self.follow(then);
                    // The engine's move, played as the computer's are (its seat for it).
                    let computer = Seat::Computer { level: MAX_LEVEL };
                    self.modes.mistakes_seat(mark.side, computer);
                    let shown = self.play(mark.better, MoveSource::Computer).is_ok();
                    self.modes.mistakes_shown(&mut self.shared, &mark, shown);
                }
                Then::Stay
            }
        };
        self.follow(then);
        Ok(())
    }

    /// Starts "Learn from your mistakes" on the game's finished review (taken by the mode
    /// until it is left), the game held.
    #[inline(never)]
    fn start_mistakes(&mut self) -> Result<(), PageError> {
        let Some(trial) = self.mistakes_offered() else {
            return self.shared.refuse(PageError::NoMistakes);
        };
        let Some(game) = self.study.review.view(&self.game).map(|v| v.game.clone()) else {
            return self.shared.refuse(PageError::NoMistakes);
        };
        let review = std::mem::take(&mut self.study.review);
        let (held, board) = self.hold_game(*game.start());
        let m = MistakesMode::new(trial, board, held, review, game);
        self.modes.mode = Mode::Mistakes(Box::new(m));
        let flipped = &mut self.ground.orientation.flipped;
        let then = self.modes.start_mistakes(&mut self.shared, flipped);
        self.follow(then);
        Ok(())
    }

    /// Leaves the mode: the game and its review come back exactly as they were.
    #[inline(never)]
    pub(super) fn leave_mistakes(&mut self) {
        let drill = self.modes.drilling();
        if let Some((held, review)) = self.modes.leave_mistakes(&mut self.shared) {
            self.study.review = review;
            self.bring_game_back(held);
            let left = words::mistakes_left(&self.shared.speaker, drill);
            self.shared.set_status(left);
        }
    }
}
