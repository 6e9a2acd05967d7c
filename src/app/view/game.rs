//! The game's part of the view: the turn and browsing lines, the player strips, the
//! controls' states, the seats, the result card, the move list, the title and the board's
//! name, the display settings, the save panel and its warning, the computer's indicator.

use crate::types::Color;
use crate::ui::computer::seat_value;
use crate::ui::layout;
use crate::ui::words;

use super::super::computer::Computer;
use super::super::ground::Ground;
use super::super::ids;
use super::super::mode::{Declare, Overlays};
use super::super::prefs::Prefs;
use super::super::shared::Shared;
use super::super::shelf::Shelf;
use super::super::study::Review;
use super::list::El;
use super::{flag, MoveCell, MoveList, Node, View, SEAT_CONTROLS};
use crate::ui::lang::Language;
use crate::ui::session::Session;

fn side_word(side: Color) -> &'static str {
    if side == Color::White {
        "white"
    } else {
        "black"
    }
}

/// What the game's part of the view reads.
pub(super) struct Reads<'a> {
    pub session: &'a Session,
    pub shared: &'a Shared,
    pub ground: &'a Ground,
    pub overlays: &'a Overlays,
    pub prefs: &'a Prefs,
    pub shelf: &'a Shelf,
    pub computer: &'a Computer,
    pub review: &'a Review,
    /// Engine help is barred (`State::engine_help_barred`).
    pub barred: bool,
    /// The strips' names (`State::strip_names`).
    pub names: &'a [String; 2],
    /// A game replaced can be opened again (`State::has_previous`).
    pub has_previous: bool,
    /// The page's language (`State::language`).
    pub language: &'static Language,
    /// The analysis's workers (`State::analysis_worker_count`).
    pub workers: usize,
    /// The Pause button holds something (`State::paused`), and is offered
    /// (`State::pause_offered`).
    pub paused: (bool, bool),
    /// The game's link and record (`State::share_url`, `State::record_text`), asked only
    /// while the save panel is open.
    pub link_and_record: &'a dyn Fn() -> (String, String),
}

/// The game's part of the view.
#[inline(never)]
pub(super) fn view(v: &mut View, r: &Reads<'_>) {
    let session = r.session;
    let game = session.game();
    let pos = game.position();
    let outcome = game.outcome();
    let view = session.view_ply();
    let browsing = session.is_browsing().then_some((view, game.ply()));
    let flipped = r.ground.orientation.flipped;
    let turn_text = words::turn_line(&r.shared.speaker, pos, outcome, browsing);
    // The turn line is the game's; which move is on show has a line of its own.
    v.node(
        ids::TURN,
        Node::text(words::turn_line(&r.shared.speaker, pos, outcome, None)),
    );
    v.node(
        ids::BROWSING_TEXT,
        Node::text(browsing.map_or(String::new(), |(n, of)| {
            words::viewing(&r.shared.speaker, n, of)
        })),
    );
    v.node(ids::BROWSING, Node::hidden(browsing.is_none()));
    v.body("data-turn", Some(side_word(pos.turn())));
    v.body("data-browsing", Some(flag(browsing.is_some())));
    v.body("data-over", Some(flag(outcome.is_some())));
    v.body("data-flipped", Some(flag(flipped)));
    // The player strips show the position on show; the result only at the live one.
    let strips = layout::strips(
        session.displayed(),
        outcome.filter(|_| browsing.is_none()),
        flipped,
    );
    for strip in &strips {
        view_strip(&r.shared.speaker, v, strip);
    }
    v.node(ids::UNDO, Node::unavailable(!game.can_undo()));
    v.node(ids::REDO, Node::unavailable(!game.can_redo()));
    v.node(ids::NAV_FIRST, Node::unavailable(view == 0));
    v.node(ids::NAV_PREV, Node::unavailable(view == 0));
    v.node(ids::NAV_NEXT, Node::unavailable(view >= game.ply()));
    v.node(ids::NAV_LAST, Node::unavailable(view >= game.ply()));
    v.node(ids::REPETITION, Node::checked(game.repetition_rule()));
    for (side, id) in SEAT_CONTROLS {
        v.node(id, Node::value(seat_value(session.seat(side))));
    }
    // No engine help in a friend game in progress: not offered (`State::engine_help_barred`).
    v.node(
        ids::HINT,
        Node::unavailable(!session.person_to_move() || outcome.is_some()).with_hidden(r.barred),
    );
    // The result card: the live game is over (not while browsing its moves).
    let card = outcome.filter(|_| browsing.is_none());
    v.node(ids::RESULT_CARD, Node::hidden(card.is_none()));
    if let Some(o) = card {
        let (title, why) = words::result_card(&r.shared.speaker, o);
        v.node(ids::RESULT_TITLE, Node::text(title));
        v.node(ids::RESULT_REASON, Node::text(why));
        // The players, as the strips name them (two people without names: nothing
        // to name beyond the sides the heading gives).
        let names = r.names;
        let unnamed = [Color::White, Color::Black].iter().all(|&c| {
            session.seat(c) == crate::ui::session::Seat::Person && session.player_name(c).is_none()
        });
        v.node(
            ids::RESULT_PLAYERS,
            Node::text(words::result_players(&r.shared.speaker, names)).with_hidden(unnamed),
        );
    }
    v.node(ids::RESULT_REVIEW, Node::hidden(game.ply() == 0));
    for (declare, id, offered) in [
        (
            Declare::Resign,
            ids::RESIGN,
            session.resigning_side().is_some(),
        ),
        (
            Declare::Draw,
            ids::AGREE_DRAW,
            session.can_agree_draw()
                || (session.friend().is_some() && session.game().outcome().is_none()),
        ),
    ] {
        let pending = r.overlays.confirming == Some(declare);
        v.node(id, Node::pressed(pending).with_hidden(!offered));
    }
    let friend_offer = session.friend().map(|f| f.offer == Some(f.you.other()));
    v.node(
        ids::AGREE_DRAW,
        Node::text(words::draw_button(&r.shared.speaker, friend_offer)),
    );
    v.node(ids::AUTO_FLIP, Node::checked(r.ground.auto_flip));
    v.node(ids::REOPEN_PREVIOUS, Node::hidden(!r.has_previous));
    v.title = words::title(&r.shared.speaker, &turn_text);
    v.node(
        ids::BOARD,
        Node::default().attr(
            "aria-label",
            words::board_label(&r.shared.speaker, flipped, &turn_text),
        ),
    );
    v.moves = move_list(r);
    view_display(v, r);
    view_saving(v, r);
    view_computer(v, r);
}

/// The move list's cells, the current move, the result and the review's marks.
fn move_list(r: &Reads<'_>) -> MoveList {
    let game = r.session.game();
    let cells = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, played)| {
            let before = game.position_at(i)?;
            let row = (before.turn() == Color::White || i == 0)
                .then(|| (before.fullmove(), before.turn() == Color::Black));
            let marks = words::move_effects(played.effects);
            Some(MoveCell {
                played: *played,
                ply: i + 1,
                row,
                label: words::move_label(&r.shared.speaker, i + 1, played),
                marks_title: words::marks_title(&r.shared.speaker, &marks),
            })
        })
        .collect();
    let marks = r
        .review
        .view(r.session)
        .filter(|v| v.done)
        .map(|v| {
            v.marks
                .iter()
                .map(|m| {
                    let title = words::mark_title(&r.shared.speaker, m.class, m.better);
                    (m.ply, m.class.glyph().to_string(), title)
                })
                .collect()
        })
        .unwrap_or_default();
    MoveList {
        loads: r.session.loads(),
        cells,
        current: r.session.view_ply(),
        result: game.outcome().map(words::score),
        marks,
        review_offer: words::say::REVIEW_OFFER.said(&r.shared.speaker),
    }
}

/// The theme, and the display settings' controls.
fn view_display(v: &mut View, r: &Reads<'_>) {
    let d = r.prefs.display;
    v.node(ids::THEME, Node::value(d.theme.as_str()));
    v.node(ids::COLOUR_BLIND, Node::checked(d.colour_blind));
    v.node(ids::COORDS, Node::checked(d.coords));
    v.node(ids::MUTE, Node::checked(d.muted));
    v.node(
        ids::ANALYSIS_WORKERS,
        Node::value(r.prefs.analysis_workers.to_string()),
    );
    let language = r
        .prefs
        .language_loading
        .map_or(r.language.tag, |(tag, _)| tag);
    v.node(ids::LANGUAGE, Node::value(language));
    v.language = r.language.tag;
    v.node(
        ids::ANALYSIS_WORKERS_NOTE,
        Node::text(words::workers_offered(
            &r.shared.speaker,
            r.shared.page.cores,
            r.workers,
        )),
    );
}

/// The notice that the game is not being saved, and the save panel's boxes (the
/// share link, the game's record, the position's TCN), filled only while the panel
/// is open: a long game's link and record are long, and are not written after every
/// move for nothing. The review's annotated record replaces the game's in its box.
fn view_saving(v: &mut View, r: &Reads<'_>) {
    v.save_warning = r
        .shelf
        .save_problem
        .as_ref()
        .map(|e| words::not_saved(&r.shared.speaker, e));
    v.node(
        ids::SAVE_WARNING,
        Node::hidden(r.shelf.save_problem.is_none()),
    );
    if !r.shelf.save_panel_open {
        return;
    }
    let game = r.session.game();
    let (link, record) = (r.link_and_record)();
    v.node(ids::SHARE_LINK, Node::value(link));
    v.node(ids::RECORD_VIEW, Node::value(record));
    v.node(
        ids::POSITION_VIEW,
        Node::value(crate::tcn::to_tcn(game.position())),
    );
}

/// The thinking indicator and the pause button, for the game on show.
fn view_computer(v: &mut View, r: &Reads<'_>) {
    let thinking = r.computer.thinking_words(&r.shared.speaker, r.session);
    v.body("data-thinking", Some(flag(thinking.is_some())));
    v.node(
        ids::THINKING,
        Node::hidden(thinking.is_none()).with_text(thinking.unwrap_or_default()),
    );
    let (paused, offered) = r.paused;
    v.node(
        ids::PAUSE,
        Node::pressed(paused)
            .with_hidden(!offered)
            .with_text(words::pause_button(&r.shared.speaker, paused)),
    );
}

/// One side's player strip: its mark (to move, winner, draw), the capture slots filled
/// with what it has captured (said as `White has captured 1 of 3`) and its Crowned count.
fn view_strip(t: &crate::ui::lang::Speaker, v: &mut View, strip: &layout::Strip) {
    let [strip_id, mark_id, captures_id, crowned_id] = match strip.side {
        Color::White => [
            ids::STRIP_WHITE,
            ids::MARK_WHITE,
            ids::CAPTURES_WHITE,
            ids::CROWNED_WHITE,
        ],
        Color::Black => [
            ids::STRIP_BLACK,
            ids::MARK_BLACK,
            ids::CAPTURES_BLACK,
            ids::CROWNED_BLACK,
        ],
    };
    v.node(
        strip_id,
        Node::default().attr("data-mark", strip.mark.as_str()),
    );
    v.node(mark_id, Node::text(strip.mark.text(t)));
    let count = |n: u32| n.to_string();
    v.node(
        captures_id,
        Node::default()
            .attr("aria-label", strip.captures_label(t))
            .attr("title", strip.captures_title(t))
            .attr("data-count", count(strip.captured)),
    );
    v.node(
        crowned_id,
        Node::default()
            .attr("aria-label", strip.crowned_label(t))
            .attr("title", strip.crowned_title(t))
            .attr("data-count", count(strip.crowned)),
    );
    let slots = strip
        .slots()
        .map(|filled| El::new("span", "slot").attr("data-filled", flag(filled)));
    v.lists.push((captures_id, slots.to_vec()));
    let crowned = vec![
        El::new("span", "crown-mark").attr("aria-hidden", "true"),
        El::new("span", "n")
            .attr("aria-hidden", "true")
            .text(count(strip.crowned)),
    ];
    v.lists.push((crowned_id, crowned));
}
