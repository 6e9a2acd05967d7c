//! The layers above the game, a sub-model that never sees the root state ([`Overlays`]):
//! the menu, a first visit's welcome card and the rules dialog (whose body is fetched
//! the first time it opens). What a layer leads to in the rest of the page (a lesson, the
//! save panel) is handed back to the root as a `Then`. The view
//! shows them (`view::overlays`); the shell only reports their events and moves the focus
//! where an [`Effect::Focus`] says, once the view is written.

use crate::ui::error::FetchError;

pub use super::mode::{Overlays, RulesBody};
use super::page::Fetch;
use super::shared::Shared;
use super::{ids, Effect};

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

/// What a layer's event leads to beyond the layers, for the root to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Then {
    /// Learn mode's first lesson (the focus on its title).
    Learn,
    /// The save and share panel, its link selected.
    Share,
    /// The lesson with this id (the focus on its title once it opens).
    Lesson(String),
}

impl Shared {
    /// Moves the focus to the element `id` (its text selected if `select`) once the view
    /// is written.
    pub(super) fn focus(&mut self, id: &'static str, select: bool) {
        self.emit(Effect::Focus { id, select });
    }
}

impl Overlays {
    /// What the player did to a layer; `language`: the tag of the language the page
    /// speaks (the rules' body is fetched in it).
    #[inline(never)]
    pub(super) fn update(
        &mut self,
        shared: &mut Shared,
        what: Overlay,
        language: &'static str,
    ) -> Option<Then> {
        use Overlay as O;
        let mut then = None;
        match what {
            O::ToggleMenu => {
                let open = !self.menu;
                if open {
                    self.dismiss_welcome(shared);
                }
                self.menu = open;
            }
            O::CloseMenu { refocus } => {
                self.menu = false;
                if refocus {
                    shared.focus(ids::MENU_TOGGLE, false);
                }
            }
            O::ShowWelcome => {
                self.welcome = true;
                shared.emit(Effect::StoreWelcome(WELCOME_SHOWN));
                // At start: the first view is kept (on a phone held sideways the card is
                // below the board); its buttons stay above a phone's action bar.
                shared.emit(Effect::FocusInPlace(ids::WELCOME_LEARN));
            }
            O::CloseWelcome(next) => {
                self.dismiss_welcome(shared);
                shared.focus(next, false);
            }
            O::WelcomeLearn => {
                self.dismiss_welcome(shared);
                then = Some(Then::Learn);
            }
            O::WelcomeRules => {
                // The dialog gives the focus back to Rules when it closes.
                self.dismiss_welcome(shared);
                shared.focus(ids::OPEN_RULES, false);
                self.open_rules(shared, language);
            }
            O::Share => then = Some(Then::Share),
            O::OpenRules => self.open_rules(shared, language),
            O::CloseRules => self.rules = false,
            // The body of a language no longer spoken is dropped.
            O::RulesFetched(tag, _) if tag != self.rules_language => {}
            O::RulesFetched(_, Ok(html)) => self.body = RulesBody::Loaded(html.into()),
            O::RulesFetched(_, Err(why)) => self.body = RulesBody::Failed(why),
            O::TryLesson(id) => {
                self.rules = false;
                then = Some(Then::Lesson(id));
            }
        }
        shared.render();
        then
    }

    /// Puts the welcome card away for good, if it is on show (a choice was made).
    pub(super) fn dismiss_welcome(&mut self, shared: &mut Shared) {
        if std::mem::take(&mut self.welcome) {
            shared.emit(Effect::StoreWelcome(WELCOME_DISMISSED));
            shared.render();
        }
    }

    fn open_rules(&mut self, shared: &mut Shared, language: &'static str) {
        self.dismiss_welcome(shared);
        self.rules = true;
        if matches!(self.body, RulesBody::Absent | RulesBody::Failed(_)) {
            self.fetch_rules(shared, language);
        }
    }

    /// Fetches the rules page's body in the language tagged `language`.
    pub(super) fn fetch_rules(&mut self, shared: &mut Shared, language: &'static str) {
        self.body = RulesBody::Loading;
        self.rules_language = language;
        shared.emit(Effect::Fetch(Fetch::Rules(language)));
    }

    /// Opens (`true`) or closes "Your games" (`shown`: how many games it shows, a page
    /// again when it opens).
    #[inline(never)]
    pub(super) fn games_dialog(&mut self, shared: &mut Shared, open: bool, shown: &mut usize) {
        let was = std::mem::replace(&mut self.games, open);
        self.menu = false;
        if open && !was {
            *shown = super::archive::PAGE;
            self.games_said_from = shared.status_said;
        }
        if was && !open {
            shared.focus(ids::MENU_TOGGLE, false);
        }
        shared.render();
    }

    /// Closes the menu after an action in it that ended or replaced the game (a confirmed
    /// Resign or Agree a draw, a draw offered to a friend, a record imported): the focus,
    /// on a control no longer shown, goes back to its toggle.
    pub(super) fn close_menu_after_action(&mut self, shared: &mut Shared) {
        if std::mem::take(&mut self.menu) {
            shared.focus(ids::MENU_TOGGLE, false);
            shared.render();
        }
    }
}
