// What comes back later reaches the player (issue 44, items 6 and 7): a worker's or the
// clipboard's answer that arrives while the page is still handling the action that asked
// for it is queued, never dropped (src/web/post.rs). A GIF made is said; a GIF maker that
// cannot start closes its progress box and settles its promise; a link the clipboard did
// not take is said, offered to copy by hand, and not marked sent.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openGame, playApi, settle, text } from './browser.mjs';

const T = { timeout: 180_000 };
const EXPORT_JS = /\/three-crowns-export-[0-9a-f]+\.js$|\/three-crowns-export\.js$/;

test('a GIF made and downloaded is said', T, async () => {
  const env = await setup();
  try {
    const game = await openGame(env);
    const { page } = game;
    await playApi(page, ['a6-a7', 'a5-b4']);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.click('#save-gif');
    const file = await download;
    assert.match(file.suggestedFilename(), /\.gif$/);
    await page.waitForFunction(
      () => document.querySelector('#status').textContent.includes('The GIF of the game is downloaded.'),
      null,
      { timeout: 10_000 },
    );
    assert.equal(await page.isVisible('#export-box'), false, 'the progress box is closed');
    await game.close();
  } finally {
    await env.close();
  }
});

test('a GIF maker that cannot start ends its progress and refuses nothing later', T, async () => {
  const env = await setup();
  try {
    const game = await openGame(env);
    const { page, context } = game;
    await playApi(page, ['a6-a7', 'a5-b4']);
    await context.route(EXPORT_JS, (route) => route.fulfill({ status: 404, body: 'gone' }));
    // A worker whose script cannot load reports it as an error event (not a page error).
    const first = await page.evaluate(() => window.threeCrowns.exportImage({ format: 'gif' }));
    assert.equal(first.ok, false, JSON.stringify(first));
    assert.equal(typeof first.error, 'string');
    await settle(page);
    assert.equal(await page.isVisible('#export-box'), false, 'no progress box is left up');
    // From the menu too: the progress box closes and the reason is said.
    await page.click('#save-gif');
    await page.waitForFunction(() => document.querySelector('#export-box').hidden, null, { timeout: 15_000 });
    assert.notEqual(await text(page, '#status'), '');
    // Once the maker can be had, the next GIF is made (not refused as "under way").
    await context.unroute(EXPORT_JS);
    const made = await page.evaluate(() => window.threeCrowns.exportImage({ format: 'gif' }));
    assert.equal(made.type, 'image/gif', JSON.stringify(made).slice(0, 200));
    game.errors.length = 0;
    await game.close();
  } finally {
    await env.close();
  }
});

test('a friend link the clipboard does not take is said, offered by hand and not sent', T, async () => {
  const env = await setup();
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  try {
    // A page served over plain http from another address has no navigator.clipboard.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    const game = await openGame(env, { context });
    const { page } = game;
    const started = await page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'white', name: 'Ann' }));
    assert.equal(started.ok, true, JSON.stringify(started));
    await playApi(page, ['a6-a7']);
    await page.click('#friend-copy');
    await page.waitForFunction(() => /clipboard/.test(document.querySelector('#status').textContent));
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return { id: el?.id, selected: el?.selectionStart === 0 && el?.selectionEnd === el?.value.length && el?.value.length > 0 };
    });
    assert.deepEqual(focused, { id: 'friend-link', selected: true }, 'the link is selected to copy by hand');
    const s = await page.evaluate(() => window.threeCrowns.state());
    assert.equal(s.friend.unsent, true, 'the move is not marked sent');
    // Undo still takes back a move never sent.
    await page.click('#undo');
    await settle(page);
    assert.equal((await page.evaluate(() => window.threeCrowns.state())).ply, 0);
    // The save panel's Copy link and Copy record say it too, and select their box.
    await page.click('#copy-link');
    await page.waitForFunction(() => document.activeElement?.id === 'share-link');
    await game.close();
  } finally {
    await context.close();
    await env.close();
  }
});
