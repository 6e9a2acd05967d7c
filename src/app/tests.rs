//! The app core's scenarios, read as a player's session: commands in through
//! [`State::update`], effects out. A small stand-in for the shell ([`Page`]) carries out
//! storage at once and keeps every other effect for the test to read.

use crate::types::{Color, Move};
use crate::ui::error::EngineError;
use crate::ui::lessons::LESSONS;
use crate::ui::session::{MoveSource, Seat};
use crate::ui::testing::{mv, sq};
use crate::ui::words;

use super::computer::Effect as ComputerEffect;
use super::effect::{Effect, Timer};
use super::new_game::{Decision, DialogInput, Way};
use super::{Answer, Command, Declare, Mode, State, Surroundings, Wanted};

/// The two first puzzles of `www/puzzles.txt`.
const PUZZLES: &str = "\
44a0079c\tb5wb/1w2B1b1/3bB1w1/8/wW6/1bW3bw/w2b1ww1/6b1 w - 14\ta2-a3 g1-f1 b7-a6 f1-e1 a6-a5\tcrowned-troika,crowning,quiet-first-move,win-in-3\t1422
94ec8481\tbw6/1w2bBb1/5wBw/1W4b1/4W1W1/1Bb2b2/2wwW3/6b1 w - 23\tb5-c4 c3-d3 e2-e3 g1-f1 e3-d4\tcrowned-troika,quiet-first-move,win-in-3\t1286
";

/// The page as the tests drive it: the state, the clock, and the effects seen since the
/// last look.
struct Page {
    state: State,
    now: f64,
    seen: Vec<Effect>,
    saved: usize,
    /// The archive's database as the page's writes left it (`None`: never opened).
    db: Option<Vec<crate::ui::archive::Entry>>,
    /// The records the page took out of the previous version's kept games.
    forgotten: Vec<String>,
    /// The game's record as last saved.
    saved_record: Option<String>,
    /// The machine's logical processors, as the shell reports them.
    cores: u32,
    /// The database refuses every write (full).
    db_full: bool,
}

impl Page {
    /// A page shown at start, with a new game; its database has answered: here, none
    /// (the games kept in storage, as in a private window; the archive's tests open one).
    fn new() -> Page {
        let mut p = Page::opening();
        p.send(Command::Archive(super::archive::ArchiveInput::Loaded(Err(
            "no database in this test".into(),
        ))))
        .unwrap();
        p.seen.clear();
        p
    }

    /// A page shown at start, with a new game, whose database has not answered yet.
    fn opening() -> Page {
        let mut p = Page {
            state: State::new(false, 7),
            now: 0.0,
            seen: Vec::new(),
            saved: 0,
            db: None,
            forgotten: Vec::new(),
            saved_record: None,
            cores: 0,
            db_full: false,
        };
        p.send(Command::Start).unwrap();
        p.seen.clear();
        p
    }

    /// Sends `command` 10 ms after the last; storage always succeeds.
    fn send(&mut self, command: Command) -> Result<(), crate::ui::error::PageError> {
        self.now += 10.0;
        let world = Surroundings {
            now_ms: self.now,
            today: "2026.12.01".into(),
            reduced_motion: true,
            page: "https://x/".into(),
            time: "10:00".into(),
            can_share: false,
            epoch_ms: 1_800_000_000_000.0 + self.now,
            cores: self.cores,
        };
        let (effects, result) = self.state.update(command, world);
        for effect in effects {
            match effect {
                Effect::SaveGame { record, .. } => {
                    self.saved += 1;
                    self.saved_record = Some(record);
                    self.send(Command::Saved(Ok(()))).unwrap();
                }
                Effect::StoreSettings => {
                    let merged = self.state.settings_to_store();
                    self.send(Command::SettingsStored(Box::new(merged)))
                        .unwrap();
                }
                // The database: written at once once it is open (the tests open it).
                Effect::Db(db) => self.database(db),
                other => self.seen.push(other),
            }
        }
        result
    }

    /// The database's games as it gives them when it opens: newest first, by its index.
    fn by_index(mut games: Vec<crate::ui::archive::Entry>) -> Vec<crate::ui::archive::Entry> {
        games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
        games
    }

    fn database(&mut self, effect: super::archive::DbEffect) {
        use super::archive::DbEffect;
        if self.db_full && self.db.is_some() && effect != DbEffect::Open {
            let why = "QuotaExceededError: the quota has been exceeded".to_string();
            let refused = Command::Archive(super::archive::ArchiveInput::NotStored(why, effect));
            self.send(refused).unwrap();
            return;
        }
        let Some(db) = self.db.as_mut() else { return };
        match effect {
            DbEffect::Open => {}
            DbEffect::Put { games, forget_kept } => {
                for g in games {
                    db.retain(|e| e.id != g.id);
                    db.push(g);
                }
                self.forgotten.extend(forget_kept);
            }
            DbEffect::Delete(game) => db.retain(|e| e.id != game.id),
        }
    }

    fn click(&mut self, from: &str, to: &str) {
        self.send(Command::Click(sq(from), MoveSource::Click))
            .unwrap();
        self.send(Command::Click(sq(to), MoveSource::Click))
            .unwrap();
    }

    /// The effects seen since the last look (taken).
    fn take(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.seen)
    }

    /// The number of the computer's last question among `effects`.
    fn asked(effects: &[Effect]) -> Option<u64> {
        effects.iter().rev().find_map(|e| match e {
            Effect::Computer(ComputerEffect::Ask { serial, .. }) => Some(*serial),
            _ => None,
        })
    }

    /// In puzzle `44a0079c`, plays a legal first move other than the solution's a2-a3;
    /// returns it and the ticket the defence is asked for under.
    fn play_a_wrong_first_move(&mut self) -> (Move, u64) {
        let wrong = *self
            .state
            .legal_moves()
            .iter()
            .find(|&&m| m != mv("a2-a3"))
            .unwrap();
        self.send(Command::PlayText(wrong.to_string(), MoveSource::Click))
            .unwrap();
        let ticket = self
            .take()
            .iter()
            .find_map(|e| match e {
                Effect::AskDefence { ticket, .. } => Some(*ticket),
                _ => None,
            })
            .expect("the defence is asked for");
        (wrong, ticket)
    }

    fn status(&self) -> &str {
        self.state.status_line().0
    }

    fn ply(&self) -> usize {
        self.state.session().game().ply()
    }
}

fn bestmove(mv: &str) -> Answer {
    Answer::Lines(vec![
        "info depth 3 score cp 10".into(),
        format!("bestmove {mv}"),
    ])
}

/// A person plays White, the computer (level 3) Black.
fn against_the_computer() -> Page {
    let mut p = Page::new();
    p.send(Command::SetSeat(Color::Black, Seat::Computer { level: 3 }))
        .unwrap();
    p.take();
    p
}

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
        p.state.session().game().moves().last().map(|m| m.mv),
        Some(mv("a5-b4"))
    );
    assert!(p.state.session().person_to_move());
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
    let start = *p.state.session().game().position();
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
    assert!(p.state.session().person_to_move(), "Black is a person now");
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
    use super::channel::MAX_TRIES;
    use super::engines::{Engine, Engines, Heard, Out, Work};
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

#[test]
fn a_wrong_puzzle_move_asks_for_the_defence() {
    let mut p = Page::new();
    p.send(Command::OpenPuzzle(Wanted::Id("44a0079c".into()), 1))
        .unwrap();
    assert!(p.take().contains(&Effect::FetchPuzzles));
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    assert!(p.take().contains(&Effect::PuzzleOpened(1, Ok(()))));
    assert!(p.state.in_puzzle());
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
    let attempt = p.state.puzzle_view().unwrap().attempt;
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
    let record = p.state.session().record("2026.12.01");
    let flipped = p.state.flipped();
    let saved = p.saved;

    p.send(Command::Learn).unwrap();
    assert!(p.state.in_lesson());
    assert!(
        p.state.threats().is_none(),
        "no overlay gives the lesson away"
    );
    let lesson = &LESSONS[0];
    p.send(Command::PlayText(
        lesson.solution[0].into(),
        MoveSource::Click,
    ))
    .unwrap();
    assert_ne!(p.state.session().record("2026.12.01"), record);
    assert_eq!(p.saved, saved, "the game's record is not written meanwhile");

    p.send(Command::LeaveLessons).unwrap();
    assert!(matches!(p.state.mode(), Mode::Game));
    assert_eq!(p.state.session().record("2026.12.01"), record);
    assert_eq!(p.state.flipped(), flipped);
    assert!(p.state.threats().is_some(), "the overlay comes back on");
    assert_eq!(p.status(), words::PUZZLES_LEFT.english());
}

#[test]
fn one_mode_at_a_time() {
    let mut p = Page::new();
    p.send(Command::ToggleEditor).unwrap();
    assert!(p.state.editing());
    // A lesson closes the editor; the editor then leaves the lesson.
    p.send(Command::Learn).unwrap();
    assert!(p.state.in_lesson() && !p.state.editing());
    p.send(Command::ToggleEditor).unwrap();
    assert!(p.state.editing() && !p.state.in_lesson());
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

#[test]
fn a_refused_command_says_why_and_changes_nothing() {
    let mut p = Page::new();
    let before = p.state.session().record("2026.12.01");
    let r = p.send(Command::PlayText("z9-a1".into(), MoveSource::Api));
    assert!(r.is_err());
    assert!(!p.status().is_empty());
    assert_eq!(p.state.session().record("2026.12.01"), before);
    let r = p.send(Command::Import("not a record".into()));
    assert!(r.is_err());
    assert_eq!(p.state.session().record("2026.12.01"), before);
}

#[test]
fn the_status_line_counts_every_message_even_a_repeated_one() {
    let mut p = Page::new();
    let (_, n) = p.state.status_line();
    p.send(Command::Say("Copied.".into())).unwrap();
    p.send(Command::Say("Copied.".into())).unwrap();
    assert_eq!(p.state.status_line(), ("Copied.", n + 2));
}

#[test]
fn a_replaced_game_that_storage_cannot_keep_is_said_after_the_new_games_message() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(Command::NewGame).unwrap();
    p.send(Command::NewGameDialog(DialogInput::Start(Way::TwoPlayers)))
        .unwrap();
    assert!(p.state.starting().pending.is_some(), "asked first");
    p.send(Command::Replace(Decision::Keep)).unwrap();
    let kept = p
        .take()
        .into_iter()
        .any(|e| matches!(e, Effect::KeepPrevious(_)));
    assert!(kept, "the replaced game is kept");
    let full = crate::ui::error::SaveError::Full;
    p.send(Command::PreviousNotStored(full.clone())).unwrap();
    assert_eq!(
        p.status(),
        format!(
            "{}{}",
            words::NEW_GAME_STARTED.english(),
            words::stash_note(&crate::ui::lang::Speaker::english(), Some(&full))
        )
    );
    assert_eq!(p.state.kept_records().len(), 1, "kept in this tab");
}

#[test]
fn copying_and_downloading_say_what_happened() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.take();
    p.send(Command::CopyRecord { open_panel: true }).unwrap();
    let effects = p.take();
    assert!(
        !p.state
            .view()
            .get(super::ids::MENU)
            .unwrap()
            .hidden
            .unwrap(),
        "the menu opens"
    );
    let copied = effects.iter().find_map(|e| match e {
        Effect::Copy { text, what } => Some((text.clone(), *what)),
        _ => None,
    });
    let (text, what) = copied.expect("the record is copied");
    assert!(text.contains("1. a6-a7"), "{text}");
    assert!(p.state.view().get(super::ids::RECORD_VIEW).is_some());
    p.send(Command::Copied(what, Ok(()))).unwrap();
    assert_eq!(p.status(), words::say::RECORD_COPIED.english());
    p.send(Command::Copied(what, Err(super::CopyRefused::NoClipboard)))
        .unwrap();
    assert_eq!(p.status(), words::say::NO_CLIPBOARD.english());
    assert!(
        p.take().iter().any(|e| matches!(
            e,
            Effect::Focus {
                id: super::ids::RECORD_VIEW,
                select: true
            }
        )),
        "the record's box is selected, to be copied by hand"
    );
    p.send(Command::DownloadRecord).unwrap();
    assert!(p
        .take()
        .iter()
        .any(|e| matches!(e, Effect::Download { name, text } if name.ends_with(".tcg") && text.contains("a6-a7"))));
    p.send(Command::DownloadFailed("no space".into())).unwrap();
    assert!(p.status().contains("no space"));
}

#[test]
fn a_link_opened_leaves_the_address_without_its_fragment() {
    let mut p = Page::new();
    p.send(Command::OpenFragment("#puzzle=44a0079c".into()))
        .unwrap();
    assert!(p.take().contains(&Effect::DropFragment));
}

#[test]
fn a_review_runs_to_its_end_and_its_annotated_record_is_exported() {
    use super::study::Effect as StudyEffect;
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(Command::StartReview).unwrap();
    assert_eq!(p.status(), words::say::REVIEW_STARTED.english());
    let reply = |m: &str| {
        Answer::Lines(vec![
            "info depth 5 score cp 10".into(),
            format!("bestmove {m}"),
        ])
    };
    // Each position in turn: the start, then after a6-a7.
    for m in ["a6-a7", "a5-b4"] {
        let serial = p
            .take()
            .iter()
            .find_map(|e| match e {
                Effect::Review(StudyEffect::Ask { serial, .. }) => Some(*serial),
                _ => None,
            })
            .expect("the next position asked");
        p.send(Command::Reviewed(serial, reply(m))).unwrap();
    }
    assert_eq!(p.status(), words::say::REVIEW_DONE.english());
    let v = p.state.view();
    assert_eq!(
        v.get(super::ids::REVIEW_EXPORT).and_then(|n| n.unavailable),
        Some(false)
    );
    assert!(v.graph.is_some_and(|g| g.total == 1));
    p.send(Command::ExportReview).unwrap();
    p.take();
    assert!(
        p.state.overlays().menu,
        "the save panel is shown, in the menu"
    );
    assert_eq!(p.status(), words::say::REVIEW_EXPORTED.english());
    // The annotated record stands in the save panel's box until the game changes.
    assert_eq!(p.state.exported(), p.state.annotated_record().as_deref());
    p.click("a5", "b4");
    assert_eq!(p.state.exported(), None);
}

#[test]
fn the_analysis_shows_its_evaluation_and_the_board_its_best_move() {
    use super::study::Effect as StudyEffect;
    let mut p = Page::new();
    p.send(Command::SetAnalysis(true)).unwrap();
    let serial = p
        .take()
        .iter()
        .find_map(|e| match e {
            Effect::Analysis(StudyEffect::Ask { serial, .. }) => Some(*serial),
            _ => None,
        })
        .expect("the position on show is searched");
    p.send(Command::AnalysisInfo(
        serial,
        "info depth 7 score cp 120 pv a6-a7 a5-b4".into(),
    ))
    .unwrap();
    let v = p.state.view();
    assert_eq!(
        v.get(super::ids::ANALYSIS_BOX).and_then(|n| n.hidden),
        Some(false)
    );
    let lines = v.lines.as_deref().unwrap_or_default();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].moves, ["a6-a7", "a5-b4"]);
    assert!(v.eval_white.is_some());
    assert_eq!(p.state.scene(0.0).best, Some(mv("a6-a7")));
    // A second line: listed second, its first move a thinner arrow.
    p.send(Command::AnalysisInfo(
        serial,
        "info depth 7 multipv 2 score cp 80 pv h1-h2".into(),
    ))
    .unwrap();
    let v = p.state.view();
    let lines = v.lines.as_deref().unwrap_or_default();
    assert_eq!(
        lines.iter().map(|l| l.moves.len()).collect::<Vec<_>>(),
        [2, 1]
    );
    assert_eq!(p.state.scene(0.0).others, [mv("h1-h2")]);
    // Previewing a line's move shows its position until the next action.
    p.send(Command::PreviewLine(1, 0)).unwrap();
    assert_eq!(p.state.preview().map(|(_, m)| *m), Some(mv("h1-h2")));
    p.send(Command::Escape).unwrap();
    assert!(p.state.preview().is_none());
    // Another count of lines: refused out of 1 to 5, asked again within.
    assert!(p.send(Command::SetAnalysisLines(0)).is_err());
    p.send(Command::SetAnalysisLines(2)).unwrap();
    assert!(p.take().iter().any(|e| matches!(e,
        Effect::Analysis(StudyEffect::Ask { commands, .. })
            if commands.iter().any(|c| c.to_string() == "setoption name multipv value 2"))));
    // Its lines are not heard yet: nothing to preview.
    p.send(Command::PreviewLine(0, 0)).unwrap();
    assert!(p.state.preview().is_none());
    p.send(Command::SetAnalysis(false)).unwrap();
    assert!(p.take().contains(&Effect::Analysis(StudyEffect::Cancel)));
}

#[test]
fn the_analysis_shares_its_lines_among_the_cores_offered() {
    use super::study::Effect as StudyEffect;
    use crate::engine::Command as EngineCommand;
    // Each question asked: its number, its worker, its lines, its root moves and its go.
    let asks = |effects: &[Effect]| -> Vec<(u64, usize, String, usize, String)> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Analysis(StudyEffect::Ask {
                    serial,
                    worker,
                    commands,
                }) => {
                    let text: Vec<String> = commands.iter().map(EngineCommand::to_string).collect();
                    let lines = text.iter().find(|c| c.contains("multipv"))?.clone();
                    let go = commands.iter().find_map(|c| match c {
                        EngineCommand::Go(go) => Some(go.clone()),
                        _ => None,
                    })?;
                    let text = go.to_string();
                    Some((*serial, *worker, lines, go.searchmoves.len(), text))
                }
                _ => None,
            })
            .collect()
    };
    let info =
        |serial: u64, text: &str| Command::AnalysisInfo(serial, format!("info depth 6 {text}"));
    let all = crate::position::Position::start().legal_moves().len();
    let firsts = |p: &Page| -> Vec<Move> {
        p.state
            .analysis_lines()
            .iter()
            .filter_map(|e| e.best())
            .collect()
    };
    let mut p = Page::new();
    p.cores = 4;
    p.send(Command::SetAnalysis(true)).unwrap();
    // Four cores: three workers, one left to the page, a line each; the first at once,
    // over every root move.
    assert_eq!(p.state.analysis_workers_searching(), 3);
    let first = asks(&p.take());
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].1, 0);
    assert!(first[0].2.ends_with("multipv value 1"));
    assert_eq!(first[0].3, 0, "every move");
    // Its line asks the second worker, leaving its first move out.
    p.send(info(first[0].0, "score cp 50 pv a6-a7 a5-b4"))
        .unwrap();
    let second = asks(&p.take());
    assert_eq!(second.len(), 1);
    assert_eq!((second[0].1, second[0].3), (1, all - 1));
    p.send(info(second[0].0, "score cp 30 pv h6-h7")).unwrap();
    let third = asks(&p.take());
    assert_eq!((third[0].1, third[0].3), (2, all - 2));
    p.send(info(third[0].0, "score cp 40 pv b8-b7")).unwrap();
    assert!(asks(&p.take()).is_empty());
    let lines = firsts(&p);
    assert_eq!(
        lines,
        [mv("a6-a7"), mv("b8-b7"), mv("h6-h7")],
        "merged best first"
    );
    // The later workers search one depth at a time: each answer asks one ply deeper,
    // leaving out the first moves of the lines before as they are then, without
    // stopping anyone.
    let answer = |lines: &[&str]| Answer::Lines(lines.iter().map(|l| l.to_string()).collect());
    assert!(second[0].2.contains("multipv value 1"));
    p.send(info(first[0].0, "score cp 60 pv b8-b7")).unwrap();
    assert!(
        asks(&p.take()).is_empty(),
        "the second worker is not stopped"
    );
    p.send(Command::AnalysisAnswered(
        second[0].0,
        answer(&["bestmove h6-h7"]),
    ))
    .unwrap();
    let again = asks(&p.take());
    assert_eq!(
        again.iter().map(|a| (a.1, a.3)).collect::<Vec<_>>(),
        [(1, all - 1)]
    );
    p.send(Command::AnalysisInfo(
        again[0].0,
        "info depth 1 score cp 70 pv a6-a7".into(),
    ))
    .unwrap();
    assert!(
        !firsts(&p).contains(&mv("a6-a7")),
        "a depth-1 line of a depth-2 search is not shown"
    );
    let go = &again[0].4;
    assert!(go.starts_with("go depth 2 searchmoves "), "{go}");
    assert!(
        !go.contains("b8-b7"),
        "b8-b7 is the first worker's now: {go}"
    );
    assert!(first[0].4 == "go infinite" && third[0].4.starts_with("go depth 1 "));
    // A line of the old question is not heard any more; b8-b7 counts once.
    assert!(p.send(info(second[0].0, "score cp 99 pv g8-g7")).is_ok());
    let lines = firsts(&p);
    assert_eq!(
        lines,
        [mv("b8-b7"), mv("h6-h7")],
        "b8-b7 once, as the first worker says"
    );
    // A worker that fails every try stops the others and switches the analysis off.
    p.send(Command::AnalysisAnswered(
        again[0].0,
        Answer::Failed(EngineError::Crashed("gone".into())),
    ))
    .unwrap();
    assert!(p.take().contains(&Effect::Analysis(StudyEffect::Cancel)));
    assert_eq!(p.state.analysis_workers_searching(), 0);
    // The player's cap: one worker, all three lines its own, stored with the settings.
    p.send(Command::SetAnalysis(true)).unwrap();
    p.take();
    assert!(p.send(Command::SetAnalysisWorkers(9)).is_err());
    p.send(Command::SetAnalysisWorkers(1)).unwrap();
    let one = asks(&p.take());
    assert_eq!(one.len(), 1);
    assert!(one[0].2.ends_with("multipv value 3"));
    assert_eq!(p.state.analysis_workers_searching(), 1);
    assert_eq!(p.state.settings().analysis_workers, 1);
    // Two at most: the first worker one line, the second two.
    p.send(Command::SetAnalysisWorkers(2)).unwrap();
    let two = asks(&p.take());
    p.send(info(two[0].0, "score cp 50 pv a6-a7")).unwrap();
    let next = asks(&p.take());
    assert!(next[0].2.ends_with("multipv value 2"), "{next:?}");
    // One core: one worker, whatever the setting.
    p.cores = 1;
    p.send(Command::Escape).unwrap();
    assert_eq!(p.state.analysis_workers_searching(), 1);
}

mod sessions {
    //! Random sessions: any sequence of a player's inputs (and the shell's answers to the
    //! effects they ask for, in any order) is taken without a panic, and the state stays
    //! whole: the legal moves are the live position's, the view names only known ids,
    //! every move on the board is one the rules allow.

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
            Effect::FetchPuzzles => Command::PuzzlesLoaded(Ok(PUZZLES.into())),
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
                let game = p.state.session().game();
                let live: Vec<Move> = game.legal_moves().iter().copied().collect();
                prop_assert_eq!(p.state.legal_moves(), &live[..]);
                for (id, _) in &p.state.view().nodes {
                    prop_assert!(super::super::ids::ALL.contains(id), "{}", id);
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
}

/// The menu, the welcome card, the rules dialog and the board's size (`app::overlays`).
mod overlays {
    use crate::app::ids;
    use crate::app::overlays::*;
    use crate::app::{Command, Effect, State, Surroundings};
    use crate::ui::error::FetchError;

    fn send(s: &mut State, command: Command) -> Vec<Effect> {
        s.update(command, Surroundings::default()).0
    }

    fn overlay(s: &mut State, what: Overlay) -> Vec<Effect> {
        send(s, Command::Overlay(what))
    }

    fn hidden(s: &State, id: &str) -> Option<bool> {
        s.view().get(id).and_then(|n| n.hidden)
    }

    fn focus(id: &'static str) -> Effect {
        Effect::Focus { id, select: false }
    }

    #[test]
    fn the_welcome_card_is_shown_once_and_its_learn_opens_the_first_lesson() {
        let mut s = State::new(false, 1);
        assert_eq!(hidden(&s, ids::WELCOME), Some(true));
        let fx = overlay(&mut s, Overlay::ShowWelcome);
        assert!(fx.contains(&Effect::StoreWelcome(WELCOME_SHOWN)));
        assert!(fx.contains(&Effect::FocusInPlace(ids::WELCOME_LEARN)));
        assert_eq!(hidden(&s, ids::WELCOME), Some(false));
        let fx = overlay(&mut s, Overlay::WelcomeLearn);
        assert!(fx.contains(&Effect::StoreWelcome(WELCOME_DISMISSED)));
        assert!(fx.contains(&focus(ids::LESSON_TITLE)));
        assert_eq!(hidden(&s, ids::WELCOME), Some(true));
        assert!(s.in_lesson());
        // Put away for good: another choice stores nothing more.
        assert!(!send(&mut s, Command::Learn).contains(&Effect::StoreWelcome(WELCOME_DISMISSED)));
    }

    #[test]
    fn the_menu_opens_puts_the_welcome_card_away_and_escape_gives_the_focus_back() {
        let mut s = State::new(false, 1);
        overlay(&mut s, Overlay::ShowWelcome);
        overlay(&mut s, Overlay::ToggleMenu);
        let v = s.view();
        assert_eq!(hidden(&s, ids::MENU), Some(false));
        assert_eq!(hidden(&s, ids::WELCOME), Some(true));
        let toggle = v.get(ids::MENU_TOGGLE).unwrap();
        assert!(toggle
            .attrs
            .contains(&("aria-expanded", Some("true".into()))));
        let fx = overlay(&mut s, Overlay::CloseMenu { refocus: true });
        assert_eq!(hidden(&s, ids::MENU), Some(true));
        assert!(fx.contains(&focus(ids::MENU_TOGGLE)));
        let fx = overlay(&mut s, Overlay::Share);
        assert_eq!(hidden(&s, ids::MENU), Some(false));
        let share = s.view();
        let panel = share.get(ids::SAVE_SHARE).unwrap();
        assert!(
            panel.attrs.contains(&("open", Some(String::new()))),
            "{panel:?}"
        );
        assert!(share
            .get(ids::SHARE_LINK)
            .and_then(|n| n.value.as_ref())
            .is_some());
        assert!(fx.contains(&Effect::Focus {
            id: ids::SHARE_LINK,
            select: true
        }));
    }

    #[test]
    fn the_rules_body_is_fetched_once_and_again_after_a_failure() {
        let mut s = State::new(false, 1);
        let state_of = |s: &State| {
            let v = s.view();
            let body = v.get(ids::RULES_BODY).unwrap().clone();
            let at = body.attrs.iter().find(|(n, _)| *n == "data-state");
            (
                v.dialog_open(crate::app::ids::RULES),
                at.and_then(|(_, v)| v.clone()),
                body.text,
            )
        };
        assert!(overlay(&mut s, Overlay::OpenRules).contains(&Effect::FetchRules("en")));
        assert_eq!(
            state_of(&s),
            (
                true,
                Some("loading".into()),
                Some(crate::ui::words::say::Fixed("rules-loading").english())
            )
        );
        overlay(&mut s, Overlay::CloseRules);
        assert!(
            !overlay(&mut s, Overlay::OpenRules).contains(&Effect::FetchRules("en")),
            "fetching"
        );
        overlay(
            &mut s,
            Overlay::RulesFetched("en", Err(FetchError::Status(404))),
        );
        assert_eq!(state_of(&s).1.as_deref(), Some("failed"));
        overlay(&mut s, Overlay::CloseRules);
        assert!(
            overlay(&mut s, Overlay::OpenRules).contains(&Effect::FetchRules("en")),
            "again"
        );
        overlay(
            &mut s,
            Overlay::RulesFetched("en", Ok("<p>Rules</p>".into())),
        );
        assert_eq!(s.view().rules_html.as_deref(), Some("<p>Rules</p>"));
        assert_eq!(state_of(&s), (true, Some("loaded".into()), None));
        overlay(&mut s, Overlay::TryLesson("stepping".into()));
        assert!(!s.view().dialog_open(crate::app::ids::RULES) && s.in_lesson());
        assert!(!overlay(&mut s, Overlay::OpenRules).contains(&Effect::FetchRules("en")));
    }

    #[test]
    fn the_board_size_is_clamped_and_kept_only_when_the_resize_ends() {
        let mut s = State::new(false, 1);
        let fx = send(&mut s, Command::BoardSize(Some(10_000.0), false));
        assert!(!fx.iter().any(|e| matches!(e, Effect::StoreBoardSize(_))));
        let shown = s.view().board_size.expect("a size");
        assert!(shown.ends_with("px"));
        let fx = send(&mut s, Command::BoardSize(None, true));
        assert!(fx.contains(&Effect::StoreBoardSize(None)));
        assert_eq!(s.view().board_size, None);
    }
}

mod archive;
mod fairplay;
mod friend;
mod identity;
mod languages;
mod layout;
mod mistakes;
mod names;
mod play;
