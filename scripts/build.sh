#!/usr/bin/env bash
# Builds the static site into dist/ (release, offline). Assumes the tools are installed.
set -euo pipefail
source "$(dirname "$0")/env.sh"
trunk build --release
