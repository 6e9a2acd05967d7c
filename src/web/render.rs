//! The page's canvases, each sized to its box in device pixels ([`sized_ctx`]) and drawn
//! by `ui::paint`: the board's (from the app core's [`Scene`]), the review's graph, the
//! rules dialog's diagrams (`canvas.diagram`, read by `ui::diagram`) and the friend
//! game's QR code. [`Pen2d`] is the one place the drawing meets a 2D context.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement};

use three_crowns::app::ids;
use three_crowns::app::view::Graph;
use three_crowns::ui::diagram::Diagram;
pub use three_crowns::ui::paint::draw;
use three_crowns::ui::paint::{draw_graph as paint_graph, draw_qr as paint_qr, qr_side};
pub use three_crowns::ui::scene::Scene;
use three_crowns::ui::theme::Palette;

use super::dom;

pub use super::pen::Pen2d;

/// The device pixels to a CSS pixel (at least one).
fn ratio() -> f64 {
    dom::window().device_pixel_ratio().max(1.0)
}

/// `el`'s 2D context, `el` sized `w`×`h` device pixels first (only where it differs: a
/// new size clears the canvas).
fn sized_ctx(el: &HtmlCanvasElement, (w, h): (u32, u32)) -> Option<Ctx> {
    if (el.width(), el.height()) != (w, h) {
        el.set_width(w);
        el.set_height(h);
    }
    el.get_context("2d").ok()??.dyn_into().ok()
}

/// The game's board canvas: its width in CSS pixels (read once per resize), and whether
/// it has been painted yet.
pub struct Canvas {
    el: HtmlCanvasElement,
    /// The board's width in CSS pixels, read again after a resize (0: not read yet).
    css: f64,
    painted: bool,
}

impl Canvas {
    /// The canvas `el`; an error when the browser offers no 2D context.
    pub fn new(el: HtmlCanvasElement) -> Result<Canvas, JsValue> {
        sized_ctx(&el, (el.width(), el.height()))
            .ok_or_else(|| JsValue::from_str("canvas 2D is not available"))?;
        Ok(Canvas {
            el,
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
        let px = (self.css * ratio()).round().max(8.0) as u32;
        let Some(ctx) = sized_ctx(&self.el, (px, px)) else {
            return;
        };
        draw(&Pen2d(&ctx), f64::from(px), scene);
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
    let (cw, ch) = (f64::from(el.client_width()), f64::from(el.client_height()));
    if cw <= 0.0 || ch <= 0.0 {
        return;
    }
    let dpr = ratio();
    let (w, h) = ((cw * dpr).round(), (ch * dpr).round());
    let Some(ctx) = sized_ctx(&el, (w as u32, h as u32)) else {
        return;
    };
    let parts = (
        &graph.chances[..],
        graph.total,
        &graph.marked[..],
        graph.view_ply,
    );
    paint_graph(&Pen2d(&ctx), (w, h), dpr, parts, pal);
}

/// Draws `text` as a QR code (error correction level L) in the friend game's canvas; the
/// encoder is `qrcodegen`.
#[inline(never)]
pub fn draw_qr(text: &str) {
    use qrcodegen::{QrCode, QrCodeEcc};
    let (Ok(el), Ok(qr)) = (
        dom::by_id::<HtmlCanvasElement>(ids::FRIEND_QR_CODE),
        QrCode::encode_text(text, QrCodeEcc::Low),
    ) else {
        return;
    };
    let side = qr_side(qr.size());
    if let Some(ctx) = sized_ctx(&el, (side, side)) {
        paint_qr(&Pen2d(&ctx), qr.size(), &|x, y| qr.get_module(x, y));
    }
}

/// Draws the rules diagram `canvas` (its position and move in `data-*` attributes).
fn draw_diagram(canvas: &HtmlCanvasElement, palette: &'static Palette) -> Option<()> {
    let diagram = Diagram::from_attributes(|name| canvas.get_attribute(name))?;
    let px = (f64::from(canvas.client_width()).max(160.0) * ratio()).round() as u32;
    let ctx = sized_ctx(canvas, (px, px))?;
    draw(&Pen2d(&ctx), f64::from(px), &diagram.scene(palette));
    Some(())
}

/// Draws every diagram on the page, in the board's palette (never inlined: the split
/// leaves it in the rest of the page's wasm).
#[inline(never)]
pub fn draw_diagrams(palette: &'static Palette) {
    let Ok(list) = dom::document().query_selector_all("canvas.diagram") else {
        return;
    };
    for i in 0..list.length() {
        if let Some(c) = list
            .item(i)
            .and_then(|n| n.dyn_into::<HtmlCanvasElement>().ok())
        {
            if draw_diagram(&c, palette).is_none() {
                web_sys::console::error_1(&format!("diagram {i} could not be drawn").into());
            }
        }
    }
}
