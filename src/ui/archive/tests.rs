use super::*;

const PLAYED: &str = "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[Date \"2026.12.02\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 *\n";

fn rec(text: &str) -> Record {
    parse_record(text).unwrap()
}

#[test]
fn the_id_tag_goes_after_the_tags_once() {
    let with = with_id(PLAYED, "abc123");
    assert_eq!(tag_value(&with, ID_TAG).as_deref(), Some("abc123"));
    assert!(with.starts_with("[Event "), "{with}");
    assert!(
        with.contains("[Result \"*\"]\n[GameId \"abc123\"]\n\n1. a6-a7"),
        "{with}"
    );
    let again = with_id(&with, "xyz");
    assert_eq!(again.matches("[GameId").count(), 1, "{again}");
    assert_eq!(tag_value(&again, ID_TAG).as_deref(), Some("xyz"));
    let bare = with_id("1. a6-a7 *\n", "q");
    assert!(bare.starts_with("[GameId \"q\"]\n\n1. a6-a7"), "{bare}");
    // The record reads back as the same game.
    assert_eq!(fingerprint(&rec(&again)), fingerprint(&rec(PLAYED)));
}

#[test]
fn the_fingerprint_tells_games_by_moves_and_tags() {
    let a = fingerprint(&rec(PLAYED));
    assert_ne!(a, fingerprint(&rec(&PLAYED.replace("a5-b4", "h3-g2"))));
    assert_ne!(a, fingerprint(&rec(&PLAYED.replace("Bob", "Bo"))));
    // Clock comments and spacing are not the game.
    assert_eq!(
        a,
        fingerprint(&rec(&PLAYED.replace("a6-a7 a5-b4", "a6-a7 {x}  a5-b4")))
    );
}

#[test]
fn a_file_of_games_adds_the_good_ones_and_names_the_bad_ones() {
    let second_bad = "[Event \"Casual game\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 2. a7-a9 *\n";
    let file = format!("{PLAYED}\n{second_bad}\n{PLAYED}");
    let mut n = 0;
    let out = import(&file, &[], || {
        n += 1;
        format!("new{n}")
    });
    assert_eq!(out.added.len(), 1);
    assert_eq!(out.added[0].0, "new1");
    assert_eq!(tag_value(&out.added[0].1, ID_TAG).as_deref(), Some("new1"));
    assert_eq!(out.duplicates, 1, "the third game is the first again");
    assert_eq!(out.errors.len(), 1);
    let e = &out.errors[0];
    assert_eq!(e.game, 2);
    // PLAYED is 8 lines, then a blank one: the second game's move line is line 13.
    assert_eq!(
        file.lines().nth(e.line - 1),
        Some("1. a6-a7 a5-b4 2. a7-a9 *"),
        "{e:?}"
    );
    assert!(e.message.contains('2'), "{}", e.message);

    // Known games are duplicates; a known id is not taken twice.
    let known = [Known::of("new1", &rec(PLAYED))];
    let again = import(&out.added[0].1, &known, || "other".into());
    assert_eq!((again.added.len(), again.duplicates), (0, 1));
    let changed = out.added[0].1.replace("Bob", "Bobby");
    let clash = import(&changed, &known, || "fresh".into());
    assert_eq!(clash.added[0].0, "fresh");
    assert_eq!(
        tag_value(&clash.added[0].1, ID_TAG).as_deref(),
        Some("fresh")
    );
    // An id of its own that nobody holds is kept.
    let own = import(&with_id(PLAYED, "mine_1"), &[], || "unused".into());
    assert_eq!(own.added[0].0, "mine_1");
    // A tag line that is not a tag: its own line.
    let broken = format!("{PLAYED}\n[Event \"x\"]\n[White Ann]\n[Result \"*\"]\n\n*\n");
    let out = import(&broken, &[], || "k".into());
    assert_eq!(out.errors[0].game, 2);
    assert_eq!(
        broken.lines().nth(out.errors[0].line - 1),
        Some("[White Ann]")
    );
}

#[test]
fn export_then_import_gives_the_same_games() {
    let a = with_id(PLAYED, "a1");
    let b = with_id(&PLAYED.replace("a5-b4", "h3-g2"), "b2");
    let file = export([a.as_str(), b.as_str()]);
    let out = import(&file, &[], || unreachable!());
    let ids: Vec<&str> = out.added.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, ["a1", "b2"]);
    assert_eq!(out.added[1].1.trim(), b.trim());
    assert!(out.errors.is_empty() && out.duplicates == 0);
}

#[test]
fn ids_are_checked() {
    assert!(valid_id("aZ0-_"));
    assert!(!valid_id(""));
    assert!(!valid_id("a b"));
    assert!(!valid_id(&"a".repeat(33)));
}
