//! The game's words: a move played, the move list's marks and labels, the turn line, the
//! end of a game and the result card (part of [`crate::ui::words`], which re-exports them).

use crate::game::PlayedMove;
use crate::position::{MoveEffects, Outcome, Position};
use crate::types::Color;
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};

use super::capitalised;

/// A sentence describing `played`, made from `before`: who moved, the canonical notation,
/// and what it did (hops, crowning, uncrowning, capture).
#[must_use]
pub fn move_played(t: &Speaker, before: &Position, played: &PlayedMove) -> String {
    let mv = played.mv;
    let who = before.turn();
    let fx = played.effects;
    let mut effects = String::new();
    if let Some(sq) = fx.uncrowned {
        let args = [("side", side_arg(who.other())), ("square", notation(sq))];
        effects.push_str(&t.say("move-uncrowns", &args));
    }
    if let Some(sq) = fx.captured {
        let args = [("side", side_arg(who.other())), ("square", notation(sq))];
        effects.push_str(&t.say("move-captures", &args));
    }
    if fx.crowned {
        effects.push_str(&t.say("move-crowned", &[("square", notation(mv.to()))]));
    }
    let mut args = vec![
        ("side", side_arg(who)),
        ("move", notation(mv)),
        ("from", notation(mv.from())),
        ("to", notation(mv.to())),
        ("effects", Arg::Text(effects)),
    ];
    match mv.hopped() {
        None => t.say("move-step", &args),
        Some((a, b)) => {
            args.push(("first", notation(a)));
            args.push(("second", notation(b)));
            t.say("move-jump", &args)
        }
    }
}

/// How a game ended, as a clause: `White wins by capturing three pieces`.
#[must_use]
pub fn outcome_clause(t: &Speaker, o: Outcome) -> String {
    use crate::position::{DrawReason, WinReason};
    match o {
        Outcome::Win { winner, reason } => {
            let id = match reason {
                WinReason::Resignation => "outcome-resigned",
                WinReason::Time => "outcome-time",
                WinReason::Abandoned => "outcome-abandoned",
                WinReason::ThreeCaptures => "outcome-three-captures",
                WinReason::CrownedTroika => "outcome-crowned-troika",
            };
            t.say(
                id,
                &[
                    ("winner", side_arg(winner)),
                    ("loser", side_arg(winner.other())),
                ],
            )
        }
        Outcome::Draw(DrawReason::NoMoves) => t.say("outcome-no-moves", &[]),
        Outcome::Draw(DrawReason::Repetition) => t.say("outcome-repetition", &[]),
        Outcome::Draw(DrawReason::Agreement) => t.say("outcome-agreement", &[]),
    }
}

/// A sentence for the end of a game (also the turn line's text once the game is over).
#[must_use]
pub fn outcome(t: &Speaker, o: Outcome) -> String {
    let clause = outcome_clause(t, o);
    t.say("outcome", &[("outcome", Arg::Text(clause))])
}

/// A mark the move list shows beside a move for what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveMark {
    /// It captured a piece: `×`.
    Captures,
    /// It uncrowned a piece: `↓`.
    Uncrowns,
    /// The mover was Crowned: the crown drawing (`ui::crown`), not a character.
    Crowned,
}

/// A move's marks in words, for the tooltip of their glyphs in the move list:
/// `Captures, crowned`.
#[must_use]
pub fn marks_title(t: &Speaker, marks: &[MoveMark]) -> String {
    let words: Vec<String> = marks.iter().map(|m| m.word(t)).collect();
    capitalised(&words.join(&t.say("list-comma", &[])))
}

impl MoveMark {
    /// The mark's character, or `None` for the crown, which is drawn.
    #[must_use]
    pub fn glyph(self) -> Option<char> {
        match self {
            MoveMark::Captures => Some('×'),
            MoveMark::Uncrowns => Some('↓'),
            MoveMark::Crowned => None,
        }
    }

    /// The mark in words, for the move's accessible name.
    #[must_use]
    pub fn word(self, t: &Speaker) -> String {
        t.say(
            match self {
                MoveMark::Captures => "mark-captures",
                MoveMark::Uncrowns => "mark-uncrowns",
                MoveMark::Crowned => "mark-crowned",
            },
            &[],
        )
    }
}

/// What a move did, as the move list shows it, in the order capture, uncrowning,
/// crowning.
#[must_use]
pub fn move_effects(fx: MoveEffects) -> Vec<MoveMark> {
    let mut out = Vec::new();
    if fx.captured.is_some() {
        out.push(MoveMark::Captures);
    }
    if fx.uncrowned.is_some() {
        out.push(MoveMark::Uncrowns);
    }
    if fx.crowned {
        out.push(MoveMark::Crowned);
    }
    out
}

/// The accessible name of a move list button: `Move 3: c3xe5xg5, captures`.
#[must_use]
pub fn move_label(t: &Speaker, ply: usize, played: &PlayedMove) -> String {
    let mut marks = String::new();
    for mark in move_effects(played.effects) {
        marks.push_str(&t.say("list-comma", &[]));
        marks.push_str(&mark.word(t));
    }
    t.say(
        "move-label",
        &[
            ("ply", ply.into()),
            ("move", notation(played.mv)),
            ("marks", Arg::Text(marks)),
        ],
    )
}

/// The turn line: the result once the game is over, otherwise who is to move (with the
/// piece the second-turn rule binds); while browsing, which move is on show.
#[must_use]
pub fn turn_line(
    t: &Speaker,
    pos: &Position,
    outcome_now: Option<Outcome>,
    browsing: Option<(usize, usize)>,
) -> String {
    let line = match outcome_now {
        Some(o) => outcome(t, o),
        None => match pos.binding().filter(|_| pos.turn() == Color::White) {
            Some(b) => t.say(
                "turn-bound",
                &[("side", side_arg(pos.turn())), ("square", notation(b))],
            ),
            None => t.say("turn-to-move", &[("side", side_arg(pos.turn()))]),
        },
    };
    match browsing {
        Some((view, ply)) => t.say(
            "turn-showing",
            &[
                ("turn", Arg::Text(line)),
                ("view", view.into()),
                ("ply", ply.into()),
            ],
        ),
        None => line,
    }
}

/// A finished game's score as the page writes it everywhere (the result card, the move
/// list): `1-0`, `0-1`, `½-½` (records keep `1/2-1/2`).
#[must_use]
pub fn score(o: Outcome) -> &'static str {
    match o.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "½-½",
    }
}

/// The players a result card names, `[white, black]` as the strips name them: `Ann –
/// Computer · level 4` (each name isolated).
#[must_use]
pub fn result_players(t: &Speaker, [white, black]: &[String; 2]) -> String {
    t.say(
        "result-players",
        &[
            ("white", crate::ui::lang::name(white)),
            ("black", crate::ui::lang::name(black)),
        ],
    )
}

/// The result card's heading and reason for a finished game: `White wins · 1-0` / `by
/// capturing three pieces`, `Draw · ½-½` / `agreed by the players`… (the score as
/// [`score`] writes it).
#[must_use]
pub fn result_card(t: &Speaker, o: Outcome) -> (String, String) {
    use crate::position::{DrawReason, WinReason};
    let score = ("score", Arg::Text(score(o).to_owned()));
    match o {
        Outcome::Win { winner, reason } => {
            let why = match reason {
                WinReason::ThreeCaptures => "result-why-three-captures",
                WinReason::CrownedTroika => "result-why-crowned-troika",
                WinReason::Resignation => "result-why-resigned",
                WinReason::Time => "result-why-time",
                WinReason::Abandoned => "result-why-abandoned",
            };
            (
                t.say("result-win", &[("winner", side_arg(winner)), score]),
                t.say(why, &[("loser", side_arg(winner.other()))]),
            )
        }
        Outcome::Draw(reason) => {
            let why = match reason {
                DrawReason::NoMoves => "result-why-no-moves",
                DrawReason::Repetition => "result-why-repetition",
                DrawReason::Agreement => "result-why-agreement",
            };
            (t.say("result-draw", &[score]), t.say(why, &[]))
        }
    }
}
