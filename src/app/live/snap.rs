//! A live game as the wire carries it: the game on the board as a snapshot for the
//! friend's page (its moves in the links' form, the takebacks agreed, the clocks after
//! the last move and the one running, as this device has them), and the friend's running
//! clock taken from theirs.

use crate::game::Game;
use crate::position::{Outcome, WinReason};
use crate::types::Color;
use crate::ui::clock::Clock;
use crate::ui::friend::link::Link;
use crate::ui::friend::live::Snapshot;
use crate::ui::session::Session;

/// A game of the id `id` with no move, from neither side (when the board holds another).
pub(super) fn blank(id: &str) -> Snapshot {
    Snapshot {
        generation: 0,
        link: Link {
            id: id.to_string(),
            by: Color::White,
            names: [None, None],
            game: Game::default(),
            offer: None,
        },
        left: None,
        run: None,
    }
}

/// `game` as the wire carries it at `now`, if it is the live game `id` (with
/// `generation` takebacks agreed).
pub(super) fn snapshot(id: &str, generation: u32, game: &Session, now: f64) -> Snapshot {
    let Some(f) = game.friend().filter(|f| f.id == id) else {
        return blank(id);
    };
    let names = [Color::White, Color::Black].map(|c| game.player_name(c).map(str::to_string));
    let ply = game.game().ply();
    let left = game.clock().map(|c| {
        [Color::White, Color::Black]
            .map(|side| u32::try_from(c.left_at(side, ply)).unwrap_or(u32::MAX))
    });
    // The side to move's clock, where this device decides it: its own while the game is
    // on and it runs; as it stopped, when this page ended the game.
    let turn = game.game().position().turn();
    let ours = match game.game().outcome() {
        None => turn == f.you && game.clock().is_some_and(Clock::running),
        Some(o) => decides_end(o, turn) == f.you,
    };
    let run = game.clock().filter(|_| ours).map(|c| {
        let left = c.left(now)[turn.index()];
        u32::try_from(left).unwrap_or(u32::MAX)
    });
    Snapshot {
        generation,
        link: f.link(game.game(), names),
        left,
        run,
    }
}

/// The player whose page says how long the side to move (`turn`) used in the game
/// ended by `outcome`: the page that ended it (the resigner's, the claimant's, the
/// flagged side's); for a draw agreed or an end by the rules, the side to move's.
fn decides_end(outcome: Outcome, turn: Color) -> Color {
    match outcome {
        Outcome::Win {
            winner,
            reason: WinReason::Resignation | WinReason::Time,
        } => winner.other(),
        Outcome::Win {
            winner,
            reason: WinReason::Abandoned,
        } => winner,
        Outcome::Win { .. } | Outcome::Draw(_) => turn,
    }
}

/// The friend's clock for the side to move, on the same position as here, as their page
/// showed it when sending `snap`, where it is their page's word (their own clock running,
/// or the game their page ended): taken at `now`. Returns whether the clock changed.
pub(super) fn running(game: &mut Session, snap: &Snapshot, now: f64) -> bool {
    let Some(f) = game.friend() else {
        return false;
    };
    let board = game.game();
    let (ply, turn) = (board.ply(), board.position().turn());
    let theirs = snap.link.by != f.you
        && match board.outcome() {
            None => turn != f.you,
            Some(o) => snap.link.game.outcome() == Some(o) && decides_end(o, turn) != f.you,
        };
    let over = board.outcome().is_some();
    let same =
        super::takeback::common_plies(board, &snap.link.game) == ply && snap.link.game.ply() == ply;
    match (snap.run, game.clock_mut()) {
        (Some(ms), Some(c)) if theirs && same => {
            if over {
                // Stopped where the game ended: in step with the game's ply first.
                c.sync(ply, false, now);
            }
            c.running_left(ply, u64::from(ms), now);
            true
        }
        _ => false,
    }
}
