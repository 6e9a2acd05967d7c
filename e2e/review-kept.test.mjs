// Reviews kept (issue 48, item 3): a game reviewed to its end keeps its review with it in
// "Your games" (its record's `Review` tag); after a reload, the game opened from the list
// shows its marks, its accuracy and its graph at once, and no engine worker is asked
// anything (every message the page posts to a worker is counted, by a wrapper of
// `Worker.prototype.postMessage` installed before the page's scripts run).

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
  newGameFromDialog,
  settle,
  THREATENED,
} from './browser.mjs';

const env = useEnv();


/** Counts the messages the page posts to its workers (`window.__workerPosts`). */
const COUNT_WORKER_POSTS = `
  window.__workerPosts = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (m, ...rest) {
    window.__workerPosts.push(typeof m === 'string' ? m.slice(0, 120) : Object.prototype.toString.call(m));
    return post.call(this, m, ...rest);
  };
`;

const posts = (page) => page.evaluate(() => window.__workerPosts.slice());

test('a reviewed game reopened from Your games after a reload shows its review at once, asking no engine', async () => {
  const route = (context) => context.addInitScript(COUNT_WORKER_POSTS);
  await withWindow(env, 1366, 768, { hash: shareHash({ tcn: THREATENED }), route }, async ({ page }) => {
    await playApi(page, ['h1-h2', 'c3xe5xg5']);
    assert.equal((await state(page)).outcome?.winner, 'black');
    await page.evaluate(() => { window.__workerPosts.length = 0; });
    await page.click('#review-offer');
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, { timeout: 30_000 });
    const reviewed = (await state(page)).review;
    assert.equal(reviewed.marks.length, 1, JSON.stringify(reviewed));
    assert.equal(reviewed.marks[0].class, 'blunder');
    // The count sees the review's questions: it would see another.
    assert.ok((await posts(page)).some((m) => m.includes('position tcn')), JSON.stringify(await posts(page)));
    const accuracyText = await text(page, '#review-accuracy');

    // Listed as reviewed, with its accuracy to a tenth.
    const listed = async () => page.evaluate(() => window.threeCrowns.recentGames());
    let games = await listed();
    assert.equal(games.length, 1, JSON.stringify(games));
    const id = games[0].id;
    assert.equal(games[0].reviewed, true);
    assert.deepEqual(games[0].accuracy, {
      white: Math.round(reviewed.accuracy.white * 10) / 10,
      black: Math.round(reviewed.accuracy.black * 10) / 10,
    });

    // Another game on the board, the page reloaded.
    await newGameFromDialog(page);
    await playApi(page, ['a6-a7']);
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    assert.equal((await state(page)).review, null, 'the game on the board was not reviewed');
    games = await listed();
    assert.equal(games.length, 2, JSON.stringify(games));
    const other = games.find((g) => g.id !== id);
    assert.deepEqual({ reviewed: other.reviewed, accuracy: other.accuracy }, { reviewed: false, accuracy: null });
    assert.equal(games.find((g) => g.id === id)?.reviewed, true);

    // Opened from Your games: its review at once; not one message to a worker.
    await page.click('#open-games');
    await page.waitForFunction(() => document.querySelector('#games-dialog').open);
    await settle(page);
    await page.evaluate(() => { window.__workerPosts.length = 0; });
    await page.click(`#games-list button.kept[data-game="${id}"]`);
    await page.waitForFunction(() => !document.querySelector('#games-dialog').open);
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1);
    const s = await state(page);
    assert.deepEqual(s.moves, ['h1-h2', 'c3xe5xg5']);
    assert.deepEqual(s.review, reviewed);
    assert.equal(await page.locator('#review-box').isVisible(), true);
    assert.equal(await text(page, '#review-accuracy'), accuracyText);
    assert.match(await text(page, '#review-summary'), /White: 0 inaccuracies, 0 mistakes, 1 blunder\./);
    assert.equal(await page.locator('#moves .review-mark[data-ply="1"]').textContent(), '??');
    await page.locator('#review-graph').scrollIntoViewIfNeeded();
    assert.equal(await page.locator('#review-graph').isVisible(), true);
    await settle(page);
    assert.deepEqual(await posts(page), [], 'no engine worker was asked anything');
    // White's blunder is a puzzle of the person's (both seats held by people here).
    const mine = await page.evaluate(() => window.threeCrowns.myMistakes());
    assert.equal(mine.length, 1, JSON.stringify(mine));
    assert.deepEqual(
      { id: mine[0].id, game: mine[0].game, ply: mine[0].ply, side: mine[0].side, class: mine[0].class },
      { id: `${id}:1`, game: id, ply: 1, side: 'white', class: 'blunder' },
    );
    assert.deepEqual(
      { played: mine[0].played, better: mine[0].better, tcn: mine[0].tcn },
      { played: 'h1-h2', better: reviewed.marks[0].better, tcn: THREATENED },
    );
    assert.equal(typeof mine[0].due, 'number');
    assert.ok(mine[0].due <= Date.now(), 'a new card is due at once');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'review-kept-reopened');
  });
});
