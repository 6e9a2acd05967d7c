//! The view of starting a game and of its clocks: the players' names and clocks in the
//! strips, the New game dialog (its choices as remembered, the levels' and clocks'
//! options), the question before a game in progress is replaced, the list of games kept;
//! and which modal dialog is open.

use crate::types::Color;
use crate::ui::computer::MAX_LEVEL;
use crate::ui::words;

use super::super::ids;
use super::super::mode::Overlays;
use super::super::new_game::ClockChoice;
use super::super::shared::Shared;
use super::super::starting::Starting;
use super::list::El;
use super::{Node, View};

/// What the strips, the New game dialog and the dialogs' order read.
pub(super) struct Reads<'a> {
    pub shared: &'a Shared,
    pub starting: &'a Starting,
    pub overlays: &'a Overlays,
    /// The clocks as shown (`State::clocks_left`).
    pub left: Option<[u64; 2]>,
    /// The side whose clock runs (`State::clock_running`).
    pub running: Option<Color>,
    /// The strips' names (`State::strip_names`).
    pub names: [String; 2],
    /// The plies of the game in progress (the question before it is replaced).
    pub plies: usize,
}

/// The strips' names and clocks, the New game dialog, the question before a game is
/// replaced, and which modal dialogs are open.
#[inline(never)]
pub(super) fn view(v: &mut View, r: Reads<'_>) {
    let (left, running, names) = (r.left, r.running, &r.names);
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
                    words::clock_label(&r.shared.speaker, side, ms, runs),
                )
                .attr("data-state", state),
        );
    }
    view_new_game(v, &r);
    let pending = r.starting.pending.as_ref();
    if pending.is_some() {
        let plies = r.plies;
        v.node(
            ids::REPLACE_TEXT,
            Node::text(words::replace_question(&r.shared.speaker, plies)),
        );
    }
    let games = r.overlays.games;
    v.dialogs = vec![
        (ids::RULES, r.overlays.rules),
        (ids::NEW_GAME_DIALOG, r.starting.open),
        (ids::REPLACE_DIALOG, pending.is_some()),
        (ids::GAMES_DIALOG, games),
    ];
}

/// The New game dialog's controls, as the choices stand.
fn view_new_game(v: &mut View, r: &Reads<'_>) {
    let s = r.starting;
    if !s.open {
        return;
    }
    let c = &s.choices;
    let levels = (1..=MAX_LEVEL)
        .map(|l| {
            El::new("option", "")
                .attr("value", l.to_string())
                .text(words::level_option(&r.shared.speaker, l))
        })
        .collect();
    v.lists.push((ids::NG_LEVEL, levels));
    let clocks = ClockChoice::all()
        .into_iter()
        .map(|choice| {
            let value = choice.value();
            El::new("option", "")
                .text(words::clock_option(&r.shared.speaker, &value))
                .attr("value", value)
        })
        .collect();
    v.lists.push((ids::NG_CLOCK, clocks));
    v.node(ids::NG_LEVEL, Node::value(c.level.to_string()));
    v.node(
        ids::NG_LEVEL_ABOUT,
        Node::text(words::level_about(&r.shared.speaker, c.level)),
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
                .map(|a| a.in_language(&r.shared.speaker))
                .unwrap_or_default(),
        ),
    );
}
