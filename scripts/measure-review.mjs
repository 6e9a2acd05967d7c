// Measures the post-game review of a 100-ply game in the page (headless Chromium): the
// time from "Review game" to the last position evaluated, and the main thread's long
// tasks meanwhile. The game: steps chosen by a seeded random generator (jumps avoided so
// that it lasts), the repetition rule off, begun again should it end before 100 plies.
// A measurement only.   node scripts/measure-review.mjs [plies]   (after bash scripts/build.sh)
import { setup, openGame, state } from '../e2e/browser.mjs';

const PLIES = Number(process.argv[2] ?? 100);
let seed = 20261130;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const env = await setup();
const g = await openGame(env, { hash: '#rep=off&moves=' });
const p = g.page;
await p.evaluate(() => document.getElementById('repetition').click());
for (let tries = 0; ; tries++) {
  const s = await state(p);
  if (s.ply >= PLIES) break;
  if (s.outcome || tries > 20 * PLIES) {
    await p.click('#new-game');
    continue;
  }
  const steps = s.legalMoves.filter((m) => !m.includes('x'));
  const pool = steps.length ? steps : s.legalMoves;
  const mv = pool[Math.floor(random() * pool.length)];
  await p.evaluate((m) => window.threeCrowns.play(m), mv);
  if ((await state(p)).outcome) await p.evaluate(() => document.getElementById('undo').click());
}
const game = await state(p);
console.log('game', game.ply, 'plies, outcome', JSON.stringify(game.outcome));
await p.evaluate(() => {
  window.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lt.push(Math.round(e.duration));
  }).observe({ type: 'longtask' });
});
const t0 = Date.now();
await p.click('#review-game');
await p.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, {
  timeout: 300_000,
  polling: 100,
});
const ms = Date.now() - t0;
const r = await state(p);
const counts = {};
for (const m of r.review.marks) counts[m.class] = (counts[m.class] ?? 0) + 1;
console.log(
  JSON.stringify({
    plies: game.ply,
    reviewMs: ms,
    perPositionMs: Math.round(ms / (game.ply + 1)),
    marks: counts,
    longTasks: await p.evaluate(() => window.__lt),
  }),
);
await g.close();
await env.close();
