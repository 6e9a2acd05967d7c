//! What changes in the page when a list ([`El`] trees) is written again over what was
//! written last: the children of the same kind (tag and class) at the front are kept
//! and brought up to date, the others removed, the new ones appended. The shell carries
//! out the [`Patch`]es without reading the DOM (`web::list`).

use super::model::El;

/// A change to a written list. Each names a node by its path: the indices of the
/// children from the list's container down (empty: the container).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Patch<'a> {
    /// The node's children from this one on are removed.
    Truncate(Vec<usize>, usize),
    /// The node's text is this (an element's children are replaced by it).
    Text(Vec<usize>, &'a str),
    /// The element's attribute is set to this (`None`: removed).
    Attr(Vec<usize>, &'static str, Option<&'a str>),
    /// A new last child: this node, without children (they follow as their own
    /// `Append`s).
    Append(Vec<usize>, El),
}

impl Patch<'_> {
    /// The path of the node it changes.
    #[must_use]
    pub fn path(&self) -> &[usize] {
        match self {
            Patch::Truncate(path, _)
            | Patch::Text(path, _)
            | Patch::Attr(path, ..)
            | Patch::Append(path, _) => path,
        }
    }
}

/// The patches that turn the children `was` of the container into `now`.
#[must_use]
pub fn diff<'a>(was: &[El], now: &'a [El]) -> Vec<Patch<'a>> {
    let mut out = Vec::new();
    children(&mut Vec::new(), was, now, &mut out);
    out
}

fn children<'a>(path: &mut Vec<usize>, was: &[El], now: &'a [El], out: &mut Vec<Patch<'a>>) {
    let keep = (was.iter().zip(now))
        .take_while(|(w, e)| w.tag == e.tag && w.class == e.class)
        .count();
    if keep < was.len() {
        out.push(Patch::Truncate(path.clone(), keep));
    }
    for (i, (w, e)) in was.iter().zip(now).take(keep).enumerate() {
        path.push(i);
        node(path, w, e, out);
        path.pop();
    }
    for (i, e) in now.iter().enumerate().skip(keep) {
        // Its text is written unless it has children, which are written instead.
        let text = if e.children.is_empty() {
            e.text.clone()
        } else {
            String::new()
        };
        let attrs = e.attrs.clone();
        out.push(Patch::Append(
            path.clone(),
            El {
                text,
                attrs,
                children: Vec::new(),
                ..*e
            },
        ));
        path.push(i);
        children(path, &[], &e.children, out);
        path.pop();
    }
}

/// The patches that bring node `w`, at `path`, up to `e` (of the same kind).
fn node<'a>(path: &mut Vec<usize>, w: &El, e: &'a El, out: &mut Vec<Patch<'a>>) {
    if e.tag == El::TEXT {
        if w.text != e.text {
            out.push(Patch::Text(path.clone(), &e.text));
        }
        return;
    }
    for (name, _) in &w.attrs {
        if !e.attrs.iter().any(|(n, _)| n == name) {
            out.push(Patch::Attr(path.clone(), name, None));
        }
    }
    for (name, value) in &e.attrs {
        if !w.attrs.iter().any(|(n, v)| n == name && v == value) {
            out.push(Patch::Attr(path.clone(), name, Some(value)));
        }
    }
    if e.children.is_empty() {
        if w.text != e.text || !w.children.is_empty() {
            out.push(Patch::Text(path.clone(), &e.text));
        }
    } else if w.children.is_empty() {
        if !w.text.is_empty() {
            out.push(Patch::Text(path.clone(), ""));
        }
        children(path, &[], &e.children, out);
    } else {
        children(path, &w.children, &e.children, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Patch as P;

    fn row(ply: usize) -> El {
        El::new("li", "").child(
            El::button("move")
                .text(format!("m{ply}"))
                .attr("data-ply", ply.to_string()),
        )
    }

    fn shallow(e: &El) -> El {
        El {
            children: Vec::new(),
            ..e.clone()
        }
    }

    #[test]
    fn a_list_written_again_unchanged_changes_nothing() {
        let rows: Vec<El> = (0..3).map(row).collect();
        assert!(diff(&rows, &rows).is_empty());
    }

    #[test]
    fn a_move_played_is_appended_with_its_children() {
        let was: Vec<El> = (0..2).map(row).collect();
        let now: Vec<El> = (0..3).map(row).collect();
        assert_eq!(
            diff(&was, &now),
            [
                P::Append(vec![], shallow(&now[2])),
                P::Append(vec![2], shallow(&now[2].children[0])),
            ]
        );
        // Written whole at first.
        assert_eq!(diff(&[], &now).len(), 6);
    }

    #[test]
    fn what_differs_is_changed_in_place_and_the_rest_removed() {
        let was: Vec<El> = (0..3).map(row).collect();
        let mut now: Vec<El> = (0..2).map(row).collect();
        now[1].children[0] = now[1].children[0]
            .clone()
            .attr("aria-current", "true")
            .text("x");
        assert_eq!(
            diff(&was, &now),
            [
                P::Truncate(vec![], 2),
                P::Attr(vec![1, 0], "aria-current", Some("true")),
                P::Text(vec![1, 0], "x"),
            ]
        );
        // Another kind in the same place is written anew.
        let other = [El::new("li", "result").text("1-0")];
        assert_eq!(
            diff(&was, &other),
            [P::Truncate(vec![], 0), P::Append(vec![], other[0].clone())]
        );
        // An attribute dropped; a text node's text.
        let plain = [
            El::new("li", "").attr("hidden", ""),
            El::new(El::TEXT, "").text("a"),
        ];
        let bare = [El::new("li", ""), El::new(El::TEXT, "").text("b")];
        assert_eq!(
            diff(&plain, &bare),
            [P::Attr(vec![0], "hidden", None), P::Text(vec![1], "b")]
        );
    }

    #[test]
    fn text_gives_way_to_children_and_children_to_text() {
        let text = [El::new("li", "").text("…")];
        let kids = [El::new("li", "").child(El::new("span", "cell").text("a"))];
        assert_eq!(
            diff(&text, &kids),
            [
                P::Text(vec![0], ""),
                P::Append(vec![0], kids[0].children[0].clone()),
            ]
        );
        assert_eq!(diff(&kids, &text), [P::Text(vec![0], "…")]);
    }
}
