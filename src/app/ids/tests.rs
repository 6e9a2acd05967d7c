//! Every id named in `app::ids` is in `index.html`, once.

#[test]
fn every_id_is_in_the_page() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html"))
        .expect("index.html");
    let missing: Vec<&str> = super::ALL
        .iter()
        .chain(super::MORE_ALL)
        .copied()
        .filter(|id| !page.contains(&format!("id=\"{id}\"")))
        .collect();
    assert!(missing.is_empty(), "not in index.html: {missing:?}");
    assert!(
        !page.contains(&format!("id=\"{}\"", super::REVIEW_OFFER)),
        "built by the page"
    );
    let mut seen = std::collections::HashSet::new();
    for id in super::ALL.iter().chain(super::MORE_ALL) {
        assert!(seen.insert(id), "named twice: {id}");
    }
}

#[test]
fn the_crash_notice_keeps_two_sentences_ready_under_two_attributes() {
    assert_eq!(super::crash_ready(true), "data-saved");
    assert_eq!(super::crash_ready(false), "data-unsaved");
}
