// Issue 44, items 16 and 17 (layout and access), end to end in Chromium: what the page
// focuses or shows lies inside the window and is not covered (elementFromPoint at its
// centre hits it), menus close once their action is done, the finished game's Review
// game is whole in the move list, what is said while Your games is open is in the top
// layer above it (not inert, not hidden from assistive technology), the page's notices
// too; on a phone the welcome card's buttons (in German) and the friend's QR code clear
// the bars fixed over the page. Item 18 (the pieces' contrast) is computed natively from
// the palettes (src/ui/theme.rs). Screenshots at 1366×768, 1920×1080 and 390×844, light
// and dark: target/e2e-screenshots/defects-layout-*.png (SHOT_TAG=before names a run on
// an older build apart).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  setup,
  withWindow,
  playApi,
  state,
  waitIdle,
  settle,
  SCREENSHOTS,
} from './browser.mjs';

const T = { timeout: 180_000 };
const TAG = process.env.SHOT_TAG ? `-${process.env.SHOT_TAG}` : '';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

const sized = (width, height, opts, body) => withWindow(env, width, height, opts, body);

/** The window as seen (not the whole page: what lies under the window's edge matters). */
async function screenshot(page, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

const phone = (scheme = 'light', extra = {}) => ({ scheme, touch: true, ...extra });

/**
 * Where `selector`'s element lies: its rectangle, the window's size, whether the element
 * at its centre is it (or inside it), and what is there instead.
 */
async function placement(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return { missing: true };
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    // Its corners too, 3 px in: none of it covered.
    const inset = Math.min(3, r.width / 4, r.height / 4);
    const corners = [[r.left + inset, r.top + inset], [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset], [r.right - inset, r.bottom - inset]]
      .map(([x, y]) => document.elementFromPoint(x, y));
    const covered = corners.filter((c) => !(c && (c === el || el.contains(c))));
    const name = (e) => (e ? `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : ''}` : 'nothing');
    return {
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      width: r.width,
      height: r.height,
      vw: document.documentElement.clientWidth,
      vh: window.innerHeight,
      hits: !!at && (at === el || el.contains(at)),
      there: name(at),
      coveredBy: covered.map(name),
    };
  }, selector);
}

/** Asserts `selector` lies wholly inside the window and its centre is its own. */
async function assertReachable(page, selector, what) {
  const p = await placement(page, selector);
  assert.ok(!p.missing, `${what}: ${selector} is on the page`);
  assert.ok(p.width > 0 && p.height > 0, `${what}: ${selector} is shown`);
  const inside = p.top >= -0.5 && p.left >= -0.5 && p.bottom <= p.vh + 0.5 && p.right <= p.vw + 0.5;
  assert.ok(inside, `${what}: ${selector} lies outside the ${p.vw}×${p.vh} window: ` +
    `top ${p.top.toFixed(1)}, bottom ${p.bottom.toFixed(1)}, left ${p.left.toFixed(1)}, right ${p.right.toFixed(1)}`);
  assert.ok(p.hits, `${what}: the centre of ${selector} hits ${p.there}`);
  assert.deepEqual(p.coveredBy, [], `${what}: corners of ${selector} covered`);
}

/** Plays `plies` legal plies of a two-person game without ending it (steps first,
 *  varied so that no position comes back three times), through the script API. */
async function playQuietly(page, plies) {
  // A first visit's welcome card put away (Escape), as a player who plays has.
  if (await page.isVisible('#welcome-learn')) {
    await page.focus('#welcome-learn');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.getElementById('welcome').hidden);
  }
  await page.evaluate(() => window.threeCrowns.newGame({ white: 'person', black: 'person' }));
  await waitIdle(page);
  for (let attempt = 0; attempt < 6; attempt++) {
    const done = await page.evaluate(({ plies, seed }) => {
      const tc = window.threeCrowns;
      tc.newGame({ white: 'person', black: 'person' });
      let k = seed;
      for (let i = 0; i < plies; i++) {
        const s = tc.state();
        if (s.outcome) return false;
        const steps = s.legalMoves.filter((m) => !m.includes('x'));
        const pool = steps.length ? steps : s.legalMoves;
        k = (k * 1103515245 + 12345) % 2147483648;
        const r = tc.play(pool[k % pool.length]);
        if (!r.ok) return false;
      }
      return !tc.state().outcome;
    }, { plies, seed: 7 + attempt * 31 });
    if (done) {
      await waitIdle(page);
      return;
    }
  }
  assert.fail(`no quiet game of ${plies} plies was found`);
}

test('the result card\'s Share brings the link into view, on a desktop and on a phone', T, async () => {
  for (const [w, h, opts] of [[1366, 768, {}], [1920, 1080, { scheme: 'dark' }], [390, 844, phone('dark')]]) {
    await sized(w, h, opts, async ({ page }) => {
      await playQuietly(page, 6);
      assert.deepEqual(await page.evaluate(() => window.threeCrowns.resign()), { ok: true });
      await waitIdle(page);
      await page.click('#result-share');
      await page.waitForFunction(() => document.activeElement?.id === 'share-link');
      await settle(page);
      await assertReachable(page, '#share-link', `${w}×${h}`);
      await screenshot(page, `defects-layout-${w}x${h}-share${TAG}`);
    });
  }
});

test('a confirmed Resign or Agree a draw closes the ⋯ menu, the focus on its toggle', T, async () => {
  await sized(1366, 768, {}, async ({ page }) => {
    await playQuietly(page, 2);
    for (const id of ['#resign', '#agree-draw']) {
      if (id === '#agree-draw') {
        await playQuietly(page, 2);
      }
      await page.click(id);
      assert.equal(await page.isHidden('#menu'), false, `${id} once: the menu waits for the second press`);
      await page.click(id);
      await waitIdle(page);
      assert.ok((await state(page)).outcome, `${id} twice ends the game`);
      assert.equal(await page.isHidden('#menu'), true, `${id} twice: the menu closes`);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-toggle');
    }
  });
});

test('at 1366×768 a finished 45-ply game\'s Review game is whole in the move list', T, async () => {
  for (const scheme of ['light', 'dark']) {
    await sized(1366, 768, { scheme }, async ({ page }) => {
      await playQuietly(page, 45);
      assert.deepEqual(await page.evaluate(() => window.threeCrowns.resign()), { ok: true });
      await waitIdle(page);
      await settle(page);
      await settle(page);
      const cut = await page.evaluate(() => {
        const b = document.getElementById('review-offer').getBoundingClientRect();
        const l = document.getElementById('moves').getBoundingClientRect();
        return { above: l.top - b.top, below: b.bottom - l.bottom, shown: b.height };
      });
      assert.ok(cut.shown > 0, 'Review game is offered');
      assert.ok(cut.above <= 0.5 && cut.below <= 0.5, `Review game cut by the move list: ${JSON.stringify(cut)}`);
      await assertReachable(page, '#review-offer', `1366×768 ${scheme}`);
      await screenshot(page, `defects-layout-1366x768-${scheme}-review-offer${TAG}`);
    });
  }
});

/** Whether the element `selector` is in the accessibility tree (not ignored: not inert,
 *  not hidden by a modal dialog). */
async function accessible(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return nodes.length > 0 && !nodes[0].ignored;
  } finally {
    await cdp.detach();
  }
}

const GAMES_FILE = `[Event "Casual game"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

1. a6-a7 a5-b4 *

[Event "Casual game"]
[Result "*"]

1. a6-a7 a5-b4 2. a7-a9 *
`;

test('the import report is said above Your games, in the top layer and to assistive technology', T, async () => {
  await sized(1366, 768, {}, async ({ page }) => {
    await playQuietly(page, 2);
    await page.click('#open-games');
    await page.waitForFunction(() => document.getElementById('games-dialog').open);
    // The database has opened (the list answers).
    await page.evaluate(() => window.threeCrowns.recentGames());
    await page.setInputFiles('#games-file', {
      name: 'games.tcg',
      mimeType: 'text/plain',
      buffer: Buffer.from(GAMES_FILE),
    });
    // The report names the game that could not be read.
    await page.waitForFunction(() => /\b2\b/.test(document.getElementById('status').textContent));
    await settle(page);
    const said = (await page.textContent('#status')).trim();
    const holder = await page.evaluate((said) => {
      const dialog = document.getElementById('games-dialog');
      const el = [...dialog.querySelectorAll('[role="status"], [role="alert"]')]
        .find((e) => e.textContent.trim() === said);
      return el ? `#${el.id}` : null;
    }, said);
    assert.ok(holder, `the report "${said}" is not in the Your games dialog`);
    assert.ok(await page.evaluate(() => document.getElementById('games-dialog').matches(':modal')));
    await page.locator(holder).scrollIntoViewIfNeeded();
    await assertReachable(page, holder, 'the import report');
    assert.ok(await accessible(page, holder), 'the report is in the accessibility tree');
    await screenshot(page, `defects-layout-1366x768-import-report${TAG}`);
  });
});

test('the GIF\'s progress box made from Your games is above the dialog, its Cancel reachable', T, async () => {
  // The export worker's code held back: the GIF is still being made when looked at.
  const route = async (context) => {
    await context.route(/three-crowns-export/, async (r) => {
      await new Promise((res) => setTimeout(res, 4000));
      await r.continue().catch(() => {});
    });
  };
  await sized(1366, 768, { route }, async ({ page }) => {
    await playQuietly(page, 4);
    await page.click('#open-games');
    await page.waitForFunction(() => document.querySelector('#games-list button.pic[data-game^="gif:"]'));
    await page.click('#games-list button.pic[data-game^="gif:"]');
    await page.waitForFunction(() => !document.getElementById('export-box').hidden);
    await settle(page);
    await assertReachable(page, '#export-cancel', 'the GIF\'s Cancel over Your games');
    assert.ok(await accessible(page, '#export-text'), 'the progress is in the accessibility tree');
    await page.click('#export-cancel');
    await page.waitForFunction(() => document.getElementById('export-box').hidden);
  });
});

test('phone 390×844 in German (and every language): the welcome card\'s buttons clear the bars fixed over the page', T, async () => {
  const runs = [['de', 'light'], ['de', 'dark'], ['fr', 'light'], ['pl', 'light'], ['it', 'light'],
    ['es', 'light'], ['ja', 'light'], ['en', 'light']];
  for (const [lang, scheme] of runs) {
    await sized(390, 844, phone(scheme, { locale: lang }), async ({ page }) => {
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
      await page.waitForFunction(() => !document.getElementById('welcome').hidden);
      await settle(page);
      await screenshot(page, `defects-layout-390x844-${scheme}-${lang}-welcome${TAG}`);
      for (const id of ['#welcome-learn', '#welcome-rules', '#welcome-play']) {
        await assertReachable(page, id, `390×844 ${scheme}, ${lang}, first view`);
      }
    });
  }
});

test('a first visit keeps its first view: the welcome card focused without scrolling (a phone held sideways)', T, async () => {
  await sized(844, 390, phone('light'), async ({ page }) => {
    await page.waitForFunction(() => !document.getElementById('welcome').hidden);
    await page.waitForFunction(() => document.activeElement?.id === 'welcome-learn');
    await settle(page);
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page is where it opened');
    const board = await placement(page, '#board');
    assert.ok(board.top >= 0, `the board is in the first view: ${board.top}`);
  });
});

test('phone 390×844: the friend\'s QR code opens in view, clear of the bar', T, async () => {
  for (const scheme of ['light', 'dark']) {
    await sized(390, 844, phone(scheme), async ({ page }) => {
      const r = await page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'white', name: 'Ann' }));
      assert.equal(r.ok, true, JSON.stringify(r));
      await playApi(page, ['a6-a7']);
      // Scrolled as a player does to reach the button: just above the action bar fixed
      // at the screen's foot; then tapped where it is.
      const at = await page.evaluate(() => {
        const b = document.getElementById('friend-qr');
        const bar = document.querySelector('.controls').getBoundingClientRect();
        window.scrollBy(0, b.getBoundingClientRect().bottom - (bar.top - 8));
        const r = b.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      await settle(page);
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(() => !document.getElementById('friend-qr-code').hidden);
      await settle(page);
      await settle(page);
      await screenshot(page, `defects-layout-390x844-${scheme}-friend-qr${TAG}`);
      await assertReachable(page, '#friend-qr-code', `390×844 ${scheme}`);
      await assertReachable(page, '#friend-qr', `390×844 ${scheme}: its button`);
    });
  }
});

test('screenshots: 1366×768, 1920×1080 and 390×844, light and dark, a game and its end', T, async () => {
  for (const [w, h, touch] of [[1366, 768, false], [1920, 1080, false], [390, 844, true]]) {
    for (const scheme of ['light', 'dark']) {
      await sized(w, h, { scheme, touch, isMobile: touch }, async ({ page }) => {
        await playQuietly(page, 12);
        await screenshot(page, `defects-layout-${w}x${h}-${scheme}-game${TAG}`);
        await page.evaluate(() => window.threeCrowns.resign());
        await waitIdle(page);
        await settle(page);
        await screenshot(page, `defects-layout-${w}x${h}-${scheme}-over${TAG}`);
      });
    }
  }
});
