//! The rules page's diagrams: `canvas.diagram` elements drawn by the game's own renderer.
//!
//! Attributes: `data-tcn` the position; `data-move` a move in it; `data-show="after"` to
//! draw the position after the move (else the move's path is marked on the position
//! before it).

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::dom;
use super::render::{draw, Scene};
use crate::position::Position;
use crate::tcn::parse_tcn;
use crate::types::Move;
use crate::ui::geometry::Orientation;
use crate::ui::input::Targets;
use crate::ui::theme::{Palette, LIGHT};

use super::app::with_app;

fn draw_diagram(canvas: &HtmlCanvasElement, palette: &'static Palette) -> Option<()> {
    let before: Position = parse_tcn(&canvas.get_attribute("data-tcn")?).ok()?;
    let mv: Option<Move> = canvas
        .get_attribute("data-move")
        .and_then(|m| m.parse().ok());
    let after = canvas.get_attribute("data-show").as_deref() == Some("after");
    let shown = match mv {
        Some(m) if after => before.play(m).ok()?,
        _ => before,
    };
    let mut targets = Targets::default();
    if let (Some(m), false) = (mv, after) {
        match m.via() {
            Some(via) => {
                targets.vias.push(via);
                targets.finals.push(m.to());
                if let Some((a, b)) = m.hopped() {
                    targets.hopped.extend([a, b]);
                }
            }
            None => targets.steps.push(m.to()),
        }
    }
    let winning = shown.winning_squares();
    let css = f64::from(canvas.client_width()).max(160.0);
    let px = (css * dom::window().device_pixel_ratio().max(1.0)).round() as u32;
    canvas.set_width(px);
    canvas.set_height(px);
    let ctx = canvas
        .get_context("2d")
        .ok()??
        .dyn_into::<CanvasRenderingContext2d>()
        .ok()?;
    let mut scene = Scene::still(&shown, Orientation::default(), palette);
    scene.last_move = mv.filter(|_| after);
    scene.selected = mv.filter(|_| !after).map(|m| m.from());
    scene.targets = Some(&targets);
    scene.winning = winning;
    draw(&ctx, f64::from(px), &scene);
    Some(())
}

/// Draws every diagram on the page, in the board's palette.
pub fn draw_diagrams() {
    let palette = with_app(|a| a.palette()).unwrap_or(&LIGHT);
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
