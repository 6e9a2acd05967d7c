// The study tools: the analysis board (a forced win found and shown, browsing moves it
// along), the position editor (set up by clicks and drags, an invalid setup refused with
// the rules core's reason, play from a valid one, the text box both ways), the
// post-game review (a blunder marked with the better move, the annotated record
// imported and kept, progress and cancel), the threat overlay, and the main thread kept
// free (no long task) while the analysis and the review search in their workers.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  withGame,
  state,
  clickSquare,
  dragSquare,
  playApi,
  shareHash,
  screenshot,
  reveal,
  text,
  newGameFromDialog,
  answerReplace,
  watchLongTasks,
  THREATENED,
} from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

// White to move wins at once: b4-b3 lines up a2 b3 c4, all Crowned.
const WIN_IN_ONE = 'bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww w - 9';

/** Waits until `state().analysis` is on and satisfies `pred(a)`; returns it. */
async function waitAnalysis(page, pred, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const a = (await state(page)).analysis;
    if (a !== null && pred(a)) return a;
    if (Date.now() > end) throw new Error(`analysis never matched ${pred}: ${JSON.stringify(a)}`);
    await page.waitForTimeout(50);
  }
}

test('analysis of a forced win shows the win, its first move wins, and it stops when off', async () => {
  await withGame(env, { hash: shareHash({ tcn: WIN_IN_ONE }) }, async ({ page }) => {
    assert.equal((await state(page)).analysis, null);
    assert.equal(await page.locator('#eval-bar').isHidden(), true);
    await page.click('#analysis');
    const a = await waitAnalysis(page, (a) => a.winIn !== null && a.line.length > 0);
    assert.equal(a.winIn, 1, JSON.stringify(a));
    assert.equal(a.winChance, 1);
    assert.ok(a.depth >= 1);
    assert.match(await text(page, '#analysis-eval'), /^White wins in 1 move$/);
    assert.equal(await page.locator('#eval-bar').isVisible(), true);
    assert.deepEqual(
      await page.$$eval('#analysis-line li.pv[data-rank="1"] button.line-move', (bs) =>
        bs.map((b) => b.textContent),
      ),
      a.line,
    );
    await screenshot(page, 'study-analysis-win');
    // Clicking the line's move previews it; the game itself does not move.
    await page.click('#analysis-line button.line-move[data-index="0:0"]');
    assert.match((await state(page)).status, /Previewing the line b4-b3/);
    assert.equal((await state(page)).ply, 0);
    await page.keyboard.press('Escape');
    // The first move wins.
    const [first] = a.line;
    await playApi(page, [first]);
    const s = await state(page);
    assert.equal(s.outcome?.winner, 'white', `${first} should win: ${JSON.stringify(s.outcome)}`);
    // A finished position: certain, nothing to search.
    const over = await waitAnalysis(page, (a) => a.depth === 0 && a.winChance === 1);
    assert.deepEqual(over.line, []);
    assert.equal(await text(page, '#analysis-eval'), 'White has won');
    await page.click('#analysis');
    assert.equal((await state(page)).analysis, null);
    assert.equal(await page.locator('#eval-bar').isHidden(), true);
  });
});

test('the analysis deepens in its worker while the main thread stays free', async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#analysis');
    const early = await waitAnalysis(page, (a) => a.depth >= 1);
    // From the first result on (the worker's start-up is the browser's), the search's
    // updates cost the main thread no long task.
    await watchLongTasks(page);
    await page.waitForTimeout(3000);
    const later = (await state(page)).analysis;
    assert.ok(later.depth > early.depth, `${early.depth} -> ${later.depth}`);
    assert.ok(later.winChance > 0 && later.winChance < 1);
    assert.match(await text(page, '#analysis-depth'), new RegExp(`^depth \\d+$`));
    assert.deepEqual(await page.evaluate(() => window.__longTasks), [], 'long tasks while analysing');
  });
});

test('browsing moves the analysis along, at once', async () => {
  // White steps the winning piece away (c4-d5), Black replies: the win is gone.
  const hash = shareHash({ tcn: WIN_IN_ONE, moves: ['c4-d5', 'a8-a7'] });
  await withGame(env, { hash }, async ({ page }) => {
    await page.click('#analysis');
    await waitAnalysis(page, (a) => a.depth >= 1);
    await page.click('#nav-first');
    const start = await waitAnalysis(page, (a) => a.winIn === 1);
    assert.equal(start.line[0], 'b4-b3');
    await page.click('#nav-next');
    // Black to move after c4-d5: Black's pieces are all on rank 8.
    const black = await waitAnalysis(page, (a) => a.depth >= 1 && a.line.length > 0 && a.winIn !== 1);
    assert.match(black.line[0], /^[a-h]8-/, JSON.stringify(black));
    assert.equal((await state(page)).viewPly, 1);
    await page.click('#nav-first');
    await waitAnalysis(page, (a) => a.winIn === 1);
  });
});

test('the editor sets up a position by clicks and drags, refuses an invalid one with the reason, and plays from a valid one', async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#edit-position');
    assert.equal(await page.locator('#editor').isVisible(), true);
    assert.equal((await state(page)).editor.tcn, 'bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1');
    await page.click('#edit-clear');
    assert.equal((await state(page)).editor.tcn, '8/8/8/8/8/8/8/8 w - 1');
    // Black along rank 8 by one drag, White along rank 1, a Crowned White on c4.
    await page.click('#editor button.tool[data-tool="b"]');
    await dragSquare(page, 'a8', 'h8', { steps: 24 });
    await page.click('#editor button.tool[data-tool="w"]');
    await dragSquare(page, 'a1', 'h1', { steps: 24 });
    await page.click('#editor button.tool[data-tool="W"]');
    await clickSquare(page, 'c4');
    let ed = (await state(page)).editor;
    assert.equal(ed.tcn, 'bbbbbbbb/8/8/8/2W5/8/8/wwwwwwww w - 1');
    assert.equal(ed.error, null);
    assert.equal(await page.inputValue('#edit-tcn'), ed.tcn);
    // Two more White pieces: eleven, refused with the rules core's reason.
    await page.click('#editor button.tool[data-tool="w"]');
    await clickSquare(page, 'a2');
    await clickSquare(page, 'b2');
    ed = (await state(page)).editor;
    assert.equal(ed.error, 'White has 11 pieces; at most 10');
    assert.match(await text(page, '#edit-error'), /White has 11 pieces; at most 10/);
    assert.equal(await page.getAttribute('#edit-play', 'aria-disabled'), 'true');
    await screenshot(page, 'study-editor-invalid');
    // Pressed anyway (aria-disabled keeps it focusable): refused, with the reason said.
    await page.click('#edit-play', { force: true });
    assert.notEqual((await state(page)).editor, null, 'an invalid setup is not played');
    assert.match((await state(page)).status, /Not a position that can be played: White has 11 pieces/);
    assert.equal((await state(page)).tcn, 'bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1');
    // The eraser takes them off again.
    await page.click('#editor button.tool[data-tool="erase"]');
    await clickSquare(page, 'a2');
    await clickSquare(page, 'b2');
    assert.equal((await state(page)).editor.error, null);
    // Side to move and move number; a binding out of turn is explained.
    await page.selectOption('#edit-turn', 'b');
    await page.fill('#edit-number', '7');
    await page.dispatchEvent('#edit-number', 'change');
    await page.fill('#edit-binding', 'a1');
    await page.dispatchEvent('#edit-binding', 'change');
    assert.match((await state(page)).editor.error, /binding a1 with Black to move at move 7/);
    assert.equal(await text(page, '#turn'), 'Setting up: Black to move, move 7.');
    await page.fill('#edit-binding', '');
    await page.dispatchEvent('#edit-binding', 'change');
    // The text box drives the board too.
    await page.fill('#edit-tcn', 'bbbbbbbb/8/8/8/2W5/8/8/wwwwwwww b - 7');
    ed = (await state(page)).editor;
    assert.equal(ed.tcn, 'bbbbbbbb/8/8/8/2W5/8/8/wwwwwwww b - 7');
    assert.equal(ed.error, null);
    await page.fill('#edit-tcn', 'bbbbbbbb/8/8 b - 7');
    assert.match(await text(page, '#edit-error'), /cannot be read/);
    assert.equal((await state(page)).editor.tcn, 'bbbbbbbb/8/8/8/2W5/8/8/wwwwwwww b - 7');
    await screenshot(page, 'study-editor');
    await page.click('#edit-play');
    const s = await state(page);
    assert.equal(s.editor, null);
    assert.equal(s.tcn, 'bbbbbbbb/8/8/8/2W5/8/8/wwwwwwww b - 7');
    assert.equal(s.ply, 0);
    assert.equal(s.turn, 'black');
    assert.equal(await text(page, '#turn'), 'Black to move');
    // The share link carries it.
    await reveal(page, '#share-link');
    assert.ok(
      (await page.inputValue('#share-link')).includes('tcn=bbbbbbbb/8/8/8/2W5/8/8/wwwwwwww_b_-_7'),
    );
  });
});

test('Analyse in the editor opens the position in the analysis', async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#edit-position');
    await page.fill('#edit-tcn', WIN_IN_ONE);
    await page.click('#edit-analyse');
    assert.equal((await state(page)).tcn, WIN_IN_ONE);
    const a = await waitAnalysis(page, (a) => a.winIn === 1);
    assert.equal(a.line[0], 'b4-b3');
  });
});

let betterMove = null;

test('a move that allows a win in one is reviewed as a blunder with the better move; the annotated record imports and keeps its marks', async () => {
  await withGame(env, { hash: shareHash({ tcn: THREATENED }) }, async ({ page }) => {
    await playApi(page, ['h1-h2', 'c3xe5xg5']);
    assert.equal((await state(page)).outcome?.winner, 'black');
    // Offered at the game's end, beside the result (in place of the button under the list).
    assert.equal(await page.locator('#review-game').isHidden(), true);
    await page.click('#review-offer');
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, {
      timeout: 30_000,
    });
    const r = (await state(page)).review;
    assert.equal(r.marks.length, 1, JSON.stringify(r));
    assert.equal(await page.locator('#review-offer').isHidden(), true, 'no second offer while on show');
    const [mark] = r.marks;
    assert.equal(mark.ply, 1);
    assert.equal(mark.class, 'blunder');
    assert.notEqual(mark.better, 'h1-h2');
    betterMove = mark.better;
    const mark1 = page.locator('#moves .review-mark[data-ply="1"]');
    assert.equal(await mark1.textContent(), '??');
    assert.match(await mark1.getAttribute('title'), new RegExp(`^Blunder; better ${mark.better}$`));
    assert.match(
      await page.getAttribute('#moves button.move[data-ply="1"]', 'aria-label'),
      /\?\? Blunder; better/,
    );
    assert.match(await text(page, '#review-summary'), /White: 0 inaccuracies, 0 mistakes, 1 blunder\./);
    // Accuracy: White's blunder against Black's winning move.
    assert.ok(r.accuracy.white < 50 && r.accuracy.black > 90, JSON.stringify(r.accuracy));
    assert.match(await text(page, '#review-accuracy'), /^Accuracy: White \d+% · Black \d+%\.$/);
    // On the position after the blunder: the better move in words; its arrow is drawn on
    // the position it could be played from (issue 44), not here, where its piece is gone.
    assert.equal(await page.locator('#review-better').isHidden(), true, 'not on the last position');
    await page.click('#moves button.move[data-ply="1"]');
    const at = await state(page);
    assert.equal(at.viewPly, 1);
    assert.equal(at.arrows.find((a) => a.kind === 'better'), undefined);
    assert.equal(
      await text(page, '#review-better'),
      `Blunder (??): ${mark.better} was better: it stops Black's win on the next move.`,
    );
    // The graph jumps to a ply: the position before the blunder, with the better move.
    await page.locator('#review-graph').scrollIntoViewIfNeeded();
    const graph = await page.locator('#review-graph').boundingBox();
    await page.mouse.click(graph.x + 2, graph.y + graph.height / 2);
    const before = await state(page);
    assert.equal(before.viewPly, 0);
    const arrow = before.arrows.find((a) => a.kind === 'better');
    assert.equal(`${arrow?.from}-${arrow?.to}`, `${mark.better.slice(0, 2)}-${mark.better.slice(-2)}`);
    await screenshot(page, 'study-review');
    // Exported as comments in braces, imported back with them.
    await page.click('#review-export');
    const record = await page.inputValue('#record-view');
    assert.ok(record.includes(`20. h1-h2 {?? better ${mark.better}; White 0%}`), record);
    await newGameFromDialog(page);
    await reveal(page, '#record-text');
    await page.fill('#record-text', record);
    await page.click('#import-record');
    await answerReplace(page);
    assert.deepEqual((await state(page)).moves, ['h1-h2', 'c3xe5xg5']);
    await reveal(page, '#copy-record');
    await page.click('#copy-record');
    assert.ok((await page.inputValue('#record-view')).includes(`{?? better ${mark.better}`));
  });
  // The better move does not let Black win at once.
  const better = betterMove;
  await withGame(env, { hash: shareHash({ tcn: THREATENED, moves: [better] }) }, async ({ page }) => {
    await page.click('#analysis');
    const a = await waitAnalysis(page, (a) => a.depth >= 2);
    assert.notEqual(a.winIn, -1, `after ${better}: ${JSON.stringify(a)}`);
  });
});

test('review progress shows and the review can be cancelled', async () => {
  // Forty plies of shuffling, played without the repetition rule.
  const moves = [];
  for (let i = 0; i < 10; i++) moves.push('a6-a7', 'a5-b4', 'a7-a6', 'b4-a5');
  await withGame(env, { hash: shareHash({ moves }) + '&rep=off' }, async ({ page }) => {
    assert.equal((await state(page)).ply, 40);
    await page.click('#review-game');
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress > 0);
    // While it goes from position to position, the main thread has no long task.
    await watchLongTasks(page);
    const from = (await state(page)).review.progress;
    await page.waitForFunction(
      (from) => {
        const r = window.threeCrowns.state().review;
        return r && r.progress > from + 0.1 && r.progress < 1;
      },
      from,
    );
    assert.deepEqual(await page.evaluate(() => window.__longTasks), [], 'long tasks while reviewing');
    assert.equal(await page.locator('#review-progress').isVisible(), true);
    assert.match(await text(page, '#review-summary'), /^Reviewing… \d+%$/);
    assert.equal(await text(page, '#review-cancel'), 'Cancel');
    await page.click('#review-cancel');
    assert.equal((await state(page)).review, null);
    assert.equal(await page.locator('#review-box').isHidden(), true);
    await page.waitForTimeout(500);
    assert.equal((await state(page)).review, null, 'a cancelled review does not come back');
    assert.equal((await page.$$('#moves .review-mark')).length, 0);
  });
});

test('the threat overlay marks hops and Troika squares, also in text', async () => {
  // The rules page's diagram: c3xe5xg5 hops d4, then f5, which Uncrowned would stand in
  // a Troika with g6 and h7: captured.
  const tcn = 'bbbbbb2/7b/6b1/5B2/3B4/2w5/w7/2wwwwww w - 5';
  await withGame(env, { hash: shareHash({ tcn }) }, async ({ page }) => {
    assert.equal((await state(page)).threats, null);
    await page.click('#threats');
    const t = (await state(page)).threats;
    const hop = (sq) => t.hops.find((h) => h.square === sq);
    assert.deepEqual(hop('f5'), { square: 'f5', side: 'black', effect: 'capture', by: 'c3xe5xg5' });
    assert.equal(hop('d4').effect, 'hop');
    assert.ok(t.spots.some((s) => s.square === 'b1' && s.side === 'white' && s.kind === 'troika'));
    assert.match(await text(page, '#threats-text'), /White can capture f5 with c3xe5xg5\./);
    await screenshot(page, 'study-threats');
    // It follows the position on show.
    await playApi(page, ['c3xe5xg5']);
    assert.equal((await state(page)).threats.hops.some((h) => h.square === 'f5'), false);
    await page.click('#nav-prev');
    assert.equal((await state(page)).threats.hops.some((h) => h.square === 'f5'), true);
    await page.click('#threats');
    assert.equal((await state(page)).threats, null);
    assert.equal(await page.locator('#threats-text').isHidden(), true);
  });
});
