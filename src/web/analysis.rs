//! The analysis board and the post-game review on the page: each runs its searches in an
//! engine Web Worker of its own (`engine_client`), never on the main thread, and hands a
//! reply on only while it is still about what the page shows (`ui::analysis` tickets; a
//! review is about one game). What the workers say comes back through the [`Notify`]
//! callback the page's entry point gives; the app then calls in here.
//!
//! The analysis sends `go infinite` with progress: each `info` line (at most ten a
//! second) updates the evaluation at once. A change of the position on show stops the
//! worker (terminating it: a fresh one starts at once) and asks about the new one.

use std::rc::Rc;

use super::engine_client::{EngineClient, EngineError, Reply};
use three_crowns::game::Game;
use three_crowns::position::Position;
use three_crowns::ui::analysis::{self, read_info, read_reply, Eval, Ticket};
use three_crowns::ui::review::{self, Mark};
use three_crowns::ui::session::Session;
use three_crowns::ui::words;

/// What the study workers have to tell the app.
pub enum StudyEvent {
    /// An `info` line of the analysis about `Ticket`'s position.
    Info(Ticket, String),
    /// The analysis search ended (a proved result, or the deepest depth).
    Done(Ticket, Reply),
    /// The review run `run` evaluated the position after `ply` moves.
    Reviewed {
        /// Which review run asked.
        run: u64,
        /// The ply evaluated.
        ply: usize,
        /// The worker's reply.
        reply: Reply,
    },
    /// Puzzle mode's worker answered the defence question of a ticket (`defend`).
    Defended(u64, Reply),
}

/// Where the study workers' [`StudyEvent`]s go.
pub type Notify = Rc<dyn Fn(StudyEvent)>;

/// The study worker in `slot`, started at the first request. A worker that fails is
/// replaced and asked again by `engine_client`; only when every try has failed does the
/// request's reply say so (and the console hear why).
fn client(slot: &mut Option<EngineClient>) -> EngineClient {
    slot.get_or_insert_with(|| {
        EngineClient::new(|msg| {
            web_sys::console::warn_1(&format!("a study worker failed: {msg}").into());
        })
    })
    .clone()
}

/// The analysis board: on or off, the position it searches, the evaluation on show.
pub struct Analysis {
    notify: Notify,
    client: Option<EngineClient>,
    on: bool,
    /// The position being searched (or evaluated as finished).
    asked: Option<Ticket>,
    /// The latest evaluation, for its ticket.
    eval: Option<(Ticket, Eval)>,
    /// Why the analysis switched itself off (every worker tried failed), until said.
    failure: Option<String>,
}

impl Analysis {
    /// An analysis board, off, reporting to `notify`.
    pub fn new(notify: Notify) -> Analysis {
        Analysis {
            notify,
            client: None,
            on: false,
            asked: None,
            eval: None,
            failure: None,
        }
    }

    /// Whether it is on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Switches it on (searching the position on show at once) or off (stopping).
    pub fn set_on(&mut self, on: bool, session: &Session) {
        self.on = on;
        self.sync(session);
    }

    fn stop(&mut self) {
        if let Some(c) = &self.client {
            c.stop();
        }
        self.asked = None;
    }

    /// Brings the search in step with the position on show: a new position stops the
    /// search under way and starts one on it; off stops it.
    pub fn sync(&mut self, session: &Session) {
        if !self.on {
            self.stop();
            self.eval = None;
            return;
        }
        let ticket = Ticket::now(session);
        if self.asked == Some(ticket) {
            return;
        }
        self.stop();
        self.asked = Some(ticket);
        self.eval = None;
        let Some(commands) = analysis::request(session) else {
            self.eval = analysis::outcome_on_show(session).map(|o| (ticket, Eval::finished(o)));
            return;
        };
        let (on_info, on_done) = (self.notify.clone(), self.notify.clone());
        client(&mut self.client).request_with_progress(
            &commands,
            move |line| on_info(StudyEvent::Info(ticket, line)),
            move |reply| on_done(StudyEvent::Done(ticket, reply)),
        );
    }

    /// An `info` line for `ticket`: the evaluation on show when it is still the position
    /// on show. Returns whether the evaluation changed.
    pub fn info(&mut self, session: &Session, ticket: Ticket, line: &str) -> bool {
        if !self.on || self.asked != Some(ticket) || Ticket::now(session) != ticket {
            return false;
        }
        match read_info(line, session.displayed()) {
            Some(e) => {
                self.eval = Some((ticket, e));
                true
            }
            None => false,
        }
    }

    /// The search for `ticket` ended with `reply`. Returns whether the evaluation changed.
    /// A worker that failed every try switches the analysis off (see
    /// [`Analysis::take_failure`]): asking again would only fail again.
    pub fn done(&mut self, session: &Session, ticket: Ticket, reply: Reply) -> bool {
        if !self.on || self.asked != Some(ticket) || Ticket::now(session) != ticket {
            return false;
        }
        let reply = match reply {
            Err(e @ (EngineError::Crashed(_) | EngineError::Unavailable(_))) => {
                self.on = false;
                self.asked = None;
                self.eval = None;
                self.failure = Some(e.to_string());
                return true;
            }
            r => r,
        };
        match reply.ok().and_then(|l| read_reply(&l, session.displayed())) {
            Some(e) => {
                self.eval = Some((ticket, e));
                true
            }
            None => false,
        }
    }

    /// The evaluation of the position on show, if any yet.
    pub fn shown(&self, session: &Session) -> Option<&Eval> {
        self.eval
            .as_ref()
            .filter(|(t, _)| self.on && *t == Ticket::now(session))
            .map(|(_, e)| e)
    }

    /// Why the analysis switched itself off, once: its worker failed every try.
    pub fn take_failure(&mut self) -> Option<String> {
        self.failure.take()
    }
}

/// What a review reply did.
pub enum Reviewed {
    /// Nothing: a reply for another run or position.
    Unchanged,
    /// One more position evaluated (or the marks made).
    Changed,
    /// The review stopped, for this reason.
    Stopped(String),
}

/// One review of one game.
struct Run {
    id: u64,
    loads: u64,
    game: Game,
    /// The evaluation of each position reviewed so far, in order from the start.
    evals: Vec<Eval>,
    marks: Vec<Mark>,
}

impl Run {
    fn total(&self) -> usize {
        self.game.ply() + 1
    }

    fn done(&self) -> bool {
        self.evals.len() >= self.total()
    }
}

/// The post-game review: one run at a time, each position searched within
/// [`review::REVIEW_NODES`] nodes in its own worker.
pub struct Review {
    notify: Notify,
    client: Option<EngineClient>,
    run: Option<Run>,
    next_id: u64,
}

/// What the review shows.
pub struct ReviewView<'a> {
    /// 0…1: the share of the game's positions evaluated.
    pub progress: f64,
    /// Whether every position has been evaluated.
    pub done: bool,
    /// The evaluations so far (`evals[i]` after `i` moves).
    pub evals: &'a [Eval],
    /// The marked moves (once done).
    pub marks: &'a [Mark],
    /// The game reviewed.
    pub game: &'a Game,
}

impl Review {
    /// No review yet, reporting to `notify`.
    pub fn new(notify: Notify) -> Review {
        Review {
            notify,
            client: None,
            run: None,
            next_id: 0,
        }
    }

    /// Starts reviewing `session`'s game (a review under way is dropped).
    pub fn start(&mut self, session: &Session) {
        self.cancel();
        self.next_id += 1;
        self.run = Some(Run {
            id: self.next_id,
            loads: session.loads(),
            game: session.game().clone(),
            evals: Vec::new(),
            marks: Vec::new(),
        });
        self.ask_next();
    }

    /// Stops and forgets the review. Returns whether one was under way.
    pub fn cancel(&mut self) -> bool {
        let running = self.run.as_ref().is_some_and(|r| !r.done());
        if running {
            if let Some(c) = &self.client {
                c.stop();
            }
        }
        self.run = None;
        running
    }

    /// Asks about the next position not yet evaluated (finished positions need no
    /// search); computes the marks once every position has its evaluation.
    fn ask_next(&mut self) {
        let Some(run) = self.run.as_mut() else { return };
        while !run.done() {
            let ply = run.evals.len();
            let outcome = if ply == run.game.ply() {
                run.game.outcome()
            } else {
                run.game.position_at(ply).and_then(Position::outcome)
            };
            let Some(o) = outcome else { break };
            run.evals.push(Eval::finished(o));
        }
        if run.done() {
            run.marks = review::marks(&run.game, &run.evals);
            return;
        }
        let (id, ply) = (run.id, run.evals.len());
        let commands = review::request(&run.game, ply);
        let notify = self.notify.clone();
        client(&mut self.client).request(&commands, move |reply| {
            notify(StudyEvent::Reviewed {
                run: id,
                ply,
                reply,
            });
        });
    }

    /// The worker evaluated the position after `ply` moves for run `id`: whether the
    /// review changed, or why it stopped.
    pub fn reviewed(&mut self, id: u64, ply: usize, reply: Reply) -> Reviewed {
        let Some(run) = self
            .run
            .as_mut()
            .filter(|r| r.id == id && r.evals.len() == ply)
        else {
            return Reviewed::Unchanged;
        };
        let Some(pos) = run.game.position_at(ply).copied() else {
            return Reviewed::Unchanged;
        };
        let eval = match reply {
            Ok(lines) => read_reply(&lines, &pos).ok_or_else(|| words::NO_EVALUATION.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match eval {
            Ok(e) => run.evals.push(e),
            // A reply that gave nothing to read (an engine error, a worker that failed
            // every try): the review cannot go on.
            Err(why) => {
                self.run = None;
                return Reviewed::Stopped(why);
            }
        }
        self.ask_next();
        Reviewed::Changed
    }

    /// The review of `session`'s game, if there is one: it stands while the game is the
    /// one reviewed, or that game continued.
    pub fn view(&self, session: &Session) -> Option<ReviewView<'_>> {
        let run = self.run.as_ref()?;
        let ours = session.game().move_list();
        let reviewed = run.game.move_list();
        if run.loads != session.loads() || !ours.starts_with(&reviewed) {
            return None;
        }
        Some(ReviewView {
            progress: run.evals.len() as f64 / run.total() as f64,
            done: run.done(),
            evals: &run.evals,
            marks: &run.marks,
            game: &run.game,
        })
    }

    /// Drops a review that no longer matches `session`'s game (stopping its search).
    pub fn sync(&mut self, session: &Session) {
        if self.run.is_some() && self.view(session).is_none() {
            self.cancel();
        }
    }
}
