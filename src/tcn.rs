//! Position text, TCN (RULES.md section 8).
//!
//! ```
//! use three_crowns::{tcn, Position};
//! let start = Position::start();
//! assert_eq!(tcn::to_tcn(&start), "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1");
//! assert_eq!(tcn::parse_tcn("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w -"), Ok(start));
//! ```

use std::fmt;

use crate::position::{Piece, Position, PositionError, Setup};
use crate::types::{Color, Square};

/// The start position's text.
pub const START_TCN: &str = "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1";

/// Why a position text was refused; the message names what is wrong. Syntax errors are
/// found first, field by field; a text whose syntax is right but whose position is not
/// valid gives [`TcnError::Invalid`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TcnError {
    /// The text is empty or white space only.
    Empty,
    /// Not 3 or 4 fields; the number found.
    FieldCount(usize),
    /// Not 8 ranks; the number found.
    RankCount(usize),
    /// A rank that is not 8 squares wide.
    RankWidth {
        /// The rank, 1–8.
        rank: u8,
        /// Its width in squares.
        width: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–8.
    UnknownChar {
        /// The rank, 1–8.
        rank: u8,
        /// The character.
        found: char,
    },
    /// A side to move other than `w` or `b` (the text, clipped to 20 characters).
    Side(String),
    /// A binding that is neither a square name nor `-` (clipped to 20 characters).
    BindingSquare(String),
    /// A move number that is not a whole number from 1 (clipped to 20 characters).
    MoveNumber(String),
    /// The text reads, but the position it describes is not valid.
    Invalid(PositionError),
}

impl fmt::Display for TcnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TcnError::Empty => f.write_str("position text is empty"),
            TcnError::FieldCount(n) => write!(
                f,
                "position text has {n} field(s); expected 3 or 4: board, side, binding, [move number]"
            ),
            TcnError::RankCount(n) => write!(f, "board has {n} rank(s); expected 8 separated by '/'"),
            TcnError::RankWidth { rank, width } => {
                write!(f, "rank {rank} is {width} square(s) wide; expected 8")
            }
            TcnError::UnknownChar { rank, found } => write!(
                f,
                "unknown character '{found}' in rank {rank}; expected w, W, b, B or a digit 1-8"
            ),
            TcnError::Side(s) => write!(f, "side to move '{s}' must be w or b"),
            TcnError::BindingSquare(s) => {
                write!(f, "second-turn binding '{s}' must be a square (a1 to h8) or -")
            }
            TcnError::MoveNumber(s) => write!(f, "move number '{s}' must be a whole number from 1"),
            TcnError::Invalid(e) => fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for TcnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TcnError::Invalid(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PositionError> for TcnError {
    fn from(e: PositionError) -> TcnError {
        TcnError::Invalid(e)
    }
}

fn clip(s: &str) -> String {
    s.chars().take(20).collect()
}

/// Reads position text (RULES.md section 8): [`parse_setup`], then
/// [`Position::from_setup`]. What tools add around it (a byte order mark, white space of any
/// kind, see [`crate::text::plain`]) is ignored. Nothing panics on any input.
///
/// ```
/// use three_crowns::{parse_tcn, Color, PositionError, TcnError};
/// let p = parse_tcn("bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1").unwrap();
/// assert_eq!(p.turn(), Color::Black);
/// assert_eq!(p.binding(), Some("a7".parse().unwrap()));
/// assert_eq!(parse_tcn("8/8/8 w -"), Err(TcnError::RankCount(3)));
/// assert_eq!(
///     parse_tcn("wwwwwww1/8/8/8/8/8/8/bbbbbbb1 w - 1"),
///     Err(TcnError::Invalid(PositionError::BothWinning))
/// );
/// ```
pub fn parse_tcn(text: &str) -> Result<Position, TcnError> {
    Ok(Position::from_setup(parse_setup(text)?)?)
}

/// Reads position text into a [`Setup`], checking the syntax only (RULES.md section 8).
pub fn parse_setup(text: &str) -> Result<Setup, TcnError> {
    let text = crate::text::plain(text);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(TcnError::Empty);
    }
    if !(3..=4).contains(&fields.len()) {
        return Err(TcnError::FieldCount(fields.len()));
    }
    let mut setup = Setup::empty();
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(TcnError::RankCount(ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as i32;
        let rank_no = (rank + 1) as u8;
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                file += n as usize;
            } else if let Some(piece) = Piece::from_char(c) {
                if let Some(sq) = Square::from_coords(file as i32, rank) {
                    setup.put(sq, Some(piece));
                }
                file += 1;
            } else {
                return Err(TcnError::UnknownChar {
                    rank: rank_no,
                    found: c,
                });
            }
        }
        if file != 8 {
            return Err(TcnError::RankWidth {
                rank: rank_no,
                width: file,
            });
        }
    }
    setup.turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(TcnError::Side(clip(other))),
    };
    setup.binding = match fields[2] {
        "-" => None,
        s => Some(s.parse().map_err(|_| TcnError::BindingSquare(clip(s)))?),
    };
    setup.fullmove = match fields.get(3) {
        None => 1,
        Some(s) => match s.parse::<u32>() {
            Ok(n) if n >= 1 && s.bytes().all(|b| b.is_ascii_digit()) => n,
            _ => return Err(TcnError::MoveNumber(clip(s))),
        },
    };
    Ok(setup)
}

/// Writes position text.
#[must_use]
pub fn to_tcn(pos: &Position) -> String {
    setup_to_tcn(&pos.setup())
}

/// Writes the position text of any arrangement, valid or not (the position editor shows
/// the text of what it holds). [`parse_setup`] reads it back to the same setup when its
/// colours do not overlap.
#[must_use]
pub fn setup_to_tcn(setup: &Setup) -> String {
    let mut out = String::with_capacity(48);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let piece = Square::from_coords(file, rank).and_then(|sq| setup.piece_at(sq));
            match piece {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(p.char());
                }
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(setup.turn.char());
    out.push(' ');
    match setup.binding {
        Some(sq) => out.push_str(&sq.to_string()),
        None => out.push('-'),
    }
    out.push(' ');
    out.push_str(&setup.fullmove.to_string());
    out
}

impl std::str::FromStr for Position {
    type Err = TcnError;
    fn from_str(s: &str) -> Result<Position, TcnError> {
        parse_tcn(s)
    }
}

impl fmt::Debug for Position {
    /// `Position(` and the position text `)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", to_tcn(self))
    }
}
