//! The script API's calls that only send a command, as data: their names ([`SENT`]) and
//! the command each makes of its arguments ([`command`]), so that the shell names none
//! of them. Each answers `{ ok }` or `{ ok: false, error }` at once.

use super::calls::{play, set_analysis_lines, set_analysis_workers, set_seat, text, Given};
use crate::app::friend::FriendInput;
use crate::app::mistakes::Step;
use crate::app::Command;
use crate::ui::error::{ApiMisuse, PageError};
use crate::ui::friend::live::Act;

/// The names of the calls that only send a command.
pub const SENT: [&str; 23] = [
    "play",
    "setSeat",
    "setAnalysisLines",
    "setAnalysisWorkers",
    "startMistakes",
    "leaveMistakes",
    "pauseClock",
    "resumeClock",
    "resign",
    "offerDraw",
    "acceptDraw",
    "leavePuzzle",
    "startPuzzleMode",
    "openLesson",
    "leaveLesson",
    "sendChat",
    "offerTakeback",
    "acceptTakeback",
    "declineTakeback",
    "offerRematch",
    "acceptRematch",
    "declineRematch",
    "claimWin",
];

/// The command the call `name` makes of its first two arguments, or why it makes none
/// (`None`: `name` is not one of [`SENT`]).
#[must_use]
pub fn command(name: &str, a: Given, b: &Given) -> Option<Result<Command, PageError>> {
    Some(match name {
        "play" => play(a),
        "setSeat" => set_seat(&a, b),
        "setAnalysisLines" => set_analysis_lines(&a),
        "setAnalysisWorkers" => set_analysis_workers(&a),
        "openLesson" => text(a, ApiMisuse::LessonId).map(Command::OpenLesson),
        "startPuzzleMode" => text(a, ApiMisuse::PuzzleMode).and_then(|w| {
            crate::ui::puzzle::RunKind::from_word(&w)
                .map(Command::StartPuzzleRun)
                .ok_or(PageError::Api(ApiMisuse::PuzzleMode))
        }),
        "sendChat" => text(a, ApiMisuse::Live("sendChat", "the message is a string"))
            .map(|t| Command::Friend(FriendInput::Live(crate::app::live::LiveInput::Chat(t)))),
        name => Ok(match name {
            "startMistakes" => Command::Mistakes(Step::Start),
            "leaveMistakes" => Command::Mistakes(Step::Leave),
            "pauseClock" => Command::PauseClock(true),
            "resumeClock" => Command::PauseClock(false),
            "resign" => Command::Resign,
            "offerDraw" => Command::Friend(FriendInput::OfferDraw),
            "acceptDraw" => Command::Friend(FriendInput::AcceptDraw),
            "offerTakeback" => Command::Friend(FriendInput::Takeback(Act::Offer)),
            "acceptTakeback" => Command::Friend(FriendInput::Takeback(Act::Accept)),
            "declineTakeback" => Command::Friend(FriendInput::Takeback(Act::Decline)),
            "offerRematch" => Command::Friend(FriendInput::Rematch(Act::Offer)),
            "acceptRematch" => Command::Friend(FriendInput::Rematch(Act::Accept)),
            "declineRematch" => Command::Friend(FriendInput::Rematch(Act::Decline)),
            "claimWin" => Command::Friend(FriendInput::Claim),
            "leavePuzzle" => Command::LeavePuzzles,
            "leaveLesson" => Command::LeaveLessons,
            _ => return None,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(name: &str, a: Given) -> Option<Result<Command, PageError>> {
        command(name, a, &Given::Absent)
    }

    #[test]
    fn every_call_named_makes_a_command_or_says_why_not_and_no_other() {
        for name in SENT {
            assert!(made(name, Given::Absent).is_some(), "{name}");
        }
        for name in ["state", "newGame", "perft", "Play", ""] {
            assert!(made(name, Given::Absent).is_none(), "{name}");
        }
    }

    #[test]
    fn the_arguments_are_read_as_the_calls_read_them() {
        assert!(matches!(
            made("pauseClock", Given::Absent),
            Some(Ok(Command::PauseClock(true)))
        ));
        assert!(matches!(
            made("resumeClock", Given::Bool(true)),
            Some(Ok(Command::PauseClock(false)))
        ));
        assert!(matches!(
            made("openLesson", Given::Text("first-steps".into())),
            Some(Ok(Command::OpenLesson(id))) if id == "first-steps"
        ));
        assert!(matches!(made("openLesson", Given::Absent), Some(Err(_))));
        assert!(matches!(
            made("startPuzzleMode", Given::Text("storm".into())),
            Some(Ok(Command::StartPuzzleRun(
                crate::ui::puzzle::RunKind::Storm
            )))
        ));
        for bad in [Given::Text("blitz".into()), Given::Absent] {
            assert!(matches!(made("startPuzzleMode", bad), Some(Err(_))));
        }
        assert!(matches!(
            made("play", Given::Number(3.0, "3".into())),
            Some(Err(_))
        ));
        assert!(matches!(
            made("play", Given::Text("a6-a7".into())),
            Some(Ok(_))
        ));
        assert!(matches!(
            command(
                "setSeat",
                Given::Text("white".into()),
                &Given::Text("nobody".into())
            ),
            Some(Err(_))
        ));
    }
}
