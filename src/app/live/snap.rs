//! A live game as the wire carries it: the game on the board as a snapshot for the
//! friend's page (its moves in the links' form, the takebacks agreed, the clocks after
//! the last move and the one running, as this device has them), and the friend's running
//! clock taken from theirs.

use crate::game::Game;
use crate::types::Color;
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
    // This player to move: their clock as it runs here (this device decides its time).
    let to_move = game.game().position().turn() == f.you;
    let run = game.clock().filter(|c| to_move && c.running()).map(|c| {
        let left = c.left(now)[f.you.index()];
        u32::try_from(left).unwrap_or(u32::MAX)
    });
    Snapshot {
        generation,
        link: f.link(game.game(), names),
        left,
        run,
    }
}

/// The friend's clock, running on the same position as here, as their page showed it
/// when sending `snap` (their device decides their time): taken at `now`. Returns
/// whether the clock changed.
pub(super) fn running(game: &mut Session, snap: &Snapshot, now: f64) -> bool {
    let Some(f) = game.friend() else {
        return false;
    };
    let ply = game.game().ply();
    let theirs = game.game().position().turn() != f.you && snap.link.by != f.you;
    let same = super::takeback::common_plies(game.game(), &snap.link.game) == ply
        && snap.link.game.ply() == ply;
    match (snap.run, game.clock_mut()) {
        (Some(ms), Some(c)) if theirs && same => {
            c.running_left(ply, u64::from(ms), now);
            true
        }
        _ => false,
    }
}
