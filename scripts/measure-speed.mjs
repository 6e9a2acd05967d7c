// The search's speed in the browser: the engine's `bench` in the page's Web Worker
// (threeCrowns.bench()) and natively (target/release/three-crowns bench), run in turn
// RUNS times (default 7) so that both see the same drift of a shared machine; prints
// each side's median nodes per second and the median of the pairs' ratios.
// A measurement only.
//   node scripts/measure-speed.mjs [RUNS]          (after bash scripts/build.sh)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setup, openGame, ROOT } from '../e2e/browser.mjs';

const count = Math.max(1, Number(process.argv[2]) || 7);
const native = path.join(ROOT, 'target', 'release', 'three-crowns');
const hasNative = fs.existsSync(native);
const nps = (line) => Number(line.match(/nps (\d+)/)[1]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const env = await setup();
const g = await openGame(env);
const wasm = [];
const nat = [];
// One run first, not counted: the worker's module compiles and warms up.
await g.page.evaluate(() => window.threeCrowns.bench());
for (let i = 0; i < count; i++) {
  wasm.push(nps(await g.page.evaluate(() => window.threeCrowns.bench())));
  if (hasNative) {
    const out = execFileSync(native, ['bench'], { encoding: 'utf8' }).trim().split('\n').at(-1);
    nat.push(nps(out));
  }
}
await g.close();
await env.close();
console.log(`wasm (Chromium worker) nps: ${wasm.join(' ')}; median ${median(wasm)}`);
if (hasNative) {
  console.log(`native nps: ${nat.join(' ')}; median ${median(nat)}`);
  const ratios = wasm.map((w, i) => w / nat[i]);
  console.log(
    `wasm/native: median of ${count} pairs ${(100 * median(ratios)).toFixed(0)}% ` +
      `(range ${(100 * Math.min(...ratios)).toFixed(0)}-${(100 * Math.max(...ratios)).toFixed(0)}%)`,
  );
}
