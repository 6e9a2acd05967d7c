use super::*;

/// A body with its right checksum.
fn signed(body: &str) -> String {
    sign(body)
}

/// A game of `plies` moves, each chosen from the legal ones by a fixed pseudo-random
/// sequence (fewer if it ends).
fn random_game(plies: usize, seed: u64) -> Game {
    let mut g = Game::default();
    g.set_repetition_rule(false);
    let mut x = seed | 1;
    for _ in 0..plies {
        let legal: Vec<Move> = g.legal_moves().iter().copied().collect();
        if legal.is_empty() || g.outcome().is_some() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Steps more often than jumps, so that games last.
        let steps: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.via().is_none())
            .collect();
        let pool = if steps.is_empty() || x.is_multiple_of(4) {
            &legal
        } else {
            &steps
        };
        g.play(pool[(x >> 8) as usize % pool.len()]).unwrap();
    }
    g
}

fn link(game: Game) -> Link {
    Link {
        id: new_id(0x1234_5678_9abc_def0),
        by: Color::White,
        names: [Some("Ann".into()), None],
        game,
        offer: None,
    }
}

fn same(a: &Link, b: &Link) {
    assert_eq!(a.id, b.id);
    assert_eq!(a.by, b.by);
    assert_eq!(a.names, b.names);
    assert_eq!(a.offer, b.offer);
    assert_eq!(a.game.start(), b.game.start());
    assert_eq!(a.game.move_list(), b.game.move_list());
    assert_eq!(a.game.repetition_rule(), b.game.repetition_rule());
    assert_eq!(a.game.outcome(), b.game.outcome());
}

#[test]
fn links_round_trip() {
    for seed in 1..20 {
        let l = link(random_game(60, seed));
        let text = write(&l);
        let back = read(&format!("#{text}")).unwrap().expect("a link");
        same(&l, &back);
        // A whole address reads as its fragment.
        let back = read(&format!("https://example.org/games/three/?x=1#{text}")).unwrap();
        same(&l, &back.unwrap());
    }
    let fresh = link(Game::default());
    assert_eq!(
        write(&fresh),
        signed(&format!("friend=1&id={}&by=w&w=Ann&m=", fresh.id))
    );
}

#[test]
fn a_200_ply_games_link_stays_under_2000_characters() {
    let mut longest = 0;
    let mut full = 0;
    for seed in 1..40 {
        let g = random_game(200, seed);
        let mut l = link(g);
        // Two names of the longest kind: 30 characters, each 3 bytes in UTF-8.
        let name: String = "名".repeat(30);
        l.names = [Some(name.clone()), Some(name)];
        let page = "https://someone.github.io/three-crowns/index.html#";
        let len = page.len() + write(&l).len();
        longest = longest.max(len);
        if l.game.ply() == 200 {
            full += 1;
            assert!(len < 2000, "{len}");
        }
        same(&l, &read(&write(&l)).unwrap().unwrap());
    }
    assert!(longest > 500, "{longest}");
    assert!(full >= 10, "only {full} of the games reached 200 plies");
}

#[test]
fn set_up_positions_the_rule_and_the_end_travel() {
    let start = parse_tcn("bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw b - 3").unwrap();
    let mut g = Game::new(start);
    g.set_repetition_rule(false);
    let mv = g.legal_moves().iter().copied().next().unwrap();
    g.play(mv).unwrap();
    let mut l = link(g.clone());
    l.offer = Some(Color::White);
    let text = write(&l);
    assert!(text.contains("&tcn=bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw_b_-_3&rep=off&"));
    assert!(text.contains("&x=ow&"), "{text}");
    same(&l, &read(&text).unwrap().unwrap());
    let mut resigned = g.clone();
    resigned.resign(Color::Black).unwrap();
    let l = link(resigned);
    assert!(write(&l).contains("&x=rb&"));
    same(&l, &read(&write(&l)).unwrap().unwrap());
    // A live game's flag: the side whose time ran out loses, on both pages.
    let mut flagged = g.clone();
    flagged.flag(Color::White).unwrap();
    let l = link(flagged);
    assert!(write(&l).contains("&x=tw&"));
    let back = read(&write(&l)).unwrap().unwrap();
    same(&l, &back);
    assert_eq!(
        back.game.declared(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Time
        })
    );
    // A live game claimed when the loser left: final, on both pages.
    let mut left = g.clone();
    left.abandon(Color::Black).unwrap();
    let l = link(left);
    assert!(write(&l).contains("&x=ab&"));
    let back = read(&write(&l)).unwrap().unwrap();
    same(&l, &back);
    assert_eq!(
        back.game.declared(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Abandoned
        })
    );
    assert!(back.game.is_final() && !back.game.can_undo());
    let mut drawn = g;
    drawn.agree_draw().unwrap();
    let l = link(drawn);
    assert!(write(&l).contains("&x=d&"));
    same(&l, &read(&write(&l)).unwrap().unwrap());
}

#[test]
fn names_are_text_whatever_they_hold() {
    let mut l = link(Game::default());
    l.names = [Some("<b>Ann</b> & \"Bo\"".into()), Some("Zoë 名前".into())];
    let text = write(&l);
    assert!(!text.contains('<') && !text.contains(' ') && text.matches('&').count() == 6);
    let back = read(&text).unwrap().unwrap();
    assert_eq!(back.names[0].as_deref(), Some("<b>Ann</b> & \"Bo\""));
    assert_eq!(back.names[1].as_deref(), Some("Zoë 名前"));
}

#[test]
fn every_refusal() {
    let l = link(random_game(30, 7));
    let text = write(&l);
    // Not a friend link at all.
    assert!(read("#moves=a6-a7").unwrap().is_none());
    assert!(read("").unwrap().is_none());
    assert!(!is_link("#puzzle=12") && is_link(&text));
    // Cut short anywhere: refused as cut short or changed, never read.
    for cut in "friend=".len()..text.len() {
        let e = read(&text[..cut]).unwrap_err();
        assert!(
            matches!(e, LinkError::Truncated | LinkError::Damaged),
            "{cut}: {e:?}"
        );
    }
    assert_eq!(
        read(&text[..text.len() - 20]).unwrap_err(),
        LinkError::Truncated
    );
    assert_eq!(
        read(&text[..text.len() - 3]).unwrap_err(),
        LinkError::Truncated
    );
    // Changed anywhere: one move's character, a name, the id.
    let moves_at = text.find("&m=").unwrap() + 5;
    let mut changed = text.clone().into_bytes();
    changed[moves_at] = if changed[moves_at] == b'A' {
        b'B'
    } else {
        b'A'
    };
    let changed = String::from_utf8(changed).unwrap();
    assert_eq!(read(&changed).unwrap_err(), LinkError::Damaged);
    assert_eq!(
        read(&text.replace("w=Ann", "w=Eve")).unwrap_err(),
        LinkError::Damaged
    );
    // Too long, another version.
    let long = format!("friend=1&m={}", "A".repeat(MAX_LINK));
    assert!(matches!(read(&long), Err(LinkError::Oversized(_))));
    assert_eq!(
        read(&signed("friend=2&id=abcdefgh&by=w&m=")).unwrap_err(),
        LinkError::Version("2".into())
    );
    // Well signed but wrong inside.
    let bad = |body: &str| read(&signed(body)).unwrap_err();
    assert_eq!(bad("friend=1&by=w&m="), LinkError::Missing("id"));
    assert_eq!(bad("friend=1&id=abcdefgh&m="), LinkError::Missing("by"));
    assert_eq!(bad("friend=1&id=abc&by=w&m="), LinkError::Bad("id"));
    assert_eq!(bad("friend=1&id=abcdefgh&by=x&m="), LinkError::Bad("by"));
    assert_eq!(
        bad("friend=1&id=abcdefgh&by=w&rep=no"),
        LinkError::Bad("rep")
    );
    assert_eq!(bad("friend=1&id=abcdefgh&by=w&w=%G1"), LinkError::Escape);
    assert_eq!(bad("friend=1&id=abcdefgh&by=w&w=%FF"), LinkError::Escape);
    assert!(matches!(
        bad("friend=1&id=abcdefgh&by=w&tcn=8/8"),
        LinkError::Position(_)
    ));
    // The start has fewer than 64 legal moves: `_` (63) is no move; `*` no digit.
    assert_eq!(bad("friend=1&id=abcdefgh&by=w&m=A_"), LinkError::Move(2));
    assert_eq!(bad("friend=1&id=abcdefgh&by=w&m=*"), LinkError::Move(1));
    for x in ["x", "o", "rq", "dw", "é"] {
        assert_eq!(
            bad(&format!("friend=1&id=abcdefgh&by=w&m=A&x={x}")),
            LinkError::Bad("x")
        );
    }
    // Every message is a clause to put in a sentence.
    for e in [
        LinkError::Oversized(5000),
        LinkError::Version("2".into()),
        LinkError::Truncated,
        LinkError::Damaged,
        LinkError::Move(3),
    ] {
        assert!(e.to_string().starts_with("the link"), "{e}");
    }
}

#[test]
fn a_link_read_writes_back_within_the_limit() {
    // Found by fuzzing (friend_link): long names, written percent-encoded, made the link
    // written from a link read longer than a link may be. Names are cut to 30 characters
    // and the moves part is bounded, so the written link always reads back.
    let name = "<".repeat(1000);
    let body = format!("friend=1&id=abcdefgh&by=b&w={name}&m=");
    let l = read(&sign(&body)).unwrap().unwrap();
    assert_eq!(
        l.names[0].as_deref().map(|n| n.chars().count()),
        Some(NAME_CHARS)
    );
    assert_eq!(NAME_CHARS, crate::ui::players::MAX_NAME);
    let long_moves = format!("friend=1&id=abcdefgh&by=b&m={}", "A".repeat(MAX_MOVES + 1));
    assert!(matches!(
        read(&sign(&long_moves)),
        Err(LinkError::Oversized(_))
    ));
    let wide = "名".repeat(NAME_CHARS);
    let worst = Link {
        id: "abcdefghijklmnop".into(),
        by: Color::White,
        names: [Some(wide.clone()), Some(wide)],
        game: random_game(400, 5),
        offer: None,
    };
    assert!(write(&worst).len() < MAX_LINK);
}

#[test]
fn the_move_order_is_fixed() {
    // The links' order does not depend on the move generator's: every legal move of a
    // position has its own key, and the keys sort them.
    let g = random_game(12, 3);
    let moves = ordered_moves(&g);
    let keys: Vec<usize> = moves.iter().map(|m| move_key(*m)).collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(new_id(0).len(), 11);
    assert!(valid_id(&new_id(u64::MAX)));
}
