//! Writes the view's lists (`three_crowns::app::view::list::El` trees) into their
//! containers, carrying out the patches the core gives (`app::view::diff`: only what
//! differs from what was written last changes). No DOM is read: what was written is
//! remembered, and so are its nodes.

use wasm_bindgen::JsCast;
use web_sys::{Element, Node};

use three_crowns::app::view::diff::{diff, Patch};
use three_crowns::app::view::list::El;

use super::dom;

/// A node as written, with its children's.
struct Shown {
    node: Node,
    children: Vec<Shown>,
}

/// The lists written, by their container's id: what was written and its nodes.
#[derive(Default)]
pub struct Lists(Vec<(&'static str, Vec<El>, Vec<Shown>)>);

impl Lists {
    /// Writes `items` as the children of the element `id`.
    pub fn write(&mut self, id: &'static str, items: &[El]) {
        let Some(parent) = dom::element(id) else {
            return;
        };
        let i = match self.0.iter().position(|(l, ..)| *l == id) {
            Some(i) => i,
            None => {
                // What the page held before is the list's to replace.
                parent.set_inner_html("");
                self.0.push((id, Vec::new(), Vec::new()));
                self.0.len() - 1
            }
        };
        let (_, was, shown) = &mut self.0[i];
        for patch in diff(was, items) {
            apply(&parent, shown, patch);
        }
        *was = items.to_vec();
    }
}

/// Carries out `patch` in the list whose container is `node` and children `kids`.
fn apply(node: &Node, kids: &mut Vec<Shown>, patch: Patch<'_>) {
    let (mut node, mut kids) = (node.clone(), kids);
    for &i in patch.path() {
        let Some(s) = kids.get_mut(i) else {
            return;
        };
        node = s.node.clone();
        kids = &mut s.children;
    }
    match patch {
        Patch::Truncate(_, keep) => {
            for gone in kids.drain(keep.min(kids.len())..) {
                let _ = node.remove_child(&gone.node);
            }
        }
        Patch::Text(_, text) => {
            node.set_text_content(Some(text));
            kids.clear();
        }
        Patch::Attr(_, name, value) => {
            if let Some(el) = node.dyn_ref::<Element>() {
                let _ = match value {
                    Some(v) => el.set_attribute(name, v),
                    None => el.remove_attribute(name),
                };
            }
        }
        Patch::Append(_, e) => {
            let Some(child) = build(&e) else {
                return;
            };
            let _ = node.append_child(&child);
            kids.push(Shown {
                node: child,
                children: Vec::new(),
            });
        }
    }
}

/// The node `e` (without children) stands for.
fn build(e: &El) -> Option<Node> {
    let doc = dom::document();
    if e.tag == El::TEXT {
        return Some(doc.create_text_node(&e.text).into());
    }
    let el = doc.create_element(e.tag).ok()?;
    if !e.class.is_empty() {
        el.set_class_name(e.class);
    }
    for (name, value) in &e.attrs {
        let _ = el.set_attribute(name, value);
    }
    if !e.text.is_empty() {
        el.set_text_content(Some(&e.text));
    }
    Some(el.into())
}
