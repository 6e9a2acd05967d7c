//! The computer player: search on the rules core. No global state, no threads, no clock
//! of its own and no I/O, so that it runs unchanged in the browser (wasm32); time comes
//! from an injected clock and cancellation from a stop flag.

mod perft;

pub use perft::perft;
