//! The rules page's diagrams (the `canvas.diagram` elements of `www/rules.html`, drawn by
//! `web::rules`) are checked by the rules core: each position parses and is still in
//! play, each move is legal there, and no line of three Uncrowned pieces appears by
//! accident. A diagram that is about a Troika names its squares in `data-troika`, and
//! only those may form one (RULES.md section 3).

use three_crowns::{parse_tcn, Move, Position, Square};

/// A diagram's attributes.
#[derive(Debug)]
struct Diagram {
    tcn: String,
    mv: Option<String>,
    after: bool,
    troika: Vec<String>,
    /// Squares clicked as on the board: a piece, then perhaps a first landing.
    select: Vec<String>,
}

fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let len = tag[start..].find('"')?;
    Some(tag[start..start + len].to_string())
}

fn diagrams(html: &str) -> Vec<Diagram> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<canvas") {
        let end = rest[i..].find('>').expect("a <canvas> tag is closed") + i;
        let tag = &rest[i..end];
        if attr(tag, "class").is_some_and(|c| c.split(' ').any(|c| c == "diagram")) {
            out.push(Diagram {
                tcn: attr(tag, "data-tcn").expect("a diagram has data-tcn"),
                mv: attr(tag, "data-move"),
                after: attr(tag, "data-show").as_deref() == Some("after"),
                troika: attr(tag, "data-troika")
                    .map(|t| t.split(' ').map(str::to_string).collect())
                    .unwrap_or_default(),
                select: attr(tag, "data-select")
                    .map(|t| t.split(' ').map(str::to_string).collect())
                    .unwrap_or_default(),
            });
        }
        rest = &rest[end..];
    }
    out
}

/// The squares of Uncrowned Troikas of either colour.
fn uncrowned_troikas(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = three_crowns::Color::ALL
        .iter()
        .flat_map(|&c| pos.uncrowned(c).lines_of_three().iter())
        .map(|sq: Square| sq.to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn every_diagram_is_a_position_in_play_without_accidental_troikas() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/rules.html"))
        .expect("www/rules.html");
    let list = diagrams(&html);
    assert!(
        list.len() >= 10,
        "the rules page has its diagrams: {}",
        list.len()
    );
    let mut problems = Vec::new();
    for d in &list {
        let name = format!("{} {}", d.tcn, d.mv.as_deref().unwrap_or(""));
        let Ok(before) = parse_tcn(&d.tcn) else {
            problems.push(format!("{name}: not a position"));
            continue;
        };
        if let Some(o) = before.outcome() {
            problems.push(format!("{name}: already over ({o})"));
        }
        let mut shown = vec![("before", before)];
        if let Some(m) = &d.mv {
            match m
                .parse::<Move>()
                .ok()
                .filter(|m| before.legal_moves().contains(*m))
            {
                Some(m) => shown.push(("after", before.play(m).expect("legal"))),
                None => problems.push(format!("{name}: {m} is not legal")),
            }
        }
        if let Some(from) = d.select.first() {
            let legal = before.legal_moves();
            let from_ok = legal.iter().any(|m| m.from().to_string() == *from);
            let via_ok = d.select.get(1).is_none_or(|via| {
                legal.iter().any(|m| {
                    m.from().to_string() == *from && m.via().is_some_and(|v| v.to_string() == *via)
                })
            });
            if !from_ok || !via_ok || d.select.len() > 2 {
                problems.push(format!(
                    "{name}: data-select {:?} is not a piece and a first landing",
                    d.select
                ));
            }
        }
        if d.after && d.mv.is_none() {
            problems.push(format!("{name}: data-show=after without a move"));
        }
        for (when, pos) in &shown {
            let extra: Vec<String> = uncrowned_troikas(pos)
                .into_iter()
                .filter(|s| !d.troika.contains(s))
                .collect();
            if !extra.is_empty() {
                problems.push(format!(
                    "{name}: {when} the move, an Uncrowned Troika on {extra:?}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The start and end tags of an HTML text, attributes and all, in order.
fn tags(html: &str) -> Vec<&str> {
    html.split('<')
        .skip(1)
        .filter(|t| !t.starts_with("!--"))
        .filter_map(|t| t.split_once('>').map(|(tag, _)| tag))
        .collect()
}

#[test]
fn every_language_has_the_rules_page_with_the_same_diagrams_and_lessons() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/www");
    let english = std::fs::read_to_string(format!("{dir}/rules.html")).unwrap();
    for lang in three_crowns::ui::lang::LANGUAGES.iter().skip(1) {
        let path = format!("{dir}/rules.{}.html", lang.tag);
        let page = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(
            tags(&page),
            tags(&english),
            "{path}: its tags differ from English's"
        );
        assert_ne!(page, english, "{path}");
    }
}
