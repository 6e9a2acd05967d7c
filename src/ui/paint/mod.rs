//! The board and the review's graph drawn from data: [`draw`] paints a [`Scene`] and
//! [`draw_graph`] the review's graph with a [`Pen`], the few canvas operations the page
//! (`web::render`, a 2D canvas context) and the tests (a recording pen) implement. Every
//! decision of what goes where, in which colour, is here; the pen only draws.

mod painter;
mod qr;
#[cfg(test)]
pub(crate) mod recorder;

use crate::position::Piece;
use crate::types::{Bitboard, Square};
use crate::ui::geometry::Point;
use crate::ui::scene::Scene;
use crate::ui::theme::{Palette, BLACK_BODY, WHITE_BODY};

use painter::Painter;
pub use qr::{draw_qr, qr_side};

/// The canvas operations the drawing uses (those of a 2D canvas context). Coordinates
/// are device pixels.
pub trait Pen {
    /// Pushes the drawing state.
    fn save(&self);
    /// Pops it.
    fn restore(&self);
    /// The fill colour (CSS).
    fn fill_style(&self, color: &str);
    /// The stroke colour (CSS).
    fn stroke_style(&self, color: &str);
    /// The line width.
    fn line_width(&self, w: f64);
    /// The line cap (`butt`, `round`, `square`).
    fn line_cap(&self, cap: &str);
    /// The line join (`miter`, `round`, `bevel`).
    fn line_join(&self, join: &str);
    /// The dash pattern (empty: solid).
    fn line_dash(&self, dash: &[f64]);
    /// The opacity of what is drawn next.
    fn alpha(&self, a: f64);
    /// Starts a path.
    fn begin_path(&self);
    /// Moves the path's pen.
    fn move_to(&self, x: f64, y: f64);
    /// A line to (x, y).
    fn line_to(&self, x: f64, y: f64);
    /// An arc round (x, y) of radius `r` from angle `start` to `end` (radians).
    fn arc(&self, x: f64, y: f64, r: f64, start: f64, end: f64);
    /// Closes the path.
    fn close_path(&self);
    /// Fills the path.
    fn fill(&self);
    /// Strokes the path.
    fn stroke(&self);
    /// Fills a rectangle.
    fn fill_rect(&self, x: f64, y: f64, w: f64, h: f64);
    /// Strokes a rectangle.
    fn stroke_rect(&self, x: f64, y: f64, w: f64, h: f64);
    /// The text font (CSS).
    fn font(&self, font: &str);
    /// The text alignment.
    fn text_align(&self, align: &str);
    /// The text baseline.
    fn text_baseline(&self, baseline: &str);
    /// Fills `text` at (x, y).
    fn fill_text(&self, text: &str, x: f64, y: f64);
}

/// Draws `scene` on a canvas whose backing store is `px` device pixels square.
pub fn draw(pen: &impl Pen, px: f64, scene: &Scene) {
    let pal = scene.palette;
    let p = Painter {
        pen,
        s: px / 8.0,
        o: scene.orientation,
        pal,
    };
    pen.alpha(1.0);
    p.board();
    let mut last_move = Bitboard::EMPTY;
    let mut selected = Bitboard::EMPTY;
    // The last move: tinted, framed inside (a jump's first landing tinted only).
    if let Some(m) = scene.last_move {
        if let Some(v) = m.via() {
            pen.alpha(0.55);
            p.fill_square(v, pal.last_move_tint);
            pen.alpha(1.0);
        }
        for sq in [m.from(), m.to()] {
            p.fill_square(sq, pal.last_move_tint);
            p.outline_square(sq, 0.06, 0.045, pal.last_move);
        }
        last_move = last_move.with(m.from()).with(m.to());
    }
    for sq in scene.winning {
        p.fill_square(sq, pal.winning_tint);
    }
    // The last jump's trace once its animation is over: its path, under the pieces.
    let settled = scene.anim.as_ref().is_none_or(|(_, f)| f.done);
    if let Some(m) = scene.last_move.filter(|m| m.is_jump() && settled) {
        p.jump_trace(m);
    }
    // The selection: tinted, with corner brackets.
    if let Some(sq) = scene.selected {
        p.fill_square(sq, pal.selected_tint);
        p.brackets(sq, pal.selected);
        selected = selected.with(sq);
    }
    // The square under a dragged piece: tinted and framed, as the selection's colour.
    if let Some(sq) = scene.drag_over {
        p.fill_square(sq, pal.selected_tint);
        p.outline_square(sq, 0.0, 0.07, pal.selected);
        selected = selected.with(sq);
    }
    if scene.coords {
        p.coords(last_move, scene.winning, selected);
    }
    let frame = scene.anim.as_ref().map(|(_, f)| f);
    let dragged = scene.drag.map(|(sq, _)| sq);
    let (occupied, piece_at): (Bitboard, &dyn Fn(Square) -> Option<Piece>) = match scene.setup {
        Some(setup) => (setup.pieces[0] | setup.pieces[1], &|sq| setup.piece_at(sq)),
        None => (scene.pos.occupied(), &|sq| scene.pos.piece_at(sq)),
    };
    let lifted = scene.via.and(scene.selected);
    for sq in occupied {
        if frame.is_some_and(|f| f.hidden.contains(&sq)) || dragged == Some(sq) {
            continue;
        }
        if lifted == Some(sq) {
            // On its way: a ghost where it stood, the piece on its first landing.
            if let (Some(piece), Some(via)) = (piece_at(sq), scene.via) {
                p.path(sq, via);
                let crown = f64::from(u8::from(piece.crowned));
                p.piece_at_square(sq, piece, crown, 0.35);
                p.piece_at_square(via, piece, crown, 1.0);
            }
            continue;
        }
        if let Some(piece) = piece_at(sq) {
            p.piece_at_square(sq, piece, f64::from(u8::from(piece.crowned)), 1.0);
        }
    }
    if let Some(sq) = scene.bound.filter(|&b| scene.selected != Some(b)) {
        // The one piece White may move: a dashed ring around it.
        let Point { x, y } = p.center_px(sq);
        pen.save();
        pen.line_dash(&[0.09 * p.s, 0.06 * p.s]);
        pen.stroke_style(pal.bound);
        pen.line_width(0.05 * p.s);
        p.circle(x, y, 0.46 * p.s);
        pen.stroke();
        pen.restore();
    }
    // What the last jump took, faintly (not while it animates).
    if settled {
        if let Some((sq, piece)) = scene.trace {
            let Point { x, y } = p.center_px(sq);
            if scene.pos.piece_at(sq).is_none() {
                p.piece_at_square(sq, piece, f64::from(u8::from(piece.crowned)), 0.3);
            } else {
                pen.alpha(0.45);
                p.crown(x, y, 0.5 * p.s);
                pen.alpha(1.0);
            }
        }
    }
    if let Some(t) = &scene.targets {
        // Each hopped piece's fate is marked below when known; a bare ring otherwise.
        let fates = scene
            .consequences
            .as_ref()
            .is_some_and(|c| !c.hops.is_empty());
        for &sq in t.hopped.iter().filter(|_| !fates) {
            p.ring(sq, 0.43, 0.05, pal.hopped);
        }
        for &sq in &t.steps {
            p.dot(sq, 0.15, pal.target);
        }
        for &sq in &t.vias {
            p.ring(sq, 0.4, 0.08, pal.target);
        }
        for &sq in &t.finals {
            p.dot(sq, 0.22, pal.target);
        }
        pen.alpha(0.45);
        for &sq in t.far.iter().filter(|sq| !t.vias.contains(sq)) {
            p.dot(sq, 0.12, pal.target);
        }
        pen.alpha(1.0);
    }
    if let Some(c) = &scene.consequences {
        for &(sq, effect) in &c.hops {
            p.hop_mark(sq, effect);
        }
        for &(sq, gain) in &c.gains {
            p.gain_mark(sq, gain);
        }
    }
    if let Some(pv) = scene.preview.filter(|_| settled) {
        let m = pv.mv;
        if let Some(via) = m.via() {
            p.path(m.from(), via);
            p.path(via, m.to());
        }
        // A plain loop over the pair (no iterator adapter): whether a frame paints a jump's
        // preview depends on timing, and an adapter's own function, run only then, would
        // not always be in the start's profile (scripts/profile-start.mjs), so a first
        // visit would sometimes fetch the rest for it.
        if let Some(hops) = &pv.hops {
            for &(sq, effect) in hops {
                p.hop_mark(sq, effect);
            }
        }
        p.piece_at_square(
            m.to(),
            pv.mover,
            f64::from(u8::from(pv.mover.crowned)),
            0.55,
        );
        if pv.wins {
            p.win_ring(m.to());
        }
    }
    if let Some((plan, f)) = &scene.anim {
        if let Some(v) = f.victim {
            // Drawn over the after-position, where it is Uncrowned or gone.
            p.piece_at_square(v.square, v.piece, v.crown, v.opacity);
        }
        if !f.done {
            let at = scene.orientation.cell(f.mover_at.x, f.mover_at.y);
            let (x, y) = ((at.x + 0.5) * p.s, (at.y + 0.5) * p.s);
            p.piece(x, y, plan.mover.color, f.mover_crown, 1.0, f.lift);
        }
    }
    if let Some(t) = scene.threats {
        p.threats(t);
    }
    // The other lines thinner, under the best one.
    for &mv in scene.others.iter().rev() {
        p.arrow_sized(mv, pal.best, 0.55);
    }
    if let Some(mv) = scene.best {
        p.arrow(mv, pal.best);
    }
    if let Some(mv) = scene.better {
        p.arrow(mv, pal.better);
    }
    if let Some(mv) = scene.hint {
        p.arrow(mv, pal.hint);
    }
    if let Some(sq) = scene.cursor {
        p.outline_square(sq, 0.0, 0.06, pal.cursor);
    }
    if let Some((sq, at)) = scene.drag {
        if let Some(piece) = scene.pos.piece_at(sq) {
            p.piece(
                at.x * p.s,
                at.y * p.s,
                piece.color,
                f64::from(u8::from(piece.crowned)),
                1.0,
                0.6,
            );
        }
    }
}

/// Draws the review's evaluation graph, `w` by `h` device pixels: White's chances by ply
/// (`chances[i]` after `i` of `total` moves; White's share from the bottom), the marked
/// moves as dots (larger for worse), and the ply on show as a line.
pub fn draw_graph(
    pen: &impl Pen,
    (w, h): (f64, f64),
    dpr: f64,
    (chances, total, marks, view): (&[f64], usize, &[(usize, crate::ui::review::Class)], usize),
    pal: &Palette,
) {
    let n = total.max(1) as f64;
    let x = |ply: usize| ply as f64 / n * w;
    let y = |chance: f64| (1.0 - chance.clamp(0.0, 1.0)) * h;
    pen.fill_style(BLACK_BODY);
    pen.fill_rect(0.0, 0.0, w, h);
    if let Some(first) = chances.first() {
        pen.begin_path();
        pen.move_to(0.0, h);
        pen.line_to(0.0, y(*first));
        for (i, c) in chances.iter().enumerate() {
            pen.line_to(x(i), y(*c));
        }
        pen.line_to(x(chances.len() - 1), h);
        pen.close_path();
        pen.fill_style(WHITE_BODY);
        pen.fill();
    }
    // The even line.
    pen.stroke_style("rgba(128,128,128,0.8)");
    pen.line_width(dpr);
    pen.begin_path();
    pen.move_to(0.0, h / 2.0);
    pen.line_to(w, h / 2.0);
    pen.stroke();
    // Each dot with a ring of the other area's colour (`Palette::graph_ring`).
    pen.stroke_style(pal.graph_ring);
    pen.line_width(dpr);
    for &(ply, class) in marks {
        let Some(c) = chances.get(ply) else { continue };
        let r = (2.0 + class as u8 as f64 * 1.5) * dpr;
        pen.fill_style(pal.hopped);
        pen.begin_path();
        pen.arc(x(ply), y(*c), r, 0.0, std::f64::consts::TAU);
        pen.fill();
        pen.stroke();
    }
    pen.stroke_style(pal.hint);
    pen.line_width(2.0 * dpr);
    pen.begin_path();
    pen.move_to(x(view), 0.0);
    pen.line_to(x(view), h);
    pen.stroke();
}

#[cfg(test)]
mod tests {
    use super::recorder::Recorder;
    use super::*;
    use crate::position::Position;
    use crate::types::Color;
    use crate::ui::geometry::Orientation;
    use crate::ui::theme::{palette, Scheme};

    #[test]
    fn every_piece_and_every_coordinate_is_drawn() {
        let pos = Position::start();
        let pen = Recorder::default();
        let scene = Scene::still(&pos, Orientation::default(), palette(Scheme::Light, false));
        draw(&pen, 800.0, &scene);
        for (color, body) in [(Color::White, WHITE_BODY), (Color::Black, BLACK_BODY)] {
            let pieces = Square::all()
                .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.color == color))
                .count();
            assert!(pieces > 0);
            assert_eq!(pen.count(&format!("fill {body}")), pieces, "{color:?}");
        }
        for label in ["a", "h", "1", "8"] {
            assert_eq!(pen.count(&format!("text {label}")), 1, "{label}");
        }
    }

    #[test]
    fn each_piece_is_outlined_in_its_palette_s_ink() {
        let pos = Position::start();
        for (scheme, colour_blind) in [
            (Scheme::Light, false),
            (Scheme::Dark, false),
            (Scheme::Light, true),
            (Scheme::Dark, true),
        ] {
            let pal = palette(scheme, colour_blind);
            let pen = Recorder::default();
            let mut scene = Scene::still(&pos, Orientation::default(), pal);
            scene.coords = false;
            draw(&pen, 800.0, &scene);
            for color in Color::ALL {
                let pieces = Square::all()
                    .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.color == color))
                    .count();
                let edge = pal.piece(color).edge;
                assert_eq!(
                    pen.count(&format!("stroke {edge}")),
                    pieces,
                    "{scheme:?} {color:?}"
                );
            }
        }
    }

    #[test]
    fn a_hint_is_drawn_in_the_hint_colour_only_when_there_is_one() {
        let pos = Position::start();
        let pal = palette(Scheme::Dark, true);
        let mut scene = Scene::still(&pos, Orientation::default(), pal);
        scene.coords = false;
        let pen = Recorder::default();
        draw(&pen, 400.0, &scene);
        assert_eq!(pen.count(&format!("stroke {}", pal.hint)), 0);
        scene.hint = pos.legal_moves().first().copied();
        let pen = Recorder::default();
        draw(&pen, 400.0, &scene);
        assert!(pen.count(&format!("stroke {}", pal.hint)) > 0);
        assert_eq!(pen.count("text a"), 0, "no coordinates");
    }
}
