//! The strength levels 1–8 of the browser game and the engine's `level` option.
//!
//! Each level bounds the search (nodes, time) and says how freely it chooses among the
//! best root moves: the weaker levels pick among the best few with noise from a seeded
//! random generator, so a given seed always gives the same choice. Every level takes a
//! win in one and avoids a loss in one when it can, and never picks a move more than its
//! `margin` worse than the best, which keeps even level 1 from leaving a piece to be
//! taken for nothing.

use crate::types::Move;

use super::{is_win_score, Limits};

/// One strength level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// Node budget of the search (`None`: unbounded).
    pub nodes: Option<u64>,
    /// Time cap in milliseconds (`None`: unbounded).
    pub time_ms: Option<f64>,
    /// Depth cap (`None`: unbounded).
    pub depth: Option<u32>,
    /// How many of the best root moves may be chosen.
    pub candidates: usize,
    /// Moves scoring more than this below the best are never chosen.
    pub margin: i32,
    /// Amplitude of the random noise added to candidates' scores.
    pub noise: i32,
}

/// Levels 1 to 8 (index 0 is level 1).
pub const LEVELS: [Level; 8] = [
    Level {
        nodes: Some(1_000),
        time_ms: Some(1_000.0),
        depth: Some(2),
        candidates: 5,
        margin: 100,
        noise: 90,
    },
    Level {
        nodes: Some(3_000),
        time_ms: Some(1_000.0),
        depth: Some(3),
        candidates: 4,
        margin: 80,
        noise: 70,
    },
    Level {
        nodes: Some(8_000),
        time_ms: Some(1_000.0),
        depth: None,
        candidates: 4,
        margin: 55,
        noise: 45,
    },
    Level {
        nodes: Some(20_000),
        time_ms: Some(1_000.0),
        depth: None,
        candidates: 3,
        margin: 35,
        noise: 25,
    },
    Level {
        nodes: Some(50_000),
        time_ms: Some(1_500.0),
        depth: None,
        candidates: 2,
        margin: 20,
        noise: 12,
    },
    Level {
        nodes: Some(150_000),
        time_ms: Some(1_500.0),
        depth: None,
        candidates: 2,
        margin: 8,
        noise: 5,
    },
    Level {
        nodes: Some(400_000),
        time_ms: Some(2_000.0),
        depth: None,
        candidates: 1,
        margin: 0,
        noise: 0,
    },
    Level {
        nodes: None,
        time_ms: Some(2_000.0),
        depth: None,
        candidates: 1,
        margin: 0,
        noise: 0,
    },
];

/// A level's rating on the players' scale, with its 95 % interval (Elo points).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelRating {
    /// The rating.
    pub rating: u32,
    /// Half the width of its 95 % interval.
    pub interval: u32,
}

/// Each level's rating, measured by matches between the levels with the match runner
/// (docs/MEASUREMENTS.md, "The ladder": `three-crowns match --white N --black N-1 --games
/// 200 --movetime 10000`, N a level, on the committed openings, colours swapped;
/// level 8 at the 4,000,000 nodes it searches in the browser's 2 s). The scale is anchored
/// at level 1 = 1000 (it wins every game against random moves); each level above adds
/// the Elo difference its match measured, and the intervals add up as independent errors
/// (the square root of the sum of their squares).
pub const LEVEL_RATINGS: [LevelRating; 8] = [
    LevelRating {
        rating: 1000,
        interval: 0,
    },
    LevelRating {
        rating: 1147,
        interval: 53,
    },
    LevelRating {
        rating: 1255,
        interval: 74,
    },
    LevelRating {
        rating: 1441,
        interval: 90,
    },
    LevelRating {
        rating: 1630,
        interval: 105,
    },
    LevelRating {
        rating: 1833,
        interval: 117,
    },
    LevelRating {
        rating: 2282,
        interval: 194,
    },
    LevelRating {
        rating: 2595,
        interval: 231,
    },
];

/// The Elo difference of each level over the one below, with its 95 % interval, as the
/// ladder's matches measured them (level 2 over level 1 first).
pub const LADDER: [(u32, u32); 7] = [
    (147, 53),
    (108, 51),
    (186, 51),
    (189, 55),
    (203, 52),
    (449, 155),
    (313, 125),
];

impl Level {
    /// The level `n` (1–8).
    pub fn get(n: u32) -> Option<Level> {
        LEVELS.get((n as usize).checked_sub(1)?).copied()
    }

    /// Whether the search must score every root move exactly.
    pub fn needs_exact_root(&self) -> bool {
        self.candidates > 1
    }

    /// `limits` further bounded by this level.
    pub fn bound(&self, limits: Limits) -> Limits {
        fn min_opt<T: PartialOrd + Copy>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(x), Some(y)) => Some(if y < x { y } else { x }),
                (x, None) => x,
                (None, y) => y,
            }
        }
        Limits {
            depth: min_opt(limits.depth, self.depth),
            nodes: min_opt(limits.nodes, self.nodes),
            movetime: min_opt(limits.movetime, self.time_ms),
            searchmoves: limits.searchmoves,
        }
    }

    /// Chooses a move among `root` (every root move with its exact score, best first).
    pub fn choose(&self, root: &[(Move, i32)], seed: u64) -> Option<Move> {
        let &(first, best) = root.first()?;
        if self.candidates <= 1 || is_win_score(best) {
            // A forced win is taken as found (the fastest first); in a forced loss every
            // move is as bad.
            return Some(first);
        }
        let mut rng = XorShift::new(seed);
        let mut choice = first;
        let mut choice_key = i64::MIN;
        for &(mv, score) in root.iter().take(self.candidates) {
            if score < best - self.margin || is_win_score(score) && score < 0 {
                continue;
            }
            let noise = if self.noise > 0 {
                (rng.next() % (2 * self.noise as u64 + 1)) as i64 - i64::from(self.noise)
            } else {
                0
            };
            let key = i64::from(score) + noise;
            if key > choice_key {
                choice_key = key;
                choice = mv;
            }
        }
        Some(choice)
    }
}

/// A tiny deterministic random generator (xorshift64*).
#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    /// A generator from `seed` (any value, zero included).
    pub fn new(seed: u64) -> XorShift {
        // Any seed, zero included, gives a non-zero state.
        let mut s = seed ^ 0x9e37_79b9_7f4a_7c15;
        s = (s ^ (s >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        XorShift(s | 1)
    }

    #[allow(clippy::should_implement_trait)]
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xorshift_is_deterministic_and_varied() {
        let a: Vec<u64> = {
            let mut r = XorShift::new(7);
            (0..5).map(|_| r.next()).collect()
        };
        let b: Vec<u64> = {
            let mut r = XorShift::new(7);
            (0..5).map(|_| r.next()).collect()
        };
        assert_eq!(a, b);
        let mut c = XorShift::new(8);
        assert_ne!(a[0], c.next());
        let mut z = XorShift::new(0);
        assert_ne!(z.next(), 0);
    }

    #[test]
    fn choice_stays_within_the_margin_and_takes_wins() {
        let m = |s: &str| s.parse::<Move>().unwrap();
        let weak = Level::get(1).unwrap();
        let root = [(m("a1-a2"), 50), (m("b1-b2"), 45), (m("c1-c2"), -200)];
        for seed in 0..50 {
            let c = weak.choose(&root, seed).unwrap();
            assert_ne!(c, m("c1-c2"));
        }
        let win = [(m("a1-a2"), super::super::WIN - 1), (m("b1-b2"), 45)];
        for seed in 0..50 {
            assert_eq!(weak.choose(&win, seed), Some(m("a1-a2")));
        }
        assert!(Level::get(0).is_none() && Level::get(9).is_none());
    }
}
