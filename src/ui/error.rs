//! The page's one error type, [`PageError`]: why an action of the page (a move from any
//! source, an import, the editor, opening a lesson or a puzzle, a script API call, a
//! question to the engine's worker) did not happen, with its typed cause. Its words (the
//! `Display` of every type here) are in `ui::words`, with every other sentence the page
//! says: the status line shows it, and the script API (`window.threeCrowns`) returns it as
//! `{ ok: false, error: "<its Display>" }` or rejects with it.
//!
//! The `Display` of an action refused on the page is a whole sentence; that of a script
//! API misuse or an engine question's failure is a clause, as the API has always said it.

use crate::position::PositionError;
use crate::puzzles::PuzzleError;
use crate::record::RecordError;
use crate::types::{Color, ParseMoveError};
use crate::ui::lessons::Status as LessonStatus;
use crate::ui::session::SubmitError;

/// Why an action of the page did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageError {
    /// The session refused the move: the rules, or a seat not played from its source.
    Refused(SubmitError),
    /// A typed move that is not move notation.
    MoveText(ParseMoveError),
    /// No move is played while the position editor is open.
    EditorOpen,
    /// The puzzle on show takes no move of the player now.
    PuzzleWaits(PuzzleWait),
    /// The lesson on show takes no move of the learner now.
    LessonWaits {
        /// Where the learner stands.
        status: LessonStatus,
        /// The side whose scripted reply comes.
        opponent: Color,
    },
    /// A record that cannot be imported.
    Record(RecordError),
    /// The position editor is not open.
    EditorNotOpen,
    /// The editor's arrangement is not a position that can be played.
    Editor(PositionError),
    /// No lesson has this id (as asked).
    UnknownLesson(String),
    /// The puzzle set has no puzzle with this id (as asked).
    UnknownPuzzle(String),
    /// The puzzle set is still being fetched.
    PuzzlesLoading,
    /// The puzzle set could not be had.
    PuzzleSet(PuzzleSetError),
    /// Another puzzle was asked for before this one opened.
    AnotherPuzzle,
    /// A choice of puzzles refused (an unknown theme, a range upside down, none matching).
    PuzzleChoice(crate::ui::puzzle::ChoiceError),
    /// No hint away from the game's current position.
    HintWhileBrowsing,
    /// No hint: the game is over (`over`), or no person is to move.
    NoHint {
        /// Whether the game is over.
        over: bool,
    },
    /// The page is busy: a script call made while one of its own actions runs.
    Busy,
    /// A script API call with arguments it does not take.
    Api(ApiMisuse),
    /// The game has no clocks to pause or resume.
    NoClock,
    /// The game is over (how).
    Over(crate::position::Outcome),
    /// No game is kept to reopen.
    NoKeptGame,
    /// No kept game has this id (as asked).
    KeptGame(String),
    /// A picture's width out of bounds (pixels).
    PictureWidth(u32),
    /// A GIF is being made already.
    GifUnderWay,
    /// The game on the board cannot be deleted.
    GameOnBoard,
    /// No game was deleted: Undo has nothing to bring back.
    NothingDeleted,
    /// The analysis's number of lines is not 1 to [`crate::search::MAX_MULTIPV`].
    AnalysisLines(usize),
    /// The analysis's most workers is not 1 to `analysis::MAX_WORKERS`.
    AnalysisWorkers(usize),
    /// No language of the page has this tag (`ui::lang::LANGUAGES`).
    Language(String),
    /// The browser's database cannot be used: no file of games can be added.
    NoArchive,
    /// "Learn from your mistakes" needs a finished review with a marked move of the
    /// player's.
    NoMistakes,
    /// "Train your mistakes" has nothing to train: no kept review with a marked move of
    /// the person's.
    NoMyMistakes,
    /// None of the person's mistakes is due now: the next is due in this many ms.
    NothingDue(u64),
    /// "Learn from your mistakes" takes no move now: a try is being judged or taken
    /// back.
    MistakesWait,
    /// "Learn from your mistakes" takes no move now: the move on show is settled (found,
    /// shown, or all done).
    MistakesSettled,
    /// The custom clock's minutes or increment are out of bounds (the words saying what
    /// they may be).
    Clock(String),
    /// `perft`'s depth is not a whole number from 0 to `max`.
    PerftDepth {
        /// The deepest the page counts.
        max: u32,
        /// What was given, as JavaScript writes it.
        given: String,
    },
    /// The engine's worker gave no reply.
    Engine(EngineError),
    /// The engine answered `error <message>`: the message.
    EngineSaid(String),
    /// The engine's reply holds no answer to what it was asked.
    NoAnswer {
        /// What it was asked.
        asked: Asked,
        /// The reply's lines.
        lines: Vec<String>,
    },
    /// The engine's reply holds no evaluation (a review's search).
    NoEvaluation,
    /// The game on the board is not a game with a friend.
    NotFriendGame,
    /// No friend game has this id (as asked).
    FriendGame(String),
    /// A friend game refused the action (the sentence saying why).
    Friend(String),
}

/// Why the puzzle on show takes no move of the player now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleWait {
    /// The defender (this side) replies first.
    Reply(Color),
    /// The defender's (this side's) answer to a wrong move is being found.
    Answer(Color),
    /// A wrong move ended this try.
    TryOver,
    /// The puzzle is solved, or its solution shown.
    Over,
}

/// Why the puzzle set could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleSetError {
    /// Its file could not be fetched.
    Fetch(FetchError),
    /// Its file could not be read.
    Unreadable(PuzzleError),
    /// It holds no puzzle.
    Empty,
}

/// Why a file of the site could not be fetched as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The fetch gave something that is not a response.
    NotAResponse,
    /// The server answered with this HTTP status, not a success.
    Status(u16),
    /// The response's text could not be read.
    NoText,
    /// The fetch or the reading failed: the browser's message, when it gave one.
    Failed(Option<String>),
}

/// Why the browser did not store something (a game, a setting, a progress).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The page may not use localStorage (private browsing, a setting, a sandbox).
    Unavailable,
    /// The site's storage is full.
    Full,
    /// Storing was refused for another reason, named by the browser when it named one.
    Refused(Option<String>),
    /// The saved game could not be read and could not be kept aside either: it stays
    /// where it is, and this game is not written over it.
    ProtectingUnreadable,
}

/// Why a request to the engine's worker got no reply lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The page stopped it (`EngineClient::stop`).
    Stopped,
    /// A later request replaced it before it was answered.
    Superseded,
    /// The worker failed (crashed, or could not load), every try; the message says how.
    Crashed(String),
    /// No worker could be started or sent the request; the message says why.
    Unavailable(String),
}

/// What the engine was asked, when its reply holds no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// `perft`: the count.
    Perft,
    /// `bench`: the bench line.
    Bench,
    /// `defend`: the defender's saving reply in a puzzle.
    Defence,
}

/// A script API call with arguments it does not take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ApiMisuse {
    /// `setSeat`'s colour is not `"white"` or `"black"`.
    SeatColor,
    /// `setSeat`'s seat is not `"person"` or a level.
    Seat,
    /// `play` was not given a string.
    PlayText,
    /// `openPuzzle` was not given a string.
    PuzzleId,
    /// `startPuzzleMode` takes `"streak"` or `"storm"`.
    PuzzleMode,
    /// `openLesson` was not given a string.
    LessonId,
    /// `setSettings`'s theme is not one of the choices.
    Theme,
    /// `setSettings`'s switches are not booleans.
    Switch,
    /// `newGame`'s argument is not `{ white, black, names, clock }` as documented (the
    /// words saying which part).
    NewGame(&'static str),
    /// `openRecent` was not given a string.
    RecentId,
    /// `startFriendGame`'s argument is not `{ color, name }` as documented (the words
    /// saying which part).
    FriendGame(&'static str),
    /// `openFriendGame` was not given a string.
    FriendId,
    /// A live game's call (`startLiveGame`, `sendChat`) was not given what it takes (the
    /// call and the words saying what).
    Live(&'static str, &'static str),
    /// `recentGames`'s filter is not `{ result, kind, search }` as documented.
    GamesFilter(&'static str),
    /// `exportImage`'s argument is not `{ format, width }` as documented.
    ExportImage(&'static str),
    /// `setAnalysisLines` was not given a whole number.
    AnalysisLines,
    /// `setAnalysisWorkers` was not given a whole number.
    AnalysisWorkers,
    /// `puzzles`' filter or `setPuzzleChoice`'s choice is not `{ theme, min, max }` as
    /// documented (the call and the words saying which part).
    PuzzleChoice(&'static str, &'static str),
}

impl std::error::Error for PageError {}
