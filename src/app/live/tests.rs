//! A live connection's sessions, as two players live them.

use super::*;
use crate::game::Game;
use crate::types::Color;
use crate::ui::friend::link::{self, Link};
use crate::ui::friend::live::{write, Act, Message};

fn game() -> Snapshot {
    Snapshot {
        generation: 0,
        link: Link {
            id: link::new_id(99),
            by: Color::White,
            names: [Some("Ann".into()), None],
            game: Game::default(),
            offer: None,
        },
        left: Some([300_000, 300_000]),
        run: None,
    }
}

fn room(role: Role) -> Room {
    Room {
        room: "AbCdEfGh-_123456".into(),
        key: "0123456789abcdefghijkl".into(),
        role,
        device: if role == Role::Host {
            "hosthost"
        } else {
            "guestguest"
        }
        .into(),
        partner: None,
        relays: vec!["ws://127.0.0.1:9".into()],
    }
}

/// A page's connection and the time on its clock.
struct Page {
    live: Live,
    now: u64,
    /// Every effect and news so far.
    seen: Vec<Out>,
    /// The timer last set: its ticket and when it rings.
    timer: Option<(u64, u64)>,
}

impl Page {
    fn new(role: Role) -> Page {
        let (live, seen) = Live::start(room(role), Some("Ann".into()), 1_000);
        Page {
            live,
            now: 1_000,
            seen,
            timer: None,
        }
    }

    fn input(&mut self, input: LiveInput) -> Vec<Out> {
        let out = self.live.update(input, self.now, &game);
        for o in &out {
            if let Out::Effect(LiveEffect::Timer { ticket, ms }) = o {
                self.timer = Some((*ticket, self.now + ms));
            }
        }
        self.seen.extend(out.clone());
        out
    }

    /// The page loaded its connector, a relay answered and the friend's page connected
    /// as `peer`.
    fn connected_to(role: Role, peer: &str) -> Page {
        let mut page = Page::new(role);
        page.input(LiveInput::Loaded(Ok(())));
        page.input(LiveInput::Relay {
            url: "ws://127.0.0.1:9".into(),
            up: true,
        });
        page.input(LiveInput::Signal(peer.into()));
        page.input(LiveInput::Open(peer.into()));
        let other = if role == Role::Host {
            Role::Guest
        } else {
            Role::Host
        };
        page.hear(peer, &hello(other, device(other)));
        assert_eq!(page.live.peer(), Some(peer));
        page
    }

    fn hear(&mut self, from: &str, message: &Message) -> Vec<Out> {
        self.input(LiveInput::Text {
            from: from.into(),
            text: write(message),
        })
    }

    /// Lets `ms` pass, ringing the timer as the shell would whenever it is due.
    fn wait(&mut self, ms: u64) {
        let end = self.now + ms;
        while let Some((ticket, at)) = self.timer.filter(|(_, at)| *at <= end) {
            self.timer = None;
            self.now = self.now.max(at);
            self.input(LiveInput::Due(ticket));
        }
        self.now = end;
    }

    fn sent(&self) -> Vec<Message> {
        self.seen
            .iter()
            .filter_map(|o| match o {
                Out::Effect(LiveEffect::Send { text, .. }) => live::read(text).ok(),
                _ => None,
            })
            .collect()
    }
}

fn device(role: Role) -> &'static str {
    if role == Role::Host {
        "hosthost"
    } else {
        "guestguest"
    }
}

fn hello(role: Role, device: &str) -> Message {
    Message::Hello {
        role,
        device: device.into(),
        name: Some("Bob".into()),
        now: game(),
    }
}

#[test]
fn the_host_loads_opens_the_room_waits_and_connects_when_the_friend_comes() {
    let mut host = Page::new(Role::Host);
    assert!(matches!(host.seen[..], [Out::Effect(LiveEffect::Load)]));
    let out = host.input(LiveInput::Loaded(Ok(())));
    assert!(out
        .iter()
        .any(|o| matches!(o, Out::Effect(LiveEffect::Open { relays, .. }) if relays.len() == 1)));
    assert_eq!(host.live.phase, Phase::Connecting);
    host.input(LiveInput::Relay {
        url: "ws://127.0.0.1:9".into(),
        up: true,
    });
    assert_eq!(host.live.phase, Phase::Waiting);
    // A friend who has not opened the link yet is waited for with no deadline.
    host.wait(600_000);
    assert_eq!(host.live.phase, Phase::Waiting);
    host.input(LiveInput::Signal("p1".into()));
    assert_eq!(host.live.phase, Phase::Linking);
    let out = host.input(LiveInput::Open("p1".into()));
    assert!(
        matches!(
            host.sent().last(),
            Some(Message::Hello {
                role: Role::Host,
                ..
            })
        ),
        "{out:?}"
    );
    let out = host.hear("p1", &hello(Role::Guest, "guestguest"));
    assert_eq!(host.live.phase, Phase::Connected("p1".into()));
    assert_eq!(host.live.room.partner.as_deref(), Some("guestguest"));
    assert!(out
        .iter()
        .any(|o| matches!(o, Out::Heard(Heard::Hello(Some(n), _)) if n == "Bob")));
}

#[test]
fn no_relay_answering_is_said_within_twenty_seconds_and_a_late_one_still_helps() {
    let mut page = Page::new(Role::Host);
    page.input(LiveInput::Loaded(Ok(())));
    page.wait(NO_RELAY_MS - 1);
    assert_eq!(page.live.phase, Phase::Connecting);
    page.wait(1);
    assert_eq!(
        page.live.phase,
        Phase::Failed(Failure::NoRelay(vec!["ws://127.0.0.1:9".into()]))
    );
    assert!(page.now - 1_000 < 20_000, "said within 20 s of opening");
    page.input(LiveInput::Relay {
        url: "ws://127.0.0.1:9".into(),
        up: true,
    });
    assert_eq!(page.live.phase, Phase::Waiting);
}

#[test]
fn a_connector_that_cannot_load_fails_at_once() {
    let mut page = Page::new(Role::Guest);
    page.input(LiveInput::Loaded(Err("offline".into())));
    assert_eq!(
        page.live.phase,
        Phase::Failed(Failure::LoadFailed("offline".into()))
    );
}

#[test]
fn browsers_that_cannot_reach_each_other_are_told_so() {
    let mut page = Page::new(Role::Guest);
    page.input(LiveInput::Loaded(Ok(())));
    page.input(LiveInput::Relay {
        url: "ws://127.0.0.1:9".into(),
        up: true,
    });
    page.wait(5_000);
    page.input(LiveInput::Signal("p1".into()));
    page.wait(UNREACHABLE_MS);
    assert_eq!(page.live.phase, Phase::Failed(Failure::Unreachable));
    assert!(page.now - 1_000 < 20_000, "said within 20 s of opening");
}

#[test]
fn a_third_page_is_told_the_game_is_full_and_the_game_goes_on() {
    let mut host = Page::connected_to(Role::Host, "p1");
    let out = host.hear("p2", &hello(Role::Guest, "intruder"));
    assert!(matches!(host.sent().last(), Some(Message::Full)));
    // Told, not dropped at once: the line would be lost with the connection.
    assert!(!out
        .iter()
        .any(|o| matches!(o, Out::Effect(LiveEffect::Drop(_)))));
    assert_eq!(host.live.phase, Phase::Connected("p1".into()));
    assert_eq!(host.live.refused, vec![(Refusal::Stranger, 1)]);
    // The third page hears it and leaves.
    let mut third = Page::new(Role::Guest);
    third.input(LiveInput::Loaded(Ok(())));
    let out = third.hear("host", &Message::Full);
    assert_eq!(third.live.phase, Phase::Full);
    assert!(out
        .iter()
        .any(|o| matches!(o, Out::Effect(LiveEffect::Close))));
}

#[test]
fn a_third_page_never_ends_the_game_of_the_two_in_it() {
    // The guest in the game hears the third page's hello: the third is told, the game
    // goes on.
    let mut guest = Page::connected_to(Role::Guest, "host-peer");
    guest.hear("third-peer", &hello(Role::Guest, "thirdpage"));
    assert!(matches!(guest.sent().last(), Some(Message::Full)));
    // The third page, before it has a partner, hears the guest's hello: same side, it
    // says nothing (it would end the guest's game) and waits for the host.
    let mut third = Page::new(Role::Guest);
    third.input(LiveInput::Loaded(Ok(())));
    let said = third.sent().len();
    third.hear("guest-peer", &hello(Role::Guest, device(Role::Guest)));
    assert_eq!(third.sent().len(), said);
    assert_ne!(third.live.phase, Phase::Full);
    // Were a "full" to reach the guest from a page that is not its partner, it is
    // refused: the game goes on.
    guest.hear("third-peer", &Message::Full);
    assert_eq!(guest.live.phase, Phase::Connected("host-peer".into()));
    // From the host it is heard.
    third.hear("host-peer", &Message::Full);
    assert_eq!(third.live.phase, Phase::Full);
    // The host's hello, still on its way, comes after its "full": the page stays told.
    let said = third.sent().len();
    let out = third.hear("host-peer", &hello(Role::Host, device(Role::Host)));
    assert_eq!(third.live.phase, Phase::Full);
    assert_eq!(third.sent().len(), said);
    assert!(!out.iter().any(|o| matches!(o, Out::Heard(_))));
}

#[test]
fn the_partner_reconnecting_from_the_same_device_replaces_the_old_connection() {
    let mut host = Page::connected_to(Role::Host, "p1");
    host.input(LiveInput::Closed("p1".into()));
    assert_eq!(host.live.phase, Phase::Reconnecting);
    host.wait(5_000);
    host.input(LiveInput::Open("p9".into()));
    let out = host.hear("p9", &hello(Role::Guest, "guestguest"));
    assert_eq!(host.live.phase, Phase::Connected("p9".into()));
    assert!(out
        .iter()
        .any(|o| matches!(o, Out::Heard(Heard::Hello(..)))));
    // A second guest of another device is no partner, whatever page it reaches.
    host.hear("p10", &hello(Role::Guest, "otherdevice"));
    assert_eq!(host.live.peer(), Some("p9"));
}

#[test]
fn lines_from_a_stranger_or_garbled_change_nothing_and_are_counted() {
    let mut guest = Page::connected_to(Role::Guest, "h");
    let before = guest.seen.len();
    guest.input(LiveInput::Text {
        from: "h".into(),
        text: "L1 state g=0 <b>hi</b> ~00000000".into(),
    });
    guest.input(LiveInput::Text {
        from: "h".into(),
        text: "not a line".into(),
    });
    guest.hear("x", &Message::Game(game()));
    assert_eq!(
        guest.live.refused,
        vec![(Refusal::Garbled, 2), (Refusal::Stranger, 1)]
    );
    assert!(guest.seen[before..]
        .iter()
        .all(|o| !matches!(o, Out::Heard(_))));
}

#[test]
fn what_the_partner_says_reaches_the_root_once() {
    let mut guest = Page::connected_to(Role::Guest, "h");
    let heard = |out: Vec<Out>| {
        out.into_iter()
            .filter(|o| matches!(o, Out::Heard(_)))
            .count()
    };
    assert_eq!(heard(guest.hear("h", &Message::Game(game()))), 1);
    assert_eq!(
        heard(guest.hear(
            "h",
            &Message::Takeback {
                act: Act::Offer,
                at: 4,
                generation: 0
            }
        )),
        1
    );
    assert_eq!(heard(guest.hear("h", &Message::DrawDeclined { at: 4 })), 1);
    assert_eq!(
        heard(guest.hear(
            "h",
            &Message::Rematch {
                act: Act::Offer,
                next: link::new_id(5)
            }
        )),
        1
    );
}

#[test]
fn pings_measure_the_round_trip_and_silence_means_the_friend_left() {
    let mut host = Page::connected_to(Role::Host, "p1");
    for trip in [40, 20, 30] {
        host.wait(PING_MS);
        let Some(Message::Ping { n }) = host.sent().last().cloned() else {
            panic!("a ping every {PING_MS} ms");
        };
        host.now = host.live.pinged + trip;
        host.hear("p1", &Message::Pong { n });
    }
    assert_eq!(host.live.rtt(), Some(30));
    // No sign for LEFT_MS: the friend left, once.
    host.wait(LEFT_MS);
    assert_eq!(host.live.phase, Phase::Left);
    let left = host
        .seen
        .iter()
        .filter(|o| matches!(o, Out::Heard(Heard::Left)))
        .count();
    assert_eq!(left, 1);
    // The player waits: another LEFT_MS, and the friend may come back meanwhile.
    host.input(LiveInput::Wait);
    assert_eq!(host.live.phase, Phase::Reconnecting);
    host.input(LiveInput::Open("p2".into()));
    host.hear("p2", &hello(Role::Guest, "guestguest"));
    assert_eq!(host.live.peer(), Some("p2"));
}

#[test]
fn a_ping_is_answered_and_a_goodbye_is_left_at_once() {
    let mut guest = Page::connected_to(Role::Guest, "h");
    guest.hear("h", &Message::Ping { n: 7 });
    assert!(matches!(guest.sent().last(), Some(Message::Pong { n: 7 })));
    let out = guest.hear("h", &Message::Bye);
    assert_eq!(guest.live.phase, Phase::Left);
    assert!(out.iter().any(|o| matches!(o, Out::Heard(Heard::Left))));
}

#[test]
fn chat_goes_both_ways_as_text_and_a_repeat_is_dropped() {
    let mut guest = Page::connected_to(Role::Guest, "h");
    assert_eq!(guest.live.chat_refusal("   "), Some("the message is empty"));
    assert!(guest.live.chat_refusal(&"a".repeat(MAX_CHAT + 1)).is_some());
    guest.input(LiveInput::Chat("  <b>hi</b>  ".into()));
    assert!(
        matches!(guest.sent().last(), Some(Message::Chat { n: 1, text }) if text == "<b>hi</b>")
    );
    guest.hear(
        "h",
        &Message::Chat {
            n: 1,
            text: "hello".into(),
        },
    );
    guest.hear(
        "h",
        &Message::Chat {
            n: 1,
            text: "hello".into(),
        },
    );
    guest.hear(
        "h",
        &Message::Chat {
            n: 2,
            text: "again".into(),
        },
    );
    let lines: Vec<_> = guest
        .live
        .chat
        .iter()
        .map(|l| (l.from, l.text.as_str()))
        .collect();
    assert_eq!(
        lines,
        [
            (Writer::Me, "<b>hi</b>"),
            (Writer::Them, "hello"),
            (Writer::Them, "again")
        ]
    );
    // Not connected: nothing is sent.
    guest.input(LiveInput::Closed("h".into()));
    assert_eq!(
        guest.live.chat_refusal("hi"),
        Some("the friend is not connected")
    );
    let sent = guest.sent().len();
    guest.input(LiveInput::Chat("hi".into()));
    assert_eq!(guest.sent().len(), sent);
}

#[test]
fn leaving_says_goodbye_and_closes_the_room() {
    let mut host = Page::connected_to(Role::Host, "p1");
    let out = host.input(LiveInput::Leaving);
    assert!(matches!(host.sent().last(), Some(Message::Bye)));
    assert!(out
        .iter()
        .any(|o| matches!(o, Out::Effect(LiveEffect::Close))));
}

#[test]
fn a_stale_timer_does_nothing() {
    let mut page = Page::new(Role::Host);
    page.input(LiveInput::Loaded(Ok(())));
    let stale = page.live.ticket;
    page.input(LiveInput::Relay {
        url: "ws://127.0.0.1:9".into(),
        up: true,
    });
    page.input(LiveInput::Relay {
        url: "ws://127.0.0.1:9".into(),
        up: false,
    });
    page.now += NO_RELAY_MS;
    page.input(LiveInput::Due(stale));
    assert_eq!(
        page.live.phase,
        Phase::Connecting,
        "the old deadline is no longer the one"
    );
}
