//! The view's data: what one element shows ([`Node`]), the lists (the move list, the
//! lesson list, the best line, the review's graph) and the whole [`View`] the shell writes.

use crate::game::PlayedMove;
use crate::ui::review::Class;

/// What one element shows. `None` leaves that side of it as it is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Node {
    /// Its text.
    pub text: Option<String>,
    /// Whether it is hidden.
    pub hidden: Option<bool>,
    /// A form control's value.
    pub value: Option<String>,
    /// A checkbox's state.
    pub checked: Option<bool>,
    /// A control offered but unavailable (`aria-disabled`, still focusable).
    pub unavailable: Option<bool>,
    /// Attributes: a value, or `None` to remove it.
    pub attrs: Vec<(&'static str, Option<String>)>,
    /// Its style's properties the stylesheet reads (`--white`): a value, or `None` to
    /// remove it.
    pub style: Vec<(&'static str, Option<String>)>,
}

impl Node {
    pub(super) fn text(text: impl Into<String>) -> Node {
        Node {
            text: Some(text.into()),
            ..Node::default()
        }
    }

    pub(super) fn hidden(hidden: bool) -> Node {
        Node {
            hidden: Some(hidden),
            ..Node::default()
        }
    }

    pub(super) fn value(value: impl Into<String>) -> Node {
        Node {
            value: Some(value.into()),
            ..Node::default()
        }
    }

    pub(super) fn checked(on: bool) -> Node {
        Node {
            checked: Some(on),
            ..Node::default()
        }
    }

    pub(super) fn unavailable(unavailable: bool) -> Node {
        Node {
            unavailable: Some(unavailable),
            ..Node::default()
        }
    }

    pub(super) fn pressed(on: bool) -> Node {
        Node::default().attr("aria-pressed", flag(on))
    }

    pub(super) fn attr(mut self, name: &'static str, value: impl Into<String>) -> Node {
        self.attrs.push((name, Some(value.into())));
        self
    }

    pub(super) fn style(mut self, name: &'static str, value: Option<String>) -> Node {
        self.style.push((name, value));
        self
    }

    pub(super) fn with_hidden(mut self, hidden: bool) -> Node {
        self.hidden = Some(hidden);
        self
    }

    pub(super) fn with_text(mut self, text: impl Into<String>) -> Node {
        self.text = Some(text.into());
        self
    }
}

/// `"true"` or `"false"`.
pub(super) fn flag(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// A move list cell.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveCell {
    /// The move, with what it did.
    pub played: PlayedMove,
    /// Its ply (1: the first move).
    pub ply: usize,
    /// Its button's name for screen readers (`Move 3: c3xe5xg5, captures`).
    pub label: String,
    /// Its marks in words, the tooltip of their glyphs (`Captures, crowned`).
    pub marks_title: String,
    /// The move number of its row, when it starts one (`Some((n, black_first))`:
    /// `black_first` when the row's White cell is empty, in a game set up with Black to
    /// move).
    pub row: Option<(u32, bool)>,
}

/// The move list.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveList {
    /// The game it lists ([`crate::ui::session::Session::loads`]): another rebuilds it.
    pub loads: u64,
    /// The moves, in order.
    pub cells: Vec<MoveCell>,
    /// The ply on show (0: the start).
    pub current: usize,
    /// The result's score under the moves, with the review offered after it.
    pub result: Option<&'static str>,
    /// The review's marks: `(ply, glyph, title)`.
    pub marks: Vec<(usize, String, String)>,
    /// The review offer's label, after the result.
    pub review_offer: String,
}

/// The lesson list's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LessonList {
    /// The lesson on show.
    pub current: usize,
    /// Each lesson's accessible name, title, and whether it is done.
    pub items: Vec<(String, String, bool)>,
}

/// The review's graph.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graph {
    /// White's winning chances after each ply.
    pub chances: Vec<f64>,
    /// The game's plies.
    pub total: usize,
    /// The marked plies.
    pub marked: Vec<(usize, Class)>,
    /// The ply on show.
    pub view_ply: usize,
}

/// One of the analysis's best lines as the panel shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PvLine {
    /// Its evaluation in words ("White 54%", "White wins in 2 moves").
    pub eval: String,
    /// Its depth in words.
    pub depth: String,
    /// Its moves in notation.
    pub moves: Vec<String>,
    /// The tooltip of each move's button.
    pub preview_title: String,
}

/// Everything the page shows beside the board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct View {
    /// The elements with an id, in the order they are written.
    pub nodes: Vec<(&'static str, Node)>,
    /// The page's root, `html`: its colour scheme (`data-theme`), its language (`lang`)
    /// and the board's size the player chose (`--board-user`, which the stylesheet caps
    /// at what fits).
    pub root: Node,
    /// The body: its `data-*` attributes the stylesheet follows.
    pub body: Node,
    /// The colour scheme (the graph is drawn again in another).
    pub theme: &'static str,
    /// The language the page speaks (`html[lang]`): a tag of `ui::lang::LANGUAGES`. When
    /// it changes, the shell writes the page's fixed labels (its elements' `data-t`)
    /// again from the catalogue (`State::speaker`).
    pub language: &'static str,
    /// The page's title.
    pub title: String,
    /// The status line's message and its count (said again when the count changes).
    pub status: (String, u64),
    /// The notice that the game is not being saved (a live region), if shown.
    pub save_warning: Option<String>,
    /// The seat drop-downs' options (a friend game gives its own, in `lists`).
    pub seats: Vec<El>,
    /// Lists the view gives directly (the strips' slots and counts; the others are in
    /// [`View::all_lists`]).
    pub lists: Vec<(&'static str, Vec<El>)>,
    /// The move list.
    pub moves: MoveList,
    /// The lesson list, while a lesson is on show.
    pub lessons: Option<LessonList>,
    /// The analysis's best lines, best first, while the analysis is on.
    pub lines: Option<Vec<PvLine>>,
    /// The review's graph, while a review is on show.
    pub graph: Option<Graph>,
    /// The review offer beside a finished game's result is shown.
    pub review_offer: bool,
    /// The modal dialogs, each open or not (the rules, New game, the question before a
    /// game is replaced, the list of games kept).
    pub dialogs: Vec<(&'static str, bool)>,
    /// The rules dialog's body, once fetched (written once).
    pub rules_html: Option<std::rc::Rc<str>>,
    /// The text the friend game's QR code carries, while it is shown (the shell draws
    /// it in `ids::FRIEND_QR_CODE`).
    pub qr: Option<String>,
}

impl View {
    pub(super) fn node(&mut self, id: &'static str, node: Node) {
        self.nodes.push((id, node));
    }

    pub(super) fn body(&mut self, name: &'static str, value: Option<&str>) {
        self.body.attrs.push((name, value.map(str::to_string)));
    }

    /// What, when it changes, scrolls the move list to its move on show: another game,
    /// a move more or less, another move on show, a result added (a resignation, a
    /// draw agreed) or the review's offer shown or put away (the list's end moves).
    #[must_use]
    pub fn moves_key(&self) -> (u64, usize, usize, bool, bool) {
        let m = &self.moves;
        let result = m.result.is_some();
        (m.loads, m.cells.len(), m.current, result, self.review_offer)
    }

    /// The element with `id`, if the view says anything of it (the last word, when it is
    /// named twice).
    #[must_use]
    pub fn get(&self, id: &str) -> Option<&Node> {
        self.nodes
            .iter()
            .rev()
            .find(|(i, _)| *i == id)
            .map(|(_, n)| n)
    }

    /// Whether the dialog `id` is open.
    #[must_use]
    pub fn dialog_open(&self, id: &str) -> bool {
        self.dialogs.iter().any(|(d, open)| *d == id && *open)
    }

    /// The modal dialog on top, if one is open (the last opened: `dialogs` lists them in
    /// the order they stack). Everything outside it is inert, hidden from assistive
    /// technology and under its backdrop: the page's notices (the GIF's progress, a new
    /// version, a crash) are shown inside it meanwhile.
    #[must_use]
    pub fn top_dialog(&self) -> Option<&'static str> {
        self.dialogs
            .iter()
            .rev()
            .find(|(_, open)| *open)
            .map(|(d, _)| *d)
    }
}

/// An element (or, with the tag [`El::TEXT`], a text node).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct El {
    /// Its tag.
    pub tag: &'static str,
    /// Its class (`""`: none).
    pub class: &'static str,
    /// Its text (an element with children writes them instead).
    pub text: String,
    /// Its attributes.
    pub attrs: Vec<(&'static str, String)>,
    /// Its children.
    pub children: Vec<El>,
}

impl El {
    /// The tag of a text node.
    pub const TEXT: &'static str = "#text";

    pub(crate) fn new(tag: &'static str, class: &'static str) -> El {
        El {
            tag,
            class,
            ..El::default()
        }
    }

    pub(crate) fn text(mut self, text: impl Into<String>) -> El {
        self.text = text.into();
        self
    }

    pub(crate) fn attr(mut self, name: &'static str, value: impl Into<String>) -> El {
        self.attrs.push((name, value.into()));
        self
    }

    pub(crate) fn child(mut self, child: El) -> El {
        self.children.push(child);
        self
    }

    pub(super) fn button(class: &'static str) -> El {
        El::new("button", class).attr("type", "button")
    }
}
