use std::cell::RefCell;

use super::*;
use crate::record::write_record;
use crate::types::Square;
use crate::ui::testing::{mv, sq};
use crate::ui::theme::{BLACK_BODY, WHITE_BODY};

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

#[test]
fn a_double_jump_is_shot_with_its_piece_on_the_first_landing() {
    let moves: Vec<&str> = CAPTURE_GAME.split_whitespace().collect();
    let movie = Movie::new(&job(record_of(&moves), 240)).unwrap();
    assert_eq!(movie.plies(), 15);
    let jump = mv("g2xg4xg6");
    let landing: Vec<&Shot> = movie
        .shots()
        .iter()
        .filter(|s| s.ply == 9 && s.at == Some(HOP_MS))
        .collect();
    assert_eq!(landing.len(), 1, "{:?}", movie.shots());
    let scene = movie.scene(landing[0]);
    assert_eq!(scene.last_move, Some(jump));
    let (plan, frame) = scene.anim.as_ref().expect("mid-jump, animated");
    assert_eq!(plan.mv, jump);
    assert!(!frame.done);
    assert_eq!(frame.lift, 0.0, "standing, not in the air");
    assert_eq!(
        (frame.mover_at.x, frame.mover_at.y),
        (f64::from(sq("g4").file()), f64::from(sq("g4").rank()))
    );
    // Drawn: White's body on g4, which is empty before and after the jump.
    for ply in [8, 9] {
        assert!(movie
            .game
            .position_at(ply)
            .unwrap()
            .piece_at(sq("g4"))
            .is_none());
    }
    let (w, h) = movie.size();
    let pen = Raster::new(w as usize, h as usize);
    movie.draw(&pen, landing[0]);
    let (x, y) = centre(w, sq("g4"));
    assert_eq!(pen.at(x, y), hex(WHITE_BODY));
    let pen = Raster::new(w as usize, h as usize);
    movie.draw(
        &pen,
        &Shot {
            at: None,
            ..*landing[0]
        },
    );
    assert_ne!(pen.at(x, y), hex(WHITE_BODY), "after the jump g4 is empty");
    // The captured piece (g5, Black) fades: part way through, then gone at the end.
    let fading = movie
        .shots()
        .iter()
        .find(|s| s.ply == 9 && s.at.is_some_and(|t| t > HOP_MS * 1.5 + 100.0))
        .unwrap();
    let victim = movie.scene(fading).anim.unwrap().1.victim.unwrap();
    assert!(victim.opacity > 0.0 && victim.opacity < 1.0, "{victim:?}");
}

#[test]
fn every_move_is_shot_and_timed() {
    let moves: Vec<&str> = CAPTURE_GAME.split_whitespace().collect();
    let movie = Movie::new(&job(record_of(&moves), 240)).unwrap();
    let shots = movie.shots();
    assert!(shots.len() > movie.plies() + 1);
    assert_eq!(
        shots[0],
        Shot {
            ply: 0,
            at: None,
            delay: 100
        }
    );
    for ply in 1..=movie.plies() {
        let of: Vec<&Shot> = shots.iter().filter(|s| s.ply == ply).collect();
        let end = of.last().unwrap();
        assert_eq!(end.at, None, "each move ends still");
        let hold = if ply == movie.plies() { 300 } else { 70 };
        assert_eq!(end.delay, hold);
        // The animation's frames add up to its length, each at most 100 ms.
        let plan = movie.plans[ply - 1].as_ref().unwrap();
        let moving: u32 = of[..of.len() - 1].iter().map(|s| u32::from(s.delay)).sum();
        assert_eq!(
            f64::from(moving),
            (plan.duration() / 10.0).round(),
            "ply {ply}"
        );
        assert!(
            of[..of.len() - 1]
                .iter()
                .all(|s| (6..=10).contains(&s.delay)),
            "{of:?}"
        );
        assert_eq!(of[0].at, Some(0.0));
    }
    // The game's end: three captures; the last position is drawn still, no Troika lit.
    let last = movie.scene(shots.last().unwrap());
    assert!(last.anim.is_none());
    assert_eq!(last.last_move, Some(mv("c6xe8xg6")));
    assert!(last.trace.is_some(), "the third capture traced");
}

#[test]
fn the_scene_follows_the_job_and_wins_light_up_once_the_move_is_over() {
    // Crowned a4 steps to a3: a Crowned Troika on a1, a2, a3 wins.
    let record =
        "[TCN \"bbbbbbbb/2bb4/8/8/W7/8/W7/Wwwwwww1 w - 5\"]\n[Result \"*\"]\n\n5. a4-a3 *\n";
    let mut j = job(record.to_string(), 160);
    (j.scheme, j.colour_blind, j.flipped, j.coords) = (Scheme::Dark, true, true, false);
    let movie = Movie::new(&j).unwrap();
    assert_eq!(movie.plies(), 1);
    let shots = movie.shots();
    let moving = movie.scene(&shots[1]);
    assert!(moving.anim.is_some());
    assert!(moving.winning.is_empty(), "not yet");
    let end = movie.scene(shots.last().unwrap());
    assert_eq!(end.winning.into_iter().count(), 3);
    assert!(std::ptr::eq(end.palette, palette(Scheme::Dark, true)));
    assert!(end.orientation.flipped && !end.coords);
    assert_eq!(movie.size(), (160, 160 + 24));
    // A game of no moves: its start, held as the end is.
    let empty = Movie::new(&job("[Result \"*\"]\n\n*\n".into(), 240)).unwrap();
    assert_eq!(
        empty.shots(),
        &[Shot {
            ply: 0,
            at: None,
            delay: 300
        }]
    );
    // A bad record or width says why.
    assert!(Movie::new(&job("[Result \"*\"]\n\n1. a1-a9 *".into(), 240)).is_err());
    assert!(Movie::new(&job(record.into(), 40))
        .unwrap_err()
        .contains("width"));
}

#[test]
fn the_caption_names_the_players_and_the_result() {
    assert_eq!(
        caption("Ann", " Bob ", "1-0", "by capturing three pieces"),
        "Ann – Bob · 1-0 · by capturing three pieces"
    );
    assert_eq!(caption("", "", "*", ""), "White – Black · *");
    // Drawn in the strip under the board, one line when it fits, else two.
    let pen = Raster::new(480, 528);
    draw_caption(&pen, (480.0, 48.0), "Ann – Bob · 1-0", Scheme::Dark);
    assert_eq!(pen.at(5.0, 500.0), hex(caption_colours(Scheme::Dark).0));
    assert_eq!(
        pen.at(5.0, 470.0),
        [255, 255, 255],
        "the board is left alone"
    );
    #[derive(Default)]
    struct Lines(RefCell<Vec<(String, f64)>>);
    impl Pen for Lines {
        fn save(&self) {}
        fn restore(&self) {}
        fn fill_style(&self, _: &str) {}
        fn stroke_style(&self, _: &str) {}
        fn line_width(&self, _: f64) {}
        fn line_cap(&self, _: &str) {}
        fn line_join(&self, _: &str) {}
        fn line_dash(&self, _: &[f64]) {}
        fn alpha(&self, _: f64) {}
        fn begin_path(&self) {}
        fn move_to(&self, _: f64, _: f64) {}
        fn line_to(&self, _: f64, _: f64) {}
        fn arc(&self, _: f64, _: f64, _: f64, _: f64, _: f64) {}
        fn close_path(&self) {}
        fn fill(&self) {}
        fn stroke(&self) {}
        fn fill_rect(&self, _: f64, _: f64, _: f64, _: f64) {}
        fn stroke_rect(&self, _: f64, _: f64, _: f64, _: f64) {}
        fn font(&self, _: &str) {}
        fn text_align(&self, _: &str) {}
        fn text_baseline(&self, _: &str) {}
        fn fill_text(&self, t: &str, _: f64, y: f64) {
            self.0.borrow_mut().push((t.to_string(), y));
        }
    }
    // The lines drawn for `text` under a board `w` pixels wide.
    let drawn = |text: &str, w: f64| {
        let pen = Lines::default();
        draw_caption(&pen, (w, w / 10.0), text, Scheme::Light);
        pen.0.take()
    };
    assert_eq!(drawn("Ann – Bob · 1-0", 480.0).len(), 1);
    // Two lines when one would be too small, split after the names; names as the page
    // gives them are isolated (issue 44), and a name holding ` · ` (the computer's) stays
    // whole on the first line.
    let cases = [
        (
            ["Annabelle Montgomery-Smythe", "Computer (level 8)"],
            "0-1 · Black won by capturing three pieces",
        ),
        (
            [
                "\u{2068}Computer · level 8\u{2069}",
                "\u{2068}Annabelle Montgomery-Smythe\u{2069}",
            ],
            "1-0 · Black resigned",
        ),
    ];
    for ([white, black], rest) in cases {
        let (result, reason) = rest.split_once(" · ").unwrap();
        let lines = drawn(&caption(white, black, result, reason), 240.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[0].0, format!("{white} – {black}"));
        assert_eq!(lines[1].0, rest);
        assert!(lines.iter().all(|(_, y)| (240.0..264.0).contains(y)));
    }
}

#[test]
fn synthetic_frames_decode_as_written() {
    let (w, h) = (40usize, 30usize);
    let solid =
        |c: [u8; 3]| -> Vec<u8> { (0..w * h).flat_map(|_| [c[0], c[1], c[2], 255]).collect() };
    let red = [200, 20, 20];
    let mut a = solid([10, 20, 30]);
    let mut b = a.clone();
    // b: a red square at (5..15, 8..12).
    for y in 8..12 {
        for x in 5..15 {
            b[(y * w + x) * 4..][..3].copy_from_slice(&red);
        }
    }
    // c: b with one pixel changed far away.
    let mut c = b.clone();
    c[((h - 1) * w + w - 1) * 4..][..3].copy_from_slice(&[250, 250, 250]);
    a[0..3].copy_from_slice(&[250, 250, 250]);
    let colours = Colours::from_samples(&[&a, &b, &c]);
    assert_eq!(colours.len(), 3, "exact: three colours");
    let mut out = Writer::new(w as u16, h as u16, colours).unwrap();
    for (f, delay) in [(&a, 10), (&b, 20), (&b, 5), (&c, 30)] {
        out.frame(f, delay).unwrap();
    }
    assert!(out.frame(&a[4..], 1).is_err(), "a frame of the wrong size");
    let bytes = out.finish().unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
    // Loops for ever: the NETSCAPE2.0 extension with 0 repetitions.
    let netscape = bytes.windows(11).position(|x| x == b"NETSCAPE2.0").unwrap();
    assert_eq!(&bytes[netscape + 11..netscape + 15], &[3, 1, 0, 0]);
    let d = decode(&bytes);
    assert_eq!((d.width, d.height), (w, h));
    // b twice is one frame shown for both delays.
    assert_eq!(
        d.frames.iter().map(|f| f.1).collect::<Vec<_>>(),
        vec![10, 25, 30]
    );
    let pixels =
        |rgba: &Vec<u8>| -> Vec<[u8; 3]> { rgba.chunks(4).map(|p| [p[0], p[1], p[2]]).collect() };
    for (got, want) in d.frames.iter().zip([&a, &b, &c]) {
        assert!(got.0 == pixels(want));
    }
    // Only what changed is written: the last frame is one pixel.
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut r = opts.read_info(&bytes[..]).unwrap();
    let mut rects = Vec::new();
    while let Some(f) = r.read_next_frame().unwrap() {
        rects.push((f.left, f.top, f.width, f.height));
    }
    assert_eq!(
        rects,
        vec![
            (0, 0, 40, 30),
            (0, 0, 15, 12),
            ((w - 1) as u16, (h - 1) as u16, 1, 1)
        ]
    );
}

#[test]
fn many_colours_map_to_the_nearest_and_flat_ones_stay_exact() {
    // A gradient of 64 × 64 shades beside four flat colours that cover most pixels.
    let (w, h) = (128usize, 64usize);
    let flats = [
        [240, 217, 181],
        [181, 136, 99],
        [246, 241, 228],
        [42, 39, 35],
    ];
    let mut f = Vec::with_capacity(w * h * 4);
    for y in 0..h {
        for x in 0..w {
            let c = if x < 64 {
                [(x * 4) as u8, (y * 4) as u8, 128]
            } else {
                flats[(x - 64) / 16]
            };
            f.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    let mut colours = Colours::from_samples(&[&f]);
    assert_eq!(colours.len(), 255);
    let table = colours.table();
    for c in flats {
        let i = usize::from(
            colours.index(u32::from(c[0]) << 16 | u32::from(c[1]) << 8 | u32::from(c[2])),
        );
        assert_eq!(&table[i * 3..i * 3 + 3], &c, "flat colours are exact");
    }
    let mut out = Writer::new(w as u16, h as u16, colours).unwrap();
    out.frame(&f, 10).unwrap();
    let d = decode(&out.finish().unwrap());
    let worst = d.frames[0]
        .0
        .iter()
        .zip(f.chunks(4))
        .map(|(g, p)| {
            (0..3)
                .map(|k| (i32::from(g[k]) - i32::from(p[k])).abs())
                .max()
                .unwrap()
        })
        .max()
        .unwrap();
    assert!(worst <= 24, "every pixel near its colour: off by {worst}");
}

#[test]
fn a_sixty_move_game_at_480_pixels_is_small_and_has_a_frame_per_move_at_least() {
    let movie = Movie::new(&job(long_game(60), 480)).unwrap();
    assert_eq!(movie.plies(), 60);
    let (bytes, starts) = film(&movie);
    let d = decode(&bytes);
    assert_eq!((d.width, d.height), (480, 528));
    assert!(d.frames.len() > 60, "{} frames", d.frames.len());
    assert_eq!(starts.len(), d.frames.len());
    // The whole GIF lasts as long as the shots say.
    let total: u32 = d.frames.iter().map(|f| u32::from(f.1)).sum();
    let shots: u32 = movie.shots().iter().map(|s| u32::from(s.delay)).sum();
    assert_eq!(total, shots);
    // Each frame is the picture its shot drew (within the palette's rounding).
    let (w, h) = movie.size();
    for (k, &i) in starts.iter().enumerate().step_by(37) {
        let pen = Raster::new(w as usize, h as usize);
        movie.draw(&pen, &movie.shots()[i]);
        let want = pen.px.into_inner();
        let off = d.frames[k]
            .0
            .iter()
            .zip(want.chunks(4))
            .filter(|(g, p)| (0..3).any(|c| (i32::from(g[c]) - i32::from(p[c])).abs() > 24))
            .count();
        assert_eq!(off, 0, "frame {k} (shot {i})");
    }
    // The last frame: Black's and White's pieces where the last position has them.
    let last = &d.frames.last().unwrap().0;
    let pos = movie.game.position();
    for s in Square::all() {
        let (x, y) = centre(480, s);
        let got = last[y as usize * 480 + x as usize];
        match pos.piece_at(s).map(|p| p.color) {
            Some(Color::White) => assert_eq!(got, hex(WHITE_BODY), "{s}"),
            Some(Color::Black) => assert_eq!(got, hex(BLACK_BODY), "{s}"),
            None => {}
        }
    }
    eprintln!(
        "60 plies at 480 px: {} frames, {} bytes",
        d.frames.len(),
        bytes.len()
    );
    assert!(bytes.len() < 1_000_000, "{} bytes", bytes.len());
}

#[test]
fn base64_is_rfc_4648() {
    for (plain, coded) in [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ] {
        assert_eq!(base64(plain.as_bytes()), coded);
    }
    assert_eq!(base64(&[0xfb, 0xff, 0xbf]), "+/+/");
}

#[test]
fn the_palette_is_sampled_across_the_game() {
    let moves: Vec<&str> = CAPTURE_GAME.split_whitespace().collect();
    let movie = Movie::new(&job(record_of(&moves), 240)).unwrap();
    let plies: Vec<(usize, Option<f64>)> = movie.samples().iter().map(|s| (s.ply, s.at)).collect();
    assert_eq!(
        plies,
        vec![
            (0, None),
            (3, None),
            (7, None),
            (11, None),
            (15, None),
            (9, Some(HOP_MS))
        ]
    );
}
