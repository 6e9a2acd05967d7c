//! The engine on standard input and output (native only): long work on a worker thread
//! while the input thread keeps answering `isready`, `stop` and `quit`.

use super::protocol::clip;
use super::*;

/// Writes replies to standard output and flushes; a closed output is ignored (the input
/// side notices the end of the session).
fn emit(lines: &[Reply]) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for l in lines {
        let _ = writeln!(out, "{l}");
    }
    let _ = out.flush();
}

/// Long work running on its own thread.
struct Worker {
    what: &'static str,
    thread: std::thread::JoinHandle<()>,
    stop: Arc<AtomicBool>,
    /// Set just before the work sends its final lines: from then on the engine is free
    /// (joining waits for those lines to be written).
    done: Arc<AtomicBool>,
}

impl Worker {
    fn start(what: &'static str, job: Job) -> std::io::Result<Worker> {
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let (stop2, done2) = (Arc::clone(&stop), Arc::clone(&done));
        let thread = std::thread::Builder::new()
            .name(format!("engine-{what}"))
            .stack_size(64 << 20)
            .spawn(move || {
                let last = job(&stop2, &mut |l| emit(&[l]));
                done2.store(true, Ordering::SeqCst);
                emit(&last);
            })?;
        Ok(Worker {
            what,
            thread,
            stop,
            done,
        })
    }

    /// Stops the work and waits until its final lines are written.
    fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        self.join();
    }

    fn join(self) {
        // The work catches nothing: a panic there is a bug, reported by the thread itself.
        let _ = self.thread.join();
    }
}

/// Runs the protocol over standard input and output until `quit` or end of input.
///
/// This thread reads the input; long work runs on a worker thread. While it runs,
/// `isready` is answered at once, `stop` ends it (its final line follows), `quit` and
/// the end of input end it and the session, and any other command is refused with one
/// `error` line, changing nothing.
pub fn run_stdio() -> std::io::Result<()> {
    use std::io::BufRead;
    let stdin = std::io::stdin();
    let mut engine = Engine::new();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    let mut worker: Option<Worker> = None;
    loop {
        buf.clear();
        let read = input.read_until(b'\n', &mut buf);
        if worker
            .as_ref()
            .is_some_and(|w| w.done.load(Ordering::SeqCst))
        {
            if let Some(w) = worker.take() {
                w.join();
            }
        }
        if !matches!(read, Ok(n) if n > 0) {
            // End of input (or an unreadable one) behaves like `quit`.
            if let Some(w) = worker.take() {
                w.stop();
            }
            return read.map(|_| ());
        }
        // Invalid UTF-8 is bad input like any other: answer and go on.
        let line = String::from_utf8_lossy(&buf);
        if let Some(w) = worker.take() {
            // Busy: only `isready`, `stop` and `quit` are taken (and checked as ever).
            match line.parse::<Command>() {
                Err(ParseCommandError::Empty) => worker = Some(w),
                Err(e @ ParseCommandError::TakesNoArguments(_)) => {
                    emit(&err(e));
                    worker = Some(w);
                }
                Ok(Command::IsReady) => {
                    emit(&[Reply::ReadyOk]);
                    worker = Some(w);
                }
                Ok(Command::Stop) => w.stop(),
                Ok(Command::Quit) => {
                    w.stop();
                    return Ok(());
                }
                _ => {
                    let word = line.split_whitespace().next().unwrap_or_default();
                    emit(&err(format!(
                        "the engine is busy with {}; send stop first ('{}' ignored)",
                        w.what,
                        clip(word)
                    )));
                    worker = Some(w);
                }
            }
            continue;
        }
        match engine.command(&line) {
            Action::Reply(lines, flow) => {
                emit(&lines);
                if flow == Flow::Quit {
                    return Ok(());
                }
            }
            Action::Work(what, job) => match Worker::start(what, job) {
                Ok(w) => worker = Some(w),
                Err(e) => emit(&err(format!("cannot start the {what}: {e}"))),
            },
        }
    }
}
