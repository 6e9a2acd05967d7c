// The page's wasm in two parts (scripts/split-wasm.mjs): the start, loaded with the page,
// and the rest, fetched when first needed (src/web/rest.js). A first visit never fetches
// the rest; a press on anything else fetches it in the background; a call that needs it
// before then loads it at once; a rest that cannot be downloaded is said, and loses no
// game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openGame, watchErrors, assertNoErrors, settle } from './browser.mjs';
import { firstVisit, play, playByClicks } from './first-visit.mjs';

const T = { timeout: 240_000 };
const REST = /\/three-crowns-rest-[0-9a-f]{16}\.wasm$/;

/** Requests of the rest on `page`, as "resourceType" ('fetch' ahead of need, 'xhr' at once). */
function restRequests(page) {
  const seen = [];
  page.on('request', (r) => REST.test(r.url()) && seen.push(r.resourceType()));
  return seen;
}

/** In the page: says on the console who requests the rest (its call's stack). */
function whoAsks() {
  const rest = /three-crowns-rest-[0-9a-f]{16}[.]wasm/;
  const say = (url) => rest.test(String(url)) && console.log(`rest asked by ${new Error().stack}`);
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...more) {
    say(url);
    return open.call(this, method, url, ...more);
  };
  const fetch = window.fetch;
  window.fetch = function (url, ...more) {
    say(url);
    return fetch.call(this, url, ...more);
  };
}

test('a first visit never fetches the rest of the page\'s code', T, async () => {
  const env = await setup();
  const errors = [];
  const fetched = [];
  let part = 'the first load';
  try {
    await firstVisit(env.browser, env.url, {
      watch: async (page) => {
        watchErrors(page, errors);
        await page.addInitScript(whoAsks);
        page.on('request', (r) => REST.test(r.url()) && fetched.push(`${part} (after it): ${r.url()}`));
        // Who asked: the stack of the call that requested it (a function of the start that
        // the profile did not see names itself there, or its index).
        page.on('console', (m) => m.text().startsWith('rest asked by ') && fetched.push(m.text()));
      },
      phase: async (_page, name) => {
        part = name;
      },
    });
    assert.deepEqual(
      fetched,
      [],
      'a first visit needed the rest: a function it runs is not in web/start-functions.txt ' +
        '(run `node scripts/profile-start.mjs`, then rebuild)',
    );
    assertNoErrors(errors);
  } finally {
    await env.close();
  }
});

test('a press outside a first visit\'s controls fetches the rest in the background', T, async () => {
  const env = await setup();
  try {
    const game = await openGame(env);
    const { page } = game;
    const seen = restRequests(page);
    // A press on the line that says whose turn it is (no control, nothing to do): the rest
    // comes in the background, compiled and instantiated.
    const turn = await page.locator('#turn').boundingBox();
    await page.mouse.click(turn.x + 5, turn.y + turn.height / 2);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /three-crowns-rest-/.test(e.name)));
    await page.waitForTimeout(500);
    // What the menu leads to then runs at once, with no other request.
    await page.click('#menu-toggle');
    await page.click('#open-games');
    await page.waitForFunction(() => document.querySelector('#games-dialog').open);
    await settle(page);
    assert.deepEqual(seen, ['fetch'], 'fetched once, in the background');
    await game.close();
  } finally {
    await env.close();
  }
});

test('a script call before any press loads the rest at once', T, async () => {
  const env = await setup();
  try {
    const game = await openGame(env);
    const { page } = game;
    const seen = restRequests(page);
    const s = await page.evaluate(() => window.threeCrowns.state());
    assert.equal(s.ply, 0);
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.play('a6-a7')), { ok: true });
    assert.deepEqual(seen, ['xhr'], 'one synchronous request');
    // Later presses fetch nothing more.
    await page.click('#menu-toggle');
    await settle(page);
    assert.deepEqual(seen, ['xhr']);
    await game.close();
  } finally {
    await env.close();
  }
});

test('a rest that cannot be downloaded is said, and the game is kept', T, async () => {
  const env = await setup();
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  try {
    await context.route(REST, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(env.url);
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await play(page);
    for (const m of ['a6-a7', 'a5-b4']) await playByClicks(page, m);
    const thrown = await page.evaluate(() => {
      try {
        window.threeCrowns.state();
        return null;
      } catch (e) {
        return String(e.message ?? e);
      }
    });
    assert.match(thrown ?? '', /could not be loaded/);
    await page.waitForSelector('#load-failed:not([hidden])');
    assert.match(await page.locator('#load-failed-text').textContent(), /could not be downloaded.*Your game is saved/);
    // Once the rest can be had, a reload brings the game back.
    await context.unroute(REST);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await settle(page);
    const moves = await page.$$eval('#moves button.move[data-ply]', (els) => els.map((e) => e.textContent.trim()));
    assert.equal(moves.length, 2, `the two moves are back: ${moves}`);
  } finally {
    await context.close();
    await env.close();
  }
});

/** The rest's bytes as this build serves them. */
async function restBytes(env) {
  const res = await fetch(env.url);
  const html = await res.text();
  const name = html.match(/data-rest-wasm="[^"]*?(three-crowns-rest-[0-9a-f]{16}\.wasm)"/)[1];
  return Buffer.from(await (await fetch(new URL(name, env.url))).arrayBuffer());
}

/** The same rest as another build's would be: its build mark (the global it imports from
 *  the start, scripts/split-wasm.mjs) names another build. */
function anotherBuilds(bytes) {
  const mark = Buffer.from('__rest_build_');
  const at = bytes.indexOf(mark);
  assert.ok(at > 0, 'the rest imports its build mark');
  const copy = Buffer.from(bytes);
  const digit = at + mark.length;
  copy[digit] = copy[digit] === 0x30 ? 0x31 : 0x30;
  return copy;
}

// Every way the rest can fail to arrive whole (a host's page in its place, a cut file,
// another build's rest in a half-finished deploy) ends in the notice, in the page's
// language, with the game kept: never in a page that takes no more moves and says nothing.
test('a wrong rest is said in the page\'s language, and the game is kept', T, async () => {
  const env = await setup();
  const bytes = await restBytes(env);
  const answers = {
    'a host\'s page': { status: 200, contentType: 'text/html', body: '<!doctype html><title>Not here</title><p>Not here' },
    'a cut file': { status: 200, contentType: 'application/wasm', body: bytes.subarray(0, bytes.length >> 1) },
    'another build\'s rest': { status: 200, contentType: 'application/wasm', body: anotherBuilds(bytes) },
  };
  try {
    for (const [what, answer] of Object.entries(answers)) {
      const context = await env.browser.newContext({
        viewport: { width: 1366, height: 768 },
        serviceWorkers: 'block',
        locale: 'de-DE',
      });
      try {
        await context.route(REST, (route) => route.fulfill(answer));
        const page = await context.newPage();
        await page.goto(env.url);
        await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
        await play(page);
        for (const m of ['a6-a7', 'a5-b4']) await playByClicks(page, m);
        // A press outside a first visit's controls asks for the rest ahead; the menu's
        // Your games then needs it.
        await page.click('#menu-toggle');
        await page.click('#open-games').catch(() => {});
        await page.waitForSelector('#load-failed:not([hidden])', { timeout: 20_000 });
        const said = await page.locator('#load-failed-text').textContent();
        assert.match(said, /konnte nicht geladen werden.*Partie ist gespeichert/, `${what}: ${said}`);
        await context.unroute(REST);
        await page.reload();
        await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
        await settle(page);
        const moves = await page.$$eval('#moves button.move[data-ply]', (els) => els.length);
        assert.equal(moves, 2, `${what}: the two moves are back`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await env.close();
  }
});
