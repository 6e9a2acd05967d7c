#!/usr/bin/env node
// Prints the figures docs/MEASUREMENTS.md reports, as a markdown table:
//   1. total gzipped bytes of everything the first page load fetches (zlib level 9);
//   2. first board paint (performance mark "board-painted"), median of 5 fresh loads;
//   3. frame intervals during a double-jump animation (p50 / p95 / max);
//   4. perft 5 leaves/s in wasm (threeCrowns.perft, in the engine worker) and natively,
//      and their ratio; the worker's round trip (perft 0).
//
//   node scripts/measure.mjs            (after `trunk build --release --offline` and
//                                        `cargo build --release`)
//   node scripts/measure.mjs --weight   (1. only: the first load's files and bytes)
//
// These are measurements only: nothing here passes or fails on a timing.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  ROOT,
  setup,
  openGame,
  state,
  clickSquare,
  waitIdle,
  shareHash,
  JUMP_TCN,
} from '../e2e/browser.mjs';

const WEIGHT_ONLY = process.argv.includes('--weight');
const NATIVE = path.join(ROOT, 'target', 'release', 'three-crowns');
const LOADS = 5;
const JUMP_RUNS = 5;
const PERFT_DEPTH = 5;
const PERFT_RUNS = 7;
// Untimed runs first, so the browser's optimising tier has compiled the wasm.
const PERFT_WARMUP = 3;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** 1. Everything the first load fetches, gzipped. `sw: true` marks what the service
 *  worker fetches afterwards in the background (its script and its precache install). */
async function transferSize(env) {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const responses = [];
  context.on('response', (r) => responses.push(r));
  await page.goto(env.url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The service worker's install (release builds register it after the game started).
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 10_000))]),
  );
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const r of responses) {
    const url = new URL(r.url());
    if (!url.protocol.startsWith('http')) continue;
    let body;
    try {
      body = await r.body();
    } catch {
      continue; // e.g. redirects have no body
    }
    // The service worker's own fetches (its script, its precache), and what it then
    // answers the page from that cache (the rest of the page's code, fetched once it takes
    // the page over: src/web/rest.js): no byte of the first load.
    const cached = r.fromServiceWorker();
    const sw = Boolean(r.request().serviceWorker()) || url.pathname.endsWith('/sw.js') || cached;
    files.push({
      path: url.pathname,
      status: r.status(),
      type: (r.headers()['content-type'] ?? '').split(';')[0],
      raw: body.length,
      gz: zlib.gzipSync(body, { level: 9 }).length,
      sw,
      cached,
    });
  }
  await context.close();
  return files;
}

/** 2. board-painted startTime of fresh loads. */
async function firstPaint(env) {
  const times = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    times.push(await page.evaluate(() => performance.getEntriesByName('board-painted')[0]?.startTime ?? NaN));
    await context.close();
  }
  return times;
}

/** 3. Frame intervals while a double jump animates (clicked g2, g4, g6). */
async function jumpFrames(env) {
  const intervals = [];
  let animatedFrames = 0;
  for (let run = 0; run < JUMP_RUNS; run++) {
    const game = await openGame(env, { hash: shareHash({ tcn: JUMP_TCN }) });
    const { page } = game;
    await clickSquare(page, 'g2');
    await clickSquare(page, 'g4');
    // Records every frame's timestamp and whether the game was animating in it.
    await page.evaluate(() => {
      window.__frames = [];
      const rec = (t) => {
        window.__frames.push([t, window.threeCrowns.state().animating]);
        if (!window.__stopFrames) requestAnimationFrame(rec);
      };
      requestAnimationFrame(rec);
    });
    await clickSquare(page, 'g6');
    await waitIdle(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const frames = await page.evaluate(() => {
      window.__stopFrames = true;
      return window.__frames;
    });
    const s = await state(page);
    if (!s.moves.includes('g2xg4xg6')) throw new Error(`the double jump was not played: ${JSON.stringify(s.moves)}`);
    // Intervals between consecutive frames from the first animating frame to the first
    // frame after the animation (that frame ends the last animated interval).
    const first = frames.findIndex(([, a]) => a);
    if (first < 0) {
      await game.close();
      continue;
    }
    let last = first;
    while (last + 1 < frames.length && frames[last + 1][1]) last++;
    const end = Math.min(last + 1, frames.length - 1);
    animatedFrames += last - first + 1;
    for (let i = first + 1; i <= end; i++) intervals.push(frames[i][0] - frames[i - 1][0]);
    await game.close();
  }
  return { intervals, animatedFrames };
}

/**
 * 4a. perft in the engine worker (threeCrowns.perft's promise), timed in the page with
 * performance.now() from the call to the resolution: the count plus the worker's round
 * trip, which `perft 0` (one leaf) measures on its own.
 */
async function wasmPerft(env) {
  const game = await openGame(env);
  const timed = (d) =>
    game.page.evaluate(async (d) => {
      const t0 = performance.now();
      const count = Number(await window.threeCrowns.perft(d));
      return { count, ms: performance.now() - t0 };
    }, d);
  // The first request starts the worker: its bootstrap, the glue, the module instantiated.
  const coldStart = (await timed(0)).ms;
  await game.page.evaluate(
    async ({ d, n }) => {
      for (let i = 0; i < n; i++) await window.threeCrowns.perft(d);
    },
    { d: PERFT_DEPTH, n: PERFT_WARMUP },
  );
  const runs = [];
  for (let i = 0; i < PERFT_RUNS; i++) runs.push(await timed(PERFT_DEPTH));
  const roundTrips = [];
  for (let i = 0; i < PERFT_RUNS; i++) roundTrips.push((await timed(0)).ms);
  await game.close();
  return { runs, roundTrips, coldStart };
}

/** 4b. The native binary's perft, timed around the process and from its own report. */
function nativePerft() {
  if (!fs.existsSync(NATIVE)) return null;
  const runs = [];
  for (let i = 0; i < PERFT_RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(NATIVE, ['perft', String(PERFT_DEPTH)], { encoding: 'utf8' });
    const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status !== 0) throw new Error(`native perft failed: ${r.stderr}`);
    const count = Number(/perft \d+ (\d+)/.exec(r.stdout)?.[1]);
    // The binary times the count itself (excluding process start) and prints the rate;
    // its rate has more precision than its 3-decimal seconds.
    const rate = Number(/([\d.]+) million leaves\/s/.exec(r.stderr)?.[1]) * 1e6;
    const ms = Number.isFinite(rate) && rate > 0 ? (count / rate) * 1000 : wallMs;
    runs.push({ count, ms, wallMs });
  }
  return runs;
}

async function main() {
  const env = await setup();
  try {
    const files = await transferSize(env);
    const ok = files.filter((f) => f.status === 200 && !f.sw);
    const swFiles = files.filter((f) => f.status === 200 && f.sw);
    const swGz = swFiles.reduce((a, f) => a + f.gz, 0);
    const totalGz = ok.reduce((a, f) => a + f.gz, 0);
    const totalRaw = ok.reduce((a, f) => a + f.raw, 0);

    console.log('## Page weight (first load, gzip -9 of each response body)\n');
    console.log('| file | type | status | bytes | gzipped |');
    console.log('|---|---|---|---:|---:|');
    for (const f of files)
      console.log(`| \`${f.path}\`${f.cached ? ' (from the service worker)' : f.sw ? ' (service worker)' : ''} | ${f.type} | ${f.status} | ${f.raw} | ${f.gz} |`);
    console.log(`| **total (200 responses)** | | | **${totalRaw}** | **${totalGz}** (${kb(totalGz)}) |`);
    if (WEIGHT_ONLY) return;

    const paints = await firstPaint(env);
    const { intervals, animatedFrames } = await jumpFrames(env);
    const { runs: wasm, roundTrips, coldStart } = await wasmPerft(env);
    const native = nativePerft();

    const bestWasm = wasm.reduce((a, b) => (b.ms < a.ms ? b : a));
    const wasmRate = bestWasm.count / (bestWasm.ms / 1000);
    let nativeRate = NaN;
    let bestNative = null;
    if (native) {
      bestNative = native.reduce((a, b) => (b.ms < a.ms ? b : a));
      nativeRate = bestNative.count / (bestNative.ms / 1000);
    }

    console.log('\n## Figures\n');
    console.log('| measurement | value |');
    console.log('|---|---|');
    console.log(`| first load, total gzipped | ${totalGz} bytes (${kb(totalGz)}) in ${ok.length} files |`);
    console.log(
      `| then in the background: the service worker and its precache, gzipped | ${swGz} bytes (${kb(swGz)}) in ${swFiles.length} files |`,
    );
    console.log(
      `| first board paint (\`board-painted\`), median of ${LOADS} loads | ${fmt(median(paints))} ms ` +
        `(runs: ${paints.map((t) => fmt(t)).join(', ')}) |`,
    );
    console.log(
      `| double-jump animation frame interval p50 / p95 / max | ${fmt(quantile(intervals, 0.5))} / ` +
        `${fmt(quantile(intervals, 0.95))} / ${fmt(Math.max(...intervals))} ms ` +
        `(${intervals.length} intervals, ${animatedFrames} animated frames, ${JUMP_RUNS} jumps) |`,
    );
    console.log(
      `| perft ${PERFT_DEPTH} in wasm, engine worker (best of ${PERFT_RUNS}, round trip included) | ` +
        `${bestWasm.count} leaves in ${fmt(bestWasm.ms)} ms = ${fmt(wasmRate / 1e6)} M leaves/s |`,
    );
    console.log(
      `| engine worker round trip (\`perft 0\`), median of ${PERFT_RUNS} | ${fmt(median(roundTrips), 2)} ms |`,
    );
    console.log(`| engine worker start (the page's first \`perft 0\`) | ${fmt(coldStart)} ms |`);
    if (native) {
      console.log(
        `| perft ${PERFT_DEPTH} native (best of ${PERFT_RUNS}) | ${bestNative.count} leaves in ${fmt(bestNative.ms)} ms = ` +
          `${fmt(nativeRate / 1e6)} M leaves/s |`,
      );
      console.log(`| wasm / native speed | ${fmt(wasmRate / nativeRate, 2)} |`);
    } else {
      console.log(`| perft ${PERFT_DEPTH} native | n/a (${NATIVE} missing: cargo build --release) |`);
    }
    if (native && bestNative.count !== bestWasm.count) {
      console.log(`\nWARNING: perft ${PERFT_DEPTH} differs: wasm ${bestWasm.count}, native ${bestNative.count}`);
    }
    const env_ = [
      `Chromium ${env.browser.version()}`,
      `node ${process.version}`,
      (() => {
        try {
          return execFileSync('uname', ['-srm'], { encoding: 'utf8' }).trim();
        } catch {
          return '';
        }
      })(),
    ].filter(Boolean);
    console.log(`\nMeasured headless (${env_.join(', ')}).`);
  } finally {
    await env.close();
  }
}

await main();
