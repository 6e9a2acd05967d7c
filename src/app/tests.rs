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
pub(crate) const PUZZLES: &str = "\
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
    /// The database refuses every write (full).
    db_full: bool,
    /// The settings each `Effect::StoreSettings` carried, in order.
    settings_stored: Vec<crate::ui::settings::Settings>,
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
            db_full: false,
            settings_stored: Vec::new(),
        };
        p.state.shared.page.href = "https://x/".into();
        p.send(Command::Start).unwrap();
        p.seen.clear();
        p
    }

    /// Sends `command` 10 ms after the last; storage always succeeds.
    fn send(&mut self, command: Command) -> Result<(), crate::ui::error::PageError> {
        self.now += 10.0;
        let world = Surroundings {
            now_ms: self.now,
            reduced_motion: true,
            // 2026-12-01 10:00 UTC, in UTC.
            epoch_ms: 1_796_119_200_000.0 + self.now,
            tz_offset_min: 0,
        };
        let (effects, result) = self.state.update(command, world);
        for effect in effects {
            match effect {
                Effect::SaveGame { record, .. } => {
                    self.saved += 1;
                    self.saved_record = Some(record);
                    self.send(Command::Saved(Ok(()))).unwrap();
                }
                Effect::StoreSettings(merged) => {
                    self.settings_stored.push(*merged.get());
                    self.send(Command::SettingsStored(merged)).unwrap();
                }
                // The database: written at once once it is open (the tests open it).
                Effect::Db(db) => self.database(db),
                Effect::ForgetKept(record) => self.forgotten.push(record),
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
            let refused = Command::Archive(super::archive::ArchiveInput::Written(Err(why), effect));
            self.send(refused).unwrap();
            return;
        }
        let Some(db) = self.db.as_mut() else { return };
        match &effect {
            DbEffect::Open => return,
            DbEffect::Put { games, .. } => {
                for g in games {
                    db.retain(|e| e.id != g.id);
                    db.push(g.clone());
                }
            }
            DbEffect::Delete(game) => db.retain(|e| e.id != game.id),
        }
        let written = super::archive::ArchiveInput::Written(Ok(()), effect);
        self.send(Command::Archive(written)).unwrap();
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
        self.state.board().game().ply()
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

mod archive;
mod computer;
mod drill;
mod effects;
mod fairplay;
mod friend;
mod identity;
mod kept_review;
mod languages;
mod layout;
mod live;
mod live_agree;
mod live_claim;
mod mistakes;
mod modes;
mod moved;
mod names;
mod overlays;
mod parts;
mod play;
mod runs;
mod sessions;
mod status;
mod study;
