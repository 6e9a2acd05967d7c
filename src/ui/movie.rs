//! A game as an animated GIF: what the export worker (`three-crowns-export`,
//! `src/web/export/`) is asked ([`Job`]), the shots of the game ([`Movie`]: the start
//! position, every move sampled through its animation [`Plan`] as the page plays it, each
//! move's end held, the last position held longer), the [`Scene`] of each shot with the
//! caption strip below the board ([`Movie::draw`]), and the encoder over RGBA pixels
//! ([`encode`]: one global palette, each frame only the rectangle that changed). What the
//! page hears back is a [`Heard`]. Pure, natively tested; [`film()`] films a movie with the
//! pen, the pixel reader and the clock the worker gives (an `OffscreenCanvas`).

pub mod encode;
pub mod film;
pub mod wire;

use crate::game::Game;
use crate::record::parse_record;
use crate::types::Color;
use crate::ui::anim::{Plan, HOP_MS};
use crate::ui::geometry::Orientation;
use crate::ui::paint::{draw, Pen};
use crate::ui::scene::{trace_of, Scene};
use crate::ui::theme::{palette, Palette, Scheme};

pub use encode::{Colours, Writer};
pub use film::{film, Camera};

/// The longest time between two shots of a move's animation, in milliseconds.
pub const SHOT_MS: f64 = 100.0;
/// How long the end of each move is held, in milliseconds.
pub const HOLD_MS: f64 = 700.0;
/// How long the start position is shown, in milliseconds.
pub const START_MS: f64 = 1000.0;
/// How long the last position is held before the GIF starts again, in milliseconds.
pub const END_MS: f64 = 3000.0;
/// The narrowest and the widest board the export draws, in pixels.
pub const WIDTHS: (u32, u32) = (120, 1600);

/// What the export worker is asked to make: the GIF of one game as the player sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// The game, as a `.tcg` record.
    pub record: String,
    /// The board's side in pixels; the GIF is `width` × (`width` + [`caption_height`]).
    pub width: u32,
    /// The theme shown (light or dark): the board's palette and the caption's colours.
    pub scheme: Scheme,
    /// The colour-blind-safe palette.
    pub colour_blind: bool,
    /// Black at the bottom.
    pub flipped: bool,
    /// Files and ranks drawn on the board.
    pub coords: bool,
    /// The line under the board: the names and the result ([`caption`]).
    pub caption: String,
}

/// What the page hears of an export under way (the worker's messages, read by
/// `web::export`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// `done` of `total` frames made.
    Progress {
        /// Frames made.
        done: u32,
        /// Frames in all.
        total: u32,
    },
    /// The GIF, and the same bytes in base64.
    Done {
        /// The GIF file.
        bytes: Vec<u8>,
        /// `bytes` in base64 (for a `data:image/gif;base64,` URL).
        base64: String,
    },
    /// Why no GIF was made.
    Failed(String),
}

/// The caption of a game: `"Ann – Bob · 1-0 · by capturing three pieces"`; a name left
/// blank is the side's, an empty reason left out.
#[must_use]
pub fn caption(white: &str, black: &str, result: &str, reason: &str) -> String {
    let name = |n: &str, side: Color| {
        let n = n.trim();
        if n.is_empty() {
            side.to_string()
        } else {
            n.to_string()
        }
    };
    let mut s = format!(
        "{} – {} · {}",
        name(white, Color::White),
        name(black, Color::Black),
        result.trim()
    );
    if !reason.trim().is_empty() {
        s.push_str(" · ");
        s.push_str(reason.trim());
    }
    s
}

/// The caption strip's height under a board `width` pixels wide.
#[must_use]
pub fn caption_height(width: u32) -> u32 {
    (width / 10).max(24)
}

/// The caption strip's background and ink: the page's panel and text colours
/// (style.css's `--panel` and `--text`).
#[must_use]
pub const fn caption_colours(scheme: Scheme) -> (&'static str, &'static str) {
    match scheme {
        Scheme::Light => ("#fbfaf8", "#1f1d1a"),
        Scheme::Dark => ("#302e2b", "#e8e6e3"),
    }
}

/// One frame of the GIF: the position after `ply` moves, `at` milliseconds into the
/// animation of move `ply` (`None`: still, the start position or a move's end), shown
/// for `delay` hundredths of a second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shot {
    /// Moves played (0: the start position).
    pub ply: usize,
    /// Milliseconds into move `ply`'s animation; `None` once it is over.
    pub at: Option<f64>,
    /// How long the frame is shown, in centiseconds (the GIF's unit).
    pub delay: u16,
}

/// A game ready to be filmed: its moves' animation plans and its shots, in the job's
/// palette, orientation and caption.
#[derive(Debug)]
pub struct Movie {
    game: Game,
    plans: Vec<Option<Plan>>,
    shots: Vec<Shot>,
    palette: &'static Palette,
    scheme: Scheme,
    orientation: Orientation,
    coords: bool,
    width: u32,
    caption: String,
}

/// Centiseconds from `a` to `b` milliseconds, each rounded to the GIF's unit first, so
/// that the delays of a move add up to its length.
fn cs_between(a: f64, b: f64) -> u16 {
    let cs = |ms: f64| (ms / 10.0).round();
    (cs(b) - cs(a)).clamp(0.0, f64::from(u16::MAX)) as u16
}

/// The instants a plan is shot at, from 0 to its end (both included), at most
/// [`SHOT_MS`] apart; a double jump's also at its first landing, where the jumper stands
/// between its hops.
#[must_use]
pub fn instants(plan: &Plan) -> Vec<f64> {
    let end = plan.duration();
    let mut marks = vec![0.0];
    if plan.mv.via().is_some() && HOP_MS < end {
        marks.push(HOP_MS);
    }
    marks.push(end);
    let mut out = Vec::new();
    for w in marks.windows(2) {
        let n = ((w[1] - w[0]) / SHOT_MS).ceil().max(1.0);
        for i in 0..n as u32 {
            out.push(w[0] + (w[1] - w[0]) * f64::from(i) / n);
        }
    }
    out.push(end);
    out
}

impl Movie {
    /// The movie of `job`'s game; why not when its record cannot be read or its width is
    /// out of [`WIDTHS`].
    pub fn new(job: &Job) -> Result<Movie, String> {
        if !(WIDTHS.0..=WIDTHS.1).contains(&job.width) {
            return Err(format!(
                "the GIF's width must be {} to {} pixels, not {}",
                WIDTHS.0, WIDTHS.1, job.width
            ));
        }
        let game = parse_record(&job.record).map_err(|e| e.to_string())?.game;
        let plans: Vec<Option<Plan>> = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, pm)| Plan::new(game.position_at(i)?, pm.mv, pm.effects))
            .collect();
        let mut shots = vec![Shot {
            ply: 0,
            at: None,
            delay: cs_between(0.0, START_MS),
        }];
        for (i, plan) in plans.iter().enumerate() {
            let ply = i + 1;
            let hold = if ply == plans.len() { END_MS } else { HOLD_MS };
            let times = plan.as_ref().map_or(vec![0.0], instants);
            for (k, &t) in times.iter().enumerate() {
                let last = k + 1 == times.len();
                shots.push(Shot {
                    ply,
                    at: (!last).then_some(t),
                    delay: match times.get(k + 1) {
                        Some(&next) => cs_between(t, next),
                        None => cs_between(0.0, hold),
                    },
                });
            }
        }
        if plans.is_empty() {
            shots[0].delay = cs_between(0.0, END_MS);
        }
        Ok(Movie {
            game,
            plans,
            shots,
            palette: palette(job.scheme, job.colour_blind),
            scheme: job.scheme,
            orientation: Orientation {
                flipped: job.flipped,
            },
            coords: job.coords,
            width: job.width,
            caption: job.caption.clone(),
        })
    }

    /// Every frame, in order.
    #[must_use]
    pub fn shots(&self) -> &[Shot] {
        &self.shots
    }

    /// The moves of the game.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.game.ply()
    }

    /// The shots whose pictures the palette is made from: the start, the ends of the
    /// moves a quarter, half and three quarters into the game, its last position, and the
    /// first double jump on its first landing.
    #[must_use]
    pub fn samples(&self) -> Vec<Shot> {
        let n = self.plies();
        let mut out: Vec<Shot> = [0, n / 4, n / 2, 3 * n / 4, n]
            .into_iter()
            .map(|ply| Shot {
                ply,
                at: None,
                delay: 0,
            })
            .collect();
        out.dedup();
        let jump = |s: &&Shot| {
            let played = s.ply.checked_sub(1).and_then(|i| self.game.moves().get(i));
            s.at == Some(HOP_MS) && played.is_some_and(|pm| pm.mv.via().is_some())
        };
        out.extend(self.shots.iter().find(jump));
        out
    }

    /// The GIF's width and height in pixels: the board and the caption strip below it.
    #[must_use]
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.width + caption_height(self.width))
    }

    /// What the board shows at `shot`, as the page shows the game: the last move
    /// highlighted and animated, what it captured or uncrowned traced once it is over,
    /// the piece the second-turn rule binds, a winning Crowned Troika once the move that
    /// made it is over.
    #[must_use]
    pub fn scene(&self, shot: &Shot) -> Scene<'_> {
        let pos = self
            .game
            .position_at(shot.ply)
            .unwrap_or_else(|| self.game.position());
        let mut scene = Scene::still(pos, self.orientation, self.palette);
        scene.coords = self.coords;
        scene.bound = Some(pos)
            .filter(|p| p.turn() == Color::White)
            .and_then(|p| p.binding());
        let played = shot
            .ply
            .checked_sub(1)
            .and_then(|i| Some((i, self.game.moves().get(i)?)));
        if let Some((i, pm)) = played {
            scene.last_move = Some(pm.mv);
            scene.trace = self
                .game
                .position_at(i)
                .and_then(|before| trace_of(before, pm.effects));
            let plan = self.plans.get(i).and_then(Option::as_ref);
            if let (Some(t), Some(plan)) = (shot.at, plan) {
                if t < plan.duration() {
                    scene.anim = Some((plan, plan.frame(t)));
                }
            }
        }
        if scene.anim.is_none() {
            scene.winning = pos.winning_squares();
        }
        scene
    }

    /// Draws `shot`: the board from the top left corner, the caption strip below it
    /// (each in a saved drawing state, so that neither leaves its settings to the next).
    pub fn draw(&self, pen: &impl Pen, shot: &Shot) {
        let w = f64::from(self.width);
        pen.save();
        draw(pen, w, &self.scene(shot));
        pen.restore();
        pen.save();
        let strip = (w, f64::from(caption_height(self.width)));
        draw_caption(pen, strip, &self.caption, self.scheme);
        pen.restore();
    }
}

/// An estimate of a line's width in pixels at font size `px` (the pen cannot measure):
/// an average glyph of the page's sans-serif at weight 600 is about 0.56 em wide.
fn estimated_width(text: &str, px: f64) -> f64 {
    // The marks that isolate a name take no room.
    let isolates = ['\u{2068}', '\u{2069}'];
    text.chars().filter(|c| !isolates.contains(c)).count() as f64 * 0.56 * px
}

/// `text` split after the players' names: at its first ` · ` outside an isolated name
/// (`Computer · level 4` is one name, between U+2068 and U+2069).
fn after_the_names(text: &str) -> Option<(&str, &str)> {
    let mut depth = 0u32;
    for (i, c) in text.char_indices() {
        match c {
            '\u{2068}' => depth += 1,
            '\u{2069}' => depth = depth.saturating_sub(1),
            _ if depth == 0 && text[i..].starts_with(" · ") => {
                return Some((&text[..i], &text[i + " · ".len()..]));
            }
            _ => {}
        }
    }
    None
}

/// Draws the caption strip `w` × `h` pixels under a board `w` pixels square, in the
/// page's panel colours for `scheme`: `text` on one line, or on two split after the names
/// (at the first ` · ` outside an isolated name) when one would be too small to read; each
/// line's size chosen to fit the width.
pub fn draw_caption(pen: &impl Pen, (w, h): (f64, f64), text: &str, scheme: Scheme) {
    let (background, ink) = caption_colours(scheme);
    pen.alpha(1.0);
    pen.fill_style(background);
    pen.fill_rect(0.0, w, w, h);
    let room = w * 0.94;
    let fit = |line: &str, most: f64| (room / estimated_width(line, 1.0).max(1.0)).min(most);
    let one = fit(text, h * 0.42);
    let lines: Vec<(&str, f64)> = match after_the_names(text) {
        Some((names, rest)) if one < h * 0.3 => {
            let size = fit(names, h * 0.36).min(fit(rest, h * 0.36));
            vec![(names, size), (rest, size)]
        }
        _ => vec![(text, one)],
    };
    pen.fill_style(ink);
    pen.text_align("center");
    pen.text_baseline("middle");
    let n = lines.len() as f64;
    for (i, (line, size)) in lines.into_iter().enumerate() {
        pen.font(&format!(
            "600 {}px system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
            size.floor().max(6.0)
        ));
        let y = w + h * (i as f64 + 0.5) / n;
        pen.fill_text(line, w / 2.0, y);
    }
}

/// `bytes` in base64 (RFC 4648, padded): the GIF as a `data:` URL carries it.
#[must_use]
pub fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = |i: usize| u32::from(chunk.get(i).copied().unwrap_or(0));
        let n = b(0) << 16 | b(1) << 8 | b(2);
        for k in 0..4 {
            out.push(if k <= chunk.len() {
                char::from(ABC[(n >> (18 - 6 * k)) as usize & 63])
            } else {
                '='
            });
        }
    }
    out
}

#[cfg(test)]
mod tests;
