//! Starting a game, as the state does it: the New game dialog opened and answered, the
//! game its choices start (also the script API's `newGame`), the question before a game in
//! progress is replaced (by a new game, a link or an import: keep it in the list of games,
//! or discard it; a finished game is always kept), and the board turned to the person.
//! The data is in `starting`.

use crate::game::Game;
use crate::types::Color;
use crate::ui::computer::computer_seat;
use crate::ui::players::clean_name;
use crate::ui::session::{Seat, Session};
use crate::ui::words;

use super::effect::Effect;
pub use super::starting::*;
use super::{ids, State};

impl State {
    /// The New game dialog and the question before replacing a game.
    #[must_use]
    pub fn starting(&self) -> &Starting {
        &self.starting
    }

    /// Opens the New game dialog.
    #[inline(never)]
    pub(super) fn open_new_game(&mut self) {
        self.dismiss_welcome();
        self.overlays.menu = false;
        self.starting.open = true;
        self.starting.problem = None;
        self.shared.render();
    }

    /// What the player did in the New game dialog.
    #[inline(never)]
    pub(super) fn new_game_dialog(&mut self, input: DialogInput) {
        let c = &mut self.starting.choices;
        let before = c.clone();
        match input {
            DialogInput::Close => {
                if std::mem::take(&mut self.starting.open) {
                    self.shared.focus(ids::NEW_GAME, false);
                }
            }
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
            DialogInput::Start(Way::Friend) => self.start_friend_from_dialog(),
            DialogInput::Start(way) => self.start_way(way),
        }
        if self.starting.choices != before {
            self.starting.problem = None;
            self.shared
                .emit(Effect::StoreChoices(self.starting.choices.to_text()));
        }
        self.shared.render();
    }

    /// The dialog's Start for `way`, with its choices.
    fn start_way(&mut self, way: Way) {
        let c = self.starting.choices.clone();
        let clock = match c.control() {
            Ok(clock) => clock,
            Err(_) => {
                self.starting.problem = Some(words::say::Again::new(words::custom_clock_refused));
                return;
            }
        };
        let setup = match way {
            Way::Computer => {
                let person_white = match c.colour {
                    Colour::White => true,
                    Colour::Black => false,
                    Colour::Random => self.shared.random() & 1 == 0,
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
        self.starting.open = false;
        self.shared.focus(ids::BOARD, false);
        let session = self.session_for(&setup);
        self.replace_asking(Replacement {
            session,
            message: words::NEW_GAME_STARTED,
        });
    }

    /// A new game's session for `setup` (the repetition rule as the game in progress has
    /// it).
    pub(super) fn session_for(&self, setup: &Setup) -> Session {
        let mut game = Game::default();
        game.set_repetition_rule(self.game().game().repetition_rule());
        let mut s = Session::new(game);
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

    /// Whether replacing the game would throw away a game in progress: it has moves and
    /// is not over. A friend game is never thrown away (always kept: no question).
    fn in_progress(&self) -> bool {
        let game = self.game().game();
        game.ply() > 0 && game.outcome().is_none() && self.game().friend().is_none()
    }

    /// Replaces the game with `r`'s, asking first what becomes of a game in progress.
    pub(super) fn replace_asking(&mut self, r: Replacement) {
        if self.in_progress() {
            // The dialog gives its first button (Keep it) the focus as it opens.
            self.starting.pending = Some(r);
            self.shared.render();
            return;
        }
        self.replace_session(r.session, r.message, true);
    }

    /// The player's answer about the game in progress.
    #[inline(never)]
    pub(super) fn decide(&mut self, decision: Decision) {
        let Some(r) = self.starting.pending.take() else {
            return;
        };
        self.shared.render();
        match decision {
            Decision::Keep => self.replace_session(r.session, r.message, true),
            Decision::Discard => {
                self.replace_session(r.session, r.message, false);
                self.shared.announce(words::GAME_DISCARDED);
            }
            Decision::Cancel => {}
        }
        self.shared.focus(ids::BOARD, false);
    }

    /// Turns the board to the person: against the computer the person's colour at the
    /// bottom; two people with the board turning, the side to move (not once the game is
    /// over: the side to move then is the loser's).
    pub(super) fn face_the_player(&mut self) {
        let turn = self.board().game().position().turn();
        let over = self.board().game().outcome().is_some();
        let people = [Color::White, Color::Black].map(|c| self.board().seat(c));
        self.ground.orientation.flipped = match (self.board().person_side(), people) {
            (Some(person), _) => person == Color::Black,
            (None, [Seat::Person, Seat::Person]) if self.ground.auto_flip && !over => {
                turn == Color::Black
            }
            _ => self.ground.orientation.flipped,
        };
    }
}

impl State {
    /// Keeps the game in progress, if it has moves, before it is replaced: in this tab
    /// always, in storage when it can (the shell stores it and says a failure through
    /// `Command::PreviousNotStored`).
    pub(super) fn stash_previous(&mut self) {
        if self.board().game().ply() == 0 && self.board().friend().is_none() {
            return;
        }
        self.sync_clock();
        // With the database, the game is in the archive already: its last state goes
        // there.
        if self.shelf.archive.status == super::archive::Status::Ready {
            self.archive_replaced();
            return;
        }
        let record = self.board().record(&self.shared.world.today);
        let records: Vec<String> = self.shelf.kept.iter().map(|(r, _)| r.clone()).collect();
        self.shelf
            .set_kept(crate::ui::kept::keep_list(&records, &record));
        self.shared.emit(Effect::KeepPrevious(record));
    }

    /// Reopens the kept game `id` (the newest with `None`): it leaves the list and
    /// replaces the game in progress, which is kept.
    #[inline(never)]
    pub(super) fn open_kept(
        &mut self,
        id: Option<&str>,
    ) -> Result<(), crate::ui::error::PageError> {
        let found = self.record_of(id);
        let Some(record) = found else {
            let why = match id {
                None => crate::ui::error::PageError::NoKeptGame,
                Some(id) => crate::ui::error::PageError::KeptGame(id.to_string()),
            };
            return self.shared.refuse(why);
        };
        let rec = match crate::record::parse_record(&record) {
            Ok(rec) => rec,
            Err(e) => {
                self.shared
                    .set_status(words::previous_unreadable(&self.shared.speaker, &e));
                return Err(crate::ui::error::PageError::Record(e));
            }
        };
        self.overlays.games = false;
        if id.is_some_and(|id| self.archived_record(id).is_some()) {
            // An archived game stays in the archive: it goes on there.
            self.replace_session(
                Session::from_record(rec),
                words::say::PREVIOUS_REOPENED,
                true,
            );
            self.shared.focus(ids::BOARD, false);
            return Ok(());
        }
        self.shelf.kept.retain(|(r, _)| *r != record);
        self.shelf.unstored.retain(|r| *r != record);
        self.shared.emit(Effect::ForgetKept(record));
        self.replace_session(
            Session::from_record(rec),
            words::say::PREVIOUS_REOPENED,
            true,
        );
        self.shared.focus(ids::BOARD, false);
        Ok(())
    }
}
