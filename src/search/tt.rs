//! The transposition table: positions already searched, keyed by [`Position::zobrist`],
//! with their best move, score, depth and bound. Two entries a bucket; a new result
//! replaces the shallower or older of the two.
//!
//! [`Position::zobrist`]: crate::Position::zobrist

use crate::types::{Move, Square};

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// A stored result.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    /// The best move found, if any (searched first on the next visit).
    pub mv: Option<Move>,
    /// The score, in internal units, with win scores relative to this node.
    pub score: i32,
    /// The depth searched below this node, in plies.
    pub depth: i32,
    /// Whether `score` is exact, a lower or an upper bound.
    pub bound: Bound,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    /// The packed move ([`encode`], below `1 << MOVE_BITS`) and, above it, the epoch the
    /// entry was written in.
    mv: u32,
    score: i16,
    depth: u8,
    /// Age (6 bits) and bound (2 bits; 0 = empty).
    age_bound: u8,
}

/// Bits of [`Entry::mv`] holding the packed move; the bits above hold the epoch.
const MOVE_BITS: u32 = 20;

/// Epochs before the counter wraps and the table is really wiped.
const EPOCHS: u16 = 1 << (32 - MOVE_BITS);

impl Entry {
    /// The entry as the table sees it in `epoch`: one from an earlier epoch (before a
    /// [`Tt::clear`]) is empty, exactly as if the table had been wiped.
    #[inline]
    fn live(self, epoch: u16) -> Entry {
        if self.mv >> MOVE_BITS == u32::from(epoch) {
            Entry {
                mv: self.mv & ((1 << MOVE_BITS) - 1),
                ..self
            }
        } else {
            Entry::default()
        }
    }

    fn bound(&self) -> Option<Bound> {
        match self.age_bound & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    fn age(&self) -> u8 {
        self.age_bound >> 2
    }
}

const BUCKET: usize = 2;

/// The table. Its size is set in MiB; it holds `size / 16 bytes` entries.
pub struct Tt {
    entries: Vec<Entry>,
    buckets: usize,
    age: u8,
    /// Bumped by [`Tt::clear`] instead of wiping the table (which would cost a pass over
    /// all of it); entries of other epochs read as empty.
    epoch: u16,
}

/// Packs a move into 19 bits (0 = no move).
pub fn encode(mv: Move) -> u32 {
    let via = mv.via().map_or(0, |v| v.index() as u32 + 1);
    1 + mv.from().index() as u32 + ((mv.to().index() as u32) << 6) + (via << 12)
}

/// Unpacks [`encode`].
pub fn decode(code: u32) -> Option<Move> {
    let c = code.checked_sub(1)?;
    let from = Square::new((c & 63) as u8)?;
    let to = Square::new(((c >> 6) & 63) as u8)?;
    Some(match c >> 12 {
        0 => Move::step(from, to),
        v => Move::jump(from, Square::new((v - 1) as u8)?, to),
    })
}

impl Tt {
    /// A table of about `mib` MiB (at least one bucket).
    pub fn new(mib: usize) -> Tt {
        let bytes = mib.saturating_mul(1 << 20);
        let buckets = (bytes / (BUCKET * std::mem::size_of::<Entry>())).max(1);
        Tt {
            entries: vec![Entry::default(); buckets * BUCKET],
            buckets,
            age: 0,
            epoch: 0,
        }
    }

    /// Forgets everything: the same as wiping the table, at the cost of a pass over it
    /// only once in 4096 calls.
    pub fn clear(&mut self) {
        self.epoch = (self.epoch + 1) % EPOCHS;
        if self.epoch == 0 {
            self.entries.fill(Entry::default());
        }
        self.age = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 63;
    }

    fn bucket(&self, key: u64) -> usize {
        (((key as u128) * (self.buckets as u128)) >> 64) as usize * BUCKET
    }

    /// The entry stored for the Zobrist key `key`, if its slot still holds it.
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        let epoch = self.epoch;
        self.entries[b..b + BUCKET]
            .iter()
            .map(|e| e.live(epoch))
            .find(|e| e.key == key && e.bound().is_some())
            .map(|e| Hit {
                mv: decode(e.mv),
                score: i32::from(e.score),
                depth: i32::from(e.depth),
                bound: e.bound().unwrap_or(Bound::Upper),
            })
    }

    /// Stores a result for `key` in its bucket: over the same position's entry unless
    /// that one is from this search, more than two plies deeper and the new result is not
    /// exact; otherwise over the least valuable entry (empty, then old, then shallow).
    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let b = self.bucket(key);
        let age = self.age;
        let epoch = self.epoch;
        let bucket: [Entry; BUCKET] = std::array::from_fn(|i| self.entries[b + i].live(epoch));
        let slot = {
            if let Some(i) = bucket.iter().position(|e| e.key == key) {
                let e = &bucket[i];
                // Keep a deeper result of this search unless the new one is exact.
                if e.age() == age && i32::from(e.depth) > depth + 2 && bound != Bound::Exact {
                    return;
                }
                i
            } else {
                // Replace the least valuable: empty, then old, then shallow.
                let value = |e: &Entry| {
                    if e.bound().is_none() {
                        return i32::MIN;
                    }
                    let stale = i32::from((age.wrapping_sub(e.age())) & 63);
                    i32::from(e.depth) - 8 * stale
                };
                (0..BUCKET).min_by_key(|&i| value(&bucket[i])).unwrap_or(0)
            }
        };
        let old = bucket[slot];
        let code = match mv {
            Some(m) => encode(m),
            None if old.key == key => old.mv,
            None => 0,
        };
        self.entries[b + slot] = Entry {
            key,
            mv: code | (u32::from(epoch) << MOVE_BITS),
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, 255) as u8,
            age_bound: (age << 2)
                | match bound {
                    Bound::Exact => 1,
                    Bound::Lower => 2,
                    Bound::Upper => 3,
                },
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_the_packing() {
        for text in ["a1-a2", "h8-g7", "c3xe5xg3", "b4xd4xb2", "a1xc3xa5"] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(decode(encode(mv)), Some(mv), "{text}");
        }
        assert_eq!(decode(0), None);
    }

    #[test]
    fn store_and_probe() {
        let mut tt = Tt::new(1);
        let mv: Move = "a6-a7".parse().unwrap();
        tt.store(42, Some(mv), -17, 5, Bound::Lower);
        let hit = tt.probe(42).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (Some(mv), -17, 5, Bound::Lower)
        );
        assert!(tt.probe(43).is_none());
        // A shallower non-exact result of the same search does not overwrite a deep one.
        tt.store(42, None, 3, 1, Bound::Upper);
        assert_eq!(tt.probe(42).unwrap().depth, 5);
        tt.clear();
        assert!(tt.probe(42).is_none());
    }

    #[test]
    fn a_cleared_table_acts_as_a_fresh_one_through_every_epoch() {
        let mv: Move = "c3xe5xg5".parse().unwrap();
        let mut tt = Tt::new(1);
        for round in 0..u32::from(EPOCHS) + 3 {
            // Entries of the last epoch neither answer nor lend their move to a store
            // without one, nor keep a deeper result from being replaced.
            assert!(tt.probe(42).is_none(), "round {round}");
            tt.store(42, None, 1, 1, Bound::Upper);
            let hit = tt.probe(42).unwrap();
            assert_eq!((hit.mv, hit.depth), (None, 1), "round {round}");
            tt.store(42, Some(mv), 9, 20, Bound::Lower);
            assert_eq!(tt.probe(42).unwrap().mv, Some(mv));
            tt.clear();
        }
        assert_eq!(tt.epoch, 3);
    }
}
