# Shortcuts for the scripts in scripts/ (the README's commands work without make).
.PHONY: play test build bench measure lighthouse perft clean
play:    ; bash scripts/play.sh
test:    ; bash scripts/test.sh
build:   ; bash scripts/build.sh
bench:   ; cargo bench --bench perft
measure: ; bash scripts/install-tools.sh --browser && bash scripts/build.sh && cargo build --release && node scripts/measure.mjs && node scripts/lighthouse.mjs
# Lighthouse's scores alone (a measurement, not a test).
lighthouse: ; bash scripts/install-tools.sh --browser && bash scripts/build.sh && node scripts/lighthouse.mjs
perft:   ; cargo run --release -- perft 5
clean:   ; cargo clean && rm -rf dist
