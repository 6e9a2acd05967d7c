//! Everything beside the board: the turn line, captures, the controls' states, the seat
//! controls, the share link, the page title, the board's accessible name, the notice that
//! the game is not being saved, and the move list, kept in step with the game in place.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlElement;

use super::dom;
use super::frame;
use three_crowns::game::{Game, PlayedMove};
use three_crowns::types::{Color, Move};
use three_crowns::ui::computer::{all_seats, seat_value};
use three_crowns::ui::error::SaveError;
use three_crowns::ui::layout::{self, Strip};
use three_crowns::ui::session::Session;
use three_crowns::ui::settings::Display;
use three_crowns::ui::theme::Scheme;
use three_crowns::ui::{share, words};

/// The seat controls, with the side each one seats.
pub const SEAT_CONTROLS: [(Color, &str); 2] =
    [(Color::White, "seat-white"), (Color::Black, "seat-black")];

/// The settings the panel shows besides the session.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shown {
    /// Black is at the bottom of the board.
    pub flipped: bool,
    /// The board turns to the side to move.
    pub auto_flip: bool,
    /// A previous game can be reopened.
    pub has_previous: bool,
}

/// The side panel: what it shows of the move list, to update it in place.
#[derive(Default)]
pub struct Panel {
    /// The move list as shown: kept in step with the game by appending and removing
    /// cells, so a move costs the same in a game of any length, and browsing keeps the
    /// focus on the list's buttons.
    list: MoveListView,
    /// The move list must scroll its current move into view at the next frame.
    scroll_pending: bool,
    /// The review's marks shown in the move list: `(ply, glyph, title)`, with the list
    /// they were put in (its [`Session::loads`] and length).
    marks: (Vec<(usize, String, String)>, u64, usize),
}

/// The move list's cells as shown, for updating it in place.
#[derive(Default)]
struct MoveListView {
    /// The [`Session::loads`] count the list was built for: a new game rebuilds it.
    loads: u64,
    /// The moves shown, in order, with their buttons.
    moves: Vec<(Move, HtmlElement)>,
    /// The rows (`li`), each with the number of move cells it holds.
    rows: Vec<(HtmlElement, usize)>,
    /// The result row, when shown.
    result: Option<HtmlElement>,
    /// The row after it offering the game's review, when shown.
    offer: Option<HtmlElement>,
    /// The ply marked current.
    current: Option<usize>,
    built: bool,
}

/// Shows the display settings: the page's theme (`html[data-theme]`, which the
/// stylesheet follows) and the controls' states.
pub fn show_display(display: Display, scheme: Scheme) {
    if let Some(root) = dom::document().document_element() {
        let _ = root.set_attribute("data-theme", scheme.as_str());
    }
    if let Ok(select) = dom::by_id::<web_sys::HtmlSelectElement>("theme") {
        select.set_value(display.theme.as_str());
    }
    for (id, on) in [
        ("colour-blind", display.colour_blind),
        ("coords", display.coords),
        ("mute", display.muted),
    ] {
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>(id) {
            c.set_checked(on);
        }
    }
}

/// Writes one side's player strip: its mark (to move, winner, draw), the capture slots
/// filled with what it has captured (said as `White has captured 1 of 3`) and its
/// Crowned count.
fn show_strip(strip: &Strip) {
    let side = if strip.side == Color::White {
        "white"
    } else {
        "black"
    };
    let doc = dom::document();
    if let Some(el) = doc.get_element_by_id(&format!("strip-{side}")) {
        if el.get_attribute("data-mark").as_deref() != Some(strip.mark.as_str()) {
            let _ = el.set_attribute("data-mark", strip.mark.as_str());
        }
    }
    dom::set_text(&format!("mark-{side}"), strip.mark.text());
    if let Some(slots) = doc.get_element_by_id(&format!("captures-{side}")) {
        let _ = slots.set_attribute("aria-label", &strip.captures_label());
        let _ = slots.set_attribute("title", &strip.captures_title());
        let _ = slots.set_attribute("data-count", &strip.captured.to_string());
        if let Ok(cells) = slots.query_selector_all(".slot") {
            for (i, filled) in strip.slots().into_iter().enumerate() {
                if let Some(slot) = cells
                    .item(i as u32)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                {
                    let _ =
                        slot.set_attribute("data-filled", if filled { "true" } else { "false" });
                }
            }
        }
    }
    if let Some(crowned) = doc.get_element_by_id(&format!("crowned-{side}")) {
        let _ = crowned.set_attribute("aria-label", &strip.crowned_label());
        let _ = crowned.set_attribute("title", &strip.crowned_title());
        let _ = crowned.set_attribute("data-count", &strip.crowned.to_string());
        if let Ok(Some(n)) = crowned.query_selector(".n") {
            n.set_text_content(Some(&strip.crowned.to_string()));
        }
    }
}

/// Fills the seat controls with every seat, from the levels the computer knows.
pub fn fill_seat_controls() -> Result<(), JsValue> {
    for (_, id) in SEAT_CONTROLS {
        let select: web_sys::HtmlSelectElement = dom::by_id(id)?;
        select.set_inner_html("");
        for seat in all_seats() {
            let option = dom::el("option", "", &words::seat_option(seat))?;
            option.set_attribute("value", &seat_value(seat))?;
            select.append_child(&option)?;
        }
    }
    Ok(())
}

impl Panel {
    /// Updates everything beside the board for `session` and the settings `shown`.
    pub fn update(&mut self, session: &Session, shown: Shown) {
        let game = session.game();
        let pos = game.position();
        let outcome = game.outcome();
        let view = session.view_ply();
        let browsing = session.is_browsing().then_some((view, game.ply()));
        let turn_text = words::turn_line(pos, outcome, browsing);
        // The turn line is the game's; which move is on show has a line of its own.
        dom::set_text("turn", &words::turn_line(pos, outcome, None));
        dom::set_text(
            "browsing-text",
            &browsing.map_or(String::new(), |(v, n)| words::viewing(v, n)),
        );
        if let Ok(line) = dom::by_id::<HtmlElement>("browsing") {
            line.set_hidden(browsing.is_none());
        }
        let doc = dom::document();
        if let Some(body) = doc.body() {
            let turn = if pos.turn() == Color::White {
                "white"
            } else {
                "black"
            };
            let _ = body.set_attribute("data-turn", turn);
            let _ = body.set_attribute(
                "data-browsing",
                if browsing.is_some() { "true" } else { "false" },
            );
            let _ = body.set_attribute(
                "data-over",
                if outcome.is_some() { "true" } else { "false" },
            );
        }
        if let Some(body) = doc.body() {
            let flipped = if shown.flipped { "true" } else { "false" };
            let _ = body.set_attribute("data-flipped", flipped);
        }
        // The player strips show the position on show; the result only at the live one.
        let strips = layout::strips(
            session.displayed(),
            outcome.filter(|_| browsing.is_none()),
            shown.flipped,
        );
        for strip in &strips {
            show_strip(strip);
        }
        dom::set_unavailable("undo", !game.can_undo());
        dom::set_unavailable("redo", !game.can_redo());
        dom::set_unavailable("nav-first", view == 0);
        dom::set_unavailable("nav-prev", view == 0);
        dom::set_unavailable("nav-next", view >= game.ply());
        dom::set_unavailable("nav-last", view >= game.ply());
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>("repetition") {
            c.set_checked(game.repetition_rule());
        }
        for (side, id) in SEAT_CONTROLS {
            if let Ok(select) = dom::by_id::<web_sys::HtmlSelectElement>(id) {
                let value = seat_value(session.seat(side));
                if select.value() != value {
                    select.set_value(&value);
                }
            }
        }
        dom::set_unavailable("hint", !session.person_to_move() || outcome.is_some());
        // The result card: the live game is over (not while browsing its moves).
        let card = outcome.filter(|_| browsing.is_none());
        if let Ok(c) = dom::by_id::<HtmlElement>("result-card") {
            c.set_hidden(card.is_none());
        }
        if let Some(o) = card {
            let (title, why) = words::result_card(o);
            dom::set_text("result-title", &title);
            dom::set_text("result-reason", &why);
        }
        if let Ok(b) = dom::by_id::<HtmlElement>("result-review") {
            b.set_hidden(game.ply() == 0);
        }
        if let Ok(b) = dom::by_id::<HtmlElement>("resign") {
            b.set_hidden(session.resigning_side().is_none());
        }
        if let Ok(b) = dom::by_id::<HtmlElement>("agree-draw") {
            b.set_hidden(!session.can_agree_draw());
        }
        if let Ok(c) = dom::by_id::<web_sys::HtmlInputElement>("auto-flip") {
            c.set_checked(shown.auto_flip);
        }
        if let Ok(b) = dom::by_id::<HtmlElement>("reopen-previous") {
            b.set_hidden(!shown.has_previous);
        }
        doc.set_title(&words::title(&turn_text));
        if let Some(board) = doc.get_element_by_id("board") {
            let _ =
                board.set_attribute("aria-label", &words::board_label(shown.flipped, &turn_text));
        }
        self.update_move_list(session, view);
    }

    /// The move list, kept in step with the game: a new game rebuilds it, a move appends
    /// a cell, an undo removes one. Browsing only moves the current mark (so a focused
    /// move button keeps its focus). Each update costs the same in a game of any length.
    fn update_move_list(&mut self, session: &Session, view: usize) {
        let Ok(list) = dom::by_id::<HtmlElement>("moves") else {
            return;
        };
        let game = session.game();
        let shown = &mut self.list;
        if !shown.built || shown.loads != session.loads() {
            list.set_inner_html("");
            *shown = MoveListView {
                loads: session.loads(),
                built: true,
                ..MoveListView::default()
            };
        }
        // Drop the cells that no longer match the game (an undo, or a different move).
        let moves = game.moves();
        while let Some((mv, _)) = shown.moves.last() {
            let n = shown.moves.len();
            if n <= moves.len() && moves[n - 1].mv == *mv {
                break;
            }
            if let Some((_, button)) = shown.moves.pop() {
                if let Some(cell) = button.parent_element() {
                    cell.remove();
                }
            }
            if let Some((row, cells)) = shown.rows.last_mut() {
                *cells -= 1;
                if *cells == 0 {
                    row.remove();
                    shown.rows.pop();
                }
            }
            if shown.current == Some(n) {
                shown.current = None;
            }
        }
        if let Some(r) = shown.result.take() {
            r.remove();
        }
        if let Some(r) = shown.offer.take() {
            r.remove();
        }
        // Append the moves not shown yet.
        for (i, played) in moves.iter().enumerate().skip(shown.moves.len()) {
            let Some(before) = game.position_at(i) else {
                break;
            };
            let new_row = before.turn() == Color::White || shown.rows.is_empty();
            if new_row {
                let Ok(li) = dom::el("li", "", "") else {
                    return;
                };
                if let Ok(num) = dom::el("span", "num", &format!("{}.", before.fullmove())) {
                    let _ = li.append_child(&num);
                }
                if before.turn() == Color::Black {
                    // A game set up with Black to move: White's cell of this row is empty.
                    if let Ok(empty) = dom::el("span", "cell", "…") {
                        let _ = li.append_child(&empty);
                    }
                }
                let _ = list.append_child(&li);
                shown.rows.push((li, 0));
            }
            let Ok((cell, button)) = move_cell(i + 1, played) else {
                return;
            };
            if let Some((row, cells)) = shown.rows.last_mut() {
                let _ = row.append_child(&cell);
                *cells += 1;
            }
            shown.moves.push((played.mv, button));
        }
        if let Some(o) = game.outcome() {
            if let Ok(li) = dom::el("li", "result", words::score(o)) {
                let _ = list.append_child(&li);
                shown.result = Some(li);
            }
            // The game is over: its review is offered under the result.
            if let (Ok(li), Ok(b)) = (
                dom::el("li", "review-offer-row", ""),
                dom::el("button", "review-offer", words::say::REVIEW_OFFER),
            ) {
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("id", "review-offer");
                let _ = li.append_child(&b);
                let _ = list.append_child(&li);
                shown.offer = Some(li);
            }
        }
        // The current mark: off the old button, onto the new one.
        if let Some(old) = shown.current.take() {
            if let Some((_, b)) = shown.moves.get(old.wrapping_sub(1)) {
                let _ = b.remove_attribute("aria-current");
            }
        }
        if let Some((_, b)) = shown.moves.get(view.wrapping_sub(1)) {
            let _ = b.set_attribute("aria-current", "true");
            shown.current = Some(view);
        }
        // Keep the move on show in view, scrolling the list only (never the page), at the
        // next frame: measuring now would force a layout of the whole list.
        self.scroll_pending = true;
        frame::request();
    }

    /// Shows the review's marks in the move list: after each marked move's button, its
    /// glyph (`?!`, `?`, `??`) with the class and the better move as its title and in
    /// the button's accessible name. Done again only when the marks or the list change.
    pub fn show_marks(&mut self, marks: &[(usize, String, String)]) {
        let key = (marks.to_vec(), self.list.loads, self.list.moves.len());
        if self.marks == key {
            return;
        }
        if let Ok(old) = dom::document().query_selector_all("#moves .review-mark") {
            for i in 0..old.length() {
                if let Some(n) = old
                    .item(i)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                {
                    n.remove();
                }
            }
        }
        for (_, b) in &self.list.moves {
            if let Some(label) = b.get_attribute("data-label") {
                let _ = b.set_attribute("aria-label", &label);
                let _ = b.remove_attribute("data-label");
            }
        }
        for (ply, glyph, title) in marks {
            let Some((_, button)) = self.list.moves.get(ply.wrapping_sub(1)) else {
                continue;
            };
            let Ok(mark) = dom::el("span", "review-mark", glyph) else {
                continue;
            };
            let _ = mark.set_attribute("title", title);
            let _ = mark.set_attribute("aria-hidden", "true");
            let _ = mark.set_attribute("data-ply", &ply.to_string());
            if let Some(label) = button.get_attribute("aria-label") {
                let _ = button.set_attribute("data-label", &label);
                let _ = button.set_attribute("aria-label", &format!("{label} {glyph} {title}"));
            }
            let _ = button.after_with_node_1(&mark);
        }
        self.marks = key;
    }

    /// Scrolls the move list to its current move, if asked (once a frame).
    pub fn scroll_move_list(&mut self) {
        if !std::mem::take(&mut self.scroll_pending) {
            return;
        }
        let Ok(list) = dom::by_id::<HtmlElement>("moves") else {
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

/// The address of this page with `game` in its fragment.
pub fn share_url(game: &Game) -> String {
    let loc = dom::window().location();
    let base = format!(
        "{}{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    );
    format!("{base}#{}", share::fragment(game))
}

/// The save panel's read-only boxes (the share link, the game's record, the position's
/// TCN), filled only while the panel is open: a long game's link and record are long, and
/// are not written after every move for nothing. `record` replaces the game's record in
/// its box (the review's annotated record).
pub fn update_save_panel(session: &Session, record: Option<&str>) {
    let open = dom::by_id::<web_sys::HtmlDetailsElement>("save-share").is_ok_and(|d| d.open());
    if !open {
        return;
    }
    let game = session.game();
    if let Ok(input) = dom::by_id::<web_sys::HtmlInputElement>("share-link") {
        input.set_value(&share_url(game));
    }
    if let Ok(area) = dom::by_id::<web_sys::HtmlTextAreaElement>("record-view") {
        match record {
            Some(r) => area.set_value(r),
            None => area.set_value(&session.record(&dom::today())),
        }
    }
    if let Ok(input) = dom::by_id::<web_sys::HtmlInputElement>("position-view") {
        input.set_value(&three_crowns::tcn::to_tcn(game.position()));
    }
}

/// Shows or hides the notice that the game is not being saved. The notice is an alert:
/// shown once per problem, it is said once.
pub fn show_save_problem(problem: Option<&SaveError>) {
    let Ok(notice) = dom::by_id::<HtmlElement>("save-warning") else {
        return;
    };
    match problem {
        Some(e) => {
            dom::speak("save-warning-text", &words::not_saved(e));
            notice.set_hidden(false);
        }
        None => {
            notice.set_hidden(true);
            dom::speak("save-warning-text", "");
        }
    }
}
