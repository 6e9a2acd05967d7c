//! Canvas drawing: board, coordinates, highlights, pieces with crowns, animation frames.
//! Everything is drawn in device pixels from a [`Scene`], a plain description of what to
//! show, so the same code draws the game board and the rules page's diagrams.

use three_crowns::app::ids;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement};

use super::dom;

use three_crowns::position::Piece;
use three_crowns::types::{Bitboard, Color, Move, Square};
use three_crowns::ui::geometry::{Orientation, Point};
use three_crowns::ui::input::Gain;
pub use three_crowns::ui::scene::{trace_of, Scene};
use three_crowns::ui::threats::{Completion, HopEffect, Threats};

use three_crowns::ui::crown::{self, GOLD, GOLD_EDGE};
use three_crowns::ui::theme::{Palette, BLACK_BODY, WHITE_BODY};

struct Painter<'c> {
    ctx: &'c Ctx,
    /// Square size in device pixels.
    s: f64,
    o: Orientation,
    pal: &'static Palette,
}

impl Painter<'_> {
    fn fill_square(&self, sq: Square, color: &str) {
        let Point { x: c, y: r } = self.o.corner(sq);
        self.ctx.set_fill_style_str(color);
        self.ctx.fill_rect(c * self.s, r * self.s, self.s, self.s);
    }

    fn center_px(&self, sq: Square) -> Point {
        let c = self.o.center(sq);
        Point::new(c.x * self.s, c.y * self.s)
    }

    fn circle(&self, x: f64, y: f64, r: f64) {
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, r.max(0.0), 0.0, std::f64::consts::TAU);
    }

    /// An arrow along a move: origin to destination, through the first landing of a jump.
    fn arrow(&self, mv: Move, color: &str) {
        let ctx = self.ctx;
        let mut points = vec![self.center_px(mv.from())];
        if let Some(v) = mv.via() {
            points.push(self.center_px(v));
        }
        points.push(self.center_px(mv.to()));
        let w = 0.14 * self.s;
        ctx.save();
        ctx.set_stroke_style_str(color);
        ctx.set_fill_style_str(color);
        ctx.set_line_width(w);
        ctx.set_line_cap("round");
        ctx.set_line_join("round");
        // The shaft stops short of the head.
        let Point { x: tx, y: ty } = points[points.len() - 1];
        let Point { x: px, y: py } = points[points.len() - 2];
        let len = ((tx - px).powi(2) + (ty - py).powi(2)).sqrt().max(1e-6);
        let (ux, uy) = ((tx - px) / len, (ty - py) / len);
        let head = 0.42 * self.s;
        ctx.begin_path();
        ctx.move_to(points[0].x, points[0].y);
        for p in &points[1..points.len() - 1] {
            ctx.line_to(p.x, p.y);
        }
        ctx.line_to(tx - ux * head * 0.9, ty - uy * head * 0.9);
        ctx.stroke();
        ctx.begin_path();
        ctx.move_to(tx, ty);
        ctx.line_to(
            tx - ux * head - uy * head * 0.55,
            ty - uy * head + ux * head * 0.55,
        );
        ctx.line_to(
            tx - ux * head + uy * head * 0.55,
            ty - uy * head - ux * head * 0.55,
        );
        ctx.close_path();
        ctx.fill();
        ctx.restore();
    }

    /// The threat overlay's marks: rings round pieces the opponent can hop (thick with a
    /// cross: captured; dashed: uncrowned; thin: hopped first, untouched), and on empty
    /// squares where a step completes a Troika a small triangle in the side's colour, or
    /// a crown where it completes a Crowned Troika.
    /// The mark of what a hop does to the piece on `sq`: a thick ring with a cross
    /// (captured), a dashed ring (uncrowned) or a thin ring (hopped first, untouched).
    fn hop_mark(&self, sq: Square, effect: HopEffect) {
        let ctx = self.ctx;
        let s = self.s;
        let Point { x, y } = self.center_px(sq);
        ctx.save();
        ctx.set_stroke_style_str(self.pal.hopped);
        match effect {
            HopEffect::Captures => {
                ctx.set_line_width(0.08 * s);
                self.circle(x, y, 0.45 * s);
                ctx.stroke();
                // A cross at the top right corner.
                let (cx, cy, r) = (x + 0.3 * s, y - 0.3 * s, 0.1 * s);
                ctx.set_line_width(0.06 * s);
                ctx.begin_path();
                ctx.move_to(cx - r, cy - r);
                ctx.line_to(cx + r, cy + r);
                ctx.move_to(cx + r, cy - r);
                ctx.line_to(cx - r, cy + r);
                ctx.stroke();
            }
            HopEffect::Uncrowns => {
                let dash = js_sys::Array::of2(&(0.1 * s).into(), &(0.07 * s).into());
                let _ = ctx.set_line_dash(&dash);
                ctx.set_line_width(0.07 * s);
                self.circle(x, y, 0.45 * s);
                ctx.stroke();
            }
            HopEffect::Hopped => {
                ctx.set_line_width(0.03 * s);
                self.circle(x, y, 0.45 * s);
                ctx.stroke();
            }
        }
        ctx.restore();
    }

    /// A destination's gain: a crown on it (the mover is Crowned there), and a gold ring
    /// around it too when the move wins.
    fn gain_mark(&self, sq: Square, gain: Gain) {
        let Point { x, y } = self.center_px(sq);
        if gain == Gain::Wins {
            self.ring(sq, 0.44, 0.08, GOLD_EDGE);
            self.ring(sq, 0.44, 0.05, GOLD);
        }
        self.crown(x, y, 0.36 * self.s);
    }

    /// The last double jump's path through its landings, thin.
    fn jump_trace(&self, m: Move) {
        let Some(via) = m.via() else { return };
        let ctx = self.ctx;
        let [a, b, c] = [m.from(), via, m.to()].map(|sq| self.center_px(sq));
        ctx.save();
        ctx.set_global_alpha(0.6);
        ctx.set_stroke_style_str(self.pal.last_move);
        ctx.set_line_width(0.05 * self.s);
        ctx.set_line_cap("round");
        ctx.set_line_join("round");
        ctx.begin_path();
        ctx.move_to(a.x, a.y);
        ctx.line_to(b.x, b.y);
        ctx.line_to(c.x, c.y);
        ctx.stroke();
        ctx.restore();
    }

    /// A double jump's first hop, chosen: the path from `from` to `via`.
    fn path(&self, from: Square, via: Square) {
        let ctx = self.ctx;
        let (a, b) = (self.center_px(from), self.center_px(via));
        ctx.save();
        ctx.set_global_alpha(0.75);
        ctx.set_stroke_style_str(self.pal.target);
        ctx.set_line_width(0.1 * self.s);
        ctx.set_line_cap("round");
        ctx.begin_path();
        ctx.move_to(a.x, a.y);
        ctx.line_to(b.x, b.y);
        ctx.stroke();
        ctx.restore();
    }

    fn threats(&self, t: &Threats) {
        let ctx = self.ctx;
        let s = self.s;
        for h in &t.hops {
            self.hop_mark(h.square, h.effect);
        }
        for spot in &t.spots {
            let Point { x, y } = self.center_px(spot.square);
            // Two sides may complete on one square: White's mark left, Black's right.
            let dx = match spot.side {
                Color::White => -0.18 * s,
                Color::Black => 0.18 * s,
            };
            let x = x + dx;
            match spot.kind {
                Completion::Troika => {
                    let (body, edge) = match spot.side {
                        Color::White => (WHITE_BODY, "#4d3f2c"),
                        Color::Black => (BLACK_BODY, "#f6f1e4"),
                    };
                    let r = 0.16 * s;
                    ctx.begin_path();
                    ctx.move_to(x, y - r);
                    ctx.line_to(x + r, y + r * 0.8);
                    ctx.line_to(x - r, y + r * 0.8);
                    ctx.close_path();
                    ctx.set_fill_style_str(body);
                    ctx.fill();
                    ctx.set_line_width((0.03 * s).max(1.0));
                    ctx.set_stroke_style_str(edge);
                    ctx.stroke();
                }
                Completion::CrownedTroika => {
                    let body = match spot.side {
                        Color::White => WHITE_BODY,
                        Color::Black => BLACK_BODY,
                    };
                    ctx.set_fill_style_str(body);
                    self.circle(x, y, 0.17 * s);
                    ctx.fill();
                    self.crown(x, y, 0.3 * s);
                }
            }
        }
    }

    /// The squares: the whole board in the dark squares' colour first (opaque, so a draw
    /// never blends with the one before where a square's edge falls between device
    /// pixels, as it does on a board of any size), then the light squares.
    fn board(&self) {
        self.ctx.set_fill_style_str(self.pal.dark_square);
        self.ctx.fill_rect(0.0, 0.0, 8.0 * self.s, 8.0 * self.s);
        for sq in Square::all() {
            if (sq.file() + sq.rank()) % 2 == 1 {
                self.fill_square(sq, self.pal.light_square);
            }
        }
    }

    /// File letters along the bottom edge and rank digits along the left edge, in the
    /// palette's ink for that kind of square; on the last move's squares, a winning
    /// Troika's and the selected one, in the ink that reads on their tint.
    fn coords(&self, last_move: Bitboard, winning: Bitboard, selected: Bitboard) {
        let ctx = self.ctx;
        ctx.set_font(&format!(
            "600 {}px system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
            (self.s * 0.19).max(9.0).round() as u32
        ));
        for sq in Square::all() {
            let Point { x: c, y: r } = self.o.corner(sq);
            let light = (sq.file() + sq.rank()) % 2 == 1;
            let inks = if selected.contains(sq) {
                self.pal.coords_on_selection
            } else if winning.contains(sq) {
                self.pal.coords_on_win
            } else if last_move.contains(sq) {
                self.pal.coords_on_last_move
            } else {
                self.pal.coords
            };
            let ink = inks[usize::from(!light)];
            ctx.set_fill_style_str(ink);
            if r == 7.0 {
                ctx.set_text_align("right");
                ctx.set_text_baseline("bottom");
                let file = char::from(b'a' + sq.file() as u8).to_string();
                let _ = ctx.fill_text(&file, (c + 0.97) * self.s, (r + 0.99) * self.s);
            }
            if c == 0.0 {
                ctx.set_text_align("left");
                ctx.set_text_baseline("top");
                let _ = ctx.fill_text(
                    &(sq.rank() + 1).to_string(),
                    0.04 * self.s,
                    (r + 0.03) * self.s,
                );
            }
        }
    }

    /// A piece centred at (x, y) px, `crown` its crown size (0..1), `alpha` its opacity,
    /// `lift` how high it is raised (0..1).
    fn piece(&self, x: f64, y: f64, color: Color, crown: f64, alpha: f64, lift: f64) {
        let ctx = self.ctx;
        let s = self.s;
        ctx.save();
        ctx.set_global_alpha(alpha.clamp(0.0, 1.0));
        // Shadow on the board.
        ctx.set_fill_style_str("rgba(0,0,0,0.22)");
        self.circle(x + 0.02 * s, y + 0.045 * s, 0.37 * s * (1.0 - 0.15 * lift));
        ctx.fill();
        let y = y - lift * 0.32 * s;
        let r = 0.38 * s * (1.0 + 0.1 * lift);
        let (body, edge, rim) = match color {
            Color::White => (WHITE_BODY, "#4d3f2c", "rgba(77,63,44,0.35)"),
            Color::Black => (BLACK_BODY, "#0b0a09", "rgba(255,255,255,0.22)"),
        };
        ctx.set_fill_style_str(body);
        self.circle(x, y, r);
        ctx.fill();
        ctx.set_line_width((0.035 * s).max(1.0));
        ctx.set_stroke_style_str(edge);
        ctx.stroke();
        ctx.set_line_width((0.025 * s).max(1.0));
        ctx.set_stroke_style_str(rim);
        self.circle(x, y, r * 0.76);
        ctx.stroke();
        if crown > 0.001 {
            // A gold ring and a crown: the Crowned mark is a shape, not a colour alone.
            ctx.set_global_alpha(alpha.clamp(0.0, 1.0) * crown.min(1.0));
            ctx.set_line_width((0.045 * s).max(1.0));
            ctx.set_stroke_style_str(GOLD);
            self.circle(x, y, r * 0.86);
            ctx.stroke();
            self.crown(x, y, r * 1.05 * crown);
        }
        ctx.restore();
    }

    /// The crown (`ui::crown`, the one drawing used everywhere) `w` px wide, centred
    /// at (x, y).
    fn crown(&self, x: f64, y: f64, w: f64) {
        let ctx = self.ctx;
        let k = w / crown::WIDTH;
        let pt = |(cx, cy): (f64, f64)| (x + cx * k, y + cy * k);
        ctx.begin_path();
        for (i, p) in crown::OUTLINE.iter().enumerate() {
            let (px, py) = pt(*p);
            if i == 0 {
                ctx.move_to(px, py);
            } else {
                ctx.line_to(px, py);
            }
        }
        ctx.close_path();
        ctx.set_fill_style_str(GOLD);
        ctx.fill();
        ctx.set_line_width((crown::STROKE * k).max(1.0));
        ctx.set_line_join("round");
        ctx.set_stroke_style_str(GOLD_EDGE);
        ctx.stroke();
        for tip in crown::TIPS {
            let (px, py) = pt(tip);
            self.circle(px, py, crown::TIP_RADIUS * k);
            ctx.set_fill_style_str(GOLD);
            ctx.fill();
            ctx.stroke();
        }
    }

    fn piece_at_square(&self, sq: Square, p: Piece, crown: f64, alpha: f64) {
        let Point { x, y } = self.center_px(sq);
        self.piece(x, y, p.color, crown, alpha, 0.0);
    }

    fn dot(&self, sq: Square, r: f64, color: &str) {
        let Point { x, y } = self.center_px(sq);
        self.ctx.set_fill_style_str(color);
        self.circle(x, y, r * self.s);
        self.ctx.fill();
    }

    fn ring(&self, sq: Square, r: f64, width: f64, color: &str) {
        let Point { x, y } = self.center_px(sq);
        self.ctx.set_stroke_style_str(color);
        self.ctx.set_line_width(width * self.s);
        self.circle(x, y, r * self.s);
        self.ctx.stroke();
    }

    /// A square frame `inset` (in squares) inside `sq`, `width` (in squares) wide.
    fn outline_square(&self, sq: Square, inset: f64, width: f64, color: &str) {
        let Point { x: c, y: r } = self.o.corner(sq);
        let (w, i) = (width * self.s, (inset + width / 2.0) * self.s);
        self.ctx.set_stroke_style_str(color);
        self.ctx.set_line_width(w);
        self.ctx.stroke_rect(
            c * self.s + i,
            r * self.s + i,
            self.s - 2.0 * i,
            self.s - 2.0 * i,
        );
    }

    /// Corner brackets: an L in each corner of `sq`.
    fn brackets(&self, sq: Square, color: &str) {
        let ctx = self.ctx;
        let Point { x: c, y: r } = self.o.corner(sq);
        let (s, w) = (self.s, 0.07 * self.s);
        let (a, len) = (w / 2.0, 0.28 * s);
        ctx.set_stroke_style_str(color);
        ctx.set_line_width(w);
        ctx.set_line_cap("square");
        ctx.begin_path();
        for (x, y, dx, dy) in [
            (a, a, 1.0, 1.0),
            (s - a, a, -1.0, 1.0),
            (a, s - a, 1.0, -1.0),
            (s - a, s - a, -1.0, -1.0),
        ] {
            let (x, y) = (c * s + x, r * s + y);
            ctx.move_to(x + dx * len, y);
            ctx.line_to(x, y);
            ctx.line_to(x, y + dy * len);
        }
        ctx.stroke();
        ctx.set_line_cap("butt");
    }
}

/// Draws `scene` on a canvas whose backing store is `px` device pixels square.
pub fn draw(ctx: &Ctx, px: f64, scene: &Scene) {
    let pal = scene.palette;
    let p = Painter {
        ctx,
        s: px / 8.0,
        o: scene.orientation,
        pal,
    };
    ctx.set_global_alpha(1.0);
    p.board();
    let mut last_move = Bitboard::EMPTY;
    let mut selected = Bitboard::EMPTY;
    // The last move: tinted, framed inside (a jump's first landing tinted only).
    if let Some(m) = scene.last_move {
        if let Some(v) = m.via() {
            ctx.set_global_alpha(0.55);
            p.fill_square(v, pal.last_move_tint);
            ctx.set_global_alpha(1.0);
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
        ctx.save();
        let dash = js_sys::Array::of2(&(0.09 * p.s).into(), &(0.06 * p.s).into());
        let _ = ctx.set_line_dash(&dash);
        ctx.set_stroke_style_str(pal.bound);
        ctx.set_line_width(0.05 * p.s);
        p.circle(x, y, 0.46 * p.s);
        ctx.stroke();
        ctx.restore();
    }
    // What the last jump took, faintly (not while it animates).
    if settled {
        if let Some((sq, piece)) = scene.trace {
            let Point { x, y } = p.center_px(sq);
            if scene.pos.piece_at(sq).is_none() {
                p.piece_at_square(sq, piece, f64::from(u8::from(piece.crowned)), 0.3);
            } else {
                ctx.set_global_alpha(0.45);
                p.crown(x, y, 0.5 * p.s);
                ctx.set_global_alpha(1.0);
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
        ctx.set_global_alpha(0.45);
        for &sq in t.far.iter().filter(|sq| !t.vias.contains(sq)) {
            p.dot(sq, 0.12, pal.target);
        }
        ctx.set_global_alpha(1.0);
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
        for (sq, effect) in pv.hops.into_iter().flatten() {
            p.hop_mark(sq, effect);
        }
        p.piece_at_square(
            m.to(),
            pv.mover,
            f64::from(u8::from(pv.mover.crowned)),
            0.55,
        );
        if pv.wins {
            p.ring(m.to(), 0.44, 0.05, GOLD);
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
    if let Some(mv) = scene.best {
        p.arrow(mv, pal.best);
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

/// The game's board canvas: its 2D context, its width in CSS pixels (read once per
/// resize), and whether it has been painted yet.
pub struct Canvas {
    el: HtmlCanvasElement,
    ctx: Ctx,
    /// The board's width in CSS pixels, read again after a resize (0: not read yet).
    css: f64,
    painted: bool,
}

impl Canvas {
    /// The canvas `el` with its 2D context; an error when the browser offers none.
    pub fn new(el: HtmlCanvasElement) -> Result<Canvas, JsValue> {
        let ctx = el
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("canvas 2D is not available"))?
            .dyn_into::<Ctx>()?;
        Ok(Canvas {
            el,
            ctx,
            css: 0.0,
            painted: false,
        })
    }

    /// The board's box changed size: its width is read again at the next draw.
    pub fn resized(&mut self) {
        self.css = 0.0;
    }

    /// Draws `scene` at the canvas's size in device pixels. The first draw marks the
    /// performance timeline with `board-painted`.
    pub fn draw(&mut self, scene: &Scene) {
        // The board's size is read once per resize (reading it after a change of the
        // page would force a layout of everything, a long move list included).
        if self.css <= 0.0 {
            self.css = f64::from(self.el.client_width());
        }
        if self.css <= 0.0 {
            return;
        }
        let dpr = dom::window().device_pixel_ratio().max(1.0);
        let px = (self.css * dpr).round().max(8.0) as u32;
        if self.el.width() != px || self.el.height() != px {
            self.el.set_width(px);
            self.el.set_height(px);
        }
        draw(&self.ctx, f64::from(px), scene);
        if !self.painted {
            self.painted = true;
            if let Some(p) = dom::window().performance() {
                let _ = p.mark("board-painted");
            }
        }
    }
}

/// Draws the review's evaluation graph in `canvas#review-graph`: White's chances by ply
/// (`chances[i]` after `i` of `total` moves; White's share from the bottom), the marked
/// moves as dots (larger for worse), and the ply on show as a line.
pub fn draw_graph(
    chances: &[f64],
    total: usize,
    marks: &[(usize, three_crowns::ui::review::Class)],
    view: usize,
    pal: &Palette,
) {
    let Ok(el) = dom::by_id::<HtmlCanvasElement>(ids::REVIEW_GRAPH) else {
        return;
    };
    let Ok(Some(ctx)) = el.get_context("2d") else {
        return;
    };
    let Ok(ctx) = ctx.dyn_into::<Ctx>() else {
        return;
    };
    let dpr = dom::window().device_pixel_ratio().max(1.0);
    let (cw, ch) = (f64::from(el.client_width()), f64::from(el.client_height()));
    if cw <= 0.0 || ch <= 0.0 {
        return;
    }
    let (w, h) = ((cw * dpr).round(), (ch * dpr).round());
    if f64::from(el.width()) != w || f64::from(el.height()) != h {
        el.set_width(w as u32);
        el.set_height(h as u32);
    }
    let n = total.max(1) as f64;
    let x = |ply: usize| ply as f64 / n * w;
    let y = |chance: f64| (1.0 - chance.clamp(0.0, 1.0)) * h;
    ctx.set_fill_style_str(BLACK_BODY);
    ctx.fill_rect(0.0, 0.0, w, h);
    if let Some(first) = chances.first() {
        ctx.begin_path();
        ctx.move_to(0.0, h);
        ctx.line_to(0.0, y(*first));
        for (i, c) in chances.iter().enumerate() {
            ctx.line_to(x(i), y(*c));
        }
        ctx.line_to(x(chances.len() - 1), h);
        ctx.close_path();
        ctx.set_fill_style_str(WHITE_BODY);
        ctx.fill();
    }
    // The even line.
    ctx.set_stroke_style_str("rgba(128,128,128,0.8)");
    ctx.set_line_width(dpr);
    ctx.begin_path();
    ctx.move_to(0.0, h / 2.0);
    ctx.line_to(w, h / 2.0);
    ctx.stroke();
    // Each dot with a ring of the other area's colour (`Palette::graph_ring`).
    ctx.set_stroke_style_str(pal.graph_ring);
    ctx.set_line_width(dpr);
    for &(ply, class) in marks {
        let Some(c) = chances.get(ply) else { continue };
        let r = (2.0 + class as u8 as f64 * 1.5) * dpr;
        ctx.set_fill_style_str(pal.hopped);
        ctx.begin_path();
        let _ = ctx.arc(x(ply), y(*c), r, 0.0, std::f64::consts::TAU);
        ctx.fill();
        ctx.stroke();
    }
    ctx.set_stroke_style_str(pal.hint);
    ctx.set_line_width(2.0 * dpr);
    ctx.begin_path();
    ctx.move_to(x(view), 0.0);
    ctx.line_to(x(view), h);
    ctx.stroke();
}
