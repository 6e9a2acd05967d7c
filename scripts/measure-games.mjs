#!/usr/bin/env node
// Prints how long a page with 6,000 games in Your games takes (issue 44, 19): from the
// reload to the archive's answer (`recentGames()` resolving: the database read and the
// list built), and to open the Your games dialog (the click until two frames later: the
// view, the list's rows laid out and painted), median of 5 opens. The games are stored
// straight into the page's IndexedDB in a random order of their dates, as a database
// keyed by id gives them back. A measurement only: nothing passes or fails on a timing.
//
//   node scripts/measure-games.mjs [dist-dir]   (after `bash scripts/build.sh`)

import { launchBrowser, serveDist, waitReady, DIST, CAPTURE_GAME } from '../e2e/browser.mjs';

const GAMES = 6000;
const OPENS = 5;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

const server = await serveDist(process.argv[2] ?? DIST);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(server.url + '/', { waitUntil: 'load' });
  await waitReady(page);
  // One finished game of 15 plies as the model of every record.
  for (const m of CAPTURE_GAME) {
    const r = await page.evaluate((m) => window.threeCrowns.play(m), m);
    if (!r.ok) throw new Error(`play(${m}): ${r.error}`);
  }
  const model = await page.evaluate(() => window.threeCrowns.exportGames());
  await page.evaluate(
    ({ model, n }) =>
      new Promise((ok, fail) => {
        const open = indexedDB.open('three-crowns');
        open.onerror = () => fail(String(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('games', 'readwrite');
          const store = tx.objectStore('games');
          // Dates in a shuffled order (a fixed seed: the same order every run).
          let seed = 12345;
          const dates = Array.from({ length: n }, (_, i) => 1_700_000_000_000 + i * 60_000);
          for (let i = n - 1; i > 0; i--) {
            seed = (seed * 1103515245 + 12345) % 2147483648;
            const j = seed % (i + 1);
            [dates[i], dates[j]] = [dates[j], dates[i]];
          }
          for (let i = 0; i < n; i++) {
            const id = `m${String(i).padStart(5, '0')}`;
            const record = model
              .replace(/\[GameId "[^"]*"\]/, `[GameId "${id}"]`)
              .replace(/\[White "[^"]*"\]/, `[White "Player ${i}"]`);
            store.put({ id, record, updated: dates[i] });
          }
          tx.oncomplete = () => {
            db.close();
            ok();
          };
          tx.onerror = () => fail(String(tx.error));
        };
      }),
    { model, n: GAMES },
  );
  await page.reload({ waitUntil: 'load' });
  await waitReady(page);
  const loaded = await page.evaluate(async () => {
    const games = await window.threeCrowns.recentGames();
    return { ms: performance.now(), count: games.length };
  });
  const opens = [];
  let rows = 0;
  for (let i = 0; i < OPENS; i++) {
    const r = await page.evaluate(async () => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const t0 = performance.now();
      document.getElementById('open-games').click();
      await frames();
      const ms = performance.now() - t0;
      const rows = document.querySelectorAll('#games-list li').length;
      document.getElementById('games-close').click();
      await frames();
      return { ms, rows };
    });
    opens.push(r.ms);
    rows = r.rows;
  }
  console.log(`| games | reload to the archive's answer | open Your games (median of ${OPENS}) | rows shown |`);
  console.log('|---:|---:|---:|---:|');
  console.log(`| ${loaded.count} | ${Math.round(loaded.ms)} ms | ${Math.round(median(opens))} ms | ${rows} |`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
