//! Puzzle mode's set, a part of the puzzles' sub-model ([`Puzzles`], never seeing the
//! root state): fetched when first asked for (the shell fetches it and reports its
//! text), read, and a puzzle of it found by id or as the next for the player's level;
//! whoever asked is told through [`Effect::PuzzleOpened`] and
//! [`Effect::PuzzleSetSettled`]. The puzzle found is handed back to the root, which puts
//! it on the board.

use crate::puzzles::{parse_puzzles, Puzzle};
use crate::ui::error::{FetchError, PageError, PuzzleSetError};
use crate::ui::puzzle::{self, Choice, ChoiceError};
use crate::ui::words;

use super::effect::Effect;
use super::mode::{Puzzles, Set, Wanted};
use super::page::Fetch;
use super::shared::Shared;

/// A change of the choice of puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// The panel's theme drop-down: a theme's id, or `""` for all.
    Theme(String),
    /// The panel's difficulty drop-down: a preset's value, or `""` for any.
    Level(String),
    /// A whole choice (`setPuzzleChoice`, checked already).
    Set(Choice),
}

/// A puzzle to put on the board, and the number of the request that asked for it (0:
/// nobody waits), told [`Effect::PuzzleOpened`] once it is on.
pub(super) type Found = (Puzzle, u64);

impl Puzzles {
    /// Asks for the set (fetching it if needed): [`Effect::PuzzleSetSettled`] follows
    /// once it is there or could not be had (at once if it is already).
    #[inline(never)]
    pub(super) fn want_set(&mut self, shared: &mut Shared) {
        if let Set::Loaded(_) = self.set {
            shared.emit(Effect::PuzzleSetSettled(self.settled_set()));
        } else {
            self.load(shared);
        }
    }

    /// Asks for a puzzle (`wanted`; `current`: the id of the puzzle on the board),
    /// fetching the set first if needed; [`Effect::PuzzleOpened`] with the request's
    /// number (`serial`, the shell's; 0: nobody waits) says whether it opened (a request
    /// still waiting for the set when another comes is refused). Returns the puzzle to
    /// open now, if the set is there and has it.
    #[inline(never)]
    pub(super) fn open(
        &mut self,
        shared: &mut Shared,
        wanted: Wanted,
        serial: u64,
        current: Option<&str>,
    ) -> Option<Found> {
        self.other_than_run(&wanted);
        if let Set::Loaded(_) = self.set {
            return self.found(shared, &wanted, serial, current);
        }
        if let Some((_, old)) = self.wanted.take() {
            shared.emit(Effect::PuzzleOpened(old, Err(PageError::AnotherPuzzle)));
        }
        self.wanted = Some((wanted, serial));
        self.load(shared);
        None
    }

    /// Changes the choice of puzzles the next is served from, kept with the progress; a
    /// choice no puzzle of the set (once loaded) matches is refused, said, and changes
    /// nothing.
    #[inline(never)]
    pub(super) fn choose(&mut self, shared: &mut Shared, chosen: Chosen) -> Result<(), PageError> {
        let old = self.progress.get().choice;
        let choice = match chosen {
            Chosen::Theme(id) => Choice::new(Some(&id), old.min, old.max),
            Chosen::Level(value) => Ok(old.with_level(&value)),
            Chosen::Set(c) => Ok(c),
        };
        let choice = match choice {
            Ok(c) => c,
            Err(e) => return self.refuse_choice(shared, e),
        };
        if let Set::Loaded(set) = &self.set {
            if puzzle::choice::matching(set, &choice).next().is_none() {
                return self.refuse_choice(shared, ChoiceError::NoneMatch);
            }
        }
        self.progress.get_mut().choice = choice;
        shared.set_status(words::puzzle_chosen(&shared.speaker, &choice));
        shared.emit(Effect::StorePuzzleProgress(Box::new(self.progress.clone())));
        shared.render();
        Ok(())
    }

    /// A choice refused: said, and the panel shown again as it was.
    fn refuse_choice(&self, shared: &mut Shared, e: ChoiceError) -> Result<(), PageError> {
        shared.render();
        shared.refuse(PageError::PuzzleChoice(e))
    }

    /// The set, empty until it is loaded.
    pub(super) fn loaded_set(&self) -> &[Puzzle] {
        match &self.set {
            Set::Loaded(set) => set,
            _ => &[],
        }
    }

    /// The set for whoever waits for it: there, or why not.
    fn settled_set(&self) -> Result<std::rc::Rc<[Puzzle]>, PageError> {
        match &self.set {
            Set::Loaded(set) => Ok(set.clone()),
            Set::Failed(e) => Err(PageError::PuzzleSet(e.clone())),
            Set::NotLoaded | Set::Loading => Err(PageError::PuzzlesLoading),
        }
    }

    fn load(&mut self, shared: &mut Shared) {
        if matches!(self.set, Set::Loading | Set::Loaded(_)) {
            return;
        }
        self.set = Set::Loading;
        shared.set_status(words::PUZZLES_LOADING);
        shared.emit(Effect::Fetch(Fetch::Puzzles));
    }

    /// The set's text arrived (or not); returns the puzzle a request waited for, to
    /// open now (`current`: the id of the puzzle on the board).
    #[inline(never)]
    pub(super) fn loaded(
        &mut self,
        shared: &mut Shared,
        text: Result<String, FetchError>,
        current: Option<&str>,
    ) -> Option<Found> {
        let set = match text {
            Err(e) => Err(PuzzleSetError::Fetch(e)),
            Ok(t) => match parse_puzzles(&t) {
                Ok(s) if s.is_empty() => Err(PuzzleSetError::Empty),
                Ok(s) => Ok(s),
                Err(e) => Err(PuzzleSetError::Unreadable(e)),
            },
        };
        self.set = match set {
            Ok(s) => Set::Loaded(s.into()),
            Err(e) => Set::Failed(e),
        };
        shared.emit(Effect::PuzzleSetSettled(self.settled_set()));
        let wanted = self.wanted.take();
        match &self.set {
            Set::Loaded(_) => {
                shared.set_status("");
                let (wanted, serial) = wanted?;
                self.found(shared, &wanted, serial, current)
            }
            Set::Failed(e) => {
                let why = PageError::PuzzleSet(e.clone());
                if let Some((_, serial)) = wanted {
                    shared.emit(Effect::PuzzleOpened(serial, Err(why.clone())));
                }
                shared.set_status(crate::ui::words::page_error(&shared.speaker, &why));
                None
            }
            _ => None,
        }
    }

    /// The puzzle wanted, from the loaded set; one not there is refused (said, and told
    /// to the request).
    fn found(
        &self,
        shared: &mut Shared,
        wanted: &Wanted,
        serial: u64,
        current: Option<&str>,
    ) -> Option<Found> {
        let Set::Loaded(set) = &self.set else {
            shared.emit(Effect::PuzzleOpened(serial, Err(PageError::PuzzlesLoading)));
            return None;
        };
        let index = match wanted {
            Wanted::Id(id) => puzzle::find(set, id),
            Wanted::Next => puzzle::next_puzzle(set, self.progress.get(), current),
            Wanted::Run => self.run.as_ref().and_then(|r| r.run.next(set)),
        };
        let Some(i) = index else {
            let why = match wanted {
                Wanted::Id(id) => PageError::UnknownPuzzle(id.clone()),
                Wanted::Next | Wanted::Run => PageError::PuzzleChoice(ChoiceError::NoneMatch),
            };
            let refused = shared.refuse::<()>(why);
            shared.emit(Effect::PuzzleOpened(serial, refused));
            return None;
        };
        Some((set[i].clone(), serial))
    }
}
