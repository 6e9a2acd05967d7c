// End-to-end tests of what the page keeps between games and tabs, and of focus and
// announcements for keyboard users: the "Previous game" button, tabs of one browser
// staying on one game, the #repetition box following the game, browsing without losing
// focus, the selection announced, a second finger during a drag, aria-disabled controls.
// Same rules as game.test.mjs: only the DOM contract of docs/FRONTEND.md and
// `threeCrowns.state()`, no timing asserted.
//
//   node --test --test-concurrency=1 e2e/

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  openGame,
  state,
  playByClicks,
  squareCentre,
  waitIdle,
  text,
  reveal,
  shown,
  shareHash,
  START_TCN,
  AFTER_A6A7,
  AFTER_A5B4,
  SHUFFLE,
  withGame,
  playApi,
  newGameFromDialog,
  answerReplace,
} from './browser.mjs';

const PREVIOUS_KEY = 'three-crowns.previous';

const T = { timeout: 60_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

// ---------------------------------------------------------------------------------------
// Helpers

/** A `.tcg` record of `moves` from the start position, numbered by White's moves. */
function recordOf(moves, extraTags = []) {
  const tags = ['[Result "*"]', ...extraTags].join('\n');
  const body = [];
  for (let i = 0; i < moves.length; i += 2) {
    body.push(`${i / 2 + 1}. ${moves.slice(i, i + 2).join(' ')}`);
  }
  return `${tags}\n\n${body.join(' ')} *\n`;
}

/** Imports `record` through #record-text and #import-record, as a person would. */
async function importRecord(page, record) {
  await reveal(page, '#record-text');
  await page.fill('#record-text', record);
  await page.click('#import-record');
  await answerReplace(page);
  await waitIdle(page);
}

/**
 * Opens a share link in the tab (a fragment change, no reload) and waits until the page
 * shows the link's moves.
 */
async function openLink(page, hash, moves) {
  const base = page.url().replace(/#.*$/, '');
  await page.goto(base + hash);
  await answerReplace(page);
  await waitMoves(page, moves);
  await waitIdle(page);
}

/** Waits until `state().moves` equals `moves` (e.g. after another tab's change). */
async function waitMoves(page, moves, timeout = 10_000) {
  try {
    await page.waitForFunction(
      (m) => JSON.stringify(window.threeCrowns.state().moves) === m,
      JSON.stringify(moves),
      // Polled by time: a tab in the background gets no animation frames.
      { timeout, polling: 50 },
    );
  } catch (e) {
    const s = await state(page);
    throw new Error(
      `the page never showed moves ${JSON.stringify(moves)}: it shows ${JSON.stringify(s.moves)}, ` +
        `status ${JSON.stringify(s.status)}`,
    );
  }
}

async function previousShown(page) {
  return shown(page, '#reopen-previous');
}

async function storedPrevious(page) {
  return page.evaluate((k) => window.localStorage.getItem(k), PREVIOUS_KEY);
}

/** Facts about document.activeElement. */
async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      id: el?.id ?? '',
      tag: el?.tagName ?? '',
      ply: el?.dataset?.ply ?? null,
      text: (el?.textContent ?? '').trim(),
      mark: el?.dataset?.e2eMark ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------
// 1. Previous game

test('previous game: New game, an import and a link keep the replaced game; a game without moves is not kept', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.equal(await previousShown(page), false, '#reopen-previous is hidden on a fresh page');
    assert.equal(await page.locator('#reopen-previous').getAttribute('hidden'), '', 'it has the hidden attribute');

    // New game on a game without moves keeps nothing.
    await newGameFromDialog(page);
    assert.equal(await previousShown(page), false, 'a game without moves does not become the previous game');
    assert.equal(await storedPrevious(page), null);

    const A = ['a6-a7', 'a5-b4'];
    for (const m of A) await playByClicks(page, m);
    assert.equal(await previousShown(page), false, 'playing moves does not make a previous game');

    await newGameFromDialog(page);
    let s = await state(page);
    assert.equal(s.tcn, START_TCN, 'New game is at the start');
    assert.equal(s.ply, 0);
    assert.deepEqual(s.moves, []);
    assert.equal(await page.locator('#moves button.move').count(), 0, 'the move list is empty');
    assert.equal(await previousShown(page), true, 'after New game on a game with moves, #reopen-previous is shown');

    await page.click('#reopen-previous');
    await waitIdle(page);
    s = await state(page);
    assert.deepEqual(s.moves, A, 'Previous game brings back the two-move game');
    assert.equal(s.tcn, AFTER_A5B4);
    assert.equal(s.ply, 2);
    assert.equal(await text(page, '#status'), 'Previous game reopened.');
    assert.deepEqual(
      (await page.$$eval('#moves button.move', (els) => els.map((e) => e.textContent.trim()))),
      A,
      'the move list shows the reopened game',
    );

    // A reopened game leaves the list, and the fresh game had no moves: it was not kept,
    // so nothing is left to reopen.
    assert.equal(await previousShown(page), false, 'the empty game was not kept');
    assert.doesNotMatch((await storedPrevious(page)) ?? '', /a6-a7/, 'the reopened game left the list');

    // A game with moves is kept: the two games swap.
    await newGameFromDialog(page);
    await playByClicks(page, 'h6-h7');
    await page.click('#reopen-previous');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, A, 'Previous game swaps in the game New game replaced');
    await page.click('#reopen-previous');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, ['h6-h7'], 'and swaps back');

    // An import keeps the game it replaces.
    const imported = ['a6-a7', 'a5-b4', 'a7-b7'];
    await importRecord(page, recordOf(imported));
    s = await state(page);
    assert.deepEqual(s.moves, imported, 'the record is imported');
    assert.equal(await text(page, '#status'), 'Game imported.');
    assert.equal(await previousShown(page), true);
    await page.click('#reopen-previous');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, ['h6-h7'], 'Previous game brings back the game the import replaced');

    // A share link keeps the game it replaces.
    await openLink(page, shareHash({ moves: ['a6-b7'] }), ['a6-b7']);
    assert.equal(await text(page, '#status'), 'Opened the shared game.');
    assert.equal(await previousShown(page), true);
    await page.click('#reopen-previous');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, ['h6-h7'], 'Previous game brings back the game the link replaced');
    await page.click('#reopen-previous');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, ['a6-b7'], 'and the linked game is the previous one now');
  });
});

// ---------------------------------------------------------------------------------------
// 2. Two tabs

test('two tabs stay on one game: a continued game is adopted silently, a different one keeps the tab\'s game as the previous game', T, async () => {
  const game = await openGame(env, {});
  try {
    const a = game.page;
    const b = await game.newPage();
    assert.deepEqual((await state(b)).moves, []);

    // A plays: B (at the start) follows. (A tab is brought to the front before it is
    // used, as a person would; the other tab then gets no animation frames.)
    await a.bringToFront();
    await playByClicks(a, 'a6-a7');
    await waitMoves(b, ['a6-a7']);
    let sb = await state(b);
    assert.equal(sb.tcn, AFTER_A6A7);
    assert.equal(sb.tcn, (await state(a)).tcn);
    assert.equal(await text(b, '#status'), 'Updated from another tab.');

    // A continues: B follows, and a continued game is not kept as a previous game.
    await playByClicks(a, 'a5-b4');
    await waitMoves(b, ['a6-a7', 'a5-b4']);
    assert.equal((await state(b)).tcn, AFTER_A5B4);
    assert.equal(await text(b, '#status'), 'Updated from another tab.');
    assert.equal(await previousShown(b), false, 'B keeps no previous game when A only continued the game');
    assert.equal(await storedPrevious(b), null);

    // A takes a move back: B follows, still nothing kept.
    await a.click('#undo');
    await waitIdle(a);
    assert.deepEqual((await state(a)).moves, ['a6-a7']);
    await waitMoves(b, ['a6-a7']);
    assert.equal(await previousShown(b), false, 'a game cut short by the other tab is not kept either');
    assert.equal(await storedPrevious(b), null);

    // B opens a different game by a link: A shows it and keeps its own game.
    const other = ['h6-h7', 'h5-g4'];
    await b.bringToFront();
    await openLink(b, shareHash({ moves: other }), other);
    assert.equal(await text(b, '#status'), 'Opened the shared game.');
    await waitMoves(a, other);
    assert.equal((await state(a)).tcn, (await state(b)).tcn);
    const statusA = await text(a, '#status');
    assert.match(statusA, /another tab/i, `A says why its game changed: "${statusA}"`);
    assert.match(statusA, /previous game/i, `A says where its game went: "${statusA}"`);
    assert.equal(await previousShown(a), true, 'A shows #reopen-previous');
    await a.bringToFront();

    await a.click('#reopen-previous');
    await waitIdle(a);
    assert.deepEqual((await state(a)).moves, ['a6-a7'], 'Previous game in A brings back A\'s game');
    assert.equal(await text(a, '#status'), 'Previous game reopened.');
    // And B follows A again: one game for the tabs.
    await waitMoves(b, ['a6-a7']);
  } finally {
    await game.close();
  }
});

// Regression test: with the rule off, share fragments end in &rep=off, which once made a
// continued game look like a different one.
test('with the repetition rule off, a game continued in another tab is adopted as a continuation', {
  ...T,
}, async () => {
  const game = await openGame(env, {});
  try {
    const a = game.page;
    const b = await game.newPage();
    await a.bringToFront();
    await a.uncheck('#repetition');
    await b.waitForFunction(() => window.threeCrowns.state().repetition === false, null, { polling: 50 });
    assert.equal(await b.isChecked('#repetition'), false, 'B follows A\'s rule');

    await playApi(a, ['a6-a7']);
    await waitMoves(b, ['a6-a7']);
    assert.equal(await text(b, '#status'), 'Updated from another tab.', 'B adopts A\'s first move as a continuation');
    await playApi(a, ['a5-b4']);
    await waitMoves(b, ['a6-a7', 'a5-b4']);
    assert.equal(await text(b, '#status'), 'Updated from another tab.', 'B adopts A\'s second move as a continuation');
    assert.equal(await storedPrevious(b), null, 'a continued game is not kept as the previous game');
    assert.equal(await previousShown(b), false);
  } finally {
    await game.close();
  }
});

// ---------------------------------------------------------------------------------------
// 3. The repetition rule follows the game

test('#repetition follows the game: records and links with the rule off, New game keeps the setting', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    let s = await state(page);
    assert.equal(s.repetition, true);
    assert.equal(await page.isChecked('#repetition'), true);

    await importRecord(page, recordOf(['a6-a7', 'a5-b4'], ['[Repetition "off"]']));
    s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
    assert.equal(s.repetition, false, 'a record with [Repetition "off"] turns the rule off');
    assert.equal(await page.isChecked('#repetition'), false, '#repetition is unchecked');

    await newGameFromDialog(page);
    s = await state(page);
    assert.equal(s.ply, 0);
    assert.equal(s.repetition, false, 'New game keeps the rule off');
    assert.equal(await page.isChecked('#repetition'), false);

    await page.check('#repetition');
    assert.equal((await state(page)).repetition, true, 'checking #repetition turns the rule on');

    await openLink(page, '#moves=a6-a7&rep=off', ['a6-a7']);
    s = await state(page);
    assert.equal(s.repetition, false, 'a link with rep=off turns the rule off');
    assert.equal(await page.isChecked('#repetition'), false);
    // The save panel's boxes are filled when it opens.
    await reveal(page, '#share-link');
    await page.waitForFunction(() => document.querySelector('#share-link').value !== '');
    const link = await page.inputValue('#share-link');
    assert.match(link, /rep=off/, `#share-link carries the rule: ${link}`);

    await page.check('#repetition');
    await newGameFromDialog(page);
    s = await state(page);
    assert.equal(s.repetition, true, 'New game keeps the rule on');
    assert.equal(await page.isChecked('#repetition'), true);
    // A link without rep keeps the reader's rule.
    await openLink(page, '#moves=a6-b7', ['a6-b7']);
    assert.equal((await state(page)).repetition, true, 'a link without rep keeps the rule');
    assert.equal(await page.isChecked('#repetition'), true);

    // A game that went past a third repetition with the rule off, imported by a reader
    // whose rule is on: it loads whole, undecided, with the rule off.
    const long = [...SHUFFLE, ...SHUFFLE, ...SHUFFLE];
    await importRecord(page, recordOf(long, ['[Repetition "off"]']));
    s = await state(page);
    assert.equal(s.ply, 12, `status: ${s.status}`);
    assert.deepEqual(s.moves, long);
    assert.equal(s.outcome, null, 'no outcome');
    assert.equal(s.repetition, false);
    assert.equal(await page.isChecked('#repetition'), false);
    assert.ok(s.legalMoves.length > 0, 'the game goes on');
    assert.equal(await text(page, '#status'), 'Game imported.');
    const turn = await text(page, '#turn');
    assert.match(turn, /^White to move/, `#turn: "${turn}"`);
    assert.doesNotMatch(turn, /repetition|draw/i, `#turn: "${turn}"`);
  });
});

// ---------------------------------------------------------------------------------------
// 4. Browsing keeps focus

test('browsing with the keyboard keeps the focus on the move button and on #nav-first', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const moves = ['a6-a7', 'a5-b4', 'a7-b7', 'h5-g4'];
    await playApi(page, moves);
    assert.equal((await state(page)).ply, 4);

    const second = '#moves button.move[data-ply="2"]';
    // Mark the element itself, so a rebuilt copy of the button would not pass.
    await page.locator(second).evaluate((el) => (el.dataset.e2eMark = 'ply2'));
    await page.focus(second);
    await page.keyboard.press('Enter');
    await waitIdle(page);
    let s = await state(page);
    assert.equal(s.viewPly, 2, 'Enter on move 2 shows ply 2');
    assert.equal(s.ply, 4, 'browsing does not change the game');
    let f = await focused(page);
    assert.equal(f.mark, 'ply2', `the same button keeps the focus (active: ${JSON.stringify(f)})`);
    assert.equal(f.ply, '2');
    assert.equal(f.text, 'a5-b4');
    assert.equal(await page.locator(second).getAttribute('aria-current'), 'true');
    let turn = await text(page, '#browsing-text');
    assert.match(turn, /Viewing move 2 of 4/, `#browsing-text while browsing: "${turn}"`);
    assert.doesNotMatch(await text(page, '#turn'), /Viewing|Showing/, 'the turn line is the game\'s');
    assert.equal(await page.getAttribute('body', 'data-browsing'), 'true');
    assert.match(await text(page, '#announce'), /after move 2, a5-b4/);

    // → browses on from the move button (the list is not rebuilt): the focus stays put.
    await page.keyboard.press('ArrowRight');
    await waitIdle(page);
    assert.equal((await state(page)).viewPly, 3, '→ shows ply 3');
    f = await focused(page);
    assert.equal(f.mark, 'ply2', `→ keeps the focus on the same button (active: ${JSON.stringify(f)})`);
    assert.equal(
      await page.getAttribute('#moves button.move[data-ply="3"]', 'aria-current'),
      'true',
      'the current mark moves to ply 3',
    );
    assert.equal(await page.getAttribute(second, 'aria-current'), null);

    // Tab on to #nav-first (the remaining move buttons come first).
    for (let i = 0; i < 10 && (await focused(page)).id !== 'nav-first'; i++) {
      await page.keyboard.press('Tab');
    }
    assert.equal((await focused(page)).id, 'nav-first', '#nav-first is reachable by Tab from the move list');
    await page.keyboard.press('Enter');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.viewPly, 0, '#nav-first shows the start');
    assert.equal((await focused(page)).id, 'nav-first', 'the focus stays on #nav-first');
    assert.equal(await page.getAttribute('#nav-first', 'aria-disabled'), 'true');
    assert.equal(await page.getAttribute('#nav-first', 'disabled'), null, 'never disabled (it would drop the focus)');
    assert.equal(await text(page, '#announce'), 'Showing the start position.');
    turn = await text(page, '#browsing-text');
    assert.match(turn, /Viewing the start/, `#browsing-text while browsing: "${turn}"`);

    // Again, now that it is unavailable: nothing changes and the focus stays.
    await page.keyboard.press('Enter');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.viewPly, 0);
    assert.equal(s.ply, 4);
    assert.equal((await focused(page)).id, 'nav-first', 'the focus stays on the unavailable #nav-first');

    // Back to the game by the browsing line's button: the line goes, the frame too.
    await page.click('#back-to-game');
    await waitIdle(page);
    assert.equal((await state(page)).viewPly, 4);
    assert.equal(await page.locator('#browsing').isHidden(), true);
    assert.equal(await page.getAttribute('body', 'data-browsing'), 'false');
  });
});

// ---------------------------------------------------------------------------------------
// 5. Selection announced

test('a piece selected from the keyboard is announced with its destinations', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const s0 = await state(page);
    // The cursor starts on the piece of the first legal move.
    const from = s0.legalMoves[0].split(/[-x]/)[0];
    const steps = s0.legalMoves
      .filter((m) => m.startsWith(`${from}-`))
      .map((m) => m.split('-')[1])
      .sort();
    assert.ok(steps.length > 0, `${from} has steps: ${s0.legalMoves.join(' ')}`);

    await page.focus('#board');
    await page.keyboard.press('Enter');
    const s = await state(page);
    assert.equal(s.selected, from, `Enter selects the cursor's piece ${from}`);
    assert.equal(s.ply, 0);
    const said = await text(page, '#announce');
    assert.ok(said.startsWith(`${from} selected.`), `#announce: "${said}"`);
    const m = /Steps to ([^.]*)\./.exec(said);
    assert.ok(m, `#announce lists the steps: "${said}"`);
    assert.deepEqual(m[1].split(',').map((x) => x.trim()).sort(), steps, `#announce: "${said}"`);
  });
});

// ---------------------------------------------------------------------------------------
// 6. A second finger during a drag

test('a second finger on the board does not disturb a drag', T, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 }, hasTouch: true });
  try {
    await withGame(env, { context }, async ({ page }) => {
      const a6 = await squareCentre(page, 'a6');
      const a7 = await squareCentre(page, 'a7');
      const d4 = await squareCentre(page, 'd4');
      const e2 = await squareCentre(page, 'e2');
      const cdp = await context.newCDPSession(page);
      const touch = (type, points) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map(([id, p]) => ({ id, x: p.x, y: p.y, radiusX: 1, radiusY: 1, force: 1 })),
        });
      const near = { x: a6.x + 10, y: a6.y - 12 };

      // Finger 1 drags a6; finger 2 touches d4 and moves to e2, then lifts; finger 1
      // goes on to a7 and lifts. (CDP: touchEnd lists the points that lift.)
      await touch('touchStart', [[0, a6]]);
      await touch('touchMove', [[0, near]]);
      await touch('touchStart', [[0, near], [1, d4]]);
      await touch('touchMove', [[0, near], [1, e2]]);
      let s = await state(page);
      assert.equal(s.ply, 0, 'nothing is played while the first finger holds');
      assert.equal(s.selected, 'a6', 'the dragged piece stays selected under a second finger');
      await touch('touchEnd', [[1, e2]]);
      s = await state(page);
      assert.equal(s.ply, 0, 'lifting the second finger drops nothing');
      assert.equal(s.selected, 'a6', 'the drag goes on');
      assert.equal(s.status, '', `no message: "${s.status}"`);
      await touch('touchMove', [[0, a7]]);
      await touch('touchEnd', [[0, a7]]);
      await waitIdle(page);
      s = await state(page);
      assert.deepEqual(s.moves, ['a6-a7'], `the first finger's drop plays (status: "${s.status}")`);
      assert.equal(s.tcn, AFTER_A6A7);
      assert.equal(s.selected, null);
    });
  } finally {
    await context.close().catch(() => {});
  }
});

// ---------------------------------------------------------------------------------------
// 7. aria-disabled undo and redo

test('#undo and #redo are aria-disabled, never disabled: clicking says why and keeps the focus', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'true', 'nothing to undo on a fresh game');
    assert.equal(await page.getAttribute('#redo', 'aria-disabled'), 'true', 'nothing to redo on a fresh game');
    assert.equal(await page.getAttribute('#undo', 'disabled'), null);
    assert.equal(await page.getAttribute('#redo', 'disabled'), null);

    // Playwright counts aria-disabled="true" as not enabled and would wait for ever; a
    // person can click it, so the click is forced (still a real mouse click at its centre).
    await page.click('#undo', { force: true });
    assert.equal(await text(page, '#status'), 'There is no move to take back.');
    assert.equal((await focused(page)).id, 'undo', 'the focus stays on #undo');
    let s = await state(page);
    assert.equal(s.ply, 0);
    assert.equal(s.canUndo, false);

    // From the keyboard too.
    await page.focus('#redo');
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#status'), 'There is no move to replay.');
    assert.equal((await focused(page)).id, 'redo', 'the focus stays on #redo');

    // With a move to take back, #undo is available; after it, #redo is.
    await playApi(page, ['a6-a7']);
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'false');
    await page.focus('#undo');
    await page.keyboard.press('Enter');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.ply, 0, 'Enter on #undo takes the move back');
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'true');
    assert.equal(await page.getAttribute('#redo', 'aria-disabled'), 'false');
    assert.equal((await focused(page)).id, 'undo', 'the focus stays on #undo once it is unavailable');
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#status'), 'There is no move to take back.');
    assert.equal((await focused(page)).id, 'undo');
  });
});
