//! A stable sort for the short lists the page and the search order: root moves, a record's
//! comments, the threat marks.
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
    }
}
