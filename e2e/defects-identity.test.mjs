// Issue 44: a game must have one identity, and both devices one result.
// - a friend game kept only in Your games: its friend's next link, opened in a fresh tab
//   (read before the database has answered), goes on with that game; an older link is
//   refused as older; never a second copy;
// - the database refuses a write mid-game (QuotaExceededError): the game is listed once,
//   as it is, also after a reload;
// - Export all, a friend game goes on, the file imported: nothing added again;
// - both players resign at the same ply, their links crossing: one result on both;
// - Your games in pages, newest first by the database's index, also from a database of
//   the previous version (no index yet).
//
//   node --test --test-concurrency=1 e2e/defects-identity.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openGame, waitReady, waitIdle, state, playApi, text } from './browser.mjs';

const T = { timeout: 300_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** A browser profile of its own with `initScript` run before each document. */
async function profile(initScript) {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  if (initScript) await context.addInitScript(initScript);
  return context;
}

const api = (page, name, ...args) =>
  page.evaluate(([name, args]) => window.threeCrowns[name](...args), [name, args]);

/** Every game kept, once the database has settled. */
const recent = (page) => api(page, 'recentGames');

/** The friend game's link's fragment (`#friend=…`). */
async function fragment(page) {
  const s = await state(page);
  assert.ok(s.friend, 'a friend game on the board');
  return '#' + s.friend.link.split('#')[1];
}

/** Opens `hash` in the tab (a link followed in an open tab). */
async function follow(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForFunction(() => location.hash === '');
  await waitIdle(page);
}

/** Ann (White) and B, two devices, two plies played; Ann's next move made too. */
async function annAndB() {
  const ann = await openGame(env);
  const annPage = ann.page;
  const started = await api(annPage, 'startFriendGame', { color: 'white', name: 'Ann' });
  assert.equal(started.ok, true);
  await playApi(annPage, ['a6-a7']);
  const first = await fragment(annPage);
  const b = await openGame(env, { hash: first });
  const bPage = b.page;
  await recent(bPage);
  await playApi(bPage, ['a5-b4']);
  await follow(annPage, await fragment(bPage));
  assert.equal((await state(annPage)).ply, 2);
  return { ann, b, annPage, bPage, first };
}

test('a friend game kept only in Your games goes on from a link opened in a fresh tab', T, async () => {
  const { ann, b, annPage, bPage, first } = await annAndB();
  try {
    const id = (await state(bPage)).friend.id;
    await playApi(annPage, ['a7-b7']);
    const next = await fragment(annPage);
    // B plays another game: the friend game is kept only in Your games.
    assert.deepEqual(await api(bPage, 'newGame', { white: 'person', black: 'person' }), { ok: true });
    await playApi(bPage, ['a6-a7']);
    assert.equal((await recent(bPage)).length, 2);
    await bPage.close();
    // A fresh tab opens Ann's next link: read before the database answers.
    const tab = await b.newPage(next);
    await recent(tab);
    const copies = (await api(tab, 'friendGames')).filter((g) => g.id === id);
    assert.equal(copies.length, 1, JSON.stringify(await api(tab, 'friendGames')));
    const s = await state(tab);
    assert.equal(s.friend?.id, id);
    assert.equal(s.ply, 3, await text(tab, '#status'));
    assert.equal((await recent(tab)).length, 2);
    // The older link: refused as older, nothing added.
    await follow(tab, first);
    assert.match(await text(tab, '#status'), /older/);
    assert.equal((await api(tab, 'friendGames')).filter((g) => g.id === id).length, 1);
    assert.equal((await recent(tab)).length, 2);
  } finally {
    await ann.close();
    await b.close();
  }
});

// The database refuses every put while `window.__full` is set (as a full disk does).
function fullDisk() {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__full) throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
    return put.apply(this, args);
  };
}

test('a write the database refuses leaves the game listed once, also after a reload', T, async () => {
  const context = await profile(fullDisk);
  const d = await openGame(env, { context });
  try {
    const page = d.page;
    await playApi(page, ['a6-a7', 'a5-b4']);
    assert.equal((await recent(page)).length, 1);
    await page.evaluate(() => {
      window.__full = true;
    });
    await playApi(page, ['a7-b7', 'h5-g4']);
    await recent(page);
    assert.deepEqual(await api(page, 'newGame', { white: 'person', black: 'person' }), { ok: true });
    const listed = await recent(page);
    assert.deepEqual(
      listed.map((g) => g.plies),
      [4],
      JSON.stringify(listed),
    );
    // The dialog too.
    await page.evaluate(() => document.getElementById('open-games').click());
    await page.waitForSelector('#games-dialog[open]');
    assert.match(await text(page, '#games-note'), /QuotaExceededError/);
    assert.equal(await page.locator('#games-list li').count(), 1);
    // A reload (the database takes writes again): one game, as it was last.
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    const again = await recent(page);
    assert.deepEqual(
      again.map((g) => g.plies),
      [4],
      JSON.stringify(again),
    );
  } finally {
    await d.close();
    await context.close();
  }
});

test('a file exported before a friend game went on adds nothing again', T, async () => {
  const { ann, b, annPage, bPage } = await annAndB();
  try {
    const id = (await state(bPage)).friend.id;
    const file = await api(bPage, 'exportGames');
    // Ann's move comes, B's goes: the friend game's record has moved on.
    await playApi(annPage, ['a7-b7']);
    await follow(bPage, await fragment(annPage));
    await playApi(bPage, ['a3-b2']);
    await bPage.click('#friend-qr');
    await page_sent(bPage);
    const report = await api(bPage, 'importGames', file);
    assert.equal(report.added, 0, JSON.stringify(report));
    assert.equal((await recent(bPage)).length, 1);
    assert.equal((await api(bPage, 'friendGames')).filter((g) => g.id === id).length, 1);
  } finally {
    await ann.close();
    await b.close();
  }
});

/** Waits until the friend game's move is sent. */
async function page_sent(page) {
  await page.waitForFunction(() => window.threeCrowns.state().friend?.unsent === false);
  await waitIdle(page);
}

test('ends that cross at one ply give one result on both devices', T, async () => {
  const { ann, b, annPage, bPage } = await annAndB();
  try {
    // Both resign at ply 2 (White, Ann, to move): Ann's resignation stands.
    assert.deepEqual(await api(annPage, 'resign'), { ok: true });
    assert.deepEqual(await api(bPage, 'resign'), { ok: true });
    const [fromAnn, fromB] = [await fragment(annPage), await fragment(bPage)];
    await follow(annPage, fromB);
    await follow(bPage, fromAnn);
    const [a, bb] = [(await state(annPage)).outcome, (await state(bPage)).outcome];
    assert.deepEqual(a, { result: '0-1', reason: 'resignation', winner: 'black' });
    assert.deepEqual(bb, a, await text(bPage, '#status'));
    assert.match(await text(bPage, '#status'), /whose turn it was/);
    assert.doesNotMatch(await text(annPage, '#status'), /older/);
  } finally {
    await ann.close();
    await b.close();
  }
});

test('Your games shows a page at a time, newest first by the database index, also from an older database', T, async () => {
  const context = await profile();
  try {
    // The previous version's database (version 1: the store, no index), 120 games in a
    // shuffled order of their dates, made before the page first opens it.
    const seed = await context.newPage();
    await seed.goto(env.url + 'www/crown.svg');
    const model = `[Event "Casual game"]\n[Site "Three Crowns for the web"]\n[Date "2026.12.01"]\n[White "P"]\n[Black "Q"]\n[Result "*"]\n[GameId "ID"]\n\n1. a6-a7 a5-b4 *\n`;
    await seed.evaluate(
      (model) =>
        new Promise((ok, fail) => {
          const open = indexedDB.open('three-crowns', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('games', { keyPath: 'id' });
          open.onerror = () => fail(String(open.error));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('games', 'readwrite');
            for (let i = 0; i < 120; i++) {
              const n = (i * 37) % 120; // its date's rank: a shuffle of 0..119
              const id = `g${String(i).padStart(3, '0')}`;
              const record = model.replace('"ID"', `"${id}"`).replace('"P"', `"Player ${n}"`);
              tx.objectStore('games').put({ id, record, updated: 1_700_000_000_000 + n * 1000 });
            }
            tx.oncomplete = () => {
              db.close();
              ok();
            };
          };
        }),
      model,
    );
    await seed.close();
    const d = await openGame(env, { context });
    const page = d.page;
    const games = await recent(page);
    assert.equal(games.length, 120);
    assert.deepEqual(
      games.slice(0, 3).map((g) => g.white),
      ['Player 119', 'Player 118', 'Player 117'],
    );
    await page.evaluate(() => document.getElementById('open-games').click());
    await page.waitForSelector('#games-dialog[open]');
    assert.equal(await page.locator('#games-list li').count(), 50);
    const first = await page.locator('#games-list li button.kept').first().textContent();
    assert.match(first, /Player 119/);
    const more = page.locator('#games-more');
    assert.ok(await more.isVisible());
    assert.match(await more.textContent(), /50 of 120/);
    const rows = (n) => page.waitForFunction((n) => document.querySelectorAll('#games-list li').length === n, n);
    await more.click();
    await rows(100);
    await more.click();
    await rows(120);
    assert.equal(await more.isVisible(), false);
    // A search starts again from the first page of what it lists.
    await page.fill('#games-search', 'Player');
    await rows(50);
    await page.fill('#games-search', 'Player 11');
    await rows(11);
    assert.equal(await more.isVisible(), false);
    await d.close();
  } finally {
    await context.close();
  }
});
