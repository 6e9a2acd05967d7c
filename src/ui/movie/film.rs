//! Filming a [`Movie`]: each shot drawn with a pen, its pixels read back and encoded, the
//! progress told as it goes. The export worker gives the pen (an `OffscreenCanvas`), the
//! pixels it drew and the clock; the tests give a pen that paints pixels itself.

use super::{Colours, Movie, Shot, Writer};
use crate::ui::paint::Pen;

/// The least time between two progress reports, in milliseconds.
pub const PROGRESS_MS: f64 = 50.0;

/// What filming needs of the one that films: the pixels (RGBA) the pen last drew, the
/// clock (ms), and who hears the progress (frames made, frames in all).
pub struct Camera<'a> {
    /// The pixels the pen last drew, or why they cannot be read.
    pub pixels: &'a mut dyn FnMut() -> Result<Vec<u8>, String>,
    /// The clock, in milliseconds.
    pub now: &'a dyn Fn() -> f64,
    /// Told of the frames made, at most every [`PROGRESS_MS`] and at the last.
    pub progress: &'a mut dyn FnMut(u32, u32),
}

/// The GIF of `movie`, drawn with `pen` and read back through `camera`: the palette from
/// the movie's samples, then every shot a frame.
pub fn film(movie: &Movie, pen: &impl Pen, camera: Camera<'_>) -> Result<Vec<u8>, String> {
    let (w, h) = movie.size();
    let mut picture = |shot: &Shot| -> Result<Vec<u8>, String> {
        movie.draw(pen, shot);
        (camera.pixels)()
    };
    let samples = movie
        .samples()
        .iter()
        .map(&mut picture)
        .collect::<Result<Vec<_>, _>>()?;
    let colours = Colours::from_samples(&samples.iter().map(Vec::as_slice).collect::<Vec<_>>());
    drop(samples);
    // Movie::new bounds the width: the GIF's sides fit in 16 bits.
    let mut out = Writer::new(w as u16, h as u16, colours)?;
    let shots = movie.shots();
    let total = shots.len() as u32;
    let mut told = (camera.now)();
    for (i, shot) in shots.iter().enumerate() {
        out.frame(&picture(shot)?, shot.delay)?;
        let done = i as u32 + 1;
        let now = (camera.now)();
        if done == total || now - told >= PROGRESS_MS {
            (camera.progress)(done, total);
            told = now;
        }
    }
    out.finish()
}
