//! The script API's calls carried out by the runtime, as a shell drives it: the archive's
//! calls wait for the database to open and for its writes, counts, puzzles and pictures
//! are answered when told, and a call that answers at once has answered when the tasks
//! are done.

use crate::app::api::calls::Given;
use crate::app::api::dispatch::{Answer, ApiValue};
use crate::app::archive::{ArchiveInput, DbEffect};
use crate::app::engines::{Engine, Heard, Work};
use crate::app::export::PictureEffect;
use crate::app::page::Fetch;
use crate::app::{Command, Effect, State, Surroundings};
use crate::engine::wire::{Body, Message as Said};

use super::super::{Message, Runtime, Task};

fn world() -> Surroundings {
    Surroundings {
        // 2026.12.05, 12:00 UTC.
        epoch_ms: 1_796_472_000_000.0,
        reduced_motion: true,
        ..Surroundings::default()
    }
}

/// A shell that keeps the database's writes for the test to settle; returns the tasks.
struct Shell {
    rt: Runtime,
    writes: Vec<DbEffect>,
}

impl Shell {
    /// A started page whose database has not answered yet.
    fn new() -> Shell {
        let mut s = Shell {
            rt: Runtime::new(State::new(false, 7)),
            writes: Vec::new(),
        };
        s.rt.send(Command::Start, world()).unwrap();
        s.drain();
        s
    }

    fn post(&mut self, command: Command) -> Vec<Task> {
        self.rt.inbox().post(Message::Command(command));
        self.drain()
    }

    fn drain(&mut self) -> Vec<Task> {
        let mut done = Vec::new();
        while let Some(task) = self.rt.next(&world, &|_, _| true) {
            match &task {
                Task::Effect(Effect::SaveGame { .. }) => {
                    let _ = self.rt.send(Command::Saved(Ok(())), world());
                }
                Task::Effect(Effect::Db(w @ (DbEffect::Put { .. } | DbEffect::Delete(_)))) => {
                    self.writes.push(w.clone());
                }
                _ => {}
            }
            done.push(task);
        }
        done
    }

    /// Settles every write asked so far.
    fn written(&mut self) -> Vec<Task> {
        let mut done = Vec::new();
        for w in std::mem::take(&mut self.writes) {
            done.extend(self.post(Command::Archive(ArchiveInput::Written(Ok(()), w))));
        }
        done
    }

    /// Calls `name(a)`: its number and the tasks it brought.
    fn call(&mut self, name: &str, a: Given) -> (u64, Vec<Task>) {
        let serial = self.rt.call(name, [a, Given::Absent]).expect(name);
        (serial, self.drain())
    }
}

/// The answer to call `serial` among `tasks`.
fn answer(tasks: &[Task], serial: u64) -> Option<&Answer> {
    tasks.iter().find_map(|t| match t {
        Task::Answer(s, a) if *s == serial => Some(a),
        _ => None,
    })
}

fn play(s: &mut Shell, m: &str) {
    s.rt.call("play", [Given::Text(m.into()), Given::Absent])
        .unwrap();
    s.drain();
}

#[test]
fn a_call_at_once_has_answered_when_the_tasks_are_done() {
    let mut s = Shell::new();
    let (n, tasks) = s.call("play", Given::Text("a6-a7".into()));
    assert!(answer(&tasks, n).is_none(), "not a promise's");
    assert!(matches!(s.rt.answered(n), Some(Ok(ApiValue::Reply(r))) if r.ok));
    assert!(s.rt.answered(n).is_none(), "taken once");
    let (n, _) = s.call("play", Given::Text("z9-z9".into()));
    assert!(matches!(s.rt.answered(n), Some(Ok(ApiValue::Reply(r))) if !r.ok && r.error.is_some()));
    let (n, _) = s.call("state", Given::Absent);
    assert!(matches!(s.rt.answered(n), Some(Ok(ApiValue::State(_)))));
    assert!(s
        .rt
        .call("nothing", [Given::Absent, Given::Absent])
        .is_none());
}

#[test]
fn recent_games_wait_for_the_database_and_its_writes() {
    let mut s = Shell::new();
    let (n, tasks) = s.call("recentGames", Given::Absent);
    assert!(answer(&tasks, n).is_none(), "the database has not answered");
    let tasks = s.post(Command::Archive(ArchiveInput::Loaded(Ok(Vec::new()))));
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Recent(g))) if g.is_empty()));
    play(&mut s, "a6-a7");
    assert!(!s.writes.is_empty(), "the game is written");
    let (n, tasks) = s.call("recentGames", Given::Absent);
    assert!(answer(&tasks, n).is_none(), "a write is under way");
    let tasks = s.written();
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Recent(g))) if g.len() == 1));
    // A filter not as documented rejects at once.
    let (n, tasks) = s.call("recentGames", Given::Text("white".into()));
    assert!(matches!(answer(&tasks, n), Some(Err(why)) if why.contains("filter")));
}

#[test]
fn open_recent_sends_once_open_and_answers_once_idle() {
    let mut s = Shell::new();
    play(&mut s, "a6-a7");
    let tasks = s.post(Command::Archive(ArchiveInput::Loaded(Ok(Vec::new()))));
    assert!(tasks
        .iter()
        .any(|t| matches!(t, Task::Effect(Effect::Db(DbEffect::Put { .. })))));
    s.written();
    let id = s.rt.state().board_id().expect("the game is in the archive");
    let id = id.to_string();
    let people = Given::Object(vec![
        ("white".into(), Given::Text("person".into())),
        ("black".into(), Given::Text("person".into())),
    ]);
    s.call("newGame", people);
    play(&mut s, "a6-a7");
    let (n, tasks) = s.call("openRecent", Given::Text(id.clone()));
    assert!(answer(&tasks, n).is_none(), "a write is under way");
    let tasks = s.written();
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Reply(r))) if r.ok));
    assert_eq!(s.rt.state().board_id(), Some(id.as_str()));
    // A write that failed settles too, and the call answers.
    play(&mut s, "a5-b4");
    let (n, _) = s.call("exportGames", Given::Absent);
    let w = s.writes.pop().expect("the move is written");
    let tasks = s.post(Command::Archive(ArchiveInput::Written(
        Err("full".into()),
        w,
    )));
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Text(t))) if t.contains("a6-a7")));
}

#[test]
fn perft_is_answered_with_the_counting_workers_nodes() {
    let mut s = Shell::new();
    let (n, tasks) = s.call("perft", Given::Number(1.0, "1".into()));
    let ticket = tasks
        .iter()
        .find_map(|t| match t {
            Task::Work(Engine::Count, Work::Post(r)) => Some(r.ticket),
            _ => None,
        })
        .expect("the counting worker is asked");
    let said = Said {
        ticket: Some(ticket),
        body: Body::Answer(vec!["perft 1 20".into()]),
    };
    s.rt.inbox()
        .post(Message::Heard(Engine::Count, Some(1), Heard::Message(said)));
    let tasks = s.drain();
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Number(c))) if *c == 20.0));
    let (n, tasks) = s.call("perft", Given::Number(9.0, "9".into()));
    assert!(matches!(answer(&tasks, n), Some(Err(why)) if why.contains('9')));
    let (n, _) = s.call("stopPerft", Given::Absent);
    assert!(matches!(s.rt.answered(n), Some(Ok(ApiValue::Bool(false)))));
}

#[test]
fn a_picture_is_answered_once_drawn_or_refused() {
    let mut s = Shell::new();
    let png = Given::Object(vec![("format".into(), Given::Text("png".into()))]);
    let (n, tasks) = s.call("exportImage", png);
    assert!(tasks
        .iter()
        .any(|t| matches!(t, Task::Effect(Effect::Picture(PictureEffect::Png { .. })))));
    assert!(answer(&tasks, n).is_none());
    let drawn = crate::app::export::ExportInput::Drawn(n, Ok("iVBOR".into()));
    let tasks = s.post(Command::Export(drawn));
    assert!(matches!(
        answer(&tasks, n),
        Some(Ok(ApiValue::Image { mime: "image/png", base64 })) if base64 == "iVBOR"
    ));
    let wide = Given::Object(vec![
        ("format".into(), Given::Text("png".into())),
        ("width".into(), Given::Number(5.0, "5".into())),
    ]);
    let (n, tasks) = s.call("exportImage", wide);
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Reply(r))) if !r.ok));
}

#[test]
fn puzzles_are_answered_once_the_set_is_there() {
    let mut s = Shell::new();
    let (n, tasks) = s.call("puzzles", Given::Absent);
    assert!(tasks
        .iter()
        .any(|t| matches!(t, Task::Effect(Effect::Fetch(Fetch::Puzzles)))));
    let (m, _) = s.call("openPuzzle", Given::Text("44a0079c".into()));
    let tasks = s.post(Command::PuzzlesLoaded(
        Ok(crate::app::tests::PUZZLES.into()),
    ));
    assert!(matches!(answer(&tasks, n), Some(Ok(ApiValue::Puzzles(p))) if p.len() == 2));
    assert!(matches!(answer(&tasks, m), Some(Ok(ApiValue::Reply(r))) if r.ok));
    let (m, tasks) = s.call("openPuzzle", Given::Text("nothing".into()));
    assert!(matches!(answer(&tasks, m), Some(Ok(ApiValue::Reply(r))) if !r.ok));
}
