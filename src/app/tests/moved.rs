//! The router's scenarios (`app::moved`): a move is told once, as data, to every part that
//! hears it, in its round; a refused move is told to none.

use super::*;
use crate::app::moved::{told, Listener, Round, LISTENERS};

#[test]
fn a_persons_move_reaches_every_listening_part_exactly_once() {
    let mut p = Page::new();
    p.click("a6", "a7");
    assert_eq!(p.ply(), 1, "{}", p.status());
    let heard = told();
    // Every part once, the settling ones first.
    let expected: Vec<(Listener, usize)> = [Round::Settle, Round::Answer]
        .iter()
        .flat_map(|&r| LISTENERS.iter().filter(move |l| l.round() == r))
        .map(|&l| (l, 1))
        .collect();
    assert_eq!(heard, expected);
    assert_eq!(heard.len(), LISTENERS.len());
    // The next move is told once too, with its own ply.
    p.send(Command::PlayText("a5-b4".into(), MoveSource::Click))
        .unwrap();
    assert!(told().iter().all(|&(_, ply)| ply == 2));
}

#[test]
fn the_computers_move_reaches_only_the_clocks() {
    let mut p = against_the_computer();
    p.click("a6", "a7");
    let serial = Page::asked(&p.take()).expect("the engine is asked");
    told();
    p.send(Command::ComputerAnswered(serial, bestmove("a5-b4")))
        .unwrap();
    let due = p.take().iter().find_map(|e| match e {
        Effect::Computer(ComputerEffect::Wait { serial, .. }) => Some(*serial),
        _ => None,
    });
    if let Some(due) = due {
        p.send(Command::ComputerDue(due)).unwrap();
    }
    assert_eq!(p.ply(), 2);
    assert_eq!(told(), [(Listener::Clocks, 2)]);
}

#[test]
fn a_refused_move_is_told_to_no_part() {
    let mut p = Page::new();
    assert!(p
        .send(Command::PlayText("a6-a8".into(), MoveSource::Click))
        .is_err());
    assert_eq!(p.ply(), 0);
    assert!(told().is_empty());
}

#[test]
fn which_parts_hear_which_sources() {
    for l in LISTENERS {
        assert!(l.hears(MoveSource::Click), "{l:?} hears a person");
        assert_eq!(
            l.hears(MoveSource::Computer),
            l == Listener::Clocks,
            "{l:?}"
        );
        assert_eq!(l.hears(MoveSource::Link), l == Listener::Clocks, "{l:?}");
    }
}
