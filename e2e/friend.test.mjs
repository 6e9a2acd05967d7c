// Play a friend on another device with no server: every move travels as a link (issue
// "Play a friend on another device…"). Two browser contexts stand for two devices: A
// invites as White, B opens the invitation and replies, and so on for 10 plies, the same
// position on both sides after every link; both reload mid-game; A's two-person game is
// untouched throughout; stale, divergent, own, truncated, tampered and oversized links are
// each refused with a message and change nothing; B opens a link offline after one visit;
// a 200-ply game's link stays under 2,000 characters; the QR code decodes (jsQR) to the
// link; a name with markup shows as text.
//
//   node --test --test-concurrency=1 e2e/friend.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import {
  setup,
  watchErrors,
  waitReady,
  waitIdle,
  state,
  playApi,
  playByClicks,
  assertNoErrors,
  answerReplace,
  settle,
  screenshot,
} from './browser.mjs';

const T = { timeout: 300_000 };
// A player's name is isolated in the page's sentences (U+2068 … U+2069, issue 44): the
// words as read, without the marks.
const bare = (s) => s.replace(/[\u2068\u2069]/g, '');
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** A device: its own browser context (its own storage), one page on the game. */
async function device({ serviceWorkers = 'block', viewport = { width: 1366, height: 768 } } = {}) {
  const context = await env.browser.newContext({ viewport, serviceWorkers });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const errors = [];
  const open = async (url = env.url) => {
    const page = await context.newPage();
    watchErrors(page, errors);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url, { waitUntil: 'load' });
    await waitReady(page);
    return page;
  };
  const page = await open();
  return {
    context,
    page,
    errors,
    open,
    async close() {
      await context.close().catch(() => {});
      assertNoErrors(errors);
    },
  };
}

/** The friend game's link as it is now (what Send would send). */
const linkOf = async (page) => (await state(page)).friend.link;

/** Sends the link as a player does: Copy link; returns it. */
async function sendLink(page) {
  const link = await linkOf(page);
  await page.click('#friend-copy');
  await settle(page);
  return link;
}

/** Opens `link` in the page's tab, as a messenger's link opened in an open tab does. */
async function openLink(page, link) {
  await page.goto(link);
  await settle(page);
  await waitIdle(page);
}

/** The record of the game on the board (what storage keeps). */
const record = (page) => page.evaluate(() => localStorage.getItem('three-crowns.game'));

/** FNV-1a, 32 bits: the links' checksum, to make a link that reads but says otherwise. */
function sign(body) {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(body, 'utf8')) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${body}&c=${h.toString(16).padStart(8, '0')}`;
}

test('two devices play ten plies by links, reload mid-game, and keep every other game', T, async () => {
  const a = await device();
  const b = await device();
  try {
    // A's two-person game, in progress.
    await playApi(a.page, ['a6-a7', 'a5-b4']);
    const twoPeople = await state(a.page);
    // Play a friend from the New game dialog: A's name (with markup), White.
    await a.page.click('#new-game');
    await a.page.waitForFunction(() => document.querySelector('#new-game-dialog').open);
    await a.page.fill('#ng-friend-name', '<b>Ann</b>');
    await a.page.selectOption('#ng-friend-colour', 'white');
    await a.page.selectOption('#ng-friend-way', 'links');
    await a.page.click('#ng-friend');
    await answerReplace(a.page, '#replace-keep');
    let s = await state(a.page);
    assert.equal(s.friend.you, 'white');
    assert.equal(s.friend.names.white, '<b>Ann</b>');
    assert.equal(s.friend.toMove, 'you');
    assert.equal(await a.page.isVisible('#friend-box'), true);
    assert.match(bare(await a.page.textContent('#friend-text')), /You play White against your friend\. Your move\./);
    assert.equal((await state(a.page)).seats.black, 'friend');
    // The two-person game went to the list of games, whole.
    const recent = await a.page.evaluate(() => window.threeCrowns.recentGames());
    assert.ok(recent.some((g) => g.plies === 2), JSON.stringify(recent));
    // A moves; the panel asks to send it; Copy link sends it.
    await playByClicks(a.page, 'a6-a7');
    assert.match(bare(await a.page.textContent('#friend-text')), /Send your move to your friend/);
    assert.equal((await state(a.page)).friend.unsent, true);
    const invitation = await sendLink(a.page);
    assert.equal((await state(a.page)).friend.unsent, false);
    assert.match(bare(await a.page.textContent('#friend-text')), /Waiting for your friend's move/);
    assert.ok(invitation.startsWith(env.url + '#friend=1&'), invitation);
    // B opens the invitation in a fresh page: the game is added, B plays Black.
    const bPage = await b.open(invitation);
    await b.page.close();
    b.page = bPage;
    s = await state(b.page);
    assert.equal(s.friend.you, 'black');
    assert.equal(s.friend.toMove, 'you');
    assert.deepEqual(s.moves, ['a6-a7']);
    assert.equal(s.seats.white, 'friend');
    // The name with markup is text: no element made of it.
    assert.equal(await b.page.textContent('#name-white'), 'Friend (\u2068<b>Ann</b>\u2069)');
    assert.equal(await b.page.evaluate(() => document.querySelector('#name-white b, #friend-text b')), null);
    assert.match(await b.page.textContent('#status'), /<b>Ann<\/b>/);
    // B cannot move A's pieces, nor hand A's seat to the computer.
    const refused = await b.page.evaluate(() => window.threeCrowns.setSeat('white', 3));
    assert.equal(refused.ok, false);
    assert.match(refused.error, /seats stay/);
    assert.equal((await state(b.page)).seats.white, 'friend');
    // Ten plies in all, alternating; the same position on both sides after each link.
    const plies = ['a5-b4', 'a7-b7', 'h5-g4', 'h6-h7', 'a3-b2', 'a4-b3', 'h3-g2', 'h4-g3', 'b4-c3'];
    for (const [i, mv] of plies.entries()) {
      const [mover, other] = i % 2 === 0 ? [b, a] : [a, b];
      await playByClicks(mover.page, mv);
      const link = await sendLink(mover.page);
      await openLink(other.page, link);
      const [x, y] = [await state(mover.page), await state(other.page)];
      assert.equal(y.tcn, x.tcn, `after ply ${i + 2}`);
      assert.deepEqual(y.moves, x.moves);
      assert.equal(y.friend.toMove, 'you');
      if (i === 4) {
        // Both reload mid-game: the friend game comes back on both.
        for (const d of [a, b]) {
          await d.page.reload({ waitUntil: 'load' });
          await waitReady(d.page);
          const back = await state(d.page);
          assert.equal(back.tcn, x.tcn);
          assert.equal(back.friend.id, x.friend.id);
        }
      }
    }
    const [fa, fb] = [await state(a.page), await state(b.page)];
    assert.equal(fa.ply, 10);
    assert.equal(fb.tcn, fa.tcn);
    assert.equal(fb.friend.id, fa.friend.id);
    await screenshot(a.page, 'friend-a-1366');
    // The friend games list: one game each side.
    const games = await a.page.evaluate(() => window.threeCrowns.friendGames());
    assert.equal(games.length, 1);
    assert.equal(games[0].ply, 10);
    assert.equal(games[0].opponent, null);
    // A's two-person game is there, untouched: reopened, it is as it was.
    const list = await a.page.evaluate(() => window.threeCrowns.recentGames());
    const kept = list.find((g) => g.plies === 2);
    assert.deepEqual(await a.page.evaluate((id) => window.threeCrowns.openRecent(id), kept.id), { ok: true });
    s = await state(a.page);
    assert.equal(s.tcn, twoPeople.tcn);
    assert.equal(s.friend, null);
    // And the friend game comes back from the list.
    assert.deepEqual(await a.page.evaluate((id) => window.threeCrowns.openFriendGame(id), fa.friend.id), { ok: true });
    assert.equal((await state(a.page)).tcn, fa.tcn);
  } finally {
    await a.close();
    await b.close();
  }
});

test('stale, divergent, own, truncated, tampered and oversized links are refused and change nothing', T, async () => {
  const a = await device();
  const b = await device();
  try {
    const started = await a.page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'white', name: 'Ann' }));
    assert.equal(started.ok, true);
    assert.match(started.id, /^[A-Za-z0-9_-]{11}$/);
    assert.equal(started.link, (await state(a.page)).friend.link);
    await playApi(a.page, ['a6-a7']);
    await openLink(b.page, await sendLink(a.page));
    await playApi(b.page, ['a5-b4']);
    const reply = await sendLink(b.page);
    await openLink(a.page, reply);
    assert.equal((await state(a.page)).ply, 2);
    const before = await record(a.page);
    const tcn = (await state(a.page)).tcn;
    const refusedWith = async (link, words) => {
      await openLink(a.page, link);
      assert.match(await a.page.textContent('#status'), words, link.slice(0, 80));
      assert.equal(await record(a.page), before, 'the saved game is unchanged');
      assert.equal((await state(a.page)).tcn, tcn);
    };
    await refusedWith(reply, /older than your game/);
    await refusedWith((await state(a.page)).friend.link, /your own move/);
    await refusedWith(reply.slice(0, reply.length - 15), /cut short/);
    await refusedWith(reply.replace('&m=', '&m=B'), /changed or cut short/);
    await refusedWith(`${reply}${'A'.repeat(4100)}`, /too long/);
    await refusedWith(reply.replace('friend=1&', 'friend=7&'), /another version/);
    // A link that reads but goes another way at ply 2 (a different legal second move).
    const fragment = reply.split('#')[1].replace(/&c=[0-9a-f]+$/, '');
    const moves = /&m=([^&]*)/.exec(fragment)[1];
    const other = moves[1] === 'A' ? 'B' : 'A';
    const divergent = `${env.url}#${sign(fragment.replace(`&m=${moves}`, `&m=${moves[0]}${other}`))}`;
    await refusedWith(divergent, /differs from yours at ply 2/);
    // An illegal move, well signed.
    const illegal = `${env.url}#${sign(fragment.replace(`&m=${moves}`, `&m=${moves}_`))}`;
    await refusedWith(illegal, /move 3 is not legal/);
    // The script API's friend actions.
    assert.equal((await a.page.evaluate(() => window.threeCrowns.offerDraw())).ok, true);
    assert.equal((await state(a.page)).friend.offer, 'white');
    await playApi(a.page, ['a7-b7']);
    await openLink(b.page, await sendLink(a.page));
    assert.match(bare(await b.page.textContent('#friend-text')), /Ann offers a draw/);
    assert.equal(await b.page.isVisible('#friend-accept'), true);
    await b.page.click('#friend-accept');
    await settle(b.page);
    assert.equal((await state(b.page)).outcome.reason, 'agreement');
    await openLink(a.page, await sendLink(b.page));
    assert.equal((await state(a.page)).outcome.reason, 'agreement');
    assert.match(await a.page.textContent('#result-reason'), /agree/i);
    const notFriend = await a.page.evaluate(() => window.threeCrowns.openFriendGame('nope'));
    assert.equal(notFriend.ok, false);
  } finally {
    await a.close();
    await b.close();
  }
});

test('a resignation travels; the QR code decodes to the link', T, async () => {
  const a = await device();
  const b = await device();
  try {
    await a.page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'black', name: 'Ann' }));
    // Black invites: the invitation has no move.
    assert.match(await a.page.textContent('#friend-text'), /Send the invitation/);
    await a.page.click('#friend-qr');
    await settle(a.page);
    assert.equal(await a.page.isVisible('#friend-qr-code'), true);
    const link = await linkOf(a.page);
    const img = await a.page.evaluate(() => {
      const c = document.getElementById('friend-qr-code');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height);
      return { w: c.width, h: c.height, data: Array.from(d.data) };
    });
    const code = jsQR(Uint8ClampedArray.from(img.data), img.w, img.h);
    assert.ok(code, 'the QR code is read');
    assert.equal(code.data, link);
    await screenshot(a.page, 'friend-qr-1366');
    await openLink(b.page, link);
    assert.equal((await state(b.page)).friend.you, 'white');
    await playApi(b.page, ['a6-a7']);
    await openLink(a.page, await sendLink(b.page));
    assert.deepEqual(await a.page.evaluate(() => window.threeCrowns.resign()), { ok: true });
    assert.equal((await state(a.page)).outcome.reason, 'resignation');
    assert.match(await a.page.textContent('#friend-text'), /Send the last link/);
    await openLink(b.page, await sendLink(a.page));
    const sb = await state(b.page);
    assert.equal(sb.outcome.reason, 'resignation');
    assert.equal(sb.outcome.winner, 'white');
  } finally {
    await a.close();
    await b.close();
  }
});

test('a 200-ply game travels in a link under 2,000 characters; B opens a link offline after one visit', T, async () => {
  const a = await device();
  const b = await device({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  try {
    // B visits once: the service worker precaches the site.
    await b.page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const w = reg.active;
      if (w.state !== 'activated') await new Promise((r) => w.addEventListener('statechange', () => w.state === 'activated' && r()));
    });
    // The repetition rule off, so that a shuffle of 200 plies goes on.
    await a.page.evaluate(() => {
      const box = document.getElementById('repetition');
      box.checked = false;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await a.page.evaluate(() => window.threeCrowns.startFriendGame({ color: 'white', name: 'Ann' }));
    const shuffle = ['a6-a7', 'a5-b4', 'a7-a6', 'b4-a5'];
    await playApi(a.page, [shuffle[0]]);
    // B opens the first link offline, in a new tab.
    await b.context.setOffline(true);
    const offline = await b.open(await sendLink(a.page));
    await b.page.close();
    b.page = offline;
    assert.equal(await b.page.evaluate(() => navigator.onLine), false);
    assert.deepEqual((await state(b.page)).moves, ['a6-a7']);
    await b.context.setOffline(false);
    let longest = 0;
    for (let ply = 2; ply <= 200; ply++) {
      const [mover, other] = ply % 2 === 0 ? [b, a] : [a, b];
      await mover.page.evaluate((m) => window.threeCrowns.play(m), shuffle[(ply - 1) % 4]);
      const link = await linkOf(mover.page);
      longest = Math.max(longest, link.length);
      await other.page.goto(link);
      await other.page.waitForFunction((n) => window.threeCrowns.state().ply === n, ply);
    }
    const [sa, sb] = [await state(a.page), await state(b.page)];
    assert.equal(sa.ply, 200);
    assert.equal(sb.tcn, sa.tcn);
    assert.ok(longest < 2000, `the longest link has ${longest} characters`);
    await screenshot(b.page, 'friend-phone');
  } finally {
    await a.close();
    await b.close();
  }
});
