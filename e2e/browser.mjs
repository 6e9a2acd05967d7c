// Shared helpers for the end-to-end tests and the measurement script: Debian's Chromium
// through playwright-core, a fresh browser context per test, and board interaction that
// relies only on the DOM contract of docs/FRONTEND.md (never on the page's own helpers
// for coordinates).

import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..');
// THREE_CROWNS_DIST serves another build (scripts/test.sh's build with every symbol hash
// changed, for e2e/rest.test.mjs).
export const DIST = process.env.THREE_CROWNS_DIST ? path.resolve(process.env.THREE_CROWNS_DIST) : path.join(ROOT, 'dist');
export const SCREENSHOTS = path.join(ROOT, 'target', 'e2e-screenshots');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const START_TCN = 'bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1';
// RULES.md section 8: after a6-a7, then after Black's reply a5-b4.
export const AFTER_A6A7 = 'bwb2bwb/w7/7w/b6b/w6w/b6b/8/wbw2wbw b a7 1';
export const AFTER_A5B4 = 'bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2';
// White's Crowned g2 has the double jump g2xg4xg6 over g3 and g5 (both Uncrowned: g5 is
// captured). Reached from the start by c1-d2 h3-g3 d2-e2 h5-g5 f1-f2 c8-c7 h1-g2 c7-c6.
export const JUMP_TCN = 'bw3bwb/8/w1b4w/b5b1/w6w/b5b1/4wwW1/wb4b1 w - 5';
// A game won by three captures (e2e/game.test.mjs (b), e2e/layout.test.mjs). Found with the
// native engine (`target/release/three-crowns engine`); the lines are cooperative.
// White crowns g2 (h1-g2 into e2 f2 g2), then captures with three double jumps of that
// Crowned piece: g2xg4xg6 (hops g3, captures g5), g6xe8xc6 (hops f7, captures d7),
// c6xe8xg6 (hops d7, captures f7).
// Engine: tcn 1w4wb/3b4/w5Ww/b7/w6w/b5b1/w3ww2/1b4b1 b - 8 / result 1-0 three-captures
export const CAPTURE_GAME = (
  'c1-d2 h3-g3 d2-e2 h5-g5 f1-f2 c8-d7 h1-g2 f8-f7 g2xg4xg6 a8-b7 g6xe8xc6 ' +
  'b7-c7 a1-a2 c7-d7 c6xe8xg6'
).split(' ');
// a6-a7 a5-b4 a7-a6 b4-a5 brings back the start position (board, side and binding).
/** White to move; Black's Crowned c3 threatens c3xe5xg5, its third capture, which
 *  h1-h2 (a blunder) lets it make. */
export const THREATENED = '1w1w1w1b/4b3/w6w/5w2/b2w4/2B4b/8/1b1b1b1w w - 20';
export const SHUFFLE = ['a6-a7', 'a5-b4', 'a7-a6', 'b4-a5'];
// The engine worker's bootstrap (www/engine-worker.js, with the build in its query), for
// routes that serve a failing or silent one.
export const BOOTSTRAP = /\/www\/engine-worker\.js(\?|$)/;

/** Launches headless Chromium (Debian's build); `opts.args` adds switches (e.g. the
 * WebRTC ones of `WEBRTC_ARGS`, where a machine needs them). */
export async function launchBrowser(opts = {}) {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(opts.args ?? []),
    ],
  });
}

/**
 * Switches some machines need for two contexts of one browser to open a WebRTC data
 * channel to each other over 127.0.0.1 (docs/design/live-play.md section 3): loopback in
 * ICE gathering, host candidates as addresses rather than mDNS `.local` names. This
 * machine's Debian Chromium needs neither (e2e/relay.test.mjs proves a channel opens
 * without them); `THREE_CROWNS_WEBRTC_ARGS=1` adds them to the live tests' browser.
 */
export const WEBRTC_ARGS = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];

/** Starts the static server on dist/ (fails clearly when the game is not built). */
export async function serveDist(dir = DIST) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the game first (trunk build --release --offline)`);
  }
  return startServer(dir, 0);
}

/** Starts the server and the browser (`opts` as `launchBrowser`'s) together; `close()`
 * stops both. */
export async function setup(opts = {}) {
  const server = await serveDist();
  const browser = await launchBrowser(opts);
  return {
    url: server.url + '/',
    browser,
    server,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/** The server and the browser for a test file's tests, started before the first and
 *  closed after the last (`node:test`'s hooks): the object is filled in once started. */
export function useEnv(opts = {}) {
  const env = {};
  before(async () => {
    Object.assign(env, await setup(opts));
  });
  after(async () => {
    await env.close?.();
  });
  return env;
}

/**
 * Records console errors and uncaught page errors of `page` into `errors`.
 */
/** Test only: the page's glue (in `context`) has its `instanceof Window` check fail once
 * when `globalThis.__panicOnce` is set, so that `web_sys::window()` is None and the game's
 * `expect` panics. */
export async function panicOnRequest(context) {
  await context.route(/\/three-crowns-web-[0-9a-f]+\.js$/, async (route) => {
    const res = await route.fetch();
    const text = await res.text();
    const body = text.replace(
      /instanceof Window\b/g,
      'instanceof Window && !(globalThis.__panicOnce && !(globalThis.__panicOnce = false))',
    );
    assert.notEqual(body, text, 'the glue checks instanceof Window');
    await route.fulfill({ response: res, body });
  });
}

export function watchErrors(page, errors) {
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const loc = msg.location();
      errors.push(`console.error: ${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack || err.message || err}`));
  page.on('crash', () => errors.push('page crashed'));
}

/** Waits until the game has loaded and painted the board. */
export async function waitReady(page, timeout = 30_000) {
  autoReveal(page);
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout });
  await page.waitForFunction(() => typeof window.threeCrowns?.state === 'function', null, { timeout });
}

/**
 * Opens the game in a fresh browser context (so localStorage starts empty; service
 * workers blocked) unless
 * `opts.context` is given. `opts.hash` is appended to the URL (e.g. '#moves=a6-a7').
 * Returns `{ context, page, errors, newPage(hash), close() }`; `close()` throws when the
 * page logged a console error or threw.
 */
export async function openGame(env, opts = {}) {
  const ownContext = !opts.context;
  const context =
    opts.context ??
    // No service worker (release builds register one): these tests are about the game, and
    // its background precache would show in their request logs and routes.
    // e2e/ship.test.mjs tests the service worker.
    (await env.browser.newContext({
      viewport: { width: 1200, height: 900 },
      acceptDownloads: true,
      serviceWorkers: 'block',
    }));
  const errors = [];
  const open = async (hash = '') => {
    const page = await context.newPage();
    watchErrors(page, errors);
    await page.goto(env.url + hash, { waitUntil: 'load' });
    await waitReady(page);
    return page;
  };
  const page = await open(opts.hash ?? '');
  return {
    context,
    page,
    errors,
    /** Another tab in the same context (same localStorage). */
    newPage: open,
    async close() {
      if (ownContext) await context.close().catch(() => {});
      assertNoErrors(errors);
    },
  };
}

export function assertNoErrors(errors) {
  if (errors.length) {
    throw new Error(`the page reported ${errors.length} error(s):\n  ${errors.join('\n  ')}`);
  }
}

/** Waits until the rules dialog is open with its body in (www/rules.html, fetched the
 * first time the rules are opened). */
export async function waitRulesOpen(page) {
  await page.waitForFunction(
    () => document.querySelector('dialog#rules').open && document.querySelector('#rules-body').dataset.state === 'loaded',
  );
}

/**
 * New game as a player starts it from the New game dialog: `way` (`'#ng-two'`, two players
 * here; `'#ng-computer'`), and, when a game with moves is in progress, the answer to the
 * question that follows (`'#replace-keep'` keeps it in Your games, `'#replace-discard'`).
 */
export async function newGameFromDialog(page, way = '#ng-two', answer = '#replace-keep') {
  await page.click('#new-game');
  await page.waitForFunction(() => document.querySelector('#new-game-dialog').open);
  await page.click(way);
  await settle(page);
  if (await page.evaluate(() => document.querySelector('#replace-dialog').open)) {
    await page.click(answer);
  }
  await page.waitForFunction(() => !document.querySelector('#new-game-dialog').open && !document.querySelector('#replace-dialog').open);
  await settle(page);
}

/**
 * A new game with the same seats and no clock, started at once by the script API's
 * `newGame` (which keeps the game in progress without asking).
 */
export async function newGameSameSeats(page) {
  const r = await page.evaluate(() => {
    const { seats } = window.threeCrowns.state();
    return window.threeCrowns.newGame({ white: seats.white, black: seats.black, clock: null });
  });
  assert.deepEqual(r, { ok: true });
  await settle(page);
}

/** Turns the board's turning to the side to move (on by default) on or off, from the
 *  menu's settings. */
export async function setAutoFlip(page, on) {
  await reveal(page, '#auto-flip');
  await page.setChecked('#auto-flip', on);
  await page.click('#menu-toggle');
  await settle(page);
}

/** Answers the question before a game in progress is replaced (by a link, an import, a
 *  new game), if it is asked: `'#replace-keep'` or `'#replace-discard'`. */
export async function answerReplace(page, answer = '#replace-keep') {
  await settle(page);
  // A link's question comes with its hashchange, which may follow the navigation.
  const asked = await page
    .waitForFunction(() => document.querySelector('#replace-dialog').open, null, { timeout: 500 })
    .then(() => true, () => false);
  if (asked) {
    await page.click(answer);
    await page.waitForFunction(() => !document.querySelector('#replace-dialog').open);
  }
  await settle(page);
}

/** `window.threeCrowns.state()`; by the time it is returned, the page shows it (or a later
 *  state): the page writes what changed at its next frame (`settle`). */
export async function state(page) {
  const s = await (page.__evaluate ?? page.evaluate.bind(page))(() => window.threeCrowns.state());
  await settle(page);
  return s;
}

/** Waits until `state().puzzle` satisfies `pred`; returns it. */
export async function waitPuzzle(page, pred, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const p = (await state(page)).puzzle;
    if (p !== null && pred(p)) return p;
    if (Date.now() > end) throw new Error(`puzzle never ${what}: ${JSON.stringify(p)}`);
    await page.waitForTimeout(40);
  }
}

/** Waits until no animation is running. */
export async function waitIdle(page, timeout = 10_000) {
  await page.waitForFunction(() => window.threeCrowns.state().animating === false, null, {
    timeout,
    polling: 'raf',
  });
  await settle(page);
}

/** File 0–7 and rank 0–7 of a square name such as 'e4'. */
export function squareIndex(name) {
  const m = /^([a-h])([1-8])$/.exec(name);
  if (!m) throw new Error(`not a square: ${name}`);
  return { file: m[1].charCodeAt(0) - 97, rank: Number(m[2]) - 1 };
}

/**
 * The centre of a square in page coordinates, from #board's client rectangle and
 * `state().flipped`, by the contract's formula.
 */
export async function squareCentre(page, name) {
  const { file, rank } = squareIndex(name);
  const board = page.locator('#board');
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  if (!box) throw new Error('#board is not visible');
  const { flipped } = await state(page);
  const w = box.width / 8;
  const h = box.height / 8;
  const x = flipped ? box.x + (7 - file + 0.5) * w : box.x + (file + 0.5) * w;
  const y = flipped ? box.y + (rank + 0.5) * h : box.y + (7 - rank + 0.5) * h;
  return { x, y };
}

/** Clicks the centre of a square of the canvas. */
export async function clickSquare(page, name) {
  const { x, y } = await squareCentre(page, name);
  await page.mouse.click(x, y);
}

/**
 * Plays a move in canonical notation by clicking its squares: a step by origin and
 * destination, a jump by origin, first landing and final landing. Waits for the
 * animation to end and checks that the page recorded exactly that move.
 */
export async function playByClicks(page, move) {
  const squares = move.split(/[-x]/);
  const before = await state(page);
  for (const sq of squares) await clickSquare(page, sq);
  await waitIdle(page);
  const after = await state(page);
  if (after.ply !== before.ply + 1 || after.moves[after.moves.length - 1] !== move) {
    throw new Error(
      `clicking ${squares.join(', ')} did not play ${move}: ply ${before.ply} -> ${after.ply}, ` +
        `last move ${JSON.stringify(after.moves.at(-1))}, status ${JSON.stringify(after.status)}`,
    );
  }
  return after;
}

/** Saves a PNG of the page into target/e2e-screenshots/NAME.png; returns its path. */
export async function screenshot(page, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A file name's part made of `s`: `Game over: no legal move` -> `game-over-no-legal-move`. */
export const slug = (s) => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

/** Trimmed text content of an element. */
export async function text(page, selector) {
  return ((await page.locator(selector).textContent()) ?? '').trim();
}

/** The canonical moves shown in #moves, in order of data-ply. */
export async function moveList(page) {
  return page.$$eval('#moves button.move[data-ply]', (els) =>
    els
      .map((e) => ({ ply: Number(e.dataset.ply), text: e.textContent.trim(), current: e.getAttribute('aria-current') }))
      .sort((a, b) => a.ply - b.ply),
  );
}

/** Builds a share-link fragment. */
export function shareHash({ tcn, moves } = {}) {
  const parts = [];
  if (tcn) parts.push(`tcn=${tcn.replaceAll(' ', '_')}`);
  if (moves) parts.push(`moves=${moves.join(',')}`);
  return '#' + parts.join('&');
}

/**
 * Makes a control usable as a person would: opens what hides it, outermost first: the
 * menu (`#menu`, by clicking `#menu-toggle`) and every closed <details> around it (by
 * clicking its <summary>; a <summary> needs only the <details> around its own). Does
 * nothing when no element matches yet.
 */
export async function reveal(page, selector) {
  const click = page.__plainClick ?? page.click.bind(page);
  for (let i = 0; i < 8; i++) {
    const handle = await page.$(selector).catch(() => null);
    if (!handle) return;
    const what = await handle.evaluate((el) => {
      let outermost = null;
      const from = el.tagName === 'SUMMARY' ? el.parentElement?.parentElement : el;
      for (let n = from; n; n = n.parentElement) {
        if (n.id === 'menu' && n.hidden) outermost = n;
        else if (n.tagName === 'DETAILS' && !n.open) outermost = n;
      }
      if (!outermost) return null;
      if (outermost.id === 'menu') return 'menu';
      outermost.dataset.e2eReveal = '1';
      return 'details';
    });
    await handle.dispose();
    if (!what) return;
    if (what === 'menu') {
      await click('#menu-toggle');
      await page.waitForFunction(() => !document.getElementById('menu').hidden);
    } else {
      // A <details> reports its opening with a `toggle` event queued after the click,
      // and the page shows what the opening changes (a panel's boxes are filled only
      // while it is open) at the frame after that event: wait for both.
      const details = page.locator('details[data-e2e-reveal="1"]');
      await details.evaluate((d) =>
        d.addEventListener('toggle', () => { d.dataset.e2eToggled = '1'; }, { once: true }),
      );
      await click('details[data-e2e-reveal="1"] > summary');
      await page.waitForFunction(() => document.querySelector('details[data-e2e-toggled="1"]'));
      await details.evaluate((d) => {
        delete d.dataset.e2eReveal;
        delete d.dataset.e2eToggled;
      });
      await settle(page);
    }
  }
}

const REVEALING = ['click', 'dblclick', 'tap', 'fill', 'check', 'uncheck', 'selectOption', 'setInputFiles', 'focus', 'press', 'type', 'hover'];

/**
 * Waits for the page's next animation frame (or 100 ms, for a tab the browser does not
 * paint): the page writes what an input changed once per frame, so by then it shows it.
 */
export async function settle(page) {
  await (page.__evaluate ?? page.evaluate.bind(page))(
    () => new Promise((r) => { requestAnimationFrame(() => r()); setTimeout(r, 100); }),
  ).catch(() => {});
}

/** Makes `target[name]` (an action of the page, its mouse or its keyboard) wait for the
 * page's next frame after it has acted. */
function settling(page, target, names) {
  for (const name of names) {
    const plain = target[name].bind(target);
    target[name] = async (...args) => {
      const r = await plain(...args);
      await settle(page);
      return r;
    };
  }
}

/**
 * Makes `page`'s selector actions (`page.click('#resign')`, `page.fill('#move-input', …)`,
 * …) open the menu and the <details> that hide their element first, as a person would
 * (see `reveal`). Done once per page, by `waitReady`.
 */
export function autoReveal(page) {
  if (page.__plainClick) return page;
  page.__plainClick = page.click.bind(page);
  for (const name of REVEALING) {
    const plain = page[name].bind(page);
    page[name] = async (selector, ...rest) => {
      if (typeof selector === 'string') await reveal(page, selector);
      const r = await plain(selector, ...rest);
      await settle(page);
      return r;
    };
  }
  // A script call (`threeCrowns.play`, `setSeat`…) changes what the page shows at its
  // next frame too.
  page.__evaluate = page.evaluate.bind(page);
  settling(page, page, ['evaluate']);
  settling(page, page.mouse, ['click', 'dblclick', 'down', 'up', 'move', 'wheel']);
  settling(page, page.keyboard, ['press', 'type', 'down', 'up', 'insertText']);
  return page;
}

/** Whether the element is shown once its menu and <details> are opened (`reveal`). */
export async function shown(page, selector) {
  await reveal(page, selector);
  return page.locator(selector).isVisible();
}

/**
 * Drags with the mouse from the centre of square `from` to the centre of square `to`
 * (contract geometry), moving in `steps` steps, and releases. `opts.before(page)` runs
 * while the button is still held at the destination.
 */
export async function dragSquare(page, from, to, opts = {}) {
  const a = await squareCentre(page, from);
  const b = await squareCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: opts.steps ?? 8 });
  if (opts.before) await opts.before(page);
  await page.mouse.up();
}

/**
 * Opens a share-link fragment in the tab that already shows the game (a fragment change,
 * no reload) and waits until the page shows `tcn`.
 */
export async function openFragment(page, hash, tcn) {
  const base = page.url().replace(/#.*$/, '');
  await page.goto(base + hash);
  await answerReplace(page);
  await page.waitForFunction((t) => window.threeCrowns.state().tcn === t, tcn);
  await waitIdle(page);
}

/** Runs `body(game)` on a freshly opened game of `env` and closes it after. */
export async function withGame(env, opts, body) {
  const game = await openGame(env, opts);
  try {
    await body(game);
  } finally {
    await game.close();
  }
}

/**
 * Runs `body(game)` on a game opened in a fresh context of `width`×`height` CSS px
 * (`opts.scheme` `'light'` or `'dark'`, `opts.locale`, `opts.touch` for a phone's touch
 * screen, `opts.hash` the address's fragment, `opts.route(context)` to set routes first).
 */
export async function withWindow(env, width, height, opts, body) {
  const context = await env.browser.newContext({
    viewport: { width, height },
    serviceWorkers: 'block',
    colorScheme: opts.scheme ?? 'light',
    locale: opts.locale ?? 'en-GB',
    hasTouch: opts.touch ?? false,
    isMobile: opts.touch ?? false,
    acceptDownloads: true,
  });
  try {
    if (opts.route) await opts.route(context);
    await withGame(env, { context, hash: opts.hash ?? '' }, body);
  } finally {
    await context.close();
  }
}

/** Plays moves through the script API, asserting each is accepted, and waits for the
 *  animation (for setting up a test; the behaviour under test is driven through the DOM). */
export async function playApi(page, moves) {
  for (const m of moves) {
    const r = await page.evaluate((m) => window.threeCrowns.play(m), m);
    assert.deepEqual(r, { ok: true }, `threeCrowns.play(${m})`);
    await waitIdle(page);
  }
}

/** Starts recording main-thread long tasks (over 50 ms) in `window.__longTasks`. */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
}
