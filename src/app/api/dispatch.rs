//! Every call of the script API as data (besides those that only send a command,
//! [`commands::SENT`]): its name, whether it answers at once or with a promise
//! ([`NOW`], [`LATER`]), what it reads of its arguments ([`read`]: a [`Call`], what it
//! waits for, sends and answers), and the answer ([`ApiValue`]), which the shell
//! serialises. The runtime carries a call out (`app::runtime`'s waiting), so that the
//! shell keeps one generic call and no call of its own.

use std::collections::VecDeque;

use super::archive as kept;
use super::calls::{self, Given, NewGameGiven};
use super::commands;
use crate::app::archive::ArchiveInput;
use crate::app::{Command, State, Wanted};
use crate::engine::Command as EngineCommand;
use crate::ui::error::{ApiMisuse, PageError};
use crate::ui::kept::Filter;

/// The calls answered at once, besides [`commands::SENT`].
pub const NOW: [&str; 10] = [
    "state",
    "puzzleThemes",
    "setPuzzleChoice",
    "setSettings",
    "languages",
    "stopPerft",
    "newGame",
    "startFriendGame",
    "startLiveGame",
    "lessons",
];

/// The calls answered with a promise.
pub const LATER: [&str; 16] = [
    "perft",
    "puzzleHistory",
    "bench",
    "friendGames",
    "openFriendGame",
    "puzzles",
    "openPuzzle",
    "recentGames",
    "myMistakes",
    "startMyMistakes",
    "openRecent",
    "deleteGame",
    "undoDelete",
    "exportGames",
    "importGames",
    "exportImage",
];

/// Every call's name.
pub fn names() -> impl Iterator<Item = &'static str> {
    NOW.into_iter().chain(LATER).chain(commands::SENT)
}

/// Whether the call `name` answers with a promise.
#[must_use]
pub fn later(name: &str) -> bool {
    LATER.contains(&name)
}

/// What a call answers: a value, or why its promise is rejected (an `Error`'s message).
pub type Answer = Result<ApiValue, String>;

/// A value the script API answers, serialised as the inner value.
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(untagged))]
pub enum ApiValue {
    /// `{ ok }` or `{ ok: false, error }`.
    Reply(Reply),
    /// `startFriendGame`'s and `startLiveGame`'s `{ ok: true, id, link }`.
    Started {
        /// Always true.
        ok: bool,
        /// The friend game's id.
        id: String,
        /// Its link.
        link: String,
    },
    /// `state()`.
    State(Box<super::StateView>),
    /// `languages()`.
    Languages(Vec<super::LanguageView>),
    /// `lessons()`.
    Lessons(Vec<super::LessonListItem>),
    /// `puzzles()`.
    Puzzles(Vec<super::PuzzleListItem>),
    /// `puzzleThemes()`.
    Themes(Vec<super::ThemeView>),
    /// `friendGames()`.
    FriendGames(Vec<super::FriendGameView>),
    /// `recentGames()`.
    Recent(Vec<kept::RecentGame>),
    /// `myMistakes()`.
    MyMistakes(Vec<kept::MyMistake>),
    /// `puzzleHistory()`.
    History(Vec<super::modes::TriedView>),
    /// `importGames()`'s report (`null`: none).
    Import(Option<kept::ImportView>),
    /// `exportImage`'s `{ type, base64 }`.
    Image {
        /// The MIME type.
        #[cfg_attr(feature = "serde", serde(rename = "type"))]
        mime: &'static str,
        /// The file in base64.
        base64: String,
    },
    /// A count (`perft`).
    Number(f64),
    /// A text (`bench`'s line, `exportGames`' file).
    Text(String),
    /// `stopPerft`'s "a count was stopped".
    Bool(bool),
}

impl std::fmt::Debug for ApiValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ApiValue::Reply(r) => write!(f, "Reply({:?})", r.error),
            ApiValue::Number(n) => write!(f, "Number({n})"),
            ApiValue::Text(t) => write!(f, "Text({t:?})"),
            ApiValue::Bool(b) => write!(f, "Bool({b})"),
            _ => f.write_str("ApiValue"),
        }
    }
}

/// `{ ok: true }`, or `{ ok: false, error }` with the error's words.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reply {
    /// Whether it went.
    pub ok: bool,
    /// Why not (left out when it went).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub error: Option<String>,
}

/// The reply of `r`.
#[must_use]
pub fn reply<E: ToString>(r: &Result<(), E>) -> ApiValue {
    let error = r.as_ref().err().map(ToString::to_string);
    ApiValue::Reply(Reply {
        ok: error.is_none(),
        error,
    })
}

/// What a call waits for, before it sends its commands or before it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    /// Nothing.
    Now,
    /// The archive's database has opened (or is known unusable).
    Open,
    /// It has opened and every write asked has settled.
    Idle,
    /// The answer is told (a count's reply, a puzzle opened, the set, a picture).
    Told,
}

/// What a call answers, once it may.
#[derive(Debug)]
pub enum Then {
    /// The same answer, whatever happens.
    Is(Answer),
    /// `{ ok }` of what was sent.
    Reply,
    /// `startFriendGame`'s.
    Started,
    /// `state()`.
    State,
    /// `lessons()`.
    Lessons,
    /// `friendGames()`.
    FriendGames,
    /// `recentGames(filter)`.
    Recent(Filter),
    /// `myMistakes()`.
    MyMistakes,
    /// `puzzleHistory()`.
    History,
    /// `exportGames()`.
    Archive,
    /// `importGames`'s report.
    Import,
    /// The puzzle set (told), the puzzles of this choice.
    Puzzles(crate::ui::puzzle::Choice),
    /// A puzzle opened (told).
    Puzzle,
    /// A picture (told).
    Picture,
    /// A count's nodes (told).
    Perft,
    /// A benchmark's line (told).
    Bench,
}

/// What the counting worker is asked.
#[derive(Debug)]
pub enum Count {
    /// Nothing.
    None,
    /// These commands (a count under way is stopped).
    Ask(Vec<EngineCommand>),
    /// Stop the count under way (the answer: whether there was one).
    Stop,
}

/// A call, as the runtime carries it out: it waits for `first`, then sends each of `send`
/// (each once the one before is carried out; none after a refusal), then waits for
/// `then`, then answers `answer`.
#[derive(Debug)]
pub struct Call {
    /// Answered with a promise.
    pub later: bool,
    /// What it waits for before it sends.
    pub first: Gate,
    /// The commands to send, in order.
    pub send: VecDeque<Command>,
    /// How the sending went (an argument refused: nothing is sent).
    pub sent: Result<(), PageError>,
    /// What the counting worker is asked, at once.
    pub count: Count,
    /// What it waits for before it answers.
    pub then: Gate,
    /// What it answers.
    pub answer: Then,
}

impl Call {
    fn new(answer: Then) -> Call {
        Call {
            later: false,
            first: Gate::Now,
            send: VecDeque::new(),
            sent: Ok(()),
            count: Count::None,
            then: Gate::Now,
            answer,
        }
    }

    /// Sends the command made, or answers why it is not made.
    fn sending(mut self, command: Result<Command, PageError>) -> Call {
        match command {
            Ok(c) => self.send.push_back(c),
            Err(e) => self.sent = Err(e),
        }
        self
    }

    fn gates(mut self, first: Gate, then: Gate) -> Call {
        self.first = first;
        self.then = then;
        self
    }
}

impl Given {
    /// The property `name` of an object (absent for anything else).
    #[must_use]
    pub fn field(&self, name: &str) -> &Given {
        match self {
            Given::Object(o) => o
                .iter()
                .find(|(k, _)| k == name)
                .map_or(&Given::Absent, |p| &p.1),
            _ => &Given::Absent,
        }
    }

    /// An object's properties `a` and `b`; `None` when it is left out (or `null`); an
    /// error for anything else than an object.
    #[allow(clippy::result_unit_err)]
    pub fn pair(&self, a: &str, b: &str) -> Result<Option<[Given; 2]>, ()> {
        match self {
            Given::Absent => Ok(None),
            Given::Object(_) => Ok(Some([self.field(a).clone(), self.field(b).clone()])),
            _ => Err(()),
        }
    }
}

/// The call `name` with its first two arguments, as request `serial` (`None`: no call has
/// that name).
#[inline(never)]
#[must_use]
pub fn read(name: &str, [a, b]: [Given; 2], state: &State, serial: u64) -> Option<Call> {
    if let Some(command) = commands::command(name, a.clone(), &b) {
        return Some(Call::new(Then::Reply).sending(command));
    }
    let reject = |e: PageError| Call::new(Then::Is(Err(e.to_string())));
    let archive = |c: Result<Command, PageError>| {
        Call::new(Then::Reply)
            .sending(c)
            .gates(Gate::Open, Gate::Idle)
    };
    let mut call = match name {
        "state" => Call::new(Then::State),
        "languages" => Call::new(Then::Is(Ok(ApiValue::Languages(calls::languages())))),
        "lessons" => Call::new(Then::Lessons),
        "stopPerft" => Call {
            count: Count::Stop,
            ..Call::new(Then::Is(Ok(ApiValue::Bool(false))))
        },
        "setSettings" => set_settings(&a, state),
        "newGame" => Call::new(Then::Reply).sending(calls::new_game(&NewGameGiven {
            white: a.field("white").clone(),
            black: a.field("black").clone(),
            names: a.field("names").pair("white", "black"),
            clock: a.field("clock").pair("minutes", "increment"),
        })),
        "startFriendGame" => Call::new(Then::Started).sending(match a {
            Given::Object(_) => calls::friend_game(a.field("color"), a.field("name")),
            _ => Err(PageError::Api(ApiMisuse::FriendGame(
                "the argument is { color, name }",
            ))),
        }),
        "startLiveGame" => Call::new(Then::Started).sending(calls::live_game(&a)),
        "perft" => match calls::perft(state, &a) {
            Ok(commands) => count(commands, Then::Perft),
            Err(e) => reject(e),
        },
        "bench" => count(vec![EngineCommand::Bench(None)], Then::Bench),
        "friendGames" => Call::new(Then::FriendGames).gates(Gate::Idle, Gate::Now),
        "openFriendGame" => {
            archive(calls::text(a, ApiMisuse::FriendId).map(Command::OpenFriendGame))
        }
        "puzzles" => match super::choice_given("puzzles", &a) {
            Ok(choice) => Call::new(Then::Puzzles(choice))
                .sending(Ok(Command::WantPuzzleSet))
                .gates(Gate::Now, Gate::Told),
            Err(e) => reject(e),
        },
        "puzzleThemes" => Call::new(Then::Is(Ok(ApiValue::Themes(super::puzzle_themes(
            state.speaker(),
        ))))),
        "setPuzzleChoice" => Call::new(Then::Reply).sending(
            super::choice_given("setPuzzleChoice", &a)
                .map(|c| Command::PuzzleChoice(crate::app::Chosen::Set(c))),
        ),
        "openPuzzle" => Call::new(Then::Puzzle)
            .sending(
                calls::text(a, ApiMisuse::PuzzleId)
                    .map(|id| Command::OpenPuzzle(Wanted::Id(id), serial)),
            )
            .gates(Gate::Now, Gate::Told),
        "recentGames" => recent_games(&a),
        "myMistakes" => Call::new(Then::MyMistakes).gates(Gate::Idle, Gate::Now),
        // Once the archive is read (and what was asked of it written): its reviews.
        "startMyMistakes" => Call::new(Then::Reply)
            .sending(Ok(Command::Mistakes(crate::app::mistakes::Step::Train)))
            .gates(Gate::Idle, Gate::Now),
        "puzzleHistory" => Call::new(Then::History),
        "openRecent" => archive(calls::text(a, ApiMisuse::RecentId).map(Command::OpenKept)),
        "deleteGame" => archive(kept::delete(&a)),
        "undoDelete" => archive(Ok(Command::Archive(ArchiveInput::UndoDelete))),
        "exportGames" => Call::new(Then::Archive).gates(Gate::Idle, Gate::Now),
        "importGames" => match a {
            Given::Text(text) => Call::new(Then::Import)
                .sending(Ok(Command::Archive(ArchiveInput::Import(text))))
                .gates(Gate::Open, Gate::Idle),
            _ => Call::new(Then::Is(Err(
                "importGames takes the text of a .tcg file".into()
            )))
            .gates(Gate::Open, Gate::Now),
        },
        "exportImage" => Call::new(Then::Picture)
            .sending(kept::export_image(
                a.field("format"),
                a.field("width"),
                serial,
            ))
            .gates(Gate::Now, Gate::Told),
        _ => return None,
    };
    call.later = later(name);
    Some(call)
}

/// `setSettings(changes)`: every setting given is checked before any changes.
fn set_settings(changes: &Given, state: &State) -> Call {
    let asked = ["theme", "colourBlind", "coordinates", "muted"].map(|k| changes.field(k).clone());
    let call = Call::new(Then::Reply);
    match (
        calls::set_settings(state, asked),
        calls::set_language(changes.field("language")),
        calls::set_relays(changes.field("relays")),
    ) {
        (Ok(display), Ok(language), Ok(relays)) => {
            let call = call.sending(Ok(display));
            let call = match language {
                Some(l) => call.sending(Ok(l)),
                None => call,
            };
            match relays {
                Some(r) => call.sending(Ok(r)),
                None => call,
            }
        }
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => call.sending(Err(e)),
    }
}

/// `recentGames(filter?)`: the games once every write has settled; a filter not as
/// documented rejects.
fn recent_games(filter: &Given) -> Call {
    let read = match filter {
        Given::Absent | Given::Object(_) => kept::filter(
            filter.field("result"),
            filter.field("kind"),
            filter.field("search"),
        ),
        _ => Err(PageError::Api(ApiMisuse::GamesFilter(
            "the filter is { result, kind, search }",
        ))),
    };
    match read {
        Ok(f) => Call::new(Then::Recent(f)).gates(Gate::Idle, Gate::Now),
        Err(e) => Call::new(Then::Is(Err(e.to_string()))),
    }
}

fn count(commands: Vec<EngineCommand>, answer: Then) -> Call {
    Call {
        count: Count::Ask(commands),
        ..Call::new(answer).gates(Gate::Now, Gate::Told)
    }
}

/// What `then` answers now, in `state` at `now_ms`, the sending having gone as `sent`
/// (`None`: it is told, not read).
#[inline(never)]
pub fn answer(then: Then, state: &State, sent: Result<(), PageError>, now_ms: f64) -> Answer {
    if let (Err(_), Then::Import | Then::Started | Then::Puzzle | Then::Picture) = (&sent, &then) {
        return Ok(reply(&sent));
    }
    Ok(match then {
        Then::Is(a) => return a,
        Then::State => ApiValue::State(Box::new(super::state(state, now_ms))),
        Then::Lessons => ApiValue::Lessons(super::lessons(state)),
        Then::FriendGames => ApiValue::FriendGames(super::friend_games(state)),
        Then::Recent(filter) => ApiValue::Recent(kept::recent_games(state, &filter)),
        Then::MyMistakes => ApiValue::MyMistakes(kept::my_mistakes(state)),
        Then::History => ApiValue::History(super::modes::puzzle_history(state)),
        Then::Archive => ApiValue::Text(state.archive_text()),
        Then::Import => ApiValue::Import(kept::import_report(state)),
        Then::Started => ApiValue::Started {
            ok: true,
            id: state
                .friend_games()
                .first()
                .map(|g| g.id.clone())
                .unwrap_or_default(),
            link: super::live::link(state)
                .or_else(|| state.friend_link())
                .unwrap_or_default(),
        },
        // What is told answers when it is told; the sending's words else.
        _ => reply(&sent),
    })
}

#[cfg(test)]
mod tests;
