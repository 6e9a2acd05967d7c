//! The board's drawing primitives in board terms (a square filled, a piece with its crown,
//! a ring, a dot, an arrow along a move, a hop's mark, the threat overlay), written with a
//! [`Pen`] in device pixels.

use crate::position::Piece;
use crate::types::{Bitboard, Color, Move, Square};
use crate::ui::crown::{self, GOLD, GOLD_EDGE};
use crate::ui::geometry::{Orientation, Point};
use crate::ui::input::Gain;
use crate::ui::theme::{Palette, PieceInk, SHADOW, WIN_RING};
use crate::ui::threats::{Completion, HopEffect, Threats};

use super::Pen;

pub(super) struct Painter<'c, P: Pen> {
    pub(super) pen: &'c P,
    /// Square size in device pixels.
    pub(super) s: f64,
    pub(super) o: Orientation,
    pub(super) pal: &'static Palette,
}

impl<P: Pen> Painter<'_, P> {
    pub(super) fn fill_square(&self, sq: Square, color: &str) {
        let Point { x: c, y: r } = self.o.corner(sq);
        self.pen.fill_style(color);
        self.pen.fill_rect(c * self.s, r * self.s, self.s, self.s);
    }

    pub(super) fn center_px(&self, sq: Square) -> Point {
        let c = self.o.center(sq);
        Point::new(c.x * self.s, c.y * self.s)
    }

    pub(super) fn circle(&self, x: f64, y: f64, r: f64) {
        self.pen.begin_path();
        self.pen.arc(x, y, r.max(0.0), 0.0, std::f64::consts::TAU);
    }

    /// An arrow along a move: origin to destination, through the first landing of a jump.
    pub(super) fn arrow(&self, mv: Move, color: &str) {
        self.arrow_sized(mv, color, 1.0);
    }

    /// [`Painter::arrow`] at `scale` times its width and head.
    pub(super) fn arrow_sized(&self, mv: Move, color: &str, scale: f64) {
        let pen = self.pen;
        let mut points = vec![self.center_px(mv.from())];
        if let Some(v) = mv.via() {
            points.push(self.center_px(v));
        }
        points.push(self.center_px(mv.to()));
        let w = 0.14 * self.s * scale;
        pen.save();
        pen.stroke_style(color);
        pen.fill_style(color);
        pen.line_width(w);
        pen.line_cap("round");
        pen.line_join("round");
        // The shaft stops short of the head.
        let Point { x: tx, y: ty } = points[points.len() - 1];
        let Point { x: px, y: py } = points[points.len() - 2];
        let len = ((tx - px).powi(2) + (ty - py).powi(2)).sqrt().max(1e-6);
        let (ux, uy) = ((tx - px) / len, (ty - py) / len);
        let head = 0.42 * self.s * scale.sqrt();
        pen.begin_path();
        pen.move_to(points[0].x, points[0].y);
        for p in &points[1..points.len() - 1] {
            pen.line_to(p.x, p.y);
        }
        pen.line_to(tx - ux * head * 0.9, ty - uy * head * 0.9);
        pen.stroke();
        pen.begin_path();
        pen.move_to(tx, ty);
        pen.line_to(
            tx - ux * head - uy * head * 0.55,
            ty - uy * head + ux * head * 0.55,
        );
        pen.line_to(
            tx - ux * head + uy * head * 0.55,
            ty - uy * head - ux * head * 0.55,
        );
        pen.close_path();
        pen.fill();
        pen.restore();
    }

    /// The threat overlay's marks: rings round pieces the opponent can hop (thick with a
    /// cross: captured; dashed: uncrowned; thin: hopped first, untouched), and on empty
    /// squares where a step completes a Troika a small triangle in the side's colour, or
    /// a crown where it completes a Crowned Troika.
    /// The mark of what a hop does to the piece on `sq`: a thick ring with a cross
    /// (captured), a dashed ring (uncrowned) or a thin ring (hopped first, untouched).
    pub(super) fn hop_mark(&self, sq: Square, effect: HopEffect) {
        let pen = self.pen;
        let s = self.s;
        let Point { x, y } = self.center_px(sq);
        pen.save();
        pen.stroke_style(self.pal.hopped);
        match effect {
            HopEffect::Captures => {
                pen.line_width(0.08 * s);
                self.circle(x, y, 0.45 * s);
                pen.stroke();
                // A cross at the top right corner.
                let (cx, cy, r) = (x + 0.3 * s, y - 0.3 * s, 0.1 * s);
                pen.line_width(0.06 * s);
                pen.begin_path();
                pen.move_to(cx - r, cy - r);
                pen.line_to(cx + r, cy + r);
                pen.move_to(cx + r, cy - r);
                pen.line_to(cx - r, cy + r);
                pen.stroke();
            }
            HopEffect::Uncrowns => {
                pen.line_dash(&[0.1 * s, 0.07 * s]);
                pen.line_width(0.07 * s);
                self.circle(x, y, 0.45 * s);
                pen.stroke();
            }
            HopEffect::Hopped => {
                pen.line_width(0.03 * s);
                self.circle(x, y, 0.45 * s);
                pen.stroke();
            }
        }
        pen.restore();
    }

    /// A destination's gain: a crown on it (the mover is Crowned there), and a gold ring
    /// around it too when the move wins.
    pub(super) fn gain_mark(&self, sq: Square, gain: Gain) {
        let Point { x, y } = self.center_px(sq);
        if gain == Gain::Wins {
            self.win_ring(sq);
        }
        self.crown(x, y, 0.36 * self.s);
    }

    /// The ring round a winning move's destination: gold inside a dark band.
    pub(super) fn win_ring(&self, sq: Square) {
        let [band, gold] = WIN_RING;
        self.ring(sq, 0.44, 0.08, band);
        self.ring(sq, 0.44, 0.05, gold);
    }

    /// The last double jump's path through its landings, thin.
    pub(super) fn jump_trace(&self, m: Move) {
        let Some(via) = m.via() else { return };
        let pen = self.pen;
        let [a, b, c] = [m.from(), via, m.to()].map(|sq| self.center_px(sq));
        pen.save();
        pen.alpha(0.6);
        pen.stroke_style(self.pal.last_move);
        pen.line_width(0.05 * self.s);
        pen.line_cap("round");
        pen.line_join("round");
        pen.begin_path();
        pen.move_to(a.x, a.y);
        pen.line_to(b.x, b.y);
        pen.line_to(c.x, c.y);
        pen.stroke();
        pen.restore();
    }

    /// A double jump's first hop, chosen: the path from `from` to `via`.
    pub(super) fn path(&self, from: Square, via: Square) {
        let pen = self.pen;
        let (a, b) = (self.center_px(from), self.center_px(via));
        pen.save();
        pen.alpha(0.75);
        pen.stroke_style(self.pal.target);
        pen.line_width(0.1 * self.s);
        pen.line_cap("round");
        pen.begin_path();
        pen.move_to(a.x, a.y);
        pen.line_to(b.x, b.y);
        pen.stroke();
        pen.restore();
    }

    pub(super) fn threats(&self, t: &Threats) {
        let pen = self.pen;
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
                    let PieceInk { body, edge, .. } = *self.pal.piece(spot.side);
                    let r = 0.16 * s;
                    pen.begin_path();
                    pen.move_to(x, y - r);
                    pen.line_to(x + r, y + r * 0.8);
                    pen.line_to(x - r, y + r * 0.8);
                    pen.close_path();
                    pen.fill_style(body);
                    pen.fill();
                    pen.line_width((0.03 * s).max(1.0));
                    pen.stroke_style(edge);
                    pen.stroke();
                }
                Completion::CrownedTroika => {
                    // A piece's disc, outlined as the pieces are, under the crown.
                    let ink = self.pal.piece(spot.side);
                    pen.fill_style(ink.body);
                    self.circle(x, y, 0.17 * s);
                    pen.fill();
                    pen.line_width((0.03 * s).max(1.0));
                    pen.stroke_style(ink.edge);
                    pen.stroke();
                    self.crown(x, y, 0.3 * s);
                }
            }
        }
    }

    /// The squares: the whole board in the dark squares' colour first (opaque, so a draw
    /// never blends with the one before where a square's edge falls between device
    /// pixels, as it does on a board of any size), then the light squares.
    pub(super) fn board(&self) {
        self.pen.fill_style(self.pal.dark_square);
        self.pen.fill_rect(0.0, 0.0, 8.0 * self.s, 8.0 * self.s);
        for sq in Square::all() {
            if (sq.file() + sq.rank()) % 2 == 1 {
                self.fill_square(sq, self.pal.light_square);
            }
        }
    }

    /// File letters along the bottom edge and rank digits along the left edge, in the
    /// palette's ink for that kind of square; on the last move's squares, a winning
    /// Troika's and the selected one, in the ink that reads on their tint.
    pub(super) fn coords(&self, last_move: Bitboard, winning: Bitboard, selected: Bitboard) {
        let pen = self.pen;
        pen.font(&format!(
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
            pen.fill_style(ink);
            if r == 7.0 {
                pen.text_align("right");
                pen.text_baseline("bottom");
                let file = char::from(b'a' + sq.file() as u8).to_string();
                pen.fill_text(&file, (c + 0.97) * self.s, (r + 0.99) * self.s);
            }
            if c == 0.0 {
                pen.text_align("left");
                pen.text_baseline("top");
                pen.fill_text(
                    &(sq.rank() + 1).to_string(),
                    0.04 * self.s,
                    (r + 0.03) * self.s,
                );
            }
        }
    }

    /// A piece centred at (x, y) px, `crown` its crown size (0..1), `alpha` its opacity,
    /// `lift` how high it is raised (0..1).
    pub(super) fn piece(&self, x: f64, y: f64, color: Color, crown: f64, alpha: f64, lift: f64) {
        let pen = self.pen;
        let s = self.s;
        pen.save();
        pen.alpha(alpha.clamp(0.0, 1.0));
        // Shadow on the board.
        pen.fill_style(SHADOW);
        self.circle(x + 0.02 * s, y + 0.045 * s, 0.37 * s * (1.0 - 0.15 * lift));
        pen.fill();
        let y = y - lift * 0.32 * s;
        let r = 0.38 * s * (1.0 + 0.1 * lift);
        let PieceInk { body, edge, rim } = *self.pal.piece(color);
        pen.fill_style(body);
        self.circle(x, y, r);
        pen.fill();
        pen.line_width((0.035 * s).max(1.0));
        pen.stroke_style(edge);
        pen.stroke();
        pen.line_width((0.025 * s).max(1.0));
        pen.stroke_style(rim);
        self.circle(x, y, r * 0.76);
        pen.stroke();
        if crown > 0.001 {
            // A gold ring and a crown: the Crowned mark is a shape, not a colour alone.
            pen.alpha(alpha.clamp(0.0, 1.0) * crown.min(1.0));
            pen.line_width((0.045 * s).max(1.0));
            pen.stroke_style(GOLD);
            self.circle(x, y, r * 0.86);
            pen.stroke();
            self.crown(x, y, r * 1.05 * crown);
        }
        pen.restore();
    }

    /// The crown (`ui::crown`, the one drawing used everywhere) `w` px wide, centred
    /// at (x, y).
    pub(super) fn crown(&self, x: f64, y: f64, w: f64) {
        let pen = self.pen;
        let k = w / crown::WIDTH;
        let pt = |(cx, cy): (f64, f64)| (x + cx * k, y + cy * k);
        pen.begin_path();
        for (i, p) in crown::OUTLINE.iter().enumerate() {
            let (px, py) = pt(*p);
            if i == 0 {
                pen.move_to(px, py);
            } else {
                pen.line_to(px, py);
            }
        }
        pen.close_path();
        pen.fill_style(GOLD);
        pen.fill();
        pen.line_width((crown::STROKE * k).max(1.0));
        pen.line_join("round");
        pen.stroke_style(GOLD_EDGE);
        pen.stroke();
        for tip in crown::TIPS {
            let (px, py) = pt(tip);
            self.circle(px, py, crown::TIP_RADIUS * k);
            pen.fill_style(GOLD);
            pen.fill();
            pen.stroke();
        }
    }

    pub(super) fn piece_at_square(&self, sq: Square, p: Piece, crown: f64, alpha: f64) {
        let Point { x, y } = self.center_px(sq);
        self.piece(x, y, p.color, crown, alpha, 0.0);
    }

    pub(super) fn dot(&self, sq: Square, r: f64, color: &str) {
        let Point { x, y } = self.center_px(sq);
        self.pen.fill_style(color);
        self.circle(x, y, r * self.s);
        self.pen.fill();
    }

    pub(super) fn ring(&self, sq: Square, r: f64, width: f64, color: &str) {
        let Point { x, y } = self.center_px(sq);
        self.pen.stroke_style(color);
        self.pen.line_width(width * self.s);
        self.circle(x, y, r * self.s);
        self.pen.stroke();
    }

    /// A square frame `inset` (in squares) inside `sq`, `width` (in squares) wide.
    pub(super) fn outline_square(&self, sq: Square, inset: f64, width: f64, color: &str) {
        let Point { x: c, y: r } = self.o.corner(sq);
        let (w, i) = (width * self.s, (inset + width / 2.0) * self.s);
        self.pen.stroke_style(color);
        self.pen.line_width(w);
        self.pen.stroke_rect(
            c * self.s + i,
            r * self.s + i,
            self.s - 2.0 * i,
            self.s - 2.0 * i,
        );
    }

    /// Corner brackets: an L in each corner of `sq`.
    pub(super) fn brackets(&self, sq: Square, color: &str) {
        let pen = self.pen;
        let Point { x: c, y: r } = self.o.corner(sq);
        let (s, w) = (self.s, 0.07 * self.s);
        let (a, len) = (w / 2.0, 0.28 * s);
        pen.stroke_style(color);
        pen.line_width(w);
        pen.line_cap("square");
        pen.begin_path();
        for (x, y, dx, dy) in [
            (a, a, 1.0, 1.0),
            (s - a, a, -1.0, 1.0),
            (a, s - a, 1.0, -1.0),
            (s - a, s - a, -1.0, -1.0),
        ] {
            let (x, y) = (c * s + x, r * s + y);
            pen.move_to(x + dx * len, y);
            pen.line_to(x, y);
            pen.line_to(x, y + dy * len);
        }
        pen.stroke();
        pen.line_cap("butt");
    }
}
