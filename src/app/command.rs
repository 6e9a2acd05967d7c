//! Every input the page has, as data ([`Command`]), and the one way the state changes:
//! [`State::update`](super::State::update) (in the submodule `update`), which returns the
//! effects the shell must carry out.
//!
//! A pointer, a key, a control, a script API call, a timer, a worker's reply, a storage
//! event from another tab, an address change: the shell turns each into a command, hands
//! it to `update` with the clock and the date ([`Surroundings`](super::Surroundings)), and
//! carries out what comes back. The state's own methods are private to the app core.

use crate::position::Setup;
use crate::types::{Color, Square};
use crate::ui::editor::Tool;
use crate::ui::error::{FetchError, SaveError};
use crate::ui::geometry::Point;
use crate::ui::lessons::Progress as LessonProgress;
use crate::ui::puzzle::Progress as PuzzleProgress;
use crate::ui::session::{MoveSource, Seat};
use crate::ui::settings::{Display, Settings};

use super::archive::Waiting;
use super::clip::Clip;
use super::effect::Timer;
use super::mode::Wanted;
use super::state::{Declare, Restored};
use super::Answer;

/// The name a downloaded record gets.
pub const RECORD_FILE: &str = "three-crowns.tcg";

/// Why the clipboard took nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyRefused {
    /// The browser offers no clipboard here (a page not served over https or from
    /// localhost).
    NoClipboard,
    /// The browser refused the copy.
    Refused,
}

/// A change the position editor's controls make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The tool a press puts down.
    Tool(Tool),
    /// The side to move.
    Turn(Color),
    /// A whole arrangement (the start, an empty board).
    Setup(Setup),
}

/// An input.
#[derive(Clone, Debug)]
pub enum Command {
    // ----- the start -----
    /// What storage held at start (the saved game is in `Restored::session`).
    Restore(Box<Restored>),
    /// Show the game at start.
    Start,

    // ----- the board -----
    /// A click, tap or Enter on a square.
    Click(Square, MoveSource),
    /// A move typed in notation (the notation box, the script API).
    PlayText(String, MoveSource),
    /// A pointer pressed on the board (board units).
    PointerDown(i32, Point),
    /// A pointer moved over the board.
    PointerMove(i32, Point),
    /// The pointer left the board.
    PointerLeft,
    /// A pointer released.
    PointerUp(i32, Point),
    /// The browser took the pointer away.
    PointerCancel(i32),
    /// An arrow key on the board: the keyboard cursor moves by cells on screen.
    CursorBy(i32, i32),
    /// Enter or Space on the board.
    PressCursor,
    /// Escape on the board: ends a preview of the best line, else selects nothing.
    Escape,
    /// The board lost the focus.
    BoardBlurred,
    /// The board must be drawn again (its size changed, the page became visible).
    Redraw,
    /// An animation frame at this time (ms): the board is drawn if it changed or an
    /// animation runs ([`Effect::Draw`](super::Effect::Draw)).
    Frame(f64),

    // ----- the game -----
    /// Take back the last move (against the computer, to the person's turn).
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Resign or Agree a draw pressed.
    Declare(Declare),
    /// Open the New game dialog.
    NewGame,
    /// What the player did in the New game dialog.
    NewGameDialog(super::new_game::DialogInput),
    /// Start this game at once (the script API's `newGame`), keeping the game in
    /// progress.
    StartGame(Box<super::new_game::Setup>),
    /// What becomes of the game in progress a new game, a link or an import replaces.
    Replace(super::new_game::Decision),
    /// A new game with the seats swapped.
    SwapAndPlayAgain,
    /// Reopen the newest game kept.
    ReopenPrevious,
    /// Open (`true`) or close the list of games kept.
    Games(bool),
    /// Reopen the kept game with this id.
    OpenKept(String),
    /// Open the friend game with this id (its kept record's id, or the game id).
    OpenFriendGame(String),
    /// What the player did in a friend game.
    Friend(super::friend::FriendInput),
    /// Resign at once, as Resign pressed twice (the script API).
    Resign,
    /// Another tab stored the games kept (their text).
    OtherTabKept(String),
    /// The archive: the database's news, another tab's, the player's.
    Archive(super::archive::ArchiveInput),
    /// A picture of the game: asked, made, delivered.
    Export(super::export::ExportInput),
    /// Pause (`true`) or resume the clocks (the script API).
    PauseClock(bool),
    /// The page is hidden (another tab, the phone's home screen): the clocks' time used
    /// so far is saved.
    PageHidden,
    /// The page is left (a reload, a close, the back/forward cache): running clocks
    /// pause, as they stand, and the game is saved.
    PageLeft,
    /// Import a `.tcg` record.
    Import(String),
    /// An address's fragment: a shared game, a puzzle, a lesson.
    OpenFragment(String),
    /// Another tab saved its game (its record).
    OtherTabGame(String),
    /// Show the position after this many moves (`usize::MAX`: the live one).
    ShowPly(usize),
    /// Browse this many moves back (negative) or forward.
    BrowseBy(isize),
    /// Hand a seat to a person or the computer.
    SetSeat(Color, Seat),
    /// Hold or resume the computer's moves.
    TogglePause,
    /// Ask for a hint.
    Hint,
    /// Turn the board around.
    Flip,
    /// Turn the board to the side to move after every move, or not.
    SetAutoFlip(bool),
    /// Switch the threefold repetition house rule.
    SetRepetition(bool),
    /// The save panel opened (its boxes are filled) or closed.
    SavePanel(bool),
    /// Say a message in the status line.
    Say(String),
    /// Copy the game's record (or the review's annotated record while it is shown);
    /// `open_panel`: open the save panel too, where the record can be copied by hand.
    CopyRecord {
        /// Open the save panel too.
        open_panel: bool,
    },
    /// Copy the position's TCN.
    CopyPosition,
    /// Copy the link to the game.
    CopyLink,
    /// Copy the link to the puzzle on show.
    CopyPuzzleLink,
    /// Download the game's record.
    DownloadRecord,
    /// A copy of what was asked was made, or could not be (why).
    Copied(Clip, Result<(), CopyRefused>),
    /// A download failed (the browser's words).
    DownloadFailed(String),

    // ----- how it looks -----
    /// Theme, palette, coordinates, sound.
    SetDisplay(Display),
    /// The system's colour scheme changed (dark or not).
    SystemScheme(bool),
    /// Another tab stored its settings.
    OtherTabSettings(Settings),

    // ----- puzzles -----
    /// Open a puzzle; request number (the shell's) to settle with
    /// [`Effect::PuzzleOpened`](super::Effect::PuzzleOpened).
    OpenPuzzle(Wanted, u64),
    /// The puzzle set is wanted ([`Effect::PuzzleSetSettled`](super::Effect::PuzzleSetSettled)
    /// follows).
    WantPuzzleSet,
    /// The puzzle set's text arrived, or not.
    PuzzlesLoaded(Result<String, FetchError>),
    /// Back to the puzzle's start.
    PuzzleRetry,
    /// Show the solution.
    PuzzleShowSolution,
    /// The next puzzle.
    PuzzleNext,
    /// Leave puzzle mode.
    LeavePuzzles,
    /// The Puzzles button: the next puzzle for the player's level, or back to the game
    /// from puzzle mode.
    Puzzles,
    /// Another tab stored its puzzle progress.
    OtherTabPuzzles(PuzzleProgress),
    /// The choice of puzzles changed (the panel's drop-downs, `setPuzzleChoice`).
    PuzzleChoice(super::puzzle_set::Chosen),
    /// Start a Streak or a Storm (the panel's buttons, `startPuzzleMode`).
    StartPuzzleRun(crate::ui::puzzle::RunKind),

    // ----- lessons -----
    /// The Learn button.
    Learn,
    /// Open the lesson with this id.
    OpenLesson(String),
    /// Open the lesson at this place in the list.
    OpenLessonAt(usize),
    /// Back to the lesson's start.
    LessonRetry,
    /// The next lesson.
    LessonNext,
    /// Puzzles of the lesson's theme: the lesson leads on to them.
    LessonPuzzles,
    /// Leave Learn mode.
    LeaveLessons,
    /// Another tab stored the lessons it has done.
    OtherTabLessons(LessonProgress),
    /// Another tab stored "Train your mistakes"' cards.
    OtherTabDrill(crate::ui::drill::Drill),

    // ----- the study tools -----
    /// The threat overlay on or off.
    SetThreats(bool),
    /// The analysis on or off.
    SetAnalysis(bool),
    /// How many best lines the analysis shows (1 to 5).
    SetAnalysisLines(usize),
    /// Most workers the analysis searches with (1 to 8; the machine's cores bound it too).
    SetAnalysisWorkers(usize),
    /// The page's language: the tag of one of `ui::lang::LANGUAGES`.
    SetLanguage(String),
    /// The catalogue of the language tagged came (its text), or could not be had.
    CatalogueFetched(&'static str, Result<String, crate::ui::error::FetchError>),
    /// Open or close the position editor.
    ToggleEditor,
    /// Close the position editor, if it is open.
    CloseEditor,
    /// A change from the editor's controls.
    Edit(Edit),
    /// The second-turn binding typed in the editor.
    EditBinding(String),
    /// The move number typed in the editor.
    EditNumber(String),
    /// Position text typed in the editor.
    EditTcn(String),
    /// "Play from here".
    EditPlay,
    /// "Analyse" in the editor.
    EditAnalyse,
    /// Review the game.
    StartReview,
    /// Stop or close the review.
    CancelReview,
    /// Put the annotated record in the save panel.
    ExportReview,
    /// A step of "Learn from your mistakes".
    Mistakes(super::mistakes::Step),
    /// Preview a move of a best line on the board: the line's rank (0: the best) and the
    /// move's index in it.
    PreviewLine(usize, usize),
    /// A click on the evaluation graph at this fraction of its width.
    GraphClicked(f64),

    /// The menu, the welcome card, the rules dialog.
    Overlay(super::overlays::Overlay),
    /// The board's size the player chose (`None`: it fits the window); `keep`: remember
    /// it (the resize ended).
    BoardSize(Option<f64>, bool),

    // ----- what the shell reports -----
    /// A timer the state started rang.
    Timer(Timer),
    /// The computer's worker answered question `serial`.
    ComputerAnswered(u64, Answer),
    /// The pace of the computer's question `serial` has been kept.
    ComputerDue(u64),
    /// An `info` line of the analysis's question `serial`.
    AnalysisInfo(u64, String),
    /// The analysis's question `serial` ended.
    AnalysisAnswered(u64, Answer),
    /// The review's question `serial` was answered.
    Reviewed(u64, Answer),
    /// Puzzle mode's worker answered the defence question of a ticket.
    Defended(u64, Answer),
    /// How storing the game went.
    Saved(Result<(), SaveError>),
    /// The settings were stored, merged with other tabs' (the merged copy).
    SettingsStored(Box<crate::ui::synced::Synced<Settings>>),
    /// The puzzle progress was stored, merged with other tabs'.
    PuzzleProgressStored(Box<crate::ui::synced::Synced<PuzzleProgress>>),
    /// The lessons done were stored, merged with other tabs'.
    LessonProgressStored(Box<crate::ui::synced::Synced<LessonProgress>>),
    /// "Train your mistakes"' cards were stored, merged with other tabs'.
    DrillStored(Box<crate::ui::synced::Synced<crate::ui::drill::Drill>>),
    /// Storage could not keep the replaced game.
    PreviousNotStored(SaveError),
}

/// What another tab stored under a key (a `storage` event), as this tab reads it (never
/// inlined: no first visit hears another tab, and the split leaves it with the rest).
#[inline(never)]
pub fn from_other_tab(key: &str, value: Option<String>) -> Option<Command> {
    use super::stored::{DRILL, LESSONS, PREVIOUS, PUZZLES, RECORD, SETTINGS};
    use crate::ui::synced::Stored;
    use Command as C;
    let value = value?;
    Some(match key {
        RECORD => C::OtherTabGame(value),
        PREVIOUS => C::OtherTabKept(value),
        PUZZLES => C::OtherTabPuzzles(Stored::parse(&value)),
        LESSONS => C::OtherTabLessons(Stored::parse(&value)),
        DRILL => C::OtherTabDrill(Stored::parse(&value)),
        SETTINGS => C::OtherTabSettings(Stored::parse(&value)),
        _ => return None,
    })
}

impl Command {
    /// The command as it waits for the database to answer, if it reads the archive (an
    /// address's fragment: a friend game's link finds its game there; a kept game opened;
    /// the archive changed or written out); else the command back.
    fn waiting(self) -> Result<Waiting, Command> {
        use super::archive::ArchiveInput as A;
        Ok(match self {
            Command::OpenFragment(f) => Waiting::Fragment(f),
            Command::OpenKept(id) => Waiting::OpenKept(Some(id)),
            Command::ReopenPrevious => Waiting::OpenKept(None),
            Command::OpenFriendGame(id) => Waiting::OpenFriendGame(id),
            Command::Archive(a @ (A::Delete(_) | A::UndoDelete | A::Export | A::Import(_))) => {
                Waiting::Archive(a)
            }
            other => return Err(other),
        })
    }

    /// The command that waited.
    pub(super) fn from_waiting(w: Waiting) -> Command {
        match w {
            Waiting::Fragment(f) => Command::OpenFragment(f),
            Waiting::OpenKept(Some(id)) => Command::OpenKept(id),
            Waiting::OpenKept(None) => Command::ReopenPrevious,
            Waiting::OpenFriendGame(id) => Command::OpenFriendGame(id),
            Waiting::Archive(a) => Command::Archive(a),
        }
    }
}

impl From<super::page::Opening> for Command {
    fn from(opening: super::page::Opening) -> Command {
        match opening {
            super::page::Opening::Link(fragment) => Command::OpenFragment(fragment),
            super::page::Opening::Welcome => {
                Command::Overlay(super::overlays::Overlay::ShowWelcome)
            }
        }
    }
}

impl super::page::Fetch {
    /// The command that takes the file's text, or why it could not be had.
    #[must_use]
    pub fn reply(self, text: Result<String, FetchError>) -> Command {
        use super::page::Fetch as F;
        match self {
            F::Catalogue(tag) => Command::CatalogueFetched(tag, text),
            F::Rules(tag) => Command::Overlay(super::overlays::Overlay::RulesFetched(tag, text)),
            F::Puzzles => Command::PuzzlesLoaded(text),
        }
    }
}

mod update;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::stored::{BOARD_SIZE, RECORD};

    #[test]
    fn another_tabs_store_becomes_a_command() {
        assert!(matches!(
            from_other_tab(RECORD, Some("[Event]".into())),
            Some(Command::OtherTabGame(_))
        ));
        assert!(from_other_tab(RECORD, None).is_none(), "removed");
        assert!(from_other_tab(BOARD_SIZE, Some("600".into())).is_none());
    }

    #[test]
    fn each_file_comes_back_as_its_command() {
        let ok = || Ok(String::from("text"));
        assert!(matches!(
            super::super::page::Fetch::Catalogue("fr").reply(ok()),
            Command::CatalogueFetched("fr", Ok(_))
        ));
        assert!(matches!(
            super::super::page::Fetch::Rules("de").reply(Err(FetchError::Status(404))),
            Command::Overlay(crate::app::overlays::Overlay::RulesFetched(
                "de",
                Err(FetchError::Status(404))
            ))
        ));
        assert!(matches!(
            super::super::page::Fetch::Puzzles.reply(ok()),
            Command::PuzzlesLoaded(Ok(_))
        ));
    }
}
