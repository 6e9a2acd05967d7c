// Where a wasm module's code bytes go: each function's body size from the code section,
// named by the module's name section (build without stripping symbols), grouped by the
// path of its Rust symbol. A tool for the first-load budget (docs/MEASUREMENTS.md, "The first load").
//
//   node scripts/wasm-sizes.mjs FILE.wasm [DEPTH] [TOP]
//
// DEPTH (2 by default) is how many path segments name a group ("three_crowns::ui");
// TOP (40 by default) how many groups and functions are listed. Raw bytes, not gzipped:
// a guide to what is large, not the budget's figure.
import { readFileSync } from 'node:fs';

const [file, depthArg, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/wasm-sizes.mjs FILE.wasm [DEPTH] [TOP]');
  process.exit(2);
}
const depth = Number(depthArg ?? 2);
const top = Number(topArg ?? 40);
const bytes = readFileSync(file);

let at = 8;
function leb() {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return result;
  }
}
function name() {
  const n = leb();
  const s = bytes.toString('utf8', at, at + n);
  at += n;
  return s;
}

let imported = 0;
const bodies = [];
const names = new Map();
let dataBytes = 0;
while (at < bytes.length) {
  const id = bytes[at++];
  const size = leb();
  const end = at + size;
  if (id === 2) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      name();
      name();
      const kind = bytes[at++];
      if (kind === 0) {
        imported++;
        leb();
      } else if (kind === 1) {
        at++;
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else {
        at += 2;
      }
    }
  } else if (id === 10) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const len = leb();
      bodies.push(len);
      at += len;
    }
  } else if (id === 11) {
    dataBytes = size;
  } else if (id === 0) {
    const section = name();
    if (section === 'name') {
      while (at < end) {
        const sub = bytes[at++];
        const subSize = leb();
        const subEnd = at + subSize;
        if (sub === 1) {
          const count = leb();
          for (let i = 0; i < count; i++) {
            const index = leb();
            names.set(index, name());
          }
        }
        at = subEnd;
      }
    }
  }
  at = end;
}

function demangle(raw) {
  // Legacy Rust mangling: _ZN<len><seg>...E, with a trailing 17h<hash>.
  if (!raw.startsWith('_ZN')) return raw;
  const segs = [];
  let i = 3;
  while (i < raw.length && raw[i] !== 'E') {
    let n = 0;
    while (raw[i] >= '0' && raw[i] <= '9') n = n * 10 + Number(raw[i++]);
    if (n === 0) break;
    segs.push(raw.slice(i, i + n));
    i += n;
  }
  if (segs.length && /^h[0-9a-f]{16}$/.test(segs.at(-1))) segs.pop();
  return segs
    .join('::')
    .replaceAll('$LT$', '<')
    .replaceAll('$GT$', '>')
    .replaceAll('$u20$', ' ')
    .replaceAll('$u7b$', '{')
    .replaceAll('$u7d$', '}')
    .replaceAll('$RF$', '&')
    .replaceAll('$C$', ',')
    .replaceAll('..', '::');
}

function group(full) {
  const path = full.replace(/^<+/, '').split(/ as |[<>]/)[0];
  return path.split('::').slice(0, depth).join('::');
}

const groups = new Map();
const functions = [];
let total = 0;
bodies.forEach((len, i) => {
  const full = demangle(names.get(i + imported) ?? `#${i + imported}`);
  total += len;
  functions.push([len, full]);
  const g = group(full);
  groups.set(g, (groups.get(g) ?? 0) + len);
});
const pad = (n) => String(n).padStart(9);
console.log(`${pad(total)}  code bytes in ${bodies.length} functions; ${dataBytes} bytes of data`);
console.log('\nby group:');
for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${pad(n)}  ${g}`);
}
console.log('\nlargest functions:');
for (const [n, f] of functions.sort((a, b) => b[0] - a[0]).slice(0, top)) {
  console.log(`${pad(n)}  ${f.slice(0, 140)}`);
}
