//! The movie's tests, by topic in the submodules: the shots, scenes and caption of a game
//! ([`shots`]), and the GIF the encoder writes ([`encoding`]). This module holds what they
//! share: games to film, a pen that paints pixels, and a decoder of the GIFs written.

use std::cell::RefCell;

use super::*;
use crate::record::write_record;
use crate::types::Square;
use crate::ui::testing::{mv, sq};
use crate::ui::theme::{BLACK_BODY, WHITE_BODY};

mod encoding;
mod filming;
mod shots;

/// White crowns g2, then captures with three double jumps (e2e/browser.mjs's CAPTURE_GAME):
/// g2xg4xg6 is the ninth move.
const CAPTURE_GAME: &str = "c1-d2 h3-g3 d2-e2 h5-g5 f1-f2 c8-d7 h1-g2 f8-f7 g2xg4xg6 a8-b7 \
                            g6xe8xc6 b7-c7 a1-a2 c7-d7 c6xe8xg6";

fn record_of(moves: &[&str]) -> String {
    let mut game = Game::default();
    for m in moves {
        game.play(mv(m)).unwrap();
    }
    write_record(&game, &[("White", "Ann"), ("Black", "Bob")])
}

/// A game of `plies` moves that has not ended: legal moves picked by a fixed sequence of
/// pseudo-random numbers, trying seeds until one lasts.
fn long_game(plies: usize) -> String {
    for seed in 1u64.. {
        let mut game = Game::default();
        let mut x = seed;
        while game.ply() < plies && game.outcome().is_none() {
            let moves = game.legal_moves();
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let pick = moves[(x >> 33) as usize % moves.len()];
            game.play(pick).unwrap();
        }
        if game.ply() == plies {
            return write_record(&game, &[]);
        }
    }
    unreachable!()
}

fn job(record: String, width: u32) -> Job {
    Job {
        record,
        width,
        scheme: Scheme::Light,
        colour_blind: false,
        flipped: false,
        coords: true,
        caption: caption("Ann", "Bob", "1-0", "by capturing three pieces"),
    }
}

/// A pen that paints pixels: filled rectangles and filled circles in `#rrggbb` or
/// `rgba(…)` colours at the global alpha (no anti-aliasing); strokes, polygons and text
/// are left out. Enough to see where the pieces stand.
struct Raster {
    w: usize,
    h: usize,
    px: RefCell<Vec<u8>>,
    fill: RefCell<[f64; 4]>,
    alpha: RefCell<Vec<f64>>,
    circles: RefCell<Vec<(f64, f64, f64)>>,
    lines: RefCell<bool>,
}

fn css(c: &str) -> [f64; 4] {
    if let Some(hex) = c.strip_prefix('#') {
        let v = |i: usize| f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap());
        return [v(0), v(2), v(4), 1.0];
    }
    let inner = c.trim_start_matches("rgba(").trim_end_matches(')');
    let n: Vec<f64> = inner
        .split(',')
        .map(|s| s.trim().parse().unwrap())
        .collect();
    [n[0], n[1], n[2], n[3]]
}

impl Raster {
    fn new(w: usize, h: usize) -> Raster {
        Raster {
            w,
            h,
            px: RefCell::new(vec![255; w * h * 4]),
            fill: RefCell::new([0.0, 0.0, 0.0, 1.0]),
            alpha: RefCell::new(vec![1.0]),
            circles: RefCell::new(Vec::new()),
            lines: RefCell::new(false),
        }
    }
    fn paint(&self, inside: impl Fn(f64, f64) -> bool, (x0, y0, x1, y1): (f64, f64, f64, f64)) {
        let [r, g, b, a] = *self.fill.borrow();
        let a = a * self.alpha.borrow().last().copied().unwrap_or(1.0);
        let mut px = self.px.borrow_mut();
        let clampx = |v: f64| (v.max(0.0) as usize).min(self.w);
        let clampy = |v: f64| (v.max(0.0) as usize).min(self.h);
        for y in clampy(y0.floor())..clampy(y1.ceil()) {
            for x in clampx(x0.floor())..clampx(x1.ceil()) {
                if !inside(x as f64 + 0.5, y as f64 + 0.5) {
                    continue;
                }
                let i = (y * self.w + x) * 4;
                for (k, c) in [r, g, b].into_iter().enumerate() {
                    let old = f64::from(px[i + k]);
                    px[i + k] = (old + (c - old) * a).round() as u8;
                }
                px[i + 3] = 255;
            }
        }
    }
    fn at(&self, x: f64, y: f64) -> [u8; 3] {
        let i = ((y as usize) * self.w + x as usize) * 4;
        let px = self.px.borrow();
        [px[i], px[i + 1], px[i + 2]]
    }
}

impl Pen for Raster {
    fn save(&self) {
        let a = *self.alpha.borrow().last().unwrap();
        self.alpha.borrow_mut().push(a);
    }
    fn restore(&self) {
        let mut a = self.alpha.borrow_mut();
        if a.len() > 1 {
            a.pop();
        }
    }
    fn fill_style(&self, c: &str) {
        *self.fill.borrow_mut() = css(c);
    }
    fn stroke_style(&self, _: &str) {}
    fn line_width(&self, _: f64) {}
    fn line_cap(&self, _: &str) {}
    fn line_join(&self, _: &str) {}
    fn line_dash(&self, _: &[f64]) {}
    fn alpha(&self, a: f64) {
        *self.alpha.borrow_mut().last_mut().unwrap() = a;
    }
    fn begin_path(&self) {
        self.circles.borrow_mut().clear();
        *self.lines.borrow_mut() = false;
    }
    fn move_to(&self, _: f64, _: f64) {
        *self.lines.borrow_mut() = true;
    }
    fn line_to(&self, _: f64, _: f64) {
        *self.lines.borrow_mut() = true;
    }
    fn arc(&self, x: f64, y: f64, r: f64, start: f64, end: f64) {
        if end - start >= std::f64::consts::TAU - 1e-9 {
            self.circles.borrow_mut().push((x, y, r));
        } else {
            *self.lines.borrow_mut() = true;
        }
    }
    fn close_path(&self) {}
    fn fill(&self) {
        if *self.lines.borrow() {
            return;
        }
        for (cx, cy, r) in self.circles.borrow().iter().copied() {
            let inside = |x: f64, y: f64| (x - cx).powi(2) + (y - cy).powi(2) <= r * r;
            self.paint(inside, (cx - r, cy - r, cx + r, cy + r));
        }
    }
    fn stroke(&self) {}
    fn fill_rect(&self, x: f64, y: f64, w: f64, h: f64) {
        self.paint(|_, _| true, (x, y, x + w, y + h));
    }
    fn stroke_rect(&self, _: f64, _: f64, _: f64, _: f64) {}
    fn font(&self, _: &str) {}
    fn text_align(&self, _: &str) {}
    fn text_baseline(&self, _: &str) {}
    fn fill_text(&self, _: &str, _: f64, _: f64) {}
}

/// A decoded GIF: its size, and the picture after each frame (RGB, frames composited
/// with their disposal "keep" and transparency) with the frame's delay.
struct Decoded {
    width: usize,
    height: usize,
    frames: Vec<(Vec<[u8; 3]>, u16)>,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts.read_info(bytes).unwrap();
    let (width, height) = (usize::from(d.width()), usize::from(d.height()));
    let global = d.global_palette().unwrap().to_vec();
    let mut canvas = vec![[0u8; 3]; width * height];
    let mut frames = Vec::new();
    while let Some(f) = d.read_next_frame().unwrap() {
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        assert!(f.palette.is_none(), "one global palette");
        let (l, t, w) = (
            usize::from(f.left),
            usize::from(f.top),
            usize::from(f.width),
        );
        for (k, &i) in f.buffer.iter().enumerate() {
            if Some(i) == f.transparent {
                continue;
            }
            let i = usize::from(i) * 3;
            canvas[(t + k / w) * width + l + k % w] = [global[i], global[i + 1], global[i + 2]];
        }
        frames.push((canvas.clone(), f.delay));
    }
    Decoded {
        width,
        height,
        frames,
    }
}

/// Films `movie` with the raster pen: the GIF's bytes, and the shot index each GIF frame
/// starts with.
fn film(movie: &Movie) -> (Vec<u8>, Vec<usize>) {
    let (w, h) = movie.size();
    let pictures: Vec<Vec<u8>> = movie
        .shots()
        .iter()
        .map(|shot| {
            let pen = Raster::new(w as usize, h as usize);
            movie.draw(&pen, shot);
            pen.px.into_inner()
        })
        .collect();
    let samples: Vec<&[u8]> = [0, pictures.len() / 2, pictures.len() - 1]
        .iter()
        .map(|&i| &pictures[i][..])
        .collect();
    let mut out = Writer::new(w as u16, h as u16, Colours::from_samples(&samples)).unwrap();
    let mut starts = Vec::new();
    for (i, (p, shot)) in pictures.iter().zip(movie.shots()).enumerate() {
        let before = out.frames();
        out.frame(p, shot.delay).unwrap();
        if i == 0 || out.frames() > before {
            starts.push(i);
        }
    }
    (out.finish().unwrap(), starts)
}

fn centre(width: u32, square: Square) -> (f64, f64) {
    let s = f64::from(width) / 8.0;
    let c = Orientation::default().center(square);
    (c.x * s, c.y * s)
}

fn hex(c: &str) -> [u8; 3] {
    let v = css(c);
    [v[0] as u8, v[1] as u8, v[2] as u8]
}
