//! The script API of the archive and the pictures: `recentGames(filter?)`,
//! `openRecent(id)`, `deleteGame(id)`, `undoDelete()`, `exportGames()`,
//! `importGames(text)` and `exportImage({ format, width })`. Each is a promise that
//! waits for the database to open (or to be known unusable) and, for the writes, until
//! the database has settled them.

use wasm_bindgen::JsValue;

use super::super::db;
use super::super::with_app;
use super::{given, promise, reply, to_js, Call};
use three_crowns::app::api::archive as core_api;
use three_crowns::app::api::calls::{self, Given};
use three_crowns::app::archive::ArchiveInput;
use three_crowns::app::Command;
use three_crowns::ui::error::{ApiMisuse, PageError};

fn field(o: &JsValue, k: &str) -> Given {
    if o.is_object() {
        given(&js_sys::Reflect::get(o, &k.into()).unwrap_or_default())
    } else {
        Given::Absent
    }
}

/// Sends `command` once the database has opened, and resolves with `{ ok }` once its
/// writes have settled.
pub(super) fn send_then_idle(command: Result<Command, PageError>) -> js_sys::Promise {
    promise(Box::new(move |resolve, _| {
        db::when_open(move || {
            let sent =
                command.and_then(|c| with_app(|a| a.send(c)).unwrap_or(Err(PageError::Busy)));
            db::when_idle(move || {
                let _ = resolve.call1(&JsValue::NULL, &reply(sent));
            });
        });
    }))
}

/// The archive's and the pictures' calls ([`super::every_call`] lists them with the others).
pub const CALLS: [Call; 7] = [
    ("recentGames", |filter, _| {
        let read = if filter.is_undefined() || filter.is_null() || filter.is_object() {
            core_api::filter(
                &field(&filter, "result"),
                &field(&filter, "kind"),
                &field(&filter, "search"),
            )
        } else {
            Err(PageError::Api(ApiMisuse::GamesFilter(
                "the filter is { result, kind, search }",
            )))
        };
        promise(Box::new(move |resolve, reject| {
            let filter = match read {
                Ok(f) => f,
                Err(e) => {
                    let _ = reject.call1(&JsValue::NULL, &js_sys::Error::new(&e.to_string()));
                    return;
                }
            };
            db::when_idle(move || {
                let games = with_app(|a| to_js(&core_api::recent_games(a, &filter)));
                let _ = resolve.call1(&JsValue::NULL, &games.unwrap_or(JsValue::NULL));
            });
        }))
        .into()
    }),
    ("openRecent", |id, _| {
        let command = calls::text(given(&id), ApiMisuse::RecentId).map(Command::OpenKept);
        send_then_idle(command).into()
    }),
    ("deleteGame", |id, _| {
        send_then_idle(core_api::delete(&given(&id))).into()
    }),
    ("undoDelete", |_, _| {
        send_then_idle(Ok(Command::Archive(ArchiveInput::UndoDelete))).into()
    }),
    ("exportGames", |_, _| {
        promise(Box::new(|resolve, _| {
            db::when_idle(move || {
                let text = with_app(|a| a.archive_text()).unwrap_or_default();
                let _ = resolve.call1(&JsValue::NULL, &JsValue::from_str(&text));
            });
        }))
        .into()
    }),
    ("importGames", |text, _| {
        let text = text.as_string();
        promise(Box::new(move |resolve, reject| {
            db::when_open(move || {
                let Some(text) = text else {
                    let e = js_sys::Error::new("importGames takes the text of a .tcg file");
                    let _ = reject.call1(&JsValue::NULL, &e);
                    return;
                };
                let sent = with_app(|a| a.send(Command::Archive(ArchiveInput::Import(text))))
                    .unwrap_or(Err(PageError::Busy));
                db::when_idle(move || {
                    let value = match sent {
                        Ok(()) => with_app(|a| to_js(&core_api::import_report(a)))
                            .unwrap_or(JsValue::NULL),
                        Err(e) => reply(Err(e)),
                    };
                    let _ = resolve.call1(&JsValue::NULL, &value);
                });
            });
        }))
        .into()
    }),
    ("exportImage", |arg, _| {
        let (format, width) = (field(&arg, "format"), field(&arg, "width"));
        promise(Box::new(move |resolve, _| {
            let Some(n) = with_app(|a| a.pictures.wait(resolve.clone())) else {
                return drop(resolve.call1(&JsValue::NULL, &reply(Err(PageError::Busy))));
            };
            let sent = core_api::export_image(&format, &width, n)
                .and_then(|c| with_app(|a| a.send(c)).unwrap_or(Err(PageError::Busy)));
            if let Err(e) = sent {
                // Refused before any picture was asked: settled here (a refusal the state
                // saw has settled it already).
                with_app(|a| a.pictures.refuse(n, &e.to_string()));
            }
        }))
        .into()
    }),
];
