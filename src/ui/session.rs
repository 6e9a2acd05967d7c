//! The game being played in the page: the history, which ply is on show while browsing,
//! and who sits in each seat. Moves arrive here from every source (board, keyboard, text
//! box, script API; later the computer's worker) through one door, [`Session::submit`].

use crate::game::{Game, PlayedMove};
use crate::position::{PlayError, Position};
use crate::types::{Color, Move};
use crate::ui::clock::{Clock, TimeControl};
use crate::ui::friend::Friend;

mod archive;
mod end;
mod friend;
mod record;
pub use archive::Origin;

/// Who plays a side: a setting of the session, changeable at any moment, not a fixed
/// pair of people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Seat {
    /// A person at this screen.
    #[default]
    Person,
    /// The computer player at a strength level; its moves arrive from its search.
    Computer {
        /// The strength level, 1 (weakest) to `ui::computer::MAX_LEVEL`.
        level: u8,
    },
    /// A friend on another device, in a friend game: the friend's moves arrive in links
    /// (`ui::friend`).
    Friend,
}

impl Seat {
    /// The name written in game records for a seat without a player's name, e.g.
    /// `Computer (level 3)`.
    pub fn name(self) -> String {
        match self {
            Seat::Person => "Person".to_string(),
            Seat::Computer { level } => format!("Computer (level {level})"),
            Seat::Friend => "Friend".to_string(),
        }
    }
}

/// Where a move came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// A click or tap on the board (origin, then destination).
    Click,
    /// A piece dragged and dropped on the board.
    Drag,
    /// The board's keyboard cursor.
    Keyboard,
    /// The notation text box.
    Text,
    /// The page's script API.
    Api,
    /// The computer player's search.
    Computer,
    /// A friend game's link, from the friend's device.
    Link,
}

impl MoveSource {
    /// Whether a person at this screen made the move (every source but the computer's
    /// search and a friend's link).
    pub fn is_person(self) -> bool {
        !matches!(self, MoveSource::Computer | MoveSource::Link)
    }
}

/// Why a submitted move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubmitError {
    /// The rules refuse it.
    Illegal(PlayError),
    /// The side to move is not played from this source.
    NotYourSeat {
        /// The side to move.
        side: Color,
        /// Who plays it.
        seat: Seat,
    },
}

// `SubmitError`'s words (its `Display`) are in `ui::words`, with every other sentence.

/// How a game saved by another tab relates to the game here (see [`Session::compare`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The same start, moves and repetition rule: nothing to do.
    Same,
    /// The same game moved on or taken back elsewhere (one move list starts with the
    /// other): show it, nothing of this tab's game is lost.
    Continued,
    /// Another game: show it, keeping this tab's game as the previous game.
    Different,
}

/// The session: a game, a browsing cursor and the seats.
#[derive(Clone, Debug, Default)]
pub struct Session {
    game: Game,
    /// The ply on show while browsing; `None` follows the live position.
    view: Option<usize>,
    seats: [Seat; 2],
    /// How many games were loaded into the session (new game, import, link): views of
    /// the game compare it to know when to rebuild rather than update.
    loads: u64,
    /// The record's brace comments kept with the game, each with the ply of the move it
    /// follows (an imported record's annotations; see [`crate::Record::comments`]).
    notes: Vec<(usize, String)>,
    /// The players' names (`[white, black]`), where given.
    names: [Option<String>; 2],
    /// The game's clocks, if it is played with a time control.
    clock: Option<Clock>,
    /// What a friend game knows beside its moves, if it is one.
    friend: Option<Friend>,
    /// Where the game comes from (its archive id, its date, an import's event and site).
    origin: Origin,
}

impl Session {
    /// A session on `game`, at its live position, both seats held by persons.
    #[must_use]
    pub fn new(game: Game) -> Session {
        Session {
            game,
            view: None,
            seats: [Seat::Person; 2],
            loads: 0,
            notes: Vec::new(),
            names: [None, None],
            clock: None,
            friend: None,
            origin: Origin::default(),
        }
    }

    /// The side of the one person at this screen (the other seat the computer's or a
    /// friend's on another device): the side the board and its pictures are drawn from.
    /// `None` for two people at one screen (or none).
    #[must_use]
    pub fn person_side(&self) -> Option<Color> {
        match self.seats {
            [Seat::Person, Seat::Computer { .. } | Seat::Friend] => Some(Color::White),
            [Seat::Computer { .. } | Seat::Friend, Seat::Person] => Some(Color::Black),
            _ => None,
        }
    }

    /// The side a picture of the game is drawn from: the person's ([`Session::person_side`]),
    /// White for two people (never the side to move: a picture is of the game, not of a
    /// turn).
    #[must_use]
    pub fn picture_side(&self) -> Color {
        self.person_side().unwrap_or(Color::White)
    }

    /// `side`'s player's name, if given.
    #[must_use]
    pub fn player_name(&self, side: Color) -> Option<&str> {
        self.names[side.index()].as_deref()
    }

    /// Sets the players' names (`[white, black]`, as `ui::players::clean_name` makes
    /// them).
    pub fn set_names(&mut self, names: [Option<String>; 2]) {
        self.names = names;
    }

    /// The game's clocks, if it has a time control.
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The game's clocks, to run, stop or pause them.
    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        self.clock.as_mut()
    }

    /// Gives the game these clocks (a record's, `ui::players`).
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.clock = clock;
    }

    /// Gives the game a time control (`None`: no clocks), its clocks at the start.
    pub fn set_time_control(&mut self, control: Option<TimeControl>) {
        let first = self.game.start().turn();
        self.clock = control.map(|tc| Clock::new(tc, first));
    }

    /// The game (its live position, history and redo list).
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How `theirs` (a game another tab saved) relates to this session's game: the same,
    /// the same continued or taken back, or a different game.
    #[must_use]
    pub fn compare(&self, theirs: &Game) -> Relation {
        let ours = &self.game;
        if ours.start() != theirs.start() {
            return Relation::Different;
        }
        let (our_moves, their_moves) = (ours.move_list(), theirs.move_list());
        if our_moves == their_moves {
            if ours.repetition_rule() == theirs.repetition_rule() {
                return Relation::Same;
            }
            return Relation::Continued;
        }
        if their_moves.starts_with(&our_moves) || our_moves.starts_with(&their_moves) {
            Relation::Continued
        } else {
            Relation::Different
        }
    }

    /// Who plays `side`.
    #[must_use]
    pub fn seat(&self, side: Color) -> Seat {
        self.seats[side.index()]
    }

    /// Hands `side` to `seat` (at any moment).
    pub fn set_seat(&mut self, side: Color, seat: Seat) {
        self.seats[side.index()] = seat;
    }

    /// Whether a person sits in either seat.
    pub fn person_to_move_anywhere(&self) -> bool {
        self.seats.contains(&Seat::Person)
    }

    /// Whether a person may move now from the board, keyboard or text box.
    pub fn person_to_move(&self) -> bool {
        self.seat(self.game.position().turn()) == Seat::Person
    }

    /// Plays `mv` on the live position if it comes from whoever sits in the seat of the
    /// side to move and the rules allow it; shows the live position.
    pub fn submit(&mut self, mv: Move, source: MoveSource) -> Result<PlayedMove, SubmitError> {
        let side = self.game.position().turn();
        let seat = self.seat(side);
        let seated = match seat {
            Seat::Person => source.is_person(),
            Seat::Computer { .. } => source == MoveSource::Computer,
            Seat::Friend => source == MoveSource::Link,
        };
        if !seated {
            return Err(SubmitError::NotYourSeat { side, seat });
        }
        let played = self.game.play(mv).map_err(SubmitError::Illegal)?;
        self.view = None;
        // A comment on a move taken back belonged to another line of play.
        let ply = self.game.ply();
        self.notes.retain(|(p, _)| *p < ply);
        Ok(played)
    }

    /// Replaces the game (new game, import, share link), without a clock; shows its live
    /// position. The seats and names stay.
    pub fn load(&mut self, game: Game) {
        self.game = game;
        self.view = None;
        self.loads += 1;
        self.notes.clear();
        self.clock = None;
        self.set_friend(None);
        self.origin = Origin::default();
    }

    /// Replaces the game with `other`'s, with its seats, names, comments and clocks.
    pub fn load_session(&mut self, other: Session) {
        let loads = self.loads + 1;
        *self = other;
        self.loads = loads;
    }

    /// Keeps `notes` (brace comments by ply, as [`crate::Record::comments`]) with the game:
    /// written back into its record while their moves stand.
    pub fn set_notes(&mut self, notes: Vec<(usize, String)>) {
        self.notes = notes;
    }

    /// The comments kept with the game (see [`Session::set_notes`]).
    #[must_use]
    pub fn notes(&self) -> &[(usize, String)] {
        &self.notes
    }

    /// How many games were loaded (see [`Session::load`]); moves, undo and redo leave it.
    pub fn loads(&self) -> u64 {
        self.loads
    }

    /// Starts a new game from the start position (keeping the seats, the names, the
    /// repetition rule and the time control, with fresh clocks).
    pub fn new_game(&mut self) {
        let mut g = Game::default();
        g.set_repetition_rule(self.game.repetition_rule());
        let control = self.clock.as_ref().map(Clock::control);
        self.load(g);
        self.set_time_control(control);
    }

    /// Switches the threefold repetition house rule on or off.
    pub fn set_repetition_rule(&mut self, on: bool) {
        self.game.set_repetition_rule(on);
    }

    /// Takes back the last move (back at the live position); `None` with no move.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        self.view = None;
        let undone = self.game.undo();
        let ply = self.game.ply();
        self.notes.retain(|(p, _)| *p <= ply);
        if self.origin.review.is_some() {
            self.review_taken_back(ply);
        }
        undone
    }

    /// A kept review of moves taken back (the game is at `ply` moves now) no longer
    /// stands: dropped.
    #[inline(never)]
    fn review_taken_back(&mut self, ply: usize) {
        let review = self.origin.review.as_deref();
        if review.is_some_and(|r| crate::ui::review_kept::tag::plies(r).is_none_or(|n| n > ply)) {
            self.origin.review = None;
        }
    }

    /// Takes the game back to `ply` moves for good, as agreed with a friend: nothing to
    /// redo. Returns whether it stands at `ply` now (a loss on time takes nothing back).
    pub fn cut(&mut self, ply: usize) -> bool {
        while self.game.ply() > ply && self.undo().is_some() {}
        self.game.forget_redo();
        self.game.ply() == ply
    }

    /// Takes back moves until a person is to move: against the computer, the person's
    /// last move and the computer's reply. With the computer in both seats, one move.
    /// Returns the moves taken back, the latest first.
    pub fn undo_to_person(&mut self) -> Vec<PlayedMove> {
        let mut undone: Vec<PlayedMove> = self.undo().into_iter().collect();
        let someone = self.seats.contains(&Seat::Person);
        while someone && !self.person_to_move() {
            match self.undo() {
                Some(p) => undone.push(p),
                None => break,
            }
        }
        undone
    }

    /// Plays the last move taken back again (back at the live position); `None` when
    /// there is none.
    pub fn redo(&mut self) -> Option<PlayedMove> {
        self.view = None;
        self.game.redo()
    }

    /// The ply on show (the live ply unless browsing).
    pub fn view_ply(&self) -> usize {
        self.view.unwrap_or(self.game.ply())
    }

    /// Whether an earlier position than the live one is on show.
    #[must_use]
    pub fn is_browsing(&self) -> bool {
        self.view.is_some()
    }

    /// Shows the position after `ply` moves (clamped); the live ply stops browsing.
    pub fn browse(&mut self, ply: usize) {
        let ply = ply.min(self.game.ply());
        self.view = (ply != self.game.ply()).then_some(ply);
    }

    /// Moves the browsing cursor by `delta` plies.
    pub fn browse_by(&mut self, delta: isize) {
        let ply = self.view_ply().saturating_add_signed(delta);
        self.browse(ply);
    }

    /// The position on show.
    pub fn displayed(&self) -> &Position {
        self.game
            .position_at(self.view_ply())
            .unwrap_or(self.game.position())
    }

    /// The move that led to the position on show, with the position before it.
    pub fn displayed_last_move(&self) -> Option<(Position, PlayedMove)> {
        let ply = self.view_ply();
        let played = *self.game.moves().get(ply.checked_sub(1)?)?;
        Some((*self.game.position_at(ply - 1)?, played))
    }
}

#[cfg(test)]
mod tests;
