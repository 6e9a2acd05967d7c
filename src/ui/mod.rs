//! Front-end logic that needs no browser: the session (game, browsing, seats), the input
//! state machine, animation planning, board geometry, share links and announcements.
//! Natively tested; the wasm front end (`web`) only wires it to the DOM and the canvas.

pub mod anim;
pub mod computer;
pub mod describe;
pub mod geometry;
pub mod input;
pub mod session;
pub mod share;
