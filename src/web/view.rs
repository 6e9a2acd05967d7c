//! Writes the app core's view (`three_crowns::app::view::View`) into the page: only what
//! differs from what the page shows (each element's text, visibility, value, state and
//! attributes are compared with the DOM's), and the lists in place (the move list grows
//! and shrinks a cell at a time, so a move costs the same in a game of any length, and
//! browsing keeps the focus on its buttons). Nothing here decides what to show.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use three_crowns::app::ids;
use three_crowns::app::view::{Node, View};
use three_crowns::types::Color;
use three_crowns::ui::layout::Strip;
use three_crowns::ui::theme::Palette;
use three_crowns::ui::words;

use super::dom::{self, element, set_attr};
use super::moves::MovesShown;
use super::render;

/// What the page shows of the lists, to update them in place.
#[derive(Default)]
pub struct Written {
    /// The move list as shown.
    pub(crate) moves: MovesShown,
    /// The lesson list has been built.
    lessons_built: bool,
    /// The review's graph as drawn, with the scheme it was drawn in.
    graph: Option<(three_crowns::app::view::Graph, &'static str)>,
    /// The status line's message last said (its count).
    status_said: u64,
}

/// A form control's value (an input, a select, a text area).
fn value_of(el: &HtmlElement) -> Option<String> {
    js_sys::Reflect::get(el, &JsValue::from_str("value"))
        .ok()
        .and_then(|v| v.as_string())
}

/// Writes one element as `node` says, where it differs.
fn write_node(id: &str, node: &Node) {
    let Some(el) = element(id) else { return };
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
    if let Some(value) = &node.value {
        if value_of(&el).as_deref() != Some(value.as_str()) {
            let _ = js_sys::Reflect::set(&el, &"value".into(), &JsValue::from_str(value));
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
            &el,
            "aria-disabled",
            Some(if unavailable { "true" } else { "false" }),
        );
    }
    for (name, value) in &node.attrs {
        set_attr(&el, name, value.as_deref());
    }
}

impl Written {
    /// Writes `view` into the page (`palette`: the board's colours, for the graph).
    pub fn write(&mut self, view: &View, palette: &'static Palette) {
        let doc = dom::document();
        if let Some(root) = doc.document_element() {
            set_attr(&root, "data-theme", Some(view.theme));
        }
        if let Some(body) = doc.body() {
            for (name, value) in &view.body {
                set_attr(&body, name, value.as_deref());
            }
        }
        if doc.title() != view.title {
            doc.set_title(&view.title);
        }
        for (id, node) in &view.nodes {
            write_node(id, node);
        }
        let (status, said) = &view.status;
        if *said != self.status_said {
            self.status_said = *said;
            dom::speak(ids::STATUS, status);
        }
        self.save_warning(view.save_warning.as_deref());
        for strip in &view.strips {
            write_strip(strip);
        }
        self.moves.write(&view.moves);
        if let Some(row) = element(ids::REVIEW_OFFER)
            .and_then(|b| b.parent_element())
            .and_then(|r| r.dyn_into::<HtmlElement>().ok())
        {
            row.set_hidden(!view.review_offer);
        }
        if let Some(lessons) = &view.lessons {
            self.lesson_list(lessons);
        }
        if let Some(tool) = &view.tool {
            write_tools(tool);
        }
        if let Some(line) = &view.line {
            write_line(line);
        }
        if let (Some(white), Some(bar)) = (&view.eval_white, element(ids::EVAL_BAR)) {
            let style = bar.style();
            if style.get_property_value("--white").ok().as_deref() != Some(white.as_str()) {
                let _ = style.set_property("--white", white);
            }
        }
        if let Some(p) = element(ids::REVIEW_PROGRESS) {
            if let Some(x) = view.review_progress {
                set_attr(&p, "value", Some(&dom::number_text(x)));
            }
            p.set_hidden(view.review_progress.is_none());
        }
        if let Some(graph) = &view.graph {
            let key = (graph.clone(), view.theme);
            if self.graph.as_ref() != Some(&key) {
                render::draw_graph(graph, palette);
                self.graph = Some(key);
            }
        } else {
            self.graph = None;
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

    /// The lesson list: built once, a button per lesson (`data-lesson` its id), then
    /// its done ticks, the current lesson and the accessible names.
    fn lesson_list(&mut self, lessons: &three_crowns::app::view::LessonList) {
        if !self.lessons_built {
            self.lessons_built = build_lesson_list().is_ok();
        }
        let Ok(items) = dom::document().query_selector_all("#lesson-list button[data-lesson]")
        else {
            return;
        };
        for (i, (label, done)) in lessons.items.iter().enumerate() {
            let Some(b) = items
                .item(i as u32)
                .and_then(|n| n.dyn_into::<Element>().ok())
            else {
                continue;
            };
            set_attr(&b, "data-done", Some(if *done { "true" } else { "false" }));
            set_attr(&b, "aria-current", (i == lessons.current).then_some("true"));
            set_attr(&b, "aria-label", Some(label));
        }
    }
}

/// Writes one side's player strip: its mark (to move, winner, draw), the capture slots
/// filled with what it has captured (said as `White has captured 1 of 3`) and its
/// Crowned count.
fn write_strip(strip: &Strip) {
    let (strip_id, mark_id, captures_id, crowned_id) = if strip.side == Color::White {
        (
            ids::STRIP_WHITE,
            ids::MARK_WHITE,
            ids::CAPTURES_WHITE,
            ids::CROWNED_WHITE,
        )
    } else {
        (
            ids::STRIP_BLACK,
            ids::MARK_BLACK,
            ids::CAPTURES_BLACK,
            ids::CROWNED_BLACK,
        )
    };
    if let Some(el) = element(strip_id) {
        set_attr(&el, "data-mark", Some(strip.mark.as_str()));
    }
    write_node(
        mark_id,
        &Node {
            text: Some(strip.mark.text().to_string()),
            ..Node::default()
        },
    );
    if let Some(slots) = element(captures_id) {
        set_attr(&slots, "aria-label", Some(&strip.captures_label()));
        set_attr(&slots, "title", Some(&strip.captures_title()));
        set_attr(&slots, "data-count", Some(&strip.captured.to_string()));
        if let Ok(cells) = slots.query_selector_all(".slot") {
            for (i, filled) in strip.slots().into_iter().enumerate() {
                if let Some(slot) = cells
                    .item(i as u32)
                    .and_then(|n| n.dyn_into::<Element>().ok())
                {
                    set_attr(
                        &slot,
                        "data-filled",
                        Some(if filled { "true" } else { "false" }),
                    );
                }
            }
        }
    }
    if let Some(crowned) = element(crowned_id) {
        set_attr(&crowned, "aria-label", Some(&strip.crowned_label()));
        set_attr(&crowned, "title", Some(&strip.crowned_title()));
        set_attr(&crowned, "data-count", Some(&strip.crowned.to_string()));
        if let Ok(Some(n)) = crowned.query_selector(".n") {
            let count = strip.crowned.to_string();
            if n.text_content().as_deref() != Some(count.as_str()) {
                n.set_text_content(Some(&count));
            }
        }
    }
}

/// The editor's tool buttons: the one in use pressed.
fn write_tools(tool: &str) {
    let Ok(tools) = dom::document().query_selector_all("#editor button.tool") else {
        return;
    };
    for i in 0..tools.length() {
        let Some(b) = tools.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let on = b.get_attribute("data-tool").as_deref() == Some(tool);
        set_attr(&b, "aria-pressed", Some(if on { "true" } else { "false" }));
    }
}

/// The analysis's best line, a button per move (rebuilt only when it changes).
fn write_line(line: &[String]) {
    let Some(list) = element(ids::ANALYSIS_LINE) else {
        return;
    };
    let text = line.join(" ");
    if list.get_attribute("data-line").unwrap_or_default() == text
        && list.has_attribute("data-line")
    {
        return;
    }
    list.set_inner_html("");
    let _ = list.set_attribute("data-line", &text);
    for (i, m) in line.iter().enumerate() {
        let Ok(li) = dom::el("li", "", "") else {
            return;
        };
        if let Ok(b) = dom::el("button", "line-move", m) {
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-index", &i.to_string());
            let _ = b.set_attribute("title", words::say::PREVIEW_TITLE);
            let _ = li.append_child(&b);
        }
        let _ = list.append_child(&li);
    }
}

/// Fills `#lesson-list` with a button per lesson (`data-lesson` its id).
fn build_lesson_list() -> Result<(), JsValue> {
    let list: HtmlElement = dom::by_id(ids::LESSON_LIST)?;
    list.set_inner_html("");
    for (i, l) in three_crowns::ui::lessons::LESSONS.iter().enumerate() {
        let li = dom::el("li", "", "")?;
        let b = dom::el("button", "lesson-item", "")?;
        b.set_attribute("type", "button")?;
        b.set_attribute("data-lesson", l.id)?;
        let num = dom::el("span", "lesson-num", &format!("{}.", i + 1))?;
        let title = dom::el("span", "lesson-name", l.title)?;
        let tick = dom::el("span", "lesson-tick", "✓")?;
        tick.set_attribute("aria-hidden", "true")?;
        b.append_child(&num)?;
        b.append_child(&title)?;
        b.append_child(&tick)?;
        li.append_child(&b)?;
        list.append_child(&li)?;
    }
    Ok(())
}
