//! What the state asks of the shell ([`Effect`]), as data: the shell carries each out in
//! order after every action and tells the state how the ones that can fail went.

use std::rc::Rc;

use crate::engine::Command;
use crate::puzzles::Puzzle;
use crate::ui::error::PageError;
use crate::ui::lessons::Progress as LessonProgress;
use crate::ui::puzzle::Progress as PuzzleProgress;
use crate::ui::settings::Settings;
use crate::ui::sound::Sound;
use crate::ui::synced::Synced;

use super::{computer, study};

/// A timer the state starts; when it rings the shell calls `Command::Timer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timer {
    /// The puzzle's move due (a defender's reply, a step of a shown solution) of the
    /// puzzle ticket.
    PuzzleDue(u64),
    /// The lesson's scripted reply of the lesson ticket.
    LessonReply(u64),
    /// The clocks change as shown, or a flag may fall (the clock ticket).
    Clock(u64),
    /// "Learn from your mistakes": a wrong try is taken back (the timer's number).
    Mistakes(u64),
    /// A live game's deadline (the connection's ticket).
    Live(u64),
    /// A puzzle run's timer: its next puzzle due, a Storm's time shown anew or out (the
    /// run's ticket).
    PuzzleRun(u64),
}

/// What the shell must do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Ask for an animation frame (the board is drawn at the next).
    Redraw,
    /// Draw the board now, this far (ms) into the running animation.
    Draw(f64),
    /// Write the page beside the board again from [`super::State::view`] (only what
    /// changed).
    Render,
    /// Say a message to assistive technology (the hidden live region), every time.
    Announce(String),
    /// Play a sound.
    Sound(Sound),
    /// Store the game's record (`protect_unreadable`: an unreadable saved game must not
    /// be written over), then send `Command::Saved`.
    SaveGame {
        /// The `.tcg` record.
        record: String,
        /// Never write over a saved game that could not be read.
        protect_unreadable: bool,
    },
    /// Store these settings (as this tab has them, with what it last read), merged with
    /// other tabs', then send `Command::SettingsStored` with the merge.
    StoreSettings(Box<Synced<Settings>>),
    /// Keep this record as the previous game in storage; on failure send
    /// `Command::PreviousNotStored`.
    KeepPrevious(String),
    /// Take this record out of the games kept in storage (reopened).
    ForgetKept(String),
    /// Remember the New game dialog's choices (their text).
    StoreChoices(String),
    /// Keep the live game in storage (`app::live::kept`'s text; `None`: there is none).
    StoreLive(Option<String>),
    /// Keep the position editor's arrangement in the tab's session storage (`None`:
    /// the editor is closed).
    SaveEditorDraft(Option<String>),
    /// Store this puzzle progress, merged with other tabs', then send
    /// `Command::PuzzleProgressStored` with the merge.
    StorePuzzleProgress(Box<Synced<PuzzleProgress>>),
    /// Store these lessons done, merged with other tabs', then send
    /// `Command::LessonProgressStored` with the merge.
    StoreLessonProgress(Box<Synced<LessonProgress>>),
    /// Store "Train your mistakes"' cards, merged with other tabs', then send
    /// `Command::DrillStored` with the merge.
    StoreDrill(Box<Synced<crate::ui::drill::Drill>>),
    /// Puzzle request `serial` (from `Command::OpenPuzzle`) is settled.
    PuzzleOpened(u64, Result<(), crate::ui::error::PageError>),
    /// The puzzle set is there, or could not be had (why): whoever waits for it is told.
    PuzzleSetSettled(Result<Rc<[Puzzle]>, PageError>),
    /// Ask puzzle mode's worker for the defence (`commands`) under `ticket`; its answer
    /// comes back as `Command::Defended`.
    AskDefence {
        /// The puzzle ticket it is asked under.
        ticket: u64,
        /// The engine protocol commands.
        commands: Vec<Command>,
    },
    /// Stop the defence being searched.
    StopDefence,
    /// Start a timer of `ms` milliseconds.
    Timer {
        /// How long.
        ms: f64,
        /// What rings.
        timer: Timer,
    },
    /// The computer player's worker and timer.
    Computer(computer::Effect),
    /// A live game's connector (`www/live.js`): load it, open the room, send a line.
    Live(super::live::LiveEffect),
    /// The analysis's worker.
    Analysis(study::Effect),
    /// The review's worker.
    Review(study::Effect),
    /// Move the focus to the element `id`, once the view is written, scrolling it into
    /// view if it is out of sight; `select`: select its text too.
    Focus {
        /// The element.
        id: &'static str,
        /// Select its text.
        select: bool,
    },
    /// Move the focus to the element `id` without scrolling, once the view is written:
    /// the first view at start stays as it is (the welcome card's Learn).
    FocusInPlace(&'static str),
    /// Scroll the element `id` into view if it is out of sight (something just shown
    /// there, the focus staying where it is), once the view is written.
    Reveal(&'static str),
    /// Remember the board's size the player chose (`None`: it fits the window).
    StoreBoardSize(Option<f64>),
    /// Fetch a file ([`Fetch::url`](super::page::Fetch::url)), then send what it becomes
    /// ([`Fetch::reply`](super::page::Fetch::reply)).
    Fetch(super::page::Fetch),
    /// Remember what became of the welcome card (`overlays::WELCOME_SHOWN`, or
    /// `WELCOME_DISMISSED`).
    StoreWelcome(&'static str),
    /// Copy `text` to the clipboard, then send `Command::Copied` with `what` and whether
    /// it was copied (or why not). Always answered, also when the page has no clipboard.
    Copy {
        /// What is copied.
        text: String,
        /// Which text it is.
        what: super::clip::Clip,
    },
    /// Offer `text` as a file named `name` to download; on failure send
    /// `Command::DownloadFailed`.
    Download {
        /// The file's name.
        name: &'static str,
        /// Its text.
        text: String,
    },
    /// Offer `url` to the system's share sheet (the Web Share API), titled `title`.
    Share {
        /// The link.
        url: String,
        /// The share sheet's title.
        title: String,
    },
    /// Draw, make or deliver a picture of the game.
    Picture(super::export::PictureEffect),
    /// Open, write or delete in the archive's database.
    Db(super::archive::DbEffect),
    /// Put this address (the page's, its fragment taken off) in place of the page's,
    /// without a reload or a history entry.
    ReplaceUrl(String),
}
