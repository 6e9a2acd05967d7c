//! The words of games with a friend on another device (`ui::friend`): the panel, the
//! links' arrivals and refusals.

use super::reasons::Reason;
use super::say::Fixed;

use crate::types::Color;
use crate::ui::friend::link::LinkError;
use crate::ui::lang::{name as name_arg, side as side_arg, Arg, Speaker};

/// The status line when a friend game starts.
pub const FRIEND_GAME_STARTED: Fixed = Fixed("friend-game-started");
/// The same where the browser has no Share button.
pub const FRIEND_GAME_STARTED_NO_SHARE: Fixed = Fixed("friend-game-started-no-share");

/// The status line when a friend game starts, naming only the ways to send the page
/// offers (`can_share`: the browser has a Share button).
#[must_use]
pub fn friend_game_started(can_share: bool) -> Fixed {
    if can_share {
        FRIEND_GAME_STARTED
    } else {
        FRIEND_GAME_STARTED_NO_SHARE
    }
}
/// The share sheet's title for a friend game's link.
pub const FRIEND_SHARE_TITLE: Fixed = Fixed("friend-share-title");
/// A draw offered here.
pub const FRIEND_DRAW_OFFERED: Fixed = Fixed("friend-draw-offered");
/// The clipboard took a friend game's link.
pub const FRIEND_LINK_COPIED: Fixed = Fixed("friend-link-copied");
/// A seat change asked in a friend game.
pub const FRIEND_SEATS_FIXED: Fixed = Fixed("friend-seats-fixed");
/// Engine help (a hint, the analysis, the threat overlay, a review) asked in a friend
/// game in progress.
pub const FRIEND_NO_HELP: Fixed = Fixed("friend-no-help");
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
pub fn draw_button(t: &Speaker, friend_offered: Option<bool>) -> String {
    match friend_offered {
        None => t.say("draw-agree", &[]),
        Some(false) => t.say("draw-offer", &[]),
        Some(true) => t.say("draw-accept", &[]),
    }
}

/// The friend's name as the panel says it: their name, or "your friend".
#[must_use]
pub fn friend_called(t: &Speaker, name: Option<&str>) -> String {
    name.map_or_else(|| t.say("friend-unnamed", &[]), str::to_string)
}

/// What the friend game's panel knows of the game (for [`friend_panel`]).
#[derive(Clone, Copy, Debug)]
#[allow(clippy::struct_excessive_bools)]
pub struct PanelFacts {
    /// The local player's side.
    pub you: Color,
    /// The side to move is the local player's.
    pub your_turn: bool,
    /// Something to send.
    pub unsent: bool,
    /// A draw offered, by this side.
    pub offer: Option<Color>,
    /// The game is over.
    pub over: bool,
    /// The invitation is still to send.
    pub invitation: bool,
    /// No move is played yet.
    pub first: bool,
    /// The browser has a Share button (the words name only the ways the page offers).
    pub can_share: bool,
}

/// What the friend game's panel says (`opponent` from [`friend_called`]).
#[must_use]
pub fn friend_panel(t: &Speaker, opponent: &str, facts: PanelFacts) -> String {
    let PanelFacts {
        you,
        your_turn,
        unsent,
        offer,
        over,
        invitation,
        first,
        can_share,
    } = facts;
    let ways = |with_share: &'static str, without: &'static str| {
        if can_share {
            with_share
        } else {
            without
        }
    };
    let name = ("name", name_arg(opponent));
    let you_play = t.say("friend-you-play", &[("side", side_arg(you)), name.clone()]);
    let then = if over && unsent {
        t.say("friend-send-last", &[name])
    } else if over {
        t.say("friend-over", &[])
    } else if invitation {
        let id = ways("friend-send-invitation", "friend-send-invitation-no-share");
        t.say(id, &[name])
    } else if offer == Some(you.other()) {
        t.say("friend-offers", &[("name", name_arg(&capital(opponent)))])
    } else if unsent && offer == Some(you) {
        t.say("friend-send-offer", &[name])
    } else if unsent {
        let id = ways("friend-send-move", "friend-send-move-no-share");
        t.say(id, &[name])
    } else if your_turn {
        t.say("friend-your-move", &[])
    } else if first {
        // Nothing was sent from here (the invitation opened), or only the invitation:
        // either way the friend's first move is awaited.
        t.say("friend-waiting-first", &[name])
    } else {
        t.say("friend-waiting", &[name])
    };
    format!("{you_play} {then}")
}

/// `s` with an ASCII first letter made a capital (the page carries no Unicode case
/// tables; a name that starts otherwise stays as written).
pub(super) fn capital(s: &str) -> String {
    // Past the mark that isolates a name put in a sentence.
    let at = s.len() - s.trim_start_matches('\u{2068}').len();
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(at..at + 1) {
        first.make_ascii_uppercase();
    }
    out
}

/// A link of an unknown game opened: the game is added.
#[must_use]
pub fn friend_game_added(t: &Speaker, opponent: &str, you: Color) -> String {
    t.say(
        "friend-game-added",
        &[("name", name_arg(opponent)), ("side", side_arg(you))],
    )
}

/// A link brought the friend's moves (`moves` in notation, maybe none) and maybe an
/// offer or an end.
#[must_use]
pub fn friend_moved(
    t: &Speaker,
    opponent: &str,
    moves: &[String],
    offer: bool,
    over: bool,
) -> String {
    let who = ("name", name_arg(&capital(opponent)));
    let mut said = match moves {
        [] => String::new(),
        many => t.say(
            "friend-played",
            &[
                who.clone(),
                ("moves", Arg::Text(many.join(&t.say("list-comma", &[])))),
            ],
        ),
    };
    let more = if over {
        None
    } else if offer {
        Some(t.say("friend-offers", &[who]))
    } else {
        Some(t.say("friend-your-move", &[]))
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
pub fn friend_not_theirs(t: &Speaker, ply: usize) -> String {
    t.say("friend-not-theirs", &[("ply", ply.into())])
}

/// A link that goes on from where the local player resigned or accepted a draw.
pub const FRIEND_ENDED_HERE: Fixed = Fixed("friend-ended-here");

/// Both players ended the game at the same ply, their links crossing: the end of the side
/// to move stands.
pub const FRIEND_CROSSED: Fixed = Fixed("friend-crossed");

/// The friend resigned or accepted a draw after `ply` plies, before the local player's
/// later moves reached them.
#[must_use]
pub fn friend_ended_at(t: &Speaker, ply: usize) -> String {
    t.say("friend-ended-at", &[("ply", ply.into())])
}

/// A link with nothing new.
#[must_use]
pub fn friend_stale(t: &Speaker, ply: usize) -> String {
    t.say("friend-stale", &[("ply", ply.into())])
}

/// A link whose game differs from ours at `ply` (0: from its start).
#[must_use]
pub fn friend_differs(t: &Speaker, ply: usize) -> String {
    if ply == 0 {
        t.say("friend-differs-start", &[])
    } else {
        t.say("friend-differs", &[("ply", ply.into())])
    }
}

/// A friend game's link that cannot be read.
#[must_use]
pub fn friend_link_refused(t: &Speaker, e: &LinkError) -> String {
    t.say("friend-link-refused", &[("why", Arg::Text(e.reason(t)))])
}

/// A friend game in the list of games: `Friend (Bob) · your move · ply 12 · 2026.12.02
/// 10:15`; the friend (`opponent`, their name if known, playing the side `you` do not) is
/// named as the strips and Your games name them (`super::strip_name`).
#[must_use]
pub fn friend_game_item(
    t: &Speaker,
    (opponent, you): (Option<&str>, Color),
    turn: &str,
    ply: usize,
    changed: &str,
) -> String {
    let friend = super::strip_name(t, you.other(), crate::ui::session::Seat::Friend, opponent);
    let mut s = t.say(
        "friend-game-item",
        &[
            ("name", name_arg(&friend)),
            ("turn", Arg::Text(turn.to_owned())),
            ("ply", ply.into()),
        ],
    );
    if !changed.is_empty() {
        s.push_str(&format!(" · {changed}"));
    }
    s
}

/// Whose turn a friend game's list says.
#[must_use]
pub fn friend_turn(t: &Speaker, your_turn: bool, unsent: bool, over: Option<&str>) -> String {
    match (over, unsent, your_turn) {
        (Some(result), _, _) => t.say(
            "friend-turn-over",
            &[("result", Arg::Text(result.to_owned()))],
        ),
        (None, true, _) => t.say("friend-turn-to-send", &[]),
        (None, false, true) => t.say("friend-turn-yours", &[]),
        (None, false, false) => t.say("friend-turn-theirs", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lang::without_isolates;

    #[test]
    fn the_panel_says_what_to_do() {
        let p = |your_turn, unsent, offer, over, invitation| {
            let facts = PanelFacts {
                you: Color::White,
                your_turn,
                unsent,
                offer,
                over,
                invitation,
                first: false,
                can_share: true,
            };
            without_isolates(&friend_panel(&Speaker::english(), "Bob", facts))
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
            without_isolates(&friend_moved(
                &Speaker::english(),
                "your friend",
                &["a6-a7".into()],
                false,
                false
            )),
            "Your friend played a6-a7. Your move."
        );
        assert_eq!(
            friend_moved(&Speaker::english(), "Bob", &[], true, false),
            "\u{2068}Bob\u{2069} offers a draw."
        );
        assert_eq!(
            friend_turn(&Speaker::english(), true, false, None),
            "your move"
        );
        assert_eq!(
            friend_turn(&Speaker::english(), true, false, Some("1-0")),
            "over, 1-0"
        );
        assert_eq!(
            friend_game_item(
                &Speaker::english(),
                (Some("bob"), Color::White),
                "your move",
                3,
                ""
            ),
            "\u{2068}Friend (\u{2068}bob\u{2069})\u{2069} · your move · ply 3"
        );
        assert!(
            friend_differs(&Speaker::english(), 0).contains("start")
                && friend_differs(&Speaker::english(), 4).contains("ply 4")
        );
    }

    /// Issue 44, item 10: before the first move, the player who is not to move waits
    /// for the friend's first move (nothing "Sent." when the invitation was opened here);
    /// where the browser has no Share button, the words offer only Copy link and the QR
    /// code.
    #[test]
    fn the_panel_names_only_what_was_done_and_what_the_page_offers() {
        let facts = PanelFacts {
            you: Color::Black,
            your_turn: false,
            unsent: false,
            offer: None,
            over: false,
            invitation: false,
            first: true,
            can_share: true,
        };
        let en = Speaker::english();
        let said = without_isolates(&friend_panel(&en, "Ann", facts));
        assert_eq!(
            said,
            "You play Black against Ann. Waiting for Ann's first move: open the link they send."
        );
        let later = PanelFacts {
            first: false,
            ..facts
        };
        assert!(without_isolates(&friend_panel(&en, "Ann", later)).contains("Sent."));
        for (invitation, unsent) in [(true, true), (false, true)] {
            let no_share = PanelFacts {
                invitation,
                unsent,
                can_share: false,
                ..facts
            };
            let said = friend_panel(&en, "Ann", no_share);
            assert!(!said.contains("Share"), "{said}");
            assert!(said.contains("Copy link or the QR code"), "{said}");
        }
        for tag in ["de", "es", "fr", "it", "ja", "pl"] {
            let mut t = Speaker::english();
            let language = crate::ui::lang::language(tag).unwrap();
            let errors = t.speak(language, &crate::ui::lang::catalogue_source(tag));
            assert_eq!(errors, []);
            let share = t.say("friend-send-move", &[("name", "Ann".into())]);
            let no_share = t.say("friend-send-move-no-share", &[("name", "Ann".into())]);
            assert!(no_share.len() < share.len(), "{tag}: {no_share}");
        }
    }

    /// Issue 44, item 8: a friend's name holding a direction control is isolated in every
    /// sentence that names them, in every language: the sentence after it reads as written.
    #[test]
    fn a_friends_name_is_isolated_in_every_sentence_and_language() {
        let evil = "\u{202e}Ann";
        let isolated = "\u{2068}\u{202e}Ann\u{2069}";
        for tag in ["en", "de", "es", "fr", "it", "ja", "pl"] {
            let mut t = Speaker::english();
            let language = crate::ui::lang::language(tag).unwrap();
            if tag != "en" {
                t.speak(language, &crate::ui::lang::catalogue_source(tag));
            }
            let facts = PanelFacts {
                you: Color::White,
                your_turn: false,
                unsent: true,
                offer: None,
                over: false,
                invitation: true,
                first: true,
                can_share: true,
            };
            let said = [
                friend_panel(&t, evil, facts),
                friend_panel(
                    &t,
                    evil,
                    PanelFacts {
                        unsent: false,
                        invitation: false,
                        ..facts
                    },
                ),
                friend_moved(&t, evil, &["a6-a7".into()], true, false),
                friend_game_added(&t, evil, Color::Black),
                friend_game_item(&t, (Some(evil), Color::White), "x", 3, ""),
                super::super::strip_name(
                    &t,
                    Color::Black,
                    crate::ui::session::Seat::Friend,
                    Some(evil),
                ),
            ];
            for s in said {
                let bare = s.replace(isolated, "");
                assert!(!bare.contains('\u{202e}'), "{tag}: unisolated in {s:?}");
                assert!(s.contains(isolated), "{tag}: {s:?}");
            }
        }
    }
}
