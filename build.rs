//! The build script: English's catalogue (`src/ui/lang/en.ftl`) as the page carries it, in
//! two parts, without its comment lines (the notes for translators stay in the source: 3.4
//! KB of the page's gzipped wasm otherwise; a line that starts with `#` is a comment in
//! Fluent's syntax wherever it stands, since a pattern's lines are indented).
//!
//! - `en.ftl`: the messages a first visit says (`web/start-messages.txt`, written by
//!   `scripts/profile-start.mjs`), with every message and term they refer to;
//! - `en-rest.ftl`: every other message, between two marker comments. Only
//!   `ui::lang::speaker::english_rest` reads it, a function that stays in the rest of the
//!   page's wasm, so `scripts/split-wasm.mjs` gives the rest this static with the others
//!   only its functions read (they are written into memory when the rest arrives), and by
//!   the begin marker checks that it did.
//!
//! Without the list, and in the profiling build (`THREE_CROWNS_PROFILE`, which records the
//! messages a first visit says), the first part holds them all.

use std::collections::BTreeSet;

/// The marker comments around the rest's messages (`scripts/split-wasm.mjs` looks for the
/// first).
const REST_BEGIN: &str = "# three-crowns: English, the rest: begin\n";
const REST_END: &str = "# three-crowns: English, the rest: end\n";

/// One entry of a catalogue: its id (a term's with its `-`) and its lines.
struct Entry {
    id: String,
    text: String,
}

/// The catalogue's entries, comments left out. An entry starts at a line that starts with
/// its id; the indented lines after it are its pattern's and attributes'.
fn entries(source: &str) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    for line in source.lines() {
        if line.starts_with('#') {
            continue;
        }
        let starts = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
        if starts {
            let id = line.split('=').next().unwrap_or("").trim().to_owned();
            out.push(Entry {
                id,
                text: String::new(),
            });
        }
        if let Some(e) = out.last_mut() {
            e.text.push_str(line);
            e.text.push('\n');
        } else if !line.trim().is_empty() {
            panic!("src/ui/lang/en.ftl: a line before the first entry: {line}");
        }
    }
    out
}

/// The messages and terms `text` refers to (`{ -term }`, `{ message }`, `{ message.attr }`).
fn references(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find('{') {
        rest = &rest[at + 1..];
        let inner = rest.trim_start();
        let id: String = inner
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let first = id.chars().next();
        let after = inner[id.len()..].chars().next();
        // A variable starts with `$`; a function call (`NUMBER(…)`) is followed by `(`.
        if first.is_some_and(|c| c.is_ascii_lowercase() || c == '-') && after != Some('(') {
            found.push(id);
        }
    }
    found
}

fn main() {
    let source = "src/ui/lang/en.ftl";
    let list = "web/start-messages.txt";
    println!("cargo:rerun-if-changed={source}");
    println!("cargo:rerun-if-changed={list}");
    println!("cargo:rerun-if-env-changed=THREE_CROWNS_PROFILE");
    let text = std::fs::read_to_string(source).expect("src/ui/lang/en.ftl is read");
    let all = entries(&text);
    let profiling = std::env::var_os("THREE_CROWNS_PROFILE").is_some();
    let listed: Option<BTreeSet<String>> = std::fs::read_to_string(list)
        .ok()
        .filter(|_| !profiling)
        .map(|l| {
            l.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(str::to_owned)
                .collect()
        });
    // The first part: the listed messages, every term, and what they refer to.
    let mut first: BTreeSet<String> = match &listed {
        Some(l) => all
            .iter()
            .filter(|e| l.contains(&e.id) || e.id.starts_with('-'))
            .map(|e| e.id.clone())
            .collect(),
        None => all.iter().map(|e| e.id.clone()).collect(),
    };
    loop {
        let more: Vec<String> = all
            .iter()
            .filter(|e| first.contains(&e.id))
            .flat_map(|e| references(&e.text))
            .filter(|id| !first.contains(id))
            .collect();
        if more.is_empty() {
            break;
        }
        first.extend(more);
    }
    let (mut start, mut rest) = (String::new(), String::from(REST_BEGIN));
    for e in &all {
        if first.contains(&e.id) {
            start.push_str(&e.text);
        } else {
            rest.push_str(&e.text);
        }
    }
    rest.push_str(REST_END);
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(format!("{out}/en.ftl"), start).expect("the catalogue is written");
    std::fs::write(format!("{out}/en-rest.ftl"), rest).expect("the catalogue's rest is written");
}
