//! The words of the page's errors (`ui::error`): the `Display` of [`PageError`] and of
//! its causes. An action refused on the page reads as a sentence (the status line's), a
//! script API misuse or an engine question's failure as a clause (the script API's
//! `error`, a rejected promise's message, or a part of another sentence).

use crate::ui::lang::{side as side_arg, Arg, Speaker};
use std::fmt::{self, Display};

use super::reasons::Reason;

use crate::ui::computer::MAX_LEVEL;
use crate::ui::error::{
    ApiMisuse, Asked, EngineError, FetchError, PageError, PuzzleSetError, PuzzleWait, SaveError,
};

use super::{
    editor_invalid, hint_refused, import_failed, lesson_not_now, lesson_unknown, puzzle_unknown,
    puzzles_unavailable, say, sentence, submit_error, NO_EVALUATION, PUZZLES_LOADING,
};

/// A page error as the page says it, in `t`'s language (the script API says the same in
/// English, through `Display`; the errors not in the catalogue yet are English in every
/// language).
#[must_use]
pub fn page_error(t: &crate::ui::lang::Speaker, e: &PageError) -> String {
    match e {
        PageError::Refused(e) => submit_error(t, e),
        PageError::MoveText(e) => super::reason_sentence(t, e),
        PageError::EditorOpen => say::GAME_WAITS_FOR_EDITOR.said(t),
        PageError::LessonWaits { status, opponent } => lesson_not_now(t, *status, *opponent),
        PageError::Record(e) => import_failed(t, e),
        PageError::EditorNotOpen => say::EDITOR_NOT_OPEN.said(t),
        PageError::Editor(e) => editor_invalid(t, e),
        PageError::UnknownLesson(id) => lesson_unknown(t, id),
        PageError::UnknownPuzzle(id) => puzzle_unknown(t, id),
        PageError::PuzzlesLoading => PUZZLES_LOADING.said(t),
        PageError::PuzzleSet(e) => puzzles_unavailable(t, e),
        PageError::PuzzleChoice(e) => super::puzzle::choice_refused(t, e),
        PageError::HintWhileBrowsing => say::HINT_WHILE_BROWSING.said(t),
        PageError::NoHint { over } => hint_refused(*over).said(t),
        PageError::NoClock => super::NO_CLOCK.said(t),
        PageError::Over(o) => super::game_over(t, *o),
        PageError::NoKeptGame => say::NO_PREVIOUS.said(t),
        PageError::NotFriendGame => super::NOT_A_FRIEND_GAME.said(t),
        PageError::NoEvaluation => NO_EVALUATION.said(t),
        PageError::PuzzleWaits(w) => match w {
            PuzzleWait::Reply(side) => t.say("puzzle-wait-reply", &[("side", side_arg(*side))]),
            PuzzleWait::Answer(side) => t.say("puzzle-wait-answer", &[("side", side_arg(*side))]),
            PuzzleWait::TryOver => t.say("puzzle-wait-try-over", &[]),
            PuzzleWait::Over => t.say("puzzle-wait-over", &[]),
        },
        PageError::GameOnBoard => t.say("error-game-on-board", &[]),
        PageError::PictureWidth(w) => t.say(
            "error-picture-width",
            &[("width", Arg::Text(w.to_string()))],
        ),
        PageError::GifUnderWay => t.say("error-gif-under-way", &[]),
        PageError::NoMistakes => t.say("error-no-mistakes", &[]),
        PageError::NoMyMistakes => t.say("error-no-my-mistakes", &[]),
        PageError::NothingDue(ms) => {
            let when = super::drill_when(t, *ms as f64);
            t.say("error-nothing-due", &[("when", Arg::Text(when))])
        }
        PageError::MistakesWait => t.say("error-mistakes-wait", &[]),
        PageError::MistakesSettled => t.say("error-mistakes-settled", &[]),
        PageError::NothingDeleted => t.say("error-nothing-deleted", &[]),
        PageError::NoArchive => t.say("error-no-archive", &[]),
        PageError::KeptGame(id) => t.say("error-kept-game", &[("id", Arg::Text(id.clone()))]),
        PageError::FriendGame(id) => t.say("error-friend-game", &[("id", Arg::Text(id.clone()))]),
        other => other.to_string(),
    }
}

/// A page error as a clause: the engine's failures as clauses, any other error as the
/// sentence the page says for it.
impl Reason for PageError {
    fn reason(&self, t: &Speaker) -> String {
        match self {
            PageError::Engine(e) => e.reason(t),
            PageError::EngineSaid(message) => message.clone(),
            PageError::NoAnswer { lines, .. } => t.say(
                "reason-engine-reply",
                &[("lines", Arg::Text(lines.join(" | ")))],
            ),
            PageError::MoveText(e) => e.reason(t),
            other => page_error(t, other),
        }
    }
}

impl Display for PageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PageError::Refused(e) => f.write_str(&super::say::english(|t| submit_error(t, e))),
            PageError::MoveText(e) => f.write_str(&sentence(&e.to_string())),
            PageError::EditorOpen => f.write_str(&say::GAME_WAITS_FOR_EDITOR.english()),
            PageError::PuzzleWaits(w) => w.fmt(f),
            PageError::LessonWaits { status, opponent } => {
                f.write_str(&super::say::english(|t| lesson_not_now(t, *status, *opponent)))
            }
            PageError::Record(e) => f.write_str(&super::say::english(|t| import_failed(t, e))),
            PageError::EditorNotOpen => f.write_str(&say::EDITOR_NOT_OPEN.english()),
            PageError::Editor(e) => f.write_str(&super::say::english(|t| editor_invalid(t, e))),
            PageError::UnknownLesson(id) => f.write_str(&super::say::english(|t| lesson_unknown(t, id))),
            PageError::UnknownPuzzle(id) => f.write_str(&super::say::english(|t| puzzle_unknown(t, id))),
            PageError::PuzzlesLoading => f.write_str(&PUZZLES_LOADING.english()),
            PageError::PuzzleSet(e) => f.write_str(&super::say::english(|t| puzzles_unavailable(t, e))),
            PageError::AnotherPuzzle => f.write_str("another puzzle was asked for"),
            PageError::PuzzleChoice(e) => {
                f.write_str(&super::say::english(|t| super::puzzle::choice_refused(t, e)))
            }
            PageError::HintWhileBrowsing => f.write_str(&say::HINT_WHILE_BROWSING.english()),
            PageError::NoHint { over } => f.write_str(&hint_refused(*over).english()),
            PageError::Busy => f.write_str("the game is busy"),
            PageError::Api(m) => m.fmt(f),
            PageError::NoClock => f.write_str(&super::NO_CLOCK.english()),
            PageError::Over(o) => f.write_str(&super::say::english(|t| super::game_over(t, *o))),
            PageError::NoKeptGame => f.write_str(&say::NO_PREVIOUS.english()),
            PageError::GameOnBoard => f.write_str(
                "This game is on the board: start or open another game before deleting it.",
            ),
            PageError::PictureWidth(w) => write!(
                f,
                "A picture is 120 to 2048 pixels wide, not {w}."
            ),
            PageError::GifUnderWay => {
                f.write_str("A GIF is being made: wait for it, or cancel it first.")
            }
            PageError::NoMistakes => f.write_str(
                "Learn from your mistakes needs a finished review in which your side made an inaccuracy, a mistake or a blunder.",
            ),
            PageError::NoMyMistakes => f.write_str(
                "Train your mistakes needs a reviewed game in Your games with an inaccuracy, a mistake or a blunder of yours: review a finished game first.",
            ),
            PageError::NothingDue(ms) => f.write_str(&super::say::english(|t| {
                let when = super::drill_when(t, *ms as f64);
                t.say("error-nothing-due", &[("when", Arg::Text(when))])
            })),
            PageError::MistakesWait => {
                f.write_str("Wait: this try is being judged or taken back, then try again.")
            }
            PageError::MistakesSettled => f.write_str(
                "This move is settled: go on with Next, or go back to the game.",
            ),
            PageError::NothingDeleted => f.write_str("No deleted game to bring back."),
            PageError::AnalysisLines(n) => write!(
                f,
                "The analysis shows 1 to {} lines, not {n}.",
                crate::search::MAX_MULTIPV
            ),
            PageError::Language(tag) => {
                write!(f, "The page has no language '{tag}': choose one of")?;
                for (i, l) in crate::ui::lang::LANGUAGES.iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { ", " })?;
                    f.write_str(l.tag)?;
                }
                f.write_str(".")
            }
            PageError::AnalysisWorkers(n) => write!(
                f,
                "The analysis searches with 1 to {} workers, not {n}.",
                crate::ui::analysis::MAX_WORKERS
            ),
            PageError::NoArchive => f.write_str(
                "This browser's database cannot be used here, so no file of games can be added; open a single game with Import instead.",
            ),
            PageError::KeptGame(id) => write!(f, "No kept game has the id \"{id}\"."),
            PageError::NotFriendGame => f.write_str(&super::NOT_A_FRIEND_GAME.english()),
            PageError::FriendGame(id) => write!(f, "No game with a friend has the id \"{id}\"."),
            PageError::Friend(why) => f.write_str(why),
            PageError::Clock(why) => f.write_str(why),
            PageError::PerftDepth { max, given } => write!(
                f,
                "perft depth must be a whole number from 0 to {max}, not {given}"
            ),
            PageError::Engine(e) => e.fmt(f),
            PageError::EngineSaid(message) => f.write_str(message),
            PageError::NoAnswer { asked, lines } => match asked {
                Asked::Perft => write!(f, "unexpected engine reply: {}", lines.join(" | ")),
                Asked::Defence => write!(f, "unexpected reply: {}", lines.join(" | ")),
                Asked::Bench => f.write_str("no bench line in the engine's reply"),
            },
            PageError::NoEvaluation => f.write_str(&NO_EVALUATION.english()),
        }
    }
}

impl Display for PuzzleWait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleWait::Reply(defender) => write!(f, "Wait for {defender}'s reply."),
            PuzzleWait::Answer(defender) => write!(f, "Wait for {defender}'s answer."),
            PuzzleWait::TryOver => f.write_str("This try is over: retry, or show the solution."),
            PuzzleWait::Over => {
                f.write_str("The puzzle is over: retry it, or go on to the next puzzle.")
            }
        }
    }
}

impl Display for PuzzleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleSetError::Fetch(e) => e.fmt(f),
            PuzzleSetError::Unreadable(e) => e.fmt(f),
            PuzzleSetError::Empty => f.write_str("the set is empty"),
        }
    }
}

impl Display for FetchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FetchError::NotAResponse => f.write_str("not a response"),
            FetchError::Status(status) => write!(f, "the server answered {status}"),
            FetchError::NoText => f.write_str("the response has no text"),
            FetchError::Failed(Some(message)) => f.write_str(message),
            FetchError::Failed(None) => f.write_str("the network failed"),
        }
    }
}

impl Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Unavailable => f.write_str(
                "this browser does not let the page store data (private browsing or a privacy setting)",
            ),
            SaveError::Full => f.write_str("the browser's storage for this site is full"),
            SaveError::Refused(why) => write!(
                f,
                "the browser refused to store it ({})",
                why.as_deref().unwrap_or("no reason given")
            ),
            SaveError::ProtectingUnreadable => f.write_str(
                "the saved game that could not be read is kept in its place, and storage has no room to keep both",
            ),
        }
    }
}

impl Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Stopped => f.write_str("stopped"),
            EngineError::Superseded => f.write_str("superseded by a later request"),
            EngineError::Crashed(m) => write!(f, "the engine worker failed: {m}"),
            EngineError::Unavailable(m) => write!(f, "the engine worker could not start: {m}"),
        }
    }
}

impl Display for ApiMisuse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiMisuse::SeatColor => f.write_str("setSeat's color is \"white\" or \"black\""),
            ApiMisuse::Seat => write!(
                f,
                "setSeat takes \"person\" or a level from 1 to {MAX_LEVEL}"
            ),
            ApiMisuse::PlayText => f.write_str("play() takes a move in notation, like a6-a7"),
            ApiMisuse::PuzzleId => f.write_str("openPuzzle takes a puzzle's id"),
            ApiMisuse::PuzzleMode => f.write_str("startPuzzleMode takes \"streak\" or \"storm\""),
            ApiMisuse::LessonId => f.write_str("openLesson takes a lesson's id"),
            ApiMisuse::Theme => f.write_str("theme is \"system\", \"light\" or \"dark\""),
            ApiMisuse::Switch => {
                f.write_str("colourBlind, coordinates and muted are true or false")
            }
            ApiMisuse::NewGame(what) => f.write_str(what),
            ApiMisuse::RecentId => f.write_str("openRecent takes a game's id from recentGames"),
            ApiMisuse::FriendGame(what) => write!(f, "startFriendGame: {what}"),
            ApiMisuse::GamesFilter(what) => write!(f, "recentGames: {what}"),
            ApiMisuse::ExportImage(what) => write!(f, "exportImage: {what}"),
            ApiMisuse::AnalysisLines => {
                f.write_str("setAnalysisLines takes a whole number of lines, 1 to 5")
            }
            ApiMisuse::AnalysisWorkers => {
                f.write_str("setAnalysisWorkers takes a whole number of workers, 1 to 8")
            }
            ApiMisuse::FriendId => f.write_str("openFriendGame takes a game's id from friendGames"),
            ApiMisuse::Live(call, what) | ApiMisuse::PuzzleChoice(call, what) => {
                write!(f, "{call}: {what}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::PlayError;
    use crate::types::Color;
    use crate::ui::session::SubmitError;

    #[test]
    fn a_refused_move_says_the_status_lines_sentence() {
        let e = PageError::Refused(SubmitError::Illegal(PlayError::EmptyOrigin(
            crate::types::Square::A1,
        )));
        assert_eq!(
            e.to_string(),
            submit_error(
                &crate::ui::lang::Speaker::english(),
                &SubmitError::Illegal(PlayError::EmptyOrigin(crate::types::Square::A1))
            )
        );
        let typed: crate::types::ParseMoveError = "a9".parse::<crate::types::Move>().unwrap_err();
        assert_eq!(
            PageError::MoveText(typed.clone()).to_string(),
            sentence(&typed.to_string())
        );
    }

    #[test]
    fn the_puzzle_set_and_the_rules_say_why_they_could_not_be_had() {
        let fetch = PuzzleSetError::Fetch(FetchError::Status(404));
        assert_eq!(
            PageError::PuzzleSet(fetch).to_string(),
            "The puzzles could not be loaded: the server answered 404. Your game is unchanged."
        );
        assert_eq!(
            PageError::PuzzleSet(PuzzleSetError::Empty).to_string(),
            "The puzzles could not be loaded: the set of puzzles is empty. Your game is unchanged."
        );
        assert_eq!(FetchError::Failed(None).to_string(), "the network failed");
    }

    #[test]
    fn the_script_apis_errors_are_clauses() {
        assert_eq!(PageError::Busy.to_string(), "the game is busy");
        assert_eq!(
            PageError::PerftDepth {
                max: 7,
                given: "8".into()
            }
            .to_string(),
            "perft depth must be a whole number from 0 to 7, not 8"
        );
        assert_eq!(
            PageError::Api(ApiMisuse::Seat).to_string(),
            "setSeat takes \"person\" or a level from 1 to 8"
        );
        assert_eq!(
            PageError::Engine(EngineError::Stopped).to_string(),
            "stopped"
        );
        assert_eq!(
            PageError::NoAnswer {
                asked: Asked::Perft,
                lines: vec!["readyok".into(), "bestmove none".into()]
            }
            .to_string(),
            "unexpected engine reply: readyok | bestmove none"
        );
    }

    #[test]
    fn a_puzzle_that_waits_says_for_what() {
        let said = |w| PageError::PuzzleWaits(w).to_string();
        assert_eq!(
            said(PuzzleWait::Reply(Color::Black)),
            "Wait for Black's reply."
        );
        assert_eq!(
            said(PuzzleWait::Answer(Color::White)),
            "Wait for White's answer."
        );
        assert_eq!(
            said(PuzzleWait::TryOver),
            "This try is over: retry, or show the solution."
        );
    }
}
