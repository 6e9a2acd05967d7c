//! Scenarios of the modes that hold the game: a wrong puzzle move asks for the defence, a
//! defence answered after the puzzle was left is dropped, a lesson left brings the game back
//! unchanged, one mode at a time, and Pause offered only in the live game.

use super::*;
use crate::app::page::Fetch;

#[test]
fn a_wrong_puzzle_move_asks_for_the_defence() {
    let mut p = Page::new();
    p.send(Command::OpenPuzzle(Wanted::Id("44a0079c".into()), 1))
        .unwrap();
    assert!(p.take().contains(&Effect::Fetch(Fetch::Puzzles)));
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    assert!(p.take().contains(&Effect::PuzzleOpened(1, Ok(()))));
    assert!(p.state.modes.in_puzzle());
    let (wrong, ticket) = p.play_a_wrong_first_move();
    assert_eq!(
        p.status(),
        words::puzzle_wrong_pending(&crate::ui::lang::Speaker::english(), wrong, Color::Black),
        "the player is told the move is wrong, and that the defence is being found"
    );
    // No person moves while the defence is searched.
    assert!(p
        .send(Command::PlayText("a2-a3".into(), MoveSource::Click))
        .is_err());
    // The defence found, it is played after a pause: the try is over.
    let reply = *p
        .state
        .legal_moves()
        .first()
        .expect("the defender can move");
    p.send(Command::Defended(
        ticket,
        Answer::Lines(vec![crate::engine::Reply::Defend(Some(reply)).to_string()]),
    ))
    .unwrap();
    let timer = p.take().into_iter().find_map(|e| match e {
        Effect::Timer { timer, .. } => Some(timer),
        _ => None,
    });
    assert_eq!(timer, Some(Timer::PuzzleDue(ticket)));
    p.send(Command::Timer(Timer::PuzzleDue(ticket))).unwrap();
    assert_eq!(p.ply(), 2, "the defender's reply is on the board");
    let attempt = p.state.modes.puzzle_view().unwrap().attempt;
    assert_eq!(attempt.status(), crate::ui::puzzle::Status::Wrong);
}

#[test]
fn a_defence_answered_after_the_puzzle_was_left_is_dropped() {
    let mut p = Page::new();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    p.send(Command::OpenPuzzle(Wanted::Id("44a0079c".into()), 0))
        .unwrap();
    let (_, ticket) = p.play_a_wrong_first_move();
    p.send(Command::LeavePuzzles).unwrap();
    assert!(p.take().contains(&Effect::StopDefence));
    p.send(Command::Defended(ticket, bestmove("a5-b4")))
        .unwrap();
    p.send(Command::Timer(Timer::PuzzleDue(ticket))).unwrap();
    assert_eq!(p.ply(), 0, "the game is untouched");
    assert!(matches!(p.state.mode(), Mode::Game));
}

#[test]
fn leaving_a_lesson_brings_the_game_back_unchanged() {
    let mut p = Page::new();
    // The board stays as the players turned it (it does not turn with each move).
    p.send(Command::SetAutoFlip(false)).unwrap();
    p.click("a6", "a7");
    p.click("a5", "b4");
    p.send(Command::Flip).unwrap();
    p.send(Command::SetThreats(true)).unwrap();
    let record = p.state.board().record("2026.12.01");
    let flipped = p.state.flipped();
    let saved = p.saved;

    p.send(Command::Learn).unwrap();
    assert!(p.state.modes.in_lesson());
    assert!(
        p.state.ground.threats.as_ref().is_none(),
        "no overlay gives the lesson away"
    );
    let lesson = &LESSONS[0];
    p.send(Command::PlayText(
        lesson.solution[0].into(),
        MoveSource::Click,
    ))
    .unwrap();
    assert_ne!(p.state.board().record("2026.12.01"), record);
    assert_eq!(p.saved, saved, "the game's record is not written meanwhile");

    p.send(Command::LeaveLessons).unwrap();
    assert!(matches!(p.state.mode(), Mode::Game));
    assert_eq!(p.state.board().record("2026.12.01"), record);
    assert_eq!(p.state.flipped(), flipped);
    assert!(
        p.state.ground.threats.as_ref().is_some(),
        "the overlay comes back on"
    );
    assert_eq!(p.status(), words::PUZZLES_LEFT.english());
}

#[test]
fn one_mode_at_a_time() {
    let mut p = Page::new();
    p.send(Command::ToggleEditor).unwrap();
    assert!(p.state.editing());
    // A lesson closes the editor; the editor then leaves the lesson.
    p.send(Command::Learn).unwrap();
    assert!(p.state.modes.in_lesson() && !p.state.editing());
    p.send(Command::ToggleEditor).unwrap();
    assert!(p.state.editing() && !p.state.modes.in_lesson());
    assert_eq!(p.ply(), 0, "the game came back before the editor opened");
}

#[test]
fn pause_is_offered_only_while_a_computer_seat_may_move_in_the_live_game() {
    let mut p = against_the_computer();
    assert!(p.state.pause_offered());
    p.send(Command::ToggleEditor).unwrap();
    assert!(!p.state.pause_offered(), "the editor holds the game");
    p.send(Command::ToggleEditor).unwrap();
    p.send(Command::Learn).unwrap();
    assert!(!p.state.pause_offered(), "a lesson holds the game");
    p.send(Command::LeaveLessons).unwrap();
    assert!(p.state.pause_offered());
}

/// Issue 46: a puzzle holds a board of its own. The game is never swapped out nor
/// touched: its record, its moves and its clocks stay as they were while the puzzle is
/// played on, and the board shows the game again when the puzzle is left.
#[test]
fn a_puzzle_plays_on_a_board_of_its_own_and_the_game_is_never_touched() {
    let mut p = Page::new();
    p.send(Command::StartGame(Box::new(crate::app::new_game::Setup {
        seats: [Seat::Person; 2],
        names: [None, None],
        clock: crate::ui::clock::TimeControl::new(5, 0),
    })))
    .unwrap();
    p.click("a6", "a7");
    p.now += 3_000.0;
    p.click("a5", "b4");
    p.send(Command::OpenPuzzle(Wanted::Id("44a0079c".into()), 1))
        .unwrap();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    assert!(p.state.modes.in_puzzle());
    // Held: its clocks stopped as the puzzle took the board.
    let record = p.state.game().record("2026.12.05");
    let clocks = p.state.game().clock().cloned();
    assert_eq!(
        p.state.board().game().ply(),
        0,
        "the board shows the puzzle"
    );
    assert_ne!(p.state.board().loads(), p.state.game().loads());
    p.now += 60_000.0;
    let _ = p.play_a_wrong_first_move();
    assert_eq!(
        p.state.board().game().ply(),
        1,
        "the puzzle's board has the move"
    );
    assert_eq!(
        p.state.game().record("2026.12.05"),
        record,
        "the game is untouched"
    );
    assert_eq!(p.state.game().clock().cloned(), clocks, "its clocks stand");
    p.send(Command::LeavePuzzles).unwrap();
    assert!(!p.state.modes.in_puzzle());
    assert_eq!(
        p.state.board().game().ply(),
        2,
        "the board shows the game again"
    );
    assert_eq!(p.state.board().record("2026.12.05"), record);
}

#[test]
fn the_next_puzzle_comes_from_the_choice_and_a_choice_none_matches_changes_nothing() {
    use crate::ui::puzzle::Choice;
    let mut p = Page::new();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    p.send(Command::PuzzleNext).unwrap();
    // Nearest the new player's 1200: 94ec8481 (1286).
    assert_eq!(p.state.modes.puzzle_id(), Some("94ec8481"));
    // Harder (1600 and above): none of the two; refused, said, nothing changed.
    let stored = |p: &mut Page| {
        p.take()
            .iter()
            .any(|e| matches!(e, Effect::StorePuzzleProgress(_)))
    };
    p.take();
    let refused = p.send(Command::PuzzleChoice(crate::app::Chosen::Level(
        "harder".into(),
    )));
    assert!(refused.is_err());
    assert!(p
        .status()
        .starts_with("No puzzle has that theme and difficulty"));
    assert_eq!(p.state.modes.puzzle_progress().choice, Choice::default());
    assert!(!stored(&mut p), "nothing stored");
    // An unknown theme from the drop-down: refused too.
    assert!(p
        .send(Command::PuzzleChoice(crate::app::Chosen::Theme(
            "nope".into()
        )))
        .is_err());
    // Crowning (only 44a0079c has it): taken, stored, and the next is that one, again
    // and again.
    p.send(Command::PuzzleChoice(crate::app::Chosen::Theme(
        "crowning".into(),
    )))
    .unwrap();
    assert!(stored(&mut p));
    assert_eq!(p.status(), "Next puzzles: Crowning, any difficulty.");
    for _ in 0..3 {
        p.send(Command::PuzzleNext).unwrap();
        assert_eq!(p.state.modes.puzzle_id(), Some("44a0079c"));
    }
    // Normal (1200–1599) with it: still 44a0079c (1422).
    p.send(Command::PuzzleChoice(crate::app::Chosen::Level(
        "normal".into(),
    )))
    .unwrap();
    let c = p.state.modes.puzzle_progress().choice;
    assert_eq!((c.min, c.max), (Some(1200), Some(1599)));
}

#[test]
fn a_lesson_done_leads_on_to_puzzles_of_its_theme() {
    use crate::app::controls::{command, Input};
    use crate::app::ids;
    let shown = |p: &Page| {
        let view = p.state.view();
        let node = view
            .nodes
            .into_iter()
            .find(|(id, _)| *id == ids::LESSON_PUZZLES);
        node.filter(|(_, n)| n.hidden != Some(true))
            .and_then(|(_, n)| n.text)
    };
    let mut p = Page::new();
    p.state.overlays.welcome = true;
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    p.send(Command::OpenLesson("crowning".into())).unwrap();
    assert!(
        !p.state.overlays.welcome,
        "a lesson opened dismisses the welcome card"
    );
    assert_eq!(shown(&p), None, "not before the lesson is done");
    let lesson = &LESSONS[crate::ui::lessons::find("crowning").unwrap()];
    assert_eq!(lesson.puzzles, "crowning");
    p.send(Command::PlayText(
        lesson.solution[0].into(),
        MoveSource::Click,
    ))
    .unwrap();
    assert_eq!(
        shown(&p).as_deref(),
        Some("Practise with puzzles: Crowning")
    );
    let go = command(&p.state, ids::LESSON_PUZZLES, Input::Click);
    assert!(matches!(go, Some(Command::LessonPuzzles)));
    p.send(go.unwrap()).unwrap();
    assert!(!p.state.modes.in_lesson());
    assert!(p.state.modes.in_puzzle());
    // Of the two puzzles, the one of the theme; the choice kept, at any difficulty.
    assert_eq!(p.state.modes.puzzle_on_show().as_deref(), Some("44a0079c"));
    let choice = p.state.modes.puzzles.progress.get().choice;
    assert_eq!(
        choice.theme.map(crate::puzzles::Theme::id),
        Some("crowning")
    );
    assert_eq!((choice.min, choice.max), (None, None));
}
