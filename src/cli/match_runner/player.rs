//! The players of a match: a level of this engine, in-process, or an engine command
//! spoken to over the engine protocol (a child process, restarted if it dies). Both are
//! sent `engine::Command` values and answer `engine::Reply` values: the in-process engine
//! directly, the child as protocol lines written and read by the protocol's types.

use super::*;
use three_crowns::search::baseline::Baseline;

#[derive(Clone, Debug)]
pub(super) enum Spec {
    /// This engine in-process, at a level (or the full search), with engine options
    /// (`name`, `value`) set before the first game.
    Internal(Option<u32>, Vec<(String, String)>),
    /// An engine command line.
    External(Vec<String>),
    /// A reference player: `random`, `greedy` or `minimax2`.
    Baseline(Baseline),
}

impl Spec {
    /// Reads a spec: `full` or a level `1`–`8`, optionally followed by engine options as
    /// `:name=value,name=value` (`full:lmr=off`); `random`, `greedy`, `minimax2`; or a
    /// command line.
    pub(super) fn parse(text: &str) -> Result<Spec, String> {
        let (head, opts) = text.split_once(':').unwrap_or((text, ""));
        let level = match head {
            "full" => Some(None),
            _ => head.parse::<u32>().ok().map(Some),
        };
        if let Some(level) = level {
            if let Some(n) = level.filter(|n| !(1..=8).contains(n)) {
                return Err(format!("level {n} is not 1 to 8"));
            }
            let mut options = Vec::new();
            for pair in opts.split(',').filter(|p| !p.is_empty()) {
                let (k, v) = pair
                    .split_once('=')
                    .ok_or_else(|| format!("engine option '{pair}' is not name=value"))?;
                options.push((k.to_string(), v.to_string()));
            }
            return Ok(Spec::Internal(level, options));
        }
        if let Some(b) = Baseline::from_name(text) {
            return Ok(Spec::Baseline(b));
        }
        let words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        if words.is_empty() {
            return Err("an empty player".into());
        }
        Ok(Spec::External(words))
    }

    pub(super) fn name(&self) -> String {
        match self {
            Spec::Internal(level, options) => {
                let mut name = level.map_or("full".into(), |n| format!("level {n}"));
                for (k, v) in options {
                    name += &format!(" {k}={v}");
                }
                name
            }
            Spec::External(w) => w.join(" "),
            Spec::Baseline(b) => b.name().into(),
        }
    }
}

/// The reply a player's commands wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Awaited {
    /// `readyok`.
    ReadyOk,
    /// `bestmove …`.
    BestMove,
}

impl Awaited {
    /// Whether `reply` is the one awaited.
    fn is(self, reply: &Reply) -> bool {
        matches!(
            (self, reply),
            (Awaited::ReadyOk, Reply::ReadyOk) | (Awaited::BestMove, Reply::BestMove(_))
        )
    }

    /// The reply's first word (the protocol's own, `Reply::keyword`).
    fn word(self) -> &'static str {
        match self {
            Awaited::ReadyOk => Reply::ReadyOk.keyword(),
            Awaited::BestMove => Reply::BestMove(None).keyword(),
        }
    }
}

/// A player: something that answers `position` and `go` with a `bestmove`.
pub(super) enum Player {
    Internal(Box<Engine>),
    /// A reference player; the engine only keeps the position it is sent.
    Baseline {
        kind: Baseline,
        engine: Box<Engine>,
        rng: XorShift,
    },
    External {
        child: Child,
        stdin: ChildStdin,
        /// Output lines, read by a thread of their own so that a hung engine can be timed
        /// out.
        lines: Receiver<String>,
    },
}

impl Player {
    pub(super) fn start(spec: &Spec) -> Result<Player, String> {
        match spec {
            Spec::Internal(level, options) => {
                let mut e = Box::new(Engine::new());
                e.handle_command(&Command::SetOption(EngineOption::Level(*level)));
                for (k, v) in options {
                    let option = EngineOption::parse(k, v).map_err(|error| {
                        format!("{}: {}", spec.name(), Reply::Error(error.to_string()))
                    })?;
                    e.handle_command(&Command::SetOption(option));
                }
                Ok(Player::Internal(e))
            }
            Spec::Baseline(kind) => Ok(Player::Baseline {
                kind: *kind,
                engine: Box::new(Engine::new()),
                rng: XorShift::new(0),
            }),
            Spec::External(words) => {
                let mut child = std::process::Command::new(&words[0])
                    .args(&words[1..])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .map_err(|e| format!("cannot start '{}': {e}", words.join(" ")))?;
                let stdin = child.stdin.take().ok_or("no stdin")?;
                let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
                let (tx, lines) = mpsc::channel();
                std::thread::spawn(move || {
                    for line in stdout.lines() {
                        let Ok(line) = line else { break };
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                });
                let mut p = Player::External {
                    child,
                    stdin,
                    lines,
                };
                p.send(&[Command::IsReady], Some(Awaited::ReadyOk))?;
                Ok(p)
            }
        }
    }

    /// Sends commands; when `until` is given, reads replies up to the first of that kind
    /// and returns it. An `error` reply to a command is an error, and so is a line of the
    /// awaited kind that cannot be read.
    pub(super) fn send(
        &mut self,
        commands: &[Command],
        until: Option<Awaited>,
    ) -> Result<Option<Reply>, String> {
        let refused = |replies: &[Reply]| {
            replies.iter().find_map(|r| match r {
                Reply::Error(_) => Some(Err(r.to_string())),
                _ => None,
            })
        };
        match self {
            Player::Baseline { kind, engine, rng } => {
                let mut last = None;
                for c in commands {
                    match c {
                        Command::Go(_) => {
                            let pos = *engine.game().position();
                            last = Some(Reply::BestMove(kind.choose(&pos, rng)));
                        }
                        Command::SetOption(EngineOption::Seed(seed)) => {
                            *rng = XorShift::new(*seed);
                        }
                        _ => {
                            let (replies, _) = engine.handle_command(c);
                            if let Some(e) = refused(&replies) {
                                return e;
                            }
                        }
                    }
                }
                Ok(last)
            }
            Player::Internal(e) => {
                let mut last = None;
                for c in commands {
                    let (replies, _) = e.handle_command(c);
                    let awaited = replies.iter().find(|r| until.is_some_and(|u| u.is(r)));
                    if let Some(r) = awaited {
                        last = Some(r.clone());
                    } else if let Some(e) = refused(&replies) {
                        return e;
                    }
                }
                Ok(last)
            }
            Player::External {
                stdin, lines: rx, ..
            } => {
                for c in commands {
                    writeln!(stdin, "{c}").map_err(|e| format!("engine input: {e}"))?;
                }
                stdin.flush().map_err(|e| format!("engine input: {e}"))?;
                let Some(until) = until else {
                    return Ok(None);
                };
                loop {
                    match rx.recv_timeout(REPLY_TIMEOUT) {
                        Ok(line) if line.split_whitespace().next() == Some(until.word()) => {
                            return match line.parse::<Reply>() {
                                Ok(r) if until.is(&r) => Ok(Some(r)),
                                Ok(_) => Err(format!("unexpected reply '{line}'")),
                                Err(e) => Err(format!("unreadable reply '{line}': {e}")),
                            };
                        }
                        Ok(_) => {}
                        Err(RecvTimeoutError::Timeout) => {
                            return Err(format!("no '{}' within {REPLY_TIMEOUT:?}", until.word()))
                        }
                        Err(RecvTimeoutError::Disconnected) => {
                            return Err("the engine ended".into())
                        }
                    }
                }
            }
        }
    }

    /// Whether the player can go on (an engine that timed out or ended cannot).
    pub(super) fn alive(&mut self) -> bool {
        match self {
            Player::Internal(_) | Player::Baseline { .. } => true,
            Player::External { child, .. } => matches!(child.try_wait(), Ok(None)),
        }
    }

    pub(super) fn kill(&mut self) {
        if let Player::External { child, .. } = self {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Replaces a player that cannot go on with a fresh one.
    pub(super) fn revive(&mut self, spec: &Spec) -> Result<(), String> {
        if !self.alive() {
            *self = Player::start(spec)?;
        }
        Ok(())
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        if let Player::External { child, stdin, .. } = self {
            let _ = writeln!(stdin, "quit");
            let _ = stdin.flush();
            let _ = child.wait();
        }
    }
}
