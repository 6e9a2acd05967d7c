// End-to-end tests of the page a stranger can pick up (issue 12): moves that show their
// consequences before they are made, guided double jumps, resigning and agreeing a draw
// at one screen (recorded in the game record and kept across a reload).
//
//   node --test --test-concurrency=1 e2e/play.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  state,
  withGame,
  playApi,
  reveal,
  shown,
  screenshot,
  text,
  clickSquare,
  shareHash,
  waitIdle,
  JUMP_TCN,
  AFTER_A5B4,
  squareCentre,
  newGameFromDialog,
  answerReplace,
} from './browser.mjs';

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
  return page.inputValue('#record-view');
}

test('two people: Resign asks twice, ends the game, is recorded, kept on reload, and undo takes it back', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4', 'a7-b7']);
    assert.equal(await shown(page, '#resign'), true);
    assert.equal(await shown(page, '#agree-draw'), true);
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
    assert.equal(await shown(page, '#resign'), false);
    assert.equal(await shown(page, '#agree-draw'), false);
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
    await newGameFromDialog(page);
    await page.selectOption('#seat-black', '1');
    await page.click('#pause');
    assert.equal(await shown(page, '#agree-draw'), false);
    await page.click('#resign');
    assert.equal(await text(page, '#status'), 'Press Resign again to confirm: White resigns.');
    await page.click('#resign');
    assert.deepEqual((await state(page)).outcome, { result: '0-1', reason: 'resignation', winner: 'black' });
  });
});

const bySquare = (marks) => Object.fromEntries(marks.map((m) => [m.square, m.mark]));

test('destinations that win or crown are marked before the move', T, async () => {
  // Black's e6-e5 completes a Crowned Troika (c5 d5 e5).
  const wins = 'bbbbb3/8/4B3/2BB4/8/8/8/wwwwwwww b - 10';
  await withGame(env, { hash: shareHash({ tcn: wins }) }, async ({ page }) => {
    await clickSquare(page, 'e6');
    const s = await state(page);
    assert.equal(s.selected, 'e6');
    const gains = bySquare(s.marks.gains);
    assert.equal(gains.e5, 'win');
    assert.equal(Object.values(gains).filter((m) => m === 'win').length, 1, JSON.stringify(gains));
    await screenshot(page, 'play-win-mark');
  });
  // White's d2-c1 completes a line of three Uncrowned (a1 b1 c1), d2-d3 another (b5 c4 d3).
  const crowns = 'b1b1b1b1/1b1b1b1b/8/1w6/w1w1w1w1/8/3w4/ww6 w - 5';
  await withGame(env, { hash: shareHash({ tcn: crowns }) }, async ({ page }) => {
    await clickSquare(page, 'd2');
    const s = await state(page);
    assert.deepEqual(bySquare(s.marks.gains), { c1: 'crown', d3: 'crown' });
    assert.deepEqual(s.marks.hops, []);
    await screenshot(page, 'play-crown-marks');
  });
});

test('pointing at a destination previews its move: the piece there, what it would do, in words too', T, async () => {
  // The rules page's legend position: c3 can crown on b2, win on d3, jump to g5 (uncrowning f5).
  const tcn = 'bb1bb1bb/b6b/8/1W3B2/2WB4/2w1ww2/w1w4w/6ww w - 9';
  await withGame(env, { hash: shareHash({ tcn }) }, async ({ page }) => {
    await clickSquare(page, 'c3');
    const point = async (sq) => {
      const { x, y } = await squareCentre(page, sq);
      await page.mouse.move(x, y);
      return (await state(page)).preview;
    };
    assert.deepEqual(await point('b2'), { move: 'c3-b2', says: 'c3-b2 would crown the piece' });
    assert.deepEqual(await point('d3'), { move: 'c3-d3', says: 'c3-d3 would crown the piece and win the game' });
    assert.deepEqual(await point('g5'), { move: 'c3xe5xg5', says: 'c3xe5xg5 would uncrown f5' });
    await screenshot(page, 'play-preview-jump');
    assert.equal(await point('e5'), null, 'a first landing is chosen by a click, not previewed');
    assert.equal(await point('h8'), null);
    // Nothing was played by pointing.
    assert.deepEqual((await state(page)).moves, []);
    assert.equal((await state(page)).selected, 'c3');
  });
});

test('a double jump in two clicks: the piece shown on its first landing, what remains said', T, async () => {
  // White's Crowned g2 jumps g2xg4xg6 over g3 and g5 (both Uncrowned): g5 is captured.
  const jump = JUMP_TCN;
  await withGame(env, { hash: shareHash({ tcn: jump }) }, async ({ page }) => {
    await clickSquare(page, 'g2');
    let s = await state(page);
    assert.equal(s.via, null);
    await clickSquare(page, 'g4');
    s = await state(page);
    assert.equal(s.selected, 'g2');
    assert.equal(s.via, 'g4');
    assert.equal(s.ply, 0, 'nothing is played before the final landing');
    const finals = s.legalMoves.filter((m) => m.startsWith('g2xg4x')).map((m) => m.slice(6));
    const choice = finals.length === 1 ? finals[0] : `${finals.slice(0, -1).join(', ')} or ${finals.at(-1)}`;
    assert.equal(await text(page, '#status'), `Second hop: ${choice} · back: g4`);
    assert.equal(bySquare(s.marks.hops).g3, 'hop');
    assert.equal(bySquare(s.marks.hops).g5, 'capture');
    await screenshot(page, 'play-jump-half-chosen');
    // Back to the piece, then the jump.
    await clickSquare(page, 'g4');
    s = await state(page);
    assert.equal(s.via, null);
    assert.equal(s.selected, 'g2');
    await clickSquare(page, 'g4');
    await clickSquare(page, 'g6');
    await waitIdle(page);
    s = await state(page);
    assert.deepEqual(s.moves, ['g2xg4xg6']);
    assert.equal(s.via, null);
    assert.equal(await text(page, '#status'), '');
    // The jump leaves a trace: its path, and the captured piece faintly where it was.
    assert.deepEqual(s.trace, { square: 'g5', mark: 'piece' });
    await screenshot(page, 'play-jump-trace');
    await playApi(page, [s.legalMoves.find((m) => !m.includes('x'))]);
    assert.equal((await state(page)).trace, null, 'the next move (a step) clears it');
  });
});

test("White's first move says the second-turn rule; browsing has its own line and frames the board", T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await clickSquare(page, 'a6');
    await clickSquare(page, 'a7');
    await waitIdle(page);
    assert.equal(await text(page, '#status'), "Second-turn rule: White's next move must move the piece on a7 again.");
    await playApi(page, ['a5-b4']);
    assert.equal(await text(page, '#status'), '');
    await page.click('#nav-prev');
    await waitIdle(page);
    assert.equal(await text(page, '#browsing-text'), 'Viewing move 1 of 2');
    assert.equal(await page.getAttribute('body', 'data-browsing'), 'true');
    await screenshot(page, 'play-browsing');
    await page.click('#back-to-game');
    assert.equal((await state(page)).viewPly, 2);
    assert.equal(await page.locator('#browsing').isHidden(), true);
  });
});

test('a finished game shows a result card: New game, Swap sides and play again, Review, Share', T, async () => {
  const wins = 'bbbbb3/8/4B3/2BB4/8/8/8/wwwwwwww b - 10';
  await withGame(env, { hash: shareHash({ tcn: wins }) }, async ({ page }) => {
    assert.equal(await page.locator('#result-card').isHidden(), true);
    await page.evaluate(() => window.threeCrowns.setSeat('black', 3));
    await page.waitForFunction(() => window.threeCrowns.state().outcome !== null, null, { timeout: 60_000 });
    await waitIdle(page);
    assert.equal(await page.locator('#result-card').isVisible(), true);
    assert.equal(await text(page, '#result-title'), 'Black wins · 0-1');
    assert.equal(await text(page, '#result-reason'), 'with a Crowned Troika');
    assert.equal(await page.locator('#result-review').isVisible(), true);
    await screenshot(page, 'play-result-card');
    // Browsing the game hides it; back at the end it returns.
    await page.click('#nav-prev');
    assert.equal(await page.locator('#result-card').isHidden(), true);
    await page.click('#back-to-game');
    assert.equal(await page.locator('#result-card').isVisible(), true);
    // Share opens the share link.
    await page.click('#result-share');
    assert.match(await page.inputValue('#share-link'), /#tcn=/);
    // Swap sides: the computer now plays White, the person Black, in a new game.
    await page.click('#result-swap');
    const s = await state(page);
    assert.deepEqual(s.seats, { white: 3, black: 'person' });
    assert.equal(s.outcome, null);
    assert.equal(await page.locator('#result-card').isHidden(), true);
  });
  // A draw is written ½-½ on screen.
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7']);
    await page.click('#agree-draw');
    await page.click('#agree-draw');
    assert.equal(await text(page, '#result-title'), 'Draw · ½-½');
    assert.equal(await text(page, '#result-reason'), 'agreed by the players');
  });
});

test('the save panel shows the record and the position read-only; import has its own place', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4']);
    await reveal(page, '#record-view');
    // The panel fills its boxes on its toggle event, which comes after the click.
    await page.waitForFunction(() => document.getElementById('record-view').value !== '');
    const shown = await page.inputValue('#record-view');
    assert.match(shown, /1\. a6-a7 a5-b4 \*/);
    assert.equal(await page.inputValue('#position-view'), AFTER_A5B4);
    for (const id of ['#record-view', '#position-view', '#share-link']) {
      assert.equal(await page.locator(id).evaluate((e) => e.readOnly), true, `${id} is read-only`);
    }
    // The boxes follow the game while the panel is open.
    await playApi(page, ['a7-b7']);
    assert.match(await page.inputValue('#record-view'), /2\. a7-b7 \*/);
    // Import lives apart, folded until asked for, and leaves the record view alone.
    assert.equal(await page.locator('#record-text').isVisible(), false);
    assert.notEqual(
      await page.locator('#record-text').evaluate((e) => e.closest('details').id),
      await page.locator('#record-view').evaluate((e) => e.closest('details').id),
    );
    await reveal(page, '#record-text');
    await page.fill('#record-text', '1. h6-h7 h5-g6 *');
    await page.click('#import-record');
    await answerReplace(page);
    assert.deepEqual((await state(page)).moves, ['h6-h7', 'h5-g6']);
    assert.match(await page.inputValue('#record-view'), /1\. h6-h7 h5-g6 \*/);
  });
});
