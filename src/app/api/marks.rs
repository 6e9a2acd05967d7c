//! The board's marks as the script API shows them: what the selection's moves would do,
//! and the threat overlay.
#![cfg_attr(not(feature = "serde"), allow(dead_code))]

use crate::ui::input::{Consequences, Gain};
use crate::ui::threats::{Completion, HopEffect, Threats};

use super::side;

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
