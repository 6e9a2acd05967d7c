//! A stable sort for the short lists the page and the search order (root moves, a record's
//! comments, the threat marks), and a sorted set for the page's short lists of ids.
//!
//! The standard library's stable sort (driftsort) is some 4 KB of wasm for every element
//! type and key it is used with, and the page downloads every byte of it on its first
//! load; an insertion sort is a few hundred bytes. Its quadratic cost is nothing at these
//! lengths (a position has at most a few hundred moves, and the lists come nearly sorted).

/// Sorts `v` by `key` in increasing order, keeping elements with equal keys in their order:
/// the same result as the standard library's `slice::sort_by_key`.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// A set kept as a sorted vector: the same contents, order and answers as the standard
/// library's `BTreeSet` for the short sets the page keeps (the puzzles solved, the lessons
/// done), without the B-tree's code in the page's wasm. Inserting is linear in the size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SortedSet<T> {
    items: Vec<T>,
}

impl<T> Default for SortedSet<T> {
    fn default() -> SortedSet<T> {
        SortedSet { items: Vec::new() }
    }
}

impl<T: Ord> SortedSet<T> {
    /// An empty set.
    #[must_use]
    pub fn new() -> SortedSet<T> {
        SortedSet::default()
    }

    /// Whether `item` is in the set.
    pub fn contains<Q: Ord + ?Sized>(&self, item: &Q) -> bool
    where
        T: std::borrow::Borrow<Q>,
    {
        self.items
            .binary_search_by(|x| x.borrow().cmp(item))
            .is_ok()
    }

    /// Adds `item`; returns whether it was not there yet.
    pub fn insert(&mut self, item: T) -> bool {
        match self.items.binary_search(&item) {
            Ok(_) => false,
            Err(at) => {
                self.items.insert(at, item);
                true
            }
        }
    }

    /// How many items the set holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the set is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The items, in increasing order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }
}

impl<T: Ord> Extend<T> for SortedSet<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.insert(item);
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    proptest! {
        // Elements carry their first index, so that a sort which reorders equal keys
        // differs from the standard library's stable sort.
        #[test]
        fn agrees_with_the_standard_stable_sort(keys in prop::collection::vec(0u8..6, 0..60)) {
            let tagged: Vec<(u8, usize)> = keys.iter().copied().zip(0..).collect();
            let mut ours = tagged.clone();
            super::sort_by_key(&mut ours, |&(k, _)| k);
            let mut std = tagged;
            std.sort_by_key(|&(k, _)| k);
            prop_assert_eq!(ours, std);
        }

        // The same inserts (some repeated) in a SortedSet and a BTreeSet: the same answers
        // to every insert and lookup, and the same items in the same order.
        #[test]
        fn agrees_with_the_standard_btree_set(items in prop::collection::vec("[a-e]{0,3}", 0..40)) {
            let mut ours = super::SortedSet::new();
            let mut std = std::collections::BTreeSet::new();
            for item in &items {
                prop_assert_eq!(ours.insert(item.clone()), std.insert(item.clone()));
                prop_assert_eq!(ours.contains(item.as_str()), true);
            }
            for probe in ["", "a", "ab", "e", "zz"] {
                prop_assert_eq!(ours.contains(probe), std.contains(probe));
            }
            prop_assert_eq!(ours.len(), std.len());
            prop_assert_eq!(ours.is_empty(), std.is_empty());
            prop_assert!(ours.iter().eq(std.iter()));
        }
    }
}
