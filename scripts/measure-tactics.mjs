// The tactical suite in the browser: each position of tests/tactics.tsv opened from a
// share link, the Hint button pressed (the full search in the page's Web Worker, 900 ms),
// and the hinted move checked against the suite's winning moves. A measurement only.
//   node scripts/measure-tactics.mjs        (after bash scripts/build.sh)
import fs from 'node:fs';
import path from 'node:path';
import { setup, openGame, state, shareHash, openFragment, ROOT } from '../e2e/browser.mjs';

const lines = fs
  .readFileSync(path.join(ROOT, 'tests', 'tactics.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.split('\t'));
const env = await setup();
const g = await openGame(env);
const p = g.page;
let solved = 0;
const times = [];
for (const [i, [tcn, , wins]] of lines.entries()) {
  await openFragment(p, shareHash({ tcn }), tcn);
  const t0 = Date.now();
  await p.click('#hint');
  await p.waitForFunction(() => window.threeCrowns.state().hint, null, { timeout: 10_000 });
  times.push(Date.now() - t0);
  const { hint } = await state(p);
  if (wins.split(',').includes(hint)) solved++;
  else console.log(`missed ${i + 1}: ${tcn} hint ${hint}, wins ${wins}`);
}
times.sort((a, b) => a - b);
console.log(
  `solved ${solved}/${lines.length} (${((100 * solved) / lines.length).toFixed(1)}%) in the page's worker;` +
    ` hint shown after ${times[Math.floor(times.length / 2)]} ms (median), ${times.at(-1)} ms (max)`,
);
await g.close();
await env.close();
