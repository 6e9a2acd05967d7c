//! The page's canvases: the board's (sized to its box in device pixels, drawn from the
//! app core's [`Scene`] by `ui::paint`) and the review's graph. [`Pen2d`] is the one
//! place the drawing meets the canvas's 2D context.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement};

use three_crowns::app::ids;
use three_crowns::app::view::Graph;
pub use three_crowns::ui::paint::draw;
use three_crowns::ui::paint::draw_graph as paint_graph;
pub use three_crowns::ui::scene::Scene;
use three_crowns::ui::theme::Palette;

use super::dom;

pub use super::pen::Pen2d;

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
        draw(&Pen2d(&self.ctx), f64::from(px), scene);
        if !self.painted {
            self.painted = true;
            if let Some(p) = dom::window().performance() {
                let _ = p.mark("board-painted");
            }
        }
    }
}

/// Draws the review's evaluation graph in `canvas#review-graph`, at its size in device
/// pixels.
#[inline(never)]
pub fn draw_graph(graph: &Graph, pal: &Palette) {
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
    let parts = (
        &graph.chances[..],
        graph.total,
        &graph.marked[..],
        graph.view_ply,
    );
    paint_graph(&Pen2d(&ctx), (w, h), dpr, parts, pal);
}

/// Draws `text` as a QR code (error correction level L, a quiet zone of four modules,
/// dark on white whatever the theme, as scanners expect) in the friend game's canvas.
/// The encoder is `qrcodegen`.
#[inline(never)]
pub fn draw_qr(text: &str) {
    use qrcodegen::{QrCode, QrCodeEcc};
    let Ok(el) = dom::by_id::<HtmlCanvasElement>(ids::FRIEND_QR_CODE) else {
        return;
    };
    let Ok(qr) = QrCode::encode_text(text, QrCodeEcc::Low) else {
        return;
    };
    let Ok(Some(ctx)) = el.get_context("2d") else {
        return;
    };
    let Ok(ctx) = ctx.dyn_into::<Ctx>() else {
        return;
    };
    const QUIET: i32 = 4;
    const SCALE: i32 = 4;
    let n = qr.size();
    let px = (n + 2 * QUIET) * SCALE;
    el.set_width(px as u32);
    el.set_height(px as u32);
    ctx.set_fill_style_str("#fff");
    ctx.fill_rect(0.0, 0.0, f64::from(px), f64::from(px));
    ctx.set_fill_style_str("#000");
    for y in 0..n {
        for x in 0..n {
            if qr.get_module(x, y) {
                let at = |i: i32| f64::from((i + QUIET) * SCALE);
                ctx.fill_rect(at(x), at(y), f64::from(SCALE), f64::from(SCALE));
            }
        }
    }
}
