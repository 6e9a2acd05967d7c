//! Games with a friend on another device, as a part of their own over the game's session
//! (`ui::friend` holds the link format and what a session knows of the game): a new
//! friend game (the New game dialog's Play a friend, the script API), the panel's Send
//! (share, copy, QR code), the player's name, a draw offered and accepted, and a link
//! opened: a new game added beside the others, a known one continued (the friend's moves
//! handed to the root, which plays them through the one door), an old, divergent, own or
//! broken link refused with nothing changed. The root routes (`State::open_friend_link`).

use crate::game::Game;
use crate::types::Color;
use crate::ui::error::PageError;
use crate::ui::friend::link::{self, Link};
use crate::ui::friend::{Arrival, Friend};
use crate::ui::kept::FriendGame;
use crate::ui::players::clean_name;
use crate::ui::session::Session;
use crate::ui::words;

use super::effect::Effect;
use super::ids;
use super::new_game::{Colour, Starting};
use super::shared::{Shared, Surroundings};
use super::shelf::Shelf;

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
    /// Start a live game with a friend at once: the colour, the name and the clock.
    StartLive(Colour, String, Option<crate::ui::clock::TimeControl>),
    /// What the live game's connection hears (the shell's reports, the player's chat).
    Live(super::live::LiveInput),
    /// The relays live games meet on (checked; empty: the defaults).
    Relays(Vec<String>),
    /// The live game's chat hidden (or shown again).
    ChatHidden(bool),
    /// The live game goes on by links (live play failed, or the friend left).
    ByLinks,
    /// A takeback in the live game: asked, accepted, declined (or withdrawn) here.
    Takeback(crate::ui::friend::live::Act),
    /// A rematch, colours swapped, after the live game: offered, accepted, declined here.
    Rematch(crate::ui::friend::live::Act),
    /// What the friend asks (a takeback, a rematch) accepted (`true`) or declined.
    Answer(bool),
    /// The win claimed in the live game the friend left.
    Claim,
}

impl FriendInput {
    /// Whether this is the live game's to hear (`live::play::update`).
    #[must_use]
    pub fn is_live(&self) -> bool {
        matches!(
            self,
            FriendInput::Live(_)
                | FriendInput::Relays(_)
                | FriendInput::ChatHidden(_)
                | FriendInput::ByLinks
                | FriendInput::Takeback(_)
                | FriendInput::Rematch(_)
                | FriendInput::Answer(_)
                | FriendInput::Claim
        )
    }
}

/// The link that carries the friend game `game` as it is now, to be sent (the page's
/// address `page` with the game in its fragment).
#[inline(never)]
pub(super) fn link_of(game: &Session, page: &str) -> Option<String> {
    let f = game.friend()?;
    let names = [Color::White, Color::Black].map(|c| game.player_name(c).map(str::to_string));
    let text = link::write(&f.link(game.game(), names));
    Some(format!("{page}#{text}"))
}

/// Every friend game: `game`'s (on the board) first, then the kept ones, newest first.
#[inline(never)]
pub(super) fn games(shelf: &Shelf, game: &Session) -> Vec<FriendGame> {
    let here = FriendGame::of(game, None);
    let board = game.origin().id.clone();
    let archived = shelf
        .archive
        .games
        .iter()
        .filter(|(e, _)| Some(&e.id) != board.as_ref())
        .filter_map(|(e, summary)| {
            let mut g = summary.as_ref()?.friend.clone()?;
            g.kept = Some(e.id.clone());
            Some(g)
        });
    let kept = shelf.kept.iter().filter_map(|(r, summary)| {
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

/// A new friend game's session: the player in `colour` (random drawn here), named, with
/// the repetition rule of `game`, the game in progress.
#[inline(never)]
pub(super) fn new_session(
    shared: &mut Shared,
    game: &Session,
    colour: Colour,
    name: &str,
) -> Session {
    let you = match colour {
        Colour::White => Color::White,
        Colour::Black => Color::Black,
        Colour::Random if shared.random() & 1 == 0 => Color::White,
        Colour::Random => Color::Black,
    };
    let mut new = Game::default();
    new.set_repetition_rule(game.game().repetition_rule());
    let mut s = Session::new(new);
    let mut names = [None, None];
    names[you.index()] = clean_name(name);
    s.set_names(names);
    let id = link::new_id(shared.random());
    s.set_friend(Some(Friend {
        id,
        you,
        offer: None,
        shared: None,
        changed: shared.world.date_and_time(),
    }));
    s
}

/// The friend choices of the script API's start remembered, if they changed.
#[inline(never)]
pub(super) fn remember(shared: &mut Shared, starting: &mut Starting, colour: Colour, name: &str) {
    let c = &mut starting.choices;
    if c.friend_name != name || c.friend_colour != colour {
        c.friend_name = name.to_string();
        c.friend_colour = colour;
        shared.emit(Effect::StoreChoices(starting.choices.to_text()));
    }
}

/// The friend game's link `text` read: `Ok(None)` for no link; a broken one is refused
/// (said).
#[inline(never)]
pub(super) fn read(shared: &mut Shared, text: &str) -> Result<Option<Link>, PageError> {
    link::read(text).or_else(|e| {
        let why = words::friend_link_refused(&shared.speaker, &e);
        shared.request_redraw();
        shared.refuse(PageError::Friend(why))
    })
}

/// A new friend game from `link` (the player named `own_name` unless the link names
/// them), with what to say once it is on the board.
#[inline(never)]
pub(super) fn from_link(shared: &Shared, link: &Link, own_name: &str) -> (Session, String) {
    let you = link.by.other();
    let mut session = Session::new(link.game.clone());
    let mut names = link
        .names
        .clone()
        .map(|n| n.as_deref().and_then(clean_name));
    if names[you.index()].is_none() {
        names[you.index()] = clean_name(own_name);
    }
    let opponent = words::friend_called(&shared.speaker, names[link.by.index()].as_deref());
    session.set_names(names);
    session.set_friend(Some(Friend {
        id: link.id.clone(),
        you,
        offer: link.offer,
        shared: Some(crate::ui::friend::stands(link)),
        changed: shared.world.date_and_time(),
    }));
    let mut said = words::friend_game_added(&shared.speaker, &opponent, you);
    let g = session.game();
    if g.outcome().is_none() && g.position().turn() == you {
        said.push(' ');
        said.push_str(&shared.speaker.say("friend-your-move", &[]));
    }
    (session, said)
}

/// Why `link` cannot continue the kept friend game whose record is `record`, if it
/// cannot.
#[inline(never)]
pub(super) fn kept_refusal(shared: &Shared, record: &str, link: &Link) -> Option<String> {
    let rec = crate::record::parse_record(record).ok()?;
    let s = Session::from_record(rec);
    let f = s.friend()?;
    match f.arrival(s.game(), link) {
        Arrival::Continues(_) | Arrival::EndsAt(_) | Arrival::Crossed(_) => None,
        other => Some(arrival_words(&shared.speaker, other, s.game().ply())),
    }
}

/// How a link of the friend game `game` arrives, once `game` is ready for the friend's
/// moves (ours that crossed theirs given way, ours that never reached the friend taken
/// back): the ply its moves are played from.
pub(super) struct Arrived {
    /// The friend game as it was.
    pub(super) friend: Friend,
    /// The ply the link's moves are played from.
    pub(super) from: usize,
    /// The link ends at this ply (our later moves taken back).
    pub(super) ended_at: Option<usize>,
    /// Our move and theirs crossed.
    pub(super) crossed: bool,
}

/// Readies `game` for `link`'s moves ([`Arrived`]); a link that does not continue it is
/// refused (said) and changes nothing.
#[inline(never)]
pub(super) fn arrival(
    shared: &mut Shared,
    game: &mut Session,
    link: &Link,
) -> Result<Arrived, PageError> {
    let Some(friend) = game.friend().cloned() else {
        return Err(PageError::NotFriendGame);
    };
    let (mut ended_at, mut crossed) = (None, false);
    let from = match friend.arrival(game.game(), link) {
        Arrival::Continues(from) => from,
        Arrival::Crossed(theirs_stands) => {
            if theirs_stands {
                // Ours gives way: the link's end is declared once its moves are played.
                game.withdraw();
            }
            crossed = true;
            game.game().ply()
        }
        Arrival::EndsAt(ply) => {
            // Our moves after it never reached the friend: they are taken back.
            while game.game().ply() > ply && game.undo().is_some() {}
            ended_at = Some(ply);
            ply
        }
        other => {
            let why = arrival_words(&shared.speaker, other, game.game().ply());
            shared.request_redraw();
            return shared.refuse(PageError::Friend(why));
        }
    };
    game.browse(usize::MAX);
    Ok(Arrived {
        friend,
        from,
        ended_at,
        crossed,
    })
}

/// `link`'s moves (`played`) have been played on `game`: its declaration, the draw
/// offers, the friend's name taken, and what happened said.
#[inline(never)]
pub(super) fn arrived(
    shared: &mut Shared,
    game: &mut Session,
    link: &Link,
    a: &Arrived,
    played: &[String],
) {
    let f = &a.friend;
    if let Some(declared) = link.game.declared() {
        let _ = game.declare(declared);
    } else if link.offer == Some(f.you.other()) && f.offer == Some(f.you) {
        // Both offered a draw on this position: the offers meet.
        let _ = game.declare(crate::position::Outcome::Draw(
            crate::position::DrawReason::Agreement,
        ));
    }
    let changed = shared.world.date_and_time();
    if let Some(g) = game.friend_mut() {
        g.offer = link.offer;
        g.shared = Some(crate::ui::friend::stands(link));
        g.changed = changed;
    }
    let friend = f.you.other();
    if let Some(name) = link.names[friend.index()].as_deref().and_then(clean_name) {
        let mut names =
            [Color::White, Color::Black].map(|c| game.player_name(c).map(str::to_string));
        names[friend.index()] = Some(name);
        game.set_names(names);
    }
    let t = &shared.speaker;
    let opponent = words::friend_called(t, game.player_name(friend));
    let over = game.game().outcome();
    let mut said = words::friend_moved(t, &opponent, played, link.offer.is_some(), over.is_some());
    if let Some(ply) = a.ended_at {
        said = words::friend_ended_at(t, ply);
    }
    if a.crossed {
        said = words::FRIEND_CROSSED.said(t);
    }
    if let Some(o) = over {
        if !said.is_empty() {
            said.push(' ');
        }
        said.push_str(&words::outcome(t, o));
    }
    shared.set_status(said);
}

/// The player's own name typed in the friend game `game` (remembered for the next).
#[inline(never)]
pub(super) fn rename(
    shared: &mut Shared,
    starting: &mut Starting,
    game: &mut Session,
    name: String,
) {
    let you = game.friend().map_or(Color::White, |f| f.you);
    let mut names = [Color::White, Color::Black].map(|c| game.player_name(c).map(str::to_string));
    names[you.index()] = clean_name(&name);
    game.set_names(names);
    starting.choices.friend_name = name;
    shared.emit(Effect::StoreChoices(starting.choices.to_text()));
}

/// Sends `game`'s link (to `page`'s address) `how`: shared, copied or shown as a QR code
/// (`qr_open`; pressed again: hidden). Returns whether it has gone to the friend now (a
/// copy is sent once the clipboard has it).
#[inline(never)]
pub(super) fn send(
    shared: &mut Shared,
    url: Option<String>,
    qr_open: &mut bool,
    how: Send,
) -> bool {
    let Some(url) = url else {
        return false;
    };
    match how {
        Send::Share => {
            let title = words::FRIEND_SHARE_TITLE.said(&shared.speaker);
            shared.emit(Effect::Share { url, title });
            true
        }
        // Sent once the clipboard has it (`State::copied`): a copy that fails leaves
        // the move the player's own, to take back or send another way.
        Send::Copy => {
            let what = super::clip::Clip::FriendLink;
            shared.emit(Effect::Copy { text: url, what });
            false
        }
        Send::Qr => {
            *qr_open = !*qr_open;
            if *qr_open {
                // Shown under the friend box's buttons: brought into sight, the focus
                // staying on the button.
                shared.emit(Effect::Reveal(ids::FRIEND_QR_CODE));
            } else {
                shared.render();
            }
            *qr_open
        }
    }
}

/// `game`'s link as it is now has gone to the friend (at `world`): from then the move is
/// the friend's (it can no longer be taken back).
#[inline(never)]
pub(super) fn sent(world: &Surroundings, game: &mut Session) {
    let now = game.game().clone();
    let changed = world.date_and_time();
    if let Some(f) = game.friend_mut() {
        if f.unsent(&now) {
            f.shared = Some(f.now(&now));
            f.changed = changed;
        }
    }
}

/// Offers a draw in the friend game `game` (`accept`: accepts the friend's).
#[inline(never)]
pub(super) fn draw(shared: &mut Shared, game: &mut Session, accept: bool) -> Result<(), PageError> {
    let Some(f) = game.friend().cloned() else {
        return shared.refuse(PageError::NotFriendGame);
    };
    if let Some(o) = game.game().outcome() {
        return shared.refuse(PageError::Over(o));
    }
    if !accept && f.offer != Some(f.you.other()) {
        if let Some(f) = game.friend_mut() {
            f.offer = Some(f.you);
        }
        shared.set_status(words::FRIEND_DRAW_OFFERED);
        return Ok(());
    }
    if f.offer != Some(f.you.other()) {
        let why = words::FRIEND_NO_OFFER.said(&shared.speaker);
        return shared.refuse(PageError::Friend(why));
    }
    let agreed = crate::position::Outcome::Draw(crate::position::DrawReason::Agreement);
    if let Ok(o) = game.declare(agreed) {
        shared.set_status("");
        shared.announce(words::outcome(&shared.speaker, o));
    }
    Ok(())
}

/// Whether Undo is refused on `board` in a friend game (the move was sent: said).
#[inline(never)]
pub(super) fn undo_refused(shared: &mut Shared, board: &Session) -> bool {
    let Some(f) = board.friend() else {
        return false;
    };
    let game = board.game();
    let ok = if game.declared().is_some() {
        f.unsent(game)
    } else {
        f.may_take_back(game)
    };
    if !ok {
        shared.set_status(words::FRIEND_MOVE_SENT);
    }
    !ok
}

/// A move made here in the friend game `game` (at `world`): a draw offered by the friend
/// lapses (declined by playing on); one offered here stands.
#[inline(never)]
pub(super) fn moved_here(world: &Surroundings, game: &mut Session) {
    let changed = world.date_and_time();
    if let Some(f) = game.friend_mut() {
        if f.offer == Some(f.you.other()) {
            f.offer = None;
        }
        f.changed = changed;
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
