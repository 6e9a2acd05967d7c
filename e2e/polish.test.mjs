// The polish of issue 9 item 5: themes (light, dark, the system's, an override) repainted
// without a reload, the colour-blind-safe palette, coordinates, sounds and the mute
// switch, all remembered. Only the DOM contract of docs/FRONTEND.md, `threeCrowns.state()`
// and the canvas's pixels.
//
//   node --test --test-concurrency=1 e2e/

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openGame, state, clickSquare, playByClicks, waitIdle, screenshot, shareHash } from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** The canvas pixel [r, g, b] at the centre of square `name` (White at the bottom). */
async function pixel(page, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name[1]) - 1;
  return page.evaluate(
    ([f, r]) => {
      const c = document.getElementById('board');
      const s = c.width / 8;
      const d = c.getContext('2d').getImageData(Math.floor((f + 0.5) * s), Math.floor((7 - r + 0.5) * s), 1, 1).data;
      return [d[0], d[1], d[2]];
    },
    [file, rank],
  );
}

/** The whole canvas as a data URL, after the next frame. */
async function canvasImage(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => document.getElementById('board').toDataURL());
}

const settings = async (page) => (await state(page)).settings;

test('the theme control repaints the board at once, without a reload, and the page follows', async () => {
  const game = await openGame(env);
  const { page } = game;
  await page.evaluate(() => (window.__sameDocument = true));
  await page.selectOption('#theme', 'light');
  const light = await pixel(page, 'c2');
  assert.equal((await settings(page)).scheme, 'light');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.selectOption('#theme', 'dark');
  const dark = await pixel(page, 'c2');
  assert.equal((await settings(page)).scheme, 'dark');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.notDeepEqual(light, dark, 'a light square looks different in the dark theme');
  assert.ok(dark[0] + dark[1] + dark[2] < light[0] + light[1] + light[2], 'the dark theme is darker');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.selectOption('#theme', 'light');
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), bg);
  assert.deepEqual(await pixel(page, 'c2'), light);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');
  await game.close();
});

test('"As the system" follows the system scheme, also when it changes', async () => {
  const game = await openGame(env);
  const { page } = game;
  await page.evaluate(() => (window.__sameDocument = true));
  assert.equal((await settings(page)).theme, 'system');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => window.threeCrowns.state().settings.scheme === 'dark');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const dark = await pixel(page, 'c2');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => window.threeCrowns.state().settings.scheme === 'light');
  const light = await pixel(page, 'c2');
  assert.notDeepEqual(dark, light);
  // An override wins over the system.
  await page.selectOption('#theme', 'dark');
  assert.equal((await settings(page)).scheme, 'dark');
  assert.deepEqual(await pixel(page, 'c2'), dark);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');
  await game.close();
});

test('the settings survive a reload', async () => {
  const game = await openGame(env);
  const { page } = game;
  await page.selectOption('#theme', 'dark');
  await page.check('#colour-blind');
  await page.uncheck('#coords');
  await page.check('#mute');
  await page.selectOption('#analysis-workers', '3');
  // Live play's relays stay the defaults (src/app/live/relays.rs).
  const relays = ['wss://open.ftorrent.com', 'wss://tracker.webtorrent.dev', 'wss://tracker.openwebtorrent.com'];
  const want = { theme: 'dark', scheme: 'dark', colourBlind: true, coordinates: false, muted: true, analysisWorkers: 3, language: 'en', relays };
  assert.deepEqual(await settings(page), want);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  assert.deepEqual(await settings(page), want);
  assert.equal(await page.inputValue('#theme'), 'dark');
  assert.equal(await page.isChecked('#colour-blind'), true);
  assert.equal(await page.isChecked('#coords'), false);
  assert.equal(await page.isChecked('#mute'), true);
  assert.equal(await page.inputValue('#analysis-workers'), '3');
  // The script API's setter does what the controls do.
  assert.deepEqual(await page.evaluate(() => window.threeCrowns.setSettings({ theme: 'light', muted: false })), { ok: true });
  assert.equal(await page.isChecked('#mute'), false);
  assert.equal((await page.evaluate(() => window.threeCrowns.setSettings({ theme: 'blue' }))).ok, false);
  assert.equal((await settings(page)).theme, 'light');
  await game.close();
});

test('the colour-blind palette and the coordinates change the board', async () => {
  const game = await openGame(env);
  const { page } = game;
  await page.selectOption('#theme', 'light');
  const plain = await canvasImage(page);
  await page.uncheck('#coords');
  const noCoords = await canvasImage(page);
  assert.notEqual(noCoords, plain, 'coordinates off changes the canvas');
  await page.check('#coords');
  assert.equal(await canvasImage(page), plain, 'coordinates back on draws the same board');
  const before = await pixel(page, 'c2');
  await page.check('#colour-blind');
  assert.notDeepEqual(await pixel(page, 'c2'), before);
  await game.close();
});

/** Counts the page's WebAudio calls: contexts made, oscillators and gains created. */
function countAudio() {
  window.__audio = { contexts: 0, calls: 0 };
  const A = window.AudioContext;
  if (!A) return;
  window.AudioContext = class extends A {
    constructor(...args) {
      super(...args);
      window.__audio.contexts++;
    }
  };
  for (const m of ['createOscillator', 'createGain', 'resume']) {
    const f = BaseAudioContext.prototype[m] ?? A.prototype[m];
    const proto = m === 'resume' ? A.prototype : BaseAudioContext.prototype;
    proto[m] = function (...args) {
      window.__audio.calls++;
      return f.apply(this, args);
    };
  }
}

test('moves make sounds; muted, browsing history or loading makes none', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript(countAudio);
  const game = await openGame(env, { context, hash: shareHash({ moves: ['a6-a7'] }) });
  const { page } = game;
  const audio = () => page.evaluate(() => window.__audio);
  assert.deepEqual(await audio(), { contexts: 0, calls: 0 }, 'loading a game makes no sound');
  await page.check('#mute');
  await playByClicks(page, 'a5-b4');
  assert.deepEqual(await audio(), { contexts: 0, calls: 0 }, 'a muted move makes no audio call');
  await page.uncheck('#mute');
  await playByClicks(page, 'a7-a6');
  const heard = await audio();
  assert.equal(heard.contexts, 1, 'one AudioContext, made after a gesture');
  assert.ok(heard.calls >= 2, `a move makes sound calls (${heard.calls})`);
  await page.click('#nav-prev');
  await page.click('#nav-first');
  await page.click('#nav-last');
  await waitIdle(page);
  assert.deepEqual(await audio(), heard, 'browsing makes no sound');
  // The computer's moves sound too.
  await page.evaluate(() => window.threeCrowns.setSeat('black', 1));
  await page.waitForFunction(() => window.threeCrowns.state().ply === 4, null, { timeout: 20_000 });
  await waitIdle(page);
  assert.ok((await audio()).calls > heard.calls, "the computer's move is heard");
  await game.close();
});

test('screenshots: light, dark, colour-blind, no coordinates', async () => {
  // White is bound to a7 (dashed ring); Black's last move framed.
  const game = await openGame(env, { hash: shareHash({ moves: ['a6-a7', 'a5-b4'] }) });
  const { page } = game;
  for (const [name, changes] of [
    ['polish-light', { theme: 'light', colourBlind: false, coordinates: true }],
    ['polish-dark', { theme: 'dark' }],
    ['polish-colour-blind-dark', { colourBlind: true }],
    ['polish-colour-blind-light', { theme: 'light' }],
    ['polish-no-coordinates', { theme: 'light', colourBlind: false, coordinates: false }],
  ]) {
    await page.evaluate((c) => window.threeCrowns.setSettings(c), changes);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, name);
  }
  // The selection (corner brackets) and its destinations (dots).
  await page.evaluate(() => window.threeCrowns.setSettings({ coordinates: true }));
  await clickSquare(page, 'a7');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await screenshot(page, 'polish-light-selected');
  await game.close();
});
