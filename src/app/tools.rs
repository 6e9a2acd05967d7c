//! The study tools on the page: the threat overlay (computed by `ui::threats` on the main
//! thread: a few hundred microseconds), the position editor (`ui::editor`), the analysis
//! board and the post-game review (their searches in workers: `app::study`, `app::engines`,
//! `web::workers`).

use crate::game::Game;
use crate::types::Square;
use crate::ui::editor::Editor;
use crate::ui::error::PageError;
use crate::ui::words;

use super::effect::Effect;
use super::mode::{EditorMode, Mode, Typed};
use super::State;

// ----- the position editor -----

impl State {
    /// Whether the position editor is open.
    pub fn editing(&self) -> bool {
        matches!(self.modes.mode, Mode::Editor(_))
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.modes.mode {
            Mode::Editor(m) => Some(&m.editor),
            _ => None,
        }
    }

    fn editor_mut(&mut self) -> Option<&mut Editor> {
        match &mut self.modes.mode {
            Mode::Editor(m) => Some(&mut m.editor),
            _ => None,
        }
    }

    /// Opens the position editor on the position on show, or closes it; the game waits
    /// unchanged meanwhile. A puzzle or a lesson on show is left first: the editor opens
    /// over the game.
    #[inline(never)]
    pub(super) fn toggle_editor(&mut self) {
        self.leave_modes();
        self.interrupt();
        self.ground.input.clear();
        if self.editing() {
            self.modes.mode = Mode::Game;
            self.shared.set_status(words::say::EDITOR_CLOSED);
        } else {
            self.modes.mode = Mode::Editor(EditorMode::new(Editor::new(
                self.board().displayed().setup(),
            )));
            self.shared.set_status(words::say::EDITOR_OPEN);
        }
        // The turn line says what is set up while editing, the game's turn after.
        self.update_panel();
        self.editor_changed(None);
        // The game waits while the editor is open: the computer's search and the clocks
        // stop, and start again on the way back.
        self.think();
        self.sync_clock();
    }

    /// Reopens the editor as this tab left it before a reload (its arrangement kept in
    /// the tab's session storage), if it was open: a reload, the page's own (an update)
    /// or the player's, loses no set-up. Called at start, before the page is shown.
    pub(super) fn restore_editor(&mut self, text: &str) {
        let mut editor = Editor::new(self.board().displayed().setup());
        if editor.set_tcn(text).is_err() {
            // Not an arrangement this version can read: nothing to reopen.
            self.shared.emit(Effect::SaveEditorDraft(None));
            return;
        }
        self.modes.mode = Mode::Editor(EditorMode::new(editor));
        if self.shared.status.is_empty() {
            self.shared.quiet_status(words::say::EDITOR_REOPENED);
        }
    }

    /// Closes the editor without a word (a new game, an import or a link replaces the
    /// game it waits over).
    pub(super) fn close_editor(&mut self) {
        if self.editing() {
            self.modes.mode = Mode::Game;
            self.editor_changed(None);
        }
    }

    /// Refuses an action on the game while the editor is open (the game waits): says so
    /// and returns `true`.
    pub(super) fn refused_while_editing(&mut self) -> bool {
        let editing = self.editing();
        if editing {
            self.shared.set_status(words::say::GAME_WAITS_FOR_EDITOR);
        }
        editing
    }

    /// The editor changed (opened, edited or closed): its arrangement kept in the tab's
    /// session storage (see `restore_editor`), its panel shown (every box rewritten from
    /// the arrangement but the one the player typed in, `typed`) and the board drawn.
    fn editor_changed(&mut self, typed: Option<Typed>) {
        let draft = self.editor().map(Editor::tcn);
        self.shared.emit(Effect::SaveEditorDraft(draft));
        if let Mode::Editor(m) = &mut self.modes.mode {
            m.problem = None;
            m.typed = typed;
        }
        self.shared.render();
        self.shared.request_redraw();
    }

    /// The player typed in `field`: what is typed stays in its box.
    fn typed_in(&mut self, field: Typed) {
        if let Mode::Editor(m) = &mut self.modes.mode {
            m.typed = Some(field);
        }
    }

    /// A press on `sq` in the editor.
    pub(super) fn edit_press(&mut self, sq: Square) {
        if let Some(e) = self.editor_mut() {
            e.press(sq);
            self.editor_changed(None);
        }
    }

    /// A drag over `sq` in the editor.
    pub(super) fn edit_drag(&mut self, sq: Square) {
        if self.editor_mut().is_some_and(|e| e.drag_over(sq)) {
            self.editor_changed(None);
        }
    }

    /// Says why what was typed in the editor cannot be used.
    fn show_edit_problem(&mut self, said: words::say::Again) {
        if let Mode::Editor(m) = &mut self.modes.mode {
            m.problem = Some(said);
        }
        self.shared.render();
    }

    /// The end of a press in the editor.
    pub(super) fn edit_release(&mut self) {
        if let Some(e) = self.editor_mut() {
            e.release();
        }
    }

    /// Changes the editor's arrangement with `f`, then shows it (the text box rewritten).
    #[inline(never)]
    pub(super) fn edit(&mut self, f: impl FnOnce(&mut Editor)) {
        if let Some(e) = self.editor_mut() {
            f(e);
            self.editor_changed(None);
        }
    }

    /// The second-turn binding typed in the editor: a square, or `-` or nothing for none.
    #[inline(never)]
    pub(super) fn edit_binding(&mut self, text: &str) {
        let text = text.trim();
        let binding = if text.is_empty() || text == "-" {
            Ok(None)
        } else {
            text.to_ascii_lowercase().parse::<Square>().map(Some)
        };
        match binding {
            Ok(b) => self.edit(|e| e.set_binding(b)),
            Err(_) => {
                let wrong = crate::tcn::TcnError::BindingSquare(text.chars().take(20).collect());
                self.show_edit_problem(words::say::Again::new(move |t| {
                    words::reason_sentence(t, &wrong)
                }));
            }
        }
        self.typed_in(Typed::Binding);
    }

    /// The move number typed in the editor.
    #[inline(never)]
    pub(super) fn edit_number(&mut self, text: &str) {
        match text.trim().parse::<u32>() {
            Ok(n) => self.edit(|e| e.set_fullmove(n)),
            Err(_) => {
                let text = text.to_owned();
                self.show_edit_problem(words::say::Again::new(move |t| {
                    words::editor_bad_number(t, &text)
                }));
            }
        }
        self.typed_in(Typed::Number);
    }

    /// Position text typed in the editor: the board follows as soon as it reads; the box
    /// keeps what is typed.
    #[inline(never)]
    pub(super) fn edit_tcn(&mut self, text: &str) {
        let Some(e) = self.editor_mut() else {
            return;
        };
        match e.set_tcn(text) {
            Ok(()) => self.editor_changed(Some(Typed::Tcn)),
            Err(err) => self.show_edit_problem(words::say::Again::new(move |t| {
                words::editor_unreadable(t, &err)
            })),
        }
        self.typed_in(Typed::Tcn);
    }

    /// "Play from here": a new game from the editor's position (the game it replaces is
    /// kept as the previous game). An invalid arrangement is refused with its reason.
    #[inline(never)]
    pub(super) fn edit_play(&mut self) -> Result<(), PageError> {
        let Some(e) = self.editor() else {
            return Err(PageError::EditorNotOpen);
        };
        match e.check() {
            Ok(pos) => {
                self.modes.mode = Mode::Game;
                self.editor_changed(None);
                let mut game = Game::new(pos);
                game.set_repetition_rule(self.board().game().repetition_rule());
                let session = self.session_of(game);
                self.replace_session(session, words::say::SET_UP, true);
                Ok(())
            }
            Err(err) => self.shared.refuse(PageError::Editor(err)),
        }
    }
}
