// The page in its players' languages (issue 30): the first visit follows the browser's
// preferred languages; the language menu (Settings) and `setSettings({ language })` switch
// without a reload; the choice survives one; `<html lang>` follows. For German, Polish and
// Japanese: the start position, a game against the computer, the rules page, a lesson, a
// puzzle, the review, a refusal and errors show no sentence of the English catalogue, and axe-core
// passes. Polish chooses its plural forms by the count. A language chosen works offline.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  setup,
  openGame,
  state,
  waitIdle,
  waitReady,
  watchErrors,
  clickSquare,
  waitRulesOpen,
  settle,
  openFragment,
  playApi,
  shareHash,
  ROOT,
  DIST,
  THREATENED,
} from './browser.mjs';
import { startServer } from './serve.mjs';
import { runAxe, describe, FAILING } from './axe.mjs';

const T = { timeout: 240_000 };


let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** A catalogue's messages whose value is one line of plain text: `{ id: text }`. */
function plainMessages(file) {
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([a-z][a-z0-9-]*) = ([^{}]+)$/.exec(line);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

const ENGLISH = plainMessages(path.join(ROOT, 'src/ui/lang/en.ftl'));
const catalogue = (tag) => plainMessages(path.join(ROOT, `www/lang/${tag}.ftl`));

/**
 * The sentences of the English catalogue (plain text of three words or more) that the
 * page shows, in its text or its elements' labels and titles, while it speaks `tag`.
 */
async function englishShown(page, tag) {
  const theirs = catalogue(tag);
  const sentences = Object.entries(ENGLISH)
    .filter(([id, text]) => text.split(' ').length >= 3 && theirs[id] !== text)
    .map(([, text]) => text);
  const shown = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
  return sentences.filter((s) => shown.includes(s));
}

async function speak(page, tag) {
  const r = await page.evaluate((tag) => window.threeCrowns.setSettings({ language: tag }), tag);
  assert.deepEqual(r, { ok: true });
  await page.waitForFunction((tag) => document.documentElement.lang === tag, tag);
  await settle(page);
}

async function noEnglish(page, tag, where) {
  assert.deepEqual(await englishShown(page, tag), [], `${tag}, ${where}: English sentences shown`);
}

async function axeClean(page, tag, where) {
  const serious = (await runAxe(page)).filter((v) => FAILING.includes(v.impact));
  assert.equal(serious.length, 0, `${tag}, ${where}: ${describe(serious)}`);
}

test('a browser that prefers French opens in French, and the choice survives a reload', T, async () => {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  const g = await openGame(env, { context });
  try {
    const { page } = g;
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await settle(page);
    const fr = catalogue('fr');
    assert.equal((await state(page)).settings.language, 'fr');
    assert.equal((await page.textContent('#open-lessons')).trim(), fr['open-lessons']);
    await noEnglish(page, 'fr', 'the start');
    // The language menu lists each language in its own name; choosing one switches at once.
    const options = await page.$$eval('#language option', (o) => o.map((x) => [x.value, x.textContent]));
    assert.deepEqual(options, (await page.evaluate(() => window.threeCrowns.languages())).map((l) => [l.tag, l.name]));
    await page.selectOption('#language', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await settle(page);
    assert.equal((await page.textContent('#open-lessons')).trim(), catalogue('de')['open-lessons']);
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.equal((await state(page)).settings.language, 'de');
    // An unknown language is refused, and nothing changes.
    const bad = await page.evaluate(() => window.threeCrowns.setSettings({ language: 'xx' }));
    assert.equal(bad.ok, false);
    assert.match(bad.error, /xx/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  } finally {
    await g.close();
    await context.close();
  }
});

for (const tag of ['de', 'pl', 'ja']) {
  test(`${tag}: the start, a game against the computer, the rules, a lesson, a puzzle and a refusal`, T, async () => {
    const g = await openGame(env);
    try {
      const { page } = g;
      await speak(page, tag);
      await noEnglish(page, tag, 'the start');
      await axeClean(page, tag, 'the start');
      // A refusal: a click on Black's piece with White to move.
      await clickSquare(page, 'a5');
      await settle(page);
      const refusal = await page.textContent('#status');
      assert.ok(refusal.includes('a5') && !refusal.includes("Black's"), refusal);
      await noEnglish(page, tag, 'a refusal');
      // An error: the rules refuse a move that is not a step.
      const refused = await page.evaluate(() => window.threeCrowns.play('a6-a8'));
      assert.equal(refused.ok, false);
      await settle(page);
      const error = await page.textContent('#status');
      assert.ok(error.includes('a6-a8') && !error.includes('is not a step'), error);
      await noEnglish(page, tag, 'an error');
      // A game against the computer.
      const r = await page.evaluate(() => window.threeCrowns.newGame({ white: 'person', black: 1 }));
      assert.equal(r.ok, true, JSON.stringify(r));
      await settle(page);
      await page.evaluate(() => window.threeCrowns.play('a6-a7'));
      await page.waitForFunction(() => window.threeCrowns.state().ply >= 2, null, { timeout: 30_000 });
      await waitIdle(page);
      await noEnglish(page, tag, 'a game against the computer');
      // The rules page, in the language.
      await page.click('#open-rules');
      await waitRulesOpen(page);
      const rules = await page.textContent('#rules-body');
      assert.ok(!rules.includes('Three Crowns is a game for two'), `${tag}: the rules are English`);
      await noEnglish(page, tag, 'the rules');
      await axeClean(page, tag, 'the rules');
      await page.keyboard.press('Escape');
      await settle(page);
      // A lesson: its instruction as the catalogue says it.
      const opened = await page.evaluate(() => window.threeCrowns.openLesson('stepping'));
      assert.deepEqual(opened, { ok: true });
      await settle(page);
      assert.equal(
        (await page.textContent('#lesson-instruction')).trim(),
        catalogue(tag)['lesson-stepping-instruction'],
      );
      await noEnglish(page, tag, 'a lesson');
      await page.evaluate(() => window.threeCrowns.leaveLesson());
      // A puzzle.
      const p = await page.evaluate(async () => {
        const list = await window.threeCrowns.puzzles();
        return window.threeCrowns.openPuzzle(list[0].id);
      });
      assert.equal(p.ok, true, JSON.stringify(p));
      await settle(page);
      await noEnglish(page, tag, 'a puzzle');
      await axeClean(page, tag, 'a puzzle');
      await page.evaluate(() => window.threeCrowns.leavePuzzle());
      await settle(page);
      // The review of a game lost to a blunder, on the blunder's position.
      await openFragment(page, shareHash({ tcn: THREATENED }), THREATENED);
      const seat = await page.evaluate(() => window.threeCrowns.setSeat('black', 'person'));
      assert.deepEqual(seat, { ok: true });
      await playApi(page, ['h1-h2', 'c3xe5xg5']);
      await page.click('#review-offer');
      await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, {
        timeout: 60_000,
      });
      await page.click('#moves button.move[data-ply="1"]');
      await settle(page);
      const summary = await page.textContent('#review-summary');
      assert.ok(!/inaccurac|blunder/.test(summary), `${tag}: ${summary}`);
      await noEnglish(page, tag, 'the review');
      await axeClean(page, tag, 'the review');
      // A typed move that cannot be read says why in the language.
      await page.evaluate(() => { document.getElementById('move-entry').open = true; });
      await page.fill('#move-input', 'z9-a1');
      await page.press('#move-input', 'Enter');
      await settle(page);
      const unread = await page.textContent('#status');
      assert.ok(unread.includes('z9-a1') && !unread.includes('is not a move'), unread);
      await noEnglish(page, tag, 'a typed move that cannot be read');
    } finally {
      await g.close();
    }
  });
}

test('Polish says 1, 2 and 5 with its own plural forms (captures and Crowned pieces)', T, async () => {
  const g = await openGame(env);
  try {
    const { page } = g;
    await speak(page, 'pl');
    // White with 1, 2 and 5 Crowned pieces (none in a line), and 1 or 2 captures.
    const positions = [
      ['bb1bb1bb/b5bb/8/8/8/8/W6w/ww1ww1ww w - 9', 1, 1],
      ['bb1bb1bb/b6b/8/8/8/8/W6W/ww1ww1ww w - 9', 2, 2],
      ['bb1bb1bb/b6b/8/8/8/8/W6W/WW1wW1ww w - 9', 5, 2],
    ];
    const forms = { 1: 'Ukoronowany pionek', 2: 'Ukoronowane pionki', 5: 'Ukoronowanych pionków' };
    const captured = { 1: 'pionka', 2: 'pionki' };
    for (const [tcn, crowned, captures] of positions) {
      await openFragment(page, `#tcn=${tcn.replaceAll(' ', '_')}`, tcn);
      await settle(page);
      const c = await page.getAttribute('#crowned-white', 'aria-label');
      assert.ok(c.includes(`${crowned} ${forms[crowned]}`), c);
      const k = await page.getAttribute('#captures-white', 'aria-label');
      assert.ok(k.includes(`${captures} ${captured[captures]} z 3`), k);
    }
  } finally {
    await g.close();
  }
});

test('a language chosen works offline: the service worker keeps its catalogue and rules page', T, async () => {
  const server = await startServer(DIST, 0);
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  watchErrors(page, errors);
  try {
    await page.goto(server.url + '/', { waitUntil: 'load' });
    await waitReady(page);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const w = reg.active;
      if (w.state !== 'activated') {
        await new Promise((r) => w.addEventListener('statechange', () => w.state === 'activated' && r()));
      }
    });
    // Not stored at install: a visit costs only the languages it uses.
    const held = (url) =>
      page.evaluate(async (url) => Boolean(await caches.match(new URL(url, location.href).href)), url);
    assert.equal(await held('www/lang/ja.ftl'), false);
    await speak(page, 'ja');
    await page.click('#open-rules');
    await waitRulesOpen(page);
    await page.keyboard.press('Escape');
    assert.equal(await held('www/lang/ja.ftl'), true);
    assert.equal(await held('www/rules.ja.html'), true);
    await server.close();
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await settle(page);
    assert.equal((await page.textContent('#open-lessons')).trim(), catalogue('ja')['open-lessons']);
    await page.click('#open-rules');
    await waitRulesOpen(page);
    assert.ok((await page.textContent('#rules-body')).includes('Three Crownsは'));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close().catch(() => {});
  }
});
