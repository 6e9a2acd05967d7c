use super::*;
use crate::game::Game;
use crate::types::Color;

/// A game of `plies` moves, the first legal one each time in the links' order.
fn game(plies: usize) -> Game {
    let mut g = Game::default();
    for _ in 0..plies {
        let mut legal: Vec<_> = g.legal_moves().iter().copied().collect();
        crate::sort::sort_by_key(&mut legal, |m| link::move_key(*m));
        match legal.first() {
            Some(&mv) if g.outcome().is_none() => {
                g.play(mv).expect("a legal move plays");
            }
            _ => break,
        }
    }
    g
}

fn snapshot(plies: usize, left: Option<[u32; 2]>) -> Snapshot {
    Snapshot {
        generation: 2,
        link: Link {
            id: link::new_id(0x0123_4567_89ab_cdef),
            by: Color::Black,
            names: [Some("Ann".into()), Some("Bo B".into())],
            game: game(plies),
            offer: None,
        },
        left,
        // The side to move's clock as its own page shows it (here on one game only).
        run: (plies == 7).then_some(12_345),
    }
}

/// Every kind of message, each once.
fn every_message() -> Vec<Message> {
    vec![
        Message::Hello {
            role: Role::Guest,
            device: "q3Zt9xLw0aV2-bKe".into(),
            name: Some("Zoë & <b>".into()),
            now: snapshot(0, Some([300_000, 300_000])),
        },
        Message::Hello {
            role: Role::Host,
            device: "AAAAAAAA".into(),
            name: None,
            now: snapshot(3, None),
        },
        Message::Full,
        Message::Game(snapshot(7, Some([296_410, 0]))),
        Message::Takeback {
            act: Act::Offer,
            at: 12,
            generation: 0,
        },
        Message::Takeback {
            act: Act::Cancel,
            at: 0,
            generation: 4,
        },
        Message::DrawDeclined { at: 30 },
        Message::Rematch {
            act: Act::Accept,
            next: link::new_id(42),
        },
        Message::Chat {
            n: 3,
            text: "Nice move <script>alert(1)</script> ~ 100% ✓".into(),
        },
        Message::Ping { n: 0 },
        Message::Pong { n: 4_000_000_000 },
        Message::Bye,
    ]
}

#[test]
fn every_message_reads_back_as_written() {
    for m in every_message() {
        let line = write(&m);
        assert!(line.starts_with("L1 "), "{line}");
        assert!(!line.contains('\n'), "one line: {line}");
        let back = read(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(write(&back), line, "the same line again");
    }
}

#[test]
fn a_hello_carries_the_sender_and_the_game() {
    let line = write(&every_message()[0]);
    let Ok(Message::Hello {
        role,
        device,
        name,
        now,
    }) = read(&line)
    else {
        panic!("a hello: {line}");
    };
    assert_eq!(role, Role::Guest);
    assert_eq!(device, "q3Zt9xLw0aV2-bKe");
    assert_eq!(name.as_deref(), Some("Zoë & <b>"));
    assert_eq!(now.generation, 2);
    assert_eq!(now.left, Some([300_000, 300_000]));
    assert_eq!(now.link.names[1].as_deref(), Some("Bo B"));
}

#[test]
fn a_state_carries_the_moves_and_the_clocks() {
    let line = write(&Message::Game(snapshot(9, Some([1, 2]))));
    let Ok(Message::Game(s)) = read(&line) else {
        panic!("a state: {line}");
    };
    assert_eq!(s.link.game.move_list(), game(9).move_list());
    assert_eq!(s.left, Some([1, 2]));
    assert_eq!(s.link.by, Color::Black);
}

#[test]
fn chat_text_comes_back_as_sent_and_has_no_space_on_the_wire() {
    let text = "a b\tc <i>x</i> & é";
    let line = write(&Message::Chat {
        n: 1,
        text: text.into(),
    });
    assert_eq!(line.matches(' ').count(), 4, "L1 chat n= text= ~: {line}");
    let Ok(Message::Chat { text: back, .. }) = read(&line) else {
        panic!("a chat: {line}");
    };
    assert_eq!(back, text);
}

#[test]
fn a_changed_byte_anywhere_is_refused() {
    for m in every_message() {
        let line = write(&m);
        let bytes = line.as_bytes();
        for i in 0..bytes.len() {
            let mut changed = bytes.to_vec();
            changed[i] = if changed[i] == b'x' { b'y' } else { b'x' };
            let Ok(changed) = String::from_utf8(changed) else {
                continue;
            };
            assert!(read(&changed).is_err(), "byte {i} changed: {changed}");
        }
    }
}

#[test]
fn a_line_cut_short_is_refused() {
    let line = write(&Message::Game(snapshot(5, None)));
    for end in 0..line.len() {
        if line.is_char_boundary(end) {
            assert!(read(&line[..end]).is_err(), "cut at {end}");
        }
    }
}

/// `body` signed as `write` signs it.
fn signed(body: &str) -> String {
    format!("{body} ~{}", checksum(body))
}

#[test]
fn each_refusal_says_why() {
    let state = link::write(&snapshot(2, None).link);
    let cases: Vec<(String, WireError)> = vec![
        (
            "L2 ping n=1 ~00000000".into(),
            WireError::Version("L2".into()),
        ),
        ("hello".into(), WireError::Version("hello".into())),
        ("L1 ping n=1".into(), WireError::Truncated),
        ("L1 ping n=1 ~00000000".into(), WireError::Damaged),
        (signed("L1 shout n=1"), WireError::Kind("shout".into())),
        (signed("L1 ping"), WireError::Missing("n")),
        (signed("L1 ping n=-1"), WireError::Bad("n")),
        (signed("L1 ping n=01"), WireError::Bad("n")),
        (signed("L1 ping n=99999999999"), WireError::Bad("n")),
        (signed("L1 ping n=1 n=2"), WireError::Bad("field")),
        (signed("L1 ping n=1 extra=2"), WireError::Bad("field")),
        (signed("L1 bye lonely"), WireError::Bad("field")),
        (
            signed("L1 takeback act=maybe at=1 g=0"),
            WireError::Bad("act"),
        ),
        (
            signed("L1 rematch act=offer next=x"),
            WireError::Bad("next"),
        ),
        (signed("L1 chat n=1 text=%20"), WireError::Bad("text")),
        (signed("L1 chat n=1 text=%FF"), WireError::Bad("text")),
        (
            signed(&format!("L1 chat n=1 text={}", "a".repeat(MAX_CHAT + 1))),
            WireError::Bad("text"),
        ),
        (signed("L1 state g=0"), WireError::Missing("friend")),
        (
            signed(&format!("L1 state g=0 t=5 {state}")),
            WireError::Bad("t"),
        ),
        (
            signed(&format!("L1 state g=0 {state} {state}")),
            WireError::Bad("friend"),
        ),
        (
            signed(&format!("L1 hello role=judge dev=AAAAAAAA g=0 {state}")),
            WireError::Bad("role"),
        ),
        (
            signed(&format!("L1 hello role=host dev=short g=0 {state}")),
            WireError::Bad("dev"),
        ),
        (
            "L1 ".to_string() + &"x".repeat(MAX_LINE),
            WireError::Oversized(MAX_LINE + 3),
        ),
    ];
    for (line, why) in cases {
        assert_eq!(read(&line).err(), Some(why), "{line}");
    }
}

#[test]
fn an_illegal_move_in_the_game_is_refused_by_the_rules() {
    // The first ply's move given as the last index of the alphabet: no position has
    // 64 legal moves at the start, so it is no legal move.
    let body = link::sign("friend=1&id=AAAAAAAAAAA&by=w&m=_");
    let line = signed(&format!("L1 state g=0 {body}"));
    assert_eq!(read(&line).err(), Some(WireError::Link(LinkError::Move(1))));
}

#[test]
fn every_refusal_has_words() {
    for e in [
        WireError::Oversized(1),
        WireError::Version("L0".into()),
        WireError::Truncated,
        WireError::Damaged,
        WireError::Kind("x".into()),
        WireError::Missing("n"),
        WireError::Bad("n"),
        WireError::Link(LinkError::Move(3)),
    ] {
        assert!(e.to_string().len() > 10, "{e:?}");
    }
}
