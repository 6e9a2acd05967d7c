// The page's layout (issue 12): the player strips around the board (capture slots, the
// side-to-move and winner marks, the side at the bottom following the board), the board
// filling the window's height on desktops and resizable by its handle (remembered), the
// square under a dragged piece highlighted, phones (every control at least 44×44 px, held
// upright and sideways; the action bar fixed at the bottom, the moves as one scrollable
// row, no typed-move box unless asked), and screenshots of every size in both themes.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  setup,
  withGame,
  playApi,
  state,
  waitIdle,
  clickSquare,
  squareCentre,
  shareHash,
  SCREENSHOTS,
  waitRulesOpen,
  CAPTURE_GAME,
  JUMP_TCN,
  setAutoFlip,
} from './browser.mjs';

const T = { timeout: 180_000 };

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

// CAPTURE_GAME (browser.mjs): g2xg4xg6 (move 9) is White's first capture.

/** Runs `body(game)` on a game opened at `width`×`height` in `scheme` (light or dark). */
async function sized(width, height, opts, body) {
  const context = await env.browser.newContext({
    viewport: { width, height },
    serviceWorkers: 'block',
    colorScheme: opts.scheme ?? 'dark',
    hasTouch: opts.touch ?? false,
    isMobile: opts.touch ?? false,
  });
  try {
    await withGame(env, { context, hash: opts.hash ?? '' }, body);
  } finally {
    await context.close();
  }
}

async function box(page, selector) {
  const b = await page.locator(selector).boundingBox();
  assert.ok(b, `${selector} has a box`);
  return b;
}

/** Every visible control smaller than 44×44 CSS px: buttons, selects, text fields,
 *  summaries, links, and labels wrapping a checkbox or a file input (which stand for
 *  their input). */
async function smallControls(page) {
  return page.evaluate(() => {
    const bad = [];
    const all = document.querySelectorAll('button, select, input, textarea, summary, a[href], label');
    for (const el of all) {
      if (el.tagName === 'LABEL' && !el.querySelector('input')) continue;
      if (el.tagName === 'INPUT' && ['checkbox', 'radio', 'file'].includes(el.type) && el.closest('label')) continue;
      if (el.closest('[hidden], .sr-only, details:not([open]) > :not(summary)')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Off the page to the left (the skip link until focused).
      if (r.right <= 0) continue;
      if (r.width < 43.9 || r.height < 43.9) {
        const name = el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}${el.className ? '.' + el.className : ''}`;
        const words = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24);
        bad.push(`${name} "${words}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return bad;
  });
}

async function assertLarge(page, when) {
  const bad = await smallControls(page);
  const { width, height } = page.viewportSize();
  assert.deepEqual(bad, [], `controls under 44×44 px at ${width}×${height} (${when}):\n  ${bad.join('\n  ')}`);
}

async function openAllDetails(page, within) {
  const n = await page.locator(`${within} details:not([open]) > summary`).count();
  for (let i = 0; i < n; i++) await page.locator(`${within} details:not([open]) > summary`).first().click();
}

// Held upright and sideways (844×390: the panel beside the board, strips as slim as a
// control).
for (const [w, h] of [[390, 844], [844, 390]]) {
  test(`phone ${w}×${h}: every visible control is at least 44×44 px, in every panel`, T, async () => {
    await sized(w, h, { touch: true }, async ({ page }) => {
      await assertLarge(page, 'first view');
      await playApi(page, CAPTURE_GAME.slice(0, 4));
      await assertLarge(page, 'four moves played');
      await page.click('#menu-toggle');
      await openAllDetails(page, '#menu');
      await assertLarge(page, 'the menu open, save and share and settings unfolded');
      await page.click('#menu-toggle');
      assert.equal(await page.locator('#menu').isHidden(), true, 'the toggle closes the menu');
      await page.click('#move-entry > summary');
      await assertLarge(page, 'the typed-move box unfolded');
      await playApi(page, CAPTURE_GAME.slice(4));
      await assertLarge(page, 'the game over, with its result card');
      await page.click('#open-lessons');
      await page.waitForSelector('#lesson-list button[data-lesson]', { state: 'visible' });
      await assertLarge(page, 'Learn mode, with the lesson list');
      await page.click('#open-rules');
      await waitRulesOpen(page);
      await assertLarge(page, 'the rules dialog, with its "Try it" links');
    });
  });
}

test('phone: action bar fixed at the bottom, moves as a scrollable row, no typed-move box unless asked', T, async () => {
  await sized(390, 844, { touch: true }, async ({ page }) => {
    assert.equal(await page.locator('#move-input').isVisible(), false, 'the typed-move box is folded');
    assert.equal(await page.locator('#move-entry > summary').isVisible(), true);
    const bar = await box(page, '.controls');
    assert.ok(Math.abs(bar.y + bar.height - 844) < 1.5, `the action bar sits at the bottom: ${JSON.stringify(bar)}`);
    for (const id of ['#undo', '#redo', '#flip', '#menu-toggle']) {
      const b = await box(page, id);
      assert.ok(b.y >= bar.y && b.y + b.height <= bar.y + bar.height + 0.5, `${id} is in the action bar`);
    }
    // The bar stays put when the page scrolls.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const after = await box(page, '.controls');
    assert.ok(Math.abs(after.y + after.height - 844) < 1.5, 'still at the bottom after scrolling');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The moves: one row under the board, scrolled to the current move.
    await playApi(page, CAPTURE_GAME);
    const board = await box(page, '#board');
    const list = await box(page, '#moves');
    assert.ok(list.y > board.y + board.height, 'the moves are under the board');
    assert.ok(list.height < 80, `the moves are one row (${list.height}px tall)`);
    const widths = await page.locator('#moves').evaluate((l) => [l.scrollWidth, l.clientWidth]);
    assert.ok(widths[0] > widths[1], `the row scrolls: ${widths}`);
    const inView = async (ply) => {
      const b = await box(page, `#moves button.move[data-ply="${ply}"]`);
      const l = await box(page, '#moves');
      return b.x >= l.x - 1 && b.x + b.width <= l.x + l.width + 1;
    };
    await page.waitForFunction(() => {
      const l = document.getElementById('moves');
      return l.scrollLeft > 0;
    });
    assert.ok(await inView(CAPTURE_GAME.length), 'the last move is scrolled into view');
    await page.click('#nav-first');
    await page.click('#nav-next');
    await waitIdle(page);
    await page.waitForFunction(() => document.getElementById('moves').scrollLeft < 50);
    assert.ok(await inView(1), 'browsing back scrolls the row back');
  });
});

test('desktop: the board fills the window height (≥ 880 px at 1920×1080, the height at 1280×800)', T, async () => {
  await sized(1920, 1080, {}, async ({ page }) => {
    const b = await box(page, '#board');
    assert.ok(b.height >= 880, `the board is ${b.height}px tall at 1920×1080`);
    assert.equal(Math.round(b.width), Math.round(b.height));
    const page1 = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(page1 <= 1080, `nothing scrolls: the page is ${page1}px tall`);
    const panel = await box(page, '.panel');
    assert.ok(panel.x >= b.x + b.width, 'the panel is beside the board');
  });
  await sized(1280, 800, {}, async ({ page }) => {
    const b = await box(page, '#board');
    assert.ok(b.height >= 640, `the board is ${b.height}px tall at 1280×800`);
    const strips = [await box(page, '#strip-black'), await box(page, '#strip-white')];
    assert.ok(strips[1].y + strips[1].height <= 800, 'the lower strip is on screen');
  });
});

test('player strips: capture slots, the side-to-move mark, the winner, and the board\'s orientation', T, async () => {
  await sized(1280, 800, {}, async ({ page }) => {
    // The board stays as turned (it turns to the side to move by default).
    await setAutoFlip(page, false);
    const mark = (side) => page.getAttribute(`#strip-${side}`, 'data-mark');
    const slots = (side) =>
      page.$$eval(`#captures-${side} .slot`, (els) => els.map((e) => e.getAttribute('data-filled') === 'true'));
    assert.equal(await mark('white'), 'to-move');
    assert.equal(await mark('black'), 'none');
    assert.equal((await page.textContent('#mark-white')).trim(), 'To move');
    assert.equal(await page.locator('#mark-black').isVisible(), false, 'no mark on the side not to move');
    assert.deepEqual(await slots('white'), [false, false, false]);
    assert.equal(await page.getAttribute('#captures-white', 'aria-label'), 'White has captured 0 of 3');
    // White at the bottom; the seat controls are in the strips.
    const board = await box(page, '#board');
    assert.ok((await box(page, '#strip-white')).y > board.y + board.height - 1, 'White\'s strip under the board');
    assert.ok((await box(page, '#strip-black')).y < board.y, 'Black\'s strip above it');
    const seat = await box(page, '#seat-black');
    const top = await box(page, '#strip-black');
    assert.ok(seat.y >= top.y && seat.y + seat.height <= top.y + top.height + 0.5, '#seat-black is in Black\'s strip');

    await playApi(page, CAPTURE_GAME.slice(0, 8));
    assert.equal(await mark('white'), 'to-move');
    // g2xg4xg6 captures g5: one of White's three slots filled; Black to move.
    await playApi(page, [CAPTURE_GAME[8]]);
    assert.deepEqual(await slots('white'), [true, false, false]);
    assert.equal(await page.getAttribute('#captures-white', 'aria-label'), 'White has captured 1 of 3');
    assert.deepEqual(await slots('black'), [false, false, false]);
    assert.equal(await mark('black'), 'to-move');
    assert.equal(await mark('white'), 'none');
    assert.equal(await page.getAttribute('#crowned-white', 'data-count'), '1', 'White\'s g2 is Crowned');
    assert.equal(await page.getAttribute('#crowned-white', 'aria-label'), 'White: 1 Crowned piece');
    // Browsing back shows the strips of the position on show.
    await page.click('#nav-prev');
    await waitIdle(page);
    assert.deepEqual(await slots('white'), [false, false, false]);
    assert.equal(await mark('white'), 'to-move');
    await page.click('#nav-last');
    await waitIdle(page);
    // Flipped: Black at the bottom, its strip too.
    await page.click('#flip');
    assert.equal(await page.getAttribute('body', 'data-flipped'), 'true');
    const b2 = await box(page, '#board');
    assert.ok((await box(page, '#strip-black')).y > b2.y + b2.height - 1, 'Black\'s strip under the flipped board');
    await page.click('#flip');
    // The game won by three captures: the winner is marked.
    await playApi(page, CAPTURE_GAME.slice(9));
    assert.deepEqual(await slots('white'), [true, true, true]);
    assert.equal(await mark('white'), 'winner');
    assert.equal((await page.textContent('#mark-white')).trim(), 'Winner');
    assert.equal(await mark('black'), 'none');
  });
});

test('the resize handle changes the board\'s size, remembered; double click and Enter fit the window again', T, async () => {
  await sized(1280, 800, {}, async ({ page }) => {
    const fit = await box(page, '#board');
    const h = await box(page, '#board-resize');
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x - 200, h.y - 200, { steps: 6 });
    await page.mouse.up();
    const small = await box(page, '#board');
    assert.ok(small.width < fit.width - 150 && small.width > fit.width - 260, `dragged: ${fit.width} -> ${small.width}`);
    assert.equal(Math.round(small.width), Math.round(small.height), 'still square');
    const stored = await page.evaluate(() => localStorage.getItem('three-crowns.board-size'));
    assert.equal(Math.round(Number(stored)), Math.round(small.width), 'remembered');
    // Clicks on the smaller board follow the contract's geometry.
    await clickSquare(page, 'a6');
    await clickSquare(page, 'a7');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, ['a6-a7']);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    const again = await box(page, '#board');
    assert.equal(Math.round(again.width), Math.round(small.width), 'the size is kept over a reload');
    // Keyboard: the arrow keys change it, Enter fits the window again.
    await page.focus('#board-resize');
    await page.keyboard.press('ArrowDown');
    const smaller = await box(page, '#board');
    assert.ok(Math.abs(smaller.width - (again.width - 16)) < 1.5, `ArrowDown: ${again.width} -> ${smaller.width}`);
    assert.equal((await state(page)).viewPly, 1, 'the arrow keys on the handle do not browse the game');
    await page.keyboard.press('Enter');
    assert.equal(Math.round((await box(page, '#board')).width), Math.round(fit.width), 'Enter fits the window');
    assert.equal(await page.evaluate(() => localStorage.getItem('three-crowns.board-size')), null);
    // Double click on the handle fits it too.
    await page.focus('#board-resize');
    await page.keyboard.press('ArrowLeft');
    assert.ok((await box(page, '#board')).width < fit.width - 1);
    const h2 = await box(page, '#board-resize');
    await page.mouse.dblclick(h2.x + h2.width / 2, h2.y + h2.height / 2);
    assert.equal(Math.round((await box(page, '#board')).width), Math.round(fit.width), 'double click fits the window');
  });
});

test('the square under a dragged piece is highlighted (mouse and touch sizes)', T, async () => {
  for (const [w, hgt] of [[1280, 800], [390, 844]]) {
    await sized(w, hgt, {}, async ({ page }) => {
      const a = await squareCentre(page, 'a6');
      const b = await squareCentre(page, 'b7');
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      assert.equal((await state(page)).dragOver, null, 'nothing before the drag starts');
      await page.mouse.move(b.x, b.y, { steps: 6 });
      assert.equal((await state(page)).dragOver, 'b7', `at ${w}×${hgt}`);
      const c = await squareCentre(page, 'a7');
      await page.mouse.move(c.x, c.y, { steps: 4 });
      assert.equal((await state(page)).dragOver, 'a7');
      await page.mouse.up();
      await waitIdle(page);
      const s = await state(page);
      assert.equal(s.dragOver, null);
      assert.deepEqual(s.moves, ['a6-a7']);
    });
  }
});

test('the menu: opened by ⋯, closed by Escape (focus back on ⋯) and by a press outside', T, async () => {
  await sized(1280, 800, {}, async ({ page }) => {
    assert.equal(await page.locator('#resign').isVisible(), false, 'Resign is in the closed menu');
    await page.click('#menu-toggle');
    assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'true');
    assert.equal(await page.locator('#resign').isVisible(), true);
    await page.locator('#threats').focus();
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#menu').isHidden(), true);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'menu-toggle');
    assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'false');
    await page.click('#menu-toggle');
    await clickSquare(page, 'd4');
    assert.equal(await page.locator('#menu').isHidden(), true, 'a press on the board closes it');
  });
});

test('screenshots: four sizes, light and dark: first view, a double jump half chosen, game over', T, async () => {
  const sizes = [[1920, 1080], [1280, 800], [820, 1180], [390, 844]];
  for (const [w, h] of sizes) {
    for (const scheme of ['light', 'dark']) {
      const name = `layout-${w}x${h}-${scheme}`;
      await sized(w, h, { scheme }, async ({ page }) => {
        await page.screenshot({ path: await screenshotPath(page, `${name}-first`) });
      });
      await sized(w, h, { scheme, hash: shareHash({ tcn: JUMP_TCN }) }, async ({ page }) => {
        await clickSquare(page, 'g2');
        await clickSquare(page, 'g4');
        assert.equal((await state(page)).via, 'g4');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: await screenshotPath(page, `${name}-jump`) });
      });
      await sized(w, h, { scheme, hash: shareHash({ moves: CAPTURE_GAME }) }, async ({ page }) => {
        await page.waitForFunction(() => window.threeCrowns.state().outcome !== null);
        await waitIdle(page);
        assert.equal(await page.locator('#result-card').isVisible(), true);
        await page.screenshot({ path: await screenshotPath(page, `${name}-over`) });
      });
    }
  }
});

/** target/e2e-screenshots/NAME.png (the viewport only: what a player sees first). */
async function screenshotPath(page, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}.png`);
}
