//! The move list as the page shows it, kept in step with the view's in place: a new game
//! rebuilds it, a move appends a cell, an undo removes one, browsing only moves the
//! current mark (so a focused move button keeps its focus); each update costs the same in
//! a game of any length. The review's marks follow their moves.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use three_crowns::app::ids;
use three_crowns::app::view::MoveList;
use three_crowns::game::PlayedMove;
use three_crowns::ui::words;

use super::dom::{self, element};
use super::frame;

/// The move list as shown.
#[derive(Default)]
pub struct MovesShown {
    list: ListShown,
    /// The move list must scroll its current move into view at the next frame.
    scroll_pending: bool,
    /// The review's marks shown, with the list they were put in.
    marks: (Vec<(usize, String, String)>, u64, usize),
}

/// The move list's cells as shown.
#[derive(Default)]
struct ListShown {
    /// The game the list was built for: another rebuilds it.
    loads: u64,
    /// The moves shown, in order, with their buttons.
    moves: Vec<(PlayedMove, HtmlElement)>,
    /// The rows (`li`), each with the number of move cells it holds.
    rows: Vec<(HtmlElement, usize)>,
    /// The result row and the review offer's row, when shown.
    result: Vec<HtmlElement>,
    /// The ply marked current.
    current: Option<usize>,
    built: bool,
}

impl MovesShown {
    /// Writes the move list and its marks.
    pub fn write(&mut self, view: &MoveList) {
        self.move_list(view);
        self.marks(view);
    }

    /// The move list, kept in step with the game: a new game rebuilds it, a move appends
    /// a cell, an undo removes one. Browsing only moves the current mark.
    fn move_list(&mut self, list_view: &MoveList) {
        let Some(list) = element(ids::MOVES) else {
            return;
        };
        let shown = &mut self.list;
        if !shown.built || shown.loads != list_view.loads {
            list.set_inner_html("");
            *shown = ListShown {
                loads: list_view.loads,
                built: true,
                ..ListShown::default()
            };
        }
        let cells = &list_view.cells;
        // Drop the cells that no longer match the game (an undo, or a different move).
        while let Some((played, _)) = shown.moves.last() {
            let n = shown.moves.len();
            if n <= cells.len() && cells[n - 1].played == *played {
                break;
            }
            if let Some((_, button)) = shown.moves.pop() {
                if let Some(cell) = button.parent_element() {
                    cell.remove();
                }
            }
            if let Some((row, count)) = shown.rows.last_mut() {
                *count -= 1;
                if *count == 0 {
                    row.remove();
                    shown.rows.pop();
                }
            }
            if shown.current == Some(n) {
                shown.current = None;
            }
        }
        for r in shown.result.drain(..) {
            r.remove();
        }
        // Append the moves not shown yet.
        for c in cells.iter().skip(shown.moves.len()) {
            if let Some((number, black_first)) =
                c.row.or(shown.rows.is_empty().then_some((1, false)))
            {
                let Ok(li) = dom::el("li", "", "") else {
                    return;
                };
                if let Ok(num) = dom::el("span", "num", &format!("{number}.")) {
                    let _ = li.append_child(&num);
                }
                if black_first {
                    // A game set up with Black to move: White's cell of this row is empty.
                    if let Ok(empty) = dom::el("span", "cell", "…") {
                        let _ = li.append_child(&empty);
                    }
                }
                let _ = list.append_child(&li);
                shown.rows.push((li, 0));
            }
            let Ok((cell, button)) = move_cell(c.ply, &c.played) else {
                return;
            };
            if let Some((row, count)) = shown.rows.last_mut() {
                let _ = row.append_child(&cell);
                *count += 1;
            }
            shown.moves.push((c.played, button));
        }
        if let Some(score) = list_view.result {
            if let Ok(li) = dom::el("li", "result", score) {
                let _ = list.append_child(&li);
                shown.result.push(li);
            }
            // The game is over: its review is offered under the result.
            if let (Ok(li), Ok(b)) = (
                dom::el("li", "review-offer-row", ""),
                dom::el("button", ids::REVIEW_OFFER, words::say::REVIEW_OFFER),
            ) {
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("id", ids::REVIEW_OFFER);
                let _ = li.append_child(&b);
                let _ = list.append_child(&li);
                shown.result.push(li);
            }
        }
        let view = list_view.current;
        if shown.current != Some(view) || list_view.result.is_some() {
            // The current mark: off the old button, onto the new one.
            if let Some(old) = shown.current.take() {
                if let Some((_, b)) = shown.moves.get(old.wrapping_sub(1)) {
                    let _ = b.remove_attribute("aria-current");
                }
            }
            if let Some((_, b)) = shown.moves.get(view.wrapping_sub(1)) {
                let _ = b.set_attribute("aria-current", "true");
            }
            shown.current = Some(view);
            // Keep the move on show in view, scrolling the list only (never the page), at
            // the next frame: measuring now would force a layout of the whole list.
            self.scroll_pending = true;
            frame::request();
        }
    }

    /// The review's marks in the move list: after each marked move's button, its glyph
    /// (`?!`, `?`, `??`) with the class and the better move as its title and in the
    /// button's accessible name. Done again only when the marks or the list change.
    fn marks(&mut self, list_view: &MoveList) {
        let marks = &list_view.marks;
        let key = (marks.clone(), self.list.loads, self.list.moves.len());
        if self.marks == key {
            return;
        }
        if let Ok(old) = dom::document().query_selector_all("#moves .review-mark") {
            for i in 0..old.length() {
                if let Some(n) = old.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    n.remove();
                }
            }
        }
        for (i, (played, b)) in self.list.moves.iter().enumerate() {
            let _ = b.set_attribute("aria-label", &words::move_label(i + 1, played));
        }
        for (ply, glyph, title) in marks {
            let Some((played, button)) = self.list.moves.get(ply.wrapping_sub(1)) else {
                continue;
            };
            let Ok(mark) = dom::el("span", "review-mark", glyph) else {
                continue;
            };
            let _ = mark.set_attribute("title", title);
            let _ = mark.set_attribute("aria-hidden", "true");
            let _ = mark.set_attribute("data-ply", &ply.to_string());
            let label = words::move_label(*ply, played);
            let _ = button.set_attribute("aria-label", &format!("{label} {glyph} {title}"));
            let _ = button.after_with_node_1(&mark);
        }
        self.marks = key;
    }

    /// Scrolls the move list to its current move, if asked (once a frame).
    pub fn scroll_move_list(&mut self) {
        if !std::mem::take(&mut self.scroll_pending) {
            return;
        }
        let Some(list) = element(ids::MOVES) else {
            return;
        };
        let current = self
            .list
            .current
            .and_then(|ply| self.list.moves.get(ply.wrapping_sub(1)))
            .map(|(_, b)| b.clone());
        // The list is a column beside the board, a row under it on phones: both axes.
        match current {
            Some(b) => {
                list.set_scroll_top(b.offset_top() - list.client_height() / 2);
                list.set_scroll_left(b.offset_left() - list.client_width() / 2);
            }
            None => {
                list.set_scroll_top(0);
                list.set_scroll_left(0);
            }
        }
    }
}

/// A move list cell: the move's button, then glyphs for what it did (beside the
/// notation, never inside it).
fn move_cell(ply: usize, played: &PlayedMove) -> Result<(HtmlElement, HtmlElement), JsValue> {
    let cell = dom::el("span", "cell", "")?;
    let b = dom::el("button", "move", &played.mv.to_string())?;
    b.set_attribute("type", "button")?;
    b.set_attribute("data-ply", &ply.to_string())?;
    b.set_attribute("aria-label", &words::move_label(ply, played))?;
    cell.append_child(&b)?;
    let marks = words::move_effects(played.effects);
    if !marks.is_empty() {
        let g = dom::el("span", "glyph", "")?;
        g.set_attribute("aria-hidden", "true")?;
        g.set_attribute("title", &words::marks_title(&marks))?;
        for mark in marks {
            match mark.glyph() {
                Some(c) => g.append_with_str_1(&c.to_string())?,
                None => {
                    let crown = dom::el("span", "crown-mark", "")?;
                    g.append_child(&crown)?;
                }
            }
        }
        cell.append_child(&g)?;
    }
    Ok((cell, b))
}
