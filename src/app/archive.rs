//! The archive in the app core: every game with at least one move, kept in the browser's
//! database (IndexedDB, carried out by the shell) as it is played, until the player
//! deletes it (`ui::archive` for its pure part). "Your games" lists it newest first,
//! filtered and searched; a game opens to replay, analyse, review or continue; a deleted
//! game comes back by Undo; the whole archive goes out as one `.tcg` file and a file of
//! many games comes in.
//!
//! The games the previous version kept in `localStorage` (the replaced games, and the game
//! on the board) join the archive when it first opens. Where the database cannot be used
//! (blocked, private browsing) or is full, the page says so once and goes on as before:
//! the game on the board saved in `localStorage`, a replaced game kept there
//! (`app::shelf`).

use crate::ui::archive::{Entry, ImportReport, Kind, ResultFilter};
use crate::ui::kept::{Filter, KeptGame};

/// How many games "Your games" shows at first, and more at each press of More.
pub const PAGE: usize = 50;

pub mod rows;

/// The name of the file all games go out as.
pub const ARCHIVE_FILE: &str = "three-crowns-games.tcg";

/// Whether the database can be used.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Status {
    /// Being opened (the games kept in `localStorage` are listed meanwhile).
    #[default]
    Opening,
    /// Open: every game is kept there.
    Ready,
    /// It cannot be used (the browser's words): the page goes on as before.
    Unavailable(String),
}

/// The archive as this tab knows it.
#[derive(Clone, Debug, Default)]
pub struct Archive {
    /// Whether the database can be used.
    pub status: Status,
    /// Its games, newest first, each summed up for the list (`None`: a record that
    /// cannot be read, kept as it is).
    pub games: Vec<(Entry, Option<KeptGame>)>,
    /// The games deleted in this tab, the last last (Undo brings it back).
    pub deleted: Vec<Entry>,
    /// What "Your games" lists.
    pub filter: Filter,
    /// How many of them it shows (a page at a time, [`PAGE`] more at each More).
    pub shown: usize,
    /// What the last file of games brought.
    pub imported: Option<ImportReport>,
    /// What reads the archive, held while the database opens (run in order once it has
    /// answered, or is known unusable).
    pub waiting: Vec<Waiting>,
}

/// A command that reads the archive, waiting for the database to answer.
#[derive(Clone, Debug)]
pub enum Waiting {
    /// An address's fragment (a friend game's link finds its game in the archive).
    Fragment(String),
    /// A kept game opened (`None`: the newest).
    OpenKept(Option<String>),
    /// A friend game opened.
    OpenFriendGame(String),
    /// A change of the archive, or the archive written out.
    Archive(ArchiveInput),
}

/// What the shell does with the database.
#[derive(Clone, Debug, PartialEq)]
pub enum DbEffect {
    /// Open it and send its games (`ArchiveInput::Loaded`).
    Open,
    /// Store these games (each in place of the one with its id); then send
    /// `ArchiveInput::Written` with this write.
    Put {
        /// The games.
        games: Vec<Entry>,
        /// Records kept in `localStorage` (by the previous version) to take out of it
        /// once stored: they are in the archive now.
        forget_kept: Vec<String>,
    },
    /// Delete this game (by its id); then send `ArchiveInput::Written` with this write.
    Delete(Entry),
}

/// What the archive hears: from the database, from another tab, from the player.
#[derive(Clone, Debug)]
pub enum ArchiveInput {
    /// The database opened with these games, newest first (as its index on `updated`
    /// orders them, read backwards), or cannot be used (why).
    Loaded(Result<Vec<Entry>, String>),
    /// A write to the database settled: done, or why not (the tab's list goes back to
    /// what was stored); with the write.
    Written(Result<(), String>, DbEffect),
    /// Another tab stored these games.
    StoredElsewhere(Vec<Entry>),
    /// Another tab deleted this game.
    DeletedElsewhere(String),
    /// Delete the game with this id.
    Delete(String),
    /// Bring back the game deleted last.
    UndoDelete,
    /// List the games of this result (`None`: any).
    Result(Option<ResultFilter>),
    /// List the games of this kind (`None`: any).
    Kind(Option<Kind>),
    /// List the games with these words in a player's name.
    Search(String),
    /// Show the list's next page.
    More,
    /// Download every game as one file.
    Export,
    /// Add the games of a file.
    Import(String),
}

/// A game as "Your games" lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Its summary.
    pub game: KeptGame,
    /// It is the game on the board.
    pub on_board: bool,
}
