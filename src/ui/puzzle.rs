//! Puzzle mode's logic (issue 11): one puzzle being solved ([`Attempt`], a small state
//! machine), the defender's answer to a wrong move ([`answer`], by the exact solver,
//! bounded), the player's progress ([`Progress`]: solved and failed puzzles, the streak,
//! an Elo-style rating, saved as text and read forgivingly) and the choice of the next
//! puzzle ([`next_puzzle`]). The app core (`app::puzzle`) plays it on the board; the page
//! only carries out its effects.
//!
//! A move is right when it is the solution's, or when it wins at once. Any other move is
//! wrong and the defender answers it with a reply that saves the game: after it the solver
//! has no forced win in the plies the puzzle had left. A later move of the solver that is
//! not the solution's but still forces the win in time (the solution's line is only the
//! first of the fastest wins) is neither: it is taken back and the player asked for
//! another, as no reply refutes it.

use crate::sort::SortedSet;
use crate::ui::synced::Stored;

use crate::engine::{Command, Reply, Start};
use crate::position::Position;
use crate::puzzles::solve::saving_reply;
#[cfg(test)]
use crate::puzzles::solve::wins_within;
use crate::puzzles::Puzzle;
use crate::types::{Color, Move};
use crate::ui::error::{Asked, PageError};

/// A new player's puzzle rating.
pub const START_RATING: i32 = 1200;

/// The Elo K factor of the player's puzzle rating.
pub const K: f64 = 32.0;

/// Where the player stands in a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Looking for the solver's next move (or waiting for the defender's reply).
    Solving,
    /// A wrong move was played; the defender answers it. Retry or show the solution.
    Wrong,
    /// Won.
    Solved,
    /// The solution is being played (or has been) on the board.
    Showing,
}

impl Status {
    /// The word of the script API: `solving`, `wrong`, `solved`, `showing`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Status::Solving => "solving",
            Status::Wrong => "wrong",
            Status::Solved => "solved",
            Status::Showing => "showing",
        }
    }
}

/// What the defender answers to a solver's move that is not the solution's (and does not
/// win at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// This reply wins the game for the defender at once.
    Wins(Move),
    /// This reply saves the defender: after it the solver has no forced win in the plies
    /// the puzzle had left.
    Saves(Move),
    /// The defender has no legal move: the game is drawn.
    NoMove,
    /// Every reply still loses in time: the move forces the win too, by another line.
    StillWins,
}

/// The defender's answer in `after` (the position after the solver's move, the defender
/// to move) when the solver had `left` plies after the defender's reply to win in: a
/// reply that wins at once, else the first that saves ([`saving_reply`], exact). With no
/// ply left (the solver's last move was wrong) every reply saves; one after which the
/// solver cannot win at once is preferred.
///
/// This is exact, so it can take long (seconds natively for some wrong first moves of
/// 7-ply puzzles): the page asks its worker for it (`defend`, docs/ARCHITECTURE.md).
#[must_use]
pub fn answer(after: &Position, left: u32) -> Answer {
    answer_from(after, left, saving_reply(after, left.max(1)))
}

/// [`answer`] from `saving`, the saving reply found (by the page's worker:
/// `defend <left.max(1)>`), or `None` when there is none.
#[must_use]
pub fn answer_from(after: &Position, left: u32, saving: Option<Move>) -> Answer {
    let moves = after.legal_moves();
    match saving.filter(|&r| after.is_legal(r)) {
        _ if moves.is_empty() => Answer::NoMove,
        Some(r) if after.play_unchecked(r).won_by(after.turn()).is_some() => Answer::Wins(r),
        Some(r) => Answer::Saves(r),
        None if left == 0 => Answer::Saves(moves[0]),
        None => Answer::StillWins,
    }
}

/// What the page's worker is asked for [`answer`]'s saving reply in `after` (the exact
/// solver runs there, off the page): the position, then `defend <left.max(1)>`.
#[must_use]
pub fn defence_request(after: &Position, left: u32) -> Vec<Command> {
    vec![
        Command::Position {
            start: Start::Tcn(*after),
            moves: Vec::new(),
        },
        Command::Defend(left.max(1)),
    ]
}

/// The saving reply in the worker's reply `lines` to a [`defence_request`]: `Some(move)`,
/// `None` for `defend none` (for [`answer_from`]), or why there is none (the engine's
/// error, or the lines when they hold no answer).
///
/// # Errors
/// [`PageError::EngineSaid`] or [`PageError::NoAnswer`].
pub fn read_defence(lines: &[String]) -> Result<Option<Move>, PageError> {
    let defend = |r| match r {
        Reply::Defend(mv) => Some(mv),
        _ => None,
    };
    match Reply::first_answer(lines, defend) {
        Some(answer) => answer.map_err(PageError::EngineSaid),
        None => Err(PageError::NoAnswer {
            asked: Asked::Defence,
            lines: lines.to_vec(),
        }),
    }
}

/// What the solver's move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solution's move; the defender's `reply` follows (`None`: solved).
    Right {
        /// The solution's next move, the defender's, to play on the board.
        reply: Option<Move>,
    },
    /// Not the solution's move, but it wins at once: solved.
    WinsAtOnce,
    /// Not the solution's move: the defender's [`answer`] in `after` with `left` plies is
    /// needed (see [`Attempt::answered`]). At the first move it is wrong for sure (the
    /// puzzle's first move is the only one that wins): the status is already
    /// [`Status::Wrong`]; later, the move may still win by another line.
    Ask {
        /// The position after the move, the defender to move.
        after: Position,
        /// The plies the solver had left after the defender's reply.
        left: u32,
    },
    /// No move is expected now (the defender's turn, an answer awaited, a finished or
    /// shown puzzle).
    NotNow,
}

/// One puzzle being solved: the moves made, where the player stands, and whether this
/// attempt's result is known.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    /// The puzzle's moves made on the board (solution moves, or the solution up to a
    /// wrong move, the wrong move and its answer).
    ply: usize,
    status: Status,
    /// The defender's reply to a wrong move.
    refutation: Option<Move>,
    /// A move is being judged: the defender's answer is awaited.
    asking: bool,
    /// The first result of this attempt: solved (`true`) or failed; `None` until known.
    result: Option<bool>,
    /// Whether [`Attempt::take_result`] has handed the result on.
    reported: bool,
}

impl Attempt {
    /// A new attempt at `puzzle`, at its start.
    #[must_use]
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            puzzle,
            ply: 0,
            status: Status::Solving,
            refutation: None,
            asking: false,
            result: None,
            reported: false,
        }
    }

    /// The puzzle.
    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The side that is to win.
    #[must_use]
    pub fn solver(&self) -> Color {
        self.puzzle.position.turn()
    }

    /// The puzzle's moves made on the board.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Where the player stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The defender's reply to the wrong move, once known.
    #[must_use]
    pub fn refutation(&self) -> Option<Move> {
        self.refutation
    }

    /// Whether the board waits for the solver's move.
    #[must_use]
    pub fn awaits_solver(&self) -> bool {
        self.status == Status::Solving && self.ply.is_multiple_of(2) && !self.asking
    }

    /// Whether the defender's answer to the last move is awaited.
    #[must_use]
    pub fn is_asking(&self) -> bool {
        self.asking
    }

    /// The solver's move `mv`, just played from `before` on the board: judged against
    /// the solution.
    pub fn judge(&mut self, before: &Position, mv: Move) -> Verdict {
        if !self.awaits_solver() {
            return Verdict::NotNow;
        }
        let solution = &self.puzzle.solution;
        if solution.get(self.ply) == Some(&mv) {
            self.ply += 1;
            let reply = solution.get(self.ply).copied();
            if reply.is_none() {
                self.solved();
            }
            return Verdict::Right { reply };
        }
        let after = before.play_unchecked(mv);
        self.ply += 1;
        if after.won_by(before.turn()).is_some() {
            self.solved();
            return Verdict::WinsAtOnce;
        }
        let left = u32::try_from(solution.len().saturating_sub(self.ply + 1)).unwrap_or(0);
        self.asking = true;
        if self.ply == 1 {
            self.wrong();
        }
        Verdict::Ask { after, left }
    }

    fn wrong(&mut self) {
        self.status = Status::Wrong;
        self.result.get_or_insert(false);
    }

    /// The defender's answer to the move being judged: the reply to play on the board
    /// (`None` with none: a draw, or the move taken back when it still wins, after which
    /// the status is [`Status::Solving`] again at the ply before it).
    pub fn answered(&mut self, answer: Answer) -> Option<Move> {
        if !std::mem::take(&mut self.asking) {
            return None;
        }
        match answer {
            Answer::StillWins if self.status == Status::Solving => {
                self.ply -= 1;
                None
            }
            Answer::Wins(r) | Answer::Saves(r) => {
                self.wrong();
                self.refutation = Some(r);
                Some(r)
            }
            Answer::NoMove | Answer::StillWins => {
                self.wrong();
                None
            }
        }
    }

    fn solved(&mut self) {
        self.status = Status::Solved;
        self.result.get_or_insert(true);
    }

    /// The defender's move (the solution's reply, or the refutation) has been played.
    pub fn replied(&mut self) {
        self.ply += 1;
    }

    /// Back to the puzzle's start, to try again (a failure already counted stays).
    pub fn retry(&mut self) {
        self.ply = 0;
        self.status = Status::Solving;
        self.refutation = None;
        self.asking = false;
    }

    /// Shows the solution: gives up if not solved yet (a failure). Returns the ply the
    /// board is to be set back to (the moves that were right), from which the rest of
    /// the solution is played; `None` when solved or shown already.
    pub fn show_solution(&mut self) -> Option<usize> {
        if matches!(self.status, Status::Solved | Status::Showing) {
            return None;
        }
        let right = if self.status == Status::Wrong {
            // The wrong move and its answer are taken back.
            self.ply.saturating_sub(1) & !1
        } else {
            self.ply & !1
        };
        self.ply = right;
        self.status = Status::Showing;
        self.refutation = None;
        self.asking = false;
        self.result.get_or_insert(false);
        Some(right)
    }

    /// The next solution move to show, if any (advancing the ply).
    pub fn next_shown(&mut self) -> Option<Move> {
        if self.status != Status::Showing {
            return None;
        }
        let mv = self.puzzle.solution.get(self.ply).copied()?;
        self.ply += 1;
        Some(mv)
    }

    /// This attempt's first result (`true`: solved at the first try), handed on once.
    pub fn take_result(&mut self) -> Option<bool> {
        if self.reported {
            return None;
        }
        let r = self.result?;
        self.reported = true;
        Some(r)
    }
}

/// The player's new rating after a result (`score` 1 solved, 0 failed) against a puzzle
/// rated `puzzle`: Elo, K = [`K`], rounded.
#[must_use]
pub fn rated(player: i32, puzzle: u32, score: f64) -> i32 {
    let expected = 1.0 / (1.0 + crate::num::pow10((f64::from(puzzle) - f64::from(player)) / 400.0));
    player + (K * (score - expected)).round() as i32
}

/// The player's progress, kept in the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved (at any try).
    pub solved: SortedSet<String>,
    /// Puzzles failed (at some try).
    pub failed: SortedSet<String>,
    /// Puzzles solved at the first try in a row.
    pub streak: u32,
    /// The player's puzzle rating.
    pub rating: i32,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            solved: SortedSet::new(),
            failed: SortedSet::new(),
            streak: 0,
            rating: START_RATING,
        }
    }
}

fn is_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= 64 && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

impl Progress {
    /// Records an attempt's result at puzzle `id` rated `puzzle_rating`: solved or not.
    /// The streak follows every attempt; the rating moves only at a puzzle's first result
    /// (a puzzle solved or failed before cannot be replayed for points). Returns the
    /// rating change.
    pub fn record(&mut self, id: &str, puzzle_rating: u32, solved: bool) -> i32 {
        let first = !self.solved.contains(id) && !self.failed.contains(id);
        let before = self.rating;
        if first {
            let score = if solved { 1.0 } else { 0.0 };
            self.rating = rated(self.rating, puzzle_rating, score).clamp(100, 4000);
        }
        if solved {
            self.solved.insert(id.to_string());
            self.streak += 1;
        } else {
            self.failed.insert(id.to_string());
            self.streak = 0;
        }
        self.rating - before
    }

    /// A puzzle solved after a failure in the same attempt: kept as solved (so that it
    /// is not offered again), with no change of rating or streak.
    pub fn finished_after_failure(&mut self, id: &str) {
        self.solved.insert(id.to_string());
    }

    /// The text kept in storage: `key=value` lines (`rating`, `streak`, `solved`,
    /// `failed`, the id lists space-separated).
    #[must_use]
    pub fn to_text(&self) -> String {
        let list = |s: &SortedSet<String>| s.iter().cloned().collect::<Vec<_>>().join(" ");
        format!(
            "v=1\nrating={}\nstreak={}\nsolved={}\nfailed={}\n",
            self.rating,
            self.streak,
            list(&self.solved),
            list(&self.failed)
        )
    }

    /// Reads [`Progress::to_text`]'s text forgivingly: unknown lines, bad numbers and
    /// bad ids are skipped, anything missing keeps its default. Never fails.
    #[must_use]
    pub fn parse(text: &str) -> Progress {
        let mut p = Progress::default();
        for line in text.lines() {
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "rating" => {
                    if let Ok(r) = value.parse::<i32>() {
                        p.rating = r.clamp(100, 4000);
                    }
                }
                "streak" => p.streak = value.parse().unwrap_or(0),
                "solved" | "failed" => {
                    let set = if key.trim() == "solved" {
                        &mut p.solved
                    } else {
                        &mut p.failed
                    };
                    set.extend(
                        value
                            .split_whitespace()
                            .filter(|s| is_id(s))
                            .map(str::to_string),
                    );
                }
                _ => {}
            }
        }
        p
    }
}

/// Two tabs' progress merged (`ui::synced`): the puzzles solved and failed in either,
/// the rating moved by this tab's changes on top of the stored one, the streak of the tab
/// that tried a puzzle last.
impl Stored for Progress {
    fn parse(text: &str) -> Progress {
        Progress::parse(text)
    }

    fn to_text(&self) -> String {
        Progress::to_text(self)
    }

    fn merge(stored: &Progress, base: &Progress, local: &Progress) -> Progress {
        let mut merged = stored.clone();
        merged.solved.extend(local.solved.iter().cloned());
        merged.failed.extend(local.failed.iter().cloned());
        merged.rating = (stored.rating + (local.rating - base.rating)).clamp(100, 4000);
        // A tab whose progress changed since it last stored has just tried a puzzle: its
        // streak is the newest (a failure resets it to its old value, 0, too).
        if local != base {
            merged.streak = local.streak;
        }
        merged
    }
}

/// The index of the next puzzle for a player with `progress`: one never tried if any is
/// left (else one not solved, else any), other than `current`, whose rating is nearest
/// to the player's; ties go to the lower rating, then to the earlier in the set.
#[must_use]
pub fn next_puzzle(
    puzzles: &[Puzzle],
    progress: &Progress,
    current: Option<&str>,
) -> Option<usize> {
    let rank = |p: &Puzzle| {
        if progress.solved.contains(&p.id) {
            2
        } else if progress.failed.contains(&p.id) {
            1
        } else {
            0
        }
    };
    let others = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| Some(p.id.as_str()) != current);
    let best = others.min_by_key(|(i, p)| {
        let gap = (i64::from(p.rating) - i64::from(progress.rating)).unsigned_abs();
        (rank(p), gap, p.rating, *i)
    });
    best.map(|(i, _)| i)
        .or_else(|| (!puzzles.is_empty()).then_some(0))
}

/// The puzzle with `id`, if the set has it.
#[must_use]
pub fn find(puzzles: &[Puzzle], id: &str) -> Option<usize> {
    puzzles.iter().position(|p| p.id == id)
}

/// The id in a share link's fragment `#puzzle=<id>` (with or without `#`), or `None`
/// when the fragment is not a puzzle link.
#[must_use]
pub fn link_id(fragment: &str) -> Option<&str> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    f.strip_prefix("puzzle=").map(str::trim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::parse_puzzles;
    use crate::ui::testing::mv;

    /// A 3-ply puzzle of the set (a Crowned Troika in two moves) and a 5-ply one.
    const SET: &str = "4f1902b4\tbw6/1w2bBb1/5wBw/6b1/2W1W1W1/2bB1b2/2w1W3/6b1 w - 24\te2-e3 g1-f1 e3-d4\tcrowned-troika,quiet-first-move,win-in-2\t1000\n\
        b5fa80d5\t1w4w1/1b1b1bbB/6w1/8/1BB5/w1W1W2b/1w1b2w1/2W3bw w - 18\te3-d3 d2-c2 c1-d2 g1-f1 d2-e3\tcrowned-troika,quiet-first-move,win-in-3\t1250\n";

    fn set() -> Vec<Puzzle> {
        parse_puzzles(SET).unwrap()
    }

    #[test]
    fn the_worker_finds_the_answer_the_page_would() {
        // The page's question, through the engine the worker runs, read back: the same
        // answer as the exact solver's here.
        let p = set()[0].clone();
        let mut engine = crate::engine::Engine::new();
        for (wrong, left) in [("c2-b2", 1), ("e2-e3", 1), ("c2-b2", 0)] {
            let after = p.position.play(crate::ui::testing::mv(wrong)).unwrap();
            let mut lines = Vec::new();
            for c in defence_request(&after, left) {
                let (replies, _) = engine.handle(&c.to_string());
                lines.extend(replies);
            }
            let saving = read_defence(&lines).unwrap();
            assert_eq!(
                answer_from(&after, left, saving),
                answer(&after, left),
                "{wrong}"
            );
        }
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(read_defence(&lines(&["defend none"])), Ok(None));
        assert_eq!(
            read_defence(&lines(&["error defend's plies '0' must be…"])),
            Err(PageError::EngineSaid("defend's plies '0' must be…".into()))
        );
        let unexpected = read_defence(&lines(&["readyok", "bestmove none"])).unwrap_err();
        assert_eq!(
            unexpected.to_string(),
            "unexpected reply: readyok | bestmove none"
        );
    }

    #[test]
    fn the_solution_is_played_through_to_the_win() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let mut pos = p.position;
        assert!(a.awaits_solver());
        for (i, &m) in p.solution.iter().enumerate() {
            if i % 2 == 1 {
                // The defender's reply is not the player's to make.
                assert!(!a.awaits_solver());
                assert_eq!(a.judge(&pos, m), Verdict::NotNow);
                a.replied();
            } else {
                let v = a.judge(&pos, m);
                let reply = p.solution.get(i + 1).copied();
                assert_eq!(v, Verdict::Right { reply });
            }
            pos = pos.play(m).unwrap();
        }
        assert_eq!(a.status(), Status::Solved);
        assert_eq!(a.ply(), 5);
        assert_eq!(a.take_result(), Some(true));
        assert_eq!(a.take_result(), None, "handed on once");
        assert_eq!(a.show_solution(), None);
    }

    #[test]
    fn a_wrong_move_is_refuted_and_retry_starts_again() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let wrong = mv("a3-a4");
        assert!(p.position.play(wrong).is_ok());
        let v = a.judge(&p.position, wrong);
        let Verdict::Ask { after, left } = v else {
            panic!("{v:?}")
        };
        assert_eq!(left, 3);
        // Wrong for sure at the first move, the answer awaited.
        assert_eq!(a.status(), Status::Wrong);
        assert!(a.is_asking() && !a.awaits_solver());
        assert_eq!(a.refutation(), None);
        let Answer::Saves(r) = answer(&after, left) else {
            panic!()
        };
        assert_eq!(a.answered(Answer::Saves(r)), Some(r));
        assert_eq!(a.refutation(), Some(r));
        assert_eq!(a.ply(), 1);
        // The refutation really saves: after it White has no win in the 3 plies left.
        let after = p.position.play(wrong).unwrap().play(r).unwrap();
        assert!(!wins_within(&after, 3));
        assert!(!a.awaits_solver());
        a.replied();
        assert_eq!(a.take_result(), Some(false));
        a.retry();
        assert_eq!(
            (a.status(), a.ply(), a.refutation()),
            (Status::Solving, 0, None)
        );
        // Solved on the retry: the attempt's result stays the failure.
        let mut pos = p.position;
        for &m in &p.solution {
            if a.awaits_solver() {
                a.judge(&pos, m);
            } else {
                a.replied();
            }
            pos = pos.play(m).unwrap();
        }
        assert_eq!(a.status(), Status::Solved);
        assert_eq!(a.take_result(), None);
    }

    #[test]
    fn a_move_that_wins_at_once_is_accepted() {
        // The last move of the 3-ply puzzle: e3-d4 makes the Crowned Troika; any other
        // winning move would do as well. Built: two ways to complete a Crowned Troika.
        let p = Puzzle {
            id: "t".into(),
            position: crate::tcn::parse_tcn("bbbbbbbb/8/8/8/1WW5/8/W2W4/1wwwww2 w - 9").unwrap(),
            solution: vec![mv("b4-b3")],
            themes: vec![],
            rating: 1000,
        };
        let mut a = Attempt::new(p.clone());
        // b4-b3 makes a2 b3 c4; c4-c3 makes d2 c3 b4 as well: accepted too.
        let wins: Vec<Move> = p
            .position
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| {
                m != mv("b4-b3") && p.position.play_unchecked(m).won_by(Color::White).is_some()
            })
            .collect();
        assert!(
            !wins.is_empty(),
            "the built position has another win at once"
        );
        assert_eq!(a.judge(&p.position, wins[0]), Verdict::WinsAtOnce);
        assert_eq!(a.status(), Status::Solved);
        assert_eq!(a.take_result(), Some(true));
    }

    #[test]
    fn showing_the_solution_gives_up_and_keeps_the_right_moves() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let mut pos = p.position;
        a.judge(&pos, p.solution[0]);
        pos = pos.play(p.solution[0]).unwrap();
        a.replied();
        pos = pos.play(p.solution[1]).unwrap();
        // Wrong at the second move: the board goes back to after the two right plies.
        let wrong = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != p.solution[2] && pos.play_unchecked(m).won_by(Color::White).is_none())
            .unwrap();
        let Verdict::Ask { after, left } = a.judge(&pos, wrong) else {
            panic!()
        };
        assert_eq!(left, 1);
        assert_eq!(
            a.status(),
            Status::Solving,
            "not known yet after the first move"
        );
        if a.answered(answer(&after, left)).is_some() {
            a.replied();
            assert_eq!((a.ply(), a.status()), (4, Status::Wrong));
        }
        assert_eq!(a.show_solution(), Some(2));
        assert_eq!(a.status(), Status::Showing);
        assert_eq!(a.next_shown(), Some(p.solution[2]));
        assert_eq!(a.next_shown(), Some(p.solution[3]));
        assert_eq!(a.next_shown(), Some(p.solution[4]));
        assert_eq!(a.next_shown(), None);
        assert_eq!(a.take_result(), Some(false));
        // Shown from the start when asked before any move.
        let mut b = Attempt::new(p);
        assert_eq!(b.show_solution(), Some(0));
        assert_eq!(b.show_solution(), None);
    }

    #[test]
    fn a_later_move_that_still_wins_is_taken_back() {
        let p = set()[1].clone();
        let mut a = Attempt::new(p.clone());
        let pos = p
            .position
            .play(p.solution[0])
            .unwrap()
            .play(p.solution[1])
            .unwrap();
        a.judge(&p.position, p.solution[0]);
        a.replied();
        let Verdict::Ask { .. } = a.judge(&pos, mv("a3-a4")) else {
            panic!()
        };
        assert!(a.is_asking());
        // Answered "every reply still loses": taken back, not a failure.
        assert_eq!(a.answered(Answer::StillWins), None);
        assert_eq!((a.ply(), a.status()), (2, Status::Solving));
        assert!(a.awaits_solver());
        assert_eq!(a.take_result(), None);
        // An answer that comes after a retry is dropped.
        a.judge(&pos, mv("a3-a4"));
        a.retry();
        assert_eq!(a.answered(Answer::Saves(mv("a7-a6"))), None);
        assert_eq!(a.refutation(), None);
    }

    #[test]
    fn answers_to_a_wrong_move() {
        let p = &set()[0];
        // Every wrong first move of the 3-ply puzzle has a saving reply, and it saves.
        for &w in p.position.legal_moves().iter() {
            if w == p.solution[0] {
                continue;
            }
            let after = p.position.play_unchecked(w);
            if after.won_by(Color::White).is_some() {
                continue;
            }
            match answer(&after, 1) {
                Answer::Saves(r) => {
                    assert!(!wins_within(&after.play_unchecked(r), 1), "{w} {r}");
                }
                Answer::Wins(r) => {
                    assert!(after.play_unchecked(r).won_by(Color::Black).is_some());
                }
                a => panic!("{w}: {a:?}"),
            }
        }
        // The solution's move is not refuted: every reply loses in time.
        let after = p.position.play_unchecked(p.solution[0]);
        assert_eq!(answer(&after, 1), Answer::StillWins);
    }

    #[test]
    fn ratings_rise_and_fall_elo_style() {
        assert_eq!(rated(1200, 1200, 1.0), 1216);
        assert_eq!(rated(1200, 1200, 0.0), 1184);
        // A harder puzzle gives more for a win and takes less for a loss.
        assert!(rated(1200, 1600, 1.0) - 1200 > 16);
        assert!(rated(1200, 1600, 0.0) - 1200 > -16);
        assert_eq!(rated(1200, 1600, 1.0), 1229);
        let mut p = Progress::default();
        assert_eq!(p.record("a", 1200, true), 16);
        assert_eq!((p.rating, p.streak), (1216, 1));
        assert_eq!(p.record("b", 1200, true), 15);
        assert_eq!(p.streak, 2);
        // A failure: the streak ends, the rating falls.
        assert!(p.record("c", 1200, false) < 0);
        assert_eq!(p.streak, 0);
        // A puzzle already played moves the streak, never the rating.
        let r = p.rating;
        assert_eq!(p.record("a", 1200, true), 0);
        assert_eq!(p.record("c", 1200, true), 0);
        assert_eq!((p.rating, p.streak), (r, 2));
        assert!(p.solved.contains("c") && p.failed.contains("c"));
    }

    #[test]
    fn two_tabs_progress_merges() {
        let base = Progress::default();
        let mut a = base.clone();
        a.record("aaaa", 1200, true);
        let mut b = base.clone();
        b.record("bbbb", 1200, false);
        // A stored first; B stores its changes onto A's.
        let merged = Progress::merge(&a, &base, &b);
        assert!(merged.solved.contains("aaaa"));
        assert!(merged.failed.contains("bbbb"));
        assert_eq!(merged.rating, a.rating + (b.rating - base.rating));
        assert_eq!(merged.streak, 0, "B tried last and failed");
        // Nothing changed here: the stored progress as it is.
        assert_eq!(Progress::merge(&a, &base, &base), a);
    }

    #[test]
    fn progress_round_trips_and_reads_forgivingly() {
        let mut p = Progress::default();
        p.record("44a0079c", 1422, true);
        p.record("94ec8481", 1286, false);
        p.record("4f1902b4", 1000, true);
        let back = Progress::parse(&p.to_text());
        assert_eq!(back, p);
        // Anything unreadable is skipped; what is missing keeps its default.
        for junk in [
            "",
            "garbage",
            "{\"json\": true}",
            "rating=abc\nstreak=-3\nsolved=<script> ok-1 \u{0}\n",
            "\u{feff}rating=99999999999999\n",
            "solved",
            "==\n=\nrating=",
        ] {
            let q = Progress::parse(junk);
            assert!(q.rating >= 100 && q.rating <= 4000, "{junk:?}");
            assert!(q.solved.iter().all(|s| is_id(s)), "{junk:?}");
        }
        let q = Progress::parse("rating=abc\nstreak=-3\nsolved=<script> ok-1\nfailed=x y\n");
        assert_eq!(q.rating, START_RATING);
        assert_eq!(q.streak, 0);
        assert_eq!(q.solved.iter().collect::<Vec<_>>(), ["ok-1"]);
        assert_eq!(q.failed.len(), 2);
        assert_eq!(Progress::parse("rating=1350").rating, 1350);
    }

    #[test]
    fn the_next_puzzle_follows_the_players_level() {
        let mk = |id: &str, rating: u32| Puzzle {
            id: id.into(),
            position: crate::Position::start(),
            solution: vec![mv("a6-a7")],
            themes: vec![],
            rating,
        };
        let set = vec![
            mk("a", 1000),
            mk("b", 1180),
            mk("c", 1220),
            mk("d", 1500),
            mk("e", 1250),
        ];
        let mut p = Progress::default();
        // 1180 and 1220 are both 20 from 1200: the lower rating wins the tie.
        assert_eq!(next_puzzle(&set, &p, None), Some(1));
        // Not the current one.
        assert_eq!(next_puzzle(&set, &p, Some("b")), Some(2));
        // Solved ones are not offered while others are left; failed ones after the
        // untried ones.
        p.solved.insert("b".into());
        p.failed.insert("c".into());
        assert_eq!(next_puzzle(&set, &p, None), Some(4));
        p.rating = 1450;
        assert_eq!(next_puzzle(&set, &p, None), Some(3));
        for id in ["a", "d", "e"] {
            p.solved.insert(id.into());
        }
        assert_eq!(
            next_puzzle(&set, &p, None),
            Some(2),
            "the failed one is left"
        );
        p.solved.insert("c".into());
        p.failed = SortedSet::new();
        assert_eq!(
            next_puzzle(&set, &p, Some("d")),
            Some(4),
            "all solved: the nearest"
        );
        assert_eq!(next_puzzle(&[], &p, None), None);
        assert_eq!(next_puzzle(&set[..1], &p, Some("a")), Some(0));
    }

    #[test]
    fn puzzle_links() {
        assert_eq!(link_id("#puzzle=44a0079c"), Some("44a0079c"));
        assert_eq!(link_id("puzzle=x"), Some("x"));
        assert_eq!(link_id("#tcn=abc"), None);
        assert_eq!(find(&set(), "b5fa80d5"), Some(1));
        assert_eq!(find(&set(), "nope"), None);
    }
}
