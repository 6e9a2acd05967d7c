// What the measuring scripts share: the project's root, the release binary, the first
// openings of tests/openings.txt and the median.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The native binary built by `cargo build --release`. */
export const BIN = path.join(ROOT, 'target', 'release', 'three-crowns');

/** The first `n` openings of tests/openings.txt, as written there (`startpos moves …`). */
export function firstOpenings(n) {
  return fs
    .readFileSync(path.join(ROOT, 'tests', 'openings.txt'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .slice(0, n);
}

/** The middle value (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
