// Issue 44, "Play and fair play": clocks that start at each side's own first move (as on
// lichess) and stand while the New game dialog covers the game; a result on time that
// stands, also when a link brings it; no engine help in a game with a friend until it
// ends, and none carried into a new game; the review's better move drawn where it could
// be played.
//
//   node --test --test-concurrency=1 e2e/defects-play.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, shareHash, reveal, settle, playApi, THREATENED } from './browser.mjs';

const T = { timeout: 120_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

const api = (page, f, ...args) =>
  page.evaluate(([f, args]) => window.threeCrowns[f](...args), [f, args]);
const plyIs = (page, n) =>
  page.waitForFunction((n) => window.threeCrowns.state().ply === n, n, { timeout: 30_000 });
const hidden = (page, id) => page.evaluate((id) => document.getElementById(id).hidden, id);

/** Switches the analysis on from the menu, as a player does; returns the state. */
async function analysisOn(page) {
  await reveal(page, '#analysis');
  await page.setChecked('#analysis', true);
  await settle(page);
  const s = await state(page);
  assert.notEqual(s.analysis, null, 'the analysis is on');
  return s;
}

test('against the computer as Black, the clock waits for the person\'s first move; the New game dialog holds the clocks', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.deepEqual(
      await api(page, 'newGame', { white: 1, black: 'person', clock: { minutes: 1, increment: 0 } }),
      { ok: true },
    );
    await plyIs(page, 1);
    let s = await state(page);
    assert.equal(s.clock.running, null, 'the computer\'s first move starts no person\'s clock');
    await page.waitForTimeout(1500);
    s = await state(page);
    assert.deepEqual([s.clock.white, s.clock.black], [60_000, 60_000]);
    assert.equal(await page.getAttribute('#clock-black', 'data-state'), 'stopped');
    await playApi(page, [s.legalMoves[0]]);
    await plyIs(page, 3);
    s = await state(page);
    assert.equal(s.clock.running, 'black', 'from each side\'s second move on, the clocks run');
    // The New game dialog over the game: the board takes no move, the clocks stand.
    await page.click('#new-game');
    await page.waitForFunction(() => document.querySelector('#new-game-dialog').open);
    const held = (await state(page)).clock;
    assert.equal(held.running, null);
    await page.waitForTimeout(1500);
    assert.equal((await state(page)).clock.black, held.black, 'nothing runs under the dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#new-game-dialog').open);
    s = await state(page);
    assert.equal(s.clock.running, 'black', 'runs on once it closes');
    assert.ok(held.black - s.clock.black < 500, `${held.black} -> ${s.clock.black}`);
  });
});

test('a loss on time brought by a link stands: Undo is unavailable and says why', T, async () => {
  await withGame(env, { hash: '#moves=a6-a7,a5-b4&flag=w' }, async ({ page }) => {
    await plyIs(page, 2);
    let s = await state(page);
    assert.deepEqual(s.outcome, { result: '0-1', reason: 'time', winner: 'black' });
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'true');
    // Pressed all the same (aria-disabled leaves it pressable):
    await page.evaluate(() => document.getElementById('undo').click());
    s = await state(page);
    assert.equal(s.ply, 2);
    assert.equal(s.outcome?.reason, 'time');
    assert.match(s.status, /lost on time, and a result on time stands/);
  });
});

test('no engine help in a game with a friend until it ends, by the page or the script API', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // Help switched on before does not follow into the friend game.
    await analysisOn(page);
    const started = await api(page, 'startFriendGame', { color: 'white', name: 'Ann' });
    assert.equal(started.ok, true, JSON.stringify(started));
    await settle(page);
    let s = await state(page);
    assert.equal(s.analysis, null, 'the analysis is off');
    assert.equal(s.threats, null);
    for (const id of ['hint', 'review-game', 'study-tools', 'edit-position']) {
      assert.equal(await hidden(page, id), true, `#${id} is not offered`);
    }
    for (const [f, ...args] of [['setAnalysisLines', 2], ['startMistakes']]) {
      const r = await api(page, f, ...args);
      assert.equal(r.ok, false, f);
      assert.match(r.error, /no hint, analysis, threats or review until the game ends/, f);
    }
    assert.equal((await state(page)).analysis, null);
    // Once it ends, everything is offered again.
    assert.deepEqual(await api(page, 'resign'), { ok: true });
    await settle(page);
    assert.equal(await hidden(page, 'study-tools'), false);
    assert.deepEqual(await api(page, 'setAnalysisLines', 2), { ok: true });
    await analysisOn(page);
  });
});

test('the analysis switched on does not follow into a new game against the computer', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await analysisOn(page);
    await page.keyboard.press('Escape');
    await page.click('#new-game');
    await page.waitForFunction(() => document.querySelector('#new-game-dialog').open);
    await page.selectOption('#ng-clock', 'none');
    await page.click('#ng-computer');
    await page.waitForFunction(() => !document.querySelector('#new-game-dialog').open);
    await settle(page);
    const s = await state(page);
    assert.equal(s.analysis, null);
    assert.equal(await page.isChecked('#analysis'), false);
  });
});


test('the review\'s better move is drawn on the position it could be played from', T, async () => {
  await withGame(env, { hash: shareHash({ tcn: THREATENED }) }, async ({ page }) => {
    const legal = (await state(page)).legalMoves;
    await page.evaluate(() => window.threeCrowns.play('h1-h2'));
    await plyIs(page, 1);
    await page.evaluate(() => window.threeCrowns.play('c3xe5xg5'));
    await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
    await page.click('#review-offer');
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, {
      timeout: 30_000,
    });
    const mark = (await state(page)).review.marks.find((m) => m.ply === 1);
    assert.ok(mark, 'h1-h2 is marked');
    assert.ok(legal.includes(mark.better), `${mark.better} is playable before h1-h2`);
    const better = (s) => s.arrows.filter((a) => a.kind === 'better');
    // On the position after the marked move: its words, no arrow from an emptied square.
    await page.click('#moves button.move[data-ply="1"]');
    await page.waitForFunction(() => window.threeCrowns.state().viewPly === 1);
    let s = await state(page);
    assert.deepEqual(better(s), []);
    assert.equal(await hidden(page, 'review-better'), false);
    // On the position it was played from: the better move, from its piece.
    await page.click('#nav-first');
    await page.waitForFunction(() => window.threeCrowns.state().viewPly === 0);
    s = await state(page);
    assert.deepEqual(better(s).map((a) => [a.from, a.to]), [[mark.better.slice(0, 2), mark.better.slice(-2)]]);
  });
});
