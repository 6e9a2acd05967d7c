//! The rules dialog's diagrams (`canvas.diagram`, read by `three_crowns::ui::diagram`),
//! drawn by the game's renderer.

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::dom;
use super::render::{draw, Pen2d};
use three_crowns::ui::diagram::{Asked, Diagram};
use three_crowns::ui::theme::Palette;

fn draw_diagram(canvas: &HtmlCanvasElement, palette: &'static Palette) -> Option<()> {
    let attr = |name: &str| canvas.get_attribute(name);
    let (tcn, mv, show, select) = (
        attr("data-tcn")?,
        attr("data-move"),
        attr("data-show"),
        attr("data-select"),
    );
    let diagram = Diagram::new(Asked {
        tcn: &tcn,
        mv: mv.as_deref(),
        after: show.as_deref() == Some("after"),
        select: select.as_deref(),
    })?;
    let css = f64::from(canvas.client_width()).max(160.0);
    let px = (css * dom::window().device_pixel_ratio().max(1.0)).round() as u32;
    canvas.set_width(px);
    canvas.set_height(px);
    let ctx = canvas
        .get_context("2d")
        .ok()??
        .dyn_into::<CanvasRenderingContext2d>()
        .ok()?;
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
