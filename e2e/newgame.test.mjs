// Every way to play started from the New game dialog and finished properly (the issue
// "Every way to play started in two clicks…"): the computer with the person's colour at
// the bottom, two players with names, the board turning, clocks that run, flag, survive a
// reload and are written into the record, the question before a game in progress is
// replaced and the list of games it is kept in, level 8 on a clock, the script API.
//
//   node --test --test-concurrency=1 e2e/newgame.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  withGame,
  state,
  playApi,
  playByClicks,
  screenshot,
  waitReady,
} from './browser.mjs';
import { until } from './states.mjs';

const T = { timeout: 300_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

const dialogOpen = (page, id) => page.evaluate((id) => document.getElementById(id).open, id);
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('the computer from the dialog in two clicks, Black chosen: Black at the bottom, the computer moves first', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#new-game');
    assert.equal(await dialogOpen(page, 'new-game-dialog'), true, 'New game opens the dialog');
    assert.equal(await page.getAttribute('#new-game-dialog', 'aria-labelledby'), 'ng-title');
    assert.equal(await page.textContent('#ng-title'), 'New game');
    // Each level has its name, and its one-line description under the choice.
    const levels = await page.locator('#ng-level option').allTextContents();
    assert.equal(levels.length, 8);
    for (const [i, l] of levels.entries()) assert.match(l, new RegExp(`^Level ${i + 1} · \\w`), l);
    const abouts = new Set();
    for (let l = 1; l <= 8; l++) {
      await page.selectOption('#ng-level', String(l));
      const about = await page.textContent('#ng-level-about');
      assert.match(about, /^\S.{10,}\.$/, about);
      abouts.add(about);
    }
    assert.equal(abouts.size, 8, 'a description for each level');
    await page.selectOption('#ng-colour', 'black');
    await page.selectOption('#ng-level', '2');
    await page.click('#ng-computer');
    assert.equal(await dialogOpen(page, 'new-game-dialog'), false);
    let s = await state(page);
    assert.equal(s.flipped, true, 'Black at the bottom');
    assert.deepEqual(s.seats, { white: 2, black: 'person' });
    assert.deepEqual(s.names, { white: 'Computer · level 2', black: 'Black' });
    assert.equal(await page.textContent('#name-white'), 'Computer · level 2');
    s = await until(page, (s) => s.ply >= 1, 'the computer moves first');
    assert.equal(s.turn, 'black');
    // Remembered: the dialog opens with the same choices.
    await page.reload();
    await waitReady(page);
    await page.click('#new-game');
    assert.equal(await page.inputValue('#ng-colour'), 'black');
    assert.equal(await page.inputValue('#ng-level'), '2');
    await page.click('#ng-close');
    assert.equal(await dialogOpen(page, 'new-game-dialog'), false);
    // Swap sides and play again: the person plays White, from the bottom.
    await page.click('#menu-toggle');
    await page.click('#resign');
    await page.click('#resign');
    assert.equal((await state(page)).outcome?.reason, 'resignation');
    await page.click('#result-swap');
    s = await state(page);
    assert.equal(s.ply, 0);
    assert.deepEqual(s.seats, { white: 'person', black: 2 });
    assert.equal(s.flipped, false, 'White at the bottom');
    const recent = await page.evaluate(() => window.threeCrowns.recentGames());
    assert.equal(recent[0].result, '1-0', 'the finished game is kept without asking');
  });
});

test('two players with names and 1+0: the board turns, the clocks start at each side\'s first move, a reload keeps them, the flag ends the game on time for good, the record says all', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#new-game');
    await page.fill('#ng-white-name', 'Ann');
    await page.fill('#ng-black-name', 'Bo');
    await page.selectOption('#ng-clock', '1+0');
    await page.click('#ng-two');
    let s = await state(page);
    assert.deepEqual(s.names, { white: 'Ann', black: 'Bo' });
    assert.equal(await page.textContent('#name-black'), 'Bo');
    // As on lichess, each side's clock starts at that side's first move.
    assert.equal(s.clock.running, null, 'White\'s first move is not timed');
    assert.equal(s.clock.increment, 0);
    assert.equal(s.clock.white, 60_000, JSON.stringify(s.clock));
    assert.equal(s.flipped, false);
    await playByClicks(page, 'a6-a7');
    s = await state(page);
    assert.equal(s.flipped, true, 'turned to Black after White\'s move');
    assert.equal(s.clock.running, null, 'nor is Black\'s');
    assert.deepEqual([s.clock.white, s.clock.black], [60_000, 60_000]);
    await playByClicks(page, 'a5-b4');
    s = await state(page);
    assert.equal(s.flipped, false, 'turned back to White');
    const before = s.clock.white;
    await page.waitForTimeout(1500);
    s = await state(page);
    assert.ok(s.clock.white < before - 1000, `White's clock runs: ${before} → ${s.clock.white}`);
    assert.equal(await page.getAttribute('#clock-white', 'role'), 'timer');
    assert.match(await page.getAttribute('#clock-white', 'aria-label'), /^White's clock: \d+ seconds left, running$/);
    await screenshot(page, 'newgame-clocks');
    // A reload keeps the times (paused until the players resume).
    const kept = (await state(page)).clock;
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state()?.clock);
    s = await state(page);
    assert.equal(s.clock.paused, true, 'paused after a reload');
    assert.equal(s.clock.running, null);
    assert.ok(Math.abs(s.clock.white - kept.white) < 1500, `White ${kept.white} → ${s.clock.white}`);
    // Records keep tenths of a second.
    assert.ok(Math.abs(s.clock.black - kept.black) < 100, `Black ${kept.black} → ${s.clock.black}`);
    assert.deepEqual(s.names, { white: 'Ann', black: 'Bo' });
    await page.waitForTimeout(1000);
    assert.equal((await state(page)).clock.white, s.clock.white, 'nothing runs while paused');
    assert.equal(await page.textContent('#pause'), 'Resume');
    await page.click('#pause');
    assert.equal((await state(page)).clock.running, 'white');
    // The flag falls: the game is lost on time.
    s = await until(page, (s) => s.outcome !== null, 'the flag', 70_000);
    assert.deepEqual(s.outcome, { result: '0-1', reason: 'time', winner: 'black' });
    assert.equal(s.clock.white, 0);
    assert.equal(await page.textContent('#result-reason'), 'White lost on time');
    assert.equal(await page.getAttribute('#clock-white', 'data-state'), 'out');
    await screenshot(page, 'newgame-flag');
    const rec = await stored(page, 'three-crowns.record');
    assert.match(rec, /\[White "Ann"\]/);
    assert.match(rec, /\[Black "Bo"\]/);
    assert.match(rec, /\[TimeControl "60\+0"\]/);
    assert.match(rec, /\[Termination "White lost on time"\]/);
    assert.match(rec, /1\. a6-a7 \{\[%clk 0:01:00\]\} 1\.\.\. a5-b4 \{\[%clk 0:01:00\]\}/, rec);
    // A result on time stands: Undo is unavailable, and says why.
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'true');
    // Pressed all the same (aria-disabled leaves it pressable):
    await page.evaluate(() => document.getElementById('undo').click());
    s = await state(page);
    assert.deepEqual(s.outcome, { result: '0-1', reason: 'time', winner: 'black' });
    assert.equal(s.ply, 2);
    assert.match(s.status, /lost on time, and a result on time stands/);
  });
});

test('New game in the middle of a game asks; kept, it reopens with every move; discarded, it is gone', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const moves = ['a6-a7', 'a5-b4', 'a7-b7'];
    await playApi(page, moves);
    await page.click('#new-game');
    await page.click('#ng-two');
    assert.equal(await dialogOpen(page, 'replace-dialog'), true, 'asked first');
    assert.match(await page.textContent('#replace-text'), /\(3 moves\)/);
    assert.equal((await state(page)).ply, 3, 'nothing replaced yet');
    await page.click('#replace-cancel');
    assert.equal(await dialogOpen(page, 'replace-dialog'), false);
    assert.equal((await state(page)).ply, 3, 'Cancel changes nothing');
    await page.click('#new-game');
    await page.click('#ng-two');
    await page.click('#replace-keep');
    assert.equal((await state(page)).ply, 0);
    let recent = await page.evaluate(() => window.threeCrowns.recentGames());
    assert.equal(recent.length, 1);
    assert.deepEqual(
      { white: recent[0].white, black: recent[0].black, result: recent[0].result, plies: recent[0].plies },
      { white: 'Person', black: 'Person', result: '*', plies: 3 },
    );
    // A game discarded is not kept.
    await playApi(page, ['h6-h7']);
    await page.click('#new-game');
    await page.click('#ng-two');
    await page.click('#replace-discard');
    recent = await page.evaluate(() => window.threeCrowns.recentGames());
    assert.equal(recent.length, 1, 'the discarded game is not in the list');
    // The list in the menu reopens the kept game with every move.
    await page.click('#menu-toggle');
    await page.click('#open-games');
    assert.equal(await dialogOpen(page, 'games-dialog'), true);
    await screenshot(page, 'newgame-your-games');
    await page.click(`#games-list button[data-game="${recent[0].id}"]`);
    let s = await state(page);
    assert.deepEqual(s.moves, moves);
    assert.equal(await dialogOpen(page, 'games-dialog'), false);
    // An import asks too; openRecent reopens by id; a wrong id is refused.
    await page.evaluate(() => window.threeCrowns.newGame({ white: 'person', black: 'person' }));
    recent = await page.evaluate(() => window.threeCrowns.recentGames());
    assert.deepEqual(recent.map((g) => g.plies), [3]);
    assert.deepEqual(await page.evaluate((id) => window.threeCrowns.openRecent(id), recent[0].id), { ok: true });
    assert.deepEqual((await state(page)).moves, moves);
    const bad = await page.evaluate(() => window.threeCrowns.openRecent('nope'));
    assert.equal(bad.ok, false);
    assert.match(bad.error, /nope/);
  });
});

test('level 8 on 1+0 plays 60 plies without losing on time', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    let plies = 0;
    while (plies < 60) {
      const r = await page.evaluate(() =>
        window.threeCrowns.newGame({ white: 8, black: 8, clock: { minutes: 1, increment: 0 } }),
      );
      assert.deepEqual(r, { ok: true });
      const s = await until(page, (s) => s.outcome !== null || s.ply >= 60 - plies, 'sixty plies or the end', 200_000);
      assert.notEqual(s.outcome?.reason, 'time', `lost on time: ${JSON.stringify(s.clock)}`);
      assert.ok(s.clock.white > 0 && s.clock.black > 0, JSON.stringify(s.clock));
      plies += s.ply;
    }
  });
});

test('the script API: newGame\'s arguments checked, clocks paused and resumed', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const api = (f, ...args) => page.evaluate(([f, args]) => window.threeCrowns[f](...args), [f, args]);
    assert.equal((await api('pauseClock')).ok, false, 'no clock to pause');
    for (const bad of [
      { white: 'person', black: 9 },
      { white: 'alien', black: 1 },
      { white: 'person', black: 'person', clock: { minutes: 0 } },
      { white: 'person', black: 'person', names: 'Ann' },
    ]) {
      const r = await api('newGame', bad);
      assert.equal(r.ok, false, JSON.stringify(bad));
      assert.ok(r.error.length > 10, r.error);
    }
    assert.deepEqual(
      await api('newGame', { white: 'person', black: 'person', names: { white: 'Ann' }, clock: { minutes: 3, increment: 2 } }),
      { ok: true },
    );
    let s = await state(page);
    assert.deepEqual(s.names, { white: 'Ann', black: 'Black' });
    assert.equal(s.clock.increment, 2000);
    assert.deepEqual(await api('pauseClock'), { ok: true });
    s = await state(page);
    assert.equal(s.clock.paused, true);
    assert.equal(s.clock.running, null);
    assert.deepEqual(await api('resumeClock'), { ok: true });
    assert.equal((await state(page)).clock.running, null, 'each side\'s first move is not timed');
    await playApi(page, ['a6-a7', 'a5-b4']);
    assert.equal((await state(page)).clock.running, 'white');
    await playApi(page, ['a7-b7']);
    s = await state(page);
    assert.ok(s.clock.white > 180_000, `the increment: ${s.clock.white}`);
  });
});
