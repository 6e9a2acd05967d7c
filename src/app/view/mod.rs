//! What the page shows, as data: [`State::view`] is a pure function of the state giving every element's text, visibility, value and attributes,
//! keyed by the DOM ids of [`super::ids`], plus the few parts that are lists (the move
//! list, the lesson list, the best line, the review's graph). The shell writes only what
//! changed since the view it last wrote; no action writes the DOM.

mod archive;
mod friend;
mod game;
pub mod list;
mod modes;
mod overlays;
mod play;
mod study;

/// The seat controls, with the side each one seats.
pub const SEAT_CONTROLS: [(crate::types::Color, &str); 2] = [
    (crate::types::Color::White, super::ids::SEAT_WHITE),
    (crate::types::Color::Black, super::ids::SEAT_BLACK),
];
pub use modes::puzzle_url;

use crate::game::PlayedMove;
use crate::types::Color;
use crate::ui::review::Class;
use crate::ui::scene::{trace_of, Scene};

use super::export::Picture;
use super::state::State;

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
}

impl Node {
    fn text(text: impl Into<String>) -> Node {
        Node {
            text: Some(text.into()),
            ..Node::default()
        }
    }

    fn hidden(hidden: bool) -> Node {
        Node {
            hidden: Some(hidden),
            ..Node::default()
        }
    }

    fn value(value: impl Into<String>) -> Node {
        Node {
            value: Some(value.into()),
            ..Node::default()
        }
    }

    fn checked(on: bool) -> Node {
        Node {
            checked: Some(on),
            ..Node::default()
        }
    }

    fn unavailable(unavailable: bool) -> Node {
        Node {
            unavailable: Some(unavailable),
            ..Node::default()
        }
    }

    fn pressed(on: bool) -> Node {
        Node::default().attr("aria-pressed", flag(on))
    }

    fn attr(mut self, name: &'static str, value: impl Into<String>) -> Node {
        self.attrs.push((name, Some(value.into())));
        self
    }

    fn with_hidden(mut self, hidden: bool) -> Node {
        self.hidden = Some(hidden);
        self
    }

    fn with_text(mut self, text: impl Into<String>) -> Node {
        self.text = Some(text.into());
        self
    }
}

/// `"true"` or `"false"`.
fn flag(on: bool) -> &'static str {
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
    /// The body's `data-*` attributes the stylesheet follows (`None`: removed).
    pub body: Vec<(&'static str, Option<String>)>,
    /// The colour scheme (`html[data-theme]`).
    pub theme: &'static str,
    /// The language the page speaks (`html[lang]`): a tag of `ui::lang::LANGUAGES`. When
    /// it changes, the shell writes the page's fixed labels (its elements' `data-t`)
    /// again from the catalogue ([`State::speaker`]).
    pub language: &'static str,
    /// The page's title.
    pub title: String,
    /// The status line's message and its count (said again when the count changes).
    pub status: (String, u64),
    /// The notice that the game is not being saved (a live region), if shown.
    pub save_warning: Option<String>,
    /// The seat drop-downs' options (a friend game gives its own, in `lists`).
    pub seats: Vec<list::El>,
    /// Lists the view gives directly (the strips' slots and counts; the others are in
    /// [`View::all_lists`]).
    pub lists: Vec<(&'static str, Vec<list::El>)>,
    /// The move list.
    pub moves: MoveList,
    /// The lesson list, while a lesson is on show.
    pub lessons: Option<LessonList>,
    /// The editor's tool, while the editor is open.
    pub tool: Option<String>,
    /// The analysis's best lines, best first, while the analysis is on.
    pub lines: Option<Vec<PvLine>>,
    /// White's share of the evaluation bar (`"63.5%"`), while the analysis is on.
    pub eval_white: Option<String>,
    /// The review's progress (0…1) while it runs (hidden once done).
    pub review_progress: Option<f64>,
    /// The review's graph, while a review is on show.
    pub graph: Option<Graph>,
    /// The review offer beside a finished game's result is shown.
    pub review_offer: bool,
    /// The modal dialogs, each open or not (the rules, New game, the question before a
    /// game is replaced, the list of games kept).
    pub dialogs: Vec<(&'static str, bool)>,
    /// The board's size the player chose (`"480px"`; `None`: it fits the window).
    pub board_size: Option<String>,
    /// The rules dialog's body, once fetched (written once).
    pub rules_html: Option<std::rc::Rc<str>>,
    /// The text the friend game's QR code carries, while it is shown (the shell draws
    /// it in `ids::FRIEND_QR_CODE`).
    pub qr: Option<String>,
}

impl View {
    fn node(&mut self, id: &'static str, node: Node) {
        self.nodes.push((id, node));
    }

    fn body(&mut self, name: &'static str, value: Option<&str>) {
        self.body.push((name, value.map(str::to_string)));
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

impl State {
    /// What the page shows now (links to the game and to puzzles are built on the page's
    /// address the shell gave with the last command).
    #[must_use]
    pub fn view(&self) -> View {
        let mut v = View {
            theme: self.scheme().as_str(),
            board_size: self
                .ground
                .board_size
                .map(|px| format!("{}px", crate::ui::layout::board_text(px))),
            status: (self.shared.status.clone(), self.shared.status_said),
            seats: list::seat_items(&self.shared.speaker),
            ..View::default()
        };
        let names = self.strip_names();
        // Engine help barred (a friend game in progress): the game's, the editor's and
        // the study tools' parts all hide what would give it.
        let barred = self.engine_help_barred();
        game::view(
            &mut v,
            &game::Reads {
                session: &self.session,
                shared: &self.shared,
                ground: &self.ground,
                overlays: &self.overlays,
                prefs: &self.prefs,
                shelf: &self.shelf,
                computer: &self.computer,
                review: &self.study.review,
                barred,
                names: &names,
                has_previous: self.has_previous(),
                language: self.language(),
                workers: self.analysis_worker_count(),
                paused: (self.paused(), self.pause_offered()),
                link_and_record: &|| (self.share_url(), self.record_text()),
            },
        );
        let speaker = &self.shared.speaker;
        modes::view_puzzle(&mut v, speaker, self.puzzle_view(), &|| self.puzzle_link());
        modes::view_lessons(&mut v, speaker, self.lesson_view());
        modes::view_editor(&mut v, speaker, &self.modes.mode, barred);
        study::view(
            &mut v,
            &study::Reads {
                session: &self.session,
                shared: &self.shared,
                ground: &self.ground,
                study: &self.study,
                barred,
                editing: self.editor().is_some(),
                mistakes: self.mistakes(),
                mistakes_offered: self.mistakes_offered(),
                accuracy_and_mark: &|| (self.review_accuracy(), self.review_mark_on_show()),
            },
        );
        overlays::view(
            &mut v,
            &self.overlays,
            self.shelf.save_panel_open,
            &self.shared.speaker,
        );
        play::view(
            &mut v,
            play::Reads {
                shared: &self.shared,
                starting: &self.starting,
                overlays: &self.overlays,
                left: self.clocks_left(),
                running: self.clock_running(),
                names,
                plies: self.real_game().game().ply(),
            },
        );
        friend::view(
            &mut v,
            &friend::Reads {
                shared: &self.shared,
                starting: &self.starting,
                overlays: &self.overlays,
                shown: (!self.game_aside()).then_some(&self.session),
                link: &|| self.friend_link(),
                games: &|| self.friend_games(),
            },
        );
        archive::view(
            &mut v,
            archive::Reads {
                shared: &self.shared,
                overlays: &self.overlays,
                archive: &self.shelf.archive,
                making: self.export.making.as_ref(),
                page: || self.games_page(),
            },
        );
        v
    }

    /// What the board shows now, `t` ms into the running animation.
    #[must_use]
    pub fn scene(&self, t: f64) -> Scene<'_> {
        let s = self;
        let orientation = s.orientation();
        let coords = s.display().coords;
        if let Some(editor) = s.editor() {
            let mut scene = Scene::still(s.session().displayed(), orientation, s.palette());
            scene.setup = Some(editor.setup());
            scene.cursor = s.cursor();
            scene.coords = coords;
            scene.bound = editor.setup().binding;
            return scene;
        }
        if let Some((pos, mv)) = s.preview() {
            let mut scene = Scene::still(pos, orientation, s.palette());
            scene.last_move = Some(*mv);
            scene.coords = coords;
            scene.winning = pos.winning_squares();
            return scene;
        }
        let browsing = s.session().is_browsing();
        let targets = (!browsing).then(|| s.input().targets(s.legal_moves()));
        let consequences = (!browsing).then(|| s.consequences());
        let last = s.session().displayed_last_move();
        Scene {
            pos: s.session().displayed(),
            orientation,
            last_move: last.map(|(_, p)| p.mv),
            trace: last.and_then(|(before, p)| trace_of(&before, p.effects)),
            selected: s.selected().filter(|_| !browsing),
            targets,
            via: s.via().filter(|_| !browsing),
            consequences,
            preview: s.preview_move().filter(|_| !browsing),
            cursor: s.cursor(),
            winning: s.winning_squares(),
            // The second-turn ring binds a move still to come: none once the game is
            // over (a move shown while browsing keeps its own).
            bound: Some(s.session().displayed())
                .filter(|p| p.turn() == Color::White)
                .filter(|_| browsing || s.session().game().outcome().is_none())
                .and_then(|p| p.binding()),
            anim: s.animation().map(|r| (&r.plan, r.plan.frame(t))),
            drag: s.pointer().dragged(),
            drag_over: s.drag_over(),
            coords,
            hint: s.shown_hint(),
            setup: None,
            threats: s.threats(),
            best: s.analysis().1.and_then(|e| e.best()),
            others: s
                .analysis_lines()
                .iter()
                .skip(1)
                .filter_map(crate::ui::analysis::Eval::best)
                .collect(),
            better: s.review_better_here(),
            palette: s.palette(),
        }
    }

    /// The board as drawn now, without what only the player's hand puts there (the
    /// selection, the cursor, a dragged piece), from the person's side
    /// (`Session::picture_side`), not from the side to move the board may be turned to.
    pub(super) fn board_picture(&self) -> Picture {
        let s = self.scene(f64::INFINITY);
        let facing = self.real_game().picture_side();
        Picture {
            pos: *s.pos,
            last_move: s.last_move,
            trace: s.trace,
            winning: s.winning,
            hint: s.hint,
            best: s.best,
            others: s.others.clone(),
            better: s.better,
            orientation: crate::ui::geometry::Orientation {
                flipped: facing == crate::types::Color::Black,
            },
            coords: s.coords,
            palette: s.palette,
        }
    }
}

#[cfg(test)]
mod tests;
