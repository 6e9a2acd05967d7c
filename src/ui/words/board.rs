//! What the board's selection, cursor and previews say.

use super::*;

/// What the keyboard cursor is on: the square, its piece, and what the selection offers
/// there (`targets` is `None` while browsing).
#[must_use]
pub fn cursor(t: &Speaker, pos: &Position, sq: Square, targets: Option<&Targets>) -> String {
    let mut what = match pos.piece_at(sq) {
        Some(p) => {
            let id = if p.crowned {
                "cursor-crowned"
            } else {
                "cursor-uncrowned"
            };
            t.say(id, &[("square", notation(sq)), ("side", side_arg(p.color))])
        }
        None => t.say("cursor-empty", &[("square", notation(sq))]),
    };
    if let Some(targets) = targets {
        let offer = if targets.steps.contains(&sq) {
            Some("cursor-step")
        } else if targets.finals.contains(&sq) {
            Some("cursor-final")
        } else if targets.vias.contains(&sq) {
            Some("cursor-first-landing")
        } else {
            None
        };
        if let Some(id) = offer {
            what.push_str(&t.say(id, &[]));
        }
    }
    what
}

fn squares(t: &Speaker, v: &[Square]) -> String {
    v.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(&t.say("list-comma", &[]))
}

/// Squares as a choice: `e3`, `e3 or g5`, `c1, e3 or g5`.
fn choice(t: &Speaker, v: &[Square]) -> String {
    match v {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => t.say(
            "squares-or",
            &[
                ("squares", Arg::Text(squares(t, rest))),
                ("last", notation(last)),
            ],
        ),
    }
}

/// What a previewed move would do, in words (said with the keyboard cursor's square):
/// `b3-a3 would crown the piece`, `c3xe5xg5 would uncrown f5`, `… and win the game`.
#[must_use]
pub fn preview(t: &Speaker, p: &Preview) -> String {
    let mut parts = Vec::new();
    if let Some(sq) = p.effects.captured {
        parts.push(t.say("preview-capture", &[("square", notation(sq))]));
    }
    if let Some(sq) = p.effects.uncrowned {
        parts.push(t.say("preview-uncrown", &[("square", notation(sq))]));
    }
    if p.effects.crowned {
        parts.push(t.say("preview-crown", &[]));
    }
    if p.wins {
        parts.push(t.say("preview-win", &[]));
    }
    let mv = ("move", notation(p.mv));
    match parts.as_slice() {
        [] => t.say("preview-plays", &[mv]),
        [rest @ .., last] => {
            let rest = rest.join(&t.say("list-comma", &[]));
            let what = if rest.is_empty() {
                last.clone()
            } else {
                t.say(
                    "preview-and",
                    &[
                        ("first", Arg::Text(rest)),
                        ("last", Arg::Text(last.clone())),
                    ],
                )
            };
            t.say("preview-would", &[mv, ("what", Arg::Text(what))])
        }
    }
}

/// The visible status once a double jump's first landing `via` is chosen: the final
/// landings left and the square that goes back (a press on `via` again).
#[must_use]
pub fn second_hop(t: &Speaker, via: Square, finals: &[Square]) -> String {
    t.say(
        "second-hop",
        &[
            ("finals", Arg::Text(choice(t, finals))),
            ("square", notation(via)),
        ],
    )
}

/// What a selection offers, for people who cannot see the highlights; `None` when
/// nothing is selected.
#[must_use]
pub fn selection(t: &Speaker, sel: Selection, targets: &Targets) -> Option<String> {
    match sel {
        Selection::None => None,
        Selection::Via { from, via } => Some(t.say(
            "selection-via",
            &[
                ("from", notation(from)),
                ("via", notation(via)),
                ("squares", Arg::Text(squares(t, &targets.finals))),
            ],
        )),
        Selection::Piece { from } => {
            let mut w = t.say("selection-piece", &[("square", notation(from))]);
            if !targets.steps.is_empty() {
                let steps = Arg::Text(squares(t, &targets.steps));
                w.push_str(&t.say("selection-steps", &[("squares", steps)]));
            }
            if !targets.vias.is_empty() {
                let vias = Arg::Text(squares(t, &targets.vias));
                w.push_str(&t.say("selection-jumps", &[("squares", vias)]));
            }
            Some(w)
        }
    }
}
