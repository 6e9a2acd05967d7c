//! Puzzle mode's set: fetched when first asked for (the shell fetches it and reports
//! its text), read, and a puzzle of it opened by id or as the next for the player's
//! level; whoever asked is told through [`Effect::PuzzleOpened`] and
//! [`Effect::PuzzleSetSettled`].

use crate::puzzles::parse_puzzles;
use crate::ui::error::{FetchError, PageError, PuzzleSetError};
use crate::ui::puzzle;
use crate::ui::words;

use super::effect::Effect;
use super::mode::{Set, Wanted};
use super::State;

impl State {
    /// Asks for the set (fetching it if needed): [`Effect::PuzzleSetSettled`] follows
    /// once it is there or could not be had (at once if it is already).
    #[inline(never)]
    pub(super) fn want_puzzle_set(&mut self) {
        if let Set::Loaded(_) = self.modes.puzzles.set {
            self.emit(Effect::PuzzleSetSettled(self.settled_set()));
        } else {
            self.load_puzzles();
        }
    }

    /// Opens a puzzle (`Wanted`), fetching the set first if needed; [`Effect::PuzzleOpened`]
    /// with the request's number (`serial`, the shell's; 0: nobody waits) says whether it
    /// opened (a request still waiting for the set when another comes is refused).
    #[inline(never)]
    pub(super) fn open_puzzle(&mut self, wanted: Wanted, serial: u64) {
        if let Set::Loaded(_) = self.modes.puzzles.set {
            let r = self.open_now(&wanted);
            self.emit(Effect::PuzzleOpened(serial, r));
            return;
        }
        if let Some((_, old)) = self.modes.puzzles.wanted.take() {
            self.emit(Effect::PuzzleOpened(old, Err(PageError::AnotherPuzzle)));
        }
        self.modes.puzzles.wanted = Some((wanted, serial));
        self.load_puzzles();
    }

    /// The set for whoever waits for it: there, or why not.
    fn settled_set(&self) -> Result<std::rc::Rc<[crate::puzzles::Puzzle]>, PageError> {
        match &self.modes.puzzles.set {
            Set::Loaded(set) => Ok(set.clone()),
            Set::Failed(e) => Err(PageError::PuzzleSet(e.clone())),
            Set::NotLoaded | Set::Loading => Err(PageError::PuzzlesLoading),
        }
    }

    fn load_puzzles(&mut self) {
        if matches!(self.modes.puzzles.set, Set::Loading | Set::Loaded(_)) {
            return;
        }
        self.modes.puzzles.set = Set::Loading;
        self.set_status(words::PUZZLES_LOADING);
        self.emit(Effect::FetchPuzzles);
    }

    /// The set's text arrived (or not).
    #[inline(never)]
    pub(super) fn puzzles_loaded(&mut self, text: Result<String, FetchError>) {
        let set = match text {
            Err(e) => Err(PuzzleSetError::Fetch(e)),
            Ok(t) => match parse_puzzles(&t) {
                Ok(s) if s.is_empty() => Err(PuzzleSetError::Empty),
                Ok(s) => Ok(s),
                Err(e) => Err(PuzzleSetError::Unreadable(e)),
            },
        };
        self.modes.puzzles.set = match set {
            Ok(s) => Set::Loaded(s.into()),
            Err(e) => Set::Failed(e),
        };
        self.emit(Effect::PuzzleSetSettled(self.settled_set()));
        let wanted = self.modes.puzzles.wanted.take();
        match &self.modes.puzzles.set {
            Set::Loaded(_) => {
                self.set_status("");
                if let Some((wanted, serial)) = wanted {
                    let r = self.open_now(&wanted);
                    self.emit(Effect::PuzzleOpened(serial, r));
                }
            }
            Set::Failed(e) => {
                let why = PageError::PuzzleSet(e.clone());
                if let Some((_, serial)) = wanted {
                    self.emit(Effect::PuzzleOpened(serial, Err(why.clone())));
                }
                self.set_status(crate::ui::words::page_error(&self.shared.speaker, &why));
            }
            _ => {}
        }
    }

    /// Opens the puzzle wanted from the loaded set.
    fn open_now(&mut self, wanted: &Wanted) -> Result<(), PageError> {
        let Set::Loaded(set) = &self.modes.puzzles.set else {
            return Err(PageError::PuzzlesLoading);
        };
        let current = self.puzzle_mode().map(|m| m.attempt.puzzle().id.clone());
        let index = match wanted {
            Wanted::Id(id) => puzzle::find(set, id),
            Wanted::Next => {
                puzzle::next_puzzle(set, self.modes.puzzles.progress.get(), current.as_deref())
            }
        };
        let Some(i) = index else {
            return self.refuse(match wanted {
                Wanted::Id(id) => PageError::UnknownPuzzle(id.clone()),
                Wanted::Next => PageError::PuzzleSet(PuzzleSetError::Empty),
            });
        };
        let p = set[i].clone();
        self.enter_puzzle(p);
        Ok(())
    }
}
