//! The friend game's QR code painted from its modules (the page's encoder, `qrcodegen`,
//! says which are dark): dark on white whatever the theme, as scanners expect, in a quiet
//! zone of four modules.

use super::Pen;

/// The quiet zone round the code, in modules.
const QUIET: i32 = 4;
/// Pixels per module.
const SCALE: i32 = 4;

/// The side in pixels of a code `n` modules wide, its quiet zone included.
#[must_use]
pub fn qr_side(n: i32) -> u32 {
    u32::try_from((n.clamp(0, 1024) + 2 * QUIET) * SCALE).unwrap_or(0)
}

/// Paints a code `n` modules wide whose module at (x, y) is dark where `dark` says, on
/// a white square [`qr_side`] pixels wide.
pub fn draw_qr(pen: &impl Pen, n: i32, dark: &dyn Fn(i32, i32) -> bool) {
    let side = f64::from(qr_side(n));
    pen.fill_style("#fff");
    pen.fill_rect(0.0, 0.0, side, side);
    pen.fill_style("#000");
    let at = |i: i32| f64::from((i + QUIET) * SCALE);
    for y in 0..n.clamp(0, 1024) {
        for x in 0..n.clamp(0, 1024) {
            if dark(x, y) {
                pen.fill_rect(at(x), at(y), f64::from(SCALE), f64::from(SCALE));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::recorder::Recorder;
    use super::*;

    #[test]
    fn each_dark_module_is_a_black_square_in_a_white_quiet_zone() {
        // A 21-module code (version 1) whose diagonal is dark.
        let pen = Recorder::default();
        draw_qr(&pen, 21, &|x, y| x == y);
        assert_eq!(qr_side(21), (21 + 8) * 4);
        let ops = pen.ops();
        assert_eq!(ops[..3], ["fill #fff", "rect 0 0 116 116", "fill #000"]);
        assert_eq!(ops.len(), 3 + 21);
        assert_eq!(
            ops[3], "rect 16 16 4 4",
            "the first module after the quiet zone"
        );
        assert_eq!(
            ops[23], "rect 96 96 4 4",
            "the last, four modules from the edge"
        );
    }

    #[test]
    fn a_light_code_is_white_and_nonsense_sizes_draw_nothing_out_of_bounds() {
        let pen = Recorder::default();
        draw_qr(&pen, 25, &|_, _| false);
        assert_eq!(pen.count("fill #000"), 1);
        assert_eq!(pen.ops().len(), 3);
        assert_eq!(qr_side(-5), 32);
        let pen = Recorder::default();
        draw_qr(&pen, -5, &|_, _| true);
        assert_eq!(pen.ops().len(), 3);
    }
}
