//! A live game's part of the friend game's panel: where the connection stands (Connected,
//! with the round trip), what to do when the friend left or live play failed, and the
//! chat (shown as text, never as markup; hidden by its switch); and the New game
//! dialog's choice between live and by links.

use crate::app::ids;
use crate::app::live::play::Lives;
use crate::app::live::LiveGame;
use crate::app::live::{Failure, Phase, Writer};
use crate::app::shared::Shared;
use crate::ui::friend::live::Role;
use crate::ui::words::{self, LiveAsk, LiveSays};

use super::super::list::El;
use super::super::{Node, View};

/// The New game dialog's way to play a friend (`live`, else by links) and what it is.
#[inline(never)]
pub(super) fn view_way(v: &mut View, live: bool) {
    v.node(
        ids::NG_FRIEND_WAY,
        Node::value(if live { "live" } else { "links" }),
    );
    v.node(ids::NG_FRIEND_ABOUT, Node::hidden(!live));
    v.node(ids::NG_FRIEND_ABOUT_LINKS, Node::hidden(live));
}

/// What the panel says of the connection in `phase` (`over`: the game is over).
fn says(phase: &Phase, rtt: Option<u64>, over: bool) -> LiveSays {
    match phase {
        Phase::Loading | Phase::Connecting => LiveSays::Connecting,
        Phase::Waiting => LiveSays::Waiting,
        Phase::Linking => LiveSays::Linking,
        Phase::Connected(_) => LiveSays::Connected(rtt),
        Phase::Reconnecting => LiveSays::Reconnecting,
        Phase::Left => LiveSays::Left { over },
        Phase::Failed(Failure::NoRelay(relays)) => LiveSays::NoRelay(relays.join(", ")),
        Phase::Failed(Failure::Unreachable) => LiveSays::Unreachable,
        Phase::Failed(Failure::LoadFailed(why)) => LiveSays::LoadFailed(why.clone()),
        Phase::Full => LiveSays::Full,
    }
}

/// The live part of the panel for `live` (the live game, if it is the one on the board;
/// `opponent`: the friend as the panel names them; `over`: the game is over). Returns
/// whether the panel invites (the host's page before the friend came, or a game by
/// links: the link's buttons show).
#[inline(never)]
pub(super) fn view(
    v: &mut View,
    shared: &Shared,
    lives: &Lives,
    live: Option<(&LiveGame, Option<LiveAsk>)>,
    (opponent, over): (&str, bool),
) -> bool {
    v.node(ids::LIVE_BOX, Node::hidden(live.is_none()));
    let Some((g, ask)) = live else {
        return true;
    };
    let t = &shared.speaker;
    view_ask(v, shared, ask, opponent);
    let phase = &g.live.phase;
    let status = words::live_status(t, opponent, &says(phase, g.live.rtt(), over));
    v.node(ids::LIVE_STATUS, Node::text(status));
    let failed = matches!(phase, Phase::Failed(_));
    v.node(ids::LIVE_WAIT, Node::hidden(*phase != Phase::Left));
    v.node(ids::LIVE_CLAIM, Node::hidden(*phase != Phase::Left || over));
    // A game over goes on by links no more.
    v.node(
        ids::LIVE_BY_LINKS,
        Node::hidden(over || (!failed && *phase != Phase::Left)),
    );
    let connected = matches!(phase, Phase::Connected(_));
    let hidden = lives.chat_hidden;
    v.node(ids::LIVE_CHAT_HIDE, Node::checked(hidden));
    v.node(
        ids::LIVE_CHAT,
        Node::hidden(hidden || g.live.chat.is_empty()),
    );
    v.node(ids::LIVE_CHAT_FORM, Node::hidden(hidden || !connected));
    if !hidden {
        let lines = g
            .live
            .chat
            .iter()
            .map(|l| {
                let (class, from) = match l.from {
                    Writer::Me => ("you", None),
                    Writer::Them => ("them", Some(opponent)),
                };
                El::new("li", class).text(words::chat_line(t, from, &l.text))
            })
            .collect();
        v.lists.push((ids::LIVE_CHAT, lines));
    }
    g.live.room.role == Role::Host
        && g.live.peer().is_none()
        && matches!(phase, Phase::Loading | Phase::Connecting | Phase::Waiting)
}

/// A takeback or a rematch asked and not yet answered (`ask`): what it is, and for the
/// friend's, Accept and Decline.
fn view_ask(v: &mut View, shared: &Shared, ask: Option<LiveAsk>, opponent: &str) {
    v.node(ids::LIVE_ASK, Node::hidden(ask.is_none()));
    let Some(ask) = ask else {
        return v.lists.push((ids::LIVE_ASK, Vec::new()));
    };
    let t = &shared.speaker;
    let mut row = vec![El::new("span", "").text(words::live_ask(t, opponent, ask))];
    if !ask.mine {
        let [yes, no] = words::live_answers(t);
        row.push(El::button("").attr("id", ids::LIVE_YES).text(yes));
        row.push(El::button("").attr("id", ids::LIVE_NO).text(no));
    }
    v.lists.push((ids::LIVE_ASK, row));
}
