//! Learn mode's logic (issue 12): short interactive lessons, one goal each, on positions
//! built for them. A lesson's goal is checked by the rules core on the move actually
//! played ([`Goal::check`]: "the moved piece is Crowned", "f5 was uncrowned", "the game is
//! won by a Crowned Troika"), never by comparing it with one stored move; a legal move that
//! misses it gets the reason why ([`Miss`]). A lesson that needs the opponent to answer
//! has a scripted reply, checked legal before it is played. [`Attempt`] is one lesson being
//! tried, [`Progress`] the lessons done (kept as text, read forgivingly). The page
//! (`src/web/app/lessons.rs`) only wires it to the board.

use crate::sort::SortedSet;
use crate::ui::synced::Stored;

use crate::position::{MoveEffects, Position, WinReason};
use crate::tcn::parse_tcn;
use crate::types::{Color, Move, Square};

/// What the learner's move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A step that ends on this square.
    StepTo(Square),
    /// The moved piece is Crowned by the move (it completed a Troika).
    Crowned,
    /// The move captures a piece (a Crowned jumper's second hop).
    Capture,
    /// The piece on this square loses its crown.
    Uncrown(Square),
    /// The piece on this square is captured.
    CaptureOn(Square),
    /// An Uncrowned jumper captures the second hopped piece, which would stand in a
    /// Troika of its own once Uncrowned.
    CaptureByUncrowning,
    /// The move wins the game this way.
    Win(WinReason),
    /// After the move and the opponent's scripted reply, the piece the second-turn rule
    /// binds can be Crowned by White's next move.
    CrownNext,
}

/// Why a legal move misses its lesson's goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// A double jump where a step onto `target` was asked.
    NotAStep {
        /// The square to step onto.
        target: Square,
    },
    /// A step that ended elsewhere.
    WrongSquare {
        /// Where it ended.
        to: Square,
        /// Where it should have.
        target: Square,
    },
    /// The moved piece was already Crowned.
    AlreadyCrowned {
        /// Where it stands now.
        at: Square,
    },
    /// The move completed no Troika, so nothing was Crowned.
    NoTroika {
        /// The move was a double jump (else a step).
        jump: bool,
    },
    /// A step where a double jump was needed.
    NoHop,
    /// The jump uncrowned this piece instead of capturing.
    UncrownedInstead {
        /// The uncrowned piece's square.
        sq: Square,
    },
    /// The jump captured this piece instead of uncrowning the target.
    CapturedInstead {
        /// The captured piece's square.
        sq: Square,
    },
    /// The jump affected another piece than the target (only the second hopped piece is
    /// affected).
    OtherPiece {
        /// The piece affected.
        affected: Square,
        /// The piece the lesson is about.
        target: Square,
        /// The target was hopped first (and so stayed untouched).
        target_first: bool,
        /// The affected piece was captured (else uncrowned).
        captured: bool,
    },
    /// The jump uncrowned this piece, which, Uncrowned, stands in no Troika of its own:
    /// it stays on the board.
    StaysOnBoard {
        /// The uncrowned piece's square.
        sq: Square,
    },
    /// The capture was made by a Crowned jumper, not by uncrowning.
    ByCrowned {
        /// The captured piece's square.
        sq: Square,
    },
    /// No line of three Crowned pieces.
    NoCrownedTroika,
    /// No third capture: the learner has this many.
    NoThirdCapture {
        /// Captures after the move.
        captures: u32,
    },
    /// After the move (and the reply), the bound piece cannot complete a Troika.
    CannotCrownNext {
        /// The bound piece's square.
        bound: Square,
    },
    /// The lesson's scripted reply is not legal after this move.
    ReplyBlocked {
        /// The scripted reply, as the lesson writes it.
        reply: &'static str,
    },
}

/// One move the learner is asked for, and the opponent's scripted answer, if any.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// What the move must do.
    pub goal: Goal,
    /// The opponent's reply once the goal is met (canonical notation).
    pub reply: Option<&'static str>,
}

/// One lesson.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Its id in links (`#lesson=<id>`), the API and the saved progress.
    pub id: &'static str,
    /// Its title.
    pub title: &'static str,
    /// One sentence: what to do.
    pub instruction: &'static str,
    /// The position (TCN).
    pub tcn: &'static str,
    /// The learner's moves, in order.
    pub steps: &'static [Step],
    /// A solution: the learner's moves and the replies, in order (tests, the API).
    pub solution: &'static [&'static str],
    /// A legal first move that misses the goal (tests, the API).
    pub wrong: &'static str,
}

/// The lessons, in order.
pub const LESSONS: [Lesson; 9] = [
    Lesson {
        id: "stepping",
        title: "Stepping",
        instruction: "Step a White piece onto d5: one square, in any of the eight directions, onto an empty square.",
        tcn: "b1b2bb1/1w4wb/w7/b3w3/2ww3b/1b2b3/6bw/w1w2w2 w - 12",
        steps: &[Step {
            goal: Goal::StepTo(Square::D5),
            reply: None,
        }],
        solution: &["d4-d5"],
        wrong: "c4-c5",
    },
    Lesson {
        id: "crowning",
        title: "Crowning through a Troika",
        instruction: "Step a White piece so that it completes a Troika, three Uncrowned White pieces in a line: the piece that moves is Crowned.",
        tcn: "b2b3b/1w3b2/w3b1bw/1b6/2w3wb/b2ww3/8/w1b2w1w w - 12",
        steps: &[Step {
            goal: Goal::Crowned,
            reply: None,
        }],
        solution: &["g4-f3"],
        wrong: "g4-g5",
    },
    Lesson {
        id: "capturing",
        title: "A Crowned piece captures",
        instruction: "Jump with the Crowned piece on c2 over two Uncrowned Black pieces: the second one it hops is captured.",
        tcn: "1b2b2b/w2w2w1/7b/b2b4/7w/2b2w2/2W3bw/wb2w3 w - 12",
        steps: &[Step {
            goal: Goal::Capture,
            reply: None,
        }],
        solution: &["c2xc4xe6"],
        wrong: "c2-d2",
    },
    Lesson {
        id: "uncrowning",
        title: "An Uncrowned piece uncrowns",
        instruction: "Jump with the Uncrowned piece on c3 over two Crowned Black pieces so that f5 loses its crown.",
        tcn: "b1b3b1/1w1w3w/b7/w4B2/3B3w/2w4b/5w2/wb2w1b1 w - 12",
        steps: &[Step {
            goal: Goal::Uncrown(Square::F5),
            reply: None,
        }],
        solution: &["c3xe5xg5"],
        wrong: "c3-d3",
    },
    Lesson {
        id: "second-hop",
        title: "Only the second hop counts",
        instruction: "Capture the Black piece on e3 with the Crowned piece on d2: only the second piece a jump hops is affected.",
        tcn: "b2b3b/1w4w1/w6b/2w2b2/b6w/3bb3/3W3w/wb2w1b1 w - 12",
        steps: &[Step {
            goal: Goal::CaptureOn(Square::E3),
            reply: None,
        }],
        solution: &["d2xd4xf2"],
        wrong: "d2xf4xf6",
    },
    Lesson {
        id: "uncrown-into-troika",
        title: "Uncrowned into a Troika: captured",
        instruction: "Jump with the Uncrowned piece on c2 so that the second Crowned piece it hops would stand, Uncrowned, in a Black Troika: it is captured instead.",
        tcn: "b4wb1/1w5w/w2b4/2Bb3b/3B3w/b1B5/2w3w1/w3w2b w - 12",
        steps: &[Step {
            goal: Goal::CaptureByUncrowning,
            reply: None,
        }],
        solution: &["c2xc4xe4"],
        wrong: "c2xc4xc6",
    },
    Lesson {
        id: "crowned-troika",
        title: "Winning by a Crowned Troika",
        instruction: "Win at once: put three Crowned White pieces in a line.",
        tcn: "1b2b2b/w5w1/2b4w/b4W2/2WW4/w5b1/1b2b2w/w2w1b2 w - 12",
        steps: &[Step {
            goal: Goal::Win(WinReason::CrownedTroika),
            reply: None,
        }],
        solution: &["f5-e4"],
        wrong: "f5-f6",
    },
    Lesson {
        id: "three-captures",
        title: "Winning by three captures",
        instruction: "White has captured two Black pieces already (Black has eight left): capture a third to win.",
        tcn: "b1b1b3/1w4b1/w7/5b1w/b3W3/2w4b/1b3w2/w2w2w1 w - 12",
        steps: &[Step {
            goal: Goal::Win(WinReason::ThreeCaptures),
            reply: None,
        }],
        solution: &["e4xg6xg8"],
        wrong: "e4-d4",
    },
    Lesson {
        id: "second-turn",
        title: "The second-turn rule",
        instruction: "It is White's first move: crown a White piece on White's second turn, which must move the same piece again.",
        tcn: "b1bb3b/1w3w2/b3w3/2b4b/ww2b1w1/7b/3ww3/wb5w w - 1",
        steps: &[
            Step {
                goal: Goal::CrownNext,
                reply: Some("h8-h7"),
            },
            Step {
                goal: Goal::Crowned,
                reply: None,
            },
        ],
        solution: &["g4-f3", "h8-h7", "f3-f2"],
        wrong: "a1-a2",
    },
];

/// The lesson with `id`, by index.
#[must_use]
pub fn find(id: &str) -> Option<usize> {
    LESSONS.iter().position(|l| l.id == id)
}

/// The lesson's position; `None` only if its text were broken (the tests read every one).
#[must_use]
pub fn position(lesson: &Lesson) -> Option<Position> {
    parse_tcn(lesson.tcn).ok()
}

/// A scripted reply as a move legal in `pos`.
fn legal_reply(pos: &Position, reply: &'static str) -> Result<Move, Miss> {
    reply
        .parse::<Move>()
        .ok()
        .filter(|&mv| pos.is_legal(mv))
        .ok_or(Miss::ReplyBlocked { reply })
}

impl Goal {
    /// Whether `mv`, legal in `before`, meets the goal; `reply` is the step's scripted
    /// reply (for [`Goal::CrownNext`]). The effects are the rules core's.
    pub fn check(
        self,
        before: &Position,
        mv: Move,
        reply: Option<&'static str>,
    ) -> Result<(), Miss> {
        let mover = before.turn();
        let was_crowned = before.piece_at(mv.from()).is_some_and(|p| p.crowned);
        let (after, fx): (Position, MoveEffects) = before.play_with_effects(mv);
        let other = |target: Square| -> Miss {
            let first = mv.hopped().is_some_and(|(a, _)| a == target);
            match (fx.captured, fx.uncrowned) {
                (Some(sq), _) => Miss::OtherPiece {
                    affected: sq,
                    target,
                    target_first: first,
                    captured: true,
                },
                (None, Some(sq)) => Miss::OtherPiece {
                    affected: sq,
                    target,
                    target_first: first,
                    captured: false,
                },
                (None, None) => Miss::NoHop,
            }
        };
        match self {
            Goal::StepTo(target) => match (mv.is_jump(), mv.to() == target) {
                (true, _) => Err(Miss::NotAStep { target }),
                (false, true) => Ok(()),
                (false, false) => Err(Miss::WrongSquare {
                    to: mv.to(),
                    target,
                }),
            },
            Goal::Crowned => match (fx.crowned, was_crowned) {
                (true, _) => Ok(()),
                (false, true) => Err(Miss::AlreadyCrowned { at: mv.to() }),
                (false, false) => Err(Miss::NoTroika { jump: mv.is_jump() }),
            },
            Goal::Capture => match (fx.captured, fx.uncrowned) {
                (Some(_), _) => Ok(()),
                (None, Some(sq)) => Err(Miss::UncrownedInstead { sq }),
                (None, None) => Err(Miss::NoHop),
            },
            Goal::Uncrown(target) => match (fx.uncrowned, fx.captured) {
                (Some(sq), _) if sq == target => Ok(()),
                (None, Some(sq)) if sq == target => Err(Miss::CapturedInstead { sq }),
                _ => Err(other(target)),
            },
            Goal::CaptureOn(target) => match (fx.captured, fx.uncrowned) {
                (Some(sq), _) if sq == target => Ok(()),
                (None, Some(sq)) if sq == target => Err(Miss::UncrownedInstead { sq }),
                _ => Err(other(target)),
            },
            Goal::CaptureByUncrowning => match (fx.captured, fx.uncrowned) {
                (Some(_), _) if !was_crowned => Ok(()),
                (Some(sq), _) => Err(Miss::ByCrowned { sq }),
                (None, Some(sq)) => Err(Miss::StaysOnBoard { sq }),
                (None, None) => Err(Miss::NoHop),
            },
            Goal::Win(reason) => match after.won_by(mover) {
                Some(r) if r == reason => Ok(()),
                _ if reason == WinReason::ThreeCaptures => Err(Miss::NoThirdCapture {
                    captures: after.captures_by(mover),
                }),
                _ => Err(Miss::NoCrownedTroika),
            },
            Goal::CrownNext => {
                let next = match reply {
                    Some(r) => after.play_unchecked(legal_reply(&after, r)?),
                    None => after,
                };
                let bound = next.binding().unwrap_or(mv.to());
                let crowns = next
                    .legal_moves()
                    .iter()
                    .any(|&m| next.play_with_effects(m).1.crowned);
                if crowns {
                    Ok(())
                } else {
                    Err(Miss::CannotCrownNext { bound })
                }
            }
        }
    }
}

/// Where the learner stands in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The learner's move is awaited.
    Trying,
    /// The goal of this step is met; the opponent's scripted reply comes.
    Replying,
    /// A move missed the goal: Retry.
    Missed,
    /// Every step's goal is met.
    Done,
}

impl Status {
    /// The word of the script API: `trying`, `replying`, `missed`, `done`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Status::Trying => "trying",
            Status::Replying => "replying",
            Status::Missed => "missed",
            Status::Done => "done",
        }
    }
}

/// What the learner's move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The step's goal is met and the opponent answers with this move.
    Reply(Move),
    /// The lesson's last goal is met.
    Done,
    /// The move misses the goal, for this reason.
    Missed(Miss),
    /// No move of the learner is expected now.
    NotNow,
}

/// One lesson being tried.
#[derive(Clone, Debug)]
pub struct Attempt {
    index: usize,
    step: usize,
    status: Status,
}

impl Attempt {
    /// A new attempt at lesson `index` (of [`LESSONS`]; clamped), at its start.
    #[must_use]
    pub fn new(index: usize) -> Attempt {
        Attempt {
            index: index.min(LESSONS.len() - 1),
            step: 0,
            status: Status::Trying,
        }
    }

    /// The lesson's index in [`LESSONS`].
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The lesson.
    #[must_use]
    pub fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.index]
    }

    /// The learner's side.
    #[must_use]
    pub fn learner(&self) -> Color {
        position(self.lesson()).map_or(Color::White, |p| p.turn())
    }

    /// Where the learner stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The learner's move `mv`, just played from `before`: judged against the step's goal.
    pub fn judge(&mut self, before: &Position, mv: Move) -> Verdict {
        if self.status != Status::Trying {
            return Verdict::NotNow;
        }
        let Some(step) = self.lesson().steps.get(self.step) else {
            return Verdict::NotNow;
        };
        match step.goal.check(before, mv, step.reply) {
            Err(miss) => {
                self.status = Status::Missed;
                Verdict::Missed(miss)
            }
            Ok(()) => match step
                .reply
                .map(|r| legal_reply(&before.play_unchecked(mv), r))
            {
                Some(Ok(reply)) => {
                    self.status = Status::Replying;
                    Verdict::Reply(reply)
                }
                Some(Err(miss)) => {
                    self.status = Status::Missed;
                    Verdict::Missed(miss)
                }
                None => self.next_step(),
            },
        }
    }

    fn next_step(&mut self) -> Verdict {
        self.step += 1;
        if self.step >= self.lesson().steps.len() {
            self.status = Status::Done;
            Verdict::Done
        } else {
            self.status = Status::Trying;
            Verdict::NotNow
        }
    }

    /// The scripted reply has been played: the next step's move is awaited.
    pub fn replied(&mut self) {
        if self.status == Status::Replying {
            let _ = self.next_step();
        }
    }

    /// Whether the learner's move is awaited.
    #[must_use]
    pub fn awaits_learner(&self) -> bool {
        self.status == Status::Trying
    }

    /// Back to the lesson's start.
    pub fn retry(&mut self) {
        self.step = 0;
        self.status = Status::Trying;
    }
}

/// The lessons done, kept in the browser.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: SortedSet<&'static str>,
}

impl Progress {
    /// Marks lesson `index` done.
    pub fn mark_done(&mut self, index: usize) {
        if let Some(l) = LESSONS.get(index) {
            self.done.insert(l.id);
        }
    }

    /// Whether lesson `index` is done.
    #[must_use]
    pub fn is_done(&self, index: usize) -> bool {
        LESSONS.get(index).is_some_and(|l| self.done.contains(l.id))
    }

    /// Each lesson's done flag, in order.
    #[must_use]
    pub fn flags(&self) -> Vec<bool> {
        (0..LESSONS.len()).map(|i| self.is_done(i)).collect()
    }

    /// How many lessons are done.
    #[must_use]
    pub fn count(&self) -> usize {
        self.done.len()
    }

    /// The text kept in storage: `done=<ids, space-separated>`.
    #[must_use]
    pub fn to_text(&self) -> String {
        let ids: Vec<&str> = self.done.iter().copied().collect();
        format!("v=1\ndone={}\n", ids.join(" "))
    }

    /// Reads [`Progress::to_text`]'s text forgivingly: anything that is not a known
    /// lesson's id is skipped. Never fails.
    #[must_use]
    pub fn parse(text: &str) -> Progress {
        let mut p = Progress::default();
        for line in text.lines() {
            if let Some(("done", ids)) = line.split_once('=').map(|(k, v)| (k.trim(), v)) {
                for id in ids.split_whitespace() {
                    if let Some(i) = find(id) {
                        p.mark_done(i);
                    }
                }
            }
        }
        p
    }

    /// The lesson to open from the Learn button: the first not done (after `current`,
    /// then from the start), or the one after `current` when all are done.
    #[must_use]
    pub fn next(&self, current: Option<usize>) -> usize {
        let n = LESSONS.len();
        let from = current.map_or(0, |c| c + 1);
        (0..n)
            .map(|k| (from + k) % n)
            .find(|&i| !self.is_done(i) && Some(i) != current)
            .unwrap_or(from % n)
    }
}

impl Progress {
    /// What "Next" offers after lesson `current`: the first lesson not done after it
    /// (from the start again if need be), else the lesson after it; `None` after the last
    /// lesson once every lesson is done: the learner is offered a game instead of lesson
    /// 1 again.
    #[must_use]
    pub fn after(&self, current: usize) -> Option<usize> {
        let n = LESSONS.len();
        let undone = (1..n)
            .map(|k| (current + k) % n)
            .find(|&i| !self.is_done(i));
        undone.or_else(|| (current + 1 < n).then_some(current + 1))
    }
}

/// Two tabs' lessons done merged (`ui::synced`): every lesson done in either.
impl Stored for Progress {
    fn parse(text: &str) -> Progress {
        Progress::parse(text)
    }

    fn to_text(&self) -> String {
        Progress::to_text(self)
    }

    fn merge(stored: &Progress, _base: &Progress, local: &Progress) -> Progress {
        let mut merged = stored.clone();
        merged.done.extend(local.done.iter().copied());
        merged
    }
}

/// The id in a link's fragment `#lesson=<id>` (with or without `#`), or `None`.
#[must_use]
pub fn link_id(fragment: &str) -> Option<&str> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    f.strip_prefix("lesson=").map(str::trim)
}

/// Whether the welcome card is shown: on a first visit only (nothing stored under its
/// key yet) and not when the page was opened by a link (`fragment` not empty: a game, a
/// puzzle or a lesson to show). `www/loader.js` applies the same rule before the game's
/// wasm has come, to put the card in the first paint: a change here goes there too.
#[must_use]
pub fn welcome_wanted(stored: Option<&str>, fragment: &str) -> bool {
    stored.is_none() && fragment.trim_start_matches('#').is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_and_the_welcome_card() {
        assert_eq!(link_id("#lesson=crowning"), Some("crowning"));
        assert_eq!(link_id("#moves=a6-a7"), None);
        assert!(welcome_wanted(None, ""));
        assert!(welcome_wanted(None, "#"));
        assert!(!welcome_wanted(Some("shown"), ""));
        assert!(!welcome_wanted(None, "#moves=a6-a7"));
        assert!(!welcome_wanted(None, "#puzzle=abc"));
        assert!(!welcome_wanted(None, "#lesson=stepping"));
    }

    #[test]
    fn progress_round_trips_and_forgives() {
        let mut p = Progress::default();
        p.mark_done(0);
        p.mark_done(8);
        p.mark_done(99);
        assert_eq!(Progress::parse(&p.to_text()), p);
        assert_eq!(p.count(), 2);
        assert_eq!(p.next(None), 1);
        assert_eq!(p.next(Some(7)), 1);
        for junk in [
            "",
            "garbage",
            "done=",
            "done=<script> nope stepping",
            "\u{0}=\u{feff}",
            "===",
        ] {
            let q = Progress::parse(junk);
            assert!(q.count() <= 1, "{junk:?}");
        }
        assert!(Progress::parse("done=nope stepping").is_done(0));
        let all = Progress::parse(&format!(
            "done={}",
            LESSONS.iter().map(|l| l.id).collect::<Vec<_>>().join(" ")
        ));
        assert_eq!(all.next(Some(3)), 4);
        assert_eq!(all.next(Some(8)), 0);
    }

    #[test]
    fn next_offers_a_game_after_the_last_lesson_once_all_are_done() {
        let mut p = Progress::default();
        assert_eq!(p.after(0), Some(1));
        assert_eq!(p.after(8), Some(0), "lessons left: the first not done");
        p.mark_done(0);
        p.mark_done(8);
        assert_eq!(p.after(8), Some(1));
        for i in 0..LESSONS.len() {
            p.mark_done(i);
        }
        assert_eq!(p.after(3), Some(4), "all done: the lessons go on in order");
        assert_eq!(
            p.after(8),
            None,
            "after the last: a game, not lesson 1 again"
        );
    }

    #[test]
    fn two_tabs_lessons_merge() {
        let (mut a, mut b) = (Progress::default(), Progress::default());
        a.mark_done(0);
        b.mark_done(1);
        let merged = Progress::merge(&a, &Progress::default(), &b);
        assert!(merged.is_done(0) && merged.is_done(1));
        assert_eq!(merged.count(), 2);
    }

    #[test]
    fn no_capture_is_shown_before_the_lessons_about_captures() {
        // The first lessons and the first-move lesson start with ten pieces a side: no
        // capture slot is filled before capturing has been taught.
        for id in ["stepping", "crowning", "second-turn"] {
            let lesson = &LESSONS[find(id).unwrap()];
            let pos = position(lesson).unwrap();
            for side in [Color::White, Color::Black] {
                assert_eq!(pos.captures_by(side), 0, "{id}: {side} has captured");
            }
        }
    }
}
