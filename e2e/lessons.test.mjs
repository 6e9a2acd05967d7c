// Learn mode (issue 12): every lesson completed by clicking on the board, one after the
// other through the Next lesson button (the scripted reply of the second-turn lesson
// played by the page); a wrong move explained and Retry; progress kept across a reload
// (corrupt progress forgiven); the welcome card on a first visit only, with its three
// choices and Escape, shown by the loader before the game's wasm has come; the rules page's "Try it" buttons; #lesson=<id> links; and leaving
// Learn mode bringing back the game in progress, its seats untouched and the computer
// silent meanwhile. Lessons are read through threeCrowns.lessons(), never hard-coded.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, clickSquare, playApi, screenshot, text, waitIdle, waitRulesOpen } from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** The lessons, through the API. */
async function lessons(page) {
  return page.evaluate(() => window.threeCrowns.lessons());
}

/** Waits until `state().lesson` satisfies `pred`; returns it. */
async function waitLesson(page, pred, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const l = (await state(page)).lesson;
    if (l !== null && pred(l)) return l;
    if (Date.now() > end) throw new Error(`lesson never ${what}: ${JSON.stringify(l)}`);
    await page.waitForTimeout(40);
  }
}

/** Clicks the squares of `move` (origin, landings) on the board. */
async function clickMove(page, move) {
  for (const sq of move.split(/[-x]/)) await clickSquare(page, sq);
}

/** Plays a lesson's solution: the learner's moves by clicking, the scripted replies
 *  awaited (played by the page, never by the test). */
async function solve(page, lesson) {
  for (let k = 0; k < lesson.solution.length; k++) {
    const s = await state(page);
    if (s.turn === 'white') {
      await clickMove(page, lesson.solution[k]);
    }
    await page.waitForFunction((n) => window.threeCrowns.state().moves.length > n, k, { timeout: 10_000 });
    await waitIdle(page);
    assert.equal((await state(page)).moves[k], lesson.solution[k], `${lesson.id}: move ${k + 1}`);
  }
}

test('every lesson is completed by clicking, one after the other with Next lesson', async () => {
  await withGame(env, { hash: '#moves=a6-a7' }, async ({ page }) => {
    const all = await lessons(page);
    assert.ok(all.length >= 9, `${all.length} lessons`);
    assert.ok(all.every((l) => !l.done));
    await page.click('#open-lessons');
    let l = await waitLesson(page, (l) => l.index === 0, 'opened');
    assert.equal(await page.getAttribute('#open-lessons', 'aria-pressed'), 'true');
    assert.equal(await page.locator('#lesson-list button[data-lesson]').count(), all.length);
    for (const [i, lesson] of all.entries()) {
      l = await waitLesson(page, (l) => l.index === i && l.status === 'trying', `at lesson ${i + 1}`);
      assert.equal(l.id, lesson.id);
      const s = await state(page);
      assert.equal(s.tcn, lesson.tcn);
      assert.equal(s.flipped, false, 'the learner (White) at the bottom');
      assert.equal(await text(page, '#lesson-title'), `Lesson ${i + 1}: ${lesson.title}`);
      assert.equal(await text(page, '#lesson-instruction'), lesson.instruction);
      assert.equal(await page.getAttribute(`#lesson-list button[data-lesson="${lesson.id}"]`, 'aria-current'), 'true');
      if (i === 2) await screenshot(page, 'lesson-trying');
      await solve(page, lesson);
      l = await waitLesson(page, (l) => l.status === 'done', `${lesson.id} done`);
      assert.match(await text(page, '#status'), /^Done!/);
      assert.equal(l.done[i], true);
      assert.equal(await page.getAttribute(`#lesson-list button[data-lesson="${lesson.id}"]`, 'data-done'), 'true');
      assert.equal(await page.getAttribute('#lesson-next', 'data-primary'), 'true');
      // Done, the lesson offers puzzles of its theme.
      assert.equal(await page.isVisible('#lesson-puzzles'), true, `${lesson.id}: its puzzles offered`);
      const themes = await page.evaluate(() => window.threeCrowns.puzzleThemes());
      const theme = themes.find((t) => t.id === lesson.puzzles);
      assert.ok(theme, `${lesson.id}: ${lesson.puzzles} is a puzzles' theme`);
      assert.equal(await text(page, '#lesson-puzzles'), `Practise with puzzles: ${theme.name}`);
      if (i === 6) {
        assert.equal((await state(page)).outcome?.reason, 'crowned-troika');
      }
      if (i < all.length - 1) await page.click('#lesson-next');
    }
    assert.equal(await text(page, '#lesson-count'), `${all.length} of ${all.length} lessons done`);
    await screenshot(page, 'lesson-all-done');
  });
});

test('a lesson done leads on to puzzles of its theme: the choice set, a puzzle of it on the board', async () => {
  await withGame(env, {}, async ({ page }) => {
    const lesson = (await lessons(page)).find((l) => l.id === 'capturing');
    assert.equal(lesson.puzzles, 'double-jump');
    await page.evaluate(() => window.threeCrowns.openLesson('capturing'));
    await waitLesson(page, (l) => l.id === 'capturing' && l.status === 'trying', 'opened');
    assert.equal(await page.isVisible('#lesson-puzzles'), false, 'not before it is done');
    await solve(page, lesson);
    await waitLesson(page, (l) => l.status === 'done', 'done');
    await page.click('#lesson-puzzles');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle !== null, null, { timeout: 20_000 });
    const s = await state(page);
    assert.equal(s.lesson, null, 'Learn mode left');
    assert.ok(s.puzzle.themes.includes('double-jump'), JSON.stringify(s.puzzle));
    assert.equal(await page.inputValue('#puzzle-theme'), 'double-jump', 'the choice on the panel');
    await screenshot(page, 'lesson-led-on-to-puzzles');
  });
});

test('a wrong move is explained, refused moves say why, Retry starts again', async () => {
  await withGame(env, { hash: '#lesson=crowning' }, async ({ page }) => {
    const lesson = (await lessons(page)).find((l) => l.id === 'crowning');
    await waitLesson(page, (l) => l.id === 'crowning', 'opened by its link');
    await clickMove(page, lesson.wrong);
    const l = await waitLesson(page, (l) => l.status === 'missed', 'missed');
    assert.equal((await state(page)).moves[0], lesson.wrong, 'the wrong move stands on the board');
    assert.equal(await text(page, '#status'), 'That step made no Troika, so nothing was crowned. Retry.');
    assert.equal(l.message, 'That step made no Troika, so nothing was crowned. Retry.');
    assert.equal(l.done[1], false);
    await waitIdle(page);
    await screenshot(page, 'lesson-missed');
    // Another move is refused with the reason, from the text box as from the board.
    await page.fill('#move-input', 'a1-a2');
    await page.press('#move-input', 'Enter');
    assert.match(await text(page, '#status'), /press Retry/);
    assert.equal((await state(page)).moves.length, 1);
    await page.click('#lesson-retry');
    await waitLesson(page, (l) => l.status === 'trying', 'retried');
    const s = await state(page);
    assert.equal(s.tcn, lesson.tcn);
    assert.equal(s.moves.length, 0);
    // The second-turn lesson: a first move after which the bound piece cannot crown.
    const turn = (await lessons(page)).find((l) => l.id === 'second-turn');
    await page.click(`#lesson-list button[data-lesson="second-turn"]`);
    await waitLesson(page, (l) => l.id === 'second-turn', 'opened from the list');
    await clickMove(page, turn.wrong);
    await waitLesson(page, (l) => l.status === 'missed', 'missed');
    assert.match(await text(page, '#status'), /second-turn rule lets White move only the piece on a2 next/);
  });
});

test('progress is kept across a reload; corrupt progress is forgiven', async () => {
  await withGame(env, { hash: '#lesson=stepping' }, async ({ page }) => {
    const lesson = (await lessons(page))[0];
    await waitLesson(page, (l) => l.id === 'stepping', 'opened');
    await solve(page, lesson);
    await waitLesson(page, (l) => l.status === 'done', 'done');
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state?.() != null);
    let all = await lessons(page);
    assert.equal(all[0].done, true, 'done after the reload');
    assert.equal(all.filter((l) => l.done).length, 1);
    // The game's record was never written with the lesson.
    const record = await page.evaluate(() => localStorage.getItem('three-crowns.record'));
    assert.ok(!record || !record.includes(lesson.solution[0]), record);
    await page.evaluate(() => localStorage.setItem('three-crowns.lessons', '\u0000garbage\ndone=nope <b> crowning\n{"x":1}'));
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state?.() != null);
    all = await lessons(page);
    assert.deepEqual(all.filter((l) => l.done).map((l) => l.id), ['crowning']);
    // The Learn button opens the first lesson not done.
    await page.click('#open-lessons');
    await waitLesson(page, (l) => l.id === 'stepping', 'first not done');
  });
});

test('the welcome card: first visit only, Learn, Rules, Play and Escape', async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.waitForSelector('#welcome', { state: 'visible' });
    assert.equal(await page.getAttribute('#welcome', 'aria-labelledby'), 'welcome-title');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'welcome-learn', 'focus on its first choice');
    await screenshot(page, 'welcome');
    // Play opens the New game dialog; closed, the focus is on New game.
    await page.click('#welcome-play');
    assert.equal(await page.isHidden('#welcome'), true);
    assert.equal(await page.evaluate(() => document.querySelector('#new-game-dialog').open), true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#new-game-dialog').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'new-game');
    assert.equal((await state(page)).lesson, null);
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state?.() != null);
    assert.equal(await page.isHidden('#welcome'), true, 'not shown again');
  });
  await withGame(env, {}, async ({ page }) => {
    await page.waitForSelector('#welcome', { state: 'visible' });
    await page.click('#welcome-learn');
    await waitLesson(page, (l) => l.index === 0, 'opened');
    assert.equal(await page.isHidden('#welcome'), true);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'lesson-title');
  });
  await withGame(env, {}, async ({ page }) => {
    await page.waitForSelector('#welcome', { state: 'visible' });
    await page.click('#welcome-rules');
    await waitRulesOpen(page);
    assert.equal(await page.isHidden('#welcome'), true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog#rules').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'open-rules');
  });
  await withGame(env, {}, async ({ page }) => {
    await page.waitForSelector('#welcome', { state: 'visible' });
    await page.keyboard.press('Escape');
    assert.equal(await page.isHidden('#welcome'), true, 'Escape closes it');
    await page.reload();
    await page.waitForFunction(() => window.threeCrowns?.state?.() != null);
    assert.equal(await page.isHidden('#welcome'), true);
  });
  // Learn in the title bar is a choice too: the card goes.
  await withGame(env, {}, async ({ page }) => {
    await page.waitForSelector('#welcome', { state: 'visible' });
    await page.click('#open-lessons');
    await waitLesson(page, (l) => l.index === 0, 'opened');
    assert.equal(await page.isHidden('#welcome'), true);
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.welcome')), 'dismissed');
  });
  // A visit that follows a link is not a first visit's welcome.
  for (const hash of ['#moves=a6-a7', '#puzzle=nope', '#lesson=uncrowning']) {
    await withGame(env, { hash }, async ({ page }) => {
      await page.waitForTimeout(300);
      assert.equal(await page.isHidden('#welcome'), true, hash);
    });
  }
});

test('the welcome card does not wait for the game: shown before its wasm has come, by the same rule', async () => {
  // The page's wasm is held back for good: whatever shows is the HTML, the stylesheet and
  // the loader (www/loader.js), which unhides the card before the first paint.
  const visit = async (hash, stored) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    try {
      await context.route(/\/three-crowns-web-[0-9a-f]+_bg\.wasm$/, () => {});
      if (stored) await context.addInitScript((s) => localStorage.setItem('three-crowns.welcome', s), stored);
      const page = await context.newPage();
      // DOMContentLoaded comes after the module scripts have run (the loader up to its
      // wait for the game); the load event never comes, the wasm being held.
      await page.goto(env.url + hash, { waitUntil: 'domcontentloaded' });
      assert.equal(await page.getAttribute('html', 'data-ready'), null, 'the game has not started');
      return await page.isVisible('#welcome');
    } finally {
      await context.close();
    }
  };
  assert.equal(await visit('', null), true, 'a first visit: the card is there before the game');
  assert.equal(await visit('', 'shown'), false, 'a second visit');
  assert.equal(await visit('#moves=a6-a7', null), false, 'a visit that follows a link');
});

test('a rules page "Try it" button opens its lesson; an unknown lesson link says so', async () => {
  await withGame(env, { hash: '#moves=a6-a7' }, async ({ page }) => {
    await page.click('#open-rules');
    await waitRulesOpen(page);
    const tries = await page.$$eval('#rules button[data-lesson]', (bs) => bs.map((b) => b.dataset.lesson));
    const ids = (await lessons(page)).map((l) => l.id);
    assert.deepEqual([...tries].sort(), [...ids].sort(), 'every lesson has its link on the rules page');
    await page.click('#rules button[data-lesson="second-hop"]');
    await page.waitForFunction(() => !document.querySelector('dialog#rules').open);
    const l = await waitLesson(page, (l) => l.id === 'second-hop', 'opened from the rules');
    assert.equal(l.index, ids.indexOf('second-hop'));
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'lesson-title');
    // A wrong jump: the target hopped first stays.
    const lesson = (await lessons(page)).find((x) => x.id === 'second-hop');
    await clickMove(page, lesson.wrong);
    await waitLesson(page, (l) => l.status === 'missed', 'missed');
    assert.match(await text(page, '#status'), /hopped e3 first, so e3 stays as it was/);
  });
  await withGame(env, { hash: '#lesson=nope' }, async ({ page }) => {
    assert.equal((await state(page)).lesson, null);
    assert.equal(await text(page, '#status'), 'There is no lesson "nope".');
  });
});

test('leaving Learn mode brings back the game; the computer never moves in a lesson', async () => {
  await withGame(env, { hash: '#moves=a6-a7,a5-b4' }, async ({ page }) => {
    await page.click('#flip');
    const r = await page.evaluate(() => window.threeCrowns.setSeat('black', 1));
    assert.deepEqual(r, { ok: true });
    const before = await state(page);
    const record = await page.evaluate(() => localStorage.getItem('three-crowns.record'));
    await page.click('#open-lessons');
    await waitLesson(page, (l) => l.index === 0, 'opened');
    let s = await state(page);
    assert.equal(s.flipped, false, 'the learner at the bottom');
    const lesson = (await lessons(page))[0];
    await solve(page, lesson);
    await waitLesson(page, (l) => l.status === 'done', 'done');
    // Black is to move in the lesson: neither the computer nor a person plays it.
    await page.waitForTimeout(1500);
    s = await state(page);
    assert.equal(s.moves.length, 1, 'no reply in a one-move lesson');
    assert.equal(s.thinking, false);
    const seat = await page.evaluate(() => window.threeCrowns.setSeat('white', 2));
    assert.equal(seat.ok, true);
    assert.match(await text(page, '#status'), /Leave the lessons/);
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.record')), record, 'the game is not saved over');
    await page.click('#lesson-leave');
    await page.waitForFunction(() => window.threeCrowns.state().lesson === null);
    s = await state(page);
    assert.equal(s.tcn, before.tcn);
    assert.deepEqual(s.moves, before.moves);
    assert.equal(s.flipped, before.flipped);
    assert.deepEqual(s.seats, before.seats);
    assert.equal(await page.isHidden('#lesson'), true);
    assert.equal(await page.getAttribute('#open-lessons', 'aria-pressed'), 'false');
    // A puzzle opened from a lesson also leaves it first, and the game still comes back.
    await page.evaluate(() => window.threeCrowns.openLesson('crowning'));
    await waitLesson(page, (l) => l.id === 'crowning', 'opened');
    await page.click('#open-puzzles');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle !== null, null, { timeout: 20_000 });
    assert.equal((await state(page)).lesson, null);
    await page.click('#puzzle-leave');
    await page.waitForFunction(() => window.threeCrowns.state().puzzle === null);
    s = await state(page);
    assert.deepEqual(s.moves, before.moves);
    assert.deepEqual(s.seats, before.seats);
  });
});
