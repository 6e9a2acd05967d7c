//! A pen for the drawing's tests (the board's, the QR code's, the GIF's caption): it
//! writes down the colours it is given, the rectangles it fills and the text it writes,
//! with each text's height.

use std::cell::RefCell;

use super::Pen;

/// A pen that writes down what it is asked (`fill <colour>`, `stroke <colour>`,
/// `rect <x> <y> <w> <h>`, `text <text>`), and each text with its baseline's `y`.
#[derive(Default)]
pub struct Recorder(RefCell<Vec<String>>, RefCell<Vec<(String, f64)>>);

impl Recorder {
    fn said(&self, op: String) {
        self.0.borrow_mut().push(op);
    }

    /// The texts written, in order, each with its `y`.
    pub fn texts(&self) -> Vec<(String, f64)> {
        self.1.borrow().clone()
    }

    /// How many times `op` was asked.
    pub fn count(&self, op: &str) -> usize {
        self.0.borrow().iter().filter(|o| *o == op).count()
    }

    /// Everything asked, in order.
    pub fn ops(&self) -> Vec<String> {
        self.0.borrow().clone()
    }
}

impl Pen for Recorder {
    fn save(&self) {}
    fn restore(&self) {}
    fn fill_style(&self, c: &str) {
        self.said(format!("fill {c}"));
    }
    fn stroke_style(&self, c: &str) {
        self.said(format!("stroke {c}"));
    }
    fn line_width(&self, _: f64) {}
    fn line_cap(&self, _: &str) {}
    fn line_join(&self, _: &str) {}
    fn line_dash(&self, _: &[f64]) {}
    fn alpha(&self, _: f64) {}
    fn begin_path(&self) {}
    fn move_to(&self, _: f64, _: f64) {}
    fn line_to(&self, _: f64, _: f64) {}
    fn arc(&self, _: f64, _: f64, _: f64, _: f64, _: f64) {}
    fn close_path(&self) {}
    fn fill(&self) {}
    fn stroke(&self) {}
    fn fill_rect(&self, x: f64, y: f64, w: f64, h: f64) {
        self.said(format!("rect {x} {y} {w} {h}"));
    }
    fn stroke_rect(&self, _: f64, _: f64, _: f64, _: f64) {}
    fn font(&self, _: &str) {}
    fn text_align(&self, _: &str) {}
    fn text_baseline(&self, _: &str) {}
    fn fill_text(&self, t: &str, _: f64, y: f64) {
        self.said(format!("text {t}"));
        self.1.borrow_mut().push((t.to_string(), y));
    }
}
