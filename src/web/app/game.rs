//! Actions on the game: undo and redo, a new game, games that replace this one (an
//! import, a share link, the previous game, another tab's game), browsing, the notation
//! box, the settings.

use three_crowns::game::Game;
use three_crowns::record::{parse_record, Record};
use three_crowns::types::{Color, Move};
use three_crowns::ui::error::PageError;
use three_crowns::ui::session::{MoveSource, Relation};
use three_crowns::ui::{share, words};

use super::{App, Declare};
use crate::{panel, storage};

impl App {
    /// Takes back the last move; against the computer, the person's last move and the
    /// computer's reply, so that the person is to move again.
    pub fn undo(&mut self) {
        if self.refused_while_editing() {
            return;
        }
        self.interrupt();
        self.input.clear();
        if let Some(o) = self.session.withdraw() {
            self.set_status(words::withdrawn(o));
            self.refresh();
            return;
        }
        let undone: Vec<Move> = self.session.undo_to_person().iter().map(|p| p.mv).collect();
        match words::taken_back(&undone) {
            None => self.set_status(words::say::NOTHING_TO_UNDO),
            Some(said) => {
                self.set_status("");
                self.announce(&said);
            }
        }
        self.refresh();
    }

    /// Resign (`Declare::Resign`) or Agree a draw (`Declare::Draw`) pressed: the first
    /// press asks for a second, which ends the game (recorded in its Result and
    /// Termination); any other action in between cancels it.
    pub fn declare(&mut self, what: Declare) {
        if self.game_aside() || self.refused_while_editing() {
            return;
        }
        if self.confirming != Some(what) {
            let ask = match what {
                Declare::Resign => self.session.resigning_side().map(words::resign_confirm),
                Declare::Draw => self
                    .session
                    .can_agree_draw()
                    .then(|| words::say::DRAW_CONFIRM.to_string()),
            };
            self.interrupt();
            match ask {
                Some(ask) => {
                    self.confirming = Some(what);
                    self.set_status(ask);
                }
                None => self.refuse_declare(what),
            }
            self.update_panel();
            return;
        }
        self.interrupt();
        self.input.clear();
        let done = match what {
            Declare::Resign => self.session.resign(),
            Declare::Draw => self.session.agree_draw(),
        };
        match done {
            Ok(o) => {
                self.set_status("");
                self.announce(&words::outcome(o));
            }
            Err(_) => self.refuse_declare(what),
        }
        self.refresh();
    }

    fn refuse_declare(&mut self, what: Declare) {
        let why = match (self.session.game().outcome(), what) {
            (Some(o), _) => words::game_over(o),
            (None, Declare::Resign) => words::say::NOBODY_RESIGNS.to_string(),
            (None, Declare::Draw) => words::say::NO_DRAW_AGREEMENT.to_string(),
        };
        self.set_status(why);
    }

    /// Plays the last move taken back again.
    pub fn redo(&mut self) {
        if self.refused_while_editing() {
            return;
        }
        self.interrupt();
        self.input.clear();
        let before = *self.session.game().position();
        match self.session.redo() {
            Some(p) => self.after_move(&before, &p, MoveSource::Click),
            None => {
                self.set_status(words::say::NOTHING_TO_REDO);
                self.refresh();
            }
        }
    }

    /// Replaces the game; the game it replaces is kept as the previous game (reopened by
    /// the "Previous game" button) if it had moves. `message` is said with the result.
    pub(super) fn replace_game(&mut self, game: Game, message: &str) {
        self.interrupt();
        self.close_editor();
        let not_stored = self.stash_previous();
        self.input.clear();
        self.session.load(game);
        // The status line is itself a live region: the message is spoken once, from there.
        let said = words::replaced(message, self.outcome(), not_stored.as_ref().map(|e| e as _));
        self.set_status(said);
        self.refresh();
    }

    /// Replaces the game with a record's, keeping the record's comments (a review's
    /// annotations) with it.
    fn replace_with_record(&mut self, rec: Record, message: &str) {
        self.replace_game(rec.game, message);
        if !rec.comments.is_empty() {
            self.session.set_notes(rec.comments);
            self.save();
        }
    }

    /// A new game with the seats swapped (the result card's "Swap sides and play
    /// again"): whoever played White plays Black.
    pub fn swap_and_play_again(&mut self) {
        let [w, b] = [Color::White, Color::Black].map(|c| self.session.seat(c));
        self.session.set_seat(Color::White, b);
        self.session.set_seat(Color::Black, w);
        self.new_game();
    }

    /// Starts a new game, keeping this one as the previous game.
    pub fn new_game(&mut self) {
        self.interrupt();
        self.close_editor();
        let not_stored = self.stash_previous();
        self.input.clear();
        self.session.new_game();
        self.set_status(words::new_game(not_stored.as_ref().map(|e| e as _)));
        self.refresh();
    }

    /// Another tab of this site saved its game (the record `text`): show the same game
    /// here, keeping this tab's game as the previous game unless the other tab only
    /// continued it.
    pub fn adopt_from_other_tab(&mut self, text: &str) {
        if self.keep_other_tab(text) {
            return;
        }
        let Ok(rec) = parse_record(text) else { return };
        match self.session.compare(&rec.game) {
            Relation::Same => {}
            Relation::Continued => {
                self.interrupt();
                self.input.clear();
                self.session.load(rec.game);
                self.session.set_notes(rec.comments);
                self.set_status(words::say::UPDATED_FROM_TAB);
                self.refresh();
            }
            Relation::Different => {
                let kept = self.session.game().ply() > 0;
                self.replace_with_record(rec, words::other_tab(kept));
            }
        }
    }

    /// Swaps the current game with the previous one (kept in this tab or in storage).
    pub fn reopen_previous(&mut self) {
        match self
            .previous
            .clone()
            .or_else(storage::previous)
            .map(|t| parse_record(&t))
        {
            Some(Ok(rec)) => self.replace_with_record(rec, words::say::PREVIOUS_REOPENED),
            Some(Err(e)) => self.set_status(words::previous_unreadable(&e)),
            None => self.set_status(words::say::NO_PREVIOUS),
        }
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.orientation.flipped = !self.orientation.flipped;
        self.update_panel();
        self.request_redraw();
        let _ = self.store_settings();
    }

    /// Turns the board to the side to move after every move (`on`), or not.
    pub fn set_auto_flip(&mut self, on: bool) {
        self.auto_flip = on;
        self.refresh();
    }

    /// Switches the threefold repetition house rule.
    pub fn set_repetition(&mut self, on: bool) {
        self.session.set_repetition_rule(on);
        self.set_status(words::repetition(on));
        self.refresh();
    }

    /// Shows the position after `ply` moves (`usize::MAX`: the live position); one ply
    /// forward animates that move.
    pub fn show_ply(&mut self, ply: usize) {
        let old = self.session.view_ply();
        self.session.browse(ply);
        self.after_browse(old);
    }

    /// Browses `delta` plies back (negative) or forward.
    pub fn browse_by(&mut self, delta: isize) {
        let old = self.session.view_ply();
        self.session.browse_by(delta);
        self.after_browse(old);
    }

    fn after_browse(&mut self, old: usize) {
        self.interrupt();
        self.input.clear();
        self.update_panel();
        self.request_redraw();
        let view = self.session.view_ply();
        // Browsing holds the computer; back at the live position it thinks again.
        self.think();
        if view == old {
            return;
        }
        let last = self.session.displayed_last_move();
        let said = words::browsed(view, last.map(|(_, p)| p.mv), self.session.is_browsing());
        self.announce(&said);
        if view == old + 1 {
            if let Some((before, played)) = last {
                self.animate(&before, &played, MoveSource::Click);
            }
        }
    }

    /// Plays a move typed in notation; a refusal is said in the status line and returned.
    pub fn play_text(&mut self, text: &str, source: MoveSource) -> Result<(), PageError> {
        match text.trim().parse() {
            Ok(mv) => self.play(mv, source).map(|_| ()),
            Err(e) => self.refuse(PageError::MoveText(e)),
        }
    }

    /// Imports a `.tcg` record; a bad one changes nothing (why is said and returned).
    pub fn import_record(&mut self, text: &str) -> Result<(), PageError> {
        match parse_record(text) {
            Ok(rec) => {
                self.replace_with_record(rec, words::say::IMPORTED);
                Ok(())
            }
            Err(e) => self.refuse(PageError::Record(e)),
        }
    }

    /// Opens the game named by a URL fragment; a bad one changes nothing.
    pub fn open_fragment(&mut self, fragment: &str) {
        if let Some(id) = three_crowns::ui::puzzle::link_id(fragment) {
            self.open_puzzle(super::Wanted::Id(id.to_string()), None);
            return;
        }
        if let Some(id) = three_crowns::ui::lessons::link_id(fragment) {
            let _ = self.open_lesson_id(id);
            return;
        }
        if share::parse_fragment(fragment).is_ok_and(|g| g.is_some()) {
            self.leave_puzzles();
            self.leave_lessons();
        }
        match share::parse_fragment(fragment) {
            Ok(Some(game)) => self.replace_game(game, words::say::LINK_OPENED),
            Ok(None) => {}
            Err(e) => {
                self.set_status(words::link_failed(&e));
                self.request_redraw();
            }
        }
    }

    /// The address of this page with the game in its fragment.
    pub fn share_url(&self) -> String {
        panel::share_url(self.session.game())
    }

    /// Fills the save panel's boxes (link, record, position) if it is open.
    pub fn update_save_panel(&self) {
        panel::update_save_panel(&self.session, self.exported.as_deref());
    }

    /// The current position's TCN (RULES.md's position notation).
    pub fn position_text(&self) -> String {
        three_crowns::tcn::to_tcn(self.session.game().position())
    }
}
