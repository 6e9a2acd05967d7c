//! Front-end logic that needs no browser: the session (game, browsing, seats, other tabs'
//! games), the input state machine, pointer drags, animation planning, board geometry,
//! share links, the computer's requests, the remembered settings and how tabs share
//! them (`synced`), the board's palettes
//! (`theme`), the one crown drawing (`crown`), the sounds moves make (`sound`), the study
//! tools (`threats`, `editor`, `analysis`, `review`), the page's one error type
//! ([`PageError`], `error`) and every sentence the page says (`words`, the errors' words
//! included).
//! Natively tested; the wasm front end (`web`) only wires it to the DOM and the canvas.

pub mod accuracy;
pub mod analysis;
pub mod anim;
pub mod archive;
pub mod calendar;
pub mod clock;
pub mod computer;
pub mod crown;
pub mod diagram;
pub mod drag;
pub mod drill;
pub mod editor;
pub mod error;
pub mod friend;
pub mod geometry;
pub mod input;
pub mod kept;
pub mod keys;
pub mod lang;
pub mod layout;
pub mod lessons;
pub mod mistakes;
pub mod movie;
pub mod paint;
pub mod players;
pub mod puzzle;
pub mod rating;
pub mod review;
pub mod review_kept;
pub mod scene;
pub mod session;
pub mod settings;
pub mod share;
pub mod sound;
pub mod standing;
pub mod synced;
pub mod theme;
pub mod threats;
pub mod words;

pub use error::PageError;

/// Helpers for the front end's unit tests.
#[cfg(test)]
pub(crate) mod testing {
    use crate::types::{Move, Square};

    /// The square named `s` (`a1`…`h8`).
    pub fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    /// The move written `s` in canonical notation.
    pub fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// A depth-5 evaluation: White's chance `white_chance`, its line the move `best`.
    pub fn eval(white_chance: f64, best: &str) -> crate::ui::analysis::Eval {
        crate::ui::analysis::Eval {
            depth: 5,
            white_chance,
            win_in: None,
            line: vec![mv(best)],
        }
    }
}
