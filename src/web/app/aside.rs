//! The game in progress kept aside while a mode of its own (a puzzle, a lesson) is on the
//! board: the app's session becomes the mode's (so that every input, the board, the move
//! list and the script API work on it unchanged), and the game, its orientation, analysis
//! and threat overlay come back exactly as they were. The game's record and settings are
//! never written meanwhile (`App::save` and `App::settings` know).

use three_crowns::game::Game;
use three_crowns::position::Position;
use three_crowns::ui::error::PageError;
use three_crowns::ui::session::Session;
use three_crowns::ui::words;

use super::App;

/// The game kept aside, and how the page showed it.
pub(super) struct Aside {
    /// The game in progress, unchanged.
    game: Session,
    flipped: bool,
    auto_flip: bool,
    analysis: bool,
    threats: bool,
    /// A game another tab saved meanwhile, adopted on the way back.
    other_tab: Option<String>,
}

impl App {
    /// Puts the game aside and shows a game from `pos` in its place: the editor closed,
    /// the analysis and the threat overlay off (they would give the answer away), the
    /// board no longer turned to the side to move.
    pub(super) fn set_game_aside(&mut self, pos: Position) -> Aside {
        self.close_editor();
        let analysis = self.analysis.is_on();
        if analysis {
            self.analysis.set_on(false, &self.session);
        }
        let threats = self.threats.take().is_some();
        let mut session = self.session.clone();
        session.load(Game::new(pos));
        let game = std::mem::replace(&mut self.session, session);
        let aside = Aside {
            game,
            flipped: self.orientation.flipped,
            auto_flip: self.auto_flip,
            analysis,
            threats,
            other_tab: None,
        };
        self.auto_flip = false;
        aside
    }

    /// Brings the game back exactly as it was (adopting a game another tab saved
    /// meanwhile) and says so.
    pub(super) fn bring_game_back(&mut self, aside: Aside) {
        self.interrupt();
        self.input.clear();
        self.session = aside.game;
        self.orientation.flipped = aside.flipped;
        self.auto_flip = aside.auto_flip;
        if aside.threats {
            self.threats = Some(three_crowns::ui::threats::threats(self.session.displayed()));
        }
        if aside.analysis {
            self.analysis.set_on(true, &self.session);
        }
        self.set_status(words::PUZZLES_LEFT);
        self.refresh();
        if let Some(text) = aside.other_tab {
            self.adopt_from_other_tab(&text);
        }
    }

    /// Why a person's move is not taken now in puzzle or Learn mode (`None`: it is).
    pub(super) fn mode_refusal(&self) -> Option<PageError> {
        self.puzzle_refusal().or_else(|| self.lesson_refusal())
    }

    /// The game kept aside, if a puzzle or a lesson is on show.
    fn aside(&self) -> Option<&Aside> {
        self.puzzle_aside().or_else(|| self.lesson_aside())
    }

    /// Whether the game is aside (a puzzle or a lesson on show): it is not saved, the
    /// computer's seats do not move, the study tools are off.
    pub(super) fn game_aside(&self) -> bool {
        self.aside().is_some()
    }

    /// The game kept aside and its orientation (what settings and saving are about).
    pub(super) fn kept_game(&self) -> Option<(&Session, bool, bool)> {
        self.aside().map(|a| (&a.game, a.flipped, a.auto_flip))
    }

    /// Another tab saved its game while the game is aside: adopted on the way back.
    pub(super) fn keep_other_tab(&mut self, text: &str) -> bool {
        let aside = match self.puzzle_aside_mut() {
            Some(a) => Some(a),
            None => self.lesson_aside_mut(),
        };
        match aside {
            Some(a) => {
                a.other_tab = Some(text.to_string());
                true
            }
            None => false,
        }
    }
}
