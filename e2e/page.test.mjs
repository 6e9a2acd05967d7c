// End-to-end tests of the page's own defects a new player met (the redesign issue's
// list): Pause is offered only while a computer seat may move in the live game; the
// result card's Share shows the link and it stays shown; a mouse click draws no keyboard
// cursor; a lesson or puzzle shows no empty status box.
//
//   node --test --test-concurrency=1 e2e/page.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, playApi, waitIdle } from './browser.mjs';

const T = { timeout: 120_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

test('Pause exists only while a computer seat may move in the live game', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.equal(await page.isVisible('#pause'), false, 'two people: no Pause');
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.setSeat('black', 1)), { ok: true });
    assert.equal(await page.isVisible('#pause'), true, 'a computer seat: Pause');
    // A lesson: its opponent is scripted, not the computer.
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.openLesson('stepping')), { ok: true });
    assert.equal(await page.isVisible('#pause'), false, 'no Pause in a lesson');
    await page.evaluate(() => window.threeCrowns.leaveLesson());
    assert.equal(await page.isVisible('#pause'), true, 'back in the game: Pause');
    // A puzzle.
    const [p] = await page.evaluate(() => window.threeCrowns.puzzles());
    assert.deepEqual(await page.evaluate((id) => window.threeCrowns.openPuzzle(id), p.id), { ok: true });
    assert.equal(await page.isVisible('#pause'), false, 'no Pause in a puzzle');
    await page.evaluate(() => window.threeCrowns.leavePuzzle());
    // The editor holds the game.
    await page.click('#edit-position');
    assert.equal(await page.isVisible('#pause'), false, 'no Pause while the editor holds the game');
    await page.click('#edit-close');
    // A game that has ended.
    await page.click('#resign');
    await page.click('#resign');
    await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
    assert.equal(await page.isVisible('#pause'), false, 'no Pause once the game is over');
  });
});

test('Share on the result card shows the link, and it stays shown', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4']);
    await page.click('#resign');
    await page.click('#resign');
    await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
    await page.click('#result-share');
    await page.waitForTimeout(300);
    assert.equal(await page.isVisible('#share-link'), true, 'the link is shown');
    assert.match(await page.inputValue('#share-link'), /#.*moves=a6-a7,a5-b4/);
    assert.equal(await page.evaluate(() => document.getElementById('menu').hidden), false, 'the menu stays open');
  });
});

test('a mouse click draws no keyboard cursor; a key on the board does', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.equal(await page.isVisible('#welcome'), true);
    // Play opens the New game dialog; Escape closes it.
    await page.click('#welcome-play');
    await page.keyboard.press('Escape');
    await waitIdle(page);
    assert.equal((await state(page)).cursor, null, 'Play on the welcome card: no cursor');
    const box = await page.locator('#board').boundingBox();
    await page.mouse.click(box.x + 5, box.y + box.height / 2);
    assert.equal((await state(page)).cursor, null, 'a click on the board: no cursor');
    await page.keyboard.press('ArrowRight');
    assert.notEqual((await state(page)).cursor, null, 'a key on the board: the cursor');
  });
});

test('a lesson shows no status box with nothing in it', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.openLesson('stepping')), { ok: true });
    await page.evaluate(() => {
      // Whatever the lesson said last, an empty status line draws no box.
      document.getElementById('status').textContent = '';
    });
    assert.equal(await page.isVisible('#status'), false);
  });
});
