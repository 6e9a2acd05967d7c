//! What the script API shows of a live game (`state().live`) and its invitation.

use super::play::FriendNames;
use super::side;
use crate::app::live::{Phase, Writer};
use crate::app::State;
use crate::types::Color;

/// A live game as `state().live` shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct LiveView {
    /// The game's id.
    id: String,
    /// The local player's colour.
    you: &'static str,
    /// Whether the friend's page is connected.
    connected: bool,
    /// Where the connection stands (`loading`, `connecting`, `waiting`, `linking`,
    /// `connected`, `reconnecting`, `left`, `failed`, `full`).
    phase: &'static str,
    /// The round trip (ms), once measured.
    rtt: Option<u64>,
    /// The players' names, `null` where not known.
    names: FriendNames,
    /// `"you"` or `"friend"`.
    to_move: &'static str,
    /// The chat, oldest first.
    chat: Vec<ChatView>,
    /// The lines refused, each reason with its count.
    refused: Vec<RefusedView>,
    /// The invitation link.
    link: String,
    /// A takeback or a rematch asked and not yet answered, if any.
    asked: Option<AskedView>,
    /// How many takebacks were agreed in the game.
    takebacks: u32,
}

/// What is asked: `what` is `"takeback"` or `"rematch"`, `by` `"you"` or `"friend"`.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AskedView {
    what: &'static str,
    by: &'static str,
}

/// A chat line: `from` is `"you"` or `"friend"`.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ChatView {
    from: &'static str,
    text: String,
}

/// A reason lines were refused for, and how many.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RefusedView {
    reason: &'static str,
    count: u32,
}

/// The invitation of the live game on the board, as a link to the page.
#[must_use]
pub fn link(a: &State) -> Option<String> {
    let g = a.modes.live.on_board(&a.game)?;
    Some(format!("{}#{}", a.shared.page.url(), g.invitation))
}

/// `state().live`: the live game on the board, if any.
#[must_use]
pub fn view(a: &State) -> Option<LiveView> {
    let g = a.modes.live.on_board(&a.game)?;
    let s = &a.game;
    let f = s.friend()?;
    let phase = match &g.live.phase {
        Phase::Loading => "loading",
        Phase::Connecting => "connecting",
        Phase::Waiting => "waiting",
        Phase::Linking => "linking",
        Phase::Connected(_) => "connected",
        Phase::Reconnecting => "reconnecting",
        Phase::Left => "left",
        Phase::Failed(_) => "failed",
        Phase::Full => "full",
    };
    let name = |c| s.player_name(c).map(str::to_string);
    Some(LiveView {
        id: g.id.clone(),
        you: side(f.you),
        connected: g.live.peer().is_some(),
        phase,
        rtt: g.live.rtt(),
        names: FriendNames {
            white: name(Color::White),
            black: name(Color::Black),
        },
        to_move: if s.game().position().turn() == f.you {
            "you"
        } else {
            "friend"
        },
        chat: g
            .live
            .chat
            .iter()
            .map(|l| ChatView {
                from: if l.from == Writer::Me {
                    "you"
                } else {
                    "friend"
                },
                text: l.text.clone(),
            })
            .collect(),
        refused: g
            .live
            .refused
            .iter()
            .map(|(r, n)| RefusedView {
                reason: refusal(*r),
                count: *n,
            })
            .collect(),
        link: link(a).unwrap_or_default(),
        asked: crate::app::live::agree::asked(g, s).map(|ask| AskedView {
            what: if ask.rematch { "rematch" } else { "takeback" },
            by: if ask.mine { "you" } else { "friend" },
        }),
        takebacks: g.generation,
    })
}

fn refusal(r: crate::app::live::Refusal) -> &'static str {
    use crate::app::live::Refusal as R;
    match r {
        R::Garbled => "garbled",
        R::Stranger => "stranger",
        R::OtherGame => "other-game",
        R::Older => "older",
        R::OutOfTurn => "out-of-turn",
        R::Illegal => "illegal",
        R::Differs => "differs",
    }
}
