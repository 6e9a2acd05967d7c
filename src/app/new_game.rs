//! Starting a game, as a part of its own ([`Starting`], whose data is in `starting`): the
//! New game dialog opened and answered, the set-up its choices start (also the script
//! API's `newGame`), and the question before a game in progress is replaced (by a new
//! game, a link or an import: keep it in the list of games, or discard it; a finished
//! game is always kept). The root replaces the game (`State::replace_session`).

use crate::game::Game;
use crate::types::Color;
use crate::ui::computer::computer_seat;
use crate::ui::players::clean_name;
use crate::ui::session::{Seat, Session};
use crate::ui::words;

use super::effect::Effect;
use super::friend::FriendInput;
use super::ids;
use super::shared::Shared;
pub use super::starting::*;

/// A new game's session for `setup`, with the repetition rule of `game`, the game in
/// progress.
#[inline(never)]
pub(super) fn session_for(game: &Session, setup: &Setup) -> Session {
    let mut new = Game::default();
    new.set_repetition_rule(game.game().repetition_rule());
    let mut s = Session::new(new);
    for (side, seat) in [Color::White, Color::Black].into_iter().zip(setup.seats) {
        // A friend's seat comes only with a friend game (`app::friend`).
        let seat = if seat == Seat::Friend {
            Seat::Person
        } else {
            seat
        };
        s.set_seat(side, seat);
    }
    s.set_names(
        setup
            .names
            .clone()
            .map(|n| n.as_deref().and_then(clean_name)),
    );
    s.set_time_control(setup.clock);
    s
}

/// Whether replacing `game` would throw away a game in progress: it has moves and is not
/// over. A friend game is never thrown away (always kept: no question).
fn in_progress(game: &Session) -> bool {
    let g = game.game();
    g.ply() > 0 && g.outcome().is_none() && game.friend().is_none()
}

impl Starting {
    /// Opens the New game dialog.
    #[inline(never)]
    pub(super) fn open_dialog(&mut self, shared: &mut Shared) {
        self.open = true;
        self.problem = None;
        shared.render();
    }

    /// What the player did in the New game dialog: a choice changed (and stored), the
    /// dialog closed, or Start pressed for a way to play (returned, for the root).
    #[inline(never)]
    pub(super) fn dialog(&mut self, shared: &mut Shared, input: DialogInput) -> Option<Way> {
        let c = &mut self.choices;
        let before = c.clone();
        let mut start = None;
        match input {
            DialogInput::Close => {
                if std::mem::take(&mut self.open) {
                    shared.focus(ids::NEW_GAME, false);
                }
            }
            DialogInput::Start(way) => start = Some(way),
            choice => choose(c, choice),
        }
        if self.choices != before {
            self.problem = None;
            shared.emit(Effect::StoreChoices(self.choices.to_text()));
        }
        shared.render();
        start
    }

    /// The set-up the dialog's Start gives for `way` (against the computer or two people
    /// at this screen), the dialog closed; `None`, with the problem shown, if its clock
    /// cannot be used.
    #[inline(never)]
    pub(super) fn setup_for(&mut self, shared: &mut Shared, way: Way) -> Option<Setup> {
        let c = self.choices.clone();
        let Ok(clock) = c.control() else {
            self.problem = Some(words::say::Again::new(words::custom_clock_refused));
            return None;
        };
        let setup = match way {
            Way::Computer => {
                let person_white = match c.colour {
                    Colour::White => true,
                    Colour::Black => false,
                    Colour::Random => shared.random() & 1 == 0,
                };
                let computer = computer_seat(c.level).unwrap_or(Seat::Person);
                Setup {
                    seats: if person_white {
                        [Seat::Person, computer]
                    } else {
                        [computer, Seat::Person]
                    },
                    names: [None, None],
                    clock,
                }
            }
            Way::TwoPlayers | Way::Friend => Setup {
                seats: [Seat::Person; 2],
                names: c.names.clone().map(|n| clean_name(&n)),
                clock,
            },
        };
        self.open = false;
        shared.focus(ids::BOARD, false);
        Some(setup)
    }

    /// The live game with a friend the dialog's Start gives, if live is chosen (the
    /// dialog closed), with the dialog's clock: `Some(None)` when that clock cannot be
    /// used (the problem shown); `None` when the game is to be played by links.
    #[inline(never)]
    pub(super) fn live_start(&mut self, shared: &mut Shared) -> Option<Option<FriendInput>> {
        let c = self.choices.clone();
        if !c.friend_live {
            return None;
        }
        let setup = self.setup_for(shared, Way::Friend);
        Some(setup.map(|s| FriendInput::StartLive(c.friend_colour, c.friend_name, s.clock)))
    }

    /// `r` replaces `game` at once (returned), or, if that would throw away a game in
    /// progress, waits for the player's answer.
    #[inline(never)]
    pub(super) fn ask(
        &mut self,
        shared: &mut Shared,
        game: &Session,
        r: Replacement,
    ) -> Option<Replacement> {
        if !in_progress(game) {
            return Some(r);
        }
        // The dialog gives its first button (Keep it) the focus as it opens.
        self.pending = Some(r);
        shared.render();
        None
    }

    /// The player's answer about the game in progress: the replacement waiting, and
    /// whether the game replaced is kept (`None`: nothing replaces it).
    #[inline(never)]
    pub(super) fn decide(
        &mut self,
        shared: &mut Shared,
        decision: Decision,
    ) -> Option<(Replacement, bool)> {
        let r = self.pending.take()?;
        shared.render();
        match decision {
            Decision::Keep => Some((r, true)),
            Decision::Discard => Some((r, false)),
            Decision::Cancel => None,
        }
    }
}

/// A choice of the New game dialog changed (`input`), into `c`. Apart from
/// [`Starting::dialog`]: a first visit changes none, and the split of the page's wasm
/// leaves this with the rest.
#[inline(never)]
fn choose(c: &mut Choices, input: DialogInput) {
    match input {
        DialogInput::Level(v) => c.level = parse_level(&v).unwrap_or(c.level),
        DialogInput::Colour(v) => c.colour = Colour::parse(&v).unwrap_or(c.colour),
        DialogInput::Name(side, v) => c.names[side.index()] = v,
        DialogInput::Clock(v) => c.clock = ClockChoice::parse(&v).unwrap_or(c.clock),
        DialogInput::Minutes(v) => c.custom[0] = v,
        DialogInput::Increment(v) => c.custom[1] = v,
        DialogInput::FriendName(v) => c.friend_name = v,
        DialogInput::FriendColour(v) => {
            c.friend_colour = Colour::parse(&v).unwrap_or(c.friend_colour);
        }
        DialogInput::FriendWay(v) => c.friend_live = v != "links",
        DialogInput::Close | DialogInput::Start(_) => {}
    }
}
