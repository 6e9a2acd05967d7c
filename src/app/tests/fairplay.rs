//! Play and fair play: clocks that start at each side's own first move, stand while a
//! modal dialog covers the game and give a result on time that stands; no engine help
//! in a game with a friend until it ends, none carried into a new game; the review's
//! better move drawn where it could be played.

use super::*;
use crate::app::friend::FriendInput;
use crate::app::mistakes::Step;
use crate::app::new_game::{Colour, Setup};
use crate::app::overlays::Overlay;
use crate::app::study::Effect as StudyEffect;
use crate::ui::clock::TimeControl;

fn clocked(seats: [Seat; 2], minutes: u32) -> Command {
    Command::StartGame(Box::new(Setup {
        seats,
        names: [None, None],
        clock: TimeControl::new(minutes, 0),
    }))
}

impl Page {
    fn clocks(&self) -> [u64; 2] {
        self.state.clocks_left().expect("clocks")
    }

    /// `ms` pass, then the last clock timer rings (if one was started).
    fn clock_rings(&mut self, ms: f64) {
        self.now += ms;
        let ticket = self.seen.iter().rev().find_map(|e| match e {
            Effect::Timer {
                timer: Timer::Clock(t),
                ..
            } => Some(*t),
            _ => None,
        });
        if let Some(t) = ticket {
            self.send(Command::Timer(Timer::Clock(t))).unwrap();
        }
    }
}

#[test]
fn against_the_computer_as_black_the_persons_clock_waits_for_the_persons_first_move() {
    let mut p = Page::new();
    p.send(clocked([Seat::Computer { level: 3 }, Seat::Person], 1))
        .unwrap();
    assert_eq!(
        p.state.clock_running(),
        None,
        "the computer's first move is not timed"
    );
    let serial = Page::asked(&p.take()).expect("the computer is asked");
    p.now += 3_000.0;
    p.send(Command::ComputerAnswered(serial, bestmove("a6-a7")))
        .unwrap();
    assert_eq!(p.ply(), 1, "{}", p.status());
    // The person thinks over their first move: their clock has not started.
    assert_eq!(p.state.clock_running(), None);
    p.clock_rings(20_000.0);
    assert_eq!(p.clocks(), [60_000, 60_000]);
    p.click("a5", "b4");
    // From the computer's second move on, the side to move's clock runs.
    assert_eq!(p.state.clock_running(), Some(Color::White));
    p.now += 1_000.0;
    assert!(p.clocks()[0] < 60_000, "{:?}", p.clocks());
    assert_eq!(
        p.clocks()[1],
        60_000,
        "no increment, no time on a first move"
    );
}

#[test]
fn two_people_start_their_clocks_each_at_their_own_first_move() {
    let mut p = Page::new();
    p.send(clocked([Seat::Person; 2], 1)).unwrap();
    assert_eq!(p.state.clock_running(), None);
    p.clock_rings(30_000.0);
    p.click("a6", "a7");
    assert_eq!(p.state.clock_running(), None);
    p.clock_rings(30_000.0);
    p.click("a5", "b4");
    // Only the few ms since Black's move (the page's own commands) are on White's clock.
    let [white, black] = p.clocks();
    assert!(white > 59_900 && black == 60_000, "{white} {black}");
    assert_eq!(p.state.clock_running(), Some(Color::White));
}

/// Two people, 1+0, both first moves made: White's clock runs.
fn running_clocks() -> Page {
    let mut p = Page::new();
    p.send(clocked([Seat::Person; 2], 1)).unwrap();
    p.click("a6", "a7");
    p.click("a5", "b4");
    assert_eq!(p.state.clock_running(), Some(Color::White));
    p
}

#[test]
fn a_modal_dialog_over_the_game_holds_the_clocks_until_it_closes() {
    let mut p = running_clocks();
    for (open, close) in [
        (Command::NewGame, Command::NewGameDialog(DialogInput::Close)),
        (Command::Games(true), Command::Games(false)),
        (
            Command::Overlay(Overlay::OpenRules),
            Command::Overlay(Overlay::CloseRules),
        ),
    ] {
        let before = p.clocks()[0];
        p.send(open).unwrap();
        assert!(p.state.modal_open());
        assert_eq!(p.state.clock_running(), None, "the board takes no move");
        p.clock_rings(90_000.0);
        assert_eq!(p.state.board().game().outcome(), None, "no flag falls");
        p.send(close).unwrap();
        assert!(!p.state.modal_open());
        assert_eq!(p.state.clock_running(), Some(Color::White), "runs on");
        let after = p.clocks()[0];
        assert!(before - after < 100, "{before} -> {after}");
    }
}

#[test]
fn a_loss_on_time_stands_undo_is_refused_with_the_reason() {
    let mut p = running_clocks();
    p.clock_rings(61_000.0);
    let lost = p.state.board().game().outcome().expect("White's flag fell");
    assert_eq!(lost.reason_code(), "time");
    p.send(Command::Undo).unwrap();
    assert_eq!(p.state.board().game().outcome(), Some(lost));
    assert_eq!(p.ply(), 2);
    assert_eq!(p.status(), words::say::TIME_LOSS_FINAL.english());
    let v = p.state.view();
    assert_eq!(
        v.get(crate::app::ids::UNDO).and_then(|n| n.unavailable),
        Some(true)
    );
    p.send(Command::Redo).unwrap();
    assert_eq!(p.state.board().game().outcome(), Some(lost));
    // Reopened from a record, the loss on time stands as well.
    let record = p.state.board().record("2026.12.01");
    let mut q = Page::new();
    q.send(Command::Import(record)).unwrap();
    assert_eq!(q.state.board().game().outcome(), Some(lost));
    q.send(Command::Undo).unwrap();
    assert_eq!(q.state.board().game().outcome(), Some(lost));
    assert_eq!(q.status(), words::say::TIME_LOSS_FINAL.english());
    // So does a link to the position.
    let link = q.state.share_url();
    let fragment = link.split_once('#').map(|(_, f)| f).unwrap();
    let mut r = Page::new();
    r.send(Command::OpenFragment(format!("#{fragment}")))
        .unwrap();
    assert_eq!(r.state.board().game().outcome(), Some(lost), "{link}");
}

/// A game with a friend, started here as White, no move yet: the player's move.
fn friend_game() -> Page {
    let mut p = Page::new();
    p.send(Command::Friend(FriendInput::Start(
        Colour::White,
        "Ann".into(),
    )))
    .unwrap();
    assert!(p.state.board().person_to_move());
    p
}

#[test]
fn no_engine_help_in_a_friend_game_until_it_ends() {
    let mut p = friend_game();
    let refused = words::FRIEND_NO_HELP.english();
    for ask in [
        Command::Hint,
        Command::SetThreats(true),
        Command::SetAnalysis(true),
        Command::SetAnalysisLines(2),
        Command::StartReview,
        Command::Mistakes(Step::Start),
    ] {
        let what = format!("{ask:?}");
        assert!(p.send(ask).is_err(), "{what} refused");
        assert_eq!(p.status(), refused, "{what}");
        assert!(
            p.state.ground.threats.as_ref().is_none()
                && !p.state.study.analysis_on_show(p.state.board()).0
        );
        assert!(p.state.study.review_of(p.state.board()).is_none());
        assert!(!p.take().iter().any(|e| matches!(
            e,
            Effect::Review(StudyEffect::Ask { .. }) | Effect::Analysis(StudyEffect::Ask { .. })
        )));
    }
    // Not offered either: the hint, the review, the menu's study tools.
    let v = p.state.view();
    for id in [
        crate::app::ids::HINT,
        crate::app::ids::REVIEW_GAME,
        crate::app::ids::STUDY_TOOLS,
        crate::app::ids::EDIT_POSITION,
    ] {
        assert_eq!(v.get(id).and_then(|n| n.hidden), Some(true), "{id}");
    }
    // Nor is the position editor over it (its Analyse would take the position there).
    assert!(p.send(Command::ToggleEditor).is_err());
    assert!(!p.state.editing());
    assert_eq!(p.status(), refused);
    assert!(p.send(Command::EditAnalyse).is_err());
    assert!(!p.state.study.analysis_on_show(p.state.board()).0);
    // Once the game is over, everything is offered again.
    p.send(Command::Resign).unwrap();
    assert!(p.state.board().game().outcome().is_some());
    assert!(p.send(Command::SetAnalysis(true)).is_ok());
    assert!(p.state.study.analysis_on_show(p.state.board()).0);
    assert!(p.send(Command::SetThreats(true)).is_ok());
    let v = p.state.view();
    assert_eq!(
        v.get(crate::app::ids::STUDY_TOOLS).and_then(|n| n.hidden),
        Some(false)
    );
}

#[test]
fn engine_help_on_show_is_switched_off_when_a_friend_game_comes_on_the_board() {
    let mut p = Page::new();
    p.send(Command::SetAnalysis(true)).unwrap();
    p.send(Command::SetThreats(true)).unwrap();
    p.send(Command::Friend(FriendInput::Start(
        Colour::Black,
        "Ann".into(),
    )))
    .unwrap();
    assert!(p.state.board().friend().is_some());
    assert!(
        !p.state.study.analysis_on_show(p.state.board()).0,
        "the analysis is off"
    );
    assert!(
        p.state.ground.threats.as_ref().is_none(),
        "the threat overlay is off"
    );
}

#[test]
fn the_analysis_does_not_follow_into_a_new_game_against_the_computer() {
    let mut p = Page::new();
    p.send(Command::SetAnalysis(true)).unwrap();
    p.send(Command::SetThreats(true)).unwrap();
    assert!(p.state.study.analysis_on_show(p.state.board()).0);
    p.take();
    p.send(clocked([Seat::Person, Seat::Computer { level: 2 }], 5))
        .unwrap();
    assert!(!p.state.study.analysis_on_show(p.state.board()).0);
    assert!(p.state.ground.threats.as_ref().is_none());
    assert!(!p
        .take()
        .iter()
        .any(|e| matches!(e, Effect::Analysis(StudyEffect::Ask { .. }))));
    // Switched on again in this game, it works as ever.
    p.send(Command::SetAnalysis(true)).unwrap();
    assert!(p.state.study.analysis_on_show(p.state.board()).0);
}

#[test]
fn the_reviews_better_move_is_drawn_where_it_could_be_played() {
    // a6-a7 gives away White's chances: a blunder, h6-g7 the engine's move.
    let mut p = super::mistakes::reviewed();
    assert_eq!(p.state.study.review_mark_on_show(p.state.board()), None);
    // On the position the blunder was played from: the better move, from its piece.
    p.send(Command::ShowPly(0)).unwrap();
    let better = p.state.scene(0.0).better.expect("the better move drawn");
    assert_eq!(better, mv("h6-g7"));
    let pos = *p.state.board().displayed();
    let piece = pos.piece_at(better.from()).expect("a piece on its square");
    assert_eq!(piece.color, pos.turn(), "the side to move's piece");
    assert!(pos.legal_moves().iter().any(|&m| m == better));
    // On the position after the blunder: its words, and no arrow of a move not playable.
    p.send(Command::ShowPly(1)).unwrap();
    assert!(p.state.study.review_mark_on_show(p.state.board()).is_some());
    assert_eq!(p.state.scene(0.0).better, None);
}
