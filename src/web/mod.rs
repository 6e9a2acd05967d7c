//! The browser game.

pub fn start() {}
