//! Actions on the board: playing a move from any source, clicks and taps, pointer
//! presses and drags (through `ui::drag`), the keyboard cursor, and the animation that
//! follows a move.

use crate::game::PlayedMove;
use crate::position::Position;
use crate::types::{Color, Move, Square};
use crate::ui::anim::Plan;
use crate::ui::drag::{Press, Release};
use crate::ui::error::PageError;
use crate::ui::geometry::Point;
use crate::ui::input::{Action, Preview, Selection};
use crate::ui::session::{MoveSource, Seat};
use crate::ui::sound;
use crate::ui::words;

use super::computer::Reaction;
use super::effect::Effect;
use super::moved::{Moved, Round};
use super::state::Running;
use super::{Answer, State};

impl State {
    /// Plays a move from any source; explains a refusal in the status line and returns
    /// it.
    pub(super) fn play(&mut self, mv: Move, source: MoveSource) -> Result<PlayedMove, PageError> {
        self.interrupt();
        // While the editor is open the game waits: no move from any source (a computer
        // move found before it opened included).
        if self.editing() {
            return self.shared.refuse(PageError::EditorOpen);
        }
        // In puzzle and Learn mode a person moves only when the puzzle or the lesson
        // waits for the person's move.
        if let Some(why) = source.is_person().then(|| self.mode_refusal()).flatten() {
            self.shared.request_redraw();
            return self.shared.refuse(why);
        }
        // A flag that fell before its timer rang ends the game before the move.
        self.flag_fallen();
        if source.is_person() && self.board().person_to_move() {
            self.resume_on_move();
        }
        let before = *self.board().game().position();
        match self.board_mut().submit(mv, source) {
            Ok(played) => {
                let moved = Moved {
                    before,
                    played,
                    source,
                    ply: self.board().game().ply(),
                };
                self.tell_moved(&moved, Round::Settle);
                self.ground.input.clear();
                self.after_move(&before, &played, source);
                self.tell_moved(&moved, Round::Answer);
                Ok(played)
            }
            Err(e) => {
                self.shared.request_redraw();
                self.shared.refuse(PageError::Refused(e))
            }
        }
    }

    /// Says the move played from `before` (and the result), and animates it.
    pub(super) fn after_move(
        &mut self,
        before: &Position,
        played: &PlayedMove,
        source: MoveSource,
    ) {
        let mut said = words::move_played(&self.shared.speaker, before, played);
        if let Some(o) = self.outcome() {
            said.push(' ');
            said.push_str(&words::outcome(&self.shared.speaker, o));
        }
        self.shared.announce(&said);
        let ends = self.outcome().is_some();
        if let Some(s) = sound::for_move(played.mv, played.effects, ends, self.prefs.display.muted)
        {
            self.shared.emit(Effect::Sound(s));
        }
        // The result stands in the turn line; the status line is for messages, such as
        // the second-turn rule after White's first move.
        let bound = self
            .board()
            .game()
            .position()
            .binding()
            .filter(|_| before.binding().is_none() && before.turn() == Color::White);
        let said = bound.map(|sq| words::bound_next(&self.shared.speaker, sq));
        self.shared.set_status(said.unwrap_or_default());
        self.refresh();
        self.animate(before, played, source);
    }

    /// Starts the animation of `played` from `before` (a dropped piece is already where
    /// it lands: only its effects are animated), unless motion is reduced.
    pub(super) fn animate(&mut self, before: &Position, played: &PlayedMove, source: MoveSource) {
        if self.shared.world.reduced_motion {
            return;
        }
        if let Some(plan) = Plan::new(before, played.mv, played.effects) {
            let plan = if source == MoveSource::Drag {
                plan.dropped()
            } else {
                plan
            };
            if plan.duration() > 0.0 {
                self.ground.anim = Some(Running { plan, start: None });
                self.shared.request_redraw();
            }
        }
    }

    /// A click, tap or Enter on `sq`.
    #[inline(never)]
    pub(super) fn click_square(&mut self, sq: Square, source: MoveSource) {
        self.interrupt();
        if self.board().is_browsing() {
            self.board_mut().browse(usize::MAX);
            self.ground.input.clear();
            self.shared.set_status(words::say::BACK_TO_CURRENT);
            self.refresh();
            return;
        }
        if let Some(o) = self.outcome() {
            self.shared
                .set_status(words::game_over(&self.shared.speaker, o));
            self.shared.request_redraw();
            return;
        }
        if let Some(why) = self.mode_refusal() {
            self.shared
                .set_status(words::page_error(&self.shared.speaker, &why));
            self.shared.request_redraw();
            return;
        }
        if !self.board().person_to_move() {
            let side = self.board().game().position().turn();
            self.shared.set_status(words::seat_sentence(
                &self.shared.speaker,
                side,
                self.board().seat(side),
            ));
            self.shared.request_redraw();
            return;
        }
        let pos = *self.board().game().position();
        let action = self.ground.input.click(&pos, &self.ground.legal, sq);
        self.do_action(action, source);
    }

    fn do_action(&mut self, action: Action, source: MoveSource) {
        match action {
            Action::Play(mv) => {
                let _ = self.play(mv, source);
            }
            Action::Explain(why) => {
                self.shared
                    .set_status(words::refusal(&self.shared.speaker, &why));
                self.shared.request_redraw();
            }
            Action::None => {
                if !self.shared.status.is_empty() && self.outcome().is_none() {
                    self.shared.set_status("");
                }
                self.announce_selection();
                self.shared.request_redraw();
            }
        }
    }

    // ----- pointer -----

    /// A pointer pressed on the board at `at` (board units): the keyboard cursor goes,
    /// a movable piece is held, anything else is a click.
    #[inline(never)]
    pub(super) fn pointer_down(&mut self, pointer: i32, at: Point) {
        self.ground.cursor = None;
        // A press ends a preview of the analysis's line, and does nothing else.
        if self.ground.end_preview(&mut self.shared) {
            return;
        }
        if self.editing() {
            if let Some(sq) = self.ground.orientation.square_at(at) {
                self.modes.edit_press(&mut self.shared, sq);
            }
            return;
        }
        let movable = !self.board().is_browsing()
            && self.outcome().is_none()
            && self.board().person_to_move()
            && self.mode_refusal().is_none();
        let press = self.ground.pointer.down(
            &mut self.ground.input,
            &self.ground.legal,
            self.ground.orientation,
            pointer,
            at,
            movable,
        );
        match press {
            Press::Ignored => {}
            Press::Click(sq) => self.click_square(sq, MoveSource::Click),
            Press::Held => {
                self.ground.anim = None;
                self.shared.set_status("");
                self.announce_selection();
                self.shared.request_redraw();
            }
        }
    }

    /// A pointer moved over the board to `at` (board units).
    #[inline(never)]
    pub(super) fn pointer_move(&mut self, pointer: i32, at: Point) {
        if self.editing() {
            if let Some(sq) = self.ground.orientation.square_at(at) {
                self.modes.edit_drag(&mut self.shared, sq);
            }
            return;
        }
        if self.ground.pointer_moved(pointer, at) {
            self.shared.request_redraw();
        }
    }

    /// The pointer left the board: nothing is pointed at.
    #[inline(never)]
    pub(super) fn pointer_left(&mut self) {
        if self.ground.pointer_left() {
            self.shared.request_redraw();
        }
    }

    /// What a click would play on the square dragged over, pointed at or under the
    /// keyboard cursor (in that order), previewed on the board.
    pub fn preview_move(&self) -> Option<Preview> {
        self.ground.preview_move(self.board().game().position())
    }

    /// A pointer released at `at` (board units): a drop plays as a click there would.
    #[inline(never)]
    pub(super) fn pointer_up(&mut self, pointer: i32, at: Point) {
        if self.editing() {
            self.modes.edit_release();
            return;
        }
        let pos = *self.board().game().position();
        let release = self.ground.pointer.up(
            &mut self.ground.input,
            &pos,
            &self.ground.legal,
            self.ground.orientation,
            pointer,
            at,
        );
        match release {
            Release::Ignored => {}
            Release::Drop(action) => self.do_action(action, MoveSource::Drag),
            Release::Redraw => self.shared.request_redraw(),
        }
    }

    /// The browser took the pointer away: a held piece goes back.
    #[inline(never)]
    pub(super) fn pointer_cancel(&mut self, pointer: i32) {
        if self.editing() {
            self.modes.edit_release();
            return;
        }
        if self.ground.pointer.cancel(pointer) {
            self.shared.request_redraw();
        }
    }

    // ----- keyboard on the board -----

    /// Moves the keyboard cursor by (`dc`, `dr`) cells on screen and says what it is on.
    #[inline(never)]
    pub(super) fn cursor_by(&mut self, dc: i32, dr: i32) {
        let sq = self.ground.step_cursor(dc, dr);
        let targets =
            (!self.board().is_browsing()).then(|| self.ground.input.targets(&self.ground.legal));
        let mut said = words::cursor(
            &self.shared.speaker,
            self.board().displayed(),
            sq,
            targets.as_ref(),
        );
        if let Some(p) = self.preview_move().filter(|_| !self.board().is_browsing()) {
            said.push_str("; ");
            said.push_str(&words::preview(&self.shared.speaker, &p));
        }
        self.shared.announce(&said);
        self.shared.request_redraw();
    }

    /// Enter or Space on the board: a click on the cursor's square.
    #[inline(never)]
    pub(super) fn press_cursor(&mut self) {
        let sq = self.ground.cursor_or_start();
        self.ground.cursor = Some(sq);
        if self.editing() {
            self.modes.edit_press(&mut self.shared, sq);
            self.modes.edit_release();
            return;
        }
        self.click_square(sq, MoveSource::Keyboard);
    }

    /// Escape on the board: selects nothing.
    pub(super) fn deselect(&mut self) {
        self.ground.input.clear();
        self.shared.request_redraw();
    }

    /// The keyboard cursor's square, while one is drawn. It shows only once a key is
    /// pressed on the board (a click, or the focus coming back to the board after a
    /// control hid itself, draws none): the focus ring says where the keys go meanwhile.
    pub fn cursor(&self) -> Option<Square> {
        self.ground.cursor
    }

    /// The board lost the focus: the keyboard cursor goes.
    #[inline(never)]
    pub(super) fn board_blurred(&mut self) {
        self.ground.cursor = None;
        self.shared.request_redraw();
    }

    /// Says what the selection offers, for people who cannot see the highlights.
    /// Once a jump's first landing is chosen, the visible status line says what remains.
    /// In a puzzle, a lesson or Learn from your mistakes the status line is where the
    /// exercise speaks: a piece selected there says what it can do in it, rather than
    /// leaving it empty.
    fn announce_selection(&mut self) {
        let targets = self.ground.input.targets(&self.ground.legal);
        if let Selection::Via { via, .. } = self.ground.input.selection() {
            self.shared.set_status(words::second_hop(
                &self.shared.speaker,
                via,
                &targets.finals,
            ));
        } else if let Some(said) = words::selection(
            &self.shared.speaker,
            self.ground.input.selection(),
            &targets,
        ) {
            if self.game_aside() {
                self.shared.set_status(said);
            } else {
                self.shared.announce(&said);
            }
        }
    }

    // ----- the seats, and the computer's moves through the door -----

    /// The computer's worker answered question `serial`.
    #[inline(never)]
    pub(super) fn computer_answered(&mut self, serial: u64, answer: Answer) {
        let (reaction, effects) = self.computer.answered(
            &self.shared.speaker,
            self.modes.board(&self.game),
            serial,
            answer,
            self.shared.world.now_ms,
        );
        self.run_computer(effects);
        match reaction {
            Reaction::Nothing => {}
            // The one door: a seat held by the computer accepts only this source.
            Reaction::Play(mv) => {
                let _ = self.play(mv, MoveSource::Computer);
            }
            Reaction::Say(said) => {
                self.shared.set_status(said);
                self.shared.render();
                self.update_panel();
                self.shared.request_redraw();
            }
        }
    }

    /// The pace of question `serial` has been kept: its move is played, if still wanted.
    #[inline(never)]
    pub(super) fn computer_due(&mut self, serial: u64) {
        if let Some(mv) = self.computer.due(self.modes.board(&self.game), serial) {
            // The one door: a seat held by the computer accepts only this source.
            let _ = self.play(mv, MoveSource::Computer);
        }
    }

    /// Hands `side`'s seat to a person or the computer, at any moment (a search under way
    /// for the old seat is cancelled at once). A friend game's seats stay (refused).
    #[inline(never)]
    pub(super) fn set_seat(&mut self, side: Color, seat: Seat) -> Result<(), PageError> {
        if self.board().seat(side) == seat {
            return Ok(());
        }
        if self.board().friend().is_some() || seat == Seat::Friend {
            self.shared.render();
            return self.shared.refuse(PageError::Friend(
                words::FRIEND_SEATS_FIXED.said(&self.shared.speaker),
            ));
        }
        if self.modes.in_puzzle() {
            self.shared.set_status(words::PUZZLE_NO_SEATS);
            return Ok(());
        }
        if self.modes.in_lesson() {
            self.shared.set_status(words::LESSON_NO_SEATS);
            return Ok(());
        }
        self.interrupt();
        self.ground.input.clear();
        self.board_mut().set_seat(side, seat);
        self.ground.face(self.modes.board(&self.game));
        self.shared
            .set_status(words::seat_sentence(&self.shared.speaker, side, seat));
        self.refresh();
        Ok(())
    }

    /// Holds or resumes the computer's moves and the clocks.
    #[inline(never)]
    pub(super) fn toggle_pause(&mut self) {
        let on = !self.paused();
        self.set_paused(on);
    }

    /// Asks for a hint for the person to move.
    #[inline(never)]
    pub(super) fn hint(&mut self) {
        self.interrupt();
        if self.game_aside() || self.modes.refused_while_editing(&mut self.shared) {
            return;
        }
        match self.computer.ask_hint(&self.game, self.shared.world.now_ms) {
            Ok(effects) if effects.is_empty() => {}
            Ok(effects) => {
                self.run_computer(effects);
                self.shared.set_status(words::say::LOOKING_FOR_HINT);
            }
            Err(why) => self.shared.set_status(why),
        }
    }

    /// Shows the position after `ply` moves (`usize::MAX`: the live position); one ply
    /// forward animates that move.
    #[inline(never)]
    pub(super) fn show_ply(&mut self, ply: usize) {
        let old = self.board().view_ply();
        self.board_mut().browse(ply);
        self.after_browse(old);
    }

    /// Browses `delta` plies back (negative) or forward.
    #[inline(never)]
    pub(super) fn browse_by(&mut self, delta: isize) {
        let old = self.board().view_ply();
        self.board_mut().browse_by(delta);
        self.after_browse(old);
    }

    fn after_browse(&mut self, old: usize) {
        self.interrupt();
        self.ground.input.clear();
        self.update_panel();
        self.shared.request_redraw();
        let view = self.board().view_ply();
        // Browsing holds the computer; back at the live position it thinks again.
        self.think();
        if view == old {
            return;
        }
        let last = self.board().displayed_last_move();
        let said = words::browsed(
            &self.shared.speaker,
            view,
            last.map(|(_, p)| p.mv),
            self.board().is_browsing(),
        );
        self.shared.announce(&said);
        if view == old + 1 {
            if let Some((before, played)) = last {
                self.animate(&before, &played, MoveSource::Click);
            }
        }
    }
}
