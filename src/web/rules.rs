//! The rules page's diagrams: `canvas.diagram` elements drawn by the game's own renderer.
//!
//! Attributes: `data-tcn` the position; `data-move` a move in it; `data-show="after"` to
//! draw the position after the move (else the move's path is marked on the position
//! before it, with what it does: a crown or win mark on its destination, and for a jump
//! the fate of each hopped piece). After a jump, the piece it captured or the crown it
//! took is drawn faintly where it was, as on the board. `data-select` names squares
//! clicked as on the board (a piece, then perhaps a first landing): the diagram shows
//! that selection's marks, which is how the legend of the board's marks is drawn. The
//! piece the second-turn rule binds is marked as on the board.

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::dom;
use super::render::{draw, trace_of, Pen2d, Scene};
use three_crowns::app::ids;
use three_crowns::position::Position;
use three_crowns::tcn::parse_tcn;
use three_crowns::types::Move;
use three_crowns::ui::error::FetchError;
use three_crowns::ui::geometry::Orientation;
use three_crowns::ui::input::{Input, Selection, Targets};
use three_crowns::ui::theme::{Palette, LIGHT};
use three_crowns::ui::words;
use web_sys::HtmlElement;

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
    let mut consequences = None;
    let mut selected = mv.filter(|_| !after).map(|m| m.from());
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
        // What the board would mark with this move chosen, kept to this move alone.
        let legal = before.legal_moves().as_slice().to_vec();
        let mut input = Input::default();
        for sq in [Some(m.from()), m.via()].into_iter().flatten() {
            input.click(&before, &legal, sq);
        }
        let mut c = input.consequences(&before, &legal);
        c.gains.retain(|(sq, _)| *sq == m.to());
        consequences = Some(c);
    }
    let mut via = None;
    if let Some(clicks) = canvas.get_attribute("data-select") {
        let legal = before.legal_moves().as_slice().to_vec();
        let mut input = Input::default();
        for sq in clicks.split(' ').filter_map(|s| s.parse().ok()) {
            input.click(&before, &legal, sq);
        }
        targets = input.targets(&legal);
        consequences = Some(input.consequences(&before, &legal));
        if let Selection::Via { via: v, .. } = input.selection() {
            via = Some(v);
        }
        selected = input.selected();
    }
    let trace = mv
        .filter(|_| after)
        .and_then(|m| trace_of(&before, before.play_with_effects(m).1));
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
    scene.selected = selected;
    scene.via = via;
    scene.bound = Some(&shown)
        .filter(|p| p.turn() == three_crowns::types::Color::White)
        .and_then(|p| p.binding());
    scene.targets = Some(targets);
    scene.consequences = consequences;
    scene.trace = trace;
    scene.winning = winning;
    draw(&Pen2d(&ctx), f64::from(px), &scene);
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

/// Opens the rules dialog (focus returns to what had it when it closes). Its body,
/// `www/rules.html`, is fetched the first time (and again after a failure), so that the
/// page's first load carries none of it: `#rules-body`'s `data-state` is `loading`, then
/// `loaded` (or `failed`, with the reason shown).
pub fn open_rules() {
    let Ok(d) = dom::by_id::<web_sys::HtmlDialogElement>(ids::RULES) else {
        return;
    };
    let _ = d.show_modal();
    let Ok(body) = dom::by_id::<HtmlElement>(ids::RULES_BODY) else {
        return;
    };
    match body.get_attribute("data-state").as_deref() {
        Some("loaded") => draw_diagrams(),
        Some("loading") => {}
        _ => {
            let _ = body.set_attribute("data-state", "loading");
            let _ = body.set_attribute("aria-busy", "true");
            body.set_text_content(Some(words::RULES_LOADING));
            dom::fetch_text(RULES_URL, rules_fetched);
        }
    }
}

/// The rules page's body, relative to the page.
const RULES_URL: &str = "www/rules.html";

/// The rules page's body arrived (or why not): shown, and its diagrams drawn.
fn rules_fetched(text: Result<String, FetchError>) {
    let Ok(body) = dom::by_id::<HtmlElement>(ids::RULES_BODY) else {
        return;
    };
    let _ = body.remove_attribute("aria-busy");
    match text {
        Ok(html) => {
            body.set_inner_html(&html);
            let _ = body.set_attribute("data-state", "loaded");
            draw_diagrams();
        }
        Err(why) => {
            body.set_text_content(Some(&words::rules_unavailable(&why)));
            let _ = body.set_attribute("data-state", "failed");
        }
    }
}
