//! The tests of filming a movie ([`film`]): the GIF it makes, the progress it tells, a
//! pixel reader that fails.

use std::cell::Cell;

use super::*;
use crate::ui::movie::film::{film, PROGRESS_MS};

/// A film's GIF (or why not), and the progress it told.
type Filmed = (Result<Vec<u8>, String>, Vec<(u32, u32)>);

/// Films `movie` with the raster pen (its pixels read back as they are), on a clock that
/// moves `step` ms at each reading: the GIF, and the progress told.
fn filmed(movie: &Movie, step: f64) -> Filmed {
    let (w, h) = movie.size();
    let pen = Raster::new(w as usize, h as usize);
    let clock = Cell::new(0.0);
    let mut told = Vec::new();
    let gif = film(
        movie,
        &pen,
        Camera {
            pixels: &mut || Ok(pen.px.borrow().clone()),
            now: &|| {
                clock.set(clock.get() + step);
                clock.get()
            },
            progress: &mut |done, total| told.push((done, total)),
        },
    );
    (gif, told)
}

#[test]
fn a_game_is_filmed_a_frame_per_shot_with_the_progress_told() {
    let movie = Movie::new(&job(record_of(&["a6-a7", "a5-b4"]), 160)).unwrap();
    let total = movie.shots().len() as u32;
    let (gif, told) = filmed(&movie, PROGRESS_MS);
    let d = decode(&gif.unwrap());
    assert_eq!((d.width, d.height), (160, movie.size().1 as usize));
    // The whole GIF lasts as long as the shots say.
    let lasts: u32 = d.frames.iter().map(|f| u32::from(f.1)).sum();
    let shots: u32 = movie.shots().iter().map(|s| u32::from(s.delay)).sum();
    assert_eq!(lasts, shots);
    // A clock that moves enough between frames: every frame told, in order.
    assert_eq!(told, (1..=total).map(|d| (d, total)).collect::<Vec<_>>());
}

#[test]
fn progress_is_told_at_most_every_interval_and_at_the_end() {
    let movie = Movie::new(&job(record_of(&["a6-a7", "a5-b4"]), 160)).unwrap();
    let total = movie.shots().len() as u32;
    // A clock that hardly moves: only the last frame is told.
    assert_eq!(filmed(&movie, 1.0).1, vec![(total, total)]);
}

#[test]
fn pixels_that_cannot_be_read_fail_the_film() {
    let movie = Movie::new(&job(record_of(&["a6-a7"]), 160)).unwrap();
    let (w, h) = movie.size();
    let pen = Raster::new(w as usize, h as usize);
    let mut told = Vec::new();
    let gif = film(
        &movie,
        &pen,
        Camera {
            pixels: &mut || Err("the canvas is gone".to_string()),
            now: &|| 0.0,
            progress: &mut |done, total| told.push((done, total)),
        },
    );
    assert_eq!(gif, Err("the canvas is gone".to_string()));
    assert!(told.is_empty());
}
