//! The one way the state changes: [`State::update`] hands each [`Command`] to the state's
//! handler for it, and what became of a copy is said.

use crate::ui::error::{FetchError, PageError};

use super::super::archive::{ArchiveInput, Status};
use super::super::clip::Clip;
use super::super::effect::Effect;
use super::super::ids;
use super::super::language::{tagged, Spoken};
use super::super::mistakes::Step;
use super::super::mode::Wanted;
use super::super::overlays::{RulesBody, Then};
use super::super::shelf::After;
use super::super::state::{State, Surroundings};
use super::{Command, CopyRefused, Edit, RECORD_FILE};
use crate::ui::words;

impl State {
    /// The one way the state changes: `command` happens at `world` (the clock, the date,
    /// the system's wishes). Returns what the shell must carry out, in order, and
    /// whether the command was refused (why, already said in the status line).
    pub fn update(
        &mut self,
        command: Command,
        world: Surroundings,
    ) -> (Vec<Effect>, Result<(), PageError>) {
        self.shared.world = world;
        self.sync_analysis_workers();
        let modal = self.modal_open();
        let result = self.apply(command);
        // A modal dialog opened or closed over the game: the clocks stand or run on.
        if self.modal_open() != modal {
            self.sync_clock();
            self.shared.render();
        }
        (self.take_effects(), result)
    }

    pub(in crate::app) fn apply(&mut self, command: Command) -> Result<(), PageError> {
        use Command as C;
        if let Some(refused) = self.refuse_engine_help(&command) {
            return refused;
        }
        // What finds a game in the archive waits until the database has answered: else a
        // link of a game kept only there would add it again, under another id.
        let command = if self.shelf.archive.status == Status::Opening {
            match command.waiting() {
                Ok(w) => {
                    self.shelf.archive.waiting.push(w);
                    return Ok(());
                }
                Err(c) => c,
            }
        } else {
            command
        };
        match command {
            C::Restore(r) => self.restore(*r),
            C::Start => return self.start().map_or(Ok(()), |o| self.apply(o.into())),
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
                if !self.ground.end_preview(&mut self.shared) {
                    self.deselect();
                }
            }
            C::BoardBlurred => self.board_blurred(),
            C::Redraw => self.shared.request_redraw(),
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
            C::Games(open) => {
                let shown = &mut self.shelf.archive.shown;
                self.overlays.games_dialog(&mut self.shared, open, shown);
            }
            C::Archive(input) => return self.archive_input(input),
            C::Export(input) => return self.export_input(input),
            C::OpenKept(id) => return self.open_kept(Some(&id)),
            C::OpenFriendGame(id) => return self.open_friend_game(&id),
            C::Friend(input) => return self.friend_input(input),
            C::Resign => return self.resign_now(),
            C::OtherTabKept(text) => {
                self.shelf.kept_elsewhere(&text);
                self.shared.render();
            }
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
            C::OpenFragment(fragment) => self.open_fragment(&fragment),
            C::OtherTabGame(text) => self.adopt_from_other_tab(&text),
            C::ShowPly(ply) => self.show_ply(ply),
            C::BrowseBy(delta) => self.browse_by(delta),
            C::SetSeat(side, seat) => return self.set_seat(side, seat),
            C::TogglePause => self.toggle_pause(),
            C::Hint => self.hint(),
            C::Flip => self.flip(),
            C::SetAutoFlip(on) => self.set_auto_flip(on),
            C::SetRepetition(on) => self.set_repetition(on),
            C::SavePanel(open) => self.shelf.set_save_panel(&mut self.shared, open),
            C::Say(msg) => self.shared.set_status(msg),
            C::CopyRecord { open_panel } => {
                if open_panel {
                    self.open_share();
                }
                let text = self.record_text();
                self.shared.emit(Effect::Copy {
                    text,
                    what: Clip::Record,
                });
            }
            C::CopyPosition => {
                let text = self.position_text();
                self.shared.emit(Effect::Copy {
                    text,
                    what: Clip::Position,
                });
            }
            C::CopyLink => {
                let text = self.share_url();
                self.shared.emit(Effect::Copy {
                    text,
                    what: Clip::Link,
                });
            }
            C::CopyPuzzleLink => {
                if let Some(text) = self.puzzle_link() {
                    self.shared.emit(Effect::Copy {
                        text,
                        what: Clip::PuzzleLink,
                    });
                }
            }
            C::DownloadRecord => {
                let text = self.record_text();
                self.shared.emit(Effect::Download {
                    name: RECORD_FILE,
                    text,
                });
            }
            C::Copied(what, result) => self.copied(what, result),
            C::DownloadFailed(why) => self
                .shared
                .set_status(words::download_failed(&self.shared.speaker, &why)),
            C::SetDisplay(display) => {
                self.prefs.set_display(&mut self.shared, display);
                self.store_settings();
            }
            C::SystemScheme(dark) => self.prefs.system_scheme(&mut self.shared, dark),
            C::OtherTabSettings(theirs) => {
                let ours = self.settings();
                let merged = self.prefs.stored_elsewhere(&mut self.shared, ours, theirs);
                self.take_merged(merged);
            }
            C::OpenPuzzle(wanted, request) => self.open_puzzle(wanted, request),
            C::WantPuzzleSet => self.modes.puzzles.want_set(&mut self.shared),
            C::PuzzlesLoaded(text) => self.puzzles_loaded(text),
            C::PuzzleRetry => {
                let then = self.modes.puzzle_retry(&mut self.shared);
                self.follow(then);
            }
            C::PuzzleShowSolution => {
                let then = self.modes.puzzle_show_solution(&mut self.shared);
                self.follow(then);
            }
            C::PuzzleNext => self.open_puzzle(Wanted::Next, 0),
            C::LeavePuzzles => self.leave_puzzles(),
            C::Puzzles => {
                self.dismiss_welcome();
                if self.modes.in_puzzle() {
                    self.leave_puzzles();
                } else {
                    self.open_puzzle(Wanted::Next, 0);
                }
            }
            C::OtherTabPuzzles(p) => self.modes.puzzles_stored_elsewhere(&mut self.shared, p),
            C::PuzzleChoice(c) => return self.modes.puzzles.choose(&mut self.shared, c),
            C::Learn => {
                self.dismiss_welcome();
                self.learn();
            }
            C::OpenLesson(id) => return self.open_lesson_id(&id),
            C::OpenLessonAt(index) => self.open_lesson(index),
            C::LessonRetry => {
                if let Some(pos) = self.modes.lesson_retry() {
                    self.restart_lesson(pos);
                }
            }
            C::LessonNext => self.lesson_next(),
            C::LeaveLessons => self.leave_lessons(),
            C::OtherTabLessons(p) => self.modes.lessons_stored_elsewhere(&mut self.shared, p),
            C::SetThreats(on) => self.set_threats(on),
            C::SetAnalysis(on) => self.set_analysis(on),
            C::SetAnalysisLines(n) => {
                let board = self.modes.board(&self.game);
                self.study.set_analysis_lines(&mut self.shared, board, n)?;
                // The line previewed is gone with the lines.
                self.ground.end_preview(&mut self.shared);
            }
            C::SetAnalysisWorkers(n) => return self.set_analysis_workers(n),
            C::SetLanguage(tag) => return self.set_language(&tag),
            C::CatalogueFetched(tag, text) => self.catalogue_fetched(tag, text),
            C::ToggleEditor => self.toggle_editor(),
            C::CloseEditor => {
                if self.editing() {
                    self.toggle_editor();
                }
            }
            C::Edit(Edit::Tool(tool)) => self.modes.edit(&mut self.shared, |e| e.set_tool(tool)),
            C::Edit(Edit::Turn(side)) => self.modes.edit(&mut self.shared, |e| e.set_turn(side)),
            C::Edit(Edit::Setup(setup)) => {
                self.modes.edit(&mut self.shared, |e| e.set_setup(setup))
            }
            C::EditBinding(text) => self.modes.edit_binding(&mut self.shared, &text),
            C::EditNumber(text) => self.modes.edit_number(&mut self.shared, &text),
            C::EditTcn(text) => self.modes.edit_tcn(&mut self.shared, &text),
            C::EditPlay => return self.edit_play(),
            C::EditAnalyse => {
                self.edit_play()?;
                if !self.study.analysis.is_on() {
                    self.set_analysis(true);
                }
            }
            C::StartReview => {
                let board = self.modes.board(&self.game);
                self.study.start_review(&mut self.shared, board);
            }
            C::CancelReview => self.study.cancel_review(&mut self.shared),
            C::ExportReview => self.export_review(),
            C::Mistakes(step) => return self.mistakes_step(step),
            C::PreviewLine(line, index) => self.preview_line(line, index),
            C::GraphClicked(fraction) => {
                if let Some(ply) = self.study.graph_ply(self.board(), fraction) {
                    self.show_ply(ply);
                }
            }
            C::Overlay(what) => {
                let language = self.language().tag;
                match self.overlays.update(&mut self.shared, what, language) {
                    Some(Then::Learn) => {
                        self.learn();
                        self.shared.focus(ids::LESSON_TITLE, false);
                    }
                    Some(Then::Share) => {
                        self.open_share();
                        self.shared.focus(ids::SHARE_LINK, true);
                    }
                    Some(Then::Lesson(id)) if self.open_lesson_id(&id).is_ok() => {
                        self.shared.focus(ids::LESSON_TITLE, false);
                    }
                    Some(Then::Lesson(_)) | None => {}
                }
            }
            C::BoardSize(size, keep) => {
                self.ground.board_size = size.and_then(crate::ui::layout::clamp_board);
                if keep {
                    self.shared
                        .emit(Effect::StoreBoardSize(self.ground.board_size));
                }
                self.shared.render();
            }
            C::Timer(timer) => self.timer(timer),
            C::ComputerAnswered(serial, answer) => self.computer_answered(serial, answer),
            C::ComputerDue(serial) => self.computer_due(serial),
            C::AnalysisInfo(serial, line) => {
                let board = self.modes.board(&self.game);
                self.study
                    .analysis_info(&mut self.shared, board, serial, &line);
            }
            C::AnalysisAnswered(serial, answer) => {
                let board = self.modes.board(&self.game);
                if self
                    .study
                    .analysis_answered(&mut self.shared, board, serial, answer)
                {
                    // The checkbox unticked, the analysis shown off.
                    self.update_study();
                }
            }
            C::Reviewed(serial, answer) if self.modes.mistakes_asked(serial) => {
                let then = self.modes.mistakes_answered(&mut self.shared, answer);
                self.follow(then);
            }
            C::Reviewed(serial, answer) => {
                let board = self.modes.board(&self.game);
                self.study.reviewed(&mut self.shared, board, serial, answer);
            }
            C::Defended(ticket, answer) => {
                let then = self.modes.puzzle_defended(&mut self.shared, ticket, answer);
                self.follow(then);
            }
            C::Saved(result) => {
                if self.shelf.saved(&mut self.shared, result) {
                    self.store_settings();
                }
            }
            C::SettingsStored(merged) => {
                let merged = self.prefs.stored(&mut self.shared, *merged);
                self.take_merged(merged);
            }
            C::PuzzleProgressStored(merged) => self.modes.puzzles.progress = *merged,
            C::LessonProgressStored(merged) => self.modes.lessons.progress = *merged,
            C::PreviousNotStored(why) => self.shelf.previous_not_stored(&mut self.shared, &why),
        }
        Ok(())
    }

    #[inline(never)]
    pub(super) fn archive_input(&mut self, input: ArchiveInput) -> Result<(), PageError> {
        let board = self.board_id().map(str::to_owned);
        let after = self
            .shelf
            .archive_input(&mut self.shared, input, board.as_deref())?;
        if after == After::SaveAndRunWaiting {
            self.save();
        }
        if after != After::Nothing {
            self.run_waiting();
        }
        Ok(())
    }

    /// Runs the commands that waited for the database, in their order.
    fn run_waiting(&mut self) {
        for w in std::mem::take(&mut self.shelf.archive.waiting) {
            // A refusal is said in the status line, as it would have been at once.
            let _ = self.apply(super::Command::from_waiting(w));
        }
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
                self.shared.set_status(what.done());
            }
            Err(why) => {
                if matches!(what, Clip::Record | Clip::Position | Clip::Link) {
                    self.open_share();
                }
                self.shared.set_status(match why {
                    CopyRefused::NoClipboard => words::say::NO_CLIPBOARD,
                    CopyRefused::Refused => words::say::CLIPBOARD_REFUSED,
                });
                self.shared.emit(Effect::Focus {
                    id: what.field(),
                    select: true,
                });
                self.shared.render();
            }
        }
    }

    /// The page is left (`pagehide`: a reload, a close, the back/forward cache): a
    /// running clock is paused, as it stood, and the game saved; a page that comes back
    /// from the cache finds it paused, the time away not charged.
    #[inline(never)]
    fn page_left(&mut self) {
        if self.clock_running().is_some() {
            self.set_paused(true);
        }
    }

    /// The script API's `pauseClock` / `resumeClock`: refused without clocks or once the
    /// game is over.
    #[inline(never)]
    fn pause_clock(&mut self, on: bool) -> Result<(), PageError> {
        if self.game_held() || self.board().clock().is_none() {
            return self.shared.refuse(PageError::NoClock);
        }
        if let Some(o) = self.board().game().outcome() {
            return self.shared.refuse(PageError::Over(o));
        }
        self.set_paused(on);
        Ok(())
    }

    // ----- the language (the sub-model is `language`, on `Prefs`) -----

    /// At start: the catalogue of the language wanted is asked for (English is there).
    pub(in crate::app) fn start_language(&mut self) {
        let tag = self.prefs.language_wanted();
        self.speak(tag, false);
    }

    /// The player chose the language tagged `tag` (exactly a tag of `LANGUAGES`):
    /// spoken once its catalogue is there, then remembered.
    #[inline(never)]
    fn set_language(&mut self, tag: &str) -> Result<(), PageError> {
        let Some(language) = tagged(tag) else {
            return self.shared.refuse(PageError::Language(tag.to_owned()));
        };
        self.speak(language.tag, true);
        self.shared.render();
        Ok(())
    }

    /// Another tab chose a language (`choice`): this tab speaks it too.
    pub(in crate::app) fn language_chosen_elsewhere(&mut self, choice: Option<&'static str>) {
        if let Some(tag) = self.prefs.chosen_elsewhere(choice) {
            self.speak(tag, false);
        }
    }

    /// Speaks `tag` ([`super::super::prefs::Prefs::speak`]).
    fn speak(&mut self, tag: &'static str, chosen: bool) {
        if let Some(spoken) = self.prefs.speak(&mut self.shared, tag, chosen) {
            self.after_spoken(spoken);
        }
    }

    /// The catalogue of `tag` came, or could not be had.
    #[inline(never)]
    fn catalogue_fetched(&mut self, tag: &str, text: Result<String, FetchError>) {
        if let Some(spoken) = self.prefs.catalogue_fetched(&mut self.shared, tag, text) {
            self.after_spoken(spoken);
        }
    }

    /// A language is spoken now: a choice is stored; the rules dialog's body, in another
    /// language, is fetched again.
    fn after_spoken(&mut self, spoken: Spoken) {
        if spoken.chosen {
            self.store_settings();
        }
        if let RulesBody::Loaded(_) | RulesBody::Loading = self.overlays.body {
            if self.overlays.rules_language != spoken.language.tag {
                self.overlays.body = RulesBody::Absent;
                if self.overlays.rules {
                    let language = spoken.language.tag;
                    self.overlays.fetch_rules(&mut self.shared, language);
                }
            }
        }
    }

    /// Refuses `command` with the reason if it asks for engine help while it is barred
    /// (fair play, as lichess offers no engine in a game being played: a game with a
    /// friend on another device gets none until it ends; every way to ask for it is a
    /// command, refused here in one place); `None` lets it through.
    pub(super) fn refuse_engine_help(
        &mut self,
        command: &Command,
    ) -> Option<Result<(), PageError>> {
        let editing = self.editing();
        let asks = matches!(
            command,
            Command::ToggleEditor if !editing
        ) || matches!(
            command,
            Command::Hint
                | Command::SetThreats(true)
                | Command::SetAnalysis(true)
                | Command::SetAnalysisLines(_)
                | Command::StartReview
                | Command::Mistakes(Step::Start)
                | Command::EditAnalyse
        );
        if !asks || !self.engine_help_barred() {
            return None;
        }
        self.interrupt();
        // A switch the player ticked is written back as it stands.
        self.shared.render();
        Some(self.shared.refuse(PageError::Friend(
            words::FRIEND_NO_HELP.said(&self.shared.speaker),
        )))
    }
}
