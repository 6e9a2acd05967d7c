//! A live game as the root holds it (beside the friend game on the board, in `modes`):
//! the connection ([`Live`]) with the game's id and its invitation, started by the host
//! (`host`) or by an invitation opened (`join`); what the shell reports and the
//! friend's page says (`update`: the games that may follow the one shown handed back,
//! for the root to play through its one door, each checked here first and a refused one
//! counted, changing nothing); a move made here told to the friend (`told`).
//!
//! The game itself is the friend game on the board (`ui::friend::Friend`), as by links.

use super::agree;
use super::kept::Kept;
use super::snap::{blank, running, snapshot};
use super::{relays, Heard, Live, LiveEffect, LiveGame, LiveInput, News, Out, Refusal, Room};
use crate::app::effect::{Effect, Timer};
use crate::app::friend::FriendInput;
use crate::app::shared::Shared;
use crate::game::Game;
use crate::types::Color;
use crate::ui::clock::Clock;
use crate::ui::error::PageError;
use crate::ui::friend::invite::{self, Invitation};
use crate::ui::friend::link::{self, Link};
use crate::ui::friend::live::{Message, Role, Snapshot};
use crate::ui::friend::{Arrival, Friend};
use crate::ui::players::clean_name;
use crate::ui::session::Session;
use crate::ui::words;

/// The live part of the page: the game under way and the `relays` setting.
#[derive(Clone, Debug, Default)]
pub struct Lives {
    /// The live game, if one was started or joined.
    pub game: Option<LiveGame>,
    /// The `relays` setting (empty: the defaults).
    pub relays: Vec<String>,
    /// The chat is hidden (the panel's switch).
    pub chat_hidden: bool,
    /// The live game as last kept in storage (`kept::Kept`'s text).
    kept: Option<String>,
}

impl Lives {
    /// The live game, if the game on the board (`game`) is its game.
    #[must_use]
    pub fn on_board(&self, game: &Session) -> Option<&LiveGame> {
        self.game.as_ref().filter(|g| g.you_in(game).is_some())
    }
}

/// A live call refused: no live game (said in the status line).
fn no_live<T>(shared: &mut Shared) -> Result<T, PageError> {
    let why = words::live_no(&shared.speaker, words::LiveNo::NotLive);
    shared.refuse(PageError::Friend(why))
}

/// `n` random characters of the links' alphabet: from the secrets' stream for a room or
/// its secret (`secret`), else from the page's.
fn token(shared: &mut Shared, n: usize, secret: bool) -> String {
    let mut t = String::new();
    while t.len() < n {
        let r = if secret {
            shared.secret()
        } else {
            shared.random()
        };
        t.push_str(&link::new_id(r));
    }
    t.truncate(n);
    t
}

fn now(shared: &Shared) -> u64 {
    shared.world.now_ms.max(0.0) as u64
}

/// A friend game `game` started here by `input`: the live game before is left, and a
/// live one (`FriendInput::StartLive`) started.
#[inline(never)]
pub(in crate::app) fn begin(
    shared: &mut Shared,
    lives: &mut Lives,
    game: &mut Session,
    input: &FriendInput,
) {
    end(shared, lives);
    if let FriendInput::StartLive(.., clock) = input {
        host(shared, lives, game, *clock);
    }
}

/// Starts the live game `game` (a friend game just made here, the host's) with the clock
/// `clock`.
fn host(
    shared: &mut Shared,
    lives: &mut Lives,
    game: &mut Session,
    clock: Option<crate::ui::clock::TimeControl>,
) {
    let first = game.game().position().turn();
    game.set_clock(clock.map(|c| Clock::new(c, first)));
    let Some(f) = game.friend() else {
        return;
    };
    let names = [Color::White, Color::Black].map(|c| game.player_name(c).map(str::to_string));
    let inv = Invitation {
        room: token(shared, invite::ROOM_CHARS, true),
        key: token(shared, invite::KEY_CHARS, true),
        id: f.id.clone(),
        by: f.you,
        names,
        clock,
        repetition: game.game().repetition_rule(),
        relays: lives.relays.clone(),
    };
    let name = game.player_name(f.you).map(str::to_string);
    start(shared, lives, &inv, Role::Host, name);
}

/// An invitation `text` opened with the player named `own`: the friend game it starts
/// (`None`: `board`'s game is that game already, which goes on), its connection started.
///
/// # Errors
/// A broken invitation, said.
#[inline(never)]
pub(in crate::app) fn join(
    shared: &mut Shared,
    lives: &mut Lives,
    board: &Session,
    text: &str,
    own: &str,
) -> Result<Option<Session>, PageError> {
    let inv = match invite::read(text) {
        Ok(Some(inv)) => inv,
        Ok(None) => return Ok(None),
        Err(e) => {
            let why = words::friend_link_refused(&shared.speaker, &e);
            return shared.refuse(PageError::Friend(why));
        }
    };
    let you = inv.by.other();
    let mut names = inv.names.clone().map(|n| n.as_deref().and_then(clean_name));
    if names[you.index()].is_none() {
        names[you.index()] = clean_name(own);
    }
    let name = names[you.index()].clone();
    start(shared, lives, &inv, Role::Guest, name);
    if board.friend().is_some_and(|f| f.id == inv.id) {
        return Ok(None);
    }
    let mut game = Game::default();
    game.set_repetition_rule(inv.repetition);
    let first = game.position().turn();
    let mut s = Session::new(game);
    s.set_clock(inv.clock.map(|c| Clock::new(c, first)));
    s.set_names(names);
    s.set_friend(Some(Friend {
        id: inv.id.clone(),
        you,
        offer: None,
        shared: None,
        changed: shared.world.date_and_time(),
    }));
    Ok(Some(s))
}

/// The connection for `inv` started on this side (`role`), the one before left.
fn start(
    shared: &mut Shared,
    lives: &mut Lives,
    inv: &Invitation,
    role: Role,
    name: Option<String>,
) {
    end(shared, lives);
    let room = Room {
        room: inv.room.clone(),
        key: inv.key.clone(),
        role,
        device: token(shared, 12, false),
        partner: None,
        relays: relays::in_use(&inv.relays),
    };
    let (live, outs) = Live::start(room, name, now(shared));
    lives.game = Some(LiveGame {
        live,
        id: inv.id.clone(),
        invitation: invite::write(inv),
        generation: 0,
        takeback: None,
        rematch: None,
    });
    carry(shared, outs);
    keep(shared, lives);
}

/// The live game kept in storage as it is now (the effect only when it changed).
fn keep(shared: &mut Shared, lives: &mut Lives) {
    let text = lives.game.as_ref().map(|g| {
        let room = &g.live.room;
        Kept {
            invitation: g.invitation.clone(),
            role: room.role,
            device: room.device.clone(),
            partner: room.partner.clone(),
            generation: g.generation,
        }
        .to_text()
    });
    if text != lives.kept {
        lives.kept.clone_from(&text);
        shared.emit(Effect::StoreLive(text));
    }
}

/// The live game kept in storage (`text`) goes on where the page was reloaded or opened
/// again, if the game on the board is its game: its room opened again with this device's
/// token and the partner's, so that the friend's page knows this one. Its clocks run on:
/// neither device pauses a live game's clocks alone.
#[inline(never)]
pub(in crate::app) fn resume(
    shared: &mut Shared,
    lives: &mut Lives,
    game: &mut Session,
    text: Option<&str>,
) {
    lives.kept = text.map(str::to_string);
    let Some(kept) = text.and_then(Kept::parse) else {
        return;
    };
    let Ok(Some(inv)) = invite::read(&kept.invitation) else {
        return;
    };
    if game.friend().is_none_or(|f| f.id != inv.id) {
        // The board holds another game: the live one is over here.
        return keep(shared, lives);
    }
    if let Some(c) = game.clock_mut() {
        c.set_paused(false);
    }
    let room = Room {
        room: inv.room.clone(),
        key: inv.key.clone(),
        role: kept.role,
        device: kept.device,
        partner: kept.partner,
        relays: relays::in_use(&inv.relays),
    };
    let name = game
        .friend()
        .and_then(|f| game.player_name(f.you))
        .map(str::to_string);
    let (live, outs) = Live::start(room, name, now(shared));
    lives.game = Some(LiveGame {
        live,
        id: inv.id,
        invitation: kept.invitation,
        generation: kept.generation,
        takeback: None,
        rematch: None,
    });
    carry(shared, outs);
}

/// The live game, if any, is left: the friend is told and the room closed.
#[inline(never)]
pub(in crate::app) fn end(shared: &mut Shared, lives: &mut Lives) {
    if let Some(mut g) = lives.game.take() {
        let outs = g
            .live
            .update(LiveInput::Leaving, now(shared), &|| blank(&g.id));
        carry(shared, outs);
    }
    keep(shared, lives);
}

/// The effects of `outs` queued for the shell (timers as the state's), and what the
/// friend's page said.
fn carry(shared: &mut Shared, outs: Vec<Out>) -> Vec<Heard> {
    let mut heard = Vec::new();
    for out in outs {
        match out {
            Out::Effect(LiveEffect::Timer { ticket, ms }) => shared.emit(Effect::Timer {
                ms: ms as f64,
                timer: Timer::Live(ticket),
            }),
            Out::Effect(e) => shared.emit(Effect::Live(e)),
            Out::Heard(h) => heard.push(h),
        }
    }
    heard
}

/// The clocks as the friend's page reported them with the game `snap` it sent, now that
/// the board's game has taken it (at `now`): each move's time as its mover's device
/// decided it, and the side to move's as the page whose word it is (`snap::running`).
pub(in crate::app) fn clocks_reported(game: &mut Session, snap: Option<&Snapshot>, now: f64) {
    let Some(snap) = snap else {
        return;
    };
    let ply = snap.link.game.ply();
    if let (Some(c), Some(left)) = (game.clock_mut(), snap.left) {
        c.reported(ply, left.map(u64::from));
    }
    running(game, snap, now);
}

/// What `input` (the connection's news, the player's chat, a takeback or a rematch, the
/// relays set) does to the live game, with `game` the game on the board: the friend's
/// games that may follow it, for the root to play, and what else changed on the board.
///
/// # Errors
/// No live game; a chat line that cannot be sent, or a step that cannot be taken (why).
#[inline(never)]
pub(in crate::app) fn update(
    shared: &mut Shared,
    lives: &mut Lives,
    game: &mut Session,
    input: FriendInput,
) -> Result<News, PageError> {
    let mut news = News::default();
    let input = match input {
        FriendInput::Live(input) => input,
        FriendInput::Relays(relays) => {
            lives.relays = relays;
            return Ok(news);
        }
        FriendInput::ChatHidden(on) => {
            lives.chat_hidden = on;
            shared.render();
            return Ok(news);
        }
        FriendInput::ByLinks => {
            by_links(shared, lives, game);
            return Ok(news);
        }
        FriendInput::Takeback(_) | FriendInput::Rematch(_) | FriendInput::Answer(_) => {
            let Some(g) = lives.game.as_mut() else {
                return no_live(shared);
            };
            agree::here(shared, g, game, input, &mut news)?;
            news.changed = news.back.take().is_some_and(|a| agree::go_back(g, game, a));
            keep(shared, lives);
            return Ok(news);
        }
        FriendInput::Claim => {
            let Some(g) = lives.game.as_ref() else {
                return no_live(shared);
            };
            super::claim::claim(shared, g, game)?;
            told(shared, lives, game);
            news.changed = true;
            return Ok(news);
        }
        _ => return Ok(news),
    };
    let Some(g) = lives.game.as_mut() else {
        return no_live(shared);
    };
    if let LiveInput::Chat(text) = &input {
        if let Some(why) = g.live.chat_refusal(text) {
            return shared.refuse(PageError::Friend(why.into()));
        }
    }
    let (id, generation, at) = (g.id.clone(), g.generation, shared.world.now_ms);
    let board: &Session = game;
    let outs = g
        .live
        .update(input, now(shared), &|| snapshot(&id, generation, board, at));
    for heard in carry(shared, outs) {
        let snap = match heard {
            Heard::Hello(name, snap) => {
                take_name(game, &id, name);
                snap
            }
            Heard::Game(snap) => {
                // A name the friend typed since their hello.
                let them = game.friend().map(|f| f.you.other().index());
                let name = them.and_then(|i| snap.link.names[i].clone());
                take_name(game, &id, name);
                snap
            }
            Heard::Takeback(act, at, generation) => {
                agree::heard_takeback(shared, g, game, (act, at, generation), &mut news);
                if let Some(a) = news.back.take() {
                    news.changed |= agree::go_back(g, game, a);
                }
                continue;
            }
            Heard::Rematch(act, next) => {
                agree::heard_rematch(shared, g, game, (act, next), &mut news);
                continue;
            }
            Heard::DrawDeclined(_) | Heard::Left => continue,
        };
        match agree::newest(g, game, &snap) {
            Ok(back) => news.changed |= back,
            Err(()) => {
                g.live.refuse(Refusal::Older);
                continue;
            }
        }
        news.changed |= running(game, &snap, at);
        match follows(&id, game, &snap.link) {
            Ok(true) => news.links.push(snap),
            Ok(false) => {}
            Err(why) => g.live.refuse(why),
        }
    }
    keep(shared, lives);
    shared.render();
    Ok(news)
}

/// The live game goes on by links: the room is left, and the friend game on the board,
/// if it is the live one, loses its clock (links carry no time).
#[inline(never)]
fn by_links(shared: &mut Shared, lives: &mut Lives, game: &mut Session) {
    let Some(id) = lives.game.as_ref().map(|g| g.id.clone()) else {
        return;
    };
    end(shared, lives);
    if game.friend().is_some_and(|f| f.id == id) {
        game.set_clock(None);
    }
    shared.render();
}

/// The friend's name from their hello, where the board's game is the live one.
fn take_name(game: &mut Session, id: &str, name: Option<String>) {
    let Some(f) = game.friend().filter(|f| f.id == id) else {
        return;
    };
    let them = f.you.other();
    if let Some(name) = name.as_deref().and_then(clean_name) {
        let mut names =
            [Color::White, Color::Black].map(|c| game.player_name(c).map(str::to_string));
        names[them.index()] = Some(name);
        game.set_names(names);
    }
}

/// Whether the friend's `link` may follow `game` (the live game `id`): `true` to play its
/// moves, `false` when it brings nothing new, or why it is refused.
fn follows(id: &str, game: &Session, link: &Link) -> Result<bool, Refusal> {
    let f = game
        .friend()
        .filter(|f| f.id == id && link.id == id)
        .ok_or(Refusal::OtherGame)?;
    match f.arrival(game.game(), link) {
        Arrival::Continues(_) | Arrival::EndsAt(_) | Arrival::Crossed(_) => Ok(true),
        Arrival::Stale => Ok(false),
        Arrival::EndedHere => Err(Refusal::Older),
        Arrival::NotTheirs(_) | Arrival::Own => Err(Refusal::OutOfTurn),
        Arrival::Differs(_) => Err(Refusal::Differs),
    }
}

/// A friend game's link the root could not play (`refused`): counted.
pub(in crate::app) fn refused(lives: &mut Lives) {
    if let Some(g) = lives.game.as_mut() {
        g.live.refuse(Refusal::Illegal);
    }
}

/// The game `game` changed here (a move, a draw offered, a resignation): the friend is
/// told, if it is the live game and they are there; then it is theirs to know.
#[inline(never)]
pub(in crate::app) fn told(shared: &mut Shared, lives: &Lives, game: &mut Session) {
    let Some(g) = lives.game.as_ref() else {
        return;
    };
    if game.friend().is_none_or(|f| f.id != g.id) {
        return;
    }
    let now = shared.world.now_ms;
    let outs = g
        .live
        .tell(&Message::Game(snapshot(&g.id, g.generation, game, now)));
    if !outs.is_empty() {
        crate::app::friend::sent(&shared.world, game);
    }
    carry(shared, outs);
}
