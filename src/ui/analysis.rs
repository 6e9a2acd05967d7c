//! The analysis board's logic, apart from the worker that searches: what to ask the engine
//! about the position on show (protocol commands, `engine::Command`), the ticket a reply
//! must match, and reading its `info` lines (`engine::Reply`) into an evaluation from
//! White's side (winning chances, a proved win, the best line checked against the
//! rules; in `replies`). Natively tested; `web` sends the commands and shows the result.

use crate::engine::{Command, EngineOption, Go};
use crate::position::Outcome;
use crate::types::{Color, Move};

use super::computer::search_commands;
use super::session::Session;

mod replies;

pub use replies::{place_line, read_bestmove, read_info, read_lines, read_ranked, read_reply};

/// The longest best line shown, in plies.
pub const MAX_LINE: usize = 8;

/// How many best lines the analysis shows unless the player chooses (1 to
/// [`crate::search::MAX_MULTIPV`]): three, as lichess shows. (With three the page once
/// took a 51 ms main-thread task now and then; the board is now drawn again only when the
/// lines' arrows change, the evaluation bar moves on a layer of its own, and a command's
/// surroundings ask the browser less: docs/COMPUTER.md, "Several lines and several threads".)
pub const DEFAULT_LINES: usize = 3;

/// The position an analysis is about: a reply is used only while it is still on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket {
    /// [`Session::loads`] when asked.
    pub loads: u64,
    /// The ply on show when asked.
    pub ply: usize,
    /// The Zobrist key of the position on show (with the game's history: two games can
    /// reach one position at one ply).
    pub key: u64,
    /// The game's ply (its length), since an undo and another move can bring the same
    /// position back at the same ply with another history.
    pub length: usize,
}

impl Ticket {
    /// The ticket of the position on show in `session`.
    #[must_use]
    pub fn now(session: &Session) -> Ticket {
        Ticket {
            loads: session.loads(),
            ply: session.view_ply(),
            key: session.displayed().zobrist(),
            length: session.game().ply(),
        }
    }
}

/// The commands that analyse the position on show without end (until stopped; to
/// `depth` if given), with `lines` best lines among the root moves `share` (empty: every
/// move; see [`plan`]), or `None` when the game there is over: then [`Eval::finished`]
/// is the answer.
#[must_use]
pub fn request(
    session: &Session,
    lines: usize,
    share: Vec<Move>,
    depth: Option<u32>,
) -> Option<Vec<Command>> {
    if outcome_on_show(session).is_some() {
        return None;
    }
    let go = Go {
        infinite: depth.is_none(),
        depth,
        searchmoves: share,
        ..Go::default()
    };
    let (game, ply) = (session.game(), session.view_ply());
    let mut commands = search_commands(game, ply, None, None, go);
    let lines = lines.clamp(1, crate::search::MAX_MULTIPV);
    commands.insert(
        commands.len() - 1,
        Command::SetOption(EngineOption::MultiPv(lines)),
    );
    Some(commands)
}

/// Most workers the analysis searches with, sharing its best lines ([`plan`]).
pub const MAX_WORKERS: usize = 8;

/// How many workers the analysis uses on a machine with `cores` logical processors
/// (`navigator.hardwareConcurrency`, 0 when unknown) and the player's cap `setting`: one
/// core is left to the page, at most [`MAX_WORKERS`], at least one.
#[must_use]
pub fn workers_for(cores: u32, setting: usize) -> usize {
    let spare = (cores as usize).saturating_sub(1);
    spare.min(MAX_WORKERS).min(setting).max(1)
}

/// How many of the `lines` best lines each worker searches when `workers` share them
/// (a position with `moves` root moves): the first worker one line (it searches every
/// root move: the costliest), the lines as evenly as can be, never more workers than
/// lines. Each later worker leaves out the first moves of the lines before its own, so
/// that the workers' lines together are the best lines (`app::study::Analysis`).
#[must_use]
pub fn plan(lines: usize, moves: usize, workers: usize) -> Vec<usize> {
    let lines = lines.min(moves).max(1);
    let n = workers.clamp(1, MAX_WORKERS).min(lines);
    let (base, extra) = (lines / n, lines % n);
    (0..n).map(|k| base + usize::from(k >= n - extra)).collect()
}

/// The best `count` lines of every worker's (each worker's best first), best first for
/// `turn`, the side to move: a quicker win first, then the higher winning chances, then
/// a later loss. A first move that two workers report counts once, with the earlier
/// worker's line; lines of equal worth keep their order.
#[must_use]
pub fn merge_lines<'a>(
    parts: impl IntoIterator<Item = &'a Vec<Eval>>,
    turn: Color,
    count: usize,
) -> Vec<Eval> {
    let mut all: Vec<Eval> = Vec::new();
    for line in parts.into_iter().flatten() {
        if !all.iter().any(|l| l.best() == line.best()) {
            all.push(line.clone());
        }
    }
    crate::sort::sort_by_key(&mut all, |e| std::cmp::Reverse(e.worth(turn)));
    all.truncate(count);
    all
}

/// The outcome of the position on show (its own, or the game's repetition draw there).
#[must_use]
pub fn outcome_on_show(session: &Session) -> Option<Outcome> {
    let game = session.game();
    if session.view_ply() == game.ply() {
        return game.outcome();
    }
    session.displayed().outcome()
}

/// An evaluation of a position, from White's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Eval {
    /// The depth searched (0: none, the game is over there).
    pub depth: u32,
    /// White's winning chances, 0…1.
    pub white_chance: f64,
    /// A proved win: the plies to it, positive for White, negative for Black.
    pub win_in: Option<i32>,
    /// The best line, canonical moves checked against the rules (at most [`MAX_LINE`]).
    pub line: Vec<Move>,
}

impl Eval {
    /// The evaluation of a finished position: certain, no line.
    #[must_use]
    pub fn finished(outcome: Outcome) -> Eval {
        Eval {
            depth: 0,
            white_chance: match outcome.winner() {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            },
            win_in: None,
            line: Vec::new(),
        }
    }

    /// The best move, if any.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.line.first().copied()
    }

    /// `side`'s winning chances.
    #[must_use]
    pub fn chance_of(&self, side: Color) -> f64 {
        match side {
            Color::White => self.white_chance,
            Color::Black => 1.0 - self.white_chance,
        }
    }

    /// How good it is for `side`, as a number to order lines by: a proved win above any
    /// chances (a quicker one higher), a proved loss below (a later one higher), and the
    /// winning chances in millionths between.
    #[must_use]
    pub fn worth(&self, side: Color) -> i64 {
        const PROVED: i64 = 1 << 40;
        let own = match side {
            Color::White => self.win_in,
            Color::Black => self.win_in.map(|n| -n),
        };
        match own {
            Some(n) if n > 0 => PROVED - i64::from(n),
            Some(n) => -PROVED - i64::from(n),
            None => (self.chance_of(side) * 1_000_000.0).round() as i64,
        }
    }
}

/// Plies to a win as the winner's moves: a win in 1 or 2 plies is the winner's next
/// move (1), in 3 plies its second, and so on.
#[must_use]
pub fn winner_moves(plies: i32) -> i32 {
    (plies.abs() + 1) / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::tcn::parse_tcn;
    use crate::ui::session::MoveSource;
    use crate::ui::testing::mv;

    #[test]
    fn wins_are_counted_in_the_winners_moves() {
        assert_eq!(winner_moves(1), 1);
        assert_eq!(winner_moves(-1), 1);
        assert_eq!(winner_moves(3), 2);
        assert_eq!(winner_moves(-5), 3);
    }

    #[test]
    fn workers_share_the_lines_and_theirs_merge_best_first() {
        // One core is left to the page; at most eight; at least one; the cap holds.
        assert_eq!(
            [0, 1, 2, 3, 4, 16, 64].map(|c| workers_for(c, MAX_WORKERS)),
            [1, 1, 1, 2, 3, 8, 8]
        );
        assert_eq!(workers_for(16, 2), 2);
        // The first worker one line, the rest as even as can be; no more than the moves.
        assert_eq!(plan(3, 32, 1), [3]);
        assert_eq!(plan(3, 32, 2), [1, 2]);
        assert_eq!(plan(3, 32, 3), [1, 1, 1]);
        assert_eq!(plan(3, 32, 8), [1, 1, 1]);
        assert_eq!(plan(5, 32, 3), [1, 2, 2]);
        assert_eq!(plan(4, 32, 2), [2, 2]);
        assert_eq!(plan(1, 32, 8), [1]);
        assert_eq!(plan(5, 2, 8), [1, 1]);
        assert_eq!(plan(5, 0, 8), [1]);
        // Merged: a quicker win, then higher chances, then a later loss; for the mover.
        let e = |chance: f64, win_in: Option<i32>, m: &str| Eval {
            depth: 5,
            white_chance: chance,
            win_in,
            line: vec![mv(m)],
        };
        let a = vec![e(0.6, None, "a6-a7"), e(0.0, Some(-4), "h6-h7")];
        let b = vec![e(1.0, Some(5), "b8-b7"), e(0.0, Some(-2), "g8-g7")];
        let c = vec![e(1.0, Some(3), "a1-a2"), e(0.55, None, "h1-h2")];
        let firsts = |lines: Vec<Eval>| -> Vec<String> {
            lines.iter().map(|l| l.line[0].to_string()).collect()
        };
        let parts = [a, b, c];
        assert_eq!(
            firsts(merge_lines(&parts, Color::White, 6)),
            ["a1-a2", "b8-b7", "a6-a7", "h1-h2", "h6-h7", "g8-g7"]
        );
        // A move two workers report counts once, as the earlier one says.
        let twice = [vec![e(0.7, None, "a6-a7")], vec![e(0.9, None, "a6-a7")]];
        let merged = merge_lines(&twice, Color::White, 3);
        assert_eq!(merged.len(), 1);
        assert_eq!(merged[0].white_chance, 0.7);
        assert_eq!(
            firsts(merge_lines(&parts, Color::Black, 3)),
            ["g8-g7", "h6-h7", "h1-h2"],
            "Black's best: White's quickest loss last"
        );
    }

    #[test]
    fn the_request_follows_the_position_on_show() {
        let mut s = Session::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            s.submit(mv(m), MoveSource::Click).unwrap();
        }
        let text = |commands: Vec<Command>| -> Vec<String> {
            commands.iter().map(Command::to_string).collect()
        };
        let live = text(request(&s, 3, Vec::new(), None).unwrap());
        assert_eq!(
            live,
            [
                "setoption name repetition value on".to_string(),
                format!(
                    "position tcn {} moves a6-a7 a5-b4 a7-b7",
                    crate::tcn::START_TCN
                ),
                "setoption name level value none".to_string(),
                "setoption name multipv value 3".to_string(),
                "go infinite".to_string(),
            ]
        );
        // At most the engine's five lines.
        assert!(text(request(&s, 9, Vec::new(), None).unwrap())
            .contains(&"setoption name multipv value 5".into()));
        let t = Ticket::now(&s);
        s.browse(1);
        assert_ne!(Ticket::now(&s), t);
        let lines = text(request(&s, 1, Vec::new(), None).unwrap());
        assert!(lines[1].ends_with(" moves a6-a7"), "{}", lines[1]);
        s.browse(0);
        assert!(!text(request(&s, 1, Vec::new(), None).unwrap())[1].contains("moves"));
        // A finished position is not searched: its outcome is the evaluation.
        let won = parse_tcn("bbbbbbbb/8/8/8/8/W7/W7/WwwwwwwW b - 9").unwrap();
        let s = Session::new(Game::new(won));
        assert_eq!(request(&s, 3, Vec::new(), None), None);
        let e = Eval::finished(outcome_on_show(&s).unwrap());
        assert_eq!((e.white_chance, e.depth), (1.0, 0));
    }
}
