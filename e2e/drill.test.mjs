// Train your mistakes (issue 48, item 4): the person's marked moves of the kept reviews
// come back as puzzles on a schedule. Two reviewed games, each with a blunder of White's
// (the same position, one reviewed here, the other imported); the first solved, the
// second missed: the missed one comes back before the solved one, the schedule is kept
// over a reload, and Your games shows the mistakes, their count due, and the person's
// accuracy as a small chart.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useEnv,
  withWindow,
  waitReady,
  state,
  playApi,
  shareHash,
  screenshot,
  text,
  settle,
  THREATENED,
} from './browser.mjs';

const env = useEnv();

const drill = async (page) => (await state(page)).mistakes?.drill ?? null;

/** Opens Your games and waits for its training line. */
async function openGames(page) {
  await page.click('#open-games');
  await page.waitForFunction(() => document.querySelector('#games-dialog').open);
  await settle(page);
}

test('a missed mistake of yours comes back before a solved one, and the drill is kept', async () => {
  await withWindow(env, 1366, 768, { hash: shareHash({ tcn: THREATENED }) }, async ({ page }) => {
    // A game with White's blunder, reviewed here.
    await playApi(page, ['h1-h2', 'c3xe5xg5']);
    await page.click('#review-offer');
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, { timeout: 30_000 });
    const better = (await state(page)).review.marks[0].better;
    // The same game on another day, imported with its kept review: a second puzzle.
    const exported = await page.evaluate(() => window.threeCrowns.exportGames());
    assert.match(exported, /\[Review "1 /, 'the review is kept in the record');
    const other = exported
      .split('\n')
      .filter((l) => !l.startsWith('[GameId '))
      .join('\n')
      .replace(/\[Date "[^"]*"\]/, '[Date "2026.11.30"]');
    const imported = await page.evaluate((t) => window.threeCrowns.importGames(t), other);
    assert.equal(imported.added, 1, JSON.stringify(imported));
    const mine = await page.evaluate(() => window.threeCrowns.myMistakes());
    assert.equal(mine.length, 2, JSON.stringify(mine));
    assert.ok(mine.every((m) => m.tcn === THREATENED && m.played === 'h1-h2' && m.better === better));

    // Your games: the mistakes, both due, and the accuracy of the two games.
    await openGames(page);
    assert.equal(await page.locator('#games-training').isVisible(), true);
    assert.equal(await text(page, '#games-training-line'), 'Your mistakes: 2 · 2 due now · 0 learned');
    assert.equal(await page.locator('#games-accuracy meter').count(), 2);
    assert.match(await page.locator('#games-accuracy meter').first().getAttribute('title'), /^\d{4}-\d\d-\d\d: \d+ %$/);
    await screenshot(page, 'drill-your-games');
    await page.click('#games-drill');
    await settle(page);
    assert.equal(await page.evaluate(() => document.querySelector('#games-dialog').open), false,
      `${await text(page, '#games-status')} / ${await text(page, '#status')} / ${JSON.stringify((await state(page)).mistakes)}`);

    // The first served (the older card): solved at the first try.
    let d = await drill(page);
    assert.ok(d?.id, JSON.stringify(await state(page)));
    const first = d.id;
    assert.equal(d.due, 2);
    assert.equal(await text(page, '#mistakes-title'), 'Train your mistakes');
    assert.match(
      await text(page, '#mistakes-text'),
      /^From your game of \d{4}-\d\d-\d\d, \u2068?White\u2069? – \u2068?Black\u2069?\. Move 1: White played h1-h2, a blunder/u,
    );
    assert.equal((await state(page)).tcn, THREATENED);
    await playApi(page, [better]);
    assert.equal((await state(page)).mistakes.status, 'right');
    d = await drill(page);
    assert.deepEqual({ solved: d.solved, missed: d.missed, due: d.due }, { solved: 1, missed: 0, due: 1 });

    // The second: the move played in the game again is a miss.
    await page.click('#mistakes-next');
    d = await drill(page);
    const second = d.id;
    assert.notEqual(second, first);
    assert.equal((await state(page)).tcn, THREATENED, 'its position on the board');
    await page.evaluate(() => window.threeCrowns.play('h1-h2'));
    await page.waitForFunction(() => window.threeCrowns.state().mistakes?.status === 'wrong');
    d = await drill(page);
    assert.deepEqual({ solved: d.solved, missed: d.missed }, { solved: 1, missed: 1 });
    await screenshot(page, 'drill-missed');

    // Nothing is due now, yet the missed one comes back at once; the solved one does not.
    await page.click('#mistakes-next');
    d = await drill(page);
    assert.equal(d.id, second, 'the missed puzzle comes back first');
    assert.match(await text(page, '#mistakes-progress'), /^1 due now · 1 solved · 1 missed$/);

    // The schedule is kept: after a reload the missed one is due in minutes, the solved
    // one in a day; the drill starts again on the missed one.
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    const again = await page.evaluate(() => window.threeCrowns.myMistakes());
    const due = Object.fromEntries(again.map((m) => [m.id, m.due - Date.now()]));
    assert.ok(due[second] > 0 && due[second] <= 10 * 60_000, JSON.stringify(due));
    assert.ok(due[first] > 23 * 3600_000 && due[first] <= 24 * 3600_000, JSON.stringify(due));
    await openGames(page);
    assert.equal(await text(page, '#games-training-line'), 'Your mistakes: 2 · 0 due now · 0 learned');
    await page.click('#games-close');
    const started = await page.evaluate(() => window.threeCrowns.startMyMistakes());
    assert.deepEqual(started, { ok: true });
    assert.equal((await drill(page))?.id, second);
    // Solved: nothing more today; the drill says when the next comes back.
    await playApi(page, [better]);
    await page.click('#mistakes-next');
    assert.equal((await drill(page)).id, null);
    assert.match(await text(page, '#mistakes-progress'), /^Nothing more is due now: 1 solved, 0 missed\. The next comes back in \d+ hours\.$/);
    await page.click('#mistakes-leave');
    assert.equal((await state(page)).mistakes, null);
    // Started again: refused, saying when.
    const refused = await page.evaluate(() => window.threeCrowns.startMyMistakes());
    assert.equal(refused.ok, false);
    assert.match(refused.error, /^None of your mistakes is due now\. The next comes back in \d+ hours\.$/);
  });
});

test('with no reviewed game of yours there is nothing to train, and Your games says nothing of it', async () => {
  await withWindow(env, 1366, 768, {}, async ({ page }) => {
    const r = await page.evaluate(() => window.threeCrowns.startMyMistakes());
    assert.equal(r.ok, false);
    assert.match(r.error, /^Train your mistakes needs a reviewed game/);
    assert.equal((await state(page)).mistakes, null);
    await openGames(page);
    assert.equal(await page.locator('#games-training').isVisible(), false);
  });
});

test('on a phone and a wide screen the drill box and the board are both in sight', async () => {
  for (const [width, height, touch] of [[390, 844, true], [1920, 1080, false]]) {
    await withWindow(env, width, height, { hash: shareHash({ tcn: THREATENED }), touch }, async ({ page }) => {
      await playApi(page, ['h1-h2', 'c3xe5xg5']);
      await page.locator('#review-offer').click();
      await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, { timeout: 30_000 });
      assert.deepEqual(await page.evaluate(() => window.threeCrowns.startMyMistakes()), { ok: true });
      await settle(page);
      const box = await page.locator('#mistakes-box').boundingBox();
      assert.ok(box && box.width > 0 && box.x >= 0 && box.x + box.width <= width + 1, JSON.stringify(box));
      assert.equal(await text(page, '#mistakes-title'), 'Train your mistakes');
      const board = await page.locator('#board').boundingBox();
      assert.ok(board && board.width > 0 && board.x + board.width <= width + 1, JSON.stringify(board));
      await page.locator('#mistakes-box').scrollIntoViewIfNeeded();
      await screenshot(page, `drill-box-${width}`);
    });
  }
});
