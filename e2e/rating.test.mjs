// The person's rating against the computer (issue 48, item 5), read from Your games:
// - a newcomer is 1500 ± 350 with no game, and Your games shows no rating;
// - a win against a level above (a record of this site imported: level 5 resigned to
//   Ann) raises it; Your games shows the line and the table of results per level;
// - a game lost against level 2 on the board (Resign) lowers it; a game between two
//   people and an imported game of another site change nothing;
// - the rating is the same after a reload (nothing stored apart: read from the games).
//
//   node --test --test-concurrency=1 e2e/rating.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openGame, waitReady, waitIdle, state, playByClicks, screenshot } from './browser.mjs';

const T = { timeout: 120_000 };
let env;
before(async () => (env = await setup()));
after(() => env?.close());

/** A finished record of `site`: White and Black as named, ended by `termination`. */
const record = ({ site = 'Three Crowns for the web', white, black, result, termination, id }) =>
  [
    '[Event "Casual game"]',
    `[Site "${site}"]`,
    '[Date "2026.12.01"]',
    `[White "${white}"]`,
    `[Black "${black}"]`,
    `[Result "${result}"]`,
    `[Termination "${termination}"]`,
    `[GameId "${id}"]`,
    '',
    `1. a6-a7 a5-b4 2. a7-a6 b4-a5 ${result}`,
    '',
  ].join('\n');

const rating = async (page) => (await state(page)).rating;

/** Waits until the rating has counted `games` games, and returns it. */
async function counted(page, games) {
  await page.waitForFunction((n) => window.threeCrowns.state().rating.games === n, games, { timeout: 15_000 });
  return rating(page);
}

test('a win above raises the rating, a loss lowers it, only rated games count; Your games shows it', T, async () => {
  const g = await openGame(env, { context: await env.browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' }) });
  const { page } = g;
  try {
    await page.evaluate(() => window.threeCrowns.recentGames());
    assert.deepEqual(await rating(page), { rating: 1500, deviation: 350, games: 0 });
    await page.click('#open-games');
    await page.waitForSelector('#games-dialog[open]');
    assert.equal(await page.isVisible('#games-rating'), false, 'no rating before a game counts');
    await page.click('#games-close');
    // Games that do not count: between two people here, and the computer's of another site.
    const uncounted = [
      record({ white: 'Ann', black: 'Bob', result: '1-0', termination: 'Black resigned', id: 'people01' }),
      record({ site: 'Elsewhere', white: 'Computer (level 5)', black: 'Ann', result: '0-1', termination: 'White resigned', id: 'elsewh01' }),
    ].join('\n');
    const first = await page.evaluate((t) => window.threeCrowns.importGames(t), uncounted);
    assert.equal(first.added, 2, JSON.stringify(first));
    assert.equal((await rating(page)).games, 0);
    // A win against level 5 (1630, above a newcomer's 1500): up.
    const won = record({ white: 'Computer (level 5)', black: 'Ann', result: '0-1', termination: 'White resigned', id: 'wonlvl05' });
    const added = await page.evaluate((t) => window.threeCrowns.importGames(t), won);
    assert.equal(added.added, 1, JSON.stringify(added));
    const up = await counted(page, 1);
    assert.ok(up.rating > 1500, `after a win above: ${JSON.stringify(up)}`);
    assert.ok(up.deviation < 350, JSON.stringify(up));
    await page.click('#open-games');
    await page.waitForSelector('#games-rating', { state: 'visible' });
    await page.click('#games-rating summary');
    const line = await page.textContent('#games-rating-line');
    assert.match(line, new RegExp(`^Your rating: ${up.rating.toLocaleString('en')} ± ${up.deviation} · 1 game against the computer$`));
    const rows = await page.$$eval('#games-levels tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.deepEqual(rows, [
      ['Level', 'Its rating', 'Won', 'Drawn', 'Lost'],
      ['Level 5 · Strong', '1,630 ± 105', '1', '0', '0'],
    ]);
    assert.match(await page.textContent('#games-rating-about'), /^A Glicko-2 rating from your finished games/);
    await screenshot(page, 'rating-your-games');
    await page.click('#games-close');
    // A game on the board against level 2, lost by resigning: down.
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.newGame({ white: 'person', black: 2 })), { ok: true });
    await playByClicks(page, 'a6-a7');
    await waitIdle(page);
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.resign()), { ok: true });
    const down = await counted(page, 2);
    assert.ok(down.rating < up.rating, `after a loss: ${JSON.stringify(down)} (was ${JSON.stringify(up)})`);
    // Read from the games: the same after a reload.
    await page.reload({ waitUntil: 'load' });
    await waitReady(page);
    assert.deepEqual(await counted(page, 2), down);
    await page.click('#open-games');
    await page.waitForSelector('#games-rating', { state: 'visible' });
    const after = await page.$$eval('#games-levels tr', (trs) => trs.map((tr) => tr.children[0].textContent));
    assert.deepEqual(after, ['Level', 'Level 2 · Beginner', 'Level 5 · Strong']);
  } finally {
    await g.close();
    await g.context.close();
  }
});
