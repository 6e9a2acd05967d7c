// End-to-end tests of the page a stranger can pick up (issue 12): resigning and agreeing
// a draw at one screen, recorded in the game record and kept across a reload.
//
//   node --test --test-concurrency=1 e2e/play.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, state, withGame, playApi, reveal, screenshot, text } from './browser.mjs';

const T = { timeout: 120_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

/** The game's record as the save panel's copy button shows it. */
async function record(page) {
  await reveal(page, '#copy-record');
  await page.click('#copy-record');
  return page.inputValue('#record-text');
}

test('two people: Resign asks twice, ends the game, is recorded, kept on reload, and undo takes it back', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4', 'a7-b7']);
    assert.equal(await page.locator('#resign').isVisible(), true);
    assert.equal(await page.locator('#agree-draw').isVisible(), true);
    // The first press asks; any other action in between cancels it.
    await page.click('#resign');
    assert.equal(await text(page, '#status'), 'Press Resign again to confirm: Black resigns.');
    assert.equal(await page.getAttribute('#resign', 'aria-pressed'), 'true');
    assert.equal((await state(page)).outcome, null);
    await playApi(page, ['b4-c5']);
    assert.equal(await page.getAttribute('#resign', 'aria-pressed'), 'false');
    await page.click('#resign');
    assert.equal((await state(page)).outcome, null);
    assert.equal(await text(page, '#status'), 'Press Resign again to confirm: White resigns.');
    await page.click('#resign');
    let s = await state(page);
    assert.deepEqual(s.outcome, { result: '0-1', reason: 'resignation', winner: 'black' });
    assert.deepEqual(s.legalMoves, []);
    assert.equal(await page.locator('#resign').isVisible(), false);
    assert.equal(await page.locator('#agree-draw').isVisible(), false);
    assert.match(await text(page, '#turn'), /Black wins: White resigned/);
    await screenshot(page, 'play-resigned');
    const rec = await record(page);
    assert.match(rec, /\[Result "0-1"\]/);
    assert.match(rec, /\[Termination "White resigned"\]/);
    assert.match(rec, /2\. a7-b7 b4-c5 0-1/);
    // Kept across a reload.
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state);
    s = await state(page);
    assert.deepEqual(s.outcome, { result: '0-1', reason: 'resignation', winner: 'black' });
    assert.equal(s.ply, 4);
    // Undo takes the resignation back, not a move.
    await page.click('#undo');
    s = await state(page);
    assert.equal(s.outcome, null);
    assert.equal(s.ply, 4);
    assert.match(await text(page, '#status'), /^Taken back: Black wins: White resigned\. The game goes on\.$/);
  });
});

test('two people agree a draw, written 1/2-1/2 with its termination; not against the computer', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4']);
    await page.click('#agree-draw');
    assert.equal((await state(page)).outcome, null);
    await page.click('#agree-draw');
    const s = await state(page);
    assert.deepEqual(s.outcome, { result: '1/2-1/2', reason: 'agreement', winner: null });
    const rec = await record(page);
    assert.match(rec, /\[Result "1\/2-1\/2"\]/);
    assert.match(rec, /\[Termination "Draw agreed"\]/);
    // Against the computer no draw is offered, and Resign is the person's.
    await page.click('#new-game');
    await page.selectOption('#seat-black', '1');
    await page.click('#pause');
    assert.equal(await page.locator('#agree-draw').isVisible(), false);
    await page.click('#resign');
    assert.equal(await text(page, '#status'), 'Press Resign again to confirm: White resigns.');
    await page.click('#resign');
    assert.deepEqual((await state(page)).outcome, { result: '0-1', reason: 'resignation', winner: 'black' });
  });
});
