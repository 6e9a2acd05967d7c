// The analysis's several best lines (the engine's multipv): three lines with three
// different first moves and three arrows, the best boldest; the count changed by the
// drop-down and the script API (a bad count refused); on a forced win with several
// winning moves, every winning line says so; at
// 1366×768 with the analysis, the threats and a finished review on, the move list shows
// at least 8 rows (the study tools in a column of their own); on a machine with four
// cores (navigator.hardwareConcurrency made 4), three workers share the root moves, their
// lines merged best first, capped by the setting, which is kept.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withGame, state, shareHash, screenshot, reveal, text } from './browser.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

// White to move forces a win in 3 plies by e5-e6, d6-c6, d6-e6 or g6-f5 (the exact
// solver, puzzles::solve::shortest_win); other moves do not.
const FOUR_WINS = '4b3/bw1bbw2/b2w2w1/w3w2b/4Wb2/3b1W2/1w4wb/6b1 w - 31';
const FOUR_WINNERS = ['e5-e6', 'd6-c6', 'd6-e6', 'g6-f5'];

/** Waits until `state()` satisfies `pred(s)`; returns it. */
async function waitState(page, pred, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (s.analysis !== null && pred(s)) return s;
    if (Date.now() > end) throw new Error(`never ${what}: ${JSON.stringify(s.analysis)}`);
    await page.waitForTimeout(50);
  }
}

const firsts = (s) => s.analysis.lines.map((l) => l.moves[0]);
const distinct = (xs) => new Set(xs).size === xs.length;

test('three lines with three first moves and three arrows, the count changed at will', async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.click('#analysis');
    assert.equal(await page.inputValue('#analysis-lines'), '3', 'three lines by default');
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.setAnalysisLines(3)), { ok: true });
    const s = await waitState(
      page,
      (s) => s.analysis.lines.length === 3 && s.analysis.lines.every((l) => l.depth >= 4),
      'three lines at depth 4',
    );
    const moves = firsts(s);
    assert.ok(distinct(moves), moves.join(' '));
    assert.equal(s.analysis.workers, 1);
    // Best first: the first line is the evaluation on show.
    assert.deepEqual(s.analysis.lines[0].moves, s.analysis.line);
    assert.equal(s.analysis.lines[0].winChance, s.analysis.winChance);
    // One arrow per line, ranked, each the line's first move.
    const arrows = s.arrows.filter((a) => a.kind === 'line');
    assert.deepEqual(arrows.map((a) => a.rank), [1, 2, 3]);
    assert.deepEqual(
      arrows.map((a) => `${a.from}-${a.to}`),
      moves.map((m) => `${m.slice(0, 2)}-${m.slice(-2)}`),
    );
    // The panel lists them, each with its words and its moves.
    const rows = await page.$$eval('#analysis-line li.pv', (ls) =>
      ls.map((l) => ({
        rank: l.dataset.rank,
        eval: l.querySelector('.pv-eval').textContent,
        first: l.querySelector('button.line-move')?.textContent,
      })),
    );
    assert.equal(rows.length, 3, JSON.stringify(rows));
    assert.deepEqual(rows.map((r) => r.rank), ['1', '2', '3']);
    for (const r of rows) assert.match(r.eval, /^White \d+%$/);
    assert.equal(await page.inputValue('#analysis-lines'), '3');
    await screenshot(page, 'analysis-three-lines');
    // A move of the second line previews its position (the lines go on changing as the
    // search deepens: the move is the one on the button when clicked); the game does
    // not move.
    const button = page.locator('#analysis-line li.pv[data-rank="2"] button.line-move[data-index="1:0"]');
    const shown = await button.textContent();
    await button.click();
    const after = await state(page);
    const previewed = after.status.match(/^Previewing the line ([a-h][1-8]-[a-h][1-8])/)?.[1];
    assert.ok(previewed && s.legalMoves.includes(previewed), after.status);
    assert.ok(previewed === shown || !distinct([previewed, ...firsts(after)]), after.status);
    assert.equal(after.ply, 0);
    // Escape ends the preview, the focus still on the line's button.
    await page.keyboard.press('Escape');
    assert.doesNotMatch((await state(page)).status, /Previewing/);
    assert.equal((await state(page)).arrows.filter((a) => a.kind === 'line').length, 3);
    // Five by the script API, one by the drop-down; a bad count is refused.
    assert.deepEqual(await page.evaluate(() => window.threeCrowns.setAnalysisLines(5)), { ok: true });
    const five = await waitState(page, (s) => s.analysis.lines.length === 5, 'five lines');
    assert.ok(distinct(firsts(five)));
    assert.equal(five.arrows.filter((a) => a.kind === 'line').length, 5);
    assert.equal(await page.inputValue('#analysis-lines'), '5');
    for (const bad of [0, 6, 2.5, 'three']) {
      const r = await page.evaluate((n) => window.threeCrowns.setAnalysisLines(n), bad);
      assert.equal(r.ok, false, `${bad}`);
      assert.match(r.error, /1 to 5/);
    }
    await page.selectOption('#analysis-lines', '1');
    const one = await waitState(page, (s) => s.analysis.lines.length === 1 && s.analysis.depth >= 3, 'one line');
    assert.equal(one.arrows.filter((a) => a.kind === 'line').length, 1);
    await page.waitForTimeout(500);
    assert.equal((await state(page)).analysis.lines.length, 1, 'no stale line of the five');
  });
});

test('on a forced win with several winning moves, every winning line says so', async () => {
  await withGame(env, { hash: shareHash({ tcn: FOUR_WINS }) }, async ({ page }) => {
    await page.evaluate(() => window.threeCrowns.setAnalysisLines(5));
    await page.click('#analysis');
    const s = await waitState(
      page,
      (s) => s.analysis.lines.length === 5 && s.analysis.lines.filter((l) => l.winIn === 3).length === 4,
      'four winning lines',
    );
    const lines = s.analysis.lines;
    // The four winners first, each a win in 3 plies (White's second move); the fifth not.
    assert.deepEqual([...firsts(s).slice(0, 4)].sort(), [...FOUR_WINNERS].sort());
    for (const l of lines.slice(0, 4)) assert.equal(l.winChance, 1);
    assert.notEqual(lines[4].winIn, 3);
    const words = await page.$$eval('#analysis-line li.pv .pv-eval', (es) => es.map((e) => e.textContent));
    assert.deepEqual(words.slice(0, 4), Array(4).fill('White wins in 2 moves'));
  });
});

test('with the analysis, the threats and a review on, 8 move rows show at 1366x768', async () => {
  // Twenty-four plies of shuffling, played without the repetition rule.
  const moves = [];
  for (let i = 0; i < 6; i++) moves.push('a6-a7', 'a5-b4', 'a7-a6', 'b4-a5');
  const hash = shareHash({ moves }) + '&rep=off';
  await withGame(env, { hash }, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const id of ['#threats', '#analysis', '#review-game']) {
      await reveal(page, id);
      await page.click(id);
    }
    await page.waitForFunction(() => window.threeCrowns.state().review?.progress === 1, null, {
      timeout: 60_000,
    });
    await page.evaluate(() => window.threeCrowns.setAnalysisLines(3));
    await waitState(page, (s) => s.analysis.lines.length === 3, 'three lines');
    await page.mouse.click(2, 2);
    const seen = await page.evaluate(() => {
      const list = document.querySelector('#moves');
      const box = list.getBoundingClientRect();
      const row = list.querySelector('button.move').getBoundingClientRect().height;
      const inside = (id) => {
        const r = document.querySelector(id).getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight;
      };
      return {
        rows: Math.min(box.bottom, innerHeight) - Math.max(box.top, 0) >= 0 ? (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / row : 0,
        visible: ['#moves', '#analysis-line', '#review-graph', '#threats-text', '#board'].map(inside),
        scrollX: document.documentElement.scrollWidth > innerWidth,
      };
    });
    assert.ok(seen.rows >= 8, JSON.stringify(seen));
    assert.deepEqual(seen.visible, [true, true, true, true, true], JSON.stringify(seen));
    assert.equal(seen.scrollX, false, 'no sideways scrolling');
    await screenshot(page, 'study-every-tool-1366');
  });
});

/** A browser context whose pages report `cores` logical processors. */
async function contextWithCores(cores) {
  const context = await env.browser.newContext({
    viewport: { width: 1200, height: 900 },
    serviceWorkers: 'block',
  });
  await context.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
  }, cores);
  return context;
}

test('on four cores, three workers share the root moves, merged best first, capped by the setting', async () => {
  const context = await contextWithCores(4);
  try {
    await withGame(env, { context, hash: shareHash({ tcn: FOUR_WINS }) }, async ({ page, newPage }) => {
      const started = [];
      page.on('worker', (w) => started.push(w.url()));
      await page.evaluate(() => window.threeCrowns.setAnalysisLines(5));
      await page.click('#analysis');
      // The four winners are dealt among the workers: each says it wins, first.
      const s = await waitState(
        page,
        (s) => s.analysis.workers === 3 && s.analysis.lines.filter((l) => l.winIn === 3).length === 4,
        'four winning lines from three workers',
      );
      assert.deepEqual([...firsts(s).slice(0, 4)].sort(), [...FOUR_WINNERS].sort());
      assert.ok(distinct(firsts(s)), firsts(s).join(' '));
      assert.equal(s.analysis.lines.length, 5);
      assert.ok(started.length >= 3, `three workers started: ${started.length}`);
      assert.equal(s.arrows.filter((a) => a.kind === 'line').length, 5);
      assert.match(
        await text(page, '#analysis-workers-note'),
        /^This device has 4 cores: the analysis may use 3 workers/,
      );
      assert.equal(s.settings.analysisWorkers, 8);
      // At most two, by the drop-down: the search starts again on two.
      await reveal(page, '#analysis-workers');
      assert.equal(await page.inputValue('#analysis-workers'), '8');
      await page.selectOption('#analysis-workers', '2');
      const two = await waitState(
        page,
        (s) => s.analysis.workers === 2 && s.analysis.lines.filter((l) => l.winIn === 3).length === 4,
        'four winning lines from two workers',
      );
      assert.equal(two.settings.analysisWorkers, 2);
      assert.match(two.status, /up to 2 workers/);
      for (const bad of [0, 9, 1.5, 'two']) {
        const r = await page.evaluate((n) => window.threeCrowns.setAnalysisWorkers(n), bad);
        assert.equal(r.ok, false, `${bad}`);
        assert.match(r.error, /1 to 8/);
      }
      // Kept for the next visit.
      const again = await newPage();
      assert.equal((await state(again)).settings.analysisWorkers, 2);
      assert.equal(await again.inputValue('#analysis-workers'), '2');
      await again.close();
    });
  } finally {
    await context.close();
  }
});
