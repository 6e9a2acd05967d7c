//! What the players do off the board, over the session on show: a move taken back (Undo:
//! against the computer, the person's last move and the computer's reply; refused in a
//! friend game once sent and after a loss on time; a declared result withdrawn first),
//! and Resign or Agree a draw (the first press asks for a second, which ends the game).
//! The root cuts the action under way short and shows the board anew after each.

use crate::types::Move;
use crate::ui::session::Session;
use crate::ui::words;

use super::friend;
use super::mode::Declare;
use super::shared::Shared;

/// Takes back on `board`, saying what was taken back, or why nothing was.
#[inline(never)]
pub(super) fn undo(shared: &mut Shared, board: &mut Session) {
    if friend::undo_refused(shared, board) {
        return;
    }
    // A result on time stands: no move is taken back from it.
    if board.game().lost_on_time() {
        shared.set_status(words::say::TIME_LOSS_FINAL);
        return;
    }
    if let Some(o) = board.withdraw() {
        shared.set_status(words::withdrawn(&shared.speaker, o));
        return;
    }
    let undone: Vec<Move> = board.undo_to_person().iter().map(|p| p.mv).collect();
    match words::taken_back(&shared.speaker, &undone) {
        None => shared.set_status(words::say::NOTHING_TO_UNDO),
        Some(said) => {
            shared.set_status("");
            shared.announce(&said);
        }
    }
}

/// The first press of `what` on `board`: asks for the second (`confirming`), or says why
/// it cannot be.
#[inline(never)]
pub(super) fn ask(
    shared: &mut Shared,
    board: &Session,
    confirming: &mut Option<Declare>,
    what: Declare,
) {
    let ask = match what {
        Declare::Resign => board
            .resigning_side()
            .map(|side| words::resign_confirm(&shared.speaker, side)),
        Declare::Draw => board
            .can_agree_draw()
            .then(|| words::say::DRAW_CONFIRM.said(&shared.speaker)),
    };
    match ask {
        Some(ask) => {
            *confirming = Some(what);
            shared.set_status(ask);
        }
        None => refuse(shared, board, what),
    }
}

/// The second press of `what`: the game on `board` ends (said), or why it cannot is
/// said. Returns whether it ended.
#[inline(never)]
pub(super) fn confirmed(shared: &mut Shared, board: &mut Session, what: Declare) -> bool {
    let done = match what {
        Declare::Resign => board.resign(),
        Declare::Draw => board.agree_draw(),
    };
    match done {
        Ok(o) => {
            shared.set_status("");
            shared.announce(words::outcome(&shared.speaker, o));
            true
        }
        Err(_) => {
            refuse(shared, board, what);
            false
        }
    }
}

/// Says why `what` cannot be declared on `board`.
fn refuse(shared: &mut Shared, board: &Session, what: Declare) {
    let t = &shared.speaker;
    let why = match (board.game().outcome(), what) {
        (Some(o), _) => words::game_over(t, o),
        (None, Declare::Resign) => words::say::NOBODY_RESIGNS.said(t),
        (None, Declare::Draw) => words::say::NO_DRAW_AGREEMENT.said(t),
    };
    shared.set_status(why);
}
