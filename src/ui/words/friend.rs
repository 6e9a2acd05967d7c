//! The words of games with a friend on another device (`ui::friend`): the panel, the
//! links' arrivals and refusals.

use super::say::Fixed;

use crate::types::Color;
use crate::ui::friend::link::LinkError;

/// The status line when a friend game starts.
pub const FRIEND_GAME_STARTED: Fixed = Fixed("friend-game-started");
/// The share sheet's title for a friend game's link.
pub const FRIEND_SHARE_TITLE: Fixed = Fixed("friend-share-title");
/// A draw offered here.
pub const FRIEND_DRAW_OFFERED: Fixed = Fixed("friend-draw-offered");
/// The clipboard took a friend game's link.
pub const FRIEND_LINK_COPIED: Fixed = Fixed("friend-link-copied");
/// A seat change asked in a friend game.
pub const FRIEND_SEATS_FIXED: Fixed = Fixed("friend-seats-fixed");
/// The repetition rule switched in a friend game.
pub const FRIEND_RULE_FIXED: Fixed = Fixed("friend-rule-fixed");
/// Undo after the move was sent.
pub const FRIEND_MOVE_SENT: Fixed = Fixed("friend-move-sent");
/// A draw asked for where none can be offered.
pub const FRIEND_NO_DRAW: Fixed = Fixed("friend-no-draw");
/// Accept pressed with no offer standing.
pub const FRIEND_NO_OFFER: Fixed = Fixed("friend-no-offer");
/// The script API asked for a friend game's action outside one.
pub const NOT_A_FRIEND_GAME: Fixed = Fixed("not-a-friend-game");

/// The draw button's label: `Agree a draw` at one screen; in a friend game (`Some`:
/// whether the friend offered one) `Offer a draw` or `Accept the draw`.
#[must_use]
pub fn draw_button(friend_offered: Option<bool>) -> &'static str {
    match friend_offered {
        None => "Agree a draw",
        Some(false) => "Offer a draw",
        Some(true) => "Accept the draw",
    }
}

/// The friend's name as the panel says it: their name, or "your friend".
#[must_use]
pub fn friend_called(name: Option<&str>) -> String {
    name.map_or_else(|| "your friend".to_string(), str::to_string)
}

/// What the friend game's panel says (`opponent` from [`friend_called`]).
#[must_use]
pub fn friend_panel(
    opponent: &str,
    you: Color,
    your_turn: bool,
    unsent: bool,
    offer: Option<Color>,
    over: bool,
    invitation: bool,
) -> String {
    let you_play = format!("You play {you} against {opponent}.");
    let then = if over && unsent {
        format!("Send the last link so that {opponent} sees how the game ended.")
    } else if over {
        "The game is over.".to_string()
    } else if invitation {
        format!("Send the invitation to {opponent}: Share, Copy link or the QR code.")
    } else if offer == Some(you.other()) {
        format!(
            "{} offers a draw: accept it, or play on.",
            capital(opponent)
        )
    } else if unsent && offer == Some(you) {
        format!("Send your draw offer to {opponent}.")
    } else if unsent {
        format!("Send your move to {opponent}: Share, Copy link or the QR code.")
    } else if your_turn {
        "Your move.".to_string()
    } else {
        format!("Sent. Waiting for {opponent}'s move: open the link they send back.")
    };
    format!("{you_play} {then}")
}

/// `s` with an ASCII first letter made a capital (the page carries no Unicode case
/// tables; a name that starts otherwise stays as written).
fn capital(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// A link of an unknown game opened: the game is added.
#[must_use]
pub fn friend_game_added(opponent: &str, you: Color) -> String {
    format!("A game with {opponent} is added to your friend games: you play {you}.",)
}

/// A link brought the friend's moves (`moves` in notation, maybe none) and maybe an
/// offer or an end.
#[must_use]
pub fn friend_moved(opponent: &str, moves: &[String], offer: bool, over: bool) -> String {
    let who = capital(opponent);
    let mut said = match moves {
        [] => String::new(),
        [one] => format!("{who} played {one}."),
        many => format!("{who} played {}.", many.join(", ")),
    };
    let more = if over {
        None
    } else if offer {
        Some(format!("{who} offers a draw."))
    } else {
        Some("Your move.".to_string())
    };
    if let Some(more) = more {
        if !said.is_empty() {
            said.push(' ');
        }
        said.push_str(&more);
    }
    said
}

/// A link from this side of the game opened here.
pub const FRIEND_OWN_LINK: Fixed = Fixed("friend-own-link");

/// A link that brings a move of the local player's (at `ply`).
#[must_use]
pub fn friend_not_theirs(ply: usize) -> String {
    format!(
        "This link plays your move at ply {ply}: a link brings only your friend's moves. Nothing was changed."
    )
}

/// A link that goes on from where the local player resigned or accepted a draw.
pub const FRIEND_ENDED_HERE: Fixed = Fixed("friend-ended-here");

/// The friend resigned or accepted a draw after `ply` plies, before the local player's
/// later moves reached them.
#[must_use]
pub fn friend_ended_at(ply: usize) -> String {
    format!(
        "Your friend ended the game at ply {ply}, before your later moves reached them: those moves are taken back."
    )
}

/// A link with nothing new.
#[must_use]
pub fn friend_stale(ply: usize) -> String {
    format!(
        "This link is older than your game, which is already at ply {ply}. Nothing was changed."
    )
}

/// A link whose game differs from ours at `ply` (0: from its start).
#[must_use]
pub fn friend_differs(ply: usize) -> String {
    if ply == 0 {
        "This link's game differs from yours from its start. Nothing was changed.".to_string()
    } else {
        format!("This link's game differs from yours at ply {ply}. Nothing was changed.")
    }
}

/// A friend game's link that cannot be read.
#[must_use]
pub fn friend_link_refused(e: &LinkError) -> String {
    format!("This game link cannot be opened: {e}. Nothing was changed.")
}

/// A friend game in the list of games: `Bob · your move · ply 12 · 2026.12.02 10:15`.
#[must_use]
pub fn friend_game_item(opponent: &str, turn: &str, ply: usize, changed: &str) -> String {
    let mut s = format!("{} · {turn} · ply {ply}", capital(opponent));
    if !changed.is_empty() {
        s.push_str(&format!(" · {changed}"));
    }
    s
}

/// Whose turn a friend game's list says.
#[must_use]
pub fn friend_turn(your_turn: bool, unsent: bool, over: Option<&str>) -> String {
    match (over, unsent, your_turn) {
        (Some(result), _, _) => format!("over, {result}"),
        (None, true, _) => "to send".to_string(),
        (None, false, true) => "your move".to_string(),
        (None, false, false) => "their move".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_says_what_to_do() {
        let p = |turn, unsent, offer, over, inv| {
            friend_panel("Bob", Color::White, turn, unsent, offer, over, inv)
        };
        assert_eq!(
            p(false, true, None, false, true),
            "You play White against Bob. Send the invitation to Bob: Share, Copy link or the QR code."
        );
        assert!(p(false, true, None, false, false)
            .ends_with("Send your move to Bob: Share, Copy link or the QR code."));
        assert!(p(false, false, None, false, false).contains("Waiting for Bob's move"));
        assert!(p(true, false, None, false, false).ends_with("Your move."));
        assert!(p(true, false, Some(Color::Black), false, false).contains("Bob offers a draw"));
        assert!(p(false, true, Some(Color::White), false, false).contains("draw offer"));
        assert!(p(false, true, None, true, false).contains("sees how the game ended"));
        assert_eq!(
            friend_moved("your friend", &["a6-a7".into()], false, false),
            "Your friend played a6-a7. Your move."
        );
        assert_eq!(friend_moved("Bob", &[], true, false), "Bob offers a draw.");
        assert_eq!(friend_turn(true, false, None), "your move");
        assert_eq!(friend_turn(true, false, Some("1-0")), "over, 1-0");
        assert_eq!(
            friend_game_item("bob", "your move", 3, ""),
            "Bob · your move · ply 3"
        );
        assert!(friend_differs(0).contains("start") && friend_differs(4).contains("ply 4"));
    }
}
