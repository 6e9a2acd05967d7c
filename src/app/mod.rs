//! The page's app core, after the Elm architecture (and crux, a Rust core returning effects
//! to thin shells): the page's state as plain data, changed only by calls that return the
//! effects the shell (`src/web`) carries out, tested natively. No web dependency.
//!
//! It grows part by part out of the page's shell: today it holds every conversation with
//! the engine the page has, the computer player's ([`computer`]) and the study tools'
//! ([`study`]: the analysis and the review); the shell keeps the workers, the timers and
//! the DOM, and carries out what the core returns.

pub mod api;
pub mod archive;
mod board;
pub mod channel;
pub mod clip;
mod clocks;
pub mod command;
pub mod computer;
pub mod controls;
mod declare;
mod drill;
mod editor;
pub mod effect;
pub mod engines;
pub mod events;
pub mod export;
pub mod friend;
mod game;
mod ground;
pub mod ids;
mod language;
pub mod lesson;
pub mod live;
pub mod mistakes;
pub mod mode;
pub mod moved;
pub mod new_game;
pub mod overlays;
pub mod page;
mod pictures;
mod prefs;
pub mod puzzle;
mod puzzle_run;
mod puzzle_set;
mod read;
mod route;
pub mod runtime;
mod shared;
mod shelf;
pub mod starting;
pub mod state;
pub mod stored;
pub mod study;
pub mod view;
pub mod worker_kind;

pub use clip::Clip;
pub use command::{Command, CopyRefused, Edit};
pub use effect::{Effect, Timer};
pub use mode::Mode;
pub use mode::Wanted;
pub use puzzle_set::Chosen;
pub use state::{Declare, Restored, State, Surroundings};

use crate::ui::error::EngineError;

/// How the engine answered a question (the shell's worker client reads its reply into
/// this).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Its reply lines.
    Lines(Vec<String>),
    /// The question was stopped or replaced before its answer.
    Cancelled,
    /// Every worker that tried failed, or none could be started (why).
    Failed(EngineError),
}

#[cfg(test)]
mod tests;
