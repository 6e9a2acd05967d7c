//! The one crown drawing: the mark of a Crowned piece on the board, the crown and win
//! marks on destinations, the title, the move list's "crowned" mark, the editor's Crowned
//! tools and the app icons all draw this shape.
//!
//! The canvas reads [`OUTLINE`] and [`TIPS`] (`src/web/render.rs`); the page's CSS draws
//! `www/crown.svg`, which is [`svg_document`] written out; `www/favicon.svg` (and the PNG
//! icons drawn from it by `scripts/make-icons.mjs`) holds [`svg_shape`]. The tests below
//! keep the files equal to this module.

/// The crown's width in its own units; its centre is at (0, 0), y grows downwards.
pub const WIDTH: f64 = 80.0;

/// The crown's outline: a band with three points, clockwise from the bottom left.
pub const OUTLINE: [(f64, f64); 7] = [
    (-40.0, 24.0),
    (-40.0, -11.0),
    (-20.0, 6.0),
    (0.0, -22.0),
    (20.0, 6.0),
    (40.0, -11.0),
    (40.0, 24.0),
];

/// The balls on the crown's three points.
pub const TIPS: [(f64, f64); 3] = [(-40.0, -11.0), (0.0, -22.0), (40.0, -11.0)];

/// The radius of a tip's ball.
pub const TIP_RADIUS: f64 = 6.4;

/// The width of the outline's stroke.
pub const STROKE: f64 = 5.6;

/// The crown's fill (the Crowned mark's gold).
pub const GOLD: &str = "#e7ad1c";

/// The crown's outline colour.
pub const GOLD_EDGE: &str = "#6e4a00";

/// The outline as SVG path data: `M-40 24L-40 -11…Z`.
#[must_use]
pub fn svg_path() -> String {
    let mut d = String::new();
    for (i, (x, y)) in OUTLINE.iter().enumerate() {
        d.push(if i == 0 { 'M' } else { 'L' });
        d.push_str(&format!("{x} {y}"));
    }
    d.push('Z');
    d
}

/// The crown's SVG elements (outline and tips, filled and stroked), in crown units.
#[must_use]
pub fn svg_shape() -> String {
    let mut s = format!(
        r#"<g fill="{GOLD}" stroke="{GOLD_EDGE}" stroke-width="{STROKE}" stroke-linejoin="round"><path d="{}"/>"#,
        svg_path()
    );
    for (x, y) in TIPS {
        s.push_str(&format!(r#"<circle cx="{x}" cy="{y}" r="{TIP_RADIUS}"/>"#));
    }
    s.push_str("</g>");
    s
}

/// A whole SVG document of the crown alone, its view box fitted to the drawing with its
/// stroke: the file `www/crown.svg`.
#[must_use]
pub fn svg_document() -> String {
    let half = STROKE / 2.0;
    let left = OUTLINE.iter().map(|p| p.0).fold(f64::INFINITY, f64::min) - TIP_RADIUS - half;
    let right = OUTLINE
        .iter()
        .map(|p| p.0)
        .fold(f64::NEG_INFINITY, f64::max)
        + TIP_RADIUS
        + half;
    let top = TIPS.iter().map(|p| p.1).fold(f64::INFINITY, f64::min) - TIP_RADIUS - half;
    let bottom = OUTLINE
        .iter()
        .map(|p| p.1)
        .fold(f64::NEG_INFINITY, f64::max)
        + half;
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"{left:.1} {top:.1} {:.1} {:.1}\">{}</svg>\n",
        right - left,
        bottom - top,
        svg_shape()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(path: &str) -> String {
        let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
    }

    #[test]
    fn the_path_names_every_corner_once() {
        assert_eq!(svg_path(), "M-40 24L-40 -11L-20 6L0 -22L20 6L40 -11L40 24Z");
    }

    #[test]
    fn the_page_crown_is_this_crown() {
        let want = svg_document();
        assert_eq!(
            file("www/crown.svg"),
            want,
            "www/crown.svg must be ui::crown::svg_document(); write it as:\n{want}"
        );
    }

    #[test]
    fn the_icon_draws_this_crown() {
        let icon = file("www/favicon.svg");
        assert!(
            icon.contains(&svg_shape()),
            "www/favicon.svg must hold ui::crown::svg_shape():\n{}",
            svg_shape()
        );
    }

    #[test]
    fn the_tips_are_corners_of_the_outline() {
        for tip in TIPS {
            assert!(OUTLINE.contains(&tip), "{tip:?}");
        }
        // The points rise above the band's dips, the middle one highest.
        assert!(TIPS[1].1 < TIPS[0].1 && TIPS[0].1 < OUTLINE[2].1);
    }
}
