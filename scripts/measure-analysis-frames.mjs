// The main thread's work while the analysis runs, in headless Chromium (the built game in
// dist/): with LINES best lines (default 3) the analysis is switched on, then six moves
// are played 1.5 s apart, with a Chrome trace of the page's main thread recorded. Prints,
// per run, the main thread's tasks over 50 ms (long tasks), the number of animation
// frames and the milliseconds spent in them and in Paint. A measurement only (RUNS runs,
// default 3): a 2-core machine shares its cores with the engine's worker and the browser.
//   node scripts/measure-analysis-frames.mjs [LINES] [RUNS]      (after the build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setup, withGame } from '../e2e/browser.mjs';

const lines = Math.min(5, Math.max(1, Number(process.argv[2]) || 3));
const runs = Math.max(1, Number(process.argv[3]) || 3);
const MOVES = ['a6-a7', 'a5-b4', 'a7-b7', 'b4-c3', 'h6-g7', 'h5-g4'];
const tracePath = path.join(os.tmpdir(), `analysis-frames-${process.pid}.json`);

/** The main thread's long tasks, frames and paint in the trace at `file`. */
function summary(file) {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const counts = new Map();
  for (const e of events) {
    if (['Layout', 'UpdateLayoutTree', 'FunctionCall'].includes(e.name)) {
      const k = `${e.pid}:${e.tid}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const on = (name) => events.filter((e) => e.name === name && e.ph === 'X' && `${e.pid}:${e.tid}` === main);
  const ms = (xs) => Math.round(xs.reduce((t, e) => t + e.dur, 0) / 1000);
  return {
    longTasks: on('RunTask').filter((e) => e.dur > 50_000).map((e) => Math.round(e.dur / 1000)),
    frames: on('FireAnimationFrame').length,
    frameMs: ms(on('FireAnimationFrame')),
    paintMs: ms(on('Paint')),
  };
}

const env = await setup();
try {
  for (let run = 1; run <= runs; run++) {
    await withGame(env, {}, async ({ page }) => {
      await page.evaluate(() => window.threeCrowns.setSettings({ muted: true }));
      await page.evaluate((n) => window.threeCrowns.setAnalysisLines(n), lines);
      await page.click('#analysis');
      await page.waitForTimeout(500);
      await env.browser.startTracing(page, {
        path: tracePath,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      for (const m of MOVES) {
        await page.evaluate((m) => window.threeCrowns.play(m), m);
        await page.waitForTimeout(1500);
      }
      await env.browser.stopTracing();
      console.log(JSON.stringify({ lines, run, ...summary(tracePath) }));
    });
  }
} finally {
  fs.rmSync(tracePath, { force: true });
  await env.close();
}
