//! What the shell, the script API and the view read of the state (nothing here changes
//! it).

use crate::position::{Outcome, Position};
use crate::types::{Bitboard, Color, Move, Square};
use crate::ui::analysis;
use crate::ui::drag::Pointer;
use crate::ui::error::SaveError;
use crate::ui::input::{Consequences, Input, Selection};
use crate::ui::kept::{Filter, KeptGame};
use crate::ui::lang::{Language, Speaker};
use crate::ui::mistakes::Trial;
use crate::ui::session::Session;
use crate::ui::settings::{Display, Settings};
use crate::ui::theme::{Palette, Scheme};
use crate::ui::words;

use super::archive::{Archive, Listed};
use super::clocks::Clocks;
use super::computer::Computer;
use super::export::Making;
use super::mistakes;
use super::mode::{Mode, Overlays};
use super::state::{Declare, Running, State};

impl State {
    /// What the page shows now ([`super::view::view`]; links to the game and to puzzles
    /// are built on the page's address the shell gave with the last command).
    pub fn view(&self) -> super::view::View {
        super::view::view(self)
    }

    /// The board as drawn at `t` ms ([`super::view::scene`]).
    pub fn scene(&self, t: f64) -> crate::ui::scene::Scene<'_> {
        super::view::scene(self, t)
    }

    /// The board as a picture shows it ([`super::view::board_picture`]).
    pub(super) fn board_picture(&self) -> super::export::Picture {
        super::view::board_picture(self)
    }

    /// What the board shows now: the game (under the editor too), or the board of the
    /// puzzle, the lesson or "Learn from your mistakes" on show.
    pub fn board(&self) -> &Session {
        self.modes.board(&self.game)
    }

    /// What the board shows now, to change it (see [`State::board`]).
    pub(super) fn board_mut(&mut self) -> &mut Session {
        self.modes.board_mut(&mut self.game)
    }

    /// The game in progress (a mode's board is its own: the game is never swapped out).
    pub fn game(&self) -> &Session {
        &self.game
    }

    /// The legal moves of the live position.
    pub fn legal_moves(&self) -> &[Move] {
        &self.ground.legal
    }

    /// Whether Black is at the bottom of the board.
    pub fn flipped(&self) -> bool {
        self.ground.orientation.flipped
    }

    /// Whether a move is being animated.
    pub fn is_animating(&self) -> bool {
        self.ground.anim.is_some()
    }

    /// The square under a dragged piece (highlighted on the board), if any.
    pub fn drag_over(&self) -> Option<Square> {
        self.ground.pointer.over(self.ground.orientation)
    }

    /// The selected piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.ground.input.selected()
    }

    /// A double jump's chosen first landing, if any.
    pub fn via(&self) -> Option<Square> {
        match self.ground.input.selection() {
            Selection::Via { via, .. } => Some(via),
            _ => None,
        }
    }

    /// What the selection's moves would do, as the board marks it (nothing while
    /// browsing).
    pub fn consequences(&self) -> Consequences {
        if self.board().is_browsing() {
            return Consequences::default();
        }
        self.ground
            .input
            .consequences(self.board().game().position(), &self.ground.legal)
    }

    /// The status line's message.
    pub fn status(&self) -> &str {
        &self.shared.status
    }

    /// The computer player.
    pub fn computer(&self) -> &Computer {
        &self.computer
    }

    /// The hint on show for the live position, if any.
    pub fn shown_hint(&self) -> Option<Move> {
        self.computer.shown_hint(self.board())
    }

    /// Squares of the winning Crowned Troika in the position on show.
    pub fn winning_squares(&self) -> Bitboard {
        self.board().displayed().winning_squares()
    }

    pub(super) fn outcome(&self) -> Option<Outcome> {
        self.board().game().outcome()
    }

    /// The status line's message and how many messages have been said (a message is
    /// said every time, even one that repeats the last).
    pub fn status_line(&self) -> (&str, u64) {
        (&self.shared.status, self.shared.status_said)
    }

    /// The board's orientation.
    pub fn orientation(&self) -> crate::ui::geometry::Orientation {
        self.ground.orientation
    }

    /// Whether the board turns to the side to move after every move.
    pub fn auto_flip(&self) -> bool {
        self.ground.auto_flip
    }

    /// Whether a previous game exists (in this tab or in storage).
    pub fn has_previous(&self) -> bool {
        self.record_of(None).is_some()
    }

    /// Why the game is not being saved, while it is not.
    pub fn save_problem(&self) -> Option<&SaveError> {
        self.shelf.save_problem.as_ref()
    }

    /// The Resign or Agree a draw pressed once, waiting for the second press.
    pub fn confirming(&self) -> Option<Declare> {
        self.overlays.confirming
    }

    /// The annotated record the review exported, while it is shown.
    pub fn exported(&self) -> Option<&str> {
        self.shelf.exported.as_deref()
    }

    /// The piece held or dragged by a pointer.
    pub fn pointer(&self) -> &Pointer {
        &self.ground.pointer
    }

    /// The selection on the board.
    pub fn input(&self) -> &Input {
        &self.ground.input
    }

    /// The square a mouse points at, if any.
    pub fn hover(&self) -> Option<Square> {
        self.ground.hover
    }

    /// A position of the analysis's best line previewed on the board, with its move.
    pub fn preview(&self) -> Option<&(Position, Move)> {
        self.ground.preview.as_ref()
    }

    /// The running animation, if any.
    pub fn animation(&self) -> Option<&Running> {
        self.ground.anim.as_ref()
    }

    /// The address of this page with the game in its fragment.
    #[must_use]
    #[inline(never)]
    pub fn share_url(&self) -> String {
        let fragment = crate::ui::share::fragment(self.board().game());
        format!("{}#{fragment}", self.shared.page.url())
    }

    /// The link to the puzzle on show.
    #[must_use]
    #[inline(never)]
    pub fn puzzle_link(&self) -> Option<String> {
        let id = self.modes.puzzle_id()?;
        Some(super::view::puzzle_url(self.shared.page.url(), id))
    }

    /// The names the strips show, `[white, black]`: the players of the game on the
    /// board (`words::strip_name`), but in a puzzle or a lesson the solver is "You" and
    /// the other side the puzzle's or the lesson's, whatever seats play their moves (the
    /// puzzle's replies, and its solution when shown, come as the computer's do).
    #[must_use]
    pub fn strip_names(&self) -> [String; 2] {
        let t = &self.shared.speaker;
        let mode = match (self.modes.puzzle_mode(), self.modes.lesson_mode()) {
            (Some(m), _) => Some((m.attempt.solver(), false)),
            (None, Some(m)) => Some((m.attempt.learner(), true)),
            (None, None) => None,
        };
        [Color::White, Color::Black].map(|side| match mode {
            Some((you, lesson)) => words::exercise_strip(t, side == you, lesson),
            None => {
                let s = self.board();
                words::strip_name(t, side, s.seat(side), s.player_name(side))
            }
        })
    }

    /// The trial the finished review of the game offers, while the game is on show.
    pub(super) fn mistakes_offered(&self) -> Option<Trial> {
        let flipped = self.ground.orientation.flipped;
        let offered = mistakes::offered(&self.study.review, self.board(), flipped);
        offered.filter(|_| !self.game_held())
    }

    /// The archive as this tab knows it.
    #[must_use]
    pub fn archive(&self) -> &Archive {
        &self.shelf.archive
    }

    /// The id of the game on the board (the real game, not a mode's).
    pub(super) fn board_id(&self) -> Option<&str> {
        self.game().origin().id.as_deref()
    }

    /// Every game kept, newest first: the archive's, then those the previous version
    /// kept in `localStorage` not in it yet (or still there, without a database).
    #[must_use]
    pub fn all_games(&self) -> Vec<Listed> {
        self.shelf.all_games(self.board_id())
    }

    /// The page of "Your games" on show: the games its filter lists, up to the number
    /// shown, with how many it lists in all and whether any game is kept.
    #[must_use]
    pub fn games_page(&self) -> (Vec<Listed>, usize, bool) {
        self.shelf.games_page(self.board_id())
    }

    /// The person's rating and results against the computer's levels, from Your games.
    #[must_use]
    pub fn standing(&self) -> crate::ui::standing::Standing {
        self.shelf.standing(self.board_id())
    }

    /// "Train your mistakes" as Your games sums it up (`Shelf::training`).
    #[must_use]
    pub fn training(&self) -> crate::ui::drill::training::Training {
        (self.shelf).training(self.modes.drill.get(), self.shared.world.epoch_ms)
    }

    /// The games "Your games" lists (its filter and search applied), newest first.
    #[must_use]
    pub fn listed_games(&self, filter: &Filter) -> Vec<Listed> {
        self.shelf.listed_games(filter, self.board_id())
    }

    /// Every game of the archive (and those still kept in `localStorage`) as one
    /// `.tcg` file, newest first.
    #[must_use]
    pub fn archive_text(&self) -> String {
        self.shelf.archive_text()
    }

    /// The archived game `id`'s record, if there is one.
    #[must_use]
    pub fn archived_record(&self, id: &str) -> Option<&str> {
        self.shelf.archived_record(id)
    }

    /// Whether the Pause button holds anything: the computer's moves or the clocks.
    #[must_use]
    pub fn paused(&self) -> bool {
        self.computer.is_paused() || Clocks::paused(self.board())
    }

    /// The clocks as shown (`[white, black]`, ms), if the game has them.
    #[must_use]
    pub fn clocks_left(&self) -> Option<[u64; 2]> {
        Clocks::left(self.board(), self.shared.world.now_ms)
    }

    /// The side whose clock runs, if one does.
    #[must_use]
    pub fn clock_running(&self) -> Option<Color> {
        Clocks::running(self.board())
    }

    /// The page's words in the language it speaks now.
    #[must_use]
    pub fn speaker(&self) -> &Speaker {
        &self.shared.speaker
    }

    /// The language the page speaks now (another may be on its way).
    #[must_use]
    pub fn language(&self) -> &'static Language {
        self.shared.speaker.language()
    }

    /// The language chosen (`None`: the page follows the browser's preferred languages).
    #[must_use]
    pub fn language_setting(&self) -> Option<&'static str> {
        self.prefs.language_choice
    }

    /// The page's layers.
    #[must_use]
    pub fn overlays(&self) -> &Overlays {
        &self.overlays
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

    /// The GIF being made, if any.
    #[must_use]
    pub fn making(&self) -> Option<&Making> {
        self.export.making()
    }

    /// Whether the game on the board is the live game's: Undo asks the friend for a
    /// takeback, and the result card's Swap sides offers a rematch.
    pub fn live_on_board(&self) -> bool {
        self.modes.live.on_board(&self.game).is_some()
    }

    /// Whether engine help is barred now: the game on the board is a game with a friend
    /// that has not ended.
    #[must_use]
    pub fn engine_help_barred(&self) -> bool {
        self.board().friend().is_some() && self.board().game().outcome().is_none()
    }

    /// The games kept, newest first (their records).
    #[must_use]
    pub fn kept_records(&self) -> Vec<&str> {
        self.shelf.kept_records()
    }

    /// The games kept, as the list shows them, newest first.
    #[must_use]
    pub fn kept_games(&self) -> Vec<KeptGame> {
        self.shelf.kept_games()
    }

    /// The record of the kept game `id` ([`super::shelf::Shelf::record_of`]).
    pub(super) fn record_of(&self, id: Option<&str>) -> Option<String> {
        self.shelf.record_of(id, self.board_id())
    }

    /// Whether the game waits, held by a puzzle, a lesson or the editor.
    pub(super) fn game_held(&self) -> bool {
        self.game_aside() || self.editing()
    }

    /// Whether the Pause button is offered: a computer seat may move in the live game,
    /// or the game's clocks run (or are paused), unless they are a friend's too (a live
    /// game's clocks are both devices': neither pauses them alone).
    pub fn pause_offered(&self) -> bool {
        let clocks = self.board().clock().is_some()
            && self.board().friend().is_none()
            && !self.game_held()
            && self.board().game().outcome().is_none();
        clocks || Computer::pause_offered(self.board(), !self.game_held())
    }

    // ----- the study tools (`study/page.rs` reads them off the board on show) -----

    /// How many workers the analysis may search with here: the setting, bounded by the
    /// machine's cores.
    pub fn analysis_worker_count(&self) -> usize {
        analysis::workers_for(self.shared.page.cores, self.prefs.analysis_workers)
    }

    /// The game's record with the review's annotations; `None` without a finished
    /// review.
    pub fn annotated_record(&self) -> Option<String> {
        self.study
            .annotated_record(self.board(), &self.shared.world.today())
    }

    // ----- the settings, and how the page looks and sounds (`prefs`) -----

    /// The settings remembered: the game's orientation (as it was before a puzzle, a
    /// lesson or "Learn from your mistakes" took the board, whose orientation is its own).
    pub fn settings(&self) -> Settings {
        let (flipped, auto_flip) = match self.modes.held() {
            Some(held) => (held.flipped, held.auto_flip),
            None => (self.ground.orientation.flipped, self.ground.auto_flip),
        };
        self.prefs.settings(flipped, auto_flip)
    }

    /// Theme, palette, coordinates, sound.
    pub fn display(&self) -> Display {
        self.prefs.display()
    }

    /// The scheme shown: the player's choice, or the system's.
    pub fn scheme(&self) -> Scheme {
        self.prefs.scheme()
    }

    /// The board's colours.
    pub fn palette(&self) -> &'static Palette {
        self.prefs.palette()
    }

    /// The record the save panel copies and downloads: the game's `.tcg` record dated
    /// today, or the review's annotated record while it is shown.
    pub fn record_text(&self) -> String {
        self.shelf
            .record_text(self.board(), &self.shared.world.today())
    }

    /// What holds the board.
    pub fn mode(&self) -> &Mode {
        &self.modes.mode
    }

    /// Whether a mode holds the board (a puzzle or a lesson on show): it is not saved, the
    /// computer's seats do not move, the study tools are off.
    pub fn game_aside(&self) -> bool {
        self.modes.game_aside()
    }

    /// Whether the position editor is open.
    pub fn editing(&self) -> bool {
        self.modes.editing()
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&crate::ui::editor::Editor> {
        self.modes.editor()
    }

    /// The New game dialog and the question before replacing a game.
    #[must_use]
    pub fn starting(&self) -> &super::starting::Starting {
        &self.starting
    }

    /// The current position's TCN (RULES.md's position notation).
    #[inline(never)]
    pub fn position_text(&self) -> String {
        crate::tcn::to_tcn(self.board().game().position())
    }

    /// The link that carries the friend game as it is now, to be sent (the page's
    /// address with the game in its fragment).
    #[must_use]
    pub fn friend_link(&self) -> Option<String> {
        // A live game's link is its invitation: its moves travel by themselves.
        super::api::live::link(self)
            .or_else(|| super::friend::link_of(&self.game, self.shared.page.url()))
    }

    /// Every friend game: the one on the board first, then the kept ones, newest first.
    #[must_use]
    pub fn friend_games(&self) -> Vec<crate::ui::kept::FriendGame> {
        super::friend::games(&self.shelf, &self.game)
    }

    /// A game of this session's seats and names from `game` (a link's), without a clock.
    pub(super) fn session_of(&self, game: crate::game::Game) -> Session {
        let mut s = self.game().clone();
        s.load(game);
        s
    }
}
