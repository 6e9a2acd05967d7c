//! Board geometry: squares and board coordinates for either orientation.
//!
//! Board coordinates are in square units with the origin at the top-left corner of the
//! drawn board: column 0..8 left to right, row 0..8 top to bottom.

use crate::types::Square;

/// A point: on the board, in square units from the board's top-left corner (`x` the
/// column, `y` the row, 0..8 each on the board); in an animation frame, in file and rank
/// units (`x` the file, `y` the rank). Fractional values are allowed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Column (or file), left to right.
    pub x: f64,
    /// Row, top to bottom (or rank, bottom to top).
    pub y: f64,
}

impl Point {
    /// The point at (`x`, `y`).
    #[must_use]
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The square of the distance to `other`.
    #[must_use]
    pub fn distance_sq(self, other: Point) -> f64 {
        (self.x - other.x).powi(2) + (self.y - other.y).powi(2)
    }
}

/// Which side is drawn at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Orientation {
    /// `false`: White at the bottom (a1 bottom-left); `true`: Black at the bottom.
    pub flipped: bool,
}

impl Orientation {
    /// Column and row (0..8) of a file (0..8) and rank (0..8), fractional values allowed.
    #[must_use]
    pub fn cell(self, file: f64, rank: f64) -> Point {
        if self.flipped {
            Point::new(7.0 - file, rank)
        } else {
            Point::new(file, 7.0 - rank)
        }
    }

    /// Top-left corner (column, row) of a square's cell.
    #[must_use]
    pub fn corner(self, sq: Square) -> Point {
        self.cell(f64::from(sq.file()), f64::from(sq.rank()))
    }

    /// Centre (column, row) of a square's cell.
    #[must_use]
    pub fn center(self, sq: Square) -> Point {
        let p = self.corner(sq);
        Point::new(p.x + 0.5, p.y + 0.5)
    }

    /// The square under a point given in board units (0..8 each way), if on the board.
    #[must_use]
    pub fn square_at(self, at: Point) -> Option<Square> {
        let (col, row) = (at.x, at.y);
        if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
            return None;
        }
        let (c, r) = (col.floor() as i32, row.floor() as i32);
        if self.flipped {
            Square::from_coords(7 - c, r)
        } else {
            Square::from_coords(c, 7 - r)
        }
    }

    /// The square `(dc, dr)` cells away on screen (right, down), for keyboard cursors;
    /// `None` off the board.
    #[must_use]
    pub fn screen_step(self, sq: Square, dc: i32, dr: i32) -> Option<Square> {
        let (df, drank) = if self.flipped { (-dc, dr) } else { (dc, -dr) };
        Square::from_coords(sq.file() + df, sq.rank() + drank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::sq;

    fn at(x: f64, y: f64) -> Option<Square> {
        Orientation::default().square_at(Point::new(x, y))
    }

    #[test]
    fn white_at_bottom() {
        let o = Orientation::default();
        assert_eq!(o.center(sq("a1")), Point::new(0.5, 7.5));
        assert_eq!(o.center(sq("h8")), Point::new(7.5, 0.5));
        assert_eq!(at(0.2, 7.9), Some(sq("a1")));
        assert_eq!(at(7.9, 0.1), Some(sq("h8")));
        assert_eq!(at(8.0, 1.0), None);
        assert_eq!(at(-0.1, 1.0), None);
        assert_eq!(o.screen_step(sq("a1"), 1, -1), Some(sq("b2")));
    }

    #[test]
    fn flipped() {
        let o = Orientation { flipped: true };
        assert_eq!(o.center(sq("a1")), Point::new(7.5, 0.5));
        assert_eq!(o.center(sq("h8")), Point::new(0.5, 7.5));
        assert_eq!(o.square_at(Point::new(7.5, 0.5)), Some(sq("a1")));
        assert_eq!(o.screen_step(sq("a1"), -1, 1), Some(sq("b2")));
        for s in Square::all() {
            assert_eq!(o.square_at(o.center(s)), Some(s));
        }
    }
}
