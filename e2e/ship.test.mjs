// End-to-end tests of the shipped site (dist/ from `trunk build --release`):
// - Content-Security-Policy: a page load and a short game (clicks, the script API, the
//   engine worker, the rules dialog) cause no CSP violation and no request to another
//   origin, and an injected inline script is blocked;
// - offline: after one visit (served under a sub-path), with the server stopped and the
//   browser offline, the game reloads and plays, twice; and right after a first visit,
//   without a reload, on a host that asks to revalidate (`max-age=0, must-revalidate`):
//   the rules, the puzzles, a hint and a computer move all work;
// - updates: build A installed, build B deployed: the update notice appears, A keeps
//   working until its Reload button is pressed, then exactly one reload into B and only
//   B's cache left; with two tabs, one tab's Reload reloads that tab only: the other keeps
//   its notice, its unsaved editor set-up and its own build's files (rules, puzzles,
//   engine: B's differ, and A's engine is gone from the server) until its own Reload;
// - installable: Chromium's `Page.getInstallabilityErrors` reports nothing;
// - the precache list in dist/sw.js is every file of dist/ (but sw.js) with the SHA-256
//   of its bytes, and the page's data-build is its build;
// - a Rust panic shows #crash with the saved record and a working copy button (the panic
//   is provoked by a test-only rewrite of the glue served through a route: nothing in
//   the shipped site can trigger one);
// - a start that fails (the wasm a 404, the glue dropped, offline, a page instead of the
//   glue and the wasm, a wasm of another build, a panic or an error while starting) shows
//   #load-failed with the reason and a Reload button and hides the game; the controls are
//   hidden while the game loads.
//
//   node --test --test-concurrency=1 e2e/ship.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import {
  setup,
  launchBrowser,
  watchErrors,
  waitReady,
  waitIdle,
  state,
  playApi,
  playByClicks,
  assertNoErrors,
  ROOT,
  DIST,
  CHROMIUM,
  AFTER_A6A7,
  AFTER_A5B4,
  waitRulesOpen,
  clickSquare,
  newGameFromDialog,
  panicOnRequest,
} from './browser.mjs';
import { startServer } from './serve.mjs';

const T = { timeout: 180_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

/** Records CSP violations into `window.__csp` from the document's start. */
const CSP_WATCH = () => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__csp.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
  );
};

/** Files of a directory, relative with '/', sorted. */
function listFiles(root, rel = '') {
  const out = [];
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(root, p));
    else out.push(p);
  }
  return out.sort();
}

/** The precache list written into `dir`/sw.js. */
function precacheOf(dir) {
  const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const m = /^const PRECACHE = (.*); \/\/ written by scripts\/precache\.mjs$/m.exec(sw);
  assert.ok(m, 'sw.js holds the precache list');
  return JSON.parse(m[1]);
}

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Waits until the page's service worker is activated; returns its script URL. */
async function swActivated(page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const w = reg.active;
    if (w.state !== 'activated') await new Promise((r) => w.addEventListener('statechange', () => w.state === 'activated' && r()));
    return w.scriptURL;
  });
}

/** A new tab of `context` whose errors go into `errors`; `page.loads` counts its loads. */
async function watchedPage(context, errors) {
  const page = await context.newPage();
  watchErrors(page, errors);
  page.loads = 0;
  page.on('load', () => page.loads++);
  return page;
}

/** This site's cache names (the service worker's prefix). */
function cacheNames(page) {
  return page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('three-crowns ')));
}

function perft(page, depth) {
  return page.evaluate((d) => window.threeCrowns.perft(d).then((count) => ({ count }), (e) => ({ error: e.message })), depth);
}

test('dist/index.html has no inline script, style or event handler and carries the CSP', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  // Release builds minify the HTML: attributes may be unquoted and in any order.
  const meta = /<meta charset="?utf-8"?>\s*(<meta [^>]*>)/i.exec(html);
  assert.ok(meta, '<meta charset> is followed by a meta');
  assert.match(meta[1], /http-equiv="?Content-Security-Policy"?[\s>]/, 'the CSP meta follows <meta charset>');
  const csp = /content="([^"]+)"/.exec(meta[1]);
  const policy = Object.fromEntries(
    csp[1].split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]),
  );
  assert.equal(policy['default-src'], "'none'");
  assert.equal(policy['script-src'], "'self' 'wasm-unsafe-eval'");
  for (const d of ['style-src', 'img-src', 'worker-src', 'manifest-src']) assert.equal(policy[d], "'self'", d);
  // Live play's relays (WebSockets; issue 47): narrowed at start to the relays in use.
  assert.equal(policy['connect-src'], "'self' ws: wss:");
  assert.equal(policy['object-src'], "'none'");
  assert.equal(policy['base-uri'], "'none'");
  assert.doesNotMatch(csp[1], /'unsafe-inline'|'unsafe-eval'|\*|data:|https?:/);
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) assert.match(tag, /\ssrc=/, `inline script: ${tag}`);
  assert.doesNotMatch(html, /<script\b[^>]*>\s*[^<\s]/, 'a script element with content');
  assert.doesNotMatch(html, /<style\b/i, 'a style element');
  assert.doesNotMatch(html, /<[^>]*\sstyle=/i, 'a style attribute');
  assert.doesNotMatch(html, /<[^>]*\son[a-z]+=/i, 'an inline event handler');
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  assert.equal(scripts.length, 1, `one script: ${scripts}`);
  for (const attr of [
    /\stype="?module"?[\s>]/,
    /\ssrc="?\.\/www\/loader\.js"?[\s>]/,
    /\sdata-js="?\.\/three-crowns-web-[0-9a-f]+\.js"?[\s>]/,
    /\sdata-wasm="?\.\/three-crowns-web-[0-9a-f]+_bg\.wasm"?[\s>]/,
  ])
    assert.match(scripts[0], attr);
  assert.match(html, /<link (?=[^>]*\srel="?manifest"?[\s>])(?=[^>]*href="?manifest\.webmanifest"?[\s>])[^>]*>/);
});

test('a page load and a short game: no CSP violation, no other origin; inline script blocked', T, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.addInitScript(CSP_WATCH);
  const origin = new URL(env.url).origin;
  const foreign = [];
  context.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin + '/')) foreign.push(u);
  });
  const page = await context.newPage();
  const errors = [];
  watchErrors(page, errors);
  try {
    await page.goto(env.url, { waitUntil: 'load' });
    await waitReady(page);
    await swActivated(page);
    await playByClicks(page, 'a6-a7');
    await playByClicks(page, 'a5-b4');
    await playApi(page, ['a7-a6', 'b4-a5']);
    await page.click('#undo');
    await waitIdle(page);
    assert.equal((await state(page)).ply, 3);
    assert.deepEqual(await perft(page, 1), { count: (await state(page)).legalMoves.length });
    await page.click('#open-rules');
    await waitRulesOpen(page);
    await page.click('#close-rules');
    await page.waitForFunction(() => !document.querySelector('#rules').open);
    await page.click('#save-share > summary');
    await page.waitForFunction(() => document.querySelector('#share-link').value.includes('moves='));
    await newGameFromDialog(page);
    await waitIdle(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'CSP violations');
    assert.deepEqual(foreign, [], 'requests to another origin');
    assertNoErrors(errors);

    // An injected inline script does not run, and is reported.
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true;';
      document.head.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return window.__inlineRan === true;
    });
    assert.equal(ran, false, 'the inline script ran');
    const v = await page.evaluate(() => window.__csp);
    assert.equal(v.length, 1, JSON.stringify(v));
    assert.equal(v[0].directive, 'script-src-elem');
    assert.equal(v[0].blocked, 'inline');
    // So does an inline style attribute from markup.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p id="styled" style="color: red">x</p>'));
    await page.waitForFunction(() => window.__csp.length === 2);
    assert.equal(await page.evaluate(() => window.__csp[1].directive), 'style-src-attr');
  } finally {
    await context.close();
  }
});

test('offline: after one visit under a sub-path, the game reloads and plays, twice', T, async () => {
  const server = await startServer(DIST, 0, { prefix: '/games/three-crowns/' });
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  watchErrors(page, errors);
  try {
    const url = server.url + '/';
    await page.goto(url, { waitUntil: 'load' });
    await waitReady(page);
    assert.equal(await swActivated(page), server.url + '/sw.js');
    const names = await cacheNames(page);
    assert.deepEqual(names, [`three-crowns ${url} ${precacheOf(DIST).build}`]);
    await playApi(page, ['a6-a7']);
    await server.close();
    await context.setOffline(true);
    for (const [i, move] of ['a5-b4', 'a7-a6'].entries()) {
      await page.reload({ waitUntil: 'load' });
      await waitReady(page);
      const before = await state(page);
      assert.equal(before.ply, i + 1, 'the saved game is back');
      await playByClicks(page, move);
      if (i === 0) assert.equal((await state(page)).tcn, AFTER_A5B4);
      // The engine worker starts offline too (bootstrap and glue from the cache).
      const s = await state(page);
      assert.deepEqual(await perft(page, 1), { count: s.legalMoves.length });
    }
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    assertNoErrors(errors);
  } finally {
    await context.close();
    await server.close().catch(() => {});
  }
});

/**
 * Two builds of the site side by side in a temporary directory, served through the symlink
 * `site` that `deploy(dir)` points at one of them. A is a copy of dist/; B a copy with a
 * changed page (`<meta name="build" content="B">`) and its own precache list. With
 * `later: true`, B also changes every file a page fetches after it has started: the rules,
 * the puzzles and the engine's bootstrap say "build B", and the engine's two files have
 * other content-hashed names (A's are gone from the server once B is deployed).
 */
function twoBuilds({ later = false } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'three-crowns-update-'));
  const a = path.join(tmp, 'a');
  const b = path.join(tmp, 'b');
  fs.cpSync(DIST, a, { recursive: true });
  fs.cpSync(DIST, b, { recursive: true });
  const edit = (rel, change) => fs.writeFileSync(path.join(b, rel), change(fs.readFileSync(path.join(b, rel), 'utf8')));
  edit('index.html', (html) => html.replace('<title>', '<meta name="build" content="B">\n<title>'));
  if (later) {
    edit('www/rules.html', (t) => `${t}<!-- build B -->\n`);
    edit('www/puzzles.txt', (t) => `${t}# build B\n`);
    edit('www/engine-worker.js', (t) => `${t}// build B\n`);
    const hash = /^three-crowns-engine-([0-9a-f]{16})\.js$/.exec(fs.readdirSync(b).find((f) => /^three-crowns-engine-.*\.js$/.test(f)))[1];
    const other = sha256(`${hash} B`).slice(0, 16);
    for (const f of [`three-crowns-engine-${hash}.js`, `three-crowns-engine-${hash}_bg.wasm`]) {
      fs.renameSync(path.join(b, f), path.join(b, f.replace(hash, other)));
    }
    edit('index.html', (html) => html.replaceAll(hash, other));
  }
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'precache.mjs')], {
    env: { ...process.env, TRUNK_STAGING_DIR: b, TRUNK_PROFILE: 'release' },
  });
  const buildA = precacheOf(a).build;
  const buildB = precacheOf(b).build;
  assert.notEqual(buildA, buildB);
  const site = path.join(tmp, 'site');
  return {
    a,
    b,
    site,
    buildA,
    buildB,
    deploy(dir) {
      fs.rmSync(site, { force: true });
      fs.symlinkSync(dir, site);
    },
    remove: () => fs.rmSync(tmp, { recursive: true, force: true }),
  };
}

test('offline right after a first visit, no reload, on a host that asks to revalidate: rules, puzzles, hint, computer', T, async () => {
  // The first visit's page came from the network, not from the service worker; with
  // `must-revalidate` nothing it fetches later can come from the HTTP cache offline.
  const server = await startServer(DIST, 0, {
    prefix: '/games/three-crowns/',
    headers: { 'Cache-Control': 'max-age=0, must-revalidate' },
  });
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  const page = await watchedPage(context, errors);
  try {
    await page.goto(server.url + '/', { waitUntil: 'load' });
    await waitReady(page);
    await swActivated(page);
    await context.setOffline(true);
    await server.close();
    // The rules: loaded, or the reason they were not.
    await page.click('#open-rules');
    await page.waitForFunction(() => ['loaded', 'failed'].includes(document.querySelector('#rules-body').dataset.state));
    assert.equal(await page.getAttribute('#rules-body', 'data-state'), 'loaded', await page.textContent('#rules-body'));
    await page.click('#close-rules');
    // The puzzles.
    await page.click('#open-puzzles');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle !== null || /could not/.test(window.threeCrowns.state().status));
    assert.notEqual((await state(page)).puzzle, null, (await state(page)).status);
    await page.click('#puzzle-leave');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle === null);
    // A hint, then a computer move: the engine's worker starts offline.
    await page.click('#hint');
    await page.waitForFunction(() => {
      const s = window.threeCrowns.state();
      return s.hint !== null || /engine|worker|could not/i.test(s.status);
    });
    const hinted = await state(page);
    assert.ok(hinted.legalMoves.includes(hinted.hint), hinted.status);
    await page.selectOption('#seat-black', '1');
    await playByClicks(page, 'a6-a7');
    await page.waitForFunction(() => {
      const s = window.threeCrowns.state();
      return s.ply === 2 || /engine|worker|could not/i.test(s.status);
    });
    assert.equal((await state(page)).ply, 2, (await state(page)).status);
    assert.equal(page.loads, 1, 'no reload');
    assert.equal(await page.isHidden('#update-notice'), true, 'a first install is no update');
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    assertNoErrors(errors);
  } finally {
    await context.close();
    await server.close().catch(() => {});
  }
});

test('an update waits for the Reload button, then one reload into the new build', T, async () => {
  // Build B: a changed page and its own precache list.
  const { a, b, site, buildA, buildB, deploy, remove } = twoBuilds();
  deploy(a);
  const server = await startServer(site, 0, { prefix: '/sub/' });
  const url = server.url + '/';
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  const page = await watchedPage(context, errors);
  const version = () => page.evaluate(() => document.querySelector('meta[name="build"]')?.content ?? 'A');
  try {
    await page.goto(url, { waitUntil: 'load' });
    await waitReady(page);
    await swActivated(page);
    assert.deepEqual(await cacheNames(page), [`three-crowns ${url} ${buildA}`]);
    await playApi(page, ['a6-a7']);
    // A second visit with A still deployed: the update check finds nothing, no notice.
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    const checked = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      await r.update();
      return { waiting: Boolean(r.waiting), installing: Boolean(r.installing) };
    });
    assert.deepEqual(checked, { waiting: false, installing: false }, 'the same build is no update');
    assert.equal(await page.isHidden('#update-notice'), true, 'no update, no notice');

    deploy(b);
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    assert.equal(await version(), 'A', 'the reload is still served by A');
    await page.waitForSelector('#update-notice', { state: 'visible', timeout: 30_000 });
    // A keeps working: moves, the engine worker, no reload.
    await page.evaluate(() => (window.__stillA = true));
    const loadsBefore = page.loads;
    await playByClicks(page, 'a5-b4');
    assert.equal((await state(page)).tcn, AFTER_A5B4);
    const s = await state(page);
    assert.deepEqual(await perft(page, 1), { count: s.legalMoves.length });
    await page.waitForTimeout(1000);
    assert.equal(await page.evaluate(() => window.__stillA), true, 'no reload before the click');
    assert.equal(page.loads, loadsBefore);
    assert.equal(await version(), 'A');
    const regs = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(r.waiting), active: r.active.state };
    });
    assert.deepEqual(regs, { waiting: true, active: 'activated' });
    assert.deepEqual((await cacheNames(page)).sort(), [`three-crowns ${url} ${buildA}`, `three-crowns ${url} ${buildB}`].sort());

    // The Reload button is reachable by keyboard (it comes just before the skip link):
    // Shift+Tab from there, then Enter.
    await page.focus('a.skip');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'update-reload');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('meta[name="build"]')?.content === 'B', null, { timeout: 30_000 });
    await waitReady(page);
    await page.waitForTimeout(1500);
    assert.equal(page.loads, loadsBefore + 1, 'exactly one reload');
    assert.equal(await page.isHidden('#update-notice'), true);
    assert.equal((await state(page)).tcn, AFTER_A5B4, 'the game carries over');
    await page.waitForFunction(async () => (await caches.keys()).filter((k) => k.startsWith('three-crowns ')).length === 1);
    assert.deepEqual(await cacheNames(page), [`three-crowns ${url} ${buildB}`]);
    assertNoErrors(errors);
  } finally {
    await context.close();
    await server.close();
    remove();
  }
});

test('an update: Reload in one tab reloads that tab only; the other keeps its notice and its own files until its own Reload', T, async () => {
  // Build B changes the rules, the puzzles, the engine's bootstrap and the engine's names:
  // a tab left on A must be served A's, from A's cache (the server has only B's).
  const { a, b, site, buildA, buildB, deploy, remove } = twoBuilds({ later: true });
  deploy(a);
  const server = await startServer(site, 0, { prefix: '/sub/' });
  const url = server.url + '/';
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  const open = async () => {
    const page = await watchedPage(context, errors);
    await page.goto(url, { waitUntil: 'load' });
    await waitReady(page);
    return page;
  };
  const version = (page) => page.evaluate(() => document.querySelector('meta[name="build"]')?.content ?? 'A');
  const fetched = (page, file) => page.evaluate((f) => fetch(f).then((r) => r.text()), file);
  try {
    const one = await open();
    await swActivated(one);
    await playApi(one, ['a6-a7']);
    await one.reload({ waitUntil: 'load' });
    await waitReady(one);
    const two = await open();
    // Tab two: a position half set up in the editor (not saved anywhere), and a marker.
    await two.click('#edit-position');
    const unchanged = (await state(two)).editor.tcn;
    await two.click('#editor button.tool[data-tool="b"]');
    await clickSquare(two, 'd4');
    const editing = (await state(two)).editor.tcn;
    assert.notEqual(editing, unchanged, 'the editor holds a changed position');
    await two.evaluate(() => {
      window.__tabTwo = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => (window.__controllerChanged = true));
    });
    const twoLoads = two.loads;

    deploy(b);
    await one.evaluate(async () => (await navigator.serviceWorker.ready).update());
    for (const page of [one, two]) await page.waitForSelector('#update-notice', { state: 'visible', timeout: 30_000 });
    await one.click('#update-reload');
    await one.waitForFunction(() => document.querySelector('meta[name="build"]')?.content === 'B', null, { timeout: 30_000 });
    await waitReady(one);
    assert.equal((await state(one)).tcn, AFTER_A6A7, 'tab one carries its game over');

    // Tab two is now controlled by B's worker, and was not reloaded.
    const reloaded = new Promise((r) => two.once('load', () => r('reloaded')));
    const changed = two
      .waitForFunction(() => window.__controllerChanged === true, null, { timeout: 30_000 })
      .then(() => 'kept', () => 'reloaded');
    assert.equal(await Promise.race([reloaded, changed]), 'kept', "tab one's Reload reloaded tab two");
    // It keeps working on A's files: the rules, the puzzles, the engine (whose files the
    // server no longer has), asked for by the page itself and by a direct fetch.
    await two.click('#open-rules');
    await waitRulesOpen(two);
    assert.doesNotMatch(await two.innerHTML('#rules-body'), /build B/, "A's rules");
    await two.click('#close-rules');
    for (const file of ['www/rules.html', 'www/puzzles.txt', 'www/engine-worker.js']) {
      assert.doesNotMatch(await fetched(two, file), /build B/, `tab two gets A's ${file}`);
    }
    assert.ok((await two.evaluate(() => window.threeCrowns.puzzles())).length > 0, 'the puzzles load');
    const s = await state(two);
    assert.deepEqual(await perft(two, 1), { count: s.legalMoves.length }, "A's engine starts");
    assert.equal(await two.evaluate(() => window.__tabTwo), true, 'tab two was not reloaded');
    assert.equal(two.loads, twoLoads);
    assert.equal(await version(two), 'A');
    assert.equal(await two.isVisible('#update-notice'), true, 'tab two still offers its Reload');
    // Two caches while a tab of A is open.
    assert.deepEqual((await cacheNames(one)).sort(), [`three-crowns ${url} ${buildA}`, `three-crowns ${url} ${buildB}`].sort());
    assert.equal((await state(two)).editor?.tcn, editing, "tab two's set-up is still there");

    // Tab two's own Reload: one reload into B, and A's cache goes.
    await two.click('#update-reload');
    await two.waitForFunction(() => document.querySelector('meta[name="build"]')?.content === 'B', null, { timeout: 30_000 });
    await waitReady(two);
    assert.equal(two.loads, twoLoads + 1, 'exactly one reload');
    assert.equal(await two.isHidden('#update-notice'), true);
    assert.match(await fetched(two, 'www/rules.html'), /build B/, "B's rules now");
    await two.waitForFunction(async () => (await caches.keys()).filter((k) => k.startsWith('three-crowns ')).length === 1);
    assert.deepEqual(await cacheNames(two), [`three-crowns ${url} ${buildB}`]);
    assert.equal(one.loads, 3, 'tab one: its visit, a reload, and its Reload');
    assertNoErrors(errors);
  } finally {
    await context.close();
    await server.close();
    remove();
  }
});

test('installable: Page.getInstallabilityErrors reports nothing; the manifest is complete', T, async () => {
  // A persistent (not off-the-record) profile: Chromium never installs from incognito.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'three-crowns-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(env.url, { waitUntil: 'load' });
    await waitReady(page);
    await swActivated(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const { url, data, errors } = await cdp.send('Page.getAppManifest');
    assert.equal(url, env.url + 'manifest.webmanifest');
    assert.deepEqual(errors, []);
    const m = JSON.parse(data);
    assert.equal(m.name, 'Three Crowns');
    assert.equal(m.display, 'standalone');
    for (const k of ['start_url', 'scope', 'id']) assert.equal(m[k], './', k);
    const icons = m.icons.map((i) => `${i.sizes} ${i.purpose}`);
    for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(icons.includes(want), want);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the precache list is every file of dist/ but sw.js, each with its SHA-256', () => {
  const { build, files } = precacheOf(DIST);
  assert.deepEqual(
    files.map((f) => f.url),
    listFiles(DIST).filter((f) => f !== 'sw.js'),
  );
  for (const { url, revision } of files) assert.equal(revision, sha256(fs.readFileSync(path.join(DIST, url))), url);
  // The page carries the build's name, which names the list with that very attribute blank.
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  assert.ok(new RegExp(`<script\\b[^>]*\\sdata-build="${build}"[\\s>]`).test(html), `the loader tag says data-build="${build}"`);
  const blank = sha256(html.replace(` data-build="${build}"`, ' data-build=""'));
  const named = files.map((f) => (f.url === 'index.html' ? { ...f, revision: blank } : f));
  assert.equal(build, sha256(JSON.stringify(named)).slice(0, 16));
  // The release loader registers the service worker (its flag on, then minified away).
  const loader = fs.readFileSync(path.join(DIST, 'www', 'loader.js'), 'utf8');
  assert.match(loader, /\.register\("\.\/sw\.js"/);
  assert.doesNotMatch(loader, /SERVICE_WORKER = false/);
  for (const f of ['www/engine-worker.js', 'index.html', 'manifest.webmanifest', 'www/icon-192.png']) {
    assert.ok(files.some((x) => x.url === f), f);
  }
  assert.ok(files.some((x) => /^three-crowns-web-[0-9a-f]+_bg\.wasm$/.test(x.url)));
});

test('a Rust panic shows #crash with the saved record, and its button copies it', T, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.url).origin });
  await panicOnRequest(context);
  const page = await context.newPage();
  const errors = [];
  watchErrors(page, errors);
  try {
    await page.goto(env.url, { waitUntil: 'load' });
    await waitReady(page);
    await playApi(page, ['a6-a7', 'a5-b4']);
    assert.equal(await page.isHidden('#crash'), true);
    const saved = await page.evaluate(() => localStorage.getItem('three-crowns.record'));
    assert.match(saved, /a6-a7 a5-b4/);
    await page.evaluate(() => (globalThis.__panicOnce = true));
    await page.click('#flip');
    await page.waitForSelector('#crash', { state: 'visible', timeout: 10_000 });
    assert.equal(await page.inputValue('#crash-record'), saved);
    assert.match(await page.textContent('#crash-text'), /error in its program \(panicked at .*the game runs in a browser window/s);
    await page.click('#crash-copy');
    await page.waitForFunction(() => document.querySelector('#crash-copied').textContent === 'Copied.');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), saved);
    assert.ok(errors.some((e) => /panicked at/.test(e)), 'the console has the panic');
  } finally {
    await context.close();
  }
});

test('a Rust panic in another language says so in that language, and back in English in English', T, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  await panicOnRequest(context);
  try {
    for (const [tag, said] of [
      ['de', /^Das Spiel ist wegen eines Programmfehlers stehen geblieben \(.*panicked at .*\)\. Deine Partie/s],
      ['en', /^The game stopped because of an error in its program \(panicked at .*\)/s],
    ]) {
      const page = await context.newPage();
      await page.goto(env.url, { waitUntil: 'load' });
      await waitReady(page);
      // A saved game (the second page restores the first's).
      if (tag === 'de') await playApi(page, ['a6-a7']);
      if (tag === 'en') {
        // English chosen after another language (its notice kept again).
        assert.deepEqual(await page.evaluate(() => window.threeCrowns.setSettings({ language: 'de' })), { ok: true });
        await page.waitForFunction(() => document.documentElement.lang === 'de');
      }
      assert.deepEqual(await page.evaluate((tag) => window.threeCrowns.setSettings({ language: tag }), tag), { ok: true });
      await page.waitForFunction((tag) => document.documentElement.lang === tag, tag);
      await page.evaluate(() => (globalThis.__panicOnce = true));
      await page.click('#flip');
      await page.waitForSelector('#crash', { state: 'visible', timeout: 10_000 });
      assert.match(await page.textContent('#crash-text'), said, tag);
      await page.close();
    }
  } finally {
    await context.close();
  }
});

test('while the game loads its controls are hidden; a start that fails says why, offers Reload and hides the game', T, async () => {
  const server = await startServer(DIST, 0, { prefix: '/games/three-crowns/' });
  const GLUE = /\/three-crowns-web-[0-9a-f]+\.js$/;
  const WASM = /\/three-crowns-web-[0-9a-f]+_bg\.wasm$/;
  const failures = [
    {
      name: "the page's wasm answers 404 (a new index.html already live)",
      route: (context) => context.route(WASM, (r) => r.fulfill({ status: 404, body: 'not found' })),
      says: /^The game could not be loaded: three-crowns-web-[0-9a-f]+_bg\.wasm could not be downloaded \(HTTP 404\)\. Reload to try again\.$/,
    },
    {
      name: "the glue's connection is dropped",
      route: (context) => context.route(GLUE, (r) => r.abort()),
      says: /^The game could not be loaded: three-crowns-web-[0-9a-f]+\.js could not be downloaded\. Reload to try again\.$/,
    },
    {
      // Once the loader and the glue are in (the browser is offline from then on).
      name: 'the connection is lost while the wasm comes',
      route: (context) => {
        const arrived = (file) => new Promise((r) => context.on('requestfinished', (q) => file.test(q.url()) && r()));
        const scripts = Promise.all([arrived(/\/www\/loader\.js$/), arrived(GLUE)]);
        return context.route(WASM, async (r) => {
          await scripts;
          await context.setOffline(true);
          await r.abort('internetdisconnected');
        });
      },
      says: /^The game could not be loaded: three-crowns-web-[0-9a-f]+_bg\.wasm could not be downloaded\. You are offline: reload once you are connected again\.$/,
    },
    {
      // Hosts that answer a missing file with their page, status 200.
      name: 'the glue and the wasm answered with an HTML page',
      route: (context) =>
        context.route(/\/three-crowns-web-[0-9a-f]+(_bg\.wasm|\.js)$/, (r) =>
          r.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Not here</title>' }),
        ),
      says: /^The game could not be loaded: three-crowns-web-[0-9a-f]+(_bg\.wasm is not WebAssembly|\.js is not JavaScript) \(the server sent text\/html\)\. Reload to try again\.$/,
    },
    {
      // Two versions mixed: the engine's wasm where the page's should be.
      name: 'a wasm that does not fit the glue',
      route: (context) =>
        context.route(WASM, (r) =>
          r.fulfill({
            contentType: 'application/wasm',
            body: fs.readFileSync(path.join(DIST, fs.readdirSync(DIST).find((f) => /^three-crowns-engine-.*_bg\.wasm$/.test(f)))),
          }),
        ),
      says: /^The game could not be loaded: the site's files are of two different versions \(.+\)\. Reload to try again\.$/,
    },
    {
      // Test only: the glue's `instanceof Window` fails once, so that the game's start panics.
      name: 'the game panics while it starts',
      route: (context) =>
        context.route(GLUE, async (route) => {
          const res = await route.fetch();
          const body = (await res.text()).replace(
            /instanceof Window\b/g,
            'instanceof Window && !(globalThis.__panicOnce && !(globalThis.__panicOnce = false))',
          );
          await route.fulfill({ response: res, body: `globalThis.__panicOnce = true;\n${body}` });
        }),
      says: /^The game could not be loaded: its program stopped with an error while starting \(above\)\. Reload to try again\.$/,
      crash: true,
    },
    {
      name: "the game's start returns an error (no board in the page)",
      route: (context) =>
        context.route(/\/three-crowns\/$/, async (route) => {
          const res = await route.fetch();
          const body = (await res.text()).replace(/\sid="?board"?(?=[\s>])/, ' id=not-the-board');
          assert.match(body, /id=not-the-board/);
          await route.fulfill({ response: res, body });
        }),
      says: /^The game could not start: .*board.*\. Reload to try again\.$/,
    },
  ];
  try {
    for (const failure of failures) {
      const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: 'block' });
      try {
        await failure.route(context);
        const page = await context.newPage();
        await page.goto(server.url + '/', { waitUntil: 'load' });
        await page.waitForSelector('#load-failed', { state: 'visible', timeout: 30_000 }).catch((e) => {
          throw new Error(`${failure.name}: ${e.message}`);
        });
        assert.match(await page.textContent('#load-failed-text'), failure.says, failure.name);
        assert.equal(await page.getAttribute('html', 'data-start'), 'failed', failure.name);
        assert.equal(await page.getAttribute('html', 'data-ready'), null, failure.name);
        for (const hidden of ['#board', '#new-game', '#seat-white', '#open-puzzles', '#update-notice']) {
          assert.equal(await page.isHidden(hidden), true, `${failure.name}: ${hidden} hidden`);
        }
        assert.equal(await page.isVisible('#crash'), Boolean(failure.crash), `${failure.name}: #crash`);
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'load-failed-reload', failure.name);
        // The cause gone, the notice's Reload starts the game.
        await context.unrouteAll();
        await context.setOffline(false);
        const errors = [];
        watchErrors(page, errors);
        await page.click('#load-failed-reload');
        await waitReady(page);
        assert.equal(await page.isHidden('#load-failed'), true, failure.name);
        assert.equal(await page.isVisible('#new-game'), true, failure.name);
        await playByClicks(page, 'a6-a7');
        assertNoErrors(errors);
      } finally {
        await context.close();
      }
    }
    // While the wasm is on its way, the controls are hidden (their place kept); they come
    // with the game.
    const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: 'block' });
    try {
      let release;
      const held = new Promise((r) => (release = r));
      await context.route(WASM, async (route) => {
        await held;
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('h1', { state: 'visible' });
      for (const control of ['#new-game', '#seat-white', '#open-puzzles', '#board-resize']) {
        assert.equal(await page.isVisible(control), false, `${control} hidden while loading`);
      }
      release();
      await waitReady(page);
      for (const control of ['#new-game', '#seat-white', '#open-puzzles', '#board-resize']) {
        assert.equal(await page.isVisible(control), true, `${control} shown once started`);
      }
    } finally {
      await context.close();
    }
  } finally {
    await server.close();
  }
});
