//! Which command each of the page's plain controls sends: the page's events
//! (`app::events`) on every id named here ([`CLICKS`] on `click`, [`SWITCHES`] and
//! [`FIELDS`] on `change`, the editor's position text on `input`) hand what the event
//! carries to [`command`], and a list's item to [`item`].

use super::archive::ArchiveInput;
use super::export::{Deliver, ExportInput, Format};
use crate::types::Color;
use crate::ui::archive::{Kind, ResultFilter};
use crate::ui::computer::seat_from_value;
use crate::ui::settings::ThemeChoice;

use super::command::{Command, Edit};
use super::ids;
use super::mistakes::Step;
use super::puzzle_set::Chosen;
use super::state::{Declare, State};

/// What a control's event carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input<'a> {
    /// A button pressed.
    Click,
    /// A checkbox's new state.
    Checked(bool),
    /// A field's or a drop-down's value.
    Value(&'a str),
}

/// The buttons that send a command when clicked.
pub const CLICKS: &[&str] = &[
    ids::NEW_GAME,
    ids::UNDO,
    ids::REDO,
    ids::FLIP,
    ids::PAUSE,
    ids::HINT,
    ids::RESULT_NEW,
    ids::RESULT_SWAP,
    ids::RESULT_REVIEW,
    ids::RESIGN,
    ids::AGREE_DRAW,
    ids::NAV_FIRST,
    ids::NAV_PREV,
    ids::NAV_NEXT,
    ids::NAV_LAST,
    ids::BACK_TO_GAME,
    ids::LESSON_LEAVE,
    ids::LESSON_RETRY,
    ids::LESSON_NEXT,
    ids::LESSON_PUZZLES,
    ids::PUZZLE_LEAVE,
    ids::PUZZLE_RETRY,
    ids::PUZZLE_SOLUTION,
    ids::PUZZLE_NEXT,
    ids::REVIEW_GAME,
    ids::REVIEW_CANCEL,
    ids::REVIEW_EXPORT,
    ids::REVIEW_MISTAKES,
    ids::MISTAKES_HINT,
    ids::MISTAKES_SHOW,
    ids::MISTAKES_NEXT,
    ids::MISTAKES_LEAVE,
    ids::EDIT_POSITION,
    ids::EDIT_START,
    ids::EDIT_CLEAR,
    ids::EDIT_PLAY,
    ids::EDIT_ANALYSE,
    ids::COPY_RECORD,
    ids::SAVE_WARNING_COPY,
    ids::COPY_POSITION,
    ids::COPY_LINK,
    ids::PUZZLE_COPY_LINK,
    ids::DOWNLOAD_RECORD,
    ids::SAVE_WARNING_DOWNLOAD,
    ids::MENU_TOGGLE,
    ids::RESULT_SHARE,
    ids::OPEN_RULES,
    ids::CLOSE_RULES,
    ids::OPEN_LESSONS,
    ids::OPEN_PUZZLES,
    ids::WELCOME_LEARN,
    ids::WELCOME_RULES,
    ids::WELCOME_PLAY,
    ids::EDIT_CLOSE,
    ids::NG_CLOSE,
    ids::NG_COMPUTER,
    ids::NG_TWO,
    ids::REPLACE_KEEP,
    ids::REPLACE_DISCARD,
    ids::REPLACE_CANCEL,
    ids::OPEN_GAMES,
    ids::GAMES_CLOSE,
    ids::REOPEN_PREVIOUS,
    ids::NG_FRIEND,
    ids::FRIEND_SHARE,
    ids::FRIEND_COPY,
    ids::FRIEND_QR,
    ids::FRIEND_ACCEPT,
    ids::LIVE_WAIT,
    ids::LIVE_CLAIM,
    ids::LIVE_BY_LINKS,
    ids::LIVE_YES,
    ids::LIVE_NO,
    ids::GAMES_UNDO,
    ids::GAMES_MORE,
    ids::GAMES_DRILL,
    ids::GAMES_EXPORT,
    ids::RESULT_PNG,
    ids::RESULT_GIF,
    ids::COPY_PNG,
    ids::SAVE_PNG,
    ids::SAVE_GIF,
    ids::EXPORT_CANCEL,
];

/// The checkboxes that send a command when switched.
pub const SWITCHES: &[&str] = &[
    ids::AUTO_FLIP,
    ids::REPETITION,
    ids::THREATS,
    ids::ANALYSIS,
    ids::COLOUR_BLIND,
    ids::COORDS,
    ids::MUTE,
    ids::LIVE_CHAT_HIDE,
];

/// The fields and drop-downs that send a command when changed (the position text on
/// every input).
pub const FIELDS: &[&str] = &[
    ids::PUZZLE_THEME,
    ids::PUZZLE_LEVEL,
    ids::SEAT_WHITE,
    ids::SEAT_BLACK,
    ids::THEME,
    ids::ANALYSIS_WORKERS,
    ids::LANGUAGE,
    ids::EDIT_TURN,
    ids::EDIT_BINDING,
    ids::EDIT_NUMBER,
    ids::EDIT_TCN,
    ids::NG_LEVEL,
    ids::NG_COLOUR,
    ids::NG_WHITE_NAME,
    ids::NG_BLACK_NAME,
    ids::NG_CLOCK,
    ids::NG_MINUTES,
    ids::NG_INCREMENT,
    ids::NG_FRIEND_NAME,
    ids::NG_FRIEND_COLOUR,
    ids::NG_FRIEND_WAY,
    ids::FRIEND_NAME,
    ids::GAMES_SEARCH,
    ids::GAMES_RESULT,
    ids::GAMES_KIND,
    ids::ANALYSIS_LINES,
];

/// The lists' items that send a command when clicked: the list's id, the item's
/// selector and the attribute whose value the command takes ([`item`]). The shell finds
/// the item around a click's target (`app::events::Ev::items`).
pub const ITEMS: &[(&str, &str, &str)] = &[
    (ids::MOVES, "button.move", "data-ply"),
    (ids::MOVES, "#review-offer", "id"),
    (ids::LESSON_LIST, "button[data-lesson]", "data-lesson"),
    (ids::RULES, "button[data-lesson]", "data-lesson"),
    (ids::ANALYSIS_LINE, "button.line-move", "data-index"),
    (ids::EDITOR, "button.tool", "data-tool"),
    (ids::GAMES_LIST, "button[data-game]", "data-game"),
    (ids::FRIEND_LIST, "button[data-game]", "data-game"),
    (ids::PUZZLE_HISTORY, "button[data-puzzle]", "data-puzzle"),
    (ids::PUZZLE_RUN_LIST, "button[data-puzzle]", "data-puzzle"),
];

/// Make a picture of the archived game `game` (`None`: the board) in `format` for
/// `deliver`.
fn picture(format: Format, game: Option<&str>, deliver: Deliver) -> Command {
    Command::Export(ExportInput::Start {
        format,
        game: game.map(str::to_string),
        width: None,
        deliver,
    })
}

/// The command a click on an item of list `list` sends, its attribute's `value` given
/// ([`ITEMS`]); `None` for a value that names nothing.
#[must_use]
pub fn item(list: &str, value: &str) -> Option<Command> {
    use super::overlays::Overlay;
    Some(match list {
        ids::MOVES if value == ids::REVIEW_OFFER => Command::StartReview,
        ids::MOVES => Command::ShowPly(value.parse().ok()?),
        ids::LESSON_LIST => Command::OpenLesson(value.to_string()),
        // A rules section's "Try it": the dialog closes and its lesson opens.
        ids::RULES => Command::Overlay(Overlay::TryLesson(value.to_string())),
        ids::ANALYSIS_LINE => match value.split_once(':') {
            Some((line, index)) => Command::PreviewLine(line.parse().ok()?, index.parse().ok()?),
            None => Command::PreviewLine(0, value.parse().ok()?),
        },
        ids::EDITOR => Command::Edit(Edit::Tool(crate::ui::editor::Tool::from_code(value)?)),
        ids::GAMES_LIST => match value.split_once(':') {
            Some(("delete", id)) => Command::Archive(ArchiveInput::Delete(id.to_string())),
            Some(("gif", id)) => picture(Format::Gif, Some(id), Deliver::Share),
            Some(("png", id)) => picture(Format::Png, Some(id), Deliver::Download),
            Some(_) => return None,
            None => Command::OpenKept(value.to_string()),
        },
        ids::FRIEND_LIST => Command::OpenFriendGame(value.to_string()),
        ids::PUZZLE_HISTORY | ids::PUZZLE_RUN_LIST => {
            Command::OpenPuzzle(super::mode::Wanted::Id(value.to_string()), 0)
        }
        _ => return None,
    })
}

/// The command control `id` sends for `input`, given the state (the display settings
/// change one at a time); `None` for a control or an input not named here.
///
/// A first visit's controls (`app::events::FIRST_VISIT`: the welcome card's Play, New
/// game and its dialog, the question before a game is replaced, Undo, Redo, the move
/// list's arrows, Flip) are answered here; every other control by `seldom_click`,
/// `switched` and `changed`, which the split leaves in the rest of the page's wasm (the
/// page asks only of a button's id: `app::events`).
#[must_use]
pub fn command(state: &State, id: &str, input: Input<'_>) -> Option<Command> {
    use super::new_game::{Decision, DialogInput as D, Way};
    use crate::ui::friend::live::Act;
    use Command as C;
    match input {
        Input::Click => Some(match id {
            ids::NEW_GAME | ids::RESULT_NEW | ids::WELCOME_PLAY => C::NewGame,
            ids::UNDO if state.live_on_board() => {
                C::Friend(super::friend::FriendInput::Takeback(Act::Offer))
            }
            ids::UNDO => C::Undo,
            ids::REDO => C::Redo,
            ids::FLIP => C::Flip,
            ids::NAV_FIRST => C::ShowPly(0),
            ids::NAV_PREV => C::BrowseBy(-1),
            ids::NAV_NEXT => C::BrowseBy(1),
            ids::NAV_LAST | ids::BACK_TO_GAME => C::ShowPly(usize::MAX),
            ids::NG_CLOSE => C::NewGameDialog(D::Close),
            ids::NG_COMPUTER => C::NewGameDialog(D::Start(Way::Computer)),
            ids::NG_TWO => C::NewGameDialog(D::Start(Way::TwoPlayers)),
            ids::NG_FRIEND => C::NewGameDialog(D::Start(Way::Friend)),
            ids::REPLACE_KEEP => C::Replace(Decision::Keep),
            ids::REPLACE_DISCARD => C::Replace(Decision::Discard),
            ids::REPLACE_CANCEL => C::Replace(Decision::Cancel),
            _ => return seldom_click(state, id),
        }),
        Input::Checked(on) => switched(state, id, on),
        Input::Value(v) => changed(state, id, v),
    }
}

/// The command a click on control `id`, not a first visit's, sends ([`command`]).
#[inline(never)]
fn seldom_click(state: &State, id: &str) -> Option<Command> {
    use super::friend::{FriendInput as F, Send};
    use super::overlays::Overlay as O;
    use crate::ui::friend::live::Act;
    use Command as C;
    Some(match id {
        ids::PAUSE => C::TogglePause,
        ids::RESULT_SWAP if state.live_on_board() => C::Friend(F::Rematch(Act::Offer)),
        ids::HINT => C::Hint,
        ids::RESULT_SWAP => C::SwapAndPlayAgain,
        ids::RESULT_REVIEW | ids::REVIEW_GAME => C::StartReview,
        ids::RESIGN => C::Declare(Declare::Resign),
        ids::AGREE_DRAW => C::Declare(Declare::Draw),
        ids::LESSON_LEAVE => C::LeaveLessons,
        ids::LESSON_RETRY => C::LessonRetry,
        ids::LESSON_NEXT => C::LessonNext,
        ids::LESSON_PUZZLES => C::LessonPuzzles,
        ids::PUZZLE_LEAVE => C::LeavePuzzles,
        ids::PUZZLE_RETRY => C::PuzzleRetry,
        ids::PUZZLE_SOLUTION => C::PuzzleShowSolution,
        ids::PUZZLE_NEXT => C::PuzzleNext,
        ids::PUZZLE_STREAK => C::StartPuzzleRun(crate::ui::puzzle::RunKind::Streak),
        ids::PUZZLE_STORM => C::StartPuzzleRun(crate::ui::puzzle::RunKind::Storm),
        ids::REVIEW_CANCEL => C::CancelReview,
        ids::REVIEW_EXPORT => C::ExportReview,
        ids::REVIEW_MISTAKES => C::Mistakes(Step::Start),
        ids::MISTAKES_HINT => C::Mistakes(Step::Hint),
        ids::MISTAKES_SHOW => C::Mistakes(Step::Show),
        ids::MISTAKES_NEXT => C::Mistakes(Step::Next),
        ids::MISTAKES_LEAVE => C::Mistakes(Step::Leave),
        ids::GAMES_DRILL => C::Mistakes(Step::Train),
        ids::EDIT_POSITION => C::ToggleEditor,
        ids::EDIT_START => C::Edit(Edit::Setup(crate::position::Position::start().setup())),
        ids::EDIT_CLEAR => C::Edit(Edit::Setup(crate::position::Setup::empty())),
        ids::EDIT_PLAY => C::EditPlay,
        ids::EDIT_ANALYSE => C::EditAnalyse,
        ids::COPY_RECORD => C::CopyRecord { open_panel: false },
        // The notice that the game is not being saved: the record also shows in the
        // save panel's box, to copy by hand.
        ids::SAVE_WARNING_COPY => C::CopyRecord { open_panel: true },
        ids::COPY_POSITION => C::CopyPosition,
        ids::COPY_LINK => C::CopyLink,
        ids::PUZZLE_COPY_LINK => C::CopyPuzzleLink,
        ids::DOWNLOAD_RECORD | ids::SAVE_WARNING_DOWNLOAD => C::DownloadRecord,
        ids::MENU_TOGGLE => C::Overlay(O::ToggleMenu),
        ids::RESULT_SHARE => C::Overlay(O::Share),
        ids::OPEN_RULES => C::Overlay(O::OpenRules),
        ids::CLOSE_RULES => C::Overlay(O::CloseRules),
        ids::OPEN_LESSONS => C::Learn,
        ids::OPEN_PUZZLES => C::Puzzles,
        ids::WELCOME_LEARN => C::Overlay(O::WelcomeLearn),
        ids::WELCOME_RULES => C::Overlay(O::WelcomeRules),
        ids::EDIT_CLOSE => C::CloseEditor,
        ids::OPEN_GAMES => C::Games(true),
        ids::GAMES_CLOSE => C::Games(false),
        ids::REOPEN_PREVIOUS => C::ReopenPrevious,
        ids::FRIEND_SHARE => C::Friend(F::Send(Send::Share)),
        ids::FRIEND_COPY => C::Friend(F::Send(Send::Copy)),
        ids::FRIEND_QR => C::Friend(F::Send(Send::Qr)),
        ids::FRIEND_ACCEPT => C::Friend(F::AcceptDraw),
        ids::LIVE_WAIT => C::Friend(F::Live(super::live::LiveInput::Wait)),
        ids::LIVE_CLAIM => C::Friend(F::Claim),
        ids::LIVE_BY_LINKS => C::Friend(F::ByLinks),
        ids::LIVE_YES => C::Friend(F::Answer(true)),
        ids::LIVE_NO => C::Friend(F::Answer(false)),
        ids::GAMES_UNDO => C::Archive(ArchiveInput::UndoDelete),
        ids::GAMES_MORE => C::Archive(ArchiveInput::More),
        ids::GAMES_EXPORT => C::Archive(ArchiveInput::Export),
        ids::RESULT_PNG | ids::SAVE_PNG => picture(Format::Png, None, Deliver::Download),
        ids::COPY_PNG => picture(Format::Png, None, Deliver::Copy),
        ids::RESULT_GIF | ids::SAVE_GIF => picture(Format::Gif, None, Deliver::Share),
        ids::EXPORT_CANCEL => C::Export(ExportInput::Cancel),
        _ => return None,
    })
}

/// The command switch `id` sends, switched `on` ([`command`]).
#[inline(never)]
fn switched(state: &State, id: &str, on: bool) -> Option<Command> {
    use super::friend::FriendInput as F;
    use Command as C;
    let mut d = state.display();
    Some(match id {
        ids::AUTO_FLIP => C::SetAutoFlip(on),
        ids::REPETITION => C::SetRepetition(on),
        ids::THREATS => C::SetThreats(on),
        ids::ANALYSIS => C::SetAnalysis(on),
        ids::COLOUR_BLIND => C::SetDisplay({
            d.colour_blind = on;
            d
        }),
        ids::COORDS => C::SetDisplay({
            d.coords = on;
            d
        }),
        ids::MUTE => C::SetDisplay({
            d.muted = on;
            d
        }),
        ids::LIVE_CHAT_HIDE => C::Friend(F::ChatHidden(on)),
        _ => return None,
    })
}

/// The command field or drop-down `id` sends for its value `v` ([`command`]).
#[inline(never)]
fn changed(state: &State, id: &str, v: &str) -> Option<Command> {
    use super::friend::FriendInput as F;
    use super::new_game::DialogInput as D;
    use Command as C;
    Some(match id {
        ids::SEAT_WHITE => C::SetSeat(Color::White, seat_from_value(v)),
        ids::SEAT_BLACK => C::SetSeat(Color::Black, seat_from_value(v)),
        ids::THEME => {
            let mut d = state.display();
            d.theme = ThemeChoice::parse(v)?;
            C::SetDisplay(d)
        }
        ids::EDIT_TURN => C::Edit(Edit::Turn(match v {
            "b" => Color::Black,
            _ => Color::White,
        })),
        ids::EDIT_BINDING => C::EditBinding(v.to_string()),
        ids::EDIT_NUMBER => C::EditNumber(v.to_string()),
        ids::EDIT_TCN => C::EditTcn(v.to_string()),
        ids::NG_LEVEL => C::NewGameDialog(D::Level(v.to_string())),
        ids::NG_COLOUR => C::NewGameDialog(D::Colour(v.to_string())),
        ids::NG_WHITE_NAME => C::NewGameDialog(D::Name(Color::White, v.to_string())),
        ids::NG_BLACK_NAME => C::NewGameDialog(D::Name(Color::Black, v.to_string())),
        ids::NG_CLOCK => C::NewGameDialog(D::Clock(v.to_string())),
        ids::NG_MINUTES => C::NewGameDialog(D::Minutes(v.to_string())),
        ids::NG_INCREMENT => C::NewGameDialog(D::Increment(v.to_string())),
        ids::NG_FRIEND_NAME => C::NewGameDialog(D::FriendName(v.to_string())),
        ids::NG_FRIEND_COLOUR => C::NewGameDialog(D::FriendColour(v.to_string())),
        ids::NG_FRIEND_WAY => C::NewGameDialog(D::FriendWay(v.to_string())),
        ids::FRIEND_NAME => C::Friend(F::Name(v.to_string())),
        ids::GAMES_SEARCH => C::Archive(ArchiveInput::Search(v.to_string())),
        ids::GAMES_RESULT => C::Archive(ArchiveInput::Result(ResultFilter::from_word(v))),
        ids::GAMES_KIND => C::Archive(ArchiveInput::Kind(Kind::from_word(v))),
        ids::ANALYSIS_LINES => C::SetAnalysisLines(v.parse().ok()?),
        ids::ANALYSIS_WORKERS => C::SetAnalysisWorkers(v.parse().ok()?),
        ids::LANGUAGE => C::SetLanguage(v.to_string()),
        ids::PUZZLE_THEME => C::PuzzleChoice(Chosen::Theme(v.to_string())),
        ids::PUZZLE_LEVEL => C::PuzzleChoice(Chosen::Level(v.to_string())),
        _ => return None,
    })
}

/// The command a modal dialog's `close` event (Escape, or the view closing it) sends;
/// `None` for another element.
#[must_use]
pub fn dialog_closed(id: &str) -> Option<Command> {
    use super::new_game::{Decision, DialogInput};
    Some(match id {
        ids::RULES => Command::Overlay(super::overlays::Overlay::CloseRules),
        ids::NEW_GAME_DIALOG => Command::NewGameDialog(DialogInput::Close),
        ids::REPLACE_DIALOG => Command::Replace(Decision::Cancel),
        ids::GAMES_DIALOG => Command::Games(false),
        _ => return None,
    })
}

/// The modal dialogs, whose `close` event the shell reports ([`dialog_closed`]).
pub const DIALOGS: &[&str] = &[
    ids::RULES,
    ids::NEW_GAME_DIALOG,
    ids::REPLACE_DIALOG,
    ids::GAMES_DIALOG,
];

/// The command a key pressed on the board sends (the keyboard cursor, a press, Escape);
/// `None`: the board leaves the key to the page.
#[must_use]
pub fn board_key(key: &str) -> Option<Command> {
    Some(match key {
        "ArrowLeft" => Command::CursorBy(-1, 0),
        "ArrowRight" => Command::CursorBy(1, 0),
        "ArrowUp" => Command::CursorBy(0, -1),
        "ArrowDown" => Command::CursorBy(0, 1),
        "Enter" | " " => Command::PressCursor,
        "Escape" => Command::Escape,
        _ => return None,
    })
}

/// The command a key pressed on the page (not in a field that uses the keys itself, not
/// on the board) sends: browsing the game's moves; `None`: not the page's key.
#[must_use]
pub fn page_key(key: &str) -> Option<Command> {
    Some(match key {
        "ArrowLeft" => Command::BrowseBy(-1),
        "ArrowRight" => Command::BrowseBy(1),
        "Home" => Command::ShowPly(0),
        "End" => Command::ShowPly(usize::MAX),
        // A preview of an analysis line ends (or the selection is dropped) wherever the
        // focus is: the line's own button has it after a click.
        "Escape" => Command::Escape,
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
