//! The engine protocol (ENGINE-PROTOCOL.md), driven in-process through `Engine::handle`
//! and through the built binary over a pipe; and the `perft` subcommand.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use three_crowns::engine::{Engine, Flow};
use three_crowns::to_tcn;

const BIN: &str = env!("CARGO_BIN_EXE_three-crowns");

const START: &str = "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1";

/// The shuffle that brings the start position back after 4 and 8 plies (the third
/// occurrence: a draw by repetition).
const SHUFFLE: &str = "a6-a7 a5-b4 a7-a6 b4-a5 a6-a7 a5-b4 a7-a6 b4-a5";

fn send(e: &mut Engine, line: &str) -> Vec<String> {
    let (reply, flow) = e.handle(line);
    assert_eq!(flow, Flow::Continue, "{line:?}");
    reply
}

fn d(e: &mut Engine) -> Vec<String> {
    let reply = send(e, "d");
    assert_eq!(reply.len(), 2, "{reply:?}");
    reply
}

fn sorted_moves_line(line: &str) -> Vec<String> {
    let mut tokens = line.split(' ');
    assert_eq!(tokens.next(), Some("moves"), "{line}");
    let mut v: Vec<String> = tokens.map(str::to_string).collect();
    v.sort();
    v
}

/// Runs the binary with `args`, feeding `input` on stdin.
fn run(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the binary");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write stdin");
    child.wait_with_output().expect("binary output")
}

fn stdout_lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone())
        .expect("UTF-8 output")
        .lines()
        .map(str::to_string)
        .collect()
}

// ---------------------------------------------------------------------------------------
// In-process
// ---------------------------------------------------------------------------------------

#[test]
fn isready_and_blank_lines() {
    let mut e = Engine::new();
    assert_eq!(send(&mut e, "isready"), ["readyok"]);
    assert_eq!(send(&mut e, ""), Vec::<String>::new());
    assert_eq!(send(&mut e, "   \t "), Vec::<String>::new());
    assert_eq!(send(&mut e, "  isready  "), ["readyok"]);
    assert_eq!(e.handle("quit"), (Vec::new(), Flow::Quit));
}

#[test]
fn position_perft_and_d() {
    let mut e = Engine::new();
    assert_eq!(d(&mut e), [format!("tcn {START}"), "result * none".into()]);
    assert_eq!(send(&mut e, "position startpos"), Vec::<String>::new());
    assert_eq!(send(&mut e, "perft 1"), ["perft 1 32"]);
    assert_eq!(send(&mut e, "perft 3"), ["perft 3 5634"]);
    assert_eq!(send(&mut e, "perft 0"), ["perft 0 1"]);
    // The protocol's example.
    assert!(send(&mut e, "position startpos moves a6-a7").is_empty());
    assert_eq!(
        d(&mut e),
        [
            "tcn bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1",
            "result * none"
        ]
    );
    assert_eq!(send(&mut e, "perft 1"), ["perft 1 32"]);
    // A given position, with and without move number, then moves.
    assert!(send(
        &mut e,
        "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - moves a6-a7 a5-b4"
    )
    .is_empty());
    assert_eq!(
        d(&mut e)[0],
        "tcn bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2"
    );
    assert!(send(
        &mut e,
        "position tcn 6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5"
    )
    .is_empty());
    assert_eq!(
        d(&mut e)[0],
        "tcn 6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5"
    );
    assert_eq!(send(&mut e, "perft 1"), ["perft 1 32"]);
    // newgame: back to the start.
    assert!(send(&mut e, "newgame").is_empty());
    assert_eq!(d(&mut e)[0], format!("tcn {START}"));
}

#[test]
fn moves_lists_every_legal_move_once() {
    let mut e = Engine::new();
    send(&mut e, "position startpos moves a6-a7");
    let reply = send(&mut e, "moves");
    assert_eq!(reply.len(), 1);
    let got = sorted_moves_line(&reply[0]);
    // Black's 32 replies, counted by hand: a8 1, c8 4, f8 4, h8 2, a5 4, h5 3, a3 4, h3 4,
    // b1 3, g1 3.
    let mut expected: Vec<String> = [
        "a8-b7", "c8-b7", "c8-c7", "c8-d7", "c8-d8", "f8-e7", "f8-e8", "f8-f7", "f8-g7", "h8-g7",
        "h8-h7", "a5-a6", "a5-b4", "a5-b5", "a5-b6", "h5-g4", "h5-g5", "h5-g6", "a3-a2", "a3-b2",
        "a3-b3", "a3-b4", "h3-g2", "h3-g3", "h3-g4", "h3-h2", "b1-a2", "b1-b2", "b1-c2", "g1-f2",
        "g1-g2", "g1-h2",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    expected.sort();
    assert_eq!(got, expected);
    // Jumps are listed in jump notation.
    send(
        &mut e,
        "position tcn 6bb/8/8/3B4/1wB1B3/2BbB3/8/wwwwwww1 w - 5",
    );
    let got = sorted_moves_line(&send(&mut e, "moves")[0]);
    let jumps: Vec<&String> = got.iter().filter(|m| m.contains('x')).collect();
    assert_eq!(
        jumps,
        ["b4xd2xf4", "b4xd4xb2", "b4xd4xd6", "b4xd4xf2", "b4xd4xf4"]
    );
    assert_eq!(got.len(), 32);
    // No moves: the bare word.
    send(
        &mut e,
        "position tcn bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10",
    );
    assert_eq!(send(&mut e, "moves"), ["moves"]);
}

#[test]
fn d_reports_finished_games() {
    let mut e = Engine::new();
    let cases = [
        (
            "position tcn bbbbbbbb/8/8/8/2WW4/4W3/8/wwwww3 w - 5 moves e3-e4",
            "tcn bbbbbbbb/8/8/8/2WWW3/8/8/wwwww3 b - 5",
            "result 1-0 crowned-troika",
        ),
        (
            "position tcn 3bbbbb/8/2B5/3B4/8/5B2/8/wwwwwwww b - 5 moves f3-e4",
            "tcn 3bbbbb/8/2B5/3B4/4B3/8/8/wwwwwwww w - 6",
            "result 0-1 crowned-troika",
        ),
        (
            "position tcn 2bbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5 moves c3xe5xg3",
            "tcn 2bbbbbb/8/8/8/3b4/6W1/8/wwwwwww1 b - 5",
            "result 1-0 three-captures",
        ),
        (
            "position tcn wwwwww2/8/2B5/3w1w2/8/8/8/1bbbbbbb b - 5 moves c6xe4xg6",
            "tcn wwwwww2/8/6B1/3w4/8/8/8/1bbbbbbb w - 6",
            "result 0-1 three-captures",
        ),
        (
            "position tcn bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10",
            "tcn bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10",
            "result 1/2-1/2 no-moves",
        ),
        (
            &format!("position startpos moves {SHUFFLE}"),
            "tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 5",
            "result 1/2-1/2 repetition",
        ),
    ];
    for (cmd, tcn, result) in cases {
        assert!(send(&mut e, cmd).is_empty(), "{cmd}");
        assert_eq!(d(&mut e), [tcn, result], "{cmd}");
        assert_eq!(send(&mut e, "moves"), ["moves"], "{cmd}");
        if result.ends_with("repetition") {
            // A list of moves is replayed without the repetition rule, then the rule is
            // set (as links and records are, tests/replay.rs): moves past a third
            // repetition load, and the game goes on.
            assert!(send(&mut e, &format!("{cmd} h6-h7")).is_empty(), "{cmd}");
            assert_eq!(d(&mut e)[1], "result * none", "{cmd}");
            continue;
        }
        // A move after the end is illegal.
        let more = format!("{cmd} a1-a2");
        let reply = send(&mut e, &more);
        assert_eq!(reply.len(), 1);
        assert!(reply[0].starts_with("error "), "{reply:?}");
        assert_eq!(d(&mut e), [tcn, result], "{cmd}");
    }
}

#[test]
fn repetition_option_switches_the_draw_off_and_on() {
    let mut e = Engine::new();
    let cmd = format!("position startpos moves {SHUFFLE}");
    send(&mut e, &cmd);
    assert_eq!(d(&mut e)[1], "result 1/2-1/2 repetition");
    assert!(send(&mut e, "setoption name repetition value off").is_empty());
    assert_eq!(d(&mut e)[1], "result * none");
    assert_eq!(sorted_moves_line(&send(&mut e, "moves")[0]).len(), 32);
    // Off, the shuffle can go on past the third occurrence.
    assert!(send(&mut e, &format!("{cmd} a6-a7")).is_empty());
    assert_eq!(d(&mut e)[1], "result * none");
    // The option holds for new positions and new games until switched back on.
    assert!(send(&mut e, "newgame").is_empty());
    send(&mut e, &cmd);
    assert_eq!(d(&mut e)[1], "result * none");
    assert!(send(&mut e, "setoption name repetition value on").is_empty());
    assert_eq!(d(&mut e)[1], "result 1/2-1/2 repetition");
    // Names and values are case-insensitive, as in UCI.
    assert!(send(&mut e, "setoption name Repetition value OFF").is_empty());
    assert_eq!(d(&mut e)[1], "result * none");
    assert!(send(&mut e, "setoption name REPETITION value On").is_empty());
    assert_eq!(d(&mut e)[1], "result 1/2-1/2 repetition");
    // With the rule on, a move list that goes past the third occurrence loads (replayed
    // without the rule, then the rule set, as links and records are): the game goes on
    // from a new position.
    assert!(send(&mut e, &format!("{cmd} h6-h7")).is_empty());
    assert_eq!(d(&mut e)[1], "result * none");
}

/// Lines that must each be answered with exactly one `error …` line and change nothing.
const BAD_LINES: &[&str] = &[
    "garbage",
    "xyzzy 1 2",
    "D",
    "position",
    "position foo",
    "position startpos foo",
    "position startpos moves zz",
    "position startpos moves a6-a8",
    "position startpos moves a6-a7 h6-g7",
    "position startpos moves a6-a7 a5-b4 h6-g7",
    "position startpos moves a6-a7 a5-b4 a7-b7 a5-a4",
    "position tcn",
    "position tcn 8/8 w - 1",
    "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw x - 1",
    "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw b a8 1",
    "position tcn WWWwwwww/8/8/8/8/8/8/BBBbbbbb w - 1",
    "position tcn wwwwwwww/www5/8/8/8/8/8/bbbbbbbb w - 1",
    "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 0",
    "perft",
    "perft x",
    "perft -1",
    "perft 65",
    "stop now",
    "perft 1 2",
    "perft 99999999999999999999",
    "setoption",
    "setoption name repetition",
    "setoption name repetition value maybe",
    "setoption name nosuchoption value 1",
    "setoption name repetition value off extra",
    "isready now",
    "d please",
    "moves all",
    "newgame 2",
    "quit later",
    "go depth",
    "go depth 0",
    "go depth x",
    "go nodes -5",
    "go movetime",
    "go sideways 3",
    "setoption name level value 9",
    "setoption name level value 0.5",
    "setoption name hash value 0",
    "setoption name hash value lots",
    "setoption name seed value -1",
    "setoption name lmr value maybe",
    "setoption name nullmove value 1",
    "bench 0",
    "bench 1 2",
];

#[test]
fn every_bad_line_gets_one_error_and_changes_nothing() {
    let mut e = Engine::new();
    send(&mut e, "position startpos moves a6-a7 a5-b4");
    let before = d(&mut e);
    assert_eq!(before[0], "tcn bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2");
    let moves_before = send(&mut e, "moves");
    for line in BAD_LINES {
        let reply = send(&mut e, line);
        assert_eq!(reply.len(), 1, "{line:?}: {reply:?}");
        assert!(reply[0].starts_with("error "), "{line:?}: {reply:?}");
        assert!(reply[0].len() > "error ".len(), "{line:?}");
        assert!(!reply[0].contains('\n'), "{line:?}");
        assert_eq!(d(&mut e), before, "{line:?}");
        assert_eq!(send(&mut e, "moves"), moves_before, "{line:?}");
    }
    // The repetition option was not changed by the bad setoption lines.
    send(&mut e, &format!("position startpos moves {SHUFFLE}"));
    assert_eq!(d(&mut e)[1], "result 1/2-1/2 repetition");
}

#[test]
fn error_messages_name_the_problem() {
    let mut e = Engine::new();
    let reply = send(&mut e, "position startpos moves a6-a7 a5-b4 h6-g7");
    assert!(
        reply[0].contains("h6-g7") && reply[0].contains("second-turn rule"),
        "{reply:?}"
    );
    let reply = send(&mut e, "position tcn 8/8 w - 1");
    assert!(reply[0].contains("2 rank"), "{reply:?}");
    let reply = send(&mut e, "perft 65");
    assert!(reply[0].contains("65"), "{reply:?}");
}

fn bestmove_of(reply: &[String]) -> String {
    let last = reply.last().expect("a reply");
    let mv = last.strip_prefix("bestmove ").expect("bestmove last");
    for l in &reply[..reply.len() - 1] {
        assert!(l.starts_with("info depth "), "{l}");
        assert!(
            l.contains(" score ") && l.contains(" nodes ") && l.contains(" pv "),
            "{l}"
        );
    }
    mv.to_string()
}

#[test]
fn go_answers_a_legal_bestmove_and_none_when_over() {
    let mut e = Engine::new();
    send(&mut e, "position startpos moves a6-a7");
    let legal = sorted_moves_line(&send(&mut e, "moves")[0]);
    for go in [
        "go depth 3",
        "go nodes 3000",
        "go movetime 50",
        "go depth 2 nodes 100000",
    ] {
        let mv = bestmove_of(&send(&mut e, go));
        assert!(legal.contains(&mv), "{go}: {mv}");
    }
    // A win in one is found and reported as one.
    send(
        &mut e,
        "position tcn 2bbbbbb/8/8/8/3b1b2/2W5/8/wwwwwww1 w - 5",
    );
    let reply = send(&mut e, "go depth 4");
    assert_eq!(bestmove_of(&reply), "c3xe5xg3");
    assert!(
        reply.iter().any(|l| l.contains("score win 1 ")),
        "{reply:?}"
    );
    // Finished games: no move.
    for cmd in [
        "position tcn bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10",
        "position tcn bbbbbbbb/8/8/8/2WW4/4W3/8/wwwww3 w - 5 moves e3-e4",
        &format!("position startpos moves {SHUFFLE}"),
    ] {
        send(&mut e, cmd);
        assert_eq!(send(&mut e, "go depth 3"), ["bestmove none"], "{cmd}");
    }
    // With the repetition rule off, the shuffle's end is not over.
    send(&mut e, "setoption name repetition value off");
    assert_ne!(send(&mut e, "go depth 2").last().unwrap(), "bestmove none");
}

#[test]
fn go_is_reproducible_and_levels_choose_legal_moves() {
    let strip = |reply: Vec<String>| -> Vec<String> {
        reply
            .into_iter()
            .map(|l| {
                // Drop the timing fields.
                let t: Vec<&str> = l.split(' ').collect();
                let mut out = Vec::new();
                let mut i = 0;
                while i < t.len() {
                    if t[i] == "nps" || t[i] == "time" {
                        i += 2;
                    } else {
                        out.push(t[i]);
                        i += 1;
                    }
                }
                out.join(" ")
            })
            .collect()
    };
    for go in ["go depth 5", "go nodes 20000"] {
        let mut a = Engine::new();
        let mut b = Engine::new();
        let pos = "position tcn w1b5/3b3W/wb2B3/b2w1b1w/w6w/b1ww4/b5b1/6bw b - 24";
        send(&mut a, pos);
        send(&mut b, pos);
        // Which info lines are sent depends on time (at most ten a second); the last one
        // (the deepest iteration) and the move do not.
        let ra = strip(send(&mut a, go));
        let rb = strip(send(&mut b, go));
        assert!(ra.len() >= 2, "{ra:?}");
        assert_eq!(ra[ra.len() - 2..], rb[rb.len() - 2..], "{go}");
        // After newgame the same search gives the same again.
        send(&mut a, "newgame");
        send(&mut a, pos);
        assert_eq!(bestmove_of(&ra), bestmove_of(&strip(send(&mut a, go))));
    }
    let mut e = Engine::new();
    send(&mut e, "position startpos moves a6-a7 a5-b4");
    let legal = sorted_moves_line(&send(&mut e, "moves")[0]);
    for level in 1..=6 {
        assert!(send(&mut e, &format!("setoption name level value {level}")).is_empty());
        let mv = bestmove_of(&send(&mut e, "go nodes 5000"));
        assert!(legal.contains(&mv), "level {level}: {mv}");
    }
    assert!(send(&mut e, "setoption name level value none").is_empty());
    assert!(send(&mut e, "setoption name hash value 1").is_empty());
    assert!(send(&mut e, "setoption name seed value 7").is_empty());
    let mv = bestmove_of(&send(&mut e, "go depth 2"));
    assert!(legal.contains(&mv));
}

#[test]
fn engine_never_panics_on_garbage_lines() {
    let mut e = Engine::new();
    let words = [
        "position",
        "startpos",
        "tcn",
        "moves",
        "perft",
        "d",
        "isready",
        "setoption",
        "name",
        "value",
        "repetition",
        "off",
        "on",
        "a6-a7",
        "a5-b4",
        "x",
        "8/8",
        "w",
        "b",
        "-",
        "1",
        "99999999999",
        "\u{fffd}",
        "newgame",
        "",
    ];
    let (mut refused, mut accepted) = (0u64, 0u64);
    for a in words {
        for b in words {
            for c in words {
                let line = format!("{a} {b} {c}");
                if a == "perft" {
                    // Keep perft cheap: depth at most 1 here.
                    if b.parse::<u32>().is_ok_and(|d| d > 1) {
                        continue;
                    }
                }
                let before = (to_tcn(e.game().position()), e.game().ply());
                let (reply, flow) = e.handle(&line);
                assert_eq!(flow, Flow::Continue);
                for r in &reply {
                    assert!(!r.is_empty());
                }
                // A refused line gets exactly one error line and leaves the game as it was.
                if reply.iter().any(|r| r.starts_with("error ")) {
                    assert_eq!(reply.len(), 1, "{line:?} -> {reply:?}");
                    let after = (to_tcn(e.game().position()), e.game().ply());
                    assert_eq!(after, before, "{line:?} was refused but changed the game");
                    refused += 1;
                } else {
                    accepted += 1;
                }
            }
        }
    }
    // The garbage reaches both answers: some lines are refused, some are taken.
    assert!(
        refused > 0 && accepted > 0,
        "refused {refused}, accepted {accepted}"
    );
}

// ---------------------------------------------------------------------------------------
// The binary over a pipe
// ---------------------------------------------------------------------------------------

/// Generous guard against a hung engine: no answer may take this long.
const HANG_GUARD: Duration = Duration::from_secs(10);

/// A middle game with Crowned pieces and jumps where deep perfts run for minutes or more.
const BUSY_MIDDLE: &str = "w1b5/3b3W/wb2B3/b2w1b1w/w6w/b1ww4/b5b1/6bw b - 24";

/// The engine as a child process spoken to line by line, for tests that must see answers
/// while input is still open.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(BIN)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the engine");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Session {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        stdin
            .write_all(text.as_bytes())
            .expect("write to the engine");
        stdin.write_all(b"\n").expect("write to the engine");
        stdin.flush().expect("flush");
    }

    /// The next answer line; fails the test if none comes within the hang guard.
    fn expect_line(&self) -> String {
        self.lines
            .recv_timeout(HANG_GUARD)
            .expect("an answer from the engine")
    }

    /// The remaining output lines after the engine exits.
    fn rest(&self) -> Vec<String> {
        self.lines.try_iter().collect()
    }

    /// Closes the input (unless `keep_input`) and waits for the exit, within the guard.
    fn wait(&mut self, keep_input: bool) -> ExitStatus {
        if !keep_input {
            self.stdin.take();
        }
        let t0 = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for the engine") {
                return status;
            }
            assert!(t0.elapsed() < HANG_GUARD, "the engine did not exit");
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn binary_perft_5_from_the_start() {
    let mut s = Session::start();
    s.send("position startpos");
    s.send("perft 5");
    assert_eq!(s.expect_line(), "perft 5 6565190");
    s.send("quit");
    assert_eq!(s.wait(true).code(), Some(0));
}

#[test]
fn binary_busy_with_a_deep_perft_answers_isready_and_quits() {
    // The exact input that used to block the engine for minutes.
    let mut s = Session::start();
    s.send(&format!("position tcn {BUSY_MIDDLE}"));
    s.send("perft 7");
    s.send("isready");
    assert_eq!(s.expect_line(), "readyok");
    s.send("quit");
    assert_eq!(s.wait(true).code(), Some(0));
    // The stopped perft may say so; it prints no count.
    for line in s.rest() {
        assert!(line.starts_with("error perft 7 stopped"), "{line}");
    }
}

#[test]
fn binary_stop_ends_a_long_perft_and_other_commands_are_refused_meanwhile() {
    let mut s = Session::start();
    s.send(&format!("position tcn {BUSY_MIDDLE}"));
    s.send("perft 9");
    // While it runs: every other command gets one error and changes nothing.
    for line in [
        "d",
        "position startpos",
        "perft 1",
        "setoption name repetition value off",
        "garbage",
        "isready now",
    ] {
        s.send(line);
        let answer = s.expect_line();
        assert!(answer.starts_with("error "), "{line}: {answer}");
        if line != "isready now" {
            assert!(answer.contains("busy"), "{line}: {answer}");
        }
    }
    s.send("");
    s.send("isready");
    assert_eq!(s.expect_line(), "readyok");
    s.send("stop");
    let stopped = s.expect_line();
    assert!(stopped.starts_with("error perft 9 stopped"), "{stopped}");
    // Free again, on the same position.
    s.send("d");
    assert_eq!(s.expect_line(), format!("tcn {BUSY_MIDDLE}"));
    assert_eq!(s.expect_line(), "result * none");
    s.send("stop");
    s.send("isready");
    assert_eq!(s.expect_line(), "readyok");
    s.send("quit");
    assert_eq!(s.wait(true).code(), Some(0));
    assert!(s.rest().is_empty());
}

#[test]
fn binary_end_of_input_stops_long_work_and_exits() {
    let mut s = Session::start();
    s.send(&format!("position tcn {BUSY_MIDDLE}"));
    s.send("perft 9");
    s.send("isready");
    assert_eq!(s.expect_line(), "readyok");
    assert_eq!(s.wait(false).code(), Some(0));
}

/// The answer lines up to the next one that is not `info …`, which is returned.
fn past_info(s: &Session) -> String {
    let mut line = s.expect_line();
    while line.starts_with("info ") {
        line = s.expect_line();
    }
    line
}

#[test]
fn binary_search_with_threads_and_lines_stops_and_threads_change_between_searches() {
    let mut s = Session::start();
    s.send("setoption name threads value 3");
    s.send("setoption name multipv value 3");
    s.send(&format!("position tcn {BUSY_MIDDLE}"));
    s.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    s.send("stop");
    let line = past_info(&s);
    assert!(
        line.starts_with("bestmove ") && line != "bestmove none",
        "{line}"
    );
    for threads in [1, 2] {
        s.send(&format!("setoption name threads value {threads}"));
        s.send("go depth 5");
        assert!(past_info(&s).starts_with("bestmove "), "{threads} threads");
    }
    s.send("go movetime 200");
    assert!(past_info(&s).starts_with("bestmove "));
    s.send("isready");
    assert_eq!(s.expect_line(), "readyok");
    assert_eq!(s.wait(false).code(), Some(0));
}

#[test]
fn binary_search_can_be_stopped_and_answers_isready_meanwhile() {
    let mut s = Session::start();
    s.send(&format!("position tcn {BUSY_MIDDLE}"));
    s.send("go infinite");
    s.send("isready");
    // Info lines may come first.
    let mut line = s.expect_line();
    while line.starts_with("info ") {
        line = s.expect_line();
    }
    assert_eq!(line, "readyok");
    s.send("d");
    loop {
        let l = s.expect_line();
        if l.starts_with("info ") {
            continue;
        }
        assert!(l.starts_with("error ") && l.contains("busy"), "{l}");
        break;
    }
    std::thread::sleep(Duration::from_millis(200));
    s.send("stop");
    let mut line = s.expect_line();
    while line.starts_with("info ") {
        line = s.expect_line();
    }
    let mv = line
        .strip_prefix("bestmove ")
        .expect("bestmove after stop")
        .to_string();
    s.send("moves");
    let moves = s.expect_line();
    assert!(moves.split(' ').any(|m| m == mv), "{mv} not in {moves}");
    // movetime: answered well within a generous guard (the protocol's bound is 50 ms).
    let t0 = Instant::now();
    s.send("go movetime 300");
    let mut line = s.expect_line();
    while line.starts_with("info ") {
        line = s.expect_line();
    }
    assert!(line.starts_with("bestmove "), "{line}");
    assert!(t0.elapsed() < Duration::from_secs(5));
    s.send("quit");
    assert_eq!(s.wait(true).code(), Some(0));
}

#[test]
fn bench_subcommand_and_command() {
    let out = run(&["bench", "3"], b"");
    assert!(out.status.success(), "{out:?}");
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 1);
    let t: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(
        (t[0], t[1], t[3], t[5]),
        ("bench", "nodes", "nps", "time"),
        "{lines:?}"
    );
    let nodes: u64 = t[2].parse().unwrap();
    assert!(nodes > 0);
    // The same count in-process: the node count is the search's signature.
    let mut e = Engine::new();
    let reply = send(&mut e, "bench 3");
    assert_eq!(reply.len(), 1);
    assert!(
        reply[0].starts_with(&format!("bench nodes {nodes} nps ")),
        "{reply:?}"
    );
}

#[test]
fn binary_is_free_as_soon_as_the_answer_is_out() {
    // A command sent right after reading a result is never refused as busy.
    let mut s = Session::start();
    for _ in 0..30 {
        s.send("perft 2");
        assert_eq!(s.expect_line(), "perft 2 1028");
        s.send("d");
        assert_eq!(s.expect_line(), format!("tcn {START}"));
        assert_eq!(s.expect_line(), "result * none");
    }
    s.send("quit");
    assert_eq!(s.wait(true).code(), Some(0));
}

#[test]
fn binary_isready_d_and_end_of_input() {
    let out = run(
        &["engine"],
        b"isready\nposition startpos moves a6-a7\nd\nisready\r\n",
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        stdout_lines(&out),
        [
            "readyok",
            "tcn bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1",
            "result * none",
            "readyok",
        ]
    );
    // No input at all.
    let out = run(&["engine"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    // A last line without a newline is still read.
    let out = run(&["engine"], b"isready");
    assert_eq!(stdout_lines(&out), ["readyok"]);
}

#[test]
fn binary_quit_exits_at_once() {
    let out = run(&["engine"], b"isready\nquit\nisready\n");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(stdout_lines(&out), ["readyok"]);
}

#[test]
fn binary_answers_every_bad_line_with_one_error() {
    let setup = "position startpos moves a6-a7 a5-b4\n";
    let good_d = [
        "tcn bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2",
        "result * none",
    ];
    let mut input: Vec<u8> = setup.as_bytes().to_vec();
    let mut bad: Vec<Vec<u8>> = BAD_LINES.iter().map(|l| l.as_bytes().to_vec()).collect();
    // Invalid UTF-8: alone, glued to a command, inside a move list.
    bad.push(b"\xff\xfe".to_vec());
    bad.push(b"isready\xc3".to_vec());
    bad.push(b"position startpos moves a6-a7\xff".to_vec());
    bad.push(b"\x80 d".to_vec());
    for line in &bad {
        input.extend_from_slice(line);
        input.extend_from_slice(b"\nd\n");
    }
    input.extend_from_slice(b"isready\n");
    let out = run(&["engine"], &input);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), bad.len() * 3 + 1, "{lines:#?}");
    for (i, line) in bad.iter().enumerate() {
        let chunk = &lines[i * 3..i * 3 + 3];
        let shown = String::from_utf8_lossy(line);
        assert!(chunk[0].starts_with("error "), "{shown:?}: {chunk:?}");
        assert_eq!(chunk[1..], good_d, "{shown:?}");
    }
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
}

#[test]
fn binary_reports_repetition_and_the_option() {
    let input = format!(
        "position startpos moves {SHUFFLE}\nd\nmoves\nsetoption name repetition value off\nd\n"
    );
    let out = run(&["engine"], input.as_bytes());
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert_eq!(lines[1], "result 1/2-1/2 repetition");
    assert_eq!(lines[2], "moves");
    assert_eq!(lines[4], "result * none");
}

// ---------------------------------------------------------------------------------------
// The perft subcommand
// ---------------------------------------------------------------------------------------

#[test]
fn perft_subcommand_from_the_start() {
    let out = run(&["perft", "3"], b"");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(stdout_lines(&out), ["perft 3 5634"]);
}

#[test]
fn perft_subcommand_divide_at_the_start() {
    let out = run(&["perft", "2", "--divide"], b"");
    assert!(out.status.success(), "{out:?}");
    let lines = stdout_lines(&out);
    // 32 first moves, sorted, then the total.
    assert_eq!(lines.len(), 33);
    assert_eq!(lines[32], "perft 2 1028");
    let rows = &lines[..32];
    let mut sorted = rows.to_vec();
    sorted.sort();
    assert_eq!(rows, &sorted[..]);
    // After a6-a7 Black has the 32 replies counted in moves_lists_every_legal_move_once.
    assert!(rows.contains(&"a6-a7 32".to_string()), "{rows:?}");
    let sum: u64 = rows
        .iter()
        .map(|r| r.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 1028);
}

#[test]
fn perft_subcommand_with_tcn_and_divide() {
    // The Uncrowned c3 beside Crowned d4 and f4 (tests/rules.rs): 28 steps (c3 7, fillers
    // a1 2, b1-f1 3 each, g1 4) and the jump c3xe5xg3.
    let tcn = "2bbbbbb/8/8/8/3B1B2/2w5/8/wwwwwww1 w - 5";
    let out = run(&["perft", "1", "--tcn", tcn, "--divide"], b"");
    assert!(out.status.success(), "{out:?}");
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 30, "{lines:?}");
    assert!(lines.contains(&"c3xe5xg3 1".to_string()), "{lines:?}");
    assert!(lines.contains(&"c3-d3 1".to_string()), "{lines:?}");
    assert!(!lines.iter().any(|l| l.starts_with("c3-d4")), "{lines:?}");
    assert_eq!(lines[29], "perft 1 29");
    // Without --divide: only the total.
    let out = run(&["perft", "1", "--tcn", tcn], b"");
    assert_eq!(stdout_lines(&out), ["perft 1 29"]);
    // Option order does not matter.
    let out = run(&["perft", "--divide", "--tcn", tcn, "1"], b"");
    assert_eq!(
        stdout_lines(&out).last().map(String::as_str),
        Some("perft 1 29")
    );
}

#[test]
fn perft_subcommand_usage_errors() {
    for args in [
        &["perft"][..],
        &["perft", "x"],
        &["perft", "1", "--tcn"],
        &["perft", "1", "--tcn", "8/8 w - 1"],
        &["perft", "1", "2"],
        &["perft", "99"],
        &["nonsense"],
        &[],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
    let out = run(&["perft", "1", "--tcn", "8/8 w - 1"], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("invalid position") && err.contains("2 rank"),
        "{err}"
    );
}

#[test]
fn match_subcommand_plays_pairs_and_summarises() {
    let engine_cmd = format!("{BIN} engine");
    let out = run(
        &[
            "match",
            "--white",
            "2",
            "--black",
            &engine_cmd,
            "--games",
            "4",
            "--nodes",
            "800",
            "--sprt",
            "0,50",
        ],
        b"",
    );
    assert!(out.status.success(), "{out:?}");
    let lines = stdout_lines(&out);
    assert!(lines[0].starts_with("match level 2 vs "), "{lines:?}");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("pair ")).count(),
        2,
        "{lines:?}"
    );
    let summary = lines
        .iter()
        .find(|l| l.starts_with("games 4 "))
        .expect("summary");
    assert!(
        summary.contains(" penta [") && summary.contains(" los "),
        "{summary}"
    );
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("sprt elo0 0 elo1 50 llr "),
        "{lines:?}"
    );
    // An engine that answers an illegal move forfeits every game.
    let script = std::env::temp_dir().join(format!("tc-bad-engine-{}.sh", std::process::id()));
    std::fs::write(
        &script,
        "while read l; do case \"$l\" in isready) echo readyok;; go*) echo bestmove a1-h8;; quit) exit 0;; esac; done\n",
    )
    .unwrap();
    let bad_engine = format!("sh {}", script.display());
    let out = run(
        &[
            "match",
            "--white",
            "1",
            "--black",
            &bad_engine,
            "--games",
            "2",
            "--nodes",
            "300",
        ],
        b"",
    );
    let _ = std::fs::remove_file(&script);
    assert!(out.status.success(), "{out:?}");
    let lines = stdout_lines(&out);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("forfeit: illegal move 'a1-h8'")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("games 2 +2 =0 -0 ")),
        "{lines:?}"
    );
    for bad in [
        &["match", "--white", "9", "--black", "1", "--games", "2"][..],
        &["match", "--white", "1", "--games", "2"],
        &[
            "match", "--white", "full:lmr", "--black", "1", "--games", "2",
        ],
        &["puzzles", "--out", "x.txt"],
        &["puzzles", "--games", "0", "--out", "x.txt"],
        &[
            "puzzles", "--games", "1", "--out", "x.txt", "--nodes", "many",
        ],
        &[
            "match",
            "--white",
            "9:lmr=off",
            "--black",
            "1",
            "--games",
            "2",
        ],
        &[
            "match", "--white", "1", "--black", "1", "--games", "2", "--sprt", "5,1",
        ],
        &[
            "match",
            "--white",
            "1",
            "--black",
            "1",
            "--games",
            "2",
            "--movetime",
            "5",
            "--nodes",
            "5",
        ],
    ] {
        let out = run(bad, b"");
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn a_match_player_takes_engine_options() {
    let out = run(
        &[
            "match",
            "--white",
            "1:lmr=off,hash=2",
            "--black",
            "full:nullmove=off",
            "--games",
            "2",
            "--nodes",
            "300",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = stdout_lines(&out);
    assert!(
        lines[0].starts_with("match level 1 lmr=off hash=2 vs full nullmove=off: 2 games"),
        "{lines:?}"
    );
    // An option the engine refuses stops the match before it starts.
    let out = run(
        &[
            "match",
            "--white",
            "full:lmr=maybe",
            "--black",
            "1",
            "--games",
            "2",
        ],
        b"",
    );
    assert_ne!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("lmr takes on or off"), "{err}");
}

/// `defend <plies>` (puzzle mode's answer to a wrong move): the defender's saving reply.
#[test]
fn defend_finds_a_saving_reply() {
    let mut e = Engine::new();
    // A puzzle of the set (White wins with e2-e3 in 3 plies). After the wrong c2-b2
    // Black has a reply after which White has no win in 1; after the right e2-e3, none.
    let tcn = "bw6/1w2bBb1/5wBw/6b1/2W1W1W1/2bB1b2/2w1W3/6b1 w - 24";
    send(&mut e, &format!("position tcn {tcn} moves c2-b2"));
    let reply = send(&mut e, "defend 1");
    assert_eq!(reply.len(), 1, "{reply:?}");
    let mv = reply[0].strip_prefix("defend ").unwrap();
    assert_ne!(mv, "none");
    send(&mut e, &format!("position tcn {tcn} moves e2-e3"));
    assert_eq!(send(&mut e, "defend 1"), ["defend none"]);
    assert!(send(&mut e, "defend 0")[0].starts_with("error "));
    assert!(send(&mut e, "defend x")[0].starts_with("error "));
}
