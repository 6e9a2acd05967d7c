//! The words of a live game with a friend (`app::live`): where the connection stands, the
//! chat's lines, and the New game dialog's choice between live and by links.

use crate::ui::lang::{name as name_arg, Arg, Speaker};

/// Where a live game's connection stands, as its panel says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveSays {
    /// The connector loads, or the room is being opened.
    Connecting,
    /// A relay answered: the friend has not opened the invitation yet.
    Waiting,
    /// The friend's page is there: the direct connection is being made.
    Linking,
    /// Connected, with the round trip once measured (ms).
    Connected(Option<u64>),
    /// The connection was lost: waiting for it to come back.
    Reconnecting,
    /// The friend left (`over`: the game is over; else the win can be claimed).
    Left {
        /// The game is over.
        over: bool,
    },
    /// No relay answered (the relays tried, as written).
    NoRelay(String),
    /// The two browsers cannot reach each other.
    Unreachable,
    /// Live play could not be loaded (why).
    LoadFailed(String),
    /// The game has both players already.
    Full,
}

/// What a live game's panel says (`opponent`: the friend as `friend_called` names them;
/// a sentence that starts with them starts with a capital).
#[must_use]
pub fn live_status(t: &Speaker, opponent: &str, says: &LiveSays) -> String {
    let name = || [("name", name_arg(opponent))];
    let said = match says {
        LiveSays::Connecting => t.say("live-connecting", &[]),
        LiveSays::Waiting => t.say("live-waiting", &name()),
        LiveSays::Linking => t.say("live-linking", &name()),
        LiveSays::Connected(None) => t.say("live-connected", &[]),
        LiveSays::Connected(Some(ms)) => t.say(
            "live-connected-rtt",
            &[("ms", Arg::Count(i64::try_from(*ms).unwrap_or(i64::MAX)))],
        ),
        LiveSays::Reconnecting => t.say("live-reconnecting", &[]),
        LiveSays::Left { over: false } => t.say("live-left", &name()),
        LiveSays::Left { over: true } => t.say("live-left-over", &name()),
        LiveSays::NoRelay(relays) => {
            t.say("live-no-relay", &[("relays", Arg::Text(relays.clone()))])
        }
        LiveSays::Unreachable => t.say("live-unreachable", &[]),
        LiveSays::LoadFailed(why) => t.say("live-load-failed", &[("why", Arg::Text(why.clone()))]),
        LiveSays::Full => t.say("live-full", &[]),
    };
    super::friend::capital(&said)
}

/// What a live game's panel says of the game (`opponent`: the friend): who plays what,
/// and whose move it is, or that the game is over.
#[must_use]
pub fn live_panel(
    t: &Speaker,
    opponent: &str,
    you: crate::types::Color,
    your_turn: bool,
    over: bool,
) -> String {
    let name = ("name", name_arg(opponent));
    let you_play = t.say(
        "friend-you-play",
        &[("side", crate::ui::lang::side(you)), name.clone()],
    );
    let then = if over {
        t.say("friend-over", &[])
    } else if your_turn {
        t.say("friend-your-move", &[])
    } else {
        t.say("live-their-move", &[name])
    };
    format!("{you_play} {then}")
}

/// A chat line as shown: who wrote it (`from`: the friend's name, or `None` for the
/// player), then the text as typed (shown as text, never as markup).
#[must_use]
pub fn chat_line(t: &Speaker, from: Option<&str>, text: &str) -> String {
    let who = from.map_or_else(|| t.say("live-chat-you", &[]), str::to_string);
    // A line begins with a capital ("Your friend").
    format!("{}: {text}", super::friend::capital(&who))
}

/// A takeback or a rematch asked in a live game and not yet answered, as its panel says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveAsk {
    /// A rematch (else a takeback).
    pub rematch: bool,
    /// Asked by this page's player (else by the friend, who waits for an answer).
    pub mine: bool,
}

/// What a live game's panel says of `ask` (`opponent`: the friend).
#[must_use]
pub fn live_ask(t: &Speaker, opponent: &str, ask: LiveAsk) -> String {
    let id = match (ask.rematch, ask.mine) {
        (false, false) => "live-ask-takeback",
        (false, true) => "live-asked-takeback",
        (true, false) => "live-ask-rematch",
        (true, true) => "live-asked-rematch",
    };
    super::friend::capital(&t.say(id, &[("name", name_arg(opponent))]))
}

/// The buttons that answer the friend's ask: Accept, then Decline.
#[must_use]
pub fn live_answers(t: &Speaker) -> [String; 2] {
    [t.say("live-yes", &[]), t.say("live-no", &[])]
}

/// The friend (`opponent`) declined what this page's player asked.
#[must_use]
pub fn live_declined(t: &Speaker, opponent: &str) -> String {
    super::friend::capital(&t.say("live-declined", &[("name", name_arg(opponent))]))
}

/// Why a takeback or a rematch cannot be asked or answered now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiveNo {
    /// The game on the board is not a live game.
    NotLive,
    /// The friend's page is not connected.
    NotConnected,
    /// The game is over (a takeback).
    Over,
    /// The player has no move to take back.
    NothingToTakeBack,
    /// The game is not over (a rematch).
    NotOver,
    /// Nothing of this kind is asked, or it lapsed.
    NotAsked,
    /// A live game's clocks are both players': neither pauses them alone.
    NoPause,
    /// The win is claimed only once the friend has left.
    NotLeft,
}

/// Why, as said.
#[must_use]
pub fn live_no(t: &Speaker, why: LiveNo) -> String {
    let id = match why {
        LiveNo::NotLive => "live-no-game",
        LiveNo::NotConnected => "live-not-connected",
        LiveNo::Over => "live-no-takeback-over",
        LiveNo::NothingToTakeBack => "live-nothing-to-take-back",
        LiveNo::NotOver => "live-no-rematch-yet",
        LiveNo::NotAsked => "live-nothing-asked",
        LiveNo::NoPause => "live-no-pause",
        LiveNo::NotLeft => "live-no-claim",
    };
    t.say(id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_that_starts_with_the_friend_starts_with_a_capital() {
        let t = Speaker::english();
        let said = live_status(&t, "your friend", &LiveSays::Left { over: false });
        assert_eq!(
            said,
            "\u{2068}Your friend\u{2069} left the game. Claim the win, wait for them to come \
             back, or go on by links."
        );
        let said = live_status(&t, "your friend", &LiveSays::Left { over: true });
        assert_eq!(said, "\u{2068}Your friend\u{2069} left.");
        assert_eq!(
            live_status(&t, "Ann", &LiveSays::Connected(Some(42))),
            "Connected · 42 ms"
        );
    }
}
