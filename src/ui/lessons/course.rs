//! The lessons as data: each one's position, instruction, goals, scripted replies, a
//! solution and a wrong move (checked against the rules core by the tests).

use super::Goal;
use crate::position::WinReason;
use crate::types::Square;

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
    /// The puzzles' theme that practises it (`puzzles::theme::Theme::id`): the lesson
    /// leads on to puzzles of that theme (at least three of each in the set). None is
    /// bound by the second-turn rule (it binds a game's first moves only), so that
    /// lesson, which crowns a piece, leads on to crowning; the second hop's to the
    /// double jumps.
    pub puzzles: &'static str,
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
        puzzles: "quiet-first-move",
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
        puzzles: "crowning",
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
        puzzles: "double-jump",
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
        puzzles: "uncrowning",
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
        puzzles: "double-jump",
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
        puzzles: "uncrowning",
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
        puzzles: "crowned-troika",
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
        puzzles: "third-capture",
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
        puzzles: "crowning",
    },
];
