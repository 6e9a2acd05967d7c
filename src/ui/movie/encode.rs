//! The GIF encoder over RGBA frames, on the `gif` crate (image-rs): one global palette
//! ([`Colours`]: the board's few colours exactly, the anti-aliased edges by their most
//! frequent shades), each frame mapped to it through a cache, and written as only the
//! rectangle that changed since the frame before, its unchanged pixels transparent
//! (disposal "keep"); a frame that changes nothing lengthens the one before. Loops for
//! ever.

use std::borrow::Cow;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

/// Colours a GIF palette holds beside the transparent index.
const MOST: usize = 255;
/// Slots of the colour cache (a power of two).
const CACHE: usize = 1 << 14;
/// An empty cache slot (no colour maps to index 255: it is the transparent one).
const EMPTY: u32 = u32::MAX;

/// A pixel's colour as `0xRRGGBB` (alpha ignored: the frames are opaque).
fn rgb(px: &[u8]) -> u32 {
    u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2])
}

fn split(c: u32) -> [i32; 3] {
    [
        (c >> 16) as i32 & 255,
        (c >> 8) as i32 & 255,
        c as i32 & 255,
    ]
}

/// How far apart two colours look (squared, green weighing most).
fn distance(a: u32, b: u32) -> i32 {
    let ([r0, g0, b0], [r1, g1, b1]) = (split(a), split(b));
    2 * (r0 - r1).pow(2) + 4 * (g0 - g1).pow(2) + 3 * (b0 - b1).pow(2)
}

/// The GIF's one palette, at most 255 colours (the index after the last is the
/// transparent one), and a cache from the colours met to their nearest entry.
pub struct Colours {
    rgb: Vec<u32>,
    cache: Vec<u32>,
}

impl Colours {
    /// The palette of frames like `samples` (RGBA, 4 bytes a pixel): every colour when
    /// they hold 255 or fewer; otherwise the most frequent, then each next colour the one
    /// whose pixels the colours taken serve worst (its count times its distance to the
    /// nearest taken): the large flat areas (the squares, the pieces, the marks, the ink)
    /// exact, the shades of anti-aliased edges spread over what is left.
    #[must_use]
    pub fn from_samples(samples: &[&[u8]]) -> Colours {
        let mut all: Vec<u32> = samples
            .iter()
            .flat_map(|f| f.chunks_exact(4).map(rgb))
            .collect();
        all.sort_unstable();
        let mut counted: Vec<(u32, u32)> = Vec::new();
        for c in all {
            match counted.last_mut() {
                Some((n, last)) if *last == c => *n += 1,
                _ => counted.push((1, c)),
            }
        }
        // Most frequent first; equal counts in colour order, so the palette is the same
        // every time.
        counted.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut chosen: Vec<u32> = Vec::new();
        if counted.len() <= MOST {
            chosen.extend(counted.iter().map(|&(_, c)| c));
        } else {
            // Farthest first, weighed by frequency: each next colour the one whose pixels
            // are worst served by those taken (count × distance to the nearest taken).
            counted.truncate(1 << 15);
            let mut nearest: Vec<i32> = counted
                .iter()
                .map(|&(_, c)| distance(c, counted[0].1))
                .collect();
            chosen.push(counted[0].1);
            while chosen.len() < MOST {
                let best = counted
                    .iter()
                    .zip(&nearest)
                    .enumerate()
                    .max_by_key(|&(i, (&(n, _), &d))| {
                        (u64::from(n) * u64::from(d.unsigned_abs()), usize::MAX - i)
                    })
                    .filter(|&(_, (_, &d))| d > 0);
                let Some((_, (&(_, c), _))) = best else { break };
                chosen.push(c);
                for (d, &(_, k)) in nearest.iter_mut().zip(&counted) {
                    *d = (*d).min(distance(k, c));
                }
            }
        }
        if chosen.is_empty() {
            chosen.push(0);
        }
        Colours {
            rgb: chosen,
            cache: vec![EMPTY; CACHE],
        }
    }

    /// The palette as the GIF writes it: `r, g, b` for each colour.
    #[must_use]
    pub fn table(&self) -> Vec<u8> {
        self.rgb
            .iter()
            .flat_map(|&c| split(c).map(|v| v as u8))
            .collect()
    }

    /// How many colours the palette holds (also the transparent index).
    #[must_use]
    pub fn len(&self) -> usize {
        self.rgb.len()
    }

    /// Whether the palette is empty (never: it holds at least one colour).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.rgb.is_empty()
    }

    /// The index of the palette's colour nearest `c` (`0xRRGGBB`).
    pub fn index(&mut self, c: u32) -> u8 {
        let slot = (c.wrapping_mul(0x9E37_79B1) >> 18) as usize & (CACHE - 1);
        let hit = self.cache[slot];
        if hit != EMPTY && hit >> 8 == c {
            return hit as u8;
        }
        let mut best = (i32::MAX, 0);
        for (i, &k) in self.rgb.iter().enumerate() {
            let d = distance(k, c);
            if d < best.0 {
                best = (d, i);
            }
            if d == 0 {
                break;
            }
        }
        // At most 255 colours: the index fits, and is never 255 (EMPTY's last byte).
        let i = best.1 as u8;
        self.cache[slot] = c << 8 | u32::from(i);
        i
    }
}

/// A frame written once the next one is known (a frame that changes nothing adds its
/// time to it).
struct Pending {
    rect: [u16; 4],
    pixels: Vec<u8>,
    transparent: bool,
    delay: u16,
}

/// An animated GIF being written, frame by frame.
pub struct Writer {
    encoder: Encoder<Vec<u8>>,
    size: (usize, usize),
    colours: Colours,
    /// The picture as the frames written so far leave it: each pixel's colour and index.
    shown_rgb: Vec<u32>,
    shown: Vec<u8>,
    pending: Option<Pending>,
    frames: u32,
}

impl Writer {
    /// A GIF `width` × `height` pixels in `colours`, looping for ever.
    pub fn new(width: u16, height: u16, colours: Colours) -> Result<Writer, String> {
        let words = |e: gif::EncodingError| format!("the GIF could not be written: {e}");
        // One more entry for the transparent index, so that it is inside the table.
        let mut table = colours.table();
        table.extend([0, 0, 0]);
        let mut encoder = Encoder::new(Vec::new(), width, height, &table).map_err(words)?;
        encoder.set_repeat(Repeat::Infinite).map_err(words)?;
        let n = usize::from(width) * usize::from(height);
        Ok(Writer {
            encoder,
            size: (usize::from(width), usize::from(height)),
            colours,
            shown_rgb: vec![EMPTY; n],
            shown: vec![0; n],
            pending: None,
            frames: 0,
        })
    }

    /// Adds a frame of RGBA pixels (4 bytes a pixel, row by row, the GIF's size), shown
    /// for `delay` hundredths of a second.
    pub fn frame(&mut self, rgba: &[u8], delay: u16) -> Result<(), String> {
        let (w, h) = self.size;
        if rgba.len() != w * h * 4 {
            return Err(format!(
                "a frame of {} bytes is not {w} × {h} RGBA pixels",
                rgba.len()
            ));
        }
        let first = self.pending.is_none();
        let mut next = self.shown.clone();
        let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
        for (i, px) in rgba.chunks_exact(4).enumerate() {
            let c = rgb(px);
            if c == self.shown_rgb[i] {
                continue;
            }
            self.shown_rgb[i] = c;
            let k = self.colours.index(c);
            if k != self.shown[i] || first {
                next[i] = k;
                let (x, y) = (i % w, i / w);
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x + 1), y1.max(y + 1));
            }
        }
        if x0 >= x1 {
            // Nothing changed: the frame before stays up longer.
            if let Some(p) = &mut self.pending {
                p.delay = p.delay.saturating_add(delay);
            }
            return Ok(());
        }
        let clear = self.colours.len() as u8;
        let mut pixels = Vec::with_capacity((x1 - x0) * (y1 - y0));
        let mut transparent = false;
        for y in y0..y1 {
            let row = y * w + x0..y * w + x1;
            for (&now, &was) in next[row.clone()].iter().zip(&self.shown[row]) {
                if now == was && !first {
                    pixels.push(clear);
                    transparent = true;
                } else {
                    pixels.push(now);
                }
            }
        }
        self.shown = next;
        self.flush()?;
        // The rectangle is inside the GIF, whose sides fit in u16.
        let side = |v: usize| v as u16;
        self.pending = Some(Pending {
            rect: [side(x0), side(y0), side(x1 - x0), side(y1 - y0)],
            pixels,
            transparent,
            delay,
        });
        Ok(())
    }

    /// Writes the pending frame.
    fn flush(&mut self) -> Result<(), String> {
        let Some(p) = self.pending.take() else {
            return Ok(());
        };
        let [left, top, width, height] = p.rect;
        let frame = Frame {
            delay: p.delay,
            dispose: DisposalMethod::Keep,
            transparent: p.transparent.then_some(self.colours.len() as u8),
            left,
            top,
            width,
            height,
            buffer: Cow::Owned(p.pixels),
            ..Frame::default()
        };
        self.encoder
            .write_frame(&frame)
            .map_err(|e| format!("the GIF could not be written: {e}"))?;
        self.frames += 1;
        Ok(())
    }

    /// Frames written so far (the one waiting for the next not counted).
    #[must_use]
    pub fn frames(&self) -> u32 {
        self.frames
    }

    /// The GIF's bytes, its last frame written.
    pub fn finish(mut self) -> Result<Vec<u8>, String> {
        self.flush()?;
        self.encoder
            .into_inner()
            .map_err(|e| format!("the GIF could not be written: {e}"))
    }
}
