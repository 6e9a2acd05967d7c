// End-to-end tests of the browser game: `node --test e2e/` (after `trunk build --release
// --offline`). Each test opens the built game from dist/ in a fresh headless Chromium
// context and asserts behaviour through the DOM contract and `threeCrowns.state()`
// (docs/FRONTEND.md). No test asserts a timing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  setup,
  openGame,
  state,
  clickSquare,
  playByClicks,
  waitIdle,
  screenshot,
  text,
  moveList,
  reveal,
  shareHash,
  squareIndex,
  JUMP_TCN,
  START_TCN,
  AFTER_A6A7,
  AFTER_A5B4,
  CAPTURE_GAME,
  withGame,
  playApi,
  answerReplace,
  setAutoFlip,
} from './browser.mjs';

// ---------------------------------------------------------------------------------------
// Move sequences. Both were found with the native engine (`target/release/three-crowns
// engine`): a throwaway script replayed candidate lines with `position startpos moves …`,
// listed the legal moves with `moves` to check every move, and read `d` at the end. The
// lines are cooperative (Black helps). Re-check either with:
//   printf 'position startpos moves <the moves>\nd\n' | target/release/three-crowns engine

// White crowns three pieces on the second rank (e2 f2 stay Uncrowned as the Troika
// anchors: g2, then d2 twice, are crowned by stepping into the line), then lines the
// three Crowned pieces up on d3 e3 f3. Black shuffles h8/h7.
// Engine: tcn bwb2bw1/7b/w6w/b6b/7w/b2WWW1b/4ww2/1b4b1 b - 14 / result 1-0 crowned-troika
const TROIKA_GAME = (
  'c1-d2 h8-h7 d2-e2 h7-h8 f1-f2 h8-h7 h1-g2 h7-h8 g2-g3 h8-h7 a1-b2 h7-h8 b2-c2 h8-h7 ' +
  'c2-d2 h7-h8 d2-d3 h8-h7 a4-b3 h7-h8 b3-c2 h8-h7 c2-d2 h7-h8 g3-f3 h8-h7 d2-e3'
).split(' ');
const TROIKA_TCN = 'bwb2bw1/7b/w6w/b6b/7w/b2WWW1b/4ww2/1b4b1 b - 14';

// CAPTURE_GAME (browser.mjs): White crowns g2, then wins by three double jumps.
const CAPTURE_TCN = '1w4wb/3b4/w5Ww/b7/w6w/b5b1/w3ww2/1b4b1 b - 8';

// The position after JUMP_TCN's (browser.mjs) double jump g2xg4xg6 (engine).
const AFTER_JUMP_TCN = 'bw3bwb/8/w1b3Ww/b7/w6w/b5b1/4ww2/wb4b1 b - 5';

// After a6-a7 a5-b4 a7-b7 (engine).
const AFTER_A7B7 = 'bwb2bwb/1w6/7w/7b/wb5w/b6b/8/wbw2wbw b - 2';
// From AFTER_A5B4 then a7-b7 h5-g5 (engine).
const AFTER_LINK = 'bwb2bwb/1w6/7w/6b1/wb5w/b6b/8/wbw2wbw w - 3';

const T = { timeout: 180_000 };
let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

function assertMoveListMatches(list, moves, what) {
  assert.equal(list.length, moves.length, `${what}: #moves has ${list.length} moves, expected ${moves.length}`);
  list.forEach((item, i) => {
    assert.equal(item.ply, i + 1, `${what}: data-ply of move ${i + 1}`);
    assert.ok(item.text.includes(moves[i]), `${what}: move ${i + 1} shows "${item.text}", expected ${moves[i]}`);
  });
}

test('the game loads at the start position with the contract in place', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const s = await state(page);
    assert.equal(s.tcn, START_TCN);
    assert.equal(s.turn, 'white');
    assert.equal(s.ply, 0);
    assert.deepEqual(s.moves, []);
    assert.equal(s.legalMoves.length, 32);
    assert.equal(s.outcome, null);
    assert.deepEqual(s.captures, { white: 0, black: 0 });
    assert.equal(await page.getAttribute('#captures-white', 'aria-label'), 'White has captured 0 of 3');
    assert.equal(await page.getAttribute('#captures-black', 'aria-label'), 'Black has captured 0 of 3');
    assert.match(await text(page, '#turn'), /white/i);
    const painted = await page.evaluate(() => performance.getEntriesByName('board-painted').length);
    assert.ok(painted >= 1, 'performance mark "board-painted" exists');
    for (const id of ['#board', '#turn', '#status', '#announce', '#move-form', '#move-input', '#new-game', '#undo',
      '#redo', '#flip', '#auto-flip', '#repetition', '#moves', '#nav-first', '#nav-prev', '#nav-next', '#nav-last',
      '#download-record', '#copy-record', '#record-text', '#import-record', '#import-file', '#share-link',
      '#copy-link', '#record-view', '#position-view', '#copy-position', '#open-rules', 'dialog#rules']) {
      assert.equal(await page.locator(id).count(), 1, `${id} exists`);
    }
  });
});

test('(a) a game clicked on the board to a Crowned Troika win', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    for (const m of TROIKA_GAME) await playByClicks(page, m);
    const s = await state(page);
    assert.equal(s.tcn, TROIKA_TCN);
    assert.equal(s.ply, TROIKA_GAME.length);
    assert.deepEqual(s.moves, TROIKA_GAME);
    assert.deepEqual(s.outcome, { result: '1-0', reason: 'crowned-troika', winner: 'white' });
    assert.deepEqual(s.legalMoves, []);
    const turn = await text(page, '#turn');
    assert.match(turn, /white/i, `#turn: ${turn}`);
    assert.match(turn, /\bw[io]ns?\b|won|victory/i, `#turn: ${turn}`);
    // The three Crowned pieces of the Troika, by name (docs/FRONTEND.md).
    assert.deepEqual([...s.winningSquares].sort(), ['d3', 'e3', 'f3'], `winningSquares ${JSON.stringify(s.winningSquares)}`);
    assertMoveListMatches(await moveList(page), TROIKA_GAME, 'after the win');
    // Nothing more can be played.
    const r = await page.evaluate(() => window.threeCrowns.play('h7-h8'));
    assert.equal(r.ok, false);
    await screenshot(page, 'a-crowned-troika-win');
  });
});

test('(b) a game clicked to a win by three captures through double jumps', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const captures = [];
    for (const m of CAPTURE_GAME) {
      await playByClicks(page, m);
      if (m.includes('x')) captures.push((await state(page)).captures.white);
    }
    assert.deepEqual(captures, [1, 2, 3], 'each double jump captured one piece');
    const s = await state(page);
    assert.equal(s.tcn, CAPTURE_TCN);
    assert.deepEqual(s.outcome, { result: '1-0', reason: 'three-captures', winner: 'white' });
    assert.deepEqual(s.captures, { white: 3, black: 0 });
    assert.equal(await page.getAttribute('#captures-white', 'aria-label'), 'White has captured 3 of 3');
    assert.equal(await page.getAttribute('#captures-black', 'aria-label'), 'Black has captured 0 of 3');
    const turn = await text(page, '#turn');
    assert.match(turn, /white/i, `#turn: ${turn}`);
    assert.match(turn, /\bw[io]ns?\b|won|victory/i, `#turn: ${turn}`);
    await screenshot(page, 'b-three-captures-win');
  });
});

test('(c) a double jump by three clicks: nothing is played before the final landing', T, async () => {
  await withGame(env, { hash: shareHash({ tcn: JUMP_TCN }) }, async ({ page }) => {
    let s = await state(page);
    assert.equal(s.tcn, JUMP_TCN);
    assert.ok(s.legalMoves.includes('g2xg4xg6'));
    await clickSquare(page, 'g2');
    await clickSquare(page, 'g4');
    s = await state(page);
    assert.equal(s.tcn, JUMP_TCN, 'origin + first landing plays nothing');
    assert.equal(s.ply, 0);
    assert.equal(s.animating, false);
    assert.ok(s.selected !== null && s.selected !== undefined, 'a selection is kept');
    await screenshot(page, 'c-jump-first-landing-chosen');
    await clickSquare(page, 'g6');
    const mid = await state(page);
    await screenshot(page, 'c-jump-mid-animation');
    assert.equal(mid.animating, true, 'the double jump animates');
    assert.equal(mid.tcn, AFTER_JUMP_TCN, 'the move is played at once; only the picture lags');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.tcn, AFTER_JUMP_TCN);
    assert.deepEqual(s.moves, ['g2xg4xg6']);
    assert.equal(s.captures.white, 1, 'g5 was captured (10 - 9 Black pieces)');
    assert.equal(await page.getAttribute('#captures-white', 'aria-label'), 'White has captured 1 of 3');
    await screenshot(page, 'c-jump-at-rest');
  });
});

test('(d) undo and redo buttons', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playByClicks(page, 'a6-a7');
    await playByClicks(page, 'a5-b4');
    let s = await state(page);
    assert.equal(s.tcn, AFTER_A5B4);
    assert.equal(s.canUndo, true);
    assert.equal(s.canRedo, false);

    await page.click('#undo');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.ply, 1);
    assert.equal(s.tcn, AFTER_A6A7);
    assert.deepEqual(s.moves, ['a6-a7']);
    assert.equal(s.canRedo, true);
    assertMoveListMatches(await moveList(page), ['a6-a7'], 'after one undo');

    await page.click('#undo');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.ply, 0);
    assert.equal(s.tcn, START_TCN);
    assert.equal(s.canUndo, false);
    assertMoveListMatches(await moveList(page), [], 'after two undos');

    await page.click('#redo');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.ply, 1);
    assert.equal(s.tcn, AFTER_A6A7);
    await page.click('#redo');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.ply, 2);
    assert.equal(s.tcn, AFTER_A5B4);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
    assert.equal(s.canRedo, false);
    const list = await moveList(page);
    assertMoveListMatches(list, ['a6-a7', 'a5-b4'], 'after two redos');
    assert.equal(list[1].current, 'true', 'the last move is the current one');
  });
});

test('(e) a reload restores the game', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    const moves = ['a6-a7', 'a5-b4', 'a7-b7'];
    for (const m of moves) await playByClicks(page, m);
    const before = await state(page);
    assert.equal(before.tcn, AFTER_A7B7);
    const listBefore = await moveList(page);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    const s = await state(page);
    assert.equal(s.tcn, before.tcn);
    assert.deepEqual(s.moves, moves);
    assert.equal(s.ply, 3);
    assert.deepEqual(await moveList(page), listBefore);
  });
});

test('(f) share links open positions; broken links keep the game', T, async () => {
  // A position and moves.
  await withGame(env, { hash: shareHash({ tcn: AFTER_A5B4, moves: ['a7-b7', 'h5-g5'] }) }, async ({ page }) => {
    const s = await state(page);
    assert.equal(s.tcn, AFTER_LINK);
    assert.deepEqual(s.moves, ['a7-b7', 'h5-g5']);
    assertMoveListMatches(await moveList(page), ['a7-b7', 'h5-g5'], 'tcn+moves link');
  });
  // Moves only: from the start.
  await withGame(env, { hash: shareHash({ moves: ['a6-a7', 'a5-b4'] }) }, async ({ page }) => {
    const s = await state(page);
    assert.equal(s.tcn, AFTER_A5B4);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
    // The page's own share link reproduces the game in a fresh context.
    await playByClicks(page, 'a7-b7');
    // The link box is filled while its panel is open, as a person opens it.
    await reveal(page, '#share-link');
    const link = await page.locator('#share-link').inputValue();
    assert.match(link, /#.*moves=a6-a7,a5-b4,a7-b7/, `#share-link: ${link}`);
    const hash = link.slice(link.indexOf('#'));
    await withGame(env, { hash }, async ({ page: p2 }) => {
      const s2 = await state(p2);
      assert.equal(s2.tcn, AFTER_A7B7);
      assert.deepEqual(s2.moves, ['a6-a7', 'a5-b4', 'a7-b7']);
    });
  });
  // Broken links, opened in the same context as a game in progress.
  await withGame(env, {}, async (game) => {
    await playByClicks(game.page, 'a6-a7');
    await playByClicks(game.page, 'a5-b4');
    const kept = await state(game.page);
    const broken = [
      { hash: shareHash({ tcn: 'bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbX w - 1' }), mention: /position|tcn/i },
      { hash: shareHash({ tcn: 'garbage' }), mention: /position|tcn/i },
      { hash: shareHash({ moves: ['a6-a7', 'h6-h7'] }), mention: /h6-h7/ },
      { hash: shareHash({ moves: ['a6-a7', 'zz'] }), mention: /zz|move 2/i },
    ];
    for (const { hash, mention } of broken) {
      const p = await game.newPage(hash);
      const status = await text(p, '#status');
      assert.ok(status.length > 0, `${hash}: #status explains the broken link`);
      assert.match(status, mention, `${hash}: #status "${status}"`);
      const s = await state(p);
      assert.equal(s.tcn, kept.tcn, `${hash}: the game in progress is kept`);
      assert.deepEqual(s.moves, kept.moves, `${hash}: the moves are kept`);
      assertMoveListMatches(await moveList(p), kept.moves, hash);
      await p.close();
    }
    // The same links in the tab that shows the game (a fragment change, no reload).
    for (const { hash, mention } of broken.slice(0, 3)) {
      // The page reads the new fragment (hashchange) and says why it refuses it.
      const changed = game.page.evaluate(
        () => new Promise((done) => addEventListener('hashchange', () => setTimeout(done, 0), { once: true })),
      );
      await game.page.goto(env.url + hash);
      await changed;
      await game.page.waitForFunction(
        ([src, flags]) => new RegExp(src, flags).test(document.querySelector('#status').textContent),
        [mention.source, mention.flags],
      );
      const status = await text(game.page, '#status');
      assert.match(status, mention, `same tab ${hash}: #status "${status}"`);
      const s = await state(game.page);
      assert.equal(s.tcn, kept.tcn, `same tab ${hash}: the game in progress is kept`);
      assert.deepEqual(s.moves, kept.moves, `same tab ${hash}: the moves are kept`);
    }
    await screenshot(game.page, 'f-after-broken-links');
    // A good link in the same tab replaces the game.
    await game.page.goto(env.url + shareHash({ moves: ['a6-a7', 'a5-b4', 'a7-b7'] }));
    await answerReplace(game.page);
    await game.page.waitForFunction(() => window.threeCrowns.state().ply === 3);
    assert.equal((await state(game.page)).tcn, AFTER_A7B7);
  });
});

test('(g) an illegal click explains why and plays nothing', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // Black's piece while White is to move.
    await clickSquare(page, 'a5');
    let s = await state(page);
    let status = await text(page, '#status');
    assert.match(status, /a5/, `#status: ${status}`);
    assert.equal(s.ply, 0);

    await playByClicks(page, 'a6-a7');
    await playByClicks(page, 'a5-b4');
    const before = await state(page);
    // Second-turn rule: another White piece, then a destination.
    await clickSquare(page, 'h4');
    status = await text(page, '#status');
    assert.match(status, /second-turn|same piece|moved first/i, `#status: ${status}`);
    assert.match(status, /a7/, `#status names the bound piece: ${status}`);
    await clickSquare(page, 'g4');
    s = await state(page);
    assert.equal(s.tcn, before.tcn, 'nothing was played');
    assert.equal(s.ply, 2);
    await screenshot(page, 'g-second-turn-rule');

    // The bound piece to an unreachable square.
    await clickSquare(page, 'a7');
    await clickSquare(page, 'd4');
    s = await state(page);
    status = await text(page, '#status');
    assert.match(status, /a7/, `#status: ${status}`);
    assert.match(status, /d4/, `#status: ${status}`);
    assert.equal(s.tcn, before.tcn, 'nothing was played');
    // The status in state() is the same message.
    assert.equal((s.status ?? '').trim(), status);
  });
});

test('(h) the move text box and threeCrowns.play', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.fill('#move-input', 'a6-a7');
    await page.press('#move-input', 'Enter');
    await waitIdle(page);
    let s = await state(page);
    assert.equal(s.tcn, AFTER_A6A7);
    assert.deepEqual(s.moves, ['a6-a7']);

    await page.fill('#move-input', 'a5-b4');
    await page.locator('#move-form').evaluate((f) => f.requestSubmit());
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.tcn, AFTER_A5B4);

    // Illegal by the second-turn rule.
    await page.fill('#move-input', 'h6-h7');
    await page.press('#move-input', 'Enter');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.tcn, AFTER_A5B4, 'an illegal typed move changes nothing');
    assert.equal(s.ply, 2);
    let status = await text(page, '#status');
    assert.match(status, /second-turn|a7/i, `#status: ${status}`);

    // Not notation at all.
    await page.fill('#move-input', 'e9-zz');
    await page.press('#move-input', 'Enter');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.tcn, AFTER_A5B4);
    // #status still held the second-turn message: the new one must name the text and why.
    status = await text(page, '#status');
    assert.match(status, /^'e9-zz' is not a move: squares are a1 to h8\.$/, `#status explains the unparsable move: ${status}`);

    const bad = await page.evaluate(() => window.threeCrowns.play('garbage'));
    assert.equal(bad.ok, false);
    assert.equal(typeof bad.error, 'string');
    assert.match(bad.error, /^'garbage' is not a move: /, bad.error);
    const illegal = await page.evaluate(() => window.threeCrowns.play('h6-h7'));
    assert.equal(illegal.ok, false);
    const good = await page.evaluate(() => window.threeCrowns.play('a7-b7'));
    assert.deepEqual(good, { ok: true });
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.tcn, AFTER_A7B7);
  });
});

test('(i) record export and import', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // Import a valid record.
    const record = '[Event "e2e"]\n[Result "*"]\n\n1. a6-a7 a5-b4 2. a7-b7 *\n';
    await reveal(page, '#record-text');
    await page.fill('#record-text', record);
    await page.click('#import-record');
    await answerReplace(page);
    await waitIdle(page);
    let s = await state(page);
    assert.equal(s.tcn, AFTER_A7B7);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4', 'a7-b7']);
    assertMoveListMatches(await moveList(page), s.moves, 'after import');

    // Export: the downloaded record holds the moves and replays to the same game.
    await reveal(page, '#download-record');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-record')]);
    assert.match(download.suggestedFilename(), /\.tcg$/);
    const exported = fs.readFileSync(await download.path(), 'utf8');
    assert.match(exported, /\[Result "\*"\]/);
    assert.match(exported, /1\. a6-a7 a5-b4 2\. a7-b7/);

    // An invalid record names the move and keeps the game.
    await page.fill('#record-text', '[Result "*"]\n\n1. a6-a7 a5-b4 2. h6-h7 *\n');
    await page.click('#import-record');
    await answerReplace(page);
    await waitIdle(page);
    const status = await text(page, '#status');
    assert.match(status, /h6-h7/, `#status names the move: ${status}`);
    s = await state(page);
    assert.equal(s.tcn, AFTER_A7B7, 'the game is kept');
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4', 'a7-b7']);

    // The exported record imports in a fresh game.
    await withGame(env, {}, async ({ page: p2 }) => {
      await reveal(p2, '#record-text');
      await p2.fill('#record-text', exported);
      await p2.click('#import-record');
      await answerReplace(p2);
      await waitIdle(p2);
      const s2 = await state(p2);
      assert.equal(s2.tcn, AFTER_A7B7);
      assert.deepEqual(s2.moves, ['a6-a7', 'a5-b4', 'a7-b7']);
    });
  });
});

test('(j) keyboard: arrow keys and Enter on the board play a move', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await page.focus('#board');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'board', 'the board takes the focus');
    // Moves the keyboard cursor to `target` with the arrow keys (White at the bottom, so
    // ArrowUp is towards rank 8), reading where it is from the #announce region, which
    // names the square under the cursor after every arrow key.
    const cursorAt = async () => {
      const said = await text(page, '#announce');
      const m = /\b([a-h][1-8])\b/.exec(said);
      assert.ok(m, `#announce names the cursor's square: "${said}"`);
      return squareIndex(m[1]);
    };
    // The arrows move on screen: with the board turned to Black (two people: it turns
    // to the side to move), ArrowUp is towards rank 1.
    const moveCursor = async (target) => {
      const { flipped } = await state(page);
      const [up, down, right, left] = flipped
        ? ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight']
        : ['ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowLeft'];
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      const to = squareIndex(target);
      for (let guard = 0; guard < 20; guard++) {
        const at = await cursorAt();
        if (at.file === to.file && at.rank === to.rank) return;
        if (at.rank < to.rank) await page.keyboard.press(up);
        else if (at.rank > to.rank) await page.keyboard.press(down);
        else if (at.file < to.file) await page.keyboard.press(right);
        else await page.keyboard.press(left);
      }
      assert.fail(`the cursor did not reach ${target}`);
    };
    assert.equal((await state(page)).flipped, false);
    await moveCursor('a6');
    await page.keyboard.press('Enter');
    let s = await state(page);
    assert.equal(s.ply, 0, 'selecting plays nothing');
    assert.equal(s.selected, 'a6');
    await page.keyboard.press('ArrowUp');
    assert.match(await text(page, '#announce'), /a7/);
    await page.keyboard.press('Enter');
    await waitIdle(page);
    s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7']);
    assert.equal(s.tcn, AFTER_A6A7);
    // Black's reply by keyboard too: the cursor starts from wherever it is.
    await moveCursor('a5');
    await page.keyboard.press('Enter');
    await moveCursor('b4');
    await page.keyboard.press('Enter');
    await waitIdle(page);
    s = await state(page);
    assert.deepEqual(s.moves, ['a6-a7', 'a5-b4']);
    assert.equal(s.tcn, AFTER_A5B4);
  });
});

test('(k) a flipped board: clicks follow the contract geometry', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    // The board stays as turned (it turns to the side to move by default).
    await setAutoFlip(page, false);
    await page.click('#flip');
    await waitIdle(page);
    assert.equal((await state(page)).flipped, true, '#flip turns the board');
    await playByClicks(page, 'a6-a7');
    await playByClicks(page, 'a5-b4');
    await screenshot(page, 'k-flipped');
    await page.click('#flip');
    await waitIdle(page);
    assert.equal((await state(page)).flipped, false);
    // Auto-flip: the side to move is at the bottom.
    await page.check('#auto-flip');
    await waitIdle(page);
    let s = await state(page);
    assert.equal(s.turn, 'white');
    assert.equal(s.flipped, false, 'White to move: White at the bottom');
    await playByClicks(page, 'a7-b7');
    s = await state(page);
    assert.equal(s.flipped, true, 'Black to move: Black at the bottom');
    await playByClicks(page, 'h5-g5');
    s = await state(page);
    assert.equal(s.flipped, false);
    assert.equal(s.tcn, AFTER_LINK);
  });
});

test('move list browsing does not change the game', T, async () => {
  await withGame(env, {}, async ({ page }) => {
    await playApi(page, ['a6-a7', 'a5-b4', 'a7-b7']);
    await page.click('#nav-first');
    await waitIdle(page);
    let s = await state(page);
    assert.equal(s.viewPly, 0);
    assert.equal(s.ply, 3);
    await page.click('#nav-next');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.viewPly, 1);
    const list = await moveList(page);
    assert.equal(list[0].current, 'true', 'the browsed move is aria-current');
    await page.click('#moves button.move[data-ply="2"]');
    await waitIdle(page);
    assert.equal((await state(page)).viewPly, 2);
    await page.click('#nav-last');
    await waitIdle(page);
    s = await state(page);
    assert.equal(s.viewPly, 3);
    assert.equal(s.tcn, AFTER_A7B7);
  });
});
