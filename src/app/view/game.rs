//! The game's part of the view: the turn and browsing lines, the player strips, the
//! controls' states, the seats, the result card, the move list, the title and the board's
//! name, the display settings, the save panel and its warning, the computer's indicator.

use crate::types::Color;
use crate::ui::computer::seat_value;
use crate::ui::layout;
use crate::ui::words;

use super::super::ids;
use super::super::state::{Declare, State};
use super::list::El;
use super::{flag, MoveCell, MoveList, Node, View, SEAT_CONTROLS};

fn side_word(side: Color) -> &'static str {
    if side == Color::White {
        "white"
    } else {
        "black"
    }
}

impl State {
    #[inline(never)]
    pub(super) fn view_game(&self, v: &mut View) {
        let session = &self.session;
        let game = session.game();
        let pos = game.position();
        let outcome = game.outcome();
        let view = session.view_ply();
        let browsing = session.is_browsing().then_some((view, game.ply()));
        let flipped = self.ground.orientation.flipped;
        let turn_text = words::turn_line(&self.shared.speaker, pos, outcome, browsing);
        // The turn line is the game's; which move is on show has a line of its own.
        v.node(
            ids::TURN,
            Node::text(words::turn_line(&self.shared.speaker, pos, outcome, None)),
        );
        v.node(
            ids::BROWSING_TEXT,
            Node::text(browsing.map_or(String::new(), |(n, of)| {
                words::viewing(&self.shared.speaker, n, of)
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
            view_strip(&self.shared.speaker, v, strip);
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
        // No engine help in a friend game in progress: not offered (`fair_play`).
        v.node(
            ids::HINT,
            Node::unavailable(!session.person_to_move() || outcome.is_some())
                .with_hidden(self.engine_help_barred()),
        );
        // The result card: the live game is over (not while browsing its moves).
        let card = outcome.filter(|_| browsing.is_none());
        v.node(ids::RESULT_CARD, Node::hidden(card.is_none()));
        if let Some(o) = card {
            let (title, why) = words::result_card(&self.shared.speaker, o);
            v.node(ids::RESULT_TITLE, Node::text(title));
            v.node(ids::RESULT_REASON, Node::text(why));
            // The players, as the strips name them (two people without names: nothing
            // to name beyond the sides the heading gives).
            let names = self.strip_names();
            let unnamed = [Color::White, Color::Black].iter().all(|&c| {
                session.seat(c) == crate::ui::session::Seat::Person
                    && session.player_name(c).is_none()
            });
            v.node(
                ids::RESULT_PLAYERS,
                Node::text(words::result_players(&self.shared.speaker, &names))
                    .with_hidden(unnamed),
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
            let pending = self.overlays.confirming == Some(declare);
            v.node(id, Node::pressed(pending).with_hidden(!offered));
        }
        let friend_offer = session.friend().map(|f| f.offer == Some(f.you.other()));
        v.node(
            ids::AGREE_DRAW,
            Node::text(words::draw_button(&self.shared.speaker, friend_offer)),
        );
        v.node(ids::AUTO_FLIP, Node::checked(self.ground.auto_flip));
        v.node(ids::REOPEN_PREVIOUS, Node::hidden(!self.has_previous()));
        v.title = words::title(&self.shared.speaker, &turn_text);
        v.node(
            ids::BOARD,
            Node::default().attr(
                "aria-label",
                words::board_label(&self.shared.speaker, flipped, &turn_text),
            ),
        );
        v.moves = self.move_list();
        self.view_display(v);
        self.view_saving(v);
        self.view_computer(v);
    }

    /// The move list's cells, the current move, the result and the review's marks.
    fn move_list(&self) -> MoveList {
        let game = self.session.game();
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
                    label: words::move_label(&self.shared.speaker, i + 1, played),
                    marks_title: words::marks_title(&self.shared.speaker, &marks),
                })
            })
            .collect();
        let marks = self
            .study
            .review
            .view(&self.session)
            .filter(|v| v.done)
            .map(|v| {
                v.marks
                    .iter()
                    .map(|m| {
                        let title = words::mark_title(&self.shared.speaker, m.class, m.better);
                        (m.ply, m.class.glyph().to_string(), title)
                    })
                    .collect()
            })
            .unwrap_or_default();
        MoveList {
            loads: self.session.loads(),
            cells,
            current: self.session.view_ply(),
            result: game.outcome().map(words::score),
            marks,
            review_offer: words::say::REVIEW_OFFER.said(&self.shared.speaker),
        }
    }

    /// The theme, and the display settings' controls.
    fn view_display(&self, v: &mut View) {
        let d = self.prefs.display;
        v.node(ids::THEME, Node::value(d.theme.as_str()));
        v.node(ids::COLOUR_BLIND, Node::checked(d.colour_blind));
        v.node(ids::COORDS, Node::checked(d.coords));
        v.node(ids::MUTE, Node::checked(d.muted));
        v.node(
            ids::ANALYSIS_WORKERS,
            Node::value(self.prefs.analysis_workers.to_string()),
        );
        let language = self
            .prefs
            .language_loading
            .map_or(self.language().tag, |(tag, _)| tag);
        v.node(ids::LANGUAGE, Node::value(language));
        v.language = self.language().tag;
        v.node(
            ids::ANALYSIS_WORKERS_NOTE,
            Node::text(words::workers_offered(
                &self.shared.speaker,
                self.shared.world.cores,
                self.analysis_worker_count(),
            )),
        );
    }

    /// The notice that the game is not being saved, and the save panel's boxes (the
    /// share link, the game's record, the position's TCN), filled only while the panel
    /// is open: a long game's link and record are long, and are not written after every
    /// move for nothing. The review's annotated record replaces the game's in its box.
    fn view_saving(&self, v: &mut View) {
        v.save_warning = self
            .shelf
            .save_problem
            .as_ref()
            .map(|e| words::not_saved(&self.shared.speaker, e));
        v.node(
            ids::SAVE_WARNING,
            Node::hidden(self.shelf.save_problem.is_none()),
        );
        if !self.shelf.save_panel_open {
            return;
        }
        let game = self.session.game();
        v.node(ids::SHARE_LINK, Node::value(self.share_url()));
        v.node(ids::RECORD_VIEW, Node::value(self.record_text()));
        v.node(
            ids::POSITION_VIEW,
            Node::value(crate::tcn::to_tcn(game.position())),
        );
    }

    /// The thinking indicator and the pause button, for the game on show.
    fn view_computer(&self, v: &mut View) {
        let thinking = self
            .computer
            .thinking_words(&self.shared.speaker, &self.session);
        v.body("data-thinking", Some(flag(thinking.is_some())));
        v.node(
            ids::THINKING,
            Node::hidden(thinking.is_none()).with_text(thinking.unwrap_or_default()),
        );
        let paused = self.paused();
        v.node(
            ids::PAUSE,
            Node::pressed(paused)
                .with_hidden(!self.pause_offered())
                .with_text(words::pause_button(&self.shared.speaker, paused)),
        );
    }
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
