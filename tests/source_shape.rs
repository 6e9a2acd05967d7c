//! The source tree's shape (issue 46): no file in `src/` over 500 lines, test files
//! included (a long file is split by topic, each part with a module doc saying what it
//! holds). The import cycles are `tests/source_tree.rs`'s.

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a source file may have.
const MOST_LINES: usize = 500;

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(&d).expect("the folder is read") {
            let p = e.expect("an entry").path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                found.push(p);
            }
        }
    }
    found.sort();
    found
}

/// The files of `dir` longer than [`MOST_LINES`], with their lengths.
fn too_long(dir: &Path) -> Vec<(String, usize)> {
    rust_files(dir)
        .into_iter()
        .filter_map(|p| {
            let lines = fs::read_to_string(&p)
                .expect("the file is read")
                .lines()
                .count();
            let shown = p.strip_prefix(dir).unwrap_or(&p).display().to_string();
            (lines > MOST_LINES).then_some((shown, lines))
        })
        .collect()
}

#[test]
fn no_source_file_is_over_500_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    assert!(rust_files(&src).len() > 100, "the sources are found");
    let long = too_long(&src);
    assert!(
        long.is_empty(),
        "files over {MOST_LINES} lines (split them by topic): {long:?}"
    );
}

#[test]
fn the_check_finds_a_long_file() {
    let dir = std::env::temp_dir().join(format!("three-crowns-shape-{}", std::process::id()));
    fs::create_dir_all(dir.join("m")).expect("a folder");
    fs::write(dir.join("short.rs"), "fn f() {}\n".repeat(MOST_LINES)).expect("written");
    fs::write(dir.join("m/long.rs"), "fn f() {}\n".repeat(MOST_LINES + 1)).expect("written");
    let long = too_long(&dir);
    fs::remove_dir_all(&dir).expect("removed");
    assert_eq!(
        long,
        [(format!("m{}long.rs", std::path::MAIN_SEPARATOR), 501)]
    );
}
