//! The commands a first visit never sends (the menu's, the settings', Your games', the
//! lessons', the puzzles', the editor's, the review's, a friend's, the script API's...),
//! carried out apart from [`State::apply`]'s: the split of the page's wasm
//! (`scripts/split-wasm.mjs`) keeps a function whole, and this one goes with the rest.

use crate::ui::error::PageError;
use crate::ui::words;

use super::super::super::clip::Clip;
use super::super::super::effect::Effect;
use super::super::super::mistakes::Step;
use super::super::super::mode::Wanted;
use super::super::super::state::State;
use super::super::{Command, Edit, RECORD_FILE};

/// Carries out `command`, one that [`State::apply`] leaves to the rest.
#[inline(never)]
pub(super) fn apply(state: &mut State, command: Command) -> Result<(), PageError> {
    use Command as C;
    match command {
        C::PlayText(text, source) => return state.play_text(&text, source),
        C::Declare(what) => state.declare(what),
        C::SwapAndPlayAgain => state.swap_and_play_again(),
        C::ReopenPrevious => return state.open_kept(None),
        C::Games(open) => {
            let shown = &mut state.shelf.archive.shown;
            state.overlays.games_dialog(&mut state.shared, open, shown);
        }
        C::Export(input) => return state.export_input(input),
        C::OpenKept(id) => return state.open_kept(Some(&id)),
        C::OpenFriendGame(id) => return state.open_friend_game(&id),
        C::Friend(input) => return state.friend_input(input),
        C::Resign => return state.resign_now(),
        C::OtherTabKept(text) => {
            state.shelf.kept_elsewhere(&text);
            state.shared.render();
        }
        C::PauseClock(on) => return state.pause_clock(on),
        C::Import(text) => return state.import_record(&text),
        C::OpenFragment(fragment) => state.open_fragment(&fragment),
        C::OtherTabGame(text) => state.adopt_from_other_tab(&text),
        C::SetSeat(side, seat) => return state.set_seat(side, seat),
        C::TogglePause => state.toggle_pause(),
        C::Hint => state.hint(),
        C::SetAutoFlip(on) => state.set_auto_flip(on),
        C::SetRepetition(on) => state.set_repetition(on),
        C::SavePanel(open) => state.shelf.set_save_panel(&mut state.shared, open),
        C::CopyRecord { open_panel } => {
            if open_panel {
                state.open_share();
            }
            copy(state, state.record_text(), Clip::Record);
        }
        C::CopyPosition => copy(state, state.position_text(), Clip::Position),
        C::CopyLink => copy(state, state.share_url(), Clip::Link),
        C::CopyPuzzleLink => {
            if let Some(text) = state.puzzle_link() {
                copy(state, text, Clip::PuzzleLink);
            }
        }
        C::DownloadRecord => {
            let text = state.record_text();
            state.shared.emit(Effect::Download {
                name: RECORD_FILE,
                text,
            });
        }
        C::Copied(what, result) => state.copied(what, result),
        C::DownloadFailed(why) => state
            .shared
            .set_status(words::download_failed(&state.shared.speaker, &why)),
        C::SetDisplay(display) => {
            state.prefs.set_display(&mut state.shared, display);
            state.store_settings();
        }
        C::OtherTabSettings(theirs) => {
            let ours = state.settings();
            let merged = state
                .prefs
                .stored_elsewhere(&mut state.shared, ours, theirs);
            state.take_merged(merged);
        }
        C::OpenPuzzle(wanted, request) => state.open_puzzle(wanted, request),
        C::WantPuzzleSet => state.modes.puzzles.want_set(&mut state.shared),
        C::PuzzlesLoaded(text) => state.puzzles_loaded(text),
        C::PuzzleRetry => {
            let then = state.modes.puzzle_retry(&mut state.shared);
            state.follow(then);
        }
        C::PuzzleShowSolution => {
            let then = state.modes.puzzle_show_solution(&mut state.shared);
            state.follow(then);
        }
        C::PuzzleNext => state.open_puzzle(Wanted::Next, 0),
        C::LeavePuzzles => state.leave_puzzles(),
        C::Puzzles => {
            state.dismiss_welcome();
            if state.modes.in_puzzle() {
                state.leave_puzzles();
            } else {
                state.open_puzzle(Wanted::Next, 0);
            }
        }
        C::OtherTabPuzzles(p) => state.modes.puzzles_stored_elsewhere(&mut state.shared, p),
        C::OtherTabDrill(d) => state.modes.drill_stored_elsewhere(&mut state.shared, d),
        C::DrillStored(merged) => state.modes.drill_stored(*merged),
        C::Mistakes(Step::Train) => return state.start_drill(),
        C::PuzzleChoice(c) => return state.modes.puzzles.choose(&mut state.shared, c),
        C::StartPuzzleRun(kind) => state.start_puzzle_run(kind),
        C::Learn => {
            state.dismiss_welcome();
            state.learn();
        }
        C::OpenLesson(id) => {
            // As Learn does: a lesson opened, the welcome card has done its work.
            state.open_lesson_id(&id)?;
            state.dismiss_welcome();
        }
        C::OpenLessonAt(index) => state.open_lesson(index),
        C::LessonRetry => {
            if let Some(pos) = state.modes.lesson_retry() {
                state.restart_lesson(pos);
            }
        }
        C::LessonNext => state.lesson_next(),
        C::LessonPuzzles => {
            // The lesson's theme at any difficulty; the choice kept, as the panel's is.
            let Some(theme) = state.modes.lesson_puzzles() else {
                return Ok(());
            };
            let choice = crate::ui::puzzle::choice::Choice::new(Some(theme), None, None)
                .map_err(PageError::PuzzleChoice)?;
            let chosen = crate::app::Chosen::Set(choice);
            state.modes.puzzles.choose(&mut state.shared, chosen)?;
            state.dismiss_welcome();
            state.leave_lessons();
            state.open_puzzle(Wanted::Next, 0);
        }
        C::LeaveLessons => state.leave_lessons(),
        C::OtherTabLessons(p) => state.modes.lessons_stored_elsewhere(&mut state.shared, p),
        C::SetThreats(on) => state.set_threats(on),
        C::SetAnalysis(on) => state.set_analysis(on),
        C::SetAnalysisLines(n) => {
            let board = state.modes.board(&state.game);
            state
                .study
                .set_analysis_lines(&mut state.shared, board, n)?;
            // The line previewed is gone with the lines.
            state.ground.end_preview(&mut state.shared);
        }
        C::SetAnalysisWorkers(n) => return state.set_analysis_workers(n),
        C::SetLanguage(tag) => return state.set_language(&tag),
        C::ToggleEditor => state.toggle_editor(),
        C::CloseEditor => {
            if state.editing() {
                state.toggle_editor();
            }
        }
        C::Edit(Edit::Tool(tool)) => state.modes.edit(&mut state.shared, |e| e.set_tool(tool)),
        C::Edit(Edit::Turn(side)) => state.modes.edit(&mut state.shared, |e| e.set_turn(side)),
        C::Edit(Edit::Setup(setup)) => state.modes.edit(&mut state.shared, |e| e.set_setup(setup)),
        C::EditBinding(text) => state.modes.edit_binding(&mut state.shared, &text),
        C::EditNumber(text) => state.modes.edit_number(&mut state.shared, &text),
        C::EditTcn(text) => state.modes.edit_tcn(&mut state.shared, &text),
        C::EditPlay => return state.edit_play(),
        C::EditAnalyse => {
            state.edit_play()?;
            if !state.study.analysis.is_on() {
                state.set_analysis(true);
            }
        }
        C::StartReview => {
            let board = state.modes.board(&state.game);
            state.study.start_review(&mut state.shared, board);
        }
        C::CancelReview => state.study.cancel_review(&mut state.shared),
        C::ExportReview => state.export_review(),
        C::Mistakes(step) => return state.mistakes_step(step),
        C::PreviewLine(line, index) => state.preview_line(line, index),
        C::GraphClicked(fraction) => {
            if let Some(ply) = state.study.graph_ply(state.board(), fraction) {
                state.show_ply(ply);
            }
        }
        C::AnalysisInfo(serial, line) => {
            let board = state.modes.board(&state.game);
            state
                .study
                .analysis_info(&mut state.shared, board, serial, &line);
        }
        C::AnalysisAnswered(serial, answer) => {
            let board = state.modes.board(&state.game);
            if state
                .study
                .analysis_answered(&mut state.shared, board, serial, answer)
            {
                // The checkbox unticked, the analysis shown off.
                state.update_study();
            }
        }
        C::Reviewed(serial, answer) if state.modes.mistakes_asked(serial) => {
            let then = state.modes.mistakes_answered(&mut state.shared, answer);
            state.follow(then);
        }
        C::Reviewed(serial, answer) => {
            let board = state.modes.board(&state.game);
            let kept = state
                .study
                .reviewed(&mut state.shared, board, serial, answer);
            // A finished review is kept with its game: its stored record follows.
            if let Some(text) = kept.filter(|_| !state.game_aside()) {
                state.game.keep_review(Some(text));
                state.save();
            }
        }
        C::Defended(ticket, answer) => {
            let then = state
                .modes
                .puzzle_defended(&mut state.shared, ticket, answer);
            state.follow(then);
        }
        C::PreviousNotStored(why) => state.shelf.previous_not_stored(&mut state.shared, &why),
        // [`State::apply`]'s own, named so that a new command is placed in one or the other.
        C::Restore(..)
        | C::Start
        | C::Click(..)
        | C::PointerDown(..)
        | C::PointerMove(..)
        | C::PointerLeft
        | C::PointerUp(..)
        | C::PointerCancel(..)
        | C::CursorBy(..)
        | C::PressCursor
        | C::Escape
        | C::BoardBlurred
        | C::Redraw
        | C::Frame(..)
        | C::Undo
        | C::Redo
        | C::NewGame
        | C::NewGameDialog(..)
        | C::StartGame(..)
        | C::Replace(..)
        | C::Archive(..)
        | C::PageLeft
        | C::PageHidden
        | C::ShowPly(..)
        | C::BrowseBy(..)
        | C::Flip
        | C::Say(..)
        | C::SystemScheme(..)
        | C::CatalogueFetched(..)
        | C::Overlay(..)
        | C::BoardSize(..)
        | C::Timer(..)
        | C::ComputerAnswered(..)
        | C::ComputerDue(..)
        | C::Saved(..)
        | C::SettingsStored(..)
        | C::PuzzleProgressStored(..)
        | C::LessonProgressStored(..) => {}
    }
    Ok(())
}

/// Copies `text` (`what` it is) to the clipboard.
fn copy(state: &mut State, text: String, what: Clip) {
    state.shared.emit(Effect::Copy { text, what });
}
