//! The rules page's diagrams (`canvas.diagram` in `www/rules.html`), drawn by the game's
//! own renderer: what a diagram's attributes ask for, as a [`Scene`].
//!
//! Attributes: `data-tcn` the position; `data-move` a move in it; `data-show="after"` to
//! draw the position after the move (else the move's path is marked on the position
//! before it, with what it does: a crown or win mark on its destination, and for a jump
//! the fate of each hopped piece). After a jump, the piece it captured or the crown it
//! took is drawn faintly where it was, as on the board. `data-select` names squares
//! clicked as on the board (a piece, then perhaps a first landing): the diagram shows
//! that selection's marks, which is how the legend of the board's marks is drawn. The
//! piece the second-turn rule binds is marked as on the board.

use crate::position::Position;
use crate::tcn::parse_tcn;
use crate::types::{Bitboard, Color, Move, Square};
use crate::ui::geometry::Orientation;
use crate::ui::input::{Consequences, Input, Selection, Targets};
use crate::ui::scene::{trace_of, Scene};
use crate::ui::theme::Palette;
use crate::Piece;

/// A diagram's attributes, as read from the page.
#[derive(Clone, Copy, Debug, Default)]
pub struct Asked<'a> {
    /// `data-tcn`.
    pub tcn: &'a str,
    /// `data-move`.
    pub mv: Option<&'a str>,
    /// `data-show="after"`.
    pub after: bool,
    /// `data-select`.
    pub select: Option<&'a str>,
}

/// What a diagram shows.
#[derive(Clone, Debug)]
pub struct Diagram {
    shown: Position,
    last_move: Option<Move>,
    selected: Option<Square>,
    via: Option<Square>,
    targets: Targets,
    consequences: Option<Consequences>,
    trace: Option<(Square, Piece)>,
    winning: Bitboard,
}

/// The board's marks for squares clicked in `pos` in turn.
fn clicked(pos: &Position, squares: &[Square]) -> Input {
    let legal = pos.legal_moves().as_slice().to_vec();
    let mut input = Input::default();
    for &sq in squares {
        input.click(pos, &legal, sq);
    }
    input
}

impl Diagram {
    /// The diagram a canvas's attributes describe (`attr`: an attribute's value by its
    /// name, `data-tcn` and the others above); `None` as [`Diagram::new`].
    pub fn from_attributes(attr: impl Fn(&str) -> Option<String>) -> Option<Diagram> {
        let (tcn, mv, select) = (attr("data-tcn")?, attr("data-move"), attr("data-select"));
        Diagram::new(Asked {
            tcn: &tcn,
            mv: mv.as_deref(),
            after: attr("data-show").as_deref() == Some("after"),
            select: select.as_deref(),
        })
    }

    /// The diagram `asked` describes; `None` when its position or move cannot be read.
    #[must_use]
    pub fn new(asked: Asked<'_>) -> Option<Diagram> {
        let before: Position = parse_tcn(asked.tcn).ok()?;
        let mv: Option<Move> = match asked.mv {
            Some(m) => Some(m.parse().ok()?),
            None => None,
        };
        let after = asked.after;
        let shown = match mv {
            Some(m) if after => before.play(m).ok()?,
            _ => before,
        };
        let legal = before.legal_moves().as_slice().to_vec();
        let mut d = Diagram {
            shown,
            last_move: mv.filter(|_| after),
            selected: mv.filter(|_| !after).map(|m| m.from()),
            via: None,
            targets: Targets::default(),
            consequences: None,
            trace: mv
                .filter(|_| after)
                .and_then(|m| trace_of(&before, before.play_with_effects(m).1)),
            winning: shown.winning_squares(),
        };
        if let (Some(m), false) = (mv, after) {
            match m.via() {
                Some(via) => {
                    d.targets.vias.push(via);
                    d.targets.finals.push(m.to());
                    if let Some((a, b)) = m.hopped() {
                        d.targets.hopped.extend([a, b]);
                    }
                }
                None => d.targets.steps.push(m.to()),
            }
            // What the board would mark with this move chosen, kept to this move alone.
            let squares: Vec<Square> = [Some(m.from()), m.via()].into_iter().flatten().collect();
            let mut c = clicked(&before, &squares).consequences(&before, &legal);
            c.gains.retain(|(sq, _)| *sq == m.to());
            d.consequences = Some(c);
        }
        if let Some(clicks) = asked.select {
            let squares: Vec<Square> = clicks.split(' ').filter_map(|s| s.parse().ok()).collect();
            let input = clicked(&before, &squares);
            d.targets = input.targets(&legal);
            d.consequences = Some(input.consequences(&before, &legal));
            if let Selection::Via { via, .. } = input.selection() {
                d.via = Some(via);
            }
            d.selected = input.selected();
        }
        Some(d)
    }

    /// The scene to draw, in `palette`.
    #[must_use]
    pub fn scene(&self, palette: &'static Palette) -> Scene<'_> {
        let mut scene = Scene::still(&self.shown, Orientation::default(), palette);
        scene.last_move = self.last_move;
        scene.selected = self.selected;
        scene.via = self.via;
        scene.bound = Some(&self.shown)
            .filter(|p| p.turn() == Color::White)
            .and_then(|p| p.binding());
        scene.targets = Some(self.targets.clone());
        scene.consequences = self.consequences.clone();
        scene.trace = self.trace;
        scene.winning = self.winning;
        scene
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::START_TCN;
    use crate::ui::theme::LIGHT;

    #[test]
    fn a_move_is_marked_before_or_played_after() {
        let pos = parse_tcn(START_TCN).unwrap();
        let mv = pos.legal_moves().as_slice()[0];
        let text = mv.to_string();
        let before = Diagram::new(Asked {
            tcn: START_TCN,
            mv: Some(&text),
            ..Asked::default()
        })
        .expect("read");
        let scene = before.scene(&LIGHT);
        assert_eq!(scene.selected, Some(mv.from()));
        assert_eq!(scene.last_move, None);
        assert_eq!(*scene.pos, pos);
        let after = Diagram::new(Asked {
            tcn: START_TCN,
            mv: Some(&text),
            after: true,
            select: None,
        })
        .expect("read");
        let scene = after.scene(&LIGHT);
        assert_eq!(scene.last_move, Some(mv));
        assert_eq!(scene.selected, None);
        assert_eq!(*scene.pos, pos.play(mv).unwrap());
    }

    #[test]
    fn a_selection_shows_its_targets_and_bad_attributes_are_refused() {
        let pos = parse_tcn(START_TCN).unwrap();
        let from = pos.legal_moves().as_slice()[0].from();
        let select = from.to_string();
        let d = Diagram::new(Asked {
            tcn: START_TCN,
            select: Some(&select),
            ..Asked::default()
        })
        .expect("read");
        let scene = d.scene(&LIGHT);
        assert_eq!(scene.selected, Some(from));
        assert!(scene
            .targets
            .is_some_and(|t| !t.steps.is_empty() || !t.vias.is_empty()));
        let mv = pos.legal_moves().as_slice()[0];
        let attributes = |name: &str| match name {
            "data-tcn" => Some(START_TCN.to_string()),
            "data-move" => Some(mv.to_string()),
            "data-show" => Some("after".to_string()),
            _ => None,
        };
        let read = Diagram::from_attributes(attributes).expect("read");
        assert_eq!(read.scene(&LIGHT).last_move, Some(mv));
        assert!(Diagram::from_attributes(|_| None).is_none());
        assert!(Diagram::new(Asked {
            tcn: "nonsense",
            ..Asked::default()
        })
        .is_none());
        let bad_move = Asked {
            tcn: START_TCN,
            mv: Some("z9-z8"),
            ..Asked::default()
        };
        assert!(Diagram::new(bad_move).is_none());
    }
}
