//! Fixed sentences the page says.

/// Storage works again after a failure.
pub const SAVING_AGAIN: &str = "The game is being saved again.";
/// A click while browsing returns to the live position.
pub const BACK_TO_CURRENT: &str = "Back to the current position.";
/// Undo with nothing to take back.
pub const NOTHING_TO_UNDO: &str = "There is no move to take back.";
/// The first press of Agree a draw.
pub const DRAW_CONFIRM: &str =
    "Press Agree a draw again to confirm that both players agree a draw.";
/// Resign with the computer in both seats.
pub const NOBODY_RESIGNS: &str = "The computer plays both sides: there is nobody to resign.";
/// Agree a draw without two people at the screen.
pub const NO_DRAW_AGREEMENT: &str = "A draw can be agreed only between two people at this screen.";
/// Redo with nothing to replay.
pub const NOTHING_TO_REDO: &str = "There is no move to replay.";
/// Another tab continued (or took back moves of) this game.
pub const UPDATED_FROM_TAB: &str = "Updated from another tab.";
/// The previous game is back.
pub const PREVIOUS_REOPENED: &str = "Previous game reopened.";
/// No previous game to reopen.
pub const NO_PREVIOUS: &str = "There is no previous game.";
/// A record imported.
pub const IMPORTED: &str = "Game imported.";
/// A share link opened.
pub const LINK_OPENED: &str = "Opened the shared game.";
/// The position editor opened.
pub const EDITOR_OPEN: &str =
    "Editing a position: choose a piece or the eraser, then click or drag on the board.";
/// The position editor closed without playing.
pub const EDITOR_CLOSED: &str = "Editor closed; the game is as it was.";
/// An editor action with no editor open.
pub const EDITOR_NOT_OPEN: &str = "The position editor is not open.";
/// The editor reopened after a reload, as it was left.
pub const EDITOR_REOPENED: &str =
    "The position editor is open as you left it; the game waits until you close it.";
/// A move (from any source) or a hint asked for while the editor is open.
pub const GAME_WAITS_FOR_EDITOR: &str =
    "The game waits while the position editor is open: close it to go on.";
/// A game started from the editor's position.
pub const SET_UP: &str = "New game from the position set up.";
/// The offer of a review beside a finished game's result.
pub const REVIEW_OFFER: &str = "Review game";
/// A review started.
pub const REVIEW_STARTED: &str = "Reviewing the game: every position is evaluated.";
/// A review finished.
pub const REVIEW_DONE: &str = "The review is done: marked moves show ?!, ? or ?? in the move list.";
/// A review cancelled.
pub const REVIEW_CANCELLED: &str = "Review cancelled.";
/// A finished review closed.
pub const REVIEW_CLOSED: &str = "Review closed.";
/// The annotated record put in the record box.
pub const REVIEW_EXPORTED: &str =
    "The record with the review's annotations is in the Save and share box.";
/// Export asked for without a finished review.
pub const NO_REVIEW: &str = "There is no finished review of this game to export.";
/// The tooltip of a move of the best line.
pub const PREVIEW_TITLE: &str = "Show the position after this move";
/// A hint asked for while browsing.
pub const HINT_WHILE_BROWSING: &str =
    "Hints are for the game's current position: return to it first.";
/// A hint being searched for.
pub const LOOKING_FOR_HINT: &str = "Looking for a good move…";
/// The page cannot reach the clipboard.
pub const NO_CLIPBOARD: &str =
    "This page cannot use the clipboard here: select the text and copy it.";
/// The browser refused the clipboard.
pub const CLIPBOARD_REFUSED: &str =
    "The browser refused the clipboard; select the text and copy it instead.";
/// The record is on the clipboard.
pub const RECORD_COPIED: &str = "The game record is copied.";
/// The position's text was copied.
pub const POSITION_COPIED: &str = "The position (TCN) is copied.";
/// The link is on the clipboard.
pub const LINK_COPIED: &str = "The link to this game is copied.";
