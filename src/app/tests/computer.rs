//! Scenarios of playing against the computer: a click against a computer seat asks the
//! engine, whose answer is played once the pace is kept; a reply for an older position and
//! a seat changed meanwhile are dropped; a worker that fails every try is retried, then
//! pauses the computer until Resume asks again.

use super::*;

#[test]
fn a_click_against_a_computer_seat_asks_the_engine() {
    let mut p = against_the_computer();
    p.click("a6", "a7");
    assert_eq!(p.ply(), 1, "{}", p.status());
    let effects = p.take();
    let serial = Page::asked(&effects).expect("the engine is asked");
    assert!(p.state.computer().is_thinking());
    // Its answer is the computer's move, played through the one door once the pace is
    // kept (a timer), then it is the person's turn again.
    p.send(Command::ComputerAnswered(serial, bestmove("a5-b4")))
        .unwrap();
    let waits = p.take();
    let due = waits.iter().find_map(|e| match e {
        Effect::Computer(ComputerEffect::Wait { serial, .. }) => Some(*serial),
        _ => None,
    });
    if let Some(due) = due {
        p.send(Command::ComputerDue(due)).unwrap();
    }
    assert_eq!(p.ply(), 2);
    assert_eq!(
        p.state.board().game().moves().last().map(|m| m.mv),
        Some(mv("a5-b4"))
    );
    assert!(p.state.board().person_to_move());
}

#[test]
fn a_reply_for_an_older_position_is_dropped() {
    let mut p = against_the_computer();
    p.click("a6", "a7");
    let first = Page::asked(&p.take()).unwrap();
    // Taken back before the answer came: the question is cancelled.
    p.send(Command::Undo).unwrap();
    assert_eq!(p.ply(), 0);
    assert!(p.take().contains(&Effect::Computer(ComputerEffect::Cancel)));
    // Another move, after which the first answer's move is legal too.
    let start = *p.state.board().game().position();
    let other = *p
        .state
        .legal_moves()
        .iter()
        .find(|&&m| {
            m != mv("a6-a7")
                && start
                    .play(m)
                    .is_ok_and(|after| after.legal_moves().iter().any(|&r| r == mv("a5-b4")))
        })
        .unwrap();
    p.send(Command::PlayText(other.to_string(), MoveSource::Click))
        .unwrap();
    let second = Page::asked(&p.take()).unwrap();
    assert_ne!(first, second);
    // The first question's answer arrives late: not played.
    p.send(Command::ComputerAnswered(first, bestmove("a5-b4")))
        .unwrap();
    p.send(Command::ComputerDue(first)).unwrap();
    assert_eq!(p.ply(), 1, "the old position's move is not played");
    assert!(
        p.state.computer().is_thinking(),
        "the second question stands"
    );
}

#[test]
fn a_seat_change_while_the_computer_thinks_cancels_the_search() {
    let mut p = against_the_computer();
    p.click("a6", "a7");
    let serial = Page::asked(&p.take()).unwrap();
    p.send(Command::SetSeat(Color::Black, Seat::Person))
        .unwrap();
    assert!(p.take().contains(&Effect::Computer(ComputerEffect::Cancel)));
    assert!(!p.state.computer().is_thinking());
    p.send(Command::ComputerAnswered(serial, bestmove("a5-b4")))
        .unwrap();
    p.send(Command::ComputerDue(serial)).unwrap();
    assert_eq!(p.ply(), 1, "the old seat's answer is not played");
    assert!(p.state.board().person_to_move(), "Black is a person now");
}

#[test]
fn a_worker_that_failed_every_try_pauses_the_computer_and_resume_asks_again() {
    let mut p = against_the_computer();
    p.click("a6", "a7");
    let serial = Page::asked(&p.take()).unwrap();
    // The shell's worker client has replaced the crashed worker and asked again; only
    // when every try failed does the answer say so.
    let failed = Answer::Failed(EngineError::Crashed("out of memory".into()));
    p.send(Command::ComputerAnswered(serial, failed)).unwrap();
    assert!(p.state.computer().is_paused());
    assert!(p.status().contains("out of memory"), "{}", p.status());
    assert!(p.state.pause_offered(), "Resume is offered");
    assert_eq!(Page::asked(&p.take()), None, "not asked again while paused");
    p.send(Command::TogglePause).unwrap();
    let again = Page::asked(&p.take()).expect("asked again on Resume");
    assert!(again > serial);
}

#[test]
fn a_crashed_worker_is_retried_then_the_computer_pauses() {
    use crate::app::channel::MAX_TRIES;
    use crate::app::engines::{Engine, Engines, Heard, Out, Work};
    let mut p = against_the_computer();
    p.click("a6", "a7");
    // The page's engines carry the question to the computer's worker; each worker the
    // shell starts crashes.
    let mut engines = Engines::default();
    let mut outs: Vec<Out> = p
        .take()
        .into_iter()
        .filter_map(|e| engines.carry_out(e).ok())
        .flatten()
        .collect();
    let mut tries = 0;
    let answer = loop {
        if let Some(c) = outs.iter().find_map(|o| match o {
            Out::Command(c) => Some(c.clone()),
            _ => None,
        }) {
            break c;
        }
        assert!(
            outs.iter()
                .any(|o| matches!(o, Out::Work(Engine::Computer, Work::Post(_)))),
            "asked (again): {outs:?}"
        );
        tries += 1;
        assert!(!p.state.computer().is_paused(), "not paused while retrying");
        outs = engines.heard(Engine::Computer, Heard::Failed("the worker crashed".into()));
    };
    assert_eq!(tries, MAX_TRIES, "every try failed first");
    assert!(matches!(
        answer,
        Command::ComputerAnswered(_, Answer::Failed(_))
    ));
    p.send(answer).unwrap();
    assert!(p.state.computer().is_paused());
    assert!(p.status().contains("the worker crashed"), "{}", p.status());
}
