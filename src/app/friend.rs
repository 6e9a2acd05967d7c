//! Games with a friend on another device, as the state plays them (`ui::friend` holds the
//! link format and what a session knows of the game): starting one (the New game dialog's
//! Play a friend, the script API), the panel's Send (share, copy, QR code), the player's
//! name, a draw offered and accepted, and a link opened: a new game added beside the
//! others, a known one continued through the one door, an old, divergent, own or broken
//! link refused with nothing changed.

use crate::game::Game;
use crate::types::Color;
use crate::ui::error::PageError;
use crate::ui::friend::link::{self, Link};
use crate::ui::friend::{Arrival, Friend};
use crate::ui::kept::FriendGame;
use crate::ui::players::clean_name;
use crate::ui::session::{MoveSource, Session};
use crate::ui::words;

use super::effect::Effect;
use super::new_game::{Colour, Replacement};
use super::{ids, State};

/// How the player sends a friend game's link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Send {
    /// The system's share sheet (the Web Share API).
    Share,
    /// The clipboard.
    Copy,
    /// The QR code shown (pressed again: hidden).
    Qr,
}

/// What the player does in a friend game (its panel, the menu, the script API).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendInput {
    /// Start a game with a friend at once (the script API): the colour and the name.
    Start(Colour, String),
    /// Send the link this way.
    Send(Send),
    /// The player's own name typed.
    Name(String),
    /// Offer a draw.
    OfferDraw,
    /// Accept the friend's draw offer.
    AcceptDraw,
}

impl State {
    /// When the game changes now, as friend games write it (`YYYY.MM.DD HH:MM`).
    fn changed_now(&self) -> String {
        format!("{} {}", self.shared.world.today, self.shared.world.time)
            .trim()
            .to_string()
    }

    /// The friend game on the board (not while a puzzle or a lesson is).
    pub(super) fn friend(&self) -> Option<&Friend> {
        self.game().friend()
    }

    /// The link that carries the friend game as it is now, to be sent (the page's
    /// address with the game in its fragment).
    #[must_use]
    pub fn friend_link(&self) -> Option<String> {
        let s = self.game();
        let f = s.friend()?;
        let names = [Color::White, Color::Black].map(|c| s.player_name(c).map(str::to_string));
        let text = link::write(&f.link(s.game(), names));
        Some(format!("{}#{text}", self.shared.world.page))
    }

    /// Every friend game: the one on the board first, then the kept ones, newest first.
    #[must_use]
    pub fn friend_games(&self) -> Vec<FriendGame> {
        let here = FriendGame::of(self.game(), None);
        let board = self.game().origin().id.clone();
        let archived = self
            .shelf
            .archive
            .games
            .iter()
            .filter(|(e, _)| Some(&e.id) != board.as_ref())
            .filter_map(|(e, summary)| {
                let mut g = summary.as_ref()?.friend.clone()?;
                g.kept = Some(e.id.clone());
                Some(g)
            });
        let kept = self.shelf.kept.iter().filter_map(|(r, summary)| {
            summary
                .as_ref()
                .and_then(|k| k.friend.clone())
                .map(|mut g| {
                    g.kept = Some(crate::ui::kept::record_id(r));
                    g
                })
        });
        here.into_iter().chain(archived).chain(kept).collect()
    }

    /// A new friend game's session: the player in `colour` (random drawn here), named.
    fn friend_session(&mut self, colour: Colour, name: &str) -> Session {
        let you = match colour {
            Colour::White => Color::White,
            Colour::Black => Color::Black,
            Colour::Random if self.shared.random() & 1 == 0 => Color::White,
            Colour::Random => Color::Black,
        };
        let mut game = Game::default();
        game.set_repetition_rule(self.game().game().repetition_rule());
        let mut s = Session::new(game);
        let mut names = [None, None];
        names[you.index()] = clean_name(name);
        s.set_names(names);
        let id = link::new_id(self.shared.random());
        s.set_friend(Some(Friend {
            id,
            you,
            offer: None,
            shared: None,
            changed: self.changed_now(),
        }));
        s
    }

    /// Starts a friend game from the New game dialog (asking first about a game in
    /// progress that is not itself a friend game: those are always kept).
    pub(super) fn start_friend_from_dialog(&mut self) {
        let c = self.starting.choices.clone();
        self.starting.open = false;
        let session = self.friend_session(c.friend_colour, &c.friend_name);
        self.replace_asking(Replacement {
            session,
            message: words::friend_game_started(self.shared.world.can_share),
        });
        self.shared.focus(ids::FRIEND_COPY, false);
    }

    /// Starts a friend game at once (the script API), keeping the game it replaces.
    fn start_friend_game(&mut self, colour: Colour, name: &str) {
        let session = self.friend_session(colour, name);
        let c = &mut self.starting.choices;
        if c.friend_name != name || c.friend_colour != colour {
            c.friend_name = name.to_string();
            c.friend_colour = colour;
            self.shared
                .emit(Effect::StoreChoices(self.starting.choices.to_text()));
        }
        let started = words::friend_game_started(self.shared.world.can_share);
        self.replace_session(session, started, true);
    }

    /// A friend game's link opened (an address's fragment, or pasted): a new game is
    /// added, a known one goes on; anything else is said and changes nothing.
    pub(super) fn open_friend_link(&mut self, text: &str) -> Result<(), PageError> {
        let link = match link::read(text) {
            Ok(Some(link)) => link,
            Ok(None) => return Ok(()),
            Err(e) => {
                let why = words::friend_link_refused(&self.shared.speaker, &e);
                self.shared.request_redraw();
                return self.shared.refuse(PageError::Friend(why));
            }
        };
        if self.friend().is_some_and(|f| f.id == link.id) {
            if self.game_aside() || self.editing() {
                // Back to the game first: the friend's moves are played on the board.
                self.leave_modes();
                self.modes.close_editor(&mut self.shared);
            }
            return self.friend_arrived(&link);
        }
        let kept = self.friend_games().into_iter().find(|g| g.id == link.id);
        if let Some(record) = kept.and_then(|g| g.kept) {
            // Check before the kept game comes out: a refused link changes nothing.
            if let Some(why) = self.kept_refusal(&record, &link) {
                self.shared.request_redraw();
                return self.shared.refuse(PageError::Friend(why));
            }
            self.open_kept(Some(&record))?;
            return self.friend_arrived(&link);
        }
        let you = link.by.other();
        let mut session = Session::new(link.game.clone());
        let mut names = link
            .names
            .clone()
            .map(|n| n.as_deref().and_then(clean_name));
        if names[you.index()].is_none() {
            names[you.index()] = clean_name(&self.starting.choices.friend_name);
        }
        let opponent =
            words::friend_called(&self.shared.speaker, names[link.by.index()].as_deref());
        session.set_names(names);
        let now = crate::ui::friend::stands(&link);
        session.set_friend(Some(Friend {
            id: link.id.clone(),
            you,
            offer: link.offer,
            shared: Some(now),
            changed: self.changed_now(),
        }));
        self.replace_session(session, words::say::LINK_OPENED, true);
        let mut said = words::friend_game_added(&self.shared.speaker, &opponent, you);
        if self.board().game().outcome().is_none() && self.board().game().position().turn() == you {
            said.push(' ');
            said.push_str(&self.shared.speaker.say("friend-your-move", &[]));
        }
        self.shared.set_status(said);
        Ok(())
    }

    /// Why `link` cannot continue the kept friend game `record_id`, if it cannot.
    fn kept_refusal(&self, record_id: &str, link: &Link) -> Option<String> {
        let record = self.record_of(Some(record_id))?;
        let rec = crate::record::parse_record(&record).ok()?;
        let s = Session::from_record(rec);
        let f = s.friend()?;
        match f.arrival(s.game(), link) {
            Arrival::Continues(_) | Arrival::EndsAt(_) | Arrival::Crossed(_) => None,
            other => Some(arrival_words(&self.shared.speaker, other, s.game().ply())),
        }
    }

    /// A link of the friend game on the board arrived.
    fn friend_arrived(&mut self, link: &Link) -> Result<(), PageError> {
        let Some(f) = self.board().friend().cloned() else {
            return Err(PageError::NotFriendGame);
        };
        let mut ended_at = None;
        let mut crossed = false;
        let from = match f.arrival(self.board().game(), link) {
            Arrival::Continues(from) => from,
            Arrival::Crossed(theirs_stands) => {
                if theirs_stands {
                    // Ours gives way: the link's end is declared below.
                    self.board_mut().withdraw();
                }
                crossed = true;
                self.board().game().ply()
            }
            Arrival::EndsAt(ply) => {
                // Our moves after it never reached the friend: they are taken back.
                while self.board().game().ply() > ply && self.board_mut().undo().is_some() {}
                ended_at = Some(ply);
                ply
            }
            other => {
                let why = arrival_words(&self.shared.speaker, other, self.board().game().ply());
                self.shared.request_redraw();
                return self.shared.refuse(PageError::Friend(why));
            }
        };
        self.interrupt();
        self.ground.input.clear();
        self.board_mut().browse(usize::MAX);
        let theirs = link.game.move_list();
        let mut played = Vec::new();
        for mv in &theirs[from..] {
            // The one door: a friend's seat accepts only moves from a link.
            self.play(*mv, MoveSource::Link)?;
            played.push(mv.to_string());
        }
        if let Some(declared) = link.game.declared() {
            let _ = self.board_mut().declare(declared);
        } else if link.offer == Some(f.you.other()) && f.offer == Some(f.you) {
            // Both offered a draw on this position: the offers meet.
            let _ = self.board_mut().declare(crate::position::Outcome::Draw(
                crate::position::DrawReason::Agreement,
            ));
        }
        let now = crate::ui::friend::stands(link);
        let changed = self.changed_now();
        if let Some(f) = self.board_mut().friend_mut() {
            f.offer = link.offer;
            f.shared = Some(now);
            f.changed = changed;
        }
        let friend = f.you.other();
        if let Some(name) = link.names[friend.index()].as_deref().and_then(clean_name) {
            let mut names = [Color::White, Color::Black]
                .map(|c| self.board().player_name(c).map(str::to_string));
            names[friend.index()] = Some(name);
            self.board_mut().set_names(names);
        }
        let opponent = words::friend_called(&self.shared.speaker, self.board().player_name(friend));
        let over = self.board().game().outcome();
        let mut said = words::friend_moved(
            &self.shared.speaker,
            &opponent,
            &played,
            link.offer.is_some(),
            over.is_some(),
        );
        if let Some(ply) = ended_at {
            said = words::friend_ended_at(&self.shared.speaker, ply);
        }
        if crossed {
            said = words::FRIEND_CROSSED.said(&self.shared.speaker);
        }
        if let Some(o) = over {
            if !said.is_empty() {
                said.push(' ');
            }
            said.push_str(&words::outcome(&self.shared.speaker, o));
        }
        self.shared.set_status(said);
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
        match found {
            Some(FriendGame { kept: None, .. }) => {
                self.overlays.games = false;
                self.leave_modes();
                self.shared.render();
                Ok(())
            }
            Some(FriendGame {
                kept: Some(record), ..
            }) => self.open_kept(Some(&record)),
            None => self.shared.refuse(PageError::FriendGame(id.to_string())),
        }
    }

    /// What the player did in the friend game's panel.
    #[inline(never)]
    pub(super) fn friend_input(&mut self, input: FriendInput) -> Result<(), PageError> {
        if let FriendInput::Start(colour, name) = input {
            self.start_friend_game(colour, &name);
            return Ok(());
        }
        if self.game_aside() || self.board().friend().is_none() {
            return self.shared.refuse(PageError::NotFriendGame);
        }
        match input {
            FriendInput::Start(..) => {}
            FriendInput::Send(how) => self.send_friend(how),
            FriendInput::Name(name) => {
                let clean = clean_name(&name);
                let you = self.board().friend().map_or(Color::White, |f| f.you);
                let mut names = [Color::White, Color::Black]
                    .map(|c| self.board().player_name(c).map(str::to_string));
                names[you.index()] = clean;
                self.board_mut().set_names(names);
                self.starting.choices.friend_name = name;
                self.shared
                    .emit(Effect::StoreChoices(self.starting.choices.to_text()));
                self.save();
                self.shared.render();
            }
            FriendInput::OfferDraw | FriendInput::AcceptDraw => {
                return self.friend_draw(input == FriendInput::AcceptDraw);
            }
        }
        Ok(())
    }

    /// Sends the link: shared, copied or shown as a QR code; from then the move is the
    /// friend's (it can no longer be taken back).
    fn send_friend(&mut self, how: Send) {
        let Some(url) = self.friend_link() else {
            return;
        };
        match how {
            Send::Share => self.shared.emit(Effect::Share {
                url,
                title: words::FRIEND_SHARE_TITLE.said(&self.shared.speaker),
            }),
            // Sent once the clipboard has it (`State::copied`): a copy that fails leaves
            // the move the player's own, to take back or send another way.
            Send::Copy => {
                return self.shared.emit(Effect::Copy {
                    text: url,
                    what: super::clip::Clip::FriendLink,
                })
            }
            Send::Qr => {
                self.overlays.qr_open = !self.overlays.qr_open;
                if !self.overlays.qr_open {
                    self.shared.render();
                    return;
                }
                // Shown under the friend box's buttons: brought into sight, the focus
                // staying on the button.
                self.shared.emit(Effect::Reveal(ids::FRIEND_QR_CODE));
            }
        }
        self.friend_sent();
    }

    /// The friend game's link as it is now has gone to the friend: from then the move is
    /// the friend's (it can no longer be taken back).
    pub(super) fn friend_sent(&mut self) {
        let game = self.board().game().clone();
        let changed = self.changed_now();
        if let Some(f) = self.board_mut().friend_mut() {
            if f.unsent(&game) {
                f.shared = Some(f.now(&game));
                f.changed = changed;
            }
        }
        self.save();
        self.shared.render();
    }

    /// Offers a draw (`accept`: accepts the friend's).
    fn friend_draw(&mut self, accept: bool) -> Result<(), PageError> {
        let Some(f) = self.board().friend().cloned() else {
            return self.shared.refuse(PageError::NotFriendGame);
        };
        if let Some(o) = self.board().game().outcome() {
            return self.shared.refuse(PageError::Over(o));
        }
        self.interrupt();
        if accept || f.offer == Some(f.you.other()) {
            if f.offer != Some(f.you.other()) {
                return self.shared.refuse(PageError::Friend(
                    words::FRIEND_NO_OFFER.said(&self.shared.speaker),
                ));
            }
            if let Ok(o) = self.board_mut().declare(crate::position::Outcome::Draw(
                crate::position::DrawReason::Agreement,
            )) {
                self.shared.set_status("");
                self.shared
                    .announce(words::outcome(&self.shared.speaker, o));
            }
        } else {
            if let Some(f) = self.board_mut().friend_mut() {
                f.offer = Some(f.you);
            }
            self.shared.set_status(words::FRIEND_DRAW_OFFERED);
        }
        self.refresh();
        Ok(())
    }

    /// Whether Undo is refused in a friend game (the move was sent: said).
    pub(super) fn friend_undo_refused(&mut self) -> bool {
        let Some(f) = self.board().friend() else {
            return false;
        };
        let game = self.board().game();
        let ok = if game.declared().is_some() {
            f.unsent(game)
        } else {
            f.may_take_back(game)
        };
        if !ok {
            self.shared.set_status(words::FRIEND_MOVE_SENT);
        }
        !ok
    }

    /// A move made here in a friend game: a draw offered by the friend lapses (declined
    /// by playing on); one offered here stands.
    #[inline(never)]
    pub(super) fn friend_moved_here(&mut self) {
        let changed = self.changed_now();
        if let Some(f) = self.board_mut().friend_mut() {
            if f.offer == Some(f.you.other()) {
                f.offer = None;
            }
            f.changed = changed;
        }
    }
}

/// The words for a link that does not continue the game (at `ply` here).
fn arrival_words(t: &crate::ui::lang::Speaker, arrival: Arrival, ply: usize) -> String {
    match arrival {
        Arrival::Own => words::FRIEND_OWN_LINK.said(t),
        Arrival::Stale | Arrival::Continues(_) | Arrival::EndsAt(_) | Arrival::Crossed(_) => {
            words::friend_stale(t, ply)
        }
        Arrival::Differs(at) => words::friend_differs(t, at),
        Arrival::NotTheirs(at) => words::friend_not_theirs(t, at),
        Arrival::EndedHere => words::FRIEND_ENDED_HERE.said(t),
    }
}
