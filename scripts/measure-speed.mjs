// The search's speed in the browser: the engine's `bench` run three times in the page's
// Web Worker (threeCrowns.bench()), the median nodes per second printed beside the same
// bench natively (target/release/three-crowns bench, when built). A measurement only.
//   node scripts/measure-speed.mjs          (after bash scripts/build.sh)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setup, openGame, ROOT } from '../e2e/browser.mjs';

const env = await setup();
const g = await openGame(env);
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await g.page.evaluate(() => window.threeCrowns.bench()));
await g.close();
await env.close();
const nps = (line) => Number(line.match(/nps (\d+)/)[1]);
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const wasm = median(runs.map(nps));
console.log(`wasm (Chromium worker): ${runs.join(' | ')}`);
const native = path.join(ROOT, 'target', 'release', 'three-crowns');
if (fs.existsSync(native)) {
  const lines = [0, 1, 2].map(() => execFileSync(native, ['bench'], { encoding: 'utf8' }).trim().split('\n').at(-1));
  const n = median(lines.map(nps));
  console.log(`native: ${lines.join(' | ')}`);
  console.log(`wasm/native nps: ${wasm} / ${n} = ${((100 * wasm) / n).toFixed(0)}%`);
} else {
  console.log(`wasm nps ${wasm}`);
}
