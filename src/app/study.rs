//! The study tools' conversations with the engine, as data: the analysis board (one
//! endless search of the position on show, read as it goes) and the post-game review (a
//! bounded search of each position of one game, in turn). Pure: every call returns the
//! [`Effect`]s the shell carries out with a worker of each tool's own. An answer is used
//! only while it is about what the page shows and answers the question under way (its
//! number), checked in one place per tool.

use crate::engine::Command;
use crate::game::Game;
use crate::position::Position;
use crate::ui::analysis::{self, place_line, read_lines, read_ranked, read_reply, Eval, Ticket};
use crate::ui::error::{EngineError, PageError};
use crate::ui::review::{self, Mark};
use crate::ui::session::Session;

use super::Answer;

/// What the shell is to do for a study tool (each with a worker of its own).
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Send `commands` as question `serial`, replacing any under way; the analysis hears
    /// its `info` lines as they come ([`Analysis::info`]), both tools its answer.
    Ask {
        /// The question's number.
        serial: u64,
        /// The engine protocol commands, in order.
        commands: Vec<Command>,
    },
    /// Stop the question under way (the worker is replaced).
    Cancel,
}

/// The analysis board: on or off, the position it searches, the evaluation on show.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    on: bool,
    /// The position being searched (or evaluated as finished), and the question's number.
    asked: Option<(Ticket, u64)>,
    /// The latest best lines, best first, for their ticket (never empty).
    eval: Option<(Ticket, Vec<Eval>)>,
    /// How many best lines to show (0: [`analysis::DEFAULT_LINES`]).
    lines: usize,
    /// Why the analysis switched itself off (every worker tried failed), until said.
    failure: Option<EngineError>,
    serial: u64,
}

impl Analysis {
    /// Whether it is on.
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// How many best lines it shows.
    #[must_use]
    pub fn lines(&self) -> usize {
        match self.lines {
            0 => analysis::DEFAULT_LINES,
            n => n,
        }
    }

    /// Shows `n` best lines (1 to [`crate::search::MAX_MULTIPV`]): the search under way
    /// starts again with them.
    pub fn set_lines(&mut self, n: usize, session: &Session) -> Vec<Effect> {
        self.lines = n.clamp(1, crate::search::MAX_MULTIPV);
        let mut effects = Vec::new();
        self.stop(&mut effects);
        effects.extend(self.sync(session));
        effects
    }

    /// Switches it on (searching the position on show at once) or off (stopping).
    pub fn set_on(&mut self, on: bool, session: &Session) -> Vec<Effect> {
        self.on = on;
        self.sync(session)
    }

    fn stop(&mut self, effects: &mut Vec<Effect>) {
        if self.asked.take().is_some() {
            effects.push(Effect::Cancel);
        }
    }

    /// Brings the search in step with the position on show: a new position stops the
    /// search under way and starts one on it; off stops it.
    pub fn sync(&mut self, session: &Session) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.on {
            self.stop(&mut effects);
            self.eval = None;
            return effects;
        }
        let ticket = Ticket::now(session);
        if self.asked.is_some_and(|(t, _)| t == ticket) {
            return effects;
        }
        self.stop(&mut effects);
        self.eval = None;
        self.serial += 1;
        self.asked = Some((ticket, self.serial));
        match analysis::request(session, self.lines()) {
            Some(commands) => effects.push(Effect::Ask {
                serial: self.serial,
                commands,
            }),
            None => {
                self.eval =
                    analysis::outcome_on_show(session).map(|o| (ticket, vec![Eval::finished(o)]));
            }
        }
        effects
    }

    /// The position question `serial` is about, if it is the one under way and still on
    /// show in `session`: the one check every answer passes.
    fn ours(&self, session: &Session, serial: u64) -> Option<Ticket> {
        let (ticket, asked) = self.asked?;
        (self.on && asked == serial && Ticket::now(session) == ticket).then_some(ticket)
    }

    /// An `info` line of question `serial`: the evaluation on show when it is still the
    /// position on show. Returns whether the evaluation changed.
    pub fn info(&mut self, session: &Session, serial: u64, line: &str) -> bool {
        let Some(ticket) = self.ours(session, serial) else {
            return false;
        };
        let Some((rank, e)) = read_ranked(line, session.displayed()) else {
            return false;
        };
        match &mut self.eval {
            Some((t, lines)) if *t == ticket => place_line(lines, rank, e),
            _ if rank == 0 => {
                self.eval = Some((ticket, vec![e]));
                true
            }
            _ => false,
        }
    }

    /// The search of question `serial` ended with `answer`. Returns whether the
    /// evaluation changed. A worker that failed every try switches the analysis off (see
    /// [`Analysis::take_failure`]): asking again would only fail again.
    pub fn answered(&mut self, session: &Session, serial: u64, answer: Answer) -> bool {
        let Some(ticket) = self.ours(session, serial) else {
            return false;
        };
        let lines = match answer {
            Answer::Lines(lines) => lines,
            Answer::Cancelled => return false,
            Answer::Failed(why) => {
                self.on = false;
                self.asked = None;
                self.eval = None;
                self.failure = Some(why);
                return true;
            }
        };
        let read = read_lines(&lines, session.displayed());
        if read.is_empty() {
            return false;
        }
        self.eval = Some((ticket, read));
        true
    }

    /// Why the analysis switched itself off, once: its worker failed every try.
    pub fn take_failure(&mut self) -> Option<EngineError> {
        self.failure.take()
    }

    /// The evaluation of the position on show (its best line), if any yet.
    #[must_use]
    pub fn shown(&self, session: &Session) -> Option<&Eval> {
        self.shown_lines(session).first()
    }

    /// The best lines of the position on show, best first (none yet: empty).
    #[must_use]
    pub fn shown_lines(&self, session: &Session) -> &[Eval] {
        self.eval
            .as_ref()
            .filter(|(t, _)| self.on && *t == Ticket::now(session))
            .map_or(&[], |(_, e)| e.as_slice())
    }
}

/// One review of one game.
#[derive(Clone, Debug)]
struct Run {
    loads: u64,
    game: Game,
    /// The evaluation of each position reviewed so far, in order from the start.
    evals: Vec<Eval>,
    marks: Vec<Mark>,
    /// The question under way: its number (the position is the next one, `evals.len()`).
    asked: Option<u64>,
}

impl Run {
    fn total(&self) -> usize {
        self.game.ply() + 1
    }

    fn done(&self) -> bool {
        self.evals.len() >= self.total()
    }
}

/// What a review answer did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reviewed {
    /// Nothing: an answer for another run or position.
    Unchanged,
    /// One more position evaluated (or the marks made).
    Changed,
    /// The review stopped, for this reason.
    Stopped(PageError),
}

/// The post-game review: one run at a time, each position searched within
/// [`review::REVIEW_NODES`] nodes.
#[derive(Clone, Debug, Default)]
pub struct Review {
    run: Option<Run>,
    serial: u64,
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
    /// A new number of the review's series, for a question or a timer of "Learn from
    /// your mistakes" (which keeps the review meanwhile): no two share one.
    pub(super) fn next_serial(&mut self) -> u64 {
        self.serial += 1;
        self.serial
    }

    /// Starts reviewing `session`'s game (a review under way is dropped).
    pub fn start(&mut self, session: &Session) -> Vec<Effect> {
        let mut effects = self.cancel().1;
        self.run = Some(Run {
            loads: session.loads(),
            game: session.game().clone(),
            evals: Vec::new(),
            marks: Vec::new(),
            asked: None,
        });
        self.ask_next(&mut effects);
        effects
    }

    /// Stops and forgets the review: whether one was under way, and the effects.
    pub fn cancel(&mut self) -> (bool, Vec<Effect>) {
        let running = self.run.as_ref().is_some_and(|r| !r.done());
        let asked = self.run.take().is_some_and(|r| r.asked.is_some());
        (
            running,
            if asked {
                vec![Effect::Cancel]
            } else {
                Vec::new()
            },
        )
    }

    /// Asks about the next position not yet evaluated (finished positions need no
    /// search); computes the marks once every position has its evaluation.
    fn ask_next(&mut self, effects: &mut Vec<Effect>) {
        let Some(run) = self.run.as_mut() else { return };
        run.asked = None;
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
        self.serial += 1;
        run.asked = Some(self.serial);
        effects.push(Effect::Ask {
            serial: self.serial,
            commands: review::request(&run.game, run.evals.len()),
        });
    }

    /// The answer to question `serial`: whether the review changed, or why it stopped,
    /// and the effects (the next question).
    pub fn answered(&mut self, serial: u64, answer: Answer) -> (Reviewed, Vec<Effect>) {
        let unchanged = (Reviewed::Unchanged, Vec::new());
        let Some(run) = self.run.as_mut().filter(|r| r.asked == Some(serial)) else {
            return unchanged;
        };
        let Some(pos) = run.game.position_at(run.evals.len()).copied() else {
            return unchanged;
        };
        let eval = match answer {
            Answer::Lines(lines) => read_reply(&lines, &pos).ok_or(PageError::NoEvaluation),
            Answer::Cancelled => return unchanged,
            Answer::Failed(why) => Err(PageError::Engine(why)),
        };
        match eval {
            Ok(e) => run.evals.push(e),
            // A reply that gave nothing to read (an engine error, a worker that failed
            // every try): the review cannot go on.
            Err(why) => {
                self.run = None;
                return (Reviewed::Stopped(why), Vec::new());
            }
        }
        let mut effects = Vec::new();
        self.ask_next(&mut effects);
        (Reviewed::Changed, effects)
    }

    /// The review of `session`'s game, if there is one: it stands while the game is the
    /// one reviewed, or that game continued.
    #[must_use]
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
    pub fn sync(&mut self, session: &Session) -> Vec<Effect> {
        if self.run.is_some() && self.view(session).is_none() {
            return self.cancel().1;
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::session::MoveSource;
    use crate::ui::testing::mv;

    fn asked(effects: &[Effect]) -> u64 {
        match effects.last() {
            Some(Effect::Ask { serial, .. }) => *serial,
            other => panic!("expected a question, got {other:?}"),
        }
    }

    #[test]
    fn the_analysis_follows_the_position_on_show_and_drops_what_is_about_another() {
        let mut s = Session::default();
        let mut a = Analysis::default();
        let first = asked(&a.set_on(true, &s));
        assert!(a.info(&s, first, "info depth 3 score cp 20 pv a6-a7"));
        assert_eq!(a.shown(&s).map(|e| e.depth), Some(3));
        // A move: the search under way stops and the new position is asked.
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let effects = a.sync(&s);
        assert_eq!(effects.first(), Some(&Effect::Cancel));
        let second = asked(&effects);
        // A late line of the first search is not shown for the new position.
        assert!(!a.info(&s, first, "info depth 9 score cp 500 pv a5-b4"));
        assert_eq!(a.shown(&s), None);
        assert!(a.info(&s, second, "info depth 2 score cp -5 pv a5-b4"));
        // Off: stopped, nothing shown.
        assert_eq!(a.set_on(false, &s), vec![Effect::Cancel]);
        assert_eq!(a.shown(&s), None);
    }

    #[test]
    fn the_analysis_shows_its_lines_by_rank_and_asks_again_for_another_count() {
        let s = Session::default();
        let mut a = Analysis::default();
        let first = asked(&a.set_on(true, &s));
        assert_eq!(a.lines(), analysis::DEFAULT_LINES);
        assert!(!a.info(&s, first, "info depth 3 multipv 2 score cp 5 pv h1-h2"));
        assert!(a.info(&s, first, "info depth 3 multipv 1 score cp 9 pv a6-a7"));
        assert!(a.info(&s, first, "info depth 3 multipv 2 score cp 5 pv h1-h2"));
        assert!(a.info(&s, first, "info depth 4 multipv 1 score cp 8 pv a6-a7"));
        let shown: Vec<(u32, Option<crate::types::Move>)> = a
            .shown_lines(&s)
            .iter()
            .map(|e| (e.depth, e.best()))
            .collect();
        assert_eq!(shown, [(4, Some(mv("a6-a7"))), (3, Some(mv("h1-h2")))]);
        assert_eq!(a.shown(&s).map(|e| e.depth), Some(4));
        // Two lines: the search starts again, asking for two.
        let effects = a.set_lines(2, &s);
        assert_eq!(effects.first(), Some(&Effect::Cancel));
        let Some(Effect::Ask { serial, commands }) = effects.last() else {
            panic!("{effects:?}")
        };
        assert!(commands
            .iter()
            .any(|c| c.to_string() == "setoption name multipv value 2"));
        assert!(a.shown_lines(&s).is_empty());
        assert!(!a.info(&s, first, "info depth 9 score cp 1 pv a6-a7"));
        assert!(a.info(&s, *serial, "info depth 1 multipv 1 score cp 1 pv a6-a7"));
        assert_eq!(a.set_lines(9, &s).len(), 2);
        assert_eq!(a.lines(), crate::search::MAX_MULTIPV);
    }

    #[test]
    fn a_failed_analysis_switches_itself_off_and_says_why_once() {
        let s = Session::default();
        let mut a = Analysis::default();
        let serial = asked(&a.set_on(true, &s));
        let failed = EngineError::Crashed("no reply within 15 s".into());
        assert!(a.answered(&s, serial, Answer::Failed(failed.clone())));
        assert!(!a.is_on());
        assert_eq!(a.take_failure(), Some(failed));
        assert_eq!(a.take_failure(), None);
        assert_eq!(a.sync(&s), vec![], "off: not asked again");
    }

    #[test]
    fn the_review_asks_position_after_position_and_stops_on_a_failure() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let mut r = Review::default();
        let first = asked(&r.start(&s));
        let reply = |m: &str| {
            Answer::Lines(vec![
                "info depth 5 score cp 10".into(),
                format!("bestmove {m}"),
            ])
        };
        let (what, effects) = r.answered(first, reply("a6-a7"));
        assert_eq!(what, Reviewed::Changed);
        let second = asked(&effects);
        // An answer to the first question again: nothing.
        assert_eq!(r.answered(first, reply("a6-a7")).0, Reviewed::Unchanged);
        let (what, effects) = r.answered(second, reply("a5-b4"));
        assert_eq!(what, Reviewed::Changed);
        assert!(effects.is_empty(), "both positions evaluated");
        assert!(r.view(&s).is_some_and(|v| v.done));

        let mut r = Review::default();
        let serial = asked(&r.start(&s));
        let crashed = EngineError::Crashed("it crashed".into());
        let (what, _) = r.answered(serial, Answer::Failed(crashed.clone()));
        assert_eq!(what, Reviewed::Stopped(PageError::Engine(crashed)));
        assert!(r.view(&s).is_none());
    }

    #[test]
    fn a_review_of_another_game_is_dropped() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let mut r = Review::default();
        asked(&r.start(&s));
        s.new_game();
        assert_eq!(r.sync(&s), vec![Effect::Cancel]);
        assert!(r.view(&s).is_none());
    }
}
