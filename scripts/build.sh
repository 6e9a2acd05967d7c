#!/usr/bin/env bash
# Builds the static site into dist/ (release). Assumes the tools are installed. trunk runs
# offline (it downloads no tool); the crates the lock file names are fetched first, so a
# fresh machine's first build has them whatever trunk tells cargo.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cargo fetch --locked --quiet
trunk build --release
