// End-to-end tests of the defects found by trying the game as players do (issue 24):
// - progress kept in two tabs (puzzles solved, lessons done) merges instead of erasing
//   the other tab's, and every tab shows the merged state;
// - a worker that fails (throws mid-search, a script that fails to load once, a lost
//   reply) never stops the computer: a fresh worker answers; when every try fails, the
//   computer pauses visibly and Resume brings it back;
// - the position editor stops the game behind it (no move from any source, the search
//   stopped and asked again on leaving), and survives a reload, as does what is typed in
//   the move box and the record box;
// - focus never falls to the page when a control hides itself;
// - the arrow keys browse the moves after a checkbox is used;
// - what a new player sees: how to win on the welcome card and the rules page, a game
//   offered after the last lesson, one way of writing a draw, the result said once, a
//   legend of the move list's marks and the capture slots, no capture shown in lesson 1.
// Only the contract of docs/FRONTEND.md; no timing asserted.
//
//   node --test --test-concurrency=1 e2e/robust.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  setup,
  openGame,
  withGame,
  state,
  playApi,
  text,
  reveal,
  waitIdle,
  waitRulesOpen,
  DIST,
  BOOTSTRAP,
  newGameSameSeats,
  answerReplace,
} from './browser.mjs';

const T = { timeout: 180_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

// ---------------------------------------------------------------------------------------
// Helpers

/** Plays the person's moves of `solution` through the API, waiting for the page to play
 *  each reply (puzzle defence or lesson script), until `done(page)` holds. */
async function playOut(page, solution, done) {
  for (let k = 0; k < solution.length; k += 2) {
    const r = await page.evaluate((m) => window.threeCrowns.play(m), solution[k]);
    assert.deepEqual(r, { ok: true }, `play ${solution[k]}`);
    if (k + 1 < solution.length) {
      await page.waitForFunction((n) => window.threeCrowns.state().moves.length > n, k + 1, { timeout: 20_000 });
    }
    await waitIdle(page);
  }
  await page.waitForFunction(done, null, { timeout: 20_000 });
}

/** Opens puzzle `p` and solves it. */
async function solvePuzzle(page, p) {
  assert.deepEqual(await page.evaluate((id) => window.threeCrowns.openPuzzle(id), p.id), { ok: true });
  await page.waitForFunction((id) => window.threeCrowns.state().puzzle?.id === id, p.id);
  await playOut(page, p.solution, () => window.threeCrowns.state().puzzle?.status === 'solved');
}

/** Opens lesson `l` and completes it. */
async function doLesson(page, l) {
  assert.deepEqual(await page.evaluate((id) => window.threeCrowns.openLesson(id), l.id), { ok: true });
  await page.waitForFunction((id) => window.threeCrowns.state().lesson?.id === id, l.id);
  await playOut(page, l.solution, () => window.threeCrowns.state().lesson?.status === 'done');
}

/** What the page stores under `key`. */
function stored(page, key) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The element with the focus: its id, and whether it is a shown control (not the page's
 *  body, not hidden). */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      id: el?.id ?? '',
      onPage: !el || el === document.body,
      shown: Boolean(el && el !== document.body && el.getClientRects().length > 0),
    };
  });
}

/** Waits until the focus is on a shown control, and says which. */
async function focusLandsOnAControl(page, what) {
  try {
    await page.waitForFunction(() => {
      const el = document.activeElement;
      return el && el !== document.body && el.getClientRects().length > 0;
    }, null, { timeout: 5_000 });
  } catch {
    assert.fail(`${what}: the focus fell to the page: ${JSON.stringify(await focused(page))}`);
  }
  return (await focused(page)).id;
}

/** Presses Enter on the control `selector` (opening what hides it first). */
async function pressOn(page, selector) {
  await reveal(page, selector);
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

// ---------------------------------------------------------------------------------------
// Case 1: progress kept in two tabs

test('progress made in two tabs merges: both puzzles and both lessons kept, both tabs show them', T, async () => {
  const game = await openGame(env);
  const a = game.page;
  try {
    // Tab B opens before A does anything: it has read the empty progress.
    const b = await game.newPage();
    const set = await a.evaluate(() => window.threeCrowns.puzzles());
    const three = set.filter((p) => p.plies === 3);
    assert.ok(three.length >= 2, 'two 3-ply puzzles');
    const lessons = await a.evaluate(() => window.threeCrowns.lessons());
    const [l1, l2] = lessons;

    await solvePuzzle(a, three[0]);
    await doLesson(a, l1);
    await solvePuzzle(b, three[1]);
    await doLesson(b, l2);

    const puzzles = await stored(a, 'three-crowns.puzzles');
    for (const p of [three[0], three[1]]) assert.match(puzzles, new RegExp(`solved=.*\\b${p.id}\\b`), puzzles);
    const done = await stored(a, 'three-crowns.lessons');
    for (const l of [l1, l2]) assert.match(done, new RegExp(`\\b${l.id}\\b`), done);

    // Each tab shows the merged progress: the lessons done and the puzzles solved.
    for (const [name, page] of [['A', a], ['B', b]]) {
      await page.waitForFunction(
        ([x, y]) => {
          const all = window.threeCrowns.lessons();
          return all.find((l) => l.id === x).done && all.find((l) => l.id === y).done;
        },
        [l1.id, l2.id],
      ).catch(() => assert.fail(`tab ${name} does not show both lessons done`));
    }
    assert.deepEqual(await a.evaluate((id) => window.threeCrowns.openPuzzle(id), three[2]?.id ?? three[0].id), { ok: true });
    await a.waitForFunction(() => window.threeCrowns.state().puzzle?.progress.solved === 2, null, { timeout: 5_000 })
      .catch(async () => assert.fail(`tab A's progress: ${JSON.stringify((await state(a)).puzzle?.progress)}`));

    // A later change in A keeps B's: a third lesson done in A.
    await doLesson(a, lessons[2]);
    const after = await stored(a, 'three-crowns.lessons');
    for (const l of [l1, l2, lessons[2]]) assert.match(after, new RegExp(`\\b${l.id}\\b`), after);
  } finally {
    await game.close();
  }
});

test('settings changed in two tabs: each keeps the other\'s, and both show them', T, async () => {
  const game = await openGame(env);
  const a = game.page;
  try {
    const b = await game.newPage();
    await a.evaluate(() => window.threeCrowns.setSettings({ theme: 'dark' }));
    await b.evaluate(() => window.threeCrowns.setSettings({ muted: true }));
    const saved = await stored(b, 'three-crowns.settings');
    assert.match(saved, /theme=dark/, saved);
    assert.match(saved, /mute=1/, saved);
    await a.waitForFunction(() => window.threeCrowns.state().settings.muted === true);
    await b.waitForFunction(() => window.threeCrowns.state().settings.theme === 'dark');
  } finally {
    await game.close();
  }
});

test('games replaced in two tabs are all kept, none written over by another tab', T, async () => {
  const game = await openGame(env);
  const a = game.page;
  try {
    const b = await game.newPage();
    await playApi(a, ['a6-a7']);
    await newGameSameSeats(a);
    await b.waitForFunction(() => window.threeCrowns.state().ply === 0);
    await playApi(b, ['h6-h7']);
    await newGameSameSeats(b);
    // Both are in the archive (the browser's database, which both tabs share).
    const kept = await b.evaluate(() => window.threeCrowns.exportGames());
    assert.match(kept, /1\. h6-h7/, 'B\'s game kept');
    assert.match(kept, /1\. a6-a7/, 'A\'s game kept too');
    // The newest comes back first.
    await b.click('#reopen-previous');
    await b.waitForFunction(() => window.threeCrowns.state().moves.join() === 'h6-h7');
  } finally {
    await game.close();
  }
});

// ---------------------------------------------------------------------------------------
// Case 3: the computer survives a failing worker

/** The page's own worker bootstrap, as built. */
const REAL_BOOTSTRAP = fs.readFileSync(path.join(DIST, 'www', 'engine-worker.js'), 'utf8');

/** Bootstraps that fail in each way a worker can. */
// The engine's messages are strings, a header line then protocol lines
// (src/engine/wire/text.rs): whether `m` is one with a line starting with `word`.
const SAYS = `const says = (m, word) => typeof m === 'string' && m.split('\\n').slice(1).some((l) => l.startsWith(word));`;

const FAILING = {
  // Throws while searching: on the message that starts the search, before the engine
  // sees it.
  throws: `
    ${SAYS}
    self.addEventListener('message', (e) => {
      if (says(e.data, 'go')) {
        e.stopImmediatePropagation();
        throw new Error('the engine crashed mid-search');
      }
    });
    ${REAL_BOOTSTRAP}`,
  // Answers, 4 s late.
  slow: `
    ${SAYS}
    const post = self.postMessage.bind(self);
    self.postMessage = (m, ...rest) => {
      if (says(m, 'bestmove')) {
        setTimeout(() => post(m, ...rest), 4000);
        return;
      }
      return post(m, ...rest);
    };
    ${REAL_BOOTSTRAP}`,
  // Searches, but its reply never arrives.
  loses: `
    ${SAYS}
    const post = self.postMessage.bind(self);
    self.postMessage = (m, ...rest) => {
      if (says(m, 'bestmove')) return;
      return post(m, ...rest);
    };
    ${REAL_BOOTSTRAP}`,
};

/** A game where the computer (level 1) plays Black, its worker's bootstrap served by
 *  `serve(route, n)` for the n-th worker started (0 first). */
async function againstComputer(serve) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 900 } });
  let n = 0;
  await context.route(BOOTSTRAP, (route) => serve(route, n++));
  const game = await openGame(env, { context });
  assert.deepEqual(await game.page.evaluate(() => window.threeCrowns.setSeat('black', 1)), { ok: true });
  return { game, context, workers: () => n };
}

/** Plays a6-a7 and waits for Black's reply (within the worker's deadline and a retry). */
async function blackReplies(page, why) {
  await playApi(page, ['a6-a7']);
  await page
    .waitForFunction(() => window.threeCrowns.state().ply === 2, null, { timeout: 60_000 })
    .catch(async () => assert.fail(`${why}: Black never moved: ${JSON.stringify(await state(page))}`));
  const s = await state(page);
  assert.equal(s.paused, false);
  assert.equal(s.turn, 'white');
}

for (const [kind, serve] of [
  ['throws while it searches', (route, n) => (n === 0 ? route.fulfill({ contentType: 'text/javascript', body: FAILING.throws }) : route.continue())],
  ['cannot load its script once', (route, n) => (n === 0 ? route.abort('connectionreset') : route.continue())],
  ['loses its reply', (route, n) => (n === 0 ? route.fulfill({ contentType: 'text/javascript', body: FAILING.loses }) : route.continue())],
]) {
  test(`a worker that ${kind} is replaced and the computer still moves`, T, async () => {
    const { game, context, workers } = await againstComputer(serve);
    try {
      await blackReplies(game.page, kind);
      assert.ok(workers() >= 2, `a fresh worker answered (${workers()} started)`);
    } finally {
      await context.close();
      game.errors.splice(0, game.errors.length, ...game.errors.filter((e) => !/crashed mid-search|engine-worker|ERR_CONNECTION/.test(e)));
      await game.close();
    }
  });
}

test('a worker that fails every try pauses the computer visibly; Resume brings it back', T, async () => {
  let broken = true;
  const { game, context } = await againstComputer((route) =>
    broken ? route.fulfill({ contentType: 'text/javascript', body: FAILING.throws }) : route.continue(),
  );
  const { page } = game;
  try {
    await playApi(page, ['a6-a7']);
    await page.waitForFunction(() => window.threeCrowns.state().paused === true, null, { timeout: 60_000 });
    const s = await state(page);
    assert.equal(s.ply, 1);
    assert.equal(s.thinking, false);
    assert.match(s.status, /stopped working .*paused\. Press Resume/);
    assert.equal(await page.isVisible('#pause'), true);
    assert.equal(await text(page, '#pause'), 'Resume');
    broken = false;
    await page.click('#pause');
    await page.waitForFunction(() => window.threeCrowns.state().ply === 2, null, { timeout: 30_000 });
  } finally {
    await context.close();
    game.errors.splice(0, game.errors.length, ...game.errors.filter((e) => !/crashed mid-search/.test(e)));
    await game.close();
  }
});

// ---------------------------------------------------------------------------------------
// Case 4: the editor stops the game behind it

test('while the editor is open the game waits: no computer move, no move from any source', T, async () => {
  // The engine's answers come 4 s late, so that the editor surely opens while the
  // computer thinks, however loaded the machine.
  const { game, context } = await againstComputer((route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAILING.slow }),
  );
  const { page } = game;
  try {
    await page.evaluate(() => window.threeCrowns.play('a6-a7'));
    await page.waitForFunction(() => window.threeCrowns.state().thinking === true);
    await page.click('#edit-position');
    await page.waitForFunction(() => window.threeCrowns.state().editor !== null);
    let s = await state(page);
    assert.equal(s.thinking, false, 'the search stopped');
    // Longer than the answer's delay: nothing moves behind the editor.
    await page.waitForTimeout(5_000);
    s = await state(page);
    assert.equal(s.ply, 1, `no computer move behind the editor: ${s.moves}`);
    assert.equal(s.thinking, false);
    // No move from the script API either (the position behind is Black's to move).
    const r = await page.evaluate(() => window.threeCrowns.play('a5-b4'));
    assert.equal(r.ok, false);
    assert.match(r.error, /editor is open/);
    assert.equal((await state(page)).ply, 1);
    // Closed: the computer is asked again and plays.
    await page.click('#edit-close');
    assert.equal((await state(page)).thinking, true, 'asked again');
    await page.waitForFunction(() => window.threeCrowns.state().ply === 2, null, { timeout: 30_000 });
  } finally {
    await context.close();
    await game.close();
  }
});

test('with the computer on both seats, the editor holds the game until it closes', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    for (const side of ['white', 'black']) {
      assert.deepEqual(await page.evaluate((c) => window.threeCrowns.setSeat(c, 1), side), { ok: true });
    }
    await page.waitForFunction(() => window.threeCrowns.state().ply >= 1, null, { timeout: 20_000 });
    await page.click('#edit-position');
    await page.waitForFunction(() => window.threeCrowns.state().editor !== null);
    await waitIdle(page);
    const held = (await state(page)).ply;
    await page.waitForTimeout(3_000);
    assert.equal((await state(page)).ply, held, 'the game did not run on behind the editor');
    await page.click('#edit-close');
    await page.waitForFunction((n) => window.threeCrowns.state().ply > n, held, { timeout: 20_000 });
  });
});

test('a set-up half made in the editor survives a reload of the tab', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#edit-position');
    await page.click('#edit-clear');
    await page.waitForFunction(() => window.threeCrowns.state().editor?.tcn.startsWith('8/8/8/8/8/8/8/8'));
    await page.fill('#edit-tcn', '8/8/8/3w4/8/8/8/8 w - 1');
    await page.waitForFunction(() => window.threeCrowns.state().editor?.tcn === '8/8/8/3w4/8/8/8/8 w - 1');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    const s = await state(page);
    assert.equal(s.editor?.tcn, '8/8/8/3w4/8/8/8/8 w - 1', 'the editor is open as it was left');
    assert.equal(await page.isVisible('#editor'), true);
    // Closed, it stays closed after a reload.
    await page.click('#edit-close');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    assert.equal((await state(page)).editor, null);
  });
});

test('what is typed in the move box and the record box survives a reload of the tab', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await reveal(page, '#record-text');
    await page.fill('#record-text', '[Result "*"]\n\n1. a6-a7 *');
    await reveal(page, '#move-input');
    await page.fill('#move-input', 'a6-a');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    assert.equal(await page.inputValue('#record-text'), '[Result "*"]\n\n1. a6-a7 *');
    assert.equal(await page.inputValue('#move-input'), 'a6-a');
    // Used, they are done with: imported, the record box is cleared, and stays so.
    await reveal(page, '#import-record');
    await page.click('#import-record');
    await answerReplace(page);
    await page.waitForFunction(() => window.threeCrowns.state().ply === 1);
    assert.equal(await page.inputValue('#record-text'), '');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    assert.equal(await page.inputValue('#record-text'), '');
  });
});

// ---------------------------------------------------------------------------------------
// Case 7: focus never falls to the page

test('the focus moves to a shown control whenever the control that had it hides itself', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // The editor's Close and Play from here.
    await pressOn(page, '#edit-position');
    await page.waitForFunction(() => window.threeCrowns.state().editor !== null);
    await pressOn(page, '#edit-close');
    assert.equal(await focusLandsOnAControl(page, 'editor Close'), 'board');
    await pressOn(page, '#edit-position');
    await page.waitForFunction(() => window.threeCrowns.state().editor !== null);
    await pressOn(page, '#edit-play');
    assert.equal(await focusLandsOnAControl(page, 'Play from here'), 'board');

    // A menu action that closes the menu: back to the menu's toggle.
    await playApi(page, ['a6-a7']);
    await pressOn(page, '#hint');
    assert.equal(await focusLandsOnAControl(page, 'Hint'), 'menu-toggle');

    // Back to game while browsing.
    await page.evaluate(() => window.threeCrowns.play('a5-b4'));
    await waitIdle(page);
    await page.click('#nav-prev');
    await pressOn(page, '#back-to-game');
    assert.equal(await focusLandsOnAControl(page, 'Back to game (browsing)'), 'board');

    // Back to game from a lesson and from a puzzle.
    await pressOn(page, '#open-lessons');
    await page.waitForFunction(() => window.threeCrowns.state().lesson !== null);
    await pressOn(page, '#lesson-leave');
    assert.equal(await focusLandsOnAControl(page, 'Back to game (lesson)'), 'board');
    await pressOn(page, '#open-puzzles');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle !== null, null, { timeout: 20_000 });
    await pressOn(page, '#puzzle-leave');
    assert.equal(await focusLandsOnAControl(page, 'Back to game (puzzle)'), 'board');

    // Resign, once confirmed (the button goes with the game), then the result card's New
    // game.
    await pressOn(page, '#resign');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
    assert.notEqual(await focusLandsOnAControl(page, 'Resign confirmed'), '');
    // The result card's New game opens the New game dialog (the focus in it); its Two
    // players here starts the game and gives the focus to the board.
    await pressOn(page, '#result-new');
    assert.equal(await focusLandsOnAControl(page, 'the result card\'s New game'), 'ng-close');
    await page.click('#ng-two');
    assert.equal(await focusLandsOnAControl(page, 'Two players here'), 'board');
    // The board has the focus, but no keyboard cursor is drawn until a key is pressed.
    assert.equal((await state(page)).cursor, null);
    await page.keyboard.press('ArrowUp');
    assert.notEqual((await state(page)).cursor, null);
  });
});

// ---------------------------------------------------------------------------------------
// Case 8: the arrows after a checkbox

test('after a checkbox is used, the arrow keys browse the moves; in a text field they edit', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4']);
    for (const box of ['#threats', '#coords']) {
      await reveal(page, box);
      await page.focus(box);
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowLeft');
      assert.equal((await state(page)).viewPly, 1, `← browses after ${box}`);
      await page.keyboard.press('ArrowRight');
      assert.equal((await state(page)).viewPly, 2, `→ browses after ${box}`);
      await page.keyboard.press('Space');
    }
    await reveal(page, '#move-input');
    await page.focus('#move-input');
    await page.keyboard.type('a6');
    await page.keyboard.press('ArrowLeft');
    assert.equal((await state(page)).viewPly, 2, 'in the move box ← moves the caret');
  });
});

// ---------------------------------------------------------------------------------------
// Case 10: what a new player sees

test('the welcome card and the top of the rules say how to win', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.equal(await page.isVisible('#welcome'), true);
    assert.match(await text(page, '#welcome'), /How to win: capture three .* three of your own Crowned pieces/s);
    await page.click('#welcome-rules');
    await waitRulesOpen(page);
    const first = await page.evaluate(() => {
      const body = document.getElementById('rules-body');
      const heading = body.querySelector('h3');
      const before = [];
      for (let n = body.firstElementChild; n && n !== heading; n = n.nextElementSibling) before.push(n.textContent);
      return before.join(' ');
    });
    assert.match(first, /How to win: capture three .* three of your own Crowned pieces in a line/s);
  });
});

test('after the last lesson, with every lesson done, Next offers a game instead of lesson 1', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const all = await page.evaluate(() => window.threeCrowns.lessons());
    await page.evaluate((ids) => localStorage.setItem('three-crowns.lessons', `v=1\ndone=${ids.join(' ')}\n`), all.slice(0, -1).map((l) => l.id));
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    const last = all.at(-1);
    await doLesson(page, last);
    assert.equal(await text(page, '#lesson-next'), 'Play a game');
    await page.click('#lesson-next');
    await page.waitForFunction(() => window.threeCrowns.state().lesson === null);
    assert.match(await text(page, '#status'), /Every lesson done/);
  });
});

test('a draw is written ½-½ on the card and in the move list, and the result is said once', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4']);
    await page.click('#agree-draw');
    await page.click('#agree-draw');
    await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
    assert.match(await text(page, '#result-title'), /½-½/);
    assert.equal(await text(page, '#moves li.result'), '½-½');
    assert.equal(await page.isVisible('#result-card'), true);
    assert.equal(await page.isVisible('#turn'), false, 'the turn line does not repeat the card');
    // Browsing back, the card goes and the turn line is back.
    await page.click('#nav-prev');
    assert.equal(await page.isVisible('#turn'), true);
  });
});

test('the move list\'s marks and the capture slots are explained; lesson 1 shows no capture', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const legend = await text(page, '#moves-legend');
    for (const w of ['×', '↓', 'captures', 'uncrowns', 'crowned', 'three win']) assert.ok(legend.includes(w), legend);
    assert.equal(await page.isVisible('#moves-legend'), true);
    for (const side of ['white', 'black']) {
      assert.match(await page.getAttribute(`#captures-${side}`, 'title'), /three captures win/);
      assert.match(await page.getAttribute(`#crowned-${side}`, 'title'), /three Crowned pieces in a line win/);
    }
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.openLesson('stepping')), { ok: true });
    const s = await state(page);
    assert.deepEqual(s.captures, { white: 0, black: 0 });
    for (const side of ['white', 'black']) assert.equal(await page.getAttribute(`#captures-${side}`, 'data-count'), '0');
  });
});
