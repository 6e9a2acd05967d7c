//! The build script: English's catalogue (`src/ui/lang/en.ftl`) as the page carries it,
//! without its comment lines (the notes for translators stay in the source: 3.4 KB of the
//! page's gzipped wasm otherwise). A line that starts with `#` is a comment in Fluent's
//! syntax wherever it stands (a pattern's lines are indented), so dropping those lines
//! leaves every message as it is.

fn main() {
    let source = "src/ui/lang/en.ftl";
    println!("cargo:rerun-if-changed={source}");
    let text = std::fs::read_to_string(source).expect("src/ui/lang/en.ftl is read");
    let kept: String = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| [line, "\n"])
        .collect();
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(format!("{out}/en.ftl"), kept).expect("the catalogue is written");
}
