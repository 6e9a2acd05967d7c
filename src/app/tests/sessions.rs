//! Random sessions: any sequence of a player's inputs (and the shell's answers to the
//! effects they ask for, in any order) is taken without a panic, and the state stays
//! whole: the legal moves are the live position's, the view names only known ids,
//! every move on the board is one the rules allow.

use crate::app::page::Fetch;
use proptest::prelude::*;

use super::*;
use crate::types::Square;
use crate::ui::geometry::Point;

fn command(k: u8, a: u8, b: u8) -> Command {
    let sq = Square::all().nth(usize::from(a) % 64).unwrap();
    let at = Point::new(f64::from(a % 8) + 0.5, f64::from(b % 8) + 0.5);
    match k % 30 {
        0..=5 => Command::Click(sq, MoveSource::Click),
        6 => Command::PointerDown(1, at),
        7 => Command::PointerMove(1, at),
        8 => Command::PointerUp(1, at),
        9 => Command::Undo,
        10 => Command::Redo,
        11 => Command::BrowseBy(if b.is_multiple_of(2) { -1 } else { 1 }),
        12 => Command::ShowPly(usize::from(b % 12)),
        13 => Command::SetSeat(
            if a.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
            if b.is_multiple_of(3) {
                Seat::Person
            } else {
                Seat::Computer { level: b % 8 + 1 }
            },
        ),
        14 => {
            if b.is_multiple_of(2) {
                Command::ToggleEditor
            } else {
                Command::CloseEditor
            }
        }
        15 => Command::Learn,
        16 => Command::LeaveLessons,
        17 => Command::OpenPuzzle(Wanted::Next, u64::from(a)),
        18 => {
            if b.is_multiple_of(2) {
                Command::LeavePuzzles
            } else {
                Command::Puzzles
            }
        }
        19 => Command::PuzzleRetry,
        20 => Command::PuzzleShowSolution,
        21 => Command::SetThreats(b.is_multiple_of(2)),
        22 => Command::SetAnalysis(b.is_multiple_of(2)),
        23 => Command::StartReview,
        24 => Command::NewGame,
        25 => Command::Declare(if b.is_multiple_of(2) {
            super::super::Declare::Resign
        } else {
            super::super::Declare::Draw
        }),
        26 => Command::CursorBy(i32::from(a % 3) - 1, i32::from(b % 3) - 1),
        27 => Command::PressCursor,
        28 => Command::Escape,
        _ => Command::Hint,
    }
}

/// What a worker or a timer would send back for `effect` (a reply that may be long
/// stale by the time it is sent).
fn answer(effect: &Effect, pick: u8, legal: &[Move]) -> Option<Command> {
    let mv = legal.get(usize::from(pick) % legal.len().max(1)).copied();
    let best = |mv: Option<Move>| match mv {
        Some(m) => bestmove(&m.to_string()),
        None => Answer::Failed(EngineError::Crashed("no move".into())),
    };
    Some(match effect {
        Effect::Computer(ComputerEffect::Ask { serial, .. }) => {
            Command::ComputerAnswered(*serial, best(mv))
        }
        Effect::Computer(ComputerEffect::Wait { serial, .. }) => Command::ComputerDue(*serial),
        Effect::AskDefence { ticket, .. } => Command::Defended(
            *ticket,
            Answer::Lines(vec![crate::engine::Reply::Defend(mv).to_string()]),
        ),
        Effect::Timer { timer, .. } => Command::Timer(*timer),
        Effect::Fetch(Fetch::Puzzles) => Command::PuzzlesLoaded(Ok(PUZZLES.into())),
        Effect::Analysis(super::super::study::Effect::Ask { serial, .. }) => {
            Command::AnalysisAnswered(*serial, best(mv))
        }
        Effect::Review(super::super::study::Effect::Ask { serial, .. }) => {
            Command::Reviewed(*serial, best(mv))
        }
        _ => return None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_session_keeps_the_state_whole(
        inputs in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>()), 1..80)
    ) {
        let mut p = Page::new();
        let mut waiting: Vec<Effect> = Vec::new();
        for (k, a, b, pick) in inputs {
            // Now and then the shell answers an effect that waited, in any order.
            if pick % 3 == 0 && !waiting.is_empty() {
                let e = waiting.remove(usize::from(pick) % waiting.len());
                let legal = p.state.legal_moves().to_vec();
                if let Some(c) = answer(&e, pick, &legal) {
                    let _ = p.send(c);
                }
            }
            let _ = p.send(command(k, a, b));
            waiting.extend(p.take());
            let game = p.state.board().game();
            let live: Vec<Move> = game.legal_moves().iter().copied().collect();
            prop_assert_eq!(p.state.legal_moves(), &live[..]);
            for (id, _) in &p.state.view().nodes {
                prop_assert!(super::super::ids::known(id), "{}", id);
            }
            let _ = p.state.scene(0.0);
            // Every move on the board replays from the start under the rules.
            let mut pos = *game.position_at(0).unwrap();
            for m in game.moves() {
                pos = pos.play(m.mv).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            }
            prop_assert_eq!(pos, *game.position());
        }
    }
}
