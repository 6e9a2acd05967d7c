#!/usr/bin/env bash
# Installs what is missing, builds the game and serves it at http://127.0.0.1:8080
# (PORT=... to change). Ctrl-C stops the server.
set -euo pipefail
source "$(dirname "$0")/env.sh"
bash scripts/install-tools.sh
bash scripts/build.sh
echo "Three Crowns: open http://127.0.0.1:${PORT:-8080}/"
exec node e2e/serve.mjs dist "${PORT:-8080}"
