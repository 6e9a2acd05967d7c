//! What the script API shows of the archive (`recentGames(filter?)`, `importGames`'s
//! report) and how it reads the arguments of `recentGames`, `deleteGame` and
//! `exportImage`.

use crate::ui::archive::{ImportReport, Kind, ResultFilter};
use crate::ui::error::{ApiMisuse, PageError};
use crate::ui::kept::Filter;

use super::calls::Given;
use crate::app::archive::ArchiveInput;
use crate::app::export::{Deliver, ExportInput, Format};
use crate::app::{Command, State};

/// A game of the archive, as `recentGames()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecentGame {
    id: String,
    date: String,
    white: String,
    black: String,
    result: String,
    reason: String,
    plies: usize,
    kind: &'static str,
    /// It has a kept review (`ui::review_kept`).
    reviewed: bool,
    /// Its kept review's accuracy of each side (0–100, to a tenth), `null` without one.
    accuracy: Option<super::AccuracyView>,
}

/// The person's rating as `state().rating` shows it (rounded).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RatingView {
    rating: i64,
    deviation: i64,
    games: u32,
}

/// The person's rating from Your games (`State::standing`).
#[must_use]
pub fn rating(a: &State) -> RatingView {
    let s = a.standing();
    RatingView {
        rating: s.rating.rating.round() as i64,
        deviation: s.rating.deviation.round() as i64,
        games: s.games,
    }
}

/// Every game kept that `filter` lists, newest first.
#[must_use]
pub fn recent_games(a: &State, filter: &Filter) -> Vec<RecentGame> {
    a.listed_games(filter)
        .into_iter()
        .map(|l| {
            let k = l.game;
            RecentGame {
                id: k.id,
                date: k.date,
                white: k.white,
                black: k.black,
                result: k.result,
                reason: k.reason,
                plies: k.plies,
                kind: k.kind.as_str(),
                reviewed: k.review.is_some(),
                accuracy: k.review.map(|r| {
                    let [w, b] = r.accuracy;
                    let percent = |t: Option<u16>| t.map(|t| f64::from(t) / 10.0);
                    super::AccuracyView {
                        white: percent(w),
                        black: percent(b),
                    }
                }),
            }
        })
        .collect()
}

/// One of the person's mistakes as a puzzle, as `myMistakes()` lists it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MyMistake {
    id: String,
    game: String,
    ply: usize,
    due: f64,
    side: &'static str,
    class: &'static str,
    played: String,
    better: String,
    tcn: String,
}

/// The person's mistakes in every kept review of the archive (`ui::review_kept::mine`),
/// the newest game first, each game's in the order played; `due` as the drill has it
/// (when the puzzle was never tried, from when its game was stored).
#[must_use]
#[inline(never)]
pub fn my_mistakes(a: &State) -> Vec<MyMistake> {
    let drill = a.modes.drill.get();
    a.shelf
        .mistakes()
        .into_iter()
        .map(|m| MyMistake {
            due: drill.card(&m.id).map_or(m.due, |c| c.due),
            id: m.id,
            game: m.game,
            ply: m.mark.ply,
            side: m.mark.side.key(),
            class: m.mark.class.word(),
            played: m.played.to_string(),
            better: m.mark.better.to_string(),
            tcn: crate::tcn::to_tcn(&m.before),
        })
        .collect()
}

/// `recentGames({ result, kind, search })`'s filter (each part may be left out).
///
/// # Errors
/// A part that is not as documented.
pub fn filter(result: &Given, kind: &Given, search: &Given) -> Result<Filter, PageError> {
    let misuse = |what| PageError::Api(ApiMisuse::GamesFilter(what));
    let word = |g: &Given| match g {
        Given::Absent => Ok(None),
        Given::Text(t) => Ok(Some(t.clone())),
        _ => Err(()),
    };
    let result =
        match word(result) {
            Ok(None) => None,
            Ok(Some(w)) => Some(ResultFilter::from_word(&w).ok_or_else(|| {
                misuse("result is \"white\", \"black\", \"draw\" or \"unfinished\"")
            })?),
            Err(()) => return Err(misuse("result is a string")),
        };
    let kind = match word(kind) {
        Ok(None) => None,
        Ok(Some(w)) => Some(Kind::from_word(&w).ok_or_else(|| {
            misuse("kind is \"two-players\", \"computer\", \"friend\" or \"imported\"")
        })?),
        Err(()) => return Err(misuse("kind is a string")),
    };
    let search = word(search)
        .map_err(|()| misuse("search is a string"))?
        .unwrap_or_default();
    Ok(Filter {
        result,
        kind,
        search,
    })
}

/// `deleteGame(id)`.
///
/// # Errors
/// An id that is not a string.
pub fn delete(id: &Given) -> Result<Command, PageError> {
    match id {
        Given::Text(id) => Ok(Command::Archive(ArchiveInput::Delete(id.clone()))),
        _ => Err(PageError::Api(ApiMisuse::RecentId)),
    }
}

/// `exportImage({ format, width })` as request `request`.
///
/// # Errors
/// A part that is not as documented.
pub fn export_image(format: &Given, width: &Given, request: u64) -> Result<Command, PageError> {
    let misuse = |what| PageError::Api(ApiMisuse::ExportImage(what));
    let format = match format {
        Given::Text(t) if t == "png" => Format::Png,
        Given::Text(t) if t == "gif" => Format::Gif,
        _ => return Err(misuse("format is \"png\" or \"gif\"")),
    };
    let width = match width {
        Given::Absent => None,
        Given::Number(n, _) if n.fract() == 0.0 && *n >= 1.0 && *n <= 100_000.0 => Some(*n as u32),
        _ => return Err(misuse("width is a whole number of pixels")),
    };
    Ok(Command::Export(ExportInput::Start {
        format,
        game: None,
        width,
        deliver: Deliver::Api(request),
    }))
}

/// A game of a file that could not be read, as `importGames` reports it.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ImportErrorView {
    game: usize,
    line: usize,
    message: String,
}

/// What `importGames(text)` reports.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ImportView {
    added: usize,
    duplicates: usize,
    errors: Vec<ImportErrorView>,
}

/// The last file of games' report.
#[must_use]
pub fn import_report(a: &State) -> Option<ImportView> {
    let r: &ImportReport = a.archive().imported.as_ref()?;
    Some(ImportView {
        added: r.added,
        duplicates: r.duplicates,
        errors: r
            .errors
            .iter()
            .map(|e| ImportErrorView {
                game: e.game,
                line: e.line,
                message: e.message.clone(),
            })
            .collect(),
    })
}
