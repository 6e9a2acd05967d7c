//! More of the page's ids (`app::ids`, apart for the length of its file): a live game's
//! part of the friend game's panel, the New game dialog's choice between live and by
//! links, the puzzles' choice of theme and difficulty, their runs and the puzzles tried.

ids! {
    MORE_ALL;
    // ----- puzzles -----
    /// The choice of theme (a drop-down).
    PUZZLE_THEME = "puzzle-theme";
    /// The choice of difficulty (a drop-down).
    PUZZLE_LEVEL = "puzzle-level";
    /// Start a Streak.
    PUZZLE_STREAK = "puzzle-streak";
    /// Start a Storm.
    PUZZLE_STORM = "puzzle-storm";
    /// The run under way or over: its score, best and time left.
    PUZZLE_RUN = "puzzle-run";
    /// The run's summary, once over.
    PUZZLE_RUN_BOX = "puzzle-run-box";
    /// Its puzzles, solved and missed, each a button that reopens it.
    PUZZLE_RUN_LIST = "puzzle-run-list";
    /// The puzzles tried, newest first.
    PUZZLE_HISTORY_BOX = "puzzle-history-box";
    /// Their list, each a button that reopens it.
    PUZZLE_HISTORY = "puzzle-history";

    /// A lesson's way on to puzzles of its theme.
    LESSON_PUZZLES = "lesson-puzzles";

    // ----- a live game with a friend -----
    /// The New game dialog's way to play a friend: live or by links.
    NG_FRIEND_WAY = "ng-friend-way";
    /// What live play is.
    NG_FRIEND_ABOUT = "ng-friend-about";
    /// What play by links is.
    NG_FRIEND_ABOUT_LINKS = "ng-friend-about-links";
    /// A live game's part of the friend game's panel.
    LIVE_BOX = "live-box";
    /// Where the connection stands (Connected, with the round trip).
    LIVE_STATUS = "live-status";
    /// Wait for the friend who left.
    LIVE_WAIT = "live-wait";
    /// Claim the win when the friend left.
    LIVE_CLAIM = "live-claim";
    /// Go on by links, live play having failed.
    LIVE_BY_LINKS = "live-by-links";
    /// The chat's lines.
    LIVE_CHAT = "live-chat";
    /// The chat's form: Enter sends its field's line.
    LIVE_CHAT_FORM = "live-chat-form";
    /// The chat's field.
    LIVE_CHAT_INPUT = "live-chat-input";
    /// The switch that hides the chat.
    LIVE_CHAT_HIDE = "live-chat-hide";
    /// A takeback or a rematch asked and not yet answered, with Accept and Decline.
    LIVE_ASK = "live-ask";
    /// The person's rating against the computer (Your games).
    GAMES_RATING = "games-rating";
    /// Its line: the rating, its deviation and the games counted.
    GAMES_RATING_LINE = "games-rating-line";
    /// What the rating is.
    GAMES_RATING_ABOUT = "games-rating-about";
    /// Its table's rows: a heading row, then the results per level played.
    GAMES_LEVELS = "games-levels";
    /// "Train your mistakes" in Your games: its line, button and chart (hidden before
    /// any kept review marks a move of the person's).
    GAMES_TRAINING = "games-training";
    /// Its line: the person's mistakes, due now, learned.
    GAMES_TRAINING_LINE = "games-training-line";
    /// Train your mistakes.
    GAMES_DRILL = "games-drill";
    /// The person's accuracy in the last reviewed games: a bar each.
    GAMES_ACCURACY = "games-accuracy";
    /// "Learn from your mistakes"' title, or "Train your mistakes"'.
    MISTAKES_TITLE = "mistakes-title";
    /// The friend game's link and its label (a live game's only while it invites).
    FRIEND_LINK_ROW = "friend-link-row";
}

/// Accept what the friend asks (a button of [`LIVE_ASK`], built by the page).
pub const LIVE_YES: &str = "live-yes";
/// Decline what the friend asks (a button of [`LIVE_ASK`], built by the page).
pub const LIVE_NO: &str = "live-no";

/// Whether `id` is one of the page's ids named here or in `app::ids` (the tests'
/// check of every id the view and the controls use).
#[cfg(test)]
#[must_use]
pub fn known(id: &str) -> bool {
    super::ALL.contains(&id) || MORE_ALL.contains(&id) || [LIVE_YES, LIVE_NO].contains(&id)
}
