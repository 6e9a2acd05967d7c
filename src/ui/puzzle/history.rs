//! The puzzles tried (issue 48): each attempt's puzzle, result and time ([`Tried`]), the
//! newest [`HISTORY_MAX`] kept with the progress (`history=` line), merged across tabs.

/// How many attempts are kept.
pub const HISTORY_MAX: usize = 500;

/// One attempt at a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    /// The puzzle's id.
    pub id: String,
    /// Solved at the first try.
    pub solved: bool,
    /// When (ms since 1970).
    pub at: u64,
}

/// Adds `t` to `history` (oldest first), keeping the newest [`HISTORY_MAX`].
pub fn push(history: &mut Vec<Tried>, t: Tried) {
    history.push(t);
    trim(history);
}

fn trim(history: &mut Vec<Tried>) {
    if history.len() > HISTORY_MAX {
        history.drain(..history.len() - HISTORY_MAX);
    }
}

/// The text kept: `id:1:at` (solved) or `id:0:at`, space-separated, oldest first.
#[must_use]
pub fn to_text(history: &[Tried]) -> String {
    history
        .iter()
        .map(|t| format!("{}:{}:{}", t.id, u8::from(t.solved), t.at))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads [`to_text`]'s text forgivingly: an entry not readable (or whose id is not
/// `is_id`) is skipped. (Never inlined: a first visit has no history to read.)
#[must_use]
#[inline(never)]
pub fn parse(text: &str, is_id: impl Fn(&str) -> bool) -> Vec<Tried> {
    let mut h: Vec<Tried> = text
        .split_whitespace()
        .filter_map(|entry| {
            let mut parts = entry.split(':');
            let id = parts.next().filter(|id| is_id(id))?;
            let solved = match parts.next()? {
                "1" => true,
                "0" => false,
                _ => return None,
            };
            let at = parts.next()?.parse().ok()?;
            parts.next().is_none().then(|| Tried {
                id: id.to_string(),
                solved,
                at,
            })
        })
        .collect();
    trim(&mut h);
    h
}

/// Two tabs' histories merged: the stored one with what this tab tried since `base`, in
/// the order of their times.
#[must_use]
pub fn merge(stored: &[Tried], base: &[Tried], local: &[Tried]) -> Vec<Tried> {
    let mut merged = stored.to_vec();
    for t in local {
        if !base.contains(t) && !merged.contains(t) {
            merged.push(t.clone());
        }
    }
    merged.sort_by_key(|t| t.at);
    trim(&mut merged);
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tried(id: &str, solved: bool, at: u64) -> Tried {
        Tried {
            id: id.into(),
            solved,
            at,
        }
    }

    #[test]
    fn the_history_is_bounded_kept_and_merged() {
        let mut h = Vec::new();
        for i in 0..(HISTORY_MAX as u64 + 20) {
            push(&mut h, tried("abc", i % 2 == 0, i));
        }
        assert_eq!(h.len(), HISTORY_MAX);
        assert_eq!(h[0].at, 20, "the oldest dropped");
        let ok = |s: &str| s.chars().all(|c| c.is_ascii_alphanumeric());
        assert_eq!(parse(&to_text(&h), ok), h);
        assert_eq!(
            parse("a:1:5 b:2:6 <x>:0:7 c:0 d:0:8:9 e:0:9", ok),
            [tried("a", true, 5), tried("e", false, 9)]
        );
        let base = vec![tried("a", true, 1)];
        let stored = vec![tried("a", true, 1), tried("b", false, 3)];
        let local = vec![tried("a", true, 1), tried("c", true, 2)];
        assert_eq!(
            merge(&stored, &base, &local),
            [
                tried("a", true, 1),
                tried("c", true, 2),
                tried("b", false, 3)
            ]
        );
    }
}
