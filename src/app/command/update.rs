//! The one way the state changes: [`State::update`] hands each [`Command`] to the state's
//! handler for it, and what became of a copy is said.

use crate::ui::error::{FetchError, PageError};

use super::super::archive::{ArchiveInput, Status};
use super::super::clip::Clip;
use super::super::effect::Effect;
use super::super::ids;
use super::super::language::{tagged, Spoken};
use super::super::mistakes::Step;
use super::super::overlays::{RulesBody, Then};
use super::super::shelf::After;
use super::super::state::{State, Surroundings};
use super::{Command, CopyRefused};

mod seldom;
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
            C::NewGame => self.open_new_game(),
            C::NewGameDialog(input) => self.new_game_dialog(input),
            C::StartGame(setup) => self.start_game(&setup),
            C::Replace(decision) => self.decide(decision),
            C::Archive(input) => return self.archive_input(input),
            C::PageLeft => self.page_left(),
            // Only a running clock has anything new to save.
            C::PageHidden => {
                if self.clock_running().is_some() {
                    self.sync_clock();
                    self.save();
                }
            }
            C::ShowPly(ply) => self.show_ply(ply),
            C::BrowseBy(delta) => self.browse_by(delta),
            C::Flip => self.flip(),
            C::Say(msg) => self.shared.set_status(msg),
            C::SystemScheme(dark) => self.prefs.system_scheme(&mut self.shared, dark),
            C::CatalogueFetched(tag, text) => self.catalogue_fetched(tag, text),
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
            // The rest: what a first visit never asks for.
            other => return seldom::apply(self, other),
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
        if self.live_on_board() {
            let why = words::live_no(&self.shared.speaker, words::LiveNo::NoPause);
            return self.shared.refuse(PageError::Friend(why));
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
                | Command::Mistakes(Step::Start | Step::Train)
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

impl State {
    /// Starts a Streak or a Storm (`app::puzzle_run`): its first puzzle opened, the game
    /// held if it is on show.
    #[inline(never)]
    fn start_puzzle_run(&mut self, kind: crate::ui::puzzle::RunKind) {
        self.dismiss_welcome();
        self.modes.puzzles.start_run(&mut self.shared, kind);
        self.open_puzzle(super::super::mode::Wanted::Run, 0);
    }

    /// Starts "Train your mistakes" (`app::drill`) on the person's mistakes of every
    /// kept review: another mode left, a review under way of the game stopped, the game
    /// held, the first puzzle the drill serves on show; refused, with why, when there is
    /// none or none is due now.
    #[inline(never)]
    pub(in crate::app) fn start_drill(&mut self) -> Result<(), PageError> {
        self.leave_modes();
        self.dismiss_welcome();
        let mistakes = self.shelf.mistakes();
        let (trial, game, run) = match self.modes.drill_start(&mut self.shared, mistakes) {
            Ok(first) => first,
            Err(why) => return self.shared.refuse(why),
        };
        self.overlays.games = false;
        if self.study.review.view(&self.game).is_some_and(|v| !v.done) {
            self.study.cancel_review(&mut self.shared);
        }
        let review = std::mem::take(&mut self.study.review);
        let (held, board) = self.hold_game(*game.start());
        let m = super::super::mode::MistakesMode::new(trial, board, held, review, game);
        self.modes.mode = super::super::mode::Mode::Mistakes(Box::new(m.drilling(run)));
        let flipped = &mut self.ground.orientation.flipped;
        let then = self.modes.start_mistakes(&mut self.shared, flipped);
        self.follow(then);
        self.modes.drill_started(&mut self.shared);
        self.shared.focus(ids::BOARD, false);
        Ok(())
    }

    /// The puzzle run's timer of `ticket` rang: its next puzzle opened when it is due.
    #[inline(never)]
    pub(in crate::app) fn puzzle_run_due(&mut self, ticket: u64) {
        if self.modes.puzzles.run_due(&mut self.shared, ticket) {
            self.open_puzzle(super::super::mode::Wanted::Run, 0);
        }
    }
}
