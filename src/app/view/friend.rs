//! The view of a game with a friend: its panel (what to do now, Send by share, copy or
//! QR code, the link, the player's name while the friend does not know it, a draw
//! offered), the New game dialog's Play a friend, and the friend games in the Your games
//! dialog.

use crate::ui::friend::Friend;
use crate::ui::session::Session;
use crate::ui::words;

use super::super::ids;
use super::super::mode::Overlays;
use super::super::shared::Shared;
use super::super::starting::Starting;
use super::list::El;
use super::{Node, View};
use crate::app::live::play::Lives;
use crate::ui::kept::FriendGame;

mod live;

/// What the view of a friend game reads.
pub(super) struct Reads<'a> {
    pub shared: &'a Shared,
    pub starting: &'a Starting,
    pub overlays: &'a Overlays,
    /// The game on the board, unless a mode holds it aside.
    pub shown: Option<&'a Session>,
    /// The link to the friend game (`State::friend_link`).
    pub link: &'a dyn Fn() -> Option<String>,
    /// The friend games kept (`State::friend_games`), asked only while Your games is open.
    pub games: &'a dyn Fn() -> Vec<FriendGame>,
    /// The live game, if any, and the chat's switch.
    pub lives: &'a Lives,
}

/// A friend game's panel and seats, the New game dialog's Play a friend, and the
/// friend games in Your games.
#[inline(never)]
pub(super) fn view(v: &mut View, r: &Reads<'_>) {
    let c = &r.starting.choices;
    if r.starting.open {
        v.node(ids::NG_FRIEND_NAME, Node::value(c.friend_name.clone()));
        v.node(ids::NG_FRIEND_COLOUR, Node::value(c.friend_colour.as_str()));
        live::view_way(v, c.friend_live);
    }
    let shown = r.shown;
    let friend = shown.and_then(|s| s.friend().map(|f| (s, f)));
    v.node(ids::FRIEND_BOX, Node::hidden(friend.is_none()));
    v.node(ids::RESULT_SWAP, Node::hidden(friend.is_some()));
    for (side, id) in super::SEAT_CONTROLS {
        // A friend game's seats stay: the controls show them, unavailable.
        let friend_seat = friend.map(|(s, f)| (side != f.you, s.player_name(side)));
        if let Some((true, name)) = friend_seat {
            let option = El::new("option", "")
                .attr("value", "friend")
                .text(words::strip_name(
                    &r.shared.speaker,
                    side,
                    crate::ui::session::Seat::Friend,
                    name,
                ));
            v.lists.push((id, vec![option]));
        }
        let mut node = Node::default();
        node.attrs
            .push(("disabled", friend_seat.map(|_| String::new())));
        v.node(id, node);
    }
    if let Some((s, f)) = friend {
        view_friend_panel(v, r, s, f);
    }
    if !r.overlays.games {
        return;
    }
    view_friend_games(v, r);
}

/// A friend game's panel. Never inlined: the split leaves it in the rest of the page's
/// wasm, unless a first visit shows it.
#[inline(never)]
fn view_friend_panel(v: &mut View, r: &Reads<'_>, s: &Session, f: &Friend) {
    let c = &r.starting.choices;
    let game = s.game();
    let opponent = words::friend_called(&r.shared.speaker, s.player_name(f.you.other()));
    let over = game.outcome().is_some();
    let facts = words::PanelFacts {
        you: f.you,
        your_turn: game.position().turn() == f.you,
        unsent: f.unsent(game),
        offer: f.offer,
        over,
        invitation: f.shared.is_none() && game.ply() == 0 && game.position().turn() != f.you,
        first: game.ply() == 0,
        can_share: r.shared.page.can_share,
    };
    let live = r.lives.on_board(s);
    let asked = live.map(|g| (g, crate::app::live::agree::asked(g, s)));
    let text = match live {
        Some(_) => words::live_panel(&r.shared.speaker, &opponent, f.you, facts.your_turn, over),
        None => words::friend_panel(&r.shared.speaker, &opponent, facts),
    };
    v.node(ids::FRIEND_TEXT, Node::text(text));
    let inviting = live::view(v, r.shared, r.lives, asked, (&opponent, over));
    for id in [ids::FRIEND_COPY, ids::FRIEND_QR, ids::FRIEND_LINK_ROW] {
        v.node(id, Node::hidden(!inviting));
    }
    let unnamed = s.player_name(f.you).is_none();
    v.node(ids::FRIEND_NAME_ROW, Node::hidden(!unnamed));
    if unnamed {
        v.node(ids::FRIEND_NAME, Node::value(c.friend_name.clone()));
    }
    v.node(
        ids::FRIEND_SHARE,
        Node::hidden(!r.shared.page.can_share || !inviting),
    );
    v.node(ids::FRIEND_QR, Node::pressed(r.overlays.qr_open));
    v.node(
        ids::FRIEND_QR_CODE,
        Node::hidden(!r.overlays.qr_open || !inviting),
    );
    let link = (r.link)().unwrap_or_default();
    if r.overlays.qr_open {
        v.qr = Some(link.clone());
    }
    v.node(ids::FRIEND_LINK, Node::value(link));
    let offered = f.offer == Some(f.you.other()) && !over;
    v.node(ids::FRIEND_ACCEPT, Node::hidden(!offered));
}

/// Friend games in Your games' dialog, open.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_friend_games(v: &mut View, r: &Reads<'_>) {
    let games = (r.games)();
    v.node(ids::FRIEND_LIST_TITLE, Node::hidden(games.is_empty()));
    let items = games
        .iter()
        .map(|g| {
            let turn = words::friend_turn(&r.shared.speaker, g.your_turn, g.unsent, g.result);
            let key = g.kept.clone().unwrap_or_else(|| g.id.clone());
            El::new("li", "").child(
                El::new("button", "kept")
                    .attr("type", "button")
                    .attr("data-game", key)
                    .attr(
                        "aria-current",
                        if g.kept.is_none() { "true" } else { "false" },
                    )
                    .text(words::friend_game_item(
                        &r.shared.speaker,
                        (g.opponent.as_deref(), g.you),
                        &turn,
                        g.ply,
                        &g.changed,
                    )),
            )
        })
        .collect();
    v.lists.push((ids::FRIEND_LIST, items));
}
