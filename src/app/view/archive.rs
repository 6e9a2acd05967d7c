//! The view of "Your games" (the archive: its filters, search, rows and Undo) and of the
//! pictures (the GIF's progress box; the result card's and the save panel's buttons are
//! in the page).

use crate::search::levels::LEVEL_RATINGS;
use crate::ui::archive::{Kind, ResultFilter};
use crate::ui::drill::training::Training;
use crate::ui::standing::Standing;
use crate::ui::words;

use super::super::archive::{Archive, Listed, Status};
use super::super::export::Making;
use super::super::ids;
use super::super::mode::Overlays;
use super::super::shared::Shared;
use super::list::El;
use super::{Node, View};

/// The page of games listed, with how many are listed in all and whether any is kept
/// (`State::games_page`), the person's standing (`State::standing`), and the drill of
/// their mistakes (`State::training`).
type Page = ((Vec<Listed>, usize, bool), Standing, Training);

/// What Your games and the GIF's progress box read.
pub(super) struct Reads<'a, F> {
    pub shared: &'a Shared,
    pub overlays: &'a Overlays,
    pub archive: &'a Archive,
    pub making: Option<&'a Making>,
    /// The page of games listed (`State::games_page`), asked only while the dialog is
    /// open.
    pub page: F,
}

/// Your games' dialog and the GIF's progress box.
#[inline(never)]
pub(super) fn view<F: FnOnce() -> Page>(v: &mut View, r: Reads<'_, F>) {
    view_making(v, r.shared, r.making);
    if !r.overlays.games {
        return;
    }
    view_games_dialog(v, r);
}

/// Your games' dialog, open.
/// Never inlined: the split leaves it in the rest of the page's wasm, unless a first
/// visit shows it.
#[inline(never)]
fn view_games_dialog<F: FnOnce() -> Page>(v: &mut View, r: Reads<'_, F>) {
    let a = r.archive;
    let filter = &a.filter;
    let option = |value: &str, text: &str| {
        El::new("option", "")
            .attr("value", value.to_string())
            .text(text.to_string())
    };
    let results = std::iter::once(option("", &words::ANY_RESULT.said(&r.shared.speaker)))
        .chain(
            ResultFilter::ALL
                .iter()
                .map(|f| option(f.as_str(), &words::result_filter(&r.shared.speaker, *f))),
        )
        .collect();
    v.lists.push((ids::GAMES_RESULT, results));
    let kinds = std::iter::once(option("", &words::ANY_OPPONENT.said(&r.shared.speaker)))
        .chain(
            Kind::ALL
                .iter()
                .map(|k| option(k.as_str(), &words::kind_filter(&r.shared.speaker, *k))),
        )
        .collect();
    v.lists.push((ids::GAMES_KIND, kinds));
    v.node(
        ids::GAMES_RESULT,
        Node::value(filter.result.map_or("", |r| r.as_str())),
    );
    v.node(
        ids::GAMES_KIND,
        Node::value(filter.kind.map_or("", |k| k.as_str())),
    );
    v.node(ids::GAMES_SEARCH, Node::value(filter.search.clone()));
    v.node(ids::GAMES_UNDO_BAR, Node::hidden(a.deleted.is_empty()));
    let note = match &a.status {
        Status::Unavailable(why) => Some(words::archive_unavailable(&r.shared.speaker, why)),
        _ => None,
    };
    v.node(
        ids::GAMES_NOTE,
        Node::text(note.clone().unwrap_or_default()).with_hidden(note.is_none()),
    );
    // What is said while the dialog is open (an import's report, a game deleted or
    // brought back, a refusal) is said in it: the page's status line is behind it,
    // inert.
    let said = r.shared.status_said > r.overlays.games_said_from;
    v.node(
        ids::GAMES_STATUS,
        Node::text(if said {
            r.shared.status.clone()
        } else {
            String::new()
        }),
    );
    v.node(
        ids::GAMES_FILE,
        Node::unavailable(a.status != Status::Ready),
    );
    // A page at a time: a list of thousands of rows would take seconds to lay out.
    let ((listed, total, any), standing, training) = (r.page)();
    view_standing(v, r.shared, &standing);
    view_training(v, r.shared, &training);
    let more =
        (total > listed.len()).then(|| words::games_more(&r.shared.speaker, listed.len(), total));
    v.node(
        ids::GAMES_MORE,
        Node::text(more.clone().unwrap_or_default()).with_hidden(more.is_none()),
    );
    let empty = if !any {
        Some(words::NO_GAMES_YET)
    } else if listed.is_empty() {
        Some(words::NO_GAMES_MATCH)
    } else {
        None
    };
    v.node(
        ids::GAMES_EMPTY,
        Node::text(empty.map(|e| e.said(&r.shared.speaker)).unwrap_or_default())
            .with_hidden(empty.is_none()),
    );
    v.node(ids::GAMES_EXPORT, Node::unavailable(!any));
    let items = listed
        .iter()
        .map(|l| {
            let k = &l.game;
            let id = k.id.clone();
            let mut text = words::kept_game(&r.shared.speaker, k);
            if l.on_board {
                text = format!("{text} · {}", words::ON_THE_BOARD.said(&r.shared.speaker));
            }
            let button = |class: &'static str, action: &str, label: &str, title: String| {
                El::new("button", class)
                    .attr("type", "button")
                    .attr("data-game", format!("{action}:{id}"))
                    .attr("aria-label", title)
                    .text(label.to_string())
            };
            let mut row = El::new("li", "game-row").child(
                El::new("button", "kept")
                    .attr("type", "button")
                    .attr("data-game", id.clone())
                    .attr("aria-current", if l.on_board { "true" } else { "false" })
                    .text(text.clone()),
            );
            let [picture, picture_of, gif_of, delete] =
                words::game_buttons(&r.shared.speaker, &text);
            row = row
                .child(button("pic", "png", &picture, picture_of))
                .child(button("pic", "gif", "GIF", gif_of));
            if !l.on_board {
                row = row.child(button("delete", "delete", "✕", delete));
            }
            row
        })
        .collect();
    v.lists.push((ids::GAMES_LIST, items));
}

/// The person's rating against the computer and the results per level played (hidden
/// before any game counts).
fn view_standing(v: &mut View, shared: &Shared, s: &Standing) {
    v.node(ids::GAMES_RATING, Node::hidden(s.games == 0));
    if s.games == 0 {
        return;
    }
    let t = &shared.speaker;
    let line = words::standing_line(t, s);
    v.node(ids::GAMES_RATING_LINE, Node::text(line));
    v.node(
        ids::GAMES_RATING_ABOUT,
        Node::text(words::STANDING_ABOUT.said(t)),
    );
    let row = |first: El, rest: [String; 4], tag: &'static str| {
        rest.into_iter()
            .fold(El::new("tr", "").child(first), |tr, text| {
                tr.child(El::new(tag, "").text(text))
            })
    };
    let [level, rest @ ..] = words::standing_heading(t);
    let heading = row(
        El::new("th", "").attr("scope", "col").text(level),
        rest,
        "th",
    );
    let played = (1u8..)
        .zip(s.levels.iter().zip(LEVEL_RATINGS))
        .filter(|(_, (tally, _))| tally.games() > 0)
        .map(|(level, (tally, rated))| {
            let name = El::new("th", "")
                .attr("scope", "row")
                .text(words::level_option(t, level));
            let cells = [
                words::rating_with_interval(t, rated.rating, rated.interval),
                words::count(t, tally.won),
                words::count(t, tally.drawn),
                words::count(t, tally.lost),
            ];
            row(name, cells, "td")
        });
    let rows = std::iter::once(heading).chain(played).collect();
    v.lists.push((ids::GAMES_LEVELS, rows));
}

/// "Train your mistakes": the person's mistakes, due and learned, its button, and the
/// accuracy of their last reviewed games as bars (hidden before any review is kept).
fn view_training(v: &mut View, shared: &Shared, t: &Training) {
    let none = t.total == 0;
    v.node(
        ids::GAMES_TRAINING,
        Node::hidden(none && t.chart.is_empty()),
    );
    if none && t.chart.is_empty() {
        return;
    }
    let s = &shared.speaker;
    let line = words::drill_line(s, t.total, t.due, t.learned);
    v.node(ids::GAMES_TRAINING_LINE, Node::text(line).with_hidden(none));
    let button = words::DRILL_TITLE.said(s);
    v.node(ids::GAMES_DRILL, Node::text(button).with_hidden(none));
    let label = words::DRILL_ACCURACY_LABEL.said(s);
    let chart = Node::hidden(t.chart.is_empty()).attr("aria-label", label.clone());
    v.node(ids::GAMES_ACCURACY, chart);
    // What the bars are, in sight (the list's label says it to assistive technology).
    let caption = El::new("li", "").attr("aria-hidden", "true").text(label);
    let bars = t.chart.iter().map(|(date, tenths)| {
        let said = words::drill_accuracy_bar(s, date, *tenths);
        let meter = El::new("meter", "")
            .attr("min", "0")
            .attr("max", "1000")
            .attr("value", tenths.min(&1000).to_string())
            .attr("title", said.clone())
            .attr("aria-label", said);
        El::new("li", "").child(meter)
    });
    let bars = bars.chain(std::iter::once(caption)).collect();
    v.lists.push((ids::GAMES_ACCURACY, bars));
}

/// The GIF's progress box.
fn view_making(v: &mut View, shared: &Shared, making: Option<&Making>) {
    let Some(m) = making else {
        v.node(ids::EXPORT_BOX, Node::hidden(true));
        return;
    };
    v.node(ids::EXPORT_BOX, Node::hidden(false));
    v.node(
        ids::EXPORT_TEXT,
        Node::text(words::gif_progress(&shared.speaker, m.done, m.total)),
    );
    let (value, max) = if m.total == 0 {
        (0, 1)
    } else {
        (m.done, m.total)
    };
    v.node(
        ids::EXPORT_PROGRESS,
        Node::default()
            .attr("value", value.to_string())
            .attr("max", max.to_string()),
    );
}
