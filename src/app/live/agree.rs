//! Takebacks and rematches in a live game, as the two players agree them (issue 47;
//! docs/design/live-play.md, section 5.4): asked on one page, accepted or declined on the
//! other. A takeback agreed takes the board's game back for good on both pages and counts
//! one more takeback (the game's *generation*, which orders two pages' games:
//! [`super::takeback`]); a rematch agreed starts the next game on both, the colours
//! swapped and the same clock, on the same connection.
//!
//! Each step here is told to the friend's page as one line; each step heard from there
//! is checked against the game here first, and one that no longer fits (the game moved
//! on, a takeback came between) changes nothing.

use super::takeback::{back_to, compare, Asked, Newer};
use super::{LiveGame, News, Offered, Out, Refusal};
use crate::app::effect::Effect;
use crate::app::friend::FriendInput;
use crate::app::shared::Shared;
use crate::game::Game;
use crate::types::Color;
use crate::ui::clock::Clock;
use crate::ui::error::PageError;
use crate::ui::friend::live::{Act, Message, Snapshot};
use crate::ui::friend::{invite, link, Friend, Stage};
use crate::ui::session::Session;
use crate::ui::words::{self, LiveAsk, LiveNo};

/// `why`, said in the status line and returned.
fn no<T>(shared: &mut Shared, why: LiveNo) -> Result<T, PageError> {
    let said = words::live_no(&shared.speaker, why);
    shared.refuse(PageError::Friend(said))
}

/// `message` told to the friend's page (if it is there: a step is only taken while it is).
fn tell(shared: &mut Shared, g: &LiveGame, message: &Message) {
    for out in g.live.tell(message) {
        if let Out::Effect(e) = out {
            shared.emit(Effect::Live(e));
        }
    }
}

/// The takeback step `act` told to the friend (`at`: the asker's ply; `generation`: the
/// takebacks agreed before).
fn tell_takeback(shared: &mut Shared, g: &LiveGame, act: Act, at: usize, generation: u32) {
    let at = wire(at);
    tell(
        shared,
        g,
        &Message::Takeback {
            act,
            at,
            generation,
        },
    );
}

/// A ply as the wire writes it.
fn wire(ply: usize) -> u16 {
    u16::try_from(ply).unwrap_or(u16::MAX)
}

/// The takeback asked (by either player) still standing on `game`, if any.
fn standing(g: &LiveGame, game: &Game) -> Option<Asked> {
    g.takeback
        .filter(|a| game.outcome().is_none() && a.stands(game, g.generation))
}

/// The friend's takeback still standing on `game`, if any.
fn theirs(g: &LiveGame, game: &Game, you: Color) -> Option<Asked> {
    standing(g, game).filter(|a| a.by != you)
}

/// What is asked and not yet answered in the live game `g` on `game`, as the panel
/// shows it: the friend's takeback or rematch to answer, or this player's, waited for.
#[must_use]
pub fn asked(g: &LiveGame, game: &Session) -> Option<LiveAsk> {
    let you = g.you_in(game)?;
    let board = game.game();
    if let Some(a) = standing(g, board) {
        return Some(LiveAsk {
            rematch: false,
            mine: a.by == you,
        });
    }
    let r = g.rematch.as_ref().filter(|_| board.outcome().is_some())?;
    Some(LiveAsk {
        rematch: true,
        mine: r.mine,
    })
}

/// The player's step `input` (a takeback's, a rematch's, or an answer to what the friend
/// asks) in the live game `g`, with `game` the board's.
///
/// # Errors
/// Why the step cannot be taken now (said in the status line).
#[inline(never)]
pub(super) fn here(
    shared: &mut Shared,
    g: &mut LiveGame,
    game: &Session,
    input: FriendInput,
    news: &mut News,
) -> Result<(), PageError> {
    let Some(you) = g.you_in(game) else {
        return no(shared, LiveNo::NotLive);
    };
    let (takeback, act) = match input {
        FriendInput::Takeback(act) => (true, act),
        FriendInput::Rematch(act) => (false, act),
        FriendInput::Answer(yes) => {
            let act = if yes { Act::Accept } else { Act::Decline };
            match asked(g, game) {
                Some(ask) if !ask.mine => (!ask.rematch, act),
                _ => return no(shared, LiveNo::NotAsked),
            }
        }
        _ => return Ok(()),
    };
    if g.live.peer().is_none() {
        return no(shared, LiveNo::NotConnected);
    }
    if takeback {
        takeback_here(shared, g, game, you, act, news)?;
    } else {
        rematch_here(shared, g, game, act, news)?;
    }
    shared.render();
    Ok(())
}

fn takeback_here(
    shared: &mut Shared,
    g: &mut LiveGame,
    game: &Session,
    you: Color,
    act: Act,
    news: &mut News,
) -> Result<(), PageError> {
    let board = game.game();
    let theirs = theirs(g, board, you);
    let mine = g.takeback.filter(|a| a.by == you);
    let generation = g.generation;
    match (act, theirs) {
        // Both ask: asking is agreeing.
        (Act::Offer | Act::Accept, Some(a)) => {
            tell_takeback(shared, g, Act::Accept, a.at, a.generation);
            news.back = Some(a);
        }
        (Act::Offer, None) => {
            if board.outcome().is_some() {
                return no(shared, LiveNo::Over);
            }
            let at = board.ply();
            if back_to(board, you, at).is_none() {
                return no(shared, LiveNo::NothingToTakeBack);
            }
            g.takeback = Some(Asked {
                by: you,
                at,
                generation,
            });
            tell_takeback(shared, g, act, at, generation);
        }
        (Act::Decline, Some(a)) => {
            g.takeback = None;
            tell_takeback(shared, g, act, a.at, generation);
        }
        (Act::Cancel, _) if mine.is_some() => {
            let at = mine.map_or(0, |a| a.at);
            g.takeback = None;
            tell_takeback(shared, g, act, at, generation);
        }
        _ => return no(shared, LiveNo::NotAsked),
    }
    Ok(())
}

fn rematch_here(
    shared: &mut Shared,
    g: &mut LiveGame,
    game: &Session,
    act: Act,
    news: &mut News,
) -> Result<(), PageError> {
    if game.game().outcome().is_none() {
        return no(shared, LiveNo::NotOver);
    }
    let theirs = g.rematch.clone().filter(|r| !r.mine);
    match (act, theirs) {
        // Both offer: offering is accepting.
        (Act::Offer | Act::Accept, Some(r)) => accept_rematch(shared, g, game, &r.next, news),
        (Act::Offer, None) => {
            let next = match &g.rematch {
                Some(r) => r.next.clone(),
                None => link::new_id(shared.random()),
            };
            g.rematch = Some(Offered {
                mine: true,
                next: next.clone(),
            });
            tell(shared, g, &Message::Rematch { act, next });
        }
        (Act::Decline, Some(r)) => {
            g.rematch = None;
            tell(shared, g, &Message::Rematch { act, next: r.next });
        }
        (Act::Cancel, None) if g.rematch.is_some() => {
            let next = g.rematch.take().map(|r| r.next).unwrap_or_default();
            tell(shared, g, &Message::Rematch { act, next });
        }
        _ => return no(shared, LiveNo::NotAsked),
    }
    Ok(())
}

/// A takeback step heard from the friend's page (`at`: the asker's ply when asking;
/// `generation`: the takebacks agreed before it). One that no longer fits changes
/// nothing.
#[inline(never)]
pub(super) fn heard_takeback(
    shared: &mut Shared,
    g: &mut LiveGame,
    game: &Session,
    (act, at, generation): (Act, u16, u32),
    news: &mut News,
) {
    let Some(you) = g.you_in(game) else {
        return;
    };
    let at = usize::from(at);
    let board = game.game();
    let fits = generation == g.generation && board.outcome().is_none();
    match act {
        Act::Offer => {
            let a = Asked {
                by: you.other(),
                at,
                generation,
            };
            if fits && a.stands(board, g.generation) {
                g.takeback = Some(a);
            } else {
                g.live.refuse(Refusal::Older);
            }
        }
        // Our own ask, agreed: the moves made here since are void.
        Act::Accept if fits && back_to(board, you, at.min(board.ply())).is_some() => {
            news.back = Some(Asked {
                by: you,
                at,
                generation,
            });
        }
        Act::Decline if g.takeback.is_some_and(|a| a.by == you) => {
            g.takeback = None;
            let opponent = opponent(shared, game, you);
            shared.set_status(words::live_declined(&shared.speaker, &opponent));
        }
        Act::Cancel if g.takeback.is_some_and(|a| a.by != you) => g.takeback = None,
        _ => g.live.refuse(Refusal::Older),
    }
}

/// A rematch step heard from the friend's page (`next`: the next game's id).
#[inline(never)]
pub(super) fn heard_rematch(
    shared: &mut Shared,
    g: &mut LiveGame,
    game: &Session,
    (act, next): (Act, String),
    news: &mut News,
) {
    let Some(you) = g.you_in(game) else {
        return;
    };
    let over = game.game().outcome().is_some();
    let mine = g.rematch.clone().filter(|r| r.mine);
    match act {
        Act::Offer if over => match mine {
            // Both offered: the game with the smaller id is played; the page that
            // offered the other accepts it.
            Some(m) if m.next < next => {}
            Some(_) => accept_rematch(shared, g, game, &next, news),
            None => g.rematch = Some(Offered { mine: false, next }),
        },
        Act::Accept if over && mine.as_ref().is_some_and(|m| m.next == next) => {
            news.next = Some(next_game(shared, g, game, &next));
        }
        Act::Decline if mine.as_ref().is_some_and(|m| m.next == next) => {
            g.rematch = None;
            let opponent = opponent(shared, game, you);
            shared.set_status(words::live_declined(&shared.speaker, &opponent));
        }
        Act::Cancel
            if g.rematch
                .as_ref()
                .is_some_and(|r| !r.mine && r.next == next) =>
        {
            g.rematch = None;
        }
        _ => g.live.refuse(Refusal::Older),
    }
}

/// The friend's rematch `next` accepted here: they are told, and the next game starts.
fn accept_rematch(
    shared: &mut Shared,
    g: &mut LiveGame,
    game: &Session,
    next: &str,
    news: &mut News,
) {
    let next = next.to_string();
    let accept = Message::Rematch {
        act: Act::Accept,
        next: next.clone(),
    };
    tell(shared, g, &accept);
    news.next = Some(next_game(shared, g, game, &next));
}

/// The friend as the panel names them.
fn opponent(shared: &Shared, game: &Session, you: Color) -> String {
    words::friend_called(&shared.speaker, game.player_name(you.other()))
}

/// The takeback `a`, agreed: the board's game goes back for good to the ply before the
/// asker's last move (as of `a.at`), and the game counts one more takeback. Returns
/// whether the game changed.
pub(super) fn go_back(g: &mut LiveGame, game: &mut Session, a: Asked) -> bool {
    if g.you_in(game).is_none() || a.generation != g.generation {
        return false;
    }
    let Some(to) = back_to(game.game(), a.by, a.at.min(game.game().ply())) else {
        return false;
    };
    g.takeback = None;
    g.generation += 1;
    cut(game, to);
    true
}

/// `game` back to `ply` for good: what both players know of it (a draw offered is gone).
fn cut(game: &mut Session, ply: usize) {
    game.cut(ply);
    let stands = (game.game().ply(), Stage::of(game.game(), None));
    if let Some(f) = game.friend_mut() {
        f.offer = None;
        f.shared = Some(stands);
    }
}

/// Whether the friend's game `snap` is as new as the one here by takebacks. One with
/// more takes the game here back to where the two agree first (and takes its count); one
/// with fewer is older and changes nothing (the friend's page catches up from ours).
pub(super) fn newest(g: &mut LiveGame, game: &mut Session, snap: &Snapshot) -> Result<bool, ()> {
    if g.you_in(game).is_none() || snap.link.id != g.id {
        return Ok(false);
    }
    match compare(game.game(), g.generation, &snap.link.game, snap.generation) {
        Newer::Same => Ok(false),
        Newer::Ours => Err(()),
        Newer::Theirs(common) => {
            g.generation = snap.generation;
            g.takeback = None;
            cut(game, common);
            Ok(true)
        }
    }
}

/// The rematch `next` agreed: the next game's session (the colours swapped, the names
/// with their players, the same clock and repetition rule), and the live game `g` now
/// that game, on the same connection.
fn next_game(shared: &mut Shared, g: &mut LiveGame, game: &Session, next: &str) -> Session {
    let you = g.you_in(game).map_or(Color::White, Color::other);
    let mut fresh = Game::default();
    fresh.set_repetition_rule(game.game().repetition_rule());
    let first = fresh.position().turn();
    let mut s = Session::new(fresh);
    s.set_clock(game.clock().map(|c| Clock::new(c.control(), first)));
    let names =
        [Color::White, Color::Black].map(|c| game.player_name(c.other()).map(str::to_string));
    s.set_names(names.clone());
    s.set_friend(Some(Friend {
        id: next.to_string(),
        you,
        offer: None,
        shared: None,
        changed: shared.world.date_and_time(),
    }));
    if let Ok(Some(mut inv)) = invite::read(&g.invitation) {
        inv.id = next.to_string();
        inv.by = inv.by.other();
        inv.names = names;
        g.invitation = invite::write(&inv);
    }
    g.id = next.to_string();
    g.generation = 0;
    g.takeback = None;
    g.rematch = None;
    s
}
