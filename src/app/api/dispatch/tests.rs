//! Each call read from its arguments: what it waits for, sends and answers, and the
//! arguments it refuses (the words the script hears).

use super::*;
use crate::app::export::{Deliver, ExportInput, Format};

fn text(t: &str) -> Given {
    Given::Text(t.into())
}

fn number(n: f64) -> Given {
    Given::Number(n, format!("{n}"))
}

fn object(pairs: &[(&str, Given)]) -> Given {
    Given::Object(
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect(),
    )
}

fn read_one(name: &str, a: Given) -> Call {
    let state = State::new(false, 1);
    read(name, [a, Given::Absent], &state, 7).expect(name)
}

/// The words of the refusal a call answers or rejects with.
fn refusal(call: &Call) -> String {
    match (&call.sent, &call.answer) {
        (Err(e), _) => e.to_string(),
        (_, Then::Is(Err(e))) => e.clone(),
        _ => String::new(),
    }
}

#[test]
fn every_call_is_named_once_and_answers_at_once_or_later() {
    let state = State::new(false, 1);
    let all: Vec<&str> = names().collect();
    assert_eq!(all.len(), 49);
    for name in &all {
        assert_eq!(all.iter().filter(|n| *n == name).count(), 1, "{name}");
        let call = read(name, [Given::Absent, Given::Absent], &state, 1).expect(name);
        assert_eq!(call.later, later(name), "{name}");
    }
    assert!(read("nothing", [Given::Absent, Given::Absent], &state, 1).is_none());
    for name in [
        "perft",
        "recentGames",
        "myMistakes",
        "startMyMistakes",
        "exportImage",
        "openPuzzle",
        "puzzleHistory",
    ] {
        assert!(later(name), "{name}");
    }
    for name in ["state", "newGame", "play", "stopPerft", "lessons"] {
        assert!(!later(name), "{name}");
    }
}

#[test]
fn objects_are_read_by_their_fields() {
    let o = object(&[
        ("white", text("person")),
        ("names", object(&[("black", text("B"))])),
    ]);
    assert_eq!(o.field("white"), &text("person"));
    assert_eq!(o.field("black"), &Given::Absent);
    assert_eq!(text("x").field("white"), &Given::Absent);
    assert_eq!(
        o.field("names").pair("white", "black"),
        Ok(Some([Given::Absent, text("B")]))
    );
    assert_eq!(Given::Absent.pair("a", "b"), Ok(None));
    assert_eq!(text("x").pair("a", "b"), Err(()));
}

#[test]
fn a_new_game_is_read_from_its_object() {
    let ok = object(&[
        ("white", text("person")),
        ("black", number(3.0)),
        ("clock", object(&[("minutes", number(5.0))])),
    ]);
    let call = read_one("newGame", ok);
    assert!(call.sent.is_ok());
    assert!(matches!(call.send.front(), Some(Command::StartGame(s)) if s.clock.is_some()));
    let bad = read_one(
        "newGame",
        object(&[
            ("white", text("person")),
            ("black", text("person")),
            ("names", text("x")),
        ]),
    );
    assert!(bad.send.is_empty());
    assert!(refusal(&bad).contains("names"), "{}", refusal(&bad));
    assert!(refusal(&read_one("newGame", Given::Absent)).contains("white and black"));
}

#[test]
fn a_friend_game_wants_an_object() {
    let call = read_one("startFriendGame", object(&[("color", text("white"))]));
    assert!(matches!(call.answer, Then::Started) && call.send.len() == 1);
    let refused = read_one("startFriendGame", text("white"));
    assert!(
        refusal(&refused).contains("{ color, name }"),
        "{}",
        refusal(&refused)
    );
    let refused = read_one("startFriendGame", object(&[("color", text("red"))]));
    assert!(refusal(&refused).contains("color"));
}

#[test]
fn settings_are_all_checked_before_any_is_sent() {
    let both = read_one(
        "setSettings",
        object(&[("theme", text("dark")), ("language", text("pl"))]),
    );
    assert!(matches!(
        both.send.iter().collect::<Vec<_>>()[..],
        [Command::SetDisplay(_), Command::SetLanguage(_)]
    ));
    let bad = read_one(
        "setSettings",
        object(&[("theme", text("dark")), ("language", text("xx"))]),
    );
    assert!(bad.send.is_empty() && bad.sent.is_err());
    assert_eq!(read_one("setSettings", Given::Absent).send.len(), 1);
}

#[test]
fn the_archives_calls_wait_for_the_database() {
    let open = read_one("openRecent", text("g1"));
    assert_eq!((open.first, open.then), (Gate::Open, Gate::Idle));
    assert!(matches!(open.send.front(), Some(Command::OpenKept(id)) if id == "g1"));
    // A bad id still waits, then answers why.
    let bad = read_one("deleteGame", number(1.0));
    assert_eq!(
        (bad.first, bad.then, bad.send.len()),
        (Gate::Open, Gate::Idle, 0)
    );
    assert!(!refusal(&bad).is_empty());
    let listed = read_one("recentGames", object(&[("kind", text("computer"))]));
    assert_eq!(listed.first, Gate::Idle);
    assert!(matches!(&listed.answer, Then::Recent(f) if f.kind.is_some()));
    for bad in [
        text("white"),
        object(&[("result", text("won"))]),
        object(&[("search", number(1.0))]),
    ] {
        let call = read_one("recentGames", bad.clone());
        assert!(matches!(call.answer, Then::Is(Err(_))), "{bad:?} rejects");
        assert_eq!(call.first, Gate::Now, "at once");
    }
    let import = read_one("importGames", number(3.0));
    assert_eq!(
        refusal(&import),
        "importGames takes the text of a .tcg file"
    );
    assert_eq!(import.first, Gate::Open);
    let import = read_one("importGames", text(""));
    assert_eq!(
        (import.first, import.then, import.send.len()),
        (Gate::Open, Gate::Idle, 1)
    );
}

#[test]
fn counts_pictures_and_puzzles_are_told() {
    let perft = read_one("perft", number(2.0));
    assert!(matches!(&perft.count, Count::Ask(c) if c.len() == 2));
    assert_eq!(perft.then, Gate::Told);
    let deep = read_one("perft", number(9.0));
    assert!(refusal(&deep).contains("7"), "{}", refusal(&deep));
    assert!(matches!(
        read_one("stopPerft", Given::Absent).count,
        Count::Stop
    ));
    let png = read_one("exportImage", object(&[("format", text("png"))]));
    assert!(matches!(
        png.send.front(),
        Some(Command::Export(ExportInput::Start {
            format: Format::Png,
            deliver: Deliver::Api(7),
            ..
        }))
    ));
    let bad = read_one("exportImage", object(&[("format", text("jpg"))]));
    assert!(refusal(&bad).contains("format"));
    let puzzle = read_one("openPuzzle", text("44a0079c"));
    assert!(matches!(
        puzzle.send.front(),
        Some(Command::OpenPuzzle(Wanted::Id(_), 7))
    ));
    assert!(read_one("openPuzzle", Given::Absent).sent.is_err());
}

#[test]
fn replies_say_ok_or_why_not() {
    let ApiValue::Reply(ok) = reply::<PageError>(&Ok(())) else {
        panic!("a reply");
    };
    assert!(ok.ok && ok.error.is_none());
    let ApiValue::Reply(no) = reply(&Err("no")) else {
        panic!("a reply");
    };
    assert_eq!((no.ok, no.error.as_deref()), (false, Some("no")));
    // A refusal answers with its words, whatever was asked.
    let state = State::new(false, 1);
    let refused = answer(Then::Started, &state, Err(PageError::Busy), 0.0);
    assert!(matches!(
        refused,
        Ok(ApiValue::Reply(Reply { ok: false, .. }))
    ));
}

#[test]
fn a_choice_of_puzzles_is_read_and_checked() {
    let obj = |pairs: &[(&str, Given)]| {
        Given::Object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    };
    let n = |v: f64| Given::Number(v, v.to_string());
    let good = obj(&[
        ("theme", Given::Text("double-jump".into())),
        ("min", n(1200.0)),
        ("max", n(1599.0)),
    ]);
    let call = read_one("setPuzzleChoice", good.clone());
    assert!(call.sent.is_ok());
    assert!(matches!(call.answer, Then::Reply));
    assert!(matches!(
        read_one("puzzles", good).answer,
        Then::Puzzles(c) if c.min == Some(1200) && c.max == Some(1599)
    ));
    assert!(
        matches!(read_one("puzzles", Given::Absent).answer, Then::Puzzles(c) if c == Default::default())
    );
    for (bad, says) in [
        (
            obj(&[("theme", Given::Text("nope".into()))]),
            "There is no puzzle theme \"nope\".",
        ),
        (
            obj(&[("min", n(1600.0)), ("max", n(1500.0))]),
            "The lowest rating, 1,600, is above the highest, 1,500.",
        ),
        (
            obj(&[("min", n(12.5))]),
            "setPuzzleChoice: min and max are whole ratings from 0 to 10000",
        ),
        (
            Given::Text("x".into()),
            "setPuzzleChoice: the argument is { theme, min, max }",
        ),
    ] {
        let call = read_one("setPuzzleChoice", bad.clone());
        assert_eq!(refusal(&call), says);
        assert!(call.send.is_empty(), "nothing is sent");
        let call = read_one("puzzles", bad);
        assert!(call.later && refusal(&call).ends_with(says.split(": ").last().unwrap()));
    }
    let state = State::new(false, 1);
    let Some(call) = read("puzzleThemes", [Given::Absent, Given::Absent], &state, 1) else {
        panic!("puzzleThemes")
    };
    assert!(matches!(call.answer, Then::Is(Ok(ApiValue::Themes(t))) if t.len() == 11));
}
