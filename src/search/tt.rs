//! The transposition table: positions already searched, keyed by [`Position::zobrist`],
//! with their best move, score, depth and bound. Two entries a bucket; a new result
//! replaces the shallower or older of the two.
//!
//! The table is shared by the threads of one search (Lazy SMP, `Searcher::threads`): each
//! entry is two atomic words, the data and the key XOR the data, written without a lock;
//! a reader whose words come from two different writes sees a key that matches nothing
//! (the lockless hashing of chess engines), so a torn entry reads as empty. With one
//! thread the table behaves exactly as a plain array.
//!
//! [`Position::zobrist`]: crate::Position::zobrist

use std::sync::atomic::{AtomicU16, AtomicU64, AtomicU8, Ordering::Relaxed};

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

#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
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
    /// The entry's data word: everything but the key.
    fn data(self) -> u64 {
        u64::from(self.mv)
            | u64::from(self.score as u16) << 32
            | u64::from(self.depth) << 48
            | u64::from(self.age_bound) << 56
    }

    /// The entry of `key` with the data word `data`.
    fn from_words(key: u64, data: u64) -> Entry {
        Entry {
            key,
            mv: data as u32,
            score: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8,
            age_bound: (data >> 56) as u8,
        }
    }

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

/// One slot: the key XOR the data, and the data ([`Entry::data`]). All zero is empty.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    fn load(&self) -> Entry {
        let data = self.data.load(Relaxed);
        Entry::from_words(self.check.load(Relaxed) ^ data, data)
    }

    fn save(&self, e: Entry) {
        let data = e.data();
        self.check.store(e.key ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

/// The table. Its size is set in MiB; it holds `size / 16 bytes` entries. Shared between
/// a search's threads (`&Tt` is all a store needs).
pub struct Tt {
    entries: Vec<Slot>,
    buckets: usize,
    age: AtomicU8,
    /// Bumped by [`Tt::clear`] instead of wiping the table (which would cost a pass over
    /// all of it); entries of other epochs read as empty.
    epoch: AtomicU16,
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
        let buckets = (bytes / (BUCKET * std::mem::size_of::<Slot>())).max(1);
        Tt {
            entries: (0..buckets * BUCKET).map(|_| Slot::default()).collect(),
            buckets,
            age: AtomicU8::new(0),
            epoch: AtomicU16::new(0),
        }
    }

    /// Forgets everything: the same as wiping the table, at the cost of a pass over it
    /// only once in 4096 calls.
    pub fn clear(&self) {
        let epoch = (self.epoch.load(Relaxed) + 1) % EPOCHS;
        self.epoch.store(epoch, Relaxed);
        if epoch == 0 {
            for slot in &self.entries {
                slot.save(Entry::default());
            }
        }
        self.age.store(0, Relaxed);
    }

    /// Starts a new search: older entries become easier to replace.
    pub fn new_search(&self) {
        self.age.store((self.age.load(Relaxed) + 1) & 63, Relaxed);
    }

    fn bucket(&self, key: u64) -> usize {
        (((key as u128) * (self.buckets as u128)) >> 64) as usize * BUCKET
    }

    /// The entry stored for the Zobrist key `key`, if its slot still holds it.
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        let epoch = self.epoch.load(Relaxed);
        self.entries[b..b + BUCKET]
            .iter()
            .map(|e| e.load().live(epoch))
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
    pub fn store(&self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let b = self.bucket(key);
        let age = self.age.load(Relaxed);
        let epoch = self.epoch.load(Relaxed);
        let bucket: [Entry; BUCKET] =
            std::array::from_fn(|i| self.entries[b + i].load().live(epoch));
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
        self.entries[b + slot].save(Entry {
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
        });
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
        let tt = Tt::new(1);
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
        let tt = Tt::new(1);
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
        assert_eq!(tt.epoch.load(Relaxed), 3);
    }
}
