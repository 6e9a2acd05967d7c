# Sourced by the project's scripts: tools installed by scripts/install-tools.sh on PATH.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# trunk must never download anything: it uses wasm-bindgen and wasm-opt from PATH.
export TRUNK_OFFLINE=true
cd "$ROOT"
