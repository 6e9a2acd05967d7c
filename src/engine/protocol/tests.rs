//! The protocol's tests: every command and reply reads back as written (property tests on
//! random values), lines are spelled as ENGINE-PROTOCOL.md says, read leniently where it
//! allows, and bad lines say what is wrong.

use super::*;
use proptest::prelude::*;

/// A position and the moves of a random playout of `len` plies from the start.
fn playout(seed: u64, len: usize) -> (Position, Vec<Move>) {
    let mut rng = seed | 1;
    let mut pos = Position::start();
    let mut moves = Vec::new();
    for _ in 0..len {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let mv = legal[(rng % legal.len() as u64) as usize];
        moves.push(mv);
        pos = pos.play(mv).expect("a legal move");
    }
    (pos, moves)
}

fn game() -> impl Strategy<Value = (Position, Vec<Move>)> {
    (any::<u64>(), 0usize..40).prop_map(|(seed, len)| playout(seed, len))
}

fn a_move() -> impl Strategy<Value = Option<Move>> {
    (any::<u64>(), 1usize..30, any::<bool>())
        .prop_map(|(seed, len, some)| playout(seed, len).1.last().copied().filter(|_| some))
}

fn option() -> impl Strategy<Value = EngineOption> {
    prop_oneof![
        any::<bool>().prop_map(EngineOption::Repetition),
        proptest::option::of(1u32..=8).prop_map(EngineOption::Level),
        (1..=MAX_HASH_MIB).prop_map(EngineOption::Hash),
        any::<u64>().prop_map(EngineOption::Seed),
        (1..=crate::search::MAX_MULTIPV).prop_map(EngineOption::MultiPv),
        (1..=crate::search::MAX_THREADS).prop_map(EngineOption::Threads),
        (0..search::Features::NAMES.len(), any::<bool>())
            .prop_map(|(i, on)| EngineOption::Feature(search::Features::NAMES[i], on)),
    ]
}

fn command() -> impl Strategy<Value = Command> {
    let go = (
        proptest::option::of(1u32..),
        proptest::option::of(1u64..),
        proptest::option::of(1u64..),
        any::<bool>(),
        0usize..6,
    )
        .prop_map(|(depth, nodes, movetime, infinite, n)| Go {
            depth,
            nodes,
            movetime,
            infinite,
            searchmoves: playout(n as u64, n).1,
        });
    prop_oneof![
        Just(Command::IsReady),
        Just(Command::NewGame),
        Just(Command::Moves),
        Just(Command::D),
        Just(Command::Stop),
        Just(Command::Quit),
        (game(), any::<bool>(), 0usize..40).prop_map(|((pos, _), tcn, n)| {
            // The moves of a game from the start, or of one from `pos` (any list of
            // moves will do: legality is not the parser's business).
            let moves = playout(n as u64, n).1;
            let start = if tcn {
                Start::Tcn(pos)
            } else {
                Start::StartPos
            };
            Command::Position { start, moves }
        }),
        (0..=PERFT_DEPTH_LIMIT).prop_map(Command::Perft),
        go.prop_map(Command::Go),
        option().prop_map(Command::SetOption),
        proptest::option::of(1..=BENCH_DEPTH_LIMIT).prop_map(Command::Bench),
        (1..=puzzles::MAX_PLIES).prop_map(Command::Defend),
    ]
}

fn reply() -> impl Strategy<Value = Reply> {
    let score = prop_oneof![
        any::<i32>().prop_map(Score::Cp),
        any::<i32>().prop_map(Score::Win)
    ];
    let info = (
        proptest::option::of(any::<u32>()),
        proptest::option::of(any::<u32>()),
        proptest::option::of(score),
        proptest::option::of(any::<u64>()),
        proptest::option::of(any::<u64>()),
        proptest::option::of(any::<u64>()),
        game(),
    )
        .prop_map(|(depth, multipv, score, nodes, nps, time, (_, pv))| Info {
            depth,
            multipv,
            score,
            nodes,
            nps,
            time,
            pv,
        });
    let outcome = prop_oneof![
        Just(None),
        (any::<bool>(), 0..3usize).prop_map(|(white, r)| Some(Outcome::Win {
            winner: if white { Color::White } else { Color::Black },
            reason: [
                WinReason::ThreeCaptures,
                WinReason::CrownedTroika,
                WinReason::Resignation
            ][r],
        })),
        (0..3usize).prop_map(|r| Some(Outcome::Draw(
            [
                DrawReason::NoMoves,
                DrawReason::Repetition,
                DrawReason::Agreement
            ][r]
        ))),
    ];
    prop_oneof![
        Just(Reply::ReadyOk),
        a_move().prop_map(Reply::BestMove),
        info.prop_map(Reply::Info),
        (any::<u32>(), any::<u64>()).prop_map(|(depth, nodes)| Reply::Perft { depth, nodes }),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(nodes, nps, time)| Reply::Bench {
            nodes,
            nps,
            time
        }),
        a_move().prop_map(Reply::Defend),
        game().prop_map(|(_, moves)| Reply::Moves(moves)),
        game().prop_map(|(pos, _)| Reply::Tcn(pos)),
        outcome.prop_map(Reply::Result),
        "[a-z0-9'()-]{1,12}( [a-z0-9'()-]{1,12}){0,6}".prop_map(Reply::Error),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_command_reads_back_as_written(c in command()) {
        let line = c.to_string();
        prop_assert_eq!(line.parse::<Command>(), Ok(c), "{}", line);
    }

    #[test]
    fn every_reply_reads_back_as_written(r in reply()) {
        let line = r.to_string();
        prop_assert_eq!(line.parse::<Reply>(), Ok(r), "{}", line);
    }
}

#[test]
fn lines_are_written_as_the_protocol_spells_them() {
    let start = Position::start();
    let a6a7: Move = "a6-a7".parse().unwrap();
    let cases: Vec<(Command, &str)> = vec![
        (
            Command::Position {
                start: Start::Tcn(start),
                moves: vec![a6a7],
            },
            "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1 moves a6-a7",
        ),
        (
            Command::Position {
                start: Start::StartPos,
                moves: vec![],
            },
            "position startpos",
        ),
        (Command::Go(Go::default()), "go"),
        (
            Command::Go(Go {
                infinite: true,
                ..Go::default()
            }),
            "go infinite",
        ),
        (
            Command::Go(Go {
                depth: Some(3),
                nodes: Some(4),
                movetime: Some(5),
                infinite: false,
                searchmoves: vec![],
            }),
            "go depth 3 nodes 4 movetime 5",
        ),
        (
            Command::Go(Go {
                infinite: true,
                searchmoves: vec![a6a7, "h3-h4".parse().unwrap()],
                ..Go::default()
            }),
            "go infinite searchmoves a6-a7 h3-h4",
        ),
        (
            Command::SetOption(EngineOption::Level(None)),
            "setoption name level value none",
        ),
        (
            Command::SetOption(EngineOption::Repetition(false)),
            "setoption name repetition value off",
        ),
        (Command::Defend(3), "defend 3"),
        (Command::Bench(None), "bench"),
    ];
    for (c, line) in cases {
        assert_eq!(c.to_string(), line);
        assert_eq!(line.parse::<Command>(), Ok(c));
    }
    let info = Info {
        depth: Some(6),
        score: Some(Score::Cp(12)),
        nodes: Some(183_022),
        nps: Some(915_110),
        time: Some(200),
        pv: vec![a6a7],
        ..Info::default()
    };
    assert_eq!(
        Reply::Info(info).to_string(),
        "info depth 6 score cp 12 nodes 183022 nps 915110 time 200 pv a6-a7"
    );
    assert_eq!(Reply::BestMove(None).to_string(), "bestmove none");
    assert_eq!(Reply::Moves(vec![]).to_string(), "moves");
    assert_eq!(Reply::Result(None).to_string(), "result * none");
}

#[test]
fn lines_are_read_leniently_where_the_protocol_allows() {
    // Option names and values in any case; repeated go limits count with the last.
    assert_eq!(
        "setoption name LEVEL value Off".parse::<Command>(),
        Ok(Command::SetOption(EngineOption::Level(None)))
    );
    assert_eq!(
        "  go depth 3\tdepth 5 ".parse::<Command>(),
        Ok(Command::Go(Go {
            depth: Some(5),
            ..Go::default()
        }))
    );
    assert_eq!(
        "position startpos moves".parse::<Command>(),
        Ok(Command::Position {
            start: Start::StartPos,
            moves: vec![]
        })
    );
    assert_eq!(
        "bestmove A6-A7".parse::<Reply>(),
        Ok(Reply::BestMove(Some("a6-a7".parse().unwrap())))
    );
    assert_eq!(
        "error  two  spaces".parse::<Reply>(),
        Ok(Reply::Error("two  spaces".into()))
    );
}

#[test]
fn bad_lines_say_what_is_wrong() {
    let err = |l: &str| l.parse::<Command>().unwrap_err().to_string();
    assert_eq!(
        err("go sideways 3"),
        "go takes depth, nodes, movetime, infinite or searchmoves, not 'sideways'"
    );
    assert_eq!(err("go depth"), "go: 'depth' needs a value");
    assert_eq!(err("go searchmoves"), "go: 'searchmoves' needs a value");
    assert_eq!(
        err("go searchmoves a6-a7 z9"),
        format!("go searchmoves: {}", "z9".parse::<Move>().unwrap_err())
    );
    assert_eq!(err("d now"), "'d' takes no arguments");
    assert_eq!(
        err("setoption name Hash value 0"),
        "hash takes a size in MiB from 1 to 4096, not '0'"
    );
    assert_eq!(
        err(&format!("foo{}", "x".repeat(50))),
        format!("unknown command 'foo{}'", "x".repeat(37))
    );
    assert_eq!("".parse::<Command>(), Err(ParseCommandError::Empty));
    for l in [
        "",
        "bestmove",
        "bestmove a6-a7 ponder a5-b4",
        "info depth x",
        "info depth 3 score mate 2",
        "info seldepth 4",
        "perft 3",
        "bench nodes 1 nps 2",
        "result 1-0 repetition",
        "result * three-captures",
        "tcn 8/8 w - 1",
        "moves zz",
        "readyok now",
        "uciok",
    ] {
        assert!(l.parse::<Reply>().is_err(), "{l}");
    }
}

#[test]
fn the_engines_own_lines_read_back_as_written() {
    let mut e = super::super::Engine::new();
    let mut seen = 0;
    for line in [
        "isready",
        "position startpos moves a6-a7 a5-b4",
        "moves",
        "d",
        "go depth 3",
        "perft 2",
        "defend 1",
        "bench 1",
        "setoption name level value 2",
        "go nodes 300",
        "position tcn bbbbbbbb/8/8/8/8/W7/W7/WwwwwwwW b - 9",
        "d",
        "moves",
        "go",
        "garbage",
        "perft 65",
    ] {
        for reply in e.handle(line).0 {
            let read: Reply = reply.parse().unwrap_or_else(|e| panic!("{reply}: {e}"));
            assert_eq!(read.to_string(), reply);
            seen += 1;
        }
    }
    assert!(seen > 15, "{seen}");
}

#[test]
fn answers_are_found_among_lines() {
    let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let perft = |r| match r {
        Reply::Perft { nodes, .. } => Some(nodes),
        _ => None,
    };
    assert_eq!(
        Reply::first_answer(&lines(&["readyok", "garbage", "perft 2 1028"]), perft),
        Some(Ok(1028))
    );
    assert_eq!(
        Reply::first_answer(&lines(&["error no", "perft 2 1028"]), perft),
        Some(Err("no".into()))
    );
    assert_eq!(Reply::first_answer(&lines(&["readyok"]), perft), None);
}
