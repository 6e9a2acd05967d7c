// "Your games" (issue: every game kept in the browser's database, searchable and
// replayable; a position or a whole game shared as a PNG or an animated GIF):
// - three games of three kinds (two people, the computer, an imported record) listed
//   after a reload with their results and kinds; one opened and browsed; one deleted and
//   brought back by Undo (script API and the dialog's buttons); the dialog's filters; all
//   exported and imported into a fresh browser profile;
// - a file of two games whose second is broken: the first added, game 2 named with the
//   file's line of the bad move; the same file again: a duplicate;
// - the previous version's games (localStorage `three-crowns.record` and
//   `three-crowns.previous`) moved into the archive at the first load;
// - IndexedDB blocked: said once, the game still played and saved in localStorage;
// - the PNG (decoded here: its size, the board's square colours) and the GIF (decoded
//   here: GIF89a, one frame or more per ply, the double jump g2xg4xg6 standing on g4);
// - no main-thread task over 50 ms while a GIF is made; the progress box and Cancel;
// - two tabs of one browser see each other's new games without a reload.
// The PNG and GIF decoders (zlib inflate and PNG filters; GIF blocks and LZW) are in this
// file, so nothing is taken on the page's word.
//
//   node --test --test-concurrency=1 e2e/archive.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  ROOT,
  CAPTURE_GAME,
  setup,
  watchErrors,
  waitReady,
  waitIdle,
  state,
  playApi,
  answerReplace,
  reveal,
  assertNoErrors,
  screenshot,
  settle,
} from './browser.mjs';

const T = { timeout: 300_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/**
 * A browser profile of its own (its own localStorage and IndexedDB) at 1366×768 in the
 * light theme, with `initScript` (a function and its argument) run before each document;
 * `open()` opens another tab on the game.
 */
async function device({ initScript, viewport = { width: 1366, height: 768 } } = {}) {
  const context = await env.browser.newContext({
    viewport,
    colorScheme: 'light',
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  if (initScript) await context.addInitScript(...initScript);
  const errors = [];
  const open = async () => {
    const page = await context.newPage();
    watchErrors(page, errors);
    await page.goto(env.url, { waitUntil: 'load' });
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

/** Calls `window.threeCrowns[name](...args)` in the page (awaiting a promise). */
const api = (page, name, ...args) =>
  page.evaluate(([name, args]) => window.threeCrowns[name](...args), [name, args]);

/** `recentGames(filter)`, failing rather than hanging when its promise never settles. */
async function recent(page, filter) {
  const games = await page.evaluate(
    (filter) =>
      Promise.race([
        filter === undefined ? window.threeCrowns.recentGames() : window.threeCrowns.recentGames(filter),
        new Promise((r) => setTimeout(() => r('recentGames() did not answer in 10 s'), 10_000)),
      ]),
    filter,
  );
  assert.ok(Array.isArray(games), String(games));
  return games;
}

/** Reloads the page and waits for the game. */
async function reload(page) {
  await page.reload({ waitUntil: 'load' });
  await waitReady(page);
}

/** Waits until `check()` returns a truthy value (polled every 200 ms), and returns it. */
async function eventually(check, what, timeout = 5_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the state has settled: no animation, the computer not thinking. */
async function until(page, pred, what, timeout = 30_000) {
  return eventually(async () => {
    const s = await state(page);
    return pred(s) && !s.animating && !s.thinking ? s : null;
  }, what, timeout);
}

/** The games a list holds, as compared across profiles. */
const summary = (games) =>
  games
    .map((g) => ({ white: g.white, black: g.black, result: g.result, plies: g.plies, kind: g.kind }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Plies in a record's move text. */
const pliesOf = (record) => record.split(/\s+/).filter((w) => /^[a-h][1-8][-x]/.test(w)).length;

/** Opens "Your games" from the ⋯ menu and waits for it. */
async function openGames(page) {
  await page.click('#open-games');
  await page.waitForFunction(() => document.querySelector('#games-dialog').open);
  await settle(page);
}

/** The dialog's rows: the game's id, the row's text, whether it has a delete button. */
const rows = (page) =>
  page.$$eval('#games-list li.game-row', (els) =>
    els.map((r) => ({
      id: r.querySelector('button.kept')?.dataset.game ?? null,
      text: r.textContent.trim(),
      deletable: !!r.querySelector('button[data-game^="delete:"]'),
    })),
  );

/** Waits until the dialog lists `n` rows. */
const rowCount = (page, n) =>
  page.waitForFunction((n) => document.querySelectorAll('#games-list li.game-row').length === n, n, { timeout: 5_000 });

// A record from elsewhere (its Site is not this page's): an imported game.
const CLUB_RECORD = [
  '[Event "Club night"]',
  '[Site "Leeds games club"]',
  '[Date "2026.10.01"]',
  '[White "Carol"]',
  '[Black "Dave"]',
  '[Result "*"]',
  '',
  '1. a6-a7 a5-b4 2. a7-b7 *',
  '',
].join('\n');

test('three games of three kinds: listed after a reload, opened and browsed, deleted and undone, exported and imported elsewhere', T, async () => {
  const a = await device();
  let b;
  try {
    const { page } = a;
    // 1. Two people, with names: a game won by three captures (15 plies).
    assert.deepEqual(
      await api(page, 'newGame', { white: 'person', black: 'person', names: { white: 'Ann', black: 'Bob' }, clock: null }),
      { ok: true },
    );
    await playApi(page, CAPTURE_GAME);
    let s = await state(page);
    assert.equal(s.outcome?.result, '1-0', JSON.stringify(s.outcome));
    // 2. Against the computer (level 1): a move each, then the person resigns.
    assert.deepEqual(await api(page, 'newGame', { white: 'person', black: 1, clock: null }), { ok: true });
    await playApi(page, ['a6-a7']);
    await until(page, (s) => s.ply === 2, 'the computer\'s reply');
    assert.deepEqual(await api(page, 'resign'), { ok: true });
    s = await state(page);
    assert.ok(s.outcome, 'the resignation ends the game');
    const computerResult = s.outcome.result;
    assert.equal(computerResult, '0-1', 'White (the person) resigned');
    // 3. A record from elsewhere, pasted into the record box and imported.
    await reveal(page, '#record-text');
    await page.fill('#record-text', CLUB_RECORD);
    await page.click('#import-record');
    await answerReplace(page, '#replace-keep');
    await waitIdle(page);
    assert.deepEqual((await state(page)).moves, ['a6-a7', 'a5-b4', 'a7-b7']);

    // After a reload all three are listed, newest first, with their results and kinds.
    await reload(page);
    let games = await recent(page);
    assert.equal(games.length, 3, JSON.stringify(games));
    for (const g of games) {
      assert.equal(typeof g.id, 'string');
      assert.ok(g.id.length > 0);
      assert.equal(typeof g.date, 'string');
    }
    const people = games.find((g) => g.white === 'Ann');
    const computer = games.find((g) => g.kind === 'computer');
    const club = games.find((g) => g.white === 'Carol');
    assert.ok(people && computer && club, JSON.stringify(games));
    assert.deepEqual(
      { black: people.black, result: people.result, reason: people.reason, plies: people.plies, kind: people.kind },
      { black: 'Bob', result: '1-0', reason: 'three-captures', plies: 15, kind: 'two-players' },
    );
    assert.deepEqual(
      { result: computer.result, reason: computer.reason, plies: computer.plies },
      { result: computerResult, reason: 'resignation', plies: 2 },
    );
    assert.match(computer.black, /Computer/);
    assert.deepEqual(
      { black: club.black, result: club.result, reason: club.reason, plies: club.plies, kind: club.kind },
      { black: 'Dave', result: '*', reason: '', plies: 3, kind: 'imported' },
    );
    assert.deepEqual(games.map((g) => g.id), [club.id, computer.id, people.id], 'newest first');
    const ids = games.map((g) => g.id).sort();

    // The filters of recentGames.
    assert.deepEqual((await recent(page, { kind: 'computer' })).map((g) => g.id), [computer.id]);
    assert.deepEqual((await recent(page, { result: 'white' })).map((g) => g.id), [people.id]);
    assert.deepEqual((await recent(page, { result: 'unfinished' })).map((g) => g.id), [club.id]);
    assert.deepEqual((await recent(page, { search: 'carol' })).map((g) => g.id), [club.id]);
    assert.deepEqual((await recent(page, { kind: 'imported', search: 'Ann' })).map((g) => g.id), []);

    // One opened and browsed: its moves on the board and in the move list.
    assert.deepEqual(await api(page, 'openRecent', people.id), { ok: true });
    await waitIdle(page);
    s = await state(page);
    assert.deepEqual(s.moves, CAPTURE_GAME);
    assert.equal(s.outcome?.result, '1-0');
    const listed = await page.$$eval('#moves button.move[data-ply]', (els) => els.map((e) => Number(e.dataset.ply)));
    assert.equal(Math.max(...listed), CAPTURE_GAME.length, 'the move list shows every move');
    await page.click('#nav-first');
    assert.equal((await state(page)).viewPly, 0);
    assert.equal(await page.isVisible('#browsing'), true);
    await page.click('#nav-next');
    await page.click('#nav-next');
    await waitIdle(page);
    assert.equal((await state(page)).viewPly, 2);
    assert.equal(
      await page.$eval('#moves button.move[aria-current="true"]', (e) => Number(e.dataset.ply)),
      2,
      'the browsed move is marked in the list',
    );
    await page.click('#nav-last');
    await waitIdle(page);
    assert.equal((await state(page)).viewPly, CAPTURE_GAME.length);
    // Opening it did not add a game: the same three, the opened one on the board.
    games = await recent(page);
    assert.deepEqual(games.map((g) => g.id).sort(), ids, 'the same three games');

    // Deleted and brought back by the script API; the game on the board cannot be.
    assert.deepEqual(await api(page, 'deleteGame', computer.id), { ok: true });
    assert.deepEqual((await recent(page)).map((g) => g.id).sort(), ids.filter((id) => id !== computer.id));
    assert.deepEqual(await api(page, 'undoDelete'), { ok: true });
    assert.deepEqual((await recent(page)).map((g) => g.id).sort(), ids);
    const onBoard = await api(page, 'deleteGame', people.id);
    assert.equal(onBoard.ok, false);
    assert.equal(typeof onBoard.error, 'string');
    assert.deepEqual((await recent(page)).map((g) => g.id).sort(), ids, 'the game on the board stays');

    // The dialog: three rows, the board's without a delete button.
    await openGames(page);
    await rowCount(page, 3);
    let list = await rows(page);
    assert.deepEqual(list.map((r) => r.id).sort(), ids);
    assert.deepEqual(
      list.filter((r) => !r.deletable).map((r) => r.id),
      [people.id],
      'only the game on the board has no delete button',
    );
    for (const id of ids) {
      for (const kind of ['png', 'gif']) {
        assert.equal(await page.locator(`#games-list button[data-game="${kind}:${id}"]`).count(), 1, `${kind}:${id}`);
      }
    }
    assert.equal(await page.isVisible('#games-undo-bar'), false);
    await screenshot(page, 'archive-games-1366');
    // Its filters and search.
    await page.fill('#games-search', 'Carol');
    await rowCount(page, 1);
    assert.deepEqual((await rows(page)).map((r) => r.id), [club.id]);
    await page.fill('#games-search', '');
    await rowCount(page, 3);
    await page.selectOption('#games-kind', 'computer');
    await rowCount(page, 1);
    assert.deepEqual((await rows(page)).map((r) => r.id), [computer.id]);
    await page.selectOption('#games-kind', '');
    await page.selectOption('#games-result', 'white');
    await rowCount(page, 1);
    assert.deepEqual((await rows(page)).map((r) => r.id), [people.id]);
    await page.selectOption('#games-result', 'draw');
    await rowCount(page, 0);
    assert.equal(await page.isVisible('#games-empty'), true, 'a filter that leaves nothing says so');
    await page.selectOption('#games-result', '');
    await rowCount(page, 3);
    // Deleted by its row's button, brought back by Undo.
    await page.click(`#games-list button[data-game="delete:${computer.id}"]`);
    await rowCount(page, 2);
    assert.equal((await rows(page)).some((r) => r.id === computer.id), false);
    assert.equal(await page.isVisible('#games-undo-bar'), true);
    assert.equal((await recent(page)).some((g) => g.id === computer.id), false);
    await page.click('#games-undo');
    await rowCount(page, 3);
    assert.ok((await rows(page)).some((r) => r.id === computer.id));
    assert.deepEqual((await recent(page)).map((g) => g.id).sort(), ids);
    await page.click('#games-close');
    await page.waitForFunction(() => !document.querySelector('#games-dialog').open);
    // Still there after a reload (the delete was undone in the database too).
    await reload(page);
    games = await recent(page);
    assert.deepEqual(games.map((g) => g.id).sort(), ids, 'after a reload');

    // Export all, import into a fresh profile: the same three games.
    const text = await api(page, 'exportGames');
    assert.equal(typeof text, 'string');
    assert.equal((text.match(/^\[Event /gm) ?? []).length, 3, text);
    b = await device();
    assert.deepEqual(await recent(b.page), [], 'a fresh profile has no game');
    assert.deepEqual(await api(b.page, 'importGames', text), { added: 3, duplicates: 0, errors: [] });
    const there = await recent(b.page);
    assert.deepEqual(summary(there), summary(games));
  } finally {
    await a.close();
    await b?.close();
  }
});

test('a file of two games whose second is broken: the first added, game 2 named with its line; again: a duplicate', T, async () => {
  const d = await device();
  try {
    const { page } = d;
    const lines = [
      '[Event "Casual game"]',
      '[Site "Elsewhere"]',
      '[Date "2026.09.12"]',
      '[White "Eve"]',
      '[Black "Frank"]',
      '[Result "*"]',
      '',
      '1. a6-a7 a5-b4 2. a7-b7 *',
      '',
      '[Event "Casual game"]',
      '[Site "Elsewhere"]',
      '[Date "2026.09.13"]',
      '[White "Gina"]',
      '[Black "Hal"]',
      '[Result "*"]',
      '',
      '1. a6-a7 a5-b4',
      // The second-turn rule: White must move the piece on a7 again.
      '2. h6-h7 h5-g4 *',
      '',
    ];
    const badLine = lines.findIndex((l) => l.startsWith('2. h6-h7')) + 1;
    const file = lines.join('\n');
    await recent(page); // the database is open
    const first = await api(page, 'importGames', file);
    assert.equal(first.added, 1, JSON.stringify(first));
    assert.equal(first.duplicates, 0, JSON.stringify(first));
    assert.equal(first.errors.length, 1, JSON.stringify(first));
    const [e] = first.errors;
    assert.equal(e.game, 2, JSON.stringify(e));
    assert.equal(e.line, badLine, `the file's line of the bad move: ${JSON.stringify(e)}`);
    assert.equal(typeof e.message, 'string');
    assert.match(e.message, /h6-h7/, 'the message names the move');
    // The status line says it too.
    assert.match(await page.textContent('#status'), /1 game added/);
    const games = await recent(page);
    assert.deepEqual(
      games.map((g) => ({ white: g.white, black: g.black, plies: g.plies, kind: g.kind, result: g.result })),
      [{ white: 'Eve', black: 'Frank', plies: 3, kind: 'imported', result: '*' }],
    );
    const again = await api(page, 'importGames', file);
    assert.equal(again.added, 0, JSON.stringify(again));
    assert.equal(again.duplicates, 1, JSON.stringify(again));
    assert.equal(again.errors.length, 1, JSON.stringify(again));
    assert.equal(again.errors[0].game, 2);
    assert.equal((await recent(page)).length, 1, 'no game added twice');
  } finally {
    await d.close();
  }
});

// The previous version's storage: the game on the board and the games it replaced.
const BOARD_RECORD = [
  '[Event "Casual game"]',
  '[Site "Three Crowns for the web"]',
  '[Date "2026.11.29"]',
  '[White "Iris"]',
  '[Black "Jack"]',
  '[Result "*"]',
  '',
  '1. a6-a7 a5-b4 2. a7-b7 *',
  '',
].join('\n');
const PREVIOUS_RECORDS = [
  '[Event "Casual game"]',
  '[Site "Three Crowns for the web"]',
  '[Date "2026.11.28"]',
  '[White "Kim"]',
  '[Black "Computer (level 2)"]',
  '[Result "*"]',
  '',
  '1. h6-h7 h5-g4 *',
  '',
  // tests/records/2026-11-29-page-people.tcg's game, with names.
  '[Event "Casual game"]',
  '[Site "Three Crowns for the web"]',
  '[Date "2026.11.27"]',
  '[White "Lou"]',
  '[Black "Max"]',
  '[Result "1-0"]',
  '[Termination "Crowned Troika"]',
  '',
  '1. g8-g7 c8-d8 2. g7-g6 a8-b7 3. h6-g5 d8-c7 4. a6-b6 h8-g7 5. f1-f2 h5-h6',
  '6. h1-g2 f8-e7 7. c1-d2 a5-a6 8. a4-b4 h3-g3 9. a1-a2 h6-h5 10. h4-g4 a3-b3',
  '11. g5-f4 a6-a7 12. g2-f3 a7xc5xa3 13. f2-e3 e7-d7 14. e3-e2 1-0',
  '',
].join('\n');

test("the previous version's games (the board's and the replaced ones) join the archive at the first load", T, async () => {
  // Put there before the page's first load, once, as the previous version left them.
  const seed = ({ record, previous }) => {
    try {
      if (!location.protocol.startsWith('http') || localStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('three-crowns.record', record);
      localStorage.setItem('three-crowns.previous', previous);
      localStorage.setItem('e2e.seeded', '1');
    } catch {
      // about:blank has no storage.
    }
  };
  const d = await device({ initScript: [seed, { record: BOARD_RECORD, previous: PREVIOUS_RECORDS }] });
  try {
    const { page } = d;
    const expected = [
      { white: 'Iris', black: 'Jack', result: '*', plies: 3, kind: 'two-players' },
      { white: 'Kim', black: 'Computer (level 2)', result: '*', plies: 2, kind: 'computer' },
      { white: 'Lou', black: 'Max', result: '1-0', plies: pliesOf(PREVIOUS_RECORDS.split('[White "Lou"]')[1]), kind: 'two-players' },
    ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    assert.equal(expected.find((g) => g.white === 'Lou').plies, 27);
    // The board's game is restored as before.
    assert.deepEqual((await state(page)).moves, ['a6-a7', 'a5-b4', 'a7-b7']);
    let games = await recent(page);
    assert.deepEqual(summary(games), expected);
    assert.equal(games[0].white, 'Iris', 'the game on the board is the newest');
    // The replaced games moved into the archive: out of localStorage (the key removed,
    // or left empty).
    const noGames = () =>
      page.evaluate(() => (localStorage.getItem('three-crowns.previous') ?? '').trim() === '');
    await eventually(noGames, "no game left in localStorage['three-crowns.previous']");
    // A reload finds them in the database, once each.
    await reload(page);
    games = await recent(page);
    assert.deepEqual(summary(games), expected, 'after a reload, each game once');
    assert.equal(await noGames(), true, "localStorage['three-crowns.previous'] holds no game");
    assert.deepEqual((await state(page)).moves, ['a6-a7', 'a5-b4', 'a7-b7']);
  } finally {
    await d.close();
  }
});

test('IndexedDB blocked: said once, and the game plays and is saved in localStorage', T, async () => {
  // The database refuses to open (as with storage blocked); every write of #status is
  // logged, to count the times the database is mentioned.
  const blocked = () => {
    IDBFactory.prototype.open = function open() {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    window.__statusLog = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = (r.target.nodeType === 1 ? r.target : r.target.parentElement)?.closest?.('#status');
        if (el && (r.type === 'characterData' || r.addedNodes.length > 0)) window.__statusLog.push(el.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  const d = await device({ initScript: [blocked] });
  try {
    const { page } = d;
    await page.waitForFunction(() => /database/i.test(document.querySelector('#status').textContent), null, {
      timeout: 5_000,
    });
    // recentGames answers all the same.
    assert.deepEqual(await recent(page), []);
    await playApi(page, ['a6-a7', 'a5-b4', 'a7-b7']);
    assert.equal((await state(page)).ply, 3);
    const saved = await page.evaluate(() => localStorage.getItem('three-crowns.record'));
    assert.match(saved ?? '', /a6-a7 a5-b4 2\. a7-b7/, 'saved in localStorage');
    // The dialog says why it keeps no database.
    await openGames(page);
    assert.equal(await page.isVisible('#games-note'), true);
    assert.match(await page.textContent('#games-note'), /database/i);
    await page.click('#games-close');
    await page.waitForFunction(() => !document.querySelector('#games-dialog').open);
    // A replaced game is kept as before.
    assert.deepEqual(await api(page, 'newGame', { white: 'person', black: 'person', clock: null }), { ok: true });
    await playApi(page, ['h6-h7']);
    const kept = await recent(page);
    assert.ok(kept.some((g) => g.plies === 3), JSON.stringify(kept));
    const log = await page.evaluate(() => window.__statusLog);
    assert.equal(log.filter((t) => /database/i.test(t)).length, 1, `said once: ${JSON.stringify(log)}`);
    // A reload: the game on the board comes back from localStorage.
    await reload(page);
    assert.deepEqual((await state(page)).moves, ['h6-h7']);
    await page.waitForFunction(() => /database/i.test(document.querySelector('#status').textContent), null, {
      timeout: 5_000,
    });
    assert.ok((await recent(page)).some((g) => g.plies === 3), 'the replaced game is still kept');
  } finally {
    await d.close();
  }
});

// ---------------------------------------------------------------------------------------
// PNG and GIF decoding.

/** Decodes a PNG (8-bit RGB or RGBA, not interlaced) into `{ width, height, rgba }`. */
function decodePng(buf) {
  assert.equal(buf.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'the PNG signature');
  let pos = 8;
  let ihdr;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      ihdr = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        depth: data[8],
        colour: data[9],
        interlace: data[12],
      };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    pos += 12 + len;
  }
  assert.ok(ihdr, 'an IHDR chunk');
  const { width, height, depth, colour, interlace } = ihdr;
  assert.equal(depth, 8, 'eight bits a channel');
  assert.ok(colour === 6 || colour === 2, `RGB or RGBA, not colour type ${colour}`);
  assert.equal(interlace, 0, 'not interlaced');
  const bpp = colour === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  assert.equal(raw.length, height * (stride + 1), 'the image data fills the picture');
  const rgba = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? cur[x - bpp] : 0;
      const b = prev[x];
      const c = x >= bpp ? prev[x - bpp] : 0;
      let p;
      switch (filter) {
        case 0: p = 0; break;
        case 1: p = a; break;
        case 2: p = b; break;
        case 3: p = (a + b) >> 1; break;
        case 4: {
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: throw new Error(`unknown PNG filter ${filter} on row ${y}`);
      }
      cur[x] = (line[x] + p) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      rgba[o] = cur[x * bpp];
      rgba[o + 1] = cur[x * bpp + 1];
      rgba[o + 2] = cur[x * bpp + 2];
      rgba[o + 3] = bpp === 4 ? cur[x * bpp + 3] : 255;
    }
    prev = cur;
  }
  return { width, height, rgba };
}

/** The blocks of a GIF: its screen, global colour table and frames (not decoded yet). */
function parseGif(buf) {
  const header = buf.toString('ascii', 0, 6);
  const width = buf.readUInt16LE(6);
  const height = buf.readUInt16LE(8);
  const packed = buf[10];
  let pos = 13;
  let gct = null;
  if (packed & 0x80) {
    const n = 3 * (1 << ((packed & 7) + 1));
    gct = buf.subarray(pos, pos + n);
    pos += n;
  }
  const subBlocks = () => {
    const parts = [];
    for (;;) {
      const n = buf[pos++];
      if (n === 0 || n === undefined) break;
      parts.push(buf.subarray(pos, pos + n));
      pos += n;
    }
    return Buffer.concat(parts);
  };
  const frames = [];
  let control = null;
  for (;;) {
    const block = buf[pos++];
    if (block === 0x21) {
      const label = buf[pos++];
      const data = subBlocks();
      if (label === 0xf9) {
        control = {
          disposal: (data[0] >> 2) & 7,
          transparent: data[0] & 1 ? data[3] : null,
          delay: data.readUInt16LE(1),
        };
      }
    } else if (block === 0x2c) {
      const left = buf.readUInt16LE(pos);
      const top = buf.readUInt16LE(pos + 2);
      const w = buf.readUInt16LE(pos + 4);
      const h = buf.readUInt16LE(pos + 6);
      const p = buf[pos + 8];
      pos += 9;
      let lct = null;
      if (p & 0x80) {
        const n = 3 * (1 << ((p & 7) + 1));
        lct = buf.subarray(pos, pos + n);
        pos += n;
      }
      const minCode = buf[pos++];
      const data = subBlocks();
      frames.push({ left, top, w, h, lct, interlaced: !!(p & 0x40), minCode, data, control });
      control = null;
    } else if (block === 0x3b) {
      break;
    } else {
      throw new Error(`unexpected GIF block 0x${block?.toString(16)} at byte ${pos - 1}`);
    }
  }
  return { header, width, height, gct, frames };
}

/** GIF's LZW: `count` colour indices from `data`. */
function lzw(minCode, data, count) {
  const clear = 1 << minCode;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < clear; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    first[i] = i;
    length[i] = 1;
  }
  const out = new Uint8Array(count);
  let op = 0;
  let size = minCode + 1;
  let next = end + 1;
  let prev = -1;
  let bit = 0;
  const emit = (code) => {
    const n = length[code];
    for (let i = n - 1, c = code; i >= 0; i--, c = prefix[c]) {
      if (op + i < count) out[op + i] = suffix[c];
    }
    op += n;
  };
  while (bit + size <= data.length * 8) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clear) {
      size = minCode + 1;
      next = end + 1;
      prev = -1;
      continue;
    }
    if (code === end) break;
    if (prev === -1) {
      emit(code);
      prev = code;
      continue;
    }
    if (code > next) throw new Error(`bad LZW code ${code} (next ${next})`);
    if (next < 4096) {
      prefix[next] = prev;
      suffix[next] = code < next ? first[code] : first[prev];
      first[next] = first[prev];
      length[next] = length[prev] + 1;
      next++;
    }
    emit(code);
    prev = code;
    if (next === 1 << size && size < 12) size++;
  }
  return out.subarray(0, Math.min(op, count));
}

/**
 * Decodes every frame of a GIF onto its screen (disposal "keep" and "none" leave the
 * frame; "background" and "previous" are undone after it) and calls `look(rgb, i, frame)`
 * with the screen's RGB pixels after each frame.
 */
function playGif(gif, look) {
  const { width, height } = gif;
  const screen = new Uint8Array(width * height * 3);
  gif.frames.forEach((f, i) => {
    const table = f.lct ?? gif.gct;
    assert.ok(table, `frame ${i} has a colour table`);
    let idx = lzw(f.minCode, f.data, f.w * f.h);
    assert.equal(idx.length, f.w * f.h, `frame ${i}'s pixels`);
    if (f.interlaced) {
      const rowsInOrder = [];
      for (const [start, step] of [[0, 8], [4, 8], [2, 4], [1, 2]]) {
        for (let y = start; y < f.h; y += step) rowsInOrder.push(y);
      }
      const plain = new Uint8Array(idx.length);
      rowsInOrder.forEach((y, k) => plain.set(idx.subarray(k * f.w, (k + 1) * f.w), y * f.w));
      idx = plain;
    }
    const saved = f.control?.disposal === 3 ? screen.slice() : null;
    const transparent = f.control?.transparent ?? null;
    for (let y = 0; y < f.h; y++) {
      for (let x = 0; x < f.w; x++) {
        const k = idx[y * f.w + x];
        if (k === transparent) continue;
        const sx = f.left + x;
        const sy = f.top + y;
        if (sx >= width || sy >= height) continue;
        const o = (sy * width + sx) * 3;
        screen[o] = table[k * 3];
        screen[o + 1] = table[k * 3 + 1];
        screen[o + 2] = table[k * 3 + 2];
      }
    }
    look(screen, i, f);
    if (f.control?.disposal === 2) {
      for (let y = f.top; y < Math.min(height, f.top + f.h); y++) {
        screen.fill(0, (y * width + f.left) * 3, (y * width + Math.min(width, f.left + f.w)) * 3);
      }
    } else if (saved) {
      screen.set(saved);
    }
  });
}

/** `#rrggbb` as [r, g, b]. */
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

/** Whether a pixel is within `tol` of `rgb` on each channel. */
const near = (px, o, rgb, tol) =>
  Math.abs(px[o] - rgb[0]) <= tol && Math.abs(px[o + 1] - rgb[1]) <= tol && Math.abs(px[o + 2] - rgb[2]) <= tol;

/** The theme's colours, read from src/ui/theme.rs. */
function themeColours() {
  const src = fs.readFileSync(path.join(ROOT, 'src/ui/theme.rs'), 'utf8');
  const constant = (name) => new RegExp(`pub const ${name}: &str = "(#[0-9a-f]{6})"`, 'i').exec(src)?.[1];
  const light = /pub const LIGHT: Palette = Palette \{([\s\S]*?)\n\};/.exec(src)?.[1] ?? '';
  const field = (name) => new RegExp(`${name}: "(#[0-9a-f]{6})"`, 'i').exec(light)?.[1];
  const colours = {
    white: constant('WHITE_BODY'),
    black: constant('BLACK_BODY'),
    lightSquare: field('light_square'),
    darkSquare: field('dark_square'),
  };
  for (const [k, v] of Object.entries(colours)) assert.ok(v, `src/ui/theme.rs: ${k}`);
  return colours;
}

/**
 * The share of the pixels within 0.36 square of `square`'s centre (the piece's body
 * without its edge; a Crowned piece's crown covers its very centre) that are within `tol`
 * of `rgb`, on a board `side` pixels wide drawn from the picture's top left corner: about
 * a fifth for a Crowned piece, none for an empty square.
 */
function shareAt(rgb, width, side, flipped, square, colour, tol = 14) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const s = side / 8;
  const col = flipped ? 7 - file : file;
  const row = flipped ? rank : 7 - rank;
  const cx = (col + 0.5) * s;
  const cy = (row + 0.5) * s;
  const r = 0.36 * s;
  let all = 0;
  let hit = 0;
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
      if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 > r * r) continue;
      all++;
      if (near(rgb, (y * width + x) * 3, colour, tol)) hit++;
    }
  }
  return hit / all;
}

/** `exportImage(options)`, its answer checked and its bytes decoded from base64. */
async function exportImage(page, options) {
  const r = await page.evaluate((o) => window.threeCrowns.exportImage(o), options);
  assert.equal(typeof r?.base64, 'string', JSON.stringify(r)?.slice(0, 200));
  return { type: r.type, bytes: Buffer.from(r.base64, 'base64') };
}

test('the PNG: the board canvas\'s size in device pixels, the theme\'s square colours; 300 px when asked', T, async () => {
  const d = await device();
  try {
    const { page } = d;
    const colours = themeColours();
    await playApi(page, ['a6-a7', 'a5-b4']);
    const png = await exportImage(page, { format: 'png' });
    assert.equal(png.type, 'image/png');
    const img = decodePng(png.bytes);
    const [w, h] = await page.$eval('#board', (b) => [b.width, b.height]);
    assert.deepEqual([img.width, img.height], [w, h], "the board canvas's size");
    const count = (rgb) => {
      let n = 0;
      for (let o = 0; o < img.rgba.length; o += 4) {
        if (Math.abs(img.rgba[o] - rgb[0]) <= 4 && Math.abs(img.rgba[o + 1] - rgb[1]) <= 4 && Math.abs(img.rgba[o + 2] - rgb[2]) <= 4) n++;
      }
      return n / (img.width * img.height);
    };
    const light = count(hex(colours.lightSquare));
    const dark = count(hex(colours.darkSquare));
    assert.ok(light > 0.15, `light squares (${colours.lightSquare}): ${(light * 100).toFixed(1)} % of the pixels`);
    assert.ok(dark > 0.15, `dark squares (${colours.darkSquare}): ${(dark * 100).toFixed(1)} % of the pixels`);
    assert.ok(count(hex(colours.white)) > 0.02, 'white pieces');
    assert.ok(count(hex(colours.black)) > 0.02, 'black pieces');
    const small = await exportImage(page, { format: 'png', width: 300 });
    assert.equal(small.type, 'image/png');
    const s = decodePng(small.bytes);
    assert.deepEqual([s.width, s.height], [300, 300]);
  } finally {
    await d.close();
  }
});

test('the GIF of a 10-ply game with a double jump: GIF89a, a frame or more a ply, the jumper on its first landing', T, async () => {
  const d = await device();
  try {
    const { page } = d;
    const colours = themeColours();
    const moves = CAPTURE_GAME.slice(0, 10);
    assert.ok(moves.includes('g2xg4xg6'));
    await playApi(page, moves);
    const { flipped } = await state(page);
    const gif = await exportImage(page, { format: 'gif', width: 240 });
    assert.equal(gif.type, 'image/gif');
    const parsed = parseGif(gif.bytes);
    assert.equal(parsed.header, 'GIF89a');
    assert.equal(parsed.width, 240);
    assert.ok(parsed.height >= 240, `the board and its caption: ${parsed.height}`);
    assert.ok(
      parsed.frames.length >= moves.length + 1,
      `${parsed.frames.length} frames for ${moves.length} plies`,
    );
    fs.mkdirSync(path.join(ROOT, 'target', 'e2e-screenshots'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'target', 'e2e-screenshots', 'archive-game.gif'), gif.bytes);
    // Each frame: which of g2, g4, g6 holds White's body colour (the Crowned jumper), and
    // whether g3 (hopped, Black) holds Black's.
    const white = hex(colours.white);
    const black = hex(colours.black);
    const seen = [];
    playGif(parsed, (rgb, i) => {
      const at = (sq, c) => shareAt(rgb, parsed.width, parsed.width, flipped, sq, c);
      const holds = (sq) => at(sq, white) > 0.1;
      const empty = (sq) => at(sq, white) < 0.03;
      seen.push({
        i,
        g2: holds('g2') && empty('g4') && empty('g6'),
        g4: holds('g4') && empty('g2') && empty('g6'),
        g6: holds('g6') && empty('g2') && empty('g4'),
        g3black: at('g3', black) > 0.1,
      });
    });
    const onFirstLanding = seen.find((f) => f.g4);
    assert.ok(onFirstLanding, 'a frame shows the jumper on g4, g2 and g6 empty');
    assert.ok(onFirstLanding.g3black, 'the hopped piece on g3 is there');
    assert.ok(seen.some((f) => f.i < onFirstLanding.i && f.g2), 'before it, the jumper on g2');
    assert.ok(seen.some((f) => f.i > onFirstLanding.i && f.g6), 'after it, the jumper on g6');
  } finally {
    await d.close();
  }
});

test('no main-thread task over 50 ms while the GIF is made; the progress box and Cancel', T, async () => {
  const d = await device();
  try {
    const { page } = d;
    await playApi(page, CAPTURE_GAME);
    assert.equal((await state(page)).outcome?.result, '1-0');
    // From the save panel: the progress box shows, Cancel stops it.
    await page.click('#save-gif');
    await page.waitForSelector('#export-box', { state: 'visible', timeout: 5_000 });
    assert.equal(await page.isVisible('#export-box #export-progress'), true);
    assert.equal(await page.$eval('#export-progress', (e) => e.tagName), 'PROGRESS');
    assert.match(await page.textContent('#export-text'), /GIF/);
    await page.click('#export-cancel');
    await page.waitForSelector('#export-box', { state: 'hidden', timeout: 5_000 });
    assert.match(await page.textContent('#status'), /cancel/i);
    // Through the script API, at 480 px, with a long-task observer on.
    const r = await page.evaluate(async () => {
      const long = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) long.push({ start: e.startTime, duration: e.duration });
      });
      observer.observe({ type: 'longtask', buffered: false });
      const t0 = performance.now();
      const gif = await window.threeCrowns.exportImage({ format: 'gif', width: 480 });
      const t1 = performance.now();
      // The observer works: a task of 120 ms after the GIF is seen.
      await new Promise((done) =>
        setTimeout(() => {
          const until = performance.now() + 120;
          while (performance.now() < until);
          done();
        }, 50),
      );
      await new Promise((done) => setTimeout(done, 300));
      observer.disconnect();
      return { t0, t1, long, type: gif.type, length: gif.base64.length };
    });
    assert.equal(r.type, 'image/gif');
    assert.ok(r.length > 1000);
    assert.ok(
      r.long.some((e) => e.start >= r.t1 && e.duration >= 100),
      `the long-task observer sees a task: ${JSON.stringify(r.long)}`,
    );
    const during = r.long.filter((e) => e.start < r.t1 && e.start + e.duration > r.t0 && e.duration > 50);
    assert.deepEqual(
      during,
      [],
      `main-thread tasks over 50 ms during the GIF's ${Math.round(r.t1 - r.t0)} ms`,
    );
  } finally {
    await d.close();
  }
});

test("two tabs see each other's new games without a reload", T, async () => {
  const d = await device();
  try {
    const a = d.page;
    const b = await d.open();
    assert.deepEqual(await recent(b), []);
    assert.deepEqual(
      await api(a, 'newGame', { white: 'person', black: 'person', names: { white: 'Tess', black: 'Uma' }, clock: null }),
      { ok: true },
    );
    await playApi(a, ['a6-a7', 'a5-b4', 'a7-b7', 'h5-g4']);
    assert.deepEqual(await api(a, 'newGame', { white: 'person', black: 'person', clock: null }), { ok: true });
    await waitIdle(a);
    const seen = await eventually(async () => {
      const games = await recent(b);
      return games.some((g) => g.white === 'Tess') ? games : null;
    }, "tab A's game in tab B's list", 5_000);
    const tess = seen.filter((g) => g.white === 'Tess');
    assert.equal(tess.length, 1, JSON.stringify(seen));
    assert.deepEqual(
      { black: tess[0].black, plies: tess[0].plies, result: tess[0].result, kind: tess[0].kind },
      { black: 'Uma', plies: 4, result: '*', kind: 'two-players' },
    );
    // And the other way: B's game in A's list.
    assert.deepEqual(
      await api(b, 'newGame', { white: 'person', black: 'person', names: { white: 'Vic', black: 'Wyn' }, clock: null }),
      { ok: true },
    );
    await playApi(b, ['h6-h7', 'h5-g4']);
    assert.deepEqual(await api(b, 'newGame', { white: 'person', black: 'person', clock: null }), { ok: true });
    await eventually(
      async () => (await recent(a)).some((g) => g.white === 'Vic' && g.plies === 2),
      "tab B's game in tab A's list",
      5_000,
    );
  } finally {
    await d.close();
  }
});
