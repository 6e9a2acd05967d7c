#!/usr/bin/env bash
# Installs everything a fresh Debian machine with only Rust and Node lacks to build,
# serve and test the game. Idempotent: each step is skipped when already satisfied.
#   scripts/install-tools.sh          build tools (wasm target, trunk, wasm-bindgen, npm packages)
#   scripts/install-tools.sh --browser  also Debian's Chromium for the end-to-end tests
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION="0.21"
WASM_BINDGEN_VERSION="0.2.130"   # must equal the wasm-bindgen crate pinned in Cargo.toml
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[install]\033[0m %s\n' "$*"; }

# The toolchain rust-toolchain.toml pins (its channel, the wasm target, clippy and
# rustfmt), installed only when missing: rustup never asks the network when it is there.
CHANNEL="$(sed -n 's/^channel *= *"\(.*\)"/\1/p' rust-toolchain.toml)"
if ! rustup toolchain list | grep -q "^$CHANNEL-"; then
  say "installing Rust $CHANNEL (rust-toolchain.toml)"
  rustup toolchain install "$CHANNEL" --profile minimal --component clippy,rustfmt --target wasm32-unknown-unknown
fi
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q "trunk $TRUNK_VERSION"; then
  # Without its default features (TLS and the update check): the project runs trunk
  # offline, with the tools on PATH, so it never downloads. 417 s against 480 s to build
  # on these 2 cores.
  say "installing trunk ~$TRUNK_VERSION (about 7 minutes on 2 cores)"
  cargo install trunk --version "~$TRUNK_VERSION" --locked --no-default-features
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "wasm-bindgen $WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# Every devDependency of package.json installed at the version package-lock.json pins (a
# local folder, such as e2e/webrtc-polyfill-stub, is pinned by its own entry).
npm_ready() {
  node -e '
    const lock = require("./package-lock.json").packages;
    for (const name of Object.keys(require("./package.json").devDependencies)) {
      let v;
      try { v = require(`./node_modules/${name}/package.json`).version; } catch {}
      const pin = lock[`node_modules/${name}`];
      if (v === undefined || v !== (pin?.link ? lock[pin.resolved] : pin)?.version) process.exit(1);
    }' 2>/dev/null
}
if [ ! -x node_modules/.bin/wasm-opt ] || ! npm_ready; then
  say "installing npm packages (binaryen's wasm-opt, playwright-core, terser, axe-core, lighthouse, bittorrent-tracker)"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's chromium"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium fonts-dejavu-core
fi
say "tools ready"
