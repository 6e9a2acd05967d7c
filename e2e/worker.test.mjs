// End-to-end tests of the engine's Web Worker: `threeCrowns.perft(depth)` counts in a
// module worker (www/engine-worker.js) on the engine's own wasm module, fetched only
// then, under the content-hashed names the page's loader tag gives, the page
// stays responsive during a long count, `stopPerft()` cancels it, a worker that fails is
// replaced and the question asked again (rejected only when every try fails), and the
// site served under a sub-path still starts its worker.
// Only the contract of docs/FRONTEND.md; no timing asserted beyond "the page answers".
//
//   node --test --test-concurrency=1 e2e/worker.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openGame, state, playApi, launchBrowser, DIST, AFTER_A6A7, BOOTSTRAP } from './browser.mjs';
import { startServer } from './serve.mjs';

const T = { timeout: 120_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

/** Records the URLs of the dedicated workers `page` starts. */
function watchWorkers(page) {
  const urls = [];
  page.on('worker', (w) => urls.push(w.url()));
  return urls;
}

/** `threeCrowns.perft(depth)` settled: `{ count }` or `{ error }` (the Error's message). */
function perft(page, depth) {
  return page.evaluate(
    (d) =>
      window.threeCrowns.perft(d).then(
        (count) => ({ count }),
        (e) => ({ error: e instanceof Error ? e.message : `not an Error: ${e}` }),
      ),
    depth,
  );
}

test('perft counts in the engine worker, for the live position', T, async () => {
  const game = await openGame(env);
  const { page } = game;
  try {
    const workers = watchWorkers(page);
    const requests = [];
    // Not the service worker's background precache: what the page and its worker fetch.
    page.context().on('request', (r) => r.serviceWorker() || requests.push(new URL(r.url()).pathname));
    assert.equal(workers.length, 0, 'no worker before the first perft');
    // The page's own load fetched none of the engine: its loader tag only names the files.
    const named = await page.evaluate(() => {
      const tag = document.querySelector('script[data-engine-js][data-engine-wasm]');
      return [tag.dataset.engineJs, tag.dataset.engineWasm].map((f) => new URL(f, document.baseURI).pathname);
    });
    assert.match(named[0], /^\/three-crowns-engine-[0-9a-f]{16}\.js$/);
    assert.match(named[1], /^\/three-crowns-engine-[0-9a-f]{16}_bg\.wasm$/);
    const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(!loadedBefore.some((p) => p.includes('three-crowns-engine')), `loaded: ${loadedBefore}`);
    const p = await page.evaluate(async () => {
      const p = window.threeCrowns.perft(0);
      return [p instanceof Promise, await p];
    });
    assert.deepEqual(p, [true, 1], 'perft returns a Promise');
    assert.deepEqual(await perft(page, 3), { count: 5634 });
    assert.deepEqual(await perft(page, 2), { count: 1028 });
    assert.equal(workers.length, 1, `one worker started: ${workers}`);
    assert.match(workers[0], BOOTSTRAP);
    // The worker loads the bootstrap and the engine's glue and wasm the page named, and
    // none of the page's own files.
    assert.ok(requests.some((p) => /^\/www\/engine-worker\.js$/.test(p)), `requests: ${requests}`);
    for (const f of named) assert.ok(requests.includes(f), `${f} in requests: ${requests}`);
    assert.ok(!requests.some((p) => p.includes('three-crowns-web')), `requests: ${requests}`);
    // The position the page shows, not the start.
    await playApi(page, ['a6-a7']);
    const s = await state(page);
    assert.equal(s.tcn, AFTER_A6A7);
    assert.deepEqual(await perft(page, 1), { count: s.legalMoves.length });
    assert.equal(workers.length, 1, 'the same worker answers again');
    // Bad depths reject with a clear message and leave the worker alone.
    for (const bad of [8, -1, 2.5, '3', null]) {
      const r = await perft(page, bad);
      assert.match(r.error ?? '', /^perft depth must be a whole number from 0 to 7, not /, `perft(${bad})`);
    }
    assert.equal(await page.evaluate(() => window.threeCrowns.stopPerft()), false, 'nothing to stop');
    assert.deepEqual(await perft(page, 1), { count: s.legalMoves.length });
  } finally {
    await game.close();
  }
});

test('a long perft leaves the page responsive, and stopPerft cancels it', T, async () => {
  const game = await openGame(env);
  const { page } = game;
  try {
    const workers = watchWorkers(page);
    const wasmFetches = [];
    page.context().on('request', (r) => r.serviceWorker() || (/three-crowns-engine-[^/]*\.wasm$/.test(r.url()) && wasmFetches.push(r.url())));
    const started = page.waitForEvent('worker');
    // Depth 7 from the start: seconds of counting in the worker.
    await page.evaluate(() => {
      window.__long = { settled: null };
      window.threeCrowns.perft(7).then(
        (count) => (window.__long.settled = { count }),
        (e) => (window.__long.settled = { error: e.message }),
      );
    });
    // The count runs in a worker: one has started.
    await started;
    assert.equal(workers.length, 1, `one worker for the count: ${workers}`);
    // Frames keep coming while the worker counts.
    const frames = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let n = 0;
          const t0 = performance.now();
          const tick = (t) => {
            n++;
            if (t - t0 < 500) requestAnimationFrame(tick);
            else resolve(n);
          };
          requestAnimationFrame(tick);
        }),
    );
    assert.ok(frames >= 5, `requestAnimationFrame fired ${frames} times in 500 ms during the perft`);
    // A move can be played meanwhile.
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.play('a6-a7')), { ok: true });
    assert.equal((await state(page)).tcn, AFTER_A6A7);
    assert.equal(await page.evaluate(() => window.__long.settled), null, 'perft 7 still running');
    // Stopping rejects the promise with "stopped" and starts a fresh worker.
    assert.equal(await page.evaluate(() => window.threeCrowns.stopPerft()), true);
    await page.waitForFunction(() => window.__long.settled !== null);
    assert.deepEqual(await page.evaluate(() => window.__long.settled), { error: 'stopped' });
    const s = await state(page);
    assert.deepEqual(await perft(page, 1), { count: s.legalMoves.length });
    assert.equal(workers.length, 2, `the stopped worker was replaced: ${workers}`);
    // The page compiled the engine once: the new worker got the same module.
    assert.equal(wasmFetches.length, 1, `the engine's wasm fetched once: ${wasmFetches}`);
    // A second perft while one runs stops the first.
    const both = await page.evaluate(() => {
      const first = window.threeCrowns.perft(7).then(String, (e) => e.message);
      const second = window.threeCrowns.perft(2).then(String, (e) => e.message);
      return Promise.all([first, second]);
    });
    assert.equal(both[0], 'stopped');
    assert.match(both[1], /^\d+$/);
  } finally {
    await game.close();
  }
});

/** A page whose engine workers' bootstrap throws on its first message for the first
 *  `failures` workers started (every worker when `failures` is Infinity). */
async function brokenWorkers(failures) {
  // No service worker: its precache would fetch (and be served) the broken bootstrap.
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  let left = failures;
  const served = { broken: 0 };
  await context.route(BOOTSTRAP, (route) => {
    if (left-- > 0) {
      served.broken += 1;
      const body = 'self.onmessage = () => { throw new Error("broken bootstrap"); };';
      return route.fulfill({ contentType: 'text/javascript', body });
    }
    return route.continue();
  });
  const game = await openGame(env, { context });
  const warnings = [];
  game.page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  return { game, context, warnings, served };
}

/** Closes what `brokenWorkers` opened; the workers' own uncaught errors are the point. */
async function closeBroken({ game, context }) {
  await context.close();
  game.errors.splice(0, game.errors.length, ...game.errors.filter((e) => !/broken bootstrap/.test(e)));
  await game.close();
}

test('a worker that fails is replaced: a fresh one answers the same question', T, async () => {
  const broken = await brokenWorkers(1);
  try {
    assert.deepEqual(await perft(broken.game.page, 2), { count: 1028 });
    assert.equal(broken.served.broken, 1);
    assert.ok(
      broken.warnings.some((w) => /engine worker failed \(.*broken bootstrap.*\); a fresh one is asked again/.test(w)),
      `the failure was logged: ${JSON.stringify(broken.warnings)}`,
    );
  } finally {
    await closeBroken(broken);
  }
});

test('only when every try fails is the question rejected, with the reason', T, async () => {
  const broken = await brokenWorkers(Infinity);
  try {
    const r = await perft(broken.game.page, 2);
    assert.match(r.error ?? '', /^the engine worker failed: .*broken bootstrap/, JSON.stringify(r));
    // Three workers tried (the broken bootstrap was fetched for each).
    assert.ok(broken.served.broken >= 3, `broken bootstraps served: ${broken.served.broken}`);
  } finally {
    await closeBroken(broken);
  }
});

test('served under a sub-path, the page still starts its worker', T, async () => {
  const server = await startServer(DIST, 0, { prefix: '/some/path/' });
  const browser = await launchBrowser();
  const sub = { url: server.url + '/', browser };
  try {
    assert.match(sub.url, /\/some\/path\/$/);
    const game = await openGame(sub);
    try {
      const workers = watchWorkers(game.page);
      assert.deepEqual(await perft(game.page, 3), { count: 5634 });
      assert.equal(workers.length, 1);
      assert.ok(workers[0].startsWith(server.url + '/www/engine-worker.js'), workers[0]);
    } finally {
      await game.close();
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
