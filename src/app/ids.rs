//! Every DOM id the page's code uses, named once: the view ([`super::view`]) writes the
//! elements with these ids, the shell (`src/web`) wires their events. A test reads
//! `index.html` and checks that each one is there (ids built by the page itself, such as
//! the review offer in the move list, are listed apart).

macro_rules! ids {
    ($all:ident; $($(#[$doc:meta])* $name:ident = $id:literal;)*) => {
        $($(#[$doc])* pub const $name: &str = $id;)*
        /// Every id above, for the test against `index.html`.
        pub const $all: &[&str] = &[$($id),*];
    };
}

mod more;
pub use more::*;

ids! {
    ALL;
    // ----- the board and its strips -----
    /// The board's canvas.
    BOARD = "board";
    /// The board's resize handle.
    BOARD_RESIZE = "board-resize";
    /// The evaluation bar beside the board.
    EVAL_BAR = "eval-bar";
    /// White's strip under (or over) the board.
    STRIP_WHITE = "strip-white";
    /// Black's strip.
    STRIP_BLACK = "strip-black";
    /// White's seat control.
    SEAT_WHITE = "seat-white";
    /// Black's seat control.
    SEAT_BLACK = "seat-black";
    /// White's mark (to move, winner, draw).
    MARK_WHITE = "mark-white";
    /// Black's mark.
    MARK_BLACK = "mark-black";
    /// White's capture slots.
    CAPTURES_WHITE = "captures-white";
    /// Black's capture slots.
    CAPTURES_BLACK = "captures-black";
    /// White's Crowned count.
    CROWNED_WHITE = "crowned-white";
    /// Black's Crowned count.
    CROWNED_BLACK = "crowned-black";

    // ----- the lines over the panel -----
    /// The turn line.
    TURN = "turn";
    /// The line saying which move is on show while browsing.
    BROWSING = "browsing";
    /// Its text.
    BROWSING_TEXT = "browsing-text";
    /// The status line (a live region).
    STATUS = "status";
    /// The hidden live region for what only assistive technology hears.
    ANNOUNCE = "announce";
    /// The computer's thinking indicator.
    THINKING = "thinking";
    /// Pause / Resume.
    PAUSE = "pause";
    /// The notice that the game is not being saved.
    SAVE_WARNING = "save-warning";
    /// Its text (a live region).
    SAVE_WARNING_TEXT = "save-warning-text";
    /// Its Copy button.
    SAVE_WARNING_COPY = "save-warning-copy";
    /// Its Download button.
    SAVE_WARNING_DOWNLOAD = "save-warning-download";

    // ----- the result card -----
    /// The result card.
    RESULT_CARD = "result-card";
    /// Its title.
    RESULT_TITLE = "result-title";
    /// The players it names.
    RESULT_PLAYERS = "result-players";
    /// Its reason.
    RESULT_REASON = "result-reason";
    /// New game.
    RESULT_NEW = "result-new";
    /// Swap sides and play again.
    RESULT_SWAP = "result-swap";
    /// Review the game.
    RESULT_REVIEW = "result-review";
    /// Share.
    RESULT_SHARE = "result-share";

    // ----- the move list and its controls -----
    /// The move list.
    MOVES = "moves";
    /// First position.
    NAV_FIRST = "nav-first";
    /// One move back.
    NAV_PREV = "nav-prev";
    /// One move forward.
    NAV_NEXT = "nav-next";
    /// The live position.
    NAV_LAST = "nav-last";
    /// Back to the game (while browsing).
    BACK_TO_GAME = "back-to-game";
    /// Undo.
    UNDO = "undo";
    /// Redo.
    REDO = "redo";
    /// Flip the board.
    FLIP = "flip";
    /// New game.
    NEW_GAME = "new-game";
    /// The menu's button.
    MENU_TOGGLE = "menu-toggle";
    /// The menu.
    MENU = "menu";
    /// Resign.
    RESIGN = "resign";
    /// Agree a draw.
    AGREE_DRAW = "agree-draw";
    /// Previous game.
    REOPEN_PREVIOUS = "reopen-previous";
    /// Hint.
    HINT = "hint";
    /// Review the game (under the list).
    REVIEW_GAME = "review-game";
    /// The move entry's form.
    MOVE_FORM = "move-form";
    /// The move entry's box.
    MOVE_INPUT = "move-input";

    // ----- the study tools -----
    /// Edit position.
    EDIT_POSITION = "edit-position";
    /// The menu's study tools (the threat overlay's and the analysis's switches).
    STUDY_TOOLS = "study-tools";
    /// The threat overlay's switch.
    THREATS = "threats";
    /// The threat overlay's text.
    THREATS_TEXT = "threats-text";
    /// The analysis's switch.
    ANALYSIS = "analysis";
    /// The analysis box.
    ANALYSIS_BOX = "analysis-box";
    /// The evaluation.
    ANALYSIS_EVAL = "analysis-eval";
    /// The depth.
    ANALYSIS_DEPTH = "analysis-depth";
    /// The best lines.
    ANALYSIS_LINE = "analysis-line";
    /// How many best lines the analysis shows (a drop-down, 1 to 5).
    ANALYSIS_LINES = "analysis-lines";
    /// The review box.
    REVIEW_BOX = "review-box";
    /// The review's progress.
    REVIEW_PROGRESS = "review-progress";
    /// The review's summary.
    REVIEW_SUMMARY = "review-summary";
    /// The review's words on a marked move on show: the engine's better move and why.
    REVIEW_BETTER = "review-better";
    /// Each side's accuracy, once the review is done.
    REVIEW_ACCURACY = "review-accuracy";
    /// The review's graph.
    REVIEW_GRAPH = "review-graph";
    /// Export the annotated record.
    REVIEW_EXPORT = "review-export";
    /// Stop / Close the review.
    REVIEW_CANCEL = "review-cancel";
    /// Start "Learn from your mistakes".
    REVIEW_MISTAKES = "review-mistakes";

    // ----- "Learn from your mistakes" -----
    /// Its box.
    MISTAKES_BOX = "mistakes-box";
    /// Which marked move is on show, or the summary at the end.
    MISTAKES_PROGRESS = "mistakes-progress";
    /// What is asked about the move on show.
    MISTAKES_TEXT = "mistakes-text";
    /// A hint.
    MISTAKES_HINT = "mistakes-hint";
    /// Give up: the engine's move.
    MISTAKES_SHOW = "mistakes-show";
    /// Skip / Next.
    MISTAKES_NEXT = "mistakes-next";
    /// Back to the game.
    MISTAKES_LEAVE = "mistakes-leave";

    // ----- the position editor -----
    /// The editor's panel.
    EDITOR = "editor";
    /// The editor's tools: what a click puts on the board (pressed: the one in use).
    TOOL_WHITE = "tool-white";
    /// A Crowned white piece.
    TOOL_WHITE_CROWNED = "tool-white-crowned";
    /// A black piece.
    TOOL_BLACK = "tool-black";
    /// A Crowned black piece.
    TOOL_BLACK_CROWNED = "tool-black-crowned";
    /// The eraser.
    TOOL_ERASE = "tool-erase";
    /// The side to move.
    EDIT_TURN = "edit-turn";
    /// The second-turn binding.
    EDIT_BINDING = "edit-binding";
    /// The move number.
    EDIT_NUMBER = "edit-number";
    /// The position text.
    EDIT_TCN = "edit-tcn";
    /// Why the arrangement cannot be played.
    EDIT_ERROR = "edit-error";
    /// The start position.
    EDIT_START = "edit-start";
    /// An empty board.
    EDIT_CLEAR = "edit-clear";
    /// Play from here.
    EDIT_PLAY = "edit-play";
    /// Analyse.
    EDIT_ANALYSE = "edit-analyse";
    /// Close the editor.
    EDIT_CLOSE = "edit-close";

    // ----- puzzles -----
    /// The Puzzles button.
    OPEN_PUZZLES = "open-puzzles";
    /// Puzzle mode's heading.
    PUZZLE = "puzzle";
    /// Puzzle mode's panel.
    PUZZLE_BOX = "puzzle-box";
    /// The puzzle's title.
    PUZZLE_TITLE = "puzzle-title";
    /// Leave puzzle mode.
    PUZZLE_LEAVE = "puzzle-leave";
    /// Retry.
    PUZZLE_RETRY = "puzzle-retry";
    /// Show the solution.
    PUZZLE_SOLUTION = "puzzle-solution";
    /// Next / Skip.
    PUZZLE_NEXT = "puzzle-next";
    /// The puzzle's rating and themes.
    PUZZLE_ABOUT = "puzzle-about";
    /// The puzzle's link.
    PUZZLE_LINK = "puzzle-link";
    /// Copy the puzzle's link.
    PUZZLE_COPY_LINK = "puzzle-copy-link";
    /// The progress's first value.
    PUZZLE_PROGRESS_0 = "puzzle-progress-0";
    /// The second.
    PUZZLE_PROGRESS_1 = "puzzle-progress-1";
    /// The third.
    PUZZLE_PROGRESS_2 = "puzzle-progress-2";
    /// The fourth.
    PUZZLE_PROGRESS_3 = "puzzle-progress-3";

    // ----- lessons -----
    /// The Learn button.
    OPEN_LESSONS = "open-lessons";
    /// Learn mode's heading.
    LESSON = "lesson";
    /// Learn mode's panel.
    LESSON_BOX = "lesson-box";
    /// The lesson's title.
    LESSON_TITLE = "lesson-title";
    /// Leave Learn mode.
    LESSON_LEAVE = "lesson-leave";
    /// The lesson's instruction.
    LESSON_INSTRUCTION = "lesson-instruction";
    /// Retry.
    LESSON_RETRY = "lesson-retry";
    /// Next lesson / Play a game.
    LESSON_NEXT = "lesson-next";
    /// The lessons done.
    LESSON_COUNT = "lesson-count";
    /// The list of lessons.
    LESSON_LIST = "lesson-list";

    // ----- the welcome card and the rules -----
    /// The welcome card.
    WELCOME = "welcome";
    /// Learn, from the welcome card.
    WELCOME_LEARN = "welcome-learn";
    /// The rules, from the welcome card.
    WELCOME_RULES = "welcome-rules";
    /// Play, from the welcome card.
    WELCOME_PLAY = "welcome-play";
    /// The Rules button.
    OPEN_RULES = "open-rules";
    /// The rules dialog.
    RULES = "rules";
    /// Its body.
    RULES_BODY = "rules-body";
    /// Its close button.
    CLOSE_RULES = "close-rules";

    // ----- save, share, import -----
    /// The save panel.
    SAVE_SHARE = "save-share";
    /// The share link.
    SHARE_LINK = "share-link";
    /// Copy the link.
    COPY_LINK = "copy-link";
    /// The record.
    RECORD_VIEW = "record-view";
    /// Copy the record.
    COPY_RECORD = "copy-record";
    /// Download the record.
    DOWNLOAD_RECORD = "download-record";
    /// The position's TCN.
    POSITION_VIEW = "position-view";
    /// Copy the position.
    COPY_POSITION = "copy-position";
    /// The record to import.
    RECORD_TEXT = "record-text";
    /// Import it.
    IMPORT_RECORD = "import-record";
    /// Import a file.
    IMPORT_FILE = "import-file";

    // ----- settings -----
    /// Turn the board to the side to move.
    AUTO_FLIP = "auto-flip";
    /// The repetition house rule.
    REPETITION = "repetition";
    /// The theme.
    THEME = "theme";
    /// Coordinates.
    COORDS = "coords";
    /// Colour-blind palette.
    COLOUR_BLIND = "colour-blind";
    /// Mute.
    MUTE = "mute";
    /// Most analysis workers (a drop-down, 1 to 8).
    ANALYSIS_WORKERS = "analysis-workers";
    /// What the device offers the analysis, beside that drop-down.
    ANALYSIS_WORKERS_NOTE = "analysis-workers-note";
    /// The page's language (a drop-down of each language in its own name).
    LANGUAGE = "language";

    // ----- a game with a friend -----
    /// The friend game's panel.
    FRIEND_BOX = "friend-box";
    /// What it says.
    FRIEND_TEXT = "friend-text";
    /// The player's own name, while the friend does not know it.
    FRIEND_NAME_ROW = "friend-name-row";
    /// The name's field.
    FRIEND_NAME = "friend-name";
    /// Share the link (the system's share sheet).
    FRIEND_SHARE = "friend-share";
    /// Copy the link.
    FRIEND_COPY = "friend-copy";
    /// Show the QR code.
    FRIEND_QR = "friend-qr";
    /// The QR code's canvas.
    FRIEND_QR_CODE = "friend-qr-code";
    /// The link, to read or select.
    FRIEND_LINK = "friend-link";
    /// Accept the friend's draw offer.
    FRIEND_ACCEPT = "friend-accept";
    /// The friend games in the Your games dialog.
    FRIEND_LIST = "friend-list";
    /// Its heading.
    FRIEND_LIST_TITLE = "friend-list-title";
    /// Play a friend, in the New game dialog.
    NG_FRIEND = "ng-friend";
    /// The player's own name there.
    NG_FRIEND_NAME = "ng-friend-name";
    /// The player's colour there.
    NG_FRIEND_COLOUR = "ng-friend-colour";

    // ----- starting a game -----
    /// White's name in its strip.
    NAME_WHITE = "name-white";
    /// Black's name in its strip.
    NAME_BLACK = "name-black";
    /// White's clock in its strip.
    CLOCK_WHITE = "clock-white";
    /// Black's clock in its strip.
    CLOCK_BLACK = "clock-black";
    /// The New game dialog.
    NEW_GAME_DIALOG = "new-game-dialog";
    /// Its close button.
    NG_CLOSE = "ng-close";
    /// The computer's level.
    NG_LEVEL = "ng-level";
    /// The chosen level's one-line description.
    NG_LEVEL_ABOUT = "ng-level-about";
    /// The person's colour against the computer.
    NG_COLOUR = "ng-colour";
    /// Start a game against the computer.
    NG_COMPUTER = "ng-computer";
    /// White's name, two players here.
    NG_WHITE_NAME = "ng-white-name";
    /// Black's name.
    NG_BLACK_NAME = "ng-black-name";
    /// Start a game of two players here.
    NG_TWO = "ng-two";
    /// The clock.
    NG_CLOCK = "ng-clock";
    /// The custom clock's fields.
    NG_CUSTOM = "ng-custom";
    /// The custom clock's minutes.
    NG_MINUTES = "ng-minutes";
    /// The custom clock's increment.
    NG_INCREMENT = "ng-increment";
    /// Why the dialog did not start a game.
    NG_PROBLEM = "ng-problem";
    /// The question before a game in progress is replaced.
    REPLACE_DIALOG = "replace-dialog";
    /// Its question.
    REPLACE_TEXT = "replace-text";
    /// Keep the game in progress.
    REPLACE_KEEP = "replace-keep";
    /// Discard it.
    REPLACE_DISCARD = "replace-discard";
    /// Neither: nothing is replaced.
    REPLACE_CANCEL = "replace-cancel";
    /// The menu's Your games.
    OPEN_GAMES = "open-games";
    /// The list of games kept.
    GAMES_DIALOG = "games-dialog";
    /// Its list.
    GAMES_LIST = "games-list";
    /// Said when it is empty.
    GAMES_EMPTY = "games-empty";
    /// Shows the list's next page.
    GAMES_MORE = "games-more";
    /// Its close button.
    GAMES_CLOSE = "games-close";
    /// Its search by name.
    GAMES_SEARCH = "games-search";
    /// Its result filter.
    GAMES_RESULT = "games-result";
    /// Its opponent filter.
    GAMES_KIND = "games-kind";
    /// The bar that offers to bring a deleted game back.
    GAMES_UNDO_BAR = "games-undo-bar";
    /// Its Undo.
    GAMES_UNDO = "games-undo";
    /// What the list says of the database.
    GAMES_NOTE = "games-note";
    /// The status line inside the dialog: what is said while it is open (the page's own,
    /// behind the dialog, is inert), an import's report among them.
    GAMES_STATUS = "games-status";
    /// Export all.
    GAMES_EXPORT = "games-export";
    /// Import a file of games.
    GAMES_FILE = "games-file";

    // ----- pictures -----
    /// The result card's PNG.
    RESULT_PNG = "result-png";
    /// The result card's GIF.
    RESULT_GIF = "result-gif";
    /// The save panel's Copy picture.
    COPY_PNG = "copy-png";
    /// The save panel's Download picture.
    SAVE_PNG = "save-png";
    /// The save panel's GIF.
    SAVE_GIF = "save-gif";
    /// The GIF's progress box.
    EXPORT_BOX = "export-box";
    /// Its words.
    EXPORT_TEXT = "export-text";
    /// Its progress bar.
    EXPORT_PROGRESS = "export-progress";
    /// Its Cancel.
    EXPORT_CANCEL = "export-cancel";

    // ----- the crash notice -----
    /// The crash notice.
    CRASH = "crash";
    /// Its text.
    CRASH_TEXT = "crash-text";
    /// The record kept with it.
    CRASH_RECORD = "crash-record";
}

/// The review offer under a finished game's result in the move list (built by the page).
pub const REVIEW_OFFER: &str = "review-offer";

/// The progress's values, in order.
pub const PUZZLE_PROGRESS: [&str; 4] = [
    PUZZLE_PROGRESS_0,
    PUZZLE_PROGRESS_1,
    PUZZLE_PROGRESS_2,
    PUZZLE_PROGRESS_3,
];

/// The crash notice's attribute (`#crash-text`) that keeps its sentence ready
/// (`ui::words::crashed_unfilled`) in the page's language, with (`saved`) or without a saved record.
#[must_use]
pub const fn crash_ready(saved: bool) -> &'static str {
    if saved {
        "data-saved"
    } else {
        "data-unsaved"
    }
}

#[cfg(test)]
mod tests;
