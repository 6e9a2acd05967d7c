//! What the page stores as a whole and changes in parts (the puzzle progress, the lessons
//! done, the settings), kept right when several tabs change it: every tab writes what it
//! changed onto what is stored *now*, never its own whole copy over another tab's.
//!
//! A [`Synced`] value remembers the stored value it last agreed with (its *base*). To
//! store, the value read from storage at that moment, the base and the tab's value are
//! merged three ways ([`Stored::merge`]): what this tab changed since the base wins, the
//! rest is as stored, so another tab's changes meanwhile are kept. When another tab
//! stores (the browser's `storage` event), [`Synced::adopt`] merges its value in the same
//! way, so every tab shows the merged state.

/// A value kept in storage as text, with its three-way merge.
pub trait Stored: Clone + PartialEq {
    /// Reads the stored text (forgivingly: never fails).
    fn parse(text: &str) -> Self;
    /// The text to store, read back by [`Stored::parse`].
    fn to_text(&self) -> String;
    /// `stored` (what storage holds now) with this tab's changes since `base` (the
    /// stored value it last agreed with), which are in `local`.
    #[must_use]
    fn merge(stored: &Self, base: &Self, local: &Self) -> Self;
}

/// A tab's copy of a stored value, and the stored value it last agreed with.
#[derive(Clone, Debug, PartialEq)]
pub struct Synced<T> {
    base: T,
    value: T,
}

impl<T: Stored + Default> Default for Synced<T> {
    fn default() -> Self {
        Synced::new(T::default())
    }
}

impl<T: Stored> Synced<T> {
    /// The value as read at start (`stored`, or `default` when nothing is stored).
    pub fn new(stored: T) -> Synced<T> {
        Synced {
            base: stored.clone(),
            value: stored,
        }
    }

    /// The tab's value.
    pub fn get(&self) -> &T {
        &self.value
    }

    /// The tab's value, to change (stored later by [`Synced::store`]).
    pub fn get_mut(&mut self) -> &mut T {
        &mut self.value
    }

    /// Merges this tab's changes onto `stored_now` (what storage holds at this moment;
    /// `None`: nothing, as at a first visit or after the site's data was cleared, so
    /// the base stands for it). The merged value becomes the tab's value and its base,
    /// and is returned: the caller writes its [`Stored::to_text`].
    pub fn store(&mut self, stored_now: Option<T>) -> &T {
        let stored = stored_now.unwrap_or_else(|| self.base.clone());
        self.value = T::merge(&stored, &self.base, &self.value);
        self.base = self.value.clone();
        &self.value
    }

    /// Another tab stored `stored_now`: merged into this tab's value, keeping this tab's
    /// changes not yet stored. Returns whether this tab's value changed.
    pub fn adopt(&mut self, stored_now: T) -> bool {
        let merged = T::merge(&stored_now, &self.base, &self.value);
        self.base = stored_now;
        let changed = merged != self.value;
        self.value = merged;
        changed
    }
}

/// The three-way merge of one field: this tab's value where it changed it since `base`,
/// else the stored one.
#[must_use]
pub fn field<F: PartialEq + Clone>(stored: &F, base: &F, local: &F) -> F {
    if local == base {
        stored.clone()
    } else {
        local.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set of words and a counter, like the progress records.
    #[derive(Clone, Debug, PartialEq, Default)]
    struct Words {
        words: Vec<String>,
        count: i32,
    }

    impl Stored for Words {
        fn parse(text: &str) -> Words {
            let (count, words) = text.split_once(':').unwrap_or(("0", ""));
            Words {
                words: words.split_whitespace().map(str::to_string).collect(),
                count: count.parse().unwrap_or(0),
            }
        }
        fn to_text(&self) -> String {
            format!("{}:{}", self.count, self.words.join(" "))
        }
        fn merge(stored: &Words, base: &Words, local: &Words) -> Words {
            let mut words = stored.words.clone();
            for w in &local.words {
                if !words.contains(w) {
                    words.push(w.clone());
                }
            }
            Words {
                words,
                count: stored.count + (local.count - base.count),
            }
        }
    }

    fn w(text: &str) -> Words {
        Words::parse(text)
    }

    #[test]
    fn two_tabs_keep_each_others_changes() {
        // Both tabs start from the same stored value.
        let mut storage = w("0:");
        let mut a = Synced::new(storage.clone());
        let mut b = Synced::new(storage.clone());
        // A solves one and stores.
        a.get_mut().words.push("p1".into());
        a.get_mut().count += 10;
        storage = a.store(Some(storage)).clone();
        // B, which never heard of it, solves another and stores: A's is kept.
        b.get_mut().words.push("p2".into());
        b.get_mut().count -= 3;
        storage = b.store(Some(storage)).clone();
        assert_eq!(storage, w("7:p1 p2"));
        // A hears of B's store and shows the merged state.
        assert!(a.adopt(storage.clone()));
        assert_eq!(a.get(), &storage);
        // Nothing new: adopting again changes nothing.
        assert!(!a.adopt(storage.clone()));
    }

    #[test]
    fn adopting_keeps_changes_not_yet_stored() {
        let mut a = Synced::new(w("5:x"));
        a.get_mut().words.push("mine".into());
        a.get_mut().count += 1;
        assert!(a.adopt(w("8:x theirs")));
        assert_eq!(a.get(), &w("9:x theirs mine"));
        // Stored later: the other tab's value is not counted twice.
        let stored = a.store(Some(w("8:x theirs"))).clone();
        assert_eq!(stored, w("9:x theirs mine"));
    }

    #[test]
    fn nothing_stored_stands_for_the_base() {
        let mut a = Synced::new(w("2:a"));
        a.get_mut().count = 4;
        assert_eq!(a.store(None), &w("4:a"));
    }

    #[test]
    fn a_field_is_the_tabs_only_where_it_changed_it() {
        assert_eq!(field(&1, &1, &1), 1);
        assert_eq!(field(&2, &1, &1), 2, "changed elsewhere: stored");
        assert_eq!(field(&1, &1, &3), 3, "changed here: this tab's");
        assert_eq!(
            field(&2, &1, &3),
            3,
            "changed in both: this tab's, the later store"
        );
    }
}
