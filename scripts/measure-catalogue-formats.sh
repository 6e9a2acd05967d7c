#!/usr/bin/env bash
# The wasm size of each way to read and format the page's message catalogues (issue 30),
# each built as a small wasm module that reads a catalogue and formats one message with a
# count, optimised as the page is (opt-level "z", LTO, wasm-opt -Os) and gzipped:
#   base    the same module formatting nothing but the text (the frame every one shares)
#   core    the core's own Fluent reader, three_crowns::ui::lang (this repository)
#   fluent  Project Fluent's fluent-bundle 0.16 (with unic-langid and the plural rules)
#   gettext the gettext crate 0.4 (.mo catalogues, plural-forms expressions)
# Needs the crates.io registry. Usage: bash scripts/measure-catalogue-formats.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
opt="$repo/node_modules/.bin/wasm-opt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
frame='use std::alloc::{alloc, Layout};
#[no_mangle]
pub extern "C" fn buf(n: usize) -> *mut u8 { unsafe { alloc(Layout::from_size_align(n.max(1), 1).unwrap()) } }
fn text<'"'"'a>(p: *const u8, n: usize) -> &'"'"'a str { unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(p, n)) } }'
declare -A dep body
dep[base]=''
body[base]='format!("{}{}{n}", text(src, len), text(id, idlen)).replace("\r\n", "\n").len()'
dep[core]="three-crowns = { path = \"$repo\" }"
body[core]='use three_crowns::ui::lang::{language, Arg, Catalogue};
    let pl = language("pl").unwrap();
    let (c, _) = Catalogue::parse(text(src, len), pl.rule, pl.digits);
    c.format(text(id, idlen), &[("n", Arg::Count(n))]).map_or(0, |s| s.len())'
dep[fluent]='fluent-bundle = "0.16"
unic-langid = "0.9"'
body[fluent]='use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
    let res = FluentResource::try_new(text(src, len).to_owned()).unwrap_or_else(|(r, _)| r);
    let mut b = FluentBundle::new(vec!["pl".parse::<unic_langid::LanguageIdentifier>().unwrap()]);
    let _ = b.add_resource(res);
    let Some(p) = b.get_message(text(id, idlen)).and_then(|m| m.value()) else { return 0 };
    let mut args = FluentArgs::new();
    args.set("n", n);
    b.format_pattern(p, Some(&args), &mut vec![]).len()'
dep[gettext]='gettext = "0.4"'
body[gettext]='let Ok(c) = gettext::Catalog::parse(unsafe { std::slice::from_raw_parts(src, len) }) else { return 0 };
    c.ngettext(text(id, idlen), text(id, idlen), n.unsigned_abs()).len()'
for name in base core fluent gettext; do
  mkdir -p "$work/$name/src"
  cat > "$work/$name/Cargo.toml" <<TOML
[package]
name = "m$name"
version = "0.1.0"
edition = "2021"
[lib]
crate-type = ["cdylib"]
[dependencies]
${dep[$name]}
[profile.release]
opt-level = "z"
lto = true
codegen-units = 1
panic = "abort"
[workspace]
TOML
  cat > "$work/$name/src/lib.rs" <<RS
$frame
#[no_mangle]
pub extern "C" fn format(src: *const u8, len: usize, id: *const u8, idlen: usize, n: i64) -> usize {
    ${body[$name]}
}
RS
  (cd "$work/$name" && CARGO_TARGET_DIR="$work/target" cargo build -q --release --target wasm32-unknown-unknown)
  "$opt" -Os --strip-debug --strip-producers "$work/target/wasm32-unknown-unknown/release/m$name.wasm" -o "$work/$name.wasm"
  printf '%-8s %8d bytes, %7d gzipped\n' "$name" "$(stat -c%s "$work/$name.wasm")" "$(gzip -9c "$work/$name.wasm" | wc -c)"
done
