//! What the page shows, as data: [`view`] is a pure function of the state ([`State`]) giving every element's text, visibility, value and attributes,
//! keyed by the DOM ids of [`super::ids`], plus the few parts that are lists (the move
//! list, the lesson list, the best line, the review's graph). The shell writes only what
//! changed since the view it last wrote; no action writes the DOM.

mod archive;
pub mod diff;
mod friend;
mod game;
pub mod list;
mod model;
mod modes;
mod overlays;
mod play;
mod runs;
mod study;

/// The seat controls, with the side each one seats.
pub const SEAT_CONTROLS: [(crate::types::Color, &str); 2] = [
    (crate::types::Color::White, super::ids::SEAT_WHITE),
    (crate::types::Color::Black, super::ids::SEAT_BLACK),
];
pub use model::*;
pub use modes::puzzle_url;

use crate::types::Color;
use crate::ui::scene::{trace_of, Scene};

use super::export::Picture;
use super::state::State;

/// What the page shows now (links to the game and to puzzles are built on the page's
/// address the shell gave with the last command).
#[must_use]
pub fn view(s: &State) -> View {
    let mut v = View {
        theme: s.scheme().as_str(),
        status: (s.shared.status.clone(), s.shared.status_said),
        seats: list::seat_items(&s.shared.speaker),
        ..View::default()
    };
    let names = s.strip_names();
    // Engine help barred (a friend game in progress): the game's, the editor's and
    // the study tools' parts all hide what would give it.
    let barred = s.engine_help_barred();
    game::view(
        &mut v,
        &game::Reads {
            session: s.board(),
            shared: &s.shared,
            ground: &s.ground,
            overlays: &s.overlays,
            prefs: &s.prefs,
            shelf: &s.shelf,
            computer: &s.computer,
            review: &s.study.review,
            barred,
            names: &names,
            has_previous: s.has_previous(),
            language: s.language(),
            workers: s.analysis_worker_count(),
            paused: (s.paused(), s.pause_offered()),
            link_and_record: &|| (s.share_url(), s.record_text()),
        },
    );
    let speaker = &s.shared.speaker;
    let now = s.shared.world.now_ms;
    modes::view_puzzle(&mut v, speaker, s.modes.puzzle_view(), now, &|| {
        s.puzzle_link()
    });
    modes::view_lessons(&mut v, speaker, s.modes.lesson_view());
    modes::view_editor(&mut v, speaker, &s.modes.mode, barred);
    study::view(
        &mut v,
        &study::Reads {
            session: s.board(),
            shared: &s.shared,
            ground: &s.ground,
            study: &s.study,
            barred,
            editing: s.editor().is_some(),
            mistakes: s.modes.mistakes(),
            drill: s
                .modes
                .drilling()
                .then(|| s.modes.drill_says(s.shared.world.epoch_ms))
                .flatten(),
            mistakes_offered: s.mistakes_offered().is_some(),
            accuracy_and_mark: &|| {
                (
                    s.study.review_accuracy(s.board()),
                    s.study.review_mark_on_show(s.board()),
                )
            },
        },
    );
    overlays::view(
        &mut v,
        &s.overlays,
        s.shelf.save_panel_open,
        &s.shared.speaker,
    );
    play::view(
        &mut v,
        play::Reads {
            shared: &s.shared,
            starting: &s.starting,
            overlays: &s.overlays,
            left: s.clocks_left(),
            running: s.clock_running(),
            names,
            plies: s.game().game().ply(),
        },
    );
    friend::view(
        &mut v,
        &friend::Reads {
            shared: &s.shared,
            starting: &s.starting,
            overlays: &s.overlays,
            shown: (!s.game_aside()).then_some(s.board()),
            link: &|| s.friend_link(),
            games: &|| s.friend_games(),
            lives: &s.modes.live,
        },
    );
    archive::view(
        &mut v,
        archive::Reads {
            shared: &s.shared,
            overlays: &s.overlays,
            archive: &s.shelf.archive,
            making: s.export.making.as_ref(),
            page: || (s.games_page(), s.standing(), s.training()),
        },
    );
    let board_size = s.ground.board_size;
    v.root = Node::default()
        .attr("data-theme", v.theme)
        .attr("lang", v.language)
        .style(
            "--board-user",
            board_size.map(|px| format!("{}px", crate::ui::layout::board_text(px))),
        );
    v
}

/// What the board shows now, `t` ms into the running animation.
#[must_use]
pub fn scene(s: &State, t: f64) -> Scene<'_> {
    let orientation = s.orientation();
    let coords = s.display().coords;
    if let Some(editor) = s.editor() {
        let mut scene = Scene::still(s.board().displayed(), orientation, s.palette());
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
    let browsing = s.board().is_browsing();
    let targets = (!browsing).then(|| s.input().targets(s.legal_moves()));
    let consequences = (!browsing).then(|| s.consequences());
    let last = s.board().displayed_last_move();
    Scene {
        pos: s.board().displayed(),
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
        bound: Some(s.board().displayed())
            .filter(|p| p.turn() == Color::White)
            .filter(|_| browsing || s.board().game().outcome().is_none())
            .and_then(|p| p.binding()),
        anim: s.animation().map(|r| (&r.plan, r.plan.frame(t))),
        drag: s.pointer().dragged(),
        drag_over: s.drag_over(),
        coords,
        hint: s.shown_hint(),
        setup: None,
        threats: s.ground.threats.as_ref(),
        best: s.study.analysis_on_show(s.board()).1.and_then(|e| e.best()),
        others: s
            .study
            .analysis_lines(s.board())
            .iter()
            .skip(1)
            .filter_map(crate::ui::analysis::Eval::best)
            .collect(),
        better: s.study.review_better_here(s.board()),
        palette: s.palette(),
    }
}

/// The board as drawn now, without what only the player's hand puts there (the
/// selection, the cursor, a dragged piece), from the person's side
/// (`Session::picture_side`), not from the side to move the board may be turned to.
pub(super) fn board_picture(s: &State) -> Picture {
    let facing = s.game().picture_side();
    let s = scene(s, f64::INFINITY);
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

#[cfg(test)]
mod tests;
