//! A game with a friend on another device, with no server: every move travels as a link
//! ([`link`]) that the player sends by any messenger. [`Friend`] is what a session knows
//! of such a game beside its moves: its id, the local player's colour, a draw offered,
//! and how far both players know the game (what was last sent or received), written into
//! the game's record as tags so that it survives reloads and the list of games kept.

pub mod invite;
pub mod link;
pub mod live;

use crate::game::Game;
use crate::record::Record;
use crate::types::Color;

use link::Link;

/// How far a friend game stands beyond its moves, in the order links overtake one
/// another: playing, a draw offered, ended by a resignation or an agreed draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// The game goes on.
    Playing,
    /// A draw is offered on the last position.
    Offer,
    /// A player resigned, or both agreed a draw.
    Declared,
}

impl Stage {
    /// The stage of `game` with `offer` standing.
    #[must_use]
    pub fn of(game: &Game, offer: Option<Color>) -> Stage {
        if game.declared().is_some() {
            Stage::Declared
        } else if offer.is_some() && game.outcome().is_none() {
            Stage::Offer
        } else {
            Stage::Playing
        }
    }

    fn digit(self) -> u8 {
        self as u8
    }

    fn from_digit(d: u8) -> Option<Stage> {
        [Stage::Playing, Stage::Offer, Stage::Declared]
            .get(usize::from(d))
            .copied()
    }
}

/// How far `link`'s game stands: its ply and its stage.
#[must_use]
pub fn stands(link: &Link) -> (usize, Stage) {
    (link.game.ply(), Stage::of(&link.game, link.offer))
}

/// What a session knows of its friend game beside the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Friend {
    /// The game's id (as links write it).
    pub id: String,
    /// The local player's colour; the friend plays the other.
    pub you: Color,
    /// A draw offered on the last position, by this side.
    pub offer: Option<Color>,
    /// How far both players know the game: the ply and stage of the last link sent or
    /// received (`None`: nothing yet, the invitation unsent). A move past it may be taken
    /// back; once sent, it may not.
    pub shared: Option<(usize, Stage)>,
    /// When the game last changed here, as the page writes it (`YYYY.MM.DD HH:MM`).
    pub changed: String,
}

/// How a link of a known friend game relates to the game here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The link was sent from this side of the game (by this device's player).
    Own,
    /// Nothing in the link is new here.
    Stale,
    /// The link's game differs from ours at this ply (1-based; 0: its start, or its
    /// repetition rule).
    Differs(usize),
    /// The link goes on from our game: play its moves from this ply on, then take its
    /// stage.
    Continues(usize),
    /// The link holds a move of ours (at this ply, 1-based) that we do not have: a link
    /// brings only the friend's moves.
    NotTheirs(usize),
    /// The friend resigned or accepted a draw after this many plies, before our later
    /// moves (and our own end, if any) reached them: those are void and the game ends
    /// there (the earlier of two crossing ends stands).
    EndsAt(usize),
    /// Both players ended the game (a resignation, an agreed draw) at the same ply, their
    /// links crossing: the end made by the side to move there stands on both devices
    /// (`true`: the link's, which takes the place of ours; `false`: ours).
    Crossed(bool),
    /// Our game ended (we resigned, or accepted a draw) before the link's moves: the
    /// friend has not seen it yet.
    EndedHere,
}

impl Friend {
    /// How far `game` with this offer stands now.
    #[must_use]
    pub fn now(&self, game: &Game) -> (usize, Stage) {
        (game.ply(), Stage::of(game, self.offer))
    }

    /// Whether the game here has moved on from what was last sent or received: a move,
    /// an offer, a resignation or an accepted draw still to send, or the invitation of a
    /// player who does not move first. (The first mover's invitation is its first move.)
    #[must_use]
    pub fn unsent(&self, game: &Game) -> bool {
        match self.shared {
            Some(shared) => shared != self.now(game),
            None => {
                let fresh = (0, Stage::Playing);
                self.now(game) != fresh || game.position().turn() != self.you
            }
        }
    }

    /// Whether the last move may be taken back: it was made here and not yet sent.
    #[must_use]
    pub fn may_take_back(&self, game: &Game) -> bool {
        game.ply() > self.shared.map_or(0, |(ply, _)| ply) && game.declared().is_none()
    }

    /// The link that carries `game` as it stands now, from this side.
    #[must_use]
    pub fn link(&self, game: &Game, names: [Option<String>; 2]) -> Link {
        Link {
            id: self.id.clone(),
            by: self.you,
            names,
            game: game.clone(),
            offer: self.offer.filter(|_| game.outcome().is_none()),
        }
    }

    /// How `link` (of this game: the same id) relates to `game`, the game here.
    #[must_use]
    pub fn arrival(&self, game: &Game, link: &Link) -> Arrival {
        if link.by == self.you {
            return Arrival::Own;
        }
        let theirs = &link.game;
        if theirs.start() != game.start() || theirs.repetition_rule() != game.repetition_rule() {
            return Arrival::Differs(0);
        }
        let (ours, their_moves) = (game.move_list(), theirs.move_list());
        if let Some(i) = ours.iter().zip(&their_moves).position(|(a, b)| a != b) {
            return Arrival::Differs(i + 1);
        }
        // A link brings the friend's moves only: a move of ours we do not have is not
        // theirs to send.
        let ours_in_theirs = (game.ply()..theirs.ply()).find(|&p| {
            theirs
                .position_at(p)
                .is_some_and(|pos| pos.turn() == self.you)
        });
        if let Some(p) = ours_in_theirs {
            return Arrival::NotTheirs(p + 1);
        }
        // The friend resigned or accepted a draw before our last moves (and our own end)
        // reached them: the game ended there.
        if theirs.declared().is_some() && theirs.ply() < game.ply() {
            return Arrival::EndsAt(theirs.ply());
        }
        // Our game has ended (a resignation, an agreed draw) where theirs goes on: the
        // friend has not seen our end yet.
        if game.declared().is_some() && theirs.ply() > game.ply() {
            return Arrival::EndedHere;
        }
        // Both ended the game on the same position: the end of the side to move stands,
        // on both devices alike.
        if let (Some(ours), Some(end)) = (game.declared(), theirs.declared()) {
            if theirs.ply() == game.ply() && ours != end {
                return Arrival::Crossed(game.position().turn() == link.by);
            }
        }
        // Both offered a draw on the same position: the offers meet.
        let both_offer = theirs.ply() == game.ply()
            && link.offer == Some(self.you.other())
            && self.offer == Some(self.you)
            && game.outcome().is_none();
        if stands(link) <= self.now(game) && !both_offer {
            return Arrival::Stale;
        }
        Arrival::Continues(game.ply())
    }

    /// The record's tags for the friend game (after the players' names).
    #[must_use]
    pub fn tags(&self) -> Vec<(&'static str, String)> {
        let mut tags = vec![
            ("FriendGame", self.id.clone()),
            ("FriendYou", self.you.to_string()),
        ];
        if let Some((ply, stage)) = self.shared {
            tags.push(("FriendShared", format!("{ply} {}", stage.digit())));
        }
        if let Some(c) = self.offer {
            tags.push(("FriendOffer", c.to_string()));
        }
        if !self.changed.is_empty() {
            tags.push(("FriendChanged", self.changed.clone()));
        }
        tags
    }

    /// The friend game a record's tags describe, if any.
    #[must_use]
    pub fn from_record(rec: &Record) -> Option<Friend> {
        let id = rec.tag("FriendGame").filter(|id| link::valid_id(id))?;
        let you = side_named(rec.tag("FriendYou")?)?;
        let shared = rec.tag("FriendShared").and_then(|s| {
            let (ply, stage) = s.split_once(' ')?;
            let ply: usize = ply.parse().ok()?;
            let stage = Stage::from_digit(stage.parse().ok()?)?;
            Some((ply.min(rec.game.ply()), stage))
        });
        Some(Friend {
            id: id.to_string(),
            you,
            offer: rec.tag("FriendOffer").and_then(side_named),
            shared,
            changed: rec.tag("FriendChanged").unwrap_or("").to_string(),
        })
    }
}

fn side_named(name: &str) -> Option<Color> {
    match name {
        "White" => Some(Color::White),
        "Black" => Some(Color::Black),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
