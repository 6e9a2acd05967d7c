//! The tests of the GIF the encoder writes: frames decoded as written, the palette and its
//! nearest colours, a long game's size and frames, and base64 as RFC 4648 writes it.

use super::*;

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
