// A first visit, as scripts/profile-start.mjs profiles it (the functions it runs make the
// start of the page's wasm, scripts/split-wasm.mjs) and e2e/rest.test.mjs replays it (the
// rest of the page's code is not fetched during it). At 1366x768 in English: the first
// load and its welcome card, Play, a game of two players by clicks (Undo, Redo, the move
// list's arrows and keys, Flip), the New game dialog and a game against the computer, the
// page hidden and left, a reload that restores the game, a game played to its end (the
// result card); then a first load in German on a phone and a few moves.
//
// Only the page's controls, no script API: e2e/browser.mjs's helpers read the state
// through it, and a first visit does not call it (its functions belong to the rest).

import { newGameFromDialog, settle, squareIndex, SHUFFLE, CAPTURE_GAME } from './browser.mjs';

const plies = (page) => page.locator('#moves button.move[data-ply]').count();

/** Plays `move` by clicking its squares (docs/FRONTEND.md's geometry, `body[data-flipped]`),
 *  then waits for the move list to show it and its animation to end. */
export async function playByClicks(page, move) {
  const before = await plies(page);
  for (const square of move.split(/[-x]/)) {
    const { file, rank } = squareIndex(square);
    const box = await page.locator('#board').boundingBox();
    const flipped = await page.evaluate(() => document.body.dataset.flipped === 'true');
    const f = flipped ? 7 - file : file;
    const r = flipped ? rank : 7 - rank;
    await page.mouse.click(box.x + ((f + 0.5) * box.width) / 8, box.y + ((r + 0.5) * box.height) / 8);
    await settle(page);
  }
  await page.waitForFunction((n) => document.querySelectorAll('#moves button.move[data-ply]').length > n, before);
  await page.waitForTimeout(800);
}

async function open(context, url, watch) {
  const page = await context.newPage();
  await watch(page);
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  await settle(page);
  return page;
}

/** The welcome card's Play, then two players if the New game dialog asks. */
export async function play(page) {
  await page.click('#welcome-play');
  await settle(page);
  if (await page.evaluate(() => document.querySelector('#new-game-dialog').open)) {
    await page.click('#ng-two');
    await settle(page);
  }
}

/**
 * Plays the first visit on `browser` at `url`. `watch(page)` is called on each new page
 * before it loads; `phase(page, name)` after each part, on the page then open.
 */
export async function firstVisit(browser, url, { watch = () => {}, phase = async () => {} } = {}) {
  let context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  try {
    let page = await open(context, url, watch);
    await phase(page, 'the first load');
    await play(page);
    for (const m of [...SHUFFLE, 'a6-a7', 'a5-b4']) await playByClicks(page, m);
    for (const id of ['#undo', '#redo', '#nav-first', '#nav-next', '#nav-last', '#nav-prev', '#nav-last', '#flip', '#flip']) {
      await page.click(id);
      await settle(page);
    }
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      await page.focus('#moves');
      await page.keyboard.press(key);
      await settle(page);
    }
    await phase(page, 'a game of two players');
    await newGameFromDialog(page, '#ng-computer');
    // White against the computer (the dialog's first choices): a move, and its reply.
    await playByClicks(page, 'a6-a7');
    await page.waitForFunction(() => document.querySelectorAll('#moves button.move[data-ply]').length >= 2, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1000);
    await phase(page, 'a game against the computer');
    // Leaving the page, as a reload or a closed tab does (too late then to fetch anything):
    // the page hidden, then hidden for good.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      delete document.hidden;
    });
    await phase(page, 'the page left');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await page.waitForTimeout(2000);
    await phase(page, 'a reload');
    await newGameFromDialog(page, '#ng-two');
    for (const m of CAPTURE_GAME) await playByClicks(page, m);
    await settle(page);
    await page.waitForSelector('#result-card:not([hidden])');
    await phase(page, 'a game to its end');
    await context.close();

    context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', serviceWorkers: 'block' });
    page = await open(context, url, watch);
    await page.waitForTimeout(1500);
    await phase(page, 'a first load in German on a phone');
    await play(page);
    for (const m of SHUFFLE) await playByClicks(page, m);
    await phase(page, 'a game of two players in German');
  } finally {
    await context.close().catch(() => {});
  }
}
