// End-to-end tests of the computer player on the page: its seats, its moves from the
// engine's Web Worker, stale replies dropped, the pause, the hint, undo against it, the
// seats kept in the saved game, and the page under a sub-path. Behaviour only: no timing
// is asserted (the figures are in scripts/measure.mjs).
//
//   node --test --test-concurrency=1 e2e/computer.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  DIST,
  setup,
  state,
  launchBrowser,
  openGame,
  withGame,
  playApi,
  playByClicks,
  shareHash,
  screenshot,
  text,
  waitIdle,
  newGameSameSeats,
} from './browser.mjs';
import { startServer } from './serve.mjs';

const T = { timeout: 240_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

// Black to move can win at once with a Crowned Troika (e6-e5 or c5-c4).
const BLACK_WINS_TCN = 'bbbbb3/8/4B3/2BB4/8/8/8/wwwwwwww b - 10';

const setSeat = (page, color, who) =>
  page.evaluate(([c, w]) => window.threeCrowns.setSeat(c, w), [color, who]);

/** Waits until `pred(state, arg)` holds, polling `state()` from here (the page's CSP
 *  forbids evaluating strings as code). */
async function until(page, pred, arg, timeout = 60_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (pred(s, arg)) return s;
    if (Date.now() > end) throw new Error(`timed out waiting for ${pred}: ${JSON.stringify(s).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits `ms` milliseconds. */
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

test('the computer takes a win in one and the game ends', T, async () => {
  await withGame(env, { hash: shareHash({ tcn: BLACK_WINS_TCN }) }, async ({ page }) => {
    assert.deepEqual(await setSeat(page, 'black', 3), { ok: true });
    const s = await until(page, (s) => s.outcome !== null);
    assert.deepEqual(s.outcome, { result: '0-1', reason: 'crowned-troika', winner: 'black' });
    assert.equal(s.thinking, false);
    assert.deepEqual(s.seats, { white: 'person', black: 3 });
    await screenshot(page, 'computer-wins');
  });
});

test('a game against the computer from the start, with the seat select and undo', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // The person chooses an opponent with the control beside the board.
    await page.selectOption('#seat-black', '2');
    let s = await state(page);
    assert.deepEqual(s.seats, { white: 'person', black: 2 });
    for (const mv of ['a6-a7', 'a7-b7', 'h6-g7']) {
      const ply = (await state(page)).ply;
      const legal = (await state(page)).legalMoves;
      const move = legal.includes(mv) ? mv : legal[0];
      await playByClicks(page, move);
      s = await until(page, (s, ply) => s.ply === ply + 2 || s.outcome !== null, ply);
      if (s.outcome) break;
      assert.equal(s.turn, 'white');
      assert.ok(!(await text(page, '#thinking')));
    }
    // Undo against the computer takes back the person's move and the reply.
    const before = (await state(page)).ply;
    await page.click('#undo');
    s = await state(page);
    assert.equal(s.ply, before - 2);
    assert.equal(s.turn, 'white');
    // The record names the computer's seat, and a reload keeps it.
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state);
    s = await state(page);
    assert.deepEqual(s.seats, { white: 'person', black: 2 });
    assert.equal(await page.inputValue('#seat-black'), '2');
  });
});

test('a seat handed to a person while the computer thinks gets no move; back, it moves', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await setSeat(page, 'black', 8);
    await playApi(page, ['a6-a7']);
    let s = await until(page, (s) => s.thinking === true);
    assert.match(await text(page, '#thinking'), /Black \(computer, level 8\) is thinking/);
    assert.deepEqual(await setSeat(page, 'black', 'person'), { ok: true });
    s = await state(page);
    assert.equal(s.thinking, false);
    await pause(3000);
    s = await state(page);
    assert.equal(s.ply, 1, 'a stale reply put a move on the board');
    assert.equal(await page.locator('#thinking').isHidden(), true);
    // The person may now move for Black; then the seat goes back to the computer.
    await playApi(page, ['a5-b4']);
    await playApi(page, ['a7-b7']);
    await setSeat(page, 'black', 1);
    s = await until(page, (s) => s.ply === 4);
    assert.equal(s.turn, 'white');
  });
});

test('undo and new game while the computer thinks put no stale move on the board', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await setSeat(page, 'black', 8);
    await playApi(page, ['a6-a7']);
    await until(page, (s) => s.thinking === true);
    await page.click('#undo');
    let s = await state(page);
    assert.equal(s.ply, 0);
    assert.equal(s.thinking, false);
    await pause(3000);
    assert.equal((await state(page)).ply, 0);
    await playApi(page, ['h6-h7']);
    await until(page, (s) => s.thinking === true);
    await newGameSameSeats(page);
    await pause(3000);
    s = await state(page);
    assert.equal(s.ply, 0);
    assert.deepEqual(s.moves, []);
    // Browsing while it thinks holds it; back at the live position it plays.
    await playApi(page, ['h6-h7']);
    await until(page, (s) => s.thinking === true);
    await page.click('#nav-first');
    s = await state(page);
    assert.equal(s.thinking, false);
    await pause(2500);
    assert.equal((await state(page)).ply, 1);
    await page.click('#nav-last');
    s = await until(page, (s) => s.ply === 2);
    assert.equal(s.viewPly, 2);
  });
});

test('the computer plays itself for 30 plies, can be paused, and the page stays responsive', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await setSeat(page, 'white', 1);
    await setSeat(page, 'black', 2);
    await until(page, (s) => s.thinking === true);
    // While it thinks, the main thread keeps drawing frames: the search runs in the worker.
    const frames = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let n = 0;
          const t0 = performance.now();
          const tick = () => (performance.now() - t0 < 1000 ? (n++, requestAnimationFrame(tick)) : resolve(n));
          requestAnimationFrame(tick);
        }),
    );
    assert.ok(frames > 10, `only ${frames} frames in a second while the computer played`);
    // Pause holds it while the game is still on (no game ends in four plies); resume lets
    // it go on.
    let s = await until(page, (s) => s.ply >= 4);
    assert.equal(s.outcome, null);
    await page.click('#pause');
    s = await state(page);
    assert.equal(s.paused, true);
    assert.equal(s.thinking, false, 'paused, it does not think');
    const held = s.ply;
    await pause(2500);
    assert.equal((await state(page)).ply, held, 'a paused computer made a move');
    await page.click('#pause');
    assert.equal((await state(page)).paused, false);
    s = await until(page, (s, held) => s.ply > held, held);
    // And it plays on by itself to ply 30 (or the game's end).
    s = await until(page, (s) => s.ply >= 30 || s.outcome !== null, undefined, 180_000);
    await screenshot(page, 'computer-vs-computer');
  });
});

test('a hint shows the engine move for the person to move', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#hint');
    const s = await until(page, (s) => s.hint !== null);
    assert.ok(s.legalMoves.includes(s.hint), s.hint);
    assert.equal(s.status, `Hint: ${s.hint}.`);
    await screenshot(page, 'computer-hint');
    // The hint belongs to its position: a move clears it.
    await playApi(page, [s.legalMoves[0]]);
    assert.equal((await state(page)).hint, null);
  });
});

test('served under a sub-path, the computer still plays', T, async () => {
  const server = await startServer(DIST, 0, { prefix: '/games/three-crowns/' });
  const browser = await launchBrowser();
  try {
    const game = await openGame({ url: server.url + '/', browser });
    try {
      await setSeat(game.page, 'black', 1);
      await playApi(game.page, ['a6-a7']);
      const s = await until(game.page, (s) => s.ply === 2);
      assert.equal(s.turn, 'white');
      await waitIdle(game.page);
    } finally {
      await game.close();
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
