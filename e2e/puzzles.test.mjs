// Puzzle mode (issue 11): a puzzle solved by clicking squares, the defender's replies
// played by the page; a wrong move shown, refuted (the defender's saving reply, found
// by the worker) and explained; Retry and Show solution; progress kept across a reload;
// a #puzzle=<id> link (and an unknown one); the game in progress back exactly as it was
// after leaving. Puzzles are picked from the loaded set through threeCrowns.puzzles()
// (the set may be regenerated), never by a fixed id.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  withGame,
  state,
  clickSquare,
  playApi,
  screenshot,
  text,
  waitIdle,
  waitPuzzle,
} from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** The puzzle set, through the API (fetched by the page if needed). */
async function puzzles(page) {
  return page.evaluate(() => window.threeCrowns.puzzles());
}

/** The first puzzle of the set with `plies` plies. */
async function firstWith(page, plies) {
  const p = (await puzzles(page)).find((q) => q.plies === plies);
  assert.ok(p, `the set has a ${plies}-ply puzzle`);
  return p;
}

/** Opens puzzle `id` through the API and waits for it on the board. */
async function openPuzzle(page, id) {
  const r = await page.evaluate((id) => window.threeCrowns.openPuzzle(id), id);
  assert.deepEqual(r, { ok: true });
  return waitPuzzle(page, (p) => p.id === id && p.ply === 0, `opened ${id}`);
}

/** Clicks the squares of `move` (origin, landings) on the board. */
async function clickMove(page, move) {
  for (const sq of move.split(/[-x]/)) await clickSquare(page, sq);
}

/** A move of the solver from the puzzle's start that is neither the solution's first
 *  move nor a win at once (read from the page's legal moves: the rules core decides). */
async function wrongFirstMove(page, puzzle) {
  const s = await state(page);
  const m = s.legalMoves.find((m) => m !== puzzle.solution[0]);
  assert.ok(m);
  return m;
}

test('a 3-ply puzzle solved by clicking: the reply animates, then the win', async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#open-puzzles');
    await waitPuzzle(page, () => true, 'opened');
    const p = await firstWith(page, 3);
    await openPuzzle(page, p.id);
    let s = await state(page);
    assert.equal(s.puzzle.status, 'solving');
    assert.equal(s.puzzle.plies, 3);
    assert.equal(s.tcn, p.tcn);
    // The solver's side at the bottom, and said.
    assert.equal(s.flipped, s.puzzle.solver === 'black');
    const solverName = s.puzzle.solver === 'white' ? 'White' : 'Black';
    assert.equal(await text(page, '#turn'), `${solverName} to win`);
    assert.equal(await page.locator('#puzzle').isVisible(), true);
    // The title in words: its main theme and rating (as puzzles() gives it), not its id.
    assert.equal(await text(page, '#puzzle-title'), p.title);
    assert.ok(!p.title.includes(p.id), p.title);
    // The rating and themes only once it is over.
    assert.equal(await page.locator('#puzzle-about').isVisible(), false);
    await screenshot(page, 'puzzle-solving');

    await clickMove(page, p.solution[0]);
    // The defender's reply comes by itself, animated as the computer's moves are.
    await waitPuzzle(page, (q) => q.ply === 1, 'took the first move');
    assert.match(await text(page, '#status'), /is right/);
    await page.waitForFunction(() => window.threeCrowns.state().animating === true, null, { timeout: 5000, polling: 'raf' });
    await waitPuzzle(page, (q) => q.ply === 2, 'replied');
    s = await state(page);
    assert.deepEqual(s.moves, p.solution.slice(0, 2));
    await waitIdle(page);
    await clickMove(page, p.solution[2]);
    const done = await waitPuzzle(page, (q) => q.status === 'solved', 'solved');
    assert.equal(done.ply, 3);
    s = await state(page);
    assert.equal(s.outcome.winner, s.puzzle.solver);
    assert.match(await text(page, '#status'), /^Solved!/);
    // First try: the rating rises (from 1200), the streak starts.
    assert.equal(done.progress.solved, 1);
    assert.equal(done.progress.streak, 1);
    assert.ok(done.progress.rating > 1200, `rating ${done.progress.rating}`);
    assert.match(await text(page, '#puzzle-about'), new RegExp(`Puzzle rating ${p.rating}`));
    assert.equal(await text(page, '#puzzle-next'), 'Next puzzle');
    assert.equal(await text(page, '#puzzle-progress-2'), '1');
    await waitIdle(page);
    await screenshot(page, 'puzzle-solved');
    // No more moves for the person: the puzzle is over.
    const r = await page.evaluate(() => window.threeCrowns.play('a1-a2'));
    assert.equal(r.ok, false);
    // Next puzzle: another one, near the player's rating, not solved.
    await page.click('#puzzle-next');
    const next = await waitPuzzle(page, (q) => q.id !== p.id, 'moved on');
    assert.equal(next.status, 'solving');
    assert.equal(next.ply, 0);
  });
});

test('a wrong move is shown, refuted by a saving reply and explained; retry starts again', async () => {
  await withGame(env, {}, async ({ page }) => {
    const p = await firstWith(page, 3);
    await openPuzzle(page, p.id);
    const wrong = await wrongFirstMove(page, p);
    // Played from the text box: every input goes through the one door.
    await page.fill('#move-input', wrong);
    await page.press('#move-input', 'Enter');
    let q = await waitPuzzle(page, (q) => q.status === 'wrong', 'wrong');
    assert.equal((await state(page)).moves[0], wrong, 'the wrong move stands on the board');
    q = await waitPuzzle(page, (q) => q.refutation !== null && q.ply === 2, 'refuted');
    const s = await state(page);
    assert.deepEqual(s.moves, [wrong, q.refutation]);
    const defender = q.solver === 'white' ? 'Black' : 'White';
    const status = await text(page, '#status');
    assert.ok(status.includes(`${wrong} is not the move!`), status);
    assert.ok(
      status.includes(`${q.refutation} saves ${defender}`) || status.includes(`${q.refutation} wins the game for ${defender}`),
      status,
    );
    // The failure counted once: the rating fell, the streak is 0.
    assert.equal(q.progress.failed, 1);
    assert.ok(q.progress.rating < 1200, `rating ${q.progress.rating}`);
    await waitIdle(page);
    await screenshot(page, 'puzzle-wrong');
    // No move is taken now.
    const r = await page.evaluate((m) => window.threeCrowns.play(m), p.solution[0]);
    assert.equal(r.ok, false);
    assert.match(r.error, /retry/);
    // Retry: back to the start, solvable; solving it now counts no second result.
    await page.click('#puzzle-retry');
    q = await waitPuzzle(page, (q) => q.status === 'solving' && q.ply === 0, 'retried');
    assert.equal((await state(page)).tcn, p.tcn);
    assert.equal(q.refutation, null);
    const rating = q.progress.rating;
    await clickMove(page, p.solution[0]);
    await waitPuzzle(page, (q) => q.ply === 2, 'replied');
    await waitIdle(page);
    await clickMove(page, p.solution[2]);
    q = await waitPuzzle(page, (q) => q.status === 'solved', 'solved on retry');
    assert.equal(q.progress.rating, rating, 'no rating for a retry');
    assert.equal(q.progress.streak, 0);
    assert.equal(q.progress.failed, 1);
  });
});

test('show solution plays the rest of the solution move by move', async () => {
  await withGame(env, {}, async ({ page }) => {
    const p = (await puzzles(page)).find((q) => q.plies === 5);
    assert.ok(p);
    await openPuzzle(page, p.id);
    // One right move and its reply, then give up.
    await clickMove(page, p.solution[0]);
    await waitPuzzle(page, (q) => q.ply === 2, 'replied');
    await page.click('#puzzle-solution');
    let q = await waitPuzzle(page, (q) => q.status === 'showing', 'showing');
    assert.match(await text(page, '#status'), new RegExp(`^The solution: ${p.solution.slice(2).join(' ')}`));
    // It goes on by itself, animated, to the end.
    await page.waitForFunction(() => window.threeCrowns.state().animating === true, null, { timeout: 5000, polling: 'raf' });
    q = await waitPuzzle(page, (q) => q.ply === p.plies, 'shown to the end');
    const s = await state(page);
    assert.deepEqual(s.moves, p.solution);
    assert.equal(s.outcome.winner, q.solver);
    await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('That was the solution'));
    // Giving up is a failure.
    assert.equal(q.progress.failed, 1);
    assert.equal(q.progress.solved, 0);
    assert.equal(await page.locator('#puzzle-solution').isVisible(), false);
    // Retry after the solution: from the start again.
    await page.click('#puzzle-retry');
    await waitPuzzle(page, (q) => q.status === 'solving' && q.ply === 0, 'retried');
    assert.equal((await state(page)).tcn, p.tcn);
  });
});

test('progress is kept across a reload, apart from the game; unreadable progress is forgiven', async () => {
  await withGame(env, {}, async ({ page }) => {
    const record = await page.evaluate(() => localStorage.getItem('three-crowns.record'));
    const p = await firstWith(page, 3);
    await openPuzzle(page, p.id);
    await clickMove(page, p.solution[0]);
    await waitPuzzle(page, (q) => q.ply === 2, 'replied');
    await waitIdle(page);
    await clickMove(page, p.solution[2]);
    const solved = await waitPuzzle(page, (q) => q.status === 'solved', 'solved');
    const stored = await page.evaluate(() => localStorage.getItem('three-crowns.puzzles'));
    assert.ok(stored.includes(p.id), stored);
    // The game's record was not touched by the puzzle.
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.record')), record);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    assert.equal((await state(page)).puzzle, null);
    await page.click('#open-puzzles');
    const q = await waitPuzzle(page, () => true, 'opened after reload');
    assert.deepEqual(q.progress, solved.progress);
    assert.notEqual(q.id, p.id, 'a solved puzzle is not offered again');
    assert.equal(await text(page, '#puzzle-progress-0'), String(solved.progress.rating));
    // Corrupt progress: read forgivingly, the page still starts.
    await page.evaluate(() => localStorage.setItem('three-crowns.puzzles', '\u0000{"rating": NaN}\nrating=zz\nsolved=<b>'));
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await page.click('#open-puzzles');
    const fresh = await waitPuzzle(page, () => true, 'opened with corrupt progress');
    assert.deepEqual(fresh.progress, { solved: 0, failed: 0, streak: 0, rating: 1200 });
  });
});

test('a #puzzle= link opens that puzzle; an unknown id says so and leaves the page as it was', async () => {
  await withGame(env, {}, async ({ page, newPage }) => {
    const list = await puzzles(page);
    const p = list[list.length - 1];
    const other = await newPage(`#puzzle=${p.id}`);
    const q = await waitPuzzle(other, (q) => q.id === p.id, 'opened from the link');
    assert.equal(q.ply, 0);
    assert.equal((await state(other)).tcn, p.tcn);
    // The puzzle's own link control gives that link.
    const link = await other.locator('#puzzle-link').inputValue();
    assert.ok(link.endsWith(`#puzzle=${p.id}`), link);
    await other.close();
    const bad = await newPage('#puzzle=no-such-puzzle');
    await bad.waitForFunction(() => document.querySelector('#status').textContent.includes('no-such-puzzle'));
    assert.match(await text(bad, '#status'), /There is no puzzle "no-such-puzzle"/);
    const s = await state(bad);
    assert.equal(s.puzzle, null);
    assert.equal(await bad.locator('#puzzle').isVisible(), false);
    assert.equal(s.ply, 0);
    // The API says the same.
    const r = await bad.evaluate(() => window.threeCrowns.openPuzzle('nope'));
    assert.equal(r.ok, false);
    assert.match(r.error, /no puzzle "nope"/);
    await bad.close();
  });
});

test('leaving puzzle mode brings back the game in progress exactly as it was', async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4', 'a7-b7']);
    await page.click('#flip');
    const before = await state(page);
    const record = await page.evaluate(() => localStorage.getItem('three-crowns.record'));
    const settings = await page.evaluate(() => localStorage.getItem('three-crowns.settings'));
    await page.click('#open-puzzles');
    const p = await waitPuzzle(page, () => true, 'opened');
    assert.equal(await page.locator('#undo').isVisible(), false, "the game's controls step aside");
    // Play in the puzzle, even a wrong move.
    await page.evaluate(() => window.threeCrowns.play(window.threeCrowns.state().legalMoves[0]));
    await waitPuzzle(page, (q) => q.ply >= 1, 'moved');
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.record')), record);
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.settings')), settings);
    await page.click('#puzzle-leave');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle === null);
    const back = await state(page);
    for (const k of ['tcn', 'ply', 'moves', 'flipped', 'turn', 'canUndo', 'seats']) {
      assert.deepEqual(back[k], before[k], k);
    }
    assert.equal(await page.locator('#undo').isVisible(), true);
    assert.equal(await page.locator('#moves button.move').count(), 3);
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.record')), record);
    // The game goes on, and a reload shows it (not the puzzle).
    await playApi(page, ['b4-c5']);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    const after = await state(page);
    assert.deepEqual(after.moves, ['a6-a7', 'a5-b4', 'a7-b7', 'b4-c5']);
    assert.equal(after.puzzle, null);
    assert.ok(p.id);
  });
});
