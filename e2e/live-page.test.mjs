// Live play with a friend as a player meets it (issue 47), by the page's controls only: New
// game → Play a friend, Live (the default) with a clock → Invite; the invitation link from
// the friend box opened on the other device; both panels saying "Connected" with the round
// trip; moves by clicks with both clocks; the chat typed with Enter, shown as text on both,
// its field emptied after each line and hidden by its switch; the friend's page closed and
// "left" said, with Go on by links, which leaves the room and goes on as a game by links.
// A WebTorrent tracker on 127.0.0.1 (e2e/relay.mjs) is the only relay; the `relays`
// setting is set through the script API (a host's or a test's choice).
//
//   node --test --test-concurrency=1 e2e/live-page.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, watchErrors, waitReady, state, playByClicks, assertNoErrors, answerReplace, screenshot } from './browser.mjs';
import { startRelay } from './relay.mjs';

const T = { timeout: 240_000 };
const WAIT = { timeout: 40_000, polling: 100 };
const bare = (s) => (s ?? '').replace(/[\u2068\u2069]/g, '');
const MARKUP = '<b>hi</b> & <i>there</i>';

async function device(env, relay, viewport) {
  const context = await env.browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(env.url, { waitUntil: 'load' });
  await waitReady(page);
  const r = await page.evaluate((url) => window.threeCrowns.setSettings({ relays: [url] }), relay.url);
  assert.equal(r.ok, true, JSON.stringify(r));
  if (r.reload) {
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
  }
  return { context, page, errors };
}

/** The live panel's status line on `page`, without the isolating marks around names. */
const status = async (page) => bare(await page.textContent('#live-status'));

/** Types `line` in the chat's field and presses Enter. */
async function chat(page, line) {
  await page.click('#live-chat-input');
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

test('a live game by the page controls: invite, connect, play with clocks, chat, the friend leaves, go on by links', T, async () => {
  const relay = await startRelay();
  const env = await setup();
  try {
    const a = await device(env, relay, { width: 1366, height: 768 });
    const b = await device(env, relay, { width: 390, height: 844 });
    // A: New game → Play a friend, Live (the default), 3+2, White.
    await a.page.click('#new-game');
    await a.page.waitForFunction(() => document.querySelector('#new-game-dialog').open);
    assert.equal(await a.page.inputValue('#ng-friend-way'), 'live', 'Live is the default');
    assert.match(await a.page.textContent('#ng-friend-about'), /live/i);
    await a.page.fill('#ng-friend-name', 'Ann');
    await a.page.selectOption('#ng-friend-colour', 'white');
    await a.page.selectOption('#ng-clock', '3+2');
    await a.page.click('#ng-friend');
    await a.page.waitForFunction(() => !document.querySelector('#new-game-dialog').open);
    await answerReplace(a.page);
    // The friend box invites: the link is the invitation, with Copy link and the QR code.
    await a.page.waitForSelector('#live-box:not([hidden])');
    await a.page.waitForFunction(() => /Waiting for/.test(document.querySelector('#live-status').textContent), null, WAIT);
    const link = await a.page.inputValue('#friend-link');
    assert.ok(link.startsWith(env.url + '#live='), link);
    assert.equal(await a.page.isVisible('#friend-copy'), true);
    await screenshot(a.page, 'live-page-a-inviting');
    // B opens the invitation.
    await b.page.goto(link);
    await answerReplace(b.page);
    for (const d of [a, b]) {
      await d.page.waitForFunction(() => /Connected\D{0,5}\d+\s?ms/.test(document.querySelector('#live-status').textContent), null, WAIT);
    }
    assert.match(await status(a.page), /^Connected · \d+ ms$/);
    // Connected: the invitation's controls go, the chat's field comes.
    assert.equal(await a.page.isVisible('#friend-copy'), false);
    assert.equal(await a.page.isVisible('#friend-link'), false);
    assert.equal(await b.page.isVisible('#live-chat-input'), true);
    // The invitation opened on a first visit puts the welcome away; neither side may pause
    // the clocks the two devices share.
    assert.equal(await b.page.isVisible('#welcome'), false);
    for (const d of [a, b]) assert.equal(await d.page.isVisible('#pause'), false);
    assert.match(bare(await a.page.textContent('#friend-text')), /You play White against .*Your move\./);
    assert.match(bare(await b.page.textContent('#friend-text')), /You play Black against Ann\. Ann to move\./);
    // Moves by clicks on both sides, the clocks 3+2 on both.
    await playByClicks(a.page, 'a6-a7');
    await b.page.waitForFunction(() => window.threeCrowns.state().ply === 1, null, WAIT);
    await playByClicks(b.page, 'a5-b4');
    await a.page.waitForFunction(() => window.threeCrowns.state().ply === 2, null, WAIT);
    for (const d of [a, b]) {
      const s = await state(d.page);
      assert.equal(s.clock?.increment, 2_000, JSON.stringify(s.clock));
      assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
    }
    // The chat by the keyboard, shown as text on both; the field emptied after each line.
    // A takeback by the page's controls: Undo asks, the friend's Accept takes it back.
    await b.page.click('#undo');
    await b.page.waitForFunction(() => /You asked to take back/.test(document.querySelector('#live-ask').textContent), null, WAIT);
    await a.page.waitForSelector('#live-ask:not([hidden]) #live-yes', WAIT);
    assert.match(bare(await a.page.textContent('#live-ask')), /^Your friend asks to take back their last move\.AcceptDecline$/);
    await screenshot(a.page, 'live-page-a-takeback-asked');
    await a.page.click('#live-yes');
    for (const d of [a, b]) {
      await d.page.waitForFunction(() => window.threeCrowns.state().ply === 1, null, WAIT);
      await d.page.waitForSelector('#live-ask', { state: 'hidden' });
      assert.deepEqual((await state(d.page)).moves, ['a6-a7']);
    }
    await playByClicks(b.page, 'a5-b4');
    await a.page.waitForFunction(() => window.threeCrowns.state().ply === 2, null, WAIT);
    await chat(b.page, MARKUP);
    await a.page.waitForFunction((t) => document.querySelector('#live-chat').textContent.includes(t), MARKUP, WAIT);
    assert.equal(await b.page.inputValue('#live-chat-input'), '', 'the field is emptied');
    await chat(b.page, 'good luck');
    await a.page.waitForFunction(() => document.querySelectorAll('#live-chat li').length === 2, null, WAIT);
    const lines = await a.page.$$eval('#live-chat li', (els) => els.map((e) => e.textContent));
    assert.deepEqual(lines.map(bare), [`Your friend: ${MARKUP}`, 'Your friend: good luck']);
    assert.equal(await a.page.locator('#live-chat b, #live-chat i').count(), 0, 'never markup');
    const mine = await b.page.$$eval('#live-chat li', (els) => els.map((e) => e.textContent));
    assert.deepEqual(mine.map(bare), [`You: ${MARKUP}`, 'You: good luck']);
    await screenshot(a.page, 'live-page-a-connected');
    await screenshot(b.page, 'live-page-b-phone');
    // The chat hidden by its switch, and back.
    await a.page.check('#live-chat-hide');
    await a.page.waitForSelector('#live-chat', { state: 'hidden' });
    assert.equal(await a.page.isVisible('#live-chat-input'), false);
    await a.page.uncheck('#live-chat-hide');
    await a.page.waitForSelector('#live-chat', { state: 'visible' });
    // B's page closed: A says B left, and offers to wait or go on by links.
    // A name typed after the game began reaches the friend's page.
    assert.equal(await b.page.isVisible('#friend-name'), true);
    await b.page.fill('#friend-name', 'Bob');
    await b.page.press('#friend-name', 'Tab');
    await a.page.waitForFunction(() => /against \u2068?Bob\u2069?\./.test(document.querySelector('#friend-text').textContent), null, WAIT);
    await b.page.close({ runBeforeUnload: true });
    await a.page.waitForFunction(() => /left the game/.test(document.querySelector('#live-status').textContent), null, WAIT);
    assert.equal(await a.page.isVisible('#live-wait'), true);
    assert.equal(await a.page.isVisible('#live-by-links'), true);
    await screenshot(a.page, 'live-page-a-left');
    await a.page.click('#live-by-links');
    await a.page.waitForSelector('#live-box', { state: 'hidden' });
    const s = await state(a.page);
    assert.equal(s.live, null, 'the room is left');
    assert.equal(s.clock, null, 'a game by links has no clock');
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4'], 'the game goes on, by links');
    assert.equal(await a.page.isVisible('#friend-copy'), true);
    assert.match(await a.page.inputValue('#friend-link'), /#friend=1&/);
    assertNoErrors(a.errors);
    await a.context.close();
    await b.context.close();
  } finally {
    await env.close();
    await relay.stop();
  }
});
