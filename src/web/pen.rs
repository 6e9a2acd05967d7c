//! The drawing's `Pen` over a canvas's 2D context ([`Pen2d`]), for the two canvases that
//! draw: the page's (`web::render`) and the export worker's offscreen one. Both binaries
//! include this file; the worker hands its `OffscreenCanvasRenderingContext2D` in as a
//! `CanvasRenderingContext2d` (`unchecked_ref`): web-sys calls a method by its name on
//! the object (structural), and the two contexts name the methods the pen uses alike.

use three_crowns::ui::paint::Pen;
use web_sys::CanvasRenderingContext2d;

/// A 2D canvas context as the drawing's [`Pen`].
pub struct Pen2d<'a>(pub &'a CanvasRenderingContext2d);

impl Pen for Pen2d<'_> {
    fn save(&self) {
        self.0.save();
    }
    fn restore(&self) {
        self.0.restore();
    }
    fn fill_style(&self, color: &str) {
        self.0.set_fill_style_str(color);
    }
    fn stroke_style(&self, color: &str) {
        self.0.set_stroke_style_str(color);
    }
    fn line_width(&self, w: f64) {
        self.0.set_line_width(w);
    }
    fn line_cap(&self, cap: &str) {
        self.0.set_line_cap(cap);
    }
    fn line_join(&self, join: &str) {
        self.0.set_line_join(join);
    }
    fn line_dash(&self, dash: &[f64]) {
        let a = js_sys::Array::new();
        for &d in dash {
            a.push(&d.into());
        }
        let _ = self.0.set_line_dash(&a);
    }
    fn alpha(&self, a: f64) {
        self.0.set_global_alpha(a);
    }
    fn begin_path(&self) {
        self.0.begin_path();
    }
    fn move_to(&self, x: f64, y: f64) {
        self.0.move_to(x, y);
    }
    fn line_to(&self, x: f64, y: f64) {
        self.0.line_to(x, y);
    }
    fn arc(&self, x: f64, y: f64, r: f64, start: f64, end: f64) {
        let _ = self.0.arc(x, y, r, start, end);
    }
    fn close_path(&self) {
        self.0.close_path();
    }
    fn fill(&self) {
        self.0.fill();
    }
    fn stroke(&self) {
        self.0.stroke();
    }
    fn fill_rect(&self, x: f64, y: f64, w: f64, h: f64) {
        self.0.fill_rect(x, y, w, h);
    }
    fn stroke_rect(&self, x: f64, y: f64, w: f64, h: f64) {
        self.0.stroke_rect(x, y, w, h);
    }
    fn font(&self, font: &str) {
        self.0.set_font(font);
    }
    fn text_align(&self, align: &str) {
        self.0.set_text_align(align);
    }
    fn text_baseline(&self, baseline: &str) {
        self.0.set_text_baseline(baseline);
    }
    fn fill_text(&self, text: &str, x: f64, y: f64) {
        let _ = self.0.fill_text(text, x, y);
    }
}
