//! The game being played in the page: the history, which ply is on show while browsing,
//! and who sits in each seat. Moves arrive here from every source (board, keyboard, text
//! box, script API; later the computer's worker) through one door, [`Session::submit`].

use crate::game::{Game, PlayedMove};
use crate::position::{Outcome, PlayError, Position};
use crate::record::write_record_with_comments;
use crate::types::{Color, Move};
use crate::ui::clock::{self, Clock, TimeControl};
use crate::ui::friend::Friend;

mod archive;
mod friend;
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

    /// The side a Resign would resign for: the only person's side against the computer,
    /// the side to move when two people share the screen, none when the computer holds
    /// both seats or the game is over.
    #[must_use]
    pub fn resigning_side(&self) -> Option<Color> {
        if self.game.outcome().is_some() {
            return None;
        }
        match self.seats {
            [Seat::Person, Seat::Person] => Some(self.game.position().turn()),
            [Seat::Person, _] => Some(Color::White),
            [_, Seat::Person] => Some(Color::Black),
            _ => None,
        }
    }

    /// Whether the players may agree a draw: two people at one screen, the game not over.
    #[must_use]
    pub fn can_agree_draw(&self) -> bool {
        self.seats == [Seat::Person; 2] && self.game.outcome().is_none()
    }

    /// The [`Session::resigning_side`] resigns; shows the live position.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is over; `None` inside when no person may
    /// resign (the computer in both seats). Nothing changes then.
    pub fn resign(&mut self) -> Result<Outcome, Option<PlayError>> {
        if let Some(o) = self.game.outcome() {
            return Err(Some(PlayError::GameOver(o)));
        }
        let side = self.resigning_side().ok_or(None)?;
        self.view = None;
        self.game.resign(side).map_err(Some)
    }

    /// Two people agree a draw; shows the live position.
    ///
    /// # Errors
    /// As [`Session::resign`]: not two people, or the game is over.
    pub fn agree_draw(&mut self) -> Result<Outcome, Option<PlayError>> {
        if !self.can_agree_draw() {
            return Err(self.game.outcome().map(PlayError::GameOver));
        }
        self.view = None;
        self.game.agree_draw().map_err(Some)
    }

    /// `side`'s time ran out: the game is lost on time; shows the live position.
    pub fn flag(&mut self, side: Color) -> Option<Outcome> {
        self.view = None;
        self.game.flag(side).ok()
    }

    /// Takes back a resignation or an agreed draw (the game goes on); returns it.
    pub fn withdraw(&mut self) -> Option<Outcome> {
        self.view = None;
        self.game.withdraw()
    }

    /// Takes back the last move (back at the live position); `None` with no move.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        self.view = None;
        let undone = self.game.undo();
        let ply = self.game.ply();
        self.notes.retain(|(p, _)| *p <= ply);
        undone
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

    /// The game record, tagged with today's `date` (`YYYY.MM.DD`), with the comments kept
    /// with the game.
    pub fn record(&self, date: &str) -> String {
        self.record_with_notes(date, &[])
    }

    /// [`Session::record`] with `extra` comments too (the review's annotations), after the
    /// game's own at the same ply.
    pub fn record_with_notes(&self, date: &str, extra: &[(usize, String)]) -> String {
        let clocks: Vec<(usize, String)> = self
            .clock
            .iter()
            .flat_map(|c| {
                let times = c.move_times(self.game.ply());
                times
                    .iter()
                    .enumerate()
                    .map(|(p, ms)| (p + 1, clock::clk_comment(*ms)))
            })
            .collect();
        let mut notes: Vec<(usize, String)> = clocks
            .into_iter()
            .chain(self.notes.iter().chain(extra).cloned())
            .collect();
        crate::sort::sort_by_key(&mut notes, |(p, _)| *p);
        let [white, black] = [Color::White, Color::Black].map(|side| self.record_name(side));
        let (event, site) = self
            .origin
            .imported
            .clone()
            .unwrap_or_else(|| ("Casual game".into(), crate::ui::archive::SITE.into()));
        let date = self.origin.date.as_deref().unwrap_or(date);
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", event),
            ("Site", site),
            ("Date", date.into()),
            ("White", white),
            ("Black", black),
        ];
        if let Some(c) = &self.clock {
            tags.push(("TimeControl", c.control().tag()));
            let [w, b] = c.left_synced();
            tags.push(("WhiteClock", clock::record_time(w)));
            tags.push(("BlackClock", clock::record_time(b)));
        }
        if let Some(id) = &self.origin.id {
            tags.push((crate::ui::archive::ID_TAG, id.clone()));
        }
        if let Some(f) = &self.friend {
            tags.extend(f.tags());
        }
        let tags: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (*k, v.as_str())).collect();
        write_record_with_comments(&self.game, &tags, &notes)
    }

    /// The name a record gives `side`: the computer's seat, else the player's name, else
    /// `Person`.
    fn record_name(&self, side: Color) -> String {
        match (self.seat(side), self.player_name(side)) {
            (Seat::Person | Seat::Friend, Some(name)) => name.to_string(),
            (seat, _) => seat.name(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::mv;

    #[test]
    fn a_records_comments_are_kept_while_their_moves_stand() {
        let text = "[Result \"*\"]\n\n{opening} 1. a6-a7 {?? better h6-g7; White 30%} a5-b4 2. a7-b7 {}\n*";
        let rec = crate::record::parse_record(text).unwrap();
        assert_eq!(
            rec.comments,
            vec![
                (0, "opening".to_string()),
                (1, "?? better h6-g7; White 30%".to_string())
            ]
        );
        let mut s = Session::new(rec.game);
        s.set_notes(rec.comments.clone());
        let written = s.record("2026.11.30");
        assert!(
            written.contains("{opening} 1. a6-a7 {?? better h6-g7; White 30%} 1... a5-b4 2. a7-b7"),
            "{written}"
        );
        // Read back: the same game and the same comments.
        let again = crate::record::parse_record(&written).unwrap();
        assert_eq!(again.comments, rec.comments);
        assert_eq!(again.game.move_list(), s.game().move_list());
        // Extra notes (the review's) go after the game's own; a `}` cannot end one early.
        let extra = s.record_with_notes("2026.11.30", &[(3, "a } b".to_string())]);
        assert!(extra.contains("2. a7-b7 {a ) b}"), "{extra}");
        // Taking back the commented move drops its comment.
        s.undo();
        s.undo();
        assert_eq!(s.notes().len(), 2);
        s.undo();
        assert_eq!(s.notes(), &[(0, "opening".to_string())]);
        s.load(Game::default());
        assert!(s.notes().is_empty());
    }

    #[test]
    fn browse_and_submit() {
        let mut s = Session::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            s.submit(mv(m), MoveSource::Click).unwrap();
        }
        s.browse_by(-2);
        assert!(s.is_browsing());
        assert_eq!(s.view_ply(), 1);
        assert_eq!(s.displayed().turn(), Color::Black);
        let (before, last) = s.displayed_last_move().unwrap();
        assert_eq!(last.mv, mv("a6-a7"));
        assert_eq!(before, Position::start());
        // Browsing never changes the game.
        assert_eq!(s.game().ply(), 3);
        s.browse_by(-10);
        assert_eq!(s.view_ply(), 0);
        assert!(s.displayed_last_move().is_none());
        // A move submitted while browsing is played on the live position.
        s.submit(mv("b4-c5"), MoveSource::Text).unwrap();
        assert!(!s.is_browsing());
        assert_eq!(s.game().ply(), 4);
        s.browse_by(5);
        assert!(!s.is_browsing());
    }

    #[test]
    fn refusals_change_nothing() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        s.submit(mv("a5-b4"), MoveSource::Click).unwrap();
        let before = *s.game().position();
        let e = s.submit(mv("h6-h7"), MoveSource::Api).unwrap_err();
        assert!(
            matches!(e, SubmitError::Illegal(PlayError::BoundPiece { .. })),
            "{e:?}"
        );
        assert_eq!(*s.game().position(), before);
        assert_eq!(s.game().ply(), 2);
    }

    #[test]
    fn seats_decide_who_may_move() {
        let mut s = Session::default();
        assert!(s.person_to_move());
        s.set_seat(Color::Black, Seat::Computer { level: 3 });
        // The computer may not move for a person's seat, nor a person for the computer's.
        let e = s.submit(mv("a6-a7"), MoveSource::Computer).unwrap_err();
        assert_eq!(
            e,
            SubmitError::NotYourSeat {
                side: Color::White,
                seat: Seat::Person
            }
        );
        s.submit(mv("a6-a7"), MoveSource::Drag).unwrap();
        assert!(!s.person_to_move());
        for source in [
            MoveSource::Click,
            MoveSource::Keyboard,
            MoveSource::Text,
            MoveSource::Api,
        ] {
            let e = s.submit(mv("a5-b4"), source).unwrap_err();
            assert_eq!(
                e,
                SubmitError::NotYourSeat {
                    side: Color::Black,
                    seat: Seat::Computer { level: 3 }
                }
            );
        }
        assert_eq!(s.game().ply(), 1);
        s.submit(mv("a5-b4"), MoveSource::Computer).unwrap();
        // The seat is a setting: hand it back to a person at any moment.
        s.set_seat(Color::Black, Seat::Person);
        s.submit(mv("a7-b7"), MoveSource::Click).unwrap();
        s.submit(mv("b4-c5"), MoveSource::Click).unwrap();
        s.set_seat(Color::White, Seat::Computer { level: 1 });
        let rec = s.record("2026.11.29");
        assert!(
            rec.contains("[White \"Computer (level 1)\"]") && rec.contains("[Black \"Person\"]"),
            "{rec}"
        );
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_reply_too() {
        let mut s = Session::default();
        s.set_seat(Color::Black, Seat::Computer { level: 4 });
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        s.submit(mv("a5-b4"), MoveSource::Computer).unwrap();
        s.submit(mv("a7-b7"), MoveSource::Click).unwrap();
        // The computer has not replied yet: only the person's move goes.
        let undone = s.undo_to_person();
        assert_eq!(
            undone.iter().map(|p| p.mv).collect::<Vec<_>>(),
            [mv("a7-b7")]
        );
        // Now the person's move and the computer's reply.
        let undone = s.undo_to_person();
        assert_eq!(
            undone.iter().map(|p| p.mv).collect::<Vec<_>>(),
            [mv("a5-b4"), mv("a6-a7")]
        );
        assert_eq!(s.game().ply(), 0);
        assert!(s.undo_to_person().is_empty());
        // The computer in both seats: one move at a time.
        s.set_seat(Color::White, Seat::Computer { level: 4 });
        s.submit(mv("a6-a7"), MoveSource::Computer).unwrap();
        s.submit(mv("a5-b4"), MoveSource::Computer).unwrap();
        assert_eq!(s.undo_to_person().len(), 1);
        assert_eq!(s.game().ply(), 1);
    }

    #[test]
    fn resign_and_agree_a_draw_follow_the_seats() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        // Two people: the side to move resigns; a draw may be agreed.
        assert_eq!(s.resigning_side(), Some(Color::Black));
        assert!(s.can_agree_draw());
        let o = s.resign().unwrap();
        assert_eq!(o.winner(), Some(Color::White));
        assert_eq!(s.resigning_side(), None);
        assert!(!s.can_agree_draw());
        assert_eq!(s.resign(), Err(Some(PlayError::GameOver(o))));
        assert!(s
            .record("2026.11.30")
            .contains("[Termination \"Black resigned\"]"));
        assert_eq!(s.withdraw(), Some(o));
        assert_eq!(s.game().outcome(), None);
        // Against the computer: the person's side resigns, whoever is to move; no draw.
        s.set_seat(Color::White, Seat::Computer { level: 3 });
        assert_eq!(s.resigning_side(), Some(Color::Black));
        s.submit(mv("a5-b4"), MoveSource::Click).unwrap();
        assert_eq!(s.resigning_side(), Some(Color::Black));
        assert!(!s.can_agree_draw());
        assert_eq!(s.agree_draw(), Err(None));
        // The computer in both seats: nobody resigns.
        s.set_seat(Color::Black, Seat::Computer { level: 3 });
        assert_eq!(s.resign(), Err(None));
        assert_eq!(s.game().outcome(), None);
        s.set_seat(Color::White, Seat::Person);
        s.set_seat(Color::Black, Seat::Person);
        assert!(s.agree_draw().unwrap().winner().is_none());
    }

    #[test]
    fn undo_redo_and_record() {
        let mut s = Session::default();
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        s.undo().unwrap();
        assert_eq!(s.game().ply(), 0);
        s.redo().unwrap();
        assert_eq!(s.game().ply(), 1);
        let rec = s.record("2026.11.29");
        assert!(
            rec.contains("[Date \"2026.11.29\"]") && rec.contains("1. a6-a7 *"),
            "{rec}"
        );
        s.set_repetition_rule(false);
        s.new_game();
        assert!(!s.game().repetition_rule());
        assert_eq!(s.game().ply(), 0);
    }

    /// Another tab's game: the same one, the same one moved on or taken back (or with the
    /// other repetition setting), or a different one.
    #[test]
    fn games_from_other_tabs() {
        let mut s = Session::default();
        for m in ["a6-a7", "a5-b4"] {
            s.submit(mv(m), MoveSource::Click).unwrap();
        }
        let ours = s.game().clone();
        assert_eq!(s.compare(&ours), Relation::Same);
        let mut longer = ours.clone();
        longer.play(mv("a7-a6")).unwrap();
        assert_eq!(s.compare(&longer), Relation::Continued);
        let mut shorter = ours.clone();
        shorter.undo();
        assert_eq!(s.compare(&shorter), Relation::Continued);
        let mut other_rule = ours.clone();
        other_rule.set_repetition_rule(!ours.repetition_rule());
        assert_eq!(s.compare(&other_rule), Relation::Continued);
        let mut branched = shorter.clone();
        branched.play(mv("h5-g4")).unwrap();
        assert_eq!(s.compare(&branched), Relation::Different);
        let fresh = Game::default();
        assert_eq!(s.compare(&fresh), Relation::Continued);
        let elsewhere =
            Game::new(crate::tcn::parse_tcn("bbbbbbb1/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5").unwrap());
        assert_eq!(s.compare(&elsewhere), Relation::Different);
    }
}
