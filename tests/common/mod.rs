//! A deliberately simple reference model of RULES.md sections 2–6, written from the rules
//! text independently of `src/` (plain 64-square array, no bitboards, no shared helpers).
//! The tests compare the rules core with it: legal move lists, the position after every
//! move, the outcome, and perft counts.

#![allow(dead_code)]

use three_crowns::{Color, Position, Square};

/// A piece: colour and whether it is Crowned.
pub type RefPiece = (Color, bool);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RefPos {
    pub board: [Option<RefPiece>; 64],
    pub turn: Color,
    /// The square (index) of the White piece bound by the second-turn rule.
    pub binding: Option<usize>,
    pub fullmove: u32,
}

/// The eight directions as (file delta, rank delta).
pub const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

fn at(f: i32, r: i32) -> Option<usize> {
    if (0..8).contains(&f) && (0..8).contains(&r) {
        Some((r * 8 + f) as usize)
    } else {
        None
    }
}

pub fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1)
}

fn other(c: Color) -> Color {
    match c {
        Color::White => Color::Black,
        Color::Black => Color::White,
    }
}

/// A reference move: origin, optional first landing, final landing (square indices).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RefMove {
    pub from: usize,
    pub via: Option<usize>,
    pub to: usize,
}

impl RefMove {
    /// Section 7 notation.
    pub fn text(&self) -> String {
        match self.via {
            None => format!("{}-{}", name(self.from), name(self.to)),
            Some(v) => format!("{}x{}x{}", name(self.from), name(v), name(self.to)),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RefOutcome {
    ThreeCaptures(Color),
    CrownedTroika(Color),
    NoMoves,
}

impl RefPos {
    /// Reads a core position square by square (no TCN involved).
    pub fn from_core(p: &Position) -> RefPos {
        let mut board = [None; 64];
        for sq in Square::all() {
            board[sq.index()] = p.piece_at(sq).map(|pc| (pc.color, pc.crowned));
        }
        RefPos {
            board,
            turn: p.turn(),
            binding: p.binding().map(|s| s.index()),
            fullmove: p.fullmove(),
        }
    }

    /// Writes section 8 position text, independently of `to_tcn`.
    pub fn tcn(&self) -> String {
        let mut ranks = Vec::new();
        for r in (0..8).rev() {
            let mut s = String::new();
            let mut empty = 0;
            for f in 0..8 {
                match self.board[r * 8 + f] {
                    None => empty += 1,
                    Some((c, k)) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(match (c, k) {
                            (Color::White, false) => 'w',
                            (Color::White, true) => 'W',
                            (Color::Black, false) => 'b',
                            (Color::Black, true) => 'B',
                        });
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            ranks.push(s);
        }
        format!(
            "{} {} {} {}",
            ranks.join("/"),
            if self.turn == Color::White { "w" } else { "b" },
            self.binding.map_or("-".to_string(), name),
            self.fullmove
        )
    }

    pub fn count(&self, c: Color) -> usize {
        self.board
            .iter()
            .filter(|p| matches!(p, Some((pc, _)) if *pc == c))
            .count()
    }

    /// Whether square `i` lies in a contiguous straight run of three or more squares that all
    /// satisfy `want`.
    fn in_run(&self, i: usize, want: impl Fn(Option<RefPiece>) -> bool) -> bool {
        if !want(self.board[i]) {
            return false;
        }
        let (f, r) = ((i % 8) as i32, (i / 8) as i32);
        for (df, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let mut n = 1;
            for s in [1, -1] {
                let mut k = 1;
                while let Some(j) = at(f + s * df * k, r + s * dr * k) {
                    if !want(self.board[j]) {
                        break;
                    }
                    n += 1;
                    k += 1;
                }
            }
            if n >= 3 {
                return true;
            }
        }
        false
    }

    /// Section 4: square `i` holds an Uncrowned piece of `c` standing in a Troika.
    pub fn in_troika(&self, i: usize, c: Color) -> bool {
        self.in_run(i, |p| p == Some((c, false)))
    }

    /// Section 6, condition 2: `c` has three Crowned pieces in a contiguous line.
    pub fn crowned_troika(&self, c: Color) -> bool {
        (0..64).any(|i| self.in_run(i, |p| p == Some((c, true))))
    }

    /// Section 6 conditions 1 and 2 (the side that just moved is looked at first).
    pub fn won(&self) -> Option<RefOutcome> {
        let mover = other(self.turn);
        for c in [mover, self.turn] {
            if 10 - self.count(other(c)) as i32 >= 3 {
                return Some(RefOutcome::ThreeCaptures(c));
            }
        }
        for c in [mover, self.turn] {
            if self.crowned_troika(c) {
                return Some(RefOutcome::CrownedTroika(c));
            }
        }
        None
    }

    pub fn outcome(&self) -> Option<RefOutcome> {
        if let Some(o) = self.won() {
            return Some(o);
        }
        if self.moves().is_empty() {
            return Some(RefOutcome::NoMoves);
        }
        None
    }

    /// Every legal move (sections 2, 3, 5, and 6's "a finished position has no moves").
    pub fn moves(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        if self.won().is_some() {
            return out;
        }
        let us = self.turn;
        let bound = match (us, self.binding) {
            (Color::White, Some(b)) if matches!(self.board[b], Some((Color::White, _))) => Some(b),
            _ => None,
        };
        for from in 0..64 {
            let Some((c, crowned)) = self.board[from] else {
                continue;
            };
            if c != us || bound.is_some_and(|b| b != from) {
                continue;
            }
            let (f, r) = ((from % 8) as i32, (from / 8) as i32);
            // Steps.
            for (df, dr) in DIRS {
                if let Some(to) = at(f + df, r + dr) {
                    if self.board[to].is_none() {
                        out.push(RefMove {
                            from,
                            via: None,
                            to,
                        });
                    }
                }
            }
            // Double jumps. The jumper's square is empty while it jumps.
            let empty = |i: usize| i == from || self.board[i].is_none();
            let hoppable = |i: usize| self.board[i] == Some((other(us), !crowned));
            for (d1f, d1r) in DIRS {
                let (Some(o1), Some(l1)) = (at(f + d1f, r + d1r), at(f + 2 * d1f, r + 2 * d1r))
                else {
                    continue;
                };
                if !hoppable(o1) || !empty(l1) {
                    continue;
                }
                let (lf, lr) = ((l1 % 8) as i32, (l1 / 8) as i32);
                for (d2f, d2r) in DIRS {
                    if (d2f, d2r) == (-d1f, -d1r) {
                        continue;
                    }
                    let (Some(o2), Some(l2)) =
                        (at(lf + d2f, lr + d2r), at(lf + 2 * d2f, lr + 2 * d2r))
                    else {
                        continue;
                    };
                    if hoppable(o2) && empty(l2) {
                        out.push(RefMove {
                            from,
                            via: Some(l1),
                            to: l2,
                        });
                    }
                }
            }
        }
        out
    }

    /// Plays a move from [`RefPos::moves`].
    pub fn play(&self, m: RefMove) -> RefPos {
        let mut p = *self;
        let us = self.turn;
        let them = other(us);
        let (c, crowned) = p.board[m.from].expect("mover");
        assert_eq!(c, us);
        p.board[m.from] = None;
        p.board[m.to] = Some((c, crowned));
        if let Some(via) = m.via {
            let second = (via + m.to) / 2;
            if crowned {
                p.board[second] = None;
            } else {
                p.board[second] = Some((them, false));
                if p.in_troika(second, them) {
                    p.board[second] = None;
                }
            }
        }
        if !crowned && p.in_troika(m.to, us) {
            p.board[m.to] = Some((us, true));
        }
        p.binding = match us {
            Color::White if self.fullmove == 1 => Some(m.to),
            Color::White => None,
            Color::Black => self
                .binding
                .filter(|&b| matches!(p.board[b], Some((Color::White, _)))),
        };
        if us == Color::Black {
            p.fullmove += 1;
        }
        p.turn = them;
        p
    }

    /// Perft by plain recursion over [`RefPos::moves`].
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|&m| self.play(m).perft(depth - 1))
            .sum()
    }

    /// The legal moves as sorted text.
    pub fn move_texts(&self) -> Vec<String> {
        let mut v: Vec<String> = self.moves().iter().map(RefMove::text).collect();
        v.sort();
        v
    }
}
