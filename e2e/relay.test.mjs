// The live tests' relay (e2e/relay.mjs) and the connector (www/live.js) on their own,
// before the game (issue 47): a WebTorrent tracker on 127.0.0.1 and two contexts of
// Debian's headless Chromium (two devices, with no WebRTC switch) meet in a room through
// it and talk over a direct data channel both ways; the tracker saw a hashed room id and
// sealed offers and answers, never the texts nor an SDP; a third context with another key
// is reported as refused (by whichever page fails to open the other's seal) and hears
// nothing; once the tracker stops, the pages hear the relay down and still talk; a page
// leaving is heard.
//
//   node --test --test-concurrency=1 e2e/relay.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, launchBrowser, watchErrors, assertNoErrors } from './browser.mjs';
import { startServer } from './serve.mjs';
import { startRelay } from './relay.mjs';

// A page that only loads the connector: `go(options)` opens it, what it hears goes to
// `window.heard`, `send(text)` sends to every open peer.
const PROBE = `<!doctype html><meta charset=utf-8><title>relay probe</title><link rel=icon href="data:,">
<script type=module>
import { open } from './live.js';
window.heard = [];
window.peers = new Set();
window.go = async (options) => {
  window.conn = await open(options, (e) => {
    heard.push(e);
    if (e.open) peers.add(e.open);
    if (e.closed) peers.delete(e.closed);
  });
};
window.send = (text) => [...peers].map((p) => conn.send(p, text));
window.ready = true;
</script>`;
const ROOM = 'AbCdEfGh-_123456';

let server;
let browser;
let relay;
let dir;
before(async () => {
  // The probe beside a copy of the connector, served for real: a page a test route
  // fulfils has no address, counts as public, and Chromium's local network access checks
  // then block its socket to 127.0.0.1 (net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS).
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-probe-'));
  fs.mkdirSync(path.join(dir, 'vendor'));
  fs.copyFileSync(path.join(ROOT, 'www', 'live.js'), path.join(dir, 'live.js'));
  fs.copyFileSync(path.join(ROOT, 'www', 'vendor', 'trystero.js'), path.join(dir, 'vendor', 'trystero.js'));
  fs.writeFileSync(path.join(dir, 'probe.html'), PROBE);
  server = await startServer(dir, 0);
  browser = await launchBrowser();
  relay = await startRelay();
});
after(async () => {
  await browser?.close().catch(() => {});
  await relay?.stop();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A device: its own context with the probe page on. */
async function device() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(`${server.url}/probe.html`);
  await page.waitForFunction(() => window.ready === true);
  return { context, page, errors };
}

const heard = (page) => page.evaluate(() => window.heard);
const until = (page, fn, arg, timeout = 20_000) =>
  page.waitForFunction(fn, arg, { timeout, polling: 100 }).catch(async (e) => {
    throw new Error(`${e.message}\nthe page heard: ${JSON.stringify(await heard(page).catch(() => null))}`);
  });

test('two contexts meet over the local tracker, talk directly, and go on once it stops', { timeout: 120_000 }, async (t) => {
  assert.match(relay.url, /^ws:\/\/127\.0\.0\.1:\d+$/);
  const a = await device();
  const b = await device();
  const c = await device();
  try {
    const options = { room: ROOM, key: 'the-right-key', relays: [relay.url], stun: [] };
    const t0 = Date.now();
    await a.page.evaluate((o) => window.go(o), options);
    await b.page.evaluate((o) => window.go(o), options);
    for (const d of [a, b]) {
      await until(d.page, (url) => window.heard.some((e) => e.relay === url && e.up), relay.url);
      await until(d.page, () => window.peers.size === 1);
    }
    const took = Date.now() - t0;
    assert.ok(took < 15_000, `connected in ${took} ms`);

    // Both ways, markup and all, as sent.
    assert.deepEqual(await a.page.evaluate(() => window.send('L1 chat from A <b>hi</b>')), [true]);
    assert.deepEqual(await b.page.evaluate(() => window.send('L1 chat from B')), [true]);
    await until(b.page, () => window.heard.some((e) => e.text === 'L1 chat from A <b>hi</b>'));
    await until(a.page, () => window.heard.some((e) => e.text === 'L1 chat from B'));

    // A third page sealing with another key joins nothing, and the wrong key is reported
    // by the page that fails to open the other's seal: A or B, when C's offer reaches them
    // (C's first announce), or C, when an offer of A or B reaches it (their next announce,
    // up to 20 s later). Which comes first is the tracker's draw, not the connector's.
    await c.page.evaluate((o) => window.go(o), { ...options, key: 'a-wrong-key' });
    const refused = () => window.heard.some((e) => e.refused === 'key');
    await Promise.any([a, b, c].map((d) => d.page.waitForFunction(refused, null, { timeout: 40_000, polling: 100 }))).catch(
      async () => assert.fail(`no page reported the wrong key; C heard ${JSON.stringify(await heard(c.page))}`),
    );
    const by = [];
    for (const [n, d] of Object.entries({ a, b, c })) if (await d.page.evaluate(refused)) by.push(n);
    t.diagnostic(`the wrong key reported by ${by.join(', ')}`);
    assert.equal(await c.page.evaluate(() => window.peers.size), 0);
    for (const d of [a, b]) assert.equal(await d.page.evaluate(() => window.peers.size), 1, 'A and B keep each other only');

    // What the relay saw: announces in a room named by a hash, offers and answers sealed.
    const seen = relay.lines.join('\n');
    assert.ok(relay.lines.length > 0, 'the pages announced to the tracker');
    assert.ok(relay.lines.every((l) => JSON.parse(l).info_hash?.length === 20), 'every line names a 20-character info_hash');
    assert.ok(seen.includes('"offer"') && seen.includes('"answer"'), 'offers and answers went through the tracker');
    for (const plain of [ROOM, 'the-right-key', 'v=0', 'a=fingerprint', 'a=candidate', 'chat from']) {
      assert.ok(!seen.includes(plain), `the tracker never saw ${JSON.stringify(plain)}`);
    }
    assert.deepEqual(relay.warnings, []);

    // The tracker stops: both pages hear it, and the channel carries on.
    await relay.stop();
    for (const d of [a, b]) {
      await until(d.page, (url) => window.heard.some((e) => e.relay === url && e.up === false), relay.url);
    }
    await a.page.evaluate(() => window.send('L1 after the relay'));
    await until(b.page, () => window.heard.some((e) => e.text === 'L1 after the relay'));

    // A leaving is heard by B.
    await a.page.evaluate(() => window.conn.close());
    await until(b.page, () => window.peers.size === 0);
    assert.ok((await heard(b.page)).some((e) => e.closed));
  } finally {
    for (const d of [a, b, c]) await d.context.close().catch(() => {});
  }
  // Chromium logs each socket to the stopped tracker that is refused: expected here.
  const down = (e) => e.startsWith(`console.error: WebSocket connection to '${relay.url}/' failed: `) && e.includes('ERR_CONNECTION_REFUSED');
  for (const d of [a, b, c]) assertNoErrors(d.errors.filter((e) => !down(e)));
});
