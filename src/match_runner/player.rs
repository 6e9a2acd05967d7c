//! The players of a match: a level of this engine, in-process, or an engine command
//! spoken to over the engine protocol (a child process, restarted if it dies).

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
                if let Some(n) = level {
                    e.handle(&format!("setoption name level value {n}"));
                }
                for (k, v) in options {
                    let (reply, _) = e.handle(&format!("setoption name {k} value {v}"));
                    if let Some(r) = reply.iter().find(|r| r.starts_with("error")) {
                        return Err(format!("{}: {r}", spec.name()));
                    }
                }
                Ok(Player::Internal(e))
            }
            Spec::Baseline(kind) => Ok(Player::Baseline {
                kind: *kind,
                engine: Box::new(Engine::new()),
                rng: XorShift::new(0),
            }),
            Spec::External(words) => {
                let mut child = Command::new(&words[0])
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
                p.send(&["isready"], "readyok")?;
                Ok(p)
            }
        }
    }

    /// Sends lines; when `until` is not empty, reads replies up to the first line
    /// starting with it and returns that line.
    pub(super) fn send(&mut self, lines: &[&str], until: &str) -> Result<String, String> {
        match self {
            Player::Baseline { kind, engine, rng } => {
                let mut last = String::new();
                for l in lines {
                    if l.starts_with("go") {
                        let pos = *engine.game().position();
                        let mv = kind.choose(&pos, rng);
                        last = format!("bestmove {}", mv.map_or("none".into(), |m| m.to_string()));
                    } else if let Some(seed) = l.strip_prefix("setoption name seed value ") {
                        *rng = XorShift::new(seed.trim().parse().unwrap_or(0));
                    } else {
                        let (reply, _) = engine.handle(l);
                        if let Some(r) = reply.iter().find(|r| r.starts_with("error")) {
                            return Err(r.clone());
                        }
                    }
                }
                Ok(last)
            }
            Player::Internal(e) => {
                let mut last = String::new();
                for l in lines {
                    let (reply, _) = e.handle(l);
                    if let Some(r) = reply
                        .iter()
                        .find(|r| !until.is_empty() && r.starts_with(until))
                    {
                        last = r.clone();
                    } else if let Some(r) = reply.iter().find(|r| r.starts_with("error")) {
                        return Err(r.clone());
                    }
                }
                Ok(last)
            }
            Player::External {
                stdin, lines: rx, ..
            } => {
                for l in lines {
                    writeln!(stdin, "{l}").map_err(|e| format!("engine input: {e}"))?;
                }
                stdin.flush().map_err(|e| format!("engine input: {e}"))?;
                if until.is_empty() {
                    return Ok(String::new());
                }
                loop {
                    match rx.recv_timeout(REPLY_TIMEOUT) {
                        Ok(line) if line.starts_with(until) => return Ok(line),
                        Ok(_) => {}
                        Err(RecvTimeoutError::Timeout) => {
                            return Err(format!("no '{until}' within {REPLY_TIMEOUT:?}"))
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
