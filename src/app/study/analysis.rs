//! The analysis board: one endless search of the position on show, read as it goes, on
//! one worker or on several that share its best lines (`ui::analysis::plan`). The first
//! worker searches the best line over every root move without end. Each later one
//! searches its own lines over the root moves the lines before it did not take (the
//! engine's `go … searchmoves`), one depth at a time: asked again one ply deeper at each
//! answer, with the first moves of the lines before its own as they are then. A worker
//! is never stopped for that (a stopped worker is replaced, cold), and its table stays
//! warm from one depth to the next. Their lines are merged best first. Pure: every call
//! returns the [`Effect`]s the shell carries out.

use crate::types::Move;
use crate::ui::analysis::{
    self, merge_lines, outcome_on_show, place_line, read_lines, read_ranked, Eval, Ticket,
};
use crate::ui::error::EngineError;
use crate::ui::session::Session;

use super::{Answer, Effect};

/// One worker's part of the search under way.
#[derive(Clone, Debug, Default)]
struct Part {
    /// Its question's number (0: not asked yet: it waits for the lines before its own).
    serial: u64,
    /// How many lines it searches.
    lines: usize,
    /// The root moves it leaves out: the first moves of the earlier parts' lines when
    /// it was asked.
    left_out: Vec<Move>,
    /// Its latest lines, best first.
    heard: Vec<Eval>,
    /// The depth it was asked to reach (0: without end, the first worker).
    depth: u32,
}

/// The search under way: the position, and each worker's part (none: the game is over
/// there, its outcome the evaluation).
#[derive(Clone, Debug)]
struct Asked {
    ticket: Ticket,
    parts: Vec<Part>,
}

/// The analysis board: on or off, the position it searches, the evaluation on show.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    on: bool,
    /// The position being searched (or evaluated as finished), and its workers' parts.
    asked: Option<Asked>,
    /// The lines on show: every part's merged, best first ([`merge_lines`]).
    merged: Vec<Eval>,
    /// How many best lines to show (0: [`analysis::DEFAULT_LINES`]).
    lines: usize,
    /// How many workers the next search may use (0: one; see [`Analysis::set_workers`]).
    workers: usize,
    /// Why the analysis switched itself off (a worker failed every try), until said.
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

    /// How many workers share the search under way (0: none).
    #[must_use]
    pub fn workers(&self) -> usize {
        match &self.asked {
            Some(a) if self.on => a.parts.len(),
            _ => 0,
        }
    }

    /// Shows `n` best lines (1 to [`crate::search::MAX_MULTIPV`]): the search under way
    /// starts again with them.
    pub fn set_lines(&mut self, n: usize, session: &Session) -> Vec<Effect> {
        self.lines = n.clamp(1, crate::search::MAX_MULTIPV);
        self.restart(session)
    }

    /// Lets the search use `n` workers (1 to [`analysis::MAX_WORKERS`];
    /// `analysis::workers_for` says how many a machine offers): a search under way starts
    /// again with them when that changes it.
    pub fn set_workers(&mut self, n: usize, session: &Session) -> Vec<Effect> {
        let n = n.clamp(1, analysis::MAX_WORKERS);
        if n == self.workers.max(1) {
            self.workers = n;
            return Vec::new();
        }
        self.workers = n;
        match &self.asked {
            Some(a) if !a.parts.is_empty() => self.restart(session),
            _ => Vec::new(),
        }
    }

    fn restart(&mut self, session: &Session) -> Vec<Effect> {
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
    /// search under way and starts one on it (the first worker at once, the others as
    /// the lines before theirs come); off stops it.
    pub fn sync(&mut self, session: &Session) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.on {
            self.stop(&mut effects);
            self.merged.clear();
            return effects;
        }
        let ticket = Ticket::now(session);
        if self.asked.as_ref().is_some_and(|a| a.ticket == ticket) {
            return effects;
        }
        self.stop(&mut effects);
        self.merged.clear();
        if let Some(o) = outcome_on_show(session) {
            self.merged = vec![Eval::finished(o)];
            self.asked = Some(Asked {
                ticket,
                parts: Vec::new(),
            });
            return effects;
        }
        let moves = session.displayed().legal_moves().len();
        let parts = analysis::plan(self.lines(), moves, self.workers)
            .into_iter()
            .map(|lines| Part {
                lines,
                ..Part::default()
            })
            .collect();
        self.asked = Some(Asked { ticket, parts });
        self.ask_part(session, 0, 0, &mut effects);
        effects
    }

    /// The first moves of the lines of the workers before `k`, if each has a whole set.
    fn before(&self, k: usize) -> Option<Vec<Move>> {
        let parts = &self.asked.as_ref()?.parts;
        if parts[..k].iter().any(|p| p.heard.len() < p.lines) {
            return None;
        }
        Some(
            parts[..k]
                .iter()
                .flat_map(|p| p.heard.iter().filter_map(Eval::best))
                .collect(),
        )
    }

    /// Asks worker `k` for its lines to `depth` (0: without end), leaving out the first
    /// moves of the lines before its own as they are now (as they were, when some
    /// worker before it has no whole set yet). Its lines so far stay until new ones come.
    fn ask_part(&mut self, session: &Session, k: usize, depth: u32, effects: &mut Vec<Effect>) {
        let left_out = self.before(k);
        self.serial += 1;
        let serial = self.serial;
        let Some(part) = self.asked.as_mut().and_then(|a| a.parts.get_mut(k)) else {
            return;
        };
        if let Some(moves) = left_out {
            part.left_out = moves;
        }
        let share: Vec<Move> = if part.left_out.is_empty() {
            Vec::new()
        } else {
            let legal = session.displayed().legal_moves();
            let left_out = &part.left_out;
            legal
                .iter()
                .copied()
                .filter(|m| !left_out.contains(m))
                .collect()
        };
        let bound = (depth > 0).then_some(depth);
        if let Some(commands) = analysis::request(session, part.lines, share, bound) {
            part.serial = serial;
            part.depth = depth;
            effects.push(Effect::Ask {
                serial,
                worker: k,
                commands,
            });
        }
    }

    /// Asks each later worker not yet asked, once every worker before it has a whole
    /// set of lines (whose first moves it leaves out).
    fn follow(&mut self, session: &Session) -> Vec<Effect> {
        let mut effects = Vec::new();
        let count = self.asked.as_ref().map_or(0, |a| a.parts.len());
        for k in 1..count {
            if self.before(k).is_none() {
                break;
            }
            let asked = self.asked.as_ref().is_some_and(|a| a.parts[k].serial != 0);
            if !asked {
                self.ask_part(session, k, 1, &mut effects);
            }
        }
        effects
    }

    /// Worker `k` answered its search to its depth: it is asked one ply deeper, unless
    /// it ended short of that depth (every line proved) or at the deepest. (The first
    /// worker searches without end: its answer is the end of its search.)
    fn deeper(&mut self, session: &Session, k: usize) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Some(part) = self.asked.as_ref().map(|a| &a.parts[k]) else {
            return effects;
        };
        let reached = part.heard.iter().map(|e| e.depth).min().unwrap_or(0);
        if k > 0 && reached >= part.depth && part.depth < crate::search::MAX_DEPTH {
            let next = part.depth + 1;
            self.ask_part(session, k, next, &mut effects);
        }
        effects
    }

    /// Worker `k`'s part, if question `serial` is its current one and its position is
    /// still on show in `session`: the one check every answer passes.
    fn ours(&self, session: &Session, serial: u64) -> Option<usize> {
        let a = self.asked.as_ref()?;
        if !self.on || serial == 0 || Ticket::now(session) != a.ticket {
            return None;
        }
        a.parts.iter().position(|p| p.serial == serial)
    }

    /// The lines on show again from every part's.
    fn merge(&mut self, session: &Session) {
        let (turn, count) = (session.displayed().turn(), self.lines());
        if let Some(a) = &self.asked {
            self.merged = merge_lines(a.parts.iter().map(|p| &p.heard), turn, count);
        }
    }

    /// An `info` line of question `serial`: the evaluation on show when it is still the
    /// position on show. Returns whether the evaluation changed, and the effects (later
    /// workers asked again once the worker's lines of one depth are all in).
    pub fn info(&mut self, session: &Session, serial: u64, line: &str) -> (bool, Vec<Effect>) {
        let Some(k) = self.ours(session, serial) else {
            return (false, Vec::new());
        };
        let Some((rank, e)) = read_ranked(line, session.displayed()) else {
            return (false, Vec::new());
        };
        let Some(part) = self.asked.as_mut().map(|a| &mut a.parts[k]) else {
            return (false, Vec::new());
        };
        // A later worker's search goes through the shallower depths again first (fast,
        // on its warm table): only the depth it was asked for replaces its lines.
        if e.depth < part.depth || !place_line(&mut part.heard, rank, e) {
            return (false, Vec::new());
        }
        let whole = rank + 1 == part.lines;
        let effects = if whole {
            self.follow(session)
        } else {
            Vec::new()
        };
        self.merge(session);
        (true, effects)
    }

    /// The search of question `serial` ended with `answer`: whether the evaluation
    /// changed, and the effects. A worker that failed every try switches the analysis
    /// off, stopping the others (see [`Analysis::take_failure`]): asking again would only
    /// fail again.
    pub fn answered(
        &mut self,
        session: &Session,
        serial: u64,
        answer: Answer,
    ) -> (bool, Vec<Effect>) {
        let Some(k) = self.ours(session, serial) else {
            return (false, Vec::new());
        };
        let lines = match answer {
            Answer::Lines(lines) => lines,
            Answer::Cancelled => return (false, Vec::new()),
            Answer::Failed(why) => {
                self.failure = Some(why);
                self.on = false;
                return (true, self.sync(session));
            }
        };
        // The last depth's lines may all have come as progress already: the answer is
        // then its `bestmove` alone, and the lines stand.
        let read = read_lines(&lines, session.displayed());
        let changed = !read.is_empty();
        if let (true, Some(a)) = (changed, self.asked.as_mut()) {
            a.parts[k].heard = read;
        }
        let mut effects = self.deeper(session, k);
        effects.extend(self.follow(session));
        self.merge(session);
        (changed, effects)
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
        let now = self
            .asked
            .as_ref()
            .is_some_and(|a| self.on && a.ticket == Ticket::now(session));
        if now {
            &self.merged
        } else {
            &[]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::session::MoveSource;
    use crate::ui::testing::mv;

    use super::super::tests::asked;

    #[test]
    fn the_analysis_follows_the_position_on_show_and_drops_what_is_about_another() {
        let mut s = Session::default();
        let mut a = Analysis::default();
        let first = asked(&a.set_on(true, &s));
        assert!(a.info(&s, first, "info depth 3 score cp 20 pv a6-a7").0);
        assert_eq!(a.shown(&s).map(|e| e.depth), Some(3));
        // A move: the search under way stops and the new position is asked.
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let effects = a.sync(&s);
        assert_eq!(effects.first(), Some(&Effect::Cancel));
        let second = asked(&effects);
        // A late line of the first search is not shown for the new position.
        assert!(!a.info(&s, first, "info depth 9 score cp 500 pv a5-b4").0);
        assert_eq!(a.shown(&s), None);
        assert!(a.info(&s, second, "info depth 2 score cp -5 pv a5-b4").0);
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
        assert!(
            !a.info(&s, first, "info depth 3 multipv 2 score cp 5 pv h1-h2")
                .0
        );
        assert!(
            a.info(&s, first, "info depth 3 multipv 1 score cp 9 pv a6-a7")
                .0
        );
        assert!(
            a.info(&s, first, "info depth 3 multipv 2 score cp 5 pv h1-h2")
                .0
        );
        assert!(
            a.info(&s, first, "info depth 4 multipv 1 score cp 8 pv a6-a7")
                .0
        );
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
        let Some(Effect::Ask {
            serial, commands, ..
        }) = effects.last()
        else {
            panic!("{effects:?}")
        };
        assert!(commands
            .iter()
            .any(|c| c.to_string() == "setoption name multipv value 2"));
        assert!(a.shown_lines(&s).is_empty());
        assert!(!a.info(&s, first, "info depth 9 score cp 1 pv a6-a7").0);
        assert!(
            a.info(&s, *serial, "info depth 1 multipv 1 score cp 1 pv a6-a7")
                .0
        );
        assert_eq!(a.set_lines(9, &s).len(), 2);
        assert_eq!(a.lines(), crate::search::MAX_MULTIPV);
    }

    #[test]
    fn a_failed_analysis_switches_itself_off_and_says_why_once() {
        let s = Session::default();
        let mut a = Analysis::default();
        let serial = asked(&a.set_on(true, &s));
        let failed = EngineError::Crashed("no reply within 15 s".into());
        let (changed, effects) = a.answered(&s, serial, Answer::Failed(failed.clone()));
        assert!(changed);
        assert_eq!(effects, vec![Effect::Cancel], "the other workers stopped");
        assert!(!a.is_on());
        assert_eq!(a.take_failure(), Some(failed));
        assert_eq!(a.take_failure(), None);
        assert_eq!(a.sync(&s), vec![], "off: not asked again");
    }
}
