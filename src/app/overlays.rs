//! The layers above the game, as the app core's state: the menu, a first visit's welcome
//! card and the rules dialog (whose body is fetched the first time it opens). The view
//! shows them (`view::overlays`); the shell only reports their events and moves the focus
//! where an [`Effect::Focus`] says, once the view is written.

use crate::ui::error::FetchError;

pub use super::mode::{Overlays, RulesBody};
use super::{ids, Effect, State};

/// What the player did to a layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The menu's toggle.
    ToggleMenu,
    /// The menu closes (an action in it that leaves it, a click outside it); `refocus`:
    /// Escape in it, and the focus goes back to its toggle.
    CloseMenu {
        /// Give the focus back to the toggle.
        refocus: bool,
    },
    /// Show the welcome card (a first visit).
    ShowWelcome,
    /// Put the welcome card away for good; the focus goes to `then`.
    CloseWelcome(&'static str),
    /// The welcome card's Learn.
    WelcomeLearn,
    /// The welcome card's Rules.
    WelcomeRules,
    /// The result card's Share: the menu's save and share panel, its link selected.
    Share,
    /// Open the rules dialog.
    OpenRules,
    /// The rules dialog closes (its button), or closed itself (Escape).
    CloseRules,
    /// The rules page's body in the language tagged (`ui::lang::LANGUAGES`) arrived, or
    /// why not.
    RulesFetched(&'static str, Result<String, FetchError>),
    /// A rules section's "Try it": the dialog closes and the lesson with this id opens.
    TryLesson(String),
}

/// What is stored once the welcome card has been shown, or put away.
pub const WELCOME_SHOWN: &str = "shown";
/// See [`WELCOME_SHOWN`].
pub const WELCOME_DISMISSED: &str = "dismissed";

impl State {
    /// The page's layers.
    #[must_use]
    pub fn overlays(&self) -> &Overlays {
        &self.overlays
    }

    #[inline(never)]
    pub(super) fn overlay(&mut self, what: Overlay) {
        use Overlay as O;
        match what {
            O::ToggleMenu => {
                let open = !self.overlays.menu;
                if open {
                    self.dismiss_welcome();
                }
                self.overlays.menu = open;
            }
            O::CloseMenu { refocus } => {
                self.overlays.menu = false;
                if refocus {
                    self.focus(ids::MENU_TOGGLE, false);
                }
            }
            O::ShowWelcome => {
                self.overlays.welcome = true;
                self.emit(Effect::StoreWelcome(WELCOME_SHOWN));
                // At start: the first view is kept (on a phone held sideways the card is
                // below the board); its buttons stay above a phone's action bar.
                self.emit(Effect::FocusInPlace(ids::WELCOME_LEARN));
            }
            O::CloseWelcome(then) => {
                self.dismiss_welcome();
                self.focus(then, false);
            }
            O::WelcomeLearn => {
                self.dismiss_welcome();
                self.learn();
                self.focus(ids::LESSON_TITLE, false);
            }
            O::WelcomeRules => {
                // The dialog gives the focus back to Rules when it closes.
                self.dismiss_welcome();
                self.focus(ids::OPEN_RULES, false);
                self.open_rules();
            }
            O::Share => {
                self.open_share();
                self.focus(ids::SHARE_LINK, true);
            }
            O::OpenRules => self.open_rules(),
            O::CloseRules => self.overlays.rules = false,
            // The body of a language no longer spoken is dropped.
            O::RulesFetched(tag, _) if tag != self.overlays.rules_language => {}
            O::RulesFetched(_, Ok(html)) => self.overlays.body = RulesBody::Loaded(html.into()),
            O::RulesFetched(_, Err(why)) => self.overlays.body = RulesBody::Failed(why),
            O::TryLesson(id) => {
                self.overlays.rules = false;
                if self.open_lesson_id(&id).is_ok() {
                    self.focus(ids::LESSON_TITLE, false);
                }
            }
        }
        self.render();
    }

    /// Whether a modal dialog is open (the rules, New game, the question before a game is
    /// replaced, the list of games): it keeps the keys.
    #[must_use]
    pub fn modal_open(&self) -> bool {
        self.overlays.rules
            || self.overlays.games
            || self.starting().open
            || self.starting().pending.is_some()
    }

    /// Puts the welcome card away for good, if it is on show (a choice was made).
    pub(super) fn dismiss_welcome(&mut self) {
        if std::mem::take(&mut self.overlays.welcome) {
            self.emit(Effect::StoreWelcome(WELCOME_DISMISSED));
            self.render();
        }
    }

    /// Opens the menu's save and share panel (its boxes filled).
    #[inline(never)]
    pub(super) fn open_share(&mut self) {
        self.dismiss_welcome();
        self.overlays.menu = true;
        self.set_save_panel(true);
    }

    fn open_rules(&mut self) {
        self.dismiss_welcome();
        self.overlays.rules = true;
        if matches!(self.overlays.body, RulesBody::Absent | RulesBody::Failed(_)) {
            self.fetch_rules();
        }
    }

    /// Fetches the rules page's body in the language the page speaks.
    pub(super) fn fetch_rules(&mut self) {
        let tag = self.language().tag;
        self.overlays.body = RulesBody::Loading;
        self.overlays.rules_language = tag;
        self.emit(Effect::FetchRules(tag));
    }

    /// Closes the menu after an action in it that ended or replaced the game (a confirmed
    /// Resign or Agree a draw, a draw offered to a friend, a record imported): the focus,
    /// on a control no longer shown, goes back to its toggle.
    pub(super) fn close_menu_after_action(&mut self) {
        if std::mem::take(&mut self.overlays.menu) {
            self.focus(ids::MENU_TOGGLE, false);
            self.render();
        }
    }

    pub(super) fn focus(&mut self, id: &'static str, select: bool) {
        self.emit(Effect::Focus { id, select });
    }
}
