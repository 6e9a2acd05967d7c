// Every state a player can reach, as data, for the tests that walk them all: axe-core
// (e2e/axe.test.mjs), reflow at 320 CSS px (e2e/reflow.test.mjs), and no overlap at six
// sizes (e2e/overlap.test.mjs).
//
// One entry of STATES each: `name`; `hash`, the share link opened; `context(ctx)`, set-up
// of the browser context before the page opens; `enter(page, game)`, the steps from
// there, asserting that the state is reached; `frozen`: nothing runs once it is reached.
// Adding a state is adding one entry; every test that walks them runs it.

import assert from 'node:assert/strict';
import {
  state,
  clickSquare,
  playApi,
  squareCentre,
  reveal,
  shareHash,
  openGame,
  SHUFFLE,
  JUMP_TCN,
  waitRulesOpen,
  BOOTSTRAP,
  newGameFromDialog,
  answerReplace,
  panicOnRequest,
  THREATENED,
} from './browser.mjs';

// White wins at once: b4-b3 lines up a2 b3 c4, all Crowned (e2e/study.test.mjs).
const WIN_IN_ONE = 'bbbbbbbb/8/8/8/1WW5/8/W7/1wwwwwww w - 9';
// Black to move has no legal move: a draw (tests/rules.rs).
const NO_MOVES = 'bbbbw3/bbbbw3/wwwWw3/8/8/8/8/7w b - 10';
// c3xe5xg5 would hop d4 and capture f5 (e2e/study.test.mjs).
const THREATS = 'bbbbbb2/7b/6b1/5B2/3B4/2w5/w7/2wwwwww w - 5';
// The engine's bootstrap (www/engine-worker.js), and one that never answers: the
// computer then thinks for as long as the test looks.
const silentEngine = (context) =>
  context.route(BOOTSTRAP, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
  );

/** Waits until `pred(state())` holds (the page's CSP forbids strings as code). */
export async function until(page, pred, what, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (pred(s)) return s;
    if (Date.now() > end) throw new Error(`never reached: ${what}: ${JSON.stringify(s).slice(0, 400)}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Opens state `st` at `size` (`{ name, ...options of browser.newContext }`): a context of
 * its own, the state's set-up, its link, `opts.before(page)` (e.g. a look), then its
 * steps, and two frames for what they changed to be laid out and painted (unless the
 * state is frozen). Returns `{ context, game }`; the caller closes both.
 */
export async function openState(env, st, size, opts = {}) {
  const { name, ...options } = size;
  const context = await env.browser.newContext({ ...options, serviceWorkers: 'block' });
  try {
    await st.context?.(context);
    const game = await openGame(env, { context, hash: st.hash ?? '' });
    await opts.before?.(game.page);
    await st.enter?.(game.page, game);
    if (!st.frozen) await game.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return { context, game };
  } catch (e) {
    await context.close().catch(() => {});
    throw e;
  }
}

const gameOver = (reason) => async (page) => {
  const s = await until(page, (s) => s.outcome !== null, 'the game over');
  assert.equal(s.outcome.reason, reason);
  await page.waitForSelector('#review-offer', { state: 'visible' });
};

/**
 * Every state a player can reach (the fields: see the top of this file). A `frozen` state
 * gets a page of its own for each of axe's looks, which are set before the steps.
 */
export const STATES = [
  { name: 'a fresh game' },
  {
    name: 'a piece selected',
    async enter(page) {
      await clickSquare(page, 'a6');
      assert.equal((await state(page)).selected, 'a6');
    },
  },
  {
    name: 'a double jump with its first landing chosen',
    hash: shareHash({ tcn: JUMP_TCN }),
    async enter(page) {
      await clickSquare(page, 'g2');
      await clickSquare(page, 'g4');
      const s = await state(page);
      assert.equal(s.ply, 0, 'origin and first landing play nothing');
      assert.notEqual(s.selected, null);
    },
  },
  {
    name: 'an illegal click explained',
    async enter(page) {
      await clickSquare(page, 'a5');
      assert.notEqual(await page.textContent('#status'), '');
    },
  },
  {
    name: 'browsing an earlier move',
    hash: shareHash({ moves: ['a6-a7', 'a5-b4', 'a7-b7'] }),
    async enter(page) {
      await page.click('#nav-prev');
      assert.equal((await state(page)).viewPly, 2);
    },
  },
  {
    name: 'the previous game offered after New game',
    hash: shareHash({ moves: ['a6-a7'] }),
    async enter(page) {
      await newGameFromDialog(page);
      await reveal(page, '#reopen-previous');
      await page.waitForSelector('#reopen-previous', { state: 'visible' });
    },
  },
  {
    name: 'the New game dialog',
    async enter(page) {
      await page.click('#new-game');
      await page.selectOption('#ng-clock', 'custom');
      await page.waitForSelector('#ng-minutes', { state: 'visible' });
      assert.equal(await page.evaluate(() => document.querySelector('#new-game-dialog').open), true);
    },
  },
  {
    name: 'two players with names and clocks, White to move',
    async enter(page) {
      const r = await page.evaluate(() =>
        window.threeCrowns.newGame({
          white: 'person',
          black: 'person',
          names: { white: 'Alexandra', black: 'Bartholomew' },
          clock: { minutes: 5, increment: 3 },
        }),
      );
      assert.deepEqual(r, { ok: true });
      await playApi(page, ['a6-a7', 'a5-b4']);
      await page.waitForSelector('#clock-white', { state: 'visible' });
      await page.evaluate(() => window.threeCrowns.pauseClock());
    },
  },
  {
    name: 'the question before a game in progress is replaced',
    hash: shareHash({ moves: ['a6-a7', 'a5-b4'] }),
    async enter(page) {
      await page.click('#new-game');
      await page.click('#ng-two');
      await page.waitForFunction(() => document.querySelector('#replace-dialog').open);
    },
  },
  {
    name: 'your games: the list of games kept',
    hash: shareHash({ moves: ['a6-a7', 'a5-b4'] }),
    async enter(page) {
      await page.evaluate(() => window.threeCrowns.newGame({ white: 'person', black: 3 }));
      await page.click('#menu-toggle');
      await page.click('#open-games');
      await page.waitForSelector('#games-list button[data-game]', { state: 'visible' });
    },
  },
  {
    name: 'a game with a friend: a move to send, the QR code shown',
    async enter(page) {
      const r = await page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'white', name: 'Alexandra' }));
      assert.equal(r.ok, true);
      await playApi(page, ['a6-a7']);
      await page.click('#friend-qr');
      await page.waitForSelector('#friend-qr-code', { state: 'visible' });
    },
  },
  {
    name: 'your friend games in the list of games',
    async enter(page) {
      await page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'black', name: 'Alexandra' }));
      await page.click('#menu-toggle');
      await page.click('#open-games');
      await page.waitForSelector('#friend-list button[data-game]', { state: 'visible' });
    },
  },
  {
    name: 'the menu open, with the settings unfolded',
    hash: shareHash({ moves: ['a6-a7'] }),
    async enter(page) {
      await page.click('#menu-toggle');
      await page.click('#settings > summary');
      assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'true');
      assert.equal(await page.locator('#theme').isVisible(), true);
    },
  },
  {
    name: 'the typed-move box unfolded',
    async enter(page) {
      await page.click('#move-entry > summary');
      assert.equal(await page.locator('#move-input').isVisible(), true);
    },
  },
  {
    name: 'the rules dialog',
    async enter(page) {
      await page.click('#open-rules');
      await waitRulesOpen(page);
    },
  },
  {
    name: 'save and share open: the record and the position, read-only',
    async enter(page) {
      await playApi(page, ['a6-a7', 'a5-b4']);
      await reveal(page, '#record-view');
      // The panel fills its boxes on its toggle event, which comes after the click.
      await page.waitForFunction(() => document.getElementById('record-view').value !== '');
      assert.match(await page.inputValue('#record-view'), /1\. a6-a7 a5-b4/);
    },
  },
  {
    name: 'a move previewed on the destination pointed at',
    hash: shareHash({ tcn: WIN_IN_ONE }),
    async enter(page) {
      await clickSquare(page, 'b4');
      const { x, y } = await squareCentre(page, 'b3');
      await page.mouse.move(x, y);
      assert.equal((await state(page)).preview?.move, 'b4-b3');
    },
  },
  {
    name: 'open a game: a broken record refused',
    async enter(page) {
      await reveal(page, '#record-text');
      await page.fill('#record-text', '1. a6-a7 a6-a5 *');
      await page.click('#import-record');
      await answerReplace(page);
      assert.notEqual(await page.textContent('#status'), '');
      assert.equal((await state(page)).ply, 0);
    },
  },
  {
    name: 'the game not being saved (storage unavailable)',
    async context(context) {
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
    },
    async enter(page) {
      await page.waitForSelector('#save-warning', { state: 'visible' });
    },
  },
  {
    name: 'the update notice (shown by the test: its text is static)',
    async enter(page) {
      await page.evaluate(() => (document.getElementById('update-notice').hidden = false));
    },
  },
  {
    // A real failure never reaches waitReady (e2e/ship.test.mjs tests it): the notice is
    // filled and shown as www/loader.js does, after the look is set.
    name: 'a start that failed (shown by the test, as the loader shows it)',
    async enter(page) {
      await page.evaluate(() => {
        document.getElementById('load-failed-text').textContent =
          'The game could not be loaded: three-crowns-web-0123456789abcdef_bg.wasm could not be downloaded (HTTP 404). Reload to try again.';
        document.getElementById('load-failed').hidden = false;
        document.documentElement.dataset.start = 'failed';
      });
    },
  },
  {
    name: 'game over: three captures',
    hash: shareHash({ tcn: THREATENED, moves: ['h1-h2', 'c3xe5xg5'] }),
    enter: gameOver('three-captures'),
  },
  {
    name: 'game over: Crowned Troika',
    hash: shareHash({ tcn: WIN_IN_ONE, moves: ['b4-b3'] }),
    enter: gameOver('crowned-troika'),
  },
  { name: 'game over: no legal move', hash: shareHash({ tcn: NO_MOVES }), enter: gameOver('no-moves') },
  {
    name: 'game over: threefold repetition',
    hash: shareHash({ moves: [...SHUFFLE, ...SHUFFLE] }),
    enter: gameOver('repetition'),
  },
  {
    name: 'the computer thinking',
    context: silentEngine,
    async enter(page) {
      assert.deepEqual(await page.evaluate(() => window.threeCrowns.setSeat('white', 1)), { ok: true });
      await until(page, (s) => s.thinking, 'thinking');
      await page.waitForSelector('#thinking', { state: 'visible' });
    },
  },
  {
    name: 'the computer paused',
    context: silentEngine,
    async enter(page) {
      assert.deepEqual(await page.evaluate(() => window.threeCrowns.setSeat('white', 1)), { ok: true });
      await page.click('#pause');
      await until(page, (s) => s.paused, 'paused');
    },
  },
  {
    name: 'the hint shown',
    async enter(page) {
      await page.click('#hint');
      await until(page, (s) => s.hint !== null, 'a hint');
    },
  },
  {
    name: 'the analysis on',
    hash: shareHash({ moves: ['a6-a7', 'a5-b4'] }),
    async enter(page) {
      await page.click('#analysis');
      await until(page, (s) => s.analysis?.winChance != null && s.analysis.line.length > 0, 'an analysis');
    },
  },
  {
    name: 'the threats shown',
    hash: shareHash({ tcn: THREATS }),
    async enter(page) {
      await page.click('#threats');
      await page.waitForSelector('#threats-text', { state: 'visible' });
    },
  },
  {
    name: 'the position editor',
    async enter(page) {
      await page.click('#edit-position');
      await until(page, (s) => s.editor !== null, 'the editor');
    },
  },
  {
    name: 'the position editor with an invalid setup',
    async enter(page) {
      await page.click('#edit-position');
      await page.click('#edit-clear');
      await until(page, (s) => s.editor?.error != null, 'the editor refusing');
    },
  },
  {
    name: 'a review done',
    hash: shareHash({ tcn: THREATENED, moves: ['h1-h2', 'c3xe5xg5'] }),
    async enter(page) {
      await page.click('#review-offer');
      await until(page, (s) => s.review?.progress === 1, 'the review done', 60_000);
      await page.waitForSelector('#moves .review-mark', { state: 'visible' });
    },
  },
  {
    name: 'learn from your mistakes: the blunder asked again',
    hash: shareHash({ tcn: THREATENED, moves: ['h1-h2', 'c3xe5xg5'] }),
    async enter(page) {
      await page.click('#review-offer');
      await until(page, (s) => s.review?.progress === 1, 'the review done', 60_000);
      await page.click('#review-mistakes');
      await until(page, (s) => s.mistakes?.status === 'solving', 'the mistakes asked', 10_000);
    },
  },
  {
    name: 'a crash notice after a panic',
    frozen: true,
    // Test only: the glue's `instanceof Window` fails once when asked to, so that the
    // game's `expect` panics.
    async context(context) {
      await panicOnRequest(context);
    },
    async enter(page, game) {
      await playApi(page, ['a6-a7']);
      await page.evaluate(() => (globalThis.__panicOnce = true));
      await page.click('#flip');
      await page.waitForSelector('#crash', { state: 'visible' });
      assert.ok(game.errors.some((e) => /panicked at/.test(e)), 'the console has the panic');
      game.errors.length = 0; // the panic is this state's point
    },
  },
  {
    name: 'a win marked on a destination',
    hash: shareHash({ tcn: WIN_IN_ONE }),
    async enter(page) {
      await clickSquare(page, 'b4');
      const s = await state(page);
      assert.ok(s.marks.gains.some((g) => g.square === 'b3' && g.mark === 'win'), JSON.stringify(s.marks));
    },
  },
  {
    name: 'Resign pressed once, waiting for the second press',
    async enter(page) {
      await playApi(page, ['a6-a7']);
      await page.click('#resign');
      assert.equal(await page.getAttribute('#resign', 'aria-pressed'), 'true');
    },
  },
  {
    name: 'game over: resignation, with the result card',
    async enter(page) {
      await playApi(page, ['a6-a7']);
      await page.click('#resign');
      await page.click('#resign');
      const s = await until(page, (s) => s.outcome !== null, 'the resignation');
      assert.equal(s.outcome.reason, 'resignation');
      await page.waitForSelector('#result-card', { state: 'visible' });
    },
  },
  {
    name: 'game over: draw agreed',
    async enter(page) {
      await playApi(page, ['a6-a7', 'a5-b4']);
      await page.click('#agree-draw');
      await page.click('#agree-draw');
      await until(page, (s) => s.outcome?.reason === 'agreement', 'the agreed draw');
    },
  },
  {
    name: 'a puzzle being solved',
    async enter(page) {
      await openPuzzle(page, 3);
    },
  },
  {
    name: 'a puzzle after a wrong move, with its refutation',
    async enter(page) {
      const p = await openPuzzle(page, 3);
      const s = await state(page);
      const wrong = s.legalMoves.find((m) => m !== p.solution[0]);
      await page.evaluate((m) => window.threeCrowns.play(m), wrong);
      await until(page, (s) => s.puzzle?.status === 'wrong' && s.puzzle.refutation !== null, 'the refutation');
    },
  },
  {
    name: 'a puzzle solved',
    async enter(page) {
      const p = await openPuzzle(page, 3);
      for (let i = 0; i < p.solution.length; i += 2) {
        await until(page, (s) => s.puzzle?.ply === i && !s.animating, `the solver's turn at ply ${i}`);
        const r = await page.evaluate((m) => window.threeCrowns.play(m), p.solution[i]);
        assert.deepEqual(r, { ok: true });
      }
      await until(page, (s) => s.puzzle?.status === 'solved', 'the puzzle solved');
    },
  },
  {
    name: 'the welcome card on a first visit',
    async enter(page) {
      await page.waitForSelector('#welcome', { state: 'visible' });
    },
  },
  {
    name: 'Learn mode opened: the first lesson and the lesson list',
    async enter(page) {
      await page.click('#open-lessons');
      await until(page, (s) => s.lesson?.index === 0, 'the first lesson');
      await page.waitForSelector('#lesson-list button[data-lesson]', { state: 'visible' });
    },
  },
  {
    name: 'a lesson in progress, after its scripted reply',
    async enter(page) {
      const l = await openLesson(page, 'second-turn');
      await playLearner(page, l.solution[0]);
      await until(page, (s) => s.lesson?.status === 'trying' && s.moves.length === 2 && !s.animating, 'the reply');
    },
  },
  {
    name: "a lesson's wrong move explained",
    async enter(page) {
      const l = await openLesson(page, 'second-hop');
      await playLearner(page, l.wrong);
      await until(page, (s) => s.lesson?.status === 'missed' && !s.animating, 'the miss explained');
    },
  },
  {
    name: 'a lesson complete',
    async enter(page) {
      const l = await openLesson(page, 'uncrown-into-troika');
      await playLearner(page, l.solution[0]);
      await until(page, (s) => s.lesson?.status === 'done' && !s.animating, 'the lesson done');
    },
  },
];

/** Opens lesson `id` through the API; returns it as `lessons()` lists it. */
async function openLesson(page, id) {
  const l = await page.evaluate((id) => {
    const r = window.threeCrowns.openLesson(id);
    return r.ok ? window.threeCrowns.lessons().find((l) => l.id === id) : null;
  }, id);
  assert.ok(l, `lesson ${id} opened`);
  await until(page, (s) => s.lesson?.id === id && s.lesson.status === 'trying', `lesson ${id} on show`);
  return l;
}

/** Plays the learner's move `m` through the API (the one door, as the board's). */
async function playLearner(page, m) {
  const r = await page.evaluate((m) => window.threeCrowns.play(m), m);
  assert.deepEqual(r, { ok: true });
}

/** Opens the first puzzle of `plies` plies of the set; returns it. */
async function openPuzzle(page, plies) {
  const p = await page.evaluate(async (plies) => {
    const all = await window.threeCrowns.puzzles();
    const p = all.find((p) => p.plies === plies);
    const r = await window.threeCrowns.openPuzzle(p.id);
    return r.ok ? p : null;
  }, plies);
  assert.ok(p, 'a puzzle opened');
  await until(page, (s) => s.puzzle?.id === p.id && s.puzzle.status === 'solving', 'the puzzle on show');
  return p;
}

