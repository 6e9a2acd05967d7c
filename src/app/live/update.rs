//! What a live connection does with each input, and its deadlines.

use super::{
    Failure, Heard, Line, Live, LiveEffect, LiveInput, Out, Phase, Refusal, Room, Writer,
    CHAT_LINES, LEFT_MS, MAX_CHAT, NO_RELAY_MS, PING_MS, UNREACHABLE_MS,
};
use crate::ui::friend::live::{self, Message, Snapshot};

/// How many round trips the shown one is the median of.
const TRIPS: usize = 5;

impl Live {
    /// A live game's connection for `room`, starting at `now`: the connector is loaded
    /// first.
    #[must_use]
    pub fn start(room: Room, name: Option<String>, now: u64) -> (Live, Vec<Out>) {
        let live = Live {
            room,
            phase: Phase::Loading,
            name,
            relays_up: Vec::new(),
            chat: Vec::new(),
            refused: Vec::new(),
            since: now,
            last_sign: now,
            pings: Vec::new(),
            pinged: now,
            trips: Vec::new(),
            next_ping: 0,
            chat_sent: 0,
            chat_heard: None,
            ticket: 0,
            armed: None,
        };
        (live, vec![Out::Effect(LiveEffect::Load)])
    }

    /// The connection's name of the partner's page, while connected.
    #[must_use]
    pub fn peer(&self) -> Option<&str> {
        match &self.phase {
            Phase::Connected(peer) => Some(peer),
            _ => None,
        }
    }

    /// The round trip to the partner (ms): the median of the last few.
    #[must_use]
    pub fn rtt(&self) -> Option<u64> {
        let mut trips = self.trips.clone();
        trips.sort_unstable();
        trips.get(trips.len() / 2).copied()
    }

    /// Counts a refusal (the root's, for a game that cannot follow the one shown).
    pub fn refuse(&mut self, why: Refusal) {
        match self.refused.iter_mut().find(|(r, _)| *r == why) {
            Some((_, n)) => *n += 1,
            None => self.refused.push((why, 1)),
        }
    }

    /// Why the player's chat `text` cannot be sent now, if it cannot.
    #[must_use]
    pub fn chat_refusal(&self, text: &str) -> Option<&'static str> {
        if self.peer().is_none() {
            Some("the friend is not connected")
        } else if text.trim().is_empty() {
            Some("the message is empty")
        } else if text.chars().count() > MAX_CHAT {
            Some("the message is longer than 300 characters")
        } else {
            None
        }
    }

    /// `message` for the partner, if connected (else nothing: the hello on the next
    /// connection carries the game as it is then).
    #[must_use]
    pub fn tell(&self, message: &Message) -> Vec<Out> {
        self.peer()
            .map(|peer| send(peer, message))
            .into_iter()
            .collect()
    }

    /// What follows `input` at `now`; `game` is the game shown as the wire carries it
    /// (asked for only when a hello is sent).
    pub fn update(&mut self, input: LiveInput, now: u64, game: &dyn Fn() -> Snapshot) -> Vec<Out> {
        let mut out = Vec::new();
        match input {
            LiveInput::Loaded(Ok(())) if self.phase == Phase::Loading => {
                self.enter(Phase::Connecting, now);
                out.push(Out::Effect(LiveEffect::Open {
                    room: self.room.room.clone(),
                    key: self.room.key.clone(),
                    relays: self.room.relays.clone(),
                }));
            }
            LiveInput::Loaded(Err(why))
                if matches!(self.phase, Phase::Loading | Phase::Connecting) =>
            {
                self.enter(Phase::Failed(Failure::LoadFailed(why)), now);
            }
            LiveInput::Loaded(_) => {}
            LiveInput::Relay { url, up } => self.relay(url, up, now),
            LiveInput::Signal(_) => {
                if matches!(self.phase, Phase::Connecting | Phase::Waiting) {
                    self.enter(Phase::Linking, now);
                }
            }
            LiveInput::Open(peer) => {
                if self.phase != Phase::Full {
                    out.push(self.hello(&peer, game()));
                }
            }
            LiveInput::Closed(peer) => {
                if self.peer() == Some(peer.as_str()) {
                    self.enter(Phase::Reconnecting, now);
                }
            }
            LiveInput::Text { from, text } => self.heard(&from, &text, now, &mut out),
            LiveInput::Due(ticket) => {
                if ticket == self.ticket {
                    self.armed = None;
                    self.due(now, &mut out);
                }
            }
            LiveInput::Chat(text) => {
                if self.chat_refusal(&text).is_none() {
                    self.chat_sent += 1;
                    let text = text.trim().to_string();
                    out.extend(self.tell(&Message::Chat {
                        n: self.chat_sent,
                        text: text.clone(),
                    }));
                    self.keep_line(Writer::Me, text);
                }
            }
            LiveInput::Wait => {
                if self.phase == Phase::Left {
                    self.last_sign = now;
                    self.enter(Phase::Reconnecting, now);
                }
            }
            LiveInput::Leaving => {
                out.extend(self.tell(&Message::Bye));
                out.push(Out::Effect(LiveEffect::Close));
            }
        }
        out.extend(self.arm(now));
        out
    }

    fn enter(&mut self, phase: Phase, now: u64) {
        self.phase = phase;
        self.since = now;
    }

    fn relay(&mut self, url: String, up: bool, now: u64) {
        self.relays_up.retain(|u| *u != url);
        if up {
            self.relays_up.push(url);
            if matches!(
                self.phase,
                Phase::Connecting | Phase::Failed(Failure::NoRelay(_))
            ) {
                self.enter(Phase::Waiting, now);
            }
        } else if self.relays_up.is_empty() && self.phase == Phase::Waiting {
            // Every relay is gone: the deadline for one to answer runs again.
            self.enter(Phase::Connecting, now);
        }
    }

    /// The hello for `peer`, newly connected.
    fn hello(&self, peer: &str, now: Snapshot) -> Out {
        send(
            peer,
            &Message::Hello {
                role: self.room.role,
                device: self.room.device.clone(),
                name: self.name.clone(),
                now,
            },
        )
    }

    /// A line from `from`.
    fn heard(&mut self, from: &str, text: &str, now: u64, out: &mut Vec<Out>) {
        if self.phase == Phase::Full {
            // Told the game is full, the page has left the room: a line still on its
            // way (the host's hello can come after its "full", since each side hears
            // the other join in its own time) must not connect it again.
            return;
        }
        let message = match live::read(text) {
            Ok(m) => m,
            Err(_) => return self.refuse(Refusal::Garbled),
        };
        if let Message::Hello {
            role,
            device,
            name,
            now: game,
        } = message
        {
            return self.greeted(from, role, device, name, game, now, out);
        }
        if let Message::Full = message {
            // Only the partner's page, or any page before there is a partner, can say
            // so: a third page that heard this page's hello must not end its game.
            if self.room.partner.is_some() && self.peer() != Some(from) {
                return self.refuse(Refusal::Stranger);
            }
            self.enter(Phase::Full, now);
            out.push(Out::Effect(LiveEffect::Close));
            return;
        }
        if self.peer() != Some(from) {
            return self.refuse(Refusal::Stranger);
        }
        self.last_sign = now;
        let heard = match message {
            Message::Game(s) => Heard::Game(s),
            Message::Takeback {
                act,
                at,
                generation,
            } => Heard::Takeback(act, at, generation),
            Message::DrawDeclined { at } => Heard::DrawDeclined(at),
            Message::Rematch { act, next } => Heard::Rematch(act, next),
            Message::Chat { n, text } => {
                if self.chat_heard.is_none_or(|last| n > last) {
                    self.chat_heard = Some(n);
                    self.keep_line(Writer::Them, text);
                }
                return;
            }
            Message::Ping { n } => return out.push(send(from, &Message::Pong { n })),
            Message::Pong { n } => {
                if let Some(i) = self.pings.iter().position(|(p, _)| *p == n) {
                    let (_, sent) = self.pings.swap_remove(i);
                    self.trips.push(now.saturating_sub(sent));
                    if self.trips.len() > TRIPS {
                        self.trips.remove(0);
                    }
                }
                return;
            }
            Message::Bye => {
                self.enter(Phase::Left, now);
                Heard::Left
            }
            Message::Hello { .. } | Message::Full => return,
        };
        out.push(Out::Heard(heard));
    }

    /// A hello from `from`: the partner (first heard, or the same device again) is
    /// connected; any other page is told the game is full, by a page in the game (a
    /// page of the same side with no partner yet says nothing).
    #[allow(clippy::too_many_arguments)]
    fn greeted(
        &mut self,
        from: &str,
        role: live::Role,
        device: String,
        name: Option<String>,
        game: Snapshot,
        now: u64,
        out: &mut Vec<Out>,
    ) {
        let partner = self.room.partner.as_ref().is_none_or(|p| *p == device);
        if role == self.room.role && self.room.partner.is_none() {
            // Two pages of one side, neither in the game yet: both wait for the other
            // side, which tells the one too many.
            return self.refuse(Refusal::Stranger);
        }
        if role == self.room.role || !partner {
            // Told, not dropped: a connection closed at once would lose the line (the
            // page told leaves the room itself; until then, all it says is refused).
            self.refuse(Refusal::Stranger);
            out.push(send(from, &Message::Full));
            return;
        }
        if let Some(old) = self.peer().filter(|old| *old != from) {
            out.push(Out::Effect(LiveEffect::Drop(old.to_string())));
        }
        self.room.partner = Some(device);
        self.last_sign = now;
        self.pinged = now;
        self.pings.clear();
        self.enter(Phase::Connected(from.to_string()), now);
        out.push(Out::Heard(Heard::Hello(name, game)));
    }

    fn keep_line(&mut self, from: Writer, text: String) {
        self.chat.push(Line { from, text });
        if self.chat.len() > CHAT_LINES {
            self.chat.remove(0);
        }
    }

    /// The deadline the phase waits for (ms), if any.
    fn deadline(&self) -> Option<u64> {
        match self.phase {
            Phase::Connecting => Some(self.since + NO_RELAY_MS),
            Phase::Linking => Some(self.since + UNREACHABLE_MS),
            Phase::Connected(_) => Some((self.pinged + PING_MS).min(self.last_sign + LEFT_MS)),
            Phase::Reconnecting => Some(self.last_sign + LEFT_MS),
            _ => None,
        }
    }

    /// The timer set for the next deadline, unless it is set already.
    fn arm(&mut self, now: u64) -> Option<Out> {
        let Some(at) = self.deadline() else {
            self.armed = None;
            return None;
        };
        if self.armed == Some(at) {
            return None;
        }
        self.armed = Some(at);
        self.ticket += 1;
        Some(Out::Effect(LiveEffect::Timer {
            ticket: self.ticket,
            ms: at.saturating_sub(now),
        }))
    }

    /// The timer rang at `now`: what is due is done.
    fn due(&mut self, now: u64, out: &mut Vec<Out>) {
        match self.phase.clone() {
            Phase::Connecting if now >= self.since + NO_RELAY_MS => {
                let tried = self.room.relays.clone();
                self.enter(Phase::Failed(Failure::NoRelay(tried)), now);
            }
            Phase::Linking if now >= self.since + UNREACHABLE_MS => {
                self.enter(Phase::Failed(Failure::Unreachable), now);
            }
            Phase::Connected(_) | Phase::Reconnecting if now >= self.last_sign + LEFT_MS => {
                self.enter(Phase::Left, now);
                out.push(Out::Heard(Heard::Left));
            }
            Phase::Connected(peer) if now >= self.pinged + PING_MS => {
                self.pinged = now;
                let n = self.next_ping;
                self.next_ping = self.next_ping.wrapping_add(1);
                self.pings.push((n, now));
                self.pings
                    .retain(|(_, sent)| now.saturating_sub(*sent) < LEFT_MS);
                out.push(send(&peer, &Message::Ping { n }));
            }
            _ => {}
        }
    }
}

/// `message` sent to `peer`.
fn send(peer: &str, message: &Message) -> Out {
    Out::Effect(LiveEffect::Send {
        peer: peer.to_string(),
        text: live::write(message),
    })
}
