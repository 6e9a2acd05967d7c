//! Scenarios of starting a game and of its clocks: the New game dialog, the question
//! before a game in progress is replaced, the games kept, the board turned to the player,
//! clocks that tick, pause, flag, come back with an undo and bound the computer's search.

use super::*;
use crate::app::new_game::Setup;
use crate::engine::Command as EngineCommand;
use crate::ui::clock::TimeControl;

fn setup(seats: [Seat; 2], minutes: u32, increment: u32) -> Command {
    Command::StartGame(Box::new(Setup {
        seats,
        names: [Some("Ann".into()), None],
        clock: TimeControl::new(minutes, increment),
    }))
}

impl Page {
    /// The last clock timer started, if any.
    fn clock_timer(&self) -> Option<u64> {
        self.seen.iter().rev().find_map(|e| match e {
            Effect::Timer {
                timer: Timer::Clock(t),
                ..
            } => Some(*t),
            _ => None,
        })
    }

    /// `ms` pass, then the last clock timer rings.
    fn wait(&mut self, ms: f64) {
        self.now += ms;
        if let Some(t) = self.clock_timer() {
            self.send(Command::Timer(Timer::Clock(t))).unwrap();
        }
    }

    fn left(&self) -> [u64; 2] {
        self.state.clocks_left().expect("clocks")
    }
}

#[test]
fn the_side_to_move_runs_down_and_its_flag_ends_the_game_on_time() {
    let mut p = Page::new();
    p.send(setup([Seat::Person; 2], 1, 0)).unwrap();
    // Each side's first move is not timed.
    assert_eq!(p.state.clock_running(), None);
    p.click("a6", "a7");
    p.click("a5", "b4");
    assert_eq!(p.state.clock_running(), Some(Color::White));
    let v = p.state.view();
    assert_eq!(
        v.get(super::super::ids::CLOCK_WHITE).unwrap().hidden,
        Some(false)
    );
    assert_eq!(
        v.get(super::super::ids::NAME_WHITE)
            .unwrap()
            .text
            .as_deref(),
        Some("Ann")
    );
    p.wait(20_000.0);
    assert!(
        p.left()[0] <= 40_000 && p.left()[0] > 39_000,
        "{:?}",
        p.left()
    );
    p.click("a7", "b7");
    assert_eq!(p.state.clock_running(), Some(Color::Black));
    let white = p.left()[0];
    // A stale timer is not heard: only the last one started.
    let stale = p.clock_timer().unwrap() - 1;
    p.now += 61_000.0;
    p.send(Command::Timer(Timer::Clock(stale))).unwrap();
    assert_eq!(p.state.board().game().outcome(), None);
    p.wait(0.0);
    let o = p.state.board().game().outcome().expect("flagged");
    assert_eq!(o.reason_code(), "time");
    assert_eq!(o.winner(), Some(Color::White));
    assert_eq!(p.state.clock_running(), None, "the clocks stop");
    assert_eq!(p.left(), [white, 0]);
    let record = p.state.board().record("2026.12.01");
    assert!(
        record.contains("[Termination \"Black lost on time\"]"),
        "{record}"
    );
    assert!(record.contains("[TimeControl \"60+0\"]"), "{record}");
    assert!(record.contains("[White \"Ann\"]"), "{record}");
    // A result on time stands: Undo takes nothing back.
    p.send(Command::Undo).unwrap();
    assert_eq!(p.state.board().game().outcome(), Some(o));
    assert_eq!(p.ply(), 3);
    assert_eq!(p.left(), [white, 0]);
}

#[test]
fn a_move_made_after_the_flag_fell_is_refused_by_the_game_over() {
    let mut p = Page::new();
    p.send(setup([Seat::Person; 2], 1, 5)).unwrap();
    p.click("a6", "a7");
    p.click("a5", "b4");
    p.now += 60_500.0;
    // The timer has not rung yet: the move finds the flag down.
    let r = p.send(Command::PlayText("a7-b7".into(), MoveSource::Api));
    assert!(r.is_err());
    assert_eq!(p.ply(), 2);
    assert_eq!(
        p.state.board().game().outcome().map(|o| o.reason_code()),
        Some("time")
    );
}

#[test]
fn pause_stops_both_clocks_and_resume_runs_the_side_to_move_again() {
    let mut p = Page::new();
    p.send(setup([Seat::Person; 2], 3, 2)).unwrap();
    assert!(p.state.pause_offered(), "two people with clocks may pause");
    p.click("a6", "a7");
    p.click("a5", "b4");
    p.click("a7", "b7");
    // Each command comes 10 ms after the last.
    assert!(
        (181_900..=182_000).contains(&p.left()[0]),
        "the increment: {:?}",
        p.left()
    );
    p.send(Command::TogglePause).unwrap();
    let paused = p.left();
    p.now += 50_000.0;
    assert_eq!(p.left(), paused);
    assert_eq!(p.state.clock_running(), None);
    assert!(p.send(Command::PauseClock(false)).is_ok());
    p.now += 1_000.0;
    assert!(p.left()[1] < paused[1]);
    // Without a clock there is nothing to pause.
    p.send(Command::StartGame(Box::new(Setup {
        seats: [Seat::Person; 2],
        names: [None, None],
        clock: None,
    })))
    .unwrap();
    assert!(p.send(Command::PauseClock(true)).is_err());
    assert!(!p.state.pause_offered());
}

#[test]
fn a_clocked_computer_seat_searches_within_the_time_its_clock_allows() {
    let mut p = Page::new();
    p.send(setup([Seat::Computer { level: 8 }, Seat::Person], 1, 0))
        .unwrap();
    assert!(p.state.flipped(), "the person's Black at the bottom");
    let go = p.take().into_iter().find_map(|e| match e {
        Effect::Computer(ComputerEffect::Ask { commands, .. }) => {
            commands.into_iter().find_map(|c| match c {
                EngineCommand::Go(go) => Some(go),
                _ => None,
            })
        }
        _ => None,
    });
    let movetime = go.and_then(|g| g.movetime).expect("a time bound");
    assert_eq!(
        movetime,
        crate::ui::computer::move_budget(60_000, 0),
        "a share of the minute"
    );
}

#[test]
fn the_dialog_asks_before_a_game_in_progress_is_replaced_and_keeps_it_or_not() {
    let mut p = Page::new();
    p.send(Command::NewGame).unwrap();
    assert!(p.state.starting().open);
    assert!(p
        .state
        .view()
        .dialog_open(super::super::ids::NEW_GAME_DIALOG));
    // No moves: nothing to ask about.
    p.send(Command::NewGameDialog(DialogInput::Colour("black".into())))
        .unwrap();
    p.send(Command::NewGameDialog(DialogInput::Start(Way::Computer)))
        .unwrap();
    assert!(p.state.starting().pending.is_none());
    assert!(!p.state.starting().open);
    assert!(p.state.flipped(), "the person's Black at the bottom");
    assert!(matches!(
        p.state.board().seat(Color::White),
        Seat::Computer { .. }
    ));
    assert!(
        p.take()
            .iter()
            .any(|e| matches!(e, Effect::StoreChoices(t) if t.contains("colour black"))),
        "the choice is remembered"
    );
    // Two people, with moves: asked; Cancel changes nothing.
    p.send(Command::SetSeat(Color::White, Seat::Person))
        .unwrap();
    p.click("a6", "a7");
    p.send(Command::NewGame).unwrap();
    p.send(Command::NewGameDialog(DialogInput::Start(Way::TwoPlayers)))
        .unwrap();
    assert!(p.state.starting().pending.is_some());
    assert!(p
        .state
        .view()
        .dialog_open(super::super::ids::REPLACE_DIALOG));
    p.send(Command::Replace(Decision::Cancel)).unwrap();
    assert_eq!(p.ply(), 1);
    assert!(p.state.kept_records().is_empty());
    // Discarded: gone.
    p.send(Command::NewGameDialog(DialogInput::Start(Way::TwoPlayers)))
        .unwrap();
    p.send(Command::Replace(Decision::Discard)).unwrap();
    assert_eq!(p.ply(), 0);
    assert!(p.state.kept_records().is_empty());
    // Kept: reopened from the list with every move; the game it replaces is kept.
    p.click("a6", "a7");
    p.click("a5", "b4");
    p.send(Command::NewGameDialog(DialogInput::Start(Way::TwoPlayers)))
        .unwrap();
    p.send(Command::Replace(Decision::Keep)).unwrap();
    let kept = p.state.kept_games();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].plies, 2);
    p.click("h6", "h7");
    p.send(Command::OpenKept(kept[0].id.clone())).unwrap();
    assert_eq!(p.ply(), 2);
    let kept = p.state.kept_games();
    assert_eq!(kept.iter().map(|k| k.plies).collect::<Vec<_>>(), [1]);
    assert!(p.send(Command::OpenKept("nope".into())).is_err());
}

#[test]
fn an_import_asks_too_and_a_finished_game_is_kept_without_asking() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(Command::Import("[Result \"*\"]\n\n1. h6-h7 *".into()))
        .unwrap();
    assert!(p.state.starting().pending.is_some(), "asked");
    p.send(Command::Replace(Decision::Keep)).unwrap();
    assert_eq!(p.state.board().game().move_list().len(), 1);
    assert_eq!(p.state.kept_records().len(), 1);
    // Finished (resigned): kept, whatever is answered, and not asked at all.
    p.send(Command::Declare(Declare::Resign)).unwrap();
    p.send(Command::Declare(Declare::Resign)).unwrap();
    assert!(p.state.board().game().outcome().is_some());
    p.send(Command::NewGameDialog(DialogInput::Start(Way::TwoPlayers)))
        .unwrap();
    assert!(p.state.starting().pending.is_none());
    assert_eq!(p.state.kept_records().len(), 2);
}

#[test]
fn the_clocks_stop_while_a_lesson_holds_the_game() {
    let mut p = Page::new();
    p.send(setup([Seat::Person; 2], 5, 0)).unwrap();
    p.click("a6", "a7");
    p.click("a5", "b4");
    p.click("a7", "b7");
    let before = p.left();
    p.send(Command::Learn).unwrap();
    p.now += 100_000.0;
    p.send(Command::LeaveLessons).unwrap();
    let after = p.left();
    assert!(before[1] - after[1] < 100, "{before:?} {after:?}");
    assert_eq!(p.state.clock_running(), Some(Color::Black));
}

#[test]
fn a_game_storage_refused_stays_in_this_tab_when_another_tab_stores_its_list() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(setup([Seat::Person; 2], 1, 0)).unwrap();
    p.send(Command::PreviousNotStored(
        crate::ui::error::SaveError::Full,
    ))
    .unwrap();
    p.send(Command::OtherTabKept(
        "[Result \"*\"]\n\n1. h6-h7 *\n".into(),
    ))
    .unwrap();
    let plies: Vec<usize> = p.state.kept_games().iter().map(|k| k.plies).collect();
    assert_eq!(plies, [1, 1], "this tab's game and the other tab's");
    assert!(p.state.kept_records()[0].contains("a6-a7"));
}

#[test]
fn a_pause_does_not_carry_over_and_the_editor_stops_the_clocks() {
    let mut p = Page::new();
    p.send(setup([Seat::Person; 2], 1, 0)).unwrap();
    p.send(Command::TogglePause).unwrap();
    assert!(p.state.paused());
    p.send(setup([Seat::Person, Seat::Computer { level: 1 }], 1, 0))
        .unwrap();
    assert!(!p.state.paused(), "a new game starts unpaused");
    p.send(setup([Seat::Person; 2], 1, 0)).unwrap();
    p.click("a6", "a7");
    p.click("a5", "b4");
    assert_eq!(p.state.clock_running(), Some(Color::White));
    p.send(Command::ToggleEditor).unwrap();
    assert_eq!(p.state.clock_running(), None, "the editor holds the game");
    let held = p.left();
    p.now += 30_000.0;
    p.send(Command::ToggleEditor).unwrap();
    assert_eq!(p.state.clock_running(), Some(Color::White));
    assert!(held[0] - p.left()[0] < 100, "{held:?} {:?}", p.left());
    // A person's move on paused clocks resumes them.
    p.send(Command::TogglePause).unwrap();
    p.click("a7", "b7");
    assert!(!p.state.paused());
    assert_eq!(p.state.clock_running(), Some(Color::Black));
    // Leaving the page pauses a running clock as it stands.
    p.send(Command::PageLeft).unwrap();
    assert!(p.state.paused());
    assert_eq!(p.state.clock_running(), None);
}
