//! The study tools' conversations with the engine, as data: the analysis board (one
//! endless search of the position on show, read as it goes) and the post-game review (a
//! bounded search of each position of one game, in turn). Pure: every call returns the
//! [`Effect`]s the shell carries out with a worker of each tool's own. An answer is used
//! only while it is about what the page shows and answers the question under way (its
//! number), checked in one place per tool.

use crate::engine::Command;
use crate::game::Game;
use crate::position::Position;
use crate::ui::analysis::{read_reply, Eval};
use crate::ui::error::PageError;
use crate::ui::review::{self, Mark};
use crate::ui::review_kept;
use crate::ui::session::Session;

use super::Answer;

mod analysis;
pub(super) mod page;

pub use analysis::Analysis;

/// What the shell is to do for a study tool (each with workers of its own: the review
/// one, the analysis up to `analysis::MAX_WORKERS`, sharing its lines).
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Send `commands` as question `serial` to the tool's worker `worker` (from 0),
    /// replacing any under way there; the analysis hears its `info` lines as they come
    /// ([`Analysis::info`]), both tools its answer.
    Ask {
        /// The question's number.
        serial: u64,
        /// Which of the tool's workers (the review has one: 0).
        worker: usize,
        /// The engine protocol commands, in order.
        commands: Vec<Command>,
    },
    /// Stop the questions under way (their workers are replaced).
    Cancel,
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
    /// The load of the game whose kept review was looked for (`Session::loads`): a kept
    /// review is shown once when its game is opened, not again once closed.
    kept_looked: Option<u64>,
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
            // As the record keeps them: the marks made again from the kept review are
            // these.
            for e in &mut run.evals {
                e.white_chance = review_kept::quantise(e.white_chance);
            }
            run.marks = review::marks(&run.game, &run.evals);
            return;
        }
        self.serial += 1;
        run.asked = Some(self.serial);
        effects.push(Effect::Ask {
            serial: self.serial,
            worker: 0,
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

    /// Drops a review that no longer matches `session`'s game (stopping its search);
    /// shows the review its record kept when the game has just been opened (no search).
    pub fn sync(&mut self, session: &Session) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.run.is_some() && self.view(session).is_none() {
            effects = self.cancel().1;
        }
        if self.kept_looked != Some(session.loads()) {
            self.kept_looked = Some(session.loads());
            if session.origin().review.is_some() {
                self.show_kept(session);
            }
        }
        effects
    }

    /// Shows the review `session`'s record kept, if it can be read (else nothing).
    #[inline(never)]
    fn show_kept(&mut self, session: &Session) {
        let Some(text) = session.origin().review.as_deref() else {
            return;
        };
        let Some(evals) = review_kept::decode(text, session.game()) else {
            return;
        };
        let Some(game) = review_kept::reviewed_game(session.game(), evals.len() - 1) else {
            return;
        };
        let marks = review::marks(&game, &evals);
        self.run = Some(Run {
            loads: session.loads(),
            game,
            evals,
            marks,
            asked: None,
        });
    }

    /// The finished review of `session`'s game as its record keeps it.
    #[must_use]
    pub fn kept_text(&self, session: &Session) -> Option<String> {
        let v = self.view(session).filter(|v| v.done)?;
        Some(review_kept::encode(v.evals))
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::{Info, Reply};
    use crate::search::Score;
    use crate::ui::session::MoveSource;
    use crate::ui::testing::mv;

    /// The number of the last question among `effects` (the analysis's tests too).
    pub(super) fn asked(effects: &[Effect]) -> u64 {
        match effects.last() {
            Some(Effect::Ask { serial, .. }) => *serial,
            other => panic!("expected a question, got {other:?}"),
        }
    }

    #[test]
    fn the_review_asks_position_after_position_and_stops_on_a_failure() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let mut r = Review::default();
        let first = asked(&r.start(&s));
        // The engine's lines, written by the protocol's own types.
        let reply = |m: &str| {
            let info = Info {
                depth: Some(5),
                score: Some(Score::Cp(10)),
                ..Info::default()
            };
            Answer::Lines(vec![
                Reply::Info(info).to_string(),
                Reply::BestMove(Some(mv(m))).to_string(),
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
        let crashed = crate::ui::error::EngineError::Crashed("it crashed".into());
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

/// The study tools: the analysis board and the post-game review.
#[derive(Default)]
pub struct Study {
    /// The analysis board.
    pub analysis: Analysis,
    /// The post-game review.
    pub review: Review,
}
