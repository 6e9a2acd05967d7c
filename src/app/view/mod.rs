//! What the page shows, as data: [`State::view`] is a pure function of the state giving every element's text, visibility, value and attributes,
//! keyed by the DOM ids of [`super::ids`], plus the few parts that are lists (the move
//! list, the lesson list, the best line, the review's graph). The shell writes only what
//! changed since the view it last wrote; no action writes the DOM.

mod archive;
mod friend;
mod game;
pub mod list;
mod model;
mod modes;
mod overlays;
mod play;
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
                session: self.board(),
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
        modes::view_puzzle(&mut v, speaker, self.modes.puzzle_view(), &|| {
            self.puzzle_link()
        });
        modes::view_lessons(&mut v, speaker, self.modes.lesson_view());
        modes::view_editor(&mut v, speaker, &self.modes.mode, barred);
        study::view(
            &mut v,
            &study::Reads {
                session: self.board(),
                shared: &self.shared,
                ground: &self.ground,
                study: &self.study,
                barred,
                editing: self.editor().is_some(),
                mistakes: self.modes.mistakes(),
                mistakes_offered: self.mistakes_offered().is_some(),
                accuracy_and_mark: &|| {
                    (
                        self.study.review_accuracy(self.board()),
                        self.study.review_mark_on_show(self.board()),
                    )
                },
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
                plies: self.game().game().ply(),
            },
        );
        friend::view(
            &mut v,
            &friend::Reads {
                shared: &self.shared,
                starting: &self.starting,
                overlays: &self.overlays,
                shown: (!self.game_aside()).then_some(self.board()),
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
    pub(super) fn board_picture(&self) -> Picture {
        let s = self.scene(f64::INFINITY);
        let facing = self.game().picture_side();
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
