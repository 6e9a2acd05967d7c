//! The board's colours as data: a palette for each scheme (light, dark) in ordinary and
//! colour-blind-safe (Okabe–Ito based) versions. The marks on the board differ by shape
//! as well as colour (the renderer draws a frame inside the last move's squares, corner
//! brackets on the selection, dots and rings on destinations, a dashed ring round the
//! piece bound by the second-turn rule, a crown on Crowned pieces); each mark's colour
//! keeps at least 3:1 contrast (WCAG non-text contrast) with both kinds of square, which
//! the tests compute. So does each side's pieces' outline or body, on every state of
//! either square (plain, tinted by the last move, the selection or a win, shadowed), and
//! each arrow as the canvas blends it over either square.

use crate::types::Color;

/// Light or dark, as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    /// Light page, classic board.
    Light,
    /// Dark page, dim board.
    Dark,
}

impl Scheme {
    /// `"light"` or `"dark"`: the page's `data-theme` and the script API's word.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Scheme::Light => "light",
            Scheme::Dark => "dark",
        }
    }
}

/// The board's colours (CSS colours; the marks' own colours are `#rrggbb`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Light squares.
    pub light_square: &'static str,
    /// Dark squares.
    pub dark_square: &'static str,
    /// The frame inside the last move's squares.
    pub last_move: &'static str,
    /// The last move's squares' tint.
    pub last_move_tint: &'static str,
    /// The corner brackets of the selected piece's square.
    pub selected: &'static str,
    /// The selected square's tint.
    pub selected_tint: &'static str,
    /// Destinations: dots on steps and final landings, rings on first landings.
    pub target: &'static str,
    /// The dashed ring round the piece the second-turn rule binds.
    pub bound: &'static str,
    /// The ring round a piece a selected jump would hop.
    pub hopped: &'static str,
    /// The keyboard cursor's outline.
    pub cursor: &'static str,
    /// A winning Crowned Troika's squares' tint.
    pub winning_tint: &'static str,
    /// The hint's arrow.
    pub hint: &'static str,
    /// The analysis's best move's arrow.
    pub best: &'static str,
    /// The review's better move's arrow (on the position after a marked move).
    pub better: &'static str,
    /// The coordinates' ink on light squares and on dark squares.
    pub coords: [&'static str; 2],
    /// The coordinates' ink on the last move's squares (tinted with `last_move_tint`),
    /// light and dark: at least 4.5:1 on each, as small text needs.
    pub coords_on_last_move: [&'static str; 2],
    /// The coordinates' ink on the selected square (tinted with `selected_tint`), light
    /// and dark: at least 4.5:1 on each.
    pub coords_on_selection: [&'static str; 2],
    /// The coordinates' ink on a winning Troika's squares (tinted with `winning_tint`),
    /// light and dark: at least 4.5:1 on each.
    pub coords_on_win: [&'static str; 2],
    /// The ring round a marked move's dot (`hopped`) on the review's graph, whose areas
    /// are White's share (`WHITE_BODY`) over Black's (`BLACK_BODY`): the body colour the
    /// dot stands out less from, so that the dot or its ring stands out from either area.
    pub graph_ring: &'static str,
    /// The pieces' inks, White's then Black's (`Palette::piece`).
    pub pieces: [PieceInk; 2],
}

/// A side's pieces' colours: the body, the outline round it (what meets the square) and
/// a thin rim inside the body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceInk {
    /// The body (`#rrggbb`).
    pub body: &'static str,
    /// The outline (`#rrggbb`): where the body alone would not stand out from a square,
    /// this does.
    pub edge: &'static str,
    /// The rim inside the body (CSS).
    pub rim: &'static str,
}

/// White's pieces on every board: a light body that stands out from the dark squares, a
/// dark outline that stands out from the light ones.
pub const WHITE_PIECE: PieceInk = PieceInk {
    body: WHITE_BODY,
    edge: "#4d3f2c",
    rim: "rgba(77,63,44,0.35)",
};

/// Black's pieces on a light board: a dark body, darker outline.
pub const BLACK_PIECE: PieceInk = PieceInk {
    body: BLACK_BODY,
    edge: "#0b0a09",
    rim: "rgba(255,255,255,0.22)",
};

/// Black's pieces on a dark board, whose squares are nearly as dark as their body: a
/// light outline stands out from every square.
pub const BLACK_PIECE_ON_DARK: PieceInk = PieceInk {
    body: BLACK_BODY,
    edge: "#ddd6ca",
    rim: "rgba(255,255,255,0.22)",
};

/// The ring round a winning move's destination: gold (`CROWN`) inside a dark band, so
/// that it stands out from light squares and dark ones alike (gold alone measures 1.5:1
/// on the classic board's).
pub const WIN_RING: [&str; 2] = ["#3d2800", CROWN];

/// The shadow a piece casts on its square.
pub const SHADOW: &str = "rgba(0,0,0,0.22)";

impl Palette {
    /// The marks that must stand out from every square, with their names.
    #[must_use]
    pub const fn marks(&self) -> [(&'static str, &'static str); 5] {
        [
            ("last move", self.last_move),
            ("selection", self.selected),
            ("destination", self.target),
            ("bound piece", self.bound),
            ("cursor", self.cursor),
        ]
    }

    /// The arrows, with their names: drawn translucent over the squares.
    #[must_use]
    pub const fn arrows(&self) -> [(&'static str, &'static str); 3] {
        [
            ("hint", self.hint),
            ("best", self.best),
            ("better", self.better),
        ]
    }

    /// The inks of `color`'s pieces.
    #[must_use]
    pub const fn piece(&self, color: Color) -> &PieceInk {
        &self.pieces[color as usize]
    }
}

/// White pieces' body.
pub const WHITE_BODY: &str = "#f6f1e4";
/// Black pieces' body.
pub const BLACK_BODY: &str = "#2a2723";
/// The crown's gold.
pub const CROWN: &str = super::crown::GOLD;
/// The crown's outline: gold stands out on Black's pieces, the outline on White's.
pub const CROWN_EDGE: &str = super::crown::GOLD_EDGE;

/// The classic board on a light page.
pub const LIGHT: Palette = Palette {
    light_square: "#f0d9b5",
    dark_square: "#b58863",
    last_move: "#2e4600",
    last_move_tint: "rgba(155,199,0,0.41)",
    selected: "#0b4f1d",
    selected_tint: "rgba(20,85,30,0.45)",
    target: "#0b4f1d",
    bound: "#1d3f8a",
    hopped: "#8a1414",
    cursor: "#0b3d91",
    winning_tint: "rgba(255,196,0,0.62)",
    hint: "rgba(0,40,120,0.8)",
    best: "rgba(8,60,16,0.85)",
    better: "rgba(80,15,110,0.85)",
    coords: ["#8b5e34", "#4a3219"],
    coords_on_last_move: ["#102000", "#102000"],
    coords_on_selection: ["#000000", "#ffffff"],
    coords_on_win: ["#102000", "#102000"],
    graph_ring: WHITE_BODY,
    pieces: [WHITE_PIECE, BLACK_PIECE],
};

/// A dim slate board on a dark page: light marks.
pub const DARK: Palette = Palette {
    light_square: "#4f5b66",
    dark_square: "#36404a",
    last_move: "#d7e95e",
    last_move_tint: "rgba(215,233,94,0.26)",
    selected: "#8fe0a0",
    selected_tint: "rgba(143,224,160,0.3)",
    target: "#8fe0a0",
    bound: "#ffc266",
    hopped: "#ff9a8a",
    cursor: "#8cc8ff",
    winning_tint: "rgba(255,196,0,0.42)",
    hint: "rgba(160,212,255,0.85)",
    best: "rgba(143,224,160,0.8)",
    better: "rgba(224,190,255,0.85)",
    coords: ["#c3ccd6", "#c3ccd6"],
    coords_on_last_move: ["#000000", "#ffffff"],
    coords_on_selection: ["#000000", "#ffffff"],
    coords_on_win: ["#000000", "#000000"],
    graph_ring: BLACK_BODY,
    pieces: [WHITE_PIECE, BLACK_PIECE_ON_DARK],
};

/// Colour-blind-safe, light: a grey board; Okabe–Ito's orange, blue and reddish purple
/// darkened to keep their contrast.
pub const COLOUR_BLIND_LIGHT: Palette = Palette {
    light_square: "#e6e6e6",
    dark_square: "#b3b3b3",
    last_move: "#5a3d00",
    last_move_tint: "rgba(230,159,0,0.38)",
    selected: "#00466e",
    selected_tint: "rgba(0,114,178,0.32)",
    target: "#00466e",
    bound: "#6b1f4f",
    hopped: "#7a3000",
    cursor: "#000000",
    winning_tint: "rgba(240,228,66,0.7)",
    hint: "rgba(0,72,120,0.85)",
    best: "rgba(140,58,0,0.85)",
    better: "rgba(120,30,92,0.85)",
    coords: ["#555555", "#555555"],
    coords_on_last_move: ["#1a1a1a", "#1a1a1a"],
    coords_on_selection: ["#1a1a1a", "#1a1a1a"],
    coords_on_win: ["#1a1a1a", "#1a1a1a"],
    graph_ring: WHITE_BODY,
    pieces: [WHITE_PIECE, BLACK_PIECE],
};

/// Colour-blind-safe, dark: a charcoal board; Okabe–Ito's yellow, sky blue and orange.
pub const COLOUR_BLIND_DARK: Palette = Palette {
    light_square: "#3a3f47",
    dark_square: "#2a2e35",
    last_move: "#f0e442",
    last_move_tint: "rgba(240,228,66,0.22)",
    selected: "#56b4e9",
    selected_tint: "rgba(86,180,233,0.3)",
    target: "#56b4e9",
    bound: "#e69f00",
    hopped: "#e69f00",
    cursor: "#ffffff",
    winning_tint: "rgba(230,159,0,0.45)",
    hint: "rgba(86,180,233,0.85)",
    best: "rgba(230,159,0,0.85)",
    better: "rgba(226,160,200,0.88)",
    coords: ["#b8bec6", "#b8bec6"],
    coords_on_last_move: ["#ffffff", "#ffffff"],
    coords_on_selection: ["#ffffff", "#ffffff"],
    coords_on_win: ["#ffffff", "#ffffff"],
    graph_ring: BLACK_BODY,
    pieces: [WHITE_PIECE, BLACK_PIECE_ON_DARK],
};

/// The palette for `scheme`, colour-blind-safe or not.
#[must_use]
pub const fn palette(scheme: Scheme, colour_blind: bool) -> &'static Palette {
    match (scheme, colour_blind) {
        (Scheme::Light, false) => &LIGHT,
        (Scheme::Dark, false) => &DARK,
        (Scheme::Light, true) => &COLOUR_BLIND_LIGHT,
        (Scheme::Dark, true) => &COLOUR_BLIND_DARK,
    }
}

/// WCAG 2 relative luminance of a `#rrggbb` colour (`None` for anything else).
#[must_use]
pub fn relative_luminance(hex: &str) -> Option<f64> {
    let hex = hex.strip_prefix('#').filter(|h| h.len() == 6)?;
    let mut lin = [0.0; 3];
    for (i, v) in lin.iter_mut().enumerate() {
        let c = f64::from(u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?) / 255.0;
        *v = if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        };
    }
    Some(0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2])
}

/// WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21.
#[must_use]
pub fn contrast(a: &str, b: &str) -> Option<f64> {
    let (x, y) = (relative_luminance(a)?, relative_luminance(b)?);
    Some((x.max(y) + 0.05) / (x.min(y) + 0.05))
}

/// `under` (`#rrggbb`) with `over` (`#rrggbb` or `rgba(r,g,b,a)`) drawn on it, as the
/// canvas blends it: `#rrggbb` (`None` for any other form).
#[must_use]
pub fn composite(under: &str, over: &str) -> Option<String> {
    if over.starts_with('#') {
        relative_luminance(over)?;
        return Some(over.to_owned());
    }
    let inner = over.strip_prefix("rgba(")?.strip_suffix(')')?;
    let parts: Vec<f64> = inner
        .split(',')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<_>>()?;
    let [r, g, b, alpha] = parts[..] else {
        return None;
    };
    relative_luminance(under)?;
    let hex = under.get(1..)?;
    let mut out = String::from("#");
    for (i, over) in [r, g, b].into_iter().enumerate() {
        let under = f64::from(u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?);
        let c = (under * (1.0 - alpha) + over * alpha)
            .round()
            .clamp(0.0, 255.0) as u8;
        out.push_str(&format!("{c:02x}"));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [(&str, Palette); 4] = [
        ("light", LIGHT),
        ("dark", DARK),
        ("colour-blind light", COLOUR_BLIND_LIGHT),
        ("colour-blind dark", COLOUR_BLIND_DARK),
    ];

    #[test]
    fn contrast_matches_wcag_reference_values() {
        assert!((contrast("#000000", "#ffffff").unwrap() - 21.0).abs() < 1e-9);
        assert!((contrast("#777777", "#ffffff").unwrap() - 4.48).abs() < 0.01);
        assert!((contrast("#abcdef", "#abcdef").unwrap() - 1.0).abs() < 1e-9);
        assert_eq!(relative_luminance("rgba(0,0,0,1)"), None);
        assert_eq!(relative_luminance("#12345"), None);
        assert_eq!(relative_luminance("#gg0000"), None);
    }

    #[test]
    fn every_mark_stands_out_from_both_squares_in_every_palette() {
        for (name, p) in ALL {
            for (mark, colour) in p.marks().into_iter().chain([("hopped", p.hopped)]) {
                for square in [p.light_square, p.dark_square] {
                    let c = contrast(colour, square).unwrap();
                    assert!(c >= 3.0, "{name}: {mark} {colour} on {square}: {c:.2}:1");
                }
            }
        }
    }

    #[test]
    fn review_graph_marks_stand_out_from_both_areas_in_every_palette() {
        for (name, p) in ALL {
            let ring = p.graph_ring;
            for area in [WHITE_BODY, BLACK_BODY] {
                let best = contrast(p.hopped, area)
                    .unwrap()
                    .max(contrast(ring, area).unwrap());
                assert!(best >= 3.0, "{name}: graph mark on {area}: {best:.2}:1");
            }
        }
    }

    #[test]
    fn coordinates_stand_out_from_their_squares() {
        for (name, p) in ALL {
            for (ink, square) in p.coords.into_iter().zip([p.light_square, p.dark_square]) {
                let c = contrast(ink, square).unwrap();
                assert!(c >= 3.0, "{name}: coordinates {ink} on {square}: {c:.2}:1");
            }
        }
    }

    fn tinted(square: &str, tint: &str) -> String {
        composite(square, tint).unwrap()
    }

    #[test]
    fn coordinates_are_readable_on_the_last_move_and_the_selection() {
        assert_eq!(tinted("#000000", "rgba(255,255,255,0.5)"), "#808080");
        for (name, p) in ALL {
            let squares = [p.light_square, p.dark_square];
            for (inks, tint) in [
                (p.coords_on_last_move, p.last_move_tint),
                (p.coords_on_selection, p.selected_tint),
                (p.coords_on_win, p.winning_tint),
            ] {
                for (ink, square) in inks.into_iter().zip(squares) {
                    let under = tinted(square, tint);
                    let c = contrast(ink, &under).unwrap();
                    assert!(c >= 4.5, "{name}: coordinates {ink} on {under}: {c:.2}:1");
                }
            }
        }
    }

    #[test]
    fn composite_blends_as_the_canvas_does() {
        assert_eq!(composite("#000000", "#123456").as_deref(), Some("#123456"));
        assert_eq!(
            composite("#ffffff", "rgba(0,0,0,0.25)").as_deref(),
            Some("#bfbfbf")
        );
        assert_eq!(composite("#ffffff", "rgb(0,0,0)"), None);
        assert_eq!(composite("red", "rgba(0,0,0,0.5)"), None);
    }

    /// Each side's pieces stand out from every state of both squares they may stand on:
    /// plain, tinted by the last move, the selection (and the square under a drag) or a
    /// win, and in their own shadow. What meets the square is the outline; where the
    /// body is the lighter or darker by far, it is what stands out.
    #[test]
    fn every_piece_stands_out_from_every_square_in_every_palette() {
        for (name, p) in ALL {
            for color in Color::ALL {
                let ink = p.piece(color);
                for square in [p.light_square, p.dark_square] {
                    for state in [
                        None,
                        Some(p.last_move_tint),
                        Some(p.selected_tint),
                        Some(p.winning_tint),
                        Some(SHADOW),
                    ] {
                        let under = state.map_or(square.to_owned(), |t| tinted(square, t));
                        let body = contrast(ink.body, &under).unwrap();
                        let edge = contrast(ink.edge, &under).unwrap();
                        assert!(
                            body.max(edge) >= 3.0,
                            "{name}: {color:?} piece on {under} ({square} {state:?}): \
                             body {body:.2}:1, edge {edge:.2}:1"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_arrow_stands_out_from_both_squares_in_every_palette() {
        for (name, p) in ALL {
            for (arrow, colour) in p.arrows() {
                for square in [p.light_square, p.dark_square] {
                    let c = contrast(&tinted(square, colour), square).unwrap();
                    assert!(c >= 3.0, "{name}: {arrow} {colour} on {square}: {c:.2}:1");
                }
            }
        }
    }

    #[test]
    fn the_win_ring_stands_out_from_both_squares_in_every_palette() {
        for (name, p) in ALL {
            for square in [p.light_square, p.dark_square] {
                let best = WIN_RING
                    .iter()
                    .map(|ink| contrast(ink, square).unwrap())
                    .fold(0.0, f64::max);
                assert!(best >= 3.0, "{name}: win ring on {square}: {best:.2}:1");
            }
        }
    }

    #[test]
    fn the_crown_stands_out_on_both_pieces() {
        for body in [WHITE_BODY, BLACK_BODY] {
            let best = contrast(CROWN, body)
                .unwrap()
                .max(contrast(CROWN_EDGE, body).unwrap());
            assert!(best >= 3.0, "crown on {body}: {best:.2}:1");
        }
    }

    #[test]
    fn palettes_are_chosen_by_scheme_and_option() {
        assert_eq!(*palette(Scheme::Light, false), LIGHT);
        assert_eq!(*palette(Scheme::Dark, false), DARK);
        assert_eq!(*palette(Scheme::Light, true), COLOUR_BLIND_LIGHT);
        assert_eq!(*palette(Scheme::Dark, true), COLOUR_BLIND_DARK);
        // The two kinds of square stay told apart.
        for (name, p) in ALL {
            assert!(
                contrast(p.light_square, p.dark_square).unwrap() > 1.2,
                "{name}"
            );
        }
    }
}
