// Puzzle runs and the puzzles tried (issue 48): a Streak started from the puzzle panel
// serves puzzles of rising difficulty, ends at the first wrong move with its summary
// (each puzzle a button that reopens it), and its score is kept as the best over a
// reload; a Storm loses 10 s for each wrong move and moves on, and ends when its time is
// out with its summary and the kept best; puzzleHistory() lists every try, newest first,
// and the panel lists them too. Puzzles come from the loaded set (never fixed ids).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useEnv,
  withWindow,
  state,
  clickSquare,
  screenshot,
  text,
  waitIdle,
  waitPuzzle,
} from './browser.mjs';

const env = useEnv();

const api = (page, name, arg) =>
  page.evaluate(([name, arg]) => window.threeCrowns[name](arg), [name, arg]);

/** Waits until `state().puzzleMode` satisfies `pred`; returns it. */
async function waitRun(page, pred, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const r = (await state(page)).puzzleMode;
    if (r !== null && pred(r)) return r;
    if (Date.now() > end) throw new Error(`run never ${what}: ${JSON.stringify(r)}`);
    await page.waitForTimeout(40);
  }
}

/** Clicks the squares of `move` (origin, landings) on the board. */
async function clickMove(page, move) {
  for (const sq of move.split(/[-x]/)) await clickSquare(page, sq);
}

/** Solves the puzzle on show (its solution from `set`) by clicking, the replies awaited. */
async function solve(page, set) {
  const p = (await state(page)).puzzle;
  const solution = set.get(p.id).solution;
  for (let i = 0; i < solution.length; i += 2) {
    await waitIdle(page);
    await clickMove(page, solution[i]);
    if (i + 1 < solution.length) await waitPuzzle(page, (q) => q.ply === i + 2, `replied at ${i}`);
  }
  return waitPuzzle(page, (q) => q.status === 'solved', 'solved');
}

/** Plays a wrong first move on the puzzle on show, typed in the move box. */
async function wrong(page, set) {
  const s = await state(page);
  const m = s.legalMoves.find((m) => m !== set.get(s.puzzle.id).solution[0]);
  assert.ok(m);
  await page.fill('#move-input', m);
  await page.press('#move-input', 'Enter');
  return s.puzzle.id;
}

/** Opens puzzle mode and the set (id → puzzle). */
async function openPuzzles(page) {
  await page.click('#open-puzzles');
  await waitPuzzle(page, () => true, 'opened');
  return new Map((await api(page, 'puzzles')).map((p) => [p.id, p]));
}

test('a Streak rises in difficulty, ends at the first wrong move with its summary, keeps its best over a reload; puzzleHistory lists the tries', async () => {
  await withWindow(env, 1366, 768, {}, async ({ page }) => {
    const set = await openPuzzles(page);
    const before = (await state(page)).puzzle.id;
    await page.click('#puzzle-streak');
    let run = await waitRun(page, (r) => r.kind === 'streak', 'started');
    assert.deepEqual(
      { score: run.score, best: run.best, timeLeft: run.timeLeft, over: run.over },
      { score: 0, best: 0, timeLeft: null, over: false },
    );
    assert.equal(await page.getAttribute('body', 'data-puzzle-run'), 'streak');
    assert.equal(await page.locator('#puzzle-next').isVisible(), false, 'no skipping in a run');
    // The easiest puzzle of the set first.
    const lowest = Math.min(...[...set.values()].map((p) => p.rating));
    const first = await waitPuzzle(page, (q) => q.id !== before || q.rating === lowest, 'served');
    assert.equal(first.rating, lowest);
    await solve(page, set);
    run = await waitRun(page, (r) => r.score === 1, 'counted');
    assert.equal(run.best, 1, 'the best rises with the score');
    assert.equal(await text(page, '#puzzle-run'), 'Streak: 1 solved · best 1');
    // The next comes by itself, harder.
    const second = await waitPuzzle(page, (q) => q.id !== first.id && q.ply === 0, 'the next');
    assert.ok(second.rating > first.rating, `${first.rating} → ${second.rating}`);
    await wrong(page, set);
    run = await waitRun(page, (r) => r.over, 'over');
    assert.deepEqual(
      { score: run.score, best: run.best, solved: run.solved, missed: run.missed },
      { score: 1, best: 1, solved: [first.id], missed: [second.id] },
    );
    assert.equal(await text(page, '#puzzle-run'), 'Streak over: 1 solved. Your best: 1.');
    const summary = page.locator('#puzzle-run-list button[data-puzzle]');
    assert.equal(await summary.count(), 2);
    assert.equal(await summary.nth(0).textContent(), `${set.get(first.id).title} ✓`);
    assert.equal(await summary.nth(1).textContent(), `${set.get(second.id).title} ✗`);
    assert.equal(await summary.nth(1).getAttribute('aria-label'), `${set.get(second.id).title}: missed`);
    await waitIdle(page);
    await screenshot(page, 'puzzle-streak-over-1366');
    // The tries, newest first, through the API and on the panel.
    const history = await api(page, 'puzzleHistory');
    assert.deepEqual(
      history.slice(0, 2).map((t) => [t.id, t.solved]),
      [[second.id, false], [first.id, true]],
    );
    const now = await page.evaluate(() => Date.now());
    assert.ok(history.every((t) => typeof t.at === 'number' && t.at <= now && t.at > now - 600_000), JSON.stringify(history));
    const listed = page.locator('#puzzle-history button[data-puzzle]');
    assert.equal(await listed.nth(0).getAttribute('data-puzzle'), second.id);
    assert.equal(await listed.nth(1).getAttribute('data-puzzle'), first.id);
    // A puzzle of the summary reopens; the summary stays.
    await summary.nth(0).click();
    await waitPuzzle(page, (q) => q.id === first.id && q.ply === 0, 'reopened from the summary');
    assert.equal((await state(page)).puzzleMode.over, true);
    // The best is kept over a reload.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    assert.equal((await state(page)).puzzleMode, null);
    await openPuzzles(page);
    assert.deepEqual((await api(page, 'puzzleHistory')).slice(0, 2), history.slice(0, 2));
    // A puzzle of the history list reopens.
    await page.locator(`#puzzle-history button[data-puzzle="${second.id}"]`).first().click();
    await waitPuzzle(page, (q) => q.id === second.id, 'reopened from the history');
    await page.click('#puzzle-streak');
    run = await waitRun(page, (r) => r.kind === 'streak' && !r.over, 'started again');
    assert.deepEqual([run.score, run.best], [0, 1]);
    assert.equal(await text(page, '#puzzle-run'), 'Streak: 0 solved · best 1');
    assert.deepEqual(await api(page, 'startPuzzleMode', 'blitz'), {
      ok: false,
      error: 'startPuzzleMode takes "streak" or "storm"',
    });
  });
});

test('a Storm loses 10 s for a wrong move and moves on, and ends when its time is out with its summary and best', async () => {
  await withWindow(env, 1366, 768, {}, async ({ page }) => {
    const set = await openPuzzles(page);
    assert.deepEqual(await api(page, 'startPuzzleMode', 'storm'), { ok: true });
    let run = await waitRun(page, (r) => r.kind === 'storm', 'started');
    assert.ok(run.timeLeft > 170_000 && run.timeLeft <= 180_000, `${run.timeLeft}`);
    assert.match(await text(page, '#puzzle-run'), /^Storm: (3:00|2:5\d) left · 0 solved · best 0$/);
    const solved = await solve(page, set);
    run = await waitRun(page, (r) => r.score === 1, 'counted');
    // Wrong moves until the time is out: each costs 10 s and the next puzzle comes.
    const missed = [];
    let id = solved.id;
    while (!run.over) {
      const p = await waitPuzzle(page, (q) => q.id !== id && q.ply === 0, `the next after ${id}`);
      const before = (await state(page)).puzzleMode.timeLeft;
      id = await wrong(page, set);
      missed.push(id);
      run = await waitRun(page, (r) => r.missed.length === missed.length, `missed ${p.id}`);
      if (!run.over) {
        assert.ok(run.timeLeft <= before - 10_000, `${before} → ${run.timeLeft}`);
        assert.ok(run.timeLeft > before - 12_000, `${before} → ${run.timeLeft}`);
      }
      assert.ok(missed.length <= 18, 'three minutes are eighteen wrong moves at most');
    }
    assert.deepEqual(
      { timeLeft: run.timeLeft, score: run.score, best: run.best, missed: run.missed, solved: run.solved },
      { timeLeft: 0, score: 1, best: 1, missed, solved: [solved.id] },
    );
    assert.equal(await text(page, '#puzzle-run'), 'Storm over: 1 solved. Your best: 1.');
    assert.equal(await page.locator('#puzzle-run-list button[data-puzzle]').count(), missed.length + 1);
    // Over: no more puzzles come, and the clock stays at 0.
    await page.waitForTimeout(1200);
    const after = await state(page);
    assert.equal(after.puzzle.id, id);
    assert.equal(after.puzzleMode.timeLeft, 0);
    await screenshot(page, 'puzzle-storm-over-1366');
  });
});
