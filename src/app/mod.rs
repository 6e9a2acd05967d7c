//! The page's app core, after the Elm architecture (and crux, a Rust core returning effects
//! to thin shells): the page's state as plain data, changed only by calls that return the
//! effects the shell (`src/web`) carries out, tested natively. No web dependency.
//!
//! It grows part by part out of the page's shell: today it holds the computer player's
//! conversation with the engine ([`computer`]); the shell keeps the worker, the timers and
//! the DOM, and carries out what the core returns.

pub mod computer;
