//! Writes the view's lists (`three_crowns::app::view::list::El` trees) into their
//! containers, changing only what differs from what it wrote last: the children of the
//! same kind (tag and class) at the front are kept and brought up to date, the others
//! removed, the new ones appended. No DOM is read: what was written is remembered.

use wasm_bindgen::JsCast;
use web_sys::{Element, Node};

use three_crowns::app::view::list::El;

use super::dom;

/// A node as written.
struct Shown {
    node: Node,
    /// What it was written from (its children are in `children`).
    was: El,
    children: Vec<Shown>,
}

/// The lists written, by their container's id.
#[derive(Default)]
pub struct Lists(Vec<(&'static str, Vec<Shown>)>);

impl Lists {
    /// Writes `items` as the children of the element `id`.
    pub fn write(&mut self, id: &'static str, items: &[El]) {
        let Some(parent) = dom::element(id) else {
            return;
        };
        let i = match self.0.iter().position(|(l, _)| *l == id) {
            Some(i) => i,
            None => {
                // What the page held before is the list's to replace.
                parent.set_inner_html("");
                self.0.push((id, Vec::new()));
                self.0.len() - 1
            }
        };
        children(&parent, &mut self.0[i].1, items);
    }
}

fn children(parent: &Node, shown: &mut Vec<Shown>, items: &[El]) {
    let keep = shown
        .iter()
        .zip(items)
        .take_while(|(s, e)| s.was.tag == e.tag && s.was.class == e.class)
        .count();
    for gone in shown.drain(keep..) {
        let _ = parent.remove_child(&gone.node);
    }
    for (s, e) in shown.iter_mut().zip(items) {
        patch(s, e);
    }
    for e in &items[keep..] {
        if let Some(s) = build(e) {
            let _ = parent.append_child(&s.node);
            shown.push(s);
        }
    }
}

/// What `e` says of itself, without its children.
fn shallow(e: &El) -> El {
    El {
        children: Vec::new(),
        ..e.clone()
    }
}

fn patch(s: &mut Shown, e: &El) {
    if e.tag == El::TEXT {
        if s.was.text != e.text {
            s.node.set_node_value(Some(&e.text));
        }
    } else if let Some(el) = s.node.dyn_ref::<Element>() {
        for (name, _) in &s.was.attrs {
            if !e.attrs.iter().any(|(n, _)| n == name) {
                let _ = el.remove_attribute(name);
            }
        }
        for (name, value) in &e.attrs {
            if !s.was.attrs.iter().any(|(n, v)| n == name && v == value) {
                let _ = el.set_attribute(name, value);
            }
        }
        if e.children.is_empty() {
            if s.was.text != e.text || !s.children.is_empty() {
                el.set_text_content(Some(&e.text));
                s.children.clear();
            }
        } else {
            if s.children.is_empty() && !s.was.text.is_empty() {
                el.set_text_content(None);
            }
            children(&s.node, &mut s.children, &e.children);
        }
    }
    s.was = shallow(e);
}

fn build(e: &El) -> Option<Shown> {
    let doc = dom::document();
    if e.tag == El::TEXT {
        let node: Node = doc.create_text_node(&e.text).into();
        return Some(Shown {
            node,
            was: shallow(e),
            children: Vec::new(),
        });
    }
    let el = doc.create_element(e.tag).ok()?;
    if !e.class.is_empty() {
        el.set_class_name(e.class);
    }
    for (name, value) in &e.attrs {
        let _ = el.set_attribute(name, value);
    }
    let node: Node = el.into();
    let mut shown = Shown {
        node,
        was: shallow(e),
        children: Vec::new(),
    };
    if e.children.is_empty() {
        if !e.text.is_empty() {
            shown.node.set_text_content(Some(&e.text));
        }
    } else {
        children(&shown.node.clone(), &mut shown.children, &e.children);
    }
    Some(shown)
}
