//! The runtime's tests, as a shell would drive it: tasks come in order, a message posted
//! while the shell carries out a task waits its turn (never dropped), the computer's
//! worker is asked and its answer reaches the state without the shell, and a replaced
//! worker is not heard.

use crate::app::engines::{Engine, Heard, Work};
use crate::app::overlays::Overlay;
use crate::app::{Command, Effect, State, Surroundings};
use crate::engine::wire::{Body, Message as Said};
use crate::types::Color;
use crate::ui::session::Seat;

use super::{Message, Runtime, Task};

fn world() -> Surroundings {
    Surroundings {
        reduced_motion: true,
        ..Surroundings::default()
    }
}

/// A shell: carries out every task (storage always succeeds, the database is absent),
/// calls `during` with each task first, and returns the tasks in order.
fn drain(rt: &mut Runtime, mut during: impl FnMut(&mut Runtime, &Task)) -> Vec<Task> {
    let mut done = Vec::new();
    while let Some(task) = rt.next(&world, &|_, number| number != Some(99)) {
        during(rt, &task);
        match &task {
            Task::Effect(Effect::SaveGame { .. }) => {
                let _ = rt.send(Command::Saved(Ok(())), world());
            }
            Task::Effect(Effect::StoreSettings(merged)) => {
                let _ = rt.send(Command::SettingsStored(merged.clone()), world());
            }
            // The computer's pace kept: at once here.
            Task::Effect(Effect::Computer(crate::app::computer::Effect::Wait {
                serial, ..
            })) => {
                rt.inbox()
                    .post(Message::Command(Command::ComputerDue(*serial)));
            }
            Task::Effect(Effect::Db(crate::app::archive::DbEffect::Open)) => {
                rt.inbox().post(Message::Command(Command::Archive(
                    crate::app::archive::ArchiveInput::Loaded(Err("no database here".into())),
                )));
            }
            _ => {}
        }
        done.push(task);
    }
    done
}

fn started() -> Runtime {
    let mut rt = Runtime::new(State::new(false, 7));
    rt.send(Command::Start, world()).unwrap();
    drain(&mut rt, |_, _| {});
    rt
}

/// A started page whose White seat the computer (level 1) has just taken.
fn the_computer_plays_white() -> Runtime {
    let mut rt = started();
    rt.send(
        Command::SetSeat(Color::White, Seat::Computer { level: 1 }),
        world(),
    )
    .unwrap();
    rt
}

#[test]
fn a_message_posted_while_a_task_is_carried_out_waits_its_turn() {
    let mut rt = started();
    let inbox = rt.inbox();
    rt.send(Command::Overlay(Overlay::ToggleMenu), world())
        .unwrap();
    let mut posted = false;
    let tasks = drain(&mut rt, |_, _| {
        // Posted in the middle of the effects of the command before: not lost, and not
        // taken before them.
        if !posted {
            posted = true;
            inbox.post(Message::Command(Command::Overlay(Overlay::ToggleMenu)));
            inbox.post(Message::Command(Command::Overlay(Overlay::ToggleMenu)));
            assert_eq!(inbox.len(), 2, "they wait");
        }
    });
    assert!(posted && !tasks.is_empty());
    assert!(inbox.is_empty(), "every message was taken");
    assert!(
        rt.state().overlays().menu,
        "three toggles in order leave the menu open"
    );
}

#[test]
fn the_computers_answer_reaches_the_state_through_the_runtime() {
    let mut rt = the_computer_plays_white();
    let tasks = drain(&mut rt, |_, _| {});
    let ticket = tasks
        .iter()
        .find_map(|t| match t {
            Task::Work(Engine::Computer, Work::Post(r)) => Some(r.ticket),
            _ => None,
        })
        .expect("the computer's worker is asked");
    assert!(
        !tasks
            .iter()
            .any(|t| matches!(t, Task::Effect(Effect::Computer(_)))),
        "the engine's effects do not reach the shell: {tasks:?}"
    );
    let answer = |number| {
        Message::Heard(
            Engine::Computer,
            Some(number),
            Heard::Message(Said {
                ticket: Some(ticket),
                body: Body::Answer(vec!["bestmove a6-a7".into()]),
            }),
        )
    };
    // A worker replaced since (number 99 here) is not heard.
    rt.inbox().post(answer(99));
    drain(&mut rt, |_, _| {});
    assert_eq!(
        rt.state().board().game().ply(),
        0,
        "a replaced worker's answer is dropped"
    );
    rt.inbox().post(answer(1));
    drain(&mut rt, |_, _| {});
    assert_eq!(
        rt.state().board().game().ply(),
        1,
        "{}",
        rt.state().status()
    );
}

#[test]
fn a_worker_that_cannot_take_its_work_is_heard_at_once_before_what_waits() {
    let mut rt = the_computer_plays_white();
    let mut failures = 0;
    drain(&mut rt, |rt, task| {
        if let Task::Work(Engine::Computer, Work::Post(r)) = task {
            failures += 1;
            rt.heard_now(
                Engine::Computer,
                Heard::NotPosted(r.ticket, "no worker here".into()),
            );
        }
    });
    assert_eq!(
        failures, 1,
        "a request no worker could take is not asked again"
    );
    assert!(
        rt.state().computer().is_paused(),
        "every try failed: paused"
    );
    assert!(
        rt.state().status().contains("no worker here"),
        "{}",
        rt.state().status()
    );
}
