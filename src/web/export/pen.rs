//! The drawing's [`Pen`](three_crowns::ui::paint::Pen) over an `OffscreenCanvasRenderingContext2D` (the page's `Pen2d`
//! is the same over its canvas's context).

use web_sys::OffscreenCanvasRenderingContext2d as Ctx;

pen_over!(
    /// An offscreen canvas's 2D context as the drawing's [`Pen`](three_crowns::ui::paint::Pen).
    OffscreenPen,
    Ctx
);
