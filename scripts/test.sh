#!/usr/bin/env bash
# Installs what is missing, then runs every test: formatting, lints (native and wasm),
# the native test suite (rules, notations, engine, front-end logic, doc examples), the
# wasm build, and the end-to-end tests in headless Chromium.
set -euo pipefail
source "$(dirname "$0")/env.sh"
bash scripts/install-tools.sh --browser
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "cargo fmt --check"
cargo fmt --all -- --check
step "the docs: a README for players and hosts, short table cells, links that resolve"
node scripts/check-docs.mjs
step "cargo clippy (native, all targets)"
cargo clippy --all-targets -- -D warnings
step "cargo clippy (wasm32: the core, and the browser game's package)"
cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
cargo clippy --target wasm32-unknown-unknown -p three-crowns-web -- -D warnings
step "native tests (optimised, Cargo.toml's profile tests)"
cargo test --profile tests
step "the wasm split's own tests (scripts/split-wasm.test.mjs)"
node --test scripts/split-wasm.test.mjs
step "cargo doc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace
step "the first visit profiled (web/start-functions.txt, the start of the page's wasm)"
node scripts/profile-start.mjs
step "trunk build --release (offline)"
bash scripts/build.sh
step "end-to-end tests in headless Chromium"
node --test --test-concurrency=1 e2e/
step "the split without hashes: a build with every symbol hash changed plays a first visit from its start alone"
# -C metadata changes every symbol hash, as a new compiler or a dependency update does; the
# start keeps the functions web/start-functions.txt names all the same (scripts/split-wasm.mjs).
# Its own target dir, so that the build above stays cached.
RUSTFLAGS="-C metadata=drift -C symbol-mangling-version=v0" CARGO_TARGET_DIR=target/drift \
  trunk build --release --dist target/drift-dist
THREE_CROWNS_DIST=target/drift-dist node --test --test-concurrency=1 e2e/rest.test.mjs
