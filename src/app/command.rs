//! Every input the page has, as data ([`Command`]), and the one way the state changes:
//! [`State::update`], which returns the effects the shell must carry out.
//!
//! A pointer, a key, a control, a script API call, a timer, a worker's reply, a storage
//! event from another tab, an address change: the shell turns each into a command, hands
//! it to `update` with the clock and the date ([`Surroundings`]), and carries out what
//! comes back. The state's own methods are private to the app core.

use crate::position::Setup;
use crate::types::{Color, Square};
use crate::ui::editor::Tool;
use crate::ui::error::{FetchError, PageError, SaveError};
use crate::ui::geometry::Point;
use crate::ui::lessons::Progress as LessonProgress;
use crate::ui::puzzle::Progress as PuzzleProgress;
use crate::ui::session::{MoveSource, Seat};
use crate::ui::settings::{Display, Settings};

use super::archive::{Status, Waiting};
use super::clip::Clip;
use super::effect::{Effect, Timer};
use super::mode::Wanted;
use super::state::{Declare, Restored, State, Surroundings};
use super::Answer;
use crate::ui::words;

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
    /// animation runs ([`Effect::Draw`]).
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
    /// [`Effect::PuzzleOpened`].
    OpenPuzzle(Wanted, u64),
    /// The puzzle set is wanted ([`Effect::PuzzleSetSettled`] follows).
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
    /// Leave Learn mode.
    LeaveLessons,
    /// Another tab stored the lessons it has done.
    OtherTabLessons(LessonProgress),

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
    /// Storage could not keep the replaced game.
    PreviousNotStored(SaveError),
}

/// What another tab stored under a key (a `storage` event), as this tab reads it.
pub fn from_other_tab(key: &str, value: Option<String>) -> Option<Command> {
    use super::stored::{LESSONS, PREVIOUS, PUZZLES, RECORD, SETTINGS};
    use crate::ui::synced::Stored;
    use Command as C;
    let value = value?;
    Some(match key {
        RECORD => C::OtherTabGame(value),
        PREVIOUS => C::OtherTabKept(value),
        PUZZLES => C::OtherTabPuzzles(Stored::parse(&value)),
        LESSONS => C::OtherTabLessons(Stored::parse(&value)),
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

impl State {
    /// The one way the state changes: `command` happens at `world` (the clock, the date,
    /// the system's wishes). Returns what the shell must carry out, in order, and
    /// whether the command was refused (why, already said in the status line).
    pub fn update(
        &mut self,
        command: Command,
        world: Surroundings,
    ) -> (Vec<Effect>, Result<(), PageError>) {
        self.world = world;
        self.sync_analysis_workers();
        let modal = self.modal_open();
        let result = self.apply(command);
        // A modal dialog opened or closed over the game: the clocks stand or run on.
        if self.modal_open() != modal {
            self.sync_clock();
            self.render();
        }
        (self.take_effects(), result)
    }

    pub(super) fn apply(&mut self, command: Command) -> Result<(), PageError> {
        use Command as C;
        if let Some(refused) = self.refuse_engine_help(&command) {
            return refused;
        }
        // What finds a game in the archive waits until the database has answered: else a
        // link of a game kept only there would add it again, under another id.
        let command = if self.archive.status == Status::Opening {
            match command.waiting() {
                Ok(w) => {
                    self.archive.waiting.push(w);
                    return Ok(());
                }
                Err(c) => c,
            }
        } else {
            command
        };
        match command {
            C::Restore(r) => self.restore(*r),
            C::Start => self.start(),
            C::Click(sq, source) => self.click_square(sq, source),
            C::PlayText(text, source) => return self.play_text(&text, source),
            C::PointerDown(id, at) => self.pointer_down(id, at),
            C::PointerMove(id, at) => self.pointer_move(id, at),
            C::PointerLeft => self.pointer_left(),
            C::PointerUp(id, at) => self.pointer_up(id, at),
            C::PointerCancel(id) => self.pointer_cancel(id),
            C::CursorBy(dc, dr) => self.cursor_by(dc, dr),
            C::PressCursor => self.press_cursor(),
            C::Escape => {
                if !self.end_preview() {
                    self.deselect();
                }
            }
            C::BoardBlurred => self.board_blurred(),
            C::Redraw => self.request_redraw(),
            C::Frame(ts) => self.frame(ts),
            C::Undo => self.undo(),
            C::Redo => self.redo(),
            C::Declare(what) => self.declare(what),
            C::NewGame => self.open_new_game(),
            C::NewGameDialog(input) => self.new_game_dialog(input),
            C::StartGame(setup) => self.start_game(&setup),
            C::Replace(decision) => self.decide(decision),
            C::SwapAndPlayAgain => self.swap_and_play_again(),
            C::ReopenPrevious => return self.open_kept(None),
            C::Games(open) => self.games_dialog(open),
            C::Archive(input) => return self.archive_input(input),
            C::Export(input) => return self.export_input(input),
            C::OpenKept(id) => return self.open_kept(Some(&id)),
            C::OpenFriendGame(id) => return self.open_friend_game(&id),
            C::Friend(input) => return self.friend_input(input),
            C::Resign => return self.resign_now(),
            C::OtherTabKept(text) => self.kept_elsewhere(&text),
            C::PauseClock(on) => return self.pause_clock(on),
            C::PageLeft => self.page_left(),
            // Only a running clock has anything new to save.
            C::PageHidden => {
                if self.clock_running().is_some() {
                    self.sync_clock();
                    self.save();
                }
            }
            C::Import(text) => return self.import_record(&text),
            C::OpenFragment(fragment) => {
                self.open_fragment(&fragment);
                self.emit(Effect::DropFragment);
            }
            C::OtherTabGame(text) => self.adopt_from_other_tab(&text),
            C::ShowPly(ply) => self.show_ply(ply),
            C::BrowseBy(delta) => self.browse_by(delta),
            C::SetSeat(side, seat) => return self.set_seat(side, seat),
            C::TogglePause => self.toggle_pause(),
            C::Hint => self.hint(),
            C::Flip => self.flip(),
            C::SetAutoFlip(on) => self.set_auto_flip(on),
            C::SetRepetition(on) => self.set_repetition(on),
            C::SavePanel(open) => self.set_save_panel(open),
            C::Say(msg) => self.set_status(msg),
            C::CopyRecord { open_panel } => {
                if open_panel {
                    self.open_share();
                }
                let text = self.record_text();
                self.emit(Effect::Copy {
                    text,
                    what: Clip::Record,
                });
            }
            C::CopyPosition => {
                let text = self.position_text();
                self.emit(Effect::Copy {
                    text,
                    what: Clip::Position,
                });
            }
            C::CopyLink => {
                let text = self.share_url();
                self.emit(Effect::Copy {
                    text,
                    what: Clip::Link,
                });
            }
            C::CopyPuzzleLink => {
                if let Some(text) = self.puzzle_link() {
                    self.emit(Effect::Copy {
                        text,
                        what: Clip::PuzzleLink,
                    });
                }
            }
            C::DownloadRecord => {
                let text = self.record_text();
                self.emit(Effect::Download {
                    name: RECORD_FILE,
                    text,
                });
            }
            C::Copied(what, result) => self.copied(what, result),
            C::DownloadFailed(why) => self.set_status(words::download_failed(&self.speaker, &why)),
            C::SetDisplay(display) => self.set_display(display),
            C::SystemScheme(dark) => self.system_scheme_changed(dark),
            C::OtherTabSettings(settings) => self.settings_stored_elsewhere(settings),
            C::OpenPuzzle(wanted, request) => self.open_puzzle(wanted, request),
            C::WantPuzzleSet => self.want_puzzle_set(),
            C::PuzzlesLoaded(text) => self.puzzles_loaded(text),
            C::PuzzleRetry => self.puzzle_retry(),
            C::PuzzleShowSolution => self.puzzle_show_solution(),
            C::PuzzleNext => self.puzzle_next(),
            C::LeavePuzzles => self.leave_puzzles(),
            C::Puzzles => {
                self.dismiss_welcome();
                if self.in_puzzle() {
                    self.leave_puzzles();
                } else {
                    self.open_puzzle(Wanted::Next, 0);
                }
            }
            C::OtherTabPuzzles(p) => self.puzzles_stored_elsewhere(p),
            C::Learn => {
                self.dismiss_welcome();
                self.learn();
            }
            C::OpenLesson(id) => return self.open_lesson_id(&id),
            C::OpenLessonAt(index) => self.open_lesson(index),
            C::LessonRetry => self.lesson_retry(),
            C::LessonNext => self.lesson_next(),
            C::LeaveLessons => self.leave_lessons(),
            C::OtherTabLessons(p) => self.lessons_stored_elsewhere(p),
            C::SetThreats(on) => self.set_threats(on),
            C::SetAnalysis(on) => self.set_analysis(on),
            C::SetAnalysisLines(n) => return self.set_analysis_lines(n),
            C::SetAnalysisWorkers(n) => return self.set_analysis_workers(n),
            C::SetLanguage(tag) => return self.set_language(&tag),
            C::CatalogueFetched(tag, text) => self.catalogue_fetched(tag, text),
            C::ToggleEditor => self.toggle_editor(),
            C::CloseEditor => {
                if self.editing() {
                    self.toggle_editor();
                }
            }
            C::Edit(Edit::Tool(tool)) => self.edit(|e| e.set_tool(tool)),
            C::Edit(Edit::Turn(side)) => self.edit(|e| e.set_turn(side)),
            C::Edit(Edit::Setup(setup)) => self.edit(|e| e.set_setup(setup)),
            C::EditBinding(text) => self.edit_binding(&text),
            C::EditNumber(text) => self.edit_number(&text),
            C::EditTcn(text) => self.edit_tcn(&text),
            C::EditPlay => return self.edit_play(),
            C::EditAnalyse => return self.edit_analyse(),
            C::StartReview => self.start_review(),
            C::CancelReview => self.cancel_review(),
            C::ExportReview => self.export_review(),
            C::Mistakes(step) => return self.mistakes_step(step),
            C::PreviewLine(line, index) => self.preview_line(line, index),
            C::GraphClicked(fraction) => self.graph_clicked(fraction),
            C::Overlay(what) => self.overlay(what),
            C::BoardSize(size, keep) => {
                self.board_size = size.and_then(crate::ui::layout::clamp_board);
                if keep {
                    self.emit(Effect::StoreBoardSize(self.board_size));
                }
                self.render();
            }
            C::Timer(timer) => self.timer(timer),
            C::ComputerAnswered(serial, answer) => self.computer_answered(serial, answer),
            C::ComputerDue(serial) => self.computer_due(serial),
            C::AnalysisInfo(serial, line) => self.analysis_info(serial, &line),
            C::AnalysisAnswered(serial, answer) => self.analysis_answered(serial, answer),
            C::Reviewed(serial, answer) if self.mistakes_asked(serial) => {
                self.mistakes_answered(answer);
            }
            C::Reviewed(serial, answer) => self.reviewed(serial, answer),
            C::Defended(ticket, answer) => self.puzzle_defended(ticket, answer),
            C::Saved(result) => self.saved(result),
            C::SettingsStored(merged) => self.settings_stored(*merged),
            C::PuzzleProgressStored(merged) => self.puzzles.progress = *merged,
            C::LessonProgressStored(merged) => self.lessons.progress = *merged,
            C::PreviousNotStored(why) => self.previous_not_stored(&why),
        }
        Ok(())
    }
}

impl State {
    /// What became of a copy: said; a friend game's link copied is the move sent. When the
    /// clipboard took nothing, the reason is said and the field that shows the same text
    /// is opened, focused and selected, to be copied by hand (nothing is marked sent).
    #[inline(never)]
    fn copied(&mut self, what: Clip, result: Result<(), CopyRefused>) {
        match result {
            Ok(()) => {
                if what == Clip::FriendLink {
                    self.friend_sent();
                }
                self.set_status(what.done());
            }
            Err(why) => {
                if matches!(what, Clip::Record | Clip::Position | Clip::Link) {
                    self.open_share();
                }
                self.set_status(match why {
                    CopyRefused::NoClipboard => words::say::NO_CLIPBOARD,
                    CopyRefused::Refused => words::say::CLIPBOARD_REFUSED,
                });
                self.emit(Effect::Focus {
                    id: what.field(),
                    select: true,
                });
                self.render();
            }
        }
    }
}

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
}
