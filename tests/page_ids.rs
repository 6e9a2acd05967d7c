//! The page's shell (`src/web/`) names no DOM id itself: every id it uses comes from
//! `three_crowns::app::ids` (whose own test checks each against `index.html`). A string
//! literal in the shell equal to an id of `index.html` is an id written by hand, unless
//! it is listed below as something else that happens to be spelled the same.

use std::fs;
use std::path::Path;

/// `(file, literal)`: the same words, not an id (the console's name for a
/// worker).
const NOT_IDS: &[(&str, &str)] = &[("workers.rs", "analysis"), ("workers.rs", "puzzle")];

fn page_ids(html: &str) -> Vec<String> {
    html.split("id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// The string literals of Rust source `src` (comments skipped; escapes kept as written).
fn literals(src: &str) -> Vec<String> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '/' if c.get(i + 1) == Some(&'/') => {
                while i < c.len() && c[i] != '\n' {
                    i += 1;
                }
            }
            '\'' if c.get(i + 2) == Some(&'\'') || (c.get(i + 1) == Some(&'\\')) => {
                // A char literal ('"', '\n'): skip it whole.
                i += 1;
                while i < c.len() && c[i] != '\'' {
                    i += if c[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
            }
            '"' => {
                let mut s = String::new();
                i += 1;
                while i < c.len() && c[i] != '"' {
                    if c[i] == '\\' {
                        s.push(c[i]);
                        i += 1;
                    }
                    s.push(c[i]);
                    i += 1;
                }
                out.push(s);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn the_shell_takes_every_dom_id_from_the_ids_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ids = page_ids(&fs::read_to_string(root.join("index.html")).unwrap());
    assert!(ids.len() > 100, "index.html read");
    let mut files = Vec::new();
    rust_files(&root.join("src/web"), &mut files);
    let mut by_hand = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        for lit in literals(&fs::read_to_string(f).unwrap()) {
            if ids.contains(&lit) && !NOT_IDS.contains(&(name.as_str(), lit.as_str())) {
                by_hand.push(format!("{name}: \"{lit}\""));
            }
        }
    }
    assert!(by_hand.is_empty(), "ids written by hand: {by_hand:?}");
}

#[test]
fn the_reader_finds_literals() {
    let src = "let a = \"undo\"; // \"redo\"\nlet c = '\"'; let b = \"x\\\"y\";";
    assert_eq!(
        literals(src),
        vec!["undo".to_string(), "x\\\"y".to_string()]
    );
}
