//! The page's side of the computer player, apart from the worker that runs the search:
//! what to ask the engine (protocol commands, `engine::Command`), the ticket that a reply
//! must match to be used, and reading the reply (`engine::Reply`). Pure logic, tested
//! natively; `web` only sends the commands to the worker and hands the reply lines back.
//!
//! A ticket names the question exactly: the game (how many were loaded), its ply and the
//! live position's key, who sits in the seat to move, and whether it is a move or a hint.
//! Any change in between (a move, undo, new game, an import, a seat change) makes the
//! ticket stale, and a stale reply is dropped: it can never put a move on the board.

use crate::engine::{Command, EngineOption, Go, Reply, Start};
use crate::game::Game;
use crate::position::Position;
use crate::types::Move;

use super::session::{Seat, Session};

/// Fastest pace of the computer's moves, in milliseconds from the question: a quick
/// level still waits this long, so a person can follow its move.
pub const MIN_MOVE_DELAY_MS: f64 = 500.0;
/// The pace when the computer plays both sides, so a person can watch the game.
pub const WATCH_MOVE_DELAY_MS: f64 = 900.0;
/// How long a hint searches, in milliseconds.
pub const HINT_MOVETIME_MS: u32 = 900;
/// How long the engine's worker may take to answer a move or a hint before its reply
/// counts as lost and a fresh worker is asked: many times the longest search a level
/// makes (2 s at level 8, a hint's 0.9 s), with room for a slow phone fetching and
/// compiling the engine the first time.
pub const REPLY_DEADLINE_MS: u32 = 15_000;

/// What the engine is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// The move of a computer seat.
    Move,
    /// A suggestion for a person to move.
    Hint,
}

/// What a reply must match to be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket {
    /// [`Session::loads`] when asked.
    pub loads: u64,
    /// The game's ply when asked.
    pub ply: usize,
    /// The live position's Zobrist key when asked.
    pub key: u64,
    /// Who sat in the seat to move.
    pub seat: Seat,
    /// What was asked.
    pub purpose: Purpose,
}

impl Ticket {
    /// The ticket for asking `purpose` about `session`'s live position now.
    #[must_use]
    pub fn now(session: &Session, purpose: Purpose) -> Ticket {
        let game = session.game();
        Ticket {
            loads: session.loads(),
            ply: game.ply(),
            key: game.hash(),
            seat: session.seat(game.position().turn()),
            purpose,
        }
    }

    /// Whether a reply to this ticket may still be used in `session`.
    #[must_use]
    pub fn is_current(&self, session: &Session) -> bool {
        *self == Ticket::now(session, self.purpose)
    }
}

/// A question for the engine: the ticket and the protocol commands to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// What the reply must match.
    pub ticket: Ticket,
    /// The commands, in order.
    pub commands: Vec<Command>,
}

/// Kept on a computer seat's clock for the page's messages and a worker's start (ms).
pub const CLOCK_RESERVE_MS: u64 = 1000;
/// Taken off each move's budget for the page's messages and pace (ms).
pub const MESSAGE_MARGIN_MS: u64 = 150;
/// The shortest search a computer seat with a clock makes (ms).
pub const MIN_BUDGET_MS: u64 = 50;

/// The time a computer seat gives its move with `left` ms on its clock and `increment`
/// ms added after it: a thirtieth of what is left beyond a reserve, and three quarters of
/// the increment, less a margin for the page's messages; never less than
/// [`MIN_BUDGET_MS`], and never more than a quarter of what is left. Spent this way the
/// clock falls by a thirtieth a move at most, so no level loses on time.
#[must_use]
pub fn move_budget(left: u64, increment: u64) -> u64 {
    let spend = left.saturating_sub(CLOCK_RESERVE_MS) / 30 + increment * 3 / 4;
    spend
        .saturating_sub(MESSAGE_MARGIN_MS)
        .min(left / 4)
        .max(MIN_BUDGET_MS)
}

/// What the computer should be asked now, if anything: the move of a computer seat to
/// move in an unfinished game. `seed` varies the weaker levels' choices between games.
#[must_use]
pub fn move_request(session: &Session, seed: u64) -> Option<Request> {
    let game = session.game();
    if game.outcome().is_some() {
        return None;
    }
    let Seat::Computer { level } = session.seat(game.position().turn()) else {
        return None;
    };
    let level = Some(u32::from(level));
    // With a clock, the level's search is bounded by the time the clock allows too.
    let turn = game.position().turn();
    let go = Go {
        movetime: session.clock().map(|c| {
            let left = c.left_synced()[turn.index()];
            move_budget(left, c.control().increment_ms)
        }),
        ..Go::default()
    };
    let commands = search_commands(game, game.ply(), level, Some(seed), go);
    Some(Request {
        ticket: Ticket::now(session, Purpose::Move),
        commands,
    })
}

/// A hint for a person to move: the full search for [`HINT_MOVETIME_MS`]. `None` when the
/// game is over or the computer is to move.
#[must_use]
pub fn hint_request(session: &Session) -> Option<Request> {
    let game = session.game();
    if game.outcome().is_some() || !session.person_to_move() {
        return None;
    }
    let go = Go {
        movetime: Some(u64::from(HINT_MOVETIME_MS)),
        ..Go::default()
    };
    let commands = search_commands(game, game.ply(), None, None, go);
    Some(Request {
        ticket: Ticket::now(session, Purpose::Hint),
        commands,
    })
}

/// The commands of a search of the game after its first `ply` moves, the one shape of
/// every search the page asks for: the game's repetition rule, its start and those moves
/// (so that threefold repetition against the game's history counts in the search), the
/// strength `level` (`None`: the full search), the weaker levels' `seed` if given, then
/// `go`.
#[must_use]
pub fn search_commands(
    game: &Game,
    ply: usize,
    level: Option<u32>,
    seed: Option<u64>,
    go: Go,
) -> Vec<Command> {
    let mut commands = vec![
        Command::SetOption(EngineOption::Repetition(game.repetition_rule())),
        Command::Position {
            start: Start::Tcn(*game.start()),
            moves: game.moves().iter().take(ply).map(|p| p.mv).collect(),
        },
        Command::SetOption(EngineOption::Level(level)),
    ];
    if let Some(seed) = seed {
        commands.push(Command::SetOption(EngineOption::Seed(seed)));
    }
    commands.push(Command::Go(go));
    commands
}

/// Why a reply gave no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplyError {
    /// The engine answered `error …` (the text after `error`).
    Engine(String),
    /// No `bestmove` line, or one that is not a move.
    NoMove,
}

impl std::fmt::Display for ReplyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplyError::Engine(e) => write!(f, "the engine said: {e}"),
            ReplyError::NoMove => f.write_str("the engine gave no move"),
        }
    }
}

/// The move of a reply's lines (`bestmove …`), legal in `position` (anything else is an
/// error: a reply is never trusted further than the rules core allows).
pub fn best_move(lines: &[String], position: &Position) -> Result<Move, ReplyError> {
    let mut best = None;
    for reply in Reply::read_all(lines) {
        match reply {
            Reply::Error(e) => return Err(ReplyError::Engine(e)),
            Reply::BestMove(mv) => best = mv,
            _ => {}
        }
    }
    best.filter(|&mv| position.is_legal(mv))
        .ok_or(ReplyError::NoMove)
}

/// The strongest level; the levels are `1..=MAX_LEVEL`, one a `search::LEVELS` entry.
pub const MAX_LEVEL: u8 = crate::search::LEVELS.len() as u8;

/// The computer at `level`, if there is such a level (1 to [`MAX_LEVEL`]).
#[must_use]
pub fn computer_seat(level: u8) -> Option<Seat> {
    (1..=MAX_LEVEL)
        .contains(&level)
        .then_some(Seat::Computer { level })
}

/// Every seat a side can be given, in the order the seat controls list them: a person,
/// then the computer from level 1 to [`MAX_LEVEL`].
pub fn all_seats() -> impl Iterator<Item = Seat> {
    std::iter::once(Seat::Person).chain((1..=MAX_LEVEL).map(|level| Seat::Computer { level }))
}

/// A seat as the seat controls' values name it: `person`, or the level's number.
#[must_use]
pub fn seat_value(seat: Seat) -> String {
    match seat {
        Seat::Person => "person".to_string(),
        Seat::Friend => "friend".to_string(),
        Seat::Computer { level } => level.to_string(),
    }
}

/// Reads a seat control's value ([`seat_value`]); anything else is a person.
#[must_use]
pub fn seat_from_value(value: &str) -> Seat {
    value
        .parse::<u8>()
        .ok()
        .and_then(computer_seat)
        .unwrap_or(Seat::Person)
}

/// Reads a seat from a record's `White`/`Black` tag: `Computer (level N)` is the computer
/// at level N (1 to [`MAX_LEVEL`]); anything else is a person.
#[must_use]
pub fn seat_from_tag(value: &str) -> Seat {
    value
        .strip_prefix("Computer (level ")
        .and_then(|r| r.strip_suffix(')'))
        .and_then(|n| n.parse::<u8>().ok())
        .and_then(computer_seat)
        .unwrap_or(Seat::Person)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Color;
    use crate::ui::session::MoveSource;
    use crate::ui::testing::mv;

    #[test]
    fn a_clocked_computer_spends_a_share_of_its_time_and_keeps_some() {
        assert_eq!(move_budget(60_000, 0), 59_000 / 30 - MESSAGE_MARGIN_MS);
        assert_eq!(move_budget(1_500, 0), MIN_BUDGET_MS);
        assert!(move_budget(600_000, 5_000) < 25_000);
        // A whole game of 1+0 at this pace: 40 moves leave time on the clock, even
        // with each move's messages and worker costing its margin.
        let mut left: u64 = 60_000;
        for _ in 0..40 {
            left -= move_budget(left, 0) + MESSAGE_MARGIN_MS;
        }
        assert!(left > 10_000, "{left}");
    }

    #[test]
    fn asks_only_for_a_computer_seat_to_move() {
        let mut s = Session::default();
        assert_eq!(move_request(&s, 1), None);
        s.set_seat(Color::Black, Seat::Computer { level: 3 });
        assert_eq!(move_request(&s, 1), None);
        s.submit(mv("a6-a7"), MoveSource::Click).unwrap();
        let r = move_request(&s, 7).unwrap();
        let lines: Vec<String> = r.commands.iter().map(Command::to_string).collect();
        assert_eq!(
            lines,
            [
                "setoption name repetition value on",
                "position tcn bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1 moves a6-a7",
                "setoption name level value 3",
                "setoption name seed value 7",
                "go",
            ]
        );
        assert_eq!(r.ticket.purpose, Purpose::Move);
        assert!(r.ticket.is_current(&s));
        // No hint for the computer's turn.
        assert_eq!(hint_request(&s), None);
    }

    #[test]
    fn any_change_makes_a_ticket_stale() {
        let mut s = Session::default();
        s.set_seat(Color::White, Seat::Computer { level: 8 });
        let t = move_request(&s, 0).unwrap().ticket;
        // The seat handed back to a person.
        s.set_seat(Color::White, Seat::Person);
        assert!(!t.is_current(&s));
        s.set_seat(Color::White, Seat::Computer { level: 8 });
        assert!(t.is_current(&s));
        // Another level.
        s.set_seat(Color::White, Seat::Computer { level: 2 });
        assert!(!t.is_current(&s));
        s.set_seat(Color::White, Seat::Computer { level: 8 });
        // A move and its undo leave the same ply and key: still the same question.
        s.submit(mv("a6-a7"), MoveSource::Computer).unwrap();
        assert!(!t.is_current(&s));
        s.undo();
        assert!(t.is_current(&s));
        // A new game at the same ply and position is another game.
        s.new_game();
        assert!(!t.is_current(&s));
    }

    #[test]
    fn replies_are_checked_against_the_rules() {
        let start = Position::start();
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            best_move(
                &lines(&["info depth 1 score cp 3", "bestmove a6-a7"]),
                &start
            ),
            Ok(mv("a6-a7"))
        );
        assert_eq!(
            best_move(&lines(&["bestmove a5-a4"]), &start),
            Err(ReplyError::NoMove)
        );
        assert_eq!(
            best_move(&lines(&["bestmove none"]), &start),
            Err(ReplyError::NoMove)
        );
        assert_eq!(
            best_move(&lines(&["error illegal move"]), &start),
            Err(ReplyError::Engine("illegal move".into()))
        );
        assert_eq!(best_move(&[], &start), Err(ReplyError::NoMove));
    }

    #[test]
    fn seats_read_back_from_records() {
        for seat in [
            Seat::Person,
            Seat::Computer { level: 1 },
            Seat::Computer { level: 8 },
        ] {
            assert_eq!(seat_from_tag(&seat.name()), seat);
        }
        assert_eq!(seat_from_tag("Ann"), Seat::Person);
        assert_eq!(seat_from_tag("Computer (level 9)"), Seat::Person);
        let seats: Vec<Seat> = all_seats().collect();
        assert_eq!(seats.len(), 9);
        for seat in seats {
            assert_eq!(seat_from_value(&seat_value(seat)), seat);
        }
        assert_eq!(seat_from_value("9"), Seat::Person);
        assert_eq!(seat_from_value("0"), Seat::Person);
        assert_eq!(computer_seat(8), Some(Seat::Computer { level: 8 }));
        assert_eq!(computer_seat(9), None);
    }

    #[test]
    fn hints_use_the_full_search_for_a_person() {
        let s = Session::default();
        let r = hint_request(&s).unwrap();
        assert_eq!(r.ticket.purpose, Purpose::Hint);
        let lines: Vec<String> = r.commands.iter().map(Command::to_string).collect();
        assert_eq!(
            lines[2..],
            ["setoption name level value none", "go movetime 900"]
        );
    }
}
