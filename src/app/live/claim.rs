//! The win claimed in a live game the friend left (issue 47: "after 30 seconds without a
//! sign of the opponent the page says they left and offers to claim the game or wait"),
//! as lichess offers it once the opponent is gone. The claim ends the game here for good
//! ([`crate::Game::abandon`]: final, as a loss on time is); the friend's page learns it
//! when it comes back, from the game this page sends (its link's `x=a…`), and the moves it
//! made meanwhile, never seen here, are void (`Friend::arrival`'s end before our moves).

use super::{LiveGame, Phase};
use crate::app::shared::Shared;
use crate::position::{Outcome, PlayError, WinReason};
use crate::ui::error::PageError;
use crate::ui::session::Session;
use crate::ui::words::{self, LiveNo};

/// The player claims the win in the live game `g`, with `game` the board's.
///
/// # Errors
/// Not the live game on the board, the friend still there (or never come), or the game
/// over already (said; nothing changes).
#[inline(never)]
pub(super) fn claim(
    shared: &mut Shared,
    g: &LiveGame,
    game: &mut Session,
) -> Result<(), PageError> {
    let Some(you) = g.you_in(game) else {
        let why = words::live_no(&shared.speaker, LiveNo::NotLive);
        return shared.refuse(PageError::Friend(why));
    };
    if let Some(o) = game.game().outcome() {
        return shared.refuse(PageError::Over(o));
    }
    if g.live.phase != Phase::Left {
        let why = words::live_no(&shared.speaker, LiveNo::NotLeft);
        return shared.refuse(PageError::Friend(why));
    }
    let won = Outcome::Win {
        winner: you,
        reason: WinReason::Abandoned,
    };
    match game.declare(won) {
        Ok(_) => {
            // The result card says how it ended; the last move's news is old.
            shared.set_status("");
            Ok(())
        }
        Err(PlayError::GameOver(o)) => shared.refuse(PageError::Over(o)),
        // A declared end refuses nothing else; said as the game over all the same.
        Err(_) => shared.refuse(PageError::Over(won)),
    }
}
