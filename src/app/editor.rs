//! The position editor as a part of [`Modes`] (`ui::editor` arranges the pieces): opened
//! over the game (which waits, unchanged) and closed, pressed, dragged and typed in, kept
//! in the tab's session storage across a reload, and "Play from here" (the position
//! handed to the root, which starts the game).

use crate::position::Position;
use crate::types::Square;
use crate::ui::editor::Editor;
use crate::ui::error::PageError;
use crate::ui::words;

use super::effect::Effect;
use super::mode::{EditorMode, Mode, Modes, Typed};
use super::shared::Shared;

impl Modes {
    /// Whether the position editor is open.
    pub fn editing(&self) -> bool {
        matches!(self.mode, Mode::Editor(_))
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.mode {
            Mode::Editor(m) => Some(&m.editor),
            _ => None,
        }
    }

    fn editor_mut(&mut self) -> Option<&mut Editor> {
        match &mut self.mode {
            Mode::Editor(m) => Some(&mut m.editor),
            _ => None,
        }
    }

    /// Reopens the editor on `shown` as this tab left it before a reload (its arrangement kept in
    /// the tab's session storage), if it was open: a reload, the page's own (an update)
    /// or the player's, loses no set-up. Called at start, before the page is shown.
    #[inline(never)]
    pub(in crate::app) fn restore_editor(
        &mut self,
        shared: &mut Shared,
        shown: &Position,
        text: &str,
    ) {
        let mut editor = Editor::new(shown.setup());
        if editor.set_tcn(text).is_err() {
            // Not an arrangement this version can read: nothing to reopen.
            shared.emit(Effect::SaveEditorDraft(None));
            return;
        }
        self.mode = Mode::Editor(EditorMode::new(editor));
        if shared.status.is_empty() {
            shared.quiet_status(words::say::EDITOR_REOPENED);
        }
    }

    /// Closes the editor without a word (a new game, an import or a link replaces the
    /// game it waits over).
    #[inline(never)]
    pub(in crate::app) fn close_editor(&mut self, shared: &mut Shared) {
        if self.editing() {
            self.mode = Mode::Game;
            self.editor_changed(shared, None);
        }
    }

    /// Refuses an action on the game while the editor is open (the game waits): says so
    /// and returns `true`.
    pub(in crate::app) fn refused_while_editing(&mut self, shared: &mut Shared) -> bool {
        let editing = self.editing();
        if editing {
            shared.set_status(words::say::GAME_WAITS_FOR_EDITOR);
        }
        editing
    }

    /// The editor changed (opened, edited or closed): its arrangement kept in the tab's
    /// session storage (see `restore_editor`), its panel shown (every box rewritten from
    /// the arrangement but the one the player typed in, `typed`) and the board drawn.
    fn editor_changed(&mut self, shared: &mut Shared, typed: Option<Typed>) {
        let draft = self.editor().map(Editor::tcn);
        shared.emit(Effect::SaveEditorDraft(draft));
        if let Mode::Editor(m) = &mut self.mode {
            m.problem = None;
            m.typed = typed;
        }
        shared.render();
        shared.request_redraw();
    }

    /// The player typed in `field`: what is typed stays in its box.
    fn typed_in(&mut self, field: Typed) {
        if let Mode::Editor(m) = &mut self.mode {
            m.typed = Some(field);
        }
    }

    /// A press on `sq` in the editor.
    #[inline(never)]
    pub(in crate::app) fn edit_press(&mut self, shared: &mut Shared, sq: Square) {
        if let Some(e) = self.editor_mut() {
            e.press(sq);
            self.editor_changed(shared, None);
        }
    }

    /// A drag over `sq` in the editor.
    #[inline(never)]
    pub(in crate::app) fn edit_drag(&mut self, shared: &mut Shared, sq: Square) {
        if self.editor_mut().is_some_and(|e| e.drag_over(sq)) {
            self.editor_changed(shared, None);
        }
    }

    /// Says why what was typed in the editor cannot be used.
    fn show_edit_problem(&mut self, shared: &mut Shared, said: words::say::Again) {
        if let Mode::Editor(m) = &mut self.mode {
            m.problem = Some(said);
        }
        shared.render();
    }

    /// The end of a press in the editor.
    pub(in crate::app) fn edit_release(&mut self) {
        if let Some(e) = self.editor_mut() {
            e.release();
        }
    }

    /// Changes the editor's arrangement with `f`, then shows it (the text box rewritten).
    #[inline(never)]
    pub(in crate::app) fn edit(&mut self, shared: &mut Shared, f: impl FnOnce(&mut Editor)) {
        if let Some(e) = self.editor_mut() {
            f(e);
            self.editor_changed(shared, None);
        }
    }

    /// The second-turn binding typed in the editor: a square, or `-` or nothing for none.
    #[inline(never)]
    pub(in crate::app) fn edit_binding(&mut self, shared: &mut Shared, text: &str) {
        let text = text.trim();
        let binding = if text.is_empty() || text == "-" {
            Ok(None)
        } else {
            text.to_ascii_lowercase().parse::<Square>().map(Some)
        };
        match binding {
            Ok(b) => self.edit(shared, |e| e.set_binding(b)),
            Err(_) => {
                let wrong = crate::tcn::TcnError::BindingSquare(text.chars().take(20).collect());
                self.show_edit_problem(
                    shared,
                    words::say::Again::new(move |t| words::reason_sentence(t, &wrong)),
                );
            }
        }
        self.typed_in(Typed::Binding);
    }

    /// The move number typed in the editor.
    #[inline(never)]
    pub(in crate::app) fn edit_number(&mut self, shared: &mut Shared, text: &str) {
        match text.trim().parse::<u32>() {
            Ok(n) => self.edit(shared, |e| e.set_fullmove(n)),
            Err(_) => {
                let text = text.to_owned();
                self.show_edit_problem(
                    shared,
                    words::say::Again::new(move |t| words::editor_bad_number(t, &text)),
                );
            }
        }
        self.typed_in(Typed::Number);
    }

    /// Position text typed in the editor: the board follows as soon as it reads; the box
    /// keeps what is typed.
    #[inline(never)]
    pub(in crate::app) fn edit_tcn(&mut self, shared: &mut Shared, text: &str) {
        let Some(e) = self.editor_mut() else {
            return;
        };
        match e.set_tcn(text) {
            Ok(()) => self.editor_changed(shared, Some(Typed::Tcn)),
            Err(err) => self.show_edit_problem(
                shared,
                words::say::Again::new(move |t| words::editor_unreadable(t, &err)),
            ),
        }
        self.typed_in(Typed::Tcn);
    }

    /// Opens the position editor on `shown` (the position on show), or closes it, and
    /// says so.
    #[inline(never)]
    pub(in crate::app) fn toggle_editor(&mut self, shared: &mut Shared, shown: &Position) {
        if self.editing() {
            self.mode = Mode::Game;
            shared.set_status(words::say::EDITOR_CLOSED);
        } else {
            self.mode = Mode::Editor(EditorMode::new(Editor::new(shown.setup())));
            shared.set_status(words::say::EDITOR_OPEN);
        }
        self.editor_changed(shared, None);
    }

    /// "Play from here": the editor's position to start a game from, the editor closed;
    /// an invalid arrangement is refused with its reason.
    #[inline(never)]
    pub(in crate::app) fn edit_play(&mut self, shared: &mut Shared) -> Result<Position, PageError> {
        let Some(e) = self.editor() else {
            return Err(PageError::EditorNotOpen);
        };
        match e.check() {
            Ok(pos) => {
                self.mode = Mode::Game;
                self.editor_changed(shared, None);
                Ok(pos)
            }
            Err(err) => shared.refuse(PageError::Editor(err)),
        }
    }
}
