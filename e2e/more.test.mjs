// More end-to-end tests of the browser game: drag and drop, aria-live announcements,
// keyboard reachability and focus rings, a corrupt saved game, reduced motion, the rules
// dialog, threefold repetition and phone viewports. Same rules as game.test.mjs: only the
// DOM contract of docs/FRONTEND.md and `threeCrowns.state()`, no timing asserted.
//
//   node --test --test-concurrency=1 e2e/

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup,
  openGame,
  state,
  clickSquare,
  playByClicks,
  dragSquare,
  openFragment,
  squareCentre,
  waitIdle,
  screenshot,
  text,
  shareHash,
  START_TCN,
  AFTER_A6A7,
  AFTER_A5B4,
  SHUFFLE,
  withGame,
  playApi,
  waitRulesOpen,
} from './browser.mjs';

// Small set-up positions (from RULES.md and the rules dialog's own diagrams). The rows of
// pieces at the edges only stand for the rest of each army.
// b3-a3 makes a Troika a3 a2 a1: a3 is crowned.
const CROWN_TCN = 'bbbbbbbb/8/8/8/8/1w6/w7/w1wwwwww w - 5';
const AFTER_CROWN_TCN = 'bbbbbbbb/8/8/8/8/W7/w7/w1wwwwww b - 5';
// Uncrowned c3 hops the Crowned d4 and f5: c3xe5xg5 uncrowns f5.
const UNCROWN_TCN = 'bbbbbbbb/8/8/5B2/3B4/2w5/8/w1wwwwww w - 5';
const AFTER_UNCROWN_TCN = 'bbbbbbbb/8/8/5bw1/3B4/8/8/w1wwwwww b - 5';
// Crowned c3 hops the Uncrowned d4 and f5: c3xe5xg5 captures f5.
const CAPTURE_TCN = 'bbbbbbbb/8/8/5b2/3b4/2W5/8/w1wwwwww w - 5';
const AFTER_CAPTURE_TCN = 'bbbbbbbb/8/8/6W1/3b4/8/8/w1wwwwww b - 5';
// The same capture is White's third (Black has 8 pieces on the board): White wins.
const WIN_TCN = 'bbbbbb2/8/8/5b2/3b4/2W5/8/w1wwwwww w - 9';

const T = { timeout: 120_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

const hashOf = (tcn) => shareHash({ tcn });

// ---------------------------------------------------------------------------------------
// 1. Drag and drop

test('drag and drop: a drop on a legal square plays, an illegal drop plays nothing', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // An illegal drop: a6 cannot reach d4.
    await dragSquare(page, 'a6', 'd4');
    let s = await state(page);
    assert.equal(s.tcn, START_TCN, 'an illegal drop changes nothing');
    assert.equal(s.ply, 0);
    assert.deepEqual(s.moves, []);
    assert.equal(s.selected, null, 'an illegal drop leaves nothing selected');
    let status = await text(page, '#status');
    assert.match(status, /a6/, `#status explains the illegal drop: "${status}"`);
    assert.match(status, /d4/, `#status explains the illegal drop: "${status}"`);

    // A drop on an occupied square (a friendly piece two squares away) plays nothing.
    await dragSquare(page, 'a6', 'a4');
    s = await state(page);
    assert.equal(s.tcn, START_TCN, 'a drop on another piece changes nothing');
    assert.equal(s.ply, 0);

    // A drop back on the origin plays nothing.
    await dragSquare(page, 'a6', 'a6');
    s = await state(page);
    assert.equal(s.ply, 0);

    // A legal drag: a6 to a7, checked half way (button held, nothing played yet).
    await dragSquare(page, 'a6', 'a7', {
      before: async (p) => {
        const mid = await state(p);
        assert.equal(mid.ply, 0, 'nothing is played before the release');
        assert.equal(mid.selected, 'a6', 'the dragged piece is selected');
      },
    });
    s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7']);
    assert.equal(s.tcn, AFTER_A6A7);
    assert.equal(s.animating, false, 'a dropped step does not travel again');
    assert.equal(s.selected, null);

    // Black replies by dragging diagonally.
    await dragSquare(page, 'a5', 'b4', { steps: 5 });
    await waitIdle(page);
    s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
    assert.equal(s.tcn, AFTER_A5B4);

    // Second-turn rule: dragging another White piece plays nothing and says why.
    await dragSquare(page, 'h6', 'h7');
    s = await state(page);
    assert.equal(s.tcn, AFTER_A5B4, 'a drag of a bound-out piece changes nothing');
    status = await text(page, '#status');
    assert.match(status, /a7/, `#status names the bound piece: "${status}"`);
  });
});

test('drag and drop: a drop on the first landing chooses the jump route, a click on the final landing plays it', T, async () => {
  await withGame(env, { hash: hashOf(UNCROWN_TCN) }, async ({ page }) => {
    let s = await state(page);
    assert.equal(s.tcn, UNCROWN_TCN);
    assert.ok(s.legalMoves.includes('c3xe5xg5'), `legal: ${s.legalMoves.join(' ')}`);
    // pointer_up on e5 after a drag: Input::click with c3 selected; e5 is a first landing,
    // so the selection becomes (c3 via e5) and nothing is played.
    await dragSquare(page, 'c3', 'e5', { steps: 10 });
    s = await state(page);
    assert.equal(s.tcn, UNCROWN_TCN, 'a drop on the first landing plays nothing');
    assert.equal(s.ply, 0);
    assert.equal(s.selected, 'c3', 'the jumping piece stays selected');
    assert.equal(s.animating, false);
    await screenshot(page, 'more-drag-first-landing');
    // The final landing by a click.
    await clickSquare(page, 'g5');
    s = await state(page);
    assert.deepEqual(s.moves, ['c3xe5xg5']);
    assert.equal(s.tcn, AFTER_UNCROWN_TCN);
    await waitIdle(page);
    assert.equal((await state(page)).selected, null);
  });
});

// ---------------------------------------------------------------------------------------
// 2. Announcements

test('#announce (aria-live) names the move, the mover and what the move did', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const live = await page.locator('#announce').getAttribute('aria-live');
    assert.ok(live === 'polite' || live === 'assertive', `#announce aria-live="${live}"`);

    const said = async (what) => {
      const t = await text(page, '#announce');
      assert.ok(t.length > 0, `${what}: #announce is empty`);
      return t;
    };

    await playByClicks(page, 'a6-a7');
    let a = await said('a step');
    assert.ok(a.includes('a6-a7'), `step: "${a}"`);
    assert.match(a, /\bwhite\b/i, `step names the mover: "${a}"`);
    await playByClicks(page, 'a5-b4');
    a = await said('Black step');
    assert.ok(a.includes('a5-b4'), `Black's step: "${a}"`);
    assert.match(a, /\bblack\b/i, `Black's step names the mover: "${a}"`);
    assert.doesNotMatch(a, /crown|captur/i, `a plain step claims nothing more: "${a}"`);

    // Crowning.
    await openFragment(page, hashOf(CROWN_TCN), CROWN_TCN);
    await playByClicks(page, 'b3-a3');
    assert.equal((await state(page)).tcn, AFTER_CROWN_TCN);
    a = await said('crowning');
    assert.ok(a.includes('b3-a3'), `crowning: "${a}"`);
    assert.match(a, /\bcrowned\b/i, `crowning: "${a}"`);
    assert.match(a, /a3/, `crowning names the square: "${a}"`);

    // Uncrowning.
    await openFragment(page, hashOf(UNCROWN_TCN), UNCROWN_TCN);
    await playByClicks(page, 'c3xe5xg5');
    assert.equal((await state(page)).tcn, AFTER_UNCROWN_TCN);
    a = await said('uncrowning');
    assert.ok(a.includes('c3xe5xg5'), `uncrowning: "${a}"`);
    assert.match(a, /loses its crown/i, `uncrowning: "${a}"`);
    assert.match(a, /f5/, `uncrowning names the piece: "${a}"`);
    assert.doesNotMatch(a, /captures/i, `uncrowning is no capture: "${a}"`);

    // Capture.
    await openFragment(page, hashOf(CAPTURE_TCN), CAPTURE_TCN);
    await playByClicks(page, 'c3xe5xg5');
    assert.equal((await state(page)).tcn, AFTER_CAPTURE_TCN);
    a = await said('capture');
    assert.match(a, /\bcaptures\b/i, `capture: "${a}"`);
    assert.match(a, /f5/, `capture names the piece: "${a}"`);
    assert.doesNotMatch(a, /loses its crown/i, `capture: "${a}"`);
    assert.equal((await state(page)).outcome, null);

    // A winning move: the announcement includes the result shown in #turn.
    await openFragment(page, hashOf(WIN_TCN), WIN_TCN);
    await playByClicks(page, 'c3xe5xg5');
    const s = await state(page);
    assert.deepEqual(s.outcome, { result: '1-0', reason: 'three-captures', winner: 'white' });
    a = await said('win');
    assert.match(a, /\bcaptures\b/i, `win: "${a}"`);
    assert.match(a, /white wins/i, `win announces the result: "${a}"`);
    const turn = (await text(page, '#turn')).replace(/\.$/, '');
    assert.ok(a.includes(turn), `win: "${a}" includes #turn "${turn}"`);
  });
});

// ---------------------------------------------------------------------------------------
// 3. Keyboard reachability and focus rings

test('Tab reaches every control with a visible focus ring; Escape closes the rules', T, async () => {
  // Two moves, browsed back one, so that undo and all four browse buttons are enabled.
  await withGame(env, { hash: shareHash({ moves: ['a6-a7', 'a5-b4'] }) }, async ({ page }) => {
    await page.keyboard.press('ArrowLeft');
    await waitIdle(page);
    assert.equal((await state(page)).viewPly, 1, 'ArrowLeft on the page browses back');
    await page.evaluate(() => {
      document.activeElement?.blur?.();
      window.scrollTo(0, 0);
    });
    const seen = [];
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      const f = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const cs = getComputedStyle(el);
        return {
          key: el.id ? `#${el.id}` : el.tagName.toLowerCase() + (el.className ? `.${el.className}` : ''),
          outline: cs.outlineStyle,
          width: cs.outlineWidth,
          focusVisible: el.matches(':focus-visible'),
        };
      });
      if (!f) break;
      if (seen.length && f.key === seen[0].key) break; // wrapped round
      seen.push(f);
    }
    const order = seen.map((f) => f.key);
    // The settings, the rarer actions and the typed-move box are folded away (the menu,
    // "Type a move"): Tab reaches what opens them.
    const want = ['#seat-black', '#board', '#board-resize', '#seat-white', '#open-rules', '#undo', '#flip', '#new-game',
      '#menu-toggle', '#nav-first', '#nav-prev', '#nav-next', '#nav-last', 'summary'];
    for (const id of want) assert.ok(order.includes(id), `Tab reaches ${id}; order: ${order.join(' ')}`);
    assert.ok(order.indexOf('#board') < order.indexOf('#undo'), `board before the panel: ${order.join(' ')}`);
    // Keyboard focus shows a ring on every stop (what :focus-visible gives).
    for (const f of seen) {
      assert.ok(f.focusVisible, `${f.key} matches :focus-visible after Tab`);
      assert.notEqual(f.outline, 'none', `${f.key} has a visible outline (outline-style ${f.outline})`);
      assert.notEqual(f.width, '0px', `${f.key} has a visible outline (outline-width ${f.width})`);
    }

    // The rules dialog by keyboard; Escape closes it.
    await page.focus('#open-rules');
    await page.keyboard.press('Enter');
    await waitRulesOpen(page);
    const inDialog = await page.evaluate(() => document.querySelector('dialog#rules').contains(document.activeElement));
    assert.ok(inDialog, 'focus moves into the open dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog#rules').open);
    assert.equal(await page.evaluate(() => document.querySelector('dialog#rules').open), false, 'Escape closes the rules');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'open-rules', 'focus returns to #open-rules');
    // The game is untouched by the excursion.
    const s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
  });
});

// ---------------------------------------------------------------------------------------
// 4. A corrupt saved game

test('a corrupt saved game is kept aside and a new game starts with an explanation', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playByClicks(page, 'a6-a7');
    const garbage = 'this is not a game record ☃ zz-99 ]]] %%%';
    await page.evaluate((g) => localStorage.setItem('three-crowns.record', g), garbage);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await page.waitForFunction(() => typeof window.threeCrowns?.state === 'function');
    const status = await text(page, '#status');
    assert.match(status, /saved game could not be restored/i, `#status: "${status}"`);
    const s = await state(page);
    assert.equal(s.tcn, START_TCN, 'a fresh start');
    assert.equal(s.ply, 0);
    assert.deepEqual(s.moves, []);
    assert.equal(s.outcome, null);
    const stored = await page.evaluate(() => ({
      unreadable: localStorage.getItem('three-crowns.unreadable'),
      record: localStorage.getItem('three-crowns.record'),
    }));
    assert.equal(stored.unreadable, garbage, 'the garbage is kept under three-crowns.unreadable');
    assert.notEqual(stored.record, garbage, 'the record key no longer holds the garbage');
    // The new game works and is saved again.
    await playByClicks(page, 'a6-a7');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await page.waitForFunction(() => typeof window.threeCrowns?.state === 'function');
    assert.deepEqual((await state(page)).moves, ['a6-a7'], 'the new game survives a reload');
    assert.doesNotMatch(await text(page, '#status'), /could not be restored/i);
  });
});

// ---------------------------------------------------------------------------------------
// 5. Reduced motion

test('prefers-reduced-motion: moves do not animate; otherwise a double jump does', T, async () => {
  await withGame(env, { hash: hashOf(UNCROWN_TCN) }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.ok(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches));
    await clickSquare(page, 'c3');
    await clickSquare(page, 'e5');
    await clickSquare(page, 'g5');
    let s = await state(page);
    assert.deepEqual(s.moves, ['c3xe5xg5']);
    assert.equal(s.animating, false, 'a double jump with reduced motion: no animation');
    // A step by Black as well.
    await clickSquare(page, 'a8');
    await clickSquare(page, 'a7');
    s = await state(page);
    assert.equal(s.ply, 2, `the step was played (status ${JSON.stringify(s.status)})`);
    assert.equal(s.animating, false, 'a step with reduced motion: no animation');

    // Without the preference, the same double jump animates.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openFragment(page, hashOf(UNCROWN_TCN), UNCROWN_TCN);
    await clickSquare(page, 'c3');
    await clickSquare(page, 'e5');
    await clickSquare(page, 'g5');
    s = await state(page);
    assert.deepEqual(s.moves, ['c3xe5xg5']);
    assert.equal(s.animating, true, 'without reduced motion the double jump animates');
    await waitIdle(page);
  });
});

// ---------------------------------------------------------------------------------------
// 6. The rules dialog

test('rules that cannot be fetched say why, and opening them again retries', T, async () => {
  // No service worker: its precache could serve the rules from its cache.
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  let failures = 1;
  await context.route(/\/www\/rules\.html$/, (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
  );
  const game = await openGame(env, { context });
  const { page } = game;
  try {
    const before = (await state(page)).tcn;
    await page.click('#open-rules');
    await page.waitForFunction(() => document.querySelector('#rules-body').dataset.state === 'failed');
    assert.equal(
      await text(page, '#rules-body'),
      'The rules could not be loaded: the server answered 503. Close them and open them again to retry; your game is unchanged.',
    );
    assert.equal(await page.evaluate(() => document.querySelector('#rules-body').getAttribute('aria-busy')), null);
    await page.click('#close-rules');
    await page.click('#open-rules');
    await waitRulesOpen(page);
    const drawn = await page.evaluate(() => document.querySelectorAll('#rules-body canvas.diagram').length);
    assert.ok(drawn >= 8, `${drawn} diagrams`);
    assert.equal((await state(page)).tcn, before, 'the game is unchanged');
  } finally {
    await context.close();
    // The browser's own report of the refused fetch is the point of this test.
    game.errors.splice(0, game.errors.length, ...game.errors.filter((e) => !/status of 503.*www\/rules\.html/.test(e)));
    await game.close();
  }
});

test('the rules dialog opens and its diagrams are drawn', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.querySelector('dialog#rules').open), false);
    await page.click('#open-rules');
    await waitRulesOpen(page);
    const diagrams = await page.evaluate(() =>
      [...document.querySelectorAll('dialog#rules canvas.diagram')].map((c) => {
        const ctx = c.getContext('2d');
        const { data } = ctx.getImageData(0, 0, c.width, c.height);
        const colours = new Set();
        let opaque = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] > 0) opaque++;
          colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2] | (data[i + 3] === 255 ? 0 : 1 << 24));
        }
        return {
          tcn: c.dataset.tcn,
          move: c.dataset.move ?? null,
          after: c.dataset.show === 'after',
          width: c.width,
          height: c.height,
          cssWidth: c.clientWidth,
          colours: colours.size,
          opaque: opaque / (data.length / 4),
          url: c.toDataURL(),
        };
      }),
    );
    assert.ok(diagrams.length >= 8, `${diagrams.length} diagrams`);
    for (const [i, d] of diagrams.entries()) {
      const what = `diagram ${i} (${d.tcn} ${d.move ?? ''}${d.after ? ' after' : ''})`;
      assert.ok(d.width > 0 && d.width === d.height, `${what}: ${d.width}x${d.height}`);
      assert.ok(d.cssWidth > 0, `${what} is laid out`);
      assert.ok(d.opaque > 0.95, `${what}: ${Math.round(d.opaque * 100)}% of pixels painted`);
      assert.ok(d.colours >= 50, `${what}: only ${d.colours} distinct colours`);
    }
    // A "before" and an "after" diagram of the same move differ (the dialog pairs four:
    // crowning, uncrowning twice, capture).
    let pairs = 0;
    for (const a of diagrams.filter((d) => d.after)) {
      const b = diagrams.find((d) => !d.after && d.tcn === a.tcn && d.move === a.move);
      if (!b) continue;
      assert.notEqual(a.url, b.url, `${a.tcn} ${a.move}: before and after look the same`);
      pairs++;
    }
    assert.equal(pairs, 4, 'before/after pairs compared');
    await screenshot(page, 'rules-viewport');
    // The whole dialog at once, for a look: a viewport tall enough for all of it.
    const full = await page.locator('dialog#rules').evaluate((d) => d.scrollHeight);
    await page.setViewportSize({ width: 1200, height: Math.ceil(full / 0.92) + 40 });
    await waitRulesOpen(page);
    await screenshot(page, 'rules');
    await page.click('#close-rules');
    assert.equal(await page.evaluate(() => document.querySelector('dialog#rules').open), false, '#close-rules closes');
  });
});

// ---------------------------------------------------------------------------------------
// 7. Threefold repetition

test('threefold repetition draws with the rule on; with #repetition unchecked the game goes on', T, async () => {
  const link = shareHash({ moves: SHUFFLE });
  await withGame(env, { hash: link }, async ({ page }) => {
    let s = await state(page);
    assert.equal(s.tcn, 'bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 3', 'the start board again, move 3');
    assert.equal(s.repetition, true, 'the rule is on by default');
    assert.equal(await page.isChecked('#repetition'), true);
    // The start position has now occurred twice (ply 0 and ply 4); one more shuffle makes
    // three. Half of it through the text box, half through the API.
    for (const m of SHUFFLE.slice(0, 2)) {
      await page.fill('#move-input', m);
      await page.press('#move-input', 'Enter');
      await waitIdle(page);
      s = await state(page);
      assert.equal(s.moves.at(-1), m, `typed ${m}`);
      assert.equal(s.outcome, null, `no result after ${m}`);
    }
    await playApi(page, [SHUFFLE[2]]);
    assert.equal((await state(page)).outcome, null);
    await playApi(page, [SHUFFLE[3]]);
    s = await state(page);
    assert.equal(s.ply, 8);
    assert.deepEqual(s.outcome, { result: '1/2-1/2', reason: 'repetition', winner: null });
    assert.deepEqual(s.legalMoves, []);
    const turn = await text(page, '#turn');
    assert.match(turn, /repetition/i, `#turn: "${turn}"`);
    const r = await page.evaluate(() => window.threeCrowns.play('a6-a7'));
    assert.equal(r.ok, false, 'nothing more can be played');
  });

  await withGame(env, { hash: link }, async ({ page }) => {
    await page.uncheck('#repetition');
    let s = await state(page);
    assert.equal(s.repetition, false, 'unchecking #repetition turns the rule off');
    // Twice round the shuffle: the start position occurs a third and a fourth time.
    for (const m of [...SHUFFLE, ...SHUFFLE]) {
      await playApi(page, [m]);
      s = await state(page);
      assert.equal(s.outcome, null, `no result after ${m} at ply ${s.ply}`);
    }
    assert.equal(s.ply, 12);
    assert.ok(s.legalMoves.length > 0);
    assert.doesNotMatch(await text(page, '#turn'), /repetition|draw/i);
  });
});

// ---------------------------------------------------------------------------------------
// 8. Phones

for (const [name, width, height] of [['portrait', 390, 844], ['landscape', 844, 390]]) {
  test(`phone ${name} ${width}x${height}: the board is square, fully on screen, and taps select`, T, async () => {
    const context = await env.browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      await withGame(env, { context }, async ({ page }) => {
        const view = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight, sy: window.scrollY }));
        assert.equal(view.w, width);
        assert.equal(view.h, height);
        const box = await page.locator('#board').boundingBox();
        assert.ok(box, '#board has a box');
        assert.ok(Math.abs(box.width - box.height) < 1, `the board is square: ${box.width}x${box.height}`);
        // Upright, the board takes the screen's width; held sideways, the height the two
        // player strips leave it (each at least 44 px tall on a touch screen: its seat
        // control is a control).
        const strips = await page.$$eval('.strip', (els) => els.reduce((h, el) => h + el.getBoundingClientRect().height, 0));
        const room = width < height ? width : height - strips;
        assert.ok(box.width >= room * 0.8, `the board uses the screen: ${box.width}px of ${room}px`);
        assert.ok(box.x >= 0 && box.y >= 0, `board at ${box.x},${box.y}`);
        assert.ok(box.x + box.width <= width + 0.5, `board right edge ${box.x + box.width} <= ${width}`);
        assert.ok(box.y + box.height <= height + 0.5, `board bottom edge ${box.y + box.height} <= ${height}`);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(pageWidth <= width, `no sideways scrolling: page is ${pageWidth}px wide`);

        const tap = async (sq) => {
          const { x, y } = await squareCentre(page, sq);
          await page.touchscreen.tap(x, y);
        };
        await tap('a6');
        let s = await state(page);
        assert.equal(s.selected, 'a6', 'a tap selects the piece');
        assert.equal(s.ply, 0);
        await screenshot(page, `phone-${name}-selected`);
        await tap('a7');
        await waitIdle(page);
        s = await state(page);
        assert.deepEqual(s.moves, ['a6-a7'], 'a second tap plays the step');
        await screenshot(page, `phone-${name}`);
      });
    } finally {
      await context.close().catch(() => {});
    }
  });
}

// ---------------------------------------------------------------------------------------
// Regression tests for two front-end bugs found by these tests and since fixed.

test('the board shows a focus ring when the keyboard comes back to it after a pointer click', {
  ...T,
}, async () => {
  await withGame(env, {}, async ({ page }) => {
    await clickSquare(page, 'a6'); // pointer focus: no ring, as intended
    await page.click('#move-input'); // focus elsewhere by pointer
    // Back by keyboard, through the controls between (the panel's, White's seat, the
    // board's resize handle) to the board.
    for (let i = 0; i < 30 && (await page.evaluate(() => document.activeElement?.id)) !== 'board'; i++) {
      await page.keyboard.press('Shift+Tab');
    }
    const f = await page.evaluate(() => ({
      id: document.activeElement?.id,
      outline: getComputedStyle(document.activeElement).outlineStyle,
    }));
    assert.equal(f.id, 'board');
    assert.notEqual(f.outline, 'none', 'keyboard focus on the board shows the focus ring');
  });
});

test('a tap on the board does not flash the browser tap highlight over the whole board', {
  ...T,
}, async () => {
  const context = await env.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await withGame(env, { context }, async ({ page }) => {
      const c = await page.evaluate(() => getComputedStyle(document.getElementById('board')).webkitTapHighlightColor);
      assert.match(c, /^(transparent|rgba\(\d+, \d+, \d+, 0\))$/, `#board -webkit-tap-highlight-color: ${c}`);
    });
  } finally {
    await context.close().catch(() => {});
  }
});
