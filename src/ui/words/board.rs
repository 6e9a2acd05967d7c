//! What the board's selection, cursor and previews say.

use super::*;

/// What the keyboard cursor is on: the square, its piece, and what the selection offers
/// there (`targets` is `None` while browsing).
#[must_use]
pub fn cursor(pos: &Position, sq: Square, targets: Option<&Targets>) -> String {
    let mut what = match pos.piece_at(sq) {
        Some(p) => format!(
            "{sq}: {} {}",
            p.color,
            if p.crowned { "Crowned" } else { "Uncrowned" }
        ),
        None => format!("{sq}: empty"),
    };
    if let Some(t) = targets {
        if t.steps.contains(&sq) {
            what.push_str(", a step destination");
        } else if t.finals.contains(&sq) {
            what.push_str(", a final landing");
        } else if t.vias.contains(&sq) {
            what.push_str(", a first landing");
        }
    }
    what
}

fn squares(v: &[Square]) -> String {
    v.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Squares as a choice: `e3`, `e3 or g5`, `c1, e3 or g5`.
fn choice(v: &[Square]) -> String {
    match v {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", squares(rest)),
    }
}

/// What a previewed move would do, in words (said with the keyboard cursor's square):
/// `b3-a3 would crown the piece`, `c3xe5xg5 would uncrown f5`, `… and win the game`.
#[must_use]
pub fn preview(p: &Preview) -> String {
    let mut parts = Vec::new();
    if let Some(sq) = p.effects.captured {
        parts.push(format!("capture {sq}"));
    }
    if let Some(sq) = p.effects.uncrowned {
        parts.push(format!("uncrown {sq}"));
    }
    if p.effects.crowned {
        parts.push("crown the piece".to_string());
    }
    if p.wins {
        parts.push("win the game".to_string());
    }
    if parts.is_empty() {
        format!("{} plays here", p.mv)
    } else {
        format!("{} would {}", p.mv, parts.join(" and "))
    }
}

/// The visible status once a double jump's first landing `via` is chosen: the final
/// landings left and the square that goes back (a press on `via` again).
#[must_use]
pub fn second_hop(via: Square, finals: &[Square]) -> String {
    format!("Second hop: {} · back: {via}", choice(finals))
}

/// What a selection offers, for people who cannot see the highlights; `None` when
/// nothing is selected.
#[must_use]
pub fn selection(sel: Selection, t: &Targets) -> Option<String> {
    match sel {
        Selection::None => None,
        Selection::Via { from, via } => Some(format!(
            "{from} jumps through {via}; final landings: {}.",
            squares(&t.finals)
        )),
        Selection::Piece { from } => {
            let mut w = format!("{from} selected.");
            if !t.steps.is_empty() {
                w.push_str(&format!(" Steps to {}.", squares(&t.steps)));
            }
            if !t.vias.is_empty() {
                w.push_str(&format!(" Double jumps through {}.", squares(&t.vias)));
            }
            Some(w)
        }
    }
}
