//! Board geometry: squares and board coordinates for either orientation.
//!
//! Board coordinates are in square units with the origin at the top-left corner of the
//! drawn board: column 0..8 left to right, row 0..8 top to bottom.

use crate::types::Square;

/// Which side is drawn at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Orientation {
    /// `false`: White at the bottom (a1 bottom-left); `true`: Black at the bottom.
    pub flipped: bool,
}

impl Orientation {
    /// Column and row (0..8) of a file (0..8) and rank (0..8), fractional values allowed.
    pub fn cell(self, file: f64, rank: f64) -> (f64, f64) {
        if self.flipped {
            (7.0 - file, rank)
        } else {
            (file, 7.0 - rank)
        }
    }

    /// Top-left corner (column, row) of a square's cell.
    pub fn corner(self, sq: Square) -> (f64, f64) {
        self.cell(f64::from(sq.file()), f64::from(sq.rank()))
    }

    /// Centre (column, row) of a square's cell.
    pub fn center(self, sq: Square) -> (f64, f64) {
        let (c, r) = self.corner(sq);
        (c + 0.5, r + 0.5)
    }

    /// The square under a point given in board units (0..8 each way), if on the board.
    pub fn square_at(self, col: f64, row: f64) -> Option<Square> {
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

    /// The square `(dc, dr)` cells away on screen (right, down), for keyboard cursors.
    pub fn screen_step(self, sq: Square, dc: i32, dr: i32) -> Option<Square> {
        let (df, drank) = if self.flipped { (-dc, dr) } else { (dc, -dr) };
        Square::from_coords(sq.file() + df, sq.rank() + drank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn white_at_bottom() {
        let o = Orientation::default();
        assert_eq!(o.center(sq("a1")), (0.5, 7.5));
        assert_eq!(o.center(sq("h8")), (7.5, 0.5));
        assert_eq!(o.square_at(0.2, 7.9), Some(sq("a1")));
        assert_eq!(o.square_at(7.9, 0.1), Some(sq("h8")));
        assert_eq!(o.square_at(8.0, 1.0), None);
        assert_eq!(o.square_at(-0.1, 1.0), None);
        assert_eq!(o.screen_step(sq("a1"), 1, -1), Some(sq("b2")));
    }

    #[test]
    fn flipped() {
        let o = Orientation { flipped: true };
        assert_eq!(o.center(sq("a1")), (7.5, 0.5));
        assert_eq!(o.center(sq("h8")), (0.5, 7.5));
        assert_eq!(o.square_at(7.5, 0.5), Some(sq("a1")));
        assert_eq!(o.screen_step(sq("a1"), -1, 1), Some(sq("b2")));
        for s in Square::all() {
            let (c, r) = o.center(s);
            assert_eq!(o.square_at(c, r), Some(s));
        }
    }
}
