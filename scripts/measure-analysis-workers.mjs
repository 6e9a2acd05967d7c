// The page's analysis on 1 and 2 workers in headless Chromium (the built game in dist/):
// time to a fixed depth with LINES best lines (default 3), over the start position and
// the positions after the first four openings of tests/openings.txt. The machine's cores
// are made to look like 2 and 3 (navigator.hardwareConcurrency), which gives the
// analysis 1 and 2 workers (one core is left to the page). For each position and count,
// in turn ROUNDS times (default 3), the time from switching the analysis on until every
// line on show has reached DEPTH (default 10); prints the median per position and the
// total, and the speed-up of two workers. A measurement only: a 2-core machine runs two
// workers on its two cores, beside the browser's own threads.
//   node scripts/measure-analysis-workers.mjs [DEPTH] [LINES] [ROUNDS]   (after the build)
import { setup, openGame, shareHash } from '../e2e/browser.mjs';
import { firstOpenings, median } from './openings.mjs';

const depth = Math.max(1, Number(process.argv[2]) || 10);
const lines = Math.min(5, Math.max(1, Number(process.argv[3]) || 3));
if (lines < 2) {
  console.log('one line is searched by one worker: nothing to compare');
  process.exit(0);
}
const rounds = Math.max(1, Number(process.argv[4]) || 3);
const openings = firstOpenings(4).map((l) => l.replace(/^startpos moves /, '').split(' '));
const positions = [[], ...openings];

/** Milliseconds from switching the analysis on until every line reaches `depth`. */
async function timeToDepth(env, cores, moves) {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
  }, cores);
  const game = await openGame(env, { context, hash: moves.length ? shareHash({ moves }) : '' });
  try {
    const { page } = game;
    await page.evaluate((n) => window.threeCrowns.setAnalysisLines(n), lines);
    // The workers started and warm before the clock runs: one search, then off.
    await page.evaluate(() => window.threeCrowns.setSettings({ muted: true }));
    await page.click('#analysis');
    await page.waitForFunction(() => (window.threeCrowns.state().analysis?.depth ?? 0) >= 2);
    await page.click('#analysis');
    await page.waitForTimeout(300);
    return await page.evaluate(
      ([depth, lines]) =>
        new Promise((done) => {
          const t0 = performance.now();
          document.querySelector('#analysis').click();
          const check = () => {
            const a = window.threeCrowns.state().analysis;
            const ls = a?.lines ?? [];
            if (ls.length === lines && ls.every((l) => l.depth >= depth || l.winIn !== null)) {
              done({ ms: performance.now() - t0, workers: a.workers });
            } else {
              setTimeout(check, 40);
            }
          };
          check();
        }),
      [depth, lines],
    );
  } finally {
    await game.close();
    await context.close();
  }
}

const env = await setup();
try {
  const times = { 1: positions.map(() => []), 2: positions.map(() => []) };
  for (let round = 0; round < rounds; round++) {
    for (const [p, moves] of positions.entries()) {
      for (const workers of [1, 2]) {
        const r = await timeToDepth(env, workers + 1, moves);
        if (r.workers !== workers) throw new Error(`asked for ${workers} workers, got ${r.workers}`);
        times[workers][p].push(r.ms);
      }
    }
  }
  console.log(`depth ${depth}, ${lines} lines, ${positions.length} positions, ${rounds} rounds`);
  const total = {};
  for (const workers of [1, 2]) {
    const per = times[workers].map(median);
    total[workers] = per.reduce((a, b) => a + b, 0);
    console.log(
      `${workers} worker${workers > 1 ? 's' : ''}: ${Math.round(total[workers])} ms (per position: ${per
        .map((t) => Math.round(t))
        .join(', ')})`,
    );
  }
  console.log(`two workers: x${(total[1] / total[2]).toFixed(2)} time to depth ${depth}`);
} finally {
  await env.close();
}
