// Issue 44's names and words, as the page shows them: a name holding a direction control
// (U+202E) leaves the page's own sentences as written (the list of games, the result card,
// the strips); the result card names the players; a puzzle's strips name the solver, not
// the computer; the friend panel offers only the ways to send the page has; a piece
// selected in a lesson says what it can do in the status line.
//
//   node --test --test-concurrency=1 e2e/defects-words.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, clickSquare, playApi, text, waitIdle, settle } from './browser.mjs';

const T = { timeout: 120_000 };
let env;
before(async () => (env = await setup()));
after(async () => env?.close());

const bare = (s) => s.replace(/[\u2068\u2069]/g, '');

/**
 * Whether the word `first` is drawn before the word `then` (reading left to right, line
 * by line) in the element `selector`: what a direction control that leaks out of a name
 * turns around.
 */
async function drawnInOrder(page, selector, first, then) {
  const [a, b] = await page.evaluate(
    ([selector, words]) => {
      const el = document.querySelector(selector);
      return words.map((word) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let node;
        while ((node = walker.nextNode())) {
          const at = node.data.indexOf(word);
          if (at >= 0) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const r = range.getBoundingClientRect();
            return { left: r.left, top: r.top, height: r.height };
          }
        }
        return null;
      });
    },
    [selector, [first, then]],
  );
  assert.ok(a && b, `${selector}: "${first}" and "${then}" are shown`);
  if (Math.abs(a.top - b.top) > a.height / 2) return a.top < b.top;
  return a.left < b.left;
}

test('a name holding U+202E is isolated: the list of games, the result card and the strips read as written', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const r = await page.evaluate(() =>
      window.threeCrowns.newGame({ white: 'person', black: 'person', names: { white: '\u202eAnn', black: 'Bo' } }),
    );
    assert.deepEqual(r, { ok: true });
    await playApi(page, ['a6-a7']);
    // The strip's name stands alone, isolated from the strip around it.
    assert.equal(await page.$eval('#name-white', (e) => getComputedStyle(e).unicodeBidi), 'isolate');
    // Your games: "‮Ann – Bo · unfinished · 1 move · …" keeps its words in order.
    await page.click('#open-games');
    await page.waitForFunction(() => document.querySelector('#games-dialog').open);
    await page.waitForSelector('#games-list button.kept', { state: 'visible' });
    const row = '#games-list li.game-row button.kept';
    assert.match(bare(await text(page, row)), /Ann – Bo · unfinished · 1 move/);
    assert.ok(await drawnInOrder(page, row, 'unfinished', 'move'), 'the row after the name reads left to right');
    assert.ok(await drawnInOrder(page, row, 'Bo', 'unfinished'));
    await page.click('#games-close');
    await page.waitForFunction(() => !document.querySelector('#games-dialog').open);
    // The result card names the players, in order.
    await page.evaluate(() => window.threeCrowns.resign());
    await settle(page);
    assert.equal(await page.isVisible('#result-players'), true);
    assert.equal(bare(await text(page, '#result-players')), '\u202eAnn – Bo');
    assert.ok(await drawnInOrder(page, '#result-players', '–', 'Bo'));
  });
});

test('the result card names the players against the computer', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const r = await page.evaluate(() =>
      window.threeCrowns.newGame({ white: 4, black: 'person', names: { black: 'Ann' } }),
    );
    assert.deepEqual(r, { ok: true });
    await page.evaluate(() => window.threeCrowns.resign());
    await settle(page);
    assert.equal(await page.isVisible('#result-card'), true);
    assert.equal(bare(await text(page, '#result-players')), 'Computer · level 4 – Ann');
  });
});

test("a puzzle's strips name the solver and the puzzle, also once the solution is shown", T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const set = await page.evaluate(() => window.threeCrowns.puzzles());
    const r = await page.evaluate((id) => window.threeCrowns.openPuzzle(id), set[0].id);
    assert.deepEqual(r, { ok: true });
    const solver = (await state(page)).puzzle.solver;
    const [mine, theirs] = solver === 'white' ? ['#name-white', '#name-black'] : ['#name-black', '#name-white'];
    assert.equal(await text(page, mine), 'You');
    assert.equal(await text(page, theirs), 'Puzzle');
    await page.click('#puzzle-solution');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle?.status === 'showing');
    await waitIdle(page);
    assert.equal(await text(page, mine), 'You');
    assert.equal(await text(page, theirs), 'Puzzle');
  });
});

test('the friend panel names only the ways to send the page offers', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const r = await page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'black', name: 'Ann' }));
    assert.equal(r.ok, true);
    await settle(page);
    const started = await text(page, '#status');
    assert.match(started, /Game with a friend started/);
    const share = await page.isVisible('#friend-share');
    assert.equal(/Share/.test(started), share, `${started} (Share button shown: ${share})`);
    const said = bare(await text(page, '#friend-text'));
    assert.match(said, /Send the invitation to your friend/);
    assert.equal(/Share/.test(said), share, `${said} (Share button shown: ${share})`);
    assert.match(said, /Copy link or the QR code/);
  });
});

test('a piece selected in a lesson says what it can do in the status line', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#open-lessons');
    await page.waitForFunction(() => window.threeCrowns.state().lesson != null);
    await waitIdle(page);
    const from = (await state(page)).legalMoves[0].slice(0, 2);
    await clickSquare(page, from);
    assert.equal((await state(page)).selected, from);
    assert.match(await text(page, '#status'), new RegExp(`^${from} selected\\.`));
  });
});
