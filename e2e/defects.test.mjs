// End-to-end tests of the defects players and hosts found: records that lose moves, text
// that tools add, a full storage that lost the game silently, repeated messages never
// announced, notation changed inside messages, a blurry board after a pixel-ratio change,
// and a game that slowed as it grew. Each input with its right result, and the sibling
// cases found. No timing is asserted: long games are checked for behaviour, and timed by
// `make measure`.
//
//   node --test --test-concurrency=1 e2e/defects.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  state,
  reveal,
  waitIdle,
  screenshot,
  text,
  moveList,
  withGame,
  playApi,
  openGame,
  waitReady,
  SHUFFLE,
  answerReplace,
} from './browser.mjs';

const T = { timeout: 180_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

/** Pastes `record` into the record box and presses Import, as a person does. */
async function importRecord(page, record) {
  await reveal(page, '#record-text');
  await page.fill('#record-text', record);
  await page.click('#import-record');
  await answerReplace(page);
  await waitIdle(page);
}

/**
 * Starts counting what the live regions say: every node added to #status or #announce
 * (a screen reader announces additions), with its text.
 */
async function listenToLiveRegions(page) {
  await page.evaluate(() => {
    window.__said = [];
    for (const id of ['status', 'announce', 'save-warning-text']) {
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) window.__said.push({ id, text: n.textContent });
          if (r.type === 'characterData') window.__said.push({ id, text: r.target.textContent });
        }
      }).observe(document.getElementById(id), { childList: true, subtree: true, characterData: true });
    }
  });
}

const said = (page, id) =>
  page.evaluate((id) => window.__said.filter((s) => s.id === id && s.text !== '').map((s) => s.text), id);

// ---------------------------------------------------------------------------------------
// 1–2. Records that lost moves; text that tools add
// ---------------------------------------------------------------------------------------

test('a record with a ; inside a brace comment imports with all its moves', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await importRecord(page, '[Result "*"]\n\n1. a6-a7 {solid; safe} a5-b4 2. a7-b7 *\n');
    const s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4', 'a7-b7']);
    assert.match(s.status, /Game imported/);
    assert.deepEqual(
      (await moveList(page)).map((m) => m.text),
      ['a6-a7', 'a5-b4', 'a7-b7'],
    );
  });
});

test('a malformed record is refused with the reason and the game is unchanged', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7']);
    for (const [record, reason] of [
      ['[Result "*"]\n\n1. a6-a7 {never closed a5-b4 2. a7-b7 *', /never closed/],
      ['[Result "*"]\n\n1. a6-a7 2. a7-b7 *', /move number '2\.'/],
      ['[Result "*"]\n\n1. a6-a7 (1. h6-h7) a5-b4 *', /variations/],
    ]) {
      await importRecord(page, record);
      const s = await state(page);
      assert.deepEqual(s.moves, ['a6-a7'], record);
      assert.match(s.status, /was not imported/, record);
      assert.match(s.status, reason, record);
    }
  });
});

test('a record, a move and a link with what tools add are read', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const record = '\uFEFF[Event "Casual game"]\r\n[Result "*"]\r\n\r\n1.\u00A0a6-a7 a5-b4\r\n2. a7-b7 *\r\n';
    await importRecord(page, record);
    let s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4', 'a7-b7']);
    // A move typed with a byte order mark, a no-break space and capitals.
    await page.fill('#move-input', '\uFEFFB4-C5\u00A0');
    await page.press('#move-input', 'Enter');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.moves.at(-1), 'b4-c5');
    // A link with escapes for a no-break space around a move.
    await page.goto(page.url().replace(/#.*$/, '') + '#moves=a6-a7,%C2%A0a5-b4%E2%80%8B');
    // The game in progress is kept (the question before a link replaces it).
    await answerReplace(page);
    await page.waitForFunction(() => window.threeCrowns.state().moves.length === 2);
    s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
  });
});

// ---------------------------------------------------------------------------------------
// 3. A full storage
// ---------------------------------------------------------------------------------------

/** Fills localStorage until setItem throws; returns the keys it used. */
async function fillStorage(page) {
  return page.evaluate(() => {
    const keys = [];
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0 && i < 10_000; i++) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
        keys.push(`filler-${i}`);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    return keys;
  });
}

test('a full storage is said once, the game goes on, and a later save clears it', T, async () => {
  await withGame(env, {}, async ({ page, newPage }) => {
    await playApi(page, ['a6-a7', 'a5-b4']);
    assert.equal(await page.locator('#save-warning').isHidden(), true);
    await listenToLiveRegions(page);
    const filler = await fillStorage(page);
    assert.ok(filler.length > 0);
    await playApi(page, ['a7-b7', 'b4-c5', 'b7-c7']);
    // Said clearly, once for the three failed saves; the game goes on in memory.
    assert.equal(await page.locator('#save-warning').isVisible(), true);
    const warning = await text(page, '#save-warning-text');
    assert.match(warning, /^This game is not being saved: the browser's storage for this site is full/);
    assert.deepEqual(await said(page, 'save-warning-text'), [warning]);
    assert.equal((await state(page)).ply, 5);
    await screenshot(page, 'defects-storage-full');
    // The record stays reachable: the notice's copy button puts it in the record box.
    await page.click('#save-warning-copy');
    const record = await page.inputValue('#record-view');
    assert.match(record, /1\. a6-a7 a5-b4 2\. a7-b7 b4-c5 3\. b7-c7 \*/);
    // Room again: the next move is saved and the notice goes.
    await page.evaluate((keys) => keys.forEach((k) => localStorage.removeItem(k)), filler);
    await playApi(page, ['c5-d5']);
    assert.equal(await page.locator('#save-warning').isHidden(), true);
    assert.ok((await said(page, 'announce')).includes('The game is being saved again.'));
    // A reload brings back the whole game.
    const again = await newPage();
    assert.equal((await state(again)).ply, 6);
  });
});

test('storage that is unavailable is said at start and the game is playable', T, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  try {
    const page = await context.newPage();
    await page.goto(env.url);
    await waitReady(page);
    assert.match(await text(page, '#save-warning-text'), /not being saved: this browser does not let the page store data/);
    await playApi(page, ['a6-a7']);
    assert.equal((await state(page)).ply, 1);
  } finally {
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------
// 5–6. Repeated messages; notation inside messages
// ---------------------------------------------------------------------------------------

test('a repeated message is said each time, with its notation canonical', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await listenToLiveRegions(page);
    for (let i = 0; i < 2; i++) {
      await page.fill('#move-input', 'a6-a8');
      await page.press('#move-input', 'Enter');
    }
    const refusals = await said(page, 'status');
    assert.equal(refusals.length, 2, JSON.stringify(refusals));
    for (const r of refusals) assert.match(r, /^a6-a8 is not a step: /);
    // Undo twice on a new game: the same answer, said twice.
    // Undo is marked aria-disabled (it keeps focus and answers why): click it anyway.
    await page.click('#undo', { force: true });
    await page.click('#undo', { force: true });
    const undo = (await said(page, 'status')).filter((t) => /no move to take back/.test(t));
    assert.equal(undo.length, 2);
    // A move refused twice from the board: said twice too.
    await page.fill('#move-input', 'A5-A4');
    await page.press('#move-input', 'Enter');
    await page.fill('#move-input', 'a5-a4');
    await page.press('#move-input', 'Enter');
    const notYours = (await said(page, 'status')).filter((t) => /a5/.test(t));
    assert.equal(notYours.length, 2, JSON.stringify(notYours));
    for (const r of notYours) assert.ok(!/A5/.test(r), r);
  });
});

// ---------------------------------------------------------------------------------------
// 7. The device pixel ratio changes without a resize
// ---------------------------------------------------------------------------------------

test('the board is redrawn at the new device pixel ratio', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const size = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
    const canvasAt = () =>
      page.evaluate(() => {
        const c = document.getElementById('board');
        return { px: c.width, css: c.clientWidth, dpr: window.devicePixelRatio };
      });
    const before = await canvasAt();
    assert.equal(before.px, Math.round(before.css * before.dpr));
    for (const ratio of [2, 3, 1]) {
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width: size.w,
        height: size.h,
        deviceScaleFactor: ratio,
        mobile: false,
      });
      await page.waitForFunction((r) => window.devicePixelRatio === r, ratio);
      await page.waitForFunction(
        (r) => {
          const c = document.getElementById('board');
          return c.width === Math.round(c.clientWidth * r);
        },
        ratio,
        { timeout: 10_000 },
      );
      const now = await canvasAt();
      assert.equal(now.px, Math.round(now.css * ratio));
    }
  });
});

// ---------------------------------------------------------------------------------------
// 8. A long game
// ---------------------------------------------------------------------------------------

test('a 5,000-ply game from a link plays, undoes and lists its moves correctly', T, async () => {
  const moves = Array.from({ length: 5000 }, (_, i) => SHUFFLE[i % 4]);
  const game = await openGame(env, { hash: `#moves=${moves.join(',')}&rep=off` });
  try {
    const { page } = game;
    let s = await state(page);
    assert.equal(s.ply, 5000);
    assert.equal(await page.locator('#moves button.move').count(), 5000);
    await playApi(page, ['a6-a7']);
    await page.click('#undo');
    await page.click('#undo');
    await playApi(page, ['h5-g4']);
    s = await state(page);
    assert.equal(s.ply, 5000);
    assert.equal(s.moves.at(-1), 'h5-g4');
    const list = await moveList(page);
    assert.equal(list.length, 5000);
    assert.deepEqual(list.slice(-3).map((m) => m.text), [...s.moves.slice(-3)]);
    assert.equal(list.at(-1).current, 'true');
    assert.equal(list.filter((m) => m.current === 'true').length, 1);
  } finally {
    await game.close();
  }
});

test('the move list follows undo, redo, a different move and browsing', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const texts = async () => (await moveList(page)).map((m) => m.text);
    await playApi(page, ['a6-a7', 'a5-b4', 'a7-b7', 'b4-c5']);
    await page.click('#undo');
    await page.click('#undo');
    await waitIdle(page);
    assert.deepEqual(await texts(), ['a6-a7', 'a5-b4'], 'two undos take two cells off');
    await page.click('#redo');
    await waitIdle(page);
    let list = await moveList(page);
    assert.deepEqual(list.map((m) => m.text), ['a6-a7', 'a5-b4', 'a7-b7'], 'a redo puts its cell back');
    assert.deepEqual(list.map((m) => m.current), [null, null, 'true'], 'the redone move is the current one');
    await page.click('#undo');
    await playApi(page, ['a7-a6']);
    await page.click('#nav-first');
    list = await moveList(page);
    assert.deepEqual(list.map((m) => m.text), ['a6-a7', 'a5-b4', 'a7-a6']);
    assert.equal(list.filter((m) => m.current === 'true').length, 0);
    await page.click('#nav-next');
    assert.deepEqual(
      (await moveList(page)).map((m) => m.current),
      ['true', null, null],
    );
    await page.click('#nav-last');
    assert.equal(await page.locator('#moves li.result').count(), 0, 'a game in progress has no result row');
  });
});

test('a finished game shows its result row once, through undo, redo and browsing', T, async () => {
  // White's third capture wins (RULES.md section 6): c3xe5xg5 takes f5.
  const WIN_TCN = 'bbbbbb2/8/8/5b2/3b4/2W5/8/w1wwwwww w - 9';
  await withGame(env, { hash: `#tcn=${WIN_TCN.replaceAll(' ', '_')}` }, async ({ page }) => {
    const results = () => page.$$eval('#moves li.result', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(await results(), [], 'no result before the win');
    await playApi(page, ['c3xe5xg5']);
    assert.equal((await state(page)).outcome?.result, '1-0');
    assert.deepEqual(await results(), ['1-0'], 'the win adds one result row');
    await page.click('#undo');
    await waitIdle(page);
    assert.deepEqual(await results(), [], 'undoing the win removes the row');
    await page.click('#redo');
    await waitIdle(page);
    assert.deepEqual(await results(), ['1-0'], 'redoing it shows the row once');
    await page.click('#nav-first');
    await page.click('#nav-last');
    await waitIdle(page);
    assert.deepEqual(await results(), ['1-0'], 'browsing keeps one row');
    assert.deepEqual((await moveList(page)).map((m) => m.text), ['c3xe5xg5']);
  });
});
