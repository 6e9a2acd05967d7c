//! Actions on the game: undo and redo, a new game, games that replace this one (an
//! import, a share link, the previous game, another tab's game), browsing, the notation
//! box, the settings.

use crate::record::parse_record;
use crate::types::Color;
use crate::ui::error::PageError;
use crate::ui::session::{MoveSource, Relation, Session};
use crate::ui::{share, words};

use super::declare;
use super::friend::{self, FriendInput};
use super::ids;
use super::live::play as live;
use super::mode::Wanted;
use super::new_game::{Decision, DialogInput, Replacement, Way};
use super::state::Declare;
use super::State;
use crate::ui::friend::{link::Link, live::Snapshot};

impl State {
    /// Takes back the last move ([`declare::undo`]).
    #[inline(never)]
    pub(super) fn undo(&mut self) {
        if self.modes.refused_while_editing(&mut self.shared) {
            return;
        }
        self.interrupt();
        self.ground.input.clear();
        declare::undo(&mut self.shared, self.modes.board_mut(&mut self.game));
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
        // In a friend game a draw is offered by the friend box (the menu's work is done).
        if what == Declare::Draw && self.board().friend().is_some() {
            if self.friend_input(FriendInput::OfferDraw).is_ok() {
                self.close_menu_after_action();
            }
            return;
        }
        let second = self.overlays.confirming == Some(what);
        self.interrupt();
        if !second {
            let board = self.modes.board(&self.game);
            declare::ask(&mut self.shared, board, &mut self.overlays.confirming, what);
            self.update_panel();
            return;
        }
        self.ground.input.clear();
        if declare::confirmed(&mut self.shared, self.modes.board_mut(&mut self.game), what) {
            // The game is over: the menu, whose Resign or Agree a draw did it, closes.
            self.close_menu_after_action();
            // A live friend hears how it ended.
            live::told(&mut self.shared, &self.modes.live, &mut self.game);
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
    #[inline(never)]
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
            self.sync_clock();
            self.shelf.stash_previous(&mut self.shared, &mut self.game);
        } else {
            self.discard_board();
        }
        self.ground.input.clear();
        self.board_mut().load_session(session);
        // Engine help switched on for one game does not follow into the next.
        self.study_tools_off();
        self.ground.face(self.modes.board(&self.game));
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
        let session = super::new_game::session_for(&self.game, &setup);
        self.replace_asking(super::new_game::Replacement {
            session,
            message: words::NEW_GAME_STARTED,
        });
    }

    /// Starts `setup`'s game at once (the script API), keeping the game it replaces.
    #[inline(never)]
    pub(super) fn start_game(&mut self, setup: &super::new_game::Setup) {
        let session = super::new_game::session_for(&self.game, setup);
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

    /// Plays a move typed in notation; a refusal is said in the status line and returned.
    #[inline(never)]
    pub(super) fn play_text(&mut self, text: &str, source: MoveSource) -> Result<(), PageError> {
        match text.trim().parse() {
            Ok(mv) => self.play(mv, source).map(|_| ()),
            Err(e) => self.shared.refuse(PageError::MoveText(e)),
        }
    }

    /// Reads a record in ([`super::shelf::Shelf::import_record`]): its game replaces the
    /// game on the board, asking first about a game in progress.
    #[inline(never)]
    pub(super) fn import_record(&mut self, text: &str) -> Result<(), PageError> {
        if let Some(session) = self
            .shelf
            .import_record(&mut self.shared, text, &self.game)?
        {
            let message = words::say::IMPORTED;
            self.replace_asking(Replacement { session, message });
        }
        Ok(())
    }

    /// Opens the game named by a URL fragment, and takes it off the page's address; a
    /// bad one changes nothing.
    #[inline(never)]
    pub(super) fn open_fragment(&mut self, fragment: &str) {
        self.shared.drop_fragment();
        if crate::ui::friend::link::is_link(fragment) {
            let _ = self.open_friend_link(fragment);
            return;
        }
        if crate::ui::friend::invite::is_invitation(fragment) {
            self.dismiss_welcome();
            let own = self.starting.choices.friend_name.clone();
            let live = &mut self.modes.live;
            if let Ok(Some(s)) = live::join(&mut self.shared, live, &self.game, fragment, &own) {
                self.replace_session(s, words::say::LINK_OPENED, true);
            }
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

    // ----- a new game (the part is `new_game`, with `starting`'s data) -----

    /// Opens the New game dialog.
    #[inline(never)]
    pub(super) fn open_new_game(&mut self) {
        self.dismiss_welcome();
        self.overlays.menu = false;
        self.starting.open_dialog(&mut self.shared);
    }

    /// What the player did in the New game dialog ([`Starting::dialog`]).
    #[inline(never)]
    pub(super) fn new_game_dialog(&mut self, input: DialogInput) {
        match self.starting.dialog(&mut self.shared, input) {
            Some(Way::Friend) => self.start_friend_from_dialog(),
            Some(way) => {
                if let Some(setup) = self.starting.setup_for(&mut self.shared, way) {
                    let session = super::new_game::session_for(&self.game, &setup);
                    let message = words::NEW_GAME_STARTED;
                    self.replace_asking(Replacement { session, message });
                }
            }
            None => {}
        }
    }

    /// Replaces the game with `r`'s, asking first what becomes of a game in progress.
    #[inline(never)]
    pub(super) fn replace_asking(&mut self, r: Replacement) {
        if let Some(r) = self.starting.ask(&mut self.shared, &self.game, r) {
            self.replace_session(r.session, r.message, true);
        }
    }

    /// The player's answer about the game in progress.
    #[inline(never)]
    pub(super) fn decide(&mut self, decision: Decision) {
        if self.starting.pending.is_none() {
            return;
        }
        if let Some((r, keep)) = self.starting.decide(&mut self.shared, decision) {
            self.replace_session(r.session, r.message, keep);
            if !keep {
                self.shared.announce(words::GAME_DISCARDED);
            }
        }
        self.shared.focus(ids::BOARD, false);
    }

    /// Reopens the kept game `id` (the newest with `None`): it replaces the game in
    /// progress, which is kept.
    #[inline(never)]
    pub(super) fn open_kept(&mut self, id: Option<&str>) -> Result<(), PageError> {
        let board = self.board_id().map(str::to_owned);
        let session = self.shelf.reopen(&mut self.shared, id, board.as_deref())?;
        self.overlays.games = false;
        self.replace_session(session, words::say::PREVIOUS_REOPENED, true);
        self.shared.focus(ids::BOARD, false);
        Ok(())
    }

    // ----- a friend game (the part is `friend`, over the game's session) -----

    /// Starts a friend game from the New game dialog (asking first about a game in
    /// progress that is not itself a friend game: those are always kept).
    #[inline(never)]
    fn start_friend_from_dialog(&mut self) {
        let c = self.starting.choices.clone();
        // Live: the dialog's clock, the game before kept (nothing to ask).
        if let Some(start) = self.starting.live_start(&mut self.shared) {
            let _ = start.map(|start| self.friend_input(start));
            return self.shared.focus(ids::FRIEND_COPY, false);
        }
        self.starting.open = false;
        let session = friend::new_session(
            &mut self.shared,
            &self.game,
            c.friend_colour,
            &c.friend_name,
        );
        let message = words::friend_game_started(self.shared.page.can_share);
        self.replace_asking(Replacement { session, message });
        self.shared.focus(ids::FRIEND_COPY, false);
    }

    /// A friend game's link opened (an address's fragment, or pasted): a new game is
    /// added, a known one goes on; anything else is said and changes nothing.
    #[inline(never)]
    pub(super) fn open_friend_link(&mut self, text: &str) -> Result<(), PageError> {
        let Some(link) = friend::read(&mut self.shared, text)? else {
            return Ok(());
        };
        if self.game.friend().is_some_and(|f| f.id == link.id) {
            // Back to the game first: the friend's moves are played on the board.
            self.leave_modes();
            self.modes.close_editor(&mut self.shared);
            return self.friend_arrived(&link, None);
        }
        let kept = self.friend_games().into_iter().find(|g| g.id == link.id);
        if let Some(id) = kept.and_then(|g| g.kept) {
            // Checked before the kept game comes out: a refused link changes nothing.
            let record = self.record_of(Some(&id)).unwrap_or_default();
            if let Some(why) = friend::kept_refusal(&self.shared, &record, &link) {
                self.shared.request_redraw();
                return self.shared.refuse(PageError::Friend(why));
            }
            self.open_kept(Some(&id))?;
            return self.friend_arrived(&link, None);
        }
        let own = self.starting.choices.friend_name.clone();
        let (session, said) = friend::from_link(&self.shared, &link, &own);
        self.replace_session(session, words::say::LINK_OPENED, true);
        self.shared.set_status(said);
        Ok(())
    }

    /// A link of the friend game on the board arrived: its moves played through the door
    /// (a live game's with the clocks as the friend's page reported them in `live`).
    #[inline(never)]
    fn friend_arrived(&mut self, link: &Link, live: Option<&Snapshot>) -> Result<(), PageError> {
        let arrived = friend::arrival(&mut self.shared, &mut self.game, link)?;
        self.interrupt();
        self.ground.input.clear();
        let mut played = Vec::new();
        for mv in &link.game.move_list()[arrived.from..] {
            // The one door: a friend's seat accepts only moves from a link.
            self.play(*mv, MoveSource::Link)?;
            played.push(mv.to_string());
        }
        friend::arrived(&mut self.shared, &mut self.game, link, &arrived, &played);
        live::clocks_reported(&mut self.game, live, self.shared.world.now_ms);
        self.refresh();
        Ok(())
    }

    /// Opens the friend game `id` (its game id, or its kept record's id): the game on
    /// the board is kept.
    #[inline(never)]
    pub(super) fn open_friend_game(&mut self, id: &str) -> Result<(), PageError> {
        let found = self
            .friend_games()
            .into_iter()
            .find(|g| g.id == id || g.kept.as_deref() == Some(id));
        match found.map(|g| g.kept) {
            Some(None) => {
                self.overlays.games = false;
                self.leave_modes();
                self.shared.render();
                Ok(())
            }
            Some(Some(record)) => self.open_kept(Some(&record)),
            None => self.shared.refuse(PageError::FriendGame(id.to_string())),
        }
    }

    /// What the player did in the friend game's panel.
    #[inline(never)]
    pub(super) fn friend_input(&mut self, input: FriendInput) -> Result<(), PageError> {
        if let FriendInput::Start(colour, name) | FriendInput::StartLive(colour, name, _) = &input {
            let mut session = friend::new_session(&mut self.shared, &self.game, *colour, name);
            friend::remember(&mut self.shared, &mut self.starting, *colour, name);
            live::begin(&mut self.shared, &mut self.modes.live, &mut session, &input);
            let started = words::friend_game_started(self.shared.page.can_share);
            self.replace_session(session, started, true);
            return Ok(());
        }
        if input.is_live() {
            return self.live(input);
        }
        if self.game_aside() || self.game.friend().is_none() {
            return self.shared.refuse(PageError::NotFriendGame);
        }
        let url = self.friend_link();
        let qr = &mut self.overlays.qr_open;
        match input {
            FriendInput::Send(how) if friend::send(&mut self.shared, url, qr, how) => {
                self.friend_sent();
            }
            FriendInput::Name(name) => {
                friend::rename(&mut self.shared, &mut self.starting, &mut self.game, name);
                live::told(&mut self.shared, &self.modes.live, &mut self.game);
                self.save();
                self.shared.render();
            }
            FriendInput::OfferDraw | FriendInput::AcceptDraw => {
                self.interrupt();
                let accept = input == FriendInput::AcceptDraw;
                friend::draw(&mut self.shared, &mut self.game, accept)?;
                live::told(&mut self.shared, &self.modes.live, &mut self.game);
                self.refresh();
            }
            _ => {}
        }
        Ok(())
    }

    /// A live game's news ([`live::update`]): the friend's games played as a link's.
    #[inline(never)]
    pub(super) fn live(&mut self, input: FriendInput) -> Result<(), PageError> {
        let lives = &mut self.modes.live;
        let news = live::update(&mut self.shared, lives, &mut self.game, input)?;
        for snap in news.links {
            if self.friend_arrived(&snap.link, Some(&snap)).is_err() {
                live::refused(&mut self.modes.live);
            }
        }
        if let Some(next) = news.next {
            self.replace_session(next, words::say::REMATCH_STARTED, true);
        } else if news.changed {
            self.refresh();
        }
        Ok(())
    }

    /// The friend game's link as it is now has gone to the friend ([`friend::sent`]).
    #[inline(never)]
    pub(super) fn friend_sent(&mut self) {
        friend::sent(&self.shared.world, &mut self.game);
        self.save();
        self.shared.render();
    }
}
