//! Actions on the game: undo and redo, a new game, games that replace this one (an
//! import, a share link, the previous game, another tab's game), browsing, the notation
//! box, the settings.

use crate::game::Game;
use crate::record::parse_record;
use crate::types::{Color, Move};
use crate::ui::archive::{Known, ID_TAG};
use crate::ui::error::PageError;
use crate::ui::session::{MoveSource, Relation, Session};
use crate::ui::{share, words};

use super::mode::Wanted;
use super::new_game::Replacement;
use super::state::Declare;
use super::State;

impl State {
    /// Takes back the last move; against the computer, the person's last move and the
    /// computer's reply, so that the person is to move again.
    #[inline(never)]
    pub(super) fn undo(&mut self) {
        if self.modes.refused_while_editing(&mut self.shared) {
            return;
        }
        self.interrupt();
        self.ground.input.clear();
        if self.friend_undo_refused() {
            self.refresh();
            return;
        }
        // A result on time stands: no move is taken back from it.
        if self.board().game().lost_on_time() {
            self.shared.set_status(words::say::TIME_LOSS_FINAL);
            self.refresh();
            return;
        }
        if let Some(o) = self.board_mut().withdraw() {
            self.shared
                .set_status(words::withdrawn(&self.shared.speaker, o));
            self.refresh();
            return;
        }
        let undone: Vec<Move> = self
            .board_mut()
            .undo_to_person()
            .iter()
            .map(|p| p.mv)
            .collect();
        match words::taken_back(&self.shared.speaker, &undone) {
            None => self.shared.set_status(words::say::NOTHING_TO_UNDO),
            Some(said) => {
                self.shared.set_status("");
                self.shared.announce(&said);
            }
        }
        self.refresh();
    }

    /// Resign (`Declare::Resign`) or Agree a draw (`Declare::Draw`) pressed: the first
    /// press asks for a second, which ends the game (recorded in its Result and
    /// Termination); any other action in between cancels it.
    #[inline(never)]
    pub(super) fn declare(&mut self, what: Declare) {
        if self.game_aside() || self.modes.refused_while_editing(&mut self.shared) {
            return;
        }
        // In a friend game the draw is offered, and accepted, through the link (the
        // friend box's, beside the board: the menu has done its work).
        if what == Declare::Draw && self.board().friend().is_some() {
            if self
                .friend_input(super::friend::FriendInput::OfferDraw)
                .is_ok()
            {
                self.close_menu_after_action();
            }
            return;
        }
        if self.overlays.confirming != Some(what) {
            let ask = match what {
                Declare::Resign => self
                    .board()
                    .resigning_side()
                    .map(|side| words::resign_confirm(&self.shared.speaker, side)),
                Declare::Draw => self
                    .board()
                    .can_agree_draw()
                    .then(|| words::say::DRAW_CONFIRM.said(&self.shared.speaker)),
            };
            self.interrupt();
            match ask {
                Some(ask) => {
                    self.overlays.confirming = Some(what);
                    self.shared.set_status(ask);
                }
                None => self.refuse_declare(what),
            }
            self.update_panel();
            return;
        }
        self.interrupt();
        self.ground.input.clear();
        let done = match what {
            Declare::Resign => self.board_mut().resign(),
            Declare::Draw => self.board_mut().agree_draw(),
        };
        match done {
            Ok(o) => {
                self.shared.set_status("");
                self.shared
                    .announce(words::outcome(&self.shared.speaker, o));
                // The game is over: the menu, whose Resign or Agree a draw did it, closes.
                self.close_menu_after_action();
            }
            Err(_) => self.refuse_declare(what),
        }
        self.refresh();
    }

    /// Resigns at once (the script API's `resign`: Resign pressed and confirmed).
    #[inline(never)]
    pub(super) fn resign_now(&mut self) -> Result<(), PageError> {
        if let Some(o) = self.board().game().outcome().filter(|_| !self.game_aside()) {
            return self.shared.refuse(PageError::Over(o));
        }
        self.overlays.confirming = Some(Declare::Resign);
        self.declare(Declare::Resign);
        match self.board().game().declared() {
            Some(_) if !self.game_aside() => Ok(()),
            _ => Err(PageError::Friend(self.shared.status.clone())),
        }
    }

    fn refuse_declare(&mut self, what: Declare) {
        let why = match (self.board().game().outcome(), what) {
            (Some(o), _) => words::game_over(&self.shared.speaker, o),
            (None, Declare::Resign) => words::say::NOBODY_RESIGNS.said(&self.shared.speaker),
            (None, Declare::Draw) => words::say::NO_DRAW_AGREEMENT.said(&self.shared.speaker),
        };
        self.shared.set_status(why);
    }

    /// Plays the last move taken back again.
    #[inline(never)]
    pub(super) fn redo(&mut self) {
        if self.modes.refused_while_editing(&mut self.shared) {
            return;
        }
        self.interrupt();
        self.ground.input.clear();
        let before = *self.board().game().position();
        match self.board_mut().redo() {
            Some(p) => self.after_move(&before, &p, MoveSource::Click),
            None => {
                self.shared.set_status(words::say::NOTHING_TO_REDO);
                self.refresh();
            }
        }
    }

    /// Replaces the game with `session`'s (its seats, names, comments and clocks); the
    /// game it replaces, if it had moves, is kept in the list of games when `keep` says
    /// so or it is finished (a finished game is always kept). `message` is said with the
    /// result.
    pub(super) fn replace_session(
        &mut self,
        session: Session,
        message: words::say::Fixed,
        keep: bool,
    ) {
        self.leave_modes();
        self.interrupt();
        self.modes.close_editor(&mut self.shared);
        // Imported from the menu: the menu has done its work.
        self.close_menu_after_action();
        // A finished game and a friend game are always kept.
        if keep || self.board().game().outcome().is_some() || self.board().friend().is_some() {
            self.stash_previous();
        } else {
            self.discard_board();
        }
        self.ground.input.clear();
        self.board_mut().load_session(session);
        // Engine help switched on for one game does not follow into the next.
        self.study_tools_off();
        self.face_the_player();
        // The status line is itself a live region: the message is spoken once, from there
        // (with a note added if storage cannot keep the replaced game).
        let message = message.said(&self.shared.speaker);
        let mut said = words::replaced(&self.shared.speaker, &message, self.outcome(), None);
        if self.pause_as_loaded() {
            said = format!(
                "{said} {}",
                words::CLOCKS_PAUSED_AT_START.said(&self.shared.speaker)
            );
        }
        self.shared.set_status(said);
        self.refresh();
    }

    /// A game of this session's seats and names from `game` (a link's), without a clock.
    pub(super) fn session_of(&self, game: Game) -> Session {
        let mut s = self.game().clone();
        s.load(game);
        s
    }

    /// A new game with the seats swapped (the result card's "Swap sides and play
    /// again"): whoever played White plays Black, with the same clock.
    #[inline(never)]
    pub(super) fn swap_and_play_again(&mut self) {
        let old = self.game();
        let setup = super::new_game::Setup {
            seats: [Color::Black, Color::White].map(|c| old.seat(c)),
            names: [Color::Black, Color::White].map(|c| old.player_name(c).map(str::to_string)),
            clock: old.clock().map(crate::ui::clock::Clock::control),
        };
        let session = self.session_for(&setup);
        self.replace_asking(super::new_game::Replacement {
            session,
            message: words::NEW_GAME_STARTED,
        });
    }

    /// Starts `setup`'s game at once (the script API), keeping the game it replaces.
    #[inline(never)]
    pub(super) fn start_game(&mut self, setup: &super::new_game::Setup) {
        let session = self.session_for(setup);
        self.replace_session(session, words::NEW_GAME_STARTED, true);
    }

    /// Another tab of this site saved its game (the record `text`): show the same game
    /// here, keeping this tab's game as the previous game unless the other tab only
    /// continued it.
    #[inline(never)]
    pub(super) fn adopt_from_other_tab(&mut self, text: &str) {
        if self.modes.keep_other_tab(text) {
            return;
        }
        let Ok(rec) = parse_record(text) else { return };
        let relation = self.board().compare(&rec.game);
        let theirs = Session::from_record(rec);
        match relation {
            // The same friend game, sent or offered a draw in the other tab.
            Relation::Same if theirs.friend() != self.board().friend() => {
                self.board_mut().load_session(theirs);
                self.refresh();
            }
            Relation::Same => {}
            Relation::Continued => {
                self.interrupt();
                self.ground.input.clear();
                self.board_mut().load_session(theirs);
                self.pause_as_loaded();
                self.shared.set_status(words::say::UPDATED_FROM_TAB);
                self.refresh();
            }
            Relation::Different => {
                let kept = self.board().game().ply() > 0;
                self.replace_session(theirs, words::other_tab(kept), true);
            }
        }
    }

    /// Turns the board around.
    #[inline(never)]
    pub(super) fn flip(&mut self) {
        self.ground.orientation.flipped = !self.ground.orientation.flipped;
        self.update_panel();
        self.shared.request_redraw();
        self.store_settings();
    }

    /// Turns the board to the side to move after every move of two people (`on`), or
    /// not.
    #[inline(never)]
    pub(super) fn set_auto_flip(&mut self, on: bool) {
        self.ground.auto_flip = on;
        self.ground.turned_at = None;
        self.face_the_player();
        self.store_settings();
        self.refresh();
    }

    /// Switches the threefold repetition house rule.
    #[inline(never)]
    pub(super) fn set_repetition(&mut self, on: bool) {
        // Both sides of a friend game play the rule its first link said.
        if self.board().friend().is_some() {
            self.shared.set_status(words::FRIEND_RULE_FIXED);
            self.shared.render();
            return;
        }
        self.board_mut().set_repetition_rule(on);
        self.shared
            .set_status(words::repetition(&self.shared.speaker, on));
        self.refresh();
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

    /// Plays a move typed in notation; a refusal is said in the status line and returned.
    #[inline(never)]
    pub(super) fn play_text(&mut self, text: &str, source: MoveSource) -> Result<(), PageError> {
        match text.trim().parse() {
            Ok(mv) => self.play(mv, source).map(|_| ()),
            Err(e) => self.shared.refuse(PageError::MoveText(e)),
        }
    }

    /// Imports a `.tcg` record; a bad one changes nothing (why is said and returned). A
    /// record of a game this page has already (`ui::archive::Known::same_game`) that does
    /// not go further than it changes nothing either (said as a file's duplicate); one
    /// that goes further continues that game, under its id; a record whose `GameId`
    /// another game holds comes in as a game of its own (a new id).
    #[inline(never)]
    pub(super) fn import_record(&mut self, text: &str) -> Result<(), PageError> {
        let rec = match parse_record(text) {
            Ok(rec) => rec,
            Err(e) => return self.shared.refuse(PageError::Record(e)),
        };
        let this = Known::of(rec.tag(ID_TAG).unwrap_or(""), &rec);
        let mut session = Session::from_record(rec);
        let copies = self.known_copies();
        if let Some(copy) = copies.iter().find(|k| k.same_game(&this)) {
            // An older copy changes nothing; the same moves (a record with the review's
            // comments, say) or more come onto the board as that game, under its id.
            if this.plies() < copy.plies() {
                let report = crate::ui::archive::ImportReport {
                    added: 0,
                    duplicates: 1,
                    errors: Vec::new(),
                };
                self.shared
                    .set_status(words::imported_games(&self.shared.speaker, &report));
                return Ok(());
            }
            let mut origin = session.origin().clone();
            origin.id = (!copy.id.is_empty()).then(|| copy.id.clone());
            session.set_origin(origin);
        } else if copies
            .iter()
            .any(|k| !this.id.is_empty() && k.id == this.id)
        {
            let mut origin = session.origin().clone();
            origin.id = None;
            session.set_origin(origin);
        }
        self.replace_asking(Replacement {
            session,
            message: words::say::IMPORTED,
        });
        Ok(())
    }

    /// What the games this page has are known by: the game on the board, the archive's,
    /// those kept in storage.
    fn known_copies(&self) -> Vec<Known> {
        let board = self.game();
        let board_record = board.record(&self.shared.world.today);
        let board_id = board.origin().id.clone().unwrap_or_default();
        let archived = self
            .archive()
            .games
            .iter()
            .map(|(e, _)| (e.id.clone(), e.record.as_str()));
        let kept = self.kept_records().into_iter().map(|r| {
            let id = crate::ui::archive::tag_value(r, ID_TAG).unwrap_or_default();
            (id, r)
        });
        std::iter::once((board_id, board_record.as_str()))
            .chain(archived)
            .chain(kept)
            .filter_map(|(id, r)| Some(Known::of(&id, &parse_record(r).ok()?)))
            .collect()
    }

    /// Opens the game named by a URL fragment; a bad one changes nothing.
    #[inline(never)]
    pub(super) fn open_fragment(&mut self, fragment: &str) {
        if crate::ui::friend::link::is_link(fragment) {
            let _ = self.open_friend_link(fragment);
            return;
        }
        if let Some(id) = crate::ui::puzzle::link_id(fragment) {
            self.open_puzzle(Wanted::Id(id.to_string()), 0);
            return;
        }
        if let Some(id) = crate::ui::lessons::link_id(fragment) {
            let _ = self.open_lesson_id(id);
            return;
        }
        match share::parse_fragment(fragment) {
            Ok(Some(game)) => {
                let session = self.session_of(game);
                self.replace_asking(Replacement {
                    session,
                    message: words::say::LINK_OPENED,
                });
            }
            Ok(None) => {}
            Err(e) => {
                self.shared
                    .set_status(words::link_failed(&self.shared.speaker, &e));
                self.shared.request_redraw();
            }
        }
    }

    /// The save panel opened (its boxes are filled: link, record, position) or closed.
    #[inline(never)]
    pub(super) fn set_save_panel(&mut self, open: bool) {
        self.shelf.save_panel_open = open;
        self.shared.render();
    }

    /// The current position's TCN (RULES.md's position notation).
    #[inline(never)]
    pub fn position_text(&self) -> String {
        crate::tcn::to_tcn(self.board().game().position())
    }
}
