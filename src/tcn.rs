//! Position text, TCN (RULES.md section 8).
//!
//! ```
//! use three_crowns::{tcn, Position};
//! let start = Position::start();
//! assert_eq!(tcn::to_tcn(&start), "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1");
//! assert_eq!(tcn::parse_tcn("bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w -"), Ok(start));
//! ```

use std::fmt;

use crate::position::{Piece, Position, PIECES_PER_SIDE};
use crate::types::{Color, Square};

/// The start position's text.
pub const START_TCN: &str = "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1";

/// Why a position text was refused; the message names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TcnError {
    Empty,
    FieldCount(usize),
    RankCount(usize),
    RankWidth {
        rank: u8,
        width: usize,
    },
    UnknownChar {
        rank: u8,
        found: char,
    },
    Side(String),
    BindingSquare(String),
    BindingNotWhite(Square),
    /// A binding exists only after White's move 1: Black to move at 1 or White at 2.
    BindingOutOfTurn {
        square: Square,
        side: Color,
        number: u32,
    },
    MoveNumber(String),
    TooManyPieces {
        color: Color,
        count: u32,
    },
    BothWinning,
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
            TcnError::BindingNotWhite(sq) => {
                write!(f, "second-turn binding {sq} does not hold a White piece")
            }
            TcnError::BindingOutOfTurn { square, side, number } => write!(
                f,
                "second-turn binding {square} with {side} to move at move {number}: a binding stands only with Black to move at move 1 or White to move at move 2"
            ),
            TcnError::MoveNumber(s) => write!(f, "move number '{s}' must be a whole number from 1"),
            TcnError::TooManyPieces { color, count } => {
                write!(f, "{color} has {count} pieces; at most {PIECES_PER_SIDE}")
            }
            TcnError::BothWinning => f.write_str("both sides have already won"),
        }
    }
}

impl std::error::Error for TcnError {}

fn clip(s: &str) -> String {
    s.chars().take(20).collect()
}

/// Reads position text. What tools add around it (a byte order mark, white space of any
/// kind, see [`crate::text::plain`]) is ignored. Nothing panics on any input.
pub fn parse_tcn(text: &str) -> Result<Position, TcnError> {
    let text = crate::text::plain(text);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(TcnError::Empty);
    }
    if !(3..=4).contains(&fields.len()) {
        return Err(TcnError::FieldCount(fields.len()));
    }
    let mut pos = Position::empty();
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
                    pos.put(sq, Some(piece));
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
    pos.turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(TcnError::Side(clip(other))),
    };
    pos.binding = match fields[2] {
        "-" => None,
        s => {
            let sq: Square = s.parse().map_err(|_| TcnError::BindingSquare(clip(s)))?;
            if !pos.pieces(Color::White).contains(sq) {
                return Err(TcnError::BindingNotWhite(sq));
            }
            Some(sq)
        }
    };
    pos.fullmove = match fields.get(3) {
        None => 1,
        Some(s) => match s.parse::<u32>() {
            Ok(n) if n >= 1 && s.bytes().all(|b| b.is_ascii_digit()) => n,
            _ => return Err(TcnError::MoveNumber(clip(s))),
        },
    };
    for color in Color::ALL {
        let count = pos.pieces(color).count();
        if count > PIECES_PER_SIDE {
            return Err(TcnError::TooManyPieces { color, count });
        }
    }
    if let Some(sq) = pos.binding {
        // Set by White's move 1, kept through Black's reply, cleared by White's move 2.
        if !matches!(
            (pos.turn, pos.fullmove),
            (Color::Black, 1) | (Color::White, 2)
        ) {
            return Err(TcnError::BindingOutOfTurn {
                square: sq,
                side: pos.turn,
                number: pos.fullmove,
            });
        }
    }
    if pos.won_by(Color::White).is_some() && pos.won_by(Color::Black).is_some() {
        return Err(TcnError::BothWinning);
    }
    Ok(pos)
}

/// Writes position text.
pub fn to_tcn(pos: &Position) -> String {
    let mut out = String::with_capacity(48);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let piece = Square::from_coords(file, rank).and_then(|sq| pos.piece_at(sq));
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
    out.push(pos.turn().char());
    out.push(' ');
    match pos.binding() {
        Some(sq) => out.push_str(&sq.to_string()),
        None => out.push('-'),
    }
    out.push(' ');
    out.push_str(&pos.fullmove().to_string());
    out
}

impl std::str::FromStr for Position {
    type Err = TcnError;
    fn from_str(s: &str) -> Result<Position, TcnError> {
        parse_tcn(s)
    }
}
