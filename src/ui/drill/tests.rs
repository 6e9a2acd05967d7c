//! The drill's schedule, serving order, saved text and merge between tabs.

use super::*;

/// Monday 9:00, a session's start.
const MONDAY: f64 = 1_800_000_000_000.0;
const MINUTE: f64 = 60_000.0;

fn ids(cards: &[&Card]) -> Vec<String> {
    cards.iter().map(|c| c.id.clone()).collect()
}

#[test]
fn a_missed_puzzle_comes_back_before_a_solved_one() {
    let mut drill = Drill::default();
    assert!(drill.add("g1-12", MONDAY));
    assert!(drill.add("g1-30", MONDAY));
    // Both new, both due: the older first, then the id.
    assert_eq!(ids(&drill.due(MONDAY)), ["g1-12", "g1-30"]);
    // The player solves the first and misses the second.
    assert!(drill.answered("g1-12", true, MONDAY + MINUTE));
    assert!(drill.answered("g1-30", false, MONDAY + 2.0 * MINUTE));
    let solved = drill.card("g1-12").unwrap().due;
    let missed = drill.card("g1-30").unwrap().due;
    assert!(missed < solved);
    assert_eq!(missed, MONDAY + 2.0 * MINUTE + AGAIN_MS);
    assert_eq!(solved, MONDAY + MINUTE + DAY_MS);
    // Nothing is due right after, but the drill serves the miss again before the
    // session ends, never the solved one.
    let now = MONDAY + 3.0 * MINUTE;
    assert!(drill.due(now).is_empty());
    assert_eq!(drill.next(now).map(|c| c.id.as_str()), Some("g1-30"));
    // Solved this time: it waits a day too; nothing is served until then.
    drill.answered("g1-30", true, now);
    assert_eq!(drill.next(now), None);
    assert_eq!(drill.next_due(), Some(solved));
}

#[test]
fn solved_again_and_again_it_comes_back_ever_later_until_learned() {
    let mut card = Card::new("a", MONDAY);
    let mut now = MONDAY;
    let mut gaps = Vec::new();
    while !card.learned() {
        card.answered(true, now);
        gaps.push((card.due - now) / DAY_MS);
        now = card.due;
    }
    // 1 day, 3 days, then 2.5 times longer each time: learned after the fifth.
    assert_eq!(gaps, [1.0, 3.0, 7.5, 18.75, 46.875]);
    assert_eq!(card.run, 5);
    assert_eq!(card.misses, 0);
}

#[test]
fn a_miss_after_a_long_run_starts_over_and_the_card_comes_back_more_often() {
    let mut card = Card::new("a", MONDAY);
    for _ in 0..3 {
        card.answered(true, card.due);
    }
    assert_eq!(card.interval, 7.5);
    card.answered(false, card.due);
    assert_eq!((card.interval, card.run, card.misses), (0.0, 0, 1));
    assert!((card.ease - 2.3).abs() < 1e-12);
    // Solved again: 1 day, 3 days, then 3 × 2.3 (less than the 7.5 before the miss).
    for _ in 0..3 {
        card.answered(true, card.due);
    }
    assert!((card.interval - 6.9).abs() < 1e-9, "{card:?}");
    // Missed again and again: the ease stops at its floor.
    for _ in 0..20 {
        card.answered(false, card.due);
    }
    assert_eq!(card.ease, MIN_EASE);
    card.answered(true, card.due);
    card.answered(true, card.due);
    card.answered(true, card.due);
    // 3 × 1.3 = 3.9, but an interval always grows by a day at least.
    assert!((card.interval - 4.0).abs() < 1e-9, "{card:?}");
}

#[test]
fn due_cards_are_served_longest_due_first_then_the_harder() {
    let mut drill = Drill::default();
    for id in ["easy", "hard", "late"] {
        drill.add(id, MONDAY);
    }
    drill.answered("easy", true, MONDAY);
    drill.answered("hard", false, MONDAY);
    drill.answered("hard", true, MONDAY);
    // "late" was never tried: due since Monday; "easy" and "hard" both since Tuesday.
    let wednesday = MONDAY + 2.0 * DAY_MS;
    assert_eq!(ids(&drill.due(wednesday)), ["late", "hard", "easy"]);
    assert_eq!(drill.next(wednesday).map(|c| c.id.as_str()), Some("late"));
    // On Monday itself only "late" is due.
    assert_eq!(ids(&drill.due(MONDAY + MINUTE)), ["late"]);
}

#[test]
fn a_missed_card_is_served_early_only_within_the_window() {
    let mut drill = Drill::default();
    drill.add("m", MONDAY);
    drill.answered("m", false, MONDAY);
    assert_eq!(drill.next(MONDAY).map(|c| c.id.as_str()), Some("m"));
    // A card missed long ago and due far off does not jump the queue (it cannot be:
    // a miss is due in ten minutes; a future card that was never missed is not early).
    drill.add("new-later", MONDAY + DAY_MS);
    assert_eq!(drill.next(MONDAY + 1.0).map(|c| c.id.as_str()), Some("m"));
    drill.remove("m");
    assert_eq!(drill.next(MONDAY), None);
    assert_eq!(drill.next_due(), Some(MONDAY + DAY_MS));
}

#[test]
fn cards_are_added_once_with_valid_ids_and_removed() {
    let mut drill = Drill::default();
    assert!(drill.add("game-7:31", MONDAY));
    assert!(!drill.add("game-7:31", MONDAY + DAY_MS), "kept, not reset");
    assert_eq!(drill.card("game-7:31").unwrap().due, MONDAY);
    for bad in ["", "two words", "line\nbreak", &"x".repeat(101)] {
        assert!(!drill.add(bad, MONDAY), "{bad:?}");
    }
    assert!(!drill.answered("missing", true, MONDAY));
    assert!(drill.remove("game-7:31"));
    assert!(!drill.remove("game-7:31"));
    assert!(drill.cards().is_empty());
    assert_eq!(drill.next_due(), None);
}

#[test]
fn the_drill_is_saved_as_text_and_read_forgivingly() {
    let mut drill = Drill::default();
    drill.add("a", MONDAY);
    drill.add("b", MONDAY);
    drill.answered("a", true, MONDAY);
    drill.answered("b", false, MONDAY);
    drill.answered("b", false, MONDAY + MINUTE);
    let text = drill.to_string();
    assert_eq!(Drill::parse(&text), drill);
    let junk = format!(
        "{text}garbage\nc 1 2\nd NaN 0 2.5 0 0\ne 5 0 2.5 -1 0\nf g 1 0 2.5 0 0\na 0 0 2.5 0 0\n\
         g 7 99999 0.1 3 4\n"
    );
    let read = Drill::parse(&junk);
    assert_eq!(read.cards().len(), 3, "{read:?}");
    assert_eq!(
        read.card("a"),
        drill.card("a"),
        "the first of a repeated id"
    );
    let g = read.card("g").unwrap();
    assert_eq!((g.interval, g.ease), (MAX_DAYS, MIN_EASE));
    assert_eq!(Drill::parse(""), Drill::default());
}

#[test]
fn only_the_cards_kept_are_served() {
    let mut drill = Drill::default();
    drill.add("gone:3", MONDAY);
    drill.add("here:5", MONDAY + MINUTE);
    let here = |id: &str| id.starts_with("here");
    let now = MONDAY + 2.0 * MINUTE;
    assert_eq!(drill.next(now).map(|c| c.id.as_str()), Some("gone:3"));
    assert_eq!(
        drill.next_of(now, here).map(|c| c.id.as_str()),
        Some("here:5")
    );
    assert_eq!(drill.next_due_of(here), Some(MONDAY + MINUTE));
    drill.answered("here:5", false, now);
    assert_eq!(
        drill.next_of(now, here).map(|c| c.id.as_str()),
        Some("here:5"),
        "a miss, early"
    );
    assert_eq!(drill.next_of(now, |_| false), None);
    assert_eq!(drill.next_due_of(|_| false), None);
}

#[test]
fn tabs_answering_different_cards_keep_each_others_answers() {
    use crate::ui::synced::Synced;
    let mut stored = Drill::default();
    stored.add("a", MONDAY);
    stored.add("b", MONDAY);
    let (mut one, mut two) = (Synced::new(stored.clone()), Synced::new(stored.clone()));
    one.get_mut().answered("a", true, MONDAY);
    two.get_mut().answered("b", false, MONDAY);
    two.get_mut().add("c", MONDAY);
    let after_one = one.store(Some(stored)).clone();
    let merged = two.store(Some(after_one)).clone();
    assert_eq!(merged.card("a").map(|c| c.run), Some(1), "one's solve kept");
    assert_eq!(merged.card("b").map(|c| c.misses), Some(1));
    assert!(merged.card("c").is_some());
    // A card this tab removed goes; one it did not touch stays as stored.
    let mut three = Synced::new(merged.clone());
    three.get_mut().remove("c");
    let left = three.store(Some(merged)).clone();
    assert_eq!(left.cards().len(), 2);
    assert_eq!(left.card("a"), one.get().card("a"));
}

#[test]
fn odd_times_stay_finite() {
    let mut card = Card::new("a", f64::NAN);
    assert_eq!(card.due, 0.0);
    card.answered(true, f64::INFINITY);
    assert!(card.due.is_finite());
    for _ in 0..100 {
        card.answered(true, card.due);
    }
    assert!(card.due.is_finite() && card.interval == MAX_DAYS);
    assert!(card.learned());
}
