//! Front-end logic that needs no browser.
