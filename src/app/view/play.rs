//! The view of starting a game and of its clocks: the players' names and clocks in the
//! strips, the New game dialog (its choices as remembered, the levels' and clocks'
//! options), the question before a game in progress is replaced, the list of games kept;
//! and which modal dialog is open.

use crate::types::Color;
use crate::ui::computer::MAX_LEVEL;
use crate::ui::words;

use super::super::ids;
use super::super::new_game::ClockChoice;
use super::super::State;
use super::list::El;
use super::{Node, View};

impl State {
    #[inline(never)]
    pub(super) fn view_play(&self, v: &mut View) {
        let left = self.clocks_left();
        let running = self.clock_running();
        let names = self.strip_names();
        for (side, name_id, clock_id) in [
            (Color::White, ids::NAME_WHITE, ids::CLOCK_WHITE),
            (Color::Black, ids::NAME_BLACK, ids::CLOCK_BLACK),
        ] {
            v.node(name_id, Node::text(names[side.index()].clone()));
            let Some(left) = left else {
                v.node(clock_id, Node::hidden(true));
                continue;
            };
            let ms = left[side.index()];
            let runs = running == Some(side);
            let state = match (runs, ms) {
                (_, 0) => "out",
                (true, ms) if ms < 10_000 => "low",
                (true, _) => "running",
                (false, _) => "stopped",
            };
            v.node(
                clock_id,
                Node::text(words::clock_time(ms))
                    .with_hidden(false)
                    .attr(
                        "aria-label",
                        words::clock_label(&self.shared.speaker, side, ms, runs),
                    )
                    .attr("data-state", state),
            );
        }
        self.view_new_game(v);
        let pending = self.starting().pending.as_ref();
        if pending.is_some() {
            let plies = self.real_game().game().ply();
            v.node(
                ids::REPLACE_TEXT,
                Node::text(words::replace_question(&self.shared.speaker, plies)),
            );
        }
        let games = self.overlays().games;
        v.dialogs = vec![
            (ids::RULES, self.overlays().rules),
            (ids::NEW_GAME_DIALOG, self.starting().open),
            (ids::REPLACE_DIALOG, pending.is_some()),
            (ids::GAMES_DIALOG, games),
        ];
    }

    /// The names the strips show, `[white, black]`: the players of the game on the
    /// board (`words::strip_name`), but in a puzzle or a lesson the solver is "You" and
    /// the other side the puzzle's or the lesson's, whatever seats play their moves (the
    /// puzzle's replies, and its solution when shown, come as the computer's do).
    #[must_use]
    pub fn strip_names(&self) -> [String; 2] {
        let t = &self.shared.speaker;
        let mode = match (self.puzzle_mode(), self.lesson_mode()) {
            (Some(m), _) => Some((m.attempt.solver(), false)),
            (None, Some(m)) => Some((m.attempt.learner(), true)),
            (None, None) => None,
        };
        [Color::White, Color::Black].map(|side| match mode {
            Some((you, lesson)) => words::exercise_strip(t, side == you, lesson),
            None => {
                let s = &self.session;
                words::strip_name(t, side, s.seat(side), s.player_name(side))
            }
        })
    }

    /// The New game dialog's controls, as the choices stand.
    fn view_new_game(&self, v: &mut View) {
        let s = self.starting();
        if !s.open {
            return;
        }
        let c = &s.choices;
        let levels = (1..=MAX_LEVEL)
            .map(|l| {
                El::new("option", "")
                    .attr("value", l.to_string())
                    .text(words::level_option(&self.shared.speaker, l))
            })
            .collect();
        v.lists.push((ids::NG_LEVEL, levels));
        let clocks = ClockChoice::all()
            .into_iter()
            .map(|choice| {
                let value = choice.value();
                El::new("option", "")
                    .text(words::clock_option(&self.shared.speaker, &value))
                    .attr("value", value)
            })
            .collect();
        v.lists.push((ids::NG_CLOCK, clocks));
        v.node(ids::NG_LEVEL, Node::value(c.level.to_string()));
        v.node(
            ids::NG_LEVEL_ABOUT,
            Node::text(words::level_about(&self.shared.speaker, c.level)),
        );
        v.node(ids::NG_COLOUR, Node::value(c.colour.as_str()));
        v.node(ids::NG_WHITE_NAME, Node::value(c.names[0].clone()));
        v.node(ids::NG_BLACK_NAME, Node::value(c.names[1].clone()));
        v.node(ids::NG_CLOCK, Node::value(c.clock.value()));
        v.node(ids::NG_CUSTOM, Node::hidden(c.clock != ClockChoice::Custom));
        v.node(ids::NG_MINUTES, Node::value(c.custom[0].clone()));
        v.node(ids::NG_INCREMENT, Node::value(c.custom[1].clone()));
        v.node(
            ids::NG_PROBLEM,
            Node::text(
                s.problem
                    .as_ref()
                    .map(|a| a.in_language(&self.shared.speaker))
                    .unwrap_or_default(),
            ),
        );
    }
}
