//! Fixed sentences the page says: each a message of the catalogue (`ui/lang/en.ftl`),
//! said in the page's language by [`Fixed::said`](crate::ui::words::say::Fixed::said).

use std::rc::Rc;

use crate::ui::lang::Speaker;

/// A fixed sentence: its message id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixed(pub &'static str);

impl Fixed {
    /// The sentence in `t`'s language.
    #[must_use]
    pub fn said(self, t: &Speaker) -> String {
        t.say(self.0, &[])
    }

    /// The sentence in English (the script API's errors, which stay English).
    #[must_use]
    pub fn english(self) -> String {
        ENGLISH.with(|t| self.said(t))
    }
}

thread_local! {
    /// English, read once for the words that stay English (the script API's errors).
    static ENGLISH: Speaker = Speaker::english();
}

/// What `f` says in English (the script API's errors, which stay English).
pub fn english<R>(f: impl FnOnce(&Speaker) -> R) -> R {
    ENGLISH.with(f)
}

/// Words the page says: a fixed sentence, said in the page's language, or a sentence
/// already made.
pub trait Say {
    /// How to say the words again in another language, when they can be.
    fn again(&self) -> Option<Again> {
        None
    }

    /// The words in `t`'s language.
    fn said(self, t: &Speaker) -> String;
}

impl Say for Fixed {
    fn again(&self) -> Option<Again> {
        let id = self.0;
        Some(Again::new(move |t| t.say(id, &[])))
    }

    fn said(self, t: &Speaker) -> String {
        Fixed::said(self, t)
    }
}

/// Words that can be said again in another language: the status line says them once
/// more when the page's language changes under them (a catalogue that comes after the
/// page started, or a language chosen in another tab).
#[derive(Clone)]
pub struct Again(Rc<dyn Fn(&Speaker) -> String>);

impl Again {
    /// The words `say` says in a speaker's language.
    pub fn new(say: impl Fn(&Speaker) -> String + 'static) -> Again {
        Again(Rc::new(say))
    }

    /// The words in `t`'s language.
    #[must_use]
    pub fn in_language(&self, t: &Speaker) -> String {
        (self.0)(t)
    }
}

impl std::fmt::Debug for Again {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Again(..)")
    }
}

impl Say for Again {
    fn again(&self) -> Option<Again> {
        Some(self.clone())
    }

    fn said(self, t: &Speaker) -> String {
        self.in_language(t)
    }
}

impl Say for String {
    fn said(self, _: &Speaker) -> String {
        self
    }
}

impl Say for &String {
    fn said(self, _: &Speaker) -> String {
        self.clone()
    }
}

impl Say for &str {
    fn said(self, _: &Speaker) -> String {
        self.to_owned()
    }
}

/// Storage works again after a failure.
pub const SAVING_AGAIN: Fixed = Fixed("saving-again");
/// A click while browsing returns to the live position.
pub const BACK_TO_CURRENT: Fixed = Fixed("back-to-current");
/// Undo with nothing to take back.
pub const NOTHING_TO_UNDO: Fixed = Fixed("nothing-to-undo");
/// Undo after a loss on time: the result stands.
pub const TIME_LOSS_FINAL: Fixed = Fixed("time-loss-final");
/// The first press of Agree a draw.
pub const DRAW_CONFIRM: Fixed = Fixed("draw-confirm");
/// Resign with the computer in both seats.
pub const NOBODY_RESIGNS: Fixed = Fixed("nobody-resigns");
/// Agree a draw without two people at the screen.
pub const NO_DRAW_AGREEMENT: Fixed = Fixed("no-draw-agreement");
/// Redo with nothing to replay.
pub const NOTHING_TO_REDO: Fixed = Fixed("nothing-to-redo");
/// Another tab continued (or took back moves of) this game.
pub const UPDATED_FROM_TAB: Fixed = Fixed("updated-from-tab");
/// The previous game is back.
pub const PREVIOUS_REOPENED: Fixed = Fixed("previous-reopened");
/// No previous game to reopen.
pub const NO_PREVIOUS: Fixed = Fixed("no-previous");
/// A record imported.
pub const IMPORTED: Fixed = Fixed("imported");
/// A share link opened.
pub const LINK_OPENED: Fixed = Fixed("link-opened");
/// A rematch with a friend, live, has started.
pub const REMATCH_STARTED: Fixed = Fixed("live-rematch-started");
/// The position editor opened.
pub const EDITOR_OPEN: Fixed = Fixed("editor-open");
/// The position editor closed without playing.
pub const EDITOR_CLOSED: Fixed = Fixed("editor-closed");
/// An editor action with no editor open.
pub const EDITOR_NOT_OPEN: Fixed = Fixed("editor-not-open");
/// The editor reopened after a reload, as it was left.
pub const EDITOR_REOPENED: Fixed = Fixed("editor-reopened");
/// A move (from any source) or a hint asked for while the editor is open.
pub const GAME_WAITS_FOR_EDITOR: Fixed = Fixed("game-waits-for-editor");
/// A game started from the editor's position.
pub const SET_UP: Fixed = Fixed("set-up");
/// The offer of a review beside a finished game's result.
pub const REVIEW_OFFER: Fixed = Fixed("review-offer");
/// A review started.
pub const REVIEW_STARTED: Fixed = Fixed("review-started");
/// A review finished.
pub const REVIEW_DONE: Fixed = Fixed("review-done");
/// A review cancelled.
pub const REVIEW_CANCELLED: Fixed = Fixed("review-cancelled");
/// A finished review closed.
pub const REVIEW_CLOSED: Fixed = Fixed("review-closed");
/// The annotated record put in the record box.
pub const REVIEW_EXPORTED: Fixed = Fixed("review-exported");
/// Export asked for without a finished review.
pub const NO_REVIEW: Fixed = Fixed("no-review");
/// The tooltip of a move of the best line.
pub const PREVIEW_TITLE: Fixed = Fixed("preview-title");
/// A hint asked for while browsing.
pub const HINT_WHILE_BROWSING: Fixed = Fixed("hint-while-browsing");
/// A hint being searched for.
pub const LOOKING_FOR_HINT: Fixed = Fixed("looking-for-hint");
/// The page cannot reach the clipboard.
pub const NO_CLIPBOARD: Fixed = Fixed("no-clipboard");
/// The browser refused the clipboard.
pub const CLIPBOARD_REFUSED: Fixed = Fixed("clipboard-refused");
/// The record is on the clipboard.
pub const RECORD_COPIED: Fixed = Fixed("record-copied");
/// The position's text was copied.
pub const POSITION_COPIED: Fixed = Fixed("position-copied");
/// The link is on the clipboard.
pub const LINK_COPIED: Fixed = Fixed("link-copied");
