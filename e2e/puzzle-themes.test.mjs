// Puzzle themes and difficulty (issue 48): a theme and a difficulty chosen on the puzzle
// panel give only such puzzles, several in a row, each titled in words (its main theme and
// its rating, never its id); the choice survives a reload; a choice no puzzle matches is
// refused with a message and changes nothing (on the panel and through
// setPuzzleChoice); puzzles({ theme, min, max }) lists exactly the matching puzzles; the
// themes are named in German too. The theme and range are picked from the loaded set (it
// may be regenerated), never fixed ids.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, text, settle, waitPuzzle } from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

/** The panel's Normal preset. */
const NORMAL = { min: 1200, max: 1599 };

const api = (page, name, arg) =>
  page.evaluate(([name, arg]) => window.threeCrowns[name](arg), [name, arg]);

/** Waits until `#status` says `said`. */
async function statusIs(page, said, timeout = 10_000) {
  try {
    await page.waitForFunction((s) => document.getElementById('status')?.textContent === s, said, { timeout });
  } catch {
    assert.equal(await text(page, '#status'), said);
  }
}

/** Opens puzzle mode from the Puzzles button. */
async function openPuzzles(page) {
  await page.click('#open-puzzles');
  return waitPuzzle(page, () => true, 'opened');
}

/** A theme with at least `n` puzzles rated within Normal, preferring the double jump. */
async function themeWithNormal(page, n) {
  const all = await api(page, 'puzzles');
  const count = (t) =>
    all.filter((p) => p.themes.includes(t) && p.rating >= NORMAL.min && p.rating <= NORMAL.max).length;
  const themes = (await api(page, 'puzzleThemes')).map((t) => t.id);
  const t = ['double-jump', ...themes].find((t) => count(t) >= n);
  assert.ok(t, `some theme has ${n} puzzles rated ${NORMAL.min}–${NORMAL.max}`);
  return t;
}

/** The stored progress's choice line. */
const storedChoice = (page) =>
  page.evaluate(() => (localStorage.getItem('three-crowns.puzzles') ?? '').split('\n').find((l) => l.startsWith('choice=')) ?? null);

/** Skips to the next puzzle `n` times, checking each is of `theme` and rated within
 *  `range`, and titled in words. */
async function nextOnlyMatching(page, theme, range, n) {
  const titles = new Map((await api(page, 'puzzles')).map((p) => [p.id, p.title]));
  const seen = [];
  let id = (await state(page)).puzzle.id;
  for (let i = 0; i < n; i++) {
    await page.click('#puzzle-next');
    const p = await waitPuzzle(page, (q) => q.id !== id && q.ply === 0, `changed from ${id}`);
    id = p.id;
    seen.push(id);
    assert.ok(p.themes.includes(theme), `${id} is of ${theme}: ${p.themes}`);
    assert.ok(p.rating >= range.min && p.rating <= range.max, `${id} rated ${p.rating}`);
    const title = await text(page, '#puzzle-title');
    assert.equal(title, titles.get(id));
    assert.ok(!title.includes(id), `the title is in words, not the id: ${title}`);
    assert.match(title, /^\p{L}[\p{L} -]* · \d{1,3}([,.]\d{3})?$/u, title);
  }
  return seen;
}

test('a theme and a difficulty chosen on the panel give only such puzzles, titled in words, and survive a reload', async () => {
  await withGame(env, {}, async ({ page }) => {
    await openPuzzles(page);
    const theme = await themeWithNormal(page, 4);
    const name = (await api(page, 'puzzleThemes')).find((t) => t.id === theme).name;
    // The drop-downs: every theme the set has, the presets.
    const themes = await page.$$eval('#puzzle-theme option', (o) => o.map((x) => [x.value, x.textContent]));
    assert.deepEqual(themes[0], ['', 'All themes']);
    assert.ok(themes.some(([v, t]) => v === theme && t === name), JSON.stringify(themes));
    const levels = await page.$$eval('#puzzle-level option', (o) => o.map((x) => x.textContent));
    assert.deepEqual(levels, ['Any difficulty', 'Easier (up to 1,199)', 'Normal (1,200–1,599)', 'Harder (1,600 and above)']);
    await page.selectOption('#puzzle-theme', theme);
    await statusIs(page, `Next puzzles: ${name}, any difficulty.`);
    await page.selectOption('#puzzle-level', 'normal');
    await statusIs(page, `Next puzzles: ${name}, 1,200–1,599.`);
    assert.equal(await storedChoice(page), `choice=${theme} 1200 1599`);
    const seen = await nextOnlyMatching(page, theme, NORMAL, 4);
    // (Skipping tries nothing: the two nearest the player's rating may take turns.)
    assert.ok(new Set(seen).size >= 2, `more than one puzzle: ${seen}`);
    // The API's filter lists exactly the matching puzzles, with their theme and title.
    const all = await api(page, 'puzzles');
    const listed = await api(page, 'puzzles', { theme, ...NORMAL });
    const expected = all.filter((p) => p.themes.includes(theme) && p.rating >= NORMAL.min && p.rating <= NORMAL.max);
    assert.deepEqual(listed.map((p) => p.id), expected.map((p) => p.id));
    for (const p of listed) {
      assert.equal(typeof p.title, 'string');
      assert.ok(p.theme === null || p.themes.includes(p.theme), JSON.stringify(p));
    }
    assert.ok(seen.every((id) => listed.some((p) => p.id === id)));
    // A reload keeps the choice: the panel shows it, the next puzzles still match.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    const p = await openPuzzles(page);
    assert.ok(p.themes.includes(theme) && p.rating >= NORMAL.min && p.rating <= NORMAL.max, JSON.stringify(p));
    assert.equal(await page.$eval('#puzzle-theme', (s) => s.value), theme);
    assert.equal(await page.$eval('#puzzle-level', (s) => s.value), 'normal');
    await nextOnlyMatching(page, theme, NORMAL, 2);
  });
});

test('a choice no puzzle matches is refused with a message and changes nothing', async () => {
  await withGame(env, {}, async ({ page }) => {
    await openPuzzles(page);
    const all = await api(page, 'puzzles');
    const presets = { easier: [0, 1199], normal: [1200, 1599], harder: [1600, 10000] };
    // A theme the set has, and a preset none of its puzzles is rated in.
    const themes = (await api(page, 'puzzleThemes')).map((t) => t.id);
    let pick = null;
    for (const t of themes) {
      const of = all.filter((p) => p.themes.includes(t));
      const empty = Object.entries(presets).find(([, [lo, hi]]) => of.length > 0 && !of.some((p) => p.rating >= lo && p.rating <= hi));
      if (empty) {
        pick = { theme: t, level: empty[0], range: empty[1] };
        break;
      }
    }
    assert.ok(pick, 'some theme has no puzzle in some preset');
    await page.selectOption('#puzzle-theme', pick.theme);
    const before = await storedChoice(page);
    assert.equal(before, `choice=${pick.theme} * *`);
    const shown = (await state(page)).puzzle.id;
    await page.selectOption('#puzzle-level', pick.level);
    await statusIs(page, 'No puzzle has that theme and difficulty: the choice is unchanged.');
    await settle(page);
    assert.equal(await page.$eval('#puzzle-level', (s) => s.value), '', 'the drop-down shows the choice as it was');
    assert.equal(await storedChoice(page), before);
    assert.equal((await state(page)).puzzle.id, shown, 'the puzzle on show stays');
    // Through the API: the same refusal, an unknown theme, a range upside down.
    const [lo, hi] = pick.range;
    let r = await api(page, 'setPuzzleChoice', { theme: pick.theme, min: lo, max: Math.min(hi, 10000) });
    assert.deepEqual(r, { ok: false, error: 'No puzzle has that theme and difficulty: the choice is unchanged.' });
    r = await api(page, 'setPuzzleChoice', { theme: 'no-such-theme' });
    assert.deepEqual(r, { ok: false, error: 'There is no puzzle theme "no-such-theme".' });
    r = await api(page, 'setPuzzleChoice', { min: 1600, max: 1500 });
    assert.deepEqual(r, { ok: false, error: 'The lowest rating, 1,600, is above the highest, 1,500.' });
    await assert.rejects(api(page, 'puzzles', { theme: 'no-such-theme' }), /There is no puzzle theme/);
    assert.equal(await storedChoice(page), before);
    assert.equal(await page.$eval('#puzzle-theme', (s) => s.value), pick.theme);
    // A range the script sets shows as its own option.
    const rated = all.filter((p) => p.themes.includes(pick.theme)).map((p) => p.rating);
    r = await api(page, 'setPuzzleChoice', { theme: pick.theme, min: Math.min(...rated), max: Math.max(...rated) });
    assert.deepEqual(r, { ok: true });
    await settle(page);
    assert.equal(await page.$eval('#puzzle-level', (s) => s.value), 'custom');
    r = await api(page, 'setPuzzleChoice', {});
    assert.deepEqual(r, { ok: true });
    assert.equal(await storedChoice(page), 'choice=* * *');
  });
});

test('in German the themes, the choice and the titles are German', async () => {
  await withGame(env, {}, async ({ page }) => {
    const r = await api(page, 'setSettings', { language: 'de' });
    assert.deepEqual(r, { ok: true });
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await settle(page);
    const themes = await api(page, 'puzzleThemes');
    assert.deepEqual(themes.find((t) => t.id === 'double-jump'), { id: 'double-jump', name: 'Doppelsprung' });
    assert.deepEqual(themes.find((t) => t.id === 'crowned-troika'), { id: 'crowned-troika', name: 'Gekrönte Troika' });
    await openPuzzles(page);
    const theme = await themeWithNormal(page, 2);
    const name = themes.find((t) => t.id === theme).name;
    const options = await page.$$eval('#puzzle-theme option', (o) => o.map((x) => x.textContent));
    assert.equal(options[0], 'Alle Themen');
    assert.ok(options.includes(name), JSON.stringify(options));
    await page.selectOption('#puzzle-theme', theme);
    await page.selectOption('#puzzle-level', 'normal');
    await statusIs(page, `Nächste Aufgaben: ${name}, 1.200–1.599.`);
    await nextOnlyMatching(page, theme, NORMAL, 2);
    const title = await text(page, '#puzzle-title');
    assert.match(title, /^\p{L}[\p{L} -]* · \d\.\d{3}$/u, `a German title: ${title}`);
    const r2 = await api(page, 'setPuzzleChoice', { theme: 'keins' });
    assert.deepEqual(r2, { ok: false, error: 'There is no puzzle theme "keins".' }, 'the API says it in English');
  });
});
