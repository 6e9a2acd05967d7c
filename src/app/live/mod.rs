//! A live game with a friend on another device (issue 47; docs/design/live-play.md): the
//! connection between the two pages as data. Pure, as `computer` is: every call gets the
//! time as `now` (ms) and returns what the shell is to do ([`Out::Effect`]: load the
//! connector, open the room, send a line, drop a peer, call back later) and what the
//! root is to do with what the friend's page said ([`Out::Heard`]: a game to reconcile
//! with the one shown, a takeback, a rematch, a claim). The game itself never lives here:
//! it is the friend game on the board, and moves pass the root's one door.
//!
//! What this part decides alone:
//! - the phase: connecting to the relays, waiting for the friend, linking, connected,
//!   reconnecting, left, failed, full; each deadline as data ([`NO_RELAY_MS`],
//!   [`UNREACHABLE_MS`], [`LEFT_MS`]), on one timer whose ticket makes a stale call a no-op;
//! - the partner, trusted on first use: the first page of the other role heard in the
//!   room is the partner; a later connection of the same device replaces the old one, any
//!   other page is told the game is full and dropped;
//! - the checks of the wire's form (garbled, from a stranger) and their counts;
//! - presence: a ping every [`PING_MS`], the round trip as the median of the last five,
//!   "left" after [`LEFT_MS`] without a sign or at once on a `bye`;
//! - the chat: text only, at most `MAX_CHAT` characters, a repeat dropped.

use crate::ui::friend::live::{self, Role, Snapshot, MAX_CHAT};

/// With no relay answering this long after the room is opened (ms), the page says so.
pub const NO_RELAY_MS: u64 = 15_000;
/// With the friend's page signalled but no connection this long after (ms), the page
/// says the two browsers cannot reach each other.
pub const UNREACHABLE_MS: u64 = 12_000;
/// How often a connected page pings (ms).
pub const PING_MS: u64 = 2_000;
/// With no sign of the friend this long (ms), the page says they left.
pub const LEFT_MS: u64 = 30_000;
/// The most chat lines kept.
pub const CHAT_LINES: usize = 200;

/// The room a live game meets in, and who is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The room's name (the relays see only its hash).
    pub room: String,
    /// The secret the handshakes are sealed with.
    pub key: String,
    /// This page's side of the invitation.
    pub role: Role,
    /// This device's token in the room.
    pub device: String,
    /// The partner's device token, once heard.
    pub partner: Option<String>,
    /// The relays to meet on.
    pub relays: Vec<String>,
}

/// Why a live game cannot go on live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No relay answered (the relays tried).
    NoRelay(Vec<String>),
    /// The friend's page was heard of, but the two browsers cannot reach each other.
    Unreachable,
    /// The connector could not be loaded (why).
    LoadFailed(String),
}

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The connector is being loaded.
    Loading,
    /// The room is opened; no relay has answered yet.
    Connecting,
    /// A relay answered; the friend's page is not there yet.
    Waiting,
    /// The friend's page is there; the direct connection is being made.
    Linking,
    /// Connected to the partner (`peer`: the connection's name).
    Connected(String),
    /// The connection to the partner was lost; waiting for it to come back.
    Reconnecting,
    /// The partner left (said goodbye or gave no sign for [`LEFT_MS`]).
    Left,
    /// It cannot go on live.
    Failed(Failure),
    /// The room has both players already: this page joined nothing.
    Full,
}

/// Why a line from the other page was refused. Refusing it changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a line of the wire (`live::read` refused it).
    Garbled,
    /// From a page that is not the partner.
    Stranger,
    /// The game it carries is another game.
    OtherGame,
    /// Older than the game shown.
    Older,
    /// A move of this page's own side.
    OutOfTurn,
    /// A move that is not legal.
    Illegal,
    /// A game that differs from the one shown.
    Differs,
}

/// Who wrote a chat line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writer {
    /// This page's player.
    Me,
    /// The friend.
    Them,
}

/// One line of the chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Who wrote it.
    pub from: Writer,
    /// What they wrote (shown as text, never as markup).
    pub text: String,
}

/// What the player or the shell tells this part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveInput {
    /// The connector loaded, or why not.
    Loaded(Result<(), String>),
    /// A relay answered (`up`), or its connection closed.
    Relay {
        /// The relay's address.
        url: String,
        /// Whether it answers now.
        up: bool,
    },
    /// A page in the room sent a sealed handshake that opened with the key.
    Signal(String),
    /// A direct connection to a page is open.
    Open(String),
    /// A direct connection closed.
    Closed(String),
    /// A line came from a page.
    Text {
        /// The page.
        from: String,
        /// The line.
        text: String,
    },
    /// The timer rang (its ticket).
    Due(u64),
    /// The player writes in the chat.
    Chat(String),
    /// The player waits for a friend who left.
    Wait,
    /// The page is going away: the partner is told, and the room left.
    Leaving,
}

/// What the shell is to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveEffect {
    /// Load the connector (once; it answers [`LiveInput::Loaded`]).
    Load,
    /// Open the room on the relays.
    Open {
        /// The room's name.
        room: String,
        /// The secret.
        key: String,
        /// The relays.
        relays: Vec<String>,
    },
    /// Send a line to a page.
    Send {
        /// The page.
        peer: String,
        /// The line.
        text: String,
    },
    /// Drop the connection to a page.
    Drop(String),
    /// Leave the room.
    Close,
    /// Call back with [`LiveInput::Due`] and this ticket after `ms`.
    Timer {
        /// The ticket.
        ticket: u64,
        /// How long (ms).
        ms: u64,
    },
}

/// What the friend's page said, for the root to act on.
#[derive(Clone, Debug)]
pub enum Heard {
    /// The partner connected (or came back) with this name and game: reconcile it with
    /// the game shown, as a link is.
    Hello(Option<String>, Snapshot),
    /// The game as the partner has it now.
    Game(Snapshot),
    /// A takeback step (`act`, the asker's ply, the takebacks agreed before).
    Takeback(live::Act, u16, u32),
    /// The draw offered at this ply is declined.
    DrawDeclined(u16),
    /// A rematch step, with the next game's id.
    Rematch(live::Act, String),
    /// The partner left: the game may be claimed.
    Left,
}

/// What a call returns: the shell's effects and the root's news, in order.
#[derive(Clone, Debug)]
pub enum Out {
    /// For the shell.
    Effect(LiveEffect),
    /// For the root.
    Heard(Heard),
}

/// A live game's connection.
#[derive(Clone, Debug)]
pub struct Live {
    /// The room.
    pub room: Room,
    /// Where the connection stands.
    pub phase: Phase,
    /// This player's name, sent in the hello.
    pub name: Option<String>,
    /// The relays that answer now.
    pub relays_up: Vec<String>,
    /// The chat, oldest first.
    pub chat: Vec<Line>,
    /// The refusals, each with its count.
    pub refused: Vec<(Refusal, u32)>,
    /// When the phase began (ms).
    since: u64,
    /// When the partner last gave a sign (ms).
    last_sign: u64,
    /// The pings under way: number and when sent.
    pings: Vec<(u32, u64)>,
    /// When the last ping was sent (ms).
    pinged: u64,
    /// The last round trips (ms), newest last.
    trips: Vec<u64>,
    /// The next ping's number.
    next_ping: u32,
    /// This page's chat count, and the partner's last one heard.
    chat_sent: u32,
    chat_heard: Option<u32>,
    /// The timer's ticket: a call with another is stale.
    ticket: u64,
    /// The deadline the timer is set for (ms), if any.
    armed: Option<u64>,
}

/// A live game's connection, with the game it carries.
#[derive(Clone, Debug)]
pub struct LiveGame {
    /// The connection.
    pub live: Live,
    /// The friend game's id.
    pub id: String,
    /// The invitation's fragment (without `#`).
    pub invitation: String,
    /// How many takebacks were agreed in the game (of two pages' games, the one with
    /// more is newer).
    pub generation: u32,
    /// A takeback asked and not yet answered.
    pub takeback: Option<takeback::Asked>,
    /// A rematch offered and not yet answered.
    pub rematch: Option<Offered>,
}

impl LiveGame {
    /// The local player's colour, if `game` (the board's) is this live game: the one test
    /// of whether the live game is the one on the board.
    #[must_use]
    pub fn you_in(&self, game: &crate::ui::session::Session) -> Option<crate::types::Color> {
        game.friend().filter(|f| f.id == self.id).map(|f| f.you)
    }
}

/// A rematch offered and not yet answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offered {
    /// Offered here (else by the friend).
    pub mine: bool,
    /// The next game's id.
    pub next: String,
}

/// What the live game's news does to the board, for the root to carry on with.
#[derive(Debug, Default)]
pub(in crate::app) struct News {
    /// The friend's games that may follow the one shown, to play through the one door
    /// (each with the clocks as that page reported them: [`play::clocks_reported`]).
    pub links: Vec<Snapshot>,
    /// The board's game went back (a takeback agreed): to refresh and save.
    pub changed: bool,
    /// The rematch agreed: the next game, to start in the place of the one shown.
    pub next: Option<crate::ui::session::Session>,
    /// A takeback agreed, to carry out on the board's game.
    pub(super) back: Option<takeback::Asked>,
}

pub mod agree;
mod claim;
pub mod kept;
pub mod play;
pub mod relays;
pub mod report;
mod snap;
pub mod takeback;
mod update;

#[cfg(test)]
mod tests;
