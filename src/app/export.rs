//! Pictures of the game: the position as a PNG (the board as drawn: the player's theme,
//! palette, coordinates, last move and arrows on show; drawn by the shell on a canvas of
//! its own), and the whole game as an animated GIF (`ui::movie`, made in a worker of its
//! own with a progress bar and Cancel). Both are offered by the result card, the save
//! panel and "Your games"; the script API's `exportImage` asks for either.

use crate::position::{Piece, Position};
use crate::types::{Bitboard, Move, Square};
use crate::ui::geometry::Orientation;
use crate::ui::movie::{Heard, Job};
use crate::ui::scene::Scene;
use crate::ui::theme::Palette;

/// The GIF's board side when none is asked (pixels).
pub const GIF_WIDTH: u32 = 480;
/// The largest picture asked (pixels).
pub const MAX_WIDTH: u32 = 2048;
/// The smallest.
pub const MIN_WIDTH: u32 = 120;

/// A picture's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The position, as a PNG.
    Png,
    /// The game, as an animated GIF.
    Gif,
}

impl Format {
    /// Its MIME type.
    #[must_use]
    pub const fn mime(self) -> &'static str {
        match self {
            Format::Png => "image/png",
            Format::Gif => "image/gif",
        }
    }

    /// The name its file gets.
    #[must_use]
    pub const fn file_name(self) -> &'static str {
        match self {
            Format::Png => "three-crowns-position.png",
            Format::Gif => "three-crowns-game.gif",
        }
    }
}

/// Where a picture goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deliver {
    /// Downloaded as a file.
    Download,
    /// Copied to the clipboard (the PNG).
    Copy,
    /// Offered to the system's share sheet where the browser can share files, else
    /// downloaded.
    Share,
    /// To the script API's request with this number.
    Api(u64),
}

/// What the player (or the script API) asks, and what the worker says.
#[derive(Clone, Debug)]
pub enum ExportInput {
    /// Make a picture: of the archived game `game` (`None`: the game on the board),
    /// `width` pixels wide (`None`: the board's size for a PNG, 480 for a GIF).
    Start {
        /// PNG or GIF.
        format: Format,
        /// The archived game's id (`None`: the board).
        game: Option<String>,
        /// Its width in pixels.
        width: Option<u32>,
        /// Where it goes.
        deliver: Deliver,
    },
    /// The GIF's worker said this of ticket `.0`.
    Heard(u64, Heard),
    /// The GIF's worker failed (a crash, or its files did not load): the GIF under way,
    /// if any, fails with the reason.
    WorkerFailed(String),
    /// Stop making the GIF.
    Cancel,
    /// A picture went where it was asked (the sentence to say), or could not (why).
    Delivered(Result<crate::ui::words::say::Fixed, String>),
    /// The PNG the script API's request `.0` asked for is drawn (in base64), or could not
    /// be (why).
    Drawn(u64, Result<String, String>),
}

/// The position a PNG shows, as data (the shell draws its [`Picture::scene`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// The position.
    pub pos: Position,
    /// The last move, highlighted.
    pub last_move: Option<Move>,
    /// What the last move took or uncrowned.
    pub trace: Option<(Square, Piece)>,
    /// A winning Crowned Troika.
    pub winning: Bitboard,
    /// The hint's arrow.
    pub hint: Option<Move>,
    /// The analysis's arrow.
    pub best: Option<Move>,
    /// The analysis's other lines' arrows.
    pub others: Vec<Move>,
    /// The review's better move's arrow.
    pub better: Option<Move>,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// Files and ranks drawn.
    pub coords: bool,
    /// The colours.
    pub palette: &'static Palette,
}

impl Picture {
    /// What the canvas draws.
    #[must_use]
    pub fn scene(&self) -> Scene<'_> {
        let mut s = Scene::still(&self.pos, self.orientation, self.palette);
        s.last_move = self.last_move;
        s.trace = self.trace;
        s.winning = self.winning;
        s.hint = self.hint;
        s.best = self.best;
        s.others.clone_from(&self.others);
        s.better = self.better;
        s.coords = self.coords;
        s
    }
}

/// What the shell does for a picture.
#[derive(Clone, Debug, PartialEq)]
pub enum PictureEffect {
    /// Draw `picture` on a canvas `width` pixels wide (`None`: the board's), as a PNG,
    /// and deliver it; how it went comes back as `ExportInput::Delivered`.
    Png {
        /// What to draw.
        picture: Box<Picture>,
        /// Its width.
        width: Option<u32>,
        /// Where it goes.
        deliver: Deliver,
    },
    /// Start the GIF's worker on `job` under `ticket`.
    Gif {
        /// The ticket its messages carry.
        ticket: u64,
        /// The game and how to draw it.
        job: Box<Job>,
    },
    /// Stop the GIF's worker.
    Cancel,
    /// Deliver the GIF made; how it went comes back as `ExportInput::Delivered`.
    File {
        /// The file.
        bytes: Vec<u8>,
        /// Where it goes.
        deliver: Deliver,
    },
    /// The script API's request `.0` is answered: the picture's format and its file in
    /// base64, or why it was not made.
    Answer(u64, Result<(Format, String), String>),
}

/// A GIF being made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Making {
    /// The ticket its worker's messages carry.
    pub ticket: u64,
    /// Frames made.
    pub done: u32,
    /// Frames in all (0: not known yet).
    pub total: u32,
    /// Where it goes.
    pub deliver: Deliver,
}

/// The GIFs asked for: the one being made, and the count that makes tickets.
#[derive(Default)]
pub struct Export {
    /// The GIF being made.
    pub(super) making: Option<Making>,
    /// Counts the GIFs asked: only the last one's worker is heard.
    pub(super) ticket: u64,
}
