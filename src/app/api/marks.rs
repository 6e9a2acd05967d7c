//! The board's marks as the script API shows them: what the selection's moves would do,
//! and the threat overlay; and "Learn from your mistakes" (`state().mistakes`).
#![cfg_attr(not(feature = "serde"), allow(dead_code))]

use crate::ui::input::{Consequences, Gain};
use crate::ui::threats::{Completion, HopEffect, Threats};

use super::side;

/// "Learn from your mistakes" as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct MistakesView {
    /// The marked move's ply (1: the game's first move); `null` once done.
    ply: Option<usize>,
    /// `solving`, `right`, `wrong` or `done`.
    status: &'static str,
    /// The marked moves not yet settled, the one on show included.
    remaining: usize,
    /// How many there are.
    total: usize,
    /// The side whose moves are put right.
    side: &'static str,
    /// Whether a try is being judged by the engine.
    checking: bool,
    /// The move played in the game there, and the engine's move.
    played: Option<String>,
    better: Option<String>,
    /// How many were found, shown and skipped so far.
    found: usize,
    shown: usize,
    skipped: usize,
    /// "Train your mistakes", if the mode is its drill.
    drill: Option<DrillView>,
}

/// "Train your mistakes" as the API shows it (`state().mistakes.drill`).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct DrillView {
    /// The puzzle on show (`<game>:<ply>`, as `myMistakes()` names it) and its game;
    /// `null` once nothing more is due.
    id: Option<String>,
    game: Option<String>,
    /// How many are due now, the one on show included until it is answered.
    due: usize,
    /// How many were solved and missed since the drill started.
    solved: usize,
    missed: usize,
}

/// "Learn from your mistakes", while it is on.
pub fn mistakes_view(a: &super::State) -> Option<MistakesView> {
    let (t, checking) = a.modes.mistakes()?;
    let item = t.item();
    let [found, shown, skipped] = t.counts();
    Some(MistakesView {
        ply: item.map(|i| i.mark.ply),
        status: t.status().word(),
        remaining: t.remaining(),
        total: t.total(),
        side: side(t.side()),
        checking,
        played: item.map(|i| i.played.to_string()),
        better: item.map(|i| i.mark.better.to_string()),
        found,
        shown,
        skipped,
        drill: a
            .modes
            .drill_says(a.shared.world.epoch_ms)
            .map(|d| DrillView {
                id: d.on_show.map(|m| m.id.clone()),
                game: d.on_show.map(|m| m.game.clone()),
                due: d.due,
                solved: d.solved,
                missed: d.missed,
            }),
    })
}

/// The threat overlay as the API shows it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ThreatsView {
    /// `{ square, side, effect }`: `side` the threatened piece's, `effect` `"hop"`,
    /// `"uncrown"` or `"capture"`.
    hops: Vec<HopView>,
    /// `{ square, side, kind }`: `side` the one whose step completes, `kind` `"troika"`
    /// or `"crowned-troika"`.
    spots: Vec<SpotView>,
}

/// A piece the opponent could hop next move.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HopView {
    square: String,
    side: &'static str,
    effect: &'static str,
    by: String,
}

/// An empty square where a step completes a Troika.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SpotView {
    square: String,
    side: &'static str,
    kind: &'static str,
    by: String,
}

/// `state().marks`: what the selection's moves would do.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MarksView {
    gains: Vec<SquareMark>,
    hops: Vec<SquareMark>,
}

/// A square and what marks it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SquareMark {
    pub(super) square: String,
    pub(super) mark: &'static str,
}

fn hop_word(e: HopEffect) -> &'static str {
    match e {
        HopEffect::Hopped => "hop",
        HopEffect::Uncrowns => "uncrown",
        HopEffect::Captures => "capture",
    }
}

pub(super) fn marks_view(c: &Consequences) -> MarksView {
    MarksView {
        gains: c
            .gains
            .iter()
            .map(|&(sq, g)| SquareMark {
                square: sq.to_string(),
                mark: match g {
                    Gain::Crowns => "crown",
                    Gain::Wins => "win",
                },
            })
            .collect(),
        hops: c
            .hops
            .iter()
            .map(|&(sq, e)| SquareMark {
                square: sq.to_string(),
                mark: hop_word(e),
            })
            .collect(),
    }
}

pub(super) fn threats_view(t: &Threats) -> ThreatsView {
    ThreatsView {
        hops: t
            .hops
            .iter()
            .map(|h| HopView {
                square: h.square.to_string(),
                side: side(h.side),
                effect: hop_word(h.effect),
                by: h.by.to_string(),
            })
            .collect(),
        spots: t
            .spots
            .iter()
            .map(|s| SpotView {
                square: s.square.to_string(),
                side: side(s.side),
                kind: match s.kind {
                    Completion::Troika => "troika",
                    Completion::CrownedTroika => "crowned-troika",
                },
                by: s.by.to_string(),
            })
            .collect(),
    }
}
