// Rebuilds www/vendor/trystero.js: Trystero's torrent strategy (WebRTC signalling over
// WebTorrent trackers) bundled into one ES module with no bare import, which the page
// loads at the first live game (www/live.js). Not part of the build: run it by hand to
// update the pinned version, then commit the file.
//
//   node scripts/vendor-trystero.mjs
//
// It installs the pinned packages and esbuild into a temporary folder (network needed),
// bundles, minifies, and writes the file with the licence on top.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '0.25.4';
const ESBUILD = '0.28.2';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'www', 'vendor', 'trystero.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trystero-'));
const run = (cmd, args) => execFileSync(cmd, args, { cwd: dir, stdio: 'inherit' });
fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts',
  `@trystero-p2p/torrent@${VERSION}`, `esbuild@${ESBUILD}`]);
fs.writeFileSync(path.join(dir, 'entry.mjs'),
  "export { joinRoom, getRelaySockets, selfId } from '@trystero-p2p/torrent';\n");
run(path.join(dir, 'node_modules', '.bin', 'esbuild'),
  ['entry.mjs', '--bundle', '--format=esm', '--minify', '--legal-comments=none', '--outfile=out.js']);
const licence = fs.readFileSync(path.join(dir, 'node_modules', '@trystero-p2p', 'core', 'LICENSE'), 'utf8');
const banner = `/*! Trystero ${VERSION} (@trystero-p2p/torrent and core), bundled by scripts/vendor-trystero.mjs.\n` +
  licence.trim().split('\n').map((l) => ` * ${l}`.trimEnd()).join('\n') + '\n */\n';
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, banner + fs.readFileSync(path.join(dir, 'out.js'), 'utf8'));
fs.rmSync(dir, { recursive: true, force: true });
console.log(`vendor-trystero: ${OUT} (${fs.statSync(OUT).size} bytes)`);
