//! Writes the app core's view (`three_crowns::app::view::View`) into the page: only what
//! differs from what the page shows (each element's text, visibility, value, state and
//! attributes are compared with the DOM's), and the lists in place (the move list grows
//! and shrinks a cell at a time, so a move costs the same in a game of any length, and
//! browsing keeps the focus on its buttons). Nothing here decides what to show.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlElement;

use three_crowns::app::ids;
use three_crowns::app::view::{Node, View};
use three_crowns::ui::lang::Speaker;
use three_crowns::ui::theme::Palette;

use super::dom::{self, element, set_attr};
use super::list::Lists;
use super::render;

/// What the page shows of the lists, to update them in place.
#[derive(Default)]
pub struct Written {
    /// The lists as written.
    lists: Lists,
    /// The move list's key as written (`View::moves_key`: a change scrolls it).
    moves_at: Option<(u64, usize, usize, bool, bool)>,
    /// The move list must scroll its current move into view at the next frame.
    scroll_pending: bool,
    /// The modal dialog the page's notices are in (`None`: the page's top).
    notices_in: Option<&'static str>,
    /// The review's graph as drawn, with the scheme it was drawn in.
    graph: Option<(three_crowns::app::view::Graph, &'static str)>,
    /// The status line's message last said (its count).
    status_said: u64,
    /// The rules dialog's body as written.
    rules_written: Option<std::rc::Rc<str>>,
    /// The language of the page as written (`html[lang]` and the fixed labels; empty
    /// before the first write, when the page is in English as `index.html` has it).
    language: &'static str,
    /// The text of the friend game's QR code as drawn.
    qr: Option<String>,
}

/// A form control's value (an input, a select, a text area).
fn value_of(el: &HtmlElement) -> Option<String> {
    js_sys::Reflect::get(el, &JsValue::from_str("value"))
        .ok()
        .and_then(|v| v.as_string())
}

/// Writes the element `el` as `node` says, where it differs.
fn write_node(el: &HtmlElement, node: &Node) {
    if let Some(text) = &node.text {
        if el.text_content().as_deref() != Some(text.as_str()) {
            el.set_text_content(Some(text));
        }
    }
    if let Some(hidden) = node.hidden {
        if el.hidden() != hidden {
            el.set_hidden(hidden);
        }
    }
    // A field being typed into is never written over: what is typed reaches the state
    // with the field's own event.
    let typing = || dom::document().active_element().is_some_and(|a| a == **el);
    if let Some(value) = &node.value {
        if value_of(el).as_deref() != Some(value.as_str()) && !typing() {
            let _ = js_sys::Reflect::set(el, &"value".into(), &JsValue::from_str(value));
        }
    }
    if let Some(on) = node.checked {
        if let Some(input) = el.dyn_ref::<web_sys::HtmlInputElement>() {
            if input.checked() != on {
                input.set_checked(on);
            }
        }
    }
    if let Some(unavailable) = node.unavailable {
        set_attr(
            el,
            "aria-disabled",
            Some(if unavailable { "true" } else { "false" }),
        );
    }
    for (name, value) in &node.attrs {
        set_attr(el, name, value.as_deref());
    }
    let style = || el.style();
    for (name, value) in &node.style {
        let want = value.as_deref().unwrap_or("");
        if style().get_property_value(name).ok().as_deref() != Some(want) {
            let _ = match want {
                "" => style().remove_property(name).map(drop),
                want => style().set_property(name, want),
            };
        }
    }
}

impl Written {
    /// Writes `view` into the page (`palette`: the board's colours, for the graph).
    pub fn write(&mut self, view: &View, palette: &'static Palette, speaker: &Speaker) {
        let doc = dom::document();
        if self.language != view.language {
            if !(self.language.is_empty() && view.language == "en") {
                super::labels::write(speaker);
                super::crash::speak(speaker);
            }
            self.language = view.language;
        }
        if doc.title() != view.title {
            doc.set_title(&view.title);
        }
        // The lists first: a drop-down's value is set once its options are there.
        for (id, items) in view.all_lists() {
            self.lists.write(id, &items);
        }
        let at = Some(view.moves_key());
        if self.moves_at != at {
            self.moves_at = at;
            // Kept in view at the next frame: measuring now would force a layout.
            self.scroll_pending = true;
        }
        if let Some(root) = doc.document_element().and_then(|r| r.dyn_into().ok()) {
            write_node(&root, &view.root);
        }
        if let Some(body) = doc.body() {
            write_node(&body, &view.body);
        }
        for (id, node) in &view.nodes {
            if let Some(el) = element(id) {
                write_node(&el, node);
            }
        }
        let (status, said) = &view.status;
        if *said != self.status_said {
            self.status_said = *said;
            dom::speak(ids::STATUS, status);
        }
        self.save_warning(view.save_warning.as_deref());
        if let Some(graph) = &view.graph {
            let key = (graph.clone(), view.theme);
            if self.graph.as_ref() != Some(&key) {
                render::draw_graph(graph, palette);
                self.graph = Some(key);
            }
        } else {
            self.graph = None;
        }
        if view.qr != self.qr {
            if let Some(text) = &view.qr {
                render::draw_qr(text);
            }
            self.qr.clone_from(&view.qr);
        }
    }

    /// Closes each modal dialog the view has closed (before the focus moves: an element
    /// behind an open modal dialog cannot take the focus).
    pub fn close_dialogs(&self, view: &View) {
        for (id, open) in &view.dialogs {
            if let Ok(dialog) = dom::by_id::<web_sys::HtmlDialogElement>(id) {
                if dialog.open() && !open {
                    dialog.close();
                }
            }
        }
    }

    /// Opens each modal dialog the view has open, after the focus moved, so that it gives
    /// the focus back to that when it closes; then the rules dialog's body.
    pub fn open_dialogs(&mut self, view: &View, palette: &'static Palette) {
        let mut opened = false;
        for (id, open) in &view.dialogs {
            if let Ok(dialog) = dom::by_id::<web_sys::HtmlDialogElement>(id) {
                if *open && !dialog.open() {
                    let _ = dialog.show_modal();
                    opened |= *id == ids::RULES;
                }
            }
        }
        self.rules_body(view, opened, palette);
    }

    /// Puts the page's notices (`div.notice`: the GIF's progress, a new version, a crash,
    /// a failed load) in the modal dialog on top, if one is open, else back at the
    /// page's top: outside the dialog they would be under its backdrop, inert and hidden
    /// from assistive technology, whoever shows them (the loader and the crash hook too).
    pub fn place_notices(&mut self, view: &View) {
        let top = view.top_dialog();
        if self.notices_in == top {
            return;
        }
        self.notices_in = top;
        let doc = dom::document();
        let host = match top.and_then(|id| doc.get_element_by_id(id)) {
            Some(dialog) => dialog,
            None => match doc.body() {
                Some(body) => body.into(),
                None => return,
            },
        };
        let Ok(notices) = doc.query_selector_all("div.notice") else {
            return;
        };
        // Each before the host's first child as it was: their order kept.
        let first = host.first_child();
        for i in 0..notices.length() {
            if let Some(n) = notices.item(i) {
                let _ = host.insert_before(&n, first.as_ref());
            }
        }
    }

    /// The rules dialog's body, written once fetched; its diagrams drawn whenever it
    /// opens (`opened`) with its body there (in the board's palette of the moment).
    #[inline(never)]
    fn rules_body(&mut self, view: &View, opened: bool, palette: &'static Palette) {
        let mut draw = opened;
        let fresh = |w: &Option<std::rc::Rc<str>>| match (&view.rules_html, w) {
            (Some(html), Some(w)) => !std::rc::Rc::ptr_eq(html, w),
            (html, _) => html.is_some(),
        };
        if let (Some(html), true, Some(body)) = (
            &view.rules_html,
            fresh(&self.rules_written),
            element(ids::RULES_BODY),
        ) {
            body.set_inner_html(html);
            self.rules_written = Some(html.clone());
            draw = true;
        }
        if draw && view.dialog_open(ids::RULES) && self.rules_written.is_some() {
            render::draw_diagrams(palette);
        }
    }

    /// Shows or hides the notice that the game is not being saved. The notice is an
    /// alert: shown once per problem, it is said once.
    fn save_warning(&mut self, said: Option<&str>) {
        let Some(text) = element(ids::SAVE_WARNING_TEXT) else {
            return;
        };
        let said = said.unwrap_or("");
        if text.text_content().as_deref() != Some(said) {
            dom::speak(ids::SAVE_WARNING_TEXT, said);
        }
    }

    /// Whether the move list waits to be kept in view at the next frame.
    pub fn scroll_pending(&self) -> bool {
        self.scroll_pending
    }

    /// Scrolls the move list to its current move, if asked (once a frame), scrolling the
    /// list only, never the page; the list is a column beside the board, a row under it
    /// on phones: both axes.
    pub fn scroll_move_list(&mut self) {
        if !std::mem::take(&mut self.scroll_pending) {
            return;
        }
        let Some(list) = element(ids::MOVES) else {
            return;
        };
        let current = list
            .query_selector("button[aria-current]")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<HtmlElement>().ok());
        // The last move, live: the list's end in view, with what follows the move (a
        // finished game's result and its Review game).
        let last = list
            .query_selector_all("button.move")
            .ok()
            .and_then(|all| all.item(all.length().checked_sub(1)?))
            .and_then(|b| b.dyn_into::<HtmlElement>().ok());
        let (top, left) = match current {
            Some(b) if last.as_ref() == Some(&b) => (list.scroll_height(), list.scroll_width()),
            Some(b) => (
                b.offset_top() - list.client_height() / 2,
                b.offset_left() - list.client_width() / 2,
            ),
            None => (0, 0),
        };
        list.set_scroll_top(top);
        list.set_scroll_left(left);
    }
}
