#!/usr/bin/env node
// Draws the app's PNG icons (the design of www/favicon.svg: a gold crown on a dark disc
// on a wooden square) with Node built-ins only: shapes sampled 4x4 per pixel, PNG chunks
// written by hand, zlib for the pixel data. The PNGs are committed; run again only when
// the design changes:   node scripts/make-icons.mjs
//   www/icon-192.png, www/icon-512.png             purpose "any" (rounded square)
//   www/icon-maskable-512.png                      purpose "maskable" (full bleed, the
//                                                  design inside the 80 % safe circle)

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const WOOD = rgb('#b58863');
const DISC = rgb('#2a2723');
const DISC_EDGE = rgb('#0b0a09');
const GOLD = rgb('#e7ad1c');
const GOLD_EDGE = rgb('#6e4a00');
// The crown is read from www/favicon.svg, which holds the one crown drawing of
// src/ui/crown.rs (a unit test keeps them equal): its outline, its tip balls, its stroke,
// and the transform that places it on the disc.
const ICON = fs.readFileSync(path.join(ROOT, 'www/favicon.svg'), 'utf8');
const [, TX, TY, K] = ICON.match(/translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)/).map(Number);
const place = ([x, y]) => [TX + x * K, TY + y * K];
const CROWN = ICON.match(/ d="M([^"]*)Z"/)[1].split('L').map((p) => place(p.trim().split(/\s+/).map(Number)));
const TIPS = [...ICON.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([-\d.]+)"\/>/g)]
  .filter((m) => ICON.indexOf(m[0]) > ICON.indexOf('<g '))
  .map((m) => [...place([Number(m[1]), Number(m[2])]), Number(m[3]) * K]);
const HALF_STROKE = (Number(ICON.match(/<g fill="[^"]*" stroke="[^"]*" stroke-width="([-\d.]+)"/)[1]) * K) / 2;

function inside(poly, x, y) {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}
function edgeDistance(poly, x, y) {
  let d = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j];
    const [bx, by] = poly[i];
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    d = Math.min(d, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return d;
}
function inRoundedSquare(x, y, r) {
  const cx = Math.max(r, Math.min(64 - r, x));
  const cy = Math.max(r, Math.min(64 - r, y));
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && Math.hypot(x - cx, y - cy) <= r;
}

/** The colour (RGBA) at design coordinates (x, y) in 0..64. */
function sample(x, y, maskable) {
  let c = null;
  if (maskable) {
    c = WOOD;
    // The disc and crown scaled to 72 % and centred: inside the safe circle.
    const s = 0.72;
    x = 32 + (x - 32) / s;
    y = 34 + (y - 32) / s;
  } else if (inRoundedSquare(x, y, 12)) c = WOOD;
  const r = Math.hypot(x - 32, y - 34);
  if (r <= 25) c = r <= 23 ? DISC : DISC_EDGE;
  const e = edgeDistance(CROWN, x, y);
  if (e <= HALF_STROKE) c = GOLD_EDGE;
  else if (inside(CROWN, x, y)) c = GOLD;
  for (const [tx, ty, tr] of TIPS) {
    const d = Math.hypot(x - tx, y - ty);
    if (d <= tr - HALF_STROKE) c = GOLD;
    else if (d <= tr + HALF_STROKE) c = GOLD_EDGE;
  }
  return c ? [...c, 255] : [0, 0, 0, 0];
}

function render(size, maskable) {
  const N = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < N; sy++)
        for (let sx = 0; sx < N; sx++) {
          const [r, g, b, a] = sample(((px + (sx + 0.5) / N) * 64) / size, ((py + (sy + 0.5) / N) * 64) / size, maskable);
          acc[0] += r * a;
          acc[1] += g * a;
          acc[2] += b * a;
          acc[3] += a;
        }
      const a = acc[3];
      const o = 1 + px * 4;
      if (a > 0) for (let k = 0; k < 3; k++) row[o + k] = Math.round(acc[k] / a);
      row[o + 3] = Math.round(a / (N * N));
    }
    rows.push(row);
  }
  return png(size, size, zlib.deflateSync(Buffer.concat(rows), { level: 9 }));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(w, h, idat) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  const file = path.join(ROOT, 'www', name);
  fs.writeFileSync(file, render(size, maskable));
  console.log(`${path.relative(ROOT, file)}: ${fs.statSync(file).size} bytes`);
}
