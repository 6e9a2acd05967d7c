//! The line protocol of `three-crowns engine` (ENGINE-PROTOCOL.md), separated from I/O so
//! that it can be driven and tested in-process.

use crate::game::Game;
use crate::position::Position;
use crate::tcn::parse_tcn;
use crate::types::Move;

/// Deepest perft the engine accepts: depth 7 from the start takes seconds; deeper ones
/// would block the engine (which cannot stop a perft) for minutes to days.
pub const MAX_PERFT_DEPTH: u32 = 7;

/// What the caller should do after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// The engine's state: the current game and its options.
pub struct Engine {
    game: Game,
    repetition: bool,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

fn err(msg: impl std::fmt::Display) -> Vec<String> {
    vec![format!("error {msg}")]
}

impl Engine {
    pub fn new() -> Engine {
        Engine {
            game: Game::default(),
            repetition: true,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one input line and returns the reply lines. Bad input is answered with one
    /// `error …` line and changes nothing.
    pub fn handle(&mut self, line: &str) -> (Vec<String>, Flow) {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = tokens.split_first() else {
            return (Vec::new(), Flow::Continue);
        };
        if matches!(cmd, "quit" | "isready" | "newgame" | "moves" | "d") && !args.is_empty() {
            return (err(format!("'{cmd}' takes no arguments")), Flow::Continue);
        }
        let reply = match cmd {
            "quit" => return (Vec::new(), Flow::Quit),
            "isready" => vec!["readyok".to_string()],
            "newgame" => {
                self.game = self.new_game(Position::start());
                Vec::new()
            }
            "position" => self.position(args),
            "moves" => {
                let moves: Vec<String> = self
                    .game
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect();
                if moves.is_empty() {
                    vec!["moves".to_string()]
                } else {
                    vec![format!("moves {}", moves.join(" "))]
                }
            }
            "d" => {
                let (result, reason) = match self.game.outcome() {
                    Some(o) => (o.result_text(), o.reason_code()),
                    None => ("*", "none"),
                };
                vec![
                    format!("tcn {}", crate::tcn::to_tcn(self.game.position())),
                    format!("result {result} {reason}"),
                ]
            }
            "perft" => self.perft(args),
            "setoption" => self.setoption(args),
            "go" | "stop" => err(format!(
                "'{cmd}' needs the computer player, which this build does not have yet"
            )),
            other => err(format!("unknown command '{}'", clip(other))),
        };
        (reply, Flow::Continue)
    }

    fn new_game(&self, start: Position) -> Game {
        let mut g = Game::new(start);
        g.set_repetition_rule(self.repetition);
        g
    }

    fn position(&mut self, args: &[&str]) -> Vec<String> {
        let (start, rest) = match args.split_first() {
            Some((&"startpos", rest)) => (Position::start(), rest),
            Some((&"tcn", rest)) => {
                let end = rest
                    .iter()
                    .position(|&t| t == "moves")
                    .unwrap_or(rest.len());
                match parse_tcn(&rest[..end].join(" ")) {
                    Ok(p) => (p, &rest[end..]),
                    Err(e) => return err(format!("invalid position: {e}")),
                }
            }
            Some((other, _)) => {
                return err(format!(
                    "position takes startpos or tcn, not '{}'",
                    clip(other)
                ))
            }
            None => return err("position needs startpos or tcn"),
        };
        let moves = match rest.split_first() {
            None => &[][..],
            Some((&"moves", m)) => m,
            Some((other, _)) => return err(format!("expected 'moves', found '{}'", clip(other))),
        };
        let mut game = self.new_game(start);
        for (i, text) in moves.iter().enumerate() {
            let mv: Move = match text.parse() {
                Ok(m) => m,
                Err(e) => return err(format!("move {} of the list: {e}", i + 1)),
            };
            if let Err(e) = game.play(mv) {
                return err(format!(
                    "illegal move {mv} (move {} of the list): {e}",
                    i + 1
                ));
            }
        }
        self.game = game;
        Vec::new()
    }

    fn perft(&self, args: &[&str]) -> Vec<String> {
        let [depth] = args else {
            return err("usage: perft <depth>");
        };
        match depth.parse::<u32>() {
            Ok(d) if d <= MAX_PERFT_DEPTH => {
                vec![format!("perft {d} {}", self.game.position().perft(d))]
            }
            _ => err(format!(
                "perft depth '{}' must be a whole number from 0 to {MAX_PERFT_DEPTH}",
                clip(depth)
            )),
        }
    }

    fn setoption(&mut self, args: &[&str]) -> Vec<String> {
        let (name, value) = match args {
            ["name", name, "value", value] => (*name, *value),
            _ => return err("usage: setoption name <id> value <v>"),
        };
        // Option names and values are case-insensitive, as in UCI.
        let (name, value) = (name.to_ascii_lowercase(), value.to_ascii_lowercase());
        match (name.as_str(), value.as_str()) {
            ("repetition", "on" | "off") => {
                self.repetition = value == "on";
                self.game.set_repetition_rule(self.repetition);
                Vec::new()
            }
            ("repetition", v) => err(format!("repetition takes on or off, not '{}'", clip(v))),
            (n, _) => err(format!("unknown option '{}'", clip(n))),
        }
    }
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

/// Runs the protocol over standard input and output until `quit` or end of input.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_stdio() -> std::io::Result<()> {
    use std::io::{BufRead, Write};
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut engine = Engine::new();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        // Invalid UTF-8 is bad input like any other: answer and go on.
        let line = String::from_utf8_lossy(&buf);
        let (reply, flow) = engine.handle(&line);
        let mut out = stdout.lock();
        for l in reply {
            writeln!(out, "{l}")?;
        }
        out.flush()?;
        if flow == Flow::Quit {
            return Ok(());
        }
    }
}
