//! The board's part of the view: the scene the canvas draws ([`Scene`], data), from the
//! state: the editor's arrangement, a previewed line's position, or the game on show with
//! the selection, its targets and consequences, the last move and what it took, the
//! cursor, the winning Troika, the binding, the animation's frame, a dragged piece, the
//! hint, the threat overlay, the analysis's best move.

use crate::types::Color;
use crate::ui::scene::{trace_of, Scene};

use super::super::state::State;

impl State {
    /// What the board shows now, `t` ms into the running animation.
    #[must_use]
    pub fn scene(&self, t: f64) -> Scene<'_> {
        let s = self;
        let orientation = s.orientation();
        let coords = s.display().coords;
        if let Some(editor) = s.editor() {
            let mut scene = Scene::still(s.session().displayed(), orientation, s.palette());
            scene.setup = Some(editor.setup());
            scene.cursor = s.cursor();
            scene.coords = coords;
            scene.bound = editor.setup().binding;
            return scene;
        }
        if let Some((pos, mv)) = s.preview() {
            let mut scene = Scene::still(pos, orientation, s.palette());
            scene.last_move = Some(*mv);
            scene.coords = coords;
            scene.winning = pos.winning_squares();
            return scene;
        }
        let browsing = s.session().is_browsing();
        let targets = (!browsing).then(|| s.input().targets(s.legal_moves()));
        let consequences = (!browsing).then(|| s.consequences());
        let last = s.session().displayed_last_move();
        Scene {
            pos: s.session().displayed(),
            orientation,
            last_move: last.map(|(_, p)| p.mv),
            trace: last.and_then(|(before, p)| trace_of(&before, p.effects)),
            selected: s.selected().filter(|_| !browsing),
            targets,
            via: s.via().filter(|_| !browsing),
            consequences,
            preview: s.preview_move().filter(|_| !browsing),
            cursor: s.cursor(),
            winning: s.winning_squares(),
            // The second-turn ring binds a move still to come: none once the game is
            // over (a move shown while browsing keeps its own).
            bound: Some(s.session().displayed())
                .filter(|p| p.turn() == Color::White)
                .filter(|_| browsing || s.session().game().outcome().is_none())
                .and_then(|p| p.binding()),
            anim: s.animation().map(|r| (&r.plan, r.plan.frame(t))),
            drag: s.pointer().dragged(),
            drag_over: s.drag_over(),
            coords,
            hint: s.shown_hint(),
            setup: None,
            threats: s.threats(),
            best: s.analysis().1.and_then(|e| e.best()),
            others: s
                .analysis_lines()
                .iter()
                .skip(1)
                .filter_map(crate::ui::analysis::Eval::best)
                .collect(),
            better: s.review_better_here(),
            palette: s.palette(),
        }
    }
}
