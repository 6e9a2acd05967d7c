// "Learn from your mistakes" after a review: the reviewed blunder asked again, refused
// when played again (and taken back), a hint, the engine's better move accepted, the
// summary, and the game and its review back as they were; a try of another move judged
// by the engine in its worker; no main-thread long task through it all.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, shareHash, screenshot, text, playByClicks, watchLongTasks, THREATENED } from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});


/** Waits until `state().mistakes` satisfies `pred(m)`; returns it. */
async function waitMistakes(page, pred, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (s.mistakes !== null && pred(s.mistakes, s)) return s.mistakes;
    if (Date.now() > end) throw new Error(`never ${what}: ${JSON.stringify(s.mistakes)}`);
    await page.waitForTimeout(50);
  }
}

/** Asserts the main thread had no task over 50 ms since the watch started. */
async function noLongTask(page) {
  assert.deepEqual(await page.evaluate(() => window.__longTasks), [], 'no main-thread task over 50 ms');
}

/** Plays the blunder and Black's win, then reviews the game to its end. */
async function reviewedBlunder(page) {
  await page.evaluate(() => window.threeCrowns.play('h1-h2'));
  await page.waitForFunction(() => window.threeCrowns.state().ply === 1);
  await page.evaluate(() => window.threeCrowns.play('c3xe5xg5'));
  await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
  assert.equal(await page.locator('#review-mistakes').isHidden(), true, 'no review yet');
  await page.click('#review-offer');
  await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, {
    timeout: 30_000,
  });
  const [mark] = (await state(page)).review.marks;
  assert.equal(mark.class, 'blunder');
  return mark;
}

test('the blunder is refused again and taken back, the better move accepted, then the game and its review come back', async () => {
  await withGame(env, { hash: shareHash({ tcn: THREATENED }) }, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const mark = await reviewedBlunder(page);
    // Muted: the first sound makes the page's AudioContext, and the first AudioContext
    // of a headless Chromium here takes about 100 ms to make (its audio service starts),
    // which is not what this test is about.
    await page.evaluate(() => window.threeCrowns.setSettings({ muted: true }));
    await watchLongTasks(page);
    assert.equal(await page.locator('#review-mistakes').isVisible(), true);
    await page.click('#review-mistakes');
    let m = await waitMistakes(page, (m) => m.status === 'solving', 'solving');
    assert.deepEqual(
      { ply: m.ply, remaining: m.remaining, total: m.total, side: m.side, played: m.played, better: m.better },
      { ply: 1, remaining: 1, total: 1, side: 'white', played: 'h1-h2', better: mark.better },
    );
    const s = await state(page);
    assert.equal(s.ply, 0, 'the position before the blunder');
    assert.equal(s.review, null, 'the review waits aside');
    assert.equal(await text(page, '#mistakes-progress'), 'Move 1 of 1 to put right');
    assert.equal(await text(page, '#status'), "Learn from your mistakes: 1 move of White's to put right.");
    assert.equal(
      await text(page, '#mistakes-text'),
      'Move 1: White played h1-h2, a blunder (??). Find a better move for White.',
    );
    assert.equal(await page.locator('#mistakes-box').isVisible(), true);
    await noLongTask(page);
    // A screenshot is a long task of its own: the watch starts again after it.
    await screenshot(page, 'mistakes-solving');
    await watchLongTasks(page);

    // The blunder again, by clicks: wrong, then taken back.
    await playByClicks(page, 'h1-h2');
    m = await waitMistakes(page, (m) => m.status === 'wrong', 'wrong');
    assert.match(await text(page, '#status'), /h1-h2 is the move played in the game\. Try another move\./);
    await waitMistakes(page, (m, s) => s.ply === 0, 'taken back');

    // A hint names the piece; the better move is accepted at once.
    await page.click('#mistakes-hint');
    assert.equal(await text(page, '#status'), `Hint: move the piece on ${mark.better.slice(0, 2)}.`);
    await playByClicks(page, mark.better);
    m = await waitMistakes(page, (m) => m.status === 'right', 'right');
    assert.equal(m.remaining, 0);
    assert.match(await text(page, '#status'), /^Good move/);
    assert.equal(await text(page, '#mistakes-next'), 'Next');
    await page.click('#mistakes-next');
    m = await waitMistakes(page, (m) => m.status === 'done', 'done');
    assert.equal(m.found, 1);
    assert.equal(
      await text(page, '#mistakes-progress'),
      'Done: you found 1 of 1 better move for White (0 shown, 0 skipped).',
    );
    await noLongTask(page);
    await screenshot(page, 'mistakes-done');
    await watchLongTasks(page);

    // Back: the game and its finished review.
    await page.click('#mistakes-leave');
    const back = await state(page);
    assert.equal(back.mistakes, null);
    assert.deepEqual(back.moves, ['h1-h2', 'c3xe5xg5']);
    assert.equal(back.review.progress, 1);
    assert.equal(back.review.marks.length, 1);
    assert.equal(await page.locator('#mistakes-box').isHidden(), true);
    await noLongTask(page);
  });
});

test('another move is judged by the engine; giving up shows the engine move; the API starts and leaves', async () => {
  await withGame(env, { hash: shareHash({ tcn: THREATENED }) }, async ({ page }) => {
    assert.deepEqual(
      Object.keys(await page.evaluate(() => window.threeCrowns.startMistakes())),
      ['ok', 'error'],
      'refused without a review',
    );
    const mark = await reviewedBlunder(page);
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.startMistakes()), { ok: true });
    await page.evaluate(() => window.threeCrowns.setSettings({ muted: true }));
    await watchLongTasks(page);
    // A third move (neither the blunder nor the engine's): the review's worker judges it.
    const legal = (await state(page)).legalMoves;
    const other = legal.find((x) => x !== 'h1-h2' && x !== mark.better);
    assert.ok(other, JSON.stringify(legal));
    assert.deepEqual(await page.evaluate((m) => window.threeCrowns.play(m), other), { ok: true });
    const judged = await waitMistakes(page, (m) => m.status !== 'solving' || !m.checking, 'judged', 30_000);
    assert.ok(['right', 'wrong'].includes(judged.status), JSON.stringify(judged));
    if (judged.status === 'wrong') {
      await waitMistakes(page, (m, s) => s.ply === 0, 'taken back');
      await page.click('#mistakes-show');
      const shown = await waitMistakes(page, (m) => m.shown === 1, 'shown');
      assert.equal(shown.status, 'wrong');
      assert.deepEqual((await state(page)).moves, [mark.better]);
      assert.match(await text(page, '#status'), new RegExp(`${mark.better} was better`));
    }
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.leaveMistakes()), { ok: true });
    assert.deepEqual((await state(page)).moves, ['h1-h2', 'c3xe5xg5']);
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.leaveMistakes()), { ok: true });
    await noLongTask(page);
  });
});
