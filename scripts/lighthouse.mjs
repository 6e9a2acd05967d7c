#!/usr/bin/env node
// Lighthouse (the npm package, pinned in package.json) on the built site: dist/ served by
// e2e/serve.mjs on 127.0.0.1, Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
// started headless by chrome-launcher. Prints the performance, accessibility,
// best-practices and SEO scores for Lighthouse's mobile preset (its default: a mid-range
// phone, throttled 4G and CPU) and its desktop preset, as a markdown table, then each
// weighted audit under 1, so that what to fix is named. Scores and metrics are medians.
//
//   node scripts/lighthouse.mjs          (after `bash scripts/build.sh`; `make lighthouse`)
//   RUNS=3 node scripts/lighthouse.mjs   (the median of 3 runs per preset)
//   node scripts/lighthouse.mjs DIR      (another built site than dist/)
//
// A measurement, not a test: nothing here fails on a score. The server gzips text and
// wasm as static hosts do; it sends `Cache-Control: no-store` (a test server): caching
// headers are the host's business.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../e2e/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`lighthouse: ${DIST}/index.html is missing: build first (bash scripts/build.sh)`);
  process.exit(1);
}

const server = await startServer(DIST, 0, { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
});
const METRICS = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 's'],
];
const rows = [];
const below = new Map();
let version = '';
let browser = '';
try {
  for (const preset of PRESETS) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics = Object.fromEntries(METRICS.map(([id]) => [id, []]));
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(
        server.url + '/',
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        preset.config,
      );
      if (lhr.runtimeError) throw new Error(`${preset.name}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      browser = lhr.environment?.hostUserAgent ?? '';
      for (const c of CATEGORIES) {
        scores[c].push(lhr.categories[c].score);
        for (const ref of lhr.categories[c].auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a.score !== null && a.score < 1) {
            const what = `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}, score ${a.score}`;
            below.set(`${preset.name} ${c}: ${a.id}`, what);
          }
        }
      }
      for (const [id] of METRICS) metrics[id].push(lhr.audits[id].numericValue);
    }
    const shown = METRICS.map(([id, name, unit]) => {
      const v = median(metrics[id]);
      return `${name} ${unit === 's' ? (v / 1000).toFixed(1) : unit === 'ms' ? Math.round(v) : v.toFixed(3)}${unit ? ` ${unit}` : ''}`;
    });
    rows.push({
      preset: preset.name,
      metrics: shown.join(', '),
      runs: scores.performance,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])),
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log(`| preset | performance | accessibility | best practices | SEO | metrics |`);
console.log(`|---|---:|---:|---:|---:|---|`);
for (const r of rows) console.log(`| ${r.preset} | ${CATEGORIES.map((c) => r[c].toFixed(2)).join(' | ')} | ${r.metrics} |`);
// The table rounds to 2 digits: each run's performance score, and the median to 3.
console.log('');
for (const r of rows) {
  console.log(`${r.preset} performance by run: ${r.runs.map((x) => x.toFixed(2)).join(', ')} (median ${r.performance.toFixed(3)})`);
}
console.log(`\nLighthouse ${version}, ${RUNS === 1 ? 'one run' : `medians of ${RUNS} runs`} per preset, ${browser}.`);
if (below.size) {
  console.log('\nWeighted audits under 1 (in any run):');
  for (const [k, v] of below) console.log(`- ${k}: ${v}`);
}
